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
	ID    = "silentdeath"
	Title = "Silent Death"
	// RulesVersion changes whenever a rule change would make old saves
	// replay differently. 2: 10.3's Drive 0 turns are made at the start
	// of the Movement Phase, after the drifts. 3: the audit's corrections,
	// 4: the second audit's, 5: the fourth audit's (torps launched after
	// the missiles), 6: the tenth audit's, 7: the fourteenth audit's
	// (docs/rules/silentdeath.md, "Rules versions"), 8: the torp's owner
	// chooses its flight path (4.2), 9: the twenty-first audit's (an
	// asteroid's hex touched at one corner blocks cannon fire, 10.5), and
	// 11.7's command ship pilot barred from his launcher, 10: the
	// twenty-second audit's, 11: the twenty-sixth audit's (a tight turn's
	// facing is chosen after its cost is rolled, 5.2; a craft that may
	// attempt 10.12's damage control is asked whether it does), 12: the
	// thirty-seventh audit's (the pilot of a failed 10.3 set-cost turn
	// chooses which one hexside it turns).
	RulesVersion = "silentdeath/12"
	// hashTag starts every hash. It stays what rules 1 wrote, so that a
	// save of rules 1 whose game never met a rule since corrected hashes
	// the same under the rules of now, and verifies.
	hashTag = "silentdeath/1"
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

// ReadsRules implements engine.RulesReader: saves of rules 1 to 7 replay
// under the rules of now. Rules 2 changed when Drive 0 craft turn (10.3,
// with the option drive0_turns), rules 3, 4, 6 and 7 a few rare cases, rules 5
// the launch phase of every Standard Game (see the rules document): a
// game that met a corrected rule fails its hashes at the first intent
// that differs and says so; Your First Game, which has no launch phase,
// still replays. Rules 8 gave the torp's path to its owner (4.2): a save
// of rules 1 to 7 flies its torps as those did (DecodeScenarioOfRules).
// Rules 9 blocks cannon fire whose line touches an asteroid's hex at one
// corner (10.5): a save of rules 8 that fired along such a line, or whose
// Laser Sat did, stops there, saying that this build corrected it. Rules 9
// also bars 11.7's command ship pilot from his launcher (CrewFile's
// NoLauncher): a save of rules 1 to 8 plays with the bar but hashes without
// it (Scenario.before9), so that only a game whose pilot locked on stops,
// there. Rules 10 spares the torps tracking a craft that collides with an
// asteroid (10.5) and has 11.2's and 11.7's Comm Sat battles, and 11.6's,
// wait for the ordnance under way of a side without craft: a save of rules
// 8 or 9 that met either stops there, saying that this build corrected it.
// Rules 11 has the pilot name a tight turn's facing after its cost is
// rolled (5.2): a save of rules 1 to 10 names it with the turn, as it was
// played (Scenario.facingFirst), and replays as recorded; and it asks
// whether a craft that may attempt 10.12's damage control does: a save of
// rules 1 to 10 rolls it unasked, as it was played (Scenario.autoRepair).
// Rules 12 has the pilot of a failed 10.3 set-cost turn choose the one
// hexside it turns: a save of rules 1 to 11 turned it toward the side
// named (clockwise for an about-turn) by itself, and replays so
// (Scenario.oneSideAuto).
func (Game) ReadsRules(v string) bool {
	return v == RulesVersion || v == "silentdeath/11" || v == "silentdeath/10" || v == "silentdeath/9" || v == "silentdeath/8" || autoTorpRules(v)
}

// autoTorpRules reports whether rules version v is one whose program flew
// every torp's whole path: 1 to 7.
func autoTorpRules(v string) bool {
	switch v {
	case "silentdeath/1", "silentdeath/2", "silentdeath/3", "silentdeath/4", "silentdeath/5", "silentdeath/6", "silentdeath/7":
		return true
	}
	return false
}

// DecodeScenarioOfRules implements engine.OlderRulesDecoder: a save of
// rules 1 to 7 decodes its scenario with the program flying every torp's
// path as those rules did (4.2), so that its torps fly as recorded. The
// scenario's file, its canonical form and so every hash are the same.
func (g Game) DecodeScenarioOfRules(data []byte, rules string) (engine.Scenario, error) {
	sc, err := g.DecodeScenario(data)
	if err != nil || rules == RulesVersion {
		return sc, err
	}
	ours := sc.(*Scenario)
	ours.autoTorps = autoTorpRules(rules)
	ours.before9 = autoTorpRules(rules) || rules == "silentdeath/8"
	ours.oneSideAuto = true
	if rules != "silentdeath/11" {
		ours.facingFirst = true
		ours.autoRepair = true
	}
	return ours, nil
}

// Kinds implements engine.KindLister.
func (Game) Kinds() []string { return codec.Kinds() }

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
	if o.Basic && ours.file.Victory.Kind == VicMinefield {
		return nil, fmt.Errorf("%s is won by launching torps (11.2): the Basic Game (1.0), which has none, cannot play it; the advanced scenarios are played with the Standard Game", ours.file.Title)
	}
	if ours.file.Campaign != nil {
		return newCampaign(ours, o, engine.NewDice(seed)), nil
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

// newStateOpts starts a game of sc with optional rules; Your First Game
// plays without them. A build (11.8) starts with its purchases, anything
// else with the battle set up.
func newStateOpts(sc *Scenario, opt Options, dice engine.Dice) *State {
	f := &sc.file
	if f.Rules.FirstGame {
		opt = Options{}
	}
	s := &State{sc: sc, scHash: scenarioDigest(sc), opt: opt, firstGame: f.Rules.FirstGame, dice: dice, turn: 1, outcome: engine.Running(),
		command: -1, mover: -1, initWinner: -1, lastSide: -1, podState: -1}
	for p, sd := range f.Sides {
		s.names[p], s.colors[p] = sd.Name, sd.Color
	}
	if f.Build != nil {
		s.buy = engagementShop(f.Build.Points)
		s.ph = phBuy
		return s
	}
	var ev events
	s.setUp(&ev)
	return s
}

// asteroidEvents tell the asteroids scattered by the dice and the way
// they drift, rolled for the game (10.5).
func (s *State) asteroidEvents(ev *events) {
	what := "The " + itoa(len(s.asteroids)) + " asteroids are"
	if len(s.asteroids) == 1 {
		what = "The asteroid is"
	}
	ev.add(EvAsteroid, -1, what+" scattered by the dice, never beside a craft's start (10.5)", nil)
	r := engine.NewRoll("The way they drift", []engine.Die{{Sides: 6, Face: int(s.drift) + 1}}, nil, 0, "")
	ev.add(EvAsteroid, -1, "one hex "+s.drift.String()+" at the end of every turn", &r)
}

// Opening is what was rolled as a battle was set up, before any intent
// (engine.Opener): the asteroids scattered and their drift (10.5). A
// campaign's battles and a battle bought by points (11.8) are set up by
// an intent, which tells the same. Only a game's first state is asked.
func (s *State) Opening() []engine.Event {
	if len(s.asteroids) == 0 || s.turn != 1 {
		return nil
	}
	var ev events
	s.asteroidEvents(&ev)
	return ev.list
}

// newBattle starts a battle of a campaign, with its dice and its events.
func newBattle(sc *Scenario, opt Options, dice engine.Dice, ev *events) *State {
	s := &State{sc: sc, scHash: scenarioDigest(sc), opt: opt, dice: dice, turn: 1, outcome: engine.Running(),
		command: -1, mover: -1, initWinner: -1, lastSide: -1, podState: -1}
	for p, sd := range sc.file.Sides {
		s.names[p], s.colors[p] = sd.Name, sd.Color
	}
	s.setUp(ev)
	return s
}

// scenarioDigest is the hash of sc's canonical form: the state hashes it,
// so that a save whose scenario was edited fails verification at its start.
func scenarioDigest(sc *Scenario) uint64 {
	if sc.before9 {
		// A game of rules 1 to 8: its scenario as those rules wrote it,
		// with no pilot barred from his launcher (11.7's command ship).
		f := sc.file
		f.Sides = append([]SideFile(nil), f.Sides...)
		for p := range f.Sides {
			f.Sides[p].Craft = append([]CraftFile(nil), f.Sides[p].Craft...)
			for k := range f.Sides[p].Craft {
				f.Sides[p].Craft[k].Pilot.NoLauncher = false
			}
		}
		sc = &Scenario{file: f}
	}
	d, _ := engine.ScenarioDigest(sc) // cannot fail: the file was decoded from JSON or YAML
	return d
}

// setUp puts the scenario's craft, satellites, pod and asteroids on the
// map and starts the first turn. Asteroids (10.5) are scattered with the
// state's dice and their drift direction rolled here.
func (s *State) setUp(ev *events) {
	sc, opt := s.sc, s.opt
	f := &sc.file
	for p, sd := range f.Sides {
		for ci, cf := range sd.Craft {
			s.crafts = append(s.crafts, newCraft(sc.types[p][ci], p, cf, s.firstGame, opt))
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
		s.asteroidEvents(ev)
	}
	switch {
	case r.CommandShip != nil:
		s.ph = phCommand
	case s.firstGame:
		s.ph = phMoveStart
	default:
		s.ph = phLaunch
	}
	s.advance(ev)
}

// newCraft is craft cf of side p, of type t, as the scenario sets it up.
func newCraft(t *CraftType, p int, cf CraftFile, firstGame bool, opt Options) craft {
	fc, _ := hex.ParseDirection(cf.Facing)
	c := craft{typ: t, side: int8(p), id: cf.ID, pos: hex.FromOffset(cf.Hex[0], cf.Hex[1]), facing: fc, noTorps: cf.NoTorps || firstGame}
	c.crew[0] = crewMember{Plt: int8(cf.Pilot.Plt), Gnr: int8(cf.Pilot.Gnr), NoLauncher: cf.Pilot.NoLauncher}
	// The Basic Game's deletions (1.0), which Your First Game does not make.
	basic := opt.Basic && !firstGame
	for gi, g := range cf.Gunners {
		c.crew[gi+1] = crewMember{Gnr: int8(g)}
	}
	for mi, m := range t.Mounts {
		c.mans[mi] = int8(m.Crew)
		if cf.Mans != nil {
			c.mans[mi] = int8(cf.Mans[mi])
		}
		c.ammo[mi] = int8(m.Mag)
		if basic && m.Weapon == MissileLauncher {
			// 1.0: the Basic Game deletes the launchers from the displays:
			// out of action from the start, never a w/W box's choice.
			c.lost |= 1 << mi
			c.ammo[mi] = 0
		}
	}
	if opt.Basic {
		c.noTorps = true // 1.0: and the torps
	}
	if !c.noTorps {
		for k := range c.torps {
			c.torps[k] = int8(t.Torps[k])
		}
	}
	// A craft whose torps are deleted is valued without them where a BPV
	// is printed for it (the Salamander's 26, 13.0), the Basic Game's too.
	c.tpv = int16(TPV(t, cf.Pilot, cf.Gunners, cf.NoTorps || basic))
	// Carried over: the boxes' special effects are not replayed, but the
	// lasting losses they caused are carried with them.
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
	return c
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

// move adds a movement event with the trail a board draws.
func (e *events) move(p int8, text string, trail *engine.Trail) {
	e.list = append(e.list, engine.Event{Kind: EvMove, Player: engine.Player(p), Text: text, Trail: trail})
}

// craftTrail is craft i's path through hexes, as an event carries it: a
// step's trail and its two points in one allocation, as every step of
// every move makes one.
func craftTrail(i int, hexes ...hex.Hex) *engine.Trail {
	type step struct {
		t engine.Trail
		p [2]engine.Point
	}
	unit := ""
	if i >= 0 && i < len(craftUnits) {
		unit = craftUnits[i]
	} else {
		unit = ref{refCraft, i}.String()
	}
	if len(hexes) <= 2 {
		s := &step{}
		for k, h := range hexes {
			s.p[k] = engine.Point{X: h.Q, Y: h.R}
		}
		s.t = engine.Trail{Unit: unit, Path: s.p[:len(hexes)]}
		return &s.t
	}
	return &engine.Trail{Unit: unit, Path: points(hexes)}
}

// craftUnits are the craft as trails name them, "c0" to "c27".
var craftUnits = func() (out [maxCraft]string) {
	for i := range out {
		out[i] = ref{refCraft, i}.String()
	}
	return
}()

// points are hexes as the engine's map points (axial q, r).
func points(hexes []hex.Hex) []engine.Point {
	out := make([]engine.Point, len(hexes))
	for k, h := range hexes {
		out[k] = engine.Point{X: h.Q, Y: h.R}
	}
	return out
}

func (e *events) secret(kind string, p int8, text string) {
	e.list = append(e.list, engine.Event{Kind: kind, Player: engine.Player(p), Text: text, Secret: true})
}
