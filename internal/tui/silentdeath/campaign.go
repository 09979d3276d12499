package silentdeath

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/tui"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// Two small screens of Silent Death's campaign (11.7) between scenarios:
// the experience advances (10.1), where a person chooses +1 Plt or +1 Gnr
// for each veteran, and the choice of craft to field when a scenario
// limits a side's force.

// Keys of the campaign's choice screens.
var (
	keyExpPlt   = key.NewBinding(key.WithKeys("p", "left", "h"), key.WithHelp("p/←", "+1 Plt"))
	keyExpGnr   = key.NewBinding(key.WithKeys("g", "right", "l"), key.WithHelp("g/→", "+1 Gnr"))
	keyFieldPut = key.NewBinding(key.WithKeys("space", "enter", "x"), key.WithHelp("space", "field / keep home"))
)

// ExpChoice is one veteran's advance (10.1): who he is and which skills
// he may raise (a pilot Plt or Gnr, a gunner Gnr; neither past 10).
type ExpChoice struct {
	Label          string
	CanPlt, CanGnr bool
}

// FieldChoice is one craft a side may field, with its crew and its TPV.
type FieldChoice struct {
	Label string
	TPV   int
}

// sdPick is the screen of both: a list of rows, a cursor, and either a
// Plt/Gnr choice per row or a field/home toggle per row.
type sdPick struct {
	st       tui.Styles
	title    string
	prompt   string
	exp      []ExpChoice
	plt      []bool // experience: raise Plt (else Gnr)
	field    []FieldChoice
	on       []bool // fielding: the craft is fielded
	maxCraft int
	maxTPV   int // 0: no limit
	cursor   int
	err      string
	finished bool
}

func newSDExperience(cfg tui.Config, title, name string, rows []ExpChoice) *sdPick {
	m := &sdPick{st: tui.NewStyles(cfg.Color), title: title, exp: rows, plt: make([]bool, len(rows)),
		prompt: name + ": each veteran raises one skill by 1, at most 10 (10.1)"}
	for i, r := range rows {
		m.plt[i] = r.CanPlt
	}
	return m
}

func newSDFielding(cfg tui.Config, title, name string, rows []FieldChoice, maxCraft, maxTPV int) *sdPick {
	m := &sdPick{st: tui.NewStyles(cfg.Color), title: title, field: rows, on: make([]bool, len(rows)),
		maxCraft: maxCraft, maxTPV: maxTPV}
	m.prompt = fmt.Sprintf("%s chooses the craft to field: at most %d craft", name, maxCraft)
	if maxTPV > 0 {
		m.prompt += fmt.Sprintf(" and %d TPV", maxTPV)
	}
	m.prompt += " (11.7)"
	// The builder's choice to start from: in order, while it fits.
	n, tpv := 0, 0
	for i, r := range rows {
		if n < maxCraft && (maxTPV == 0 || tpv+r.TPV <= maxTPV) {
			m.on[i] = true
			n++
			tpv += r.TPV
		}
	}
	return m
}

func (m *sdPick) rows() int { return len(m.exp) + len(m.field) }

func (m *sdPick) totals() (n, tpv int) {
	for i, r := range m.field {
		if m.on[i] {
			n++
			tpv += r.TPV
		}
	}
	return n, tpv
}

func (m *sdPick) Typing() bool { return false }

func (m *sdPick) Keys() tui.KeyMap {
	short := []key.Binding{tui.KeyUp, tui.KeyDown, keyFieldPut, keyBuildDone, tui.KeyBack, tui.KeyQuit}
	if m.exp != nil {
		short = []key.Binding{tui.KeyUp, tui.KeyDown, keyExpPlt, keyExpGnr, keyBuildDone, tui.KeyBack, tui.KeyQuit}
	}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{short, {tui.KeyHelp}}}
}

func (m *sdPick) Update(msg tea.Msg) (tui.Screen, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	m.err = ""
	switch {
	case key.Matches(k, tui.KeyQuit), key.Matches(k, tui.KeyBack):
		return m, tea.Quit
	case key.Matches(k, tui.KeyUp):
		m.cursor = max(0, m.cursor-1)
	case key.Matches(k, tui.KeyDown):
		m.cursor = max(0, min(m.rows()-1, m.cursor+1))
	case key.Matches(k, keyBuildDone):
		if m.field != nil {
			n, tpv := m.totals()
			switch {
			case n == 0:
				m.err = "Field at least one craft."
				return m, nil
			case n > m.maxCraft:
				m.err = fmt.Sprintf("%d craft chosen; at most %d may be fielded.", n, m.maxCraft)
				return m, nil
			case m.maxTPV > 0 && tpv > m.maxTPV:
				m.err = fmt.Sprintf("%d TPV chosen; at most %d may be fielded.", tpv, m.maxTPV)
				return m, nil
			}
		}
		m.finished = true
		return m, tea.Quit
	case m.exp != nil && m.cursor < len(m.exp) && key.Matches(k, keyExpPlt):
		if !m.exp[m.cursor].CanPlt {
			m.err = "Only a pilot below Plt 10 can raise his Plt."
			return m, nil
		}
		m.plt[m.cursor] = true
	case m.exp != nil && m.cursor < len(m.exp) && key.Matches(k, keyExpGnr):
		if !m.exp[m.cursor].CanGnr {
			m.err = "His Gnr is 10 already."
			return m, nil
		}
		m.plt[m.cursor] = false
	case m.field != nil && m.cursor < len(m.field) && key.Matches(k, keyFieldPut):
		m.on[m.cursor] = !m.on[m.cursor]
	}
	return m, nil
}

func (m *sdPick) View(w, h int) string {
	lines := []string{m.st.Title.Render(tui.Truncate(m.title, w)), m.st.Subtle.Render(tui.Truncate(m.prompt, w)), ""}
	var body []string
	for i, r := range m.exp {
		pick := "[+1 Gnr]"
		if m.plt[i] {
			pick = "[+1 Plt]"
		}
		body = append(body, fmt.Sprintf("%s %s", pick, r.Label))
	}
	for i, r := range m.field {
		mark := "[ ]"
		if m.on[i] {
			mark = "[x]"
		}
		body = append(body, fmt.Sprintf("%s %s  TPV %d", mark, r.Label, r.TPV))
	}
	room := max(1, h-len(lines)-4)
	first := 0
	if m.cursor >= room {
		first = m.cursor - room + 1
	}
	for i := first; i < len(body) && i < first+room; i++ {
		l := "  " + body[i]
		if i == m.cursor {
			l = m.st.Selected.Render(tui.Truncate("> "+body[i], w))
		} else {
			l = tui.Truncate(l, w)
		}
		lines = append(lines, l)
	}
	lines = append(lines, "")
	if m.field != nil {
		n, tpv := m.totals()
		total := fmt.Sprintf("Fielded: %d of at most %d craft", n, m.maxCraft)
		if m.maxTPV > 0 {
			total += fmt.Sprintf(", %d of at most %d TPV", tpv, m.maxTPV)
		} else {
			total += fmt.Sprintf(", %d TPV", tpv)
		}
		style := m.st.OK
		if n == 0 || n > m.maxCraft || (m.maxTPV > 0 && tpv > m.maxTPV) {
			style = m.st.Err
		}
		lines = append(lines, style.Render(tui.Truncate(total, w)))
	} else {
		lines = append(lines, m.st.Subtle.Render(tui.Truncate("p or ← raises Plt, g or → raises Gnr; d when done", w)))
	}
	if m.err != "" {
		lines = append(lines, m.st.Err.Render(tui.Truncate(m.err, w)))
	}
	return strings.Join(lines, "\n")
}

// RunExperience lets a person choose each veteran's advance (10.1).
// raisePlt[i] is true for +1 Plt, false for +1 Gnr; done is false when the
// person left without finishing (esc or q).
func RunExperience(cfg tui.Config, title, name string, rows []ExpChoice) (raisePlt []bool, done bool, err error) {
	m := newSDExperience(cfg, title, name, rows)
	if err := tui.Run(tui.NewApp(cfg, m)); err != nil {
		return nil, false, err
	}
	return m.expResult()
}

func (m *sdPick) expResult() ([]bool, bool, error) {
	if !m.finished {
		return nil, false, nil
	}
	return append([]bool(nil), m.plt...), true, nil
}

// RunFielding lets a person choose which craft to field under a force
// limit (at most maxCraft craft and maxTPV TPV; 0: no TPV limit), with a
// running total. fielded[i] is true for a craft fielded; done is false
// when the person left without finishing.
func RunFielding(cfg tui.Config, title, name string, rows []FieldChoice, maxCraft, maxTPV int) (fielded []bool, done bool, err error) {
	m := newSDFielding(cfg, title, name, rows, maxCraft, maxTPV)
	if err := tui.Run(tui.NewApp(cfg, m)); err != nil {
		return nil, false, err
	}
	return m.fieldResult()
}

func (m *sdPick) fieldResult() ([]bool, bool, error) {
	if !m.finished {
		return nil, false, nil
	}
	return append([]bool(nil), m.on...), true, nil
}
