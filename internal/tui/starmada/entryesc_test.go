package starmada

import (
	"strings"
	"testing"
)

// TestStarmadaFieldErrorGoesWithTheField: a complaint about a field's text
// ("'Z' is not a maneuver") goes when esc closes the field; it stayed in
// the status line under the action list, and under the map's g field
// opened next, about a text no longer there.
func TestStarmadaFieldErrorGoesWithTheField(t *testing.T) {
	sess := session(t, "standard", false, 5, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "o")
	if d.Snap().Entry == nil {
		keys(d, "enter")
	}
	if d.Snap().Entry == nil {
		t.Fatalf("no orders field:\n%s", d.Screen())
	}
	keys(d, "ctrl+u")
	typeText(d, "zzz")
	keys(d, "enter")
	if s := d.Snap(); !s.StatusIsError || !strings.Contains(s.Status, "is not a maneuver") {
		t.Fatalf("enter on zzz does not complain: %q\n%s", s.Status, d.Screen())
	}
	keys(d, "esc")
	if s := d.Snap(); s.Entry != nil || s.Status != "" {
		t.Fatalf("esc left the field's complaint: %q\n%s", s.Status, d.Screen())
	}
	keys(d, "g")
	if strings.Contains(d.Screen(), "not a maneuver") {
		t.Fatalf("the complaint stands under the g field:\n%s", d.Screen())
	}
}

// TestStarmadaNoKeyNoteGoesAtTheMapsKeys: the note on a letter no key has
// goes at the next key, the map's own too (it stayed while the map's +, -
// and f acted; found by a play-tester).
func TestStarmadaNoKeyNoteGoesAtTheMapsKeys(t *testing.T) {
	sess := session(t, "standard", false, 5, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "x")
	if !strings.Contains(d.Screen(), "x is no key here") {
		t.Fatalf("x said nothing:\n%s", d.Screen())
	}
	keys(d, "+")
	if strings.Contains(d.Screen(), "is no key here") {
		t.Fatalf("the note stayed after the map's +:\n%s", d.Screen())
	}
}

// TestStarmadaBriefingPagesAndEnds: a briefing longer than the screen goes
// to its foot with end and back to its top with home, and pgdn and pgup
// turn it, as the help pages do; only ↑/↓ moved it (found by a
// play-tester).
func TestStarmadaBriefingPagesAndEnds(t *testing.T) {
	sess := session(t, "build", false, 5, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "i")
	if !d.Snap().Briefing || !strings.Contains(d.Screen(), "more line") {
		t.Fatalf("no briefing that scrolls at 80×24:\n%s", d.Screen())
	}
	top := d.Screen()
	for _, k := range []string{"end", "pgup", "pgdown"} {
		keys(d, k)
		if s := d.Screen(); k != "pgup" && (strings.Contains(s, "more line") || !strings.Contains(s, "↑ scrolls back")) {
			t.Fatalf("%s did not go to the foot:\n%s", k, s)
		}
	}
	keys(d, "home")
	if d.Screen() != top {
		t.Fatalf("home did not go back to the top:\n%s", d.Screen())
	}
}
