package starshipbattles

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The stat card beside the map: the ship's name in its side's colour, where
// it is and what it has done this round, its damage counters against its
// Hull, the side it shows in full (Defense by face, weapons with Attack and
// Damage, PD, abilities, Fighter Launch), its Command entries, the options
// in effect for its team, and the other side of the card in short.

// card adds a ship's stat card.
func (g *sbGame) card(l *lines, s *sb.State, sh sb.ShipInfo) {
	t := g.theme
	c, ok := s.Card(sh.Card)
	if !ok {
		return
	}
	head := t.Side(colorOf(s, sh.Owner), s.Name(sh.ID))
	if sh.Class != 4 && sh.Where == sb.OnGrid {
		head += " " + t.Glyph.Arrows[2*int(sh.Facing.Norm())]
	}
	l.add(head + " " + t.Render(render.Dim, sideName(s, sh.Owner)))
	l.wrap(g.status(s, sh, c), plain)
	side := c.Full
	if sh.Reduced && c.Reduced != nil {
		side = *c.Reduced
	}
	quick := s.QuickStart()
	for _, line := range sideLines(t, c, side, sh.Reduced, l.w, &sh, quick) {
		l.add(line)
	}
	cmd := commandText(c, sh.Spent)
	if quick {
		// The Quick Start game leaves out special abilities and Fleet
		// Commander: say once which entries of the card do not count,
		// of either side (the sides list only those that do).
		cmd = ""
		if out := quickStartUnused(c); out != "" {
			l.wrap("Not in Quick Start: "+out, func(x ...string) string { return t.Render(render.Dim, strings.Join(x, "")) })
		}
	}
	launching := sh.Rate > 0 && s.Phase().Name == sb.PhaseLaunch
	switch {
	case cmd != "" && launching:
		l.add(cmd + fmt.Sprintf(" · launched %d/%d", sh.Launches, sh.Rate))
	case cmd != "":
		l.add(cmd)
	case launching:
		l.add(fmt.Sprintf("Launched %d of %d this round", sh.Launches, sh.Rate))
	}
	if note := s.LaunchNote(sh.ID); launching && note != "" {
		// The card says Fighter Launch 3 and the count "launched 1/2":
		// say why they differ.
		l.wrap(fmt.Sprintf("Launches %d: %s", sh.Rate, note), func(s ...string) string { return t.Render(render.Warn, strings.Join(s, "")) })
	}
	if mods := g.modifiers(s, sh); mods != "" {
		l.wrap(mods, func(s ...string) string { return t.Render(render.Warn, strings.Join(s, "")) })
	}
	other, label := c.Reduced, "Reduced"
	if sh.Reduced {
		other, label = &c.Full, "Full"
	}
	if other != nil {
		l.add(t.Render(render.Dim, label+": "+sideSummary(c, *other)))
		for _, w := range tuiWrap(weaponList(other.Weapons)+abilityTail(*other, quick), l.w-2) {
			l.add(t.Render(render.Dim, "  "+w))
		}
	} else if c.Class != 4 {
		l.add(t.Render(render.Dim, "No reduced side"))
	}
}

// plain joins its arguments: a style that changes nothing.
func plain(x ...string) string { return strings.Join(x, "") }

// status is the ship's class and cost, its damage against its Hull, and
// where it is and what it did this round.
func (g *sbGame) status(s *sb.State, sh sb.ShipInfo, c sb.Card) string {
	t := g.theme
	parts := []string{fmt.Sprintf("class %d · %d pts", c.Class, c.Cost)}
	switch sh.Where {
	case sb.InPool:
		return strings.Join(append(parts, "in the fighter pool"), " · ")
	case sb.Unplaced:
		return strings.Join(append(parts, "not set up yet"), " · ")
	case sb.Destroyed:
		return strings.Join(append(parts, t.Render(render.Bad, "destroyed")), " · ")
	case sb.Fled:
		return strings.Join(append(parts, t.Render(render.Bad, "fled the grid (destroyed)")), " · ")
	}
	hull := c.Full.Hull
	if sh.Reduced && c.Reduced != nil {
		hull = c.Reduced.Hull
	}
	dmg := fmt.Sprintf("dmg %d/%d", sh.Damage, hull)
	switch {
	case sh.Damage >= hull:
		dmg = t.Render(render.Bad, dmg)
	case sh.Damage > 0:
		dmg = t.Render(render.Warn, dmg)
	}
	parts = append(parts, dmg)
	moving, left := s.Moving()
	switch {
	case moving == sh.ID:
		parts = append(parts, t.Render(render.Warn, fmt.Sprintf("moving, %d left", left)))
	case sh.Launched:
		parts = append(parts, "launched")
	case sh.Moved && s.Phase().Name == sb.PhaseMove:
		parts = append(parts, "moved")
	}
	return strings.Join(parts, " · ")
}

// sideLines are one side of a card in full: Hull, Defense and PD, a line
// for each weapon, the abilities (under the Quick Start rules, quick, only
// those that game keeps). With a ship on the grid (sh), the weapons it has
// fired this round are marked "fired" and dimmed, and a broadside weapon
// with one of its two broadside attacks made says which ("L fired": the
// other broadside is still open).
func sideLines(t *render.Theme, c sb.Card, side sb.Side, reduced bool, w int, sh *sb.ShipInfo, quick bool) []string {
	label := "Full"
	if reduced {
		label = "Reduced"
	}
	out := []string{t.Render(render.Title, label) + ": " + sideSummary(c, side)}
	marks := make([]string, len(side.Weapons))
	markW := 0
	for i, wp := range side.Weapons {
		if sh != nil {
			marks[i] = firedMark(*sh, i, wp)
		}
		markW = max(markW, len(marks[i]))
	}
	name := 0
	for _, wp := range side.Weapons {
		name = max(name, len(wp.Name))
	}
	name = min(name, max(8, w-8-markW))
	for i, wp := range side.Weapons {
		// A name longer than its column is wrapped, its values on its
		// last line: cut, it read "Concussion Missi" at 80×24.
		parts := []string{wp.Name}
		if len(wp.Name) > name {
			parts = tuiWrap(wp.Name, name)
		}
		last := len(parts) - 1
		for _, p := range parts[:last] {
			if p = " " + p; marks[i] == " fired" {
				p = t.Render(render.Dim, p)
			}
			out = append(out, p)
		}
		line := fmt.Sprintf(" %-*s %+d/%d", name, parts[last], wp.Attack, wp.Damage)
		switch {
		case marks[i] == " fired":
			line = t.Render(render.Dim, line+marks[i])
		case marks[i] != "":
			line += t.Render(render.Dim, marks[i])
		}
		out = append(out, line)
	}
	if ab := abilities(side, quick); len(ab) > 0 {
		for _, l := range tuiWrap(strings.Join(ab, ", "), w-1) {
			out = append(out, " "+l)
		}
	}
	return out
}

// firedMark says what weapon i of a ship has done this round: " fired"
// when it can attack no more, " L fired" or " R fired" for a broadside
// weapon with one broadside attack made, "" else.
func firedMark(sh sb.ShipInfo, i int, wp sb.Weapon) string {
	switch {
	case sh.Where != sb.OnGrid:
		return ""
	case i < len(sh.Fired) && sh.Fired[i]:
		return " fired"
	case wp.Kind.Arc() != sb.Broadside || sh.Class == 4:
		return ""
	case sh.BroadsideLeft:
		return " L fired"
	case sh.BroadsideRight:
		return " R fired"
	}
	return ""
}

// quickStartUnused lists what a card prints that the Quick Start game
// leaves out, each once for both its sides: every special ability but
// Fighter Launch (the rulebook's Quick Start launches fighters with it,
// and its Point-Defense is a card entry of its own, not an ability), and
// the Command entries. The rulebook's Quick Start tells the players not
// to worry about special abilities and leaves the Command Cards out; the
// game's rules do likewise (State.has, State.value).
func quickStartUnused(c sb.Card) string {
	var out []string
	sides := []sb.Side{c.Full}
	if c.Reduced != nil {
		sides = append(sides, *c.Reduced)
	}
	for _, side := range sides {
		for _, a := range side.AbilityList() {
			if !keptInQuickStart(a) && !slices.Contains(out, a) {
				out = append(out, a)
			}
		}
	}
	if len(c.Command) > 0 {
		out = append(out, "Command")
	}
	return strings.Join(out, ", ")
}

// keptInQuickStart reports whether the Quick Start game uses a special
// ability as printed ("Fighter Launch 3").
func keptInQuickStart(ability string) bool {
	return strings.HasPrefix(ability, sb.FighterLaunch.String())
}

// abilities lists a side's Point-Defense rating and special abilities;
// under the Quick Start rules (quick) only those that game uses, as the
// card says the rest once under "Not in Quick Start" (it said "PD +7, DR
// 1, Fighter Launch 3", then "Not in Quick Start: DR 1").
func abilities(side sb.Side, quick bool) []string {
	var out []string
	if side.HasPD {
		out = append(out, fmt.Sprintf("PD %+d", side.PD))
	}
	for _, a := range side.AbilityList() {
		if !quick || keptInQuickStart(a) {
			out = append(out, a)
		}
	}
	return out
}

// sideSummary is "Hull 10, Def 18/15/14".
func sideSummary(c sb.Card, side sb.Side) string {
	d := side.Defense
	def := fmt.Sprintf("Def %d/%d/%d", d[sb.FaceFront], d[sb.FaceRight], d[sb.FaceRear])
	switch {
	case c.Class == 4:
		def = fmt.Sprintf("Def %d", d[sb.FaceFront])
	case d[sb.FaceLeft] != d[sb.FaceRight]:
		def = fmt.Sprintf("Def F%d R%d B%d L%d", d[sb.FaceFront], d[sb.FaceRight], d[sb.FaceRear], d[sb.FaceLeft])
	}
	return fmt.Sprintf("Hull %d, %s", side.Hull, def)
}

// weaponList is "Turbolasers +4/3, Ion Cannon +3/3".
func weaponList(ws []sb.Weapon) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = fmt.Sprintf("%s %+d/%d", w.Name, w.Attack, w.Damage)
	}
	return strings.Join(parts, ", ")
}

func abilityTail(side sb.Side, quick bool) string {
	if ab := abilities(side, quick); len(ab) > 0 {
		return "; " + strings.Join(ab, ", ")
	}
	return ""
}

// commandText lists a card's Command entries, the spent ones in brackets:
// "Command 1 [1] 3" (an entry paying for two classes reads "2/3").
func commandText(c sb.Card, spent []bool) string {
	if len(c.Command) == 0 {
		return ""
	}
	parts := make([]string, len(c.Command))
	for i, e := range c.Command {
		cls := make([]string, len(e))
		for k, v := range e {
			cls[k] = strconv.Itoa(v)
		}
		parts[i] = strings.Join(cls, "/")
		if i < len(spent) && spent[i] {
			parts[i] = "[" + parts[i] + "]"
		}
	}
	return "Command " + strings.Join(parts, " ")
}

// modifiers are what changes the ship's numbers now: the Fleet Commander
// options in effect for its team, Buzz Droids, its Point-Defense rating.
func (g *sbGame) modifiers(s *sb.State, sh sb.ShipInfo) string {
	var parts []string
	if sh.Where == sb.OnGrid {
		for _, o := range s.Sheet(sh.Owner).InEffect {
			parts = append(parts, o.String())
		}
	}
	if sh.Buzz {
		parts = append(parts, "Buzz Droids −1 Defense")
	}
	if len(parts) == 0 {
		return ""
	}
	return "In effect: " + strings.Join(parts, ", ")
}

// tuiWrap wraps plain text to w cells without indenting.
func tuiWrap(text string, w int) []string {
	if text == "" {
		return nil
	}
	return tui.Wrap(text, w, 0)
}

// hoverLines explain the intent under the cursor above the card: what an
// attack needs and its chance, where a step goes, what an option does;
// and the attack under way, whoever acts.
func (g *sbGame) hoverLines(l *lines, s *sb.State, me engine.Player, hover engine.Intent) {
	sel := func(x ...string) string { return g.st.Selected.Render(strings.Join(x, "")) }
	dim := func(x ...string) string { return g.st.Subtle.Render(strings.Join(x, "")) }
	if a, ok := s.PendingAttack(); ok && hover == nil {
		l.wrap(pendingText(s, a), sel)
	}
	switch x := hover.(type) {
	case sb.Attack:
		l.wrap(attackText(s, s.Ships(), x)+": "+oddsText(s, x), sel)
		l.wrap(attackLegend(s, x, g.theme), dim)
	case sb.Step:
		l.wrap(itemText(s, x), sel)
		l.wrap(legendMove(g.theme), dim)
	case sb.Launch:
		l.wrap("Launch "+itemText(s, x), sel)
	case sb.Play:
		l.wrap(x.Option.String()+": "+x.Option.Effect(), sel)
		if len(s.Payers(x.By, x.Option)) > 1 {
			l.wrap("Paid by "+payerText(s, x), dim)
		}
	case sb.Displace, sb.Shift:
		l.wrap(itemText(s, x), sel)
	}
}

// oddsText is what an attack needs and its chance of hitting.
func oddsText(s *sb.State, x sb.Attack) string {
	need, bonus, twentieths, ok := s.Odds(x)
	if !ok {
		return "not possible now"
	}
	return fmt.Sprintf("d20 %+d vs %d: %d%%", bonus, need, twentieths*5)
}

// attackLegend explains the marks an attack puts on the map.
func attackLegend(s *sb.State, x sb.Attack, t *render.Theme) string {
	ships := s.Ships()
	if !validID(ships, x.Ship) || !validID(ships, x.Target) {
		return ""
	}
	var parts []string
	if x.Face != 0 {
		parts = append(parts, "~ sees its "+x.Face.String(), "+ a diagonal (either face)")
	}
	if w, ok := weaponOf(s, ships[x.Ship], x.Weapon); ok {
		switch w.Kind.Arc() {
		case sb.FrontSpine:
			parts = append(parts, t.Glyph.Marks.Reachable+" front spine")
		case sb.Broadside:
			parts = append(parts, t.Glyph.Marks.Reachable+" broadsides")
		}
	}
	if ships[x.Ship].Class == 4 || ships[x.Target].Class == 4 {
		parts = append(parts, ": adjacent")
	}
	return strings.Join(parts, "  ")
}

// pendingText is the attack under way: what it needs and, once rolled,
// how it went.
func pendingText(s *sb.State, a sb.AttackInfo) string {
	t := fmt.Sprintf("%s %s at %s", s.Name(a.Ship), a.Weapon, s.Name(a.Target))
	if a.Face != 0 {
		t += " " + a.Face.String()
	}
	t += fmt.Sprintf(": d20 %+d vs %d", a.Bonus, a.Need)
	// The damage is worked out after the questions that follow a hit (Fly
	// Casual): until then, what a hit deals now.
	dmg := a.Damage
	if dmg == 0 {
		dmg = a.IfHit
	}
	switch {
	case !a.Rolled:
		t += fmt.Sprintf(": %d%% to hit for %d damage, not rolled yet", a.Chance, a.IfHit)
	case a.Critical:
		t += fmt.Sprintf(": a critical hit, %d damage", dmg)
	case a.Hit && dmg > 0:
		t += fmt.Sprintf(": a hit, %d damage", dmg)
	case a.Hit:
		t += ": a hit, no damage"
	default:
		t += ": a miss"
	}
	return t
}
