package starmada

import (
	"strings"
	"testing"

	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// TestPreBattleKeysSayWhenTheyWork: y, the answer to every question, is
// also the fleet builder's "Fleet ready"; pressed in the battle where no
// question stood (found playing the satellites scenario at 80x24, where
// no fleet is built) it said "[y] Fleet ready: not possible now, in the
// Damage phase", as if a fleet could be made ready later. The keys of the
// steps before the battle (building, setting up) now say that they work
// only then, and the satellites' key, to a side with none aboard, says so.
func TestPreBattleKeysSayWhenTheyWork(t *testing.T) {
	sess := session(t, "duel", true, 2, nil)
	d := startGame(t, cfg, sess, 80, 24)
	if now(sess).Phase().Name != sm.PhaseOrders || now(sess).Preparing() {
		t.Fatalf("the duel opens on %q, the test wants the Orders phase", now(sess).Phase().Name)
	}
	for k, want := range map[string]string{
		"y": "[y] Fleet ready: only while the fleets are built, before the battle",
		"b": "[b] Add a ship: only while the fleets are built, before the battle",
		"r": "[r] Take out a ship: only while the fleets are built, before the battle",
		"e": "[e] Set up: only while the ships are set up, before the battle",
		"c": "[c] Launch satellites: no ship of yours carries battle satellites",
	} {
		n := sess.Len()
		keys(d, k)
		if snap := d.Snap(); sess.Len() != n || !strings.Contains(snap.Status, want) {
			t.Errorf("%s in the Orders phase: %q, want %q", k, snap.Status, want)
		}
		keys(d, "esc")
	}
}
