package tui

import (
	"strings"
	"testing"
)

// TestReplayFooterOverTheMapsField: while the map's g field is open in the
// replay viewer, the footer says that enter goes there and esc cancels; it
// read "←/→ step • [/] turn … q quit", keys the field took as letters.
func TestReplayFooterOverTheMapsField(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	if _, err := sess.Apply(pick{By: 0, Value: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Apply(pick{By: 1, Value: 1}); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, -1)
	r.board = NewHexBoard(starmadaStandard(), cfg)
	d := newDriver(t, cfg, r, 80, 24)
	d.keys("g")
	if !r.boardTyping() {
		t.Fatalf("g did not open the map's field:\n%s", d.screen())
	}
	lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
	footer := lines[len(lines)-1]
	if !strings.Contains(footer, "enter go there") || !strings.Contains(footer, "esc cancel") || strings.Contains(footer, "q quit") {
		t.Fatalf("the footer over the map's field: %q", footer)
	}
}
