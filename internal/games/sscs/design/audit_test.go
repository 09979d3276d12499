package design

import "testing"

// The audit of the construction system against the rulebook: the places
// where a quick reading goes wrong (when to round, and which way; what
// counts as a weapon; "cannot exceed" at the limit itself).

// TestRule_Hull_RoundsUpOnlyFractions: "round up to the nearest whole
// number" leaves a whole number as it is: shields 20 give 20 / 20 = 1
// exactly, a hull of 1 (+1 crew quarters); shields 21 give 1.05 → 2 (+1).
func TestRule_Hull_RoundsUpOnlyFractions(t *testing.T) {
	for _, c := range []struct{ shields, hull int }{{20, 2}, {21, 3}, {40, 3}, {1, 2}} {
		dv := derive(t, Design{Name: "T", Maneuver: 1, Shields: c.shields})
		if dv.Hull != c.hull {
			t.Errorf("shields %d: hull %d (exact %s), want %d", c.shields, dv.Hull, dv.HullExact, c.hull)
		}
	}
}

// TestRule_WeaponDesign_RoundedOnce: the type and arc multipliers of one
// weapon are applied to the exact base and rounded down once: a railgun of
// 1 damage and 6 hexes (base 2 + 12 = 14) in the secondary arc costs
// 14 × 0.25 × 1.5 = 5.25 → 5 (rounding in between would give 3 × 1.5 = 4).
func TestRule_WeaponDesign_RoundedOnce(t *testing.T) {
	w := derive(t, oneWeapon(Weapon{Type: Railgun, Damage: 1, Range: 6, Arc: Secondary})).Weapons[0]
	if w.Base != 14 || w.Cost != 5 || w.Size != 28 || w.Range != 3 {
		t.Fatalf("base %d cost %d size %d Range %d, want 14, 5, 28, 3", w.Base, w.Cost, w.Size, w.Range)
	}
	// An antimissile of 8 hexes in the defensive arc: 8 × 0.25 × 0.5 = 1.
	w = derive(t, oneWeapon(Weapon{Type: Antimissile, Damage: 1, Range: 8, Arc: Defensive})).Weapons[0]
	if w.Range != 1 {
		t.Fatalf("Range %d, want 1", w.Range)
	}
}

// TestRule_Crew_ProjectorsAreWeapons: the crew minimum counts every weapon
// but missiles — projectors are weapons ("really large weapons").
func TestRule_Crew_ProjectorsAreWeapons(t *testing.T) {
	dv := derive(t, Design{Name: "T", Maneuver: 2, Weapons: []Weapon{
		{Type: Beam, Damage: 1, Range: 2, Arc: Primary, Qty: 2},
		{Type: Projector, Effect: Dazzle, Damage: 1, Range: 1, Arc: Primary},
		{Type: Missile, Range: 2, Drive: 2, Warhead: 1, Count: 3},
	}})
	if dv.CrewMin != 3*3+3 {
		t.Fatalf("crew minimum %d, want 12", dv.CrewMin)
	}
}

// TestRule_Evaluate_LimitItselfIsWithin: a limit says what a value
// "cannot exceed": the limit itself passes. And the antimissile, with its
// own power, is not an energy weapon.
func TestRule_Evaluate_LimitItselfIsWithin(t *testing.T) {
	// Maneuver 1, shields 1: systems 8 + hull 1 + 1 = 10, engine 1; shields
	// 1 > 1 × 0.25. Raise the engine until 0.25 × engine is exactly 1.
	for m := 1; m <= 12; m++ {
		dv := derive(t, Design{Name: "T", Maneuver: m, Shields: 1})
		l, _ := dv.Limit("shields")
		if dv.EngineSize == 4 && !l.OK {
			t.Fatalf("shields 1 at engine size 4 (× 0.25 = 1) refused: %v", l)
		}
		if dv.EngineSize < 4 && l.OK {
			t.Fatalf("shields 1 at engine size %d accepted: %v", dv.EngineSize, l)
		}
	}
	dv := derive(t, Design{Name: "T", Maneuver: 1, Weapons: []Weapon{{Type: Antimissile, Damage: 5, Range: 4, Arc: Primary}}})
	if l, _ := dv.Limit("energy"); l.Value.String() != "0" {
		t.Fatalf("an antimissile counted as energy: %v", l)
	}
}
