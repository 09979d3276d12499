package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestBattleCrew: a campaign battle names each seat's roster member as the
// fielding seated him (11.7), also where crew share their skills (six
// pilots of Plt 5 Gnr 5, two gunners of Gnr 6), for both sides and in
// either side's view; nothing before the battle, for a craft of no
// roster, or for a craft the battle lacks.
func TestBattleCrew(t *testing.T) {
	s := Squadron{Craft: []RosterCraft{{Type: "night-hawk", ID: "A"}, {Type: "night-hawk", ID: "B"}, {Type: "salamander", ID: "A"}}}
	for i := 0; i < 6; i++ {
		s.hire(Member{Pilot: true, Plt: 5, Gnr: 5})
	}
	s.hire(Member{Gnr: 6})
	s.hire(Member{Gnr: 6})
	c := crewCampaign(t, s, 0)
	var st engine.State = c
	// The builder seats #1, #2 and #3 with #7; the player seats #6, #5
	// and #1 with #8 instead.
	for _, in := range []engine.Intent{
		Crew{By: 0, Craft: 0, Seat: 0, Member: 5},
		Crew{By: 0, Craft: 1, Seat: 0, Member: 4},
		Crew{By: 0, Craft: 2, Seat: 0, Member: 0},
		Crew{By: 0, Craft: 2, Seat: 1, Member: 7},
	} {
		st, _ = gametest.Apply(t, st, in)
	}
	want := [2]map[string][]int{{"Night Hawk A": {6}, "Night Hawk B": {5}, "Salamander A": {1, 8}}, {}}
	st, _ = gametest.Apply(t, st, Done{By: 0})
	// Side 1 confirms the builder's crews: the field screen's seats.
	fv, ok := st.(*Campaign).Fielding(1)
	if !ok {
		t.Fatalf("side 1 does not field: %s", st.Phase().Name)
	}
	crew1 := st.(*Campaign).Squadron(1).Crew
	for _, r := range fv.Rows {
		if !r.Fielded {
			continue
		}
		var nos []int
		for _, seat := range r.Seats {
			nos = append(nos, crew1[seat.Member].No)
		}
		want[1][st.(*Campaign).sides[1].Craft[r.Craft].Label()] = nos
	}
	if got := st.(*Campaign).BattleCrew(0); got != nil {
		t.Fatalf("before the battle: %+v", got)
	}
	st, _ = gametest.Apply(t, st, Done{By: 1})
	c = st.(*Campaign)
	b := c.Battle()
	if b == nil {
		t.Fatalf("no battle: %s", c.Phase().Name)
	}
	seen := 0
	for _, cv := range b.Crafts() {
		w, ok := want[cv.Side][cv.Label]
		for _, view := range []*Campaign{c, c.View(0).(*Campaign), c.View(1).(*Campaign)} {
			got := view.BattleCrew(CraftID(cv.Index))
			if !ok {
				if got != nil {
					t.Errorf("%s is no roster craft of its side but has %+v", cv.Label, got)
				}
				continue
			}
			if len(got) != len(w) || len(got) != len(cv.Crew) {
				t.Fatalf("%s: %+v, want numbers %v, crew %+v", cv.Label, got, w, cv.Crew)
			}
			roster := c.Squadron(cv.Side).Crew
			for k, seat := range got {
				m := roster[seat.Member]
				if seat.Seat != k || seat.No != w[k] || m.No != w[k] || seat.Label != m.String() ||
					m.Pilot != (k == 0) || m.Gnr != cv.Crew[k].Gnr || m.Plt != cv.Crew[k].Plt {
					t.Errorf("%s seat %d: %+v (%+v), want #%d, crew %+v", cv.Label, k, seat, m, w[k], cv.Crew[k])
				}
			}
		}
		if ok {
			delete(want[cv.Side], cv.Label)
			seen++
		}
	}
	if seen < 4 || len(want[0])+len(want[1]) != 0 {
		t.Errorf("%d craft checked; not in the battle: %v", seen, want)
	}
	if got := c.BattleCrew(CraftID(len(b.Crafts()))); got != nil {
		t.Errorf("a craft the battle lacks: %+v", got)
	}
	if got := c.BattleCrew(-1); got != nil {
		t.Errorf("craft −1: %+v", got)
	}
}

// TestBattleCrewCommandShip: 11.7's command ship and its decoy come from
// no roster, so neither has roster crew (and they read alike to the
// enemy); every roster craft of the battle has its whole crew named.
func TestBattleCrewCommandShip(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campBattle && c.next == 4 })
	a := c.SideA()
	extras := 0
	for _, cv := range c.Battle().Crafts() {
		got := c.View(1 - a).(*Campaign).BattleCrew(CraftID(cv.Index))
		if cv.Side == a && cv.Type.Key == "shryak-shuttle" {
			extras++
			if got != nil {
				t.Errorf("%s (command %v, decoy %v): %+v", cv.Label, cv.Command, cv.Decoy, got)
			}
			continue
		}
		if len(got) != len(cv.Crew) {
			t.Errorf("%s: %+v for crew %+v", cv.Label, got, cv.Crew)
		}
	}
	if extras != 2 {
		t.Errorf("%d shuttles", extras)
	}
}
