package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestFireKeyOutOfItsPhaseSaysSo: f is SSCS's fire and the map's "follow
// the unit in play" while no fire is offered. Pressed in the Declaration
// phase, where p (plot) says "[p] Plot: not possible now, in the
// Declaration phase", f followed the unit the map already followed and
// said nothing, leaving the last note on the screen (found playing at
// 80x24). It now says that fire is not possible now and what f did.
func TestFireKeyOutOfItsPhaseSaysSo(t *testing.T) {
	sess := session(t, "standard", false, 3)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
		keys(d, "enter")
	}
	keys(d, "p")
	if s := d.Screen(); !strings.Contains(s, "[p] Plot: not possible now") {
		t.Fatalf("p in the Declaration phase:\n%s", s)
	}
	keys(d, "f")
	flat := strings.Join(strings.Fields(d.Screen()), " ")
	if strings.Contains(flat, "[p] Plot") || !strings.Contains(flat, "[f] Fire: not possible now, in the Declaration phase") ||
		!strings.Contains(flat, "follow the unit in play") {
		t.Errorf("f in the Declaration phase:\n%s", d.Screen())
	}
	// The map's other letters say nothing of the kind: + has no action.
	keys(d, "+")
	if s := d.Screen(); strings.Contains(s, "not possible now") {
		t.Errorf("+ after f still shows the note:\n%s", s)
	}
}
