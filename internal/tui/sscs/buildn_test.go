package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// TestBuilderNIsReady: n makes the squadron ready as d does (asking first
// while a design still fits), since n ends a step in every game; in the
// builder it did nothing and said nothing.
func TestBuilderNIsReady(t *testing.T) {
	sess := session(t, "built", false, 1)
	d := game(t, sess, cfg, 80, 24)
	keys(d, "enter", "n")
	n := sess.Len()
	if strings.Contains(d.Screen(), "unspent?") {
		keys(d, "y")
	}
	if sess.Len() != n+1 {
		t.Fatalf("n made nothing:\n%s", d.Screen())
	}
	if _, ok := sess.Records()[n].Intent.(sscs.Ready); !ok {
		t.Fatalf("n made %v, not the squadron ready", sess.Records()[n].Intent)
	}
}
