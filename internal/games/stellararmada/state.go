package stellararmada

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Phase names.
const (
	PhaseRoll    = "Roll for first player"
	PhaseActions = "Actions"
	PhaseOver    = "Game over"
)

// State is one immutable position of a game of Stellar Armada. Apply
// returns a new *State and never changes its receiver. Nothing on the
// table is hidden: a view differs from the state only by its dice.
//
// The state is small (120 bytes, once 512): Apply copies it for every
// intent, with its view, millions of times a second in self-play and in
// the search opponent's playouts. What never changes during a game is
// behind one shared, read-only pointer; every value of the mats and the
// turn fits a byte (the turn two). The hash reads every value as the int
// it was before, so every hash is what it was and old saves still verify
// (digest_test.go).
type State struct {
	setup *setup // the same for every state of a game; never changed
	dice  engine.Dice
	// The outcome (engine.Outcome) in its parts: over, the winner
	// (engine.NoPlayer for a draw or while the game runs) and why.
	reason string
	ships  [2]ship
	turn   int16 // rounds, from 1
	over   bool
	winner int8

	started bool // the first player has been decided
	first   int8 // who plays first in every round
	toMove  int8

	// The mover's turn so far.
	ap       int8 // action points left
	missiles int8 // missiles fired
	masers   int8 // masers fired
	engines  int8 // engines activated
	repairs  int8 // repairs made
	// repairLimit is the number of undamaged repair systems when the turn
	// began: "the maximum number of repairs per turn is determined by the
	// number of undamaged repair systems", fixed at the start of the turn
	// like the action points, so repairing a repair system does not raise
	// it within the turn.
	repairLimit int8
	// reactorHit is the reactor damage the player not moving has taken
	// during this turn; the cap is two per destroyed side per turn.
	reactorHit int8
	// boost[p] is the number of engines p activated on his last turn (or
	// has activated so far on his current one): the opponent's shots at p
	// need 2+boost[p].
	boost [2]int8

	// view is the state's view (View), made with the state by Apply; nil
	// in a state made otherwise. It depends on no hashed value but those
	// of this state (the view's dice are always Dice.Hidden), so a copy
	// that changes only the dice (WithDice) may keep it.
	view *State `hash:"-"`
}

// setup is what a game keeps from its start to its end: every state of the
// game points to the same one, and nothing changes it once NewState has
// made it, so states stay safe to read from several goroutines.
type setup struct {
	scenario      uint64 // engine.ScenarioDigest of the scenario played
	names, colors [2]string
	turnLimit     int
}

var _ engine.State = (*State)(nil)

func other(p engine.Player) engine.Player { return 1 - p }

// toHit is the number a shot at p's ship needs on its die: baseToHit, one
// more for each engine p activated (Engines). The roll, the mat's ToHit
// and hitChance read it.
func (s *State) toHit(p engine.Player) int { return baseToHit + int(s.boost[p]) }

// hitChance is the chance that a shot at p's ship hits: the faces of a d6
// from toHit up (never a 1: toHit is 2 at the least). Luck weighs a shot's
// expected harm by it, and the expert's expectimax its hit and its miss.
func (s *State) hitChance(p engine.Player) float64 { return float64(max(0, 7-s.toHit(p))) / 6 }

func validPlayer(p engine.Player) bool { return p == 0 || p == 1 }

// Phase tells who must act now.
func (s *State) Phase() engine.Phase {
	switch {
	case s.over:
		return engine.Phase{Turn: max(int(s.turn), 1), Name: PhaseOver}
	case !s.started:
		return engine.Phase{Turn: 1, Name: PhaseRoll, Actors: engine.Only(0)}
	}
	return engine.Phase{Turn: int(s.turn), Name: PhaseActions, Actors: engine.Only(s.mover())}
}

// mover is the player whose turn it is (or was, once the game is over).
func (s *State) mover() engine.Player { return engine.Player(s.toMove) }

// Outcome tells whether the game is over.
func (s *State) Outcome() engine.Outcome {
	return engine.Outcome{Over: s.over, Winner: engine.Player(s.winner), Reason: s.reason}
}

// View is the state with the dice replaced (Dice.Hidden), so that nobody
// can read the next rolls from it; the table hides nothing, and every
// player's view is the same. A state made by Apply has its view already.
func (s *State) View(engine.Player) engine.State {
	if s.view != nil {
		return s.view
	}
	n := new(State)
	*n = *s
	n.dice = s.dice.Hidden()
	n.view = n
	return n
}

// Hash covers every field in a fixed order, the dice and the scenario's
// digest included.
func (s *State) Hash() uint64 {
	h := engine.NewHasher()
	h.Uint(s.HashV1())
	h.String(rulesV2) // the name rules 2 hashed: a new version changes no hash
	h.Uint(s.setup.scenario)
	h.Int(int(s.repairLimit))
	return h.Sum()
}

// rulesV1 is the rules version that save format version 1 was written
// with; rulesV2 the version whose name every hash of save format 2 folds
// in, kept by later versions so that their saves verify as far as they
// never met a corrected rule (ReadsRules).
const (
	rulesV1 = "stellararmada/1"
	rulesV2 = "stellararmada/2"
	rulesV3 = "stellararmada/3"
)

// hashV1Start is a hasher that has hashed what every HashV1 begins with:
// version 1's rules version, hashed once rather than for every state.
// HashV1 works on copies; nothing changes it.
var hashV1Start = func() engine.Hasher {
	h := engine.NewHasher()
	h.String(rulesV1)
	return *h
}()

// HashV1 is the hash of save format version 1, which left out the
// scenario's digest (engine.LegacyHasher): saves of that version still
// verify.
func (s *State) HashV1() uint64 {
	h := hashV1Start
	for p := 0; p < 2; p++ {
		h.String(s.setup.names[p])
		h.String(s.setup.colors[p])
		for i := track(0); i < numTracks; i++ {
			h.Int(int(s.ships[p].max[i]))
			h.Int(int(s.ships[p].cur[i]))
		}
		h.Int(int(s.boost[p]))
	}
	h.Int(s.setup.turnLimit)
	h.Bool(s.started)
	h.Int(int(s.first))
	h.Int(int(s.toMove))
	h.Int(int(s.turn))
	h.Int(int(s.ap))
	h.Int(int(s.missiles))
	h.Int(int(s.masers))
	h.Int(int(s.engines))
	h.Int(int(s.repairs))
	h.Int(int(s.reactorHit))
	h.Bool(s.over)
	h.Int(int(s.winner))
	h.String(s.reason)
	s.dice.HashInto(&h)
	return h.Sum()
}

// Track is one track of a mat: its value now and its maximum.
type Track struct{ Cur, Max int }

// Mat is what a renderer needs to draw one player's star cruiser mat and
// the state of the turn around it. It is a copy: changing it changes
// nothing in the game.
type Mat struct {
	Player      engine.Player
	Name, Color string

	Reactor, Shields, Engines, Repair, Masers Track
	// The missile system: Armor is its first point and takes damage
	// before the Launchers.
	Armor, Launchers Track
	// Ammo is a counter, not a system: never damaged, never restored.
	Ammo Track

	// Boost is the engine boost in force for this ship: the number of
	// engines this player activated on his last turn (or so far on the
	// current one), or the second player's automatic boost of 3 during
	// the first player's first turn.
	Boost int
	// EngineDie is the deluxe edition's engine die: the engines this
	// player activated, Boost but for the automatic boost, which is no
	// engine fired and gets no die ("Do not place a die if no points have
	// been spent on the engines"), before the game's end and after it.
	// No die is shown when it is 0.
	EngineDie int
	// ToHit is the roll the opponent needs to hit this ship: 2 + Boost.
	ToHit int
	// AutoBoost is true while Boost is the second player's automatic boost
	// of the first turn and the game goes on (the mat then says so in
	// words: no die shows it).
	AutoBoost bool
	// TurnAP is the action points a turn of this ship gives: one per
	// undamaged reactor point, six at most (Action Points).
	TurnAP int

	// Acting is true on this player's turn; the counters below are then
	// this turn's, and zero otherwise, but for AP on the mat of the ship
	// whose shot ended the game: the points it left.
	Acting                                           bool
	AP                                               int // action points left
	MissilesFired, MasersFired, EnginesUsed, Repairs int
	// This turn's limits as they stand now.
	MissileLimit, MaserLimit, EngineLimit, RepairLimit int

	// ReactorDamage is the reactor damage this ship has taken during the
	// current (opponent's) turn; ReactorCap is how much more it may take
	// this turn (0 while every side is intact).
	ReactorDamage, ReactorCap int
	DestroyedSides            int
}

// Missile is the missile system as one track (armor plus launchers).
func (m Mat) Missile() Track {
	return Track{m.Armor.Cur + m.Launchers.Cur, m.Armor.Max + m.Launchers.Max}
}

// Side returns the track of one of the four systems around the reactor,
// the reactor or the shields.
func (m Mat) Side(sys System) Track {
	switch sys {
	case SysMasers:
		return m.Masers
	case SysMissiles:
		return m.Missile()
	case SysEngines:
		return m.Engines
	case SysRepair:
		return m.Repair
	case SysReactor:
		return m.Reactor
	case SysShields:
		return m.Shields
	}
	return Track{}
}

// Destroyed reports whether a side system is at zero.
func (m Mat) Destroyed(sys System) bool { return sys.isSide() && m.Side(sys).Cur == 0 }

// Mat returns player p's mat and turn counters. p must be 0 or 1.
func (s *State) Mat(p engine.Player) Mat {
	if !validPlayer(p) {
		return Mat{Player: p}
	}
	sh := &s.ships[p]
	tr := func(t track) Track { return Track{int(sh.cur[t]), int(sh.max[t])} }
	// The second player's automatic boost, in the first player's first
	// turn: the game's end leaves it in the state, with no engine fired.
	auto := s.started && s.turn == 1 && p != engine.Player(s.first) && s.toMove == s.first && s.boost[p] > 0
	m := Mat{
		Player: p, Name: s.setup.names[p], Color: s.setup.colors[p],
		Reactor: tr(tReactor), Shields: tr(tShields), Engines: tr(tEngines), Repair: tr(tRepair),
		Masers: tr(tMasers), Armor: tr(tArmor), Launchers: tr(tLaunchers), Ammo: tr(tAmmo),
		Boost:          int(s.boost[p]),
		ToHit:          s.toHit(p),
		DestroyedSides: sh.destroyedSides(),
		TurnAP:         min(int(sh.cur[tReactor]), maxActionPoints),
		AutoBoost:      auto && !s.over,
	}
	if !auto {
		m.EngineDie = m.Boost
	}
	if s.started && !s.over && s.mover() == p {
		m.Acting = true
		m.AP = int(s.ap)
		m.MissilesFired, m.MasersFired, m.EnginesUsed, m.Repairs = int(s.missiles), int(s.masers), int(s.engines), int(s.repairs)
		m.MissileLimit = min(maxMissilesPerTurn, int(sh.cur[tLaunchers]))
		m.MaserLimit = min(maxMasersPerTurn, int(sh.cur[tMasers]))
		m.EngineLimit = int(sh.cur[tEngines])
		m.RepairLimit = int(s.repairLimit)
	}
	if s.started && s.over && s.mover() == p {
		// The shot that ended the game left the points it did not
		// spend: the mat showed them all spent (found in play).
		m.AP = int(s.ap)
	}
	if s.started && s.mover() != p {
		m.ReactorDamage = int(s.reactorHit)
	}
	m.ReactorCap = s.reactorCapLeft(p)
	return m
}

// reactorCapLeft is how much more damage p's reactor may take this turn.
func (s *State) reactorCapLeft(p engine.Player) int {
	taken := 0
	if s.started && s.mover() != p {
		taken = int(s.reactorHit)
	}
	return max(0, reactorCapPerSide*s.ships[p].destroyedSides()-taken)
}

// Name is player p's side name.
func (s *State) Name(p engine.Player) string {
	if !validPlayer(p) {
		return "nobody"
	}
	return s.setup.names[p]
}

// Started reports whether the first player has been decided.
func (s *State) Started() bool { return s.started }

// First is the player who moves first in every round (NoPlayer before the
// roll).
func (s *State) First() engine.Player {
	if !s.started {
		return engine.NoPlayer
	}
	return engine.Player(s.first)
}

// ToMove is the player whose turn it is (NoPlayer before the roll and once
// the game is over).
func (s *State) ToMove() engine.Player {
	if !s.started || s.over {
		return engine.NoPlayer
	}
	return s.mover()
}

// Turn is the round: the first player's turn n and the second player's
// turn n make round n.
func (s *State) Turn() int { return max(int(s.turn), 1) }

// TurnLimit is the round after which the game ends on points.
func (s *State) TurnLimit() int { return s.setup.turnLimit }

// AP is the action points the player to move has left.
func (s *State) AP() int { return int(s.ap) }

// Dice returns the state's dice (a copy).
func (s *State) Dice() engine.Dice { return s.dice }

// WithDice returns a copy of the state whose dice are d; tests use it with
// engine.Dice.Force to play a position with known rolls.
func (s *State) WithDice(d engine.Dice) *State {
	n := *s
	n.dice = d
	return &n
}

// Reseed is a copy of the state whose dice are engine.NewDice(seed): the
// search opponent rolls anew in each iteration instead of planning against
// the one hidden generator every view carries (search.Reseeder).
func (s *State) Reseed(seed uint64) engine.State { return s.WithDice(engine.NewDice(seed)) }

// Check implements engine.State: Apply's verdict without making its state.
func (s *State) Check(in engine.Intent) error {
	in, err := normalize(in)
	if err != nil {
		return err
	}
	return s.check(in)
}

// Unspent implements engine.Unspender: ending the turn throws away the
// action points left, when something could still be done with them.
func (s *State) Unspent(in engine.Intent) string {
	end, ok := in.(EndTurn)
	if !ok || s.over || end.By != s.mover() || s.ap == 0 {
		return ""
	}
	for _, l := range s.Legal(end.By) {
		if _, isEnd := l.(EndTurn); !isEnd {
			return fmt.Sprintf("%d %s", s.ap, plural(int(s.ap), "action point", "action points"))
		}
	}
	return ""
}
