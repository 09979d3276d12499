package silentdeath

import (
	"regexp"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestShopCatalogueSaysWhatItHides: at 80×24 the purchases' catalogue
// drew twelve of its fifteen rows, and nothing said that the Epping, the
// scripted builder and Done were below (nor, at Done, that four craft
// were above). Its edges now say so, as every scrolled list does
// (tui.ListWindow); and it takes every row the page leaves, so at 80×24
// it is whole (it said "↓ 4 more" over five blank rows; found by a
// play-tester), and a shorter terminal scrolls it.
func TestShopCatalogueSaysWhatItHides(t *testing.T) {
	d := tuitest.Game(t, cfg, buildSession(t, 100), 80, 24)
	if s := d.Screen(); !strings.Contains(s, "Pit Viper") || !strings.Contains(s, "Epping") || strings.Contains(s, " more") {
		t.Errorf("at 80×24 the catalogue is not whole:\n%s", s)
	}
	// Four rows fewer (a long message, a longer detail): the phase's own
	// view, since the program needs 80×24.
	m := shopOf(t, d)
	if s := m.View(80, 18); strings.Contains(s, "Epping") || !strings.Contains(s, "↓ 3 more") {
		t.Errorf("the top of %d rows in 18: no \"↓ 3 more\" where the Epping is hidden:\n%s", m.rows(), s)
	}
	d.Keys("end")
	if s := m.View(80, 18); strings.Contains(s, "Pit Viper") || !strings.Contains(s, "↑ 2 more") || !strings.Contains(s, "> Done") {
		t.Errorf("at Done: no \"↑ 2 more\" where the Pit Viper is hidden:\n%s", s)
	}
}

// TestFieldingSaysWhatItHides: Reaper's Own's six Night Hawks and their
// pilots are twelve lines, and at 80×24 the fielding screen drew eleven:
// Night Hawk F was not on the screen, and nothing said it was there
// until the cursor went past E.
func TestFieldingSaysWhatItHides(t *testing.T) {
	d, m := fieldingScreen(t)
	if len(m.lines) != 12 {
		t.Fatalf("%d lines on the fielding screen, the test wants 12", len(m.lines))
	}
	if s := d.Screen(); strings.Contains(s, "Night Hawk F") || !strings.Contains(s, "↓ 2 more") {
		t.Errorf("at the top: no \"↓ 2 more\" where Night Hawk F is hidden:\n%s", s)
	}
	d.Keys("end")
	if s := d.Screen(); !regexp.MustCompile(`↑ 2 more\s+\n.*Night Hawk B`).MatchString(s) {
		t.Errorf("at the foot: no \"↑ 2 more\" over Night Hawk B:\n%s", s)
	}
}
