package starmada

import (
	"strings"
	"testing"

	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// TestOrdersOffTheBoardPreviewed: orders that take a ship off the board
// are previewed as such (3.3.2): the sheet's one line says "off board",
// and the field's line and the rules page of the orders name the last hex
// on the board, as the log does; a hex off the board has no name, and the
// sheet and the rules page read "14-1".
func TestOrdersOffTheBoardPreviewed(t *testing.T) {
	sess := session(t, "testdata/edge.yaml", false, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "esc", "o")
	typeText(d, "2")
	if in, ok := d.Snap().Hover.(sm.WriteOrders); !ok || in.Ship != "Admirable" || in.Orders != "2" {
		t.Fatalf("the cursor is on %v:\n%s", d.Snap().Hover, d.Screen())
	}
	s := d.Screen()
	if !strings.Contains(s, "Orders 2: 2/5 MP, off board") || !strings.Contains(s, "leaving the board from 1400") || strings.Contains(s, "14-1") {
		t.Fatalf("the sheet's preview of orders off the board:\n%s", s)
	}
	rules := strings.Join(ordersRules(now(sess), sm.WriteOrders{By: 0, Ship: "Admirable", Orders: "2"}), "\n")
	if !strings.Contains(rules, "leaving the board from 1400 facing N: the ship is lost (3.3.2)") || strings.Contains(rules, "14-1") {
		t.Fatalf("the rules page's preview:\n%s", rules)
	}
}
