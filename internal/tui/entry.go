package tui

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var (
	KeyEntryDone   = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "give the order"))
	KeyEntryTab    = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "complete"))
	KeyEntryCancel = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel"))
)

// textEntry is a typed intent being written: the intent it was opened
// from, the text field, and what the text parses to so far.
type textEntry struct {
	like   engine.Intent
	prompt string
	input  textinput.Model
	intent engine.Intent // the parsed intent, nil while err is set
	err    error
}

func newTextEntry(like engine.Intent, prompt, text string, suggestions []string) *textEntry {
	in := textinput.New()
	in.Prompt = "> "
	in.CharLimit = 64
	in.SetValue(text)
	in.CursorEnd()
	if len(suggestions) > 0 {
		in.ShowSuggestions = true
		in.SetSuggestions(suggestions)
	}
	return &textEntry{like: like, prompt: prompt, input: in}
}

// entryLines draws the text field in the action panel: the prompt, the
// field, and either what the text means or what is wrong with it.
func (p *play) entryLines(w int) []string {
	e := p.entry
	e.input.SetWidth(max(8, w-4))
	var lines []string
	for _, l := range Wrap(e.prompt+":", w, 2) {
		lines = append(lines, p.st.Title.Render(l))
	}
	lines = append(lines, e.input.View(), "")
	if e.err != nil {
		for _, l := range Wrap(e.err.Error(), w, 2) {
			lines = append(lines, p.st.Err.Render(l))
		}
		return lines
	}
	if e.intent != nil {
		for _, l := range Wrap(engine.Describe(p.shown, e.intent, p.viewer), w, 2) {
			lines = append(lines, p.st.OK.Render(l))
		}
	}
	return lines
}
