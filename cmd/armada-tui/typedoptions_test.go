package main

import (
	"os"
	"testing"
)

// TestTypedOptionOutOfRangeIsAUsageError: an option typed as text
// (Starmada's and SSCS's turns) is checked by the game with the scenario;
// a value it refuses is a usage error of --option, exit 2 with the flag
// named and the command's help pointed to, as a value off an option's
// list is, not exit 1 with a message that named no flag; nothing is
// written.
func TestTypedOptionOutOfRangeIsAUsageError(t *testing.T) {
	c := newCLI(t, true)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"selfplay", "starmada", "--option", "turns=0"}, `--option: scenario "standard": option turns: "0" is not a number of turns from 1 to 50`},
		{[]string{"play", "starmada", "--option", "turns=51"}, `--option: scenario "standard": option turns: "51" is not a number of turns from 1 to 50`},
		{[]string{"play", "sscs", "--option", "turns=x"}, `--option: scenario "standard": option turns: "x" is not a number of turns from 1 to 200`},
		{[]string{"selfplay", "sscs", "--scenario", "built", "--option", "turns=-1"}, `--option: scenario "built": option turns: "-1"`},
	} {
		c.fails(exitUsage, tc.want, tc.args...)
	}
	if entries, _ := os.ReadDir(c.dir); len(entries) != 0 {
		t.Errorf("a refused option wrote %d files", len(entries))
	}
	if len(c.screen.calls) != 0 {
		t.Errorf("a refused option opened a screen: %v", c.screen.calls)
	}
	// In range, the same options play.
	c.ok("selfplay", "starmada", "--option", "turns=3", "--games", "1")
	c.ok("selfplay", "sscs", "--option", "turns=2", "--games", "1")
}
