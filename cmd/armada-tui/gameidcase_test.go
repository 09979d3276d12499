package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestValidateGameInAnyCase: game ids may be typed in any case (README),
// and validate's --game is one: "--game RACE" passed the check of the
// flag, then was looked up as typed and every file was refused as of an
// unknown game.
func TestValidateGameInAnyCase(t *testing.T) {
	c := newCLI(t, false)
	path := filepath.Join("testdata", "no-game.yaml")
	for _, id := range []string{"race", "RACE", "Race"} {
		if out := c.ok("validate", "--game", id, path); !strings.HasPrefix(out, path+": ok (scenario race/") {
			t.Errorf("validate --game %s: %q", id, out)
		}
	}
}
