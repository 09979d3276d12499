package hex

import (
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestLineKnown(t *testing.T) {
	tests := []struct {
		name string
		a, b Hex
		want []Hex
	}{
		{"same hex", Hex{2, 2}, Hex{2, 2}, []Hex{{2, 2}}},
		{"neighbour", Hex{0, 0}, Hex{1, -1}, []Hex{{0, 0}, {1, -1}}},
		{"straight north", Hex{0, 0}, Hex{0, -3}, []Hex{{0, 0}, {0, -1}, {0, -2}, {0, -3}}},
		{"straight SE", Hex{0, 0}, Hex{3, 0}, []Hex{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
		{"straight SW", Hex{1, 1}, Hex{-2, 4}, []Hex{{1, 1}, {0, 2}, {-1, 3}, {-2, 4}}},
		{"off axis", Hex{0, 0}, Hex{1, -3}, []Hex{{0, 0}, {0, -1}, {1, -2}, {1, -3}}},
		{"off axis long", Hex{0, 0}, Hex{2, -5}, []Hex{{0, 0}, {0, -1}, {1, -2}, {1, -3}, {2, -4}, {2, -5}}},
		// Along the N|NE hexside the positive nudge picks the NE hex.
		{"along an edge", Hex{0, 0}, Hex{1, -2}, []Hex{{0, 0}, {1, -1}, {1, -2}}},
	}
	for _, tc := range tests {
		if got := Line(tc.a, tc.b); !slices.Equal(got, tc.want) {
			t.Errorf("%s: Line(%v, %v) = %v, want %v", tc.name, tc.a, tc.b, got, tc.want)
		}
	}
}

// floatLine is Red Blob Games' floating-point line with a fixed nudge, used
// as an independent check of the exact integer version.
func floatLine(a, b Hex, sign float64) []Hex {
	n := Distance(a, b)
	eq, er, es := sign*1e-6, sign*2e-6, sign*-3e-6
	aq, ar, as := float64(a.Q)+eq, float64(a.R)+er, float64(a.S())+es
	bq, br, bs := float64(b.Q)+eq, float64(b.R)+er, float64(b.S())+es
	var out []Hex
	for i := 0; i <= n; i++ {
		tt := 0.0
		if n > 0 {
			tt = float64(i) / float64(n)
		}
		q, r, s := aq+(bq-aq)*tt, ar+(br-ar)*tt, as+(bs-as)*tt
		rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
		dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
		switch {
		case dq > dr && dq > ds:
			rq = -rr - rs
		case dr > ds:
			rr = -rq - rs
		}
		out = append(out, Hex{int(rq), int(rr)})
	}
	return out
}

func TestLineMatchesFloatReference(t *testing.T) {
	for _, a := range []Hex{{0, 0}, {3, -5}, {-4, 7}} {
		for _, b := range Spiral(a, 12) {
			if got, want := Line(a, b), floatLine(a, b, 1); !slices.Equal(got, want) {
				t.Errorf("Line(%v, %v) = %v, float reference %v", a, b, got, want)
			}
		}
	}
}

func TestLineProperties(t *testing.T) {
	a := Hex{1, -2}
	for _, b := range Spiral(a, 10) {
		l := Line(a, b)
		n := Distance(a, b)
		if len(l) != n+1 || l[0] != a || l[n] != b {
			t.Fatalf("Line(%v, %v) = %v", a, b, l)
		}
		for i := 1; i < len(l); i++ {
			if Distance(l[i-1], l[i]) != 1 {
				t.Errorf("Line(%v, %v): %v and %v not adjacent", a, b, l[i-1], l[i])
			}
		}
	}
}

func TestTraceAlongEdge(t *testing.T) {
	// Two steps out and one across (a corner direction): the line runs
	// along the hexside between the N and NE neighbours, passes through the
	// centre of (1,-2), then along the next hexside.
	got := Trace(Hex{0, 0}, Hex{2, -4})
	want := []Step{
		{Hex{0, 0}, Hex{0, 0}, false},
		{Hex{0, -1}, Hex{1, -1}, true},
		{Hex{1, -2}, Hex{1, -2}, false},
		{Hex{1, -3}, Hex{2, -3}, true},
		{Hex{2, -4}, Hex{2, -4}, false},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Trace = %v, want %v", got, want)
	}
}

func blockedSet(hs ...Hex) func(Hex) bool {
	m := map[Hex]bool{}
	for _, h := range hs {
		m[h] = true
	}
	return func(h Hex) bool { return m[h] }
}

// TestLineOfSightRulebook follows the Starmada X 4.1.4 diagram as the
// rulebook describes it: lines through an explosion hex are blocked (targets
// A and D), a line clear of explosions is open (B), a line that only runs
// along the side of one explosion hex is open (C), and it becomes blocked
// when the hexes on both sides of it hold explosions.
func TestLineOfSightRulebook(t *testing.T) {
	firer := Hex{0, 0}
	tests := []struct {
		name    string
		target  Hex
		blocked []Hex
		want    bool
	}{
		{"open line (B)", Hex{0, -4}, []Hex{{1, -2}, {-1, -1}, {2, 0}}, true},
		{"straight through an explosion (A)", Hex{0, -4}, []Hex{{0, -2}}, false},
		{"off-axis line through an explosion (D)", Hex{2, -5}, []Hex{{1, -3}}, false},
		{"off-axis line missing the explosion", Hex{2, -5}, []Hex{{2, -3}, {0, -2}}, true},
		{"grazes one explosion, west side (C)", Hex{2, -4}, []Hex{{0, -1}}, true},
		{"grazes one explosion, east side (C)", Hex{2, -4}, []Hex{{1, -1}}, true},
		{"explosions on both sides of the line", Hex{2, -4}, []Hex{{0, -1}, {1, -1}}, false},
		{"both sides of the second edge", Hex{2, -4}, []Hex{{1, -3}, {2, -3}}, false},
		{"one side of each edge, alternating", Hex{2, -4}, []Hex{{0, -1}, {2, -3}}, true},
		{"through the centre hex between the edges", Hex{2, -4}, []Hex{{1, -2}}, false},
		{"explosion in the firer's hex", Hex{0, -3}, []Hex{{0, 0}}, true},
		{"explosion in the target's hex", Hex{0, -3}, []Hex{{0, -3}}, true},
		{"adjacent target", Hex{1, 0}, []Hex{{0, 0}, {1, 0}, {0, 1}, {1, -1}}, true},
		{"own hex", Hex{0, 0}, []Hex{{0, 0}}, true},
		{"cuts across the middle of a hexside, west hex", Hex{1, -4}, []Hex{{0, -2}}, false},
		{"cuts across the middle of a hexside, east hex", Hex{1, -4}, []Hex{{1, -2}}, false},
		{"clips a hex the sampled line skips", Hex{1, -7}, []Hex{{1, -3}}, false},
		{"clips a hex the sampled line skips, other side", Hex{1, -7}, []Hex{{0, -4}}, false},
	}
	for _, tc := range tests {
		got := LineOfSight(firer, tc.target, blockedSet(tc.blocked...))
		if got != tc.want {
			t.Errorf("%s: LineOfSight(%v, %v) = %v, want %v", tc.name, firer, tc.target, got, tc.want)
		}
		// Sight is symmetric: the target sees the firer exactly when the
		// firer sees the target.
		if back := LineOfSight(tc.target, firer, blockedSet(tc.blocked...)); back != tc.want {
			t.Errorf("%s: reverse LineOfSight = %v, want %v", tc.name, back, tc.want)
		}
	}
}

// The exact reference below works in axial coordinates scaled by 3, where
// hex centres and corners have integer coordinates. Axial coordinates are an
// affine image of the screen, and affine maps keep straight lines straight
// and keep "inside", "on the edge" and "outside" unchanged, so the test can
// decide exactly which hexes the segment enters and which it only touches.

var refCorners = [6][2]int{{2, -1}, {1, 1}, {-1, 2}, {-2, 1}, {-1, -1}, {1, -2}}

type refFrac struct{ n, d int } // d > 0

func (x refFrac) less(y refFrac) bool { return x.n*y.d < y.n*x.d }

// touch returns the parameter interval [lo, hi] of the segment p0->p1 that
// lies in hex h (closed=true: including its boundary; otherwise its interior
// only) and whether the interval is non-empty (strictly longer than a point
// when open).
func refTouch(p0, p1 [2]int, h Hex, closed bool) (lo, hi refFrac, ok bool) {
	lo, hi = refFrac{0, 1}, refFrac{1, 1}
	c := [2]int{3 * h.Q, 3 * h.R}
	var v [6][2]int
	for i, k := range refCorners {
		v[i] = [2]int{c[0] + k[0], c[1] + k[1]}
	}
	cross := func(o, a, b [2]int) int {
		return (a[0]-o[0])*(b[1]-o[1]) - (a[1]-o[1])*(b[0]-o[0])
	}
	sigma := 1
	if cross(v[0], v[1], v[2]) < 0 {
		sigma = -1
	}
	for i := 0; i < 6; i++ {
		a, b := v[i], v[(i+1)%6]
		alpha := sigma * cross(a, b, p0)
		beta := sigma*cross(a, b, p1) - alpha
		// Need alpha + beta*t > 0 (or >= 0 when closed).
		switch {
		case beta == 0:
			if alpha < 0 || (alpha == 0 && !closed) {
				return lo, hi, false
			}
		case beta > 0:
			if f := (refFrac{-alpha, beta}); lo.less(f) {
				lo = f
			}
		default:
			if f := (refFrac{alpha, -beta}); f.less(hi) {
				hi = f
			}
		}
	}
	if closed {
		return lo, hi, !hi.less(lo)
	}
	return lo, hi, lo.less(hi)
}

// exactLOS applies the rule of 4.1.4 literally with exact geometry.
func exactLOS(a, b Hex, blocked func(Hex) bool) bool {
	p0, p1 := [2]int{3 * a.Q, 3 * a.R}, [2]int{3 * b.Q, 3 * b.R}
	type graze struct {
		h      Hex
		lo, hi refFrac
	}
	var grazed []graze
	for _, h := range Spiral(a, Distance(a, b)) {
		if h == a || h == b {
			continue
		}
		if _, _, in := refTouch(p0, p1, h, false); in {
			if blocked(h) {
				return false
			}
			continue
		}
		if lo, hi, on := refTouch(p0, p1, h, true); on && lo.less(hi) {
			grazed = append(grazed, graze{h, lo, hi})
		}
	}
	for i, g := range grazed {
		for _, o := range grazed[i+1:] {
			shared := Distance(g.h, o.h) == 1 && g.lo.less(o.hi) && o.lo.less(g.hi)
			if shared && blocked(g.h) && blocked(o.h) {
				return false
			}
		}
	}
	return true
}

func TestLineOfSightMatchesExactGeometry(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	a := Hex{0, 0}
	area := Spiral(a, 8)
	for _, b := range area {
		for trial := 0; trial < 40; trial++ {
			m := map[Hex]bool{}
			for _, h := range area {
				if rng.IntN(100) < 25 {
					m[h] = true
				}
			}
			blocked := func(h Hex) bool { return m[h] }
			got, want := LineOfSight(a, b, blocked), exactLOS(a, b, blocked)
			if got != want {
				var bs []Hex
				for _, h := range area {
					if m[h] {
						bs = append(bs, h)
					}
				}
				t.Fatalf("LineOfSight(%v, %v) = %v, exact geometry says %v; blocked %v", a, b, got, want, bs)
			}
		}
	}
}

// exactTrace lists, by brute force over every hex in range, the hexes the
// segment passes through and the pairs of hexes it runs between.
func exactTrace(a, b Hex) (crossed map[Hex]bool, edges map[[2]Hex]bool) {
	p0, p1 := [2]int{3 * a.Q, 3 * a.R}, [2]int{3 * b.Q, 3 * b.R}
	crossed, edges = map[Hex]bool{}, map[[2]Hex]bool{}
	type graze struct {
		h      Hex
		lo, hi refFrac
	}
	var grazed []graze
	for _, h := range Spiral(a, Distance(a, b)+1) {
		if _, _, in := refTouch(p0, p1, h, false); in {
			crossed[h] = true
		} else if lo, hi, on := refTouch(p0, p1, h, true); on && lo.less(hi) {
			grazed = append(grazed, graze{h, lo, hi})
		}
	}
	for i, g := range grazed {
		for _, o := range grazed[i+1:] {
			if Distance(g.h, o.h) == 1 && g.lo.less(o.hi) && o.lo.less(g.hi) {
				x, y := g.h, o.h
				if y.Q < x.Q || (y.Q == x.Q && y.R < x.R) {
					x, y = y, x
				}
				edges[[2]Hex{x, y}] = true
			}
		}
	}
	return crossed, edges
}

func TestTraceMatchesExactGeometry(t *testing.T) {
	for _, a := range []Hex{{0, 0}, {2, -5}, {-3, 1}} {
		for _, b := range Spiral(a, 11) {
			crossed, edges := exactTrace(a, b)
			tr := Trace(a, b)
			if tr[0] != (Step{a, a, false}) || tr[len(tr)-1] != (Step{b, b, false}) {
				t.Errorf("Trace(%v, %v) = %v: must start at a and end at b", a, b, tr)
			}
			gotC, gotE := map[Hex]bool{}, map[[2]Hex]bool{}
			for _, s := range tr {
				if s.Edge {
					gotE[[2]Hex{s.Hex, s.Alt}] = true
				} else {
					gotC[s.Hex] = true
				}
			}
			if len(gotC)+len(gotE) != len(tr) || !maps.Equal(gotC, crossed) || !maps.Equal(gotE, edges) {
				t.Errorf("Trace(%v, %v) = %v; exact crossed %v, edges %v", a, b, tr, crossed, edges)
			}
			// Every hex of the drawn line is met by the exact line.
			for _, h := range Line(a, b) {
				met := crossed[h]
				for e := range edges {
					met = met || e[0] == h || e[1] == h
				}
				if !met {
					t.Errorf("Line(%v, %v) holds %v, which the exact line does not meet", a, b, h)
				}
			}
		}
	}
}

func TestTraceClipsHexesBetweenSamples(t *testing.T) {
	// From (0,0) to (1,-7) the line runs close to the zigzag border between
	// columns 0 and 1 and weaves across it, through (1,-3) and (0,-4) as
	// well: ten hexes where Line has eight samples.
	got := Trace(Hex{0, 0}, Hex{1, -7})
	var hs []Hex
	for _, s := range got {
		if s.Edge {
			t.Fatalf("unexpected edge step %v", s)
		}
		hs = append(hs, s.Hex)
	}
	want := []Hex{{0, 0}, {0, -1}, {0, -2}, {1, -3}, {0, -3}, {1, -4}, {0, -4}, {1, -5}, {1, -6}, {1, -7}}
	if !slices.Equal(hs, want) {
		t.Errorf("Trace = %v, want %v", hs, want)
	}
	if l := Line(Hex{0, 0}, Hex{1, -7}); slices.Contains(l, Hex{1, -3}) || slices.Contains(l, Hex{0, -4}) {
		t.Errorf("Line = %v; expected it to skip (1,-3) and (0,-4)", l)
	}
}

func BenchmarkLine(b *testing.B) {
	for b.Loop() {
		_ = Line(Hex{0, 0}, Hex{7, -12})
	}
}

func BenchmarkLineOfSight(b *testing.B) {
	blocked := blockedSet(Hex{5, -3}, Hex{2, 2}, Hex{-3, 1})
	for b.Loop() {
		_ = LineOfSight(Hex{0, 0}, Hex{7, -12}, blocked)
	}
}

// segmentMeetsHex is Touches worked out another way, for the test: the
// closed segment between the centres (axial coordinates times three) meets
// one of h's six closed sides, or h holds an end.
func segmentMeetsHex(a, b, h Hex) bool {
	if h == a || h == b {
		return true
	}
	side := func(p, q, r [2]int) int { // which side of pq r lies on
		v := (q[0]-p[0])*(r[1]-p[1]) - (q[1]-p[1])*(r[0]-p[0])
		return min(max(v, -1), 1)
	}
	on := func(p, q, r [2]int) bool { // r, on the line pq, lies between them
		return min(p[0], q[0]) <= r[0] && r[0] <= max(p[0], q[0]) && min(p[1], q[1]) <= r[1] && r[1] <= max(p[1], q[1])
	}
	p, q := [2]int{3 * a.Q, 3 * a.R}, [2]int{3 * b.Q, 3 * b.R}
	for k := range corners3 {
		u := [2]int{3*h.Q + corners3[k][0], 3*h.R + corners3[k][1]}
		v := [2]int{3*h.Q + corners3[(k+1)%6][0], 3*h.R + corners3[(k+1)%6][1]}
		o1, o2, o3, o4 := side(p, q, u), side(p, q, v), side(u, v, p), side(u, v, q)
		if o1*o2 < 0 && o3*o4 < 0 || o1 == 0 && on(p, q, u) || o2 == 0 && on(p, q, v) || o3 == 0 && on(u, v, p) || o4 == 0 && on(u, v, q) {
			return true
		}
	}
	return false
}

// TestTouches: Touches agrees with a segment-against-sides count of the same
// geometry, holds every hex Trace lists, and adds the hexes met at one corner
// only (the Silent Death case: from offset 1010 to 0905 the line passes the
// corner of 1007, which Trace leaves out).
func TestTouches(t *testing.T) {
	corners := 0
	for _, a := range []Hex{{0, 0}, {2, -5}, {-3, 1}} {
		for _, b := range Spiral(a, 9) {
			traced := map[Hex]bool{}
			for _, s := range Trace(a, b) {
				traced[s.Hex], traced[s.Alt] = true, true
			}
			for _, h := range Spiral(a, 11) {
				got := Touches(a, b, h)
				if want := segmentMeetsHex(a, b, h); got != want {
					t.Fatalf("Touches(%v, %v, %v) = %v, want %v", a, b, h, got, want)
				}
				if traced[h] && !got {
					t.Fatalf("Trace(%v, %v) lists %v, which Touches does not", a, b, h)
				}
				if got && !traced[h] {
					corners++
				}
			}
		}
	}
	if corners == 0 {
		t.Error("no hex met at a corner only: the test tries nothing Trace leaves out")
	}
	a, b := FromOffset(10, 10), FromOffset(9, 5)
	if !Touches(a, b, FromOffset(10, 7)) || slices.ContainsFunc(Trace(a, b), func(s Step) bool { return s.Hex == FromOffset(10, 7) || s.Alt == FromOffset(10, 7) }) {
		t.Error("from 1010 to 0905 the line should touch 1007 at a corner only")
	}
	if Touches(a, b, FromOffset(12, 7)) {
		t.Error("from 1010 to 0905 the line should miss 1207")
	}
}
