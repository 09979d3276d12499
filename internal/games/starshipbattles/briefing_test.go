package starshipbattles

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestBriefing briefs every shipped scenario: the situation with the rules
// and the set-up, one line of forces a side with its point total, the
// objective and the victory, no round limit.
func TestBriefing(t *testing.T) {
	for _, name := range scenarioNames {
		sc := loadScenario(t, name)
		b := sc.Briefing(nil)
		if b.Situation == "" || b.Objective == "" || b.Victory == "" || b.TurnLimit != 0 {
			t.Errorf("%s: %+v", name, b)
		}
		if len(b.Forces) != len(sc.Sides())+1 {
			t.Errorf("%s: %d lines of forces for %d sides and the set-up", name, len(b.Forces), len(sc.Sides()))
		}
		for i, f := range b.Forces[:len(sc.Sides())] {
			if !strings.HasPrefix(f, sc.Sides()[i].Name) {
				t.Errorf("%s: forces line %q does not start with the side's name", name, f)
			}
		}
	}
	c := loadScenario(t, "coruscant").Briefing(nil)
	for i, want := range []string{
		"Light Side, 300 points: Mon Calamari Star Defender Viscount (",
		"Dark Side, 300 points: Super Star Destroyer Executor (",
	} {
		if !strings.HasPrefix(c.Forces[i], want) {
			t.Errorf("Coruscant forces %q, want it to start %q", c.Forces[i], want)
		}
	}
	if !strings.Contains(c.Forces[0], "B-wing Starfighter ×4 (") || !strings.Contains(c.Forces[2], "Advanced rules") ||
		!strings.Contains(c.Forces[2], "A d20 each decides who sets up first") {
		t.Errorf("Coruscant: %+v", c)
	}
	q := loadScenario(t, "quickstart")
	if b := q.Briefing(nil); !strings.Contains(b.Forces[2], "Quick Start rules") || !strings.Contains(b.Forces[2], "The Light Side sets up first") {
		t.Errorf("Quick Start: %q", b.Forces[2])
	}
	if b := q.Briefing(engine.Options{OptRules: RulesAdvanced}); !strings.Contains(b.Forces[2], "Advanced rules") {
		t.Errorf("Quick Start with the advanced rules: %q", b.Forces[2])
	}
	if b := loadScenario(t, "standard").Briefing(nil); b.Forces[0] != "Light Side: a fleet of up to 300 points, built in secret." {
		t.Errorf("standard forces %q", b.Forces[0])
	}
	if b := loadScenario(t, "coruscant-teams").Briefing(nil); !strings.HasPrefix(b.Forces[0], "Rebel Fleet (Light Side), ") ||
		!strings.Contains(b.Objective, "team") {
		t.Errorf("Coruscant for four: %+v", b)
	}
}

// Team Play's briefing says what its set-up is (Team Play: one check for
// each team, both fleets of a team in the same area) and its 300 points a
// fleet (Building a Fleet).
func TestBriefingTeamPlay(t *testing.T) {
	b := loadScenario(t, "teams").Briefing(nil)
	setup := b.Forces[len(b.Forces)-1]
	for _, want := range []string{"up to 300 points", "A d20 for each team decides which sets up first", "the fleets of a team together"} {
		if !strings.Contains(setup, want) {
			t.Errorf("the set-up line %q does not say %q", setup, want)
		}
	}
	if strings.Contains(setup, "A d20 each") {
		t.Errorf("the set-up line still gives a d20 to each player: %q", setup)
	}
}

// TestBriefingSetupDepthIsTheZone: the depth the briefing gives a fleet's
// set-up area ("within 3 squares of its edge", Setting Up) is the depth
// of the rows set-up accepts, for two players and for Team Play.
func TestBriefingSetupDepthIsTheZone(t *testing.T) {
	for _, name := range []string{"standard", "coruscant", "teams"} {
		s := newGame(t, name, 1)
		for p := engine.Player(0); int(p) < s.Players(); p++ {
			lo, hi := s.SetupRows(p)
			want := fmt.Sprintf("within %d squares of its edge", hi-lo+1)
			if setup := loadScenario(t, name).Briefing(nil).Forces; !strings.Contains(setup[len(setup)-1], want) {
				t.Errorf("%s: set-up takes rows %d–%d for %s, the briefing does not say %q:\n%s", name, lo, hi, s.SideName(p), want, setup[len(setup)-1])
			}
		}
	}
}
