package sscs

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// ShipID names a ship or craft in intents: its index in the game's list,
// which never changes.
type ShipID int

// NoShip is no ship at all.
const NoShip ShipID = -1

// SquadID names a boarding unit in intents.
type SquadID int

// Phase names.
const (
	PhaseBuild    = "Build"       // the squadrons are built to a cost total
	PhaseDeclare  = "Declaration" // speeds and the rest, sealed
	PhaseMovement = "Movement"    // the next ship moves
	PhaseFire     = "Fire"        // the ship that moved fires
	PhaseMissiles = "Missiles"    // the target of a salvo dodges or shoots
	PhaseOver     = "Game over"
)

type phaseID uint8

const (
	phBuild phaseID = iota
	phDeclare
	phMove
	phFire
	phReact
	phOver
)

// status of a ship.
type status uint8

const (
	stActive   status = iota
	stAboard          // in a hangar
	stScrap           // 0 in every category: so much scrap
	stCaptured        // taken by boarders
)

// Flags of one point of a system.
const (
	ptDown     uint8 = 1 << iota // knocked out
	ptPerm                       // damage control can never bring it back
	ptRestored                   // brought back once by damage control
	ptDeclared                   // damage control declared for it this turn
)

// sysState is what a ship's system carries besides its points.
type sysState struct {
	shots int  // a magazine's rounds left (mounts with one)
	armor int  // component armor left
	used  bool // a mount that has fired (or shot at a missile) this turn
	ctrl  bool // held by enemy boarders: it does not work
	early bool // used this turn to shoot at a missile before its ship moved
}

// Pose is where a ship is and where it is heading.
type Pose struct {
	Hex     hex.Hex
	Heading hex.Direction
}

type ship struct {
	name    string
	cls     int
	side    engine.Player
	status  status
	carrier ShipID // the carrier a craft is aboard, or NoShip
	captor  engine.Player

	pos     hex.Hex
	heading hex.Direction
	speed   int
	evasive int

	pts        []uint8
	sys        []sysState
	armor      int // the ship's armor left
	shieldLeft int // this turn's shield pool
	launched8  int // missile size launched this turn, × 8

	// Declarations of this turn (secret until both sides have sealed).
	dSpeed    int
	dSpeedSet bool
	dDock     ShipID
	dRam      ShipID
	dBoard    ShipID
	dLaunch   bool
	dReload   uint64 // mounts declared to be reloaded this turn, a bit each (rules 9; a ship has at most 64)

	// reloads is the magazine reloads left in each of its class's stocks
	// (rules 9), nil for a design that carries none. Shared between
	// copies of the ship: replaced, never written in place.
	reloads []int

	// Movement of this turn: the order key fixed at the reveal, whether
	// it has moved, and its flight path (kept until its next move).
	keySpeed, keyDrive, roll int
	moved                    bool
	path                     []Pose
	rammed                   bool
	// fireFrom is 1 + the index of the pose its first shot of the turn
	// was fired (or launched, or projected) from, when that pose is in
	// another hex than the end of the flight path; 0 otherwise (it has not
	// fired, or fired from the end hex, which firedHere tells): every
	// weapon of a ship fires from that one hex (Movement 6).
	fireFrom int

	dockWith  ShipID
	dockTurns int // 1: docking, 2: docked

	// Lasting effects. empUntil and heldUntil are the last turn they
	// last; the projectors' own effects last until the ship's next move
	// (or the end of the turn after effTurn).
	empUntil  int
	heldUntil int
	effTurn   int
	cloak     int // the cloak field's value, 0 when off
	dazzle    int
	images    int
	decoy     int    // which contact (0..images) is the real ship; -1 in an enemy's view
	coveredBy ShipID // the ship whose projected shields cover this one
	ecmTo     ShipID // the ship this one's ECM is transferred to

	mustered    bool // its crew has formed Regular Crew units (boarded)
	captureTurn int  // the turn at whose end it is taken, 0 if none

	gen int   `hash:"-"` // the State.gen of the state that made this copy (see State.mut)
	own uint8 `hash:"-"` // ownPts, ownSys: pts and sys are this copy's own (see mutPts)
}

// Bits of ship.own.
const (
	ownPts uint8 = 1 << iota
	ownSys
)

// squad is a boarding unit: a squad of troops from a boarding group, or a
// unit of Regular Crew.
type squad struct {
	side   engine.Player
	kind   int // the boarding table: 0 Regular Crew, 1 Marine, 2 Commando, 3 Heavy Weapons, 4 Powered Armor
	home   ShipID
	host   ShipID // the ship it is on
	sys    int    // its boarding group's system on its home ship, -1 for crew
	mode   int
	target SquadID
	fresh  bool // boarded this turn: gaining entry
	fought bool // its mode is fixed
	alive  bool
}

// wall is a force plane: hexes that absorb damage passing through them.
type wall struct {
	owner ShipID
	hexes []hex.Hex
	left  int
	turn  int
}

// salvo is a missile launch waiting for its target's answer.
type salvo struct {
	on      bool
	from    ShipID
	mount   int
	n       int
	at      hex.Hex // where it was launched from
	target  ShipID
	contact int
}

// rules is what never changes after set-up; states share it.
type rules struct {
	sc      *Scenario
	classes []*class
	set     settings
	names   [2]string
	escape  [2]bool
	build   [2]*BuildFile
}

// State is one immutable position. Apply returns a new *State and never
// changes its receiver.
type State struct {
	rules  *rules `hash:"-"` // derived from the scenario and options, whose digest is hashed
	digest uint64

	// ships are shared between states, copy-on-write: read them through
	// s.ships[id], write them only through s.mut(id).
	ships  []*ship
	squads []squad
	walls  []wall
	salvo  salvo

	phase    phaseID
	turn     int
	sealed   [2]bool
	truce    [2]bool
	built    [2]bool
	picks    [2][]int // designs picked in the Build phase (indexes into the scenario's designs)
	firing   ShipID   // the ship in its fire step
	sepTurns int      // consecutive turns the sides have been separated
	dice     engine.Dice
	outcome  engine.Outcome
	// gen tells which ships this state may write in place: those it
	// copied for itself (ship.gen == gen); a clone's gen is one more than
	// its parent's, so it copies every ship before writing it.
	gen int `hash:"-"`
	// ownSquads: squads is this state's own (see mutSquads).
	ownSquads bool `hash:"-"`
	// hidden marks a view. A view does not record whose it is: two
	// players' views hash alike when nothing differs between them, so the
	// hotseat screen hands over only when something is hidden.
	hidden bool
}

var _ engine.State = (*State)(nil)

func other(p engine.Player) engine.Player { return 1 - p }

func (s *State) cls(id ShipID) *class { return s.rules.classes[s.ships[id].cls] }

func (s *State) valid(id ShipID) bool { return id >= 0 && int(id) < len(s.ships) }

// clone copies what Apply may change, except the ships and the boarding
// units: the new state shares them with s, copy-on-write (mut copies a
// ship the first time the new state writes it, mutSquads the units).
// Flight paths, wall hexes and Build picks are never changed in place (a
// new move makes a new path), so they are shared too, capped so that an
// append copies.
//
// A state must not be written once it has been cloned (Apply writes only
// the state it is building): its ships are its clones' too.
func (s *State) clone() *State {
	n := newState(len(s.ships))
	ships := n.ships
	*n = *s
	n.gen = s.gen + 1
	n.ships = ships[:copy(ships, s.ships)]
	n.squads, n.ownSquads = s.squads[:len(s.squads):len(s.squads)], false
	n.walls = nil // never s's: an append would write into s's spare capacity
	if len(s.walls) > 0 {
		n.walls = append([]wall(nil), s.walls...)
	}
	for p := range s.picks {
		n.picks[p] = s.picks[p][:len(s.picks[p]):len(s.picks[p])]
	}
	return n
}

// newState allocates a state with room for k ships in the same block
// (one allocation rather than two for the common sizes); the list's
// capacity is its length, so that an append copies.
func newState(k int) *State {
	switch {
	case k <= 16:
		b := new(struct {
			st    State
			ships [16]*ship
		})
		b.st.ships = b.ships[:k:k]
		return &b.st
	case k <= 32:
		b := new(struct {
			st    State
			ships [32]*ship
		})
		b.st.ships = b.ships[:k:k]
		return &b.st
	}
	return &State{ships: make([]*ship, k)}
}

// declares reports a ship with a declaration of this turn recorded:
// what a view hides of the other side's until both have sealed.
func (sh *ship) declares() bool {
	if sh.dSpeed != 0 || sh.dSpeedSet || sh.dDock != NoShip || sh.dRam != NoShip || sh.dBoard != NoShip || sh.dLaunch || sh.dReload != 0 {
		return true
	}
	return declared(sh.pts)
}

// declared reports a point declared for damage control.
func declared(pts []uint8) bool {
	for _, p := range pts {
		if p&ptDeclared != 0 {
			return true
		}
	}
	return false
}

// mut is ship id for writing: the first time a state writes a ship it
// shares with the state it was cloned from, it copies the ship for
// itself; its points and systems stay shared until they are written too
// (mutPts, mutSys). Only a state being built may call it (Apply's new
// state, a view or a scratch copy being made): a published state is never
// written.
func (s *State) mut(id ShipID) *ship {
	sh := s.ships[id]
	if sh.gen == s.gen {
		return sh
	}
	c := *sh
	c.gen, c.own = s.gen, 0
	c.path = sh.path[:len(sh.path):len(sh.path)]
	s.ships[id] = &c
	return &c
}

// mutSquads is the boarding units for writing: the first write copies
// them for this state (see mut).
func (s *State) mutSquads() []squad {
	if !s.ownSquads {
		s.squads, s.ownSquads = append([]squad(nil), s.squads...), true
	}
	return s.squads
}

// mutPts is ship id's points for writing (see mut).
func (s *State) mutPts(id ShipID) []uint8 {
	sh := s.mut(id)
	return owned(sh, ownPts, &sh.pts)
}

// mutSys is ship id's systems for writing (see mut).
func (s *State) mutSys(id ShipID) []sysState {
	sh := s.mut(id)
	return owned(sh, ownSys, &sh.sys)
}

// owned is the slice *xs of ship sh for writing: the first write copies
// it for sh, which flag then marks as sh's own.
func owned[T any](sh *ship, flag uint8, xs *[]T) []T {
	if sh.own&flag == 0 {
		*xs = append([]T(nil), *xs...)
		sh.own |= flag
	}
	return *xs
}

// Phase implements engine.State.
func (s *State) Phase() engine.Phase {
	ph := engine.Phase{Turn: s.turn}
	switch s.phase {
	case phOver:
		ph.Name = PhaseOver
	case phBuild:
		ph.Name = PhaseBuild
		ph.Actors = either(!s.built[0], !s.built[1])
	case phDeclare:
		ph.Name = PhaseDeclare
		ph.Actors = either(!s.sealed[0], !s.sealed[1])
	case phMove:
		ph.Name = PhaseMovement
		var buf [8]ShipID
		if next := s.movers(buf[:0]); len(next) > 0 {
			ph.Actors = engine.Only(s.ships[next[0]].side)
		}
	case phFire:
		ph.Name = PhaseFire
		ph.Actors = engine.Only(s.ships[s.firing].side)
	case phReact:
		ph.Name = PhaseMissiles
		ph.Actors = engine.Only(s.ships[s.salvo.target].side)
	}
	return ph
}

// bothSides is the actor list of a phase in which both sides act: shared,
// like engine.Only's, and never written (its capacity is its length, so
// a caller's append copies it).
var bothSides = []engine.Player{0, 1}

// either is the actor list of a phase that side 0, side 1, both or
// neither may act in.
func either(a, b bool) []engine.Player {
	switch {
	case a && b:
		return bothSides[:2:2]
	case a:
		return engine.Only(0)
	case b:
		return engine.Only(1)
	}
	return nil
}

// acts reports Phase().Acting(p) without building the phase.
func (s *State) acts(p engine.Player) bool {
	switch s.phase {
	case phBuild:
		return !s.built[p]
	case phDeclare:
		return !s.sealed[p]
	case phMove:
		var buf [8]ShipID
		next := s.movers(buf[:0])
		return len(next) > 0 && s.ships[next[0]].side == p
	case phFire:
		return s.ships[s.firing].side == p
	case phReact:
		return s.ships[s.salvo.target].side == p
	}
	return false
}

// Outcome implements engine.State.
func (s *State) Outcome() engine.Outcome { return s.outcome }

// Check implements engine.State: Apply's verdict without its new state.
func (s *State) Check(in engine.Intent) error {
	_, err := s.check(in)
	return err
}

// Hash implements engine.State: every field in a fixed order, summed by
// engine.FNV (engine.Hasher's sum, kept in a register).
func (s *State) Hash() uint64 {
	h := engine.NewFNV()
	h = h.Uint(s.digest)
	h = h.Int(len(s.ships))
	for _, sh := range s.ships {
		h = hashShip(h, sh)
	}
	h = h.Int(len(s.squads))
	for _, q := range s.squads {
		h = h.Int(int(q.side))
		h = h.Int(q.kind)
		h = h.Int(int(q.home))
		h = h.Int(int(q.host))
		h = h.Int(q.sys)
		h = h.Int(q.mode)
		h = h.Int(int(q.target))
		h = h.Bool(q.fresh)
		h = h.Bool(q.fought)
		h = h.Bool(q.alive)
	}
	h = h.Int(len(s.walls))
	for _, w := range s.walls {
		h = h.Int(int(w.owner))
		h = h.Int(len(w.hexes))
		for _, x := range w.hexes {
			h = h.Int(x.Q)
			h = h.Int(x.R)
		}
		h = h.Int(w.left)
		h = h.Int(w.turn)
	}
	h = h.Bool(s.salvo.on)
	h = h.Int(int(s.salvo.from))
	h = h.Int(s.salvo.mount)
	h = h.Int(s.salvo.n)
	h = h.Int(s.salvo.at.Q)
	h = h.Int(s.salvo.at.R)
	h = h.Int(int(s.salvo.target))
	h = h.Int(s.salvo.contact)
	h = h.Int(int(s.phase))
	h = h.Int(s.turn)
	for p := 0; p < 2; p++ {
		h = h.Bool(s.sealed[p])
		h = h.Bool(s.truce[p])
		h = h.Bool(s.built[p])
		h = h.Ints(s.picks[p])
	}
	h = h.Int(int(s.firing))
	h = h.Int(s.sepTurns)
	h = h.Dice(s.dice)
	h = h.Bool(s.outcome.Over)
	h = h.Int(int(s.outcome.Winner))
	h = h.String(s.hashedReason())
	h = h.Bool(s.hidden)
	return uint64(h)
}

// hashShip adds a ship. Values that are usually zero or −1 together are
// tested together and then added in one step (FNV.Zeros, FNV.Nones); the
// sum is the same either way.
func hashShip(h engine.FNV, sh *ship) engine.FNV {
	h = h.String(sh.name)
	h = h.Int(sh.cls)
	h = h.Int(int(sh.side))
	h = h.Int(int(sh.status))
	if sh.carrier == NoShip && sh.captor == engine.NoPlayer {
		h = h.Nones(2)
	} else {
		h = h.Int(int(sh.carrier))
		h = h.Int(int(sh.captor))
	}
	h = h.Int(sh.pos.Q)
	h = h.Int(sh.pos.R)
	h = h.Int(int(sh.heading))
	h = h.Int(sh.speed)
	h = h.Int(sh.evasive)
	h = h.Bytes(sh.pts)
	h = h.Int(len(sh.sys))
	for _, y := range sh.sys {
		if y.armor == 0 && !y.used && !y.ctrl && !y.early && uint(y.shots) < 256 {
			h = h.Int(y.shots).Zeros(3)
			continue
		}
		h = h.Int(y.shots)
		h = h.Int(y.armor)
		h = h.Bool(y.used)
		h = h.Bool(y.ctrl)
		if y.early {
			h = h.Bool(true) // nothing when false: the hashes of rules 1-6 stay as they were
		}
	}
	h = h.Int(sh.armor)
	h = h.Int(sh.shieldLeft)
	h = h.Int(sh.launched8)
	h = h.Int(sh.dSpeed)
	h = h.Bool(sh.dSpeedSet)
	if sh.dDock == NoShip && sh.dRam == NoShip && sh.dBoard == NoShip {
		h = h.Nones(3)
	} else {
		h = h.Int(int(sh.dDock))
		h = h.Int(int(sh.dRam))
		h = h.Int(int(sh.dBoard))
	}
	h = h.Bool(sh.dLaunch)
	h = h.Int(sh.keySpeed)
	h = h.Int(sh.keyDrive)
	h = h.Int(sh.roll)
	h = h.Bool(sh.moved)
	h = h.Int(len(sh.path))
	for _, p := range sh.path {
		h = h.Int(p.Hex.Q)
		h = h.Int(p.Hex.R)
		h = h.Int(int(p.Heading))
	}
	h = h.Bool(sh.rammed)
	if sh.fireFrom != 0 {
		h = h.Int(sh.fireFrom) // nothing when 0: the hashes of rules 1-6 stay as they were
	}
	h = h.Int(int(sh.dockWith))
	if sh.dockTurns|sh.empUntil|sh.heldUntil|sh.effTurn|sh.cloak|sh.dazzle|sh.images|sh.decoy == 0 {
		h = h.Zeros(8)
	} else {
		h = h.Int(sh.dockTurns)
		h = h.Int(sh.empUntil)
		h = h.Int(sh.heldUntil)
		h = h.Int(sh.effTurn)
		h = h.Int(sh.cloak)
		h = h.Int(sh.dazzle)
		h = h.Int(sh.images)
		h = h.Int(sh.decoy)
	}
	if sh.coveredBy == NoShip && sh.ecmTo == NoShip {
		h = h.Nones(2)
	} else {
		h = h.Int(int(sh.coveredBy))
		h = h.Int(int(sh.ecmTo))
	}
	h = h.Bool(sh.mustered)
	h = h.Int(sh.captureTurn)
	// Magazine reloads (rules 9): nothing for a ship with none, so the
	// hashes of rules 1-8 stay as they were.
	if len(sh.reloads) > 0 {
		h = h.Ints(sh.reloads)
	}
	if sh.dReload != 0 {
		h = h.Uint(sh.dReload)
	}
	return h
}
