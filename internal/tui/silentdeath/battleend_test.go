package silentdeath

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// scenarioEnd plays a hotseat campaign by the scripted opponent to the
// intent that finishes its first scenario, and returns the campaign
// before and after it.
func scenarioEnd(t *testing.T, seed uint64) (before, after *sd.Campaign, d func(w, h int) *tuitest.Driver) {
	t.Helper()
	sess := sdSession(t, "campaign", seed, false)
	after = playUntil(t, sess, func(c *sd.Campaign) bool { return c.Played() >= 1 })
	before = sess.StateAt(sess.Len() - 1).(*sd.Campaign)
	return before, after, func(w, h int) *tuitest.Driver { return tuitest.Game(t, cfg, sess, w, h) }
}

// TestRule_11_7_ScenarioEndPage: the page of a finished scenario says who
// won it and why, each side's losses and points banked, the standings
// after it and the next scenario; every line fits 80 columns.
func TestRule_11_7_ScenarioEndPage(t *testing.T) {
	before, after, _ := scenarioEnd(t, 3)
	lines, last := stageEnd(cfg, before, after, 80)
	if lines == nil || last {
		t.Fatalf("no page, or the first scenario taken for the last (%v)", last)
	}
	page := tuitest.Plain(strings.Join(lines, "\n"))
	r := after.Results()[0]
	for _, want := range []string{"Scenario 1: Rescue is over", after.ResultText(r), "The campaign after 1 of 6 scenarios",
		after.Name(0), after.Name(1), "Next: Scenario 2: Into the Minefield"} {
		if !strings.Contains(strings.Join(strings.Fields(page), " "), want) {
			t.Errorf("the page lacks %q:\n%s", want, page)
		}
	}
	lost := 0
	for p := engine.Player(0); p < 2; p++ {
		was, is := before.Squadron(p), after.Squadron(p)
		for _, what := range [][]string{lostCraft(was, is), lostCrew(was, is)} {
			if len(what) == 0 {
				continue
			}
			lost += len(what)
			if g := groupedLabels(what); !strings.Contains(strings.Join(strings.Fields(page), " "), g) {
				t.Errorf("%s lost %s, which the page does not say:\n%s", is.Name, g, page)
			}
		}
	}
	if lost == 0 {
		t.Error("seed 3's first scenario lost nothing: choose a seed that loses something")
	}
	if g := groupedLabels([]string{"Night Hawk A", "Salamander A", "Night Hawk C", "pilot #2"}); g != "Night Hawk A and C, Salamander A, pilot #2" {
		t.Errorf("grouped labels: %q", g)
	}
	for _, l := range lines {
		if ansi.StringWidth(l) > 80 {
			t.Errorf("a line is wider than 80 columns: %q", tuitest.Plain(l))
		}
	}
	if l, _ := stageEnd(cfg, before, before, 80); l != nil {
		t.Error("a page for an intent that finished no scenario")
	}
}

// TestScenarioEndShownBeforeTheBriefing: a resumed campaign whose last
// intent finished a scenario opens on its page, at 80×24 and 200×60,
// with the key to the next briefing on screen; enter goes to the
// briefing, which the page came before.
func TestScenarioEndShownBeforeTheBriefing(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {200, 60}} {
		_, _, open := scenarioEnd(t, 3)
		d := open(size[0], size[1])
		s := d.Screen()
		for _, want := range []string{"Scenario 1: Rescue is over", "The campaign after 1 of 6", "enter: the next battle's briefing"} {
			if !strings.Contains(s, want) {
				t.Fatalf("%dx%d: no %q on the screen:\n%s", size[0], size[1], want, s)
			}
		}
		if strings.Contains(s, "Pass the terminal") || strings.Contains(s, "Briefing:") {
			t.Fatalf("%dx%d: the page is not on top:\n%s", size[0], size[1], s)
		}
		checkFits(t, d, cfg, size[0], size[1], "the scenario's end")
		d.Keys("enter")
		passHandoff(d)
		if s := d.Screen(); !strings.Contains(s, "Briefing:") || strings.Contains(s, "is over") {
			t.Fatalf("%dx%d: enter did not go on to the briefing:\n%s", size[0], size[1], s)
		}
	}
}

// TestScenarioEndShownWhenItEnds: the page comes up the moment a
// scenario's last intent is made on the screen, and q over it asks to
// quit, n coming back to it.
func TestScenarioEndShownWhenItEnds(t *testing.T) {
	sess := sdSession(t, "campaign", 3, false)
	playUntil(t, sess, func(c *sd.Campaign) bool {
		return c.Battle() != nil && endsNext(c)
	})
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for k := 0; k < 50 && sess.State().(*sd.Campaign).Played() == 0; k++ {
		playScripted(t, d)
	}
	if !strings.Contains(d.Screen(), "Scenario 1: Rescue is over") {
		t.Fatalf("the scenario's end is not shown:\n%s", d.Screen())
	}
	d.Keys("q")
	if !strings.Contains(d.Screen(), "Quit armada-tui?") {
		t.Fatalf("q on the page did not ask:\n%s", d.Screen())
	}
	d.Keys("n")
	if !strings.Contains(d.Screen(), "Rescue is over") {
		t.Fatalf("n did not come back to the page:\n%s", d.Screen())
	}
}

// endsNext reports whether the scripted opponent's next choice in c
// finishes its scenario.
func endsNext(c *sd.Campaign) bool {
	p := c.Phase().Actors[0]
	in, err := sd.Scripted{}.Choose(c.View(p), p)
	if err != nil {
		return false
	}
	next, _, err := c.Apply(in)
	return err == nil && next.(*sd.Campaign).Played() > c.Played()
}

// pastScenarioEnd goes on from a scenario's end, if it is shown, past
// the handoff and the next scenario's briefing, to the table.
func pastScenarioEnd(d *tuitest.Driver) {
	if d.Snap().Ended {
		d.Keys("enter")
	}
	passHandoff(d)
	if d.Snap().Briefing {
		d.Keys("enter")
	}
}

// TestRule_11_7_LastScenarioEndsTheCampaign: the sixth scenario's page
// gives the campaign's result (or says it follows the veterans'
// advances), and enter goes to the table rather than to a briefing.
func TestRule_11_7_LastScenarioEndsTheCampaign(t *testing.T) {
	sess := sdSession(t, "campaign", 3, false)
	playUntil(t, sess, func(c *sd.Campaign) bool { return c.Played() >= len(sd.Stages()) })
	// The page comes from the intent that finished the sixth scenario.
	at := sess.Len() - 1
	before, after := sess.StateAt(at).(*sd.Campaign), sess.StateAt(at+1).(*sd.Campaign)
	lines, last := stageEnd(cfg, before, after, 80)
	if lines == nil || !last {
		t.Fatalf("the sixth scenario's end: page %v, last %v", lines != nil, last)
	}
	page := strings.Join(strings.Fields(tuitest.Plain(strings.Join(lines, "\n"))), " ")
	switch out := after.Outcome(); {
	case out.Over && !strings.Contains(page, "The campaign is over: ") || out.Over && !strings.Contains(page, out.Reason):
		t.Errorf("the campaign is over (%s), and its page does not say so:\n%s", out.Reason, page)
	case !out.Over && !strings.Contains(page, "the campaign's result follows the veterans' advances"):
		t.Errorf("the page does not say what the campaign waits for:\n%s", page)
	}
	if !strings.Contains(page, "Scenario 6: Screening Force is over") || strings.Contains(page, "Next:") {
		t.Errorf("the page of the last scenario:\n%s", page)
	}
	// Every scenario's page leaves at 80×24 the room of the header, the
	// saved line and the key under it (22 rows less 4).
	ends := 0
	for i := 0; i < sess.Len(); i++ {
		if page, _ := stageEnd(cfg, sess.StateAt(i), sess.StateAt(i+1), 80); page != nil {
			ends++
			if len(page) > 18 {
				t.Errorf("the page of %s takes %d rows at 80 columns:\n%s", sd.Stages()[ends-1].Title, len(page), tuitest.Plain(strings.Join(page, "\n")))
			}
		}
	}
	if ends != len(sd.Stages()) {
		t.Errorf("%d pages for %d scenarios", ends, len(sd.Stages()))
	}
	d := tuitest.Game(t, cfg, sess, 80, 24)
	if s := d.Screen(); !strings.Contains(s, "enter: to the table") {
		t.Fatalf("the last scenario's end does not lead to the table:\n%s", s)
	}
	d.Keys("enter")
	if d.Snap().Ended || d.Snap().Briefing {
		t.Fatalf("enter did not go to the table:\n%s", d.Screen())
	}
}

// TestScenarioEndOnResumeAfterTheComputer: in a solo campaign the
// computer's side goes on choosing while its person reads the page; a
// save written then still opens on the page, and once the person has
// made a choice after it, no longer does.
func TestScenarioEndOnResumeAfterTheComputer(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		sess := sdSession(t, "campaign", seed, true)
		playUntil(t, sess, func(c *sd.Campaign) bool { return c.Played() >= 1 })
		ended := sess.Len()
		playUntil(t, sess, func(c *sd.Campaign) bool { return c.Phase().Actors[0] != 1 })
		if sess.Len() == ended {
			continue // the person chooses first: the computer made nothing after the end
		}
		d := tuitest.Game(t, cfg, sess, 80, 24)
		if !d.Snap().Ended || !strings.Contains(d.Screen(), "Scenario 1: Rescue is over") {
			t.Fatalf("seed %d: the computer's %d choices after the end hid it:\n%s", seed, sess.Len()-ended, d.Screen())
		}
		playUntil(t, sess, func(c *sd.Campaign) bool {
			return sess.Len() > ended+1 && sess.Records()[sess.Len()-1].Intent.Actor() == 0
		})
		if d := tuitest.Game(t, cfg, sess, 80, 24); d.Snap().Ended {
			t.Fatalf("seed %d: the page came back after the person had chosen:\n%s", seed, d.Screen())
		}
		return
	}
	t.Fatal("no seed of 1 to 19 has the computer choose first after the first scenario")
}

// TestRule_11_7_ScenarioEndPageNamesThePointsWon: the page says the points
// each side won by the scenario (75 a victory, 25 a defeat, 50 each for a
// draw) and has in hand. A scenario that leaves no veteran to advance
// (10.1) goes straight on to the reinforcements, whose purchases take the
// bank: the page read the bank after that and said the winner banked 0.
// The campaign here is taken on to its reinforcements, the page's state
// when no veteran is left.
func TestRule_11_7_ScenarioEndPageNamesThePointsWon(t *testing.T) {
	sess := sdSession(t, "campaign", 3, false)
	after := playUntil(t, sess, func(c *sd.Campaign) bool { return c.Played() >= 1 })
	before := sess.StateAt(sess.Len() - 1).(*sd.Campaign)
	reinforcing := playUntil(t, sess, func(c *sd.Campaign) bool {
		sh, ok := c.Shop()
		return ok && !sh.SpendAll
	})
	page := strings.Join(strings.Fields(tuitest.Plain(strings.Join(battleEndPage(tui.NewStyles(cfg.Color), before, reinforcing, 80), "\n"))), " ")
	r := after.Results()[0]
	for p := engine.Player(0); p < 2; p++ {
		won := sd.LosePoints
		switch {
		case r.Winner < 0:
			won = sd.DrawPoints
		case r.Winner == int(p):
			won = sd.WinPoints
		}
		want := engine.VerbFor(after.Name(p), "gains") + " " + engine.Count(won, "point", "points")
		if !strings.Contains(page, want) {
			t.Errorf("the page does not say %q:\n%s", want, page)
		}
		for _, c := range []*sd.Campaign{after, reinforcing} {
			if got := c.PointsInHand(p); got != won {
				t.Errorf("%s has %d points in hand in %s, want %d", after.Name(p), got, c.Phase().Name, won)
			}
		}
	}
}
