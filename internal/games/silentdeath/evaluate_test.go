package silentdeath

import (
	"math"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The search's estimate (EvaluateAhead) is a chance: the two sides' add
// up to one; in a battle won on points it reads the points, and at the
// start of a Cannon Fire Phase the fire to come counts for the side that
// has it: where only one side has a shot, its chance is higher than
// without the fire. Elsewhere it is the plain estimate, Evaluate, and
// between a campaign's battles a half.
func TestEvaluateAhead(t *testing.T) {
	oneSided := map[string]int{}
	for _, name := range []string{"engagement-100", "first-game"} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := newGame(t, name, seed)
			check := func(s *State) {
				a, b := EvaluateAhead(s, 0), EvaluateAhead(s, 1)
				if a < 0 || a > 1 || math.Abs(a+b-1) > 1e-9 {
					t.Fatalf("%s seed %d turn %d: chances %g and %g", name, seed, s.turn, a, b)
				}
				points := s.scoredByPoints(0)
				if points != (name == "engagement-100") {
					t.Fatalf("%s: scored by points %v", name, points)
				}
				switch {
				case s.fireBegun():
					shots := [2]float64{}
					for i := range s.crafts {
						c := &s.crafts[i]
						if !c.realInPlay() || s.hidesCommand(c) {
							continue
						}
						for j := range s.crafts {
							if o := &s.crafts[j]; o.alive() && o.side != c.side {
								shots[c.side] += s.firepower(c, c.pos, c.facing, j)
							}
						}
					}
					for p := range 2 {
						if shots[p] > 0 && shots[1-p] == 0 {
							oneSided[name]++
							without := s.Evaluate(engine.Player(p))
							if points {
								without = s.evaluatePoints(int8(p), nil)
							}
							if got := EvaluateAhead(s, engine.Player(p)); got <= without {
								t.Errorf("%s seed %d turn %d: side %d alone has a shot (%.2f hits expected) and its chance %g is not above %g", name, seed, s.turn, p, shots[p], got, without)
							}
						}
					}
				case points:
					if got, want := EvaluateAhead(s, 0), s.evaluatePoints(0, nil); got != want {
						t.Errorf("%s seed %d: %g, by the points %g", name, seed, got, want)
					}
				default:
					if got, want := EvaluateAhead(s, 0), s.Evaluate(0); got != want {
						t.Errorf("%s seed %d: %g, Evaluate %g", name, seed, got, want)
					}
				}
			}
			playOut(t, s, [2]engine.Opponent{Scripted{}, Scripted{}}, func(s *State, _ engine.Intent) { check(s) })
		}
	}
	// engagement-100's fire opens past step 0 (nobody fires at the steps
	// of the lowest Gnr): the fire ahead must be counted there too.
	for _, name := range []string{"engagement-100", "first-game"} {
		if oneSided[name] == 0 {
			t.Errorf("%s: no fire phase began with one side alone holding a shot: the fire ahead was not tested", name)
		}
	}
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.battle == nil })
	if got := EvaluateAhead(c, 0); got != 0.5 {
		t.Errorf("between battles: %g", got)
	}
}

// A side that has destroyed more TPV than the other is ahead by the
// points, and the more it leads by the surer.
func TestEvaluatePointsLead(t *testing.T) {
	s := newGame(t, "engagement-100", 1)
	even := s.evaluatePoints(0, nil)
	if math.Abs(even-0.5) > 1e-9 {
		t.Fatalf("before a shot the points give %g", even)
	}
	prev := even
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.side != 1 || c.decoy {
			continue
		}
		c.state = outDestroyed
		got := s.evaluatePoints(0, nil)
		if got <= prev {
			t.Fatalf("side 1's craft %d destroyed: side 0's chance %g, before %g", i, got, prev)
		}
		prev = got
	}
}
