package tui

import (
	"strings"
	"testing"
)

// The replay viewer answers the keys a play-tester pressed there: a letter
// that is no key says so (it did nothing, without a word), i shows the
// scenario's briefing as the game does (it was not there), and the jump
// field takes a turn as the log writes it, "R2" in a game of rounds (it
// dropped the r and jumped to the 2 alone, or took "round" as "d").
func TestReplayKeysAPlayerPresses(t *testing.T) {
	sess := playedTo(t, 3)
	cfg := Config{Catalog: roundsCatalog{}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 100, 30)

	d.keys("x")
	if s := d.screen(); !strings.Contains(s, "x is no key here: ? lists the keys.") {
		t.Errorf("x says nothing:\n%s", s)
	}
	d.keys("right")
	if s := d.screen(); strings.Contains(s, "is no key here") {
		t.Errorf("the note stays after a key that works:\n%s", s)
	}

	d.keys("i")
	s := d.screen()
	if !strings.Contains(s, "Briefing: "+sess.Scenario.Title()) || !strings.Contains(s, "enter, i or esc: to the table") {
		t.Fatalf("i shows no briefing:\n%s", s)
	}
	if keys := strings.Split(s, "\n"); !strings.Contains(keys[len(keys)-1], "close") {
		t.Errorf("the footer does not say how to close the briefing: %q", keys[len(keys)-1])
	}
	d.keys("right") // the briefing's own keys: the viewer does not step under it
	if r.pos != 1 {
		t.Errorf("→ under the briefing moved the viewer to %d", r.pos)
	}
	d.keys("esc")
	if strings.Contains(d.screen(), "Briefing: ") {
		t.Fatal("esc leaves the briefing open")
	}

	for _, typed := range [][]string{{"R", "2"}, {"r", "o", "u", "n", "d", "space", "2"}, {"T", "2"}} {
		r.pos = 0
		d.keys("t")
		d.keys(typed...)
		d.keys("enter")
		if want := NewTurns(sess).plain(2).From; r.pos != want {
			t.Errorf("t %v enter went to intent %d, want %d, the first of round 2:\n%s", typed, r.pos, want, d.screen())
		}
	}
	d.keys("t", "R", "x", "enter")
	if s := d.screen(); !strings.Contains(s, `no round "Rx"`) {
		t.Errorf("t Rx is not refused by name:\n%s", s)
	}
}
