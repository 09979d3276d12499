package starmada

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Scripted is the "scripted" opponent. It decides from the view it is
// given, never from the other side's orders:
//
//   - Orders: for each ship, every end pose it can reach this turn (with
//     the cheapest orders that reach it) is scored by the damage the ship
//     could expect to deal from there against the enemy where it stands
//     now, minus a share of the damage it could expect to take, each
//     damage die valued by the Combat Rating it takes off (dieValue), with
//     a pull toward the nearest enemy and penalties near the board's edge
//     and in explosions; leaving the board is never chosen.
//   - Fighters: the flight and attack with the highest expected effect;
//     the enemy's fighters are worth hunting.
//   - Combat: ship by ship (4.1.1), each of its batteries at the target
//     with the highest value of expected damage, concentrating on a ship
//     already under fire, then its attacks resolved before the next ship
//     declares; enemy fighters shot down count as much as damage dice.
//
// It keeps no memory between calls.
type Scripted struct{}

// Level implements engine.Opponent.
func (Scripted) Level() string { return engine.LevelScripted }

// Choose implements engine.Opponent.
func (Scripted) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	s, ok := view.(*State)
	if !ok || s == nil {
		return nil, fmt.Errorf("the scripted opponent plays %s, not %T", ID, view)
	}
	if s.outcome.Over {
		return nil, errors.New("the game is over")
	}
	if !s.Phase().Acting(p) {
		return nil, fmt.Errorf("it is not %s turn", engine.Possessive(s.Name(p)))
	}
	var in engine.Intent
	switch s.phase {
	case phOrders:
		in = s.planOrders(p)
	case phFighters:
		in = s.planFlight(p)
	case phCombat:
		in = s.planFire(p)
	case phChoose:
		in = s.planLose(p)
	case phSetup:
		in = s.planPlace(p)
	case phBuild:
		in = s.planBuild(p)
	case phLaunch:
		in = s.planLaunch(p)
	}
	if in == nil || s.check(in) != nil {
		legal := s.Legal(p)
		if len(legal) == 0 {
			return nil, errors.New("nothing legal to do")
		}
		return legal[len(legal)-1], nil
	}
	return in, nil
}

// pHit is the chance that one die hits when need is wanted after
// modifiers (4.2.1).
func pHit(need int) float64 {
	switch {
	case need <= 2:
		return 5.0 / 6
	case need <= 6:
		return float64(7-need) / 6
	}
	return 1.0 / 6 / float64(need-5)
}

// expected is the damage dice one weapon of b can expect to put on a ship
// with shield rating shield at band with extra modifiers mods, the sum of
// the To-Hit modifiers besides the band's as 4.2.1 adds them to the die
// (ECM −1, an explosion −its strength).
func expected(b *Battery, band Band, mods, shield int) float64 {
	if band == OutOfRange {
		return 0
	}
	rof := float64(b.ROF)
	pen := float64(b.PEN)
	dmg := float64(b.DMG)
	if b.Has(RangeBasedROF) {
		rof *= float64(rangeMult(band))
	}
	if b.Has(RangeBasedPEN) {
		pen *= float64(rangeMult(band))
	}
	if b.Has(RangeBasedDMG) {
		dmg *= float64(rangeMult(band))
	}
	if b.Has(VariableROF) {
		rof *= 1.83
	}
	if b.Has(VariablePEN) {
		pen *= 1.83
	}
	if b.Has(VariableDMG) {
		dmg *= 1.83
	}
	if b.Has(ShieldResonant) && shield > 0 {
		pen *= float64(shield)
	}
	ph := pHit(b.ToHit - b.RangeMod(band) - mods)
	if b.Has(RerollsToHit) {
		ph = 1 - (1-ph)*(1-ph)
	}
	if b.Has(MustRerollToHit) {
		ph *= ph
	}
	if b.Has(Repeating) {
		ph /= 1 - ph
	}
	eff := shieldsAgainst(b, shield) // B.7, B.8: as the roll has it
	pp := float64(6-eff) / 6
	if b.Has(IgnoresShields) {
		pp = 1
	}
	if b.Has(RerollsPEN) {
		pp = 1 - (1-pp)*(1-pp)
	}
	if b.Has(MustRerollPEN) {
		pp *= pp
	}
	if b.Has(IncreasedDMG) {
		dmg *= 2
	}
	if b.Has(IncreasedPEN) {
		pen *= 1.5
	}
	return rof * ph * pen * pp * dmg
}

// threat is the damage dice ship a could expect to put on ship t if a
// stood at from facing f and t at to.
func (s *State) threat(a *ship, from Pose, t *ship, to hex.Hex) float64 {
	d := hex.Distance(from.Hex, to)
	if d == 0 || !s.Clear(from.Hex, to) {
		return 0
	}
	arcs := hex.StarmadaArcs(from.Hex, from.Facing, to)
	mods := 0
	if t.hasEquip(ElectronicCountermeasures) {
		mods-- // 4.2.1
	}
	mods -= s.explosionAt(from.Hex) + s.explosionAt(to) // 4.3.1
	total := 0.0
	for bi := range a.class.Batteries {
		b := &a.class.Batteries[bi]
		band := b.BandAt(d)
		if band == OutOfRange {
			continue
		}
		n := 0
		for _, m := range a.working(bi) {
			if b.Mounts[m].Overlaps(arcs) {
				n++
			}
		}
		total += float64(n) * expected(b, band, mods, t.shieldRating())
	}
	return total
}

// planOrders writes the orders of the next ship without orders, or
// submits.
func (s *State) planOrders(p engine.Player) engine.Intent {
	i := s.nextToOrder(p)
	if i < 0 {
		return Submit{By: p}
	}
	return WriteOrders{By: p, Ship: s.ships[i].name, Orders: s.scriptReach(i).Orders}
}

// scriptReach is the pose the script orders ship i to: the first of the
// best by scorePose among those it can reach (standing still among them).
func (s *State) scriptReach(i int) Reach {
	reach := s.reachable(i)
	best, bestScore := reach[0], s.scorePose(i, reach[0])
	for _, r := range reach[1:] {
		if sc := s.scorePose(i, r); sc > bestScore {
			best, bestScore = r, sc
		}
	}
	return best
}

// scorePose is the script's score of ship i ending its move as r says:
// against the enemy where it stands now, with the script's weights.
func (s *State) scorePose(i int, r Reach) float64 {
	return s.scorePoseAgainst(i, r, nil, poseWeights{def: defWeight, close: closeWeight})
}

// poseWeights are what a pose's score weighs besides the damage the ship
// can deal from it.
type poseWeights struct {
	def   float64 // the damage the pose exposes the ship to, against the damage it deals
	close float64 // the pull toward the nearest enemy, a point a hex
}

// scorePoseAgainst scores ship i ending its move as r says, with each
// enemy ship j standing at enemy[j] (where it stands now when enemy is nil
// or has no pose for it).
func (s *State) scorePoseAgainst(i int, r Reach, enemy map[int]Pose, w poseWeights) float64 {
	if r.Off {
		return -1e12
	}
	sh := &s.ships[i]
	off, def := 0.0, 0.0
	nearest := 1 << 30
	for j := range s.ships {
		e := &s.ships[j]
		if e.side == sh.side || !e.operational() {
			continue
		}
		at, ok := enemy[j]
		if !ok {
			at = e.pose()
		}
		// Damage is worth what it takes off the enemy's Combat Rating,
		// and more as a ship nears its end.
		off += dieValue(e) * s.threat(sh, r.End, e, at.Hex)
		def += s.threat(e, at, sh, r.End.Hex)
		nearest = min(nearest, hex.Distance(r.End.Hex, at.Hex))
	}
	// The damage a ship may take is worth what it would cost its side.
	score := off - w.def*def*dieValue(sh)
	if nearest < 1<<30 {
		score -= w.close * float64(nearest)
		if nearest == 0 {
			score -= 0.5 // no attack into one's own hex
		}
	}
	c, row := hex.ToOffset(r.End.Hex)
	edge := min(c, row, s.board.Cols-1-c, s.board.Rows-1-row)
	if edge < 3 {
		score -= float64(3-edge) * 0.6
	}
	// Pointing off the board near an edge invites a forced exit.
	ahead := hex.Neighbor(hex.Neighbor(r.End.Hex, r.End.Facing), r.End.Facing)
	if !s.board.Contains(ahead) {
		score -= 0.4
	}
	score -= 1.5 * float64(s.explosionAt(r.End.Hex))
	// A ship that ends its move going forward keeps every option open next
	// turn (3.2.1).
	if r.Last == lastForward {
		score += 0.05
	}
	return score
}

// planFlight picks the flight and attack with the best expected effect.
func (s *State) planFlight(p engine.Player) engine.Intent {
	var best engine.Intent
	bestScore := -1e18
	for _, in := range s.Legal(p) {
		f, ok := in.(Fly)
		if !ok {
			continue
		}
		sc := s.scoreFly(f)
		if sc > bestScore {
			best, bestScore = in, sc
		}
	}
	if best == nil {
		if l := s.Legal(p); len(l) > 0 {
			return l[0]
		}
	}
	return best
}

func (s *State) scoreFly(f Fly) float64 {
	c := &s.craft[s.craftIndex(f.Craft)]
	to := hex.FromOffset(f.Col, f.Row)
	if f.Target.IsZero() {
		return -0.01 * float64(s.nearestEnemy(c.side, to))
	}
	ref, err := s.resolveTarget(f.By, f.Target)
	if err != nil || ref.ship >= 0 && s.ships[ref.ship].scored {
		return -1 // a crippled ship has given its VPs already (4.3.2)
	}
	if ref.ship < 0 {
		n := 0
		for _, e := range s.craft {
			if e.side == ref.side && e.pos == ref.stack {
				n += e.n
			}
		}
		loss := 1.0 / 6 // each 1 costs a fighter of its own (5.3.2)
		if !s.fightsBack(ref.side, ref.stack) {
			loss = 0
		}
		return float64(c.n) * (1.0/3 - loss) * dogfightWeight * float64(min(n, 6)) / 6
	}
	t := &s.ships[ref.ship]
	if c.sat {
		return expected(&satelliteWeapon, satelliteWeapon.BandAt(hex.Distance(to, t.pos)), 0, t.shieldRating())
	}
	eff := (t.shieldRating() + 1) / 2
	// 5+ less an explosion's strength either end (4.3.1); 7+ and more by
	// 4.2.1's 6s rule.
	var p float64
	if need := fighterNeed(s.fighterMods(to, t.pos)); need >= 7 {
		p = 1.0 / 6 / float64(need-5)
	} else {
		p = float64(7-need) / 6
	}
	v := float64(c.n) * p * float64(6-eff) / 6
	if t.fightsBack() {
		v -= float64(c.n) / 6 * 0.3
	}
	return v
}

// planFire declares ship by ship (4.1.1): the ship with the best
// declaration first, then the rest of that ship's batteries, best first;
// then it resolves that ship's attacks and, having seen the dice, goes on
// to the next ship. With nothing worth declaring it ends the side's fire.
func (s *State) planFire(p engine.Player) engine.Intent {
	// The ship being declared: one with attacks declared, not yet resolved.
	cur := -1
	for _, d := range s.decls {
		cur = d.ship
	}
	// The damage already declared or slashed on each ship this phase: fire
	// is concentrated on a ship that it may finish.
	pending := make([]float64, len(s.ships))
	for _, d := range s.decls {
		if d.target.ship < 0 {
			continue
		}
		sh := &s.ships[d.ship]
		b := &sh.class.Batteries[d.battery]
		band, _ := s.modifiers(b, sh.pos, d.target)
		pending[d.target.ship] += float64(len(d.mounts)) * expected(b, band, 0, s.ships[d.target.ship].shieldRating())
	}
	var best engine.Intent
	bestScore := 0.0
	for _, in := range s.targetOptions(p) {
		t := in.(Target)
		if cur >= 0 && s.ships[cur].name != t.Ship {
			continue
		}
		if sc := s.scoreTarget(t, pending); sc > bestScore {
			best, bestScore = in, sc
		}
	}
	switch {
	case best != nil:
		return best
	case cur >= 0:
		return Resolve{By: p, Ship: s.ships[cur].name}
	}
	return Fire{By: p}
}

// scoreTarget is the value of a declaration: the damage dice it can
// expect to deal, each worth what it takes off the target (nothing on a
// ship already done for: crippled, or with every hull box marked), or the
// fighters it can expect to shoot down.
func (s *State) scoreTarget(t Target, pending []float64) float64 {
	d, err := s.checkTarget(t)
	if err != nil {
		return 0
	}
	sh := &s.ships[d.ship]
	b := &sh.class.Batteries[d.battery]
	band, mods := s.modifiers(b, sh.pos, d.target)
	// The modifiers besides the band's (ECM, explosions), which expected
	// and the fighters' chance add to the band's: a -1 makes the roll
	// needed one higher.
	m := -b.RangeMod(band)
	for _, x := range mods {
		m += x.Value
	}
	if d.target.ship < 0 {
		return float64(len(d.mounts)) * float64(b.ROF) * pHit(b.ToHit-b.RangeMod(band)-m) * fighterWeight
	}
	e := &s.ships[d.target.ship]
	if e.scored || count(e.hullBoxes(), isEmpty) == 0 {
		return 0
	}
	return float64(len(d.mounts)) * expected(b, band, m, e.shieldRating()) * dieValueAfter(e, pending[d.target.ship]*focusWeight)
}

// dieValue is what one damage die on ship e is worth, in Combat Rating
// points per hull box, and more as the ship nears its end: the VPs come
// all at once when it goes (2.3).
func dieValue(e *ship) float64 { return dieValueAfter(e, 0) }

// dieValueAfter is dieValue once hits more hull boxes are expected to go.
func dieValueAfter(e *ship, hits float64) float64 {
	left := float64(count(e.hullBoxes(), func(m mark) bool { return m.kind() != boxHit })) - hits
	return float64(e.class.CR) / float64(max(1, len(e.hullBoxes()))) * (1 + 2.0/max(0.5, left+1)) / 50
}

// focusWeight is the share of the damage dice already declared on a ship
// that counts as hull gone when choosing the next target.
const focusWeight = 0.5

// closeWeight draws a ship toward the nearest enemy.
const closeWeight = 0.1

// fighterWeight is what a fighter shot down is worth against a damage die
// on a ship; dogfightWeight the same for the fighters' own attacks.
const fighterWeight, dogfightWeight = 1.0, 3.0

// defWeight is how much the damage a pose exposes a ship to counts against
// the damage it lets it deal; measured against random over 1 000-point
// battles.
const defWeight = 0.5
