package starmada

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// reach is how many hexes a flight needs to get to each hex within steps,
// on the board and around objects (5.2, 2.1.2).
func (s *State) reach(from hex.Hex, steps int) map[hex.Hex]int {
	dist := map[hex.Hex]int{from: 0}
	frontier := []hex.Hex{from}
	for d := 1; d <= steps; d++ {
		var next []hex.Hex
		for _, h := range frontier {
			for _, nb := range hex.Neighbors(h) {
				if _, ok := dist[nb]; ok || !s.board.Contains(nb) || s.objectAt(nb) >= 0 {
					continue
				}
				dist[nb] = d
				next = append(next, nb)
			}
		}
		frontier = next
	}
	return dist
}

// canReach is reach for one hex; with no object near, the distance is
// enough (the shortest paths between two hexes of the board stay on it).
func (s *State) canReach(from, to hex.Hex, steps int) bool {
	if hex.Distance(from, to) > steps {
		return false
	}
	near := false
	for _, o := range s.objects {
		near = near || hex.Distance(from, o.Hex) <= steps
	}
	if !near {
		return true
	}
	_, ok := s.reach(from, steps)[to]
	return ok
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
		return fmt.Errorf("%s is not %s's", x.Craft.String(), s.Name(x.By))
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
		return fmt.Errorf("%s cannot reach %s: %d hexes at most, around objects (5.2, C.5)", x.Craft.String(), hexName(x.Col, x.Row), c.moves())
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

// flyOptions lists, for craft i: stay put; for every target it can
// attack, the nearest hex to attack it from; and a move towards the
// nearest enemy ship.
func (s *State) flyOptions(i int) []engine.Intent {
	c := &s.craft[i]
	dist := s.reach(c.pos, c.moves())
	col, row := hex.ToOffset(c.pos)
	out := []engine.Intent{Fly{By: c.side, Craft: c.id, Col: col, Row: row}}
	add := func(h hex.Hex, target Ref) {
		cc, rr := hex.ToOffset(h)
		in := Fly{By: c.side, Craft: c.id, Col: cc, Row: rr, Target: target}
		for _, o := range out {
			if o == in {
				return
			}
		}
		out = append(out, in)
	}
	nearest := func(cands []hex.Hex, ok func(hex.Hex) bool) (hex.Hex, bool) {
		best, bd := hex.Hex{}, -1
		for _, h := range cands {
			if d, in := dist[h]; in && (bd < 0 || d < bd) && (ok == nil || ok(h)) {
				best, bd = h, d
			}
		}
		return best, bd >= 0
	}
	for j := range s.ships {
		sh := &s.ships[j]
		if sh.side == c.side || !sh.operational() {
			continue
		}
		if c.sat {
			h, ok := nearest(hex.Spiral(c.pos, c.moves()), func(h hex.Hex) bool {
				d := hex.Distance(h, sh.pos)
				return d >= 1 && d <= satelliteWeapon.Range && s.Clear(h, sh.pos)
			})
			if ok {
				add(h, ShipTarget(sh.name))
			}
			continue
		}
		r := hex.Ring(sh.pos, 1)
		if h, ok := nearest(r[:], nil); ok {
			add(h, ShipTarget(sh.name))
		}
	}
	if !c.sat {
		seen := map[hex.Hex]bool{}
		for j := range s.craft {
			e := &s.craft[j]
			if e.side == c.side || e.n == 0 || seen[e.pos] {
				continue
			}
			seen[e.pos] = true
			cands := append([]hex.Hex{e.pos}, hex.Ring(e.pos, 1)...)
			if h, ok := nearest(cands, nil); ok {
				add(h, FightersTarget(e.pos))
			}
		}
	}
	// A move towards the nearest enemy ship, without attacking.
	best, bd := c.pos, s.nearestEnemy(c.side, c.pos)
	for _, h := range hex.Spiral(c.pos, c.moves()) {
		if _, ok := dist[h]; ok {
			if d := s.nearestEnemy(c.side, h); d < bd {
				best, bd = h, d
			}
		}
	}
	if best != c.pos {
		add(best, Ref{})
	}
	return out
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
	c.pos = hex.FromOffset(x.Col, x.Row)
	c.moved = true
	ev = append(ev, n.ev(EvFly, x.By, x.Craft.String()+" flies to "+hexName(x.Col, x.Row)))
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
// flight a fighter (C.1).
func (n *State) fighterAttack(i, t int, ev []engine.Event) []engine.Event {
	c := &n.craft[i]
	ts := &n.ships[t]
	dice := make([]engine.Die, c.n)
	hits, ones := 0, 0
	for k := range dice {
		f := n.dice.D(6)
		dice[k] = engine.Die{Sides: 6, Face: f}
		switch {
		case f >= 5:
			hits++
		case f == 1:
			ones++
		}
	}
	afb := ts.hasEquip(AntiFighterBatteries)
	r := engine.Roll{Purpose: fmt.Sprintf("%s (%d fighters) at %s", c.id.String(), c.n, ts.name), Dice: dice, Need: 5, Cmp: engine.AtLeast, Total: hits, Success: hits > 0, Each: true,
		Result: plural(hits, "hit", "hits")}
	if afb && ones > 0 {
		lost := min(ones, c.n)
		c.n -= lost
		r.Result += fmt.Sprintf("; anti-fighter batteries destroy %s of the flight (C.1)", plural(lost, "fighter", "fighters"))
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
	sr := engine.Roll{Purpose: fmt.Sprintf("%s: shield roll against %s's shields %d, halved to %d", c.id.String(), ts.name, shield, eff), Dice: pd,
		Need: eff, Cmp: engine.Above, Total: pen, Success: pen > 0, Each: true, Result: fmt.Sprintf("%d penetrate", pen)}
	ev = append(ev, engine.Event{Kind: EvShield, Player: c.side, Roll: &sr})
	if pen == 0 {
		return ev
	}
	return n.damageDice(t, pen, nil, c.id.String(), ev)
}

// dogfight is a flight's attack on enemy craft (5.3.2): a die per fighter,
// 5 or 6 destroys a target fighter, 1 one of the attacker's.
func (n *State) dogfight(i int, t targetRef, ev []engine.Event) []engine.Event {
	c := &n.craft[i]
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
	r := engine.Roll{Purpose: fmt.Sprintf("%s (%d fighters) at the fighters in %s", c.id.String(), c.n, hexName(cc, rr)), Dice: dice, Need: 5, Cmp: engine.AtLeast,
		Total: kills, Success: kills > 0, Each: true, Result: fmt.Sprintf("%d destroyed, %d of the attackers lost", kills, min(ones, c.n))}
	ev = append(ev, engine.Event{Kind: EvToHit, Player: c.side, Roll: &r})
	c.n -= min(ones, c.n)
	if kills > 0 {
		ev = n.killCraft(t.side, t.stack, kills, c.id.String(), ev)
	}
	return ev
}
