package starshipbattles

import (
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestQuestionHelpGivesTheAnswersRule: on a question (the defender's
// options) the help's rule page did not follow the cursor: with it on
// Pass, the page gave Power to Shields' rule (found by a terminal
// play-tester). It gives the rule of the answer under the cursor: the
// option's on an option, the pass's on Pass.
func TestQuestionHelpGivesTheAnswersRule(t *testing.T) {
	sess := session(t, "coruscant", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseDefenderOpts })
	d := game(t, config(), sess, 80, 24)
	m, ok := d.Snap().Phase.(*promptModel)
	if !ok {
		t.Fatalf("no question on the screen:\n%s", d.Screen())
	}
	rule := func() string {
		d.Keys("?", "tab", "tab", "tab")
		s := d.Screen()
		d.Keys("esc")
		return s
	}
	if _, on := m.Hover().(sb.Pass); !on {
		t.Fatalf("the question opens off Pass: %v", m.Hover())
	}
	if s := rule(); strings.Contains(s, "Move the cursor") || !strings.Contains(s, "Passing declines") {
		t.Errorf("the rule page on Pass:\n%s", s)
	}
	d.Keys("up")
	play, ok := m.Hover().(sb.Play)
	if !ok {
		t.Fatalf("up did not put the cursor on an option: %v", m.Hover())
	}
	if s := rule(); strings.Contains(s, "Move the cursor") || !strings.Contains(s, play.Option.String()) {
		t.Errorf("the rule page on %s:\n%s", play.Option, s)
	}
}
