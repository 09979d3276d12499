package starmada

import (
	"strings"
	"testing"

	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// TestBuilderNIsReady: n makes the fleet ready as d does (asking first
// while a class would bring it nearer its total), since n ends a step in
// every game; in the builder it did nothing and said nothing.
func TestBuilderNIsReady(t *testing.T) {
	sess := session(t, "build", false, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "a")
	n := sess.Len()
	keys(d, "n")
	if strings.Contains(d.Screen(), "unspent?") {
		keys(d, "y")
	}
	if sess.Len() != n+1 {
		t.Fatalf("n made nothing:\n%s", d.Screen())
	}
	if _, ok := sess.Records()[n].Intent.(sm.Ready); !ok {
		t.Fatalf("n made %v, not the fleet ready", sess.Records()[n].Intent)
	}
}
