package render

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// SquareCell is what one square of a square map shows.
type SquareCell struct {
	// Text is the id of the ship whose anchor square this is: up to two
	// cells when the ship has a facing, three without. "" for no id.
	Text  string
	Color string // the ship's side colour (see SideColors)
	// Facing is drawn after the id when HasFacing.
	Facing    grid.Facing
	HasFacing bool
	// Body marks a square covered by a large ship whose id is drawn in
	// another square; it is filled in the ship's colour.
	Body      bool
	Highlight Highlight // overlays on this square
}

// SquareMapView is a square map to draw: Cols x Rows squares, X from 0 to the
// right and Y from 0 downward (grid.Square).
type SquareMapView struct {
	Cols, Rows int
	// Cells holds what each square shows; squares absent from it are empty.
	// A ship of 2x2 or 3x3 squares gives each covered square: the anchor
	// with its id and facing, the others with Body set.
	Cells map[grid.Square]SquareCell
	// Cell, when not nil, is used instead of Cells.
	Cell     func(grid.Square) (SquareCell, bool)
	Cursor   grid.Square
	NoCursor bool // hides the cursor
}

// Geometry: each square is a gutter cell and three content cells, one line
// high; the gutters carry the cursor's brackets and join a large ship's
// squares into one block:
//
//	·   ·  X1↑  ·   ·
//	·   · [ • ] ·   ·
//	·  B2→░░░░░░░ ·   ·
//	·  ░░░░░░░░░░ ·   ·
const (
	sqPitch = 4 // columns from one square to the next
	sqInner = 3 // content cells of a square
)

// SquareMapSize is the size in screen cells of the whole drawing of v.
func SquareMapSize(v SquareMapView) (w, h int) {
	if v.Cols <= 0 || v.Rows <= 0 {
		return 0, 0
	}
	return sqPitch*v.Cols + 1, v.Rows
}

func (v *SquareMapView) cell(s grid.Square) (SquareCell, bool) {
	if s.X < 0 || s.Y < 0 || s.X >= v.Cols || s.Y >= v.Rows {
		return SquareCell{}, false
	}
	if v.Cell != nil {
		return v.Cell(s)
	}
	c, ok := v.Cells[s]
	return c, ok
}

func (c *SquareCell) ship() bool { return c.Body || c.Text != "" }

// SquareMap draws the part of v inside vp: exactly vp.Height lines, each
// exactly vp.Width cells wide; what lies beyond the map is blank.
//
// An empty square shows a dim dot; a ship's anchor its id in its side colour
// and its facing arrow; the other squares of a large ship are filled with the
// Body glyph in its colour, gutters included, so the ship reads as one block.
// Overlays show as marks in the overlay's colour (see Marks): in the middle of
// an empty square or a body square, a filled square for an obstacle; a
// ship's anchor takes the overlay's colour on its id (underlined for a target)
// and, for a target, parentheses in its gutters (TargetL, TargetR) so that
// targets read without colour. The cursor square is bracketed, and in inverse video
// when colour is on.
func SquareMap(v SquareMapView, vp Viewport, t *Theme) string {
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
		if y := vp.ScrollY + line; y >= 0 && y < v.Rows {
			drawSquareLine(&v, &cv, y, t)
		}
		cv.flush(t, &b, &run)
	}
	return b.String()
}

func drawSquareLine(v *SquareMapView, cv *canvas, y int, t *Theme) {
	g := &t.Glyph
	first := max(0, cv.x0/sqPitch-1)
	last := min(v.Cols-1, (cv.x0+len(cv.cells))/sqPitch+1)
	dim := t.roles[Dim]
	prev, prevOK := v.cell(grid.Square{X: first - 1, Y: y})
	curX := -1
	for sx := first; sx <= last; sx++ {
		sq := grid.Square{X: sx, Y: y}
		c, _ := v.cell(sq)
		x := sx * sqPitch
		// The gutter on the left: a large ship's squares are joined.
		if prevOK && prev.ship() && c.ship() && (prev.Body || c.Body) && prev.Color == c.Color {
			cv.set(x, g.Body, paint{fg: t.inkFor(c.Color)})
		}
		ov := topOverlay(c.Highlight)
		var gl [sqInner]string
		var ps [sqInner]paint
		switch {
		case c.Text != "":
			ids := [hexInner]string{}
			n := unitGlyphs(c.Text, &ids)
			if c.HasFacing {
				n = min(n, sqInner-1)
			}
			up := paint{fg: t.inkFor(c.Color), attr: aBold}
			if ov == ovTarget {
				up.attr |= aUnderline
			}
			// A single-square target is flanked by parentheses; a large one
			// shows target marks on its body squares instead.
			if next, _ := v.cell(grid.Square{X: sx + 1, Y: y}); ov == ovTarget && !(next.Body && next.Color == c.Color) {
				cv.set(x, g.TargetL, t.hl[ovTarget])
				cv.set(x+sqPitch, g.TargetR, t.hl[ovTarget])
			}
			m := 0
			var seq [sqInner]string
			for i := 0; i < n; i++ {
				seq[m] = ids[i]
				m++
			}
			if c.HasFacing {
				seq[m] = g.Arrows[2*int(c.Facing.Norm())]
				m++
			}
			off := (sqInner - m) / 2
			for i := range gl {
				gl[i] = " "
			}
			for i := 0; i < m; i++ {
				gl[off+i], ps[off+i] = seq[i], up
			}
		case c.Body:
			bp := paint{fg: t.inkFor(c.Color)}
			for i := range gl {
				gl[i], ps[i] = g.Body, bp
			}
			if ov != ovNone {
				gl[1], ps[1] = g.mark(ov), t.hl[ov]
			}
		case ov == ovBlocked:
			for i := range gl {
				gl[i], ps[i] = g.Marks.Blocked, t.hl[ov]
			}
		case ov != ovNone:
			gl = [sqInner]string{" ", g.mark(ov), " "}
			ps[1] = t.hl[ov]
		default:
			gl = [sqInner]string{" ", g.Empty, " "}
			ps[1] = dim
		}
		cursor := !v.NoCursor && sq == v.Cursor
		for i := range gl {
			p := ps[i]
			if cursor {
				p.attr |= aReverse | aBold
			}
			cv.set(x+1+i, gl[i], p)
		}
		if cursor {
			curX = x
		}
		prev, prevOK = c, true
	}
	// The brackets go last: they replace whatever the gutters hold.
	if curX >= 0 {
		cp := paint{attr: aBold}
		cv.set(curX, g.CursorL, cp)
		cv.set(curX+sqPitch, g.CursorR, cp)
	}
}

// SquareAt tells which square is under screen cell (x, y) of the viewport,
// for mouse clicks. A gutter belongs to the square on its right, the last one
// to the last square.
func SquareAt(v SquareMapView, vp Viewport, x, y int) (grid.Square, bool) {
	if x < 0 || y < 0 || x >= vp.Width || y >= vp.Height {
		return grid.Square{}, false
	}
	mx, my := x+vp.ScrollX, y+vp.ScrollY
	if mx < 0 || my < 0 || my >= v.Rows {
		return grid.Square{}, false
	}
	sx := mx / sqPitch
	if sx == v.Cols && mx%sqPitch == 0 {
		sx--
	}
	if sx >= v.Cols {
		return grid.Square{}, false
	}
	return grid.Square{X: sx, Y: my}, true
}

// SquareCenter is the screen cell in the middle of a square and whether it
// is inside the viewport.
func SquareCenter(v SquareMapView, vp Viewport, s grid.Square) (x, y int, ok bool) {
	x, y = s.X*sqPitch+2-vp.ScrollX, s.Y-vp.ScrollY
	ok = s.X >= 0 && s.Y >= 0 && s.X < v.Cols && s.Y < v.Rows &&
		x >= 0 && y >= 0 && x < vp.Width && y < vp.Height
	return x, y, ok
}

// ScrollToShowSquare returns vp scrolled as little as possible so that square
// s, with a margin of a square around it where the window allows, is on
// screen.
func ScrollToShowSquare(v SquareMapView, vp Viewport, s grid.Square) Viewport {
	mw, mh := SquareMapSize(v)
	x0 := s.X * sqPitch
	vp.ScrollX = scrollAxis(vp.ScrollX, vp.Width, mw, x0, x0+sqPitch, sqPitch)
	vp.ScrollY = scrollAxis(vp.ScrollY, vp.Height, mh, s.Y, s.Y, 1)
	return vp
}
