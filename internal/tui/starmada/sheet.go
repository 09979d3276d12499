package starmada

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/tui"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
)

// Units lists the hexes to inspect with tab: one's own ships, the enemy's,
// then craft, explosions and objects.
func (g *smGame) Units(st engine.State, me engine.Player) []hex.Hex {
	s := smState(st)
	if s == nil {
		return nil
	}
	seen := map[hex.Hex]bool{}
	var out []hex.Hex
	add := func(h hex.Hex) {
		if !seen[h] {
			seen[h] = true
			out = append(out, h)
		}
	}
	ships := s.Ships()
	for _, own := range []bool{true, false} {
		for _, sh := range ships {
			if live(sh) && (sh.Side == me) == own {
				add(sh.Hex)
			}
		}
	}
	for _, c := range s.Craft() {
		if c.Fighters > 0 {
			add(c.Hex)
		}
	}
	for _, e := range s.Explosions() {
		add(e.Hex)
	}
	for _, o := range s.Objects() {
		add(o.Hex)
	}
	return out
}

// Sheet is the record of what stands at h: a ship's record Sheet (the
// ship the hover intent concerns, else one's own before the enemy's), or
// the craft, explosion or object in the hex.
func (g *smGame) Sheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) []string {
	return g.sheet(st, me, h, hover, w, rows, false)
}

// WholeSheet implements tui.WholeSheet: the unit list's sheet (U, enter)
// is the record uncut, which the board scrolls; it was cut to the screen's
// rows with "… 9 more lines (a taller terminal shows them)".
func (g *smGame) WholeSheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) []string {
	return g.sheet(st, me, h, hover, w, rows, true)
}

// sheet is Sheet, or with whole the record uncut.
func (g *smGame) sheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int, whole bool) []string {
	s := smState(st)
	if s == nil {
		return nil
	}
	ships := s.Ships()
	ids := g.shipIDs(ships)
	want := ""
	switch in := hover.(type) {
	case sm.WriteOrders:
		want = in.Ship
	case sm.Target:
		want = in.Ship
	case sm.Lose:
		want = in.Ship
	}
	var here []sm.ShipInfo
	pick := -1
	for _, sh := range ships {
		if live(sh) && sh.Hex == h {
			here = append(here, sh)
			switch {
			case sh.Name == want:
				pick = len(here) - 1
			case pick < 0 && sh.Side == me:
				pick = len(here) - 1
			}
		}
	}
	var out []string
	if s.Building() {
		return g.fleetLines(s, w, rows)
	}
	if in, ok := hover.(sm.Fly); ok {
		// Whole, as the list may not write it (listForm).
		out = append(out, g.wrapped(g.theme.Render(render.Good, g.flyForms(s, in)[0]), w)...)
		out = append(out, g.flightOdds(s, in, w)...)
	}
	if in, ok := hover.(sm.Target); ok {
		out = append(out, g.fireOdds(s, in, w)...)
	}
	if s.Phase().Name == sm.PhaseSetup {
		out = append(out, g.setupLines(s, hover, w)...)
		if in, ok := hover.(sm.Place); ok {
			if sh, ok := s.Ship(in.Ship); ok {
				here = []sm.ShipInfo{sh}
				pick = 0
			}
		}
	}
	out = append(out, g.stackLossLines(s, h, w)...)
	if len(here) > 0 {
		if pick < 0 {
			pick = 0
		}
		out = append(out, g.record(s, me, here[pick], ids, hover, w)...)
		var others []string
		for i, sh := range here {
			if i != pick {
				others = append(others, ids[sh.Name]+" "+sh.Name)
			}
		}
		if len(others) > 0 {
			out = append(out, g.wrapped("Also here: "+strings.Join(others, ", "), w)...)
		}
	} else {
		out = append(out, g.theme.Render(render.Title, "Hex "+sm.HexLabel(h)))
	}
	out = append(out, g.hexNotes(s, h, w)...)
	_, declaring := hover.(sm.Target)
	_, flying := hover.(sm.Fly)
	if len(out) > rows && rows > 0 && !declaring && !flying && !whole {
		// Cut, and said: the last row tells how many lines are left out
		// and where they are whole (the unit list's sheet, which
		// scrolls). Not under the odds of an attack, which take the panel
		// on purpose and keep only the head of the record, whose ship it
		// is.
		more := len(out) - rows + 1
		out = out[:rows]
		out[rows-1] = g.theme.Render(render.Dim, tui.Truncate(fmt.Sprintf("… %d more lines: U, enter", more), w))
		return out
	}
	if len(out) < rows-1 {
		out = append(out, g.legend(s, ships, ids, hover, w, rows-len(out))...)
	}
	if len(out) > rows && !whole {
		out = out[:rows]
	}
	return out
}

// dogfightLine is the odds of an attack on craft (5.3.2): a 1 costs the
// attackers a fighter only where the stack fights back, and battle
// satellites alone do not.
func dogfightLine(o sm.FlightOdds) string {
	dice := engine.Count(o.Dice, "die", "dice")
	if !o.FightsBack {
		return dice + ": each 5-6 destroys a satellite; satellites alone do not fight back, so a 1 costs you nothing (5.3.2)"
	}
	return dice + ": each 5-6 destroys a fighter, each 1 one of yours (5.3.2)"
}

// flightOdds tell what the hovered flight's or satellite's attack will
// roll, as the game works it out (State.FlightOdds): its dice and the
// number they need with each modifier, what a penetration die must beat,
// and the target's AFB. A move without an attack has none.
func (g *smGame) flightOdds(s *sm.State, in sm.Fly, w int) []string {
	o, err := s.FlightOdds(in)
	if err != nil {
		return nil
	}
	dim := func(l string) []string { return g.wrapped(g.theme.Render(render.Dim, l), w) }
	if o.Dogfight {
		return dim(dogfightLine(o))
	}
	l := fmt.Sprintf("To-Hit: %s at %d+", engine.Count(o.Dice, "die", "dice"), o.ToHit)
	for _, m := range o.Mods {
		l += fmt.Sprintf(", %+d %s", m.Value, m.Why)
	}
	switch {
	case o.Sixes > 0:
		l += fmt.Sprintf(": needs %d+, every %d unmodified 6s make one hit (4.2.1)", o.Need, o.Sixes)
	case len(o.Mods) > 0:
		l += fmt.Sprintf(": %d+ rolled", o.Face) // as toHitLine
	}
	sh := fmt.Sprintf("Shields: a die above %d penetrates", o.Shields)
	if o.Halved {
		sh += " (halved, rounded up, 5.3.1)"
	}
	if o.AFB {
		sh += "; AFB: each 1 loses a fighter (C.1)"
	}
	return append(dim(l), dim(sh)...)
}

// fleetLines tell the fleets being built (2.1.1), for whoever watches
// the Fleets phase on the board: each side's ships and points, and the
// 10 % rule.
func (g *smGame) fleetLines(s *sm.State, w, rows int) []string {
	t := g.theme
	out := []string{t.Render(render.Title, tui.Truncate(fmt.Sprintf("Fleets (2.1.1), %d points", s.Budget()), w))}
	for p := engine.Player(0); p < 2; p++ {
		l := fmt.Sprintf("%s: %d points", s.Name(p), s.Points(p))
		if s.Ready(p) {
			l += ", ready"
		}
		out = append(out, t.Side(s.Color(p), tui.Truncate(l, w)))
		var names []string
		for _, sh := range s.Picks(p) {
			names = append(names, sh.Name)
		}
		out = append(out, g.wrapped(strings.Join(names, ", "), w)...)
	}
	if s.Points(0) > 0 && s.Points(1) > 0 {
		out = append(out, g.wrapped(s.Balance().String(), w)...)
	}
	if len(out) > rows {
		out = out[:rows]
	}
	return out
}

// stackLossLines name the Damage step of the stack in h (5.2.1): how many
// of its craft are still to go, which the list of flights to take them
// from does not say. They come first, above a ship's record that would
// push them off a small screen.
func (g *smGame) stackLossLines(s *sm.State, h hex.Hex, w int) []string {
	side, what, left, ok := s.Choosing()
	if !ok || what != "the craft in "+sm.HexLabel(h) {
		return nil
	}
	lost := engine.Count(left, "fighter", "fighters")
	for _, c := range s.Craft() {
		if c.Hex == h && c.Side == side && c.Satellite && c.Fighters > 0 {
			lost = engine.Count(left, "fighter or satellite", "fighters or satellites")
			break
		}
	}
	var out []string
	for _, l := range g.wrapped(fmt.Sprintf("Damage: %s chooses the flights here that lose %s (5.2.1)", s.Name(side), lost), w) {
		out = append(out, g.theme.Render(render.Bad, l))
	}
	return out
}

// hexNotes describes the craft, explosion and object in a hex.
func (g *smGame) hexNotes(s *sm.State, h hex.Hex, w int) []string {
	var out []string
	for _, c := range s.Craft() {
		if c.Hex != h || c.Fighters <= 0 {
			continue
		}
		what := fmt.Sprintf("%d fighters", c.Fighters)
		if c.Satellite {
			what = "battle satellite"
		}
		if c.Fighters == 1 && !c.Satellite {
			what = "1 fighter"
		}
		line := g.theme.Side(s.Color(c.Side), c.ID.String()) + " " + what
		if c.Moved && s.Phase().Name != sm.PhaseOrders {
			// The mark is this turn's: it stays on from the last Fighter
			// Phase until the next one opens, which is no news in the
			// Orders Phase. "Acted", as the Damage step's list has it: a
			// flight that stayed put has had its turn too (5.1.2).
			line += ", acted"
		}
		out = append(out, g.wrapped(line, w)...)
	}
	for _, e := range s.Explosions() {
		if e.Hex == h {
			out = append(out, g.wrapped(fmt.Sprintf("Explosion %d: blocks sight; -%d to fire into or out of it", e.Strength, e.Strength), w)...)
		}
	}
	for _, o := range s.Objects() {
		if o.Hex == h {
			out = append(out, g.wrapped(strings.ToUpper(o.Kind[:1])+o.Kind[1:]+": blocks sight and movement", w)...)
		}
	}
	return out
}

// legend explains the map: the overlay marks of the hover intent, the
// victory points and the ship ids.
func (g *smGame) legend(s *sm.State, ships []sm.ShipInfo, ids map[string]string, hover engine.Intent, w, rows int) []string {
	t := g.theme
	mk := t.Glyph.Marks
	var out []string
	switch hover.(type) {
	case sm.Target:
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.ArcAndRange+" short "+mk.InRange+" med "+mk.InArc+" long "+mk.LineOfSight+" sight"), w))
	case sm.WriteOrders:
		if !g.typing {
			break // nothing is drawn before the orders are typed
		}
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.Reachable+" path  "+mk.Target+" end"), w))
	case sm.Place:
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.Reachable+" set-up zone  "+mk.Target+" hex"), w))
	case sm.PlaceObject:
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.Reachable+" free for an object  "+mk.Target+" hex"), w))
	case sm.ChooseEdge:
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.Reachable+" your set-up zone"), w))
	}
	out = append(out, tui.Truncate(t.Render(render.Dim, fmt.Sprintf("VP %s %d · %s %d", s.Name(0), s.VP(0), s.Name(1), s.VP(1))), w))
	var parts []string
	for _, sh := range ships {
		if live(sh) {
			parts = append(parts, t.Side(s.Color(sh.Side), ids[sh.Name])+" "+sh.Name)
		}
	}
	for _, l := range wrapStyled(parts, "  ", w) {
		if len(out) >= rows {
			break
		}
		out = append(out, l)
	}
	return out
}

// setupLines tell the Set-up Phase (2.1.2): the roll, who places now and
// how many ships are left, and where the ship under the cursor would go.
func (g *smGame) setupLines(s *sm.State, hover engine.Intent, w int) []string {
	t := g.theme
	var out []string
	if r := s.ObjectRolls(); len(r) >= 2 {
		n := len(r)
		placer := s.ObjectPlacer()
		l := fmt.Sprintf("Objects (2.1.2): %s rolled %d, %s %d; %s places %d, %s chooses its edge",
			s.Name(0), r[n-2], s.Name(1), r[n-1], s.Name(placer), s.ObjectsToPlace(), s.Name(1-placer))
		out = append(out, g.wrapped(t.Render(render.Title, l), w)...)
	}
	switch s.Task() {
	case sm.TaskObjects:
		l := fmt.Sprintf("%s places %s (%s) outside both set-up zones",
			s.Name(s.ObjectPlacer()), engine.Count(s.ObjectsLeft(), "more object", "more objects"), strings.Join(s.ObjectKinds(), ", "))
		out = append(out, g.wrapped(l, w)...)
		if in, ok := hover.(sm.PlaceObject); ok && s.Check(in) == nil {
			out = append(out, g.wrapped(t.Render(render.Good, in.Object+" at "+sm.HexLabel(in.At())), w)...)
		}
		return out
	case sm.TaskEdge:
		p := 1 - s.ObjectPlacer()
		out = append(out, g.wrapped(fmt.Sprintf("%s chooses the long edge it sets up along; %s takes the other", s.Name(p), s.Name(1-p)), w)...)
		if in, ok := hover.(sm.ChooseEdge); ok {
			out = append(out, g.wrapped(t.Render(render.Good, in.Edge+" edge: "+s.ZoneWords(in.Edge)), w)...)
		}
		return out
	}
	if r := s.SetupRolls(); len(r) >= 2 {
		n := len(r)
		first := s.SetupFirst()
		l := fmt.Sprintf("Set-up (2.1.2): %s rolled %d, %s %d; %s sets up first",
			s.Name(0), r[n-2], s.Name(1), r[n-1], s.Name(first))
		out = append(out, g.wrapped(t.Render(render.Title, l), w)...)
	}
	if ph := s.Phase(); len(ph.Actors) == 1 {
		p := ph.Actors[0]
		what := engine.Count(s.Unplaced(p), "ship", "ships")
		if len(s.Waiting()) > 0 {
			what = engine.Count(s.Unplaced(p), "fighter flight", "fighter flights")
		}
		l := fmt.Sprintf("%s places %s; zone: %s", s.Name(p), what, s.ZoneWords(s.Edge(p)))
		out = append(out, g.wrapped(l, w)...)
	}
	if in, ok := hover.(sm.Place); ok && s.Check(in) == nil {
		// A text being typed that is not yet a placement says so in the
		// field: the sheet previews only what enter would give.
		l := fmt.Sprintf("%s to %s facing %s", in.Ship, sm.HexLabel(in.At()), in.Facing)
		if in.Facing == "" {
			l = fmt.Sprintf("the flight %s to %s", in.Ship, sm.HexLabel(in.At()))
		}
		out = append(out, g.wrapped(t.Render(render.Good, l), w)...)
	}
	return out
}

// wrapStyled joins styled parts with sep into lines of at most w cells.
func wrapStyled(parts []string, sep string, w int) []string {
	var out []string
	cur, cw := "", 0
	for _, p := range parts {
		pw := tui.Width(p)
		switch {
		case cw == 0:
			cur, cw = p, pw
		case cw+len(sep)+pw <= w:
			cur, cw = cur+sep+p, cw+len(sep)+pw
		default:
			out = append(out, tui.Truncate(cur, w))
			cur, cw = p, pw
		}
	}
	if cw > 0 {
		out = append(out, tui.Truncate(cur, w))
	}
	return out
}

// wrapped wraps a plain line to w cells (continuations indented by two).
func (g *smGame) wrapped(s string, w int) []string { return tui.Wrap(s, w, 2) }

// boxGlyph draws one box of a record: empty, slashed during the phase in
// which it was marked, filled after it, or lined through for crew.
func (g *smGame) boxGlyph(b sm.Box) string {
	t := g.theme
	switch {
	case b.Mark == "":
		return t.Glyph.Off
	case b.Fresh:
		return t.Render(render.Warn, "/")
	case b.Mark == "crew":
		return t.Render(render.Bad, "-")
	}
	return t.Render(render.Bad, t.Glyph.On)
}

func (g *smGame) boxes(bs []sm.Box) string {
	var b strings.Builder
	for _, x := range bs {
		b.WriteString(g.boxGlyph(x))
	}
	return b.String()
}

// record is a ship's record sheet, as Section 1 prints it, in w columns:
// the head, the hull, engine and shields, each battery, the equipment, the
// damage chart, the damage waiting to be taken, the orders.
func (g *smGame) record(s *sm.State, me engine.Player, sh sm.ShipInfo, ids map[string]string, hover engine.Intent, w int) []string {
	r := &recordLines{w: w}
	g.choosingLines(r, s, sh)
	g.recordHead(r, s, sh, ids)
	r.add("Hull   " + g.boxes(sh.Hull))
	r.add(fmt.Sprintf("Engine %s  Shields %s", g.boxes(sh.Engine), g.boxes(sh.ShieldBoxes)))
	for _, b := range sh.Batteries {
		g.batteryLines(r, sh, b, hover)
	}
	if len(sh.Equipment) > 0 {
		r.add(wrapStyled(g.equipmentWords(sh, hover), " ", w)...)
	}
	r.add("1-6 " + sh.Chart.String())
	g.damageLines(r, s, sh)
	r.add(g.ordersLines(s, me, sh, hover, w)...)
	return r.lines
}

// recordLines gathers the lines of a record sheet w columns wide, for the
// helpers that write its sections. A method rather than a closure handed
// to them: a closure called through a parameter makes every call's lines
// escape, a frame's allocations.
type recordLines struct {
	lines []string
	w     int
}

// add appends lines to the sheet. A line too long for the sheet wraps,
// continuations indented: a number is never cut off (the battery's 4+
// 2/1/1, the bands).
func (r *recordLines) add(lines ...string) {
	for _, l := range lines {
		r.lines = append(r.lines, tui.Wrap(l, r.w, 4)...)
	}
}

// recordHead is the head of the record: the ship's id, name, class and
// CR, then its side, where it stands and its MP, and whether it is
// crippled.
func (g *smGame) recordHead(r *recordLines, s *sm.State, sh sm.ShipInfo, ids map[string]string) {
	t := g.theme
	head := t.Side(s.Color(sh.Side), ids[sh.Name]) + " " + t.Render(render.Title, sh.Name)
	cls := sh.Class
	if sh.Class == sh.Name {
		cls = ""
	}
	if cls != "" {
		head += " " + cls
	}
	head += t.Render(render.Dim, " CR "+strconv.Itoa(sh.CR))
	r.add(head)
	if sh.Unplaced {
		r.add(t.Render(render.Dim, fmt.Sprintf("%s · not yet set up · %d MP", s.Name(sh.Side), sh.MP)))
	} else {
		r.add(t.Render(render.Dim, fmt.Sprintf("%s · %s %s · %d MP", s.Name(sh.Side), sm.HexLabel(sh.Hex), sh.Facing, sh.MP)))
	}
	if sh.Crippled {
		r.add(t.Render(render.Bad, "Crippled: cannot move or fire"))
	}
}

// batteryLines is one battery of the record: its letter, name and
// numbers, then its range bands and its mounts (a declared mount marked
// ">", the one a Damage choice would lose "x"), then its abilities.
func (g *smGame) batteryLines(r *recordLines, sh sm.ShipInfo, b sm.BatteryInfo, hover engine.Intent) {
	w := r.w
	t := g.theme
	bands := b.Bands()
	r.add(fmt.Sprintf("(%c) %s %d+ %d/%d/%d", b.Letter, b.Name, b.ToHit, b.ROF, b.PEN, b.DMG))
	line := fmt.Sprintf("    %d-%d/%d-%d/%d-%d", bands[0][0], bands[0][1], bands[1][0], bands[1][1], bands[2][0], bands[2][1])
	var ab []string
	for _, a := range b.Abilities {
		ab = append(ab, a.String())
	}
	mounts := make([]string, len(b.Mounts))
	for i, m := range b.Mounts {
		gl := g.boxGlyph(b.Weapons[i])
		for _, d := range b.Declared {
			if d == i {
				gl = t.Render(render.Good, ">")
			}
		}
		if l, ok := hover.(sm.Lose); ok && l.Ship == sh.Name && l.System == string(b.Letter) && l.Item == i {
			gl = t.Render(render.Bad, "x")
		}
		mounts[i] = gl + m.String()
	}
	parts := append([]string{line}, mounts...)
	lines := wrapStyled(parts, " ", w)
	for i := 1; i < len(lines); i++ {
		lines[i] = "    " + lines[i]
	}
	// The abilities follow the bands and mounts on their one line where
	// the sheet is wide enough (the unit list's, a wide terminal's), else
	// they go below: a ship of three batteries keeps its equipment and
	// damage chart on the unit list's sheet at 80×24.
	abs := strings.Join(ab, ", ")
	if len(lines) == 1 && len(ab) > 0 && tui.Width(lines[0])+2+tui.Width(abs) <= w {
		lines[0] += "  " + t.Render(render.Dim, abs)
		ab = nil
	}
	r.add(lines...)
	if len(ab) > 0 {
		for _, l := range tui.Wrap(abs, w-4, 0) {
			r.add(t.Render(render.Dim, "    "+l))
		}
	}
}

// equipmentWords names the ship's special equipment, one word each, a
// damageable item behind its box (or "x" when a Damage choice would lose
// it).
func (g *smGame) equipmentWords(sh sm.ShipInfo, hover engine.Intent) []string {
	t := g.theme
	var eq []string
	for _, e := range sh.Equipment {
		name := e.Item.Kind.Abbr()
		switch {
		case e.Item.Kind == sm.BattleSatellites:
			// The legend reads SAT as the satellites left (C.5): the
			// record's number is what the ship carried at the start.
			name += " " + strconv.Itoa(sh.SatellitesLeft)
		case e.Item.Count > 0:
			name += " " + strconv.Itoa(e.Item.Count)
		}
		if e.Item.Kind.Damageable() {
			gl := g.boxGlyph(e.Box)
			if l, ok := hover.(sm.Lose); ok && l.Ship == sh.Name && l.System == sm.SystemEquipment && sh.Equipment[l.Item] == e {
				gl = t.Render(render.Bad, "x")
			}
			name = gl + name
		}
		eq = append(eq, name)
	}
	return eq
}

// damageLines is the damage the ship still has to take: its continuing
// damage dice (B.1).
func (g *smGame) damageLines(r *recordLines, s *sm.State, sh sm.ShipInfo) {
	if sh.Continuing > 0 {
		r.add(g.theme.Render(render.Bad, "Continuing damage: "+engine.Count(sh.Continuing, "die", "dice")))
	}
}

// choosingLines are the losses the ship's side is choosing in the Damage
// step (4.2.3), above the record: a big ship's record would push them off
// a small panel, where the list names only the choices.
func (g *smGame) choosingLines(r *recordLines, s *sm.State, sh sm.ShipInfo) {
	t := g.theme
	if side, what, left, ok := s.Choosing(); ok && strings.HasPrefix(what, sh.Name+"'s ") {
		msg := fmt.Sprintf("Damage: %s chooses %s of %s to lose (4.2.3)", s.Name(side), engine.Count(left, "weapon", "weapons"), strings.TrimPrefix(what, sh.Name+"'s "))
		if strings.HasSuffix(what, "special equipment") {
			msg = fmt.Sprintf("Damage: %s chooses %s of the special equipment to lose (4.2.3)", s.Name(side), engine.Count(left, "item", "items"))
		}
		for _, l := range g.wrapped(msg, r.w) {
			r.add(t.Render(render.Bad, l))
		}
	}
}

// loseLabel names a choice of the Damage step: "(a) Blasters 2 · AC",
// "ECM", "Pa/F1 (5 fighters)".
func (g *smGame) loseLabel(s *sm.State, in sm.Lose) string {
	if !in.Craft.IsZero() {
		if c, ok := smCraftIn(s, in.Craft); ok {
			kind := engine.Count(c.Fighters, "fighter", "fighters")
			if c.Satellite {
				kind = "satellite"
			}
			if c.Moved {
				kind += ", acted"
			}
			return fmt.Sprintf("%s (%s)", g.craftName(in.Craft), kind)
		}
		return in.Craft.String()
	}
	if s == nil {
		return in.String()
	}
	sh, ok := s.Ship(in.Ship)
	if !ok {
		return in.String()
	}
	if in.System == sm.SystemEquipment {
		if in.Item >= 0 && in.Item < len(sh.Equipment) {
			k := sh.Equipment[in.Item].Item.Kind
			fit := g.actW - 6
			for _, l := range []string{
				fmt.Sprintf("%s: %s", in.Ship, k),
				fmt.Sprintf("%s: %s", g.idOf(in.Ship), k),
			} {
				if tui.Width(l) <= fit {
					return l
				}
			}
			return fmt.Sprintf("%s: %s", g.idOf(in.Ship), k.Abbr())
		}
		return in.String()
	}
	for _, b := range sh.Batteries {
		if string(b.Letter) == in.System && in.Item >= 0 && in.Item < len(b.Mounts) {
			// The arcs whole, always: the name gives way first, then the
			// ship's name to its id.
			arcs := b.Mounts[in.Item].String()
			fit := g.actW - 6
			for _, l := range []string{
				fmt.Sprintf("%s (%c) %s %d, arcs %s", in.Ship, b.Letter, b.Name, in.Item+1, arcs),
				fmt.Sprintf("%s (%c) %d, arcs %s", in.Ship, b.Letter, in.Item+1, arcs),
				fmt.Sprintf("%s (%c) %d, arcs %s", g.idOf(in.Ship), b.Letter, in.Item+1, arcs),
			} {
				if tui.Width(l) <= fit {
					return l
				}
			}
			return fmt.Sprintf("(%c) %d %s", b.Letter, in.Item+1, arcs)
		}
	}
	return in.String()
}

// idOf is a ship's id on the map, or its name before any map is drawn.
func (g *smGame) idOf(ship string) string {
	if id := g.ids[ship]; id != "" {
		return id
	}
	return ship
}

// ordersLines says what the ship will do: the orders being written (with
// their path's cost and end), one's own written orders, or only whether
// the enemy has written any. View never gives the enemy's text before the
// Movement Phase, so none is shown.
func (g *smGame) ordersLines(s *sm.State, me engine.Player, sh sm.ShipInfo, hover engine.Intent, w int) []string {
	t := g.theme
	if s.Phase().Name != sm.PhaseOrders || !live(sh) {
		return nil
	}
	if in, ok := hover.(sm.WriteOrders); ok && in.Ship == sh.Name && g.typing {
		pv := sm.PreviewPath(s, in.Ship, in.Orders)
		if pv.Err != nil {
			return g.wrapped(t.Render(render.Bad, pv.Err.Error()), w)
		}
		if pv.OffBoard > 0 {
			// A hex off the board has no name (it read "to 14-1 N"). One
			// short line, in the colour of a refusal, as the preview's
			// is: the field's own line below says it whole ("leaving the
			// board from 1400 facing N: the ship is lost (3.3.2)"), and a
			// longer one here was cut off the panel at 80×24.
			l := fmt.Sprintf("Orders %s: %d/%d MP, off board", in.Orders, pv.Cost, pv.MP)
			return g.wrapped(t.Render(render.Bad, l), w)
		}
		end := pv.Path[len(pv.Path)-1]
		l := fmt.Sprintf("Orders %s: %d/%d MP, to %s %s", in.Orders, pv.Cost, pv.MP, sm.HexLabel(end.Hex), end.Facing)
		return g.wrapped(t.Render(render.Good, l), w)
	}
	switch {
	case (sh.Side == me || me == engine.NoPlayer) && sh.Orders != "":
		// A replay (no viewer) draws the full state: nothing is secret after
		// the game. A spectator's view has the orders blanked already.
		return g.wrapped("Orders: "+sh.Orders, w)
	case sh.Side == me:
		return []string{t.Render(render.Warn, "Orders: not yet written")}
	case me == engine.NoPlayer:
		// A replay sees every side's orders; a ship without any has none
		// written (or, sealed, stands still: 3.2), not secret ones.
		if s.Submitted(sh.Side) {
			return []string{t.Render(render.Dim, "Orders: none (stands still)")}
		}
		return []string{t.Render(render.Dim, "Orders: not yet written")}
	case s.Submitted(sh.Side):
		// Alike for every enemy ship, whether it was given orders or not:
		// one without stands still (3.2), so which ships have orders is
		// itself secret.
		return []string{t.Render(render.Dim, "Orders: sealed (secret)")}
	}
	return []string{t.Render(render.Dim, "Orders: secret, not yet sealed")}
}
