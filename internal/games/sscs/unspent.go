package sscs

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var (
	_ engine.Unspender  = (*State)(nil)
	_ engine.KindLister = Game{}
)

// Kinds implements engine.KindLister: every kind of intent, so that a
// screen can tell the key of an action that is not possible now (and say
// why) from a key that means nothing.
func (Game) Kinds() []string { return codec.Kinds() }

// Unspent implements engine.Unspender: what ending a ship's fire (Done)
// would leave unused, for the screen to ask first: the weapons and
// projectors with a use left this turn, named as the action list names
// them ("Plasma cannon 1"), as a noun phrase that reads between "with" and
// "unspent?" (the screen asks "Warden ends its fire with Laser 1 and
// Repulser unspent?"). A use is a shot or a projection at an
// enemy with a chance above 0, a salvo, or a projector used on the ship
// itself, a friend or a hex; a weapon whose every shot has no chance to
// hit is no loss, and when nothing else is left the fire ends without a
// question (asked, the player only had to answer it). A squadron made
// ready with enough of its budget left for another design it may build
// leaves that unspent, as Starship Battles' builder asks. Nothing else
// throws anything away: a side that seals without declaring keeps its
// speeds, which is a choice, not a loss.
func (s *State) Unspent(in engine.Intent) string {
	in, err := codec.Normalize(in)
	if err != nil {
		return ""
	}
	if r, ok := in.(Ready); ok && s.Check(r) == nil {
		return s.unspentBudget(r.By)
	}
	d, ok := in.(Done)
	if !ok || s.Check(d) != nil {
		return ""
	}
	c := s.cls(d.Ship)
	seen := make([]bool, len(c.mounts))
	var names []string
	for _, o := range s.fireOptions(d.Ship, false) {
		m, use := -1, true
		switch x := o.(type) {
		case Fire:
			m, use = x.Weapon, s.mayHit(x.Ship, x.Weapon, x.From, x.Target, x.Aim != AimNone)
		case Salvo:
			m = x.Weapon
		case Project:
			m = x.Weapon
			if x.Target != x.Ship && x.At == (Cell{}) && s.ships[x.Target].side != s.ships[x.Ship].side {
				use = s.mayHit(x.Ship, x.Weapon, x.From, x.Target, false)
			}
		}
		if m >= 0 && m < len(seen) && use && !seen[m] {
			seen[m] = true
			names = append(names, c.sysName[m])
		}
	}
	return engine.List(names...)
}

// unspentBudget says what of p's budget is left when another design it may
// build still fits (the cheapest such, with its craft), else "": "2 200
// of the budget of 3 000 (Wasp at 59 still fits)", its thousands set apart
// as the build screen writes them, where the screen asked "The squadron is
// ready with 2200 of the 3000 (…) unspent?", of the 3000 what it did not
// say.
func (s *State) unspentBudget(p engine.Player) string {
	b := s.rules.build[p]
	if b == nil {
		return ""
	}
	cheapest, cost := "", 0
	for _, name := range b.Designs {
		ci, dv := s.rules.sc.derivedByName(name)
		if dv == nil || s.checkPick(Pick{By: p, Design: name}) != nil {
			continue
		}
		if c := s.rules.classes[ci].cost; cheapest == "" || c < cost {
			cheapest, cost = dv.Design.Name, c
		}
	}
	if cheapest == "" {
		return ""
	}
	return fmt.Sprintf("%s of the budget of %s (%s at %s still fits)", engine.Thousands(b.Budget-s.buildCost(p)), engine.Thousands(b.Budget), cheapest, engine.Thousands(cost))
}

// mayHit reports a shot of mount m from pose from at target with a chance
// above 0 (HitChance): its Range's d10s can reach the effective range.
func (s *State) mayHit(id ShipID, m, from int, target ShipID, selective bool) bool {
	b := s.effective(s.ships[id].path[from].Hex, target, selective)
	return b.Effective <= 10*s.cls(id).mounts[m].rng
}
