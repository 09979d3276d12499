package tui

// The map board: a map beside a record sheet, for every map game (hexes and
// squares, bounded or not).
//
// What the board does by itself, for any MapGame:
//
//   - three zoom levels (render.Detailed, Compact, Overview): + and - zoom,
//     0 fits the whole map, the mouse wheel zooms;
//   - by default it follows the unit in play, keeps the game's second cell
//     (AlsoShown) and the nearest enemy in sight, and steps down to the
//     compact drawing, then to the overview (unless AutoZoomLimit stops
//     it), when they do not fit; f goes back to that after a pan or a zoom
//     of one's own;
//   - m gives the map the keyboard (arrows or h/j/k/l pan, esc gives it
//     back); shift+arrows and a drag of the mouse pan at any time;
//   - the rulebook's coordinates along the top and left edges (Detailed and
//     Compact), and a marker at the window's edge for every unit off it;
//   - g opens a small field: a cell ("1508" on hexes, "3,12" on squares) or a
//     unit's name, tab completing names, enter jumps there;
//   - U lists every unit with a line of its state; enter opens its sheet
//     across the board;
//   - M gives the map the whole screen (WantsFullScreen), M or esc returns;
//   - tab, shift+tab or a click inspect a unit; esc returns to the unit in
//     play;
//   - a typed field's cell is shown and can be picked on the map (Point,
//     CellPicker).
//
// Letter keys yield to the action list: a key that is the hotkey of an
// action the player may take now (Silent Death's f, full stop) is left to
// the list, unless the map has the keyboard (m, M).
//
// What a game may add, each an optional interface of its MapGame adapter
// with a default: MapRuler (labels along the edges; default numbers from 1,
// two digits on hexes), CellNamer (how a typed cell is written; default
// the two labels run together, "0512", or "x,y"), UnitNamer (names for g,
// completion and the unit list; default the id on the map), UnitSummary
// (the unit list's line; default the name), EnemyNearest (the enemy kept
// in sight; default the nearest unit of another colour than the focus),
// AutoZoomLimit (how far out the board's own zoom goes; default the
// overview).
// An unbounded map (SSCS) sets Unbounded in its view: the board then sizes
// the map to a box around the units and what the view holds.

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

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

// The map board's keys.
var (
	KeyNextUnit   = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "inspect next unit"))
	KeyPrevUnit   = key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous unit"))
	KeyFollow     = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back to the unit in play"))
	KeyZoomIn     = key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "zoom in"))
	KeyZoomOut    = key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "zoom out"))
	KeyZoomAll    = key.NewBinding(key.WithKeys("0"), key.WithHelp("0", "the whole map"))
	KeyFollowPlay = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "follow the unit in play"))
	KeyMapFocus   = key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "move around the map (arrows, esc)"))
	KeyPan        = key.NewBinding(key.WithKeys("shift+up", "shift+down", "shift+left", "shift+right"),
		key.WithHelp("shift+arrows", "pan the map"))
	KeyGoTo     = key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "go to a cell or a unit"))
	KeyFullMap  = key.NewBinding(key.WithKeys("M"), key.WithHelp("M", "the map on the whole screen"))
	KeyUnitList = key.NewBinding(key.WithKeys("U"), key.WithHelp("U", "every unit and its sheet"))
	KeyPickCell = key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "pick on the map"))
)

// projection is one kind of map (hexes or squares) as the board needs it:
// the render functions, and what the board reads and writes in a view.
type projection[C comparable, V any] interface {
	draw(v V, vp render.Viewport, t *render.Theme) string
	at(v V, vp render.Viewport, x, y int) (C, bool)
	// markerAt is the cell of the unit whose edge marker, drawn with t,
	// covers (x, y).
	markerAt(v V, vp render.Viewport, t *render.Theme, x, y int) (C, bool)
	// show scrolls as little as it can for the cells to be in the window
	// together.
	show(v V, vp render.Viewport, cs ...C) render.Viewport
	centre(v V, vp render.Viewport, c C) render.Viewport
	clamp(v V, vp render.Viewport) render.Viewport
	fits(v V, vp render.Viewport, cs ...C) bool
	// width is the width of the whole drawing of v at its zoom, the ruler
	// not counted.
	width(v V) int
	window(v V, vp render.Viewport) (x, y, w, h int)
	cursor(v *V, c C, ok bool)
	// dress sets what the board draws around the game's view.
	dress(v *V, z render.Zoom, col, row func(int) string, units []C)
	// unit is the id and colour of the unit drawn at c, "" for none.
	unit(v *V, c C) (text, color string)
	// extent is the map's first column and row and its size, and whether
	// the map is unbounded; setExtent sets them.
	extent(v *V) (col0, row0, cols, rows int, unbounded bool)
	setExtent(v *V, col0, row0, cols, rows int)
	// eachCell calls f for every cell the view's Cells hold.
	eachCell(v *V, f func(C))
	offset(c C) (col, row int)
	fromOffset(col, row int) C
	dist(a, b C) int
	step(z render.Zoom) (x, y int)
	// label is a column's or row's default label.
	label(n int) string
	// step1 is the neighbouring cell in a screen direction, for picking.
	step1(c C, dx, dy int) C
	// joined tells whether a cell's default name runs its labels together
	// (hexes: "0512") rather than joining them with a comma (squares:
	// "5,12").
	joined() bool
}

type hexProjection struct{}

func (hexProjection) draw(v render.HexMapView, vp render.Viewport, t *render.Theme) string {
	return render.HexMap(v, vp, t)
}
func (hexProjection) at(v render.HexMapView, vp render.Viewport, x, y int) (hex.Hex, bool) {
	return render.HexAt(v, vp, x, y)
}
func (hexProjection) markerAt(v render.HexMapView, vp render.Viewport, t *render.Theme, x, y int) (hex.Hex, bool) {
	return render.HexMarkerAt(v, vp, t, x, y)
}
func (hexProjection) show(v render.HexMapView, vp render.Viewport, hs ...hex.Hex) render.Viewport {
	return render.ScrollToShow(v, vp, hs...)
}
func (hexProjection) centre(v render.HexMapView, vp render.Viewport, h hex.Hex) render.Viewport {
	return render.ScrollToCentre(v, vp, h)
}
func (hexProjection) clamp(v render.HexMapView, vp render.Viewport) render.Viewport {
	return render.ClampScroll(v, vp)
}
func (hexProjection) fits(v render.HexMapView, vp render.Viewport, hs ...hex.Hex) bool {
	return render.HexesFit(v, vp, hs...)
}
func (hexProjection) width(v render.HexMapView) int {
	w, _ := render.HexMapSize(v)
	return w
}
func (hexProjection) window(v render.HexMapView, vp render.Viewport) (int, int, int, int) {
	return render.HexWindow(v, vp)
}
func (hexProjection) cursor(v *render.HexMapView, h hex.Hex, ok bool) { v.Cursor, v.NoCursor = h, !ok }
func (hexProjection) dress(v *render.HexMapView, z render.Zoom, col, row func(int) string, units []hex.Hex) {
	v.Zoom, v.Ruler, v.ColLabel, v.RowLabel, v.Units = z, true, col, row, units
}
func (hexProjection) unit(v *render.HexMapView, h hex.Hex) (string, string) {
	var c render.HexCell
	if v.Cell != nil {
		c, _ = v.Cell(h)
	} else {
		c = v.Cells[h]
	}
	return c.Text, c.Color
}
func (hexProjection) extent(v *render.HexMapView) (int, int, int, int, bool) {
	return v.Col0, v.Row0, v.Cols, v.Rows, v.Unbounded
}
func (hexProjection) setExtent(v *render.HexMapView, c0, r0, cols, rows int) {
	v.Col0, v.Row0, v.Cols, v.Rows = c0, r0, cols, rows
}
func (hexProjection) eachCell(v *render.HexMapView, f func(hex.Hex)) {
	for h := range v.Cells {
		f(h)
	}
}
func (hexProjection) offset(h hex.Hex) (int, int)     { return hex.ToOffset(h) }
func (hexProjection) fromOffset(col, row int) hex.Hex { return hex.FromOffset(col, row) }
func (hexProjection) dist(a, b hex.Hex) int           { return hex.Distance(a, b) }
func (hexProjection) step(z render.Zoom) (int, int)   { return z.HexStep() }
func (hexProjection) label(n int) string              { return twoDigits(n + 1) }
func (hexProjection) joined() bool                    { return true }
func (p hexProjection) step1(h hex.Hex, dx, dy int) hex.Hex {
	c, r := hex.ToOffset(h)
	return hex.FromOffset(c+dx, r+dy)
}

type squareProjection struct{}

func (squareProjection) draw(v render.SquareMapView, vp render.Viewport, t *render.Theme) string {
	return render.SquareMap(v, vp, t)
}
func (squareProjection) at(v render.SquareMapView, vp render.Viewport, x, y int) (grid.Square, bool) {
	return render.SquareAt(v, vp, x, y)
}
func (squareProjection) markerAt(v render.SquareMapView, vp render.Viewport, t *render.Theme, x, y int) (grid.Square, bool) {
	return render.SquareMarkerAt(v, vp, t, x, y)
}
func (squareProjection) show(v render.SquareMapView, vp render.Viewport, ss ...grid.Square) render.Viewport {
	return render.ScrollToShowSquare(v, vp, ss...)
}
func (squareProjection) centre(v render.SquareMapView, vp render.Viewport, s grid.Square) render.Viewport {
	return render.ScrollToCentreSquare(v, vp, s)
}
func (squareProjection) clamp(v render.SquareMapView, vp render.Viewport) render.Viewport {
	return render.ClampSquareScroll(v, vp)
}
func (squareProjection) fits(v render.SquareMapView, vp render.Viewport, ss ...grid.Square) bool {
	return render.SquaresFit(v, vp, ss...)
}
func (squareProjection) width(v render.SquareMapView) int {
	w, _ := render.SquareMapSize(v)
	return w
}
func (squareProjection) window(v render.SquareMapView, vp render.Viewport) (int, int, int, int) {
	return render.SquareWindow(v, vp)
}
func (squareProjection) cursor(v *render.SquareMapView, s grid.Square, ok bool) {
	v.Cursor, v.NoCursor = s, !ok
}
func (squareProjection) dress(v *render.SquareMapView, z render.Zoom, col, row func(int) string, units []grid.Square) {
	v.Zoom, v.Ruler, v.ColLabel, v.RowLabel, v.Units = z, true, col, row, units
}
func (squareProjection) unit(v *render.SquareMapView, s grid.Square) (string, string) {
	var c render.SquareCell
	if v.Cell != nil {
		c, _ = v.Cell(s)
	} else {
		c = v.Cells[s]
	}
	return c.Text, c.Color
}
func (squareProjection) extent(v *render.SquareMapView) (int, int, int, int, bool) {
	return v.Col0, v.Row0, v.Cols, v.Rows, v.Unbounded
}
func (squareProjection) setExtent(v *render.SquareMapView, c0, r0, cols, rows int) {
	v.Col0, v.Row0, v.Cols, v.Rows = c0, r0, cols, rows
}
func (squareProjection) eachCell(v *render.SquareMapView, f func(grid.Square)) {
	for s := range v.Cells {
		f(s)
	}
}
func (squareProjection) offset(s grid.Square) (int, int)     { return s.X, s.Y }
func (squareProjection) fromOffset(col, row int) grid.Square { return grid.Square{X: col, Y: row} }
func (squareProjection) dist(a, b grid.Square) int {
	return max(abs(a.X-b.X), abs(a.Y-b.Y))
}
func (squareProjection) step(z render.Zoom) (int, int) { return z.SquareStep() }
func (squareProjection) label(n int) string            { return strconv.Itoa(n + 1) }
func (squareProjection) joined() bool                  { return false }
func (squareProjection) step1(s grid.Square, dx, dy int) grid.Square {
	return grid.Square{X: s.X + dx, Y: s.Y + dy}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// twoDigits writes n in at least two digits ("07").
func twoDigits(n int) string {
	if n >= 0 && n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// boardMode is what the board's map area shows.
type boardMode uint8

const (
	modeMap   boardMode = iota
	modeGoto            // the map, and the g field under it
	modeUnits           // the list of units
	modeSheet           // one unit's sheet across the board
)

// MapBoard draws a map beside a record sheet. It serves hex maps
// (HexBoard) and square maps (SquareBoard) alike; see the top of this file
// for what it does.
type MapBoard[C comparable, V any] struct {
	game  MapGame[C, V]
	proj  projection[C, V]
	theme *render.Theme

	last   Frame // the frame last drawn, for keys and clicks
	frameN int   // frames drawn, to know when what was read of one is stale
	view   V     // the view last drawn, with the board's settings
	vp     render.Viewport
	mapW   int // the map area's width and height last drawn
	mapH   int
	units  []C

	inspect *C          // the unit inspected instead of the one in play
	zoom    render.Zoom // the zoom chosen with + - 0 or the wheel
	auto    bool        // the board chooses the zoom (until + - 0)
	shown   render.Zoom // the zoom last drawn
	follow  bool        // the scroll follows the focus (until a pan)
	centre  *C          // a cell to centre at the next frame (a jump, a zoom)
	// kept is the cell the player last scrolled to the middle of the
	// window (a pan, a drag, a jump), while the map does not follow: a
	// window of another size is centred on it again, so that the map does
	// not end where a larger window's clamp left it (the corner).
	kept    *C
	laid    [2]int // the map area's size at the last layout
	focused bool   // the map has the keyboard (m)
	full    bool   // the map has the whole screen (M)
	mode    boardMode
	field   string // the g field's text
	note    string // a word under the map, until the next key
	sel     int    // the unit list's cursor
	point   *C     // the cell a typed field names (Point, PointText)
	picking bool   // the arrows move point (CellPicker)

	drag struct {
		on   bool
		x, y int
		vp   render.Viewport
	}
	box struct { // an unbounded map's box, last frame
		ok         bool
		col0, row0 int
	}
	hot struct { // the hotkeys of the actions listed in frame n
		n    int
		keys map[string]bool
	}
	comp struct { // tab completion in progress
		last, base string
		names      []string
		i          int
	}
}

// HexBoard is the map board of hex games.
type HexBoard = MapBoard[hex.Hex, render.HexMapView]

// SquareBoard is the map board of square games.
type SquareBoard = MapBoard[grid.Square, render.SquareMapView]

// NewHexBoard makes the board of a hex game.
func NewHexBoard(g HexGame, cfg Config) *HexBoard {
	return &HexBoard{game: g, proj: hexProjection{}, theme: cfg.Theme(), auto: true, follow: true}
}

// NewSquareBoard makes the board of a square game.
func NewSquareBoard(g SquareGame, cfg Config) *SquareBoard {
	return &SquareBoard{game: g, proj: squareProjection{}, theme: cfg.Theme(), auto: true, follow: true}
}

// SheetWidth is the record sheet's share of the board.
func SheetWidth(w int) int {
	switch {
	case w >= 160:
		return 48
	case w >= 120:
		return 40
	}
	return 30
}

// minSheet is as narrow as the sheet gets to make room for the map.
const minSheet = 40

// sheetBeside is the sheet's width beside a map that needs need columns
// to show all of itself at full size (0: unbounded, no such width): the
// map comes first when giving way to it, down to minSheet, lets the whole
// map fit; otherwise the sheet keeps SheetWidth(w), as a map that is
// scrolled anyway gains little from a few columns more (Starmada's 30
// hex columns need 154 of 200, and a sheet of 48 left them 151).
func sheetBeside(w, need int) int {
	sw := SheetWidth(w)
	if need > 0 {
		if fit := w - need - 1; fit < sw && fit >= minSheet {
			return fit
		}
	}
	return sw
}

// fullWidth is the width of v's whole map at full size with its ruler,
// 0 for an unbounded map.
func (b *MapBoard[C, V]) fullWidth(v V) int {
	_, row0, _, rows, unbounded := b.proj.extent(&v)
	if unbounded || rows <= 0 {
		return 0
	}
	b.proj.dress(&v, render.Detailed, b.colLabel, b.rowLabel, nil)
	rw := 0
	for r := row0; r < row0+rows; r++ {
		rw = max(rw, Width(b.rowLabel(r)))
	}
	return b.proj.width(v) + rw + 1 // a space between the labels and the map
}

// Height implements Board: the map takes two thirds of what is free; the
// action list and the log keep at least seven rows. On the whole screen it
// takes all.
func (b *MapBoard[C, V]) Height(w, h int) int {
	if b.full {
		return h
	}
	return max(10, min(h-7, h*2/3+4))
}

// WantsFullScreen implements FullScreenBoard.
func (b *MapBoard[C, V]) WantsFullScreen() bool { return b.full }

// Typing implements TypingBoard: the g field is open.
func (b *MapBoard[C, V]) Typing() bool { return b.mode == modeGoto }

// HoldsKeyboard implements KeyboardBoard: after m or M the map takes every
// key it is given (focusKey).
func (b *MapBoard[C, V]) HoldsKeyboard() bool { return b.focused || b.full }

// Zoom is the zoom level last drawn.
func (b *MapBoard[C, V]) Zoom() render.Zoom { return b.shown }

// Draw implements Board.
func (b *MapBoard[C, V]) Draw(f Frame) []string {
	b.last = f
	b.frameN++
	w, h := f.W, f.H
	if b.mode == modeSheet {
		if c, ok := b.selected(); ok {
			return Column(b.game.Sheet(f.State, f.Me, c, f.Hover, w, h), w, h)
		}
		b.mode = modeUnits
	}
	v := b.game.MapView(f.State, f.Me, f.Hover)
	sw := sheetBeside(w, b.fullWidth(v))
	mw := w - sw - 1
	if b.full || mw < 16 {
		sw, mw = 0, max(0, w) // the whole screen, or too narrow for both
	}
	foot := b.footer(mw)
	mh := h
	if foot != "" && h > 4 {
		mh--
	}
	at, ok := b.layout(f, v, mw, mh)
	var left []string
	if b.mode == modeUnits {
		left = b.unitLines(mw, mh)
		at, ok = b.selected()
	} else {
		left = strings.Split(b.proj.draw(b.view, b.vp, b.theme), "\n")
	}
	if mh < h {
		left = append(Column(left, mw, mh), foot)
	}
	if sw == 0 {
		return Column(left, w, h)
	}
	if b.mode != modeUnits {
		// A whole map drawn narrower than its room (Silent Death's 36
		// columns at the compact zoom in 151 of 200) keeps its sheet
		// beside it, not across a gap of forty columns, and the sheet
		// takes some of the room (up to SheetWidth's widest); what is
		// left over lies at the right edge, and clicks there find no
		// cell.
		if dw := drawnWidth(left); dw+sheetGap < mw {
			b.mapW = dw
			cut := make([]string, len(left))
			for i, l := range left {
				cut[i] = ansi.Truncate(l, dw, "") // only blanks go
			}
			var right []string
			if ok {
				right = b.game.Sheet(f.State, f.Me, at, f.Hover, min(w-dw-sheetGap, max(sw, SheetWidth(160))), h)
			}
			return Besides(Column(cut, dw, h), Column(right, w-dw-sheetGap, h), strings.Repeat(" ", sheetGap))
		}
	}
	var right []string
	if ok {
		right = b.game.Sheet(f.State, f.Me, at, f.Hover, sw, h)
	}
	return Besides(Column(left, mw, h), Column(right, sw, h), " ")
}

// sheetGap is the space between a map drawn narrower than its room and the
// sheet that stands beside it.
const sheetGap = 2

// drawnWidth is the width of the widest of lines without the blanks at
// their ends.
func drawnWidth(lines []string) int {
	dw := 0
	for _, l := range lines {
		dw = max(dw, Width(strings.TrimRight(Plain(l), " ")))
	}
	return dw
}

// layout builds the view v of frame f for a map area of mw×mh: the
// cursor, the ruler, the markers, the zoom and the scroll. It returns the
// cell whose sheet is shown.
func (b *MapBoard[C, V]) layout(f Frame, v V, mw, mh int) (C, bool) {
	st, me, hover := f.State, f.Me, f.Hover
	b.units = b.game.Units(st, me)
	at, ok := b.game.Focus(st, me, hover)
	if b.inspect != nil {
		at, ok = *b.inspect, true
	}
	keep := b.inSight(&v, f, at, ok)
	b.bound(&v, keep)
	cur, curOK := at, ok
	if b.point != nil {
		cur, curOK = *b.point, true
	}
	b.proj.cursor(&v, cur, curOK)
	b.proj.dress(&v, render.Detailed, b.colLabel, b.rowLabel, b.units)
	b.mapW, b.mapH = mw, mh
	b.vp.Width, b.vp.Height = mw, mh
	z := b.autoZoom(&v, keep)
	b.proj.dress(&v, z, b.colLabel, b.rowLabel, b.units)
	b.fill(&v, z)
	b.rescaled(z, at, ok, mw, mh)
	b.scroll(v, keep)
	if b.point != nil {
		b.vp = b.proj.show(v, b.vp, *b.point)
	}
	b.vp = b.proj.clamp(v, b.vp)
	b.view = v
	return at, ok
}

// inSight is what the view keeps in sight, the focus at last (when ok):
// the game's second cell (AlsoShown) and the enemy nearest the focus,
// unless a cell is being inspected.
func (b *MapBoard[C, V]) inSight(v *V, f Frame, at C, ok bool) []C {
	keep := make([]C, 0, 4) // what the view keeps in sight, the focus last
	if a, isA := b.game.(AlsoShown[C]); isA && b.inspect == nil {
		if other, ok := a.Also(f.State, f.Me, f.Hover); ok {
			keep = append(keep, other)
		}
	}
	if ok {
		if b.inspect == nil {
			if e, found := b.enemy(v, f, at); found {
				keep = append([]C{e}, keep...)
			}
		}
		keep = append(keep, at)
	}
	return keep
}

// autoZoom is the zoom to draw at: the one chosen, or with automatic zoom
// the closest (up to the game's limit) at which what is kept in sight and
// the pointed cell fit in the window.
func (b *MapBoard[C, V]) autoZoom(v *V, keep []C) render.Zoom {
	z := b.zoom
	if b.auto {
		fit := keep
		if b.point != nil {
			fit = append(fit, *b.point)
		}
		far := render.Overview
		if l, ok := b.game.(AutoZoomLimit); ok {
			far = min(l.AutoZoomLimit(), render.Overview)
		}
		for z = render.Detailed; z < far; z++ {
			b.proj.dress(v, z, b.colLabel, b.rowLabel, b.units)
			if b.proj.fits(*v, b.vp, fit...) {
				break
			}
		}
	}
	return z
}

// rescaled notes a new size of the map area mw×mh or a new zoom z: a map
// scrolled by hand keeps its centre when the terminal is resized, a map
// that follows the play starts again from the focus at (when ok) at
// another scale.
func (b *MapBoard[C, V]) rescaled(z render.Zoom, at C, ok bool, mw, mh int) {
	if !b.follow && b.centre == nil && b.kept != nil && b.laid != [2]int{mw, mh} && b.laid != [2]int{} {
		// The terminal changed size under a map scrolled by hand.
		c := *b.kept
		b.centre = &c
	}
	b.laid = [2]int{mw, mh}
	if z != b.shown && b.follow && ok && b.centre == nil {
		// Another scale: the old scroll means nothing, start from the focus.
		b.centre = &at
	}
	b.shown = z
}

// scroll moves the window over view v: to the centre asked for, and when
// following the play, to keep in sight as much of keep as fits with the
// focus (its last cell).
func (b *MapBoard[C, V]) scroll(v V, keep []C) {
	switch {
	case b.centre != nil && !b.follow:
		b.vp = b.proj.centre(v, b.vp, *b.centre)
		b.kept, b.centre = b.centre, nil
	case b.follow:
		if b.centre != nil {
			b.vp = b.proj.centre(v, b.vp, *b.centre)
			b.centre = nil
		}
		// Scroll to the enemy and the second cell first, then as little as
		// needed for the focus: all stay on screen whenever they fit. What
		// cannot be in the window with the focus is left out, so that the
		// focus is not pushed to the window's edge for nothing.
		for len(keep) > 1 && !b.proj.fits(v, b.vp, keep...) {
			keep = keep[1:]
		}
		for _, c := range keep {
			b.vp = b.proj.show(v, b.vp, c)
		}
		// The margin kept around the focus may push a cell that fits with
		// it out of the window (Starmada's target of a shot five rows below
		// the Admirable, drawn as a marker at the window's edge though the
		// two fitted): then the box around them all, without that margin.
		b.vp = b.proj.show(v, b.vp, keep...)
	}
}

// enemy is the enemy kept in sight with the focus at: the game's, or the
// nearest unit whose colour differs from the focus's.
func (b *MapBoard[C, V]) enemy(v *V, f Frame, at C) (C, bool) {
	if e, ok := b.game.(EnemyNearest[C]); ok {
		return e.NearestEnemy(f.State, f.Me, f.Hover)
	}
	var none C
	text, mine := b.proj.unit(v, at)
	if text == "" || mine == "" {
		return none, false
	}
	best, found, bd := none, false, 0
	for _, u := range b.units {
		t, c := b.proj.unit(v, u)
		if t == "" || c == "" || c == mine {
			continue
		}
		if d := b.proj.dist(at, u); !found || d < bd {
			best, found, bd = u, true, d
		}
	}
	return best, found
}

// bound sizes an unbounded map to a box around the units, the cells the
// view holds and keep, with a margin; the scroll moves with the box so that
// the map stays put on screen.
func (b *MapBoard[C, V]) bound(v *V, keep []C) {
	if _, _, _, _, unbounded := b.proj.extent(v); !unbounded {
		return
	}
	c0, r0, c1, r1, any := 0, 0, 0, 0, false
	add := func(c C) {
		col, row := b.proj.offset(c)
		if !any {
			c0, r0, c1, r1, any = col, row, col, row, true
			return
		}
		c0, r0, c1, r1 = min(c0, col), min(r0, row), max(c1, col), max(r1, row)
	}
	for _, u := range b.units {
		add(u)
	}
	for _, c := range keep {
		add(c)
	}
	if b.point != nil {
		add(*b.point)
	}
	b.proj.eachCell(v, add)
	const margin = 2
	c0, r0, c1, r1 = c0-margin, r0-margin, c1+margin, r1+margin
	c0 -= c0 & 1 // even, so that odd columns stay the lower ones
	b.proj.setExtent(v, c0, r0, c1-c0+1, r1-r0+1)
	if b.box.ok && (c0 != b.box.col0 || r0 != b.box.row0) {
		sx, sy := b.proj.step(b.shown)
		b.vp.ScrollX += (b.box.col0 - c0) * sx
		b.vp.ScrollY += (b.box.row0 - r0) * sy
	}
	b.box.ok, b.box.col0, b.box.row0 = true, c0, r0
}

// fill grows an unbounded map's box, centred, until its drawing at zoom z
// fills the window: the box around the units alone left most of a large
// terminal blank (SSCS at 200×60 drew 17 hex columns in 151). The overview
// scales the whole box to the window already.
func (b *MapBoard[C, V]) fill(v *V, z render.Zoom) {
	c0, r0, cols, rows, unbounded := b.proj.extent(v)
	if !unbounded || z == render.Overview {
		return
	}
	_, _, w, h := b.proj.window(*v, b.vp)
	sx, sy := b.proj.step(z)
	if sx <= 0 || sy <= 0 {
		return
	}
	wantCols, wantRows := (w+sx-1)/sx, (h+sy-1)/sy
	if cols >= wantCols && rows >= wantRows {
		return
	}
	if extra := wantCols - cols; extra > 0 {
		left := extra / 2
		left += left & 1 // even, so that odd columns stay the lower ones
		c0, cols = c0-left, wantCols+left-extra/2
	}
	if extra := wantRows - rows; extra > 0 {
		r0, rows = r0-extra/2, wantRows
	}
	b.proj.setExtent(v, c0, r0, cols, rows)
}

// colLabel and rowLabel are the ruler's labels: the game's, else numbers.
func (b *MapBoard[C, V]) colLabel(col int) string {
	if r, ok := b.game.(MapRuler); ok {
		return r.ColumnLabel(col)
	}
	return b.proj.label(col)
}

func (b *MapBoard[C, V]) rowLabel(row int) string {
	if r, ok := b.game.(MapRuler); ok {
		return r.RowLabel(row)
	}
	return b.proj.label(row)
}

// Group implements Board.
func (b *MapBoard[C, V]) Group(kind string) (string, string) { return b.game.Group(kind) }

// Item implements Board.
func (b *MapBoard[C, V]) Item(in engine.Intent) string { return b.game.Item(in) }

// Changed implements KeyedBoard: a change of position ends an inspection
// and a pan (the map follows the unit in play again) and forgets a typed
// cell. The zoom chosen stays.
func (b *MapBoard[C, V]) Changed() {
	b.inspect, b.point, b.picking, b.follow, b.note = nil, nil, false, true, ""
}

// Bindings implements KeyedBoard.
func (b *MapBoard[C, V]) Bindings() []key.Binding {
	return []key.Binding{KeyNextUnit, KeyPrevUnit, KeyFollow, KeyZoomIn, KeyZoomOut, KeyZoomAll, KeyFollowPlay,
		KeyMapFocus, KeyPan, KeyGoTo, KeyFullMap, KeyUnitList}
}

// Point shows cell c with the map cursor while a typed field names it
// (ok), or stops showing it. A game screen calls it from its Parse when it
// knows the cell the text names; the game screen of the shell does the same
// through PointText.
func (b *MapBoard[C, V]) Point(c C, ok bool) {
	if !ok {
		b.point = nil
		return
	}
	b.point = &c
}

// Key implements KeyedBoard. See the top of this file for the keys.
func (b *MapBoard[C, V]) Key(msg tea.KeyPressMsg) bool {
	b.note = ""
	switch b.mode {
	case modeGoto:
		return b.gotoKey(msg)
	case modeUnits, modeSheet:
		if b.listKey(msg) {
			return true
		}
	}
	if b.focused || b.full {
		if b.focusKey(msg) {
			return true
		}
	} else if k, ok := panKey(msg, false); ok {
		b.pan(k)
		return true
	}
	switch {
	case key.Matches(msg, KeyFollow):
		if b.inspect == nil && b.follow {
			return false
		}
		b.inspect, b.follow = nil, true
		return true
	case key.Matches(msg, KeyNextUnit), key.Matches(msg, KeyPrevUnit):
		return b.nextUnit(key.Matches(msg, KeyPrevUnit))
	}
	if !b.focused && !b.full && b.hotkey(msg.String()) {
		return false // the action list's key for now
	}
	return b.mapKey(msg)
}

// mapKey handles the keys that work with or without the map's focus.
func (b *MapBoard[C, V]) mapKey(msg tea.KeyPressMsg) bool {
	switch {
	case key.Matches(msg, KeyZoomIn):
		b.setZoom(b.current().In())
	case key.Matches(msg, KeyZoomOut):
		b.setZoom(b.current().Out())
	case key.Matches(msg, KeyZoomAll):
		b.setZoom(render.Overview)
	case key.Matches(msg, KeyFollowPlay):
		b.auto, b.follow, b.inspect = true, true, nil
	case key.Matches(msg, KeyMapFocus):
		b.focused = !b.focused
	case key.Matches(msg, KeyFullMap):
		b.full = !b.full
		b.focused = false
	case key.Matches(msg, KeyGoTo):
		b.mode, b.field = modeGoto, ""
	case key.Matches(msg, KeyUnitList):
		b.openList()
	default:
		return false
	}
	return true
}

// focusKey handles a key while the map has the keyboard: the arrows pan,
// esc gives the keyboard back (and the screen, after M), every other key
// stays with the map so that none reaches the action list by mistake.
func (b *MapBoard[C, V]) focusKey(msg tea.KeyPressMsg) bool {
	if k, ok := panKey(msg, true); ok {
		b.pan(k)
		return true
	}
	switch {
	case key.Matches(msg, KeyBack):
		b.focused, b.full = false, false
		return true
	case key.Matches(msg, KeyNextUnit), key.Matches(msg, KeyPrevUnit):
		return b.nextUnit(key.Matches(msg, KeyPrevUnit))
	}
	b.mapKey(msg)
	return true
}

// setZoom is a zoom of one's own: it stays until f. A map that follows
// the unit in play goes on following it; one panned away keeps its middle
// where it was.
func (b *MapBoard[C, V]) setZoom(z render.Zoom) {
	if !b.follow {
		if mid, ok := b.middle(); ok {
			b.centre = &mid
		}
	}
	b.zoom, b.auto = z, false
}

// current is the zoom in force: the one chosen, else the one drawn.
func (b *MapBoard[C, V]) current() render.Zoom {
	if b.auto {
		return b.shown
	}
	return b.zoom
}

// middle is the cell in the middle of the map's window.
func (b *MapBoard[C, V]) middle() (C, bool) {
	x, y, w, h := b.proj.window(b.view, b.vp)
	return b.proj.at(b.view, b.vp, x+w/2, y+h/2)
}

// panKey reads an arrow (with shift when focused is false, or h/j/k/l
// and plain arrows when it is true) as a direction.
func panKey(msg tea.KeyPressMsg, focused bool) ([2]int, bool) {
	k := msg.String()
	if !focused {
		k = strings.TrimPrefix(k, "shift+")
		if k == msg.String() {
			return [2]int{}, false
		}
	}
	switch k {
	case "up", "k":
		return [2]int{0, -1}, k == "up" || focused
	case "down", "j":
		return [2]int{0, 1}, k == "down" || focused
	case "left", "h":
		return [2]int{-1, 0}, k == "left" || focused
	case "right", "l":
		return [2]int{1, 0}, k == "right" || focused
	}
	return [2]int{}, false
}

// pan scrolls the map a quarter of its window: the map stops following.
func (b *MapBoard[C, V]) pan(d [2]int) {
	_, _, w, h := b.proj.window(b.view, b.vp)
	b.vp.ScrollX += d[0] * max(4, w/4)
	b.vp.ScrollY += d[1] * max(2, h/4)
	b.vp = b.proj.clamp(b.view, b.vp)
	b.follow, b.centre = false, nil
	b.keepMiddle()
}

// keepMiddle notes the cell in the middle of the window after a scroll by
// hand (kept).
func (b *MapBoard[C, V]) keepMiddle() {
	if mid, ok := b.middle(); ok {
		b.kept = &mid
	}
}

// nextUnit inspects the next (or previous) unit: after the one inspected,
// or, when none is, after the unit in play the sheet shows. Counted from
// the list's start, the first tab of a player whose unit in play led the
// list inspected that same unit and seemed to do nothing (found playing
// Starmada's cruiser duel, one ship a side).
func (b *MapBoard[C, V]) nextUnit(back bool) bool {
	if b.last.State == nil {
		return false
	}
	units := b.game.Units(b.last.State, b.last.Me)
	if len(units) == 0 {
		return true
	}
	step := 1
	if back {
		step = -1
	}
	cur, ok := b.game.Focus(b.last.State, b.last.Me, b.last.Hover)
	if b.inspect != nil {
		cur, ok = *b.inspect, true
	}
	i := -1
	if ok {
		for j, u := range units {
			if u == cur {
				i = j
			}
		}
	}
	if i < 0 && step < 0 {
		i = 0
	}
	next := units[(i+step+len(units))%len(units)]
	b.inspect, b.follow = &next, true
	return true
}

// hotkey reports whether k is the key of a group of actions the player may
// take now: the action list has it first.
func (b *MapBoard[C, V]) hotkey(k string) bool {
	if b.last.State == nil || len(k) != 1 {
		return false
	}
	if b.hot.n != b.frameN || b.hot.keys == nil {
		b.hot.n = b.frameN
		b.hot.keys = map[string]bool{}
		seen := map[string]bool{}
		for _, in := range b.last.State.Legal(b.last.Me) {
			if kind := in.Kind(); !seen[kind] {
				seen[kind] = true
				if _, hk := b.game.Group(kind); hk != "" {
					b.hot.keys[hk] = true
				}
			}
		}
	}
	return b.hot.keys[k]
}

// Click implements KeyedBoard: a click on the map inspects that cell, a
// click in the unit list selects (or, on the selected line, opens) a unit.
func (b *MapBoard[C, V]) Click(x, y int) bool {
	if b.mode == modeUnits {
		return b.listClick(y)
	}
	c, ok := b.markerAt(x, y)
	if !ok {
		c, ok = b.cellAt(x, y)
	}
	if !ok {
		return false
	}
	b.inspect, b.follow = &c, true
	return true
}

// markerAt is the unit whose edge marker is under board cell (x, y): a
// click on "vIn+" goes to that unit, where it inspected the hex under the
// marker (found in the mouse play-test).
func (b *MapBoard[C, V]) markerAt(x, y int) (C, bool) {
	var none C
	if x >= b.mapW || y >= b.mapH || b.mode == modeSheet {
		return none, false
	}
	return b.proj.markerAt(b.view, b.vp, b.theme, x, y)
}

// cellAt is the map cell under board cell (x, y).
func (b *MapBoard[C, V]) cellAt(x, y int) (C, bool) {
	var none C
	if x >= b.mapW || y >= b.mapH || b.mode == modeSheet {
		return none, false
	}
	return b.proj.at(b.view, b.vp, x, y)
}

// Mouse implements MouseBoard: the wheel zooms (about the cell under the
// mouse), a press inspects and starts a drag, a drag pans.
func (b *MapBoard[C, V]) Mouse(msg tea.MouseMsg, x, y int) bool {
	switch m := msg.(type) {
	case tea.MouseWheelMsg:
		if b.mode == modeUnits {
			if m.Button == tea.MouseWheelUp {
				b.moveSel(-1)
			} else {
				b.moveSel(1)
			}
			return true
		}
		c, ok := b.cellAt(x, y)
		if !ok {
			return false
		}
		switch m.Button {
		case tea.MouseWheelUp:
			b.setZoom(b.current().In())
		case tea.MouseWheelDown:
			b.setZoom(b.current().Out())
		default:
			return false
		}
		b.centre, b.follow = &c, false
		return true
	case tea.MouseClickMsg:
		if m.Button != tea.MouseLeft {
			return false
		}
		if !b.Click(x, y) {
			return false
		}
		b.drag.on, b.drag.x, b.drag.y, b.drag.vp = b.mode == modeMap || b.mode == modeGoto, x, y, b.vp
		return true
	case tea.MouseMotionMsg:
		if !b.drag.on || m.Button != tea.MouseLeft {
			return false
		}
		b.vp.ScrollX = b.drag.vp.ScrollX - (x - b.drag.x)
		b.vp.ScrollY = b.drag.vp.ScrollY - (y - b.drag.y)
		b.vp = b.proj.clamp(b.view, b.vp)
		b.follow, b.centre = false, nil
		b.keepMiddle()
		return true
	case tea.MouseReleaseMsg:
		was := b.drag.on
		b.drag.on = false
		return was
	}
	return false
}

// footer is the line under the map: the g field, a note, or the keys of
// the map's focus; "" for none.
func (b *MapBoard[C, V]) footer(w int) string {
	dim := func(s string) string { return b.theme.Render(render.Dim, s) }
	switch {
	case b.mode == modeGoto:
		return Truncate(b.theme.Render(render.Title, "go to: ")+b.field+b.theme.Render(render.Cursor, " ")+
			dim("  cell or unit · tab · enter · esc"), w)
	case b.mode == modeUnits:
		return Truncate(dim("↑/↓ choose · enter: sheet · esc: back"), w)
	case b.note != "":
		return Truncate(b.theme.Render(render.Warn, b.note), w)
	case b.picking && b.point != nil:
		return Truncate(dim("arrows move · enter takes "+b.cellName(*b.point)+" · esc"), w)
	case b.full:
		return Truncate(dim("arrows pan · +/- zoom · 0 all · g go to · U units · M back"), w)
	case b.focused:
		return Truncate(dim("arrows pan · +/- zoom · 0 all · g go to · esc"), w)
	}
	return ""
}

// gotoKey handles a key while the g field is open.
func (b *MapBoard[C, V]) gotoKey(msg tea.KeyPressMsg) bool {
	switch msg.String() {
	case "esc":
		b.mode = modeMap
	case "enter":
		c, ok := b.find(b.field)
		if !ok {
			if strings.TrimSpace(b.field) == "" {
				b.mode = modeMap
				return true
			}
			b.note = "no cell or unit " + strconv.Quote(strings.TrimSpace(b.field))
			b.mode = modeMap
			return true
		}
		b.mode = modeMap
		b.inspect, b.follow, b.centre = &c, false, &c
	case "tab":
		if t, ok := b.Complete(b.field); ok {
			b.field = t
		}
	case "backspace", "ctrl+h":
		if _, n := utf8.DecodeLastRuneInString(b.field); n > 0 {
			b.field = b.field[:len(b.field)-n]
		}
	case "ctrl+u":
		b.field = ""
	default:
		if t := msg.Text; t != "" && utf8.RuneCountInString(b.field) < 40 {
			for _, r := range t {
				if !unicode.IsPrint(r) {
					return true
				}
			}
			b.field += t
		}
	}
	return true
}

// find reads a cell or a unit's name: a cell first, then a name (whole,
// then the start of one, then a unit's id), then a cell at the start of
// the text ("1508 Hive").
func (b *MapBoard[C, V]) find(text string) (C, bool) {
	text = strings.TrimSpace(text)
	var none C
	if text == "" {
		return none, false
	}
	if c, ok := b.parseCell(text); ok {
		return c, true
	}
	if c, ok := b.unitNamed(text); ok {
		return c, true
	}
	if f := strings.Fields(text); len(f) > 1 {
		if c, ok := b.parseCell(f[0]); ok {
			return c, true
		}
	}
	return none, false
}

// unitNamed is the unit with that name, or whose name starts so, or with
// that id (in its case first, then in any).
func (b *MapBoard[C, V]) unitNamed(text string) (C, bool) {
	var none C
	low := strings.ToLower(text)
	names := b.names()
	for i, n := range names {
		if strings.ToLower(n) == low {
			return b.units[i], true
		}
	}
	for i, n := range names {
		if strings.HasPrefix(strings.ToLower(n), low) {
			return b.units[i], true
		}
	}
	// An id as the map writes it first: a game may tell two units apart
	// by the case of their ids alone (Silent Death's "SAA" and "saa" when
	// both sides field a Salamander A), and g then goes to the one typed.
	for _, u := range b.units {
		if id, _ := b.proj.unit(&b.view, u); id != "" && id == text {
			return u, true
		}
	}
	for _, u := range b.units {
		if id, _ := b.proj.unit(&b.view, u); id != "" && strings.ToLower(id) == low {
			return u, true
		}
	}
	return none, false
}

// names are the units' names, in the order of b.units.
func (b *MapBoard[C, V]) names() []string {
	out := make([]string, len(b.units))
	for i, u := range b.units {
		out[i] = b.unitName(u)
	}
	return out
}

// unitName is the game's name for the unit at c, else its id on the map.
func (b *MapBoard[C, V]) unitName(c C) string {
	if n, ok := b.game.(UnitNamer[C]); ok && b.last.State != nil {
		if s := n.UnitName(b.last.State, b.last.Me, c); s != "" {
			return s
		}
	}
	id, _ := b.proj.unit(&b.view, c)
	return id
}

// Complete implements CellPicker: the longest end of text that starts at
// a word and starts a unit's name is completed to that name; when several
// names share it, to what they have in common, then to each in turn.
func (b *MapBoard[C, V]) Complete(text string) (string, bool) {
	if b.comp.last != "" && text == b.comp.last && len(b.comp.names) > 1 {
		b.comp.i = (b.comp.i + 1) % len(b.comp.names)
		b.comp.last = b.comp.base + b.comp.names[b.comp.i]
		return b.comp.last, true
	}
	b.comp.last = ""
	names := b.names()
	for i := 0; i < len(text); i++ {
		if i > 0 && text[i-1] != ' ' {
			continue
		}
		tail := strings.ToLower(text[i:])
		if tail == "" {
			break
		}
		var match []string
		seen := map[string]bool{}
		for _, n := range names {
			if n != "" && !seen[n] && strings.HasPrefix(strings.ToLower(n), tail) {
				seen[n] = true
				match = append(match, n)
			}
		}
		if len(match) == 0 {
			continue
		}
		common := match[0]
		for _, m := range match[1:] {
			common = commonPrefix(common, m)
		}
		base := text[:i]
		if len(match) == 1 || len(common) > len(tail) {
			return base + common, true
		}
		b.comp.base, b.comp.names, b.comp.i = base, match, 0
		b.comp.last = base + match[0]
		return b.comp.last, true
	}
	return text, false
}

// commonPrefix is what a and b start with alike, ignoring case (in a's
// spelling).
func commonPrefix(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && unicode.ToLower(rune(a[n])) == unicode.ToLower(rune(b[n])) {
		n++
	}
	return a[:n]
}

// cellName writes a cell as the game reads it.
func (b *MapBoard[C, V]) cellName(c C) string {
	if n, ok := b.game.(CellNamer[C]); ok {
		return n.CellName(c)
	}
	col, row := b.proj.offset(c)
	cl, rl := b.colLabel(col), b.rowLabel(row)
	if b.proj.joined() && allDigits(cl) && allDigits(rl) && len(cl) == len(rl) {
		return cl + rl
	}
	return cl + "," + rl
}

// parseCell reads a cell as the game writes it, on the map.
func (b *MapBoard[C, V]) parseCell(text string) (C, bool) {
	var none C
	if n, ok := b.game.(CellNamer[C]); ok {
		return n.ParseCell(text)
	}
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(text), "[]()"))
	var cs, rs string
	loose := false // "3,12" may say "03,12"; run together, the labels must be exact
	if i := strings.IndexAny(t, ", "); i >= 0 {
		cs, rs, loose = strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+1:]), true
	} else if b.proj.joined() && allDigits(t) && len(t) >= 2 && len(t)%2 == 0 {
		cs, rs = t[:len(t)/2], t[len(t)/2:]
	} else {
		return none, false
	}
	c0, r0, cols, rows, _ := b.proj.extent(&b.view)
	col, ok1 := b.findLabel(cs, b.colLabel, c0, cols, loose)
	row, ok2 := b.findLabel(rs, b.rowLabel, r0, rows, loose)
	if !ok1 || !ok2 {
		return none, false
	}
	return b.proj.fromOffset(col, row), true
}

// findLabel is the column or row in [lo, lo+n) labelled s (as text, or,
// when loose, as the same number).
func (b *MapBoard[C, V]) findLabel(s string, label func(int) string, lo, n int, loose bool) (int, bool) {
	num, numErr := strconv.Atoi(s)
	if !loose {
		numErr = strconv.ErrSyntax
	}
	for i := lo; i < lo+n; i++ {
		l := label(i)
		if l == s {
			return i, true
		}
		if numErr == nil {
			if v, err := strconv.Atoi(l); err == nil && v == num {
				return i, true
			}
		}
	}
	return 0, false
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// openList opens the unit list on the unit inspected or in play.
func (b *MapBoard[C, V]) openList() {
	b.mode, b.sel = modeUnits, 0
	var at *C
	if b.inspect != nil {
		at = b.inspect
	} else if b.last.State != nil {
		if c, ok := b.game.Focus(b.last.State, b.last.Me, b.last.Hover); ok {
			at = &c
		}
	}
	for i, u := range b.units {
		if at != nil && u == *at {
			b.sel = i
			break
		}
	}
}

// selected is the unit under the list's cursor.
func (b *MapBoard[C, V]) selected() (C, bool) {
	var none C
	if b.sel < 0 || b.sel >= len(b.units) {
		return none, false
	}
	return b.units[b.sel], true
}

func (b *MapBoard[C, V]) moveSel(d int) {
	if n := len(b.units); n > 0 {
		b.sel = (b.sel + d + n) % n
	}
}

// listKey handles a key in the unit list or a unit's sheet: up and down
// choose, enter opens the sheet (and, on the sheet, shows the unit on the
// map), esc goes back a step, U closes.
func (b *MapBoard[C, V]) listKey(msg tea.KeyPressMsg) bool {
	switch {
	case key.Matches(msg, KeyUp):
		b.moveSel(-1)
	case key.Matches(msg, KeyDown):
		b.moveSel(1)
	case key.Matches(msg, KeyEnter):
		if b.mode == modeSheet {
			if c, ok := b.selected(); ok {
				b.inspect, b.follow = &c, true
			}
			b.mode = modeMap
			return true
		}
		if _, ok := b.selected(); ok {
			b.mode = modeSheet
		}
	case key.Matches(msg, KeyBack):
		if b.mode == modeSheet {
			b.mode = modeUnits
		} else {
			b.mode = modeMap
		}
	case key.Matches(msg, KeyUnitList):
		b.mode = modeMap
	default:
		return false
	}
	return true
}

// listClick selects the unit on list line y, or opens it when selected.
func (b *MapBoard[C, V]) listClick(y int) bool {
	i := b.listFirst() + y - 1
	if y < 1 || i < 0 || i >= len(b.units) {
		return false
	}
	if i == b.sel {
		b.mode = modeSheet
	}
	b.sel = i
	return true
}

// listFirst is the first unit the list shows, so that the cursor is in
// sight.
func (b *MapBoard[C, V]) listFirst() int {
	room := max(1, b.mapH-1)
	return max(0, min(b.sel-room/2, len(b.units)-room))
}

// unitLines draws the unit list: a title, then a line per unit with its
// id in its side's colour, its cell and its name or summary.
func (b *MapBoard[C, V]) unitLines(w, h int) []string {
	out := []string{b.theme.Render(render.Title, "Units") + b.theme.Render(render.Dim, " ("+strconv.Itoa(len(b.units))+")")}
	if len(b.units) == 0 {
		return append(out, b.theme.Render(render.Dim, "none on the map"))
	}
	sum, hasSum := b.game.(UnitSummary[C])
	place := func(u C) string { return b.cellName(u) }
	if pl, ok := b.game.(UnitPlace[C]); ok && b.last.State != nil {
		place = func(u C) string { return b.cellName(pl.Place(b.last.State, b.last.Me, u)) }
	}
	first := b.listFirst()
	cw := 5 // the cell column fits the longest cell name, "12,34" at least
	for _, u := range b.units {
		cw = max(cw, Width(place(u)))
	}
	for i := first; i < len(b.units) && len(out) < h; i++ {
		u := b.units[i]
		id, color := b.proj.unit(&b.view, u)
		text := b.unitName(u)
		if hasSum && b.last.State != nil {
			if s := sum.Summary(b.last.State, b.last.Me, u); s != "" {
				text = s
			}
		}
		head := "  " + PadRight(b.theme.Side(color, id), 4)
		if i == b.sel {
			head = b.theme.Render(render.Selected, PadRight(b.theme.Glyph.Select+" "+id, 6))
		}
		line := head + " " + PadRight(place(u), cw) + " " + text
		out = append(out, Truncate(line, w))
	}
	return out
}

// PointText implements CellPicker: the map cursor goes to the cell the
// text's first word names.
func (b *MapBoard[C, V]) PointText(text string) bool {
	if f := strings.Fields(text); len(f) > 0 {
		if c, ok := b.parseCell(f[0]); ok {
			b.point = &c
			return true
		}
	}
	if !b.picking {
		b.point = nil
	}
	return false
}

// PickKey implements CellPicker.
func (b *MapBoard[C, V]) PickKey(msg tea.KeyPressMsg, text string) (string, bool) {
	if !b.picking {
		d, shifted := panKey(msg, false)
		if !shifted && !key.Matches(msg, KeyPickCell) {
			return text, false
		}
		b.picking = true
		if b.point == nil {
			if c, ok := b.cursorCell(); ok {
				b.point = &c
			}
		}
		if shifted {
			b.movePoint(d)
		}
		return text, true
	}
	if d, ok := panKey(msg, true); ok {
		b.movePoint(d)
		return text, true
	}
	if d, ok := panKey(msg, false); ok {
		b.movePoint(d)
		return text, true
	}
	switch {
	case key.Matches(msg, KeyEnter):
		b.picking = false
		if b.point == nil {
			return text, true
		}
		return b.withCell(text, *b.point), true
	case key.Matches(msg, KeyBack), key.Matches(msg, KeyPickCell):
		b.picking = false
		return text, true
	}
	b.picking = false
	return text, false
}

// cursorCell is the cell the map's cursor is on: the typed cell, else the
// unit inspected or in play.
func (b *MapBoard[C, V]) cursorCell() (C, bool) {
	if b.point != nil {
		return *b.point, true
	}
	if b.inspect != nil {
		return *b.inspect, true
	}
	var none C
	if b.last.State == nil {
		return none, false
	}
	return b.game.Focus(b.last.State, b.last.Me, b.last.Hover)
}

// movePoint moves the typed cell one cell across the screen, staying on
// the map.
func (b *MapBoard[C, V]) movePoint(d [2]int) {
	if b.point == nil {
		return
	}
	next := b.proj.step1(*b.point, d[0], d[1])
	col, row := b.proj.offset(next)
	c0, r0, cols, rows, _ := b.proj.extent(&b.view)
	if col < c0 || row < r0 || col >= c0+cols || row >= r0+rows {
		return
	}
	b.point = &next
}

// withCell writes cell c into a typed field's text: in place of its first
// word when that is a cell, else in front.
func (b *MapBoard[C, V]) withCell(text string, c C) string {
	name := b.cellName(c)
	t := strings.TrimLeft(text, " ")
	if f := strings.Fields(t); len(f) > 0 {
		if _, ok := b.parseCell(f[0]); ok {
			return name + t[len(f[0]):]
		}
		return name + " " + t
	}
	return name
}

// PickClick implements CellPicker.
func (b *MapBoard[C, V]) PickClick(x, y int, text string) (string, bool) {
	c, ok := b.cellAt(x, y)
	if !ok {
		return text, false
	}
	b.point, b.picking = &c, false
	return b.withCell(text, c), true
}

// EndPick implements CellPicker.
func (b *MapBoard[C, V]) EndPick() { b.point, b.picking = nil, false }
