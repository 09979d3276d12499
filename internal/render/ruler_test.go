package render

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestRulerLabelsEveryColumn: Starship Battles' compact squares are two
// cells wide and its columns run to 31, so at 80×24 a ruler of one line
// labelled every other column from 10 on ("9 10  12  14"), and SSCS's hexes,
// three cells wide, every other one from -12 to -9. The labels that would
// touch the one before go on a second line above it: every column in the
// window (but those its edges cut) is labelled over its centre, and labels
// never touch.
// Where one line holds every label (Starmada's "08 09 10"), it stays one.
func TestRulerLabelsEveryColumn(t *testing.T) {
	th := NewTheme(false, false)
	sq := SquareMapView{Cols: 32, Rows: 32, Zoom: Compact, Ruler: true, NoCursor: true,
		ColLabel: strconv.Itoa, RowLabel: strconv.Itoa}
	hx := HexMapView{Col0: -14, Cols: 28, Rows: 20, Zoom: Compact, Ruler: true, NoCursor: true,
		ColLabel: strconv.Itoa, RowLabel: strconv.Itoa}
	for _, c := range []struct {
		name string
		draw func(vp Viewport) string
		win  func(vp Viewport) (x, y, w, h int)
		span func(vp Viewport, c int) (x int, ok bool) // a column's centre on screen
		cols []int
	}{
		{"squares", func(vp Viewport) string { return SquareMap(sq, vp, th) },
			func(vp Viewport) (int, int, int, int) { return SquareWindow(sq, vp) },
			func(vp Viewport, c int) (int, bool) {
				x, _, ok := SquareCenter(sq, vp, grid.Square{X: c, Y: 0})
				return x, ok
			}, seq(0, 32)},
		{"hexes", func(vp Viewport) string { return HexMap(hx, vp, th) },
			func(vp Viewport) (int, int, int, int) { return HexWindow(hx, vp) },
			func(vp Viewport, c int) (int, bool) {
				x, _, ok := HexCenter(hx, vp, hex.FromOffset(c, 0))
				return x, ok
			}, seq(-14, 14)},
	} {
		for _, vp := range []Viewport{{Width: 46, Height: 12}, {Width: 46, Height: 12, ScrollX: 7}, {Width: 80, Height: 30}} {
			lines := strings.Split(c.draw(vp), "\n")
			wx, y, ww, _ := c.win(vp)
			if y != 2 {
				t.Fatalf("%s %+v: the map starts on line %d, not under a ruler of two lines:\n%s", c.name, vp, y, strings.Join(lines, "\n"))
			}
			ruler := [2][]rune{[]rune(lines[0]), []rune(lines[1])}
			labelled := 0
			for _, col := range c.cols {
				x, ok := c.span(vp, col)
				lab := strconv.Itoa(col)
				if !ok || x-len(lab) < wx || x+len(lab) >= wx+ww {
					continue // at the window's edge, part of it cut
				}
				found := false
				for _, line := range ruler {
					// The label covers the column's centre.
					for x0 := max(0, x-len(lab)+1); x0 <= x && x0+len(lab) <= len(line); x0++ {
						if string(line[x0:x0+len(lab)]) == lab && (x0 == 0 || line[x0-1] == ' ') && (x0+len(lab) == len(line) || line[x0+len(lab)] == ' ') {
							found = true
						}
					}
				}
				if !found {
					t.Errorf("%s %+v: column %s has no label over it:\n%s", c.name, vp, lab, strings.Join(lines[:4], "\n"))
				}
				labelled++
			}
			if labelled < 10 {
				t.Fatalf("%s %+v: only %d columns in the window", c.name, vp, labelled)
			}
		}
	}
	// Labels that fit on one line keep one.
	sm := HexMapView{Cols: 15, Rows: 13, Zoom: Compact, Ruler: true, NoCursor: true,
		ColLabel: func(c int) string { return strconv.Itoa(c + 10) }, RowLabel: strconv.Itoa}
	if _, y, _, _ := HexWindow(sm, Viewport{Width: 50, Height: 14}); y != 1 {
		t.Errorf("two-digit labels over three-cell hexes take %d lines", y)
	}
}

func seq(from, to int) []int {
	var out []int
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}
