package render

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// monoCell is one screen cell of a frame drawn by a monochrome theme, with
// the attributes it is shown in.
type monoCell struct {
	g                  string
	bold, under, rever bool
}

// monoCells reads a frame into lines of cells, following the SGR
// sequences of bold (1, 22), underline (4, 24), reverse (7, 27) and reset
// (0 or none).
func monoCells(frame string) [][]monoCell {
	var out [][]monoCell
	for _, line := range strings.Split(frame, "\n") {
		var cells []monoCell
		var cur monoCell
		for line != "" {
			if strings.HasPrefix(line, "\x1b[") {
				end := strings.IndexByte(line, 'm')
				if end < 0 {
					break
				}
				for _, p := range sgrParams(line[:end+1]) {
					switch p {
					case 0:
						cur = monoCell{}
					case 1:
						cur.bold = true
					case 22:
						cur.bold = false
					case 4:
						cur.under = true
					case 24:
						cur.under = false
					case 7:
						cur.rever = true
					case 27:
						cur.rever = false
					}
				}
				line = line[end+1:]
				continue
			}
			r := []rune(line)[0]
			c := cur
			c.g = string(r)
			cells = append(cells, c)
			line = line[len(string(r)):]
		}
		out = append(out, cells)
	}
	return out
}

// TestMonoLargeShipBodiesShowTheirSide: without colour the squares of a
// large ship besides its id carry its side's attributes, as the id does
// (a cool side underlined), at every zoom. They were drawn plain, so at
// 80×24 Starship Battles' Executor and Viscount had the same grey bodies,
// and of two large ships side by side nothing told whose squares were
// whose.
func TestMonoLargeShipBodiesShowTheirSide(t *testing.T) {
	cells := map[grid.Square]SquareCell{}
	addShip(cells, grid.Square{X: 0, Y: 0}, 2, "VI", "red", grid.North, 0)
	addShip(cells, grid.Square{X: 2, Y: 0}, 2, "EX", "blue", grid.South, 0)
	for _, ascii := range []bool{false, true} {
		th := NewMonoTheme(ascii)
		for _, zoom := range []Zoom{Detailed, Compact, Overview} {
			v := SquareMapView{Cols: 6, Rows: 3, Cells: cells, NoCursor: true, Zoom: zoom}
			frame := SquareMap(v, Viewport{Width: 30, Height: 8}, th)
			lines := monoCells(frame)
			// The blue ship's squares begin at the column of its id's
			// first letter, on the first line: the red ship's end before.
			half := -1
			for x, c := range lines[0] {
				if c.g == "E" {
					half = x
					break
				}
			}
			if half < 0 {
				t.Fatalf("ascii=%v zoom %v: no blue ship in\n%s", ascii, zoom, frame)
			}
			var red, blue int
			for y, line := range lines {
				for x, c := range line {
					if c.g != th.Glyph.Body {
						continue
					}
					if !c.bold {
						t.Errorf("ascii=%v zoom %v: body at %d,%d is not bold", ascii, zoom, x, y)
					}
					if x < half {
						red++
						if c.under {
							t.Errorf("ascii=%v zoom %v: the red ship's body at %d,%d is underlined", ascii, zoom, x, y)
						}
					} else {
						blue++
						if !c.under {
							t.Errorf("ascii=%v zoom %v: the blue ship's body at %d,%d is not underlined", ascii, zoom, x, y)
						}
					}
				}
			}
			if red == 0 || blue == 0 {
				t.Errorf("ascii=%v zoom %v: %d red and %d blue body cells in\n%s", ascii, zoom, red, blue, frame)
			}
		}
	}
}

// TestMonoOverviewMarksTargets: in the overview a target is underlined in
// colour; a monochrome theme, whose underline tells a cool side, marks it
// with the Target sign beside its letter instead, with a blank column
// between blocks and without one. It was shown as any unit, so that at
// the whole-map zoom nothing told the player which ship could be fired
// at. Without a blank column the mark may take the place of a lesser
// overlay's (B's in-arc and in-range neighbours).
func TestMonoOverviewMarksTargets(t *testing.T) {
	hv := sampleHexMap() // B (blue) is a target; A1, C12, NW, X are not
	hv.Zoom = Overview
	hv.NoCursor = true
	sv := sampleSquareMap() // X1 and MC are targets; SD, X2, T are not
	sv.Zoom = Overview
	sv.NoCursor = true
	for _, ascii := range []bool{false, true} {
		th := NewMonoTheme(ascii)
		mark := th.Glyph.Marks.Target
		cases := []struct {
			name          string
			frame         string
			targets, rest []string
		}{
			{"hex, spread", HexMap(hv, Viewport{Width: 40, Height: 8}, th), []string{"B"}, []string{"A", "C", "N", "X"}},
			{"hex, packed", HexMap(hv, Viewport{Width: 8, Height: 8}, th), []string{"B"}, []string{"A", "C", "N", "X"}},
			{"square, spread", SquareMap(sv, Viewport{Width: 40, Height: 8}, th), []string{"M"}, []string{"S", "T"}},
			{"square, packed", SquareMap(sv, Viewport{Width: 12, Height: 8}, th), []string{"M"}, []string{"S", "T"}},
		}
		for _, tc := range cases {
			lines := monoCells(tc.frame)
			beside := func(letter string) (found, marked bool) {
				for _, line := range lines {
					for x, c := range line {
						if c.g != letter || !c.bold {
							continue
						}
						found = true
						marked = marked || (x+1 < len(line) && line[x+1].g == mark) || (x > 0 && line[x-1].g == mark)
					}
				}
				return found, marked
			}
			for _, l := range tc.targets {
				if found, marked := beside(l); !found || !marked {
					t.Errorf("ascii=%v %s: target %s (found %v) has no %q beside it:\n%s", ascii, tc.name, l, found, mark, tc.frame)
				}
			}
			for _, l := range tc.rest {
				if found, marked := beside(l); found && marked {
					t.Errorf("ascii=%v %s: %s is no target but has %q beside it:\n%s", ascii, tc.name, l, mark, tc.frame)
				}
			}
		}
	}
}

// TestMonoOverviewTellsAMixedStack: in the overview a count of units of
// both sides is drawn in no side's colour; without colour it was bold, as
// a warm side's own count is, so "2" of red ships read the same as a red
// and a blue one. It is now drawn without attributes, a side's count in
// the side's.
func TestMonoOverviewTellsAMixedStack(t *testing.T) {
	cells := map[hex.Hex]HexCell{
		hex.FromOffset(0, 0): {Text: "R1", Color: "red"},
		hex.FromOffset(1, 0): {Text: "R2", Color: "red"},
		hex.FromOffset(4, 0): {Text: "R3", Color: "red"},
		hex.FromOffset(5, 0): {Text: "B1", Color: "blue"},
		hex.FromOffset(8, 0): {Text: "B2", Color: "blue"},
		hex.FromOffset(9, 0): {Text: "B3", Color: "blue"},
	}
	v := HexMapView{Cols: 10, Rows: 1, Cells: cells, NoCursor: true, Zoom: Overview}
	th := NewMonoTheme(false)
	frame := HexMap(v, Viewport{Width: 5, Height: 1}, th) // two columns a block
	var counts []monoCell
	for _, c := range monoCells(frame)[0] {
		if c.g == "2" {
			counts = append(counts, c)
		}
	}
	if len(counts) != 3 {
		t.Fatalf("want three counts of 2 (red, mixed, blue), got %d in %q", len(counts), frame)
	}
	red, mixed, blue := counts[0], counts[1], counts[2]
	if !red.bold || red.under || !blue.bold || !blue.under {
		t.Errorf("a side's count is not drawn in the side's attributes: red %+v, blue %+v", red, blue)
	}
	if mixed.bold || mixed.under || mixed.rever {
		t.Errorf("a mixed count %+v looks like a side's (red %+v, blue %+v)", mixed, red, blue)
	}
}
