package tui

import (
	"strings"
	"testing"
	"time"
)

// An Enter typed ahead, in the same burst as the key that ends a side's
// move, does not pass the handoff screen: it showed the next side's
// screen to the player who typed it, before anybody saw "Pass the
// terminal" (found by a play-tester with tmux send-keys). An Enter after
// Config.HandoffGuard takes the terminal over as before.
func TestHandoffTakesNoEnterTypedAhead(t *testing.T) {
	cfg := Config{Catalog: phaseCatalog{}}
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	p := newPlay(cfg, sess)
	d := newDriver(t, cfg, p, 80, 24) // past the opening handoff and briefing
	p.cfg.HandoffGuard = 50 * time.Millisecond
	d.keys("2", "enter") // at once, as keys sent together arrive
	if sess.Len() != 1 || !strings.Contains(d.screen(), "Pass the terminal") {
		t.Fatalf("the Enter typed with the pick passed the handoff (%d intents):\n%s", sess.Len(), d.screen())
	}
	time.Sleep(60 * time.Millisecond)
	d.keys("enter")
	if !strings.Contains(d.screen(), "digits for player 2") {
		t.Fatalf("an Enter after the guard does not take the terminal over:\n%s", d.screen())
	}
}
