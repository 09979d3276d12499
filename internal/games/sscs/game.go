// Package sscs plays The Scalable Starship Combat System (J. M. Dugan,
// 1997) at its squadron level: velocity that carries over from turn to
// turn on an unbounded hex plane, sealed declarations, fire from any hex of
// a ship's flight path, shields that hold for a turn and armor that is used
// up, missiles, boarding, ramming and the twelve projectors. Ships are
// built with the construction system of package design; every ship that
// ships with the program is a design of the project's own (the rulebook
// prints none). docs/rules/sscs.md gives every reading the project made.
package sscs

import (
	"fmt"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Identity of the game.
const (
	ID    = "sscs"
	Title = "The Scalable Starship Combat System"
	// RulesVersion changes whenever a rule change would make old saves
	// replay differently. Rules 2 corrected Hitting Missiles (every weapon
	// named to shoot at a salvo fires and spends its round, even when
	// those before it left no missile) and the Displacer Pulse (the target
	// reappears in another hex than its own). Rules 3 ended a projector's
	// lasting effect (cloak, dazzle, images, projected shields,
	// transferred ECM, force plane) when the projector is knocked out or
	// seized, or the ship loses its power or is shut down; counted the
	// craft in a captured carrier's hangars for its captor; and read the
	// plurals of two projectors: a Shield Projection covers every friend in
	// its reach, Transfer ECM gives the ECM to every friend in a hex. Rules
	// 4 measured ramming's closing speed with the target's velocity of the
	// turn: its declared speed while it has not moved yet, not last turn's.
	// Rules 5 stopped all operation of a ship shut down by a pulse or held
	// in stasis — no damage control, docking or boarding declared or
	// carried out, no craft launched — and ended the evasive maneuvers of
	// a ship shut down or left without power (it coasts); and let one ship
	// dock with a smaller one (the rulebook's two destroyers find no room
	// on one fighter "for both"), a second only where there is room; and
	// let a projector that strikes one of a ship's images still reach
	// every ship in the target hex, the real one included; and stopped
	// the hangars of a carrier without power (no launch, no landing), and
	// counted a craft's bays over every hangar that holds it, and held
	// the boarding combat aboard a ship in stasis, and set a built
	// squadron in a straight line abreast (rules 1-4: a wedge), and
	// measured the reach that keeps the squadrons from separating with
	// the weapons that could still fire only. Rules 6 let a ram meet a
	// target in the hex the rammer starts its move from (the first hex of
	// its flight path), and stopped a hangar held by enemy boarders (no
	// launch, no landing, its craft no resistance), and kept docked ships
	// held in stasis docked (nothing affects the held ship: no boarders
	// gain entry to it), and let a craft in a hangar make damage control.
	// Rules 7 fire all of a ship's weapons in a turn from one hex of its
	// flight path, the one its first shot picks ("fire weapons from some
	// hex that was in their flight path"; rules 1-6 let each weapon pick),
	// and take the boarding group's points of boarders lost with the ship
	// they boarded (rules 1-6 left them standing), and carry a docking
	// declared once through both its turns (rules 1-6 wanted it declared
	// again in the second, or it came to nothing), and hold a ship in
	// stasis for the turn the beam is used ("every turn used"; rules 1-6
	// held it to the end of the next turn too). Rules 8 let only
	// projectors buy fixed ("non-variable") damage: every other weapon buys
	// its damage in d10s (1) Weapon Design, Damage: "non-variable amounts
	// for projectors, and … 10 sided dice for the others"); rules 1-7 let
	// any weapon buy either. Nothing in play changed: a save of rules 1-7
	// reads its scenario's designs by the old check (DecodeScenarioOfRules)
	// and plays their fixed damage as before. Rules 9 let a design carry
	// magazine reloads for its railguns, antimissiles and torpedoes (1)
	// Weapon Design: "Magazine reloads … require 50 slots to store"), kept
	// in its storage, and an empty weapon be reloaded from them in battle
	// (a declaration carried out in the Activity phase; rules 1-8 carried
	// none). An older save's designs carry no reloads and play as before.
	// Rules 9 also give the components boarders held back to the crew once
	// the last boarder aboard is destroyed (retake; an older save keeps
	// them ceased, Scenario.heldForGood). Rules 10 end the lasting effects
	// of a ship that leaves play without being scrapped — taken by
	// boarders, or a craft landed in its carrier's hangar (leavesPlay);
	// rules 3-9 left its force plane standing to the end of the next turn.
	// Rules 11 count a missile's reach of separation to the last hex it can
	// hit, Range + Drive - 1 (its d10 rolls at least 1, and each hex beyond
	// its Range adds one), as a gun's ten times its Range is its last;
	// rules 1-10 counted Range + Drive, one hex past, so two squadrons one
	// hex out of a missile's reach went on fighting (an older save keeps
	// that count: Scenario.reachPastLastHit). Rules 12 refuse a design
	// whose engine rounds down to size 0 (maneuver × ship weight subtotal
	// under 10), the project's own limit, for such an engine gave a Drive
	// rating for nothing; rules 1-11 accepted it. Nothing in play changed:
	// a save of rules 1-11 reads its scenario's designs without the limit
	// (DecodeScenarioOfRules) and plays them as before. Rules 13 refuse
	// component armor that rounds down to weight 0 (level 1 on a system of
	// size 1 to 3: level × √size × 0.5 under 1), the project's own limit,
	// for such armor weighed and cost nothing yet absorbed a point of each
	// hit; rules 1-12 accepted it. Nothing in play changed: a save of rules
	// 1-12 reads its scenario's designs without the limit
	// (design.DeriveAllBeforeArmorLimit) and plays them as before. Rules 14
	// refuse the ship's armor when it rounds down to size 0 (level 1 on a
	// systems weight of 1: level × systems weight × 0.5 under 1), the
	// project's own limit, for such armor weighed and cost nothing yet the
	// ship started play with armor of its level; rules 1-13 accepted it.
	// Nothing in play changed: a save of rules 13 reads its scenario's
	// designs without that limit (design.DeriveAllBeforeShipArmorLimit),
	// one of rules 1-12 without it or rules 13's, and plays them as before.
	// Rules 15 keep a boarded ship's Regular Crew units to its crew, one
	// for every five rounded up, as they were formed: crew killed by damage
	// afterwards take the units they no longer fill (crewUnitsLost); rules
	// 1-14 left them standing, so a crew all killed by gunfire still fought.
	// And projected shields cover a ship only while it is within half the
	// projector's value of it (coverOf); rules 3-14 covered it wherever it
	// flew until the projector's next move. A save of rules 1-14 keeps both
	// as its rules had them (Scenario.crewUnitsStand, coverAnywhere).
	RulesVersion = "sscs/15"
	// rulesV9 brought magazine reloads (named in refusals of older saves
	// that claim some; it stays "sscs/9" when RulesVersion moves on).
	rulesV9 = "sscs/9"
	// rulesV1 is the first rules version, whose name every scenario's
	// digest still carries: a game's start hash does not depend on the
	// rules that play it, so a save of rules 1 to 7 verifies under rules 8
	// as far as it never met a corrected rule (ReadsRules).
	rulesV1  = "sscs/1"
	rulesV2  = "sscs/2"
	rulesV3  = "sscs/3"
	rulesV4  = "sscs/4"
	rulesV5  = "sscs/5"
	rulesV6  = "sscs/6"
	rulesV7  = "sscs/7"
	rulesV8  = "sscs/8"
	rulesV10 = "sscs/10"
	rulesV11 = "sscs/11"
	rulesV12 = "sscs/12"
	rulesV13 = "sscs/13"
	rulesV14 = "sscs/14"
)

// Set-up options: the places where the rulebook leaves the group to
// choose, or where it can be read two ways.
const (
	OptTurnCost = "turncost" // Movement 5: formula (A), speed (B) or chart (C)
	OptEffRange = "effrange" // Rolling to Hit: the worked example or the sentence
	OptHitChart = "hitchart" // Doing Damage: roll per point or per salvo
	OptTurns    = "turns"    // the project's own turn limit
)

// Values of the options.
const (
	TurnFormula = "formula" // A: speed × .66, rounded up
	TurnSpeed   = "speed"   // B: cost equals speed
	TurnChart   = "chart"   // C: the printed chart (the same numbers as A up to 20)

	EffExample = "example" // effective = real × (ECM + evasive): "ECM 4, evasive 2, range 5 → 30"
	EffLiteral = "literal" // effective = real × (1 + ECM + evasive): "add real range to itself" for each

	ChartPoint = "point" // roll the hit chart for each point that penetrates
	ChartSalvo = "salvo" // roll once and let the salvo exhaust the systems hit
)

// The scale of the squadron level (General, Scale), for the screen only:
// a hex is 2 615 km across, a turn lasts five minutes, and an acceleration
// of one hex per turn each turn is one gee.
const (
	HexKm       = 2615
	TurnMinutes = 5
)

// Game is the Scalable Starship Combat System, registered in internal/games.
type Game struct{}

var _ engine.Game = Game{}
var _ engine.DataChecker = Game{}
var _ engine.RulesReader = Game{}

// ID implements engine.Game.
func (Game) ID() string { return ID }

// Title implements engine.Game.
func (Game) Title() string { return Title }

// RulesVersion implements engine.Game.
func (Game) RulesVersion() string { return RulesVersion }

// ReadsRules implements engine.RulesReader: a save of rules 1 to 7
// replays under rules 8 and verifies with every hash until it meets a
// corrected rule (rules 1: a salvo shot at by more weapons than it had
// missiles, the last of them with a magazine or fired again later that
// turn; a displacer pulse that put its target back in its own hex; rules
// 1 and 2: a projector's effect that outlived the projector or the ship's
// power, a captured carrier with craft aboard, a shield projection or an
// ECM transfer that reached more friends than the one named; rules 1 to
// 3: a ram on a ship that had declared a new speed and not moved yet;
// rules 1 to 4: a ship shut down or left without power while it flew
// evasive maneuvers, or a shut-down ship's damage control, docking,
// boarding or launch, or a ship docking with a smaller one, or a
// projector that struck an image in a hex with ships in it, or a built
// squadron of more than one ship, or separation counted while a ship
// had only weapons that could not fire within reach; rules 1 to 5: a
// ram declared on a ship in the rammer's own hex when it moved, or a
// launch, a landing or a carrier's resistance with its hangar held by
// boarders, or docked ships held in stasis; rules 1 to 6: a ship's shot
// from a hex of its flight path before the last, or a weapon fired at a
// missile by a ship that had not moved yet — the states now record
// both —, or a stasis beam's hit, which held its ships a turn longer),
// where the replay stops and says so. Rules 8 changed what a design may
// buy, not how the game plays: a save of rules 7 reads its designs by the
// old check (DecodeScenarioOfRules) and replays whole. Rules 9 added
// magazine reloads, which no design of rules 1-8 carries: such a save
// replays whole, and one that claims reloads is refused when decoded.
// Rules 10 end the lasting effects of a ship taken by boarders or landed
// in a hangar: a save of rules 9 (or older) that met one with a force
// plane, transferred ECM, projected shields, a cloak, a dazzle or images
// in force stops there. Rules 11 count a missile's reach of separation one
// hex shorter: a save of rules 1 to 10 keeps the old count (decoded with
// Scenario.reachPastLastHit) and replays whole, and, resumed, its game is
// finished by it. Rules 12 refuse a design whose engine rounds down to
// size 0, as rules 8 changed what a design may buy: a save of rules 1 to
// 11 reads its designs without that limit (DecodeScenarioOfRules) and
// replays whole. Rules 13 refuse component armor that rounds down to
// weight 0, and a save of rules 1 to 12 reads its designs without that
// limit in the same way; rules 14 refuse the ship's armor that rounds down
// to size 0, and a save of rules 1 to 13 reads its designs without that
// limit. Rules 15 take a boarded ship's Regular Crew units that its crew
// killed by damage no longer fills, and cover a ship with projected shields
// only within half the projector's value of it: a save of rules 1 to 14
// keeps both as its rules had them (Scenario.crewUnitsStand, coverAnywhere)
// and replays whole, and, resumed, its game is finished by them.
func (Game) ReadsRules(v string) bool {
	return v == rulesV1 || v == rulesV2 || v == rulesV3 || v == rulesV4 || v == rulesV5 || v == rulesV6 || v == rulesV7 || v == rulesV8 || v == rulesV9 || v == rulesV10 || v == rulesV11 || v == rulesV12 || v == rulesV13 || v == rulesV14 || v == RulesVersion
}

// OptionSpecs implements engine.Game.
func (Game) OptionSpecs() []engine.OptionSpec {
	return []engine.OptionSpec{
		{Key: OptTurnCost, Default: TurnFormula, Choices: []string{TurnFormula, TurnSpeed, TurnChart},
			Summary: "cost of changing direction (Movement 5): formula A = ⌈speed × .66⌉, B = speed, C = the chart"},
		{Key: OptEffRange, Default: EffExample, Choices: []string{EffExample, EffLiteral},
			Summary: "effective range: real × (ECM + evasive) as the worked example (5 → 30), or real × (1 + ECM + evasive) as the sentence reads (5 → 35)"},
		{Key: OptHitChart, Default: ChartPoint, Choices: []string{ChartPoint, ChartSalvo},
			Summary: "hit chart: roll for each point that penetrates, or once per salvo"},
		{Key: OptTurns, Default: "", Summary: "turn limit (the project's own; default: the scenario's, else 30)"},
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

// settings are the options in force.
type settings struct {
	turnCost, effRange, hitChart string
	turns                        int
}

func readOptions(g Game, opts engine.Options, scenarioTurns int) (settings, error) {
	if err := engine.CheckOptions(g, opts); err != nil {
		return settings{}, err
	}
	st := settings{turnCost: opts.Option(g, OptTurnCost), effRange: opts.Option(g, OptEffRange), hitChart: opts.Option(g, OptHitChart),
		turns: scenarioTurns}
	if st.turns == 0 {
		st.turns = DefaultTurns
	}
	if v := opts[OptTurns]; v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxTurns {
			return settings{}, fmt.Errorf("option %s: %q is not a number of turns from 1 to %d", OptTurns, v, MaxTurns)
		}
		st.turns = n
	}
	return st, nil
}

// NewState implements engine.Game.
func (g Game) NewState(sc engine.Scenario, opts engine.Options, seed uint64) (engine.State, error) {
	s, err := g.newState(sc, opts, engine.NewDice(seed))
	if err != nil {
		return nil, err
	}
	return s, nil
}
