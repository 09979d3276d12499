package starmada

import "github.com/armada-tui/armada-tui/internal/engine"

// Opening tells the rolls a battle set up by the players makes as it is
// made (engine.Opener), so that the log opens with them while the panel
// beside the map shows their result: who places the objects when the
// scenario has some, else who sets up first (2.1.2). With objects, the
// set-up roll is told once the edges are chosen, when it decides
// something. A battle whose fleets are built in the game rolls when both
// are ready, and tells the rolls then.
func (s *State) Opening() []engine.Event {
	if s.phase != phSetup {
		return nil
	}
	switch {
	case s.setupStep == stepObjects && !s.objTold && s.objPlaced == 0:
		return s.objectRollEvents(nil)
	case s.setupStep == stepShips && !s.setupTold && s.rules.placeCount == 0 && s.unplacedOf(0)+s.unplacedOf(1) == len(s.ships):
		return s.setupRollEvents(nil, "")
	}
	return nil
}
