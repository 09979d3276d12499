package render

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// Zoom is how closely a map is drawn. Every map (hexes and squares) has
// the same three levels; a view's Zoom field selects one, and every
// function over the view (drawing, clicks, scrolling) follows it.
type Zoom uint8

// The zoom levels, closest first.
const (
	// Detailed is the full drawing: hex outlines, ids, facings and the
	// overlays' marks (five columns and two lines per hex, four columns
	// per square).
	Detailed Zoom = iota
	// Compact draws a cell one line high and a few columns wide (three
	// per hex, two per square): ids and facings, a dim dot for an empty
	// cell, an overlay's mark.
	Compact
	// Overview fits the whole map into the window, several cells to a
	// screen cell when needed: each screen cell shows the most important
	// thing in its block (a unit, else an overlay, else terrain), a count
	// when several units share it.
	Overview
	numZooms
)

var zoomNames = [numZooms]string{"detailed", "compact", "overview"}

// String names the zoom level for the screen ("compact").
func (z Zoom) String() string {
	if z < numZooms {
		return zoomNames[z]
	}
	return "zoom " + strconv.Itoa(int(z))
}

// In is the next closer zoom level (Detailed stays Detailed).
func (z Zoom) In() Zoom {
	if z == Detailed || z >= numZooms {
		return Detailed
	}
	return z - 1
}

// Out is the next wider zoom level (Overview stays Overview).
func (z Zoom) Out() Zoom {
	if z >= Overview {
		return Overview
	}
	return z + 1
}

// drawing is one map at one zoom, in local cells: columns and rows counted
// from the view's first column and row. Map coordinates are screen cells of
// the whole drawing, before any scrolling.
type drawing interface {
	// size is the whole drawing's size in screen cells.
	size() (w, h int)
	// line draws map line y into cv.
	line(cv *canvas, y int, t *Theme)
	// at is the cell shown at map cell (mx, my).
	at(mx, my int) (c, r int, ok bool)
	// box is the map rectangle a cell is drawn in, inclusive.
	box(c, r int) (x0, y0, x1, y1 int)
	// margin is how much room to leave around a cell scrolled into view.
	margin() (x, y int)
	// colSpan is where a column's label goes on the ruler, inclusive.
	colSpan(c int) (x0, x1 int)
	// rowLine is the map line a row's label goes beside.
	rowLine(r int) int
	// unit is the id and colour of the unit drawn in a cell, "" for none.
	unit(c, r int) (text, color string)
}

// frame is a map drawing placed in a viewport: the ruler around it and the
// window the map shows through.
type frame struct {
	d      drawing
	vp     Viewport // the overview is never scrolled
	rx, ry int      // the ruler's width on the left and height on top
	w, h   int      // the map's window
	// what the ruler and the markers need from the view
	cols, rows, col0, row0 int
	colLabel, rowLabel     func(int) string
	units                  []localCell
	bodies                 func() []localCell
	footprint              func(localCell) []localCell
	rightGap               int // see frameSpec
}

// localCell is a cell by local column and row.
type localCell struct{ c, r int }

// frameSpec is what a view tells the frame: its extent, the ruler and the
// units to mark at the edges.
type frameSpec struct {
	zoom                   Zoom
	ruler                  bool
	cols, rows, col0, row0 int
	colLabel, rowLabel     func(int) string
	units                  []localCell
	// bodies lists the cells besides the units' ids that markers keep
	// off as they keep off the units (with the same margin either side):
	// a large ship's other squares, and the cursor's cell when the
	// window draws it, whose brackets lie in that margin (the views set
	// it after newFrame, which tells whether the cell is in the window);
	// nil for none. Called only when a marker is to be placed.
	bodies func() []localCell
	// footprint lists the cells a unit covers besides its id's (a large
	// ship's other squares), so that a ship partly in sight gets no
	// marker; nil for units of one cell.
	footprint func(localCell) []localCell
	// rightGap is how many of the window's last columns markers leave
	// blank, so that one at the right edge keeps a blank between it and
	// what stands beside the map, as it does on its other sides.
	rightGap int
}

// newFrame places a map in vp. mk builds the drawing for the window it
// gets (the overview's scale depends on it).
func newFrame(s frameSpec, vp Viewport, mk func(w, h int) drawing) frame {
	f := frame{vp: vp, w: max(0, vp.Width), h: max(0, vp.Height), cols: s.cols, rows: s.rows,
		col0: s.col0, row0: s.row0, colLabel: s.colLabel, rowLabel: s.rowLabel, units: s.units, bodies: s.bodies, footprint: s.footprint,
		rightGap: s.rightGap}
	if f.colLabel == nil {
		f.colLabel = numberLabel
	}
	if f.rowLabel == nil {
		f.rowLabel = numberLabel
	}
	if s.zoom == Overview {
		f.vp.ScrollX, f.vp.ScrollY = 0, 0
	} else if s.ruler && s.rows > 0 {
		rw := 0
		for r := 0; r < s.rows; r++ {
			rw = max(rw, width(f.rowLabel(s.row0+r)))
		}
		rw++ // a space between the labels and the map
		if vp.Width-rw >= 8 && vp.Height >= 4 {
			f.rx, f.ry = rw, 1
			f.w, f.h = vp.Width-rw, vp.Height-1
		}
	}
	f.d = mk(f.w, f.h)
	if f.ry == 1 && vp.Height >= 6 && f.crowded() {
		// Labels as wide as their columns (Starship Battles' 10 to 31
		// at two cells a square, SSCS's -12 to -10 at three a hex)
		// would touch: one line labelled every other column from 10 on.
		// A second line takes those the first has no room for.
		f.ry, f.h = 2, vp.Height-2
		f.d = mk(f.w, f.h)
	}
	return f
}

// crowded reports whether the columns' labels, each centred over its
// column, leave one touching the one before anywhere along the map, so
// that a single line of them would leave some out. It looks at every
// column, not only those in the window, so that the ruler does not change
// its height as the map scrolls.
func (f *frame) crowded() bool {
	next := math.MinInt
	for c := 0; c < f.cols; c++ {
		x0, x1 := f.d.colSpan(c)
		lw := width(f.colLabel(f.col0 + c))
		x := x0 + (x1-x0+1-lw)/2
		if x < next {
			return true
		}
		next = x + lw + 1
	}
	return false
}

// overviewScroll is vp as the overview shows it: never scrolled. The
// scroll functions answer so without summing the map up.
func overviewScroll(vp Viewport) Viewport {
	vp.ScrollX, vp.ScrollY = 0, 0
	return vp
}

// numberLabel is the default label of a column or row: its number from 1.
func numberLabel(n int) string { return strconv.Itoa(n + 1) }

// inMap reports whether a local cell is on the map.
func (f *frame) inMap(c, r int) bool { return c >= 0 && r >= 0 && c < f.cols && r < f.rows }

// at is the local cell under screen cell (x, y) of the viewport.
func (f *frame) at(x, y int) (c, r int, ok bool) {
	x -= f.rx
	y -= f.ry
	if x < 0 || y < 0 || x >= f.w || y >= f.h {
		return 0, 0, false
	}
	c, r, ok = f.d.at(x+f.vp.ScrollX, y+f.vp.ScrollY)
	return c, r, ok && f.inMap(c, r)
}

// centre is the screen cell in the middle of a local cell, and whether it
// is inside the map's window.
func (f *frame) centre(c, r int) (x, y int, ok bool) {
	x0, y0, x1, y1 := f.d.box(c, r)
	x = (x0+x1)/2 - f.vp.ScrollX
	y = (y0+y1)/2 - f.vp.ScrollY
	ok = f.inMap(c, r) && x >= 0 && y >= 0 && x < f.w && y < f.h
	return x + f.rx, y + f.ry, ok
}

// show scrolls as little as possible for local cells to be in the window
// together (the box around them), with a margin around it where the window
// allows.
func (f *frame) show(cells ...localCell) Viewport {
	vp := f.vp
	if f.w <= 0 || f.h <= 0 || len(cells) == 0 {
		return vp
	}
	mw, mh := f.d.size()
	x0, y0, x1, y1 := f.d.box(cells[0].c, cells[0].r)
	for _, lc := range cells[1:] {
		a0, b0, a1, b1 := f.d.box(lc.c, lc.r)
		x0, y0, x1, y1 = min(x0, a0), min(y0, b0), max(x1, a1), max(y1, b1)
	}
	mx, my := f.d.margin()
	vp.ScrollX = scrollAxis(vp.ScrollX, f.w, mw, x0, x1, mx)
	vp.ScrollY = scrollAxis(vp.ScrollY, f.h, mh, y0, y1, my)
	return vp
}

// centreOn scrolls so that a local cell is as near the window's middle as
// the map allows.
func (f *frame) centreOn(c, r int) Viewport {
	vp := f.vp
	if f.w <= 0 || f.h <= 0 {
		return vp
	}
	mw, mh := f.d.size()
	x0, y0, x1, y1 := f.d.box(c, r)
	vp.ScrollX = max(0, min((x0+x1)/2-f.w/2, mw-f.w))
	vp.ScrollY = max(0, min((y0+y1)/2-f.h/2, mh-f.h))
	return vp
}

// clamp keeps the scroll on the drawing.
func (f *frame) clamp() Viewport {
	vp := f.vp
	mw, mh := f.d.size()
	vp.ScrollX = max(0, min(vp.ScrollX, mw-f.w))
	vp.ScrollY = max(0, min(vp.ScrollY, mh-f.h))
	return vp
}

// fits reports whether the local cells can be in the window together.
func (f *frame) fits(cells []localCell) bool {
	if len(cells) == 0 {
		return true
	}
	bx0, by0, bx1, by1 := f.d.box(cells[0].c, cells[0].r)
	for _, lc := range cells[1:] {
		x0, y0, x1, y1 := f.d.box(lc.c, lc.r)
		bx0, by0, bx1, by1 = min(bx0, x0), min(by0, y0), max(bx1, x1), max(by1, y1)
	}
	return bx1-bx0+1 <= f.w && by1-by0+1 <= f.h
}

// draw renders the frame: exactly vp.Height lines of vp.Width cells.
func (f *frame) draw(t *Theme) string {
	vp := f.vp
	if vp.Width <= 0 || vp.Height <= 0 {
		return ""
	}
	var b strings.Builder
	var run []byte
	b.Grow(vp.Height * (vp.Width + 1) * 2)
	var cv canvas
	marks := f.markers(t)
	var rowLabels []string
	if f.rx > 0 {
		rowLabels = f.rowLabels()
	}
	for line := 0; line < vp.Height; line++ {
		if line > 0 {
			b.WriteByte('\n')
		}
		if line < f.ry {
			cv.reset(vp.Width, 0)
			f.topRuler(&cv, t, f.ry-1-line)
			cv.flush(t, &b, &run)
			continue
		}
		y := line - f.ry
		if f.rx > 0 {
			lab := rowLabels[y]
			b.WriteString(strings.Repeat(" ", max(0, f.rx-1-width(lab))))
			b.WriteString(t.paint(t.roles[Dim], lab))
			b.WriteByte(' ')
		}
		cv.reset(f.w, vp.ScrollX)
		cv.top, cv.bottom = vp.ScrollY, vp.ScrollY+f.h
		if f.w > 0 {
			f.d.line(&cv, vp.ScrollY+y, t)
			// A blank either side of each marker first, so that no
			// marker runs into what the map draws beside it.
			for _, m := range marks {
				if m.y == y {
					for _, x := range [2]int{m.x - 1, m.x + len(m.glyphs)} {
						if x >= 0 && x < f.w {
							cv.set(vp.ScrollX+x, " ", paint{})
						}
					}
				}
			}
			for _, m := range marks {
				if m.y == y {
					for i, g := range m.glyphs {
						cv.set(vp.ScrollX+m.x+i, g, m.p)
					}
				}
			}
		}
		cv.flush(t, &b, &run)
	}
	return b.String()
}

// topRuler writes line n of the columns' labels over the map (0 next to
// the map, 1 above it when the ruler has two lines), each centred over its
// column. A label goes on the line next to the map unless it would touch
// the one before there; then on the line above, when there is one and it
// has room, else it is left out.
func (f *frame) topRuler(cv *canvas, t *Theme, n int) {
	dim := t.roles[Dim]
	next := [2]int{f.rx, f.rx} // the first screen column a label may take, by line
	for c := 0; c < f.cols; c++ {
		if !f.wholeCol(c) {
			continue // the drawing leaves it out
		}
		x0, x1 := f.d.colSpan(c)
		lab := f.colLabel(f.col0 + c)
		lw := width(lab)
		x := f.rx + x0 - f.vp.ScrollX + (x1-x0+1-lw)/2
		if x+lw > f.rx+f.w {
			continue
		}
		on := 0
		if x < next[0] {
			if f.ry < 2 || x < next[1] {
				continue
			}
			on = 1
		}
		next[on] = x + lw + 1
		if on != n {
			continue
		}
		i := 0
		for _, r := range lab {
			cv.set(x+i, string(r), dim)
			i++
		}
	}
}

// rowLabels are the labels beside each line of the window.
func (f *frame) rowLabels() []string {
	out := make([]string, f.h)
	for r := 0; r < f.rows; r++ {
		if y := f.d.rowLine(r) - f.vp.ScrollY; y >= 0 && y < f.h {
			out[y] = f.rowLabel(f.row0 + r)
		}
	}
	return out
}

// marker is a unit off the window, shown at the window's edge: an arrow
// toward it and its id.
type marker struct {
	x, y   int // window cell of the first glyph
	glyphs []string
	p      paint
	unit   localCell // the unit it points to
}

// markers places a marker for every unit off the window, on the edge
// nearest to it, never over another marker nor over a unit in sight. A
// unit is off the window only when none of it is in sight: a large ship
// with its id square beyond the edge but part of its block inside gets no
// marker, as the block shows it (at 80×24 Starship Battles drew "◀HO"
// over the visible part of a ship's own block). Markers keep a cell apart
// in a row ("◤La ▲s3 ▲f18", not "◤La▲s3▲f18"); one that finds no room so
// may touch the others, and one that finds none on its edge goes a line
// further in. They keep two cells off the units in sight and blank the
// cell either side of them, so that a marker never reads as part of a
// unit's letters (at 80×24 Starship Battles' top row read "▲ES·TITB", a
// marker beside two fighters). An edge's markers are placed in the order
// of their units along it, each as near its unit's column (row) as those
// beside it allow: placed in the order the units were listed, a marker
// could be pushed far along the edge by those placed before it (an
// X-wing's drawn seven columns from it, past its neighbours').
func (f *frame) markers(t *Theme) []marker {
	if len(f.units) == 0 || f.w < 6 || f.h < 2 {
		return nil
	}
	var ms []marker // the markers to place, with the unit's window cell
	var at [][2]int
	shown := make([]bool, f.w*f.h) // window cells showing a unit in sight, and a margin
	inWindow := func(c, r int) bool {
		_, y0, _, y1 := f.d.box(c, r)
		cy := (y0+y1)/2 - f.vp.ScrollY
		return f.wholeCol(c) && cy >= 0 && cy < f.h
	}
	for _, u := range f.units {
		if !f.inMap(u.c, u.r) {
			continue
		}
		text, color := f.d.unit(u.c, u.r)
		if text == "" {
			continue
		}
		if inWindow(u.c, u.r) || f.partlyInSight(u) {
			f.markShown(shown, u.c, u.r)
			continue
		}
		x0, y0, x1, y1 := f.d.box(u.c, u.r)
		cx, cy := (x0+x1)/2-f.vp.ScrollX, (y0+y1)/2-f.vp.ScrollY
		if cx >= 0 && cx < f.w && !f.wholeCol(u.c) {
			// Its middle is in the window across but its column is cut
			// by an edge and drawn blank: the unit lies beyond that edge,
			// in a row of the window or past a corner (when only its row
			// was looked at, a unit above the window in the column the
			// right edge cut got "▲", pointing up at a ship that lay to
			// the right, once the wheel had centred a cell).
			if s0, _ := f.d.colSpan(u.c); s0 < f.vp.ScrollX {
				cx = -1
			} else {
				cx = f.w
			}
		}
		dx, dy := sign(cx-clampInt(cx, 0, f.w-1)), sign(cy-clampInt(cy, 0, f.h-1))
		var ids [hexInner]string
		n := unitGlyphs(text, &ids)
		m := marker{p: t.sidePaint(color, false), unit: u}
		m.p.attr |= aReverse
		arrow := t.Glyph.Edge[compass(dx, dy)]
		if dx < 0 || (dx == 0 && dy != 0) {
			m.glyphs = append(append(m.glyphs, arrow), ids[:n]...)
		} else {
			m.glyphs = append(append(m.glyphs, ids[:n]...), arrow)
		}
		ms = append(ms, m)
		at = append(at, [2]int{cx, cy})
	}
	if len(ms) == 0 {
		return nil
	}
	if f.bodies != nil {
		// The rest of a large ship in sight is kept clear as its id is
		// (at 80×24 "BS▶" covered the Star Destroyer's edge square).
		for _, b := range f.bodies() {
			if f.inMap(b.c, b.r) {
				f.markShown(shown, b.c, b.r)
			}
		}
	}
	// Along each edge, in the order of the units: the top and bottom rows
	// by column, the left and right columns by row. There the markers of
	// the units beside the window come first, at their rows; then those
	// of the units beyond a corner, the farthest first, so that it takes
	// the corner and the nearer ones stand inside it in their order.
	order := make([]int, len(ms))
	for i := range order {
		order[i] = i
	}
	key := func(i int) [3]int {
		cx, cy := at[i][0], at[i][1]
		dx, dy := sign(cx-clampInt(cx, 0, f.w-1)), sign(cy-clampInt(cy, 0, f.h-1))
		switch {
		case dx == 0:
			return [3]int{1 + dy, 0, cx} // 0 top, 2 bottom
		case dy == 0:
			return [3]int{4 + dx, 0, cy} // 3 left, 5 right
		}
		return [3]int{4 + dx, 1, -abs(cy - clampInt(cy, 0, f.h-1))}
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ka, kb := key(a), key(b)
		for j := range ka {
			if ka[j] != kb[j] {
				return ka[j] - kb[j]
			}
		}
		return 0
	})
	// First every marker with a cell between it and the next; those that
	// find no room so then may touch the others, and last go further in.
	placed := make([]marker, len(ms))
	ok := make([]bool, len(ms))
	taken := make([]bool, f.w*f.h) // window cells already holding a marker
	want := make([]int, len(ms))   // the column a top or bottom marker would start at
	for _, try := range [3]struct{ gap, depth int }{{1, 1}, {0, 1}, {0, f.h / 2}} {
		// A crowd of markers on the top or bottom row is centred on its
		// units rather than pushed one way by the first placed.
		for lo := 0; lo < len(order); {
			e := key(order[lo])[0]
			hi := lo + 1
			for hi < len(order) && key(order[hi])[0] == e {
				hi++
			}
			if e == 0 || e == 2 {
				var xs, ns []int
				for _, i := range order[lo:hi] {
					n := len(ms[i].glyphs)
					xs, ns = append(xs, at[i][0]-n/2), append(ns, n)
				}
				for k, x := range spread(xs, ns, try.gap, f.w-f.rightGap) {
					want[order[lo+k]] = x
				}
			}
			lo = hi
		}
		for _, i := range order {
			if ok[i] {
				continue
			}
			m := ms[i]
			cx, cy := at[i][0], at[i][1]
			dx, dy := sign(cx-clampInt(cx, 0, f.w-1)), sign(cy-clampInt(cy, 0, f.h-1))
			if dx == 0 {
				cx = want[i] + len(m.glyphs)/2
			}
			if f.place(&m, cx, cy, dx, dy, taken, shown, try.gap, try.depth) {
				placed[i], ok[i] = m, true
			}
		}
	}
	var out []marker
	for i := range placed {
		if ok[i] {
			out = append(out, placed[i])
		}
	}
	return out
}

// spread places a row of markers, in order, of widths ns wanting to start
// at columns xs, in a row w wide with gap columns between them: each where
// it wants when it has room, and where they crowd, a group of them side by
// side, centred on where they want to be.
func spread(xs, ns []int, gap, w int) []int {
	type group struct{ first, last, x, width, sum int }
	var gs []group
	for i := range xs {
		gs = append(gs, group{first: i, last: i, x: clampInt(xs[i], 0, w-ns[i]), width: ns[i], sum: xs[i]})
		for len(gs) > 1 {
			a, b := gs[len(gs)-2], gs[len(gs)-1]
			if a.x+a.width+gap <= b.x {
				break
			}
			// sum is what the group's members want less their offsets in
			// it: its mean is where the group starts.
			m := group{first: a.first, last: b.last, width: a.width + gap + b.width,
				sum: a.sum + b.sum - (a.width+gap)*(b.last-b.first+1)}
			count := m.last - m.first + 1
			// The mean rounded (a negative one only ever clamps to 0).
			m.x = clampInt((2*m.sum+count)/(2*count), 0, w-m.width)
			gs = append(gs[:len(gs)-2], m)
		}
	}
	out := make([]int, len(xs))
	for _, g := range gs {
		x := g.x
		for i := g.first; i <= g.last; i++ {
			out[i] = x
			x += ns[i] + gap
		}
	}
	return out
}

// partlyInSight reports whether any square of a large ship other than its
// id's shows in the window, for a drawing that knows them: one wholly in
// the window across, since one cut by its edge draws nothing.
func (f *frame) partlyInSight(u localCell) bool {
	if f.footprint == nil {
		return false
	}
	for _, b := range f.footprint(u) {
		if !f.inMap(b.c, b.r) {
			continue
		}
		_, y0, _, y1 := f.d.box(b.c, b.r)
		y0, y1 = y0-f.vp.ScrollY, y1-f.vp.ScrollY
		if f.wholeCol(b.c) && y1 >= 0 && y0 < f.h {
			return true
		}
	}
	return false
}

// wholeCol reports whether a column's cells are wholly in the window
// across: only then does the drawing show them (see canvas.whole).
func (f *frame) wholeCol(c int) bool {
	x0, x1 := f.d.colSpan(c)
	return x0 >= f.vp.ScrollX && x1 < f.vp.ScrollX+f.w
}

// markerAt is the unit whose edge marker covers screen cell (x, y) of the
// viewport (the ruler counted), as draw places the markers.
func (f *frame) markerAt(t *Theme, x, y int) (localCell, bool) {
	x, y = x-f.rx, y-f.ry
	for _, m := range f.markers(t) {
		if y == m.y && x >= m.x && x < m.x+len(m.glyphs) {
			return m.unit, true
		}
	}
	return localCell{}, false
}

// unitMargin is how many columns either side of a unit in sight markers
// keep clear: one for the blank a marker sets beside it, one more so that
// even then a cell of the map stands between them.
const unitMargin = 2

// markShown marks in shown the window cells of a unit's cell (c, r), with
// unitMargin columns either side (a ship of several cells also spreads its
// id and facing around its middle).
func (f *frame) markShown(shown []bool, c, r int) {
	x0, y0, x1, y1 := f.d.box(c, r)
	for y := max(0, y0-f.vp.ScrollY); y <= min(f.h-1, y1-f.vp.ScrollY); y++ {
		for x := max(0, x0-unitMargin-f.vp.ScrollX); x <= min(f.w-1, x1+unitMargin-f.vp.ScrollX); x++ {
			shown[y*f.w+x] = true
		}
	}
}

// place finds room for a marker on the edge toward (dx, dy), starting
// nearest to the unit at window cell (cx, cy) and moving along the edge a
// cell at a time, with gap free cells between it and any marker beside it
// in its row, and off the cells marked in avoid (units in sight). With a
// depth over 1, when its edge has no room left, a marker tries lines
// further in (up to depth of them), and one for a unit beyond a corner
// then the other edge of that corner, so that no unit is left without one
// while the window has room anywhere near.
func (f *frame) place(m *marker, cx, cy, dx, dy int, taken, avoid []bool, gap, depth int) bool {
	n := len(m.glyphs)
	room := f.w - f.rightGap // the columns a marker may take
	if n > room {
		return false
	}
	free := func(x, y int) bool {
		if x < 0 || y < 0 || x+n > room || y >= f.h {
			return false
		}
		for i := max(0, x-gap); i < min(f.w, x+n+gap); i++ {
			if taken[y*f.w+i] {
				return false // on another marker or touching it
			}
		}
		for i := x; i < x+n; i++ {
			if avoid[y*f.w+i] {
				return false // over a unit in sight
			}
		}
		return true
	}
	// A line to search: from (x, y), along a column (down) or a row.
	type line struct {
		x, y int
		down bool
	}
	edgeX := map[int]int{-1: 0, 1: room - n}
	edgeY := map[int]int{-1: 0, 1: f.h - 1}
	var lines []line
	switch {
	case dx == 0:
		x, y := clampInt(cx-n/2, 0, room-n), edgeY[dy]
		for in := 0; in < max(1, min(depth, f.h/2)); in++ {
			lines = append(lines, line{x, y - dy*in, false})
		}
	default:
		x, y := edgeX[dx], clampInt(cy, 0, f.h-1)
		lines = append(lines, line{x, y, true})
		for in := 1; in < depth && (n+1)*in <= f.w/2; in++ {
			lines = append(lines, line{x - dx*(n+1)*in, y, true})
		}
		if depth > 1 && dy != 0 {
			lines = append(lines, line{x, edgeY[dy], false})
		}
	}
	for _, l := range lines {
		for k := 0; k < 2*max(f.w, f.h); k++ {
			// Try the spot, then alternately after and before it.
			off := (k + 1) / 2
			if k%2 == 1 {
				off = -off
			}
			px, py := l.x+off, l.y
			if l.down {
				px, py = l.x, l.y+off
			}
			if free(px, py) {
				m.x, m.y = px, py
				for i := 0; i < n; i++ {
					taken[py*f.w+px+i] = true
				}
				return true
			}
		}
	}
	return false
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

func clampInt(x, lo, hi int) int { return max(lo, min(x, hi)) }

// compass is the index of the arrow pointing along (dx, dy) among the eight
// compass arrows clockwise from N (y grows downward).
func compass(dx, dy int) int {
	switch {
	case dx == 0 && dy < 0:
		return 0
	case dx > 0 && dy < 0:
		return 1
	case dx > 0 && dy == 0:
		return 2
	case dx > 0 && dy > 0:
		return 3
	case dx == 0 && dy > 0:
		return 4
	case dx < 0 && dy > 0:
		return 5
	case dx < 0 && dy == 0:
		return 6
	}
	return 7
}

// HexStep is how many screen columns and lines one hex column and one hex
// row take at zoom z (0, 0 in the overview, whose scale depends on the
// window).
func (z Zoom) HexStep() (x, y int) {
	switch z {
	case Detailed:
		return hexPitch, 2
	case Compact:
		return hexCompactPitch, 1
	}
	return 0, 0
}

// SquareStep is how many screen columns and lines one square takes at
// zoom z (0, 0 in the overview).
func (z Zoom) SquareStep() (x, y int) {
	switch z {
	case Detailed:
		return sqPitch, 1
	case Compact:
		return sqCompactPitch, 1
	}
	return 0, 0
}
