package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestEdgeMarkerLeavesTheCursorWhole: an edge marker (a unit off the
// window) never covers the cursor's brackets, nor the hex between them,
// at the compact zoom or the detailed one;
// it moves along its edge, as it keeps off a unit in sight, and every
// unit off the window keeps its marker. At Silent Death's 80×24 the
// compact map read "[ · SRB◢" with the cursor beside the right edge, and
// "[  SRB◢" with it under the marker, its hex and closing bracket gone.
// The cursor is put on every hex of the window in turn, beside the units
// off the right and bottom edges and in the corner.
func TestEdgeMarkerLeavesTheCursorWhole(t *testing.T) {
	cells := map[hex.Hex]HexCell{}
	var units []hex.Hex
	for i, p := range [][2]int{{29, 4}, {29, 6}, {31, 12}, {20, 19}, {33, 19}} {
		h := hex.FromOffset(p[0], p[1])
		cells[h] = HexCell{Text: fmt.Sprintf("SR%c", 'A'+i), Color: "blue", Facing: hex.NW, HasFacing: true}
		units = append(units, h)
	}
	for _, th := range []*Theme{NewTheme(false, false), NewTheme(true, false)} {
		for _, z := range []Zoom{Compact, Detailed} {
			v := HexMapView{Cols: 36, Rows: 24, Cells: cells, Units: units, Zoom: z, Ruler: true}
			vp := Viewport{Width: 47, Height: 14, ScrollX: 30, ScrollY: 4}
			if z == Detailed {
				vp.ScrollX, vp.ScrollY = 90, 10
			}
			checked := 0
			for c := 0; c < v.Cols; c++ {
				for r := 0; r < v.Rows; r++ {
					v.Cursor = hex.FromOffset(c, r)
					if _, unit := cells[v.Cursor]; unit {
						continue
					}
					if bracketsOf(t, v, vp, th) {
						checked++
					}
				}
			}
			if checked < 20 {
				t.Errorf("%s: only %d cursors in the window with their brackets: the case is not met", z, checked)
			}
			// A cursor beyond the window's edge is not drawn and keeps no
			// marker away: the corner's stays in the corner.
			f := v.frame(vp)
			c := 0
			for ; f.wholeCol(c); c++ {
			}
			for ; !f.wholeCol(c); c++ {
			}
			for ; f.wholeCol(c); c++ {
			}
			bottom := vp.ScrollY + f.h - 1
			r := 0
			for ; r < v.Rows; r++ {
				if _, y0, _, y1 := f.d.box(c, r); y0 <= bottom && bottom <= y1 {
					break
				}
			}
			v.Cursor = hex.FromOffset(c, r) // past the right edge, beside the corner
			lines := strings.Split(HexMap(v, vp, th), "\n")
			if last := []rune(lines[len(lines)-1]); !strings.HasPrefix(string(last[len(last)-4:]), "SRE") {
				t.Errorf("%s: a cursor off the window moved the corner's marker:\n%s", z, strings.Join(lines, "\n"))
			}
		}
	}
}

// bracketsOf checks the cursor's brackets and hex in the frame of v, and
// that each unit off the window has its marker; false when the cursor is
// not wholly in the window (nothing to check).
func bracketsOf(t *testing.T, v HexMapView, vp Viewport, th *Theme) bool {
	t.Helper()
	f := v.frame(vp)
	lc := v.local(v.Cursor)
	if !f.wholeCol(lc.c) {
		return false
	}
	x0, y0, x1, y1 := f.d.box(lc.c, lc.r)
	left, right := x0-1, x1+1 // beside the hex
	if v.Zoom == Detailed {
		left, right = x0, x1 // over its sides
	}
	y := (y0+y1)/2 - vp.ScrollY
	if left-vp.ScrollX < 0 || right-vp.ScrollX >= f.w || y < 0 || y >= f.h {
		return false
	}
	frame := HexMap(v, vp, th)
	line := []rune(strings.Split(frame, "\n")[y+f.ry])
	at := func(mx int) string { return string(line[f.rx+mx-vp.ScrollX]) }
	empty := th.Glyph.Empty
	if v.Zoom == Detailed {
		empty = " "
	}
	if at(left) != th.Glyph.CursorL || at(right) != th.Glyph.CursorR || at((x0+x1)/2) != empty {
		t.Errorf("%s: the cursor at %v reads %q, want %s%s%s (brackets and hex) whole:\n%s", v.Zoom, at2(v.Cursor),
			string(line[f.rx+left-vp.ScrollX:f.rx+right-vp.ScrollX+1]), th.Glyph.CursorL, empty, th.Glyph.CursorR, frame)
		return true
	}
	for _, u := range v.Units {
		ul := v.local(u)
		if f.wholeCol(ul.c) {
			_, uy0, _, uy1 := f.d.box(ul.c, ul.r)
			if cy := (uy0+uy1)/2 - vp.ScrollY; cy >= 0 && cy < f.h {
				continue // in sight
			}
		}
		if !strings.Contains(frame, v.Cells[u].Text) {
			t.Errorf("%s: the cursor at %v leaves %s without its marker:\n%s", v.Zoom, at2(v.Cursor), v.Cells[u].Text, frame)
		}
	}
	return true
}

// at2 names a hex by its offset column and row.
func at2(h hex.Hex) string {
	c, r := hex.ToOffset(h)
	return fmt.Sprintf("%d,%d", c, r)
}
