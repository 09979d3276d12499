package main

// The CLI monkey: random command lines built from the program's own command
// tree (every command and flag cobra knows, so that a new flag is covered
// without editing this file), with valid and invalid values of every kind:
// empty, negative, huge, not numbers, game ids and scenario names in odd
// case or misspelt, folders, missing and empty files, files of another game
// or kind, saves of a real selfplay cut short or with a bit flipped, paths
// with spaces and letters beyond ASCII, repeated and unknown flags, extra
// arguments and "--". Each line runs in-process against the real games,
// with a screen that records what it was asked to show (or, half the time,
// a screen that has no terminal, as under a pipe), in a folder of the
// test's own. After each line: nothing panicked; a failure says on
// standard error what is wrong, naming a flag, a value or a file of the
// line; a success did what was asked (a save named by --save is there and
// loads, a replay printed its log); no file the line was handed to read
// changed, no lock or temporary file was left, and nothing was written
// outside the test's folders.
//
// Each line is a pure function of the seed and its number, and starts from
// the same files (everything a line wrote is put back): a failure prints
// the command that repeats it alone. make test runs a short run;
// -climonkey=N runs N lines, -climonkey.seed=S another sequence.

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

var (
	cliMonkeyN    = flag.Int("climonkey", 0, "command lines of the CLI monkey (0: the short run of make test)")
	cliMonkeySeed = flag.Uint64("climonkey.seed", 1, "seed of the CLI monkey's command lines")
	cliMonkeyLine = flag.Int("climonkey.line", -1, "run only this line of the CLI monkey (as a failure printed it)")
	cliMonkeyMsgs = flag.Bool("climonkey.messages", false, "log every distinct message of a failure, to read them as a player")
)

// cliWorld is the files the monkey's lines are handed, made once.
type cliWorld struct {
	t        *testing.T
	c        *cli
	design   *designFake
	root     string            // the test's working folder
	corpus   string            // files to read: saves, scenarios, data, broken ones
	out      string            // where lines write; emptied after every line
	home     string            // HOME and XDG folders: must stay empty
	pkgDir   string            // the package's folder
	pkg      map[string]string // its files before the run: path → hash
	pristine map[string]string // every file under root before a line: path → hash
	saved    map[string][]byte // its contents, to put back
	folders  map[string]bool   // every folder under root before a line

	games     []string
	scenarios map[string][]string      // game → its scenario names
	sides     map[string][]engine.Side // game → the sides of its default scenario
	options   map[string][]engine.OptionSpec

	saves      map[string]string // game → a finished save of it
	unfinished map[string]string // game → an unfinished save (no move yet)
	broken     []string          // saves cut short or with a bit flipped
	scenFiles  map[string]string // game → one of its scenario files
	dataFiles  []string          // ship records, stat cards, designs
	odd        []string          // empty, junk, a folder, a pipe, a device, huge, a link…
	missing    []string
	dirs       []string
	campaign   string // a Silent Death campaign's save, not begun
	faults     int
	messages   map[string]string // a failure's first line, its paths and numbers left out → the line
	noTerminal error
}

// TestCLIMonkey runs the monkey's lines: 150 in make test (40 with -short),
// -climonkey=N of them from -climonkey.seed, or the one -climonkey.line
// names. A run stops after 40 faults.
func TestCLIMonkey(t *testing.T) {
	n := *cliMonkeyN
	if n == 0 {
		n = 150
		if testing.Short() {
			n = 40
		}
	}
	w := newCLIWorld(t)
	lines, start := n, 0
	if *cliMonkeyLine >= 0 {
		lines, start = 1, *cliMonkeyLine
	}
	kinds := map[string]int{}
	codes := map[int]int{}
	var slow []string
	for i := start; i < start+lines; i++ {
		r := rand.New(rand.NewPCG(*cliMonkeySeed, uint64(i)))
		line := w.generate(r)
		began := time.Now()
		code := w.check(i, line)
		if d := time.Since(began); d > 3*time.Second {
			slow = append(slow, fmt.Sprintf("%.1fs %s", d.Seconds(), shellLine(line.argv)))
		}
		kinds[strings.Join(line.path, " ")]++
		codes[code]++
		if w.faults >= 40 {
			t.Fatalf("stopped after %d faults", w.faults)
		}
	}
	w.checkPackage()
	if *cliMonkeyMsgs {
		keys := slices.Sorted(maps.Keys(w.messages))
		for _, k := range keys {
			t.Logf("%s", strings.ReplaceAll(w.messages[k], w.root, "ROOT"))
		}
	}
	t.Logf("%d lines from seed %d: exit codes %v; commands %v", lines, *cliMonkeySeed, codes, kinds)
	if len(slow) > 0 {
		t.Logf("slow lines:\n  %s", strings.Join(slow, "\n  "))
	}
}

// newCLIWorld makes the folders and the files the lines are handed: a real
// selfplay's save of every game, broken copies of them, the shipped
// scenarios and data files, and files of every odd kind.
func newCLIWorld(t *testing.T) *cliWorld {
	w := &cliWorld{t: t, scenarios: map[string][]string{}, sides: map[string][]engine.Side{}, options: map[string][]engine.OptionSpec{},
		saves: map[string]string{}, messages: map[string]string{}, unfinished: map[string]string{}, scenFiles: map[string]string{}}
	var err error
	if w.pkgDir, err = os.Getwd(); err != nil {
		t.Fatal(err)
	}
	w.pkg = hashTree(t, w.pkgDir)
	repo, err := filepath.Abs(filepath.Join(w.pkgDir, "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	w.home = t.TempDir()
	for _, k := range []string{"HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"} {
		t.Setenv(k, w.home)
	}
	w.root = t.TempDir()
	t.Chdir(w.root)
	w.corpus = filepath.Join(w.root, "corpus")
	w.out = filepath.Join(w.root, "out")
	for _, d := range []string{w.corpus, w.out, filepath.Join(w.corpus, "a folder"), filepath.Join(w.corpus, "saves")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	w.c = newCLI(t, true)
	// The expert answers at once: the monkey is after the command line,
	// not the search (its --think and --iterations are still parsed and
	// checked).
	w.c.app.games = builtin{&thinking{iterations: 2}}
	w.c.dir = filepath.Join(w.root, "savefolder")
	w.design = &designFake{fakeScreen: w.c.screen}
	w.c.app.screen = w.design
	w.noTerminal = terminalScreen{}.Ready()
	if w.noTerminal == nil {
		w.noTerminal = errors.New("no terminal to play on (standard input and output must be a terminal)")
	}
	w.games = w.c.app.gameIDs()
	rnd := rand.New(rand.NewPCG(*cliMonkeySeed, 0xc11))
	copyFile := func(from, to string) string {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return to
	}
	for _, id := range w.games {
		g, _ := w.c.app.games.Lookup(id)
		scs, err := w.c.app.games.Scenarios(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range scs {
			w.scenarios[id] = append(w.scenarios[id], sc.Name())
		}
		def, err := w.c.app.games.LoadScenario(g, "")
		if err != nil {
			t.Fatal(err)
		}
		w.sides[id] = def.Sides()
		w.options[id] = g.OptionSpecs()
		// A finished game, played by selfplay.
		dir := filepath.Join(w.root, "made", id)
		w.c.ok("selfplay", id, "--games", "1", "--seed", "5", "--save-dir", dir)
		made, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		if len(made) != 1 {
			t.Fatalf("selfplay %s wrote %v", id, made)
		}
		w.saves[id] = copyFile(made[0], filepath.Join(w.corpus, "saves", id+".json"))
		raw, _ := os.ReadFile(made[0])
		// Cut short, and a bit flipped, where the seed says.
		for k := 0; k < 2; k++ {
			p := filepath.Join(w.corpus, fmt.Sprintf("%s-cut%d.json", id, k))
			os.WriteFile(p, raw[:rnd.IntN(len(raw))], 0o644)
			w.broken = append(w.broken, p)
		}
		for k := 0; k < 3; k++ {
			b := slices.Clone(raw)
			b[rnd.IntN(len(b))] ^= 1 << rnd.IntN(8)
			p := filepath.Join(w.corpus, fmt.Sprintf("%s-flip%d.json", id, k))
			os.WriteFile(p, b, 0o644)
			w.broken = append(w.broken, p)
		}
		// An unfinished game: a new game saved before its first move.
		p := filepath.Join(w.corpus, "saves", id+" unfinished ☄.json")
		w.c.ok("play", id, "--seed", "3", "--solo", "1", "--save", p)
		w.unfinished[id] = p
		// A scenario file of the game's, in a folder not named after it.
		shipped, _ := filepath.Glob(filepath.Join(repo, "assets", "scenarios", id, "*.yaml"))
		if len(shipped) == 0 {
			t.Fatalf("no shipped scenario of %s", id)
		}
		w.scenFiles[id] = copyFile(shipped[rnd.IntN(len(shipped))], filepath.Join(w.corpus, id+"-scenario.yaml"))
	}
	// A campaign not begun (its rosters not bought).
	w.campaign = filepath.Join(w.corpus, "campaign.json")
	w.c.ok("campaign", "new", w.campaign, "--seed", "4")
	w.c.screen.calls = nil
	for _, f := range []string{"internal/games/starmada/ships/1-imperial.yaml", "internal/games/starshipbattles/cards/1-light.yaml", "internal/games/sscs/designs/1-concord.yaml"} {
		w.dataFiles = append(w.dataFiles, copyFile(filepath.Join(repo, f), filepath.Join(w.corpus, filepath.Base(filepath.Dir(f))+"-"+filepath.Base(f))))
	}
	odd := map[string][]byte{
		"empty.json":        nil,
		"empty.yaml":        nil,
		"junk.json":         {0, 1, 2, 0xff, '{'},
		"notes.txt":         []byte("hello\n"),
		"null.json":         []byte("null"),
		"list.json":         []byte("[1,2,3]"),
		"scenario-cut.yaml": nil, // filled below
		"yaml-tab.yaml":     []byte("name:\tx\n\tsides: [\n"),
		"deep.json":         []byte(strings.Repeat("[", 100000)),
		"format-only.json":  []byte(`{"format":"` + engine.SaveFormat + `"}`),
	}
	// Saves that carry escape sequences where a message or a table shows
	// what the file says: its result, an intent's kind, a side's name.
	{
		var sf map[string]any
		raw, _ := os.ReadFile(w.saves["stellararmada"])
		json.Unmarshal(raw, &sf)
		sf["final"].(map[string]any)["result"] = "\x1b[2JRed wins"
		first := sf["intents"].([]any)[0].(map[string]any)
		kind := first["kind"]
		first["kind"] = "\x1b[31mmove"
		data, _ := json.Marshal(sf)
		odd["escapes.json"] = data
		first["kind"] = kind
		sf["players"].([]any)[0].(map[string]any)["side"] = "\x1b[31mRed"
		data, _ = json.Marshal(sf)
		odd["escaped-side.json"] = data
	}
	sc, _ := os.ReadFile(w.scenFiles["starmada"])
	odd["scenario-cut.yaml"] = sc[:len(sc)/2]
	for name, data := range odd {
		p := filepath.Join(w.corpus, name)
		os.WriteFile(p, data, 0o644)
		w.odd = append(w.odd, p)
	}
	big := filepath.Join(w.corpus, "huge.json")
	if f, err := os.Create(big); err == nil {
		f.Truncate(engine.MaxSaveSize + 1) // sparse: nothing is written
		f.Close()
		w.odd = append(w.odd, big)
	}
	fifo := filepath.Join(w.corpus, "pipe.json")
	if mkfifo(fifo) == nil {
		w.odd = append(w.odd, fifo)
	}
	link := filepath.Join(w.corpus, "link.json")
	if os.Symlink(w.saves["starmada"], link) == nil {
		w.odd = append(w.odd, link)
	}
	dangling := filepath.Join(w.corpus, "dangling.json")
	if os.Symlink(filepath.Join(w.corpus, "gone.json"), dangling) == nil {
		w.odd = append(w.odd, dangling)
	}
	w.odd = append(w.odd, os.DevNull, filepath.Join(w.corpus, "a folder"), w.corpus+"/")
	w.missing = []string{filepath.Join(w.corpus, "missing.json"), filepath.Join(w.corpus, "missing.yaml"), filepath.Join(w.corpus, "no folder", "x.json"),
		filepath.Join(w.corpus, "notes.txt", "x.json"), "missing.json", "ünïcødé 🚀.json"}
	w.dirs = []string{filepath.Join(w.corpus, "saves"), w.corpus, filepath.Join(w.corpus, "a folder"), filepath.Join(w.corpus, "no folder"), filepath.Join(w.corpus, "notes.txt"), "."}
	// The save folder: a finished game, an unfinished one and a broken one,
	// for resume and list saves without a path.
	os.MkdirAll(w.c.dir, 0o755)
	copyFile(w.unfinished["starshipbattles"], filepath.Join(w.c.dir, "starshipbattles-1.json"))
	copyFile(w.saves["sscs"], filepath.Join(w.c.dir, "sscs-1.json"))
	copyFile(w.broken[0], filepath.Join(w.c.dir, "broken.json"))
	copyFile(filepath.Join(w.corpus, "escapes.json"), filepath.Join(w.c.dir, "escapes.json"))
	os.RemoveAll(filepath.Join(w.root, "made"))
	w.pristine, w.saved, w.folders = map[string]string{}, map[string][]byte{}, map[string]bool{}
	filepath.WalkDir(w.root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			w.folders[p] = true
		}
		if err != nil || !d.Type().IsRegular() {
			return nil
		}
		data, _ := os.ReadFile(p)
		w.pristine[p], w.saved[p] = hashOf(data), data
		return nil
	})
	return w
}

func hashOf(b []byte) string { s := sha256.Sum256(b); return fmt.Sprintf("%x", s[:8]) }

// hashTree hashes every regular file under dir.
func hashTree(t *testing.T, dir string) map[string]string {
	m := map[string]string{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		m[p] = hashOf(data)
		return nil
	})
	return m
}

// checkPackage fails when the run wrote a file into the package's folder
// or into HOME.
func (w *cliWorld) checkPackage() {
	for p := range hashTree(w.t, w.pkgDir) {
		if _, ok := w.pkg[p]; !ok {
			w.t.Errorf("the run wrote %s into the package's folder", p)
		}
	}
	if entries, _ := os.ReadDir(w.home); len(entries) > 0 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		w.t.Errorf("the run wrote into HOME (%s): %v", w.home, names)
	}
}

// cliLine is one command line and what it means to the checks.
type cliLine struct {
	argv     []string
	path     []string // the command's words
	writes   []string // paths the line may write (--save, --save-dir, campaign new PATH, …)
	tokens   []string // words the line's failure may name
	terminal bool     // the screen has a terminal
	complete bool     // a shell's completion of the line: cobra's __complete
}

// cliCommand is one command of the tree.
type cliCommand struct {
	path  []string
	args  []string // the words of its usage line after its name: "GAME", "[PATH]", "PATH..."
	flags []*pflag.Flag
}

// commands walks the command tree, as the program builds it.
func (w *cliWorld) commands() []cliCommand {
	root := newRoot(newApp(nil, nil))
	root.InitDefaultCompletionCmd()
	var out []cliCommand
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		cc := cliCommand{path: path, args: strings.Fields(c.Use)[1:]}
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if !f.Hidden {
				cc.flags = append(cc.flags, f)
			}
		})
		c.InheritedFlags().VisitAll(func(f *pflag.Flag) {
			if !f.Hidden && c.Flags().Lookup(f.Name) == nil {
				cc.flags = append(cc.flags, f)
			}
		})
		out = append(out, cc)
		for _, sub := range c.Commands() {
			walk(sub, append(slices.Clone(path), sub.Name()))
		}
	}
	walk(root, nil)
	return out
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// oddCase writes s in another case: "StarMada", "SSCS".
func oddCase(r *rand.Rand, s string) string {
	switch r.IntN(3) {
	case 0:
		return strings.ToUpper(s)
	case 1:
		if s == "" {
			return s
		}
		return strings.ToUpper(s[:1]) + s[1:]
	}
	b := []rune(s)
	for i := range b {
		if r.IntN(2) == 0 {
			b[i] = []rune(strings.ToUpper(string(b[i])))[0]
		}
	}
	return string(b)
}

// misspelt drops, doubles or swaps a letter.
func misspelt(r *rand.Rand, s string) string {
	if len(s) < 3 {
		return s + "x"
	}
	i := 1 + r.IntN(len(s)-2)
	switch r.IntN(3) {
	case 0:
		return s[:i] + s[i+1:]
	case 1:
		return s[:i] + s[i:i+1] + s[i:]
	}
	return s[:i] + s[i+1:i+2] + s[i:i+1] + s[i+2:]
}

var junkWords = []string{"", " ", "x", "-", "-1", "0", "🚀", "a b", "null", "%s%d", "../", "NaN", "\t", "é", strings.Repeat("z", 300), "--", "=", "'", "\"", "$HOME", "*"}

func (w *cliWorld) gameWord(r *rand.Rand) string {
	g := pick(r, w.games)
	switch r.IntN(10) {
	case 0, 1:
		return oddCase(r, g)
	case 2:
		return misspelt(r, g)
	case 3:
		return pick(r, []string{"chess", "race", "", "stellar armada", g + " ", "1", "all"})
	}
	return g
}

// readPath is a file a command is handed to read.
func (w *cliWorld) readPath(r *rand.Rand, game string) string {
	switch r.IntN(8) {
	case 0, 1:
		if g, ok := w.saves[game]; ok && r.IntN(2) == 0 {
			return g
		}
		return w.saves[pick(r, w.games)]
	case 2:
		if g, ok := w.unfinished[game]; ok && r.IntN(2) == 0 {
			return g
		}
		return w.unfinished[pick(r, w.games)]
	case 3:
		return pick(r, w.broken)
	case 4:
		return pick(r, append(append([]string{w.campaign}, w.dataFiles...), w.scenFiles[pick(r, w.games)]))
	case 5:
		return pick(r, w.odd)
	case 6:
		return pick(r, w.missing)
	}
	return w.saves[pick(r, w.games)]
}

// writePath is a path a command is told to write.
func (w *cliWorld) writePath(r *rand.Rand, game string) string {
	switch r.IntN(6) {
	case 0, 1:
		return filepath.Join(w.out, pick(r, []string{"new.json", "a game ☄.json", "x.yaml", "new", ".json", "-dash.json"}))
	case 2:
		return pick(r, []string{"here.json", "spaced name.json", "ünï.json"})
	case 3:
		return pick(r, append(append([]string{}, w.missing...), w.out+"/", filepath.Join(w.out, "no folder", "x.json")))
	}
	return w.readPath(r, game)
}

// flagValue is a value for the flag f of command cmd; game is the line's
// game when it names one.
func (w *cliWorld) flagValue(r *rand.Rand, cmd cliCommand, f *pflag.Flag, game string) string {
	if r.IntN(12) == 0 {
		return pick(r, junkWords)
	}
	switch f.Value.Type() {
	case "bool":
		return pick(r, []string{"true", "false", "maybe", "", "1", "0", "TRUE", "yes"})
	case "int", "int64", "uint", "uint64":
		if f.Name == "games" {
			// Valid counts stay small: a game takes its time.
			return pick(r, []string{"1", "2", "0", "-1", "+1", "01", "1e2", "0x2", "99999999999999999999", "two", "", " 1", "1.5", "３"})
		}
		return pick(r, []string{"0", "1", "2", "7", "-1", "-0", "+3", "007", "1e3", "0x10", "2147483648", "9223372036854775807",
			"18446744073709551615", "18446744073709551616", "-9223372036854775809", "99999999999999999999", "abc", "", "3.5", " 2", "１"})
	case "duration":
		return pick(r, []string{"0", "0s", "1ms", "350ms", "1s", "-1s", "-0s", "5", "1h", "2562047h", "9999999h", "1.5s", "abc", "", "1d", "NaN", "1e3ms", "+2s"})
	}
	cmdWord := strings.Join(cmd.path, " ")
	switch f.Name {
	case "scenario":
		switch r.IntN(6) {
		case 0, 1:
			if scs := w.scenarios[game]; len(scs) > 0 {
				return pick(r, scs)
			}
			return pick(r, w.scenarios[pick(r, w.games)])
		case 2:
			return oddCase(r, pick(r, w.scenarios[pick(r, w.games)]))
		case 3:
			if g, ok := w.scenFiles[game]; ok && r.IntN(2) == 0 {
				return g
			}
			return w.scenFiles[pick(r, w.games)]
		case 4:
			return pick(r, []string{"nosuch", "", "standard ", "first_game", misspelt(r, pick(r, w.scenarios[pick(r, w.games)]))})
		}
		return w.readPath(r, game)
	case "solo":
		sides := w.sides[game]
		if len(sides) == 0 || cmdWord == "campaign new" {
			sides = []engine.Side{{Name: "Reaper's Own"}, {Name: "The Destroyers"}}
		}
		switch r.IntN(4) {
		case 0:
			return pick(r, sides).Name
		case 1:
			return oddCase(r, pick(r, sides).Name)
		case 2:
			return pick(r, []string{"1", "2", "3", "0", "-1", " 1", "01", "nobody", ""})
		}
		return misspelt(r, pick(r, sides).Name)
	case "ai", "a", "b":
		if cmdWord == "campaign new" && f.Name != "ai" {
			return pick(r, []string{"Red", "", "  ", "Reaper's Own", "The Destroyers", "a\nb", "🚀 Wing", strings.Repeat("N", 200), "-", "Blue"})
		}
		switch r.IntN(4) {
		case 0:
			return oddCase(r, pick(r, []string{"random", "scripted", "expert"}))
		case 1:
			return pick(r, []string{"godlike", "", "human", "hotseat", "expret"})
		}
		if r.IntN(6) == 0 {
			return "expert"
		}
		return pick(r, []string{"random", "scripted"})
	case "save", "save-dir":
		if f.Name == "save-dir" && r.IntN(2) == 0 {
			return pick(r, append(append([]string{}, w.dirs...), filepath.Join(w.out, "dir"), filepath.Join(w.out, "new dir ☄"), ""))
		}
		return w.writePath(r, game)
	case "option":
		specs := w.options[game]
		if cmdWord == "campaign new" {
			specs = w.options["silentdeath"]
		}
		if len(specs) == 0 || r.IntN(4) == 0 {
			return pick(r, []string{"x=1", "=1", "noequals", "", "a=b=c", "turns=3", "turn_limit=20", " = "})
		}
		s := pick(r, specs)
		switch r.IntN(4) {
		case 0:
			return s.Key + "=" + pick(r, []string{"", "-1", "0", "999999999999999999999", "nope", "1", "3", "50", "51", "True"})
		case 1:
			return oddCase(r, s.Key) + "=" + s.Default
		}
		if len(s.Choices) > 0 {
			return s.Key + "=" + pick(r, s.Choices)
		}
		return s.Key + "=" + pick(r, []string{"1", "2", "3", s.Default})
	case "to":
		return pick(r, []string{"0", "1", "3", "999", "T2", "turn 3", "R1", "round 2", "b1t1", "2:1", "1:1", "b2t1", "-1", "two", "1:99", "", "9999999", "99:99", "1.5", "t", "b0t0"})
	case "game":
		return w.gameWord(r)
	}
	// A flag the monkey knows nothing of: a word, a file or a number.
	switch r.IntN(3) {
	case 0:
		return w.readPath(r, game)
	case 1:
		return pick(r, []string{"1", "0", "-1", "99999999999999999999"})
	}
	return pick(r, junkWords)
}

// argWord is a positional argument of the kind a usage line names.
func (w *cliWorld) argWord(r *rand.Rand, cmd cliCommand, kind, game string) (word string, write bool) {
	k := strings.Trim(kind, "[].")
	cmdWord := strings.Join(cmd.path, " ")
	switch k {
	case "GAME":
		return game, false
	case "DIR":
		return pick(r, append(append([]string{}, w.dirs...), w.c.dir, "")), false
	case "command":
		return pick(r, []string{"play", "replay", "list", "campaign", "nosuch", "plya", "list games", "help"}), false
	case "PATH", "FILE":
		switch cmdWord {
		case "campaign new", "design":
			return w.writePath(r, game), true
		case "campaign next", "campaign resume", "campaign status":
			if r.IntN(2) == 0 {
				return w.campaign, cmdWord != "campaign status"
			}
			return w.readPath(r, game), cmdWord != "campaign status"
		}
		return w.readPath(r, game), false
	}
	return pick(r, junkWords), false
}

// generate builds a random command line.
func (w *cliWorld) generate(r *rand.Rand) cliLine {
	cmds := w.commands()
	// Commands that do something weigh more than help and completion.
	var cmd cliCommand
	for {
		cmd = pick(r, cmds)
		p := strings.Join(cmd.path, " ")
		if strings.HasPrefix(p, "completion") || p == "help" || p == "version" || p == "list" || p == "campaign" {
			if r.IntN(5) != 0 {
				continue
			}
		}
		break
	}
	line := cliLine{path: cmd.path, terminal: r.IntN(2) == 0}
	// A tidy line has the arguments its usage asks and only the
	// command's flags, so that it gets past the parsing to the files and
	// values more often.
	tidy := r.IntN(3) == 0
	game := w.gameWord(r)
	if tidy {
		game = pick(r, w.games)
	}
	known := game
	if _, err := w.c.app.game(game); err != nil || strings.TrimSpace(game) != game {
		known = pick(r, w.games)
	} else {
		g, _ := w.c.app.game(game)
		known = g.ID()
	}
	if strings.HasPrefix(strings.Join(cmd.path, " "), "campaign") {
		known = "silentdeath"
	}
	type part struct {
		words []string
	}
	var parts []part
	// Positional arguments: as the usage line says, now and then one too
	// few or too many.
	for _, a := range cmd.args {
		if a == "[flags]" || a == "[--flags]" {
			continue
		}
		if strings.HasPrefix(a, "[") && r.IntN(2) == 0 {
			continue
		}
		if r.IntN(15) == 0 && !tidy {
			continue // one missing
		}
		times := 1
		if strings.HasSuffix(a, "...") {
			times = 1 + r.IntN(3)
		}
		for range times {
			word, write := w.argWord(r, cmd, a, game)
			if write {
				line.writes = append(line.writes, word)
			}
			parts = append(parts, part{[]string{word}})
		}
	}
	for r.IntN(10) == 0 && !tidy {
		parts = append(parts, part{[]string{pick(r, append([]string{w.readPath(r, known), w.gameWord(r)}, junkWords...))}})
	}
	// Flags: a few of the command's, sometimes one twice, sometimes one
	// it does not have.
	nflags := r.IntN(5)
	for range nflags {
		if len(cmd.flags) == 0 {
			break
		}
		f := pick(r, cmd.flags)
		if f.Name == "help" && r.IntN(4) != 0 {
			continue
		}
		v := w.flagValue(r, cmd, f, known)
		for tidy && v != "" && strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "-1") {
			v = w.flagValue(r, cmd, f, known)
		}
		var words []string
		name := "--" + f.Name
		if f.Shorthand != "" && r.IntN(3) == 0 {
			name = "-" + f.Shorthand
		}
		switch {
		case f.Value.Type() == "bool" && r.IntN(3) != 0:
			words = []string{name}
		case r.IntN(3) == 0:
			words = []string{name + "=" + v}
		case r.IntN(30) == 0 && !tidy:
			words = []string{name} // its value forgotten
		default:
			words = []string{name, v}
		}
		line.tokens = append(line.tokens, "--"+f.Name, f.Name, v)
		parts = append(parts, part{words})
		if r.IntN(8) == 0 {
			parts = append(parts, part{words}) // repeated
		}
	}
	if r.IntN(8) == 0 && !tidy {
		u := pick(r, []string{"--bogus", "--Seed", "-z", "--scenari", "--headless", "--save-dir=x", "---seed", "-seed", "--json", "--games", "--a", "--to=1", "-", "--=x"})
		line.tokens = append(line.tokens, u, strings.TrimLeft(u, "-"))
		parts = append(parts, part{[]string{u}})
	}
	r.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	line.argv = append(line.argv, cmd.path...)
	if strings.Join(cmd.path, " ") == "selfplay" {
		// A hundred games, the default, take their time: a line plays
		// one to three unless a --games of its own says otherwise.
		line.argv = append(line.argv, "--games", strconv.Itoa(1+r.IntN(3)))
	}
	for i, p := range parts {
		if r.IntN(25) == 0 && i > 0 && !tidy {
			line.argv = append(line.argv, "--")
		}
		line.argv = append(line.argv, p.words...)
	}
	if r.IntN(40) == 0 {
		parts = append(parts, part{[]string{pick(r, []string{"-h", "--help", "--version", "-v"})}})
		line.argv = append(line.argv, parts[len(parts)-1].words...)
	}
	// Whatever a flag that writes took for its value, the word after it
	// included ("--save-dir --json": a folder named --json); and of a
	// command that writes its argument, any word that may have ended up
	// as it ("campaign new --restricted 1": a campaign in a file named 1).
	line.writes = append(append(line.writes, flagValues(line.argv, "save")...), flagValues(line.argv, "save-dir")...)
	switch strings.Join(cmd.path, " ") {
	case "campaign new", "campaign next", "campaign resume", "design":
		line.writes = append(line.writes, line.argv[len(cmd.path):]...)
	}
	for _, p := range parts {
		for _, word := range p.words {
			line.tokens = append(line.tokens, word)
			if k, v, ok := strings.Cut(word, "="); ok && strings.HasPrefix(k, "-") {
				line.tokens = append(line.tokens, k, v)
			}
		}
	}
	if r.IntN(15) == 0 {
		// The shell's completion asks cobra's hidden command with the
		// line typed so far and the word being typed last.
		line.argv = append(append([]string{"__complete"}, line.argv...), pick(r, []string{"", "-", "--", "--s", "st", "/", "x"}))
		line.complete = true
	}
	return line
}

// shellLine writes argv as a shell would read it back.
func shellLine(argv []string) string {
	var b strings.Builder
	b.WriteString("armada-tui")
	for _, a := range argv {
		b.WriteByte(' ')
		if a == "" || strings.ContainsAny(a, " \t\n'\"$*\\;&|<>()`!?[]{}~#") || strings.ContainsFunc(a, func(r rune) bool { return r > 126 }) {
			b.WriteString(strconv.Quote(a))
		} else {
			b.WriteString(a)
		}
	}
	return b.String()
}

// check runs one line and checks what it did; it returns the exit code.
func (w *cliWorld) check(i int, line cliLine) int {
	t := w.t
	t.Helper()
	w.c.screen.calls, w.c.screen.sess = nil, nil
	w.design.path = ""
	if line.terminal {
		w.c.screen.notReady = nil
	} else {
		w.c.screen.notReady = w.noTerminal
	}
	type result struct {
		code        int
		out, errOut string
		panicked    any
		stack       string
	}
	done := make(chan result, 1)
	go func() {
		var res result
		defer func() {
			if p := recover(); p != nil {
				res.panicked, res.stack = p, string(debug.Stack())
			}
			done <- res
		}()
		res.code, res.out, res.errOut = w.c.run(line.argv...)
	}()
	var res result
	select {
	case res = <-done:
	case <-time.After(2 * time.Minute):
		t.Fatalf("line %d still runs after 2 minutes: %s\nrepeat: %s", i, shellLine(line.argv), w.repeat(i))
	}
	fail := func(format string, args ...any) {
		t.Helper()
		w.faults++
		t.Errorf("line %d: %s\n  %s\n  exit %d\n  stdout: %.600s\n  stderr: %.600s\n  repeat: %s", i, fmt.Sprintf(format, args...), shellLine(line.argv), res.code, res.out, res.errOut, w.repeat(i))
	}
	if i := strings.IndexFunc(res.out+res.errOut, func(r rune) bool { return r < 0x20 && r != '\n' && r != '\t' && r != '\r' || r == 0x7f }); i >= 0 && !line.complete {
		fail("a control character (%q) reached the terminal", (res.out + res.errOut)[i:i+1])
	}
	switch {
	case res.panicked != nil:
		fail("panic: %v\n%s", res.panicked, res.stack)
	case res.code != 0:
		w.checkFailure(line, res.code, res.errOut, fail)
		if *cliMonkeyMsgs {
			first, _, _ := strings.Cut(strings.TrimSpace(res.errOut), "\n")
			key := strings.ReplaceAll(first, w.root, "")
			key = regexp.MustCompile(`"[^"]*"|[0-9]+`).ReplaceAllString(key, "_")
			if _, ok := w.messages[key]; !ok {
				w.messages[key] = first + "\n      ← " + shellLine(line.argv)
			}
		}
	default:
		w.checkSuccess(line, res.out, fail)
	}
	if !line.terminal && len(w.c.screen.calls) > 0 {
		fail("a screen opened (%v) with no terminal", w.c.screen.calls)
	}
	w.checkFiles(line, res.code, fail)
	return res.code
}

func (w *cliWorld) repeat(i int) string {
	return fmt.Sprintf("go test ./cmd/armada-tui -run 'TestCLIMonkey$' -climonkey.seed=%d -climonkey.line=%d", *cliMonkeySeed, i)
}

// goWords are words of Go's or a library's that a player should never read.
var goWords = []string{"strconv.", "panic", "goroutine", "runtime error", "%!", "<nil>", "json: cannot unmarshal", "interface {}", "invalid memory", "yaml: unmarshal errors", "*errors.", "main.", "[]string"}

func (w *cliWorld) checkFailure(line cliLine, code int, errOut string, fail func(string, ...any)) {
	if line.complete {
		fail("completion failed")
		return
	}
	if code != exitFailure && code != exitUsage {
		fail("exit code %d: 1 or 2 is wanted", code)
	}
	msg := strings.TrimSpace(errOut)
	if msg == "" {
		fail("a failure with nothing on standard error")
		return
	}
	if !strings.HasPrefix(msg, "armada-tui: ") && !strings.Contains(msg, "\narmada-tui: ") {
		fail("standard error does not name the program")
	}
	for _, word := range goWords {
		if strings.Contains(msg, word) && !slices.ContainsFunc(line.argv, func(a string) bool { return strings.Contains(a, word) }) {
			fail("standard error has %q, words of the program's insides", word)
		}
	}
	if code == exitUsage && !strings.Contains(msg, "--help' for usage") {
		fail("a usage error that does not point to --help")
	}
	// The message names something of the line: a flag, a value, a file.
	// The "Try --help" line and the command's own words do not count.
	var body []string
	for _, l := range strings.Split(msg, "\n") {
		if !strings.HasPrefix(l, "Try '") {
			body = append(body, l)
		}
	}
	text := strings.Join(body, "\n")
	if w.c.screen.notReady != nil && strings.Contains(text, "no terminal to play on") {
		return
	}
	if code == exitUsage && strings.Contains(text, " is missing (") {
		return // "play: GAME is missing (armada-tui play GAME)"
	}
	if code == exitUsage && strings.Contains(text, `unknown command "--"`) {
		return // "armada-tui -- -- x": the second separator taken for a command
	}
	var named []string
	for _, tok := range line.tokens {
		if slices.Contains(line.path, tok) || tok == "--" {
			continue // the command's own words, the separator
		}
		named = append(named, tok)
		if strings.Contains(text, strconv.Quote(tok)) {
			return
		}
		tok = strings.TrimSpace(tok)
		if len(tok) > 40 {
			tok = tok[:20]
		}
		if len([]rune(tok)) < 2 {
			if tok != "" && (strings.Contains(text, " "+tok+":") || strings.HasPrefix(text, tok+":") || strings.Contains(text, "\n"+tok+":")) {
				return
			}
			continue
		}
		if strings.Contains(text, tok) || strings.Contains(text, filepath.Base(tok)) && len(filepath.Base(tok)) > 2 {
			return
		}
	}
	if len(named) == 0 {
		return // nothing to name but the command itself
	}
	fail("the message names nothing of the line (%q)", named)
}

func (w *cliWorld) checkSuccess(line cliLine, out string, fail func(string, ...any)) {
	if line.complete {
		if !strings.Contains("\n"+out, "\n:") {
			fail("completion printed no directive")
		}
		if len(w.c.screen.calls) > 0 {
			fail("completion opened a screen: %v", w.c.screen.calls)
		}
		return
	}
	cmd := strings.Join(line.path, " ")
	help := slices.ContainsFunc(line.argv, func(a string) bool {
		return a == "-h" || a == "--help" || a == "--version" || a == "-v" || a == "-h=true" || a == "--help=true"
	})
	if help || cmd == "help" || cmd == "list" || cmd == "campaign" || cmd == "completion" {
		if strings.TrimSpace(out) == "" {
			fail("help printed nothing")
		}
		return
	}
	calls := w.c.screen.calls
	switch cmd {
	case "":
		if !slices.Equal(calls, []string{"menu"}) {
			fail("the menu did not open: %v", calls)
		}
	case "play", "resume", "campaign next", "campaign resume":
		if cmd == "campaign next" || cmd == "campaign resume" {
			if len(calls) == 0 && strings.TrimSpace(out) != "" {
				return // --selfplay: printed the standings
			}
		}
		if len(calls) == 0 || calls[len(calls)-1] != "game" || w.c.screen.sess == nil {
			fail("no game opened: %v", calls)
			return
		}
		p := w.c.screen.sess.Path
		if cmd == "play" {
			w.checkPlayed(line, w.c.screen.sess, fail)
		}
		if _, err := store.Load(p, w.c.app.games.Lookup); err != nil {
			fail("the game's save does not load: %v", err)
		}
	case "replay":
		switch {
		case slices.Contains(line.argv, "--verify") && !strings.HasPrefix(out, "verified: ") && !strings.HasPrefix(out, "NOT VERIFIED"):
			fail("--verify printed no verdict")
		case slices.Contains(line.argv, "--headless") && !strings.Contains(out, "\nhash: "):
			fail("--headless printed no log")
		case strings.TrimSpace(out) == "" && !slices.Contains(calls, "replay"):
			fail("the viewer did not open: %v", calls)
		}
	case "selfplay":
		if strings.TrimSpace(out) == "" {
			fail("selfplay printed nothing")
		}
		if dir := lastFlag(line.argv, "save-dir"); dir != "" {
			files, _ := filepath.Glob(filepath.Join(dir, "*-seed*.json"))
			if len(files) == 0 {
				fail("--save-dir %s holds no save", dir)
			}
			for _, f := range files[:min(2, len(files))] {
				if _, err := store.Load(f, w.c.app.games.Lookup); err != nil {
					fail("a save of --save-dir does not load: %v", err)
				}
			}
		}
		if boolFlag(line.argv, "json") {
			var res selfplayResult
			if err := json.Unmarshal([]byte(out), &res); err != nil || res.Games < 1 {
				fail("--json printed %q (%v)", out, err)
			}
		}
	case "campaign new":
		var p string
		for _, a := range line.writes {
			abs, _ := filepath.Abs(a)
			if _, old := w.pristine[abs]; !old && a != "" {
				if info, err := os.Stat(a); err == nil && info.Mode().IsRegular() {
					p = a
				}
			}
		}
		if _, _, err := w.c.app.loadCampaign(p); err != nil {
			fail("the new campaign does not load: %v", err)
		}
	case "design":
		if !slices.Contains(calls, "design") {
			fail("the designer did not open: %v", calls)
		}
	case "validate":
		if n := strings.Count(out, ": ok ("); n == 0 {
			fail("validate said no file was ok")
		}
	default:
		if strings.TrimSpace(out) == "" {
			fail("%s printed nothing", cmd)
		}
	}
}

// checkPlayed checks that the game play started is the one its flags
// asked for: its save, seed, scenario, sides and options.
func (w *cliWorld) checkPlayed(line cliLine, sess *engine.Session, fail func(string, ...any)) {
	if save := lastFlag(line.argv, "save"); save != "" && sess.Path != save {
		fail("the game is saved to %s, not to --save %s", sess.Path, save)
	}
	if seed := lastFlag(line.argv, "seed"); seed != "" {
		if n, err := strconv.ParseUint(seed, 0, 64); err == nil && n != sess.Seed {
			fail("--seed %s played seed %d", seed, sess.Seed)
		}
	}
	if sc := lastFlag(line.argv, "scenario"); sc != "" && !looksLikePath(sc) && !strings.EqualFold(sc, sess.Scenario.Name()) {
		fail("--scenario %s played %s", sc, sess.Scenario.Name())
	}
	people := 0
	for _, p := range sess.Players {
		if p.IsHuman() {
			people++
		}
	}
	switch solo := lastFlag(line.argv, "solo"); {
	case solo == "" && people != len(sess.Players):
		fail("a hotseat game with %d people of %d", people, len(sess.Players))
	case solo != "" && people != 1:
		fail("--solo %s played with %d people", solo, people)
	}
	for _, kv := range flagValues(line.argv, "option") {
		k, v, _ := strings.Cut(kv, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		last := ""
		for _, kv2 := range flagValues(line.argv, "option") {
			if k2, v2, _ := strings.Cut(kv2, "="); strings.TrimSpace(k2) == k {
				last = strings.TrimSpace(v2)
			}
		}
		if got := sess.Options.Option(sess.Game, k); got != last && v == last {
			fail("--option %s: the game has %s=%q", kv, k, got)
		}
	}
}

// boolFlag is whether a line turns the switch name on, as its last
// mention of it says.
func boolFlag(argv []string, name string) bool {
	on := false
	for _, a := range argv {
		if a == "--" {
			break
		}
		if a == "--"+name {
			on = true
		} else if s, ok := strings.CutPrefix(a, "--"+name+"="); ok {
			on, _ = strconv.ParseBool(s)
		}
	}
	return on
}

// flagValues are every value a line gives the flag name.
func flagValues(argv []string, name string) []string {
	var vs []string
	for i, a := range argv {
		if a == "--" {
			break
		}
		if a == "--"+name && i+1 < len(argv) {
			vs = append(vs, argv[i+1])
		} else if s, ok := strings.CutPrefix(a, "--"+name+"="); ok {
			vs = append(vs, s)
		}
	}
	return vs
}

// lastFlag is the value a line gives the flag name last ("" if none).
func lastFlag(argv []string, name string) string {
	v := ""
	for i, a := range argv {
		if a == "--" {
			break
		}
		if a == "--"+name && i+1 < len(argv) {
			v = argv[i+1]
		} else if s, ok := strings.CutPrefix(a, "--"+name+"="); ok {
			v = s
		}
	}
	return v
}

// checkFiles compares every file under the test's folder with what it held
// before the line, and puts it back: a file the line was handed to read
// must not change, a failure must write nothing new, and no lock or
// temporary file may be left. The output folder and what the line wrote
// are removed.
func (w *cliWorld) checkFiles(line cliLine, code int, fail func(string, ...any)) {
	written := func(p string) bool {
		for _, wp := range line.writes {
			if wp == "" {
				continue
			}
			abs, _ := filepath.Abs(wp)
			if p == abs || strings.HasPrefix(p, strings.TrimSuffix(abs, "/")+string(filepath.Separator)) {
				return true
			}
		}
		return false
	}
	seen := map[string]bool{}
	var stray []string
	filepath.WalkDir(w.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Type()&fs.ModeSymlink != 0 || d.Type()&fs.ModeNamedPipe != 0 {
			if err == nil && !d.IsDir() {
				seen[p] = true
			}
			return nil
		}
		seen[p] = true
		name := d.Name()
		if strings.HasSuffix(name, ".lock") || strings.HasSuffix(name, ".tmp") {
			stray = append(stray, p)
			return nil
		}
		h, ok := w.pristine[p]
		if !ok {
			inSaveFolder := strings.HasPrefix(p, w.c.dir+string(filepath.Separator))
			if code != 0 && !written(p) {
				fail("a failure left a new file %s", p)
			} else if code == 0 && !written(p) && !inSaveFolder {
				fail("a new file %s that the line did not name", p)
			}
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			fail("%s cannot be read after the line: %v", p, err)
			return nil
		}
		if hashOf(data) != h && !(written(p) && code == 0) {
			fail("%s changed, and the line did not save to it", p)
		}
		return nil
	})
	for _, p := range stray {
		fail("left behind: %s", p)
	}
	for p := range w.pristine {
		if !seen[p] {
			fail("%s is gone", p)
		}
	}
	// Put everything back.
	filepath.WalkDir(w.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if _, ok := w.pristine[p]; !ok && d.Type().IsRegular() {
			os.Remove(p)
		}
		return nil
	})
	keys := make([]string, 0, len(w.pristine))
	for p := range w.pristine {
		keys = append(keys, p)
	}
	sort.Strings(keys)
	for _, p := range keys {
		if data, err := os.ReadFile(p); err != nil || hashOf(data) != w.pristine[p] {
			os.MkdirAll(filepath.Dir(p), 0o755)
			os.Remove(p)
			os.WriteFile(p, w.saved[p], 0o644)
		}
	}
	os.RemoveAll(w.out)
	os.MkdirAll(w.out, 0o755)
	// New folders a line made (--save-dir's) go too, wherever they are.
	var made []string
	filepath.WalkDir(w.root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && !w.folders[p] {
			made = append(made, p)
			return filepath.SkipDir
		}
		return nil
	})
	for _, p := range made {
		os.RemoveAll(p)
	}
}
