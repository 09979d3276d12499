package sscs

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var _ engine.Briefer = (*Scenario)(nil)

// Victory says how a battle of the given number of turns ends and who
// wins it (the rulebook's three ends and the project's own reading of the
// rest, docs/rules/sscs.md "End of the battle"), for the briefing and the
// screen's help alike.
func Victory(turns int) string {
	return fmt.Sprintf("A side that can resist no more (no ship or craft in play with a weapon that could still "+
		"fire some day, or carrying one it has the power to launch) at the end of a turn loses; if both are left so at once, "+
		"the scores below decide. Otherwise the battle ends when both sides offer a truce "+
		"with the same turn's declarations, when at the end of %d turns in a row no capable ship is within "+
		"reach of a capable enemy nor closing on one, or after turn %d: then the side that scored more wins "+
		"(the cost of the enemy ships and craft it reduced to scrap or captured); equal scores are a draw.", SeparationTurns, turns)
}

// Briefing implements engine.Briefer: the scenario's situation, each
// side's ships with their designs and costs (or the budget it builds to),
// what scores, how the battle ends and its turn limit.
func (sc *Scenario) Briefing(opts engine.Options) engine.Briefing {
	f := &sc.file
	turns := f.Turns
	if turns == 0 {
		turns = DefaultTurns
	}
	if n, err := strconv.Atoi(opts[OptTurns]); err == nil && n >= 1 && n <= MaxTurns {
		turns = n
	}
	b := engine.Briefing{
		Situation: strings.TrimSpace(f.Description),
		Objective: "Reduce the enemy's ships and craft to scrap, or capture them by boarding: each one scores " +
			"its construction cost for your side.",
		Victory:   Victory(turns),
		TurnLimit: turns,
	}
	if b.Situation == "" {
		b.Situation = f.Title
	}
	for p, side := range f.Sides {
		b.Forces = append(b.Forces, sc.forces(p))
		if side.Escape {
			b.Objective += fmt.Sprintf(" %s is running: if the battle ends because the squadrons have separated, "+
				"it also scores the cost of each of its ships still able to fight.", side.Name)
		}
	}
	return b
}

// forces is one side's line of the briefing: its ships, each with its
// design, class and cost (with the craft in its hangars), and the total;
// or the budget and designs of a squadron built in the game.
func (sc *Scenario) forces(p int) string {
	side := &sc.file.Sides[p]
	if side.Build != nil {
		return fmt.Sprintf("%s: a squadron built in secret before the battle to a cost of %s, from %s.",
			side.Name, engine.Thousands(side.Build.Budget), strings.Join(side.Build.Designs, ", "))
	}
	total := 0
	parts := make([]string, 0, len(side.Ships))
	for _, sh := range side.Ships {
		ci, dv := sc.derivedByName(sh.Design)
		if dv == nil { // cannot happen: the scenario was checked
			continue
		}
		cost := sc.classes[ci].cost
		total += cost
		what := dv.Design.Name
		if c := dv.Design.Class; c != "" {
			what += " " + c
		}
		if strings.EqualFold(sh.Name, dv.Design.Name) {
			what = dv.Design.Class
		}
		// A design of the designer's may have no class: "Raider (93)",
		// not "Raider (, 93)".
		t := fmt.Sprintf("%s (%s", sh.Name, engine.Thousands(cost))
		if what != "" {
			t = fmt.Sprintf("%s (%s, %s", sh.Name, what, engine.Thousands(cost))
		}
		if sh.Disabled {
			t += ", Drive knocked out"
		}
		if sh.Docked != "" {
			t += ", docked with " + sh.Docked
		}
		parts = append(parts, t+")")
	}
	return fmt.Sprintf("%s, cost %s: %s.", side.Name, engine.Thousands(total), strings.Join(parts, ", "))
}
