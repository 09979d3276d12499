package render

import "strings"

// Viewport is the part of a map that is on screen, in screen cells: the
// window's size and how far the map is scrolled right and down.
type Viewport struct {
	Width, Height    int
	ScrollX, ScrollY int
}

// cell is one screen cell of a map frame: a glyph exactly one cell wide and
// its paint.
type cell struct {
	g string
	p paint
}

// canvas is one line of a map frame under construction, in screen cells.
// Glyphs are placed by map coordinates; those outside the window are dropped,
// so the drawing code never needs to know about scrolling.
type canvas struct {
	cells []cell
	x0    int // map x of the first cell
	// top is the map line of the window's first line: a drawing leaves
	// out what a cell above the window would show on the lines in it.
	// bottom is the map line after the window's last (0: not known).
	top, bottom int
}

func (c *canvas) reset(width, x0 int) {
	if cap(c.cells) < width {
		c.cells = make([]cell, width)
	}
	c.cells = c.cells[:width]
	for i := range c.cells {
		c.cells[i] = cell{g: " "}
	}
	c.x0 = x0
}

// set puts a glyph at map column x.
func (c *canvas) set(x int, g string, p paint) {
	i := x - c.x0
	if i >= 0 && i < len(c.cells) {
		c.cells[i] = cell{g, p}
	}
}

// visible reports whether any of map columns [x, x+n) is on screen.
func (c *canvas) visible(x, n int) bool {
	return x+n > c.x0 && x < c.x0+len(c.cells)
}

// whole reports whether all of map columns [x, x+n) are on screen. A cell
// of the map that is not wholly on screen draws nothing: the end of a
// unit's id, a hazard's mark or a scrap of outline beside the row labels
// or at the window's edge reads as something else (at 80×24 Starmada drew
// "13 ↙H+Ma↘" and "10 ▒╲____"), and the edge marker points to the unit.
func (c *canvas) whole(x, n int) bool {
	return x >= c.x0 && x+n <= c.x0+len(c.cells)
}

// flush writes the line to b, styling each run of equally painted cells once
// through the theme's cache.
func (c *canvas) flush(t *Theme, b *strings.Builder, run *[]byte) {
	i := 0
	for i < len(c.cells) {
		p := c.cells[i].p
		if p == (paint{}) || !t.styled() {
			b.WriteString(c.cells[i].g)
			i++
			continue
		}
		*run = (*run)[:0]
		for i < len(c.cells) && c.cells[i].p == p {
			*run = append(*run, c.cells[i].g...)
			i++
		}
		b.WriteString(t.paintBytes(p, *run))
	}
}
