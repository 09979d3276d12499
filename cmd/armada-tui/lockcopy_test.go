package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCopiedLockIsNamed: a save copied with its lock file (a backup made
// while the game was played) was refused citing the original's process,
// and nothing said which file stood in the way or how to clear it (found
// by a play-tester). The refusal names the lock file and says to delete it
// when no armada-tui has the save open.
func TestCopiedLockIsNamed(t *testing.T) {
	c := newCLI(t, false)
	save := playedSave(t, c, "4")
	backup := filepath.Join(t.TempDir(), "backup.json")
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(backup, data, 0o644); err != nil {
		t.Fatal(err)
	}
	holdLock(t, backup) // the copied lock: process 1, which is alive
	errOut := c.fails(1, backup+" is open in another armada-tui (process 1); close that one first", "resume", backup)
	if want := "Its lock file is " + backup + ".lock: if no armada-tui has this file open (a lock copied along with the file, say), delete the lock file"; !strings.Contains(errOut, want) {
		t.Errorf("the refusal does not name the lock file:\n%s\nwant %q", errOut, want)
	}
	if strings.Count(errOut, "\n") != 1 {
		t.Errorf("the refusal is not one line: %q", errOut)
	}
	// The advice is the store error's own text now, which the menu shows
	// too (store's TestSaveLockRefusalNamesTheLockFile): the command
	// line, which added it, must not say it twice.
	if n := strings.Count(errOut, "Its lock file is"); n != 1 {
		t.Errorf("the refusal names the lock file %d times, want once: %q", n, errOut)
	}
	// Deleted, the game resumes.
	if err := os.Remove(backup + ".lock"); err != nil {
		t.Fatal(err)
	}
	c.ok("resume", backup)
}
