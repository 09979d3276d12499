package silentdeath

import (
	"fmt"
	"sync"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// damageReceived is the damage points craft i has received in this
// scenario: its marked boxes, and the one 10.12's damage control cleared
// (it repairs one box once a scenario). 11.5's command ship loses a point of
// initiative Plt for every 2 points it "receives": a box repaired later does
// not give it back.
func (s *State) damageReceived(i int) int {
	c := &s.crafts[i]
	n := int(c.hits)
	if c.dcUsed {
		n++
	}
	return n
}

// initiativePlt is the Plt a side adds to its initiative die: its best
// living pilot's, or 11.5's command ship value.
func (s *State) initiativePlt(p int8) (int, string) {
	if cs := s.sc.file.Rules.CommandShip; cs != nil && int8(cs.Side) == p {
		v := cs.Plt
		if s.command >= 0 {
			v = max(1, cs.Plt-s.damageReceived(s.command)/2)
		}
		return v, "command ship"
	}
	best := 0
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.alive() && c.side == p && !c.crew[0].Dead && int(c.crew[0].Plt) > best {
			best = int(c.crew[0].Plt)
		}
	}
	return best, "best pilot"
}

// rollInitiative starts the Movement Phase (5.1), after 10.2's drifts. The
// side with the lower total moves a craft first; the higher may hold one
// craft back. Your First Game rolls bare dice and has no hold.
func (n *State) rollInitiative(ev *events) {
	n.ph = phMove
	n.mover, n.mp, n.lastSide, n.held = -1, 0, -1, false
	for i := range n.torps {
		n.torps[i].moved = false
	}
	// 10.2: the drifts come "before any normal Movement Phase activities
	// begin", the initiative roll among them (and 10.3's Drive 0 turns
	// after them); the best pilot is the best after the drifts.
	if n.opt.Drift {
		n.driftAll(ev)
		if n.checkVictory(ev, false); n.outcome.Over {
			return
		}
	}
	if a := n.sc.file.Rules.AutoInitiative; a != nil && n.turn <= a.Turns {
		w := int8(a.Side)
		n.initWinner, n.mfirst = w, other(w)
		ev.add(EvInitiative, w, engine.Agree(n.names[w], "has")+" the initiative without a roll (surprise, turns 1–"+itoa(a.Turns)+"); "+engine.Agree(n.names[other(w)], "moves")+" first", nil)
		return
	}
	for {
		var tot [2]int
		for p := int8(0); p < 2; p++ {
			d := []engine.Die{{Sides: 10, Face: n.dice.D(10)}}
			var mods []engine.Mod
			if !n.firstGame {
				v, why := n.initiativePlt(p)
				mods = []engine.Mod{{Why: "Plt (" + why + ")", Value: v}}
			}
			r := engine.NewRoll(Possessive(n.names[p])+" initiative", d, mods, 0, "")
			tot[p] = r.Total
			ev.add(EvInitiative, p, "", &r)
		}
		// 5.1: a tie is rolled again, however often it comes (rules 1–7
		// gave side 0 the initiative after 64 ties, which the state's
		// dice never roll; the loop ends as surely as they are dice).
		if tot[0] == tot[1] {
			ev.add(EvInitiative, -1, "a tie: both roll again", nil)
			continue
		}
		w := int8(0)
		if tot[1] > tot[0] {
			w = 1
		}
		n.mfirst = other(w)
		if n.firstGame {
			n.initWinner = -1
			ev.add(EvInitiative, w, n.names[w]+" rolled higher: "+n.names[other(w)]+" must move a craft first", nil)
		} else {
			n.initWinner = w
			ev.add(EvInitiative, w, engine.Agree(n.names[w], "wins")+" the initiative: "+engine.Agree(n.names[other(w)], "moves")+" a craft first, and "+n.names[w]+" may hold one back to move last", nil)
		}
		return
	}
}

// unmoved counts p's craft that still have their move this phase.
func (s *State) unmoved(p int8) int {
	k := 0
	for i := range s.crafts {
		if s.canMove(i, p) {
			k++
		}
	}
	return k
}

// canMove reports whether craft i of side p still has its move in the
// alternation of moves. A craft at Drive 0 has none: with 10.3's Drive 0
// turns it turned before the moves began (drive0Next).
func (s *State) canMove(i int, p int8) bool {
	c := &s.crafts[i]
	return c.alive() && c.side == p && !c.moved && c.Drive(s.firstGame) > 0
}

// drive0Next is the next craft to make its Drive 0 turn (10.3, optional):
// "at the beginning of the Movement Phase after any drifts", before the
// alternation of moves; the side that moves first turns its craft first
// (the project's order: the rulebook gives none). −1 when none is left.
//
// With 10.2's drift, a craft at Drive 0 has this step too when it might
// declare a Full Stop that matters: "a craft that does not move or change
// facing" may declare one, and a Drive 0 craft moves not; its Drive may come
// back (10.12's damage control, not yet used), and with it the drift.
func (s *State) drive0Next() int {
	if s.firstGame {
		return -1
	}
	for _, p := range [2]int8{s.mfirst, other(s.mfirst)} {
		for i := range s.crafts {
			if c := &s.crafts[i]; c.alive() && c.side == p && !c.moved && s.drive0Step(c) && c.Drive(false) == 0 {
				return i
			}
		}
	}
	return -1
}

// drive0Step reports whether craft c, at Drive 0, has a choice to make at
// the start of the Movement Phase: a Drive 0 turn (10.3), or a Full Stop
// (10.2) while its Drive may come back (10.12).
func (s *State) drive0Step(c *craft) bool {
	return s.opt.Drive0Turns || s.fullStopMatters(c)
}

// fullStopMatters reports whether craft c, at Drive 0, is offered a Full
// Stop (10.2): not at one already, and its Drive may come back (10.12's
// repair not yet used), the drift with it.
func (s *State) fullStopMatters(c *craft) bool {
	return s.opt.Drift && !c.fullStop && s.opt.DamageControl && !c.dcUsed
}

// drive0Options lists craft i's choices at its Drive 0 turn: one hexside
// either way, unless another craft shares its hex (no turn in an occupied
// hex, 5.2), or keeping its facing (Stop).
func (s *State) drive0Options(i int, add func(engine.Intent)) {
	c := &s.crafts[i]
	by, id := engine.Player(c.side), CraftID(i)
	if s.opt.Drive0Turns && !s.turnBlocked(c.pos, i) {
		add(Turn{By: by, Craft: id, Dir: -1})
		add(Turn{By: by, Craft: id, Dir: 1})
	}
	if s.fullStopMatters(c) {
		add(FullStop{By: by, Craft: id})
	}
	add(Stop{By: by, Craft: id})
}

// drive0Turn makes craft i's Drive 0 turn, or keeps its facing: its part
// of this Movement Phase. It spends no MP and enters no hex, so no torp,
// mine or pod is touched; torps tracking it fly at the end of the phase,
// as for any craft that did not move.
func (n *State) drive0Turn(x engine.Intent, ev *events) {
	i := int(x.(crafted).craftOf())
	c := &n.crafts[i]
	c.moved = true
	if _, ok := x.(FullStop); ok {
		c.fullStop = true
		ev.add(EvMove, c.side, n.label(i)+" comes to a Full Stop at Drive 0: should its Drive come back, it will not drift (10.2)", nil)
		return
	}
	if t, ok := x.(Turn); ok {
		from := c.facing
		c.facing = c.facing.Rotate(t.Dir)
		// 10.2: a Full Stop lasts until the craft moves or "changes its
		// facing" (should its Drive come back, 10.12, it drifts again).
		c.fullStop = false
		ev.add(EvMove, c.side, n.label(i)+" turns "+from.String()+"→"+c.facing.String()+" on its thrusters (Drive 0 turn, 10.3)", nil)
		return
	}
	ev.add(EvMove, c.side, n.label(i)+" keeps its facing "+c.facing.String()+" (Drive 0)", nil)
}

// moverSide is the side whose craft moves next, or −1 when every craft has
// moved.
func (s *State) moverSide() int8 {
	if s.mover >= 0 {
		return s.crafts[s.mover].side
	}
	a, b := s.unmoved(0), s.unmoved(1)
	if a == 0 && b == 0 {
		return -1
	}
	if s.held {
		w := s.initWinner
		if s.unmoved(other(w)) > 0 {
			return other(w)
		}
		return w
	}
	next := s.mfirst
	if s.lastSide >= 0 {
		next = other(s.lastSide)
	}
	if s.unmoved(next) == 0 {
		next = other(next)
	}
	return next
}

// mayHold: the initiative winner, with one craft left to move while the
// other side still has craft to move, may hold it back (5.1).
func (s *State) mayHold(p int8) bool {
	return !s.firstGame && !s.held && s.mover < 0 && p == s.initWinner && s.unmoved(p) == 1 && s.unmoved(other(p)) > 0
}

// passable reports whether craft i may enter hex h (5.2): h is off the map
// or free, or, occupied, moving on from it with the left MP it has after
// entering h reaches a hex where it may end its move (or leaves the map).
// Moving on is flying straight on or, with 10.4, a sideslip (2 MP, not
// right after one: slipped says h is entered by a sideslip); no turn is
// made in an occupied hex (5.2). 5.1 forbids only ending a move in an
// occupied hex, so any way out of it will do (before, straight on only, so
// a craft that could slip out of a run of occupied hexes was kept out of
// it). left must not be negative.
func (s *State) passable(i int, h hex.Hex, f hex.Direction, left int, slipped bool) bool {
	if !s.sc.board.In(h) || !s.occupied(h, i, s.crafts[i].side) {
		return true // the common case, without the search's map
	}
	seen := map[passStep]int{}
	return s.passFrom(i, passStep{h, slipped}, f, left, seen)
}

// passStep is a hex of a way through occupied hexes and whether it was
// entered by a sideslip.
type passStep struct {
	h       hex.Hex
	slipped bool
}

func (s *State) passFrom(i int, at passStep, f hex.Direction, left int, seen map[passStep]int) bool {
	c := &s.crafts[i]
	if !s.sc.board.In(at.h) || !s.occupied(at.h, i, c.side) {
		return true
	}
	if best, ok := seen[at]; ok && best >= left {
		return false
	}
	seen[at] = left
	if left >= 1 && s.passFrom(i, passStep{hex.Neighbor(at.h, f), false}, f, left-1, seen) {
		return true
	}
	if s.opt.Sideslips && !at.slipped && left >= SlipCost {
		for _, d := range []int{-1, 1} {
			if s.passFrom(i, passStep{hex.Neighbor(at.h, f.Rotate(d)), true}, f, left-SlipCost, seen) {
				return true
			}
		}
	}
	return false
}

// moveOptions lists craft i's next movement steps to add and returns how
// many there are besides ending the move; with add nil it only counts
// (nothing is made: this is asked after every step).
func (s *State) moveOptions(i int, add func(engine.Intent)) int {
	c := &s.crafts[i]
	by, id := engine.Player(c.side), CraftID(i)
	drive := c.Drive(s.firstGame)
	mp, turned, acted := 0, false, false
	if s.mover == i {
		mp, turned, acted = s.mp, s.turnedHere, s.acted
	}
	left := drive - mp
	here := s.turnBlocked(c.pos, i) // no turn here (5.2)
	slow := drive < TurnCost && !s.firstGame
	// 10.3: a craft of 3+ MP enters a new hex (a drift counts) before it turns.
	if s.opt.Turning && !slow && !c.drifted && !(s.mover == i && s.entered) {
		turned = true
	}
	if s.mover == i && s.faceNext {
		// 5.2: the tight turn's cost is paid; the pilot now faces the
		// hexside he wants, two or three from where he faced. 10.3: a
		// set-cost turn that failed turns "only one hexside", either way.
		rots := []int{2, 3, 4}
		if s.faceOne {
			rots = []int{-1, 1}
		}
		for _, r := range rots {
			if add != nil {
				add(Face{By: by, Craft: id, Facing: int(c.facing.Rotate(r))})
			}
		}
		return len(rots)
	}
	n := 0
	if left >= 1 && !(slow && turned) {
		to := hex.Neighbor(c.pos, c.facing)
		if s.passable(i, to, c.facing, left-1, false) {
			n++
			if add != nil {
				add(Forward{By: by, Craft: id})
			}
		}
	}
	canTurn := left >= TurnCost && !turned && !here
	switch {
	case s.firstGame:
		canTurn = left >= TurnCost
	case slow:
		canTurn = !acted && !here
	}
	if canTurn {
		n += 2
		if add != nil {
			add(Turn{By: by, Craft: id, Dir: -1})
			add(Turn{By: by, Craft: id, Dir: 1})
		}
	}
	if s.opt.SetTurns && !s.firstGame && !slow && !turned && !here {
		// 10.3: the cost depends on the hexsides, so the facing is named
		// with the turn.
		for _, r := range []int{2, 3, 4} {
			if left >= SetTurnCost(min(r, 6-r)) {
				n++
				if add != nil {
					add(Tight{By: by, Craft: id, Facing: int(c.facing.Rotate(r))})
				}
			}
		}
	} else if !s.firstGame && !slow && left > TightTurnBase && !turned && !here {
		// 5.2: the TTC is rolled first; the facing is chosen once it is
		// paid (Face). A save of rules 1 to 10 named it with the turn.
		if s.sc.facingFirst {
			for _, r := range []int{2, 3, 4} {
				n++
				if add != nil {
					add(Tight{By: by, Craft: id, Facing: int(c.facing.Rotate(r))})
				}
			}
		} else {
			n++
			if add != nil {
				add(Tight{By: by, Craft: id, Facing: FaceAfterRoll})
			}
		}
	}
	n += s.slipOptions(i, left, slow, turned, add)
	if add != nil && !s.occupied(c.pos, i, c.side) {
		add(Stop{By: by, Craft: id})
		if s.opt.Drift && !acted && !c.fullStop {
			add(FullStop{By: by, Craft: id})
		}
	}
	return n
}

// startMove makes craft i the mover, with a fresh move's MP and notes,
// unless it is moving already.
func (n *State) startMove(i int) {
	if n.mover != i {
		n.mover, n.mp, n.turnedHere, n.acted, n.mineSpent, n.entered, n.lastSlip, n.faceNext = i, 0, false, false, false, false, false, false
		n.faceOne = false
		n.backTo = 0
	}
}

func (n *State) applyMove(x engine.Intent, ev *events) {
	i := int(x.(crafted).craftOf())
	c := &n.crafts[i]
	n.startMove(i)
	p := c.side
	drive := c.Drive(n.firstGame)
	if _, stop := x.(Stop); !stop {
		c.fullStop = false
		n.lastSlip = false
	}
	if t, ok := x.(Tight); ok && n.opt.SetTurns {
		n.setTurn(i, t.Facing, ev)
		if c.alive() && !n.anyMoveLeft(i) {
			n.finishMove(ev, i)
		}
		return
	}
	switch x := x.(type) {
	case Face:
		from := c.facing
		c.facing = hex.Direction(x.Facing)
		if n.faceOne {
			ev.add(EvMove, p, n.label(i)+" turns one hexside "+from.String()+"→"+c.facing.String()+" (its set cost turn failed, 10.3), "+itoa(drive-n.mp)+" MP left", nil)
		} else {
			ev.add(EvMove, p, n.label(i)+" turns tight "+from.String()+"→"+c.facing.String()+", "+itoa(drive-n.mp)+" MP left", nil)
		}
		n.faceNext, n.faceOne = false, false
	case Stop:
		ev.add(EvMove, p, n.label(i)+" ends its move ("+itoa(n.mp)+" of "+itoa(drive)+" MP spent)", nil)
		n.finishMove(ev, i)
		return
	case Turn:
		from := c.facing
		c.facing = c.facing.Rotate(x.Dir)
		n.turnedHere, n.acted = true, true
		if drive < TurnCost && !n.firstGame {
			// 5.0: a turn is paid in MP; below Drive 3 it costs more than
			// the craft has and is allowed as its sole action (5.2), so it
			// spends what the craft has, at least 1: in 11.2's minefield
			// that is MP spent there (before rules 7 it was not attacked).
			n.mineCheck(i)
			ev.add(EvMove, p, n.label(i)+" turns "+from.String()+"→"+c.facing.String()+" as its only action (Drive "+itoa(drive)+")", nil)
			n.finishMove(ev, i)
			return
		}
		n.mp += TurnCost
		n.mineCheck(i)
		ev.add(EvMove, p, n.label(i)+" turns "+from.String()+"→"+c.facing.String()+": 3 MP, "+itoa(drive-n.mp)+" left", nil)
	case Tight:
		if !n.tightTurn(i, x.Facing, ev) {
			return
		}
	case Forward:
		if !n.forward(i, ev) {
			return
		}
	}
	if c.alive() && !n.anyMoveLeft(i) {
		n.finishMove(ev, i)
	}
}

// tightTurn rolls the cost of craft i's tight turn (5.2) and, when the
// craft can pay it, has its pilot name the facing next (Face), or turns it
// to facing in a save of rules 1 to 10, which named it with the turn;
// false when it could not pay and its move is over.
func (n *State) tightTurn(i, facing int, ev *events) bool {
	c := &n.crafts[i]
	p, drive := c.side, c.Drive(n.firstGame)
	die := TTCDie(int(c.crew[0].Plt))
	r := engine.NewRoll(n.label(i)+"'s tight turn cost (the TTC of Plt "+itoa(int(c.crew[0].Plt))+", 8.2)", []engine.Die{{Sides: die, Face: n.dice.D(die)}}, []engine.Mod{{Why: "tight turn", Value: TightTurnBase}}, 0, "")
	left := drive - n.mp
	if r.Total > left {
		r.Result = itoa(r.Total) + " MP, only " + itoa(left) + " left"
		ev.add(EvMove, p, n.label(i)+" cannot make the turn and ends its move facing "+c.facing.String(), &r)
		n.finishMove(ev, i)
		return false
	}
	n.mp += r.Total
	n.turnedHere, n.acted = true, true
	n.mineCheck(i)
	r.Result = itoa(r.Total) + " MP"
	if facing != FaceAfterRoll {
		from := c.facing
		c.facing = hex.Direction(facing)
		ev.add(EvMove, p, n.label(i)+" turns tight "+from.String()+"→"+c.facing.String()+", "+itoa(drive-n.mp)+" MP left", &r)
		return true
	}
	n.faceNext = true
	ev.add(EvMove, p, n.label(i)+" pays for a tight turn, "+itoa(drive-n.mp)+" MP left, and chooses its facing", &r)
	return true
}

// forward moves craft i one hex ahead; false when its move is over (it
// left the map, or what it flew into destroyed it).
func (n *State) forward(i int, ev *events) bool {
	c := &n.crafts[i]
	p, drive := c.side, c.Drive(n.firstGame)
	from := c.pos
	to := hex.Neighbor(c.pos, c.facing)
	if !n.flyTo(ev, i, to, 1) {
		return false
	}
	ev.move(p, n.label(i)+" moves to "+offset(to)+", "+itoa(drive-n.mp)+" MP left", craftTrail(i, from, to))
	// A craft that flies into a torp tracking it sets it off at once,
	// with no dodge (4.2); an asteroid deals 10D12 (10.5).
	return n.enteredHex(ev, i, to)
}

// flyTo spends cost MP of mover i to fly into the hex to, ahead (5.1) or
// sideslipping (10.4), noting the mines it flies in (11.2) and the last hex
// it could stop in (backOut); false when to is off the map and the craft
// has left the battle.
func (n *State) flyTo(ev *events, i int, to hex.Hex, cost int) bool {
	c := &n.crafts[i]
	from, last := c.pos, n.lastFree(i)
	n.mp += cost
	n.acted, n.turnedHere, n.entered = true, false, true
	n.mineCheck(i) // leaving a mined hex spends the MP there too
	if !n.sc.board.In(to) {
		n.leaveMap(ev, i, from, to)
		return false
	}
	c.pos = to
	n.noteStop(i, last)
	n.mineCheck(i)
	return true
}

// leaveMap takes craft i, moving from from to to off the map (a forward
// move or 10.4's sideslip), out of the battle: by its side's exit edge it
// has left it, by any other edge it is lost (5.0); its move is over.
func (n *State) leaveMap(ev *events, i int, from, to hex.Hex) {
	c := &n.crafts[i]
	p := c.side
	edge, exit := n.LeavesBy(i, to)
	if exit {
		c.state = outExited
		ev.move(p, n.label(i)+" leaves the map by Edge "+itoa(edge), craftTrail(i, from))
	} else {
		c.state = outDestroyed
		ev.move(p, n.label(i)+" flies off the map by Edge "+itoa(edge)+" and is lost", craftTrail(i, from))
		switch {
		case c.decoy:
			// 11.5: the game going on betrays the decoy, and "no
			// points are awarded for eliminating" it.
			n.revealDecoy(ev, i, "it flew off the map")
		case c.pod:
			// 11.1: the pod is lost with its carrier.
			n.podState = 2
		}
	}
	n.finishMove(ev, i)
}

// straightBack is the first hex straight behind craft i that no other
// craft holds.
func (s *State) straightBack(i int) hex.Hex {
	c := &s.crafts[i]
	h := c.pos
	for k := 0; k < s.sc.board.Cols+s.sc.board.Rows && s.occupied(h, i, c.side); k++ {
		h = hex.Neighbor(h, c.facing.Opposite())
	}
	return h
}

// lastFree is the last hex of mover i's path where it may end its move:
// where it is, unless another craft (or a satellite, or 11.1's pod for the
// side that may not stop there) holds that hex.
func (s *State) lastFree(i int) hex.Hex {
	if s.backTo > 0 {
		k := int(s.backTo - 1)
		return hex.FromOffset(k/s.sc.board.Rows, k%s.sc.board.Rows)
	}
	return s.straightBack(i)
}

// noteStop notes, mover i having stepped from a path whose last free hex
// was last, where it would end its move should it fly no further.
func (n *State) noteStop(i int, last hex.Hex) {
	n.backTo = 0
	if c := &n.crafts[i]; n.occupied(c.pos, i, c.side) && last != n.straightBack(i) {
		col, row := hex.ToOffset(last)
		n.backTo = int32(1 + col*n.sc.board.Rows + row)
	}
}

// anyMoveLeft reports whether the mover can do anything but stop.
func (n *State) anyMoveLeft(i int) bool { return n.moveOptions(i, nil) > 0 }

func offset(h hex.Hex) string {
	c, r := hex.ToOffset(h)
	return "[" + itoa(c) + "," + itoa(r) + "]"
}

// mineCheck notes that the mover spent MP in the minefield (11.2): it is
// called where the craft is as it spends them (a turn, a forward move or a
// sideslip out of a mined hex) and where a move takes it (into one), so
// that a craft entering, crossing, turning in or leaving the area is
// attacked, as a torp that starts or ends its flight there is.
func (n *State) mineCheck(i int) {
	if n.Mined(n.crafts[i].pos) {
		n.mineSpent = true
	}
}

// LeavesBy is the edge craft i crosses to reach h off the map, and
// whether the scenario allows it out by that edge (it leaves the battle);
// otherwise it is lost (5.0: off the map "when not specifically allowed by
// the scenario" is destroyed). The edge is its side's exit, and 11.1 lets
// out only the craft carrying the life pod ("exit it carrying Pharsii off
// of Edge 1"), 11.2 only the Revenge ("Exit the Revenge off of Edge 1");
// other scenarios with an exit let out any craft of the side (11.6: "two
// starcraft").
func (s *State) LeavesBy(i int, h hex.Hex) (edge int, exit bool) {
	edge = s.sc.board.EdgeCrossed(h)
	if i < 0 || i >= len(s.crafts) {
		return edge, false
	}
	c := &s.crafts[i]
	e := s.sc.file.Sides[c.side].Exit
	return edge, e != 0 && e == edge && s.mayExit(c)
}

// mayExit reports whether the scenario lets craft c leave by its side's
// exit edge: 11.1's pod carrier, 11.2's Revenge, any craft elsewhere.
func (s *State) mayExit(c *craft) bool {
	switch s.sc.file.Victory.Kind {
	case VicRescue:
		return c.pod
	case VicMinefield:
		return c.typ.Key == "revenge"
	}
	return true
}

// Mined reports whether hex h lies in one of the scenario's mined areas
// (11.2).
func (s *State) Mined(h hex.Hex) bool {
	if s.sc == nil {
		return false
	}
	for _, a := range s.sc.file.Rules.Minefield {
		if s.sc.board.InArea(h, a) {
			return true
		}
	}
	return false
}

// finishMove ends craft i's move: the minefield attacks, torps tracking it
// fly, and the pod's recovery is noted.
func (n *State) finishMove(ev *events, i int) {
	c := &n.crafts[i]
	if c.alive() && n.occupied(c.pos, i, c.side) {
		n.backOut(ev, i)
	}
	c.moved = true
	n.mover, n.lastSide = -1, c.side
	// 11.1: the carrier must "stop, and remain there": it leaves the pod's
	// hex only by entering another (a forward move, a sideslip); a turn in
	// place keeps it there (the rulebook tells moving from changing facing,
	// 5.1's time limit, 10.2's Full Stop). Before rules 7 a turn in the
	// pod's hex started the recovery over.
	left := n.acted && n.entered // entered is the mover's only while it acts
	n.acted = false
	if n.mineSpent && c.alive() {
		n.mineAttack(ev, ref{refCraft, i})
	}
	n.mineSpent = false
	if c.alive() && n.podState == 0 && int8(n.sc.file.Rules.Pod.Side) == c.side && podCarries(n.sc, c) {
		switch {
		case c.pos != n.pod:
			c.recovering = 0
		case c.recovering == 0 || left:
			c.recovering = int16(n.turn + 1)
			ev.add(EvPod, c.side, n.label(i)+" stops at the life pod: the recovery turn is turn "+itoa(n.turn+1), nil)
		}
	} else if c.recovering != 0 && (c.pos != n.pod || left) {
		c.recovering = 0
	}
	n.cleanTorps(ev)
	n.moveTrackers(ev, ref{refCraft, i})
}

// backOut ends craft i's move in the last hex it could stop in, when its
// move ends in a hex it may not end it in: no craft ends its move in
// another craft's hex (5.1, 5.2). It came there to pass through (forward
// into an occupied hex is offered only when flying straight on reaches a
// hex to stop in), and a torp tracking it that it flew into there took the
// Drive it needed to fly on. **Project's reading** (the rulebook does not
// say): the craft ends its move in the hex it flew in from, the last of its
// path where it could stop (lastFree, noted as it flies): no turn is made in
// an occupied hex, but a 10.4 sideslip may begin or cross the run of
// occupied hexes, so that hex need not lie straight behind it.
func (n *State) backOut(ev *events, i int) {
	c := &n.crafts[i]
	from, h := c.pos, n.lastFree(i)
	if !n.sc.board.In(h) || n.occupied(h, i, c.side) {
		return
	}
	c.pos = h
	ev.move(c.side, n.label(i)+" cannot fly on out of "+offset(from)+", where another craft is: it ends its move back in "+offset(h)+", the last hex it could stop in", craftTrail(i, from, h))
}

// PodAnyCarrier as rules.pod.carrier lets any craft of the pod's side
// recover it (11.7's scenario 1).
const PodAnyCarrier = "any"

// podCarries reports whether craft c is of a type that may recover the pod.
func podCarries(sc *Scenario, c *craft) bool {
	if sc.file.Rules.Pod == nil {
		return false
	}
	if sc.file.Rules.Pod.Carrier == PodAnyCarrier {
		return true
	}
	t, _ := CraftByKey(sc.file.Rules.Pod.Carrier)
	return c.typ.Key == t.Key
}

// cleanTorps removes torps whose target has left play.
func (n *State) cleanTorps(ev *events) {
	keep := n.torps[:0]
	for _, t := range n.torps {
		if _, ok := n.refPos(t.target); ok {
			keep = append(keep, t)
			continue
		}
		// Said, so that a torp does not vanish from the map unexplained.
		// Under 10.6's tracking its target was secret: the line does not
		// name it.
		what := "its target " + n.refLabel(t.target) + " has left play"
		if n.opt.TorpTracking {
			what = "its target has left play"
		}
		ev.add(EvTorpMove, t.side, fmt.Sprintf("%s %s torp #%d is removed: %s (a torp flies only at its own target, 4.2).",
			Possessive(n.names[t.side]), t.mark, t.id, what), nil)
	}
	n.torps = keep
}

// moveTrackers flies every torp tracking r that has not moved this phase,
// and then the torps tracking those (5.2). Under rules 8 a flight may wait
// for its owner's path (4.2); the rest follow when it is over (runFlights).
func (n *State) moveTrackers(ev *events, r ref) {
	if !n.sc.autoTorps {
		n.flyWork = append(n.flyWork, r)
		n.runFlights(ev)
		return
	}
	for k := 0; k < len(n.torps); k++ {
		if n.torps[k].target != r || n.torps[k].moved {
			continue
		}
		id := n.torps[k].id
		n.flyTorp(ev, k)
		if k2 := n.torpByID(id); k2 >= 0 {
			n.moveTrackers(ev, ref{refTorp, id})
		}
		k = -1 // the slice may have changed; start over (moved torps are skipped)
	}
}

// endMovement flies the torps whose targets did not move, checks 11.5's
// decoy against enemy craft next to it. It reports false while a torp waits
// for its owner's path (rules 8): the phase goes on when it has flown.
func (n *State) endMovement(ev *events) bool {
	for !n.sc.autoTorps {
		if !n.runFlights(ev) {
			return false
		}
		k := -1
		for j := range n.torps {
			if !n.torps[j].moved {
				k = j
				break
			}
		}
		if k < 0 {
			break
		}
		n.startFlight(ev, k)
	}
	for again := n.sc.autoTorps; again; {
		again = false
		for k := range n.torps {
			if !n.torps[k].moved {
				id := n.torps[k].id
				n.flyTorp(ev, k)
				n.moveTrackers(ev, ref{refTorp, id})
				again = true
				break
			}
		}
	}
	for i := range n.crafts {
		c := &n.crafts[i]
		if !c.alive() || !c.decoy {
			continue
		}
		for j := range n.crafts {
			if o := &n.crafts[j]; o.alive() && o.side != c.side && hex.Distance(o.pos, c.pos) == 1 {
				n.revealDecoy(ev, i, n.label(j)+" has closed to 1 hex")
				break
			}
		}
	}
	return true
}

// commandFired unmasks 11.5's decoy when craft i, the real command ship,
// fires any weapon system: a cannon, or its missile launcher's salvo.
func (n *State) commandFired(ev *events, i int) {
	if i != n.command {
		return
	}
	for j := range n.crafts {
		if n.crafts[j].decoy && n.crafts[j].alive() {
			n.revealDecoy(ev, j, "the real command ship fired")
		}
	}
}

func (n *State) revealDecoy(ev *events, i int, why string) {
	n.crafts[i].state = outDecoy
	ev.add(EvDecoy, n.crafts[i].side, n.label(i)+" is revealed as the decoy ("+why+") and removed", nil)
	n.cleanTorps(ev)
}

// torpPath finds where torp k flies with its 12 MP under rules 1 to 7: into
// its target's hex if it can reach it, otherwise as close to it as it can
// get, with the fewest MP; asteroids are avoided. Forward costs 1, each
// hexside turned 3 (5.2). The owner's choice of path (4.2) was made by the
// program; rules 8 give it to the owner (torpflight.go).
func (s *State) torpPath(k int, goal hex.Hex) (hex.Hex, hex.Direction, int, bool) {
	t := &s.torps[k]
	type node = torpNode
	// cost[q][r][f][slip] over the hexes within the torp's MP of the start,
	// +1 (0 is unseen); an array, not a map: this runs for every torp every
	// turn. Optional rules: 10.6 speeds and free turns, 10.4 sideslips.
	const w = 2*maxTorpMP + 1
	var cost [w][w][6][2]int8
	mpMax := s.torpSpeed(t.mark)
	turnCost := s.torpTurnCost()
	b2i := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	at := func(nd node) *int8 {
		return &cost[nd.h.Q-t.pos.Q+maxTorpMP][nd.h.R-t.pos.R+maxTorpMP][nd.f][b2i(nd.slip)]
	}
	bp := torpBuckets.Get().(*[maxTorpMP + 1][]torpNode)
	defer torpBuckets.Put(bp)
	buckets := bp
	for i := range buckets {
		buckets[i] = buckets[i][:0]
	}
	start := node{h: t.pos, f: t.facing}
	*at(start) = 1
	buckets[0] = append(buckets[0], start)
	best, bestD, bestC := start, hex.Distance(t.pos, goal), 0
	for c := 0; c <= mpMax; c++ {
		for bi := 0; bi < len(buckets[c]); bi++ {
			nd := buckets[c][bi]
			if int(*at(nd)) != c+1 {
				continue
			}
			d := hex.Distance(nd.h, goal)
			if d < bestD || (d == bestD && c < bestC) {
				best, bestD, bestC = nd, d, c
			}
			if d == 0 {
				continue
			}
			try := func(m node, nc int) {
				if nc > mpMax || hex.Distance(m.h, t.pos) > mpMax {
					return
				}
				if old := *at(m); old != 0 && int(old) <= nc+1 {
					return
				}
				*at(m) = int8(nc + 1)
				buckets[nc] = append(buckets[nc], m)
			}
			if to := hex.Neighbor(nd.h, nd.f); s.sc.board.In(to) && !s.asteroidAt(to) {
				try(node{h: to, f: nd.f}, c+1)
			}
			try(node{h: nd.h, f: nd.f.Rotate(1)}, c+turnCost)
			try(node{h: nd.h, f: nd.f.Rotate(-1)}, c+turnCost)
			if s.opt.Sideslips && !nd.slip {
				for _, d := range []int{-1, 1} {
					if to := hex.Neighbor(nd.h, nd.f.Rotate(d)); s.sc.board.In(to) && !s.asteroidAt(to) {
						try(node{h: to, f: nd.f, slip: true}, c+2)
					}
				}
			}
		}
	}
	return best.h, best.f, bestC, bestD == 0
}

type torpNode struct {
	h    hex.Hex
	f    hex.Direction
	slip bool // arrived by a sideslip (10.4): the next step may not be one
}

// torpBuckets recycles torpPath's queues; they hold no game state.
var torpBuckets = sync.Pool{New: func() any { return new([maxTorpMP + 1][]torpNode) }}

// flyTorp moves torp k toward its target by torpPath (rules 1 to 7).
func (n *State) flyTorp(ev *events, k int) {
	t := &n.torps[k]
	t.moved = true
	goal, ok := n.refPos(t.target)
	if !ok {
		return
	}
	if t.pos == goal {
		t.arrived = true
		return
	}
	from := t.pos
	h, f, mp, arrived := n.torpPath(k, goal)
	t.pos, t.facing, t.arrived = h, f, arrived
	text := n.refLabel(ref{refTorp, t.id}) + " flies " + offset(from) + "→" + offset(h) + " (" + itoa(mp) + " MP)"
	if arrived {
		text += " into the hex of " + n.refLabel(t.target)
	}
	ev.list = append(ev.list, engine.Event{Kind: EvTorpMove, Player: engine.Player(t.side), Text: text,
		Trail: &engine.Trail{Unit: ref{refTorp, t.id}.String(), Path: points(hex.Line(from, h))}})
	// The minefield attacks torps too (11.2): a torp that spends MP and
	// starts or ends its flight in a mined area, or crosses one on the way
	// (10.6's Mk.10 flies 18 hexes, across the middle third); its exact path
	// is the program's choice, judged by the line its trail draws. One that
	// spent nothing is not attacked.
	if mp > 0 && n.minedLine(from, h) {
		n.mineAttack(ev, ref{refTorp, t.id})
	}
}

// minedLine reports whether any hex of the line from a to b, both ends
// included, is mined (11.2).
func (s *State) minedLine(a, b hex.Hex) bool {
	if s.sc == nil || len(s.sc.file.Rules.Minefield) == 0 {
		return false
	}
	for _, h := range hex.Line(a, b) {
		if s.Mined(h) {
			return true
		}
	}
	return false
}
