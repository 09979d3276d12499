package starmada

import "github.com/armada-tui/armada-tui/internal/engine"

// Evaluate estimates, without playing on, how likely p is to win from here
// (search.Evaluator): a side's worth is its victory points so far plus the
// combat rating of each ship still fighting, scaled by the share of its hull
// boxes left, and p's chance is its share of all sides' worth (a half when
// no side has any). The search opponent scores a playout cut short with it;
// a game that is over is scored by its outcome, not by this.
func (s *State) Evaluate(p engine.Player) float64 {
	worth := make([]float64, len(s.vp))
	for q := range worth {
		worth[q] = float64(s.VP(engine.Player(q)))
	}
	for _, sh := range s.Ships() {
		if sh.Destroyed || sh.OffBoard || sh.Side < 0 || int(sh.Side) >= len(worth) || len(sh.Hull) == 0 {
			continue
		}
		left := 0
		for _, b := range sh.Hull {
			if b.Mark == "" {
				left++
			}
		}
		worth[sh.Side] += float64(sh.CR) * float64(left) / float64(len(sh.Hull))
	}
	var all float64
	for _, w := range worth {
		all += w
	}
	if all <= 0 || int(p) < 0 || int(p) >= len(worth) {
		return 0.5
	}
	return worth[p] / all
}

// Preparing tells the search opponent that the players are building their fleets or setting up,
// which it leaves to the scripted builder (search.Preparer).
func (s *State) Preparing() bool { return s.phase == phBuild || s.phase == phSetup }
