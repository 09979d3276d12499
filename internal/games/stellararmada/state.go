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
type State struct {
	scenario      uint64 // engine.ScenarioDigest of the scenario played
	names, colors [2]string
	ships         [2]ship
	dice          engine.Dice
	outcome       engine.Outcome
	turnLimit     int

	started bool          // the first player has been decided
	first   engine.Player // who plays first in every round
	toMove  engine.Player
	turn    int // rounds, from 1

	// The mover's turn so far.
	ap       int // action points left
	missiles int // missiles fired
	masers   int // masers fired
	engines  int // engines activated
	repairs  int // repairs made
	// repairLimit is the number of undamaged repair systems when the turn
	// began: "the maximum number of repairs per turn is determined by the
	// number of undamaged repair systems", fixed at the start of the turn
	// like the action points, so repairing a repair system does not raise
	// it within the turn.
	repairLimit int
	// reactorHit is the reactor damage the player not moving has taken
	// during this turn; the cap is two per destroyed side per turn.
	reactorHit int
	// boost[p] is the number of engines p activated on his last turn (or
	// has activated so far on his current one): the opponent's shots at p
	// need 2+boost[p].
	boost [2]int
}

var _ engine.State = (*State)(nil)

func other(p engine.Player) engine.Player { return 1 - p }

func validPlayer(p engine.Player) bool { return p == 0 || p == 1 }

// Phase tells who must act now.
func (s *State) Phase() engine.Phase {
	switch {
	case s.outcome.Over:
		return engine.Phase{Turn: max(s.turn, 1), Name: PhaseOver}
	case !s.started:
		return engine.Phase{Turn: 1, Name: PhaseRoll, Actors: engine.Only(0)}
	}
	return engine.Phase{Turn: s.turn, Name: PhaseActions, Actors: engine.Only(s.toMove)}
}

// Outcome tells whether the game is over.
func (s *State) Outcome() engine.Outcome { return s.outcome }

// View is the state with the dice replaced (Dice.Hidden), so that nobody
// can read the next rolls from it; the table hides nothing, and every
// player's view is the same.
func (s *State) View(engine.Player) engine.State {
	n := *s
	n.dice = s.dice.Hidden()
	return &n
}

// Hash covers every field in a fixed order, the dice and the scenario's
// digest included.
func (s *State) Hash() uint64 {
	h := engine.NewHasher()
	h.Uint(s.HashV1())
	h.String(RulesVersion)
	h.Uint(s.scenario)
	h.Int(s.repairLimit)
	return h.Sum()
}

// rulesV1 is the rules version that save format version 1 was written with.
const rulesV1 = "stellararmada/1"

// HashV1 is the hash of save format version 1, which left out the
// scenario's digest (engine.LegacyHasher): saves of that version still
// verify.
func (s *State) HashV1() uint64 {
	h := engine.NewHasher()
	h.String(rulesV1) // what version 1 hashed: its own rules version
	for p := 0; p < 2; p++ {
		h.String(s.names[p])
		h.String(s.colors[p])
		for i := track(0); i < numTracks; i++ {
			h.Int(s.ships[p].max[i])
			h.Int(s.ships[p].cur[i])
		}
		h.Int(s.boost[p])
	}
	h.Int(s.turnLimit)
	h.Bool(s.started)
	h.Int(int(s.first))
	h.Int(int(s.toMove))
	h.Int(s.turn)
	h.Int(s.ap)
	h.Int(s.missiles)
	h.Int(s.masers)
	h.Int(s.engines)
	h.Int(s.repairs)
	h.Int(s.reactorHit)
	h.Bool(s.outcome.Over)
	h.Int(int(s.outcome.Winner))
	h.String(s.outcome.Reason)
	s.dice.HashInto(h)
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

	// Boost is the number of engines this player activated on his last
	// turn (or so far on the current one): the deluxe edition's engine die.
	// No die is shown when it is 0.
	Boost int
	// ToHit is the roll the opponent needs to hit this ship: 2 + Boost.
	ToHit int
	// AutoBoost is true while Boost is the second player's automatic boost
	// of the first turn: no engine was fired, so the deluxe edition places
	// no die ("Do not place a die if no points have been spent on the
	// engines").
	AutoBoost bool

	// Acting is true on this player's turn; the counters below are then
	// this turn's, and zero otherwise.
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
	tr := func(t track) Track { return Track{sh.cur[t], sh.max[t]} }
	m := Mat{
		Player: p, Name: s.names[p], Color: s.colors[p],
		Reactor: tr(tReactor), Shields: tr(tShields), Engines: tr(tEngines), Repair: tr(tRepair),
		Masers: tr(tMasers), Armor: tr(tArmor), Launchers: tr(tLaunchers), Ammo: tr(tAmmo),
		Boost:          s.boost[p],
		ToHit:          baseToHit + s.boost[p],
		DestroyedSides: sh.destroyedSides(),
		AutoBoost:      s.started && s.turn == 1 && p != s.first && s.toMove == s.first && s.boost[p] > 0,
	}
	if s.started && !s.outcome.Over && s.toMove == p {
		m.Acting = true
		m.AP = s.ap
		m.MissilesFired, m.MasersFired, m.EnginesUsed, m.Repairs = s.missiles, s.masers, s.engines, s.repairs
		m.MissileLimit = min(maxMissilesPerTurn, sh.cur[tLaunchers])
		m.MaserLimit = min(maxMasersPerTurn, sh.cur[tMasers])
		m.EngineLimit = sh.cur[tEngines]
		m.RepairLimit = s.repairLimit
	}
	if s.started && s.toMove != p {
		m.ReactorDamage = s.reactorHit
	}
	m.ReactorCap = s.reactorCapLeft(p)
	return m
}

// reactorCapLeft is how much more damage p's reactor may take this turn.
func (s *State) reactorCapLeft(p engine.Player) int {
	taken := 0
	if s.started && s.toMove != p {
		taken = s.reactorHit
	}
	return max(0, reactorCapPerSide*s.ships[p].destroyedSides()-taken)
}

// Name is player p's side name.
func (s *State) Name(p engine.Player) string {
	if !validPlayer(p) {
		return "nobody"
	}
	return s.names[p]
}

// Started reports whether the first player has been decided.
func (s *State) Started() bool { return s.started }

// First is the player who moves first in every round (NoPlayer before the
// roll).
func (s *State) First() engine.Player {
	if !s.started {
		return engine.NoPlayer
	}
	return s.first
}

// ToMove is the player whose turn it is (NoPlayer before the roll and once
// the game is over).
func (s *State) ToMove() engine.Player {
	if !s.started || s.outcome.Over {
		return engine.NoPlayer
	}
	return s.toMove
}

// Turn is the round: the first player's turn n and the second player's
// turn n make round n.
func (s *State) Turn() int { return max(s.turn, 1) }

// TurnLimit is the round after which the game ends on points.
func (s *State) TurnLimit() int { return s.turnLimit }

// AP is the action points the player to move has left.
func (s *State) AP() int { return s.ap }

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

// Check implements engine.State: Apply's verdict without keeping its state.
func (s *State) Check(in engine.Intent) error {
	_, _, err := s.Apply(in)
	return err
}

// Unspent implements engine.Unspender: ending the turn throws away the
// action points left, when something could still be done with them.
func (s *State) Unspent(in engine.Intent) string {
	end, ok := in.(EndTurn)
	if !ok || s.outcome.Over || end.By != s.toMove || s.ap == 0 {
		return ""
	}
	for _, l := range s.Legal(end.By) {
		if _, isEnd := l.(EndTurn); !isEnd {
			return fmt.Sprintf("%d %s", s.ap, plural(s.ap, "action point", "action points"))
		}
	}
	return ""
}
