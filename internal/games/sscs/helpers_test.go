package sscs

import (
	"os"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	return gametest.LoadScenario(t, Game{}, name).(*Scenario)
}

func newGame(t testing.TB, scenario string, seed uint64) *State {
	t.Helper()
	return gametest.NewGame(t, Game{}, scenario, seed).(*State)
}

func newGameOpts(t testing.TB, scenario string, opts engine.Options) *State {
	t.Helper()
	st, err := Game{}.NewState(loadScenario(t, scenario), opts, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// withDice returns a copy whose dice give faces first.
func (s *State) withDice(faces ...int) *State {
	n := s.clone()
	n.dice = engine.NewDice(7).Force(faces...)
	return n
}

func apply(t testing.TB, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev := gametest.Apply(t, s, in)
	return n.(*State), ev
}

func refuse(t testing.TB, s *State, in engine.Intent, want string) {
	t.Helper()
	gametest.Refuse(t, s, in, want)
}

func eventsText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// ship finds a ship by name.
func (s *State) mustShip(t testing.TB, name string) ShipID {
	t.Helper()
	id := s.shipNamed(name)
	if id == NoShip {
		t.Fatalf("no ship %q", name)
	}
	return id
}

// restoreFixture restores the save file testdata/name, which must have
// been written under rules; the error is Restore's (a replay that meets a
// corrected rule stops there).
func restoreFixture(t testing.TB, name, rules string) (*engine.Session, error) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	sf, err := engine.DecodeSave(data)
	if err != nil {
		t.Fatal(err)
	}
	if sf.Rules != rules {
		t.Fatalf("%s: rules %q, want %q", name, sf.Rules, rules)
	}
	return sf.Restore(func(id string) (engine.Game, bool) { return Game{}, id == ID })
}
