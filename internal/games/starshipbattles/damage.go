package starshipbattles

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// settleDamage offers Damage Control to each player who could use it, in
// the order of the attack phase, then resolves the damage of every ship at
// once, checks for the end of the battle and begins the next round.
func (s *State) settleDamage(out *[]engine.Event) bool {
	s.startTurns()
	lead := s.cur
	for i := 0; i < s.players(); i++ {
		s.cur = lead + i
		p := s.actor()
		if s.dcAsked&(1<<p) != 0 {
			continue
		}
		if s.damageControlUseful(p) {
			s.prompt, s.asked = promptDamageControl, p
			return true
		}
		s.dcAsked |= 1 << p
	}
	s.cur = 0
	s.resolveDamage(out)
	s.checkVictory(out)
	if s.phase == phOver {
		return true
	}
	s.startRound(out)
	return false
}

// damageControlUseful reports whether p could play Damage Control and a
// class 1 ship of its team has damage counters.
func (s *State) damageControlUseful(p engine.Player) bool {
	if !s.canPay(p, DamageControl) {
		return false
	}
	for i := range s.ships {
		id := ShipID(i)
		if s.active(id) && s.team(id) == s.faction(p) && s.class(id) == 1 && s.ships[i].damage > 0 {
			return true
		}
	}
	return false
}

// resolveDamage applies Damage Resolution to every ship at once: fewer
// counters than the full-strength Hull do nothing; as many as full plus
// reduced Hull destroy; as many as the full Hull flip the card to its
// reduced side and that many counters go (a ship with one Hull number is
// destroyed instead); a reduced ship is destroyed by as many counters as
// its reduced Hull. A destroyed Infinite fighter returns to its pool.
func (s *State) resolveDamage(out *[]engine.Event) {
	for i := range s.ships {
		id := ShipID(i)
		sh := &s.ships[i]
		if sh.status != stActive || sh.damage == 0 {
			continue
		}
		c := s.card(id)
		switch {
		case !sh.reduced && sh.damage < c.Full.Hull:
			*out = append(*out, ev(EvDamage, sh.owner, fmt.Sprintf("%s has %s, less than its Hull %d: it fights on at full strength.", s.Name(id), counters(sh.damage), c.Full.Hull)))
		case !sh.reduced && c.Reduced != nil && sh.damage < c.Full.Hull+c.Reduced.Hull:
			sh.damage -= c.Full.Hull
			sh.reduced = true
			left := "no damage counter remains"
			if sh.damage > 0 {
				left = counters(sh.damage) + word(sh.damage, " remains", " remain")
			}
			*out = append(*out, ev(EvDamage, sh.owner, fmt.Sprintf("%s is reduced: %d counters come off for its Hull %d and the card turns to its reduced side (Hull %d); %s.",
				s.Name(id), c.Full.Hull, c.Full.Hull, c.Reduced.Hull, left)))
		case sh.reduced && sh.damage < c.Reduced.Hull:
			*out = append(*out, ev(EvDamage, sh.owner, fmt.Sprintf("%s has %s, less than its reduced Hull %d.", s.Name(id), counters(sh.damage), c.Reduced.Hull)))
		default:
			s.destroy(id, out)
		}
	}
}

func (s *State) destroy(id ShipID, out *[]engine.Event) {
	sh := &s.ships[id]
	if s.has(id, Infinite) {
		sh.status, sh.damage, sh.reduced = stPool, 0, false
		*out = append(*out, ev(EvDamage, sh.owner, s.Name(id)+" is destroyed and returns to the fighter pool (Infinite)."))
		return
	}
	sh.status = stDestroyed
	*out = append(*out, ev(EvDamage, sh.owner, s.Name(id)+" is destroyed and removed from the stellar grid."))
}
