package tui

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// board is the game-specific part of the game screen: it draws the table and
// names the game's intents. Rules stay in the game package; a board only
// reads states.
type board interface {
	// draw renders the table as me may see it, in at most w×h cells,
	// highlighting what hover (the intent under the cursor, or nil) touches.
	draw(st engine.State, me engine.Player, hover engine.Intent, w, h int) []string
	// height is how many rows the table wants at width w.
	height(w int) int
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
func (plainBoard) height(int) int { return 1 }
func (plainBoard) group(kind string) (string, string) {
	return strings.ToUpper(kind[:1]) + kind[1:], ""
}
func (plainBoard) item(in engine.Intent) string { return in.String() }
