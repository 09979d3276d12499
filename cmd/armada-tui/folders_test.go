package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestFolderArgumentsSayWhatIsWrong: a folder named on the command line
// that is missing, or a file where it should be, is named with what is
// wrong, once ("list saves DIR: stat DIR: ..." named it twice), and
// selfplay says so before it plays a game rather than after the first.
func TestFolderArgumentsSayWhatIsWrong(t *testing.T) {
	c := newCLI(t, false)
	dir := t.TempDir()
	missing := filepath.Join(dir, "gone")
	c.fails(exitFailure, "list saves "+missing+": no such file or directory\n", "list", "saves", missing)
	file := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(file, []byte("notes"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(exitFailure, "list saves "+file+": not a folder", "list", "saves", file)
	code, out, errOut := c.run("selfplay", "race", "--games", "3", "--save-dir", file)
	if code != exitFailure || errOut != "armada-tui: --save-dir "+file+": a file, not a folder\n" || out != "" {
		t.Errorf("selfplay --save-dir FILE: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if data, _ := os.ReadFile(file); string(data) != "notes" {
		t.Error("the file in the way was changed")
	}
	// A folder that is not there yet is made, as the help says.
	c.ok("selfplay", "race", "--games", "1", "--save-dir", missing)
	if entries, _ := os.ReadDir(missing); len(entries) != 1 {
		t.Errorf("--save-dir holds %d files, want 1", len(entries))
	}
}

// TestBlankPathsAreQuoted: a file argument that is empty or blank (a
// shell variable left unset, a stray quote) was named as it is, which
// showed nothing: "armada-tui: : no such file or directory". The name is
// quoted when it is empty or starts or ends with a blank.
func TestBlankPathsAreQuoted(t *testing.T) {
	c := newCLI(t, false)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", ""}, `armada-tui: "": no such file or directory`},
		{[]string{"replay", " ", "--headless"}, `armada-tui: " ": no such file or directory`},
		{[]string{"resume", " x.json"}, `armada-tui: " x.json": no such file or directory`},
		{[]string{"validate", ""}, `"": no such file or directory`},
	} {
		c.fails(exitFailure, tc.want, tc.args...)
	}
	// A name without blanks at its ends is shown as it is.
	c.fails(exitFailure, "armada-tui: a b.json: no such file or directory", "replay", "a b.json")
}
