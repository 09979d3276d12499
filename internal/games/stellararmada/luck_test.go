package stellararmada

import (
	"math"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Luck's mean over the six faces of the die is 0 for every shot (the
// search may take it out of a result without moving the result's mean),
// a hit is good luck for the shooter and a miss bad, and an intent
// without dice is no one's luck.
func TestLuckHasMeanZero(t *testing.T) {
	down := func(tr *Tracks) { tr.Shields = 0 }
	sideGone := func(tr *Tracks) { tr.Shields, tr.Masers = 0, 0 }
	for _, c := range []struct {
		name string
		blue matEdit
		in   engine.Intent
	}{
		{"maser at full shields", nil, FireMaser{By: 0, Target: SysShields}},
		{"missile at full shields", nil, FireMissile{By: 0, Target: SysShields}},
		{"missile at the masers, shields down", down, FireMissile{By: 0, Target: SysMasers}},
		{"maser at the missile system", down, FireMaser{By: 0, Target: SysMissiles}},
		{"missile at the open reactor", sideGone, FireMissile{By: 0, Target: SysReactor}},
	} {
		var sum float64
		for face := 1; face <= 6; face++ {
			s := position(t, 0, nil, c.blue, face)
			n, _, err := s.Apply(c.in)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			p, l := s.Luck(c.in, n)
			if p != 0 {
				t.Fatalf("%s: the luck is player %d's", c.name, p)
			}
			if hit := face >= baseToHit; hit != (l > 0) {
				t.Errorf("%s, a %d: luck %.3f", c.name, face, l)
			}
			sum += l
		}
		if math.Abs(sum) > 1e-9 {
			t.Errorf("%s: the luck sums to %g over the six faces", c.name, sum)
		}
	}
	s := position(t, 0, nil, nil)
	n, _, _ := s.Apply(ActivateEngine{By: 0})
	if p, l := s.Luck(ActivateEngine{By: 0}, n); p != engine.NoPlayer || l != 0 {
		t.Errorf("an engine: %d, %g", p, l)
	}
}
