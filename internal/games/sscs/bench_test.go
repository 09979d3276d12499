package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// recorded plays a game of scripted against random and returns its start
// and intents.
func recorded(b *testing.B, scenario string, seed uint64) (*State, []engine.Intent) {
	start := newGame(b, scenario, seed)
	var ins []engine.Intent
	s := start
	opp := [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(seed)}
	for !s.Outcome().Over {
		p := s.Phase().Actors[0]
		in, err := opp[p].Choose(s.View(p), p)
		if err != nil {
			b.Fatal(err)
		}
		n, _, err := s.Apply(in)
		if err != nil {
			b.Fatal(err)
		}
		ins = append(ins, in)
		s = n.(*State)
	}
	return start, ins
}

// BenchmarkApply measures Apply over the intents of a recorded game
// (scripted against random), replayed from the start again and again.
func BenchmarkApply(b *testing.B) {
	start, ins := recorded(b, "standard", 5)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for n < b.N {
		var st engine.State = start
		for _, in := range ins {
			st, _, _ = st.Apply(in)
			n++
			if n == b.N {
				break
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "intents/s")
}

// BenchmarkRandomGame plays whole games of random against random, the
// opponents choosing from Legal: the whole loop.
func BenchmarkRandomGame(b *testing.B) {
	sc := loadScenario(b, "standard")
	intents := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st, err := Game{}.NewState(sc, nil, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		s := st.(*State)
		opp := [2]engine.Opponent{engine.NewRandomOpponent(uint64(i)), engine.NewRandomOpponent(uint64(i) + 1)}
		for !s.Outcome().Over {
			p := s.Phase().Actors[0]
			in, _ := opp[p].Choose(s, p)
			n, _, err := s.Apply(in)
			if err != nil {
				b.Fatal(err)
			}
			s = n.(*State)
			intents++
		}
	}
	b.ReportMetric(float64(intents)/b.Elapsed().Seconds(), "intents/s")
	b.ReportMetric(float64(intents)/float64(b.N), "intents/game")
}

// BenchmarkScriptedDeclare is one scripted decision at the start of a
// meeting engagement: the first ship's speed, every speed and plot tried.
func BenchmarkScriptedDeclare(b *testing.B) {
	s := newGame(b, "standard", 1)
	v := s.View(0)
	for i := 0; i < b.N; i++ {
		if _, err := (Scripted{}).Choose(v, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScriptedMove is one scripted plot in the first Movement phase.
func BenchmarkScriptedMove(b *testing.B) {
	s := newGame(b, "standard", 1)
	for s.phase != phMove {
		p := s.Phase().Actors[0]
		in, err := (Scripted{}).Choose(s.View(p), p)
		if err != nil {
			b.Fatal(err)
		}
		n, _, err := s.Apply(in)
		if err != nil {
			b.Fatal(err)
		}
		s = n.(*State)
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

// noTruce is the random opponent that never offers a truce, so that
// random battles are fought out: the whole loop under fire.
type noTruce struct{ dice engine.Dice }

func (o *noTruce) Level() string { return engine.LevelRandom }

func (o *noTruce) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	legal := view.Legal(p)
	k := 0
	for _, in := range legal {
		if x, ok := in.(Seal); !ok || !x.Truce {
			legal[k] = in
			k++
		}
	}
	return legal[o.dice.D(k)-1], nil
}

// BenchmarkRandomBattle plays whole battles of random against random with
// no truce: Legal and Apply in every phase, the whole loop.
func BenchmarkRandomBattle(b *testing.B) {
	sc := loadScenario(b, "standard")
	intents := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st, err := Game{}.NewState(sc, nil, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		s := st.(*State)
		opp := [2]engine.Opponent{&noTruce{engine.NewDice(uint64(i))}, &noTruce{engine.NewDice(uint64(i) + 1)}}
		for !s.Outcome().Over {
			p := s.Phase().Actors[0]
			in, _ := opp[p].Choose(s, p)
			n, _, err := s.Apply(in)
			if err != nil {
				b.Fatal(err)
			}
			s = n.(*State)
			intents++
		}
	}
	b.ReportMetric(float64(intents)/b.Elapsed().Seconds(), "intents/s")
	b.ReportMetric(float64(intents)/float64(b.N), "intents/game")
}
