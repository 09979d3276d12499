package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The seventh audit (rules 5, not released): the construction rules — what
// a design must meet and may carry — and what the game makes of them.

// cutter is a small ship, not a fighter; the tender carries two.
var (
	cutter = design.Design{Name: "Cutter", Maneuver: 3, Weapons: []design.Weapon{
		{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Primary},
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 10}}}
	tender = design.Design{Name: "Tender", Maneuver: 2, Aux: []design.Aux{{Kind: design.Hangar, Craft: "Cutter", Qty: 2}, {Kind: design.Storage, Qty: 40}}}
)

// TestRule_Hangars_HoldAnyVehicle: a hangar holds "each fighter (or other
// Vehicle)": a carrier of two cutters, ships that are not fighters, starts
// with them aboard, launches one, and takes it back into the free bay;
// its cost in a squadron counts them as a carrier's fighters are counted;
// a design file with such a hangar validates, and one whose craft carries
// a hangar itself is refused, saying why (before, every hangar for
// anything but a fighter was refused).
func TestRule_Hangars_HoldAnyVehicle(t *testing.T) {
	s := battleWith(t, []design.Design{cutter, tender}, place{0, "T", "Tender", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	crafts := s.aboard(0, "Cutter")
	if len(crafts) != 2 || s.bays(0, "Cutter") != 2 {
		t.Fatalf("%d cutters aboard, %d bays", len(crafts), s.bays(0, "Cutter"))
	}
	if c := s.cls(0); c.cost != c.dv.Cost+2*s.cls(crafts[0]).dv.Cost {
		t.Fatalf("the tender costs %d with its cutters, want %d + 2 × %d", c.cost, c.dv.Cost, s.cls(crafts[0]).dv.Cost)
	}
	s, _ = apply(t, s, Launch{By: 0, Craft: crafts[0]})
	n := s.clone()
	n.launching(nil)
	if n.ships[crafts[0]].status != stActive {
		t.Fatal("the tender did not launch its cutter")
	}
	if !n.landing(crafts[0], 0) {
		t.Fatal("a cutter finds no bay in its tender with one free")
	}
	if _, err := (Game{}).CheckData([]byte("- {name: Cutter, maneuver: 3, weapons: [{type: beam, damage: 1, range: 4, arc: primary}], aux: [{kind: storage, qty: 10}]}\n" +
		"- {name: Tender, maneuver: 2, aux: [{kind: hangar, craft: Cutter, qty: 2}, {kind: storage, qty: 40}]}\n")); err != nil {
		t.Fatalf("a tender's file refused: %v", err)
	}
	if _, err := (Game{}).CheckData([]byte("- {name: Ark, maneuver: 2, aux: [{kind: hangar, craft: Aerie}]}\n")); err == nil || !strings.Contains(err.Error(), "Aerie carries a hangar itself") {
		t.Fatalf("a hangar for the catalogue's carrier: %v", err)
	}
}

// TestBuild_SquadronBound: a squadron built in play brings at most half
// of a game's ships and craft (the project's own bound on a game, which a
// scenario's listed ships meet when it loads), a carrier's craft counted:
// with a budget to spare, sixteen Colossi with their two Needles each fill
// the 48, and fifteen and three Shades do too; a seventeenth is refused,
// saying why. Before, only the 24 ships were
// counted, so a rich budget of carriers went past the bound.
func TestBuild_SquadronBound(t *testing.T) {
	f := loadScenario(t, "built").File()
	f.Sides[1].Build.Budget = 1000000
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for k := 0; k < 16; k++ {
		s, _ = apply(t, s, Pick{By: 1, Design: "Colossus"})
	}
	refuse(t, s, Pick{By: 1, Design: "Colossus"}, "51 ships and craft")
	refuse(t, s, Pick{By: 1, Design: "Shade"}, "at most 48")
	s, _ = apply(t, s, Unpick{By: 1, Index: 0})
	for k := 0; k < 3; k++ {
		s, _ = apply(t, s, Pick{By: 1, Design: "Shade"})
	}
	refuse(t, s, Pick{By: 1, Design: "Needle"}, "49 ships and craft")
}
