package tui

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/render"
)

// TestLegendGlyphNamesWhatASCIIDraws: a legend's glyph, folded as the
// --ascii frame is (ToASCII), names what the ASCII drawing shows: the
// empty cell's · (folded to -, drawn .) with the ASCII dot after it, the
// path's • (folded to o, drawn o) alone, never "o (o with --ascii)".
func TestLegendGlyphNamesWhatASCIIDraws(t *testing.T) {
	uni, asc := render.NewTheme(false, false).Glyph, render.NewTheme(true, false).Glyph
	for _, c := range [][2]string{
		{uni.Empty, asc.Empty},
		{uni.Marks.Reachable, asc.Marks.Reachable},
		{uni.Marks.Blocked, asc.Marks.Blocked},
		{uni.Body, asc.Body},
		{"·", "."}, // Silent Death's plain box
	} {
		got := LegendGlyph(c[0], c[1])
		folded := ToASCII(got)
		want := c[1]
		if ToASCII(c[0]) != c[1] {
			want = ToASCII(c[0]) + " (" + c[1] + " with --ascii)"
		}
		if folded != want {
			t.Errorf("LegendGlyph(%q, %q) = %q, folded %q; want %q", c[0], c[1], got, folded, want)
		}
	}
}
