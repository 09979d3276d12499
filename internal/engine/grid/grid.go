// Package grid is the square-map geometry of Star Wars Miniatures: Starship
// Battles: squares, ranges, ships' spaces, facings, faces, spines and
// broadsides.
//
// Coordinates: X is the column and grows to the right, Y is the row and grows
// downward, as on the screen. Every computation is on integers.
package grid

import "fmt"

// Square is one square of the stellar grid. It is a comparable value.
type Square struct{ X, Y int }

// String shows the coordinates, mainly for logs and test failures.
func (s Square) String() string { return fmt.Sprintf("(%d,%d)", s.X, s.Y) }

// Add moves s by the offset o.
func Add(s, o Square) Square { return Square{s.X + o.X, s.Y + o.Y} }

// Sub is the offset that leads from b to a.
func Sub(a, b Square) Square { return Square{a.X - b.X, a.Y - b.Y} }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Distance is the range between two squares. The glossary's "range" counts
// squares from the attacker's square to the defender's, counting the
// defender's and counting a diagonal step as one square, and movement treats
// diagonal steps like any other ("Diagonal Movement"); so it is the larger of
// the column and row differences (Chebyshev distance).
func Distance(a, b Square) int {
	return max(abs(a.X-b.X), abs(a.Y-b.Y))
}

// Adjacent reports whether two different squares touch at a side or a corner,
// the glossary's "adjacent" (which includes diagonals).
func Adjacent(a, b Square) bool { return a != b && Distance(a, b) == 1 }

// steps8 are the eight neighbouring offsets, clockwise from north.
var steps8 = [8]Square{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}

// Neighbors lists the eight squares around s, clockwise from the one above
// it: N, NE, E, SE, S, SW, W, NW.
func Neighbors(s Square) [8]Square {
	var out [8]Square
	for i, o := range steps8 {
		out[i] = Add(s, o)
	}
	return out
}

// Facing is the side of the grid a ship points at. Starship Battles ships
// face one of the four sides of their squares: class 1 and 2 ships only ever
// move straight ahead or turn 90 degrees ("Facing"), and the four faces are
// drawn from the grid's diagonals. A class 3 ship may move diagonally but
// still picks one of these four facings at the end of its move.
type Facing int

// The four facings, clockwise from the top of the screen.
const (
	North Facing = iota
	East
	South
	West
)

// Facings lists the four facings clockwise from North, a new array each
// time.
func Facings() [4]Facing { return [4]Facing{North, East, South, West} }

var (
	facingSteps = [4]Square{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	facingNames = [4]string{"N", "E", "S", "W"}
)

// Valid reports whether f is one of the four facings.
func (f Facing) Valid() bool { return f >= 0 && f < 4 }

// Norm maps any integer onto 0..3.
func (f Facing) Norm() Facing { return ((f % 4) + 4) % 4 }

// Rotate turns f by n quarter turns; positive n is clockwise (to the right).
func (f Facing) Rotate(n int) Facing { return (f + Facing(n)).Norm() }

// Opposite is the facing straight behind f.
func (f Facing) Opposite() Facing { return f.Rotate(2) }

// Step is the offset of one square straight ahead.
func (f Facing) Step() Square { return facingSteps[f.Norm()] }

// String is the compass letter used in logs, saves and scenarios.
func (f Facing) String() string {
	if !f.Valid() {
		return fmt.Sprintf("Facing(%d)", int(f))
	}
	return facingNames[f]
}

// Arrow is the one-cell glyph that shows a facing on the map.
func (f Facing) Arrow(ascii bool) rune {
	if !f.Valid() {
		return '?'
	}
	if ascii {
		return [4]rune{'^', '>', 'v', '<'}[f]
	}
	return [4]rune{'↑', '→', '↓', '←'}[f]
}

// ParseFacing reads "N", "E", "S" or "W" in any case, or a digit 0..3.
func ParseFacing(s string) (Facing, error) {
	if len(s) == 1 {
		switch s[0] {
		case 'N', 'n', '0':
			return North, nil
		case 'E', 'e', '1':
			return East, nil
		case 'S', 's', '2':
			return South, nil
		case 'W', 'w', '3':
			return West, nil
		}
	}
	return 0, fmt.Errorf("grid: unknown facing %q (want N, E, S, W or 0-3)", s)
}

// Neighbor is the square next to s on the side f.
func Neighbor(s Square, f Facing) Square { return Add(s, f.Step()) }

// toShip turns an offset on the map into the ship's frame: x to the ship's
// right, y toward its rear, as if it faced North.
func toShip(d Square, f Facing) Square {
	switch f.Norm() {
	case East:
		return Square{d.Y, -d.X}
	case South:
		return Square{-d.X, -d.Y}
	case West:
		return Square{-d.Y, d.X}
	}
	return d
}

// fromShip is the inverse of toShip.
func fromShip(d Square, f Facing) Square { return toShip(d, (4-f.Norm())%4) }
