package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func TestSmoke(t *testing.T) {
	for _, name := range scenarioNames {
		sc := loadScenario(t, name)
		n := len(sc.Sides())
		for seed := uint64(0); seed < 3; seed++ {
			st, err := Game{}.NewState(sc, nil, seed)
			if err != nil {
				t.Fatal(err)
			}
			intents := 0
			end := gametest.PlayOut(t, st, randoms(n, seed), 50000, func(engine.State, engine.Intent) { intents++ })
			t.Logf("%s seed %d: %d intents, round %d: %s", name, seed, intents, end.(*State).round, end.Outcome().Reason)
		}
	}
}
