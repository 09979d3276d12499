package starmada

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The fleet building screen of Starmada X (2.1.1): the Fleets phase of a
// scenario that builds its fleets. The side at the keyboard picks ship
// classes as close to the point total as it can (a ship may go over it
// when that comes closer than staying under), its own fleet's first;
// every pick,
// removal, automatic fleet and "ready" is an intent the game checks,
// prices and records, and the screen shows what the game says: the
// running total, the classes the game still takes, the other side's fleet (2.1.1
// builds openly) and the 10 % rule. A battle of uneven fleets is confirmed
// by pressing "ready" again.

// Keys of the fleet builder.
var (
	keyFleetAdd    = key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "add / choose"))
	keyFleetTab    = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "fleet list"))
	keyFleetRemove = key.NewBinding(key.WithKeys("x", "delete", "backspace"), key.WithHelp("x", "take one out"))
	keyFleetAuto   = key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "automatic fleet"))
	keyFleetReady  = key.NewBinding(key.WithKeys("d", "n"), key.WithHelp("d", "fleet ready")) // n too: it ends a step in every game
)

// brief is b under a shorter label, for the footer.
func brief(b key.Binding, label string) key.Binding {
	return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(b.Help().Key, label))
}

// phaseModel is Screens.Phase: the fleet builder while me builds its
// fleet, else nil for the board and the action list.
func phaseModel(cfg tui.Config, view engine.State, me engine.Player, prev tui.PhaseModel) tui.PhaseModel {
	s, ok := view.(*sm.State)
	if !ok || me == engine.NoPlayer || !s.Building() || !s.Phase().Acting(me) {
		return nil
	}
	return newFleetModel(tui.NewStyles(cfg.Color), s, me, prev)
}

// fleetModel is the fleet builder of one side.
type fleetModel struct {
	tui.Proposals
	st      tui.Styles
	view    *sm.State
	me      engine.Player
	classes []*sm.Class // what may be picked, the side's own fleet first

	cursor int  // catalogue row: the classes, then auto, then ready
	onList bool // the cursor is on the side's fleet
	pick   int  // the ship of the fleet under it
	uneven bool // ready was pressed once with uneven fleets
	msg    string
	err    string
}

func newFleetModel(st tui.Styles, view *sm.State, me engine.Player, prev tui.PhaseModel) *fleetModel {
	m := &fleetModel{st: st}
	if p, ok := prev.(*fleetModel); ok && p.me == me {
		m = p // the same side building on: keep the cursor and the message
	}
	m.view, m.me, m.classes = view, me, view.Buildable(me)
	m.cursor = min(m.cursor, m.rows()-1)
	n := len(view.Picks(me))
	m.pick = min(m.pick, max(0, n-1))
	if n == 0 {
		m.onList = false
	}
	return m
}

func (m *fleetModel) autoRow() int  { return len(m.classes) }
func (m *fleetModel) readyRow() int { return len(m.classes) + 1 }
func (m *fleetModel) rows() int     { return len(m.classes) + 2 }

// Typing implements tui.PhaseModel: the builder reads no text.
func (m *fleetModel) Typing() bool { return false }

// Keys implements tui.PhaseModel.
func (m *fleetModel) Keys() tui.KeyMap {
	// Short words, as the other games' builders have them (SSCS's
	// squadron, Starship Battles' fleet: "x take out", "d ready"): in full
	// the footer was cut after "a automatic fleet" at 80 columns, hiding
	// ready, undo, help and quit; the help page (?) has them in full. On
	// the fleet list tab goes back to the classes, and says so.
	short := []key.Binding{brief(keyFleetAdd, "add"), brief(keyFleetRemove, "take out"), brief(keyFleetTab, "fleet"), brief(keyFleetAuto, "auto"), brief(keyFleetReady, "ready")}
	if m.onList {
		short = []key.Binding{tui.KeyUp, tui.KeyDown, brief(keyFleetRemove, "take out"), brief(keyFleetTab, "classes")}
	}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{
		{tui.KeyUp, tui.KeyDown, tui.KeyListFirst, keyFleetAdd, tui.KeyBack},
		{keyFleetTab, keyFleetRemove, keyFleetAuto, keyFleetReady},
	}}
}

// Update implements tui.PhaseModel.
func (m *fleetModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	m.msg, m.err = "", ""
	if m.onList {
		m.listKey(k)
	} else {
		m.catalogKey(k)
	}
	return m, nil
}

func (m *fleetModel) catalogKey(k tea.KeyPressMsg) {
	switch {
	case tui.ListMove(k, &m.cursor, m.rows()):
	case key.Matches(k, keyFleetAdd):
		m.activate(m.cursor)
	case key.Matches(k, keyFleetTab):
		if len(m.view.Picks(m.me)) == 0 {
			m.err = "No ship yet to take out."
			return
		}
		m.onList = true
	case key.Matches(k, keyFleetRemove):
		// The last ship of the class under the cursor.
		if m.cursor < len(m.classes) {
			m.send(sm.RemoveShip{By: m.me, Class: m.classes[m.cursor].Name}, "Took out "+aName(m.classes[m.cursor].Name)+".")
		}
	case key.Matches(k, keyFleetAuto):
		m.cursor = m.autoRow()
		m.activate(m.cursor)
	case key.Matches(k, keyFleetReady):
		m.cursor = m.readyRow()
		m.activate(m.cursor)
	}
}

func (m *fleetModel) listKey(k tea.KeyPressMsg) {
	picks := m.view.Picks(m.me)
	switch {
	case tui.ListMove(k, &m.pick, len(picks)):
	case key.Matches(k, keyFleetRemove):
		if m.pick < len(picks) {
			// Ships of a class are alike until the fleet is ready: the
			// game takes the last of the class, and the names follow.
			c := picks[m.pick].Class
			m.send(sm.RemoveShip{By: m.me, Class: c}, "Took out "+aName(c)+".")
		}
	case key.Matches(k, keyFleetTab), key.Matches(k, tui.KeyBack):
		m.onList = false
	}
}

// activate adds the class of catalogue row i, or takes the automatic
// fleet, or says the fleet is ready.
func (m *fleetModel) activate(i int) {
	switch {
	case i < len(m.classes):
		c := m.classes[i]
		m.send(sm.AddShip{By: m.me, Class: c.Name}, fmt.Sprintf("Added %s (CR %d).", aName(c.Name), c.CR))
		return
	case i == m.autoRow():
		m.send(sm.AutoFleet{By: m.me}, "The automatic "+m.view.FleetOf(m.me)+" fleet.")
		return
	}
	in := sm.Ready{By: m.me}
	if err := m.view.Check(in); err != nil && m.view.Ready(1-m.me) && !m.view.Balance().Even && len(m.view.Picks(m.me)) > 0 {
		// The rule is the game's; the screen asks for the confirmation it
		// wants (2.1.1: fleets more than 10 % apart are uneven).
		if !m.uneven {
			m.uneven = true
			m.err = "The fleets are not even (2.1.1). Press d again to fight anyway, or change the fleet."
			return
		}
		in.Uneven = true
	}
	m.send(in, "")
}

// send proposes in when the game accepts it, else says why not.
func (m *fleetModel) send(in engine.Intent, done string) {
	if err := m.view.Check(in); err != nil {
		e := err.Error()
		m.err = strings.ToUpper(e[:1]) + e[1:] + "."
		return
	}
	if _, ok := in.(sm.Ready); !ok {
		m.uneven = false
	}
	m.msg = done
	m.Propose(in)
}

// View implements tui.PhaseModel.
func (m *fleetModel) View(w, h int) string {
	s, me := m.view, m.me
	title := "Build fleets (2.1.1), " + engine.Thousands(s.Budget()) + " points"
	left := engine.Thousands(s.Remaining(me)) + " left"
	if s.Remaining(me) < 0 {
		left = engine.Thousands(-s.Remaining(me)) + " over" // 2.1.1: as close as possible
	}
	prompt := fmt.Sprintf("%s picks ships: %s of %s points, %s", s.Name(me), engine.Thousands(s.Points(me)), engine.Thousands(s.Budget()), left)
	lines := []string{m.st.Title.Render(tui.Truncate(title, w)), m.st.Subtle.Render(tui.Truncate(prompt, w))}
	var foot []string
	bl, even := m.balanceLine()
	fs := m.st.OK
	if !even {
		fs = m.st.Warn
	}
	for _, l := range tui.Wrap(bl, w, 2) {
		foot = append(foot, fs.Render(l))
	}
	// No message takes no row: two blank ones left the catalogue a row
	// short at 80×24 (Ready, then the automatic fleet, below the window).
	note := m.st.Notes(m.msg, m.err, w)
	body := max(4, h-len(lines)-1-len(foot)-len(note))
	lines = append(lines, m.body(w, body)...)
	lines = append(lines, "")
	lines = append(lines, foot...)
	lines = append(lines, note...)
	return strings.Join(tui.Column(lines, w, h), "\n")
}

// balanceLine states the 10 % rule for the two fleets as they stand.
func (m *fleetModel) balanceLine() (string, bool) {
	s := m.view
	a, b := s.Points(0), s.Points(1)
	if a == 0 || b == 0 {
		return fmt.Sprintf("%s %d, %s %d: the 10 %% rule (2.1.1) is checked once both sides have ships", s.Name(0), a, s.Name(1), b), true
	}
	bal := s.Balance()
	return fmt.Sprintf("%s %d, %s %d: %s", s.Name(0), a, s.Name(1), b, bal), bal.Even
}

// body is the catalogue on the left and the fleets on the right.
func (m *fleetModel) body(w, rows int) []string {
	s, me := m.view, m.me
	lw := min(44, w*11/20)
	rw := max(1, w-lw-2)
	win := tui.WindowAt(m.cursor, m.rows(), rows)
	count := map[string]int{}
	for _, p := range s.Picks(me) {
		count[p.Class]++
	}
	var lefts []string
	for i := win.First; i <= win.Last; i++ {
		// What the window leaves out is said at its edges: the Admirable
		// scrolled off the top at 80×24 with nothing to say so, once the
		// cursor reached the automatic fleet.
		if mark := win.Mark(i, m.cursor); mark != "" {
			lefts = append(lefts, m.st.Subtle.Render(tui.Truncate(mark, lw)))
			continue
		}
		var l string
		switch {
		case i < len(m.classes):
			c := m.classes[i]
			tag := ""
			if c.Fleet != s.FleetOf(me) {
				tag = " (" + c.Fleet + ")"
			}
			cnt := "  "
			if n := count[c.Name]; n > 0 {
				cnt = fmt.Sprintf("%d×", n)
			}
			l = fmt.Sprintf(" %s %-11s CR %4d%s", cnt, c.Name, c.CR, tag)
			if m.view.Check(sm.AddShip{By: me, Class: c.Name}) != nil {
				l = m.st.Subtle.Render(l) // the game would refuse it
			}
		case i == m.autoRow():
			l = " Automatic: " + aName(s.FleetOf(me)) + " fleet for " + engine.Thousands(s.Budget())
		default:
			l = " Ready"
			if !s.Ready(1 - me) {
				l += ": " + s.Name(1-me) + " builds next"
			} else {
				l += ": to the set-up"
			}
		}
		if i == m.cursor && !m.onList {
			l = m.st.Cursor.Render(tui.PadRight(">"+strings.TrimPrefix(ansi.Strip(l), " "), lw))
		}
		lefts = append(lefts, tui.Truncate(l, lw))
	}
	return tui.Besides(tui.Column(lefts, lw, rows), tui.Column(m.fleets(rw, rows), rw, rows), "  ")
}

// fleets lists the side's ships, then the other side's, as the game will
// name them.
func (m *fleetModel) fleets(w, rows int) []string {
	s, me := m.view, m.me
	picks := s.Picks(me)
	out := []string{m.st.Title.Render(tui.Truncate(fmt.Sprintf("%s: %s, %d pts", s.Name(me), engine.Count(len(picks), "ship", "ships"), s.Points(me)), w))}
	// The rows left by the title above and the blank and the other
	// side's line below (rows-4 left one of them blank under "↓ N more").
	win := tui.WindowAt(m.pick, len(picks), rows-3)
	for i := win.First; i <= win.Last; i++ {
		if mark := win.Mark(i, m.pick); mark != "" {
			out = append(out, m.st.Subtle.Render(tui.Truncate(mark, w)))
			continue
		}
		l := fmt.Sprintf(" %-14s %4d", picks[i].Name, picks[i].CR)
		if m.onList && i == m.pick {
			l = m.st.Cursor.Render(tui.PadRight(">"+l[1:], w))
		}
		out = append(out, tui.Truncate(l, w))
	}
	if len(picks) == 0 {
		out = append(out, m.st.Subtle.Render(tui.Truncate(" (no ships yet)", w)))
	}
	o := 1 - me
	other := fmt.Sprintf("%s: %s, %d pts", s.Name(o), engine.Count(len(s.Picks(o)), "ship", "ships"), s.Points(o))
	if s.Ready(o) {
		other += ", ready"
	}
	return append(out, "", m.st.Subtle.Render(tui.Truncate(other, w)))
}

// aName is a name with its indefinite article: "an Admirable", "an
// Imperial", "a Hornet".
func aName(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
