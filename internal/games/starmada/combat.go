package starmada

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// resolveTarget finds what side p aims at: an enemy ship, or the enemy
// craft in a hex.
func (s *State) resolveTarget(p engine.Player, t Ref) (targetRef, error) {
	if t.Fighters {
		// Craft shot down by an attack resolved earlier in this Combat
		// Phase are still on the board until the phase ends (4.1, 4.3: no
		// damage is applied until then), as a doomed ship is: c.lost counts
		// them (it is never above 0 outside the Combat Phase).
		for _, c := range s.craft {
			if c.side != p && c.pos == t.At && c.n+c.lost > 0 {
				return targetRef{ship: -1, side: other(p), stack: t.At}, nil
			}
		}
		return targetRef{}, fmt.Errorf("there are no enemy fighters or satellites in %s", HexLabel(t.At))
	}
	i := s.shipIndex(t.Ship)
	switch {
	case i < 0:
		return targetRef{}, fmt.Errorf("there is no ship %q", t.Ship)
	case s.ships[i].side == p:
		return targetRef{}, fmt.Errorf("%s is one of your own ships", t.Ship)
	case !s.ships[i].onBoard():
		// A crippled ship is still on the map, and may be attacked (4.3.2).
		return targetRef{}, fmt.Errorf("%s is out of the fight: %s", t.Ship, s.ships[i].statusText())
	}
	return targetRef{ship: i, side: s.ships[i].side, stack: s.ships[i].pos}, nil
}

func (s *State) targetHex(t targetRef) hex.Hex {
	if t.ship >= 0 {
		return s.ships[t.ship].pos
	}
	return t.stack
}

func (s *State) blocks(h hex.Hex) bool { return s.explosionAt(h) > 0 || s.objectAt(h) >= 0 }

// Clear reports whether a line of sight runs from a to b: explosion
// counters and objects block it, ships and fighters do not (4.1.4).
func (s *State) Clear(a, b hex.Hex) bool {
	// Most lines pass far from every explosion and object: only a blocker
	// inside the lens between a and b can touch the line, so the exact
	// trace runs only then. A hex the segment crosses lies within 2/3 of
	// a hex (in the hex norm) of a point of it, so d(a,h)+d(h,b) is at
	// most d(a,b)+1; +2 keeps a margin.
	d := hex.Distance(a, b) + 2
	near := false
	for i := range s.booms {
		if h := s.booms[i].pos; hex.Distance(a, h)+hex.Distance(h, b) <= d {
			near = true
			break
		}
	}
	for i := 0; !near && i < len(s.objects); i++ {
		if h := s.objects[i].Hex; hex.Distance(a, h)+hex.Distance(h, b) <= d {
			near = true
		}
	}
	if !near {
		return true
	}
	return hex.LineOfSight(a, b, s.blocks)
}

// fighterBand shifts a band one worse against craft (5.3.3).
func fighterBand(b Band) Band {
	switch b {
	case Short:
		return Medium
	case Medium:
		return Long
	}
	return OutOfRange
}

// checkTarget validates a declaration and works out the mounts it uses;
// canAim is its verdict on the declarations Legal lists.
func (s *State) checkTarget(t Target) (decl, error) {
	fail := func(format string, args ...any) (decl, error) {
		return decl{}, fmt.Errorf(format, args...)
	}
	i := s.shipIndex(t.Ship)
	if i < 0 {
		return fail("there is no ship %q", t.Ship)
	}
	sh := &s.ships[i]
	if sh.side != t.By {
		return fail("%s is not %s ship", t.Ship, engine.Possessive(s.Name(t.By)))
	}
	if !sh.operational() {
		return fail("%s cannot fire: %s", t.Ship, sh.statusText())
	}
	if s.hasResolved(i) {
		return fail("%s has already resolved its attacks: a ship declares every target before it resolves any (4.1.1)", t.Ship)
	}
	if len(t.Battery) != 1 || sh.class.Battery(t.Battery[0]) == nil {
		return fail("%s has no battery %q", t.Ship, t.Battery)
	}
	bi := int(t.Battery[0] - 'a')
	b := sh.class.Battery(t.Battery[0])
	ref, err := s.resolveTarget(t.By, t.Target)
	if err != nil {
		return decl{}, err
	}
	to := s.targetHex(ref)
	d := hex.Range(sh.pos, to)
	if d == 0 {
		return fail("%s %s in %s own hex: no attack into one's own hex (3.3.1)", t.Target.Words(), t.Target.verb("is"), engine.Possessive(t.Ship))
	}
	band := b.BandAt(d)
	if ref.ship < 0 {
		if b.Has(MustRerollPEN) || b.Has(NoHullDamage) {
			return fail("(%s) %s cannot harm fighters (5.3.3)", t.Battery, b.Name)
		}
		band = fighterBand(band)
	}
	if band == OutOfRange {
		if ref.ship < 0 && b.BandAt(d) != OutOfRange {
			return fail("the fighters are at long range for (%s) %s: fighters cannot be attacked at long range (5.3.3)", t.Battery, b.Name)
		}
		return fail("%s %s %d hexes away, beyond the %d of (%s) %s (4.1.3)", t.Target.Words(), t.Target.verb("is"), d, b.Range, t.Battery, b.Name)
	}
	arcs := hex.StarmadaArcs(sh.pos, sh.facing, to)
	taken := s.takenMounts(i, bi)
	var mounts []int
	if len(t.Mounts) > 0 {
		for k, m := range t.Mounts {
			switch {
			case m < 0 || m >= len(b.Mounts):
				return fail("(%s) %s has no weapon %d", t.Battery, b.Name, m+1)
			case isSettled(sh.weaponBoxes(bi)[m]):
				return fail("(%s) weapon %d is destroyed", t.Battery, m+1)
			case taken&(1<<m) != 0:
				return fail("(%s) weapon %d already has a target: each weapon fires once a phase (4.1.1)", t.Battery, m+1)
			case !b.Mounts[m].Overlaps(arcs):
				return fail("(%s) weapon %d covers %s, but %s %s in %s (4.1.2)", t.Battery, m+1, arcWords(b.Mounts[m]), t.Target.Words(), t.Target.verb("is"), arcWords(arcs))
			}
			for _, o := range t.Mounts[:k] {
				if o == m {
					return fail("weapon %d is listed twice", m+1)
				}
			}
			mounts = append(mounts, m)
		}
	} else {
		for _, m := range sh.working(bi) {
			if taken&(1<<m) == 0 && b.Mounts[m].Overlaps(arcs) {
				mounts = append(mounts, m)
			}
		}
		if len(mounts) == 0 {
			return fail("no free, working weapon of (%s) %s covers %s, where %s %s (4.1.2)", t.Battery, b.Name, arcWords(arcs), t.Target.Words(), t.Target.verb("is"))
		}
	}
	if !s.Clear(sh.pos, to) {
		return fail("no line of sight from %s to %s: an explosion or object is in the way (4.1.4)", t.Ship, t.Target.Words())
	}
	sort.Ints(mounts)
	return decl{ship: i, battery: bi, mounts: mounts, target: ref}, nil
}

// declare records a checked declaration.
func (n *State) declare(t Target, ev []engine.Event) (decl, []engine.Event) {
	d, _ := n.checkTarget(t)
	b := &n.ships[d.ship].class.Batteries[d.battery]
	parts := make([]string, len(d.mounts))
	for k, m := range d.mounts {
		parts[k] = strconv.Itoa(m + 1)
	}
	return d, append(ev, n.ev(EvTarget, t.By, fmt.Sprintf("%s declares (%c) %s %s at %s", t.Ship, 'a'+d.battery, b.Name, strings.Join(parts, ","), t.Target.Words())))
}

// targetOptions lists a declaration for every ship, battery and target
// that some free weapon can attack.
func (s *State) targetOptions(p engine.Player) []engine.Intent { return s.targets(p, false) }

// declaration is one declaration of attack Legal lists, not yet an
// intent: ship's battery at aim, with every free weapon that bears
// (mount < 0) or with weapon mount alone.
type declaration struct {
	ship, battery int
	aim           targetRef
	mount         int
}

// eachDeclaration calls f with every declaration side p may make, in
// Legal's order, until f returns false: each declaration of a whole
// battery (every free weapon that bears), as targetOptions lists them,
// followed by declarations of a single weapon of it at the same target,
// one for each set of arcs among those weapons when there are two or
// more. 4.1.1 has a ship declare which weapons it uses against each
// target, so a battery may split its fire between targets or hold some
// weapons back; weapons with the same arcs are alike, so one stands for
// them all, and declaring weapon after weapon makes any split (the weapons
// of a battery at one target are rolled together however they were
// declared, 4.2.1). It makes no intent: Legal, LegalCount and LegalAt
// share it, and the random opponent counts and picks one without the list.
func (s *State) eachDeclaration(p engine.Player, f func(declaration) bool) {
	var buf [2 * maxShipsPerSide]targetRef
	aims := s.aims(p, buf[:0])
	var geoBuf [2 * maxShipsPerSide]aimGeometry
	geo := geoBuf[:0]
	if len(aims) > len(geoBuf) {
		geo = make([]aimGeometry, 0, len(aims))
	}
	cur := s.declaring()
	for k := -1; k < len(s.ships); k++ {
		i := k
		switch {
		case k < 0 && cur < 0, k >= 0 && k == cur:
			continue
		case k < 0:
			i = cur
		}
		sh := &s.ships[i]
		if sh.side != p || !sh.operational() || s.hasResolved(i) {
			continue
		}
		geo = geo[:0]
		for _, a := range aims {
			to := s.targetHex(a)
			geo = append(geo, aimGeometry{to: to, d: hex.Range(sh.pos, to)})
		}
		for bi := range sh.class.Batteries {
			b := &sh.class.Batteries[bi]
			free := s.freeMounts(i, bi)
			if free == 0 {
				continue
			}
			harmsCraft := !b.Has(MustRerollPEN) && !b.Has(NoHullDamage)
			for ai, a := range aims {
				if a.ship < 0 && !harmsCraft {
					continue
				}
				bear := s.bears(sh, b, free, a.ship < 0, &geo[ai])
				if bear == 0 {
					continue
				}
				if !f(declaration{ship: i, battery: bi, aim: a, mount: -1}) {
					return
				}
				if bits.OnesCount32(bear) < 2 {
					continue
				}
				var seen [maxMounts]hex.ArcSet
				kinds := seen[:0]
				for m := bear; m != 0; m &= m - 1 {
					w := bits.TrailingZeros32(m)
					if slices.Contains(kinds, b.Mounts[w]) {
						continue
					}
					kinds = append(kinds, b.Mounts[w])
					if !f(declaration{ship: i, battery: bi, aim: a, mount: w}) {
						return
					}
				}
			}
		}
	}
}

// aimGeometry is where one target lies from the ship declaring, worked
// out once for all its batteries: the hex and the range, and when a
// battery first asks, the arcs and whether a line of sight runs there.
type aimGeometry struct {
	to    hex.Hex
	d     int
	arcs  hex.ArcSet
	known uint8 // aimArcs, aimSight and aimClear: what is worked out
}

const (
	aimArcs  = 1 << iota // arcs is set
	aimSight             // the line of sight is known: aimClear says which
	aimClear
)

// freeMounts is the set of battery bi's weapons of ship i that are
// working and have no target yet this phase, a bit each.
func (s *State) freeMounts(i, bi int) uint32 {
	taken := s.takenMounts(i, bi)
	var free uint32
	for m, mk := range s.ships[i].weaponBoxes(bi) {
		if !isSettled(mk) && taken&(1<<m) == 0 {
			free |= 1 << m
		}
	}
	return free
}

// bears is bearing for battery b of ship sh, whose free weapons are
// free, at the target that lies at g (craft when craft is set, which the
// battery can harm): the same checks, with the target's arcs and line of
// sight worked out once for every battery of the ship.
func (s *State) bears(sh *ship, b *Battery, free uint32, craft bool, g *aimGeometry) uint32 {
	if g.d == 0 {
		return 0
	}
	band := b.BandAt(g.d)
	if craft {
		band = fighterBand(band)
	}
	if band == OutOfRange {
		return 0
	}
	if g.known&aimArcs == 0 {
		g.arcs = hex.StarmadaArcs(sh.pos, sh.facing, g.to)
		g.known |= aimArcs
	}
	var bear uint32
	for m := free; m != 0; m &= m - 1 {
		if w := bits.TrailingZeros32(m); b.Mounts[w].Overlaps(g.arcs) {
			bear |= 1 << w
		}
	}
	if bear == 0 {
		return 0
	}
	if g.known&aimSight == 0 {
		g.known |= aimSight
		if s.Clear(sh.pos, g.to) {
			g.known |= aimClear
		}
	}
	if g.known&aimClear == 0 {
		return 0
	}
	return bear
}

// declIntent is the declaration as side p's Target.
func (s *State) declIntent(p engine.Player, d declaration) Target {
	sh := &s.ships[d.ship]
	t := FightersTarget(d.aim.stack)
	if d.aim.ship >= 0 {
		t = ShipTarget(s.ships[d.aim.ship].name)
	}
	in := Target{By: p, Ship: sh.name, Battery: string(sh.class.Batteries[d.battery].Letter), Target: t}
	if d.mount >= 0 {
		in.Mounts = []int{d.mount}
	}
	return in
}

// declarations lists what eachDeclaration makes, as Legal lists it.
func (s *State) declarations(p engine.Player, out []engine.Intent) []engine.Intent {
	s.eachDeclaration(p, func(d declaration) bool {
		out = append(out, s.declIntent(p, d))
		return true
	})
	return out
}

// anyTarget reports whether side p can declare anything at all.
func (s *State) anyTarget(p engine.Player) bool { return len(s.targets(p, true)) > 0 }

func (s *State) targets(p engine.Player, first bool) []engine.Intent {
	var buf [2 * maxShipsPerSide]targetRef
	aims := s.aims(p, buf[:0])
	cur := s.declaring()
	var out []engine.Intent
	for k := -1; k < len(s.ships); k++ {
		i := k
		switch {
		case k < 0 && cur < 0, k >= 0 && k == cur:
			continue
		case k < 0:
			i = cur
		}
		sh := &s.ships[i]
		if sh.side != p || !sh.operational() || s.hasResolved(i) {
			continue
		}
		for bi := range sh.class.Batteries {
			for _, a := range aims {
				if !s.canAim(i, bi, a) {
					continue
				}
				t := FightersTarget(a.stack)
				if a.ship >= 0 {
					t = ShipTarget(s.ships[a.ship].name)
				}
				out = append(out, Target{By: p, Ship: sh.name, Battery: string(sh.class.Batteries[bi].Letter), Target: t})
				if first {
					return out
				}
			}
		}
	}
	return out
}

// aims appends to buf what side p may aim at: the enemy's ships on the
// map (crippled ones too, 4.3.2), then the stacks of its craft, each once
// (the checks resolveTarget makes).
func (s *State) aims(p engine.Player, buf []targetRef) []targetRef {
	aims := buf
	for i := range s.ships {
		if s.ships[i].side != p && s.ships[i].onBoard() {
			aims = append(aims, targetRef{ship: i, side: s.ships[i].side, stack: s.ships[i].pos})
		}
	}
	nShips := len(aims)
	for _, c := range s.craft {
		if c.side == p || c.n+c.lost == 0 {
			continue
		}
		dup := false
		for _, a := range aims[nShips:] {
			dup = dup || a.stack == c.pos
		}
		if !dup {
			aims = append(aims, targetRef{ship: -1, side: c.side, stack: c.pos})
		}
	}
	return aims
}

// declaring is the ship being declared, or -1: one with declarations
// waiting to be resolved (4.1.1), which the declarations list first, then
// the others in scenario order.
func (s *State) declaring() int {
	if len(s.decls) > 0 {
		return s.decls[0].ship
	}
	return -1
}

// canAim is the verdict of checkTarget on a declaration of battery bi of
// ship i (which can fire) at t (a valid target) with its free weapons,
// without the words: Legal asks it for every battery and target.
func (s *State) canAim(i, bi int, t targetRef) bool { return s.bearing(i, bi, t) != 0 }

// bearing is the set of battery bi's weapons, a bit each, that a
// declaration of ship i (which can fire) at t (a valid target) with its
// free weapons would use, the mounts checkTarget finds, or 0 when
// checkTarget refuses it.
func (s *State) bearing(i, bi int, t targetRef) uint32 {
	sh := &s.ships[i]
	b := &sh.class.Batteries[bi]
	to := s.targetHex(t)
	d := hex.Range(sh.pos, to)
	if d == 0 {
		return 0
	}
	band := b.BandAt(d)
	if t.ship < 0 {
		if b.Has(MustRerollPEN) || b.Has(NoHullDamage) {
			return 0
		}
		band = fighterBand(band)
	}
	if band == OutOfRange {
		return 0
	}
	arcs := hex.StarmadaArcs(sh.pos, sh.facing, to)
	taken := s.takenMounts(i, bi)
	var bear uint32
	for m, mk := range sh.weaponBoxes(bi) {
		if !isSettled(mk) && taken&(1<<m) == 0 && b.Mounts[m].Overlaps(arcs) {
			bear |= 1 << m
		}
	}
	if bear == 0 || !s.Clear(sh.pos, to) {
		return 0
	}
	return bear
}

// takenMounts is the set of battery bi's weapons of ship i declared this
// phase, a bit per weapon (a battery has at most maxMounts).
func (s *State) takenMounts(i, bi int) uint32 {
	var taken uint32
	for _, d := range s.decls {
		if d.ship == i && d.battery == bi {
			for _, m := range d.mounts {
				if m >= 0 && m < maxMounts {
					taken |= 1 << m
				}
			}
		}
	}
	return taken
}

// hasResolved reports whether ship i has resolved its attacks this
// Combat Phase (4.1.1).
func (s *State) hasResolved(i int) bool {
	for _, j := range s.resolved {
		if j == i {
			return true
		}
	}
	return false
}

// resolveOptions lists a Resolve for every ship of side p with attacks
// declared, in the order of the ships.
func (s *State) resolveOptions(p engine.Player) []engine.Intent {
	var out []engine.Intent
	for i := range s.ships {
		for _, d := range s.decls {
			if d.ship == i {
				out = append(out, Resolve{By: p, Ship: s.ships[i].name})
				break
			}
		}
	}
	return out
}

// checkResolve says why ship x.Ship cannot resolve its attacks now.
func (s *State) checkResolve(x Resolve) error {
	i := s.shipIndex(x.Ship)
	switch {
	case i < 0:
		return fmt.Errorf("there is no ship %q", x.Ship)
	case s.ships[i].side != x.By:
		return fmt.Errorf("%s is not %s ship", x.Ship, engine.Possessive(s.Name(x.By)))
	}
	for _, d := range s.decls {
		if d.ship == i {
			return nil
		}
	}
	return fmt.Errorf("%s has declared no attack to resolve: declare its targets first (4.1.1)", x.Ship)
}

// resolveShip resolves the attacks declared for one ship (4.1.1), which
// then declares nothing more; the side's fire ends when it has nothing
// left to declare or resolve.
func (n *State) resolveShip(x Resolve, ev []engine.Event) []engine.Event {
	i := n.shipIndex(x.Ship)
	var mine, rest []decl
	for _, d := range n.decls {
		if d.ship == i {
			mine = append(mine, d)
		} else {
			rest = append(rest, d)
		}
	}
	ev = append(ev, n.ev(EvPhase, x.By, fmt.Sprintf("%s resolves %s", x.Ship, engine.Count(len(mine), "declared attack", "declared attacks"))))
	n.decls = mine
	ev = n.resolveDecls(ev)
	n.decls = rest
	n.resolved = append(n.resolved, i)
	if len(n.decls) == 0 && !n.anyTarget(x.By) {
		ev = append(ev, n.ev(EvPhase, x.By, n.Name(x.By)+" has nothing more to fire"))
		return n.endFire(x.By, ev)
	}
	return ev
}

// resolveDecls resolves the firing side's declarations, the weapons of one
// battery at one target together (4.2.1).
func (n *State) resolveDecls(ev []engine.Event) []engine.Event {
	type group struct {
		ship, battery, weapons int
		target                 targetRef
	}
	var gs []group
	for _, d := range n.decls {
		found := false
		for k := range gs {
			if gs[k].ship == d.ship && gs[k].battery == d.battery && gs[k].target == d.target {
				gs[k].weapons += len(d.mounts)
				found = true
			}
		}
		if !found {
			gs = append(gs, group{d.ship, d.battery, len(d.mounts), d.target})
		}
	}
	for _, g := range gs {
		sh := &n.ships[g.ship]
		b := &sh.class.Batteries[g.battery]
		a := attacker{who: fmt.Sprintf("%s (%c) %s ×%d", sh.name, b.Letter, b.Name, g.weapons), side: sh.side, bat: b, weapons: g.weapons, from: sh.pos}
		ev = n.attack(a, g.target, ev)
	}
	n.compactCraft()
	return ev
}

// attacker is a battery (or a satellite's weapon) making one attack.
type attacker struct {
	who     string
	side    engine.Player
	bat     *Battery
	weapons int
	from    hex.Hex
	atCraft bool // the attack is at fighters, one band further (5.3.3)
}

// Modifiers are the To-Hit modifiers of an attack from a hex at a target
// (4.2.1, 4.3.1): range band, ECM, explosions.
func (s *State) modifiers(b *Battery, from hex.Hex, t targetRef) (Band, []engine.Mod) {
	to := s.targetHex(t)
	band := b.BandAt(hex.Range(from, to))
	if t.ship < 0 {
		band = fighterBand(band)
	}
	var mods []engine.Mod
	if m := b.RangeMod(band); m != 0 {
		why := band.String() + " range"
		switch {
		case b.Has(DoubledRangeModifiers):
			why += ", doubled (B.4)"
		case b.Has(InvertedRangeMods):
			why += ", inverted (B.11)"
		}
		mods = append(mods, engine.Mod{Why: why, Value: m})
	}
	if t.ship >= 0 && s.ships[t.ship].hasEquip(ElectronicCountermeasures) {
		mods = append(mods, engine.Mod{Why: "ECM", Value: -1})
	}
	if st := s.explosionAt(from); st > 0 {
		mods = append(mods, engine.Mod{Why: "firing out of an explosion", Value: -st})
	}
	if st := s.explosionAt(to); st > 0 {
		mods = append(mods, engine.Mod{Why: "target in an explosion", Value: -st})
	}
	return band, mods
}

func dieChart(f int) int {
	switch {
	case f <= 3:
		return 1
	case f <= 5:
		return 2
	}
	return 3
}

func rangeMult(band Band) int {
	switch band {
	case Short:
		return 3
	case Medium:
		return 2
	}
	return 1
}

// variable rolls one die per point on the chart of B.23/B.26/B.27; stat
// names the value ("ROF", "PEN", "DMG"), what the dice it gives and rule
// the section. The log says what each die gave, as the chart is no sum.
func (n *State) variable(points int, stat, what, rule, who, how string, ev []engine.Event) (int, []engine.Event) {
	dice := make([]engine.Die, points)
	gave := make([]string, points)
	total := 0
	for k := range dice {
		f := n.dice.D(6)
		dice[k] = engine.Die{Sides: 6, Face: f}
		total += dieChart(f)
		gave[k] = fmt.Sprintf("%d→%d", f, dieChart(f))
	}
	// Each: the faces are read on the chart one by one, never added up.
	if how != "" {
		how = ", " + how
	}
	r := engine.Roll{Purpose: fmt.Sprintf("%s: Variable %s %d%s (%s: 1–3 gives 1 die, 4–5 gives 2, 6 gives 3)", who, stat, points, how, rule), Dice: dice, Total: total, Success: true, Each: true,
		Result: fmt.Sprintf("%s: %s", strings.Join(gave, ", "), engine.Count(total, what+" die", what+" dice"))}
	return total, append(ev, engine.Event{Kind: EvToHit, Player: engine.NoPlayer, Roll: &r})
}

func joinFaces(fs []int) string {
	p := make([]string, len(fs))
	for i, f := range fs {
		p[i] = strconv.Itoa(f)
	}
	return strings.Join(p, " ")
}

// The numbers of an attack's rolls, one helper each, shared by the roll
// (attack, toHit, penetrate) and by FireOdds, which tells them before the
// dice.

// rofDice is the To-Hit dice of a battery's weapons at a band: ROF per
// weapon (4.2.1), tripled at short range and doubled at medium for
// Range-Based ROF (B.18). With Variable ROF they are the points rolled on
// its chart first (B.27).
func rofDice(b *Battery, weapons int, band Band) int {
	rof := b.ROF * weapons
	if b.Has(RangeBasedROF) {
		rof *= rangeMult(band)
	}
	return rof
}

// hitFace reports whether a To-Hit die's face hits when need is wanted
// (4.2.1): a 1 never does; from 7 up only the 6s count, pooled by sixesPer.
func hitFace(f, need int) bool {
	if sixesPer(need) > 0 {
		return f == 6
	}
	return f >= max(need, MinFace)
}

// MinFace is the least face that can hit, whatever the modifiers: a 1
// always misses (4.2.1).
const MinFace = 2

// shieldsAgainst is the rating a penetration die must exceed (4.2.2):
// half the shields, rounded up, for Halves Shields (B.7); none for
// Ignores Shields (B.8, whose dice all get through: penetrates).
func shieldsAgainst(b *Battery, shield int) int {
	switch {
	case b.Has(IgnoresShields):
		return 0
	case b.Has(HalvesShields):
		return (shield + 1) / 2
	}
	return shield
}

// penetrates reports whether a penetration die of face f gets through
// shields eff (4.2.2, B.8).
func penetrates(b *Battery, f, eff int) bool { return b.Has(IgnoresShields) || f > eff }

// penDice is the penetration dice of one hit whose modified To-Hit die
// beat the To-Hit number by margin (4.2.2): PEN, tripled at short range and
// doubled at medium (B.17), times 1 + margin (B.10), times the target's
// shield rating when it has any (B.22). With Variable PEN they are the
// points rolled on its chart first (B.26).
func penDice(b *Battery, band Band, margin, shield int) int {
	p := b.PEN
	if b.Has(RangeBasedPEN) {
		p *= rangeMult(band)
	}
	if b.Has(IncreasedPEN) {
		p *= 1 + margin
	}
	if b.Has(ShieldResonant) && shield > 0 {
		p *= shield
	}
	return p
}

// dmgDice is the damage dice of one penetration die of face f against
// shields eff (4.2.3): DMG, tripled at short range and doubled at medium
// (B.16), times what the die beat the shields by (B.9). With Variable DMG
// they are the points rolled on its chart first (B.23).
func dmgDice(b *Battery, band Band, f, eff int) int {
	d := b.DMG
	if b.Has(RangeBasedDMG) {
		d *= rangeMult(band)
	}
	if b.Has(IncreasedDMG) {
		d *= f - eff
	}
	return d
}

// attack makes one attack: the To-Hit roll (4.2.1), the shield roll
// (4.2.2) and the damage roll (4.2.3), with the battery's abilities.
func (n *State) attack(a attacker, t targetRef, ev []engine.Event) []engine.Event {
	b := a.bat
	band, mods := n.modifiers(b, a.from, t)
	a.atCraft = t.ship < 0
	who := a.who + " at " + n.targetWords(t)
	margins, ev := n.toHit(a, band, mods, who, ev)
	if len(margins) == 0 {
		return ev
	}
	if t.ship < 0 {
		return n.killCraft(t.side, t.stack, len(margins), a.who, a.weapons > 1, ev)
	}
	through, eff, ev := n.penetrate(a, t.ship, band, margins, who, ev)
	if len(through) == 0 {
		return ev
	}
	ts := &n.ships[t.ship]
	dmg := 0
	for _, f := range through {
		dmg += dmgDice(b, band, f, eff)
	}
	how := dmgWords(b, band, through, eff)
	if b.Has(VariableDMG) {
		// The points are rolled on the chart: the roll of them says how
		// many there are, and the damage roll is the chart's total.
		dmg, ev = n.variable(dmg, "DMG", "damage", "B.23", who, how, ev)
		how = ""
	}
	if b.Has(ContinuingDamage) {
		ts.addContinuing(b, dmg)
		if how != "" {
			how = " (" + how + ")"
		}
		return append(ev, n.ev(EvDamage, a.side, fmt.Sprintf("%s on %s%s: rolled in the End Phase (B.1)", engine.Count(dmg, "continuing damage die", "continuing damage dice"), ts.name, how)))
	}
	return n.damageDiceHow(t.ship, dmg, b, a.who, how, ev)
}

// dmgWords says how the number of damage dice of an attack came about when
// it is not the weapon's DMG for each die through (4.2.3): tripled or
// doubled by the range (B.16), times what each die through beat the
// shields by (B.9); "" otherwise. through are the faces of the dice
// through and eff the shields they beat.
func dmgWords(b *Battery, band Band, through []int, eff int) string {
	ranged, increased := b.Has(RangeBasedDMG), b.Has(IncreasedDMG)
	if !ranged && !increased {
		return ""
	}
	w := fmt.Sprintf("DMG %d", b.DMG)
	if ranged {
		w += fmt.Sprintf(" ×%d at %s range (B.16)", rangeMult(band), band)
	}
	if !increased {
		if len(through) > 1 {
			w += fmt.Sprintf(" for each of %d dice through", len(through))
		}
		return w
	}
	by := make([]string, len(through))
	faces := make([]string, len(through))
	for k, f := range through {
		by[k], faces[k] = strconv.Itoa(f-eff), strconv.Itoa(f)
	}
	shields := fmt.Sprintf("shields %d", eff)
	if b.Has(IgnoresShields) {
		shields = "shields 0 (ignored, B.8)"
	}
	if len(through) == 1 {
		return fmt.Sprintf("%s × %s: the %s beat %s by %s (B.9)", w, by[0], faces[0], shields, by[0])
	}
	return fmt.Sprintf("%s × (%s): the dice through, %s, beat %s by %s (B.9)", w, strings.Join(by, " + "), engine.List(faces...), shields, engine.List(by...))
}

// damageDieAbilities are the abilities that change what one damage die
// does (Appendix B): a continuing-damage weapon's chart rolls carry them.
var damageDieAbilities = [...]Ability{DoubleHullDamage, DoubleSystemsDamage, ExtraCrewCasualties, ExtraHullDamage, NoHullDamage}

// addContinuing stores dmg continuing-damage dice of weapon b on the ship
// (B.1). The chart rolls they make in the End Phase are damage dice rolled
// by that weapon, so they keep its abilities that change a damage die
// (B.2, B.3, B.5, B.6 "each damage die rolled by this weapon"; B.14 "any
// hull hits caused by this weapon"): such dice are kept with those
// abilities (rules 8); a weapon with none adds to the plain count.
func (sh *ship) addContinuing(b *Battery, dmg int) {
	var abs []Ability
	for _, a := range damageDieAbilities {
		if b.Has(a) {
			abs = append(abs, a)
		}
	}
	if len(abs) == 0 {
		sh.cont += dmg
		return
	}
	with := slices.Clone(sh.contWith)
	for k := range with {
		if slices.Equal(with[k].abilities, abs) {
			with[k].n += dmg
			sh.contWith = with
			return
		}
	}
	sh.contWith = append(with, contDice{abilities: abs, n: dmg})
}

// targetWords names what an attack aims at.
func (n *State) targetWords(t targetRef) string {
	if t.ship >= 0 {
		return n.ships[t.ship].name
	}
	return FightersTarget(t.stack).Words()
}

// toHit rolls the attack's To-Hit dice (4.2.1) and returns one margin per
// hit: how far the scoring die beat the number needed (0 for the hits of
// the 6s rule).
func (n *State) toHit(a attacker, band Band, mods []engine.Mod, who string, ev []engine.Event) ([]int, []engine.Event) {
	b := a.bat
	rof := rofDice(b, a.weapons, band)
	if b.Has(VariableROF) {
		rof, ev = n.variable(rof, "ROF", "To-Hit", "B.27", who, "", ev)
	}
	need := needWith(b.ToHit, mods)
	h := hitRoll{n: n, b: b, need: need, sixes: sixesPer(need) > 0}
	// margins is appended to here, in toHit, and not in a method of h:
	// so the compiler builds it on the stack and moves it to the heap once,
	// on return, where an append in a method allocates at each growth.
	var margins []int
	for k := 0; k < rof; k++ {
		f, hit := h.rollDie()
		if !hit {
			continue
		}
		if m, ok := h.margin(f); ok {
			margins = append(margins, m)
		}
		if b.Has(Repeating) {
			// B.19: the die is rolled again after every hit until it
			// misses, with no limit (rules 5; rules 1-4 stopped after 50
			// repeats). A 1 always misses, so the chain ends.
			for f = h.roll(repeatDie); h.hit(f); f = h.roll(repeatDie) {
				h.repeats++
				h.repeatHits++
				if m, ok := h.margin(f); ok {
					margins = append(margins, m)
				}
			}
			h.repeats++
		}
	}
	for k := h.sixesHits(); k > 0; k-- {
		margins = append(margins, 0) // the hits of the 6s rule have no margin
	}
	hits := len(margins)
	bandWords := band.String() + " range"
	if a.atCraft {
		// Why the band is not the distance's: the roll says it, from the
		// distance's band (5.3.3). "medium range, a band further against
		// fighters" read as a target at medium treated as long (found by
		// a play-tester).
		bandWords = fmt.Sprintf("%s range, counted as %s against fighters (5.3.3)", band-1, band)
	}
	bandWords += skippedRangeMod(b, band)
	r := engine.Roll{Purpose: who + " (" + bandWords + ")", Dice: h.rolled, Mods: mods, Need: b.ToHit, Cmp: engine.AtLeast, Total: hits, Success: hits > 0, Each: true}
	r.Result = h.result(hits, b.ToHit-need)
	return margins, append(ev, engine.Event{Kind: EvToHit, Player: a.side, Roll: &r})
}

// skippedRangeMod says, for a battery with No Range Modifiers (B.15) at
// short or long range, the modifier its roll goes without: the roll's
// modifiers show none, and a reader who knows 4.2.1 would look for the
// +1 or -1 (found by a play-tester reading the Hive's Flak Guns). ""
// otherwise, and at medium range, where nothing is skipped.
func skippedRangeMod(b *Battery, band Band) string {
	if !b.Has(NoRangeModifiers) {
		return ""
	}
	switch band {
	case Short:
		return ", its +1 skipped: No Range Modifiers (B.15)"
	case Long:
		return ", its −1 skipped: No Range Modifiers (B.15)"
	}
	return ""
}

// hitRoll is one battery's To-Hit roll as it is made, die by die: the dice
// in the order rolled, the 6s scored under the 6s rule, and what the
// re-roll abilities did, which the roll's words tell.
type hitRoll struct {
	n     *State
	b     *Battery
	need  int  // the To-Hit number with the modifiers
	sixes bool // the 6s rule: only unmodified 6s hit, sixesPer(need) to a hit

	rolled []engine.Die
	nsix   int // 6s scored under the 6s rule
	// role says of each die of rolled why it was rolled: one die of the
	// rate of fire, or a re-roll or repeat of the die before it. The dice
	// stand together in the roll's record ("4d6 [5 1 4 1]"), so the words
	// name which are which.
	role []dieRole

	// Each re-roll is told with the die it replaces ("2→6"): the dice of
	// the roll stand in the order rolled, a re-roll or repeat right after
	// its die, and the reader must be able to tell which is which.
	missed, confirmed   []string
	repeats, repeatHits int
}

// dieRole is why a To-Hit or penetration die was rolled.
type dieRole uint8

const (
	rofDie     dieRole = iota // one die of the rate of fire, or of the penetration dice
	missReroll                // a miss or failure rolled again (B.21, B.20)
	hitReroll                 // a hit or success rolled again, which must succeed too (B.13, B.12)
	repeatDie                 // a hit rolled again until it misses (B.19)
)

// roll rolls one die for reason why and keeps it for the roll's record.
func (h *hitRoll) roll(why dieRole) int {
	f := h.n.dice.D(6)
	h.rolled = append(h.rolled, engine.Die{Sides: 6, Face: f})
	h.role = append(h.role, why)
	return f
}

// hit reports whether face f hits.
func (h *hitRoll) hit(f int) bool { return hitFace(f, h.need) }

// margin is the margin of a hit on face f: the modified die less the
// To-Hit number (B.10), f + modSum - ToHit. The clamp that makes a 1
// always miss (hitFace) decides hits only. Under the 6s rule a hit has no
// margin of its own: margin counts its 6 towards sixesHits and reports
// false.
func (h *hitRoll) margin(f int) (int, bool) {
	if h.sixes {
		h.nsix++
		return 0, false
	}
	return f - h.need, true
}

// rollDie rolls one die of the rate of fire with the re-rolls the
// battery's abilities call for, a miss rolled again (B.21) and a hit that
// must hit again (B.13), and returns the face that stands and whether it
// hits.
func (h *hitRoll) rollDie() (int, bool) {
	f := h.roll(rofDie)
	hit := h.hit(f)
	if !hit && h.b.Has(RerollsToHit) {
		g := h.roll(missReroll)
		h.missed = append(h.missed, fmt.Sprintf("%d→%d", f, g))
		f, hit = g, h.hit(g)
	}
	if hit && h.b.Has(MustRerollToHit) {
		g := h.roll(hitReroll)
		h.confirmed = append(h.confirmed, fmt.Sprintf("%d→%d", f, g))
		f, hit = g, h.hit(g)
	}
	return f, hit
}

// sixesHits is the number of hits the 6s rule makes of the 6s scored:
// one for every sixesPer(need) of them (none when the rule is not in
// play).
func (h *hitRoll) sixesHits() int {
	if !h.sixes {
		return 0
	}
	return h.nsix / sixesPer(h.need)
}

// result is the result line of the roll: the hits, then, when the
// modifiers changed the dice, the modified faces, then what the re-roll
// abilities and the 6s rule did, in that order.
func (h *hitRoll) result(hits, modSum int) string {
	res := engine.Count(hits, "hit", "hits")
	if !h.sixes && modSum != 0 {
		// The dice as the modifiers made them, for the reader to check
		// each against the To-Hit number.
		mod := make([]int, len(h.rolled))
		for k, d := range h.rolled {
			mod[k] = d.Face + modSum
		}
		res += fmt.Sprintf(" (modified: %s", joinFaces(mod))
		for _, d := range h.rolled {
			if d.Face == 1 {
				res += "; a 1 always misses"
				break
			}
		}
		res += ")"
	}
	if w := roleWords(h.role); w != "" {
		res += "; " + w
	}
	var notes []string
	if len(h.missed) > 0 {
		notes = append(notes, fmt.Sprintf("%s rolled again once (B.21): %s", engine.Count(len(h.missed), "miss", "misses"), strings.Join(h.missed, ", ")))
	}
	if len(h.confirmed) > 0 {
		notes = append(notes, fmt.Sprintf("%s rolled again, the second roll must hit too (B.13): %s", engine.Count(len(h.confirmed), "hit", "hits"), strings.Join(h.confirmed, ", ")))
	}
	if h.repeats > 0 {
		notes = append(notes, fmt.Sprintf("each hit rolled again until it misses (B.19): %s, %s", engine.Count(h.repeats, "repeat roll", "repeat rolls"), engine.Count(h.repeatHits, "more hit", "more hits")))
	}
	if h.sixes {
		notes = append(notes, fmt.Sprintf("%d+ needed: every %d unmodified 6s make one hit", h.need, sixesPer(h.need)))
	}
	if len(notes) > 0 {
		res += "; " + strings.Join(dedupe(notes), "; ")
	}
	return res
}

// roleWords says which dice of a record are the roll and which were
// rolled again, by their places in it ("the roll is dice 1 and 3, the
// re-rolls dice 2 and 4"): the record counts them all in one pool, so
// that 2 dice and 2 re-rolls read "4d6". "" when every die is the roll's.
func roleWords(roles []dieRole) string {
	var roll, again, repeat []string
	for k, r := range roles {
		place := strconv.Itoa(k + 1)
		switch r {
		case rofDie:
			roll = append(roll, place)
		case missReroll, hitReroll:
			again = append(again, place)
		case repeatDie:
			repeat = append(repeat, place)
		}
	}
	if len(again) == 0 && len(repeat) == 0 {
		return ""
	}
	// what names a group of dice by their places: "the re-rolls dice 2
	// and 4", "the re-roll die 2".
	what := func(one, many string, places []string) string {
		if len(places) == 1 {
			return one + " die " + places[0]
		}
		return many + " dice " + engine.List(places...)
	}
	parts := []string{what("the roll is", "the roll is", roll)}
	if len(again) > 0 {
		parts = append(parts, what("the re-roll", "the re-rolls", again))
	}
	if len(repeat) > 0 {
		parts = append(parts, what("the repeat", "the repeats", repeat))
	}
	return strings.Join(parts, ", ")
}

// penetrate makes the shield roll (4.2.2) of the hits against ship i: it
// returns the faces of the dice that got through and the shield rating
// they were rolled against.
func (n *State) penetrate(a attacker, i int, band Band, margins []int, who string, ev []engine.Event) ([]int, int, []engine.Event) {
	b := a.bat
	ts := &n.ships[i]
	shield := ts.shieldRating()
	eff := shieldsAgainst(b, shield)
	pen := 0
	for _, m := range margins {
		pen += penDice(b, band, m, shield)
	}
	if b.Has(VariablePEN) {
		pen, ev = n.variable(pen, "PEN", "penetration", "B.26", who, "", ev)
	}
	var rolled []engine.Die
	var roles []dieRole
	roll := func(why dieRole) int {
		f := n.dice.D(6)
		rolled = append(rolled, engine.Die{Sides: 6, Face: f})
		roles = append(roles, why)
		return f
	}
	var failed, passed []string // each re-roll with the die it replaces
	var through []int
	pass := func(f int) bool { return penetrates(b, f, eff) }
	for k := 0; k < pen; k++ {
		f := roll(rofDie)
		ok := pass(f)
		if !ok && b.Has(RerollsPEN) {
			g := roll(missReroll)
			failed = append(failed, fmt.Sprintf("%d→%d", f, g))
			f, ok = g, pass(g)
		}
		if ok && b.Has(MustRerollPEN) && !b.Has(IgnoresShields) {
			g := roll(hitReroll)
			passed = append(passed, fmt.Sprintf("%d→%d", f, g))
			f, ok = g, pass(g)
		}
		if ok {
			through = append(through, f)
		}
	}
	var notes []string
	if len(failed) > 0 {
		notes = append(notes, fmt.Sprintf("%s rolled again once (B.20): %s", engine.Count(len(failed), "failure", "failures"), strings.Join(failed, ", ")))
	}
	if len(passed) > 0 {
		notes = append(notes, fmt.Sprintf("%s rolled again, the second roll must get through too (B.12): %s", engine.Count(len(passed), "success", "successes"), strings.Join(passed, ", ")))
	}
	sr := engine.Roll{Purpose: fmt.Sprintf("%s: shield roll against %s shields %d", a.who, engine.Possessive(ts.name), shield), Dice: rolled,
		Need: eff, Cmp: engine.Above, Total: len(through), Success: len(through) > 0, Each: true}
	sres := engine.Count(len(through), "penetrates", "penetrate")
	switch {
	case b.Has(IgnoresShields):
		sres += " (ignores shields, B.8)"
	case b.Has(HalvesShields):
		sres += fmt.Sprintf(" (shields halved to %d, B.7)", eff)
	}
	sres += noShields(eff, b.Has(IgnoresShields))
	if w := roleWords(roles); w != "" {
		sres += "; " + w
	}
	if len(notes) > 0 {
		sres += "; " + strings.Join(dedupe(notes), "; ")
	}
	sr.Result = sres
	return through, eff, append(ev, engine.Event{Kind: EvShield, Player: a.side, Roll: &sr})
}

// noShields says why a shield roll needs nothing: with shields 0 every
// die exceeds them (4.2.2). The roll shows no number needed then.
func noShields(eff int, ignored bool) string {
	if eff > 0 || ignored {
		return ""
	}
	return " (shields 0: every die exceeds them, 4.2.2)"
}

func dedupe(xs []string) []string {
	var out []string
	for _, x := range xs {
		found := false
		for _, o := range out {
			found = found || o == x
		}
		if !found {
			out = append(out, x)
		}
	}
	return out
}

// damageDice rolls count damage dice against ship i (4.2.3) and marks what
// they do; b is the weapon, or nil for fighters, explosions and
// continuing damage.
func (n *State) damageDice(i, count int, b *Battery, why string, ev []engine.Event) []engine.Event {
	return n.damageDiceHow(i, count, b, why, "", ev)
}

// damageDiceHow is damageDice whose roll says after the target how the
// number of dice came about (dmgWords), when how is not "".
func (n *State) damageDiceHow(i, count int, b *Battery, why, how string, ev []engine.Event) []engine.Event {
	sh := &n.ships[i]
	if how != "" {
		how = ", " + how
	}
	dice := make([]engine.Die, count)
	for k := range dice {
		dice[k] = engine.Die{Sides: 6, Face: n.dice.D(6)}
	}
	var sub []engine.Event
	results := make([]string, count)
	// B.5: each die's crew casualty comes in addition to the chart's
	// result. The dice of a roll are thrown together, so every casualty
	// of the roll is lined after every chart result of it, and no hull
	// hit of the roll overlaps a casualty of the same roll (4.3.2: hull
	// hits overlap the crew casualties already there; rules 13). Rules
	// 1-12 lined each die's casualty before the next die took effect.
	crew := has(b, ExtraCrewCasualties)
	later := crew && !n.rules.before13
	for k, d := range dice {
		results[k] = strconv.Itoa(d.Face) + ": " + n.damageDie(i, d.Face, b, &sub)
		if crew && !later {
			results[k] += ", " + n.crewHit(i) + " (B.5)"
		}
	}
	if later {
		for k := range dice {
			results[k] += ", " + n.crewHit(i) + " (B.5)"
		}
	}
	res := strings.Join(results, "; ")
	if later && count > 1 {
		res += "; the crew casualties lined after all the roll's chart results (B.5, 4.3.2)"
	}
	r := engine.Roll{Purpose: fmt.Sprintf("%s: damage on %s%s", why, sh.name, how), Dice: dice, Total: count, Success: true, Each: true,
		Result: res}
	ev = append(ev, engine.Event{Kind: EvDamage, Player: other(sh.side), Roll: &r})
	return append(ev, sub...)
}

func has(b *Battery, a Ability) bool { return b != nil && b.Has(a) }

// damageDie applies one damage die and says what it did.
func (n *State) damageDie(i, f int, b *Battery, sub *[]engine.Event) string {
	sh := &n.ships[i]
	noHull := has(b, NoHullDamage)
	var parts []string
	if f == 1 || f == 6 {
		k := 1
		if has(b, DoubleHullDamage) {
			k = 2
		}
		for ; k > 0; k-- {
			if noHull {
				parts = append(parts, "hull hit ignored (B.14)")
			} else {
				parts = append(parts, n.hullHit(i, sub))
			}
		}
	} else {
		e := sh.class.Chart[f-1]
		sys, txt := n.applyEntry(i, e, noHull, true, sub)
		parts = append(parts, e.String()+" → "+txt)
		if sys && has(b, DoubleSystemsDamage) {
			g := n.dice.D(6)
			r := engine.Roll{Purpose: sh.name + ": double systems damage re-roll (B.3)", Dice: []engine.Die{{Sides: 6, Face: g}}, Total: g}
			if g >= 2 && g <= 5 && sh.class.Chart[g-1].Systems() {
				e2 := sh.class.Chart[g-1]
				_, t2 := n.applyEntry(i, e2, true, false, sub)
				r.Success, r.Result = true, "a systems result again, so it applies: "+e2.String()+" → "+t2
			} else {
				r.Result = "not a systems result: ignored (only a second systems result applies; the re-roll never damages the hull)"
			}
			*sub = append(*sub, engine.Event{Kind: EvDamage, Player: other(sh.side), Roll: &r})
			parts = append(parts, "re-rolled for double systems damage")
		}
	}
	// B.5's crew casualty is lined by damageDiceHow, which knows the
	// roll's other dice.
	if has(b, ExtraHullDamage) {
		parts = append(parts, hullHitWith(n.hullHit(i, sub), " (B.6)"))
	}
	return strings.Join(parts, ", ")
}

// applyEntry applies a chart entry. What cannot apply is ignored; when
// nothing can, the ship takes a hull hit instead if convert (4.2.3). It
// reports whether any system was damaged.
func (n *State) applyEntry(i int, e ChartEntry, noHull, convert bool, sub *[]engine.Event) (bool, string) {
	if e.IsHull() {
		var parts []string
		for k := 0; k < e[HitHull]; k++ {
			if noHull {
				parts = append(parts, "hull hit ignored (B.14)")
			} else {
				parts = append(parts, n.hullHit(i, sub))
			}
		}
		return false, strings.Join(parts, ", ")
	}
	var parts []string
	any := false
	for k := HitEngine; k < numHitKinds; k++ {
		for c := 0; c < e[k]; c++ {
			if txt, ok := n.systemHit(i, k, sub); ok {
				any = true
				parts = append(parts, txt)
			}
		}
	}
	if !any {
		if !convert {
			return false, "nothing left to damage: ignored"
		}
		if noHull {
			return false, "nothing left to damage; the hull hit instead is ignored (B.14)"
		}
		return false, "nothing left to damage: " + hullHitWith(n.hullHit(i, sub), " instead")
	}
	return true, strings.Join(parts, ", ")
}

func firstEmpty(ms []mark) int {
	for k, m := range ms {
		if m == boxEmpty {
			return k
		}
	}
	return -1
}

// What a hit that armor plating or armored gun batteries may stop says in
// its damage roll: the save is its own roll, told after it.
const (
	platingBelow = "unless armor plating stops it (C.2, the save below)"
	agbBelow     = "unless armored gun batteries stop it (C.3, the save below)"
)

// save rolls a die for armor plating or armored gun batteries: 5 or 6 and
// the hit has no effect (C.2, C.3).
func (n *State) save(i int, what string, sub *[]engine.Event) bool {
	f := n.dice.D(6)
	r := engine.Roll{Purpose: engine.Possessive(n.ships[i].name) + " " + what, Dice: []engine.Die{{Sides: 6, Face: f}}, Need: 5, Cmp: engine.AtLeast, Total: f, Success: f >= 5}
	if r.Success {
		r.Result = "the hit has no effect"
	} else {
		r.Result = "the hit goes through"
	}
	*sub = append(*sub, engine.Event{Kind: EvSave, Player: n.ships[i].side, Roll: &r})
	return r.Success
}

// hullHitWith puts words after the "hull hit" that opens txt, before what
// hullHit adds (", unless armor plating …"), so that "(B.6)" or
// "instead" stays with the hit it qualifies.
func hullHitWith(txt, words string) string {
	if rest, ok := strings.CutPrefix(txt, "hull hit"); ok {
		return "hull hit" + words + rest
	}
	return txt + words
}

// hullHit fills the next hull box, over a crew casualty if need be
// (4.3.2); armor plating may stop it (C.2).
func (n *State) hullHit(i int, sub *[]engine.Event) string {
	sh := &n.ships[i]
	k := -1
	for j, m := range sh.hullBoxes() {
		if m.kind() != boxHit {
			k = j
			break
		}
	}
	if k < 0 {
		return "hull hit (no box left)"
	}
	// The save is rolled after the roll that made the hit and told after
	// it: the hit's words send the reader on to it rather than tell its
	// result first (found in play: "stopped by" above the die that did it).
	if sh.hasEquip(ArmorPlating) && n.save(i, "armor plating (C.2) against a hull hit", sub) {
		return "hull hit, " + platingBelow
	}
	sh.hullBoxes()[k] = boxHit | boxFresh
	if sh.hasEquip(ArmorPlating) {
		return "hull hit, " + platingBelow
	}
	return "hull hit"
}

// crewHit draws a line through the next empty hull box (4.3.2).
func (n *State) crewHit(i int) string {
	sh := &n.ships[i]
	if k := firstEmpty(sh.hullBoxes()); k >= 0 {
		sh.hullBoxes()[k] = boxCrew | boxFresh
		return "crew casualty"
	}
	return "crew casualty (no box left)"
}

// systemHit applies one system hit of kind k and reports whether it could
// apply. Which weapon or item is lost is the defender's choice (4.2.3):
// the last one on the record is slashed for now, and the defender moves
// the marks where he wants them in the Damage step (choose.go).
func (n *State) systemHit(i int, k HitKind, sub *[]engine.Event) (string, bool) {
	sh := &n.ships[i]
	switch k {
	case HitEngine:
		if j := firstEmpty(sh.engineBoxes()); j >= 0 {
			sh.engineBoxes()[j] = boxHit | boxFresh
			return "engine hit", true
		}
	case HitShield:
		if j := firstEmpty(sh.shieldBoxes()); j >= 0 {
			sh.shieldBoxes()[j] = boxHit | boxFresh
			return "shield hit", true
		}
	case HitEquip:
		for j := len(sh.equipBoxes()) - 1; j >= 0; j-- {
			if sh.equipBoxes()[j] == boxEmpty && sh.class.Equipment[j].Kind.Damageable() {
				sh.equipBoxes()[j] = boxHit | boxFresh
				return "special equipment hit", true
			}
		}
	default:
		bi := int(k - HitA)
		ms := sh.weaponBoxes(bi)
		for j := len(ms) - 1; j >= 0; j-- {
			if ms[j] == boxEmpty {
				hit := fmt.Sprintf("(%c) weapon hit", 'a'+bi)
				if sh.hasEquip(ArmoredGunBatteries) {
					// As armor plating's save (hullHit): told below.
					saved := n.save(i, "armored gun batteries (C.3) against a "+hit, sub)
					hit += ", " + agbBelow
					if saved {
						return hit, true
					}
				}
				ms[j] = boxHit | boxFresh
				return hit, true
			}
		}
	}
	return "", false
}

// killCraft removes k craft of side from the stack in h: who did it, many
// when who is several weapons ("Blasters ×2", whose verb agrees). Which flights
// lose them is the owner's choice (5.2.1): for now they come off the
// weakest flight first and satellites last, and the owner redistributes
// them in the Damage step (choose.go). When the k hits kill fewer, the line
// says why (craftStack.why).
func (n *State) killCraft(side engine.Player, h hex.Hex, k int, who string, many bool, ev []engine.Event) []engine.Event {
	var st craftStack
	for j := range n.craft {
		if c := &n.craft[j]; c.side == side && c.pos == h {
			st.add(c)
		}
	}
	hits, killed := k, 0
	for ; k > 0; k-- {
		best := -1
		for j := range n.craft {
			c := &n.craft[j]
			if c.side != side || c.pos != h || c.n == 0 {
				continue
			}
			if best < 0 || n.craft[best].sat && !c.sat || n.craft[best].sat == c.sat && c.n < n.craft[best].n {
				best = j
			}
		}
		if best < 0 {
			break
		}
		n.craft[best].n--
		n.craft[best].lost++
		killed++
	}
	c, r := hex.ToOffset(h)
	verb := "destroys"
	if many {
		verb = "destroy"
	}
	one, more := st.nouns()
	return append(ev, n.ev(EvDamage, other(side), fmt.Sprintf("%s %s %s in %s%s", who, verb, engine.Count(killed, one, more), hexName(c, r), st.why(hits, killed))))
}

// craftStack counts one side's craft in a hex when an attack's hits are
// applied: those not yet hit (n) and those hit earlier in the phase (lost),
// fighters and satellites apart.
type craftStack struct {
	fighters, sats       int // not yet hit
	hitFighters, hitSats int // hit earlier in this Combat Phase
}

func (st *craftStack) add(c *craft) {
	if c.sat {
		st.sats += c.n
		st.hitSats += c.lost
	} else {
		st.fighters += c.n
		st.hitFighters += c.lost
	}
}

// nouns is what the stack's craft are called: "fighter(s)",
// "satellite(s)", or "craft" when both kinds are there (which of them a
// hit takes is the owner's choice, 5.2.1).
func (st craftStack) nouns() (string, string) {
	switch {
	case st.sats+st.hitSats == 0:
		return "fighter", "fighters"
	case st.fighters+st.hitFighters == 0:
		return "satellite", "satellites"
	}
	return "craft", "craft"
}

// craftWords counts f fighters and s satellites: "2 fighters", "1
// satellite", "2 fighters and 1 satellite".
func craftWords(f, s int) string {
	switch {
	case s == 0:
		return engine.Count(f, "fighter", "fighters")
	case f == 0:
		return engine.Count(s, "satellite", "satellites")
	}
	return engine.Count(f, "fighter", "fighters") + " and " + engine.Count(s, "satellite", "satellites")
}

// why is what the kill line adds when hits kill fewer than they are
// (5.3.3: each hit kills one craft, and none that is not there): "" when
// every hit killed. In the Combat Phase the craft hit by an earlier attack
// stay until the phase ends (4.1, 4.3) but cannot be killed twice; in the
// Fighter Phase losses come off at once (5.1.2), so only hits over the
// stack are lost.
func (st craftStack) why(hits, killed int) string {
	if killed >= hits {
		return ""
	}
	already := st.hitFighters + st.hitSats
	hitWords := engine.Count(hits, "hit", "hits")
	if already == 0 {
		return fmt.Sprintf(" (%s; only %s there)", hitWords, craftWords(st.fighters, st.sats))
	}
	if st.fighters+st.sats > 0 {
		return fmt.Sprintf(" (%s; %s left unhit, %d already hit this phase)", hitWords, craftWords(st.fighters, st.sats), already)
	}
	one, more := st.nouns()
	mixed := ""
	if one == "craft" {
		mixed = " (" + craftWords(st.hitFighters, st.hitSats) + ")"
	}
	switch already {
	case 1:
		return fmt.Sprintf(": %s, but the only %s there was already hit this phase (it comes off at its end, 4.3)", hitWords, one)
	case 2:
		return fmt.Sprintf(": %s, but both %s there%s were already hit this phase (they come off at its end, 4.3)", hitWords, more, mixed)
	}
	return fmt.Sprintf(": %s, but all %d %s there%s were already hit this phase (they come off at its end, 4.3)", hitWords, already, more, mixed)
}

// compactCraft removes craft with nothing left (5.3: no explosion).
func (n *State) compactCraft() {
	keep := n.craft[:0]
	for _, c := range n.craft {
		if c.n > 0 || c.lost > 0 {
			keep = append(keep, c)
		}
	}
	n.craft = keep
}
