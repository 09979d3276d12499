package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// TestRuleBetweenBattlesNamesTheChoice: between a campaign's battles the
// rule page's head was the intent's kind ("advance:"), there being no
// battle to describe it (found by a terminal play-tester in a campaign's
// replay). It names the choice as the log does.
func TestRuleBetweenBattlesNamesTheChoice(t *testing.T) {
	sess := sdSession(t, "campaign", 1, false)
	var adv engine.Intent
	playUntil(t, sess, func(c *sd.Campaign) bool {
		for _, in := range c.Legal(c.Phase().Actors[0]) {
			if _, ok := in.(sd.Advance); ok {
				adv = in
				return true
			}
		}
		return false
	})
	st := sess.State()
	pages := help(st.View(adv.Actor()), adv.Actor(), adv)
	rule := pages[len(pages)-1].Lines
	want := engine.Describe(st, adv, adv.Actor())
	if len(rule) < 2 || rule[0] != want+":" || !strings.Contains(rule[1], "10.1") {
		t.Fatalf("the rule page of %q reads %q", want, rule)
	}
}
