package hex

import "fmt"

// Hex is one hex of the map in axial coordinates. It is a small comparable
// value, so it can be used as a map key and compared with ==.
type Hex struct{ Q, R int }

// S is the third cube coordinate. Keeping it implicit means a Hex can never
// hold an invalid cube (one whose three coordinates do not sum to zero).
func (h Hex) S() int { return -h.Q - h.R }

// String shows the axial coordinates, mainly for test failures and logs.
func (h Hex) String() string { return fmt.Sprintf("(%d,%d)", h.Q, h.R) }

// Add returns the hex reached by moving from h by the offset o.
func Add(h, o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns the offset that leads from b to a.
func Sub(a, b Hex) Hex { return Hex{a.Q - b.Q, a.R - b.R} }

// Scale multiplies an offset by k; Scale(Neighbor(Hex{}, d), k) is k steps in
// direction d.
func Scale(h Hex, k int) Hex { return Hex{h.Q * k, h.R * k} }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Length is the number of single-hex steps from the origin to h.
func Length(h Hex) int { return (abs(h.Q) + abs(h.R) + abs(h.S())) / 2 }

// Distance is the number of single-hex steps on the shortest path from a to
// b, which is the same as counting the hexes of that path including b but not
// a.
func Distance(a, b Hex) int { return Length(Sub(a, b)) }

// Range is the firing range from a ship in from to a target in to. Starmada X
// 4.1.3 counts the target's hex but not the firer's along the shortest path,
// and Silent Death measures range in hexes the same way, which is exactly
// Distance. A target in the firer's own hex is at range 0.
func Range(from, to Hex) int { return Distance(from, to) }

// ToOffset converts h to odd-q offset coordinates (column, row): the column is
// Q, and odd columns are pushed half a hex down, which is how printed hex maps
// number their hexes (0101, 0102, ...). The conversion uses h.Q&1 so that it
// also works for negative columns.
func ToOffset(h Hex) (col, row int) {
	return h.Q, h.R + (h.Q-(h.Q&1))/2
}

// FromOffset is the inverse of ToOffset.
func FromOffset(col, row int) Hex {
	return Hex{Q: col, R: row - (col-(col&1))/2}
}

// RotateAround turns h about center by n sixths of a full turn; positive n is
// clockwise on the screen. Rotating a target and a facing together by the
// same amount never changes which arc the target lies in, which the tests use.
func RotateAround(center, h Hex, n int) Hex {
	d := Sub(h, center)
	q, r, s := d.Q, d.R, d.S()
	// A clockwise sixth turn maps cube (q, r, s) to (-r, -s, -q).
	switch ((n % 6) + 6) % 6 {
	case 1:
		q, r = -r, -s
	case 2:
		q, r = s, q
	case 3:
		q, r = -q, -r
	case 4:
		q, r = r, s
	case 5:
		q, r = -s, -q
	}
	return Add(center, Hex{q, r})
}
