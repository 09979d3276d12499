package render

import (
	"slices"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// SquareCell is what one square of a square map shows.
type SquareCell struct {
	// Text is the id of the ship whose anchor square this is: up to two
	// cells when the ship has a facing, three without. "" for no id.
	Text  string
	Color string // the ship's side colour (see SideColors)
	// Facing is drawn after the id when HasFacing.
	Facing    grid.Facing
	HasFacing bool
	// Body marks a square covered by a large ship whose id is drawn in
	// another square; it is filled in the ship's colour.
	Body      bool
	Highlight Highlight // overlays on this square
}

// SquareMapView is a square map to draw: Cols x Rows squares, X from 0 to the
// right and Y from 0 downward (grid.Square).
type SquareMapView struct {
	Cols, Rows int
	// Cells holds what each square shows; squares absent from it are empty.
	// A ship of 2x2 or 3x3 squares gives each covered square: the anchor
	// with its id and facing, the others with Body set.
	Cells map[grid.Square]SquareCell
	// Cell, when not nil, is used instead of Cells.
	Cell     func(grid.Square) (SquareCell, bool)
	Cursor   grid.Square
	NoCursor bool // hides the cursor

	// Col0 and Row0 are the X and Y of the first column and row drawn:
	// 0, 0 for a map with edges, a box around the units on an unbounded
	// one.
	Col0, Row0 int
	// Unbounded marks a map without edges: Cols, Rows, Col0 and Row0 are
	// then set by whoever shows it (the map board sets them to a box around
	// the units). The drawing itself does not read it.
	Unbounded bool
	// Zoom is how closely the map is drawn (Detailed, Compact, Overview).
	Zoom Zoom
	// Ruler draws the coordinates along the top and left edges at the
	// Detailed and Compact zooms.
	Ruler bool
	// ColLabel and RowLabel name a column (X) and a row (Y), for the
	// ruler; nil numbers them from 1.
	ColLabel, RowLabel func(int) string
	// Units are the squares of the units (a large ship's id square); a
	// unit off the window is shown by a marker at the window's edge.
	Units []grid.Square
	// OwnLetters gives each of the Units a letter of its own in the
	// overview (SquareOverviewLetters), where without it each shows the
	// first glyph of its id, and two ids of one first letter read alike.
	OwnLetters bool
}

// Geometry: each square is a gutter cell and three content cells, one line
// high; the gutters carry the cursor's brackets and join a large ship's
// squares into one block:
//
//	·   ·  X1↑  ·   ·
//	·   · [ • ] ·   ·
//	·  B2→░░░░░░░ ·   ·
//	·  ░░░░░░░░░░ ·   ·
const (
	sqPitch = 4 // columns from one square to the next
	sqInner = 3 // content cells of a square
)

// SquareMapSize is the size in screen cells of the whole drawing of v at
// its zoom (the ruler not counted; the overview at one square per cell).
func SquareMapSize(v SquareMapView) (w, h int) {
	if v.Cols <= 0 || v.Rows <= 0 {
		return 0, 0
	}
	switch v.Zoom {
	case Compact:
		return sqCompactPitch * v.Cols, v.Rows
	case Overview:
		return v.Cols, v.Rows
	}
	return sqPitch*v.Cols + 1, v.Rows
}

func (v *SquareMapView) cell(s grid.Square) (SquareCell, bool) {
	if s.X < v.Col0 || s.Y < v.Row0 || s.X >= v.Col0+v.Cols || s.Y >= v.Row0+v.Rows {
		return SquareCell{}, false
	}
	if v.Cell != nil {
		return v.Cell(s)
	}
	c, ok := v.Cells[s]
	return c, ok
}

func (c *SquareCell) ship() bool { return c.Body || c.Text != "" }

// SquareMap draws the part of v inside vp: exactly vp.Height lines, each
// exactly vp.Width cells wide; what lies beyond the map is blank.
//
// An empty square shows a dim dot; a ship's anchor its id in its side colour
// and its facing arrow; the other squares of a large ship are filled with the
// Body glyph in its colour, gutters included, so the ship reads as one block.
// Overlays show as marks in the overlay's colour (see Marks): in the middle of
// an empty square or a body square, a filled square for an obstacle; a
// ship's anchor takes the overlay's colour on its id (underlined for a target)
// and, for a target, parentheses in its gutters (TargetL, TargetR) so that
// targets read without colour. The cursor square is bracketed, and in inverse video
// when colour is on. A square cut by the window's left or right edge draws
// nothing (a large ship's id then shows on its first square in full view);
// a unit with no square in full view is shown by a marker at the edge.
func SquareMap(v SquareMapView, vp Viewport, t *Theme) string {
	f := v.frame(vp)
	return f.draw(t)
}

// local is a square's local column and row.
func (v *SquareMapView) local(s grid.Square) localCell { return localCell{s.X - v.Col0, s.Y - v.Row0} }

// frame places v in vp at its zoom.
func (v *SquareMapView) frame(vp Viewport) frame {
	// Starship Battles' stat card stands a column after the window: a
	// marker at the right edge keeps its blank on that side inside the
	// window ("Ex◥ class 1 · 150 pts" read as the card's words).
	spec := frameSpec{zoom: v.Zoom, ruler: v.Ruler, cols: v.Cols, rows: v.Rows, col0: v.Col0, row0: v.Row0,
		colLabel: v.ColLabel, rowLabel: v.RowLabel, rightGap: 1}
	if len(v.Units) > 0 && v.Zoom != Overview {
		spec.units = make([]localCell, len(v.Units))
		for i, s := range v.Units {
			spec.units[i] = v.local(s)
		}
		spec.bodies = v.bodies
		spec.footprint = v.footprint
	}
	f := newFrame(spec, vp, func(w, h int) drawing {
		switch v.Zoom {
		case Compact:
			short := v.compactIDs()
			return sqCompact{v: v, short: short, apart: v.apartLetters(short)}
		case Overview:
			return v.overview(w, h)
		}
		return sqDetail{v}
	})
	if cur := v.local(v.Cursor); spec.units != nil && !v.NoCursor && f.wholeCol(cur.c) {
		// The cursor drawn in the window, its square and its brackets,
		// is kept clear of the markers as on the hex map: at the compact
		// zoom a marker beside the right edge read "[ XW▶", the closing
		// bracket under it.
		f.bodies = func() []localCell { return append(v.bodies(), cur) }
	}
	return f
}

// SquareCompactIDs are the forms the Compact zoom draws v's units' ids
// in, by id, where a square's two cells hold less than the id: one glyph
// of a two-glyph id beside its facing arrow (compactLetters), two of a
// three-glyph id (compactIDs); no two units show the same. A game's
// legend may name them.
func SquareCompactIDs(v SquareMapView) map[string]string {
	return v.compactIDs()
}

func (v *SquareMapView) compactIDs() map[string]string {
	var all, faced []string
	used := map[string]bool{}
	lead := map[string]bool{} // the first glyphs of the units' ids, in upper case
	for _, s := range v.Units {
		c, ok := v.cell(s)
		if !ok || c.Text == "" {
			continue
		}
		all = append(all, c.Text)
		var g [hexInner]string
		n := unitGlyphs(c.Text, &g)
		if n > 0 {
			lead[strings.ToUpper(g[0])] = true
		}
		switch {
		case n == 2 && c.HasFacing:
			faced = append(faced, c.Text)
		case n == 1:
			used[c.Text] = true // shown whole
		}
	}
	out := compactIDs(all)
	for id, f := range compactLetters(faced, used, lead) {
		out[id] = f
	}
	return out
}

// SquareApartIDs are the letters the Compact zoom draws, without colour,
// after a bar in place of the two of a fighter's id where it follows
// another unit's label with no arrow between (apartLetters), as it stands
// on the whole map: the fighters so drawn, by id. A game's legend may
// name them.
func SquareApartIDs(v SquareMapView) map[string]string { return v.apartLetters(v.compactIDs()) }

// apartLetters gives each fighter (a unit of two glyphs or more and no
// facing) whose square follows one whose label ends in a letter (a
// fighter's) one glyph to show after a bar, without colour
// (sqCompact.line). Of the two its label shows: the one unlike the
// label's before it in its place (TB as B after TI, Yw as Y after Vw),
// else the one fewer of these fighters share in its place, the last on a
// tie; else the other, a digit, a letter. No two of them alike, in
// either case. A window may draw fewer of them so (a label cut by its
// edge), never more.
// short is the map's compactIDs.
func (v *SquareMapView) apartLetters(short map[string]string) map[string]string {
	label := func(s grid.Square) (string, [2]string, bool) {
		c, ok := v.cell(s)
		if !ok || c.Text == "" || c.HasFacing {
			return "", [2]string{}, false
		}
		var g [hexInner]string
		n := unitGlyphs(c.Text, &g)
		if n == 3 {
			n = unitGlyphs(short[c.Text], &g)
		}
		return c.Text, [2]string{g[0], g[1]}, n >= 2
	}
	shown := map[string][2]string{} // the two glyphs each label shows
	lefts := map[string][2]string{} // and those of the label before it
	var ids []string
	firsts, lasts := map[string]int{}, map[string]int{}
	for _, s := range v.Units {
		id, g, ok := label(s)
		_, left, open := label(grid.Square{X: s.X - 1, Y: s.Y})
		if _, dup := shown[id]; !ok || !open || dup {
			continue
		}
		shown[id], lefts[id] = g, left
		ids = append(ids, id)
		firsts[strings.ToUpper(g[0])]++
		lasts[strings.ToUpper(g[1])]++
	}
	slices.Sort(ids)
	used := map[string]bool{}
	out := map[string]string{}
	same := func(a, b string) bool { return strings.EqualFold(a, b) }
	for _, id := range ids {
		g, l := shown[id], lefts[id]
		cands := []string{g[1], g[0]}
		switch {
		case same(g[0], l[0]):
			// the last, which tells it from the label it follows
		case same(g[1], l[1]), firsts[strings.ToUpper(g[0])] < lasts[strings.ToUpper(g[1])]:
			cands = []string{g[0], g[1]}
		}
		for r := '1'; r <= '9'; r++ {
			cands = append(cands, string(r))
		}
		for r := 'A'; r <= 'Z'; r++ {
			cands = append(cands, string(r))
		}
		pick := cands[0]
		for _, c := range cands {
			if !used[strings.ToUpper(c)] {
				pick = c
				break
			}
		}
		used[strings.ToUpper(pick)] = true
		out[id] = pick
	}
	return out
}

// bodies lists the local cells of the squares a large ship covers besides
// its id's.
func (v *SquareMapView) bodies() []localCell {
	var out []localCell
	if v.Cell == nil {
		for s, sc := range v.Cells {
			if sc.Body {
				out = append(out, v.local(s))
			}
		}
		return out
	}
	for y := v.Row0; y < v.Row0+v.Rows; y++ {
		for x := v.Col0; x < v.Col0+v.Cols; x++ {
			if sc, ok := v.Cell(grid.Square{X: x, Y: y}); ok && sc.Body {
				out = append(out, v.local(grid.Square{X: x, Y: y}))
			}
		}
	}
	return out
}

// footprint lists the local cells of the other squares of the ship whose
// id is in local cell u: the first block of 3×3, else 2×2 squares around
// it whose other squares are all body squares of its colour. Its id in
// the middle or at the top left is tried first (Starship Battles puts a
// 3×3 ship's id in the middle, a 2×2 ship's at the top left).
func (v *SquareMapView) footprint(u localCell) []localCell {
	id, _ := v.cell(v.squareOf(u.c, u.r))
	body := func(c, r int) bool {
		sc, _ := v.cell(v.squareOf(c, r))
		return sc.Body && sc.Color == id.Color
	}
	for _, n := range [2]int{3, 2} {
		// The id's place in the block: the middle, the top left, the rest.
		offs := [][2]int{{n / 2, n / 2}, {0, 0}}
		for j := 0; j < n; j++ {
			for i := 0; i < n; i++ {
				offs = append(offs, [2]int{i, j})
			}
		}
	block:
		for _, o := range offs {
			c0, r0 := u.c-o[0], u.r-o[1]
			var out []localCell
			for r := r0; r < r0+n; r++ {
				for c := c0; c < c0+n; c++ {
					if c == u.c && r == u.r {
						continue
					}
					if !body(c, r) {
						continue block
					}
					out = append(out, localCell{c, r})
				}
			}
			return out
		}
	}
	return nil
}

// overview sums v up for a w×h window.
func (v *SquareMapView) overview(w, h int) *overview {
	o := newOverview(v.Cols, v.Rows, w, h, func(add func(c, r int, oc ovCell)) {
		put := func(s grid.Square, sc SquareCell) {
			lc := v.local(s)
			add(lc.c, lc.r, ovCell{text: sc.Text, color: sc.Color, body: sc.Body, hl: sc.Highlight})
		}
		if v.Cell == nil {
			for s, sc := range v.Cells {
				put(s, sc)
			}
			return
		}
		for c := 0; c < v.Cols; c++ {
			for r := 0; r < v.Rows; r++ {
				s := v.squareOf(c, r)
				if sc, ok := v.Cell(s); ok {
					put(s, sc)
				}
			}
		}
	})
	if !v.NoCursor {
		o.cursor, o.hasCursor = v.local(v.Cursor), true
	}
	if v.OwnLetters {
		o.letters = v.overviewLetters()
	}
	return o
}

// SquareOverviewLetters are the letters the overview draws v's units in,
// by id, when v.OwnLetters: no two alike (overviewLetters), a large ship
// served first. A game's legend may name them.
func SquareOverviewLetters(v SquareMapView) map[string]string { return v.overviewLetters() }

func (v *SquareMapView) overviewLetters() map[string]string {
	var large, small []string
	for _, s := range v.Units {
		c, ok := v.cell(s)
		if !ok || c.Text == "" {
			continue
		}
		if len(v.footprint(v.local(s))) > 0 {
			large = append(large, c.Text)
		} else {
			small = append(small, c.Text)
		}
	}
	return overviewLetters(large, small)
}

// sqDetail is the Detailed drawing of a square map.
type sqDetail struct{ v *SquareMapView }

func (d sqDetail) size() (int, int) {
	if d.v.Cols <= 0 || d.v.Rows <= 0 {
		return 0, 0
	}
	return sqPitch*d.v.Cols + 1, d.v.Rows
}

func (d sqDetail) line(cv *canvas, y int, t *Theme) {
	if y >= 0 && y < d.v.Rows {
		drawSquareLine(d.v, cv, y, t)
	}
}

func (d sqDetail) margin() (int, int) { return sqPitch, 1 }

func (d sqDetail) colSpan(c int) (int, int) { return c*sqPitch + 1, c*sqPitch + sqInner }

func (d sqDetail) rowLine(r int) int { return r }

func (d sqDetail) box(c, r int) (x0, y0, x1, y1 int) {
	return c * sqPitch, r, c*sqPitch + sqPitch, r
}

// at: a gutter belongs to the square on its right, the last one to the
// last square.
func (d sqDetail) at(mx, my int) (int, int, bool) {
	if mx < 0 || my < 0 || my >= d.v.Rows {
		return 0, 0, false
	}
	c := mx / sqPitch
	if c == d.v.Cols && mx%sqPitch == 0 {
		c--
	}
	return c, my, c < d.v.Cols
}

func (d sqDetail) unit(c, r int) (string, string) {
	sc, _ := d.v.cell(d.v.squareOf(c, r))
	return sc.Text, sc.Color
}

func drawSquareLine(v *SquareMapView, cv *canvas, y int, t *Theme) {
	g := &t.Glyph
	first := max(0, cv.x0/sqPitch-1)
	last := min(v.Cols-1, (cv.x0+len(cv.cells))/sqPitch+1)
	dim := t.roles[Dim]
	prev, prevOK := v.cell(v.squareOf(first-1, y))
	rowIDs := v.cutRowIDs(y, cv)
	curX := -1
	// A square draws only where its three cells are wholly on screen (see
	// canvas.whole), and a gutter only beside such a square.
	whole := func(sx int) bool { return sx >= 0 && sx < v.Cols && cv.whole(sx*sqPitch+1, sqInner) }
	for sx := first; sx <= last; sx++ {
		sq := v.squareOf(sx, y)
		c, _ := v.cell(sq)
		x := sx * sqPitch
		// The gutter on the left: a large ship's squares are joined.
		if prevOK && prev.ship() && c.ship() && (prev.Body || c.Body) && prev.Color == c.Color && (whole(sx) || whole(sx-1)) {
			cv.set(x, g.Body, t.bodyPaint(c.Color))
		}
		if !whole(sx) {
			prev, prevOK = c, true
			continue
		}
		// A large ship whose id square the window's edge cuts shows its
		// id on its first square in full view in that row.
		lab := c
		if c.Body && !whole(sx-1) {
			if id, ok := v.cutID(sx, y, whole); ok {
				lab = id
			}
		}
		if id, ok := rowIDs[sx]; ok && c.Body {
			lab = id
		}
		ov := topOverlay(lab.Highlight)
		var gl [sqInner]string
		var ps [sqInner]paint
		switch {
		case lab.Text != "":
			ids := [hexInner]string{}
			n := unitGlyphs(lab.Text, &ids)
			if lab.HasFacing {
				n = min(n, sqInner-1)
			}
			up := unitPaint(lab.Color, ov, t)
			// A single-square target is flanked by parentheses; a large one
			// shows target marks on its body squares instead.
			if next, _ := v.cell(v.squareOf(sx+1, y)); ov == ovTarget && !(next.Body && next.Color == lab.Color) {
				cv.set(x, g.TargetL, t.hl[ovTarget])
				cv.set(x+sqPitch, g.TargetR, t.hl[ovTarget])
			}
			m := 0
			var seq [sqInner]string
			for i := 0; i < n; i++ {
				seq[m] = ids[i]
				m++
			}
			if lab.HasFacing {
				seq[m] = g.Arrows[2*int(lab.Facing.Norm())]
				m++
			}
			off := (sqInner - m) / 2
			for i := range gl {
				gl[i] = " "
			}
			for i := 0; i < m; i++ {
				gl[off+i], ps[off+i] = seq[i], up
			}
		case c.Body:
			bp := t.bodyPaint(c.Color)
			for i := range gl {
				gl[i], ps[i] = g.Body, bp
			}
			if ov != ovNone {
				gl[1], ps[1] = g.mark(ov), t.hl[ov]
			}
		case ov == ovBlocked:
			for i := range gl {
				gl[i], ps[i] = g.Marks.Blocked, t.hl[ov]
			}
		case ov != ovNone:
			gl = [sqInner]string{" ", g.mark(ov), " "}
			ps[1] = t.hl[ov]
		default:
			gl = [sqInner]string{" ", g.Empty, " "}
			ps[1] = dim
		}
		cursor := !v.NoCursor && sq == v.Cursor
		for i := range gl {
			p := ps[i]
			if cursor {
				p.attr |= aReverse | aBold
			}
			cv.set(x+1+i, gl[i], p)
		}
		if cursor {
			curX = x
		}
		prev, prevOK = c, true
	}
	// The brackets go last: they replace whatever the gutters hold.
	if curX >= 0 {
		cp := paint{attr: aBold}
		cv.set(curX, g.CursorL, cp)
		cv.set(curX+sqPitch, g.CursorR, cp)
	}
}

// cutID is the id square of the large ship a body square (sx, y) belongs
// to when it lies to the left in the same row, one or two squares off,
// and is not wholly on screen.
func (v *SquareMapView) cutID(sx, y int, whole func(int) bool) (SquareCell, bool) {
	c, _ := v.cell(v.squareOf(sx, y))
	for k := 1; k <= 2; k++ {
		p, _ := v.cell(v.squareOf(sx-k, y))
		switch {
		case p.Color != c.Color:
			return SquareCell{}, false
		case p.Text != "":
			return p, !whole(sx - k)
		case !p.Body:
			return SquareCell{}, false
		}
	}
	return SquareCell{}, false
}

// cutRowIDs are the ids to draw in row y, by column, of the large ships
// whose id square lies in a row the window leaves out, above it or below,
// and whose block shows in y, the window's row nearest that id: the bodies
// of the Star Destroyer and the Executor showed along the window's top
// with no id and no marker (found in play at 132×43), where a cut by a
// side edge moved the id over (cutID). Nil for a row inside the window.
func (v *SquareMapView) cutRowIDs(y int, cv *canvas) map[int]SquareCell {
	if cv.bottom <= cv.top || (y != cv.top && y != cv.bottom-1) {
		return nil
	}
	var out map[int]SquareCell
	for _, u := range v.Units {
		lc := v.local(u)
		if lc.r >= cv.top && lc.r < cv.bottom {
			continue
		}
		want := cv.top
		if lc.r >= cv.bottom {
			want = cv.bottom - 1
		}
		if y != want {
			continue
		}
		for _, b := range v.footprint(lc) {
			if b.r == y && b.c == lc.c {
				id, _ := v.cell(u)
				if out == nil {
					out = map[int]SquareCell{}
				}
				out[lc.c] = id
			}
		}
	}
	return out
}

// SquareAt tells which square is under screen cell (x, y) of the viewport,
// for mouse clicks, at v.Zoom. At the Detailed zoom a gutter belongs to the
// square on its right, the last one to the last square; in the overview a
// cell means the first unit of its block, else its middle square.
func SquareAt(v SquareMapView, vp Viewport, x, y int) (grid.Square, bool) {
	f := v.frame(vp)
	c, r, ok := f.at(x, y)
	if !ok {
		return grid.Square{}, false
	}
	return v.squareOf(c, r), true
}

// SquareMarkerAt is the square of the unit whose edge marker covers
// screen cell (x, y) of the viewport, as SquareMap draws it with t.
func SquareMarkerAt(v SquareMapView, vp Viewport, t *Theme, x, y int) (grid.Square, bool) {
	f := v.frame(vp)
	u, ok := f.markerAt(t, x, y)
	if !ok {
		return grid.Square{}, false
	}
	return v.squareOf(u.c, u.r), true
}

// SquareCenter is the screen cell in the middle of a square and whether it
// is inside the map's window.
func SquareCenter(v SquareMapView, vp Viewport, s grid.Square) (x, y int, ok bool) {
	f := v.frame(vp)
	lc := v.local(s)
	return f.centre(lc.c, lc.r)
}

// ScrollToShowSquare returns vp scrolled as little as possible so that the
// squares ss together, with a margin of a square around them where the
// window allows, are on screen. The overview is never scrolled.
func ScrollToShowSquare(v SquareMapView, vp Viewport, ss ...grid.Square) Viewport {
	if v.Zoom == Overview {
		return overviewScroll(vp)
	}
	f := v.frame(vp)
	cells := make([]localCell, len(ss))
	for i, s := range ss {
		cells[i] = v.local(s)
	}
	return f.show(cells...)
}

// ScrollToCentreSquare returns vp scrolled so that square s is as near the
// middle of the window as the drawing allows.
func ScrollToCentreSquare(v SquareMapView, vp Viewport, s grid.Square) Viewport {
	if v.Zoom == Overview {
		return overviewScroll(vp)
	}
	f := v.frame(vp)
	lc := v.local(s)
	return f.centreOn(lc.c, lc.r)
}

// ClampSquareScroll returns vp with its scroll kept on the map's drawing.
func ClampSquareScroll(v SquareMapView, vp Viewport) Viewport {
	if v.Zoom == Overview {
		return overviewScroll(vp)
	}
	f := v.frame(vp)
	return f.clamp()
}

// SquaresFit reports whether the squares can all be in the window at
// v.Zoom at once.
func SquaresFit(v SquareMapView, vp Viewport, ss ...grid.Square) bool {
	if v.Zoom == Overview {
		return true // the overview holds the whole map
	}
	f := v.frame(vp)
	cells := make([]localCell, len(ss))
	for i, s := range ss {
		cells[i] = v.local(s)
	}
	return f.fits(cells)
}

// SquareWindow is the part of vp the map shows through: the rest is ruler.
func SquareWindow(v SquareMapView, vp Viewport) (x, y, w, h int) {
	f := v.frame(vp)
	return f.rx, f.ry, f.w, f.h
}
