package gametest

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// BrokenFiles decodes every file of dir with decode and checks the error
// each gets against want, by file name: a part of the message (where, the
// value, what was wanted), or "" for a file that must be read. A file
// missing from the table, or a name of the table with no file, fails; so
// does a panic, which the test reports as it happens.
func BrokenFiles(t *testing.T, dir string, decode func([]byte) (engine.Scenario, error), want map[string]string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		seen[name] = true
		w, ok := want[name]
		if !ok {
			t.Errorf("%s: not in the table", name)
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		_, err = decode(data)
		switch {
		case w == "" && err != nil:
			t.Errorf("%s: %v", name, err)
		case w != "" && err == nil:
			t.Errorf("%s: read, want an error containing %q", name, w)
		case w != "" && !strings.Contains(err.Error(), w):
			t.Errorf("%s: error %v,\nwant one containing %q", name, err, w)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(want)) { // the same report every run
		if !seen[name] {
			t.Errorf("%s: in the table, not in %s", name, dir)
		}
	}
}
