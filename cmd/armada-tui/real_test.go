package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui"
)

// The tests below run the commands against the games built into the
// program, so a broken game or scenario shows up here too.

func TestRealGames(t *testing.T) {
	c := newCLI(t, true)
	ids := c.app.gameIDs()
	if got, want := strings.Join(ids, ","), "stellararmada,silentdeath,starmada,starshipbattles,sscs"; got != want {
		t.Fatalf("the registered games are %s, want %s", got, want)
	}
	list := c.ok("list", "games")
	for _, id := range ids {
		if !strings.Contains(list, id) {
			t.Errorf("list games lacks %s", id)
		}
		t.Run(id, func(t *testing.T) {
			scs := c.ok("list", "scenarios", id)
			if strings.Count(scs, "\n") < 2 {
				t.Fatalf("%s has no scenarios:\n%s", id, scs)
			}
			// Every built-in scenario file validates, its game found from its folder.
			files, _ := filepath.Glob(filepath.Join("..", "..", "assets", "scenarios", id, "*.yaml"))
			if len(files) == 0 {
				t.Fatalf("no scenario files for %s", id)
			}
			out := c.ok(append([]string{"validate"}, files...)...)
			if strings.Count(out, ": ok (scenario "+id+"/") != len(files) {
				t.Errorf("validate:\n%s", out)
			}
			// Self-play, saved; every save verifies and prints a log.
			dir := t.TempDir()
			out = c.ok("selfplay", id, "--games", "6", "--seed", "3", "--json", "--save-dir", dir)
			if !strings.Contains(out, `"games":6`) {
				t.Errorf("selfplay: %s", out)
			}
			saves, _ := filepath.Glob(filepath.Join(dir, "*.json"))
			if len(saves) != 6 {
				t.Fatalf("%d saves", len(saves))
			}
			for _, p := range saves {
				if out := c.ok("replay", p, "--verify"); !strings.HasPrefix(out, "verified: ") {
					t.Errorf("verify %s: %s", p, out)
				}
				log := c.ok("replay", p, "--headless")
				first := "\n" + tui.LogTurnLabel("T1", 1, builtin{}.Screens(id).TurnWord) + " " // "R1" for a round
				if !strings.Contains(log, first) || !strings.Contains(log, "\nresult: ") || strings.Contains(log, "result: unfinished") {
					t.Errorf("headless log of %s:\n%s", p, log)
				}
			}
			c.ok(append([]string{"validate"}, saves...)...)
			// A new solo game is saved before the screen starts, and resumes.
			c.ok("play", id, "--solo", "2", "--ai", "random", "--seed", "9")
			if c.screen.sess == nil || c.screen.sess.Players[0].Kind != "scripted" || c.screen.sess.Players[1].Kind != "human" {
				t.Fatalf("play --solo 2: %+v", c.screen.sess)
			}
			if _, err := os.Stat(c.screen.sess.Path); err != nil {
				t.Fatal(err)
			}
			c.ok("resume")
			c.fails(2, "no such side", "play", id, "--solo", "nobody")
			c.fails(2, "has no scenario", "play", id, "--scenario", "nowhere")
		})
	}
}

// TestOptions lists a game's options and sets one with --option; bad
// options are usage errors that say what is wrong.
func TestOptions(t *testing.T) {
	c := newCLI(t, true)
	if _, ok := c.app.games.Lookup("stellararmada"); !ok {
		t.Fatal("stellararmada is not registered")
	}
	if out := c.ok("list", "options", "stellararmada"); !strings.Contains(out, "turn_limit  60") {
		t.Errorf("list options:\n%s", out)
	}
	c.ok("play", "stellararmada", "--seed", "1", "--option", "turn_limit=20")
	if got := c.screen.sess.Options["turn_limit"]; got != "20" {
		t.Errorf("turn_limit %q, want 20", got)
	}
	c.fails(2, `"7" is not one of 20, 40, 60, 100`, "play", "stellararmada", "--option", "turn_limit=7")
	c.fails(2, `has no option "speed"`, "selfplay", "stellararmada", "--option", "speed=2")
	c.fails(2, `--option "turn_limit": write KEY=VALUE`, "play", "stellararmada", "--option", "turn_limit")
}

// TestValidateShipData checks Starmada's ship records with validate: the
// shipped files pass; a broken record is named.
func TestValidateShipData(t *testing.T) {
	c := newCLI(t, true)
	if _, ok := c.app.games.Lookup("starmada"); !ok {
		t.Fatal("starmada is not registered")
	}
	files, _ := filepath.Glob(filepath.Join("..", "..", "internal", "games", "starmada", "ships", "*.yaml"))
	if len(files) == 0 {
		t.Fatal("no ship files")
	}
	out := c.ok(append([]string{"validate"}, files...)...)
	if strings.Count(out, "ok (starmada ship data") != len(files) {
		t.Errorf("validate ship data:\n%s", out)
	}
	bad := filepath.Join(t.TempDir(), "ships.yaml")
	os.WriteFile(bad, []byte("- class: Broken\n  type: frigate\n  fleet: Test\n  hull: -3\n"), 0o644)
	_, _, errOut := c.run("validate", "--game", "starmada", bad)
	if !strings.Contains(errOut, bad+": ") || !strings.Contains(errOut, "record 1") {
		t.Errorf("a broken record is not named: %q", errOut)
	}
}

// TestValidateCardData checks Starship Battles' stat card files with
// validate, as the README tells a player to: each file is a mapping (a
// faction and its cards), which validate once took for a scenario and
// refused ("unknown field faction"). A broken card is named.
func TestValidateCardData(t *testing.T) {
	c := newCLI(t, true)
	files, _ := filepath.Glob(filepath.Join("..", "..", "internal", "games", "starshipbattles", "cards", "*.yaml"))
	if len(files) == 0 {
		t.Fatal("no card files")
	}
	out := c.ok(append([]string{"validate"}, files...)...)
	if strings.Count(out, "ok (starshipbattles ") != len(files) || !strings.Contains(out, "stat cards of the") {
		t.Errorf("validate card data:\n%s", out)
	}
	bad := filepath.Join(t.TempDir(), "cards.yaml")
	os.WriteFile(bad, []byte("faction: light\ncards:\n  - name: Broken\n    cost: -3\n"), 0o644)
	_, _, errOut := c.run("validate", "--game", "starshipbattles", bad)
	if !strings.Contains(errOut, bad+": ") || !strings.Contains(errOut, "Broken") || !strings.Contains(errOut, "cost") {
		t.Errorf("a broken card is not named: %q", errOut)
	}
	// A scenario still goes to the scenario check.
	sc := filepath.Join("..", "..", "assets", "scenarios", "starshipbattles", "standard.yaml")
	if out := c.ok("validate", sc); !strings.Contains(out, "ok (scenario starshipbattles/standard") {
		t.Errorf("validate scenario: %s", out)
	}
}

// TestOlderRulesSavesOfTheRealGames validates, replays and resumes saves of
// older rules whose scenario the game decodes by those rules
// (engine.OlderRulesDecoder): an SSCS design that buys fixed damage for a
// beam (refused since sscs/8) and Silent Death's torps flown by the program
// (the firer chooses since silentdeath/8). The games' own tests load them;
// here they go through the program's registry, where every game is wrapped
// with the expert level, which once hid the hook and turned them away.
func TestOlderRulesSavesOfTheRealGames(t *testing.T) {
	c := newCLI(t, true)
	for _, f := range []string{
		filepath.Join("..", "..", "internal", "games", "sscs", "testdata", "rules7-fixed.json"),
		filepath.Join("..", "..", "internal", "games", "silentdeath", "testdata", "rules7-minefield-torps.json"),
	} {
		if out := c.ok("validate", f); !strings.Contains(out, ": ok (save of ") {
			t.Errorf("validate %s:\n%s", f, out)
		}
		c.ok("replay", f, "--verify")
	}
}
