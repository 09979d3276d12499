package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// footer is the screen's last line: its keys.
func footer(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// TestOverlayFootersSayWhatTheKeysDo: over the table the footer names what
// its keys do there, whole at 80 columns. On the briefing enter, i and esc
// close it (the footer offered "i briefing" on the briefing). On
// the whole log the footer was cut after "n next match", and its last key
// read "L the whole log" where L closes it; the search field's footer
// named the log's keys instead of the field's, and "?" typed into the
// search opened the help.
func TestOverlayFootersSayWhatTheKeysDo(t *testing.T) {
	sess := saSession(t, false)
	cfg := Config{Catalog: helpCatalog{}}
	d := &driver{t: t, a: newApp(cfg, newPlay(cfg, sess))}
	d.run(d.a.Init())
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	f := footer(d.screen())
	for _, want := range []string{"enter/esc close", "? help", "q quit"} {
		if !strings.Contains(f, want) {
			t.Errorf("the briefing's footer does not name %q: %q", want, f)
		}
	}
	if strings.Contains(f, "i briefing") {
		t.Errorf("the briefing's footer offers the briefing: %q", f)
	}
	d.keys("enter", "d", "L")
	f = footer(d.screen())
	if strings.Contains(f, "…") || strings.Contains(f, "the whole log") {
		t.Errorf("the whole log's footer is cut or offers the log: %q", f)
	}
	for _, want := range []string{"↑/↓ scroll", "pgup/pgdn page", "/ search", "n next", "L/esc close", "? help"} {
		if !strings.Contains(f, want) {
			t.Errorf("the whole log's footer does not name %q: %q", want, f)
		}
	}
	d.keys("/")
	f = footer(d.screen())
	if !strings.Contains(f, "enter search") || !strings.Contains(f, "esc cancel") {
		t.Errorf("the search field's footer: %q", f)
	}
	d.keys("?")
	if s := d.screen(); strings.Contains(s, "[Keys]") || !strings.Contains(s, "/?") {
		t.Errorf("? typed into the search did not go into it:\n%s", s)
	}
}

// TestCtrlCLeavesTheLogSearch: ctrl+c leaves the whole log's empty
// search field as esc does (and as it leaves a typed order's field); it
// did nothing there, and the field kept the keys. With a search typed in
// it, ctrl+c asks to quit at once, naming the search that would not be
// kept, and n goes back to the field with its text (drafts.go).
func TestCtrlCLeavesTheLogSearch(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, saSession(t, false)), 80, 24)
	d.keys("d", "L", "/", "x")
	if !d.play().logPage.typing {
		t.Fatal("/ did not open the search field")
	}
	d.msg(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	if s := d.screen(); !strings.Contains(s, "Quit armada-tui?") || !strings.Contains(s, `The search "x", typed in the log, is not kept.`) {
		t.Fatalf("ctrl+c over a typed search did not ask, naming it:\n%s", s)
	}
	d.keys("n")
	if !d.play().logPage.typing || d.play().logPage.search.Value() != "x" {
		t.Fatalf("n did not go back to the search with its text:\n%s", d.screen())
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.msg(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	if d.play().logPage.typing || d.play().over != logOverlay || d.play().quitting {
		t.Fatalf("ctrl+c did not leave the empty search field for the log (typing %v):\n%s", d.play().logPage.typing, d.screen())
	}
}
