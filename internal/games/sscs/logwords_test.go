package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestRamTargetCannotAvoid: a rammed ship that coasts (its whole Drive
// lost, shut down or held) rolls nothing to avoid, as before, and the log
// now says why — the fifth play pass saw the Maw's ram on the powerless
// Bastion go from the rammer's roll to the collision with no word of the
// target's.
func TestRamTargetCannotAvoid(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s.mut(1).empUntil = s.turn
	s.dice = engine.NewDice(1).Force(1)
	_, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	text := eventsText(ev)
	if !strings.Contains(text, "the B cannot avoid the ram: shut down by an electromagnetic pulse") || strings.Contains(text, "avoids the ram") || !strings.Contains(text, "collide") {
		t.Fatalf("%s", text)
	}
}
