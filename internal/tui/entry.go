package tui

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

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
	// fresh holds while the text is the one the field opened with and no
	// key has touched it: a character typed then replaces it, as in the
	// designer's fields (an SSCS plot opened on "3" read "32" after a 2),
	// and the arrows or backspace edit it instead.
	fresh bool
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
	return &textEntry{like: like, prompt: prompt, start: text, input: in, fresh: text != ""}
}

// completes reports whether tab would add to the text: the footer names
// tab only then (it named it on an empty line and on a text no
// suggestion continues, where tab did nothing).
func (e *textEntry) completes() bool {
	matchSuggestions(&e.input)
	// The field's index may stand at -1 (bubbles' CurrentSuggestion then
	// panics: the key monkey found it), so the match is read here.
	ms, i := e.input.MatchedSuggestions(), e.input.CurrentSuggestionIndex()
	return i >= 0 && i < len(ms) && len([]rune(ms[i])) > len([]rune(e.input.Value()))
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

// parseEntry reads the text field after every keystroke: the board
// previews a good intent, the status line explains a bad one.
func (p *play) parseEntry() {
	e := p.entry
	e.intent, e.err = p.board.(TypedBoard).Parse(p.shown, p.viewer, e.like, e.input.Value())
	if cp, ok := p.cellPicker(); ok {
		cp.PointText(e.input.Value()) // the map shows the cell being typed
	}
}

// setEntry puts text in the open field and reads it again.
func (p *play) setEntry(text string) {
	p.entry.fresh = false // a cell picked or a word completed is the player's text
	p.entry.input.SetValue(text)
	p.entry.input.CursorEnd()
	matchSuggestions(&p.entry.input)
	p.parseEntry()
}

// UpdateField passes msg to a text field with suggestions, matching them
// against its text before and after. bubbles' field matches its
// suggestions again only after a key it reads, not after SetValue or a
// paste, and tab then completed the text from a suggestion for an older
// text: a Starmada flight's hex clicked on the map ("1206 N") after the
// field had opened on "0504" made tab cut "0504" past its end, and the
// program panicked (the key monkey, stop 36); a shorter text was
// completed wrongly ("N" became "N504").
func UpdateField(in textinput.Model, msg tea.Msg) (textinput.Model, tea.Cmd) {
	matchSuggestions(&in)
	in, cmd := in.Update(msg)
	matchSuggestions(&in)
	return in, cmd
}

// matchSuggestions matches a field's suggestions against its text as it
// stands (SetSuggestions does; the field's index among them is kept while
// the matches stay the same).
func matchSuggestions(in *textinput.Model) {
	if in.ShowSuggestions {
		in.SetSuggestions(in.AvailableSuggestions())
	}
}

// cellPicker is the board as a CellPicker while the open field names a
// cell: a board whose fields do not all name one (CellField) picks for
// those that do alone, so that ctrl+g or a click never writes a hex into
// a Starmada ship's orders or an SSCS plot.
func (p *play) cellPicker() (CellPicker, bool) {
	cp, ok := p.board.(CellPicker)
	if !ok || p.entry == nil {
		return cp, ok
	}
	if cf, isCF := p.board.(CellField); isCF && !cf.TakesCell(p.entry.like) {
		return nil, false
	}
	return cp, true
}

// endPick ends picking a cell on the map for a typed field.
func (p *play) endPick() {
	if cp, ok := p.board.(CellPicker); ok {
		cp.EndPick()
	}
}

// closeEntry closes the field unentered. A complaint about its text goes
// with it: left in the status line, "'Z' is not a maneuver" stood under
// the action list and the map's g field, about a text no longer there.
func (p *play) closeEntry() {
	p.entry = nil
	p.endPick()
	if p.isErr {
		p.status, p.isErr = "", false
	}
}

func (p *play) entryKey(msg tea.KeyPressMsg) (Screen, tea.Cmd) {
	value := p.entry.input.Value()
	cp, picker := p.cellPicker()
	if picker {
		// Picking on the map: the arrows move the map's cursor and enter
		// writes its cell into the field.
		if t, used := cp.PickKey(msg, value); used {
			// Read the field again only when the key wrote into it: read
			// unchanged, its hex would take the map's cursor back from
			// the cell the arrows moved it to.
			if t != value {
				p.setEntry(t)
				// A complaint about its old text (enter on an empty
				// field) no longer holds.
				p.status, p.isErr = "", false
			}
			return p, nil
		}
	}
	switch msg.String() {
	case "ctrl+c":
		if p.draft() != "" {
			// The question names the text; n comes back to it (drafts.go).
			p.quitting = true
			return p, nil
		}
		p.closeEntry()
		return p, nil
	case "esc":
		p.closeEntry()
		return p, nil
	case "enter":
		if p.entry.err != nil {
			p.setErr(p.entry.err.Error())
			return p, nil
		}
		if p.entry.intent == nil {
			// Nothing typed yet: say what the field wants rather than
			// leave the key without effect.
			hint := "type it first (esc cancels)"
			if picker {
				hint = "type it first, or pick the cell on the map with ctrl+g or shift+arrows (esc cancels)"
			}
			p.setErr(p.entry.prompt + ": " + hint)
			return p, nil
		}
		in := p.entry.intent
		p.entry = nil
		p.endPick()
		return p, p.propose(in)
	case "tab":
		// The field's own completions first, then the map's unit names
		// ("1508 Hi" → "1508 Hive").
		if picker && len(p.entry.input.MatchedSuggestions()) == 0 {
			if t, ok := cp.Complete(value); ok {
				p.setEntry(t)
				return p, nil
			}
		}
	}
	if p.entry.fresh && msg.Text != "" {
		p.entry.input.SetValue("") // a character replaces the text the field opened with
	}
	p.entry.fresh = false
	var cmd tea.Cmd
	p.entry.input, cmd = UpdateField(p.entry.input, msg)
	p.parseEntry()
	p.status, p.isErr = "", false
	return p, cmd
}
