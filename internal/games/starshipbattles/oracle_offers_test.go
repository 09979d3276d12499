package starshipbattles

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The second half of the legality oracle (oracle_test.go has the first,
// which judges the intents played): in every position of many games it
// enumerates the spellings of the acting player's decisions, judges each
// from the rulebook alone, and compares with what the engine offers and
// accepts. Only the state's plain fields and the card data are read here;
// the geometry (spaces, distances, faces, spines, broadsides) is worked out
// again below from the rulebook's words, not taken from the grid package or
// the rules code.

// osp is a ship's space: its top-left square and its side (glossary,
// "space": class 1 fills 3 × 3 squares, class 2 2 × 2, classes 3 and 4 one).
type osp struct{ x, y, n int }

func oSize(class int) int {
	switch class {
	case 1:
		return 3
	case 2:
		return 2
	}
	return 1
}

func oSpace(s *State, id ShipID) osp {
	sh := &s.ships[id]
	return osp{sh.at.X, sh.at.Y, oSize(s.rules.cards[sh.card].Class)}
}

func (a osp) moved(dx, dy int) osp { return osp{a.x + dx, a.y + dy, a.n} }

// gap is the distance along one axis between two bands of squares, 0 when
// they share a line.
func gap(a0, an, b0, bn int) int {
	switch {
	case b0 > a0+an-1:
		return b0 - (a0 + an - 1)
	case a0 > b0+bn-1:
		return a0 - (b0 + bn - 1)
	}
	return 0
}

// dist is the range between two spaces (glossary, "range": from the
// attacker's square to the defender's, counting the defender's, diagonals
// 1), taken between their nearest squares.
func (a osp) dist(b osp) int {
	return max(gap(a.x, a.n, b.x, b.n), gap(a.y, a.n, b.y, b.n))
}

func (a osp) overlaps(b osp) bool { return a.dist(b) == 0 }

func (a osp) onGrid(cols, rows int) bool {
	return a.x >= 0 && a.y >= 0 && a.x+a.n <= cols && a.y+a.n <= rows
}

func (a osp) squares() []grid.Square {
	var out []grid.Square
	for y := a.y; y < a.y+a.n; y++ {
		for x := a.x; x < a.x+a.n; x++ {
			out = append(out, grid.Square{X: x, Y: y})
		}
	}
	return out
}

// frame gives a square's place seen from a ship, in half squares from the
// centre of its space: fwd toward its front, rt toward its right side.
func (a osp) frame(f grid.Facing, sq grid.Square) (fwd, rt int) {
	dx, dy := 2*sq.X+1-(2*a.x+a.n), 2*sq.Y+1-(2*a.y+a.n)
	switch f.Norm() {
	case grid.North:
		return -dy, dx
	case grid.East:
		return dx, dy
	case grid.South:
		return dy, -dx
	}
	return -dx, -dy
}

// facesSeen are the faces of a target an attacking space sees (Targeting
// and Faces; glossary, "face": diagonals drawn through the target's space
// cut the grid into four quarters, a square on a diagonal sees both faces).
// A larger attacker sees every face one of its squares sees (the project's
// reading, docs/rules).
func facesSeen(t osp, f grid.Facing, att osp) grid.FaceSet {
	var set grid.FaceSet
	for _, sq := range att.squares() {
		fwd, rt := t.frame(f, sq)
		af, ar := abs(fwd), abs(rt)
		if af >= ar {
			if fwd > 0 {
				set |= grid.Front
			} else {
				set |= grid.Rear
			}
		}
		if ar >= af {
			if rt > 0 {
				set |= grid.Right
			} else {
				set |= grid.Left
			}
		}
	}
	return set
}

// inFront reports whether any square of the target lies in the ship's front
// spine (glossary, "spine": as wide as its front face, across the grid).
func inFront(a osp, f grid.Facing, t osp) bool {
	for _, sq := range t.squares() {
		fwd, rt := a.frame(f, sq)
		if abs(rt) < a.n && fwd > a.n {
			return true
		}
	}
	return false
}

// broadsides reports which of the ship's broadsides the target is in
// (glossary, "broadside": as wide as the ship's space on that side).
func broadsides(a osp, f grid.Facing, t osp) (left, right bool) {
	for _, sq := range t.squares() {
		fwd, rt := a.frame(f, sq)
		if abs(fwd) < a.n {
			left = left || rt < -a.n
			right = right || rt > a.n
		}
	}
	return left, right
}

// oracle judges one position.
type oracle struct {
	s     *State
	p     engine.Player
	cover map[string]int // how often each case the oracle tells apart came up
}

func (o oracle) saw(what string) {
	if o.cover != nil {
		o.cover[what]++
	}
}

func (o oracle) card(id ShipID) *Card { return o.s.rules.cards[o.s.ships[id].card] }
func (o oracle) class(id ShipID) int  { return o.card(id).Class }
func (o oracle) on(id ShipID) bool    { return o.s.ships[id].status == stActive }
func (o oracle) teamOf(p engine.Player) Faction {
	return o.s.rules.sides[p].faction
}
func (o oracle) team(id ShipID) Faction { return o.teamOf(o.s.ships[id].owner) }
func (o oracle) enemy(a, b ShipID) bool { return o.team(a) != o.team(b) }
func (o oracle) sp(id ShipID) osp       { return oSpace(o.s, id) }
func (o oracle) fighter(id ShipID) bool { return o.class(id) == 4 }
func (o oracle) grid() (cols, rows int) { return o.s.rules.cols, o.s.rules.rows }
func (o oracle) quick() bool            { return o.s.rules.quick }
func (o oracle) inEffect(f Faction, op Option) bool {
	return o.s.effects[f]&(1<<op) != 0
}

// face is the card side showing: the reduced one once the card has turned.
func (o oracle) face(id ShipID) *Side {
	c := o.card(id)
	if o.s.ships[id].reduced && c.Reduced != nil {
		return c.Reduced
	}
	return &c.Full
}

// ability: special abilities are left out of the Quick Start battle
// (Special Abilities: "don't worry about the special abilities").
func (o oracle) ability(id ShipID, a Ability) bool {
	return !o.quick() && o.face(id).Has(a)
}

func (o oracle) ships() []ShipID {
	out := make([]ShipID, len(o.s.ships))
	for i := range out {
		out[i] = ShipID(i)
	}
	return out
}

// ---- Fleet Commander (Fleet Commander Options; glossary: Command) ----

var optionClass = [numOptions]int{
	DamageControl: 1, PowerToShields: 1, PowerToWeapons: 1,
	PowerToEngines: 2, PowerToShieldsFront: 2,
	FlyCasual: 3, IncomingFighters: 3, ScrambleFighters: 3, TargetFighters: 3,
	AttackFormation: 4, Evasive: 4, LongRangeBombardment: 4,
}

// mayPay: a player may choose an option when it holds an unspent counter of
// the option's class from a ship still in the battle (one on the grid, or a
// fighter waiting in the pool of a fleet with a ship on the grid; a
// destroyed ship's counters are lost, the project's own), has not chosen the option this round, and the option is
// not already in effect for its team ("you can choose a given option only
// once per round"; no effect stacks with itself). None in the Quick Start
// battle ("Command Cards aren't used").
func (o oracle) mayPay(p engine.Player, op Option) bool {
	if o.quick() || o.s.fleets[p].optUsed&(1<<op) != 0 || o.inEffect(o.teamOf(p), op) {
		return false
	}
	// A player with no ship on the grid is out of the battle (Team Play;
	// How to Win: fighters left in a pool do not keep a fleet in it), so
	// a pool fighter's counter pays only while its fleet fights (rules 7).
	inBattle := false
	for _, id := range o.ships() {
		if o.s.ships[id].owner == p && o.on(id) {
			inBattle = true
		}
	}
	if !inBattle {
		return false
	}
	for _, id := range o.ships() {
		sh := &o.s.ships[id]
		if sh.owner != p || (sh.status != stActive && sh.status != stPool) {
			continue
		}
		for j, entry := range o.card(id).Command {
			if sh.spent&(1<<j) != 0 {
				continue
			}
			for _, c := range entry {
				if c == optionClass[op] {
					return true
				}
			}
		}
	}
	return false
}

// ---- the decisions ----

// verdict is the oracle's judgement of one spelling.
type verdict struct {
	in  engine.Intent
	ok  bool
	why string // why it is illegal, for the report
}

// trivial are the reasons that decide nothing of a rule (whose ship, which
// question); their refusals are read only now and then.
var trivial = map[string]bool{"not the player's ship on the grid": true, "not asked": true,
	"not offered in this question": true, "the target is not on the grid": true, "no such weapon": true,
	"not a fighter of this player to place now": true, "not a ship waiting to be set up": true,
	"the carrier is not on the grid": true, "not in the pool": true, "an ally": true, "no counter for it": true,
	"no such ship to pay": true, "another fleet's ship pays": true, "that ship has no counter for it": true}

// judge returns the spellings the oracle calls legal, and a few of those
// it calls illegal (a reservoir sample of two, drawn with seed) with their
// number: what the engine offers is checked against the first list, so the
// illegal ones are kept only to read the engine's refusals.
func (o oracle) judge(seed uint64) (out []verdict, illegal []verdict, nIllegal int) {
	s := o.s
	out = make([]verdict, 0, 256)
	add := func(in engine.Intent, why string) {
		if why == "" {
			out = append(out, verdict{in, true, ""})
			return
		}
		nIllegal++
		if trivial[why] && nIllegal%64 != 0 {
			return // mostly read the refusals that a rule decides
		}
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		if len(illegal) < 2 {
			illegal = append(illegal, verdict{in, false, why})
		} else if k := seed % uint64(nIllegal); k < 2 {
			illegal[k] = verdict{in, false, why}
		}
	}
	defer func() {
		if s.prompt == promptNone && s.phase == phMove && s.step == stepMove {
			o.saw("cover: move positions")
		}
	}()
	if s.prompt != promptNone {
		o.prompts(add)
		return
	}
	switch s.phase {
	case phBuild:
		o.build(add)
	case phSetup:
		o.setup(add)
	case phMove:
		if s.step == stepLaunch {
			o.launches(add)
		} else {
			o.moves(add)
		}
	case phAttack:
		o.attacks(add)
	}
	return
}

// setup: Starting Positions and Assemble Your Fleet — a nonfighter's whole
// space within 3 squares of its fleet's edge, on free squares (one ship a
// square), facing any of the four sides; fighters stay in the pool.
func (o oracle) setup(add func(engine.Intent, string)) {
	cols, rows := o.grid()
	room := map[osp]bool{}
	for _, id := range o.ships() {
		sh := &o.s.ships[id]
		if sh.owner != o.p {
			continue
		}
		n := oSize(o.class(id))
		for y := -1; y <= rows; y++ {
			if y > 4 && y < rows-5 {
				continue // far from both set-up zones: nothing to learn
			}
			for x := -1; x <= cols; x++ {
				a := osp{x, y, n}
				why := ""
				switch {
				case sh.status != stUnplaced:
					why = "not a ship waiting to be set up"
				case !a.onGrid(cols, rows):
					why = "off the grid"
				case o.s.rules.sides[o.p].edge == EdgeNorth && a.y+a.n > 3,
					o.s.rules.sides[o.p].edge == EdgeSouth && a.y < rows-3:
					why = "not within 3 squares of the edge"
				default:
					for _, e := range o.ships() {
						if e != id && o.on(e) && o.sp(e).overlaps(a) {
							why = "an occupied square"
						}
					}
					if why == "" && !o.roomAfter(a, room) {
						why = "leaves no room for the rest of the fleet"
						o.saw("cover: a set-up that would leave no room")
					}
				}
				for f := grid.Facing(0); f < 4; f++ {
					add(Place{By: o.p, Ship: id, At: grid.Square{X: x, Y: y}, Facing: f}, why)
				}
			}
		}
	}
}

// build (Building a Fleet; How to Read a Stat Card: one faction; glossary,
// Unique; Clash over Coruscant: Unique per team): a card of the player's
// faction whose cost fits what is left of the points, no second Unique ship
// of one counts-as name in the team, at most 60 ships (own), and a
// nonfighter only while the team's nonfighters still fit in the set-up
// area, the grid's width × 3 rows (own, from "within 3 squares").
func (o oracle) build(add func(engine.Intent, string)) {
	s := o.s
	f := &s.fleets[o.p]
	pts, nonfighters := 0, 0
	for _, c := range f.picks {
		pts += s.rules.cards[c].Cost
		if s.rules.cards[c].Class != 4 {
			nonfighters++
		}
	}
	for c := range s.rules.cards {
		card := s.rules.cards[c]
		why := ""
		switch {
		case f.done:
			why = "done building"
		case card.Faction != f.faction:
			why = "the other faction"
		case pts+card.Cost > s.rules.build:
			why = "over the points"
		case len(f.picks) >= 60:
			why = "60 ships"
		case card.Class != 4 && !o.fits(f.faction, card.Class):
			why = "does not fit in the set-up area"
		case card.Unique:
			for q := range s.fleets {
				if s.fleets[q].faction != f.faction {
					continue
				}
				for _, k := range s.fleets[q].picks {
					if s.rules.cards[k].Unique && s.rules.cards[k].UniqueName() == card.UniqueName() {
						why = "a second Unique ship of its name in the team"
					}
				}
			}
		}
		add(Add{By: o.p, Card: CardID(c)}, why)
		why = ""
		in := false
		for _, k := range f.picks {
			in = in || int(k) == c
		}
		if f.done {
			why = "done building"
		} else if !in {
			why = "not in the fleet"
		}
		add(Remove{By: o.p, Card: CardID(c)}, why)
	}
	why := ""
	if f.done {
		why = "done building"
	} else if nonfighters == 0 {
		why = "no ship that can be set up"
	}
	add(Done{By: o.p}, why)
}

// fits: can the team's nonfighters and one more of class c be set up side
// by side in a band of the grid's width and 3 rows? A 3 × 3 space fills 3
// columns; 2 × 2 spaces all cross the middle row, so they never share a
// column and each leaves 2 squares of its columns free; single squares fill
// what is left.
func (o oracle) fits(f Faction, c int) bool {
	s := o.s
	n := [5]int{}
	n[c]++
	for q := range s.fleets {
		if s.fleets[q].faction == f {
			for _, k := range s.fleets[q].picks {
				n[s.rules.cards[k].Class]++
			}
		}
	}
	free := s.rules.cols - 3*n[1] - 2*n[2]
	return free >= 0 && 3*free+2*n[2] >= n[3]
}

// roomAfter: with a taken, do the team's other nonfighters still to be set
// up fit in the free squares of its area? (The project's own, rules 6: a
// set-up must be able to finish, since every ship is set up within 3
// squares of its edge; a team that did not fit before is not held to it.)
// Worked out by trying every way to set the large spaces down.
func (o oracle) roomAfter(a osp, memo map[osp]bool) bool {
	if ok, seen := memo[a]; seen {
		return ok
	}
	s := o.s
	cols, rows := o.grid()
	lo := 0
	if s.rules.sides[o.p].edge == EdgeSouth {
		lo = rows - 3
	}
	var n [4]int // spaces still to set up, by side
	for _, id := range o.ships() {
		if s.ships[id].status == stUnplaced && o.team(id) == o.teamOf(o.p) && o.class(id) != 4 {
			n[oSize(o.class(id))]++
		}
	}
	taken := make([]bool, 3*cols)
	mark := func(t []bool, sp osp, v bool) {
		for _, q := range sp.squares() {
			if q.Y >= lo && q.Y < lo+3 && q.X >= 0 && q.X < cols {
				t[(q.Y-lo)*cols+q.X] = v
			}
		}
	}
	for _, id := range o.ships() {
		if o.on(id) {
			mark(taken, o.sp(id), true)
		}
	}
	// fit: can the spaces n be set down in the squares t leaves free? The
	// area is 3 rows deep, so a 3 × 3 space fills its columns, and two
	// 2 × 2 spaces cannot share a column (4 rows): the large spaces take
	// columns of their own, side by side. Working along the columns, each
	// either left to the singles, or the first of a 3 × 3 space whose 3
	// columns are wholly free, or the first of a 2 × 2 space with two
	// neighbouring rows free in both its columns. The singles then take
	// any free squares left; every space covers free squares only, so
	// those are the free squares less 9 a 3 × 3 space and 4 a 2 × 2.
	fit := func(t []bool, n [4]int) bool {
		free := 0
		for _, x := range t {
			if !x {
				free++
			}
		}
		if free < 9*n[3]+4*n[2]+n[1] {
			return false
		}
		open := func(x, y int) bool { return !t[y*cols+x] }
		three := func(c int) bool {
			for x := c; x < c+3; x++ {
				if x >= cols || !open(x, 0) || !open(x, 1) || !open(x, 2) {
					return false
				}
			}
			return true
		}
		two := func(c int) bool {
			if c+1 >= cols {
				return false
			}
			for y := 0; y < 2; y++ {
				if open(c, y) && open(c, y+1) && open(c+1, y) && open(c+1, y+1) {
					return true
				}
			}
			return false
		}
		// can[c] holds the (3 × 3, 2 × 2) counts that columns before c can take.
		can := make([]map[[2]int]bool, cols+4)
		for c := range can {
			can[c] = map[[2]int]bool{}
		}
		can[0][[2]int{0, 0}] = true
		for c := 0; c < cols; c++ {
			for k := range can[c] {
				can[c+1][k] = true
				if k[0] < n[3] && three(c) {
					can[c+3][[2]int{k[0] + 1, k[1]}] = true
				}
				if k[1] < n[2] && two(c) {
					can[c+2][[2]int{k[0], k[1] + 1}] = true
				}
			}
		}
		for c := cols; c < len(can); c++ {
			if can[c][[2]int{n[3], n[2]}] {
				return true
			}
		}
		return false
	}
	ok := true
	if fit(taken, n) {
		n[a.n]--
		mark(taken, a, true)
		ok = fit(taken, n)
	}
	memo[a] = ok
	return ok
}

// oPose is a ship in the middle of its move.
type oPose struct {
	at   osp
	f    grid.Facing
	left int
}

// stepTo works out one step (Move Phase, Facing, Diagonal Movement, Other
// Ships, Starfighters; glossary: Tractor Beams, Cloak, Interceptor,
// Assault, zone of control). fled: the space left the grid; stop: the ship
// must stop there; onAlly: it stands on an ally's square.
func (o oracle) stepTo(id ShipID, ps oPose, d Dir) (next oPose, why string, fled, stop, onAlly bool) {
	c := o.class(id)
	if ps.left <= 0 {
		return ps, "no squares of movement left", false, false, false
	}
	next = ps
	next.left--
	if c <= 2 {
		// Class 1 and 2: straight ahead, or a quarter turn and then ahead;
		// never diagonally — except class 2 under Power to Engines, which
		// the project reads as the two forward diagonals, the facing kept.
		rel := (int(d) - 2*int(ps.f.Norm()) + 8) % 8
		switch {
		case rel == 0 || rel == 2 || rel == 6:
			next.f = grid.Facing(int(d) / 2)
		case c == 2 && (rel == 1 || rel == 7) && o.inEffect(o.team(id), PowerToEngines):
		default:
			return ps, "not ahead or a quarter turn", false, false, false
		}
	}
	off := d.Offset()
	next.at = ps.at.moved(off.X, off.Y)
	cols, rows := o.grid()
	if !next.at.onGrid(cols, rows) {
		o.saw(fmt.Sprintf("cover: class %d leaves the grid", c))
		return next, "", true, true, false // Moving Off the Stellar Grid: fled
	}
	for _, e := range o.ships() {
		if e == id || !o.on(e) || !o.sp(e).overlaps(next.at) {
			continue
		}
		if !o.enemy(e, id) {
			o.saw(fmt.Sprintf("cover: class %d steps onto an ally", c))
			onAlly = true
			continue
		}
		if c <= 2 && o.fighter(e) {
			o.saw("cover: step pushes a fighter aside")
			continue
		}
		return ps, "into an enemy's square", false, false, false
	}
	for _, e := range o.ships() {
		if !o.on(e) || !o.enemy(e, id) || o.sp(e).dist(next.at) != 1 {
			continue
		}
		if c == 4 && o.fighter(e) {
			switch {
			case o.ability(e, Assault):
				o.saw("cover: fighter passes an Assault fighter")
			case o.ability(id, Interceptor) && !o.ability(e, Interceptor):
				o.saw("cover: Interceptor passes a fighter")
			default:
				o.saw("cover: fighter stopped by a zone of control")
				stop = true
			}
		}
		if c != 4 && !o.fighter(e) && o.ability(e, TractorBeams) {
			switch {
			case c < o.class(e):
				o.saw("cover: larger ship passes Tractor Beams")
			case o.ability(id, Cloak):
				o.saw("cover: Cloak passes Tractor Beams")
			case c == o.class(e):
				o.saw(fmt.Sprintf("cover: class %d held by Tractor Beams of its class", c))
				stop = true
			default:
				o.saw("cover: smaller ship held by Tractor Beams")
				stop = true
			}
		}
	}
	if next.left == 0 {
		stop = true
	}
	return next, "", false, stop, onAlly
}

// clearAhead: a ship standing on an ally can still end its move clear of it
// ("it can't end its move in an occupied square").
func (o oracle) clearAhead(id ShipID, ps oPose, stop, onAlly bool) bool {
	if !onAlly {
		return true
	}
	if stop {
		return false
	}
	for d := Dir(0); d < 8; d++ {
		n, why, fled, st, al := o.stepTo(id, ps, d)
		if why == "" && (fled || o.clearAhead(id, n, st, al)) {
			return true
		}
	}
	return false
}

func (o oracle) onAlly(id ShipID, a osp) bool {
	for _, e := range o.ships() {
		if e != id && o.on(e) && !o.enemy(e, id) && o.sp(e).overlaps(a) {
			return true
		}
	}
	return false
}

// mover: which of the player's ships may take a step now, and with how many
// squares left (Move Phase: each ship once, up to its class; a fighter
// launched this round does not move; one ship's move at a time).
func (o oracle) mover(id ShipID) (oPose, string) {
	s := o.s
	sh := &s.ships[id]
	ps := oPose{at: o.sp(id), f: sh.facing, left: o.class(id)}
	switch {
	case sh.owner != o.p || !o.on(id):
		return ps, "not the player's ship on the grid"
	case s.moving == id:
		ps.left = s.left
		return ps, ""
	case s.moving != NoShip:
		return ps, "another ship is moving"
	case sh.moved:
		return ps, "has moved this round"
	case sh.launched:
		return ps, "launched this round"
	}
	return ps, ""
}

func (o oracle) moves(add func(engine.Intent, string)) {
	s := o.s
	for _, id := range o.ships() {
		ps, who := o.mover(id)
		for d := Dir(0); d < 8; d++ {
			why := who
			if why == "" {
				n, w, fled, stop, al := o.stepTo(id, ps, d)
				why = w
				if w == "" && !fled && !o.clearAhead(id, n, stop, al) {
					why = "would end on an ally"
				}
			}
			add(Step{By: o.p, Ship: id, Dir: d}, why)
		}
		for f := grid.Facing(0); f < 4; f++ {
			why := who
			switch {
			case why != "":
			case o.class(id) != 3 && f != ps.f:
				// Class 1 and 2 face the way they last moved; class 4
				// has no facing (kept as it is).
				why = "only a class 3 ship chooses its facing"
			case o.onAlly(id, ps.at):
				why = "ends on an ally"
			}
			add(Stop{By: o.p, Ship: id, Facing: f}, why)
		}
	}
	// Power to Engines: in the player's own move, whenever it can still let
	// a class 2 ship of the player step diagonally (Selecting Options: a
	// counter is played whenever its player wishes): while no ship is under
	// way, if one of its class 2 ships has still to move; while one is, if
	// that ship is of class 2 and has a square left (no other ship moves
	// until it stops). Done waits for the ship under way to stop (the
	// project's flow).
	why := ""
	switch {
	case !o.mayPay(o.p, PowerToEngines):
		why = "no counter for it"
	case s.moving != NoShip:
		if o.class(s.moving) != 2 || s.left == 0 {
			why = "the ship under way is no class 2 ship with a square left"
		}
	case !o.anyShip(func(id ShipID) bool { return o.class(id) == 2 && !s.ships[id].moved }):
		why = "no class 2 ship to move"
	}
	o.plays(add, PowerToEngines, why)
	doneWhy := ""
	if s.moving != NoShip {
		doneWhy = "a ship is in the middle of its move"
	}
	add(Done{By: o.p}, doneWhy)
}

func (o oracle) anyShip(pred func(ShipID) bool) bool {
	for _, id := range o.ships() {
		if o.s.ships[id].owner == o.p && o.on(id) && pred(id) {
			return true
		}
	}
	return false
}

// plays adds Play for op with why, and the spellings that name a paying
// ship (docs/rules: the player names which ship's Command counter pays):
// none named pays with the narrowest entry covering the option's class, of
// the first ship with one that narrow; a ship is named only when two or
// more ships could pay and it is not that one, and it must be one of the
// player's ships still in the battle with such an entry unspent.
func (o oracle) plays(add func(engine.Intent, string), op Option, why string) {
	add(Play{By: o.p, Option: op}, why)
	payers, def := o.payers(op)
	if why != "" {
		// One spelling with a payer is enough to read the refusal: more
		// would crowd the other refusals out of the sample.
		add(Play{By: o.p, Option: op, Payer: PaidBy(max(def, 0))}, why)
		return
	}
	can := map[ShipID]bool{}
	for _, id := range payers {
		can[id] = true
	}
	// One ship past the last is no ship at all.
	for i := 0; i <= len(o.s.ships); i++ {
		id := ShipID(i)
		named := Play{By: o.p, Option: op, Payer: PaidBy(id)}
		switch {
		case i == len(o.s.ships):
			add(named, "no such ship to pay")
		case o.s.ships[id].owner != o.p:
			add(named, "another fleet's ship pays")
		case !can[id]:
			add(named, "that ship has no counter for it")
		case id == def:
			o.saw("cover: the default payer named")
			add(named, "the ship that pays when none is named")
		default:
			o.saw("cover: another payer named")
			add(named, "")
		}
	}
}

// payers lists the ships of o.p whose Command counters could pay for op,
// and the one that pays when the player names none: the narrowest entry
// covering the option's class, the first ship with one that narrow.
func (o oracle) payers(op Option) (out []ShipID, def ShipID) {
	def, width := NoShip, 99
	for _, id := range o.ships() {
		sh := &o.s.ships[id]
		if sh.owner != o.p || (sh.status != stActive && sh.status != stPool) {
			continue
		}
		narrowest := 99
		for j, entry := range o.card(id).Command {
			if sh.spent&(1<<j) == 0 && slices.Contains(entry, optionClass[op]) && len(entry) < narrowest {
				narrowest = len(entry)
			}
		}
		if narrowest == 99 {
			continue
		}
		out = append(out, id)
		if narrowest < width {
			def, width = id, narrowest
		}
	}
	return out, def
}

// launchRate (Launch Fighters, glossary: Fighter Launch, Interdict,
// Scramble Fighters): the card's rating; halved, rounded up, while a ship
// with Interdict is in play (any fleet's); one more for a class 2 carrier
// under Scramble Fighters.
func (o oracle) launchRate(id ShipID) int {
	r := o.face(id).Value(FighterLaunch)
	if r == 0 {
		return 0
	}
	for _, e := range o.ships() {
		if o.on(e) && o.ability(e, Interdict) {
			r = (r + 1) / 2
			break
		}
	}
	if o.class(id) == 2 && o.inEffect(o.team(id), ScrambleFighters) {
		r++
	}
	return r
}

func (o oracle) launches(add func(engine.Intent, string)) {
	s := o.s
	cols, rows := o.grid()
	firstOfCard := map[CardID]ShipID{}
	pool := 0
	for _, f := range o.ships() {
		if s.ships[f].owner == o.p && s.ships[f].status == stPool {
			pool++
			if _, ok := firstOfCard[s.ships[f].card]; !ok {
				firstOfCard[s.ships[f].card] = f
			}
		}
	}
	for _, c := range o.ships() {
		if s.ships[c].owner != o.p {
			continue
		}
		cs := o.sp(c)
		for _, f := range o.ships() {
			if s.ships[f].owner != o.p || o.class(f) != 4 {
				continue
			}
			for y := cs.y - 2; y < cs.y+cs.n+2; y++ {
				for x := cs.x - 2; x < cs.x+cs.n+2; x++ {
					at := osp{x, y, 1}
					why := ""
					switch {
					case !o.on(c):
						why = "the carrier is not on the grid"
					case o.launchRate(c) == 0:
						why = "no Fighter Launch"
					case int(s.ships[c].launches) >= o.launchRate(c):
						why = "its launches are spent"
					case s.ships[f].status != stPool:
						why = "not in the pool"
					case firstOfCard[s.ships[f].card] != f:
						why = "not the pool's first of its card"
					case !at.onGrid(cols, rows):
						why = "off the grid"
					case cs.dist(at) != 1:
						why = "not adjacent to the carrier"
					default:
						for _, e := range o.ships() {
							if o.on(e) && o.sp(e).overlaps(at) {
								why = "an occupied square"
							}
						}
					}
					add(Launch{By: o.p, Carrier: c, Fighter: f, At: grid.Square{X: x, Y: y}}, why)
				}
			}
		}
	}
	why := ""
	if !o.mayPay(o.p, ScrambleFighters) {
		why = "no counter for it"
	} else if pool == 0 || !o.anyShip(func(id ShipID) bool { return o.class(id) == 2 && o.face(id).Value(FighterLaunch) > 0 }) {
		why = "no class 2 carrier or no fighter in the pool"
	}
	o.plays(add, ScrambleFighters, why)
	add(Done{By: o.p}, "")
}

// ---- attacks ----

var oFaces = []grid.FaceSet{0, grid.Front, grid.Right, grid.Rear, grid.Left}

// reach judges whether weapon w of a (pdWeapon for Point-Defense) may attack
// t at all, leaving the face aside (Attack Phase; Point-Defense; Class 4
// Starships; glossary: Barrage, Frontal Battery, Proton Barrage, Proton
// and Energy Torpedoes, Long-Range Bomber, Incoming Fighters, Long-Range
// Bombardment, broadside).
func (o oracle) reach(a ShipID, w int, t ShipID, withIF, withLRB bool) string {
	s := o.s
	sd := o.face(a)
	switch {
	case s.ships[a].owner != o.p || !o.on(a):
		return "not the player's ship on the grid"
	case !o.on(t):
		return "the target is not on the grid"
	case !o.enemy(a, t):
		return "an ally"
	}
	d := o.sp(a).dist(o.sp(t))
	ca, ct := o.class(a), o.class(t)
	if w == pdWeapon {
		switch {
		case !sd.HasPD && !o.ability(a, SeismicMines):
			return "no Point-Defense"
		case ct != 4:
			return "Point-Defense only at fighters"
		case d != 1:
			return "Point-Defense only at adjacent fighters"
		}
		return ""
	}
	if w < 0 || w >= len(sd.Weapons) {
		return "no such weapon"
	}
	k := sd.Weapons[w].Kind
	broad := k == Barrage || k == ProtonBarrage
	if !broad && s.ships[a].used&(1<<w) != 0 {
		return "fired this round"
	}
	switch {
	case ct == 4 && (k == ProtonTorpedoes || k == ProtonBarrage || k == EnergyTorpedoes):
		return "cannot target fighters"
	case ca == 4 && d == 2 && ct != 4:
		lrb := o.ability(a, LongRangeBomber) && o.face(a).Value(LongRangeBomber) == w
		if !lrb && !withLRB {
			return "a fighter attacks only what is adjacent"
		}
	case ca == 4 && d != 1:
		return "a fighter attacks only what is adjacent"
	case ct == 4 && d == 2 && ca == 3:
		if !withIF {
			return "a fighter is attacked only when adjacent"
		}
	case ct == 4 && d != 1:
		return "a fighter is attacked only when adjacent"
	}
	as, ts, f := o.sp(a), o.sp(t), s.ships[a].facing
	switch k {
	case FrontalBattery:
		if !inFront(as, f, ts) {
			return "not in the front spine"
		}
	case Barrage, ProtonBarrage:
		// One broadside attack into each broadside a round, two at most
		// (glossary, broadside): the limit is the side's, so a Barrage
		// may fire once into each (the project's reading, docs/rules).
		l, r := broadsides(as, f, ts)
		switch {
		case !l && !r:
			return "not in a broadside"
		case l && s.ships[a].used&(1<<30) != 0:
			return "its left broadside attack is made"
		case r && s.ships[a].used&(1<<31) != 0:
			return "its right broadside attack is made"
		}
	}
	return ""
}

func (o oracle) attacks(add func(engine.Intent, string)) {
	s := o.s
	me := o.teamOf(o.p)
	withIF, withLRB := o.inEffect(me, IncomingFighters), o.inEffect(me, LongRangeBombardment)
	pdFirst := len(s.pdq) > 0
	for _, a := range o.ships() {
		if s.ships[a].owner != o.p || !o.on(a) {
			continue
		}
		for w := pdWeapon; w < len(o.face(a).Weapons); w++ {
			for _, t := range o.ships() {
				if !o.on(t) {
					continue
				}
				why := o.reach(a, w, t, withIF, withLRB)
				if why == "" && w == pdWeapon {
					why = "Point-Defense is queued"
					for _, q := range s.pdq {
						if q.ship == a && q.target == t {
							why = ""
						}
					}
				} else if why == "" && pdFirst {
					why = "Point-Defense first"
				}
				for _, fc := range oFaces {
					if why != "" && fc != 0 {
						break // one spelling of an attack out of reach is enough
					}
					fw := why
					if fw == "" {
						if o.fighter(t) {
							if fc != 0 {
								fw = "a fighter has no faces"
							}
						} else if fc == 0 || !facesSeen(o.sp(t), s.ships[t].facing, o.sp(a)).Has(fc) {
							fw = "not a face the attacker sees"
						}
					}
					add(Attack{By: o.p, Ship: a, Weapon: w, Target: t, Face: fc}, fw)
				}
			}
		}
	}
	// Incoming Fighters and Long-Range Bombardment: played in the player's
	// own attack turn when they open an attack that is not open without
	// them (the project's moment).
	opens := func(withIF, withLRB bool) bool {
		for _, a := range o.ships() {
			if s.ships[a].owner != o.p || !o.on(a) {
				continue
			}
			for w := 0; w < len(o.face(a).Weapons); w++ {
				for _, t := range o.ships() {
					if o.on(t) && o.reach(a, w, t, withIF, withLRB) == "" &&
						o.reach(a, w, t, false, false) != "" {
						return true
					}
				}
			}
		}
		return false
	}
	for _, op := range []Option{IncomingFighters, LongRangeBombardment} {
		why := ""
		if !o.mayPay(o.p, op) {
			why = "no counter for it"
		} else if pdFirst {
			why = "Point-Defense first"
		} else if !opens(op == IncomingFighters, op == LongRangeBombardment) {
			why = "opens no attack"
		}
		o.plays(add, op, why)
	}
	add(Done{By: o.p}, "")
}

// forAlly says why op does nothing for the acting player's part of the
// phase, asked of its teammate (promptAlly, rules 11: a counter is played
// whenever its player wishes, Selecting Options, and an option covers the
// allies' ships of its class), or "" when it can: Power to Engines before
// a ship of the acting player sets out while a class 2 ship of its has
// still to move; Scramble Fighters in its launch with a class 2 carrier and
// a fighter in its pool; Incoming Fighters and Long-Range Bombardment in
// its attacks, once its Point-Defense is made, when they open an attack
// of one of its ships that is not open without them.
func (o oracle) forAlly(op Option) string {
	s := o.s
	owner := s.actor()
	mine := func(pred func(ShipID) bool) bool {
		for _, id := range o.ships() {
			if s.ships[id].owner == owner && o.on(id) && pred(id) {
				return true
			}
		}
		return false
	}
	switch op {
	case PowerToEngines:
		if s.phase != phMove || s.step != stepMove || s.moving != NoShip {
			return "not before a ship of the ally sets out"
		}
		if !mine(func(id ShipID) bool { return o.class(id) == 2 && !s.ships[id].moved }) {
			return "the ally has no class 2 ship to move"
		}
	case ScrambleFighters:
		if s.phase != phMove || s.step != stepLaunch {
			return "not the ally's launch"
		}
		pool := false
		for _, id := range o.ships() {
			pool = pool || s.ships[id].owner == owner && s.ships[id].status == stPool
		}
		if !pool || !mine(func(id ShipID) bool { return o.class(id) == 2 && o.face(id).Value(FighterLaunch) > 0 }) {
			return "the ally has no class 2 carrier or no fighter in its pool"
		}
	case IncomingFighters, LongRangeBombardment:
		if s.phase != phAttack || s.atk.on || len(s.pdq) > 0 {
			return "not the ally's attacks"
		}
		withIF, withLRB := op == IncomingFighters, op == LongRangeBombardment
		ally := o // reach judges the ships of its player: the ally's here
		ally.p = owner
		if !mine(func(a ShipID) bool {
			for w := 0; w < len(o.face(a).Weapons); w++ {
				for _, t := range o.ships() {
					if o.on(t) && ally.reach(a, w, t, withIF, withLRB) == "" && ally.reach(a, w, t, false, false) != "" {
						return true
					}
				}
			}
			return false
		}) {
			return "opens no attack of the ally's"
		}
	}
	return ""
}

// ---- prompts ----

func (o oracle) prompts(add func(engine.Intent, string)) {
	s := o.s
	at := &s.atk
	offer := func(op Option, when bool, what string) {
		why := ""
		if !when {
			why = what
		} else if !o.mayPay(o.p, op) {
			why = "no counter for it"
		}
		o.plays(add, op, why)
	}
	for _, op := range []Option{DamageControl, PowerToShields, PowerToWeapons, PowerToEngines, PowerToShieldsFront,
		FlyCasual, IncomingFighters, ScrambleFighters, TargetFighters, AttackFormation, Evasive, LongRangeBombardment} {
		switch {
		case s.prompt == promptAttacker && op == PowerToWeapons:
			offer(op, o.class(at.ship) == 1, "not a class 1 ship's attack")
		case s.prompt == promptAttacker && op == TargetFighters:
			offer(op, o.class(at.ship) == 3 && o.fighter(at.target), "not a class 3 ship's attack on a fighter")
		case s.prompt == promptAttacker && op == AttackFormation:
			offer(op, o.fighter(at.ship) && o.fighter(at.target), "not a fighter's attack on a fighter")
		case s.prompt == promptDefender && op == PowerToShields:
			offer(op, o.class(at.target) == 1, "not an attack on a class 1 ship")
		case s.prompt == promptDefender && op == PowerToShieldsFront:
			offer(op, o.class(at.target) == 2 && at.face == grid.Front, "not an attack on a class 2 ship's front")
		case s.prompt == promptDefender && op == Evasive:
			offer(op, at.weapon == pdWeapon && o.fighter(at.target) && !o.ability(at.ship, AntifighterTargeting),
				"not a Point-Defense attack on a fighter without Antifighter Targeting")
		case s.prompt == promptFlyCasual && op == FlyCasual:
			offer(op, o.class(at.target) == 3, "not a hit on a class 3 ship")
		case s.prompt == promptDamageControl && op == DamageControl:
			offer(op, o.anyTeam(func(id ShipID) bool { return o.class(id) == 1 && s.ships[id].damage > 0 }), "no damaged class 1 ship")
		case s.prompt == promptAlly && (op == PowerToEngines || op == ScrambleFighters || op == IncomingFighters || op == LongRangeBombardment):
			why := o.forAlly(op)
			offer(op, why == "", why)
		default:
			o.plays(add, op, "not offered in this question")
		}
	}
	passWhy := ""
	if s.prompt == promptDisplace || s.prompt == promptOrder {
		passWhy = "a choice must be made"
	}
	add(Pass{By: o.p}, passWhy)
	for _, f := range []bool{false, true} {
		why := ""
		if s.prompt != promptOrder {
			why = "not asked"
		}
		add(Order{By: o.p, MoveFirst: f}, why)
	}
	why := ""
	if s.prompt != promptReroll {
		why = "not asked"
	}
	add(Reroll{By: o.p}, why)
	for _, f := range o.ships() {
		why := ""
		switch {
		case s.prompt != promptEmperor:
			why = "not asked"
		case !o.on(f) || !o.fighter(f) || o.enemy(f, at.target) || o.sp(f).dist(o.sp(at.target)) != 1:
			why = "not an allied fighter adjacent to the ship"
		}
		add(Shift{By: o.p, To: f}, why)
	}
	if s.prompt == promptDisplace {
		o.displaces(add)
	}
}

// asked says why the question now put is one the rulebook's moments call
// for, or "" when it is: an option question only when the player has an
// option to play in it ("a prompt is skipped when that player has no
// legal answer", docs/rules); Emperor's Will after a hit by a nonadjacent
// enemy on a ship with it and an allied fighter beside it; the
// Advanced Communications Array for a team that lost the check and has
// such a ship in play; the order for the winner of the check; a push for
// a player whose fighter was pushed.
func (o oracle) asked(legal []verdict) string {
	s := o.s
	at := &s.atk
	me := o.teamOf(o.p)
	switch s.prompt {
	case promptAttacker, promptDefender, promptFlyCasual, promptDamageControl, promptAlly:
		if s.prompt == promptAlly {
			if a := s.actor(); a == o.p || o.teamOf(a) != me {
				return "an ally's question put to a player who is not the acting player's teammate"
			}
		}
		for _, v := range legal {
			if v.in.Kind() == KindPlay {
				return ""
			}
		}
		return "asked with no option to play"
	case promptEmperor:
		switch {
		case !at.hit:
			return "Emperor's Will asked without a hit"
		case !o.ability(at.target, EmperorsWill):
			return "Emperor's Will asked for a ship without it"
		case o.sp(at.ship).dist(o.sp(at.target)) == 1:
			return "Emperor's Will asked against an adjacent attacker"
		}
		for _, v := range legal {
			if v.in.Kind() == KindShift {
				return ""
			}
		}
		return "Emperor's Will asked with no allied fighter beside the ship"
	case promptReroll:
		if o.interdictWins() >= 0 {
			return "a reroll in the first round under Interdict"
		}
		if s.init[me] >= s.init[1-me] {
			// A team that won may reroll only with the roll option, where
			// the check fixes the order (rules 8), and after the team that
			// lost has had its question.
			if s.rules.choose {
				return "a reroll offered to the team that won, which chooses the order anyway"
			}
			if !s.rerolled[1-me] && o.anyOf(1-me, func(id ShipID) bool { return o.ability(id, AdvancedCommunicationsArray) }) {
				return "the winner asked about a reroll before the team that lost"
			}
		}
		if !o.anyTeam(func(id ShipID) bool { return o.ability(id, AdvancedCommunicationsArray) }) {
			return "a reroll with no Advanced Communications Array in play"
		}
	case promptOrder:
		won := o.interdictWins() == int(me) || (o.interdictWins() < 0 && s.init[me] > s.init[1-me])
		if !s.rules.choose || !won {
			return "the order asked of a player who did not win the check"
		}
		// Team Play: a player with no ship on the grid is out of the
		// battle, and the first of the team's seats in it chooses (rules 7).
		mine := func(p engine.Player) bool {
			for i := range s.ships {
				if s.ships[i].owner == p && o.on(ShipID(i)) {
					return true
				}
			}
			return false
		}
		if !mine(o.p) {
			return "the order asked of a player with no ship on the grid"
		}
		for p := range s.rules.sides {
			if engine.Player(p) == o.p {
				break
			}
			if o.teamOf(engine.Player(p)) == me && mine(engine.Player(p)) {
				return "the order asked of a player after a teammate still in the battle"
			}
		}
	case promptDisplace:
		for _, f := range s.displaced {
			if s.ships[f].owner == o.p {
				return ""
			}
		}
		return "a push asked of a player with no fighter pushed"
	}
	return ""
}

// interdictWins is the team that wins the first round's initiative by
// Interdict ("enemy fleets automatically lose initiative in the first
// round"), or -1.
func (o oracle) interdictWins() int {
	if o.s.round != 1 {
		return -1
	}
	w := -1
	for _, id := range o.ships() {
		if o.on(id) && o.ability(id, Interdict) {
			if w >= 0 && w != int(o.team(id)) {
				return -1 // both: neither loses
			}
			w = int(o.team(id))
		}
	}
	return w
}

// anyOf reports whether a ship of team f in play satisfies pred.
func (o oracle) anyOf(f Faction, pred func(ShipID) bool) bool {
	for _, id := range o.ships() {
		if o.on(id) && o.team(id) == f && pred(id) {
			return true
		}
	}
	return false
}

func (o oracle) anyTeam(pred func(ShipID) bool) bool {
	for _, id := range o.ships() {
		if o.on(id) && o.team(id) == o.teamOf(o.p) && pred(id) {
			return true
		}
	}
	return false
}

// displaces (Other Ships: a displaced fighter moves the shortest possible
// distance out of the moving ship's space; its controller chooses the
// square; Simultaneous Effects, Player's Choice: with several of one
// player's fighters wanting a common square, that player chooses the
// order).
func (o oracle) displaces(add func(engine.Intent, string)) {
	s := o.s
	cols, rows := o.grid()
	mover := o.sp(s.moving)
	nearest := func(f ShipID) map[grid.Square]bool {
		best, out := 1<<30, map[grid.Square]bool{}
		at := o.sp(f)
		for y := 0; y < rows; y++ {
			for x := 0; x < cols; x++ {
				sq := osp{x, y, 1}
				if mover.overlaps(sq) {
					continue
				}
				free := true
				for _, e := range o.ships() {
					if o.on(e) && e != f && o.sp(e).overlaps(sq) {
						free = false
					}
				}
				if !free {
					continue
				}
				d := at.dist(sq)
				if d < best {
					best, out = d, map[grid.Square]bool{}
				}
				if d == best {
					out[grid.Square{X: x, Y: y}] = true
				}
			}
		}
		return out
	}
	var mine []ShipID
	for _, f := range s.displaced {
		if s.ships[f].owner == o.p {
			mine = append(mine, f)
		}
	}
	choosers := map[ShipID]bool{}
	if len(mine) > 0 {
		choosers[mine[0]] = true
	}
	for i := range mine {
		for j := i + 1; j < len(mine); j++ {
			ni, nj := nearest(mine[i]), nearest(mine[j])
			for sq := range ni {
				if nj[sq] {
					for _, f := range mine {
						choosers[f] = true
					}
				}
			}
		}
	}
	for _, f := range o.ships() {
		if o.class(f) != 4 || !o.on(f) {
			continue
		}
		near := nearest(f)
		at := o.sp(f)
		for y := at.y - 4; y <= at.y+4; y++ {
			for x := at.x - 4; x <= at.x+4; x++ {
				why := ""
				switch {
				case !choosers[f]:
					why = "not a fighter of this player to place now"
				case !near[grid.Square{X: x, Y: y}]:
					why = "not one of the nearest free squares"
				}
				add(Displace{By: o.p, Fighter: f, To: grid.Square{X: x, Y: y}}, why)
			}
		}
	}
}

// ---- the test ----

// crowded is a battle on a small grid, the two fleets 4 rows apart, so that
// large spaces meet: 3 × 3 and 2 × 2 ships passing over allies, pushing
// fighters aside, held by Tractor Beams, leaving the grid; fighters in
// each other's zones of control; every kind of question asked.
func crowded(t testing.TB, rules string, alt, fixed bool) *Scenario {
	t.Helper()
	two := 2
	light := []ShipFile{{Card: "Mon Calamari Star Defender Viscount"}, {Card: "Mon Calamari Cruiser Home One"},
		{Card: "Republic Assault Ship"}, {Card: "Millennium Falcon"}, {Card: "Rebel Blockade Runner"},
		{Card: "Luke Skywalker's X-wing"}, {Card: "Y-wing Starfighter", Count: &two}, {Card: "A-wing Starfighter"},
		{Card: "Jedi Starfighter"}, {Card: "B-wing Starfighter"}, {Card: "V-wing Starfighter"}}
	dark := []ShipFile{{Card: "Super Star Destroyer Executor"}, {Card: "Imperial Star Destroyer"},
		{Card: "Imperial Interdictor Cruiser"}, {Card: "Emperor's Shuttle"}, {Card: "Slave I (Jango Fett)"},
		{Card: "TIE Fighter", Count: &two}, {Card: "TIE Interceptor"}, {Card: "TIE Bomber"},
		{Card: "Vulture Droid Starfighter"}, {Card: "Droid Tri-Fighter"}, {Card: "Darth Vader's TIE Advanced x1"}}
	if alt {
		light[2] = ShipFile{Card: "Republic Cruiser"}
		light[4] = ShipFile{Card: "Rebel Transport"}
		dark[2] = ShipFile{Card: "Trade Federation Battleship"}
		dark[4] = ShipFile{Card: "Slave I (Boba Fett)"}
	}
	setup := ""
	if fixed {
		// The capital ships two squares apart across the middle, facing
		// each other: a step or two brings them side by side.
		setup = "fixed"
		for i, at := range []string{"0,5", "4,5", "8,5", "6,6", "10,6"} {
			light[i].At, light[i].Facing = at, "N"
		}
		for i, at := range []string{"0,1", "4,2", "8,2", "11,3", "6,3"} {
			dark[i].At, dark[i].Facing = at, "S"
		}
	}
	sc, err := NewScenario(ScenarioFile{Name: "crowded", Title: "Crowded", Rules: rules, Setup: setup,
		Grid:  &GridFile{Cols: 12, Rows: 10},
		Sides: []SideFile{{Name: "Light", Faction: "light", Ships: light}, {Name: "Dark", Faction: "dark", Ships: dark}}})
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestRule_OracleOffers plays games of every scenario, scripted against
// scripted and random against scripted, and in every position compares
// the oracle's verdict on every spelling it enumerates with the engine:
// what Legal offers is legal by the oracle, what the oracle calls legal is
// offered and accepted by Apply, and a sample of what it calls illegal is
// refused with a message.
func TestRule_OracleOffers(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 10
	}
	counts := map[string]int{}
	msgs := map[string]string{}
	probe := engine.NewDice(99)
	for g := 0; g < games; g++ {
		name, sc := oracleScenario(t, g)
		if g%20 == 14 {
			// Fleets built for a narrow grid: the set-up area (8 × 3
			// squares) binds before the points do.
			name = "narrow build"
			var err error
			sc, err = NewScenario(ScenarioFile{Name: "narrow", Title: "Narrow", Grid: &GridFile{Cols: 8, Rows: 12},
				Build: &BuildFile{Points: 300},
				Sides: []SideFile{{Name: "Light", Faction: "light"}, {Name: "Dark", Faction: "dark"}}})
			if err != nil {
				t.Fatal(err)
			}
		}
		n := len(sc.Sides())
		var opps []engine.Opponent
		for i := 0; i < n; i++ {
			opps = append(opps, Scripted{})
		}
		if g%3 != 0 {
			opps[g%n] = engine.NewRandomOpponent(uint64(g))
		}
		var opts engine.Options
		if g%4 == 3 {
			opts = engine.Options{OptInitiative: InitiativeChoose}
		}
		st0, err := Game{}.NewState(sc, opts, uint64(g+500))
		if err != nil {
			t.Fatal(err)
		}
		st := st0.(*State)
		pdMade := map[[3]int]bool{} // round, ship, target of the Point-Defense attacks made
		for k := 0; !st.Outcome().Over; k++ {
			if k > 40000 {
				t.Fatalf("%s game %d: no end", name, g)
			}
			p := st.Phase().Actors[0]
			{
				where := fmt.Sprintf("%s game %d intent %d (round %d, %s)", name, g, k, st.round, st.Phase().Name)
				oracleCompare(t, st, p, &probe, counts, msgs, where)
				oraclePointDefense(t, st, p, pdMade, where)
				// Steps aside: positions the game's own line may never
				// reach (the questions after attacks the opponent did not
				// choose, pushes it did not make), followed while they
				// ask questions.
				oracleAside(t, st, p, &probe, counts, msgs, where)
			}
			in, err := opps[p].Choose(st.View(p), p)
			if err != nil {
				t.Fatalf("%s game %d intent %d (round %d, %s): %v\n%s", name, g, k, st.round, st.Phase().Name, err, oracleBoard(st))
			}
			next, ev, err := st.Apply(in)
			if err != nil {
				t.Fatalf("%v: %v", in, err)
			}
			st = next.(*State)
			// Point-Defense attacks are made by themselves when a
			// player's turn comes: their rolls say who and at whom.
			for _, e := range ev {
				if e.Roll == nil {
					continue
				}
				if a, tg, ok := strings.Cut(e.Roll.Purpose, " Point-Defense at "); ok {
					tg, _, _ = strings.Cut(tg, " (") // "(Defense 13 +2 Evasive = 15)"
					byName := map[string]int{}
					for i := range st.ships {
						byName[st.Name(ShipID(i))] = i
					}
					pdMade[[3]int{st.round, byName[a], byName[tg]}] = true
				}
			}
		}
	}
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-40s %7d   e.g. %s", k, counts[k], msgs[k])
	}
	// The spellings that name a paying ship were met and judged.
	for _, k := range []string{"cover: another payer named", "cover: the default payer named"} {
		if counts[k] == 0 {
			t.Errorf("never met: %s", k)
		}
	}
}

func oracleCompare(t *testing.T, st *State, p engine.Player, probe *engine.Dice, counts map[string]int, msgs map[string]string, where string) {
	t.Helper()
	legal := map[engine.Intent]bool{}
	for _, in := range st.Legal(p) {
		legal[in] = true
	}
	o := oracle{s: st, p: p, cover: counts}
	okd := map[engine.Intent]bool{}
	var bad []string
	vs, ill, nIll := o.judge(uint64(probe.D(1 << 30)))
	counts["positions: "+st.Phase().Name]++
	counts["spellings judged illegal"] += nIll
	if why := o.asked(vs); why != "" {
		bad = append(bad, why)
	}
	for _, v := range vs {
		okd[v.in] = true
		counts["legal: "+v.in.Kind()]++
		if !legal[v.in] {
			bad = append(bad, fmt.Sprintf("oracle: legal, engine: not offered: %v (%#v)", st.Describe(v.in, p), v.in))
		} else if probe.D(8) == 1 {
			if _, _, err := st.Apply(v.in); err != nil {
				bad = append(bad, fmt.Sprintf("offered but refused: %v: %v", v.in, err))
			}
		}
	}
	// A few refusals a position are applied, to read their messages.
	for _, v := range ill {
		kind := v.in.Kind()
		_, _, err := st.Apply(v.in)
		switch {
		case legal[v.in] || err == nil:
			bad = append(bad, fmt.Sprintf("engine accepts, oracle: %s: %v (%#v)", v.why, st.Describe(v.in, p), v.in))
		case len(err.Error()) < 12:
			bad = append(bad, fmt.Sprintf("refused without a reason: %v: %v", v.in, err))
		default:
			counts["refusals read: "+kind]++
			msgs["refusals read: "+kind] = v.why + " → " + err.Error()
			counts["reason: "+kind+": "+v.why]++
			msgs["reason: "+kind+": "+v.why] = err.Error()
		}
	}
	for in := range legal {
		if !okd[in] {
			bad = append(bad, fmt.Sprintf("engine offers what the oracle does not call legal: %#v", in))
		}
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		if len(bad) > 12 {
			bad = bad[:12]
		}
		t.Fatalf("%s, player %d:\n%s\n%s", where, p, strings.Join(bad, "\n"), oracleBoard(st))
	}
}

// oracleAside compares positions one or more intents aside from the
// game's line: a few of the legal intents at random (attacks, steps,
// launches and options first), and after each, while the position is a
// question, a random answer.
func oracleAside(t *testing.T, st *State, p engine.Player, probe *engine.Dice, counts map[string]int, msgs map[string]string, where string) {
	t.Helper()
	legal := st.Legal(p)
	if len(legal) < 2 {
		return
	}
	tries := 1
	if st.phase == phAttack || st.step == stepLaunch || st.prompt != promptNone {
		tries = 3
	}
	for k := 0; k < tries; k++ {
		in := legal[probe.D(len(legal))-1]
		switch in.Kind() {
		case KindAttack, KindStep, KindPlay, KindLaunch, KindDisplace, KindShift:
		default:
			if probe.D(4) != 1 {
				continue
			}
		}
		cur, path := engine.State(st), where
		for depth := 0; depth < 4; depth++ {
			n, _, err := cur.Apply(in)
			if err != nil || n.Outcome().Over {
				break
			}
			ns := n.(*State)
			path += " then " + in.String()
			q := ns.Phase().Actors[0]
			oracleCompare(t, ns, q, probe, counts, msgs, path)
			if ns.prompt == promptNone {
				break
			}
			next := ns.Legal(q)
			cur, in = ns, next[probe.D(len(next))-1]
		}
	}
}

// oraclePointDefense: once a player's queue of Point-Defense attacks is
// empty in its part of the attack phase, each of its ships with
// Point-Defense has attacked every adjacent enemy fighter this round
// ("one attack against every enemy starfighter" adjacent; "make all
// Point-Defense attacks first").
func oraclePointDefense(t *testing.T, st *State, p engine.Player, made map[[3]int]bool, where string) {
	t.Helper()
	if st.phase != phAttack || st.prompt != promptNone || len(st.pdq) > 0 {
		return
	}
	o := oracle{s: st, p: p}
	for _, a := range o.ships() {
		for _, tg := range o.ships() {
			if o.on(a) && o.on(tg) && o.reach(a, pdWeapon, tg, false, false) == "" && !made[[3]int{st.round, int(a), int(tg)}] {
				t.Fatalf("%s: %s has adjacent enemy fighter %s and made no Point-Defense attack at it", where, st.Name(a), st.Name(tg))
			}
		}
	}
}

// oracleBoard lists the ships for a failure's report.
func oracleBoard(s *State) string {
	var b strings.Builder
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.status != stActive && sh.status != stPool {
			continue
		}
		fmt.Fprintf(&b, "  %2d %-28s p%d class %d st %d at %v facing %v moved %v launched %v launches %d used %b dmg %d\n",
			i, s.Name(ShipID(i)), sh.owner, s.class(ShipID(i)), sh.status, sh.at, sh.facing, sh.moved, sh.launched, sh.launches, sh.used, sh.damage)
	}
	fmt.Fprintf(&b, "  moving %d left %d effects %b %b pdq %v atk %+v", s.moving, s.left, s.effects[0], s.effects[1], s.pdq, s.atk)
	return b.String()
}

// oracleScenario is the battle game g of the oracles plays: the shipped
// scenarios in turn, and half of every ten games crowded battles of the
// oracle's own (spread out or close, Quick Start in one).
func oracleScenario(t *testing.T, g int) (string, engine.Scenario) {
	t.Helper()
	name := scenarioNames[g%len(scenarioNames)]
	switch g % 10 {
	case 5, 6:
		return "crowded", crowded(t, "", g%20 >= 10, false)
	case 7, 8:
		return "crowded, close", crowded(t, "", g%20 >= 10, true)
	case 9:
		return "crowded, close, quickstart", crowded(t, "quickstart", g%20 >= 10, true)
	}
	return name, loadScenario(t, name)
}
