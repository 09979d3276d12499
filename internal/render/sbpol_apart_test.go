package render

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// TestCompactFightersSideBySideReadApart: on the compact square map two
// units side by side in a row, the first a fighter (two letters and no
// arrow, which fill its two columns), ran together: "LXYw", "VwYw", where
// one ended could not be told. Of labels that touch with no arrow
// between, every second is now drawn apart: faint without colour
// (NO_COLOR's attributes), on a tile in colour (TestCompactTouchingIds-
// OnATileInColour); a ship's arrow keeps it apart as before, and the
// cursor's label, in reverse video, is apart already.
func TestCompactFightersSideBySideReadApart(t *testing.T) {
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	put := func(x, y int, id string, facing bool) {
		s := grid.Square{X: x, Y: y}
		cells[s] = SquareCell{Text: id, Color: "blue", Facing: grid.North, HasFacing: facing}
		units = append(units, s)
	}
	// Row 1: three fighters in a row, then a ship after a gap.
	put(2, 1, "LX", false)
	put(3, 1, "Yw", false)
	put(4, 1, "Vw", false)
	// Row 3: a fighter touching a one-square ship; a ship then a fighter.
	put(2, 3, "TB1", false)
	put(3, 3, "Ys", true)
	put(6, 3, "Xs", true)
	put(7, 3, "TB2", false)
	// Apart: the second label of each pair that touches ("Vw", the third
	// in a row, full again); the dots of empty squares are faint anyway.
	// Without colour a fighter after a label shows a bar and a letter
	// instead, faint no more (TestCompactTouchingFightersApartWithout-
	// Colour), and a ship after a fighter stays faint.
	wantFaint := map[int][]string{1: {"Yw"}, 3: {"Y↑"}}
	for _, th := range []*Theme{NewTheme(false, true), NewMonoTheme(false)} {
		if th.mono {
			wantFaint[1] = nil
		}
		v := SquareMapView{Cols: 10, Rows: 5, Cells: cells, Units: units, Zoom: Compact, NoCursor: true}
		frame := SquareMap(v, Viewport{Width: 20, Height: 5}, th)
		lines := strings.Split(frame, "\n")
		for y := range wantFaint {
			gs, bgs, fs, _ := sgrCells(lines[y])
			var got []string
			var cur strings.Builder
			for i := range gs {
				if (fs[i] || bgs[i] != "") && gs[i] != th.Glyph.Empty {
					cur.WriteString(gs[i])
				} else if cur.Len() > 0 {
					got = append(got, cur.String())
					cur.Reset()
				}
			}
			if strings.Join(got, " ") != strings.Join(wantFaint[y], " ") {
				t.Errorf("row %d %q: apart %q, want %q", y, strings.Join(gs, ""), got, wantFaint[y])
			}
		}
		// The cursor on the middle fighter: in reverse video, and the
		// fighters either side of it drawn full.
		v.NoCursor, v.Cursor = false, grid.Square{X: 3, Y: 1}
		gs, _, fs, rs := sgrCells(strings.Split(SquareMap(v, Viewport{Width: 20, Height: 5}, th), "\n")[1])
		for i := 4; i < 10; i++ {
			if fs[i] || rs[i] != (i == 6 || i == 7) {
				t.Errorf("with the cursor on Yw, %q at %d is faint %v, reversed %v", strings.Join(gs, ""), i, fs[i], rs[i])
			}
		}
	}
}
