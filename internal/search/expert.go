package search

import (
	"errors"
	"fmt"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Level is the name of the search opponent's level.
const Level = "expert"

// Summary is the one-line description of the level for menus. It claims no
// strength: docs/performance.md gives what was measured against scripted.
const Summary = "Thinks ahead: plays each choice out many times, with fresh dice, before it moves (a second a move unless you set another time)."

// Opponent is the search opponent: an engine.Opponent that decides with
// Search. It keeps no memory between calls: each decision's seed is
// derived from the opponent's seed and the view it is shown, so the same
// view gives the same decision whatever came before, and one Opponent may
// serve several games at once.
type Opponent struct {
	cfg Config
}

// NewOpponent returns a search opponent; cfg.Seed seeds its decisions.
func NewOpponent(cfg Config) *Opponent { return &Opponent{cfg: cfg} }

// Level implements engine.Opponent.
func (o *Opponent) Level() string { return Level }

// Choose implements engine.Opponent.
func (o *Opponent) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	res, err := o.Search(view, p)
	return res.Intent, err
}

// Search is Choose with the statistics behind the decision.
func (o *Opponent) Search(view engine.State, p engine.Player) (Result, error) {
	cfg := o.cfg
	cfg.Seed = mix(mix(o.cfg.Seed, view.Hash()), uint64(p)+1)
	return Search(view, p, cfg)
}

// ExpertGame is a game with the search opponent added to its levels.
// Every other method is the game's own.
type ExpertGame struct {
	engine.Game
	// Think is the time limit of a decision; Iterations a limit on the
	// iterations (0: none). With both 0, Think is DefaultThink. With
	// Iterations only, the opponent is deterministic, so self-play can be
	// repeated exactly.
	Think      time.Duration
	Iterations int
	// Playout is the level of the game's own opponent that plays the
	// playouts: engine.LevelRandom ("", the default) or
	// engine.LevelScripted. docs/performance.md says which plays better
	// for each game.
	Playout string
	// Trees is Config.Trees: 0 is one per core.
	Trees int
	// TreeDepth, NoLuck, Others, Keep, Prior and
	// Exploration are Config's.
	TreeDepth    int
	NoLuck       bool
	Others       bool
	Keep         float64
	KeepMeasured bool
	Prior        float64
	Exploration  float64
	// Depth, Turns and Evaluate are Config's: a playout cut after Depth
	// intents or Turns turns is scored by Evaluate (or the state's
	// Evaluator).
	Depth    int
	Turns    int
	Evaluate func(st engine.State, p engine.Player) float64
	// Sample is Config.Sample, for a game whose states implement neither
	// Determinizer nor Reseeder.
	Sample func(view engine.State, p engine.Player, seed uint64) engine.State
	// Candidates is Config.Candidates: the choices searched, in place of
	// the states' own Candidates.
	Candidates func(st engine.State, p engine.Player) []engine.Intent
	// Cut is Config.Cut.
	Cut func(root, st engine.State) bool
	// Lead is Config.Lead.
	Lead func(view engine.State, p engine.Player) engine.Intent
}

// Expert adds level "expert" to g: think is the time limit of a
// decision and iterations a limit on its iterations (either may be 0;
// both 0 means DefaultThink), with random playouts and no other setting;
// NewExpert takes them all.
func Expert(g engine.Game, think time.Duration, iterations int) engine.Game {
	return NewExpert(ExpertGame{Game: g, Think: think, Iterations: iterations})
}

// NewExpert is e as an engine.Game that keeps the optional interfaces of
// the game inside: a game that checks data files (engine.DataChecker)
// stays one, and engine.KindLister and engine.RulesReader answer as the
// game does (nothing, and no older rules, for a game without them). An
// optional interface added to the engine later needs a line here; until
// then, Unwrap reaches the game.
func NewExpert(e ExpertGame) engine.Game {
	if dc, ok := e.Game.(engine.DataChecker); ok {
		return expertChecker{e, dc}
	}
	return e
}

// expertChecker is an ExpertGame whose game checks data files.
type expertChecker struct {
	ExpertGame
	dc engine.DataChecker
}

func (e expertChecker) CheckData(data []byte) (string, error) { return e.dc.CheckData(data) }

// Kinds implements engine.KindLister for a game that does.
func (e ExpertGame) Kinds() []string {
	if kl, ok := e.Game.(engine.KindLister); ok {
		return kl.Kinds()
	}
	return nil
}

// ReadsRules implements engine.RulesReader for a game that does.
func (e ExpertGame) ReadsRules(version string) bool {
	rr, ok := e.Game.(engine.RulesReader)
	return ok && rr.ReadsRules(version)
}

// LevelSummary describes level "expert" for a menu ("" for another level).
func (e ExpertGame) LevelSummary(level string) string {
	if level == Level {
		return Summary
	}
	return ""
}

// ThinkingLevel is the level whose decisions take Thinking.
func (e ExpertGame) ThinkingLevel() string { return Level }

// Thinking is the time limit of a decision (0: iterations alone limit it).
func (e ExpertGame) Thinking() time.Duration {
	if e.Think <= 0 && e.Iterations <= 0 {
		return DefaultThink
	}
	return e.Think
}

// WithThinking is the game with the time limit d, for a menu that lets the
// player choose it; everything else stays.
func (e ExpertGame) WithThinking(d time.Duration) engine.Game {
	e.Think = d
	return NewExpert(e)
}

// Unwrap is the game inside.
func (e ExpertGame) Unwrap() engine.Game { return e.Game }

// Levels implements engine.Game: the game's levels, then "expert".
func (e ExpertGame) Levels() []string {
	ls := e.Game.Levels()
	for _, l := range ls {
		if l == Level {
			return ls
		}
	}
	return append(ls, Level)
}

// NewOpponent implements engine.Game.
func (e ExpertGame) NewOpponent(level string, seed uint64) (engine.Opponent, error) {
	if level != Level {
		return e.Game.NewOpponent(level, seed)
	}
	cfg, err := e.Config(seed)
	if err != nil {
		return nil, err
	}
	return NewOpponent(cfg), nil
}

// Config is the search configuration of the expert opponent seeded seed.
func (e ExpertGame) Config(seed uint64) (Config, error) {
	cfg := Config{Think: e.Think, Iterations: e.Iterations, Trees: e.Trees, Seed: seed,
		TreeDepth: e.TreeDepth, NoLuck: e.NoLuck, Others: e.Others, Keep: e.Keep, KeepMeasured: e.KeepMeasured, Prior: e.Prior, Exploration: e.Exploration, Depth: e.Depth, Turns: e.Turns, Evaluate: e.Evaluate, Sample: e.Sample, Candidates: e.Candidates, Cut: e.Cut, Lead: e.Lead}
	if cfg.Think <= 0 && cfg.Iterations <= 0 {
		cfg.Think = DefaultThink
	}
	switch e.Playout {
	case "", engine.LevelRandom:
	case Level:
		return cfg, errors.New("the expert opponent cannot play its own playouts")
	default:
		if _, err := e.Game.NewOpponent(e.Playout, seed); err != nil {
			return cfg, fmt.Errorf("expert playouts: %w", err)
		}
		g, level := e.Game, e.Playout
		cfg.Policy = func(s uint64) (engine.Opponent, error) { return g.NewOpponent(level, s) }
	}
	return cfg, nil
}
