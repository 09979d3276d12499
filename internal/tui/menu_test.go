package tui

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestResumeDetailKeepsThePathWhole: the line under the menu's list names
// the last game's file. Wrapped with the words, the path broke after the
// hyphen of "armada-tui" ("…/armada-" over "tui/saves/…"), which reads as
// a name with a hyphen at its end; it now stands on lines of its own,
// broken only after a slash, so that the lines put together are the path.
func TestResumeDetailKeepsThePathWhole(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state-of-the-player", "armada-tui", "saves")
	cfg := Config{Catalog: testCatalog{}, SaveDir: dir}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	d.keys("enter", "enter", "enter", "enter") // Stellar Armada, its first scenario, hotseat, start
	path := d.play().sess.Path
	d.keys("enter", "q", "y")
	if !d.quit {
		t.Fatal("the game did not quit")
	}
	lines := strings.Split(newDriver(t, cfg, newMenu(cfg), 80, 24).screen(), "\n")
	var got []string
	for i, l := range lines {
		if strings.HasSuffix(strings.TrimSpace(l), "saved in") {
			for _, p := range lines[i+1:] {
				if strings.TrimSpace(p) == "" {
					break
				}
				got = append(got, strings.TrimSpace(p))
			}
			break
		}
	}
	if strings.Join(got, "") != path {
		t.Fatalf("the lines after \"saved in\" are %q, not the save's path %q:\n%s", got, path, strings.Join(lines, "\n"))
	}
	for _, l := range got[:len(got)-1] {
		if !strings.HasSuffix(l, "/") {
			t.Errorf("the path is broken after %q, not after a slash", l)
		}
	}
}
