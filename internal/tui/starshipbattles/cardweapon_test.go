package starshipbattles

import (
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestCardWeaponNamesAreWhole: the stat card at 80×24 cut a weapon's
// name, "Concussion Missi" (found by a play-tester). Every weapon of every
// card, on either side, with its fired mark or without, at every card
// width from 26 (where the longest word of a weapon's name fits beside
// " fired") to 40 columns: the lines fit and each name is whole, wrapped
// at a space where it is longer than its column, its values after it.
func TestCardWeaponNamesAreWhole(t *testing.T) {
	cards, err := sb.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	th := render.NewTheme(false, false)
	for _, c := range cards {
		sides := []sb.Side{c.Full}
		if c.Reduced != nil {
			sides = append(sides, *c.Reduced)
		}
		for k, side := range sides {
			for _, fired := range []bool{false, true} {
				sh := sb.ShipInfo{Where: sb.OnGrid, Class: c.Class, Fired: make([]bool, len(side.Weapons))}
				for i := range sh.Fired {
					sh.Fired[i] = fired
				}
				for w := 26; w <= 40; w++ {
					lines := sideLines(th, c, side, k == 1, w, &sh, false)
					flat := make([]string, len(lines))
					for i, l := range lines {
						flat[i] = strings.TrimSpace(tui.Plain(l))
						if i > 0 && tui.Width(tui.Plain(l)) > w { // the side's head line is the caller's to wrap
							t.Errorf("%s at %d: %q is %d wide", c.Name, w, tui.Plain(l), tui.Width(tui.Plain(l)))
						}
					}
					text := strings.Join(strings.Fields(strings.Join(flat, " ")), " ")
					for _, wp := range side.Weapons {
						if !strings.Contains(text, wp.Name+" ") {
							t.Fatalf("%s at %d columns: %q is not whole:\n%s", c.Name, w, wp.Name, strings.Join(flat, "\n"))
						}
					}
				}
			}
		}
	}
}
