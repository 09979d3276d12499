// Package sscs holds the screens of The Scalable Starship Combat System:
// the board (a window of the unbounded hex plane beside the ship data
// sheet, with plots, speeds and shots typed and previewed), the squadron
// builder of the Build phase, and the ship designer.
package sscs

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// Screens are the game's screens, for the program's catalog.
func Screens() tui.Screens {
	return tui.Screens{
		Blurb: "Squadrons on an unbounded hex plane: velocity that persists, fire from the flight path, a ship designer.",
		Board: func(cfg tui.Config) tui.Board { return newBoard(cfg) },
		Phase: phaseModel,
		Help:  help,
		Makers: []tui.ScenarioMaker{{
			Label:  "Ship designer",
			Detail: "Design ships with the construction system, save them, and try one in a skirmish.",
			Open:   openDesigner,
		}, ownBuiltMaker},
	}
}

// board is the game's table: the map board of the kit over a mapGame.
type board struct {
	*tui.HexBoard
	g *mapGame
}

// mapGame is the tui.HexGame of the game: it draws a window of the plane
// (see window) and keeps what a frame tells it.
type mapGame struct {
	theme *render.Theme
	ids   ids
	names namer

	events []engine.Event // the frame's events: this turn's trails
	typed  *typedText     // the last text parsed, for a ledger of a bad plot
	zoom   render.Zoom    // the zoom last drawn: pose numbers only at Detailed
	page   page           // what the frame asks of the sheet; the whole sheet's scroll
}

// typedText is a text the player is typing for an intent.
type typedText struct {
	state *sscs.State
	like  engine.Intent
	text  string
}

func newBoard(cfg tui.Config) *board {
	g := &mapGame{theme: cfg.Theme()}
	return &board{HexBoard: tui.NewHexBoard(g, cfg), g: g}
}

// Draw implements tui.Board: it notes the frame and draws the map board.
func (b *board) Draw(f tui.Frame) []string {
	b.g.note(f)
	b.g.zoom = b.HexBoard.Zoom()
	b.g.page.begin()
	return b.HexBoard.Draw(f)
}

// Item implements tui.Board with the names of the state last drawn.
func (b *board) Item(in engine.Intent) string { return b.g.Item(in) }

// note keeps the frame's events (this turn's trails) and its state, for
// naming intents.
func (g *mapGame) note(f tui.Frame) {
	g.events = f.Events
	g.names.s = sscsState(f.State)
}

// asciiMath spells out, for --ascii terminals, the signs of the rules'
// formulas that the shell's transliteration leaves out.
var asciiMath = strings.NewReplacer("≤", "<=", "≥", ">=", "√", "sqrt ", "⌈", "ceil(", "⌉", ")", "²", "^2")

// plainMath is s with asciiMath applied when ascii is set.
func plainMath(ascii bool, s string) string {
	if ascii {
		return asciiMath.Replace(s)
	}
	return s
}

// txt is plainMath for the board's theme.
func (g *mapGame) txt(s string) string { return plainMath(g.theme.ASCII(), s) }

// Group implements tui.HexGame.
func (g *mapGame) Group(kind string) (string, string) { return group(kind) }

// Item implements tui.HexGame.
func (g *mapGame) Item(in engine.Intent) string { return g.names.item(in) }
