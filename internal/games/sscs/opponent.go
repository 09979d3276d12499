package sscs

import (
	"errors"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Scripted is the scripted opponent.
type Scripted struct{}

// Level implements engine.Opponent.
func (Scripted) Level() string { return engine.LevelScripted }

// Choose implements engine.Opponent.
func (Scripted) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	legal := view.Legal(p)
	if len(legal) == 0 {
		return nil, errors.New("nothing to do")
	}
	return legal[0], nil
}
