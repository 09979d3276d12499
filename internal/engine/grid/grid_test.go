package grid

import (
	"slices"
	"testing"
)

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b Square
		want int
	}{
		{Square{0, 0}, Square{0, 0}, 0},
		{Square{0, 0}, Square{1, 0}, 1},
		{Square{0, 0}, Square{1, 1}, 1}, // a diagonal counts as one square
		{Square{0, 0}, Square{3, 3}, 3},
		{Square{0, 0}, Square{3, -1}, 3},
		{Square{2, 5}, Square{-4, 7}, 6},
		{Square{-1, -1}, Square{1, 4}, 5},
	}
	for _, tc := range tests {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := Distance(tc.b, tc.a); got != tc.want {
			t.Errorf("Distance not symmetric for %v, %v", tc.a, tc.b)
		}
	}
	if !Adjacent(Square{0, 0}, Square{1, 1}) || Adjacent(Square{0, 0}, Square{0, 0}) || Adjacent(Square{0, 0}, Square{2, 0}) {
		t.Error("Adjacent")
	}
	if Add(Square{1, 2}, Square{3, -4}) != (Square{4, -2}) || Sub(Square{1, 2}, Square{3, -4}) != (Square{-2, 6}) {
		t.Error("Add/Sub")
	}
	if (Square{1, -2}).String() != "(1,-2)" {
		t.Error("String")
	}
}

func TestNeighbors(t *testing.T) {
	got := Neighbors(Square{5, 5})
	want := [8]Square{{5, 4}, {6, 4}, {6, 5}, {6, 6}, {5, 6}, {4, 6}, {4, 5}, {4, 4}}
	if got != want {
		t.Errorf("Neighbors = %v, want %v", got, want)
	}
	for _, n := range got {
		if !Adjacent(n, Square{5, 5}) {
			t.Errorf("%v not adjacent", n)
		}
	}
}

func TestFacing(t *testing.T) {
	tests := []struct {
		f            Facing
		n            int
		rotated, opp Facing
		name         string
		arrow, ascii rune
		step         Square
	}{
		{North, 1, East, South, "N", '↑', '^', Square{0, -1}},
		{East, 2, West, West, "E", '→', '>', Square{1, 0}},
		{South, -1, East, North, "S", '↓', 'v', Square{0, 1}},
		{West, 5, North, East, "W", '←', '<', Square{-1, 0}},
		{North, -6, South, South, "N", '↑', '^', Square{0, -1}},
	}
	for _, tc := range tests {
		if got := tc.f.Rotate(tc.n); got != tc.rotated {
			t.Errorf("%v.Rotate(%d) = %v, want %v", tc.f, tc.n, got, tc.rotated)
		}
		if tc.f.Opposite() != tc.opp || tc.f.String() != tc.name || tc.f.Arrow(false) != tc.arrow ||
			tc.f.Arrow(true) != tc.ascii || tc.f.Step() != tc.step {
			t.Errorf("facing %v: opposite/name/arrow/step wrong", tc.f)
		}
		if Neighbor(Square{2, 2}, tc.f) != Add(Square{2, 2}, tc.step) {
			t.Errorf("Neighbor %v", tc.f)
		}
	}
	if Facing(4).Valid() || Facing(4).String() != "Facing(4)" || Facing(-1).Arrow(true) != '?' {
		t.Error("invalid facing")
	}
	for _, in := range []string{"N", "e", "S", "w", "0", "3"} {
		if _, err := ParseFacing(in); err != nil {
			t.Errorf("ParseFacing(%q): %v", in, err)
		}
	}
	for _, in := range []string{"", "NE", "x", "4"} {
		if _, err := ParseFacing(in); err == nil {
			t.Errorf("ParseFacing(%q) accepted", in)
		}
	}
	if f, _ := ParseFacing("w"); f != West {
		t.Error("ParseFacing(w)")
	}
}

func TestShipFrame(t *testing.T) {
	for _, f := range Facings() {
		// Straight ahead in the ship's frame is (0,-1), its right (1,0).
		if got := toShip(f.Step(), f); got != (Square{0, -1}) {
			t.Errorf("facing %v: ahead maps to %v", f, got)
		}
		if got := toShip(f.Rotate(1).Step(), f); got != (Square{1, 0}) {
			t.Errorf("facing %v: right maps to %v", f, got)
		}
		for _, d := range Neighbors(Square{}) {
			if fromShip(toShip(d, f), f) != d {
				t.Errorf("facing %v: fromShip does not undo toShip for %v", f, d)
			}
		}
	}
}

func TestClassSize(t *testing.T) {
	want := map[int]int{0: 0, 1: 3, 2: 2, 3: 1, 4: 1, 5: 0, -1: 0}
	for c, n := range want {
		if got := ClassSize(c); got != n {
			t.Errorf("ClassSize(%d) = %d, want %d", c, got, n)
		}
	}
	if sp, err := ShipSpace(Square{1, 1}, 2); err != nil || sp != (Space{Square{1, 1}, 2}) {
		t.Errorf("ShipSpace class 2 = %v, %v", sp, err)
	}
	if _, err := ShipSpace(Square{}, 7); err == nil {
		t.Error("ShipSpace accepted class 7")
	}
}

func TestFootprint(t *testing.T) {
	a := Square{4, 7}
	// The first square is the ship's front-left corner.
	frontLeft := map[Facing][3]Square{
		North: {{4, 7}, {4, 7}, {4, 7}},
		East:  {{4, 7}, {5, 7}, {6, 7}},
		South: {{4, 7}, {5, 8}, {6, 9}},
		West:  {{4, 7}, {4, 8}, {4, 9}},
	}
	for size := 1; size <= 3; size++ {
		want := NewSpace(a, size).Squares()
		if len(want) != size*size || want[0] != a {
			t.Fatalf("Squares size %d = %v", size, want)
		}
		for _, f := range Facings() {
			got := Footprint(a, size, f)
			if got[0] != frontLeft[f][size-1] {
				t.Errorf("Footprint size %d facing %v starts at %v, want %v", size, f, got[0], frontLeft[f][size-1])
			}
			sorted := slices.Clone(got)
			slices.SortFunc(sorted, func(p, q Square) int {
				if p.Y != q.Y {
					return p.Y - q.Y
				}
				return p.X - q.X
			})
			if !slices.Equal(sorted, want) {
				t.Errorf("Footprint size %d facing %v = %v, want the squares %v", size, f, got, want)
			}
			// The first row is the front row: every square of it is in
			// the same line across the ship's bow.
			for _, s := range got[:size] {
				if x, y := local(NewSpace(a, size), f, s); y != -(size-1) || abs(x) >= size {
					t.Errorf("Footprint size %d facing %v: %v is not in the front row", size, f, s)
				}
			}
		}
	}
	if Footprint(a, 0, North) != nil {
		t.Error("size 0 footprint")
	}
	sp := NewSpace(Square{1, 1}, 3)
	if !sp.Contains(Square{3, 3}) || sp.Contains(Square{4, 1}) || sp.Contains(Square{0, 2}) {
		t.Error("Contains")
	}
	if !sp.Any(func(s Square) bool { return s == (Square{2, 3}) }) || sp.Any(func(s Square) bool { return s.X > 3 }) {
		t.Error("Any")
	}
}

func TestSpaceDistance(t *testing.T) {
	tests := []struct {
		a, b Space
		want int
	}{
		{NewSpace(Square{0, 0}, 1), NewSpace(Square{3, 1}, 1), 3},
		{NewSpace(Square{0, 0}, 3), NewSpace(Square{3, 1}, 1), 1},  // touching the east side
		{NewSpace(Square{0, 0}, 3), NewSpace(Square{3, 3}, 2), 1},  // touching a corner
		{NewSpace(Square{0, 0}, 3), NewSpace(Square{5, -4}, 2), 3}, // rows -4..-3: 3 rows up
		{NewSpace(Square{0, 0}, 2), NewSpace(Square{-6, 1}, 3), 4},
		{NewSpace(Square{0, 0}, 3), NewSpace(Square{1, 1}, 1), 0}, // overlapping
	}
	for _, tc := range tests {
		if got := SpaceDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("SpaceDistance(%v, %v) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := SpaceDistance(tc.b, tc.a); got != tc.want {
			t.Errorf("SpaceDistance not symmetric for %v, %v", tc.a, tc.b)
		}
		// Brute force over the squares agrees.
		best := -1
		for _, p := range tc.a.Squares() {
			for _, q := range tc.b.Squares() {
				if d := Distance(p, q); best < 0 || d < best {
					best = d
				}
			}
		}
		if best != tc.want {
			t.Errorf("brute force %d, want %d", best, tc.want)
		}
	}
	if NewSpace(Square{0, 0}, 2).DistanceTo(Square{4, 1}) != 3 {
		t.Error("DistanceTo")
	}
}

// rotateAbout turns a square a quarter turn clockwise n times about the centre
// of the space (which may sit on a grid corner).
func rotateAbout(sp Space, s Square, n int) Square {
	cx2, cy2 := 2*sp.Anchor.X+sp.Size-1, 2*sp.Anchor.Y+sp.Size-1
	dx, dy := 2*s.X-cx2, 2*s.Y-cy2
	for i := 0; i < ((n%4)+4)%4; i++ {
		// Clockwise on a screen whose y grows downward: (x,y) -> (-y,x).
		dx, dy = -dy, dx
	}
	return Square{(dx + cx2) / 2, (dy + cy2) / 2}
}

func TestFaceOfSingleSquare(t *testing.T) {
	sp := NewSpace(Square{0, 0}, 1)
	tests := []struct {
		f      Facing
		target Square
		want   FaceSet
	}{
		{North, Square{0, -3}, Front},
		{North, Square{1, -3}, Front},
		{North, Square{3, -3}, Front | Right}, // on the diagonal
		{North, Square{3, -2}, Right},
		{North, Square{2, 2}, Right | Rear},
		{North, Square{0, 1}, Rear},
		{North, Square{-1, 1}, Rear | Left},
		{North, Square{-4, 0}, Left},
		{North, Square{-1, -1}, Left | Front},
		{East, Square{3, 0}, Front},
		{East, Square{0, 3}, Right},
		{East, Square{0, -3}, Left},
		{East, Square{-2, 1}, Rear},
		{East, Square{2, -2}, Front | Left},
		{South, Square{0, 2}, Front},
		{South, Square{-2, 0}, Right},
		{South, Square{1, 1}, Front | Left},
		{West, Square{-5, 1}, Front},
		{West, Square{0, -2}, Right},
		{West, Square{1, 1}, Rear | Left},
		{North, Square{0, 0}, 0}, // own square
	}
	for _, tc := range tests {
		if got := FaceOf(sp, tc.f, tc.target); got != tc.want {
			t.Errorf("FaceOf(facing %v, %v) = %v, want %v", tc.f, tc.target, got, tc.want)
		}
	}
}

func TestFaceOfLargeShips(t *testing.T) {
	// A class 1 ship at (10,10)-(12,12) facing north: the diagonals run out
	// from its corners, through (9,9), (13,9), (13,13) and (9,13).
	big := NewSpace(Square{10, 10}, 3)
	tests := []struct {
		target Square
		want   FaceSet
	}{
		{Square{11, 5}, Front},
		{Square{9, 9}, Front | Left},
		{Square{13, 9}, Front | Right},
		{Square{6, 6}, Front | Left},
		{Square{16, 6}, Front | Right},
		{Square{13, 10}, Right},
		{Square{13, 12}, Right},
		{Square{13, 13}, Right | Rear},
		{Square{11, 13}, Rear},
		{Square{9, 11}, Left},
		{Square{14, 9}, Right}, // just past the diagonal
		{Square{12, 9}, Front},
		{Square{11, 11}, 0}, // inside the ship
	}
	for _, tc := range tests {
		if got := FaceOf(big, North, tc.target); got != tc.want {
			t.Errorf("class 1 FaceOf(%v) = %v, want %v", tc.target, got, tc.want)
		}
	}
	// A class 2 ship at (0,0)-(1,1): its centre is a grid corner.
	mid := NewSpace(Square{0, 0}, 2)
	tests2 := []struct {
		target Square
		want   FaceSet
	}{
		{Square{-1, -1}, Front | Left},
		{Square{2, -1}, Front | Right},
		{Square{0, -1}, Front},
		{Square{1, -3}, Front},
		{Square{3, -2}, Front | Right},
		{Square{2, 0}, Right},
		{Square{2, 2}, Right | Rear},
		{Square{-2, 3}, Rear | Left},
		{Square{1, 1}, 0},
	}
	for _, tc := range tests2 {
		if got := FaceOf(mid, North, tc.target); got != tc.want {
			t.Errorf("class 2 FaceOf(%v) = %v, want %v", tc.target, got, tc.want)
		}
	}
}

func TestFaceOfRotationInvariant(t *testing.T) {
	for size := 1; size <= 3; size++ {
		sp := NewSpace(Square{3, -2}, size)
		for x := -6; x <= 9; x++ {
			for y := -9; y <= 6; y++ {
				s := Square{x, y}
				for _, f := range Facings() {
					base := FaceOf(sp, f, s)
					for n := 1; n < 4; n++ {
						got := FaceOf(sp, f.Rotate(n), rotateAbout(sp, s, n))
						if got != base {
							t.Errorf("size %d facing %v target %v rotated %d: %v, want %v", size, f, s, n, got, base)
						}
					}
					inside := sp.Contains(s)
					n := 0
					for b := base; b != 0; b &= b - 1 {
						n++
					}
					if (inside && n != 0) || (!inside && (n < 1 || n > 2)) {
						t.Errorf("size %d facing %v target %v: faces %v", size, f, s, base)
					}
					spine := InSpine(sp, f, rotateAbout(sp, s, 1), true) == InSpine(sp, f.Rotate(-1), s, true)
					if !spine {
						t.Errorf("spine not rotation invariant at %v", s)
					}
				}
			}
		}
	}
}

func TestFacesToward(t *testing.T) {
	ship := NewSpace(Square{0, 0}, 1)
	// A 2x2 attacker straddling the front-right diagonal sees both faces.
	if got := FacesToward(ship, North, NewSpace(Square{2, -3}, 2)); got != Front|Right {
		t.Errorf("FacesToward = %v", got)
	}
	if got := FacesToward(ship, North, NewSpace(Square{-1, -5}, 3)); got != Front {
		t.Errorf("FacesToward = %v", got)
	}
	if AllFaces.String() != "front+right+rear+left" || FaceSet(0).String() != "-" || !(Front | Left).Has(Left) || Front.Has(Front|Rear) {
		t.Error("FaceSet methods")
	}
}

func TestSpinesAndBroadsides(t *testing.T) {
	big := NewSpace(Square{10, 10}, 3) // squares 10..12 both ways
	tests := []struct {
		f                 Facing
		target            Square
		front, rear       bool
		left, right       bool
		description       string
		wantFaceOnDiag    FaceSet
		checkFaceOnTarget bool
	}{
		{North, Square{11, 0}, true, false, false, false, "far ahead", 0, false},
		{North, Square{10, 9}, true, false, false, false, "ahead, left column", 0, false},
		{North, Square{12, 3}, true, false, false, false, "ahead, right column", 0, false},
		{North, Square{13, 5}, false, false, false, false, "just outside the spine", 0, false},
		{North, Square{9, 9}, false, false, false, false, "corner diagonal", Front | Left, true},
		{North, Square{11, 20}, false, true, false, false, "astern", 0, false},
		{North, Square{0, 11}, false, false, true, false, "port broadside", 0, false},
		{North, Square{13, 12}, false, false, false, true, "starboard broadside", 0, false},
		{North, Square{13, 13}, false, false, false, false, "rear-right corner", 0, false},
		{North, Square{11, 11}, false, false, false, false, "own square", 0, false},
		{East, Square{20, 10}, true, false, false, false, "ahead when facing east", 0, false},
		{East, Square{11, 2}, false, false, true, false, "left when facing east", 0, false},
		{East, Square{12, 15}, false, false, false, true, "right when facing east", 0, false},
		{East, Square{5, 12}, false, true, false, false, "astern when facing east", 0, false},
		{South, Square{10, 30}, true, false, false, false, "ahead when facing south", 0, false},
		{South, Square{20, 11}, false, false, true, false, "left when facing south", 0, false},
		{West, Square{0, 12}, true, false, false, false, "ahead when facing west", 0, false},
		{West, Square{12, 0}, false, false, false, true, "right when facing west", 0, false},
	}
	for _, tc := range tests {
		if got := InSpine(big, tc.f, tc.target, true); got != tc.front {
			t.Errorf("%s: front spine = %v", tc.description, got)
		}
		if got := InSpine(big, tc.f, tc.target, false); got != tc.rear {
			t.Errorf("%s: rear spine = %v", tc.description, got)
		}
		l, r := InBroadside(big, tc.f, tc.target)
		if l != tc.left || r != tc.right {
			t.Errorf("%s: broadside = %v, %v", tc.description, l, r)
		}
		if tc.checkFaceOnTarget && FaceOf(big, tc.f, tc.target) != tc.wantFaceOnDiag {
			t.Errorf("%s: face %v", tc.description, FaceOf(big, tc.f, tc.target))
		}
	}
	// Every square in a spine faces that face, and every square in a
	// broadside faces that side.
	for _, f := range Facings() {
		for x := 0; x < 23; x++ {
			for y := 0; y < 23; y++ {
				s := Square{x, y}
				fs := FaceOf(big, f, s)
				if InSpine(big, f, s, true) && !fs.Has(Front) {
					t.Errorf("facing %v: %v in front spine but faces %v", f, s, fs)
				}
				if InSpine(big, f, s, false) && !fs.Has(Rear) {
					t.Errorf("facing %v: %v in rear spine but faces %v", f, s, fs)
				}
				if l, r := InBroadside(big, f, s); (l && !fs.Has(Left)) || (r && !fs.Has(Right)) {
					t.Errorf("facing %v: %v in broadside but faces %v", f, s, fs)
				}
			}
		}
	}
	// A target ship is in a spine when any of its squares is.
	target := NewSpace(Square{12, 4}, 2) // columns 12..13: overlaps column 12
	if !target.Any(func(s Square) bool { return InSpine(big, North, s, true) }) {
		t.Error("ship overlapping the spine by one column should be in it")
	}
}

func BenchmarkDistance(b *testing.B) {
	n := 0
	for b.Loop() {
		for x := 0; x < 16; x++ {
			n += Distance(Square{x, 3}, Square{7, x})
		}
	}
	_ = n
}

func BenchmarkFaceOf(b *testing.B) {
	sp := NewSpace(Square{10, 10}, 3)
	var acc FaceSet
	for b.Loop() {
		for x := 0; x < 16; x++ {
			acc |= FaceOf(sp, East, Square{x, 2 * x})
		}
	}
	_ = acc
}

func BenchmarkSpaceDistance(b *testing.B) {
	a, c := NewSpace(Square{0, 0}, 3), NewSpace(Square{9, -4}, 2)
	n := 0
	for b.Loop() {
		n += SpaceDistance(a, c)
	}
	_ = n
}
