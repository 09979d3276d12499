package starmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// BenchmarkApply measures Apply over the intents of a recorded game
// (scripted against random), replayed from the start again and again.
func BenchmarkApply(b *testing.B) {
	start := newGame(b, "standard", 5)
	var ins []engine.Intent
	s := start
	opp := [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(5)}
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
	b.ResetTimer()
	b.ReportAllocs()
	cpu := cpuTime()
	defer func() { b.ReportMetric(float64((cpuTime()-cpu).Nanoseconds())/float64(b.N), "cpu-ns/op") }()
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
}

// BenchmarkRandomGame plays a whole game of random against random.
func BenchmarkRandomGame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := newGame(b, "standard", uint64(i))
		opp := [2]engine.Opponent{engine.NewRandomOpponent(uint64(i)), engine.NewRandomOpponent(uint64(i) + 1)}
		for !s.Outcome().Over {
			p := s.Phase().Actors[0]
			in, _ := opp[p].Choose(s, p)
			n, _, err := s.Apply(in)
			if err != nil {
				b.Fatal(err)
			}
			s = n.(*State)
		}
	}
}

// BenchmarkScriptedOrders is one scripted decision in the Orders Phase of
// a 1 000-point battle.
func BenchmarkScriptedOrders(b *testing.B) {
	s := newGame(b, "standard", 1)
	v := s.View(0)
	for i := 0; i < b.N; i++ {
		if _, err := (Scripted{}).Choose(v, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSelfPlay200 is the full measure: 200 battles of
// scripted against random (run with -bench SelfPlay200 -benchtime 1x).
func BenchmarkSelfPlay200(b *testing.B) {
	for i := 0; i < b.N; i++ {
		wins := 0
		for g := 0; g < 200; g++ {
			sp := engine.Player(g % 2)
			if out, _ := playSelf(b, uint64(g), sp); out.Winner == sp {
				wins++
			}
		}
		b.ReportMetric(float64(wins)/2, "%won")
	}
}

// BenchmarkLoop is the whole self-play loop as `armada-tui selfplay` runs
// it: a session of random against random on the standard battle, each
// side choosing from its View, every state hashed; it reports intents/s.
func BenchmarkLoop(b *testing.B) {
	sc := loadScenario(b, "standard")
	slots := []engine.PlayerSlot{{Side: "Imperial", Kind: engine.Scripted, Level: engine.LevelRandom}, {Side: "Hegemony", Kind: engine.Scripted, Level: engine.LevelRandom}}
	b.ReportAllocs()
	intents := 0
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		sess, err := engine.NewSession(Game{}, sc, nil, uint64(i), slots)
		if err != nil {
			b.Fatal(err)
		}
		opps := []engine.Opponent{engine.NewRandomOpponent(uint64(i)), engine.NewRandomOpponent(uint64(i) + 1)}
		if err := engine.PlayOut(sess, opps, 200000); err != nil {
			b.Fatal(err)
		}
		intents += sess.Len()
	}
	b.ReportMetric(float64(intents)/b.Elapsed().Seconds(), "intents/s")
	b.ReportMetric(float64(intents)/(cpuTime()-cpu).Seconds(), "intents/cpu-s")
}
