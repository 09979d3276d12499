package tui

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestLongListScrolls checks that an open list longer than its panel keeps
// the cursor in sight and says how much is hidden.
func TestLongListScrolls(t *testing.T) {
	var legal []engine.Intent
	for v := 1; v <= 20; v++ {
		legal = append(legal, pick{By: 0, Value: v})
	}
	al := newActionList(&secretState{}, legal, secretBoard{})
	al.choose() // opens the group
	for i := 0; i < 15; i++ {
		al.move(1)
	}
	lines, first := al.lines(secretBoard{}, func(s string) string { return "*" + s }, 6)
	if len(lines) != 6 {
		t.Fatalf("%d lines for a panel of 6: %q", len(lines), lines)
	}
	joined := strings.Join(lines, "\n")
	if !strings.Contains(joined, "*> secret number 16") {
		t.Fatalf("the cursor (item 16) is not drawn:\n%s", joined)
	}
	if !strings.Contains(joined, "more") || first == 0 {
		t.Fatalf("no sign of the hidden items (first %d):\n%s", first, joined)
	}
}

// TestWrapKeepsHyphens: a line broken after a hyphen is joined back
// without a space.
func TestWrapKeepsHyphens(t *testing.T) {
	got := strings.Join(Wrap("Rebel X-wing and Y-wing Starfighters attack the Executor's bridge deflector shield generators", 20, 2), "|")
	if strings.Contains(got, "- ") {
		t.Fatalf("a hyphen gained a space: %q", got)
	}
}
