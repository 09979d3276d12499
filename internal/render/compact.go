package render

import (
	"slices"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The Compact zoom: one line per row of cells, a few columns per cell, no
// outlines. A hex column takes three screen columns and is not shifted
// down for odd columns (the ruler's row numbers read straight across); a
// square takes two.
const (
	hexCompactPitch = 3
	sqCompactPitch  = 2
)

// compactUnit lays out a unit's label in room cells: its id and its facing
// arrow (before the id for a west-facing hex unit, as in the Detailed
// drawing), the id cut to leave room for the arrow. Without colour a
// target shows the target mark in the arrow's place, since neither
// underline nor colour can mark it.
func compactUnit(text, arrow string, west bool, ov overlay, room int, short string, t *Theme, out *[hexInner + 2]string) int {
	var ids [hexInner]string
	all := unitGlyphs(text, &ids)
	if !t.color && ov == ovTarget {
		arrow, west = t.Glyph.Marks.Target, false
	}
	n := min(all, room)
	if arrow != "" {
		n = min(all, room-1)
	}
	var cut [hexInner]string
	switch {
	case n < all && n == 1 && unitGlyphs(short, &cut) == 1:
		// The map's own letter for this id beside its arrow, unique among
		// its units (compactLetters).
		ids[0] = cut[0]
	case n < all && n == 2 && unitGlyphs(short, &cut) == 2:
		// The map's own two letters for this id, unique among its units
		// (compactIDs).
		ids[0], ids[1] = cut[0], cut[1]
	case n < all && n >= 2:
		// An id cut short keeps its last letter, which tells units of one
		// class apart ("PVA", "PVB" as "PA", "PB").
		ids[n-1] = ids[all-1]
	}
	m := 0
	if arrow != "" && west {
		out[m] = arrow
		m++
	}
	for i := 0; i < n; i++ {
		out[m] = ids[i]
		m++
	}
	if arrow != "" && !west {
		out[m] = arrow
		m++
	}
	return m
}

// compactIDs gives each unit id of three letters on the map two letters
// of its own for the Compact zoom, where an id shares a hex's three cells
// with its facing arrow. The ids of one class (the same first two letters:
// "SAA", "SAB", "SAC") take one form together, so that they read as one
// class: the first and the last letter as a rule ("PVA", "PVB" as "PA",
// "PB"), else the first two (a class of one), else the last two, whichever
// leaves every one of them unique and shown by no other unit; a class that
// none of the three forms fits takes one of its letters and a digit ("S1",
// "S2"). Silent Death's 11.5 shows Sorensen III A and B as "SA", "SB",
// Salamanders A to C as "AA", "AB", "AC" and the Shryak shuttles as "S1",
// "S2" (one unit at a time, Salamander C was "SC", beside Sorensen's "SA"
// and "SB"). Ids are taken in order, so the same units always get the
// same letters.
func compactIDs(texts []string) map[string]string {
	slices.Sort(texts)
	texts = slices.Compact(texts)
	used := map[string]bool{}
	var classes [][][hexInner]string // three-letter ids by their first two letters, in order
	var names [][]string             // the ids themselves, likewise
	for _, tx := range texts {
		var g [hexInner]string
		switch unitGlyphs(tx, &g) {
		case 3:
			if n := len(classes); n > 0 && classes[n-1][0][0] == g[0] && classes[n-1][0][1] == g[1] {
				classes[n-1] = append(classes[n-1], g)
				names[n-1] = append(names[n-1], tx)
			} else {
				classes = append(classes, [][hexInner]string{g})
				names = append(names, []string{tx})
			}
		case 0, 1, 2:
			used[tx] = true // a short id shows whole
		}
	}
	out := map[string]string{}
	for ci, class := range classes {
		forms := classForm(class, used)
		for i, g := range class {
			pick := forms[i]
			if pick == "" {
				pick = unusedPair(g, used)
			}
			used[pick] = true
			out[names[ci][i]] = pick
		}
	}
	return out
}

// classForm is the first of the forms of compactIDs (first and last
// letter, first two, last two) that gives every id of class a pair of its
// own that no other unit shows, else the class's first letter and a digit
// each; empty forms (each id then finds its own) when the digits run out.
func classForm(class [][hexInner]string, used map[string]bool) []string {
	for _, ix := range [...][2]int{{0, 2}, {0, 1}, {1, 2}} {
		forms := make([]string, len(class))
		mine := map[string]bool{}
		ok := true
		for i, g := range class {
			f := g[ix[0]] + g[ix[1]]
			if used[f] || mine[f] {
				ok = false
				break
			}
			mine[f], forms[i] = true, f
		}
		if ok {
			return forms
		}
	}
	// The class's first letter and a digit each, in order.
	forms := make([]string, len(class))
	d := '1'
	for i := range class {
		for ; d <= '9' && used[class[0][0]+string(d)]; d++ {
		}
		if d > '9' {
			return make([]string, len(class))
		}
		forms[i] = class[0][0] + string(d)
		d++
	}
	return forms
}

// unusedPair is the first of the two-letter forms of the id g that no
// other unit shows, a letter of it and a digit once they are all taken,
// then its first letter and a lower-case one (compactIDs). A digit of the
// id does not lead a digit: "V12" shown as "24" would read as another
// number. The last forms serve a map that numbers two fleets alike
// ("00" to "23" and "V00" to "V23"), where two cells cannot hold both the
// fleet and the number. An id that finds none of them all free keeps its
// first and last letter.
func unusedPair(g [hexInner]string, used map[string]bool) string {
	for _, c := range [...]string{g[0] + g[2], g[0] + g[1], g[1] + g[2]} {
		if !used[c] {
			return c
		}
	}
	for _, lead := range [...]string{g[0], g[2], g[1]} {
		if len(lead) == 1 && lead[0] >= '0' && lead[0] <= '9' {
			continue
		}
		for d := '1'; d <= '9'; d++ {
			if c := lead + string(d); !used[c] {
				return c
			}
		}
	}
	for r := 'a'; r <= 'z'; r++ {
		if c := g[0] + string(r); !used[c] {
			return c
		}
	}
	return g[0] + g[2]
}

// compactLetters gives each id of two glyphs drawn beside a facing arrow
// one glyph of its own for the Compact zoom of the square map, where a
// one-square ship's two cells hold a glyph of its id and its arrow: the
// id's first glyph as a rule, its second where an id before it in order
// took the first, else an upper-case letter no unit's id begins with
// (lead), else a digit, else any letter left. Cut alike, Boba's Slave I
// ("BS") and the Blockade Runner ("BR") were both "B": now "BR" is "B"
// and "BS" "S", two Blockade Runners ("B1", "B2") "B" and "2". No glyph
// is another's in the other case: with T1 and T2 shown "T" and "2", X2
// was "x" beside X1's "X" and read as the same ship; it is now "A". used
// holds what other units show, and gets the glyphs given.
func compactLetters(ids []string, used, lead map[string]bool) map[string]string {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	free := func(c string) bool {
		return !used[c] && !used[strings.ToLower(c)] && !used[strings.ToUpper(c)]
	}
	out := map[string]string{}
	for _, id := range ids {
		var g [hexInner]string
		if unitGlyphs(id, &g) != 2 {
			continue
		}
		var cands, leads []string
		for r := 'A'; r <= 'Z'; r++ {
			if lead[string(r)] {
				leads = append(leads, string(r))
			} else {
				cands = append(cands, string(r))
			}
		}
		for r := '1'; r <= '9'; r++ {
			cands = append(cands, string(r))
		}
		cands = append(cands, leads...) // a crowded map's last resort
		pick := g[0]                    // none free: as before
		for _, c := range append([]string{g[0], g[1]}, cands...) {
			if free(c) {
				pick = c
				break
			}
		}
		used[pick] = true
		out[id] = pick
	}
	return out
}

// unitPaint is a unit's id in its side colour, underlined as a target.
func unitPaint(color string, ov overlay, t *Theme) paint {
	return t.sidePaint(color, ov == ovTarget)
}

// compactBrackets draws the cursor's brackets in the screen cells beside
// a cell where they hide no more than a blank or an empty cell's dot, in
// colour too (as the overview does): in colour the dot of the empty
// square to a fighter's left kept its place, and the cursor on the
// fighter read "·J1]", the lone bracket like a letter of its id. Where a
// neighbour's label leaves room on one side only of a unit's, a theme
// that marks the cursor in reverse video draws neither ("J1K2]" read as a
// fifth glyph); without any attribute the one bracket is all that marks
// it and stays, as it does beside an empty cell, where it reads as
// nobody's letter.
func compactBrackets(cv *canvas, x0, x1 int, unit bool, t *Theme) {
	cp := paint{attr: aBold}
	left := blankAt(cv, x0-1, &t.Glyph, false)
	right := blankAt(cv, x1+1, &t.Glyph, false)
	if unit && left != right && (t.color || t.mono) {
		return
	}
	if left {
		cv.set(x0-1, t.Glyph.CursorL, cp)
	}
	if right {
		cv.set(x1+1, t.Glyph.CursorR, cp)
	}
}

// hexCompact is the Compact drawing of a hex map.
type hexCompact struct {
	v     *HexMapView
	short map[string]string // compactIDs of the map's units
}

func (d hexCompact) size() (int, int) {
	if d.v.Cols <= 0 || d.v.Rows <= 0 {
		return 0, 0
	}
	return hexCompactPitch * d.v.Cols, d.v.Rows
}

func (d hexCompact) margin() (int, int) { return hexCompactPitch, 1 }

func (d hexCompact) colSpan(c int) (int, int) {
	return c * hexCompactPitch, c*hexCompactPitch + hexCompactPitch - 1
}

func (d hexCompact) rowLine(r int) int { return r }

func (d hexCompact) box(c, r int) (x0, y0, x1, y1 int) {
	x0, x1 = d.colSpan(c)
	return x0, r, x1, r
}

func (d hexCompact) at(mx, my int) (int, int, bool) {
	if mx < 0 || my < 0 {
		return 0, 0, false
	}
	return mx / hexCompactPitch, my, true
}

func (d hexCompact) unit(c, r int) (string, string) {
	hc, _ := d.v.cell(d.v.hexOf(c, r))
	return hc.Text, hc.Color
}

func (d hexCompact) line(cv *canvas, y int, t *Theme) {
	v := d.v
	if y < 0 || y >= v.Rows {
		return
	}
	g := &t.Glyph
	first := max(0, cv.x0/hexCompactPitch)
	last := min(v.Cols-1, (cv.x0+len(cv.cells))/hexCompactPitch)
	curX, curUnit := -1, false
	var flank []int // units on hazard hexes, without colour
	for c := first; c <= last; c++ {
		x := c * hexCompactPitch
		if !cv.whole(x, hexCompactPitch) {
			continue // partly off the window: nothing (see canvas.whole)
		}
		h := v.hexOf(c, y)
		hc, _ := v.cell(h)
		ov := topOverlay(hc.Highlight)
		var gl [hexInner + 2]string
		var ps [hexInner + 2]paint
		for i := 0; i < hexCompactPitch; i++ {
			gl[i] = " "
		}
		switch {
		case hc.Text != "":
			var seq [hexInner + 2]string
			arrow := ""
			if hc.HasFacing {
				arrow = g.Arrows[hexArrow(hc.Facing)]
			}
			west := hc.HasFacing && (hc.Facing == hex.SW || hc.Facing == hex.NW)
			m := compactUnit(hc.Text, arrow, west, ov, hexCompactPitch, d.short[hc.Text], t, &seq)
			off := (hexCompactPitch - m) / 2
			up := unitPaint(hc.Color, ov, t)
			for i := 0; i < m; i++ {
				gl[off+i], ps[off+i] = seq[i], up
			}
		case ov == ovBlocked:
			for i := 0; i < hexCompactPitch; i++ {
				gl[i], ps[i] = g.Marks.Blocked, t.hl[ov]
			}
		case ov != ovNone:
			gl[1], ps[1] = g.mark(ov), t.hl[ov]
		default:
			gl[1], ps[1] = g.Empty, t.roles[Dim]
		}
		if hc.Hazard {
			last := hexCompactPitch - 1
			if hc.Text == "" {
				gl[0], ps[0] = g.Marks.Hazard, t.hazard
				gl[last], ps[last] = g.Marks.Hazard, t.hazard
			} else if !t.color {
				flank = append(flank, x)
			}
			for i := 0; i <= last; i++ {
				ps[i].bg = t.hazardBg
			}
		}
		cursor := !v.NoCursor && h == v.Cursor
		for i := 0; i < hexCompactPitch; i++ {
			p := ps[i]
			if cursor {
				p.attr |= aReverse | aBold
			}
			cv.set(x+i, gl[i], p)
		}
		if cursor {
			curX, curUnit = x, hc.Text != ""
		}
	}
	// A unit fills its three cells: without colour (no tint) the hazard
	// under it shows beside it, where that hides nothing.
	for _, x := range flank {
		for _, fx := range [2]int{x - 1, x + hexCompactPitch} {
			// Only in a hex drawn in full: a mark in one cut short would
			// read as what is left of that hex's own.
			if fx >= 0 && cv.whole(fx-fx%hexCompactPitch, hexCompactPitch) && blankAt(cv, fx, g, false) {
				cv.set(fx, g.Marks.Hazard, t.hazard)
			}
		}
	}
	if curX >= 0 {
		compactBrackets(cv, curX, curX+hexCompactPitch-1, curUnit, t)
	}
}

// sqCompact is the Compact drawing of a square map: two columns a square.
// A ship's id and facing start in its id square and run on over the body
// squares to its right, so that a large ship's label is whole.
type sqCompact struct {
	v     *SquareMapView
	short map[string]string // SquareCompactIDs of the map's units
	apart map[string]string // apartLetters of the map's fighters
}

func (d sqCompact) size() (int, int) {
	if d.v.Cols <= 0 || d.v.Rows <= 0 {
		return 0, 0
	}
	return sqCompactPitch * d.v.Cols, d.v.Rows
}

func (d sqCompact) margin() (int, int) { return sqCompactPitch, 1 }

func (d sqCompact) colSpan(c int) (int, int) {
	return c * sqCompactPitch, c*sqCompactPitch + sqCompactPitch - 1
}

func (d sqCompact) rowLine(r int) int { return r }

func (d sqCompact) box(c, r int) (x0, y0, x1, y1 int) {
	x0, x1 = d.colSpan(c)
	return x0, r, x1, r
}

func (d sqCompact) at(mx, my int) (int, int, bool) {
	if mx < 0 || my < 0 {
		return 0, 0, false
	}
	return mx / sqCompactPitch, my, true
}

func (d sqCompact) unit(c, r int) (string, string) {
	sc, _ := d.v.cell(d.v.squareOf(c, r))
	return sc.Text, sc.Color
}

func (d sqCompact) line(cv *canvas, y int, t *Theme) {
	v := d.v
	if y < 0 || y >= v.Rows {
		return
	}
	g := &t.Glyph
	first := max(0, cv.x0/sqCompactPitch-2) // a label may run on from two squares left
	last := min(v.Cols-1, (cv.x0+len(cv.cells))/sqCompactPitch)
	curX := -1
	// First each square's ground: empty, overlay, a ship's body.
	whole := func(c int) bool { return cv.whole(c*sqCompactPitch, sqCompactPitch) }
	for c := first; c <= last; c++ {
		x := c * sqCompactPitch
		if !whole(c) {
			continue // partly off the window: nothing (see canvas.whole)
		}
		sq := v.squareOf(c, y)
		sc, _ := v.cell(sq)
		ov := topOverlay(sc.Highlight)
		gl := [sqCompactPitch]string{" ", " "}
		var ps [sqCompactPitch]paint
		switch {
		case sc.ship():
			bp := t.bodyPaint(sc.Color)
			gl = [sqCompactPitch]string{g.Body, g.Body}
			ps = [sqCompactPitch]paint{bp, bp}
			if ov != ovNone && sc.Body {
				gl[1], ps[1] = g.mark(ov), t.hl[ov]
			}
		case ov == ovBlocked:
			gl = [sqCompactPitch]string{g.Marks.Blocked, g.Marks.Blocked}
			ps = [sqCompactPitch]paint{t.hl[ov], t.hl[ov]}
		case ov != ovNone:
			gl[1], ps[1] = g.mark(ov), t.hl[ov]
		default:
			gl[1], ps[1] = g.Empty, t.roles[Dim]
		}
		cursor := !v.NoCursor && sq == v.Cursor
		for i := range gl {
			p := ps[i]
			if cursor {
				p.attr |= aReverse | aBold
			}
			cv.set(x+i, gl[i], p)
		}
		if cursor {
			curX = x
		}
	}
	// Then the labels, over their own square and the body to its right,
	// the squares wholly on screen only: a large ship whose id square is
	// cut by the window's edge shows its label from its first square in
	// full view.
	var run labelRun
	rowIDs := v.cutRowIDs(y, cv)
	for c := first; c <= last; c++ {
		sq := v.squareOf(c, y)
		sc, _ := v.cell(sq)
		if id, ok := rowIDs[c]; ok && sc.Body {
			sc = id // the id of a ship whose id row the window leaves out
		}
		if sc.Text == "" {
			continue
		}
		body := func(k int) bool {
			next, _ := v.cell(v.squareOf(c+k, y))
			return next.Body && next.Color == sc.Color
		}
		start := 0
		for start <= 2 && !whole(c+start) {
			if start == 2 || !body(start+1) {
				start = 3
				break
			}
			start++
		}
		if start > 2 {
			continue // none of its label's squares in full view
		}
		room := sqCompactPitch
		for k := start + 1; k <= 2 && body(k) && whole(c+k); k++ {
			room += sqCompactPitch
		}
		room = min(room, hexInner+1)
		arrow := ""
		if sc.HasFacing {
			arrow = g.Arrows[2*int(sc.Facing.Norm())]
		}
		ov := topOverlay(sc.Highlight)
		var seq [hexInner + 2]string
		m := compactUnit(sc.Text, arrow, false, ov, room, d.short[sc.Text], t, &seq)
		up := unitPaint(sc.Color, ov, t)
		x := (c + start) * sqCompactPitch
		cursor := !v.NoCursor && v.squareOf(c+start, y) == v.Cursor
		closed := m > 0 && (seq[m-1] == arrow || (!t.color && ov == ovTarget))
		if l, ok := d.apart[sc.Text]; ok && !t.color && m == 2 && !closed && run.touches(x) {
			// Without colour a fighter after another label shows a bar
			// and a letter of its own: faint alone was all that told
			// "TITB" apart, and nothing without attributes.
			seq[0], seq[1] = g.V, l
			run = labelRun{end: x + m, open: true}
		} else if m > 0 && run.next(x, m, closed, cursor) {
			up = t.apart(up)
		}
		for i := 0; i < m; i++ {
			p := up
			if !v.NoCursor && v.squareOf(c+start+(i/sqCompactPitch), y) == v.Cursor {
				p.attr |= aReverse | aBold
			}
			cv.set(x+i, seq[i], p)
		}
	}
	if curX >= 0 {
		// An empty square's first column is blank: the bracket goes there.
		x0 := curX
		unit := !blankAt(cv, x0, &t.Glyph, false)
		if unit {
			x0--
		}
		compactBrackets(cv, x0+1, curX+sqCompactPitch-1, unit, t)
	}
}

// labelRun follows the labels of one line of the compact square map from
// left to right, to keep apart those that touch. A square is two columns,
// so a fighter's two letters fill it and run straight into the label of
// a unit in the next square ("LXYw", "VwYw": where one ended could not be
// told). A ship's label ends in its facing arrow, which keeps it apart as
// on the hex maps, where every id is cut to leave room for its arrow; a
// fighter has none, and no room is left for a blank. So, of labels that
// touch with no arrow between, every second is drawn faint: "LX" then a
// faint "Yw", "Vw" again full. The cursor's label, in reverse video, is
// apart already and is never made faint.
type labelRun struct {
	end   int  // the column after the last label
	open  bool // the last label ends in a letter, not an arrow
	faint bool // the last label was drawn apart (faint, or the cursor)
}

// touches tells whether a label at column x runs on from the last with
// no arrow between.
func (r *labelRun) touches(x int) bool { return r.open && x == r.end }

// next takes the label of m cells at column x, ending in an arrow (or a
// mark in its place) when closed, and tells whether to draw it faint.
func (r *labelRun) next(x, m int, closed, cursor bool) bool {
	touch := r.open && x == r.end
	faint := touch && !r.faint && !cursor
	*r = labelRun{end: x + m, open: !closed, faint: faint || cursor}
	return faint
}

// squareOf is the square at a local column and row.
func (v *SquareMapView) squareOf(c, r int) grid.Square {
	return grid.Square{X: v.Col0 + c, Y: v.Row0 + r}
}
