package hex

import "testing"

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b Hex
		want int
	}{
		{Hex{0, 0}, Hex{0, 0}, 0},
		{Hex{0, 0}, Hex{0, -1}, 1},
		{Hex{0, 0}, Hex{1, -1}, 1},
		{Hex{0, 0}, Hex{1, 0}, 1},
		{Hex{0, 0}, Hex{-1, 1}, 1},
		{Hex{0, 0}, Hex{2, -1}, 2}, // two steps, NE then SE
		{Hex{0, 0}, Hex{3, -3}, 3},
		{Hex{0, 0}, Hex{3, 2}, 5},
		{Hex{-2, 5}, Hex{4, -1}, 6},
		{Hex{1, 1}, Hex{-3, -4}, 9},
	}
	for _, tc := range tests {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := Distance(tc.b, tc.a); got != tc.want {
			t.Errorf("Distance(%v, %v) = %d, want %d (symmetry)", tc.b, tc.a, got, tc.want)
		}
		if got := Range(tc.a, tc.b); got != tc.want {
			t.Errorf("Range(%v, %v) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestArithmetic(t *testing.T) {
	a, b := Hex{2, -3}, Hex{-1, 4}
	if got := Add(a, b); got != (Hex{1, 1}) {
		t.Errorf("Add = %v", got)
	}
	if got := Sub(a, b); got != (Hex{3, -7}) {
		t.Errorf("Sub = %v", got)
	}
	if got := Scale(a, -2); got != (Hex{-4, 6}) {
		t.Errorf("Scale = %v", got)
	}
	if a.S() != 1 || b.S() != -3 {
		t.Errorf("S() = %d, %d", a.S(), b.S())
	}
	if Length(Hex{3, -1}) != 3 {
		t.Errorf("Length(3,-1) = %d", Length(Hex{3, -1}))
	}
	if a.String() != "(2,-3)" {
		t.Errorf("String = %q", a.String())
	}
}

func TestOffset(t *testing.T) {
	tests := []struct {
		h        Hex
		col, row int
	}{
		{Hex{0, 0}, 0, 0},
		{Hex{0, -1}, 0, -1}, // N of an even column stays in the column
		{Hex{1, -1}, 1, -1}, // NE of (0,0): odd columns are shifted down
		{Hex{1, 0}, 1, 0},   // SE of (0,0)
		{Hex{2, -1}, 2, 0},  // two columns right, same row
		{Hex{3, -1}, 3, 0},
		{Hex{-1, 0}, -1, -1}, // NW of (0,0), negative odd column
		{Hex{-1, 1}, -1, 0},  // SW of (0,0)
		{Hex{-2, 1}, -2, 0},
		{Hex{5, 3}, 5, 5},
	}
	for _, tc := range tests {
		col, row := ToOffset(tc.h)
		if col != tc.col || row != tc.row {
			t.Errorf("ToOffset(%v) = (%d,%d), want (%d,%d)", tc.h, col, row, tc.col, tc.row)
		}
		if got := FromOffset(tc.col, tc.row); got != tc.h {
			t.Errorf("FromOffset(%d,%d) = %v, want %v", tc.col, tc.row, got, tc.h)
		}
	}
	for _, h := range Spiral(Hex{3, -7}, 8) {
		if got := FromOffset(ToOffset(h)); got != h {
			t.Errorf("round trip %v -> %v", h, got)
		}
	}
}

func TestOffsetNeighborsOddQ(t *testing.T) {
	// On an odd-q map, an even column's side neighbours are on its own row
	// and the row above; an odd column's are on its own row and the row below.
	even := FromOffset(4, 4)
	odd := FromOffset(5, 4)
	wantEven := [6][2]int{{4, 3}, {5, 3}, {5, 4}, {4, 5}, {3, 4}, {3, 3}}
	wantOdd := [6][2]int{{5, 3}, {6, 4}, {6, 5}, {5, 5}, {4, 5}, {4, 4}}
	for i, n := range Neighbors(even) {
		c, r := ToOffset(n)
		if [2]int{c, r} != wantEven[i] {
			t.Errorf("even %v neighbour %v = (%d,%d), want %v", even, Direction(i), c, r, wantEven[i])
		}
	}
	for i, n := range Neighbors(odd) {
		c, r := ToOffset(n)
		if [2]int{c, r} != wantOdd[i] {
			t.Errorf("odd %v neighbour %v = (%d,%d), want %v", odd, Direction(i), c, r, wantOdd[i])
		}
	}
}

func TestNeighbors(t *testing.T) {
	c := Hex{2, -1}
	want := [6]Hex{{2, -2}, {3, -2}, {3, -1}, {2, 0}, {1, 0}, {1, -1}}
	got := Neighbors(c)
	if got != want {
		t.Fatalf("Neighbors(%v) = %v, want %v", c, got, want)
	}
	for _, d := range Directions() {
		n := Neighbor(c, d)
		if n != want[d] {
			t.Errorf("Neighbor(%v, %v) = %v, want %v", c, d, n, want[d])
		}
		if Distance(c, n) != 1 {
			t.Errorf("Neighbor %v not adjacent", d)
		}
		if Neighbor(n, d.Opposite()) != c {
			t.Errorf("opposite of %v does not lead back", d)
		}
	}
}

func TestDirection(t *testing.T) {
	tests := []struct {
		d      Direction
		n      int
		want   Direction
		name   string
		arrow  rune
		ascii  rune
		opp    Direction
		offset Hex
	}{
		{N, 1, NE, "N", '↑', '^', S, Hex{0, -1}},
		{NE, 2, S, "NE", '↗', '/', SW, Hex{1, -1}},
		{SE, -3, NW, "SE", '↘', '\\', NW, Hex{1, 0}},
		{S, 6, S, "S", '↓', 'v', N, Hex{0, 1}},
		{SW, -5, NW, "SW", '↙', '/', NE, Hex{-1, 1}},
		{NW, 1, N, "NW", '↖', '\\', SE, Hex{-1, 0}},
		{N, -1, NW, "N", '↑', '^', S, Hex{0, -1}},
		{N, -13, NW, "N", '↑', '^', S, Hex{0, -1}},
	}
	for _, tc := range tests {
		if got := tc.d.Rotate(tc.n); got != tc.want {
			t.Errorf("%v.Rotate(%d) = %v, want %v", tc.d, tc.n, got, tc.want)
		}
		if got := tc.d.String(); got != tc.name {
			t.Errorf("String = %q, want %q", got, tc.name)
		}
		if got := tc.d.Arrow(false); got != tc.arrow {
			t.Errorf("%v.Arrow(false) = %q, want %q", tc.d, got, tc.arrow)
		}
		if got := tc.d.Arrow(true); got != tc.ascii {
			t.Errorf("%v.Arrow(true) = %q, want %q", tc.d, got, tc.ascii)
		}
		if got := tc.d.Opposite(); got != tc.opp {
			t.Errorf("%v.Opposite() = %v, want %v", tc.d, got, tc.opp)
		}
		if got := tc.d.Offset(); got != tc.offset {
			t.Errorf("%v.Offset() = %v, want %v", tc.d, got, tc.offset)
		}
	}
	if Direction(7).Valid() || !NW.Valid() || Direction(-1).Valid() {
		t.Error("Valid")
	}
	if Direction(7).String() != "Direction(7)" || Direction(9).Arrow(true) != '?' {
		t.Error("invalid direction formatting")
	}
	if Direction(-7).Norm() != NW || Direction(8).Norm() != SE {
		t.Error("Norm")
	}
}

func TestDirectionsAreClockwise(t *testing.T) {
	// Each direction's step, rotated a sixth turn clockwise about the
	// origin, must be the next direction's step.
	for _, d := range Directions() {
		if got := RotateAround(Hex{}, d.Offset(), 1); got != d.Rotate(1).Offset() {
			t.Errorf("rotating %v clockwise gives %v, want %v", d, got, d.Rotate(1).Offset())
		}
	}
}

func TestRotateAround(t *testing.T) {
	c := Hex{3, -2}
	for _, h := range Spiral(c, 4) {
		if RotateAround(c, h, 6) != h || RotateAround(c, h, 0) != h {
			t.Errorf("full turn moved %v", h)
		}
		if RotateAround(c, RotateAround(c, h, 2), -2) != h {
			t.Errorf("rotate and back moved %v", h)
		}
		if RotateAround(c, h, 3) != Add(c, Scale(Sub(h, c), -1)) {
			t.Errorf("half turn of %v is not the mirror image", h)
		}
		if Distance(c, RotateAround(c, h, 1)) != Distance(c, h) {
			t.Errorf("rotation changed distance of %v", h)
		}
	}
}

func TestParseDirection(t *testing.T) {
	tests := []struct {
		in      string
		want    Direction
		wantErr bool
	}{
		{"N", N, false}, {"ne", NE, false}, {"Se", SE, false}, {"S", S, false},
		{"sw", SW, false}, {"NW", NW, false}, {"0", N, false}, {"5", NW, false},
		{"", 0, true}, {"E", 0, true}, {"6", 0, true}, {"north", 0, true},
	}
	for _, tc := range tests {
		got, err := ParseDirection(tc.in)
		if (err != nil) != tc.wantErr || (!tc.wantErr && got != tc.want) {
			t.Errorf("ParseDirection(%q) = %v, %v; want %v, err=%v", tc.in, got, err, tc.want, tc.wantErr)
		}
	}
}

func TestRing(t *testing.T) {
	c := Hex{-1, 2}
	if got := Ring(c, 0); len(got) != 1 || got[0] != c {
		t.Errorf("Ring radius 0 = %v", got)
	}
	if Ring(c, -1) != nil || Spiral(c, -1) != nil {
		t.Error("negative radius should give nothing")
	}
	wantR1 := []Hex{Neighbor(c, N), Neighbor(c, NE), Neighbor(c, SE), Neighbor(c, S), Neighbor(c, SW), Neighbor(c, NW)}
	got := Ring(c, 1)
	for i := range wantR1 {
		if got[i] != wantR1[i] {
			t.Fatalf("Ring(%v,1) = %v, want %v", c, got, wantR1)
		}
	}
	for r := 1; r <= 7; r++ {
		ring := Ring(c, r)
		if len(ring) != 6*r {
			t.Errorf("ring %d has %d hexes, want %d", r, len(ring), 6*r)
		}
		if ring[0] != Add(c, Scale(N.Offset(), r)) {
			t.Errorf("ring %d starts at %v, want due north", r, ring[0])
		}
		seen := map[Hex]bool{}
		for i, h := range ring {
			if Distance(c, h) != r {
				t.Errorf("ring %d: %v at distance %d", r, h, Distance(c, h))
			}
			if seen[h] {
				t.Errorf("ring %d: %v twice", r, h)
			}
			seen[h] = true
			if next := ring[(i+1)%len(ring)]; Distance(h, next) != 1 {
				t.Errorf("ring %d: %v and %v not adjacent", r, h, next)
			}
		}
	}
}

func TestSpiral(t *testing.T) {
	c := Hex{4, 4}
	for r := 0; r <= 6; r++ {
		sp := Spiral(c, r)
		if want := 3*r*(r+1) + 1; len(sp) != want {
			t.Errorf("Spiral radius %d has %d hexes, want %d", r, len(sp), want)
		}
		seen := map[Hex]bool{}
		prev := 0
		for _, h := range sp {
			d := Distance(c, h)
			if d > r || d < prev {
				t.Errorf("Spiral radius %d: %v at %d after %d", r, h, d, prev)
			}
			prev = d
			if seen[h] {
				t.Errorf("Spiral radius %d: %v twice", r, h)
			}
			seen[h] = true
		}
	}
	if sp := Spiral(c, 2); sp[0] != c || sp[1] != Neighbor(c, N) {
		t.Errorf("Spiral order starts %v", sp[:2])
	}
}

func BenchmarkDistance(b *testing.B) {
	hs := Spiral(Hex{}, 10)
	n := 0
	for b.Loop() {
		for i := 1; i < len(hs); i++ {
			n += Distance(hs[i-1], hs[i])
		}
	}
	_ = n
}

// Turns counts the hexsides the shorter way round, either way, and wraps.
func TestDirectionTurns(t *testing.T) {
	for _, tc := range []struct {
		d, e Direction
		want int
	}{
		{N, N, 0}, {N, NE, 1}, {NE, N, 1}, {N, SE, 2}, {N, S, 3}, {S, N, 3}, {N, SW, 2}, {N, NW, 1}, {NW, NE, 2},
	} {
		if got := tc.d.Turns(tc.e); got != tc.want {
			t.Errorf("%v.Turns(%v) = %d, want %d", tc.d, tc.e, got, tc.want)
		}
	}
}
