package sscs

import "github.com/armada-tui/armada-tui/internal/engine/hex"

// turnSpeeds is the speeds ship id may fly this turn and the MP it has
// to pay for the change and its turns (Movement 4 and 5): the one it
// declared, as far as its MP allow, once declared and known (own: the
// declaring side knows its own; the other side's declaration is secret);
// else every speed its MP reach from its speed. A ship that cannot spend
// MP (coasting) keeps its speed and has none.
func (s *State) turnSpeeds(id ShipID, known bool) (lo, hi, mp int) {
	sh := s.ships[id]
	if s.coasting(id) != "" {
		return sh.speed, sh.speed, 0
	}
	mp = MPOf(s.drive(id))
	if known && sh.dSpeedSet {
		v, _ := reachable(sh.speed, sh.dSpeed, mp)
		return v, v, mp
	}
	return max(0, sh.speed-mp), min(sh.speed+mp, 2*maxSpeed), mp
}

// turnsFor is how many hexsides a ship with mp MP, flying at speed v
// from speed from, may still turn: what is left after the change of speed,
// at the turn cost of speed v (Movement 4 and 5); −1 when the change alone
// costs more. At speed 0 turning is free: three hexsides face any way.
func (s *State) turnsFor(mp, from, v int) int {
	left := mp - abs(v-from)
	if left < 0 {
		return -1
	}
	c := TurnCost(s.rules.set.turnCost, v)
	if c == 0 {
		return 3
	}
	return left / c
}

// poseSet is the poses (hex and heading) a ship may stand in at the end
// of a move of exactly v hexes from start, each with the fewest hexsides
// it turns to get there; −1 where it cannot end. The hexes are those
// within v of start.
type poseSet struct {
	start hex.Hex
	v     int
	turns []int8  // by index
	list  []int32 // the indexes set
}

// index is a pose's place in turns, −1 beyond v hexes of the start.
func (p *poseSet) index(h hex.Hex, d hex.Direction) int {
	w := 2*p.v + 1
	q, r := h.Q-p.start.Q+p.v, h.R-p.start.R+p.v
	if q < 0 || r < 0 || q >= w || r >= w {
		return -1
	}
	return (q*w+r)*6 + int(d.Norm())
}

// pose is the pose at an index.
func (p *poseSet) pose(i int32) Pose {
	w := 2*p.v + 1
	c := int(i) / 6
	return Pose{hex.Hex{Q: c/w - p.v + p.start.Q, R: c%w - p.v + p.start.R}, hex.Direction(int(i) % 6)}
}

// has reports that the ship may end in pose x.
func (p *poseSet) has(x Pose) bool {
	i := p.index(x.Hex, x.Heading)
	return i >= 0 && p.turns[i] >= 0
}

// endPoses is the poses a ship at start may stand in at the end of a move
// of exactly v hexes, turning at most k hexsides in all, before any hex or
// after the last (Movement 2 and 5). Only the poses within r hexes of near
// are kept: a path that cannot come back within r of it by the end is
// dropped on the way.
func endPoses(start Pose, v, k int, near hex.Hex, r int) *poseSet {
	k = min(k, 100) // int8; more hexsides than a move of v hexes needs
	w := 2*v + 1
	buf := make([]int8, 2*w*w*6)
	for i := range buf {
		buf[i] = -1
	}
	cur := &poseSet{start: start.Hex, v: v, turns: buf[:w*w*6], list: make([]int32, 0, 64)}
	next := &poseSet{start: start.Hex, v: v, turns: buf[w*w*6:], list: make([]int32, 0, 64)}
	i0 := int32(cur.index(start.Hex, start.Heading))
	cur.turns[i0], cur.list = 0, append(cur.list, i0)
	for m := 0; ; m++ {
		// Turns in place, one hexside at a time, as far as k allows: from
		// each pose straight to each heading, the short way.
		if k > 0 {
			for _, i := range cur.list[:len(cur.list):len(cur.list)] {
				t := int(cur.turns[i])
				base, from := i-i%6, &sides[i%6]
				for d := int32(0); d < 6; d++ {
					n := t + int(from[d])
					if n > k {
						continue
					}
					j := base + d
					switch u := cur.turns[j]; {
					case u < 0:
						cur.turns[j] = int8(n)
						cur.list = append(cur.list, j)
					case n < int(u):
						cur.turns[j] = int8(n)
					}
				}
			}
		}
		if m == v {
			return cur
		}
		for _, i := range cur.list {
			p := cur.pose(i)
			h := hex.Neighbor(p.Hex, p.Heading)
			if hex.Distance(h, near) > r+v-m-1 {
				continue // cannot end within r of near any more
			}
			j := int32(next.index(h, p.Heading))
			switch u := next.turns[j]; {
			case u < 0:
				next.turns[j] = cur.turns[i]
				next.list = append(next.list, j)
			case cur.turns[i] < u:
				next.turns[j] = cur.turns[i]
			}
			cur.turns[i] = -1
		}
		cur.list = cur.list[:0]
		cur, next = next, cur
	}
}

// sides is rot for the six headings by number, looked up where endPoses
// turns in place: rot's arithmetic was a third of the time of a
// declaration's list (dockOptions).
var sides = [6][6]int8{
	{0, 1, 2, 3, 2, 1}, {1, 0, 1, 2, 3, 2}, {2, 1, 0, 1, 2, 3},
	{3, 2, 1, 0, 1, 2}, {2, 3, 2, 1, 0, 1}, {1, 2, 3, 2, 1, 0},
}

// dockable reports that ship id, declaring now, and ship w could end this
// turn's movement together: in one hex, at one speed and with one heading
// (Docking: "the same speed, with the same direction of travel, and in
// the same hex(es)"), each flying a move its MP pay for — the speed it may
// go (w's as id's side knows it: a friend's declared speed, an enemy's
// any its MP reach), the hexsides it turns at that speed. A docking is
// checked at the end of the turn it is declared in and ends there if the
// two do not stand together (its first turn is this one), so no other
// docking can be made. A ship held in stasis does no action this turn.
// Evasive maneuvers are a choice either may leave out; a ship an enemy
// displaces or whose Drive is shot away before it moves is not counted
// on.
func (s *State) dockable(id, w ShipID) bool {
	if s.held(id) || s.held(w) {
		return false
	}
	a, b := s.ships[id], s.ships[w]
	loA, hiA, mpA := s.turnSpeeds(id, true)
	loB, hiB, mpB := s.turnSpeeds(w, a.side == b.side)
	d := hex.Distance(a.pos, b.pos)
	for v := max(loA, loB, (d+1)/2); v <= min(hiA, hiB); v++ {
		kA, kB := s.turnsFor(mpA, a.speed, v), s.turnsFor(mpB, b.speed, v)
		if kA < 0 || kB < 0 || rot(a.heading, b.heading) > kA+kB {
			continue // no heading both may end with
		}
		pa, pb := Pose{a.pos, a.heading}, Pose{b.pos, b.heading}
		if kA > kB {
			pa, pb, kA, kB = pb, pa, kB, kA
		}
		if kA == 0 {
			// Straight on: one pose the other must end in.
			if reaches(pb, v, kB, Pose{hex.Add(pa.Hex, hex.Scale(pa.Heading.Offset(), v)), pa.Heading}) {
				return true
			}
			continue
		}
		ends := endPoses(pa, v, kA, pb.Hex, v)
		if len(ends.list) == 0 {
			continue
		}
		theirs := endPoses(pb, v, kB, pa.Hex, v)
		for _, i := range theirs.list {
			if ends.has(theirs.pose(i)) {
				return true
			}
		}
	}
	return false
}

// reaches reports that a ship at start may end a move of exactly v hexes
// in the pose to, turning at most k hexsides (endPoses, for one pose).
func reaches(start Pose, v, k int, to Pose) bool {
	if hex.Distance(start.Hex, to.Hex) > v || rot(start.Heading, to.Heading) > k || leastTurns(start.Hex, start.Heading, to.Hex) > k {
		return false
	}
	return endPoses(start, v, k, to.Hex, 0).has(to)
}
