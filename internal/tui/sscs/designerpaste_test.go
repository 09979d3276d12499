package sscs

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestDesignerPasteThenTabCompletes: text pasted into the copy prompt after
// a letter that matched a shipped design, then tab (found by the key
// monkey, stop 36). The field matched its suggestions only after a key, so
// tab took the pasted text for the letter alone and cut the suggestion past
// its end: the program panicked. Now tab completes nothing, as nothing
// begins so.
func TestDesignerPasteThenTabCompletes(t *testing.T) {
	dz, d, _ := designer(t)
	name := shippedNames()[0]
	keys(d, "c")
	typeText(d, name[:1])
	if got := dz.ask.input.MatchedSuggestions(); len(got) == 0 {
		t.Fatalf("%q matches no shipped design", name[:1])
	}
	pasted := strings.Repeat("x", len(name)+5)
	d.Msg(tea.PasteMsg{Content: pasted})
	keys(d, "tab")
	if got := dz.ask.input.Value(); got != name[:1]+pasted {
		t.Errorf("the field holds %q after the paste and tab", got)
	}
	// A name begun, then tab, still completes.
	keys(d, "ctrl+u")
	typeText(d, name[:2])
	keys(d, "tab")
	if got := dz.ask.input.Value(); got != name {
		t.Errorf("tab on %q gave %q, not %q", name[:2], got, name)
	}
}
