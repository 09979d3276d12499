package main

import (
	"strings"
	"testing"
)

// An error on a terminal is broken at spaces to its width: the terminal
// broke "armada-tui play starshipbattles standard"'s long message in the
// middle of a word ("--scenario s" / "tandard"; found by a play-tester),
// and the command it suggests must be read whole to be typed again.
func TestErrorIsWrappedToTheTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	tm := startTermAt(t, []string{"NO_COLOR=1", "TERM=xterm-256color", "XDG_STATE_HOME=" + t.TempDir()}, 80, 24, "play", "starshipbattles", "standard")
	s := tm.waitFor("for usage")
	if flat := strings.Join(strings.Fields(s), " "); !strings.Contains(flat, "armada-tui play starshipbattles --scenario standard") {
		t.Errorf("a word of the suggested command is broken:\n%s", s)
	}
	for _, l := range strings.Split(s, "\n") {
		if len([]rune(strings.TrimRight(l, " "))) >= 80 {
			t.Errorf("a line fills the terminal's width, so the terminal broke it: %q", l)
		}
	}
}
