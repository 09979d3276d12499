package silentdeath

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Scripted is the "scripted" opponent. It decides one intent at a time from
// what it may see:
//
//   - movement: it plans the whole move of the craft with normal turns only
//     (a tight turn's cost is a gamble), scoring every reachable end hex and
//     facing by the expected damage its weapons could deal from there, less
//     the expected damage the enemies could deal to it, with a pull toward
//     the nearest enemy and a push away from the map edges; it then takes the
//     first step of the best plan. The initiative winner holds its last craft
//     back.
//   - missiles: every launcher locks on the enemy craft where a salvo does
//     most; salvos of up to six missiles.
//   - torps: launched at enemy craft within 14 hexes, at most two per target
//     a turn; flown round 11.2's minefield when a path of 4.2's steps does
//     as well (planFlight), else the cheapest way.
//   - fire: each crew member fires the weapon and target with the highest
//     expected damage (exact over the attack dice); torps tracking its own
//     side count at their expected damage.
//   - jamming the strongest torp; losses: its own cheapest system or torp,
//     the enemy's best.
//   - the advanced scenarios' goals (11.1–11.6, opponent_goal.go): a pull
//     toward the pod, Area I, the sats or the exit edge, leaving by that
//     edge when the goal asks for it, and the shots and ordnance the goal
//     favours or forbids.
//
// It keeps no memory between calls and may be shared.
type Scripted struct{}

// Level implements engine.Opponent.
func (Scripted) Level() string { return engine.LevelScripted }

// Choose implements engine.Opponent.
func (Scripted) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	switch s := view.(type) {
	case *State:
		if s != nil {
			return s.choose(p)
		}
	case *Campaign:
		if s != nil {
			return s.choose(p)
		}
	}
	return nil, fmt.Errorf("the scripted opponent plays %s, not %T", ID, view)
}

func (s *State) choose(p engine.Player) (engine.Intent, error) {
	if s.outcome.Over {
		return nil, errors.New("the game is over")
	}
	legal := s.Legal(p)
	if len(legal) == 0 {
		return nil, fmt.Errorf("%s nothing to do", engine.Agree(s.Name(p), "has"))
	}
	if s.ph == phBuy && len(s.pending) == 0 {
		// The 11.8 builder's next purchase: its skills need not be among
		// those Legal lists, so Check judges it.
		if in := s.buy.plan(p); s.check(in) == nil {
			return in, nil
		}
		return legal[len(legal)-1], nil
	}
	in := s.plan(int8(p), legal)
	for _, l := range legal {
		if l == in {
			return in, nil
		}
	}
	return legal[len(legal)-1], nil // cannot happen; never send an illegal intent
}

func (s *State) plan(p int8, legal []engine.Intent) engine.Intent {
	first := legal[0]
	if len(s.pending) > 0 {
		return s.planLoss(p, legal)
	}
	switch s.ph {
	case phLaunch, phTorpLaunch:
		return s.planLaunch(p, legal)
	case phSalvo:
		best := first
		for _, l := range legal {
			if x, ok := l.(Salvo); ok && x.N <= 6 {
				best = x
			}
		}
		return best
	case phMove:
		if s.fly != nil {
			return s.planFlight(engine.Player(p))
		}
		if s.faceNext {
			return s.planFace(legal)
		}
		for _, l := range legal {
			if _, ok := l.(Hold); ok {
				return l
			}
		}
		i := s.mover
		if i < 0 {
			c, _ := IntentCraft(first)
			i = int(c)
		}
		return s.planMove(i, legal)
	case phDrive0:
		return s.planDrive0(legal)
	case phDefence:
		return s.planDefence(legal)
	case phDuel:
		return s.planDuel(legal)
	case phJam:
		return s.planJam(legal)
	case phFire:
		return s.planFire(legal)
	case phRepair:
		// 10.12: the script attempts damage control whenever it may, as
		// the program did for everybody before rules 11.
		for _, l := range legal {
			if _, ok := l.(Repair); ok {
				return l
			}
		}
	}
	return first
}

// planFace names the facing of the mover's tight turn, paid for (5.2):
// the one the script's score rates best where the craft stands. The
// script plans no tight turn itself; a playout's random moves may.
func (s *State) planFace(legal []engine.Intent) engine.Intent {
	i := s.mover
	ps := newPoseScores(s, i, newPlanWindow(s.crafts[i].pos, 0))
	best, bestV := legal[0], 0.0
	for k, l := range legal {
		f, ok := l.(Face)
		if !ok {
			continue
		}
		if v := ps.score(s.crafts[i].pos, hex.Direction(f.Facing)); k == 0 || v > bestV {
			best, bestV = l, v
		}
	}
	return best
}

// planJam jams the strongest torp, or drops a decoy when two or more torps
// track the craft or the strongest is a Mk.20 or more.
func (s *State) planJam(legal []engine.Intent) engine.Intent {
	best, bm := legal[0], Mark(-1)
	for _, l := range legal {
		switch x := l.(type) {
		case Decoy:
			if s.trackers(int(x.Craft)) >= 2 || bm >= Mk20 {
				return x
			}
		case Jam:
			if k := s.torpByID(x.Target.n); k >= 0 && s.torps[k].mark > bm {
				best, bm = x, s.torps[k].mark
			}
		}
	}
	return best
}

func (s *State) planLoss(p int8, legal []engine.Intent) engine.Intent {
	mine := s.crafts[s.pending[0].craft].side == p
	best, bv := legal[0], 0.0
	for k, l := range legal {
		var v float64
		switch x := l.(type) {
		case Lose:
			c := &s.crafts[x.Craft]
			mt := c.typ.Mounts[x.Mount]
			v = float64(mt.Guns) * float64(1+weapons[mt.Weapon].ExtraGun)
			if mt.Weapon == MissileLauncher {
				v = float64(c.ammo[x.Mount]) / 2
			}
		case LoseTorp:
			v = float64(marks[x.Mark].Dice)
		}
		if mine {
			v = -v
		}
		if k == 0 || v > bv {
			best, bv = l, v
		}
	}
	return best
}

func (s *State) planLaunch(p int8, legal []engine.Intent) engine.Intent {
	perTarget := map[ref]int{}
	for _, l := range s.launches {
		if l.side == p {
			perTarget[l.target]++
		}
	}
	var bestLock engine.Intent
	bestV := -1.0
	for _, l := range legal {
		switch x := l.(type) {
		case LockOn:
			r := x.Target
			if r.kind != refCraft || s.hidesCommand(&s.crafts[x.Craft]) || s.spares(p, r.n) {
				continue
			}
			c := &s.crafts[x.Craft]
			g := int(c.crew[c.mans[x.Mount]].Gnr)
			v := float64(g-1) / 10 * salvoDist.expect(0, s.targetDV(r), s.targetDR(r))
			if v > bestV {
				bestLock, bestV = x, v
			}
		case Torp:
			r := x.Target
			if r.kind == refOff {
				return x
			}
			if r.kind != refCraft || s.reserved(x.Craft, x.Mark) || s.hidesCommand(&s.crafts[x.Craft]) || s.spares(p, r.n) {
				continue
			}
			if hex.Distance(s.crafts[x.Craft].pos, s.crafts[r.n].pos) <= 14 && perTarget[r] < 2 {
				return x
			}
		}
	}
	if bestV > 0 {
		return bestLock
	}
	return Declared{By: engine.Player(p)}
}

// mountExpected is what mount m of craft c, manned as it is, can expect to
// deal from pos/facing to a target at h with the given DV, DR and Drive.
func (s *State) mountExpected(c *craft, m int, pos hex.Hex, f hex.Direction, h hex.Hex, dv, dr, drive int) float64 {
	mt := c.typ.Mounts[m]
	w := &weapons[mt.Weapon]
	if !w.Cannon || c.mountLost(m) || c.crew[c.mans[m]].Dead {
		return 0
	}
	d := hex.Distance(pos, h)
	band := Band(mt.Weapon, d, s.firstGame)
	if band == OutOfRange || !inArc(pos, f, mt.Arcs, h) || (w.MaxTargetDrive > 0 && drive > w.MaxTargetDrive) {
		return 0
	}
	dice, mod, drOff := s.mountAttack(c, m, d, band)
	return dice.expect(mod, dv, max(0, dr-drOff))
}

// mountAttack is an attack of craft c's mount m at a target d hexes off in
// band, as the script counts it: the dice by its crew member's Gnr, the
// modifier of its extra guns and the band, and the DR its extra guns take
// off the target's.
func (s *State) mountAttack(c *craft, m, d int, band RangeBand) (dice *dist, mod, drOff int) {
	mt := c.typ.Mounts[m]
	dice = cannonDist(mt.Weapon, ADBDie(int(c.crew[c.mans[m]].Gnr)))
	return dice, mt.Guns - 1 + s.bandMod(mt.Weapon, d, band), weapons[mt.Weapon].ExtraGun * (mt.Guns - 1)
}

// firepower is the best expected damage any crew of c can deal to target
// craft j (each crew member fires one system; summed over the crew).
func (s *State) firepower(c *craft, pos hex.Hex, f hex.Direction, j int) float64 {
	o := &s.crafts[j]
	dv, dr, drive := s.dv(j), o.DR(s.firstGame), o.Drive(s.firstGame)
	total := 0.0
	for k := 0; k < c.typ.Crew; k++ {
		best := 0.0
		for m := range c.typ.Mounts {
			if int(c.mans[m]) == k {
				best = max(best, s.mountExpected(c, m, pos, f, o.pos, dv, dr, drive))
			}
		}
		total += best
	}
	return total
}

// threat is what enemy craft j can deal to a craft like c standing at pos.
func (s *State) threat(i int, pos hex.Hex, j int) float64 {
	o := &s.crafts[j]
	c := &s.crafts[i]
	dv, dr := s.dv(i), c.DR(s.firstGame)
	total := 0.0
	for k := 0; k < o.typ.Crew; k++ {
		best := 0.0
		for m := range o.typ.Mounts {
			if int(o.mans[m]) == k {
				best = max(best, s.mountExpected(o, m, o.pos, o.facing, pos, dv, dr, c.Drive(s.firstGame)))
			}
		}
		total += best
	}
	return total
}

// threats writes into th, for each enemy craft j of craft i, what j can
// deal to i standing at pos (threat); th has a place for every craft.
func (s *State) threats(i int, pos hex.Hex, th []float64) {
	c := &s.crafts[i]
	for j := range s.crafts {
		if o := &s.crafts[j]; o.alive() && o.side != c.side {
			th[j] = s.threat(i, pos, j)
		}
	}
}

// evaluate scores craft i ending its move at pos facing f; th is what
// threats wrote for pos (it does not depend on the facing, so a plan
// works it out once a hex).
func (s *State) evaluate(i int, pos hex.Hex, f hex.Direction, th []float64) float64 {
	c := &s.crafts[i]
	score, nearest := s.goalScore(i, pos), 1<<30
	goalTh, errand := s.goalThreat(i)
	hides := s.hidesCommand(c) // 11.5: it will not fire
	for j := range s.crafts {
		o := &s.crafts[j]
		if !o.alive() || o.side == c.side {
			continue
		}
		if !hides {
			score += 1.2 * s.firepower(c, pos, f, j)
		}
		score -= (0.7 + goalTh) * th[j]
		nearest = min(nearest, hex.Distance(pos, o.pos))
	}
	if nearest < 1<<30 && !errand {
		score -= 0.3 * float64(max(0, nearest-4))
	}
	for _, t := range s.torps {
		w := 0.8
		if t.target.kind == refNone && t.side != c.side {
			w = 0.3 // 10.6: a torp whose target is secret may be after anyone
		} else if t.target != (ref{refCraft, i}) {
			continue
		}
		if hex.Distance(t.pos, pos) <= s.torpSpeed(t.mark) {
			score -= w * float64(max(0, 13*marks[t.mark].Dice/2-c.DR(s.firstGame)))
		}
	}
	col, row := hex.ToOffset(pos)
	b := s.sc.board
	edge := min(col, row, b.Cols-1-col, b.Rows-1-row)
	if edge < 3 {
		score -= float64(3-edge) * 2
	}
	for _, a := range s.sc.file.Rules.Minefield {
		if b.InArea(pos, a) {
			score -= 8
		}
	}
	return score
}

// planFire picks the fire intent with the highest expected damage, or
// passes.
func (s *State) planFire(legal []engine.Intent) engine.Intent {
	var best engine.Intent
	bestV := -1.0
	for _, l := range legal {
		x, ok := l.(Fire)
		if !ok {
			if bestV < 0 {
				best = l
			}
			continue
		}
		c := &s.crafts[x.Craft]
		r := x.Target
		pos, _ := s.refPos(r)
		v := s.mountExpected(c, x.Mount, c.pos, c.facing, pos, s.targetDV(r), s.targetDR(r), s.targetDrive(r))
		if v > 0 {
			v *= s.goalFire(c, x.Mount, r)
		}
		switch r.kind {
		case refCraft:
			v *= 1 + float64(s.crafts[r.n].hits)/float64(len(s.crafts[r.n].typ.Track))
		case refTorp:
			if k := s.torpByID(r.n); k >= 0 && s.refSide(s.torps[k].target) == c.side {
				hit := 0.0
				if v > 0 {
					hit = 1
				}
				v = hit * 6.5 * float64(marks[s.torps[k].mark].Dice) * 0.6
			} else {
				v = 0
			}
		}
		if v > bestV {
			best, bestV = x, v
		}
	}
	if bestV <= 0 {
		for _, l := range legal {
			if _, ok := l.(Pass); ok {
				return l
			}
		}
	}
	return best
}

// trackerAt reports whether a torp tracking craft i is in h: flying into it
// sets it off with no dodge.
func (s *State) trackerAt(i int, h hex.Hex) bool {
	for _, t := range s.torps {
		if t.pos == h && t.target == (ref{refCraft, i}) {
			return true
		}
	}
	return false
}

// planDefence chooses point defence when it should stop more torps than a
// dodge (10.7).
func (s *State) planDefence(legal []engine.Intent) engine.Intent {
	ci, _ := IntentCraft(legal[0])
	i := int(ci)
	c := &s.crafts[i]
	var ts []Mark
	for _, t := range s.torps {
		if t.target == (ref{refCraft, i}) && t.pos == c.pos {
			ts = append(ts, t.mark)
		}
	}
	n := len(ts)
	dodge := 0.0
	for f := 1; f <= 10 && s.canDodge(i); f++ {
		dodge += float64(min(n, max(0, f+int(c.crew[0].Plt)-n-10))) / 10
	}
	pd, most := s.pointDefence(i)
	tries := n
	if most > 0 {
		tries = min(n, most)
	}
	kill := float64(tries) * float64(pd) / 10
	for _, l := range legal {
		switch l.(type) {
		case PointDef:
			if kill > dodge {
				return l
			}
		case Dodge:
			if kill <= dodge {
				return l
			}
		}
	}
	return legal[0]
}

// planDuel answers an attack with the crew member and system that deal
// the most to the attacker (10.8).
func (s *State) planDuel(legal []engine.Intent) engine.Intent {
	var best engine.Intent
	bestV := 0.0
	for _, l := range legal {
		x, ok := l.(Duel)
		if !ok {
			if bestV == 0 {
				best = l
			}
			continue
		}
		c := &s.crafts[x.Craft]
		r := x.Target
		v := s.mountExpected(c, x.Mount, c.pos, c.facing, s.crafts[r.n].pos, s.targetDV(r), s.targetDR(r), s.targetDrive(r))
		if v > bestV {
			best, bestV = x, v
		}
	}
	return best
}

// bandMod is the range modifier the opponent expects: the three bands, or
// 10.11's six.
func (s *State) bandMod(w Weapon, d int, band RangeBand) int {
	if s.opt.RangeBands {
		m, _, _ := s.rangeMod(w, d)
		return m
	}
	return band.mod()
}

// planDrive0 turns a craft at Drive 0 (10.3) to bring the most weapon
// systems to bear on the nearest enemy craft, the hex ahead nearer to it
// on a tie; keeping the facing wins a tie with a turn.
func (s *State) planDrive0(legal []engine.Intent) engine.Intent {
	ci, _ := IntentCraft(legal[0])
	c := &s.crafts[ci]
	foe, fd := -1, 0
	for j := range s.crafts {
		if o := &s.crafts[j]; o.alive() && o.side != c.side {
			if d := hex.Distance(c.pos, o.pos); foe < 0 || d < fd {
				foe, fd = j, d
			}
		}
	}
	if foe < 0 {
		return legal[len(legal)-1]
	}
	at := s.crafts[foe].pos
	score := func(f hex.Direction) int {
		v := 0
		for m, mt := range c.typ.Mounts {
			if !c.mountLost(m) && inArc(c.pos, f, mt.Arcs, at) {
				v += 100
			}
		}
		return v - hex.Distance(hex.Neighbor(c.pos, f), at)
	}
	best, bv := legal[len(legal)-1], score(c.facing)
	for _, l := range legal {
		if t, ok := l.(Turn); ok {
			if v := score(c.facing.Rotate(t.Dir)); v > bv {
				best, bv = l, v
			}
		}
	}
	return best
}
