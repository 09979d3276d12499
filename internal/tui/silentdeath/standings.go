package silentdeath

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// campaignStandings are what the board shows of a campaign between its
// battles, where there is no map: each unit's scenarios won, roster value
// and bank, every scenario's result so far, and the scenario to come. At
// the end of the campaign the board was blank above the result, which
// named only the scenarios won, and the log's last lines were the
// veterans' advances: nothing on screen said how each scenario had gone.
func campaignStandings(c *sd.Campaign, w, h int) []string {
	var items []string
	for p := engine.Player(0); p < 2; p++ {
		s := c.Squadron(p)
		// The roles are rolled once the rosters are bought (11.7).
		role := ""
		if r := c.Role(p); r != "" {
			role = " (" + r + ")"
		}
		items = append(items, fmt.Sprintf("%s%s: %s won, roster worth %d, %s banked",
			s.Name, role, engine.Count(s.Wins, "scenario", "scenarios"), s.Value(), engine.Count(c.PointsInHand(p), "point", "points")))
	}
	stages := sd.Stages()
	for i, r := range c.Results() {
		if i < len(stages) {
			items = append(items, stages[i].Title+": "+c.ResultText(r))
		}
	}
	if next, ok := c.NextStage(); ok && !c.Outcome().Over {
		items = append(items, "Next: "+next.Title)
	}
	head := fmt.Sprintf("Campaign Game (11.7): %d of %d scenarios played", c.Played(), len(stages))
	var lines []string
	for _, it := range items {
		lines = append(lines, tui.Wrap(it, w, 2)...)
	}
	switch {
	case len(lines)+2 <= h:
		return append([]string{head, ""}, lines...)
	case len(lines) <= h:
		return lines
	}
	// Too little room to wrap (80×24 after six scenarios with long
	// reasons): a line each, cut, so that every scenario keeps its line.
	lines = lines[:0]
	for _, it := range items {
		lines = append(lines, tui.Truncate(it, w))
	}
	return lines
}
