package starmada

import (
	"math"
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// scriptedStates plays a game between scripted players and returns every
// state it passed through, the first and the last included.
func scriptedStates(t *testing.T, scenario string, seed uint64) []*State {
	t.Helper()
	s := newGame(t, scenario, seed)
	out := []*State{s}
	for n := 0; !s.Outcome().Over; n++ {
		if n > 20000 {
			t.Fatalf("%s seed %d: no end after %d intents", scenario, seed, n)
		}
		ph := s.Phase()
		if len(ph.Actors) == 0 {
			t.Fatalf("%s seed %d: nobody acts in %s", scenario, seed, ph.Name)
		}
		p := ph.Actors[0]
		in, err := Scripted{}.Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = apply(t, s, in)
		out = append(out, s)
	}
	return out
}

// fireGames are the scripted games the tests of the fire ahead look at:
// the mirror (a flight on each Admirable, three on each Paladin) and the
// standard battle (a carrier on one side only).
var fireGames = []struct {
	scenario string
	seed     uint64
}{{"mirror", 1}, {"mirror", 2}, {"standard", 1}, {"standard", 2}}

// A playout begun in the Orders Phase stops (CutAtFire) at the first
// state after that turn's orders, which is the start of its fire
// (fireAhead: the Fighter Phase before any craft acts, or the Combat Phase
// when no side has craft), whether the search begins from the state or
// from a side's view; one begun in the fire or after it is never cut.
func TestCutAtFire(t *testing.T) {
	fighters, combat := 0, 0
	for _, g := range fireGames {
		states := scriptedStates(t, g.scenario, g.seed)
		for i, r := range states {
			if r.phase != phOrders {
				for j := i; j < min(i+80, len(states)); j++ {
					if CutAtFire(r, states[j]) {
						t.Fatalf("%s seed %d: a playout begun in %s (turn %d) is cut at state %d (%s, turn %d)",
							g.scenario, g.seed, r.Phase().Name, r.turn, j, states[j].Phase().Name, states[j].turn)
					}
				}
				continue
			}
			// The fire's start: the first state past this turn's orders.
			start := -1
			for j := i + 1; j < len(states); j++ {
				if states[j].phase != phOrders || states[j].turn != r.turn {
					start = j
					break
				}
			}
			if start < 0 {
				t.Fatalf("%s seed %d: the orders of turn %d never end", g.scenario, g.seed, r.turn)
			}
			for _, root := range []engine.State{r, r.View(0), r.View(1)} {
				for j := i; j <= start; j++ {
					if got := CutAtFire(root, states[j]); got != (j == start) {
						t.Fatalf("%s seed %d: begun at state %d (Orders, turn %d), cut %v at state %d (%s, turn %d); the fire starts at %d",
							g.scenario, g.seed, i, r.turn, got, j, states[j].Phase().Name, states[j].turn, start)
					}
				}
			}
			f := states[start]
			if f.outcome.Over {
				continue
			}
			if !f.fireAhead() {
				t.Fatalf("%s seed %d turn %d: the cut is at %s, not at the start of the fire", g.scenario, g.seed, r.turn, f.Phase().Name)
			}
			switch f.phase {
			case phFighters:
				fighters++
			case phCombat:
				combat++
			}
		}
	}
	if fighters == 0 || combat == 0 {
		t.Errorf("cuts at a Fighter Phase %d, at a Combat Phase %d: both starts of the fire should be met", fighters, combat)
	}
}

// EvaluateAhead is a chance: each side's lies in [0,1] and the two add up
// to 1, over every position of scripted games. Where no fire is about to
// begin it is Evaluate; where it is, the fire counts: where only one side
// has a shot (hull hits expected on the enemy), that side's chance is above
// Evaluate's.
func TestEvaluateAhead(t *testing.T) {
	oneSided, starts := 0, 0
	for _, g := range fireGames {
		for k, s := range scriptedStates(t, g.scenario, g.seed) {
			a, b := EvaluateAhead(s, 0), EvaluateAhead(s, 1)
			if a < 0 || a > 1 || b < 0 || b > 1 || math.Abs(a+b-1) > 1e-9 {
				t.Fatalf("%s seed %d state %d (%s, turn %d): chances %g and %g", g.scenario, g.seed, k, s.Phase().Name, s.turn, a, b)
			}
			if !s.fireAhead() {
				if want := s.Evaluate(0); a != want {
					t.Fatalf("%s seed %d state %d (%s): %g, Evaluate %g", g.scenario, g.seed, k, s.Phase().Name, a, want)
				}
				continue
			}
			starts++
			hits := s.fireHits()
			var on [2]float64 // the hull hits each side may expect to deal
			for i := range s.ships {
				on[other(s.ships[i].side)] += hits[i]
			}
			for p := engine.Player(0); p < 2; p++ {
				if on[p] > 0 && on[other(p)] == 0 {
					oneSided++
					if got, plain := EvaluateAhead(s, p), s.Evaluate(p); got <= plain {
						t.Errorf("%s seed %d turn %d (%s): side %d alone has a shot (%.2f hull hits expected), its chance %g is not above %g",
							g.scenario, g.seed, s.turn, s.Phase().Name, p, on[p], got, plain)
					}
				}
			}
		}
	}
	if starts == 0 || oneSided == 0 {
		t.Errorf("%d starts of the fire, %d with one side alone holding a shot: the fire ahead was not tested", starts, oneSided)
	}
}

// At the start of the fire nothing is hidden that the estimate reads: the
// orders are carried out and blanked, so a side's view gives the same
// chances as the state, which differ from Evaluate's somewhere.
func TestEvaluateAheadOfAView(t *testing.T) {
	starts, differ := 0, 0
	for _, g := range fireGames {
		for _, s := range scriptedStates(t, g.scenario, g.seed) {
			if !s.fireAhead() {
				continue
			}
			starts++
			for i := range s.ships {
				if sh := &s.ships[i]; sh.orders != "" || sh.hasOrders {
					t.Fatalf("%s seed %d turn %d: %s still holds orders %q at the fire", g.scenario, g.seed, s.turn, sh.name, sh.orders)
				}
			}
			for v := engine.Player(0); v < 2; v++ {
				view := s.View(v)
				vs := view.(*State)
				if !reflect.DeepEqual(vs.ships, s.ships) || !reflect.DeepEqual(vs.craft, s.craft) || !reflect.DeepEqual(vs.booms, s.booms) ||
					vs.vp != s.vp || vs.phase != s.phase || vs.fired != s.fired || vs.picked != s.picked || len(vs.decls) != len(s.decls) {
					t.Fatalf("%s seed %d turn %d: side %d's view differs from the state at the fire beyond its dice", g.scenario, g.seed, s.turn, v)
				}
				for p := engine.Player(0); p < 2; p++ {
					if got, want := EvaluateAhead(view, p), EvaluateAhead(s, p); got != want {
						t.Fatalf("%s seed %d turn %d: side %d's view gives side %d %g, the state %g", g.scenario, g.seed, s.turn, v, p, got, want)
					}
				}
			}
			if EvaluateAhead(s, 0) != s.Evaluate(0) {
				differ++
			}
		}
	}
	if starts == 0 || differ == 0 {
		t.Errorf("%d starts of the fire, %d where the fire ahead changed the estimate", starts, differ)
	}
}
