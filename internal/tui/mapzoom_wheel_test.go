package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// TestWheelZoomsAboutThePointer: the wheel zooms in about the cell under
// the pointer, which stays under it, on hexes from the overview to the
// compact drawing and on to the full hexes, and on squares; the wheel
// centred that cell in the window, away from the pointer (as a click did,
// found playing Silent Death).
func TestWheelZoomsAboutThePointer(t *testing.T) {
	b, st := NewHexBoard(starmadaStandard(), Config{}), &secretState{}
	boardAt(b, st, 80, 24)
	if b.Zoom() != render.Overview {
		t.Fatalf("the map opens at %v, not the overview", b.Zoom())
	}
	c := hex.FromOffset(9, 6)
	x, y, ok := render.HexCenter(b.view, b.vp, c)
	if !ok {
		t.Fatalf("%v is not in the window", c)
	}
	c, _ = b.cellAt(x, y) // the overview's cell there
	for _, want := range []render.Zoom{render.Compact, render.Detailed} {
		b.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelUp, X: x, Y: y}, x, y)
		s := boardAt(b, st, 80, 24)
		if b.Zoom() != want {
			t.Fatalf("the wheel gave %v, want %v", b.Zoom(), want)
		}
		if at, ok := b.cellAt(x, y); !ok || at != c {
			cc, cr := hex.ToOffset(c)
			ac, ar := hex.ToOffset(at)
			t.Errorf("at %v, under the pointer (%d,%d): %d,%d, want %d,%d:\n%s", want, x, y, ac, ar, cc, cr, s)
		}
	}
	// Squares: a grid of 48×32 at 80×24 opens zoomed out (one of 24
	// columns would fit its window at the compact zoom, which then has
	// nowhere to scroll sideways).
	g := squareFleet{cols: 48, rows: 32, ships: []squareShip{
		{grid.Square{X: 1, Y: 1}, 1, "R1", "red"}, {grid.Square{X: 45, Y: 29}, 2, "B1", "blue"},
	}}
	sb := NewSquareBoard(g, Config{})
	boardAt(sb, st, 80, 24)
	q := grid.Square{X: 16, Y: 12}
	x, y, ok = render.SquareCenter(sb.view, sb.vp, q)
	if !ok {
		t.Fatalf("%v is not in the window", q)
	}
	q, _ = sb.cellAt(x, y)
	zoom := sb.Zoom()
	sb.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelUp, X: x, Y: y}, x, y)
	s := boardAt(sb, st, 80, 24)
	if sb.Zoom() != zoom.In() {
		t.Fatalf("the wheel gave %v, want %v", sb.Zoom(), zoom.In())
	}
	if at, ok := sb.cellAt(x, y); !ok || at != q {
		t.Errorf("squares at %v: under the pointer %v, want %v:\n%s", sb.Zoom(), at, q, s)
	}
}

// BenchmarkWheelZoom: a wheel's zoom in from the overview and the frame
// after it on Starmada's board: at 200x60, where the compact drawing fits
// the window, and at 80x24 in the middle of the map and at its corner,
// where the map's edge stops the centring and the cell under the pointer
// is looked for in the whole window (under).
func BenchmarkWheelZoom(b *testing.B) {
	for _, c := range []struct {
		name     string
		w, h     int
		col, row int
	}{{"200x60", 200, 60, 12, 9}, {"80x24-middle", 80, 24, 14, 9}, {"80x24-corner", 80, 24, 1, 1}} {
		b.Run(c.name, func(b *testing.B) {
			bd, st := NewHexBoard(starmadaStandard(), Config{}), &secretState{}
			bd.Key(key1("0"))
			boardAt(bd, st, c.w, c.h)
			x, y, _ := render.HexCenter(bd.view, bd.vp, hex.FromOffset(c.col, c.row))
			b.ReportAllocs()
			for b.Loop() {
				bd.Key(key1("0"))
				boardAt(bd, st, c.w, c.h)
				bd.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelUp, X: x, Y: y}, x, y)
				boardAt(bd, st, c.w, c.h)
			}
		})
	}
}
