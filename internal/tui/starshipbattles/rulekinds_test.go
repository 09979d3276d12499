package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestEveryIntentHasARule: the rule page had nothing for a pass, a pushed
// fighter's square, Emperor's Will's shift, the initiative reroll or the
// winner's order, and read "Move the cursor onto an action", which the
// replay's rule page of such a move names as a move with no rule (found by
// a terminal play-tester replaying a team game, "move 593, Rebel Fleet:
// pass"). Every kind of intent of the game has its rule.
func TestEveryIntentHasARule(t *testing.T) {
	s := session(t, "coruscant", 1).State().(*sb.State)
	for _, in := range []engine.Intent{sb.Add{}, sb.Remove{}, sb.Done{}, sb.Place{}, sb.Step{}, sb.Stop{}, sb.Launch{},
		sb.Attack{}, sb.Play{}, sb.Pass{}, sb.Displace{}, sb.Shift{}, sb.Reroll{}, sb.Order{}} {
		lines := strings.Join(rulePage(s, in).Lines, " ")
		if lines == "" || strings.Contains(lines, "Move the cursor") {
			t.Errorf("%s: the rule page reads %q", in.Kind(), lines)
		}
	}
}
