package main

import (
	"path/filepath"
	"strings"
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

// TestReplayToARound: Starship Battles' log labels its rounds "R1", "R2"
// (tui.LogTurnLabel), and --to takes a round so, as it takes "T2" (it
// refused "R2" as no turn at all).
func TestReplayToARound(t *testing.T) {
	c := newCLI(t, true)
	save := filepath.Join("..", "..", "internal", "games", "starshipbattles", "testdata", "rules2-teams-verifies.json")
	want := c.ok("replay", save, "--headless", "--to", "2")
	if !strings.Contains(want, "\nR2 ") {
		t.Fatalf("the log has no round 2 labelled R2:\n%s", want)
	}
	for _, to := range []string{"R2", "round 2", "r2"} {
		if got := c.ok("replay", save, "--headless", "--to", to); got != want {
			t.Errorf("--to %q printed\n%s\nwant, as --to 2:\n%s", to, got, want)
		}
	}
}
