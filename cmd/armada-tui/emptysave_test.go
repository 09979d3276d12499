package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/store"
)

// TestEmptyFileIsANewSave: an empty file given to play --save (made with
// touch) was refused as "it holds something else", though nothing in it
// could be lost (found by a play-tester). It is taken as the new game's
// file, as are an empty file at a name selfplay --save-dir writes and one
// given to campaign new.
func TestEmptyFileIsANewSave(t *testing.T) {
	c := newCLI(t, false)
	dir := t.TempDir()
	empty := func(name string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	p := empty("new.json")
	c.ok("play", "race", "--save", p)
	if s, err := store.Load(p, c.app.games.Lookup); err != nil || s.Seed != c.screen.sess.Seed {
		t.Errorf("the game was not saved into the empty file: %v", err)
	}

	saves := filepath.Join(dir, "selfplay")
	if err := os.Mkdir(saves, 0o755); err != nil {
		t.Fatal(err)
	}
	sp := filepath.Join(saves, "race-long-0000-seed1.json")
	if err := os.WriteFile(sp, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	c.ok("selfplay", "race", "--scenario", "long", "--games", "1", "--seed", "1", "--save-dir", saves)
	if _, err := store.Load(sp, c.app.games.Lookup); err != nil {
		t.Errorf("selfplay did not save into the empty file: %v", err)
	}

	r := newCLI(t, true)
	camp := empty("camp.json")
	r.ok("campaign", "new", camp, "--seed", "5", "--selfplay")
	if _, err := store.Load(camp, r.app.games.Lookup); err != nil {
		t.Errorf("campaign new did not save into the empty file: %v", err)
	}
	// A link is refused, as resume refuses one (it could not be saved into).
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(empty("target.json"), link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	r.fails(1, link+" is a symbolic link: a campaign is saved only into a plain file", "campaign", "new", link, "--selfplay")
}
