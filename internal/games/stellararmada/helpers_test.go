package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// loadScenario reads one of the shipped scenarios.
func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	return gametest.LoadScenario(t, Game{}, name).(*Scenario)
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

// blueStarts is the standard scenario with Blue's mat starting as edit
// leaves the standard one.
func blueStarts(t testing.TB, edit matEdit) *Scenario {
	t.Helper()
	f := loadScenario(t, "standard").File()
	blue := StandardTracks()
	edit(&blue)
	f.Sides[1].Mat = &MatFile{Start: blue.Values()}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// apply applies in and fails the test on an error or a changed receiver.
func apply(t testing.TB, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev := gametest.Apply(t, s, in)
	return n.(*State), ev
}

// refuse applies in, wants an error containing want, no state or events,
// and the state unchanged.
func refuse(t testing.TB, s *State, in engine.Intent, want string) {
	t.Helper()
	gametest.Refuse(t, s, in, want)
}

// playOut plays a game to its end with two opponents; step, when not nil,
// sees every state before each intent.
func playOut(t testing.TB, s *State, opp [2]engine.Opponent, step func(s *State, in engine.Intent)) *State {
	t.Helper()
	var each func(engine.State, engine.Intent)
	if step != nil {
		each = func(st engine.State, in engine.Intent) { step(st.(*State), in) }
	}
	return gametest.PlayOut(t, s, opp[:], 100000, each).(*State)
}

func newGame(t testing.TB, scenario string, seed uint64) *State {
	t.Helper()
	return gametest.NewGame(t, Game{}, scenario, seed).(*State)
}

// withTurnLimit sets a position's turn limit (in a setup of its own: the
// setup is shared by every state of a game and never changed).
func withTurnLimit(s *State, rounds int) *State {
	set := *s.setup
	set.turnLimit = rounds
	s.setup = &set
	return s
}
