package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestScriptedAgainstItself: scripted opponents on every side finish every
// shipped scenario.
func TestScriptedAgainstItself(t *testing.T) {
	for i, name := range scenarioNames {
		sc := loadScenario(t, name)
		opps := make([]engine.Opponent, len(sc.Sides()))
		for k := range opps {
			opps[k] = Scripted{}
		}
		st := newGame(t, name, uint64(i))
		end := gametest.PlayOut(t, st, opps, 60000, nil)
		t.Logf("%s: %s after %d rounds", name, end.Outcome().Reason, end.(*State).round)
	}
}
