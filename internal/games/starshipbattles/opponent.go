package starshipbattles

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Scripted is the scripted opponent. It decides from its own view only:
// it builds a full fleet (capital ships first, then fighters), sets up in
// the middle of its zone facing the enemy, moves each ship to the pose that
// brings the most expected damage to bear for the least it shows the enemy
// (Barrage broadsides, Frontal Battery spines, its strongest face), flies
// fighters at what they can hurt most, launches every fighter it can, makes
// the attack of the highest expected value first (finishing ships near a
// threshold), and spends Command counters where they count.
type Scripted struct{}

// Level implements engine.Opponent.
func (Scripted) Level() string { return engine.LevelScripted }

// Choose implements engine.Opponent.
func (Scripted) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	s, ok := view.(*State)
	if !ok {
		return nil, fmt.Errorf("the scripted opponent plays %s, not %T", ID, view)
	}
	legal := s.Legal(p)
	if len(legal) == 0 {
		return nil, fmt.Errorf("%s has nothing legal to do", s.playerName(p))
	}
	if in := s.script(p, legal); in != nil && s.Check(in) == nil {
		return in, nil
	}
	return legal[0], nil
}

func (s *State) script(p engine.Player, legal []engine.Intent) engine.Intent {
	switch s.prompt {
	case promptReroll:
		// It rerolls a lost check; a won one (asked with the roll option)
		// already gives the order it wants, moving second (see below).
		if s.won == int(s.faction(p)) {
			return Pass{By: p}
		}
		return Reroll{By: p}
	case promptOrder:
		// Moving second sees the enemy's moves first; the attack order
		// matters little, damage being simultaneous.
		return Order{By: p, MoveFirst: false}
	case promptDisplace:
		return s.scriptDisplace(legal)
	case promptEmperor:
		return s.scriptShift(p, legal)
	case promptAlly:
		// As in its own attack turn: it opens the attacks its teammate's
		// ships could not make otherwise; it plans no diagonal moves or
		// extra launches, in its own turn or an ally's.
		for _, o := range s.playable(p) {
			if o == IncomingFighters || o == LongRangeBombardment {
				return Play{By: p, Option: o}
			}
		}
		return Pass{By: p}
	case promptAttacker, promptDefender, promptFlyCasual, promptDamageControl:
		if o, ok := s.scriptOption(p); ok {
			return Play{By: p, Option: o}
		}
		return Pass{By: p}
	}
	switch s.phase {
	case phBuild:
		return s.scriptBuild(p)
	case phSetup:
		return s.scriptPlace(p, legal)
	case phMove:
		if s.step == stepLaunch {
			return s.scriptLaunch(p, legal)
		}
		return s.scriptMove(p)
	case phAttack:
		return s.scriptAttack(p, legal)
	}
	return nil
}

// Fleet plans: capital ships in order of preference, then fighters taken
// round after round while points remain (at most maxPlannedFighters). A
// faction may have a plan for larger budgets (from points up); the plan
// with the largest from that the build allows is used.
//
// The Dark Side's plans come from scripted-against-scripted play against
// the Light Side's plan (40 games a fleet): Imperial Star Destroyers give
// the most for their points. The Executor, the Trade Federation
// Battleship and the Emperor's Shuttle first, as the plan had them, won 5
// of 40 standard battles; four Star Destroyers, two Interdictors and Slave
// I won 22. At 150 points (a team's fleet) two Star Destroyers and the
// Battleship did best (18 of 40 team battles; with an Interdictor and
// fighters instead, 6).
type fleetPlan struct {
	from     int
	capitals []string
}

var (
	plannedCapitals = [2][]fleetPlan{
		{{0, []string{"Mon Calamari Star Defender Viscount", "Mon Calamari Cruiser Home One", "Millennium Falcon", "Republic Assault Ship", "Rebel Blockade Runner", "Republic Cruiser"}}},
		{
			{0, []string{"Imperial Star Destroyer", "Imperial Star Destroyer", "Trade Federation Battleship", "Slave I (Boba Fett)", "Imperial Interdictor Cruiser", "Super Star Destroyer Executor", "Emperor's Shuttle"}},
			{300, []string{"Imperial Star Destroyer", "Imperial Star Destroyer", "Imperial Star Destroyer", "Imperial Star Destroyer", "Imperial Interdictor Cruiser", "Imperial Interdictor Cruiser", "Slave I (Boba Fett)", "Super Star Destroyer Executor", "Trade Federation Battleship", "Emperor's Shuttle"}},
		},
	}
	plannedFighters = [2][]string{
		{"Luke Skywalker's X-wing", "X-wing Starfighter", "B-wing Starfighter", "A-wing Starfighter", "Y-wing Starfighter"},
		{"Darth Vader's TIE Advanced x1", "TIE Interceptor", "TIE Fighter", "TIE Bomber", "TIE Fighter Ace"},
	}
)

// capitalPlan is the plan of capital ships for a faction and a budget.
func capitalPlan(fac Faction, budget int) []string {
	var out []string
	for _, pl := range plannedCapitals[fac] {
		if pl.from <= budget {
			out = pl.capitals
		}
	}
	return out
}

const maxPlannedFighters = 12

// buildPlan is the fleet the scripted opponent wants: its team-mates'
// Unique ships left out.
func (s *State) buildPlan(p engine.Player) []CardID {
	fac := s.faction(p)
	var plan []CardID
	pts, fighters := 0, 0
	taken := func(c *Card) bool {
		if !c.Unique {
			return false
		}
		for q := range s.fleets {
			if engine.Player(q) == p || s.fleets[q].faction != fac {
				continue
			}
			for _, o := range s.fleets[q].picks {
				if strings.EqualFold(s.rules.cards[o].UniqueName(), c.UniqueName()) && s.rules.cards[o].Unique {
					return true
				}
			}
		}
		for _, o := range plan {
			if s.rules.cards[o].Unique && strings.EqualFold(s.rules.cards[o].UniqueName(), c.UniqueName()) {
				return true
			}
		}
		return false
	}
	try := func(name string) bool {
		for i, c := range s.rules.cards {
			if c.Name == name && c.Faction == fac && pts+c.Cost <= s.rules.build && !taken(c) {
				plan = append(plan, CardID(i))
				pts += c.Cost
				return true
			}
		}
		return false
	}
	for _, n := range capitalPlan(fac, s.rules.build) {
		try(n)
	}
	for added := true; added && fighters < maxPlannedFighters; {
		added = false
		for _, n := range plannedFighters[fac] {
			if fighters < maxPlannedFighters && try(n) {
				fighters++
				added = true
			}
		}
	}
	return plan
}

func (s *State) scriptBuild(p engine.Player) engine.Intent {
	plan := s.buildPlan(p)
	want := make([]int, len(s.rules.cards))
	for _, c := range plan {
		want[c]++
	}
	have := make([]int, len(s.rules.cards))
	for _, c := range s.fleets[p].picks {
		have[c]++
	}
	for c := range have {
		if have[c] > want[c] {
			return Remove{By: p, Card: CardID(c)}
		}
	}
	for _, c := range plan {
		if have[c] < want[c] && s.checkAdd(p, c) == nil {
			return Add{By: p, Card: c}
		}
	}
	return Done{By: p}
}

// scriptPlace sets up the next ship in the middle of the zone, the
// largest ships in the centre, others to either side, facing the enemy,
// on the row nearest the enemy.
func (s *State) scriptPlace(p engine.Player, legal []engine.Intent) engine.Intent {
	id, k := NoShip, 0
	for i := range s.ships {
		if s.ships[i].owner != p || s.ships[i].status == stPool {
			continue
		}
		if s.ships[i].status == stUnplaced && id == NoShip {
			id = ShipID(i)
		}
		if s.ships[i].status == stActive {
			k++
		}
	}
	offset := (k + 1) / 2 * 5
	if k%2 == 1 {
		offset = -offset
	}
	// Teams share the zone: the second player of a team starts further out.
	if int(p) >= 2 {
		offset += 3
	}
	want := s.rules.cols/2 + offset
	face := towardEnemy(s.rules.sides[p].edge)
	var best engine.Intent
	bestScore := -1 << 30
	for _, in := range legal {
		pl, ok := in.(Place)
		if !ok || pl.Ship != id || pl.Facing != face {
			continue
		}
		n := grid.ClassSize(s.class(id))
		row := pl.At.Y
		if s.rules.sides[p].edge == EdgeSouth {
			row = s.rules.rows - 1 - (pl.At.Y + n - 1)
		}
		score := -abs(pl.At.X+n/2-want)*10 + row
		if score > bestScore {
			best, bestScore = in, score
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// moveOrder is the order in which the scripted opponent moves its ships:
// the largest first, so that fighters find their way around them.
func (s *State) nextToMove(p engine.Player) ShipID {
	if s.moving != NoShip {
		return s.moving
	}
	for class := 1; class <= 4; class++ {
		for i := range s.ships {
			sh := &s.ships[i]
			if sh.owner == p && sh.status == stActive && !sh.moved && !sh.launched && s.class(ShipID(i)) == class {
				return ShipID(i)
			}
		}
	}
	return NoShip
}

func (s *State) scriptMove(p engine.Player) engine.Intent {
	id := s.nextToMove(p)
	if id == NoShip {
		return Done{By: p}
	}
	path, facing := s.planMove(id)
	if len(path) == 0 {
		return Stop{By: p, Ship: id, Facing: facing}
	}
	return Step{By: p, Ship: id, Dir: path[0]}
}

// pose is a place and facing a move may end in.
type pose struct {
	at     grid.Square
	facing grid.Facing
	parent int // index of the pose it was reached from, or -1
	dir    Dir
	depth  int
	end    bool // the ship may end its move here
	stop   bool // it must stop here
}

// reachablePoses lists every pose the ship can reach with the squares it
// has left this move, the one it stands on first; each knows the pose it
// came from.
func (s *State) reachablePoses(id ShipID) []pose {
	sh := &s.ships[id]
	left := s.stepsLeft(id)
	class := s.class(id)
	poses := []pose{{at: sh.at, facing: sh.facing, parent: -1, end: s.occupant(s.space(id), id) == NoShip}}
	seen := make([]bool, s.rules.cols*s.rules.rows*4)
	mark := func(at grid.Square, f grid.Facing) bool {
		if at.X < 0 || at.Y < 0 || at.X >= s.rules.cols || at.Y >= s.rules.rows {
			return true
		}
		k := ((at.Y*s.rules.cols)+at.X)*4 + int(f)
		if class >= 3 {
			k = ((at.Y * s.rules.cols) + at.X) * 4
		}
		was := seen[k]
		seen[k] = true
		return was
	}
	mark(sh.at, sh.facing)
	for i := 0; i < len(poses); i++ {
		pz := poses[i]
		if pz.depth >= left || pz.stop {
			continue
		}
		for d := Dir(0); d < 8; d++ {
			res, err := s.stepFrom(id, d, pz.at, pz.facing, left-pz.depth)
			if err != nil || res.fled {
				continue
			}
			if mark(res.at, res.facing) {
				continue
			}
			poses = append(poses, pose{at: res.at, facing: res.facing, parent: i, dir: d, depth: pz.depth + 1,
				end: !res.ally, stop: res.stop})
		}
	}
	return poses
}

// planMove searches every pose the ship can reach this move and returns
// the steps to the best one and the facing to end with.
func (s *State) planMove(id ShipID) ([]Dir, grid.Facing) {
	sh := &s.ships[id]
	class := s.class(id)
	poses := s.reachablePoses(id)
	scratch := s.clone()
	type rated struct {
		pose    int
		facing  grid.Facing
		score   float64
		inReach bool
		near    int
	}
	var all []rated
	anyReach := false
	for i, pz := range poses {
		if !pz.end {
			continue
		}
		facings := []grid.Facing{pz.facing}
		if class == 3 {
			every := grid.Facings()
			facings = every[:]
		}
		for _, f := range facings {
			scratch.ships[id].at, scratch.ships[id].facing = pz.at, f
			score, off := scratch.poseScore(id)
			r := rated{pose: i, facing: f, score: score - 0.001*float64(pz.depth), inReach: off > 0,
				near: scratch.nearestEnemy(id)}
			anyReach = anyReach || r.inReach
			all = append(all, r)
		}
	}
	// A ship that can bring nothing to bear from any pose it reaches this
	// move closes on the nearest enemy (advanceWeight a square) rather than
	// wait where it is: every such pose rated 0, it stood still until the
	// long-battle charge began in round 20.
	advance := 0.0
	if !anyReach && class != 4 {
		advance = advanceWeight
	}
	best, bestFacing, bestScore := 0, sh.facing, -1e18
	for _, r := range all {
		score := r.score
		if advance > 0 && r.near < 1<<30 {
			score -= advance * float64(r.near)
		}
		if score > bestScore+1e-9 {
			best, bestFacing, bestScore = r.pose, r.facing, score
		}
	}
	var path []Dir
	for i := best; poses[i].parent >= 0; i = poses[i].parent {
		path = append([]Dir{poses[i].dir}, path...)
	}
	if class != 3 {
		bestFacing = poses[best].facing
	}
	return path, bestFacing
}

// hitOdds is the chance that d20+bonus reaches need on a roll that is not
// a natural 20 (which always hits and is a critical hit, 1 in 20) nor a
// natural 1 (which always misses).
func hitOdds(bonus, need int) float64 {
	n := 0
	for f := 2; f <= 19; f++ {
		if f+bonus >= need {
			n++
		}
	}
	return float64(n) / 20
}

// unitValue is what one point of damage on a ship is worth: its cost over
// all its Hull.
func (s *State) unitValue(id ShipID) float64 {
	c := s.card(id)
	h := c.Full.Hull
	if c.Reduced != nil {
		h += c.Reduced.Hull
	}
	return float64(c.Cost) / float64(h)
}

// expected is the expected damage of an attack and its value, counting
// thresholds when finish is set: damage that reduces or destroys the
// target is worth more, damage beyond its destruction nothing.
func (s *State) expected(a attack, finish bool) float64 {
	bonus := 0
	for _, m := range s.attackMods(a) {
		bonus += m.Value
	}
	need, _ := s.defense(a)
	ph := hitOdds(bonus, need)
	hit := s.damageOf(a, false, nil)
	crit := s.damageOf(a, true, nil)
	v := ph*s.damageValue(a.target, hit, finish) + 0.05*s.damageValue(a.target, crit, finish)
	// Emperor's Will: the target's owner may put the damage of a
	// nonadjacent attack on an adjacent fighter of its own; count the
	// damage where it hurts the least.
	if a.dist > 1 && a.weapon != pdWeapon && s.has(a.target, EmperorsWill) {
		for _, f := range s.shieldFighters(a.target) {
			v = min(v, ph*s.damageValue(f, hit, finish)+0.05*s.damageValue(f, crit, finish))
		}
	}
	return v
}

func (s *State) damageValue(t ShipID, dmg int, finish bool) float64 {
	if dmg <= 0 {
		return 0
	}
	c := s.card(t)
	sh := &s.ships[t]
	rem := c.Full.Hull - sh.damage
	reduce := -1
	if !sh.reduced && c.Reduced != nil {
		reduce = rem
		rem += c.Reduced.Hull
	} else if sh.reduced {
		rem = c.Reduced.Hull - sh.damage
	}
	v := float64(min(dmg, max(rem, 0))) * s.unitValue(t)
	if finish {
		switch {
		case dmg >= rem && rem > 0:
			v += float64(c.Cost) * 0.4
		case reduce > 0 && dmg >= reduce:
			v += float64(c.Cost) * 0.15
		}
	}
	return v
}

// bestAgainst is the best expected value of one weapon (or PD) against
// one target, over the faces the attacker may choose.
func (s *State) bestAgainst(id ShipID, wi int, t ShipID, dist int) float64 {
	a := attack{ship: id, weapon: wi, target: t, dist: dist, to: NoShip}
	if s.class(t) == 4 {
		return s.expected(a, false)
	}
	best := 0.0
	faces := s.facesFor(id, t)
	for _, f := range [4]grid.FaceSet{grid.Front, grid.Right, grid.Rear, grid.Left} {
		if faces.Has(f) {
			a.face = f
			best = max(best, s.expected(a, false))
		}
	}
	return best
}

// offense is what the ship could deal from where it stands: each weapon at
// its best target (a broadside weapon at the best of each broadside), and
// Point-Defense at every adjacent fighter.
func (s *State) offense(id ShipID) float64 {
	total := 0.0
	sp := s.space(id)
	ws := s.side(id).Weapons
	for wi, w := range ws {
		var best [2]float64
		for j := range s.ships {
			t := ShipID(j)
			if !s.active(t) || !s.enemies(id, t) {
				continue
			}
			dist := grid.SpaceDistance(sp, s.space(t))
			if s.reach(id, t, w, dist) != reachOK {
				continue
			}
			k := 0
			if w.Kind.Arc() == Broadside && s.class(id) != 4 {
				if l, r := s.broadsideOf(id, t); r && !l {
					k = 1
				}
			}
			best[k] = max(best[k], s.bestAgainst(id, wi, t, dist))
		}
		total += best[0] + best[1]
	}
	if _, ok := s.pdRating(id); ok && s.class(id) != 4 {
		for j := range s.ships {
			t := ShipID(j)
			if s.active(t) && s.class(t) == 4 && s.enemies(id, t) && grid.SpaceDistance(sp, s.space(t)) == 1 {
				total += s.expected(attack{ship: id, weapon: pdWeapon, target: t, dist: 1, to: NoShip}, false)
			}
		}
	}
	return total
}

// threat is what the enemy could deal to the ship where it stands: every
// enemy weapon that reaches it at the face the enemy would choose, and the
// Point-Defense of adjacent ships against a fighter.
func (s *State) threat(id ShipID) float64 {
	total := 0.0
	sp := s.space(id)
	for j := range s.ships {
		e := ShipID(j)
		if !s.active(e) || !s.enemies(id, e) {
			continue
		}
		dist := grid.SpaceDistance(sp, s.space(e))
		for wi, w := range s.side(e).Weapons {
			if s.reach(e, id, w, dist) == reachOK {
				total += s.bestAgainst(e, wi, id, dist)
			}
		}
		if _, ok := s.pdRating(e); ok && s.class(id) == 4 && s.class(e) != 4 && dist == 1 {
			total += s.expected(attack{ship: e, weapon: pdWeapon, target: id, dist: 1, to: NoShip}, false)
		}
	}
	return total
}

// threatWeight is the share of the damage it invites that a pose is
// charged: 0.6, falling from round 20 to 0.1 at round 40, so that a battle
// in which both sides keep out of each other's reach (a fast fighter and
// a stronger, slower ship) comes to an end.
func (s *State) threatWeight() float64 {
	switch {
	case s.round <= 20:
		return 0.6
	case s.round >= 40:
		return 0.1
	}
	return 0.6 - 0.5*float64(s.round-20)/20
}

// closing is how much a square between a ship and its nearest enemy costs
// a pose beyond round 20, rising to 1 at round 40 and staying there: in a
// long battle both sides close in, so that fighters kept out of the reach
// of Point-Defense and ships that can hurt them only when adjacent do not
// wait for each other for ever (How to Win names no last round).
func (s *State) closing() float64 {
	return min(max(float64(s.round-20)/20, 0), 1)
}

// advanceWeight is what a square between a ship and its nearest enemy
// costs a pose when no pose the ship reaches this move brings any enemy
// within its reach (own number: as much as a fighter is charged, so that
// a pose in the enemy's reach still costs more than the squares gained).
const advanceWeight = 0.2

// nearestEnemy is the distance from the ship to the nearest active enemy,
// 1<<30 when there is none.
func (s *State) nearestEnemy(id ShipID) int {
	near := 1 << 30
	sp := s.space(id)
	for j := range s.ships {
		t := ShipID(j)
		if s.active(t) && s.enemies(id, t) {
			near = min(near, grid.SpaceDistance(sp, s.space(t)))
		}
	}
	return near
}

// poseScore rates where a ship stands: what it can deal, less a share of
// what it invites, less the squares a fighter still has to cover to reach
// an enemy (every ship's, in a long battle), less a little for hugging the
// grid's edge; and the offense alone.
func (s *State) poseScore(id ShipID) (score, offense float64) {
	offense = s.offense(id)
	score = offense - s.threatWeight()*s.threat(id)
	sp := s.space(id)
	edge := min(sp.Anchor.X, sp.Anchor.Y, s.rules.cols-(sp.Anchor.X+sp.Size), s.rules.rows-(sp.Anchor.Y+sp.Size))
	if edge < 2 {
		score -= float64(2-edge) * 0.3
	}
	w := s.closing()
	if s.class(id) == 4 {
		w = 0.2 + 1.8*w
	}
	if w > 0 {
		if near := s.nearestEnemy(id); near < 1<<30 {
			score -= w * float64(near)
		}
	}
	return score, offense
}

// scriptLaunch launches toward the enemy: the square nearest an enemy
// ship, the fighters of the pool in order.
func (s *State) scriptLaunch(p engine.Player, legal []engine.Intent) engine.Intent {
	var best engine.Intent
	bestD := 1 << 30
	for _, in := range legal {
		l, ok := in.(Launch)
		if !ok {
			continue
		}
		d := 1 << 30
		for j := range s.ships {
			t := ShipID(j)
			if s.active(t) && s.faction(s.ships[j].owner) != s.faction(p) {
				d = min(d, grid.SpaceDistance(grid.NewSpace(l.At, 1), s.space(t)))
			}
		}
		if d < bestD {
			best, bestD = in, d
		}
	}
	if best == nil {
		return Done{By: p}
	}
	return best
}

// scriptAttack plays an option that opens attacks, else makes the attack
// of the highest expected value (finishing targets near a threshold).
func (s *State) scriptAttack(p engine.Player, legal []engine.Intent) engine.Intent {
	return s.bestAttack(p, legal, func(a attack) float64 { return s.expected(a, true) })
}

// bestAttack plays the first option in legal that opens attacks (Incoming
// Fighters, Long-Range Bombardment), else makes the attack that value
// rates highest (the first of equals); Done when there is none.
func (s *State) bestAttack(p engine.Player, legal []engine.Intent, value func(attack) float64) engine.Intent {
	var best engine.Intent
	bestV := -1.0
	for _, in := range legal {
		switch x := in.(type) {
		case Play:
			return x
		case Attack:
			a := attack{ship: x.Ship, weapon: x.Weapon, target: x.Target, face: x.Face, to: NoShip,
				dist: grid.SpaceDistance(s.space(x.Ship), s.space(x.Target))}
			if v := value(a); v > bestV {
				best, bestV = in, v
			}
		}
	}
	if best == nil {
		return Done{By: p}
	}
	return best
}

// counters counts p's unspent Command counters that can pay for class.
func (s *State) counters(p engine.Player, class int) int {
	n := 0
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.owner != p || (sh.status > stActive) {
			continue
		}
		for k, e := range s.rules.cards[sh.card].Command {
			if sh.spent&(1<<k) != 0 {
				continue
			}
			for _, c := range e {
				if c == class {
					n++
					break
				}
			}
		}
	}
	return n
}

// scriptOption decides on the option a prompt offers.
func (s *State) scriptOption(p engine.Player) (Option, bool) {
	for _, o := range s.playable(p) {
		switch o {
		case PowerToWeapons, TargetFighters:
			// Keep a counter of the class for defence.
			if s.counters(p, o.Class()) >= 2 {
				return o, true
			}
		case AttackFormation, Evasive:
			return o, true
		case PowerToShields, PowerToShieldsFront:
			if s.atk.weapon != pdWeapon && s.weaponOf(s.atk.ship, s.atk.weapon).Damage >= 3 {
				return o, true
			}
		case FlyCasual:
			a := s.atk
			if d := s.damageOf(a, a.crit, nil); d >= 2 || s.damageValue(a.target, d, true) > float64(d)*s.unitValue(a.target) {
				return o, true
			}
		case DamageControl:
			if s.atThreshold(p) {
				return o, true
			}
		}
	}
	return 0, false
}

// atThreshold reports whether removing one counter would keep a class 1
// ship of p's team from being reduced or destroyed.
func (s *State) atThreshold(p engine.Player) bool {
	for i := range s.ships {
		id := ShipID(i)
		if !s.active(id) || s.team(id) != s.faction(p) || s.class(id) != 1 || s.ships[i].damage == 0 {
			continue
		}
		c, d := s.card(id), s.ships[i].damage
		switch {
		case s.ships[i].reduced && d == c.Reduced.Hull:
			return true
		case !s.ships[i].reduced && (d == c.Full.Hull || c.Reduced != nil && d == c.Full.Hull+c.Reduced.Hull):
			return true
		}
	}
	return false
}

// scriptShift lets the cheapest adjacent fighter take a hit of 2 or more
// meant for the Emperor's Will ship.
func (s *State) scriptShift(p engine.Player, legal []engine.Intent) engine.Intent {
	if s.atk.dmg < 2 {
		return Pass{By: p}
	}
	var best engine.Intent
	cost := 1 << 30
	for _, in := range legal {
		if sh, ok := in.(Shift); ok && s.card(sh.To).Cost < cost {
			best, cost = in, s.card(sh.To).Cost
		}
	}
	if best == nil {
		return Pass{By: p}
	}
	return best
}

// scriptDisplace puts a pushed fighter on the square nearest an enemy.
func (s *State) scriptDisplace(legal []engine.Intent) engine.Intent {
	var best engine.Intent
	bestD := 1 << 30
	for _, in := range legal {
		d, ok := in.(Displace)
		if !ok {
			continue
		}
		near := 1 << 30
		for j := range s.ships {
			t := ShipID(j)
			if s.active(t) && s.enemies(d.Fighter, t) {
				near = min(near, grid.SpaceDistance(grid.NewSpace(d.To, 1), s.space(t)))
			}
		}
		if near < bestD {
			best, bestD = in, near
		}
	}
	return best
}
