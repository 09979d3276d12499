package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/store"
)

// BenchmarkListSaves measures 'list saves' on 100 saves of whole games,
// 20 of each game played by the scripted and random opponents: reading
// their summaries only (summaries), and replaying each as validate does
// (replayed). It reports the time a save: 2-4 ms replayed against under
// 1 ms, so 'list saves' replays (docs/performance.md).
func BenchmarkListSaves(b *testing.B) {
	a := newApp(io.Discard, io.Discard)
	dir := b.TempDir()
	for _, id := range a.gameIDs() {
		if code := run(context.Background(), a, []string{"selfplay", id, "--games", "20", "--save-dir", dir}); code != 0 {
			b.Fatalf("selfplay %s: exit %d", id, code)
		}
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(paths) != 100 {
		b.Fatalf("%d saves", len(paths))
	}
	list := func(b *testing.B, replay bool) {
		for b.Loop() {
			saves, err := store.List(dir, a.games.Lookup)
			if err != nil {
				b.Fatal(err)
			}
			for i := range saves {
				if replay {
					saves[i].Replay(a.games.Lookup)
				}
				if saves[i].Err != nil {
					b.Fatal(saves[i].Err)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N*len(paths)), "ms/save")
	}
	b.Run("summaries", func(b *testing.B) { list(b, false) })
	b.Run("replayed", func(b *testing.B) { list(b, true) })
}

// TestListSavesHelpSaysTurn: the list's MOVES column became TURN (a count
// of moves told how many orders a side had sealed), but its help still
// said it showed "how many moves" a save holds (found by a play-tester).
func TestListSavesHelpSaysTurn(t *testing.T) {
	c := newCLI(t, false)
	out := c.ok("list", "saves", "--help")
	if strings.Contains(out, "how many moves") || strings.Contains(out, "scenario, moves,") || !strings.Contains(out, "the turn it stands in (TURN") {
		t.Errorf("list saves --help does not describe the TURN column:\n%s", out)
	}
	if short := c.ok("list", "--help"); strings.Contains(short, "moves") {
		t.Errorf("list --help names moves:\n%s", short)
	}
}

// TestListSavesQuotesPaths: a save whose path holds a space was listed
// bare, and the path copied into 'armada-tui resume' named two files
// (found by a play-tester). The PATH column quotes it as the program's
// suggested commands do.
func TestListSavesQuotesPaths(t *testing.T) {
	c := newCLI(t, false)
	dir := filepath.Join(t.TempDir(), "my saves")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "my duel.json")
	c.ok("play", "race", "--seed", "3", "--save", p)
	out := c.ok("list", "saves", dir)
	if !strings.Contains(out, ` "`+p+`"`+"\n") {
		t.Errorf("list saves does not quote a path with a space:\n%s", out)
	}
}

// TestListSavesFitsTheTerminal: 'list saves' wrote rows of some 150
// columns whatever the terminal's width, and at 80 columns the terminal
// broke each row, its path included, in the middle of a word (a known
// left-out of the CLI). On a terminal too narrow for the table the path
// takes a line of its own under its row, whole, and the result the room
// the row leaves, or a line of its own where that is little (60 columns).
func TestListSavesFitsTheTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	buildBinary(t) // from the package's folder, before the test leaves it
	c := newCLI(t, true)
	t.Chdir(t.TempDir()) // paths short enough to fit a line
	c.ok("selfplay", "stellararmada", "--games", "2", "--save-dir", "saves")
	c.ok("selfplay", "starshipbattles", "--games", "1", "--save-dir", "saves")
	paths, _ := filepath.Glob(filepath.Join("saves", "*.json"))
	if len(paths) != 3 {
		t.Fatalf("%d saves", len(paths))
	}
	for _, width := range []int{80, 60} {
		tm := startTermAt(t, []string{"NO_COLOR=1", "TERM=xterm-256color"}, width, 24, "list", "saves", "saves")
		s := tm.waitFor("says it whole")
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimRight(l, " ") // the screen's blanks
			if n := len([]rune(lines[i])); n >= width {
				t.Errorf("%d columns: a line fills the terminal's width, so the terminal broke it: %q\n%s", width, l, s)
			}
		}
		for _, p := range paths {
			if !slices.Contains(lines, "  "+p) {
				t.Errorf("%d columns: the path %s is not whole on a line of its own:\n%s", width, p, s)
			}
		}
		rows := 0
		for i, l := range lines {
			if !strings.HasPrefix(l, "20") {
				continue
			}
			rows++
			result := l
			if width == 60 && i+1 < len(lines) {
				result = lines[i+1] // the result's own line
			}
			if !strings.Contains(result, "wins") {
				t.Errorf("%d columns: no result by the row %q:\n%s", width, l, s)
			}
		}
		if rows != len(paths) {
			t.Errorf("%d columns: %d rows for %d saves:\n%s", width, rows, len(paths), s)
		}
	}
}

// TestListTablesFitTheTerminal: 'list scenarios' and 'list options' wrote
// a description of some 300 columns on the row whatever the terminal's
// width, and at 80 columns the terminal broke it in the middle of words
// ("at full s" / "trength"). On a terminal too narrow for the table the
// description is broken at spaces, beside the aligned columns or under
// its row, and every word of it is there.
func TestListTablesFitTheTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	c := newCLI(t, true)
	g, _ := c.app.games.Lookup("stellararmada")
	scs, err := c.app.games.Scenarios(g)
	if err != nil {
		t.Fatal(err)
	}
	var scenarios []string
	for _, sc := range scs {
		scenarios = append(scenarios, sc.Description())
	}
	sm, _ := c.app.games.Lookup("starmada")
	var options []string
	for _, spec := range sm.OptionSpecs() {
		options = append(options, spec.Summary)
	}
	for _, tc := range []struct {
		args  []string
		texts []string
		last  string
	}{
		{[]string{"list", "scenarios", "stellararmada"}, scenarios, "standard mat."},
		{[]string{"list", "options", "starmada"}, options, "the scenario's)"},
	} {
		tm := startTermAt(t, []string{"NO_COLOR=1", "TERM=xterm-256color"}, 80, 40, tc.args...)
		s := tm.waitFor(tc.last)
		for _, l := range strings.Split(s, "\n") {
			if n := len([]rune(strings.TrimRight(l, " "))); n >= 80 {
				t.Errorf("%v: a line fills the terminal's width, so the terminal broke it: %q\n%s", tc.args, l, s)
			}
		}
		flat := strings.Join(strings.Fields(s), " ")
		for _, text := range tc.texts {
			if !strings.Contains(flat, strings.Join(strings.Fields(text), " ")) {
				t.Errorf("%v: the text %q is not there whole, word for word:\n%s", tc.args, text, s)
			}
		}
	}
}

// TestListSavesPathIsNeverBroken: a path wider than the terminal is
// written whole on its line, for the terminal to carry on the next row:
// the lines of results are broken at spaces on a terminal (lineWrapper),
// and a path with a space in it, broken there, could no longer be copied
// into a command.
func TestListSavesPathIsNeverBroken(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	c := newCLI(t, true)
	dir := filepath.Join(t.TempDir(), "my saves in a folder with a long name, spaces and all")
	c.ok("selfplay", "stellararmada", "--games", "1", "--save-dir", dir)
	path := filepath.Join(dir, "stellararmada-standard-0000-seed1.json")
	const width = 60
	if len(path) < width {
		t.Fatalf("the path %s is no wider than the terminal", path)
	}
	tm := startTermAt(t, []string{"NO_COLOR=1", "TERM=xterm-256color"}, width, 24, "list", "saves", dir)
	s := tm.waitFor("seed1.json")
	// The rows as the terminal holds them, each its width: a path the
	// terminal carried on reads whole across them.
	var rows strings.Builder
	for _, l := range strings.Split(s, "\n") {
		rows.WriteString(l + strings.Repeat(" ", max(0, width-len([]rune(l)))))
	}
	if !strings.Contains(rows.String(), `  "`+path+`"`) {
		t.Errorf("the path is broken:\n%s", s)
	}
}
