// Package silentdeath plays Silent Death's Standard Game on the hex map:
// the twelve starcraft of 12.0, missiles and torpedoes, step-by-step
// movement, cannon fire with attack dice, damage tracks and critical hits,
// Your First Game and the advanced scenarios of 11.0. docs/rules/silentdeath.md
// gives the rules as implemented and every value of the project's own.
package silentdeath

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Identity of the game.
const (
	ID           = "silentdeath"
	Title        = "Silent Death"
	RulesVersion = "silentdeath/1"
)

// Game is Silent Death, registered in internal/games.
type Game struct{}

var _ engine.Game = Game{}

// ID implements engine.Game.
func (Game) ID() string { return ID }

// Title implements engine.Game.
func (Game) Title() string { return Title }

// RulesVersion implements engine.Game.
func (Game) RulesVersion() string { return RulesVersion }

// OptionSpecs implements engine.Game: the optional rules of 10.0
// (options.go).
func (Game) OptionSpecs() []engine.OptionSpec {
	return append([]engine.OptionSpec(nil), optionSpecs...)
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

// NewState implements engine.Game.
func (g Game) NewState(sc engine.Scenario, opts engine.Options, seed uint64) (engine.State, error) {
	ours, err := asScenario(g, sc)
	if err != nil {
		return nil, err
	}
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	return newStateOpts(ours, o, engine.NewDice(seed)), nil
}

// asScenario is sc as this game's scenario type.
func asScenario(g Game, sc engine.Scenario) (*Scenario, error) {
	return gamedata.OwnScenario[*Scenario](ID, sc, g.DecodeScenario)
}

// newState sets the scenario up. Asteroids (10.5) are scattered with the
// state's dice and their drift direction rolled here.
func newState(sc *Scenario, dice engine.Dice) *State { return newStateOpts(sc, Options{}, dice) }

// newStateOpts sets the scenario up with optional rules; Your First Game
// plays without them.
func newStateOpts(sc *Scenario, opt Options, dice engine.Dice) *State {
	f := &sc.file
	if f.Rules.FirstGame {
		opt = Options{}
	}
	s := &State{sc: sc, opt: opt, firstGame: f.Rules.FirstGame, dice: dice, turn: 1, outcome: engine.Running,
		command: -1, mover: -1, initWinner: -1, lastSide: -1, podState: -1}
	for p, sd := range f.Sides {
		s.names[p], s.colors[p] = sd.Name, sd.Color
		for ci, cf := range sd.Craft {
			t := sc.types[p][ci]
			fc, _ := hex.ParseDirection(cf.Facing)
			c := craft{typ: t, side: int8(p), id: cf.ID, pos: hex.FromOffset(cf.Hex[0], cf.Hex[1]), facing: fc, noTorps: cf.NoTorps || s.firstGame}
			c.crew[0] = crewMember{Plt: int8(cf.Pilot.Plt), Gnr: int8(cf.Pilot.Gnr)}
			for gi, g := range cf.Gunners {
				c.crew[gi+1] = crewMember{Gnr: int8(g)}
			}
			for mi, m := range t.Mounts {
				c.mans[mi] = int8(m.Crew)
				if cf.Mans != nil {
					c.mans[mi] = int8(cf.Mans[mi])
				}
				c.ammo[mi] = int8(m.Mag)
			}
			if !c.noTorps {
				for k := range c.torps {
					c.torps[k] = int8(t.Torps[k])
				}
			}
			c.tpv = int16(TPV(t, cf.Pilot, cf.Gunners, cf.NoTorps))
			// Carried over: the boxes' special effects are not replayed,
			// but the lasting losses they caused are carried with them.
			c.hits = int16(cf.Damage)
			for _, l := range cf.Lost {
				switch l.Kind {
				case LossWeapon:
					c.lost |= 1 << l.N
					c.noteLasting(lossWeapon, l.N, int16(l.Box))
				case LossTorp:
					if c.torps[l.N] > 0 {
						c.torps[l.N]--
						c.noteLasting(lossTorp, l.N, int16(l.Box))
					}
				case LossCrit:
					switch cr := t.Crits[l.N]; cr.Kind {
					case CritDrive:
						c.driveLoss += int8(cr.N)
					case CritDR:
						c.drLoss += int8(cr.N)
					case CritDV:
						c.dvLoss += int8(cr.N)
					}
					c.noteLasting(lossCrit, l.N, int16(l.Box))
				}
			}
			if opt.Decoys {
				d, _, _, _ := Defences(t)
				c.decoys = int8(d)
			}
			s.crafts = append(s.crafts, c)
		}
	}
	r := &f.Rules
	for _, ls := range r.LaserSats {
		s.sats = append(s.sats, sat{side: int8(ls.Side), pos: hex.FromOffset(ls.Hex[0], ls.Hex[1])})
	}
	if r.CommSat != nil {
		s.sats = append(s.sats, sat{comm: true, side: int8(r.CommSat.Side), pos: hex.FromOffset(r.CommSat.Hex[0], r.CommSat.Hex[1])})
	}
	if r.Pod != nil {
		s.pod, s.podState = hex.FromOffset(r.Pod.Hex[0], r.Pod.Hex[1]), 0
	}
	nAst := r.Asteroids
	if opt.Asteroids && nAst == 0 {
		nAst = min(OptionAsteroids, sc.board.Cols*sc.board.Rows/8)
	}
	if nAst > 0 {
		b := sc.board
		for len(s.asteroids) < nAst {
			h := hex.FromOffset(s.dice.D(b.Cols)-1, s.dice.D(b.Rows)-1)
			if s.asteroidAt(h) || s.occupied(h, -1, -1) || s.startNear(h) {
				continue
			}
			s.asteroids = append(s.asteroids, h)
		}
		s.drift = hex.Direction(s.dice.D(6) - 1)
	}
	switch {
	case r.CommandShip != nil:
		s.ph = phCommand
	case s.firstGame:
		s.ph = phMoveStart
	default:
		s.ph = phLaunch
	}
	var ev events
	s.advance(&ev)
	return s
}

// startNear keeps scattered asteroids off the craft's starting hexes and
// their neighbours, so that nobody starts the game in a collision.
func (s *State) startNear(h hex.Hex) bool {
	for i := range s.crafts {
		if hex.Distance(s.crafts[i].pos, h) <= 1 {
			return true
		}
	}
	return false
}

// events collects the events of one Apply.
type events struct{ list []engine.Event }

func (e *events) add(kind string, p int8, text string, r *engine.Roll) {
	e.list = append(e.list, engine.Event{Kind: kind, Player: engine.Player(p), Text: text, Roll: r})
}

func (e *events) secret(kind string, p int8, text string) {
	e.list = append(e.list, engine.Event{Kind: kind, Player: engine.Player(p), Text: text, Secret: true})
}
