package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestBlankFileHoldsNothingToLose: Create and CheckReplace took a 0-byte
// file as a new game's, and refused one of only whitespace (echo > f.json,
// one newline) as holding something else (found by a play-tester). Both
// take it now; a file with anything else in it is refused as before.
func TestBlankFileHoldsNothingToLose(t *testing.T) {
	dir := t.TempDir()
	for _, text := range []string{"", "\n", " \t\r\n\v\f "} {
		for _, check := range []bool{true, false} {
			s := played(t, 3, 2)
			s.Path = filepath.Join(dir, "g.json")
			if err := os.WriteFile(s.Path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var err error
			if check {
				err = CheckReplace(s, false)
			} else {
				err = Create(s, false)
			}
			if err != nil {
				t.Errorf("%q (CheckReplace %v): %v", text, check, err)
			}
			// CheckReplace leaves the file as it was; Create saves into it.
			data, _ := os.ReadFile(s.Path)
			if _, err := Load(s.Path, lookup); check && string(data) != text || !check && err != nil {
				t.Errorf("%q (CheckReplace %v): the file holds %q (%v)", text, check, data, err)
			}
		}
	}
	s := played(t, 3, 2)
	s.Path = filepath.Join(dir, "notes.json")
	if err := os.WriteFile(s.Path, []byte("\n x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Create(s, false); !errors.Is(err, ErrNotOurs) {
		t.Errorf("a file with a letter in it: %v", err)
	}
	if err := CheckReplace(s, false); !errors.Is(err, ErrNotOurs) {
		t.Errorf("CheckReplace of a file with a letter in it: %v", err)
	}
}
