package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestFileOfAnotherKindSaysWhichCommandTakesIt: a scenario given to
// replay, resume or campaign, a save or a scenario given to the designer,
// a file of designs given as a scenario is refused with what the file is
// and the command that takes it. The refusals were true but named no way
// on: "not a save file: line 1, column 1: invalid character '#'", "an
// object where a list is wanted".
func TestFileOfAnotherKindSaysWhichCommandTakesIt(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	copyTo := func(from, name string) string { return copyFile(t, from, filepath.Join(dir, name)) }
	scenario := copyTo("../../assets/scenarios/stellararmada/standard.yaml", "duel.yaml") // names no game
	designs := copyTo("../../internal/games/sscs/designs/1-concord.yaml", "fleet.yaml")
	saveDir := filepath.Join(dir, "saves")
	c.ok("selfplay", "sscs", "--games", "1", "--save-dir", saveDir)
	saves, _ := filepath.Glob(filepath.Join(saveDir, "*.json"))
	if len(saves) != 1 {
		t.Fatalf("selfplay wrote %v", saves)
	}
	save := saves[0]
	asScenario := scenario + " is a scenario, not a save: 'armada-tui play stellararmada --scenario " + scenario + "' plays it"
	asDesigns := designs + " is a file of SSCS designs, not a save: 'armada-tui design " + designs + "' opens it"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", scenario, "--headless"}, asScenario},
		{[]string{"replay", scenario, "--verify", "--unhashed"}, asScenario},
		{[]string{"resume", scenario}, asScenario},
		{[]string{"campaign", "status", scenario}, asScenario},
		{[]string{"replay", designs, "--headless"}, asDesigns},
		{[]string{"design", save}, save + " is a saved game, not a design file: 'armada-tui resume " + save + "' goes on with it, 'armada-tui replay " + save + "' shows it"},
		{[]string{"design", scenario}, scenario + " is a scenario, not a design file: 'armada-tui play stellararmada --scenario " + scenario + "' plays it"},
		{[]string{"selfplay", "sscs", "--scenario", designs}, designs + " is a file of SSCS designs, not a scenario: 'armada-tui design " + designs + "' opens it"},
	} {
		c.fails(exitFailure, tc.want, tc.args...)
	}
	// A damaged save is still a damaged save.
	cut := filepath.Join(dir, "cut.json")
	data, _ := os.ReadFile(save)
	if err := os.WriteFile(cut, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(exitFailure, cut+": damaged save: cut short", "replay", cut, "--headless")
}

// TestSuggestedCommandsWork runs, as printed, every command a refusal of a
// file of another kind suggests: each must succeed on the good files the
// test hands over. 'replay mine.yaml' of a design file outside a game's
// folder suggested 'validate mine.yaml', which asked "which game are these
// records for?" and failed; so did the suggestion for a scenario that
// names no game (found in play).
func TestSuggestedCommandsWork(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	copyTo := func(from, name string) string { return copyFile(t, from, filepath.Join(dir, name)) }
	scenario := copyTo("../../assets/scenarios/stellararmada/standard.yaml", "duel.yaml") // names no game
	// The same scenario in JSON, which a scenario file may be too.
	var doc map[string]any
	data, err := os.ReadFile(scenario)
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	js, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	asJSON := filepath.Join(dir, "duel.json")
	if err := os.WriteFile(asJSON, js, 0o644); err != nil {
		t.Fatal(err)
	}
	c.ok("validate", "--game", "stellararmada", scenario, asJSON)
	designs := copyTo("../../internal/games/sscs/designs/1-concord.yaml", "mine.yaml")
	saveDir := filepath.Join(dir, "saves")
	c.ok("selfplay", "sscs", "--games", "1", "--save-dir", saveDir)
	saves, _ := filepath.Glob(filepath.Join(saveDir, "*.json"))
	if len(saves) != 1 {
		t.Fatalf("selfplay wrote %v", saves)
	}
	quoted := regexp.MustCompile(`'armada-tui ([^']*)'`)
	for _, args := range [][]string{
		{"replay", scenario, "--headless"},
		{"resume", scenario},
		{"replay", asJSON, "--headless"},
		{"replay", designs, "--headless"},
		{"resume", designs},
		{"design", saves[0]},
		{"design", scenario},
		{"selfplay", "sscs", "--scenario", designs},
	} {
		_, _, errOut := c.run(args...)
		said := quoted.FindAllStringSubmatch(errOut, -1)
		if len(said) == 0 {
			t.Errorf("armada-tui %s suggests no command: %s", strings.Join(args, " "), errOut)
		}
		for _, m := range said {
			line := strings.Fields(m[1])
			if line[0] == "design" {
				continue // the designer's screen is not the test's
			}
			if code, out, errOut := c.run(line...); code != 0 {
				t.Errorf("armada-tui %s suggests 'armada-tui %s', which fails: exit %d\n%s%s", strings.Join(args, " "), m[1], code, out, errOut)
			}
		}
	}
}
