package starshipbattles

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// CardID is a stat card: its index in the catalogue (Catalogue).
type CardID int

// ShipID is a ship or fighter of the battle: its index in the state's list
// of ships, which never changes once the fleets are known.
type ShipID int

// NoShip stands for no ship.
const NoShip ShipID = -1

// status of a ship.
type status uint8

const (
	stPool      status = iota // a fighter in its fleet's pool (Fighter Pool)
	stUnplaced                // a nonfighter not yet set up
	stActive                  // on the stellar grid
	stDestroyed               // removed from the game
	stFled                    // left the grid: counts as destroyed
)

// ship is one starship or fighter.
type ship struct {
	card    CardID
	owner   engine.Player
	num     uint8 // 1, 2, … among the fleet's ships of its card; 0 when it is the only one
	status  status
	reduced bool // the card shows its reduced side
	at      grid.Square
	facing  grid.Facing
	damage  int // damage counters beside the card

	// This round.
	moved    bool   // has moved (or held) in this move phase
	launched bool   // was launched this round and may not move (Launch Fighters)
	launches uint8  // fighters it has launched this round
	used     uint32 // weapons fired: bit i; broadside attacks made: usedLeft, usedRight
	buzz     bool   // hit by Buzz Droids: −1 Defense until the round ends

	spent uint8 // Command entries spent, one bit each (once per battle)
}

// fleet is one player's fleet and choices.
type fleet struct {
	faction Faction
	picks   []CardID // the cards bought while building (secret until both are done)
	done    bool     // finished building
	optUsed uint16   // Fleet Commander options this player chose this round, one bit each
}

type phaseID uint8

const (
	phBuild phaseID = iota
	phSetup
	phInitiative
	phMove
	phAttack
	phDamage
	phOver
)

// stepID is what the acting player of the move phase is doing.
type stepID uint8

const (
	stepMove   stepID = iota // moving ships
	stepLaunch               // launching fighters after all its ships have moved
)

// promptID is a question put to one player in the middle of a phase (the
// interrupts of the rulebook's immediate actions and Fleet Commander).
type promptID uint8

const (
	promptNone          promptID = iota
	promptReroll                 // Advanced Communications Array: reroll the initiative check?
	promptOrder                  // the initiative winner chooses who moves first
	promptDisplace               // where a displaced fighter goes
	promptAttacker               // attack declared: options of a player of the attacking team
	promptDefender               // attack declared: options of a player of the target's team
	promptFlyCasual              // a class 3 ship is hit: Fly Casual?
	promptEmperor                // Emperor's Will: shift the damage?
	promptDamageControl          // damage phase: Damage Control?
	promptAlly                   // a teammate's options for its ally's part of the phase (rules 11)
)

// attack is the attack being resolved.
type attack struct {
	on     bool
	ship   ShipID
	weapon int // index into the attacker's weapons, or pdWeapon
	target ShipID
	face   grid.FaceSet // the face attacked; 0 for a fighter
	dist   int
	bit    uint32 // the bit of ship.used it spends (0 for Point-Defense)
	stage  uint8  // what comes next: stageAttacker … stageApply
	// After the roll.
	hit  bool
	crit bool
	dmg  int
	to   ShipID // the fighter Emperor's Will shifts the damage to, or NoShip
}

// pdWeapon is the weapon index of a Point-Defense attack.
const pdWeapon = -1

const (
	stageAttacker uint8 = iota // the window for bonuses, asking a player of the attacking team
	stageDefender              // the window, asking a player of the target's team
	stageRoll                  // the roll (then Fly Casual may be asked)
	stageDamage                // the damage (then Emperor's Will may be asked); Fly Casual is asked before it
	stageApply                 // the counters go beside the card
)

// pdPair is one Point-Defense attack still to make (PD is made first).
type pdPair struct{ ship, target ShipID }

// rules is the part of a game that never changes after it starts; states
// share it. Everything in it derives from the scenario, the options and the
// catalogue, whose digest is hash.
type rules struct {
	name       string     `hash:"-"`
	cards      []*Card    `hash:"-"` // the catalogue, named in hash by the digest of its files
	cols, rows int        `hash:"-"`
	quick      bool       `hash:"-"` // the Quick Start rules: no special abilities, no Fleet Commander
	choose     bool       `hash:"-"` // the initiative winner chooses who moves first
	sides      []sideInfo `hash:"-"`
	build      int        `hash:"-"` // point limit of fleets built in the game; 0 when the scenario gives them
	first      int        `hash:"-"` // faction that sets up first, or -1 for a roll
	// before11 plays as rules 1 to 10 did (Scenario.before11): Long-Range
	// Bombardment halves the weapon's Damage rating, and a teammate is
	// not asked about options for its ally's part of a phase.
	before11 bool `hash:"-"`
	// opening is what was rolled as the game was made (the set-up roll, or
	// with every ship placed by the scenario the first round's initiative),
	// which the log opens with (State.Opening).
	opening []engine.Event `hash:"-"`
	// hash digests the rules version, the scenario's canonical JSON, the
	// options and the card files: every other field derives from them.
	hash uint64
}

type sideInfo struct {
	name    string
	color   string // the scenario's colour name, "" when it gives none
	faction Faction
	edge    string
}

// State is one immutable position of a game of Starship Battles. Apply
// returns a new *State and never changes its receiver; View hides the other
// team's fleet while fleets are built.
type State struct {
	rules   *rules
	dice    engine.Dice
	outcome engine.Outcome
	ships   []ship
	fleets  []fleet

	round  int
	phase  phaseID
	prompt promptID
	asked  engine.Player // who the prompt asks

	// Set-up: the d20 of each faction (0 when not rolled) and the faction
	// that sets up first.
	setupRolls [2]int
	setupFirst int

	// Initiative: each team's check this round, whether it used its
	// Advanced Communications Array reroll, and the faction that moves
	// first (and attacks second).
	init     [2]int
	rerolled [2]bool
	won      int // the faction that won initiative, or -1
	first    int // the faction that moves first, or -1

	// Move and attack phases: the acting player's place in the order.
	cur       int
	step      stepID
	moving    ShipID   // the ship in the middle of its move, or NoShip
	left      int      // squares it may still move
	displaced []ShipID // enemy fighters it still has to displace (never changed in place)

	atk attack
	pdq []pdPair // Point-Defense attacks still to make (never changed in place)

	// effects are the Fleet Commander options in effect this round for
	// each faction's ships, one bit each.
	effects [2]uint16

	// dcAsked marks the players asked about Damage Control in this damage
	// phase.
	dcAsked uint8

	// allyPass is partKey()*16 plus the players (one bit each) who have
	// passed the question of their ally's part of the phase (promptAlly),
	// or 0: a mask kept with the part it belongs to is empty in any other
	// part without being cleared. Hashed only when set, so the hashes of
	// every state of rules 1 to 10 stay as they were.
	allyPass int
}

var _ engine.State = (*State)(nil)

// clone copies everything Apply may change in place: the ships and the
// fleets. Every other slice is replaced, never changed.
func (s *State) clone() *State {
	n := *s
	n.ships = append([]ship(nil), s.ships...)
	n.fleets = append([]fleet(nil), s.fleets...)
	return &n
}

// Reseed is a copy of the state whose dice are engine.NewDice(seed): the
// search opponent rolls anew in each iteration instead of planning against
// the one hidden generator every view carries (search.Reseeder).
func (s *State) Reseed(seed uint64) engine.State {
	n := s.clone()
	n.dice = engine.NewDice(seed)
	return n
}

func (s *State) card(id ShipID) *Card { return s.rules.cards[s.ships[id].card] }

// side is the card side the ship shows now.
func (s *State) side(id ShipID) *Side {
	c := s.rules.cards[s.ships[id].card]
	if s.ships[id].reduced && c.Reduced != nil {
		return c.Reduced
	}
	return &c.Full
}

func (s *State) class(id ShipID) int { return s.rules.cards[s.ships[id].card].Class }

func (s *State) space(id ShipID) grid.Space {
	return grid.NewSpace(s.ships[id].at, grid.ClassSize(s.class(id)))
}

func (s *State) faction(p engine.Player) Faction { return s.rules.sides[p].faction }

func (s *State) team(id ShipID) Faction { return s.faction(s.ships[id].owner) }

// has reports whether a ship has an ability now: never under the Quick
// Start rules, which leave special abilities out.
func (s *State) has(id ShipID, a Ability) bool {
	return !s.rules.quick && s.side(id).Has(a)
}

func (s *State) value(id ShipID, a Ability) int {
	if s.rules.quick {
		return 0
	}
	return s.side(id).Value(a)
}

func (s *State) active(id ShipID) bool { return s.ships[id].status == stActive }

// enemies reports whether two ships belong to opposing teams.
func (s *State) enemies(a, b ShipID) bool { return s.team(a) != s.team(b) }

func (s *State) players() int { return len(s.rules.sides) }

func (s *State) effect(f Faction, o Option) bool { return s.effects[f]&(1<<o) != 0 }

// Phase names, as Phase reports them.
const (
	PhaseBuild         = "Build fleets"
	PhaseSetup         = "Set-up"
	PhaseInitiative    = "Initiative"
	PhaseMove          = "Move"
	PhaseLaunch        = "Launch fighters"
	PhaseAttack        = "Attack"
	PhaseDamage        = "Damage"
	PhaseOver          = "Game over"
	PhaseReroll        = "Initiative: reroll?"
	PhaseOrder         = "Initiative: who moves first?"
	PhaseDisplace      = "Displaced fighter"
	PhaseAttackerOpts  = "Attack: attacker's options"
	PhaseDefenderOpts  = "Attack: defender's options"
	PhaseFlyCasual     = "Fly Casual?"
	PhaseEmperor       = "Emperor's Will?"
	PhaseDamageControl = "Damage Control?"
	PhaseAllyOpts      = "Options for an ally's turn"
)

// Phase tells who must act now.
func (s *State) Phase() engine.Phase {
	ph := engine.Phase{Turn: max(s.round, 1)}
	if s.phase == phOver {
		ph.Name = PhaseOver
		return ph
	}
	if s.prompt != promptNone {
		ph.Name = [...]string{"", PhaseReroll, PhaseOrder, PhaseDisplace, PhaseAttackerOpts, PhaseDefenderOpts,
			PhaseFlyCasual, PhaseEmperor, PhaseDamageControl, PhaseAllyOpts}[s.prompt]
		ph.Actors = engine.Only(s.asked)
		return ph
	}
	switch s.phase {
	case phBuild:
		ph.Name = PhaseBuild
		for p := range s.fleets {
			if !s.fleets[p].done {
				ph.Actors = append(ph.Actors, engine.Player(p))
			}
		}
	case phSetup:
		ph.Name = PhaseSetup
		ph.Actors = engine.Only(s.placer())
	case phMove:
		ph.Name = PhaseMove
		if s.step == stepLaunch {
			ph.Name = PhaseLaunch
		}
		ph.Actors = engine.Only(s.actor())
	case phAttack:
		ph.Name = PhaseAttack
		ph.Actors = engine.Only(s.actor())
	default:
		// Initiative and damage act only through prompts; a state never
		// rests in them otherwise.
		ph.Name = [...]string{phInitiative: PhaseInitiative, phDamage: PhaseDamage}[s.phase]
	}
	return ph
}

// Outcome tells whether the game is over.
func (s *State) Outcome() engine.Outcome { return s.outcome }

// View is what p may see: while fleets are built, the other team's picks are
// removed (every pick, for a spectator); the dice never predict a roll.
func (s *State) View(p engine.Player) engine.State {
	n := s.clone()
	n.dice = s.dice.Hidden()
	if s.phase == phBuild {
		for q := range n.fleets {
			if p == engine.NoPlayer || int(p) >= len(n.fleets) || n.fleets[q].faction != n.fleets[p].faction {
				n.fleets[q].picks = nil
			}
		}
	}
	return n
}

// Hash covers every field in a fixed order, the dice included.
func (s *State) Hash() uint64 {
	h := engine.NewHasher()
	h.Uint(s.rules.hash)
	s.dice.HashInto(h)
	h.Bool(s.outcome.Over)
	h.Int(int(s.outcome.Winner))
	h.String(s.outcome.Reason)
	h.Int(len(s.ships))
	for i := range s.ships {
		sh := &s.ships[i]
		h.Int(int(sh.card))
		h.Int(int(sh.owner))
		h.Int(int(sh.num))
		h.Int(int(sh.status))
		h.Bool(sh.reduced)
		h.Int(sh.at.X)
		h.Int(sh.at.Y)
		h.Int(int(sh.facing))
		h.Int(sh.damage)
		h.Bool(sh.moved)
		h.Bool(sh.launched)
		h.Int(int(sh.launches))
		h.Uint(uint64(sh.used))
		h.Bool(sh.buzz)
		h.Int(int(sh.spent))
	}
	h.Int(len(s.fleets))
	for i := range s.fleets {
		f := &s.fleets[i]
		h.Int(int(f.faction))
		h.Int(len(f.picks))
		for _, c := range f.picks {
			h.Int(int(c))
		}
		h.Bool(f.done)
		h.Int(int(f.optUsed))
	}
	h.Int(s.round)
	h.Int(int(s.phase))
	h.Int(int(s.prompt))
	h.Int(int(s.asked))
	h.Int(s.setupRolls[0])
	h.Int(s.setupRolls[1])
	h.Int(s.setupFirst)
	h.Int(s.init[0])
	h.Int(s.init[1])
	h.Bool(s.rerolled[0])
	h.Bool(s.rerolled[1])
	h.Int(s.won)
	h.Int(s.first)
	h.Int(s.cur)
	h.Int(int(s.step))
	h.Int(int(s.moving))
	h.Int(s.left)
	h.Int(len(s.displaced))
	for _, d := range s.displaced {
		h.Int(int(d))
	}
	a := &s.atk
	h.Bool(a.on)
	h.Int(int(a.ship))
	h.Int(a.weapon)
	h.Int(int(a.target))
	h.Int(int(a.face))
	h.Int(a.dist)
	h.Uint(uint64(a.bit))
	h.Int(int(a.stage))
	h.Bool(a.hit)
	h.Bool(a.crit)
	h.Int(a.dmg)
	h.Int(int(a.to))
	h.Int(len(s.pdq))
	for _, q := range s.pdq {
		h.Int(int(q.ship))
		h.Int(int(q.target))
	}
	h.Int(int(s.effects[0]))
	h.Int(int(s.effects[1]))
	h.Int(int(s.dcAsked))
	if s.allyPass != 0 {
		h.Int(s.allyPass)
	}
	return h.Sum()
}

// Check implements engine.State: Apply's verdict without keeping its state.
func (s *State) Check(in engine.Intent) error {
	_, _, err := s.Apply(in)
	return err
}
