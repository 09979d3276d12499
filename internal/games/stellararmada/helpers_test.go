package stellararmada

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// loadScenario reads one of the shipped scenarios.
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

// mats sets the current values of both ships; a nil func leaves a ship
// at full strength.
type matEdit func(t *Tracks)

// position builds a game in progress with the standard maxima: edits
// change each ship's current values, toMove has his full action points
// and the dice give faces first.
func position(t testing.TB, toMove engine.Player, red, blue matEdit, faces ...int) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Sides: []SideFile{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "blue"}}}
	for i, edit := range []matEdit{red, blue} {
		if edit == nil {
			continue
		}
		tr := StandardTracks()
		edit(&tr)
		f.Sides[i].Mat = &MatFile{Start: tr.Values()}
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewPosition(sc, Position{First: 0, ToMove: toMove, Turn: 2, Dice: engine.NewDice(1).Force(faces...)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// apply applies in and fails the test on an error.
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

// refuse applies in, wants an error containing want, and checks that the
// state is unchanged.
func refuse(t testing.TB, s *State, in engine.Intent, want string) {
	t.Helper()
	before := s.Hash()
	n, ev, err := s.Apply(in)
	if err == nil {
		t.Fatalf("%v: accepted (%v), want error %q", in, ev, want)
	}
	if n != nil || ev != nil {
		t.Fatalf("%v: an error came with a state or events", in)
	}
	if want != "" && !contains(err.Error(), want) {
		t.Fatalf("%v: error %q, want it to say %q", in, err, want)
	}
	if s.Hash() != before {
		t.Fatalf("%v: a refused intent changed the state", in)
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || (len(s) >= len(sub) && indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// playOut plays a game to its end with two opponents; step, when not nil,
// sees every state before each intent.
func playOut(t testing.TB, s *State, opp [2]engine.Opponent, step func(s *State, in engine.Intent)) *State {
	t.Helper()
	for i := 0; !s.Outcome().Over; i++ {
		if i > 100000 {
			t.Fatal("the game does not end")
		}
		p := s.Phase().Actors[0]
		in, err := opp[p].Choose(s.View(p), p)
		if err != nil {
			t.Fatalf("%s: %v", s.Name(p), err)
		}
		if step != nil {
			step(s, in)
		}
		n, _, err := s.Apply(in)
		if err != nil {
			t.Fatalf("%v: %v", in, err)
		}
		s = n.(*State)
	}
	return s
}

func newGame(t testing.TB, scenario string, seed uint64) *State {
	t.Helper()
	st, err := Game{}.NewState(loadScenario(t, scenario), nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}
