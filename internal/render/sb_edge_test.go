package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// edgeShips is a Starship Battles grid of 24 × 32 squares with a ship in
// every seventh square of every fifth row, a fighter's three-letter id in
// some, so that at any scroll some lie above, below and beside the
// window, in columns the window shows whole and in columns it cuts.
func edgeShips() SquareMapView {
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	n := 0
	for y := 0; y < 32; y += 5 {
		for x := (y / 5) % 7; x < 24; x += 7 {
			s := grid.Square{X: x, Y: y}
			c := SquareCell{Text: fmt.Sprintf("%c%c", 'A'+n%26, 'a'+n/26), Color: "blue", Facing: grid.South, HasFacing: true}
			if n%5 == 0 {
				c = SquareCell{Text: fmt.Sprintf("T%c%d", 'A'+n%26, n%10), Color: "red"}
			}
			cells[s] = c
			units = append(units, s)
			n++
		}
	}
	return SquareMapView{Cols: 24, Rows: 32, Cells: cells, Units: units, NoCursor: true}
}

// TestEdgeArrowPointsWhereTheShipIs: every edge marker's arrow points the
// way its ship lies from the window, at every scroll the wheel can leave
// (zooming about the pointer centres a cell, so a column at either edge
// may be cut): across, a ship in a column the window cuts lies beyond
// that edge, as its square is drawn blank, whether its row is in the
// window or not. Played at 80×24, the compact map zoomed by the wheel
// drew "▲TI" at the window's right edge for a TIE Interceptor above the
// window in the column the edge cut: the arrow pointed up at a ship that
// was off to the right.
func TestEdgeArrowPointsWhereTheShipIs(t *testing.T) {
	th := NewTheme(false, false)
	v := edgeShips()
	checked, cut := 0, 0
	for _, z := range []Zoom{Compact, Detailed} {
		v.Zoom = z
		for _, size := range [][2]int{{46, 11}, {45, 11}, {76, 30}} {
			for sy := 0; sy <= 32-size[1]; sy += 2 {
				for sx := 0; sx < 100; sx++ {
					vp := Viewport{Width: size[0], Height: size[1], ScrollX: sx, ScrollY: sy}
					f := v.frame(vp)
					if f.clamp() != vp {
						continue
					}
					for _, m := range f.markers(th) {
						x0, x1 := f.d.colSpan(m.unit.c)
						dx := 0
						switch {
						case x0 < vp.ScrollX:
							dx = -1
						case x1 >= vp.ScrollX+f.w:
							dx = 1
						}
						dy := 0
						switch _, y0, _, _ := f.d.box(m.unit.c, m.unit.r); {
						case y0 < vp.ScrollY:
							dy = -1
						case y0 >= vp.ScrollY+f.h:
							dy = 1
						}
						want := th.Glyph.Edge[compass(dx, dy)]
						got := ""
						for _, g := range m.glyphs {
							for _, e := range th.Glyph.Edge {
								if g == e {
									got = g
								}
							}
						}
						checked++
						if dx != 0 && dy != 0 && (x0 < vp.ScrollX+f.w && x1 >= vp.ScrollX) {
							cut++
						}
						if got != want {
							t.Fatalf("%v %dx%d scrolled %d,%d: the marker %q of the ship at %d,%d (its column's cells %d–%d, the window's %d–%d) points %q, want %q:\n%s",
								z, size[0], size[1], sx, sy, m.glyphs, m.unit.c, m.unit.r, x0, x1, vp.ScrollX, vp.ScrollX+f.w-1, got, want, SquareMap(v, vp, th))
						}
					}
				}
			}
		}
	}
	if cut == 0 || checked < 1000 {
		t.Fatalf("%d markers checked, %d of them for a ship in a cut column beyond a corner: the case is not met", checked, cut)
	}
}

// TestEdgeMarkerKeepsOffTheRightEdge: a marker at the square map's right
// edge leaves the window's last column blank, the blank every marker
// has on either side, so that it does not run into what stands beside
// the map. The board puts Starship Battles' stat card one column after
// the window: at 80×24 "Ex◥ class 1 · 150 pts" and "TI◥ Full: Hull 4"
// read as the card's words, the markers of ships off to the right
// followed by the card's text with no more room than a word's.
func TestEdgeMarkerKeepsOffTheRightEdge(t *testing.T) {
	th := NewTheme(false, false)
	v := edgeShips()
	checked := 0
	for _, z := range []Zoom{Compact, Detailed} {
		v.Zoom = z
		for _, ruler := range []bool{false, true} {
			v.Ruler = ruler
			for _, size := range [][2]int{{49, 11}, {46, 20}, {79, 30}} {
				for sy := 0; sy <= 32; sy += 4 {
					for sx := 0; sx < 100; sx += 3 {
						vp := Viewport{Width: size[0], Height: size[1], ScrollX: sx, ScrollY: sy}
						f := v.frame(vp)
						if f.clamp() != vp {
							continue
						}
						lines := strings.Split(SquareMap(v, vp, th), "\n")
						for _, m := range f.markers(th) {
							if m.x+len(m.glyphs) < f.w-1 {
								continue
							}
							checked++
							line := []rune(lines[f.ry+m.y])
							if last := line[len(line)-1]; m.x+len(m.glyphs) > f.w-1 || last != ' ' {
								t.Fatalf("%v ruler %v %dx%d scrolled %d,%d: the marker %q ends in the window's last column:\n%s",
									z, ruler, size[0], size[1], sx, sy, m.glyphs, strings.Join(lines, "\n"))
							}
						}
					}
				}
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d markers at the right edge: the case is not met", checked)
	}
}
