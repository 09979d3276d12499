package sscs

import "github.com/armada-tui/armada-tui/internal/engine/hex"

// leastTurns is the fewest hexsides a ship at from, heading h, must turn
// to enter hex to along a path of the fewest hexes (Distance): the hex
// lies between two neighbouring directions, reached by going along one
// and then the other; the one nearer the heading goes first, and the
// second costs one hexside more. No longer path turns fewer
// (TestRamReachLeastTurns checks it against every path).
func leastTurns(from hex.Hex, h hex.Direction, to hex.Hex) int {
	off := hex.Sub(to, from)
	if off == (hex.Hex{}) {
		return 0
	}
	best := 6
	for _, a := range hex.Directions() {
		b := a.Rotate(1)
		u, w := a.Offset(), b.Offset()
		det := u.Q*w.R - u.R*w.Q
		n := (off.Q*w.R - off.R*w.Q) / det
		m := (u.Q*off.R - u.R*off.Q) / det
		if n < 0 || m < 0 || n*u.Q+m*w.Q != off.Q || n*u.R+m*w.R != off.R {
			continue
		}
		t := min(rot(h, a), rot(h, b)) + 1
		switch {
		case m == 0:
			t = rot(h, a)
		case n == 0:
			t = rot(h, b)
		}
		best = min(best, t)
	}
	return best
}

// rot is how many hexsides lie between two headings, the short way.
func rot(a, b hex.Direction) int {
	d := int(b.Norm()-a.Norm()+6) % 6
	return min(d, 6-d)
}

// rammable reports that ship id, declaring now, could enter the hex
// enemy t is in, in its move this turn, so that a ram could meet
// (Ramming: "during movement"): t's hex is its own (met at the start of
// its move, rules 6); or it lies within the hexes id flies at a speed it
// may go this turn (the one declared, else any its MP reach), with MP
// left after the change of speed to pay for the hexsides it must turn at
// that speed (Movement 4 and 5). Where t will be if it moves first is its
// commander's secret and choice: the hex it is in is what is known.
func (s *State) rammable(id, t ShipID) bool {
	sh, tg := s.ships[id], s.ships[t]
	if sh.pos == tg.pos {
		return true
	}
	lo, hi, mp := s.turnSpeeds(id, true)
	d := hex.Distance(sh.pos, tg.pos)
	turns := leastTurns(sh.pos, sh.heading, tg.pos)
	for v := max(lo, d); v <= hi; v++ {
		if turns*TurnCost(s.rules.set.turnCost, v) <= mp-abs(v-sh.speed) {
			return true
		}
	}
	return false
}
