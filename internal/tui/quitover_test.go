package tui

import (
	"strings"
	"testing"
)

// TestQuitAfterTheEndSaysReplay: q at the end of a game asked "n: keep
// playing" and said "Continue it later with: armada-tui resume …" of a
// game with nothing left to play (found by a terminal play-tester). It
// says how to watch the game again.
func TestQuitAfterTheEndSaysReplay(t *testing.T) {
	for _, inDir := range []bool{false, true} {
		sess := saSession(t, true)
		dir := t.TempDir()
		sess.Path = dir + "/solo.json"
		cfg := Config{Catalog: testCatalog{}}
		if inDir {
			cfg.SaveDir = dir
		}
		d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
		d.playToTheEnd(sess)
		d.keys("q")
		s := d.screen()
		for _, bad := range []string{"keep playing", "Continue it later", "armada-tui resume"} {
			if strings.Contains(s, bad) {
				t.Errorf("in the save folder %v, quitting a finished game says %q:\n%s", inDir, bad, s)
			}
		}
		if !strings.Contains(s, "armada-tui replay "+sess.Path) || !strings.Contains(s, "n: stay") {
			t.Errorf("in the save folder %v, quitting a finished game does not say how to watch it again:\n%s", inDir, s)
		}
		if inDir && !strings.Contains(s, "Saved games") {
			t.Errorf("quitting a finished game of the save folder does not name the menu's Saved games:\n%s", s)
		}
		d.keys("n")
		if d.play().quitting {
			t.Fatal("n did not stay")
		}
	}
}
