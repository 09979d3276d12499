package starmada

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Step is one element of written movement orders (3.2.1): a number of
// hexes forward, or one maneuver.
type Step struct {
	Kind byte // 'F' forward, or the maneuver code P, S, L, R, B
	N    int  // hexes, for 'F'
}

// maneuverCost is the MP cost of a maneuver (3.2.1), or 0 for a letter
// that is none; forward movement costs 1 a hex.
func maneuverCost(c byte) int {
	switch c {
	case 'P', 'S':
		return 1
	case 'L', 'R', 'B':
		return 2
	}
	return 0
}

// Cost is the step's MP cost (3.2.2).
func (st Step) Cost() int {
	if st.Kind == 'F' {
		return st.N
	}
	return maneuverCost(st.Kind)
}

// Orders are a ship's movement orders for one turn. No steps and no free
// turn is standing still ("0"); Free is the free turn of 3.2.2 to Facing,
// written "@SE".
type Orders struct {
	Steps  []Step
	Free   bool
	Facing hex.Direction
}

// MaxOrdersLen bounds an order string.
const MaxOrdersLen = 40

// Cost is the MPs the orders spend.
func (o Orders) Cost() int {
	c := 0
	for _, s := range o.Steps {
		c += s.Cost()
	}
	return c
}

// Still reports whether the ship stays in its hex with its facing.
func (o Orders) Still() bool { return len(o.Steps) == 0 && !o.Free }

// String writes the orders canonically: "3P2", "0", "@SE".
func (o Orders) String() string {
	if o.Free {
		return "@" + o.Facing.String()
	}
	if len(o.Steps) == 0 {
		return "0"
	}
	var b strings.Builder
	for _, s := range o.Steps {
		if s.Kind == 'F' {
			b.WriteString(strconv.Itoa(s.N))
		} else {
			b.WriteByte(s.Kind)
		}
	}
	return b.String()
}

func maneuverName(c byte) string {
	switch c {
	case 'P':
		return "P (turn to port)"
	case 'S':
		return "S (turn to starboard)"
	case 'L':
		return "L (sideslip left)"
	case 'R':
		return "R (sideslip right)"
	case 'B':
		return "B (move backward)"
	}
	return string(c)
}

// ParseOrders reads movement orders: numbers for hexes forward and the
// maneuvers P, S, L, R and B (3.2.1), "0" or nothing for standing still,
// "@" and a compass direction for the free turn of a ship that does not
// move (3.2.2). Lower case is accepted. The error names the rule that a
// bad order breaks; the rules that depend on the ship (its MPs, its last
// move, the map) are checked by PreviewPath.
func ParseOrders(s string) (Orders, error) {
	var o Orders
	t := strings.TrimSpace(s)
	if len(t) > MaxOrdersLen {
		return o, fmt.Errorf("orders longer than %d characters", MaxOrdersLen)
	}
	if t == "" || t == "0" {
		return o, nil
	}
	if t[0] == '@' {
		d, err := hex.ParseDirection(strings.TrimSpace(t[1:]))
		if err != nil {
			return o, fmt.Errorf("%q: a free turn is written @ and a direction: @N, @NE, @SE, @S, @SW or @NW", s)
		}
		return Orders{Free: true, Facing: d}, nil
	}
	o.Steps = make([]Step, 0, countSteps(t))
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case c >= '0' && c <= '9':
			j := i
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(t[i:j])
			if err != nil || n > 99 {
				return o, fmt.Errorf("%q: %s hexes forward is more than any ship can move", s, t[i:j])
			}
			if n == 0 {
				return o, fmt.Errorf("%q: 0 hexes forward means nothing; write 0 alone to stand still", s)
			}
			o.Steps = append(o.Steps, Step{Kind: 'F', N: n})
			i = j
		default:
			if c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			if maneuverCost(c) == 0 {
				if c == '@' {
					return o, fmt.Errorf("%q: the free turn (@) is only for a ship that does not move at all (3.2.2)", s)
				}
				// The character, not its first byte: "漢" named 'æ'.
				r, _ := utf8.DecodeRuneInString(t[i:])
				return o, fmt.Errorf("%q: %q is not a maneuver (P, S, L, R, B) nor a number of hexes", s, r)
			}
			if n := len(o.Steps); n > 0 {
				prev := o.Steps[n-1].Kind
				if prev != 'F' && prev != 'B' && c != 'B' {
					return o, fmt.Errorf("%q: %s right after %s: two maneuvers in a row need a forward move or a B between them (3.2.1)", s, maneuverName(c), maneuverName(prev))
				}
			}
			o.Steps = append(o.Steps, Step{Kind: c})
			i++
		}
	}
	return o, nil
}

// countSteps is how many steps ParseOrders reads from t at most: a step
// for each maneuver letter and each run of digits.
func countSteps(t string) int {
	n := 0
	for i := 0; i < len(t); i++ {
		if !isDigit(t[i]) || i == 0 || !isDigit(t[i-1]) {
			n++
		}
	}
	return n
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// lastMove is what a ship did last in its previous Movement Phase, which
// decides whether it may open with a maneuver (3.2.1).
type lastMove uint8

const (
	lastNone lastMove = iota // did not move (or only turned for free)
	lastForward
	lastManeuver
	lastBack
	// lastStart: the ship has had no Movement Phase yet (turn 1). 3.2.1
	// allows an opening maneuver only after a previous Movement Phase that
	// ended with forward movement; before the first there is none, so a
	// ship opens turn 1 as one that did not move (rules 4). It is hashed
	// as lastForward, the value rules 1-3 gave every ship at the start, so
	// a game's hashes do not change (hashLast).
	lastStart
)

// opening is what decides how the ship may open its orders (3.2.1):
// its last move, with the start counted as no movement.
func (l lastMove) opening() lastMove {
	if l == lastStart {
		return lastNone
	}
	return l
}

// hashLast is the byte the hash writes for l: the start as lastForward,
// which is what every ship held at the start before rules 4.
func hashLast(l lastMove) lastMove {
	if l == lastStart {
		return lastForward
	}
	return l
}

// mayOpen reports whether orders may begin with step kind m after a
// previous Movement Phase that ended with last (3.2.1): forward movement
// always; a maneuver only after forward movement, or next to a B, which
// needs no forward move between it and another maneuver (so P after a
// closing B, and B after a closing P, S, L, R or B); never a maneuver
// after a turn in which the ship did not move.
func mayOpen(m byte, last lastMove) bool {
	last = last.opening()
	switch {
	case m == 'F' || last == lastForward:
		return true
	case m == 'B':
		return last != lastNone
	}
	return last == lastBack
}

func (o Orders) last() lastMove {
	if len(o.Steps) == 0 {
		return lastNone
	}
	switch o.Steps[len(o.Steps)-1].Kind {
	case 'F':
		return lastForward
	case 'B':
		return lastBack
	}
	return lastManeuver
}

// Pose is a ship's place and facing.
type Pose struct {
	Hex    hex.Hex
	Facing hex.Direction
}

// Preview is where orders take a ship, hex by hex, for the screen to draw
// before the orders are committed.
type Preview struct {
	Path []Pose // the start and the pose after every hex or maneuver
	Cost int
	MP   int
	// OffBoard is the index in Path of the first pose off the board, or -1:
	// the ship leaves the game there (3.3.2).
	OffBoard int
	// Err is the rule the orders break for this ship, or nil.
	Err error
}

// End says where the orders leave the ship, for the log and the screen:
// "ending at 1502 facing N", or, when they take it off the board, the
// last hex on the board ("leaving the board from 1400 facing N: the ship
// is lost (3.3.2)"; a hex off it has no name, and read "14-1"). "" for
// orders that break a rule or take the ship nowhere.
func (pv Preview) End() string {
	switch {
	case pv.Err != nil || len(pv.Path) == 0:
		return ""
	case pv.OffBoard > 0:
		return fmt.Sprintf("leaving the board from %s facing %s: the ship is lost (3.3.2)", HexLabel(pv.Path[pv.OffBoard-1].Hex), pv.Path[pv.OffBoard].Facing)
	}
	end := pv.Path[len(pv.Path)-1]
	return fmt.Sprintf("ending at %s facing %s", HexLabel(end.Hex), end.Facing)
}

// poses is how many poses walk passes through: one for each hex forward
// and each maneuver, or the free turn's one.
func (o Orders) poses() int {
	if o.Free {
		return 1
	}
	n := 0
	for _, st := range o.Steps {
		if st.Kind == 'F' {
			n += st.N
		} else {
			n++
		}
	}
	return n
}

// walk moves a pose through the steps and calls f after every hex or
// maneuver; f returns false to stop.
func walk(p Pose, o Orders, f func(Pose) bool) {
	if o.Free {
		f(Pose{p.Hex, o.Facing})
		return
	}
	for _, st := range o.Steps {
		switch st.Kind {
		case 'F':
			for i := 0; i < st.N; i++ {
				p.Hex = hex.Neighbor(p.Hex, p.Facing)
				if !f(p) {
					return
				}
			}
			continue
		case 'P':
			p.Facing = p.Facing.Rotate(-1)
		case 'S':
			p.Facing = p.Facing.Rotate(1)
		case 'L':
			p.Hex = hex.Neighbor(p.Hex, p.Facing.Rotate(-1))
		case 'R':
			p.Hex = hex.Neighbor(p.Hex, p.Facing.Rotate(1))
		case 'B':
			p.Hex = hex.Neighbor(p.Hex, p.Facing.Opposite())
		}
		if !f(p) {
			return
		}
	}
}

// PreviewPath works out where orders would take a ship (by name) and
// whether it may follow them: its MPs (3.2.2), opening with a maneuver
// (3.2.1) and objects in the way (2.1.2). A malformed string gives a
// Preview whose Err says why.
func PreviewPath(s *State, ship string, orders string) Preview {
	i := s.shipIndex(ship)
	if i < 0 {
		return Preview{OffBoard: -1, Err: fmt.Errorf("there is no ship %q", ship)}
	}
	o, err := ParseOrders(orders)
	if err != nil {
		return Preview{OffBoard: -1, Err: err, Path: []Pose{s.ships[i].pose()}}
	}
	return s.preview(i, o)
}

func (s *State) preview(i int, o Orders) Preview {
	sh := &s.ships[i]
	pv := Preview{Path: append(make([]Pose, 0, 1+o.poses()), sh.pose()), Cost: o.Cost(), MP: sh.mp(), OffBoard: -1}
	if !sh.canMove() {
		if !o.Still() {
			pv.Err = fmt.Errorf("%s cannot move: %s", sh.name, sh.statusText())
		}
		return pv
	}
	walk(sh.pose(), o, func(p Pose) bool {
		pv.Path = append(pv.Path, p)
		if pv.Err != nil || pv.OffBoard >= 0 {
			return true
		}
		if !s.board.Contains(p.Hex) {
			pv.OffBoard = len(pv.Path) - 1
		} else if ob := s.objectAt(p.Hex); ob >= 0 {
			col, row := hex.ToOffset(p.Hex)
			pv.Err = fmt.Errorf("the path enters the %s at %s: objects stop movement (2.1.2)", s.objects[ob].Kind, hexName(col, row))
		}
		return true
	})
	if pv.Err != nil {
		return pv
	}
	switch {
	case pv.Cost > pv.MP:
		pv.Err = fmt.Errorf("%s costs %d MP but %s has %d (3.2.2)", o, pv.Cost, sh.name, pv.MP)
	case len(o.Steps) > 0 && !mayOpen(o.Steps[0].Kind, sh.last):
		pv.Err = fmt.Errorf("%s opens with %s, but a ship may open with a maneuver only if its last movement of the previous turn was forward (3.2.1)", o, maneuverName(o.Steps[0].Kind))
		switch {
		case sh.last == lastStart:
			pv.Err = fmt.Errorf("%s opens with %s, but %s has not moved yet: in turn 1 there is no previous Movement Phase that ended with forward movement, which a ship needs to open with a maneuver (3.2.1); move forward first", o, maneuverName(o.Steps[0].Kind), sh.name)
		case o.Steps[0].Kind == 'B':
			pv.Err = fmt.Errorf("%s opens with %s, but %s did not move in the previous turn (it stood still or only turned for free): a ship may open with a maneuver only after moving forward, and B is spared only the forward move between it and another maneuver (3.2.1)", o, maneuverName('B'), sh.name)
		}
	}
	return pv
}

// HexLabel names a hex as the game does: column and row, two digits each
// from 00 ("0512").
func HexLabel(h hex.Hex) string {
	c, r := hex.ToOffset(h)
	return hexName(c, r)
}

func hexName(col, row int) string {
	if col >= 0 && col < 100 && row >= 0 && row < 100 {
		b := [4]byte{'0' + byte(col/10), '0' + byte(col%10), '0' + byte(row/10), '0' + byte(row%10)}
		return string(b[:])
	}
	return fmt.Sprintf("%02d%02d", col, row)
}

// orderOptions is a representative finite set of orders for ship i, in a
// fixed order: standing still, free turns to every other facing, straight
// runs, and every order with one turn or sideslip, and backward moves.
// The screen also lets a player type any other order.
//
// Every order made here costs at most the ship's MPs and opens with a
// maneuver only when the ship may (3.2.1), so the one rule left to check
// is that the path enters no object (2.1.2), and only when an object is
// within reach: Legal makes this list in every Orders Phase position.
func (s *State) orderOptions(i int) []string {
	out := make([]string, 0, maxOrderOptions(s.ships[i].mp()))
	s.eachOrder(i, func(o string, _ int) { out = append(out, o) })
	return out
}

// maxOrderOptions bounds the length of orderOptions for a ship of mp MPs.
func maxOrderOptions(mp int) int { return 9 + mp + 4*(mp+1)*(mp+2)/2 }

// eachOrder calls f with each of orderOptions(i), in its order, and the
// text's slot: its place in orderText, one number for each text (see
// orderSlots).
func (s *State) eachOrder(i int, f func(text string, slot int)) {
	sh := &s.ships[i]
	f("0", 0)
	if !sh.canMove() {
		return
	}
	for _, d := range hex.Directions() {
		if d != sh.facing {
			f(orderText.free[d], 1+int(d))
		}
	}
	mp := min(sh.mp(), maxEngine)
	check := s.objectNear(sh.pos, mp)
	start := sh.pose()
	add := func(text string, slot int, steps ...Step) {
		if !check || !s.pathBlocked(start, steps) {
			f(text, slot)
		}
	}
	for n := 1; n <= mp; n++ {
		add(orderText.run[n], slotRun+n, Step{Kind: 'F', N: n})
	}
	open := mayOpen('P', sh.last)
	var steps [3]Step
	for mi := range len(turnCodes) {
		m := turnCodes[mi]
		c := maneuverCost(m)
		for a := 0; a+c <= mp; a++ {
			if a == 0 && !open {
				continue
			}
			for b := 0; a+b+c <= mp; b++ {
				k := 0
				if a > 0 {
					steps[k], k = Step{Kind: 'F', N: a}, k+1
				}
				steps[k], k = Step{Kind: m}, k+1
				if b > 0 {
					steps[k], k = Step{Kind: 'F', N: b}, k+1
				}
				add(orderText.turn[mi][a][b], slotTurn+(mi*(maxEngine+1)+a)*(maxEngine+1)+b, steps[:k]...)
			}
		}
	}
	back := Step{Kind: 'B'}
	for k := 1; 2*k <= mp && k <= 3 && mayOpen('B', sh.last); k++ {
		for j := 0; j < k; j++ {
			steps[j] = back
		}
		add(orderText.back[k], slotBack+k, steps[:k]...)
	}
}

// The slots of orderText's texts: "0", the six free turns, the runs, the
// turns (by maneuver, then the hexes before and after) and the moves back.
const (
	slotRun    = 1 + 6
	slotTurn   = slotRun + maxEngine + 1
	slotBack   = slotTurn + len(turnCodes)*(maxEngine+1)*(maxEngine+1)
	orderSlots = slotBack + 4
)

// orderBoxes holds the WriteOrders intents Legal lists, each made into an
// engine.Intent once a game. Putting a WriteOrders into an interface is an
// allocation, and every order written lists dozens for each ship yet to
// write: the boxing and the garbage it left were a fifth of the random
// loop's time in Starmada. The rules of a game, and so its boxes, are
// shared by all its states and by the search's goroutines: a slot is read
// and filled atomically, and two that fill one at once store equal
// intents. A ship is found by name, as a fleet being built changes the
// ships' places.
type orderBoxes struct {
	mu    sync.Mutex
	ships map[string]*[orderSlots]atomic.Pointer[engine.Intent]
}

// of is the boxes of ship name, made at its first use.
func (b *orderBoxes) of(name string) *[orderSlots]atomic.Pointer[engine.Intent] {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.ships == nil {
		b.ships = map[string]*[orderSlots]atomic.Pointer[engine.Intent]{}
	}
	slots := b.ships[name]
	if slots == nil {
		slots = new([orderSlots]atomic.Pointer[engine.Intent])
		b.ships[name] = slots
	}
	return slots
}

// writeOrders is WriteOrders{by, ship, text} as an engine.Intent, boxed
// once in its slot.
func writeOrders(slots *[orderSlots]atomic.Pointer[engine.Intent], by engine.Player, ship, text string, slot int) engine.Intent {
	if p := slots[slot].Load(); p != nil {
		if w := (*p).(WriteOrders); w.By == by && w.Orders == text {
			return *p
		}
	}
	var in engine.Intent = WriteOrders{By: by, Ship: ship, Orders: text}
	slots[slot].Store(&in)
	return in
}

// turnCodes are the maneuvers an order of orderOptions makes once.
const turnCodes = "PSLR"

// orderText holds the text of every order orderOptions makes, written
// once when the program starts: Legal lists them in every Orders Phase
// position, and sharing the strings spares making them each time.
var orderText = func() (t struct {
	run  [maxEngine + 1]string                                // "3"
	turn [len(turnCodes)][maxEngine + 1][maxEngine + 1]string // "2P1"
	back [4]string                                            // "BB"
	free [6]string                                            // "@SE"
}) {
	num := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	for n := 1; n <= maxEngine; n++ {
		t.run[n] = num(n)
	}
	for mi := range turnCodes {
		for a := 0; a <= maxEngine; a++ {
			for b := 0; b <= maxEngine; b++ {
				t.turn[mi][a][b] = num(a) + turnCodes[mi:mi+1] + num(b)
			}
		}
	}
	for k := 1; k < len(t.back); k++ {
		t.back[k] = strings.Repeat("B", k)
	}
	for _, d := range hex.Directions() {
		t.free[d] = "@" + d.String()
	}
	return t
}()

// stepPose is where one hex forward ('F') or one maneuver takes p.
func stepPose(p Pose, m byte) Pose {
	switch m {
	case 'F':
		p.Hex = hex.Neighbor(p.Hex, p.Facing)
	case 'P':
		p.Facing = p.Facing.Rotate(-1)
	case 'S':
		p.Facing = p.Facing.Rotate(1)
	case 'L':
		p.Hex = hex.Neighbor(p.Hex, p.Facing.Rotate(-1))
	case 'R':
		p.Hex = hex.Neighbor(p.Hex, p.Facing.Rotate(1))
	case 'B':
		p.Hex = hex.Neighbor(p.Hex, p.Facing.Opposite())
	}
	return p
}

// pathBlocked reports whether steps from p enter an object before the
// path leaves the board, as preview refuses them (2.1.2).
func (s *State) pathBlocked(p Pose, steps []Step) bool {
	hit := func(h hex.Hex) (stop, blocked bool) {
		if !s.board.Contains(h) {
			return true, false
		}
		return s.objectAt(h) >= 0, s.objectAt(h) >= 0
	}
	for _, st := range steps {
		n := 1
		if st.Kind == 'F' {
			n = st.N
		}
		for j := 0; j < n; j++ {
			p = stepPose(p, st.Kind)
			if st.Kind != 'P' && st.Kind != 'S' {
				if stop, blocked := hit(p.Hex); stop {
					return blocked
				}
			}
		}
	}
	return false
}

// Reach is one place a ship can end its movement, with the shortest
// order string that takes it there.
type Reach struct {
	Orders string
	End    Pose
	Last   lastMove
	Cost   int
	Off    bool // leaves the board on the way
}

// reachable lists every end pose ship i can reach this turn with the
// cheapest orders that reach it, in a fixed order; the scripted opponent
// plans with it.
func (s *State) reachable(i int) []Reach {
	sh := &s.ships[i]
	start := sh.pose()
	out := []Reach{{Orders: "0", End: start, Last: lastNone}}
	if !sh.canMove() {
		return out
	}
	for _, d := range hex.Directions() {
		if d != sh.facing {
			out = append(out, Reach{Orders: "@" + d.String(), End: Pose{start.Hex, d}, Last: lastNone})
		}
	}
	mp := sh.mp()
	slots := newReachSlots(start.Hex, mp)
	// Breadth-first by cost keeps the cheapest string for every end.
	frontier := []reachNode{{p: start, last: sh.last.opening()}}
	slots.at(start, sh.last.opening()).cost = 0
	for len(frontier) > 0 {
		n := frontier[0]
		frontier = frontier[1:]
		for _, m := range []byte("FPSLRB") {
			nn, ok := s.maneuver(n, m, mp)
			if !ok {
				continue
			}
			sl := slots.at(nn.p, nn.last)
			if sl.cost >= 0 && int(sl.cost) <= nn.cost {
				continue
			}
			sl.cost = int32(nn.cost)
			if !nn.off {
				frontier = append(frontier, nn)
			}
			if j := sl.best; j >= 0 {
				if out[j].Cost > nn.cost {
					out[j] = nn.reach()
				}
				continue
			}
			sl.best = int32(len(out))
			out = append(out, nn.reach())
		}
	}
	return out
}

// reachNode is a pose reachable search has found: the pose, the last move
// made, what it cost, the orders that reach it, and whether they leave the
// board on the way.
type reachNode struct {
	p    Pose
	last lastMove
	cost int
	str  string
	off  bool
}

// reach is the node as reachable returns it.
func (n reachNode) reach() Reach {
	return Reach{Orders: n.str, End: n.p, Last: n.last, Cost: n.cost, Off: n.off}
}

// reachSlot is reachable's record of one pose and last move: the cheapest
// cost found to it and its entry in the list (each -1 until there is one).
type reachSlot struct{ cost, best int32 }

// reachSlots gives every pose within mp hexes of start, and every last
// move, a slot. An array, not a map: the scripted opponent asks for every
// ship in every Orders Phase.
type reachSlots struct {
	start    hex.Hex
	mp, side int
	slots    []reachSlot
}

// newReachSlots makes the slots of the poses within mp hexes of start,
// none of them reached yet.
func newReachSlots(start hex.Hex, mp int) reachSlots {
	side := 2*mp + 1
	slots := make([]reachSlot, side*side*6*4)
	for k := range slots {
		slots[k] = reachSlot{-1, -1}
	}
	return reachSlots{start: start, mp: mp, side: side, slots: slots}
}

// at is the slot of pose p reached with last move last.
func (r *reachSlots) at(p Pose, last lastMove) *reachSlot {
	dq, dr := p.Hex.Q-r.start.Q+r.mp, p.Hex.R-r.start.R+r.mp
	return &r.slots[((dq*r.side+dr)*6+int(p.Facing))*4+int(last)]
}

// maneuver is maneuver m (F, P, S, L, R or B) made from node n by a ship
// of mp movement points: the node it leads to, with its orders written
// (a forward move extends a trailing number: "2", not "11"), or false
// when the points do not reach, the maneuver may not follow the last
// move, or an object on the board is in the way.
func (s *State) maneuver(n reachNode, m byte, mp int) (reachNode, bool) {
	c := 1
	if m != 'F' {
		c = maneuverCost(m)
	}
	if n.cost+c > mp {
		return reachNode{}, false
	}
	if !mayOpen(m, n.last) {
		return reachNode{}, false
	}
	p := stepPose(n.p, m)
	off := n.off || !s.board.Contains(p.Hex)
	if !off && s.objectAt(p.Hex) >= 0 {
		return reachNode{}, false
	}
	last := lastForward
	str := n.str
	switch m {
	case 'F':
		// Extend a trailing number rather than writing "11".
		j := len(str)
		for j > 0 && str[j-1] >= '0' && str[j-1] <= '9' {
			j--
		}
		k := 0
		if j < len(str) {
			k, _ = strconv.Atoi(str[j:])
		}
		str = str[:j] + strconv.Itoa(k+1)
	case 'B':
		last = lastBack
		str += "B"
	default:
		last = lastManeuver
		str += string(m)
	}
	return reachNode{p: p, last: last, cost: n.cost + c, str: str, off: off}, true
}
