package starmada

import (
	"fmt"
	"slices"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// reachRadius is the longest move of any craft: a fighter's (5.2).
const reachRadius = FighterMove

// reachSide is the width of the square of axial offsets a reachMap holds.
const reachSide = 2*reachRadius + 1

// reachMap is how many hexes a craft needs to get to each hex within its
// move, on the board and around objects (5.2, 2.1.2). It is an array over
// the axial offsets from the start, not a map, so that listing a flight's
// moves allocates nothing: it is made for every flight in every position.
//
// With no object within reach, the distance decides: the shortest paths
// between two hexes of the board stay on it. The map is then not filled
// (open), and at computes the answer.
type reachMap struct {
	from  hex.Hex
	steps int
	open  bool
	board Board
	dist  [reachSide * reachSide]int8 // -1: out of reach
}

func (m *reachMap) index(h hex.Hex) (int, bool) {
	dq, dr := h.Q-m.from.Q, h.R-m.from.R
	if dq < -reachRadius || dq > reachRadius || dr < -reachRadius || dr > reachRadius {
		return 0, false
	}
	return (dq+reachRadius)*reachSide + dr + reachRadius, true
}

// at is the number of hexes to h, if it can be reached.
func (m *reachMap) at(h hex.Hex) (int, bool) {
	if m.open {
		d := hex.Distance(m.from, h)
		return d, d <= m.steps && m.board.Contains(h)
	}
	i, ok := m.index(h)
	if !ok || m.dist[i] < 0 {
		return 0, false
	}
	return int(m.dist[i]), true
}

// reach fills m, breadth first, with the hexes within steps of from
// (steps is at most reachRadius).
func (s *State) reach(m *reachMap, from hex.Hex, steps int) {
	steps = min(steps, reachRadius)
	m.from, m.steps, m.board = from, steps, s.board
	m.open = !s.objectNear(from, steps)
	if m.open {
		return
	}
	for i := range m.dist {
		m.dist[i] = -1
	}
	var queue [3*reachRadius*(reachRadius+1) + 1]hex.Hex
	i0, _ := m.index(from)
	m.dist[i0] = 0
	queue[0] = from
	head, tail := 0, 1
	for head < tail {
		h := queue[head]
		head++
		d, _ := m.at(h)
		if d == steps {
			continue
		}
		for _, nb := range hex.Neighbors(h) {
			k, ok := m.index(nb)
			if !ok || m.dist[k] >= 0 || !s.board.Contains(nb) || s.objectAt(nb) >= 0 {
				continue
			}
			m.dist[k] = int8(d + 1)
			queue[tail] = nb
			tail++
		}
	}
}

// objectNear reports whether an object lies within steps of h.
func (s *State) objectNear(h hex.Hex, steps int) bool {
	for _, o := range s.objects {
		if hex.Distance(h, o.Hex) <= steps {
			return true
		}
	}
	return false
}

// canReach is reach for one hex; with no object near, the distance is
// enough (the shortest paths between two hexes of the board stay on it).
func (s *State) canReach(from, to hex.Hex, steps int) bool {
	if hex.Distance(from, to) > steps {
		return false
	}
	if !s.objectNear(from, steps) {
		return true
	}
	var m reachMap
	s.reach(&m, from, steps)
	_, ok := m.at(to)
	return ok
}

// spiralFrom is spiral from ring first on: the same order, without the
// rings nearer the centre.
func spiralFrom(center hex.Hex, first, radius int, f func(hex.Hex) bool) {
	if first <= 0 {
		spiral(center, radius, f)
		return
	}
	for k := first; k <= radius; k++ {
		h := hex.Add(center, hex.Scale(hex.N.Offset(), k))
		for i := 0; i < 6; i++ {
			step := hex.Direction(i).Rotate(2).Offset()
			for j := 0; j < k; j++ {
				if !f(h) {
					return
				}
				h = hex.Add(h, step)
			}
		}
	}
}

// spiral calls f with every hex within radius of center in hex.Spiral's
// order (the centre, then each ring clockwise from its north hex) until f
// returns false, without making the list.
func spiral(center hex.Hex, radius int, f func(hex.Hex) bool) {
	if !f(center) {
		return
	}
	for k := 1; k <= radius; k++ {
		h := hex.Add(center, hex.Scale(hex.N.Offset(), k))
		for i := 0; i < 6; i++ {
			step := hex.Direction(i).Rotate(2).Offset()
			for j := 0; j < k; j++ {
				if !f(h) {
					return
				}
				h = hex.Add(h, step)
			}
		}
	}
}

// outOfReach says why a craft cannot reach a hex, naming only what
// applies: the distance and the craft's own rule (5.2 for a fighter, C.5
// for a satellite), or the object in or on the way (2.1.2).
func (s *State) outOfReach(c *craft, x Fly) error {
	kind, rule := "a fighter", "5.2"
	if c.sat {
		kind, rule = "a battle satellite", "C.5"
	}
	to, name := hex.FromOffset(x.Col, x.Row), hexName(x.Col, x.Row)
	if d := hex.Distance(c.pos, to); d > c.moves() {
		return fmt.Errorf("%s cannot reach %s: %d hexes away, %s moves %d hexes at most (%s)", x.Craft.String(), name, d, kind, c.moves(), rule)
	}
	if o := s.objectAt(to); o >= 0 {
		return fmt.Errorf("%s cannot reach %s: the %s there stops movement (2.1.2)", x.Craft.String(), name, s.objects[o].Kind)
	}
	return fmt.Errorf("%s cannot reach %s: %d hexes away, but the way around the objects is longer than %s's %d hexes (%s, 2.1.2)",
		x.Craft.String(), name, hex.Distance(c.pos, to), kind, c.moves(), rule)
}

func (c *craft) moves() int {
	if c.sat {
		return SatelliteMP
	}
	return FighterMove
}

func (s *State) checkPick(k Pick) error {
	if s.picked >= 0 {
		return fmt.Errorf("%s must fly %s first", s.Name(s.craft[s.picked].side), s.craft[s.picked].id.String())
	}
	i := s.craftIndex(k.Craft)
	switch {
	case i < 0:
		return fmt.Errorf("there is no flight %q", k.Craft.String())
	case s.craft[i].side == k.By:
		return fmt.Errorf("%s is your own: fly it instead", k.Craft.String())
	case s.craft[i].moved:
		return fmt.Errorf("%s has already acted this phase", k.Craft.String())
	}
	return nil
}

// checkFly validates a flight's move and attack.
func (s *State) checkFly(x Fly) error {
	i := s.craftIndex(x.Craft)
	if i < 0 {
		return fmt.Errorf("there is no flight %q", x.Craft.String())
	}
	c := &s.craft[i]
	switch {
	case c.side != x.By:
		return fmt.Errorf("%s is not %s", x.Craft.String(), engine.Possessive(s.Name(x.By)))
	case s.picked >= 0 && s.picked != i:
		return fmt.Errorf("%s picked %s to act next", s.Name(other(x.By)), s.craft[s.picked].id.String())
	case c.moved:
		return fmt.Errorf("%s has already acted this phase", x.Craft.String())
	case x.Col < 0 || x.Row < 0 || x.Col > 99 || x.Row > 99:
		return fmt.Errorf("%s is not a hex of the board", hexName(x.Col, x.Row))
	}
	to := hex.FromOffset(x.Col, x.Row)
	if !s.board.Contains(to) {
		return fmt.Errorf("%s is off the board", hexName(x.Col, x.Row))
	}
	if !s.canReach(c.pos, to, c.moves()) {
		return s.outOfReach(c, x)
	}
	if x.Target.IsZero() {
		return nil
	}
	ref, err := s.resolveTarget(x.By, x.Target)
	if err != nil {
		return err
	}
	th := s.targetHex(ref)
	dist := hex.Distance(to, th)
	if c.sat {
		if ref.ship < 0 {
			return fmt.Errorf("battle satellites attack ships (the project's own reading of C.5)")
		}
		switch {
		case dist == 0:
			return fmt.Errorf("%s is in the satellite's own hex: no attack into one's own hex", x.Target.Words())
		case dist > satelliteWeapon.Range:
			return fmt.Errorf("%s would be %d hexes away; the satellite's weapon reaches %d (C.5)", x.Target.Words(), dist, satelliteWeapon.Range)
		case !s.Clear(to, th):
			return fmt.Errorf("no line of sight to %s (4.1.4)", x.Target.Words())
		}
		return nil
	}
	if ref.ship >= 0 && dist != 1 {
		return fmt.Errorf("fighters attack a ship in an adjacent hex, not one %d hexes away nor in their own hex (5.2.1, 5.3)", dist)
	}
	if ref.ship < 0 && dist > 1 {
		return fmt.Errorf("fighters attack fighters in their own or an adjacent hex (5.3)")
	}
	return nil
}

// flyOptions lists, for craft i: for every target it can attack, the
// nearest hex to attack it from; a move towards the nearest enemy ship;
// and last, staying put. The order is the screen's: its first line is
// what a key pressed once too often takes, and an attack there opens a
// field on the move where staying put would have spent the flight's move
// at once.
func (s *State) flyOptions(i int) []engine.Intent {
	var buf [flyBuf]Fly
	moves := s.flyMoves(i, buf[:0])
	out := make([]engine.Intent, len(moves))
	for k, m := range moves {
		out[k] = m
	}
	return out
}

// flyBuf is room for the moves flyMoves makes for a craft in most
// positions: staying put, one attack for each enemy ship and stack of
// craft, and a move towards the enemy.
const flyBuf = 16

// flyMoves appends to out the moves flyOptions lists for craft i, as
// values: the random opponent counts them and takes one (LegalCount,
// LegalAt) without putting each into an interface.
func (s *State) flyMoves(i int, out []Fly) []Fly {
	c := &s.craft[i]
	var dist reachMap
	s.reach(&dist, c.pos, c.moves())
	add := func(h hex.Hex, target Ref) {
		cc, rr := hex.ToOffset(h)
		in := Fly{By: c.side, Craft: c.id, Col: cc, Row: rr, Target: target}
		if !slices.Contains(out, in) {
			out = append(out, in)
		}
	}
	// nearest is the reachable hex of the stack in h or around it that
	// takes the fewest hexes, the first in Neighbors' order on a tie.
	nearest := func(h hex.Hex, withCentre bool) (hex.Hex, bool) {
		best, bd := hex.Hex{}, -1
		if d, in := dist.at(h); withCentre && in {
			best, bd = h, d
		}
		for _, nb := range hex.Neighbors(h) {
			if d, in := dist.at(nb); in && (bd < 0 || d < bd) {
				best, bd = nb, d
			}
		}
		return best, bd >= 0
	}
	for j := range s.ships {
		sh := &s.ships[j]
		if sh.side == c.side || !sh.onBoard() { // crippled ones too (4.3.2)
			continue
		}
		if c.sat {
			best, bd := hex.Hex{}, -1
			spiral(c.pos, c.moves(), func(h hex.Hex) bool {
				d, in := dist.at(h)
				if in && (bd < 0 || d < bd) {
					if r := hex.Distance(h, sh.pos); r >= 1 && r <= satelliteWeapon.Range && s.Clear(h, sh.pos) {
						best, bd = h, d
					}
				}
				return true
			})
			if bd >= 0 {
				add(best, ShipTarget(sh.name))
			}
			continue
		}
		if h, ok := nearest(sh.pos, false); ok {
			add(h, ShipTarget(sh.name))
		}
	}
	if !c.sat {
		var seen [8]hex.Hex
		stacks := seen[:0]
		for j := range s.craft {
			e := &s.craft[j]
			if e.side == c.side || e.n == 0 || slices.Contains(stacks, e.pos) {
				continue
			}
			stacks = append(stacks, e.pos)
			if h, ok := nearest(e.pos, true); ok {
				add(h, FightersTarget(e.pos))
			}
		}
	}
	// A move towards the nearest enemy ship, without attacking.
	best := s.towardEnemy(c, &dist)
	if best != c.pos {
		add(best, Ref{})
	}
	col, row := hex.ToOffset(c.pos)
	return append(out, Fly{By: c.side, Craft: c.id, Col: col, Row: row})
}

// towardEnemy is the first hex, in spiral order, of those craft c can
// reach that come nearest an enemy ship: its own hex when none comes
// nearer.
func (s *State) towardEnemy(c *craft, dist *reachMap) hex.Hex {
	var posBuf [maxShipsPerSide]hex.Hex
	enemies := posBuf[:0]
	for j := range s.ships {
		if sh := &s.ships[j]; sh.side != c.side && sh.operational() && len(enemies) < len(posBuf) {
			enemies = append(enemies, sh.pos)
		}
	}
	best, bd := c.pos, nearestOf(enemies, c.pos)
	// A hex k rings out is at least bd-k from every enemy. Without objects
	// in the way some hex of the last ring comes to bd-moves (or 0), the
	// best there is: the rings nearer the centre cannot reach it, and the
	// first hex that does is the answer.
	first, goal := 0, -1
	if dist.open {
		goal = max(0, bd-c.moves())
		first = bd - goal
	}
	spiralFrom(c.pos, first, c.moves(), func(h hex.Hex) bool {
		if _, ok := dist.at(h); ok {
			if d := nearestOf(enemies, h); d < bd {
				best, bd = h, d
			}
		}
		return bd > goal && bd > 0
	})
	return best
}

// nearestOf is the distance from h to the nearest of hexes.
func nearestOf(hexes []hex.Hex, h hex.Hex) int {
	best := 1 << 30
	for _, x := range hexes {
		best = min(best, hex.Distance(h, x))
	}
	return best
}

// nearestEnemy is the distance from h to the nearest enemy ship of side.
func (s *State) nearestEnemy(side engine.Player, h hex.Hex) int {
	best := 1 << 30
	for j := range s.ships {
		if s.ships[j].side != side && s.ships[j].operational() {
			best = min(best, hex.Distance(h, s.ships[j].pos))
		}
	}
	return best
}

// fly moves a flight or satellite and makes its attack; damage is applied
// at once (5.1.2).
func (n *State) fly(x Fly, ev []engine.Event) []engine.Event {
	i := n.craftIndex(x.Craft)
	c := &n.craft[i]
	to := hex.FromOffset(x.Col, x.Row)
	verb := " flies to "
	if to == c.pos {
		verb = " stays in "
	}
	c.pos = to
	c.moved = true
	ev = append(ev, n.ev(EvFly, x.By, x.Craft.String()+verb+hexName(x.Col, x.Row)))
	if !x.Target.IsZero() {
		ref, _ := n.resolveTarget(x.By, x.Target)
		switch {
		case c.sat:
			a := attacker{who: x.Craft.String(), side: c.side, bat: &satelliteWeapon, weapons: 1, from: c.pos}
			ev = n.attack(a, ref, ev)
		case ref.ship >= 0:
			ev = n.fighterAttack(i, ref.ship, ev)
		default:
			ev = n.dogfight(i, ref, ev)
		}
	}
	return n.damageStep(resumeFly, ev)
}

// fighterAttack is a flight's attack on a ship (5.3.1): a die per
// fighter, 5+ hits, a penetration die per hit against half the shields
// rounded up, a damage die per penetration; against AFB a 1 costs the
// flight a fighter (C.1), unless the ship is crippled (4.3.2). An explosion the flight or the ship is in takes
// its strength off the dice (4.3.1: attacks into or out of an explosion;
// rules 4), with 4.2.1's 6s rule once 7 or more is needed and a 1 always
// missing.
func (n *State) fighterAttack(i, t int, ev []engine.Event) []engine.Event {
	c := &n.craft[i]
	ts := &n.ships[t]
	mods := n.fighterMods(c.pos, ts.pos)
	need := fighterNeed(mods)
	dice := make([]engine.Die, c.n)
	hits, ones, sixes := 0, 0, 0
	for k := range dice {
		f := n.dice.D(6)
		dice[k] = engine.Die{Sides: 6, Face: f}
		switch {
		case f == 1:
			ones++
		case sixesPer(need) > 0:
			if f == 6 {
				sixes++
			}
		case f >= need:
			hits++
		}
	}
	res := ""
	if per := sixesPer(need); per > 0 {
		hits = sixes / per
		res = fmt.Sprintf("; %d+ needed: every %d unmodified 6s make one hit", need, per)
	} else if need != 5 {
		mod := make([]int, len(dice))
		for k, d := range dice {
			mod[k] = d.Face + 5 - need
		}
		res = fmt.Sprintf(" (modified: %s", joinFaces(mod))
		if ones > 0 {
			res += "; a 1 always misses"
		}
		res += ")"
	}
	afb := ts.fightsBack() // C.1, not on a crippled ship (4.3.2; rules 9)
	r := engine.Roll{Purpose: fmt.Sprintf("%s (%s) at %s (5.3.1)", c.id.String(), engine.Count(c.n, "fighter", "fighters"), ts.name), Dice: dice, Mods: mods, Need: fighterToHit, Cmp: engine.AtLeast, Total: hits, Success: hits > 0, Each: true,
		Result: engine.Count(hits, "hit", "hits") + res}
	if afb {
		// C.1: the target's AFB shoot down a fighter on every 1 rolled.
		lost := min(ones, c.n)
		c.n -= lost
		r.Result += fmt.Sprintf("; %s anti-fighter batteries destroy a fighter for each 1 rolled (C.1): %d lost", engine.Possessive(ts.name), lost)
	}
	ev = append(ev, engine.Event{Kind: EvToHit, Player: c.side, Roll: &r})
	if hits == 0 {
		return ev
	}
	shield := ts.shieldRating()
	eff := (shield + 1) / 2
	pd := make([]engine.Die, hits)
	pen := 0
	for k := range pd {
		f := n.dice.D(6)
		pd[k] = engine.Die{Sides: 6, Face: f}
		if f > eff {
			pen++
		}
	}
	sr := engine.Roll{Purpose: fmt.Sprintf("%s: shield roll against %s shields %d, halved to %d for fighters (5.3.1)", c.id.String(), engine.Possessive(ts.name), shield, eff), Dice: pd,
		Need: eff, Cmp: engine.Above, Total: pen, Success: pen > 0, Each: true, Result: engine.Count(pen, "penetrates", "penetrate") + noShields(eff, false)}
	ev = append(ev, engine.Event{Kind: EvShield, Player: c.side, Roll: &sr})
	if pen == 0 {
		return ev
	}
	return n.damageDice(t, pen, nil, c.id.String(), ev)
}

// fighterMods are the To-Hit modifiers of a flight in from attacking a
// ship in to (5.3.1): only explosions' (4.3.1), since fighters attack
// adjacent ships (no range band) and 4.2.1's ECM is a weapon's (the
// equipment's own entry is lost).
func (s *State) fighterMods(from, to hex.Hex) []engine.Mod {
	var mods []engine.Mod
	if st := s.explosionAt(from); st > 0 {
		mods = append(mods, engine.Mod{Why: "attacking out of an explosion (4.3.1)", Value: -st})
	}
	if st := s.explosionAt(to); st > 0 {
		mods = append(mods, engine.Mod{Why: "target in an explosion (4.3.1)", Value: -st})
	}
	return mods
}

// fighterToHit is a fighter's To-Hit number against a ship (5.3.1).
const fighterToHit = 5

// fighterNeed is the number a fighter's die needs against a ship: 5+
// (5.3.1) less the modifiers.
func fighterNeed(mods []engine.Mod) int { return needWith(fighterToHit, mods) }

// needWith is a To-Hit number less the modifiers on the dice (4.2.1).
func needWith(toHit int, mods []engine.Mod) int {
	for _, m := range mods {
		toHit -= m.Value
	}
	return toHit
}

// sixesPer is how many unmodified 6s make one hit when need is 7 or more
// (4.2.1: two at 7+, three at 8+, four at 9+ and so on); 0 below 7.
func sixesPer(need int) int {
	if need < 7 {
		return 0
	}
	return need - 5
}

// dogfight is a flight's attack on enemy craft (5.3.2): a die per fighter,
// 5 or 6 destroys a target fighter, 1 one of the attacker's, since the
// target fights back; a stack of battle satellites alone does not
// (fightsBack), and its 1s cost nothing.
func (n *State) dogfight(i int, t targetRef, ev []engine.Event) []engine.Event {
	c := &n.craft[i]
	back := n.fightsBack(t.side, t.stack)
	dice := make([]engine.Die, c.n)
	kills, ones := 0, 0
	for k := range dice {
		f := n.dice.D(6)
		dice[k] = engine.Die{Sides: 6, Face: f}
		switch {
		case f >= 5:
			kills++
		case f == 1:
			ones++
		}
	}
	cc, rr := hex.ToOffset(t.stack)
	// The flight's own losses, with what it has left: its fighters fall
	// here, where the defender's each have a line of their own.
	what, cost := "the fighters", fmt.Sprintf("each 1 rolled costs the attackers a fighter: %d lost, %d left", min(ones, c.n), c.n-min(ones, c.n))
	if !back {
		what, cost = "the satellites", "satellites do not fight back, so the 1s cost nothing"
		ones = 0
	}
	r := engine.Roll{Purpose: fmt.Sprintf("%s (%s) at %s in %s (5.3.2)", c.id.String(), engine.Count(c.n, "fighter", "fighters"), what, hexName(cc, rr)), Dice: dice, Need: 5, Cmp: engine.AtLeast,
		Total: kills, Success: kills > 0, Each: true,
		// Hits, not fighters destroyed: the hex may hold fewer unhit
		// fighters than the 5s and 6s, which the kill line after says.
		Result: fmt.Sprintf("%s; %s", engine.Count(kills, "hit", "hits"), cost)}
	ev = append(ev, engine.Event{Kind: EvToHit, Player: c.side, Roll: &r})
	c.n -= min(ones, c.n)
	if kills > 0 {
		ev = n.killCraft(t.side, t.stack, kills, c.id.String(), false, ev)
	}
	return ev
}

// fightsBack reports whether side's stack of craft in h fights back when
// a flight attacks it (5.3.2, whose 1s cost the attackers a fighter for
// that reason): it does while it holds a fighter flight, even one whose
// fighters were all hit this phase (they stay on the board until it ends,
// 4.3). Battle satellites attack ships only (C.5 as far as printed; the
// project's own), so a stack of them alone does not (rules 12), as a
// crippled ship's anti-fighter batteries do not (rules 9).
func (n *State) fightsBack(side engine.Player, h hex.Hex) bool {
	for _, e := range n.craft {
		if e.side == side && e.pos == h && !e.sat && e.n+e.lost > 0 {
			return true
		}
	}
	return false
}
