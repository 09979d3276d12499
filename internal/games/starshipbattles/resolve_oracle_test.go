package starshipbattles

import (
	"fmt"
	"math/bits"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The resolution oracle (the twenty-second audit): what an action does once
// it is taken, worked out again from the rulebook and docs/rules alone. For
// every intent of many games it takes the position before, the intent and
// the dice the engine drew (a copy of the state's own generator, rolled here
// in the order the events show their rolls, so a roll the log does not show
// is caught too), predicts the position after and compares: each attack
// roll's total and the Defense it needs, hit or miss, the damage counters
// placed (and where Emperor's Will or Fly Casual sends them), the damage
// phase (Damage Control, reduced, destroyed, an Infinite fighter back to its
// pool), fighters pushed aside by a capital ship's step, a ship leaving the
// grid, the initiative checks and who moves first, and the end of the
// battle. Only the state's plain fields, the card data and Name are read;
// the geometry is the legality oracle's own (oracle_offers_test.go), never
// the grid package's or the rules code's.

// rOracle follows one game: an attack rolled in one intent may place its
// counters in a later one (after Fly Casual or Emperor's Will is asked).
type rOracle struct {
	t       testing.TB
	where   string
	pending *rHit // an attack rolled whose counters are not yet placed
	// rerolled: the round in which each team used its Advanced
	// Communications Array.
	rerolled [2]int
	count    map[string]int
}

// rHit is an attack's predicted result.
type rHit struct {
	target ShipID
	hit    bool
	dmg    int
	buzz   bool // a Buzz Droids ship's Concussion Missiles hit: −1 Defense for the round
	counts bool // the hit deals damage, or brings Buzz Droids to a target without them (rules 9)
	nat20  bool // a natural 20 (Fly Casual turns even that hit into a miss)
}

func (r *rOracle) fail(format string, args ...any) {
	r.t.Helper()
	r.t.Fatalf("%s: %s", r.where, fmt.Sprintf(format, args...))
}

// rFace is the Defense index of one face (Defense is front, right, rear, left,
// as grid's faces are numbered clockwise from the bow).
func rFace(f grid.FaceSet) int { return bits.TrailingZeros8(uint8(f)) }

// rWork is what an intent changes before the oracle compares: the damage
// counters and Buzz Droids marks as attacks place them, and the options in
// effect (one played in this intent counts from its play).
type rWork struct {
	dmg     []int
	buzz    []bool
	effects [2]uint16
}

// atkNumbers works out one attack from the rulebook: the total of the roll
// (d20 + the weapon's Attack, or the PD rating, + every bonus), the Defense
// of the face attacked with its modifiers, and the damage on a hit.
//
// Attack Phase and glossary: Concussion Missiles +2 against nonfighters;
// Antifighter Targeting against class 4 (PD included, docs/rules); Bounty
// Hunter against Unique ships; Jammer against droid fighters; Droid Control
// for allied droid fighters; Jedi Command, Sith Command, Sensor Array for
// adjacent allied fighters (never the ship itself; each counts once, at its
// best, and the three stack with one another); Target Fighters +3 for class
// 3 at fighters; Attack Formation +2 for class 4 at fighters. Defense: Power
// to Shields +2 (class 1), Power to Shields, Front +2 (class 2, front),
// Evasive +2 against PD unless the attacker has Antifighter Targeting; Force
// Sense −1 from an adjacent enemy of the target, Buzz Droids −1, each once.
// Damage: the weapon's (PD 1); halved rounded up for a fighter's Long-Range
// Bomber weapon at 2 squares; +1 Ion Cannon against a ship not reduced, +1
// Power to Weapons for class 1, +1 on a natural 20; under Long-Range
// Bombardment (another weapon at 2 squares) that sum halved; then −DR,
// −Evasion from a nonadjacent attacker, −Jedi Evasion; never below 0. The
// Quick Start battle has no special abilities and no options, but weapon
// keywords keep their rules (docs/rules, Quick Start).
func (r *rOracle) atkNumbers(s *State, w *rWork, a ShipID, wi int, t ShipID, face grid.FaceSet, d20 int) (total, need, dmg int) {
	o := oracle{s: s}
	sa, st := o.face(a), o.face(t)
	quick := o.quick()
	ab := func(id ShipID, x Ability) int {
		if quick || !o.face(id).Has(x) {
			return 0
		}
		return o.face(id).Value(x)
	}
	has := func(id ShipID, x Ability) bool { return !quick && o.face(id).Has(x) }
	eff := func(f Faction, op Option) bool { return !quick && w.effects[f]&(1<<op) != 0 }
	ta, tt := o.team(a), o.team(t)
	dist := o.sp(a).dist(o.sp(t))
	tFighter, aFighter := o.fighter(t), o.fighter(a)

	var kind WeaponKind = numWeaponKinds
	base := 1
	total = d20
	if wi == pdWeapon {
		pd := 0
		if sa.HasPD {
			pd = sa.PD
		}
		if has(a, SeismicMines) {
			pd = max(pd, SeismicMinesPD)
		}
		total += pd
		r.saw("PD")
	} else {
		wp := sa.Weapons[wi]
		kind, base = wp.Kind, wp.Damage
		total += wp.Attack
	}
	if kind == ConcussionMissiles && !tFighter {
		total += 2
		r.saw("Concussion Missiles")
	}
	for _, b := range []struct {
		x  Ability
		on bool
	}{{AntifighterTargeting, tFighter}, {BountyHunter, o.card(t).Unique}, {Jammer, o.card(t).Droid()}} {
		if b.on && ab(a, b.x) > 0 {
			total += ab(a, b.x)
			r.saw(b.x.String())
		}
	}
	if aFighter {
		best := map[Ability]int{}
		for _, e := range o.ships() {
			if !o.on(e) || o.team(e) != ta {
				continue
			}
			if o.card(a).Droid() {
				best[DroidControl] = max(best[DroidControl], ab(e, DroidControl))
			}
			if e != a && o.sp(e).dist(o.sp(a)) == 1 {
				for _, x := range []Ability{JediCommand, SithCommand, SensorArray} {
					best[x] = max(best[x], ab(e, x))
				}
			}
		}
		for x, v := range best {
			total += v
			if v > 0 {
				r.saw(x.String())
			}
		}
	}
	if tFighter && o.class(a) == 3 && eff(ta, TargetFighters) {
		total += 3
		r.saw("Target Fighters")
	}
	if tFighter && aFighter && eff(ta, AttackFormation) {
		total += 2
		r.saw("Attack Formation")
	}

	fi := FaceFront
	if !tFighter {
		fi = rFace(face)
	}
	need = st.Defense[fi]
	if o.class(t) == 1 && eff(tt, PowerToShields) {
		need += 2
		r.saw("Power to Shields")
	}
	if o.class(t) == 2 && fi == FaceFront && eff(tt, PowerToShieldsFront) {
		need += 2
		r.saw("Power to Shields, Front")
	}
	if wi == pdWeapon && tFighter && eff(tt, Evasive) && !has(a, AntifighterTargeting) {
		need += 2
		r.saw("Evasive")
	}
	for _, e := range o.ships() {
		if o.on(e) && o.team(e) != tt && has(e, ForceSense) && o.sp(e).dist(o.sp(t)) == 1 {
			need--
			r.saw("Force Sense")
			break
		}
	}
	if w.buzz[t] && !quick {
		need--
		r.saw("Buzz Droids")
	}

	switch {
	case o.class(a) == 3 && tFighter && dist == 2:
		r.saw("Incoming Fighters attack")
	case aFighter && dist == 2 && wi != pdWeapon && sa.Value(LongRangeBomber) != wi || aFighter && dist == 2 && !sa.Has(LongRangeBomber):
		r.saw("Long-Range Bombardment attack")
	case aFighter && dist == 2:
		r.saw("Long-Range Bomber attack")
	}
	dmg = base
	// A Long-Range Bomber's own weapon halves its Damage rating; any other
	// weapon of a fighter at 2 squares attacks under Long-Range
	// Bombardment, which halves the attack's damage, bonuses included,
	// before the target's reductions (rules 11).
	ownLRB := sa.Has(LongRangeBomber) && sa.Value(LongRangeBomber) == wi
	bombard := aFighter && dist == 2 && !tFighter && !ownLRB
	if aFighter && dist == 2 && !tFighter && ownLRB {
		dmg = (dmg + 1) / 2
		r.saw("halved by Long-Range Bomber at 2 squares")
	}
	if kind == IonCannon && !s.ships[t].reduced {
		dmg++
		r.saw("Ion Cannon")
	}
	if o.class(a) == 1 && eff(ta, PowerToWeapons) {
		dmg++
		r.saw("Power to Weapons")
	}
	if d20 == 20 {
		dmg++
		r.saw("critical")
	}
	if bombard {
		dmg = (dmg + 1) / 2
		r.saw("halved with its bonuses (Long-Range Bombardment)")
	}
	for _, x := range []struct {
		a  Ability
		on bool
	}{{DR, true}, {Evasion, dist > 1}, {JediEvasion, true}} {
		if v := ab(t, x.a); x.on && v > 0 {
			dmg -= v
			r.saw(x.a.String())
		}
	}
	if wi == pdWeapon && has(a, SeismicMines) {
		r.saw("Seismic Mines")
	}
	if d20 == 1 {
		r.saw("natural 1")
	}
	if dmg <= 0 {
		r.saw("no damage after reductions")
	}
	return total, need, max(dmg, 0)
}

func (r *rOracle) saw(what string) {
	if r.count != nil {
		r.count[what]++
	}
}

// attackOf finds the attack a roll belongs to: the attack the state was
// waiting on, the one the intent declares, or a Point-Defense attack, which
// the engine makes by itself first in a player's turn (named in the roll).
func (r *rOracle) attackOf(s0 *State, in engine.Intent, first bool, roll *engine.Roll) (a ShipID, w int, t ShipID, f grid.FaceSet) {
	if first && s0.atk.on && s0.prompt != promptFlyCasual && s0.prompt != promptEmperor {
		return s0.atk.ship, s0.atk.weapon, s0.atk.target, s0.atk.face
	}
	if x, ok := in.(Attack); ok && first && x.Weapon != pdWeapon {
		return x.Ship, x.Weapon, x.Target, x.Face
	}
	for i := range s0.ships {
		for j := range s0.ships {
			if strings.HasPrefix(roll.Purpose, s0.Name(ShipID(i))+" Point-Defense at "+s0.Name(ShipID(j))) {
				rest := strings.TrimPrefix(roll.Purpose, s0.Name(ShipID(i))+" Point-Defense at "+s0.Name(ShipID(j)))
				if rest == "" || rest[0] == ' ' || rest[0] == ':' {
					return ShipID(i), pdWeapon, ShipID(j), 0
				}
			}
		}
	}
	r.fail("a roll of no attack the oracle knows: %v", roll)
	return NoShip, 0, NoShip, 0
}

// step checks one intent.
func (r *rOracle) step(s0 *State, in engine.Intent, s1 *State, ev []engine.Event) {
	r.t.Helper()
	n := len(s0.ships)
	w := &rWork{dmg: make([]int, n), buzz: make([]bool, n), effects: s0.effects}
	for i := range s0.ships {
		w.dmg[i], w.buzz[i] = s0.ships[i].damage, s0.ships[i].buzz
	}
	if p, ok := in.(Play); ok {
		w.effects[s0.faction(p.By)] |= 1 << p.Option
	}
	dice := s0.dice
	// The attacks an intent of the move phase sets off (its last step ends
	// the phase, and Point-Defense is made at once) see the ships where
	// that step left them.
	at := s0
	if s0.phase == phMove {
		at = s0.clone()
		for i := range at.ships {
			at.ships[i].at, at.ships[i].facing = s1.ships[i].at, s1.ships[i].facing
		}
		if x, ok := in.(Step); ok && s1.ships[x.Ship].status != stActive {
			at.ships[x.Ship].status = s1.ships[x.Ship].status
		}
		// The fighter a launch places is on the grid for those attacks
		// too: the last launch of the phase can set one with Force Sense
		// beside a fighter the carrier's Point-Defense then attacks.
		if x, ok := in.(Launch); ok {
			at.ships[x.Fighter].status, at.ships[x.Fighter].at = stActive, x.At
		}
	}
	// An attack rolled before: Fly Casual makes it a miss, Emperor's Will
	// moves its damage to the fighter chosen.
	if r.pending != nil {
		switch x := in.(type) {
		case Play:
			if x.Option == FlyCasual {
				if r.pending.nat20 {
					r.saw("Fly Casual on a natural 20")
				}
				r.pending.hit, r.pending.dmg, r.pending.buzz = false, 0, false
				r.saw("Fly Casual")
			}
		case Shift:
			r.saw("Emperor's Will")
			r.pending.target = x.To
		}
		if !(s1.atk.on && (s1.prompt == promptFlyCasual || s1.prompt == promptEmperor)) {
			r.land(w, r.pending)
			r.pending = nil
		}
	}
	first := true
	// The damage phase is over once the round after it has begun, or the
	// battle has ended there.
	resolved := (s0.phase == phAttack || s0.phase == phDamage) && (s1.round != s0.round || s1.phase == phOver)
	var initRolls [2][]int
	for k, e := range ev {
		if e.Roll == nil {
			continue
		}
		roll := e.Roll
		if len(roll.Dice) != 1 || roll.Dice[0].Sides != 20 {
			r.fail("a roll that is not one d20: %v", roll)
		}
		d := dice.D(20)
		if roll.Dice[0].Face != d {
			r.fail("the roll %v shows %d, the dice gave %d", roll, roll.Dice[0].Face, d)
		}
		switch e.Kind {
		case EvInitiative:
			f := s0.faction(e.Player) // the check is made by the team's seat
			initRolls[f] = append(initRolls[f], d)
			r.saw("initiative roll")
			continue
		case EvSetup:
			continue // who sets up first: the legality oracle's part
		case EvAttack:
		default:
			r.fail("a roll in a %s event: %v", e.Kind, e)
		}
		windowed := first && s0.atk.on && (s0.prompt == promptAttacker || s0.prompt == promptDefender)
		a, wi, t, face := r.attackOf(s0, in, first, roll)
		first = false
		if _, played := in.(Play); !windowed && !played {
			r.noWindow(at, w, a, wi, t, face)
		}
		total, need, dmg := r.atkNumbers(at, w, a, wi, t, face, d)
		hit := (total >= need || d == 20) && d != 1
		if roll.Total != total || roll.Need != need || roll.Success != hit {
			r.fail("%v: the oracle makes it %d against %d (hit %v)", roll, total, need, hit)
		}
		r.saw("attack")
		if hit {
			r.saw("hit")
		}
		r.logSays(at, t, face, need, hit, dmg, e, s1)
		h := &rHit{target: t, hit: hit, nat20: d == 20}
		if hit {
			h.dmg = dmg
			h.buzz = wi != pdWeapon && !s0.rules.quick && s0.side(a).Weapons[wi].Kind == ConcussionMissiles &&
				oracle{s: s0}.face(a).Has(BuzzDroids)
			h.counts = h.dmg > 0 || h.buzz && !w.buzz[t]
		}
		last := true
		for _, e2 := range ev[k+1:] {
			if e2.Roll != nil && e2.Kind == EvAttack {
				last = false
			}
		}
		if last && s1.atk.on && (s1.prompt == promptFlyCasual || s1.prompt == promptEmperor) {
			r.pending = h
			continue
		}
		if _, played := in.(Play); !played {
			r.noAfterRoll(at, a, h)
		}
		r.land(w, h)
	}
	if !reflect.DeepEqual(dice, s1.dice) {
		r.fail("the engine rolled dice that no event shows")
	}
	r.initiative(s0, in, s1, ev, initRolls)
	r.order(s0, in, s1, ev)
	if s0.phase == phMove && s1.phase != phMove {
		// Attack Phase: the higher check attacks first, so the team that
		// moved first makes no attack before the other's turn is over.
		firstSeen := false
		for _, e := range ev {
			if e.Kind == EvAttack && e.Roll != nil {
				if s0.faction(e.Player) == Faction(s0.first) {
					firstSeen = true
				} else if firstSeen {
					r.fail("the %v, which moved first, attacked before the other team", Faction(s0.first))
				}
			}
		}
	}
	// Damage Control (Fleet Commander; glossary): one counter off each
	// damaged class 1 ship of the team; a reduced ship stays reduced.
	if p, ok := in.(Play); ok && p.Option == DamageControl {
		o := oracle{s: s0}
		for i := range s0.ships {
			id := ShipID(i)
			if o.on(id) && o.class(id) == 1 && o.team(id) == s0.faction(p.By) && w.dmg[i] > 0 {
				w.dmg[i]--
				r.saw("Damage Control")
				if s0.ships[i].reduced {
					r.saw("Damage Control on a reduced ship")
				}
			}
		}
	}
	// The state after: every ship's counters, side and place.
	status := make([]status, n)
	reduced := make([]bool, n)
	for i := range s0.ships {
		status[i], reduced[i] = s0.ships[i].status, s0.ships[i].reduced
	}
	if resolved {
		r.damagePhase(s0, w, status, reduced)
	}
	if s0.phase == phBuild || s0.phase == phSetup {
		return
	}
	if x, ok := in.(Launch); ok {
		// A fighter comes out of the pool without counters: one that was
		// destroyed (Infinite) left its counters with its old self
		// (Damage Resolution: destroyed ships are removed).
		status[x.Fighter] = stActive
		w.dmg[x.Fighter] = 0
		r.saw("launch")
		o := oracle{s: s0}
		inPlay, gone := false, false
		for _, id := range o.ships() {
			if o.card(id).Full.Has(Interdict) {
				inPlay = inPlay || o.on(id) && o.ability(id, Interdict)
				gone = gone || s0.ships[id].status == stDestroyed || s0.ships[id].status == stFled
			}
		}
		switch {
		case inPlay && o.inEffect(o.team(x.Carrier), ScrambleFighters) && o.class(x.Carrier) == 2:
			r.saw("launch: Scramble Fighters under Interdict")
		case inPlay:
			r.saw("launch under Interdict")
		case gone && !o.quick():
			r.saw("launch after the Interdictor left")
		}
		if s0.ships[x.Fighter].damage > 0 {
			r.saw("relaunched with old counters")
		}
	}
	r.moves(s0, in, s1, status)
	r.poses(s0, in, s1)
	for i := range s1.ships {
		sh := &s1.ships[i]
		if sh.status != status[i] || sh.reduced != reduced[i] {
			r.fail("%s: status %d reduced %v, the oracle has %d %v (counters %d, the oracle's %d)",
				s1.Name(ShipID(i)), sh.status, sh.reduced, status[i], reduced[i], sh.damage, w.dmg[i])
		}
		if sh.status == stActive && sh.damage != w.dmg[i] {
			r.fail("%s has %d damage counters, the oracle %d", s1.Name(ShipID(i)), sh.damage, w.dmg[i])
		}
		if sh.status == stActive && !resolved && s1.round == s0.round && sh.buzz != w.buzz[i] {
			r.fail("%s: Buzz Droids %v, the oracle %v", s1.Name(ShipID(i)), sh.buzz, w.buzz[i])
		}
	}
	r.commandCounters(s0, in, s1)
	r.victory(s0, s1, status)
}

// commandCounters (Command, glossary; Fleet Commander Options): a play
// spends one Command counter, nothing else spends one, and a spent counter
// stays spent. The counter is the narrowest unspent entry covering the
// option's class of the ship the player names, or with none named of the
// first ship with one that narrow (docs/rules).
func (r *rOracle) commandCounters(s0 *State, in engine.Intent, s1 *State) {
	want := make([]uint8, len(s0.ships))
	for i := range s0.ships {
		want[i] = s0.ships[i].spent
	}
	if p, ok := in.(Play); ok {
		o := oracle{s: s0, p: p.By}
		_, id := o.payers(p.Option)
		if p.Payer != NoPayer {
			id = p.Payer.Ship()
			r.saw("Command: a payer named")
		}
		entry, width := -1, 99
		if id >= 0 && int(id) < len(s0.ships) {
			for j, e := range o.card(id).Command {
				if want[id]&(1<<j) == 0 && slices.Contains(e, optionClass[p.Option]) && len(e) < width {
					entry, width = j, len(e)
				}
			}
		}
		if entry < 0 {
			r.fail("%v was accepted, and the oracle finds no counter to pay for it", in)
			return
		}
		want[id] |= 1 << entry
	}
	for i := range s1.ships {
		if s1.ships[i].spent != want[i] {
			r.fail("%s: Command entries spent %b, the oracle %b", s1.Name(ShipID(i)), s1.ships[i].spent, want[i])
		}
	}
}

// land places an attack's counters (Attack Phase, step 3: "place that many
// damage counters next to the target ship's stat card").
func (r *rOracle) land(w *rWork, h *rHit) {
	w.dmg[h.target] += h.dmg
	if h.buzz {
		w.buzz[h.target] = true
		r.saw("Buzz Droids hit")
	}
}

// damagePhase (Damage Resolution): fewer counters than the full Hull,
// nothing; the full plus reduced Hull, destroyed; the full Hull, that many
// counters off and the card turned (a one-Hull ship destroyed instead); a
// reduced ship at its reduced Hull, destroyed. A destroyed Infinite fighter
// returns to its pool (glossary, Infinite; not in the Quick Start battle).
func (r *rOracle) damagePhase(s0 *State, w *rWork, status []status, reduced []bool) {
	o := oracle{s: s0}
	for i := range s0.ships {
		id := ShipID(i)
		if !o.on(id) {
			continue
		}
		c := o.card(id)
		dead := false
		switch {
		case reduced[i]:
			dead = w.dmg[i] >= c.Reduced.Hull
		case c.Reduced == nil:
			dead = w.dmg[i] >= c.Full.Hull
		case w.dmg[i] >= c.Full.Hull+c.Reduced.Hull:
			dead = true
		case w.dmg[i] >= c.Full.Hull:
			w.dmg[i] -= c.Full.Hull
			reduced[i] = true
			r.saw("reduced")
		}
		if dead {
			r.saw("destroyed")
			status[i] = stDestroyed
			if o.ability(id, Infinite) {
				status[i] = stPool
				r.saw("Infinite back to the pool")
			}
		}
	}
}

// moves: a step that takes any square of the space off the grid flees, which
// counts as destroyed (an Infinite fighter goes back to its pool); a class
// 1 or 2 ship's step pushes each enemy fighter in the squares it enters the
// shortest distance out of its space, onto a free square (Other Ships), and
// a pushed fighter keeps its own move for later.
func (r *rOracle) moves(s0 *State, in engine.Intent, s1 *State, status []status) {
	o := oracle{s: s0}
	cols, rows := o.grid()
	if x, ok := in.(Step); ok {
		off := x.Dir.Offset()
		to := o.sp(x.Ship).moved(off.X, off.Y)
		if !to.onGrid(cols, rows) {
			r.saw("fled")
			status[x.Ship] = stFled
			if o.ability(x.Ship, Infinite) {
				status[x.Ship] = stPool
			}
		}
	}
	// Pushed fighters: any fighter whose square changed without a step of
	// its own. Its new square must be free and as near its old one as any
	// square free now outside the mover's space (what was free when it was
	// placed includes what is free now, so the nearest then is the nearest
	// now: see the note in the audit's report).
	o1 := oracle{s: s1}
	for i := range s1.ships {
		id := ShipID(i)
		if !o.on(id) || !o1.on(id) || !o.fighter(id) || s0.ships[i].at == s1.ships[i].at {
			continue
		}
		if x, ok := in.(Step); ok && x.Ship == id {
			continue
		}
		mover := s0.moving
		if x, ok := in.(Step); ok {
			mover = x.Ship
		}
		if mover == NoShip || !o.enemy(mover, id) || o1.class(mover) > 2 {
			r.fail("%s moved from %v to %v, pushed by no capital ship", s1.Name(id), s0.ships[i].at, s1.ships[i].at)
		}
		ms := o1.sp(mover)
		old := osp{s0.ships[i].at.X, s0.ships[i].at.Y, 1}
		free := func(q osp) bool {
			if !q.onGrid(cols, rows) || q.overlaps(ms) {
				return false
			}
			for _, e := range o1.ships() {
				if e != id && o1.on(e) && o1.sp(e).overlaps(q) {
					return false
				}
			}
			return true
		}
		best := -1
		for y := 0; y < rows; y++ {
			for x := 0; x < cols; x++ {
				q := osp{x, y, 1}
				if free(q) && (best < 0 || old.dist(q) < best) {
					best = old.dist(q)
				}
			}
		}
		now := o1.sp(id)
		if !free(now) || old.dist(now) != best {
			r.fail("%s pushed from %v to %v (%d away); the nearest free square is %d away", s1.Name(id), s0.ships[i].at, s1.ships[i].at, old.dist(now), best)
		}
		if s1.ships[i].moved != s0.ships[i].moved {
			r.fail("%s pushed aside and its own move is taken", s1.Name(id))
		}
		r.saw("pushed")
	}
}

// victory (How to Win): a team with no ship left on the grid has lost,
// fighters in a pool do not count; both at once is a draw (own). Checked
// when the damage phase or a flight has taken ships away.
func (r *rOracle) victory(s0, s1 *State, status []status) {
	var alive [2]bool
	for i := range s1.ships {
		if status[i] == stActive {
			alive[s0.team(ShipID(i))] = true
		}
	}
	if s0.phase == phBuild || s0.phase == phSetup || s1.phase == phSetup || s1.phase == phBuild {
		return
	}
	over := !alive[Light] || !alive[Dark]
	if s1.outcome.Over != over {
		r.fail("the battle over: %v, the oracle %v (ships on the grid: %v)", s1.outcome.Over, over, alive)
	}
	if !over {
		return
	}
	r.saw("battle over")
	switch {
	case !alive[Light] && !alive[Dark]:
		r.saw("draw")
		if s1.outcome.Winner != engine.NoPlayer {
			r.fail("both fleets gone, but %d wins", s1.outcome.Winner)
		}
	case s1.outcome.Winner == engine.NoPlayer:
		r.fail("one fleet left, but no winner")
	case !alive[s0.faction(s1.outcome.Winner)]:
		r.fail("the winner %d has no ship left", s1.outcome.Winner)
	}
}

// initiative (Initiative Phase, Who Goes First?; glossary: initiative check,
// Interdict, Advanced Communications Array): each team rolls a d20, ties
// rolled again by both; with the Quick Start reading the lower moves first
// and attacks second. In the first round a team with an Interdict ship in
// play wins without a roll and nobody rerolls. The team that lost may
// reroll once with an Advanced Communications Array ship in play; the reroll
// stands.
func (r *rOracle) initiative(s0 *State, in engine.Intent, s1 *State, ev []engine.Event, rolls [2][]int) {
	if len(rolls[Light])+len(rolls[Dark]) > 0 {
		// The checks come in pairs, a tie rolls both again; a reroll is one.
		x, isReroll := in.(Reroll)
		if isReroll {
			r.rerollRolls(s0, s0.faction(x.By), s1, rolls)
		} else {
			if len(rolls[Light]) > 1 {
				r.saw("initiative tie rolled again")
			}
			if len(rolls[Light]) != len(rolls[Dark]) {
				r.fail("initiative checks %v: not one for each team", rolls)
			}
			for k := 0; k+1 < len(rolls[Light]); k++ {
				if rolls[Light][k] != rolls[Dark][k] {
					r.fail("initiative checks %v: rolled again without a tie", rolls)
				}
			}
			last := len(rolls[Light]) - 1
			if rolls[Light][last] == rolls[Dark][last] && s1.phase != phInitiative {
				r.fail("initiative checks %v: a tie stands", rolls)
			}
			if s1.init != [2]int{rolls[Light][last], rolls[Dark][last]} {
				r.fail("initiative checks %v, the state keeps %v", rolls, s1.init)
			}
		}
	}
	fresh := s1.phase == phMove && (s0.phase != phMove || s0.round != s1.round) && s1.prompt == promptNone
	if !fresh || s1.rules.choose {
		return
	}
	o := oracle{s: s1}
	interdict := [2]bool{}
	for _, id := range o.ships() {
		if o.on(id) && o.ability(id, Interdict) {
			interdict[o.team(id)] = true
		}
	}
	if s1.round == 1 && interdict[Light] && interdict[Dark] {
		r.saw("Interdict on both teams")
	}
	if s1.round == 1 && interdict[Light] != interdict[Dark] {
		loser := Light
		if interdict[Light] {
			loser = Dark
		}
		if s1.first != int(loser) {
			r.fail("Interdict: the %v moves first, not the team that lost", Faction(s1.first))
		}
		r.saw("Interdict first round")
		return
	}
	lower := Light
	if s1.init[Dark] < s1.init[Light] {
		lower = Dark
	}
	if s1.init[Dark] == s1.init[Light] {
		r.fail("initiative %v: a tie stands", s1.init)
	}
	if s1.first != int(lower) {
		r.fail("initiative checks %v: the %v moves first", s1.init, Faction(s1.first))
	}
	// The log says why that team moves first, not only that it does.
	why := fmt.Sprintf("is the lower (%d against %d)", s1.init[lower], s1.init[1-lower])
	said := false
	for _, e := range ev {
		said = said || e.Kind == EvInitiative && strings.Contains(e.Text, why)
	}
	if !said {
		r.fail("the log does not say why the %v moves first (%s): %q", lower, why, texts(ev))
	}
	r.saw("lower moves first")
}

// TestRule_ResolutionOracle plays games of every shipped scenario and of
// the legality oracle's crowded battles (capital ships side by side,
// fighters everywhere), scripted against scripted and random against
// scripted, under both initiative readings and the Quick Start rules, and
// judges every intent's result with the resolution oracle: the intent the
// player chose and, in every attack, launch, move of a capital ship and
// question, every other intent Legal offers there and every answer to the
// question it leads to (two intents aside).
func TestRule_ResolutionOracle(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 10
	}
	count := map[string]int{}
	judged := 0
	for g := 0; g < games; g++ {
		name, sc := oracleScenario(t, g)
		np := len(sc.Sides())
		opps := make([]engine.Opponent, np)
		for i := range opps {
			opps[i] = Scripted{}
		}
		if g%3 != 0 {
			opps[g%np] = engine.NewRandomOpponent(uint64(g))
		}
		opts := engine.Options{}
		if g%4 == 1 {
			opts[OptInitiative] = InitiativeChoose
		}
		if g%7 == 3 {
			opts[OptRules] = RulesQuickStart
		}
		seed := uint64(2200 + g)
		st, err := Game{}.NewState(sc, opts, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := &rOracle{t: t, count: count}
		judge := func(r *rOracle, s *State, in engine.Intent, n int, aside string) (*State, bool) {
			t.Helper()
			next, ev, err := s.Apply(in)
			if err != nil {
				if aside != "" {
					return nil, false
				}
				t.Fatalf("%s seed %d intent %d: %v: %v", name, seed, n, in, err)
			}
			r.where = fmt.Sprintf("%s (options %v, seed %d) intent %d%s, round %d %s: %v", name, opts, seed, n, aside,
				s.Phase().Turn, s.Phase().Name, in)
			r.step(s, in, next.(*State), ev)
			judged++
			return next.(*State), true
		}
		for n := 0; !s.Outcome().Over; n++ {
			if n > 40000 {
				t.Fatalf("%s seed %d: no end", name, seed)
			}
			p := s.Phase().Actors[0]
			if s.phase == phAttack || s.phase == phDamage || s.prompt != promptNone || s.phase == phMove && n%3 == 0 {
				for k, alt := range s.Legal(p) {
					if s.phase == phMove && k%4 != 0 {
						continue
					}
					r2 := *r
					if r.pending != nil {
						h := *r.pending
						r2.pending = &h
					}
					s2, ok := judge(&r2, s, alt, n, " (aside)")
					if !ok || s2.Outcome().Over || s2.prompt == promptNone {
						continue
					}
					q := s2.Phase().Actors[0]
					for _, ans := range s2.Legal(q) {
						r3 := r2
						if r2.pending != nil {
							h := *r2.pending
							r3.pending = &h
						}
						judge(&r3, s2, ans, n, " (two aside)")
					}
				}
			}
			in, err := opps[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			s, _ = judge(r, s, in, n, "")
		}
	}
	t.Logf("%d intents judged; %v", judged, count)
	for _, must := range []string{"attack", "hit", "PD", "critical", "reduced", "destroyed", "battle over",
		"lower moves first", "initiative roll", "pushed", "fled", "Fly Casual", "Emperor's Will", "Damage Control",
		"Evasive", "Target Fighters", "Attack Formation", "Power to Weapons", "Power to Shields", "Buzz Droids hit"} {
		if count[must] == 0 {
			t.Errorf("the games never reached %q", must)
		}
	}
}

// logSays: the log line of an attack explains its roll (docs/rules, "The
// log explains every roll"): the number needed, the face's Defense when
// something changed it, and on a hit the counters placed.
func (r *rOracle) logSays(s0 *State, t ShipID, face grid.FaceSet, need int, hit bool, dmg int, e engine.Event, s1 *State) {
	text := e.String()
	if !strings.Contains(text, fmt.Sprintf("needs %d+", need)) {
		r.fail("the log does not say what the roll needed (%d): %q", need, text)
	}
	fi := FaceFront
	if !(oracle{s: s0}).fighter(t) {
		fi = rFace(face)
	}
	if base := (oracle{s: s0}).face(t).Defense[fi]; base != need &&
		!strings.Contains(text, fmt.Sprintf("(Defense %d ", base)) {
		r.fail("the log does not say why %d is needed (Defense %d changed): %q", need, base, text)
	}
	if hit && !(s1.atk.on && (s1.prompt == promptFlyCasual || s1.prompt == promptEmperor)) {
		word := fmt.Sprintf("= %d damage counter", dmg)
		if !strings.Contains(text, word) && !strings.Contains(text, fmt.Sprintf("→ %d damage counter", dmg)) &&
			!(dmg == 0 && strings.Contains(text, "no damage")) && !strings.Contains(text, "Damage to") {
			r.fail("the log does not give the damage (%d): %q", dmg, text)
		}
	}
}

// order (Who Goes First?; Attack Phase; glossary: initiative check,
// Advanced Communications Array): the team that lost may reroll once a round
// while one of its ships with the array is in play, and is asked exactly
// then; with the glossary's reading the winner chooses who moves first; the
// team that moves first moves before the other and attacks after it.
func (r *rOracle) order(s0 *State, in engine.Intent, s1 *State, ev []engine.Event) {
	o1 := oracle{s: s1}
	if x, ok := in.(Reroll); ok {
		r.rerolled[s0.faction(x.By)] = s0.round
		r.saw("reroll")
	}
	if x, ok := in.(Pass); ok && s0.prompt == promptReroll {
		r.rerolled[s0.faction(x.By)] = s0.round // declined: asked once a round
	}
	if s1.phase != phInitiative && !(s1.phase == phMove && (s0.phase != phMove || s0.round != s1.round)) {
		return
	}
	// The team that lost: the lower check, or in the first round the team
	// without the Interdict ship (which has no reroll).
	interdict := [2]bool{}
	for _, id := range o1.ships() {
		if o1.on(id) && o1.ability(id, Interdict) {
			interdict[o1.team(id)] = true
		}
	}
	byInterdict := s1.round == 1 && interdict[Light] != interdict[Dark]
	loser := Light
	switch {
	case byInterdict && interdict[Light]:
		loser = Dark
	case !byInterdict && s1.init[Dark] < s1.init[Light]:
		loser = Dark
	}
	// A team may reroll once a round with an array in play. The team that
	// lost is asked first; the team that won is asked too with the roll
	// option, where the check fixes the order and the array's player may
	// want the other one (rules 8), never with choose, where it picks.
	mayReroll := func(f Faction) bool {
		aca := false
		for _, id := range o1.ships() {
			if o1.on(id) && o1.team(id) == f && o1.ability(id, AdvancedCommunicationsArray) {
				aca = true
			}
		}
		return aca && !byInterdict && r.rerolled[f] != s1.round
	}
	want, asks := loser, true
	switch {
	case mayReroll(loser):
	case !s1.rules.choose && mayReroll(1-loser):
		want = 1 - loser
	default:
		asks = false
	}
	asked := s1.prompt == promptReroll
	if asked != asks {
		r.fail("initiative %v: the %v lost; asked about a reroll %v, the oracle %v (the %v)", s1.init, loser, asked, asks, want)
	}
	if asked {
		r.saw("asked to reroll")
		if s1.faction(s1.asked) != want {
			r.fail("the reroll is offered to the %v, the oracle wants the %v", s1.faction(s1.asked), want)
		}
		if want != loser {
			r.saw("reroll asked of the team that won (roll option)")
		}
		// "The player of the fleet" with the array is asked: in team play
		// the teammate whose fleet has it, not the team's first seat.
		if !rAny(o1, func(id ShipID) bool {
			return o1.on(id) && s1.ships[id].owner == s1.asked && o1.ability(id, AdvancedCommunicationsArray)
		}) {
			r.fail("player %d is asked about a reroll and has no Advanced Communications Array in play", s1.asked)
		}
		if len(s1.rules.sides) > 2 {
			r.saw("reroll asked in team play")
		}
		if s1.asked != s1.seatOf(want) {
			r.saw("reroll asked of the team's second seat")
		} else {
			r.saw("reroll asked of the team's first seat")
		}
		return
	}
	if s1.prompt == promptOrder {
		if !s1.rules.choose || s1.faction(s1.asked) != 1-loser {
			r.fail("the order is asked of %d (choose %v), the %v lost", s1.asked, s1.rules.choose, loser)
		}
		// The team's first seat whose fleet has a ship on the grid
		// chooses (Team Play: a player with no ship left is passed over).
		for p := range s1.rules.sides {
			pl := engine.Player(p)
			if s1.rules.sides[p].faction != 1-loser || !rAny(o1, func(id ShipID) bool { return o1.on(id) && s1.ships[id].owner == pl }) {
				continue
			}
			if s1.asked != pl {
				r.fail("the order is asked of %d; the winning team's first player with a ship is %d", s1.asked, pl)
			} else if pl != s1.seatOf(1-loser) {
				r.saw("order chosen by the team's second seat")
			}
			break
		}
		r.saw("winner chooses")
		if byInterdict {
			r.saw("Interdict's team chooses")
		}
		return
	}
	if x, ok := in.(Order); ok {
		want := 1 - loser
		if !x.MoveFirst {
			want = loser
		}
		if s1.first != int(want) {
			r.fail("the winner chose move first %v, and the %v moves first", x.MoveFirst, Faction(s1.first))
		}
		r.saw("order chosen")
	}
	if s1.phase == phMove && s1.prompt == promptNone && !s1.outcome.Over {
		if s1.faction(s1.Phase().Actors[0]) != Faction(s1.first) && rAny(o1, func(id ShipID) bool {
			return o1.on(id) && o1.team(id) == Faction(s1.first)
		}) {
			r.fail("the %v moves first, but %d acts", Faction(s1.first), s1.Phase().Actors[0])
		}
		if len(s1.rules.sides) > 2 {
			r.saw("team play initiative")
			if s1.Phase().Actors[0] != s1.seatOf(Faction(s1.first)) {
				r.saw("a teammate leads the move")
			}
		}
	}
}

func rAny(o oracle, pred func(ShipID) bool) bool {
	for _, id := range o.ships() {
		if pred(id) {
			return true
		}
	}
	return false
}

// noWindow: an attack rolled with no question before it is one that no
// player could change (When Options Declared: the options that grant
// Attack, Damage or Defense bonuses are chosen after the declaration and
// before the roll; a question is skipped only when nobody holds a counter
// for an option that changes this attack, docs/rules, Prompts). Rules 9:
// an option that changes only the roll is not offered when a hit that is
// not critical (a natural 20 hits whatever the numbers) would deal no
// damage, with Power to Weapons if the attacking team may still play it,
// and bring no Buzz Droids.
func (r *rOracle) noWindow(s *State, w *rWork, a ShipID, wi int, t ShipID, face grid.FaceSet) {
	o := oracle{s: s}
	rollCounts := func() bool {
		ww := *w
		if o.class(a) == 1 && !o.inEffect(o.team(a), PowerToWeapons) {
			for p := range s.fleets {
				if s.faction(engine.Player(p)) == o.team(a) && o.mayPay(engine.Player(p), PowerToWeapons) {
					ww.effects[o.team(a)] |= 1 << PowerToWeapons
				}
			}
		}
		_, _, dmg := r.atkNumbers(s, &ww, a, wi, t, face, 10)
		buzz := wi != pdWeapon && !s.rules.quick && s.side(a).Weapons[wi].Kind == ConcussionMissiles &&
			o.face(a).Has(BuzzDroids) && !w.buzz[t]
		return dmg > 0 || buzz
	}()
	type cand struct {
		op   Option
		team Faction
		when bool
	}
	ta, tt := o.team(a), o.team(t)
	for _, c := range []cand{
		{PowerToWeapons, ta, o.class(a) == 1},
		{TargetFighters, ta, o.class(a) == 3 && o.fighter(t)},
		{AttackFormation, ta, o.fighter(a) && o.fighter(t)},
		{PowerToShields, tt, o.class(t) == 1},
		{PowerToShieldsFront, tt, o.class(t) == 2 && face == grid.Front},
		{Evasive, tt, wi == pdWeapon && o.fighter(t) && !o.ability(a, AntifighterTargeting)},
	} {
		if !c.when || c.op != PowerToWeapons && !rollCounts {
			continue
		}
		for p := range s.fleets {
			if s.faction(engine.Player(p)) == c.team && o.mayPay(engine.Player(p), c.op) {
				r.fail("%s's attack on %s was rolled without asking player %d, who could play %v", s.Name(a), s.Name(t), p, c.op)
			}
		}
	}
}

// noAfterRoll: a hit whose counters were placed at once is one on which
// nobody could play Fly Casual (a class 3 target, a counter of its team) and
// Emperor's Will had nothing to shift (a nonadjacent enemy's attack on its
// ship, an allied fighter beside it, damage to move).
func (r *rOracle) noAfterRoll(s *State, a ShipID, h *rHit) {
	if !h.hit {
		return
	}
	o := oracle{s: s}
	t := h.target
	if o.class(t) == 3 && h.counts {
		for p := range s.fleets {
			if s.faction(engine.Player(p)) == o.team(t) && o.mayPay(engine.Player(p), FlyCasual) {
				r.fail("a hit on %s, and player %d was not asked about Fly Casual", s.Name(t), p)
			}
		}
	}
	if h.dmg > 0 && o.ability(t, EmperorsWill) && o.sp(a).dist(o.sp(t)) > 1 {
		for _, f := range o.ships() {
			if o.on(f) && o.fighter(f) && o.team(f) == o.team(t) && o.sp(f).dist(o.sp(t)) == 1 {
				r.fail("%d damage on %s from afar, and Emperor's Will (%s beside it) was not offered", h.dmg, s.Name(t), s.Name(f))
			}
		}
	}
}

// poses: where an intent leaves the ship it names (Move Phase, Facing,
// Launch Fighters, Other Ships): a step one square in its direction (a
// class 1 or 2 ship then faces that way; a diagonal under Power to Engines
// keeps the facing, docs/rules), a stop with the facing given (class 3) or
// kept, a launched fighter on its square, not to move this round, a pushed
// fighter where its controller put it.
func (r *rOracle) poses(s0 *State, in engine.Intent, s1 *State) {
	o := oracle{s: s0}
	switch x := in.(type) {
	case Step:
		if s1.ships[x.Ship].status != stActive {
			return
		}
		off := x.Dir.Offset()
		want := grid.Square{X: s0.ships[x.Ship].at.X + off.X, Y: s0.ships[x.Ship].at.Y + off.Y}
		if s1.ships[x.Ship].at != want {
			r.fail("a step %v from %v ends at %v", x.Dir, s0.ships[x.Ship].at, s1.ships[x.Ship].at)
		}
		if c := o.class(x.Ship); c <= 2 && x.Dir%2 == 0 && DirOf(s1.ships[x.Ship].facing) != x.Dir {
			r.fail("a class %d ship stepped %v and faces %v", c, x.Dir, s1.ships[x.Ship].facing)
		}
		if c := o.class(x.Ship); c <= 2 && x.Dir%2 == 1 && s1.ships[x.Ship].facing != s0.ships[x.Ship].facing {
			r.fail("a diagonal step turned a class %d ship", c)
		}
		if o.class(x.Ship) == 2 && x.Dir%2 == 1 {
			r.saw("Power to Engines diagonal step")
		}
		r.saw("step")
	case Stop:
		f := s1.ships[x.Ship].facing
		if o.class(x.Ship) == 3 && f != x.Facing || o.class(x.Ship) != 3 && f != s0.ships[x.Ship].facing {
			r.fail("%s stops facing %v (asked %v, was %v)", s1.Name(x.Ship), f, x.Facing, s0.ships[x.Ship].facing)
		}
		if s1.ships[x.Ship].at != s0.ships[x.Ship].at {
			r.fail("a stop moved %s", s1.Name(x.Ship))
		}
	case Launch:
		// (The flag lasts the round: the launch may have been the last act
		// of a round in which nobody could attack.)
		if s1.ships[x.Fighter].at != x.At || !s1.ships[x.Fighter].launched && s1.round == s0.round {
			r.fail("%s launched to %v is at %v (launched %v)", s1.Name(x.Fighter), x.At, s1.ships[x.Fighter].at, s1.ships[x.Fighter].launched)
		}
	case Displace:
		if s1.ships[x.Fighter].at != x.To {
			r.fail("%s put at %v is at %v", s1.Name(x.Fighter), x.To, s1.ships[x.Fighter].at)
		}
		r.saw("displace chosen")
	}
}

// rerollRolls judges the dice of an Advanced Communications Array reroll
// (glossary: the player rerolls his or her initiative check and must keep
// the result; initiative check: reroll ties): one new d20 for the team that
// rerolls, against the other team's check as it stood; if the two tie, both
// roll again, as often as they tie. The checks the state keeps are the last
// ones.
func (r *rOracle) rerollRolls(s0 *State, f Faction, s1 *State, rolls [2][]int) {
	mine, theirs := rolls[f], rolls[1-f]
	if len(mine) != len(theirs)+1 {
		r.fail("a reroll of the %v: checks %v, want one more for the rerolling team", f, rolls)
	}
	prev := s0.init[1-f]
	for k, d := range mine {
		other := prev
		if k > 0 {
			other = theirs[k-1]
		}
		last := k == len(mine)-1
		if (d == other) == last {
			r.fail("a reroll of the %v: checks %v against %d: a tie stands or a check was rolled again without one", f, rolls, prev)
		}
		if last && (s1.init[f] != d || s1.init[1-f] != other) {
			r.fail("a reroll of the %v: the last checks are %d and %d, the state keeps %v", f, d, other, s1.init)
		}
	}
	if len(mine) > 1 {
		r.saw("reroll tied, both rolled again")
	}
	if s1.init[f] > s1.init[1-f] {
		r.saw("reroll won")
	}
}

// TestRule_ResolutionOracle_ALaunchBeforePointDefense: the last launch of
// the move phase sets off the attack phase in the same intent, and the
// carrier's Point-Defense is rolled at once, with the fighter just
// launched on the grid. Luke Skywalker's X-wing, launched beside Vader's
// TIE, lowers its Defense by 1 with Force Sense for the Viscount's
// Point-Defense: d20 9 +7 = 16 against 17 −1 hits. The oracle judged that
// roll with the fighter still in its pool (it found 17 and a miss, seed
// 91348 of its games, which its default seeds never reach).
func TestRule_ResolutionOracle_ALaunchBeforePointDefense(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 9},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:Luke Skywalker's X-wing",
		"dark:Darth Vader's TIE Advanced x1@9,19", "dark:Imperial Star Destroyer@2,0:S")
	v, luke, vader := s.ship(t, "Viscount"), s.ship(t, "Luke's X-wing"), s.ship(t, "Vader's TIE")
	// No option is asked about the Point-Defense attack, so its roll comes
	// in the launch's own intent.
	s.ships[v].spent, s.ships[vader].spent = 7, 1
	s, _ = apply(t, s, Done{By: 1})
	s, _ = apply(t, s, Done{By: 0})
	in := Launch{By: 0, Carrier: v, Fighter: luke, At: sq(10, 19)}
	s1, ev := apply(t, s, in)
	rs := rolls(ev)
	if len(rs) != 1 || rs[0].Total != 9+7 || rs[0].Need != 17-1 || !rs[0].Success {
		t.Fatalf("the Point-Defense roll after the launch: %v, want 16 against 17 −1 Force Sense, a hit\n%s", rs, texts(ev))
	}
	r := &rOracle{t: t, count: map[string]int{}, where: "the launch of Luke's X-wing beside Vader's TIE"}
	r.step(s, in, s1, ev)
	if r.count["Force Sense"] == 0 {
		t.Fatalf("the oracle did not count Force Sense: %v", r.count)
	}
}
