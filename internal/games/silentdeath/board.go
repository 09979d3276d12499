package silentdeath

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The standard map of the project's own size: the six sheets are not
// printed, so they are taken as 12 columns by 15 rows each, laid 3 by 2.
const (
	StandardCols = 36
	StandardRows = 30
	SetupBand    = 2 // "along an Edge" is within 2 hexes of it (9.0, 11.0)
)

// Board is the playing surface. The half hexes at the edges are full hexes
// (Your First Game, 5.2): every hex of Cols×Rows is playable.
type Board struct {
	Cols, Rows int
	Layout     string
}

// In reports whether h is on the map.
func (b Board) In(h hex.Hex) bool {
	c, r := hex.ToOffset(h)
	return c >= 0 && r >= 0 && c < b.Cols && r < b.Rows
}

// Hexes lists every hex of the map, column by column.
func (b Board) Hexes() []hex.Hex {
	out := make([]hex.Hex, 0, b.Cols*b.Rows)
	for c := 0; c < b.Cols; c++ {
		for r := 0; r < b.Rows; r++ {
			out = append(out, hex.FromOffset(c, r))
		}
	}
	return out
}

// EdgeCrossed is the edge a craft leaves by when it moves from on-map hex
// from to off-map hex to: 1 left, 2 top, 3 right, 4 bottom on the standard
// map; 1 left, 2 right, 3 top, 4 bottom on the long one (11.6).
func (b Board) EdgeCrossed(to hex.Hex) int {
	c, r := hex.ToOffset(to)
	long := b.Layout == LayoutLong
	switch {
	case c < 0:
		return 1
	case c >= b.Cols:
		if long {
			return 2
		}
		return 3
	case r < 0:
		if long {
			return 3
		}
		return 2
	}
	return 4
}

// areaRect is an area's columns and rows, both ends included; neighbouring
// areas share their border line, so a hex on it is in both (9.0).
type areaRect struct {
	name           string
	c0, c1, r0, r1 int
}

func (b Board) areas() []areaRect {
	if b.Layout == LayoutLong {
		out := make([]areaRect, 6)
		for i := range out {
			out[i] = areaRect{string(rune('1' + i)), i * b.Cols / 6, min((i+1)*b.Cols/6, b.Cols-1), 0, b.Rows - 1}
		}
		return out
	}
	cx := []int{0, b.Cols / 3, 2 * b.Cols / 3, b.Cols - 1}
	third := func(i int) int { return min(i*b.Rows/3, b.Rows-1) }
	fourth := func(i int) int { return min(i*b.Rows/4, b.Rows-1) }
	return []areaRect{
		{"A", cx[0], cx[1], third(0), third(1)}, {"B", cx[0], cx[1], third(1), third(2)}, {"C", cx[0], cx[1], third(2), b.Rows - 1},
		{"D", cx[1], cx[2], fourth(0), fourth(1)}, {"E", cx[1], cx[2], fourth(1), fourth(2)}, {"F", cx[1], cx[2], fourth(2), fourth(3)}, {"G", cx[1], cx[2], fourth(3), b.Rows - 1},
		{"H", cx[2], cx[3], third(0), third(1)}, {"I", cx[2], cx[3], third(1), third(2)}, {"J", cx[2], cx[3], third(2), b.Rows - 1},
	}
}

func (b Board) isArea(name string) bool {
	for _, a := range b.areas() {
		if strings.EqualFold(a.name, name) {
			return true
		}
	}
	return false
}

// Areas lists the areas (A–J, or sections 1–6 of the long map) that hold h.
func (b Board) Areas(h hex.Hex) []string {
	c, r := hex.ToOffset(h)
	var out []string
	for _, a := range b.areas() {
		if c >= a.c0 && c <= a.c1 && r >= a.r0 && r <= a.r1 {
			out = append(out, a.name)
		}
	}
	return out
}

// InArea reports whether h lies in the named area.
func (b Board) InArea(h hex.Hex, name string) bool {
	for _, a := range b.Areas(h) {
		if strings.EqualFold(a, name) {
			return true
		}
	}
	return false
}

// NearEdge reports whether h is within SetupBand hexes of edge e.
func (b Board) NearEdge(h hex.Hex, e int) bool {
	c, r := hex.ToOffset(h)
	long := b.Layout == LayoutLong
	switch {
	case e == 1:
		return c < SetupBand
	case (e == 3 && !long) || (e == 2 && long):
		return c >= b.Cols-SetupBand
	case (e == 2 && !long) || (e == 3 && long):
		return r < SetupBand
	}
	return r >= b.Rows-SetupBand
}
