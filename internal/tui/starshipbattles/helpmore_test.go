package starshipbattles

import (
	"strings"
	"testing"
)

// TestLongHelpPageSaysMore: at 80×24 the Legend page is longer than the
// screen; its last line says how many lines are below and how to reach
// them, and scrolling to the end shows its last line (the play-test: the
// page hid "Fleet Commander (v)" without a word).
func TestLongHelpPageSaysMore(t *testing.T) {
	d := game(t, config(), session(t, "standard", 1), 80, 24)
	d.Keys("?", "tab")
	s := d.Screen()
	if !strings.Contains(s, "[Legend]") {
		t.Fatalf("not on the Legend page:\n%s", s)
	}
	if !strings.Contains(s, "more lines: ↓/j scrolls") {
		t.Fatalf("a page longer than the screen does not say so:\n%s", s)
	}
	for i := 0; i < 30 && strings.Contains(d.Screen(), "more lines"); i++ {
		d.Keys("j")
	}
	if s := d.Screen(); strings.Contains(s, "more lines") {
		t.Fatalf("scrolling never reached the end of the page:\n%s", s)
	}
}

// TestTypingFooterOffersNoScreenKeys: while a set-up square is typed,
// every key goes into the field, so the footer offers the field's keys,
// not "u undo • ? help • q quit" (the play-test: those keys typed letters).
func TestTypingFooterOffersNoScreenKeys(t *testing.T) {
	d := game(t, config(), session(t, "quickstart", 1), 80, 24)
	d.Keys("9")
	lines := strings.Split(strings.TrimRight(d.Screen(), "\n"), "\n")
	foot := lines[len(lines)-1]
	if ph := d.Snap().Phase; ph == nil || !ph.Typing() {
		t.Fatalf("9 did not open the set-up field:\n%s", d.Screen())
	}
	for _, k := range []string{"u undo", "? help", "q quit"} {
		if strings.Contains(foot, k) {
			t.Errorf("the footer offers %q while typing: %q", k, foot)
		}
	}
}
