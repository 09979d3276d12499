package main

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
)

// A scenario's situation never gives its number of turns where a set-up
// option changes it: the briefing's own turn limit says it, and a situation
// reading "Ten turns" above "Turn limit: 3 turns" told the players two
// things (a play-tester found it in Starmada and SSCS, and again in
// SSCS's pursuit, "the battle runs to turn 25").
func TestBriefingSituationLeavesTheTurnsToTheOption(t *testing.T) {
	words := map[int]string{8: "eight", 10: "ten", 12: "twelve", 20: "twenty", 30: "thirty"}
	for _, g := range (builtin{}).All() {
		hasTurns := false
		for _, o := range g.OptionSpecs() {
			hasTurns = hasTurns || o.Key == "turns"
		}
		if !hasTurns {
			continue
		}
		list, err := games.Scenarios(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range list {
			br, ok := sc.(engine.Briefer)
			if !ok {
				continue
			}
			usual := br.Briefing(nil).TurnLimit
			b := br.Briefing(engine.Options{"turns": "3"})
			if b.TurnLimit != 3 {
				t.Errorf("%s/%s: the turns option 3 gives a turn limit of %d", g.ID(), sc.Name(), b.TurnLimit)
			}
			said := strconv.Itoa(usual)
			if w, ok := words[usual]; ok {
				said += "|" + w
			}
			// "ten turns", "30-turn", and "turn 25" or "turn ten".
			said = fmt.Sprintf(`(?i)\b(%[1]s)[ -]turns?\b|\bturn (%[1]s)\b`, said)
			if m := regexp.MustCompile(said).FindString(b.Situation); m != "" {
				t.Errorf("%s/%s: with 3 turns the situation still says %q:\n%s", g.ID(), sc.Name(), m, b.Situation)
			}
		}
	}
}
