package main

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/tui"
	tuisd "github.com/armada-tui/armada-tui/internal/tui/silentdeath"
	tuisscs "github.com/armada-tui/armada-tui/internal/tui/sscs"
	tuism "github.com/armada-tui/armada-tui/internal/tui/starmada"
	tuisb "github.com/armada-tui/armada-tui/internal/tui/starshipbattles"
	tuisa "github.com/armada-tui/armada-tui/internal/tui/stellararmada"
)

// entry is one game of the program: its rules and its screens (nil for a
// game played through the action list and the log alone).
type entry struct {
	game    engine.Game
	screens func() tui.Screens
}

// builtins are the games compiled into the program, in the order the menu
// shows them. This is the one place that imports every game: adding a game
// is one line here.
func builtins() []entry {
	return []entry{
		{stellararmada.Game{}, tuisa.Screens},
		{silentdeath.Game{}, tuisd.Screens},
		{starmada.Game{}, tuism.Screens},
		{starshipbattles.Game{}, tuisb.Screens},
		{sscs.Game{}, tuisscs.Screens},
	}
}

// registry is what the commands need of the games; tests give a registry
// of their own.
type registry interface {
	All() []engine.Game
	Lookup(id string) (engine.Game, bool)
	Scenarios(g engine.Game) ([]engine.Scenario, error)
	// LoadScenario finds an embedded scenario by name, or reads a file.
	LoadScenario(g engine.Game, nameOrPath string) (engine.Scenario, error)
	// Screens are a game's own screens (nothing for a game without any).
	Screens(id string) tui.Screens
}

// builtin is the registry of the games compiled into the program.
type builtin struct{}

func (builtin) All() []engine.Game {
	var out []engine.Game
	for _, e := range builtins() {
		out = append(out, e.game)
	}
	return out
}

func (builtin) Lookup(id string) (engine.Game, bool) {
	for _, e := range builtins() {
		if e.game.ID() == id {
			return e.game, true
		}
	}
	return nil, false
}

func (builtin) Screens(id string) tui.Screens {
	for _, e := range builtins() {
		if e.game.ID() == id && e.screens != nil {
			return e.screens()
		}
	}
	return tui.Screens{}
}

func (builtin) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (builtin) LoadScenario(g engine.Game, s string) (engine.Scenario, error) {
	return games.LoadScenario(g, s)
}

// catalog shows a registry to the screens.
type catalog struct{ r registry }

func (c catalog) Games() []engine.Game                               { return c.r.All() }
func (c catalog) Lookup(id string) (engine.Game, bool)               { return c.r.Lookup(id) }
func (c catalog) Scenarios(g engine.Game) ([]engine.Scenario, error) { return c.r.Scenarios(g) }
func (c catalog) Screens(id string) tui.Screens                      { return c.r.Screens(id) }
