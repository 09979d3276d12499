package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/render"
)

// TestSetUpPanelBesideTheWholeMap: on a wide screen, where the whole
// grid is drawn at full size narrower than its room, the set-up panel
// stands beside the map, as the map board's sheet does in play, not
// across the room the map leaves. At 200×60 the map's 24 columns took
// about 100 columns of the 151 the panel left them, and the card stood
// some fifty columns off, at the screen's right edge. A click beyond the
// map, on the panel, moves nothing.
func TestSetUpPanelBesideTheWholeMap(t *testing.T) {
	for _, size := range [][2]int{{200, 60}, {160, 50}} {
		sess := session(t, "quickstart", 2)
		d := game(t, config(), sess, size[0], size[1])
		m, ok := d.Snap().Phase.(*setupModel)
		if !ok {
			t.Fatalf("no set-up screen:\n%s", d.Screen())
		}
		s := d.Screen()
		checkFrame(t, s, size[0], size[1], false)
		lines := strings.Split(s, "\n")
		mapEnd, panel := 0, -1
		for _, l := range lines[1:] {
			r := []rune(l)
			if i := strings.Index(l, "in rows 29–31"); i >= 0 {
				panel = len([]rune(l[:i]))
				mapEnd = max(mapEnd, len([]rune(strings.TrimRight(string(r[:panel]), " "))))
			}
		}
		for _, l := range lines[2:35] { // the map's rows beside the panel
			r := []rune(l)
			if panel > 0 && len(r) > panel {
				r = r[:panel]
			}
			mapEnd = max(mapEnd, len([]rune(strings.TrimRight(string(r), " "))))
		}
		if panel < 0 {
			t.Fatalf("%dx%d: no set-up panel:\n%s", size[0], size[1], s)
		}
		if gap := panel - mapEnd; gap > 3 {
			t.Errorf("%dx%d: the panel stands %d columns after the map (at %d, the map ends at %d):\n%s", size[0], size[1], gap, panel, mapEnd, s)
		}
		in := m.intent()
		v, vp := m.mapView(in, m.view.Check(in) == nil, m.mapW, m.mapH)
		if _, _, ok := render.SquareCenter(v, vp, grid.Square{X: v.Cols - 1, Y: 0}); !ok {
			t.Fatalf("%dx%d: the whole grid is not drawn:\n%s", size[0], size[1], s)
		}
		at := m.at
		d.Click(panel+2, 5) // on the card
		d.Click(panel+2, 5)
		if m.at != at || sess.Len() != 0 {
			t.Errorf("%dx%d: a click on the panel moved the ship to %v or set it up (%d intents)", size[0], size[1], m.at, sess.Len())
		}
	}
}
