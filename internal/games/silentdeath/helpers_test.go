package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	return gametest.LoadScenario(t, Game{}, name).(*Scenario)
}

func newGame(t testing.TB, name string, seed uint64) *State {
	t.Helper()
	return gametest.NewGame(t, Game{}, name, seed).(*State)
}

func apply(t testing.TB, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev := gametest.Apply(t, s, in)
	return n.(*State), ev
}

func playOut(t testing.TB, s *State, opp [2]engine.Opponent, step func(s *State, in engine.Intent)) *State {
	t.Helper()
	var each func(engine.State, engine.Intent)
	if step != nil {
		each = func(st engine.State, in engine.Intent) { step(st.(*State), in) }
	}
	return gametest.PlayOut(t, s, opp[:], 200000, each).(*State)
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
