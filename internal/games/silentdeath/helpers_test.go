package silentdeath

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "assets", "scenarios", ID, name+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Game{}.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	return sc.(*Scenario)
}

func newGame(t testing.TB, name string, seed uint64) *State {
	t.Helper()
	st, err := Game{}.NewState(loadScenario(t, name), nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

func apply(t testing.TB, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	before := s.Hash()
	n, ev, err := s.Apply(in)
	if err != nil {
		t.Fatalf("%v: %v", in, err)
	}
	if s.Hash() != before {
		t.Fatalf("%v changed its receiver", in)
	}
	return n.(*State), ev
}

func playOut(t testing.TB, s *State, opp [2]engine.Opponent, step func(s *State, in engine.Intent)) *State {
	t.Helper()
	for i := 0; !s.Outcome().Over; i++ {
		if i > 200000 {
			t.Fatal("the game does not end")
		}
		p := s.Phase().Actors[0]
		in, err := opp[p].Choose(s.View(p), p)
		if err != nil {
			t.Fatalf("%s: %v", s.names[p], err)
		}
		if step != nil {
			step(s, in)
		}
		n, _, err := s.Apply(in)
		if err != nil {
			t.Fatalf("turn %d %s: %v: %v", s.turn, s.Phase().Name, in, err)
		}
		s = n.(*State)
	}
	return s
}

func logText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

func engineDice() engine.Dice { return engine.NewDice(1) }
