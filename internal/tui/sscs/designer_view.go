package sscs

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// tabIntro says in a line what each step decides (Starship Design).
var tabIntro = [numTabs]string{
	"What the ship is called, and whether it is a fighter.",
	"Step 1: weapons. Each takes one point of damage to disable.",
	"Step 2: shields. They stop damage each turn, except from missiles, antimissiles and railguns.",
	"Step 3: hull and crew. The hull is worked out from the weapons and shields.",
	"Step 4: auxiliary systems, hangars and boarding troops.",
	"Step 5: armor, heavy and used up once hit.",
	"Step 6: the drive. The maneuver rating is the Drive; the engine grows with the ship.",
	"Step 7: evaluate the design against the limits of the rulebook.",
	"The damage order: within each category, hits go down the list.",
}

// View implements tui.Screen: the title, the tabs, the form beside the
// live totals and limits (or the explain view), and the status line.
func (d *Designer) View(w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	lines := []string{d.titleLine(w), d.tabLine(w)}
	foot := d.footLines(w)
	body := max(1, h-len(lines)-len(foot))
	if d.explain {
		lines = append(lines, d.explainLines(w, body)...)
	} else {
		rw := 32
		if w >= 120 {
			rw = 42
		}
		lw := max(20, w-rw-1)
		d.formW = lw
		left := tui.Column(d.formLines(lw, body), lw, body)
		right := tui.Column(d.totalLines(rw, body), rw, body)
		lines = append(lines, tui.Besides(left, right, d.st.Subtle.Render("│"))...)
	}
	lines = append(lines, foot...)
	return strings.Join(tui.Column(lines, w, h), "\n")
}

func (d *Designer) titleLine(w int) string {
	x := d.design()
	line := d.st.Title.Render(fmt.Sprintf("Ship designer · %s (%d of %d)", x.Name, d.cur+1, len(d.designs)))
	if d.dirty {
		line += d.st.Warn.Render(" · changed")
	}
	file := d.path
	if file == "" {
		file = "not saved yet"
	}
	return tui.Truncate(line+d.st.Subtle.Render(" · "+file), w)
}

func (d *Designer) tabLine(w int) string {
	var parts []string
	for i, n := range tabNames {
		if i == d.tab {
			parts = append(parts, d.st.Selected.Render("["+n+"]"))
		} else {
			parts = append(parts, d.st.Subtle.Render(" "+n+" "))
		}
	}
	return tui.Truncate(strings.Join(parts, ""), w)
}

// footLines are the file prompt, or the message and error of the last key.
func (d *Designer) footLines(w int) []string {
	var out []string
	if a := d.ask; a != nil && a.kind != askField {
		a.input.SetWidth(max(8, w-4))
		label := a.label
		if a.fresh {
			label += " (typing replaces the text; ← edits it)"
		}
		if a.yesNo() {
			// y or n, nothing to type: no empty field under it.
			for _, l := range tui.Wrap(label, w, 2) {
				out = append(out, d.st.Title.Render(l))
			}
			return out
		}
		for _, l := range tui.Wrap(label+":", w, 2) {
			out = append(out, d.st.Title.Render(l))
		}
		out = append(out, a.input.View())
		return out
	}
	if d.msg != "" {
		for _, l := range tui.Wrap(d.msg, w, 2) {
			out = append(out, d.st.OK.Render(l))
		}
	}
	if d.bad != "" {
		for _, l := range tui.Wrap(d.txt(d.bad), w, 2) {
			out = append(out, d.st.Err.Render(l))
		}
	}
	if len(out) == 0 {
		out = []string{""}
	}
	return out
}

// formLines are the current tab: its intro, the form or the list, the
// hint of the line under the cursor, and what the step works out.
func (d *Designer) formLines(w, h int) []string {
	out := tui.Wrap(d.st.Subtle.Render(tabIntro[d.tab]), w, 2)
	if d.err != nil {
		for _, l := range tui.Wrap(d.txt("Cannot be built: "+d.errText(d.err)), w, 2) {
			out = append(out, d.st.Err.Render(l))
		}
	}
	var rows formRows
	hint := ""
	switch {
	case d.tab == tabWeapons && d.entry < 0:
		rows = d.weaponRows(w)
		hint = "enter opens, a adds, x removes, K/J move in the damage order"
	case d.tab == tabAux && d.entry < 0:
		rows = d.auxRows(w)
		hint = "enter opens, a adds, x removes, K/J move in the damage order"
	case d.tab == tabEvaluate:
		rows = d.limitRows(w)
	case d.tab == tabOrder:
		rows = d.orderRows(w)
		hint = "K/J move the line under the cursor"
	default:
		rows, hint = d.fieldRows(w)
	}
	d.rowsFrom, d.rowOf = len(out), rows.of
	out = append(out, rows.lines...)
	if hint != "" {
		// Three lines at most (the steps below give up a row): at 80
		// columns the form is 47 wide, and two lines cut the Fighter
		// field's hint to "… without a hangar of…".
		hl := tui.Wrap(hint, w, 2)
		if len(hl) > 3 {
			hl = append(hl[:2], tui.Truncate(hl[2]+" "+strings.Join(hl[3:], " "), w))
		}
		for _, l := range hl {
			out = append(out, d.st.Subtle.Render(l))
		}
	}
	if room := h - len(out) - 1; room > 1 {
		steps := d.stepLines(w)
		if len(steps) > room {
			steps = append(steps[:room-1], d.st.Subtle.Render(tui.Truncate("… e explains every number", w)))
		}
		if len(steps) > 0 {
			out = append(out, "")
			out = append(out, steps...)
		}
	}
	return out
}

// formRows are the lines of a tab's form or list, each with the row of
// the cursor it draws (-1: a title or a detail), so that a click finds
// its row.
type formRows struct {
	lines []string
	of    []int
}

// row adds the line of row i.
func (f *formRows) row(i int, line string) {
	f.lines, f.of = append(f.lines, line), append(f.of, i)
}

// other adds a line that is no row.
func (f *formRows) other(line string) {
	f.lines, f.of = append(f.lines, line), append(f.of, -1)
}

// cursorRow draws a row, in reverse video under the cursor.
func (d *Designer) cursorRow(i int, text string, w int) string {
	if i == d.row {
		return d.st.Cursor.Render(tui.PadRight("> "+text, w))
	}
	return tui.Truncate("  "+text, w)
}

// fieldRows draws the form of the tab: label, value (or the field being
// typed), and the hint of the field under the cursor.
func (d *Designer) fieldRows(w int) (formRows, string) {
	fs := d.fieldsOf(d.design())
	var out formRows
	hint := ""
	title := ""
	if d.entry >= 0 {
		switch d.tab {
		case tabWeapons:
			title = fmt.Sprintf("Weapon %d of %d (esc: the list)", d.entry+1, len(d.design().Weapons))
		case tabAux:
			title = fmt.Sprintf("Auxiliary %d of %d (esc: the list)", d.entry+1, len(d.design().Aux))
		}
		out.other(d.st.Title.Render(tui.Truncate(title, w)))
	}
	for i, f := range fs {
		val := f.value
		if d.ask != nil && d.ask.kind == askField && i == d.row {
			// The input's view is its prompt, its width and one cell
			// for the cursor past the text: 16 + 2 + (w-19) + 1 = w.
			d.ask.input.SetWidth(max(4, w-19))
			out.row(i, tui.Truncate(fmt.Sprintf("  %-13s %s", f.label, d.ask.input.View()), w))
			hint = f.hint // what the field takes stays in sight while it is typed
			if d.ask.fresh {
				// First, so that the cut of a long hint at 80 columns
				// does not take it ("…unique in the file; typing").
				hint = "typing replaces the value, ← edits it; " + hint
			}
			continue
		}
		if f.set == nil && f.nudge == nil {
			val = d.st.Subtle.Render(val)
		}
		out.row(i, d.cursorRow(i, fmt.Sprintf("%-13s %s", f.label, val), w))
		if i == d.row {
			hint = f.hint
		}
	}
	return out, hint
}

// weaponRows list the weapons in damage order with their derived numbers:
// each name whole (up to half the column), and under an entry that
// carries magazine reloads (rules 9) a line with them, "reloads: 2", and
// what they cost and take of the storage.
func (d *Designer) weaponRows(w int) formRows {
	x := d.design()
	col := 12
	for _, wp := range x.Weapons {
		col = max(col, tui.Width(weaponTitle(wp)))
	}
	col = min(col, max(12, w/2))
	var out formRows
	for i, wp := range x.Weapons {
		line := tui.PadRight(tui.Truncate(weaponTitle(wp), col), col) + " " + weaponSummary(wp)
		var l design.WeaponLine
		derived := d.derived != nil && i < len(d.derived.Weapons)
		if derived {
			l = d.derived.Weapons[i]
			if l.Type == design.Missile {
				line += fmt.Sprintf(" · %d", l.Cost)
			} else {
				line += fmt.Sprintf(" · R%d $%d", l.Range, l.Qty*l.Cost)
			}
		}
		out.row(i, d.cursorRow(i, line, w))
		if wp.Reloads > 0 {
			r := reloadsWords(wp.Reloads)
			if derived && l.Reloads == wp.Reloads {
				r += fmt.Sprintf(" · $%d · %d slots of storage", l.ReloadsCost(), l.ReloadSlots)
			}
			out.other(d.st.Subtle.Render(tui.Truncate("    "+r, w)))
		}
	}
	out.row(len(x.Weapons), d.cursorRow(len(x.Weapons), d.st.OK.Render("+ add a weapon"), w))
	return out
}

// reloadsWords are an entry's magazine reloads as the design file writes
// them: "reloads: 2".
func reloadsWords(n int) string { return fmt.Sprintf("reloads: %d", n) }

// auxRows list the auxiliary systems in damage order.
func (d *Designer) auxRows(w int) formRows {
	x := d.design()
	var out formRows
	for i, a := range x.Aux {
		line := auxSummary(a)
		if a.Armor > 0 {
			line += fmt.Sprintf(" (armor %d)", a.Armor)
		}
		out.row(i, d.cursorRow(i, line, w))
	}
	out.row(len(x.Aux), d.cursorRow(len(x.Aux), d.st.OK.Render("+ add an auxiliary system"), w))
	if len(orderedAux(*x)) > len(x.Aux) {
		out.other(d.st.Subtle.Render(tui.Truncate("  the hull and crew go last (o places them)", w)))
	}
	return out
}

// orderRows are the damage order: the weapons, then the auxiliaries with
// the hull and the crew.
func (d *Designer) orderRows(w int) formRows {
	x := d.design()
	var out formRows
	out.other(d.st.Title.Render("Weapons (2–3 on the hit chart)"))
	for i, wp := range x.Weapons {
		line := fmt.Sprintf("%d %s", i+1, weaponTitle(wp))
		if wp.Reloads > 0 {
			line += " · " + reloadsWords(wp.Reloads)
		}
		out.row(i, d.cursorRow(i, line, w))
	}
	out.other(d.st.Title.Render("Auxiliary systems (4–6)"))
	for i, a := range orderedAux(*x) {
		out.row(len(x.Weapons)+i, d.cursorRow(len(x.Weapons)+i, fmt.Sprintf("%d %s", i+1, auxSummary(a)), w))
	}
	return out
}

// limitRows are the limits of Evaluate with both numbers and the section.
func (d *Designer) limitRows(w int) formRows {
	if d.derived == nil {
		return formRows{}
	}
	var out formRows
	for i, l := range d.derived.Limits {
		line := fmt.Sprintf("%s %s", limitMark(l), l.Rule)
		out.row(i, d.cursorRow(i, line, w))
		if i == d.row {
			for _, t := range tui.Wrap(d.txt(fmt.Sprintf("%s ≤ %s: %s — %s", l.Value, l.Max, l.Formula, l.Section)), w-4, 2) {
				out.other("    " + d.limitStyle(l, t))
			}
		}
	}
	return out
}

// limitMark says how a limit stands: ok, near (four fifths or more of it
// used), over, or a note that is shown and not enforced.
func limitMark(l design.Limit) string {
	switch {
	case !l.OK && l.Enforced:
		return "OVER"
	case !l.OK:
		return "note"
	case near(l):
		return "near"
	}
	return "ok  "
}

// near reports whether a limit is four fifths used or more.
func near(l design.Limit) bool {
	if l.Key == "crew" || l.Key == "range" {
		return false // a floor, not a ceiling: meeting it is fine
	}
	return l.Value.MulInt(5).Cmp(l.Max.MulInt(4)) >= 0 && l.Max.Cmp(design.I(0)) > 0
}

func (d *Designer) limitStyle(l design.Limit, s string) string {
	switch {
	case !l.OK && l.Enforced:
		return d.st.Err.Render(s)
	case !l.OK || near(l):
		return d.st.Warn.Render(s)
	}
	return s
}

// stepLines are the numbers the current tab works out (the explain steps
// whose keys belong to it), one a line: "Hull … 3".
func (d *Designer) stepLines(w int) []string {
	if d.derived == nil {
		return nil
	}
	var out []string
	for _, s := range d.derived.Explain {
		if !d.tabOwns(s.Key) {
			continue
		}
		val := fmt.Sprint(s.Value)
		if s.Round != "exact" {
			val += " (" + s.Exact.String() + " " + s.Round + ")"
		}
		what := s.What
		if i := strings.Index(what, ": "); i >= 0 && d.entry >= 0 {
			what = what[i+2:] // the entry open is named above
		}
		out = append(out, tui.Truncate(tui.PadRight(what, max(1, w-tui.Width(val)-1))+" "+val, w))
	}
	return out
}

// tabOwns reports whether an explain step belongs to the current tab (and
// to the entry open in it).
func (d *Designer) tabOwns(k string) bool {
	has := func(p string) bool { return strings.HasPrefix(k, p) }
	switch d.tab {
	case tabWeapons:
		if d.entry >= 0 {
			return has(fmt.Sprintf("weapons[%d].", d.entry))
		}
		return has("weapons[") && (strings.HasSuffix(k, ".cost") || strings.HasSuffix(k, ".total"))
	case tabShields:
		return has("shields.")
	case tabHull:
		return k == "hull" || has("crew")
	case tabAux:
		if d.entry >= 0 {
			return has(fmt.Sprintf("aux[%d].", d.entry))
		}
		return has("aux[") && strings.HasSuffix(k, ".size")
	case tabArmor:
		return k == "systems-weight" || has("armor.") || strings.HasSuffix(k, "].armor") || k == "subtotal"
	case tabDrive:
		return has("engine.") || k == "total-size" || k == "cost" || k == "mp" || k == "hit-points"
	case tabShip:
		return k == "cost" || k == "total-size" || k == "hit-points"
	}
	return false
}

// totalLines are the live totals and each enforced limit with both its
// numbers, marked as it is approached and when it is broken.
func (d *Designer) totalLines(w, h int) []string {
	x := d.design()
	out := []string{d.st.Title.Render(tui.Truncate(x.Name, w))}
	dv := d.derived
	if dv == nil {
		out = append(out, d.st.Err.Render("not buildable:"))
		for _, l := range tui.Wrap(d.txt(d.errText(d.err)), w, 2) {
			out = append(out, d.st.Err.Render(l))
		}
		return out
	}
	kv := func(a string, av int, b string, bv int) string {
		return tui.Truncate(fmt.Sprintf("%-8s%6d  %-8s%6d", a, av, b, bv), w)
	}
	out = append(out,
		kv("Cost", dv.Cost, "Size", dv.TotalSize),
		kv("Weapons", weaponsSize(dv), "Shields", dv.ShieldSize),
		kv("Hull", dv.Hull, "Crew", dv.Crew),
		kv("Aux", auxSize(dv), "Systems", dv.SystemsWeight),
		kv("Armor", dv.ArmorSize+dv.ComponentArmor, "Subtotal", dv.Subtotal),
		kv("Engine", dv.EngineSize, "Drive", dv.Drive),
		kv("MP", dv.MP, "HP", dv.HitPoints),
		"", d.st.Title.Render("Limits (Evaluate)"))
	for _, l := range dv.Limits {
		// The engine's own limit bites only the smallest designs, and the
		// totals above show the engine: it is listed when it is broken.
		if !l.Enforced && l.OK || l.Key == "engine" && l.OK {
			continue
		}
		out = append(out, d.limitStyle(l, tui.Truncate(limitMark(l)+" "+limitLine(l), w)))
	}
	if len(out) > h {
		return out[:h]
	}
	// The rows left hold, in this order, the legend of a note's * and the
	// explanations of the broken limits, each whole or not at all: at
	// 80×24 an explanation was cut after its first line, mid-sentence.
	room := h - len(out)
	notes := false
	var why [][]string
	rows := 0
	for _, l := range dv.Limits {
		if !l.Enforced && !l.OK {
			notes = true
		}
		if l.Enforced && !l.OK {
			// The section after a dash, not in parentheses: it opens with
			// the rulebook's own numbering, which read as a stray ")".
			text := fmt.Sprintf("%s: %s is over %s — %s", l.Rule, l.Value, l.Max, l.Section)
			if l.Key == "engine" {
				text = fmt.Sprintf("%s: maneuver %d × subtotal %d × 0.1 rounds down to an engine of size 0 — %s", l.Rule, dv.Design.Maneuver, dv.Subtotal, l.Section)
			}
			lines := tui.Wrap(d.txt(text), w, 2)
			why = append(why, lines)
			rows += 1 + len(lines)
		}
	}
	if notes {
		if legend := tui.Wrap(noteLegend, w, 2); len(legend) <= room {
			out = append(out, styled(d.st.Subtle.Render, legend)...)
			room -= len(legend)
		}
	}
	switch {
	case len(why) == 0:
	case rows-1 <= room:
		// The blank row above the first goes first when rows are short.
		for i, lines := range why {
			if i > 0 || rows <= room {
				out = append(out, "")
			}
			out = append(out, styled(d.st.Err.Render, lines)...)
		}
	default:
		where := tui.Wrap(d.txt(overWhere), w, 2)
		if len(where) < room {
			out = append(out, "")
		}
		if len(where) <= room {
			out = append(out, styled(d.st.Err.Render, where)...)
		}
	}
	return out
}

// noteLegend says what the * of a limit's short name marks: the weapon
// notes' version of a limit, which the totals show when it is broken.
const noteLegend = "* weapon notes, not enforced"

// overWhere stands for the explanations of the broken limits where the
// totals have no room for them whole.
const overWhere = "Why it is over: 7 Evaluate."

// weaponsSize and auxSize are the parts of the systems weight the
// construction rules sum besides the shields and the hull (weapons and
// missiles; auxiliaries), so that the panel's four lines add up to it. The
// hull is one of the design's auxiliary lines (its place in the damage
// order), which auxSize leaves to the Hull line: it counted it twice.
func weaponsSize(dv *design.Derived) int {
	n := 0
	for _, w := range dv.Weapons {
		n += w.Qty * w.Size
	}
	return n
}

func auxSize(dv *design.Derived) int {
	n := 0
	for _, a := range dv.Aux {
		if a.Kind != design.HullAux {
			n += a.Size
		}
	}
	return n
}

// limitLine is a limit with both its numbers, in a few words: "energy
// 6/7" (value and maximum), "crew 9, min 9" (the crew against its minimum).
func limitLine(l design.Limit) string {
	switch l.Key {
	case "crew":
		return fmt.Sprintf("crew %s, min %s", l.Max, l.Value)
	case "range":
		return fmt.Sprintf("Range %s, min 1", l.Max)
	case "engine":
		return fmt.Sprintf("engine %s, min 1", l.Max)
	}
	return fmt.Sprintf("%-9s %s/%s", limitShort(l.Key), l.Value, l.Max)
}

// limitShort names a limit in a word or two for the totals.
func limitShort(k string) string {
	switch k {
	case "missile-size":
		return "missile"
	case "missile-size-note":
		return "missile*"
	case "recoil":
		return "recoil"
	case "recoil-note":
		return "recoil*"
	case "missile-drive":
		return "msl drive"
	}
	return k
}

// explainStart is the first explain line of the current tab.
func (d *Designer) explainStart() int {
	_, starts := d.explainAll(d.w)
	if d.derived == nil {
		return 0
	}
	for i, s := range d.derived.Explain {
		if d.tabOwns(s.Key) {
			return starts[i]
		}
	}
	return 0
}

// explainLines are every computed number of the design, two lines each:
// what it is and its value (with its rounding), then its formula and its
// exact value; then every limit.
func (d *Designer) explainLines(w, h int) []string {
	if d.derived == nil {
		return tui.Wrap(d.txt(d.errText(d.err)), w, 2)
	}
	all, _ := d.explainAll(w)
	d.exTop = min(d.exTop, max(0, len(all)-h+1))
	head := d.st.Subtle.Render(tui.Truncate(fmt.Sprintf("Explain: every number of the %s (↑/↓ pgup/pgdn scroll, e or esc closes)", d.design().Name), w))
	end := min(len(all), d.exTop+h-1)
	return append([]string{head}, all[d.exTop:end]...)
}

// explainAll are the explain view's lines at width w, and the line each
// step starts on.
func (d *Designer) explainAll(w int) ([]string, []int) {
	if d.derived == nil {
		return nil, nil
	}
	var all []string
	starts := make([]int, len(d.derived.Explain))
	for i, s := range d.derived.Explain {
		starts[i] = len(all)
		val := fmt.Sprintf("= %d", s.Value)
		if s.Round != "exact" {
			val += " (" + s.Round + ")"
		}
		head := tui.PadRight(s.What, max(1, w-tui.Width(val)-1)) + " " + val
		all = append(all, tui.Truncate(d.st.Selected.Render(head), w))
		for _, l := range tui.Wrap(d.txt("  "+s.Formula+" = "+s.Exact.String()), w, 4) {
			all = append(all, d.st.Subtle.Render(l))
		}
	}
	all = append(all, d.st.Title.Render("Limits"))
	for _, l := range d.derived.Limits {
		for _, t := range tui.Wrap(d.txt(limitMark(l)+" "+l.String()), w, 5) {
			all = append(all, d.limitStyle(l, t))
		}
	}
	return all, starts
}
