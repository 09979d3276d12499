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
