package design

import "testing"

// The third audit of the construction system.

// TestRule_Evaluate_EnergyLimitIsCombined: "Torpedo, Beam, Railgun, Cannon
// & Projector cannot exceed Total Engine Size X .35" limits their damage
// together (the energy is the one engine's), though the line lacks the
// "combined" of recoil limit 2. Two beams of 3 on an engine of size 10
// (limit 3.5) fail with 6, although each alone is within; one such beam
// on an engine of 9 (limit 3.15) passes.
func TestRule_Evaluate_EnergyLimitIsCombined(t *testing.T) {
	beam := Weapon{Name: "B", Type: Beam, Damage: 3, Range: 1, Arc: Primary}
	two := beam
	two.Qty = 2
	// Systems weight 16 (beams) + 2 (hull) + 82 (storage) = 100: engine 10.
	dv := derive(t, Design{Name: "Two", Maneuver: 1, Weapons: []Weapon{two}, Aux: []Aux{{Kind: Storage, Qty: 82}}})
	l, _ := dv.Limit("energy")
	if dv.EngineSize != 10 || l.Value.Cmp(I(6)) != 0 || l.OK || dv.Err() == nil {
		t.Fatalf("engine %d: %s, err %v", dv.EngineSize, l, dv.Err())
	}
	// 8 + 2 + 82 = 92: engine 9, limit 3.15 ≥ 3.
	dv = derive(t, Design{Name: "One", Maneuver: 1, Weapons: []Weapon{beam}, Aux: []Aux{{Kind: Storage, Qty: 82}}})
	if l, _ := dv.Limit("energy"); dv.EngineSize != 9 || !l.OK || dv.Err() != nil {
		t.Fatalf("engine %d: %s, err %v", dv.EngineSize, l, dv.Err())
	}
}
