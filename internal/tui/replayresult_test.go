package tui

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestReplayResultIsWhole: at the end of a finished game the replay
// viewer's last line, the result, is wrapped rather than cut. At 80×24 a
// turn limit's result lost its end: "Red wins: turn limit of 20 reached:
// Red has more points left on the mat (16 to …" (play-test 31, a selfplay
// game of Stellar Armada with --option turn_limit=20, kept in testdata).
func TestReplayResultIsWhole(t *testing.T) {
	sess, err := store.Load("testdata/sa-turn-limit.json", testCatalog{}.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	result := engine.ResultSentence(sess.State().Outcome(), sess.Scenario.Sides())
	if len(result) <= 80 {
		t.Fatalf("the fixture's result %q fits one line at 80 columns: the test proves nothing", result)
	}
	cfg := Config{Catalog: testCatalog{}}
	for _, size := range [][2]int{{80, 24}, {200, 60}} {
		d := newDriver(t, cfg, newReplay(cfg, sess, -1), size[0], size[1])
		d.keys("end")
		lines := strings.Split(d.screen(), "\n")
		if len(lines) != size[1] {
			t.Fatalf("%dx%d: %d lines", size[0], size[1], len(lines))
		}
		// The result stands just above the help line, whole: the last
		// line ends it, uncut, and the lines above it hold the rest (the
		// log's own line of the result is higher up).
		last := strings.TrimSpace(lines[len(lines)-2])
		if strings.HasSuffix(last, "…") || !strings.HasSuffix(result, last) {
			t.Fatalf("%dx%d: the line above the keys is %q, not the end of the result %q:\n%s", size[0], size[1], last, result, strings.Join(lines, "\n"))
		}
		var tail []string
		for _, l := range lines[len(lines)-4 : len(lines)-1] {
			tail = append(tail, strings.TrimSpace(l))
		}
		if got := strings.Join(tail, " "); !strings.HasSuffix(got, result) {
			t.Errorf("%dx%d: the result %q is not whole above the keys:\n%s", size[0], size[1], result, strings.Join(lines, "\n"))
		}
	}
}
