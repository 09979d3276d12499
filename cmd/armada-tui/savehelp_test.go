package main

import (
	"strings"
	"testing"
)

// TestPlaySaveHelpSaysWhatMayBeThere: play --help said "PATH must not
// exist, be empty or hold this same game", which reads as "must not be
// empty" (found by a play-tester). It says what PATH may be.
func TestPlaySaveHelpSaysWhatMayBeThere(t *testing.T) {
	c := newCLI(t, false)
	out := strings.Join(strings.Fields(c.ok("play", "--help")), " ")
	if strings.Contains(out, "must not exist, be empty") {
		t.Errorf("play --help still says 'must not exist, be empty':\n%s", out)
	}
	// Not played further: a file of this same game with moves in it is
	// refused, naming its turn (store.Create), which "or hold this same
	// game" did not say.
	if want := "PATH may be new, empty (or only whitespace), or hold this same game with no move played"; !strings.Contains(out, want) {
		t.Errorf("play --help does not say %q:\n%s", want, out)
	}
}
