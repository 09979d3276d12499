package stellararmada

import (
	"math"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// A maser on a reactor with two points left, one side down and no shields
// wins at once: the planner, with no missile to fire, takes that shot first
// (a maser at a side would spend one of its three shots for nothing).
func TestExpertLeadTakesTheWinningShot(t *testing.T) {
	s := position(t, 0, func(tr *Tracks) { tr.Armor, tr.Launchers = 0, 0 }, func(tr *Tracks) { tr.Shields, tr.Masers, tr.Reactor = 0, 0, 2 })
	in := ExpertLead(s.View(0), 0)
	if in != (FireMaser{By: 0, Target: SysReactor}) {
		t.Fatalf("the planner plays %v, not the maser at the reactor", in)
	}
}

// The planner weighs each shot by its chance: Red's last action point, a
// maser that wins with a hit against Blue's three engines (5+), is worth
// 2/6 of a win and 4/6 of what Blue's reply leaves; with the engines idle
// (2+) 5/6 of a win.
func TestExpertLeadWeighsTheChanceOfAHit(t *testing.T) {
	for _, c := range []struct {
		boost int8
		hit   float64
	}{{3, 2.0 / 6}, {0, 5.0 / 6}} {
		s := position(t, 0, nil, func(tr *Tracks) { tr.Shields, tr.Masers, tr.Reactor = 0, 0, 2 })
		s.boost[1], s.ap = c.boost, 1
		pl := newPlanner(0)
		shot := FireMaser{By: 0, Target: SysReactor}
		_, miss, chance := pl.outcomes(s, shot)
		if chance != c.hit {
			t.Errorf("boost %d: chance %v, want %v", c.boost, chance, c.hit)
		}
		want := c.hit + (1-c.hit)*pl.value(s, miss)
		if got := pl.after(s, shot); math.Abs(got-want) > 1e-12 {
			t.Errorf("boost %d: the shot is worth %v, want %v", c.boost, got, want)
		}
	}
}

// The planner reads the view alone: two positions that differ only in
// their dice get the same choice, and so do the position and its view.
func TestExpertLeadReadsNoDice(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s := newGame(t, "standard", seed)
		for k := 0; k < 25 && !s.over; k++ {
			p := s.Phase().Actors[0]
			in, _ := Scripted{}.Choose(s.View(p), p)
			s, _ = apply(t, s, in)
		}
		if s.over {
			continue
		}
		p := s.mover()
		a := ExpertLead(s.WithDice(engine.NewDice(seed+100)), p)
		b := ExpertLead(s.WithDice(engine.NewDice(seed+200).Force(1, 1, 1)), p)
		c := ExpertLead(s.View(p), p)
		if a != b || a != c {
			t.Fatalf("seed %d: %v, %v and %v", seed, a, b, c)
		}
	}
}

// Every choice is legal, to the end of games against the scripted
// opponent, and there is none when the player may not act.
func TestExpertLeadPlaysLegally(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		s := newGame(t, "standard", seed)
		me := engine.Player(seed % 2)
		for !s.over {
			p := s.Phase().Actors[0]
			var in engine.Intent
			if s.started && p == me {
				if ExpertLead(s.View(other(p)), other(p)) != nil {
					t.Fatalf("seed %d: a choice for the player who may not act", seed)
				}
				in = ExpertLead(s.View(p), p)
				if err := s.Check(in); err != nil {
					t.Fatalf("seed %d: %v: %v", seed, in, err)
				}
			} else {
				in, _ = Scripted{}.Choose(s.View(p), p)
			}
			s, _ = apply(t, s, in)
		}
	}
	if in := ExpertLead(newGame(t, "standard", 1), 0); in != nil {
		t.Fatalf("before the roll: %v", in)
	}
}
