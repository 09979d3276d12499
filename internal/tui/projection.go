package tui

import (
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
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
