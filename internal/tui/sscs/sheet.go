package sscs

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// Sheet implements tui.HexGame: what the intent under the cursor would do
// (the MP ledger of a plot, the effective range and exact chance of a shot,
// the salvo to answer), then the data sheet of the ship at c — the one the
// intent concerns, else one's own before the enemy's.
func (g *mapGame) Sheet(st engine.State, me engine.Player, c hex.Hex, hover engine.Intent, w, rows int) []string {
	s := sscsState(st)
	if s == nil {
		return nil
	}
	at := c
	var out []string
	out = append(out, g.hoverLines(s, hover, w)...)
	order := g.shipsAt(s, me, at, hover)
	if len(order) == 0 {
		out = append(out, g.theme.Render(render.Title, "Hex "+sscs.FormatHex(at)))
		out = append(out, g.hexNotes(s, at, w)...)
		return g.withLegend(s, out, w, rows)
	}
	// Ships sharing the hex (docked, boarding, rammed, in a stasis area)
	// share the panel, each its record cut to its part: the map, tab, g and
	// U reach a hex, not the ships in it, so a ship not picked here was
	// seen nowhere but by name (found playing the boarding action at
	// 80x24: Concord could not read the Maw docked with its Bastion). Those
	// with no room for even the head of a record are named.
	room := rows - len(out)
	n := min(len(order), max(room/minShare, 1))
	if n < len(order) {
		room-- // the "Also here" line
		n = min(n, max(room/minShare, 1))
	}
	// The picked ship takes what its record needs, leaving the others the
	// head of theirs; they share what it leaves.
	left := room
	for i := 0; i < n; i++ {
		share := left / (n - i)
		if i == 0 {
			share = left - minShare*(n-1)
		}
		share = max(share, 1) // a panel too short is cut by withLegend
		rec := g.record(s, order[i], w, share)
		if len(rec) > share && len(order) > 1 {
			rec = rec[:share]
		}
		out = append(out, rec...)
		left -= len(rec)
	}
	if n < len(order) {
		var names []string
		for _, sh := range order[n:] {
			names = append(names, sh.Name)
		}
		out = append(out, tui.Truncate("Also here: "+strings.Join(names, ", "), w))
	}
	return g.withLegend(s, out, w, rows)
}

// shipsAt lists the ships in hex at: the one the intent concerns first
// (the acting ship, else its target), else one's own before the enemy's.
func (g *mapGame) shipsAt(s *sscs.State, me engine.Player, at hex.Hex, hover engine.Intent) []sscs.ShipInfo {
	want, _ := actingShip(hover)
	aim, aimed := targetOf(hover)
	var here []sscs.ShipInfo
	pick, rank := -1, 0 // rank: 3 the acting ship, 2 its target, 1 one's own
	for _, sh := range s.Ships() {
		if !onMap(sh) || sh.Hex != at {
			continue
		}
		here = append(here, sh)
		r := 0
		switch {
		case sh.ID == want:
			r = 3
		case aimed && sh.ID == aim:
			r = 2
		case sh.Side == me:
			r = 1
		}
		if r > rank {
			pick, rank = len(here)-1, r
		}
	}
	if len(here) == 0 {
		return nil
	}
	pick = max(pick, 0)
	order := []sscs.ShipInfo{here[pick]}
	for i, sh := range here {
		if i != pick {
			order = append(order, sh)
		}
	}
	return order
}

// minShare is the fewest rows a ship's record gets beside another in its
// hex: its name, motion, Drive, shields and crew.
const minShare = 5

// withLegend adds the key to the map's marks when there is room, and cuts
// the sheet to its rows.
func (g *mapGame) withLegend(s *sscs.State, out []string, w, rows int) []string {
	if len(out) > rows {
		return out[:rows]
	}
	if rows-len(out) >= 3 {
		m := g.theme.Glyph.Marks
		out = append(out, "", g.theme.Render(render.Dim, tui.Truncate(m.InRange+m.ArcAndRange+" drift to next turn: speed", w)),
			g.theme.Render(render.Dim, tui.Truncate(m.InArc+" flown  "+m.Reachable+" plot  ? legend", w)))
	}
	return out
}

// hexNotes says what else is in an empty hex: a force plane, a salvo.
func (g *mapGame) hexNotes(s *sscs.State, h hex.Hex, w int) []string {
	var out []string
	for _, wl := range s.Walls() {
		for _, x := range wl.Hexes {
			if x == h {
				out = append(out, tui.Wrap(fmt.Sprintf("Force plane of the %s: absorbs %d more", g.names.ship(wl.Owner), wl.Left), w, 2)...)
			}
		}
	}
	return out
}

// hoverLines show what the hover intent would do.
func (g *mapGame) hoverLines(s *sscs.State, hover engine.Intent, w int) []string {
	switch in := hover.(type) {
	case sscs.Move:
		return g.ledgerLines(s, s.PreviewPlot(in.Ship, in.Plot), in.Plot, w)
	case sscs.Speed:
		return g.speedLines(s, in, w)
	case sscs.Fire:
		return g.shotLines(s, in.Ship, in.Weapon, in.From, in.Target, in.Aim, true, w)
	case sscs.Project:
		if in.Target != in.Ship {
			if sh, ok := s.Ship(in.Ship); ok {
				if t, ok := s.Ship(in.Target); ok && t.Side != sh.Side {
					return append(g.shotLines(s, in.Ship, in.Weapon, in.From, in.Target, sscs.AimNone, false, w), g.caughtLines(s, in, w)...)
				}
			}
		}
	case sscs.Salvo:
		return g.salvoLines(s, in, w)
	case sscs.Assign:
		return g.assignLines(s, in, w)
	case sscs.Mode:
		return g.modeLines(s, in, w)
	case nil:
		if t := g.typed; t != nil && t.state == s {
			if mv, ok := t.like.(sscs.Move); ok {
				return g.ledgerLines(s, s.PreviewPlot(mv.Ship, t.text), t.text, w)
			}
		}
	}
	if sv, ok := s.PendingSalvo(); ok {
		return g.pendingLines(s, sv, w)
	}
	return nil
}

// caughtLines name the other ships a blast, pulse, stasis beam, tractor or
// repulser would take with its target (the game's Caught): one's own
// ships, the firer itself when it stands in the target hex, and other
// enemies. Before, the panel named the target alone, and a pulse at an
// enemy docked with one's own ship shut both down unannounced (found
// playing the boarding scenario at 80x24).
func (g *mapGame) caughtLines(s *sscs.State, in sscs.Project, w int) []string {
	ids := s.Caught(in)
	if len(ids) == 0 {
		return nil
	}
	sh, _ := s.Ship(in.Ship)
	var names []string
	for _, id := range ids {
		o, ok := s.Ship(id)
		if !ok {
			continue
		}
		switch {
		case id == in.Ship:
			names = append(names, "the "+o.Name+" itself")
		case o.Side == sh.Side:
			names = append(names, "the "+o.Name+" (yours)")
		default:
			names = append(names, "the "+o.Name)
		}
	}
	lines := tui.Wrap("a hit also takes "+strings.Join(names, ", "), w, 2)
	for i, l := range lines {
		lines[i] = g.theme.Render(render.Warn, l)
	}
	return lines
}

// modeEffect is what a boarding mode puts on the d6 (Boarding Squad
// Combat; the modifiers go on the die, which must come to the table's
// number or less).
var modeEffect = map[string]string{
	"none":      "no modifier",
	"evasive":   "+2 on its rolls and on rolls at it",
	"defensive": "+1 on rolls at it",
	"offensive": "−1 on its rolls and on rolls at it",
	"suicidal":  "−2 on its rolls and on rolls at it",
}

// modeLines say the mode a boarding unit has now and what the mode under
// the cursor would change: a unit's mode was told nowhere but in the log
// (the list offers the others, so a player had to work it out).
func (g *mapGame) modeLines(s *sscs.State, in sscs.Mode, w int) []string {
	q, ok := squadByID(s, in.Squad)
	if !ok || int(in.Mode) < 0 || int(in.Mode) >= len(sscs.ModeNames()) {
		return nil
	}
	to := sscs.ModeNames()[in.Mode]
	out := []string{g.theme.Render(render.Title, tui.Truncate(fmt.Sprintf("%d %s: mode %s now", q.ID, troopShort(q.Kind), q.Mode), w))}
	out = append(out, tui.Wrap(fmt.Sprintf("%s: %s", to, modeEffect[to]), w, 2)...)
	return out
}

// ledgerLines are the MP ledger of a plot (Movement 3–5): the speed
// change, each turn with its cost at this turn's speed, the evasive MP,
// what is spent and left, and the broken rule if any.
func (g *mapGame) ledgerLines(s *sscs.State, l sscs.Ledger, plot string, w int) []string {
	t := g.theme
	plot = strings.ToUpper(strings.TrimSpace(plot))
	if plot == "" {
		plot = "0"
	}
	out := []string{t.Render(render.Title, tui.Truncate("Plot "+plot+" · "+g.names.ship(l.Ship), w))}
	if l.Coasting != "" {
		out = append(out, tui.Wrap("coasts: "+l.Coasting, w, 2)...)
	}
	sp := fmt.Sprintf("speed %d → %d: %d MP", l.From, l.To, l.SpeedCost)
	if l.Clamped {
		sp += fmt.Sprintf(" (%d declared)", l.Declared)
	}
	// The lines of the ledger are wrapped, never cut: at 80 columns the
	// sheet is 30 wide, and a turn's line, "R after 2 hexes at speed 4:
	// 3 MP", lost its cost ("… speed 4: 3…"), the one number it is for.
	out = append(out, tui.Wrap(sp, w, 2)...)
	for _, tl := range l.Turns {
		side := "R"
		if tl.Dir < 0 {
			side = "L"
		}
		where := fmt.Sprintf("after %d hexes", tl.After)
		switch tl.After {
		case 0:
			where = "before the first hex"
		case 1:
			where = "after 1 hex"
		}
		out = append(out, tui.Wrap(fmt.Sprintf("%s %s at speed %d: %d MP", side, where, tl.Speed, tl.Cost), w, 2)...)
	}
	if l.Evasive > 0 {
		out = append(out, tui.Wrap(fmt.Sprintf("evasive %d: %d MP", l.Evasive, l.Evasive), w, 2)...)
	}
	out = append(out, g.dockNote(s, l, w)...)
	left := fmt.Sprintf("spent %d of %d, left %d", l.Spent, l.MP, l.Left)
	if l.Left < 0 {
		left = t.Render(render.Bad, left)
	} else {
		left = t.Render(render.Good, left)
	}
	out = append(out, tui.Wrap(left, w, 2)...)
	if l.Err != nil {
		for _, x := range tui.Wrap(g.txt(l.Err.Error()), w, 2) {
			out = append(out, t.Render(render.Bad, x))
		}
	}
	return out
}

// dockNote reminds the owner of a docked (or docking) ship what keeps it
// with its partner (Docking: the same hex, speed and direction, no evasive
// maneuvers), in red once the plot buys evasive MP: a plot of "1E9" parted
// the Maw from the Bastion it was boarding, and called the boarding off,
// with nothing said before the move.
func (g *mapGame) dockNote(s *sscs.State, l sscs.Ledger, w int) []string {
	sh, ok := s.Ship(l.Ship)
	if !ok {
		return nil
	}
	with := sh.Docked
	if with == sscs.NoShip {
		with = sh.Docking
	}
	if with == sscs.NoShip {
		return nil
	}
	note, role := "docked with the "+g.names.ship(with)+": it stays so in one hex at one speed and heading, with no evasive MP (Docking)", render.Dim
	if sh.Docked == sscs.NoShip {
		note = "docking with the " + g.names.ship(with) + ": it goes on in one hex at one speed and heading, with no evasive MP (Docking)"
	}
	if l.PartsFrom == with {
		note, role = "evasive MP part it from the "+g.names.ship(with)+" (Docking: no evasive maneuvers)", render.Bad
	}
	var out []string
	for _, x := range tui.Wrap(note, w, 2) {
		out = append(out, g.theme.Render(role, x))
	}
	return out
}

// speedLines say what a declared speed costs: one MP a point of change.
func (g *mapGame) speedLines(s *sscs.State, in sscs.Speed, w int) []string {
	sh, ok := s.Ship(in.Ship)
	if !ok {
		return nil
	}
	d := in.Speed - sh.Speed
	if d < 0 {
		d = -d
	}
	return []string{
		g.theme.Render(render.Title, tui.Truncate(fmt.Sprintf("Speed %d · %s", in.Speed, sh.Name), w)),
		tui.Truncate(fmt.Sprintf("%d → %d: %d of %d MP", sh.Speed, in.Speed, d, sh.MP), w),
		tui.Truncate(fmt.Sprintf("a turn costs %d MP at %d", s.TurnCostAt(in.Speed), in.Speed), w),
	}
}

// shotLines are a shot's effective range step by step (Rolling to Hit)
// and the exact chance of the weapon's dice. A projector (aimable false)
// is not offered Selective Targeting.
func (g *mapGame) shotLines(s *sscs.State, ship sscs.ShipID, weapon, from int, target sscs.ShipID, aim int, aimable bool, w int) []string {
	t := g.theme
	b, ok := s.EffectiveRange(ship, weapon, from, target, aim != sscs.AimNone)
	if !ok {
		return nil
	}
	// The target by its map id too, and the direction after the distance:
	// at 80×24 a target far off shows only as an edge marker ("▲Ma"), and
	// the line of fire, cut at the window's edge, may end beside another
	// ship's marker.
	name := g.names.ship(target)
	if id := g.ids.of(s.Ships()); int(target) >= 0 && int(target) < len(id) && id[target] != "" {
		name = id[target] + " " + name
	}
	title := fmt.Sprintf("%s → %s", g.names.system(ship, weapon), name)
	out := []string{t.Render(render.Title, tui.Truncate(title, w))}
	where := fmt.Sprintf("from pose %d, %d hex", from, b.Distance)
	if b.Distance != 1 {
		where += "es"
	}
	if sh, ok := s.Ship(ship); ok && b.Distance > 0 && from >= 0 && from < len(sh.Path) {
		if tg, ok := s.Ship(target); ok {
			where += " " + directionTo(sh.Path[from].Hex, tg.Hex).String()
		}
	}
	if aim != sscs.AimNone {
		where += ", at its " + sscs.AimName(aim)
	}
	out = append(out, tui.Truncate(where, w))
	if !s.InArc(ship, weapon, from, target) {
		out = append(out, t.Render(render.Bad, tui.Truncate("out of arc from there", w)))
	}
	out = append(out, tui.Wrap(b.String(), w, 2)...)
	need := g.txt(fmt.Sprintf("%dd10 ≥ %d: %s", b.Dice, b.Effective, b.Chance.Percent()))
	role := render.Good
	if b.Chance.PerMillion() < 500_000 {
		role = render.Warn
	}
	out = append(out, t.Render(role, tui.Truncate(need, w)))
	if frac := b.Chance.String(); frac != "0" && frac != "1" && len(frac) <= w-2 {
		out = append(out, t.Render(render.Dim, "= "+frac))
	}
	if tg, ok := s.Ship(target); ok {
		tgt := fmt.Sprintf("target: shields %d, armor %d", tg.ShieldLeft, tg.Armor)
		switch hit := g.hitWords(s, ship, weapon); {
		case hit == "":
			out = append(out, tui.Truncate(tgt, w))
		case tui.Width("a hit: "+hit+" · "+tgt) <= w:
			out = append(out, "a hit: "+hit+" · "+tgt)
		default:
			out = append(out, tui.Truncate("a hit: "+hit+" damage", w), tui.Truncate(tgt, w))
		}
	}
	if sh, ok := s.Ship(ship); ok && len(sh.Path) > 1 {
		// Every pose until the ship's first shot chooses its hex, then
		// the poses in that hex (Movement 6).
		hint := fmt.Sprintf("@0–%d: the pose to fire from", len(sh.Path)-1)
		switch poses := s.FirePoses(ship); {
		case len(poses) == 1:
			hint = fmt.Sprintf("@%d: the hex it fires from this turn (Movement 6)", poses[0])
		case len(poses) > 1 && len(poses) < len(sh.Path):
			hint = posesWords(poses) + ": the hex it fires from this turn (Movement 6)"
		}
		for _, l := range tui.Wrap(hint, w, 2) {
			out = append(out, t.Render(render.Dim, l))
		}
		if aim == sscs.AimNone && aimable {
			out = append(out, t.Render(render.Dim, tui.Truncate("D, W or A aims at one category", w)))
		}
	}
	return out
}

// hitWords is the damage a hit does, before the target's shields and
// armor: "2d10" (rules 8: a weapon buys its damage in d10s, rolled on
// each hit), "3" for an energy blast's value or a weapon of a rules 1-7
// design that bought fixed damage; "" for a projector whose value is no
// damage (a pulse's turns, a tractor's pull).
func (g *mapGame) hitWords(s *sscs.State, ship sscs.ShipID, weapon int) string {
	sh, ok := s.Ship(ship)
	if !ok || weapon < 0 || weapon >= len(sh.Systems) {
		return ""
	}
	switch dice, points := sh.Systems[weapon].HitDamage(); {
	case dice > 0:
		return fmt.Sprintf("%dd10", dice)
	case points > 0:
		return strconv.Itoa(points)
	}
	return ""
}

// salvoLines tell a salvo's missiles against the target's effective range.
func (g *mapGame) salvoLines(s *sscs.State, in sscs.Salvo, w int) []string {
	sh, ok := s.Ship(in.Ship)
	if !ok || in.Weapon < 0 || in.Weapon >= len(sh.Systems) {
		return nil
	}
	m := sh.Systems[in.Weapon]
	out := []string{g.theme.Render(render.Title, tui.Truncate(fmt.Sprintf("%d %s → %s", in.Count, m.Name, g.names.ship(in.Target)), w))}
	out = append(out, tui.Truncate(fmt.Sprintf("Range %d, Drive %d, warhead %dd10", m.Range, m.MissileDrive, m.Dice), w))
	if b, ok := s.EffectiveRange(in.Ship, in.Weapon, in.From, in.Target, false); ok {
		out = append(out, tui.Wrap(fmt.Sprintf("effective range %d (%s); a d10, +1 a hex beyond Range %d, hits at Drive %d or less",
			b.Effective, b.String(), m.Range, m.MissileDrive), w, 2)...)
		// What that comes to for each missile, before the target dodges
		// or shoots: the roll the log will show.
		excess := sscs.MissileExcess(b.Effective, m.Range)
		roll := "d10"
		if excess > 0 {
			roll = fmt.Sprintf("d10 + %d", excess)
		}
		wins := min(max(m.MissileDrive-excess, 0), 10)
		role := render.Good
		if wins < 5 {
			role = render.Warn
		}
		out = append(out, g.theme.Render(role, tui.Truncate(g.txt(fmt.Sprintf("%s ≤ %d: %d in 10 a missile", roll, m.MissileDrive, wins)), w)))
	}
	if m.MaxShot > 0 {
		left := fmt.Sprintf("%d of %d left", m.Shots, m.MaxShot)
		if m.MaxReloads > 0 {
			left += fmt.Sprintf("; %d of %d magazine reloads left", m.Reloads, m.MaxReloads)
		}
		out = append(out, tui.Truncate(left, w))
	}
	return out
}

// reloadMark is a weapon's magazine reloads left on its sheet line: "+2",
// "+1◇" when a reload is declared for it this turn (◇, as a point being
// repaired).
func reloadMark(si sscs.SystemInfo) string {
	m := fmt.Sprintf("+%d", si.Reloads)
	if si.Reloading {
		m += "◇"
	}
	return m
}

// pendingLines tell the target of a salvo its two answers (Missiles).
func (g *mapGame) pendingLines(s *sscs.State, sv sscs.SalvoInfo, w int) []string {
	t, ok := s.Ship(sv.Target)
	if !ok {
		return nil
	}
	out := []string{g.theme.Render(render.Title, tui.Truncate(fmt.Sprintf("%s at the %s", sscs.SalvoWords(sv.Count, g.names.system(sv.From, sv.Weapon)), t.Name), w))}
	out = append(out, tui.Wrap(fmt.Sprintf("dodge: a d10 a missile, %d or less (Drive)", t.Drive), w, 2)...)
	out = append(out, tui.Wrap(fmt.Sprintf("or shoot with the weapons numbered below, a missile a weapon, and dodge the rest; never both at one missile: range %d for antimissiles, %d for others", sv.ShotRangeAM, sv.ShotRange), w, 2)...)
	// Each weapon that may shoot, numbered as an answer names it ("1 3
	// dodge"), with its dice against that range: the choice between
	// dodging and shooting is made on these numbers.
	for k, wi := range shooters(s) {
		if wi < 0 || wi >= len(t.Systems) {
			continue
		}
		m := t.Systems[wi]
		need := sv.ShotRange
		if m.Type == design.Antimissile {
			need = sv.ShotRangeAM
		}
		c := sscs.HitChance(m.Range, need)
		// Wrapped, not cut: at 80 columns "1 Point defence: 1d10 ≥ 6:"
		// filled the panel and the chance, the number the choice is made
		// on, was cut to "…".
		out = append(out, tui.Wrap(g.txt(fmt.Sprintf("  %d %s: %dd10 ≥ %d: %s", k+1, m.Name, m.Range, need, c.Percent())), w, 4)...)
	}
	return out
}

// record is a ship's data sheet in at most rows lines: what it is, where
// and how fast, the Drive boxes and MP, this turn's shield pool, armor,
// crew and hit points, what acts on it, then its weapons and auxiliaries
// in damage order (folded into fewer lines when room is short).
func (g *mapGame) record(s *sscs.State, sh sscs.ShipInfo, w, rows int) []string {
	out := g.recordHead(s, sh, w)
	return g.systemsLines(out, sh.Systems, w, rows-len(out))
}

// recordHead is the sheet above the weapons: the ship's id, name and
// class, its heading and speed, Drive and MP, shields and armor, crew and
// hit points, what acts on it and who is aboard.
func (g *mapGame) recordHead(s *sscs.State, sh sscs.ShipInfo, w int) []string {
	t := g.theme
	id := g.ids.of(s.Ships())
	title := t.Side(sideColor(sh.Side), id[sh.ID]+" "+sh.Name)
	if sh.Class != "" {
		title += t.Render(render.Dim, " · "+sh.Class)
	}
	out := []string{tui.Truncate(title, w)}
	move := fmt.Sprintf("%s speed %d", sh.Heading, sh.Speed)
	// The declared speed until the ship has moved: a ship short of MP moves
	// slower than it declared, and then its speed is what it flew.
	if sh.SpeedDeclared && sh.DeclaredSpeed != sh.Speed && !sh.Moved {
		move += fmt.Sprintf(" → %d", sh.DeclaredSpeed)
	}
	if sh.Evasive > 0 {
		move += fmt.Sprintf(" · evasive %d", sh.Evasive)
	}
	if sh.Moved {
		move += " · moved"
	}
	out = append(out, tui.Truncate(move, w))
	drive := sh.Systems[driveIndex(sh)]
	out = append(out, tui.Truncate(fmt.Sprintf("Drive %s MP %d", g.boxes(drive, 6), sh.MP), w))
	// This turn's shield pool, left of the rating, as Armor and Crew are
	// written; a ship without power uses no pool. The line read "Shields 0
	// (4 left)", and nothing said what the 4 was.
	// A ship whose generators have no power raises none (its rating now
	// is 0, as is its pool): it read "Shields 0", as a ship built without
	// shields does, until the design's rating told the two apart.
	shields := fmt.Sprintf("Shield pool %d/%d", sh.ShieldLeft, sh.Shields)
	long := shields
	switch {
	case sh.ShieldRating == 0:
		shields, long = "Shields 0", "Shields 0"
	case !sh.Powered:
		shields = "Shields unpowered"
		long = fmt.Sprintf("Shields unpowered (%d when powered)", sh.ShieldRating)
	}
	armor := fmt.Sprintf("Armor %d/%d", sh.Armor, sh.MaxArmor)
	switch {
	case tui.Width(long+" "+armor) <= w:
		out = append(out, long+" "+armor)
	case tui.Width(shields+" "+armor) <= w:
		out = append(out, shields+" "+armor)
	default:
		out = append(out, tui.Truncate(shields, w), tui.Truncate(armor, w))
	}
	cr := fmt.Sprintf("Crew %d/%d HP %d/%d", sh.Crew, sh.MaxCrew, sh.HitPoints, sh.MaxHP)
	if sh.ECM > 0 {
		cr += fmt.Sprintf(" ECM %d", sh.ECM)
	}
	out = append(out, tui.Truncate(cr, w))
	if fx := g.effects(s, sh); fx != "" {
		for _, l := range tui.Wrap(fx, w, 2) {
			out = append(out, t.Render(render.Warn, l))
		}
	}
	if ab := g.aboard(s, sh); ab != "" {
		out = append(out, tui.Wrap(ab, w, 2)...)
	}
	return out
}

// systemsLines appends the ship's weapons and auxiliaries, in damage
// order, to out in room lines: each on its lines when all fit, else the
// weapons that fit whole with the rest counted and the auxiliaries folded.
func (g *mapGame) systemsLines(out []string, systems []sscs.SystemInfo, w, room int) []string {
	t := g.theme
	wl, aux := g.systemBlocks(systems, w)
	lines := 0
	for _, e := range wl {
		lines += len(e)
	}
	if lines+len(aux) <= room {
		for _, e := range wl {
			out = append(out, e...)
		}
		for _, si := range aux {
			out = append(out, g.systemLine(si, w))
		}
		return out
	}
	// Short of room: the weapons one a line as far as they go, the
	// auxiliaries folded. Weapons left out are counted, never dropped
	// silently: a cruiser's torpedo and point defence vanished from its
	// sheet under a boarding action's "Aboard" line at 80×24.
	al := foldedAux(aux, w)
	n := room - len(al)
	if n <= 0 {
		// Not even the folded auxiliaries fit beside a weapon: one line
		// counts them all.
		if room <= 0 {
			return out
		}
		return append(out, t.Render(render.Dim, tui.Truncate(engine.Count(len(wl), "weapon", "weapons")+", "+strconv.Itoa(len(aux))+" aux: "+g.page.more(), w)))
	}
	if lines > n {
		// The weapons that fit whole with the count of the rest below.
		keep, used := 0, 0
		for keep < len(wl) && used+len(wl[keep]) <= n-1 {
			used += len(wl[keep])
			keep++
		}
		more := len(wl) - keep
		wl = append(wl[:keep], []string{t.Render(render.Dim, tui.Truncate("+"+engine.Count(more, "more weapon", "more weapons")+": "+g.page.more(), w))})
	}
	for _, e := range wl {
		out = append(out, e...)
	}
	return append(out, al...)
}

// systemBlocks are a ship's weapons, each on its lines, and its
// auxiliaries (hull and crew included), in damage order.
func (g *mapGame) systemBlocks(systems []sscs.SystemInfo, w int) (wl [][]string, aux []sscs.SystemInfo) {
	var weapons []sscs.SystemInfo
	for _, si := range systems {
		switch si.Category {
		case sscs.CatWeapons:
			weapons = append(weapons, si)
		case sscs.CatAux:
			aux = append(aux, si)
		}
	}
	names := weaponNames(weapons, w)
	wl = make([][]string, 0, len(weapons))
	for i, si := range weapons {
		wl = append(wl, g.weaponLines(si, names[i], w))
	}
	return wl, aux
}

// foldedAux are the auxiliaries on as few lines as the width allows:
// "Aux: Marine Squad 3/3, ECM 1/1, …".
func foldedAux(aux []sscs.SystemInfo, w int) []string {
	var parts []string
	for _, si := range aux {
		parts = append(parts, fmt.Sprintf("%s %d/%d", si.Name, si.Up, si.Points))
	}
	return tui.Wrap("Aux: "+strings.Join(parts, ", "), w, 2)
}

// driveIndex finds the Drive among a ship's systems.
func driveIndex(sh sscs.ShipInfo) int {
	for i, si := range sh.Systems {
		if si.Category == sscs.CatDrive {
			return i
		}
	}
	return 0
}

// effects lists what acts on a ship: power, cloak, dazzle, images, pulses,
// stasis, docking, shield projection and transferred ECM.
func (g *mapGame) effects(s *sscs.State, sh sscs.ShipInfo) string {
	var fx []string
	turn := s.Phase().Turn
	// A ship shut down by a pulse has no power too; the sheet says why
	// (below) rather than "no power" beside a Drive that works.
	if !sh.Powered && (!sh.Shut || sh.Drive == 0) {
		fx = append(fx, "no power")
	}
	if sh.Cloak > 0 {
		fx = append(fx, fmt.Sprintf("cloak ×%d", sh.Cloak))
	}
	if sh.Dazzle > 0 {
		fx = append(fx, fmt.Sprintf("dazzle %d", sh.Dazzle))
	}
	if sh.Images > 0 {
		// Its owner knows which contact is real, numbered as the enemy's
		// action list numbers them (#1 …).
		im := fmt.Sprintf("%d images", sh.Images)
		if sh.Decoy >= 0 {
			im += fmt.Sprintf(" (real: #%d)", sh.Decoy+1)
		}
		fx = append(fx, im)
	}
	if sh.Shut {
		fx = append(fx, fmt.Sprintf("shut down to turn %d", sh.EMPUntil))
	}
	if sh.HeldUntil >= turn {
		fx = append(fx, fmt.Sprintf("stasis to turn %d", sh.HeldUntil))
	}
	if sh.Docked != sscs.NoShip {
		fx = append(fx, "docked with "+g.names.ship(sh.Docked))
	}
	if sh.Docking != sscs.NoShip {
		fx = append(fx, "docking with "+g.names.ship(sh.Docking)+" (one turn of two done)")
	}
	if sh.CoveredBy != sscs.NoShip {
		fx = append(fx, "shields of "+g.names.ship(sh.CoveredBy))
	}
	if sh.ECMTo != sscs.NoShip {
		fx = append(fx, "ECM to "+g.names.ship(sh.ECMTo))
	}
	if !sh.Capable {
		fx = append(fx, "no resistance")
	}
	return strings.Join(fx, " · ")
}

// weaponLines are one weapon: its name, then its damage, dice to hit, arc
// or missile numbers, shots and boxes, on the name's line when both fit
// and else on a line of their own below it, so that the name is never cut
// (the sheet is 30 columns at 80×24: "Point defence" beside its
// "1d10 R1 sec 10/10 ●" was "Point def…"). name is the one weaponNames
// gives it.
func (g *mapGame) weaponLines(si sscs.SystemInfo, name string, w int) []string {
	var stats string
	switch {
	case si.Type == design.Missile:
		stats = fmt.Sprintf("R%d D%d W%d", si.Range, si.MissileDrive, si.Dice)
	default:
		dmg := strconv.Itoa(si.Damage)
		if si.Dice > 0 {
			dmg = strconv.Itoa(si.Dice) + "d10"
		}
		stats = fmt.Sprintf("%s R%d %s", dmg, si.Range, arcCode(si.Arc))
	}
	if si.MaxShot > 0 {
		stats += fmt.Sprintf(" %d/%d", si.Shots, si.MaxShot)
	}
	if si.MaxReloads > 0 {
		stats += reloadMark(si)
	}
	box := g.boxes(si, 3)
	switch {
	case si.Controlled:
		box += "!"
	case si.Used:
		box += "·"
	}
	right := stats + " " + box
	var lines []string
	if tui.Width(name)+1+tui.Width(right) <= w {
		lines = []string{tui.PadRight(name, w-tui.Width(right)) + right}
	} else {
		lines = []string{name, tui.Truncate(strings.Repeat(" ", max(2, w-tui.Width(right)))+right, w)}
	}
	if !si.Works {
		for i, l := range lines {
			lines[i] = g.theme.Render(render.Dim, l)
		}
	}
	return lines
}

// weaponNames are the names the sheet gives weapons on lines w wide: each
// whole when it fits the line, as every shipped design's does. A longer
// name (a design of the player's own) is shortened by one rule: it keeps
// its start and its last word, "…" between ("Forward heavy plas…2"),
// since the last word holds the number that tells two mounts of one entry
// apart; when two shortened names would still read the same, both keep
// more of their end until they differ.
func weaponNames(ws []sscs.SystemInfo, w int) []string {
	out := make([]string, len(ws))
	tail := make([]int, len(ws)) // runes of the end kept
	for i, si := range ws {
		r := []rune(si.Name)
		if tui.Width(si.Name) <= w {
			out[i] = si.Name
			continue
		}
		if j := strings.LastIndexFunc(si.Name, unicode.IsSpace); j < 0 {
			tail[i] = 0
		} else {
			tail[i] = len([]rune(si.Name[j+1:]))
		}
		tail[i] = min(tail[i], w/2)
		out[i] = shorten(r, tail[i], w)
	}
	for pass := 0; pass < w; pass++ {
		clash := false
		for i := range out {
			for j := i + 1; j < len(out); j++ {
				if out[i] != out[j] || ws[i].Name == ws[j].Name {
					continue
				}
				for _, k := range [2]int{i, j} {
					if tail[k] > 0 || tui.Width(ws[k].Name) > w {
						tail[k]++
						out[k] = shorten([]rune(ws[k].Name), tail[k], w)
					}
				}
				clash = true
			}
		}
		if !clash {
			break
		}
	}
	return out
}

// shorten is name in w columns: its start, "…", and up to its last tail
// runes, as many as leave two columns for the start and its "…". It
// counts columns, not runes, so that a name of wide characters fits too.
func shorten(name []rune, tail, w int) string {
	end := name[len(name)-min(max(tail, 0), len(name)):]
	for len(end) > 0 && tui.Width(string(end)) > w-2 {
		end = end[1:]
	}
	return tui.Truncate(string(name[:len(name)-len(end)]), w-tui.Width(string(end))) + string(end)
}

// systemLine is one auxiliary with its boxes.
func (g *mapGame) systemLine(si sscs.SystemInfo, w int) string {
	box := g.boxes(si, max(3, w-14))
	if si.Controlled {
		box += "!"
	}
	name := tui.Truncate(si.Name, max(4, w-tui.Width(box)-1))
	return tui.Truncate(tui.PadRight(name, max(0, w-tui.Width(box)))+box, w)
}

// boxes draws a system's points: online ●, down ○, down for good ✕,
// down for damage control this turn ◇; past max boxes, a count.
func (g *mapGame) boxes(si sscs.SystemInfo, maxBoxes int) string {
	if si.Points > maxBoxes {
		return fmt.Sprintf("%d/%d", si.Up, si.Points)
	}
	var b strings.Builder
	on, off := g.theme.Glyph.On, g.theme.Glyph.Off
	down := si.Points - si.Up
	for k := 0; k < si.Up; k++ {
		b.WriteString(on)
	}
	for k := 0; k < down; k++ {
		switch {
		case k < si.Lost:
			b.WriteString("✕")
		case k < si.Lost+si.Declared:
			b.WriteString("◇")
		default:
			b.WriteString(off)
		}
	}
	return b.String()
}

// arcCode shortens an arc: pri, sec, def.
func arcCode(arc string) string {
	if len(arc) >= 3 {
		return arc[:3]
	}
	return arc
}

// posesWords names the poses of a path the ship may fire from: "@2–4" for
// a run, "@0, @6" for a path that comes back to the hex.
func posesWords(poses []int) string {
	if poses[len(poses)-1]-poses[0] == len(poses)-1 {
		return fmt.Sprintf("@%d–%d", poses[0], poses[len(poses)-1])
	}
	words := make([]string, len(poses))
	for i, p := range poses {
		words[i] = "@" + strconv.Itoa(p)
	}
	return strings.Join(words, ", ")
}
