package sscs

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestDesignerTooSmallKeepsUnsavedChanges: with changes not saved, a
// terminal made smaller than 80×24 says so, and q (which the message
// otherwise offers to quit) does not throw the changes away: it quit at
// once, while at full size q asks first (play-test 31). Back at 80×24 the
// changes are there and q asks; without changes q quits while small.
func TestDesignerTooSmallKeepsUnsavedChanges(t *testing.T) {
	dz, err := NewDesigner(cfg, "", &stubScreen{})
	if err != nil {
		t.Fatal(err)
	}
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	keys(d, "6", "right")
	if !dz.dirty {
		t.Fatal("6 → made no change: the test proves nothing")
	}
	d.Msg(tea.WindowSizeMsg{Width: 60, Height: 15})
	if s := d.Screen(); !strings.Contains(s, "unsaved changes") {
		t.Errorf("the too-small message does not say there are unsaved changes:\n%s", s)
	}
	d.Keys("q", "ctrl+c")
	if d.Quit {
		t.Fatal("q at a small terminal threw the unsaved changes away")
	}
	d.Msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	keys(d, "q")
	if d.Quit || !strings.Contains(d.Screen(), "Leave without saving") {
		t.Fatalf("q at 80×24 does not ask about the changes:\n%s", d.Screen())
	}
	keys(d, "n")
	saveDesignAs(t, d, dz, filepath.Join(t.TempDir(), "new.yaml"))
	d.Msg(tea.WindowSizeMsg{Width: 60, Height: 15})
	if s := d.Screen(); strings.Contains(s, "unsaved") || !strings.Contains(s, "nothing is lost") {
		t.Errorf("with everything saved the message is not the plain one:\n%s", s)
	}
	d.Keys("q")
	if !d.Quit {
		t.Error("with everything saved q at a small terminal did not quit")
	}
}

// TestDesignerYesNoFooter: the designer's y/n questions (leave without
// saving, drop the design) name y and n in the footer, as the game
// screen's quit question does; the footer read "enter choose • esc back",
// and enter answers no.
func TestDesignerYesNoFooter(t *testing.T) {
	dz, err := NewDesigner(cfg, "", &stubScreen{})
	if err != nil {
		t.Fatal(err)
	}
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	keys(d, "6", "right", "q")
	lines := strings.Split(strings.TrimRight(d.Screen(), "\n"), "\n")
	if f := lines[len(lines)-1]; !strings.Contains(d.Screen(), "Leave without saving") || f != "y yes • n no" {
		t.Fatalf("the leave question's footer: %q\n%s", f, d.Screen())
	}
}
