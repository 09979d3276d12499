package starmada

import "github.com/armada-tui/armada-tui/internal/engine"

// The expert opponent's judgement of movement orders. Orders are written
// in secret and carried out together (3.1), so the script scores a pose
// against the enemy where it stands now, though the enemy will have moved
// by the time anyone fires. The expert scores it against where the enemy
// is likely to be: each enemy ship's pose as the script would order it,
// which reads only what both sides see. Measured against the script on the
// mirror battle (docs/performance.md), the foresight alone and the weights
// below are worth little apart and much together: a ship that knows where
// the enemy will stand can afford to keep out of its arcs while closing.

// Exposure weights of the expert's poses (the project's own, fitted by
// self-play against the script on the mirror battle): a ship weighs the
// damage a pose exposes it to at approachDef times its worth while its
// side is ahead on VPs or the battle is young, and at pressDef once its
// side is level or behind after the first youngShare of the battle's
// turns, when caution only keeps a drawn battle drawn.
const (
	approachDef = 2.0
	pressDef    = 1.0
	youngShare  = 0.3
)

// foresee is where the other sides' ships are likely to end this turn's
// move, as p sees it: each ship that can move at the pose the script
// would order for it.
func (s *State) foresee(p engine.Player) map[int]Pose {
	at := map[int]Pose{}
	for j := range s.ships {
		e := &s.ships[j]
		if e.side == p || !e.operational() || !e.canMove() {
			continue
		}
		at[j] = s.scriptReach(j).End
	}
	return at
}

// expertWeights are the weights of p's poses now.
func (s *State) expertWeights(p engine.Player) poseWeights {
	w := poseWeights{def: approachDef, close: closeWeight}
	young := float64(s.turn) <= youngShare*float64(s.rules.turns)
	if !young && s.vp[p] <= s.vp[1-p] {
		w.def = pressDef
	}
	return w
}

// expertOrders is the orders of the best pose ship i can reach by the
// expert's score: against the enemy where it is likely to be, with the
// expert's weights.
func (s *State) expertOrders(i int) string {
	p := s.ships[i].side
	at, w := s.foresee(p), s.expertWeights(p)
	return s.rankedBy(i, 1, func(r Reach) float64 { return s.scorePoseAgainst(i, r, at, w) })[0]
}

// nextToOrder is the first of p's ships still to be given orders, -1 when
// every ship that can move has them.
func (s *State) nextToOrder(p engine.Player) int {
	for i := range s.ships {
		if sh := &s.ships[i]; sh.side == p && sh.canMove() && !sh.hasOrders {
			return i
		}
	}
	return -1
}

// ExpertLead is the expert opponent's own choice for p in view
// (search.ExpertGame.Lead), which its search keeps unless it finds one
// better beyond doubt: in the Orders Phase, the orders of p's next ship
// by the expert's score, or the submission once every ship has orders;
// elsewhere nil, the scripted opponent's choice.
func ExpertLead(view engine.State, p engine.Player) engine.Intent {
	s, ok := view.(*State)
	if !ok || s == nil || s.outcome.Over || s.phase != phOrders || !validPlayer(p) || !s.acting(p) {
		return nil
	}
	i := s.nextToOrder(p)
	if i < 0 {
		return Submit{By: p}
	}
	return WriteOrders{By: p, Ship: s.ships[i].name, Orders: s.expertOrders(i)}
}
