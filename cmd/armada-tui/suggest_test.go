package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMistypedGameSuggestsTheGame: a game id a letter or two off, the
// start of one or its title's initials names the game meant after the
// list of ids; a word near none names none.
func TestMistypedGameSuggestsTheGame(t *testing.T) {
	c := newCLI(t, true)
	for _, tc := range []struct{ typed, want string }{
		{"stellarmada", "; did you mean stellararmada?"},
		{"stelarArmada", "; did you mean stellararmada?"},
		{"starshipbatles", "; did you mean starshipbattles?"},
		{"silent", "; did you mean silentdeath?"},
		{"sd", "; did you mean silentdeath?"},
		{"sa", "; did you mean stellararmada?"},
		{"ssc", "; did you mean sscs?"},
		{"star", "; did you mean starmada or starshipbattles?"},
	} {
		c.fails(exitUsage, `unknown game "`+tc.typed+`" (known games: stellararmada, silentdeath, starmada, starshipbattles, sscs)`+tc.want, "play", tc.typed)
		c.fails(exitUsage, tc.want, "selfplay", tc.typed)
		c.fails(exitUsage, tc.want, "list", "options", tc.typed)
	}
	if errOut := c.fails(exitUsage, `unknown game "chess"`, "play", "chess"); strings.Contains(errOut, "did you mean") {
		t.Errorf("chess is near no game: %q", errOut)
	}
	// A scenario file's own "game:" key, mistyped.
	path := filepath.Join(t.TempDir(), "mine.yaml")
	if err := os.WriteFile(path, []byte("game: stellarmada\nname: mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(exitFailure, `unknown game "stellarmada"`+" (known games: stellararmada, silentdeath, starmada, starshipbattles, sscs); did you mean stellararmada?", "validate", path)
}

// TestMistypedCommandSuggestsTheCommand: cobra's suggestions were lost
// where the commands check their arguments themselves ("paly" said only
// that it is unknown); every level of commands names the one meant.
func TestMistypedCommandSuggestsTheCommand(t *testing.T) {
	c := newCLI(t, false)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"paly", "race"}, `unknown command "paly" for "armada-tui"; did you mean play?`},
		{[]string{"valdate", "x"}, "; did you mean validate?"},
		{[]string{"list", "scenaros"}, `list: unknown command "scenaros" for "armada-tui list"; did you mean scenarios?`},
		{[]string{"list", "opt"}, "; did you mean options?"},
		{[]string{"campaign", "nxet", "c.json"}, "(its commands: new, next, resume, status); did you mean next?"},
		{[]string{"completion", "bsh"}, "; did you mean bash or zsh?"},
	} {
		c.fails(exitUsage, tc.want, tc.args...)
	}
	if errOut := c.fails(exitUsage, `unknown command "bogus"`, "bogus"); strings.Contains(errOut, "did you mean") {
		t.Errorf("bogus is near no command: %q", errOut)
	}
}

// TestMistypedScenarioSuggestsTheScenario: a scenario name a letter or
// two off one of the game's names that one, and another game's scenario
// names its game.
func TestMistypedScenarioSuggestsTheScenario(t *testing.T) {
	c := newCLI(t, true)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"selfplay", "stellararmada", "--scenario", "standrd"}, "; did you mean standard?"},
		{[]string{"play", "starmada", "--scenario", "dule"}, "; did you mean duel?"},
		{[]string{"play", "stellararmada", "--scenario", "duel"}, "; duel is a scenario of starmada"},
		{[]string{"selfplay", "starmada", "--scenario", "quickstart"}, "; quickstart is a scenario of starshipbattles"},
	} {
		c.fails(exitUsage, tc.want, tc.args...)
	}
	if errOut := c.fails(exitUsage, `no scenario "xyz"`, "play", "sscs", "--scenario", "xyz"); strings.Contains(errOut, "did you mean") || strings.Contains(errOut, "is a scenario of") {
		t.Errorf("xyz is near no scenario: %q", errOut)
	}
}

// TestHelpOfNoCommand: help on a word that is no command is a usage
// error with the command meant; cobra's printed the root's help and
// exited 0, so a typo in a script passed for success.
func TestHelpOfNoCommand(t *testing.T) {
	c := newCLI(t, false)
	c.fails(exitUsage, `help: no command "plya"; did you mean play?`, "help", "plya")
	c.fails(exitUsage, `help: no command "list sves"; did you mean saves?`, "help", "list", "sves")
	if out := c.ok("help", "play"); !strings.Contains(out, "Start a new game of GAME") {
		t.Errorf("help play:\n%s", out)
	}
	if out := c.ok("help", "list", "saves"); !strings.Contains(out, "List the save files of DIR") {
		t.Errorf("help list saves:\n%s", out)
	}
	if out := c.ok("help"); !strings.Contains(out, "Without a command it opens the menu") {
		t.Errorf("help:\n%s", out)
	}
}

// TestSoloSideSuggested: --solo with a side's name cut short or misspelt
// names the side meant, and a number with blanks around it is the number.
func TestSoloSideSuggested(t *testing.T) {
	c := newCLI(t, true)
	c.fails(exitUsage, `--solo "lihgt side": no such side (the sides are 1 or Light Side; 2 or Dark Side); did you mean Light Side?`, "play", "starshipbattles", "--solo", "lihgt side")
	c.fails(exitUsage, "; did you mean Imperial?", "play", "starmada", "--solo", "imperal")
	c.fails(exitUsage, "; did you mean Reaper's Own?", "campaign", "new", filepath.Join(t.TempDir(), "c.json"), "--solo", "reapers own")
	c.screen.notReady = os.ErrClosed // past the side: the terminal is asked for next
	c.fails(exitFailure, os.ErrClosed.Error(), "play", "stellararmada", "--solo", " 2 ")
}

// TestSoloTakesTheStartOfASidesName: --solo takes a side by the start of
// its name, whole words or not, in any case, on play and on campaign new;
// a start two sides share is refused with both. "--solo light" was "no such
// side ...; did you mean Light Side?" although the help said "its name in
// any case" (found in play).
func TestSoloTakesTheStartOfASidesName(t *testing.T) {
	c := newCLI(t, true)
	human := func() string {
		t.Helper()
		var people []string
		for _, p := range c.screen.sess.Players {
			if p.IsHuman() {
				people = append(people, p.Side)
			}
		}
		return strings.Join(people, ", ")
	}
	for _, tc := range []struct{ scenario, solo, want string }{
		{"coruscant", "light", "Light Side"},
		{"coruscant", "LIGHT", "Light Side"},
		{"coruscant", "li", "Light Side"},
		{"coruscant", "dark  s", "Dark Side"},
		{"coruscant", " Dark Side ", "Dark Side"},
		{"teams", "light side b", "Light Side B"},
		{"teams", "dark side a", "Dark Side A"},
	} {
		c.ok("play", "starshipbattles", "--scenario", tc.scenario, "--solo", tc.solo, "--seed", "1")
		if got := human(); got != tc.want {
			t.Errorf("--scenario %s --solo %q: the person plays %s, want %s", tc.scenario, tc.solo, got, tc.want)
		}
	}
	c.fails(exitUsage, `--solo "light": more than one side's name starts so (1 or Light Side A; 3 or Light Side B); give more of the name, or the number`,
		"play", "starshipbattles", "--scenario", "teams", "--solo", "light")
	dir := t.TempDir()
	c.ok("campaign", "new", filepath.Join(dir, "c.json"), "--solo", "the d", "--seed", "1")
	if got := human(); got != "The Destroyers" {
		t.Errorf("campaign new --solo \"the d\": the person plays %s", got)
	}
	c.fails(exitUsage, `--solo "red": more than one side's name starts so (1 or Red Wing; 2 or Red Guard)`,
		"campaign", "new", filepath.Join(dir, "d.json"), "--a", "Red Wing", "--b", "Red Guard", "--solo", "red")
}

// TestMistypedLevelAndOptionSuggested: an opponent level or an option key
// a letter or two off names the one meant; a value refused names none.
func TestMistypedLevelAndOptionSuggested(t *testing.T) {
	c := newCLI(t, true)
	c.fails(exitUsage, `--a "expret": stellararmada has no such opponent (levels: random, scripted, expert); did you mean expert?`, "selfplay", "stellararmada", "--a", "expret")
	c.fails(exitUsage, `--ai "scripte": starmada has no such opponent (levels: random, scripted, expert); did you mean scripted?`, "play", "starmada", "--solo", "1", "--ai", "scripte")
	c.fails(exitUsage, `--option: starmada has no option "turn" (its options: turns, points, objects); did you mean turns?`, "selfplay", "starmada", "--option", "turn=5")
	c.fails(exitUsage, "; did you mean drift?", "play", "silentdeath", "--option", "dirft=on")
	if errOut := c.fails(exitUsage, `option drift: "x" is not one of off, on`, "selfplay", "silentdeath", "--option", "drift=x", "--option", "zdrift=on"); strings.Contains(errOut, "did you mean") {
		t.Errorf("a refused value with a hint for another key: %q", errOut)
	}
}
