package starshipbattles

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The expert opponent's judgement of attacks. Damage takes effect only in
// the damage phase (Damage Phase), so the ships of both sides fire each
// round with what they had when it began, and a battle is won by whichever
// side takes the other's guns away sooner: a ship's worth as a target is
// the harm it does, not what it cost. The script values a counter at its
// target's cost per Hull point with a bonus for a ship destroyed or
// reduced; the expert values it at the share of the target's firepower it
// takes away: a counter that does not turn the card takes a share of the
// firepower over the counters the ship has left, a reduction takes what
// the reduced side lacks, and destruction takes all of it. Measured against
// the script (docs/performance.md), with nothing else changed, it won 132
// and 129 of 200 standard battles where the script in its place won 98 and
// 106; bonuses for a ship destroyed or reduced (as the script has them)
// won fewer (118 and 123).

// firepowerFloor is the least firepower a ship counts with, as a share of
// its cost a round: a fighter out of reach of every enemy, or a ship whose
// guns bear on nothing now, still has some, for the rounds to come.
const firepowerFloor = 0.02

// firepower is what a ship would take from its enemies in a round from
// where it stands (the script's offense: each weapon at its best target,
// in the enemy's cost), at least firepowerFloor of its own cost.
func (s *State) firepower(id ShipID) float64 {
	return max(s.offense(id), firepowerFloor*float64(s.card(id).Cost))
}

// reducedFirepower is the firepower the ship would have on its reduced
// side where it stands; 0 for a ship already reduced or without one.
func (s *State) reducedFirepower(id ShipID) float64 {
	if s.ships[id].reduced || s.card(id).Reduced == nil {
		return 0
	}
	n := s.clone()
	n.ships[id].reduced = true
	n.ships[id].damage = 0
	return n.firepower(id)
}

// firepowerTaken is the share of t's firepower (fp; fpr on its reduced
// side) that dmg more counters take away, given the counters it has.
func (s *State) firepowerTaken(t ShipID, dmg int, fp, fpr float64) float64 {
	if dmg <= 0 {
		return 0
	}
	c := s.card(t)
	sh := &s.ships[t]
	left := c.Full.Hull - sh.damage // counters until the ship is destroyed
	reduce := -1                    // counters until the card turns
	switch {
	case !sh.reduced && c.Reduced != nil:
		reduce = left
		left += c.Reduced.Hull
	case sh.reduced:
		left = c.Reduced.Hull - sh.damage
	}
	switch {
	case left <= 0:
		return 0
	case dmg >= left:
		return fp
	case reduce > 0 && dmg >= reduce:
		return fp - fpr + fpr*float64(dmg-reduce)/float64(c.Reduced.Hull)
	}
	return fp * float64(dmg) / float64(left)
}

// firepowers caches each target's firepower on both sides for one decision.
type firepowers struct {
	s    *State
	full map[ShipID][2]float64
}

func (f *firepowers) of(t ShipID) (fp, fpr float64) {
	v, ok := f.full[t]
	if !ok {
		v = [2]float64{f.s.firepower(t), f.s.reducedFirepower(t)}
		f.full[t] = v
	}
	return v[0], v[1]
}

// taken is the firepower dmg more counters take from t.
func (f *firepowers) taken(t ShipID, dmg int) float64 {
	fp, fpr := f.of(t)
	return f.s.firepowerTaken(t, dmg, fp, fpr)
}

// firepowerValue is the expected firepower an attack takes from the enemy:
// its chance to hit (natural 20s and 1s counted) at its damage, and a
// critical hit's extra. Emperor's Will lets the target's owner put a
// distant attack's damage on an adjacent fighter, so the attack is worth
// no more than that fighter's loss.
func (s *State) firepowerValue(a attack, f *firepowers) float64 {
	bonus := 0
	for _, m := range s.attackMods(a) {
		bonus += m.Value
	}
	need, _ := s.defense(a)
	ph := hitOdds(bonus, need)
	hit, crit := s.damageOf(a, false, nil), s.damageOf(a, true, nil)
	v := ph*f.taken(a.target, hit) + 0.05*f.taken(a.target, crit)
	if a.dist > 1 && a.weapon != pdWeapon && s.has(a.target, EmperorsWill) {
		for _, fighter := range s.shieldFighters(a.target) {
			v = min(v, ph*f.taken(fighter, hit)+0.05*f.taken(fighter, crit))
		}
	}
	return v
}

// expertAttack is p's attack that takes the most enemy firepower away in
// expectation, after an option that opens attacks (Incoming Fighters,
// Long-Range Bombardment), which it plays as the script does; Done when it
// has no attack left.
func (s *State) expertAttack(p engine.Player) engine.Intent {
	f := &firepowers{s: s, full: map[ShipID][2]float64{}}
	var best engine.Intent
	bestV := -1.0
	for _, in := range s.Legal(p) {
		switch x := in.(type) {
		case Play:
			return x
		case Attack:
			a := attack{ship: x.Ship, weapon: x.Weapon, target: x.Target, face: x.Face, to: NoShip,
				dist: grid.SpaceDistance(s.space(x.Ship), s.space(x.Target))}
			if v := s.firepowerValue(a, f); v > bestV {
				best, bestV = in, v
			}
		}
	}
	if best == nil {
		return Done{By: p}
	}
	return best
}

// ExpertLead is the expert opponent's own choice for p in view
// (search.ExpertGame.Lead), which its search keeps unless it finds one
// better beyond doubt: in p's part of the attack phase, the attack that
// takes the most enemy firepower away (or an option that opens attacks,
// as the script plays it); elsewhere, and while a question is put to p,
// nil: the scripted opponent's choice.
func ExpertLead(view engine.State, p engine.Player) engine.Intent {
	s, ok := view.(*State)
	if !ok || s == nil || s.outcome.Over || s.phase != phAttack || s.prompt != promptNone || !s.acting(p) {
		return nil
	}
	return s.expertAttack(p)
}
