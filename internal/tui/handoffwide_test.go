package tui

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// wideNames is the secret game's scenario with side names of 24
// characters two cells wide each, as a scenario file may give them.
type wideNames struct{ secretScenario }

func (wideNames) Sides() []engine.Side {
	return []engine.Side{{Name: "Red", Color: "red"}, {Name: "帝国艦隊の最後の希望と栄光の艦隊です", Color: "blue"}}
}

// TestHandoffWrapsAWideSideName: at 80×24 the handoff to a side whose name
// fills 38 cells says its two sentences whole inside the window; the box
// was as wide as the longer sentence, ran past the window's edge and was
// cut there, "nobody else is looking" and the box's right side with it.
func TestHandoffWrapsAWideSideName(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}}
	sess := hotseat(t, secretGame{}, wideNames{}, 1)
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	d.keys("p", "down", "enter") // Red picks; the terminal passes
	s := d.screen()
	if !strings.Contains(s, "Pass the terminal") {
		t.Fatalf("no handoff after the pick:\n%s", s)
	}
	if !strings.Contains(s, "nobody else is") || !strings.Contains(s, "looking.") || strings.Contains(s, "…") {
		t.Errorf("the handoff's sentences are cut:\n%s", s)
	}
	for _, l := range strings.Split(s, "\n") {
		if Width(l) > 80 {
			t.Errorf("a line of %d cells: %q", Width(l), l)
		}
	}
}
