package starshipbattles

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// WhyNot implements tui.Explainer: a key of an action that is not in the
// list says what the game says of it. d while a ship is still moving was
// answered "not possible now, in the Move phase", in the very phase it
// ends; s with the ship in an allied ship's square was too, while n
// told to end the move s refused. The game's refusal gives the rule in
// both. "" leaves the shell's word on the phase.
func (b *board) WhyNot(view engine.State, me engine.Player, kind string) string {
	s := sbState(view)
	if s == nil {
		return ""
	}
	if why, ok := whys[kind]; ok {
		return why(s, me)
	}
	return ""
}

// whys are the reasons, kind by kind, that an action is not offered; each
// is asked only when none of its kind is, and "" leaves the phase's word.
var whys = map[string]func(*sb.State, engine.Player) string{
	sb.KindDone: func(s *sb.State, me engine.Player) string {
		return refusal(s, sb.Done{By: me})
	},
	sb.KindStop:     stopWhy,
	sb.KindPlay:     playWhy,
	sb.KindShift:    abilityWhy(sb.EmperorsWill, "Emperor's Will", "Emperor's Will", func(me engine.Player) engine.Intent { return sb.Shift{By: me} }),
	sb.KindReroll:   abilityWhy(sb.AdvancedCommunicationsArray, "the Advanced Communications Array", "an Advanced Communications Array", func(me engine.Player) engine.Intent { return sb.Reroll{By: me} }),
	sb.KindOrder:    orderWhy,
	sb.KindAdd:      buildWhy,
	sb.KindRemove:   buildWhy,
	sb.KindPlace:    placeWhy,
	sb.KindDisplace: displaceWhy,
	sb.KindLaunch:   launchWhy,
}

// launchWhy: a fleet with no fighter in its pool, or no ship on the grid
// with Fighter Launch, never launches; otherwise, before its launch step,
// the game's word on when fighters launch (after all its ships have
// moved).
func launchWhy(s *sb.State, me engine.Player) string {
	if s.Phase().Name == sb.PhaseLaunch {
		return ""
	}
	fighter, carrier := sb.NoShip, sb.NoShip
	for _, sh := range s.Ships() {
		if sh.Owner != me {
			continue
		}
		c, ok := s.Card(sh.Card)
		switch {
		case sh.Where == sb.InPool && fighter == sb.NoShip:
			fighter = sh.ID
		case ok && sh.Where == sb.OnGrid && side(c, sh.Reduced).Value(sb.FighterLaunch) > 0 && carrier == sb.NoShip:
			carrier = sh.ID
		}
	}
	switch {
	case fighter == sb.NoShip:
		return "no fighter of yours waits in the fighter pool"
	case carrier == sb.NoShip:
		return "no ship of yours on the grid has Fighter Launch"
	}
	return refusal(s, sb.Launch{By: me, Carrier: carrier, Fighter: fighter})
}

// quickStartOut is the Quick Start battle's reason for c, e and r in any
// phase: it has no Fleet Commander and no special abilities at all, so the
// phase's word would send the player looking for a phase that allows them.
const quickStartOut = "not in the Quick Start battle: it leaves "

// playWhy: never in the Quick Start; with the advanced rules, a fleet with
// no unspent Command counter left can pay for no option in any phase.
func playWhy(s *sb.State, me engine.Player) string {
	if s.QuickStart() {
		return quickStartOut + "Fleet Commander out"
	}
	for _, sh := range s.Ships() {
		if sh.Owner != me || (sh.Where != sb.OnGrid && sh.Where != sb.InPool) {
			continue
		}
		for _, spent := range sh.Spent {
			if !spent {
				return ""
			}
		}
	}
	return "no ship of yours has an unspent Command counter to pay with (Command)"
}

// abilityWhy is the reason for the key of a special ability that asks its
// own question: never in the Quick Start; a fleet without the ability
// never has it; otherwise the game's word on when it is used. the and an
// are the ability's name after "among them" and after "has".
func abilityWhy(a sb.Ability, the, an string, probe func(engine.Player) engine.Intent) func(*sb.State, engine.Player) string {
	return func(s *sb.State, me engine.Player) string {
		if s.QuickStart() {
			return quickStartOut + "special abilities out, " + the + " among them"
		}
		for _, sh := range s.Ships() {
			if sh.Owner != me || sh.Where == sb.Destroyed || sh.Where == sb.Fled {
				continue
			}
			if c, ok := s.Card(sh.Card); ok && side(c, sh.Reduced).Has(a) {
				return refusal(s, probe(me))
			}
		}
		return "no ship of yours has " + an
	}
}

// side is the card side a ship shows.
func side(c sb.Card, reduced bool) *sb.Side {
	if reduced && c.Reduced != nil {
		return c.Reduced
	}
	return &c.Full
}

// orderWhy: the initiative winner chooses the order only under the
// 'choose' initiative option, which the state does not tell; the game's
// word on the moment, and the other option's rule.
func orderWhy(s *sb.State, me engine.Player) string {
	why := refusal(s, sb.Order{By: me})
	if why == "" {
		return ""
	}
	return why + " (with the 'choose' initiative option; with 'roll', the lower check moves first)"
}

// buildWhy: fleets are built only before the battle, and not at all in a
// scenario that gives them.
func buildWhy(s *sb.State, me engine.Player) string {
	switch {
	case s.Phase().Name == sb.PhaseBuild:
		return ""
	case s.Fleet(me).Budget == 0:
		return "this battle's fleets are the scenario's: none is built"
	}
	return "the fleets are built before the battle, and cannot change once it has begun"
}

// placeWhy: ships are set up only before round 1; fighters come on the
// grid by launching.
func placeWhy(s *sb.State, _ engine.Player) string {
	if s.Phase().Name == sb.PhaseSetup {
		return ""
	}
	return "ships are set up before round 1 (Starting Positions); fighters come from the pool by launching"
}

// displaceWhy: a fighter is placed only when pushed aside.
func displaceWhy(*sb.State, engine.Player) string {
	return "a fighter is placed when a class 1 or 2 ship moves into its square and pushes it aside (Other Ships)"
}

// stopWhy is the game's refusal to end the move of the ship under way,
// with the facing it has (a class 3 ship may take any).
func stopWhy(s *sb.State, me engine.Player) string {
	id, _ := s.Moving()
	sh, ok := s.Ship(id)
	if id == sb.NoShip || !ok || sh.Owner != me {
		return ""
	}
	return refusal(s, sb.Stop{By: me, Ship: id, Facing: sh.Facing})
}

// refusal is the game's reason for refusing in, or "".
func refusal(s *sb.State, in engine.Intent) string {
	if err := s.Check(in); err != nil {
		return err.Error()
	}
	return ""
}
