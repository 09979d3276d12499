package starshipbattles

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The secret fleet builder (Building a Fleet): the stat cards on the left,
// the player's own faction first (f shows both factions, the other one
// only to read), with the cost, the class and how many the fleet holds;
// both sides of the card under the cursor on the right; the running total
// against the limit and the fleet so far on top. Every add, removal and
// "ready" is an intent the rules check: a card they refuse (a second
// Unique ship, too few points left, a fleet that would not fit in its
// set-up area) is refused with their reason, rule and all. The other
// team's fleet is never shown: the view holds none of it.

var (
	keyBuildAdd    = key.NewBinding(key.WithKeys("enter", "space", "+", "="), key.WithHelp("enter/+", "add the card"))
	keyBuildRemove = key.NewBinding(key.WithKeys("-", "x", "backspace", "delete"), key.WithHelp("-/x", "take one out"))
	keyBuildFilter = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "sides: your faction's cards, or both"))
	keyBuildDone   = key.NewBinding(key.WithKeys("d", "n"), key.WithHelp("d", "the fleet is ready")) // n too: it ends a step in every game
	keyBuildHelp   = key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "the scripted builder adds a card"))
	keyBuildFill   = key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "the scripted builder fills the fleet"))
	keyListUp      = key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up"))
	keyListDown    = key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down"))
	keyListTop     = key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", "first"))
	keyListBottom  = key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", "last"))
)

// buildModel is one player's fleet builder.
type buildModel struct {
	tui.Proposals
	st    tui.Styles
	theme *render.Theme
	cfg   tui.Config
	view  *sb.State
	me    engine.Player
	cards []sb.Card

	all    bool // both factions listed (the other one to read only)
	cursor int  // row of rows()
	msg    string
	err    string
	// The list as the last View drew it, for a click to find a row: its
	// first screen line, how wide, and the row of each line (-1 for a
	// line that says what is above or below).
	listTop, listW int
	listRows       []int
}

func newBuildModel(cfg tui.Config, s *sb.State, me engine.Player, prev tui.PhaseModel) *buildModel {
	m := &buildModel{st: tui.NewStyles(cfg.Color), theme: cfg.Theme(), cfg: cfg}
	if p, ok := prev.(*buildModel); ok && p.me == me {
		m = p // the same player building on: keep the cursor and the message
	}
	m.view, m.me = s, me
	if m.cards == nil {
		m.cards = s.Cards()
	}
	m.cursor = min(m.cursor, max(0, len(m.rows())-1))
	return m
}

// rows are the cards listed: the player's faction, then (with the filter
// off) the other, each by class and then by cost, dearest first.
func (m *buildModel) rows() []sb.CardID {
	mine := m.view.FactionOf(m.me)
	var out []sb.CardID
	for _, other := range []bool{false, true} {
		if other && !m.all {
			break
		}
		for class := 1; class <= 4; class++ {
			start := len(out)
			for i, c := range m.cards {
				if (c.Faction != mine) == other && c.Class == class {
					out = append(out, sb.CardID(i))
				}
			}
			part := out[start:]
			for i := 1; i < len(part); i++ {
				for j := i; j > 0 && m.cards[part[j]].Cost > m.cards[part[j-1]].Cost; j-- {
					part[j], part[j-1] = part[j-1], part[j]
				}
			}
		}
	}
	return out
}

func (m *buildModel) Typing() bool { return false }

// Keys implements tui.PhaseModel.
func (m *buildModel) Keys() tui.KeyMap {
	return tui.KeyMap{
		Short: []key.Binding{
			// Short forms, so that the footer keeps help and quit at 80
			// columns: + and - are in the help.
			key.NewBinding(key.WithKeys(keyBuildAdd.Keys()...), key.WithHelp("enter", "add")),
			key.NewBinding(key.WithKeys(keyBuildRemove.Keys()...), key.WithHelp("x", "take out")),
			brief(keyBuildFill, "auto"), brief(keyBuildDone, "ready"), brief(keyBuildFilter, "sides"),
		},
		Full: [][]key.Binding{
			{keyListUp, keyListDown, keyListTop, keyListBottom},
			{keyBuildAdd, keyBuildRemove, keyBuildFilter, keyBuildDone, keyBuildHelp, keyBuildFill},
		},
	}
}

// Update implements tui.PhaseModel.
func (m *buildModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	if c, ok := msg.(tea.MouseClickMsg); ok {
		m.click(c)
		return m, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	rows := m.rows()
	m.msg, m.err = "", ""
	switch {
	case key.Matches(k, keyListUp):
		m.cursor = max(0, m.cursor-1)
	case key.Matches(k, keyListDown):
		m.cursor = min(len(rows)-1, m.cursor+1)
	case key.Matches(k, keyListTop):
		m.cursor = 0
	case key.Matches(k, keyListBottom):
		m.cursor = len(rows) - 1
	case key.Matches(k, keyBuildFilter):
		id := rows[m.cursor]
		m.all = !m.all
		for i, r := range m.rows() {
			if r == id {
				m.cursor = i
			}
		}
		m.cursor = min(m.cursor, len(m.rows())-1)
	case key.Matches(k, keyBuildAdd):
		if len(rows) > 0 {
			m.send(sb.Add{By: m.me, Card: rows[m.cursor]})
		}
	case key.Matches(k, keyBuildRemove):
		if len(rows) > 0 {
			m.send(sb.Remove{By: m.me, Card: rows[m.cursor]})
		}
	case key.Matches(k, keyBuildDone):
		m.send(sb.Done{By: m.me})
	case key.Matches(k, keyBuildHelp):
		m.scripted()
	case key.Matches(k, keyBuildFill):
		m.fill()
	}
	return m, nil
}

// click takes a left click on the list of cards as the action list takes
// one: the first on a card puts the cursor there, a second on the same
// card adds it, as enter does. A click elsewhere changes nothing.
func (m *buildModel) click(c tea.MouseClickMsg) {
	p := c.Mouse()
	if c.Button != tea.MouseLeft || p.X >= m.listW || p.Y < m.listTop || p.Y-m.listTop >= len(m.listRows) {
		return
	}
	i := m.listRows[p.Y-m.listTop]
	if i < 0 {
		return // "↓ 12 more": no card
	}
	m.msg, m.err = "", ""
	if i != m.cursor {
		m.cursor = i
		return
	}
	m.send(sb.Add{By: m.me, Card: m.rows()[i]})
}

// send checks an intent with the rules and sends it, or keeps their
// refusal to show.
func (m *buildModel) send(in engine.Intent) {
	if err := m.view.Check(in); err != nil {
		m.err = "Refused: " + err.Error()
		return
	}
	m.Propose(in)
}

// scripted asks the scripted opponent's builder what it would do next
// with this fleet, from this player's view, and does it unless it would
// finish: saying the fleet is ready stays the player's choice.
func (m *buildModel) scripted() {
	opp, err := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
	if err != nil {
		m.err = err.Error()
		return
	}
	in, err := opp.Choose(m.view, m.me)
	if err != nil {
		m.err = err.Error()
		return
	}
	switch in.(type) {
	case sb.Done, sb.Remove:
		// b adds a card, as its key says: the builder, which keeps to a
		// plan of its own, would take one of the player's picks out
		// instead (a fleet it would not have bought), and did so unasked.
		m.msg = m.addsNothing(in)
		return
	}
	m.send(in)
}

// addsNothing says why the scripted builder adds no card (its choice was
// in, a Remove or Done), and, as d's question does, what still fits: a
// said "nothing to add" while d said a V-wing still fitted, the builder
// wanting first to take out a Jedi Starfighter of no plan of its own.
func (m *buildModel) addsNothing(in engine.Intent) string {
	msg := "The scripted builder would add nothing more to this fleet: it buys only the ships and fighters of its own plan."
	if x, ok := in.(sb.Remove); ok {
		name := "a card"
		if int(x.Card) >= 0 && int(x.Card) < len(m.cards) {
			name = m.cards[x.Card].Name
		}
		msg = fmt.Sprintf("The scripted builder would add nothing to this fleet: keeping to its own plan, it would take the %s out first.", name)
	}
	if err := m.view.Check(sb.Done{By: m.me}); err != nil {
		// d would be refused (no ship of class 1 to 3): say why here, as
		// d would, rather than send the player to it (found by a
		// play-tester).
		return msg + " The fleet is not ready yet: " + strings.TrimSuffix(err.Error(), ".") + ". Press x to take a card out."
	}
	if fits := m.view.Unspent(sb.Done{By: m.me}); fits != "" {
		return msg + " Left: " + fits + ". Press x to take a card out, d when ready."
	}
	return msg + " Press d when the fleet is ready, or x to take a card out."
}

// fill adds what the scripted builder would add to this fleet, card after
// card, until it would add nothing more: the a of every game's builder
// ("automatic fleet", "builder fills"). Each card is an intent of its own,
// as if added by hand, so u takes the last one back; saying the fleet is
// ready stays the player's choice.
func (m *buildModel) fill() {
	opp, err := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
	if err != nil {
		m.err = err.Error()
		return
	}
	var (
		st   engine.State = m.view
		adds []engine.Intent
	)
	// The builder ends on Done; the bound only keeps a fault in it from
	// hanging the screen (no budget buys a thousand cards).
	for range 1000 {
		in, err := opp.Choose(st, m.me)
		if err != nil {
			m.err = err.Error()
			return
		}
		add, ok := in.(sb.Add)
		if !ok {
			break
		}
		next, _, err := st.Apply(add)
		if err != nil {
			break
		}
		st = next
		adds = append(adds, add)
	}
	if len(adds) == 0 {
		if in, err := opp.Choose(st, m.me); err == nil {
			m.msg = m.addsNothing(in)
		}
		return
	}
	m.Propose(adds...)
	m.msg = fmt.Sprintf("The scripted builder added %s: press d when the fleet is ready.", engine.Count(len(adds), "card", "cards"))
}

// count is how many of a card the fleet holds.
func count(picks []sb.CardID, c sb.CardID) int {
	n := 0
	for _, p := range picks {
		if p == c {
			n++
		}
	}
	return n
}

// View implements tui.PhaseModel.
func (m *buildModel) View(w, h int) string {
	f := m.view.Fleet(m.me)
	name := sideName(m.view, m.me)
	head := []string{
		m.st.Title.Render(fmt.Sprintf("%s builds its fleet in secret", name)) +
			m.st.Subtle.Render(" · the fleets are revealed together"),
		m.totalLine(f),
	}
	// The fleet so far on two lines at most: a fleet of many kinds of
	// card does not fit one line at 80 columns.
	for _, l := range twoLines("Fleet: "+m.fleetText(f.Picks), w) {
		head = append(head, m.st.Subtle.Render(l))
	}
	// A team-mate's fleet too: at 300 points it rarely fits one line, and
	// it holds the team's Unique ships and room in the shared area.
	for _, t := range m.teammates() {
		for _, l := range twoLines(t, w) {
			head = append(head, m.st.Subtle.Render(l))
		}
	}
	// A message only when there is one: two empty lines kept for it
	// left the list two rows short, blank under cards out of sight.
	note := m.st.Notes(m.msg, m.err, w)
	// The line over the list says whose cards it holds (f changes it).
	head = append(head, tui.Truncate(m.listTitle(), w))
	room := max(3, h-len(head)-len(note))
	// Wide enough for the longest card name at a big terminal ("Mon
	// Calamari Star Defender Viscount" and its class, cost and count).
	lw := min(54, w/2)
	rw := max(10, w-lw-2)
	rows := m.rows()
	left, at := m.listLines(rows, f.Picks, lw, room)
	var right []string
	if len(rows) > 0 {
		right = m.cardDetail(rows[m.cursor], rw, room)
	}
	body := tui.Besides(tui.Column(left, lw, room), tui.Column(right, rw, room), "  ")
	m.listTop, m.listW = len(head), lw
	m.listRows = at[:min(len(at), max(0, h-len(head)))]
	out := append(head, body...)
	out = append(out, note...)
	return strings.Join(tui.Column(out, w, h), "\n")
}

// listTitle says which cards the list holds and what f lists instead:
// the footer's "f sides" said nothing of which was on.
func (m *buildModel) listTitle() string {
	mine := m.view.FactionOf(m.me)
	other := sb.Light
	if mine == sb.Light {
		other = sb.Dark
	}
	if m.all {
		return m.st.Selected.Render("Both sides' cards, the "+other.String()+"'s to read") +
			m.st.Subtle.Render(" · f: "+mine.String()+"'s only")
	}
	return m.st.Selected.Render(mine.String()+"'s cards") + m.st.Subtle.Render(" · f: both sides")
}

// listLines are the list's lines in room rows, scrolled to keep the
// cursor in sight, and the row each line holds (-1 for a line that says
// what the window leaves out: tui.ListWindow; the list hid 13 cards with
// nothing to say so).
func (m *buildModel) listLines(rows []sb.CardID, picks []sb.CardID, w, room int) ([]string, []int) {
	win := tui.WindowAt(m.cursor, len(rows), room)
	var out []string
	var at []int
	for i := win.First; i <= win.Last; i++ {
		if mark := win.Mark(i, m.cursor); mark != "" {
			out, at = append(out, m.st.Subtle.Render(tui.Truncate(mark, w))), append(at, -1)
			continue
		}
		out, at = append(out, m.rowLine(rows[i], picks, i == m.cursor, w)), append(at, i)
	}
	return out, at
}

// totalLine is the running total against the limit.
func (m *buildModel) totalLine(f sb.FleetInfo) string {
	left := f.Budget - f.Points
	cards := "cards"
	if len(f.Picks) == 1 {
		cards = "card"
	}
	t := fmt.Sprintf("%d of %d points · %d left · %d %s", f.Points, f.Budget, left, len(f.Picks), cards)
	if left == 0 {
		return m.st.OK.Render(t)
	}
	return m.st.Selected.Render(t)
}

// fleetText lists the fleet so far: "Viscount, X-wing ×3".
func (m *buildModel) fleetText(picks []sb.CardID) string {
	if len(picks) == 0 {
		return "no card yet"
	}
	var parts []string
	seen := map[sb.CardID]bool{}
	for _, c := range picks {
		if seen[c] {
			continue
		}
		seen[c] = true
		n := m.cards[c].Short
		if k := count(picks, c); k > 1 {
			n += fmt.Sprintf(" ×%d", k)
		}
		parts = append(parts, n)
	}
	return strings.Join(parts, ", ")
}

// twoLines wraps text to two lines at most, the second cut short with …
// when more is left.
func twoLines(text string, w int) []string {
	lines := tui.Wrap(text, w, 2)
	if len(lines) > 2 {
		rest := lines[1]
		for _, l := range lines[2:] {
			rest += " " + strings.TrimSpace(l)
		}
		lines = []string{lines[0], tui.Truncate(rest, w)}
	}
	return lines
}

// teammates are the fleets of the player's team-mates (team play): the
// view shows a team its own picks.
func (m *buildModel) teammates() []string {
	var out []string
	for p := engine.Player(0); int(p) < m.view.Players(); p++ {
		if p == m.me || m.view.FactionOf(p) != m.view.FactionOf(m.me) {
			continue
		}
		f := m.view.Fleet(p)
		state := "building"
		if f.Done {
			state = "ready"
		}
		out = append(out, fmt.Sprintf("Team-mate %s (%s, %d points): %s", sideName(m.view, p), state, f.Points, m.fleetText(f.Picks)))
	}
	return out
}

// rowLine is one card of the list: name, class, cost and how many the
// fleet holds; the other faction's cards dim.
func (m *buildModel) rowLine(c sb.CardID, picks []sb.CardID, on bool, w int) string {
	card := m.cards[c]
	n := ""
	if k := count(picks, c); k > 0 {
		n = fmt.Sprintf("×%d", k)
	}
	u := " "
	if card.Unique {
		u = "U"
	}
	nameW := max(8, w-17)
	// A name too long for the list is written short, whole ("Viscount"
	// where "Mon Calamari Star Defe…" was cut at 80 columns): the card
	// beside the list names the cursor's card in full.
	name := card.Name
	if tui.Width(name) > nameW && card.Short != "" {
		name = card.Short
	}
	text := fmt.Sprintf("%-*s %s c%d %3d %3s", nameW, tui.Truncate(name, nameW), u, card.Class, card.Cost, n)
	return cursorLine(m.st, text, on, card.Faction != m.view.FactionOf(m.me))
}

// cardDetail is both sides of a card.
func (m *buildModel) cardDetail(c sb.CardID, w, h int) []string {
	card := m.cards[c]
	t := m.theme
	var out []string
	title := t.Render(render.Title, card.Name)
	out = append(out, tui.Truncate(title, w))
	info := fmt.Sprintf("class %d · %d points", card.Class, card.Cost)
	if card.Unique {
		info += " · Unique"
	}
	info += " · " + card.Faction.String()
	if !card.Own && len(card.OwnValues) > 0 {
		// Said on the card's first lines, where even 80×24 has room
		// (the list of them below needs more).
		info += " · some values the project's own"
	}
	for _, l := range tui.Wrap(info, w, 2) {
		out = append(out, t.Render(render.Dim, l))
	}
	// The card as printed: the builder names no rules' leaving out.
	out = append(out, sideLines(t, card, card.Full, false, w, nil, false)...)
	if card.Reduced != nil {
		out = append(out, sideLines(t, card, *card.Reduced, true, w, nil, false)...)
	} else if card.Class != 4 {
		out = append(out, t.Render(render.Dim, "No reduced side"))
	}
	if cmd := commandText(card, nil); cmd != "" {
		out = append(out, cmd)
	}
	if card.Own {
		out = append(out, t.Render(render.Dim, "A card of the project's own"))
	}
	for i := range out {
		out[i] = tui.Truncate(out[i], w)
	}
	if len(out) > h {
		out = out[:h]
	}
	return append(out, ownValueLines(t, card, w, h-len(out))...)
}

// ownValueLines say which values of a card the rulebook prints none of
// (a rulebook card's own_values: the Viscount's front Defense, its PD,
// its whole reduced side …), in at most rows lines; the rest, when they
// do not fit, is pointed to in docs/rules. The rulebook prints no stat
// card, only some numbers of some ships: without this the builder showed
// the Viscount's card as if every number on it were printed.
func ownValueLines(t *render.Theme, card sb.Card, w, rows int) []string {
	if card.Own || len(card.OwnValues) == 0 || rows < 3 {
		return nil
	}
	const doc = "docs/rules/starshipbattles.md"
	head := "The project's own on this card (the rulebook prints none):"
	out := tui.Wrap(head, w, 2)
	for k, v := range card.OwnValues {
		entry := tui.Wrap("· "+v, w, 2)
		room := rows - len(out)
		if k < len(card.OwnValues)-1 {
			room-- // the line that points to the rest
		}
		if len(entry) > room {
			// A value is shown whole or not at all; with none shown,
			// the heading says where they are ("… more" of none, under
			// a heading over nothing, read as a fault).
			if k == 0 {
				out = tui.Wrap(head+" in "+doc, w, 2)
				break
			}
			out = append(out, "… more: "+doc)
			break
		}
		out = append(out, entry...)
	}
	if len(out) > rows {
		return nil
	}
	for i := range out {
		out[i] = t.Render(render.Dim, tui.Truncate(out[i], w))
	}
	return out
}

// cursorLine is a list's line: "> text" under the cursor, "  text" else.
func cursorLine(st tui.Styles, text string, on, dim bool) string {
	switch {
	case on:
		return st.Selected.Render("> " + text)
	case dim:
		return st.Subtle.Render("  " + text)
	}
	return "  " + text
}
