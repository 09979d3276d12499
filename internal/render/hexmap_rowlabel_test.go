package render

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestRowLabelAtNamesTheEdgeColumn: a map whose row coordinate changes
// across a row (SSCS's axial r, one less every two columns) labels its
// left edge, through RowLabelAt, with the hexes at that edge: on each
// labelled line, the hex drawn there in the first column the window shows
// whole. SSCS's map labelled only q along the top, never r, though the log
// and the typed orders name hexes q,r.
func TestRowLabelAtNamesTheEdgeColumn(t *testing.T) {
	th := NewTheme(false, false)
	for _, z := range []Zoom{Compact, Detailed} {
		for scroll := 0; scroll <= 12; scroll++ {
			v := HexMapView{Cols: 14, Rows: 9, Col0: -6, Row0: -4, Zoom: z, Ruler: true, Cells: map[hex.Hex]HexCell{},
				ColLabel:   strconv.Itoa,
				RowLabel:   func(int) string { return "" },
				RowLabelAt: func(col, row int) string { return strconv.Itoa(hex.FromOffset(col, row).R) },
			}
			vp := Viewport{Width: 30, Height: 12, ScrollX: scroll, ScrollY: 1}
			lines := strings.Split(HexMap(v, vp, th), "\n")
			f := v.frame(vp)
			if f.rx < 2 {
				t.Fatalf("zoom %v: no room for the row labels (%d)", z, f.rx)
			}
			labelled := 0
			for y := f.ry; y < len(lines); y++ {
				lab := strings.TrimSpace(string([]rune(lines[y])[:f.rx]))
				if lab == "" {
					continue
				}
				labelled++
				// The first whole column with a hex's content on line y.
				want := ""
				for c := 0; c < v.Cols && want == ""; c++ {
					if !f.wholeCol(c) {
						continue
					}
					for r := 0; r < v.Rows; r++ {
						_, y0, _, y1 := f.d.box(c, r)
						content := y0
						if y1 > y0 {
							content = y0 + 1 // a detailed hex's top line is its upper edge
						}
						if content-vp.ScrollY+f.ry == y {
							want = strconv.Itoa(v.hexOf(c, r).R)
							break
						}
					}
				}
				if lab != want {
					t.Errorf("zoom %v scroll %d line %d: label %q, the edge hex's r is %q\n%s", z, scroll, y, lab, want, strings.Join(lines, "\n"))
				}
			}
			if labelled < 3 {
				t.Errorf("zoom %v scroll %d: %d lines labelled\n%s", z, scroll, labelled, strings.Join(lines, "\n"))
			}
		}
	}
}
