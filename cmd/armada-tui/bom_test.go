package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestByteOrderMarkIsRead: a save that an editor saved with a UTF-8 byte
// order mark at its start was "damaged save: line 1, column 1: invalid
// character 'ï' looking for beginning of value" (found by a play-tester).
// The mark is passed over, as the YAML of scenarios passes it over.
func TestByteOrderMarkIsRead(t *testing.T) {
	c := newCLI(t, false)
	data, err := os.ReadFile(filepath.Join("testdata", "good.json"))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "bom.json")
	if err := os.WriteFile(p, append([]byte("\ufeff"), data...), 0o644); err != nil {
		t.Fatal(err)
	}
	want := strings.TrimPrefix(c.ok("validate", filepath.Join("testdata", "good.json")), filepath.Join("testdata", "good.json"))
	if got := c.ok("validate", p); got != p+want {
		t.Errorf("validate of a save with a byte order mark printed %q, want %q", got, p+want)
	}
	c.ok("replay", p, "--verify")
	c.ok("resume", p)
}
