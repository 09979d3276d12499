package silentdeath

import (
	"math"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Evaluate estimates, without playing on, how likely p is to win from here
// (search.Evaluator): each side's strength is the BPV of its craft still in
// play, each scaled by the share of its damage track left unmarked, and p's
// chance is its share of all sides' strength (a half when no side has any).
// The search opponent scores a playout cut short with it; a game that is
// over is scored by its outcome, not by this.
func (s *State) Evaluate(p engine.Player) float64 { return s.strengthShare(p, nil) }

// strengthShare is p's share of all sides' strength (Evaluate) with each
// craft's track marked by dmg[i] more hits (nil: none): a craft's strength
// is its BPV (without torps, its BPV for that) times the share of its
// track left unmarked.
func (s *State) strengthShare(p engine.Player, dmg []float64) float64 {
	var mine, all float64
	for i := range s.crafts {
		c := &s.crafts[i]
		if !c.alive() || c.side < 0 {
			continue
		}
		hits := float64(c.hits)
		if dmg != nil {
			hits += dmg[i]
		}
		left := 1.0
		if boxes := len(c.typ.Track); boxes > 0 {
			left = max(1-hits/float64(boxes), 0)
		}
		bpv := c.typ.BPV
		if c.noTorps && c.typ.BPVNoTorps > 0 {
			bpv = c.typ.BPVNoTorps
		}
		str := float64(bpv) * left
		all += str
		if engine.Player(c.side) == p {
			mine += str
		}
	}
	if all <= 0 {
		return 0.5
	}
	return mine / all
}

// Preparing tells the search opponent that the players are making 11.8's purchases,
// which it leaves to the scripted builder (search.Preparer).
func (s *State) Preparing() bool { return s.ph == phBuy }

// Reseed is a copy of the campaign with fresh dice, in its battle too
// (search.Reseeder).
func (c *Campaign) Reseed(seed uint64) engine.State {
	n := c.clone()
	n.dice = engine.NewDice(seed)
	if c.battle != nil {
		n.battle = c.battle.Reseed(seed ^ 0x9e3779b97f4a7c15).(*State)
	}
	return n
}

// Evaluate is the battle's estimate for p during a battle, and even
// between battles (search.Evaluator).
func (c *Campaign) Evaluate(p engine.Player) float64 {
	if c.battle != nil {
		return c.battle.Evaluate(p)
	}
	return 0.5
}

// Preparing tells the search opponent that the players are choosing
// between battles (rosters, pools, fielding, advances), which it leaves to
// the scripted opponent, or buying craft before one (search.Preparer).
func (c *Campaign) Preparing() bool { return c.battle == nil || c.battle.Preparing() }

// evaluatePoints estimates p's chance to win a battle won on destroyed TPV:
// each side's score is the TPV it destroyed plus, for each enemy craft
// still in play, its TPV times the square of the share of its damage track
// marked (a craft near the end of its track is likely to be destroyed, one
// scratched is not); the chance is a logistic of the difference in units of
// a side's mean TPV (the project's own estimate, not a rule).
func (s *State) evaluatePoints(p int8, dmg []float64) float64 {
	var pts [2]float64
	total := 0.0
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.decoy || c.side < 0 || c.side > 1 {
			continue
		}
		total += float64(c.tpv)
		if !c.alive() {
			continue
		}
		boxes := len(c.typ.Track)
		if boxes == 0 {
			continue
		}
		hits := float64(c.hits)
		if dmg != nil {
			hits += dmg[i]
		}
		x := min(hits/float64(boxes), 1)
		pts[other(c.side)] += float64(c.tpv) * x * x
	}
	pts[0] += float64(s.DestroyedTPV(0))
	pts[1] += float64(s.DestroyedTPV(1))
	if total <= 0 {
		return 0.5
	}
	d := (pts[p] - pts[other(p)]) / (total / 2)
	return 1 / (1 + math.Exp(-4*d))
}

// EvaluateAhead is the search opponent's estimate of p's chance to win
// from st, a battle or a campaign (the expert's Config.Evaluate), where
// Evaluate reads only the damage marked: at the start of a Cannon Fire
// Phase the fire to come is counted at its expected damage
// (evaluateFireAhead), and a battle won on destroyed TPV (11.8's General
// Engagement) is scored by the points (evaluatePoints). Between a
// campaign's battles it is a half.
func EvaluateAhead(st engine.State, p engine.Player) float64 {
	s := BattleOf(st)
	switch {
	case s == nil:
		return 0.5
	case s.fireBegun():
		return s.evaluateFireAhead(p)
	case s.scoredByPoints(p):
		return s.evaluatePoints(int8(p), nil)
	}
	return s.Evaluate(p)
}

// scoredByPoints reports whether p's chance is scored by the points: a side in a
// battle won on destroyed TPV.
func (s *State) scoredByPoints(p engine.Player) bool {
	return s.sc.file.Victory.Kind == VicPoints && (p == 0 || p == 1)
}

// CutAtFire is where the search opponent stops a playout begun in the
// Movement Phase (the expert's Config.Cut): when the Cannon Fire Phase
// begins, or anything later, so that the fire is counted at its expected
// damage rather than rolled (EvaluateAhead). A playout
// begun in another phase is not cut here.
func CutAtFire(root, st engine.State) bool {
	r, s := BattleOf(root), BattleOf(st)
	if r == nil || s == nil {
		return false
	}
	switch r.ph {
	case phMoveStart, phMove, phDrive0:
	default:
		return false
	}
	if s.turn != r.turn {
		return true
	}
	switch s.ph {
	case phFire, phDuel, phMissiles, phEndTurn:
		return true
	}
	return false
}

// fireBegun reports whether the Cannon Fire Phase has begun and no crew
// member has fired or held fire yet, at whatever step: the phase passes
// over the steps in which nobody may fire, so its first position is often
// past step 0 (in engagement-100 at step 3 or later, the best gunners'
// Gnr being 7). Until 2026-12-02 it asked for step 0 as well, and so
// never held there: the expert's playouts cut at the fire were scored on
// the damage already marked, the fire ahead never counted.
func (s *State) fireBegun() bool {
	if s.ph != phFire {
		return false
	}
	for i := range s.crafts {
		if s.crafts[i].acted != 0 {
			return false
		}
	}
	return true
}

// evaluateFireAhead is Evaluate's share of strength after the coming fire,
// counted at its expected damage: each craft fires its crew's best systems
// (the script's firepower, exact over the attack dice) at the enemy craft
// where they do most, and every craft's damage track is marked by what it
// expects to receive (the project's own estimate, not a rule).
func (s *State) evaluateFireAhead(p engine.Player) float64 {
	dmg := s.fireAheadDamage()
	if s.scoredByPoints(p) {
		return s.evaluatePoints(int8(p), dmg)
	}
	return s.strengthShare(p, dmg)
}

// fireAheadDamage is, for each craft, the damage it expects from the coming
// fire as evaluateFireAhead counts it: each craft fires its crew's best
// systems at the enemy craft where they do most.
func (s *State) fireAheadDamage() []float64 {
	dmg := make([]float64, len(s.crafts))
	for i := range s.crafts {
		c := &s.crafts[i]
		if !c.realInPlay() || s.hidesCommand(c) {
			continue
		}
		best, bv := -1, 0.0
		for j := range s.crafts {
			o := &s.crafts[j]
			if !o.alive() || o.side == c.side {
				continue
			}
			if v := s.firepower(c, c.pos, c.facing, j); v > bv {
				best, bv = j, v
			}
		}
		if best >= 0 {
			dmg[best] += bv
		}
	}
	return dmg
}
