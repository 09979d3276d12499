package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSaveLockRefusalNamesTheLockFile: a save refused because another
// armada-tui holds its lock named the lock file only on the command line
// (cmd's printError added it); the menu's Saved games and "Resume the last
// game", which show the error's text, said "close that one first" with no
// word of the lock file, and a lock copied with a backup could not be
// cleared from there (found by a play-tester). The error a save's lock
// gives (AcquireFor, the menu's way in, and CheckReplace;
// AcquireSave, the command line's, in cmd's TestCopiedLockIsNamed) now says it, once.
func TestSaveLockRefusalNamesTheLockFile(t *testing.T) {
	s := played(t, 3, 4)
	s.Path = filepath.Join(t.TempDir(), "held2.json")
	if err := Save(s); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.Path+".lock", []byte("1\n"), 0o600); err != nil { // process 1 is alive
		t.Fatal(err)
	}
	want := s.Path + " is open in another armada-tui (process 1); close that one first. Its lock file is " + s.Path +
		".lock: if no armada-tui has this file open (a lock copied along with the file, say), delete the lock file"
	_, forErr := AcquireFor(s) // the menu's way in
	replaceErr := CheckReplace(s, false)
	for name, err := range map[string]error{"AcquireFor": forErr, "CheckReplace": replaceErr} {
		var le *LockedError
		if !errors.As(err, &le) || le.LockFile() != s.Path+".lock" {
			t.Errorf("%s: %v, want a LockedError", name, err)
			continue
		}
		if err.Error() != want {
			t.Errorf("%s said\n%v\nwant\n%s", name, err, want)
		}
		if n := strings.Count(err.Error(), ".lock"); n != 1 {
			t.Errorf("%s names the lock file %d times, want once: %v", name, n, err)
		}
	}
}
