package grid

import (
	"fmt"
	"strings"
)

// ClassSize is the side, in squares, of the square space a ship of the given
// class occupies: class 1 ships fill 3x3 squares, class 2 ships 2x2, class 3
// and 4 ships one square (glossary: "space" and "in a square"). An unknown
// class gives 0, which callers should treat as invalid data.
func ClassSize(class int) int {
	switch class {
	case 1:
		return 3
	case 2:
		return 2
	case 3, 4:
		return 1
	}
	return 0
}

// Space is the square block of squares a ship occupies (the rulebook's
// "space"). Anchor is its top-left square on the map (smallest X and Y) and
// Size its side in squares. Because a space is square, turning a ship in
// place never changes which squares it covers, so the anchor does not depend
// on facing.
type Space struct {
	Anchor Square
	Size   int
}

// NewSpace returns the space of the given size with its top-left square at
// anchor.
func NewSpace(anchor Square, size int) Space { return Space{anchor, size} }

// ShipSpace returns the space of a ship of the given class whose top-left
// square is anchor, or an error for a class outside 1..4.
func ShipSpace(anchor Square, class int) (Space, error) {
	n := ClassSize(class)
	if n == 0 {
		return Space{}, fmt.Errorf("grid: ship class %d is not 1, 2, 3 or 4", class)
	}
	return Space{anchor, n}, nil
}

// Contains reports whether the square is part of the space; a ship is "in a
// square" when any part of its space is.
func (sp Space) Contains(s Square) bool {
	return s.X >= sp.Anchor.X && s.X < sp.Anchor.X+sp.Size &&
		s.Y >= sp.Anchor.Y && s.Y < sp.Anchor.Y+sp.Size
}

// Squares lists the squares of the space row by row, top-left first.
func (sp Space) Squares() []Square {
	out := make([]Square, 0, sp.Size*sp.Size)
	for y := 0; y < sp.Size; y++ {
		for x := 0; x < sp.Size; x++ {
			out = append(out, Square{sp.Anchor.X + x, sp.Anchor.Y + y})
		}
	}
	return out
}

// Any reports whether pred holds for some square of the space; a ship counts
// as inside an area (a spine, a broadside) when any of its squares is.
func (sp Space) Any(pred func(Square) bool) bool {
	for y := 0; y < sp.Size; y++ {
		for x := 0; x < sp.Size; x++ {
			if pred(Square{sp.Anchor.X + x, sp.Anchor.Y + y}) {
				return true
			}
		}
	}
	return false
}

// Footprint lists the squares of a ship of the given size (1, 2 or 3) whose
// space has its top-left square at anchor. The set of squares does not depend
// on the facing; the order does: the ship's front row comes first, each row
// from the ship's left to its right, so a renderer can lay a ship's picture
// over it the same way at every facing.
func Footprint(anchor Square, size int, f Facing) []Square {
	if size <= 0 {
		return nil
	}
	out := make([]Square, 0, size*size)
	for j := 0; j < size; j++ {
		for i := 0; i < size; i++ {
			// Doubled offsets from the space's centre, in the ship's frame.
			d := fromShip(Square{2*i - (size - 1), 2*j - (size - 1)}, f)
			out = append(out, Square{(d.X + 2*anchor.X + size - 1) / 2, (d.Y + 2*anchor.Y + size - 1) / 2})
		}
	}
	return out
}

// SpaceDistance is the range between two ships: the distance between their
// nearest squares, so ships whose spaces touch are at range 1. A ship is in
// every square of its space, and range counts from square to square
// (glossary: "range", "in a square").
func SpaceDistance(a, b Space) int {
	gap := func(a0, an, b0, bn int) int {
		switch {
		case b0 >= a0+an:
			return b0 - (a0 + an - 1)
		case a0 >= b0+bn:
			return a0 - (b0 + bn - 1)
		}
		return 0
	}
	return max(gap(a.Anchor.X, a.Size, b.Anchor.X, b.Size), gap(a.Anchor.Y, a.Size, b.Anchor.Y, b.Size))
}

// DistanceTo is the range from a ship's space to a single square.
func (sp Space) DistanceTo(s Square) int { return SpaceDistance(sp, Space{s, 1}) }

// local places target in the ship's frame: doubled offsets from the centre of
// the space, x to the ship's right and y toward its rear. Doubling keeps
// centres of even-sized spaces on integers.
func local(sp Space, f Facing, target Square) (x, y int) {
	d := Square{2*target.X + 1 - (2*sp.Anchor.X + sp.Size), 2*target.Y + 1 - (2*sp.Anchor.Y + sp.Size)}
	l := toShip(d, f)
	return l.X, l.Y
}

// FaceSet is a set of a ship's four faces, one bit each.
type FaceSet uint8

// The four faces, clockwise from the bow.
const (
	Front FaceSet = 1 << iota
	Right
	Rear
	Left

	// AllFaces is every face.
	AllFaces = Front | Right | Rear | Left
)

var faceNames = [4]string{"front", "right", "rear", "left"}

// Has reports whether every face of o is in s.
func (s FaceSet) Has(o FaceSet) bool { return s&o == o }

// String lists the faces clockwise from the front, joined by "+"; "-" for none.
func (s FaceSet) String() string {
	if s == 0 {
		return "-"
	}
	var parts []string
	for i, n := range faceNames {
		if s&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, "+")
}

// FaceOf reports which face of a ship (space sp, facing f) an attacker in the
// square target sees. The glossary's "face" divides the map by the two
// diagonals of the ship's space, extended outward from its corners: the
// quarter ahead of the bow is the front, then right side, rear and left side.
// A square whose centre lies on a diagonal borders two faces and the
// attacker may choose either ("Targeting and Faces"), so both are in the
// set. A square inside the ship's own space has no face (0): no other ship
// can be there.
func FaceOf(sp Space, f Facing, target Square) FaceSet {
	x, y := local(sp, f, target)
	if abs(x) < sp.Size && abs(y) < sp.Size {
		return 0
	}
	var set FaceSet
	if -y >= abs(x) {
		set |= Front
	}
	if x >= abs(y) {
		set |= Right
	}
	if y >= abs(x) {
		set |= Rear
	}
	if -x >= abs(y) {
		set |= Left
	}
	return set
}

// FacesToward is FaceOf for a whole attacking ship: the faces seen from any of
// the attacker's squares. Letting a large attacker pick among them extends
// the rulebook's "either face" choice for squares on a diagonal; this is the
// project's reading, since the rulebook only shows single-square examples.
func FacesToward(sp Space, f Facing, attacker Space) FaceSet {
	var set FaceSet
	for _, s := range attacker.Squares() {
		set |= FaceOf(sp, f, s)
	}
	return set
}

// InSpine reports whether target is in the ship's front spine (front=true) or
// rear spine. A spine is the band of squares exactly as wide as the ship's
// front or rear face, running from that face to the edge of the grid
// (glossary: "spine"); weapons such as a Frontal Battery fire only into it.
// The ship's own squares are in neither spine.
func InSpine(sp Space, f Facing, target Square, front bool) bool {
	x, y := local(sp, f, target)
	if abs(x) >= sp.Size || abs(y) < sp.Size {
		return false
	}
	return (y < 0) == front
}

// InBroadside reports whether target is in the ship's left or right broadside:
// the band as wide as the ship's side, running outward from that side across
// the grid (glossary: "broadside"); Barrage and Proton Barrage fire only into
// these. The ship's own squares are in neither.
func InBroadside(sp Space, f Facing, target Square) (left, right bool) {
	x, y := local(sp, f, target)
	if abs(y) >= sp.Size || abs(x) < sp.Size {
		return false, false
	}
	return x < 0, x > 0
}
