package starshipbattles

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The Fleet Commander sheet: four class areas, each with the Command
// counters left that can pay for it and its options, those chosen this
// round marked ✓ and those in effect for the team in bold; and each fleet's
// fighter pool. The viewer's side comes first and in full, the others in
// short (counters and pool): after the reveal all of it is public.

// shortOption names an option in a class area, where space is short.
var shortOption = map[sb.Option]string{
	sb.DamageControl:        "Damage Control",
	sb.PowerToShields:       "Shields",
	sb.PowerToWeapons:       "Weapons",
	sb.PowerToEngines:       "Engines",
	sb.PowerToShieldsFront:  "Shields Front",
	sb.FlyCasual:            "Fly Casual",
	sb.IncomingFighters:     "Incoming",
	sb.ScrambleFighters:     "Scramble",
	sb.TargetFighters:       "Target Fighters",
	sb.AttackFormation:      "Formation",
	sb.Evasive:              "Evasive",
	sb.LongRangeBombardment: "Bombardment",
}

// fleetSheet adds the Fleet Commander sheets and the fighter pools: each
// side's counters and pool first (the viewer's, then the others', so that
// what the other side may still play is never cut off below), then the
// viewer's class areas, a line each when the sheet is short of rows.
func (g *sbGame) fleetSheet(l *lines, s *sb.State, me engine.Player) {
	t := g.theme
	order := []engine.Player{}
	if me >= 0 && int(me) < s.Players() {
		order = append(order, me)
	}
	for p := engine.Player(0); int(p) < s.Players(); p++ {
		if p != me {
			order = append(order, p)
		}
	}
	if s.QuickStart() {
		l.add(t.Render(render.Dim, "Quick Start: no Fleet Commander"))
	}
	for _, p := range order {
		sheet := s.Sheet(p)
		head := t.Side(colorOf(s, p), sideName(s, p))
		if !s.QuickStart() {
			head += fmt.Sprintf(" · counters %d %d %d %d", sheet.Counters[1], sheet.Counters[2], sheet.Counters[3], sheet.Counters[4])
		}
		l.add(head)
		l.wrap(" "+poolText(s, p, t), plain)
	}
	if len(order) > 0 && !s.QuickStart() {
		// Each class area wrapped while the rows left hold the rest a
		// line each (and the legend); else on one line, cut.
		areas := g.classAreas(l.w, s.Sheet(order[0]))
		for i, a := range areas {
			if left := l.rows - len(l.out) - 1 - (len(areas) - 1 - i); len(a) > left {
				a = []string{tui.Truncate(strings.Join(trimAll(a), " "), l.w)}
			}
			for _, x := range a {
				l.add(x)
			}
		}
	}
	l.add(t.Render(render.Dim, "counters by class 1 2 3 4 · ✓ chosen this round · v: back to the card"))
}

// classAreas are the four class areas of one sheet, each wrapped to w.
func (g *sbGame) classAreas(w int, sheet sb.SheetInfo) [][]string {
	t := g.theme
	used := map[sb.Option]bool{}
	for _, o := range sheet.Used {
		used[o] = true
	}
	on := map[sb.Option]bool{}
	for _, o := range sheet.InEffect {
		on[o] = true
	}
	var out [][]string
	for class := 1; class <= 4; class++ {
		var names []string
		for _, o := range sb.Options() {
			if o.Class() != class {
				continue
			}
			n := shortOption[o]
			if used[o] {
				n += "✓"
			}
			if on[o] {
				n = t.Render(render.Title, n)
			}
			names = append(names, n)
		}
		left := sheet.Counters[class]
		lead := fmt.Sprintf(" %d (%d):", class, left)
		if left == 0 {
			lead = t.Render(render.Dim, lead)
		}
		out = append(out, tui.Wrap(lead+" "+strings.Join(names, ", "), w, 2))
	}
	return out
}

// trimAll joins a wrapped text's lines back: the first as it is, the
// others without their indent.
func trimAll(ls []string) []string {
	out := make([]string, len(ls))
	for i, x := range ls {
		out[i] = x
		if i > 0 {
			out[i] = strings.TrimLeft(x, " ")
		}
	}
	return out
}

// poolText is a fleet's fighter pool: "Pool: X-wing ×3, Y-wing ×2".
func poolText(s *sb.State, p engine.Player, t *render.Theme) string {
	pool := s.Pool(p)
	if len(pool) == 0 {
		return t.Render(render.Dim, "Pool: empty")
	}
	parts := make([]string, len(pool))
	for i, e := range pool {
		c, _ := s.Card(e.Card)
		parts[i] = fmt.Sprintf("%s ×%d", c.Short, e.Count)
	}
	return "Pool: " + strings.Join(parts, ", ")
}
