package stellararmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// TestLegendSaysTheRoundsLimitTheMissiles: a ship with both launchers and
// one round left reads "Fired: missiles 0/1" on its mat, so the legend's
// words for that count name the rounds beside the launchers; it spoke of
// the launchers and the two a turn alone, which give 2 (found playing at
// 80x24).
func TestLegendSaysTheRoundsLimitTheMissiles(t *testing.T) {
	one := 1
	f := sa.ScenarioFile{Name: "rounds", Title: "Rounds", Sides: []sa.SideFile{
		{Name: "Red", Color: "red", Mat: &sa.MatFile{Start: &sa.TrackValues{Ammo: &one}}},
		{Name: "Blue", Color: "blue"},
	}}
	sc, err := sa.NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sa.NewPosition(sc, sa.Position{First: 0, ToMove: 0, Turn: 2, Dice: engine.NewDice(1)})
	if err != nil {
		t.Fatal(err)
	}
	v := saMatView(s.Mat(0))
	if v.ShotsMissile != 0 || v.ShotsMissileMax != 1 {
		t.Fatalf("a ship with two launchers and one round: missiles %d/%d, want 0/1", v.ShotsMissile, v.ShotsMissileMax)
	}
	var legend string
	for _, p := range help(s, 0, nil) {
		if p.Title == "Legend" {
			legend = strings.Join(p.Lines, " ")
		}
	}
	i := strings.Index(legend, "Fired: missiles / allowed (")
	if i < 0 {
		t.Fatalf("the legend does not explain the missiles fired:\n%s", legend)
	}
	words := legend[i:]
	words = words[:strings.Index(words, ")")]
	if !strings.Contains(words, "rounds left") {
		t.Fatalf("the legend's missiles allowed do not name the rounds left: %q", words)
	}
}
