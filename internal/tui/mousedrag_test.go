package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// TestMapDragKeepsZoomAndSheet: a drag pans the map by the cells dragged,
// at the zoom it had, and the sheet beside it stays the unit's that was
// inspected; a press released where it was (a click) inspects. The press
// inspected at once: drawn before the drag, the map followed the pressed
// hex and zoomed in on it, the drag then panned the other zoom's viewport
// (the map jumped to its corner, found with the mouse in tmux on a
// Starmada duel), and the Hive's sheet gave way to an empty hex's.
func TestMapDragKeepsZoomAndSheet(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	hive := hex.FromOffset(8, 18)
	x, y, ok := render.HexCenter(b.view, b.vp, hive)
	if !ok {
		t.Fatal("the Hive is off the map")
	}
	b.Mouse(tea.MouseClickMsg{Button: tea.MouseLeft}, x, y)
	boardAt(b, st, 80, 24)
	b.Mouse(tea.MouseReleaseMsg{Button: tea.MouseLeft}, x, y)
	if s := boardAt(b, st, 80, 24); !strings.Contains(s, "sheet of 8,18") {
		t.Fatalf("a click on the Hive does not show its sheet:\n%s", s)
	}
	switch b.Zoom() { // to the compact drawing, where the press zoomed in on the hex pressed
	case render.Detailed:
		b.Key(key1("-"))
	case render.Overview:
		b.Key(key1("+"))
	}
	boardAt(b, st, 80, 24)
	zoom, before := b.Zoom(), b.vp
	if zoom != render.Compact {
		t.Fatalf("the map is at %v, not compact", zoom)
	}
	empty, ok := b.middle()
	if text, _ := b.proj.unit(&b.view, empty); !ok || text != "" {
		t.Fatalf("the window's middle %v holds %q", empty, text)
	}
	x, y, ok = render.HexCenter(b.view, b.vp, empty)
	if !ok {
		t.Fatalf("hex %v is off the map", empty)
	}
	b.Mouse(tea.MouseClickMsg{Button: tea.MouseLeft}, x, y)
	boardAt(b, st, 80, 24) // the frame drawn between the press and the drag
	d := 6                 // to the right, or to the left where the map has no room
	if before.ScrollX < d {
		d = -d
	}
	b.Mouse(tea.MouseMotionMsg{Button: tea.MouseLeft}, x+d, y)
	boardAt(b, st, 80, 24)
	b.Mouse(tea.MouseReleaseMsg{Button: tea.MouseLeft}, x+d, y)
	s := boardAt(b, st, 80, 24)
	if b.Zoom() != zoom {
		t.Errorf("the drag changed the zoom from %v to %v", zoom, b.Zoom())
	}
	if b.vp.ScrollX != before.ScrollX-d || b.vp.ScrollY != before.ScrollY {
		t.Errorf("a drag of %d cells moved the view from %+v to %+v", d, before, b.vp)
	}
	if !strings.Contains(s, "sheet of 8,18") {
		t.Errorf("after the drag the sheet is not the Hive's:\n%s", s)
	}
}
