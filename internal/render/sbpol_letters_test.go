package render

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// TestCompactLettersNeverACaseOfAnother: on the compact square map a
// one-square ship's letter is never another's in the other case, and a
// letter that is not of its own id is one no unit's id begins with, so
// that it reads as no other ship. At 120×40 X1 and X2 showed as "X" and
// "x" (T1 and T2 had taken "T" and "2"): the small x read as the same
// ship as the X.
func TestCompactLettersNeverACaseOfAnother(t *testing.T) {
	for _, ids := range [][]string{
		{"T1", "T2", "X1", "X2"},
		{"T1", "T2", "T3", "X1", "X2", "X3", "B1", "B2"},
		{"BR", "BS", "B1", "B2", "Fa", "Ab"},
	} {
		cells := map[grid.Square]SquareCell{}
		var units []grid.Square
		for i, id := range ids {
			s := grid.Square{X: 2 * i, Y: 3}
			cells[s] = SquareCell{Text: id, Color: "blue", Facing: grid.North, HasFacing: true}
			units = append(units, s)
		}
		addShip(cells, grid.Square{X: 1, Y: 6}, 3, "Ex", "red", grid.South, 0)
		addShip(cells, grid.Square{X: 6, Y: 6}, 2, "SD", "red", grid.South, 0)
		units = append(units, grid.Square{X: 1, Y: 6}, grid.Square{X: 6, Y: 6})
		v := SquareMapView{Cols: 24, Rows: 10, Cells: cells, Units: units, Zoom: Compact, NoCursor: true}
		short := SquareCompactIDs(v)
		lead := map[string]bool{}
		for _, s := range units {
			lead[strings.ToUpper(string([]rune(cells[s].Text)[:1]))] = true
		}
		for i, a := range ids {
			fa := short[a]
			if fa == "" {
				t.Fatalf("%v: %s has no compact letter", ids, a)
			}
			if !strings.Contains(a, fa) && lead[strings.ToUpper(fa)] {
				t.Errorf("%v: %s is drawn %q, which an other unit's id begins with", ids, a, fa)
			}
			for _, b := range ids[i+1:] {
				if fb := short[b]; strings.EqualFold(fa, fb) {
					t.Errorf("%v: %s is drawn %q and %s %q", ids, a, fa, b, fb)
				}
			}
		}
	}
}
