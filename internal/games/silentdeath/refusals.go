package silentdeath

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The refusals say which rule the intent breaks. The Standard Game's own
// steps: a turn of the wrong size (5.2), a hold out of turn (5.1), a shot
// out of its firing step, arc, range or speed limit (6.0–6.2), a lock-on
// out of reach or a salvo of the wrong size (4.1), a jam at a torp that
// tracks another target (4.2). The optional rules' (10.0): the rule not in
// force, or which of its conditions fails. Each returns nil when it finds
// nothing to say, and the caller falls back to its general message.

// whyNotTurnShape refuses a turn or tight turn that is not one: a turn is
// one hexside either way, a tight turn two or three (5.2).
func (s *State) whyNotTurnShape(x engine.Intent, name string) error {
	switch x := x.(type) {
	case Turn:
		if x.Dir != -1 && x.Dir != 1 {
			return fmt.Errorf("%s: a turn is one hexside, dir −1 (left) or +1 (right), not %d; more than one hexside in a hex is a tight turn (5.2)", name, x.Dir)
		}
	case Tight:
		if (x.Facing < 0 || x.Facing > 5) && x.Facing != FaceAfterRoll {
			return fmt.Errorf("%s: facing %d does not exist (0–5: N, NE, SE, S, SW, NW)", name, x.Facing)
		}
	}
	return nil
}

// whyNotTight refuses a tight turn that Your First Game, a slow craft or
// the facing asked for does not allow (5.2).
func (s *State) whyNotTight(x Tight, i int, name string) error {
	c := &s.crafts[i]
	switch {
	case s.firstGame:
		return fmt.Errorf("%s: Your First Game has no tight turns; turn one hexside at a time, 3 MP each", name)
	case c.Drive(false) < TurnCost:
		return fmt.Errorf("%s has Drive %d: below 3 it may turn one hexside as its only action, never a tight turn (5.2)", name, c.Drive(false))
	}
	if x.Facing == FaceAfterRoll {
		return nil
	}
	d := (x.Facing - int(c.facing) + 6) % 6
	switch d {
	case 0:
		return fmt.Errorf("%s already faces %s: a tight turn turns two or three hexsides (5.2)", name, c.facing)
	case 1, 5:
		return fmt.Errorf("%s: %s is one hexside from %s, a normal turn (3 MP); a tight turn turns two or three hexsides (5.2)", name, hex.Direction(x.Facing), c.facing)
	}
	return nil
}

// whyNotFace refuses a step that does not fit a tight turn's facing being
// due (5.2): anything else while it is, a Face while it is not, a facing
// fewer than two hexsides away; and a tight turn whose facing is named at
// the wrong moment: after the roll in the Standard Game, with the turn
// under 10.3's set cost turns.
func (s *State) whyNotFace(x engine.Intent, i int, name string) error {
	c := &s.crafts[i]
	due := s.mover == i && s.faceNext
	if f, ok := x.(Face); ok {
		if !due {
			return fmt.Errorf("%s has no tight turn paid for and waiting for its facing (5.2)", name)
		}
		if f.Facing < 0 || f.Facing > 5 {
			return fmt.Errorf("%s: facing %d does not exist (0–5: N, NE, SE, S, SW, NW)", name, f.Facing)
		}
		if s.faceOne {
			switch (f.Facing - int(c.facing) + 6) % 6 {
			case 1, 5:
				return nil
			}
			return fmt.Errorf("%s: %s is not one hexside from %s; its set cost turn failed, so it turns only one hexside, left or right (10.3)", name, hex.Direction(f.Facing), c.facing)
		}
		switch (f.Facing - int(c.facing) + 6) % 6 {
		case 0, 1, 5:
			return fmt.Errorf("%s: %s is fewer than two hexsides from %s; the tight turn it paid for turns two or three (5.2)", name, hex.Direction(f.Facing), c.facing)
		}
		return nil
	}
	if due && s.faceOne {
		return fmt.Errorf("%s failed its set cost turn and has paid 3 MP for one hexside: it names that facing first, left or right of %s (10.3)", name, c.facing)
	}
	if due {
		return fmt.Errorf("%s has paid for its tight turn: it names its facing first, two or three hexsides from %s (5.2)", name, c.facing)
	}
	t, ok := x.(Tight)
	if !ok || s.firstGame || c.Drive(false) < TurnCost {
		return nil // whyNotTight says why such a craft makes no tight turn
	}
	switch {
	case s.opt.SetTurns && t.Facing == FaceAfterRoll:
		return fmt.Errorf("%s: with 10.3's set cost turns a tight turn names its facing, since its cost depends on the hexsides turned", name)
	case s.sc.facingFirst && t.Facing == FaceAfterRoll:
		return fmt.Errorf("%s: this game, saved under rules before %s, names a tight turn's facing with the turn", name, RulesVersion)
	case !s.opt.SetTurns && t.Facing != FaceAfterRoll && !s.sc.facingFirst:
		return fmt.Errorf("%s: the facing of a tight turn is chosen after its cost is rolled and paid (5.2); make the tight turn, then face", name)
	}
	return nil
}

// whyNotMoverNow explains why craft i may not take a step of its move now,
// in the Movement Phase: it has moved, or another craft is moving and must
// finish first.
func (s *State) whyNotMoverNow(i int, name string) error {
	switch {
	case s.crafts[i].moved:
		return fmt.Errorf("%s has already moved this turn", name)
	case s.mover >= 0 && s.mover != i:
		return fmt.Errorf("%s is moving; it must finish first", s.label(s.mover))
	}
	return nil
}

// whyNotDrive0Next refuses craft i's choice in the Drive 0 step while
// another craft at Drive 0 is to choose first (10.3's turns, 10.2's Full
// Stop).
func (s *State) whyNotDrive0Next(i int) error {
	if j := s.drive0Next(); j >= 0 && j != i {
		return fmt.Errorf("the craft at Drive 0 decide one by one before anybody moves (10.3, 10.2): %s decides now", s.label(j))
	}
	return nil
}

// whyNotHold explains why p may not hold a craft back now (5.1).
func (s *State) whyNotHold(p engine.Player) error {
	switch {
	case s.firstGame:
		return errors.New("Your First Game has no hold: the higher initiative roll only makes the other side move a fighter first")
	case s.ph != phMove:
		return errors.New("a craft is held back in the Movement Phase, after the initiative roll (5.1)")
	case s.held:
		return fmt.Errorf("%s already holds its last craft back (5.1: one craft)", s.names[p])
	case int8(p) != s.initWinner:
		return fmt.Errorf("only the side that won the initiative, %s, may hold a craft back to move last (5.1)", s.names[s.initWinner])
	case s.mover >= 0:
		return fmt.Errorf("%s is moving; it must finish first", s.label(s.mover))
	case s.unmoved(int8(p)) > 1:
		return fmt.Errorf("%s %d craft to move: it holds back its last one, when that is the only one left (5.1)", engine.Agree(s.names[p], "has"), s.unmoved(int8(p)))
	case s.unmoved(other(int8(p))) == 0:
		return fmt.Errorf("%s no craft left to move: %s last craft moves last as it is (5.1)", engine.Agree(s.names[other(int8(p))], "has"), Possessive(s.names[p]))
	}
	return nil
}

// whyNotCrew explains why crew member k of craft i may not act in the
// current firing step (6.0, 6.2).
func (s *State) whyNotCrew(i, k int, name string) error {
	c := &s.crafts[i]
	switch s.ph {
	case phFire:
	case phDuel:
		return nil
	default:
		return errors.New("cannon fire is declared in the Cannon Fire Phase, in the firing steps of 6.2")
	}
	if k < 0 || k >= c.typ.Crew {
		return whyNoCrewMember(c, k, name)
	}
	who := s.crewName(i, k)
	switch {
	case c.crew[k].Dead:
		return fmt.Errorf("%s was killed", who)
	case c.acted&(1<<k) != 0:
		return fmt.Errorf("%s has fired or held fire this phase: one weapon system, once a Cannon Fire Phase (6.0)", who)
	case !s.stepOf(c, k):
		role := "pilots"
		if k > 0 {
			role = "gunners"
		}
		return fmt.Errorf("%s fires with the %s of Gnr %d; the step now is %s (6.2: gunners Gnr 10 down to 1, then pilots)", who, role, c.crew[k].Gnr, s.FiringStep())
	}
	return nil
}

// whyNoCrewMember refuses crew member k, whom craft c does not have,
// naming those it has.
func whyNoCrewMember(c *craft, k int, name string) error {
	crew := "0 is the pilot"
	switch c.typ.Crew {
	case 1:
	case 2:
		crew += ", 1 the gunner"
	default:
		crew += fmt.Sprintf(", 1–%d the gunners", c.typ.Crew-1)
	}
	return fmt.Errorf("%s has no crew member %d (%s)", name, k, crew)
}

// whyDecoyFires refuses any weapon of 11.5's decoy, which "may not fire
// any weapons": a cannon, a launcher, a duel.
func whyDecoyFires(name string) error {
	return fmt.Errorf("%s is the decoy: it may not fire (11.5)", name)
}

// whyNotPass explains why crew member x.Crew may not hold fire now: he
// holds fire only in his step, with a weapon bearing on a target (6.0).
func (s *State) whyNotPass(x Pass, i int, name string) error {
	if err := s.whyNotCrew(i, x.Crew, name); err != nil || s.ph != phFire {
		return err
	}
	if s.crewOptions(i, x.Crew, nil) == 0 {
		return fmt.Errorf("%s has no weapon bearing on a target this step: there is no shot to hold", s.crewName(i, x.Crew))
	}
	return nil
}

// whyNotFire explains why the shot x may not be declared now (6.0–6.2).
func (s *State) whyNotFire(x Fire, i int, name string) error {
	c := &s.crafts[i]
	if err := s.whyNotCrew(i, x.Crew, name); err != nil || s.ph != phFire {
		return err
	}
	who := s.crewName(i, x.Crew)
	if x.Mount < 0 || x.Mount >= len(c.typ.Mounts) {
		return fmt.Errorf("%s has no weapon system %d (0–%d)", name, x.Mount, len(c.typ.Mounts)-1)
	}
	mt := c.typ.Mounts[x.Mount]
	switch {
	case !weapons[mt.Weapon].Cannon:
		return fmt.Errorf("%s: a missile launcher fires after a lock-on in the Missile/Torp Launch Phase (4.1), not in the Cannon Fire Phase", name)
	case int(c.mans[x.Mount]) != x.Crew:
		return fmt.Errorf("%s does not man the %s: %s does", who, mt.Name(), s.crewName(i, int(c.mans[x.Mount])))
	case c.mountLost(x.Mount):
		return fmt.Errorf("%s: its %s was destroyed", name, mt.Name())
	case c.decoy:
		return whyDecoyFires(name)
	}
	pos, ok := s.refPos(x.Target)
	if !ok || s.refSide(x.Target) == c.side {
		return fmt.Errorf("%s: the target must be an enemy craft, torp or satellite in play", who)
	}
	d := hex.Distance(c.pos, pos)
	limit := 99
	if x.Target.kind == refSat {
		limit = LaserSatRange
		if s.sats[x.Target.n].comm {
			limit = CommSatRange
		}
	}
	w := weapons[mt.Weapon]
	switch {
	case Band(mt.Weapon, d, s.firstGame) == OutOfRange:
		if d < 1 {
			return fmt.Errorf("%s: %s shares its hex: range 0 is in no range increment (8.1)", who, s.refLabel(x.Target))
		}
		reach := w.Long
		if s.firstGame {
			reach = FirstGameRange
		}
		return fmt.Errorf("%s: %s is %d hexes away, beyond the range of the %s (to %d)", who, s.refLabel(x.Target), d, mt.Name(), reach)
	case d > limit:
		return fmt.Errorf("%s: %s may be engaged by cannon fire within %d hexes only; it is %d away", who, s.refLabel(x.Target), limit, d)
	case !inArc(c.pos, c.facing, mt.Arcs, pos):
		return fmt.Errorf("%s: %s is not in the arcs of the %s (%s; 6.1)", who, s.refLabel(x.Target), mt.Name(), mt.Arcs)
	case w.MaxTargetDrive > 0 && s.targetDrive(x.Target) > w.MaxTargetDrive:
		return fmt.Errorf("%s: the %s tracks targets of Drive %d or less; %s has Drive %d (6.1)", who, mt.Name(), w.MaxTargetDrive, s.refLabel(x.Target), s.targetDrive(x.Target))
	case s.blocked(c.pos, pos):
		return fmt.Errorf("%s: an asteroid blocks the line to %s (10.5)", who, s.refLabel(x.Target))
	}
	return nil
}

// whyNotSalvo explains why the salvo x may not be fired now (4.1).
func (s *State) whyNotSalvo(x Salvo) error {
	if s.ph != phSalvo {
		return errors.New("salvos are fired in the Missile/Torp Launch Phase, once the lock-ons are rolled (4.1)")
	}
	for _, l := range s.lockons {
		if !l.ok || l.n != 0 {
			continue
		}
		name := s.label(l.craft)
		if l.craft != int(x.Craft) || l.mount != x.Mount {
			return fmt.Errorf("the salvo to fire now is that of %s's %s, which locked on %s", name, s.crafts[l.craft].typ.Mounts[l.mount].Name(), s.refLabel(l.target))
		}
		most := min(MaxSalvo, int(s.crafts[l.craft].ammo[l.mount]))
		if x.N < 0 || x.N > most {
			return fmt.Errorf("%s: a salvo is 0 to %d missiles (4.1: up to 10 a launcher, as many as the magazine holds; 0 holds them), not %d", name, most, x.N)
		}
		return nil
	}
	return nil
}

// whyNotLock explains why the lock-on x may not be declared (4.1).
func (s *State) whyNotLock(x LockOn, i int, name string) error {
	if s.ph != phLaunch {
		return errors.New("lock-ons are declared at the start of the Missile/Torp Launch Phase, before any torp is launched (4.1)")
	}
	c := &s.crafts[i]
	if x.Mount < 0 || x.Mount >= len(c.typ.Mounts) {
		return fmt.Errorf("%s has no weapon system %d (0–%d)", name, x.Mount, len(c.typ.Mounts)-1)
	}
	mt := c.typ.Mounts[x.Mount]
	switch {
	case mt.Weapon != MissileLauncher:
		return fmt.Errorf("%s: the %s is a cannon: it fires in the Cannon Fire Phase (6.0); only a missile launcher locks on", name, mt.Name())
	case c.mountLost(x.Mount):
		return fmt.Errorf("%s: its %s was destroyed", name, mt.Name())
	case c.ammo[x.Mount] <= 0:
		return fmt.Errorf("%s: its %s has no missiles left", name, mt.Name())
	case c.crew[c.mans[x.Mount]].Dead:
		return fmt.Errorf("%s: %s, who mans the %s, was killed", name, s.crewName(i, int(c.mans[x.Mount])), mt.Name())
	case c.crew[c.mans[x.Mount]].NoLauncher:
		return fmt.Errorf("%s: %s, who mans the %s, may not fire it (11.7, Scenario 5: the command ship's pilot): no lock-on is his to declare", name, s.crewName(i, int(c.mans[x.Mount])), mt.Name())
	case c.decoy:
		return whyDecoyFires(name)
	case s.declaredLock(i, x.Mount):
		return fmt.Errorf("%s: its %s has its target this turn (4.1: one target a launcher)", name, mt.Name())
	}
	pos, ok := s.refPos(x.Target)
	if !ok || s.refSide(x.Target) == c.side {
		return fmt.Errorf("%s: the target must be an enemy craft, torp or satellite in play", name)
	}
	switch d := hex.Distance(c.pos, pos); {
	case d < 1 || d > MissileRange:
		return fmt.Errorf("%s: %s is %d hexes away; a lock-on reaches %d (4.1)", name, s.refLabel(x.Target), d, MissileRange)
	case !inArc(c.pos, c.facing, mt.Arcs, pos):
		return fmt.Errorf("%s: %s is not in the arcs of the %s (%s; 4.1)", name, s.refLabel(x.Target), mt.Name(), mt.Arcs)
	}
	return nil
}

// whyNotJam explains why craft i may not try to jam torp x.Target (4.2).
func (s *State) whyNotJam(x Jam, i int, name string) error {
	c := &s.crafts[i]
	k := -1
	if id, ok := x.Target.Torp(); ok {
		k = s.torpByID(id)
	}
	switch {
	case s.ph != phJam:
		return errors.New("torps are jammed at the end of the Torp Results Phase, after the detonations (4.2)")
	case c.jamDone:
		return fmt.Errorf("%s has made its jam attempt this turn: one torp a Torp Results Phase (4.2)", name)
	case x.Target.kind != refTorp:
		return fmt.Errorf("%s: a jam aims at a torp tracking the craft (4.2)", name)
	case k < 0:
		return fmt.Errorf("%s: there is no %s in flight", name, s.refLabel(x.Target))
	case s.torps[k].target != ref{refCraft, i}:
		return fmt.Errorf("%s may jam only a torp tracking it (4.2); %s tracks another target", name, s.refLabel(x.Target))
	}
	return nil
}

// ---- The optional rules (10.0) ----

// whyOptionOff refuses an intent of an optional rule not in force.
func whyOptionOff(rule string) error {
	return fmt.Errorf("%s is an optional rule not in force in this game (chosen at set-up)", rule)
}

// whyNotSlip explains why craft i may not make the sideslip x (10.4).
func (s *State) whyNotSlip(x Slip, i int, name string) error {
	c := &s.crafts[i]
	switch {
	case !s.opt.Sideslips || s.firstGame:
		return whyOptionOff("10.4's sideslip")
	case s.ph != phMove:
		return errors.New("craft sideslip only in the Movement Phase, as part of their move (10.4)")
	}
	if err := s.whyNotMoverNow(i, name); err != nil {
		return err
	}
	left := c.Drive(false)
	if s.mover == i {
		left -= s.mp
	}
	switch {
	case s.mover == i && s.lastSlip:
		return fmt.Errorf("%s has just sideslipped: two sideslips may not be made in a row; move forward or turn first (10.4)", name)
	case left < SlipCost:
		return fmt.Errorf("%s has %d movement points left: a sideslip costs %d (10.4)", name, left, SlipCost)
	case c.Drive(false) < TurnCost && s.mover == i && s.turnedHere:
		return fmt.Errorf("%s has Drive %d: its one-hexside turn was its whole move (5.2)", name, c.Drive(false))
	}
	to := hex.Neighbor(c.pos, c.facing.Rotate(x.Dir))
	if s.sc.board.In(to) && s.occupied(to, i, c.side) {
		return fmt.Errorf("%s could not end its move anywhere past the occupied hex it would sideslip into", name)
	}
	return nil
}

// whyNotFullStop explains why craft i may not declare a Full Stop (10.2),
// in the Drive 0 step or instead of its move.
func (s *State) whyNotFullStop(i int, name string) error {
	c := &s.crafts[i]
	if !s.opt.Drift || s.firstGame {
		return whyOptionOff("10.2's drift, and its Full Stop,")
	}
	if s.ph == phDrive0 {
		if err := s.whyNotDrive0Next(i); err != nil {
			return err
		}
		switch {
		case c.fullStop:
			return fmt.Errorf("%s is at Full Stop already; it stays so while it neither moves nor turns", name)
		case !s.fullStopMatters(c):
			return fmt.Errorf("%s is at Drive 0 with no repair to come (10.12): it will not drift, and a Full Stop would change nothing (10.2)", name)
		}
		return nil
	}
	if s.ph != phMove {
		return errors.New("a Full Stop is declared in the Movement Phase, instead of moving (10.2)")
	}
	if err := s.whyNotMoverNow(i, name); err != nil {
		return err
	}
	switch {
	case s.mover == i && s.acted:
		return fmt.Errorf("%s has moved or turned this phase: only a craft that neither moves nor changes its facing may declare a Full Stop (10.2)", name)
	case c.fullStop:
		return fmt.Errorf("%s is at Full Stop already; it stays so while it neither moves nor turns (end its move)", name)
	case s.occupied(c.pos, i, c.side):
		return fmt.Errorf("%s may not end its move in an occupied hex", name)
	}
	return nil
}

// whyNotDecoy explains why craft i may not deploy a decoy now (10.7).
func (s *State) whyNotDecoy(i int, name string) error {
	c := &s.crafts[i]
	switch {
	case !s.opt.Decoys || s.firstGame:
		return whyOptionOff("10.7's decoy")
	case s.ph != phJam:
		return errors.New("a decoy is deployed instead of jamming, at the end of the Torp Results Phase (10.7)")
	case c.decoys <= 0:
		return fmt.Errorf("%s has no decoys left (10.7)", name)
	case c.jamDone:
		return fmt.Errorf("%s has already jammed or deployed a decoy this turn (10.7: one or the other)", name)
	case s.trackers(i) == 0:
		return fmt.Errorf("no torp is tracking %s: a decoy fools only the torps tracking its own craft (10.7)", name)
	}
	return nil
}

// whyNotDefence explains why craft i may not make 10.7's choice x, a
// dodge (or none) or point defence, now.
func (s *State) whyNotDefence(x engine.Intent, i int, name string) error {
	switch {
	case !s.opt.PointDefence || s.firstGame:
		return whyOptionOff("10.7's point defence")
	case s.ph != phDefence:
		return errors.New("the choice between dodging and point defence is made when torps have reached their targets, before the Torp Results Phase (10.7)")
	}
	if pd, _ := s.pointDefence(i); pd == 0 {
		if _, dodge := x.(Dodge); !dodge || !s.decoyPoses(i) {
			return fmt.Errorf("%s has no working point defence (10.7: none on its type, or knocked out by a critical hit; 11.5's decoy fires none)", name)
		}
	}
	if j := s.defenceChoice(); j >= 0 && j != i {
		return fmt.Errorf("%s chooses now", s.label(j))
	}
	return nil
}

// whyNotDuel explains why craft i may not answer the attack on it with the
// gunnery duel x, or decline one (NoDuel), now (10.8).
func (s *State) whyNotDuel(x engine.Intent, i int, name string) error {
	c := &s.crafts[i]
	if !s.opt.GunneryDuels || s.firstGame {
		return whyOptionOff("10.8's gunnery duel")
	}
	j := s.duelAttack()
	if s.ph != phDuel || j < 0 {
		return errors.New("a gunnery duel answers an attack declared on the craft, once its firing step is declared (10.8)")
	}
	if t := s.attacks[j].target.n; t != i {
		return fmt.Errorf("the attack to answer now is on %s, not on %s", s.label(t), name)
	}
	d, ok := x.(Duel)
	if !ok {
		return nil
	}
	if d.Crew < 0 || d.Crew >= c.typ.Crew {
		return whyNoCrewMember(c, d.Crew, name)
	}
	who := s.crewName(i, d.Crew)
	switch {
	case c.crew[d.Crew].Dead:
		return fmt.Errorf("%s was killed", who)
	case c.acted&^c.holds&(1<<d.Crew) != 0:
		return fmt.Errorf("%s has fired this Cannon Fire Phase: one cannon a phase, a duel included (10.8)", who)
	case c.decoy:
		return whyDecoyFires(name)
	}
	bears := false
	s.duelResponders(j, func(k, m int) { bears = bears || (k == d.Crew && m == d.Mount) })
	if !bears {
		return fmt.Errorf("%s has no cannon of that number bearing on %s: a duel answers the attacker with a cannon that bears on it (10.8)", who, s.label(s.attacks[j].craft))
	}
	if d.Target != (ref{refCraft, s.attacks[j].craft}) {
		return fmt.Errorf("a gunnery duel fires back at the attacker, %s (10.8)", s.label(s.attacks[j].craft))
	}
	return nil
}

// whyNotRepair explains why craft i may not answer 10.12's question x
// (attempt damage control, or not) now.
func (s *State) whyNotRepair(x engine.Intent, i int, name string) error {
	c := &s.crafts[i]
	switch {
	case !s.opt.DamageControl || s.firstGame:
		return whyOptionOff("10.12's damage control")
	case s.sc.autoRepair:
		return errors.New("this game keeps the rules it was saved with (before silentdeath/11): damage control is rolled for every craft that may attempt it, unasked")
	case c.dcUsed:
		return fmt.Errorf("%s has already repaired a box: damage control succeeds once a scenario (10.12)", name)
	case c.hits == 0:
		return fmt.Errorf("%s has no marked box to regain (10.12)", name)
	case c.firedT:
		return fmt.Errorf("%s fired or launched this turn: no damage control at its end (10.12)", name)
	case c.hitT:
		return fmt.Errorf("%s was hit or damaged this turn: no damage control at its end (10.12)", name)
	case s.ph != phRepair:
		return errors.New("damage control is attempted at the end of the turn, after the Missile Results Phase (10.12)")
	}
	if j := s.repairChoice(); j >= 0 && j != i {
		return fmt.Errorf("%s chooses now", s.label(j))
	}
	if _, ok := x.(Repair); ok && c.decoy {
		return fmt.Errorf("%s is the decoy: it has nothing to repair (11.5)", name)
	}
	if j := s.repairChoice(); j < 0 || j > i {
		return fmt.Errorf("%s has been asked about damage control this turn", name)
	}
	return nil
}
