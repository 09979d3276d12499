package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
)

// TestSetUpTwoClicksOnOneCell: two clicks on one cell of the screen set
// the ship up where the first put it, as README's "click a square and click
// it again" says, though the ship's block near the window's edge scrolls
// the map between them. The map moved under the pointer after the first
// click, and the second moved the Viscount again, to a square it had not
// been clicked on (found with the mouse in tmux at 80×24: 4,29, then 0,29).
func TestSetUpTwoClicksOnOneCell(t *testing.T) {
	sess := session(t, "quickstart", 2)
	d := game(t, config(), sess, 80, 24)
	m, ok := d.Snap().Phase.(*setupModel)
	if !ok {
		t.Fatalf("no set-up screen:\n%s", d.Screen())
	}
	in := m.intent()
	v, vp := m.mapView(in, m.view.Check(in) == nil, m.mapW, m.mapH)
	// The leftmost square shown on the set-up row of the Viscount's id:
	// its block, one square further left, brings its margin into sight.
	label := labelSquare(grid.NewSpace(m.at, m.size()))
	var x, y int
	var target grid.Square
	for c := 0; c < v.Cols; c++ {
		q := grid.Square{X: c, Y: label.Y}
		if cx, cy, ok := render.SquareCenter(v, vp, q); ok {
			x, y, target = cx, cy, q
			break
		}
	}
	d.Click(x, y+1) // the phase's first line is under the header
	first := m.at
	if got := labelSquare(grid.NewSpace(first, m.size())); got != target || sess.Len() != 0 {
		t.Fatalf("a click on %v put the Viscount's id on %v (%d intents)", target, got, sess.Len())
	}
	d.Click(x, y+1)
	if sess.Len() != 1 {
		t.Fatalf("a second click on the same cell did not set the Viscount up (it is at %v):\n%s", m.at, d.Screen())
	}
	if p := sess.Records()[0].Intent.(sb.Place); p.At != first {
		t.Fatalf("set up at %v, want %v where the first click put it", p.At, first)
	}
}
