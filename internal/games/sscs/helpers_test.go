package sscs

import (
	"math"
	"os"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The rules tests sit in one file for each part of the rulebook
// (movement, fire, damage, projectors, docking, boarding, victory,
// scenario, data); each pins a place where a quick reading goes wrong (an
// edge, an exception, an order, a limit) and is named after the
// rulebook's section. The test designs are in fixture_test.go: the Gun
// (Drive 3, no shields or armor, ECM 1; weapons 0 Six beam, 1 Rail
// railgun, 2 Missile magazine, 3 AM antimissile, 4 Side beam, 5 Big cannon
// with component armor) and the Target (Drive 3, shields 3, armor 2,
// ECM 4; 0 AM antimissile of Range 2, 1 Beam of Range 4).

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

// extraBattle is battle with extraDesigns.
func extraBattle(t *testing.T, ships ...place) *State {
	t.Helper()
	return battleOf(t, extraDesigns(), nil, ships...)
}

func boolWords(b []bool) []string {
	out := make([]string, len(b))
	for i, v := range b {
		out[i] = map[bool]string{true: "on", false: "off"}[v]
	}
	return out
}

func shipOf(in engine.Intent) ShipID {
	switch x := in.(type) {
	case Repair:
		return x.Ship
	case Dock:
		return x.Ship
	case Board:
		return x.Ship
	case Ram:
		return x.Ship
	}
	return NoShip
}

// battleWith starts a test battle of the test designs and more.
func battleWith(t testing.TB, more []design.Design, ships ...place) *State {
	t.Helper()
	return battleOf(t, append(testDesigns(), more...), nil, ships...)
}

// pixel is a hex's centre on the flat-topped map, in units of the hex's
// outer radius.
func pixel(h hex.Hex) (x, y float64) {
	return 1.5 * float64(h.Q), math.Sqrt(3) * (float64(h.R) + float64(h.Q)/2)
}
