package hex

import "testing"

// rowArcs is the Starmada arc set of a hex straight out through the side
// that is rel steps clockwise from the bow; cornerArcs of a hex straight out
// past the corner between sides rel and rel+1.
var (
	rowArcs    = [6]ArcSet{ArcA | ArcB, ArcB | ArcD, ArcD | ArcF, ArcE | ArcF, ArcC | ArcE, ArcA | ArcC}
	cornerArcs = [6]ArcSet{ArcB, ArcD, ArcF, ArcE, ArcC, ArcA}
)

func TestStarmadaArcsEveryFacing(t *testing.T) {
	from := Hex{3, -2}
	for _, f := range Directions() {
		if got := StarmadaArcs(from, f, from); got != 0 {
			t.Errorf("facing %v: own hex in arcs %v, want none", f, got)
		}
		for _, d := range Directions() {
			rel := int(d - f.Norm())
			rel = ((rel % 6) + 6) % 6
			for k := 1; k <= 4; k++ {
				row := Add(from, Scale(d.Offset(), k))
				if got := StarmadaArcs(from, f, row); got != rowArcs[rel] {
					t.Errorf("facing %v, %d hexes %v: arcs %v, want %v", f, k, d, got, rowArcs[rel])
				}
				corner := Add(from, Scale(Add(d.Offset(), d.Rotate(1).Offset()), k))
				if got := StarmadaArcs(from, f, corner); got != cornerArcs[rel] {
					t.Errorf("facing %v, corner %v/%v x%d: arcs %v, want %v", f, d, d.Rotate(1), k, got, cornerArcs[rel])
				}
			}
		}
	}
}

func TestStarmadaArcsFacingNorth(t *testing.T) {
	from := Hex{0, 0}
	tests := []struct {
		to   Hex
		want string
	}{
		{Hex{0, -1}, "AB"}, // dead ahead
		{Hex{0, -5}, "AB"}, // dead ahead, far
		{Hex{1, -3}, "B"},  // ahead, a little to starboard
		{Hex{-1, -2}, "A"}, // ahead, a little to port
		{Hex{2, -2}, "BD"}, // on the NE row
		{Hex{2, -1}, "D"},  // starboard beam
		{Hex{3, -1}, "D"},  // starboard beam, forward of the SE row
		{Hex{-2, 1}, "C"},  // port beam
		{Hex{0, 3}, "EF"},  // dead astern
		{Hex{1, 1}, "F"},   // astern to starboard
		{Hex{-1, 2}, "E"},  // astern to port
		{Hex{-3, 3}, "CE"}, // on the SW row
		{Hex{-2, 0}, "AC"}, // on the NW row
		{Hex{4, 0}, "DF"},  // on the SE row
		{Hex{1, -4}, "B"},  // narrow angle to starboard
		{Hex{-4, 1}, "C"},  // port, just aft of the NW row
		{Hex{-4, 2}, "C"},  // port beam, straight out past the W corner
		{Hex{5, -2}, "D"},  // starboard, between the NE and SE rows
		{Hex{-1, -1}, "A"}, // corner between N and NW sides
		{Hex{1, -2}, "B"},  // corner between N and NE sides
		{Hex{-2, -1}, "A"}, // port bow
		{Hex{3, -4}, "B"},  // starboard bow
		{Hex{-3, -1}, "A"}, // port bow, close to the NW row
		{Hex{-3, 4}, "E"},  // port quarter
		{Hex{3, 1}, "F"},   // starboard quarter
		{Hex{-5, 2}, "C"},  // port beam
		{Hex{2, -6}, "B"},  // starboard bow
		{Hex{-2, 6}, "E"},  // port quarter, far
		{Hex{2, 4}, "F"},   // starboard quarter, far
		{Hex{6, -6}, "BD"}, // NE row, far
		{Hex{-6, 6}, "CE"}, // SW row, far
		{Hex{-6, 0}, "AC"}, // NW row, far
		{Hex{6, 0}, "DF"},  // SE row, far
		{Hex{0, 6}, "EF"},  // S row, far
		{Hex{0, -6}, "AB"}, // N row, far
		{Hex{-1, 4}, "E"},  // just port of dead astern
		{Hex{1, 3}, "F"},   // just starboard of dead astern
		{Hex{-4, 0}, "AC"}, // NW row
		{Hex{-4, 4}, "CE"}, // SW row
		{Hex{4, -4}, "BD"}, // NE row
		{Hex{4, -1}, "D"},  // starboard
		{Hex{-4, 3}, "C"},  // port
		{Hex{-3, 0}, "AC"}, // NW row
		{Hex{-3, 2}, "C"},  // port beam
	}
	for _, tc := range tests {
		got := StarmadaArcs(from, N, tc.to)
		want, err := ParseArcCode(tc.want)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("StarmadaArcs(N, %v) = %v, want %v", tc.to, got, want)
		}
	}
}

func TestStarmadaArcsRotationInvariant(t *testing.T) {
	from := Hex{-2, 5}
	for _, h := range Spiral(from, 7) {
		for _, f := range Directions() {
			base := StarmadaArcs(from, f, h)
			for n := 1; n < 6; n++ {
				got := StarmadaArcs(from, f.Rotate(n), RotateAround(from, h, n))
				if got != base {
					t.Errorf("target %v facing %v rotated %d: %v, want %v", h, f, n, got, base)
				}
			}
			if h == from {
				continue
			}
			// Every other hex is in one arc, or in two neighbouring arcs
			// when it lies on one of the six rows through the hexsides.
			onRow := false
			for _, d := range Directions() {
				for k := 1; k <= 7; k++ {
					onRow = onRow || Add(from, Scale(d.Offset(), k)) == h
				}
			}
			n := bits(uint8(base))
			if (onRow && n != 2) || (!onRow && n != 1) {
				t.Errorf("target %v facing %v: arcs %v (on a row: %v)", h, f, base, onRow)
			}
		}
	}
}

func TestStarmadaArcSizes(t *testing.T) {
	// The arcs are mirror images and rotations of each other, so out to
	// radius 6 each holds the same number of hexes.
	count := map[ArcSet]int{}
	for _, h := range Spiral(Hex{}, 6) {
		for i := 0; i < 6; i++ {
			if a := ArcSet(1 << i); StarmadaArcs(Hex{}, N, h).Overlaps(a) {
				count[a]++
			}
		}
	}
	for i := 1; i < 6; i++ {
		if count[ArcSet(1<<i)] != count[ArcA] {
			t.Errorf("arc sizes differ: %v", count)
		}
	}
	// Per ring r: 6r hexes, 6 of them on rows counted twice, so each arc
	// holds r+1 hexes of ring r; summed over r = 1..6 that is 27.
	if count[ArcA] != 27 {
		t.Errorf("arc A holds %d hexes within 6, want 27", count[ArcA])
	}
}

func bits(x uint8) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func TestParseArcCode(t *testing.T) {
	tests := []struct {
		in      string
		want    ArcSet
		wantErr bool
	}{
		{"AB", ArcA | ArcB, false},
		{"AC", ArcA | ArcC, false},
		{"BD", ArcB | ArcD, false},
		{"CE", ArcC | ArcE, false},
		{"DF", ArcD | ArcF, false},
		{"EF", ArcE | ArcF, false},
		{"ef", ArcE | ArcF, false},
		{"A", ArcA, false},
		{"F", ArcF, false},
		{"ABCDEF", AllArcs, false},
		{"FEDCBA", AllArcs, false},
		{"A B", ArcA | ArcB, false},
		{"", 0, true},
		{"  ", 0, true},
		{"AG", 0, true},
		{"AA", 0, true},
		{"A-B", 0, true},
	}
	for _, tc := range tests {
		got, err := ParseArcCode(tc.in)
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("ParseArcCode(%q) = %v, %v; want %v, err=%v", tc.in, got, err, tc.want, tc.wantErr)
		}
		if !tc.wantErr {
			if back, err := ParseArcCode(got.String()); err != nil || back != got {
				t.Errorf("round trip of %q via %q failed", tc.in, got.String())
			}
		}
	}
	if ArcSet(0).String() != "-" || (ArcB|ArcE).String() != "BE" {
		t.Error("ArcSet.String")
	}
	if !AllArcs.Contains(ArcA|ArcF) || (ArcA | ArcB).Contains(ArcA|ArcC) {
		t.Error("ArcSet.Contains")
	}
	if !(ArcA | ArcB).Overlaps(ArcB|ArcD) || (ArcA | ArcB).Overlaps(ArcE|ArcF) {
		t.Error("ArcSet.Overlaps")
	}
}

func TestStarmadaMounts(t *testing.T) {
	// The Admirable's blasters (4.1.2): AB covers dead ahead, EF dead
	// astern, AC and BD the two bows and beams.
	from := Hex{0, 0}
	mount := func(code string) ArcSet {
		s, err := ParseArcCode(code)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	tests := []struct {
		code string
		to   Hex
		want bool
	}{
		{"AB", Hex{0, -4}, true},
		{"AB", Hex{2, -2}, true}, // NE row: B and D
		{"AB", Hex{2, -1}, false},
		{"EF", Hex{0, 4}, true},
		{"EF", Hex{0, -4}, false},
		{"AC", Hex{-2, 1}, true},
		{"AC", Hex{2, -1}, false},
		{"BD", Hex{2, -1}, true},
		{"BD", Hex{-1, -2}, false},
		{"CE", Hex{-3, 3}, true},
		{"DF", Hex{3, 0}, true},
	}
	for _, tc := range tests {
		if got := mount(tc.code).Overlaps(StarmadaArcs(from, N, tc.to)); got != tc.want {
			t.Errorf("mount %s at %v: %v, want %v", tc.code, tc.to, got, tc.want)
		}
	}
}

func TestSilentDeathConesEveryFacing(t *testing.T) {
	from := Hex{-1, 4}
	for _, f := range Directions() {
		if got := SilentDeathCones(from, f, from); got != 0 {
			t.Errorf("facing %v: own hex in cones %v", f, got)
		}
		for _, d := range Directions() {
			rel := ((int(d-f.Norm()) % 6) + 6) % 6
			cone := ConeSet(1 << rel)
			next := ConeSet(1 << ((rel + 1) % 6))
			for k := 1; k <= 4; k++ {
				// Straight out through a side: the middle of one cone.
				if got := SilentDeathCones(from, f, Add(from, Scale(d.Offset(), k))); got != cone {
					t.Errorf("facing %v, %d hexes %v: cones %v, want %v", f, k, d, got, cone)
				}
				// Out past a corner: on the line between two cones.
				c := Add(from, Scale(Add(d.Offset(), d.Rotate(1).Offset()), k))
				if got := SilentDeathCones(from, f, c); got != cone|next {
					t.Errorf("facing %v, corner %v/%v x%d: cones %v, want %v", f, d, d.Rotate(1), k, got, cone|next)
				}
			}
		}
	}
}

func TestSilentDeathConesFacingNorth(t *testing.T) {
	from := Hex{0, 0}
	tests := []struct {
		to   Hex
		want ConeSet
	}{
		{Hex{0, -1}, ConeF},
		{Hex{0, -3}, ConeF},
		{Hex{1, -2}, ConeF | ConeFQR}, // corner line
		{Hex{-1, -1}, ConeF | ConeFQL},
		{Hex{1, -3}, ConeF}, // inside the forward cone
		{Hex{-1, -2}, ConeF},
		{Hex{1, -1}, ConeFQR},
		{Hex{2, -1}, ConeFQR | ConeRQR}, // straight out to starboard
		{Hex{2, 0}, ConeRQR},
		{Hex{1, 1}, ConeRQR | ConeA},
		{Hex{0, 2}, ConeA},
		{Hex{-1, 2}, ConeA | ConeRQL},
		{Hex{-1, 1}, ConeRQL},
		{Hex{-2, 1}, ConeRQL | ConeFQL}, // straight out to port
		{Hex{-1, 0}, ConeFQL},
		{Hex{3, -2}, ConeFQR},
		{Hex{-3, 2}, ConeRQL},
	}
	for _, tc := range tests {
		if got := SilentDeathCones(from, N, tc.to); got != tc.want {
			t.Errorf("SilentDeathCones(N, %v) = %v, want %v", tc.to, got, tc.want)
		}
	}
	// The forward cone holds one hex at range 1, three at range 2 (two of
	// them shared), and so on: 60° of the map.
	for r := 1; r <= 6; r++ {
		n := 0
		for _, h := range Ring(from, r) {
			if SilentDeathCones(from, N, h).Overlaps(ConeF) {
				n++
			}
		}
		want := r + 1
		if r%2 == 1 {
			want = r
		}
		if n != want {
			t.Errorf("forward cone holds %d hexes of ring %d, want %d", n, r, want)
		}
	}
}

func TestSilentDeathConesRotationInvariant(t *testing.T) {
	from := Hex{4, 1}
	for _, h := range Spiral(from, 7) {
		for _, f := range Directions() {
			base := SilentDeathCones(from, f, h)
			for n := 1; n < 6; n++ {
				if got := SilentDeathCones(from, f.Rotate(n), RotateAround(from, h, n)); got != base {
					t.Errorf("target %v facing %v rotated %d: %v, want %v", h, f, n, got, base)
				}
			}
			if h != from && (bits(uint8(base)) < 1 || bits(uint8(base)) > 2) {
				t.Errorf("target %v facing %v in %v", h, f, base)
			}
		}
	}
}

func TestStarmadaAndSilentDeathDiffer(t *testing.T) {
	// Dead ahead is on an arc boundary in Starmada but the middle of a cone
	// in Silent Death; past a bow corner it is the other way round.
	ahead, corner := Hex{0, -3}, Hex{1, -2}
	if bits(uint8(StarmadaArcs(Hex{}, N, ahead))) != 2 || bits(uint8(SilentDeathCones(Hex{}, N, ahead))) != 1 {
		t.Error("dead ahead")
	}
	if bits(uint8(StarmadaArcs(Hex{}, N, corner))) != 1 || bits(uint8(SilentDeathCones(Hex{}, N, corner))) != 2 {
		t.Error("corner")
	}
}

func TestParseCones(t *testing.T) {
	tests := []struct {
		in      string
		want    ConeSet
		wantErr bool
	}{
		{"F", ConeF, false},
		{"fqr", ConeFQR, false},
		{"FQL", ConeFQL, false},
		{"RQR", ConeRQR, false},
		{"RQL", ConeRQL, false},
		{"A", ConeA, false},
		{"360°", Cone360, false},
		{"360", Cone360, false},
		{"(RQL)(A)(RQR)", ConeRQL | ConeA | ConeRQR, false},
		{"F, FQR/FQL", ConeF | ConeFQR | ConeFQL, false},
		{"", 0, true},
		{"()", 0, true},
		{"FQ", 0, true},
		{"(RGL)(A)", 0, true}, // misprint on the sample display: rejected, the data must say RQL
		{"B", 0, true},
	}
	for _, tc := range tests {
		got, err := ParseCones(tc.in)
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("ParseCones(%q) = %v, %v; want %v, err=%v", tc.in, got, err, tc.want, tc.wantErr)
		}
		if !tc.wantErr {
			if back, err := ParseCones(got.String()); err != nil || back != got {
				t.Errorf("round trip of %q via %q failed", tc.in, got.String())
			}
		}
	}
	if ConeSet(0).String() != "-" || Cone360.String() != "360°" || (ConeF|ConeA).String() != "F A" {
		t.Error("ConeSet.String")
	}
	if !Cone360.Contains(ConeA) || ConeF.Contains(ConeF|ConeA) || !ConeF.Overlaps(ConeF|ConeA) || ConeF.Overlaps(ConeA) {
		t.Error("ConeSet.Contains/Overlaps")
	}
}

func BenchmarkStarmadaArcs(b *testing.B) {
	targets := Spiral(Hex{}, 8)
	var acc ArcSet
	for b.Loop() {
		for _, h := range targets {
			acc |= StarmadaArcs(Hex{}, SE, h)
		}
	}
	_ = acc
}

func BenchmarkSilentDeathCones(b *testing.B) {
	targets := Spiral(Hex{}, 8)
	var acc ConeSet
	for b.Loop() {
		for _, h := range targets {
			acc |= SilentDeathCones(Hex{}, SW, h)
		}
	}
	_ = acc
}
