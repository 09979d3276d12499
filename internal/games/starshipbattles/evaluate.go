package starshipbattles

import "github.com/armada-tui/armada-tui/internal/engine"

// Evaluate estimates, without playing on, how likely p is to win from here
// (search.Evaluator): a team's strength is the cost of each of its ships
// still in the fight (on the grid, waiting to be set up or in the fighter
// pool), scaled by the share of its Hull the damage counters leave, and p's
// chance is its team's share of both teams' strength (a half when neither
// has any). The search opponent scores a playout cut short with it; a game
// that is over is scored by its outcome, not by this.
func (s *State) Evaluate(p engine.Player) float64 {
	if int(p) < 0 || int(p) >= len(s.rules.sides) {
		return 0.5
	}
	var mine, all float64
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.status == stDestroyed || sh.status == stFled {
			continue
		}
		id := ShipID(i)
		c := s.card(id)
		left := 1.0
		if full := c.Full.Hull; full > 0 {
			left = min(max(float64(s.side(id).Hull-sh.damage)/float64(full), 0), 1)
		}
		str := float64(c.Cost) * left
		all += str
		if s.team(id) == s.faction(p) {
			mine += str
		}
	}
	if all <= 0 {
		return 0.5
	}
	return mine / all
}

// Preparing tells the search opponent that the players are building their fleets or setting up,
// which it leaves to the scripted builder (search.Preparer).
func (s *State) Preparing() bool { return s.phase == phBuild || s.phase == phSetup }
