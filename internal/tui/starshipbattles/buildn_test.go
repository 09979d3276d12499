package starshipbattles

import (
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestBuilderNIsReady: n makes the fleet ready as d does (asking first
// with points left), since n ends a step in every game; in the builder it
// did nothing and said nothing.
func TestBuilderNIsReady(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	d.Keys("enter", "n") // the Viscount, then ready with 150 points left: asked first
	n := sess.Len()
	d.Keys("y")
	if sess.Len() != n+1 {
		t.Fatalf("n then y made nothing:\n%s", d.Screen())
	}
	if _, ok := sess.Records()[n].Intent.(sb.Done); !ok {
		t.Fatalf("n then y made %v, not the fleet ready", sess.Records()[n].Intent)
	}
}
