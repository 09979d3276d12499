package sscs

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// turnChart is the printed Turn Cost Chart (method C), speeds 1 to 20.
var turnChart = [20]int{1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 10, 10, 11, 12, 12, 13, 14}

// TurnCostChart returns the printed chart, speed 1 first.
func TurnCostChart() []int { return append([]int(nil), turnChart[:]...) }

// TurnCost is the MP to change the direction of movement by one hexside
// at a speed, by the method chosen before play (Movement 5): A, cost =
// speed × .66 rounded up (in whole numbers: (66 × speed + 99) / 100); B,
// cost = speed; C, the chart, which is A written out and, beyond its last
// row, A again. At speed 0 nothing moves, so turning is free.
func TurnCost(method string, speed int) int {
	if speed <= 0 {
		return 0
	}
	switch method {
	case TurnSpeed:
		return speed
	case TurnChart:
		if speed <= len(turnChart) {
			return turnChart[speed-1]
		}
	}
	return (66*speed + 99) / 100
}

// TurnLine is one change of direction in a ledger.
type TurnLine struct {
	After int // hexes moved before it
	Dir   int // −1 port, +1 starboard
	Speed int
	Cost  int
}

// Ledger is the MP account of a plot, for the screen to show while it is
// typed and for Move to check: the speed change, each turn with its cost,
// the evasive MP, what is left, and the path.
type Ledger struct {
	Ship      ShipID
	Drive, MP int
	From      int // speed last turn
	Declared  int // speed declared this turn
	To        int // speed this turn: the declared one, as far as the MP allow
	SpeedCost int
	Clamped   bool   // the declared change was more than the MP now allow
	Coasting  string // why the ship cannot maneuver at all, "" if it can
	Turns     []TurnLine
	Evasive   int
	Spent     int
	Left      int
	Path      []Pose // the start and the pose after each hex and each turn
	// PartsFrom is the ship this plot alone parts the ship from: the one
	// it is docked or docking with, when the plot buys evasive MP (Docking:
	// no evasive maneuvers; keepDocked); NoShip otherwise.
	PartsFrom ShipID
	Err       error
}

// errPlot is the verdict on a plot when only the verdict is wanted.
var errPlot = errors.New("the plot breaks a rule of Movement")

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// coasting says why a ship cannot spend MP this turn, or "".
func (s *State) coasting(id ShipID) string {
	sh := s.ships[id]
	switch {
	case s.held(id):
		return fmt.Sprintf("held in stasis until the end of turn %d", sh.heldUntil)
	case s.shut(id):
		return fmt.Sprintf("shut down by an electromagnetic pulse until the end of turn %d", sh.empUntil)
	case s.drive(id) == 0:
		return "without power, every Drive point lost"
	}
	return ""
}

// coastRule names the rulebook's section behind coasting: the Stasis Beam,
// the Electromagnetic Pulse, or the Result of Damage for a ship whose whole
// Drive is lost ("Damaging all Drive systems also stops all power").
func (s *State) coastRule(id ShipID) string {
	switch {
	case s.held(id):
		return "Stasis Beam"
	case s.shut(id):
		return "Electromagnetic Pulse"
	}
	return "The Result of Damage"
}

// declaredSpeed is the speed the ship declared, or its speed.
func (sh *ship) declaredSpeed() int {
	if sh.dSpeedSet {
		return sh.dSpeed
	}
	return sh.speed
}

// reachable is the speed a ship goes this turn: the one it declared, as
// far as its MP allow from the speed it had (clamped says they did not).
func reachable(from, declared, mp int) (to int, clamped bool) {
	switch d := declared - from; {
	case d > mp:
		return from + mp, true
	case -d > mp:
		return from - mp, true
	}
	return declared, false
}

// turnSpeed is a ship's speed this turn: what it flies at once it has
// moved; before, the speed it declared as far as its MP now allow (the
// ledger's), since "the declared speed is this turn's" — the speed that
// ranks it in the order of movement.
func (s *State) turnSpeed(id ShipID) int {
	sh := s.ships[id]
	if sh.moved {
		return sh.speed
	}
	mp := 0
	if s.coasting(id) == "" {
		mp = MPOf(s.drive(id))
	}
	to, _ := reachable(sh.speed, sh.declaredSpeed(), mp)
	return to
}

// ledger works out a plot for a ship about to move.
func (s *State) ledger(id ShipID, p Plot) Ledger { return s.account(id, p, true) }

// account is ledger, with the path left out when only the MP matter.
func (s *State) account(id ShipID, p Plot, withPath bool) Ledger {
	sh := s.ships[id]
	name := sh.name
	l := Ledger{Ship: id, Drive: s.drive(id), From: sh.speed, Declared: sh.declaredSpeed(), Evasive: p.Evasive, PartsFrom: NoShip}
	if sh.dockWith != NoShip && p.Evasive > 0 {
		l.PartsFrom = sh.dockWith // keepDocked: "one of them is maneuvering evasively"
	}
	l.Coasting = s.coasting(id)
	if l.Coasting == "" {
		l.MP = MPOf(l.Drive)
	}
	l.To, l.Clamped = reachable(l.From, l.Declared, l.MP)
	l.SpeedCost = abs(l.To - l.From)
	l.Spent = l.SpeedCost + p.Evasive
	pose := Pose{sh.pos, sh.heading}
	if withPath {
		l.Path = append(make([]Pose, 0, l.To+len(p.Steps)+1), pose)
	}
	if s.held(id) {
		l.To = l.From
		if len(p.Steps) > 0 || p.Evasive > 0 {
			l.Err = fmt.Errorf("the %s is %s (Stasis Beam)", name, l.Coasting)
		}
		return l
	}
	moved := 0
	for _, st := range p.Steps {
		if st.Turn != 0 {
			pose.Heading = pose.Heading.Rotate(st.Turn)
			c := TurnCost(s.rules.set.turnCost, l.To)
			l.Spent += c
			if withPath {
				l.Turns = append(l.Turns, TurnLine{After: moved, Dir: st.Turn, Speed: l.To, Cost: c})
				l.Path = append(l.Path, pose)
			}
			continue
		}
		if withPath {
			for k := 0; k < st.Forward; k++ {
				pose.Hex = hex.Neighbor(pose.Hex, pose.Heading)
				l.Path = append(l.Path, pose)
			}
		}
		moved += st.Forward
	}
	l.Left = l.MP - l.Spent
	bad := moved != l.To || l.Coasting != "" && (p.Turns() > 0 || p.Evasive > 0) || l.Spent > l.MP
	if bad && !withPath {
		// Only the verdict is wanted (candidates): no words.
		l.Err = errPlot
		return l
	}
	switch {
	case moved != l.To:
		l.Err = fmt.Errorf("the plot moves %s, but the %s's speed this turn is %d: velocity carries over, so it moves all %d (Movement 2)", engine.Count(moved, "hex", "hexes"), name, l.To, l.To)
	case l.Coasting != "" && (p.Turns() > 0 || p.Evasive > 0):
		l.Err = fmt.Errorf("the %s cannot turn or evade: %s", name, l.Coasting)
	case l.Spent > l.MP:
		turns := "turns"
		if p.Turns() == 1 {
			turns = "turn"
		}
		l.Err = fmt.Errorf("the plot needs %d MP (speed %d → %d: %d, %d %s: %d, evasive: %d) but the %s has %d (Drive %d × %d, Movement 3–5)",
			l.Spent, l.From, l.To, l.SpeedCost, p.Turns(), turns, l.Spent-l.SpeedCost-p.Evasive, p.Evasive, name, l.MP, l.Drive, l.Drive)
	}
	return l
}

// nextMovers lists the ships that move next: of those that have not moved,
// the fastest (declared speed), then the highest Drive; where ships of
// both sides tie on both, the dice order each ship against the other
// side's (Movement 7, "highest roll winning"), but "if the ships in
// question are on the same side ... the commander determines who is
// first": every ship of the side whose die won that has beaten all the
// other side's ships still to move may go, in the order its commander
// picks. Several only when they are one side's (Movement 6 and 7).
func (s *State) nextMovers() []ShipID { return s.movers(nil) }

// movers is nextMovers appended to buf[:0]: a caller's buffer on its
// stack saves an allocation.
func (s *State) movers(buf []ShipID) []ShipID {
	out := buf[:0]
	best := [2]int{-1, -1}
	for i := range s.ships {
		sh := s.ships[i]
		if sh.status != stActive || sh.moved {
			continue
		}
		k := [2]int{sh.keySpeed, sh.keyDrive}
		switch cmpKey(k[:], best[:]) {
		case 1:
			best, out = k, append(out[:0], ShipID(i))
		case 0:
			out = append(out, ShipID(i))
		}
	}
	if len(out) < 2 {
		return out
	}
	// The highest die of the tied ships still to move picks the side
	// (should two sides' still tie, the first ship's side goes); its ships
	// that rolled higher than every ship of the other side still to move
	// go in the order their commander picks. A tie of one side's ships
	// alone rolls no dice (all 0): they all go.
	top := out[0]
	hi := [2]int{-1, -1}
	for _, id := range out {
		sh := s.ships[id]
		hi[sh.side] = max(hi[sh.side], sh.roll)
		if sh.roll > s.ships[top].roll {
			top = id
		}
	}
	side := s.ships[top].side
	bar := hi[1-side]
	if bar >= s.ships[top].roll {
		bar = s.ships[top].roll - 1
	}
	k := 0
	for _, id := range out {
		if sh := s.ships[id]; sh.side == side && sh.roll > bar {
			out[k] = id
			k++
		}
	}
	return out[:k]
}

func cmpKey(a, b []int) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] > b[i] {
				return 1
			}
			return -1
		}
	}
	return 0
}

// orderMovement fixes the movement order at the reveal: the declared speed
// and the Drive; ships of both sides that tie on both roll a d10 each,
// again while any two of different sides roll the same.
func (s *State) orderMovement(ev []engine.Event) []engine.Event {
	type key struct{ sp, dr int }
	var groups []key
	for i := range s.ships {
		if s.ships[i].status != stActive {
			continue
		}
		sh := s.mut(ShipID(i))
		sh.keySpeed = sh.declaredSpeed()
		if s.coasting(ShipID(i)) != "" {
			sh.keySpeed = sh.speed
		}
		sh.keyDrive = s.drive(ShipID(i))
		sh.roll = 0
		k := key{sh.keySpeed, sh.keyDrive}
		found := false
		for _, g := range groups {
			found = found || g == k
		}
		if !found {
			groups = append(groups, k)
		}
	}
	for _, g := range groups {
		var ids []ShipID
		sides := [2]bool{}
		for i := range s.ships {
			sh := s.ships[i]
			if sh.status == stActive && sh.keySpeed == g.sp && sh.keyDrive == g.dr {
				ids = append(ids, ShipID(i))
				sides[sh.side] = true
			}
		}
		if !sides[0] || !sides[1] {
			continue
		}
		ev = s.rollOrder(g.sp, g.dr, ids, ev)
	}
	return ev
}

// maxRollKey bounds the order keys of ties rolled again (× 10 a round):
// past it the order stands as it is (a tie left across sides lets the
// first side's ships go, as movers says).
const maxRollKey = 1e14

// rollOrder settles a tie of speed and Drive between ships of both sides
// (Movement 7: "a roll of the dice is used - highest roll winning"). Each
// rolls a d10. Where ships of different sides roll the same, those ships
// alone roll again: the others keep the places their first roll won them.
// A ship's roll is its face; when some of the tied ships roll again, every
// key becomes 10 × itself and those rolling add their face − 1, so the new
// faces order them among themselves and nobody else. Ships of one side
// left tied are ordered by their commander.
func (s *State) rollOrder(sp, dr int, ids []ShipID, ev []engine.Event) []engine.Event {
	rolling := ids
	for try := 0; try < 20 && len(rolling) > 0; try++ {
		// The first roll, or all of them tied at one value again: the
		// faces alone order them.
		whole := try == 0 || len(rolling) == len(ids) && sameRoll(s, ids)
		if !whole {
			if maxRoll(s, ids) > maxRollKey {
				break
			}
			for _, id := range ids {
				s.mut(id).roll *= 10
			}
		}
		var dice []engine.Die
		var parts []string
		for _, id := range rolling {
			f := s.dice.D(10)
			if whole {
				s.mut(id).roll = f
			} else {
				s.mut(id).roll += f - 1
			}
			dice = append(dice, engine.Die{Sides: 10, Face: f})
			// "rolls": a name may end in a number of its own ("Aerie
			// Wasp 1"), which the face beside it left unreadable.
			parts = append(parts, s.ships[id].name+" rolls "+strconv.Itoa(f))
		}
		r := engine.NewRoll(fmt.Sprintf("order of movement at speed %d, Drive %d", sp, dr), dice, nil, 0, "")
		r.Each = true // each ship's own d10, never added up
		r.Result = strings.Join(parts, ", ") + ": highest moves first"
		if !whole {
			r.Result += " of those that tied (the others keep their places)"
		}
		rolling = crossTied(s, ids)
		if len(rolling) > 0 {
			// Say why another roll follows: a tie across sides is not
			// settled by the commander (Movement 7).
			var names []string
			for _, id := range rolling {
				names = append(names, s.ships[id].name)
			}
			r.Result += "; " + strings.Join(names, ", ") + " tie across sides and roll again"
		}
		ev = append(ev, engine.Event{Kind: "order", Player: engine.NoPlayer, Roll: &r})
	}
	return ev
}

// crossTied lists the ships of ids whose roll a ship of the other side
// shares.
func crossTied(s *State, ids []ShipID) []ShipID {
	var out []ShipID
	for _, a := range ids {
		for _, b := range ids {
			x, y := s.ships[a], s.ships[b]
			if x.side != y.side && x.roll == y.roll {
				out = append(out, a)
				break
			}
		}
	}
	return out
}

func sameRoll(s *State, ids []ShipID) bool {
	for _, id := range ids {
		if s.ships[id].roll != s.ships[ids[0]].roll {
			return false
		}
	}
	return true
}

func maxRoll(s *State, ids []ShipID) int {
	m := 0
	for _, id := range ids {
		m = max(m, s.ships[id].roll)
	}
	return m
}

// readMove checks a Move and returns the plot it read and its ledger.
func (s *State) readMove(in Move) (Plot, Ledger, error) {
	if s.phase != phMove {
		return Plot{}, Ledger{}, fmt.Errorf("ships move in the Movement phase, not the %s phase (Order of Play)", s.Phase().Name)
	}
	if !s.valid(in.Ship) {
		return Plot{}, Ledger{}, fmt.Errorf("there is no ship %d", in.Ship)
	}
	sh := s.ships[in.Ship]
	if sh.side != in.By {
		return Plot{}, Ledger{}, fmt.Errorf("the %s is not yours", sh.name)
	}
	var buf [8]ShipID
	next := s.movers(buf[:0])
	ok := false
	for _, id := range next {
		ok = ok || id == in.Ship
	}
	if !ok {
		if sh.moved {
			return Plot{}, Ledger{}, fmt.Errorf("the %s has moved this turn: each ship makes its whole move once a turn (Movement 6)", sh.name)
		}
		return Plot{}, Ledger{}, fmt.Errorf("the %s does not move yet: the fastest ship moves first, then the highest Drive (Movement 6, 7); next is the %s", sh.name, s.ships[next[0]].name)
	}
	p, err := ParsePlot(in.Plot)
	if err != nil {
		return Plot{}, Ledger{}, err
	}
	l := s.ledger(in.Ship, p)
	return p, l, l.Err
}

// doMove carries out a plot: the speed, the path hex by hex (ramming when
// it enters its declared target's hex), the evasive MP, and then the
// ship's fire.
func (s *State) doMove(in Move, p Plot, l Ledger, ev []engine.Event) []engine.Event {
	id := in.Ship
	ev = append(ev, engine.Event{Kind: KindMove, Player: in.By, Text: s.moveText(id, p, l)})
	ev = s.fly(id, l, p.Evasive, ev)
	return s.enterFire(id, ev)
}

func (s *State) moveText(id ShipID, p Plot, l Ledger) string {
	sh := s.ships[id]
	itoa := strconv.Itoa
	t := sh.name + " moves " + p.String() + ": speed " + itoa(l.From) + " → " + itoa(l.To)
	if l.Clamped {
		t += " (declared " + itoa(l.Declared) + ", but only " + itoa(l.MP) + " MP)"
	}
	if p.Evasive > 0 {
		t += ", evasive " + itoa(p.Evasive)
	}
	return t + ", " + itoa(l.Spent) + " of " + itoa(l.MP) + " MP"
}

// fly moves a ship along a ledger's path, which becomes its flight path
// (the ledger is this Apply's own; the path is capped, so that an append
// copies).
func (s *State) fly(id ShipID, l Ledger, evasive int, ev []engine.Event) []engine.Event {
	sh := s.mut(id)
	s.endEffects(id)
	sh.speed = l.To
	sh.evasive = evasive
	sh.moved = true
	sh.path = l.Path[:1:1]
	trail := engine.Trail{Unit: shipNum(id), Path: make([]engine.Point, 1, len(l.Path))}
	trail.Path[0] = engine.Point{X: l.Path[0].Hex.Q, Y: l.Path[0].Hex.R}
	// A target in the hex the rammer starts from is met there: the start
	// is a hex of the flight path, as for fire (rules 6).
	if sh.dRam != NoShip && !sh.rammed && s.onMap(sh.dRam) && s.ships[sh.dRam].pos == sh.pos {
		ev = s.ram(id, sh.dRam, ev)
	}
	for i, pose := range l.Path[1:] {
		if sh.status != stActive {
			break
		}
		entered := pose.Hex != sh.pos
		sh.pos, sh.heading = pose.Hex, pose.Heading
		sh.path = l.Path[: i+2 : i+2]
		if entered {
			trail.Path = append(trail.Path, engine.Point{X: pose.Hex.Q, Y: pose.Hex.R})
		}
		if entered && sh.dRam != NoShip && !sh.rammed && s.onMap(sh.dRam) && s.ships[sh.dRam].pos == sh.pos {
			ev = s.ram(id, sh.dRam, ev)
			if sh.status != stActive {
				break
			}
		}
	}
	ev = append(ev, engine.Event{Kind: "trail", Player: sh.side, Text: sh.name + " ends its move at " + FormatHex(sh.pos) + " heading " + sh.heading.String(), Trail: &trail})
	if sh.dRam != NoShip && !sh.rammed && sh.status == stActive {
		ev = append(ev, engine.Event{Kind: KindRam, Player: sh.side, Text: fmt.Sprintf("the %s's ram of the %s comes to nothing: %s", sh.name, s.ships[sh.dRam].name, s.rammedNothing(id))})
	}
	return ev
}

// rammedNothing says why ship id's declared ram was not made in its move:
// a ram is made as the rammer moves into its target's hex (Ramming: "during
// movement"; the rulebook says nothing of a ram that never gets there, so
// it comes to nothing, a reading).
func (s *State) rammedNothing(id ShipID) string {
	tg := s.ships[s.ships[id].dRam]
	switch tg.status {
	case stAboard:
		return "the " + tg.name + " is in its carrier's hangar"
	case stScrap:
		return "the " + tg.name + " is out of the battle"
	}
	return "its move never entered the " + tg.name + "'s hex, " + FormatHex(tg.pos) + " (Ramming: a ram is made as the rammer moves into its target's hex)"
}

// coast moves a ship that cannot decide anything: straight on at its
// speed, or not at all in stasis.
func (s *State) coast(id ShipID, ev []engine.Event) []engine.Event {
	sh := s.mut(id)
	l := s.ledger(id, Plot{Steps: []PlotStep{{Forward: sh.speed}}})
	if s.held(id) {
		l = s.ledger(id, Plot{})
	}
	why := s.coasting(id)
	ev = append(ev, engine.Event{Kind: KindMove, Player: sh.side, Text: fmt.Sprintf("%s coasts: %s", sh.name, why)})
	if sh.dRam != NoShip {
		ev = append(ev, engine.Event{Kind: KindRam, Player: sh.side, Text: fmt.Sprintf("the %s's ram of the %s comes to nothing: the %s coasts", sh.name, s.ships[sh.dRam].name, sh.name)})
	}
	sh.dRam = NoShip
	return s.fly(id, l, 0, ev)
}

// advance goes on to the next ship to move, moving those that decide
// nothing by themselves, and ends the turn when every ship has moved.
func (s *State) advance(ev []engine.Event) []engine.Event {
	for !s.outcome.Over {
		next := s.nextMovers()
		if len(next) == 0 {
			return s.activity(ev)
		}
		auto := NoShip
		for _, id := range next {
			if s.coasting(id) != "" {
				auto = id
				break
			}
		}
		if auto == NoShip {
			s.phase = phMove
			return ev
		}
		ev = s.coast(auto, ev)
		if s.ships[auto].status == stActive && !s.shut(auto) && s.hasFireStep(auto) {
			s.phase, s.firing = phFire, auto
			return ev
		}
	}
	return ev
}

// enterFire gives the ship that has moved its fire, unless it has nothing
// to fire with.
func (s *State) enterFire(id ShipID, ev []engine.Event) []engine.Event {
	if s.ships[id].status == stActive && s.hasFireStep(id) {
		s.phase, s.firing = phFire, id
		return ev
	}
	s.firing = NoShip
	return s.advance(ev)
}

// velocity is a ship's movement per turn as a hex vector.
func (s *State) velocity(id ShipID) hex.Hex {
	sh := s.ships[id]
	return hex.Scale(sh.heading.Offset(), sh.speed)
}

// Coast is where a ship will be after its next move if it neither
// accelerates nor turns.
func (s *State) coastHex(id ShipID) hex.Hex {
	return hex.Add(s.ships[id].pos, s.velocity(id))
}

// ram is Ramming: the rammer needs 3 × its maneuver or less on a d10,
// the target avoids with 3 × its own; if they meet, both take 5 × the
// closing speed: the hex length of the difference of their velocities
// this turn (the project's own measure).
func (s *State) ram(id, t ShipID, ev []engine.Event) []engine.Event {
	sh, tg := s.mut(id), s.ships[t] // tg: its name and side (damage writes its own copy)
	sh.rammed = true
	if s.held(t) {
		return append(ev, engine.Event{Kind: "ram", Player: sh.side, Text: fmt.Sprintf("%s cannot ram the %s: nothing affects a ship in stasis", sh.name, tg.name)})
	}
	need := 3 * s.drive(id)
	f := s.dice.D(10)
	r := engine.NewRoll(sh.name+" rams the "+tg.name, []engine.Die{{Sides: 10, Face: f}}, nil, max(need, 0), engine.AtMost)
	r.Success = f <= need
	r.Result = map[bool]string{true: "on course", false: "misses"}[r.Success] + fmt.Sprintf(" (3 × its Drive %d or less: Ramming)", s.drive(id))
	ev = append(ev, engine.Event{Kind: "ram", Player: sh.side, Roll: &r})
	if !r.Success {
		return ev
	}
	if why := s.coasting(t); why != "" {
		// No roll to avoid: the log says why, or the collision follows
		// the rammer's roll with no word of the target's.
		ev = append(ev, engine.Event{Kind: "ram", Player: tg.side, Text: fmt.Sprintf("the %s cannot avoid the ram: %s", tg.name, why)})
	} else {
		need := 3 * s.drive(t)
		f := s.dice.D(10)
		a := engine.NewRoll(tg.name+" avoids the ram", []engine.Die{{Sides: 10, Face: f}}, nil, max(need, 0), engine.AtMost)
		a.Success = f <= need
		a.Result = map[bool]string{true: "avoided", false: "struck"}[a.Success] + fmt.Sprintf(" (3 × its Drive %d or less: Ramming)", s.drive(t))
		ev = append(ev, engine.Event{Kind: "ram", Player: tg.side, Roll: &a})
		if a.Success {
			return ev
		}
	}
	// The target's velocity this turn: its heading and the speed it
	// declared for the turn if it has not moved yet (rules 4; rules 1–3
	// took the speed it had last turn).
	closing := hex.Length(hex.Sub(s.velocity(id), hex.Scale(s.ships[t].heading.Offset(), s.turnSpeed(t))))
	dmg := 5 * closing
	ev = append(ev, engine.Event{Kind: "ram", Player: sh.side, Text: fmt.Sprintf("%s and the %s collide at a closing speed of %d: %d damage to each (5 × closing speed)", sh.name, tg.name, closing, dmg)})
	if dmg == 0 {
		return ev
	}
	ev = s.damage(t, hit{dmg: dmg, aim: AimNone, what: "ramming"}, ev)
	ev = s.damage(id, hit{dmg: dmg, aim: AimNone, what: "ramming"}, ev)
	return ev
}
