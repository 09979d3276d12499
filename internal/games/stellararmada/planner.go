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
// is scored by the planner's table, expertWorth. It reads only what the
// view shows, the mats and the turn's counters, never the dice. nil when p
// may not act.
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
	worth      *worthTable         // how a position where me's turn begins is scored
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
		me: me, worth: &expertWorth, mine: make(map[planKey]float64, 1024), them: make(map[planKey]float64, 1024),
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
		return pl.worth.value(n, pl.me)
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

// expertWorth scores a position where p's turn begins for the planner: a
// chance to win, the logistic of a value for each track's level on p's
// mat, one for each level on the enemy's, one for the enemy's engine boost
// (in force through p's whole turn) and a constant. The project's own
// numbers, fitted by the planner itself (TestFitWorth, run by hand with
// -fit-worth): in each of four rounds, the positions met at the start of a
// turn in games of the planner against the scripted opponent are valued by
// the planner's one round of exact lookahead, scored by the table of the
// round before, and the table is fitted to those values. The first round
// started from mats weighed point by point (reactor 5, masers and launchers
// 3, shields 2, repair 1.5, armor 1, engines and ammunition 0.5, at 0.08 a
// point: the weights this table replaced). Against the scripted opponent
// the planner won 655 of 1 000 games with the table and 633 with those
// weights (docs/performance.md).
//
// Some rows are not monotone (the enemy's reactor at 1 and 2, the shields
// at 4 and 5): an additive fit gives a level the worth of the positions it
// is met in, and a reactor at 0 never begins a turn. A level above the last
// of its row (a scenario's larger track) counts as that last level.
var expertWorth = worthTable{
	own: [numTracks][]float64{
		tReactor:   {0.000, -2.721, -1.585, 0.791, 3.064, 4.580, 4.471},
		tShields:   {0.070, 0.406, 0.372, 0.600, 0.536, 0.617},
		tEngines:   {-0.376, 0.236, 0.159, 0.423},
		tRepair:    {-0.297, 0.367, 0.395, 0.456},
		tMasers:    {-0.343, 0.493, 0.707, 0.785},
		tArmor:     {0.108, 0.173},
		tLaunchers: {-0.543, 0.621, 0.844},
		tAmmo:      {-2.028, -0.365, 0.192, 0.435, 0.522, 0.567, 0.602, 0.575, 0.604, 0.641, 0.657},
	},
	enemy: [numTracks][]float64{
		tReactor:   {0.000, 0.498, 0.657, -0.961, -1.940, -2.752, -3.702},
		tShields:   {1.273, -0.320, -0.323, -0.987, -0.873, -0.969},
		tEngines:   {0.341, -0.007, -0.125, -0.248},
		tRepair:    {0.172, -0.174, -0.321, -0.195},
		tMasers:    {0.439, -0.260, -0.735, -0.683},
		tArmor:     {0.167, -0.046},
		tLaunchers: {0.657, -0.480, -0.695},
		tAmmo:      {0.695, 0.161, -0.098, -0.313, -0.344, -0.382, -0.361, -0.389, -0.383, -0.352, -0.233},
	},
	boost: []float64{1.054, 0.400, -0.303, -1.018},
	bias:  0.204,
}

// worthTable holds the values of expertWorth's logistic: each row of own
// and enemy by the level of its track, boost by the enemy's engine boost.
type worthTable struct {
	own, enemy [numTracks][]float64
	boost      []float64
	bias       float64
}

// value is p's chance to win from s, a position where p's turn begins.
func (w *worthTable) value(s *State, p engine.Player) float64 {
	return 1 / (1 + math.Exp(-w.logit(s, p)))
}

// logit is value's log-odds: the sum of the table's values for s.
func (w *worthTable) logit(s *State, p engine.Player) float64 {
	a, b := &s.ships[p], &s.ships[other(p)]
	z := w.bias + at(w.boost, s.boost[other(p)])
	for i := range numTracks {
		z += at(w.own[i], a.cur[i]) + at(w.enemy[i], b.cur[i])
	}
	return z
}

// at is row's value for level v, its last for a level beyond it.
func at(row []float64, v int8) float64 { return row[min(int(max(v, 0)), len(row)-1)] }
