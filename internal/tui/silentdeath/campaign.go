package silentdeath

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The campaign's choices between battles (11.7), each a screen of its
// own: the restricted craft pools, the craft to field and their crews,
// and the veterans' advances (10.1). The rosters and the
// reinforcements are bought on the purchases' screen (shop.go).

// Keys of the campaign's screens.
var (
	keyPoolTake  = key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "take into the pool"))
	keyFieldPut  = key.NewBinding(key.WithKeys("space", "enter", "x"), key.WithHelp("space", "field / keep home"))
	keyFieldDone = key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "done"))
	keyCrewNext  = key.NewBinding(key.WithKeys("right", "]"), key.WithHelp("→/←", "crew"))
	keyCrewPrev  = key.NewBinding(key.WithKeys("left", "["), key.WithHelp("←", "previous crew member"))
	keyCrewOff   = key.NewBinding(key.WithKeys("-", "backspace"), key.WithHelp("-", "empty seat"))
	keyCrewSeat  = key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "seat the one chosen"))
	keyCrewKeep  = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "keep the seat as it is"))
	keyExpPlt    = key.NewBinding(key.WithKeys("p", "left"), key.WithHelp("p/←", "+1 Plt"))
	keyExpGnr    = key.NewBinding(key.WithKeys("g", "right"), key.WithHelp("g/→", "+1 Gnr"))
)

// poolsModel: the side takes a design into its pool; the other then takes
// one (11.7's restricted pools).
type poolsModel struct {
	tui.Proposals
	st     tui.Styles
	c      *sd.Campaign
	me     engine.Player
	left   []string
	cursor int
	err    string
}

func newPoolsModel(st tui.Styles, c *sd.Campaign, me engine.Player, left []string, prev tui.PhaseModel) *poolsModel {
	m := &poolsModel{st: st}
	if p, ok := prev.(*poolsModel); ok && p.me == me {
		m = p
	}
	m.c, m.me, m.left, m.err = c, me, left, ""
	m.cursor = min(m.cursor, len(left)-1)
	return m
}

func (m *poolsModel) Typing() bool { return false }

func (m *poolsModel) Keys() tui.KeyMap {
	short := []key.Binding{tui.KeyUp, tui.KeyDown, keyPoolTake}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{{tui.KeyUp, tui.KeyDown, tui.KeyListFirst, keyPoolTake}}}
}

func (m *poolsModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	switch {
	case tui.ListMove(k, &m.cursor, len(m.left)):
	case key.Matches(k, keyPoolTake) && m.cursor >= 0:
		_, m.err = propose(&m.Proposals, m.c, sd.PickPool{By: m.me, Type: m.left[m.cursor]})
	}
	return m, nil
}

func (m *poolsModel) View(w, h int) string {
	var body []string
	for i, k := range m.left {
		t, _ := sd.CraftByKey(k)
		body = append(body, cursorLine(m.st, fmt.Sprintf("%-16s BPV %2d  crew %d", t.Name, t.BPV, t.Crew), i == m.cursor, false))
	}
	var detail []string
	for p := engine.Player(0); p < 2; p++ {
		var names []string
		for _, k := range m.c.Pool(p) {
			t, _ := sd.CraftByKey(k)
			names = append(names, t.Name)
		}
		if len(names) == 0 {
			names = []string{"nothing yet"}
		}
		detail = append(detail, wrapped(m.st, sd.Possessive(m.c.Name(p))+" pool: "+strings.Join(names, ", "), w)...)
	}
	if m.cursor >= 0 && m.cursor < len(m.left) {
		t, _ := sd.CraftByKey(m.left[m.cursor])
		detail = append(detail, wrapped(m.st, offerDetail(sd.Offer{Type: t}), w)...)
	}
	return page(m.st, w, h, "Craft pools (11.7)", m.c.Name(m.me)+" takes a design into its pool; each side buys only from its own", body, detail, "", m.err)
}

// fieldModel: the side chooses the craft to field in the next scenario
// within 11.7's limit, and who crews them: a line for each roster craft,
// and under it a line for each of its seats.
type fieldModel struct {
	tui.Proposals
	st     tui.Styles
	c      *sd.Campaign
	me     engine.Player
	fv     sd.FieldView
	lines  []fieldLine
	cursor int
	err    string
	// pending is the change of the seat under the cursor that →, ← or -
	// chose and enter makes (nil: none): a crew member swapped out of a
	// seat by a stray key went unnoticed.
	pending *pendingSeat
}

// pendingSeat is a seat's change waiting for enter: the line of the seat
// and the intent.
type pendingSeat struct {
	line int
	crew sd.Crew
}

// fieldLine is a line of the fielding screen: a craft (seat −1) or one of
// its seats.
type fieldLine struct{ row, seat int }

func newFieldModel(st tui.Styles, c *sd.Campaign, me engine.Player, fv sd.FieldView, prev tui.PhaseModel) *fieldModel {
	m := &fieldModel{st: st}
	if p, ok := prev.(*fieldModel); ok && p.me == me {
		m = p
	}
	m.c, m.me, m.fv, m.err, m.pending = c, me, fv, "", nil
	m.lines = m.lines[:0]
	for i, r := range fv.Rows {
		m.lines = append(m.lines, fieldLine{row: i, seat: -1})
		for n := range r.Seats {
			m.lines = append(m.lines, fieldLine{row: i, seat: n})
		}
	}
	m.cursor = min(m.cursor, len(m.lines)-1)
	return m
}

func (m *fieldModel) Typing() bool { return false }

func (m *fieldModel) Keys() tui.KeyMap {
	// Short words, and the arrows up and down left to the help page (as
	// the builders' footers leave them): in full the footer was cut after
	// "d done" at 80 columns, hiding undo, help and quit, and while a seat's
	// change waited after "esc keep the seat as it is".
	short := []key.Binding{brief(keyFieldPut, "field/home"), keyCrewNext, keyCrewOff, keyFieldDone}
	if m.pending != nil {
		short = []key.Binding{brief(keyCrewSeat, "seat"), brief(keyCrewKeep, "keep the seat"), keyCrewNext}
	}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{{tui.KeyUp, tui.KeyDown, tui.KeyListFirst, keyFieldPut, keyFieldDone}, {keyCrewNext, keyCrewPrev, keyCrewOff, keyCrewSeat, keyCrewKeep}}}
}

// at is the craft and the seat (nil on a craft's line) under the cursor.
func (m *fieldModel) at() (*sd.FieldChoice, *sd.SeatChoice) {
	if m.cursor < 0 || m.cursor >= len(m.lines) {
		return nil, nil
	}
	l := m.lines[m.cursor]
	r := &m.fv.Rows[l.row]
	if l.seat < 0 {
		return r, nil
	}
	return r, &r.Seats[l.seat]
}

func (m *fieldModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	m.err = ""
	r, seat := m.at()
	pending := m.pending
	if pending != nil && pending.line != m.cursor {
		pending = nil
	}
	m.pending = nil
	switch {
	case tui.ListMove(k, &m.cursor, len(m.lines)):
	case pending != nil && key.Matches(k, keyCrewSeat):
		_, m.err = propose(&m.Proposals, m.c, pending.crew)
	case pending != nil && key.Matches(k, keyCrewKeep):
		// Nothing changes.
	case key.Matches(k, keyFieldPut) && r != nil && seat == nil:
		_, m.err = propose(&m.Proposals, m.c, sd.Field{By: m.me, Craft: r.Craft, On: !r.Fielded})
	case key.Matches(k, keyCrewNext, keyCrewPrev) && seat != nil:
		from := *seat
		if pending != nil && !pending.crew.Off {
			from.Member = pending.crew.Member
		}
		who, ok := nextOption(from, key.Matches(k, keyCrewNext))
		if !ok {
			m.err = m.noOption(*seat)
			break
		}
		if who == seat.Member {
			break // round to the one seated: nothing to change
		}
		m.propose(sd.Crew{By: m.me, Craft: r.Craft, Seat: seat.Seat, Member: who})
	case key.Matches(k, keyCrewOff) && seat != nil:
		m.propose(sd.Crew{By: m.me, Craft: r.Craft, Seat: seat.Seat, Off: true})
	case key.Matches(k, keyFieldDone):
		_, m.err = propose(&m.Proposals, m.c, sd.Done{By: m.me})
	}
	return m, nil
}

// propose holds the seat's change in for enter, or says at once why the
// game refuses it.
func (m *fieldModel) propose(in sd.Crew) {
	if err := m.c.Check(in); err != nil {
		m.err = "Refused: " + err.Error()
		return
	}
	m.pending = &pendingSeat{line: m.cursor, crew: in}
}

// label is who would sit in seat after the change p: "empty", or the
// game's label of the member among the seat's options.
func (p *pendingSeat) label(seat sd.SeatChoice) string {
	if p.crew.Off {
		return "empty"
	}
	return optionLabel(seat, p.crew.Member)
}

// optionLabel is how the seat's option who reads.
func optionLabel(s sd.SeatChoice, who sd.MemberID) string {
	for _, o := range s.Options {
		if o.Member == who {
			return o.Label
		}
	}
	return "?"
}

// noOption says why nobody may take the seat, in the game's words
// (SeatChoice.Why).
func (m *fieldModel) noOption(seat sd.SeatChoice) string {
	return "Nobody else may take the " + seat.Name + "'s seat now: " + seat.Why + "."
}

// nextOption is the crew member after (or before) the seat's, in roster
// order, of those the game lets take it now.
func nextOption(s sd.SeatChoice, forward bool) (sd.MemberID, bool) {
	n := len(s.Options)
	if n == 0 {
		return 0, false
	}
	if forward {
		for _, o := range s.Options {
			if o.Member > s.Member {
				return o.Member, true
			}
		}
		return s.Options[0].Member, true
	}
	for i := n - 1; i >= 0; i-- {
		if s.Options[i].Member < s.Member || s.Member < 0 {
			return s.Options[i].Member, true
		}
	}
	return s.Options[n-1].Member, true
}

func (m *fieldModel) View(w, h int) string {
	limit := fmt.Sprintf("at most %d craft", m.fv.MaxCraft)
	if m.fv.MaxTPV > 0 {
		limit += fmt.Sprintf(" and %d TPV", m.fv.MaxTPV)
	}
	detail := []string{fmt.Sprintf("  Fielded: %d craft, %d TPV", m.fv.Craft, m.fv.TPV)}
	if len(m.fv.Home) > 0 {
		detail = append(detail, wrapped(m.st, "Sitting in no craft: "+strings.Join(m.fv.Home, ", "), w)...)
	}
	detail = append(detail, wrapped(m.st, "Space fields a craft or keeps it home. On a seat, →/← choose the next free crew member and - the empty seat; enter makes the change, esc keeps the seat as it is. d: done.", w)...)
	room := max(3, h-6-len(detail))
	win := tui.WindowAt(m.cursor, len(m.lines), room)
	var body []string
	for i := win.First; i <= win.Last; i++ {
		if mark := win.Mark(i, m.cursor); mark != "" {
			body = append(body, m.st.Subtle.Render(mark))
			continue
		}
		l := m.lines[i]
		r := m.fv.Rows[l.row]
		var text string
		switch {
		case l.seat >= 0:
			s := r.Seats[l.seat]
			text = fmt.Sprintf("      %-9s %s", s.Name+":", s.Label)
			if p := m.pending; p != nil && p.line == i {
				text += " → " + p.label(s) + "? enter / esc"
			}
		case r.Crewed:
			mark := "[ ]"
			if r.Fielded {
				mark = "[x]"
			}
			text = fmt.Sprintf("%s %3d  %s", mark, r.TPV, r.Label)
		default:
			text = fmt.Sprintf("[-]   —  %s: crew incomplete", r.Label)
		}
		body = append(body, cursorLine(m.st, text, i == m.cursor, l.seat < 0 && !r.Crewed))
	}
	// The verb agrees with the unit's name: "The Destroyers (Side B)
	// field", not "fields".
	name := m.c.Name(m.me)
	who := name
	switch m.c.SideA() {
	case m.me:
		who += " (Side A)"
	case 1 - m.me:
		who += " (Side B)"
	}
	note := ""
	if p := m.pending; p != nil && p.line >= 0 && p.line < len(m.lines) {
		l := m.lines[p.line]
		r := m.fv.Rows[l.row]
		s := r.Seats[l.seat]
		if p.crew.Off {
			note = "Take the " + s.Label + " out of " + r.Label + "? enter: yes; esc: keep him."
		} else {
			note = "Seat the " + p.label(s) + " in " + r.Label + " in place of the " + s.Label + "? enter: yes; esc: keep the seat as it is; →/←: another."
		}
	}
	return page(m.st, w, h, "Before "+m.fv.Stage.Title, who+" "+engine.VerbFor(name, "fields")+" and "+engine.VerbFor(name, "crews")+" "+limit+" (11.7)", body, detail, note, m.err)
}

// expModel: each veteran raises one skill by 1 (10.1).
type expModel struct {
	tui.Proposals
	st     tui.Styles
	c      *sd.Campaign
	me     engine.Player
	rows   []sd.AdvanceChoice
	cursor int
	err    string
}

func newExpModel(st tui.Styles, c *sd.Campaign, me engine.Player, rows []sd.AdvanceChoice, prev tui.PhaseModel) *expModel {
	m := &expModel{st: st}
	if p, ok := prev.(*expModel); ok && p.me == me {
		m = p
	}
	m.c, m.me, m.rows, m.err = c, me, rows, ""
	m.cursor = min(m.cursor, len(rows)-1)
	return m
}

func (m *expModel) Typing() bool { return false }

func (m *expModel) Keys() tui.KeyMap {
	short := []key.Binding{tui.KeyUp, tui.KeyDown, keyExpPlt, keyExpGnr}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{{tui.KeyUp, tui.KeyDown, tui.KeyListFirst, keyExpPlt, keyExpGnr}}}
}

func (m *expModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	m.err = ""
	switch {
	case tui.ListMove(k, &m.cursor, len(m.rows)):
	case (key.Matches(k, keyExpPlt) || key.Matches(k, keyExpGnr)) && m.cursor >= 0 && m.cursor < len(m.rows):
		// The game screen applies the advance before the next key, and
		// gives the model the rows of the state it makes (newExpModel):
		// p p p for three veterans acts on each in turn.
		_, m.err = propose(&m.Proposals, m.c, sd.Advance{By: m.me, Crew: m.rows[m.cursor].Crew, Plt: key.Matches(k, keyExpPlt)})
	}
	return m, nil
}

func (m *expModel) View(w, h int) string {
	var body []string
	for i, r := range m.rows {
		var can []string
		if r.CanPlt {
			can = append(can, "+1 Plt")
		}
		if r.CanGnr {
			can = append(can, "+1 Gnr")
		}
		body = append(body, cursorLine(m.st, fmt.Sprintf("%-22s %s", r.Label, strings.Join(can, " or ")), i == m.cursor, false))
	}
	detail := wrapped(m.st, "A crew member of the winning side whose shots scored a critical hit, and who survived with his craft, raises one skill by one, never past 10 (10.1): a pilot his Plt or his Gnr, a gunner his Gnr. p raises the Plt, g the Gnr.", w)
	return page(m.st, w, h, "Experience (10.1)", m.c.Name(m.me)+": each veteran raises one skill", body, detail, "", m.err)
}
