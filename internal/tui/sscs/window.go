package sscs

import (
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// The map has no edges (Scale and map): render.HexMapView draws Cols×Rows
// hexes in odd-q offsets from (0, 0), so the board draws a window of the
// plane: the box around everything worth seeing, with a margin, at least
// as large as the screen's map. A window hex (col, row) is the plane's hex
// (c0+col, r0+row) in offsets; c0 is even, so that odd columns of the
// window are odd columns of the plane and the two layouts agree.
type window struct {
	c0, r0     int
	cols, rows int
}

// windowMargin is how many hexes the window leaves around what it shows.
const windowMargin = 3

// toPlane is the plane hex a window hex shows.
func (w window) toPlane(h hex.Hex) hex.Hex {
	c, r := hex.ToOffset(h)
	return hex.FromOffset(c+w.c0, r+w.r0)
}

// toWin is where a plane hex is in the window, and whether it is inside.
func (w window) toWin(p hex.Hex) (hex.Hex, bool) {
	c, r := hex.ToOffset(p)
	c, r = c-w.c0, r-w.r0
	return hex.FromOffset(c, r), c >= 0 && c < w.cols && r >= 0 && r < w.rows
}

// contains reports whether the window holds a plane hex with m hexes to
// spare on every side.
func (w window) contains(p hex.Hex, m int) bool {
	c, r := hex.ToOffset(p)
	return c-w.c0 >= m && c-w.c0 < w.cols-m && r-w.r0 >= m && r-w.r0 < w.rows-m
}

// box is the offset bounding box of a set of plane hexes.
type box struct {
	c0, r0, c1, r1 int
	any            bool
}

func (b *box) add(p hex.Hex) {
	c, r := hex.ToOffset(p)
	if !b.any {
		*b = box{c, r, c, r, true}
		return
	}
	b.c0, b.c1 = min(b.c0, c), max(b.c1, c)
	b.r0, b.r1 = min(b.r0, r), max(b.r1, r)
}

// fit makes the window around b: a margin on every side, at least
// minCols×minRows, centred, with an even first column.
func (b box) fit(minCols, minRows int) window {
	if !b.any {
		b = box{0, 0, 0, 0, true}
	}
	c0, r0 := b.c0-windowMargin, b.r0-windowMargin
	cols, rows := b.c1-b.c0+1+2*windowMargin, b.r1-b.r0+1+2*windowMargin
	if cols < minCols {
		c0 -= (minCols - cols) / 2
		cols = minCols
	}
	if rows < minRows {
		r0 -= (minRows - rows) / 2
		rows = minRows
	}
	if c0&1 != 0 {
		c0--
		cols++
	}
	return window{c0: c0, r0: r0, cols: cols, rows: rows}
}

// planeBox gathers what the map must show: every ship and craft in play,
// where it will be next turn, this turn's flight paths, the path of the
// plot being typed, force planes and a salvo under way.
func planeBox(s *sscs.State, ships []sscs.ShipInfo, extra []hex.Hex) box {
	var b box
	for _, sh := range ships {
		if !onMap(sh) {
			continue
		}
		b.add(sh.Hex)
		b.add(sh.Coast)
		b.add(hex.Add(sh.Hex, hex.Scale(sh.Heading.Offset(), driftSpeed(sh))))
		for _, p := range sh.Path {
			b.add(p.Hex)
		}
	}
	for _, w := range s.Walls() {
		for _, h := range w.Hexes {
			b.add(h)
		}
	}
	if sv, ok := s.PendingSalvo(); ok {
		b.add(sv.At)
	}
	for _, h := range extra {
		b.add(h)
	}
	return b
}

// keep reports whether the window last drawn still serves: it holds the
// box with a hex to spare, is at least the size wanted, and is not much
// larger than needed. Keeping it stops the map jumping while a plot is
// typed or a ship moves a hex.
func (w window) keep(b box, minCols, minRows int) bool {
	if w.cols == 0 || !b.any {
		return false
	}
	need := b.fit(minCols, minRows)
	if w.cols < need.cols-windowMargin*2+2 || w.rows < need.rows-windowMargin*2+2 || w.cols < minCols || w.rows < minRows {
		return false
	}
	if w.cols > need.cols+8 || w.rows > need.rows+8 {
		return false
	}
	return w.contains(hex.FromOffset(b.c0, b.r0), 1) && w.contains(hex.FromOffset(b.c1, b.r1), 1)
}

// onMap reports whether a ship is drawn on the map: in play, not aboard a
// carrier, not scrap.
func onMap(sh sscs.ShipInfo) bool { return sh.Status == sscs.StatusActive }
