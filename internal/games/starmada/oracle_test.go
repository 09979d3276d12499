package starmada

// An independent oracle of what is legal, written from the rulebook
// (Sections 3, 4 and 5) and the project's readings in docs/rules/starmada.md
// alone, without the engine's validation: it reads the state's plain fields
// (positions, facings, boxes, counts) and works the rules out again with its
// own geometry (pixel centres, angles, a clipped segment for the line of
// sight). TestOracle drives scripted and random games over every shipped
// scenario and, at each position, compares the oracle with Legal and Check:
// every intent Legal offers must be legal by the oracle, every intent the
// oracle finds legal (over the spellings enumerated) must be accepted, and
// every one it refuses must be refused with a reason.
//
// Decisions covered: movement orders (3.2.1 maneuvers, 3.2.2 costs and the
// free turn, the opening maneuver, objects, leaving the board; the cost and
// the end pose against PreviewPath and the Movement Phase), the Fighter
// Phase (5.1.2 who chooses, 5.2 a flight's ten hexes round objects, C.5 a
// satellite's five, 5.3 targets in the own or an adjacent hex, a
// satellite's range 12 and line of sight), and the Combat Phase's
// declarations (4.1.1 each weapon once, 4.1.2 arcs and the own hex, 4.1.3
// range, 4.1.4 line of sight, 5.3.3 fighters one band further and the
// abilities that cannot harm them, crippled firers, resolved ships), and
// the End Phase's launches (C.5: up to three battle satellites a ship each
// turn, as many as its owner chooses; docs/rules: each ship that can
// launch asked once, in the scenario's order, but none in the End Phase
// that ends the battle, and none by a crew all casualties).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// ---- geometry of its own -------------------------------------------------

// Flat-topped hexes of circumradius 1: a hex's centre in the plane, y
// growing to the south (row numbers grow southwards, N is up).
type oPt struct{ x, y float64 }

var oSqrt3 = math.Sqrt(3)

func oCentre(h hex.Hex) oPt {
	return oPt{1.5 * float64(h.Q), oSqrt3 * (float64(h.R) + float64(h.Q)/2)}
}

// oHexAt is the hex whose inside holds the point (cube rounding).
func oHexAt(p oPt) hex.Hex {
	fq := 2.0 / 3 * p.x
	fr := -p.x/3 + oSqrt3/3*p.y
	fs := -fq - fr
	q, r, s := math.Round(fq), math.Round(fr), math.Round(fs)
	dq, dr, ds := math.Abs(q-fq), math.Abs(r-fr), math.Abs(s-fs)
	switch {
	case dq > dr && dq > ds:
		q = -r - s
	case dr > ds:
		r = -q - s
	}
	return hex.Hex{Q: int(q), R: int(r)}
}

// oDist counts the hexes from a to b, b's counted and a's not (4.1.3).
func oDist(a, b hex.Hex) int {
	dq, dr := a.Q-b.Q, a.R-b.R
	ds := -dq - dr
	return (oAbs(dq) + oAbs(dr) + oAbs(ds)) / 2
}

func oAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// oStep is the hex next to h across the hexside at bearing 60°×dir
// clockwise from north (dir 0 N, 1 NE … 5 NW, as facings are numbered).
func oStep(h hex.Hex, dir int) hex.Hex {
	d := oDirs[((dir%6)+6)%6]
	return hex.Hex{Q: h.Q + d.Q, R: h.R + d.R}
}

// oDirs are the six neighbours of the origin, found in the plane.
var oDirs = func() (out [6]hex.Hex) {
	for dir := range out {
		b := float64(dir) * math.Pi / 3
		out[dir] = oHexAt(oPt{oSqrt3 * math.Sin(b), -oSqrt3 * math.Cos(b)})
	}
	return out
}()

// oArcs is the set of firing arcs the hex to lies in for a ship at from
// facing facing (4.1.2 as docs/rules reads the lost diagram: six 60° wedges
// bounded by the rows of hexes leaving through the hexsides; going
// clockwise from dead ahead B, D, F, E, C, A; a hex on a boundary in both).
func oArcs(from hex.Hex, facing int, to hex.Hex) hex.ArcSet {
	if from == to {
		return 0
	}
	a, b := oCentre(from), oCentre(to)
	deg := math.Atan2(b.x-a.x, -(b.y-a.y)) * 180 / math.Pi     // clockwise from north
	rel := math.Mod(deg-60*float64(facing)+720+180, 360) - 180 // (-180, 180]
	const eps = 1e-6
	in := func(lo, hi float64) bool { return rel >= lo-eps && rel <= hi+eps }
	var set hex.ArcSet
	if in(-60, 0) {
		set |= hex.ArcA
	}
	if in(0, 60) {
		set |= hex.ArcB
	}
	if in(60, 120) {
		set |= hex.ArcD
	}
	// Dead astern is ±180°: in both E and F (the oracle first missed F
	// there; the engine was right, and the mount DF fires at it).
	if in(120, 180) || rel < -180+eps {
		set |= hex.ArcF
	}
	if in(-180, -120) || rel > 180-eps {
		set |= hex.ArcE
	}
	if in(-120, -60) {
		set |= hex.ArcC
	}
	return set
}

// oSight reports whether the straight line between the centres of a and b
// crosses no part of a blocking hex (4.1.4): a blocking hex whose inside
// the line enters blocks it; a line running along a hexside blocks only
// when the hexes on both sides block ("crosses the side … but not through
// it"); a line through a corner only touches. The end hexes never block
// (attacks into and out of explosions are allowed, 4.3.1).
func oSight(a, b hex.Hex, blocks func(hex.Hex) bool) bool {
	if a == b {
		return true
	}
	p0, p1 := oCentre(a), oCentre(b)
	cands := map[hex.Hex]bool{}
	n := 8 * oDist(a, b)
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		h := oHexAt(oPt{p0.x + t*(p1.x-p0.x), p0.y + t*(p1.y-p0.y)})
		cands[h] = true
		for d := 0; d < 6; d++ {
			cands[oStep(h, d)] = true
		}
	}
	const eps = 1e-9
	for h := range cands {
		if h == a || h == b || !blocks(h) {
			continue
		}
		c := oCentre(h)
		// Cyrus-Beck against the hexagon; corners at 0°, 60°, … 300°.
		var corner [6]oPt
		for k := 0; k < 6; k++ {
			ang := float64(k) * math.Pi / 3
			corner[k] = oPt{c.x + math.Cos(ang), c.y + math.Sin(ang)}
		}
		tE, tL := 0.0, 1.0
		out := false
		type edge struct{ n, e oPt }
		var edges [6]edge
		for k := 0; k < 6; k++ {
			e0, e1 := corner[k], corner[(k+1)%6]
			mx, my := (e0.x+e1.x)/2, (e0.y+e1.y)/2
			nx, ny := mx-c.x, my-c.y // outward normal
			edges[k] = edge{oPt{nx, ny}, e0}
			num := nx*(e0.x-p0.x) + ny*(e0.y-p0.y)
			den := nx*(p1.x-p0.x) + ny*(p1.y-p0.y)
			if math.Abs(den) < 1e-12 {
				if num < -eps {
					out = true
					break
				}
				continue
			}
			t := num / den
			if den < 0 {
				tE = math.Max(tE, t)
			} else {
				tL = math.Min(tL, t)
			}
		}
		if out || tL-tE < 1e-7 {
			continue // misses it, or only touches a corner
		}
		tm := (tE + tL) / 2
		m := oPt{p0.x + tm*(p1.x-p0.x), p0.y + tm*(p1.y-p0.y)}
		inside := true
		for _, e := range edges {
			// distance inside this edge, scaled by |n| (= √3/2)
			if -(e.n.x*(m.x-e.e.x) + e.n.y*(m.y-e.e.y)) < 1e-7 {
				inside = false
				// on this hexside: the hex across it must block too
				across := oHexAt(oPt{m.x + e.n.x, m.y + e.n.y})
				if across != a && across != b && blocks(across) {
					return false
				}
			}
		}
		if inside {
			return false
		}
	}
	return true
}

// ---- movement orders (3.2) -----------------------------------------------

type oOrd struct {
	steps  []byte // 'F' one hex forward, or a maneuver P S L R B
	free   bool
	facing int
}

// oParse reads the rulebook's notation ("3P2", "0", "@SE"), each forward
// run a decimal number of hexes.
func oParse(s string) (oOrd, bool) {
	var o oOrd
	if s == "" || s == "0" {
		return o, true
	}
	if rest, ok := strings.CutPrefix(s, "@"); ok {
		for d, name := range []string{"N", "NE", "SE", "S", "SW", "NW"} {
			if strings.EqualFold(rest, name) {
				return oOrd{free: true, facing: d}, true
			}
		}
		return o, false
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(s[i:j])
			if n == 0 || n > 60 {
				return o, false
			}
			for k := 0; k < n; k++ {
				o.steps = append(o.steps, 'F')
			}
			i = j
		case strings.IndexByte("PSLRBpslrb", c) >= 0:
			o.steps = append(o.steps, c&^0x20)
			i++
		default:
			return o, false
		}
	}
	return o, true
}

// oOrdersVerdict judges orders for ship i: why they are illegal ("" when
// legal), their cost, and where they leave the ship (gone when it leaves the
// board, 3.3.2). last is what the ship did last in the previous Movement
// Phase: 'F', a maneuver, or 0 for nothing (turn 1, standing still, the free
// turn).
func oOrdersVerdict(s *State, i int, by engine.Player, o oOrd, last byte) (why string, cost int, end Pose, gone bool) {
	sh := &s.ships[i]
	end = Pose{sh.pos, sh.facing}
	if sh.side != by {
		return "not the side's ship", 0, end, false
	}
	if !o.free && len(o.steps) == 0 {
		// Standing still moves nothing: no rule forbids it to a ship that
		// cannot move, nor to one already gone (the engine takes "0" as no
		// orders).
		return "", 0, end, false
	}
	if sh.status != active || oCrippled(sh) {
		return "cannot move (gone or crippled, 4.3.2)", 0, end, false
	}
	if o.free {
		// 3.2.2: a ship that does nothing else may face any way, free.
		return "", 0, Pose{sh.pos, hex.Direction(o.facing)}, false
	}
	for k, c := range o.steps {
		switch c {
		case 'F':
			cost++
		case 'P', 'S':
			cost++
		default:
			cost += 2
		}
		if c == 'F' {
			continue
		}
		// 3.2.1: a maneuver follows forward movement; B needs none between
		// it and another maneuver. Opening: after forward movement (or a B,
		// the project's reading), B after any movement; never in turn 1 or
		// after a turn without movement.
		prev := last
		if k > 0 {
			prev = o.steps[k-1]
		}
		switch {
		case prev == 'F':
		case prev == 0:
			return "opens with a maneuver after no movement", cost, end, false
		case c == 'B' || prev == 'B':
		default:
			return "two maneuvers in a row", cost, end, false
		}
	}
	if mp := oMP(sh); cost > mp {
		return fmt.Sprintf("costs %d MP of %d", cost, mp), cost, end, false
	}
	p := end
	for _, c := range o.steps {
		f := int(p.Facing)
		switch c {
		case 'F':
			p.Hex = oStep(p.Hex, f)
		case 'P':
			p.Facing = hex.Direction((f + 5) % 6)
		case 'S':
			p.Facing = hex.Direction((f + 1) % 6)
		case 'L':
			p.Hex = oStep(p.Hex, f+5)
		case 'R':
			p.Hex = oStep(p.Hex, f+1)
		case 'B':
			p.Hex = oStep(p.Hex, f+3)
		}
		if !s.board.Contains(p.Hex) {
			return "", cost, p, true
		}
		for _, ob := range s.objects {
			if ob.Hex == p.Hex {
				return "enters an object", cost, end, false
			}
		}
	}
	return "", cost, p, false
}

func oSettled(m mark) bool { return m != boxEmpty && m&boxFresh == 0 }

func oCrippled(sh *ship) bool {
	for _, m := range sh.boxes[:sh.class.Hull] {
		if !oSettled(m) {
			return false
		}
	}
	return true
}

func oMP(sh *ship) int {
	n := 0
	for _, m := range sh.boxes[sh.class.Hull : sh.class.Hull+sh.class.Engine] {
		if !oSettled(m) {
			n++
		}
	}
	return n
}

// oLast is what orders leave as the last thing done (3.2.1).
func oLast(o oOrd) byte {
	if len(o.steps) == 0 {
		return 0
	}
	return o.steps[len(o.steps)-1]
}

// oEnumOrders lists order strings of the rulebook's notation costing up to
// max: runs of hexes forward (a number) and single maneuvers, no two runs in
// a row (they would read as one number).
func oEnumOrders(max int) []string {
	if max < len(oEnumCache) && oEnumCache[max] != nil {
		return oEnumCache[max]
	}
	out := oEnumOrdersOf(max)
	if max < len(oEnumCache) {
		oEnumCache[max] = out
	}
	return out
}

var oEnumCache [9][]string

func oEnumOrdersOf(max int) []string {
	var out []string
	var rec func(prefix string, cost int, lastRun bool)
	rec = func(prefix string, cost int, lastRun bool) {
		if prefix != "" {
			out = append(out, prefix)
		}
		if !lastRun {
			for n := 1; cost+n <= max; n++ {
				rec(prefix+strconv.Itoa(n), cost+n, true)
			}
		}
		for _, m := range "PSLRB" {
			c := 1
			if m == 'L' || m == 'R' || m == 'B' {
				c = 2
			}
			if cost+c <= max {
				rec(prefix+string(m), cost+c, false)
			}
		}
	}
	rec("", 0, false)
	return out
}

// ---- the Fighter Phase (Section 5, C.5) ----------------------------------

// oReach is every hex a craft at from can end its move in: at most steps
// hexes along a path on the board that enters no object (5.2; C.5's 5 MPs
// for a satellite), the start included.
func oReach(s *State, from hex.Hex, steps int) map[hex.Hex]int {
	blocked := map[hex.Hex]bool{}
	for _, ob := range s.objects {
		blocked[ob.Hex] = true
	}
	dist := map[hex.Hex]int{from: 0}
	frontier := []hex.Hex{from}
	for d := 1; d <= steps; d++ {
		var next []hex.Hex
		for _, h := range frontier {
			for k := 0; k < 6; k++ {
				n := oStep(h, k)
				if _, seen := dist[n]; seen || blocked[n] || !s.board.Contains(n) {
					continue
				}
				dist[n] = d
				next = append(next, n)
			}
		}
		frontier = next
	}
	return dist
}

// oChooser is who chooses the next craft to act (5.1.2): the initiative's
// winner first, then in turn; once one side has no craft left to act, the
// other moves the rest. flown counts the craft that have acted this phase.
func oChooser(s *State, init engine.Player, flown int) engine.Player {
	var left [2]int
	for _, c := range s.craft {
		if c.n > 0 && !c.moved {
			left[c.side]++
		}
	}
	switch {
	case left[0] == 0 && left[1] == 0:
		return engine.NoPlayer
	case left[1] == 0:
		return 0
	case left[0] == 0:
		return 1
	}
	if flown%2 == 0 {
		return init
	}
	return other(init)
}

// oFlyVerdict judges a fly of craft k to h attacking target by the acting
// side, given who chooses and which craft was picked (-1 for none).
func oFlyVerdict(s *State, by engine.Player, k int, h hex.Hex, target Ref, chooser engine.Player, picked int, reach map[hex.Hex]int) string {
	c := &s.craft[k]
	if c.side != by || c.n <= 0 || c.moved {
		return "not a craft of the side still to act"
	}
	if picked >= 0 && picked != k {
		return "another craft was picked"
	}
	if picked < 0 && by != chooser {
		return "not the chooser"
	}
	steps := 10 // 5.2
	if c.sat {
		steps = 5
	}
	if reach == nil {
		reach = oReach(s, c.pos, steps)
	}
	if _, ok := reach[h]; !ok {
		return "out of reach"
	}
	if target.IsZero() {
		return ""
	}
	if target.Fighters {
		if c.sat {
			return "satellites attack ships only (own)"
		}
		if d := oDist(h, target.At); d > 1 {
			return "craft out of reach"
		}
		for _, e := range s.craft {
			if e.side != by && e.n > 0 && e.pos == target.At {
				return ""
			}
		}
		return "no enemy craft there"
	}
	j := s.shipIndex(target.Ship)
	if j < 0 || s.ships[j].side == by || s.ships[j].status != active {
		return "no enemy ship on the board"
	}
	t := s.ships[j].pos
	d := oDist(h, t)
	if c.sat {
		if d < 1 || d > 12 {
			return "out of the satellite's range"
		}
		if !oSight(h, t, oBlocker(s)) {
			return "no line of sight"
		}
		return ""
	}
	if d != 1 {
		return "a ship not adjacent"
	}
	return ""
}

func oBlocker(s *State) func(hex.Hex) bool {
	b := map[hex.Hex]bool{}
	for _, ob := range s.objects {
		b[ob.Hex] = true
	}
	for _, x := range s.booms {
		if x.strength > 0 {
			b[x.pos] = true
		}
	}
	return func(h hex.Hex) bool { return b[h] }
}

// ---- the Combat Phase's declarations (4.1, 5.3.3) -------------------------

type oCombat struct {
	s     *State
	sight map[[2]hex.Hex]bool
	block func(hex.Hex) bool
}

func (o *oCombat) los(a, b hex.Hex) bool {
	k := [2]hex.Hex{a, b}
	v, ok := o.sight[k]
	if !ok {
		v = oSight(a, b, o.block)
		o.sight[k] = v
	}
	return v
}

// bears: why mount m of battery bi of ship i may not fire at target ("" when
// it may), leaving aside whether it was declared already.
func (o *oCombat) bears(i, bi, m int, target Ref) string {
	s := o.s
	sh := &s.ships[i]
	bat := &sh.class.Batteries[bi]
	var to hex.Hex
	craft := target.Fighters
	if craft {
		to = target.At
	} else {
		to = s.ships[s.shipIndex(target.Ship)].pos
	}
	d := oDist(sh.pos, to)
	if d == 0 {
		return "own hex (4.1.2)"
	}
	if oArcs(sh.pos, int(sh.facing), to)&bat.Mounts[m] == 0 {
		return "out of arc"
	}
	limit := bat.Range
	if craft {
		limit = bat.Range * 2 / 3 // one band further: none at long range (5.3.3)
	}
	if d > limit {
		return "out of range"
	}
	if !o.los(sh.pos, to) {
		return "no line of sight"
	}
	return ""
}

// verdict judges a declaration by the firing side.
func (o *oCombat) verdict(t Target) string {
	s := o.s
	if s.phase != phCombat || t.By != s.firing {
		return "not firing"
	}
	i := s.shipIndex(t.Ship)
	if i < 0 {
		return "no such ship"
	}
	sh := &s.ships[i]
	if sh.side != t.By || sh.status != active || oCrippled(sh) {
		return "not a ship of the side that can fire"
	}
	for _, r := range s.resolved {
		if r == i {
			return "resolved already"
		}
	}
	if len(t.Battery) != 1 || t.Battery[0] < 'a' || int(t.Battery[0]-'a') >= len(sh.class.Batteries) {
		return "no such battery"
	}
	bi := int(t.Battery[0] - 'a')
	bat := &sh.class.Batteries[bi]
	if t.Target.Fighters {
		found := false
		for _, c := range s.craft {
			if c.side != t.By && c.pos == t.Target.At && c.n+c.lost > 0 {
				found = true
			}
		}
		if !found {
			return "no enemy craft there"
		}
		if bat.Has(MustRerollPEN) || bat.Has(NoHullDamage) {
			return "no effect on fighters (5.3.3)"
		}
	} else {
		j := s.shipIndex(t.Target.Ship)
		if j < 0 || s.ships[j].side == t.By || s.ships[j].status != active {
			return "no enemy ship on the board"
		}
	}
	used := map[int]bool{}
	for _, d := range s.decls {
		if d.ship == i && d.battery == bi {
			for _, m := range d.mounts {
				used[m] = true
			}
		}
	}
	free := func(m int) string {
		if m < 0 || m >= len(bat.Mounts) {
			return "no such weapon"
		}
		if oSettled(sh.weaponBoxes(bi)[m]) {
			return "destroyed"
		}
		if used[m] {
			return "declared already (4.1.1)"
		}
		return o.bears(i, bi, m, t.Target)
	}
	if len(t.Mounts) == 0 {
		for m := range bat.Mounts {
			if free(m) == "" {
				return ""
			}
		}
		return "no weapon of the battery can"
	}
	seen := map[int]bool{}
	for _, m := range t.Mounts {
		if seen[m] {
			return "a weapon twice"
		}
		seen[m] = true
		if why := free(m); why != "" {
			return why
		}
	}
	return ""
}

// ---- the Set-up Phase (2.1.2) ---------------------------------------------

// oZone: the five rows along the side's long edge, counting the edge's own
// row, and no nearer a short edge than five hexes counting the hex itself
// (columns 04-25 of 30, as docs/rules reads 2.1.2).
func oZone(s *State, edge string, col, row int) bool {
	if col < 4 || col > s.board.Cols-5 {
		return false
	}
	if edge == "north" {
		return row >= 0 && row <= 4
	}
	return row >= s.board.Rows-5 && row < s.board.Rows
}

// setup judges placements: the side with the lower roll places all its
// ships, then its flights, then the other side (2.1.2); a ship faces a
// hexside, anywhere in the zone off objects; ships may share a hex (3.3.1).
func (g *oGame) setup(s *State, p engine.Player) {
	if s.setupStep != stepShips {
		return
	}
	g.ta.placePos++
	rolls := s.setupRolls
	first := engine.Player(0)
	if len(rolls) >= 2 && rolls[len(rolls)-1] < rolls[len(rolls)-2] {
		first = 1
	}
	notSet := func(side engine.Player) bool {
		for _, sh := range s.ships {
			if sh.side == side && sh.status == unplaced {
				return true
			}
		}
		return false
	}
	if want := first; !(p == want || !notSet(want) && len(s.waiting) == 0 || p == other(want) && !notSet(want)) {
		g.ta.bad("set-up: %d places, the oracle expects %d first (2.1.2; rolls %v)", p, want, rolls)
	}
	objectAt := func(h hex.Hex) bool {
		for _, o := range s.objects {
			if o.Hex == h {
				return true
			}
		}
		return false
	}
	edge := s.edges[p]
	shipsLeft := notSet(p)
	var names []string
	for _, sh := range s.ships {
		names = append(names, sh.name)
	}
	for _, id := range s.waiting {
		names = append(names, id.String())
	}
	names = append(names, "Nobody/F1")
	for _, name := range names {
		i := s.shipIndex(name)
		isShip := i >= 0
		for col := -1; col <= s.board.Cols; col++ {
			for row := -1; row <= s.board.Rows; row++ {
				if g.rng.IntN(8) != 0 {
					continue
				}
				facings := []string{"N", "SE", "X"}
				if !isShip {
					facings = []string{""}
				}
				for _, f := range facings {
					why := ""
					h := hex.FromOffset(col, row)
					switch {
					case isShip && (s.ships[i].side != p || s.ships[i].status != unplaced):
						why = "not a ship of the side to set up"
					case !isShip && (shipsLeft || !slices.Contains(s.waiting, flight(name))):
						why = "not a flight waiting for this side"
					case isShip && f == "X":
						why = "not a hexside"
					case !oZone(s, edge, col, row):
						why = "outside the zone"
					case objectAt(h):
						why = "on an object"
					}
					g.ta.place++
					g.ta.judge(s, Place{By: p, Ship: name, Col: col, Row: row, Facing: f}, why)
				}
			}
		}
	}
}

// ---- the Damage step: the defender's choice (4.2.3, 5.2.1) ---------------

// lose judges the losses the defender may choose: the first ship in the
// scenario's order that owes a loss chooses first, its batteries a-c, then
// its equipment; then the stacks of craft. A weapon lost is one of the
// battery's not yet lost; an item one that has a damage box (never fighter
// bays, 4.2.3) not yet lost; a fighter one of the stack's craft.
func (g *oGame) lose(s *State, p engine.Player) {
	g.ta.losePos++
	ship, grp := -1, -1
	for i := range s.ships {
		for k, n := range s.ships[i].owe {
			if n > 0 && ship < 0 {
				ship, grp = i, k
			}
		}
	}
	for i := range s.ships {
		sh := &s.ships[i]
		for k := 0; k < 4; k++ {
			sys := SystemEquipment
			var boxes []mark
			if k < 3 {
				sys = string(rune('a' + k))
				boxes = sh.weaponBoxes(k)
			} else {
				boxes = sh.equipBoxes()
			}
			for item := -1; item <= len(boxes); item++ {
				why := ""
				switch {
				case i != ship || k != grp:
					why = "not the loss to choose now"
				case sh.side != p:
					why = "not the owner"
				case item < 0 || item >= len(boxes):
					why = "no such item"
				case boxes[item] != boxEmpty:
					why = "lost already"
				case k == 3 && sh.class.Equipment[item].Kind == FighterBays:
					why = "fighter bays have no damage box (4.2.3)"
				}
				g.ta.lose++
				g.ta.judge(s, Lose{By: p, Ship: sh.name, System: sys, Item: item}, why)
			}
		}
	}
	for _, c := range s.craft {
		why := ""
		switch {
		case ship >= 0 || len(s.owed) == 0:
			why = "not the loss to choose now"
		case !slices.ContainsFunc(s.owed, func(o stackOwe) bool { return o.side == c.side && o.pos == c.pos && o.k > 0 }):
			why = "not of a stack that owes"
		case s.owed[slices.IndexFunc(s.owed, func(o stackOwe) bool { return o.k > 0 })].pos != c.pos:
			// 5.2.1 lets the owner spread a stack's losses over its
			// flights in any combination; docs/rules has the losses
			// chosen one at a time, the stacks in turn, in the order their
			// hits came (until the twenty-fourth audit the oracle let a
			// side answer for its stacks in any order: no shipped game
			// had two stacks of one side owing at once)
			why = "not the stack to answer for now"
		case c.side != p:
			why = "not the owner"
		case c.n+c.lost <= 0:
			why = "nothing left"
		}
		g.ta.lose++
		g.ta.judge(s, Lose{By: p, Craft: c.id}, why)
	}
}

// ---- the End Phase's launches (C.5) --------------------------------------

// oCanLaunch: the ship is on the board with a crew (4.3.2; docs/rules: a
// crippled ship launches none), a working satellite item and satellites
// still aboard (C.5).
func oCanLaunch(sh *ship) bool {
	if sh.status != active || oCrippled(sh) || sh.satsLeft <= 0 {
		return false
	}
	q := len(sh.boxes) - len(sh.class.Equipment)
	for k, it := range sh.class.Equipment {
		if it.Kind == BattleSatellites && !oSettled(sh.boxes[q+k]) {
			return true
		}
	}
	return false
}

// oLaunchNext is the ship whose launch the End Phase asks now: the first
// in the scenario's order that can launch and has not been asked this
// turn; -1 for none.
func (g *oGame) oLaunchNext(s *State) int {
	if g.launchTurn != s.turn {
		g.launchTurn, g.asked = s.turn, map[string]bool{}
	}
	for i := range s.ships {
		if !g.asked[s.ships[i].name] && oCanLaunch(&s.ships[i]) {
			return i
		}
	}
	return -1
}

// launchVerdict: the owner of the ship asked now launches 0 to three of
// its satellites, no more than it carries (C.5: "up to three per turn").
func (g *oGame) launchVerdict(s *State, p engine.Player, l Launch) string {
	i := s.shipIndex(l.Ship)
	next := g.oLaunchNext(s)
	switch {
	case i < 0:
		return "no such ship"
	case s.ships[i].side != p:
		return "not the owner"
	case !oCanLaunch(&s.ships[i]):
		return "it cannot launch"
	case i != next:
		return "not the ship asked now"
	case l.Count < 0:
		return "fewer than none"
	case l.Count > min(3, s.ships[i].satsLeft):
		return "more than three a turn (C.5) or than it carries"
	}
	return ""
}

// launch judges every ship's launch of -1 to 4 satellites by the actor.
func (g *oGame) launch(s *State, p engine.Player) {
	g.ta.launchPos++
	if next := g.oLaunchNext(s); next < 0 || s.ships[next].side != p {
		g.ta.bad("turn %d End Phase: side %d is asked to launch, the oracle expects ship %d's owner (C.5)", s.turn, p, next)
		return
	}
	for i := range s.ships {
		for k := -1; k <= 4; k++ {
			in := Launch{By: p, Ship: s.ships[i].name, Count: k}
			g.ta.launch++
			g.ta.judge(s, in, g.launchVerdict(s, p, in))
		}
	}
}

// launchesAsked checks, as a turn ends, that every ship that could still
// launch was asked in its End Phase (C.5: the choice is the owner's).
func (g *oGame) launchesAsked(pre, post *State) {
	if post.outcome.Over || post.turn != pre.turn+1 {
		return
	}
	if g.launchTurn != pre.turn {
		g.launchTurn, g.asked = pre.turn, map[string]bool{}
	}
	for i := range post.ships {
		if sh := &post.ships[i]; oCanLaunch(sh) && !g.asked[sh.name] {
			g.ta.bad("turn %d: %s could launch battle satellites, but its owner was not asked (C.5)", pre.turn, sh.name)
		}
	}
}

// ---- the driver ----------------------------------------------------------

type oTally struct {
	orders, ordersPos, fly, flyPos, pick, target, targetPos, offered, moved int
	place, placePos, lose, losePos, launch, launchPos                       int
	disagree                                                                []string
	reasons                                                                 map[string]int
}

func (ta *oTally) bad(format string, a ...any) {
	if len(ta.disagree) < 40 {
		ta.disagree = append(ta.disagree, fmt.Sprintf(format, a...))
	}
}

// judge compares the engine's verdict on in with the oracle's why.
func (ta *oTally) judge(s *State, in engine.Intent, why string) {
	if ta.reasons != nil {
		k := why
		if i := strings.IndexAny(k, "0123456789"); i >= 0 {
			k = k[:i]
		}
		ta.reasons[in.Kind()+": "+k]++
	}
	err := s.Check(in)
	switch {
	case why == "" && err != nil:
		ta.bad("turn %d %s: %v refused (%v) but legal by the oracle", s.turn, s.Phase().Name, describeIntent(in), err)
	case why != "" && err == nil:
		ta.bad("turn %d %s: %v accepted but illegal by the oracle: %s%s", s.turn, s.Phase().Name, describeIntent(in), why, oDebug(s, in))
	case why != "" && len(err.Error()) < 12:
		ta.bad("turn %d: %v refused without a reason: %q", s.turn, describeIntent(in), err)
	}
}

func describeIntent(in engine.Intent) string {
	switch x := in.(type) {
	case WriteOrders:
		return fmt.Sprintf("orders %s %q", x.Ship, x.Orders)
	case Fly:
		return fmt.Sprintf("fly %s to %s at %q", x.Craft, hexName(x.Col, x.Row), x.Target.String())
	case Target:
		return fmt.Sprintf("target %s (%s) at %s mounts %v", x.Ship, x.Battery, x.Target.String(), x.Mounts)
	case Pick:
		return fmt.Sprintf("pick %s", x.Craft)
	case Lose:
		return fmt.Sprintf("lose %s %s %d %s", x.Ship, x.System, x.Item, x.Craft)
	case Launch:
		return fmt.Sprintf("launch %d from %s", x.Count, x.Ship)
	}
	return fmt.Sprintf("%s %v", in.Kind(), in)
}

type oGame struct {
	last   map[string]byte // what each ship did last in the previous Movement Phase
	init   engine.Player   // this Fighter Phase's initiative
	flown  int
	fphase int // the turn whose Fighter Phase init and flown are for
	rng    *rand.Rand
	ta     *oTally
	full   bool
	// fullTurn: the turn whose orders were enumerated in full, per side
	fullTurn [2]int
	// asked: the ships asked to launch in launchTurn's End Phase (C.5)
	asked      map[string]bool
	launchTurn int
}

func (g *oGame) orders(s *State, p engine.Player) {
	g.ta.ordersPos++
	defer func() { g.fullTurn[p] = s.turn }()
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.side != p {
			continue
		}
		mp := oMP(sh)
		var all []string
		if g.full && g.fullTurn[p] != s.turn {
			// every order up to one MP over, up to 6 MP
			all = oEnumOrders(min(mp+1, 6))
		} else {
			pool := oEnumOrders(min(mp+1, 8))
			for k := 0; k < 40; k++ {
				all = append(all, pool[g.rng.IntN(len(pool))])
			}
		}
		all = append(all, "0", "", "@N", "@NE", "@SE", "@S", "@SW", "@NW", "pbp", "bbb", "3p2", "1p", "b", "p1", "l", "r1")
		for _, str := range all {
			o, _ := oParse(str)
			why, cost, end, gone := oOrdersVerdict(s, i, p, o, g.last[sh.name])
			in := WriteOrders{By: p, Ship: sh.name, Orders: str}
			g.ta.orders++
			g.ta.judge(s, in, why)
			if why != "" {
				continue
			}
			pv := PreviewPath(s, sh.name, str)
			if pv.Cost != cost {
				g.ta.bad("orders %s %q: cost %d, the oracle %d (3.2.2)", sh.name, str, pv.Cost, cost)
			}
			if len(pv.Path) > 0 {
				pe := pv.Path[len(pv.Path)-1]
				if pv.OffBoard >= 0 {
					pe = pv.Path[pv.OffBoard]
				}
				if (pv.OffBoard >= 0) != gone || pe != end {
					g.ta.bad("orders %s %q from %s: preview ends %v (off %v), the oracle %v (off %v)", sh.name, str, HexLabel(sh.pos), pe, pv.OffBoard >= 0, end, gone)
				}
			}
		}
	}
}

func (g *oGame) fighters(s *State, p engine.Player) {
	if g.fphase != s.turn {
		g.fphase, g.init, g.flown = s.turn, s.initiative, 0
	}
	g.ta.flyPos++
	chooser := oChooser(s, g.init, g.flown)
	picked := s.picked
	want := chooser
	if picked >= 0 {
		want = s.craft[picked].side
	}
	if want != p {
		g.ta.bad("turn %d Fighter Phase: %d acts, the oracle expects %d (5.1.2; initiative %d, %d flown)", s.turn, p, want, g.init, g.flown)
		return
	}
	block := oBlocker(s)
	_ = block
	for k := range s.craft {
		c := &s.craft[k]
		// picks
		why := ""
		switch {
		case picked >= 0:
			why = "a craft was picked"
		case c.side == p || c.n <= 0 || c.moved:
			why = "not an enemy craft still to act"
		}
		g.ta.pick++
		g.ta.judge(s, Pick{By: p, Craft: c.id}, why)
		if c.side != p {
			continue
		}
		steps := 10
		if c.sat {
			steps = 5
		}
		reachMap := oReach(s, c.pos, steps)
		for _, h := range hex.Spiral(c.pos, steps+2) {
			col, row := hex.ToOffset(h)
			if _, in := reachMap[h]; in && !g.full && g.rng.IntN(3) != 0 {
				continue // a third of the hexes in reach; all of those out of it
			}
			why := oFlyVerdict(s, p, k, h, Ref{}, chooser, picked, reachMap)
			g.ta.fly++
			g.ta.judge(s, Fly{By: p, Craft: c.id, Col: col, Row: row}, why)
			if why != "" || (!g.full && g.rng.IntN(4) != 0) {
				continue
			}
			reach := 2
			if c.sat {
				reach = 13
			}
			for _, t := range s.ships {
				if oDist(t.pos, h) <= reach {
					in := Fly{By: p, Craft: c.id, Col: col, Row: row, Target: ShipTarget(t.name)}
					g.ta.fly++
					g.ta.judge(s, in, oFlyVerdict(s, p, k, h, in.Target, chooser, picked, reachMap))
				}
			}
			seen := map[hex.Hex]bool{}
			for _, e := range s.craft {
				if oDist(e.pos, h) <= 2 && !seen[e.pos] {
					seen[e.pos] = true
					in := Fly{By: p, Craft: c.id, Col: col, Row: row, Target: FightersTarget(e.pos)}
					g.ta.fly++
					g.ta.judge(s, in, oFlyVerdict(s, p, k, h, in.Target, chooser, picked, reachMap))
				}
			}
		}
	}
}

func (g *oGame) combat(s *State, p engine.Player) {
	g.ta.targetPos++
	// Resolve: a ship of the firing side with declarations waiting (4.1.1).
	for i := range s.ships {
		why := "nothing declared to resolve"
		for _, d := range s.decls {
			if d.ship == i && s.ships[i].side == p {
				why = ""
			}
		}
		g.ta.judge(s, Resolve{By: p, Ship: s.ships[i].name}, why)
	}
	g.ta.judge(s, Fire{By: p}, "")
	o := &oCombat{s: s, sight: map[[2]hex.Hex]bool{}, block: oBlocker(s)}
	var targets []Ref
	for _, t := range s.ships {
		targets = append(targets, ShipTarget(t.name))
	}
	seen := map[hex.Hex]bool{}
	for _, c := range s.craft {
		if !seen[c.pos] {
			seen[c.pos] = true
			targets = append(targets, FightersTarget(c.pos))
		}
	}
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.side != p && g.rng.IntN(4) != 0 {
			continue
		}
		for bi := 0; bi <= len(sh.class.Batteries) && bi < 3; bi++ {
			for _, t := range targets {
				in := Target{By: p, Ship: sh.name, Battery: string(rune('a' + bi)), Target: t}
				g.ta.target++
				g.ta.judge(s, in, o.verdict(in))
				if bi == len(sh.class.Batteries) || (!g.full && g.rng.IntN(3) != 0) {
					continue
				}
				n := len(sh.class.Batteries[bi].Mounts)
				for m := 0; m <= n; m++ {
					in.Mounts = []int{m}
					g.ta.target++
					g.ta.judge(s, in, o.verdict(in))
				}
				if n > 1 {
					in.Mounts = []int{0, n - 1}
					g.ta.target++
					g.ta.judge(s, in, o.verdict(in))
				}
			}
		}
	}
}

// offered checks that every intent Legal lists is legal by the oracle, and
// that Legal lists every pick and every declaration of a whole battery
// (without mounts) the oracle finds legal.
func (g *oGame) offered(s *State, p engine.Player) {
	o := &oCombat{s: s, sight: map[[2]hex.Hex]bool{}, block: oBlocker(s)}
	legal := s.Legal(p)
	reaches := map[int]map[hex.Hex]int{}
	listed := map[string]bool{}
	for _, in := range legal {
		listed[describeIntent(in)] = true
	}
	switch s.phase {
	case phFighters:
		for _, c := range s.craft {
			in := Pick{By: p, Craft: c.id}
			if s.picked < 0 && c.side != p && c.n > 0 && !c.moved && !listed[describeIntent(in)] {
				g.ta.bad("turn %d: Legal does not offer %v (5.1.2)", s.turn, describeIntent(in))
			}
		}
	case phLaunch:
		if next := g.oLaunchNext(s); next >= 0 {
			for k := 0; k <= min(3, s.ships[next].satsLeft); k++ {
				in := Launch{By: p, Ship: s.ships[next].name, Count: k}
				if g.launchVerdict(s, p, in) == "" && !listed[describeIntent(in)] {
					g.ta.bad("turn %d: Legal does not offer %v (C.5)", s.turn, describeIntent(in))
				}
			}
		}
	case phCombat:
		for i := range s.ships {
			sh := &s.ships[i]
			if sh.side != p {
				continue
			}
			for bi := range sh.class.Batteries {
				for j := range s.ships {
					in := Target{By: p, Ship: sh.name, Battery: string(rune('a' + bi)), Target: ShipTarget(s.ships[j].name)}
					if o.verdict(in) == "" && !listed[describeIntent(in)] {
						g.ta.bad("turn %d: Legal does not offer %v", s.turn, describeIntent(in))
					}
				}
				for _, c := range s.craft {
					in := Target{By: p, Ship: sh.name, Battery: string(rune('a' + bi)), Target: FightersTarget(c.pos)}
					if o.verdict(in) == "" && !listed[describeIntent(in)] {
						g.ta.bad("turn %d: Legal does not offer %v", s.turn, describeIntent(in))
					}
				}
			}
		}
	}
	for _, in := range legal {
		why := "?"
		switch x := in.(type) {
		case WriteOrders:
			i := s.shipIndex(x.Ship)
			od, ok := oParse(x.Orders)
			if i < 0 || !ok {
				why = "unreadable"
				break
			}
			why, _, _, _ = oOrdersVerdict(s, i, p, od, g.last[x.Ship])
		case Fly:
			k := s.craftIndex(x.Craft)
			if k < 0 {
				why = "no such craft"
				break
			}
			if reaches[k] == nil {
				steps := 10
				if s.craft[k].sat {
					steps = 5
				}
				reaches[k] = oReach(s, s.craft[k].pos, steps)
			}
			why = oFlyVerdict(s, p, k, x.At(), x.Target, oChooser(s, g.init, g.flown), s.picked, reaches[k])
		case Target:
			why = o.verdict(x)
		case Pick:
			why = "not an enemy craft still to act"
			if k := s.craftIndex(x.Craft); k >= 0 && s.picked < 0 && s.craft[k].side != p && s.craft[k].n > 0 && !s.craft[k].moved {
				why = ""
			}
		case Launch:
			why = g.launchVerdict(s, p, x)
		default:
			continue
		}
		g.ta.offered++
		if why != "" {
			g.ta.bad("turn %d %s: Legal offers %s, illegal by the oracle: %s", s.turn, s.Phase().Name, describeIntent(in), why)
		}
	}
}

// after notes what an applied intent changes for the oracle's memory: the
// Movement Phase's orders (what each ship did last, where it must end) and
// the craft that have acted.
func (g *oGame) after(pre, post *State, in engine.Intent) {
	if l, ok := in.(Launch); ok {
		g.oLaunchNext(pre)
		g.asked[l.Ship] = true
	}
	g.launchesAsked(pre, post)
	if _, ok := in.(Fly); ok {
		if g.fphase != pre.turn {
			g.fphase, g.init, g.flown = pre.turn, pre.initiative, 0
		}
		g.flown++
	}
	if pre.phase != phOrders || post.phase == phOrders && post.turn == pre.turn {
		return
	}
	// The orders were sealed and carried out (3.3).
	for i := range pre.ships {
		sh := &pre.ships[i]
		if sh.status != active || oCrippled(sh) {
			continue
		}
		o, ok := oParse(sh.orders)
		if !ok {
			g.ta.bad("sealed orders %q of %s unreadable", sh.orders, sh.name)
			continue
		}
		why, _, end, gone := oOrdersVerdict(pre, i, sh.side, o, g.last[sh.name])
		if why != "" {
			g.ta.bad("turn %d: %s carried out orders %q illegal by the oracle: %s", pre.turn, sh.name, sh.orders, why)
		}
		g.last[sh.name] = oLast(o)
		if o.free {
			g.last[sh.name] = 0
		}
		ps := &post.ships[i]
		g.ta.moved++
		switch {
		case gone && ps.status != offBoard:
			g.ta.bad("turn %d: %s's orders %q leave the board, but it is %v at %s", pre.turn, sh.name, sh.orders, ps.status, HexLabel(ps.pos))
		case !gone && ps.status == offBoard:
			g.ta.bad("turn %d: %s left the board on %q", pre.turn, sh.name, sh.orders)
		case !gone && ps.status == active && (ps.pos != end.Hex || ps.facing != end.Facing):
			g.ta.bad("turn %d: %s's orders %q end at %s %v, the oracle %s %v", pre.turn, sh.name, sh.orders, HexLabel(ps.pos), ps.facing, HexLabel(end.Hex), end.Facing)
		}
	}
}

// TestOracle plays games on every shipped scenario, scripted against
// scripted and random against scripted, and compares the engine with the
// oracle at every position of the Orders, Fighter and Combat Phases.
func TestOracle(t *testing.T) {
	games := 14
	if testing.Short() {
		games = 7
	}
	scenarios := []string{"standard", "duel", "setup", "objects", "build", "mirror", "sats"}
	ta := &oTally{reasons: map[string]int{}}
	for n := 0; n < games; n++ {
		name := scenarios[n%len(scenarios)]
		seed := uint64(1000 + 17*n)
		var st *State
		if name == "sats" {
			st = oSatsBattle(t, seed)
		} else {
			st = newGame(t, name, seed)
		}
		var opts engine.Options
		if name == "build" && n%2 == 1 {
			opts = engine.Options{OptObjects: "4"}
			s2, err := Game{}.NewState(loadScenario(t, name), opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			st = s2.(*State)
		}
		opp := oOpponents((n/len(scenarios))%3, seed)
		if n%len(scenarios) >= 4 && n < len(scenarios) {
			opp[n%2] = engine.NewRandomOpponent(seed) // random play in every scenario
		}
		g := &oGame{last: map[string]byte{}, fphase: -1, rng: rand.New(rand.NewPCG(seed, 7)), ta: ta, full: n == 0 || n == 8}
		var s engine.State = st
		for k := 0; !s.Outcome().Over; k++ {
			if k > 20000 {
				t.Fatalf("%s seed %d does not end", name, seed)
			}
			cur := s.(*State)
			p := s.Phase().Actors[0]
			switch cur.phase {
			case phSetup:
				g.setup(cur, p)
			case phChoose:
				g.lose(cur, p)
			case phOrders:
				g.orders(cur, p)
				g.offered(cur, p)
			case phFighters:
				g.fighters(cur, p)
				g.offered(cur, p)
			case phCombat:
				if g.full || k%2 == 0 {
					g.combat(cur, p)
				}
				g.offered(cur, p)
			case phLaunch:
				g.launch(cur, p)
				g.offered(cur, p)
			}
			in, err := opp[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			next, _, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%s seed %d: %v: %v", name, seed, in, err)
			}
			g.after(cur, next.(*State), in)
			s = next
		}
	}
	t.Logf("compared: %d placements at %d positions, %d losses at %d positions, %d launches at %d positions", ta.place, ta.placePos, ta.lose, ta.losePos, ta.launch, ta.launchPos)
	if ta.launchPos == 0 {
		t.Error("no End Phase asked for a launch (C.5)")
	}
	t.Logf("compared: %d orders at %d positions, %d movements, %d flies and %d picks at %d positions, %d declarations at %d positions, %d offered intents",
		ta.orders, ta.ordersPos, ta.moved, ta.fly, ta.pick, ta.flyPos, ta.target, ta.targetPos, ta.offered)
	for r, n := range ta.reasons {
		t.Logf("%7d %s", n, r)
	}
	for _, d := range ta.disagree {
		t.Error(d)
	}
}

// oDebug adds the geometry of a declaration to a disagreement.
func oDebug(s *State, in engine.Intent) string {
	x, ok := in.(Target)
	if !ok || s.shipIndex(x.Ship) < 0 || len(x.Battery) != 1 {
		return ""
	}
	sh := &s.ships[s.shipIndex(x.Ship)]
	to := x.Target.At
	if !x.Target.Fighters {
		j := s.shipIndex(x.Target.Ship)
		if j < 0 {
			return ""
		}
		to = s.ships[j].pos
	}
	bi := int(x.Battery[0] - 'a')
	if bi < 0 || bi >= len(sh.class.Batteries) {
		return ""
	}
	return fmt.Sprintf(" [firer %s facing %v, target %s, mounts %v, the oracle's arcs %v]", HexLabel(sh.pos), sh.facing, HexLabel(to), sh.class.Batteries[bi].Mounts, oArcs(sh.pos, int(sh.facing), to))
}

// oSatsBattle is a battle of the oracle's own: both sides with battle
// satellites (the Leviathan's, C.5) and fighters, objects between them, so
// that satellites' range and sight and craft going round objects come up.
func oSatsBattle(t *testing.T, seed uint64) *State {
	t.Helper()
	f := ScenarioFile{Name: "oracle", Title: "Oracle", Sides: []SideFile{
		{Name: "Red", Color: "red", Ships: []ShipFile{
			{Name: "Behemoth", Class: "Leviathan", At: "1003", Facing: "S"},
			{Name: "Paladin", Class: "Paladin", At: "1503", Facing: "S"},
			{Name: "Sabre", Class: "Sabre", At: "2003", Facing: "SE"}}},
		{Name: "Blue", Color: "blue", Ships: []ShipFile{
			{Name: "Leviathan", Class: "Leviathan", At: "2016", Facing: "N"},
			{Name: "Hive", Class: "Hive", At: "1516", Facing: "N"},
			{Name: "Wasp", Class: "Wasp", At: "1016", Facing: "NW"}}},
	}, Objects: []ObjectFile{{Kind: "asteroid", At: "1209"}, {Kind: "planet", At: "1510"}, {Kind: "asteroid", At: "1809"},
		{Kind: "asteroid", At: "1508"}, {Kind: "asteroid", At: "1410"}}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// TestOracleGeometry puts a target in every hex within 13 of a firer whose
// six mounts cover the six arc codes, for every facing of the firer and
// among explosions and objects scattered at random, and compares each
// mount's declaration with the oracle (4.1.2 arcs, 4.1.3 range, 4.1.4 line
// of sight, 3.3.1 the own hex), at a ship and at fighters (5.3.3).
func TestOracleGeometry(t *testing.T) {
	gun := ClassFile{Class: "Six", Source: "project", Hull: 10, Engine: 4, Shields: 0,
		Batteries: []BatteryFile{{Name: "Guns", Range: 12, ToHit: 4, ROF: 1, PEN: 1, DMG: 1,
			Mounts: []string{"AB", "AC", "BD", "CE", "DF", "EF"}}}}
	// The oracle's own line first, on 4.1.4's diagram: a line running along
	// a hexside is blocked only when both hexes beside it block (hex C);
	// one through a blocking hex is blocked (A, D).
	o0, side1, side2, tgt := hex.Hex{}, hex.Hex{Q: 1, R: -1}, hex.Hex{Q: 1, R: 0}, hex.Hex{Q: 2, R: -1}
	only := func(hs ...hex.Hex) func(hex.Hex) bool {
		return func(h hex.Hex) bool { return slices.Contains(hs, h) }
	}
	if !oSight(o0, tgt, only(side1)) || !oSight(o0, tgt, only(side2)) || oSight(o0, tgt, only(side1, side2)) {
		t.Fatal("the oracle's line along a hexside")
	}
	if oSight(o0, hex.Hex{Q: 0, R: -3}, only(hex.Hex{Q: 0, R: -2})) || !oSight(o0, hex.Hex{Q: 0, R: -3}, only(hex.Hex{Q: 1, R: -2})) {
		t.Fatal("the oracle's line through a hex")
	}
	base := battleOf(t, []ClassFile{gun, target("Hulk", 0)}, "Red:A:Six:1510:N", "Blue:T:Hulk:1501:N")
	base.phase, base.firing, base.firstFire = phCombat, 0, 0
	ta := &oTally{reasons: map[string]int{}}
	rng := rand.New(rand.NewPCG(3, 4))
	layouts := 12
	if testing.Short() {
		layouts = 4
	}
	from := base.ships[0].pos
	for layout := 0; layout < layouts; layout++ {
		s := base.clone()
		s.booms, s.objects = nil, nil
		for k := 0; k < 3+layout; k++ {
			h := hex.Spiral(from, 7)[1+rng.IntN(len(hex.Spiral(from, 7))-1)]
			if k%3 == 0 {
				s.objects = append(s.objects, Object{Kind: "asteroid", Hex: h})
			} else {
				s.booms = append(s.booms, explosion{pos: h, strength: 1 + rng.IntN(3)})
			}
		}
		s.craft = []craft{{id: CraftID{Carrier: "T", N: 1}, side: 1, pos: from, n: 6}}
		for f := 0; f < 6; f++ {
			s.ships[0].facing = hex.Direction(f)
			o := &oCombat{s: s, sight: map[[2]hex.Hex]bool{}, block: oBlocker(s)}
			for _, h := range hex.Spiral(from, 13) {
				if !s.board.Contains(h) {
					continue
				}
				s.ships[1].pos = h
				s.craft[0].pos = h
				for m := 0; m < 6; m++ {
					for _, aimAt := range []Ref{ShipTarget("T"), FightersTarget(h)} {
						in := Target{By: 0, Ship: "A", Battery: "a", Target: aimAt, Mounts: []int{m}}
						ta.target++
						ta.judge(s, in, o.verdict(in))
					}
				}
			}
		}
	}
	t.Logf("%d declarations compared: %v", ta.target, ta.reasons)
	for _, d := range ta.disagree {
		t.Error(d)
	}
}

// TestOracleOrdersAfterEveryLastMove plays turn 1 with each kind of ending
// (standing still, the free turn, forward, a B, a turn, a sideslip) and then
// compares every order of turn 2 up to one MP over the ship's five with the
// oracle (3.2.1's opening maneuver, 3.2.2's costs), on the board's edge and
// beside an object too.
func TestOracleOrdersAfterEveryLastMove(t *testing.T) {
	cls := ClassFile{Class: "Runner", Source: "project", Hull: 10, Engine: 5, Shields: 0,
		Batteries: []BatteryFile{{Name: "Guns", Range: 3, ToHit: 6, ROF: 1, PEN: 1, DMG: 1, Mounts: []string{"AB"}}}}
	ta := &oTally{}
	for _, start := range []string{"1510:N", "1501:N", "2919:SE"} {
		for _, first := range []string{"0", "@SE", "1", "3", "1B", "2B", "2P", "2S", "1L", "1R", "1BP", "1PB", "1BB", "1P1", "P", "B"} {
			f := ScenarioFile{Name: "test", Title: "Test", Classes: []ClassFile{cls}, Sides: []SideFile{
				{Name: "Red", Ships: []ShipFile{{Name: "A", Class: "Runner", At: strings.Split(start, ":")[0], Facing: strings.Split(start, ":")[1]}}},
				{Name: "Blue", Ships: []ShipFile{{Name: "Z", Class: "Runner", At: "0019", Facing: "N"}}},
			}, Objects: []ObjectFile{{Kind: "asteroid", At: "1608"}, {Kind: "asteroid", At: "1408"}}}
			sc, err := NewScenario(f)
			if err != nil {
				t.Fatal(err)
			}
			st, err := Game{}.NewState(sc, nil, 1)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			o, _ := oParse(first)
			why, _, _, _ := oOrdersVerdict(s, 0, 0, o, 0)
			ta.judge(s, WriteOrders{By: 0, Ship: "A", Orders: first}, why)
			if why != "" {
				continue
			}
			s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: first})
			s, _ = apply(t, s, Submit{By: 0})
			s, _ = apply(t, s, Submit{By: 1})
			if s.outcome.Over && s.ships[0].status == offBoard {
				continue // left the board (3.3.2)
			}
			if s.phase != phOrders || s.turn != 2 {
				t.Fatalf("after %q: %s Phase of turn %d", first, s.Phase().Name, s.turn)
			}
			if s.ships[0].status != active {
				continue
			}
			for _, str := range oEnumOrders(oMP(&s.ships[0]) + 1) {
				o, _ := oParse(str)
				why, _, _, _ := oOrdersVerdict(s, 0, 0, o, oLast(o0(first)))
				ta.orders++
				ta.judge(s, WriteOrders{By: 0, Ship: "A", Orders: str}, why)
			}
		}
	}
	t.Logf("%d orders compared", ta.orders)
	for _, d := range ta.disagree {
		t.Error(d)
	}
}

// o0 reads orders the oracle wrote itself.
func o0(s string) oOrd {
	o, _ := oParse(s)
	if o.free {
		return oOrd{} // a free turn leaves nothing done (3.2.2)
	}
	return o
}

// oOpponents are the oracles' players: two scripted (k 0), or a random one
// with the given seed on side 0 (k 1) or side 1 (k 2).
func oOpponents(k int, seed uint64) []engine.Opponent {
	opp := []engine.Opponent{Scripted{}, Scripted{}}
	if k > 0 {
		opp[k-1] = engine.NewRandomOpponent(seed)
	}
	return opp
}
