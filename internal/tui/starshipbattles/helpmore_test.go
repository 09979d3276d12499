package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestLongHelpPageSaysMore: at 80×24 the Legend page is longer than the
// screen; its last line says how many lines are below and how to reach
// them, and scrolling to the end shows its last line (the play-test: the
// page hid "Fleet Commander (v)" without a word).
func TestLongHelpPageSaysMore(t *testing.T) {
	d := game(t, config(), session(t, "standard", 1), 80, 24)
	d.Keys("?", "tab")
	s := d.Screen()
	if !strings.Contains(s, "[Legend]") {
		t.Fatalf("not on the Legend page:\n%s", s)
	}
	if !strings.Contains(s, "more lines: ↓/j scrolls") {
		t.Fatalf("a page longer than the screen does not say so:\n%s", s)
	}
	for i := 0; i < 30 && strings.Contains(d.Screen(), "more lines"); i++ {
		d.Keys("j")
	}
	if s := d.Screen(); strings.Contains(s, "more lines") {
		t.Fatalf("scrolling never reached the end of the page:\n%s", s)
	}
}

// TestTypingFooterOffersNoScreenKeys: while a set-up square is typed,
// every key goes into the field, so the footer offers the field's keys,
// not "u undo • ? help • q quit" (the play-test: those keys typed letters).
func TestTypingFooterOffersNoScreenKeys(t *testing.T) {
	d := game(t, config(), session(t, "quickstart", 1), 80, 24)
	d.Keys("9")
	foot := d.Footer()
	if ph := d.Snap().Phase; ph == nil || !ph.Typing() {
		t.Fatalf("9 did not open the set-up field:\n%s", d.Screen())
	}
	for _, k := range []string{"u undo", "? help", "q quit"} {
		if strings.Contains(foot, k) {
			t.Errorf("the footer offers %q while typing: %q", k, foot)
		}
	}
}

// TestQuestionShowsTheLog: a question screen that leaves rows free shows
// the end of the log under it, so that the roll that led to the question
// is on screen (the play-test: only L showed it; at 200×60 the screen had
// 17 empty rows).
func TestQuestionShowsTheLog(t *testing.T) {
	sess := sessionWith(t, "coruscant", nil, 2)
	opp, _ := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
	for i := 0; i < 4000 && !isQuestion(sess.State().Phase().Name); i++ {
		st := sess.State()
		who := st.Phase().Actors[0]
		in, err := opp.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	if !isQuestion(sess.State().Phase().Name) {
		t.Fatal("no question in the battle")
	}
	d := game(t, config(), sess, 200, 60)
	if d.Snap().Handoff {
		d.Keys("enter")
	}
	s := d.Screen()
	if !strings.Contains(s, "Log (L: all of it)") {
		t.Fatalf("the question screen at 200×60 shows no log:\n%s", s)
	}
	recs := sess.Records()
	last := recs[len(recs)-1]
	if len(last.Events) > 0 {
		want := strings.Fields(last.Events[len(last.Events)-1].String())[0]
		if !strings.Contains(s, want) {
			t.Errorf("the log's end (%q) is not on the question screen:\n%s", want, s)
		}
	}
}

// TestTeamHeaderFits: with four sides acting at once the header counts
// them rather than cutting their names at 80 columns (the play-test).
func TestTeamHeaderFits(t *testing.T) {
	d := game(t, config(), session(t, "teams", 1), 80, 24)
	if d.Snap().Handoff {
		d.Keys("enter")
	}
	head := strings.SplitN(d.Screen(), "\n", 2)[0]
	if !strings.Contains(head, "4 sides to act") {
		t.Fatalf("header %q", head)
	}
}

// TestTeamPlayHelpSaysTeamRules: in team play the help says the set-up
// roll is one a team and the team's two fleets share one area (it said "a
// d20 each" and nothing of the shared area), that the order is chosen by
// the winning team's first player still on the grid (rules 7), and the
// building rule says a fleet that can buy no class 1–3 ship any more may
// finish without one (it said only that a fleet needs one).
func TestTeamPlayHelpSaysTeamRules(t *testing.T) {
	for _, c := range []struct {
		scenario string
		team     bool
	}{{"teams", true}, {"standard", false}} {
		s := session(t, c.scenario, 1).State().(*sb.State)
		join := func(p []string) string { return strings.Join(p, " ") }
		round := join(roundPage(s).Lines)
		build := join(rulePage(s, sb.Add{}).Lines)
		for _, want := range []string{"a d20 a team, the lower team sets up first: both fleets of a team share one area", "its first player with a ship still on the grid"} {
			if strings.Contains(round, want) != c.team {
				t.Errorf("%s: %q in the round page is %v:\n%s", c.scenario, want, !c.team, round)
			}
		}
		if strings.Contains(round, "a d20 each") == c.team {
			t.Errorf("%s: the set-up roll:\n%s", c.scenario, round)
		}
		if !strings.Contains(build, "may finish without one") {
			t.Errorf("%s: the building rule does not say when a fleet may finish without a class 1–3 ship:\n%s", c.scenario, build)
		}
	}
}
