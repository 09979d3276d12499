package starshipbattles

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
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

// fleetSheet adds the Fleet Commander sheets and the fighter pools.
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
	for i, p := range order {
		sheet := s.Sheet(p)
		head := t.Side(colorOf(s, p), sideName(s, p))
		if !s.QuickStart() {
			head += fmt.Sprintf(" · counters %d %d %d %d", sheet.Counters[1], sheet.Counters[2], sheet.Counters[3], sheet.Counters[4])
		}
		l.add(head)
		if i == 0 && !s.QuickStart() {
			g.classAreas(l, sheet)
		}
		l.wrap(" "+poolText(s, p, t), plain)
	}
	l.add(t.Render(render.Dim, "counters by class 1 2 3 4 · ✓ chosen this round · v: back to the card"))
}

// classAreas adds the four class areas of one sheet.
func (g *sbGame) classAreas(l *lines, sheet sb.SheetInfo) {
	t := g.theme
	used := map[sb.Option]bool{}
	for _, o := range sheet.Used {
		used[o] = true
	}
	on := map[sb.Option]bool{}
	for _, o := range sheet.InEffect {
		on[o] = true
	}
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
		l.wrap(lead+" "+strings.Join(names, ", "), func(x ...string) string { return strings.Join(x, "") })
	}
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
