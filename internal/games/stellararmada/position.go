package stellararmada

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Position places a game in the middle of play, for tests, examples and
// renderer golden files. The mats come from a scenario (its start values
// give the damage); Position says whose turn it is.
type Position struct {
	First  engine.Player // who moves first in every round
	ToMove engine.Player // whose turn it is; he has his full action points
	Turn   int           // the round, from 1 (0 counts as 1)
	// Boost is the engine boost in force against each player's ship; the
	// player to move always starts his turn at 0.
	Boost     [2]int
	TurnLimit int         // 0: the default
	Dice      engine.Dice // e.g. engine.NewDice(1).Force(6, 6, 1)
}

// NewPosition builds the state of a game in progress: sc's mats as they
// start, pos.ToMove at the start of his turn.
func NewPosition(sc *Scenario, pos Position) (*State, error) {
	if sc == nil {
		return nil, fmt.Errorf("no scenario")
	}
	switch {
	case !validPlayer(pos.First):
		return nil, fmt.Errorf("position: first player %d does not exist", int(pos.First))
	case !validPlayer(pos.ToMove):
		return nil, fmt.Errorf("position: player to move %d does not exist", int(pos.ToMove))
	case pos.Turn < 0:
		return nil, fmt.Errorf("position: turn %d is negative", pos.Turn)
	case pos.Turn > maxTurnLimit:
		return nil, fmt.Errorf("position: turn %d is beyond the longest game (%d rounds)", pos.Turn, maxTurnLimit)
	}
	for p, b := range pos.Boost {
		if b < 0 || b > trackLimits[tEngines].maxHi {
			return nil, fmt.Errorf("position: engine boost %d against player %d is outside 0…%d", b, p, trackLimits[tEngines].maxHi)
		}
	}
	opts := engine.Options{}
	if pos.TurnLimit != 0 {
		opts[OptTurnLimit] = fmt.Sprint(pos.TurnLimit)
	}
	s, err := Game{}.newState(sc, opts, 0)
	if err != nil {
		return nil, err
	}
	s.dice = pos.Dice
	s.started = true
	s.first = int8(pos.First)
	s.turn = int16(max(pos.Turn, 1))
	s.startTurn(pos.ToMove, &text{dry: true})
	s.boost = [2]int8{int8(pos.Boost[0]), int8(pos.Boost[1])}
	s.boost[pos.ToMove] = 0
	return s, nil
}
