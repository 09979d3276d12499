package starshipbattles

import (
	"github.com/armada-tui/armada-tui/internal/engine"
)

// WhyNot implements tui.Explainer: a key of an action that is not in the
// list says what the game says of it (sb.State.WhyNot). d while a ship is
// still moving was answered "not possible now, in the Move phase", in the
// very phase it ends; s with the ship in an allied ship's square was too,
// while n told to end the move s refused. The game's refusal gives the
// rule in both. "" leaves the shell's word on the phase.
//
// The room only asks: no reason of this game names a key, so there is
// nothing of the screen to add, and the shell puts the key and its label
// before the reason.
func (b *board) WhyNot(view engine.State, me engine.Player, kind string) string {
	if s := sbState(view); s != nil {
		return s.WhyNot(me, kind)
	}
	return ""
}
