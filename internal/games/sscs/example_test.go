package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestExample_IncreasingTheEffectiveRange_InPlay plays the rulebook's
// worked example through a turn rather than setting its factors by hand
// (TestRollingToHit_EffectiveRangeExample does that): the target, with 4
// ECM, spends 2 of its MP on evasive maneuvers in its own move; the firer,
// 5 hexes away with a Range 6 weapon, then rolls 6d10 and needs 30 — 29
// misses, 30 hits.
func TestExample_IncreasingTheEffectiveRange_InPlay(t *testing.T) {
	s := battle(t, nil, place{0, "Gunner", "Gun", "0,0", "N", 0}, place{1, "Mark", "Target", "0,-5", "S", 0})
	s, _ = apply(t, s, Seal{By: 0})
	// Both at speed 0 with Drive 3, on two sides: the dice decide, and
	// Mark's 7 beats the Gunner's 3.
	s.dice = engine.NewDice(1).Force(3, 7)
	s, _ = apply(t, s, Seal{By: 1})
	if next := s.NextMovers(); len(next) != 1 || next[0] != 1 {
		t.Fatalf("next to move %v, want Mark", next)
	}
	if l := s.PreviewPlot(1, "E2"); l.Err != nil || l.Spent != 2 || l.MP != 9 {
		t.Fatalf("2 MP of evasive maneuvers at speed 0: %+v", l)
	}
	s, _ = apply(t, s, Move{By: 1, Ship: 1, Plot: "E2"})
	if s.phase == phFire {
		s, _ = apply(t, s, Done{By: 1, Ship: 1})
	}
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "0"})
	if s.phase != phFire || s.firing != 0 {
		t.Fatalf("phase %d, firing %d: the Gunner should fire now", s.phase, s.firing)
	}
	b, _ := s.EffectiveRange(0, 0, 0, 1, false)
	if b.Real != 5 || b.ECM != 4 || b.Evasive != 2 || b.Effective != 30 {
		t.Fatalf("effective range %+v, want real 5, ECM 4, evasive 2: 30", b)
	}
	for _, c := range []struct {
		faces []int
		total int
		hit   bool
	}{
		{[]int{5, 5, 5, 5, 5, 4}, 29, false},
		{[]int{5, 5, 5, 5, 5, 5}, 30, true},
	} {
		n := s.clone()
		n.dice = engine.NewDice(1).Force(c.faces...)
		_, ev := apply(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
		r := ev[0].Roll
		if r == nil || len(r.Dice) != 6 || r.Need != 30 || r.Total != c.total || r.Success != c.hit {
			t.Fatalf("6d10 %v against 30: %s", c.faces, eventsText(ev))
		}
		if !strings.Contains(eventsText(ev), "real range 5 × (ECM 4 + evasive 2) = 30") {
			t.Errorf("the roll does not show the example's sum: %s", eventsText(ev))
		}
	}
}
