package sscs

import "github.com/armada-tui/armada-tui/internal/engine"

// Evaluate estimates, without playing on, how likely p is to win from here
// (search.Evaluator): a side's worth is its score so far (the cost of the
// enemy ships it has scrapped or captured) plus the cost of each of its own
// ships still in the battle, scaled by the share of its system points not
// knocked out; p's chance is its share of both sides' worth (a half when
// neither has any). The search opponent scores a playout cut short with
// it; a game that is over is scored by its outcome, not by this.
func (s *State) Evaluate(p engine.Player) float64 {
	if p != 0 && p != 1 {
		return 0.5
	}
	worth := [2]float64{float64(s.Score(0)), float64(s.Score(1))}
	for i := range s.ships {
		sh := s.ships[i]
		if sh.status != stActive && sh.status != stAboard || sh.side != 0 && sh.side != 1 {
			continue
		}
		up := 0
		for _, pt := range sh.pts {
			if pt&ptDown == 0 {
				up++
			}
		}
		left := 1.0
		if len(sh.pts) > 0 {
			left = float64(up) / float64(len(sh.pts))
		}
		worth[sh.side] += float64(s.cls(ShipID(i)).dv.Cost) * left
	}
	if worth[0]+worth[1] <= 0 {
		return 0.5
	}
	return worth[p] / (worth[0] + worth[1])
}

// Preparing tells the search opponent that the players are building their squadrons,
// which it leaves to the scripted builder (search.Preparer).
func (s *State) Preparing() bool { return s.phase == phBuild }
