package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestEngagementPurchases118 plays 11.8's purchases as a phase: Red buys,
// takes a purchase back, cannot overspend or be done with nothing, then
// Blue buys with Red's purchases in sight; once both are done the battle
// starts with the craft set up in Areas A and J at their TPV.
func TestEngagementPurchases118(t *testing.T) {
	s := gametest.NewGame(t, Game{}, "engagement-build", 1).(*State)
	if ph := s.Phase(); ph.Name != PhaseBuy || !ph.Acting(0) || ph.Acting(1) {
		t.Fatalf("phase %+v", ph)
	}
	gametest.Refuse(t, s, Done{By: 0}, "buy at least one craft")
	gametest.Refuse(t, s, Buy{By: 0, Type: "epping", Plt: 10, Gnr: 10, Gunners: GunnersOf(10, 10, 10)}, "costs 116 points, but 100 of 100 are left")
	gametest.Refuse(t, s, Buy{By: 0, Type: "salamander", Plt: 5, Gnr: 5}, "has 1 gunner, not 0")
	gametest.Refuse(t, s, Buy{By: 0, Type: "pit-viper", NoTorps: true, Plt: 5, Gnr: 5}, "without its torps")
	gametest.Refuse(t, s, Buy{By: 1, Type: "pit-viper", Plt: 5, Gnr: 5}, "not Blue's turn")
	sal := Buy{By: 0, Type: "salamander", NoTorps: true, Plt: 6, Gnr: 6, Gunners: GunnersOf(7)}
	if sal.Cost() != 26+6+6+7 {
		t.Fatalf("a Salamander without torps costs %d", sal.Cost())
	}
	s, _ = applyS(t, s, sal)
	s, _ = applyS(t, s, Buy{By: 0, Type: "spirit-rider", Plt: 1, Gnr: 1})
	gametest.Refuse(t, s, Buy{By: 0, Type: "thunder-bird", Plt: 7, Gnr: 8}, "costs 43 points, but 31 of 100 are left")
	s, ev := applyS(t, s, Unbuy{By: 0, N: 1})
	if !strings.Contains(logText(ev), "takes back Spirit Rider A") {
		t.Fatalf("log:\n%s", logText(ev))
	}
	s, _ = applyS(t, s, Buy{By: 0, Type: "thunder-bird", Plt: 7, Gnr: 8})
	shop, ok := s.Shop()
	if !ok || shop.Spent[0] != 45+43 || len(shop.Purchases[0]) != 2 || shop.Purchases[0][1].Label != "Thunder Bird A" {
		t.Fatalf("shop %+v", shop)
	}
	s, _ = applyS(t, s, Done{By: 0})
	if v := s.View(1).(*State); len(v.buy.items[0]) != 2 {
		t.Fatal("Blue does not see Red's purchases (11.8 buys openly)")
	}
	s, _ = applyS(t, s, Buy{By: 1, Type: "night-hawk", Plt: 7, Gnr: 7})
	s, ev = applyS(t, s, Done{By: 1})
	if s.ph == phBuy || len(s.crafts) != 3 || !strings.Contains(logText(ev), "set up in Areas A and J") {
		t.Fatalf("phase %s, %d craft\n%s", s.Phase().Name, len(s.crafts), logText(ev))
	}
	for _, c := range s.Crafts() {
		area := map[engine.Player]string{0: "A", 1: "J"}[c.Side]
		if !s.Board().InArea(c.Hex, area) {
			t.Fatalf("%s is not in Area %s", c.Label, area)
		}
	}
	if s.Craft(0).TPV != 45 || s.Craft(0).Torps != [3]int{} || s.Craft(2).TPV != 54 {
		t.Fatalf("TPVs %d, %d; torps %v", s.Craft(0).TPV, s.Craft(2).TPV, s.Craft(0).Torps)
	}
}

func applyS(t *testing.T, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev := gametest.Apply(t, s, in)
	return n.(*State), ev
}

// TestEngagementBuilder118: the scripted opponent buys with 11.8's
// builder: craft in its order of preference, crewed at 5, while one fits,
// then raises the crews' skills with what is left, to the last point.
func TestEngagementBuilder118(t *testing.T) {
	s := gametest.NewGame(t, Game{}, "engagement-build", 1).(*State)
	plan := BuilderPlan(s, 0)
	var labels []string
	spent := 0
	for _, in := range plan {
		b := in.(Buy)
		spent += b.Cost()
		labels = append(labels, b.String())
	}
	want := []string{"buy a Night Hawk, pilot Plt 8 Gnr 8", "buy a Thunder Bird, pilot Plt 8 Gnr 8"}
	if strings.Join(labels, "; ") != strings.Join(want, "; ") || spent != 100 {
		t.Fatalf("plan %v (%d points)", labels, spent)
	}
	for _, in := range plan {
		s, _ = applyS(t, s, in)
	}
	if in, _ := (Scripted{}).Choose(s.View(0), 0); in != (Done{By: 0}) {
		t.Fatalf("the builder goes on with %v", in)
	}
}

// TestCampaignSession11_7 plays a campaign to its end, scripted against
// scripted, in one session saved and replayed with every hash: rosters of
// 300 points, six scenarios, and a winner.
func TestCampaignSession11_7(t *testing.T) {
	sc := loadScenario(t, "campaign-restricted")
	sess := gametest.SaveReplay(t, Game{}, sc, nil, 5, Scripted{}, Scripted{})
	c := sess.State().(*Campaign)
	if !c.Outcome().Over || len(c.Results()) != 6 {
		t.Fatalf("outcome %+v, %d results", c.Outcome(), len(c.Results()))
	}
	a, b := c.Squadron(0), c.Squadron(1)
	if len(a.Pool) != 6 || len(b.Pool) != 6 || a.Wins+b.Wins > 6 {
		t.Fatalf("pools %v %v, wins %d %d", a.Pool, b.Pool, a.Wins, b.Wins)
	}
	if w := c.Outcome().Winner; w >= 0 && c.Squadron(w).Wins < c.Squadron(1-w).Wins {
		t.Fatalf("%s wins with fewer scenarios", c.Name(w))
	}
	kinds := map[string]bool{}
	for _, r := range sess.Records() {
		kinds[r.Intent.Kind()] = true
	}
	for _, k := range []string{KindRoll, KindPick, KindBuy, KindDone, KindInitiative, KindForward} {
		if !kinds[k] {
			t.Errorf("no %s intent in the campaign", k)
		}
	}
}

// TestCampaignRandom plays campaigns with random opponents through every
// phase's checks.
func TestCampaignRandom(t *testing.T) {
	var matches []gametest.Match
	for i, name := range []string{"campaign", "campaign-restricted"} {
		opp := engine.NewRandomOpponent(uint64(i))
		matches = append(matches, gametest.Match{Scenario: loadScenario(t, name), Seed: uint64(i), Opponents: []engine.Opponent{opp, opp}, AllLegal: true})
	}
	n := gametest.RandomGames(t, Game{}, matches, gametest.Checks{MaxIntents: 100000, State: positionChecks,
		Quiet: func(in engine.Intent) bool { return in.Kind() == KindPass }})
	t.Logf("%d intents", n)
}

// campaignAt plays a campaign scripted until stop says so.
func campaignAt(t *testing.T, name string, seed uint64, stop func(c *Campaign) bool) *Campaign {
	t.Helper()
	st := gametest.NewGame(t, Game{}, name, seed)
	for i := 0; i < 100000; i++ {
		c := st.(*Campaign)
		if stop(c) {
			return c
		}
		p := c.Phase().Actors[0]
		in, err := (Scripted{}).Choose(c.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		st, _ = gametest.Apply(t, c, in)
	}
	t.Fatal("never reached")
	return nil
}

// TestCampaignRosterPurchases: each unit buys its roster with 300 points,
// openly, and hires crew alone; a purchase taken back is refunded; the
// points must all be spent (11.7: "they may not be saved"), so nothing is
// banked; the roll for Side A follows.
func TestCampaignRosterPurchases(t *testing.T) {
	c := gametest.NewGame(t, Game{}, "campaign", 2).(*Campaign)
	if c.Phase().Name != PhaseCampRoster || !c.Phase().Acting(0) {
		t.Fatalf("phase %+v", c.Phase())
	}
	gametest.Refuse(t, c, Buy{By: 0, Type: "salamander", NoTorps: true, Plt: 5, Gnr: 5, Gunners: GunnersOf(5)}, "without its torps")
	st, _ := gametest.Apply(t, c, Buy{By: 0, Type: "salamander", Plt: 6, Gnr: 6, Gunners: GunnersOf(9)})
	st, _ = gametest.Apply(t, st, Hire{By: 0, Gnr: 4})
	st, _ = gametest.Apply(t, st, Buy{By: 0, Type: "night-hawk", Plt: 8, Gnr: 7})
	st, _ = gametest.Apply(t, st, Unbuy{By: 0, N: 1})
	sh, _ := st.(*Campaign).Shop()
	if sh.Spent[0] != 51+55 || sh.Purchases[0][1].Label != "Night Hawk A" || !sh.SpendAll {
		t.Fatalf("shop %+v", sh)
	}
	gametest.Refuse(t, st, Done{By: 0}, "194 of the 300 points are left")
	for _, l := range st.Legal(0) {
		if l.Kind() == KindDone {
			t.Fatal("done offered with points left")
		}
	}
	// The builder spends the rest.
	for _, in := range BuilderPlan(st, 0) {
		st, _ = gametest.Apply(t, st, in)
	}
	st, _ = gametest.Apply(t, st, Done{By: 0})
	for _, in := range BuilderPlan(st, 1) {
		st, _ = gametest.Apply(t, st, in)
	}
	st, _ = gametest.Apply(t, st, Done{By: 1})
	c = st.(*Campaign)
	for p := engine.Player(0); p < 2; p++ {
		if s := c.Squadron(p); s.Bank != 0 || s.Value() != Budget {
			t.Fatalf("%s: bank %d, roster worth %d", s.Name, s.Bank, s.Value())
		}
	}
	if s := c.Squadron(0); s.Craft[0].Label() != "Salamander A" || s.Craft[1].Label() != "Night Hawk A" || len(s.Crew) < 3 {
		t.Fatalf("roster %+v", s)
	}
	if c.SideA() < 0 {
		t.Fatal("no Side A after the rosters")
	}
}

// TestCampaignFieldingLimit: both sides choose what to field before each
// scenario (11.7: "participation is always optional for each unit"), Side
// B in scenario 1 within 200 TPV; the battle fields exactly that.
func TestCampaignFieldingLimit(t *testing.T) {
	c := campaignAt(t, "campaign", 5, func(c *Campaign) bool { return c.ph == campField })
	a, b := c.SideA(), 1-c.SideA()
	fv, ok := c.Fielding(b)
	rows := fv.Rows
	if !ok || fv.MaxCraft != MaxFielded || fv.MaxTPV != RescueLimit || fv.TPV > RescueLimit {
		t.Fatalf("fielding %+v %v", fv, ok)
	}
	if fa, ok := c.Fielding(a); !ok || fa.MaxTPV != 0 {
		t.Fatalf("Side A's fielding in scenario 1: %+v %v", fa, ok)
	}
	tpv := 0
	var st engine.State = c
	if a == 0 { // side 0 chooses first
		st, _ = gametest.Apply(t, st, Done{By: a})
	}
	// Keep all home, then field the last alone.
	for _, r := range rows {
		if r.Fielded {
			tpv += r.TPV
			st, _ = gametest.Apply(t, st, Field{By: b, Craft: r.Craft})
		}
	}
	if tpv > RescueLimit {
		t.Fatalf("the builder fields %d TPV", tpv)
	}
	gametest.Refuse(t, st, Done{By: b}, "field at least one craft")
	last := rows[len(rows)-1]
	st, _ = gametest.Apply(t, st, Field{By: b, Craft: last.Craft, On: true})
	st, _ = gametest.Apply(t, st, Done{By: b})
	if a == 1 {
		st, _ = gametest.Apply(t, st, Done{By: a})
	}
	bat := BattleOf(st)
	if bat == nil {
		t.Fatalf("no battle: %s", st.Phase().Name)
	}
	n := 0
	for _, cv := range bat.Crafts() {
		if cv.Side == b {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("Side B fields %d craft, chose 1", n)
	}
}

// TestBuilderHiresReplacements: the campaign's builder first hires the
// crew a roster's craft lack, even with few points.
func TestBuilderHiresReplacements(t *testing.T) {
	s := Squadron{Craft: []RosterCraft{{Type: "salamander", ID: "A"}, {Type: "night-hawk", ID: "A"}}, Crew: []Member{{Pilot: true, Plt: 6, Gnr: 6}}}
	lp, lg := s.Lacking()
	if lp != 1 || lg != 1 {
		t.Fatalf("lacking %d %d", lp, lg)
	}
	room := rosterRoom{craft: MaxRoster - len(s.Craft), crew: MaxCrew - len(s.Crew)}
	added := fillRoster(nil, 7, [2]int{lp, lg}, room, func(string) bool { return true })
	if len(added) != 1 || !added[0].pilot || added[0].plt != 4 || added[0].gnr != 3 {
		t.Fatalf("added %+v", added)
	}
	added = fillRoster(nil, 12, [2]int{lp, lg}, room, func(string) bool { return true })
	if len(added) != 2 || added[0].cost() != 10 || added[1].cost() != 2 || added[1].pilot || added[1].key != "" {
		t.Fatalf("added %+v", added)
	}
	for _, it := range added {
		s.add(it)
	}
	if lp, lg := s.Lacking(); lp != 0 || lg != 0 {
		t.Fatalf("still lacking %d %d", lp, lg)
	}
	if d := s.field(MaxFielded, 0); len(d) != 2 {
		t.Fatalf("draft %+v", d)
	}
}

// TestCampaignCarriesLosses: a roster craft's damage and lasting losses
// go into the next scenario; after it, 20 boxes are repaired and what
// they took comes back.
func TestCampaignCarriesLosses(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField })
	p := c.SideA()
	carried := []LossFile{{Kind: LossWeapon, N: 0, Box: 2}, {Kind: LossCrit, N: 2, Box: 8}}
	c.sides[p].Craft[0] = RosterCraft{Type: "thunder-bird", ID: "Z", Damage: 8, Lost: carried}
	var st engine.State = c
	for BattleOf(st) == nil {
		q := st.Phase().Actors[0]
		in, _ := (Scripted{}).Choose(st.View(q), q)
		st, _ = gametest.Apply(t, st, in)
	}
	c = st.(*Campaign)
	idx := -1
	for _, a := range c.playing[p] {
		if a.Craft == 0 {
			idx = a.Index
		}
	}
	if idx < 0 {
		t.Fatal("the Thunder Bird is not fielded")
	}
	tb, _ := CraftByKey("thunder-bird")
	v := c.battle.Craft(idx)
	if !v.Mounts[0].Lost || v.Drive != max(0, tb.DriveAfter(8)-3) || v.Hits != 8 {
		t.Fatalf("the Thunder Bird starts with mount lost %v, Drive %d, %d hits", v.Mounts[0].Lost, v.Drive, v.Hits)
	}
	// The battle is recorded: what the craft keeps is its damage less 20.
	final := c.battle
	var ev events
	n := c.clone()
	if err := n.record(finished(final), &ev); err != nil {
		t.Fatal(err)
	}
	cr := n.sides[p].Craft[0]
	if cr.ID != "Z" || cr.Damage != 0 || len(cr.Lost) != 0 {
		t.Fatalf("after the repairs: %+v", cr)
	}
}

// finished is s with the battle over, as a draw.
func finished(s *State) *State {
	n := s.clone()
	n.outcome = engine.Outcome{Over: true, Winner: engine.NoPlayer, Reason: "test"}
	return n
}

// TestCampaignAdvances: veterans wait for their side's choice of skill;
// a pilot may raise Plt or Gnr, never past 10.
func TestCampaignAdvances(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField })
	c = c.clone()
	c.ph, c.pending = campExperience, []pendingAdvance{{side: 0, crew: 0}}
	c.sides[0].Crew[0] = Member{Pilot: true, Plt: 10, Gnr: 9}
	gametest.Refuse(t, c, Advance{By: 0, Crew: 0, Plt: true}, "below Plt 10")
	if got := c.Advances(0); len(got) != 1 || got[0].CanPlt || !got[0].CanGnr {
		t.Fatalf("advances %+v", got)
	}
	st, _ := gametest.Apply(t, c, Advance{By: 0, Crew: 0})
	if m := st.(*Campaign).Squadron(0).Crew[0]; m.Gnr != 10 || st.Phase().Name != PhaseCampRefit {
		t.Fatalf("crew %+v, phase %s", m, st.Phase().Name)
	}
}

// TestCampaignRosterBounds_11_7: 11.7 lets a unit buy more crew than its
// craft need, but a roster holds at most MaxCrew crew members (so that
// every one can be named by an intent) and MaxRoster craft (the project's
// limits), whatever the points; the builder respects both.
func TestCampaignRosterBounds_11_7(t *testing.T) {
	c := gametest.NewGame(t, Game{}, "campaign", 2).(*Campaign)
	c = c.clone()
	for len(c.sides[0].Crew) < MaxCrew-1 {
		c.sides[0].Crew = append(c.sides[0].Crew, Member{Gnr: 1})
	}
	// Reinforcements of 300 points for a roster one short of the limit.
	c.ph = campReinforce
	c.shop = c.newShop([2]int{Budget, Budget}, "reinforcements")
	st, _ := gametest.Apply(t, c, Hire{By: 0, Gnr: 1})
	gametest.Refuse(t, st, Hire{By: 0, Gnr: 1}, "at most 96 crew")
	gametest.Refuse(t, st, Buy{By: 0, Type: "pit-viper", Plt: 5, Gnr: 5}, "at most 96 crew")
	for _, l := range st.Legal(0) {
		if b, ok := l.(Buy); ok && !b.Bare() || l.Kind() == KindHire {
			t.Fatalf("%v offered to a full roster", l) // a craft without crew adds none
		}
	}
	// With one place left the builder takes one crew member: a craft
	// flown by its pilot alone.
	var bst engine.State = c
	for _, in := range BuilderPlan(c, 0) {
		bst, _ = gametest.Apply(t, bst, in)
	}
	bst, _ = gametest.Apply(t, bst, Done{By: 0})
	bst, _ = gametest.Apply(t, bst, Done{By: 1})
	if n := len(bst.(*Campaign).Squadron(0).Crew); n != MaxCrew {
		t.Fatalf("the builder leaves %d crew", n)
	}
	// Craft: at most MaxRoster.
	c2 := gametest.NewGame(t, Game{}, "campaign", 2).(*Campaign).clone()
	for len(c2.sides[0].Craft) < MaxRoster {
		c2.sides[0].Craft = append(c2.sides[0].Craft, RosterCraft{Type: "pit-viper", ID: "A"})
	}
	c2.shop = c2.newShop([2]int{Budget, Budget}, c2.shop.rules.title)
	gametest.Refuse(t, c2, Buy{By: 0, Type: "pit-viper", Plt: 5, Gnr: 5}, "at most 24 craft")
}

// TestCampaignResultBeforeScreens_11_7: the battle's result is part of the
// state the battle's last intent makes, so it is saved before any screen
// that follows the battle (experience, reinforcements, fielding): a save
// taken there loads with the result recorded and the next choice waiting,
// and never replays the battle anew.
func TestCampaignResultBeforeScreens_11_7(t *testing.T) {
	sc := loadScenario(t, "campaign")
	sess, err := engine.NewSession(Game{}, sc, nil, 4, []engine.PlayerSlot{{Side: "Reaper's Own", Kind: engine.Human}, {Side: "The Destroyers", Kind: engine.Human}})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		c := sess.State().(*Campaign)
		if len(c.Results()) > 0 {
			break
		}
		if i > 100000 {
			t.Fatal("the first battle does not end")
		}
		p := c.Phase().Actors[0]
		in, err := (Scripted{}).Choose(c.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	last := sess.Records()[sess.Len()-1].Intent
	if BattleOf(sess.StateAt(sess.Len()-1)) == nil {
		t.Fatalf("the result came with %v, not with a move of the battle", last)
	}
	back, err := engine.DecodeSave(gametest.SaveData(t, sess))
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := back.Restore(func(id string) (engine.Game, bool) { return Game{}, id == ID })
	if err != nil {
		t.Fatal(err)
	}
	c := loaded.State().(*Campaign)
	if len(c.Results()) != 1 || BattleOf(c) != nil || c.Played() != 1 {
		t.Fatalf("loaded: %d results, phase %q", len(c.Results()), c.Phase().Name)
	}
	switch c.Phase().Name {
	case PhaseCampExp, PhaseCampRefit:
	default:
		t.Fatalf("after the battle the campaign waits in %q", c.Phase().Name)
	}
}
