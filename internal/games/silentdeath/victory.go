package silentdeath

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// DestroyedTPV is the TPV of p's enemies that p has destroyed. Decoys and
// craft that left the map count for nothing.
func (s *State) DestroyedTPV(p engine.Player) int {
	v := 0
	for i := range s.crafts {
		c := &s.crafts[i]
		if engine.Player(c.side) != p && c.state == outDestroyed && !c.decoy {
			v += int(c.tpv)
		}
	}
	return v
}

func (s *State) inPlay(p int8) int {
	k := 0
	for i := range s.crafts {
		if s.crafts[i].side == p && s.crafts[i].realInPlay() {
			k++
		}
	}
	return k
}

func (n *State) finish(ev *events, winner int8, reason string) {
	n.outcome = engine.Outcome{Over: true, Winner: engine.Player(winner), Reason: reason}
	n.pending = nil
	if winner < 0 {
		ev.add(EvGameOver, -1, "Draw: "+reason, nil)
	} else {
		ev.add(EvGameOver, winner, engine.Agree(n.names[winner], "wins")+": "+reason, nil)
	}
	n.experienceEvents(ev)
}

// byPoints ends the game on destroyed TPV.
func (n *State) byPoints(ev *events, why string) {
	a, b := n.DestroyedTPV(0), n.DestroyedTPV(1)
	switch {
	case a > b:
		n.finish(ev, 0, why+": "+itoa(a)+" TPV destroyed against "+itoa(b))
	case b > a:
		n.finish(ev, 1, why+": "+itoa(b)+" TPV destroyed against "+itoa(a))
	default:
		n.finish(ev, -1, why+": "+itoa(a)+" TPV destroyed by each side")
	}
}

// checkVictory ends the game when a scenario's condition is met; atEnd is
// true at the end of a turn, when the turn limit is checked.
func (n *State) checkVictory(ev *events, atEnd bool) {
	if n.outcome.Over {
		return
	}
	limit := atEnd && n.turn >= n.sc.file.Turns
	switch n.sc.file.Victory.Kind {
	case VicAnnihilate:
		n.annihilationVictory(ev, limit)
	case VicPoints:
		n.engagementVictory(ev, limit)
	case VicTPV:
		n.tpvVictory(ev, limit)
	case VicCommandShip:
		if !n.commandShipVictory(ev) {
			n.tpvVictory(ev, limit)
		}
	case VicRescue:
		n.rescueVictory(ev, limit)
	case VicMinefield:
		n.minefieldVictory(ev, limit)
	case VicTechStakes:
		n.techStakesVictory(ev, limit)
	case VicCommSat:
		n.commSatVictory(ev, limit)
	case VicScreening:
		n.screeningVictory(ev, limit)
	}
}

// sideWithoutCraft is a side with no real craft left in play, or −1; when
// both have none, side 1.
func (s *State) sideWithoutCraft() int {
	gone := -1
	for p := int8(0); p < 2; p++ {
		if s.inPlay(p) == 0 {
			gone = int(p)
		}
	}
	return gone
}

// annihilationVictory is the Standard Game's (and Your First Game's)
// condition: the side that destroys every enemy craft wins; at the turn
// limit, the destroyed TPV decides.
func (n *State) annihilationVictory(ev *events, limit bool) {
	switch gone := n.sideWithoutCraft(); {
	case n.inPlay(0) == 0 && n.inPlay(1) == 0:
		// Each side destroyed every enemy at once: neither did it
		// first (Your First Game plays until one side has).
		n.finish(ev, -1, "both sides lost their last craft at once")
	case gone >= 0:
		n.finish(ev, other(int8(gone)), n.names[gone]+" has no craft left")
	case limit:
		n.byPoints(ev, "turn "+itoa(n.turn)+" is over")
	}
}

// engagementVictory is 11.8's General Engagement: the destroyed TPV
// decides at the turn limit, or once a side has no craft left.
func (n *State) engagementVictory(ev *events, limit bool) {
	switch gone := n.sideWithoutCraft(); {
	case n.inPlay(0) == 0 && n.inPlay(1) == 0:
		n.byPoints(ev, "no craft is left on the map")
	case gone >= 0 && !n.mayStillStrike(int8(gone)):
		// 11.8 counts at the end of ten turns: a side without craft
		// still scores with the torps and missiles it sent off, so
		// the count waits for them.
		n.byPoints(ev, n.names[gone]+" has no craft left")
	case limit:
		n.byPoints(ev, "turn "+itoa(n.turn)+" is over")
	}
}

// tpvVictory is 11.3's condition, and 11.5's once neither command ship
// condition is met: the first side to destroy the scenario's TPV of enemy
// craft, and more than the other, wins; otherwise the battle is a draw.
func (n *State) tpvVictory(ev *events, limit bool) {
	v := n.sc.file.Victory
	a, b := n.DestroyedTPV(0), n.DestroyedTPV(1)
	switch gone := n.sideWithoutCraft(); {
	case a >= v.TPV && a > b:
		n.finish(ev, 0, itoa(a)+" TPV of casualties inflicted")
	case b >= v.TPV && b > a:
		n.finish(ev, 1, itoa(b)+" TPV of casualties inflicted")
	case a >= v.TPV && a == b:
		// Both crossed the line in the same exchange with as much:
		// neither was first.
		n.finish(ev, -1, "both sides inflicted "+itoa(a)+" TPV of casualties at once")
	case gone >= 0 && !n.mayStillStrike(int8(gone)):
		// Neither side reached the mark and neither can any more: the
		// other side has nothing left to destroy, and the side without
		// craft nothing left that strikes. 11.3: "If neither side
		// fulfills these victory conditions ... the scenario is a
		// draw".
		n.finish(ev, -1, n.names[gone]+" has no craft left and neither side reached "+itoa(v.TPV)+" TPV")
	case limit:
		n.finish(ev, -1, "neither side reached "+itoa(v.TPV)+" TPV by turn "+itoa(n.turn))
	}
}

// rescueVictory is 11.1's: the scenario's side wins when the life pod is
// carried off its exit edge, the other side when the pod is destroyed, no
// craft is left to carry it or time runs out.
func (n *State) rescueVictory(ev *events, limit bool) {
	vs, os := int8(n.sc.file.Victory.Side), other(int8(n.sc.file.Victory.Side))
	for i := range n.crafts {
		if c := &n.crafts[i]; c.pod && c.state == outExited {
			n.finish(ev, vs, "the life pod is carried off Edge "+itoa(n.sc.file.Sides[vs].Exit))
			return
		}
	}
	carriers := 0
	for i := range n.crafts {
		if c := &n.crafts[i]; c.alive() && c.side == vs && podCarries(n.sc, c) {
			carriers++
		}
	}
	switch {
	case n.podState == 2:
		n.finish(ev, os, "the life pod is destroyed")
	case carriers == 0:
		n.finish(ev, os, "no craft is left to carry the life pod home")
	case limit:
		n.finish(ev, os, "the life pod was not brought home by turn "+itoa(n.turn))
	}
}

// commSatDead reports whether every Comm Sat is destroyed.
func (s *State) commSatDead() bool {
	dead := true
	for _, x := range s.sats {
		dead = dead && (!x.comm || x.dead)
	}
	return dead
}

// minefieldVictory is 11.2's: the scenario's side wins with the Comm Sat
// destroyed, enough torps launched at the tender off the map and the
// Revenge home; the other side wins otherwise, at once when that can no
// longer be done.
func (n *State) minefieldVictory(ev *events, limit bool) {
	vs, os := int8(n.sc.file.Victory.Side), other(int8(n.sc.file.Victory.Side))
	rev := -1
	for i := range n.crafts {
		if n.crafts[i].side == vs && n.crafts[i].typ.Key == "revenge" {
			rev = i
		}
	}
	need := n.sc.file.Rules.Offboard.Need
	switch {
	case n.commSatDead() && n.offboard >= need && n.crafts[rev].state == outExited:
		n.finish(ev, vs, "the Comm Sat is destroyed, "+itoa(n.offboard)+" torps are on their way to the tender and the Revenge is home")
	case n.crafts[rev].state == outDestroyed:
		n.finish(ev, os, "the Revenge is destroyed")
	case n.crafts[rev].state == outExited && n.offboard+n.offboardLeft(vs) < need:
		n.finish(ev, os, "the Revenge left, and too few torps are left to launch at the tender")
	case n.inPlay(vs) == 0 && !n.mayStillStrikeSat(vs, true):
		// The Revenge home with the eight launched, the Comm Sat may
		// still fall to the side's torps and salvos under way.
		n.finish(ev, os, n.names[vs]+" has no craft left")
	case limit:
		n.finish(ev, os, "the conditions were not met by turn "+itoa(n.turn))
	}
}

// techStakesVictory is 11.4's: at the turn limit the scenario's side wins
// with every enemy craft damaged, a Teal Hawk crippled for capture and two
// fast fighters to escort it; the other side wins otherwise, at once when
// no Teal Hawk or fewer than two fighters are left.
// tealHawkCaptureDrive is the Drive at or below which 11.4's Teal Hawk is
// crippled enough to be captured (the rulebook's number); the victory and
// the scripted opponent's aim (opponent_goal.go) both ask it.
const tealHawkCaptureDrive = 3

func (n *State) techStakesVictory(ev *events, limit bool) {
	v := n.sc.file.Victory
	vs, os := int8(v.Side), other(int8(v.Side))
	hawks, hawkOK := 0, false
	all := true
	for i := range n.crafts {
		c := &n.crafts[i]
		if c.side == os {
			all = all && c.damaged
			if c.typ.Key == "teal-hawk" && c.alive() && (v.Target == "" || i == n.craftIndex(int(os), v.Target)) {
				hawks++
				hawkOK = hawkOK || c.Drive(false) <= tealHawkCaptureDrive
			}
		}
	}
	fast := 0
	for i := range n.crafts {
		if c := &n.crafts[i]; c.side == vs && c.alive() && c.Drive(false) >= 12 {
			fast++
		}
	}
	switch {
	case hawks == 0:
		n.finish(ev, os, "no Teal Hawk is left to capture")
	case n.inPlay(vs) < 2:
		n.finish(ev, os, n.names[vs]+" has fewer than two fighters left")
	case limit && all && hawkOK && fast >= 2:
		n.finish(ev, vs, "every enemy damaged, a Teal Hawk crippled for capture, two fighters fit to escort it")
	case limit:
		n.finish(ev, os, "the conditions were not met by turn "+itoa(n.turn))
	}
}

// commSatVictory is 11.7's Into the Minefield: the scenario's side wins
// when the Comm Sat is destroyed, the other side if it still stands at the
// turn limit or the attackers have no craft left.
func (n *State) commSatVictory(ev *events, limit bool) {
	vs, os := int8(n.sc.file.Victory.Side), other(int8(n.sc.file.Victory.Side))
	switch {
	case n.commSatDead():
		n.finish(ev, vs, "the Comm Sat is destroyed")
	case n.inPlay(vs) == 0 && !n.mayStillStrikeSat(vs, true):
		// A side without craft may still destroy the Comm Sat with the
		// torps tracking it and the salvos fired at it this turn (4.1:
		// a salvo strikes whatever became of its launcher), as 11.3 and
		// 11.8 wait for the ordnance of a side without craft.
		n.finish(ev, os, n.names[vs]+" has no craft left")
	case limit:
		n.finish(ev, os, "the Comm Sat still stands after turn "+itoa(n.turn))
	}
}

// screeningExitDrive is the current Drive 11.6 asks of each of the two
// craft that leave by Edge 2 ("10 or greater"): the same number as 4.2's
// dodge, but a rule of its own.
const screeningExitDrive = 10

// screeningVictory is 11.6's: the scenario's side wins when both Laser
// Sats are destroyed and two fast craft have left by its edge; the other
// side wins otherwise, at once when too few fast craft are left.
func (n *State) screeningVictory(ev *events, limit bool) {
	vs, os := int8(n.sc.file.Victory.Side), other(int8(n.sc.file.Victory.Side))
	sats := true
	for _, x := range n.sats {
		sats = sats && (x.comm || x.dead)
	}
	out, could := 0, 0
	for i := range n.crafts {
		c := &n.crafts[i]
		if c.side != vs {
			continue
		}
		if c.state == outExited && c.Drive(false) >= screeningExitDrive {
			out++
		}
		// With 10.12, a craft that has its repair still to make may
		// regain the Drive it lacks.
		if c.alive() && (c.Drive(false) >= screeningExitDrive || n.opt.DamageControl && !c.dcUsed) {
			could++
		}
	}
	switch {
	case sats && out >= 2:
		n.finish(ev, vs, "both Laser Sats are destroyed and two craft got through")
	case out+could < 2:
		n.finish(ev, os, "fewer than two fast craft are left to get through")
	case !sats && n.inPlay(vs) == 0 && !n.mayStillStrikeSat(vs, false):
		n.finish(ev, os, n.names[vs]+" has no craft left, and a Laser Sat still stands")
	case limit:
		n.finish(ev, os, "the conditions were not met by turn "+itoa(n.turn))
	}
}

// mayStillStrike reports whether side p still has ordnance that may
// destroy an enemy craft: a torp on the map tracking one, or a salvo fired
// this turn at one and not yet resolved (4.1: it strikes in the Missile
// Results Phase whatever became of its launcher). A side without craft
// scores nothing else: the other side's craft may keep clear of the
// asteroids and off the edges (the project's reading).
func (s *State) mayStillStrike(p int8) bool {
	enemy := func(r ref) bool {
		if r.kind != refCraft || r.n < 0 || r.n >= len(s.crafts) {
			return false
		}
		c := &s.crafts[r.n]
		return c.realInPlay() && c.side != p
	}
	for _, t := range s.torps {
		if t.side == p && enemy(t.target) {
			return true
		}
	}
	for _, l := range s.lockons {
		if l.side == p && l.ok && l.n > 0 && enemy(l.target) {
			return true
		}
	}
	return false
}

// mayStillStrikeSat reports whether side p still has ordnance under way at
// an enemy satellite standing, the Comm Sat (comm) or a Laser Sat: a torp
// tracking it, or a salvo fired at it this turn and not yet resolved.
func (s *State) mayStillStrikeSat(p int8, comm bool) bool {
	at := func(r ref) bool {
		if r.kind != refSat || r.n < 0 || r.n >= len(s.sats) {
			return false
		}
		x := &s.sats[r.n]
		return !x.dead && x.comm == comm && x.side != p
	}
	for _, t := range s.torps {
		if t.side == p && at(t.target) {
			return true
		}
	}
	for _, l := range s.lockons {
		if l.side == p && l.ok && l.n > 0 && at(l.target) {
			return true
		}
	}
	return false
}

// commandShipVictory ends 11.5's battle on its immediate conditions: the
// command ship destroyed (the Grizzlies win), Sorensen III A — or, in
// 11.7's scenario 5, the craft of a most valuable pilot — destroyed (the
// command ship's side wins). Both in the same exchange is a draw: neither
// side achieved its condition first.
func (n *State) commandShipVictory(ev *events) bool {
	v := n.sc.file.Victory
	cs := n.sc.file.Rules.CommandShip
	lost := n.command >= 0 && n.crafts[n.command].state == outDestroyed
	won, why := false, ""
	if t := n.craftIndex(1-cs.Side, v.Target); n.crafts[t].state == outDestroyed {
		won, why = true, v.Target+" is destroyed"
	} else if v.PilotTies {
		if i := n.pilotTieDestroyed(1-cs.Side, v.Target); i >= 0 {
			won, why = true, n.crafts[i].typ.Name+" "+n.crafts[i].id+", with a pilot as valuable as "+v.Target+"'s, is destroyed"
		}
	}
	switch {
	case lost && won:
		n.finish(ev, -1, "the command ship and "+strings.TrimSuffix(why, " is destroyed")+" are destroyed at once")
	case lost:
		n.finish(ev, other(int8(cs.Side)), "the command ship is destroyed")
	case won:
		n.finish(ev, int8(cs.Side), why)
	default:
		return false
	}
	return true
}

// offboardLeft counts the torps of 11.2's off-board mark still aboard p's
// craft in play: any of them may yet launch at the tender from Area I, not
// only the Revenge's.
func (s *State) offboardLeft(p int8) int {
	mk, err := ParseMark(s.sc.file.Rules.Offboard.Mark)
	if err != nil {
		return 0
	}
	k := 0
	for i := range s.crafts {
		if c := &s.crafts[i]; c.realInPlay() && c.side == p {
			k += int(c.torps[mk])
		}
	}
	return k
}

// pilotTieDestroyed is a destroyed craft of side whose pilot, as set up,
// is worth as much (Plt + Gnr) as the pilot of the target craft, or −1
// (11.7's scenario 5).
func (s *State) pilotTieDestroyed(side int, target string) int {
	cs := s.sc.file.Sides[side].Craft
	k := s.sc.findCraft(side, target)
	if k < 0 {
		return -1
	}
	base := s.craftIndex(side, target) - k // the side's first craft in the game
	want := cs[k].Pilot.Plt + cs[k].Pilot.Gnr
	for j, cf := range cs {
		if cf.Pilot.Plt+cf.Pilot.Gnr == want && s.crafts[base+j].state == outDestroyed {
			return base + j
		}
	}
	return -1
}
