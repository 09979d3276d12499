package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
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

// battle builds a game from ships placed by hand: each entry is
// "side:name:class:CCRR:facing".
func battle(t testing.TB, specs ...string) *State {
	t.Helper()
	return battleOf(t, nil, specs...)
}

// battleOf is battle with classes of the test's own.
func battleOf(t testing.TB, classes []ClassFile, specs ...string) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Classes: classes, Sides: []SideFile{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "blue"}}}
	for _, sp := range specs {
		p := strings.Split(sp, ":")
		side := 0
		if p[0] == "Blue" {
			side = 1
		}
		f.Sides[side].Ships = append(f.Sides[side].Ships, ShipFile{Name: p[1], Class: p[2], At: p[3], Facing: p[4]})
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
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

func at(s string) hex.Hex {
	h, err := ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

func eventsText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

func mustState(t testing.TB, sc interface{ Name() string }) *State {
	t.Helper()
	st, err := Game{}.NewState(sc.(*Scenario), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// flight reads a craft id as files write it ("A/F1").
func flight(s string) CraftID {
	id, err := ParseCraftID(s)
	if err != nil {
		panic(err)
	}
	return id
}

// aim reads a target as files write it ("B", "fighters@1510").
func aim(s string) Ref {
	r, err := ParseRef(s)
	if err != nil {
		panic(err)
	}
	return r
}
