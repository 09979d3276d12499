package render

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// HexCell is what one hex of the map shows.
type HexCell struct {
	Text string // unit id, up to 3 cells; "" for an empty hex
	// Label marks Text as a word on the hex rather than a unit (the arc
	// letters around a firer): drawn at the detailed and compact zooms,
	// left out of the overview, which shows units.
	Label     bool
	Color     string        // the unit's side colour (see SideColors)
	Facing    hex.Direction // the unit's facing, drawn when HasFacing
	HasFacing bool
	Highlight Highlight // overlays on this hex
	// Hazard marks dangerous ground that lasts the whole game (Silent
	// Death's minefield): drawn at every zoom whatever stands on the hex
	// and whatever overlay it shows (see HexMap).
	Hazard bool
}

// HexMapView is a hex map to draw: Cols x Rows hexes in odd-q offset
// coordinates (col Col0..Col0+Cols-1, row Row0..Row0+Rows-1, see
// hex.ToOffset).
type HexMapView struct {
	Cols, Rows int
	// Cells holds what each hex shows; hexes absent from it are empty.
	Cells map[hex.Hex]HexCell
	// Cell, when not nil, is used instead of Cells, so a caller can draw
	// straight from its state without building a map each frame.
	Cell   func(hex.Hex) (HexCell, bool)
	Cursor hex.Hex
	// NoCursor hides the cursor (for replays and the opponent's turn).
	NoCursor bool
	// Labels prints each hex's printed-map number (column then row, from
	// 01, as "0101", or ColLabel and RowLabel run together) on its bottom
	// edge, at the Detailed zoom.
	Labels bool

	// Col0 and Row0 are the offset coordinates of the first column and row
	// drawn: 0, 0 for a map with edges; a box around the units on an
	// unbounded map. Col0 is even, so that odd columns stay the lower ones
	// (an odd Col0 is drawn from the even column before it).
	Col0, Row0 int
	// Unbounded marks a map without edges (SSCS): Cols, Rows, Col0 and Row0
	// are then set by whoever shows it (the map board sets them to a box
	// around the units). The drawing itself does not read it.
	Unbounded bool
	// Zoom is how closely the map is drawn (Detailed, Compact, Overview).
	Zoom Zoom
	// Ruler draws the coordinates along the top and left edges at the
	// Detailed and Compact zooms: each column's label over it, each row's
	// label on the line of the row's even columns.
	Ruler bool
	// ColLabel and RowLabel name a column and a row by offset coordinate,
	// for the ruler; nil numbers them from 1.
	ColLabel, RowLabel func(int) string
	// RowLabelAt, when not nil, takes RowLabel's place for a map whose row
	// coordinate is not the same all along a row (SSCS's axial r, one less
	// every two columns): it names row by its hex in column col, and the
	// left edge is labelled with the hexes of the first column the window
	// shows whole (at the Detailed zoom the first even one, whose hexes
	// the labels' lines cross), so each label is true beside it.
	RowLabelAt func(col, row int) string
	// Units are the hexes of the units; a unit off the window is shown by
	// a marker at the window's edge (an arrow toward it and its id).
	Units []hex.Hex
	// OwnLetters gives each of the Units a letter of its own in the
	// overview (HexOverviewLetters), where without it each shows the
	// first glyph of its id, and two ids of one first letter read alike.
	OwnLetters bool
}

// Geometry of the drawing. Each hex is hexPitch columns apart and two lines
// high; a hex's top line holds its content between its two sloping sides,
// and its bottom line is its flat bottom edge, which is also the top edge of
// the hex below:
//
//	 ____      ____
//	╱ A↑ ╲____╱    ╲____
//	╲____╱ ·· ╲____╱ B↙ ╲
//	╱    ╲____╱[ C→]╲____╱
//
// Odd columns sit one line lower than even ones, as in odd-q offset maps.
const (
	hexPitch = 5 // columns from one hex column to the next
	hexInner = 4 // cells between a hex's sides
)

// HexMapSize is the size in screen cells of the whole drawing of v at its
// zoom, before any viewport cuts it (the ruler not counted). The overview's
// size depends on the window; HexMapSize gives it at one hex per cell.
func HexMapSize(v HexMapView) (w, h int) {
	v.norm()
	if v.Cols <= 0 || v.Rows <= 0 {
		return 0, 0
	}
	switch v.Zoom {
	case Compact:
		return hexCompactPitch * v.Cols, v.Rows
	case Overview:
		return v.Cols, v.Rows
	}
	return hexPitch*v.Cols + 1, 2*v.Rows + 2
}

// norm makes Col0 even (see HexMapView).
func (v *HexMapView) norm() {
	if v.Col0&1 != 0 {
		v.Col0--
		v.Cols++
	}
}

// local is a hex's local column and row.
func (v *HexMapView) local(h hex.Hex) localCell {
	c, r := hex.ToOffset(h)
	return localCell{c - v.Col0, r - v.Row0}
}

// hexOf is the hex at a local column and row.
func (v *HexMapView) hexOf(c, r int) hex.Hex { return hex.FromOffset(v.Col0+c, v.Row0+r) }

// hexPart says what a hex column shows on one map line.
type hexPart uint8

const (
	partNone   hexPart = iota
	partTopRow         // the flat top edge of row 0
	partBody           // a hex's top line: its content
	partBottom         // a hex's bottom edge
)

// partAt tells what local column c shows on map line y, and of which row.
// Col0 is even, so local and offset columns have the same parity.
func (v *HexMapView) partAt(c, y int) (hexPart, int) {
	if c < 0 || c >= v.Cols {
		return partNone, 0
	}
	k := y - c&1
	switch {
	case k < 0:
		return partNone, 0
	case k == 0:
		return partTopRow, 0
	}
	r := (k - 1) / 2
	if r >= v.Rows {
		return partNone, 0
	}
	if (k-1)%2 == 0 {
		return partBody, r
	}
	return partBottom, r
}

func (v *HexMapView) cell(h hex.Hex) (HexCell, bool) {
	if v.Cell != nil {
		return v.Cell(h)
	}
	c, ok := v.Cells[h]
	return c, ok
}

// frame places v in vp at its zoom.
func (v *HexMapView) frame(vp Viewport) frame {
	v.norm()
	spec := frameSpec{zoom: v.Zoom, ruler: v.Ruler, cols: v.Cols, rows: v.Rows, col0: v.Col0, row0: v.Row0,
		colLabel: v.ColLabel, rowLabel: v.RowLabel}
	if v.RowLabelAt != nil && v.Zoom != Overview {
		col := v.Col0 + v.edgeColumn(vp.ScrollX)
		spec.rowLabel = func(row int) string { return v.RowLabelAt(col, row) }
	}
	if len(v.Units) > 0 && v.Zoom != Overview {
		spec.units = make([]localCell, len(v.Units))
		for i, h := range v.Units {
			spec.units[i] = v.local(h)
		}
	}
	f := newFrame(spec, vp, func(w, h int) drawing {
		switch v.Zoom {
		case Compact:
			return hexCompact{v: v, short: compactIDs(v.unitTexts())}
		case Overview:
			return v.overview(w, h)
		}
		return hexDetail{v}
	})
	if cur := v.local(v.Cursor); spec.units != nil && !v.NoCursor && f.wholeCol(cur.c) {
		// The cursor drawn in the window, its hex and its brackets, is
		// kept clear of the markers as a unit in sight is (the margin
		// beside it holds the brackets): a marker drawn over them read
		// "[ · SRB◢" at the compact zoom, the inspected hex hidden. The
		// frame keeps a large ship's other cells clear the same way.
		f.bodies = func() []localCell { return []localCell{cur} }
	}
	return f
}

// edgeColumn is the local column whose hexes the left edge's row labels
// name (see RowLabelAt): the first that a window scrolled to scrollX shows
// whole, which the window's left edge alone decides; at the Detailed zoom,
// whose odd columns sit a line lower, the first even one.
func (v *HexMapView) edgeColumn(scrollX int) int {
	var d interface{ colSpan(int) (int, int) } = hexDetail{v}
	if v.Zoom == Compact {
		d = hexCompact{v: v}
	}
	c := 0
	for ; c < v.Cols; c++ {
		if x0, _ := d.colSpan(c); x0 >= scrollX {
			break
		}
	}
	if v.Zoom == Detailed && c&1 == 1 {
		c++
	}
	return c
}

// unitTexts are the ids of the units on the map (Units).
func (v *HexMapView) unitTexts() []string {
	out := make([]string, 0, len(v.Units))
	for _, h := range v.Units {
		if hc, ok := v.cell(h); ok && hc.Text != "" {
			out = append(out, hc.Text)
		}
	}
	return out
}

// overview sums v up for a w×h window.
func (v *HexMapView) overview(w, h int) *overview {
	o := newOverview(v.Cols, v.Rows, w, h, func(add func(c, r int, oc ovCell)) {
		put := func(hh hex.Hex, hc HexCell) {
			lc := v.local(hh)
			text := hc.Text
			if hc.Label {
				text = "" // a label, not a unit
			}
			add(lc.c, lc.r, ovCell{text: text, color: hc.Color, hl: hc.Highlight, hazard: hc.Hazard})
		}
		if v.Cell == nil {
			for hh, hc := range v.Cells {
				put(hh, hc)
			}
			return
		}
		for c := 0; c < v.Cols; c++ {
			for r := 0; r < v.Rows; r++ {
				hh := v.hexOf(c, r)
				if hc, ok := v.Cell(hh); ok {
					put(hh, hc)
				}
			}
		}
	})
	if !v.NoCursor {
		o.cursor, o.hasCursor = v.local(v.Cursor), true
	}
	if v.OwnLetters {
		o.letters = overviewLetters(nil, v.unitTexts())
	}
	return o
}

// HexOverviewLetters are the letters the overview draws v's units in, by
// id, when v.OwnLetters: no two alike (overviewLetters). A game's legend
// may name them.
func HexOverviewLetters(v HexMapView) map[string]string {
	return overviewLetters(nil, v.unitTexts())
}

// HexOverviewRenamed names, in the order of v.Units, the units the
// overview draws by another letter than their id's first ("Wy as Y"): what
// a game's legend says beside the overview.
func HexOverviewRenamed(v HexMapView) []string {
	letters := HexOverviewLetters(v)
	var out []string
	for _, u := range v.Units {
		text := v.Cells[u].Text
		if l, ok := letters[text]; ok && text != "" && !strings.HasPrefix(text, l) {
			out = append(out, strings.TrimSuffix(text, "+")+" as "+l)
		}
	}
	return out
}

// HexMap draws the part of v inside vp at v.Zoom: exactly vp.Height lines,
// each exactly vp.Width cells wide; what lies beyond the map is blank. With
// v.Ruler (Detailed and Compact) the top line and a few columns on the
// left hold the coordinates, and the map shows through the rest.
//
// At the Detailed zoom a unit shows its id in its side colour and its
// facing arrow: the arrow follows the id for facings N, NE, SE and S and
// precedes it for SW and NW, so the ASCII arrows, which share "/" and "\",
// still read (an arrow on the right points east, on the left west).
// Overlays show as marks in the hex's colour (see Marks; an obstacle fills
// the hex) in an empty hex, or on the bottom edge under a unit, and colour
// the hex's bottom edge; with several flags the most important wins (see
// Theme.Highlight). The cursor hex is bracketed, and drawn in inverse video
// when colour is on. A Hazard hex is tinted behind what it shows (with
// colour) and has the Hazard mark at both ends of its content line when
// empty (an overlay's marks between them), or of its bottom edge under a
// unit.
//
// At the Compact zoom each hex is three columns on one line (odd columns
// are not shifted): a unit's id cut to two cells and its facing arrow, an
// overlay's mark, or a dim dot; a Hazard hex is tinted and, empty, has the
// Hazard mark in its first and last cell, or, under a unit and without
// colour, in the blank cells beside it. At the Overview zoom see Overview.
//
// A hex cut by the window's left or right edge draws nothing (its column
// is not labelled either), so that no scrap of a unit or a mark stands
// beside the row labels or at the edge. A unit listed in v.Units whose hex
// is outside the window or cut by its edge shows as a marker on the
// window's edge nearest to it: an arrow toward it and its id, in its
// side's colour, in inverse video.
func HexMap(v HexMapView, vp Viewport, t *Theme) string {
	f := v.frame(vp)
	return f.draw(t)
}

// hexDetail is the Detailed drawing of a hex map.
type hexDetail struct{ v *HexMapView }

func (d hexDetail) size() (int, int) {
	if d.v.Cols <= 0 || d.v.Rows <= 0 {
		return 0, 0
	}
	return hexPitch*d.v.Cols + 1, 2*d.v.Rows + 2
}

func (d hexDetail) line(cv *canvas, y int, t *Theme) { drawHexLine(d.v, cv, y, t) }

func (d hexDetail) margin() (int, int) { return hexPitch, 2 }

func (d hexDetail) colSpan(c int) (int, int) { return c*hexPitch + 1, c*hexPitch + hexInner }

func (d hexDetail) rowLine(r int) int { return 1 + 2*r }

func (d hexDetail) box(c, r int) (x0, y0, x1, y1 int) {
	x0 = c * hexPitch
	y0 = c&1 + 2*r
	return x0, y0, x0 + hexPitch, y0 + 2
}

func (d hexDetail) unit(c, r int) (string, string) {
	hc, _ := d.v.cell(d.v.hexOf(c, r))
	return hc.Text, hc.Color
}

// at: both lines of a hex belong to it, and so do its sloping sides on its
// content line; the top edge of the first row belongs to no hex.
func (d hexDetail) at(mx, my int) (int, int, bool) {
	v := d.v
	if mx < 0 || my < 0 {
		return 0, 0, false
	}
	c := mx / hexPitch
	if mx%hexPitch == 0 {
		// A side: it belongs to the hex whose content line it borders.
		if p, _ := v.partAt(c, my); p != partBody {
			if p, _ := v.partAt(c-1, my); p == partBody {
				c--
			}
		}
	}
	p, r := v.partAt(c, my)
	if p != partBody && p != partBottom {
		return 0, 0, false
	}
	return c, r, true
}

// drawHexLine draws map line y into cv.
func drawHexLine(v *HexMapView, cv *canvas, y int, t *Theme) {
	g := &t.Glyph
	grid := paint{fg: t.inkFor("grey")}
	firstCol := max(0, cv.x0/hexPitch-1)
	lastCol := min(v.Cols-1, (cv.x0+len(cv.cells))/hexPitch+1)
	var curX = -1 // map x of the cursor's left side on this line
	// A column draws only where its hexes' insides are wholly on screen
	// (see canvas.whole), and a side only beside such a column.
	whole := func(c int) bool { return c >= 0 && c < v.Cols && cv.whole(c*hexPitch+1, hexInner) }
	for c := firstCol; c <= lastCol+1; c++ {
		x := c * hexPitch
		// The side at x, between columns c-1 and c.
		if whole(c) || whole(c-1) {
			if pc, _ := v.partAt(c, y); pc == partBody {
				cv.set(x, g.HexUp, grid)
			} else if pc == partBottom {
				cv.set(x, g.HexDown, grid)
			} else if pp, _ := v.partAt(c-1, y); pp == partBody {
				cv.set(x, g.HexDown, grid)
			} else if pp == partBottom {
				cv.set(x, g.HexUp, grid)
			}
		}
		if c > lastCol || !whole(c) {
			continue
		}
		part, r := v.partAt(c, y)
		switch part {
		case partTopRow:
			for i := 1; i <= hexInner; i++ {
				cv.set(x+i, g.HexEdge, grid)
			}
		case partBody:
			h := v.hexOf(c, r)
			hc, _ := v.cell(h)
			cursor := !v.NoCursor && h == v.Cursor
			drawHexBody(cv, x+1, hc, cursor, t)
			if cursor {
				curX = x
			}
		case partBottom:
			if y-1 < cv.top {
				// The hex's content line is above the window: its bottom
				// edge is only the top of the hex below, without the
				// marks and the number that tell of the hex above.
				for i := 1; i <= hexInner; i++ {
					cv.set(x+i, g.HexEdge, grid)
				}
				continue
			}
			h := v.hexOf(c, r)
			hc, _ := v.cell(h)
			drawHexBottom(cv, x+1, v, v.Col0+c, v.Row0+r, hc, t)
		}
	}
	if curX >= 0 {
		cp := paint{attr: aBold}
		cv.set(curX, g.CursorL, cp)
		cv.set(curX+hexPitch, g.CursorR, cp)
	}
}

// unitGlyphs returns the unit's id cut to three cells, one glyph per cell.
func unitGlyphs(text string, out *[hexInner]string) int {
	n := 0
	for i, r := range text {
		if n == 3 {
			break
		}
		s := text[i : i+len(string(r))]
		if width(s) != 1 {
			s = "?"
		}
		out[n] = s
		n++
	}
	return n
}

// drawHexBody draws a hex's content line: the unit, or the overlay marks.
func drawHexBody(cv *canvas, x int, hc HexCell, cursor bool, t *Theme) {
	var gl [hexInner]string
	var ps [hexInner]paint
	for i := range gl {
		gl[i] = " "
	}
	ov := topOverlay(hc.Highlight)
	if hc.Text != "" {
		var ids [hexInner]string
		n := unitGlyphs(hc.Text, &ids)
		up := unitPaint(hc.Color, ov, t)
		var seq [hexInner]string
		m := 0
		west := hc.HasFacing && (hc.Facing == hex.SW || hc.Facing == hex.NW)
		if west {
			seq[m] = t.Glyph.Arrows[hexArrow(hc.Facing)]
			m++
		}
		for i := 0; i < n; i++ {
			seq[m] = ids[i]
			m++
		}
		if hc.HasFacing && !west {
			seq[m] = t.Glyph.Arrows[hexArrow(hc.Facing)]
			m++
		}
		off := (hexInner - m) / 2
		for i := 0; i < m; i++ {
			gl[off+i] = seq[i]
			ps[off+i] = up
		}
	} else if ov != ovNone {
		mk := t.Glyph.mark(ov)
		hp := t.hl[ov]
		if ov == ovBlocked {
			for i := range gl {
				gl[i], ps[i] = mk, hp
			}
		} else {
			gl[1], ps[1] = mk, hp
			gl[2], ps[2] = mk, hp
		}
	}
	if hc.Hazard {
		if hc.Text == "" {
			gl[0], ps[0] = t.Glyph.Marks.Hazard, t.hazard
			gl[hexInner-1], ps[hexInner-1] = t.Glyph.Marks.Hazard, t.hazard
		}
		for i := range ps {
			ps[i].bg = t.hazardBg
		}
	}
	for i := range gl {
		p := ps[i]
		if cursor {
			p.attr |= aReverse | aBold
		}
		cv.set(x+i, gl[i], p)
	}
}

// hexArrow maps a hex direction to the theme's eight compass arrows.
func hexArrow(d hex.Direction) int {
	return [6]int{0, 1, 3, 4, 5, 7}[d.Norm()]
}

// drawHexBottom draws a hex's bottom edge, with its label or the overlay
// marks of a unit standing in it.
func drawHexBottom(cv *canvas, x int, v *HexMapView, col, row int, hc HexCell, t *Theme) {
	ov := topOverlay(hc.Highlight)
	edge := paint{fg: t.inkFor("grey")}
	if ov != ovNone {
		edge = t.hl[ov]
	}
	e := t.Glyph.HexEdge
	gl := [hexInner]string{e, e, e, e}
	ps := [hexInner]paint{edge, edge, edge, edge}
	switch {
	case hc.Text != "" && ov != ovNone:
		mk := t.Glyph.mark(ov)
		gl[1], gl[2] = mk, mk
	case v.Labels && (v.ColLabel != nil || v.RowLabel != nil):
		cl, rl := numberLabel, numberLabel
		if v.ColLabel != nil {
			cl = v.ColLabel
		}
		if v.RowLabel != nil {
			rl = v.RowLabel
		}
		lp := t.roles[Dim]
		var ids [hexInner]string
		n := 0
		for _, r := range cl(col) + rl(row) {
			if n == hexInner {
				break
			}
			ids[n] = string(r)
			n++
		}
		for i := 0; i < n; i++ {
			gl[i], ps[i] = ids[i], lp
		}
	case v.Labels:
		d := [4]int{(col + 1) / 10 % 10, (col + 1) % 10, (row + 1) / 10 % 10, (row + 1) % 10}
		lp := t.roles[Dim]
		for i := range gl {
			gl[i], ps[i] = digits[abs(d[i])], lp
		}
	}
	if hc.Hazard && hc.Text != "" {
		// The body holds the unit: the hazard shows under it, at the
		// edge's two ends (an overlay's marks keep the middle).
		gl[0], ps[0] = t.Glyph.Marks.Hazard, t.hazard
		gl[hexInner-1], ps[hexInner-1] = t.Glyph.Marks.Hazard, t.hazard
		if ov == ovNone {
			// No label under the unit: half a number would mislead.
			gl[1], gl[2], ps[1], ps[2] = e, e, edge, edge
		}
	}
	for i := range gl {
		cv.set(x+i, gl[i], ps[i])
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

var digits = [10]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}

// HexAt tells which hex is under screen cell (x, y) of the viewport, for
// mouse clicks, at v.Zoom. At the Detailed zoom both lines of a hex belong
// to it, and so do its sloping sides on its content line; the top edge of
// the first row belongs to no hex. In the overview a cell means the first
// unit of its block, else the block's middle hex. The ruler is no hex.
func HexAt(v HexMapView, vp Viewport, x, y int) (hex.Hex, bool) {
	f := v.frame(vp)
	c, r, ok := f.at(x, y)
	if !ok {
		return hex.Hex{}, false
	}
	return v.hexOf(c, r), true
}

// HexMarkerAt is the hex of the unit whose edge marker (a unit off the
// window, shown at its edge) covers screen cell (x, y) of the viewport, as
// HexMap draws it with t: a click on a marker goes to its unit.
func HexMarkerAt(v HexMapView, vp Viewport, t *Theme, x, y int) (hex.Hex, bool) {
	f := v.frame(vp)
	u, ok := f.markerAt(t, x, y)
	if !ok {
		return hex.Hex{}, false
	}
	return v.hexOf(u.c, u.r), true
}

// HexCenter is the screen cell at the middle of a hex (its content line at
// the Detailed zoom), where a click selects it, and whether that cell is
// inside the map's window.
func HexCenter(v HexMapView, vp Viewport, h hex.Hex) (x, y int, ok bool) {
	f := v.frame(vp)
	lc := v.local(h)
	return f.centre(lc.c, lc.r)
}

// ScrollToShow returns vp scrolled as little as possible so that the hexes
// hs together, and where the window allows a margin of one hex around
// them, are on screen; the
// scroll never leaves the map's drawing needlessly. The overview is never
// scrolled.
func ScrollToShow(v HexMapView, vp Viewport, hs ...hex.Hex) Viewport {
	if v.Zoom == Overview {
		return overviewScroll(vp)
	}
	f := v.frame(vp)
	cells := make([]localCell, len(hs))
	for i, h := range hs {
		cells[i] = v.local(h)
	}
	return f.show(cells...)
}

// ScrollToCentre returns vp scrolled so that hex h is as near the middle of
// the window as the map's drawing allows.
func ScrollToCentre(v HexMapView, vp Viewport, h hex.Hex) Viewport {
	if v.Zoom == Overview {
		return overviewScroll(vp)
	}
	f := v.frame(vp)
	lc := v.local(h)
	return f.centreOn(lc.c, lc.r)
}

// ClampScroll returns vp with its scroll kept on the map's drawing (after
// a pan, or when the map or the window changed).
func ClampScroll(v HexMapView, vp Viewport) Viewport {
	if v.Zoom == Overview {
		return overviewScroll(vp)
	}
	f := v.frame(vp)
	return f.clamp()
}

// HexesFit reports whether the hexes can all be in the window at v.Zoom at
// once (the overview always holds the whole map).
func HexesFit(v HexMapView, vp Viewport, hs ...hex.Hex) bool {
	if v.Zoom == Overview {
		return true // the overview holds the whole map
	}
	f := v.frame(vp)
	cells := make([]localCell, len(hs))
	for i, h := range hs {
		cells[i] = v.local(h)
	}
	return f.fits(cells)
}

// HexWindow is the part of vp the map shows through: the rest is ruler.
func HexWindow(v HexMapView, vp Viewport) (x, y, w, h int) {
	f := v.frame(vp)
	return f.rx, f.ry, f.w, f.h
}

// scrollAxis scrolls one axis so that [lo, hi] is visible in a window of n
// cells, with up to margin cells around it, within a drawing of size total.
func scrollAxis(scroll, n, total, lo, hi, margin int) int {
	margin = max(0, min(margin, (n-(hi-lo+1))/2))
	if lo-margin < scroll {
		scroll = lo - margin
	}
	if hi+margin >= scroll+n {
		scroll = hi + margin - n + 1
	}
	return max(0, min(scroll, total-n))
}
