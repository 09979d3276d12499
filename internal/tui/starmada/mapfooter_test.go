package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestFooterWhileTheMapHasTheKeys: after m or M the footer says that the
// arrows pan the map and esc gives the keys back, and while the map's g
// field is open that enter goes there and esc cancels; it named the action
// list's keys ("↑/k up • ↓/j down • enter choose … q quit"), which the map
// or the field took instead (q typed a letter into the field).
func TestFooterWhileTheMapHasTheKeys(t *testing.T) {
	sess := session(t, "duel", false, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	for _, open := range []string{"m", "M"} {
		d.Keys(open)
		f := d.Footer()
		tuitest.FooterHolds(t, open, f, "arrows pan", "esc back", "? help", "q quit")
		if strings.Contains(f, "enter choose") {
			t.Errorf("after %s the footer still offers the action list: %q", open, f)
		}
		d.Keys("esc")
		if f := d.Footer(); !strings.Contains(f, "enter choose") {
			t.Errorf("esc after %s does not give the action list its footer back: %q", open, f)
		}
	}
	d.Keys("g")
	f := d.Footer()
	tuitest.FooterHolds(t, "the g field", f, "enter go there", "esc cancel")
	if strings.Contains(f, "q quit") {
		t.Errorf("the g field's footer offers q quit, which the field types: %q", f)
	}
}
