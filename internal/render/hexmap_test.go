package render

import (
	"fmt"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

func sampleHexMap() HexMapView {
	cells := map[hex.Hex]HexCell{
		hex.FromOffset(1, 1): {Text: "A1", Color: "red", Facing: hex.NE, HasFacing: true},
		hex.FromOffset(4, 3): {Text: "B", Color: "blue", Facing: hex.SW, HasFacing: true, Highlight: Target | InArc | InRange},
		hex.FromOffset(2, 4): {Text: "C12", Color: "green", Facing: hex.S, HasFacing: true},
		hex.FromOffset(3, 0): {Text: "NW", Color: "yellow", Facing: hex.NW, HasFacing: true},
		hex.FromOffset(0, 3): {Text: "X", Color: "blue"},
		hex.FromOffset(2, 1): {Highlight: Reachable},
		hex.FromOffset(1, 2): {Highlight: Reachable},
		hex.FromOffset(2, 2): {Highlight: Reachable | InArc},
		hex.FromOffset(3, 2): {Highlight: InArc | InRange},
		hex.FromOffset(3, 3): {Highlight: InArc},
		hex.FromOffset(5, 3): {Highlight: InRange},
		hex.FromOffset(4, 2): {Highlight: LineOfSight},
		hex.FromOffset(5, 1): {Highlight: Blocked},
	}
	return HexMapView{Cols: 6, Rows: 5, Cells: cells, Cursor: hex.FromOffset(1, 1)}
}

func checkFrame(t *testing.T, got string, vp Viewport) {
	t.Helper()
	lines := strings.Split(got, "\n")
	if len(lines) != vp.Height {
		t.Errorf("%d lines, want %d", len(lines), vp.Height)
	}
	for i, l := range lines {
		if w := lipgloss.Width(l); w != vp.Width {
			t.Errorf("line %d is %d wide, want %d: %q", i, w, vp.Width, l)
		}
	}
}

func TestHexMapGolden(t *testing.T) {
	cases := []struct {
		name   string
		vp     Viewport
		labels bool
		cursor hex.Hex
	}{
		{"full", Viewport{Width: 33, Height: 12}, false, hex.FromOffset(1, 1)},
		{"labels", Viewport{Width: 36, Height: 13}, true, hex.FromOffset(3, 3)},
		{"scrolled", Viewport{Width: 20, Height: 7, ScrollX: 7, ScrollY: 3}, false, hex.FromOffset(4, 3)},
	}
	for _, th := range themes() {
		for _, tc := range cases {
			name := fmt.Sprintf("hexmap_%s_%s.golden", tc.name, th.name)
			t.Run(name, func(t *testing.T) {
				v := sampleHexMap()
				v.Labels = tc.labels
				v.Cursor = tc.cursor
				got := HexMap(v, tc.vp, th.theme)
				checkFrame(t, got, tc.vp)
				golden(t, name, got)
			})
		}
	}
}

func TestHexAtRoundTrip(t *testing.T) {
	v := HexMapView{Cols: 9, Rows: 7}
	for _, vp := range []Viewport{
		{Width: 80, Height: 24},
		{Width: 17, Height: 6, ScrollX: 9, ScrollY: 3},
		{Width: 23, Height: 9, ScrollX: 20, ScrollY: 5},
	} {
		seen := 0
		for c := 0; c < v.Cols; c++ {
			for r := 0; r < v.Rows; r++ {
				h := hex.FromOffset(c, r)
				x, y, ok := HexCenter(v, vp, h)
				if !ok {
					continue
				}
				seen++
				got, ok := HexAt(v, vp, x, y)
				if !ok || got != h {
					t.Errorf("vp %+v: HexAt(HexCenter(%v)) = %v, %v", vp, h, got, ok)
				}
				// Every interior cell of both lines belongs to the hex.
				for dx := -1; dx <= 2; dx++ {
					for dy := 0; dy <= 1; dy++ {
						if x+dx < 0 || x+dx >= vp.Width || y+dy >= vp.Height {
							continue
						}
						if got, ok := HexAt(v, vp, x+dx, y+dy); !ok || got != h {
							t.Errorf("vp %+v: HexAt(%d,%d) = %v, %v, want %v", vp, x+dx, y+dy, got, ok, h)
						}
					}
				}
			}
		}
		if seen == 0 {
			t.Errorf("vp %+v shows no hex centre", vp)
		}
	}
}

func TestHexAtOutside(t *testing.T) {
	v := HexMapView{Cols: 3, Rows: 2}
	vp := Viewport{Width: 40, Height: 10}
	for _, p := range [][2]int{{1, 0}, {30, 3}, {3, 9}, {-1, 2}, {2, -1}, {40, 1}} {
		if h, ok := HexAt(v, vp, p[0], p[1]); ok {
			t.Errorf("HexAt(%d,%d) = %v, want nothing", p[0], p[1], h)
		}
	}
}

func TestHexAtCoversMap(t *testing.T) {
	// Every cell of the drawing that is not blank or the first top edge
	// belongs to some hex, and each hex gets at least its four content cells.
	v := HexMapView{Cols: 5, Rows: 4}
	w, h := HexMapSize(v)
	vp := Viewport{Width: w, Height: h}
	count := map[hex.Hex]int{}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if hh, ok := HexAt(v, vp, x, y); ok {
				count[hh]++
			}
		}
	}
	if len(count) != v.Cols*v.Rows {
		t.Fatalf("%d hexes reachable by clicks, want %d", len(count), v.Cols*v.Rows)
	}
	for hh, n := range count {
		if n < 2*hexInner {
			t.Errorf("hex %v has %d cells", hh, n)
		}
	}
}

func TestScrollToShow(t *testing.T) {
	v := HexMapView{Cols: 30, Rows: 20}
	vp := Viewport{Width: 40, Height: 12}
	for c := 0; c < v.Cols; c++ {
		for r := 0; r < v.Rows; r++ {
			h := hex.FromOffset(c, r)
			got := ScrollToShow(v, vp, h)
			if _, _, ok := HexCenter(v, got, h); !ok {
				t.Errorf("ScrollToShow(%v) = %+v leaves the hex off screen", h, got)
			}
			mw, mh := HexMapSize(v)
			if got.ScrollX < 0 || got.ScrollY < 0 || got.ScrollX > mw-vp.Width || got.ScrollY > mh-vp.Height {
				t.Errorf("ScrollToShow(%v) = %+v scrolls off the map", h, got)
			}
			vp = got // walk the cursor like a player would
		}
	}
	// A hex already well inside the window does not move it.
	vp = Viewport{Width: 40, Height: 12, ScrollX: 20, ScrollY: 8}
	h := hex.FromOffset(8, 7)
	if got := ScrollToShow(v, vp, h); got != vp {
		t.Errorf("ScrollToShow moved a visible hex: %+v -> %+v", vp, got)
	}
	// A map smaller than the window stays at the origin.
	small := HexMapView{Cols: 3, Rows: 2}
	if got := ScrollToShow(small, Viewport{Width: 80, Height: 24, ScrollX: 5, ScrollY: 5}, hex.FromOffset(2, 1)); got.ScrollX != 0 || got.ScrollY != 0 {
		t.Errorf("small map scrolled to %+v", got)
	}
}

func BenchmarkHexMap80x24(b *testing.B) {
	benchHexMap(b, 80, 24)
}

func BenchmarkHexMap200x60(b *testing.B) {
	benchHexMap(b, 200, 60)
}

func benchHexMap(b *testing.B, w, h int) {
	v := HexMapView{Cols: 48, Rows: 36, Cells: map[hex.Hex]HexCell{}, Labels: true}
	colors := []string{"red", "blue"}
	for i := 0; i < 40; i++ {
		hh := hex.FromOffset(i%16*3%48, i*7%36)
		v.Cells[hh] = HexCell{Text: fmt.Sprintf("%c%d", 'A'+i%26, i%10), Color: colors[i%2], Facing: hex.Direction(i % 6), HasFacing: true}
	}
	for c := 2; c < 14; c++ {
		for r := 2; r < 10; r++ {
			hh := hex.FromOffset(c, r)
			cell := v.Cells[hh]
			cell.Highlight |= Reachable
			if c > 8 {
				cell.Highlight |= InArc | InRange
			}
			v.Cells[hh] = cell
		}
	}
	v.Cursor = hex.FromOffset(5, 5)
	t := NewTheme(false, true)
	vp := Viewport{Width: w, Height: h}
	b.ReportAllocs()
	for b.Loop() {
		_ = HexMap(v, vp, t)
	}
}

func TestMapsDegenerate(t *testing.T) {
	th := NewTheme(false, true)
	vp := Viewport{Width: 10, Height: 3, ScrollX: -4, ScrollY: -2}
	checkFrame(t, HexMap(HexMapView{}, vp, th), vp)
	checkFrame(t, SquareMap(SquareMapView{}, vp, th), vp)
	checkFrame(t, HexMap(sampleHexMap(), vp, th), vp)
	checkFrame(t, SquareMap(sampleSquareMap(), vp, th), vp)
	if HexMap(sampleHexMap(), Viewport{}, th) != "" || SquareMap(sampleSquareMap(), Viewport{}, th) != "" {
		t.Error("an empty viewport draws something")
	}
	// A cell func replaces the map, and wide or long ids are cut to fit.
	v := HexMapView{Cols: 2, Rows: 2, Cell: func(h hex.Hex) (HexCell, bool) {
		return HexCell{Text: "日本語X", Color: "red", HasFacing: true}, true
	}}
	vp = Viewport{Width: 11, Height: 6}
	checkFrame(t, HexMap(v, vp, th), vp)
}
