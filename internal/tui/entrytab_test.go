package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestEntryNamesTabOnlyWhenItCompletes: the footer of a typed field named
// "tab complete" on an empty line and on a text no suggestion continues,
// where tab did nothing (Starmada's orders, found in play); it names tab
// only while tab would add to the text.
func TestEntryNamesTabOnlyWhenItCompletes(t *testing.T) {
	e := newTextEntry(nil, "Orders", "", []string{"2S2", "1P3"})
	for _, tc := range []struct {
		text string
		want bool
	}{{"", false}, {"2", true}, {"2s", true}, {"2S2", false}, {"3", false}} {
		e.input.SetValue(tc.text)
		e.input.CursorEnd()
		if got := e.completes(); got != tc.want {
			t.Errorf("%q: tab completes %v, want %v", tc.text, got, tc.want)
		}
	}
	// ↑ in a field whose text no suggestion continues steps their index
	// to -1, where bubbles' CurrentSuggestion panics (the key monkey, at
	// f99cef69).
	e.input.SetValue("9")
	e.input.Focus()
	e.input, _ = UpdateField(e.input, keyMsg("up"))
	e.input, _ = UpdateField(e.input, keyMsg("up"))
	if i := e.input.CurrentSuggestionIndex(); i != -1 {
		t.Fatalf("the index after ↑ with no match is %d; the case needs -1", i)
	}
	if e.completes() {
		t.Fatal("tab completes a text no suggestion continues")
	}
}

// TestGotoFieldNamesTabOnlyWhenItCompletes: the map's g field names tab in
// the footer only while tab would add to the text; it named it always.
func TestGotoFieldNamesTabOnlyWhenItCompletes(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	boardAt(b, &secretState{}, 80, 24)
	b.Key(key1("g"))
	for _, tc := range []struct {
		text string
		want bool
	}{{"", false}, {"Pal", true}, {"Paladin", false}, {"zz", false}} {
		b.field = tc.text
		if got := b.FieldCompletes(); got != tc.want {
			t.Errorf("%q: tab completes %v, want %v", tc.text, got, tc.want)
		}
		if named := len(fieldKeys(b)) == 3; named != tc.want {
			t.Errorf("%q: the footer names tab %v, want %v", tc.text, named, tc.want)
		}
	}
}

// TestListMove: every list's cursor moves alike: ↑/↓ a line, home and end
// to the ends, never past them; other keys are not its.
func TestListMove(t *testing.T) {
	c := 2
	for _, tc := range []struct {
		key  tea.KeyPressMsg
		want int
		ok   bool
	}{
		{tea.KeyPressMsg{Code: tea.KeyDown}, 3, true},
		{tea.KeyPressMsg{Code: tea.KeyDown}, 4, true},
		{tea.KeyPressMsg{Code: tea.KeyDown}, 4, true},
		{tea.KeyPressMsg{Code: tea.KeyHome}, 0, true},
		{tea.KeyPressMsg{Code: tea.KeyUp}, 0, true},
		{tea.KeyPressMsg{Code: tea.KeyEnd}, 4, true},
		{tea.KeyPressMsg{Code: 'x', Text: "x"}, 4, false},
	} {
		if ok := ListMove(tc.key, &c, 5); ok != tc.ok || c != tc.want {
			t.Fatalf("%s: line %d (%v), want %d (%v)", tc.key, c, ok, tc.want, tc.ok)
		}
	}
}

// TestTypedFieldTypingReplaces: a typed field opened with a text (an SSCS
// plot's speed, a ship's orders) takes a character typed as the start of a
// new text, where it ran on from the old one ("3" and a 2 read "32"; found
// in play); backspace edits it instead.
func TestTypedFieldTypingReplaces(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	p.board = typedSecretBoard{}
	d := newDriver(t, Config{Catalog: testCatalog{}}, p, 80, 24)
	d.keys("p")
	if p.entry == nil || p.entry.input.Value() == "" {
		t.Fatalf("no field opened with a text:\n%s", d.screen())
	}
	d.keys("2")
	if v := p.entry.input.Value(); v != "2" {
		t.Fatalf("typing 2 over the text the field opened with gave %q", v)
	}
	d.keys("3")
	if v := p.entry.input.Value(); v != "23" {
		t.Fatalf("a second character did not run on from the first: %q", v)
	}
	d.keys("esc", "p")
	was := p.entry.input.Value()
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.keys("3")
	if v := p.entry.input.Value(); v != was[:len(was)-1]+"3" {
		t.Fatalf("backspace then 3 over %q gave %q: backspace edits", was, v)
	}
	// A text the map wrote (a cell picked, a name completed) is the
	// player's: what is typed after it runs on from it.
	d.keys("esc", "p")
	p.setEntry("2")
	d.keys("3")
	if v := p.entry.input.Value(); v != "23" {
		t.Fatalf("3 after a picked 2 gave %q", v)
	}
}
