package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// holdLock makes the lock beside path name process 1, which is alive: the
// save is open in another armada-tui.
func holdLock(t *testing.T, path string) {
	t.Helper()
	if err := os.WriteFile(path+".lock", []byte("1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestCampaignSelfplayKeepsToTheLock: a campaign played on with no screen
// writes to its save as a screen does, under the save's lock. Open in
// another armada-tui, the save is refused and left as it was: the other's
// next choice wrote over the whole battle played meanwhile. So is a new
// campaign on a path another armada-tui has locked.
func TestCampaignSelfplayKeepsToTheLock(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	path := filepath.Join(dir, "camp.json")
	c.ok("campaign", "new", path, "--seed", "5", "--selfplay")
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	holdLock(t, path)
	for _, cmd := range []string{"next", "resume"} {
		c.fails(exitFailure, "is open in another armada-tui (process 1)", "campaign", cmd, path, "--selfplay")
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("the campaign was played on while another armada-tui held it")
	}
	os.Remove(path + ".lock")
	c.ok("campaign", "next", path, "--selfplay")
	if _, err := os.Stat(path + ".lock"); !errors.Is(err, os.ErrNotExist) {
		t.Error("next --selfplay left its lock behind")
	}

	fresh := filepath.Join(dir, "fresh.json")
	holdLock(t, fresh)
	c.fails(exitFailure, "is open in another armada-tui (process 1)", "campaign", "new", fresh, "--selfplay")
	if _, err := os.Stat(fresh); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("a new campaign was written on a locked path")
	}
}

// TestCampaignWithoutTerminalWritesNothing: with no terminal, 'campaign
// new' fails before it writes its file (the file it left made the same
// command with --selfplay fail as "exists"), and 'campaign next' says that
// a terminal is wanted rather than Bubble Tea's "could not open TTY".
func TestCampaignWithoutTerminalWritesNothing(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	c.screen.notReady = errors.New("no terminal to play on")
	path := filepath.Join(dir, "camp.json")
	// The message names --selfplay, which a campaign takes and which needs
	// no terminal (it named only 'selfplay' and 'replay --headless').
	c.fails(exitFailure, "no terminal to play on; a campaign also plays on with no screen, people's sides by the scripted opponent, to the end of the next battle: add --selfplay to the command", "campaign", "new", path, "--seed", "5")
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("campaign new without a terminal wrote the campaign")
	}
	c.ok("campaign", "new", path, "--seed", "5", "--selfplay") // needs none
	before, _ := os.ReadFile(path)
	c.fails(exitFailure, "no terminal to play on; a campaign also plays on with no screen, people's sides by the scripted opponent, to the end of the next battle: armada-tui campaign next "+path+" --selfplay", "campaign", "next", path)
	c.fails(exitFailure, "armada-tui campaign resume "+path+" --selfplay", "campaign", "resume", path)
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("campaign next without a terminal changed the campaign")
	}
	if len(c.screen.calls) != 0 {
		t.Errorf("a screen was opened without a terminal: %v", c.screen.calls)
	}
}

// TestCampaignNewNamesWhatStandsInTheWay: a folder at the path, or a file
// where its folder should be, is named as such.
func TestCampaignNewNamesWhatStandsInTheWay(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	c.fails(exitFailure, dir+" is a folder: a campaign is one file", "campaign", "new", dir, "--selfplay")
	file := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(file, []byte("notes"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(exitFailure, file+" is not a folder", "campaign", "new", filepath.Join(file, "camp.json"), "--selfplay")
	c.fails(exitFailure, "the folder "+filepath.Join(dir, "gone")+" does not exist", "campaign", "new", filepath.Join(dir, "gone", "camp.json"), "--selfplay")
	if _, err := os.Stat(filepath.Join(dir, "gone")); !errors.Is(err, os.ErrNotExist) {
		t.Error("campaign new made a folder")
	}
}

// TestMenuWithoutTerminal: the menu needs a terminal as play does, and
// says so.
func TestMenuWithoutTerminal(t *testing.T) {
	c := newCLI(t, false)
	c.screen.notReady = errors.New("no terminal to play on")
	c.fails(exitFailure, "no terminal to play on")
	if len(c.screen.calls) != 0 {
		t.Errorf("the menu was opened without a terminal: %v", c.screen.calls)
	}
}
