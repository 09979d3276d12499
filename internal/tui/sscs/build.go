package sscs

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The Build phase (the `built` scenario): each side builds its squadron in
// secret to a cost total. The side at the keyboard picks designs; every
// pick, removal and "ready" is an intent the game checks and prices, and
// the screen shows what the game says: the total, what is left, the
// designs that still fit, and that the other side builds unseen.

// Keys of the squadron builder.
var (
	keyBuildAdd    = key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "add the design"))
	keyBuildList   = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "squadron list"))
	keyBuildRemove = key.NewBinding(key.WithKeys("x", "delete", "backspace"), key.WithHelp("x", "take one out"))
	keyBuildReady  = key.NewBinding(key.WithKeys("d", "n"), key.WithHelp("d", "squadron ready")) // n too: it ends a step in every game
)

// phaseModel is Screens.Phase: the squadron builder while me builds, else
// nil for the board and the action list.
func phaseModel(cfg tui.Config, view engine.State, me engine.Player, prev tui.PhaseModel) tui.PhaseModel {
	s, ok := view.(*sscs.State)
	if !ok || me == engine.NoPlayer || s.Phase().Name != sscs.PhaseBuild || !s.Phase().Acting(me) {
		return nil
	}
	bi, ok := s.Build(me)
	if !ok {
		return nil
	}
	m := &buildModel{st: tui.NewStyles(cfg.Color)}
	if p, ok := prev.(*buildModel); ok && p.me == me {
		m = p // the same side building on: keep the cursor
	}
	m.view, m.me, m.info = s, me, bi
	m.cursor = min(m.cursor, len(bi.Designs))
	m.pick = min(m.pick, max(0, len(bi.Picks)-1))
	if len(bi.Picks) == 0 {
		m.onList = false
	}
	if m.derived == nil {
		m.derived = catalogueByName()
	}
	return m
}

// catalogueByName derives the catalogue's designs, for the details of the
// design under the cursor (the scenario's own designs of the same name are
// priced by the game; their details come from the catalogue).
func catalogueByName() map[string]*design.Derived {
	out := map[string]*design.Derived{}
	list, err := sscs.Catalogue()
	if err != nil {
		return out
	}
	ds, err := design.DeriveAll(list, nil)
	if err != nil {
		return out
	}
	for _, d := range ds {
		out[d.Design.Name] = d
	}
	return out
}

// buildModel is the squadron builder of one side.
type buildModel struct {
	tui.Proposals
	st      tui.Styles
	view    *sscs.State
	me      engine.Player
	info    sscs.BuildInfo
	derived map[string]*design.Derived

	cursor int  // a design, or the Ready row after them
	onList bool // the cursor is on the squadron
	pick   int  // the pick under it
	msg    string
	err    string
}

// Typing implements tui.PhaseModel: the builder reads no text.
func (m *buildModel) Typing() bool { return false }

// Keys implements tui.PhaseModel.
func (m *buildModel) Keys() tui.KeyMap {
	// Short words: the footer must hold these and the game screen's undo,
	// help and quit at 80 columns (in full it was cut after "d squadron
	// ready", hiding "? help"); the help page (?) has them in full.
	short := []key.Binding{brief(keyBuildAdd, "add"), brief(keyBuildRemove, "take out"), brief(keyBuildList, "squadron"), brief(keyBuildReady, "ready")}
	if m.onList {
		short = []key.Binding{tui.KeyUp, tui.KeyDown, brief(keyBuildRemove, "take out"), brief(keyBuildList, "designs")}
	}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{
		{tui.KeyUp, tui.KeyDown, tui.KeyListFirst, keyBuildAdd, tui.KeyBack},
		{keyBuildList, keyBuildRemove, keyBuildReady},
	}}
}

// Update implements tui.PhaseModel.
func (m *buildModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	m.msg, m.err = "", ""
	switch {
	case m.onList && tui.ListMove(k, &m.pick, len(m.info.Picks)):
	case !m.onList && tui.ListMove(k, &m.cursor, len(m.info.Designs)+1):
	case key.Matches(k, keyBuildList), key.Matches(k, tui.KeyBack):
		if m.onList || len(m.info.Picks) == 0 {
			if !m.onList && key.Matches(k, keyBuildList) {
				m.err = "Nothing picked yet."
			}
			m.onList = false
			return m, nil
		}
		m.onList = key.Matches(k, keyBuildList)
	case key.Matches(k, keyBuildReady):
		m.send(sscs.Ready{By: m.me}, "")
	case key.Matches(k, keyBuildRemove):
		i := m.removeIndex()
		if i < 0 {
			m.err = "No " + m.designUnder() + " in the squadron to take out."
			return m, nil
		}
		m.send(sscs.Unpick{By: m.me, Index: i}, "Took out the "+m.info.Picks[i]+".")
	case key.Matches(k, keyBuildAdd):
		if m.onList {
			return m, nil
		}
		if m.cursor == len(m.info.Designs) {
			m.send(sscs.Ready{By: m.me}, "")
			return m, nil
		}
		d := m.info.Designs[m.cursor]
		m.send(sscs.Pick{By: m.me, Design: d}, fmt.Sprintf("Added %s (%s).", aName(d), engine.Thousands(m.view.DesignCost(d))))
	}
	return m, nil
}

// designUnder is the design under the cursor, "" on the Ready row.
func (m *buildModel) designUnder() string {
	if m.cursor < len(m.info.Designs) {
		return m.info.Designs[m.cursor]
	}
	return ""
}

// removeIndex is the pick x takes out: the one under the cursor on the
// list, else the last of the design under the cursor.
func (m *buildModel) removeIndex() int {
	if m.onList {
		if m.pick < len(m.info.Picks) {
			return m.pick
		}
		return -1
	}
	d := m.designUnder()
	for i := len(m.info.Picks) - 1; i >= 0; i-- {
		if m.info.Picks[i] == d {
			return i
		}
	}
	return -1
}

// send proposes in when the game accepts it, else says why not.
func (m *buildModel) send(in engine.Intent, done string) {
	if err := m.view.Check(in); err != nil {
		e := err.Error()
		m.err = strings.ToUpper(e[:1]) + e[1:] + "."
		return
	}
	m.msg = done
	m.Propose(in)
}

// View implements tui.PhaseModel.
func (m *buildModel) View(w, h int) string {
	s, bi := m.view, m.info
	lines := []string{
		m.st.Title.Render(tui.Truncate(fmt.Sprintf("Build the %s squadron: %s to spend (Build phase)", s.SideName(m.me), engine.Thousands(bi.Budget)), w)),
		m.st.Subtle.Render(tui.Truncate(fmt.Sprintf("Spent %s, %s left, %d picked. The other side builds in secret.", engine.Thousands(bi.Spent), engine.Thousands(bi.Budget-bi.Spent), len(bi.Picks)), w)),
		"",
	}
	note := m.st.Notes(m.msg, m.err, w) // no blank rows for no message
	detail := m.detail(w)
	body := max(3, h-len(lines)-len(note)-len(detail)-1)
	lw := min(44, w/2)
	rw := max(1, w-lw-2)
	left := tui.Column(m.designLines(lw, body), lw, body)
	right := tui.Column(m.squadLines(rw, body), rw, body)
	lines = append(lines, tui.Besides(left, right, "  ")...)
	lines = append(lines, detail...)
	lines = append(lines, note...)
	return strings.Join(tui.Column(lines, w, h), "\n")
}

// designLines are the designs one may pick, with their cost (carriers
// with their craft), and the Ready row.
func (m *buildModel) designLines(w, rows int) []string {
	bi := m.info
	left := bi.Budget - bi.Spent
	n := len(bi.Designs) + 1
	win := tui.WindowAt(m.cursor, n, rows)
	var out []string
	for i := win.First; i <= win.Last; i++ {
		if mark := win.Mark(i, m.cursor); mark != "" {
			out = append(out, m.st.Subtle.Render(tui.Truncate(mark, w)))
			continue
		}
		var l string
		if i < len(bi.Designs) {
			d := bi.Designs[i]
			cost := m.view.DesignCost(d)
			class := ""
			if dv := m.derived[d]; dv != nil {
				class = dv.Design.Class
			}
			l = fmt.Sprintf("  %-10s %6s  %s", d, engine.Thousands(cost), class)
			if cost > left {
				l = m.st.Subtle.Render(l)
			}
		} else {
			l = "  Ready: the squadron is complete"
		}
		if i == m.cursor && !m.onList {
			l = m.st.Cursor.Render(tui.PadRight("> "+strings.TrimLeft(ansi.Strip(l), " "), w))
		}
		out = append(out, tui.Truncate(l, w))
	}
	return out
}

// squadLines are the side's picks, numbered as the game takes them out,
// in rows lines: a long squadron scrolls with the cursor and says what
// it leaves out (24 Wasps drew 12, the cursor went out of sight on the
// 13th, and the line on the other side's build was cut off).
func (m *buildModel) squadLines(w, rows int) []string {
	bi := m.info
	out := []string{m.st.Title.Render(tui.Truncate("Your squadron", w))}
	var other []string
	if o, ok := m.view.Build(1 - m.me); ok {
		word := "building"
		if o.Ready {
			word = "ready"
		}
		other = []string{"", m.st.Subtle.Render(tui.Truncate(fmt.Sprintf("%s: %s, unseen", m.view.SideName(1-m.me), word), w))}
	}
	if len(bi.Picks) == 0 {
		out = append(out, m.st.Subtle.Render("  (nothing yet)"))
	}
	digits := len(strconv.Itoa(len(bi.Picks))) // 9 and 10 in one column
	win := tui.WindowAt(m.pick, len(bi.Picks), rows-len(out)-len(other))
	for i := win.First; i <= win.Last; i++ {
		if mark := win.Mark(i, m.pick); mark != "" {
			out = append(out, m.st.Subtle.Render(tui.Truncate(mark, w)))
			continue
		}
		p := bi.Picks[i]
		l := fmt.Sprintf("  %*d %-12s %6s", digits, i+1, p, engine.Thousands(m.view.DesignCost(p)))
		if m.onList && i == m.pick {
			l = m.st.Cursor.Render(tui.PadRight(">"+l[1:], w))
		}
		out = append(out, tui.Truncate(l, w))
	}
	out = append(out, other...)
	if len(out) > rows {
		out = out[:rows]
	}
	return out
}

// detail describes the design under the cursor in two or three lines.
func (m *buildModel) detail(w int) []string {
	dv := m.derived[m.designUnder()]
	if dv == nil {
		return nil
	}
	var ws []string
	for _, wl := range dv.Weapons {
		s := wl.Name
		if wl.Qty > 1 {
			s = fmt.Sprintf("%d× %s", wl.Qty, s)
		}
		ws = append(ws, s)
	}
	head := fmt.Sprintf("%s: Drive %d (%d MP), shields %d, armor %d, %d hit points, size %d", dv.Design.Name, dv.Drive, dv.MP, dv.Design.Shields, dv.Design.Armor, dv.HitPoints, dv.TotalSize)
	out := []string{""}
	for _, l := range tui.Wrap(head, w, 2) {
		out = append(out, m.st.Selected.Render(l))
	}
	if len(ws) > 0 {
		out = append(out, tui.Wrap("Weapons: "+strings.Join(ws, ", "), w, 2)...)
	}
	return out
}

// brief is b under a shorter help for a footer, which must hold a
// screen's keys at 80 columns; the help page (?) lists b in full.
func brief(b key.Binding, label string) key.Binding {
	return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(b.Help().Key, label))
}

// aName is a design's name with its indefinite article: "an Aerie", "a
// Lance" (it said "Added a Aerie").
func aName(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
