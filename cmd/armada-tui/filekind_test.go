package main

import (
	"os"
	"path/filepath"
	"testing"
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
	copyTo := func(from, name string) string {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
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
