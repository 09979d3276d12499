package tui

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/render"
)

// FieldCompletes reports whether tab would add to the g field's text, so
// that the footer names tab only then (it named it on an empty field and
// on a name written whole, where tab did nothing).
func (b *MapBoard[C, V]) FieldCompletes() bool {
	t, ok := b.Complete(b.field)
	return ok && t != b.field
}

// gotoKey handles a key while the g field is open.
func (b *MapBoard[C, V]) gotoKey(msg tea.KeyPressMsg) bool {
	switch msg.String() {
	case "esc":
		b.mode = modeMap
	case "enter":
		c, ok := b.find(b.field)
		if !ok {
			if strings.TrimSpace(b.field) == "" {
				b.mode = modeMap
				return true
			}
			b.note = "no cell or unit " + strconv.Quote(strings.TrimSpace(b.field))
			b.mode = modeMap
			return true
		}
		b.mode = modeMap
		b.inspect, b.follow, b.centre, b.held = &c, false, &c, false
	case "tab":
		if t, ok := b.Complete(b.field); ok {
			b.field = t
		}
	case "backspace", "ctrl+h":
		if _, n := utf8.DecodeLastRuneInString(b.field); n > 0 {
			b.field = b.field[:len(b.field)-n]
		}
	case "ctrl+u":
		b.field = ""
	default:
		if t := msg.Text; t != "" && utf8.RuneCountInString(b.field) < 40 {
			for _, r := range t {
				if !unicode.IsPrint(r) {
					return true
				}
			}
			b.field += t
		}
	}
	return true
}

// find reads a cell or a unit's name: a cell first, then a name (whole,
// then the start of one, then a unit's id), then a cell at the start of
// the text ("1508 Hive").
func (b *MapBoard[C, V]) find(text string) (C, bool) {
	text = strings.TrimSpace(text)
	var none C
	if text == "" {
		return none, false
	}
	if c, ok := b.parseCell(text); ok {
		return c, true
	}
	if c, ok := b.unitNamed(text); ok {
		return c, true
	}
	if f := strings.Fields(text); len(f) > 1 {
		if c, ok := b.parseCell(f[0]); ok {
			return c, true
		}
	}
	return none, false
}

// unitNamed is the unit with that name, or whose name starts so, or with
// that id (in its case first, then in any).
func (b *MapBoard[C, V]) unitNamed(text string) (C, bool) {
	var none C
	low := strings.ToLower(text)
	names := b.names()
	for i, n := range names {
		if strings.ToLower(n) == low {
			return b.units[i], true
		}
	}
	for i, n := range names {
		if strings.HasPrefix(strings.ToLower(n), low) {
			return b.units[i], true
		}
	}
	// An id as the map writes it first: a game may tell two units apart
	// by the case of their ids alone (Silent Death's "SAA" and "saa" when
	// both sides field a Salamander A), and g then goes to the one typed.
	for _, u := range b.units {
		if id, _ := b.proj.unit(&b.view, u); id != "" && id == text {
			return u, true
		}
	}
	for _, u := range b.units {
		if id, _ := b.proj.unit(&b.view, u); id != "" && strings.ToLower(id) == low {
			return u, true
		}
	}
	return none, false
}

// names are the units' names, in the order of b.units.
func (b *MapBoard[C, V]) names() []string {
	out := make([]string, len(b.units))
	for i, u := range b.units {
		out[i] = b.unitName(u)
	}
	return out
}

// unitName is the game's name for the unit at c, else its id on the map.
func (b *MapBoard[C, V]) unitName(c C) string {
	if n, ok := b.game.(UnitNamer[C]); ok && b.last.State != nil {
		if s := n.UnitName(b.last.State, b.last.Me, c); s != "" {
			return s
		}
	}
	id, _ := b.proj.unit(&b.view, c)
	return id
}

// Complete implements CellPicker: the longest end of text that starts at
// a word and starts a unit's name is completed to that name; when several
// names share it, to what they have in common, then to each in turn.
func (b *MapBoard[C, V]) Complete(text string) (string, bool) {
	if b.comp.last != "" && text == b.comp.last && len(b.comp.names) > 1 {
		b.comp.i = (b.comp.i + 1) % len(b.comp.names)
		b.comp.last = b.comp.base + b.comp.names[b.comp.i]
		return b.comp.last, true
	}
	b.comp.last = ""
	names := b.names()
	for i := 0; i < len(text); i++ {
		if i > 0 && text[i-1] != ' ' {
			continue
		}
		tail := strings.ToLower(text[i:])
		if tail == "" {
			break
		}
		var match []string
		seen := map[string]bool{}
		for _, n := range names {
			if n != "" && !seen[n] && strings.HasPrefix(strings.ToLower(n), tail) {
				seen[n] = true
				match = append(match, n)
			}
		}
		if len(match) == 0 {
			continue
		}
		common := match[0]
		for _, m := range match[1:] {
			common = commonPrefix(common, m)
		}
		base := text[:i]
		if len(match) == 1 || len(common) > len(tail) {
			return base + common, true
		}
		b.comp.base, b.comp.names, b.comp.i = base, match, 0
		b.comp.last = base + match[0]
		return b.comp.last, true
	}
	return text, false
}

// commonPrefix is what a and b start with alike, ignoring case (in a's
// spelling), in whole characters: compared byte by byte, two names that
// part inside an accented letter gave half of it.
func commonPrefix(a, b string) string {
	n, m := 0, 0 // bytes of a and of b read alike
	for n < len(a) && m < len(b) {
		ra, sa := utf8.DecodeRuneInString(a[n:])
		rb, sb := utf8.DecodeRuneInString(b[m:])
		if unicode.ToLower(ra) != unicode.ToLower(rb) {
			break
		}
		n, m = n+sa, m+sb
	}
	return a[:n]
}

// cellName writes a cell as the game reads it.
func (b *MapBoard[C, V]) cellName(c C) string {
	if n, ok := b.game.(CellNamer[C]); ok {
		return n.CellName(c)
	}
	col, row := b.proj.offset(c)
	cl, rl := b.colLabel(col), b.rowLabel(row)
	if b.proj.joined() && allDigits(cl) && allDigits(rl) && len(cl) == len(rl) {
		return cl + rl
	}
	return cl + "," + rl
}

// parseCell reads a cell as the game writes it, on the map.
func (b *MapBoard[C, V]) parseCell(text string) (C, bool) {
	var none C
	if n, ok := b.game.(CellNamer[C]); ok {
		return n.ParseCell(text)
	}
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(text), "[]()"))
	var cs, rs string
	loose := false // "3,12" may say "03,12"; run together, the labels must be exact
	if i := strings.IndexAny(t, ", "); i >= 0 {
		cs, rs, loose = strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+1:]), true
	} else if b.proj.joined() && allDigits(t) && len(t) >= 2 && len(t)%2 == 0 {
		cs, rs = t[:len(t)/2], t[len(t)/2:]
	} else {
		return none, false
	}
	c0, r0, cols, rows, _ := b.proj.extent(&b.view)
	col, ok1 := b.findLabel(cs, b.colLabel, c0, cols, loose)
	row, ok2 := b.findLabel(rs, b.rowLabel, r0, rows, loose)
	if !ok1 || !ok2 {
		return none, false
	}
	return b.proj.fromOffset(col, row), true
}

// findLabel is the column or row in [lo, lo+n) labelled s (as text, or,
// when loose, as the same number).
func (b *MapBoard[C, V]) findLabel(s string, label func(int) string, lo, n int, loose bool) (int, bool) {
	num, numErr := strconv.Atoi(s)
	if !loose {
		numErr = strconv.ErrSyntax
	}
	for i := lo; i < lo+n; i++ {
		l := label(i)
		if l == s {
			return i, true
		}
		if numErr == nil {
			if v, err := strconv.Atoi(l); err == nil && v == num {
				return i, true
			}
		}
	}
	return 0, false
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// openList opens the unit list on the unit inspected or in play.
func (b *MapBoard[C, V]) openList() {
	b.mode, b.sel = modeUnits, 0
	var at *C
	if b.inspect != nil {
		at = b.inspect
	} else if b.last.State != nil {
		if c, ok := b.game.Focus(b.last.State, b.last.Me, b.last.Hover); ok {
			at = &c
		}
	}
	for i, u := range b.units {
		if at != nil && u == *at {
			b.sel = i
			break
		}
	}
}

// selected is the unit under the list's cursor.
func (b *MapBoard[C, V]) selected() (C, bool) {
	var none C
	if b.sel < 0 || b.sel >= len(b.units) {
		return none, false
	}
	return b.units[b.sel], true
}

// moveSel steps the unit list's cursor, stopping at its ends as the menu
// and the action lists do (it went round).
func (b *MapBoard[C, V]) moveSel(d int) {
	if n := len(b.units); n > 0 {
		b.sel = min(max(b.sel+d, 0), n-1)
	}
}

// The footer's words in the unit list and on a unit's sheet.
var (
	keyUnitsChoose = key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑/↓", "choose"))
	keyUnitsOpen   = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "its sheet"))
	keyUnitsClose  = key.NewBinding(key.WithKeys("esc", "U"), key.WithHelp("esc", "the map"))
	keySheetScroll = key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑/↓", "scroll"))
	keySheetShow   = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "on the map"))
	keySheetBack   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "the list"))
)

// ListKeys implements ListBoard: the unit list's keys while it is open,
// and a unit sheet's.
func (b *MapBoard[C, V]) ListKeys() ([]key.Binding, bool) {
	switch b.mode {
	case modeUnits:
		return []key.Binding{keyUnitsChoose, keyUnitsOpen, keyUnitsClose}, true
	case modeSheet:
		return []key.Binding{keySheetScroll, keySheetShow, keySheetBack}, true
	}
	return nil, false
}

// listKey handles a key in the unit list or a unit's sheet: up and down
// choose (on a sheet they scroll it first), enter opens the sheet (and, on
// the sheet, shows the unit on the map), esc goes back a step, U closes.
func (b *MapBoard[C, V]) listKey(msg tea.KeyPressMsg) bool {
	switch {
	case key.Matches(msg, KeyUp) && b.scrollSheet(-1):
	case key.Matches(msg, KeyDown) && b.scrollSheet(1):
	case key.Matches(msg, KeyUp):
		was := b.sel
		if b.moveSel(-1); b.sel != was {
			b.sheet.top = math.MaxInt32 // the previous unit's sheet opens at its end (wholeSheet clamps)
		}
	case key.Matches(msg, KeyDown):
		was := b.sel
		if b.moveSel(1); b.sel != was {
			b.sheet.top = 0
		}
	case b.mode == modeUnits && key.Matches(msg, KeyListFirst, keyListLast):
		ListMove(msg, &b.sel, len(b.units)) // as every list: home and end did nothing here
		b.sel = max(0, b.sel)
	case key.Matches(msg, KeyEnter):
		if b.mode == modeSheet {
			if c, ok := b.selected(); ok {
				b.inspect, b.follow, b.held = &c, true, false
			}
			b.mode = modeMap
			return true
		}
		if _, ok := b.selected(); ok {
			b.mode, b.sheet.top = modeSheet, 0
		}
	case key.Matches(msg, KeyBack):
		if b.mode == modeSheet {
			b.mode = modeUnits
		} else {
			b.mode = modeMap
		}
	case key.Matches(msg, KeyUnitList):
		b.mode = modeMap
	default:
		return false
	}
	return true
}

// listClick selects the unit on list line y, or opens it when selected.
func (b *MapBoard[C, V]) listClick(x, y int) bool {
	// The list's own lines only: the footer under it and the sheet beside
	// it picked the unit of the row clicked (found by a play-tester).
	if y < 1 || y >= b.mapH || x >= b.mapW {
		return false
	}
	rows := b.unitRows(b.mapW)
	i, line := b.listFirst(rows), 1
	for i < len(rows) && line+len(rows[i]) <= y {
		line += len(rows[i])
		i++
	}
	if i >= len(b.units) {
		return false
	}
	if i == b.sel {
		b.mode, b.sheet.top = modeSheet, 0
	}
	b.sel = i
	return true
}

// scrollSheet scrolls a whole sheet shown one line down (d > 0) or up, and
// reports whether it could: not on another screen, nor past the sheet's
// end or top.
func (b *MapBoard[C, V]) scrollSheet(d int) bool {
	switch {
	case b.mode != modeSheet:
		return false
	case d < 0 && b.sheet.top > 0:
		b.sheet.top--
	case d > 0 && b.sheet.lines > b.sheet.rows && b.sheet.top < b.sheet.lines-(b.sheet.rows-1):
		b.sheet.top++
	default:
		return false
	}
	return true
}

// wholeSheet is the sheet of the unit at c across the board, w×rows: a
// WholeSheet game's whole record scrolled to fit, with a last line that
// says what is below and which keys scroll; else the game's Sheet.
func (b *MapBoard[C, V]) wholeSheet(f Frame, c C, w, rows int) []string {
	ws, ok := b.game.(WholeSheet[C])
	if !ok {
		b.sheet.lines, b.sheet.rows = 0, rows
		return b.game.Sheet(f.State, f.Me, c, f.Hover, w, rows)
	}
	body := ws.WholeSheet(f.State, f.Me, c, f.Hover, w, rows)
	b.sheet.lines, b.sheet.rows = len(body), rows
	if len(body) <= rows || rows < 2 {
		b.sheet.top, b.sheet.lines = 0, 0 // nothing to scroll
		return body
	}
	view := rows - 1
	b.sheet.top = min(max(b.sheet.top, 0), len(body)-view)
	out := append([]string(nil), body[b.sheet.top:b.sheet.top+view]...)
	hint := "↑/k scrolls back · ↓/j next unit"
	if below := len(body) - b.sheet.top - view; below > 0 {
		hint = fmt.Sprintf("↓ %s: ↓/j scrolls", engine.Count(below, "more line", "more lines"))
		if b.sheet.top > 0 {
			hint += ", ↑/k back"
		}
	}
	return append(out, b.theme.Render(render.Dim, Truncate(hint, w)))
}

// listFirst is the first unit the list shows (rows: unitRows at the
// list's width): the one shown before, moved
// only as far as the cursor's unit needs to be in sight, and no further up
// than leaves rows blank under the list's end. Centring on the cursor
// moved the list under a click, and a second click on the same line found
// another unit (found by a play-tester).
func (b *MapBoard[C, V]) listFirst(rows [][]string) int {
	room := max(1, b.mapH-1)
	if b.sel < 0 || b.sel >= len(rows) {
		b.unitTop = 0
		return 0
	}
	first := min(max(0, b.unitTop), b.sel)
	used := func() int { // the lines from first to the cursor's unit, its own included
		n := 0
		for _, r := range rows[first : b.sel+1] {
			n += len(r)
		}
		return n
	}
	for first < b.sel && used() > room {
		first++
	}
	below := 0
	for _, r := range rows[first:] {
		below += len(r)
	}
	for first > 0 && below+len(rows[first-1]) <= room {
		first--
		below += len(rows[first])
	}
	b.unitTop = first
	return first
}

// unitRows are the lines of each unit of the list at width w: its id in
// its side's colour, its cell and its name or summary, and, when the
// summary does not fit, one more line under it with the rest (at 80
// columns a ship's damage and "reduced" were cut off every line).
func (b *MapBoard[C, V]) unitRows(w int) [][]string {
	sum, hasSum := b.game.(UnitSummary[C])
	place := func(u C) string { return b.cellName(u) }
	if pl, ok := b.game.(UnitPlace[C]); ok && b.last.State != nil {
		place = func(u C) string { return b.cellName(pl.Place(b.last.State, b.last.Me, u)) }
	}
	cw := b.cellColumn()
	for _, u := range b.units {
		cw = max(cw, Width(place(u)))
	}
	out := make([][]string, len(b.units))
	for i, u := range b.units {
		id, color := b.proj.unit(&b.view, u)
		text := b.unitName(u)
		if hasSum && b.last.State != nil {
			if s := sum.Summary(b.last.State, b.last.Me, u); s != "" {
				text = s
			}
		}
		head := "  " + PadRight(b.theme.Side(color, id), 4)
		if i == b.sel {
			head = b.theme.Render(render.Selected, PadRight(b.theme.Glyph.Select+" "+id, 6))
		}
		head += " " + PadRight(place(u), cw) + " "
		indent := Width(head)
		if tw := w - indent; tw >= 12 && Width(text) > tw {
			lines := packParts(text, tw, maxUnitRows)
			out[i] = []string{head + lines[0]}
			for _, l := range lines[1:] {
				out[i] = append(out[i], Truncate(strings.Repeat(" ", indent)+l, w))
			}
			continue
		}
		out[i] = []string{Truncate(head+text, w)}
	}
	return out
}

// cellColumn is the least width of the unit list's cell column: on a
// bounded map the longest name of a corner cell, as long as any where the
// names grow with the labels (so that the column stays as units move; a
// unit's longer name widens it still); "12,34" on an unbounded one.
// It was 5 on every map, where Starmada's cells are 4 wide ("1502"): each
// line gave its summary a column less than it had.
func (b *MapBoard[C, V]) cellColumn() int {
	c0, r0, cols, rows, unbounded := b.proj.extent(&b.view)
	if unbounded || cols <= 0 || rows <= 0 {
		return 5
	}
	cw := 0
	for _, col := range []int{c0, c0 + cols - 1} {
		for _, row := range []int{r0, r0 + rows - 1} {
			cw = max(cw, Width(b.cellName(b.proj.fromOffset(col, row))))
		}
	}
	return cw
}

// maxUnitRows is the most lines a unit (or a hex's units) of the list
// takes; the last is cut with "…" when even they are too few.
const maxUnitRows = 4

// packParts breaks a summary into at most rows lines (none fewer than one)
// of at most w columns between its parts (" · "), so that "HP 33/35"
// stays on one line; a part longer than a line is wrapped. A line broken
// between parts ends with " ·", and only such a line keeps the 2 columns
// for it: the line that ends a unit is filled to w (every line stopped 2
// short, and a ship's summary that fit exactly wrapped its "MP" onto a
// line of its own). The units of a hex ("Bastion, Maw: Bastion … ; Maw
// …") each begin a line, which parts them, so no ";" ends a unit's line
// (it took a column more: "…shields 3, 5" / "MP;" above the flights).
// When the lines are more than rows, the last holds the rest, cut with
// "…" (units parted by "; " there, as they run on).
func packParts(text string, w, rows int) []string {
	var lines []string
	var starts []bool // whether each line begins a unit
	for _, u := range strings.Split(text, "; ") {
		for i, l := range packUnit(u, w) {
			lines = append(lines, l)
			starts = append(starts, i == 0)
		}
	}
	rows = max(rows, 1)
	if len(lines) <= rows {
		return lines
	}
	last := lines[rows-1]
	for i := rows; i < len(lines); i++ {
		sep := " "
		if starts[i] {
			sep = "; "
		}
		last += sep + lines[i]
	}
	return append(lines[:rows-1], Truncate(last, w))
}

// packUnit is packParts for one unit: its parts (" · ") packed into lines
// of at most w columns, a line broken between parts ending with " ·".
func packUnit(text string, w int) []string {
	var lines []string
	cur := ""
	parts := strings.Split(text, " · ")
	for i, part := range parts {
		room := w - 2 // a line that more parts follow may end with " ·"
		if i == len(parts)-1 {
			room = w // the unit's last line ends with nothing
		}
		switch {
		case i == 0:
			cur = part
		case Width(cur+" · "+part) <= room:
			cur += " · " + part
		default:
			lines = append(lines, cur+" ·")
			cur = part
		}
		if Width(cur) > room {
			// A part longer than a line: its lines but the last are w
			// wide, and the last, when more parts follow, leaves room
			// for the " ·".
			wrapped := Wrap(cur, w, 0)
			if tail := wrapped[len(wrapped)-1]; Width(tail) > room {
				wrapped = append(wrapped[:len(wrapped)-1], Wrap(tail, room, 0)...)
			}
			lines = append(lines, wrapped[:len(wrapped)-1]...)
			cur = wrapped[len(wrapped)-1]
		}
	}
	return append(lines, cur)
}

// unitLines draws the unit list: a title, then each unit's lines
// (unitRows) from listFirst's, as many as h rows hold.
func (b *MapBoard[C, V]) unitLines(w, h int) []string {
	if len(b.units) == 0 {
		return []string{b.theme.Render(render.Title, "Units") + b.theme.Render(render.Dim, " (0)"), b.theme.Render(render.Dim, "none on the map")}
	}
	rows := b.unitRows(w)
	first := b.listFirst(rows)
	var out []string
	last := first // one past the last unit drawn whole
	for i := first; i < len(rows) && len(out)+len(rows[i]) <= h-1; i++ {
		out = append(out, rows[i]...)
		last = i + 1
	}
	if len(out) == 0 && h > 1 {
		// Rows fewer than the cursor's unit's lines: what fits of it.
		out, last = rows[first][:min(len(rows[first]), h-1)], first+1
	}
	// The title says what is out of sight, as the action list's "↑ N
	// more" does: the list began at its ninth unit with nothing to say so.
	count := strconv.Itoa(len(b.units))
	if first > 0 {
		count += fmt.Sprintf(", %d above", first)
	}
	if below := len(rows) - last; below > 0 {
		count += fmt.Sprintf(", %d below", below)
	}
	title := b.theme.Render(render.Title, "Units") + b.theme.Render(render.Dim, " ("+count+")")
	return append([]string{title}, out...)
}
