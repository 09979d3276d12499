package tui

import (
	"strings"
	"testing"
)

// TestGameOverSaysNoKey: at the end of a game a letter that means nothing
// there (x, or d and m, the keys of actions no longer offered, or u, as
// undo is no key of a finished game) did nothing, without a word, where
// the table says "x is no key here: ? lists the keys." (found by review).
// The end's keys still work: i opens the briefing, L the log, enter
// leaves for the menu.
func TestGameOverSaysNoKey(t *testing.T) {
	sess := saSession(t, true)
	sess.Path = t.TempDir() + "/solo.json"
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	d.playToTheEnd(sess)
	n := sess.Len()
	for _, k := range []string{"x", "d", "m", "u"} {
		d.keys(k)
		if s := d.screen(); !strings.Contains(s, k+" is no key here: ? lists the keys.") || !strings.Contains(s, "Game over") {
			t.Fatalf("%s at the end of the game said nothing:\n%s", k, s)
		}
	}
	if sess.Len() != n {
		t.Fatal("a key at the end of the game made an intent")
	}
	d.keys("i")
	if p := d.play(); p.over != briefingOverlay {
		t.Fatalf("i did not open the briefing:\n%s", d.screen())
	}
	d.keys("esc")
	if s := d.screen(); !strings.Contains(s, "Game over") {
		t.Fatalf("the end is gone:\n%s", s)
	}
	d.keys("L")
	if p := d.play(); p.over != logOverlay {
		t.Fatalf("L did not open the log:\n%s", d.screen())
	}
	d.keys("esc", "enter")
	if inGame(d) {
		t.Fatalf("enter did not leave the finished game:\n%s", d.screen())
	}
}
