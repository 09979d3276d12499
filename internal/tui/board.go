package tui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// board is the game-specific part of the game screen: it draws the table and
// names the game's intents. Rules stay in the game package; a board only
// reads states.
type board interface {
	// draw renders the table as me may see it, in at most w×h cells,
	// highlighting what hover (the intent under the cursor, or nil) touches.
	draw(st engine.State, me engine.Player, hover engine.Intent, w, h int) []string
	// height is how many rows the table wants at width w when up to h rows
	// are free (the action list and the log share what it leaves).
	height(w, h int) int
	// group names a kind of intent in the action list, with its hotkey.
	group(kind string) (label, hotkey string)
	// item names one intent inside its group.
	item(in engine.Intent) string
}

// boards maps a game id to the constructor of its board.
var boards = map[string]func(cfg Config) board{}

func boardFor(g engine.Game, cfg Config) board {
	if mk, ok := boards[g.ID()]; ok {
		return mk(cfg)
	}
	return plainBoard{}
}

// plainBoard serves a game that has no board of its own yet: the action
// list and the log still make it playable.
type plainBoard struct{}

func (plainBoard) draw(st engine.State, me engine.Player, hover engine.Intent, w, h int) []string {
	return []string{"(this game has no table view yet: use the actions and the log)"}
}
func (plainBoard) height(int, int) int { return 1 }
func (plainBoard) group(kind string) (string, string) {
	return strings.ToUpper(kind[:1]) + kind[1:], ""
}
func (plainBoard) item(in engine.Intent) string { return in.String() }

// interactiveBoard is a board that takes keys and clicks of its own (the
// hex map's inspection cursor) and wants to know when the game changed.
type interactiveBoard interface {
	board
	// key handles a key the action list did not want; it reports whether it did.
	key(msg tea.KeyPressMsg) bool
	// click handles a left click at (x, y) relative to the board's corner.
	click(x, y int) bool
	// changed is called after every intent and every change of viewer.
	changed()
	// bindings are the board's keys, for help.
	bindings() []key.Binding
}

// typedBoard is a board some of whose intents are written as text rather
// than picked from a list: Starmada's movement orders ("3P2") have too
// many spellings to list. The action list shows one line per such intent
// (its prompt); choosing it opens a text field, and every keystroke is
// parsed so that the board can preview the result and the status line can
// say what is wrong.
type typedBoard interface {
	board
	// typable reports whether in is typed; prompt names what is typed
	// ("Orders for Vanguard"), text is the starting value and suggestions
	// are completions offered with tab.
	// st is the state as the player sees it.
	typable(st engine.State, in engine.Intent) (prompt, text string, suggestions []string, ok bool)
	// parse turns text into an intent like like (same kind, same unit), or
	// says in the player's words what is wrong with it.
	parse(st engine.State, me engine.Player, like engine.Intent, text string) (engine.Intent, error)
}
