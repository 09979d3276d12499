package silentdeath

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The refusals of the optional rules' intents (10.0) say that the rule is
// not in force, or which of its conditions fails. Each returns nil when it
// finds nothing to say, and why falls back to its general message.

// whyNotOff refuses an intent of an optional rule not in force.
func whyNotOff(rule string) error {
	return fmt.Errorf("%s is an optional rule not in force in this game (chosen at set-up)", rule)
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

// whyNotSlip explains why craft i may not make the sideslip x (10.4).
func (s *State) whyNotSlip(x Slip, i int, name string) error {
	c := &s.crafts[i]
	switch {
	case !s.opt.Sideslips || s.firstGame:
		return whyNotOff("10.4's sideslip")
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
		return whyNotOff("10.2's drift, and its Full Stop,")
	}
	if s.ph == phDrive0 {
		switch j := s.drive0Next(); {
		case j >= 0 && j != i:
			return fmt.Errorf("the craft at Drive 0 decide before anybody moves: %s decides now", s.label(j))
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
		return whyNotOff("10.7's decoy")
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
		return whyNotOff("10.7's point defence")
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
		return whyNotOff("10.8's gunnery duel")
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
		return fmt.Errorf("%s has no crew member %d", name, d.Crew)
	}
	if c.crew[d.Crew].Dead {
		return fmt.Errorf("that crew member of %s is dead", name)
	}
	if c.acted&^c.holds&(1<<d.Crew) != 0 {
		return fmt.Errorf("that crew member of %s has fired this Cannon Fire Phase: one cannon a phase, a duel included (10.8)", name)
	}
	if c.decoy {
		return fmt.Errorf("%s may not fire any weapon", name)
	}
	bears := false
	s.duelResponders(j, func(k, m int) { bears = bears || (k == d.Crew && m == d.Mount) })
	if !bears {
		return fmt.Errorf("that crew member of %s has no cannon of that number bearing on %s: a duel answers the attacker with a cannon that bears on it (10.8)", name, s.label(s.attacks[j].craft))
	}
	if d.Target != (ref{refCraft, s.attacks[j].craft}) {
		return fmt.Errorf("a gunnery duel fires back at the attacker, %s (10.8)", s.label(s.attacks[j].craft))
	}
	return nil
}
