package render

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// TestCompactTouchingFightersApartWithoutColour: on the compact square map
// two fighters side by side (the Quick Start's TIE Interceptor and TIE
// Bomber at 10,4 and 11,4) read "TITB". In colour the second stands on a
// grey tile; without colour (NO_COLOR's attributes) it was only faint,
// and with no attributes at all (plain) nothing told them apart. Without
// colour a fighter whose label follows another's with no arrow between
// now shows a bar and a letter of its own ("TI│B"), every one of a row
// ("LX│Y│V"), the cursor's too; SquareApartIDs says which letter, and
// colour draws as before. A fighter apart from the others keeps its id.
func TestCompactTouchingFightersApartWithoutColour(t *testing.T) {
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	put := func(x, y int, id string, facing bool) {
		s := grid.Square{X: x, Y: y}
		cells[s] = SquareCell{Text: id, Color: "red", Facing: grid.South, HasFacing: facing}
		units = append(units, s)
	}
	put(10, 4, "TI", false)
	put(11, 4, "TB", false)
	put(2, 1, "LX", false)
	put(3, 1, "Yw", false)
	put(4, 1, "Vw", false)
	put(7, 2, "BS", true)
	put(15, 6, "TF", false)
	want := map[int]string{4: "TI|B", 1: "LX|Y|V", 6: "TF"}
	for name, th := range map[string]*Theme{"plain": NewTheme(false, false), "plain ascii": NewTheme(true, false),
		"mono": NewMonoTheme(false), "colour": NewTheme(false, true)} {
		for _, cur := range []grid.Square{{X: 20, Y: 8}, {X: 11, Y: 4}} {
			v := SquareMapView{Cols: 24, Rows: 10, Cells: cells, Units: units, Zoom: Compact, Cursor: cur}
			lines := strings.Split(ansi.Strip(SquareMap(v, Viewport{Width: 48, Height: 10}, th)), "\n")
			for y, w := range want {
				w = strings.ReplaceAll(w, "|", th.Glyph.V)
				if th.color {
					w = map[int]string{4: "TITB", 1: "LXYwVw", 6: "TF"}[y]
				}
				if !strings.Contains(lines[y], w) {
					t.Errorf("%s, cursor at %v: row %d reads %q, want %q in it", name, cur, y, lines[y], w)
				}
			}
		}
	}
	apart := SquareApartIDs(SquareMapView{Cols: 24, Rows: 10, Cells: cells, Units: units})
	if len(apart) != 3 || apart["TB"] != "B" || apart["Yw"] != "Y" || apart["Vw"] != "V" {
		t.Errorf("SquareApartIDs = %v, want TB B, Yw Y, Vw V", apart)
	}
}
