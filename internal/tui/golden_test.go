package tui

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// updating reports whether -update was given (the flag is teatest's).
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// golden compares a whole screen with testdata/<name>.golden; -update
// rewrites it. Screens are compared as plain text (styles removed).
func golden(t *testing.T, name, screen string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if updating() {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(screen), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./internal/tui -run Golden -update creates it)", err)
	}
	if string(want) != screen {
		t.Errorf("%s differs (-update rewrites it)\n--- want\n%s\n--- got\n%s", path, want, screen)
	}
}

// TestScreenGolden keeps a whole game screen at 80×24 in a golden file:
// the header, the table, the action list beside the log, the status and
// help lines, mid-turn in Stellar Armada (with the shell's test board; the
// real mats have a golden file of their own in internal/tui/stellararmada).
func TestScreenGolden(t *testing.T) {
	sa := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, saSession(t, false)), 80, 24)
	sa.keys("d", "e", "b", "enter")
	golden(t, "shell_turn", sa.screen()+"\n")
}
