package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestOverviewCursorShows: the overview brackets the inspected cell as the
// other zooms do, in colour as without it, so that the cursor shows on
// the screen's text and not only as a cell in reverse video: at Silent
// Death's 80×24 (one column a block) the whole map showed no sign of the
// empty hex the sheet described, and a unit there only in reverse. With
// empty blocks on both sides, the brackets stand beside the cursor's
// block, at one column a block (over the neighbours' dots) and at two
// (in the blanks), on an empty cell and on a unit, for hexes and squares.
func TestOverviewCursorShows(t *testing.T) {
	themes := map[string]*Theme{
		"plain": NewTheme(false, false), "plain ascii": NewTheme(true, false),
		"colour": NewTheme(false, true), "colour ascii": NewTheme(true, true),
		"mono": NewMonoTheme(false), "mono ascii": NewMonoTheme(true),
	}
	unit := [2]int{20, 11}
	for name, th := range themes {
		for _, vp := range []Viewport{{Width: 36, Height: 12}, {Width: 80, Height: 30}} {
			for _, cur := range [][2]int{{10, 8}, unit} {
				hv := HexMapView{Cols: 36, Rows: 24, Zoom: Overview, Cursor: hex.FromOffset(cur[0], cur[1]),
					Cells: map[hex.Hex]HexCell{hex.FromOffset(unit[0], unit[1]): {Text: "PVA", Color: "red"}}}
				x, y, ok := HexCenter(hv, vp, hv.Cursor)
				where := fmt.Sprintf("%s, hexes in %dx%d, cursor at %v", name, vp.Width, vp.Height, cur)
				checkBrackets(t, where, HexMap(hv, vp, th), x, y, ok, th)

				sv := SquareMapView{Cols: 36, Rows: 24, Zoom: Overview, Cursor: grid.Square{X: cur[0], Y: cur[1]},
					Cells: map[grid.Square]SquareCell{{X: unit[0], Y: unit[1]}: {Text: "HO", Color: "red"}}}
				x, y, ok = SquareCenter(sv, vp, sv.Cursor)
				where = fmt.Sprintf("%s, squares in %dx%d, cursor at %v", name, vp.Width, vp.Height, cur)
				checkBrackets(t, where, SquareMap(sv, vp, th), x, y, ok, th)
			}
		}
	}
}

// checkBrackets checks that screen cell (x, y) of frame stands between the
// cursor's brackets.
func checkBrackets(t *testing.T, where, frame string, x, y int, ok bool, th *Theme) {
	t.Helper()
	if !ok {
		t.Fatalf("%s: the cursor is not in the window", where)
	}
	lines := strings.Split(ansi.Strip(frame), "\n")
	line := []rune(lines[y])
	if x < 1 || x+1 >= len(line) {
		t.Fatalf("%s: the cursor at column %d has no room for brackets", where, x)
	}
	if got := string(line[x-1 : x+2]); got != th.Glyph.CursorL+string(line[x])+th.Glyph.CursorR {
		t.Errorf("%s: the cursor's block reads %q, want it bracketed:\n%s", where, got, strings.Join(lines, "\n"))
	}
}
