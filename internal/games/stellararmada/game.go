// Package stellararmada plays Stellar Armada: two star cruisers, one mat
// each, trade missile and maser fire until a reactor is at zero or a ship
// can no longer fight. docs/rules/stellararmada.md gives the rules as the
// project implements them, and which numbers are the project's own.
package stellararmada

import (
	"fmt"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Identity of the game.
const (
	ID    = "stellararmada"
	Title = "Stellar Armada"
	// RulesVersion changes whenever a rule change would make old saves
	// replay differently. Rules 2 fixed the repair limit when the turn
	// starts; rules 3 ends the game as soon as a ship is unable to fight
	// (the tactical victory), no longer at the end of the turn; rules 4
	// gives six action points at most, whatever the reactor (a scenario's
	// reactor may be larger).
	RulesVersion = "stellararmada/4"
)

// Options. The turn limit, its default and its choices are the project's
// own (the rulebook plays until a ship is eliminated): a safety limit so
// that every game ends.
const (
	OptTurnLimit     = "turn_limit"
	DefaultTurnLimit = 60
	maxTurnLimit     = 1000
)

// Game is Stellar Armada, registered in internal/games.
type Game struct{}

var _ engine.Game = Game{}

// ID implements engine.Game.
func (Game) ID() string { return ID }

// Title implements engine.Game.
func (Game) Title() string { return Title }

// RulesVersion implements engine.Game.
func (Game) RulesVersion() string { return RulesVersion }

// OptionSpecs implements engine.Game.
func (Game) OptionSpecs() []engine.OptionSpec {
	return []engine.OptionSpec{{
		Key:     OptTurnLimit,
		Default: strconv.Itoa(DefaultTurnLimit),
		Choices: []string{"20", "40", "60", "100"},
		Summary: "rounds after which the game ends: the stronger reactor wins, then the fuller mat",
	}}
}

// Levels implements engine.Game.
func (Game) Levels() []string { return []string{engine.LevelRandom, engine.LevelScripted} }

// NewOpponent implements engine.Game.
func (Game) NewOpponent(level string, seed uint64) (engine.Opponent, error) {
	switch level {
	case engine.LevelRandom:
		return engine.NewRandomOpponent(seed), nil
	case engine.LevelScripted:
		return Scripted{}, nil
	}
	return nil, fmt.Errorf("%s has no opponent level %q (it has: random, scripted)", ID, level)
}

// NewState implements engine.Game: the mats as the scenario sets them,
// waiting for the roll for the first player.
func (g Game) NewState(sc engine.Scenario, opts engine.Options, seed uint64) (engine.State, error) {
	s, err := g.newState(sc, opts, seed)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func (g Game) newState(sc engine.Scenario, opts engine.Options, seed uint64) (*State, error) {
	ours, err := asScenario(g, sc)
	if err != nil {
		return nil, err
	}
	limit, err := turnLimit(opts)
	if err != nil {
		return nil, err
	}
	// The first state and the setup every state of the game shares, in
	// one allocation.
	b := &struct {
		st  State
		set setup
	}{}
	set := &b.set
	*set = setup{scenario: ours.digest, turnLimit: limit}
	s := &b.st
	*s = State{setup: set, dice: engine.NewDice(seed), winner: int8(engine.NoPlayer), turn: 1}
	for p := 0; p < 2; p++ {
		set.names[p] = ours.file.Sides[p].Name
		set.colors[p] = ours.file.Sides[p].Color
		s.ships[p] = newShip(ours.max[p], ours.start[p])
	}
	return s, nil
}

// asScenario accepts this package's scenarios and, through their JSON,
// any other value that describes one.
// asScenario is sc as this game's scenario type.
func asScenario(g Game, sc engine.Scenario) (*Scenario, error) {
	return gamedata.OwnScenario[*Scenario](ID, sc, g.DecodeScenario)
}

func turnLimit(opts engine.Options) (int, error) {
	v, ok := opts[OptTurnLimit]
	if !ok {
		return DefaultTurnLimit, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > maxTurnLimit {
		return 0, fmt.Errorf("option %s: %q is not a number of rounds from 1 to %d", OptTurnLimit, v, maxTurnLimit)
	}
	return n, nil
}

// ReadsRules implements engine.RulesReader: saves of rules 1 to 3 replay
// under rules 4 and verify as far as they never met a corrected rule, where
// they stop and say so: a repair past the limit the turn began with (rules
// 2), a move made after a shot that left a ship unable to fight (rules 3,
// which ends the game at that shot), or a turn of a reactor above six
// (rules 4: six action points at most; such a save stops at the turn).
func (Game) ReadsRules(v string) bool {
	return v == rulesV1 || v == rulesV2 || v == rulesV3 || v == RulesVersion
}

// Kinds implements engine.KindLister.
func (Game) Kinds() []string { return codec.Kinds() }
