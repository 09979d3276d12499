package starshipbattles

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var _ engine.Briefer = (*Scenario)(nil)

// Briefing implements engine.Briefer: the scenario's situation, each
// side's forces with their point totals and a last line on the rules in
// force and the set-up, what each side must do and how the battle is won.
// Starship Battles has no turn limit: the battle goes on until a side has
// no ship left on the grid.
func (sc *Scenario) Briefing(opts engine.Options) engine.Briefing {
	f := &sc.file
	b := engine.Briefing{
		Situation: strings.TrimSpace(f.Description),
		Objective: "Destroy every enemy ship on the stellar grid. Damage counters take effect only in the " +
			"Damage Phase at the end of each round, for both sides at once; a ship that leaves the grid is destroyed.",
		Victory: "A side wins when the other has no ship left on the grid (fighters still in a pool count " +
			"for nothing); if both lose their last ships in the same Damage Phase the battle is a draw. " +
			"There is no round limit.",
	}
	if b.Situation == "" {
		b.Situation = f.Title
	}
	if len(f.Sides) == 4 {
		b.Objective = "Your team (the two fleets of your faction, whose ships are allies) must destroy every ship of the other team."
		b.Victory = strings.Replace(b.Victory, "A side wins when the other has", "A team wins when the other team has", 1)
	}
	for p := range f.Sides {
		b.Forces = append(b.Forces, sc.forces(p))
	}
	b.Forces = append(b.Forces, sc.rulesWords(opts)+" "+sc.setupWords())
	return b
}

// rulesWords says which rules are in force: the scenario's, unless the
// rules option overrides them.
func (sc *Scenario) rulesWords(opts engine.Options) string {
	quick := sc.file.Rules == RulesQuickStart
	switch opts[OptRules] {
	case RulesQuickStart:
		quick = true
	case RulesAdvanced:
		quick = false
	}
	if quick {
		return "Quick Start rules: no special abilities, no Fleet Commander options."
	}
	return "Advanced rules: every special ability of the cards, and Fleet Commander options paid with Command counters."
}

// setupWords says how the battle begins: the grid, the fleets built or
// given, who sets up first and where.
func (sc *Scenario) setupWords() string {
	f := &sc.file
	t := fmt.Sprintf("The grid is %d × %d squares.", sc.cols, sc.rows)
	if f.Build != nil {
		t += fmt.Sprintf(" Each player first builds a fleet of up to %d points in secret; the fleets are revealed together.", f.Build.Points)
	}
	switch {
	case f.Setup == "fixed":
		return t + " The ships start where the scenario puts them."
	case sc.first >= 0:
		t += fmt.Sprintf(" The %s sets up first,", Faction(sc.first))
	case len(sc.sides) > 2:
		t += " A d20 for each team decides which sets up first (the lower roll),"
	default:
		t += " A d20 each decides who sets up first (the lower roll),"
	}
	if len(sc.sides) > 2 {
		t += fmt.Sprintf(" the fleets of a team together, within %d squares of its edge", SetupDepth)
	} else {
		t += fmt.Sprintf(" each fleet within %d squares of its edge", SetupDepth)
	}
	var edges []string
	for fac := Faction(0); fac < 2; fac++ {
		for _, ss := range sc.sides {
			if ss.faction == fac {
				edges = append(edges, fmt.Sprintf("the %s %s", fac, ss.edge))
				break
			}
		}
	}
	return t + " (" + strings.Join(edges, ", ") + "); fighters wait in the fighter pool until a ship launches them."
}

// forces is side p's line: its name and faction, its ships and fighters
// with their costs, and the total; or the points it builds to.
func (sc *Scenario) forces(p int) string {
	sd, ss := sc.file.Sides[p], sc.sides[p]
	head := sd.Name
	if !strings.EqualFold(sd.Name, ss.faction.String()) {
		head += " (" + ss.faction.String() + ")"
	}
	if sc.file.Build != nil {
		return fmt.Sprintf("%s: a fleet of up to %d points, built in secret.", head, sc.file.Build.Points)
	}
	type entry struct {
		card  CardID
		count int
	}
	var list []entry
	for _, u := range ss.units {
		if n := len(list); n > 0 && list[n-1].card == u.card {
			list[n-1].count++
			continue
		}
		list = append(list, entry{u.card, 1})
	}
	parts := make([]string, len(list))
	for i, e := range list {
		c := sc.cards[e.card]
		if e.count > 1 {
			parts[i] = fmt.Sprintf("%s ×%d (%d each)", c.Name, e.count, c.Cost)
		} else {
			parts[i] = fmt.Sprintf("%s (%d)", c.Name, c.Cost)
		}
	}
	return fmt.Sprintf("%s, %d points: %s.", head, sc.Points(p), strings.Join(parts, ", "))
}
