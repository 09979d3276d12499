package silentdeath

import (
	"strings"
	"testing"
	"unicode"

	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// emptyCell is the glyph an 80×24 overview draws most in its map cells
// (the runs that open lines 1–14, up to the space before the display):
// that of an empty block of hexes.
func emptyCell(screen string) string {
	count := map[rune]int{}
	lines := strings.Split(screen, "\n")
	for _, l := range lines[1:min(15, len(lines))] {
		m, _, _ := strings.Cut(l, " ")
		for _, r := range m {
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '[' && r != ']' {
				count[r]++
			}
		}
	}
	var best rune
	for r, n := range count {
		if n > count[best] {
			best = r
		}
	}
	return string(best)
}

// namesASCII says whether the folded legend names drawn as what: alone
// ("  . a plain box") or after the Unicode glyph's fold ("(. with
// --ascii) a plain box").
func namesASCII(folded, drawn, what string) bool {
	return strings.Contains(folded, " "+drawn+" "+what) || strings.Contains(folded, "("+drawn+" with --ascii) "+what)
}

// TestASCIILegendNamesTheDrawnDots: the legends are written once and the
// --ascii frame folds them (tui.ToASCII), which turns · into -, the
// separator of headers; but the ASCII overview draws an empty block of
// hexes as . and the display a plain box of the damage track as . too.
// Folded, the map's legend said "- empty space" and the display's "- a
// plain box"; each now names the . that is drawn.
func TestASCIILegendNamesTheDrawnDots(t *testing.T) {
	c := cfg
	c.ASCII = true
	sess := sdSession(t, "first-game", 1, true)
	d := tuitest.Game(t, c, sess, 80, 24)
	d.Keys("0")
	screen := d.Screen()
	empty := emptyCell(screen)
	if empty == "" {
		t.Fatalf("no empty cell on the ASCII overview:\n%s", screen)
	}
	pages := help(sess.State(), 0, nil)
	if legend := tui.ToASCII(pageOf(t, pages, "Map")); !namesASCII(legend, empty, "empty space") {
		t.Errorf("the ASCII overview draws an empty block as %q; the folded legend does not say so:\n%s", empty, legend)
	}
	g := &sdGame{theme: newSilentDeathBoard(c).game.theme}
	plain := tuitest.Plain(g.box(sd.BoxView{Box: sd.Box{Kind: sd.BoxPlain}}))
	if !strings.Contains(screen, plain+" "+plain) {
		t.Errorf("the ASCII display draws no plain box %q:\n%s", plain, screen)
	}
	if legend := tui.ToASCII(pageOf(t, pages, "Display")); !namesASCII(legend, plain, "a plain box") {
		t.Errorf("the ASCII display draws a plain box as %q; the folded legend does not say so:\n%s", plain, legend)
	}
}
