package sscs

import (
	"strings"
	"testing"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestASCIILegendNamesTheOverviewsDot: the legend is written once and the
// --ascii frame folds it (tui.ToASCII), which turns · into -, the
// separator of headers; but the ASCII overview draws an empty block of
// hexes as ".". Folded, the legend said "- empty space"; it now names the
// glyph the overview draws most (its empty cells), and the path's mark
// the ASCII map draws.
func TestASCIILegendNamesTheOverviewsDot(t *testing.T) {
	c := cfg
	c.ASCII = true
	sess := session(t, "boarding", true, 1)
	d := tuitest.Game(t, c, sess, 80, 24)
	d.Keys("0")
	screen := d.Screen()
	// The map's part of lines 1–14: its cells one space apart, then two
	// spaces before the sheet.
	count := map[rune]int{}
	for _, l := range strings.Split(screen, "\n")[1:15] {
		if i := strings.Index(l, "  "); i >= 0 {
			l = l[:i]
		}
		for _, r := range l {
			if r != ' ' && r != '[' && r != ']' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				count[r]++
			}
		}
	}
	var empty rune
	for r, n := range count {
		if n > count[empty] {
			empty = r
		}
	}
	if empty == 0 {
		t.Fatalf("no empty cell on the ASCII overview:\n%s", screen)
	}
	var legend string
	for _, p := range help(sess.State(), 0, nil) {
		if p.Title == "Legend" {
			legend = tui.ToASCII(strings.Join(p.Lines, "\n"))
		}
	}
	e := string(empty)
	if !strings.Contains(legend, ", "+e+" empty space") && !strings.Contains(legend, "("+e+" with --ascii) empty space") {
		t.Errorf("the ASCII overview draws an empty block as %q; the folded legend does not say so:\n%s", e, legend)
	}
	if !strings.Contains(legend, "\no  the path of the plot") {
		t.Errorf("the folded legend does not name the ASCII map's o for the plot's path:\n%s", legend)
	}
}
