package silentdeath

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/tui"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// The build screen of Silent Death's General Engagement (11.8): choose the
// build points, then each side in turn buys craft and crews by TPV (1.3).
// 11.8 makes no purchase secret (the forces are set up openly in Areas A
// and J), so both sides' purchases are always shown.

// engagementMaker opens the build screen from the menu.
var engagementMaker = tui.ScenarioMaker{
	Label:  "Build a General Engagement (11.8)…",
	Detail: "Choose 50 to 300 points; each side buys craft and crews by TPV, sets up in Area A or J and fights ten turns; destroyed TPV wins.",
	Open: func(cfg tui.Config, done func(engine.Scenario) tui.Screen, back tui.Screen) tui.Screen {
		return newSDBuild(cfg, done, back)
	},
}

// Keys of the build screen.
var (
	keyBuildTab    = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "purchases"))
	keyBuildRemove = key.NewBinding(key.WithKeys("x", "delete", "backspace"), key.WithHelp("x", "remove"))
	keyBuildAuto   = key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "scripted"))
	keyBuildDone   = key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "done"))
	keyBuildLess   = key.NewBinding(key.WithKeys("left", "h", "-"), key.WithHelp("←/-", "lower"))
	keyBuildMore   = key.NewBinding(key.WithKeys("right", "l", "+", "="), key.WithHelp("→/+", "raise"))
	keyBuildDigit  = key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-9,0", "skill (0 = 10)"))
	keyBuildBuy    = key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "buy"))
)

// sdBuy is one craft bought with its crew, or (on a campaign roster) a
// crew member hired alone: a pilot (pilot's Plt and Gnr) or a gunner
// (gunners[0]), with no craft (t nil).
type sdBuy struct {
	t       *sd.CraftType
	noTorps bool
	pilot   sd.CrewFile
	gunners []int
	hire    sdHire
}

// sdHire says what a crew-only purchase hires.
type sdHire uint8

const (
	sdHireNone   sdHire = iota // a craft with its crew
	sdHirePilot                // a pilot alone: Plt + Gnr
	sdHireGunner               // a gunner alone: Gnr
)

func (b sdBuy) tpv() int {
	switch b.hire {
	case sdHirePilot:
		return b.pilot.Plt + b.pilot.Gnr
	case sdHireGunner:
		return b.gunners[0]
	}
	return sd.TPV(b.t, b.pilot, b.gunners, b.noTorps)
}

func (b sdBuy) bpv() int {
	if b.hire != sdHireNone {
		return 0
	}
	if b.noTorps && b.t.BPVNoTorps > 0 {
		return b.t.BPVNoTorps
	}
	return b.t.BPV
}

// name is what is bought: the craft's name, or the crew member hired.
func (b sdBuy) name() string {
	switch b.hire {
	case sdHirePilot:
		return "pilot"
	case sdHireGunner:
		return "gunner"
	}
	return sdOffer{b.t, b.noTorps}.name()
}

func (b sdBuy) crewText() string {
	if b.hire == sdHireGunner {
		return fmt.Sprintf("gunner Gnr %d", b.gunners[0])
	}
	s := fmt.Sprintf("pilot Plt %d Gnr %d", b.pilot.Plt, b.pilot.Gnr)
	for i, g := range b.gunners {
		s += fmt.Sprintf(", gunner %d Gnr %d", i+1, g)
	}
	return s
}

// sdOffer is one line of the catalogue: a craft, or its variant without
// torps where the rules print a BPV for it.
type sdOffer struct {
	t       *sd.CraftType
	noTorps bool
}

func (o sdOffer) name() string {
	if o.noTorps {
		return o.t.Name + ", no torps"
	}
	return o.t.Name
}

func (o sdOffer) bpv() int { return sdBuy{t: o.t, noTorps: o.noTorps}.bpv() }

// least is the TPV with the least crew that may man it (every skill 1).
func (o sdOffer) least() int { return o.bpv() + 2 + o.t.Crew - 1 }

func sdOffers() []sdOffer {
	var out []sdOffer
	for _, t := range sd.Crafts {
		out = append(out, sdOffer{t: t})
		if t.BPVNoTorps > 0 {
			out = append(out, sdOffer{t: t, noTorps: true})
		}
	}
	return out
}

func sdSpent(bs []sdBuy) int {
	n := 0
	for _, b := range bs {
		n += b.tpv()
	}
	return n
}

// sdLabels names each purchase as the scenario will: the craft's name and
// a letter counted per type, in the order bought; a crew member hired
// alone by his skills.
func sdLabels(bs []sdBuy) []string {
	n := map[string]int{}
	out := make([]string, len(bs))
	for i, b := range bs {
		if b.hire != sdHireNone {
			out[i] = "Hired " + b.crewText()
			continue
		}
		out[i] = fmt.Sprintf("%s %c", b.t.Name, 'A'+n[b.t.Key])
		n[b.t.Key]++
	}
	return out
}

// sdMaxCraft caps a side's purchases: twice the fifteen set-up spots of a
// points game is more than 300 points buy, but keeps the letters in A–Z.
const sdMaxCraft = 20

// sdPreference is the scripted builder's order: good value for the points
// first (the campaign's builder uses the same order).
var sdPreference = []string{"night-hawk", "thunder-bird", "spirit-rider", "salamander", "teal-hawk", "pit-viper",
	"sorensen-iii", "seraph", "pharsii-ii", "epping", "revenge", "shryak-shuttle"}

// sdFill is the scripted builder: it keeps what the side bought, then
// buys craft in turn from its order of preference, each with a pilot
// Plt 5 Gnr 5 and gunners Gnr 5, while one fits, and spends what is left
// raising the new crews' skills one point at a time. Deterministic.
func sdFill(have []sdBuy, points int, allow map[string]bool) []sdBuy {
	left := points - sdSpent(have)
	var added []sdBuy
	next := 0
	for len(have)+len(added) < sdMaxCraft {
		bought := false
		for k := range sdPreference {
			t, _ := sd.CraftByKey(sdPreference[(next+k)%len(sdPreference)])
			if allow != nil && !allow[t.Key] {
				continue
			}
			b := sdBuy{t: t, pilot: sd.CrewFile{Plt: 5, Gnr: 5}}
			for g := 1; g < t.Crew; g++ {
				b.gunners = append(b.gunners, 5)
			}
			if b.tpv() <= left {
				added = append(added, b)
				left -= b.tpv()
				next = (next + k + 1) % len(sdPreference)
				bought = true
				break
			}
		}
		if !bought {
			break
		}
	}
	for raised := true; raised && left > 0; {
		raised = false
		for i := range added {
			if left == 0 {
				break
			}
			// The lowest skill of the craft goes up first (Plt on a tie).
			b := &added[i]
			low := &b.pilot.Plt
			if b.pilot.Gnr < *low {
				low = &b.pilot.Gnr
			}
			for g := range b.gunners {
				if b.gunners[g] < *low {
					low = &b.gunners[g]
				}
			}
			if *low >= 10 {
				continue
			}
			*low++
			left--
			raised = true
		}
	}
	return append(append([]sdBuy(nil), have...), added...)
}

// sdEngagement builds the scenario with sd.Engagement. Engagement's
// Purchase has no field for the torp-less variant, so a craft bought
// without torps goes in as a Pit Viper with the same pilot (the same set-up
// spot, and a TPV no higher, so Engagement's points check still holds) and
// is turned back into its own type on the scenario file.
func sdEngagement(points int, names [2]string, buys [2][]sdBuy) (*sd.Scenario, error) {
	var ps [2][]sd.Purchase
	for p := range buys {
		for _, b := range buys[p] {
			ps[p] = append(ps[p], sd.Purchase{Type: b.t.Key, Pilot: b.pilot, Gunners: append([]int(nil), b.gunners...), NoTorps: b.noTorps})
		}
	}
	return sd.Engagement(points, names, ps)
}

type sdStage int

const (
	sdPoints  sdStage = iota // choosing the build points
	sdCatalog                // a side buys
	sdCrew                   // the crew of the craft being bought
)

// sdBuild is the 11.8 build screen.
type sdBuild struct {
	cfg    tui.Config
	st     tui.Styles
	done   func(engine.Scenario) tui.Screen
	back   tui.Screen
	stage  sdStage
	points int
	side   int
	names  [2]string
	buys   [2][]sdBuy
	offers []sdOffer
	cursor int // points list, or catalogue row
	onBuys bool
	pick   int   // selected purchase of the side, when onBuys
	crew   sdBuy // the purchase being crewed
	row    int   // crew row: 0 Plt, 1 Gnr, 2… gunners, last buy
	msg    string
	err    string

	// A campaign roster (11.7) rather than an engagement: one side buys
	// with its points, what is left is banked, and the program ends.
	roster   bool
	title    string
	have     []string // the roster already held, shown for reference
	lack     [2]int   // pilots and gunners the roster's craft lack
	allow    map[string]bool
	finished bool

	// Geometry of the last view, for mouse clicks.
	top, first, rightX, buyTop, buyFirst int
}

func newSDBuild(cfg tui.Config, done func(engine.Scenario) tui.Screen, back tui.Screen) *sdBuild {
	m := &sdBuild{cfg: cfg, st: tui.NewStyles(cfg.Color), done: done, back: back, names: [2]string{"Red", "Blue"}, offers: sdOffers()}
	m.cursor = 1 // 100 points: the usual game
	return m
}

// newSDRoster is the build screen for one campaign side: it buys craft
// with their crews out of points, from pool (empty: every craft); the
// craft without torps are not offered, as a roster cannot record them.
func newSDRoster(cfg tui.Config, title, name string, points int, pool, have []string, lack [2]int) *sdBuild {
	m := newSDBuild(cfg, nil, nil)
	m.roster, m.title, m.have, m.lack = true, title, have, lack
	m.stage, m.points, m.cursor = sdCatalog, points, 0
	m.names[0] = name
	if len(pool) > 0 {
		m.allow = map[string]bool{}
		for _, k := range pool {
			m.allow[k] = true
		}
	}
	var offers []sdOffer
	for _, o := range m.offers {
		if !o.noTorps && (m.allow == nil || m.allow[o.t.Key]) {
			offers = append(offers, o)
		}
	}
	m.offers = offers
	return m
}

func (m *sdBuild) Typing() bool { return false }

func (m *sdBuild) Keys() tui.KeyMap {
	var short []key.Binding
	switch m.stage {
	case sdPoints:
		short = []key.Binding{tui.KeyUp, tui.KeyDown, tui.KeyEnter, tui.KeyBack, tui.KeyHelp, tui.KeyQuit}
	case sdCatalog:
		if m.onBuys {
			short = []key.Binding{tui.KeyUp, tui.KeyDown, keyBuildRemove, keyBuildTab, tui.KeyBack, tui.KeyQuit}
		} else {
			short = []key.Binding{tui.KeyEnter, keyBuildTab, keyBuildAuto, keyBuildDone, tui.KeyBack, tui.KeyHelp, tui.KeyQuit}
		}
	case sdCrew:
		short = []key.Binding{tui.KeyUp, tui.KeyDown, keyBuildLess, keyBuildMore, keyBuildBuy, tui.KeyBack, tui.KeyHelp, tui.KeyQuit}
	}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{
		{tui.KeyUp, tui.KeyDown, tui.KeyEnter, tui.KeyBack},
		{keyBuildTab, keyBuildRemove, keyBuildAuto, keyBuildDone},
		{keyBuildLess, keyBuildMore, keyBuildDigit, keyBuildBuy},
		{tui.KeyHelp, tui.KeyQuit},
	}}
}

// catalogRows are the offers, then (on a roster) hiring a pilot and a
// gunner alone, then the scripted builder, then done.
func (m *sdBuild) catalogRows() int { return m.autoRow() + 2 }

// hireRows is how many crew-only rows follow the offers.
func (m *sdBuild) hireRows() int {
	if m.roster {
		return 2
	}
	return 0
}

// autoRow is the scripted builder's row.
func (m *sdBuild) autoRow() int { return len(m.offers) + m.hireRows() }

// lacking is how many pilots and gunners the roster's craft still lack
// after the hires bought on this screen.
func (m *sdBuild) lacking() (pilots, gunners int) {
	pilots, gunners = m.lack[0], m.lack[1]
	for _, b := range m.buys[m.side] {
		switch b.hire {
		case sdHirePilot:
			pilots--
		case sdHireGunner:
			gunners--
		}
	}
	return max(0, pilots), max(0, gunners)
}

// craftBought counts the craft (not the crew hired alone) bought.
func (m *sdBuild) craftBought() int {
	n := 0
	for _, b := range m.buys[m.side] {
		if b.hire == sdHireNone {
			n++
		}
	}
	return n
}

func (m *sdBuild) left() int { return m.points - sdSpent(m.buys[m.side]) }

func (m *sdBuild) crewRows() int {
	if m.crew.hire == sdHireGunner {
		return 2
	}
	return 2 + len(m.crew.gunners) + 1
}

func (m *sdBuild) Update(msg tea.Msg) (tui.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		if key.Matches(msg, tui.KeyQuit) {
			return m, tea.Quit
		}
		m.err, m.msg = "", ""
		switch m.stage {
		case sdPoints:
			return m.pointsKey(msg)
		case sdCatalog:
			return m.catalogKey(msg)
		case sdCrew:
			return m.crewKey(msg)
		}
	case tea.MouseClickMsg:
		if msg.Button != tea.MouseLeft {
			break
		}
		m.err, m.msg = "", ""
		return m.click(msg.Mouse().X, msg.Mouse().Y)
	}
	return m, nil
}

func (m *sdBuild) pointsKey(msg tea.KeyPressMsg) (tui.Screen, tea.Cmd) {
	switch {
	case key.Matches(msg, tui.KeyUp):
		m.cursor = max(0, m.cursor-1)
	case key.Matches(msg, tui.KeyDown):
		m.cursor = min(len(sd.EngagementPoints)-1, m.cursor+1)
	case key.Matches(msg, tui.KeyEnter), key.Matches(msg, tui.KeyRight):
		m.choosePoints(sd.EngagementPoints[m.cursor])
	case key.Matches(msg, tui.KeyBack), key.Matches(msg, tui.KeyLeft):
		return m.back, nil
	}
	return m, nil
}

func (m *sdBuild) choosePoints(p int) {
	m.points = p
	for s := range m.buys {
		if sdSpent(m.buys[s]) > p {
			m.msg = fmt.Sprintf("%s's purchases cost more than %d TPV and were cleared.", m.names[s], p)
			m.buys[s] = nil
		}
	}
	m.stage, m.side, m.cursor, m.onBuys = sdCatalog, 0, 0, false
}

func (m *sdBuild) catalogKey(msg tea.KeyPressMsg) (tui.Screen, tea.Cmd) {
	bs := m.buys[m.side]
	if m.onBuys {
		switch {
		case key.Matches(msg, tui.KeyUp):
			m.pick = max(0, m.pick-1)
		case key.Matches(msg, tui.KeyDown):
			m.pick = min(len(bs)-1, m.pick+1)
		case key.Matches(msg, keyBuildRemove):
			m.remove(m.pick)
		case key.Matches(msg, keyBuildTab), key.Matches(msg, tui.KeyBack), key.Matches(msg, tui.KeyLeft), key.Matches(msg, tui.KeyEnter):
			m.onBuys = false
		}
		return m, nil
	}
	switch {
	case key.Matches(msg, tui.KeyUp):
		m.cursor = max(0, m.cursor-1)
	case key.Matches(msg, tui.KeyDown):
		m.cursor = min(m.catalogRows()-1, m.cursor+1)
	case key.Matches(msg, tui.KeyEnter), key.Matches(msg, tui.KeyRight):
		return m.activate(m.cursor)
	case key.Matches(msg, keyBuildTab):
		if len(bs) == 0 {
			m.err = m.names[m.side] + " has bought nothing to remove yet."
		} else {
			m.onBuys, m.pick = true, min(m.pick, len(bs)-1)
		}
	case key.Matches(msg, keyBuildAuto):
		m.cursor = m.autoRow()
		return m.activate(m.cursor)
	case key.Matches(msg, keyBuildDone):
		m.cursor = m.autoRow() + 1
		return m.activate(m.cursor)
	case key.Matches(msg, tui.KeyBack), key.Matches(msg, tui.KeyLeft):
		if m.roster {
			return m, tea.Quit // nothing bought: the points stay banked
		}
		if m.side == 1 {
			m.side, m.cursor = 0, 0
			m.msg = m.names[0] + " buys again; " + m.names[1] + "'s purchases are kept."
			return m, nil
		}
		m.stage = sdPoints
		for i, p := range sd.EngagementPoints {
			if p == m.points {
				m.cursor = i
			}
		}
	}
	return m, nil
}

func (m *sdBuild) remove(i int) {
	bs := m.buys[m.side]
	if i < 0 || i >= len(bs) {
		return
	}
	label := sdLabels(bs)[i]
	m.buys[m.side] = append(append([]sdBuy(nil), bs[:i]...), bs[i+1:]...)
	m.msg = fmt.Sprintf("Removed %s (%d TPV); %s has %d of %d points left.", label, bs[i].tpv(), m.names[m.side], m.left(), m.points)
	if len(m.buys[m.side]) == 0 {
		m.onBuys = false
	}
	m.pick = min(m.pick, max(0, len(m.buys[m.side])-1))
}

// activate acts on a catalogue row.
func (m *sdBuild) activate(i int) (tui.Screen, tea.Cmd) {
	name := m.names[m.side]
	switch {
	case i < len(m.offers):
		o := m.offers[i]
		if m.craftBought() >= sdMaxCraft {
			m.err = fmt.Sprintf("%s has %d craft, as many as a side may field here.", name, sdMaxCraft)
			return m, nil
		}
		if o.least() > m.left() {
			m.err = fmt.Sprintf("Even with every skill at 1 a %s costs %d TPV; %s has only %d of its %d points left (11.8: the TPV bought may not exceed the build points).",
				o.name(), o.least(), name, m.left(), m.points)
			return m, nil
		}
		m.crew = sdBuy{t: o.t, noTorps: o.noTorps, pilot: sd.CrewFile{Plt: 5, Gnr: 5}}
		for g := 1; g < o.t.Crew; g++ {
			m.crew.gunners = append(m.crew.gunners, 5)
		}
		m.stage, m.row = sdCrew, 0
	case i < m.autoRow():
		// 11.7: a replacement for a pilot or gunner who was killed, hired
		// alone at his cost (Plt + Gnr, or Gnr).
		m.crew = sdBuy{hire: sdHirePilot, pilot: sd.CrewFile{Plt: 5, Gnr: 5}}
		least := 2
		if i > len(m.offers) {
			m.crew = sdBuy{hire: sdHireGunner, gunners: []int{5}}
			least = 1
		}
		if least > m.left() {
			m.err = fmt.Sprintf("Even with every skill at 1 a %s costs %d; %s has only %d points left.", m.crew.name(), least, name, m.left())
			return m, nil
		}
		m.stage, m.row = sdCrew, 0
	case i == m.autoRow():
		before := len(m.buys[m.side])
		if m.roster {
			m.buys[m.side] = m.hireLacking(m.buys[m.side])
		}
		m.buys[m.side] = sdFill(m.buys[m.side], m.points, m.allow)
		added := m.buys[m.side][before:]
		if len(added) == 0 {
			m.err = fmt.Sprintf("The scripted builder finds nothing more to buy with %s's %d points left.", name, m.left())
			return m, nil
		}
		labels := sdLabels(m.buys[m.side])[before:]
		m.msg = fmt.Sprintf("The scripted builder bought %s for %s: %d of %d TPV spent.", strings.Join(labels, ", "), name, sdSpent(m.buys[m.side]), m.points)
	default:
		if m.roster {
			m.finished = true
			return m, tea.Quit
		}
		if len(m.buys[m.side]) == 0 {
			m.err = name + " has bought nothing: buy at least one craft (or press a for the scripted builder)."
			return m, nil
		}
		if m.side == 0 {
			m.side, m.cursor, m.onBuys, m.pick = 1, 0, false, 0
			m.msg = fmt.Sprintf("%s is done with %d of %d TPV. Now %s buys; 11.8 keeps no purchase secret, so both forces are shown.",
				name, sdSpent(m.buys[0]), m.points, m.names[1])
			return m, nil
		}
		sc, err := sdEngagement(m.points, m.names, m.buys)
		if err != nil {
			m.err = err.Error()
			return m, nil
		}
		return m.done(sc), nil
	}
	return m, nil
}

// hireLacking is the scripted builder's first step on a roster: it hires
// the pilots and gunners the roster's craft lack, at 5 while the points
// allow, else with what is left (at least 1 each skill), pilots first.
func (m *sdBuild) hireLacking(bs []sdBuy) []sdBuy {
	out := append([]sdBuy(nil), bs...)
	left := m.points - sdSpent(out)
	pilots, gunners := m.lacking()
	for ; pilots > 0 && left >= 2; pilots-- {
		b := sdBuy{hire: sdHirePilot, pilot: sd.CrewFile{Plt: min(5, (left+1)/2), Gnr: min(5, left/2)}}
		out = append(out, b)
		left -= b.tpv()
	}
	for ; gunners > 0 && left >= 1; gunners-- {
		b := sdBuy{hire: sdHireGunner, gunners: []int{min(5, left)}}
		out = append(out, b)
		left -= b.tpv()
	}
	return out
}

// skill returns a pointer to the skill on crew row r.
func (m *sdBuild) skill(r int) *int {
	if m.crew.hire == sdHireGunner {
		if r == 0 {
			return &m.crew.gunners[0]
		}
		return nil
	}
	switch {
	case r == 0:
		return &m.crew.pilot.Plt
	case r == 1:
		return &m.crew.pilot.Gnr
	case r-2 < len(m.crew.gunners):
		return &m.crew.gunners[r-2]
	}
	return nil
}

func (m *sdBuild) crewKey(msg tea.KeyPressMsg) (tui.Screen, tea.Cmd) {
	v := m.skill(m.row)
	switch {
	case key.Matches(msg, tui.KeyUp):
		m.row = max(0, m.row-1)
	case key.Matches(msg, tui.KeyDown):
		m.row = min(m.crewRows()-1, m.row+1)
	case key.Matches(msg, keyBuildLess):
		if v != nil && *v > 1 {
			*v--
		}
	case key.Matches(msg, keyBuildMore):
		if v != nil && *v < 10 {
			*v++
		}
	case key.Matches(msg, keyBuildDigit):
		if v != nil {
			*v = int(msg.String()[0] - '0')
			if *v == 0 {
				*v = 10
			}
			m.row = min(m.crewRows()-1, m.row+1)
		}
	case key.Matches(msg, keyBuildBuy):
		m.buy()
	case key.Matches(msg, tui.KeyEnter):
		if v == nil {
			m.buy()
		} else {
			m.row++
		}
	case key.Matches(msg, tui.KeyBack):
		m.stage = sdCatalog
	}
	return m, nil
}

// buy adds the crewed craft, unless its TPV would exceed the points.
func (m *sdBuild) buy() {
	name, cost := m.names[m.side], m.crew.tpv()
	if cost > m.left() {
		if m.roster {
			m.err = fmt.Sprintf("Refused: this %s costs %d points, but %s has only %d of its %d points left. Lower a skill or esc for something else.",
				m.crew.name(), cost, name, m.left(), m.points)
			return
		}
		m.err = fmt.Sprintf("Refused: this %s costs %d TPV, but %s has only %d of its %d points left; 11.8 lets no side spend more than its build points. Lower a skill or esc for another craft.",
			m.crew.name(), cost, name, m.left(), m.points)
		return
	}
	m.buys[m.side] = append(m.buys[m.side], m.crew)
	labels := sdLabels(m.buys[m.side])
	m.msg = fmt.Sprintf("Bought %s for %d TPV: %s has %d of %d points left.", labels[len(labels)-1], cost, name, m.left(), m.points)
	m.stage = sdCatalog
}

func (m *sdBuild) click(x, y int) (tui.Screen, tea.Cmd) {
	switch m.stage {
	case sdPoints:
		i := y - m.top
		if i >= 0 && i < len(sd.EngagementPoints) {
			if m.cursor == i {
				m.choosePoints(sd.EngagementPoints[i])
				return m, nil
			}
			m.cursor = i
		}
	case sdCatalog:
		if x >= m.rightX {
			i := y - m.buyTop + m.buyFirst
			if y >= m.buyTop && i >= m.buyFirst && i < len(m.buys[m.side]) {
				m.onBuys, m.pick = true, i
			}
			return m, nil
		}
		i := y - m.top + m.first
		if y >= m.top && i >= m.first && i < m.catalogRows() {
			if m.cursor == i && !m.onBuys {
				return m.activate(i)
			}
			m.cursor, m.onBuys = i, false
		}
	case sdCrew:
		i := y - m.top
		if i >= 0 && i < m.crewRows() {
			if m.row == i && i == m.crewRows()-1 {
				m.buy()
				return m, nil
			}
			m.row = i
		}
	}
	return m, nil
}

func (m *sdBuild) View(w, h int) string {
	var lines []string
	title := "General Engagement (11.8)"
	if m.points > 0 {
		title += fmt.Sprintf(", %d points", m.points)
	}
	var prompt string
	var body, foot []string
	switch {
	case m.stage == sdPoints:
		prompt = "Choose the build points of each side"
		body, foot = m.pointsView(w)
	case m.stage == sdCatalog && m.roster:
		title = m.title
		prompt = fmt.Sprintf("%s buys craft with their crews; points not spent are banked (11.7)", m.names[m.side])
		body, foot = m.catalogView(w, h)
	case m.stage == sdCatalog:
		prompt = fmt.Sprintf("%s buys craft and crews; TPV = BPV + pilot's Plt and Gnr + gunners' Gnr (1.3)", m.names[m.side])
		body, foot = m.catalogView(w, h)
	case m.stage == sdCrew && m.crew.hire != sdHireNone:
		prompt = fmt.Sprintf("%s hires a %s alone: set each skill from 1 to 10", m.names[m.side], m.crew.name())
		body, foot = m.crewView(w)
	case m.stage == sdCrew:
		prompt = fmt.Sprintf("%s crews a %s: set each skill from 1 to 10", m.names[m.side], m.crew.name())
		body, foot = m.crewView(w)
	}
	lines = append(lines, m.st.Title.Render(title), m.st.Subtle.Render(tui.Truncate(prompt, w)))
	m.top = len(lines)
	lines = append(lines, body...)
	var note []string
	if m.msg != "" || m.err != "" {
		note = append(note, "")
	}
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
	// The message says what just happened, so it keeps its lines and the
	// detail gives up its last ones when the terminal is short.
	if room := h - len(lines) - 1 - len(note); len(foot) > room {
		foot = foot[:max(0, room)]
		if room > 0 {
			foot[room-1] = tui.Truncate(foot[room-1]+" …", w)
		}
	}
	lines = append(lines, "")
	for _, l := range foot {
		lines = append(lines, tui.Truncate(l, w))
	}
	lines = append(lines, note...)
	return strings.Join(lines, "\n")
}

func (m *sdBuild) pointsView(w int) (body, foot []string) {
	for i, p := range sd.EngagementPoints {
		line := fmt.Sprintf("  %d points", p)
		if i == m.cursor {
			line = m.st.Selected.Render(fmt.Sprintf("> %d points", p))
		}
		body = append(body, line)
	}
	p := sd.EngagementPoints[m.cursor]
	detail := fmt.Sprintf("Each side buys craft and crews worth at most %d TPV, sets up in Area A or J and fights ten turns; the side that destroyed the more TPV wins (11.8).", p)
	for _, l := range tui.Wrap(detail, w-2, 0) {
		foot = append(foot, m.st.Subtle.Render("  "+l))
	}
	return body, foot
}

// catalogView: the craft on the left, both sides' purchases on the right.
func (m *sdBuild) catalogView(w, h int) (body, foot []string) {
	lw := 42
	rw := w - lw - 2
	m.rightX = lw + 2
	rows := max(5, h-8)
	total := m.catalogRows()
	first := 0
	if total > rows {
		first = min(max(0, m.cursor-rows/2), total-rows)
	}
	m.first = first
	left := m.side
	var lcol []string
	for i := first; i < total && i < first+rows; i++ {
		var text string
		dim := false
		switch {
		case i < len(m.offers):
			o := m.offers[i]
			text = fmt.Sprintf("%-21s BPV %2d  crew %d", o.name(), o.bpv(), o.t.Crew)
			dim = o.least() > m.left()
		case i == len(m.offers):
			np, _ := m.lacking()
			text = fmt.Sprintf("Hire a pilot alone (%d lacking)", np)
			dim = m.left() < 2
		case i < m.autoRow():
			_, ng := m.lacking()
			text = fmt.Sprintf("Hire a gunner alone (%d lacking)", ng)
			dim = m.left() < 1
		case i == m.autoRow():
			text = "Scripted builder fills " + m.names[left]
		default:
			next := "start the game"
			switch {
			case m.roster:
				next = fmt.Sprintf("bank the %d points left", m.left())
			case m.side == 0:
				next = m.names[1] + " buys next"
			}
			text = "Done: " + next
		}
		line := "  " + text
		switch {
		case i == m.cursor && !m.onBuys:
			line = m.st.Selected.Render("> " + text)
		case i == m.cursor:
			line = "> " + text
		case dim:
			line = m.st.Subtle.Render(line)
		}
		if (i == first && first > 0) || (i == first+rows-1 && i < total-1) {
			line += m.st.Subtle.Render(" …")
		}
		lcol = append(lcol, line)
	}
	// The right column: this side's purchases (selectable), then the
	// other side's, open information under 11.8.
	var rcol []string
	me, other := m.side, 1-m.side
	head := func(p int) string {
		s := fmt.Sprintf("%s: %d of %d TPV, %d left", m.names[p], sdSpent(m.buys[p]), m.points, m.points-sdSpent(m.buys[p]))
		if p == 0 && m.side == 1 {
			s += " (done)"
		}
		return s
	}
	rcol = append(rcol, m.st.Selected.Render(tui.Truncate(head(me), rw)))
	mine := sdLabels(m.buys[me])
	room := max(1, rows-3-min(len(m.buys[other]), 3))
	bfirst := 0
	if len(mine) > room {
		bfirst = min(max(0, m.pick-room/2), len(mine)-room)
	}
	m.buyTop, m.buyFirst = m.top+1, bfirst
	if len(mine) == 0 {
		rcol = append(rcol, m.st.Subtle.Render("  nothing bought yet"))
	}
	for i := bfirst; i < len(mine) && i < bfirst+room; i++ {
		text := fmt.Sprintf("%-*s %3d", rw-6, tui.Truncate(mine[i]+sdNoTorpsMark(m.buys[me][i]), rw-6), m.buys[me][i].tpv())
		line := "  " + text
		if m.onBuys && i == m.pick {
			line = m.st.Selected.Render("> " + text)
		}
		rcol = append(rcol, line)
	}
	if len(mine) > room {
		rcol = append(rcol, m.st.Subtle.Render(fmt.Sprintf("  (%d-%d of %d)", bfirst+1, min(len(mine), bfirst+room), len(mine))))
	}
	theirs := sdLabels(m.buys[other])
	var theirTPV []int
	for _, b := range m.buys[other] {
		theirTPV = append(theirTPV, b.tpv())
	}
	if m.roster {
		rcol = append(rcol, "", "On the roster already:")
		theirs, theirTPV = m.have, nil
		if len(theirs) == 0 {
			theirs = []string{"nothing"}
		}
	} else {
		rcol = append(rcol, "", tui.Truncate(head(other), rw))
	}
	left2 := rows - len(rcol)
	for i, l := range theirs {
		if i == left2-1 && len(theirs) > left2 {
			rcol = append(rcol, m.st.Subtle.Render(fmt.Sprintf("  … and %d more", len(theirs)-i)))
			break
		}
		if theirTPV == nil {
			rcol = append(rcol, m.st.Subtle.Render("  "+tui.Truncate(l, rw-2)))
			continue
		}
		rcol = append(rcol, m.st.Subtle.Render(fmt.Sprintf("  %-*s %3d", rw-6, tui.Truncate(l+sdNoTorpsMark(m.buys[other][i]), rw-6), theirTPV[i])))
	}
	n := max(len(lcol), len(rcol))
	body = tui.Besides(tui.Column(lcol, lw, n), tui.Column(rcol, rw, n), "  ")
	// The detail of what is selected.
	var detail string
	switch {
	case m.onBuys && m.pick < len(m.buys[me]) && m.buys[me][m.pick].hire != sdHireNone:
		b := m.buys[me][m.pick]
		detail = fmt.Sprintf("%s for %d points. x removes it.", mine[m.pick], b.tpv())
	case m.onBuys && m.pick < len(m.buys[me]):
		b := m.buys[me][m.pick]
		detail = fmt.Sprintf("%s: BPV %d + %s = TPV %d. x removes it.", mine[m.pick], b.bpv(), b.crewText(), b.tpv())
	case m.cursor < len(m.offers):
		detail = sdOfferDetail(m.offers[m.cursor])
	case m.cursor < m.autoRow():
		np, ng := m.lacking()
		detail = fmt.Sprintf("A replacement for a crew member who was killed (11.7): a pilot costs Plt + Gnr, a gunner Gnr, and mans a craft of the roster that lacks one. The roster's craft lack %d pilot(s) and %d gunner(s).", np, ng)
	case m.cursor == m.autoRow() && m.roster:
		detail = fmt.Sprintf("Keeps %s's purchases, hires the crew its craft lack, fills the %d points left with craft crewed at 5, then raises their skills with what remains.", m.names[me], m.left())
	case m.cursor == m.autoRow():
		detail = fmt.Sprintf("Keeps %s's purchases and fills the %d points left with craft crewed at 5, then raises their skills with what remains.", m.names[me], m.left())
	case m.roster:
		detail = fmt.Sprintf("Ends %s's purchases; the %d points left are banked for later (11.7).", m.names[me], m.left())
	default:
		detail = "Ends " + m.names[me] + "'s purchases."
	}
	for _, l := range tui.Wrap(detail, w-2, 0) {
		foot = append(foot, m.st.Subtle.Render("  "+l))
	}
	return body, foot
}

func sdNoTorpsMark(b sdBuy) string {
	if b.noTorps {
		return " (no torps)"
	}
	return ""
}

// sdOfferDetail is a craft's display in one or two lines.
func sdOfferDetail(o sdOffer) string {
	t := o.t
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
		if n > 0 && !o.noTorps {
			torps = append(torps, fmt.Sprintf("%d %s", n, sd.Marks[k].Name))
		}
	}
	if len(torps) > 0 {
		s += "; torps " + strings.Join(torps, ", ")
	}
	return s + fmt.Sprintf(". TPV from %d.", o.least())
}

func (m *sdBuild) crewView(w int) (body, foot []string) {
	c := m.crew
	for r := 0; r < m.crewRows(); r++ {
		var text string
		switch {
		case c.hire != sdHireNone && r == m.crewRows()-1:
			text = fmt.Sprintf("Hire him for %d points", c.tpv())
		case c.hire == sdHireGunner:
			text = fmt.Sprintf("Gunner's Gnr  < %2d >   Attack Die Bonus 1D%d", c.gunners[0], sd.ADBDie(c.gunners[0]))
		case r == 0:
			text = fmt.Sprintf("Pilot's Plt   < %2d >   Tight Turn Cost 1D%d+3", c.pilot.Plt, sd.TTCDie(c.pilot.Plt))
		case r == 1:
			text = fmt.Sprintf("Pilot's Gnr   < %2d >   Attack Die Bonus 1D%d", c.pilot.Gnr, sd.ADBDie(c.pilot.Gnr))
		case r-2 < len(c.gunners):
			g := c.gunners[r-2]
			text = fmt.Sprintf("Gunner %d Gnr  < %2d >   Attack Die Bonus 1D%d", r-1, g, sd.ADBDie(g))
		default:
			text = fmt.Sprintf("Buy it for %d TPV", c.tpv())
		}
		line := "  " + text
		if r == m.row {
			line = m.st.Selected.Render("> " + text)
		}
		body = append(body, line)
	}
	if c.hire != sdHireNone {
		return body, append(foot, m.hireFoot()...)
	}
	sum := fmt.Sprintf("TPV %d = BPV %d + pilot %d (Plt %d + Gnr %d)", c.tpv(), c.bpv(), c.pilot.Plt+c.pilot.Gnr, c.pilot.Plt, c.pilot.Gnr)
	for i, g := range c.gunners {
		sum += fmt.Sprintf(" + gunner %d (Gnr %d)", i+1, g)
	}
	foot = append(foot, "  "+sum)
	left := m.left()
	after := fmt.Sprintf("%s has %d of %d points left; after this purchase %d.", m.names[m.side], left, m.points, left-c.tpv())
	if c.tpv() > left {
		foot = append(foot, m.st.Warn.Render(fmt.Sprintf("  %s has %d of %d points left: this crew is %d over.", m.names[m.side], left, m.points, c.tpv()-left)))
	} else {
		foot = append(foot, m.st.OK.Render("  "+after))
	}
	for _, l := range tui.Wrap(sdOfferDetail(sdOffer{c.t, c.noTorps}), w-2, 0) {
		foot = append(foot, m.st.Subtle.Render("  "+l))
	}
	return body, foot
}

// hireFoot is the crew step's summary for a crew member hired alone.
func (m *sdBuild) hireFoot() []string {
	c := m.crew
	sum := fmt.Sprintf("Cost %d = Plt %d + Gnr %d (1.3: a pilot costs Plt + Gnr)", c.tpv(), c.pilot.Plt, c.pilot.Gnr)
	if c.hire == sdHireGunner {
		sum = fmt.Sprintf("Cost %d = Gnr %d (1.3: a gunner costs his Gnr)", c.tpv(), c.gunners[0])
	}
	foot := []string{"  " + sum}
	left := m.left()
	if c.tpv() > left {
		foot = append(foot, m.st.Warn.Render(fmt.Sprintf("  %s has %d of %d points left: this crew member is %d over.", m.names[m.side], left, m.points, c.tpv()-left)))
	} else {
		foot = append(foot, m.st.OK.Render(fmt.Sprintf("  %s has %d of %d points left; after this hire %d.", m.names[m.side], left, m.points, left-c.tpv())))
	}
	np, ng := m.lacking()
	foot = append(foot, m.st.Subtle.Render(fmt.Sprintf("  The roster's craft lack %d pilot(s) and %d gunner(s).", np, ng)))
	return foot
}

// RosterBuy is a craft bought on the roster screen with the crew that mans
// it: a pilot (Plt, Gnr) and the gunners' Gnr. With Hire set it is a crew
// member hired alone, with no craft (Type empty): Hire "pilot" (Pilot's
// Plt and Gnr) or "gunner" (Gunners[0]).
type RosterBuy struct {
	Type    string
	Pilot   sd.CrewFile
	Gunners []int
	Hire    string `json:",omitempty"`
}

// What a RosterBuy's Hire says.
const (
	HirePilot  = "pilot"
	HireGunner = "gunner"
)

// RunRoster lets a person buy craft and crews for one side of a Silent
// Death campaign (11.7) with points, from pool (empty: every craft), or
// hire pilots and gunners alone; have lists what the roster holds already
// and lack how many pilots and gunners its craft lack. done is false when
// the person left without finishing (esc or q): nothing is bought then.
func RunRoster(cfg tui.Config, title, name string, points int, pool, have []string, lack [2]int) (buys []RosterBuy, done bool, err error) {
	m := newSDRoster(cfg, title, name, points, pool, have, lack)
	if err := tui.Run(tui.NewApp(cfg, m)); err != nil {
		return nil, false, err
	}
	return m.rosterResult()
}

func (m *sdBuild) rosterResult() ([]RosterBuy, bool, error) {
	if !m.finished {
		return nil, false, nil
	}
	var out []RosterBuy
	for _, b := range m.buys[0] {
		switch b.hire {
		case sdHirePilot:
			out = append(out, RosterBuy{Hire: HirePilot, Pilot: b.pilot})
		case sdHireGunner:
			out = append(out, RosterBuy{Hire: HireGunner, Gunners: []int{b.gunners[0]}})
		default:
			out = append(out, RosterBuy{Type: b.t.Key, Pilot: b.pilot, Gunners: append([]int(nil), b.gunners...)})
		}
	}
	return out, true, nil
}
