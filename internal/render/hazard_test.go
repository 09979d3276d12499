package render

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// hazardMap is a 6×4 map whose columns 2 and 3 are hazard hexes (Silent
// Death's minefield), with a unit standing in one, another beside the
// field, and a reachable hex inside it.
func hazardMap(z Zoom) HexMapView {
	cells := map[hex.Hex]HexCell{}
	for c := 2; c <= 3; c++ {
		for r := 0; r < 4; r++ {
			cells[hex.FromOffset(c, r)] = HexCell{Hazard: true}
		}
	}
	cells[hex.FromOffset(2, 1)] = HexCell{Text: "SAA", Color: "red", Facing: hex.N, HasFacing: true, Hazard: true}
	cells[hex.FromOffset(3, 2)] = HexCell{Highlight: Reachable, Hazard: true}
	cells[hex.FromOffset(0, 2)] = HexCell{Text: "TBA", Color: "blue", Facing: hex.N, HasFacing: true}
	return HexMapView{Cols: 6, Rows: 4, Cells: cells, Zoom: z, NoCursor: true,
		Units: []hex.Hex{hex.FromOffset(2, 1), hex.FromOffset(0, 2)}}
}

// TestHazardShowsAtEveryZoom: a hazard hex is marked at every zoom and in
// both glyph sets without colour, in an empty hex, under a unit and beside
// an overlay; a hex off the field is not.
func TestHazardShowsAtEveryZoom(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := NewTheme(ascii, false)
		mk := th.Glyph.Marks.Hazard
		// Detailed: an empty hazard hex reads "∴  ∴", the overlay keeps
		// the middle, and the unit's bottom edge has the marks at its ends.
		d := strings.Split(HexMap(hazardMap(Detailed), Viewport{Width: 31, Height: 10}, th), "\n")
		join := strings.Join(d, "\n")
		if !strings.Contains(join, mk+"  "+mk) {
			t.Errorf("ascii=%v detailed: no empty hazard hex %q:\n%s", ascii, mk+"  "+mk, join)
		}
		if !strings.Contains(join, mk+th.Glyph.Marks.Reachable+th.Glyph.Marks.Reachable+mk) {
			t.Errorf("ascii=%v detailed: the reachable hazard hex lost a mark:\n%s", ascii, join)
		}
		e := th.Glyph.HexEdge
		if !strings.Contains(join, mk+e+e+mk) {
			t.Errorf("ascii=%v detailed: no hazard under the unit:\n%s", ascii, join)
		}
		// Columns 0, 1, 4, 5 carry no mark: count the marks per line at
		// most in the field's columns (x 10..19).
		for i, l := range d {
			r := []rune(l)
			for x, c := range r {
				if string(c) == mk && (x < 10 || x > 20) {
					t.Errorf("ascii=%v detailed: a hazard mark off the field, line %d col %d:\n%s", ascii, i, x, join)
				}
			}
		}
		// Compact: empty "∴·∴", and the unit flanked by marks.
		cp := HexMap(hazardMap(Compact), Viewport{Width: 18, Height: 4}, th)
		if !strings.Contains(cp, mk+th.Glyph.Empty+mk) {
			t.Errorf("ascii=%v compact: no empty hazard hex:\n%s", ascii, cp)
		}
		if !strings.Contains(cp, mk+"SA") || !strings.Contains(strings.Split(cp, "\n")[1], "SA"+th.Glyph.Arrows[0]+mk) {
			t.Errorf("ascii=%v compact: the unit in the field is not flanked by the mark:\n%s", ascii, cp)
		}
		if strings.Contains(cp, mk+"TB") || strings.Contains(cp, "TB"+th.Glyph.Arrows[0]+mk) {
			t.Errorf("ascii=%v compact: the unit off the field is marked:\n%s", ascii, cp)
		}
		// Overview with room for a blank beside each cell: the mark in
		// empty blocks and beside the unit's letter.
		ov := HexMap(hazardMap(Overview), Viewport{Width: 12, Height: 4}, th)
		if !strings.Contains(ov, "S"+mk) || !strings.Contains(ov, mk+" "+mk) {
			t.Errorf("ascii=%v overview: the field or the unit in it is not marked:\n%s", ascii, ov)
		}
		if strings.Contains(ov, "T"+mk) {
			t.Errorf("ascii=%v overview: the unit off the field is marked:\n%s", ascii, ov)
		}
	}
}

// TestHazardTint: with colour, a hazard hex is tinted behind a unit too.
func TestHazardTint(t *testing.T) {
	th := NewTheme(false, true)
	if th.hazard.bg == inkNone || th.hazardBg == inkNone {
		t.Fatal("no hazard tint")
	}
	var cv canvas
	cv.reset(4, 0)
	drawHexBody(&cv, 0, HexCell{Text: "SAA", Color: "red", Hazard: true}, false, th)
	for i, c := range cv.cells {
		if c.p.bg != th.hazardBg {
			t.Errorf("cell %d of a unit on a hazard hex is not tinted: %+v", i, c)
		}
	}
	cv.reset(4, 0)
	drawHexBody(&cv, 0, HexCell{Text: "SAA", Color: "red"}, false, th)
	for i, c := range cv.cells {
		if c.p.bg != inkNone {
			t.Errorf("cell %d of a unit off the field is tinted", i)
		}
	}
}

// TestHazardOverviewOneColumn: zoomed out at one column a hex (Silent
// Death's minefield at 80×24) there is no blank beside a letter; without
// colour a unit standing on a hazard hex has the mark in the dotted
// blocks on both sides of it, and a unit beside the field, outside, has
// none. With colour the tint marks it and the dots stay.
func TestHazardOverviewOneColumn(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := NewTheme(ascii, false)
		mk, dot := th.Glyph.Marks.Hazard, th.Glyph.Empty
		m := hazardMap(Overview)
		m.Cells[hex.FromOffset(1, 3)] = HexCell{Text: "RVA", Color: "blue", Facing: hex.N, HasFacing: true}
		lines := strings.Split(HexMap(m, Viewport{Width: 6, Height: 4}, th), "\n")
		if len(lines) < 4 {
			t.Fatalf("ascii=%v: %q", ascii, lines)
		}
		if want := dot + mk + "S" + mk + dot + dot; lines[1] != want {
			t.Errorf("ascii=%v: the unit in the field reads %q, want %q:\n%s", ascii, lines[1], want, strings.Join(lines, "\n"))
		}
		if want := dot + "R" + mk + mk + dot + dot; lines[3] != want {
			t.Errorf("ascii=%v: the unit beside the field reads %q, want %q", ascii, lines[3], want)
		}
		if !strings.HasPrefix(lines[2], "T"+dot) {
			t.Errorf("ascii=%v: the unit off the field reads %q", ascii, lines[2])
		}
	}
	colour := NewTheme(false, true)
	m := hazardMap(Overview)
	if l := strings.Split(ansi.Strip(HexMap(m, Viewport{Width: 6, Height: 4}, colour)), "\n")[1]; l != "··S∴··" {
		t.Errorf("with colour the tint marks the unit, and the dot beside it stays: %q", l)
	}
}
