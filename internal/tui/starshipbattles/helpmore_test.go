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
