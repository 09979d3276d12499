package render

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// HexCell is what one hex of the map shows.
type HexCell struct {
	Text      string        // unit id, up to 3 cells; "" for an empty hex
	Color     string        // the unit's side colour (see SideColors)
	Facing    hex.Direction // the unit's facing, drawn when HasFacing
	HasFacing bool
	Highlight Highlight // overlays on this hex
}

// HexMapView is a hex map to draw: Cols x Rows hexes in odd-q offset
// coordinates (col 0..Cols-1, row 0..Rows-1, see hex.ToOffset).
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
	// 01, as "0101") on its bottom edge.
	Labels bool
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

// HexMapSize is the size in screen cells of the whole drawing of v, before
// any viewport cuts it.
func HexMapSize(v HexMapView) (w, h int) {
	if v.Cols <= 0 || v.Rows <= 0 {
		return 0, 0
	}
	return hexPitch*v.Cols + 1, 2*v.Rows + 2
}

// hexPart says what a hex column shows on one map line.
type hexPart uint8

const (
	partNone   hexPart = iota
	partTopRow         // the flat top edge of row 0
	partBody           // a hex's top line: its content
	partBottom         // a hex's bottom edge
)

// partAt tells what column c shows on map line y, and of which row.
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

// HexMap draws the part of v inside vp: exactly vp.Height lines, each
// exactly vp.Width cells wide; what lies beyond the map is blank.
//
// A unit shows its id in its side colour and its facing arrow: the arrow
// follows the id for facings N, NE, SE and S and precedes it for SW and NW,
// so the ASCII arrows, which share "/" and "\", still read (an arrow on the
// right points east, on the left west). Overlays show as marks in the hex's
// colour (see Marks; an obstacle fills the hex) in an empty hex, or on the
// bottom edge under a unit, and colour the hex's bottom edge; with several
// flags the most important wins (see Theme.Highlight). The cursor hex is
// bracketed, and drawn in inverse video when colour is on.
func HexMap(v HexMapView, vp Viewport, t *Theme) string {
	if vp.Width <= 0 || vp.Height <= 0 {
		return ""
	}
	var b strings.Builder
	var run []byte
	b.Grow(vp.Height * (vp.Width + 1) * 2)
	var cv canvas
	for line := 0; line < vp.Height; line++ {
		if line > 0 {
			b.WriteByte('\n')
		}
		cv.reset(vp.Width, vp.ScrollX)
		drawHexLine(&v, &cv, vp.ScrollY+line, t)
		cv.flush(t, &b, &run)
	}
	return b.String()
}

// drawHexLine draws map line y into cv.
func drawHexLine(v *HexMapView, cv *canvas, y int, t *Theme) {
	g := &t.Glyph
	grid := paint{fg: t.inkFor("grey")}
	firstCol := max(0, cv.x0/hexPitch-1)
	lastCol := min(v.Cols-1, (cv.x0+len(cv.cells))/hexPitch+1)
	var curX = -1 // map x of the cursor's left side on this line
	for c := firstCol; c <= lastCol+1; c++ {
		x := c * hexPitch
		// The side at x, between columns c-1 and c.
		if pc, _ := v.partAt(c, y); pc == partBody {
			cv.set(x, g.HexUp, grid)
		} else if pc == partBottom {
			cv.set(x, g.HexDown, grid)
		} else if pp, _ := v.partAt(c-1, y); pp == partBody {
			cv.set(x, g.HexDown, grid)
		} else if pp == partBottom {
			cv.set(x, g.HexUp, grid)
		}
		if c > lastCol || !cv.visible(x+1, hexInner) {
			continue
		}
		part, r := v.partAt(c, y)
		switch part {
		case partTopRow:
			for i := 1; i <= hexInner; i++ {
				cv.set(x+i, g.HexEdge, grid)
			}
		case partBody:
			h := hex.FromOffset(c, r)
			hc, _ := v.cell(h)
			cursor := !v.NoCursor && h == v.Cursor
			drawHexBody(cv, x+1, hc, cursor, t)
			if cursor {
				curX = x
			}
		case partBottom:
			h := hex.FromOffset(c, r)
			hc, _ := v.cell(h)
			drawHexBottom(cv, x+1, c, r, hc, v.Labels, t)
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
		up := paint{fg: t.inkFor(hc.Color), attr: aBold}
		if ov == ovTarget {
			up.attr |= aUnderline
		}
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
func drawHexBottom(cv *canvas, x, col, row int, hc HexCell, labels bool, t *Theme) {
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
	case labels:
		d := [4]int{(col + 1) / 10 % 10, (col + 1) % 10, (row + 1) / 10 % 10, (row + 1) % 10}
		lp := t.roles[Dim]
		for i := range gl {
			gl[i], ps[i] = digits[d[i]], lp
		}
	}
	for i := range gl {
		cv.set(x+i, gl[i], ps[i])
	}
}

var digits = [10]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}

// HexAt tells which hex is under screen cell (x, y) of the viewport, for
// mouse clicks. Both lines of a hex belong to it, and so do its sloping sides
// on its content line; the top edge of the first row belongs to no hex.
func HexAt(v HexMapView, vp Viewport, x, y int) (hex.Hex, bool) {
	if x < 0 || y < 0 || x >= vp.Width || y >= vp.Height {
		return hex.Hex{}, false
	}
	mx, my := x+vp.ScrollX, y+vp.ScrollY
	if mx < 0 || my < 0 {
		return hex.Hex{}, false
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
		return hex.Hex{}, false
	}
	return hex.FromOffset(c, r), true
}

// hexBox is the map rectangle a hex is drawn in: its left side, its top edge
// line, and the cells up to its right side and bottom edge, inclusive.
func hexBox(h hex.Hex) (x0, y0, x1, y1 int) {
	c, r := hex.ToOffset(h)
	x0 = c * hexPitch
	y0 = c&1 + 2*r
	return x0, y0, x0 + hexPitch, y0 + 2
}

// HexCenter is the screen cell at the middle of a hex's content line, where
// a click selects it, and whether that cell is inside the viewport.
func HexCenter(v HexMapView, vp Viewport, h hex.Hex) (x, y int, ok bool) {
	x0, y0, _, _ := hexBox(h)
	x, y = x0+2-vp.ScrollX, y0+1-vp.ScrollY
	c, r := hex.ToOffset(h)
	ok = c >= 0 && c < v.Cols && r >= 0 && r < v.Rows &&
		x >= 0 && y >= 0 && x < vp.Width && y < vp.Height
	return x, y, ok
}

// ScrollToShow returns vp scrolled as little as possible so that hex h, and
// where the window allows a margin of one hex around it, is on screen; the
// scroll never leaves the map's drawing needlessly.
func ScrollToShow(v HexMapView, vp Viewport, h hex.Hex) Viewport {
	mw, mh := HexMapSize(v)
	x0, y0, x1, y1 := hexBox(h)
	vp.ScrollX = scrollAxis(vp.ScrollX, vp.Width, mw, x0, x1, hexPitch)
	vp.ScrollY = scrollAxis(vp.ScrollY, vp.Height, mh, y0, y1, 2)
	return vp
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
