package sscs

import (
	"strings"
	"testing"
)

// TestDesignerMoveOnTheAddLine: K or J (shift+↑/↓) with the cursor on the
// "add" line under a list of weapons or auxiliaries, which is no entry
// (found by the key monkey, stop 36). The move swapped the entry past the
// end of the list with its neighbour, and the program panicked. Now it
// says there is no entry under the cursor and changes nothing.
func TestDesignerMoveOnTheAddLine(t *testing.T) {
	for _, tab := range []struct {
		key  string
		size func(d *Designer) int
	}{
		{"1", func(d *Designer) int { return len(d.design().Weapons) }},
		{"4", func(d *Designer) int { return len(d.design().Aux) }},
	} {
		dz, d, _ := designer(t)
		keys(d, tab.key)
		if dz.tab != tabWeapons && dz.tab != tabAux {
			t.Fatalf("step %s is tab %d", tab.key, dz.tab)
		}
		n := tab.size(dz)
		if n == 0 {
			t.Fatalf("step %s: the list is empty", tab.key)
		}
		before := *dz.design()
		for range n + 3 {
			keys(d, "down")
		}
		if dz.row != n {
			t.Fatalf("step %s: the cursor is on row %d, not the add line %d", tab.key, dz.row, n)
		}
		keys(d, "K")
		keys(d, "J")
		if got := tab.size(dz); got != n || !strings.Contains(d.Screen(), "no entry under the cursor") {
			t.Errorf("step %s: %d entries after K and J on the add line, not %d:\n%s", tab.key, got, n, d.Screen())
		}
		if dz.design().Name != before.Name || dz.row != n {
			t.Errorf("step %s: K and J moved something: row %d", tab.key, dz.row)
		}
	}
}
