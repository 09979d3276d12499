package starmada

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Phase names.
const (
	PhaseOrders   = "Orders"
	PhaseFighters = "Fighters"
	PhaseCombat   = "Combat"
	PhaseDamage   = "Damage" // the defender chooses what a hit takes (4.2.3, 5.2.1)
	PhaseOver     = "Game over"
)

type phaseID uint8

const (
	phOrders phaseID = iota
	phFighters
	phCombat
	phOver
	phChoose // the defender chooses which weapon, item or fighter is lost
	phSetup  // the sides place their ships (2.1.2)
	phBuild  // the sides build their fleets (2.1.1)
	phLaunch // the End Phase: the owners launch battle satellites (C.5)
)

// resumePoint is where play goes on once the defenders have chosen.
type resumePoint uint8

const (
	resumeNone   resumePoint = iota
	resumeFly                // the rest of a flight's action (5.1.2)
	resumeCombat             // the end of the Combat Phase (4.3)
	resumeEnd                // the rest of the End Phase
)

// stackOwe is a number of fighters the owner of a stack of craft must
// still take from it (5.2.1).
type stackOwe struct {
	side engine.Player
	pos  hex.Hex
	k    int
}

// Board is the map: Cols × Rows hexes in odd-q offset coordinates, column
// 0 to Cols-1 and row 0 to Rows-1. The long edges are the top and bottom
// rows when Cols > Rows.
type Board struct{ Cols, Rows int }

// Contains reports whether h is on the board.
func (b Board) Contains(h hex.Hex) bool {
	c, r := hex.ToOffset(h)
	return c >= 0 && r >= 0 && c < b.Cols && r < b.Rows
}

// Object is an asteroid, planet or other object: it blocks line of sight
// and movement (2.1.2).
type Object struct {
	Kind string
	Hex  hex.Hex
}

// mark is the state of one box of a record (4.3): empty, or marked by a
// hit; fresh marks are this phase's slashes, filled in when the phase ends.
type mark uint8

const (
	boxEmpty mark = iota
	boxCrew       // a crew casualty: a line through the box (4.3.2)
	boxHit        // filled in
	boxFresh = 4  // flag: marked during this phase
)

func (m mark) kind() mark  { return m &^ boxFresh }
func (m mark) fresh() bool { return m&boxFresh != 0 }

// status of a ship.
type status uint8

const (
	active    status = iota
	destroyed        // hull boxes all filled: removed, explosion left (4.3.1)
	offBoard         // left the board (3.3.2)
	unplaced         // not yet set up (2.1.2)
)

type ship struct {
	name string
	// class is shared read-only data, named in the hash by its name: its
	// record is the scenario's (whose digest is hashed) or the catalogue's
	// (fixed by the rules version).
	class  *Class `hash:"-"`
	side   engine.Player
	pos    hex.Hex
	facing hex.Direction
	status status
	last   lastMove

	// boxes are the record's boxes (4.3): the hull, engine and shield
	// points, the weapons of batteries a, b and c and the items of special
	// equipment, in that order and as many of each as the class has. One
	// slice rather than seven: a state is copied for every intent.
	boxes []mark

	// owe counts, per battery (a, b, c) and for equipment (3), the losses
	// the defender still has to choose in the Damage step (4.2.3).
	owe [4]int

	// cont counts the active continuing-damage dice (B.1) of weapons with
	// no ability that changes a damage die; contWith holds those of
	// weapons that have one (B.2, B.3, B.5, B.6, B.14), whose chart rolls
	// in the End Phase are that weapon's damage dice and carry those
	// abilities (rules 8; rules 1-7 rolled them as plain dice). Kept apart,
	// so that a game without such a weapon hashes as before. contWith is
	// never changed in place: a copy of the state shares it.
	cont     int
	contWith []contDice
	satsLeft int  // battle satellites still carried (C.5)
	scored   bool // the enemy has had its VPs

	orders    string
	hasOrders bool
}

// contDice are continuing-damage dice (B.1) of one weapon whose damage
// dice carry other abilities.
type contDice struct {
	abilities []Ability // the weapon's abilities that change a damage die, never changed in place
	n         int
}

// continuingDice counts all the ship's continuing-damage dice.
func (sh *ship) continuingDice() int {
	t := sh.cont
	for _, c := range sh.contWith {
		t += c.n
	}
	return t
}

type craft struct {
	id    CraftID // its carrier and number
	side  engine.Player
	sat   bool // a battle satellite (C.5); otherwise a fighter flight
	pos   hex.Hex
	n     int // fighters left (1 for a satellite)
	moved bool
	// lost counts fighters taken from this craft during the phase by the
	// program's provisional pick; its owner redistributes them over the
	// stack in the Damage step (5.2.1).
	lost int
}

type explosion struct {
	pos      hex.Hex
	strength int
	fresh    bool // appeared since the last End Phase (4.3.1)
	// endBorn: appeared during an End Phase (a ship destroyed by
	// continuing or explosion damage). That End Phase came before it, so
	// the first End Phase after its appearance is the next one: it keeps
	// its strength through both (4.3.1; rules 4, where rules 1-3 weakened
	// it in the next one).
	endBorn bool
}

// decl is one declared attack of the Combat Phase (4.1.1).
type decl struct {
	ship    int
	battery int
	mounts  []int
	target  targetRef
}

// targetRef is a ship, or the craft of one side in one hex (5.2.1).
type targetRef struct {
	ship  int // -1 for craft
	side  engine.Player
	stack hex.Hex
}

// rules is the part of a game that never changes after set-up; states
// share it.
type rules struct {
	names, colors [2]string
	edges         [2]string // "north" or "south": where each side sets up
	scenario      string
	turns         int
	interactive   bool // the players set up (2.1.2)
	// placeCount objects of placeKinds are placed by one side before the
	// ships are set up, the other side choosing its edge (2.1.2).
	placeCount int
	placeKinds []string
	// Fleet building (2.1.1): the point total (0 when the scenario gives
	// the ships), the fleets the sides draw on first, and the classes
	// that may be picked (the scenario's own, then the catalogue's).
	points    int
	fleets    [2]string
	buildable []*Class
	// builder6: the automatic fleet of rules 1-6, for a game begun under
	// them (a save's scenario decoded by its rules); builder10: that of
	// rules 7-10, which stopped short of the total (autoFleet10).
	builder6, builder10 bool
	// before13: a game begun under rules 1-12 (its save's scenario
	// decoded by its rules) plays as they did where rules 13 corrected
	// them: a crippled ship keeps the provisional marks of its losses
	// without its owner choosing (4.2.3), and each Extra Crew Casualties
	// die lines its casualty before the roll's next die (B.5).
	before13 bool
	// orders holds the order intents Legal lists, boxed once a game.
	orders orderBoxes
}

// State is one immutable position of a game of Starmada X. Apply returns a
// new *State and never changes its receiver; View hides the other side's
// orders.
type State struct {
	// rules is derived from the scenario and the options, which digest
	// sums up: the digest is hashed, the rules are not.
	rules   *rules `hash:"-"`
	digest  uint64
	board   Board
	objects []Object
	ships   []ship
	craft   []craft
	booms   []explosion
	dice    engine.Dice
	outcome engine.Outcome
	turn    int
	phase   phaseID
	vp      [2]int

	submitted [2]bool

	// Fighter Phase (5.1.2).
	initiative engine.Player // who won this phase's roll, or NoPlayer
	chooser    engine.Player // whose choice of flight is next
	picked     int           // the enemy flight the chooser picked, or -1

	// Combat Phase (4.1).
	firstFire engine.Player // who fired first in the first Combat Phase
	firing    engine.Player
	fired     [2]bool
	decls     []decl
	// resolved lists the ships of the firing side that have resolved
	// their attacks (4.1.1): they declare nothing more this phase.
	resolved []int

	// The Damage step (4.2.3, 5.2.1).
	resume resumePoint
	owed   []stackOwe

	// The End Phase's launches (C.5, rules 10): the first ship that may
	// still be asked (those before it have been, or cannot launch); 0
	// outside the launches.
	launchFrom int

	// Set-up (2.1.2): the dice each side rolled (in pairs, ties
	// included), who sets up first and who is placing now.
	setupRolls []int
	setupFirst engine.Player
	setupSide  engine.Player
	// waiting lists the fighter flights of the side setting up that it
	// has still to place: the side places its starships and then its
	// flights (2.1.2; rules 4, where rules 1-3 put every flight in its
	// carrier's hex when the set-up ended). Never changed in place.
	waiting []CraftID

	// Objects placed by one side (2.1.2): the step of the set-up, the
	// dice rolled for who places them, who does, and how many are placed.
	// edges are where each side sets up: the scenario's, or the chosen.
	setupStep setupStep
	objRolls  []int
	objPlacer engine.Player
	objPlaced int
	edges     [2]string

	// Fleet building (2.1.1): each side's picks (indices into the rules'
	// buildable classes) and whether its fleet is ready.
	picks [2][]int
	built [2]bool

	// The rolls of the set-up were told as they were made, not with the
	// first placement: a game that builds its fleets makes them when the
	// fleets are ready (one that does not, when it is created, before any
	// event can be told).
	setupTold, objTold bool

	// hidden is set in a view that had the other side's orders removed.
	hidden bool
}

var _ engine.State = (*State)(nil)

func other(p engine.Player) engine.Player { return 1 - p }

func validPlayer(p engine.Player) bool { return p == 0 || p == 1 }

// clone copies everything Apply may change.
func (s *State) clone() *State {
	n := s.share()
	n.ships = s.copyShips()
	n.craft = append([]craft(nil), s.craft...)
	n.booms = append([]explosion(nil), s.booms...)
	n.owed = append([]stackOwe(nil), s.owed...)
	return n
}

// share copies the state but none of its lists: each is capped, so that
// an append copies it instead of writing into s's array. It serves the
// intents that change nothing in place (forIntent).
func (s *State) share() *State {
	n := *s
	n.ships = capped(s.ships)
	n.craft = capped(s.craft)
	n.booms = capped(s.booms)
	n.owed = capped(s.owed)
	n.setupRolls = capped(s.setupRolls)
	n.waiting = capped(s.waiting)
	n.objRolls = capped(s.objRolls)
	n.picks = [2][]int{capped(s.picks[0]), capped(s.picks[1])}
	n.objects = capped(s.objects)
	n.decls = capped(s.decls)
	n.resolved = capped(s.resolved)
	return &n
}

// forIntent is the copy of s that Apply changes for in: only what in can
// change in place is copied. A declaration, a pick, an object, an edge, a
// fleet being built and the first side's sealed orders change no list in
// place; written orders and a placement change the ships' own fields but
// never a box of their records; the rest may change anything.
func (s *State) forIntent(in engine.Intent) *State {
	switch x := in.(type) {
	case Target, Pick, PlaceObject, ChooseEdge, AddShip, RemoveShip, AutoFleet:
		return s.share()
	case Ready:
		if len(s.ships) == 0 {
			return s.share()
		}
	case Submit:
		if !s.submitted[other(x.By)] {
			return s.share()
		}
	case WriteOrders, Place:
		n := s.share()
		n.ships = append([]ship(nil), s.ships...)
		return n
	}
	return s.clone()
}

func capped[T any](xs []T) []T { return xs[:len(xs):len(xs)] }

// copyShips copies the ships, every ship's boxes in one buffer: one
// allocation for them all. Each slice is capped so that no append can run
// into its neighbour's boxes.
func (s *State) copyShips() []ship {
	total := 0
	for i := range s.ships {
		total += len(s.ships[i].boxes)
	}
	buf := make([]mark, total)
	ships := make([]ship, len(s.ships))
	k := 0
	for i := range s.ships {
		sh := s.ships[i]
		m := copy(buf[k:], sh.boxes)
		sh.boxes = buf[k : k+m : k+m]
		k += m
		ships[i] = sh
	}
	return ships
}

// hullBoxes and the others are the ship's boxes of one kind, in its boxes.
func (sh *ship) hullBoxes() []mark { return sh.boxes[:sh.class.Hull] }
func (sh *ship) engineBoxes() []mark {
	h := sh.class.Hull
	return sh.boxes[h : h+sh.class.Engine]
}
func (sh *ship) shieldBoxes() []mark {
	e := sh.class.Hull + sh.class.Engine
	return sh.boxes[e : e+sh.class.Shields]
}

// weaponBoxes are battery b's weapons (0 for a); none when the ship has
// no such battery.
func (sh *ship) weaponBoxes(b int) []mark {
	k := sh.class.Hull + sh.class.Engine + sh.class.Shields
	for x := 0; x < b && x < len(sh.class.Batteries); x++ {
		k += len(sh.class.Batteries[x].Mounts)
	}
	if b >= len(sh.class.Batteries) {
		return sh.boxes[k:k]
	}
	return sh.boxes[k : k+len(sh.class.Batteries[b].Mounts)]
}
func (sh *ship) equipBoxes() []mark {
	return sh.boxes[len(sh.boxes)-len(sh.class.Equipment):]
}

// boxCount is the number of boxes of a record of class c.
func boxCount(c *Class) int {
	n := c.Hull + c.Engine + c.Shields + len(c.Equipment)
	for _, b := range c.Batteries {
		n += len(b.Mounts)
	}
	return n
}

func count(ms []mark, pred func(mark) bool) int {
	n := 0
	for _, m := range ms {
		if pred(m) {
			n++
		}
	}
	return n
}

func isEmpty(m mark) bool   { return m == boxEmpty }
func isSettled(m mark) bool { return m != boxEmpty && !m.fresh() }

func (sh *ship) pose() Pose { return Pose{sh.pos, sh.facing} }

// onBoard: still a piece on the map (crippled ships stay).
func (sh *ship) onBoard() bool { return sh.status == active }

// crippled: every hull box marked, by hits or crew casualties (4.3.2).
func (sh *ship) crippled() bool {
	return count(sh.hullBoxes(), func(m mark) bool { return isSettled(m) }) == len(sh.hullBoxes())
}

// operational: can move and fire.
func (sh *ship) operational() bool { return sh.status == active && !sh.crippled() }

func (sh *ship) canMove() bool { return sh.operational() }

// mp is the ship's movement points: engine boxes not filled (1.4).
func (sh *ship) mp() int { return count(sh.engineBoxes(), func(m mark) bool { return !isSettled(m) }) }

// shieldRating is the shield boxes not filled (1.5).
func (sh *ship) shieldRating() int {
	return count(sh.shieldBoxes(), func(m mark) bool { return !isSettled(m) })
}

// fightsBack reports whether the ship's anti-fighter batteries still cost
// an attacking flight a fighter for each 1 it rolls (C.1): they are there
// and working, and the ship has a crew to man them. C.1 calls them tiny
// weapons that attack at close quarters and likens them to a target
// flight fighting back (5.3.2), and a ship whose hull boxes are all
// marked can no longer attack (4.3.2); rules 1-8 kept them firing.
func (sh *ship) fightsBack() bool {
	return sh.hasEquip(AntiFighterBatteries) && !sh.crippled()
}

// hasEquip reports whether the ship has working equipment of kind e.
func (sh *ship) hasEquip(e Equip) bool {
	for i, it := range sh.class.Equipment {
		if it.Kind == e && !isSettled(sh.equipBoxes()[i]) {
			return true
		}
	}
	return false
}

// working lists the mounts of battery b that may fire: not destroyed
// before this phase.
func (sh *ship) working(b int) []int {
	var out []int
	for i, m := range sh.weaponBoxes(b) {
		if !isSettled(m) {
			out = append(out, i)
		}
	}
	return out
}

func (sh *ship) statusText() string {
	switch {
	case sh.status == destroyed:
		return "it is destroyed"
	case sh.status == offBoard:
		return "it has left the board"
	case sh.status == unplaced:
		return "it is not yet set up"
	case sh.crippled():
		return "its crew are all casualties (4.3.2)"
	}
	return "it is ready"
}

func (s *State) shipIndex(name string) int {
	for i := range s.ships {
		if s.ships[i].name == name {
			return i
		}
	}
	return -1
}

func (s *State) craftIndex(id CraftID) int {
	for i := range s.craft {
		if s.craft[i].id == id {
			return i
		}
	}
	return -1
}

func (s *State) objectAt(h hex.Hex) int {
	for i, o := range s.objects {
		if o.Hex == h {
			return i
		}
	}
	return -1
}

// explosionAt is the strength of the explosion in h, or 0.
func (s *State) explosionAt(h hex.Hex) int {
	st := 0
	for _, b := range s.booms {
		if b.pos == h {
			st += b.strength
		}
	}
	return st
}

// Phase tells who must act now.
func (s *State) Phase() engine.Phase {
	ph := engine.Phase{Turn: s.turn}
	switch s.phase {
	case phOver:
		ph.Name = PhaseOver
	case phOrders:
		ph.Name = PhaseOrders
		ph.Actors = unready(s.submitted)
	case phFighters:
		ph.Name = PhaseFighters
		ph.Actors = engine.Only(s.fighterActor())
	case phCombat:
		ph.Name = PhaseCombat
		ph.Actors = engine.Only(s.firing)
	case phSetup:
		ph.Name = PhaseSetup
		ph.Actors = engine.Only(s.setupSide)
	case phBuild:
		ph.Name = PhaseBuild
		ph.Actors = unready(s.built)
	case phChoose:
		ph.Name = PhaseDamage
		if g, ok := s.choice(); ok {
			ph.Actors = engine.Only(g.side)
		}
	case phLaunch:
		ph.Name = PhaseEnd
		if i := s.launcher(); i >= 0 {
			ph.Actors = engine.Only(s.ships[i].side)
		}
	}
	return ph
}

// unready lists the sides that are not yet done: the engine's shared
// list of one player when it is one side (as for the second side's
// orders, once the first has sealed its own), a new one when it is both.
func unready(done [2]bool) []engine.Player {
	switch {
	case done[0] && done[1]:
		return nil
	case done[0]:
		return engine.Only(1)
	case done[1]:
		return engine.Only(0)
	}
	return []engine.Player{0, 1}
}

// acting is Phase().Acting(p), without making the list of actors.
func (s *State) acting(p engine.Player) bool {
	switch s.phase {
	case phOrders:
		return validPlayer(p) && !s.submitted[p]
	case phFighters:
		return s.fighterActor() == p
	case phCombat:
		return s.firing == p
	case phSetup:
		return s.setupSide == p
	case phChoose:
		g, ok := s.choice()
		return ok && g.side == p
	case phBuild:
		return validPlayer(p) && !s.built[p]
	case phLaunch:
		i := s.launcher()
		return i >= 0 && s.ships[i].side == p
	}
	return false
}

func (s *State) fighterActor() engine.Player {
	if s.picked >= 0 {
		return s.craft[s.picked].side
	}
	return s.chooser
}

// Outcome tells whether the game is over.
func (s *State) Outcome() engine.Outcome { return s.outcome }

// View is what p may see: the other side's written orders are removed
// until they are revealed in the Movement Phase (3.2), and the dice are
// replaced so that nobody can read future rolls from a view.
//
// Which of the other side's ships have orders is part of the orders (a
// ship without any stands still at the seal): the view marks them alike,
// as the sheets word them, none while the side writes and every ship
// able to move once it has sealed.
func (s *State) View(p engine.Player) engine.State {
	// A view shares the state's slices: nothing changes a state in place
	// (Apply works on a clone), so only the ships whose orders it blanks
	// need a copy, and only their list, not their records.
	n := *s
	n.hidden = true
	n.dice = s.dice.Hidden()
	for i := range s.ships {
		if sh := &s.ships[i]; sh.side != p && (sh.orders != "" || sh.hasOrders != s.sealedOrders(sh)) {
			n.ships = append([]ship(nil), s.ships...)
			for j := range n.ships {
				if sh := &n.ships[j]; sh.side != p {
					sh.orders, sh.hasOrders = "", s.sealedOrders(sh)
				}
			}
			break
		}
	}
	return &n
}

// sealedOrders is whether a view shows another side's ship with orders:
// in the Orders Phase, once its side has sealed them, if it can move.
func (s *State) sealedOrders(sh *ship) bool {
	return s.phase == phOrders && validPlayer(sh.side) && s.submitted[sh.side] && sh.canMove()
}

// Check implements engine.State: Apply's verdict, without a new state.
// Apply refuses exactly what check refuses, and nothing else.
func (s *State) Check(in engine.Intent) error {
	in, err := codec.Normalize(in)
	if err != nil {
		return err
	}
	return s.check(in)
}
