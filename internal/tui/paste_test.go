package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestPasteIntoTypedIntent: text pasted into an intent's open text field
// (a terminal's bracketed paste: one message, not keys) is written into it
// and read as if typed (found with the key monkey and by hand in tmux, stop
// 36: a pasted Starmada order left the field as it was, without a word).
// A paste with no field open changes nothing.
func TestPasteIntoTypedIntent(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	p.board = typedSecretBoard{}
	d := newDriver(t, Config{Catalog: testCatalog{}}, p, 80, 24)
	before := d.screen()
	d.msg(tea.PasteMsg{Content: "2"})
	if p.entry != nil || d.screen() != before {
		t.Fatalf("a paste with no field open changed the screen:\n%s", d.screen())
	}
	d.keys("p")
	if p.entry == nil {
		t.Fatalf("no text field:\n%s", d.screen())
	}
	open := p.entry.input.Value()
	d.msg(tea.PasteMsg{Content: "2"})
	if got := p.entry.input.Value(); open == "" || got != "2" {
		t.Fatalf("a paste into the text the field opened with (%q) gave %q, want it replaced, as typing does", open, got)
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.msg(tea.PasteMsg{Content: "7"})
	if got := p.entry.input.Value(); got != "7" || !strings.Contains(d.screen(), `"7" is not a number from 1 to 3`) {
		t.Fatalf("the paste gave %q:\n%s", got, d.screen())
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.msg(tea.PasteMsg{Content: "3\n"})
	d.keys("enter")
	if sess.Len() != 1 || sess.Records()[0].Intent.(pick).Value != 3 {
		t.Fatalf("the pasted pick was not applied: %d intents\n%s", sess.Len(), d.screen())
	}
}

// TestPasteIntoMenuOption: a number pasted into the field of an option
// typed in the menu (Starmada's number of turns) is written into it; it
// was left out, as in the game's fields.
func TestPasteIntoMenuOption(t *testing.T) {
	d := starmadaOptions(t)
	d.keys("down", "enter", "backspace", "backspace")
	d.msg(tea.PasteMsg{Content: "14"})
	d.keys("enter")
	if s := d.screen(); !strings.Contains(s, "> turns: 14") {
		t.Fatalf("the pasted 14 turns were not set:\n%s", s)
	}
}

// TestPasteIntoTheLogSearch: text pasted into the whole log's search is
// written into it, in the game screen and in the replay viewer; it was
// dropped (the key monkey's report, stop 36).
func TestPasteIntoTheLogSearch(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, saSession(t, false)), 80, 24)
	d.keys("d", "L", "/")
	d.msg(tea.PasteMsg{Content: "maser"})
	if got := d.play().logPage.search.Value(); got != "maser" {
		t.Fatalf("the pasted search is %q:\n%s", got, d.screen())
	}

	r := newReplay(cfg, saSession(t, false), -1)
	d = newDriver(t, cfg, r, 80, 24)
	d.keys("L", "/")
	d.msg(tea.PasteMsg{Content: "roll"})
	if got := r.logPage.search.Value(); got != "roll" {
		t.Fatalf("the replay's pasted search is %q:\n%s", got, d.screen())
	}
}

// TestPasteIntoTheReplaysFields: a turn pasted after t is typed into the
// jump field, and text pasted into the map's g field reaches the map, key
// by key, line breaks left out; with no field open a paste changes
// nothing. Both fields read keys one by one and dropped a paste.
func TestPasteIntoTheReplaysFields(t *testing.T) {
	sess := saSession(t, false)
	playRandomly(t, sess, 5, 200)
	b := &keyedTestBoard{}
	cfg := Config{Catalog: keyedCatalog{board: b}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 80, 24)
	pos := r.pos
	d.msg(tea.PasteMsg{Content: "2"})
	if r.pos != pos || r.typed || len(b.keys) != 0 {
		t.Fatalf("a paste with no field open moved the viewer to %d or reached the board (%q)", r.pos, b.keys)
	}
	d.keys("t")
	d.msg(tea.PasteMsg{Content: "T2\n"})
	if r.jump != "T2" {
		t.Fatalf("the pasted turn is %q:\n%s", r.jump, d.screen())
	}
	d.keys("esc", "g")
	d.msg(tea.PasteMsg{Content: "ab\n"})
	if got := strings.Join(b.keys, " "); got != "g a b" {
		t.Fatalf("the map's field got %q, want g a b", got)
	}
}

// TestPasteKeysKeepLinesApart: a line break or a tab inside a paste is a
// space for a field read key by key, as the text fields make it; it was
// dropped, so "12\n13" typed 1213. At the ends it is left out.
func TestPasteKeysKeepLinesApart(t *testing.T) {
	for in, want := range map[string]string{
		"12\n13":         "12 13",
		"\r\n 2:1\r\n":   " 2:1",
		"a\t\tb\r\nc":    "a b c",
		"\n\n":           "",
		"x\x1b[31my\x07": "x[31my",
	} {
		var got strings.Builder
		for _, k := range pasteKeys(tea.PasteMsg{Content: in}) {
			got.WriteString(k.Text)
		}
		if got.String() != want {
			t.Errorf("pasteKeys(%q) typed %q, want %q", in, got.String(), want)
		}
	}
}

// TestPasteIntoTheMapsField: in the game screen, text pasted into the
// map's g field reaches the map key by key, as typed.
func TestPasteIntoTheMapsField(t *testing.T) {
	b := &keyedTestBoard{}
	cfg := Config{Catalog: keyedCatalog{board: b}}
	d := newDriver(t, cfg, newPlay(cfg, saSession(t, false)), 80, 24)
	d.keys("g")
	if !b.typing {
		t.Fatalf("g did not open the map's field (the board got %q)", b.keys)
	}
	d.msg(tea.PasteMsg{Content: "a\tb\n"})
	if got := strings.Join(b.keys, " "); got != "g a space b" {
		t.Fatalf("the map's field got %q, want g a space b (the tab a space, the last line break left out)", got)
	}
}
