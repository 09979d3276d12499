package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
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

// listCounter is a registry that counts the whole lists of scenarios asked
// of it.
type listCounter struct {
	registry
	lists *int
}

func (r listCounter) Scenarios(g engine.Game) ([]engine.Scenario, error) {
	*r.lists++
	return r.registry.Scenarios(g)
}

// TestScenarioStartDecodesOne: a game started by its default scenario or
// by a scenario's exact name reads that scenario alone; only a name in
// another case is looked for in the whole list (which decodes every
// scenario of the game: looked for first, it made a third of Silent
// Death's first frame).
func TestScenarioStartDecodesOne(t *testing.T) {
	c := newCLI(t, true)
	lists := 0
	c.app.games = listCounter{c.app.games, &lists}
	c.ok("play", "silentdeath", "--seed", "1")
	c.ok("play", "silentdeath", "--scenario", "belt", "--seed", "1")
	if lists != 0 {
		t.Errorf("a start by the default or an exact name asked for the whole list %d times", lists)
	}
	c.ok("play", "silentdeath", "--scenario", "BELT", "--seed", "1")
	if got := c.screen.sess.Scenario.Name(); got != "belt" || lists == 0 {
		t.Errorf("--scenario BELT played %s (%d lists)", got, lists)
	}
}

// TestOptionInAnyCase: an option's key, and a value from its list of
// choices, may be typed in any case, as game ids and scenario names may
// ("--option Drift=ON" was refused with "has no option \"Drift\""); the
// session holds them as the game spells them. Free text ("turns") is
// left as typed.
func TestOptionInAnyCase(t *testing.T) {
	c := newCLI(t, true)
	c.ok("play", "silentdeath", "--seed", "1", "--option", "Drift=ON", "--option", "POINT_DEFENCE=Limited")
	if got := c.screen.sess.Options; got["drift"] != "on" || got["point_defence"] != "limited" || len(got) != 2 {
		t.Errorf("options %v, want drift=on, point_defence=limited", got)
	}
	c.ok("play", "stellararmada", "--seed", "1", "--option", "TURN_LIMIT=20")
	if got := c.screen.sess.Options; got["turn_limit"] != "20" || len(got) != 1 {
		t.Errorf("options %v, want turn_limit=20", got)
	}
	c.fails(exitUsage, `has no option "Drfit"`, "play", "silentdeath", "--option", "Drfit=on")
	c.fails(exitUsage, `is not one of off, on`, "play", "silentdeath", "--option", "drift=yes")
}
