package main

import (
	"strings"
	"testing"
)

// TestFlagsNoOneReadsAreNamed: --think, --iterations and --ai-delay where
// no opponent reads them, and --force without --save, were ignored without
// a word, and 'resume --think 0' of a game with no expert was refused for
// a search no one would make (found by a play-tester). Each ignored flag is
// named on standard error in one line and the command goes on; --think 0
// without --iterations is refused only where the expert plays.
func TestFlagsNoOneReadsAreNamed(t *testing.T) {
	c := newCLI(t, true)
	for _, tc := range []struct {
		args []string
		note string // "" for none
	}{
		{[]string{"play", "stellararmada", "--think", "2s"}, "armada-tui: note: --think is ignored: no expert opponent plays this game\n"},
		{[]string{"play", "stellararmada", "--solo", "1", "--think", "0", "--iterations", "5"}, "armada-tui: note: --think and --iterations are ignored: no expert opponent plays this game\n"},
		{[]string{"play", "stellararmada", "--ai-delay", "0"}, "armada-tui: note: --ai-delay is ignored: no computer opponent plays this game\n"},
		{[]string{"play", "stellararmada", "--force"}, "armada-tui: note: --force is ignored: it lets --save replace a file, and there is no --save\n"},
		{[]string{"play", "stellararmada", "--solo", "1", "--ai-delay", "0"}, ""},
		{[]string{"play", "stellararmada", "--solo", "1", "--ai", "expert", "--think", "1s", "--iterations", "3"}, ""},
		{[]string{"selfplay", "stellararmada", "--think", "0"}, "armada-tui: note: --think is ignored: no expert opponent plays this game\n"},
		{[]string{"selfplay", "stellararmada", "--force"}, "armada-tui: note: --force is ignored: it lets --save-dir replace files, and there is no --save-dir\n"},
	} {
		code, _, errOut := c.run(tc.args...)
		if code != 0 || errOut != tc.note {
			t.Errorf("armada-tui %s: exit %d, stderr %q; want 0 and %q", strings.Join(tc.args, " "), code, errOut, tc.note)
		}
	}
	// resume --think 0 of a hotseat game is no error: no expert plays it.
	c.ok("play", "stellararmada", "--seed", "3")
	path := c.screen.sess.Path
	if code, _, errOut := c.run("resume", path, "--think", "0"); code != 0 || errOut != "armada-tui: note: --think is ignored: no expert opponent plays this game\n" {
		t.Errorf("resume --think 0 of a hotseat game: exit %d, %q", code, errOut)
	}
	// Where the expert plays, --think 0 needs --iterations.
	c.fails(exitUsage, "--think 0 needs --iterations N: with neither limit the expert opponent would think for ever", "play", "stellararmada", "--solo", "1", "--ai", "expert", "--think", "0")
	c.fails(exitUsage, "--think 0 needs --iterations N", "selfplay", "stellararmada", "--a", "expert", "--think", "0")
	c.ok("play", "stellararmada", "--solo", "1", "--ai", "expert", "--seed", "4")
	expert := c.screen.sess.Path
	c.fails(exitUsage, "--think 0 needs --iterations N", "resume", expert, "--think", "0")
	if code, _, errOut := c.run("resume", expert, "--think", "0", "--iterations", "4"); code != 0 || errOut != "" {
		t.Errorf("resume of an expert's game with --think 0 --iterations 4: exit %d, %q", code, errOut)
	}
	// campaign --selfplay shows nothing: --ai-delay is named.
	dir := t.TempDir()
	if code, _, errOut := c.run("campaign", "new", dir+"/camp.json", "--seed", "5", "--selfplay", "--ai-delay", "0"); code != 0 || errOut != "armada-tui: note: --ai-delay is ignored: nothing is shown with --selfplay\n" {
		t.Errorf("campaign new --selfplay --ai-delay 0: exit %d, %q", code, errOut)
	}
}
