package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

type cli struct {
	t      *testing.T
	app    *app
	screen *fakeScreen
	env    map[string]string
	dir    string // the save folder
}

// newCLI builds the program around the race (or, with real, the built-in
// games), a fake screen, a fixed clock and a save folder of its own.
func newCLI(t *testing.T, real bool) *cli {
	c := &cli{t: t, screen: &fakeScreen{}, env: map[string]string{}, dir: filepath.Join(t.TempDir(), "saves")}
	c.app = newApp(nil, nil)
	if !real {
		c.app.games = fakeRegistry{}
	}
	c.app.screen = c.screen
	c.app.now = func() time.Time { return time.Date(2025, 6, 7, 8, 9, 10, 0, time.UTC) }
	c.app.getenv = func(k string) string { return c.env[k] }
	c.app.saveDir = func() (string, error) { return c.dir, nil }
	return c
}

// run runs one command line and returns the exit code, stdout and stderr.
func (c *cli) run(args ...string) (int, string, string) {
	c.t.Helper()
	var out, errOut bytes.Buffer
	c.app.out, c.app.errOut = &out, &errOut
	c.app.ascii, c.app.noMouse = false, false
	code := run(context.Background(), c.app, args)
	return code, out.String(), errOut.String()
}

// ok runs a command line that must succeed and returns its stdout.
func (c *cli) ok(args ...string) string {
	c.t.Helper()
	code, out, errOut := c.run(args...)
	if code != 0 {
		c.t.Fatalf("armada-tui %s: exit %d\nstdout: %s\nstderr: %s", strings.Join(args, " "), code, out, errOut)
	}
	return out
}

// fails runs a command line that must exit with code and say want on stderr.
func (c *cli) fails(code int, want string, args ...string) string {
	c.t.Helper()
	got, out, errOut := c.run(args...)
	if got != code {
		c.t.Errorf("armada-tui %s: exit %d, want %d\nstdout: %s\nstderr: %s", strings.Join(args, " "), got, code, out, errOut)
	}
	if !strings.Contains(errOut, want) {
		c.t.Errorf("armada-tui %s: stderr %q does not say %q", strings.Join(args, " "), errOut, want)
	}
	if code == exitUsage && !strings.Contains(errOut, "--help") {
		c.t.Errorf("armada-tui %s: a usage error does not point to --help: %q", strings.Join(args, " "), errOut)
	}
	return errOut
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(p, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file:\n--- got\n%s--- want\n%s", name, got, want)
	}
}

func TestRootOpensTheMenu(t *testing.T) {
	c := newCLI(t, false)
	c.env["NO_COLOR"] = "yes"
	c.ok("--ascii", "--no-mouse")
	if len(c.screen.calls) != 1 || c.screen.calls[0] != "menu" {
		t.Fatalf("calls %v", c.screen.calls)
	}
	if want := (uiConfig{ASCII: true, Color: false, Mouse: false, SaveDir: c.dir, AIDelay: defaultAIDelay}); c.screen.cfg != want {
		t.Errorf("config %+v, want %+v", c.screen.cfg, want)
	}
	c.env["NO_COLOR"] = ""
	c.ok()
	if want := (uiConfig{Color: true, Mouse: true, SaveDir: c.dir, AIDelay: defaultAIDelay}); c.screen.cfg != want {
		t.Errorf("config %+v, want %+v", c.screen.cfg, want)
	}
	for _, v := range []string{"1", "0", "false", "yes"} {
		c.env["NO_COLOR"] = v
		c.ok()
		if c.screen.cfg.Color {
			t.Errorf("NO_COLOR=%s left colour on", v)
		}
	}
	// A failing screen fails the program.
	c.screen.err = os.ErrClosed
	c.fails(1, "file already closed")
}

func TestUsageErrors(t *testing.T) {
	c := newCLI(t, false)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"bogus"}, "armada-tui: unknown command \"bogus\" for \"armada-tui\"\nTry 'armada-tui --help' for usage."},
		{[]string{"--bogus"}, "unknown flag: --bogus"},
		{[]string{"play"}, "play: GAME is missing (armada-tui play GAME); 'armada-tui list games' names the games\nTry 'armada-tui play --help' for usage."},
		{[]string{"play", "race", "sprint"}, "play: accepts 1 arg(s), received 2: \"race\", \"sprint\"; a scenario is named with --scenario: armada-tui play race --scenario sprint"},
		{[]string{"selfplay", "race", "sprint"}, "selfplay: accepts 1 arg(s), received 2: \"race\", \"sprint\"; a scenario is named with --scenario: armada-tui selfplay race --scenario sprint"},
		{[]string{"play", "race", "sprint", "long"}, "play: accepts 1 arg(s), received 3: \"race\", \"sprint\", \"long\"\nTry 'armada-tui play --help' for usage."},
		{[]string{"play", "chess"}, `unknown game "chess" (known games: race)`},
		{[]string{"play", "race", "--seed", "x"}, `--seed "x": a whole number of 0 or more is wanted`},
		{[]string{"play", "race", "--seed"}, "flag needs an argument: --seed\nTry 'armada-tui play --help' for usage."},
		{[]string{"play", "race", "--solo", "green"}, "--solo \"green\": no such side (the sides are 1 or Red; 2 or Blue)\nTry 'armada-tui play --help' for usage."},
		{[]string{"play", "race", "--solo", "3"}, `--solo "3": no such side`},
		{[]string{"play", "race", "--ai", "random"}, "--ai needs --solo"},
		{[]string{"play", "race", "--solo", "1", "--ai", "godlike"}, `--ai "godlike": race has no such opponent (levels: random, scripted)`},
		{[]string{"play", "race", "--scenario", "marathon"}, `race has no scenario "marathon" (it has: long, sprint)`},
		{[]string{"resume", "a", "b"}, "accepts at most 1 arg(s), received 2"},
		{[]string{"replay"}, "replay: PATH is missing (armada-tui replay PATH)\nTry 'armada-tui replay --help' for usage."},
		{[]string{"replay", "x.json", "--to", "-1"}, "--to -1"},
		{[]string{"replay", "x.json", "--to", "two"}, "--to two: a turn is 0 (the whole game) or more, or a battle and its turn such as 2:1\nTry 'armada-tui replay --help' for usage."},
		{[]string{"selfplay", "race", "--think", "-1s"}, "Try 'armada-tui selfplay --help' for usage."},
		{[]string{"selfplay", "race", "--games", "0"}, "--games 0: play at least one game"},
		{[]string{"selfplay", "chess"}, `unknown game "chess"`},
		{[]string{"selfplay", "race", "--b", "godlike"}, `--b "godlike"`},
		{[]string{"selfplay", "race", "--scenario", "marathon"}, `no scenario "marathon"`},
		{[]string{"list"}, "list what?"},
		{[]string{"list", "ships"}, `unknown command "ships" for "armada-tui list"`},
		{[]string{"list", "scenarios", "chess"}, `unknown game "chess"`},
		{[]string{"validate"}, "validate: PATH is missing (armada-tui validate PATH...)"},
		{[]string{"list", "options"}, "list options: GAME is missing (armada-tui list options GAME); 'armada-tui list games' names the games\nTry 'armada-tui list options --help' for usage."},
		{[]string{"validate", "--game", "chess", "x.yaml"}, `unknown game "chess"`},
		{[]string{"version", "now"}, `unknown command "now" for "armada-tui version"`},
	} {
		c.fails(exitUsage, tc.want, tc.args...)
	}
	// The root's own errors are named once ("armada-tui: armada-tui:
	// unknown command" before).
	if errOut := c.fails(exitUsage, "unknown command", "bogus"); strings.Contains(errOut, "armada-tui: armada-tui:") {
		t.Errorf("the program's name twice: %q", errOut)
	}
	if len(c.screen.calls) != 0 {
		t.Errorf("a usage error started a screen: %v", c.screen.calls)
	}
	if entries, _ := os.ReadDir(c.dir); len(entries) != 0 {
		t.Errorf("a usage error wrote a save")
	}
}

func TestHelpAndCompletion(t *testing.T) {
	c := newCLI(t, false)
	out := c.ok("--help")
	for _, want := range []string{"play", "resume", "replay", "selfplay", "list", "validate", "version", "completion", "--ascii", "--no-mouse"} {
		if !strings.Contains(out, want) {
			t.Errorf("help does not mention %s:\n%s", want, out)
		}
	}
	if out := c.ok("replay", "--help"); !strings.Contains(out, "--to N stops after turn N") {
		t.Errorf("replay help does not explain --to:\n%s", out)
	}
	// resume says where it looks without PATH, and that a game saved
	// elsewhere is resumed by its path (its help was its one-line summary).
	if out := strings.Join(strings.Fields(c.ok("resume", "--help")), " "); !strings.Contains(out, "newest unfinished game in the save folder") || !strings.Contains(out, "play --save") {
		t.Errorf("resume help does not say where it looks:\n%s", out)
	}
	// list has three subcommands; its line said "the games or their
	// scenarios" and left out options.
	if out := c.ok("list", "--help"); !strings.Contains(out, "set-up options") {
		t.Errorf("list help does not name its options:\n%s", out)
	}
	for _, sh := range []string{"bash", "zsh", "fish", "powershell"} {
		if out := c.ok("completion", sh); !strings.Contains(out, "armada-tui") {
			t.Errorf("completion %s: %.200q", sh, out)
		}
	}
}

func TestVersion(t *testing.T) {
	c := newCLI(t, false)
	out := c.ok("version")
	if !strings.HasPrefix(out, "armada-tui ") || !strings.Contains(out, "commit: ") || !strings.Contains(out, "go: go1.") {
		t.Errorf("version:\n%s", out)
	}
	defer func(v, c string) { version, commit = v, c }(version, commit)
	// go test stamps no revision: a bare "unknown" left the player to
	// guess why.
	if strings.Contains(out, "commit: unknown") && !strings.Contains(out, "commit: unknown (this build recorded none: 'make build'") {
		t.Errorf("version without a revision says not why:\n%s", out)
	}
	version, commit = "v1.2.3", "0123456789abcdef0123"
	if out := c.ok("version"); !strings.HasPrefix(out, "armada-tui v1.2.3\ncommit: 0123456789abcdef0123\n") {
		t.Errorf("version with ldflags:\n%s", out)
	}
	if out := c.ok("--version"); !strings.Contains(out, "v1.2.3 (0123456789ab)") {
		t.Errorf("--version with ldflags: %q", out)
	}
}

func TestList(t *testing.T) {
	c := newCLI(t, false)
	golden(t, "list-games.txt", c.ok("list", "games"))
	golden(t, "list-scenarios.txt", c.ok("list", "scenarios"))
	if out := c.ok("list", "scenarios", "race"); !strings.Contains(out, "race  sprint  Sprint") {
		t.Errorf("list scenarios race:\n%s", out)
	}
}

// TestListSaves: 'list saves' gives every save of the folder newest first
// from its summary, a broken one with its reason, and an empty folder says
// where it looked.
func TestListSaves(t *testing.T) {
	c := newCLI(t, false)
	if out := c.ok("list", "saves"); out != "no saved games yet (looked in "+c.dir+")\n" {
		t.Errorf("an empty save folder: %q", out)
	}
	c.fails(1, "list saves "+filepath.Join(c.dir, "typo")+": no such file or directory", "list", "saves", filepath.Join(c.dir, "typo"))
	data, err := os.ReadFile(filepath.Join("testdata", "good.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	good, bad := filepath.Join(c.dir, "good.json"), filepath.Join(c.dir, "bad.json")
	for p, body := range map[string][]byte{good: data, bad: []byte("{")} {
		if err := os.WriteFile(p, body, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Date(2025, 6, 1, 12, 0, 0, 0, time.Local)
	if err := os.Chtimes(bad, old, old); err != nil {
		t.Fatal(err)
	}
	sf, err := store.Read(good)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(c.ok("list", "saves")), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "WRITTEN ") || lines[3] != "(cut with …: 'armada-tui validate PATH' says it whole)" {
		t.Fatalf("list saves:\n%s", strings.Join(lines, "\n"))
	}
	f := strings.Fields(lines[1])
	// TURN, not the moves: the race ends in turn 4 (validate says so).
	if len(f) < 6 || f[2] != sf.Game || f[4] != "4" || !strings.Contains(lines[0], " TURN ") || !strings.HasSuffix(lines[1], good) || !strings.Contains(lines[1], sf.Final.Result) {
		t.Errorf("the good save's line: %q", lines[1])
	}
	if !strings.HasPrefix(lines[2], "2025-06-01 12:00") || !strings.Contains(lines[2], "cannot be read: not a save file") || !strings.HasSuffix(lines[2], bad) {
		t.Errorf("the broken save's line: %q", lines[2])
	}
	if out := c.ok("list", "saves", c.dir); out != strings.Join(lines, "\n")+"\n" {
		t.Errorf("list saves DIR differs from the save folder's list:\n%s", out)
	}
}

func TestPlay(t *testing.T) {
	c := newCLI(t, false)
	save := filepath.Join(t.TempDir(), "my game.json")
	c.screen.onGame = func(s *engine.Session) {
		// The save exists before the screen starts.
		l, err := store.Load(save, fakeRegistry{}.Lookup)
		if err != nil {
			t.Fatalf("the save is not there when the game starts: %v", err)
		}
		if l.Seed != 5 || l.Scenario.Name() != "sprint" || l.Len() != 0 {
			t.Errorf("saved session: seed %d, scenario %s, %d intents", l.Seed, l.Scenario.Name(), l.Len())
		}
	}
	c.ok("play", "race", "--scenario", "sprint", "--seed", "5", "--solo", "BLUE", "--ai", "random", "--save", save, "--ascii")
	s := c.screen.sess
	if s == nil || s.Path != save {
		t.Fatalf("the game screen got %+v", s)
	}
	want := []engine.PlayerSlot{{Side: "Red", Kind: engine.Scripted, Level: "random"}, {Side: "Blue", Kind: engine.Human}}
	if s.Players[0] != want[0] || s.Players[1] != want[1] {
		t.Errorf("players %+v, want %+v", s.Players, want)
	}
	if !c.screen.cfg.ASCII || c.screen.cfg.SaveDir != c.dir {
		t.Errorf("config %+v", c.screen.cfg)
	}

	// Defaults: hotseat, the first scenario, a seed from the clock, a new
	// file in the save folder.
	c.screen.onGame = nil
	c.ok("play", "race")
	s = c.screen.sess
	if s.Players[0].Kind != engine.Human || s.Players[1].Kind != engine.Human || s.Scenario.Name() != "long" {
		t.Errorf("default game: %+v, scenario %s", s.Players, s.Scenario.Name())
	}
	if want := uint64(c.app.now().UnixNano()); s.Seed != want {
		t.Errorf("seed %d, want the clock's %d", s.Seed, want)
	}
	if want := filepath.Join(c.dir, "race-20250607-080910.json"); s.Path != want {
		t.Errorf("save path %q, want %q", s.Path, want)
	}
	// The same second again gets a second file, not the first one's.
	c.ok("play", "race", "--solo", "1")
	if want := filepath.Join(c.dir, "race-20250607-080910-2.json"); c.screen.sess.Path != want {
		t.Errorf("second save path %q", c.screen.sess.Path)
	}
	if p := c.screen.sess.Players[1]; p.Kind != engine.Scripted || p.Level != engine.LevelScripted {
		t.Errorf("--solo 1 gives Blue %+v, want the scripted level", p)
	}

	// A scenario file of the user's.
	c.ok("play", "race", "--scenario", filepath.Join("testdata", "race", "ok.yaml"))
	if c.screen.sess.Scenario.Name() != "hill" {
		t.Errorf("scenario from a file: %s", c.screen.sess.Scenario.Name())
	}
	c.fails(1, "testdata/bad.yaml: ", "play", "race", "--scenario", filepath.Join("testdata", "bad.yaml"))
	c.fails(1, "missing.yaml", "play", "race", "--scenario", "missing.yaml")
	// A save that cannot be written.
	c.fails(1, "save ", "play", "race", "--save", filepath.Join("testdata", "list-games.txt", "x.json"))
}

// playedSave plays a game of the race and saves it.
func playedSave(t *testing.T, c *cli, seed string) string {
	t.Helper()
	dir := t.TempDir()
	c.ok("selfplay", "race", "--games", "1", "--seed", seed, "--scenario", "long", "--save-dir", dir)
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 1 {
		t.Fatalf("selfplay --save-dir wrote %v, %v", entries, err)
	}
	return filepath.Join(dir, entries[0].Name())
}

func TestResume(t *testing.T) {
	c := newCLI(t, false)
	c.fails(1, "no saved games yet (looked in "+c.dir+")", "resume")
	c.ok("play", "race", "--seed", "3")
	first := c.screen.sess.Path
	c.ok("resume")
	if c.screen.sess.Path != first || c.screen.sess.Seed != 3 {
		t.Errorf("resume loaded %s", c.screen.sess.Path)
	}
	p := playedSave(t, c, "4")
	c.ok("resume", p)
	if c.screen.sess.Path != p || c.screen.sess.Len() == 0 {
		t.Errorf("resume PATH loaded %s with %d intents", c.screen.sess.Path, c.screen.sess.Len())
	}
	c.fails(1, "testdata/tampered.json: intent 3 (roll): state hash", "resume", filepath.Join("testdata", "tampered.json"))
	c.fails(1, "testdata/nothing.json: no such file or directory", "resume", filepath.Join("testdata", "nothing.json"))
	// A save of a game this build has not names the games it has.
	chess := `testdata/chess.json: game: "chess" is not a game of this build (known games: race)`
	c.fails(1, chess, "resume", filepath.Join("testdata", "chess.json"))
	c.fails(1, chess, "replay", filepath.Join("testdata", "chess.json"), "--headless")
	c.fails(1, chess, "validate", filepath.Join("testdata", "chess.json"))
}

func TestReplay(t *testing.T) {
	c := newCLI(t, false)
	good := filepath.Join("testdata", "good.json")
	out := c.ok("replay", good, "--headless")
	golden(t, "replay-headless.txt", out)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.HasPrefix(lines[1], "T1 Red   ") || !strings.HasPrefix(lines[len(lines)-2], "result: ") || !strings.HasPrefix(lines[len(lines)-1], "hash: ") || len(lines[len(lines)-1]) != len("hash: ")+16 {
		t.Errorf("headless log:\n%s", out)
	}
	golden(t, "replay-headless-to-2.txt", c.ok("replay", good, "--headless", "--to", "2"))
	if out := c.ok("replay", good, "--headless", "--to", "999"); !strings.Contains(out, "result: Red wins") {
		t.Errorf("--to past the end:\n%s", out)
	}

	sf, err := store.Read(good)
	if err != nil {
		t.Fatal(err)
	}
	want := "verified: " + itoa(len(sf.Intents)) + " intents, hash " + sf.Final.Hash + "\n"
	if out := c.ok("replay", good, "--verify"); out != want {
		t.Errorf("--verify printed %q, want %q", out, want)
	}
	// The first-player roll alone: an unfinished game, of which only its
	// turn is said, never a count of intents (secretcount_test.go).
	first, err := store.Read(good)
	if err != nil {
		t.Fatal(err)
	}
	first.Intents = first.Intents[:1]
	first.Final = engine.SavedFinal{Intents: 1, Hash: first.Intents[0].Hash, Result: "unfinished"}
	one := filepath.Join(t.TempDir(), "one.json")
	if err := store.WriteSave(one, first); err != nil {
		t.Fatal(err)
	}
	if out := c.ok("replay", one, "--verify"); out != "verified: unfinished, turn 1, hash "+first.Final.Hash+"\n" {
		t.Errorf("--verify of one intent printed %q", out)
	}
	if out := c.ok("validate", one); !strings.Contains(out, ", scenario long, turn 1, unfinished,") {
		t.Errorf("validate of one intent printed %q", out)
	}
	errOut := c.fails(1, "intent 3 (roll): state hash", "replay", filepath.Join("testdata", "tampered.json"), "--verify")
	if !strings.HasPrefix(errOut, "armada-tui: testdata/tampered.json: intent 3 (roll)") || strings.Count(errOut, "tampered.json") != 1 {
		t.Errorf("tampered: %q", errOut)
	}
	c.fails(1, "testdata/foreign.json: not a save file of armada-tui", "replay", filepath.Join("testdata", "foreign.json"), "--headless")
	c.fails(1, "testdata/empty.json: the file is empty", "replay", filepath.Join("testdata", "empty.json"))
	if len(c.screen.calls) != 0 {
		t.Fatalf("screens %v", c.screen.calls)
	}
	c.ok("replay", good, "--to", "2")
	if c.screen.calls[0] != "replay" || c.screen.at != cut(c.screen.sess, 2) || c.screen.sess.Len() != len(sf.Intents) {
		t.Errorf("viewer: %v, at %d", c.screen.calls, c.screen.at)
	}
	c.ok("replay", good)
	if c.screen.at != -1 {
		t.Errorf("the viewer without --to opens after %d intents, want the first (-1)", c.screen.at)
	}
	// The race names its turns by number: a battle:turn is refused, with
	// the turns it has.
	c.fails(exitUsage, "--to 2:1: this game names its turns by number, not by battle (it has turns 1 to 4)", "replay", good, "--headless", "--to", "2:1")
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestSelfplay(t *testing.T) {
	c := newCLI(t, false)
	out := c.ok("selfplay", "race", "--games", "6", "--scenario", "sprint")
	for _, want := range []string{"games:       6 of race, scenario sprint, seeds 1 to 6", "wins:        a (scripted) ", "draws:", "mean turns:", "intents:"} {
		if !strings.Contains(out, want) {
			t.Errorf("selfplay output lacks %q:\n%s", want, out)
		}
	}
	decode := func(s string) selfplayResult {
		t.Helper()
		var r selfplayResult
		dec := json.NewDecoder(strings.NewReader(s))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("--json: %v\n%s", err, s)
		}
		return r
	}
	dir := t.TempDir()
	r := decode(c.ok("selfplay", "race", "--games", "10", "--seed", "7", "--a", "random", "--b", "random", "--json", "--save-dir", dir))
	if r.Games != 10 || r.Wins.A+r.Wins.B+r.Draws != 10 || r.Intents == 0 || r.TurnsMean < 1 {
		t.Errorf("result %+v", r)
	}
	// The keys are exactly the documented ones.
	var raw map[string]any
	json.Unmarshal([]byte(c.ok("selfplay", "race", "--games", "2", "--json")), &raw)
	for _, k := range []string{"games", "wins", "draws", "turns_mean", "intents", "seconds"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("--json lacks %q", k)
		}
	}
	// Repeatable: the same seed gives the same games.
	r2 := decode(c.ok("selfplay", "race", "--games", "10", "--seed", "7", "--a", "random", "--b", "random", "--json"))
	r.Seconds, r2.Seconds = 0, 0
	if r != r2 {
		t.Errorf("two runs with seed 7 differ: %+v and %+v", r, r2)
	}
	// Every save replays and verifies.
	entries, _ := os.ReadDir(dir)
	if len(entries) != 10 {
		t.Fatalf("--save-dir holds %d files", len(entries))
	}
	for _, e := range entries {
		c.ok("replay", filepath.Join(dir, e.Name()), "--verify")
	}
	// Sides swap every other game: level a plays Red in game 0, Blue in game 1.
	for i, e := range entries[:2] {
		sf, err := store.Read(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if sf.Seed != uint64(7+i) {
			t.Errorf("game %d has seed %d", i, sf.Seed)
		}
	}
	// The scripted runner always rolls, so it beats a runner that passes
	// half the time, whichever side it plays.
	r = decode(c.ok("selfplay", "race", "--games", "40", "--json"))
	if r.Wins.A <= r.Wins.B {
		t.Errorf("scripted won %d of 40 against random", r.Wins.A)
	}
}

func TestValidate(t *testing.T) {
	c := newCLI(t, false)
	td := func(p string) string { return filepath.Join("testdata", p) }
	out := c.ok("validate", td("good.json"), td("race/ok.yaml"), td("with-key.yaml"), "--game", "race", td("no-game.yaml"))
	golden(t, "validate-ok.txt", out)

	// A scenario that names no game is checked by the one game that
	// reads it: 'validate my.yaml' of a copy of a Stellar Armada scenario,
	// which names none, as the README has it, asked which game.
	if out := c.ok("validate", td("no-game.yaml")); !strings.HasPrefix(out, td("no-game.yaml")+": ok (scenario race/anon") {
		t.Errorf("validate of a scenario that names no game: %q", out)
	}

	code, out, errOut := c.run("validate", td("good.json"), td("tampered.json"), td("foreign.json"), td("empty.json"), td("truncated.json"),
		td("bad.yaml"), td("nothing.json"), "testdata")
	if code != 1 {
		t.Errorf("exit %d", code)
	}
	if !strings.HasPrefix(out, td("good.json")+": ok (save of race, scenario long, 7 intents, turn 4, Red wins") || strings.Count(out, "\n") != 1 {
		t.Errorf("stdout:\n%s", out)
	}
	golden(t, "validate-bad.txt", errOut)
}

// TestMakeTestdata rewrites the save files in testdata (with -update).
func TestMakeTestdata(t *testing.T) {
	if !*update {
		t.Skip("only with -update")
	}
	c := newCLI(t, false)
	p := playedSave(t, c, "11")
	data, _ := os.ReadFile(p)
	var sf engine.SaveFile
	json.Unmarshal(data, &sf)
	sf.Saved = "2025-01-01T00:00:00Z"
	store.WriteSave(filepath.Join("testdata", "good.json"), &sf)
	sf.Intents[2].Hash = "00000000deadbeef"
	store.WriteSave(filepath.Join("testdata", "tampered.json"), &sf)
	good, _ := os.ReadFile(filepath.Join("testdata", "good.json"))
	os.WriteFile(filepath.Join("testdata", "truncated.json"), good[:len(good)/3], 0o644)
}

// TestScenarioOfAnotherGame gives play a file that is plainly not a
// scenario of the game named: a save, which is resumed, and a scenario
// whose game: key names another game. Each says so and what to type
// instead; both were refused with the decoder's words ("unknown field
// \"format\"", "field game not found in type stellararmada.ScenarioFile"),
// found playing from the command line.
func TestScenarioOfAnotherGame(t *testing.T) {
	c := newCLI(t, true)
	duel := filepath.Join("..", "..", "assets", "scenarios", "starmada", "duel.yaml")
	c.fails(1, "is a scenario of Starmada X, not of Stellar Armada: play it with 'armada-tui play starmada --scenario "+duel+"'",
		"play", "stellararmada", "--scenario", duel)
	c.fails(1, "is a scenario of Starmada X", "selfplay", "stellararmada", "--games", "1", "--scenario", duel)
	c.ok("selfplay", "starmada", "--games", "1", "--scenario", duel, "--a", "random")

	dir := t.TempDir()
	c.ok("selfplay", "stellararmada", "--games", "1", "--seed", "3", "--save-dir", dir)
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 1 {
		t.Fatalf("selfplay --save-dir wrote %v, %v", entries, err)
	}
	save := filepath.Join(dir, entries[0].Name())
	for _, game := range []string{"stellararmada", "starmada"} {
		c.fails(1, save+" is a saved game, not a scenario: go on with it with 'armada-tui resume "+save+"'",
			"play", game, "--scenario", save)
	}
	other := filepath.Join(dir, "chess.yaml")
	if err := os.WriteFile(other, []byte("game: chess\nname: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(1, `its game: key says "chess", not starmada`, "play", "starmada", "--scenario", other)
	// A scenario without a game: key (Stellar Armada's have none) that
	// another game reads is named as that game's, after the refusal.
	std := filepath.Join("..", "..", "assets", "scenarios", "stellararmada", "standard.yaml")
	for _, game := range []string{"starmada", "sscs"} {
		c.fails(1, std+" reads as a scenario of Stellar Armada, not of ", "play", game, "--scenario", std)
		c.fails(1, "play it with 'armada-tui play stellararmada --scenario "+std+"'", "play", game, "--scenario", std)
		// selfplay is told to selfplay it: 'play' opens a screen, which
		// selfplay needs none of.
		c.fails(1, "play it with 'armada-tui selfplay stellararmada --scenario "+std+"'", "selfplay", game, "--games", "1", "--scenario", std)
	}
	c.fails(1, "play it with 'armada-tui selfplay starmada --scenario "+duel+"'", "selfplay", "stellararmada", "--games", "1", "--scenario", duel)
	// A path a shell would split is quoted, so that the command works as
	// printed.
	spaced := filepath.Join(t.TempDir(), "my duel.yaml")
	if data, err := os.ReadFile(duel); err != nil || os.WriteFile(spaced, data, 0o644) != nil {
		t.Fatal(err)
	}
	c.fails(1, "play it with 'armada-tui play starmada --scenario "+tui.ShellWord(spaced)+"'", "play", "stellararmada", "--scenario", spaced)
	spacedSave := filepath.Join(dir, "my game.json")
	if data, err := os.ReadFile(save); err != nil || os.WriteFile(spacedSave, data, 0o644) != nil {
		t.Fatal(err)
	}
	c.fails(1, "go on with it with 'armada-tui resume "+tui.ShellWord(spacedSave)+"', or watch it with 'armada-tui replay "+tui.ShellWord(spacedSave)+"'", "play", "stellararmada", "--scenario", spacedSave)
}

// TestValidateNamesTheSyntaxError gives validate a scenario whose "game:"
// key is there but whose YAML does not parse (a line indented too far, a
// list left open): it says the line and what is wrong, where it asked
// which game the file was for (found checking a broken scenario file as a
// new player would).
func TestValidateNamesTheSyntaxError(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	for name, body := range map[string]string{
		"indent.yaml": "game: starmada\nname: x\nturns: 10\n  sides:\n  - name: Imperial\n",
		"open.yaml":   "game: starmada\nname: x\ntitle: [unclosed\n",
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		errOut := c.fails(1, p+": scenario YAML: line ", "validate", p)
		if strings.Contains(errOut, "which game") {
			t.Errorf("%s: %s", name, errOut)
		}
	}
	p := filepath.Join(dir, "nogame.yaml")
	if err := os.WriteFile(p, []byte("name: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(1, "which game is this scenario for?", "validate", p)
	// A design file cut short was named a scenario: "scenario YAML:
	// line 5" (found in play).
	p = filepath.Join(dir, "designs.yaml")
	if err := os.WriteFile(p, []byte("# Ship designs\n- name: New design\n  source: user\n  weapo"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(1, p+": design file YAML: line 4", "validate", "--game", "sscs", p)
}

// TestScenarioDefaultSaid: play's and selfplay's help say which scenario
// they play when none is named — the game's introduction where it has one,
// as Starship Battles' Quick Start is played — where they said "standard,
// else the game's first" (found starting 'play starshipbattles' from the
// command line, which opened the Quick Start).
func TestScenarioDefaultSaid(t *testing.T) {
	c := newCLI(t, true)
	for _, cmd := range []string{"play", "selfplay"} {
		out := strings.Join(strings.Fields(c.ok(cmd, "--help")), " ") // the help wraps descriptions
		if strings.Contains(out, "default: standard") || !strings.Contains(out, "introduction where it has one") {
			t.Errorf("%s --help:\n%s", cmd, out)
		}
	}
	first := strings.Fields(strings.Split(c.ok("list", "scenarios", "starshipbattles"), "\n")[1])[1]
	if first != "quickstart" {
		t.Errorf("list scenarios names %s first", first)
	}
}

// TestSaveIntoAMissingFolder: --save into a folder that is not there
// failed on the lock beside the save ("cannot lock it: open
// …/x.json.lock: no such file or directory"), a file the player never
// named; it must name the missing folder, and a file where the folder
// should be.
func TestSaveIntoAMissingFolder(t *testing.T) {
	c := newCLI(t, false)
	missing := filepath.Join(t.TempDir(), "no-such-folder")
	errOut := c.fails(1, "there is no folder "+missing, "play", "race", "--save", filepath.Join(missing, "x.json"))
	if strings.Contains(errOut, ".lock") {
		t.Errorf("the message speaks of the lock file: %q", errOut)
	}
	file := filepath.Join("testdata", "list-games.txt")
	c.fails(1, file+" is a file, not a folder", "play", "race", "--save", filepath.Join(file, "x.json"))
	if len(c.screen.calls) != 0 {
		t.Errorf("a save that cannot be written started a screen: %v", c.screen.calls)
	}
}

// TestListSavesShowsNoControlCharacters: list saves prints what the files
// say of themselves (their game, their result) and their names; a control
// character there (an escape sequence in a crafted or damaged file) went
// to the terminal as it was. It is shown as U+FFFD.
func TestListSavesShowsNoControlCharacters(t *testing.T) {
	c := newCLI(t, false)
	sf, err := store.Read(filepath.Join("testdata", "good.json"))
	if err != nil {
		t.Fatal(err)
	}
	sf.Final.Result = "\x1b[2JRed wins"
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := store.WriteSave(filepath.Join(c.dir, "a\x1b[31m.json"), sf); err != nil {
		t.Fatal(err)
	}
	out := c.ok("list", "saves")
	if strings.ContainsRune(out, 0x1b) {
		t.Errorf("list saves printed an escape:\n%q", out)
	}
	// The list replays the save, so the edited result is named as what
	// makes the file damaged, its escape written out.
	if !strings.Contains(out, `cannot be read: the final summary says "\x1b[2JRed wins"`) || !strings.Contains(out, "a\uFFFD[31m.json") {
		t.Errorf("list saves:\n%s", out)
	}
}
