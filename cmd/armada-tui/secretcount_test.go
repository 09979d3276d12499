package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestUnfinishedGameCountsNoIntents: validate and replay --verify printed
// "N intents" of an unfinished game, and in a game of sealed orders that
// count tells the other side how many orders were written (found by a
// play-tester; list saves had stopped counting for that reason). Of an
// unfinished game they say only the turn it stands in; a finished game
// keeps its count.
func TestUnfinishedGameCountsNoIntents(t *testing.T) {
	c := newCLI(t, true)
	sess := sealedOrders(t)
	hash := engine.FormatHash(sess.State().Hash())
	out := c.ok("validate", sess.Path)
	if strings.Contains(out, "intent") || !strings.Contains(out, ", turn 1, unfinished, hash "+hash) {
		t.Errorf("validate of an unfinished game printed %q: want its turn, no count", out)
	}
	if out := c.ok("replay", sess.Path, "--verify"); out != "verified: unfinished, turn 1, hash "+hash+"\n" {
		t.Errorf("replay --verify of an unfinished game printed %q: want its turn, no count", out)
	}
	// A file without hashes replayed with --unhashed: no count either.
	sf, err := store.Read(sess.Path)
	if err != nil {
		t.Fatal(err)
	}
	sf.StartHash, sf.Final.Hash = "", ""
	for i := range sf.Intents {
		sf.Intents[i].Hash = ""
	}
	bare := filepath.Join(t.TempDir(), "bare.json")
	if err := store.WriteSave(bare, sf); err != nil {
		t.Fatal(err)
	}
	if out := c.ok("replay", bare, "--verify", "--unhashed"); strings.Contains(out, "intent") || !strings.Contains(out, ": unfinished, turn 1, hash ") {
		t.Errorf("replay --verify --unhashed of an unfinished game printed %q: want its turn, no count", out)
	}

	// A finished game keeps its count.
	dir := t.TempDir()
	c.ok("selfplay", "starmada", "--games", "1", "--save-dir", dir)
	done, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if out := c.ok("replay", done[0], "--verify"); !strings.HasPrefix(out, "verified: ") || !strings.Contains(out, " intents, hash ") {
		t.Errorf("replay --verify of a finished game printed %q: want its count", out)
	}
	if out := c.ok("validate", done[0]); !strings.Contains(out, " intents, turn ") {
		t.Errorf("validate of a finished game printed %q: want its count", out)
	}
}
