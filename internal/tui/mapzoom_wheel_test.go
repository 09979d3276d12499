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
