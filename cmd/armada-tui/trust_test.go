package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestPlayWithoutTerminalWritesNothing: with no terminal, play fails
// before it creates or touches any save.
func TestPlayWithoutTerminalWritesNothing(t *testing.T) {
	c := newCLI(t, false)
	c.screen.notReady = errors.New("no terminal to play on")
	keep := filepath.Join(t.TempDir(), "keep.txt")
	if err := os.WriteFile(keep, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(1, "no terminal", "play", "race", "--save", keep, "--force")
	c.fails(1, "no terminal", "play", "race")
	if data, _ := os.ReadFile(keep); string(data) != "precious" {
		t.Fatal("the file was written")
	}
	if entries, _ := os.ReadDir(c.dir); len(entries) != 0 {
		t.Fatalf("the save folder holds %d files", len(entries))
	}
}

// TestPlayNeverOverwrites: --save refuses another game's save and any
// file that is not a save; --force replaces a regular file only.
func TestPlayNeverOverwrites(t *testing.T) {
	c := newCLI(t, false)
	dir := t.TempDir()
	first := filepath.Join(dir, "first.json")
	c.ok("play", "race", "--seed", "1", "--save", first)
	before, _ := os.ReadFile(first)
	c.fails(1, "not this game's save", "play", "race", "--seed", "2", "--save", first)
	if after, _ := os.ReadFile(first); !bytes.Equal(before, after) {
		t.Fatal("another game's save was changed")
	}
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("notes"), 0o644)
	c.fails(1, "not this game's save", "play", "race", "--save", notes)
	c.ok("play", "race", "--save", notes, "--force")
	fifo := filepath.Join(dir, "pipe")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipe:", err)
	}
	c.fails(1, "named pipe", "play", "race", "--save", fifo, "--force")
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Fatal("the pipe was replaced")
	}
	// Every file argument must be a regular file: a pipe is refused at
	// once rather than blocking the command for ever.
	c.fails(1, "named pipe", "replay", fifo, "--headless")
	c.fails(1, "named pipe", "validate", fifo)
	c.fails(1, "named pipe", "resume", fifo)
}

// TestVerificationCannotBeSkipped: a save without its hashes, or with an
// intent deleted and every hash blanked, fails replay --verify and
// validate; --unhashed replays it and says it is not verified.
func TestVerificationCannotBeSkipped(t *testing.T) {
	c := newCLI(t, false)
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	c.ok("play", "race", "--seed", "3", "--save", good)
	c.screen.onGame = nil
	// Play a few intents into it through the session the screen got.
	s := c.screen.sess
	for i := 0; i < 6 && !s.State().Outcome().Over; i++ {
		p := s.State().Phase().Actors[0]
		if _, err := s.Apply(s.Legal(p)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	sf, err := store.Read(good)
	if err != nil {
		t.Fatal(err)
	}
	sf.StartHash, sf.Final.Hash = "", ""
	sf.Intents = sf.Intents[:len(sf.Intents)-1]
	for i := range sf.Intents {
		sf.Intents[i].Hash = ""
	}
	data, _ := json.MarshalIndent(sf, "", " ")
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, data, 0o644)
	c.fails(1, "not verified", "replay", bad, "--verify")
	c.fails(1, "not verified", "validate", bad)
	if out := c.ok("replay", bad, "--verify", "--unhashed"); !strings.Contains(out, "NOT VERIFIED") {
		t.Fatalf("--unhashed does not say so: %q", out)
	}
	if out := c.ok("validate", bad, "--unhashed"); !strings.Contains(out, "NOT VERIFIED") {
		t.Fatalf("validate --unhashed does not say so: %q", out)
	}
}

// TestResumeSkipsABrokenNewerSave: resume without a path takes the newest
// unfinished game that loads, and names the newer broken file.
func TestResumeSkipsABrokenNewerSave(t *testing.T) {
	c := newCLI(t, false)
	c.ok("play", "race", "--seed", "4")
	want := c.screen.sess.Path
	broken := filepath.Join(c.dir, "zzz-broken.json")
	os.WriteFile(broken, []byte("{"), 0o644)
	_, _, errOut := c.run("resume")
	if c.screen.sess.Path != want {
		t.Fatalf("resumed %s, want %s", c.screen.sess.Path, want)
	}
	if !strings.Contains(errOut, "zzz-broken.json") {
		t.Fatalf("the broken file is not reported: %q", errOut)
	}
	// And on the game screen, where the player looks: standard error lay
	// under the full screen (found by the README play-test).
	if n := c.screen.cfg.Notice; !strings.HasPrefix(n, "Passed over a newer save that does not load: ") || !strings.Contains(n, "zzz-broken.json") {
		t.Fatalf("the game screen is not told: %q", n)
	}
	// By its name in the save folder: with the folder's path the notice
	// ran past the three lines of the status line at 80 columns, which
	// cut the reason short (a cut-short save's "unexpected end of JSON
	// input" shown as "u…").
	if n := c.screen.cfg.Notice; strings.Contains(n, c.dir) {
		t.Errorf("the notice names the save folder's path: %q", n)
	}
}

// TestLongInputIsQuotedShort: an error quotes at most about 80 characters
// of what it was given.
func TestLongInputIsQuotedShort(t *testing.T) {
	c := newCLI(t, false)
	long := strings.Repeat("x", 1<<20)
	for _, args := range [][]string{{"play", long}, {"play", "race", "--scenario", long}, {"list", "options", long}} {
		_, _, errOut := c.run(args...)
		if len(errOut) > 600 {
			t.Errorf("%s…: the error is %d bytes long", args[0], len(errOut))
		}
	}
	if got := engine.Quote(long); len(got) > 120 {
		t.Fatalf("Quote gave %d bytes", len(got))
	}
}

// TestPlayAgainOffersResume: the same play command run again after an
// interrupted evening, on a --save path holding that unfinished game, is
// refused with the resume command that goes on with it (the refusal
// offered only another path or --force, which throws the moves away); a
// finished game's file is refused as before, with no resume to offer.
func TestPlayAgainOffersResume(t *testing.T) {
	c := newCLI(t, false)
	dir := t.TempDir()
	path := filepath.Join(dir, "duel night.json")
	c.ok("play", "race", "--seed", "1", "--save", path)
	s := c.screen.sess
	for i := 0; i < 2; i++ {
		p := s.State().Phase().Actors[0]
		if _, err := s.Apply(s.Legal(p)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s.State().Outcome().Over {
		t.Fatal("the game is over after two moves: nothing unfinished to resume")
	}
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	want := "It holds an unfinished game, now in turn 2; go on with it: armada-tui resume \"" + path + "\"" // where it stands, no count of its moves
	c.fails(1, want, "play", "race", "--seed", "1", "--save", path)
	c.fails(1, want, "play", "race", "--save", path) // a new seed from the clock
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("the unfinished game's save was changed")
	}
	for !s.State().Outcome().Over {
		p := s.State().Phase().Actors[0]
		if _, err := s.Apply(s.Legal(p)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	if out := c.fails(1, "not this game's save", "play", "race", "--save", path); strings.Contains(out, "resume") {
		t.Fatalf("a finished game is offered to resume: %q", out)
	}
}
