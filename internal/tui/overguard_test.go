package tui

import (
	"strings"
	"testing"
	"time"
)

// TestGameOverTakesNoEnterTypedAhead: an Enter typed in the same burst as
// the key that ended the game left the end for the menu before the result
// was seen (found by a terminal play-tester typing "m enter" quickly). As
// on the handoff screen, the end takes no Enter for Config.HandoffGuard;
// one after it goes to the menu as before.
func TestGameOverTakesNoEnterTypedAhead(t *testing.T) {
	sess := saSession(t, true)
	sess.Path = t.TempDir() + "/solo.json"
	cfg := Config{Catalog: testCatalog{}}
	p := newPlay(cfg, sess)
	d := newDriver(t, cfg, p, 80, 24)
	p.cfg.HandoffGuard = 200 * time.Millisecond
	d.keys("d")
	keys := []string{"m", "enter", "b", "enter", "n", "y"}
	for i := 0; i < 2400 && !sess.State().Outcome().Over; i++ {
		d.keys(keys[i%len(keys)])
	}
	if !sess.State().Outcome().Over {
		t.Fatalf("the game did not end:\n%s", d.screen())
	}
	d.keys("enter") // in the burst of the key that ended it
	if !inGame(d) || !strings.Contains(d.screen(), "Game over") {
		t.Fatalf("an Enter typed with the last move left the end:\n%s", d.screen())
	}
	time.Sleep(250 * time.Millisecond)
	d.keys("enter")
	if inGame(d) {
		t.Fatalf("an Enter after the guard does not leave the end for the menu:\n%s", d.screen())
	}
}

// inGame reports whether the driver shows the game screen.
func inGame(d *driver) bool {
	_, ok := d.a.cur.(*play)
	return ok
}
