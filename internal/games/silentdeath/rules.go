package silentdeath

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Event kinds.
const (
	EvCommand    = "command"
	EvDeclare    = "declare"
	EvLaunch     = "launch"
	EvLockOn     = "lockon"
	EvSalvo      = "salvo"
	EvInitiative = "initiative"
	EvMove       = "move"
	EvTorpMove   = "torp-move"
	EvDetonate   = "detonate"
	EvDodge      = "dodge"
	EvJam        = "jam"
	EvAttack     = "attack"
	EvCritical   = "critical"
	EvDamage     = "damage"
	EvLoss       = "loss"
	EvMine       = "mine"
	EvAsteroid   = "asteroid"
	EvPod        = "pod"
	EvDecoy      = "decoy"
	EvTurn       = "turn"
	EvGameOver   = "game-over"
	EvPurchase   = "purchase"
)

// Apply implements engine.State.
func (s *State) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	x, err := normalize(in)
	if err != nil {
		return nil, nil, err
	}
	if err := s.check(x); err != nil {
		return nil, nil, err
	}
	n := s.cloneFor(x)
	var ev events
	n.apply(x, &ev)
	n.advance(&ev)
	return n, ev.list, nil
}

// check says why x is not legal now, or returns nil.
func (s *State) check(x engine.Intent) error {
	by := x.Actor()
	switch {
	case s.outcome.Over:
		return errors.New("the game is over")
	case by != 0 && by != 1:
		return fmt.Errorf("player %d does not exist", int(by))
	case !s.Phase().Acting(by):
		return fmt.Errorf("it is not %s turn to act (%s)", Possessive(s.names[by]), s.Phase().Name)
	case s.ph == phBuy && len(s.pending) == 0:
		return s.buy.check(int8(by), x)
	}
	for _, l := range s.Legal(by) {
		if l == x {
			return nil
		}
	}
	return s.why(x)
}

// why explains a refusal in the player's words.
func (s *State) why(x engine.Intent) error {
	if _, ok := x.(Hold); ok {
		if err := s.whyNotHold(x.Actor()); err != nil {
			return err
		}
	}
	switch x.(type) {
	case TorpStep, TorpFly:
		return s.whyNotFlight(x)
	}
	ci, ok := x.(crafted)
	if !ok {
		return fmt.Errorf("%s is not possible now (%s)", s.Describe(x, x.Actor()), s.Phase().Name)
	}
	i := int(ci.craftOf())
	if i < 0 || i >= len(s.crafts) {
		return fmt.Errorf("there is no craft %d", i)
	}
	c := &s.crafts[i]
	name := s.label(i)
	switch x.(type) {
	case Lose, LoseTorp:
	default:
		if !c.alive() {
			return fmt.Errorf("%s is no longer in play", name)
		}
		if engine.Player(c.side) != x.Actor() {
			return fmt.Errorf("%s is not yours", name)
		}
	}
	var err error
	switch x := x.(type) {
	case Forward, Turn, Tight, Stop, Face:
		return s.whyNotMove(x, i)
	case Fire:
		if err := s.whyNotFire(x, i, name); err != nil {
			return err
		}
		return fmt.Errorf("%s cannot fire that weapon at that target now (arc, range, target speed, or this crew member has fired)", name)
	case LockOn:
		if err := s.whyNotLock(x, i, name); err != nil {
			return err
		}
		return fmt.Errorf("%s cannot lock that launcher on that target (range 10, arc, ammunition, one target per launcher)", name)
	case Torp:
		if s.ph == phLaunch || s.ph == phSalvo {
			return errors.New("torps are launched after the missiles are fired (4.2): first the lock-ons, their rolls and the salvos")
		}
		if s.ph != phTorpLaunch {
			return errors.New("torps are launched only in the Missile/Torp Launch Phase")
		}
		return fmt.Errorf("%s has no such torp left to launch at that target", name)
	case Pass:
		err = s.whyNotPass(x, i, name)
	case Jam:
		err = s.whyNotJam(x, i, name)
	case Salvo:
		err = s.whyNotSalvo(x)
	case Slip:
		err = s.whyNotSlip(x, i, name)
	case FullStop:
		err = s.whyNotFullStop(i, name)
	case Decoy:
		err = s.whyNotDecoy(i, name)
	case Dodge, PointDef:
		err = s.whyNotDefence(x, i, name)
	case Duel, NoDuel:
		err = s.whyNotDuel(x, i, name)
	case Repair, NoRepair:
		err = s.whyNotRepair(x, i, name)
	}
	if err != nil {
		return err
	}
	return fmt.Errorf("%s is not possible now", s.Describe(x, x.Actor()))
}

// whyNotMove explains why craft i may not make the movement step x.
func (s *State) whyNotMove(x engine.Intent, i int) error {
	c := &s.crafts[i]
	name := s.label(i)
	if err := s.whyNotTurnShape(x, name); err != nil {
		return err
	}
	if s.ph == phDrive0 {
		if err := s.whyNotDrive0Next(i); err != nil {
			return err
		}
		switch x.(type) {
		case Forward, Tight, Face:
			return fmt.Errorf("%s is at Drive 0: it may turn one hexside or keep its facing (10.3)", name)
		case Turn:
			if !s.opt.Drive0Turns {
				return fmt.Errorf("%w: %s at Drive 0 keeps its facing", whyOptionOff("10.3's Drive 0 turns"), name)
			}
		}
		return fmt.Errorf("%s may not turn in a hex occupied by another craft", name)
	}
	if s.ph != phMove {
		return errors.New("craft move only in the Movement Phase")
	}
	if err := s.whyNotMoverNow(i, name); err != nil {
		return err
	}
	if err := s.whyNotFace(x, i, name); err != nil {
		return err
	}
	left := c.Drive(s.firstGame) - s.mp
	switch x.(type) {
	case Forward:
		if left < 1 {
			return fmt.Errorf("%s has no movement points left", name)
		}
		return fmt.Errorf("%s could not end its move anywhere past the occupied hex ahead", name)
	case Stop:
		return fmt.Errorf("%s may not end its move in an occupied hex", name)
	}
	switch x := x.(type) {
	case Tight:
		if err := s.whyNotTight(x, i, name); err != nil {
			return err
		}
	case Turn:
		if d := c.Drive(false); !s.firstGame && d < TurnCost && s.mover == i && s.acted {
			return fmt.Errorf("%s has Drive %d: below 3 it may turn one hexside only as its sole action of the phase (5.2)", name, d)
		}
	}
	if s.mover == i && s.turnedHere {
		return fmt.Errorf("%s has already turned in this hex: one turn a hex, normal or tight (5.2)", name)
	}
	if s.turnBlocked(c.pos, i) {
		return fmt.Errorf("%s may not turn in a hex occupied by another craft (5.2)", name)
	}
	if s.opt.Turning && !s.firstGame && c.Drive(false) >= TurnCost && !c.drifted && !(s.mover == i && s.entered) {
		return fmt.Errorf("%s must enter a new hex before it turns (10.3's turning restriction)", name)
	}
	if _, ok := x.(Tight); ok {
		return fmt.Errorf("%s has %d movement points left: a tight turn costs its TTC, the pilot's die + 3, so at least 4 (5.2)", name, left)
	}
	return fmt.Errorf("%s has %d movement points left: a turn costs %d (5.2)", name, left, TurnCost)
}

// Legal implements engine.State: every legal intent of p, in a fixed order.
// In a phase of purchases it lists each craft with its crew at a few
// skills: a purchase with other skills is legal too (Check says).
func (s *State) Legal(p engine.Player) []engine.Intent {
	if s.outcome.Over || !s.Phase().Acting(p) {
		return nil
	}
	var out []engine.Intent
	add := func(x engine.Intent) { out = append(out, x) }
	if len(s.pending) > 0 {
		s.lossOptions(p, add)
		return out
	}
	switch s.ph {
	case phBuy:
		s.buy.legal(p, add)
	case phCommand:
		cs := s.sc.file.Rules.CommandShip
		for _, name := range cs.Crafts {
			add(Command{By: p, Craft: CraftID(s.craftIndex(cs.Side, name))})
		}
	case phLaunch, phTorpLaunch:
		s.launchOptions(int8(p), add)
		add(Declared{By: p})
	case phSalvo:
		for _, l := range s.lockons {
			if l.ok && l.n == 0 {
				c := &s.crafts[l.craft]
				// 4.1: missiles "may" be fired after a lock-on, up to
				// 10: a salvo of none holds them.
				for n := 0; n <= min(MaxSalvo, int(c.ammo[l.mount])); n++ {
					add(Salvo{By: p, Craft: CraftID(l.craft), Mount: l.mount, N: n})
				}
				break
			}
		}
	case phMoveStart:
		add(Initiative{By: p})
	case phDrive0:
		if i := s.drive0Next(); i >= 0 {
			s.drive0Options(i, add)
		}
	case phMove:
		if s.fly != nil {
			s.flightOptions(add)
			break
		}
		if s.mover >= 0 {
			s.moveOptions(s.mover, add)
			break
		}
		side := int8(p)
		for i := range s.crafts {
			if s.canMove(i, side) {
				s.moveOptions(i, add)
			}
		}
		if s.mayHold(side) {
			add(Hold{By: p})
		}
	case phJam:
		s.jamOptions(p, add)
	case phFire:
		s.fireOptions(int8(p), add)
	default:
		s.optionalLegal(add)
	}
	return out
}

// lossOptions lists the weapon systems or torps the first pending choice
// may take.
func (s *State) lossOptions(p engine.Player, add func(engine.Intent)) {
	ch := s.pending[0]
	c := &s.crafts[ch.craft]
	if ch.kind == chooseWeapon {
		for m := range c.typ.Mounts {
			if !c.mountLost(m) {
				add(Lose{By: p, Craft: CraftID(ch.craft), Mount: m})
			}
		}
		return
	}
	for k := Mark(0); k < numMarks; k++ {
		if c.torps[k] > 0 {
			add(LoseTorp{By: p, Craft: CraftID(ch.craft), Mark: k})
		}
	}
}

// jamOptions lists the jams (and 10.7's decoy) of the first craft that
// must choose which torp to jam.
func (s *State) jamOptions(p engine.Player, add func(engine.Intent)) {
	for i := range s.crafts {
		if !s.jamChoice(i) {
			continue
		}
		for _, t := range s.torps {
			if t.target == (ref{refCraft, i}) {
				add(Jam{By: p, Craft: CraftID(i), Target: ref{refTorp, t.id}})
			}
		}
		if s.opt.Decoys && s.crafts[i].decoys > 0 {
			add(Decoy{By: p, Craft: CraftID(i)})
		}
		return
	}
}

func (s *State) craftIndex(side int, label string) int {
	base := 0
	for p := 0; p < side; p++ {
		base += len(s.sc.file.Sides[p].Craft)
	}
	return base + s.sc.findCraft(side, label)
}

// apply changes n (a fresh clone) by the legal intent x.
func (n *State) apply(x engine.Intent, ev *events) {
	p := int8(x.Actor())
	switch x := x.(type) {
	case Buy, Hire, Unbuy, Done:
		n.applyBuy(x, ev)
	case Lose:
		i := int(x.Craft)
		c := &n.crafts[i]
		c.lost |= 1 << x.Mount
		c.noteLasting(lossWeapon, x.Mount, n.pending[0].box)
		n.noteLoss(i, fxWeapon, x.Mount)
		n.pending = n.pending[1:]
		ev.add(EvLoss, p, n.label(i)+" loses its "+c.typ.Mounts[x.Mount].Name(), nil)
	case LoseTorp:
		i := int(x.Craft)
		c := &n.crafts[i]
		c.torps[x.Mark]--
		c.noteLasting(lossTorp, int(x.Mark), n.pending[0].box)
		n.noteLoss(i, fxTorp, int(x.Mark))
		n.pending = n.pending[1:]
		ev.add(EvLoss, p, n.label(i)+" loses a "+x.Mark.String()+" torp", nil)
	case Command:
		n.command = int(x.Craft)
		cs := n.sc.file.Rules.CommandShip
		for _, name := range cs.Crafts {
			if i := n.craftIndex(cs.Side, name); i != n.command {
				n.crafts[i].decoy = true
			}
		}
		ev.secret(EvCommand, p, n.label(n.command)+" is the real command ship; the other shuttle is the decoy")
		ev.add(EvCommand, p, engine.Agree(n.names[p], "has")+" recorded which shuttle is the real command ship", nil)
		n.ph = phLaunch
	case LockOn:
		i := int(x.Craft)
		n.lockons = append(n.lockons, lockon{side: p, craft: i, mount: x.Mount, target: x.Target})
		ev.secret(EvDeclare, p, n.label(i)+" will try to lock its "+n.crafts[i].typ.Mounts[x.Mount].Name()+" on "+n.refLabel(x.Target))
	case Torp:
		i := int(x.Craft)
		n.launches = append(n.launches, launch{side: p, craft: i, mark: x.Mark, target: x.Target})
		ev.secret(EvDeclare, p, n.label(i)+" will launch a "+x.Mark.String()+" at "+n.refLabel(x.Target))
	case Declared:
		what := "lock-on declarations"
		if n.ph == phTorpLaunch {
			what = "torp launch declarations"
		}
		ev.add(EvDeclare, p, engine.Agree(n.names[p], "has")+" made "+engine.Its(n.names[p])+" "+what, nil)
		n.declarer++
	case Salvo:
		n.applySalvo(p, x.N, ev)
	case Initiative:
		n.rollInitiative(ev)
		if n.drive0Next() >= 0 {
			n.ph = phDrive0
		}
	case Hold:
		n.held = true
		ev.add(EvMove, p, engine.Agree(n.names[p], "holds")+" "+engine.Its(n.names[p])+" last craft back to move last", nil)
	case Forward, Turn, Tight, Stop, Face:
		if n.ph == phDrive0 {
			n.drive0Turn(x, ev)
			break
		}
		n.applyMove(x, ev)
	case TorpStep, TorpFly:
		n.applyFlight(x, ev)
	case Jam:
		n.crafts[x.Craft].jamDone = true
		n.jam(ev, int(x.Craft), x.Target.n)
	case Fire:
		i := int(x.Craft)
		c := &n.crafts[i]
		c.acted |= 1 << x.Crew
		n.attacks = append(n.attacks, attack{side: p, craft: i, crew: x.Crew, mount: x.Mount, target: x.Target})
		ev.secret(EvDeclare, p, n.label(i)+" will fire its "+c.typ.Mounts[x.Mount].Name()+" at "+n.refLabel(x.Target))
	case Pass:
		n.crafts[x.Craft].acted |= 1 << x.Crew
		if n.opt.GunneryDuels && !n.firstGame {
			// 10.8: a crew member who held fire has not fired; he may
			// still answer an attack on his craft with a duel.
			n.crafts[x.Craft].holds |= 1 << x.Crew
		}
	default:
		n.applyOptional(x, ev)
	}
}

// applySalvo fires n missiles from the first launcher that locked on and
// has not fired.
func (n *State) applySalvo(p int8, k int, ev *events) {
	for li := range n.lockons {
		l := &n.lockons[li]
		if l.ok && l.n == 0 {
			if k == 0 {
				// 4.1: the lock-on lets the launcher fire; it need not.
				// Nothing is discharged (no 10.12 or 11.5 effect).
				l.n = salvoHeld
				ev.add(EvSalvo, p, fmt.Sprintf("%s holds its missiles (locked on %s)", n.label(l.craft), n.refLabel(l.target)), nil)
				return
			}
			l.n = k
			n.crafts[l.craft].ammo[l.mount] -= int8(k)
			n.crafts[l.craft].firedT = true
			ev.add(EvSalvo, p, fmt.Sprintf("%s fires %s at %s", n.label(l.craft), engine.Count(k, "missile", "missiles"), n.refLabel(l.target)), nil)
			n.commandFired(ev, l.craft)
			return
		}
	}
}

// advance runs every automatic step until a player must decide or the game
// ends.
func (n *State) advance(ev *events) {
	for guard := 0; guard < 10000; guard++ {
		if n.ph == phBuy {
			return // nothing is on the map until the purchases are made
		}
		n.purgePending(ev)
		n.checkVictory(ev, false)
		if n.outcome.Over || len(n.pending) > 0 {
			return
		}
		if !n.nextPhase(ev) {
			return
		}
	}
}

// nextPhase is one automatic step of the turn sequence: it does what the
// current phase does on its own and moves on to the phase after it. It
// reports false, leaving the phase as it is, when the phase waits for a
// player's choice (or is not one advance may leave on its own).
func (n *State) nextPhase(ev *events) bool {
	switch n.ph {
	case phCommand, phMoveStart, phBuy:
		return false
	case phLaunch:
		if !n.declarationsDone() {
			return false
		}
		n.rollLockOns(ev)
		n.ph = phSalvo
	case phSalvo:
		for _, l := range n.lockons {
			if l.ok && l.n == 0 {
				return false
			}
		}
		// 4.2: the torps are launched after the missiles are fired,
		// in a round of secret declarations of their own.
		n.ph, n.declarer = phTorpLaunch, 0
	case phTorpLaunch:
		if !n.declarationsDone() {
			return false
		}
		n.revealTorps(ev)
		n.ph = phMoveStart
	case phDrive0:
		if n.drive0Next() >= 0 {
			return false
		}
		n.ph = phMove
	case phMove:
		return n.endMovePhase(ev)
	case phDefence:
		if n.defenceChoice() >= 0 {
			return false
		}
		n.ph = phTorpResults
	case phTorpResults:
		n.torpResults(ev)
		n.autoJam(ev)
		n.ph = phJam
	case phJam:
		for i := range n.crafts {
			if n.jamChoice(i) {
				return false
			}
		}
		n.ph = phFireStart
	case phFireStart:
		n.startFire(ev)
	case phFire:
		return n.fireStep(ev)
	case phDuel:
		return n.duelStep(ev)
	case phMissiles:
		n.missileResults(ev)
		n.ph = phEndTurn
	case phEndTurn:
		n.endTurn(ev)
	case phRepair:
		if n.repairChoice() >= 0 {
			return false
		}
		n.repairAt = 0
		n.closeTurn(ev)
	default:
		return false
	}
	return true
}

// declarationsDone passes over the sides, from the current declarer on,
// that have nothing to launch, and reports whether both sides are through
// a round of launch declarations (missiles or torps).
func (n *State) declarationsDone() bool {
	for n.declarer < 2 && !n.hasLaunchOptions(n.declarer) {
		n.declarer++
	}
	return n.declarer >= 2
}

// endMovePhase ends the movement phase once no craft is moving or left to
// move, and goes on to point defence, torp results or, in the first game,
// straight to fire. It reports false while the phase goes on.
func (n *State) endMovePhase(ev *events) bool {
	if n.mover >= 0 || n.fly != nil {
		return false
	}
	if n.moverSide() >= 0 {
		return false
	}
	if !n.endMovement(ev) {
		return false
	}
	switch {
	case n.firstGame:
		n.ph = phFireStart
	case n.opt.PointDefence:
		n.ph = phDefence
	default:
		n.ph = phTorpResults
	}
	return true
}

// startFire opens the fire phase: every craft may act again, the laser
// satellites fire, and the first step of fire begins.
func (n *State) startFire(ev *events) {
	for i := range n.crafts {
		n.crafts[i].acted, n.crafts[i].holds = 0, 0
	}
	n.laserSatsFire(ev)
	n.step = 0
	n.ph = phFire
	n.noTargets(ev)
}

// fireStep resolves a step of fire once no craft may still declare in it,
// by way of gunnery duels when that option is on, and moves on to the next
// step or, after the last, to missiles (the end of the turn in the first
// game). It reports false while a craft may still declare.
func (n *State) fireStep(ev *events) bool {
	if n.anyEligible(0) || n.anyEligible(1) {
		return false
	}
	if n.opt.GunneryDuels && len(n.attacks) > 0 {
		n.ph, n.duelIdx = phDuel, 0
		return true
	}
	n.resolveStep(ev)
	n.step++
	if n.step >= n.numSteps() {
		if n.firstGame {
			n.ph = phEndTurn
		} else {
			n.ph = phMissiles
		}
	}
	return true
}

// duelStep resolves the step's gunnery duels once every attack is chosen,
// then moves on to the next step of fire or, after the last, to missiles.
// It reports false while a duel waits for its attack.
func (n *State) duelStep(ev *events) bool {
	if n.duelAttack() >= 0 {
		return false
	}
	if !n.resolveStep(ev) {
		return true // a duel loser waits for a w/W choice
	}
	n.duelIdx = 0
	n.step++
	n.ph = phFire
	if n.step >= n.numSteps() {
		n.ph = phMissiles
	}
	return true
}

// noTargets says, at the start of a Cannon Fire Phase, which side has no
// weapon bearing on a target, so that a phase passed over without a
// question is explained in the log.
func (n *State) noTargets(ev *events) {
	for p := int8(0); p < 2; p++ {
		if n.inPlay(p) == 0 || n.canFireAny(p) {
			continue
		}
		ev.add(EvAttack, p, engine.Agree(n.names[p], "has")+" no cannon bearing on a target in arc and range this turn", nil)
	}
}

// canFireAny reports whether a crew member of side p could fire a cannon
// at something in this Cannon Fire Phase, whatever his firing step.
func (s *State) canFireAny(p int8) bool {
	for i := range s.crafts {
		c := &s.crafts[i]
		// 11.5's decoy counts as a craft that could fire: the log must
		// not tell the enemy which shuttle cannot.
		if !c.alive() || c.side != p {
			continue
		}
		for k := 0; k < c.typ.Crew; k++ {
			if !c.crew[k].Dead && s.crewOptions(i, k, nil) > 0 {
				return true
			}
		}
	}
	return false
}

// purgePending drops choices that no longer have anything to choose from,
// and makes those with a single option at once; the log says which, since
// nobody was asked.
func (n *State) purgePending(ev *events) {
	for len(n.pending) > 0 {
		ch := n.pending[0]
		c := &n.crafts[ch.craft]
		if !c.alive() {
			n.pending = n.pending[1:]
			continue
		}
		opts := 0
		last := -1
		if ch.kind == chooseWeapon {
			for m := range c.typ.Mounts {
				if !c.mountLost(m) {
					opts++
					last = m
				}
			}
		} else {
			for k := range c.torps {
				if c.torps[k] > 0 {
					opts++
					last = k
				}
			}
		}
		switch {
		case opts == 0:
			what := "weapon system"
			if ch.kind != chooseWeapon {
				what = "torp aboard"
			}
			ev.add(EvLoss, ch.chooser, n.label(ch.craft)+" has no "+what+" left to lose", nil)
			n.pending = n.pending[1:]
		case opts == 1:
			if ch.kind == chooseWeapon {
				c.lost |= 1 << last
				c.noteLasting(lossWeapon, last, ch.box)
				n.noteLoss(ch.craft, fxWeapon, last)
				ev.add(EvLoss, ch.chooser, n.label(ch.craft)+" loses its "+c.typ.Mounts[last].Name()+", its only weapon system left", nil)
			} else {
				c.torps[last]--
				c.noteLasting(lossTorp, last, ch.box)
				n.noteLoss(ch.craft, fxTorp, last)
				ev.add(EvLoss, ch.chooser, n.label(ch.craft)+" loses a "+Mark(last).String()+" torp, the only kind aboard", nil)
			}
			n.pending = n.pending[1:]
		default:
			return
		}
	}
}

func (n *State) endTurn(ev *events) {
	// 10.5: the asteroids drift at the end of the turn, after the Missile
	// Results Phase: still within the turn, so a carrier they destroy did
	// not survive its recovery turn and leaves the pod where it is.
	n.driftAsteroids(ev)
	// 11.1: a carrier that stayed in the pod's hex through its recovery
	// turn takes the pod aboard.
	for i := range n.crafts {
		c := &n.crafts[i]
		if c.alive() && c.recovering != 0 && int(c.recovering) == n.turn && n.podState == 0 && c.pos == n.pod {
			c.pod, c.recovering = true, 0
			n.podState = 1
			ev.add(EvPod, c.side, n.label(i)+" has recovered the life pod", nil)
		}
	}
	if n.opt.DamageControl {
		if n.sc.autoRepair {
			n.damageControl(ev) // rules 1 to 10 rolled it unasked
		} else {
			// 10.12: a craft that qualifies "may attempt" it; its owner
			// is asked (phRepair), side 0's craft first as in the rolls
			// before.
			n.ph, n.repairAt = phRepair, 0
			if n.repairChoice() >= 0 {
				return
			}
			n.ph = phEndTurn
		}
	}
	n.closeTurn(ev)
}

// closeTurn ends the turn once its repairs are made: the victory at the
// turn's end, then the next turn.
func (n *State) closeTurn(ev *events) {
	n.checkVictory(ev, true)
	if n.outcome.Over {
		return
	}
	n.turn++
	for i := range n.crafts {
		n.crafts[i].moved = false
		n.crafts[i].acted, n.crafts[i].holds = 0, 0
		n.crafts[i].jamDone = false
		n.crafts[i].firedT, n.crafts[i].hitT, n.crafts[i].defence = false, false, 0
	}
	n.lockons, n.launches, n.attacks = n.lockons[:0], n.launches[:0], n.attacks[:0]
	n.declarer = 0
	if n.firstGame {
		n.ph = phMoveStart
	} else {
		n.ph = phLaunch
	}
	ev.add(EvTurn, -1, "Turn "+itoa(n.turn)+" begins", nil)
}

// driftAsteroids moves every asteroid one hex at the end of the turn
// (10.5); one that leaves the map comes back at the other end of its row.
func (n *State) driftAsteroids(ev *events) {
	b := n.sc.board
	switch len(n.asteroids) {
	case 0:
	case 1:
		ev.add(EvAsteroid, -1, "The asteroid drifts one hex "+n.drift.String()+", the way rolled for the game (10.5)", nil)
	default:
		ev.add(EvAsteroid, -1, "The "+itoa(len(n.asteroids))+" asteroids drift one hex "+n.drift.String()+", the way rolled for the game (10.5)", nil)
	}
	for ai, a := range n.asteroids {
		to := hex.Neighbor(a, n.drift)
		if !b.In(to) {
			back := n.drift.Opposite()
			to = a
			for b.In(hex.Neighbor(to, back)) {
				to = hex.Neighbor(to, back)
			}
		}
		n.asteroids[ai] = to
		for i := range n.crafts {
			if n.crafts[i].alive() && n.crafts[i].pos == to {
				n.collide(ev, i, 5)
			}
		}
		n.removeTorpsAt(ev, to, "an asteroid")
	}
}

func (n *State) removeTorpsAt(ev *events, h hex.Hex, why string) {
	keep := n.torps[:0]
	for _, t := range n.torps {
		if t.pos == h {
			ev.add(EvAsteroid, t.side, n.refLabel(ref{refTorp, t.id})+" is destroyed by "+why, nil)
			continue
		}
		keep = append(keep, t)
	}
	n.torps = keep
}

// collide rolls an asteroid's damage, dice D12s (10.5), against craft i.
func (n *State) collide(ev *events, i, dice int) {
	ds := make([]engine.Die, dice)
	for k := range ds {
		ds[k] = engine.Die{Sides: 12, Face: n.dice.D(12)}
	}
	why := " (a drift collision: 5D12, 10.5)"
	if dice == 10 {
		why = " (flying into its hex: 10D12, 10.5)"
	}
	r := engine.NewRoll(n.label(i)+" hits an asteroid"+why, ds, nil, 0, "")
	// The DR is read before the damage: the log names the DR taken off,
	// not what the boxes just marked left of it.
	dr := n.crafts[i].DR(n.firstGame)
	dmg := r.Total - dr
	var sub events
	txt := n.damageCraft(&sub, i, dmg, -1)
	// The damage after the DR, as a cannon hit's line gives it ("−5 DR =
	// 15 damage"): the boxes marked alone do not tell it when the craft
	// had fewer left.
	ev.add(EvAsteroid, n.crafts[i].side, damageWords("Asteroid", All, faces(ds), nil, 0, dr, max(0, dmg))+": "+txt, &r)
	ev.list = append(ev.list, sub.list...)
}

// 10.5's "asteroid collisions immediately destroy tracking torpedoes" is
// read as a torp in flight (a tracking torp, as the rulebook names every
// torp on its way to a target) meeting an asteroid: one an asteroid drifts
// onto is destroyed (removeTorpsAt), and a torp's flight never enters an
// asteroid's hex (torpflight.go). The torps tracking a craft that collides
// fly on: rules 8 and 9 destroyed them with the craft's collision, which
// rules 10 corrected (TestRule_10_5_CollisionSparesTrackingTorps).
