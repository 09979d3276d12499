package tui

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// testCatalog is the catalog of the shell's own tests: Stellar Armada's
// rules under a small board that names their intents, and the game of
// secret numbers. The games' real screens are tested in their own packages
// (internal/tui/<id>), which the shell cannot import.
type testCatalog struct{}

func (testCatalog) Games() []engine.Game { return []engine.Game{sa.Game{}, secretGame{}} }

func (c testCatalog) Lookup(id string) (engine.Game, bool) {
	for _, g := range c.Games() {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}

func (testCatalog) Scenarios(g engine.Game) ([]engine.Scenario, error) {
	if g.ID() == "secret" {
		return []engine.Scenario{secretScenario{}}, nil
	}
	return games.Scenarios(g)
}

func (testCatalog) Screens(id string) Screens {
	switch id {
	case sa.ID:
		return Screens{Blurb: "Two cruisers duel.", Board: func(Config) Board { return saTestBoard{} }}
	case "secret":
		return Screens{Board: func(Config) Board { return secretBoard{} }}
	}
	return Screens{}
}

// saTestBoard names Stellar Armada's intents with the hotkeys of the real
// board and draws a line per mat.
type saTestBoard struct{}

var saTestGroups = map[string][2]string{
	sa.KindRoll: {"Roll for the first player", "d"}, sa.KindMissile: {"Fire missile at", "m"},
	sa.KindMaser: {"Fire maser at", "b"}, sa.KindEngine: {"Engine: evade", "e"},
	sa.KindShield: {"Recharge a shield", "s"}, sa.KindRepair: {"Repair", "r"}, sa.KindEnd: {"End the turn", "n"},
}

func (saTestBoard) Draw(f Frame) []string {
	s := f.State.(*sa.State)
	var out []string
	for p := engine.Player(0); p < 2; p++ {
		m := s.Mat(p)
		out = append(out, fmt.Sprintf("%s: reactor %d/%d, shields %d, AP %d", m.Name, m.Reactor.Cur, m.Reactor.Max, m.Shields.Cur, m.AP))
	}
	return out
}
func (saTestBoard) Height(int, int) int { return 2 }
func (saTestBoard) Group(kind string) (string, string) {
	g := saTestGroups[kind]
	return g[0], g[1]
}
func (saTestBoard) Item(in engine.Intent) string {
	switch in := in.(type) {
	case sa.FireMissile:
		return "the " + in.Target.Label()
	case sa.FireMaser:
		return "the " + in.Target.Label()
	case sa.RepairSystem:
		return "the " + in.System.Label()
	}
	return saTestGroups[in.Kind()][0]
}
