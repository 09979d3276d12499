package design

import (
	"strings"
	"testing"
)

// TestRule_ComponentArmor_WeightRoundsToZero: component armor weighs
// level × √size × 0.5 rounded down, so level 1 on a system of size 1 to 3
// weighs 0 and costs 0 while it still absorbs a point of each hit: free
// armor, refused like armor on a system of no size (the project's own
// limit), with a message naming the system and the level that would do.
// Level 2 on the same systems weighs 1 and is taken.
func TestRule_ComponentArmor_WeightRoundsToZero(t *testing.T) {
	for _, c := range []struct {
		name string
		d    Design
		want []string
	}{
		{"a magazine of size 2", Design{Name: "T", Maneuver: 2, Weapons: []Weapon{{Name: "Zap", Type: Missile, Range: 1, Drive: 1, Warhead: 1, Count: 16, Armor: 1}}},
			[]string{"design T: the Zap (weapon 1): component armor level 1 on size 2", "size ", "rounds down to 0", "level 2 or more", "the project's own limit"}},
		{"an ECM of size 1", Design{Name: "T", Maneuver: 2, Aux: []Aux{{Kind: ECM, Qty: 1, Armor: 1}}},
			[]string{"design T: the ECM (auxiliary 1): component armor level 1 on size 1", "size ", "rounds down to 0", "level 2 or more", "the project's own limit"}},
	} {
		_, err := Derive(c.d, nil)
		if err == nil {
			dv := derive(t, c.d)
			t.Errorf("%s: level 1 taken, weighing %d+%d: want a refusal", c.name, weaponArmor(dv), auxArmor(dv))
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q does not say %q", c.name, err, w)
			}
		}
		// Level 2 weighs 1 (2 × √1..3 × 0.5 ≥ 1) and is taken.
		ok := c.d
		ok.Weapons = append([]Weapon(nil), c.d.Weapons...)
		ok.Aux = append([]Aux(nil), c.d.Aux...)
		for i := range ok.Weapons {
			ok.Weapons[i].Armor = 2
		}
		for i := range ok.Aux {
			ok.Aux[i].Armor = 2
		}
		dv := derive(t, ok)
		if weaponArmor(dv)+auxArmor(dv) < 1 {
			t.Errorf("%s: level 2 weighs %d, want 1 or more", c.name, weaponArmor(dv)+auxArmor(dv))
		}
	}
}

func weaponArmor(dv *Derived) int {
	n := 0
	for _, w := range dv.Weapons {
		n += w.ArmorSize
	}
	return n
}

func auxArmor(dv *Derived) int {
	n := 0
	for _, a := range dv.Aux {
		n += a.ArmorSize
	}
	return n
}

// TestRule_ShipArmor_WeightRoundsToZero: the ship's armor weighs level ×
// systems weight × 0.5 rounded down, so level 1 on a systems weight of 1 (a
// fighter of hull 1 and nothing else) weighs 0 and costs 0 while the ship
// starts play with armor 1: free armor, refused (the project's own limit,
// rules sscs/14) with a message naming the design, the field and the level
// that would do, or dropping the armor. Level 2 there weighs 1 and is
// taken; so is level 1 on a systems weight of 2. The designs of a save of
// rules 13 are read without the limit (DeriveAllBeforeShipArmorLimit), and
// keep rules 13's component armor limit; those of rules 1-12 without either
// (DeriveAllBeforeArmorLimit).
func TestRule_ShipArmor_WeightRoundsToZero(t *testing.T) {
	armE := Design{Name: "ArmE", Fighter: true, Maneuver: 10, Armor: 1}
	_, err := Derive(armE, nil)
	if err == nil {
		dv := derive(t, armE)
		t.Fatalf("level 1 on systems weight %d taken, weighing %d and costing %d: want a refusal", dv.SystemsWeight, dv.ArmorSize, dv.ArmorCost)
	}
	for _, w := range []string{"design ArmE: armor: level 1 on systems weight 1", "rounds down to 0", "level 2 or more", "drop the armor", "the project's own limit"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%q does not say %q", err, w)
		}
	}
	if _, err := DeriveAll([]Design{armE}, nil); err == nil || !strings.Contains(err.Error(), "design ArmE: armor:") {
		t.Errorf("DeriveAll: %v, want the free ship armor refused", err)
	}
	two := armE
	two.Armor = 2
	if dv := derive(t, two); dv.ArmorSize != 1 || dv.ArmorCost != 0 {
		t.Errorf("level 2 on systems weight 1: armor %d cost %d, want 1 and 0", dv.ArmorSize, dv.ArmorCost)
	}
	heavier := armE
	heavier.Aux = []Aux{{Kind: ECM, Qty: 1}}
	if dv := derive(t, heavier); dv.SystemsWeight != 2 || dv.ArmorSize != 1 {
		t.Errorf("level 1 on systems weight %d: armor %d, want 2 and 1", dv.SystemsWeight, dv.ArmorSize)
	}
	// Older saves: rules 13 read it, rules 1-12 too.
	for name, f := range map[string]func([]Design, CraftFunc) ([]*Derived, error){
		"DeriveAllBeforeShipArmorLimit": DeriveAllBeforeShipArmorLimit,
		"DeriveAllBeforeArmorLimit":     DeriveAllBeforeArmorLimit,
	} {
		dvs, err := f([]Design{armE}, nil)
		if err != nil {
			t.Errorf("%s: %v, want the design read as older rules did", name, err)
			continue
		}
		if dv := dvs[0]; dv.ArmorSize != 0 || dv.Design.Armor != 1 || dv.Err() != nil {
			t.Errorf("%s: armor size %d level %d err %v, want size 0 at level 1 and no broken limit", name, dv.ArmorSize, dv.Design.Armor, dv.Err())
		}
	}
	// Rules 13 keep their component armor limit; rules 1-12 do not.
	both := Design{Name: "Both", Fighter: true, Maneuver: 10, Armor: 1, Aux: []Aux{{Kind: ECM, Qty: 1, Armor: 1}}}
	if _, err := DeriveAllBeforeShipArmorLimit([]Design{both}, nil); err == nil || !strings.Contains(err.Error(), "component armor level 1 on size 1") {
		t.Errorf("rules 13 with free component armor: %v, want it refused", err)
	}
	if _, err := DeriveAllBeforeArmorLimit([]Design{both}, nil); err != nil {
		t.Errorf("rules 1-12 with free component armor: %v, want it read", err)
	}
}
