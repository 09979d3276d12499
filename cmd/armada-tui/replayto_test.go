package main

import (
	"path/filepath"
	"testing"
)

// TestReplayToTurnWord: --to takes a turn as its syntax allows it, "3",
// "T3" or "turn 3", in a game numbered by turns as in a campaign; "turn 2"
// passed the syntax check and was then read as "urn 2", refused as naming
// a battle.
func TestReplayToTurnWord(t *testing.T) {
	c := newCLI(t, false)
	good := filepath.Join("testdata", "good.json")
	want := c.ok("replay", good, "--headless", "--to", "2")
	for _, to := range []string{"T2", "turn 2", "Turn2", "t 2"} {
		if got := c.ok("replay", good, "--headless", "--to", to); got != want {
			t.Errorf("--to %q printed\n%s\nwant, as --to 2:\n%s", to, got, want)
		}
	}
}
