package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// battleHexMap is a 30×20 hex map as Starmada's standard battle shows it
// mid-game: two fleets, fighters, an explosion, an asteroid, a shot being
// aimed; the units listed for the edge markers.
func battleHexMap() HexMapView {
	cells := map[hex.Hex]HexCell{}
	var units []hex.Hex
	put := func(c, r int, hc HexCell) {
		h := hex.FromOffset(c, r)
		cells[h] = hc
		if hc.Text != "" {
			units = append(units, h)
		}
	}
	put(10, 3, HexCell{Text: "Pa", Color: "blue", Facing: hex.S, HasFacing: true})
	put(14, 4, HexCell{Text: "Ad", Color: "blue", Facing: hex.SE, HasFacing: true})
	put(19, 2, HexCell{Text: "La", Color: "blue", Facing: hex.SW, HasFacing: true})
	put(12, 9, HexCell{Text: "f6", Color: "blue"})
	put(9, 15, HexCell{Text: "Hi", Color: "red", Facing: hex.N, HasFacing: true, Highlight: Target})
	put(13, 16, HexCell{Text: "Ma", Color: "red", Facing: hex.NW, HasFacing: true})
	put(16, 16, HexCell{Text: "H1", Color: "red", Facing: hex.N, HasFacing: true})
	put(17, 16, HexCell{Text: "H2+", Color: "red", Facing: hex.NE, HasFacing: true})
	put(24, 18, HexCell{Text: "Wa", Color: "red", Facing: hex.N, HasFacing: true})
	put(20, 11, HexCell{Text: "*3", Color: "orange", Highlight: Blocked})
	put(6, 8, HexCell{Highlight: Blocked})
	for _, h := range hex.Line(hex.FromOffset(10, 3), hex.FromOffset(9, 15))[1:11] {
		cells[h] = HexCell{Highlight: LineOfSight}
	}
	for c := 8; c <= 12; c++ {
		for r := 4; r <= 6; r++ {
			if h := hex.FromOffset(c, r); cells[h] == (HexCell{}) {
				cells[h] = HexCell{Highlight: InArc | InRange}
			}
		}
	}
	return HexMapView{Cols: 30, Rows: 20, Cells: cells, Cursor: hex.FromOffset(10, 3), Units: units, Ruler: true}
}

// battleSquareMap is Starship Battles' 24×32 grid: 3×3 and 2×2 ships and
// fighters of two fleets near their edges.
func battleSquareMap() SquareMapView {
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	ship := func(x, y, n int, id, color string, f grid.Facing, hl Highlight) {
		addShip(cells, grid.Square{X: x, Y: y}, n, id, color, f, hl)
		units = append(units, grid.Square{X: x, Y: y})
	}
	ship(3, 1, 3, "Ex", "blue", grid.South, 0)
	ship(12, 2, 2, "SD", "blue", grid.South, 0)
	ship(18, 4, 1, "T1", "blue", grid.South, 0)
	ship(19, 4, 1, "T2", "blue", grid.South, 0)
	ship(8, 27, 3, "MC", "red", grid.North, Target)
	ship(16, 28, 2, "CR", "red", grid.North, 0)
	ship(5, 20, 1, "X1", "red", grid.North, 0)
	ship(6, 20, 1, "X2", "red", grid.East, 0)
	for y := 5; y <= 9; y++ {
		for x := 2; x <= 7; x++ {
			if s := (grid.Square{X: x, Y: y}); cells[s] == (SquareCell{}) {
				cells[s] = SquareCell{Highlight: Reachable}
			}
		}
	}
	cells[grid.Square{X: 11, Y: 14}] = SquareCell{Highlight: Blocked}
	return SquareMapView{Cols: 24, Rows: 32, Cells: cells, Cursor: grid.Square{X: 3, Y: 1}, Units: units, Ruler: true}
}

// mapArea is the map's part of the board at a screen size: the sheet takes
// 30 columns (40 from 120), the action list and log the rest.
func mapArea(w, h int) Viewport {
	sw := 30
	if w >= 120 {
		sw = 40
	}
	bh := min(max(10, min(h-2-7, (h-2)*2/3+4)), h-2-5)
	return Viewport{Width: w - sw - 1, Height: bh}
}

func TestZoomGolden(t *testing.T) {
	sizes := [][2]int{{80, 24}, {120, 40}}
	for _, th := range themes() {
		colour := strings.Contains(th.name, "color")
		for _, sz := range sizes {
			if colour && sz[0] != 80 {
				continue // one size in colour is enough to see the styles
			}
			for _, z := range []Zoom{Compact, Overview} {
				vp := mapArea(sz[0], sz[1])
				name := fmt.Sprintf("hexmap_%s_%dx%d_%s.golden", z, sz[0], sz[1], th.name)
				t.Run(name, func(t *testing.T) {
					v := battleHexMap()
					v.Zoom = z
					vp := ScrollToShow(v, vp, v.Cursor)
					got := HexMap(v, vp, th.theme)
					checkFrame(t, got, vp)
					golden(t, name, got)
				})
				name = fmt.Sprintf("squaremap_%s_%dx%d_%s.golden", z, sz[0], sz[1], th.name)
				t.Run(name, func(t *testing.T) {
					v := battleSquareMap()
					v.Zoom = z
					vp := ScrollToShowSquare(v, vp, v.Cursor)
					got := SquareMap(v, vp, th.theme)
					checkFrame(t, got, vp)
					golden(t, name, got)
				})
			}
		}
	}
}

// TestDetailedRulerGolden: the detailed drawing with the ruler and the
// markers of the units off the window.
func TestDetailedRulerGolden(t *testing.T) {
	for _, th := range themes()[:2] {
		vp := mapArea(80, 24)
		hv := battleHexMap()
		hv.ColLabel = func(c int) string { return fmt.Sprintf("%02d", c) } // Starmada's, from 00
		hv.RowLabel = hv.ColLabel
		got := HexMap(hv, ScrollToShow(hv, vp, hv.Cursor), th.theme)
		checkFrame(t, got, vp)
		golden(t, "hexmap_detailed_ruler_"+th.name+".golden", got)
		sv := battleSquareMap()
		got = SquareMap(sv, ScrollToShowSquare(sv, vp, sv.Cursor), th.theme)
		checkFrame(t, got, vp)
		golden(t, "squaremap_detailed_ruler_"+th.name+".golden", got)
	}
}

// TestOverviewFitsAndCounts: the overview holds the whole map in the
// window, units outrank overlays and terrain, and units sharing a cell
// are counted.
func TestOverviewFitsAndCounts(t *testing.T) {
	th := NewTheme(false, false)
	for _, size := range [][2]int{{30, 20}, {36, 30}, {72, 15}, {80, 60}, {5, 4}} {
		v := HexMapView{Cols: size[0], Rows: size[1], Zoom: Overview, Cells: map[hex.Hex]HexCell{}, NoCursor: true}
		corners := []hex.Hex{hex.FromOffset(0, 0), hex.FromOffset(size[0]-1, 0), hex.FromOffset(0, size[1]-1), hex.FromOffset(size[0]-1, size[1]-1)}
		for i, h := range corners {
			v.Cells[h] = HexCell{Text: string(rune('A' + i)), Color: "red"}
		}
		vp := Viewport{Width: 49, Height: 14}
		if !HexesFit(v, vp, corners...) {
			t.Errorf("%v: the corners do not fit the overview", size)
		}
		got := HexMap(v, vp, th)
		checkFrame(t, got, vp)
		for i, h := range corners {
			x, y, ok := HexCenter(v, vp, h)
			if !ok || []rune(strings.Split(got, "\n")[y])[x] != rune('A'+i) {
				t.Errorf("%v: corner %c not at (%d,%d):\n%s", size, 'A'+i, x, y, got)
			}
			if back, ok := HexAt(v, vp, x, y); !ok || back != h {
				t.Errorf("%v: a click on corner %c gives %v", size, 'A'+i, back)
			}
		}
	}
	// Two units and an overlay in one block: the count; a unit over an
	// asteroid and a move: the unit.
	v := HexMapView{Cols: 60, Rows: 40, Zoom: Overview, NoCursor: true, Cells: map[hex.Hex]HexCell{
		hex.FromOffset(0, 0): {Text: "A", Color: "red"},
		hex.FromOffset(1, 1): {Text: "B", Color: "red", Highlight: Reachable},
		hex.FromOffset(4, 0): {Highlight: Blocked},
		hex.FromOffset(5, 0): {Text: "C", Color: "blue", Highlight: Blocked},
		hex.FromOffset(8, 0): {Highlight: Blocked | Reachable},
	}}
	got := strings.Split(HexMap(v, Viewport{Width: 20, Height: 10}, th), "\n")[0]
	if want := "2C▒·"; !strings.HasPrefix(got, want) {
		t.Errorf("overview line %q, want it to start %q", got, want)
	}
}

// TestZoomRoundTrip: at every zoom a click on a cell's centre gives the
// cell, with and without the ruler, and on an offset map (an unbounded one
// boxed at negative coordinates).
func TestZoomRoundTrip(t *testing.T) {
	for _, z := range []Zoom{Detailed, Compact, Overview} {
		for _, ruler := range []bool{false, true} {
			v := HexMapView{Cols: 14, Rows: 9, Col0: -6, Row0: -3, Zoom: z, Ruler: ruler}
			sv := SquareMapView{Cols: 14, Rows: 9, Col0: -6, Row0: -3, Zoom: z, Ruler: ruler}
			for _, vp := range []Viewport{{Width: 80, Height: 24}, {Width: 23, Height: 9, ScrollX: 7, ScrollY: 3}} {
				seen := 0
				for c := v.Col0; c < v.Col0+v.Cols; c++ {
					for r := v.Row0; r < v.Row0+v.Rows; r++ {
						h := hex.FromOffset(c, r)
						if x, y, ok := HexCenter(v, vp, h); ok {
							seen++
							if got, ok := HexAt(v, vp, x, y); !ok || (got != h && z != Overview) {
								t.Errorf("%v ruler %v vp %+v: HexAt(HexCenter(%d,%d)) = %v, %v", z, ruler, vp, c, r, got, ok)
							}
						}
						s := grid.Square{X: c, Y: r}
						if x, y, ok := SquareCenter(sv, vp, s); ok {
							if got, ok := SquareAt(sv, vp, x, y); !ok || (got != s && z != Overview) {
								t.Errorf("%v ruler %v vp %+v: SquareAt(SquareCenter(%v)) = %v, %v", z, ruler, vp, s, got, ok)
							}
						}
					}
				}
				if seen == 0 {
					t.Errorf("%v ruler %v vp %+v shows no hex", z, ruler, vp)
				}
			}
			// Scrolling to a hex shows it, whatever the zoom.
			vp := Viewport{Width: 20, Height: 7}
			for c := v.Col0; c < v.Col0+v.Cols; c++ {
				for r := v.Row0; r < v.Row0+v.Rows; r++ {
					h := hex.FromOffset(c, r)
					if _, _, ok := HexCenter(v, ScrollToShow(v, vp, h), h); !ok {
						t.Errorf("%v ruler %v: ScrollToShow(%d,%d) leaves it off the window", z, ruler, c, r)
					}
					if _, _, ok := HexCenter(v, ScrollToCentre(v, vp, h), h); !ok {
						t.Errorf("%v ruler %v: ScrollToCentre(%d,%d) leaves it off the window", z, ruler, c, r)
					}
				}
			}
		}
	}
}

// TestRulerLabels: the ruler's labels are the view's, never touching one
// another, and the ruler is no cell.
func TestRulerLabels(t *testing.T) {
	th := NewTheme(false, false)
	v := HexMapView{Cols: 30, Rows: 20, Zoom: Compact, Ruler: true, NoCursor: true,
		ColLabel: func(c int) string { return fmt.Sprintf("c%d", c*10) }, RowLabel: func(r int) string { return fmt.Sprintf("r%02d", r) }}
	vp := Viewport{Width: 40, Height: 6}
	lines := strings.Split(HexMap(v, vp, th), "\n")
	// Labels as wide as a column or wider would touch the one before: the
	// ruler takes a second line for them, and leaves out those that touch
	// on both (c110).
	if want := "          c20   c40   c60   c80   c100  "; lines[0] != want {
		t.Errorf("top ruler's upper line %q, want %q", lines[0], want)
	}
	if want := "    c0 c10   c30   c50   c70   c90      "; lines[1] != want {
		t.Errorf("top ruler %q, want %q", lines[1], want)
	}
	if !strings.HasPrefix(lines[2], "r00  ·") || !strings.HasPrefix(lines[5], "r03  ·") {
		t.Errorf("row labels:\n%s", strings.Join(lines, "\n"))
	}
	if _, ok := HexAt(v, vp, 1, 3); ok {
		t.Error("a click on the ruler is a hex")
	}
	if x, y, w, h := HexWindow(v, vp); x != 4 || y != 2 || w != 36 || h != 4 {
		t.Errorf("window %d,%d %d×%d", x, y, w, h)
	}
	// Five lines are too few to give up two: one line, as before.
	if lines := strings.Split(HexMap(v, Viewport{Width: 40, Height: 5}, th), "\n"); lines[0] != "    c0 c10   c30   c50   c70   c90      " {
		t.Errorf("a five-line window's ruler %q", lines[0])
	}
	// Too small a window has no ruler.
	if x, y, _, _ := HexWindow(v, Viewport{Width: 9, Height: 3}); x != 0 || y != 0 {
		t.Error("a tiny window kept its ruler")
	}
}

// TestEdgeMarkers: a unit off the window is marked on the edge toward it,
// with its id, and markers never overlap.
func TestEdgeMarkers(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[hex.Hex]HexCell{}
	var units []hex.Hex
	for i, p := range [][2]int{{2, 2}, {29, 2}, {29, 3}, {29, 4}, {2, 19}, {29, 19}, {0, 0}} {
		h := hex.FromOffset(p[0], p[1])
		cells[h] = HexCell{Text: fmt.Sprintf("U%d", i), Color: "red"}
		units = append(units, h)
	}
	v := HexMapView{Cols: 30, Rows: 20, Cells: cells, Units: units, Zoom: Compact, NoCursor: true}
	vp := Viewport{Width: 30, Height: 8}
	lines := strings.Split(HexMap(v, vp, th), "\n")
	frame := strings.Join(lines, "\n")
	for _, want := range []string{"U1▶", "U2▶", "U3▶", "▼U4", "U5◢"} {
		if !strings.Contains(frame, want) {
			t.Errorf("no marker %q:\n%s", want, frame)
		}
	}
	if strings.Contains(frame, "U0▶") || strings.Contains(frame, "◀U6") {
		t.Errorf("a unit in the window is marked:\n%s", frame)
	}
	if got := []rune(lines[7]); string(got[len(got)-3:]) != "U5◢" {
		t.Errorf("the corner marker is not in the corner: %q", lines[7])
	}
}

func BenchmarkHexCompact80x24(b *testing.B)  { benchZoom(b, Compact, 80, 24) }
func BenchmarkHexOverview80x24(b *testing.B) { benchZoom(b, Overview, 80, 24) }
func BenchmarkHexDetailedRuler80x24(b *testing.B) {
	benchZoom(b, Detailed, 80, 24)
}
func BenchmarkSquareCompact80x24(b *testing.B)  { benchSquareZoom(b, Compact) }
func BenchmarkSquareOverview80x24(b *testing.B) { benchSquareZoom(b, Overview) }

// benchZoom draws the battle map with the ruler and markers in the map
// area of a w×h screen, in colour.
func benchZoom(b *testing.B, z Zoom, w, h int) {
	v := battleHexMap()
	v.Zoom = z
	t := NewTheme(false, true)
	vp := ScrollToShow(v, mapArea(w, h), v.Cursor)
	b.ReportAllocs()
	for b.Loop() {
		_ = HexMap(v, vp, t)
	}
}

func benchSquareZoom(b *testing.B, z Zoom) {
	v := battleSquareMap()
	v.Zoom = z
	t := NewTheme(false, true)
	vp := ScrollToShowSquare(v, mapArea(80, 24), v.Cursor)
	b.ReportAllocs()
	for b.Loop() {
		_ = SquareMap(v, vp, t)
	}
}

// TestZoomDegenerate: empty maps, tiny and empty windows, cells off the
// map draw exact frames at every zoom and never panic.
func TestZoomDegenerate(t *testing.T) {
	th := NewTheme(false, true)
	for _, z := range []Zoom{Detailed, Compact, Overview, Zoom(9)} {
		for _, vp := range []Viewport{{Width: 10, Height: 3, ScrollX: -4, ScrollY: -2}, {Width: 1, Height: 1}, {Width: 200, Height: 60}} {
			for _, v := range []HexMapView{{Zoom: z, Ruler: true}, {Cols: 3, Rows: 2, Zoom: z, Ruler: true, Units: []hex.Hex{{Q: 40, R: 40}}}} {
				checkFrame(t, HexMap(v, vp, th), vp)
				HexAt(v, vp, 1, 1)
				HexCenter(v, vp, hex.Hex{Q: -9, R: 50})
				ScrollToShow(v, vp, hex.Hex{Q: 99})
				ScrollToCentre(v, vp, hex.Hex{Q: -99})
				HexesFit(v, vp, hex.Hex{}, hex.Hex{Q: 500})
			}
			for _, v := range []SquareMapView{{Zoom: z, Ruler: true}, {Cols: 3, Rows: 2, Zoom: z, Units: []grid.Square{{X: -5}}}} {
				checkFrame(t, SquareMap(v, vp, th), vp)
				SquareAt(v, vp, 1, 1)
				SquareCenter(v, vp, grid.Square{X: -9, Y: 50})
				ScrollToShowSquare(v, vp, grid.Square{X: 99})
			}
		}
	}
	if HexMap(HexMapView{Cols: 3, Rows: 3, Zoom: Overview}, Viewport{}, th) != "" {
		t.Error("an empty window draws something")
	}
}

// Markers that meet in a row keep a cell between them: at 80×24 Starmada
// piled a corner's markers into "◤La▲s3▲f18", one word to the eye.
func TestEdgeMarkersApart(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[hex.Hex]HexCell{}
	var units []hex.Hex
	// Up and to the left of the window, then three just above its left end.
	for _, p := range [][3]any{{0, 0, "La"}, {12, 0, "s3"}, {13, 0, "f18"}, {14, 1, "Pa"}} {
		h := hex.FromOffset(p[0].(int), p[1].(int))
		cells[h] = HexCell{Text: p[2].(string), Color: "red"}
		units = append(units, h)
	}
	v := HexMapView{Cols: 30, Rows: 20, Cells: cells, Units: units, Zoom: Compact, NoCursor: true}
	vp := Viewport{Width: 30, Height: 8, ScrollX: 36, ScrollY: 6}
	frame := HexMap(v, vp, th)
	for _, want := range []string{"◤La", "▲s3", "▲f18", "▲Pa"} {
		if !strings.Contains(frame, want) {
			t.Errorf("no marker %q:\n%s", want, frame)
		}
	}
	top := []rune(strings.Split(frame, "\n")[0])
	for x := 1; x < len(top); x++ {
		if strings.ContainsRune("▲◤◥◀▶◢◣▼", top[x]) && top[x-1] != ' ' && top[x-1] != '·' && !strings.ContainsRune("▲◤◥◀▶◢◣▼", top[x-1]) {
			// an arrow right after a marker's id: the markers touch
			t.Fatalf("markers touch on the top row: %q\n%s", string(top), frame)
		}
	}
}

// A marker goes around the units in sight: at 80×24 Starship Battles' map
// showed rows 17–27, and the "▼Vi" of the Viscount just below the window,
// centred on its column, covered the Y-wing on row 27 ("VwY▼Vi").
func TestEdgeMarkerLeavesUnitsInSight(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[grid.Square]SquareCell{}
	for _, s := range grid.NewSpace(grid.Square{X: 11, Y: 28}, 3).Squares() {
		cells[s] = SquareCell{Color: "red", Body: true}
	}
	vi := grid.Square{X: 12, Y: 29}
	cells[vi] = SquareCell{Text: "Vi", Color: "red", Facing: grid.North, HasFacing: true}
	vw, yw := grid.Square{X: 11, Y: 27}, grid.Square{X: 12, Y: 27}
	cells[vw] = SquareCell{Text: "Vw", Color: "red"}
	cells[yw] = SquareCell{Text: "Yw", Color: "red"}
	v := SquareMapView{Cols: 24, Rows: 32, Cells: cells, Units: []grid.Square{vi, vw, yw}, Zoom: Compact, NoCursor: true}
	vp := Viewport{Width: 48, Height: 11, ScrollY: 17}
	frame := SquareMap(v, vp, th)
	lines := strings.Split(frame, "\n")
	last := lines[len(lines)-1]
	// The Y-wing after the V-wing shows a bar and its own letter (plain,
	// without colour: TestCompactTouchingFightersApartWithoutColour).
	for _, want := range []string{"Vw", th.Glyph.V + "Y", "▼Vi"} {
		if !strings.Contains(last, want) {
			t.Errorf("the window's last row lacks %q: %q\n%s", want, last, frame)
		}
	}
}

// A marker keeps off the rest of a large ship in sight, not only off its
// id: on Clash over Coruscant "BS▶" was drawn over the Star Destroyer's
// edge square, in the row of an off-window ship beside it.
func TestEdgeMarkerLeavesShipBodies(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[grid.Square]SquareCell{}
	for _, s := range grid.NewSpace(grid.Square{X: 8, Y: 5}, 3).Squares() {
		cells[s] = SquareCell{Color: "red", Body: true}
	}
	sd, bs := grid.Square{X: 9, Y: 6}, grid.Square{X: 20, Y: 5}
	cells[sd] = SquareCell{Text: "SD", Color: "red"}
	cells[bs] = SquareCell{Text: "BS", Color: "blue"}
	for _, byFunc := range []bool{false, true} {
		v := SquareMapView{Cols: 24, Rows: 12, Cells: cells, Units: []grid.Square{sd, bs}, Zoom: Compact, NoCursor: true}
		if byFunc {
			v.Cell = func(s grid.Square) (SquareCell, bool) { c, ok := cells[s]; return c, ok }
			v.Cells = nil
		}
		frame := SquareMap(v, Viewport{Width: 22, Height: 10}, th)
		lines := strings.Split(frame, "\n")
		if !strings.Contains(frame, "BS▶") {
			t.Fatalf("no marker for the ship off the window:\n%s", frame)
		}
		for _, y := range []int{5, 6, 7} {
			if n := strings.Count(lines[y], "░"); n != 6 && !strings.Contains(lines[y], "SD") {
				t.Errorf("Cell func %v: row %d shows %d of the ship's six body cells: %q\n%s", byFunc, y, n, lines[y], frame)
			}
		}
		if !strings.HasSuffix(lines[4], "BS▶ ") { // the window's last column stays blank (TestEdgeMarkerKeepsOffTheRightEdge)
			t.Errorf("Cell func %v: the marker is not beside the ship, on the row above it:\n%s", byFunc, frame)
		}
	}
}

// topRowMarkers are the markers on a frame's first line: each one's first
// column and text, from its arrow ("▲ES") to the blank after it.
func topRowMarkers(frame string) map[string]int {
	top := []rune(strings.Split(frame, "\n")[0])
	out := map[string]int{}
	for x := 0; x < len(top); x++ {
		if top[x] == '▲' {
			end := x + 1
			for end < len(top) && top[end] != ' ' && top[end] != '·' {
				end++
			}
			out[string(top[x:end])] = x
		}
	}
	return out
}

// A marker never reads as part of a unit's letters: it keeps a blank and
// a cell of the map between it and a unit in sight. At 80×24 Starship
// Battles' top row read "▲ES·TITB": the marker of a ship above the window,
// two cells from two fighters in sight, one word to the eye.
func TestEdgeMarkerStandsApartFromUnits(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[grid.Square]SquareCell{}
	es, ti, tb := grid.Square{X: 5, Y: 2}, grid.Square{X: 6, Y: 5}, grid.Square{X: 7, Y: 5}
	cells[es] = SquareCell{Text: "ES", Color: "blue"}
	cells[ti] = SquareCell{Text: "TI", Color: "blue"}
	cells[tb] = SquareCell{Text: "TB", Color: "blue"}
	v := SquareMapView{Cols: 24, Rows: 32, Cells: cells, Units: []grid.Square{es, ti, tb}, Zoom: Compact, NoCursor: true}
	frame := SquareMap(v, Viewport{Width: 40, Height: 8, ScrollY: 5}, th)
	top := []rune(strings.Split(frame, "\n")[0])
	x, ok := topRowMarkers(frame)["▲ES"]
	if !ok {
		t.Fatalf("no marker ▲ES on the top row:\n%s", frame)
	}
	if x+3 >= len(top) || top[x+3] != ' ' || (x > 0 && top[x-1] != ' ') {
		t.Errorf("the marker is not set off by blanks: %q\n%s", string(top), frame)
	}
	for i := max(0, x-2); i < min(len(top), x+5); i++ {
		if i >= x && i < x+3 {
			continue
		}
		if strings.ContainsRune("TIB", top[i]) {
			t.Errorf("the marker ▲ES at column %d is within a cell of a fighter's letters: %q\n%s", x, string(top), frame)
		}
	}
}

// A marker stands as near its unit's column as the others beside it
// allow, in the units' order along the edge: placed in the order the
// units were listed, an X-wing's marker was drawn seven columns from it,
// past the markers of the fighters beside it.
func TestEdgeMarkersStayByTheirUnits(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	// Five fighters abreast above the window, the X-wing in the middle
	// listed last.
	for _, f := range []struct {
		x  int
		id string
	}{{13, "Aw"}, {11, "Bw"}, {14, "Dw"}, {10, "Ew"}, {12, "Xw"}} {
		s := grid.Square{X: f.x, Y: 2}
		cells[s] = SquareCell{Text: f.id, Color: "red"}
		units = append(units, s)
	}
	v := SquareMapView{Cols: 24, Rows: 32, Cells: cells, Units: units, Zoom: Compact, NoCursor: true}
	frame := SquareMap(v, Viewport{Width: 48, Height: 8, ScrollY: 6}, th)
	got := topRowMarkers(frame)
	prev := -1
	for _, f := range []struct {
		x  int
		id string
	}{{10, "Ew"}, {11, "Bw"}, {12, "Xw"}, {13, "Aw"}, {14, "Dw"}} {
		x, ok := got["▲"+f.id]
		if !ok {
			t.Fatalf("no marker ▲%s on the top row:\n%s", f.id, frame)
		}
		// The unit's column is 2x to 2x+1; its marker's letters start
		// at the column, with the arrow before it.
		drift := x + 1 - sqCompactPitch*f.x
		if drift < -4 || drift > 4 || (f.id == "Xw" && drift != 0) {
			t.Errorf("the marker of %s at column %d is %d columns from its unit:\n%s", f.id, x, drift, frame)
		}
		if x <= prev {
			t.Errorf("the marker of %s is out of the units' order:\n%s", f.id, frame)
		}
		prev = x
	}
}

// A large ship with its id square beyond the window but part of its block
// in sight gets no marker, which would be drawn over that block: at 80×24
// Starship Battles drew "◀HO" over the Home One's own visible squares. Its
// id shows on its first square in full view instead (a square cut by the
// window's edge draws nothing), and, for a ship whose id row is above or
// below the window, in the id's column on the row in sight nearest it: the
// Executor's bottom row showed as a bare body with no id (found in play).
func TestEdgeMarkerNotForAShipPartlyInSight(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[grid.Square]SquareCell{}
	ho := grid.Square{X: 5, Y: 3} // a 2×2 ship, its id at the top left
	addShip(cells, ho, 2, "HO", "red", grid.East, 0)
	ex := grid.Square{X: 10, Y: 1} // a 3×3 ship, its id in the middle
	for _, s := range grid.NewSpace(grid.Square{X: 9, Y: 0}, 3).Squares() {
		cells[s] = SquareCell{Color: "blue", Body: true}
	}
	cells[ex] = SquareCell{Text: "Ex", Color: "blue", Facing: grid.South, HasFacing: true}
	far := grid.Square{X: 0, Y: 9} // wholly beyond the left edge
	addShip(cells, far, 2, "FA", "red", grid.East, 0)
	for _, byFunc := range []bool{false, true} {
		v := SquareMapView{Cols: 24, Rows: 32, Cells: cells, Units: []grid.Square{ho, ex, far}, NoCursor: true}
		if byFunc {
			v.Cell = func(s grid.Square) (SquareCell, bool) { c, ok := cells[s]; return c, ok }
			v.Cells = nil
		}
		// The HO's id square (columns 20–24) is cut by the window's left
		// edge, its right square (24–28) wholly in it; the Ex's middle row
		// is above the window, its bottom row the window's first.
		vp := Viewport{Width: 40, Height: 12, ScrollX: 23, ScrollY: 2}
		frame := SquareMap(v, vp, th)
		if strings.Contains(frame, "◀HO") || strings.Contains(frame, "▲Ex") || strings.Contains(frame, "Ex▲") {
			t.Errorf("Cell func %v: a marker for a ship partly in sight:\n%s", byFunc, frame)
		}
		if first := strings.Split(frame, "\n")[0]; !strings.Contains(first, "░░░░Ex↓░░░░") {
			t.Errorf("Cell func %v: the Executor's row in sight does not carry its id:\n%s", byFunc, frame)
		}
		if !strings.Contains(frame, "◀FA") {
			t.Errorf("Cell func %v: no marker for the ship wholly off the window:\n%s", byFunc, frame)
		}
		// The cut square draws nothing; the HO's id moves to its square
		// in full view.
		lines := strings.Split(frame, "\n")
		if !strings.HasPrefix(lines[1], " ░HO→") || !strings.HasPrefix(lines[2], " ░░░░") {
			t.Errorf("Cell func %v: the HO's squares in sight are not drawn, or its cut one is:\n%s", byFunc, frame)
		}
		for x := 0; x < 4; x++ {
			if _, ok := SquareMarkerAt(v, vp, th, x, 1); ok {
				t.Errorf("Cell func %v: a click on the HO's square at %d, 1 finds a marker", byFunc, x)
			}
		}
		// Four columns on, the window cuts the HO's right squares too:
		// they draw nothing, and its marker points to it.
		vp.ScrollX += 4
		frame = SquareMap(v, vp, th)
		if lines := strings.Split(frame, "\n"); !strings.Contains(frame, "◀HO") || strings.HasPrefix(lines[2], "░") {
			t.Errorf("Cell func %v: no marker for a ship cut by the window's edge, or a scrap of it drawn:\n%s", byFunc, frame)
		}
	}
}

// TestCutRowIDBelowTheWindow: at the compact zoom too, a 3×3 ship whose id
// row lies below the window and whose top row is the window's last shows
// its id there, in the id's column, and gets no marker.
func TestCutRowIDBelowTheWindow(t *testing.T) {
	th := NewTheme(false, false)
	cells := map[grid.Square]SquareCell{}
	ex := grid.Square{X: 10, Y: 10}
	for _, s := range grid.NewSpace(grid.Square{X: 9, Y: 9}, 3).Squares() {
		cells[s] = SquareCell{Color: "blue", Body: true}
	}
	cells[ex] = SquareCell{Text: "Ex", Color: "blue", Facing: grid.North, HasFacing: true}
	v := SquareMapView{Cols: 24, Rows: 32, Cells: cells, Units: []grid.Square{ex}, NoCursor: true, Zoom: Compact}
	vp := Viewport{Width: 40, Height: 6, ScrollY: 4}
	frame := SquareMap(v, vp, th)
	lines := strings.Split(frame, "\n")
	if last := lines[len(lines)-1]; !strings.Contains(last, "Ex") {
		t.Errorf("the Executor's top row, the window's last, does not carry its id:\n%s", frame)
	}
	if strings.Contains(frame, "▼") {
		t.Errorf("a marker for a ship partly in sight:\n%s", frame)
	}
	vp.ScrollY = 3 // the block wholly below the window: its marker
	if frame = SquareMap(v, vp, th); !strings.Contains(frame, "▼Ex") && !strings.Contains(frame, "Ex▼") {
		t.Errorf("no marker for the ship below the window:\n%s", frame)
	}
}
