package silentdeath

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestBriefingScrollSurvivesAResize: the campaign's briefing, one line too
// long for 80×24, scrolled down by a line, stays scrolled when the terminal
// grows (where it all fits) and shrinks back; it went back to the top
// (play-test 31).
func TestBriefingScrollSurvivesAResize(t *testing.T) {
	sess := sdSession(t, "campaign", 1, false)
	d := tuitest.New(t, tui.NewGame(cfg, sess), 80, 24)
	passHandoff(d)
	if !d.Snap().Briefing {
		t.Fatal("the game does not open on its briefing")
	}
	if s := d.Screen(); !strings.Contains(s, "more line") {
		t.Fatalf("the briefing fits at 80×24: the test proves nothing:\n%s", s)
	}
	d.Keys("down")
	before := d.Screen()
	if !strings.Contains(before, "↑ scrolls back") {
		t.Fatalf("↓ did not scroll the briefing:\n%s", before)
	}
	d.Msg(tea.WindowSizeMsg{Width: 200, Height: 60})
	if s := d.Screen(); strings.Contains(s, "scrolls back") || strings.Contains(s, "more line") {
		t.Errorf("at 200×60 the briefing does not show whole:\n%s", s)
	}
	d.Msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	if after := d.Screen(); after != before {
		t.Errorf("back at 80×24 the briefing is not where it was scrolled:\nbefore:\n%s\nafter:\n%s", before, after)
	}
	d.Keys("up")
	if s := d.Screen(); !strings.Contains(s, "more line") {
		t.Errorf("↑ did not scroll back to the top:\n%s", s)
	}
}
