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
	start  string // the text the field opened with (a ship's own orders)
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
	return &textEntry{like: like, prompt: prompt, start: text, input: in}
}

// entryLines draws the text field in the action panel, h rows high: the
// prompt, the field, and either what the text means or what is wrong with
// it. A message longer than the panel loses the blank row above it first,
// then its end, and says so: at 80×24 Starmada's refusal of an opening
// maneuver in turn 1 stopped mid-sentence ("…that ended with") with no
// sign of the rest, which enter shows in the status line.
func (p *play) entryLines(w, h int) []string {
	e := p.entry
	e.input.SetWidth(max(8, w-4))
	var head, msg []string
	for _, l := range Wrap(e.prompt+":", w, 2) {
		head = append(head, p.st.Title.Render(l))
	}
	head = append(head, e.input.View())
	style, more := p.st.OK, "  …"
	switch {
	case e.err != nil:
		msg = Wrap(e.err.Error(), w, 2)
		style, more = p.st.Err, "  … enter shows it whole"
	case e.intent != nil:
		msg = Wrap(engine.Describe(p.shown, e.intent, p.viewer), w, 2)
	}
	for i, l := range msg {
		msg[i] = style.Render(l)
	}
	lines := append(append(append([]string{}, head...), ""), msg...)
	if h <= 0 || len(lines) <= h {
		return lines
	}
	lines = append(append([]string{}, head...), msg...)
	if len(lines) > h && h > len(head) {
		lines = append(lines[:h-1], p.st.Subtle.Render(Truncate(more, w)))
	}
	return lines
}
