package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/store"
)

// BenchmarkApply applies the intents of recorded random games, one intent
// per iteration (the intents/s metric is the goal of ≥ 1 M).
func BenchmarkApply(b *testing.B) {
	var steps []gametest.Step
	for g := uint64(0); len(steps) < 10000; g++ {
		playOut(b, newGame(b, "standard", g), [2]engine.Opponent{engine.NewRandomOpponent(g), engine.NewRandomOpponent(g + 1)},
			func(s *State, in engine.Intent) { steps = append(steps, gametest.Step{State: s, Intent: in}) })
	}
	gametest.BenchApply(b, steps)
}

// BenchmarkRandomGame plays a whole game between two random opponents.
func BenchmarkRandomGame(b *testing.B) {
	sc := loadScenario(b, "standard")
	intents := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		st, _ := Game{}.NewState(sc, nil, uint64(i))
		playOut(b, st.(*State), [2]engine.Opponent{engine.NewRandomOpponent(uint64(i)), engine.NewRandomOpponent(uint64(i) + 1)},
			func(*State, engine.Intent) { intents++ })
	}
	b.ReportMetric(float64(intents)/float64(b.N), "intents/game")
}

// BenchmarkScriptedDecision times one decision of the scripted opponent
// over the positions of scripted-against-random games.
func BenchmarkScriptedDecision(b *testing.B) {
	var positions []*State
	for g := uint64(0); len(positions) < 5000; g++ {
		playOut(b, newGame(b, "standard", g), [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(g)},
			func(s *State, in engine.Intent) {
				if s.started && s.toMove == 0 {
					positions = append(positions, s)
				}
			})
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := (Scripted{}).Choose(positions[i%len(positions)], 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScriptedVsRandom500 plays the 500 games of the win-rate
// measurement and reports the scripted opponent's share of wins.
func BenchmarkScriptedVsRandom500(b *testing.B) {
	for i := 0; i < b.N; i++ {
		w, _, _ := scriptedVsRandom(b, 500)
		b.ReportMetric(float64(w)/5, "win%")
	}
}

// recordedSaves plays random games until they hold at least n intents in
// all and returns their save files.
func recordedSaves(b *testing.B, n int) ([]*engine.SaveFile, int) {
	sc := loadScenario(b, "standard")
	players := []engine.PlayerSlot{{Side: "Red", Kind: engine.Scripted, Level: engine.LevelRandom}, {Side: "Blue", Kind: engine.Scripted, Level: engine.LevelRandom}}
	var saves []*engine.SaveFile
	total := 0
	for seed := uint64(1); total < n; seed++ {
		s, err := engine.NewSession(Game{}, sc, nil, seed, players)
		if err != nil {
			b.Fatal(err)
		}
		if err := engine.PlayOut(s, []engine.Opponent{engine.NewRandomOpponent(seed), engine.NewRandomOpponent(seed + 1)}, 100000); err != nil {
			b.Fatal(err)
		}
		sf, err := s.SaveFile()
		if err != nil {
			b.Fatal(err)
		}
		saves = append(saves, sf)
		total += s.Len()
	}
	return saves, total
}

func lookup(id string) (engine.Game, bool) { return Game{}, id == ID }

// BenchmarkReplayVerify1000 re-applies 1 000 recorded intents and checks
// the hash after each, as `replay --verify` does (goal ≤ 20 ms).
func BenchmarkReplayVerify1000(b *testing.B) {
	saves, total := recordedSaves(b, 1000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, sf := range saves {
			if _, err := sf.Restore(lookup); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(total)*1000/1e6, "ms/1000-intents")
}

// BenchmarkSaveLoad writes a finished game's save file atomically and
// reads, checks and replays it.
func BenchmarkSaveLoad(b *testing.B) {
	saves, _ := recordedSaves(b, 1)
	path := b.TempDir() + "/game.json"
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := store.WriteSave(path, saves[0]); err != nil {
			b.Fatal(err)
		}
		if _, err := store.Load(path, lookup); err != nil {
			b.Fatal(err)
		}
	}
}
