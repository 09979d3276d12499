package tui

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// ruleCatalog is testCatalog whose Stellar Armada has help pages as the
// games write them: a rule page for the intent under the cursor, and
// "Move the cursor onto an action" with none (or for an end of the turn,
// a kind this help has no rule for).
type ruleCatalog struct{ testCatalog }

func (c ruleCatalog) Screens(id string) Screens {
	s := c.testCatalog.Screens(id)
	s.Help = func(view engine.State, me engine.Player, hover engine.Intent) []HelpPage {
		rule := HelpPage{Title: "Rules", Lines: []string{"Move the cursor onto an action to read its rule here."}}
		switch hover.(type) {
		case sa.RollOff:
			rule.Lines = []string{"the rule of the roll"}
		case sa.FireMissile:
			rule.Lines = []string{"the rule of a missile"}
		}
		return []HelpPage{{Title: "Legend", Lines: []string{"a legend"}}, rule}
	}
	return s
}

// TestReplayRuleIsTheMoveShown: the replay's rule page read "Move the
// cursor onto an action to read its rule here.", which no key of the
// viewer does (found by a terminal play-tester at the end of a finished
// game). It now gives the rule of the move shown, says so, and before the
// first move or for a move the help has no rule for says what to do.
func TestReplayRuleIsTheMoveShown(t *testing.T) {
	sess := saSession(t, false)
	for _, in := range []engine.Intent{sa.RollOff{}} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	first := sess.State().Phase().Actors[0]
	for _, in := range []engine.Intent{sa.FireMissile{By: first, Target: sa.SysShields}, sa.EndTurn{By: first}} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	cfg := Config{Catalog: ruleCatalog{}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 80, 24)
	rules := func() string {
		pages := r.HelpPages()
		return strings.Join(pages[len(pages)-1].Lines, "|")
	}
	for _, c := range []struct {
		keys []string
		want string
	}{
		{nil, "→ steps to the first move"},
		{[]string{"right"}, "The rule of move 1, Red: roll for the first player:|the rule of the roll"},
		{[]string{"right"}, "the rule of a missile"},
		{[]string{"right"}, "No rule is written for move 3"},
	} {
		d.keys(c.keys...)
		got := rules()
		if !strings.Contains(got, c.want) || strings.Contains(got, "Move the cursor") {
			t.Errorf("at move %d the rule page reads %q, want %q", r.pos, got, c.want)
		}
	}
	d.keys("?", "tab", "tab")
	if s := d.screen(); !strings.Contains(s, "No rule is written for move 3") {
		t.Errorf("the help's rule page does not show the replay's words:\n%s", s)
	}
}
