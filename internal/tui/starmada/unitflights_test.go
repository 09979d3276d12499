package starmada

import (
	"strings"
	"testing"

	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// TestUnitListNamesFlights: the unit list (U) has a line a hex, and a
// hex with a ship showed the ship alone: at Turn 1's orders in the
// standard battle, with every flight still in its carrier's hex, the
// list at 80×24 named no flight at all. Each flight on the map is now
// named in the list, with its carrier's flights and their fighters on
// the carrier's line ("Paladin/F1, F2, F3 (18 fighters)").
func TestUnitListNamesFlights(t *testing.T) {
	sess := session(t, "standard", false, 1, nil)
	playTo(t, sess, func(s *sm.State) bool {
		for _, c := range s.Craft() {
			for _, sh := range s.Ships() {
				if c.Fighters > 0 && sh.Hex == c.Hex {
					return true
				}
			}
		}
		return false
	})
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "U")
	screen := d.Screen()
	list := strings.Join(strings.Fields(screen), " ")
	if !strings.Contains(list, "Units (") {
		t.Fatalf("U shows no unit list:\n%s", screen)
	}
	n := 0
	for _, c := range now(sess).Craft() {
		if c.Fighters == 0 || c.Side != 0 {
			continue // the Imperial list at the top of the screen
		}
		n++
		name := c.ID.String()
		if !strings.Contains(list, name) && !strings.Contains(list, strings.TrimPrefix(name, c.ID.Carrier+"/")+" (") &&
			!strings.Contains(list, ", "+strings.TrimPrefix(name, c.ID.Carrier+"/")) {
			t.Errorf("the unit list does not name %s:\n%s", name, screen)
		}
	}
	if !strings.Contains(list, "Paladin/F1, F2, F3 (18 fighters)") {
		t.Errorf("the Paladin's line does not name its flights and their fighters:\n%s", screen)
	}
	if n == 0 {
		t.Fatal("no flight on the map: the case is not met")
	}
}
