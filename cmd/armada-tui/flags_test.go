package main

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// parse runs cmd on argv with its run function replaced by one that only
// records that it ran: the flags are tested apart from what they do.
func parse(t *testing.T, cmd *cobra.Command, argv ...string) {
	t.Helper()
	cmd.SetArgs(argv)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	if err := cmd.Execute(); err != nil {
		t.Fatalf("%v: %v", argv, err)
	}
}

func TestPlayFlags(t *testing.T) {
	a := newApp(nil, nil)
	var got *playOptions
	parse(t, a.playCmd(func(o *playOptions) error { got = o; return nil }),
		"stellararmada", "--scenario", "skirmish", "--solo", "2", "--ai", "random", "--seed", "7", "--save", "x.json", "--option", "turn_limit=40")
	want := &playOptions{Game: "stellararmada", Scenario: "skirmish", Solo: "2", AI: "random", AISet: true,
		Save: "x.json", Options: []string{"turn_limit=40"}, Seed: 7, SeedSet: true}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	parse(t, a.playCmd(func(o *playOptions) error { got = o; return nil }), "silentdeath")
	if got.AI != "scripted" || got.AISet || got.SeedSet || got.Solo != "" {
		t.Fatalf("defaults: %+v", got)
	}
}

func TestReplaySelfplayListValidateFlags(t *testing.T) {
	a := newApp(nil, nil)
	var r *replayOptions
	parse(t, a.replayCmd(func(o *replayOptions) error { r = o; return nil }), "g.json", "--headless", "--to", "3")
	if *r != (replayOptions{Path: "g.json", Headless: true, To: "3"}) {
		t.Fatalf("replay: %+v", r)
	}
	var s *selfplayOptions
	parse(t, a.selfplayCmd(func(o *selfplayOptions) error { s = o; return nil }), "starmada", "--games", "20", "--a", "random", "--b", "scripted", "--json")
	if s.Game != "starmada" || s.Games != 20 || s.LevelA != "random" || s.LevelB != "scripted" || !s.JSON || s.Seed != 1 {
		t.Fatalf("selfplay: %+v", s)
	}
	var l *listOptions
	list := a.listCmd(func(o *listOptions) error { l = o; return nil })
	parse(t, list, "scenarios", "silentdeath")
	if *l != (listOptions{What: "scenarios", Game: "silentdeath"}) {
		t.Fatalf("list: %+v", l)
	}
	var v *validateOptions
	parse(t, a.validateCmd(func(o *validateOptions) error { v = o; return nil }), "--game", "starmada", "a.yaml", "b.yaml")
	if v.Game != "starmada" || !reflect.DeepEqual(v.Paths, []string{"a.yaml", "b.yaml"}) {
		t.Fatalf("validate: %+v", v)
	}
	var resumed *resumeOptions
	parse(t, a.resumeCmd(func(o *resumeOptions) error { resumed = o; return nil }))
	if resumed.Path != "" {
		t.Fatalf("resume: %+v", resumed)
	}
}

// TestDrawingFlags: --ascii, --no-mouse and --ai-delay belong to the
// commands that draw (--ai-delay to those a scripted opponent plays on), not
// to selfplay, list, validate or campaign status; TERM=dumb or a
// locale that is not UTF-8 draws in ASCII by itself.
func TestDrawingFlags(t *testing.T) {
	c := newCLI(t, false)
	c.ok("play", "race", "--ai-delay", "0", "--ascii")
	if !c.screen.cfg.ASCII || c.screen.cfg.AIDelay != 0 {
		t.Fatalf("play's drawing flags: %+v", c.screen.cfg)
	}
	c.fails(exitUsage, "unknown flag: --ascii", "selfplay", "race", "--games", "1", "--ascii")
	c.fails(exitUsage, "unknown flag: --no-mouse", "list", "games", "--no-mouse")
	// Replay's viewer plays no move and campaign status prints: a pace or
	// a drawing flag there would do nothing, so they have none.
	c.fails(exitUsage, "unknown flag: --ai-delay", "replay", "x.json", "--ai-delay", "0")
	c.fails(exitUsage, "unknown flag: --ascii", "campaign", "status", "x.json", "--ascii")
	c.fails(exitUsage, "unknown flag: --ai-delay", "campaign", "status", "x.json", "--ai-delay", "0")
	for env, ascii := range map[string]bool{"TERM=dumb": true, "LANG=C": true, "LANG=en_GB.UTF-8": false, "LC_ALL=de_DE.ISO-8859-1": true, "": false} {
		c := newCLI(t, false)
		if k, v, ok := strings.Cut(env, "="); ok {
			c.env[k] = v
		}
		c.ok()
		if c.screen.cfg.ASCII != ascii {
			t.Errorf("%s: ASCII %v", env, c.screen.cfg.ASCII)
		}
	}
}

// TestHelpHasNoTrailingSpaces: help written to a file or pipe carries no
// blanks at the ends of its lines.
func TestHelpHasNoTrailingSpaces(t *testing.T) {
	c := newCLI(t, false)
	for _, args := range [][]string{{"--help"}, {"play", "--help"}, {"replay", "--help"}} {
		out := c.ok(args...)
		for i, l := range strings.Split(out, "\n") {
			if strings.HasSuffix(l, " ") {
				t.Fatalf("%v: line %d ends in spaces: %q", args, i+1, l)
			}
		}
	}
}

// TestHelpShowsNoBackquotes: cobra reads a `WORD` in a flag's usage as
// the name of its value, but the help is printed by fang, which shows the
// usage as written: "--game  The `GAME` of scenario files". No command's
// help may show one.
func TestHelpShowsNoBackquotes(t *testing.T) {
	c := newCLI(t, false)
	var walk func(cmd *cobra.Command)
	walk = func(cmd *cobra.Command) {
		args := append(strings.Fields(strings.TrimPrefix(cmd.CommandPath(), "armada-tui")), "--help")
		if out := c.ok(args...); strings.Contains(out, "`") {
			for _, l := range strings.Split(out, "\n") {
				if strings.Contains(l, "`") {
					t.Errorf("%v: %q", args, strings.TrimSpace(l))
				}
			}
		}
		for _, sub := range cmd.Commands() {
			if sub.IsAvailableCommand() {
				walk(sub)
			}
		}
	}
	walk(newRoot(c.app))
}

// TestFlagValuesSayWhatIsWanted: a flag's value that does not parse was
// refused with the Go parser's words ("strconv.ParseUint: parsing \"-1\":
// invalid syntax"); it must say in words what the flag takes.
func TestFlagValuesSayWhatIsWanted(t *testing.T) {
	c := newCLI(t, false)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "race", "--seed", "-1"}, `--seed "-1": a whole number of 0 or more is wanted`},
		// A number past the largest said "a whole number of 0 or more",
		// which it is; and game i's seed+i wrapped to 0 without a word.
		{[]string{"play", "race", "--seed", "18446744073709551616"}, `--seed "18446744073709551616": at most 18446744073709551615 is taken`},
		// Decimal digits only: "0x10" was 16 and "010" octal 8.
		{[]string{"selfplay", "race", "--seed", "0x10"}, `--seed "0x10": a whole number of 0 or more is wanted`},
		{[]string{"selfplay", "race", "--seed", "1_000"}, `--seed "1_000": a whole number of 0 or more is wanted`},
		{[]string{"selfplay", "race", "--seed", "18446744073709551615", "--games", "3"}, `--seed 18446744073709551615 with --games 3: game i plays seed+i, which would pass 18446744073709551615, the largest seed; give a seed of at most 18446744073709551613`},
		{[]string{"selfplay", "race", "--games", "ten"}, `--games "ten": a whole number is wanted`},
		// Past the largest, or the smallest, it said "a whole number is
		// wanted" of a whole number.
		{[]string{"selfplay", "race", "--games", "99999999999999999999"}, `--games "99999999999999999999": at most 9223372036854775807 is taken`},
		{[]string{"selfplay", "race", "--iterations", "-99999999999999999999"}, `--iterations "-99999999999999999999": too small a number`},
		{[]string{"play", "race", "--think", "5"}, `--think "5": a time such as 300ms, 2s or 1m30s is wanted`},
		{[]string{"replay", "x.json", "--headless=maybe"}, `--headless "maybe": true or false is wanted`},
	} {
		errOut := c.fails(exitUsage, tc.want, tc.args...)
		if strings.Contains(errOut, "strconv") || strings.Contains(errOut, "time: ") {
			t.Errorf("%v: the Go parser's words reach the player: %q", tc.args, errOut)
		}
	}
}

// TestNegativePaceRefused: --ai-delay -5s was taken without a word, as if
// it were 0; like --think, a negative time is a usage error.
func TestNegativePaceRefused(t *testing.T) {
	c := newCLI(t, false)
	c.fails(exitUsage, "--ai-delay -5s: a pace cannot be negative", "play", "race", "--ai-delay", "-5s")
	if len(c.screen.calls) != 0 {
		t.Errorf("a refused pace started a screen: %v", c.screen.calls)
	}
}

// TestUnknownSubcommandOfAGroup: "completion tcsh" or "campaign nxet"
// printed the group's help and exited 0, so that a typo in a script passed
// for success; each must be a usage error naming the group's commands, as
// "list foo" is, while the group alone still shows its help.
func TestUnknownSubcommandOfAGroup(t *testing.T) {
	c := newCLI(t, false)
	c.fails(exitUsage, `completion: unknown command "tcsh" (its commands: bash, fish, powershell, zsh)`, "completion", "tcsh")
	c.fails(exitUsage, `campaign: unknown command "nxet" (its commands: new, next, resume, status)`, "campaign", "nxet")
	if out := c.ok("completion"); !strings.Contains(out, "bash") {
		t.Errorf("completion alone does not show its help:\n%s", out)
	}
}

// TestExtraArgumentsAreNamed: one argument too many was refused as
// "replay: accepts 1 arg(s), received 2", which named none of them; and a
// value typed after a switch (--verify false) was taken for an argument
// without a word of why, so the player did not see that the switch takes
// its value after "=".
func TestExtraArgumentsAreNamed(t *testing.T) {
	c := newCLI(t, false)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", "g.json", "h.json"}, `replay: accepts 1 arg(s), received 2: "g.json", "h.json"`},
		{[]string{"resume", "a b.json", "🚀"}, `resume: accepts at most 1 arg(s), received 2: "a b.json", "🚀"`},
		{[]string{"replay", "--verify", "false", "g.json"}, `replay: accepts 1 arg(s), received 2: "false", "g.json"; --verify takes no value after a space: write --verify=false`},
		{[]string{"design", "--ascii", "1", "x.yaml"}, `; --ascii takes no value after a space: write --ascii=1`},
		{[]string{"list", "options", "race", "x"}, `list options: accepts 1 arg(s), received 2: "race", "x"`},
	} {
		c.fails(exitUsage, tc.want, tc.args...)
	}
	// A word that reads as a bool is a switch's value only where it
	// follows the switch: "replay --headless g.json 1" is a turn typed
	// without --to, and the hint said to write --headless=1.
	for _, args := range [][]string{
		{"replay", "--headless", "g.json", "1"},
		{"replay", "--verify", "g.json", "t"},
		{"design", "--ascii", "--", "1", "x.yaml"},
	} {
		if errOut := c.fails(exitUsage, "arg(s), received 2", args...); strings.Contains(errOut, "takes no value") {
			t.Errorf("%q: a hint for a word that does not follow the switch:\n%s", args, errOut)
		}
	}
}

// TestFlagTakenForAValue: a flag whose value was left out takes the next
// word for it, even another flag: "play race --save --force" saved the
// game to a file named --force, and "selfplay race --save-dir --json"
// wrote its games into a folder named --json, without a word. A value that
// is a flag of the command is refused, naming both.
func TestFlagTakenForAValue(t *testing.T) {
	c := newCLI(t, false)
	t.Chdir(t.TempDir())
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "race", "--save", "--force"}, `--save "--force": --save's value is missing (what follows it is the flag --force)`},
		{[]string{"selfplay", "race", "--games", "1", "--save-dir", "--json"}, `--save-dir "--json": --save-dir's value is missing (what follows it is the flag --json)`},
		{[]string{"play", "race", "--scenario", "--seed=3"}, `--scenario "--seed=3": --scenario's value is missing (what follows it is the flag --seed)`},
		{[]string{"play", "race", "--option", "--solo"}, `--option "--solo": --option's value is missing`},
	} {
		c.fails(exitUsage, tc.want, tc.args...)
	}
	if entries, _ := os.ReadDir("."); len(entries) != 0 {
		t.Errorf("a missing value wrote %d files", len(entries))
	}
	// A file so named is still written when the path says so.
	c.ok("play", "race", "--save", "./--force")
	if _, err := os.Stat("--force"); err != nil {
		t.Error(err)
	}
}

// TestScenarioHintOnlyWhereItFits: the hint "a scenario is named with
// --scenario" was given for any second argument, also where a switch took
// no value (play --force false race: "armada-tui play false --scenario
// race"), and wrote the game's word unquoted ("play a b --scenario
// race"), so the command it offered did not run.
func TestScenarioHintOnlyWhereItFits(t *testing.T) {
	c := newCLI(t, false)
	errOut := c.fails(exitUsage, `--force takes no value after a space: write --force=false`, "play", "--force", "false", "race")
	if strings.Contains(errOut, "--scenario") {
		t.Errorf("a switch's value was taken for a scenario: %q", errOut)
	}
	c.fails(exitUsage, `a scenario is named with --scenario: armada-tui play "a b" --scenario "sprint x"`, "play", "a b", "sprint x")
}

// TestEmptyPathOrNameRefused: a path or a name given empty, as a shell
// variable left unset gives it, fell back on the default without a word:
// selfplay --save-dir "" saved nothing, play --save "" saved to the save
// folder, --scenario "" played the first scenario, resume "" the newest
// game. Each is refused, naming the flag and what leaving it out does.
func TestEmptyPathOrNameRefused(t *testing.T) {
	c := newCLI(t, false)
	t.Chdir(t.TempDir()) // where --save " " wrote before
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"selfplay", "race", "--games", "1", "--save-dir", ""}, `--save-dir "": empty (leave --save-dir out for its default)`},
		{[]string{"play", "race", "--save", " "}, `--save " ": empty (leave --save out for its default)`},
		{[]string{"play", "race", "--scenario="}, `--scenario "": empty (leave --scenario out for its default)`},
		{[]string{"validate", "--game", "", "x.yaml"}, `--game "": empty (leave --game out for its default)`},
		{[]string{"play", "race", "--solo", ""}, `--solo "": empty (leave --solo out for its default)`},
		{[]string{"resume", ""}, `resume: PATH "" is empty (leave it out to resume the newest unfinished game)`},
	} {
		c.fails(exitUsage, tc.want, tc.args...)
	}
	if len(c.screen.calls) != 0 {
		t.Errorf("an empty value opened a screen: %v", c.screen.calls)
	}
	if entries, _ := os.ReadDir(c.dir); len(entries) != 0 {
		t.Errorf("an empty value wrote %d files", len(entries))
	}
}
