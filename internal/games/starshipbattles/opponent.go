package starshipbattles

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Scripted is the scripted opponent (see docs/rules/starshipbattles.md).
type Scripted struct{}

// Level implements engine.Opponent.
func (Scripted) Level() string { return engine.LevelScripted }

// Choose implements engine.Opponent.
func (Scripted) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	legal := view.Legal(p)
	if len(legal) == 0 {
		return nil, fmt.Errorf("player %d has nothing legal to do", p)
	}
	for _, in := range legal {
		if _, ok := in.(Done); ok {
			return in, nil
		}
	}
	return legal[0], nil
}
