package main

import (
	"regexp"
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

// TestErrorIsPlainOnATerminal pins the choice of plain errors on a
// terminal with colour (printError): fang's styled block title-cased a
// message's first word, which changes a path that opens it
// ("My-Duel.JSON" shown as "My-Duel.json") and a flag ("--To"). The
// message keeps the path as typed, with no colour and no "ERROR" block.
func TestErrorIsPlainOnATerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	tm := startTermAt(t, []string{"NO_COLOR=", "TERM=xterm-256color", "COLORTERM=truecolor", "XDG_STATE_HOME=" + t.TempDir()}, 80, 24, "replay", "My-Duel.JSON")
	s := tm.waitFor("no such file")
	if !strings.Contains(s, "armada-tui: My-Duel.JSON: no such file or directory") || strings.Contains(s, "ERROR") {
		t.Errorf("the error is not the plain line naming the path as typed:\n%s", s)
	}
	if sgr := regexp.MustCompile("\x1b\\[[0-9;:]*m").Find(tm.out.bytes()); sgr != nil {
		t.Errorf("the error is styled (%q):\n%q", sgr, tm.out.bytes())
	}
}
