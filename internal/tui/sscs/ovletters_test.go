package sscs

import (
	"strings"
	"testing"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestOverviewTellsShipsApart: the overview (0) drew each ship as its id's
// first letter, so at 80×24 the boarding action's Warden (Wa) and Wyvern
// (Wy) were both W. Each ship now shows a letter no other ship shows, in
// either case, and the map's legend names those that are not their id's
// first ("Wy as Y").
func TestOverviewTellsShipsApart(t *testing.T) {
	sess := session(t, "boarding", true, 1)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	d.Keys("0")
	if z := d.Snap().Board.(*board).Zoom(); z != render.Overview {
		t.Fatalf("0 gives %v, want the overview", z)
	}
	screen := d.Screen()
	// The map's part of lines 1–14: its cells one space apart, then two
	// spaces before the sheet.
	var letters []rune
	for _, l := range strings.Split(screen, "\n")[1:15] {
		if i := strings.Index(l, "  "); i >= 0 {
			l = l[:i]
		}
		for _, r := range l {
			if unicode.IsLetter(r) {
				letters = append(letters, r)
			}
		}
	}
	seen := map[rune]int{}
	for _, r := range letters {
		seen[unicode.ToUpper(r)]++
	}
	for r, n := range seen {
		if n > 1 {
			t.Errorf("%d ships show %c on the whole map:\n%s", n, r, screen)
		}
	}
	s := sscsState(sess.State())
	g := &mapGame{}
	v := g.MapView(s, 0, nil)
	v.Units = g.Units(s, 0)
	if len(letters) != len(v.Units) {
		t.Errorf("%d letters (%c) for the %d hexes of ships on the whole map:\n%s", len(letters), letters, len(v.Units), screen)
	}
	var legend string
	for _, p := range help(s, 0, nil) {
		if p.Title == "Legend" {
			legend = strings.Join(strings.Fields(strings.Join(p.Lines, " ")), " ")
		}
	}
	if !strings.Contains(legend, "each ship shows a letter of its own") {
		t.Errorf("the legend does not say each ship has a letter of its own:\n%s", legend)
	}
	letter := render.HexOverviewLetters(v)
	moved := 0
	for _, u := range v.Units {
		id := v.Cells[u].Text
		l := letter[id]
		if !strings.ContainsRune(string(letters), []rune(l)[0]) {
			t.Errorf("%s's letter %q is not on the whole map:\n%s", id, l, screen)
		}
		if !strings.HasPrefix(id, l) {
			moved++
			if want := strings.TrimSuffix(id, "+") + " as " + l; !strings.Contains(legend, want) {
				t.Errorf("the legend does not say %q:\n%s", want, legend)
			}
		}
	}
	if moved == 0 {
		t.Errorf("every ship shows its id's first letter: the case is not met")
	}
}
