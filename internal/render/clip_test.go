package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// clipCase is one map drawn at one zoom, to be checked at many scrolls.
type clipCase struct {
	name string
	// draw draws the map in vp; window is the part of vp the map shows
	// through; span is where a column's cells are on the drawing; centre
	// is the map line of a cell's middle.
	draw   func(vp Viewport) string
	window func(vp Viewport) (x, y, w, h int)
	span   func(c int) (x0, x1 int)
	centre func(c, r int) int
	cols   int
	rows   int
	id     string // what a unit in full view shows of its id
}

// clipCases are maps full of units, one in every cell, at the Detailed and
// Compact zooms, hexes and squares, with and without the ruler.
func clipCases(th *Theme) []clipCase {
	const cols, rows = 12, 8
	hexCells := map[hex.Hex]HexCell{}
	sqCells := map[grid.Square]SquareCell{}
	for c := 0; c < cols; c++ {
		for r := 0; r < rows; r++ {
			hc := HexCell{Text: "Q7", Color: "red", Facing: hex.N, HasFacing: true}
			if (c+r)%3 == 0 {
				hc.Hazard = true // its marks stand at the ends of the cell
			}
			hexCells[hex.FromOffset(c, r)] = hc
			sqCells[grid.Square{X: c, Y: r}] = SquareCell{Text: "Q7", Color: "red", Facing: grid.North, HasFacing: true}
		}
	}
	var out []clipCase
	for _, z := range []Zoom{Detailed, Compact} {
		for _, ruler := range []bool{false, true} {
			hv := HexMapView{Cols: cols, Rows: rows, Cells: hexCells, Zoom: z, Ruler: ruler, Labels: true, NoCursor: true}
			hf := hv.frame(Viewport{Width: 40, Height: 20})
			out = append(out, clipCase{
				name:   fmt.Sprintf("hex %s ruler %v", z, ruler),
				draw:   func(vp Viewport) string { return HexMap(hv, vp, th) },
				window: func(vp Viewport) (int, int, int, int) { return HexWindow(hv, vp) },
				span:   hf.d.colSpan,
				centre: func(c, r int) int { _, y0, _, y1 := hf.d.box(c, r); return (y0 + y1) / 2 },
				cols:   cols, rows: rows, id: "Q7",
			})
			sv := SquareMapView{Cols: cols, Rows: rows, Cells: sqCells, Zoom: z, Ruler: ruler, NoCursor: true}
			sf := sv.frame(Viewport{Width: 40, Height: 20})
			id := "Q7"
			if z == Compact {
				id = "Q" // the id's first letter and the arrow fill a square's two cells
			}
			out = append(out, clipCase{
				name:   fmt.Sprintf("square %s ruler %v", z, ruler),
				draw:   func(vp Viewport) string { return SquareMap(sv, vp, th) },
				window: func(vp Viewport) (int, int, int, int) { return SquareWindow(sv, vp) },
				span:   sf.d.colSpan,
				centre: func(c, r int) int { _, y0, _, y1 := sf.d.box(c, r); return (y0 + y1) / 2 },
				cols:   cols, rows: rows, id: id,
			})
		}
	}
	return out
}

// TestCellPartlyInViewDrawsNothing: a cell of the map only partly in the
// window draws nothing there, neither its unit's letters, its marks nor
// its outline, and the ruler names no such column; every cell wholly in
// the window shows its unit whole. At 80×24 Starmada drew "13 ↙H+Ma↘", an
// "o+" and "10 ▒╲____": the ends of units and hazards in the column just
// past the window, beside the row labels and at the map's right edge.
func TestCellPartlyInViewDrawsNothing(t *testing.T) {
	for _, th := range themes()[:2] {
		for _, tc := range clipCases(th.theme) {
			for sx := 0; sx <= 13; sx++ {
				for sy := 0; sy <= 2; sy++ {
					vp := Viewport{Width: 27, Height: 9, ScrollX: sx, ScrollY: sy}
					checkClip(t, th.name, tc, vp)
				}
			}
		}
	}
}

func checkClip(t *testing.T, theme string, tc clipCase, vp Viewport) {
	t.Helper()
	got := tc.draw(vp)
	lines := strings.Split(got, "\n")
	rx, ry, w, h := tc.window(vp)
	whole := func(c int) bool {
		x0, x1 := tc.span(c)
		return x0 >= vp.ScrollX && x1 < vp.ScrollX+w
	}
	want := 0 // the units wholly in the window
	for c := 0; c < tc.cols; c++ {
		if !whole(c) {
			continue
		}
		for r := 0; r < tc.rows; r++ {
			if y := tc.centre(c, r) - vp.ScrollY; y >= 0 && y < h {
				want++
			}
		}
	}
	shown := 0
	for y := ry - 1; y < ry+h; y++ {
		if y < 0 {
			continue // no ruler
		}
		line := []rune(lines[y])
		if y >= ry {
			shown += strings.Count(string(line[rx:]), tc.id)
		}
		for c := 0; c < tc.cols; c++ {
			if whole(c) {
				continue
			}
			x0, x1 := tc.span(c)
			for mx := max(x0, vp.ScrollX); mx <= min(x1, vp.ScrollX+w-1); mx++ {
				if g := string(line[rx+mx-vp.ScrollX]); g != " " {
					t.Errorf("%s, %s, scrolled %d, %d: column %d, only partly in the window, draws %q on line %d:\n%s",
						theme, tc.name, vp.ScrollX, vp.ScrollY, c, g, y, got)
					return
				}
			}
		}
	}
	if shown != want {
		t.Errorf("%s, %s, scrolled %d, %d: %d units show %q, want the %d wholly in the window:\n%s",
			theme, tc.name, vp.ScrollX, vp.ScrollY, shown, tc.id, want, got)
	}
}

// TestUnitPartlyInViewHasItsMarker: a unit whose cell is only partly in
// the window, so not drawn, is shown by its edge marker, which a click
// finds; one whose cell is wholly in the window has none.
func TestUnitPartlyInViewHasItsMarker(t *testing.T) {
	th := NewTheme(false, false)
	u := hex.FromOffset(10, 3)
	cells := map[hex.Hex]HexCell{u: {Text: "Hi+", Color: "red", Facing: hex.SW, HasFacing: true}}
	for _, z := range []Zoom{Detailed, Compact} {
		v := HexMapView{Cols: 30, Rows: 20, Cells: cells, Units: []hex.Hex{u}, Zoom: z, Ruler: true, NoCursor: true}
		f := v.frame(Viewport{Width: 23, Height: 10})
		x0, x1 := f.d.colSpan(10)
		for _, tc := range []struct {
			scroll int
			marker string // "" for none
		}{
			{x0, ""},              // its column is the window's first
			{x0 + 1, "◀Hi+"},      // cut on the left
			{x1 - 20, "Hi+▶"},     // cut on the right (the window is 20 wide)
			{x1 - 19, ""},         // its column is the window's last
			{x0 + 20, "◀Hi+"},     // wholly off on the left
			{x1 - 20 - 9, "Hi+▶"}, // wholly off on the right
		} {
			vp := Viewport{Width: 23, Height: 10, ScrollX: tc.scroll}
			rx, _, w, _ := HexWindow(v, vp)
			if w != 20 {
				t.Fatalf("%s: the window is %d wide, want 20", z, w)
			}
			frame := HexMap(v, vp, th)
			var found bool
			for y, l := range strings.Split(frame, "\n") {
				for x := range []rune(l) {
					if h, ok := HexMarkerAt(v, vp, th, x, y); ok && h == u {
						found = true
					}
				}
			}
			if found != (tc.marker != "") || !strings.Contains(frame, tc.marker) {
				t.Errorf("%s scrolled %d (ruler %d): marker %v, want %q:\n%s", z, tc.scroll, rx, found, tc.marker, frame)
			}
		}
	}
}

// TestLargeShipCutShowsItsID: a large ship whose id square the window's
// left edge cuts shows its id on its first square in full view in that
// row, at the Detailed and Compact zooms, and has no marker, as the rest
// of its block is in sight.
func TestLargeShipCutShowsItsID(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[grid.Square]SquareCell{}
	ho := grid.Square{X: 5, Y: 3}
	addShip(cells, ho, 2, "HO", "red", grid.East, 0)
	for _, tc := range []struct {
		zoom   Zoom
		scroll int
		want   string // the row of the id, from the window's left edge
	}{
		{Detailed, 5*sqPitch + 2, "  ░HO→"},
		{Compact, 5*sqCompactPitch + 1, " H→"},
	} {
		v := SquareMapView{Cols: 24, Rows: 12, Cells: cells, Units: []grid.Square{ho}, Zoom: tc.zoom, NoCursor: true}
		vp := Viewport{Width: 30, Height: 6, ScrollX: tc.scroll, ScrollY: 1}
		frame := SquareMap(v, vp, th)
		lines := strings.Split(frame, "\n")
		if !strings.HasPrefix(lines[2], tc.want) {
			t.Errorf("%s: the HO's row reads %q, want it to open with %q:\n%s", tc.zoom, lines[2], tc.want, frame)
		}
		if strings.Contains(frame, "◀") {
			t.Errorf("%s: a marker for a ship in sight:\n%s", tc.zoom, frame)
		}
	}
}

// TestHexAboveWindowLeavesPlainEdge: at the Detailed zoom the window's
// first line may be the bottom edge of hexes whose content lines are above
// it; the edge is then only the top of the hexes below, without the marks
// under a unit or the number of the hex above.
func TestHexAboveWindowLeavesPlainEdge(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[hex.Hex]HexCell{hex.FromOffset(0, 0): {Text: "A", Color: "red", Highlight: InRange}}
	v := HexMapView{Cols: 6, Rows: 5, Cells: cells, Labels: true, NoCursor: true}
	full := strings.Split(HexMap(v, Viewport{Width: 31, Height: 12}, th), "\n")
	if got := string([]rune(full[2])[1:5]); got == "____" {
		t.Fatalf("the bottom edge of a unit in range shows no marks (%q): the test proves nothing", got)
	}
	lines := strings.Split(HexMap(v, Viewport{Width: 31, Height: 8, ScrollY: 2}, th), "\n")
	if got := string([]rune(lines[0])[1:5]); got != "____" {
		t.Errorf("the edge under a hex above the window reads %q, want a plain edge:\n%s", got, strings.Join(lines, "\n"))
	}
	if got := string([]rune(lines[2])[1:5]); got != "0102" {
		t.Errorf("the hex below keeps its number: %q:\n%s", got, strings.Join(lines, "\n"))
	}
}
