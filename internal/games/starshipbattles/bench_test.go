package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// recordSteps plays one game and keeps every position with its intent.
func recordSteps(b *testing.B, name string, seed uint64, opps []engine.Opponent) []gametest.Step {
	var steps []gametest.Step
	st := engine.State(newGame(b, name, seed))
	gametest.PlayOut(b, st, opps, 100000, func(s engine.State, in engine.Intent) {
		steps = append(steps, gametest.Step{State: s, Intent: in})
	})
	return steps
}

// BenchmarkApply measures Apply over the intents of recorded games of the
// standard battle and of Clash over Coruscant (scripted against random).
func BenchmarkApply(b *testing.B) {
	var steps []gametest.Step
	for seed := uint64(0); seed < 4; seed++ {
		for _, name := range []string{"standard", "coruscant"} {
			steps = append(steps, recordSteps(b, name, seed, []engine.Opponent{Scripted{}, engine.NewRandomOpponent(seed)})...)
		}
	}
	gametest.BenchApply(b, steps)
}

// BenchmarkRandomGame plays whole games of random against random, every
// intent chosen from Legal as a player would (the whole loop: Legal, View,
// Choose, Apply), and reports intents per second.
func BenchmarkRandomGame(b *testing.B) {
	for _, name := range []string{"standard", "coruscant", "coruscant-teams"} {
		b.Run(name, func(b *testing.B) {
			sc := loadScenario(b, name)
			n := 0
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				st, err := Game{}.NewState(sc, nil, uint64(i))
				if err != nil {
					b.Fatal(err)
				}
				opps := randoms(len(sc.Sides()), uint64(i))
				for !st.Outcome().Over {
					p := st.Phase().Actors[0]
					in, err := opps[p].Choose(st, p)
					if err != nil {
						b.Fatal(err)
					}
					if st, _, err = st.Apply(in); err != nil {
						b.Fatal(err)
					}
					n++
				}
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "intents/s")
			b.ReportMetric(float64(n)/float64(b.N), "intents/game")
		})
	}
}
