package silentdeath

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/tui"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/render"
)

// sdLines collects a sheet's lines, wrapped to its width (a number is
// never cut: a line too long goes on, indented, on the next) and cut to
// its height.
type sdLines struct {
	w, rows int
	out     []string
	// dropped counts the lines that found no room, so that a display cut
	// short can say so (markCut) rather than end as if it were whole;
	// hoverFrom is where the explanation of the action under the cursor
	// begins (addHover), 0 when there is none.
	dropped, hoverFrom int
}

func (l *sdLines) add(s string) bool {
	styled := strings.Contains(s, "\x1b[")
	for _, piece := range tui.Wrap(s, l.w, 2) {
		if len(l.out) >= l.rows {
			l.dropped++
			return false
		}
		if styled {
			// A style split by the wrap must not run into the next cells.
			piece += "\x1b[0m"
		}
		l.out = append(l.out, tui.Truncate(piece, l.w))
	}
	return true
}

func sdOffset(h hex.Hex) string { return sd.HexLabel(h) }

func (g *sdGame) Sheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) []string {
	if l := g.sheetLines(st, me, h, hover, w, rows); l != nil {
		return l.out
	}
	return nil
}

// WholeSheet implements tui.WholeSheet: the unit list's sheet (U, enter)
// as Sheet lays it out for the board where it fits, else every line of
// it, which the board scrolls; it was cut with "… 4 more lines (a taller
// terminal shows them)".
func (g *sdGame) WholeSheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) []string {
	l := g.sheetLines(st, me, h, hover, w, rows)
	if l == nil {
		return nil
	}
	if l.dropped > 0 {
		l = g.sheetLines(st, me, h, hover, w, 1<<10)
	}
	return l.out
}

// sheetLines are Sheet's lines, cut to rows, and what was cut.
func (g *sdGame) sheetLines(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) *sdLines {
	s := sdState(st)
	if s == nil {
		return nil
	}
	l := &sdLines{w: w, rows: rows}
	if fc, ok := s.Flight(); ok && fc.Pos == h {
		g.flightSheet(l, s, me, fc, hover)
	}
	for _, c := range s.Crafts() {
		if c.InPlay && c.Hex == h {
			g.craftSheet(l, s, me, c, sdCrewNos(st, c.Index), hover)
		}
	}
	for _, t := range s.Torps() {
		if t.Hex == h {
			g.torpSheet(l, s, me, t)
		}
	}
	for _, x := range s.Sats() {
		if x.Hex == h && !x.Dead {
			g.satSheet(l, s, x)
		}
	}
	if p, ok := s.Pod(); ok && p == h {
		l.add(g.theme.Render(render.Title, "Life pod") + " at " + sdOffset(h))
		l.add(sdPodText(s))
	}
	if len(l.out) == 0 {
		t := "Empty space"
		for _, a := range s.Asteroids() {
			if a == h {
				t = "Asteroid: blocks fire"
				if d, ok := s.Drift(); ok {
					t += "; drifts " + d.String() + " at each turn's end"
				}
			}
		}
		if s.Mined(h) {
			t += " in the minefield (11.2)"
		}
		l.add(g.theme.Render(render.Dim, t))
		for _, line := range sdAreaLines(s, h) {
			l.add(g.theme.Render(render.Dim, line))
		}
	}
	return l
}

// sdAreaLines place an empty hex: its map area, the letter (a section's
// number on 11.6's long map) by which the briefings say where a side sets
// up, the minefield lies and 11.2's torps are launched, then which sides
// set up in that area (their craft's starting hexes) and what the
// scenario does there. The letter alone ("at [25,13] I") said nothing to
// a player (found in the play-test).
func sdAreaLines(s *sd.State, h hex.Hex) []string {
	b := s.Board()
	areas := b.Areas(h)
	word := "Area"
	if b.Layout == sd.LayoutLong {
		word = "section"
	}
	at := "at " + sdOffset(h)
	switch len(areas) {
	case 0:
		return []string{at}
	case 1:
		at += " in " + word + " " + areas[0]
	default:
		at += " in " + word + "s " + engine.List(areas...)
	}
	out := []string{at}
	sc := s.Scenario()
	if sc == nil {
		return out
	}
	f := sc.File()
	for _, a := range areas {
		var who []string
		for p, side := range f.Sides {
			for _, c := range side.Craft {
				if b.InArea(hex.FromOffset(c.Hex[0], c.Hex[1]), a) {
					who = append(who, s.Name(engine.Player(p)))
					break
				}
			}
		}
		if len(who) > 0 {
			out = append(out, engine.List(who...)+" set up in "+word+" "+a)
		}
	}
	if o := f.Rules.Offboard; o != nil && b.InArea(h, o.Area) {
		mark := o.Mark
		if m, err := sd.ParseMark(o.Mark); err == nil {
			mark = m.String()
		}
		out = append(out, engine.Agree(s.Name(engine.Player(o.Side)), "launches")+" "+mark+"s at the tender from "+word+" "+o.Area+" (11.2)")
	}
	return out
}

// sdPodText says who recovers 11.1's life pod and how: the scenario's
// carrier (a Pharsii II; any craft in 11.7's campaign), and that the other
// side may neither fire at it nor end a move in its hex.
func sdPodText(s *sd.State) string {
	sc := s.Scenario()
	if sc == nil || sc.File().Rules.Pod == nil {
		return "Recover it by stopping in its hex and staying a turn."
	}
	pod := sc.File().Rules.Pod
	who := "any craft"
	if t, ok := sd.CraftByKey(pod.Carrier); ok && pod.Carrier != sd.PodAnyCarrier {
		who = "a " + t.Name
	}
	side := s.Name(engine.Player(pod.Side))
	return side + " recovers it with " + who + ": stop in its hex and stay there a whole turn (turning in the hex keeps it there; DV at most 5 meanwhile). The other side may not fire at it nor end a move in its hex."
}

// box is one box of a damage track as the sheet draws it: the display's
// symbol, and a filled mark once the box is marked. A marked box says so
// in its glyphs, not in its colour alone: a w, t or ✳ box drawn red but
// otherwise as before read as unmarked without colour (NO_COLOR). With
// --ascii a marked box is drawn as the screen's ASCII fold writes the
// Unicode one ("#16", "%2", "#w"), so that the legend, written once and
// folded, names what is drawn.
func (g *sdGame) box(b sd.BoxView) string {
	ascii := g.theme.ASCII()
	sym := b.Symbol(ascii)
	if b.Kind == sd.BoxPlain {
		sym = plainBox
		if ascii {
			sym = plainBoxASCII
		}
	}
	if !b.Marked {
		if b.Kind == sd.BoxPlain {
			return g.theme.Render(render.Dim, sym)
		}
		return sym
	}
	filled := "■"
	if ascii {
		filled = "#"
	}
	switch b.Kind {
	case sd.BoxPlain:
		sym = filled
	case sd.BoxDrive:
		sym = filled + strconv.Itoa(b.Value)
	case sd.BoxDR:
		sym = "◆" + strconv.Itoa(b.Value)
		if ascii {
			sym = "%" + strconv.Itoa(b.Value)
		}
	default:
		sym = filled + sym
	}
	return g.theme.Render(render.Bad, sym)
}

// craftSheet is craft c's display; nos are its crew's roster numbers in a
// campaign battle (sdCrewNos), by seat.
func (g *sdGame) craftSheet(l *sdLines, s *sd.State, me engine.Player, c sd.CraftView, nos []string, hover engine.Intent) {
	// The display in full when it fits, else with the crew on fewer lines.
	full := &sdLines{w: l.w, rows: 1 << 10}
	g.craftLines(full, s, c, nos, true, false)
	compact := len(l.out)+len(full.out) > l.rows
	// Still too long (a gunboat's at 80×24, its seven mounts under five
	// rows of track): two mounts a line where the panel is wide enough,
	// as the whole screen's display (U, enter) is. Before, its gunners'
	// last weapons were cut off, at 80×24 on no screen at all.
	pair := false
	if compact {
		short := &sdLines{w: l.w, rows: 1 << 10}
		g.craftLines(short, s, c, nos, false, false)
		pair = len(l.out)+len(short.out)+hoverRoom(s, c, hover) > l.rows && g.mountsPair(s, c, l.w)
	}
	start := len(l.out)
	g.craftLines(l, s, c, nos, !compact, pair)
	// In the Movement Phase, where room is left, the torps still to fly
	// (the flight's panel, which heads the sheet, counts them itself).
	if _, flying := s.Flight(); !flying {
		if n := sdToFly(s, me, sd.Target{}, ""); n != "" {
			l.add(g.theme.Render(render.Dim, n+", each after its target's move"))
		}
	}
	g.hoverLines(l, s, c, hover)
	g.markCut(l, start)
}

// hoverRoom is a rough count of the lines the explanation of hover takes
// under craft c's display (hoverLines words it in full): two when it is
// the craft's own action, else none.
func hoverRoom(s *sd.State, c sd.CraftView, hover engine.Intent) int {
	if i, ok := sdCraft(s, hover); ok && i == c.Index {
		return 2
	}
	return 0
}

// mountsPair reports whether two of craft c's mount lines fit side by
// side in width w.
func (g *sdGame) mountsPair(s *sd.State, c sd.CraftView, w int) bool {
	widest := 0
	for _, m := range c.Mounts {
		if !m.Deleted {
			widest = max(widest, ansi.StringWidth(g.mountLine(s, c, m)))
		}
	}
	return 2*widest+3 <= w
}

// markCut ends a display that lost lines for want of room (l.dropped, or
// lines given up to the explanation) with a line that says how many and
// where the whole display is: the unit list's (U, enter), which scrolls
// (tui.WholeSheet).
func (g *sdGame) markCut(l *sdLines, start int) {
	if l.dropped == 0 || len(l.out) <= start {
		return
	}
	// The last line of the display, above any explanation, makes room.
	at := len(l.out) - 1
	if l.hoverFrom > start {
		at = l.hoverFrom - 1
	}
	l.out[at] = g.theme.Render(render.Dim, tui.Truncate("… "+strconv.Itoa(l.dropped+1)+" more lines: U, enter", l.w))
}

// craftLines is craft c's display: where it stands, its numbers and state,
// its crew (each on lines of their own when full), its damage track, its
// mounts and its torps.
func (g *sdGame) craftLines(l *sdLines, s *sd.State, c sd.CraftView, nos []string, full, pair bool) {
	if pair {
		// The head, the numbers and the crew, two lines a line too where
		// they fit.
		top := &sdLines{w: l.w, rows: 1 << 10}
		g.craftHead(top, s, c)
		g.craftState(top, s, c)
		g.crewLines(top, c, nos, full, s.FirstGame())
		lines := top.out
		if paired := pairLines(lines); fitsIn(paired, l.w) {
			lines = paired
		}
		for _, t := range lines {
			l.add(t)
		}
	} else {
		g.craftHead(l, s, c)
		g.craftState(l, s, c)
		g.crewLines(l, c, nos, full, s.FirstGame())
	}
	for _, row := range c.Track {
		parts := make([]string, len(row))
		for j, b := range row {
			parts[j] = g.box(b)
		}
		l.add(strings.Join(parts, " "))
	}
	var mounts []string
	for _, m := range c.Mounts {
		if m.Deleted {
			continue // not on the display at all (1.0's Basic Game)
		}
		mounts = append(mounts, g.mountLine(s, c, m))
	}
	if pair {
		mounts = pairLines(mounts)
	}
	for _, m := range mounts {
		l.add(m)
	}
	var torps []string
	for k, n := range c.Torps {
		if n > 0 {
			torps = append(torps, sd.Mark(k).String()+"×"+strconv.Itoa(n))
		}
	}
	if len(torps) > 0 {
		l.add("Torps " + strings.Join(torps, " "))
	}
}

// craftHead is the display's head: the craft's label, its side and hex,
// its facing (on the same line when it fits), and whether it stands in
// the minefield.
func (g *sdGame) craftHead(l *sdLines, s *sd.State, c sd.CraftView) {
	t := g.theme
	// The facing is said here as well as drawn: zoomed out, the map has one
	// cell a hex and no room for the arrow, and the arcs turn on it.
	where := s.Name(c.Side) + " " + sdOffset(c.Hex)
	facing := ""
	if c.InPlay {
		facing = "facing " + c.Facing.String()
		if tui.Width(c.Label+" "+where+" "+facing) <= l.w {
			where, facing = where+" "+facing, ""
		}
	}
	l.add(t.Side(s.Color(c.Side), c.Label) + " " + t.Render(render.Dim, where))
	if facing != "" {
		l.add(t.Render(render.Dim, facing))
	}
	if c.InPlay && s.Mined(c.Hex) {
		// Said in words too: zoomed out without colour the map's mark
		// beside the craft gives way to the cursor's brackets.
		l.add(t.Render(render.Warn, "in the minefield (11.2)"))
	}
}

// craftState is the craft's numbers (Drive, DR, DV, hits of its boxes)
// and what stands out this turn: torps in its hex, its move, a secret
// role, the life pod.
func (g *sdGame) craftState(l *sdLines, s *sd.State, c sd.CraftView) {
	t := g.theme
	boxes := 0
	for _, row := range c.Track {
		boxes += len(row)
	}
	stats := "Drive " + strconv.Itoa(c.Drive)
	if c.Drive != c.MaxDrive {
		stats += "/" + strconv.Itoa(c.MaxDrive)
	}
	stats += " DR " + strconv.Itoa(c.DR) + " DV " + strconv.Itoa(c.DV) + " hits " + strconv.Itoa(c.Hits) + "/" + strconv.Itoa(boxes)
	l.add(stats)
	if c.InPlay {
		if with := sdTorpsWith(s, c.Hex); with != "" {
			l.add(t.Render(render.Warn, with))
		}
	}
	if i, spent, left := s.Mover(); i == c.Index {
		l.add(t.Render(render.Warn, "MP "+strconv.Itoa(spent)+" spent, "+strconv.Itoa(left)+" left"))
	} else if c.Moved && s.Phase().Name == sd.PhaseMove {
		l.add(t.Render(render.Dim, "has moved this turn"))
	}
	switch {
	case c.Command:
		l.add(t.Render(render.Warn, "the real command ship (secret)"))
	case c.Decoy:
		l.add(t.Render(render.Warn, "the decoy (secret)"))
	}
	if c.Pod {
		l.add(t.Render(render.Good, "carries the life pod"))
	}
}

// crewLines is the craft's crew: the pilot and each gunner on lines of
// their own when full, else the pilot on one line and the gunners
// together on another (a lone gunner on his own).
func (g *sdGame) crewLines(l *sdLines, c sd.CraftView, nos []string, full, firstGame bool) {
	t := g.theme
	// Your First Game turns one hexside for 3 MP and has no tight turn:
	// a Tight Turn Cost on its displays named a cost nothing pays.
	ttc := ""
	if !firstGame {
		ttc = "TTC " + c.Crew[0].TTC + " "
	}
	var gunners []string
	for k, m := range c.Crew {
		gnr := strconv.Itoa(m.Gnr)
		// A campaign's crew carry their roster numbers, as the roster
		// names them ("pilot #3"); see sdCrewNos.
		no := ""
		if k < len(nos) && nos[k] != "" {
			no = nos[k] + " "
		}
		switch {
		case k == 0 && full:
			l.add("Pilot " + no + "Plt " + strconv.Itoa(m.Plt) + " Gnr " + gnr)
			l.add("  " + ttc + "ADB " + m.ADB)
		case k == 0:
			l.add(no + "Plt " + strconv.Itoa(m.Plt) + " Gnr " + gnr + " " + ttc + "ADB " + m.ADB)
		case m.Dead && full:
			l.add(t.Render(render.Bad, strings.TrimSpace(m.Role+" "+no)+": dead"))
		case full:
			l.add(m.Role + " " + no + "Gnr " + gnr + " ADB " + m.ADB)
		case len(c.Crew) == 2 && m.Dead:
			l.add(t.Render(render.Bad, "Gunner "+no+"dead"))
		case len(c.Crew) == 2:
			l.add("Gunner " + no + "Gnr " + gnr + " ADB " + m.ADB)
		case m.Dead:
			gunners = append(gunners, t.Render(render.Bad, strings.TrimPrefix(m.Role, "Gunner ")+" "+no+"dead"))
		default:
			gunners = append(gunners, strings.TrimPrefix(m.Role, "Gunner ")+" "+no+gnr+"/"+m.ADB)
		}
	}
	if len(gunners) > 0 {
		l.add("Gunners " + strings.Join(gunners, " "))
	}
}

// sdTorpsWith says which torps share hex h with a craft, whose drawing
// hides them at every zoom (a launch leaves the torps in the launcher's
// hex until they fly; a torp that reached its target stays in its hex):
// "4 torps in the hex: Blue's Mk.10 #3 #4 #5 #6"; "" for none.
func sdTorpsWith(s *sd.State, h hex.Hex) string {
	var parts []string
	n := 0
	last := ""
	for _, t := range s.Torps() {
		if t.Hex != h {
			continue
		}
		n++
		group := sd.Possessive(s.Name(t.Side)) + " " + t.Mark.String()
		if group != last {
			parts = append(parts, group)
			last = group
		}
		parts = append(parts, "#"+strconv.Itoa(t.ID))
	}
	switch n {
	case 0:
		return ""
	case 1:
		return "1 torp in the hex: " + strings.Join(parts, " ")
	}
	return strconv.Itoa(n) + " torps in the hex: " + strings.Join(parts, " ")
}

// who names the crew member who mans a mount, in one letter, when the
// craft has more than one.
func sdWho(c sd.CraftView, crew int) string {
	if len(c.Crew) < 2 {
		return ""
	}
	if crew == 0 {
		return "P "
	}
	if len(c.Crew) == 2 {
		return "G "
	}
	return string(rune('A'+crew-1)) + " "
}

func (g *sdGame) mountLine(s *sd.State, c sd.CraftView, m sd.MountView) string {
	t := g.theme
	arcs := m.Arcs.String()
	le := " ≤"
	if t.ASCII() {
		arcs, le = strings.ReplaceAll(arcs, "°", ""), " <="
	}
	var line string
	switch {
	case m.Weapon == sd.MissileLauncher:
		line = sdWho(c, m.Crew) + "Missiles " + strconv.Itoa(m.Ammo) + " " + arcs + " r" + strconv.Itoa(sd.MissileRange)
	case s.FirstGame():
		line = sdWho(c, m.Crew) + m.Name + " " + arcs + " r" + strconv.Itoa(sd.FirstGameRange)
	default:
		line = sdWho(c, m.Crew) + m.Name + " " + arcs + " " + sdBandEnds(s, m.Weapon, m.Short, m.Mid, m.Long)
		if m.MaxDrive > 0 {
			line += le + strconv.Itoa(m.MaxDrive)
		}
	}
	if m.Lost {
		return t.Render(render.Bad, "lost: "+line)
	}
	return line
}

// hoverLines explain the intent under the cursor in full: what a move
// leaves, the range and increment of a shot, what it needs to hit.
func (g *sdGame) hoverLines(l *sdLines, s *sd.State, c sd.CraftView, hover engine.Intent) {
	// A display that fills the panel (a gunboat's, at 80×24) gives up its
	// last lines below rather than hide what the action will do.
	i, ok := sdCraft(s, hover)
	if !ok || i != c.Index {
		return
	}
	text := s.Describe(hover, hover.Actor())
	switch x := hover.(type) {
	case sd.Fire:
		if x.Mount >= 0 && x.Mount < len(c.Mounts) {
			if h, ok := s.TargetHex(x.Target); ok {
				m := c.Mounts[x.Mount]
				d := hex.Distance(c.Hex, h)
				text += ", range " + strconv.Itoa(d)
				if !s.FirstGame() {
					text += ", " + sdShotMods(s, x)
				}
				text += "; " + m.ToHit + " vs DV " + strconv.Itoa(s.TargetDV(x.Target)) + ", dmg " + m.Damage
			}
		}
	case sd.LockOn:
		if x.Mount >= 0 && x.Mount < len(c.Mounts) {
			if h, ok := s.TargetHex(x.Target); ok {
				m := c.Mounts[x.Mount]
				text += ", range " + strconv.Itoa(hex.Distance(c.Hex, h)) + "; locks on with 1D10 < Gnr " + strconv.Itoa(c.Crew[m.Crew].Gnr)
			}
		}
	case sd.Duel, sd.NoDuel:
		// 10.8: the attack being answered, which the log keeps secret.
		if what, ok := s.DuelAttack(); ok {
			text += "; answers: " + what
		}
	case sd.Tight:
		if x.Facing != sd.FaceAfterRoll {
			// 10.3's set cost turns (or a save of rules before 11): no
			// TTC, a roll under Plt.
			// The description names the roll ("if 1D10 is under Plt"):
			// the preview adds the numbers it needs.
			if s.Options().SetTurns {
				sides := c.Facing.Turns(hex.Direction(x.Facing))
				text += "; Plt " + strconv.Itoa(c.Crew[0].Plt) + ": " + strconv.Itoa(sd.SetTurnCost(sides)) + " MP if made, else one hexside for " + strconv.Itoa(sd.TurnCost) + " MP"
			}
			break
		}
		// The description says already that the facing is chosen once
		// paid (its TTC in MP); repeating it took two of the preview's
		// lines at 80×24.
		text += "; TTC " + c.Crew[0].TTC + "; a cost over the MP left ends the move"
	case sd.Face:
		if c.Facing.Turns(hex.Direction(x.Facing)) == 1 {
			// The intent's words say already that the set cost turn
			// failed: name the two hexsides to choose from.
			text += "; " + c.Facing.Rotate(-1).String() + " or " + c.Facing.Rotate(1).String() + ", the pilot's choice, for the " + strconv.Itoa(sd.TurnCost) + " MP paid"
			break
		}
		text += "; the tight turn is paid for: face two or three hexsides round"
	}
	switch hover.(type) {
	case sd.Forward, sd.Turn, sd.Tight, sd.Face, sd.Stop, sd.Slip:
		if at, f, _, ok := s.StepPreview(hover); ok {
			if b := s.Board(); !b.In(at) {
				// 5.0: off the map is lost, unless the scenario's exit.
				if edge, exit := s.LeavesBy(c.Index, at); exit {
					text += "; off the map by Edge " + strconv.Itoa(edge) + ", the side's exit: the craft leaves the battle"
				} else {
					text += "; OFF THE MAP by Edge " + strconv.Itoa(edge) + ": the craft is lost"
				}
				lines := tui.Wrap(text, l.w, 2)
				g.addHover(l, lines)
				return
			}
			if _, stop := hover.(sd.Stop); !stop {
				// 11.2: say a step into the mines before it is taken
				// (the map marks them too). Whether it spends MP there is the game's answer.
				attack := ": " + strconv.Itoa(sd.MineDice) + "D8 read All after the move"
				switch mined := s.StepInMines(hover); {
				case mined && at == c.Hex:
					text += "; in the minefield, MP spent there" + attack
				case mined && s.Mined(at):
					text += "; into the minefield" + attack
				case mined:
					text += "; out of the minefield, an MP spent in it" + attack
				case s.Mined(at):
					text += "; in the minefield, but the step spends no MP: the mines do not attack"
				}
			}
			text += "; " + bearsText(s, c, s.BearsFrom(c.Index, at, f))
		}
	}
	g.addHover(l, tui.Wrap(text, l.w, 2))
}

// addHover puts the explanation's lines under the display, which gives up
// its last lines when they do not fit.
func (g *sdGame) addHover(l *sdLines, lines []string) {
	if len(lines) > l.rows-len(l.out) {
		// Keep the explanation whole: drop the display's last lines.
		keep := max(2, l.rows-len(lines))
		if keep < len(l.out) {
			l.dropped += len(l.out) - keep
			l.out = l.out[:keep]
		}
	}
	l.hoverFrom = len(l.out)
	for _, s := range lines {
		l.add(g.theme.Render(render.Selected, s))
	}
}

// flightSheet heads the panel while a torp's owner chooses its path
// (4.2): which torp, its target and the range, the MP left, and the keys.
func (g *sdGame) flightSheet(l *sdLines, s *sd.State, me engine.Player, fc sd.FlightChoice, hover engine.Intent) {
	t := g.theme
	step := sdGroups[sd.KindTorpStep][1]
	fly := sdGroups[sd.KindTorpFly][1]
	l.add(t.Render(render.Title, "Torp in flight (4.2)"))
	defer func() {
		if n := sdToFly(s, me, fc.Torp, "more "); n != "" {
			l.add(t.Render(render.Dim, "Then "+n))
		}
	}()
	// The target by its side too: both sides of an engagement may field a
	// "Salamander A", and the torp starts in its launcher's hex, under the
	// sheet of the owner's craft of that very name.
	target, owner := s.TargetName(fc.Target), me
	if id, ok := fc.Torp.Torp(); ok {
		for _, tv := range s.Torps() {
			if tv.ID != id {
				continue
			}
			owner = tv.Side
			if tv.Targets != "" && tv.Targets != "nothing" {
				target = tv.Targets
			}
		}
	}
	l.add(s.TargetName(fc.Torp) + " at " + sdOffset(fc.Pos) + " " + fc.Facing.String() + g.arrow() + target + sdFlightRange(s, fc))
	l.add(strconv.Itoa(fc.Left) + " MP left; every hex entered must close the range, and into the target's hex if it can")
	if m := sdFlightMines(s, fc); m != "" {
		l.add(t.Render(render.Warn, m))
	}
	// Steps into one hex with other facings (10.6's maneuverable torps,
	// 10.4's sideslips) light it once: count the hexes lit, and the ways.
	lit := map[hex.Hex]bool{}
	for _, st := range fc.Steps {
		lit[st.To] = true
	}
	hexes := strconv.Itoa(len(lit)) + " next hexes lit"
	if len(lit) == 1 {
		hexes = "1 next hex lit"
	}
	if len(lit) != len(fc.Steps) {
		hexes += " (" + strconv.Itoa(len(fc.Steps)) + " ways, by facing)"
	}
	hexes += sdLitUnder(s, fc)
	if owner != me {
		// The scripted side's torp, or a replay: the keys are not the
		// viewer's to press.
		l.add(t.Render(render.Dim, hexes+"; "+s.Name(owner)+" chooses the path (the cheapest: "+strconv.Itoa(fc.CheapestMP)+" MP"+sdCheapestEnd(s, fc)+")"))
		return
	}
	l.add(t.Render(render.Dim, hexes+": "+step+" picks one, "+fly+" flies the rest the cheapest way ("+strconv.Itoa(fc.CheapestMP)+" MP"+sdCheapestEnd(s, fc)+")"))
	if x, ok := hover.(sd.TorpStep); ok {
		for _, st := range fc.Steps {
			if st.Intent == x {
				l.add(t.Render(render.Selected, "→ "+g.stepText(s, st)+sdForcedText(s, fc, st)))
			}
		}
	}
}

// sdToFly counts the torps the game says are still to fly in this turn's
// Movement Phase (sd.TorpView.ToFly; 4.2, 5.2: a torp flies after its
// target's move, the rest at the phase's end), but the one in flight, and
// says how many are the viewer's: "2 torps to fly this turn (1 yours)",
// more ("more ") before "torps"; "" outside the phase or when none is
// left.
func sdToFly(s *sd.State, me engine.Player, flying sd.Target, more string) string {
	skip, ok := flying.Torp()
	if !ok {
		skip = -1
	}
	n, mine := 0, 0
	for _, t := range s.Torps() {
		if t.ID == skip || !t.ToFly {
			continue
		}
		n++
		if t.Side == me {
			mine++
		}
	}
	if n == 0 {
		return ""
	}
	text := strconv.Itoa(n) + " " + more + "torps to fly this turn"
	if n == 1 {
		text = "1 " + more + "torp to fly this turn"
	}
	switch {
	case mine == n && n == 1:
		text += " (yours)"
	case mine == n:
		text += " (all yours)"
	case mine > 0:
		text += " (" + strconv.Itoa(mine) + " yours)"
	}
	return text
}

// sdLitUnder names the next hexes lit that a unit stands in: the compact
// drawing and the overview draw the unit there, not the mark (at 80×24 a
// torp's next hex was lost under the launcher's letter). "" when none is.
func sdLitUnder(s *sd.State, fc sd.FlightChoice) string {
	skip, _ := fc.Torp.Torp()
	goal, _ := s.TargetHex(fc.Target)
	var out []string
	seen := map[hex.Hex]bool{}
	for _, st := range fc.Steps {
		if seen[st.To] {
			continue
		}
		seen[st.To] = true
		if who := sdUnitOn(s, st.To, skip); who != "" {
			where := sdOffset(st.To) + " under " + who
			if st.To == goal {
				where += ", the target's hex"
			}
			out = append(out, where)
		}
	}
	if len(out) == 0 {
		return ""
	}
	return " (" + strings.Join(out, "; ") + ")"
}

// sdUnitOn names the unit the map draws in hex h, as MapView lays them (a
// craft over a sat over a torp over the pod), leaving torp skip out; ""
// for none.
func sdUnitOn(s *sd.State, h hex.Hex, skip int) string {
	for _, c := range s.Crafts() {
		if c.InPlay && c.Hex == h {
			return sd.Possessive(s.Name(c.Side)) + " " + c.Label
		}
	}
	for _, x := range s.Sats() {
		if !x.Dead && x.Hex == h {
			return sd.SatName(x.Index, x.Comm)
		}
	}
	for _, t := range s.Torps() {
		if t.ID != skip && t.Hex == h {
			return t.Label
		}
	}
	if p, ok := s.Pod(); ok && p == h {
		return "the life pod"
	}
	return ""
}

// sdForcedText words where step st leads after it: ", then on by itself
// to [6,8] (2 hexes), into the target's hex", or that the flight ends
// there; "" when another choice follows at once.
func sdForcedText(s *sd.State, fc sd.FlightChoice, st sd.FlightStep) string {
	f, _ := s.StepLeads(st.Intent)
	out := ""
	if n := len(f.Path); n > 0 {
		out = ", then on by itself to " + sdOffset(f.Path[n-1])
		if n > 1 {
			out += " (" + strconv.Itoa(n) + " hexes)"
		}
	}
	switch {
	case f.Arrives:
		out += ", into the target's hex"
	case f.Ends:
		end := st.To
		if n := len(f.Path); n > 0 {
			end = f.Path[n-1]
		}
		if h, ok := s.TargetHex(fc.Target); ok {
			out += ", where the flight ends " + strconv.Itoa(hex.Distance(end, h)) + " short of the target"
		} else {
			out += ", where the flight ends"
		}
	}
	return out
}

// sdCheapestEnd says where the cheapest path leaves the torp: in its
// target's hex, or how far short of it, so that the owner knows whether a
// path of his own could do better before he chooses.
func sdCheapestEnd(s *sd.State, fc sd.FlightChoice) string {
	h, ok := s.TargetHex(fc.Target)
	if !ok || len(fc.Cheapest) == 0 {
		return ""
	}
	mined := ""
	if fc.CheapestMined {
		mined = ", through the minefield"
	}
	if end := fc.Cheapest[len(fc.Cheapest)-1]; end != h {
		return ", ending " + strconv.Itoa(hex.Distance(end, h)) + " short of the target" + mined
	}
	return ", into the target's hex" + mined
}

// sdFlightRange is the range from the torp in flight to its target.
func sdFlightRange(s *sd.State, fc sd.FlightChoice) string {
	if h, ok := s.TargetHex(fc.Target); ok {
		return ", range " + strconv.Itoa(hex.Distance(fc.Pos, h))
	}
	return ""
}

// stepText words a torp's next step: where, its facing, the turn and MP,
// and a hex of 11.2's minefield.
func (g *sdGame) stepText(s *sd.State, st sd.FlightStep) string {
	how := ""
	switch {
	case st.Slip && st.Turns > 0:
		how = ", turn " + strconv.Itoa(st.Turns) + " + sideslip"
	case st.Slip:
		how = ", sideslip"
	case st.Turns > 0:
		how = ", turn " + strconv.Itoa(st.Turns)
	}
	if s != nil && s.Mined(st.To) {
		how += " (" + strconv.Itoa(st.Cost) + " MP), into the minefield"
		return sdOffset(st.To) + " " + st.Facing.String() + how
	}
	return sdOffset(st.To) + " " + st.Facing.String() + how + " (" + strconv.Itoa(st.Cost) + " MP)"
}

// sdFlightMines warns the torp's owner of 11.2's minefield: the mines attack a torp after its flight when it spent MP
// in a mined hex, and the path is the owner's to choose (rules 8).
func sdFlightMines(s *sd.State, fc sd.FlightChoice) string {
	attack := strconv.Itoa(sd.MineDice) + "D8 read All after the flight (11.2)"
	if fc.PathMined {
		return "The path so far spent MP in the minefield: " + attack
	}
	if s.Mined(fc.Pos) {
		return "In the minefield: any step spends MP here, " + attack
	}
	return ""
}

func (g *sdGame) torpSheet(l *sdLines, s *sd.State, me engine.Player, tv sd.TorpView) {
	t := g.theme
	l.add(t.Side(s.Color(tv.Side), tv.Mark.String()+" torp #"+strconv.Itoa(tv.ID)) + " " + t.Render(render.Dim, s.Name(tv.Side)))
	l.add("at " + sdOffset(tv.Hex) + ", facing " + tv.Facing.String())
	// A torp's target is known once the launch is revealed; the view the
	// board is given holds only what the viewer may know.
	if tv.Targets != "" && tv.Targets != "nothing" {
		l.add("tracking " + tv.Targets)
	}
	if tv.Arrived {
		l.add(t.Render(render.Warn, "in its target's hex"))
	}
	l.add(t.Render(render.Dim, "DV "+strconv.Itoa(sd.TorpDV)+", DR "+strconv.Itoa(sd.TorpDR)+"; 1 damage kills"))
}

func (g *sdGame) satSheet(l *sdLines, s *sd.State, x sd.SatView) {
	t := g.theme
	name := sd.SatName(x.Index, x.Comm)
	l.add(t.Side(s.Color(x.Side), name) + " " + t.Render(render.Dim, s.Name(x.Side)))
	l.add("damage " + strconv.Itoa(x.Damage) + "/" + strconv.Itoa(x.Capacity))
	if x.Comm {
		l.add(t.Render(render.Dim, "DV "+strconv.Itoa(sd.CommSatDV)+"; cannon within "+strconv.Itoa(sd.CommSatRange)))
	} else {
		l.add(t.Render(render.Dim, "3D8 Low at enemies within "+strconv.Itoa(sd.LaserSatRange)))
	}
}

// fitsIn reports whether every line is at most w cells wide.
func fitsIn(lines []string, w int) bool {
	for _, t := range lines {
		if ansi.StringWidth(t) > w {
			return false
		}
	}
	return true
}

// pairLines sets lines two a line, the first of each pair padded to the
// widest first.
func pairLines(lines []string) []string {
	widest := 0
	for i := 0; i < len(lines); i += 2 {
		widest = max(widest, ansi.StringWidth(lines[i]))
	}
	var out []string
	for i := 0; i < len(lines); i += 2 {
		if i+1 == len(lines) {
			out = append(out, lines[i])
			break
		}
		out = append(out, lines[i]+strings.Repeat(" ", widest-ansi.StringWidth(lines[i])+3)+lines[i+1])
	}
	return out
}
