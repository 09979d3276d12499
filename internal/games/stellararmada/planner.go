package stellararmada

import (
	"math"
	"math/bits"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// ExpertLead is the expert opponent's own choice (search.Config.Lead): the
// intent with the best expected worth at the start of p's next turn. It
// looks ahead by an exact expectimax over the rest of p's turn and the
// enemy's whole reply as the scripted opponent would play it, each shot's
// die weighed by its chance to hit. A position where p's next turn begins
// is scored by worth. It reads only what the view shows, the mats and the
// turn's counters, never the dice. nil when p may not act.
//
// A shot has two outcomes that matter, a hit and a miss: a die of the
// number needed or more hits (a 1 never does), whatever its face. Forcing
// a 6 and a 1 through the game's own Apply gives the two positions, so the
// planner needs no copy of the rules. Positions reached by several orders
// of the same actions are valued once.
//
// The planner is the rollout idea done exactly for one round: where the
// tree search samples the dice and averages noisy playouts, it weighs every
// outcome of this turn and the reply. Against the scripted opponent it wins
// more often than the search does (docs/performance.md).
func ExpertLead(view engine.State, p engine.Player) engine.Intent {
	s, ok := view.(*State)
	if !ok || s == nil || s.over || !s.started || s.mover() != p {
		return nil
	}
	return newPlanner(p).choose(s)
}

// planner holds one decision's values by position.
type planner struct {
	me         engine.Player
	mine, them map[planKey]float64 // the planner's positions; the enemy's
	hit, miss  engine.Dice         // forced faces: 6 and 1
}

// planKey is what a value depends on within one decision: the mats and the
// turn's counters. The names, the maxima and the turn limit are the
// game's, the same in every position a decision meets.
type planKey struct {
	cur        [2][numTracks]int8
	turn       int16
	over       bool
	winner     int8
	toMove     int8
	ap         int8
	missiles   int8
	masers     int8
	engines    int8
	repairs    int8
	repairLim  int8
	reactorHit int8
	boost      [2]int8
}

func keyOf(s *State) planKey {
	return planKey{
		cur: [2][numTracks]int8{s.ships[0].cur, s.ships[1].cur}, turn: s.turn, over: s.over, winner: s.winner,
		toMove: s.toMove, ap: s.ap, missiles: s.missiles, masers: s.masers, engines: s.engines,
		repairs: s.repairs, repairLim: s.repairLimit, reactorHit: s.reactorHit, boost: s.boost,
	}
}

func newPlanner(me engine.Player) *planner {
	return &planner{
		me: me, mine: make(map[planKey]float64, 1024), them: make(map[planKey]float64, 1024),
		hit: engine.NewDice(1).Force(6), miss: engine.NewDice(1).Force(1),
	}
}

// choose is the legal intent of the best expected value, the first in the
// candidates' order among equals.
func (pl *planner) choose(s *State) engine.Intent {
	var best engine.Intent
	bestV := math.Inf(-1)
	for m := s.legalMask(pl.me); m != 0; m &= m - 1 {
		in := candidates[pl.me][bits.TrailingZeros32(m)]
		if v := pl.after(s, in); v > bestV+1e-12 {
			best, bestV = in, v
		}
	}
	return best
}

// after is the expected value of the planner's intent in at s.
func (pl *planner) after(s *State, in engine.Intent) float64 {
	hit, miss, chance := pl.outcomes(s, in)
	v := chance * pl.value(s, hit)
	if miss != nil {
		v += (1 - chance) * pl.value(s, miss)
	}
	return v
}

// outcomes applies in at s. For a shot they are the position after a hit,
// the one after a miss and the chance of the hit; for anything else the one
// position, chance 1 and a nil miss.
func (pl *planner) outcomes(s *State, in engine.Intent) (hit, miss *State, chance float64) {
	hit = pl.apply(s, in, pl.hit)
	switch in.(type) {
	case FireMissile, FireMaser:
		return hit, pl.apply(s, in, pl.miss), s.hitChance(other(in.Actor()))
	}
	return hit, nil, 1
}

// apply is Apply with the die d, without the events' sentences.
func (pl *planner) apply(s *State, in engine.Intent, d engine.Dice) *State {
	t := *s
	t.dice, t.view = d, nil
	n, _, err := t.apply(in, true)
	if err != nil { // cannot happen: in is legal at s
		return s
	}
	return n.(*State)
}

// value is the planner's expected value of n, reached from prev by one
// intent.
func (pl *planner) value(prev, n *State) float64 {
	switch {
	case n.over:
		return pl.final(n)
	case n.mover() != pl.me:
		return pl.reply(n)
	case prev.mover() != pl.me: // the planner's next turn begins
		return worth(n, pl.me)
	}
	return pl.best(n)
}

// best is the most the planner can expect from s, its own position.
func (pl *planner) best(s *State) float64 {
	k := keyOf(s)
	if v, ok := pl.mine[k]; ok {
		return v
	}
	v := math.Inf(-1)
	for m := s.legalMask(pl.me); m != 0; m &= m - 1 {
		v = max(v, pl.after(s, candidates[pl.me][bits.TrailingZeros32(m)]))
	}
	pl.mine[k] = v
	return v
}

// reply is what the planner may expect from s while the enemy plays its
// turn as the scripted opponent would.
func (pl *planner) reply(s *State) float64 {
	k := keyOf(s)
	if v, ok := pl.them[k]; ok {
		return v
	}
	in := s.plan(s.mover())
	if !s.allows(in) { // as Scripted.Choose: never an illegal intent
		in = candidates[s.mover()][endIndex]
	}
	hit, miss, chance := pl.outcomes(s, in)
	v := chance * pl.value(s, hit)
	if miss != nil {
		v += (1 - chance) * pl.value(s, miss)
	}
	pl.them[k] = v
	return v
}

// final is a finished game's value: 1 won, 0 lost, ½ drawn.
func (pl *planner) final(s *State) float64 {
	switch engine.Player(s.winner) {
	case pl.me:
		return 1
	case other(pl.me):
		return 0
	}
	return 0.5
}

// worthWeight weighs a point of each track for worth, and worthScale turns
// the weighed difference between the two mats into a chance to win. The
// project's own numbers: the weights are those the dice's luck is measured
// by (luckWorth) with repair, engines and ammunition given some worth of
// their own; varying each by half did not change the planner's games won
// against the scripted opponent by more than the noise of 400 games
// (docs/performance.md).
var worthWeight = [numTracks]float64{tReactor: 5, tShields: 2, tEngines: 0.5, tRepair: 1.5, tMasers: 3, tArmor: 1, tLaunchers: 3, tAmmo: 0.5}

const worthScale = 0.08

// worth estimates p's chance to win from s: a logistic of the difference
// between p's mat and the enemy's, each point weighed by worthWeight.
func worth(s *State, p engine.Player) float64 {
	a, b := &s.ships[p], &s.ships[other(p)]
	d := 0.0
	for i := range numTracks {
		d += worthWeight[i] * float64(int(a.cur[i])-int(b.cur[i]))
	}
	return 1 / (1 + math.Exp(-worthScale*d))
}
