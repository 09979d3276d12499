package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/store"
)

// TestBlankFileIsANewSave: a file of only whitespace (echo > f.json
// writes one newline) was refused by play --save and selfplay --save-dir
// as "holds something else", though nothing in it could be lost; only a
// 0-byte file counted as empty (found by a play-tester). It is taken as
// the new game's file, as an empty one is, and so by campaign new.
func TestBlankFileIsANewSave(t *testing.T) {
	c := newCLI(t, false)
	dir := t.TempDir()
	blank := func(name, text string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for i, text := range []string{"\n", " \t\r\n\n  "} {
		p := blank("new"+string(rune('a'+i))+".json", text)
		c.ok("play", "race", "--save", p)
		if s, err := store.Load(p, c.app.games.Lookup); err != nil || s.Seed != c.screen.sess.Seed {
			t.Errorf("%q: the game was not saved into the blank file: %v", text, err)
		}
	}

	saves := filepath.Join(dir, "selfplay")
	if err := os.Mkdir(saves, 0o755); err != nil {
		t.Fatal(err)
	}
	sp := filepath.Join(saves, "race-long-0000-seed1.json")
	if err := os.WriteFile(sp, []byte("\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.ok("selfplay", "race", "--scenario", "long", "--games", "1", "--seed", "1", "--save-dir", saves)
	if _, err := store.Load(sp, c.app.games.Lookup); err != nil {
		t.Errorf("selfplay did not save into the blank file: %v", err)
	}

	r := newCLI(t, true)
	camp := blank("camp.json", "\n")
	r.ok("campaign", "new", camp, "--seed", "5", "--selfplay")
	if _, err := store.Load(camp, r.app.games.Lookup); err != nil {
		t.Errorf("campaign new did not save into the blank file: %v", err)
	}

	// Anything else in it is still refused.
	other := blank("other.json", "\nnotes\n")
	c.fails(1, "it holds something else", "play", "race", "--save", other)
}
