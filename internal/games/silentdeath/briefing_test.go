package silentdeath

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestBriefings: every shipped scenario briefs its situation, both sides'
// forces, an objective and a victory worded from its victory rules, and
// its turn limit; the command ship's briefing does not tell which shuttle
// is the real one.
func TestBriefings(t *testing.T) {
	for _, name := range append(allScenarios, "campaign-restricted") {
		sc := loadScenario(t, name)
		b := sc.Briefing(nil)
		if b.Situation == "" || b.Objective == "" || b.Victory == "" || len(b.Forces) != 2 {
			t.Errorf("%s: %+v", name, b)
		}
		if b.TurnLimit != sc.file.Turns {
			t.Errorf("%s: turn limit %d, the scenario has %d", name, b.TurnLimit, sc.file.Turns)
		}
		for p, f := range b.Forces {
			if !strings.HasPrefix(f, sc.file.Sides[p].Name) {
				t.Errorf("%s: forces %q do not name %s", name, f, sc.file.Sides[p].Name)
			}
		}
	}
	b := loadScenario(t, "commandship").Briefing(nil)
	if !strings.Contains(b.Objective, "in secret") || !strings.Contains(b.Victory, "Sorensen III A") || strings.Contains(strings.Join(b.Forces, " "), "decoy") {
		t.Errorf("commandship: %+v", b)
	}
	if !strings.Contains(b.Victory, "Grizzlies win at once") {
		t.Errorf("commandship: the plural side's verb: %q", b.Victory)
	}
	if b := loadScenario(t, "rescue").Briefing(nil); !strings.Contains(b.Objective, "Pharsii II") || !strings.Contains(b.Victory, "Edge 1") {
		t.Errorf("rescue: %+v", b)
	}
	// 11.2 (rules 3): the Revenge going home loses at once only when too
	// few Mk.50s are left to make the launches, not whenever it leaves first.
	if b := loadScenario(t, "minefield").Briefing(nil); !strings.Contains(b.Victory, "cannot reach 8") || strings.Contains(b.Victory, "before the launches") {
		t.Errorf("minefield: %+v", b)
	}
	// 11.7's Comm Sat battle (rules 10): the defender wins before the turn
	// limit only once the attacker has neither craft nor ordnance on the way.
	f := loadScenario(t, "minefield").file
	f.Victory, f.Rules.Offboard = VictoryFile{Kind: VicCommSat, Side: 0}, nil
	if _, v := victoryText(&f); !strings.Contains(v, "none of its torps or salvos is still on the way") {
		t.Errorf("the Comm Sat battle's victory: %q", v)
	}
	if b := loadScenario(t, "engagement-build").Briefing(nil); !strings.Contains(b.Forces[0], "up to 100 TPV") {
		t.Errorf("engagement-build: %+v", b)
	}
	// A campaign's state briefs the scenario it fights, as 11.7 changed it.
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.battle != nil })
	b = c.Briefing(nil)
	if !strings.Contains(b.Situation, "Scenario 1 of 6 of the campaign (11.7), Rescue: ") || !strings.Contains(b.Objective, "any of its craft") ||
		!strings.Contains(b.Forces[0], c.Name(0)) || b.TurnLimit != 10 {
		t.Errorf("the campaign's first battle: %+v", b)
	}
	// The Rescue's own description names a Pharsii II; 11.7 lets any craft
	// take the pod, and the briefing says so.
	if !strings.Contains(b.Situation, "11.7 changes it: any craft of "+c.Name(engine.Player(c.a))) || !strings.Contains(b.Situation, "at most 200 TPV") {
		t.Errorf("the first battle's briefing does not say what 11.7 changes: %s", b.Situation)
	}
	var sb engine.StageBriefer = c
	if sb.Stage() != "Scenario 1: Rescue" {
		t.Errorf("stage %q", sb.Stage())
	}
	// After it, the campaign again, briefing the scenario next.
	c = campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.Played() == 1 && c.battle == nil })
	if b := c.Briefing(nil); c.Stage() != c.sc.file.Title || !strings.HasPrefix(b.Situation, "Next: Scenario 2 of 6 of the campaign (11.7), Into the Minefield: ") {
		t.Errorf("between battles: stage %q, %+v", c.Stage(), b)
	}
	if b := c.Briefing(nil); !strings.Contains(b.Situation, "Comm Sat alone") {
		t.Errorf("the minefield's briefing does not say what 11.7 changes: %s", b.Situation)
	}
}

// TestUnspent: the screen asks before a stop that leaves movement points a
// craft could still use, a crew member's hold fire while his weapon could
// fire, and 11.8's done with points left; not before the choices that keep
// what they do not use.
func TestUnspent(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 14, "N", 5, 5)}
	s := moving(t, Options{}, red, blue)
	if got := s.Unspent(Stop{By: 0, Craft: 0}); got != "19 MP" {
		t.Fatalf("stop before moving: %q", got)
	}
	n, _ := apply(t, s, Forward{By: 0, Craft: 0})
	if got := n.Unspent(Stop{By: 0, Craft: 0}); got != "18 MP" {
		t.Fatalf("stop after a hex: %q", got)
	}
	if got := n.Unspent(Forward{By: 0, Craft: 0}); got != "" {
		t.Fatalf("forward: %q", got)
	}
	if got := n.Unspent(Stop{By: 1, Craft: 1}); got != "" {
		t.Fatalf("an illegal stop: %q", got)
	}
	// Hold fire: the Pit Viper's Pulse Laser bears on the Spirit Rider.
	f := position(t, false, red, blue)
	f.ph = phFireStart
	var ev events
	f.advance(&ev)
	var pass engine.Intent
	for _, l := range f.Legal(0) {
		if l.Kind() == KindPass {
			pass = l
		}
	}
	if pass == nil {
		t.Fatalf("no hold fire offered in %s", f.Phase().Name)
	}
	// The words read between "hold fire with" and "unspent?": the screen
	// asked "… hold fire with a shot of the Pulse Laser (1 target in arc
	// and range) unspent?", the aside between the shot and its word.
	if got := f.Unspent(pass); got != "a shot of the Pulse Laser" {
		t.Fatalf("hold fire: %q", got)
	}
	// 11.8: points not spent are lost.
	e := newGame(t, "engagement-build", 1)
	e, _ = apply(t, e, Buy{By: 0, Type: "pit-viper", Plt: 5, Gnr: 5})
	if got := e.Unspent(Done{By: 0}); got != "72 of the 100 points" {
		t.Fatalf("done with points left: %q", got)
	}
}

// TestDescribeNamesUnits: the log's wording of every intent made in games
// with every optional rule names craft and crew by their names, never by
// the numbers intents carry ("craft 2", "crew 1", "system 0").
func TestDescribeNamesUnits(t *testing.T) {
	ids := regexp.MustCompile(`\b(craft|crew|system|launcher) \d`)
	for i, name := range []string{"intro-escort", "commandship", "engagement-build", "campaign"} {
		st := gametest.NewGame(t, Game{}, name, uint64(i+1))
		if s, ok := st.(*State); ok {
			n, err := Game{}.NewState(s.sc, AllOptions(), uint64(i+1))
			if err != nil {
				t.Fatal(err)
			}
			st = n
		}
		opp := engine.NewRandomOpponent(uint64(i))
		for k := 0; k < 3000 && !st.Outcome().Over; k++ {
			p := st.Phase().Actors[0]
			for _, l := range st.Legal(p) {
				for _, viewer := range []engine.Player{p, 1 - p, engine.NoPlayer} {
					if d := engine.Describe(st, l, viewer); ids.MatchString(d) {
						t.Fatalf("%s: %v worded %q for %d", name, l, d, viewer)
					}
				}
			}
			in, err := opp.Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			next, evs, err := st.Apply(in)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				if ids.MatchString(e.String()) {
					t.Fatalf("%s: event %q", name, e.String())
				}
			}
			st = next
		}
	}
}

// TestNoTargetsLogged: a Cannon Fire Phase passed over because no weapon
// bears says so in the log, side by side.
func TestNoTargetsLogged(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 2, 2, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	s := position(t, false, red, blue)
	s.ph = phFireStart
	var ev events
	s.advance(&ev)
	log := logText(ev.list)
	if !strings.Contains(log, "Red has no cannon bearing") || !strings.Contains(log, "Blue has no cannon bearing") {
		t.Fatalf("log:\n%s", log)
	}
}

// TestBearsFrom: what a craft's cannons would bear on from the end of a
// step, for the move being chosen; the state is left as it was.
func TestBearsFrom(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 14, "N", 5, 5)}
	s := position(t, false, red, blue)
	before := s.Hash()
	at := s.crafts[0].pos
	if b := s.BearsFrom(0, at, s.crafts[0].facing); len(b) != 1 || b[0].Target != (ref{refCraft, 1}) || b[0].Range != 4 {
		t.Fatalf("facing S: %+v", b)
	}
	if b := s.BearsFrom(0, at, s.crafts[0].facing.Opposite()); len(b) != 0 {
		t.Fatalf("facing N: %+v", b)
	}
	if s.Hash() != before || s.crafts[0].facing != s.crafts[0].facing.Opposite().Opposite() {
		t.Fatal("BearsFrom changed the state")
	}
}

// TestReinforcementLogNamesRosterLetter: a craft bought between a
// campaign's scenarios is logged with the letter the roster gives it, as
// the purchases' screen shows it; the log used to count letters from A
// again ("buys Night Hawk A" for the roster's Night Hawk G).
func TestReinforcementLogNamesRosterLetter(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.Phase().Name == PhaseCampRefit })
	p := c.Phase().Actors[0]
	for _, in := range c.Legal(p) {
		b, ok := in.(Buy)
		if !ok {
			continue
		}
		// The roster holds this type's A (a survivor of the Rescue).
		held := false
		for _, r := range c.sides[p].Craft {
			held = held || r.Type == b.Type && r.ID == "A"
		}
		if !held {
			c.sides[p].Craft = append([]RosterCraft{{Type: b.Type, ID: "A"}}, c.sides[p].Craft...)
		}
		next, ev := gametest.Apply(t, c, in)
		sh, _ := next.(*Campaign).Shop()
		label := sh.Purchases[p][len(sh.Purchases[p])-1].Label
		if strings.HasSuffix(label, " A") {
			t.Fatalf("the screen names the purchase %q, a letter the roster holds", label)
		}
		if text := logText(ev); !strings.Contains(text, " buys "+label+" for ") {
			t.Errorf("the purchase of %s is logged as %q", label, text)
		}
		return
	}
	t.Fatal("no craft to buy in the reinforcements")
}

// TestCampaignTurnLabel: the campaign counts its turns on across battles
// (its log never repeats a turn), but the screen names the battle's own:
// battle 1's first turn is "Battle 1, turn 1", not "Turn 2" (the
// play-test).
func TestCampaignTurnLabel(t *testing.T) {
	var tl engine.TurnLabeler = campaignAt(t, "campaign", 3, func(c *Campaign) bool { return true })
	if got := tl.TurnLabel(); got != "Between battles" {
		t.Errorf("before the first battle: %q", got)
	}
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.battle != nil })
	if got, want := c.TurnLabel(), "Battle 1, turn 1"; got != want {
		t.Errorf("the first battle's first turn is labelled %q, want %q (Phase().Turn %d)", got, want, c.Phase().Turn)
	}
	c = campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.Played() == 1 && c.battle != nil })
	if got := c.TurnLabel(); !strings.HasPrefix(got, "Battle 2, turn ") {
		t.Errorf("the second battle is labelled %q", got)
	}
}

// TestBriefingCampaignNumbersAreTheLimits: the numbers the campaign's
// briefings give are those the campaign enforces (11.7): the points a
// roster is bought with, Side B's TPV in the Rescue and Side A's craft in
// Screening Force, read from the campaign's own limit.
func TestBriefingCampaignNumbersAreTheLimits(t *testing.T) {
	if b := loadScenario(t, "campaign").Briefing(nil); !strings.Contains(b.Forces[0], fmt.Sprintf("a roster bought with %d points", Budget)) {
		t.Errorf("the campaign's forces: %q", b.Forces)
	}
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.battle != nil })
	_, tpv := c.limit(1 - int(c.a))
	if want := fmt.Sprintf("at most %d TPV", tpv); tpv == 0 || !strings.Contains(c.stageChanges(), want) {
		t.Errorf("the Rescue's change does not say %q: %s", want, c.stageChanges())
	}
	c.next = 5 // Screening Force: its words and its limit, whatever the battles before
	craft, _ := c.limit(int(c.a))
	if want := fmt.Sprintf("at most %d)", craft); !strings.Contains(c.stageChanges(), want) {
		t.Errorf("Screening Force's change does not say %q: %s", want, c.stageChanges())
	}
}
