package sscs

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// up is the number of points of a system that work.
func (s *State) up(id ShipID, sys int) int {
	c := s.cls(id)
	pts := s.ships[id].pts[c.sysStart[sys] : c.sysStart[sys]+c.sysPoints[sys]]
	n := 0
	for _, p := range pts {
		if p&ptDown == 0 {
			n++
		}
	}
	return n
}

// pointAt is the flags of the k-th point of a system.
func (s *State) pointAt(id ShipID, sys, k int) uint8 {
	return s.ships[id].pts[s.cls(id).sysStart[sys]+k]
}

// point is the k-th point of a system for writing (the ship is copied
// for the state being built, see mut).
func (s *State) point(id ShipID, sys, k int) *uint8 {
	return &s.mutPts(id)[s.cls(id).sysStart[sys]+k]
}

// drive is the ship's current Drive rating: its Drive points still online.
func (s *State) drive(id ShipID) int { return s.up(id, s.cls(id).driveSys) }

// MPOf is Drive × Drive at the current Drive (Movement 3).
func MPOf(drive int) int { return drive * drive }

// held reports a ship in stasis: nothing moves it, it does nothing, and
// nothing can affect it.
func (s *State) held(id ShipID) bool { return s.turn <= s.ships[id].heldUntil }

// shut reports a ship shut down by a pulse or held in stasis.
func (s *State) shut(id ShipID) bool { return s.turn <= s.ships[id].empUntil || s.held(id) }

// stopped says why no work is done on ship id now, or "": it is shut down
// or held (shut), or it is a craft in the hangar of a carrier in play that
// is — a pulse stops "ALL Ship operation", stasis "all movement, fire, and
// action", aboard as on the ship (rules 5, 6). The Activity phase asks it
// before damage control and reloads.
func (s *State) stopped(id ShipID) string {
	sh := s.ships[id]
	switch {
	case s.shut(id):
		return "it is " + s.coasting(id)
	case sh.status == stAboard && s.ships[sh.carrier].status == stActive && s.shut(sh.carrier):
		return fmt.Sprintf("its carrier, the %s, is %s", s.ships[sh.carrier].name, s.coasting(sh.carrier))
	}
	return ""
}

// shutWhy says in a few words what shuts a ship down (shut): a pulse or a
// stasis beam; coasting says it with the turn it lasts to.
func (s *State) shutWhy(id ShipID) string {
	if s.held(id) {
		return "held in stasis"
	}
	return "hit by a pulse"
}

// powered: the Drive makes power ("Damaging all Drive systems also stops
// all power production") and nothing has shut the ship down.
func (s *State) powered(id ShipID) bool { return !s.shut(id) && s.drive(id) > 0 }

// mountUp reports a weapon that is online and not held by boarders.
func (s *State) mountUp(id ShipID, m int) bool {
	return s.ships[id].pts[s.cls(id).sysStart[m]]&ptDown == 0 && !s.ships[id].sys[m].ctrl
}

// mountWorks reports a weapon that may fire now: online, with power if it
// needs it ("Missiles are autonomous", "Antimissiles have their own power
// supply"), rounds in its magazine, and not yet used this turn.
func (s *State) mountWorks(id ShipID, m int) bool {
	sh := s.ships[id]
	mt := &s.cls(id).mounts[m]
	if !s.mountUp(id, m) || sh.sys[m].used || s.shut(id) {
		return false
	}
	if mt.shots > 0 && sh.sys[m].shots <= 0 {
		return false
	}
	if mt.energy && s.drive(id) == 0 {
		return false
	}
	return true
}

// shieldRating is the shields a ship can raise: none without power.
func (s *State) shieldRating(id ShipID) int {
	if !s.powered(id) {
		return 0
	}
	return s.cls(id).dv.Design.Shields
}

// ownECM is the ECM the ship's own working ECM systems give.
func (s *State) ownECM(id ShipID) int {
	if !s.powered(id) {
		return 0
	}
	n := 0
	for _, sys := range s.cls(id).ecmSys {
		if !s.ships[id].sys[sys].ctrl {
			n += s.up(id, sys)
		}
	}
	return n
}

// ecm is the ECM a ship uses: its own unless it is transferred away, plus
// any transferred to it; none under a cloak ("Cloaks can be used with
// evasive maneuver, but not with ECM"). Transfer ECM gives the giver's ECM
// "to ship(s) in another hex" (rules 3): to every ship of its side in the
// hex of the ship it was aimed at, each the whole of it.
func (s *State) ecm(id ShipID) int {
	sh := s.ships[id]
	if sh.cloak > 0 {
		return 0
	}
	n := 0
	if sh.ecmTo == NoShip {
		n = s.ownECM(id)
	}
	for g := range s.ships {
		o := s.ships[g]
		if o.ecmTo == NoShip || ShipID(g) == id || o.status != stActive || o.side != sh.side {
			continue
		}
		if o.ecmTo == id || s.ships[o.ecmTo].pos == sh.pos {
			n += s.ownECM(ShipID(g))
		}
	}
	return n
}

// crew is the crew still aboard and able.
func (s *State) crew(id ShipID) int { return s.up(id, s.cls(id).crewSys) }

// onMap reports a ship that is a piece on the map: neither in a hangar
// nor scrap.
func (s *State) onMap(id ShipID) bool {
	st := s.ships[id].status
	return st == stActive || st == stCaptured
}

// weaponsLeft reports a ship with a weapon that could still fire some
// day: online, not held by boarders, with rounds, and with the power it
// needs. A ship without one is "incapable of resistance".
func (s *State) weaponsLeft(id ShipID) bool {
	for m := range s.cls(id).mounts {
		if s.mayFire(id, m) {
			return true
		}
	}
	return false
}

// mayFire reports a weapon that could still fire some day at another
// ship: online or one that damage control may bring back (rules 8), not
// held by boarders, with rounds, with the power it needs (a Drive point
// up, or one damage control may bring back), and not a projector aimed
// at no enemy (a cloak, images, Transfer ECM and the like).
func (s *State) mayFire(id ShipID, m int) bool {
	mt := &s.cls(id).mounts[m]
	c := s.cls(id)
	switch {
	case s.ships[id].sys[m].ctrl, mt.shots > 0 && s.ships[id].sys[m].shots <= 0 && !s.mayReloadSomeDay(id, m):
		// An empty magazine with reloads left for it may fire again once
		// reloaded (rules 9; no design of rules 1-8 carries any).
		return false
	case !s.mountUp(id, m) && !s.mendable(id, c.sysStart[m]):
		return false
	case mt.energy && s.drive(id) == 0 && !s.anyMendable(id, c.driveSys):
		return false
	}
	return !mt.projector() || offensive(mt.effect)
}

// mayReloadSomeDay reports an empty magazine that a reload could still
// fill: one left for it, in storage not held by enemy boarders, and crew
// able to work to load it (rules 9; the crew lost and the storage seized
// never come back, as a weapon seized does not). Before the eighteenth
// audit a reload that could never be loaded kept a ship capable.
func (s *State) mayReloadSomeDay(id ShipID, m int) bool {
	return s.reloadsLeft(id, m) > 0 && !s.storageHeld(id) && s.crew(id) > 0
}

// mendable reports a point (an index into the ship's points) that damage
// control may bring back some day: down, never tried and failed nor hit
// again after a repair, on a ship with crew able to work (Damage Control;
// "capable of resistance" counts what could still fire some day, rules 8 —
// rules 1-7 counted only what was online, ending a battle while a ship's
// Drive or guns could still be mended).
func (s *State) mendable(id ShipID, pt int) bool {
	if s.rules.sc.onlineOnly || s.crew(id) == 0 {
		return false
	}
	p := s.ships[id].pts[pt]
	return p&ptDown != 0 && p&ptPerm == 0
}

// anyMendable reports a point of system sys that damage control may bring
// back some day (mendable).
func (s *State) anyMendable(id ShipID, sys int) bool {
	c := s.cls(id)
	for k := 0; k < c.sysPoints[sys]; k++ {
		if s.mendable(id, c.sysStart[sys]+k) {
			return true
		}
	}
	return false
}

// capable is "capable of resistance": a ship or craft in play with a
// weapon left, or a carrier whose hangars still hold such a craft and have
// the power to launch it (a hangar does not work without power, as an
// energy weapon does not; rules 5), and are not all held by enemy
// boarders (rules 6).
func (s *State) capable(id ShipID) bool {
	sh := s.ships[id]
	switch sh.status {
	case stActive:
		if s.weaponsLeft(id) {
			return true
		}
		for k := range s.ships {
			if s.ships[k].status == stAboard && s.ships[k].carrier == id && s.capable(ShipID(k)) {
				return true
			}
		}
	case stAboard:
		c := sh.carrier
		return s.ships[c].status == stActive && s.drive(c) > 0 && s.weaponsLeft(id) && !s.hangarHeld(c, s.cls(id).name)
	}
	return false
}

// scrapped reports 0 in every category: Drive, weapons and auxiliaries.
func (s *State) scrapped(id ShipID) bool {
	for _, p := range s.ships[id].pts {
		if p&ptDown == 0 {
			return false
		}
	}
	return true
}

// offensive reports the projectors that are aimed at other ships and roll
// to hit.
func offensive(effect string) bool {
	switch effect {
	case design.EnergyBlast, design.TractorBeam, design.RepulserBeam, design.EMP, design.StasisBeam, design.DisplacerPulse:
		return true
	}
	return false
}
