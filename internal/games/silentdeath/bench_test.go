package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// BenchmarkApply applies the intents of recorded random games.
func BenchmarkApply(b *testing.B) {
	var steps []gametest.Step
	for g := uint64(0); len(steps) < 20000; g++ {
		playOut(b, newGame(b, "engagement-100", g), [2]engine.Opponent{engine.NewRandomOpponent(g), engine.NewRandomOpponent(g + 1)},
			func(s *State, in engine.Intent) { steps = append(steps, gametest.Step{State: s, Intent: in}) })
	}
	gametest.BenchApply(b, steps)
}

// BenchmarkRandomGame plays a whole engagement between random opponents.
func BenchmarkRandomGame(b *testing.B) {
	sc := loadScenario(b, "engagement-100")
	intents := 0
	for i := 0; i < b.N; i++ {
		playOut(b, newState(sc, engine.NewDice(uint64(i))), [2]engine.Opponent{engine.NewRandomOpponent(uint64(i)), engine.NewRandomOpponent(uint64(i) + 1)},
			func(*State, engine.Intent) { intents++ })
	}
	b.ReportMetric(float64(intents)/float64(b.N), "intents/game")
}

// BenchmarkScriptedDecision times one decision of the scripted opponent.
func BenchmarkScriptedDecision(b *testing.B) {
	var positions []*State
	for g := uint64(0); len(positions) < 3000; g++ {
		playOut(b, newGame(b, "engagement-100", g), [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(g)},
			func(s *State, in engine.Intent) {
				if s.Phase().Actors[0] == 0 {
					positions = append(positions, s)
				}
			})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := (Scripted{}).Choose(positions[i%len(positions)], 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScriptedVsRandom200 is the full win-rate measurement: 200 games
// of each of the first game and the 100-point engagement.
func BenchmarkScriptedVsRandom200(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, name := range []string{"first-game", "engagement-100"} {
			w, _, _ := scriptedVsRandom(b, name, 200)
			b.ReportMetric(float64(w)/2, name+"-win%")
		}
	}
}
