package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// TestSquareEdgeMarkerLeavesTheCursorWhole: on the square map, as on the
// hex map, an edge marker never covers the cursor's brackets nor the
// square between them, at the compact zoom or the detailed one; it moves
// along its edge, and every ship off the window keeps its marker. At
// Starship Battles' compact zoom a marker was drawn over the cursor's
// closing bracket beside the right edge ("[ XW▶", the "]" gone). The
// cursor is put on every empty square of the window in turn, beside the
// ships off the right and bottom edges and in the corner.
func TestSquareEdgeMarkerLeavesTheCursorWhole(t *testing.T) {
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	for i, p := range [][2]int{{20, 3}, {21, 6}, {23, 12}, {12, 20}, {22, 21}} {
		s := grid.Square{X: p[0], Y: p[1]}
		cells[s] = SquareCell{Text: fmt.Sprintf("X%c", 'A'+i), Color: "blue", Facing: grid.East, HasFacing: true}
		units = append(units, s)
	}
	for _, th := range []*Theme{NewTheme(false, false), NewTheme(true, false)} {
		for _, z := range []Zoom{Compact, Detailed} {
			v := SquareMapView{Cols: 24, Rows: 32, Cells: cells, Units: units, Zoom: z, Ruler: true}
			vp := Viewport{Width: 33, Height: 14, ScrollX: 8, ScrollY: 4}
			if z == Detailed {
				vp.ScrollX = 30
			}
			checked := 0
			for c := 0; c < v.Cols; c++ {
				for r := 0; r < v.Rows; r++ {
					v.Cursor = grid.Square{X: c, Y: r}
					if _, unit := cells[v.Cursor]; unit {
						continue
					}
					if squareBracketsOf(t, v, vp, th) {
						checked++
					}
				}
			}
			if checked < 20 {
				t.Errorf("%s: only %d cursors in the window with their brackets: the case is not met", z, checked)
			}
		}
	}
}

// squareBracketsOf checks the cursor's brackets and square in the frame
// of v, and that each ship off the window has its marker; false when the
// cursor and its brackets are not wholly in the window (nothing to check).
func squareBracketsOf(t *testing.T, v SquareMapView, vp Viewport, th *Theme) bool {
	t.Helper()
	f := v.frame(vp)
	lc := v.local(v.Cursor)
	if !f.wholeCol(lc.c) {
		return false
	}
	x0, y0, x1, _ := f.d.box(lc.c, lc.r)
	left, right, mid := x0, x1+1, x0+1 // compact: the blank column, the dot, the next square's blank
	if v.Zoom == Detailed {
		left, right, mid = x0, x1, (x0+x1)/2 // the gutters either side
	}
	y := y0 - vp.ScrollY
	if left-vp.ScrollX < 0 || right-vp.ScrollX >= f.w || y < 0 || y >= f.h {
		return false
	}
	frame := SquareMap(v, vp, th)
	line := []rune(strings.Split(frame, "\n")[y+f.ry])
	at := func(mx int) string { return string(line[f.rx+mx-vp.ScrollX]) }
	if at(left) != th.Glyph.CursorL || at(right) != th.Glyph.CursorR || at(mid) != th.Glyph.Empty {
		t.Errorf("%s: the cursor at %d,%d reads %q, want %s%s%s (brackets and square) whole:\n%s", v.Zoom, v.Cursor.X, v.Cursor.Y,
			string(line[f.rx+left-vp.ScrollX:f.rx+right-vp.ScrollX+1]), th.Glyph.CursorL, th.Glyph.Empty, th.Glyph.CursorR, frame)
		return true
	}
	for _, u := range v.Units {
		ul := v.local(u)
		if f.wholeCol(ul.c) {
			if uy := ul.r - vp.ScrollY; uy >= 0 && uy < f.h {
				continue // in sight
			}
		}
		if !strings.Contains(frame, v.Cells[u].Text) {
			t.Errorf("%s: the cursor at %d,%d leaves %s without its marker:\n%s", v.Zoom, v.Cursor.X, v.Cursor.Y, v.Cells[u].Text, frame)
		}
	}
	return true
}
