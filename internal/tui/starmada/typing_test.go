package starmada

import (
	"strings"
	"testing"

	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// Spaces in typed orders are left out, and the order recorded is the
// string without them: "2 p 2" is 2P2, as "2p2" is. A space between two
// numbers is refused with words on what to write, not joined into one
// number. The play-tester's "2 P 2" was refused as "' ' is not a
// maneuver".
func TestStarmadaOrdersIgnoreSpaces(t *testing.T) {
	sess := session(t, "duel", true, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "o")
	typeText(d, "1 2")
	if e := d.Snap().Entry; e == nil || e.Err == nil || !strings.Contains(e.Err.Error(), "as one number (3, not 1 2)") {
		t.Fatalf("1 2 was not refused in words: %+v", e)
	}
	keys(d, "ctrl+u")
	typeText(d, " 2 p 2 ")
	e := d.Snap().Entry
	if e == nil || e.Err != nil {
		t.Fatalf("2 p 2 was refused: %+v\n%s", e, d.Screen())
	}
	n := sess.Len()
	keys(d, "enter")
	if sess.Len() != n+1 {
		t.Fatalf("the orders were not given: %s\n%s", d.Snap().Status, d.Screen())
	}
	if got := sess.Records()[n].Intent.(sm.WriteOrders); got.Orders != "2P2" {
		t.Fatalf("recorded %q, want 2P2", got.Orders)
	}
}
