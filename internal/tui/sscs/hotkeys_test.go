package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestHotkeysApart: n ends a step in every game, so sealing the
// declarations and ending a ship's fire share it; random games of every
// scenario never offer the two at once, so n always means one of them.
func TestHotkeysApart(t *testing.T) {
	offered := map[string]bool{}
	for _, name := range []string{"standard", "boarding", "pursuit", "built"} {
		sc, err := games.LoadScenario(sscs.Game{}, name)
		if err != nil {
			t.Fatal(err)
		}
		for k := range tuitest.HotkeysApart(t, newBoard(cfg), sscs.Game{}, sc, nil, 3, 2000) {
			offered[k] = true
		}
	}
	for _, k := range []string{sscs.KindSeal, sscs.KindDone} {
		if !offered[k] {
			t.Errorf("no game offered %q: the test proves nothing about its key", k)
		}
	}
}
