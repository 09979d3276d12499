package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestValidateGameInAnyCase: game ids may be typed in any case (README),
// and validate's --game is one: "--game RACE" passed the check of the
// flag, then was looked up as typed and every file was refused as of an
// unknown game.
func TestValidateGameInAnyCase(t *testing.T) {
	c := newCLI(t, false)
	path := filepath.Join("testdata", "no-game.yaml")
	for _, id := range []string{"race", "RACE", "Race"} {
		if out := c.ok("validate", "--game", id, path); !strings.HasPrefix(out, path+": ok (scenario race/") {
			t.Errorf("validate --game %s: %q", id, out)
		}
	}
}

// TestScenarioNameInAnyCase: a scenario's name may be typed in any case,
// as a game's id may: "play starmada --scenario Standard" was refused with
// "did you mean standard?".
func TestScenarioNameInAnyCase(t *testing.T) {
	c := newCLI(t, false)
	for _, name := range []string{"SPRINT", "Sprint", "sprint"} {
		c.ok("play", "race", "--scenario", name, "--seed", "1")
		if got := c.screen.sess.Scenario.Name(); got != "sprint" {
			t.Errorf("play --scenario %s played %s", name, got)
		}
		if out := c.ok("selfplay", "race", "--scenario", name, "--games", "1"); !strings.Contains(out, "scenario sprint") {
			t.Errorf("selfplay --scenario %s: %s", name, out)
		}
	}
	c.fails(exitUsage, `race has no scenario "sprints"`, "play", "race", "--scenario", "sprints")
}
