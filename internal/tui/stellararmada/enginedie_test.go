package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// TestNoEngineDieForTheAutomaticBoostAtTheEnd: a game won during the first
// player's first turn leaves the second player's automatic boost in the
// state, but no engine of his was fired, so his mat shows no engine die
// ("do not place a die if no points have been spent on the engines"),
// before the end as after it. After the winning shot the mat drew a die of
// three, as if he had fired all three engines (found playing at 80x24).
func TestNoEngineDieForTheAutomaticBoostAtTheEnd(t *testing.T) {
	zero, one := 0, 1
	f := sa.ScenarioFile{Name: "die", Title: "Die", Sides: []sa.SideFile{
		{Name: "Red", Color: "red"},
		{Name: "Blue", Color: "blue", Mat: &sa.MatFile{Start: &sa.TrackValues{
			Shields: &zero, Masers: &one, Armor: &zero, Launchers: &zero, Repair: &zero}}},
	}}
	sc, err := sa.NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sa.NewPosition(sc, sa.Position{First: 0, ToMove: 0, Turn: 1, Boost: [2]int{0, 3}, Dice: engine.NewDice(1).Force(5)})
	if err != nil {
		t.Fatal(err)
	}
	if v := saMatView(s.Mat(1)); v.EngineDie != 0 || v.Boost != 3 || !v.AutoBoost {
		t.Fatalf("Blue during Red's first turn: die %d, boost %d, automatic %v; want no die, 3, automatic", v.EngineDie, v.Boost, v.AutoBoost)
	}
	n, _, err := s.Apply(sa.FireMaser{By: 0, Target: sa.SysMasers})
	if err != nil {
		t.Fatal(err)
	}
	end := n.(*sa.State)
	if o := end.Outcome(); !o.Over || o.Winner != 0 {
		t.Fatalf("the shot did not win: %+v", o)
	}
	if v := saMatView(end.Mat(1)); v.EngineDie != 0 {
		t.Fatalf("Blue after the game ended in Red's first turn: an engine die of %d, want none (no engine fired)", v.EngineDie)
	}
	// An engine fired keeps its die to the end of the game.
	s, err = sa.NewPosition(sc, sa.Position{First: 0, ToMove: 0, Turn: 3, Boost: [2]int{0, 2}, Dice: engine.NewDice(1).Force(6)})
	if err != nil {
		t.Fatal(err)
	}
	n, _, err = s.Apply(sa.FireMaser{By: 0, Target: sa.SysMasers})
	if err != nil {
		t.Fatal(err)
	}
	if v := saMatView(n.(*sa.State).Mat(1)); !n.Outcome().Over || v.EngineDie != 2 {
		t.Fatalf("Blue's two engines after the end: die %d (over %v), want 2", v.EngineDie, n.Outcome().Over)
	}
}
