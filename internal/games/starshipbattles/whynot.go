package starshipbattles

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// WhyNot says, in the rules' words, why me may take no action of kind now,
// for a player who asks for one that Legal does not list: c, e and r in
// the Quick Start battle, which has neither Fleet Commander nor special
// abilities in any phase; a fleet that has not the ability; building and
// setting up once the battle has begun; ending a move in an allied ship's
// square; a step for a ship with no square left or none open. Where the
// game refuses the action itself, the reason is its refusal of the closest
// such intent. "" when WhyNot has nothing to add to the phase, which is
// then the caller's to name.
//
// None of the reasons names a key or a command, so a screen shows them as
// they are.
func (s *State) WhyNot(me engine.Player, kind string) string {
	if why, ok := whys[kind]; ok {
		return why(s, me)
	}
	return ""
}

// whys are the reasons, kind by kind, that an action is not offered; each
// is asked only when none of its kind is, and "" leaves the phase's word.
var whys = map[string]func(*State, engine.Player) string{
	KindDone: func(s *State, me engine.Player) string {
		return s.refusal(Done{By: me})
	},
	KindStep:     stepWhy,
	KindStop:     stopWhy,
	KindPlay:     playWhy,
	KindShift:    abilityWhy(EmperorsWill, "Emperor's Will", "Emperor's Will", func(me engine.Player) engine.Intent { return Shift{By: me} }),
	KindReroll:   abilityWhy(AdvancedCommunicationsArray, "the Advanced Communications Array", "an Advanced Communications Array", func(me engine.Player) engine.Intent { return Reroll{By: me} }),
	KindOrder:    orderWhy,
	KindAdd:      buildWhy,
	KindRemove:   buildWhy,
	KindPlace:    placeWhy,
	KindDisplace: displaceWhy,
	KindLaunch:   launchWhy,
}

// launchWhy: a fleet with no fighter in its pool, or no ship on the grid
// with Fighter Launch, never launches; otherwise, before its launch step,
// the game's word on when fighters launch (after all its ships have
// moved).
func launchWhy(s *State, me engine.Player) string {
	if s.Phase().Name == PhaseLaunch {
		return ""
	}
	fighter, carrier := NoShip, NoShip
	for _, sh := range s.Ships() {
		if sh.Owner != me {
			continue
		}
		switch {
		case sh.Where == InPool && fighter == NoShip:
			fighter = sh.ID
		case sh.Where == OnGrid && s.side(sh.ID).Value(FighterLaunch) > 0 && carrier == NoShip:
			carrier = sh.ID
		}
	}
	switch {
	case fighter == NoShip:
		return "no fighter of yours waits in the fighter pool"
	case carrier == NoShip:
		return "no ship of yours on the grid has Fighter Launch"
	}
	return s.refusal(Launch{By: me, Carrier: carrier, Fighter: fighter})
}

// quickStartOut is the Quick Start battle's reason for Command options
// and special abilities in any phase: it has no Fleet Commander and no
// special abilities at all, so the phase's word would send the player
// looking for a phase that allows them.
const quickStartOut = "not in the Quick Start battle: it leaves "

// playWhy: never in the Quick Start; with the advanced rules, a fleet with
// no unspent Command counter left can pay for no option in any phase.
func playWhy(s *State, me engine.Player) string {
	if s.QuickStart() {
		return quickStartOut + "Fleet Commander out"
	}
	for _, sh := range s.Ships() {
		if sh.Owner != me || (sh.Where != OnGrid && sh.Where != InPool) {
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

// abilityWhy is the reason for a special ability that asks its own
// question: never in the Quick Start; a fleet without the ability never
// has it; otherwise the game's word on when it is used. the and an are the
// ability's name after "among them" and after "has".
func abilityWhy(a Ability, the, an string, probe func(engine.Player) engine.Intent) func(*State, engine.Player) string {
	return func(s *State, me engine.Player) string {
		if s.QuickStart() {
			return quickStartOut + "special abilities out, " + the + " among them"
		}
		for _, sh := range s.Ships() {
			if sh.Owner != me || sh.Where == Destroyed || sh.Where == Fled {
				continue
			}
			if s.side(sh.ID).Has(a) {
				return s.refusal(probe(me))
			}
		}
		return "no ship of yours has " + an
	}
}

// orderWhy: the initiative winner chooses the order only under the
// 'choose' initiative option, which the state does not tell; the game's
// word on the moment, and the other option's rule.
func orderWhy(s *State, me engine.Player) string {
	why := s.refusal(Order{By: me})
	if why == "" {
		return ""
	}
	return why + " (with the 'choose' initiative option; with 'roll', the lower check moves first)"
}

// buildWhy: fleets are built only before the battle, and not at all in a
// scenario that gives them.
func buildWhy(s *State, me engine.Player) string {
	switch {
	case s.Phase().Name == PhaseBuild:
		return ""
	case s.Fleet(me).Budget == 0:
		return "this battle's fleets are the scenario's: none is built"
	}
	return "the fleets are built before the battle, and cannot change once it has begun"
}

// placeWhy: ships are set up only before round 1; fighters come on the
// grid by launching.
func placeWhy(s *State, _ engine.Player) string {
	if s.Phase().Name == PhaseSetup {
		return ""
	}
	return "ships are set up before round 1 (Starting Positions); fighters come from the pool by launching"
}

// displaceWhy: a fighter is placed only when pushed aside.
func displaceWhy(*State, engine.Player) string {
	return "a fighter is placed when a class 1 or 2 ship moves into its square and pushes it aside (Other Ships)"
}

// stepWhy: in the player's part of the Move phase, why no ship of its
// has a step to take: the ship under way has no square left (it has moved
// its class in squares, or an enemy holds it where it stands) or every
// step of it is refused; with no ship under way, the first ship that has
// not moved has no step open. "" when a ship has one, and outside the
// player's part of the phase (the phase's word): a side whose ships have
// all moved has its part ended for it.
func stepWhy(s *State, me engine.Player) string {
	if s.phase != phMove || s.step != stepMove || s.prompt != promptNone || !s.Phase().Acting(me) {
		return ""
	}
	if s.moving != NoShip {
		if s.ships[s.moving].owner != me {
			return ""
		}
		return s.stepRefusal(me, s.moving)
	}
	first := ""
	for i := range s.ships {
		id := ShipID(i)
		sh := &s.ships[i]
		if sh.owner != me || sh.status != stActive || sh.moved {
			continue
		}
		why := s.stepRefusal(me, id)
		if why == "" {
			return ""
		}
		if first == "" {
			first = why
		}
	}
	return first
}

// stepRefusal says why ship id takes no step now: the game's refusal of
// a step, the one ahead first, worded for the ship with no square left;
// "" when a step is open.
func (s *State) stepRefusal(me engine.Player, id ShipID) string {
	if err := s.checkMover(me, id); err != nil {
		return err.Error()
	}
	if s.stepsLeft(id) <= 0 {
		if stop, why := s.mustStop(id, s.space(id)); stop {
			return fmt.Sprintf("%s must end its move here, held by %s (Move Phase)", s.Name(id), why)
		}
		return fmt.Sprintf("%s has moved as far as it may this round (class %d: %s) and must end its move where it stands (Move Phase)",
			s.Name(id), s.class(id), engine.Count(s.class(id), "square", "squares"))
	}
	sh := &s.ships[id]
	var why string
	for d := DirOf(sh.facing); d < DirOf(sh.facing)+8; d++ {
		_, err := s.stepFrom(id, d%8, sh.at, sh.facing, s.stepsLeft(id))
		if err == nil {
			return ""
		}
		if why == "" {
			why = err.Error()
		}
	}
	return why
}

// stopWhy is the game's refusal to end the move of the ship under way,
// with the facing it has (a class 3 ship may take any).
func stopWhy(s *State, me engine.Player) string {
	id, _ := s.Moving()
	sh, ok := s.Ship(id)
	if id == NoShip || !ok || sh.Owner != me {
		return ""
	}
	return s.refusal(Stop{By: me, Ship: id, Facing: sh.Facing})
}

// refusal is the game's reason for refusing in, or "".
func (s *State) refusal(in engine.Intent) string {
	if err := s.Check(in); err != nil {
		return err.Error()
	}
	return ""
}
