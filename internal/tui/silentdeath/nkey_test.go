package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestNInTheMovementPhaseSaysWhatEndsAMove: n, which ends a step in every
// game, pressed while a craft moves says that s ends its move; in Your
// First Game it said "[n] Seal the declarations: Your First Game has no
// missiles or torps", to a player ending a move (found in the play-test),
// and in the Standard Game that sealing was not possible now.
func TestNInTheMovementPhaseSaysWhatEndsAMove(t *testing.T) {
	for _, scenario := range []string{"first-game", "intro-patrol"} {
		sess := sdSession(t, scenario, 7, false)
		toMovement(t, sess)
		d := tuitest.Game(t, cfg, sess, 80, 24)
		for i := 0; i < 4 && !strings.Contains(d.Screen(), "[s] End move"); i++ {
			d.Keys("enter") // the briefing, a handoff
		}
		n := sess.Len()
		d.Keys("n")
		snap := d.Snap()
		if sess.Len() != n || !strings.Contains(snap.Status, "each craft ends its own move: s (End move)") || strings.Contains(snap.Status, "missiles") {
			t.Errorf("%s: n in the Movement phase: status %q\n%s", scenario, snap.Status, d.Screen())
		}
	}
}
