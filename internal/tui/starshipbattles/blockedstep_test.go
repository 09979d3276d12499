package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestRulePageSaysWhyAheadIsMissing: a play-tester launched the V-wing
// and Y-wing into the squares ahead of the Viscount and found, next
// round, only "Viscount turn E/W" in the list: the step ahead was gone
// with no word why. The rule (Other Ships) is the game's: a ship may pass
// an allied ship but not end its move in its square, and only enemy
// fighters are pushed aside; the rule page of the Viscount's steps says
// so, naming the fighter.
func TestRulePageSaysWhyAheadIsMissing(t *testing.T) {
	f := sb.ScenarioFile{Name: "test", Title: "Test", Rules: sb.RulesQuickStart, Setup: "fixed",
		Sides: []sb.SideFile{{Name: "Light", Faction: "light", Ships: []sb.ShipFile{
			{Card: "Mon Calamari Star Defender Viscount", At: "12,28", Facing: "N"},
			{Card: "V-wing Starfighter", At: "12,27"}, {Card: "Y-wing Starfighter", At: "13,27"},
		}}, {Name: "Dark", Faction: "dark", Ships: []sb.ShipFile{
			{Card: "Imperial Star Destroyer", At: "2,0", Facing: "S"},
		}}}}
	sc, err := sb.NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := sb.Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; st.Phase().Name != sb.PhaseMove || !st.Phase().Acting(0); i++ {
		if i > 5 {
			t.Fatalf("the Light Side never moves: %+v", st.Phase())
		}
		if st, _, err = st.Apply(sb.Done{By: st.Phase().Actors[0]}); err != nil {
			t.Fatal(err)
		}
	}
	s := st.(*sb.State)
	viscount := sb.NoShip
	for _, sh := range s.Ships() {
		if strings.Contains(sh.Name, "Viscount") {
			viscount = sh.ID
		}
	}
	var turn engine.Intent
	for _, in := range s.Legal(0) {
		if step, ok := in.(sb.Step); ok && step.Ship == viscount {
			if step.Dir == sb.DirN {
				t.Fatalf("the Viscount may step N onto its fighters: %v", s.Legal(0))
			}
			turn = step
		}
	}
	if turn == nil {
		t.Fatalf("no step of the Viscount listed: %v", s.Legal(0))
	}
	rule := strings.Join(rulePage(s, turn).Lines, " ")
	want := "Viscount N is not open: Viscount may pass V-wing, an allied ship, but not end its move in its square: class 1 and 2 ships push only enemy fighters aside (Other Ships)."
	if !strings.Contains(rule, want) {
		t.Errorf("the rule page of the Viscount's turn does not say why it cannot move ahead:\n%s\nwant %q", rule, want)
	}
}
