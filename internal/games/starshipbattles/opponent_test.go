package starshipbattles

import (
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

type timer struct {
	engine.Opponent
	slow *time.Duration
}

func (o timer) Choose(v engine.State, p engine.Player) (engine.Intent, error) {
	t0 := time.Now()
	in, err := o.Opponent.Choose(v, p)
	if d := time.Since(t0); d > *o.slow {
		*o.slow = d
	}
	return in, err
}

// playSelf plays scripted (as player sp) against random on a scenario and
// reports the outcome, the slowest scripted decision and the rounds.
func playSelf(t testing.TB, name string, seed uint64, sp engine.Player) (engine.Outcome, time.Duration, int) {
	t.Helper()
	g := Game{}
	sc := loadScenario(t, name)
	slots := make([]engine.PlayerSlot, len(sc.Sides()))
	for i, sd := range sc.Sides() {
		slots[i] = engine.PlayerSlot{Side: sd.Name, Kind: engine.Scripted, Level: engine.LevelRandom}
	}
	slots[sp].Level = engine.LevelScripted
	sess, err := engine.NewSession(g, sc, nil, seed, slots)
	if err != nil {
		t.Fatal(err)
	}
	opps, err := engine.Opponents(g, slots, seed)
	if err != nil {
		t.Fatal(err)
	}
	var slow time.Duration
	opps[sp] = timer{opps[sp], &slow}
	if err := engine.PlayOut(sess, opps, 200000); err != nil {
		t.Fatal(err)
	}
	return sess.State().Outcome(), slow, sess.State().(*State).round
}

// winRate plays games of a scenario, the scripted opponent on either side.
func winRate(t testing.TB, name string, games int) (wins int, slow time.Duration) {
	for g := 0; g < games; g++ {
		sp := engine.Player(g % 2)
		out, d, rounds := playSelf(t, name, uint64(g), sp)
		slow = max(slow, d)
		if out.Winner == sp {
			wins++
		} else {
			t.Logf("%s game %d (scripted plays %d): %s after %d rounds", name, g, sp, out.Reason, rounds)
		}
	}
	return wins, slow
}

// TestScriptedBeatsRandom plays a sample of standard battles and Clashes
// over Coruscant; BenchmarkSelfPlay200 plays the full 200 of each.
func TestScriptedBeatsRandom(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	for _, name := range []string{"standard", "coruscant"} {
		wins, slow := winRate(t, name, games)
		t.Logf("%s: scripted won %d of %d; slowest decision %v", name, wins, games, slow)
		if wins*100 < games*95 {
			t.Errorf("%s: scripted won %d of %d games, want at least 95%%", name, wins, games)
		}
	}
}

// BenchmarkSelfPlay200 is the full measure: 200 games of scripted
// against random for the standard battle and for Clash over Coruscant (run
// with -bench SelfPlay200 -benchtime 1x).
func BenchmarkSelfPlay200(b *testing.B) {
	for _, name := range []string{"standard", "coruscant"} {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				wins, slow := winRate(b, name, 200)
				b.ReportMetric(float64(wins)/2, "%won")
				b.ReportMetric(float64(slow.Microseconds())/1000, "slowest-ms")
			}
		})
	}
}

// BenchmarkScriptedDecision is one scripted decision in the first move
// phase of Clash over Coruscant (the Executor's move) and in its attack
// phase.
func BenchmarkScriptedDecision(b *testing.B) {
	s := newGame(b, "coruscant", 3)
	for s.phase == phSetup {
		p := s.Phase().Actors[0]
		in, err := Scripted{}.Choose(s.View(p), p)
		if err != nil {
			b.Fatal(err)
		}
		s, _ = apply(b, s, in)
	}
	p := s.Phase().Actors[0]
	v := s.View(p)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := (Scripted{}).Choose(v, p); err != nil {
			b.Fatal(err)
		}
	}
}
