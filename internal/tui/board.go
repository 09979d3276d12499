package tui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Frame is what the game screen shows at one moment, as a board is told it.
type Frame struct {
	State engine.State  // the state as Me may see it
	Me    engine.Player // whose eyes the screen shows (NoPlayer: everything, after the game)
	Hover engine.Intent // the intent under the cursor or being typed, or nil
	W, H  int           // the board's share of the screen, in cells
	// Events are the events of the current turn that Me may see, oldest
	// first: a board draws movement trails from them (engine.Event.Trail),
	// never by comparing states.
	Events []engine.Event
}

// Board is the game-specific part of the game screen: it draws the table and
// names the game's intents. Rules stay in the game package; a Board only
// reads states.
//
// The game screen calls Draw from its Update, after every change (a new
// state, another viewer, the cursor on another intent, a resize), and keeps
// the lines for its View: a board may remember what it drew (a scroll
// position, the map cells a click lands on) because nothing is drawn
// inside View.
type Board interface {
	// Draw renders the table in at most f.W×f.H cells, highlighting what
	// f.Hover touches.
	Draw(f Frame) []string
	// Height is how many rows the table wants at width w when up to h rows
	// are free (the action list and the log share what it leaves).
	Height(w, h int) int
	// Group names a kind of intent in the action list, with its hotkey.
	Group(kind string) (label, hotkey string)
	// Item names one intent inside its group.
	Item(in engine.Intent) string
}

// ListBoard is a board with screens of its own over the table (the map
// board's unit list and a unit's sheet), whose keys the footer names
// while one is open.
type ListBoard interface {
	ListKeys() (keys []key.Binding, open bool)
}

// StateNamer is a board whose names of intents read the state they are
// made in, which its last frame may be a move behind when the action list
// is built (before the frame of the new state is drawn): the list asks
// ItemAt what it decides from a name, whether a lone action is taken at
// once. Silent Death's step that spends a craft's last MP was named from
// the state before the step ahead of it, and taken at once.
type StateNamer interface {
	ItemAt(st engine.State, in engine.Intent) string
}

// PlainBoard serves a game that has no board of its own yet: the action
// list and the log still make it playable.
type PlainBoard struct{}

func (PlainBoard) Draw(Frame) []string {
	return []string{"(this game has no table view yet: use the actions and the log)"}
}
func (PlainBoard) Height(int, int) int { return 1 }
func (PlainBoard) Group(kind string) (string, string) {
	return strings.ToUpper(kind[:1]) + kind[1:], ""
}
func (PlainBoard) Item(in engine.Intent) string { return in.String() }

// KeyedBoard is a board that takes keys and clicks of its own (the
// hex map's inspection cursor) and wants to know when the game changed.
type KeyedBoard interface {
	Board
	// Key handles a Key the action list did not want; it reports whether it did.
	Key(msg tea.KeyPressMsg) bool
	// Click handles a left Click at (x, y) relative to the board's corner.
	Click(x, y int) bool
	// Changed is called after every intent and every change of viewer,
	// before the next Draw.
	Changed()
	// Bindings are the board's keys, for help.
	Bindings() []key.Binding
}

// Explainer is a board that can say, in the game's own words, why a
// hotkey's kind of intent is not in the action list now ("2 missiles a turn
// at most"): the shell asks it before falling back on the phase or the
// turn. WhyNot returns "" when it has nothing to say.
type Explainer interface {
	Board
	WhyNot(view engine.State, me engine.Player, kind string) string
}

// TypedBoard is a board some of whose intents are written as text rather
// than picked from a list: Starmada's movement orders ("3P2") have too
// many spellings to list. The action list shows one line per such intent
// (its prompt); choosing it opens a text field, and every keystroke is
// parsed so that the board can preview the result and the status line can
// say what is wrong.
type TypedBoard interface {
	Board
	// Typable reports whether in is typed; prompt names what is typed
	// ("Orders for Vanguard"), text is the starting value and suggestions
	// are completions offered with tab.
	// st is the state as the player sees it.
	Typable(st engine.State, in engine.Intent) (prompt, text string, suggestions []string, ok bool)
	// Parse turns text into an intent like like (same kind, same unit), or
	// says in the player's words what is wrong with it.
	Parse(st engine.State, me engine.Player, like engine.Intent, text string) (engine.Intent, error)
}
