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
