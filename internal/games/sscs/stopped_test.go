package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestRule_StoppedAboardAsksOnePredicate: a craft aboard its carrier
// declares a reload and damage control; a pulse then shuts down the
// carrier, the craft, or both. The reload and damage control give the one
// reason stopped gives — the craft's own shutdown first, its carrier's
// otherwise — and the reload stays in storage; damage control says it
// once.
func TestRule_StoppedAboardAsksOnePredicate(t *testing.T) {
	s := reloadBattle(t, "Mother", "Loader")
	c, m := firstAboard(s), s.mustShip(t, "A")
	n := emptied(s, c, 0)
	n.dice = engine.NewDice(1)
	n.knock(c, n.cls(c).driveSys, nil)
	n, _ = apply(t, n, Reload{By: 0, Ship: c, Weapon: 0})
	n, _ = apply(t, n, Repair{By: 0, Ship: c, System: n.cls(c).driveSys})
	n = untilFire(t, n, "A")
	if why := n.stopped(c); why != "" {
		t.Fatalf("nothing shut down, yet stopped says %q", why)
	}
	for _, tc := range []struct {
		name                   string
		craftShut, carrierShut bool
		why                    string
	}{
		{"carrier", false, true, "its carrier, the A, is shut down"},
		{"craft", true, false, "it is shut down"},
		{"both", true, true, "it is shut down"},
	} {
		d := n.clone()
		if tc.craftShut {
			d.mut(c).empUntil = d.turn + 1
		}
		if tc.carrierShut {
			d.mut(m).empUntil = d.turn + 1
		}
		why := d.stopped(c)
		if !strings.HasPrefix(why, tc.why) {
			t.Errorf("%s: stopped says %q, want %q…", tc.name, why, tc.why)
		}
		d, text := finishTurn(t, d)
		name := d.ships[c].name
		if d.ships[c].sys[0].shots != 0 || d.ships[c].reloads[0] != 1 || !strings.Contains(text, name+" does not reload its Rail: "+why) {
			t.Errorf("%s: %d shots, %v reloads:\n%s", tc.name, d.ships[c].sys[0].shots, d.ships[c].reloads, text)
		}
		if k := strings.Count(text, name+" makes no damage control"); k != 1 || !strings.Contains(text, name+" makes no damage control: "+why) {
			t.Errorf("%s: damage control refused %d times, want once for %q:\n%s", tc.name, k, why, text)
		}
	}
}
