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

// fleetSheet adds the Fleet Commander sheets and the fighter pools: the
// viewer's counters and class areas first (what it may play), then each
// side's pool and the others' counters, then the legend. Every line is
// wrapped, never cut: when the rows beside the map do not hold it all, the
// sheet is shown in pages, whole blocks to a page where they fit, and v
// turns the page (the last page's v brings the card back).
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
	var blocks [][]string
	if s.QuickStart() {
		// Wrapped like the rest: at 80 columns the sheet is 30 wide, one
		// less than the line, which was cut to "no Fleet Command…".
		var b []string
		for _, x := range tui.Wrap("Quick Start: no Fleet Commander", l.w, 2) {
			b = append(b, t.Render(render.Dim, x))
		}
		blocks = append(blocks, b)
	}
	for i, p := range order {
		sheet := s.Sheet(p)
		b := []string{t.Side(colorOf(s, p), sideName(s, p))}
		if !s.QuickStart() {
			counters := fmt.Sprintf("counters %d %d %d %d", sheet.Counters[1], sheet.Counters[2], sheet.Counters[3], sheet.Counters[4])
			if head := b[0] + " · " + counters; len(tui.Wrap(head, l.w, 2)) == 1 {
				b[0] = head
			} else {
				b = append(b, "  "+counters)
			}
		}
		if i == 0 && !s.QuickStart() {
			for _, a := range g.classAreas(l.w, sheet) {
				b = append(b, a...)
			}
			// The viewer's pool is a block of its own, so that its
			// counters and class areas keep together on the first page.
			blocks, b = append(blocks, b), nil
		}
		blocks = append(blocks, append(b, tui.Wrap(" "+poolText(s, p, t), l.w, 2)...))
	}
	legend := func(back bool) []string {
		var parts []string
		if !s.QuickStart() {
			parts = append(parts, "counters by class 1 2 3 4 · ✓ chosen this round")
		}
		if back {
			parts = append(parts, "v: back to the card")
		}
		var out []string
		for _, x := range tui.Wrap(strings.Join(parts, " · "), l.w, 2) {
			out = append(out, t.Render(render.Dim, x))
		}
		return out
	}
	pages := sheetPages(blocks, l.rows-len(l.out), legend(true), legend(false))
	page := 0
	if g.fleet {
		g.fleetPages = len(pages)
		page = min(g.fleetPage, len(pages)-1)
	}
	for _, x := range pages[page] {
		l.add(x)
	}
	if len(pages) > 1 {
		more := "v: more"
		switch {
		case !g.fleet:
			more = "v: every page"
		case page == len(pages)-1:
			more = "v: back to the card"
		}
		l.add(t.Render(render.Dim, fmt.Sprintf("%d/%d · %s", page+1, len(pages), more)))
	}
}

// sheetPages lays blocks of lines out on pages of room rows: all of them
// and the legend whole on one page when they fit; else pages of room−1
// rows (the last row names the page), with the short legend as a last
// block, each block moved whole to the next page when it fits there.
func sheetPages(blocks [][]string, room int, whole, short []string) [][]string {
	var all []string
	for _, b := range blocks {
		all = append(all, b...)
	}
	if len(all)+len(whole) <= room || room < 2 {
		return [][]string{append(all, whole...)}
	}
	per := room - 1
	var pages [][]string
	var cur []string
	for _, b := range append(blocks, short) {
		if len(cur) > 0 && len(cur)+len(b) > per && len(b) <= per {
			pages, cur = append(pages, cur), nil
		}
		for _, x := range b {
			if len(cur) == per {
				pages, cur = append(pages, cur), nil
			}
			cur = append(cur, x)
		}
	}
	if len(cur) > 0 {
		pages = append(pages, cur)
	}
	return pages
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
