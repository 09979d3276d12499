package silentdeath

import (
	"testing"

	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestShopNIsDone: n closes the purchases as d does, since n ends a step
// in every game; on the catalogue it did nothing and said nothing.
func TestShopNIsDone(t *testing.T) {
	sess := buildSession(t, 150)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	d.Keys("a") // the builder fills the force
	n := sess.Len()
	d.Keys("n")
	if sess.Len() <= n {
		t.Fatalf("n made nothing:\n%s", d.Screen())
	}
	if _, ok := sess.Records()[sess.Len()-1].Intent.(sd.Done); !ok {
		t.Fatalf("n made %v, not the purchases done", sess.Records()[sess.Len()-1].Intent)
	}
}
