package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/store"
)

// TestEndToEndNewGameSavedAtStart: a new game in the save folder is
// written just after its first frame rather than before it (tui.RunNewGame):
// by the time the briefing is up the file holds the new game with no move,
// and the first move is on disk once it is on the screen.
func TestEndToEndNewGameSavedAtStart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	saves := filepath.Join(dir, "armada-tui", "saves")
	env := []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1", "TERM=xterm-256color"}
	tm := startTerm(t, env, "play", "stellararmada", "--seed", "7")
	tm.waitFor("Briefing: Star cruiser duel")
	path := onlySave(t, saves)
	// The save lands while the first frame goes out: soon, if not already.
	var n int
	deadline := time.Now().Add(time.Minute)
	for {
		s, err := store.Load(path, builtin{}.Lookup)
		if err == nil {
			n = s.Len()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the new game's save never loaded: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if n != 0 {
		t.Fatalf("the new game's save holds %d intents before any key", n)
	}
	tm.send("\r")
	tm.waitFor("Roll for the first player")
	tm.send("d")
	tm.waitFor("your move")
	if s, err := store.Load(path, builtin{}.Lookup); err != nil || s.Len() != 1 {
		t.Fatalf("the first move is not on disk: %v, %v", s, err)
	}
}

// onlySave is the one save file in dir.
func onlySave(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, e := range entries {
		if filepath.Ext(e.Name()) == ".json" && e.Name()[0] != '.' {
			found = append(found, e.Name())
		}
	}
	if len(found) != 1 {
		t.Fatalf("the save folder holds %v, want one save", found)
	}
	return filepath.Join(dir, found[0])
}
