package design

import (
	"strings"
	"testing"
)

// The fifth audit of the construction system (the tenth of the game).

// TestRule_ComponentArmor_NoFreeArmor: component armor weighs "Armor level
// X square root of System weight X .5" and costs .25 a size, and a level L
// absorbs L points of the hits on that system. The crew is an auxiliary
// system with no size, and a magazine of one small missile rounds down to
// size 0: armor on either would weigh and cost nothing. Both are refused
// (the project's own limit), while armor on a system of size 1 still
// costs its √1 × ½ share: level 4 weighs 2.
func TestRule_ComponentArmor_NoFreeArmor(t *testing.T) {
	crew := Design{Name: "T", Maneuver: 2, Aux: []Aux{{Kind: CrewAux, Armor: 3}}}
	if _, err := Derive(crew, nil); err == nil || !strings.Contains(err.Error(), "crew has no size") {
		t.Fatalf("armor on the crew: %v, want a refusal", err)
	}
	// Range 1, Drive 1, Warhead 1: 1/8 of a size, a magazine of one: 0.
	mag := Design{Name: "T", Maneuver: 2, Weapons: []Weapon{{Name: "Flea", Type: Missile, Range: 1, Drive: 1, Warhead: 1, Count: 1, Armor: 2}}}
	if _, err := Derive(mag, nil); err == nil || !strings.Contains(err.Error(), "Flea has size 0") {
		t.Fatalf("armor on a magazine of size 0: %v, want a refusal", err)
	}
	mag.Weapons[0].Count = 8 // 8/8: size 1
	dv := derive(t, mag)
	if dv.Weapons[0].Size != 1 || dv.Weapons[0].ArmorSize != 1 {
		t.Fatalf("magazine of 8: size %d, armor %d, want 1 and 1 (2 × √1 × ½)", dv.Weapons[0].Size, dv.Weapons[0].ArmorSize)
	}
	lab := derive(t, Design{Name: "T", Maneuver: 2, Aux: []Aux{{Kind: Lab, Armor: 4}}})
	if lab.ComponentArmor != 2 {
		t.Fatalf("level 4 on a lab of size 1: %d, want 2", lab.ComponentArmor)
	}
}

// TestRule_Hull_AtLeastOneExplained: the hull is the formula "OR 1,
// whichever is more": a design with no weapon, missile or shield has a
// formula of exactly 0 and a hull of 1 (+1 crew quarters), which the
// explain view calls "at least 1", not "exact" (0 is not what it shows).
func TestRule_Hull_AtLeastOneExplained(t *testing.T) {
	dv := derive(t, Design{Name: "T", Maneuver: 1})
	if dv.Hull != 2 || dv.HullExact.Cmp(I(0)) != 0 {
		t.Fatalf("hull %d from %s, want 2 from 0", dv.Hull, dv.HullExact)
	}
	for _, s := range dv.Explain {
		if s.Key == "hull" && s.Round != "at least 1" {
			t.Fatalf("hull step %q: %s", s.Round, s.Formula)
		}
	}
}

// TestRule_Evaluate_MissileSizeExact: recoil limit 1 ("one missile cannot
// exceed" total size × .05) takes the missile's exact size, R × D × W / 8,
// as the hull formula and the launches of a turn in play do, not the size
// rounded down that the explain view shows: a missile of 9/8 on a ship of
// total size 20 to 22 (limit 1 to 1.1) breaks it, though ⌊9/8⌋ = 1 would not.
func TestRule_Evaluate_MissileSizeExact(t *testing.T) {
	found := false
	for m := 1; m <= 12; m++ {
		for blocks := 0; blocks <= 10; blocks++ { // storage, to vary the total size
			d := Design{Name: "T", Maneuver: m, Weapons: []Weapon{{Name: "Pip", Type: Missile, Range: 9, Drive: 1, Warhead: 1, Count: 1}}}
			if blocks > 0 {
				d.Aux = []Aux{{Kind: Storage, Qty: blocks}}
			}
			dv := derive(t, d)
			l, _ := dv.Limit("missile-size")
			if l.Value.Cmp(F(9, 8)) != 0 {
				t.Fatalf("missile size %s, want 9/8 exactly", l.Value)
			}
			if dv.TotalSize >= 20 && dv.TotalSize <= 22 {
				found = true
				if l.OK {
					t.Fatalf("total size %d: a missile of 9/8 within %s", dv.TotalSize, l.Max)
				}
			}
		}
	}
	if !found {
		t.Fatal("no design of total size 20 to 22 was tried")
	}
}
