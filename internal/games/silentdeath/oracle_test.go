package silentdeath

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// The twenty-first audit: a second, independent reading of what is legal,
// written from the rulebook (and docs/rules/silentdeath.md's readings and
// own numbers) without reading the engine's legality code. It uses the
// state's plain facts only — positions, facings, MP spent, counts, the crew
// sheet, the damage track's current Drive — and works out arcs, ranges, lines
// of sight, occupied hexes and MP costs itself. It is compared with Legal and
// Apply over thousands of positions of scripted and random games of every
// shipped scenario, with no optional rule, every one, and random mixes.
//
// Torp flight has its own oracle (torpflight_test.go); this one covers the
// craft's movement (5.0–5.2, 10.2–10.4), who moves (5.1's hold), the lock-ons,
// salvos and torp launches (4.1, 4.2), cannon fire (6.0–6.2, 10.5, 11.2,
// 11.6), jamming and 10.7's defences, and 10.8's duels.

// ---- geometry, from the rulebook's words --------------------------------

// oDist counts hexes along the shortest path, the target's hex counted, the
// firer's not (6.1).
func oDist(a, b hex.Hex) int {
	dq, dr := b.Q-a.Q, b.R-a.R
	ds := -dq - dr
	return (oAbs(dq) + oAbs(dr) + oAbs(ds)) / 2
}

func oAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// oStep is the hex next to h across hexside d (0 N, clockwise; flat-topped
// hexes, axial coordinates with R growing downward).
func oStep(h hex.Hex, d int) hex.Hex {
	steps := [6][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}
	d = ((d % 6) + 6) % 6
	return hex.Hex{Q: h.Q + steps[d][0], R: h.R + steps[d][1]}
}

// oCones is the set of 60° firing arcs (bit i: the cone centred i hexsides
// clockwise from the bow, F, FQR, RQR, A, RQL, FQL) that hex to lies in for
// a craft in from facing f: the angle of the line between the two centres,
// measured from the bow, within 30° of the cone's centre line; a hex on the
// line between two cones is in both (6.1). The firer's own hex is in none.
func oCones(from hex.Hex, f int, to hex.Hex) uint8 {
	if from == to {
		return 0
	}
	dq, dr := float64(to.Q-from.Q), float64(to.R-from.R)
	x := 1.5 * dq
	y := math.Sqrt(3) * (dr + dq/2)
	a := math.Atan2(x, -y)*180/math.Pi - 60*float64(f)
	var set uint8
	for i := 0; i < 6; i++ {
		d := math.Mod(a-60*float64(i)+720+180, 360) - 180
		if math.Abs(d) <= 30+1e-6 {
			set |= 1 << i
		}
	}
	return set
}

// oBlocked: 10.5, a straight edge from the centre of the firer's hex to the
// centre of the target's touching any part of an intervening hex that holds
// an asteroid. Exact: centres and corners in coordinates where y is divided
// by √3 (a line meets a hexagon or not whatever the axes' scale).
func oBlocked(s *State, a, b hex.Hex) bool {
	cx := func(h hex.Hex) [2]int { return [2]int{3 * h.Q, 2*h.R + h.Q} }
	corners := [6][2]int{{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}}
	p, q := cx(a), cx(b)
	for _, ast := range s.asteroids {
		if ast == a || ast == b {
			continue
		}
		c := cx(ast)
		if !oCornerBlocks {
			zero, pos, neg := 0, 0, 0
			for k := 0; k < 6; k++ {
				switch oOrient(p, q, [2]int{c[0] + corners[k][0], c[1] + corners[k][1]}) {
				case 0:
					zero++
				case 1:
					pos++
				default:
					neg++
				}
			}
			if zero == 1 && (pos == 0 || neg == 0) {
				continue
			}
		}
		for k := 0; k < 6; k++ {
			u := [2]int{c[0] + corners[k][0], c[1] + corners[k][1]}
			v := [2]int{c[0] + corners[(k+1)%6][0], c[1] + corners[(k+1)%6][1]}
			if oSegMeet(p, q, u, v) {
				return true
			}
		}
	}
	return false
}

// oCornerBlocks: a line that touches an asteroid's hex at one corner only
// blocks (10.5's "any part").
var oCornerBlocks = true

func oOrient(a, b, c [2]int) int {
	v := (b[0]-a[0])*(c[1]-a[1]) - (b[1]-a[1])*(c[0]-a[0])
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func oOnSeg(a, b, c [2]int) bool { // c on segment ab, given collinear
	return min(a[0], b[0]) <= c[0] && c[0] <= max(a[0], b[0]) && min(a[1], b[1]) <= c[1] && c[1] <= max(a[1], b[1])
}

func oSegMeet(p, q, u, v [2]int) bool {
	o1, o2, o3, o4 := oOrient(p, q, u), oOrient(p, q, v), oOrient(u, v, p), oOrient(u, v, q)
	if o1 != o2 && o3 != o4 && o1*o2 <= 0 && o3*o4 <= 0 {
		return true
	}
	return o1 == 0 && oOnSeg(p, q, u) || o2 == 0 && oOnSeg(p, q, v) || o3 == 0 && oOnSeg(u, v, p) || o4 == 0 && oOnSeg(u, v, q)
}

// ---- what the oracle remembers of the game (from the intents applied) --

// oMemo is what the oracle saw happen this Movement Phase: each craft's hex
// and Drive when the phase began (before the drifts) and when its own move
// began, and the current mover's steps.
type oMemo struct {
	turn       int
	phaseStart map[int]hex.Hex
	phaseDrive map[int]int
	moveStart  map[int]hex.Hex
	mover      int
	turnedHere bool // a turn made in the hex the mover is in
	lastSlip   bool // the mover's last step was a sideslip (10.4)
	stepped    bool // the mover has moved forward or slipped this move
	acted      bool // the mover has moved or turned
	lastSide   int8 // the side of the craft that moved last this phase, −1 none
	held       bool // the initiative winner held its last craft back (5.1)
	faceDue    bool // the mover paid a tight turn's TTC and names its facing next (5.2)
	faceOne    bool // with faceDue: a 10.3 set-cost turn failed; one hexside either way is named next
	// a 10.3 set-cost turn just declared: the craft and the facing it
	// turned from (−1 none); still facing so after it, its roll failed.
	setCraft, setFrom int

	// 10.12, kept by the oracle from what it sees: per craft, fired or
	// discharged a weapon this turn, took damage this turn, asked about
	// damage control this turn, and its one success used (per battle).
	firedT, damagedT, askedT, repairedB map[int]bool
	hitsSeen                            map[int]int
	tryCraft, tryHits                   int // the attempt just made, judged at the next position
}

func newMemo() *oMemo {
	return &oMemo{turn: -1, mover: -1, tryCraft: -1, setCraft: -1, repairedB: map[int]bool{}}
}

// see records the position s before an intent is applied.
func (m *oMemo) see(s *State) {
	m.seeRepairs(s)
	if s.turn != m.turn {
		m.turn = s.turn
		m.phaseStart, m.phaseDrive, m.moveStart = map[int]hex.Hex{}, map[int]int{}, map[int]hex.Hex{}
		m.mover, m.lastSide, m.held = -1, -1, false
	}
	if s.ph == phMoveStart || (s.ph == phMove || s.ph == phDrive0) && len(m.phaseStart) == 0 {
		for i := range s.crafts {
			if _, ok := m.phaseStart[i]; !ok || s.ph == phMoveStart {
				m.phaseStart[i] = s.crafts[i].pos
				m.phaseDrive[i] = s.crafts[i].Drive(s.firstGame)
			}
		}
	}
	if s.ph == phMove && s.mover < 0 {
		for i := range s.crafts {
			if !s.crafts[i].moved {
				m.moveStart[i] = s.crafts[i].pos
			}
		}
	}
	if s.mover != m.mover {
		m.mover = s.mover
		m.turnedHere, m.lastSlip, m.stepped, m.acted, m.faceDue = false, false, false, false, false
	}
	// 10.3: a set-cost turn names a facing two or three hexsides round; one
	// that leaves the craft, still moving, as it faced has failed its roll,
	// and the pilot names the one hexside it turns (rules 12; rules 1 to 11
	// turned it by themselves).
	m.faceOne = false
	if k := m.setCraft; k >= 0 && k < len(s.crafts) && s.ph == phMove && s.mover == k && int(s.crafts[k].facing) == m.setFrom && !s.sc.oneSideAuto {
		m.faceDue, m.faceOne = true, true
	}
	m.setCraft = -1
}

// seeRepairs keeps 10.12's record: a new battle forgets the successes, a
// new turn what was fired, damaged and asked; a box more marked than at the
// position before is damage taken this turn; an attempt that cleared a box
// was the craft's one success.
func (m *oMemo) seeRepairs(s *State) {
	if s.turn < m.turn || m.hitsSeen == nil || len(m.hitsSeen) != len(s.crafts) {
		m.repairedB = map[int]bool{}
		m.hitsSeen = map[int]int{}
		for i := range s.crafts {
			m.hitsSeen[i] = int(s.crafts[i].hits)
		}
	}
	if m.tryCraft >= 0 && m.tryCraft < len(s.crafts) && int(s.crafts[m.tryCraft].hits) < m.tryHits {
		m.repairedB[m.tryCraft] = true
	}
	m.tryCraft = -1
	if s.turn != m.turn {
		m.firedT, m.damagedT, m.askedT = map[int]bool{}, map[int]bool{}, map[int]bool{}
	} else {
		for i := range s.crafts {
			if int(s.crafts[i].hits) > m.hitsSeen[i] {
				m.damagedT[i] = true
			}
		}
	}
	for i := range s.crafts {
		m.hitsSeen[i] = int(s.crafts[i].hits)
	}
}

// didRepairs records what 10.12 asks of an intent applied at s: a weapon
// system fired or discharged (a cannon, a gunnery duel's shot, missiles
// fired, a torp launched, point defence), and the question answered.
func (m *oMemo) didRepairs(s *State, in engine.Intent) {
	if m.firedT == nil {
		return
	}
	switch x := in.(type) {
	case Fire:
		m.firedT[int(x.Craft)] = true
	case Duel:
		m.firedT[int(x.Craft)] = true
	case Torp:
		m.firedT[int(x.Craft)] = true
	case PointDef:
		m.firedT[int(x.Craft)] = true
	case Salvo:
		if x.N > 0 {
			m.firedT[int(x.Craft)] = true
		}
	case Repair:
		m.askedT[int(x.Craft)] = true
		m.tryCraft, m.tryHits = int(x.Craft), int(s.crafts[x.Craft].hits)
	case NoRepair:
		m.askedT[int(x.Craft)] = true
	}
}

// did records an intent applied at s.
func (m *oMemo) did(s *State, in engine.Intent) {
	m.didRepairs(s, in)
	if s.ph != phMove || s.fly != nil || len(s.pending) > 0 {
		return
	}
	switch in.(type) {
	case Hold:
		m.held = true
	case Forward, Turn, Tight, Stop, Slip, FullStop, Face:
		if c, ok := IntentCraft(in); ok && int(c) < len(s.crafts) {
			m.lastSide = s.crafts[c].side
		}
	}
	c := -1
	switch x := in.(type) {
	case Forward:
		c = int(x.Craft)
		m.begin(c)
		m.turnedHere, m.lastSlip, m.stepped, m.acted = false, false, true, true
	case Slip:
		c = int(x.Craft)
		m.begin(c)
		m.turnedHere, m.lastSlip, m.stepped, m.acted = false, true, true, true
	case Turn:
		c = int(x.Craft)
		m.begin(c)
		m.turnedHere, m.lastSlip, m.acted = true, false, true
	case Tight:
		c = int(x.Craft)
		m.begin(c)
		m.turnedHere, m.lastSlip, m.acted = true, false, true
		// 5.2: the Standard Game's facing is named after the roll; a roll
		// too dear ends the move, and the next mover clears this.
		m.faceDue = x.Facing == FaceAfterRoll
		if x.Facing != FaceAfterRoll && s.opt.SetTurns {
			m.setCraft, m.setFrom = c, int(s.crafts[c].facing)
		}
	case Face:
		m.faceDue, m.faceOne = false, false
	}
}

// nextSide is the side that must begin the next move (5.1): the loser of
// the initiative first, then the sides in turn; a side with nothing left to
// move leaves the rest to the other; after the winner holds its last craft
// back, the loser moves all of its own first.
func (m *oMemo) nextSide(s *State, o *legalOracle) int8 {
	w := s.initWinner
	l := 1 - w
	left := func(p int8) bool { return len(o.movable(p)) > 0 }
	switch {
	case m.held:
		if left(l) {
			return l
		}
		return w
	case m.lastSide < 0:
		if left(l) {
			return l
		}
		return w
	case left(1 - m.lastSide):
		return 1 - m.lastSide
	}
	return m.lastSide
}

func (m *oMemo) begin(c int) {
	if m.mover != c {
		m.mover = c
		m.turnedHere, m.lastSlip, m.stepped, m.acted, m.faceDue = false, false, false, false, false
	}
}

// ---- the oracle ---------------------------------------------------------

// verdicts: legal, illegal, or either (a choice the rulebook leaves to the
// program, e.g. whether to ask a question whose answer changes nothing).
const (
	oIllegal = iota
	oLegal
	oEither
)

type oCase struct {
	in engine.Intent
	v  int
}

// oKey spells an intent for comparison.
func oKey(in engine.Intent) string { return fmt.Sprintf("%#v", in) }

// covered are the kinds this oracle judges.
var oCovered = map[string]bool{
	KindForward: true, KindTurn: true, KindTight: true, KindFace: true, KindStop: true, KindHold: true,
	KindFire: true, KindPass: true, KindLockOn: true, KindTorp: true, KindSalvo: true,
	KindJam: true, KindDeclared: true,
	KindSlip: true, KindFullStop: true, KindDecoy: true, KindDodge: true, KindPointDef: true,
	KindDuel: true, KindNoDuel: true, KindLose: true, KindLoseTorp: true,
	KindRepair: true, KindNoRepair: true,
}

type legalOracle struct {
	s    *State
	p    engine.Player
	memo *oMemo
	out  []oCase
}

func (o *legalOracle) add(in engine.Intent, v int) { o.out = append(o.out, oCase{in, v}) }

func (o *legalOracle) addIf(in engine.Intent, ok bool) {
	if ok {
		o.add(in, oLegal)
	} else {
		o.add(in, oIllegal)
	}
}

// cases is every spelling the oracle can enumerate at s for p, each judged.
func (o *legalOracle) cases() []oCase {
	s := o.s
	if s.outcome.Over {
		return nil
	}
	if len(s.pending) > 0 {
		o.losses()
		return o.out
	}
	switch s.ph {
	case phMove:
		if s.fly == nil {
			o.movement()
		}
	case phDrive0:
		o.drive0()
	case phFire:
		o.fire()
	case phLaunch:
		o.lockons()
	case phSalvo:
		o.salvos()
	case phTorpLaunch:
		o.torpLaunches()
	case phJam:
		o.jams()
	case phDefence:
		o.defences()
	case phDuel:
		o.duels()
	case phRepair:
		o.repairs()
	}
	return o.out
}

// repairs: 10.12, at the end of a turn a starcraft may attempt damage
// control, or not, if it neither fired nor discharged a weapon this turn,
// was not hit and took no damage, has a box marked, and has not used its
// one success in this battle. Its owner answers for it once a turn. Which
// craft is asked first is the program's order: of the side's others that
// qualify and are not yet asked, either. A hit that DR stopped whole marks
// nothing the oracle sees, so where it sees a craft qualify that the
// program says was hit, either.
func (o *legalOracle) repairs() {
	s, m := o.s, o.memo
	asked := o.askedCraft()
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.side != int8(o.p) {
			continue
		}
		may := c.state == inPlay && c.hits > 0 && !m.repairedB[i] && !m.firedT[i] && !m.damagedT[i] && !m.askedT[i] && s.opt.DamageControl
		v := oIllegal
		switch {
		case may && c.hitT:
			v = oEither
		case may && asked[i]:
			v = oLegal
		case may:
			v = oEither
		}
		o.add(NoRepair{By: o.p, Craft: CraftID(i)}, v)
		if c.decoy && v != oIllegal {
			v = oEither // 11.5: the decoy, were it asked, repairs nothing
		}
		o.add(Repair{By: o.p, Craft: CraftID(i)}, v)
	}
}

// drive is a craft's current Drive (the damage track and critical hits).
func (o *legalOracle) drive(i int) int { return o.s.crafts[i].Drive(o.s.firstGame) }

// craftAt: another craft in play, or a satellite not destroyed, in h — no
// turn there (5.2; 11.2 and 11.6 say the same of the satellites).
func (o *legalOracle) craftAt(h hex.Hex, self int) bool {
	s := o.s
	for i := range s.crafts {
		if i != self && s.crafts[i].state == inPlay && s.crafts[i].pos == h {
			return true
		}
	}
	for _, x := range s.sats {
		if !x.dead && x.pos == h {
			return true
		}
	}
	return false
}

// mayEnd: craft self may end its move in h: no other craft or satellite
// there (5.1), and for the side that may not attack it, not the unrecovered
// life pod's hex (11.1).
func (o *legalOracle) mayEnd(h hex.Hex, self int) bool {
	s := o.s
	if o.craftAt(h, self) {
		return false
	}
	if s.podState == 0 && s.sc.file.Rules.Pod != nil && s.pod == h && int(s.crafts[self].side) != s.sc.file.Rules.Pod.Side {
		return false
	}
	return true
}

// canGoOn: from h (entered by a forward move or, slip, a sideslip) with mp
// left, can the craft reach a hex it may end in by moving on — forward, or a
// sideslip not right after one? No turn is made in an occupied hex (5.2).
// The project's reading flies straight on (docs: "flying straight on can
// still reach a hex where the craft may stop"); a slip out of the run is
// judged apart (see compare).
func (o *legalOracle) canGoOn(self int, h hex.Hex, f, mp int, slip bool, slips bool) bool {
	if !o.s.sc.board.In(h) || o.mayEnd(h, self) {
		return true
	}
	if mp >= 1 && o.canGoOn(self, oStep(h, f), f, mp-1, false, slips) {
		return true
	}
	if slips && !slip && mp >= 2 {
		for _, d := range []int{-1, 1} {
			if o.canGoOn(self, oStep(h, f+d), f, mp-2, true, slips) {
				return true
			}
		}
	}
	return false
}

// movable: the craft of side p that may still begin a move this phase (5.1:
// Drive above 0, not moved yet).
func (o *legalOracle) movable(p int8) []int {
	var out []int
	for i := range o.s.crafts {
		c := &o.s.crafts[i]
		if c.side == p && c.state == inPlay && !c.moved && o.drive(i) > 0 {
			out = append(out, i)
		}
	}
	return out
}

func (o *legalOracle) movement() {
	s := o.s
	p := int8(o.p)
	if s.mover >= 0 {
		o.steps(s.mover, s.mp)
	} else {
		mine := o.movable(p)
		for _, i := range mine {
			o.steps(i, 0)
		}
		// 5.1: the side that won the initiative holds one vessel back to
		// move last: offered when it is down to its last craft and the other
		// side still has craft to move. Your First Game has no hold.
		if !s.firstGame {
			ok := p == s.initWinner && !s.held && len(mine) == 1 && len(o.movable(1-p)) > 0
			o.addIf(Hold{By: o.p}, ok)
		}
	}
	// Craft of the side that may not begin: nothing of theirs is legal.
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.side == p && (c.moved || c.state != inPlay || o.drive(i) == 0) && i != s.mover {
			o.add(Forward{By: o.p, Craft: CraftID(i)}, oIllegal)
			o.add(Stop{By: o.p, Craft: CraftID(i)}, oIllegal)
		}
	}
}

// steps judges every step of craft i having spent mp this move.
func (o *legalOracle) steps(i, mp int) {
	s := o.s
	c := &s.crafts[i]
	by, id := o.p, CraftID(i)
	m := o.memo
	fresh := s.mover != i
	turnedHere, lastSlip, stepped, acted := m.turnedHere, m.lastSlip, m.stepped, m.acted
	if fresh {
		turnedHere, lastSlip, stepped, acted = false, false, false, false
	}
	drive := o.drive(i)
	left := drive - mp
	f := int(c.facing)
	here := c.pos

	// 5.2: a tight turn paid for: the pilot names a facing two or three
	// hexsides away, and nothing else. 10.3: a failed set-cost turn, one
	// hexside either way.
	due := !fresh && m.faceDue
	for fc := 0; fc < 6; fc++ {
		rot := ((fc-f)%6 + 6) % 6
		if m.faceOne {
			o.addIf(Face{By: by, Craft: id, Facing: fc}, due && (rot == 1 || rot == 5))
			continue
		}
		o.addIf(Face{By: by, Craft: id, Facing: fc}, due && rot >= 2 && rot <= 4)
	}
	if due {
		o.add(Forward{By: by, Craft: id}, oIllegal)
		o.add(Turn{By: by, Craft: id, Dir: 1}, oIllegal)
		o.add(Tight{By: by, Craft: id, Facing: FaceAfterRoll}, oIllegal)
		o.add(Stop{By: by, Craft: id}, oIllegal)
		return
	}

	// 5.2: forward into the hex ahead for 1 MP; off the map the craft is
	// lost or leaves by its exit edge (5.0); into an occupied hex only if it
	// can still end its move somewhere (5.1).
	ahead := oStep(here, f)
	o.addIf(Forward{By: by, Craft: id}, left >= 1 && o.canGoOn(i, ahead, f, left-1, false, s.opt.Sideslips))

	// 10.4: a sideslip into the front-left or front-right hex, 2 MP, never
	// two in a row.
	for _, d := range []int{-1, 1} {
		to := oStep(here, f+d)
		ok := s.opt.Sideslips && !s.firstGame && !lastSlip && left >= 2 && o.canGoOn(i, to, f, left-2, true, true)
		o.addIf(Slip{By: by, Craft: id, Dir: d}, ok)
	}

	// Turns.
	blocked := o.craftAt(here, i)
	if s.firstGame {
		// Your First Game: 3 MP a hexside, any number in a hex, occupied
		// hexes no bar.
		for _, d := range []int{-1, 1} {
			o.addIf(Turn{By: by, Craft: id, Dir: d}, left >= 3)
		}
		for fc := 0; fc < 6; fc++ {
			o.add(Tight{By: by, Craft: id, Facing: fc}, oIllegal)
		}
		o.add(Tight{By: by, Craft: id, Facing: FaceAfterRoll}, oIllegal)
	} else {
		restricted := false
		if s.opt.Turning && m.phaseDrive[i] >= 3 {
			// 10.3: a new hex must be entered first; a drift into a new hex
			// counts (the project's reading).
			start, ok := m.phaseStart[i]
			moveStart, ok2 := m.moveStart[i]
			drifted := ok && ok2 && start != moveStart
			restricted = !stepped && !drifted
		}
		canTurn := !turnedHere && !blocked && !restricted
		// 5.2: 3 MP; below Drive 3, one hexside as the sole action.
		normal := canTurn && (left >= 3 || drive < 3 && !acted && drive > 0)
		for _, d := range []int{-1, 1} {
			o.addIf(Turn{By: by, Craft: id, Dir: d}, normal)
		}
		// 10.3's set cost turns name the facing with the turn (its cost
		// depends on it); the Standard Game's tight turn names none, its
		// facing coming after the roll (5.2).
		for fc := 0; fc < 6; fc++ {
			rot := ((fc-f)%6 + 6) % 6
			n := min(rot, 6-rot)
			// 10.3: 3 for the first hexside, 2 for each more.
			ok := s.opt.SetTurns && n >= 2 && canTurn && left >= 3+2*(n-1)
			o.addIf(Tight{By: by, Craft: id, Facing: fc}, ok)
		}
		// 3 + the TTC die: at least 4 MP left to try (docs: offered with
		// at least 4).
		o.addIf(Tight{By: by, Craft: id, Facing: FaceAfterRoll}, !s.opt.SetTurns && canTurn && left >= 4)
	}

	// Stop: not in a hex the craft may not end in (5.1).
	o.addIf(Stop{By: by, Craft: id}, o.mayEnd(here, i))

	// 10.2: Full Stop, for a craft that has neither moved nor turned this
	// phase; declaring it again when already at full stop changes nothing.
	if !s.firstGame {
		v := oIllegal
		if s.opt.Drift && !acted {
			v = oLegal
			if c.fullStop {
				v = oEither
			}
		}
		o.add(FullStop{By: by, Craft: id}, v)
	}
}

// drive0: 10.3's Drive 0 turns, one hexside, not in a hex another craft
// shares, or keep the facing; 10.2's Full Stop there only when 10.12 may
// give the Drive back (the project's reading).
func (o *legalOracle) drive0() {
	s := o.s
	for i := range o.askedCraft() {
		c := &s.crafts[i]
		by, id := o.p, CraftID(i)
		if c.side != int8(o.p) || c.state != inPlay || o.drive(i) != 0 {
			o.add(Stop{By: by, Craft: id}, oIllegal)
			continue
		}
		for _, d := range []int{-1, 1} {
			o.addIf(Turn{By: by, Craft: id, Dir: d}, s.opt.Drive0Turns && !o.craftAt(c.pos, i))
		}
		o.add(Stop{By: by, Craft: id}, oLegal)
		o.add(Forward{By: by, Craft: id}, oIllegal)
		v := oIllegal
		if s.opt.Drift && s.opt.DamageControl && !c.dcUsed {
			v = oLegal
			if c.fullStop {
				v = oEither
			}
		}
		o.add(FullStop{By: by, Craft: id}, v)
	}
}

// ---- fire ---------------------------------------------------------------

// targets enumerates every target spelling: each craft, torp and satellite.
func (o *legalOracle) targets() []Target {
	s := o.s
	var out []Target
	for i := range s.crafts {
		out = append(out, CraftTarget(CraftID(i)))
	}
	for _, t := range s.torps {
		out = append(out, TorpTarget(t.id))
	}
	for k := range s.sats {
		out = append(out, SatTarget(k))
	}
	return out
}

// where is a target's hex, its side and its speed for 6.1's speed
// restrictions (torps at their MP, satellites 0: the project's own), and
// whether it is in play.
func (o *legalOracle) where(t Target) (h hex.Hex, side int8, speed int, sat, ok bool) {
	s := o.s
	if i, isC := t.Craft(); isC {
		if int(i) >= len(s.crafts) || s.crafts[i].state != inPlay {
			return
		}
		c := &s.crafts[i]
		return c.pos, c.side, o.drive(int(i)), false, true
	}
	if id, isT := t.Torp(); isT {
		for _, x := range s.torps {
			if x.id == id {
				sp := TorpMP
				if s.opt.TorpSpeeds {
					sp = [3]int{18, 16, 10}[x.mark]
				}
				return x.pos, x.side, sp, false, true
			}
		}
		return
	}
	if k, isS := t.Sat(); isS {
		if k >= len(s.sats) || s.sats[k].dead {
			return
		}
		return s.sats[k].pos, s.sats[k].side, 0, true, true
	}
	return
}

// bears: cannon mount m of craft i may fire at t — an enemy in play, in one
// of the mount's arcs, within its longest range (from 1 hex), slow enough,
// and (10.5) no asteroid on the line; the Comm Sat within 15 hexes, a Laser
// Sat within 10 (11.2, 11.6).
func (o *legalOracle) bears(i, m int, t Target) bool {
	s := o.s
	c := &s.crafts[i]
	h, side, speed, sat, ok := o.where(t)
	if !ok || side == c.side {
		return false
	}
	mt := c.typ.Mounts[m]
	w := mt.Weapon.Spec()
	d := oDist(c.pos, h)
	long := w.Long
	if s.firstGame {
		long = 10
	}
	if d < 1 || d > long {
		return false
	}
	if uint8(mt.Arcs)&oCones(c.pos, int(c.facing), h) == 0 {
		return false
	}
	if w.MaxTargetDrive > 0 && speed > w.MaxTargetDrive {
		return false
	}
	if sat {
		k, _ := t.Sat()
		lim := 10
		if s.sats[k].comm {
			lim = 15
		}
		if d > lim {
			return false
		}
	}
	return !oBlocked(s, c.pos, h)
}

// inStep: crew member k of craft i fires in the current firing step (6.2:
// gunners from Gnr 10 down, then pilots from Gnr 10 down; Your First Game
// has one Fire Phase for all).
func (o *legalOracle) inStep(i, k int) bool {
	s := o.s
	if s.firstGame {
		return k == 0
	}
	g := int(s.crafts[i].crew[k].Gnr)
	if s.step < 10 {
		return k > 0 && g == 10-s.step
	}
	return k == 0 && g == 20-s.step
}

// mans: the cannon mounts crew member k of craft i fires, not knocked out.
func (o *legalOracle) mans(i, k int) []int {
	c := &o.s.crafts[i]
	var out []int
	for m, mt := range c.typ.Mounts {
		if mt.Weapon != MissileLauncher && int(c.mans[m]) == k && !c.mountLost(m) {
			out = append(out, m)
		}
	}
	return out
}

func (o *legalOracle) fire() {
	s := o.s
	p := int8(o.p)
	tgts := o.targets()
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.side != p {
			continue
		}
		for k := 0; k < c.typ.Crew; k++ {
			eligible := c.state == inPlay && !c.crew[k].Dead && o.inStep(i, k) && c.acted&(1<<k) == 0
			guns := o.mans(i, k)
			any := false
			for m := range c.typ.Mounts {
				for _, t := range tgts {
					ok := eligible && !c.decoy && oHas(guns, m) && o.bears(i, m, t)
					any = any || ok
					o.addIf(Fire{By: o.p, Craft: CraftID(i), Mount: m, Crew: k, Target: t}, ok)
				}
			}
			v := oIllegal
			if eligible && len(guns) > 0 {
				// 6.0: each may fire once; holding fire is always his
				// choice. One with nothing to aim at may be passed over.
				v = oLegal
				if !any {
					v = oEither
				}
			}
			o.add(Pass{By: o.p, Craft: CraftID(i), Crew: k}, v)
		}
	}
}

func oHas(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// ---- missiles and torps -------------------------------------------------

// lockons: 4.1, a launcher with missiles left, manned by a living crew
// member, not yet declared this turn, at one enemy within 10 hexes (from 1)
// in its arc; asteroids do not matter (10.5). The decoy launches nothing
// (11.5).
func (o *legalOracle) lockons() {
	s := o.s
	p := int8(o.p)
	tgts := o.targets()
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.side != p {
			continue
		}
		for m, mt := range c.typ.Mounts {
			if mt.Weapon != MissileLauncher {
				continue
			}
			declared := false
			for _, l := range s.lockons {
				if l.craft == i && l.mount == m {
					declared = true
				}
			}
			k := int(c.mans[m])
			ready := c.state == inPlay && !c.decoy && !c.mountLost(m) && c.ammo[m] > 0 && !c.crew[k].Dead && !declared
			for _, t := range tgts {
				h, side, _, _, ok := o.where(t)
				in := ready && ok && side != p
				if in {
					d := oDist(c.pos, h)
					in = d >= 1 && d <= MissileRange && uint8(mt.Arcs)&oCones(c.pos, int(c.facing), h) != 0
				}
				v := oIllegal
				if in && !oNoLauncher(s, i, k) {
					// A lock-on at Gnr 1 never succeeds (1D10 below 1),
					// yet 4.1 does not forbid declaring it.
					v = oLegal
				}
				o.add(LockOn{By: o.p, Craft: CraftID(i), Mount: m, Target: t}, v)
			}
		}
	}
	o.add(Declared{By: o.p}, oLegal)
}

// oNoLauncher: 11.7's fifth campaign scenario — the pilot of the Shryak
// command ship Side A gets "may not fire" the missile launcher, and the
// decoy's pilot, whom the enemy must not tell from him (11.5), neither. The
// battle is told by its scenario's name, the shuttles by the command ship
// rule's two craft; a pilot is crew member 0.
func oNoLauncher(s *State, i, k int) bool {
	f, c := s.sc.file, &s.crafts[i]
	if f.Name != "campaign-commandship" || f.Rules.CommandShip == nil || k != 0 || c.typ.Key != "shryak-shuttle" || int(c.side) != f.Rules.CommandShip.Side {
		return false
	}
	for _, name := range f.Rules.CommandShip.Crafts {
		if name == c.typ.Name+" "+c.id {
			return true
		}
	}
	return false
}

// salvos: 4.1, 0 to 10 missiles, no more than the magazine holds, from the
// launcher whose lock-on waits.
func (o *legalOracle) salvos() {
	s := o.s
	for _, l := range s.lockons {
		if !l.ok || l.n != 0 || l.side != int8(o.p) {
			continue
		}
		ammo := int(s.crafts[l.craft].ammo[l.mount])
		for n := 0; n <= MaxSalvo+1; n++ {
			o.addIf(Salvo{By: o.p, Craft: CraftID(l.craft), Mount: l.mount, N: n}, n <= min(MaxSalvo, ammo))
		}
		return
	}
}

// torpLaunches: 4.2, any enemy craft, torp or satellite at any range, no
// arc, no lock-on; one torp a launch, while the craft has that mark left.
func (o *legalOracle) torpLaunches() {
	s := o.s
	p := int8(o.p)
	tgts := o.targets()
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.side != p {
			continue
		}
		for mk := Mark(0); mk < numMarks; mk++ {
			left := int(c.torps[mk])
			for _, l := range s.launches {
				if l.craft == i && l.mark == mk {
					left--
				}
			}
			ready := c.state == inPlay && !c.decoy && left > 0
			for _, t := range tgts {
				h, side, _, _, ok := o.where(t)
				v := oIllegal
				if ready && ok && side != p {
					v = oLegal
					if h == c.pos {
						v = oEither // a target in the launcher's own hex: not met in play
					}
				}
				o.add(Torp{By: o.p, Craft: CraftID(i), Mark: mk, Target: t}, v)
			}
			// 11.2: the launch at the tender off Edge 3 — the scenario's
			// side, its mark (Mk.50), from its area (I), any craft.
			ob := s.sc.file.Rules.Offboard
			okOff := false
			if ob != nil {
				m, err := ParseMark(ob.Mark)
				okOff = err == nil && ready && int(p) == ob.Side && mk == m && s.sc.board.InArea(c.pos, ob.Area)
			}
			o.addIf(Torp{By: o.p, Craft: CraftID(i), Mark: mk, Target: OffboardTarget()}, okOff)
		}
	}
	o.add(Declared{By: o.p}, oLegal)
}

// tracking: the torps in play whose target is craft i.
func (o *legalOracle) tracking(i int) []int {
	var out []int
	for _, t := range o.s.torps {
		if k, ok := t.target.Craft(); ok && int(k) == i {
			out = append(out, t.id)
		}
	}
	return out
}

// jams: 4.2, a craft with torps tracking it tries to jam one of them, once
// a turn; 10.7, or deploys a decoy instead, while it has one. Which craft
// is asked first is the program's order: the craft the engine asks about
// is judged, and must be one that may choose.
func (o *legalOracle) jams() {
	s := o.s
	for i := range o.askedCraft() {
		c := &s.crafts[i]
		tr := o.tracking(i)
		mine := c.side == int8(o.p) && c.state == inPlay && !c.jamDone && len(tr) > 0
		for _, t := range s.torps {
			o.addIf(Jam{By: o.p, Craft: CraftID(i), Target: TorpTarget(t.id)}, mine && oHas(tr, t.id))
		}
		o.addIf(Decoy{By: o.p, Craft: CraftID(i)}, mine && s.opt.Decoys && c.decoys > 0)
	}
}

// askedCraft is the craft the engine's question is about (one at a time,
// in the program's order).
func (o *legalOracle) askedCraft() map[int]bool {
	seen := map[int]bool{}
	for _, l := range o.s.Legal(o.p) {
		if c, ok := IntentCraft(l); ok {
			seen[int(c)] = true
		}
	}
	return seen
}

// defences: 10.7, a craft with torps tracking it in its hex dodges or fires
// its point defence (working, carried by its type; the decoy has none). A
// craft that cannot dodge is asked too: "dodge" then means no point defence
// (the docs' reading: the torps "may be attacked", never must). Which craft
// is asked first is the program's order.
func (o *legalOracle) defences() {
	s := o.s
	for i := range o.askedCraft() {
		c := &s.crafts[i]
		here := false
		for _, t := range s.torps {
			if k, ok := t.target.Craft(); ok && int(k) == i && t.pos == c.pos {
				here = true
			}
		}
		mine := c.side == int8(o.p) && c.state == inPlay && here && c.defence == 0
		_, pd, _, _ := Defences(c.typ)
		o.addIf(Dodge{By: o.p, Craft: CraftID(i)}, mine)
		o.addIf(PointDef{By: o.p, Craft: CraftID(i)}, mine && s.opt.PointDefence && pd > 0 && !c.pdLost && !c.decoy)
	}
}

// duels: 10.8, the target of a declared cannon attack answers with one of
// its crew who has not fired this phase (one who held fire may) and a cannon
// of his that bears on the attacker.
func (o *legalOracle) duels() {
	s := o.s
	// Which declared attack is offered for an answer first is the
	// program's order (duelAttack); what answers it is judged here.
	j := s.duelAttack()
	if j < 0 {
		return
	}
	a := s.attacks[j]
	ti, isC := a.target.Craft()
	if !isC {
		return
	}
	t := &s.crafts[ti]
	if t.side != int8(o.p) {
		return
	}
	att := CraftTarget(CraftID(a.craft))
	for k := 0; k < t.typ.Crew; k++ {
		// 10.8: once a phase; one who held fire has not fired.
		free := t.acted&(1<<k) == 0 || t.holds&(1<<k) != 0
		ok0 := t.state == inPlay && !t.decoy && !t.crew[k].Dead && free
		guns := o.mans(int(ti), k)
		for m := range t.typ.Mounts {
			for _, tg := range o.targets() {
				ok := ok0 && tg == att && oHas(guns, m) && o.bears(int(ti), m, tg)
				o.addIf(Duel{By: o.p, Craft: ti, Mount: m, Crew: k, Target: tg}, ok)
			}
		}
	}
	o.add(NoDuel{By: o.p, Craft: ti}, oLegal)
}

// ---- the comparison -----------------------------------------------------

// oTally counts the positions compared per kind of decision and keeps the
// first examples of each disagreement.
type oTally struct {
	positions map[string]int
	verdicts  map[string][3]int // per kind: illegal, legal, either
	bad       map[string][]string
	checked   int
}

func (t *oTally) note(kind, msg string) {
	if len(t.bad[kind]) < 3 {
		t.bad[kind] = append(t.bad[kind], msg)
	} else {
		t.bad[kind] = append(t.bad[kind][:3], "…")[:4]
	}
}

// compareAt compares the oracle with Legal and Apply at s for the acting
// player. deep: also Apply every spelling the oracle judges.
func compareAt(s *State, memo *oMemo, tl *oTally, where string, deep bool) {
	ph := s.Phase()
	if len(ph.Actors) == 0 {
		return
	}
	p := ph.Actors[0]
	o := &legalOracle{s: s, p: p, memo: memo}
	cases := o.cases()
	if len(cases) == 0 {
		return
	}
	tl.positions[ph.Name]++
	if s.ph == phMove && s.fly == nil && s.mover < 0 && len(s.pending) == 0 && !s.firstGame && s.initWinner >= 0 {
		if want := memo.nextSide(s, o); engine.Player(want) != p {
			tl.note("the side to move (5.1)", fmt.Sprintf("%s: %s acts, the oracle wants side %d (winner %d, last side %d, held %v, left %d/%d)",
				where, s.names[p], want, s.initWinner, memo.lastSide, memo.held, len(o.movable(0)), len(o.movable(1))))
		}
	}
	// Intents are small comparable values: they key the maps themselves.
	judged := map[engine.Intent]int{}
	var keys []engine.Intent
	for _, c := range cases {
		if v, ok := judged[c.in]; ok {
			if v != c.v {
				tl.note("oracle judges twice", fmt.Sprintf("%s: %s", where, oKey(c.in)))
			}
			continue
		}
		judged[c.in] = c.v
		keys = append(keys, c.in)
		n := tl.verdicts[c.in.Kind()]
		n[c.v]++
		tl.verdicts[c.in.Kind()] = n
	}
	offered := map[engine.Intent]bool{}
	for _, l := range s.Legal(p) {
		if !oCovered[l.Kind()] {
			continue
		}
		offered[l] = true
		v, ok := judged[l]
		switch {
		case !ok:
			tl.note("offered, not enumerated by the oracle: "+l.Kind(), fmt.Sprintf("%s: %s", where, oKey(l)))
		case v == oIllegal:
			tl.note("offered, illegal by the oracle: "+l.Kind(), fmt.Sprintf("%s: %s — %s%s", where, s.Describe(l, p), oKey(l), oDebug(s, l)))
		}
	}
	// Every spelling judged legal is applied; of the illegal ones about 40
	// spread over the list (a Cannon Fire position spells thousands).
	nIll := 0
	for _, k := range keys {
		if judged[k] == oIllegal {
			nIll++
		}
	}
	every, ill := max(1, nIll/40), 0
	for _, in := range keys {
		v := judged[in]
		if v == oIllegal {
			ill++
			if ill%every != 0 {
				continue
			}
		}
		if v == oLegal && !offered[in] {
			tl.note("legal by the oracle, not offered: "+in.Kind(), fmt.Sprintf("%s: %s — %s%s", where, s.Describe(in, p), oKey(in), oDebug(s, in)))
		}
		if !deep && (v != oLegal || offered[in]) {
			continue
		}
		err := s.Check(in)
		tl.checked++
		switch {
		case v == oLegal && err != nil:
			tl.note("legal by the oracle, refused by Apply: "+in.Kind(), fmt.Sprintf("%s: %s — %v", where, oKey(in), err))
		case v == oIllegal && err == nil:
			tl.note("illegal by the oracle, accepted by Apply: "+in.Kind(), fmt.Sprintf("%s: %s — %s", where, s.Describe(in, p), oKey(in)))
		case v == oIllegal && strings.TrimSpace(err.Error()) == "":
			tl.note("refused without a reason: "+in.Kind(), fmt.Sprintf("%s: %s", where, oKey(in)))
		}
	}
}

// battleOf is the battle being fought in st, if any.
func battleOf(st engine.State) *State {
	switch x := st.(type) {
	case *State:
		return x
	case *Campaign:
		return x.battle
	}
	return nil
}

// oracleGame plays one game, comparing at every position of the battle.
func oracleGame(t *testing.T, tl *oTally, name string, opts engine.Options, seed uint64, opp [2]engine.Opponent, maxSteps int, deepEvery int) {
	oracleGameEvery(t, tl, name, opts, seed, opp, maxSteps, deepEvery, 1)
}

// oracleGameEvery compares at every moveEvery-th Movement position only (the
// rest at every position).
func oracleGameEvery(t *testing.T, tl *oTally, name string, opts engine.Options, seed uint64, opp [2]engine.Opponent, maxSteps int, deepEvery, moveEvery int) {
	sc := loadScenario(t, name)
	st0, err := Game{}.NewState(sc, opts, seed)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var st engine.State = st0
	memo := newMemo()
	for n := 0; n < maxSteps && !st.Outcome().Over; n++ {
		ph := st.Phase()
		if len(ph.Actors) == 0 {
			t.Fatalf("%s seed %d: nobody acts in %+v", name, seed, ph)
		}
		p := ph.Actors[0]
		b := battleOf(st)
		if b != nil {
			memo.see(b)
			where := fmt.Sprintf("%s seed %d opts %v step %d T%d %s", name, seed, opts, n, b.turn, b.Phase().Name)
			deep := deepEvery > 0 && n%deepEvery == 0
			if b.ph == phMove && n%moveEvery != 0 {
				goto play
			}
			if b.ph == phMove && n%(5*deepEvery) != 0 {
				deep = false // movement positions are many: apply a fifth of the sample
			}
			compareAt(b, memo, tl, where, deep)
			if b.ph == phFire || b.ph == phLaunch || b.ph == phDuel {
				// Positions nobody would build: the same phase with the
				// craft scattered and turned at random.
				for v := 0; v < 3; v++ {
					x := scatter(b, seed*1000003+uint64(n*7+v))
					compareAt(x, memo, tl, where+fmt.Sprintf(" scattered %d", v), deep)
				}
			}
		}
	play:
		in, err := opp[p].Choose(st.View(p), p)
		if err != nil {
			t.Fatalf("%s seed %d: %v", name, seed, err)
		}
		next, _, err := st.Apply(in)
		if err != nil {
			t.Fatalf("%s seed %d: %v refused: %v", name, seed, in, err)
		}
		if b != nil {
			memo.did(b, in)
		}
		st = next
	}
}

// TestOracleLegality: the engine's legal intents against the oracle's, over
// scripted and random games of every shipped scenario (the campaign's
// battles included) with no optional rule, every one, and mixes of them.
// At every position of the battle the oracle's verdicts are compared with
// Legal; at a sample of them every spelling it judges is applied too (a
// legal one must be accepted, an illegal one refused with a reason).
func TestOracleLegality(t *testing.T) {
	tl := &oTally{positions: map[string]int{}, verdicts: map[string][3]int{}, bad: map[string][]string{}}
	scen := append(append([]string(nil), allScenarios...), "campaign-restricted")
	steps, rounds := 700, 2
	if testing.Short() {
		steps, rounds = 300, 1
	}
	for r := 0; r < rounds; r++ {
		for si, name := range scen {
			seed := uint64(1 + 100*r + si)
			rnd := func(k uint64) engine.Opponent { return engine.NewRandomOpponent(seed*31 + k) }
			// scripted against scripted, every option
			oracleGame(t, tl, name, AllOptions(), seed, [2]engine.Opponent{Scripted{}, Scripted{}}, steps, 7)
			// random against scripted, no option or a mix
			opts := engine.Options(nil)
			if r%2 == 1 {
				opts = rMix(seed)
			}
			oracleGame(t, tl, name, opts, seed+50, [2]engine.Opponent{rnd(1), Scripted{}}, steps, 7)
			// random against random, every option or a mix
			opts = AllOptions()
			if r%2 == 0 {
				opts = rMix(seed * 7)
			}
			oracleGame(t, tl, name, opts, seed+70, [2]engine.Opponent{rnd(2), rnd(3)}, steps, 7)
		}
	}
	// More of the rarer decisions (launches, salvos, jams, defences, duels,
	// Drive 0 turns): random games with torps, missiles and every option,
	// the Movement positions sampled.
	for r := 0; r < rounds; r++ {
		for si, name := range []string{"minefield", "intro-escort", "engagement-100", "commandship", "belt", "rescue"} {
			seed := uint64(500 + 10*r + si)
			opts := AllOptions()
			if r%3 == 2 {
				opts = rMix(seed)
			}
			oracleGameEvery(t, tl, name, opts, seed, [2]engine.Opponent{engine.NewRandomOpponent(seed), engine.NewRandomOpponent(seed + 1)}, 3*steps, 5, 10)
		}
	}
	var names []string
	for k := range tl.positions {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		t.Logf("%-28s %6d positions", k, tl.positions[k])
	}
	var ks []string
	for k := range tl.verdicts {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		v := tl.verdicts[k]
		t.Logf("%-10s judged legal %7d, illegal %7d, either %5d", k, v[oLegal], v[oIllegal], v[oEither])
	}
	t.Logf("%d intents applied to check", tl.checked)
	var kinds []string
	for k := range tl.bad {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		t.Errorf("%s:\n  %s", k, strings.Join(tl.bad[k], "\n  "))
	}
}

// oDebug describes the geometry behind a disagreement.
func oDebug(s *State, in engine.Intent) string {
	o := &legalOracle{s: s}
	switch x := in.(type) {
	case Fire:
		c := &s.crafts[x.Craft]
		h, _, sp, _, _ := o.where(x.Target)
		return fmt.Sprintf(" [from %v f%d to %v: dist %d cones %06b (engine %06b) arcs %06b speed %d blocked %v asteroids %v]",
			c.pos, c.facing, h, oDist(c.pos, h), oCones(c.pos, int(c.facing), h), hex.SilentDeathCones(c.pos, c.facing, h), c.typ.Mounts[x.Mount].Arcs, sp, oBlocked(s, c.pos, h), s.asteroids)
	case Duel:
		c := &s.crafts[x.Craft]
		h, _, sp, _, _ := o.where(x.Target)
		return fmt.Sprintf(" [from %v f%d to %v: dist %d cones %06b arcs %06b speed %d blocked %v acted %b holds %b]",
			c.pos, c.facing, h, oDist(c.pos, h), oCones(c.pos, int(c.facing), h), c.typ.Mounts[x.Mount].Arcs, sp, oBlocked(s, c.pos, h), c.acted, c.holds)
	case Forward, Slip:
		i, _ := IntentCraft(in)
		c := &s.crafts[i]
		var b strings.Builder
		fmt.Fprintf(&b, " [at %v f%d Drive %d spent %d mover %d slips %v; ahead:", c.pos, c.facing, c.Drive(s.firstGame), s.mp, s.mover, s.opt.Sideslips)
		h := c.pos
		for k := 0; k < 6; k++ {
			h = oStep(h, int(c.facing))
			fmt.Fprintf(&b, " %v in=%v craft=%v", h, s.sc.board.In(h), o.craftAt(h, int(i)))
		}
		b.WriteString("]")
		return b.String()
	}
	return ""
}

// scatter is a copy of s with every craft in play moved to a random free hex
// within 12 of where it was (on the map) and turned to a random facing.
func scatter(s *State, seed uint64) *State {
	x := s.clone()
	rng := seed
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int((rng >> 33) % uint64(n))
	}
	taken := map[hex.Hex]bool{}
	for _, st := range x.sats {
		taken[st.pos] = true
	}
	for _, a := range x.asteroids {
		taken[a] = true
	}
	for i := range x.crafts {
		c := &x.crafts[i]
		if c.state != inPlay {
			continue
		}
		for try := 0; try < 20; try++ {
			col, row := hex.ToOffset(c.pos)
			h := hex.FromOffset(col+next(25)-12, row+next(25)-12)
			if x.sc.board.In(h) && !taken[h] {
				c.pos = h
				break
			}
		}
		taken[c.pos] = true
		c.facing = hex.Direction(next(6))
	}
	return x
}

// losses: 7.2's w/W box takes a cannon weapon system or missile launcher
// still working, t/T a torp still aboard, chosen by the defender (w, t) or
// the attacker (W, T); the program asks about one box at a time.
func (o *legalOracle) losses() {
	s := o.s
	ch := s.pending[0]
	c := &s.crafts[ch.craft]
	for m := range c.typ.Mounts {
		o.addIf(Lose{By: o.p, Craft: CraftID(ch.craft), Mount: m}, ch.kind == chooseWeapon && !c.mountLost(m))
	}
	for mk := Mark(0); mk < numMarks; mk++ {
		o.addIf(LoseTorp{By: o.p, Craft: CraftID(ch.craft), Mark: mk}, ch.kind == chooseTorp && c.torps[mk] > 0)
	}
}

// TestOracleLegalityCommandShip: the oracle over the campaign's fifth battle
// (11.7), whose Shryak command ship and decoy carry a pilot who may not fire
// the launcher he mans: at every position of random play after scripted
// campaigns reach it, the shuttles' side is put to declaring its lock-ons
// (4.1), with the craft where they are and scattered at random, and judged. Some of them must hold a shuttle's launcher with an enemy in
// reach, or the case was never judged.
func TestOracleLegalityCommandShip(t *testing.T) {
	tl := &oTally{positions: map[string]int{}, verdicts: map[string][3]int{}, bad: map[string][]string{}}
	inReach := 0
	for seed := uint64(1); seed <= 4; seed++ {
		var st engine.State = campaignAt(t, "campaign", seed, func(c *Campaign) bool { return c.next == 4 && c.battle != nil })
		memo := newMemo()
		opp := [2]engine.Opponent{engine.NewRandomOpponent(seed), engine.NewRandomOpponent(seed + 1)}
		for n := 0; n < 400 && st.(*Campaign).battle != nil; n++ {
			b := st.(*Campaign).battle
			memo.see(b)
			if cs := b.sc.file.Rules.CommandShip; cs != nil && len(b.pending) == 0 && b.fly == nil {
				// The side of the shuttles declaring, the craft where the
				// battle has them and scattered at random.
				where := fmt.Sprintf("campaign seed %d step %d T%d", seed, n, b.turn)
				var xs []*State
				for v := 0; v < 4; v++ {
					x := b.clone()
					if v > 0 {
						x = scatter(b, seed*1000003+uint64(n*7+v))
					}
					x.ph, x.declarer, x.lockons, x.launches = phLaunch, int8(cs.Side), nil, nil
					xs = append(xs, x)
				}
				for v, x := range xs {
					compareAt(x, memo, tl, where+fmt.Sprintf(" scattered %d", v), true)
					for i := range x.crafts {
						if c := &x.crafts[i]; c.typ.Key == "shryak-shuttle" && c.alive() && x.Phase().Acting(engine.Player(c.side)) {
							x.lockTargets(i, 0, func(ref) { inReach++ })
						}
					}
				}
			}
			p := st.Phase().Actors[0]
			in, err := opp[p].Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			st, _ = gametest.Apply(t, st, in)
		}
	}
	if inReach == 0 {
		t.Fatal("no shuttle's launcher ever had an enemy in reach")
	}
	t.Logf("%d shuttle launcher targets judged; %+v", inReach, tl.verdicts[KindLockOn])
	for k, v := range tl.bad {
		t.Errorf("%s:\n  %s", k, strings.Join(v, "\n  "))
	}
}
