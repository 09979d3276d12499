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
	sb.KindStop: stopWhy,
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
