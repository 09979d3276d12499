package main

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/games"
)

// games.LoadScenario's short cut (the file named after the scenario) finds
// what the full list finds for every built-in game: the first scenario
// without a name, and each scenario by its name; an unknown name still
// lists the choices.
func TestLoadScenarioAgreesWithTheList(t *testing.T) {
	for _, g := range (builtin{}).All() {
		list, err := games.Scenarios(g)
		if err != nil || len(list) == 0 {
			t.Fatalf("%s: %d scenarios, %v", g.ID(), len(list), err)
		}
		first, err := games.LoadScenario(g, "")
		if err != nil || first.Name() != list[0].Name() {
			t.Errorf("%s: the default scenario is %v (%v), the list's first %s", g.ID(), first, err, list[0].Name())
		}
		for _, want := range list {
			got, err := games.LoadScenario(g, want.Name())
			if err != nil || got.Name() != want.Name() || got.Title() != want.Title() {
				t.Errorf("%s: %s loads as %v (%v)", g.ID(), want.Name(), got, err)
			}
		}
		if _, err := games.LoadScenario(g, "no-such-scenario"); err == nil {
			t.Errorf("%s: an unknown scenario loads", g.ID())
		}
	}
}
