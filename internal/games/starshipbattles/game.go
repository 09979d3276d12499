// Package starshipbattles plays Star Wars Miniatures: Starship Battles on a
// square grid: fleets built in secret to a point total, set-up, initiative,
// movement by class, fighters launched from a shared pool, attacks on the
// faces of ships, the simultaneous damage phase, every special ability of the
// glossary and the Fleet Commander options, for two players or four in two
// teams. docs/rules/starshipbattles.md gives the rules as the project
// implements them, and which values are the project's own.
package starshipbattles

import (
	"encoding/json"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Identity of the game.
const (
	ID    = "starshipbattles"
	Title = "Star Wars Miniatures: Starship Battles"
	// RulesVersion changes whenever a rule change would make old saves
	// replay differently. Rules 2: a fled Infinite fighter returns to its
	// pool (fleeing counts as destroyed). Rules 3: in team play a teammate
	// of the attacker or of the target is asked about the options of an
	// attack (Fly Casual included), in seating order from the attacking
	// player; a player whose fighters pushed by one step want a common
	// square chooses their order; when the first seat of the team acting
	// first has lost its fleet, its teammate acts first. Rules 4: the
	// cards follow what the rulebook says of weapons by class — no class
	// 3 card prints a Point-Defense rating (Class 4 Starships: the PD of
	// class 1 or 2 ships; Seismic Mines still gives one), and the class 3
	// Blockade Runner carries Blaster Cannons, not Turbolasers (Weapons).
	// Rules 5: two costs of the project's own are raised, the Republic
	// Cruiser's 18 to 30 and the Blockade Runner's 14 to 22 (a fleet of
	// them outgunned every printed price; costsOfRules4 keeps the old ones
	// for older saves). Rules 6: a ship is not set up where the rest of its
	// team's nonfighters would no longer fit in the set-up area (before,
	// a set-up with gaps could leave a ship no room, and the game stood
	// still with a player to act and nothing legal). Rules 7: in team
	// play a player with no ship on the grid is out of the battle: with
	// the choose option the winning team's order is chosen by its first
	// player whose fleet still has a ship on the grid (before, by its
	// first seat even when that player had lost every ship and was passed
	// over everywhere else), and such a player plays no option with a pool
	// fighter's counter. Rules 8: with the roll option an Advanced
	// Communications Array may reroll a check that won the initiative too
	// (the glossary sets no condition, and the higher check's order —
	// moving second, attacking first — is not every player's wish); before,
	// only a losing team was asked. Rules 9: Fly Casual is not offered for
	// a hit that deals no damage and brings no Buzz Droids, nor an option
	// that changes only the roll (Power to Shields, Evasive, Target
	// Fighters, Attack Formation) for an attack whose hit, not critical,
	// would deal none (State.hitCounts); before, both were asked and a
	// counter played there gained nothing. Rules 10: the +1 Damage of Power
	// to Weapons counts for that only while a player of the attacking team
	// is still to be asked (rules 9 counted it after the attacker had
	// passed, so the defender was still asked about Evasive against a
	// Point-Defense attack of 0 damage). Rules 11: Long-Range Bombardment
	// halves the damage the attack deals (the glossary writes the option's
	// "damage" in lower case, the game term, where Long-Range Bomber halves
	// the weapon's capitalised Damage rating): the rating and its bonuses
	// (Ion Cannon, a critical hit) are added up, halved and rounded up, and
	// the target's DR and Evasion come off after; before, the rating alone
	// was halved and the bonuses added whole. And in team play a teammate
	// is asked, at the start of its ally's part of the move or attack
	// phase, about the options that open moves, launches or attacks for
	// that ally's ships (Power to Engines, Scramble Fighters, Incoming
	// Fighters, Long-Range Bombardment: promptAlly), which Selecting
	// Options allows whenever its player wishes; before, only in its own
	// part, after the ally's. A save of rules 1 to 10 plays on as it was
	// played (Scenario.before11).
	RulesVersion = "starshipbattles/11"
	// rulesV10, rulesV9, rulesV8, rulesV7, rulesV6, rulesV5, rulesV4,
	// rulesV3 and rulesV2 are read too (ReadsRules).
	rulesV10 = "starshipbattles/10"
	rulesV9  = "starshipbattles/9"
	rulesV8  = "starshipbattles/8"
	rulesV7  = "starshipbattles/7"
	rulesV6  = "starshipbattles/6"
	rulesV5  = "starshipbattles/5"
	rulesV4  = "starshipbattles/4"
	rulesV3  = "starshipbattles/3"
	rulesV2  = "starshipbattles/2"
	// rulesV1 is the first rules version, whose name the digest of every
	// game still carries: a game's start hash does not depend on the rules
	// that play it, so a save of rules 1 verifies under later rules as far
	// as it never met a corrected rule (ReadsRules).
	rulesV1 = "starshipbattles/1"
)

// ReadsRules implements engine.RulesReader: saves of rules 1 to 10 replay
// under the current rules and verify with every hash until they meet a
// corrected rule (an Infinite fighter leaving the grid; a teammate with an
// option for an attack; two pushed fighters wanting one square; a class 3
// ship's Point-Defense attack; a ship set up where the rest of its fleet
// no longer fitted; the order chosen, or an option offered, to a player
// with no ship left; an initiative won, with the roll option, by a team
// with an Advanced Communications Array; a question about an option that
// could gain nothing for the attack under way, rules 10 also once no
// player of the attacking team is left to play Power to Weapons), where
// the replay stops and says so. Their
// fleets are bought at the costs they were saved with (costsOfRules4,
// DecodeScenarioOfRules), so a fleet built under rules 4 replays whole, and
// their Long-Range Bombardment halves the Damage rating and no teammate is
// asked in its ally's part of a phase, as then (Scenario.before11), so
// they replay as they were played.
func (Game) ReadsRules(v string) bool {
	switch v {
	case rulesV1, rulesV2, rulesV3, rulesV4, rulesV5, rulesV6, rulesV7, rulesV8, rulesV9, rulesV10, RulesVersion:
		return true
	}
	return false
}

// costsOfRules4 are the costs that rules 1 to 4 gave the cards whose
// costs rules 5 changed (all of them the project's own). A save of those
// rules decodes its scenario with them, so its recorded fleet building
// (Building a Fleet: the points left) replays as it was played, and a game
// begun under them is finished under them (engine.OlderRulesDecoder).
var costsOfRules4 = map[string]int{
	"Republic Cruiser":      18,
	"Rebel Blockade Runner": 14,
}

// DecodeScenarioOfRules implements engine.OlderRulesDecoder: a scenario of
// rules 1 to 4 is read with the card costs of those rules
// (costsOfRules4); one of rules 1 to 10 plays Long-Range Bombardment and
// a teammate's options as those rules did (before11); of the current
// rules, as DecodeScenario reads it.
func (g Game) DecodeScenarioOfRules(data []byte, rules string) (engine.Scenario, error) {
	sc, err := g.DecodeScenario(data)
	if err != nil || rules == RulesVersion {
		return sc, err
	}
	old := sc.(*Scenario)
	old.before11 = true
	switch rules {
	case rulesV5, rulesV6, rulesV7, rulesV8, rulesV9, rulesV10:
		return old, nil
	}
	for i, c := range old.cards {
		if cost, ok := costsOfRules4[c.Name]; ok {
			cp := *c
			cp.Cost = cost
			old.cards[i] = &cp
		}
	}
	return old, nil
}

// cardsDigestV1 is the digest of the card files that rules 1 to 3 played
// with (cardsDigest of those files). A game's start hash carries it, as it
// carries the first rules version's name, so that the cards rules 4
// corrected do not turn every older save away at its first hash: a save
// that met a corrected value stops where its replay differs. The card
// files themselves are held to cardsDigestNow by TestCardsDigest, so that
// a card changed without a new rules version fails a test.
const cardsDigestV1 uint64 = 0xc2327b613a56fdc2

// Game is Starship Battles, registered in internal/games.
type Game struct{}

// ID implements engine.Game.
func (Game) ID() string { return ID }

// Title implements engine.Game.
func (Game) Title() string { return Title }

// RulesVersion implements engine.Game.
func (Game) RulesVersion() string { return RulesVersion }

// Options.
const (
	// OptRules chooses the Quick Start rules (no special abilities, no
	// Fleet Commander) or the advanced rules; "scenario" keeps the
	// scenario's.
	OptRules = "rules"
	// OptInitiative chooses how initiative works: "roll" (the lower check
	// moves first and attacks second, as the Quick Start rules say) or
	// "choose" (the higher check chooses, as the glossary says).
	OptInitiative = "initiative"
)

// Option values.
const (
	RulesScenario    = "scenario"
	InitiativeRoll   = "roll"
	InitiativeChoose = "choose"
)

var _ engine.Game = Game{}
var _ engine.DataChecker = Game{}
var _ engine.RulesReader = Game{}

// OptionSpecs implements engine.Game.
func (Game) OptionSpecs() []engine.OptionSpec {
	return []engine.OptionSpec{
		{Key: OptRules, Default: RulesScenario, Choices: []string{RulesScenario, RulesQuickStart, RulesAdvanced},
			Summary: "Quick Start rules (no special abilities or Fleet Commander) or the advanced rules; default: the scenario's"},
		{Key: OptInitiative, Default: InitiativeRoll, Choices: []string{InitiativeRoll, InitiativeChoose},
			Summary: "roll: the lower initiative check moves first and attacks second; choose: the higher check chooses the order"},
	}
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

// DecodeIntent implements engine.Game.
func (Game) DecodeIntent(kind string, data json.RawMessage) (engine.Intent, error) {
	return codec.Decode(kind, data)
}

// NewState implements engine.Game: the fleets to build, or the fleets of
// the scenario to set up (or placed already, when the scenario is fixed).
func (g Game) NewState(sc engine.Scenario, opts engine.Options, seed uint64) (engine.State, error) {
	s, err := g.newState(sc, opts, engine.NewDice(seed))
	if err != nil {
		return nil, err
	}
	return s, nil
}

func (g Game) newState(sc engine.Scenario, opts engine.Options, dice engine.Dice) (*State, error) {
	ours, err := gamedata.OwnScenario[*Scenario](ID, sc, g.DecodeScenario)
	if err != nil {
		return nil, err
	}
	if err := engine.CheckOptions(g, opts); err != nil {
		return nil, err
	}
	f := ours.file
	quick := f.Rules == RulesQuickStart
	switch opts.Option(g, OptRules) {
	case RulesQuickStart:
		quick = true
	case RulesAdvanced:
		quick = false
	}
	r := &rules{name: f.Name, cards: ours.cards, cols: ours.cols, rows: ours.rows, quick: quick,
		choose: opts.Option(g, OptInitiative) == InitiativeChoose, first: ours.first, before11: ours.before11}
	if f.Build != nil {
		r.build = f.Build.Points
	}
	for i, sd := range ours.sides {
		r.sides = append(r.sides, sideInfo{name: f.Sides[i].Name, color: f.Sides[i].Color, faction: sd.faction, edge: sd.edge})
	}
	data, err := ours.Canonical()
	if err != nil {
		return nil, err
	}
	h := engine.NewHasher()
	h.String(rulesV1)
	h.Bytes(data)
	h.Bool(r.quick)
	h.Bool(r.choose)
	h.Uint(cardsDigestV1)
	r.hash = h.Sum()
	s := &State{rules: r, dice: dice, outcome: engine.Running(), moving: NoShip, won: -1, first: -1, setupFirst: -1}
	s.atk.to = NoShip
	for _, sd := range ours.sides {
		s.fleets = append(s.fleets, fleet{faction: sd.faction})
	}
	if r.build > 0 {
		s.phase = phBuild
		return s, nil
	}
	for p, sd := range ours.sides {
		for _, u := range sd.units {
			s.addShip(engine.Player(p), u.card, u)
		}
	}
	s.numberShips()
	var opening []engine.Event
	s.beginSetup(&opening)
	s.settle(&opening)
	r.opening = opening
	return s, nil
}

// Opening is what was rolled as the game was made, before any intent
// (engine.Opener): who sets up first, or, when the scenario places every
// ship, the first round's initiative. Only a game's first state is asked,
// and a game whose fleets are built rolls nothing before its first intent.
func (s *State) Opening() []engine.Event { return s.rules.opening }

// cardsDigest hashes the embedded card files (TestCardsDigest holds it to
// the value of the current rules version).
func cardsDigest() uint64 {
	h := engine.NewHasher()
	entries, _ := cardFiles.ReadDir("cards")
	for _, e := range entries {
		data, _ := cardFiles.ReadFile("cards/" + e.Name())
		h.String(e.Name())
		h.Bytes(data)
	}
	return h.Sum()
}
