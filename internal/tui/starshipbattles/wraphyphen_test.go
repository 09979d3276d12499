package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestWrapKeepsShortHyphenatedNames: the shell's Wrap does not break a
// word at a hyphen where a part of it would be shorter than 3 letters:
// the builder's message read "V-" on one line and "wing" on the next
// (found by a play-tester). At every width to 80 columns where the
// longest word fits, with and without the continuation's indent, each
// name below is whole on a line and no word is lost; a long compound
// still breaks at its hyphens where it must.
func TestWrapKeepsShortHyphenatedNames(t *testing.T) {
	names := []string{"V-wing", "X-wing", "Y-wing", "B-wing", "A-wing", "TIE/ln", "class-4", "-2", "armada-tui"}
	text := "The scripted builder would add nothing more to this fleet: it buys only the ships of its own plan. Left: a V-wing Starfighter (3), an X-wing, a Y-wing or a B-wing; the A-wing and a TIE/ln at -2 Defense of class-4 ships, in armada-tui."
	for _, indent := range []int{0, 2, 4} {
		for w := 12 + indent; w <= 80; w++ {
			lines := tui.Wrap(text, w, indent)
			joined := strings.Join(lines, "\n")
			for _, n := range names {
				if !strings.Contains(joined, n) {
					t.Fatalf("w %d indent %d: %q is broken:\n%s", w, indent, n, joined)
				}
			}
			for _, l := range lines {
				if tui.Width(l) > w {
					t.Fatalf("w %d indent %d: line %q is %d wide", w, indent, l, tui.Width(l))
				}
				if strings.ContainsRune(l, '\u2011') {
					t.Fatalf("w %d: a non-breaking hyphen is left on screen: %q", w, l)
				}
			}
			if got := strings.Join(strings.Fields(strings.Join(lines, " ")), " "); got != text {
				t.Fatalf("w %d indent %d: words lost or changed: %q", w, indent, got)
			}
		}
	}
	// A compound longer than the line still breaks after a hyphen, and
	// is joined back without a space.
	long := "the Super-Star-Destroyer-class flagship"
	lines := tui.Wrap(long, 14, 2)
	if len(lines) < 3 || !strings.HasSuffix(lines[0], "-") && !strings.HasSuffix(lines[1], "-") {
		t.Fatalf("a long compound is not broken at its hyphens: %q", lines)
	}
}
