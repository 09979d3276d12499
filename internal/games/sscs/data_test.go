package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// extraDesigns are the test designs and two of this file's own: the
// Shroud lists its cloak first in the damage order, the Twin has two.
func extraDesigns() []design.Design {
	cloak := design.Weapon{Name: "Cloak", Type: design.Projector, Effect: design.CloakField, Damage: 2, Range: 1, Arc: design.Primary}
	beam := design.Weapon{Name: "Beam", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Primary}
	twin := cloak
	twin.Qty = 2
	return append(testDesigns(),
		design.Design{Name: "Shroud", Maneuver: 4, Weapons: []design.Weapon{cloak, beam}, Aux: []design.Aux{{Kind: design.Storage, Qty: 5}}},
		design.Design{Name: "Twin", Maneuver: 4, Weapons: []design.Weapon{twin, beam}, Aux: []design.Aux{{Kind: design.Storage, Qty: 5}}},
		// Missiles of size 20 (8 × 10 × 2 / 8) on a total size of 404: one a turn.
		design.Design{Name: "Launcher", Maneuver: 2, Weapons: []design.Weapon{{Name: "Heavy", Type: design.Missile, Range: 8, Drive: 10, Warhead: 2, Count: 6}},
			Aux: []design.Aux{{Kind: design.Storage, Qty: 70}, {Kind: design.Storage, Qty: 70}, {Kind: design.Storage, Qty: 70}}},
	)
}

// TestTables_Scale: General, Scale — a hex is 2 615 km, a turn 5 minutes.
func TestTables_Scale(t *testing.T) {
	if HexKm != 2615 || TurnMinutes != 5 {
		t.Fatalf("scale %d km, %d minutes", HexKm, TurnMinutes)
	}
}

// TestTables_SquadronSheet pins every cell of the squadron table of
// docs/rules/sscs.md (cost, size, Drive, MP, shields, armor, crew, hit
// points; the weapons' type, value and Range) against the designs as the
// construction system derives them, so that the document and the data
// cannot drift apart.
func TestTables_SquadronSheet(t *testing.T) {
	type row struct {
		cost, size, drive, mp, shields, armor, crew, hp int
		weapons                                         string // type damage/dice Range, in damage order
	}
	want := map[string]row{
		"Wasp":     {59, 54, 5, 25, 0, 1, 1, 11, "beam 1d10 R4"},
		"Kestrel":  {184, 123, 4, 16, 0, 0, 9, 19, "railgun 1d10 R6; beam 1d10 R6"},
		"Lance":    {345, 261, 3, 9, 2, 1, 9, 19, "2×beam 1d10 R8"},
		"Bastion":  {1428, 580, 2, 4, 4, 2, 18, 35, "2×cannon 2d10 R5; railgun 1d10 R5; antimissile 1d10 R1; projector 2 R6"},
		"Aerie":    {564, 481, 2, 4, 4, 0, 12, 25, "antimissile 1d10 R1; projector 4 R1; beam 1d10 R3"},
		"Warden":   {934, 237, 3, 9, 2, 1, 9, 24, "beam 1d10 R6; projector 2 R4"},
		"Needle":   {63, 55, 5, 25, 0, 1, 2, 9, "beam 1d10 R6"},
		"Shade":    {999, 98, 4, 16, 0, 0, 9, 17, "projector 2 R1; beam 1d10 R8"},
		"Gorgon":   {621, 200, 3, 9, 2, 1, 9, 17, "projector 1 R6; cannon 2d10 R4"},
		"Hydra":    {566, 204, 3, 9, 2, 1, 12, 29, "missile 1d10 D5 ×6 R8; projector 2 R1; projector 2 R1; antimissile 1d10 R1"},
		"Maw":      {1755, 354, 3, 9, 2, 1, 9, 23, "projector 4 R2; cannon 2d10 R3"},
		"Colossus": {2201, 1338, 2, 4, 5, 2, 24, 43, "torpedo 3d10 R6; projector 3 R2; projector 1 R1; projector 4 R1; projector 1 R6; 2×beam 1d10 R4"},
	}
	cat, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	all, err := design.DeriveAll(cat, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != len(want) {
		t.Fatalf("%d designs in the catalogue, %d in the table", len(all), len(want))
	}
	for _, d := range all {
		w, ok := want[d.Design.Name]
		if !ok {
			t.Errorf("%s is not in the table", d.Design.Name)
			continue
		}
		var ws []string
		for _, l := range d.Weapons {
			v := itoa(l.Damage)
			if l.Dice > 0 {
				v = itoa(l.Dice) + "d10"
			}
			q := ""
			if l.Qty > 1 {
				q = itoa(l.Qty) + "×"
			}
			if l.Type == design.Missile {
				v += " D" + itoa(l.Drive) + " ×" + itoa(l.Count)
			}
			ws = append(ws, q+l.Type+" "+v+" R"+itoa(l.Range))
		}
		got := row{d.Cost, d.TotalSize, d.Drive, d.MP, d.Design.Shields, d.Design.Armor, d.Crew, d.HitPoints, strings.Join(ws, "; ")}
		if got != w {
			t.Errorf("%s: %+v, the table says %+v", d.Design.Name, got, w)
		}
	}
}

// TestRule_Evaluate_MissileSizePerTurn: "Missiles Size per turn cannot
// exceed Total Ship Size X .05" is counted over the turn, not the salvo:
// the Launcher (total size 404, limit 20.2) launches one missile of size
// 20; a second salvo that turn is refused; the next turn it may launch
// again.
func TestRule_Evaluate_MissileSizePerTurn(t *testing.T) {
	s := extraBattle(t, place{0, "L", "Launcher", "0,0", "N", 0}, place{1, "G", "Gun", "0,-4", "S", 0})
	if s.cls(0).dv.TotalSize != 404 || s.cls(0).mounts[0].mSize8 != 160 {
		t.Fatalf("size %d, missile %d/8", s.cls(0).dv.TotalSize, s.cls(0).mounts[0].mSize8)
	}
	n := s.fireStep(0)
	refuse(t, n, Salvo{By: 0, Ship: 0, Weapon: 0, Count: 2, From: 0, Target: 1}, "recoil limit 1")
	n, _ = apply(t, n, Salvo{By: 0, Ship: 0, Weapon: 0, Count: 1, From: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(10, 10, 1, 1)
	n, _ = apply(t, n, Dodge{By: 1})
	if n.phase != phFire || n.firing != 0 {
		t.Fatalf("phase %d", n.phase)
	}
	refuse(t, n, Salvo{By: 0, Ship: 0, Weapon: 0, Count: 1, From: 0, Target: 1}, "recoil limit 1")
	n.beginTurn()
	if n.ships[0].launched8 != 0 || n.ships[0].sys[0].shots != 5 {
		t.Fatalf("next turn: launched %d, %d missiles left", n.ships[0].launched8, n.ships[0].sys[0].shots)
	}
	if err := n.fireStep(0).checkSalvo(Salvo{By: 0, Ship: 0, Weapon: 0, Count: 1, From: 0, Target: 1}); err != nil {
		t.Fatal(err)
	}
}

// TestExtraDesignsPass: this file's designs pass Evaluate Design.
func TestExtraDesignsPass(t *testing.T) {
	all, err := design.DeriveAll(extraDesigns(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range all {
		if err := d.Err(); err != nil {
			t.Error(err)
		}
	}
}

// TestRule_Evaluate_MissileSizePerTurnAtTheLimit (the thirtieth audit, on
// boundaries): the missiles a ship launches in a turn "cannot exceed"
// total size × 0.05, so a turn's launches exactly at it are allowed and
// an eighth of a size point more is not. A ship of total size 400 may
// launch 20 (160 eighths: each missile's size is R × D × W / 8); one of
// 404 may launch 20.2, so 161 eighths but not 162.
func TestRule_Evaluate_MissileSizePerTurnAtTheLimit(t *testing.T) {
	for _, c := range []struct {
		total, launched8 int
		ok               bool
	}{
		{400, 159, true}, {400, 160, true}, {400, 161, false},
		{404, 161, true}, {404, 162, false},
	} {
		cl := &class{dv: &design.Derived{TotalSize: c.total}}
		if got := cl.missileLimitOK(c.launched8); got != c.ok {
			t.Errorf("total size %d, launches of %d/8: allowed %v, want %v", c.total, c.launched8, got, c.ok)
		}
	}
}
