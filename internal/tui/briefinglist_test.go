package tui

import (
	"strings"
	"testing"
)

// A force's line too long for the screen goes on four columns in, two
// further than the entries start: at the same indent as the next side its
// tail, "(CR 75)", read as an entry of its own.
func TestBriefingListLineGoesOnFurtherIn(t *testing.T) {
	lines := []string{"Forces:",
		"  Imperial: Admirable, Paladin, Lancer and Mantis, four cruisers of the line (CR 75)",
		"  Hegemony: Hive, Hornet 1 and Hornet 2 (CR 72)"}
	var b briefingPage
	got := b.window(lines, 40, 20, NewStyles(false))
	var entries, tails int
	for _, l := range got[:len(got)-1] {
		switch {
		case strings.HasPrefix(l, "    ") && strings.TrimSpace(l) != "":
			tails++
		case strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   "):
			entries++
		}
	}
	if entries != 2 || tails < 2 {
		t.Errorf("%d entries at two columns and %d lines going on at four, want 2 and at least 2:\n%s", entries, tails, strings.Join(got, "\n"))
	}
}
