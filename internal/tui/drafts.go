package tui

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Text typed into a field and not entered (an order, a plot, a hex for the
// map's go-to field, a search of the log) is never saved: a save holds only
// entered intents. So that a player who quits does not lose it unawares,
// ctrl+c in a field that holds typed text asks the quit question at once,
// the field kept under it (n goes back to it, text and all), and the
// question names the text that would not be kept.

// Drafter is a phase screen (PhaseModel) or a board with a field that may
// hold typed text not entered yet: Draft says what would be lost, as a
// sentence ("" when nothing is).
type Drafter interface {
	Draft() string
}

// Draft implements Drafter: the go-to field's text, while it is open.
func (b *MapBoard[C, V]) Draft() string {
	if b.mode != modeGoto || b.field == "" {
		return ""
	}
	return fmt.Sprintf("%q, typed into the map's go-to field, is not kept.", b.field)
}

// draft is what the game screen holds typed and not entered, as a
// sentence for the quit question; "" when nothing. Over a handoff nothing
// is said: the text would be read by the player the terminal goes to (a
// field is closed when the turn passes, so none is open there).
func (p *play) draft() string {
	if p.handoff != engine.NoPlayer {
		return ""
	}
	switch {
	case p.entry != nil:
		if v := p.entry.input.Value(); v != "" && v != p.entry.start {
			return fmt.Sprintf("%q, typed by %s at %q, is not entered and will not be kept: the save holds only what is entered.", v, p.sideName(p.viewer), p.entry.prompt)
		}
	case p.over == logOverlay && p.logPage.typing && p.logPage.search.Value() != "":
		return fmt.Sprintf("The search %q, typed in the log, is not kept.", p.logPage.search.Value())
	case p.phase != nil:
		if d, ok := p.phase.(Drafter); ok {
			return d.Draft()
		}
		if p.phase.Typing() {
			// A field of a game's own screen that cannot say what it holds.
			return "What is typed in the field is not entered and will not be kept."
		}
	}
	if tb, ok := p.board.(TypingBoard); ok && tb.Typing() {
		if d, ok := p.board.(Drafter); ok {
			return d.Draft()
		}
	}
	return ""
}

// Unsaved implements Unsaved: while a field holds typed text, a terminal
// too small for the quit question does not quit on q or ctrl+c, and says
// why.
func (p *play) Unsaved() bool { return p.draft() != "" }
