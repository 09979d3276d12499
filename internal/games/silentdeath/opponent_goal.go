package silentdeath

import (
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The scripted opponent's scenario goals (11.1–11.6). Left alone it only
// fights; these terms, added to evaluate's score of a move and to the
// weight of a shot, point each craft at what its side must do to win:
//
//   - 11.1: the Pharsii II nearest the pod flies to it and stays there
//     through its recovery turn; the carrier then heads for the exit edge
//     and leaves by it. The Void Stalkers close on the Pharsii and fire at
//     them first.
//   - 11.2: the Revenge (and any craft with the tender's mark aboard)
//     crosses the minefield to Area I, launches there, and the Revenge then
//     flies home by its edge; the others close on the Comm Sat, which they
//     fire at first. The tender's torps are never spent on craft.
//   - 11.4: the 2331st fire at the House Thaan craft not yet damaged
//     first, and at a Teal Hawk only with a shot likely to bring it to
//     Drive 3 or less without destroying it; never at one already crippled.
//   - 11.5: each side fires first at the craft that wins the battle at
//     once (the Grizzlies at either shuttle, they cannot tell which is
//     real) and closes on it; the shuttles keep as far from the enemy as
//     they can, and the real one holds its fire while its decoy stands.
//   - 11.7's Into the Minefield: the attackers close on the Comm Sat and
//     fire at it first.
//   - 11.6: the Void Stalkers close on the nearest Laser Sat and fire at
//     the sats first; once both are destroyed, every craft of Drive 10 or
//     more heads for the exit edge and leaves by it.

// goalPull is what the opponent gives up for one hex farther from a goal:
// more than evaluate's pull toward the enemy and push from the edges.
const goalPull = 3.0

// goalScore is what craft i ending its move at pos is worth to its side's
// scenario goal (0 in a scenario without one).
func (s *State) goalScore(i int, pos hex.Hex) float64 {
	c := &s.crafts[i]
	v := s.sc.file.Victory
	switch v.Kind {
	case VicRescue:
		return s.rescueGoal(i, pos, c.side == int8(v.Side))
	case VicMinefield:
		return s.minefieldGoal(c, pos, c.side == int8(v.Side))
	case VicCommSat:
		if k := s.nearestSat(pos, true); k >= 0 && c.side == int8(v.Side) {
			return -goalPull * float64(max(0, hex.Distance(pos, s.sats[k].pos)-6))
		}
	case VicScreening:
		return s.screeningGoal(c, pos, c.side == int8(v.Side))
	case VicTechStakes:
		if c.side == int8(v.Side) {
			return s.techStakesGoal(c, pos)
		}
	case VicCommandShip:
		return s.commandShipGoal(c, pos)
	}
	return 0
}

// rescueGoal is 11.1's goal for craft i at pos: for the rescuers (rescuer
// true), the craft nearest the pod reaches it and the carrier then makes
// for the exit edge; the Void Stalkers close on the craft sent for the pod.
func (s *State) rescueGoal(i int, pos hex.Hex, rescuer bool) float64 {
	c := &s.crafts[i]
	if !rescuer {
		if k := s.podTarget(); k >= 0 {
			return -goalPull * float64(max(0, hex.Distance(pos, s.crafts[k].pos)-3))
		}
		return 0
	}
	switch {
	case c.pod:
		return -goalPull * float64(edgeDistance(s.sc.board, pos, s.sc.file.Sides[c.side].Exit))
	case s.podState == 0 && i == s.podTarget():
		d := hex.Distance(pos, s.pod)
		if d == 0 {
			return 60
		}
		return -goalPull * float64(d)
	}
	return 0
}

// minefieldGoal is 11.2's goal for craft c at pos, of the attacking side
// (attacker true) only: a craft with the tender's mark aboard makes for
// the tender's area until the tender has what it needs, the Revenge then
// for its exit edge, and the others close on the Comm Sat.
func (s *State) minefieldGoal(c *craft, pos hex.Hex, attacker bool) float64 {
	b := s.sc.board
	off := s.sc.file.Rules.Offboard
	if !attacker || off == nil {
		return 0
	}
	mk, _ := ParseMark(off.Mark)
	rev := c.typ.Key == "revenge"
	switch {
	case s.offboard < off.Need && c.torps[mk] > 0:
		if b.InArea(pos, off.Area) {
			return 20
		}
		return -goalPull * float64(areaDistance(b, pos, off.Area))
	case rev:
		return -goalPull * float64(edgeDistance(b, pos, s.sc.file.Sides[c.side].Exit))
	}
	if k := s.nearestSat(pos, true); k >= 0 {
		return -goalPull * float64(max(0, hex.Distance(pos, s.sats[k].pos)-6))
	}
	return 0
}

// screeningGoal is 11.6's goal for craft c at pos: the attackers
// (attacker true) close on the nearest Laser Sat and, once none stands,
// the fast ones make for the exit edge; the defenders keep near the sats,
// with a third of the pull.
func (s *State) screeningGoal(c *craft, pos hex.Hex, attacker bool) float64 {
	if !attacker {
		if k := s.nearestSat(pos, false); k >= 0 {
			return -goalPull / 3 * float64(max(0, hex.Distance(pos, s.sats[k].pos)-3))
		}
		return 0
	}
	if k := s.nearestSat(pos, false); k >= 0 {
		return -goalPull * float64(max(0, hex.Distance(pos, s.sats[k].pos)-4))
	}
	if c.Drive(false) >= screeningExitDrive {
		return -goalPull * float64(edgeDistance(s.sc.board, pos, s.sc.file.Sides[c.side].Exit))
	}
	return 0
}

// techStakesGoal is 11.4's goal for a craft c of the 2331st at pos: close
// on the nearest enemy craft still worth a shot (undamaged, or a Teal Hawk
// not yet slowed enough to be captured), with a third of the pull.
func (s *State) techStakesGoal(c *craft, pos hex.Hex) float64 {
	near := 1 << 30
	for j := range s.crafts {
		o := &s.crafts[j]
		if o.alive() && o.side != c.side && (!o.damaged || o.typ.Key == "teal-hawk" && o.Drive(false) > tealHawkCaptureDrive) {
			near = min(near, hex.Distance(pos, o.pos))
		}
	}
	if near < 1<<30 {
		return -goalPull / 3 * float64(max(0, near-4))
	}
	return 0
}

// commandShipGoal is 11.5's goal for craft c at pos: the command ship's
// shuttles keep as far from the enemy as they can; every other craft
// closes on the nearest craft whose loss ends the battle at once, the
// command ship's side with the full pull, the other with a third of it.
func (s *State) commandShipGoal(c *craft, pos hex.Hex) float64 {
	cs := s.sc.file.Rules.CommandShip
	if cs == nil {
		return 0
	}
	near := 1 << 30
	for j := range s.crafts {
		if s.winsAtOnce(c.side, j) {
			near = min(near, hex.Distance(pos, s.crafts[j].pos))
		}
	}
	if c.side == int8(cs.Side) && c.typ.Key == "shryak-shuttle" {
		far := 1 << 30
		for j := range s.crafts {
			if o := &s.crafts[j]; o.alive() && o.side != c.side {
				far = min(far, hex.Distance(pos, o.pos))
			}
		}
		return goalPull * float64(min(far, 24))
	}
	if near == 1<<30 {
		return 0
	}
	w := goalPull / 3
	if c.side == int8(cs.Side) {
		w = goalPull
	}
	return -w * float64(max(0, near-2))
}

// goalThreat is the extra weight craft i gives to the damage the enemy
// could deal it: a craft on an errand its side cannot win without (11.1's
// pod carrier, 11.2's Revenge, 11.5's shuttles) keeps away from the
// enemy, and does not seek it out (errand).
func (s *State) goalThreat(i int) (extra float64, errand bool) {
	c := &s.crafts[i]
	v := s.sc.file.Victory
	switch v.Kind {
	case VicCommandShip:
		if cs := s.sc.file.Rules.CommandShip; cs != nil && c.side == int8(cs.Side) && c.typ.Key == "shryak-shuttle" {
			return 0.5, true // and keeps its distance (goalScore)
		}
	case VicRescue:
		if c.side == int8(v.Side) && (c.pod || i == s.podTarget()) {
			return 1, true
		}
	case VicMinefield:
		if c.side == int8(v.Side) && c.typ.Key == "revenge" {
			return 1, true
		}
	case VicTechStakes:
		if c.side == int8(v.Side) {
			return 0.8, false // it must keep two fighters fit to the end
		}
	}
	return 0, false
}

// wantsExit reports whether craft i should leave the map by its side's
// exit edge when its move can take it there.
func (s *State) wantsExit(i int) bool {
	c := &s.crafts[i]
	v := s.sc.file.Victory
	if c.side != int8(v.Side) {
		return false
	}
	switch v.Kind {
	case VicRescue:
		return c.pod
	case VicMinefield:
		off := s.sc.file.Rules.Offboard
		return off != nil && s.offboard >= off.Need
	case VicScreening:
		return s.nearestSat(c.pos, false) < 0 && c.Drive(false) >= screeningExitDrive
	}
	return false
}

// goalFire is the factor by which craft c weighs a shot of its mount m at
// r for its side's scenario goal; 1 by default.
func (s *State) goalFire(c *craft, m int, r ref) float64 {
	p, v := c.side, s.sc.file.Victory
	switch v.Kind {
	case VicMinefield, VicScreening, VicCommSat:
		if r.kind == refSat && p == int8(v.Side) {
			return 3
		}
	case VicRescue:
		if r.kind == refCraft && p != int8(v.Side) && podCarries(s.sc, &s.crafts[r.n]) {
			return 2
		}
	case VicCommandShip:
		if s.hidesCommand(c) {
			return 0
		}
		if r.kind == refCraft && s.winsAtOnce(p, r.n) {
			return 3
		}
	case VicTechStakes:
		if r.kind != refCraft || p != int8(v.Side) {
			return 1
		}
		o := &s.crafts[r.n]
		if o.typ.Key == "teal-hawk" {
			lo, hi := s.captureWindow(r.n)
			if lo < 0 {
				return 0 // crippled already: keep it for capture
			}
			dist := hex.Distance(c.pos, o.pos)
			d, mod, drOff := s.mountAttack(c, m, dist, Band(c.typ.Mounts[m].Weapon, dist, s.firstGame))
			dv, dr := s.targetDV(r), max(0, s.targetDR(r)-drOff)
			ok := d.within(mod, dv, dr, lo, hi)
			kill := d.within(mod, dv, dr, hi+1, 1<<20)
			e := d.expect(mod, dv, dr)
			if e <= 0 {
				return 0
			}
			f := max(0, (e+10*ok-30*kill)/e)
			if !o.damaged {
				f *= 3
			}
			return f
		}
		if !o.damaged {
			return 3
		}
	}
	return 1
}

// captureWindow is the damage that would bring Teal Hawk j to Drive 3 or
// less without destroying it (11.4): from lo to hi boxes; lo < 0 when it is
// there already.
func (s *State) captureWindow(j int) (lo, hi int) {
	o := &s.crafts[j]
	if o.Drive(false) <= 3 {
		return -1, -1
	}
	n := len(o.typ.Track)
	hi = n - 1 - int(o.hits)
	for k := int(o.hits) + 1; k < n; k++ {
		if o.typ.DriveAfter(k)-int(o.driveLoss) <= tealHawkCaptureDrive {
			return k - int(o.hits), hi
		}
	}
	return hi + 1, hi
}

// winsAtOnce reports whether destroying craft j wins 11.5's battle at once
// for side p: for the Grizzlies either shuttle (the real one is hidden from
// them), for the command ship's side its named target.
func (s *State) winsAtOnce(p int8, j int) bool {
	cs := s.sc.file.Rules.CommandShip
	o := &s.crafts[j]
	if cs == nil || !o.alive() || o.side == p {
		return false
	}
	if p == int8(cs.Side) {
		return j == s.craftIndex(1-cs.Side, s.sc.file.Victory.Target)
	}
	return o.typ.Key == "shryak-shuttle"
}

// podTarget is the craft going for 11.1's pod: the one carrying it, the
// one recovering it, else the pod side's carrier nearest to it; −1 none.
func (s *State) podTarget() int {
	pr := s.sc.file.Rules.Pod
	if pr == nil || s.podState < 0 || s.podState == 2 {
		return -1
	}
	best, bd := -1, 1<<30
	for j := range s.crafts {
		c := &s.crafts[j]
		if !c.alive() || c.side != int8(pr.Side) || !podCarries(s.sc, c) {
			continue
		}
		if c.pod || c.recovering != 0 {
			return j
		}
		if s.podState == 0 {
			if d := hex.Distance(c.pos, s.pod); d < bd {
				best, bd = j, d
			}
		}
	}
	return best
}

// nearestSat is the standing satellite nearest pos (11.2's Comm Sat when
// comm, else 11.6's Laser Sats), or −1.
func (s *State) nearestSat(pos hex.Hex, comm bool) int {
	best, bd := -1, 1<<30
	for k, x := range s.sats {
		if !x.dead && x.comm == comm {
			if d := hex.Distance(pos, x.pos); d < bd {
				best, bd = k, d
			}
		}
	}
	return best
}

// edgeDistance is how many hexes h lies from map edge e.
func edgeDistance(b Board, h hex.Hex, e int) int {
	c, r := hex.ToOffset(h)
	long := b.Layout == LayoutLong
	switch {
	case e == 1:
		return c
	case (e == 3 && !long) || (e == 2 && long):
		return b.Cols - 1 - c
	case (e == 2 && !long) || (e == 3 && long):
		return r
	}
	return b.Rows - 1 - r
}

// areaDistance is about how many hexes h lies from the named area.
func areaDistance(b Board, h hex.Hex, name string) int {
	if b.InArea(h, name) {
		return 0
	}
	c, r := hex.ToOffset(h)
	for _, a := range b.areas() {
		if a.name == name {
			dc := max(0, a.c0-c, c-a.c1)
			dr := max(0, a.r0-r, r-a.r1)
			return dc + max(0, dr-dc/2)
		}
	}
	return 0
}

// within is the chance that an attack with these dice deals, after DR,
// from lo to hi damage (a hit of at least lo).
func (d *dist) within(mod, dv, dr, lo, hi int) float64 {
	if d.total == 0 {
		return 0
	}
	n := 0.0
	for _, o := range d.outcomes {
		if dmg := int(o.dmg) - dr; int(o.sum)+mod >= dv && dmg > 0 && dmg >= lo && dmg <= hi {
			n += float64(o.n)
		}
	}
	return n / d.total
}

// reserved reports whether craft i keeps its torps of mark k for 11.2's
// launch at the tender off the map, still short of the number needed.
func (s *State) reserved(i CraftID, k Mark) bool {
	off := s.sc.file.Rules.Offboard
	if off == nil || s.crafts[i].side != int8(off.Side) || s.offboard >= off.Need {
		return false
	}
	mk, err := ParseMark(off.Mark)
	return err == nil && mk == k
}

// hidesCommand reports whether craft c is 11.5's real command ship with
// its decoy still in play: it holds its fire, which would unmask the decoy.
func (s *State) hidesCommand(c *craft) bool {
	if s.command < 0 || &s.crafts[s.command] != c {
		return false
	}
	for j := range s.crafts {
		if s.crafts[j].decoy && s.crafts[j].alive() {
			return true
		}
	}
	return false
}

// spares reports whether side p keeps its ordnance (torps, missiles) off
// craft j: 11.4's Teal Hawk is to be crippled, not destroyed, and a salvo
// or a torp's dice are too many to count on it.
func (s *State) spares(p int8, j int) bool {
	v := s.sc.file.Victory
	return v.Kind == VicTechStakes && p == int8(v.Side) && s.crafts[j].typ.Key == "teal-hawk"
}
