package starmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestHotkeysApart: n ends a step in every game, so sealing the orders and
// ending the fire share it; random games of every scenario never offer
// the two at once, so n always means one of them.
func TestHotkeysApart(t *testing.T) {
	offered := map[string]bool{}
	for _, name := range []string{"standard", "build", "duel", "objects", "setup", "mirror", "satellites"} {
		sc, err := games.LoadScenario(sm.Game{}, name)
		if err != nil {
			t.Fatal(err)
		}
		for k := range tuitest.HotkeysApart(t, Screens().Board(cfg), sm.Game{}, sc, nil, 3, 2000) {
			offered[k] = true
		}
	}
	for _, k := range []string{sm.KindSubmit, sm.KindFire} {
		if !offered[k] {
			t.Errorf("no game offered %q: the test proves nothing about its key", k)
		}
	}
}
