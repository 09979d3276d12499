package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestFlyingOffTheMapIsAsked: the play-tester's keys in Your First Game
// (seed 3) turn Blue's Spirit Rider B to face off the right edge and fly
// it there; the last w took the step at once, the craft was lost and Red
// had the move, with nothing to undo. Now the screen asks (the game's
// Ask), enter does not answer, esc keeps the craft, y flies it off.
func TestFlyingOffTheMapIsAsked(t *testing.T) {
	sess := sdSession(t, "first-game", 3, false)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	d.Keys("I", "a", "j", "j", "j", "enter", "a", "j", "enter", "w", "enter")
	n := sess.Len()
	d.Keys("w", "w")
	s := d.Screen()
	if sess.Len() != n || !strings.Contains(s, "Blue's Spirit Rider B flies off") || !strings.Contains(s, "(5.0). Fly off?") {
		t.Fatalf("the step off the map is taken without a question (%d intents, %d before):\n%s", sess.Len(), n, s)
	}
	d.Keys("enter")
	if sess.Len() != n {
		t.Fatalf("enter answered the question:\n%s", d.Screen())
	}
	d.Keys("esc")
	if sess.Len() != n || strings.Contains(d.Screen(), "Fly off?") {
		t.Fatalf("esc does not keep the craft on the map:\n%s", d.Screen())
	}
	d.Keys("w", "w", "y")
	if sess.Len() != n+1 || !strings.Contains(d.Screen(), "Blue: Spirit Rider B: forward") || strings.Contains(d.Screen(), "Fly off?") {
		t.Fatalf("y does not fly it off (%d intents, %d before):\n%s", sess.Len(), n, d.Screen())
	}
}
