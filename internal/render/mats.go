package render

import (
	"strconv"
	"strings"
)

// Track is one system of a Stellar Armada mat: the marker's place on its
// track of boxes.
type Track struct {
	Name      string // label; empty for the system's usual name
	Value     int    // where the marker stands
	Max       int    // number of boxes
	Destroyed bool   // the marker is off the mat
}

// MatView is what the mat renderer needs to know about one ship. The TUI
// fills it from the game state; render never sees the game itself.
type MatView struct {
	Name   string // ship or side name, shown in the title
	Color  string // side colour name (see SideColors)
	Active bool   // this ship's player is acting now

	Reactor, Shields, Engines, Repair, Masers, Armor, Launchers Track
	Ammo, AmmoMax                                               int

	AP, APMax int // action points left this turn and the most there can be
	// EngineDie is the deluxe edition's die beside the engines: how many
	// engines were fired this turn; 0 means no die.
	EngineDie int
	// Boost is the engine boost in force against this ship now: the
	// opponent needs 2+Boost to hit it.
	Boost int
	// AutoBoost says that Boost is an automatic boost (Stellar Armada's
	// second player on the first turn): no die, the words say it.
	AutoBoost bool

	ShotsMissile, ShotsMaser int // fired this turn
	// ShotsMissileMax and ShotsMaserMax are the most that may be fired in
	// this turn (the rules say 2 and 3 at most, fewer with damaged
	// launchers or masers; the game supplies them, render does not know
	// rules). 0 reads "0/0": nothing may be fired.
	ShotsMissileMax, ShotsMaserMax int
	Repairs, RepairsMax            int // repairs made this turn and allowed
	// ReactorHitThisTurn is the damage the reactor took this turn, and
	// ReactorCapThisTurn the most it may take (two per destroyed side); a cap
	// of 0 means the reactor is still covered by its systems.
	ReactorHitThisTurn, ReactorCapThisTurn int

	// Idle is what the row of this turn's shots says while the ship does
	// not act ("" for "Waiting for its turn"): before the first turn, or
	// once the game is over.
	Idle string

	// Selected is the system under the cursor: "reactor", "shields",
	// "engines", "repair", "masers", "armor", "launchers" or "ammo"
	// (case does not matter); "" for none.
	Selected string
}

// MatMinWidth is the narrowest a mat is drawn; two fit side by side in 80
// columns with one space between.
const MatMinWidth = 39

// matWideWidth is the width from which a mat draws its shields as a box
// around the other systems. The boxed layout has one row fewer below the
// systems, so it joins "To hit this ship" and the reactor's line, the
// longest pair being "To hit this ship: 5+ (auto boost)" (33 cells) and
// "Reactor covered by its systems" (30): 33+3+30 inside "│ " and "│".
const matWideWidth = 69

// matMaxWidth caps a mat so that wide terminals do not stretch it thin.
const matMaxWidth = 72

// MatHeight is the number of lines Mats draws per mat.
const MatHeight = 14

// Mats draws the two ships' mats side by side when width allows (two mats
// of at least MatMinWidth and a space), else one above the other. Each line
// is exactly as wide as the widest mat line; side by side the result is
// MatHeight lines high, stacked twice that.
//
// Each mat is a box titled with the ship's name in its side colour (with the
// Active glyph while its player acts). Inside, the systems sit where they sit
// on the printed mat: shields first (around everything; from matWideWidth
// columns a box around the other systems), masers above the reactor, the
// missile system (armor and launchers) to its left, the engines (with the
// deluxe edition's die) to its right and repair below; then ammunition,
// action points, this turn's shots and repairs, the number an attacker needs
// and how much more damage the reactor can take this turn.
func Mats(a, b MatView, width int, t *Theme) string {
	w := (width - 1) / 2
	side := w >= MatMinWidth
	if !side {
		w = width
	}
	w = max(MatMinWidth, min(w, matMaxWidth))
	la := matLines(a, w, t)
	lb := matLines(b, w, t)
	var sb strings.Builder
	sb.Grow(len(la) * w * 8)
	if side {
		for i := range la {
			if i > 0 {
				sb.WriteByte('\n')
			}
			la[i].render(t, &sb)
			sb.WriteByte(' ')
			lb[i].render(t, &sb)
		}
		return sb.String()
	}
	for i, l := range append(la, lb...) {
		if i > 0 {
			sb.WriteByte('\n')
		}
		l.render(t, &sb)
	}
	return sb.String()
}

// Mat draws one ship's mat, w columns wide (at least MatMinWidth).
func Mat(m MatView, w int, t *Theme) string {
	w = max(MatMinWidth, w)
	var sb strings.Builder
	for i, l := range matLines(m, w, t) {
		if i > 0 {
			sb.WriteByte('\n')
		}
		l.render(t, &sb)
	}
	return sb.String()
}

// systemPaint is the marker colour of each system in the deluxe edition.
func (t *Theme) systemPaint(system string) paint {
	c := ""
	switch system {
	case "reactor":
		c = "pink"
	case "masers", "armor", "launchers", "ammo":
		c = "red"
	case "engines":
		c = "blue"
	case "repair":
		c = "green"
	case "shields":
		c = "yellow"
	}
	return paint{fg: t.inkFor(c)}
}

// label is a system's name, marked when it is selected.
func (m *MatView) label(t *Theme, key string, tr Track, fallback string) row {
	name := tr.Name
	if name == "" {
		name = fallback
	}
	var r row
	if strings.EqualFold(m.Selected, key) {
		r.plain(t.Glyph.Select)
		r.add(t.roles[Selected], name)
	} else {
		r.add(t.roles[Title], name)
	}
	return r
}

// boxes draws a track in at most room cells: value filled boxes then
// empty ones, and "v/max"; "v/max" alone when the boxes do not fit (a
// scenario may give a track up to 99 points).
func boxes(t *Theme, key string, v, maxV int, destroyed bool, room int) row {
	var r row
	if destroyed {
		r.add(t.roles[Bad], "destroyed")
		return r
	}
	v = max(0, min(v, maxV))
	nums := strconv.Itoa(v) + "/" + strconv.Itoa(maxV)
	if maxV == 0 || maxV+1+len(nums) > room {
		r.add(t.systemPaint(key), nums)
		return r
	}
	if v > 0 {
		r.add(t.systemPaint(key), strings.Repeat(t.Glyph.On, v))
	}
	if maxV > v {
		r.add(t.roles[Dim], strings.Repeat(t.Glyph.Off, maxV-v))
	}
	r.plain(" " + nums)
	return r
}

// inline is "Label ●●○ 2/3" on one row of room cells.
func (m *MatView) inline(t *Theme, key string, tr Track, fallback string, room int) row {
	r := m.label(t, key, tr, fallback)
	r.plain(" ")
	r.cat(boxes(t, key, tr.Value, tr.Max, tr.Destroyed, room-r.w))
	return r
}

// centredMarked centres a system's row in w cells as if the selection
// mark before its name were not there, so that the name and its track
// stay put when the cursor's action aims at the system: "▸Masers" moved a
// cell right of "Masers" (the row one cell longer, centred again), and
// "▸Shields" did not, by the parity of the widths.
func (m *MatView) centredMarked(key string, r row, w int) row {
	lead := 0
	if strings.EqualFold(m.Selected, key) {
		lead = 1
	}
	var out row
	out.pad(max(0, (w-(r.w-lead))/2-lead))
	out.cat(r)
	out.padTo(w)
	return out
}

func (m *MatView) track(t *Theme, key string, tr Track, room int) row {
	return boxes(t, key, tr.Value, tr.Max, tr.Destroyed, room)
}

// count is "label v/of".
func count(label string, v, of int) string {
	return label + " " + strconv.Itoa(v) + "/" + strconv.Itoa(of)
}

// clip cuts r to at most w cells, so that no value a scenario allows can
// push a mat's right border out of line.
func (r row) clip(w int) row {
	if r.w <= w {
		return r
	}
	var out row
	for _, sp := range r.spans {
		if out.w+sp.w > w {
			out.add(sp.p, fit(sp.s, w-out.w))
			break
		}
		out.add(sp.p, sp.s)
	}
	return out
}

// matLines lays out one mat as exactly MatHeight rows of exactly w cells:
// the top border with the title, the shields around the systems, the rows
// below the systems, the bottom border.
func matLines(m MatView, w int, t *Theme) []row {
	wide := w >= matWideWidth
	iw := w - 2 // inside the outer box
	border := t.roles[Dim]
	if m.Active {
		border = t.sidePaint(m.Color, false)
	}
	g := &t.Glyph

	// The body is drawn cw cells wide; frame adds what surrounds it.
	cw := iw - 2
	if wide {
		cw = iw - 6 // outer pad, inner box sides, inner pad
	}
	body := m.systemRows(t, cw)
	ammo := m.ammoRow(t, iw)
	ap, fired := m.turnRows(t, iw)
	hit := m.toHitRow(t)
	reactor := m.reactorRow(t)

	var lines []row
	lines = append(lines, m.topBorder(t, w, iw, border))

	framed := func(r row) row {
		var out row
		out.add(border, g.V).plain(" ")
		out.cat(r.clip(w - 3)).padTo(w - 1)
		out.add(border, g.V)
		return out
	}
	if wide {
		sh := t.roles[Dim]
		var itop row
		itop.add(sh, g.TL+g.H)
		if !strings.EqualFold(m.Selected, "shields") {
			itop.plain(" ") // else the mark stands there, the name in place
		}
		itop.cat(m.inline(t, "shields", m.Shields, "Shields", cw-2)).plain(" ")
		itop.add(sh, strings.Repeat(g.H, max(0, cw+3-itop.w))+g.TR)
		lines = append(lines, framed(itop))
		for _, b := range body {
			var r row
			r.add(sh, g.V).plain(" ").cat(b).plain(" ").add(sh, g.V)
			lines = append(lines, framed(r))
		}
		var ibot row
		ibot.add(sh, g.BL+strings.Repeat(g.H, cw+2)+g.BR)
		lines = append(lines, framed(ibot))
		hit.plain("   ").cat(reactor)
		for _, r := range []row{ammo, ap, fired, hit} {
			lines = append(lines, framed(r))
		}
	} else {
		lines = append(lines, framed(m.centredMarked("shields", m.inline(t, "shields", m.Shields, "Shields", cw), cw)))
		for _, b := range body {
			lines = append(lines, framed(b))
		}
		for _, r := range []row{ammo, ap, fired, hit, reactor} {
			lines = append(lines, framed(r))
		}
	}
	var bot row
	bot.add(border, g.BL+strings.Repeat(g.H, w-2)+g.BR)
	lines = append(lines, bot)
	return lines
}

// systemRows are the systems inside the shields, cw cells wide, where the
// printed mat has them: masers above the reactor, armor and launchers to
// its left, the engines (with the deluxe edition's die) to its right,
// repair below.
func (m *MatView) systemRows(t *Theme, cw int) []row {
	colW := (cw - 2) / 3
	widths := [3]int{colW, cw - 2*colW - 2, colW}

	var body []row
	centre := func(key string, r row) { body = append(body, m.centredMarked(key, r, cw)) }
	cols := func(a, b, c row) { body = append(body, threeColumns(1, widths, a, b, c)) }

	centre("masers", m.inline(t, "masers", m.Masers, "Masers", cw))
	engines := m.label(t, "engines", m.Engines, "Engines")
	if m.EngineDie > 0 {
		engines.plain(" ")
		engines.add(t.systemPaint("engines"), dieGlyph(t, 6, m.EngineDie))
	}
	// Labels on one row and their tracks on the next, so that no track
	// reads as belonging to the label beside it.
	cols(m.label(t, "armor", m.Armor, "Armor"), m.label(t, "reactor", m.Reactor, "Reactor"), engines)
	cols(m.track(t, "armor", m.Armor, widths[0]), m.track(t, "reactor", m.Reactor, widths[1]), m.track(t, "engines", m.Engines, widths[2]))
	cols(m.label(t, "launchers", m.Launchers, "Launchers"), row{}, row{})
	cols(m.track(t, "launchers", m.Launchers, widths[0]), row{}, row{})
	centre("repair", m.inline(t, "repair", m.Repair, "Repair", cw))
	return body
}

// ammoRow is the ammunition's track, its name marked when selected.
func (m *MatView) ammoRow(t *Theme, iw int) row {
	var ammo row
	if strings.EqualFold(m.Selected, "ammo") {
		ammo.plain(t.Glyph.Select).add(t.roles[Selected], "Ammo")
	} else {
		ammo.add(t.roles[Title], "Ammo")
	}
	// The rows below the systems have iw-2 cells between "│ " and "│".
	ammo.plain(" ")
	ammo.cat(boxes(t, "ammo", m.Ammo, m.AmmoMax, false, iw-2-ammo.w))
	return ammo
}

// turnRows are the action points with this turn's repairs, and this
// turn's shots; the ship that waits has its idle words for the shots.
func (m *MatView) turnRows(t *Theme, iw int) (ap, fired row) {
	ap.add(t.roles[Title], "AP").plain(" ")
	ap.cat(boxes(t, "", m.AP, m.APMax, false, iw-2-ap.w-len("   Repairs 00/00")))
	if m.Active {
		ap.plain("   " + count("Repairs", m.Repairs, m.RepairsMax))
		fired.plain("Fired: " + count("missiles", m.ShotsMissile, m.ShotsMissileMax) +
			"  " + count("masers", m.ShotsMaser, m.ShotsMaserMax))
	} else {
		// This turn's counters mean nothing on the ship that waits.
		idle := m.Idle
		if idle == "" {
			idle = "Waiting for its turn"
		}
		fired.add(t.roles[Dim], idle)
	}
	return ap, fired
}

// toHitRow is the number an attacker needs against this ship, with the
// engine boost counted.
func (m *MatView) toHitRow(t *Theme) row {
	var hit row
	hit.plain("To hit this ship: ")
	need := 2 + max(0, m.Boost)
	hp := t.roles[Plain]
	if m.Boost > 0 {
		hp = t.roles[Good]
	}
	if need > 6 {
		hit.add(hp, "cannot be hit")
	} else {
		hit.add(hp, strconv.Itoa(need)+"+")
	}
	if m.AutoBoost {
		hit.add(t.roles[Dim], " (auto boost)")
	}
	return hit
}

// reactorRow is how much more damage the reactor can take this turn, or
// that its systems still cover it.
func (m *MatView) reactorRow(t *Theme) row {
	var reactor row
	if m.Active && m.ReactorCapThisTurn > 0 {
		// On its own turn the ship takes no fire: say what the enemy can do next.
		reactor.add(t.roles[Warn], "Reactor exposed: "+strconv.Itoa(m.ReactorCapThisTurn)+" a turn")
	} else if m.ReactorCapThisTurn > 0 {
		p := t.roles[Warn]
		if m.ReactorHitThisTurn >= m.ReactorCapThisTurn {
			p = t.roles[Dim]
		}
		reactor.add(p, count("Reactor hits this turn", m.ReactorHitThisTurn, m.ReactorCapThisTurn))
	} else {
		reactor.add(t.roles[Dim], "Reactor covered by its systems")
	}
	return reactor
}

// topBorder is the mat's top border, w cells, with the ship's name in its
// side colour (behind the Active glyph while its player acts).
func (m *MatView) topBorder(t *Theme, w, iw int, border paint) row {
	g := &t.Glyph
	var top row
	top.add(border, g.TL+g.H).plain(" ")
	var title row
	if m.Active {
		title.add(t.sidePaint(m.Color, false), g.Active).plain(" ")
	}
	title.add(t.sidePaint(m.Color, false), fit(m.Name, iw-4-title.w))
	top.cat(title).plain(" ")
	top.add(border, strings.Repeat(g.H, max(0, w-1-top.w))+g.TR)
	return top
}
