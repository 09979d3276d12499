package bench

import (
	"flag"
	"os"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

var table = flag.Duration("table", 0, "print the table of every game, each loop measured for this long (e.g. 3s)")

// subjects are the games measured, each on the scenario its menu shows
// first. A new game is one line here.
func subjects(t testing.TB) []Subject {
	t.Helper()
	var out []Subject
	for _, g := range []engine.Game{stellararmada.Game{}, silentdeath.Game{}, starmada.Game{}, starshipbattles.Game{}, sscs.Game{}} {
		sc, err := games.LoadScenario(g, "")
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Subject{Game: g, Scenario: sc})
	}
	return out
}

// TestTable prints the table of docs/performance.md when -table is given:
// go test ./internal/bench -run Table -table 3s -v
func TestTable(t *testing.T) {
	if *table <= 0 {
		t.Skip("give -table DURATION to measure")
	}
	if err := Table(os.Stdout, subjects(t), *table); err != nil {
		t.Fatal(err)
	}
}

// TestMeasures checks the measuring itself, briefly, on every game.
func TestMeasures(t *testing.T) {
	for _, s := range subjects(t) {
		r, err := Loop(s, engine.LevelRandom, time.Millisecond, 1)
		if err != nil || r.Games < 1 || r.Intents < r.Games {
			t.Errorf("%s: %+v, %v", s.Name(), r, err)
		}
		ps, err := Positions(s, 10, 1)
		if err != nil || len(ps) < 10 {
			t.Errorf("%s: %d positions, %v", s.Name(), len(ps), err)
		}
	}
}

// BenchmarkLoop is selfplay's random-against-random loop, per game: the
// intents/s metric is the one docs/performance.md keeps.
func BenchmarkLoop(b *testing.B) {
	for _, s := range subjects(b) {
		b.Run(s.Game.ID(), func(b *testing.B) {
			intents := 0
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				n, err := play(s, engine.LevelRandom, uint64(i))
				if err != nil {
					b.Fatal(err)
				}
				intents += n
			}
			b.ReportMetric(float64(intents)/b.Elapsed().Seconds(), "intents/s")
			b.ReportMetric(float64(intents)/float64(b.N), "intents/game")
		})
	}
}

// BenchmarkScriptedLoop is the same loop between two scripted opponents,
// the playouts of the expert's search where the scripted policy plays them.
func BenchmarkScriptedLoop(b *testing.B) {
	for _, s := range subjects(b) {
		b.Run(s.Game.ID(), func(b *testing.B) {
			intents := 0
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				n, err := play(s, engine.LevelScripted, uint64(i))
				if err != nil {
					b.Fatal(err)
				}
				intents += n
			}
			b.ReportMetric(float64(intents)/b.Elapsed().Seconds(), "intents/s")
			b.ReportMetric(float64(intents)/float64(b.N), "intents/game")
		})
	}
}

// BenchmarkOps is one Apply, Legal, View and Hash, per game, over the
// positions of random games.
func BenchmarkOps(b *testing.B) {
	for _, s := range subjects(b) {
		ps, err := Positions(s, 2000, 1)
		if err != nil {
			b.Fatal(err)
		}
		for _, op := range Ops() {
			b.Run(s.Game.ID()+"/"+op.Name, func(b *testing.B) { Run(b, op, ps) })
		}
	}
}
