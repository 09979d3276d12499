package starmada

import (
	"strings"
	"testing"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestOverviewTellsShipsApart: the overview (0) drew each ship as its
// id's first letter, and at 80×24 the standard battle's Hegemony read
// "H H M W" (Hive, Hornet 1, Hornet 2 at 1517, 1217 and 0917 all H). Each
// ship now has a letter no other shows, and the map's legend names those
// that are not their id's first ("H2 as B").
func TestOverviewTellsShipsApart(t *testing.T) {
	sess := session(t, "standard", false, 1, nil)
	d := tuitest.New(t, tui.NewGame(cfg, sess), 80, 24)
	if d.Snap().Handoff {
		keys(d, "enter")
	}
	keys(d, "enter", "0")
	screen := d.Screen()
	seen := map[rune]int{}
	for _, l := range strings.Split(screen, "\n")[1:15] {
		for _, r := range []rune(l)[:30] {
			if unicode.IsUpper(r) {
				seen[r]++
			}
		}
	}
	if len(seen) != 8 {
		t.Errorf("%d letters for the 8 ships on the whole map (%v):\n%s", len(seen), seen, screen)
	}
	for r, n := range seen {
		if n > 1 {
			t.Errorf("%d ships show %c on the whole map:\n%s", n, r, screen)
		}
	}
	legend := strings.Join(strings.Fields(strings.Join(mapLegend(now(sess), 0).Lines, " ")), " ")
	for _, want := range []string{"The overview (0) shows each ship as one letter of its own", "H2 as B", "Hi as I"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the legend does not say %q:\n%s", want, legend)
		}
	}
}
