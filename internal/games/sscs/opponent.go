package sscs

import (
	"errors"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Scripted is the scripted opponent (the specification's section 5). It
// decides from its own view only. It declares the speed whose best plot
// scores highest; plots to bring its weapons to bear at good odds while
// spending what MP are left on evasive maneuvers (away from the enemy
// when its side wins by escaping); fires each weapon at the
// target where the expected damage, weighed by the target's cost per hit
// point, is greatest; raises its cloaks, dazzlers, images and force planes;
// answers a salvo by dodging or shooting, whichever leaves fewer missiles;
// uses damage control within its crew; launches its craft; boards when it
// is docked with an enemy. It never offers a truce and does not ram.
//
// Its arithmetic is in whole numbers, so it chooses the same on every
// machine.
type Scripted struct{}

// Level implements engine.Opponent.
func (Scripted) Level() string { return engine.LevelScripted }

// Choose implements engine.Opponent.
func (Scripted) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	s, ok := view.(*State)
	if !ok {
		return nil, errors.New("sscs: the scripted opponent needs an sscs state")
	}
	return s.choose(p, nil)
}

// choose is the brain's choice for p, with the weights tune (nil: the
// script's own).
func (s *State) choose(p engine.Player, tune *tuning) (engine.Intent, error) {
	if !s.Phase().Acting(p) {
		return nil, errors.New("sscs: nothing to do")
	}
	b := &brain{s: s, p: p, tune: tune}
	var in engine.Intent
	switch s.phase {
	case phBuild:
		in = b.build()
	case phDeclare:
		in = b.declare()
	case phMove:
		in = b.move()
	case phFire:
		in = b.fire()
	case phReact:
		in = b.react()
	}
	if in == nil || s.Check(in) != nil {
		// Whatever the plan, never offer something illegal (nor a truce).
		// The list is made only here: the declarations' (dockOptions)
		// were half of what a scripted game cost.
		legal := s.Legal(p)
		if len(legal) == 0 {
			return nil, errors.New("sscs: nothing to do")
		}
		for _, l := range legal {
			if x, ok := l.(Seal); !ok || !x.Truce {
				return l, nil
			}
		}
		return legal[0], nil
	}
	return in, nil
}

// Weights of the scripted opponent (tuning constants).
const (
	weightThreat   = 8  // tenths: how much it fears what it may receive against what it may deal
	weightApproach = 40 // score per hex it is further than its weapons' reach from the nearest enemy
	million        = 1_000_000
)

type brain struct {
	s    *State
	p    engine.Player
	tune *tuning // nil: the script's own weights
	// targets[side] caches what targets gives: read once for the brain's
	// state, which never changes, rather than for every plot weighed.
	targets [2]*[]aim
	hit     [][]int64 // hitTables(), fetched once
}

// tuning is weights the brain may play with in place of the script's: the
// expert opponent's own judgement (ExpertLead).
type tuning struct {
	fear int64 // tenths, in place of weightThreat
}

// fear is the weight of the threat at a plot's end, in tenths.
func (b *brain) fear() int64 {
	if b.tune == nil {
		return weightThreat
	}
	return b.tune.fear
}

// chance is the chance in millionths that n d10 roll need or more.
func (b *brain) chance(n, need int) int64 {
	if need <= n {
		return million
	}
	if b.hit == nil {
		b.hit = hitTables()
	}
	var t []int64
	if n < len(b.hit) {
		t = b.hit[n]
	} else {
		t = hitTable(n)
	}
	if need >= len(t) {
		return 0
	}
	return t[need] / 1_000_000_000
}

// meanDamage is a mount's average damage in tenths.
func meanDamage(mt *mount) int64 {
	return int64(mt.dmg)*10 + int64(mt.dice)*55
}

// worth is what a point of damage to a ship is worth: its cost over its
// hit points left, so that fire gathers on what it can finish.
func (b *brain) worth(t ShipID) int64 {
	s := b.s
	hp := 0
	for _, p := range s.ships[t].pts {
		if p&ptDown == 0 {
			hp++
		}
	}
	return int64(s.cls(t).cost)*100/int64(max(hp, 1)) + 1
}

// aim is what the brain reads of a target to value shots at it: read once
// for a whole flight path (nothing of the target changes while a ship
// plans), not again for every weapon and every pose.
type aim struct {
	pos                         hex.Hex
	ecm, evasive, cloak, dazzle int
	drive, armor, shieldLeft    int
	powered                     bool
	literal                     bool // the effective range read literally (EffLiteral)
	worth                       int64
}

func (b *brain) aimAt(t ShipID) aim {
	s := b.s
	tg := s.ships[t]
	return aim{pos: tg.pos, ecm: s.ecm(t), evasive: tg.evasive, cloak: tg.cloak, dazzle: s.dazzleOn(t),
		drive: s.drive(t), armor: tg.armor, shieldLeft: tg.shieldLeft, powered: s.powered(t),
		literal: s.rules.set.effRange == EffLiteral, worth: b.worth(t)}
}

// targetsOf is what side's shots may be valued at: every enemy ship but
// those the brain's own boarders are taking, read once for the brain's
// state (the plot scoring asks for every plot of every ship). The aims are
// shared: callers only read them.
func (b *brain) targetsOf(side engine.Player) []aim {
	if c := b.targets[side]; c != nil {
		return *c
	}
	s := b.s
	var aims []aim
	for _, t := range s.foesOf(side, nil) {
		if !b.boarded(t) {
			aims = append(aims, b.aimAt(t))
		}
	}
	b.targets[side] = &aims
	return aims
}

// effective is State.effective's effective range (not selective) from a
// hex at the target.
func (b *brain) effective(from hex.Hex, a *aim) int {
	_, _, _, _, eff := rangeSteps(hex.Distance(from, a.pos), false, a.ecm+a.evasive, a.cloak, a.dazzle, a.literal)
	return eff
}

// penetrating is the tenths of a mean hit that get past the target's
// shields this turn (armor counting half: it is used up either way).
func penetrating(mt *mount, a *aim, dmg10 int64) int64 {
	if !mt.ignoresShields && a.powered {
		dmg10 -= int64(a.shieldLeft) * 10
	}
	dmg10 -= int64(a.armor) * 5
	return max(dmg10, 0)
}

// shotValue is the expected worth of a shot of mount m of ship id from a
// hex at a target.
func (b *brain) shotValue(id ShipID, m int, from hex.Hex, a *aim) int64 {
	mt := &b.s.cls(id).mounts[m]
	return b.chance(mt.rng, b.effective(from, a)) * penetrating(mt, a, meanDamage(mt)) / 1000 * a.worth / 1000
}

// missileValue is the expected worth of one missile from a hex at a target.
func (b *brain) missileValue(id ShipID, m int, from hex.Hex, a *aim) int64 {
	mt := &b.s.cls(id).mounts[m]
	eff := b.effective(from, a)
	p := int64(max(mt.mDrive-MissileExcess(eff, mt.mRange), 0)) * million / 10
	// The target answers: assume it dodges with its Drive.
	p = p * int64(10-min(a.drive, 10)) / 10
	dmg := int64(mt.mWarhead) * 55
	dmg -= int64(a.armor) * 5
	return p * max(dmg, 0) / 1000 * a.worth / 1000
}

// seenHex reports a hex among the poses.
func seenHex(poses []Pose, h hex.Hex) bool {
	for _, p := range poses {
		if p.Hex == h {
			return true
		}
	}
	return false
}

// offence is the best a ship can do from a flight path: from the best
// hex of it, each weapon at its best target from its best pose there, and
// a missile from each magazine.
func (b *brain) offence(id ShipID, path []Pose) int64 {
	v, _ := b.bestFireHex(id, path)
	return v
}

// bestFireHex is offence and where it is reached: the index of the first
// pose of the path in the best hex to fire from.
func (b *brain) bestFireHex(id ShipID, path []Pose) (int64, int) {
	s := b.s
	from := 0
	c := s.cls(id)
	var total int64
	aims := b.targetsOf(s.ships[id].side)
	// The mounts that may fire this turn and their cones: the same at
	// every pose of the path, so found once (the plot scoring asks this
	// for every plot).
	var (
		mounts []int
		cones  []hex.ConeSet
		drive  = s.drive(id)
	)
	for m := range c.mounts {
		if s.mountWorks(id, m) && !c.mounts[m].projector() {
			mounts = append(mounts, m)
			cones = append(cones, ArcsFor(c.mounts[m].arc, drive))
		}
	}
	// All the ship's weapons fire from one hex of the path (Movement 6):
	// the path is worth what the best of its hexes is.
	for i, at := range path {
		if seenHex(path[:i], at.Hex) {
			continue // its poses were weighed with the first one in the hex
		}
		var here int64
		for j, m := range mounts {
			mt := &c.mounts[m]
			var best int64
			for k := range aims {
				a := &aims[k]
				if mt.missile() {
					best = max(best, b.missileValue(id, m, at.Hex, a))
					continue
				}
				// A shot's value depends on the hex, not the facing: one
				// pose in the hex with the target in arc is enough.
				for _, pose := range path[i:] {
					if pose.Hex == at.Hex && inCones(cones[j], pose, a.pos) {
						best = max(best, b.shotValue(id, m, at.Hex, a))
						break
					}
				}
			}
			here += best
		}
		if i == 0 || here > total {
			total, from = here, i
		}
	}
	return total, from
}

// threat is what the enemy may deal to a ship that ends its move at a
// pose with some evasive MP: every working weapon of every enemy, fired
// from where it is or will coast to, whichever is closer.
func (b *brain) threat(id ShipID, at hex.Hex, evasive int) int64 {
	s := b.s
	me := s.ships[id]
	var total int64
	ecm := s.ecm(id)
	dazzle := s.dazzleOn(id)
	worth := b.worth(id)
	shields := s.shieldRating(id)
	for _, e := range s.enemies(id) {
		ec := s.cls(e)
		powered := s.powered(e)
		from := s.ships[e].pos
		if c := s.coastHex(e); hex.Distance(c, at) < hex.Distance(from, at) && !s.ships[e].moved {
			from = c
		}
		eff := effectiveRange(from, at, false, ecm, evasive, me.cloak, dazzle, s.rules.set.effRange).Effective
		for m := range ec.mounts {
			mt := &ec.mounts[m]
			if !s.mountUp(e, m) || mt.projector() || mt.energy && !powered {
				continue
			}
			var dmg10, p int64
			if mt.missile() {
				if s.ships[e].sys[m].shots == 0 {
					continue
				}
				p = int64(max(mt.mDrive-max(eff-mt.mRange, 0), 0)) * million / 10
				dmg10 = int64(mt.mWarhead) * 55
			} else {
				p = b.chance(mt.rng, eff)
				dmg10 = meanDamage(mt)
				if !mt.ignoresShields {
					dmg10 -= int64(shields) * 10
				}
			}
			total += p * max(dmg10, 0) / 1000 * worth / 1000
		}
	}
	return total
}

// approach is a small pull toward the enemy for a ship out of reach.
func (b *brain) approach(id ShipID, at hex.Hex) int64 {
	s := b.s
	reach := 0
	c := s.cls(id)
	for m := range c.mounts {
		if mt := &c.mounts[m]; !mt.projector() && s.mountUp(id, m) {
			reach = max(reach, 3*mt.rng)
			if mt.missile() {
				reach = max(reach, mt.mRange)
			}
		}
	}
	near := -1
	for _, e := range s.enemies(id) {
		if d := hex.Distance(at, s.coastHex(e)); near < 0 || d < near {
			near = d
		}
	}
	if near < 0 {
		return 0
	}
	if s.rules.escape[b.p] {
		// A side that wins by escaping (the scenario's escape) runs: the
		// squadrons separate only out of reach and not closing (End of
		// the battle), so every hex further from the nearest enemy counts.
		return int64(near) * weightApproach
	}
	return -int64(max(near-max(reach/2, 2), 0)) * weightApproach
}

// plotScore scores a plot of ship id on a state whose declared speed is
// the one to try.
func (b *brain) plotScore(id ShipID, p Plot) (int64, bool) {
	l := b.s.ledger(id, p)
	if l.Err != nil {
		return 0, false
	}
	end := l.Path[len(l.Path)-1]
	score := b.offence(id, l.Path)
	score -= b.threat(id, end.Hex, p.Evasive) * b.fear() / 10
	// MP nothing else needs go on evasive maneuvers: they last until the
	// ship's next move (Movement), so they also cover it next turn from
	// enemies that move first, which the threat at the end hex leaves out.
	score += int64(p.Evasive)
	// Next turn's position too: where it coasts to.
	next := hex.Add(end.Hex, hex.Scale(end.Heading.Offset(), l.To))
	score += b.approach(id, next)
	return score, true
}

// bestPlot is the best candidate plot for a ship and its score.
func (b *brain) bestPlot(id ShipID) (Plot, int64) {
	var best Plot
	var bs int64
	first := true
	for _, p := range b.s.candidates(id) {
		sc, ok := b.plotScore(id, p)
		if ok && (first || sc > bs) {
			best, bs, first = p, sc, false
		}
	}
	return best, bs
}

// holding is the enemy ship a ship keeps alongside: docked with it while
// its own boarders fight there or are about to board.
func (b *brain) holding(id ShipID) ShipID {
	s := b.s
	w := s.docked(id)
	if w == NoShip || s.ships[w].side == b.p {
		return NoShip
	}
	if s.ships[id].dBoard == w || len(s.troopsHome(id)) > 0 {
		return w
	}
	for q := range s.squads {
		if sq := &s.squads[q]; sq.alive && sq.side == b.p && sq.host == w {
			return w
		}
	}
	return NoShip
}

// boarded reports an enemy ship that its own boarders are taking: units of
// its side alive aboard it, or about to cross from a ship of its side
// docked with it that declared the boarding. The script does not fire on
// such a ship: the rulebook has boarders take a ship, and fire that
// scrapped it would lose them with it (rules 7) for nothing, the ship
// counting for its captor once taken.
func (b *brain) boarded(t ShipID) bool {
	s := b.s
	if s.ships[t].side == b.p {
		return false
	}
	for q := range s.squads {
		if sq := &s.squads[q]; sq.alive && sq.side == b.p && sq.host == t {
			return true
		}
	}
	if d := s.docked(t); d != NoShip && s.ships[d].side == b.p && s.ships[d].dBoard == t {
		return true
	}
	return false
}

func (b *brain) move() engine.Intent {
	var bestIn engine.Intent
	var bs int64
	for _, id := range b.s.nextMovers() {
		if b.holding(id) != NoShip {
			// Straight on, no evasive maneuvers: stay docked.
			p := Plot{}
			if sp := b.s.ledger(id, Plot{}).To; sp > 0 {
				p.Steps = []PlotStep{{Forward: sp}}
			}
			return Move{By: b.p, Ship: id, Plot: p.String()}
		}
		p, sc := b.bestPlot(id)
		if bestIn == nil || sc > bs {
			bestIn, bs = Move{By: b.p, Ship: id, Plot: p.String()}, sc
		}
	}
	return bestIn
}

// declare makes one declaration at a time: the craft launch, damage
// control goes where it matters most, each ship its best speed; then it
// seals.
func (b *brain) declare() engine.Intent {
	s := b.s
	for i := range s.ships {
		id := ShipID(i)
		sh := s.ships[i]
		if sh.side != b.p {
			continue
		}
		if sh.status == stAboard && !sh.dLaunch && s.checkLaunch(Launch{By: b.p, Craft: id}) == nil {
			return Launch{By: b.p, Craft: id}
		}
		if sh.status == stAboard {
			if in := b.reload(id); in != nil {
				return in // a craft reloads in its hangar too
			}
		}
		if sh.status != stActive {
			continue
		}
		if in := b.repair(id); in != nil {
			return in
		}
		if in := b.reload(id); in != nil {
			return in
		}
		if d := s.docked(id); d != NoShip && sh.dBoard == NoShip {
			if in := (Board{By: b.p, Ship: id, Target: d}); s.checkBoard(in) == nil {
				return in
			}
		}
		if !sh.dSpeedSet && s.coasting(id) == "" {
			if w := b.holding(id); w != NoShip {
				// Stay alongside: docking holds only at the same speed.
				if in := (Speed{By: b.p, Ship: id, Speed: s.ships[w].speed}); s.checkSpeed(in) == nil {
					return in
				}
			}
			return Speed{By: b.p, Ship: id, Speed: b.speed(id)}
		}
	}
	return Seal{By: b.p}
}

// repair declares damage control on the next point worth it: Drive first,
// then weapons, then ECM, then the rest.
func (b *brain) repair(id ShipID) engine.Intent {
	s := b.s
	c := s.cls(id)
	if s.declaredRepairs(id) >= s.crew(id) || s.shut(id) {
		return nil // no crew free, or shut down (checkRepair)
	}
	order := []int{c.driveSys}
	for m := range c.mounts {
		order = append(order, m)
	}
	order = append(order, c.ecmSys...)
	for sys := range c.sysCat {
		order = append(order, sys)
	}
	for _, sys := range order {
		if s.repairable(id, sys) >= 0 {
			return Repair{By: b.p, Ship: id, System: sys}
		}
	}
	return nil
}

// reload declares a reload for each empty weapon that may have one (rules
// 9): the weapon is useless empty, and a reload costs nothing in play but
// the reload itself, which is there to be used. It asks the declaration's
// own check (checkReload, through reloadOptions): a plan the rules refuse (a ship shut down)
// made Choose fall back to the first legal intent, the seal, before the
// side's other ships had declared.
func (b *brain) reload(id ShipID) engine.Intent {
	if opts := b.s.reloadOptions(nil, b.p, id); len(opts) > 0 {
		return opts[0]
	}
	return nil
}

// speed tries the speeds the ship may declare (within its MP, no more than
// a dozen) and keeps the one whose best plot scores highest.
func (b *brain) speed(id ShipID) int {
	s := b.s
	sh := s.ships[id]
	mp := MPOf(s.drive(id))
	lo, hi := max(sh.speed-mp, 0), sh.speed+mp
	if hi-lo > 12 {
		lo, hi = max(sh.speed-6, 0), sh.speed+6
	}
	best, bs := sh.speed, int64(0)
	first := true
	for v := lo; v <= hi; v++ {
		if v > maxSpeed {
			break
		}
		t := s.clone()
		t.mut(id).dSpeed, t.mut(id).dSpeedSet = v, true
		tb := &brain{s: t, p: b.p, tune: b.tune}
		_, sc := tb.bestPlot(id)
		if first || sc > bs {
			best, bs, first = v, sc, false
		}
	}
	return best
}

// fire picks the most valuable thing to do with the firing ship's
// weapons, or ends its fire.
func (b *brain) fire() engine.Intent {
	s := b.s
	id := s.firing
	var best engine.Intent
	var bs int64
	// Its first shot fixes the hex all its weapons fire from (Movement 6):
	// the one from which the weapons together do best.
	sh := s.ships[id]
	opts := s.fireOptions(id, false)
	if sh.fireFrom == 0 && !s.firedHere(id) {
		if v, i := b.bestFireHex(id, sh.path); v > 0 {
			// The options as they will be once it has fired from there.
			t := s.clone()
			t.mut(id).fireFrom = i + 1
			opts = t.fireOptions(id, false)
		}
	}
	for _, in := range opts {
		var v int64
		switch x := in.(type) {
		case Fire:
			if b.boarded(x.Target) {
				continue // its own boarders are taking it: no fire on it
			}
			a := b.aimAt(x.Target)
			v = b.shotValue(id, x.Weapon, s.ships[id].path[x.From].Hex, &a)
			if hitImage(s.ships[x.Target], x.Contact) && s.ships[x.Target].decoy >= 0 {
				v = 0
			}
		case Salvo:
			if b.boarded(x.Target) {
				continue
			}
			a := b.aimAt(x.Target)
			v = b.missileValue(id, x.Weapon, s.ships[id].path[x.From].Hex, &a)
			if v < b.worth(x.Target)/4 {
				v = 0 // keep missiles for a better chance
			}
		case Project:
			v = b.projectValue(id, x)
		}
		if v > bs {
			best, bs = in, v
		}
	}
	if best == nil {
		return Done{By: b.p, Ship: id}
	}
	return best
}

// projectValue is what using a projector is worth.
func (b *brain) projectValue(id ShipID, x Project) int64 {
	s := b.s
	sh := s.ships[id]
	mt := &s.cls(id).mounts[x.Weapon]
	v := int64(mt.value())
	pose := sh.path[x.From]
	switch mt.effect {
	case design.CloakField:
		with := max(sh.evasive, 1) * int(v)
		without := max(sh.evasive+s.ecm(id), 1)
		if with > without {
			return 1000
		}
		return 0
	case design.Dazzle, design.ImageProjector, design.ForcePlane:
		return 500
	case design.ShieldProjection:
		// The friend most in danger, roughly: the one worth most.
		return b.worth(x.Target) / 100
	case design.TransferECM:
		return 0
	}
	eff := s.effective(pose.Hex, x.Target, false).Effective
	p := b.chance(mt.rng, eff)
	w := b.worth(x.Target)
	switch mt.effect {
	case design.EnergyBlast:
		for k := range s.ships {
			if s.ships[k].pos == s.ships[x.Target].pos && s.ships[k].status == stActive && b.boarded(ShipID(k)) {
				return 0 // the blast would strike a ship its boarders are taking
			}
		}
		dmg := v*10 - int64(s.ships[x.Target].shieldLeft)*10
		return p * max(dmg, 0) / 1000 * w / 1000
	case design.EMP, design.StasisBeam:
		// Every ship in the area is shut down or held, its own side's
		// too (a boarder docked to the target would board no more), and
		// the ship itself when it stands there (rules 7).
		radius := 0
		if mt.effect == design.StasisBeam {
			radius = stasisRadius(int(v))
		}
		for k := range s.ships {
			o := s.ships[k]
			if o.side == b.p && o.status == stActive && hex.Distance(o.pos, s.ships[x.Target].pos) <= radius {
				if b.holding(ShipID(k)) != NoShip {
					// A boarder of its own alongside would be shut down
					// too, and its boarding called off (Boarding): never.
					return 0
				}
				w -= b.worth(ShipID(k))
			}
		}
		return p * 30 * max(w, 0) / 1000 / 1000
	case design.DisplacerPulse, design.TractorBeam, design.RepulserBeam:
		return 0
	}
	return 0
}

// react answers a salvo with whatever leaves fewer missiles to hit.
func (b *brain) react() engine.Intent {
	s := b.s
	t := s.salvo.target
	n := int64(s.salvo.n)
	// undodged is how many of k dodged missiles come on (in millionths):
	// each is dodged on a d10 of the Drive or less.
	undodged := func(k int64) int64 { return k * million * int64(10-min(s.drive(t), 10)) / 10 }
	var best engine.Intent = Dodge{By: b.p}
	bestLeft := undodged(n)
	d := hex.Distance(s.salvo.at, s.ships[t].pos)
	for _, in := range s.shootOptions(b.p) {
		x, ok := in.(ShootDown)
		if !ok {
			continue
		}
		var kills int64
		for _, m := range x.Weapons {
			mt := &s.cls(t).mounts[m]
			kills += b.chance(mt.rng, MissileShotRange(d, mt.typ == design.Antimissile))
		}
		// The missiles no weapon shoots at come on, or are dodged.
		free := max(n-int64(len(x.Weapons)), 0)
		left := max((n-free)*million-kills, 0)
		if x.Dodge {
			left += undodged(free)
		} else {
			left += free * million
		}
		if left < bestLeft {
			best, bestLeft = in, left
		}
	}
	return best
}

// build picks the dearest design that still fits, ships before craft,
// until nothing fits; then it is ready.
func (b *brain) build() engine.Intent {
	s := b.s
	var best engine.Intent
	bc, bf := -1, true
	for _, n := range s.rules.build[b.p].Designs {
		in := Pick{By: b.p, Design: n}
		if s.checkPick(in) != nil {
			continue
		}
		ci, _ := s.rules.sc.derivedByName(n)
		c := s.rules.classes[ci]
		if bf && !c.fighter || bf == c.fighter && c.cost > bc {
			best, bc, bf = in, c.cost, c.fighter
		}
	}
	if best != nil && len(s.picks[b.p]) < 6 {
		return best
	}
	return Ready{By: b.p}
}
