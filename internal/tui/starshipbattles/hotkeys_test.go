package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/games"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestHotkeysApart: n ends a step in every game, so Done (building,
// moving, launching, attacking) and Pass (declining what a question
// offers) share it; random games of every scenario never offer the two at
// once, so n always means one of them.
func TestHotkeysApart(t *testing.T) {
	offered := map[string]bool{}
	for _, name := range []string{"quickstart", "standard", "coruscant", "coruscant-teams", "teams"} {
		sc, err := games.LoadScenario(sb.Game{}, name)
		if err != nil {
			t.Fatal(err)
		}
		for k := range tuitest.HotkeysApart(t, Screens().Board(tui.Config{}), sb.Game{}, sc, nil, 3, 2000) {
			offered[k] = true
		}
	}
	for _, k := range []string{sb.KindDone, sb.KindPass} {
		if !offered[k] {
			t.Errorf("no game offered %q: the test proves nothing about its key", k)
		}
	}
}
