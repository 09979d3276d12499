package render

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// sgr matches one Select Graphic Rendition sequence.
var sgr = regexp.MustCompile("\x1b\\[([0-9;:]*)m")

// onTerminal is what a terminal of profile p is sent for s: the program's
// output is downsampled to the terminal's colours on the way out, as
// colorprofile.Writer does.
func onTerminal(t *testing.T, s string, p colorprofile.Profile) string {
	t.Helper()
	var b bytes.Buffer
	w := &colorprofile.Writer{Forward: &b, Profile: p}
	if _, err := w.WriteString(s); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// foreground is the foreground colour parameters of the last SGR before
// the first text in s ("91", "38;5;160"), or "" when none sets one.
func foreground(s, text string) string {
	i := strings.Index(s, text)
	if i < 0 {
		return ""
	}
	fg := ""
	for _, m := range sgr.FindAllStringSubmatch(s[:i], -1) {
		ps := strings.Split(m[1], ";")
		for j := 0; j < len(ps); j++ {
			switch p := ps[j]; {
			case p == "" || p == "0":
				fg = ""
			case p == "38" && j+2 < len(ps) && ps[j+1] == "5":
				fg, j = strings.Join(ps[j:j+3], ";"), j+2
			case p == "38" && j+4 < len(ps) && ps[j+1] == "2":
				fg, j = strings.Join(ps[j:j+5], ";"), j+4
			case len(p) == 2 && (p[0] == '3' || p[0] == '9') && p[1] <= '7':
				fg = p
			}
		}
	}
	return fg
}

// paletteNames is the palette without its second spelling of grey.
func paletteNames() []string {
	var out []string
	for _, n := range SideColors() {
		if n != "gray" {
			out = append(out, n)
		}
	}
	return out
}

// sideMaps draws one ship of the given colour on a square map (Starship
// Battles) and on a hex map (the other games), each with a second unit
// off the window so that its edge marker is drawn too.
func sideMaps(th *Theme, colour string) (square, hexes string) {
	sq := SquareMapView{Cols: 8, Rows: 4, Cells: map[grid.Square]SquareCell{
		{X: 1, Y: 1}: {Text: "AB", Color: colour, Facing: grid.North, HasFacing: true},
	}, NoCursor: true}
	hx := HexMapView{Cols: 6, Rows: 4, Cells: map[hex.Hex]HexCell{
		hex.FromOffset(1, 1): {Text: "AB", Color: colour, Facing: hex.NE, HasFacing: true},
	}, NoCursor: true}
	return SquareMap(sq, Viewport{Width: 30, Height: 8}, th), HexMap(hx, Viewport{Width: 30, Height: 12}, th)
}

// On a terminal of 16 colours every two colours of the palette draw a
// unit in two colours: left to the downsampling, red, orange, pink and
// yellow all came out bright red, and blue and purple bright blue, so that
// Starship Battles' teammates red and orange looked alike.
func TestSixteenColoursTellEverySideApart(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := NewTheme(ascii, true).ForProfile(colorprofile.ANSI)
		seen := map[string]string{} // the foreground by map and colour, to its colour name
		for _, name := range paletteNames() {
			square, hexes := sideMaps(th, name)
			for m, frame := range map[string]string{"square": square, "hex": hexes} {
				out := onTerminal(t, frame, colorprofile.ANSI)
				fg := foreground(out, "AB")
				if len(fg) != 2 {
					t.Errorf("ascii %v, %s map: %s is drawn in %q, not one of the 16 colours:\n%q", ascii, m, name, fg, out)
					continue
				}
				if other, ok := seen[m+fg]; ok {
					t.Errorf("ascii %v, %s map: %s and %s are both drawn in SGR %s on a 16-colour terminal", ascii, m, other, name, fg)
				}
				seen[m+fg] = name
			}
		}
	}
}

// Starship Battles' two against two: red with orange against blue with
// cyan, and every shipped two-side scenario's red against blue, keep the
// 16-colour look they had where it was already apart (red bright red,
// blue bright blue, cyan cyan); orange, which was red's, is now yellow.
func TestSixteenColoursOfTheShippedScenarios(t *testing.T) {
	th := NewTheme(false, true).ForProfile(colorprofile.ANSI)
	want := map[string]string{"red": "91", "blue": "94", "cyan": "36", "orange": "33"}
	for name, fg := range want {
		square, _ := sideMaps(th, name)
		if got := foreground(onTerminal(t, square, colorprofile.ANSI), "AB"); got != fg {
			t.Errorf("%s: SGR %q, want %q", name, got, fg)
		}
	}
}

// A terminal of 256 colours or true colour draws what it drew before: the
// profile changes the 16-colour look alone. A theme fitted to 16 colours
// and back draws as a new one.
func TestSixteenColoursLeaveTheOtherProfilesAlone(t *testing.T) {
	for _, name := range paletteNames() {
		wantSq, wantHex := sideMaps(NewTheme(false, true), name)
		for _, p := range []colorprofile.Profile{colorprofile.ANSI256, colorprofile.TrueColor, colorprofile.Unknown} {
			sq, hx := sideMaps(NewTheme(false, true).ForProfile(colorprofile.ANSI).ForProfile(p), name)
			if sq != wantSq || hx != wantHex {
				t.Errorf("%s under %v is drawn otherwise than before:\n%q\nwant\n%q", name, p, sq, wantSq)
			}
		}
		if fg := foreground(wantSq, "AB"); !strings.HasPrefix(fg, "38;5;") {
			t.Errorf("%s: the xterm-256 ink is not drawn: %q", name, fg)
		}
	}
}

// cellsAdded are the characters of with that differ from without, cell
// by cell: what a drawing adds to the same map without it.
func cellsAdded(with, without string) map[string]bool {
	out := map[string]bool{}
	a, b := strings.Split(with, "\n"), strings.Split(without, "\n")
	for i := range a {
		ra, rb := []rune(a[i]), []rune("")
		if i < len(b) {
			rb = []rune(b[i])
		}
		for j, r := range ra {
			if j >= len(rb) || rb[j] != r {
				out[string(r)] = true
			}
		}
	}
	return out
}

// facingGlyphs are the characters the maps draw a unit's facing with:
// what a unit with a facing shows that the same unit without one does
// not, for the six facings of a hex and the four of a square, at the
// detailed and the compact zoom.
func facingGlyphs(th *Theme) map[string]bool {
	out := map[string]bool{}
	for _, z := range []Zoom{Detailed, Compact} {
		vp := Viewport{Width: 30, Height: 10}
		for d := hex.Direction(0); d < 6; d++ {
			at := hex.FromOffset(2, 1)
			with := HexMapView{Cols: 5, Rows: 3, Zoom: z, NoCursor: true, Cells: map[hex.Hex]HexCell{at: {Text: "AB", Color: "red", Facing: d, HasFacing: true}}}
			without := HexMapView{Cols: 5, Rows: 3, Zoom: z, NoCursor: true, Cells: map[hex.Hex]HexCell{at: {Text: "AB", Color: "red"}}}
			for g := range cellsAdded(HexMap(with, vp, th), HexMap(without, vp, th)) {
				out[g] = true
			}
		}
		for _, f := range grid.Facings() {
			at := grid.Square{X: 2, Y: 1}
			with := SquareMapView{Cols: 5, Rows: 3, Zoom: z, NoCursor: true, Cells: map[grid.Square]SquareCell{at: {Text: "AB", Color: "red", Facing: f, HasFacing: true}}}
			without := SquareMapView{Cols: 5, Rows: 3, Zoom: z, NoCursor: true, Cells: map[grid.Square]SquareCell{at: {Text: "AB", Color: "red"}}}
			for g := range cellsAdded(SquareMap(with, vp, th), SquareMap(without, vp, th)) {
				out[g] = true
			}
		}
	}
	delete(out, "A") // the compact zoom cuts an id to make room for the facing
	delete(out, "B")
	return out
}

// markerGlyphs are the arrows of the markers at a window's edge: for a
// unit beyond each of the window's edges and corners, on a hex map and a
// square map, at the detailed and the compact zoom, the cell beside the
// marker's id on the side its arrow stands (before the id on the left,
// top and bottom edges, after it on the right).
func markerGlyphs(t *testing.T, th *Theme) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for _, z := range []Zoom{Detailed, Compact} {
		vp := Viewport{Width: 24, Height: 9}
		for _, off := range [][2]int{{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}} {
			// A 41 × 41 map seen through a window on its middle, a unit
			// far beyond the window in one of the eight directions.
			c, r := 20+18*off[0], 20+18*off[1]
			hv := HexMapView{Cols: 41, Rows: 41, Zoom: z, NoCursor: true}
			sv := SquareMapView{Cols: 41, Rows: 41, Zoom: z, NoCursor: true}
			at, sq := hex.FromOffset(c, r), grid.Square{X: c, Y: r}
			hv.Cells = map[hex.Hex]HexCell{at: {Text: "AB", Color: "red", Facing: hex.N, HasFacing: true}}
			sv.Cells = map[grid.Square]SquareCell{sq: {Text: "AB", Color: "red", Facing: grid.North, HasFacing: true}}
			hv.Units, sv.Units = []hex.Hex{at}, []grid.Square{sq}
			frames := []string{
				HexMap(hv, ScrollToCentre(hv, vp, hex.FromOffset(20, 20)), th),
				SquareMap(sv, ScrollToCentreSquare(sv, vp, grid.Square{X: 20, Y: 20}), th),
			}
			for _, f := range frames {
				arrow := ""
				for _, line := range strings.Split(f, "\n") {
					rs := []rune(line)
					for k := 0; k+1 < len(rs); k++ {
						if rs[k] != 'A' || rs[k+1] != 'B' {
							continue
						}
						switch {
						case off[0] <= 0 && k > 0:
							arrow = string(rs[k-1])
						case off[0] > 0 && k+2 < len(rs):
							arrow = string(rs[k+2])
						}
					}
				}
				if arrow == "" || arrow == " " {
					t.Fatalf("zoom %v, a unit off the window by %v: no marker drawn\n%s", z, off, f)
				}
				out[arrow] = true
			}
		}
	}
	return out
}

// On a terminal without colour nor reverse video (TERM=dumb, ASCII) a
// marker at the window's edge is told from a unit's facing by its
// characters alone: the ASCII markers were the facing arrows themselves
// ("<AB" at the left edge read as a unit facing west).
func TestEdgeMarkersShareNoCharacterWithFacings(t *testing.T) {
	for _, ascii := range []bool{true, false} {
		th := NewTheme(ascii, false)
		facings, markers := facingGlyphs(th), markerGlyphs(t, th)
		if len(facings) < 4 {
			t.Fatalf("ascii %v: the facings are drawn with %v, fewer than a square's four", ascii, facings)
		}
		for g := range markers {
			if facings[g] {
				t.Errorf("ascii %v: a marker at the window's edge is drawn with %q, which a facing draws too (facings %v, markers %v)", ascii, g, facings, markers)
			}
		}
	}
}
