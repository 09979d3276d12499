package render

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// compactLabel is what the Compact drawing shows in a unit's square:
// its two cells, without the blank and the dot of an empty square.
func compactLabel(lines []string, s grid.Square) string {
	row := []rune(lines[s.Y])
	return strings.TrimSpace(string(row[sqCompactPitch*s.X : sqCompactPitch*s.X+sqCompactPitch]))
}

// TestCompactLabelsTellShipsApart: on the compact map no two ships show
// the same letters. A one-square ship shows one letter of its id beside
// its facing arrow and a fighter two of its three: cut alike, Boba's
// Slave I (BS) and the Blockade Runner (BR) were both "B", two Blockade
// Runners (B1, B2) both "B", and a TIE Bomber 1 and a TIE Fighter 1 (TB1,
// TF1) both "T1". Now each takes a letter (letters) no other ship there
// shows, of its own id where one is free: the first as a rule, the
// second where an id before it took the first ("B1", "B2", "BR", "BS" as
// "B", "2", "R", "S").
func TestCompactLabelsTellShipsApart(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	ship := func(x, y int, id string, facing bool) {
		s := grid.Square{X: x, Y: y}
		cells[s] = SquareCell{Text: id, Color: "red", Facing: grid.North, HasFacing: facing}
		units = append(units, s)
	}
	ship(1, 1, "BS", true)
	ship(4, 1, "BR", true)
	ship(7, 1, "B1", true)
	ship(10, 1, "B2", true)
	ship(13, 1, "Fa", true)
	ship(1, 3, "TB1", false)
	ship(4, 3, "TF1", false)
	ship(7, 3, "TB2", false)
	ship(10, 3, "Yw", false)
	addShip(cells, grid.Square{X: 14, Y: 4}, 2, "S4", "blue", grid.South, 0)
	units = append(units, grid.Square{X: 14, Y: 4})
	v := SquareMapView{Cols: 18, Rows: 8, Cells: cells, Units: units, Zoom: Compact, NoCursor: true}
	frame := SquareMap(v, Viewport{Width: 36, Height: 8}, th)
	lines := strings.Split(frame, "\n")
	seen := map[string]string{}
	for _, s := range units {
		id := cells[s].Text
		label := strings.TrimSuffix(compactLabel(lines, s), "↑")
		if id == "S4" {
			label = strings.TrimSpace(string([]rune(lines[s.Y])[2*s.X : 2*s.X+3])) // a 2×2 ship's label runs on
		}
		if label == "" || !strings.ContainsAny(label, id) {
			t.Errorf("%s is drawn %q, no letter of its own id:\n%s", id, label, frame)
		}
		if other, ok := seen[label]; ok {
			t.Errorf("%s and %s are both drawn %q on the compact map:\n%s", other, id, label, frame)
		}
		seen[label] = id
	}
	// Boba's Slave I and the Blockade Runner alone: the first in order
	// keeps its first letter, the other takes its second; the same ships
	// always get the same letters, whatever the order of the units.
	for _, order := range [][]grid.Square{{{X: 1, Y: 1}, {X: 4, Y: 1}}, {{X: 4, Y: 1}, {X: 1, Y: 1}}} {
		two := SquareMapView{Cols: 18, Rows: 8, Cells: map[grid.Square]SquareCell{order[0]: cells[order[0]], order[1]: cells[order[1]]},
			Units: order, Zoom: Compact, NoCursor: true}
		frame := SquareMap(two, Viewport{Width: 36, Height: 8}, th)
		lines := strings.Split(frame, "\n")
		if bs, br := compactLabel(lines, grid.Square{X: 1, Y: 1}), compactLabel(lines, grid.Square{X: 4, Y: 1}); bs != "S↑" || br != "B↑" {
			t.Errorf("Slave I (BS) is drawn %q and the Blockade Runner (BR) %q, want S↑ and B↑:\n%s", bs, br, frame)
		}
	}
}
