package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// clickAt presses and releases the left button at board cell (x, y), a
// frame drawn between, as a terminal sends a click.
func clickAt[C comparable, V any](b *MapBoard[C, V], st *secretState, w, h, x, y int) string {
	b.Mouse(tea.MouseClickMsg{Button: tea.MouseLeft}, x, y)
	boardAt(b, st, w, h)
	b.Mouse(tea.MouseReleaseMsg{Button: tea.MouseLeft}, x, y)
	return boardAt(b, st, w, h)
}

// TestClickKeepsTheMapStill: a click on the map inspects the cell clicked
// and leaves the map as it was drawn, at its zoom and scroll, so that the
// cell stays under the pointer, on hexes at every zoom the board chooses
// or is given and on squares; esc then follows the play again at the
// board's own zoom. A click on the compact map zoomed in on the cell and
// moved it to the window's middle (found playing Silent Death at 80x24 and
// 200x60: one cell kept in sight fits at any zoom), and a click near the
// window's edge scrolled the margin around it into view.
func TestClickKeepsTheMapStill(t *testing.T) {
	corners := []unitAt{{1, 1, "AA", "blue", ""}, {28, 18, "BB", "red", ""}}
	cases := []struct {
		name  string
		b     *HexBoard
		w, h  int
		keys  string // zoom keys pressed before the click
		zoom  render.Zoom
		click hex.Hex
	}{
		{"compact by the board's limit, an empty hex", NewHexBoard(compactFleet{hexFleet{cols: 30, rows: 20, units: corners}}, Config{}), 80, 24, "", render.Compact, hex.FromOffset(6, 6)},
		{"compact by the board's limit, 200x60", NewHexBoard(compactFleet{hexFleet{cols: 36, rows: 30, units: []unitAt{{2, 1, "PA", "red", ""}, {34, 28, "SA", "blue", ""}}}}, Config{}), 200, 60, "", render.Compact, hex.FromOffset(8, 12)},
		{"compact, the nearest enemy's hex", NewHexBoard(hexFleet{cols: 30, rows: 20, units: []unitAt{{5, 5, "A", "blue", ""}, {16, 12, "B", "red", ""}}}, Config{}), 80, 24, "", render.Compact, hex.FromOffset(16, 12)},
		{"the overview", NewHexBoard(hexFleet{cols: 30, rows: 20, units: corners}, Config{}), 80, 24, "", render.Overview, hex.FromOffset(14, 9)},
		{"compact by -", NewHexBoard(starmadaStandard(), Config{}), 200, 60, "-", render.Compact, hex.FromOffset(20, 5)},
		{"detailed, a hex at the window's edge", NewHexBoard(starmadaStandard(), Config{}), 80, 24, "++", render.Detailed, hex.Hex{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, st := c.b, &secretState{}
			boardAt(b, st, c.w, c.h)
			for _, k := range c.keys {
				b.Key(key1(string(k)))
				boardAt(b, st, c.w, c.h)
			}
			if b.Zoom() != c.zoom {
				t.Fatalf("the map opens at %v, want %v", b.Zoom(), c.zoom)
			}
			x, y, ok := render.HexCenter(b.view, b.vp, c.click)
			if c.click == (hex.Hex{}) {
				// The last hex of the window's top row but one: a map that
				// follows it scrolls a margin around it into view.
				wx, wy, ww, _ := b.proj.window(b.view, b.vp)
				x, y = wx+ww-3, wy+1
				c.click, ok = b.cellAt(x, y)
			}
			if !ok {
				t.Fatalf("%v is not in the window", c.click)
			}
			if at, _ := b.cellAt(x, y); at != c.click {
				t.Fatalf("(%d,%d) is %v, not %v", x, y, at, c.click)
			}
			zoom, vp := b.Zoom(), b.vp
			s := clickAt(b, st, c.w, c.h, x, y)
			col, row := hex.ToOffset(c.click)
			if !strings.Contains(s, fmt.Sprintf("sheet of %d,%d", col, row)) {
				t.Errorf("the click did not inspect %d,%d:\n%s", col, row, s)
			}
			if b.Zoom() != zoom || b.vp != vp {
				t.Errorf("the click moved the map: %v %+v, was %v %+v", b.Zoom(), b.vp, zoom, vp)
			}
			if at, ok := b.cellAt(x, y); !ok || at != c.click {
				t.Errorf("under the pointer after the click: %v, want %v:\n%s", at, c.click, s)
			}
			// A second frame (a new turn's would be drawn so) keeps it.
			boardAt(b, st, c.w, c.h)
			if b.Zoom() != zoom || b.vp != vp {
				t.Errorf("the next frame moved the map: %v %+v, was %v %+v", b.Zoom(), b.vp, zoom, vp)
			}
			b.Key(key1("esc"))
			fresh := NewHexBoard(b.game, Config{})
			boardAt(fresh, st, c.w, c.h)
			for _, k := range c.keys {
				fresh.Key(key1(string(k)))
				boardAt(fresh, st, c.w, c.h)
			}
			if boardAt(b, st, c.w, c.h); b.Zoom() != fresh.Zoom() || b.inspect != nil {
				t.Errorf("after esc: %v inspecting %v, want %v as before the click", b.Zoom(), b.inspect, fresh.Zoom())
			}
		})
	}
}

// TestClickKeepsTheSquareMapStill: the same on squares (Starship
// Battles' grid): the square clicked stays under the pointer.
func TestClickKeepsTheSquareMapStill(t *testing.T) {
	g := squareFleet{cols: 24, rows: 32, ships: []squareShip{
		{grid.Square{X: 1, Y: 1}, 1, "R1", "red"}, {grid.Square{X: 21, Y: 29}, 2, "B1", "blue"},
	}}
	b, st := NewSquareBoard(g, Config{}), &secretState{}
	boardAt(b, st, 80, 24)
	if b.Zoom() == render.Detailed {
		t.Fatalf("the grid opens detailed, where it should need a smaller zoom")
	}
	click := grid.Square{X: 6, Y: 5}
	x, y, ok := render.SquareCenter(b.view, b.vp, click)
	if !ok {
		t.Fatalf("%v is not in the window", click)
	}
	zoom, vp := b.Zoom(), b.vp
	s := clickAt(b, st, 80, 24, x, y)
	if !strings.Contains(s, "card at 6,5") {
		t.Errorf("the click did not inspect 6,5:\n%s", s)
	}
	if at, ok := b.cellAt(x, y); b.Zoom() != zoom || b.vp != vp || !ok || at != click {
		t.Errorf("the click moved the map: %v %+v (was %v %+v), %v under the pointer", b.Zoom(), b.vp, zoom, vp, at)
	}
}

// TestClickedMapFollowsAgain: after a click the map follows the play
// again, at the board's own zoom and scroll, once the position changes,
// after esc and after f, as a board that saw no click does; tab follows
// the unit it inspects.
func TestClickedMapFollowsAgain(t *testing.T) {
	g := compactFleet{hexFleet{cols: 30, rows: 20, units: []unitAt{{1, 1, "AA", "blue", ""}, {28, 18, "BB", "red", ""}}}}
	for _, after := range []string{"changed", "esc", "f"} {
		b, fresh, st := NewHexBoard(g, Config{}), NewHexBoard(g, Config{}), &secretState{}
		boardAt(b, st, 80, 24)
		boardAt(fresh, st, 80, 24)
		x, y, _ := render.HexCenter(b.view, b.vp, hex.FromOffset(6, 6))
		clickAt(b, st, 80, 24, x, y)
		for _, bd := range []*HexBoard{b, fresh} {
			if after == "changed" {
				bd.Changed()
			} else {
				bd.Key(key1(after))
			}
		}
		s, want := boardAt(b, st, 80, 24), boardAt(fresh, st, 80, 24)
		if !b.follow || b.Zoom() != fresh.Zoom() || b.vp != fresh.vp || s != want {
			t.Errorf("after %s: %v %+v, want %v %+v:\n%s\nwant\n%s", after, b.Zoom(), b.vp, fresh.Zoom(), fresh.vp, s, want)
		}
	}
	b, st := NewHexBoard(g, Config{}), &secretState{}
	boardAt(b, st, 80, 24)
	x, y, _ := render.HexCenter(b.view, b.vp, hex.FromOffset(6, 6))
	clickAt(b, st, 80, 24, x, y)
	b.Key(key1("tab"))
	if s := boardAt(b, st, 80, 24); !b.follow || b.inspect == nil || !shownHex(b, s, *b.inspect) {
		t.Errorf("tab after a click: following %v, inspecting %v:\n%s", b.follow, b.inspect, s)
	}
}
