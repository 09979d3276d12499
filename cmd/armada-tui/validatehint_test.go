package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestValidateSwitchValueHint: "validate --unhashed true x.json" gave the
// switch no value and took "true" for a path, and said only "true: no such
// file or directory", where other commands say how to give a switch its
// value.
func TestValidateSwitchValueHint(t *testing.T) {
	c := newCLI(t, false)
	t.Chdir(t.TempDir())
	c.fails(exitFailure, "true: no such file or directory; --unhashed takes no value after a space: write --unhashed=true",
		"validate", "--unhashed", "true", "x.json")
	c.fails(exitFailure, "false: no such file or directory; --unhashed takes no value after a space: write --unhashed=false",
		"validate", "--unhashed", "false", "x.json")
	// A file so named is read, and a missing one without the switch has
	// no hint.
	if err := os.WriteFile(filepath.Join(".", "true"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if errOut := c.fails(exitFailure, "true: not a save file", "validate", "--unhashed", "true"); strings.Contains(errOut, "takes no value") {
		t.Errorf("a file named true got the hint: %q", errOut)
	}
	if errOut := c.fails(exitFailure, "false: no such file or directory", "validate", "false"); strings.Contains(errOut, "takes no value") {
		t.Errorf("no switch, yet the hint: %q", errOut)
	}
}
