package silentdeath

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// playUntil makes the scripted opponent's choices in sess, for both sides,
// until stop says so.
func playUntil(t testing.TB, sess *engine.Session, stop func(c *sd.Campaign) bool) *sd.Campaign {
	t.Helper()
	for k := 0; k < 20000; k++ {
		c := sess.State().(*sd.Campaign)
		if stop(c) {
			return c
		}
		if c.Outcome().Over {
			t.Fatal("the campaign ended first")
		}
		p := c.Phase().Actors[0]
		in, err := sd.Scripted{}.Choose(c.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("never reached")
	return nil
}

// passHandoff passes a handoff screen, if one is shown.
func passHandoff(d *tuitest.Driver) {
	if d.Snap().Handoff {
		d.Keys("enter")
	}
}

// TestCampaignPoolsAndRostersByKeys plays a restricted campaign's start
// by keys: the roll for the first pick from the action list, the twelve
// designs taken in turn, Red's roster bought from its pool with a gunner
// hired alone, refused done while points are left (11.7 spends all 300)
// and filled by the builder, Blue's by the builder; the Side A roll
// follows.
func TestCampaignPoolsAndRostersByKeys(t *testing.T) {
	sess := sdSession(t, "campaign-restricted", 4, false)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	if !strings.Contains(d.Screen(), "[R] Roll for the first pick") {
		t.Fatalf("no roll in the action list:\n%s", d.Screen())
	}
	choose(t, d, sd.Roll{By: 0})
	for k := 0; k < 40 && sess.State().Phase().Name == sd.PhaseCampPools; k++ {
		passHandoff(d)
		if _, ok := d.Snap().Phase.(*poolsModel); !ok {
			t.Fatalf("no pools screen:\n%s", d.Screen())
		}
		if k == 0 && !strings.Contains(d.Screen(), "takes a design into its pool") {
			t.Fatalf("the pools screen:\n%s", d.Screen())
		}
		d.Keys("enter")
	}
	c := sess.State().(*sd.Campaign)
	red, blue := c.Pool(0), c.Pool(1)
	if len(red) != 6 || len(blue) != 6 {
		t.Fatalf("pools %v %v", red, blue)
	}
	passHandoff(d)
	// Red buys the first craft of its pool with the crew offered, then
	// hires a gunner alone.
	m := shopOf(t, d)
	if m.me != 0 || !strings.Contains(d.Screen(), "On the roster already:") {
		t.Fatalf("Red's roster screen:\n%s", d.Screen())
	}
	first, _ := sd.CraftByKey(red[0])
	for _, o := range m.offers {
		if !contains(red, o.Type.Key) {
			t.Fatalf("%s is offered outside Red's pool", o.Name())
		}
	}
	catalogTo(t, d, first.Name)
	d.Keys("enter", "b")
	for m.cursor < len(m.offers)+1 {
		d.Keys("down")
	}
	d.Keys("enter", "7", "b")
	sh, _ := sess.State().(*sd.Campaign).Shop()
	if len(sh.Purchases[0]) != 2 || sh.Purchases[0][1].Label != "Hired gunner Gnr 7" {
		t.Fatalf("Red's purchases %+v:\n%s", sh.Purchases[0], d.Screen())
	}
	d.Keys("d")
	if !strings.Contains(d.Screen(), "points are left") || sess.State().Phase().Actors[0] != 0 {
		t.Fatalf("done with points left:\n%s", d.Screen())
	}
	d.Keys("a")
	d.Keys("d")
	passHandoff(d)
	d.Keys("a")
	d.Keys("d")
	c = sess.State().(*sd.Campaign)
	if s := c.Squadron(0); len(s.Craft) < 1 || s.Craft[0].Type != first.Key || s.Bank != 0 || s.Value() != sd.Budget {
		t.Fatalf("Red's roster %+v", s)
	}
	if s := c.Squadron(1); s.Value() < 250 || c.SideA() < 0 {
		t.Fatalf("Blue's roster is worth %d; Side A %d", s.Value(), c.SideA())
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestCampaignFieldingByKeys: Side B chooses what to field in scenario 1
// by keys within 200 TPV (11.7); a craft over the limit is refused with
// the reason, and the battle fields just what was chosen.
func TestCampaignFieldingByKeys(t *testing.T) {
	sess := sdSession(t, "campaign", 5, false)
	c := playUntil(t, sess, func(c *sd.Campaign) bool { return c.Phase().Name == sd.PhaseCampField })
	b := 1 - c.SideA()
	d := tuitest.Game(t, cfg, sess, 80, 24)
	passHandoff(d)
	m, ok := d.Snap().Phase.(*fieldModel)
	if !ok || m.me != b {
		t.Fatalf("no fielding screen for Side B:\n%s", d.Screen())
	}
	if !strings.Contains(d.Screen(), "fields and crews at most 12 craft and 200 TPV (11.7)") {
		t.Fatalf("the fielding screen:\n%s", d.Screen())
	}
	// Keep every craft home but the last; field the others again until
	// the limit refuses one.
	for i := range m.fv.Rows {
		if m.fv.Rows[i].Fielded {
			toLine(t, d, m, i, -1)
			d.Keys("space")
		}
	}
	if m.fv.Craft != 0 {
		t.Fatalf("%d craft still fielded", m.fv.Craft)
	}
	d.Keys("d")
	if !strings.Contains(d.Screen(), "field at least one craft") {
		t.Fatalf("done with nothing fielded:\n%s", d.Screen())
	}
	toLine(t, d, m, len(m.fv.Rows)-1, -1)
	d.Keys("space")
	refused := false
	for i := len(m.fv.Rows) - 2; i >= 0 && !refused; i-- {
		toLine(t, d, m, i, -1)
		d.Keys("space")
		refused = strings.Contains(d.Screen(), "may field at most 200 TPV")
	}
	fielded := m.fv.Craft
	d.Keys("d")
	if c.SideA() == 1 {
		// Side A chooses what to field too (11.7: participation is always
		// optional), after side 0: it keeps the builder's choice.
		passHandoff(d)
		if m, ok := d.Snap().Phase.(*fieldModel); !ok || m.me != c.SideA() {
			t.Fatalf("no fielding screen for Side A:\n%s", d.Screen())
		}
		d.Keys("d")
	}
	bat := sd.BattleOf(sess.State())
	if bat == nil {
		t.Fatalf("no battle after the choice:\n%s", d.Screen())
	}
	n := 0
	for _, cv := range bat.Crafts() {
		if cv.Side == b {
			n++
		}
	}
	if n != fielded {
		t.Fatalf("Side B fields %d craft, chose %d", n, fielded)
	}
}

// fieldingScreen is campaign seed 5 on its first fielding screen at 80×24,
// the handoff passed.
func fieldingScreen(t *testing.T) (*tuitest.Driver, *fieldModel) {
	t.Helper()
	sess := sdSession(t, "campaign", 5, false)
	playUntil(t, sess, func(c *sd.Campaign) bool { return c.Phase().Name == sd.PhaseCampField })
	d := tuitest.Game(t, cfg, sess, 80, 24)
	passHandoff(d)
	m, ok := d.Snap().Phase.(*fieldModel)
	if !ok {
		t.Fatalf("no fielding screen:\n%s", d.Screen())
	}
	return d, m
}

// TestCampaignCrewByKeys: on the fielding screen each craft's seats are
// listed under it; "-" on the pilot's seat of a fielded craft is refused
// with the reason (11.7, 1.3), once the craft is kept home it empties the
// seat ("-" then enter), "→" and enter seat the free pilot again, and the
// craft goes back in.
func TestCampaignCrewByKeys(t *testing.T) {
	d, m := fieldingScreen(t)
	pilot := m.fv.Rows[0].Seats[0].Label
	if !strings.Contains(d.Screen(), "pilot:    "+pilot) {
		t.Fatalf("no pilot's seat under the first craft:\n%s", d.Screen())
	}
	toLine(t, d, m, 0, 0)
	d.Keys("-")
	if !strings.Contains(d.Screen(), "is fielded and cannot fly without its pilot") {
		t.Fatalf("the pilot taken out of a fielded craft:\n%s", d.Screen())
	}
	toLine(t, d, m, 0, -1)
	d.Keys("space")
	toLine(t, d, m, 0, 0)
	d.Keys("-", "enter")
	if s := d.Screen(); !strings.Contains(s, "pilot:    empty") || !strings.Contains(s, "Sitting in no craft: "+pilot) || !strings.Contains(s, "crew incomplete") {
		t.Fatalf("the seat emptied:\n%s", s)
	}
	d.Keys("right", "enter")
	if m.fv.Rows[0].Seats[0].Label != pilot || !m.fv.Rows[0].Crewed {
		t.Fatalf("→ did not seat the pilot again:\n%s", d.Screen())
	}
	toLine(t, d, m, 0, -1)
	d.Keys("space")
	if !m.fv.Rows[0].Fielded {
		t.Fatalf("the craft is not fielded again:\n%s", d.Screen())
	}
}

// toLine moves the fielding screen's cursor to the line of row's craft
// (seat −1) or of one of its seats.
func toLine(t *testing.T, d *tuitest.Driver, m *fieldModel, row, seat int) {
	t.Helper()
	for k := 0; k < 500; k++ {
		l := m.lines[m.cursor]
		switch {
		case l.row == row && l.seat == seat:
			return
		case l.row < row || l.row == row && l.seat < seat:
			d.Keys("down")
		default:
			d.Keys("up")
		}
	}
	t.Fatalf("no line for row %d seat %d", row, seat)
}

// experienceScreen plays campaigns of seeds 1 to 59 to the first
// Experience screen after the first scenario that lists at least rows
// veterans, and shows it.
func experienceScreen(t *testing.T, rows int) (*engine.Session, *sd.Campaign, *tuitest.Driver, *expModel) {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		sess := sdSession(t, "campaign", seed, false)
		c := playUntil(t, sess, func(c *sd.Campaign) bool {
			return c.Phase().Name == sd.PhaseCampExp || c.Played() > 1
		})
		if c.Phase().Name != sd.PhaseCampExp {
			continue
		}
		d := tuitest.Game(t, cfg, sess, 80, 24)
		pastScenarioEnd(d)
		m, ok := d.Snap().Phase.(*expModel)
		if !ok {
			t.Fatalf("no experience screen:\n%s", d.Screen())
		}
		if len(m.rows) >= rows {
			return sess, c, d, m
		}
	}
	t.Fatalf("no seed of 1 to 59 gives %d veterans after the first scenario", rows)
	return nil, nil, nil, nil
}

// TestCampaignExperienceByKeys: after a scenario each veteran of a side
// raises a skill on its screen, p for Plt and g for Gnr.
func TestCampaignExperienceByKeys(t *testing.T) {
	sess, c, d, m := experienceScreen(t, 1)
	me, rows, crew := m.me, len(m.rows), m.rows[0].Crew
	before := c.Squadron(me).Crew[crew]
	key, raised := "g", "Gnr"
	if m.rows[0].CanPlt {
		key, raised = "p", "Plt"
	}
	d.Keys(key)
	after := sess.State().(*sd.Campaign).Squadron(me).Crew[crew]
	if raised == "Plt" && after.Plt != before.Plt+1 || raised == "Gnr" && after.Gnr != before.Gnr+1 {
		t.Fatalf("%s: %+v became %+v", key, before, after)
	}
	if rows > 1 && len(sess.State().(*sd.Campaign).Advances(me)) != rows-1 {
		t.Fatal("the advance was not recorded")
	}
}

// TestPhasePageKeepsDetail: a phase screen with no message keeps the room
// for its detail; an empty message and error took two lines, and at 80x24
// the pools' screen lost the end of a design's description ("TPV from
// 42.") and the other side's pool.
func TestPhasePageKeepsDetail(t *testing.T) {
	sess := sdSession(t, "campaign-restricted", 5, false)
	c := playUntil(t, sess, func(c *sd.Campaign) bool { return c.Phase().Name == sd.PhaseCampPools })
	left, _, _ := c.PoolChoice()
	m := newPoolsModel(tui.NewStyles(false), c, c.Phase().Actors[0], left, nil)
	page := tuitest.Plain(m.View(80, 19))
	for _, want := range []string{"The Destroyers' pool", "TPV", "from 42."} {
		if !strings.Contains(page, want) {
			t.Errorf("the pools' screen at 19 lines lacks %q:\n%s", want, page)
		}
	}
}

// TestRollItem: the roll for the first pick reads once in the list; it
// read "[R] Roll for the first pick roll for the first pick".
func TestRollItem(t *testing.T) {
	sess := sdSession(t, "campaign-restricted", 5, false)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	passHandoff(d)
	if s := d.Screen(); !strings.Contains(s, "[R] Roll for the first pick") || strings.Contains(s, "pick roll") {
		t.Errorf("the roll in the list:\n%s", s)
	}
}

// TestCampaignCrewNobodyFreeSaysWhy: → on a seat nobody else may take
// says why, in the game's words — the next pilot crews another craft
// already and must be taken out of it first (11.7, 1.3); the screen said
// only "Nobody else may take pilot's seat now."
func TestCampaignCrewNobodyFreeSaysWhy(t *testing.T) {
	d, m := fieldingScreen(t)
	row := -1
	for i, r := range m.fv.Rows {
		if len(r.Seats) > 0 && len(r.Seats[0].Options) == 0 && r.Seats[0].Member >= 0 {
			row = i
			break
		}
	}
	if row < 0 || len(m.fv.Rows) < 2 {
		t.Fatalf("seed 5 has no pilot's seat without options any more; pick another:\n%s", d.Screen())
	}
	toLine(t, d, m, row, 0)
	d.Keys("right")
	s := d.Screen()
	if !strings.Contains(s, "Nobody else may take the pilot's seat now: the pilot") || !strings.Contains(s, "already") || !strings.Contains(s, "him out of it first") {
		t.Fatalf("→ with nobody free does not say why:\n%s", s)
	}
	for _, l := range strings.Split(s, "\n") {
		if ansi.StringWidth(l) > 80 {
			t.Fatalf("a line wider than 80 columns: %q", l)
		}
	}
}

// TestCampaignLogNamesTheBattlesTurn: in battle 2's first turn the log
// named the intents by the turn counted across the campaign ("T13") while
// the header said "Battle 2, turn 1"; it names the battle's own turn now,
// and Phase's Turn still counts on.
func TestCampaignLogNamesTheBattlesTurn(t *testing.T) {
	sess := sdSession(t, "campaign", 1, false)
	playUntil(t, sess, func(c *sd.Campaign) bool { return c.Played() == 1 && c.Battle() != nil })
	start := sess.Len()
	c := playUntil(t, sess, func(c *sd.Campaign) bool { return sess.Len() >= start+2 })
	if c.Battle().Phase().Turn != 1 {
		t.Fatalf("battle 2 is in turn %d", c.Battle().Phase().Turn)
	}
	whole := c.Phase().Turn
	if whole <= 1 {
		t.Fatalf("Phase's Turn is %d: it should count battle 1's turns too", whole)
	}
	d := tuitest.Game(t, cfg, sess, 120, 40)
	passHandoff(d)
	if s := d.Screen(); !strings.Contains(s, "Battle 2, turn 1") {
		t.Fatalf("the header does not name the battle's turn:\n%s", s)
	}
	d.Keys("L")
	s := d.Screen()
	if strings.Contains(s, "T"+strconv.Itoa(whole)+" ") {
		t.Errorf("the log names the campaign's turn T%d:\n%s", whole, s)
	}
	if !strings.Contains(s, "T1 ") {
		t.Errorf("the log does not name the battle's turn T1:\n%s", s)
	}
	// The headless replay and the replay viewer name it alike.
	if got := engine.LogTurn(sess.StateAt(start), sess.Records()[start].Turn); got != "T1" {
		t.Errorf("battle 2's first intent is labelled %q, want T1", got)
	}
}

// keptHome is the row of a craft kept home whose pilot's seat is filled,
// with the first row's craft fielded (seed 5 of the fielding screen has one).
func keptHome(t *testing.T, d *tuitest.Driver, m *fieldModel) int {
	t.Helper()
	for i, r := range m.fv.Rows {
		if !r.Fielded && len(r.Seats) > 0 && r.Seats[0].Member >= 0 && i > 0 && m.fv.Rows[0].Fielded {
			return i
		}
	}
	t.Fatalf("seed 5 has no craft kept home any more:\n%s", d.Screen())
	return -1
}

// TestCampaignCrewSwapAsks: →, ← and - on a seat choose a change and show
// it, and only enter makes it; esc, or the cursor moving on, keeps the
// seat as it was (one stray → swapped a craft's pilot at once).
func TestCampaignCrewSwapAsks(t *testing.T) {
	d, m := fieldingScreen(t)
	home := keptHome(t, d, m)
	member := func(row int) sd.MemberID { return m.fv.Rows[row].Seats[0].Member }
	was := member(home)
	toLine(t, d, m, home, 0)
	d.Keys("-")
	if s := d.Screen(); member(home) != was || !strings.Contains(s, "out of") || !strings.Contains(s, "? enter / esc") {
		t.Fatalf("- emptied the seat at once, or did not ask:\n%s", s)
	}
	d.Keys("esc")
	if s := d.Screen(); member(home) != was || strings.Contains(s, "out of") {
		t.Fatalf("esc did not keep the seat:\n%s", s)
	}
	d.Keys("-", "enter")
	if member(home) >= 0 {
		t.Fatalf("- and enter did not empty the seat:\n%s", d.Screen())
	}
	// The pilot freed may take craft 0's seat: → shows him, enter seats him.
	first := member(0)
	toLine(t, d, m, 0, 0)
	d.Keys("right")
	if s := d.Screen(); member(0) != first || !strings.Contains(s, "in place of the") {
		t.Fatalf("→ swapped the pilot at once, or did not ask:\n%s", s)
	}
	d.Keys("down")
	if member(0) != first || m.pending != nil {
		t.Fatalf("the cursor moved on and the change stayed: %+v", m.pending)
	}
	toLine(t, d, m, 0, 0)
	d.Keys("right", "enter")
	if member(0) != was {
		t.Fatalf("→ and enter seated %d, want the freed pilot %d:\n%s", member(0), was, d.Screen())
	}
}

// TestCampaignCrewSwapNamesWhoWouldSit: the change waiting for enter names
// who would sit in the seat as the game offers him (the seat's option
// label), or "empty" after -; the name is read from the seat's options,
// not kept beside the change.
func TestCampaignCrewSwapNamesWhoWouldSit(t *testing.T) {
	d, m := fieldingScreen(t)
	home := keptHome(t, d, m)
	toLine(t, d, m, home, 0)
	d.Keys("-")
	if s := d.Screen(); !strings.Contains(s, "→ empty? enter / esc") {
		t.Fatalf("- does not show the seat empty:\n%s", s)
	}
	d.Keys("enter")
	toLine(t, d, m, 0, 0)
	for k := 0; k < 2; k++ {
		d.Keys("right")
		if m.pending == nil {
			t.Fatalf("→ chose nobody:\n%s", d.Screen())
		}
		who := m.pending.crew.Member
		label := ""
		for _, o := range m.fv.Rows[0].Seats[0].Options {
			if o.Member == who {
				label = o.Label
			}
		}
		s := d.Screen()
		if label == "" || !strings.Contains(s, "→ "+label+"? enter / esc") || !strings.Contains(strings.Join(strings.Fields(s), " "), "Seat the "+label+" in") {
			t.Fatalf("→ chose member %d (%q) but the screen names another:\n%s", who, label, s)
		}
	}
	d.Keys("esc")
	if m.pending != nil {
		t.Fatal("esc kept the change")
	}
}

// TestCampaignExperienceBurst: keys sent together (g g for two veterans,
// the second before the first advance's state was drawn) raise two
// veterans; the second g asked for the first veteran again, from the rows
// the screen still held, and was refused. The game screen now applies an
// intent before the next key (tui.Proposals).
func TestCampaignExperienceBurst(t *testing.T) {
	sess, c, d, m := experienceScreen(t, 2)
	me, first, second := m.me, m.rows[0].Crew, m.rows[1].Crew
	before := c.Squadron(me).Crew
	d.Burst("g", "g")
	after := sess.State().(*sd.Campaign).Squadron(me).Crew
	if after[first].Gnr != before[first].Gnr+1 || after[second].Gnr != before[second].Gnr+1 {
		t.Fatalf("g g raised %+v and %+v to %+v and %+v:\n%s", before[first], before[second], after[first], after[second], d.Screen())
	}
	if strings.Contains(d.Screen(), "Refused") {
		t.Fatalf("a key of the burst was refused:\n%s", d.Screen())
	}
}
