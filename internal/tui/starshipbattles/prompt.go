package starshipbattles

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The questions put to one player in the middle of a round (section 3 of
// the specification): the initiative reroll and the winner's choice of
// order, where a fighter pushed aside goes, the attacker's and then the
// defender's options between an attack's declaration and its roll, Fly
// Casual after a hit, Emperor's Will, Damage Control. Each is asked of the
// player who answers it, on a screen of its own that says what is at
// stake: the attack under way with what it needs, the options with what
// they do and the counters left to pay for them, and the map around it.
// The rules skip a question that has no answer, so every one asked has a
// choice. The cursor starts on Pass where there is one, so that a key
// pressed once too often by the player who just attacked spends nobody's
// counter.
//
// An option that more than one ship could pay for is one line, paid by
// the ship the program picks (the narrowest entry, the first such ship);
// ← and → go through the others (Command: the player chooses the counter,
// and a destroyed ship's counters are lost with it).

var (
	keyPromptChoose = key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "choose"))
	keyPromptDigit  = key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-9,0", "choose that line (0: the tenth)"))
	keyPromptPayer  = key.NewBinding(key.WithKeys("right", "left"), key.WithHelp("←/→", "which ship's counter pays"))
	// keyPromptPass answers Pass wherever the cursor stands: n declines
	// what a question offers in every game, as it ends a step.
	keyPromptPass = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "pass"))
)

// promptRow is one line of a question: one answer, or one option with a
// spelling for each ship that could pay (the first names none: the ship
// the program picks), pick the one shown.
type promptRow struct {
	ins  []engine.Intent
	pick int
}

func (r promptRow) intent() engine.Intent { return r.ins[r.pick] }

// promptRows groups legal into lines: Legal lists the spellings that name
// a payer right after the one that names none.
func promptRows(legal []engine.Intent) []promptRow {
	var rows []promptRow
	for _, in := range legal {
		if p, ok := in.(sb.Play); ok && p.Payer != sb.NoPayer && len(rows) > 0 {
			if q, ok := rows[len(rows)-1].ins[0].(sb.Play); ok && q.Option == p.Option {
				rows[len(rows)-1].ins = append(rows[len(rows)-1].ins, in)
				continue
			}
		}
		rows = append(rows, promptRow{ins: []engine.Intent{in}})
	}
	return rows
}

// promptModel is one question to one player.
type promptModel struct {
	tui.Proposals
	st    tui.Styles
	theme *render.Theme
	view  *sb.State
	me    engine.Player
	name  string // the prompt's phase name
	legal []engine.Intent
	rows  []promptRow

	cursor int // a row
	err    string
	// rowAt is the row drawn on each line of the last View, -1 elsewhere,
	// for a click to find it.
	rowAt []int
}

func newPromptModel(cfg tui.Config, s *sb.State, me engine.Player, prev tui.PhaseModel) *promptModel {
	legal := s.Legal(me)
	name := s.Phase().Name
	if p, ok := prev.(*promptModel); ok && p.me == me && p.name == name && len(p.legal) == len(legal) && p.view.Round() == s.Round() {
		p.view, p.legal = s, legal
		rows := promptRows(legal)
		if len(rows) == len(p.rows) {
			for i := range rows {
				rows[i].pick = min(p.rows[i].pick, len(rows[i].ins)-1)
			}
			p.rows = rows
			return p
		}
	}
	m := &promptModel{st: tui.NewStyles(cfg.Color), theme: cfg.Theme(), view: s, me: me, name: name, legal: legal, rows: promptRows(legal)}
	m.cursor = max(0, m.passRow())
	return m
}

func (m *promptModel) Typing() bool { return false }

// Hover is the answer under the cursor, whose rule the help gives
// (tui.Hoverer).
func (m *promptModel) Hover() engine.Intent {
	if m.cursor < 0 || m.cursor >= len(m.rows) {
		return nil
	}
	return m.rows[m.cursor].intent()
}

// payerChoice reports whether a line offers more than one payer.
func (m *promptModel) payerChoice() bool {
	for _, r := range m.rows {
		if len(r.ins) > 1 {
			return true
		}
	}
	return false
}

// passRow is the row that answers Pass, or -1 when the question has none.
func (m *promptModel) passRow() int {
	for i, r := range m.rows {
		if _, ok := r.ins[0].(sb.Pass); ok {
			return i
		}
	}
	return -1
}

// Keys implements tui.PhaseModel.
func (m *promptModel) Keys() tui.KeyMap {
	// The footer names 0 only for a question of ten choices or more.
	digit := key.NewBinding(key.WithKeys(keyPromptDigit.Keys()...), key.WithHelp("1-9", "that line"))
	if len(m.rows) >= 10 {
		digit = brief(keyPromptDigit, "that line")
	}
	km := tui.KeyMap{
		Short: []key.Binding{keyListUp, keyListDown, keyPromptChoose, digit},
		Full:  [][]key.Binding{{keyListUp, keyListDown, keyPromptChoose, keyPromptDigit}},
	}
	if m.passRow() >= 0 {
		// "1-9 line" leaves n its room in 80 columns.
		km.Short[3] = brief(digit, "line")
		km.Short = append(km.Short, keyPromptPass)
		km.Full[0] = append(km.Full[0], keyPromptPass)
	}
	if m.payerChoice() {
		// ↑/↓ leave the footer to the help page, as the builders' do:
		// with them it ran past 80 columns and lost help and quit.
		km.Short = append(km.Short[2:], brief(keyPromptPayer, "who pays"))
		km.Full[0] = append(km.Full[0], keyPromptPayer)
	}
	return km
}

// Update implements tui.PhaseModel.
func (m *promptModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	if c, ok := msg.(tea.MouseClickMsg); ok {
		m.click(c)
		return m, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok || len(m.rows) == 0 {
		return m, nil
	}
	m.err = ""
	switch {
	case key.Matches(k, keyListUp):
		m.cursor = (m.cursor - 1 + len(m.rows)) % len(m.rows)
	case key.Matches(k, keyListDown):
		m.cursor = (m.cursor + 1) % len(m.rows)
	case key.Matches(k, keyPromptPayer):
		r := &m.rows[m.cursor]
		if len(r.ins) < 2 {
			m.err = "Only one ship can pay for this line."
			if _, ok := r.ins[0].(sb.Play); !ok {
				m.err = "←/→ choose which ship pays for an option; this line is no option."
			}
			return m, nil
		}
		step := 1
		if k.String() == "left" {
			step = len(r.ins) - 1
		}
		r.pick = (r.pick + step) % len(r.ins)
	case key.Matches(k, keyPromptChoose):
		m.send(m.rows[m.cursor].intent())
	case key.Matches(k, keyPromptPass):
		i := m.passRow()
		if i < 0 {
			m.err = "This question has no Pass: choose one of its lines."
			return m, nil
		}
		m.cursor = i
		m.send(m.rows[i].intent())
	case key.Matches(k, keyPromptDigit):
		i, _ := strconv.Atoi(k.String())
		if i == 0 {
			i = 10
		}
		if i > len(m.rows) {
			m.err = fmt.Sprintf("There are %d choices.", len(m.rows))
			return m, nil
		}
		m.cursor = i - 1
		m.send(m.rows[m.cursor].intent())
	}
	return m, nil
}

// click takes a left click on a line of the question as the action list
// takes one: the first on a line puts the cursor there, a second on the
// same line chooses it. A click elsewhere changes nothing.
func (m *promptModel) click(c tea.MouseClickMsg) {
	y := c.Mouse().Y
	if c.Button != tea.MouseLeft || y < 0 || y >= len(m.rowAt) || m.rowAt[y] < 0 || m.rowAt[y] >= len(m.rows) {
		return
	}
	m.err = ""
	if i := m.rowAt[y]; i != m.cursor {
		m.cursor = i
		return
	}
	m.send(m.rows[m.cursor].intent())
}

func (m *promptModel) send(in engine.Intent) {
	if err := m.view.Check(in); err != nil {
		m.err = "Refused: " + err.Error()
		return
	}
	m.Propose(in)
}

// View implements tui.PhaseModel: the question and its choices on top,
// the map around what it concerns below, beside a stat card.
func (m *promptModel) View(w, h int) string {
	text := &lines{w: w, rows: h}
	text.add(m.st.Title.Render(fmt.Sprintf("%s decides · %s", sideName(m.view, m.me), m.name)))
	for _, c := range m.context() {
		text.wrap(c, plain)
	}
	text.add("")
	// Each choice's lines: its key (1 to 9, 0 for the tenth), wrapped.
	choices := make([][]string, len(m.rows))
	for i, r := range m.rows {
		choice := m.choiceText(r.intent())
		if len(r.ins) > 1 {
			// The counter is one piece: its spaces do not break
			// (they read "(←/→ 1 of" / "2)"); Wrap gives them back.
			choice += " " + strings.ReplaceAll(fmt.Sprintf("(←/→ %d of %d)", r.pick+1, len(r.ins)), " ", tui.NoBreakSpace)
		}
		line := "  " + choice
		if i < 10 {
			line = fmt.Sprintf("%d %s", (i+1)%10, choice)
		}
		wrapped := tui.Wrap(line, w-2, 4)
		for j, l := range wrapped {
			wrapped[j] = "  " + l
			if j == 0 {
				wrapped[j] = cursorLine(m.st, l, i == m.cursor, false)
			}
		}
		choices[i] = wrapped
	}
	// A window over the choices, with what it hides on its edge lines,
	// when they do not all fit (a pushed fighter may have many squares).
	room := h - len(text.out)
	if m.err != "" {
		room--
	}
	win := tui.WindowAt(m.cursor, len(choices), len(choices))
	for k := len(choices); k >= 1; k-- {
		win = tui.WindowAt(m.cursor, len(choices), k)
		need := 0
		for i := win.First; i <= win.Last; i++ {
			if win.Mark(i, m.cursor) != "" {
				need++
			} else {
				need += len(choices[i])
			}
		}
		if need <= room {
			break
		}
	}
	var rowAt []int
	for i := win.First; i <= win.Last; i++ {
		ls := choices[i]
		if mark := win.Mark(i, m.cursor); mark != "" {
			ls = []string{m.st.Subtle.Render(mark)}
		}
		for _, l := range ls {
			for len(rowAt) < len(text.out) {
				rowAt = append(rowAt, -1)
			}
			if text.add(l) {
				if win.Mark(i, m.cursor) != "" {
					rowAt = append(rowAt, -1)
				} else {
					rowAt = append(rowAt, i)
				}
			}
		}
	}
	m.rowAt = rowAt
	if m.err != "" {
		text.wrap(m.err, func(x ...string) string { return m.st.Err.Render(strings.Join(x, "")) })
	}
	out := text.out
	room = h - len(out) - 1
	if room-logRoom >= 4 {
		// The shell draws the log's end in the rows left blank below
		// (tui's phaseWithLog): the results of the attacks before this
		// one, which the map and card had taken every row from.
		room -= logRoom
	}
	if room >= 4 {
		out = append(out, "")
		out = append(out, m.mapAndCard(w, room)...)
	}
	return strings.Join(tui.Column(out, w, h), "\n")
}

// logRoom is the rows a question leaves blank at its foot for the shell
// to show the log's end in: a blank row, the log's title and four lines
// (the shell shows the log in five free rows or more below a blank one).
const logRoom = 7

// context says what the question is about: the phase's own words for the
// initiative, a push and damage control, else the attack that waits for
// its options.
func (m *promptModel) context() []string {
	s := m.view
	ships := s.Ships()
	switch m.name {
	case sb.PhaseReroll:
		return []string{m.rerollContext()}
	case sb.PhaseOrder:
		return []string{m.orderContext()}
	case sb.PhaseDisplace:
		if text, ok := displaceContext(s, ships); ok {
			return []string{text}
		}
	case sb.PhaseDamageControl:
		out := []string{"The damage phase begins. Damage Control removes one damage counter from each of your team's damaged class 1 ships:"}
		for _, sh := range ships {
			if sh.Where == sb.OnGrid && sh.Class == 1 && sh.Damage > 0 && s.FactionOf(sh.Owner) == s.FactionOf(m.me) {
				out = append(out, fmt.Sprintf("  %s: %d damage counters", s.Name(sh.ID), sh.Damage))
			}
		}
		return out
	case sb.PhaseAllyOpts:
		if ally, part, ok := s.AllyPart(); ok {
			what := map[string]string{sb.PhaseMove: "move its ships", sb.PhaseLaunch: "launch fighters", sb.PhaseAttack: "make its attacks"}[part]
			return []string{"Your teammate " + sideName(s, ally) + " is about to " + what + ". An option you play now is paid with your own counter and works for your teammate's ships as for your own. Play one, or pass: after a pass you are not asked again in this part of its turn."}
		}
	}
	return m.attackContext(ships)
}

// rerollContext is the question of the initiative reroll: the checks as
// they stand, who holds the initiative by them, and what a reroll may
// change.
func (m *promptModel) rerollContext() string {
	s := m.view
	in := s.Initiative()
	mine := s.FactionOf(m.me)
	whose := "Your"
	if s.Players() > 2 {
		whose = "Your team's" // team play: one check a team
	}
	// Say who holds the initiative as the checks stand: the lower
	// check is asked in either mode, the higher one too when the
	// checks fix the order (rules 8), and then the question is
	// whether to trade moving second and attacking first for the
	// other order.
	holder := 1 - mine
	if in.Checks[mine] > in.Checks[1-mine] {
		holder = mine
	}
	text := fmt.Sprintf("%s initiative check is %d, the %s's %d: the %s has the initiative. Your Advanced Communications Array may reroll it once; the reroll stands, higher or lower.",
		whose, in.Checks[mine], (1 - mine).String(), in.Checks[1-mine], holder.String())
	if holder == mine {
		text += " As it stands you move second and attack first; a lower reroll would have you move first and attack second."
	}
	return text
}

// orderContext is the question of who moves first, asked of the side (or
// the team) that won the initiative.
func (m *promptModel) orderContext() string {
	s := m.view
	in := s.Initiative()
	mine := s.FactionOf(m.me)
	won := "You have the initiative"
	if in.Checks[mine] != 0 || in.Checks[1-mine] != 0 {
		won = fmt.Sprintf("You won the initiative, %d against %d", in.Checks[mine], in.Checks[1-mine])
	}
	if s.Players() > 2 {
		// Team play: the team won, and the choice is asked of its
		// first player whose fleet still has a ship on the grid
		// (rules 7); say so when that is not the team's first seat.
		won = strings.Replace(strings.Replace(won, "You have", "Your team has", 1), "You won", "Your team won", 1)
		for p := engine.Player(0); p < m.me; p++ {
			if s.FactionOf(p) == mine && !s.FleetOnGrid(p) {
				won += fmt.Sprintf("; you choose for it, as %s has no ship left on the grid", sideName(s, p))
				break
			}
		}
		return won + ". Which team moves first? The team that moves first attacks second."
	}
	return won + ". Who moves first? The side that moves first attacks second."
}

// displaceContext is the question of where a pushed fighter goes: which
// of several goes first, or which of the nearest free squares one takes.
// False when no fighter is being pushed.
func displaceContext(s *sb.State, ships []sb.ShipInfo) (string, bool) {
	mover, _ := s.Moving()
	if pushed := s.Pushed(); len(pushed) > 1 {
		// Player's Choice: the order matters, so the list offers
		// every pushed fighter with its squares.
		// Each named with the square it was pushed from: the moving
		// ship's space hides it on the map.
		names := make([]string, len(pushed))
		for i, f := range pushed {
			names[i] = s.Name(f)
			if validID(ships, f) {
				at := ships[f].Space.Anchor
				names[i] += fmt.Sprintf(" (from %d,%d)", at.X, at.Y)
			}
		}
		return fmt.Sprintf("%s pushes your %s out of its way. They want a square in common: choose which goes first, and where; the others are placed after it.",
			s.Name(mover), strings.Join(names, ", ")), true
	}
	if f, squares, ok := s.Displacing(); ok {
		return fmt.Sprintf("%s pushes your %s out of its way. Choose one of the %d nearest free squares for it.",
			s.Name(mover), s.Name(f), len(squares)), true
	}
	return "", false
}

// attackContext is the attack waiting for its options, and what this
// phase asks of the player about it (whose attack or ship it is, in team
// play); nil when no attack waits.
func (m *promptModel) attackContext(ships []sb.ShipInfo) []string {
	s := m.view
	a, ok := s.PendingAttack()
	if !ok {
		return nil
	}
	out := []string{pendingText(s, a) + "."}
	// In team play a teammate of the attacker or of the target is asked
	// too: its counter pays, and the option covers its ally's ship.
	whose := func(id sb.ShipID) string {
		if !validID(ships, id) || ships[id].Owner == m.me {
			return "Your"
		}
		return "Your teammate " + sideName(s, ships[id].Owner) + "'s"
	}
	switch m.name {
	case sb.PhaseAttackerOpts:
		if w := whose(a.Ship); w != "Your" {
			out = append(out, w+" attack is declared: play a bonus for it with your own counter before the roll, or pass.")
		} else {
			out = append(out, "Your attack is declared: play a bonus before the roll, or pass.")
		}
	case sb.PhaseDefenderOpts:
		if w := whose(a.Target); w != "Your" {
			out = append(out, w+" ship is attacked: play an option for it with your own counter before the roll, or pass.")
		} else {
			out = append(out, "Your ship is attacked: play an option before the roll, or pass.")
		}
	case sb.PhaseFlyCasual:
		if w := whose(a.Target); w != "Your" {
			out = append(out, "The attack hit "+strings.ToLower(w[:1])+w[1:]+" ship. Fly Casual, paid with your own counter, turns the hit into a miss.")
		} else {
			out = append(out, "The attack hit your ship. Fly Casual turns the hit into a miss.")
		}
	case sb.PhaseEmperor:
		out = append(out, "Emperor's Will may shift the damage to an allied fighter next to the ship.")
	}
	return out
}

// choiceText names a choice; an option says what it does and what is
// left to pay for it.
func (m *promptModel) choiceText(in engine.Intent) string {
	if p, ok := in.(sb.Play); ok {
		left := m.view.Sheet(m.me).Counters[p.Option.Class()]
		text := fmt.Sprintf("Play %s: %s (class %d counter, %d left)", p.Option, p.Option.Effect(), p.Option.Class(), left)
		if len(m.view.Payers(m.me, p.Option)) > 1 {
			text += ", paid by " + payerText(m.view, p)
		}
		return text
	}
	if _, ok := in.(sb.Pass); ok {
		return "Pass"
	}
	return itemText(m.view, in)
}

// mapAndCard draws the map around the question's ships beside the card
// of the ship it is most about.
func (m *promptModel) mapAndCard(w, h int) []string {
	s := m.view
	ships := s.Ships()
	hover := m.rows[m.cursor].intent()
	focus, also, ok := m.focus(ships, hover)
	sw := tui.SheetWidth(w)
	mw := w - sw - 1
	v := shipMap(s, m.me, hover)
	v.NoCursor, v.Ruler = true, true
	v.ColLabel, v.RowLabel = strconv.Itoa, strconv.Itoa
	// A ship off the window (the attacker far from its target) shows as
	// a marker at the window's edge, as on the game screen's map.
	for _, sh := range ships {
		if sh.Where == sb.OnGrid {
			v.Units = append(v.Units, labelSquare(sh.Space))
		}
	}
	vp := render.Viewport{Width: mw, Height: h}
	if ok {
		vp = render.ScrollToCentreSquare(v, vp, also)
		vp = render.ScrollToShowSquare(v, vp, focus)
	}
	left := strings.Split(render.SquareMap(v, vp, m.theme), "\n")
	var right []string
	if _, isDisplace := hover.(sb.Displace); isDisplace {
		// The card of the ship that pushes the fighter aside.
		if mover, _ := s.Moving(); validID(ships, mover) {
			focus = centre(ships[mover])
		}
	}
	if sh, found := shipAt(ships, focus); ok && found {
		g := &sbGame{theme: m.theme, st: m.st}
		l := &lines{w: sw, rows: h}
		g.card(l, s, sh)
		right = l.out
	}
	return tui.Besides(tui.Column(left, mw, h), tui.Column(right, sw, h), " ")
}

// focus is the square the map shows and a second one to keep in sight.
func (m *promptModel) focus(ships []sb.ShipInfo, hover engine.Intent) (focus, also grid.Square, ok bool) {
	s := m.view
	switch x := hover.(type) {
	case sb.Displace:
		return x.To, x.To, true
	case sb.Shift:
		if validID(ships, x.To) {
			c := centre(ships[x.To])
			return c, c, true
		}
	}
	if a, found := s.PendingAttack(); found && validID(ships, a.Target) && validID(ships, a.Ship) {
		return centre(ships[a.Target]), centre(ships[a.Ship]), true
	}
	if p, isPlay := hover.(sb.Play); isPlay && m.name == sb.PhaseAllyOpts {
		// An option for an ally's part: the card of the ship whose
		// counter pays, not of the first ship of the player asked.
		if id := s.PayerOf(p); validID(ships, id) && ships[id].Where == sb.OnGrid {
			c := centre(ships[id])
			return c, c, true
		}
	}
	for _, sh := range ships {
		if sh.Where == sb.OnGrid && sh.Owner == m.me && (m.name != sb.PhaseDamageControl || sh.Damage > 0) {
			c := centre(sh)
			return c, c, true
		}
	}
	return grid.Square{}, grid.Square{}, false
}

// payerText names the ship whose counter pays for p, with the damage it
// has taken, which may soon take its counters with it.
func payerText(s *sb.State, p sb.Play) string {
	id := s.PayerOf(p)
	ships := s.Ships()
	if !validID(ships, id) {
		return fmt.Sprintf("ship %d", id)
	}
	text := s.Name(id)
	switch sh := ships[id]; {
	case sh.Where == sb.InPool:
		text += " (in the pool)"
	case sh.Damage > 0:
		text += fmt.Sprintf(" (%d damage)", sh.Damage)
	}
	return text
}
