package main

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
)

// registry is what the commands need of the game registry; tests give a
// registry of their own.
type registry interface {
	All() []engine.Game
	Lookup(id string) (engine.Game, bool)
	Scenarios(g engine.Game) ([]engine.Scenario, error)
	// LoadScenario finds an embedded scenario by name, or reads a file.
	LoadScenario(g engine.Game, nameOrPath string) (engine.Scenario, error)
}

// builtin is the registry of the games compiled into the program.
type builtin struct{}

func (builtin) All() []engine.Game                                 { return games.All() }
func (builtin) Lookup(id string) (engine.Game, bool)               { return games.Lookup(id) }
func (builtin) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (builtin) LoadScenario(g engine.Game, s string) (engine.Scenario, error) {
	return games.LoadScenario(g, s)
}
