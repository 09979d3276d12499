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

// The purchases' screen: 11.8's General Engagement, and a campaign's
// rosters and reinforcements (11.7). The catalogue is on the left, the
// side's purchases on the right with the other side's (11.8 buys openly)
// or the roster it holds; a craft is crewed on a second step. Every
// purchase, removal and "done" is an intent: the game checks and prices
// it, the screen shows what the game says.

// Keys of the purchases' screen.
var (
	keyShopTab    = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "purchases"))
	keyShopRemove = key.NewBinding(key.WithKeys("x", "delete", "backspace"), key.WithHelp("x", "take back"))
	keyShopFill   = key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "builder fills"))
	keyShopDone   = key.NewBinding(key.WithKeys("d", "n"), key.WithHelp("d", "done")) // n too: it ends a step in every game
	keyShopLess   = key.NewBinding(key.WithKeys("left", "-"), key.WithHelp("←/-", "lower"))
	keyShopMore   = key.NewBinding(key.WithKeys("right", "+", "="), key.WithHelp("→/+", "raise"))
	keyShopDigit  = key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-9,0", "set the skill (0 = 10), go to the next"))
	keyShopBuy    = key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "buy"))
	keyShopOpen   = key.NewBinding(key.WithKeys("enter", "space", "right"), key.WithHelp("enter", "choose"))
)

// brief is b under a shorter label, for the footer.
func brief(b key.Binding, label string) key.Binding {
	return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(b.Help().Key, label))
}

// shopStage is what the screen asks now.
type shopStage uint8

const (
	shopCatalog shopStage = iota // the catalogue and the purchases
	shopCrew                     // the skills of the craft or crew member being bought
)

// crewing is the purchase being set up on the crew step: a craft (offer)
// or a crew member hired alone (pilot or gunner).
type crewing struct {
	offer   *sd.Offer
	pilot   bool // a hire: a pilot (else a gunner)
	plt     int
	gnr     int
	gunners []int
}

func (c crewing) intent(by engine.Player) engine.Intent {
	if c.offer == nil {
		if c.pilot {
			return sd.Hire{By: by, Pilot: true, Plt: c.plt, Gnr: c.gnr}
		}
		return sd.Hire{By: by, Gnr: c.gnr}
	}
	return sd.Buy{By: by, Type: c.offer.Type.Key, NoTorps: c.offer.NoTorps, Plt: c.plt, Gnr: c.gnr, Gunners: sd.GunnersOf(c.gunners...)}
}

// name is what is bought: the craft's name, or the crew member hired.
func (c crewing) name() string {
	switch {
	case c.offer != nil:
		return c.offer.Name()
	case c.pilot:
		return "pilot"
	}
	return "gunner"
}

// skills are the crew step's rows: pointers to the skills set there.
func (c *crewing) skills() []*int {
	if c.offer == nil && !c.pilot {
		return []*int{&c.gnr}
	}
	out := []*int{&c.plt, &c.gnr}
	for g := range c.gunners {
		out = append(out, &c.gunners[g])
	}
	return out
}

// shopModel is the purchases' screen of one side.
type shopModel struct {
	tui.Proposals
	st     tui.Styles
	view   engine.State
	me     engine.Player
	shop   sd.Shop
	roster *sd.Squadron // a campaign's roster as it stands; nil in 11.8
	offers []sd.Offer   // what this side may buy

	stage  shopStage
	cursor int  // catalogue row
	onBuys bool // the cursor is on the purchases
	pick   int  // the purchase under it
	crew   crewing
	row    int // crew step row
	msg    string
	err    string
}

func newShopModel(st tui.Styles, view engine.State, me engine.Player, sh sd.Shop, roster *sd.Squadron, prev tui.PhaseModel) *shopModel {
	m := &shopModel{st: st}
	if p, ok := prev.(*shopModel); ok && p.me == me && p.shop.Title == sh.Title {
		m = p // the same side buying on: keep the cursor and the message
	}
	m.view, m.me, m.shop, m.roster = view, me, sh, roster
	m.offers = nil
	for _, o := range sh.Offers {
		if sh.Allowed(me, o.Type.Key) {
			m.offers = append(m.offers, o)
		}
	}
	m.cursor = min(m.cursor, m.rows()-1)
	if n := len(sh.Purchases[me]); m.pick >= n {
		m.pick = max(0, n-1)
	}
	if len(sh.Purchases[me]) == 0 {
		m.onBuys = false
	}
	return m
}

func (m *shopModel) Typing() bool { return false }

// Keys implements tui.PhaseModel.
func (m *shopModel) Keys() tui.KeyMap {
	var short []key.Binding
	// The catalogue's builder in a short word, as Starmada's fleet
	// builder has it ("a auto"): in full the footer was cut after "? help"
	// at 80 columns, hiding quit; the help page (?) has it in full. On the
	// purchases tab goes back to the catalogue, and says so.
	switch {
	case m.stage == shopCrew:
		short = []key.Binding{keyShopLess, keyShopMore, keyShopBuy, tui.KeyBack}
	case m.onBuys:
		short = []key.Binding{tui.KeyUp, tui.KeyDown, keyShopRemove, brief(keyShopTab, "catalogue")}
	default:
		short = []key.Binding{keyShopOpen, keyShopTab, brief(keyShopFill, "auto"), keyShopDone}
	}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{
		{tui.KeyUp, tui.KeyDown, tui.KeyListFirst, keyShopOpen, tui.KeyBack},
		{keyShopTab, keyShopRemove, keyShopFill, keyShopDone},
		{keyShopLess, keyShopMore, keyShopDigit, keyShopBuy},
	}}
}

// Rows of the catalogue: the offers, the hires (campaign), the builder,
// done.
func (m *shopModel) hireRows() int {
	if m.shop.Hires {
		return 2
	}
	return 0
}
func (m *shopModel) fillRow() int { return len(m.offers) + m.hireRows() }
func (m *shopModel) rows() int    { return m.fillRow() + 2 }

func (m *shopModel) left() int { return m.shop.Left(m.me) }

func (m *shopModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	m.msg, m.err = "", ""
	switch {
	case m.stage == shopCrew:
		m.crewKey(k)
	case m.onBuys:
		m.buysKey(k)
	default:
		m.catalogKey(k)
	}
	return m, nil
}

func (m *shopModel) catalogKey(k tea.KeyPressMsg) {
	switch {
	case tui.ListMove(k, &m.cursor, m.rows()):
	case key.Matches(k, keyShopOpen):
		m.activate(m.cursor)
	case key.Matches(k, keyShopTab):
		if len(m.shop.Purchases[m.me]) == 0 {
			m.err = "Nothing bought yet to take back."
			return
		}
		m.onBuys = true
	case key.Matches(k, keyShopFill):
		m.cursor = m.fillRow()
		m.activate(m.cursor)
	case key.Matches(k, keyShopDone):
		m.cursor = m.fillRow() + 1
		m.activate(m.cursor)
	case key.Matches(k, keyShopRemove):
		// x takes back from the purchases: said, where it did nothing.
		if len(m.shop.Purchases[m.me]) == 0 {
			m.err = "Nothing bought yet to take back."
			return
		}
		m.err = "To take one back: tab to your purchases, then x on it."
	}
}

func (m *shopModel) buysKey(k tea.KeyPressMsg) {
	bs := m.shop.Purchases[m.me]
	switch {
	case tui.ListMove(k, &m.pick, len(bs)):
	case key.Matches(k, keyShopRemove):
		if m.pick < len(bs) {
			ok, err := propose(&m.Proposals, m.view, sd.Unbuy{By: m.me, N: m.pick})
			m.err = err
			if ok {
				m.msg = "Took back " + bs[m.pick].Label + "."
			}
			return
		}
	case key.Matches(k, keyShopTab), key.Matches(k, tui.KeyBack), key.Matches(k, tui.KeyEnter):
		m.onBuys = false
	case key.Matches(k, keyShopDone), key.Matches(k, keyShopFill):
		// Done and the builder from the purchases too: d there did nothing
		// and said nothing, and a player who had tabbed over to check his
		// force thought the roster would not close.
		m.onBuys = false
		m.catalogKey(k)
	}
}

// activate acts on catalogue row i.
func (m *shopModel) activate(i int) {
	switch {
	case i < len(m.offers):
		o := m.offers[i]
		if o.Least() > m.left() {
			m.err = fmt.Sprintf("Even with every skill at 1 a %s costs %d; %d of %d points are left.", o.Name(), o.Least(), m.left(), m.shop.Points[m.me])
			return
		}
		m.crew = crewing{offer: &o, plt: 5, gnr: 5}
		for g := 1; g < o.Type.Crew; g++ {
			m.crew.gunners = append(m.crew.gunners, 5)
		}
		m.stage, m.row = shopCrew, 0
	case i < m.fillRow():
		m.crew = crewing{pilot: i == len(m.offers), plt: 5, gnr: 5}
		if !m.crew.pilot {
			m.crew.plt = 0
		}
		m.stage, m.row = shopCrew, 0
	case i == m.fillRow():
		m.fill()
	default:
		_, m.err = propose(&m.Proposals, m.view, sd.Done{By: m.me})
	}
}

// fill makes the builder's purchases, one intent each, in order.
func (m *shopModel) fill() {
	plan := sd.BuilderPlan(m.view, m.me)
	if len(plan) == 0 {
		m.err = fmt.Sprintf("The builder finds nothing more to buy with the %d points left.", m.left())
		return
	}
	total := 0
	for _, in := range plan {
		total += cost(in)
	}
	m.Propose(plan...)
	m.msg = fmt.Sprintf("The builder makes %s for %d points.", engine.Count(len(plan), "purchase", "purchases"), total)
}

// bareRow reports whether the crew step offers the craft alone, without
// crew, as the game's shop sells it (sd.Shop.Bare).
func (m *shopModel) bareRow() bool { return m.shop.Bare && m.crew.offer != nil }

// bare is the purchase of the craft being crewed alone, for its BPV.
func (m *shopModel) bare() sd.Buy {
	return sd.Buy{By: m.me, Type: m.crew.offer.Type.Key, NoTorps: m.crew.offer.NoTorps}
}

func (m *shopModel) crewKey(k tea.KeyPressMsg) {
	skills := m.crew.skills()
	last := len(skills) // the buy row
	if m.bareRow() {
		last++ // then the craft alone
	}
	var v *int
	if m.row < len(skills) {
		v = skills[m.row]
	}
	switch {
	case tui.ListMove(k, &m.row, last+1):
	case key.Matches(k, keyShopLess):
		if v != nil && *v > 1 {
			*v--
		}
	case key.Matches(k, keyShopMore):
		if v != nil && *v < sd.MaxSkill {
			*v++
		}
	case key.Matches(k, keyShopDigit):
		if v != nil {
			*v = int(k.String()[0] - '0')
			if *v == 0 {
				*v = sd.MaxSkill
			}
			m.row = min(last, m.row+1)
		}
	case key.Matches(k, keyShopBuy):
		m.buy()
	case key.Matches(k, tui.KeyEnter):
		if m.row > len(skills) {
			m.buyBare()
			return
		}
		if v == nil {
			m.buy()
		}
		m.row++
	case key.Matches(k, tui.KeyBack):
		m.stage = shopCatalog
	}
}

// buy sends the purchase being crewed, unless the game refuses it.
func (m *shopModel) buy() {
	in := m.crew.intent(m.me)
	ok, err := propose(&m.Proposals, m.view, in)
	if !ok {
		m.err = sentence(err) + " Lower a skill, or esc for something else."
		return
	}
	m.msg = fmt.Sprintf("Bought %s for %d.", m.crew.name(), cost(in))
	m.stage = shopCatalog
}

// buyBare sends the purchase of the craft alone, unless the game refuses
// it.
func (m *shopModel) buyBare() {
	in := m.bare()
	ok, err := propose(&m.Proposals, m.view, in)
	if !ok {
		m.err = sentence(err) + " Esc for something else."
		return
	}
	m.msg = fmt.Sprintf("Bought %s alone for %d; hire its crew to fly it.", m.crew.name(), cost(in))
	m.stage = shopCatalog
}

// sentence ends a refusal with a full stop before the advice that follows
// it: the game's reasons end without one ("… are left (11.7: spend the bank,
// or keep it)"), and the advice ran on after the parenthesis as if it were
// part of it.
func sentence(s string) string {
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}

func cost(in engine.Intent) int {
	switch x := in.(type) {
	case sd.Buy:
		return x.Cost()
	case sd.Hire:
		return x.Cost()
	}
	return 0
}

func breakdown(in engine.Intent) string {
	switch x := in.(type) {
	case sd.Buy:
		return x.Breakdown()
	case sd.Hire:
		return x.Breakdown()
	}
	return ""
}

// View implements tui.PhaseModel.
func (m *shopModel) View(w, h int) string {
	name := sd.SideName(m.view, m.me)
	title := m.shop.Title
	var prompt string
	var body, detail []string
	if m.stage == shopCrew {
		prompt = fmt.Sprintf("%s: set each skill of the %s from 1 to 10", name, m.crew.name())
		body, detail = m.crewView(w)
	} else {
		prompt = fmt.Sprintf("%s; %d of %d points left", engine.Agree(name, "buys"), m.left(), m.shop.Points[m.me])
		body, detail = m.catalogView(w, h)
	}
	return page(m.st, w, h, title, prompt, body, detail, m.msg, m.err)
}

// catalogView: the catalogue on the left, the purchases on the right.
func (m *shopModel) catalogView(w, h int) (body, detail []string) {
	lw := min(42, w/2)
	rw := max(10, w-lw-2)
	detail = m.detail(w)
	// Every row the page leaves (title, prompt, the blank over the
	// detail, the detail, a note): a fixed nine left five rows blank
	// under "↓ 4 more" at 80×24 (found by a play-tester).
	room := max(5, h-3-len(detail)-len(pageNotes(m.st, m.msg, m.err, w)))
	win := tui.WindowAt(m.cursor, m.rows(), room)
	var left []string
	for i := win.First; i <= win.Last; i++ {
		if mark := win.Mark(i, m.cursor); mark != "" {
			left = append(left, m.st.Subtle.Render(mark))
			continue
		}
		left = append(left, cursorLine(m.st, m.rowText(i), i == m.cursor && !m.onBuys, m.rowDim(i)))
	}
	n := max(len(left), room)
	body = tui.Besides(tui.Column(left, lw, n), tui.Column(m.purchasesColumn(rw, n), rw, n), "  ")
	return body, detail
}

func (m *shopModel) rowText(i int) string {
	switch {
	case i < len(m.offers):
		o := m.offers[i]
		return fmt.Sprintf("%-21s BPV %2d  crew %d", o.Name(), o.BPV(), o.Type.Crew)
	case i == len(m.offers) && m.shop.Hires:
		lp, _ := m.shop.Lacking(m.me)
		return fmt.Sprintf("Hire a pilot alone (%d lacking)", lp)
	case i < m.fillRow():
		_, lg := m.shop.Lacking(m.me)
		return fmt.Sprintf("Hire a gunner alone (%d lacking)", lg)
	case i == m.fillRow():
		return "Scripted builder fills"
	}
	switch {
	case m.shop.SpendAll && m.left() > 0:
		return fmt.Sprintf("Done (first spend the %d points left)", m.left())
	case m.roster != nil && m.left() > 0:
		return fmt.Sprintf("Done: bank the %d points left", m.left())
	}
	return "Done"
}

func (m *shopModel) rowDim(i int) bool {
	switch {
	case i < len(m.offers):
		return m.offers[i].Least() > m.left()
	case i < m.fillRow():
		return m.left() < 1
	case i > m.fillRow():
		return m.shop.SpendAll && m.left() > 0
	}
	return false
}

// shopPriceWidth is the widest a purchase's line is drawn, its price at
// the end.
const shopPriceWidth = 44

// purchasesColumn: this side's purchases, then the other side's (11.8
// buys openly) or the roster already held.
func (m *shopModel) purchasesColumn(w, n int) []string {
	var out []string
	head := func(p engine.Player) string {
		s := fmt.Sprintf("%s: %d of %d, %d left", sd.SideName(m.view, p), m.shop.Spent[p], m.shop.Points[p], m.shop.Left(p))
		if m.shop.Done[p] {
			s += " (done)"
		}
		return s
	}
	out = append(out, m.st.Selected.Render(tui.Truncate(head(m.me), w)))
	mine := m.shop.Purchases[m.me]
	if len(mine) == 0 {
		out = append(out, m.st.Subtle.Render("  nothing bought yet"))
	}
	room := max(1, n/2-1)
	first := tui.WindowAt(m.pick, len(mine), room).First
	// A price stands beside its craft: on a wide screen the column is
	// wide, and a price at its far end is read with the wrong line.
	pw := min(w, shopPriceWidth)
	for i := first; i < len(mine) && i < first+room; i++ {
		text := fmt.Sprintf("%-*s %3d", max(1, pw-6), tui.Truncate(mine[i].Label, pw-6), mine[i].Cost)
		out = append(out, cursorLine(m.st, text, m.onBuys && i == m.pick, false))
	}
	if len(mine) > room {
		out = append(out, m.st.Subtle.Render(fmt.Sprintf("  (%d-%d of %d; tab to see them)", first+1, min(len(mine), first+room), len(mine))))
	}
	out = append(out, "")
	var theirs []string
	if m.roster != nil {
		out = append(out, "On the roster already:")
		for _, c := range m.roster.Craft {
			line := fmt.Sprintf("%s, %d marked", c.Label(), c.Damage)
			if l := c.LostText(); l != "" {
				line += "; lost: " + l
			}
			theirs = append(theirs, line)
		}
		for _, c := range m.roster.Crew {
			theirs = append(theirs, c.String())
		}
		if len(theirs) == 0 {
			theirs = []string{"nothing"}
		}
	} else {
		other := 1 - m.me
		out = append(out, tui.Truncate(head(other), w))
		for _, b := range m.shop.Purchases[other] {
			theirs = append(theirs, fmt.Sprintf("%-*s %3d", max(1, pw-8), tui.Truncate(b.Label, pw-8), b.Cost))
		}
	}
	for i, l := range theirs {
		// A roster line wraps: what a damaged craft has lost decides what
		// to buy, and at 80 columns it does not fit on one line.
		pieces := tui.Wrap(l, max(1, w-2), 2)
		if i < len(theirs)-1 && len(out)+len(pieces) > n-1 {
			out = append(out, m.st.Subtle.Render(fmt.Sprintf("  … and %d more", len(theirs)-i)))
			break
		}
		for _, piece := range pieces {
			if len(out) < n {
				out = append(out, m.st.Subtle.Render("  "+tui.Truncate(piece, w-2)))
			}
		}
	}
	return out
}

// detail explains what is under the cursor.
func (m *shopModel) detail(w int) []string {
	var text string
	mine := m.shop.Purchases[m.me]
	switch {
	case m.onBuys && m.pick < len(mine):
		b := mine[m.pick]
		text = b.Label + ": " + breakdown(b.Intent) + ". x takes it back."
	case m.cursor < len(m.offers):
		text = offerDetail(m.offers[m.cursor])
	case m.cursor < m.fillRow():
		lp, lg := m.shop.Lacking(m.me)
		text = fmt.Sprintf("A crew member hired alone (11.7 allows more crew than the craft need): a pilot costs Plt + Gnr, a gunner Gnr; he mans a craft that lacks one, or waits on the roster to replace one who is killed. The roster's craft lack %s and %s.", engine.Count(lp, "pilot", "pilots"), engine.Count(lg, "gunner", "gunners"))
	case m.cursor == m.fillRow():
		var what []string
		for _, in := range sd.BuilderPlan(m.view, m.me) {
			what = append(what, strings.TrimPrefix(in.String(), "buy "))
		}
		if len(what) == 0 {
			text = "The builder finds nothing more to buy."
		} else {
			text = "Keeps the purchases made and buys: " + strings.Join(what, "; ") + "."
		}
	case m.shop.SpendAll:
		text = fmt.Sprintf("Ends the purchases once every point is spent (11.7: the 300 points may not be saved); %d left. A gunner hired alone costs his Gnr, so any rest can be spent; a lets the builder spend it.", m.left())
	case m.roster != nil:
		text = fmt.Sprintf("Ends the purchases; the %d points left are banked for later (11.7).", m.left())
	default:
		text = "Ends the purchases; at least one craft must be bought (11.8)."
	}
	return wrapped(m.st, text, w)
}

// crewView is the crew step: a row per skill, the buy row and, in a
// campaign's shop, the craft alone.
func (m *shopModel) crewView(w int) (body, detail []string) {
	c := &m.crew
	skills := c.skills()
	for r := 0; r <= len(skills); r++ {
		var text string
		switch {
		case r == len(skills):
			text = fmt.Sprintf("Buy for %d", cost(c.intent(m.me)))
		case c.offer == nil && !c.pilot:
			text = fmt.Sprintf("Gunner's Gnr  < %2d >   Attack Die Bonus 1D%d", c.gnr, sd.ADBDie(c.gnr))
		case r == 0:
			text = fmt.Sprintf("Pilot's Plt   < %2d >   Tight Turn Cost 1D%d+3", c.plt, sd.TTCDie(c.plt))
		case r == 1:
			text = fmt.Sprintf("Pilot's Gnr   < %2d >   Attack Die Bonus 1D%d", c.gnr, sd.ADBDie(c.gnr))
		default:
			g := c.gunners[r-2]
			text = fmt.Sprintf("Gunner %d Gnr  < %2d >   Attack Die Bonus 1D%d", r-1, g, sd.ADBDie(g))
		}
		body = append(body, cursorLine(m.st, text, r == m.row, false))
	}
	if m.bareRow() {
		body = append(body, cursorLine(m.st, fmt.Sprintf("Buy the craft alone, no crew, for %d", cost(m.bare())), m.row == len(skills)+1, false))
	}
	in := c.intent(m.me)
	if m.row > len(skills) {
		in = m.bare()
	}
	detail = append(detail, "  "+breakdown(in))
	left, price := m.left(), cost(in)
	if price > left {
		detail = append(detail, m.st.Warn.Render(fmt.Sprintf("  %d of %d points left: this is %d over.", left, m.shop.Points[m.me], price-left)))
	} else {
		detail = append(detail, m.st.OK.Render(fmt.Sprintf("  %d of %d points left; %d after this.", left, m.shop.Points[m.me], left-price)))
	}
	if c.offer != nil {
		detail = append(detail, wrapped(m.st, offerDetail(*c.offer), w)...)
	} else {
		lp, lg := m.shop.Lacking(m.me)
		detail = append(detail, m.st.Subtle.Render(fmt.Sprintf("  The roster's craft lack %s and %s.", engine.Count(lp, "pilot", "pilots"), engine.Count(lg, "gunner", "gunners"))))
	}
	return body, detail
}

// offerDetail is a craft's display in a few lines.
func offerDetail(o sd.Offer) string {
	t := o.Type
	var crew []string
	for k := 0; k < t.Crew; k++ {
		var ms []string
		for _, mt := range t.Mounts {
			if mt.Crew == k {
				ms = append(ms, mt.Name()+" "+mt.Arcs.String())
			}
		}
		who := "pilot"
		if k > 0 {
			who = fmt.Sprintf("gunner %d", k)
		}
		if len(ms) == 0 {
			ms = []string{"no weapon"}
		}
		crew = append(crew, who+": "+strings.Join(ms, ", "))
	}
	s := fmt.Sprintf("%s: DV %d, DR %d, Drive %d; %s", t.Name, t.DV, t.DR(), t.Drive(), strings.Join(crew, "; "))
	var torps []string
	for k, n := range t.Torps {
		if n > 0 && !o.NoTorps {
			torps = append(torps, fmt.Sprintf("%d %s", n, sd.Mark(k)))
		}
	}
	if len(torps) > 0 {
		s += "; torps " + strings.Join(torps, ", ")
	}
	s += fmt.Sprintf(". TPV from %d.", o.Least())
	if inv := t.Inventory(); inv.Designation != "" {
		// 12.0's particulars, which no rule uses but a buyer reads.
		s += fmt.Sprintf(" %s, %d tons, %s, thrust %s", inv.Designation, inv.Mass, inv.Armor, inv.Thrust)
		if inv.Translight != "None" {
			s += ", translight " + inv.Translight
		}
		if inv.Atmospheric == "None" {
			s += ", not for atmosphere"
		}
		s += "."
	}
	return s
}
