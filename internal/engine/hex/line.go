package hex

// Lines are drawn the Red Blob Games way: sample the segment between the two
// hex centres at N+1 evenly spaced points (N = distance) and round each point
// to the hex that holds it. A sample can fall exactly on a hexside (for
// example when the line runs along the side between two hexes); the usual fix
// is to push the whole line sideways by a tiny epsilon so the rounding picks
// a side. Here the arithmetic is exact (integers over the common
// denominator N) and the epsilon is symbolic: it only ever breaks ties, so no
// floating point is involved and the result cannot differ between CPUs.
//
// The nudge is epsilon*(1, 2, -3) in cube coordinates. Red Blob uses
// (1, 1, -2), but that vector is parallel to one of the three hexside
// directions, so a sample on such a hexside would stay on it and the tie would
// not be broken. (1, 2, -3) is parallel to no hexside, so it always picks one
// of the two hexes.

var nudge = [3]int{1, 2, -3}

// tieDiff is the distance from a coordinate to its rounded value, as D/N plus
// E times the infinitesimal epsilon; it is compared lexicographically.
type tieDiff struct{ d, e int }

func (x tieDiff) greater(y tieDiff) bool {
	return x.d > y.d || (x.d == y.d && x.e > y.e)
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// roundNudged rounds num/n + eps*k to the nearest integer and reports how far
// the rounded value is from the unrounded one.
func roundNudged(num, n, k int) (int, tieDiff) {
	fl := floorDiv(num, n)
	rem := num - fl*n
	r := fl
	switch {
	case 2*rem > n:
		r = fl + 1
	case 2*rem == n && k > 0:
		r = fl + 1
	}
	u := r*n - num
	switch {
	case u > 0:
		return r, tieDiff{u, -k}
	case u < 0:
		return r, tieDiff{-u, k}
	default:
		return r, tieDiff{0, abs(k)}
	}
}

// sample is the hex holding the point i/n of the way from a to b, with the
// line pushed sideways by sign*epsilon.
func sample(a, b Hex, n, i, sign int) Hex {
	q, dq := roundNudged(a.Q*n+(b.Q-a.Q)*i, n, sign*nudge[0])
	r, dr := roundNudged(a.R*n+(b.R-a.R)*i, n, sign*nudge[1])
	s, ds := roundNudged(a.S()*n+(b.S()-a.S())*i, n, sign*nudge[2])
	// Rounding each cube coordinate separately can break q+r+s = 0; the
	// coordinate that moved furthest is the least trustworthy, so it is
	// recomputed from the other two.
	switch {
	case dq.greater(dr) && dq.greater(ds):
		q = -r - s
	case dr.greater(ds):
		r = -q - s
	}
	return Hex{q, r}
}

// Line lists the hexes on the straight line from the centre of a to the centre
// of b, both included; it holds Distance(a, b)+1 hexes, each next to the one
// before. It is the path a ship or torpedo would fly and the line the screen
// draws. It is not the list of every hex the line touches: a line can cut
// across the very middle of a hexside and so pass through one more hex than
// it has samples, or run along a hexside between two hexes, and Line then
// keeps only one of them. Line of sight needs all of them; see Trace and
// LineOfSight.
func Line(a, b Hex) []Hex {
	n := Distance(a, b)
	if n == 0 {
		return []Hex{a}
	}
	out := make([]Hex, n+1)
	for i := 0; i <= n; i++ {
		out[i] = sample(a, b, n, i, 1)
	}
	return out
}
