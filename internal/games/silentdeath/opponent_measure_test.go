package silentdeath

import (
	"os"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestMeasureScripted plays the scripted opponent against itself on the
// scenarios SD_MEASURE names (comma-separated, "all" for every shipped
// one), seeds 1-20 and 101-120, and logs the wins by side. It measures,
// asserts nothing, and is skipped unless SD_MEASURE is set.
func TestMeasureScripted(t *testing.T) {
	names := os.Getenv("SD_MEASURE")
	if names == "" {
		t.Skip("SD_MEASURE not set")
	}
	list := strings.Split(names, ",")
	if names == "all" {
		list = []string{"rescue", "minefield", "belt", "techstakes", "screening", "commandship",
			"intro-gunboat", "intro-escort", "engagement-build", "intro-patrol", "first-game",
			"campaign", "campaign-restricted", "engagement-100"}
	}
	for _, name := range list {
		for _, base := range []uint64{1, 101} {
			var won [3]int
			why := map[string]int{}
			for i := uint64(0); i < 20; i++ {
				s := gametest.NewGame(t, Game{}, name, base+i)
				out := gametest.PlayOut(t, s, []engine.Opponent{Scripted{}, Scripted{}}, 1000000, nil).Outcome()
				why[out.Reason]++
				switch out.Winner {
				case 0:
					won[0]++
				case 1:
					won[1]++
				default:
					won[2]++
				}
			}
			t.Logf("%-20s seeds %3d-%3d: %s %d, %s %d, drawn %d", name, base, base+19,
				s0name(t, name), won[0], s1name(t, name), won[1], won[2])
			if os.Getenv("SD_WHY") != "" {
				t.Logf("  %v", why)
			}
		}
	}
}

func s0name(t *testing.T, name string) string { return sideName(t, name, 0) }
func s1name(t *testing.T, name string) string { return sideName(t, name, 1) }

func sideName(t *testing.T, name string, p engine.Player) string {
	return gametest.LoadScenario(t, Game{}, name).(*Scenario).file.Sides[p].Name
}
