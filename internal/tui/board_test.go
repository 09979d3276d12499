package tui

import (
	"fmt"
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
	lines, rows := al.lines(secretBoard{}, Config{}.asciiWords, func(s string) string { return "*" + s }, 40, 6)
	if len(lines) != 6 {
		t.Fatalf("%d lines for a panel of 6: %q", len(lines), lines)
	}
	joined := strings.Join(lines, "\n")
	if !strings.Contains(joined, "*> secret number 16") {
		t.Fatalf("the cursor (item 16) is not drawn:\n%s", joined)
	}
	if !strings.Contains(joined, "more") || rows[1] != -1 || rows[2] <= 1 {
		t.Fatalf("no sign of the hidden items (rows %v):\n%s", rows, joined)
	}
	// The markers count what is hidden: every item is drawn or counted,
	// once (they counted one fewer each, the marker's own line's item).
	drawn, counted := 0, 0
	for i, r := range rows {
		var n int
		switch _, err := fmt.Sscanf(strings.TrimLeft(lines[i], " ↑↓"), "%d more", &n); {
		case r >= 0:
			drawn++
		case err == nil:
			counted += n
		}
	}
	if drawn+counted != 20 {
		t.Fatalf("%d drawn and %d counted of 20 (rows %v):\n%s", drawn, counted, rows, joined)
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

// longItemBoard names every pick at length.
type longItemBoard struct{ secretBoard }

func (longItemBoard) Item(in engine.Intent) string {
	return fmt.Sprintf("secret number %d, which is written out here at a length no narrow panel holds", in.(pick).Value)
}

// TestCursorLineWraps: the line under the cursor is never cut; the others
// are, and each line drawn maps back to its item for a click.
func TestCursorLineWraps(t *testing.T) {
	var legal []engine.Intent
	for v := 1; v <= 3; v++ {
		legal = append(legal, pick{By: 0, Value: v})
	}
	al := newActionList(&secretState{}, legal, longItemBoard{})
	al.choose()
	al.move(1)
	lines, rows := al.lines(longItemBoard{}, Config{}.asciiWords, func(s string) string { return s }, 30, 10)
	joined := strings.Join(lines, "\n")
	if !strings.Contains(strings.Join(strings.Fields(joined), " "), "> secret number 2, which is written out here at a length no narrow panel holds") {
		t.Fatalf("the cursor's item is not whole:\n%s", joined)
	}
	want := []int{-1, 0}
	for range len(lines) - 3 {
		want = append(want, 1)
	}
	want = append(want, 2)
	if fmt.Sprint(rows) != fmt.Sprint(want) {
		t.Fatalf("rows %v, want %v:\n%s", rows, want, joined)
	}
}

// arrowBoard names a pick as an SSCS screen names a weapon's target.
type arrowBoard struct{ secretBoard }

func (arrowBoard) Item(in engine.Intent) string {
	return fmt.Sprintf("Disruptor %d → Bastion", in.(pick).Value)
}

// TestASCIIActionsWriteArrowsWide: with --ascii an action's arrow is
// written "->" before the list is laid out; the frame's cell-for-cell fold
// made it ">", which reads as "greater than".
func TestASCIIActionsWriteArrowsWide(t *testing.T) {
	legal := []engine.Intent{pick{By: 0, Value: 1}, pick{By: 0, Value: 2}}
	al := newActionList(&secretState{}, legal, arrowBoard{})
	al.choose()
	for _, c := range []struct {
		cfg  Config
		want string
	}{{Config{ASCII: true}, "Disruptor 2 -> Bastion"}, {Config{}, "Disruptor 2 → Bastion"}} {
		al.i = 1
		lines, _ := al.lines(arrowBoard{}, c.cfg.asciiWords, func(s string) string { return s }, 40, 6)
		if joined := ToASCII(strings.Join(lines, "\n")); c.cfg.ASCII && !strings.Contains(joined, "> "+c.want) {
			t.Errorf("ascii: %q, want the action %q", joined, c.want)
		}
		if joined := strings.Join(lines, "\n"); !c.cfg.ASCII && !strings.Contains(joined, c.want) {
			t.Errorf("unicode: %q, want the action %q", joined, c.want)
		}
	}
}
