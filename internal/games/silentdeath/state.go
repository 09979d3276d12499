package silentdeath

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Phase names.
const (
	PhaseCommand    = "Command ship"            // 11.5: the owner names the real shuttle
	PhaseLaunch     = "Missile/Torp Launch"     // lock-ons declared in secret (4.1)
	PhaseSalvo      = "Missile salvos"          // how many missiles each locked launcher fires
	PhaseTorpLaunch = "Torp launches"           // then torp launches declared in secret (4.2)
	PhaseInitiative = "Movement: initiative"    // roll the initiative (made as player 0)
	PhaseDrive0     = "Movement: Drive 0 turns" // 10.3: craft at Drive 0 turn before anybody moves
	PhaseMove       = "Movement"                // craft move one at a time
	PhaseJam        = "Torp Results: jamming"   // which tracking torp to jam
	PhaseDefence    = "Torp Results: defence"   // 10.7: dodge or point defence
	PhaseDuel       = "Cannon Fire: duels"      // 10.8: answer an attack with a gunnery duel
	PhaseFire       = "Cannon Fire"
	PhaseFireOne    = "Fire"           // Your First Game's single, simultaneous Fire Phase
	PhaseChoose     = "Damage: choose" // which weapon system or torp a w/W/t/T box takes
	PhaseOver       = "Game over"
	PhaseBuy        = "Purchases (11.8)"            // each side in turn buys its craft and crews
	PhaseRepair     = "End of turn: damage control" // 10.12: whether each craft that may attempts it
)

type phaseID uint8

const (
	phCommand phaseID = iota
	phLaunch
	phSalvo
	phMoveStart
	phMove
	phTorpResults
	phJam
	phDefence // 10.7 point defence or dodge (after phMove, before phTorpResults)
	phDuel    // 10.8 gunnery duels of the current firing step
	phFireStart
	phFire
	phMissiles
	phEndTurn
	phOver
	phBuy    // 11.8's purchases, before the battle
	phDrive0 // 10.3: Drive 0 turns at the start of the Movement Phase, after the drifts
	// phTorpLaunch: torp launches, declared after the missiles are fired
	// (4.2); last, so that the other phases keep their numbers in hashes.
	phTorpLaunch
	// phRepair: 10.12's damage control at the end of the turn, each craft
	// that may attempt it asked in turn (rules 11; before, rolled unasked).
	phRepair
)

// out says whether and how a craft left play.
type out uint8

const (
	inPlay out = iota
	outDestroyed
	outExited
	outDecoy // 11.5's decoy, revealed and removed
)

type crewMember struct {
	Plt, Gnr int8
	Dead     bool
	// NoLauncher: he may not fire a missile launcher he mans (CrewFile's,
	// 11.7's fifth campaign scenario; rules 9).
	NoLauncher bool
}

const maxMounts = 8

type craft struct {
	typ     *CraftType `hash:"-"` // shared data, hashed by its key
	side    int8
	id      string
	pos     hex.Hex
	facing  hex.Direction
	crew    [4]crewMember
	mans    [maxMounts]int8
	ammo    [maxMounts]int8
	lost    uint16 // weapon systems destroyed
	torps   [numMarks]int8
	hits    int16
	tpv     int16
	state   out
	noTorps bool
	// Critical damage.
	driveLoss, drLoss, dvLoss int8
	// This turn.
	moved   bool
	acted   uint8 // crew members who fired or passed in this Cannon Fire Phase
	holds   uint8 // 10.8: those of acted who held fire: they may still answer an attack with a duel
	jamDone bool  // has tried to jam this turn
	// Scenario bookkeeping.
	damaged    bool  // took at least one point of damage from an enemy (11.4)
	recovering int16 // turn whose end completes the pod's recovery (11.1); 0 none
	pod        bool  // carries the life pod
	decoy      bool  // 11.5: the decoy (known to its owner only)
	// Optional rules (10.0).
	decoys   int8  // 10.7 decoys left
	pdLost   bool  // 10.7 point defence knocked out by a critical hit
	defence  int8  // 10.7 this turn's choice: 0 none, 1 dodge, 2 point defence
	fullStop bool  // 10.2 Full Stop declared
	drifted  bool  // 10.2 drifted into a new hex this Movement Phase
	firedT   bool  // 10.12 fired or launched this turn
	hitT     bool  // 10.12 hit or damaged this turn
	dcUsed   bool  // 10.12 damage control used
	blank    int8  // 10.12 box (index+1) reinstated as a blank box
	lastFx   boxFx // 10.12 what the last marked box did
	critBy   uint8 // 10.1 crew members who delivered a critical hit
	wounds   int8  // 10.12 Plt/Gnr lost to the last critical's wound
	// Lasting losses with the box that took each (a campaign carries
	// them into its next scenario): weapon systems, torps and the Drive,
	// DR and DV critical hits.
	losses [maxLosses]loss
	nLoss  int8
}

// maxLosses bounds a craft's recorded lasting losses.
const maxLosses = 32

// loss is one lasting loss: kind (lossWeapon, lossTorp, lossCrit), its
// mount, mark or crit index, and the box (1 = first) that took it.
type loss struct {
	kind uint8
	n    int8
	box  int16
}

const (
	lossWeapon uint8 = iota + 1
	lossTorp
	lossCrit
)

// noteLasting records a lasting loss of craft c taken by box.
func (c *craft) noteLasting(kind uint8, n int, box int16) {
	if int(c.nLoss) < maxLosses {
		c.losses[c.nLoss] = loss{kind: kind, n: int8(n), box: box}
		c.nLoss++
	}
}

// forgetLasting drops the losses taken by boxes from box on (10.12 damage
// control reinstated them).
func (c *craft) forgetLasting(box int16) {
	k := int8(0)
	for _, l := range c.losses[:c.nLoss] {
		if l.box < box {
			c.losses[k] = l
			k++
		}
	}
	for i := k; i < c.nLoss; i++ {
		c.losses[i] = loss{}
	}
	c.nLoss = k
}

// boxFx records the special effect of the last marked box so that damage
// control (10.12) can undo it.
type boxFx struct {
	kind uint8 // fxNone, fxWeapon, fxTorp, fxCrit, fxPending (a w/t choice not yet made)
	n    int8  // mount, mark or crit index
	crit bool  // the weapon came from a critical hit
	// A critical hit's 10.7 losses, which damage control gives back with
	// the rest of its effect (10.12): it took a decoy, it knocked out a
	// working point defence.
	decoy, pd bool
	// With 10.12 in force, what the missiles critical emptied (per mount)
	// and the gunner (1–3) the gunner critical killed, given back with the
	// box.
	ammo   [maxMounts]int8
	gunner int8
}

const (
	fxNone uint8 = iota
	fxWeapon
	fxTorp
	fxCrit
	fxPendingWeapon
	fxPendingTorp
)

type torp struct {
	id      int
	side    int8
	owner   int // craft index
	mark    Mark
	pos     hex.Hex
	facing  hex.Direction
	target  ref
	arrived bool // in its target's hex, waiting for the Torp Results Phase
	moved   bool // moved this Movement Phase
}

type sat struct {
	comm   bool // comm sat (11.2) or laser sat (11.6)
	side   int8
	pos    hex.Hex
	damage int
	dead   bool
}

type lockon struct {
	side   int8
	craft  int
	mount  int
	target ref
	rolled bool
	ok     bool
	n      int // missiles fired; 0 while the owner has not chosen, salvoHeld for none
}

// salvoHeld is a lockon's n when its owner chose to fire no missiles (4.1:
// after a lock-on, up to 10 "may be fired").
const salvoHeld = -1

type launch struct {
	side   int8
	craft  int
	mark   Mark
	target ref
}

type attack struct {
	side   int8
	craft  int
	crew   int
	mount  int
	target ref
	late   bool // 10.8: lost a gunnery duel, fires after the winner
	duel   bool // 10.8: answered (or is an answer) with a gunnery duel
}

type choiceKind uint8

const (
	chooseWeapon choiceKind = iota
	chooseTorp
)

type choice struct {
	kind    choiceKind
	chooser int8
	craft   int
	box     int16 // the box (1 = first) whose marking asked for the choice
}

// State is one immutable position of a game of Silent Death. Apply returns
// a new *State and never changes its receiver.
type State struct {
	// sc is the scenario being fought: the session's, or the battle its
	// purchases made. It is hashed as the digest of the session's
	// scenario (scHash) and the purchases (buy).
	sc        *Scenario `hash:"-"`
	scHash    uint64
	opt       Options
	firstGame bool
	names     [2]string
	colors    [2]string
	dice      engine.Dice
	turn      int
	ph        phaseID
	outcome   engine.Outcome

	crafts    []craft
	torps     []torp
	sats      []sat
	asteroids []hex.Hex
	drift     hex.Direction
	nextTorp  int
	pod       hex.Hex // where the unrecovered pod floats
	podState  int8    // 0 floating, 1 aboard, 2 destroyed, -1 no pod
	offboard  int     // 11.2: torps launched at the off-board tender from the right area
	command   int     // 11.5: the real command ship (−1 not chosen, commandHidden in the enemy's view)

	// Launch phase.
	declarer int8
	lockons  []lockon
	launches []launch

	// Movement phase.
	initWinner int8 // −1 in Your First Game
	mfirst     int8 // the side that moves first
	lastSide   int8 // the side that moved last (−1 at the start)
	held       bool
	mover      int // the craft moving now, −1 none
	mp         int // MP spent by the mover
	turnedHere bool
	acted      bool // the mover has moved or turned
	mineSpent  bool // the mover spent MP in the minefield
	entered    bool // the mover entered a new hex (10.3)
	lastSlip   bool // the mover's last step was a sideslip (10.4)
	faceNext   bool // the mover paid a tight turn's TTC and names its facing now (5.2)
	faceOne    bool // with faceNext: a 10.3 set-cost turn failed, and the facing named is one hexside either way

	// End of turn: the first craft not yet asked about 10.12's damage
	// control (phRepair); 0 otherwise.
	repairAt int
	// The last hex of the mover's path where it may end its move (5.1),
	// while it stands in another craft's hex and that hex is not the first
	// free one straight behind it (a 10.4 sideslip began or crossed the
	// run): 1 + its column × rows + its row; 0 otherwise (lastFree).
	backTo int32

	// Fire phase.
	step    int
	attacks []attack
	duelIdx int // 10.8: the attack whose target may answer next

	// shooter is the craft and crew whose attack is landing (for 10.1),
	// −1 otherwise; it never outlives an Apply.
	shooter [2]int

	pending []choice

	// 4.2 under rules 8: the torp whose owner chooses its path now (nil
	// none), and the targets whose trackers fly after it (5.2), the latest
	// last; both empty but while a torp waits (torpflight.go).
	fly     *flight
	flyWork []ref

	// buy is 11.8's phase of purchases: open while it lasts, kept after
	// as the record of what was bought.
	buy *shop
}

var _ engine.State = (*State)(nil)

// clone copies the state deeply enough that changing the copy never
// changes s.
func (s *State) clone() *State {
	n := *s
	n.crafts = append([]craft(nil), s.crafts...)
	n.torps = append([]torp(nil), s.torps...)
	n.sats = append([]sat(nil), s.sats...)
	n.asteroids = append([]hex.Hex(nil), s.asteroids...)
	n.lockons = append([]lockon(nil), s.lockons...)
	n.launches = append([]launch(nil), s.launches...)
	n.attacks = append([]attack(nil), s.attacks...)
	n.pending = append([]choice(nil), s.pending...)
	if s.fly != nil {
		f := *s.fly
		f.path = append([]hex.Hex(nil), s.fly.path...)
		n.fly = &f
	}
	n.flyWork = append([]ref(nil), s.flyWork...)
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

// cloneFor is a copy of s for an intent: the phase of purchases is copied
// only when the intent is one of its own.
func (s *State) cloneFor(in engine.Intent) *State {
	n := s.clone()
	if s.buy != nil && s.ph == phBuy {
		n.buy = s.buy.clone()
	}
	return n
}

func other(p int8) int8 { return 1 - p }

// commandHidden is command in the view of the side that may not know which
// shuttle is the real command ship (11.5).
const commandHidden = -2

// Phase implements engine.State.
func (s *State) Phase() engine.Phase {
	t := max(s.turn, 1)
	if s.outcome.Over {
		return engine.Phase{Turn: t, Name: PhaseOver}
	}
	if len(s.pending) > 0 {
		return engine.Phase{Turn: t, Name: PhaseChoose, Actors: engine.Only(engine.Player(s.pending[0].chooser))}
	}
	switch s.ph {
	case phBuy:
		return engine.Phase{Turn: t, Name: PhaseBuy, Actors: engine.Only(engine.Player(s.buy.actor()))}
	case phCommand:
		return engine.Phase{Turn: t, Name: PhaseCommand, Actors: engine.Only(engine.Player(s.sc.file.Rules.CommandShip.Side))}
	case phLaunch:
		return engine.Phase{Turn: t, Name: PhaseLaunch, Actors: engine.Only(engine.Player(s.declarer))}
	case phTorpLaunch:
		return engine.Phase{Turn: t, Name: PhaseTorpLaunch, Actors: engine.Only(engine.Player(s.declarer))}
	case phSalvo:
		for _, l := range s.lockons {
			if l.ok && l.n == 0 {
				return engine.Phase{Turn: t, Name: PhaseSalvo, Actors: engine.Only(engine.Player(l.side))}
			}
		}
	case phMoveStart:
		return engine.Phase{Turn: t, Name: PhaseInitiative, Actors: engine.Only(0)}
	case phDrive0:
		if i := s.drive0Next(); i >= 0 {
			return engine.Phase{Turn: t, Name: PhaseDrive0, Actors: engine.Only(engine.Player(s.crafts[i].side))}
		}
	case phMove:
		// The torp's target may be hidden from the other side's view
		// (10.6's tracking): the owner acts whatever the view shows.
		if s.fly != nil {
			if k := s.torpByID(s.fly.torp); k >= 0 {
				return engine.Phase{Turn: t, Name: PhaseTorpFlight, Actors: engine.Only(engine.Player(s.torps[k].side))}
			}
		}
		return engine.Phase{Turn: t, Name: PhaseMove, Actors: engine.Only(engine.Player(s.moverSide()))}
	case phJam:
		for i := range s.crafts {
			if s.jamChoice(i) {
				return engine.Phase{Turn: t, Name: PhaseJam, Actors: engine.Only(engine.Player(s.crafts[i].side))}
			}
		}
	case phDefence:
		if i := s.defenceChoice(); i >= 0 {
			return engine.Phase{Turn: t, Name: PhaseDefence, Actors: engine.Only(engine.Player(s.crafts[i].side))}
		}
	case phRepair:
		if i := s.repairChoice(); i >= 0 {
			return engine.Phase{Turn: t, Name: PhaseRepair, Actors: engine.Only(engine.Player(s.crafts[i].side))}
		}
	case phDuel:
		if p := s.duelChooser(); p >= 0 {
			return engine.Phase{Turn: t, Name: PhaseDuel, Actors: engine.Only(engine.Player(p))}
		}
	case phFire:
		name := PhaseFire
		if s.firstGame {
			name = PhaseFireOne
		}
		for p := int8(0); p < 2; p++ {
			if s.anyEligible(p) {
				return engine.Phase{Turn: t, Name: name, Actors: engine.Only(engine.Player(p))}
			}
		}
	}
	return engine.Phase{Turn: t, Name: "?"}
}

// Outcome implements engine.State.
func (s *State) Outcome() engine.Outcome { return s.outcome }

// View implements engine.State: the other side's undisclosed lock-ons and
// torp launches, its undisclosed fire of this step and which of its
// shuttles is the real command ship are removed, and so are the dice: a
// view with the real ones would predict the next rolls.
func (s *State) View(p engine.Player) engine.State {
	n := s.clone()
	n.dice = s.dice.Hidden()
	keep := func(side int8) bool { return engine.Player(side) == p }
	if s.ph == phLaunch {
		n.lockons = n.lockons[:0]
		for _, l := range s.lockons {
			if keep(l.side) {
				n.lockons = append(n.lockons, l)
			}
		}
	}
	if s.ph == phTorpLaunch {
		n.launches = n.launches[:0]
		for _, l := range s.launches {
			if keep(l.side) {
				n.launches = append(n.launches, l)
			}
		}
	}
	n.attacks = n.attacks[:0]
	for _, a := range s.attacks {
		if keep(a.side) || s.ph == phDuel {
			n.attacks = append(n.attacks, a)
		}
	}
	// Whether the other side's crew of this step fired or held fire (10.8)
	// is as secret as their declarations.
	if s.ph == phFire {
		for i := range n.crafts {
			if c := &n.crafts[i]; !keep(c.side) {
				for k := 0; k < c.typ.Crew; k++ {
					if n.stepOf(c, k) {
						c.holds &^= 1 << k
					}
				}
			}
		}
	}
	// 10.6 tracking mechanics: an enemy torp's target stays secret until
	// the torp reaches it; the jamming step must show what tracks whom.
	if s.opt.TorpTracking && s.ph != phJam {
		for k := range n.torps {
			if !keep(n.torps[k].side) && !n.torps[k].arrived {
				n.torps[k].target = ref{}
			}
		}
	}
	if cs := s.sc.file.Rules.CommandShip; cs != nil && engine.Player(cs.Side) != p {
		// "Hidden", not "not chosen": so the views of the two sides differ
		// from the start, and a hotseat screen hands the terminal over
		// before the owner names the real shuttle in secret.
		n.command = commandHidden
		for i := range n.crafts {
			n.crafts[i].decoy = false
		}
	}
	return n
}

// HashV1 is the hash the first version of Silent Death's saves recorded
// (rules silentdeath/1): a save written before the hash covered every
// field verifies with it. It leaves out the scenario and some fields; Hash
// covers them.
func (s *State) HashV1() uint64 {
	h := engine.NewHasher()
	h.String(hashTag)
	h.String(s.sc.file.Name)
	h.Int(s.turn)
	h.Int(int(s.ph))
	h.Bool(s.outcome.Over)
	h.Int(int(s.outcome.Winner))
	h.String(s.outcome.Reason)
	h.Uint(uint64(len(s.crafts)))
	for i := range s.crafts {
		c := &s.crafts[i]
		h.String(c.typ.Key)
		h.Int(int(c.side))
		h.String(c.id)
		h.Int(c.pos.Q)
		h.Int(c.pos.R)
		h.Int(int(c.facing))
		for _, m := range c.crew {
			h.Int(int(m.Plt))
			h.Int(int(m.Gnr))
			h.Bool(m.Dead)
		}
		for k := 0; k < maxMounts; k++ {
			h.Int(int(c.mans[k]))
			h.Int(int(c.ammo[k]))
		}
		h.Uint(uint64(c.lost))
		for _, t := range c.torps {
			h.Int(int(t))
		}
		h.Int(int(c.hits))
		h.Int(int(c.tpv))
		h.Int(int(c.state))
		h.Bool(c.noTorps)
		h.Int(int(c.driveLoss))
		h.Int(int(c.drLoss))
		h.Int(int(c.dvLoss))
		h.Bool(c.moved)
		h.Uint(uint64(c.acted) | uint64(c.holds)<<8)
		h.Bool(c.jamDone)
		h.Bool(c.damaged)
		h.Int(int(c.recovering))
		h.Bool(c.pod)
		h.Bool(c.decoy)
		// The lasting losses a campaign carries on: state like any other.
		h.Int(int(c.nLoss))
		for _, l := range c.losses[:c.nLoss] {
			h.Int(int(l.kind))
			h.Int(int(l.n))
			h.Int(int(l.box))
		}
	}
	h.Uint(uint64(len(s.torps)))
	for _, t := range s.torps {
		h.Int(t.id)
		h.Int(int(t.side))
		h.Int(t.owner)
		h.Int(int(t.mark))
		h.Int(t.pos.Q)
		h.Int(t.pos.R)
		h.Int(int(t.facing))
		h.Int(int(t.target.kind))
		h.Int(t.target.n)
		h.Bool(t.arrived)
		h.Bool(t.moved)
	}
	h.Uint(uint64(len(s.sats)))
	for _, x := range s.sats {
		h.Bool(x.comm)
		h.Int(int(x.side))
		h.Int(x.pos.Q)
		h.Int(x.pos.R)
		h.Int(x.damage)
		h.Bool(x.dead)
	}
	h.Uint(uint64(len(s.asteroids)))
	for _, a := range s.asteroids {
		h.Int(a.Q)
		h.Int(a.R)
	}
	h.Int(int(s.drift))
	h.Int(s.nextTorp)
	h.Int(s.pod.Q)
	h.Int(s.pod.R)
	h.Int(int(s.podState))
	h.Int(s.offboard)
	h.Int(s.command)
	h.Int(int(s.declarer))
	h.Uint(uint64(len(s.lockons)))
	for _, l := range s.lockons {
		h.Int(int(l.side))
		h.Int(l.craft)
		h.Int(l.mount)
		h.Int(int(l.target.kind))
		h.Int(l.target.n)
		h.Bool(l.rolled)
		h.Bool(l.ok)
		h.Int(l.n)
	}
	h.Uint(uint64(len(s.launches)))
	for _, l := range s.launches {
		h.Int(int(l.side))
		h.Int(l.craft)
		h.Int(int(l.mark))
		h.Int(int(l.target.kind))
		h.Int(l.target.n)
	}
	h.Int(int(s.initWinner))
	h.Int(int(s.mfirst))
	h.Int(int(s.lastSide))
	h.Bool(s.held)
	h.Int(s.mover)
	h.Int(s.mp)
	h.Bool(s.turnedHere)
	h.Bool(s.acted)
	h.Bool(s.mineSpent)
	h.Int(s.step)
	h.Uint(uint64(len(s.attacks)))
	for _, a := range s.attacks {
		h.Int(int(a.side))
		h.Int(a.craft)
		h.Int(a.crew)
		h.Int(a.mount)
		h.Int(int(a.target.kind))
		h.Int(a.target.n)
	}
	h.Uint(uint64(len(s.pending)))
	for _, c := range s.pending {
		h.Int(int(c.kind))
		h.Int(int(c.chooser))
		h.Int(c.craft)
	}
	if s.opt != (Options{}) {
		s.hashOptional(h)
	}
	s.dice.HashInto(h)
	return h.Sum()
}

// Drive is the craft's current Drive: the highest unmarked □ value less
// any critical drive damage.
func (c *craft) Drive(first bool) int {
	if first {
		return c.typ.Drive()
	}
	return max(0, c.typ.DriveAfter(int(c.hits))-int(c.driveLoss))
}

// DR is the current Damage Reduction; Your First Game has none.
func (c *craft) DR(first bool) int {
	if first {
		return 0
	}
	if c.blank > 0 && c.typ.Track[c.blank-1].Kind == BoxDR {
		v := 0
		for k := int(c.hits); k < len(c.typ.Track); k++ {
			if b := c.typ.Track[k]; b.Kind == BoxDR && k != int(c.blank-1) {
				v = max(v, b.Value)
			}
		}
		return max(0, v-int(c.drLoss))
	}
	return max(0, c.typ.DRAfter(int(c.hits))-int(c.drLoss))
}

func (c *craft) alive() bool { return c.state == inPlay }

// realInPlay reports whether c is a real craft still in the battle: alive
// and not 11.5's decoy, which only stands in for the command ship and so
// counts for nothing, launches nothing and repairs nothing.
func (c *craft) realInPlay() bool { return c.alive() && !c.decoy }

func (c *craft) mountLost(m int) bool { return c.lost&(1<<m) != 0 }

// dv is the craft's current Defensive Value: Drive 0 caps it at 5 (7.1),
// and so does the recovery turn of 11.1.
func (s *State) dv(i int) int {
	c := &s.crafts[i]
	v := max(1, c.typ.DV-int(c.dvLoss))
	if c.Drive(s.firstGame) == 0 || (c.recovering != 0 && int(c.recovering) == s.turn) {
		v = min(v, ImmobileMaxDV)
	}
	return v
}

func (s *State) label(i int) string {
	c := &s.crafts[i]
	return Possessive(s.names[c.side]) + " " + c.typ.Name + " " + c.id
}

func (s *State) refLabel(r ref) string {
	switch r.kind {
	case refCraft:
		if r.n >= 0 && r.n < len(s.crafts) {
			return s.label(r.n)
		}
	case refTorp:
		if t := s.torpByID(r.n); t >= 0 {
			return Possessive(s.names[s.torps[t].side]) + " " + s.torps[t].mark.String() + " torp #" + itoa(r.n)
		}
		return "torp #" + itoa(r.n)
	case refSat:
		if r.n >= 0 && r.n < len(s.sats) {
			x := &s.sats[r.n]
			if x.comm {
				return Possessive(s.names[x.side]) + " Comm Sat"
			}
			return Possessive(s.names[x.side]) + " Laser Sat " + string(rune('A'+r.n))
		}
	case refOff:
		return "the fighter tender off the map"
	}
	return "nothing"
}

func (s *State) torpByID(id int) int {
	for i := range s.torps {
		if s.torps[i].id == id {
			return i
		}
	}
	return -1
}

// refPos is where a target is, and whether it is still there.
func (s *State) refPos(r ref) (hex.Hex, bool) {
	switch r.kind {
	case refCraft:
		if r.n >= 0 && r.n < len(s.crafts) && s.crafts[r.n].alive() {
			return s.crafts[r.n].pos, true
		}
	case refTorp:
		if t := s.torpByID(r.n); t >= 0 {
			return s.torps[t].pos, true
		}
	case refSat:
		if r.n >= 0 && r.n < len(s.sats) && !s.sats[r.n].dead {
			return s.sats[r.n].pos, true
		}
	}
	return hex.Hex{}, false
}

// refSide is the side a target belongs to.
func (s *State) refSide(r ref) int8 {
	switch r.kind {
	case refCraft:
		return s.crafts[r.n].side
	case refTorp:
		if t := s.torpByID(r.n); t >= 0 {
			return s.torps[t].side
		}
	case refSat:
		return s.sats[r.n].side
	}
	return -1
}

// occupied reports whether a craft other than skip, or a satellite, is in h;
// for side, the unrecovered pod counts too if side may not end there.
func (s *State) occupied(h hex.Hex, skip int, side int8) bool {
	for i := range s.crafts {
		if i != skip && s.crafts[i].alive() && s.crafts[i].pos == h {
			return true
		}
	}
	for _, x := range s.sats {
		if !x.dead && x.pos == h {
			return true
		}
	}
	if s.podState == 0 && s.pod == h && side != int8(s.sc.file.Rules.Pod.Side) {
		return true
	}
	return false
}

// turnBlocked reports whether a craft other than skip, or a satellite, is
// in h: no turn is made there (5.2, 11.2, 11.6). The life pod forbids only
// ending a move in its hex (11.1), so it does not count.
func (s *State) turnBlocked(h hex.Hex, skip int) bool {
	return s.occupied(h, skip, int8(s.podSide()))
}

// podSide is the side whose life pod floats on the map (11.1), or −1.
func (s *State) podSide() int {
	if p := s.sc.file.Rules.Pod; p != nil {
		return p.Side
	}
	return -1
}

func (s *State) asteroidAt(h hex.Hex) bool {
	for _, a := range s.asteroids {
		if a == h {
			return true
		}
	}
	return false
}

// Check implements engine.State: Apply's verdict without keeping its state.
func (s *State) Check(in engine.Intent) error {
	_, _, err := s.Apply(in)
	return err
}

// hashOptional is HashV1's part for the optional rules.
func (s *State) hashOptional(h *engine.Hasher) {
	s.opt.hash(h)
	for i := range s.crafts {
		c := &s.crafts[i]
		h.Int(int(c.decoys))
		h.Bool(c.pdLost)
		h.Int(int(c.defence))
		h.Bool(c.fullStop)
		h.Bool(c.drifted)
		h.Bool(c.firedT)
		h.Bool(c.hitT)
		h.Bool(c.dcUsed)
		h.Int(int(c.blank))
		h.Int(int(c.lastFx.kind))
		h.Int(int(c.lastFx.n))
		h.Bool(c.lastFx.crit)
		h.Uint(uint64(c.critBy))
		h.Int(int(c.wounds))
	}
	h.Bool(s.entered)
	h.Bool(s.lastSlip)
	h.Int(s.duelIdx)
	for _, a := range s.attacks {
		h.Bool(a.late)
		h.Bool(a.duel)
	}
}
