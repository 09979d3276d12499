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
