package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// TestResultReadsWholeAt80x24: the result of a finished meeting
// engagement takes seven lines of the action list's 34 columns ("Vorr
// wins: all of Concord's combatants are incapable of resistance, … Concord
// 2327, Vorr 2977)"), and the panel's six rows under the map cut it after
// "destroyed or captured: Concord", the scores and the enter line left out
// without a mark (found by a terminal play-tester). The map gives up rows
// for it, as for a long open list.
func TestResultReadsWholeAt80x24(t *testing.T) {
	sess := session(t, "standard", false, 1)
	playUntil(t, sess, 20000, func(*sscs.State) bool { return false })
	out := sess.State().Outcome()
	if !out.Over {
		t.Fatal("the game did not end")
	}
	d := game(t, sess, cfg, 80, 24)
	var left []string
	for _, l := range strings.Split(d.Screen(), "\n") {
		if i := strings.Index(l, "│"); i >= 0 {
			left = append(left, l[:i])
		}
	}
	panel := strings.Join(strings.Fields(strings.Join(left, " ")), " ")
	want := strings.Join(strings.Fields(engine.ResultSentence(out, sess.Scenario.Sides())), " ")
	if len(want) < 34*5 {
		t.Fatalf("the result is too short to test the panel: %q", want)
	}
	if !strings.Contains(panel, want) || !strings.Contains(panel, "enter: the menu") {
		t.Errorf("the result is not whole under the map:\n%s\nwant %q", d.Screen(), want)
	}
	if !strings.Contains(d.Screen(), "Game over") {
		t.Errorf("no game-over panel:\n%s", d.Screen())
	}
}
