package tui

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// TestZeroShowsTheWholeMapClosest: 0 shows the whole map at the closest
// zoom at which all of it fits, not always the overview. At 200×60 Silent
// Death's 36×30 map was whole at its opening zoom, and 0 turned it into
// the overview's bare dots, without coordinates or the units' letters
// (found in play). Where nothing closer fits, 0 is still the overview;
// + and - go on from the zoom 0 chose.
func TestZeroShowsTheWholeMapClosest(t *testing.T) {
	for _, c := range []struct {
		name string
		b    *HexBoard
		w, h int
	}{
		{"36×30 at 200×60", NewHexBoard(hexFleet{cols: 36, rows: 30, units: []unitAt{{2, 1, "PA", "red", ""}, {34, 28, "SA", "blue", ""}}}, Config{}), 200, 60},
		{"Starmada's standard map at 80×24", NewHexBoard(starmadaStandard(), Config{}), 80, 24},
		{"Starmada's standard map at 200×60", NewHexBoard(starmadaStandard(), Config{}), 200, 60},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, st := c.b, &secretState{}
			boardAt(b, st, c.w, c.h)
			b.Key(key1("0"))
			s := boardAt(b, st, c.w, c.h)
			z := b.Zoom()
			col0, row0, cols, rows, _ := b.proj.extent(&b.view)
			corners := []hex.Hex{hex.FromOffset(col0, row0), hex.FromOffset(col0+cols-1, row0+rows-1), hex.FromOffset(col0+cols-1, row0), hex.FromOffset(col0, row0+rows-1)}
			if z != render.Overview && !render.HexesFit(b.view, b.vp, corners...) {
				t.Fatalf("0 chose %v, at which the map does not fit:\n%s", z, s)
			}
			if z > render.Detailed {
				closer := b.view
				b.proj.dress(&closer, z-1, b.colLabel, b.rowLabel, b.units)
				if render.HexesFit(closer, b.vp, corners...) {
					t.Fatalf("0 chose %v where %v fits the whole map:\n%s", z, z-1, s)
				}
			}
			if c.w == 200 && z == render.Overview {
				t.Fatalf("0 gave the overview at 200×60:\n%s", s)
			}
			if z != render.Overview && !strings.Contains(s, " 01 02 03") {
				t.Errorf("no coordinates along the edge:\n%s", s)
			}
			b.Key(key1("-"))
			boardAt(b, st, c.w, c.h)
			if want := min(z+1, render.Overview); b.Zoom() != want {
				t.Errorf("- after 0 went to %v, want %v", b.Zoom(), want)
			}
		})
	}
}
