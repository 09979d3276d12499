package render

import (
	"slices"
	"strings"
	"unicode"
)

// The overview: the whole map in the window. Each screen cell shows a block
// of map cells: when the map has more columns (rows) than the window, the
// columns (rows) are shared out evenly among the window's, each block
// taking one or two more than the next at most; when it has fewer, each
// column gets a screen column of its own, two (a blank between) when there
// is room. A block shows, most
// important first: a count when several units stand in it, the unit's
// first letter when one does, the body of a large ship, an overlay's mark,
// terrain (Blocked), the Hazard mark, else a dim dot. A block holding a
// hazard hex is tinted, and when the overview has room for a blank beside
// each cell a unit or an overlay there has the Hazard mark beside it;
// without that room and without colour, a unit standing on a hazard has
// the mark in the dotted blocks on both sides of it. The cursor's block is
// in reverse video with brackets beside it where they hide no more than a
// blank, a dot or the Hazard mark. A unit is a cell with an id (Text).

// ovCell is what the overview needs of one map cell.
type ovCell struct {
	text, color string
	body        bool
	hl          Highlight
	hazard      bool
}

// block is what one screen cell of the overview sums up.
type block struct {
	units       int
	text, color string // the first unit's (by row, then column)
	mixed       bool   // units of more than one colour
	first       localCell
	body        string // the colour of a large ship's body, when no unit
	hl          Highlight
	hazard      bool // some cell of the block is a hazard (HexCell.Hazard)
	unitHazard  bool // a unit of the block stands on a hazard cell
}

// overview is the overview drawing of a map of cols×rows local cells.
type overview struct {
	cols, rows int
	px         int // screen columns a block takes
	bw, bh     int // blocks across and down
	blocks     []block
	cursor     localCell
	hasCursor  bool
	letters    map[string]string // a unit's letter by its id, when each has its own
}

// newOverview sums the map up in blocks that fit a w×h window. each calls
// its function for every cell with something in it (all of them, or only
// those of a sparse map), in any order.
func newOverview(cols, rows, w, h int, each func(func(c, r int, oc ovCell))) *overview {
	o := &overview{cols: cols, rows: rows, px: 1}
	if cols <= 0 || rows <= 0 || w <= 0 || h <= 0 {
		return o
	}
	o.bw, o.bh = min(cols, w), min(rows, h)
	if 2*cols <= w {
		o.px = 2 // room to spread: one blank column between cells
	}
	o.blocks = make([]block, o.bw*o.bh)
	each(func(c, r int, oc ovCell) {
		if c < 0 || r < 0 || c >= cols || r >= rows {
			return
		}
		b := &o.blocks[o.blockOf(c, r)]
		b.hl |= oc.hl
		b.hazard = b.hazard || oc.hazard
		lc := localCell{c, r}
		switch {
		case oc.text != "":
			b.unitHazard = b.unitHazard || oc.hazard
			if b.units > 0 && b.color != oc.color {
				b.mixed = true
			}
			if b.units == 0 || before(lc, b.first) {
				b.text, b.color, b.first = oc.text, oc.color, lc
			}
			b.units++
		case oc.body && b.body == "":
			b.body = oc.color
			if b.units == 0 {
				b.first = lc
			}
		}
	})
	return o
}

func before(a, b localCell) bool { return a.r < b.r || (a.r == b.r && a.c < b.c) }

func (o *overview) size() (w, h int) { return o.bw * o.px, o.bh }

func (o *overview) margin() (x, y int) { return 0, 0 }

// blockCol and blockRow are the block a column or a row falls in.
func (o *overview) blockCol(c int) int {
	if o.cols <= 0 {
		return 0
	}
	return c * o.bw / o.cols
}

func (o *overview) blockRow(r int) int {
	if o.rows <= 0 {
		return 0
	}
	return r * o.bh / o.rows
}

// blockOf is the index of a cell's block.
func (o *overview) blockOf(c, r int) int { return o.blockRow(r)*o.bw + o.blockCol(c) }

// firstCol and firstRow are a block's first column and row: the least n
// whose block is b.
func firstOf(b, n, blocks int) int { return (b*n + blocks - 1) / blocks }

func (o *overview) box(c, r int) (x0, y0, x1, y1 int) {
	x := o.blockCol(c) * o.px
	y := o.blockRow(r)
	return x, y, x, y
}

func (o *overview) colSpan(c int) (x0, x1 int) { x, _, _, _ := o.box(c, 0); return x, x }

func (o *overview) rowLine(r int) int { return o.blockRow(r) }

// at is the cell a click on a block means: its first unit, else the body of
// a ship, else the middle of the block.
func (o *overview) at(mx, my int) (c, r int, ok bool) {
	if mx < 0 || my < 0 {
		return 0, 0, false
	}
	bc, br := mx/o.px, my // a spacing column belongs to the block on its left
	if bc >= o.bw || br >= o.bh {
		return 0, 0, false
	}
	b := &o.blocks[br*o.bw+bc]
	if b.units > 0 || b.body != "" {
		return b.first.c, b.first.r, true
	}
	c0, c1 := firstOf(bc, o.cols, o.bw), firstOf(bc+1, o.cols, o.bw)
	r0, r1 := firstOf(br, o.rows, o.bh), firstOf(br+1, o.rows, o.bh)
	return min((c0+c1-1)/2, o.cols-1), min((r0+r1-1)/2, o.rows-1), true
}

func (o *overview) unit(c, r int) (string, string) {
	if c < 0 || r < 0 || c >= o.cols || r >= o.rows {
		return "", ""
	}
	b := &o.blocks[o.blockOf(c, r)]
	return b.text, b.color
}

func (o *overview) line(cv *canvas, y int, t *Theme) {
	if y < 0 || y >= o.bh {
		return
	}
	g := &t.Glyph
	curX := -1
	var flank []int   // units on hazard cells, one column a block, without colour
	var targets []int // targets, on a monochrome theme
	for bc := 0; bc < o.bw; bc++ {
		x := bc * o.px
		if !cv.visible(x, 1) {
			continue
		}
		b := &o.blocks[y*o.bw+bc]
		gl, p := o.glyph(b, t)
		if b.hazard {
			p.bg = t.hazardBg
			if o.px == 2 && gl != g.Marks.Hazard {
				// A unit or an overlay holds the cell: the hazard shows
				// in the blank beside it.
				cv.set(x+1, g.Marks.Hazard, t.hazard)
			}
		}
		if b.unitHazard && o.px == 1 && !t.color {
			flank = append(flank, x)
		}
		if t.mono && b.units > 0 && topOverlay(b.hl) == ovTarget {
			targets = append(targets, x)
		}
		if o.hasCursor && o.cursor.c >= 0 && o.cursor.r >= 0 && o.cursor.c < o.cols && o.cursor.r < o.rows &&
			o.blockCol(o.cursor.c) == bc && o.blockRow(o.cursor.r) == y {
			p.attr |= aReverse | aBold
			curX = x
		}
		cv.set(x, gl, p)
	}
	// Without colour nothing tints the block of a unit standing on a
	// hazard, and one column a block leaves no blank beside it: the
	// Hazard mark goes in the blocks on both sides that show no more
	// than a dot, so that a letter with the mark on both sides reads as
	// standing in the hazard ("∴S∴"), where one outside at its edge keeps
	// its dot ("·S∴"). At the hazard's edge the mark may so stand on a
	// dotted block outside it; the cursor's brackets go over it.
	for _, x := range flank {
		for _, fx := range [2]int{x - 1, x + 1} {
			if blankAt(cv, fx, g, false) || plainDot(cv, fx, g) {
				cv.set(fx, g.Marks.Hazard, t.hazard)
			}
		}
	}
	// A monochrome theme cannot underline a target as colour does (an
	// underline there is a cool side's): the Target mark goes beside it,
	// in the blank of its own block, or without one in the blocks on both
	// sides that show no unit, ship or terrain ("~×B×:"), since a target
	// outranks the other overlays and the hazard, and the arc and range
	// marks of a shot surround it.
	for _, x := range targets {
		sides := [2]int{x - 1, x + 1}
		if o.px == 2 {
			sides = [2]int{x + 1, x + 1}
		}
		for _, fx := range sides {
			if blankAt(cv, fx, g, false) || lesserMark(cv, fx, t) {
				cv.set(fx, g.Marks.Target, t.hl[ovTarget])
			}
		}
	}
	if curX >= 0 {
		// Brackets beside the cursor where they hide no more than a blank,
		// the Hazard mark or an empty block's dot, in colour too: reverse
		// video alone marked it there, which on a dim dot hardly shows
		// and in the screen's text not at all, where the other zooms
		// bracket the cursor at any theme.
		cp := paint{attr: aBold}
		if blankAt(cv, curX-1, g, false) {
			cv.set(curX-1, g.CursorL, cp)
		}
		if blankAt(cv, curX+1, g, false) {
			cv.set(curX+1, g.CursorR, cp)
		}
	}
}

// glyph is what a block shows.
func (o *overview) glyph(b *block, t *Theme) (string, paint) {
	g := &t.Glyph
	ov := topOverlay(b.hl)
	switch {
	case b.units > 1:
		d := "+"
		if b.units <= 9 {
			d = digits[b.units]
		}
		if !b.mixed {
			return d, unitPaint(b.color, ov, t)
		}
		if t.mono {
			// Bold is a warm side's here: a count of both sides is
			// drawn without any attribute, a side's in the side's.
			return d, paint{}
		}
		p := paint{attr: aBold}
		if ov == ovTarget {
			p.attr |= aUnderline
		}
		return d, p
	case b.units == 1:
		if l, ok := o.letters[b.text]; ok {
			return l, unitPaint(b.color, ov, t)
		}
		var ids [hexInner]string
		unitGlyphs(b.text, &ids)
		return ids[0], unitPaint(b.color, ov, t)
	case b.body != "":
		return g.Body, t.bodyPaint(b.body)
	case ov != ovNone:
		return g.mark(ov), t.hl[ov]
	case b.hazard:
		return g.Marks.Hazard, t.hazard
	}
	return g.Empty, t.roles[Dim]
}

// lesserMark reports whether map column x of the canvas shows the mark
// of an overlay less important than a target that is not terrain: a
// move, a line of sight, an arc or a range. The paint tells a mark from
// a unit's letter or a stack's count of the same glyph ("+", "o").
func lesserMark(cv *canvas, x int, t *Theme) bool {
	i := x - cv.x0
	if i < 0 || i >= len(cv.cells) {
		return false
	}
	c := cv.cells[i]
	c.p.bg = inkNone // a hazard's tint
	for _, ov := range [...]overlay{ovReachable, ovLOS, ovArcRange, ovArc, ovRange} {
		if c.g == t.Glyph.mark(ov) && c.p == t.hl[ov] {
			return true
		}
	}
	return false
}

// plainDot reports whether map column x of the canvas shows an empty
// cell's dot.
func plainDot(cv *canvas, x int, g *Glyphs) bool {
	i := x - cv.x0
	return i >= 0 && i < len(cv.cells) && cv.cells[i].g == g.Empty
}

// blankAt reports whether map column x of the canvas holds nothing worth
// keeping: a blank, or without colour (where brackets are all that show
// the cursor) an empty cell's dot too.
func blankAt(cv *canvas, x int, g *Glyphs, color bool) bool {
	i := x - cv.x0
	if i < 0 || i >= len(cv.cells) {
		return false
	}
	s := cv.cells[i].g
	return s == " " || s == g.Marks.Hazard || (!color && s == g.Empty)
}

// overviewLetters gives each unit id one glyph of its own for the
// overview, where the first glyph of each made two ids of one first
// letter read alike (the Quick Start's Executor "Ex" and Emperor's
// Shuttle "ES" both E, its TIE Interceptor, TIE Bomber and Transport all
// T). An id keeps its first glyph unless an id served before took it,
// then takes the next glyph of its own in upper case, then a capital no
// id begins with, then any capital left; a digit never, which the
// overview draws for a count of units, and no glyph is another's in the
// other case. The ids of first (a map's large ships, which a reader finds
// by their blocks) are served first, then the rest, each in sorted order,
// so that the same units always get the same letters. An id that finds
// none keeps its first glyph, and so does one that begins with neither a
// capital nor a digit: it names a kind of unit, as Starmada's "f18" (a
// stack of 18 fighters) and "*2" (an explosion), whose letter no id then
// takes.
func overviewLetters(first, rest []string) map[string]string {
	first, rest = slices.Clone(first), slices.Clone(rest)
	slices.Sort(first)
	slices.Sort(rest)
	lead := map[string]bool{}
	for _, ids := range [2][]string{first, rest} {
		for _, id := range ids {
			var g [hexInner]string
			if unitGlyphs(id, &g) > 0 {
				lead[strings.ToUpper(g[0])] = true
			}
		}
	}
	used := map[string]bool{}
	out := map[string]string{}
	all := slices.Compact(append(first, rest...))
	kind := func(id string) (string, bool) {
		var g [hexInner]string
		if unitGlyphs(id, &g) == 0 {
			return "", false
		}
		r := []rune(g[0])[0]
		return g[0], !unicode.IsUpper(r) && !unicode.IsDigit(r)
	}
	for _, id := range all {
		if g, ok := kind(id); ok {
			out[id] = g
			used[strings.ToUpper(g)] = true
		}
	}
	for _, id := range all {
		if _, done := out[id]; done {
			continue
		}
		var g [hexInner]string
		n := unitGlyphs(id, &g)
		if n == 0 {
			continue
		}
		cands := []string{g[0]}
		for _, c := range g[1:n] {
			cands = append(cands, strings.ToUpper(c))
		}
		var others []string
		for r := 'A'; r <= 'Z'; r++ {
			if lead[string(r)] {
				others = append(others, string(r))
			} else {
				cands = append(cands, string(r))
			}
		}
		cands = append(cands, others...)
		pick := g[0]
		for _, c := range cands {
			k := strings.ToUpper(c)
			if c == "+" || c == "?" || (len(c) == 1 && c[0] >= '0' && c[0] <= '9') || used[k] {
				continue
			}
			pick = c
			break
		}
		used[strings.ToUpper(pick)] = true
		out[id] = pick
	}
	return out
}
