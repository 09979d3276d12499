package starmada

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/tui"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// The fleet building screen of Starmada X (2.1.1): choose the point total,
// then each side in turn picks ship classes up to it. The fleets'
// composition rules are "historical flavour" (2.1.1: the total Combat
// Rating is the arbiter), so every class may be picked; a side's own
// fleet comes first. The 10 % rule is shown throughout and a battle of
// uneven fleets needs a second "done". Fleets are built openly: 2.1.1
// makes nothing of them secret.

// fleetMaker opens the fleet builder from the menu.
var fleetMaker = tui.ScenarioMaker{
	Label:  "Build fleets (2.1.1)…",
	Detail: "Choose the point total (1 000 recommended); each side picks ship classes up to it, the 10 % rule shown; a meeting engagement of ten turns.",
	Open: func(cfg tui.Config, done func(engine.Scenario) tui.Screen, back tui.Screen) tui.Screen {
		return newSMFleet(cfg, done, back)
	},
}

// smFleetPoints are the totals offered; 1 000 is recommended (2.1.1).
var smFleetPoints = []int{500, 750, 1000, 1500, 2000}

var (
	keyFleetTab    = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "fleet list"))
	keyFleetRemove = key.NewBinding(key.WithKeys("x", "delete", "backspace"), key.WithHelp("x", "remove"))
	keyFleetAuto   = key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "auto fleet"))
	keyFleetDone   = key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "done"))
	keyFleetObj    = key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "objects"))
)

// smFleetObjects are the numbers of objects offered (2.1.2: objects are
// optional, "if both sides agree"): one side places them, the other
// chooses its edge.
var smFleetObjects = []int{0, 2, 4, 6}

// smSideDef is one side of a built battle.
type smSideDef struct{ name, color, fleet string }

var smFleetSides = [2]smSideDef{{"Imperial", "blue", "Imperial"}, {"Hegemony", "red", "Hegemony"}}

const (
	smStagePoints = iota
	smStagePick
)

type smFleet struct {
	cfg     tui.Config
	st      tui.Styles
	done    func(engine.Scenario) tui.Screen
	back    tui.Screen
	stage   int
	side    int
	points  int
	fleets  [2]*sm.FleetBuilder
	cursor  int  // points row, or catalogue row (classes, then auto, then done)
	onList  bool // the cursor is in the side's fleet list
	pick    int  // the fleet list's cursor
	uneven  bool // done was pressed once with uneven fleets
	objects int  // objects one side places before the set-up (2.1.2)
	msg     string
	err     string

	// Geometry of the last view, for mouse clicks.
	top, first, rightX, listTop, listFirst int
}

func newSMFleet(cfg tui.Config, done func(engine.Scenario) tui.Screen, back tui.Screen) *smFleet {
	return &smFleet{cfg: cfg, st: tui.NewStyles(cfg.Color), done: done, back: back, cursor: 2}
}

// classes is the catalogue for the side picking: its own fleet's classes
// first, then the others.
func (m *smFleet) classes() []*sm.Class {
	cs, _ := sm.Catalogue()
	own := smFleetSides[m.side].fleet
	var a, b []*sm.Class
	for _, c := range cs {
		if c.Fleet == own {
			a = append(a, c)
		} else {
			b = append(b, c)
		}
	}
	return append(a, b...)
}

func (m *smFleet) rows() int { return len(m.classes()) + 2 }

func (m *smFleet) Typing() bool { return false }

func (m *smFleet) Keys() tui.KeyMap {
	short := []key.Binding{tui.KeyUp, tui.KeyDown, tui.KeyEnter, keyFleetObj, tui.KeyBack, tui.KeyHelp, tui.KeyQuit}
	if m.stage == smStagePick {
		if m.onList {
			short = []key.Binding{tui.KeyUp, tui.KeyDown, keyFleetRemove, keyFleetTab, tui.KeyBack, tui.KeyQuit}
		} else {
			short = []key.Binding{tui.KeyEnter, keyFleetRemove, keyFleetTab, keyFleetAuto, keyFleetDone, tui.KeyBack, tui.KeyQuit}
		}
	}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{
		{tui.KeyUp, tui.KeyDown, tui.KeyEnter, tui.KeyBack},
		{keyFleetTab, keyFleetRemove, keyFleetAuto, keyFleetDone, keyFleetObj},
		{tui.KeyHelp, tui.KeyQuit},
	}}
}

func (m *smFleet) Update(msg tea.Msg) (tui.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		if key.Matches(msg, tui.KeyQuit) {
			return m, tea.Quit
		}
		m.msg, m.err = "", ""
		if m.stage == smStagePoints {
			return m.pointsKey(msg)
		}
		return m.pickKey(msg)
	case tea.MouseClickMsg:
		if msg.Button != tea.MouseLeft {
			break
		}
		m.msg, m.err = "", ""
		return m.click(msg.Mouse().X, msg.Mouse().Y)
	}
	return m, nil
}

func (m *smFleet) pointsKey(msg tea.KeyPressMsg) (tui.Screen, tea.Cmd) {
	switch {
	case key.Matches(msg, tui.KeyUp):
		m.cursor = max(0, m.cursor-1)
	case key.Matches(msg, tui.KeyDown):
		m.cursor = min(len(smFleetPoints)-1, m.cursor+1)
	case key.Matches(msg, tui.KeyEnter):
		m.choosePoints(smFleetPoints[m.cursor])
	case key.Matches(msg, keyFleetObj):
		m.objects = smFleetObjects[(indexOf(smFleetObjects, m.objects)+1)%len(smFleetObjects)]
	case key.Matches(msg, tui.KeyBack):
		return m.back, nil
	}
	return m, nil
}

func (m *smFleet) choosePoints(p int) {
	if m.points != p {
		m.fleets = [2]*sm.FleetBuilder{sm.NewFleetBuilder(p), sm.NewFleetBuilder(p)}
	}
	m.points, m.stage, m.side, m.cursor, m.onList, m.uneven = p, smStagePick, 0, 0, false, false
}

func (m *smFleet) pickKey(msg tea.KeyPressMsg) (tui.Screen, tea.Cmd) {
	f := m.fleets[m.side]
	switch {
	case key.Matches(msg, tui.KeyBack):
		switch {
		case m.onList:
			m.onList = false
		case m.side == 1:
			m.side, m.cursor, m.uneven = 0, 0, false
		default:
			m.stage, m.cursor = smStagePoints, indexOf(smFleetPoints, m.points)
		}
	case key.Matches(msg, keyFleetTab):
		m.onList = !m.onList && len(f.Picks) > 0
		m.pick = min(m.pick, max(0, len(f.Picks)-1))
	case m.onList && key.Matches(msg, tui.KeyUp):
		m.pick = max(0, m.pick-1)
	case m.onList && key.Matches(msg, tui.KeyDown):
		m.pick = min(len(f.Picks)-1, m.pick+1)
	case m.onList && key.Matches(msg, keyFleetRemove):
		m.removeAt(m.pick)
	case key.Matches(msg, tui.KeyUp):
		m.cursor = max(0, m.cursor-1)
	case key.Matches(msg, tui.KeyDown):
		m.cursor = min(m.rows()-1, m.cursor+1)
	case key.Matches(msg, tui.KeyEnter):
		return m.activate(m.cursor)
	case key.Matches(msg, keyFleetRemove):
		// The last ship of the class under the cursor.
		if cs := m.classes(); m.cursor < len(cs) {
			for i := len(f.Picks) - 1; i >= 0; i-- {
				if f.Picks[i] == cs[m.cursor] {
					m.removeAt(i)
					return m, nil
				}
			}
			m.err = fmt.Sprintf("%s has no %s to remove.", smFleetSides[m.side].name, cs[m.cursor].Name)
		}
	case key.Matches(msg, keyFleetAuto):
		return m.activate(m.rows() - 2)
	case key.Matches(msg, keyFleetDone):
		return m.activate(m.rows() - 1)
	}
	return m, nil
}

func indexOf(xs []int, x int) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return 0
}

func (m *smFleet) removeAt(i int) {
	f := m.fleets[m.side]
	if i < 0 || i >= len(f.Picks) {
		return
	}
	name := f.Picks[i].Name
	f.Remove(i)
	m.uneven = false
	m.msg = fmt.Sprintf("Removed one %s: %s has %d of %d points left.", name, smFleetSides[m.side].name, f.Remaining(), m.points)
	if len(f.Picks) == 0 {
		m.onList = false
	}
	m.pick = min(m.pick, max(0, len(f.Picks)-1))
}

// activate adds the class of catalogue row i, or runs auto or done.
func (m *smFleet) activate(i int) (tui.Screen, tea.Cmd) {
	sd := smFleetSides[m.side]
	cs := m.classes()
	m.cursor = i
	switch {
	case i < len(cs):
		f := m.fleets[m.side]
		if err := f.Add(cs[i].Name); err != nil {
			e := err.Error()
			m.err = strings.ToUpper(e[:1]) + e[1:] + "."
			return m, nil
		}
		m.uneven = false
		m.msg = fmt.Sprintf("Added one %s (CR %d): %s has %d of %d points left.", cs[i].Name, cs[i].CR, sd.name, f.Remaining(), m.points)
	case i == len(cs):
		m.fleets[m.side] = sm.AutoFleet(sd.fleet, m.points)
		m.uneven = false
		m.msg = fmt.Sprintf("Auto: %s picked %d points of the %s fleet.", sd.name, m.fleets[m.side].Points(), sd.fleet)
	default:
		return m.finish()
	}
	return m, nil
}

// finish ends a side's picking: the next side, or the battle.
func (m *smFleet) finish() (tui.Screen, tea.Cmd) {
	if len(m.fleets[m.side].Picks) == 0 {
		m.err = smFleetSides[m.side].name + " has no ship yet: pick at least one (or a for auto)."
		return m, nil
	}
	if m.side == 0 {
		m.side, m.cursor, m.onList, m.uneven = 1, 0, false, false
		if len(m.fleets[1].Picks) > 0 {
			m.cursor = m.rows() - 1
		}
		return m, nil
	}
	bal := sm.CheckBalance(m.fleets[0].Points(), m.fleets[1].Points())
	if !bal.Even && !m.uneven {
		m.uneven = true
		m.err = "The fleets are not even (2.1.1). Press d again to fight anyway, or change a fleet."
		return m, nil
	}
	var spec [2]sm.SideSpec
	for p, sd := range smFleetSides {
		spec[p] = sm.SideSpec{Name: sd.name, Color: sd.color, Fleet: m.fleets[p]}
	}
	sc, err := sm.BattleScenarioWithObjects("built", fmt.Sprintf("Built, %s points", smThousands(m.points)), spec[0], spec[1], m.objects)
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	return m.done(sc), nil
}

// smThousands writes 1000 as "1 000", as the rulebook's scenarios do.
func smThousands(n int) string {
	if n < 1000 {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%d %03d", n/1000, n%1000)
}

func (m *smFleet) click(x, y int) (tui.Screen, tea.Cmd) {
	if m.stage == smStagePoints {
		i := y - m.top
		if i >= 0 && i < len(smFleetPoints) {
			if m.cursor == i {
				m.choosePoints(smFleetPoints[i])
				return m, nil
			}
			m.cursor = i
		}
		return m, nil
	}
	if x >= m.rightX {
		f := m.fleets[m.side]
		i := y - m.listTop + m.listFirst
		if y >= m.listTop && i >= m.listFirst && i < len(f.Picks) {
			m.onList, m.pick = true, i
		}
		return m, nil
	}
	i := y - m.top + m.first
	if y >= m.top && i >= m.first && i < m.rows() {
		if m.cursor == i && !m.onList {
			return m.activate(i)
		}
		m.cursor, m.onList = i, false
	}
	return m, nil
}

// balanceLine states the 10 % rule for the two fleets as they stand.
func (m *smFleet) balanceLine() (string, bool) {
	a, b := m.fleets[0].Points(), m.fleets[1].Points()
	bal := sm.CheckBalance(a, b)
	if a == 0 || b == 0 {
		return fmt.Sprintf("%s %d, %s %d: the 10 %% rule (2.1.1) is checked once both sides have ships", smFleetSides[0].name, a, smFleetSides[1].name, b), true
	}
	txt := fmt.Sprintf("%s %d, %s %d: differ by %d (10 %% of the lower: %d): ", smFleetSides[0].name, a, smFleetSides[1].name, b, bal.Diff, bal.Limit)
	if bal.Even {
		return txt + "even (2.1.1)", true
	}
	return txt + "NOT even (2.1.1)", false
}

func (m *smFleet) View(w, h int) string {
	title := "Build fleets (2.1.1)"
	if m.points > 0 {
		title += ", " + smThousands(m.points) + " points"
	}
	prompt := "Choose the point total of each side"
	if m.stage == smStagePick {
		f := m.fleets[m.side]
		prompt = fmt.Sprintf("%s picks ships: %s of %s points, %s left", smFleetSides[m.side].name, smThousands(f.Points()), smThousands(m.points), smThousands(f.Remaining()))
	}
	lines := []string{m.st.Title.Render(tui.Truncate(title, w)), m.st.Subtle.Render(tui.Truncate(prompt, w))}
	m.top = len(lines)
	var foot []string
	if m.stage == smStagePoints {
		for i, p := range smFleetPoints {
			l := fmt.Sprintf("  %s points", smThousands(p))
			if p == sm.DefaultPoints {
				l += " (recommended)"
			}
			if i == m.cursor {
				l = m.st.Selected.Render(">" + l[1:])
			}
			lines = append(lines, l)
		}
		for _, l := range tui.Wrap("Each side picks ships whose Combat Ratings add up to this total, or as close to it as possible; the sides are even when their totals differ by no more than 10 % of the lower (2.1.1).", w-2, 0) {
			foot = append(foot, m.st.Subtle.Render("  "+l))
		}
		ol := "Objects (2.1.2): none; press o for asteroids and planets, placed by one side while the other chooses its edge."
		if m.objects > 0 {
			ol = fmt.Sprintf("Objects (2.1.2): %d asteroids and planets, placed by one side; the other chooses its edge (o to change).", m.objects)
		}
		for _, l := range tui.Wrap(ol, w-2, 0) {
			foot = append(foot, m.st.OK.Render("  "+l))
		}
	} else {
		lines = append(lines, m.pickBody(w, h)...)
		bl, even := m.balanceLine()
		st := m.st.OK
		if !even {
			st = m.st.Warn
		}
		for _, l := range tui.Wrap(bl, w, 2) {
			foot = append(foot, st.Render(l))
		}
	}
	var note []string
	if m.msg != "" {
		for _, l := range tui.Wrap(m.msg, w, 2) {
			note = append(note, m.st.OK.Render(l))
		}
	}
	if m.err != "" {
		for _, l := range tui.Wrap(m.err, w, 2) {
			note = append(note, m.st.Err.Render(l))
		}
	}
	lines = append(lines, "")
	lines = append(lines, foot...)
	lines = append(lines, note...)
	if len(lines) > h {
		lines = lines[:h]
	}
	return strings.Join(lines, "\n")
}

// pickBody is the catalogue on the left and the side's fleet on the right.
func (m *smFleet) pickBody(w, h int) []string {
	lw := min(44, w*11/20)
	rw := w - lw - 2
	m.rightX = lw + 2
	rows := max(4, h-8)
	cs := m.classes()
	total := m.rows()
	first := 0
	if total > rows {
		first = min(max(0, m.cursor-rows/2), total-rows)
	}
	m.first = first
	f := m.fleets[m.side]
	own := smFleetSides[m.side].fleet
	var left []string
	for i := first; i < min(total, first+rows); i++ {
		var l string
		switch {
		case i < len(cs):
			c := cs[i]
			n := 0
			for _, p := range f.Picks {
				if p == c {
					n++
				}
			}
			tag := ""
			if c.Fleet != own {
				tag = " (" + c.Fleet + ")"
			}
			cnt := "  "
			if n > 0 {
				cnt = fmt.Sprintf("%d×", n)
			}
			l = fmt.Sprintf("%s %-11s CR %4d%s", cnt, c.Name, c.CR, tag)
			if c.CR > f.Remaining() {
				l = m.st.Subtle.Render(tui.Truncate(" "+l, lw))
			} else {
				l = " " + l
			}
		case i == len(cs):
			l = " Auto: a " + own + " fleet for " + smThousands(m.points)
		default:
			l = " Done"
			if m.side == 0 {
				l += ": " + smFleetSides[1].name + " picks next"
			} else {
				l += ": fight"
			}
		}
		if i == m.cursor && !m.onList {
			l = m.st.Cursor.Render(tui.PadRight(">"+strings.TrimPrefix(ansiStrip(l), " "), lw))
		}
		left = append(left, tui.Truncate(l, lw))
	}
	// The fleet list.
	right := []string{m.st.Title.Render(tui.Truncate(fmt.Sprintf("%s: %d ships, %d pts", smFleetSides[m.side].name, len(f.Picks), f.Points()), rw))}
	names := f.Ships()
	lrows := rows - 3
	lfirst := 0
	if len(names) > lrows {
		lfirst = min(max(0, m.pick-lrows/2), len(names)-lrows)
	}
	m.listTop, m.listFirst = m.top+1, lfirst
	for i := lfirst; i < min(len(names), lfirst+lrows); i++ {
		l := fmt.Sprintf(" %-14s %4d", names[i].Name, f.Picks[i].CR)
		if m.onList && i == m.pick {
			l = m.st.Cursor.Render(tui.PadRight(">"+l[1:], rw))
		}
		right = append(right, tui.Truncate(l, rw))
	}
	if len(names) == 0 {
		right = append(right, m.st.Subtle.Render(tui.Truncate(" (no ships yet)", rw)))
	}
	o := 1 - m.side
	right = append(right, "", m.st.Subtle.Render(tui.Truncate(fmt.Sprintf("%s: %d ships, %d pts", smFleetSides[o].name, len(m.fleets[o].Picks), m.fleets[o].Points()), rw)))
	return tui.Besides(tui.Column(left, lw, rows), tui.Column(right, rw, rows), "  ")
}

// ansiStrip removes styling from a line before it is restyled.
func ansiStrip(s string) string { return ansi.Strip(s) }
