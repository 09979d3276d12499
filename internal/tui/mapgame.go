package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// MapGame is what a map game tells the map board, for cells C (hex.Hex or
// grid.Square) drawn from a view V (render.HexMapView or
// render.SquareMapView). Each method reads a state as the viewer may see
// it; none changes anything.
type MapGame[C comparable, V any] interface {
	// MapView is the map with the units me may see and the overlays of
	// hover (reachable cells, arcs, range bands, lines of sight). The board
	// sets the view's zoom, ruler, labels and units itself.
	MapView(st engine.State, me engine.Player, hover engine.Intent) V
	// Focus is the cell the screen follows: the unit hover acts with, else
	// the unit that must act now.
	Focus(st engine.State, me engine.Player, hover engine.Intent) (C, bool)
	// Units lists the cells with something to inspect, in the order tab
	// visits them (and the unit list shows them).
	Units(st engine.State, me engine.Player) []C
	// Sheet is the record of what stands at c (a unit's record sheet or
	// stat card, or a word on the cell), in at most w×rows cells.
	Sheet(st engine.State, me engine.Player, c C, hover engine.Intent, w, rows int) []string
	// Group and Item name intents, as a board does.
	Group(kind string) (label, hotkey string)
	Item(in engine.Intent) string
}

// HexGame is a map game on hexes.
type HexGame = MapGame[hex.Hex, render.HexMapView]

// SquareGame is a map game on squares.
type SquareGame = MapGame[grid.Square, render.SquareMapView]

// AlsoShown is a map game that names a second cell to keep on screen with
// the focus: the target of a shot being chosen, the end of a path.
type AlsoShown[C comparable] interface {
	Also(st engine.State, me engine.Player, hover engine.Intent) (C, bool)
}

// MapRuler is a map game that labels the columns and rows along the map's
// edges as its rulebook does (Starmada's CCRR numbers, Silent Death's map
// positions). col and row are offset coordinates on hexes (hex.ToOffset),
// X and Y on squares. Without it columns and rows are numbered from 1, in
// two digits on hexes ("01".."30").
type MapRuler interface {
	ColumnLabel(col int) string
	RowLabel(row int) string
}

// CellNamer is a map game that writes cells as its typed intents read them
// ("0512", "[5,12]"): g reads them, and a cell picked on the map for a
// typed field is written so. Without it a hex is its column's and row's
// labels run together when both are numbers of one width ("0512"), a
// square its labels joined by a comma ("3,12"), and any hex or square
// "col,row" too; brackets around are ignored.
type CellNamer[C comparable] interface {
	CellName(c C) string
	ParseCell(text string) (C, bool)
}

// UnitNamer is a map game that names the unit at c ("Hive", "Pit Viper
// A"), for g, tab completion and the unit list. Without it a unit is named
// by its id on the map.
type UnitNamer[C comparable] interface {
	UnitName(st engine.State, me engine.Player, c C) string
}

// UnitPlace is a map game whose units cover more than one cell and whose
// log names a unit by one of them (a Starship Battles ship by its
// top-left square): the unit list shows that cell, where Units gives the
// cell that tab and go-to centre on. Without it the list shows Units' cell.
type UnitPlace[C comparable] interface {
	Place(st engine.State, me engine.Player, c C) C
}

// UnitSummary is a map game that sums up the state of the unit at c in one
// line for the unit list (U): "Hive  hull 6/8 · shields 2 · crippled".
// Without it the list shows the unit's name.
type UnitSummary[C comparable] interface {
	Summary(st engine.State, me engine.Player, c C) string
}

// WholeSheet is a map game whose sheet across the board (the unit list's
// enter) may run longer than the board: it gives the whole record, laid out
// knowing the rows the board has (to fold what it can), and the board
// scrolls it. ↓/j and ↑/k scroll it while it has more that way, and go on
// to the next or the previous unit only from its end or its top; the
// previous unit's sheet opens at its end, where reading back goes on.
// Without it the board shows Sheet at the board's size.
type WholeSheet[C comparable] interface {
	WholeSheet(st engine.State, me engine.Player, c C, hover engine.Intent, w, rows int) []string
}

// EnemyNearest is a map game that names the enemy the default view keeps
// in sight with the focus. Without it the board takes the unit nearest to
// the focus whose colour on the map differs from the focus's.
type EnemyNearest[C comparable] interface {
	NearestEnemy(st engine.State, me engine.Player, hover engine.Intent) (C, bool)
}

// AutoZoomLimit is a map game that bounds the zoom the board chooses by
// itself: it steps out no further than AutoZoomLimit when the focus and
// what it keeps in sight do not fit (without it, the overview). A game
// whose units read as nothing in the overview (one letter, no facing) says
// render.Compact: what does not fit is then pointed to by the markers at
// the window's edge, and 0 or - still give the whole map.
type AutoZoomLimit interface {
	AutoZoomLimit() render.Zoom
}

// MouseBoard is a board that takes every mouse message over it (the map
// board: the wheel zooms, a drag pans, a click inspects). x and y are
// relative to the board's corner; it reports whether it used the message.
// The game screen sends it MouseClickMsg, MouseReleaseMsg, MouseWheelMsg
// and MouseMotionMsg instead of KeyedBoard.Click.
type MouseBoard interface {
	Mouse(msg tea.MouseMsg, x, y int) bool
}

// FullScreenBoard is a board that may ask for the whole screen (the map
// board after M): while WantsFullScreen, the game screen draws only its
// header, the board and one status line, and gives the board every key
// first (esc included).
type FullScreenBoard interface {
	WantsFullScreen() bool
}

// TypingBoard is a board with a text field of its own open (the map
// board's g): while Typing, every key goes to the board's Key first, before
// quit, undo, help and the log keys.
type TypingBoard interface {
	Typing() bool
}

// KeyboardBoard is a board that has the keyboard (the map board after m,
// or on the whole screen after M): its arrows and h/j/k/l pan, as its own
// hint line says, so a screen whose own keys are arrows too (the replay
// viewer's steps) lets the board have them while HoldsKeyboard.
type KeyboardBoard interface {
	HoldsKeyboard() bool
}

// CellPicker is a board that shows and picks on its map the cell a typed
// field names (a fighter's move "1508 Hive", a set-up "0517 N"). The game
// screen calls, while a typed field is open:
//
//   - PointText after every change of the field's text: the board parses
//     the text's first word as a cell and draws it with the map cursor;
//   - PickKey with every key before the field gets it: ctrl+g or
//     shift+arrows start picking on the map, then the arrows (and h/j/k/l)
//     move the cursor, enter writes the cell into the text (the first word
//     replaced, or put in front) and esc stops picking. It returns the
//     field's new text and whether it used the key;
//   - PickClick with a click on the board: the cell clicked, written into
//     the text;
//   - Complete on tab when the field has no suggestion of its own: the
//     text's last words completed to a unit's name ("1508 Hi" → "1508
//     Hive"), several names in turn on repeated tabs;
//   - EndPick when the field closes.
type CellPicker interface {
	PointText(text string) bool
	PickKey(msg tea.KeyPressMsg, text string) (string, bool)
	PickClick(x, y int, text string) (string, bool)
	Complete(text string) (string, bool)
	EndPick()
}

// CellField is a board whose typed fields do not all name a cell:
// TakesCell reports whether the field opened from like does (a Starmada
// set-up or fighter move does, a ship's orders do not). The game screen
// picks on the map, completes unit names and names ctrl+g only for such a
// field; a board without CellField picks for every field.
type CellField interface {
	TakesCell(like engine.Intent) bool
}
