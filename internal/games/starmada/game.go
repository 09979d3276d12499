// Package starmada plays Starmada X on a hex map: movement orders written
// in secret and revealed together, fighters, weapons fire with every
// ability of Appendix B, the special equipment of Appendix C, explosions
// and victory points. docs/rules/starmada.md gives the rules as the
// project implements them, and which numbers are the project's own.
package starmada

import (
	"fmt"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Identity of the game.
const (
	ID    = "starmada"
	Title = "Starmada X"
	// RulesVersion changes whenever a rule change would make old saves
	// replay differently. Rules 2 corrected B.10 (the margin of the
	// modified die), 4.1.1 (declarations ship by ship) and 4.3.2 (a
	// crippled ship can be attacked); rules 3 corrected 2.3 (the battle
	// goes on while a side without ships can still score with its
	// fighters, continuing damage or explosions); rules 4 corrected 2.1.2
	// (the set-up zones reach the fifth column from each short edge), 3.2.1
	// (a ship that did not move may not open its orders with B, and no ship
	// opens turn 1 with a maneuver), 4.3.1 (an explosion born in an End
	// Phase keeps its strength through the next one as well) and 2.1.2
	// (each side sets up its fighter flights after its ships); rules 5
	// corrected B.19 (a repeating die is rolled again until it misses, with
	// no limit; rules 1-4 stopped after 50 repeats); rules 6 corrected the
	// project's own Combat Ratings (fighter bays, battle satellites and
	// Repeating were priced far below what they do in play) and re-designed
	// the Paladin (rules5.go replays older saves with the old ship data);
	// rules 7 corrected 5.2.1 with 5.1.2 (in the Fighter Phase the owner of
	// a stack chooses between a flight that has acted and one that has not,
	// though both have as many fighters left) and chose the automatic fleet
	// anew (autofleet.go; saves of rules 1-6 keep the old one, autoFleet6);
	// rules 8 corrected B.1 with B.2, B.3, B.5, B.6 and B.14 (the chart
	// rolls of continuing damage are the weapon's damage dice and carry its
	// abilities that change a damage die); rules 9 works the project's own
	// Combat Rating exactly (rules 1-8 cut each factor's product down to a
	// thousandth, rating a design whose root lands on a half a point lower;
	// saves of rules 1-8 rate their scenario's own classes as they did)
	// and corrected 4.3.2 with C.1 (a crippled ship's anti-fighter
	// batteries no longer cost an attacking flight a fighter for each 1);
	// rules 10 corrected C.5 (in the End Phase the owner of a ship that
	// can launch battle satellites chooses how many, from none up to its
	// limit; rules 1-9 launched every one it could); rules 11 brings the
	// automatic fleet as near its total as 2.1.1 lets a fleet come, its
	// candidates taking the ships the question before a ready would name
	// before the choice (autofleet.go; saves of rules 7-10 keep their
	// fleet, autoFleet10); rules 12 corrected 5.3.2 with C.5 (a flight's
	// 1s against a stack of battle satellites alone cost it nothing: the
	// satellites attack ships only, so they do not fight back); rules 13
	// corrected 4.2.3 (the owner of a crippled ship, which stays on the
	// board, chooses what its weapon and equipment hits take, as any
	// defender does; rules 1-12 took the last items of its record) and
	// B.5 with 4.3.2 (the crew casualties of an Extra Crew Casualties roll
	// are lined after every chart result of the roll, so that a later
	// die's hull hit does not overlap an earlier die's casualty of the
	// same roll; rules 1-12 lined each after its own die). Saves of rules
	// 1-12 replay both as they were played (before13).
	RulesVersion = "starmada/13"
	// rulesV12, rulesV11, rulesV10, rulesV9, rulesV8, rulesV7, rulesV6,
	// rulesV5, rulesV4, rulesV3 and rulesV2 are earlier rules versions,
	// whose saves rules 13 still reads.
	rulesV12 = "starmada/12"
	rulesV11 = "starmada/11"
	rulesV10 = "starmada/10"
	rulesV9  = "starmada/9"
	rulesV8  = "starmada/8"
	rulesV7  = "starmada/7"
	rulesV6  = "starmada/6"
	rulesV5  = "starmada/5"
	rulesV4  = "starmada/4"
	rulesV3  = "starmada/3"
	rulesV2  = "starmada/2"
	// rulesV1 is the first rules version, whose name the digest of every
	// game still carries: a game's start hash does not depend on the
	// rules that play it, so a save of rules 1 verifies under later rules as
	// far as it never met a corrected rule (ReadsRules). The save file
	// records the rules it was played under.
	rulesV1 = "starmada/1"
)

// Options.
const (
	OptTurns   = "turns"   // game length in turns; the scenario's, or 10 (2.3)
	OptPoints  = "points"  // each side's point total where fleets are built (2.1.1)
	OptObjects = "objects" // objects one side places where the players set up (2.1.2)
)

// Game is Starmada X, registered in internal/games.
type Game struct{}

var _ engine.Game = Game{}

// ID implements engine.Game.
func (Game) ID() string { return ID }

// Title implements engine.Game.
func (Game) Title() string { return Title }

// RulesVersion implements engine.Game.
func (Game) RulesVersion() string { return RulesVersion }

// ReadsRules implements engine.RulesReader: saves of rules 1 to 12 replay
// under rules 13, with the ship data and ratings of their rules, the
// automatic fleet of their rules and the Damage step and B.5 of rules
// 1-12 (rules5.go), and verify
// with every hash until they meet a corrected rule (an Increased PEN hit
// whose modified die differs from its clamped one; a crippled ship that rules 2 lets the enemy attack, so that a side
// is no longer passed over; a battle that rules 1 and 2 ended early while
// the side without ships still had fighters, satellites, continuing
// damage dice on an enemy ship or an enemy ship in an explosion; an object
// placed in column 04 or 25 of a long edge's five rows, which rules 4 makes
// part of a set-up zone; orders opening with B after a turn without
// moving; orders opening turn 1 with a maneuver; an explosion born in an
// End Phase, which no longer weakens in the next; a set-up whose side
// with fighter bays placed its last ship, after which its flights wait
// to be placed; a repeating die that hit more than 50 times in a row,
// which rules 5 rolls on; fighters shot down in the Fighter Phase from a
// stack holding a flight that has acted and one that has not, both with as
// many fighters left, which rules 7 lets the owner share out; continuing
// damage of a weapon that also changes a damage die, whose chart rolls
// rules 8 rolls with those abilities; a crippled ship's anti-fighter
// batteries facing a flight's 1s, which rules 9 silences; an End Phase
// in which a ship could launch battle satellites before the last turn,
// where rules 10 asks its owner how many; a flight's 1s against a stack
// of satellites alone, which rules 12 let cost nothing), where the replay
// stops and says so. Rules 1
// intents never resolve one ship at a time: that intent is new in rules 2.
func (Game) ReadsRules(v string) bool {
	switch v {
	case rulesV1, rulesV2, rulesV3, rulesV4, rulesV5, rulesV6, rulesV7, rulesV8, rulesV9, rulesV10, rulesV11, rulesV12, RulesVersion:
		return true
	}
	return false
}

// Kinds implements engine.KindLister.
func (Game) Kinds() []string { return codec.Kinds() }

// OptionSpecs implements engine.Game.
func (Game) OptionSpecs() []engine.OptionSpec {
	return []engine.OptionSpec{{
		Key: OptTurns,
		// The option is read only when it is given, so a scenario file's
		// own turns hold: no default of its own, as SSCS's; the scenario
		// says what it holds (Scenario.OptionDefault).
		Default: "",
		Choices: nil,
		Summary: fmt.Sprintf("number of game turns, 1 to %d (2.3; when not given: the scenario's own, else %d)", MaxTurns, DefaultTurns),
	}, {
		Key:     OptPoints,
		Default: "",
		Choices: []string{"500", "750", "1000", "1500", "2000"},
		Summary: "where the sides build their fleets: each side's point total (2.1.1; default: the scenario's, 1 000 recommended)",
	}, {
		Key:     OptObjects,
		Default: "",
		Choices: []string{"0", "2", "4", "6"},
		Summary: "where the players set up: asteroids and planets one side places while the other chooses its edge (2.1.2; default: the scenario's)",
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

// NewState implements engine.Game: the ships where the scenario puts
// them, fighter flights in their carriers' hexes (5.1.1; the project's
// own where the scenario places the ships), and the Orders Phase of turn
// 1; or the fleets to build, or the Set-up Phase, where each side places
// its ships and then its flights (2.1.2).
func (g Game) NewState(sc engine.Scenario, opts engine.Options, seed uint64) (engine.State, error) {
	s, err := g.newState(sc, opts, seed)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func (g Game) newState(sc engine.Scenario, opts engine.Options, seed uint64) (*State, error) {
	return g.newStateDice(sc, opts, engine.NewDice(seed))
}

// newStateDice is newState with the dice given (tests force them to
// decide who sets up first).
func (g Game) newStateDice(sc engine.Scenario, opts engine.Options, dice engine.Dice) (*State, error) {
	ours, err := asScenario(g, sc)
	if err != nil {
		return nil, err
	}
	turns := ours.file.Turns
	if turns == 0 {
		turns = DefaultTurns
	}
	if v, ok := opts[OptTurns]; ok && v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxTurns {
			return nil, fmt.Errorf("option %s: %q is not a number of turns from 1 to %d", OptTurns, v, MaxTurns)
		}
		turns = n
	}
	r := &rules{scenario: ours.file.Name, turns: turns, interactive: ours.file.Setup == SetupInteractive,
		placeCount: ours.placeCount, placeKinds: ours.placeKinds, before13: ours.before13}
	data, _ := ours.Canonical()
	h := engine.NewHasher()
	h.String(rulesV1)
	h.Bytes(data)
	h.Int(turns)
	if err := r.options(ours, opts, h); err != nil {
		return nil, err
	}
	for p := 0; p < 2; p++ {
		r.names[p] = ours.file.Sides[p].Name
		r.colors[p] = ours.file.Sides[p].Color
		r.edges[p] = ours.file.Sides[p].Edge
		if r.edges[p] == "" {
			r.edges[p] = [2]string{"north", "south"}[p]
		}
	}
	s := &State{rules: r, digest: h.Sum(), board: ours.board, objects: append([]Object(nil), ours.objects...),
		dice: dice, outcome: engine.Running(), turn: 1, phase: phOrders,
		initiative: engine.NoPlayer, chooser: engine.NoPlayer, picked: -1,
		firstFire: engine.NoPlayer, firing: engine.NoPlayer, setupFirst: engine.NoPlayer, setupSide: engine.NoPlayer,
		objPlacer: engine.NoPlayer, edges: r.edges}
	for p := 0; p < 2; p++ {
		for _, pl := range ours.ships[p] {
			s.ships = append(s.ships, newShip(pl, engine.Player(p)))
		}
	}
	if r.points > 0 {
		s.phase = phBuild
		return s, nil
	}
	if r.interactive {
		s.beginSetup()
		return s, nil
	}
	s.launchFlights()
	s.autoSubmit()
	return s, nil
}

// options takes the options of fleet building and objects: the point
// total of a scenario that builds its fleets, and the number of objects
// placed in one where the players set up. The digest of the game hashes
// each one that is in force, after what it hashed before they existed.
func (r *rules) options(sc *Scenario, opts engine.Options, h *engine.Hasher) error {
	if b := sc.file.Build; b != nil {
		r.points = b.Points
		if v := opts[OptPoints]; v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < MinPoints || n > MaxPoints {
				return fmt.Errorf("option %s: %q is not a point total from %d to %d", OptPoints, v, MinPoints, MaxPoints)
			}
			r.points = n
		}
		r.fleets = sc.fleets
		r.builder6, r.builder10 = sc.builder6, sc.builder10
		r.buildable = append(r.buildable, sc.classes...)
		cs, err := sc.catalogue()
		if err != nil {
			return err
		}
		for _, c := range cs {
			if own, err := sc.classByName(c.Name); err != nil {
				return err
			} else if own == c {
				r.buildable = append(r.buildable, c)
			}
		}
		h.String(OptPoints)
		h.Int(r.points)
	}
	if v := opts[OptObjects]; v != "" && r.interactive {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > MaxPlacedObjects {
			return fmt.Errorf("option %s: %q is not a number of objects from 0 to %d", OptObjects, v, MaxPlacedObjects)
		}
		if free := sc.freeObjectSpots(); n > free {
			return fmt.Errorf("option %s: %d objects, but only %d hexes outside the set-up zones are free", OptObjects, n, free)
		}
		if n > 0 && len(r.placeKinds) == 0 {
			r.placeKinds = DefaultObjectKinds()
		}
		r.placeCount = n
		h.String(OptObjects)
		h.Int(n)
	}
	return nil
}

// launchFlights puts a flight in its carrier's hex for every fighter bay
// (5.1.1), in scenario order.
func (s *State) launchFlights() {
	for i := range s.ships {
		sh := &s.ships[i]
		for k := 1; k <= sh.class.Equips(FighterBays); k++ {
			s.craft = append(s.craft, craft{id: CraftID{Carrier: sh.name, N: k}, side: sh.side, pos: sh.pos, n: FlightSize})
		}
	}
}

// FlightSize is the number of fighters in a flight (5.1).
const FlightSize = 6

func newShip(pl placed, side engine.Player) ship {
	c := pl.class
	sh := ship{name: pl.name, class: c, side: side, pos: pl.pos, facing: pl.facing,
		// 3.2.1: before its first Movement Phase a ship has not moved
		// forward, so it may not open turn 1 with a maneuver (rules 4;
		// rules 1-3 counted it as having moved forward).
		last:  lastStart,
		boxes: make([]mark, boxCount(c)),
	}
	sh.satsLeft = c.Equips(BattleSatellites)
	return sh
}

// asScenario accepts this package's scenarios and, through their JSON,
// any other value that describes one.
// asScenario is sc as this game's scenario type.
func asScenario(g Game, sc engine.Scenario) (*Scenario, error) {
	return gamedata.OwnScenario[*Scenario](ID, sc, g.DecodeScenario)
}
