package tui

import (
	"fmt"
	"strings"
	"unicode"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The game screen's pages over the table: the briefing (i) and the whole
// log (L), each closed by its key or esc.

var (
	KeyBriefing = key.NewBinding(key.WithKeys("i"), key.WithHelp("i", "briefing"))
	KeyFullLog  = key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "the whole log"))
	keySearch   = key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "search"))
	keyNextHit  = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next match"))
	keyPageUp   = key.NewBinding(key.WithKeys("pgup", "b"), key.WithHelp("pgup", "page up"))
	keyPageDown = key.NewBinding(key.WithKeys("pgdown", " ", "space"), key.WithHelp("pgdn", "page down"))

	// The footer's words over the table: each names what the key does
	// there (on the whole log L closes it, on the briefing i and esc go
	// back to the table), short enough for 80 columns with help.
	keyBriefingClose = key.NewBinding(key.WithKeys("enter", "i", "esc"), key.WithHelp("enter/esc", "close"))
	keyScroll        = key.NewBinding(key.WithKeys("up", "k", "down", "j"), key.WithHelp("↑/↓", "scroll"))
	keyLogPage       = key.NewBinding(key.WithKeys("pgup", "b", "pgdown", " ", "space"), key.WithHelp("pgup/pgdn", "page"))
	keyNextHitShort  = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next"))
	keySearchDone    = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "search"))
	keyLogClose      = key.NewBinding(key.WithKeys("L", "esc", "q"), key.WithHelp("L/esc", "close"))
)

// overlay is the page shown over the table, if any.
type overlay int

const (
	noOverlay overlay = iota
	briefingOverlay
	logOverlay
)

// briefingLines words the scenario's briefing and the options in force.
// A game of several battles (a campaign) briefs the battle of state.
func briefingLines(sess *engine.Session, state engine.State, st Styles, ignored map[string]bool) []string {
	b := engine.Briefing{Situation: sess.Scenario.Description()}
	title := sess.Scenario.Title()
	if br, ok := sess.Scenario.(engine.Briefer); ok {
		b = br.Briefing(sess.Options)
	}
	if sb, ok := state.(engine.StageBriefer); ok {
		b, title = sb.Briefing(sess.Options), sb.Stage()
	}
	out := []string{st.Title.Render("Briefing: " + title)}
	para := func(head, text string) {
		if text != "" {
			out = append(out, st.Key.Render(head+":")+" "+text)
		}
	}
	para("Situation", b.Situation)
	if len(b.Forces) > 0 {
		out = append(out, st.Key.Render("Forces:"))
		for _, f := range b.Forces {
			out = append(out, "  "+f)
		}
	} else {
		var sides []string
		for i, s := range sess.Scenario.Sides() {
			who := "a person"
			if !sess.Players[i].IsHuman() {
				who = "the " + sess.Players[i].Level + " opponent"
			}
			sides = append(sides, s.Name+" ("+who+")")
		}
		para("Sides", strings.Join(sides, " against "))
	}
	para("Objective", b.Objective)
	para("Victory", b.Victory)
	if b.TurnLimit > 0 {
		para("Turn limit", fmt.Sprintf("%d turns", b.TurnLimit))
	}
	if in := optionsInForce(sess.Game, sess.Options, ignored); in != "" {
		para("Set-up options", strings.TrimPrefix(in, "Options in force: "))
	} else {
		para("Set-up options", "the defaults")
	}
	return out
}

// briefingPage scrolls the briefing over the table, in the game screen
// (i) and the replay viewer (i) alike.
type briefingPage struct {
	top  int // the first line shown
	max  int // the last first line the briefing had, at the size last drawn
	rows int // the briefing's rows at that size, which pgup/pgdn turn
}

// window wraps the briefing's lines to w and gives the part that fits in
// rows, from top on: a long briefing scrolls, and its last row, always on
// screen, says how to go on and how many lines are out of sight.
func (b *briefingPage) window(lines []string, w, rows int, st Styles) []string {
	var body []string
	for _, l := range lines {
		// A line of a list ("  Concord, cost 2 977: …") goes on two
		// further in than it starts, so that its next line does not read
		// as the list's next entry.
		lead := len(l) - len(strings.TrimLeft(l, " "))
		body = append(body, Wrap(l, w, lead+2)...)
	}
	room := max(1, rows-1)
	// The line scrolled to stays as it is: a terminal where the whole
	// briefing fits shows it from the top, and one made small again shows
	// it from that line (it went back to the top).
	b.max, b.rows = max(0, len(body)-room), room
	top := min(b.top, b.max)
	end := min(len(body), top+room)
	hint := "enter, i or esc: to the table"
	switch below := len(body) - end; {
	case below == 1:
		hint += " · ↓ 1 more line"
	case below > 1:
		hint += fmt.Sprintf(" · ↓ %d more lines", below)
	case top > 0:
		hint += " · ↑ scrolls back"
	}
	return append(body[top:end:end], st.Subtle.Render(hint))
}

// key scrolls the briefing: a line, a page (as on the help pages), its
// top and foot. closed is true for the keys that close it (i, esc, enter);
// stay is false for quit, which the screen under it answers.
func (b *briefingPage) key(msg tea.KeyPressMsg) (stay, closed bool) {
	switch {
	case key.Matches(msg, KeyBriefing, KeyBack, KeyEnter):
		return true, true
	case key.Matches(msg, KeyDown):
		b.top = min(b.top+1, b.max)
	case key.Matches(msg, KeyUp):
		b.top = max(0, min(b.top, b.max)-1)
	case key.Matches(msg, KeyLogDn):
		b.top = min(b.top+max(1, b.rows-1), b.max)
	case key.Matches(msg, KeyLogUp):
		b.top = max(0, min(b.top, b.max)-max(1, b.rows-1))
	case key.Matches(msg, KeyListFirst):
		b.top = 0
	case key.Matches(msg, keyListLast):
		b.top = b.max
	case key.Matches(msg, KeyQuit):
		return false, false
	}
	return true, false
}

// briefingKeys are the keys of the briefing: enter, i and esc all close
// it, to the table (its last line says so): "i briefing" there offered
// what was open.
func briefingKeys() KeyMap {
	closeAll := keyBriefingClose
	closeAll.SetHelp("enter/i/esc", "close the briefing")
	return KeyMap{Short: []key.Binding{keyBriefingClose, KeyHelp, KeyQuit},
		Full: [][]key.Binding{{closeAll, keyScroll}, {KeyHelp, KeyQuit}}}
}

// logPage is the whole log on the whole screen, with search.
type logPage struct {
	top    int // first line shown
	search textinput.Model
	typing bool   // the search field has the keys
	query  string // the last search
	hits   []int  // the lines that match it
}

func newLogPage() logPage {
	in := textinput.New()
	in.Prompt = "/"
	in.CharLimit = 80
	return logPage{search: in, top: -1}
}

// key handles a key of the log page; it reports whether the page stays.
func (lp *logPage) key(msg tea.KeyPressMsg, lines []string, rows int) (bool, tea.Cmd) {
	if lp.typing {
		switch msg.String() {
		case "enter":
			lp.typing = false
			lp.query = strings.ToLower(lp.search.Value())
			lp.find(lines)
			lp.next(rows, max(0, len(lines)-rows), true)
		case "esc", "ctrl+c":
			// ctrl+c leaves the field as esc does, as it leaves a typed
			// order's and the replay's turn field: it did nothing here.
			lp.typing = false
		default:
			lp.search, _ = lp.search.Update(msg)
		}
		return true, nil
	}
	last := max(0, len(lines)-rows)
	if lp.top < 0 {
		lp.top = last
	}
	switch {
	case key.Matches(msg, KeyFullLog), key.Matches(msg, KeyBack), key.Matches(msg, KeyQuit):
		return false, nil
	case key.Matches(msg, keySearch):
		lp.typing = true
		lp.search.SetValue("")
		lp.search.Focus() // a steady cursor: no blink to tick
		return true, nil
	case key.Matches(msg, keyNextHit):
		lp.next(rows, last, false)
	case key.Matches(msg, KeyUp):
		lp.top--
	case key.Matches(msg, KeyDown):
		lp.top++
	case key.Matches(msg, keyPageUp):
		lp.top -= rows - 1
	case key.Matches(msg, keyPageDown):
		lp.top += rows - 1
	case key.Matches(msg, KeyHome):
		lp.top = 0
	case key.Matches(msg, KeyEnd):
		lp.top = last
	}
	lp.top = max(0, min(lp.top, last))
	return true, nil
}

// find lists the lines that hold the query.
func (lp *logPage) find(lines []string) {
	lp.hits = lp.hits[:0]
	if lp.query == "" {
		return
	}
	for i, l := range lines {
		if strings.Contains(strings.ToLower(l), lp.query) {
			lp.hits = append(lp.hits, i)
		}
	}
}

// next scrolls to the next match: a new search to the first at or below
// the top line, n to the first below the page, wrapping round to the
// first of the log when none is. The page never scrolls past its last
// top line, so n compares with the page, not with the match it jumped to:
// measured from the match, it found the matches of the last page again
// and again and never wrapped (a search of the SSCS boarding log at
// 120x40 stuck on its last page).
func (lp *logPage) next(rows, last int, fresh bool) {
	if len(lp.hits) == 0 {
		return
	}
	top := lp.top
	if top < 0 {
		top = last
	}
	from := top + rows
	if fresh {
		from = top
	}
	for _, h := range lp.hits {
		if h >= from {
			lp.top = min(h, last)
			return
		}
	}
	lp.top = min(lp.hits[0], last)
}

// logPageRows is the number of log lines the page shows in h rows: its
// title line and its line of keys take two.
func logPageRows(h int) int { return max(1, h-2) }

// view draws the page in w×h cells: the log lines from top, matches
// marked, and a line of keys (or the search field) at the bottom.
func (lp *logPage) view(lines []string, w, h int, st Styles) string {
	rows := logPageRows(h)
	top := lp.top
	if top < 0 {
		top = max(0, len(lines)-rows)
	}
	where := fmt.Sprintf("   lines %d–%d of %d", min(top+1, len(lines)), min(top+rows, len(lines)), len(lines))
	if len(lines) == 0 {
		where = "   nothing yet: no move made" // it read "lines 0–0 of 0" before the first move
	}
	out := []string{st.Title.Render("Log") + st.Subtle.Render(where)}
	hit := map[int]bool{}
	for _, i := range lp.hits {
		hit[i] = true
	}
	for i := top; i < len(lines) && i < top+rows; i++ {
		l := lines[i]
		if hit[i] {
			l = st.Selected.Render(Plain(l))
		}
		out = append(out, l)
	}
	for len(out) < h-1 {
		out = append(out, "")
	}
	switch {
	case lp.typing:
		lp.search.SetWidth(max(8, w-4))
		out = append(out, lp.search.View())
	case lp.query != "":
		hold := engine.Count(len(lp.hits), "line holds", "lines hold") // "1 lines hold" (found in play)
		out = append(out, st.Subtle.Render(fmt.Sprintf("%s %q · n next · / search · L or esc closes", hold, lp.query)))
	default:
		out = append(out, st.Subtle.Render("↑/↓ pgup/pgdn home/end scroll · / search · L or esc closes"))
	}
	return strings.Join(out, "\n")
}

// logPageKeys are the whole log's keys, in play and in the replay viewer:
// the search field's while one is typed, else short words (the help page
// has them in full), which hold at 80 columns.
func logPageKeys(typing bool) KeyMap {
	if typing {
		return KeyMap{Short: []key.Binding{keySearchDone, KeyEntryCancel}}
	}
	return KeyMap{Short: []key.Binding{keyScroll, keyLogPage, keySearch, keyNextHitShort, keyLogClose, KeyHelp},
		Full: [][]key.Binding{{KeyUp, KeyDown, keyPageUp, keyPageDown, KeyHome, KeyEnd}, {keySearch, keyNextHit, keyLogClose, KeyHelp}}}
}

// paste puts a terminal's paste into the search while it is being typed;
// it reports whether the page took it.
func (lp *logPage) paste(msg tea.PasteMsg) bool {
	if !lp.typing {
		return false
	}
	lp.search, _ = lp.search.Update(msg)
	return true
}

// pasteKeys is a paste as the keys that type it, for a field that reads
// keys one by one (the replay's turn field, the map's g): a terminal's
// paste comes as one message, which such a field dropped. As in the text
// fields (bubbles' textinput), a tab or a line break inside the paste is a
// space, so "12\n13" does not become 12 13's digits run together; at the
// ends they are left out, as is every other control character.
func pasteKeys(msg tea.PasteMsg) []tea.KeyPressMsg {
	var ks []tea.KeyPressMsg
	space := false // a break waits for the next printable character
	for _, r := range msg.Content {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			space = len(ks) > 0
		case unicode.IsPrint(r):
			if space {
				ks = append(ks, tea.KeyPressMsg{Code: ' ', Text: " "})
				space = false
			}
			ks = append(ks, tea.KeyPressMsg{Code: r, Text: string(r)})
		}
	}
	return ks
}

// fieldKey is a key for a typed field: ctrl+c leaves it as esc does, as it
// leaves a typed order's field, where the field would take it for a
// character and keep every key, quit's included.
func fieldKey(msg tea.KeyPressMsg) tea.KeyPressMsg {
	if msg.String() == "ctrl+c" {
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	}
	return msg
}
