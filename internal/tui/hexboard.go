package tui

// The map board: a map beside a record sheet, for every map game (hexes and
// squares, bounded or not).
//
// What the board does by itself, for any MapGame:
//
//   - three zoom levels (render.Detailed, Compact, Overview): + and - zoom,
//     0 fits the whole map, the mouse wheel zooms about the cell under the
//     pointer, which stays there;
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
//   - tab, shift+tab or a click inspect a unit (a click leaves the map as
//     it is drawn, the cell clicked under the pointer); esc returns to the
//     unit in play;
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
// overview), WholeSheet (a unit's whole record across the board, which the
// board scrolls; default Sheet at the board's size).
// An unbounded map (SSCS) sets Unbounded in its view: the board then sizes
// the map to a box around the units and what the view holds.

import (
	"strings"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

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
	// unitTop is the first unit the list showed: it moves only as far as
	// the cursor's unit needs to stay in sight, so that a second click
	// where the first landed finds the same unit (listFirst).
	unitTop int

	inspect *C          // the unit inspected instead of the one in play
	zoom    render.Zoom // the zoom chosen with + - or the wheel (zoomChosen)
	zoomBy  zoomBy      // who chooses the zoom
	// held keeps the zoom last drawn while a cell clicked is inspected
	// (Click): the board's own zoom would choose anew for that one cell.
	held   bool
	shown  render.Zoom // the zoom last drawn
	follow bool        // the scroll follows the focus (until a pan)
	centre *C          // a cell to centre at the next frame (a jump, a zoom)
	anchor *[2]int     // the board cell to put centre under instead (the wheel's pointer)
	// kept is the cell the player last scrolled to the middle of the
	// window (a pan, a drag, a jump), while the map does not follow: a
	// window of another size is centred on it again, so that the map does
	// not end where a larger window's clamp left it (the corner).
	kept *C
	// keptVP is the window, at the zoom keptZoom, in which the player
	// left kept in the middle: back at that size the map returns exactly
	// there, where centring on kept may land a cell off (a pan of a
	// quarter window is no whole number of columns), and the ruler then
	// named other columns than before the resize. recentred marks a
	// centring on kept after a resize, which leaves keptVP as it is.
	keptVP    render.Viewport
	keptZoom  render.Zoom
	recentred bool
	laid      [2]int // the map area's size at the last layout
	focused   bool   // the map has the keyboard (m)
	full      bool   // the map has the whole screen (M)
	mode      boardMode
	field     string // the g field's text
	note      string // a word under the map, until the next key
	sel       int    // the unit list's cursor
	point     *C     // the cell a typed field names (Point, PointText)
	picking   bool   // the arrows move point (CellPicker)

	sheet struct { // the scroll of a whole sheet (WholeSheet)
		top, lines, rows int // its first line shown, its length, the rows it had
	}

	drag struct {
		on    bool
		x, y  int
		vp    render.Viewport
		moved bool // the press has been dragged: its release inspects nothing
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
	return &HexBoard{game: g, proj: hexProjection{}, theme: cfg.Theme(), follow: true}
}

// NewSquareBoard makes the board of a square game.
func NewSquareBoard(g SquareGame, cfg Config) *SquareBoard {
	return &SquareBoard{game: g, proj: squareProjection{}, theme: cfg.Theme(), follow: true}
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

// zoomBy is who chooses the map's zoom.
type zoomBy uint8

const (
	// zoomAuto: the board, the closest at which what is kept in sight
	// fits (until + - 0 or the wheel; f comes back to it).
	zoomAuto zoomBy = iota
	// zoomChosen: the player, with + - or the wheel (MapBoard.zoom).
	zoomChosen
	// zoomWhole: 0, the closest at which the whole map fits, found as the
	// frame is laid out (the overview, where it did not need to be, lost
	// the coordinates and the units' letters).
	zoomWhole
)

// Draw implements Board.
func (b *MapBoard[C, V]) Draw(f Frame) []string {
	b.last = f
	b.frameN++
	w, h := f.W, f.H
	if b.mode == modeSheet {
		if c, ok := b.selected(); ok {
			return Column(b.wholeSheet(f, c, w, h), w, h)
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

// autoZoom is the zoom to draw at, by zoomBy: the one chosen; after 0 the
// closest at which the whole map fits; or with automatic zoom the closest
// (up to the game's limit) at which what is kept in sight and the pointed
// cell fit in the window.
func (b *MapBoard[C, V]) autoZoom(v *V, keep []C) render.Zoom {
	z := b.zoom
	if b.zoomBy == zoomAuto && b.held {
		return b.shown
	}
	if b.zoomBy == zoomWhole {
		col0, row0, cols, rows, unbounded := b.proj.extent(v)
		all := b.units // an unbounded map's whole is its units
		if !unbounded && cols > 0 && rows > 0 {
			all = []C{b.proj.fromOffset(col0, row0), b.proj.fromOffset(col0+cols-1, row0), b.proj.fromOffset(col0, row0+rows-1), b.proj.fromOffset(col0+cols-1, row0+rows-1)}
		}
		for z = render.Detailed; z < render.Overview; z++ {
			b.proj.dress(v, z, b.colLabel, b.rowLabel, b.units)
			if b.proj.fits(*v, b.vp, all...) {
				break
			}
		}
		b.zoom = z // + and - go on from it
		return z
	}
	if b.zoomBy == zoomAuto {
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
		if b.keptVP.Width == mw && b.keptVP.Height == mh && b.keptZoom == z {
			b.vp.ScrollX, b.vp.ScrollY = b.keptVP.ScrollX, b.keptVP.ScrollY
		} else {
			c := *b.kept
			b.centre, b.recentred = &c, true
		}
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
		if b.anchor != nil {
			b.vp = b.under(v, b.vp, *b.kept, b.anchor[0], b.anchor[1])
			x, y, w, h := b.proj.window(v, b.vp)
			if mid, ok := b.proj.at(v, b.vp, x+w/2, y+h/2); ok {
				b.kept = &mid
			}
			b.anchor = nil
		}
		if !b.recentred {
			b.keptVP, b.keptZoom = b.proj.clamp(v, b.vp), b.shown // a jump or a zoom by hand
		}
		b.recentred = false
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

// under scrolls vp so that cell c of view v lies under board cell (x, y),
// as far as the map's drawing allows: the middle of the screen cells that
// show c is moved there. c was just centred, so it is looked for near the
// window's middle first, and in the whole window only where the map's edge
// stopped the centring (the whole window took 12 ms at 200x60, each cell's
// lookup building the map's frame). A drawing that fits its window (the
// overview, never scrolled, too) is left as it is.
func (b *MapBoard[C, V]) under(v V, vp render.Viewport, c C, x, y int) render.Viewport {
	far := vp
	far.ScrollX, far.ScrollY = 1<<20, 1<<20
	if far = b.proj.clamp(v, far); b.shown == render.Overview || far.ScrollX == 0 && far.ScrollY == 0 {
		return vp // the whole drawing is in the window: nowhere to scroll
	}
	wx, wy, w, h := b.proj.window(v, vp)
	sx, sy := b.proj.step(b.shown)
	mx, my := wx+w/2, wy+h/2
	cx, cy, ok := b.spot(v, vp, c, mx-2*sx, my-2*sy, mx+2*sx, my+2*sy)
	if !ok {
		cx, cy, ok = b.spot(v, vp, c, wx, wy, wx+w-1, wy+h-1)
	}
	if !ok {
		return vp
	}
	vp.ScrollX += cx - x
	vp.ScrollY += cy - y
	return b.proj.clamp(v, vp)
}

// spot is the middle of the board cells from (x0, y0) to (x1, y1) that
// show cell c of view v, and whether any does.
func (b *MapBoard[C, V]) spot(v V, vp render.Viewport, c C, x0, y0, x1, y1 int) (int, int, bool) {
	sx, sy, n := 0, 0, 0
	for yy := y0; yy <= y1; yy++ {
		for xx := x0; xx <= x1; xx++ {
			if at, ok := b.proj.at(v, vp, xx, yy); ok && at == c {
				sx, sy, n = sx+xx, sy+yy, n+1
			}
		}
	}
	if n == 0 {
		return 0, 0, false
	}
	return sx / n, sy / n, true
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
	b.inspect, b.point, b.picking, b.follow, b.held, b.note = nil, nil, false, true, false, ""
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
