package sscs

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// WhyNot implements tui.Explainer: a key of a declaration that is not in
// the action list says, in the game's words, why none is offered — nothing
// damaged, no ship to dock with, nothing to board or ram, nothing to take
// back — rather than "not possible now, in the Declaration phase", the very
// phase they are declared in (a play-tester pressed r, d, b, o, x, a and c
// on the meeting engagement's first turn and read that for every one).
// "" outside the Declaration phase leaves the shell's word on the phase.
//
// The reason is the game's (sscs.State.WhyNot): what may be declared is a
// rule. The room adds only what is about the screen: where a ship has
// declared the thing already, the key that takes the declaration back,
// which the room's key bindings (groups) name and the rules never should.
func (b *board) WhyNot(view engine.State, me engine.Player, kind string) string {
	s := sscsState(view)
	if s == nil {
		return ""
	}
	why, takeBack := s.WhyNot(me, kind)
	if takeBack {
		why += ": " + takeBackKey()
	}
	return why
}

// takeBackKey names the key that takes a ship's declarations back, and
// what it does: "c (Take back) takes its declarations back".
func takeBackKey() string {
	return groups[sscs.KindClear][1] + " (" + groups[sscs.KindClear][0] + ") takes its declarations back"
}
