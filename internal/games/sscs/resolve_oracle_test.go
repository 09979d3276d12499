package sscs

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The resolution oracle (the twenty-second audit): a second reading of
// what an action does once it is taken, written from the rulebook
// (Squadron Level Rules) and the readings and own values of
// docs/rules/sscs.md alone, without the engine's resolution code. Given
// the position before, the intent and the dice the engine rolled (read
// from the roll events, in the order they were rolled), it predicts the
// numbers that matter after and compares them with the state Apply made:
//
//   - a move (Movement 2-5): the end hex, heading, speed and evasive MP
//     of the plot, within the MP; every ship that coasts in the same
//     Apply goes straight on at its speed (not at all in stasis);
//   - a shot (Rolling to Hit, Doing Damage): Range d10s against the
//     effective range — real (at least 1) × 3 when aimed, × (ECM +
//     evasive) by the worked example or × (1 + ECM + evasive) by the
//     sentence, ECM lost under a cloak, × the cloak, + the dazzles —,
//     the damage d10s (or an energy blast's fixed value), the shield pool
//     of the turn (not against railguns, antimissiles or missiles), the
//     armor used up, then one hit-chart d6 per point (or per salvo, the
//     option) — 1 Drive, 2-3 weapons, 4-6 auxiliaries, a category with
//     nothing left rolled again, the systems in damage order, each taking
//     its first point online, component armor absorbing its points, a
//     point brought back once by damage control lost for good —, aimed
//     damage to its category without a roll, and scrap at 0 in every
//     category;
//   - a salvo's answer (Hitting Missiles, "To-Hit" process): dodges at the
//     Drive or less, shots at half the launch distance (rounded down, at
//     least 1) × 3 but for antimissiles, one missile each, and every
//     missile left at d10 + the hexes of effective range beyond its Range,
//     its Drive or less, for its warhead in d10s past the shields;
//   - a ram (Ramming): 3 × Drive on a d10 each way, 5 × the closing speed
//     to both (the hex length of the difference of the two velocities);
//   - damage control (Damage Control): a 5 or 6 for a ship, a 6 for a
//     fighter, the point back (and marked brought back) or lost for good;
//   - boarding combat (Boarding Squad Combat): the table's 1 + attacker −
//     defender, the die's modifiers for defenders at home and for modes,
//     every roll before any result, the units destroyed;
//   - the projectors that move or stop ships: a pulse for the turn of
//     the hit and value turns more, a stasis beam for the turn it is used
//     over its area, a tractor pulling value hexes along the line to the
//     firing hex, a repulser pushing value hexes away — only the ship
//     aimed at rolls, then every ship in the hex is taken (an energy
//     blast alone gives each of the others a roll of its own: own);
//   - the log: a shot at a missile says its half distance was rounded
//     down (and raised to 1), an order roll that leaves ships of both
//     sides tied says they roll again;
//   - a new turn: the shield pool of every ship with power back whole,
//     armor not;
//   - the end (own scoring): the cost of the enemy ships scrapped or
//     captured, and for a side that escapes its capable ships when the
//     squadrons separate; a side left incapable loses, else more wins.
//
// It reads the state as data — the ships' fields, their classes' systems
// and categories, the ShipInfo sheet for Drive, power and shields — and
// never asks Fire's, damage's or movement's helpers (effective, inArc,
// mountWorks, ecm, hit chart) what they would do. Where a position is
// beyond its reach (a pulse or beam into a hex with images, a held or a
// docked ship) it judges nothing there, and counts the skips.
//
// Positions: scripted against scripted and random against scripted games
// of the four scenarios under four sets of options (turn costs, both
// effective-range readings, the hit chart per point and per salvo); at
// every Fire and Missiles position every intent Legal offers is applied
// aside (every shot aimed at each category too, every answer to every
// salvo), and every third Fire position again with the enemy ships
// changed by hand (every point brought back once, shut down, without
// Drive, armor and shields spent); at every Movement position the next
// mover rams a ship put on its way. Where the oracle first read the
// rulebook otherwise and the engine was right, the comment at the reading
// says why (the weapons shooting at a salvo, the pulse and the beams).

// roStats gathers the disagreements and the counts.
type roStats struct {
	judged   map[string]int
	skipped  map[string]int
	disagree map[string][]string
	logged   int
}

func (st *roStats) flag(kind, msg string) {
	if len(st.disagree[kind]) < 6 {
		st.disagree[kind] = append(st.disagree[kind], msg)
	} else if len(st.disagree[kind]) == 6 {
		st.disagree[kind] = append(st.disagree[kind], "…")
	}
}

// roJudge is one resolution: the position before, the intent, the state
// after and the roll events, each taken once.
type roJudge struct {
	s, n  *State
	in    engine.Intent
	ev    []engine.Event
	rolls []int // indexes of the events with a roll
	used  map[int]bool
	st    *roStats
	where string
	bad   bool

	// The oracle's damage model of the ships hit, from the position before.
	pts   map[ShipID][]uint8
	sysAr map[ShipID][]int
	armor map[ShipID]int
	pool  map[ShipID]int
	hit   map[ShipID]bool
	walls []int // what each force plane has left to absorb, in the model
	// rammerAt is where a rammer stands when its ram's damage comes: the
	// hex it has entered (the other ships stand where they stood before).
	rammer   ShipID
	rammerAt hex.Hex
}

func newJudge(s, n *State, in engine.Intent, ev []engine.Event, st *roStats, where string) *roJudge {
	j := &roJudge{s: s, n: n, in: in, ev: ev, used: map[int]bool{}, st: st, where: where, walls: wallsLeft(s), rammer: NoShip,
		pts: map[ShipID][]uint8{}, sysAr: map[ShipID][]int{}, armor: map[ShipID]int{}, pool: map[ShipID]int{}, hit: map[ShipID]bool{}}
	for i, e := range ev {
		if e.Roll != nil {
			j.rolls = append(j.rolls, i)
		}
	}
	return j
}

func (j *roJudge) flag(kind, format string, a ...any) {
	j.bad = true
	j.st.flag(kind, j.where+": "+fmt.Sprintf(format, a...))
}

// next takes the first roll not yet taken of kind whose purpose begins
// with prefix.
func (j *roJudge) next(kind, prefix string) (*engine.Roll, bool) {
	for _, i := range j.rolls {
		e := j.ev[i]
		if !j.used[i] && e.Kind == kind && strings.HasPrefix(e.Roll.Purpose, prefix) {
			j.used[i] = true
			return e.Roll, true
		}
	}
	return nil, false
}

// nextExact takes the first roll not yet taken of kind whose purpose is
// purpose.
func (j *roJudge) nextExact(kind, purpose string) (*engine.Roll, bool) {
	for _, i := range j.rolls {
		e := j.ev[i]
		if !j.used[i] && e.Kind == kind && e.Roll.Purpose == purpose {
			j.used[i] = true
			return e.Roll, true
		}
	}
	return nil, false
}

// leftover reports the rolls the oracle did not explain.
func (j *roJudge) leftover(kinds ...string) {
	for _, i := range j.rolls {
		e := j.ev[i]
		if j.used[i] {
			continue
		}
		for _, k := range kinds {
			if e.Kind == k {
				j.flag("unexplained roll", "%s roll %q %v", e.Kind, e.Roll.Purpose, e.Roll.Dice)
			}
		}
	}
}

func (j *roJudge) name(id ShipID) string { return j.s.ships[id].name }

// ---- the oracle's own numbers ----

func roShut(s *State, id ShipID) bool {
	sh := s.ships[id]
	return sh.empUntil >= s.turn || sh.heldUntil >= s.turn
}

func roUp(s *State, id ShipID, sys int) int {
	c := s.cls(id)
	n := 0
	for k := 0; k < c.sysPoints[sys]; k++ {
		if s.pointAt(id, sys, k)&ptDown == 0 {
			n++
		}
	}
	return n
}

func roDrive(s *State, id ShipID) int { return roUp(s, id, s.cls(id).driveSys) }

// roOwnECM: the ECM levels online and not held by boarders, on a ship
// with power that is not shut down (ECM stops without power: reading).
func roOwnECM(s *State, id ShipID) int {
	if roDrive(s, id) == 0 || roShut(s, id) {
		return 0
	}
	c := s.cls(id)
	n := 0
	for sys := range c.sysCat {
		if c.sysName[sys] == "ECM" && !s.ships[id].sys[sys].ctrl {
			n += roUp(s, id, sys)
		}
	}
	return n
}

// roECM is the ECM that protects ship t: its own unless it gives it away,
// none under a cloak, plus that of every friend transferring its ECM to
// the hex of the friend it named (Transfer ECM, rules 3).
func roECM(s *State, t ShipID) int {
	sh := s.ships[t]
	if sh.cloak > 0 {
		return 0
	}
	n := 0
	if sh.ecmTo == NoShip {
		n = roOwnECM(s, t)
	}
	for x, o := range s.ships {
		if ShipID(x) == t || o.ecmTo == NoShip || o.status != stActive || o.side != sh.side {
			continue
		}
		if s.ships[o.ecmTo].pos == sh.pos {
			n += roOwnECM(s, ShipID(x))
		}
	}
	return n
}

// roEff is Increasing the Effective Range, by the document's order.
func roEff(s *State, from hex.Hex, t ShipID, selective bool) int {
	sh := s.ships[t]
	real := max(1, hex.Distance(from, sh.pos))
	if selective {
		real *= 3
	}
	ev := sh.evasive
	if roShut(s, t) || roDrive(s, t) == 0 {
		ev = 0
	}
	n := roECM(s, t) + ev
	eff := real * max(n, 1)
	if s.rules.set.effRange == EffLiteral {
		eff = real * (1 + n)
	}
	if sh.cloak > 0 {
		eff *= sh.cloak
	}
	if sh.dazzle > 0 {
		eff += 4 * sh.dazzle
	}
	for x, o := range s.ships {
		if ShipID(x) != t && o.status == stActive && o.dazzle > 0 && hex.Distance(o.pos, sh.pos) <= 2 {
			eff += o.dazzle
		}
	}
	return eff
}

// ---- damage ----

func (j *roJudge) model(id ShipID) {
	if _, ok := j.pts[id]; ok {
		return
	}
	sh := j.s.ships[id]
	j.pts[id] = append([]uint8(nil), sh.pts...)
	ar := make([]int, len(sh.sys))
	for i, y := range sh.sys {
		ar[i] = y.armor
	}
	j.sysAr[id] = ar
	j.armor[id] = sh.armor
	j.pool[id] = 0
	if roDrive(j.s, id) > 0 && !roShut(j.s, id) {
		j.pool[id] = sh.shieldLeft
	}
}

func (j *roJudge) catLeft(id ShipID, cat uint8) bool {
	c := j.s.cls(id)
	for sys := range c.sysCat {
		if c.sysCat[sys] != cat {
			continue
		}
		for k := 0; k < c.sysPoints[sys]; k++ {
			if j.pts[id][c.sysStart[sys]+k]&ptDown == 0 {
				return true
			}
		}
	}
	return false
}

func (j *roJudge) scrapModel(id ShipID) bool {
	return !j.catLeft(id, CatDrive) && !j.catLeft(id, CatWeapons) && !j.catLeft(id, CatAux)
}

// strike puts one point into a category: the first system in damage order
// with a point online; its component armor takes the point first.
func (j *roJudge) strike(id ShipID, cat uint8) {
	c := j.s.cls(id)
	for sys := range c.sysCat {
		if c.sysCat[sys] != cat {
			continue
		}
		for k := 0; k < c.sysPoints[sys]; k++ {
			p := &j.pts[id][c.sysStart[sys]+k]
			if *p&ptDown != 0 {
				continue
			}
			if j.sysAr[id][sys] > 0 {
				j.sysAr[id][sys]--
				return
			}
			*p |= ptDown
			if *p&ptRestored != 0 {
				*p |= ptPerm // "hit a second time": never again by damage control
			}
			return
		}
	}
}

func chartCat(face int) uint8 {
	switch {
	case face == 1:
		return CatDrive
	case face <= 3:
		return CatWeapons
	}
	return CatAux
}

// withinProjection: a Shield Projection reaches "ships within 1/2 value
// hexes" of the ship that extends it, so the ship it covers must be within
// half the value of one of its working Shield Projection projectors when
// the hit comes (rules 15).
func (j *roJudge) withinProjection(c, id ShipID) bool {
	if j.s.rules.sc.coverAnywhere {
		return true // a save of rules 1-14
	}
	at := j.s.ships[id].pos
	if id == j.rammer {
		at = j.rammerAt
	}
	cls := j.s.cls(c)
	for m, mt := range cls.mounts {
		if mt.typ == design.Projector && mt.effect == design.ShieldProjection && j.s.ships[c].pts[cls.sysStart[m]]&ptDown == 0 && !j.s.ships[c].sys[m].ctrl &&
			hex.Distance(j.s.ships[c].pos, at) <= mt.dmg/2 {
			return true
		}
	}
	return false
}

// damage applies amount to ship id: the shield pool (unless pass), the
// armor, then the hit chart with the rolls the engine made.
func (j *roJudge) damage(id ShipID, amount int, pass bool, aim int) {
	j.model(id)
	j.hit[id] = true
	if c := j.s.ships[id].coveredBy; c != NoShip && !pass && j.withinProjection(c, id) {
		// Shield Projection: the projector's pool first, then the ship's own.
		j.model(c)
		j.hit[c] = true
		a := min(j.pool[c], amount)
		j.pool[c] -= a
		amount -= a
		j.st.judged["damage on projected shields"]++
	}
	if !pass {
		a := min(j.pool[id], amount)
		j.pool[id] -= a
		amount -= a
	}
	a := min(j.armor[id], amount)
	j.armor[id] -= a
	amount -= a
	salvoMode := j.s.rules.set.hitChart == ChartSalvo
	prefix := "hit chart on the " + j.name(id) + " ("
	cat := uint8(0)
	for amount > 0 && !j.scrapModel(id) {
		if cat == 0 || !salvoMode || !j.catLeft(id, cat) {
			cat = 0
			if aim != AimNone && j.catLeft(id, uint8(aim)) {
				cat = uint8(aim)
			} else {
				r, ok := j.next("chart", prefix)
				if !ok {
					j.flag("hit chart", "%s: %d points to place and no hit-chart roll", j.name(id), amount)
					return
				}
				if len(r.Dice) != 1 || r.Dice[0].Sides != 6 {
					j.flag("hit chart", "%s: the chart rolled %v, not 1d6", j.name(id), r.Dice)
				}
				c := chartCat(r.Total)
				if !j.catLeft(id, c) {
					if !strings.Contains(r.Result, "nothing left") {
						j.flag("hit chart", "%s: %d on the chart finds nothing left, the roll says %q", j.name(id), r.Total, r.Result)
					}
					continue
				}
				cat = c
			}
		}
		j.strike(id, cat)
		amount--
	}
}

// compareDamage holds the state after to the model of every ship hit.
func (j *roJudge) compareDamage() {
	for id := range j.hit {
		c := j.s.cls(id)
		nsh := j.n.ships[id]
		for sys := range c.sysCat {
			wantUp, gotUp, wantLost, gotLost := 0, 0, 0, 0
			for k := 0; k < c.sysPoints[sys]; k++ {
				w, g := j.pts[id][c.sysStart[sys]+k], nsh.pts[c.sysStart[sys]+k]
				if w&ptDown == 0 {
					wantUp++
				}
				if g&ptDown == 0 {
					gotUp++
				}
				if w&ptPerm != 0 {
					wantLost++
				}
				if g&ptPerm != 0 {
					gotLost++
				}
			}
			if wantUp != gotUp || wantLost != gotLost {
				j.flag("damage to systems", "%s's %s: %d online, %d lost for good; want %d, %d", j.name(id), c.sysName[sys], gotUp, gotLost, wantUp, wantLost)
			}
			if nsh.sys[sys].armor != j.sysAr[id][sys] && nsh.status != stScrap {
				j.flag("component armor", "%s's %s: component armor %d, want %d", j.name(id), c.sysName[sys], nsh.sys[sys].armor, j.sysAr[id][sys])
			}
		}
		if nsh.armor != j.armor[id] {
			j.flag("armor", "%s: armor %d left, want %d", j.name(id), nsh.armor, j.armor[id])
		}
		if j.pool[id] != 0 || j.s.ships[id].shieldLeft != 0 {
			if roDrive(j.s, id) > 0 && !roShut(j.s, id) && nsh.shieldLeft != j.pool[id] && nsh.status == stActive && roDrive(j.n, id) > 0 {
				j.flag("shields", "%s: shield pool %d left, want %d", j.name(id), nsh.shieldLeft, j.pool[id])
			}
		}
		if scrap := j.scrapModel(id); scrap != (nsh.status == stScrap) && j.s.ships[id].status == stActive {
			j.flag("scrap", "%s: status %s, want scrap %v", j.name(id), statusWord(nsh.status), scrap)
		}
	}
}

func wallsLeft(s *State) []int {
	var out []int
	for _, w := range s.walls {
		out = append(out, w.left)
	}
	return out
}

// throughWalls takes what the force planes on the line of fire absorb
// (Force Plane: a wall that absorbs up to value damage points; it stands
// in the way of damage whose line from the firing hex to the target
// enters it, the document's reading).
func (j *roJudge) throughWalls(from, to hex.Hex, amount int) int {
	line := hex.Line(from, to)
	for i, w := range j.s.walls {
		in := false
		for _, h := range line[1:] {
			for _, x := range w.hexes {
				if x == h {
					in = true
				}
			}
		}
		if in && amount > 0 {
			a := min(j.walls[i], amount)
			j.walls[i] -= a
			amount -= a
			j.st.judged["damage into a force plane"]++
		}
	}
	return amount
}

// compareWalls holds the force planes after to the model (a plane used
// up is taken down).
func (j *roJudge) compareWalls() {
	k := 0
	for i, w := range j.s.walls {
		if j.walls[i] == 0 || j.lostPower(w.owner, design.ForcePlane) {
			continue
		}
		if k >= len(j.n.walls) || j.n.walls[k].left != j.walls[i] {
			j.flag("force plane", "walls after %v; want %v left", j.n.Walls(), j.walls)
			return
		}
		k++
	}
}

// lostPower: the model of a ship hit has lost the last projector of an
// effect, or its last Drive point (and with it all power), or is scrap —
// its lasting effect ends at once (rules 3).
func (j *roJudge) lostPower(id ShipID, effect string) bool {
	if j.pts[id] == nil {
		return false
	}
	if j.scrapModel(id) || !j.catLeft(id, CatDrive) {
		return true
	}
	c := j.s.cls(id)
	for sys := range c.mounts {
		if c.mounts[sys].effect != effect {
			continue
		}
		for k := 0; k < c.sysPoints[sys]; k++ {
			if j.pts[id][c.sysStart[sys]+k]&ptDown == 0 && !j.s.ships[id].sys[sys].ctrl {
				return false
			}
		}
	}
	return true
}

// ---- the judges ----

func (j *roJudge) mount(id ShipID, w int) SystemInfo { return j.s.systemInfo(id, w) }

// hitRoll checks a to-hit roll of dice d10s against need.
func (j *roJudge) hitRoll(what string, r *engine.Roll, dice, need int) bool {
	if len(r.Dice) != dice {
		j.flag("to-hit dice", "%s: %d dice rolled, want %d (its Range)", what, len(r.Dice), dice)
	}
	for _, d := range r.Dice {
		if d.Sides != 10 {
			j.flag("to-hit dice", "%s: a d%d, want d10", what, d.Sides)
			break
		}
	}
	if r.Need != need {
		j.flag("effective range", "%s: needs %d (%s), want %d", what, r.Need, r.Result, need)
	}
	sum := 0
	for _, d := range r.Dice {
		sum += d.Face
	}
	hit := sum >= need
	if r.Success != hit {
		j.flag("to-hit result", "%s: %d against %d: engine says %v", what, sum, need, r.Success)
	}
	return hit
}

func (j *roJudge) fire(x Fire) {
	fsh := j.s.ships[x.Ship]
	w := j.mount(x.Ship, x.Weapon)
	from := fsh.path[x.From].Hex
	t := x.Target
	what := fmt.Sprintf("%s's %s at the %s", fsh.name, w.Name, j.name(t))
	r, ok := j.next("fire", fsh.name+"'s "+w.Name+" at ")
	if !ok {
		j.flag("to-hit roll", "%s: no roll", what)
		return
	}
	j.st.judged["shots"]++
	need := roEff(j.s, from, t, x.Aim != AimNone)
	if !j.hitRoll(what, r, w.Range, need) {
		j.leftover("damage", "chart")
		return
	}
	tsh := j.s.ships[t]
	if tsh.images > 0 && x.Contact != tsh.decoy {
		// Image Projector: a hit on an image dissolves it, and nothing else.
		j.st.judged["images hit"]++
		if j.n.ships[t].images != tsh.images-1 || j.n.ships[t].pts != nil && fmt.Sprint(j.n.ships[t].pts) != fmt.Sprint(tsh.pts) {
			j.flag("image", "%s: images %d → %d on a hit on an image", tsh.name, tsh.images, j.n.ships[t].images)
		}
		j.leftover("damage", "chart")
		return
	}
	amount := w.Damage
	if w.Dice > 0 {
		d, ok := j.next("damage", w.Name+" damage")
		if !ok {
			j.flag("damage roll", "%s: no damage roll", what)
			return
		}
		if len(d.Dice) != w.Dice {
			j.flag("damage roll", "%s: %d dice of damage, want %d", what, len(d.Dice), w.Dice)
		}
		amount = d.Total
	}
	j.st.judged["hits"]++
	if x.Aim != AimNone {
		j.st.judged["aimed hits"]++
	}
	pass := w.Type == design.Railgun || w.Type == design.Antimissile
	j.damage(t, j.throughWalls(from, tsh.pos, amount), pass, x.Aim)
	j.compareDamage()
	j.compareWalls()
	j.leftover("chart", "damage")
}

// missiles judges a salvo's answer and the missiles that come on.
func (j *roJudge) missiles(dodge bool, weapons []int) {
	sv := j.s.salvo
	t := sv.target
	tsh := j.s.ships[t]
	fsh := j.s.ships[sv.from]
	m := j.mount(sv.from, sv.mount)
	if roShut(j.s, t) {
		dodge, weapons = false, nil
	}
	left := sv.n
	shotAt := min(len(weapons), sv.n)
	d := hex.Distance(sv.at, tsh.pos)
	// Every weapon named fires (Hitting Missiles: "all the ammo designated
	// is marked as used"), one chance each: one to a missile while there
	// are more missiles than weapons before it, the rest at those still
	// flying; once none is left the later ones roll no dice. (The oracle
	// first gave each weapon a missile of its own and let the others fall
	// idle; the rulebook gives each weapon a chance, not each missile one
	// weapon.)
	for _, w := range weapons {
		wi := j.mount(t, w)
		if left == 0 {
			if _, ok := j.next("shoot", tsh.name+"'s "+wi.Name+" at a missile"); ok {
				j.flag("shoot-down", "%s: a weapon rolled with no missile left", tsh.name)
			}
			continue
		}
		r, ok := j.next("shoot", tsh.name+"'s "+wi.Name+" at a missile")
		if !ok {
			j.flag("shoot-down", "%s's %s: no roll", tsh.name, wi.Name)
			continue
		}
		j.st.judged["shots at missiles"]++
		need := max(1, d/2)
		if wi.Type != design.Antimissile {
			need *= 3
		}
		why := fmt.Sprintf("half of %d rounded down", d)
		if d/2 < 1 {
			why += ", at least 1"
		}
		if !strings.Contains(r.Result, why) {
			j.flag("log", "%s's %s at a missile: %q does not say %q", tsh.name, wi.Name, r.Result, why)
		}
		if j.hitRoll(tsh.name+"'s "+wi.Name+" at a missile", r, wi.Range, need) {
			left--
		}
	}
	if dodge {
		drv := roDrive(j.s, t)
		for k := shotAt; k < sv.n; k++ {
			r, ok := j.next("dodge", tsh.name+" dodges missile")
			if !ok {
				j.flag("dodge", "%s: no dodge roll for missile %d", tsh.name, k+1)
				continue
			}
			j.st.judged["dodges"]++
			if r.Need != drv && !(drv == 0 && r.Need <= 0) {
				j.flag("dodge", "%s: needs %d, want its Drive %d", tsh.name, r.Need, drv)
			}
			if ok := r.Total <= drv; ok != r.Success {
				j.flag("dodge", "%s: %d against Drive %d: engine says %v", tsh.name, r.Total, drv, r.Success)
			} else if ok {
				left--
			}
		}
	}
	real := tsh.images == 0 || sv.contact == tsh.decoy
	for k := 0; k < left; k++ {
		r, ok := j.next("salvo", fsh.name+"'s missile at the "+tsh.name)
		if !ok {
			j.flag("missile roll", "%s: missile %d of %d left: no roll", tsh.name, k+1, left)
			continue
		}
		j.st.judged["missiles"]++
		eff := roEff(j.s, sv.at, t, false)
		mod := max(0, eff-m.Range)
		got := 0
		for _, x := range r.Mods {
			got += x.Value
		}
		if got != mod || r.Need != m.MissileDrive || len(r.Dice) != 1 {
			j.flag("missile roll", "%s's missile at the %s: %v + %d, needs %d; want 1d10 + %d (effective %d, Range %d), %d or less", fsh.name, tsh.name, r.Dice, got, r.Need, mod, eff, m.Range, m.MissileDrive)
		}
		hit := len(r.Dice) == 1 && r.Dice[0].Face+mod <= m.MissileDrive
		if hit != r.Success {
			j.flag("missile roll", "%s: %v + %d against %d: engine says %v", tsh.name, r.Dice, mod, m.MissileDrive, r.Success)
		}
		if !hit {
			continue
		}
		if !real {
			j.st.judged["images hit"]++
			if j.n.ships[t].images != tsh.images-1 {
				j.flag("image", "%s: images %d → %d on a missile hit on an image", tsh.name, tsh.images, j.n.ships[t].images)
			}
			real = true // the image is gone: the next missile hits what is there (judged no further)
			j.st.skipped["missiles after an image"]++
			return
		}
		dm, ok := j.next("damage", "")
		if !ok {
			j.flag("missile damage", "%s: no warhead roll", tsh.name)
			continue
		}
		if len(dm.Dice) != m.Dice {
			j.flag("missile damage", "%s: %d dice, want the warhead's %d", tsh.name, len(dm.Dice), m.Dice)
		}
		j.st.judged["missile hits"]++
		j.damage(t, j.throughWalls(sv.at, tsh.pos, dm.Total), true, AimNone)
	}
	j.compareDamage()
	j.compareWalls()
	j.leftover("salvo", "dodge", "shoot", "chart", "damage")
}

// move judges a plotted move (Movement 2-5) and the ships that coast in
// the same Apply.
func (j *roJudge) move(x Move) {
	sh := j.s.ships[x.Ship]
	p, ok := parseOraclePlot(x.Plot)
	if !ok {
		j.flag("move", "the oracle cannot read the plot %q", x.Plot)
		return
	}
	speed := len(p.turns) - 1
	pos, h := sh.pos, sh.heading
	for i := 0; i < speed; i++ {
		h = h.Rotate(p.turns[i])
		pos = hex.Neighbor(pos, h)
	}
	h = h.Rotate(p.turns[speed])
	// The MP: the change of speed, each hexside at this turn's speed, the
	// evasive MP, within Drive² (Movement 3-5).
	hexsides := 2 * p.back
	for _, t := range p.turns {
		hexsides += max(t, -t)
	}
	mp := max(speed-sh.speed, sh.speed-speed) + hexsides*turnCostOf(j.s.rules.set.turnCost, speed) + p.evasive
	if drv := roDrive(j.s, x.Ship); mp > drv*drv {
		j.flag("move MP", "%s %s: %d MP spent of %d", sh.name, x.Plot, mp, drv*drv)
	}
	n := j.n.ships[x.Ship]
	j.st.judged["moves"]++
	if n.status != stActive {
		return
	}
	ev := p.evasive
	if roShut(j.n, x.Ship) || roDrive(j.n, x.Ship) == 0 {
		ev = 0
	}
	if n.pos != pos || n.heading != h || n.speed != speed || n.evasive != ev || !n.moved {
		j.flag("move", "%s %s from %v %v speed %d: ends at %v %v speed %d evasive %d moved %v; want %v %v speed %d evasive %d",
			sh.name, x.Plot, sh.pos, sh.heading, sh.speed, n.pos, n.heading, n.speed, n.evasive, n.moved, pos, h, speed, ev)
	}
	if len(n.path) == 0 || n.path[0] != (Pose{sh.pos, sh.heading}) || n.path[len(n.path)-1] != (Pose{pos, h}) {
		j.flag("flight path", "%s %s: path %v, want from %v %v to %v %v", sh.name, x.Plot, n.path, sh.pos, sh.heading, pos, h)
	}
}

// coasting: every ship that moved in this Apply without a plot of its
// own goes straight on at its speed, or stays where it is in stasis.
func (j *roJudge) coasting(except ShipID) {
	for id := range j.s.ships {
		a, b := j.s.ships[id], j.n.ships[id]
		if ShipID(id) == except || a.moved || !b.moved || a.status != stActive || b.status != stActive || j.s.turn != j.n.turn {
			continue
		}
		j.st.judged["coasts"]++
		want := hex.Add(a.pos, hex.Scale(a.heading.Offset(), a.speed))
		if a.heldUntil >= j.s.turn {
			want = a.pos
		}
		if b.pos != want || b.heading != a.heading || b.speed != a.speed {
			j.flag("coast", "%s from %v %v speed %d: ends at %v %v speed %d; want %v straight on", a.name, a.pos, a.heading, a.speed, b.pos, b.heading, b.speed, want)
		}
	}
}

// ram judges a ram made in a move (Ramming): the rammer's d10 at 3 × its
// Drive or less, the target's at 3 × its own to avoid (none for a ship
// that coasts), and 5 × the closing speed to both.
func (j *roJudge) ram(x Move) {
	rsh := j.s.ships[x.Ship]
	t := rsh.dRam
	if t == NoShip || !j.n.ships[x.Ship].rammed {
		return
	}
	tsh := j.s.ships[t]
	if tsh.heldUntil >= j.s.turn || tsh.status != stActive {
		return
	}
	// Where it meets the target: the first pose of its new path in the
	// target's hex (the start hex included, rules 6).
	var meet *Pose
	for i, ps := range j.n.ships[x.Ship].path {
		if ps.Hex == tsh.pos {
			meet = &j.n.ships[x.Ship].path[i]
			break
		}
	}
	if meet == nil {
		return
	}
	j.st.judged["rams"]++
	r, ok := j.next("ram", "")
	if !ok {
		j.flag("ram", "%s rams the %s: no roll", rsh.name, tsh.name)
		return
	}
	dr := roDrive(j.s, x.Ship)
	if r.Need != 3*dr || len(r.Dice) != 1 || r.Dice[0].Sides != 10 {
		j.flag("ram", "%s rams: %v needs %d, want 1d10, 3 × Drive %d", rsh.name, r.Dice, r.Need, dr)
	}
	if (r.Total <= 3*dr) != r.Success {
		j.flag("ram", "%s rams: %d against %d: engine says %v", rsh.name, r.Total, 3*dr, r.Success)
	}
	if r.Total > 3*dr {
		j.leftover("ram", "chart")
		return
	}
	dt := roDrive(j.s, t)
	if !roShut(j.s, t) && dt > 0 {
		a, ok := j.next("ram", "")
		if !ok {
			j.flag("ram", "the %s avoids: no roll", tsh.name)
			return
		}
		if a.Need != 3*dt {
			j.flag("ram", "the %s avoids: needs %d, want 3 × Drive %d", tsh.name, a.Need, dt)
		}
		if (a.Total <= 3*dt) != a.Success {
			j.flag("ram", "the %s avoids: %d against %d: engine says %v", tsh.name, a.Total, 3*dt, a.Success)
		}
		if a.Total <= 3*dt {
			j.leftover("ram", "chart")
			return
		}
	}
	// Closing speed (own): the hex length of the difference of the two
	// velocities; a target not yet moved at the speed it declared, as far
	// as its MP allow (rules 4).
	vr := hex.Scale(meet.Heading.Offset(), j.n.ships[x.Ship].speed)
	ts := tsh.speed
	if !tsh.moved && tsh.dSpeedSet && !roShut(j.s, t) && dt > 0 {
		mp := dt * dt
		ts = max(tsh.speed-mp, min(tsh.speed+mp, tsh.dSpeed))
	}
	vt := hex.Scale(tsh.heading.Offset(), ts)
	closing := hex.Length(hex.Sub(vr, vt))
	j.st.judged["rams that meet"]++
	if closing > 0 {
		j.rammer, j.rammerAt = x.Ship, meet.Hex
		j.damage(x.Ship, 5*closing, false, AimNone)
		j.damage(t, 5*closing, false, AimNone)
		j.compareDamage()
	}
	j.leftover("ram", "chart")
}

// fireVariants are copies of a Fire position with the enemy ships made
// otherwise by hand: every point online brought back once by damage
// control (a hit on it is a second hit), or shut down by a pulse, or left
// without Drive (no power: no shields or ECM), or their armor and shields
// spent.
func fireVariants(s *State) []*State {
	f := s.ships[s.firing].side
	var out []*State
	for v := 0; v < 4; v++ {
		n := s.clone()
		for id, sh := range s.ships {
			if sh.side == f || sh.status != stActive {
				continue
			}
			if v == 1 || v == 2 {
				// A pulse or the loss of the last Drive point ends the
				// ship's evasive factors and lasting effects at once
				// (rules 3, rules 5): made by hand, only a ship with none.
				if sh.cloak+sh.dazzle+sh.images > 0 || sh.ecmTo != NoShip || len(s.walls) > 0 {
					continue
				}
				covers := false
				for _, o := range s.ships {
					covers = covers || o.coveredBy == ShipID(id) || o.ecmTo != NoShip
				}
				if covers {
					continue
				}
				n.mut(ShipID(id)).evasive = 0
			}
			switch v {
			case 0:
				pts := n.mutPts(ShipID(id))
				for k := range pts {
					if pts[k]&ptDown == 0 {
						pts[k] |= ptRestored
					}
				}
			case 1:
				n.mut(ShipID(id)).empUntil = s.turn + 1
			case 2:
				c := n.cls(ShipID(id))
				for k := 0; k < c.sysPoints[c.driveSys]; k++ {
					*n.point(ShipID(id), c.driveSys, k) |= ptDown
				}
			case 3:
				m := n.mut(ShipID(id))
				m.armor, m.shieldLeft = 0, 0
			}
		}
		out = append(out, n)
	}
	return out
}

// roJudgeOne judges one resolution; with ROLOG set, the events of the
// first disagreements are logged too.
func roJudgeOne(t *testing.T, s, n *State, in engine.Intent, ev []engine.Event, st *roStats, where string) {
	j := newJudge(s, n, in, ev, st, where)
	j.judge()
	if j.bad && os.Getenv("ROLOG") != "" && st.logged < 5 {
		st.logged++
		t.Logf("%s", where)
		for _, e := range ev {
			t.Logf("   %s %s", e.Kind, e.String())
		}
	}
}

// afterLaunch is the position with the salvo launched and waiting, for a
// salvo at a ship that cannot answer (shut down or held), whose missiles
// roll at once.
func (j *roJudge) afterLaunch(x Salvo) *State {
	c := j.s.clone()
	c.salvo = salvo{on: true, from: x.Ship, mount: x.Weapon, n: x.Count, at: j.s.ships[x.Ship].path[x.From].Hex, target: x.Target, contact: x.Contact}
	return c
}

// rammed makes a ram in a copy of a Movement position: the next mover,
// declared to ram, flies straight at its declared speed, and the ship
// named is put on its way k hexes on.
func rammed(s *State, k int) (*State, engine.Intent, bool) {
	movers := s.NextMovers()
	if len(movers) == 0 {
		return nil, nil, false
	}
	id := movers[0]
	sh := s.ships[id]
	speed := sh.speed
	if sh.dSpeedSet {
		speed = sh.dSpeed
	}
	drv := roDrive(s, id)
	if max(speed-sh.speed, sh.speed-speed) > drv*drv || roShut(s, id) || drv == 0 {
		return nil, nil, false
	}
	k = k % (speed + 1)
	for off := 1; off < len(s.ships); off++ {
		t := ShipID((int(id) + off*(k+1)) % len(s.ships))
		if t == id || s.ships[t].status != stActive || s.ships[t].heldUntil >= s.turn {
			continue
		}
		n := s.clone()
		n.mut(id).dRam = t
		n.mut(t).pos = hex.Add(sh.pos, hex.Scale(sh.heading.Offset(), k))
		return n, Move{By: sh.side, Ship: id, Plot: fmt.Sprint(speed)}, true
	}
	return nil, nil, false
}

// shipNamed finds a ship by its name in the log.
func (j *roJudge) shipNamed(name string) (ShipID, bool) {
	for id, sh := range j.s.ships {
		if sh.name == name {
			return ShipID(id), true
		}
	}
	return NoShip, false
}

// sysNamed finds a system of a ship by its name on the sheet.
func (j *roJudge) sysNamed(id ShipID, name string) (int, bool) {
	c := j.s.cls(id)
	for sys, n := range c.sysName {
		if n == name {
			return sys, true
		}
	}
	return -1, false
}

// activity judges the Activity phase's rolls: damage control (a 5 or 6
// for a ship, a 6 for a fighter; the point back and marked brought back,
// or lost for good) and boarding combat.
func (j *roJudge) activity() {
	type key struct {
		id  ShipID
		sys int
	}
	won, lost := map[key]int{}, map[key]int{}
	boarding := false
	for _, i := range j.rolls {
		if j.ev[i].Kind == "board" {
			boarding = true
		}
	}
	for _, i := range j.rolls {
		e := j.ev[i]
		if e.Kind != "repair" || j.used[i] {
			continue
		}
		j.used[i] = true
		r := e.Roll
		rest, ok := strings.CutPrefix(r.Purpose, "damage control on the ")
		shipName, sysName, ok2 := strings.Cut(rest, "'s ")
		id, ok3 := j.shipNamed(shipName)
		if !ok || !ok2 || !ok3 {
			j.flag("damage control", "cannot read %q", r.Purpose)
			continue
		}
		sys, ok := j.sysNamed(id, sysName)
		if !ok {
			j.flag("damage control", "no system %q on the %s", sysName, shipName)
			continue
		}
		j.st.judged["damage control rolls"]++
		need := 5
		if j.s.cls(id).fighter {
			need = 6
		}
		if r.Need != need || len(r.Dice) != 1 || r.Dice[0].Sides != 6 {
			j.flag("damage control", "%s: %v needs %d, want 1d6 needing %d", r.Purpose, r.Dice, r.Need, need)
		}
		if (r.Total >= need) != r.Success {
			j.flag("damage control", "%s: %d against %d: engine says %v", r.Purpose, r.Total, need, r.Success)
		}
		if r.Total >= need {
			won[key{id, sys}]++
		} else {
			lost[key{id, sys}]++
		}
	}
	// The declared points: each rolled, unless the ship cannot (scrap,
	// taken, shut down or held, or aboard a carrier that is), within its
	// crew.
	for id, sh := range j.s.ships {
		c := j.s.cls(ShipID(id))
		decl := 0
		for _, p := range sh.pts {
			if p&ptDeclared != 0 {
				decl++
			}
		}
		if decl == 0 {
			continue
		}
		rolled := 0
		for k, v := range won {
			if k.id == ShipID(id) {
				rolled += v
			}
		}
		for k, v := range lost {
			if k.id == ShipID(id) {
				rolled += v
			}
		}
		able := (sh.status == stActive || sh.status == stAboard) && !roShut(j.s, ShipID(id)) && j.n.ships[id].status != stScrap
		if sh.status == stAboard && roShut(j.s, sh.carrier) {
			able = false
		}
		crew := roUp(j.s, ShipID(id), c.crewSys)
		want := 0
		if able {
			want = min(decl, crew)
		}
		if rolled != want {
			j.flag("damage control", "%s: %d rolls for %d points declared (crew %d, able %v); want %d", sh.name, rolled, decl, crew, able, want)
		}
	}
	for _, m := range []map[key]int{won, lost} {
		for k := range m {
			c := j.s.cls(k.id)
			if boarding && (k.sys == c.crewSys || c.sysName[k.sys] != strings.TrimRight(c.sysName[k.sys], "0123456789 ")) {
				continue
			}
			skip := false
			for _, q := range j.n.squads {
				if q.home == k.id && q.sys == k.sys {
					skip = true
				}
			}
			if skip || j.n.ships[k.id].status == stScrap {
				continue
			}
			a, b := j.s.systemInfo(k.id, k.sys), j.n.systemInfo(k.id, k.sys)
			w, l := won[k], lost[k]
			if b.Up != a.Up+w || b.Lost != a.Lost+l || b.Restored != a.Restored+w {
				j.flag("damage control result", "%s's %s: online %d → %d, lost %d → %d, brought back %d → %d; want %d successes, %d failures",
					j.name(k.id), c.sysName[k.sys], a.Up, b.Up, a.Lost, b.Lost, a.Restored, b.Restored, w, l)
			}
		}
	}
	if boarding {
		j.boardingCombat()
	}
}

// Boarding table modifiers on the die (the document's reading): to hit
// and to be hit by mode; defenders on their own ship −1 to attack and +1
// to be hit.
var roModeHit = [...]int{ModeNone: 0, ModeEvasive: 2, ModeDefensive: 0, ModeOffensive: -1, ModeSuicidal: -2}
var roModeBeHit = [...]int{ModeNone: 0, ModeEvasive: 2, ModeDefensive: 1, ModeOffensive: -1, ModeSuicidal: -2}

func (j *roJudge) boardingCombat() {
	sq := j.n.squads // kinds, sides, homes and hosts (units formed this Activity included)
	at := func(q int) ShipID { return sq[q].host }
	aliveBefore := func(q int) bool { return q >= len(j.s.squads) || j.s.squads[q].alive }
	crossed := func(q int) bool { return q < len(j.s.squads) && j.s.squads[q].host != sq[q].host }
	destroyed := map[int]bool{}
	rolled := map[int]bool{}
	for _, i := range j.rolls {
		e := j.ev[i]
		if e.Kind != "board" || j.used[i] {
			continue
		}
		j.used[i] = true
		r := e.Roll
		var a, d int
		var an, dn, host string
		if !roParseBoard(r.Purpose, &a, &d, &an, &dn, &host) || a >= len(sq) || d >= len(sq) {
			j.flag("boarding", "cannot read %q", r.Purpose)
			continue
		}
		j.st.judged["boarding rolls"]++
		rolled[a] = true
		A, D := sq[a], sq[d]
		if crossed(a) {
			j.flag("boarding", "%s: a unit gaining entry this turn attacks", r.Purpose)
		}
		if A.side == D.side || at(a) != at(d) || !aliveBefore(a) || !aliveBefore(d) {
			j.flag("boarding", "%s: not an enemy alive aboard with it", r.Purpose)
		}
		hostSide := j.s.ships[at(a)].side
		mod := roModeHit[A.mode] + roModeBeHit[D.mode]
		if A.side == hostSide {
			mod--
		}
		if D.side == hostSide {
			mod++
		}
		table := 1 + A.kind - D.kind
		got := 0
		for _, m := range r.Mods {
			got += m.Value
		}
		// The roll's number read as "or less", the modifiers on the die;
		// but a 0 on the table (a need of 0 is the engine's "nothing
		// compared") is the die alone against the face it must show,
		// table − modifiers, or, when no face can make it, no need at all.
		form := r.Cmp == engine.AtMost && r.Need == table && got == mod
		if table == 0 {
			form = r.Cmp == engine.AtMost && len(r.Mods) == 0 && r.Need == table-mod && r.Need >= 1 ||
				r.Need == 0 && got == mod && 1+mod > table
		}
		if !form || len(r.Dice) != 1 || r.Dice[0].Sides != 6 {
			j.flag("boarding", "%s: %v + %d needs %s %d; want 1d6 + %d, %d or less", r.Purpose, r.Dice, got, r.Cmp, r.Need, mod, table)
		}
		ok := len(r.Dice) == 1 && r.Dice[0].Face+mod <= table
		if ok != r.Success {
			j.flag("boarding", "%s: %v + %d against %d: engine says %v", r.Purpose, r.Dice, mod, table, r.Success)
		}
		if ok {
			destroyed[d] = true
		}
		// Its target: the one assigned, while alive aboard with it, else the first.
		want := -1
		if t := int(j.s.squads[min(a, len(j.s.squads)-1)].target); a < len(j.s.squads) && t >= 0 && t < len(sq) && sq[t].side != A.side && at(t) == at(a) && aliveBefore(t) {
			want = t
		}
		if want >= 0 && want != d {
			j.flag("boarding target", "%s: assigned unit %d", r.Purpose, want)
		}
	}
	for q := range sq {
		if !aliveBefore(q) {
			continue
		}
		if sq[q].alive == destroyed[q] && j.n.ships[at(q)].status != stScrap {
			j.flag("boarding result", "unit %d (%s) alive %v after the rolls; destroyed by them %v", q, TroopName(sq[q].kind), sq[q].alive, destroyed[q])
		}
		// Every unit with an enemy aboard rolls, but one gaining entry.
		enemy := false
		for o := range sq {
			if sq[o].side != sq[q].side && at(o) == at(q) && aliveBefore(o) {
				enemy = true
			}
		}
		if enemy && !crossed(q) && !rolled[q] && j.s.ships[at(q)].heldUntil < j.s.turn {
			j.flag("boarding", "unit %d (%s) aboard the %s with an enemy made no roll", q, TroopName(sq[q].kind), j.s.ships[at(q)].name)
		}
	}
}

// roParseBoard reads "Marine Squad 0 at Regular Crew unit 14 aboard the Maw".
func roParseBoard(p string, a, d *int, an, dn, host *string) bool {
	left, rest, ok := strings.Cut(p, " at ")
	if !ok {
		return false
	}
	right, h, ok := strings.Cut(rest, " aboard the ")
	if !ok {
		return false
	}
	num := func(s string, v *int, name *string) bool {
		k := strings.LastIndexByte(s, ' ')
		if k < 0 {
			return false
		}
		_, err := fmt.Sscan(s[k+1:], v)
		*name = s[:k]
		return err == nil
	}
	*host = h
	return num(left, a, an) && num(right, d, dn)
}

// blast judges an energy blast (Projectors: value damage to every ship in
// the target hex, each rolling to hit — the firer too when it stands
// there, rules 7).
func (j *roJudge) blast(x Project) {
	fsh := j.s.ships[x.Ship]
	w := j.mount(x.Ship, x.Weapon)
	if w.Effect != design.EnergyBlast {
		return
	}
	from := fsh.path[x.From].Hex
	at := j.s.ships[x.Target].pos
	var inHex []ShipID
	for id, sh := range j.s.ships {
		if sh.status == stActive && sh.pos == at {
			if sh.images > 0 || sh.heldUntil >= j.s.turn {
				j.st.skipped["blast on images or stasis"]++
				return
			}
			inHex = append(inHex, ShipID(id))
		}
	}
	j.st.judged["blasts"]++
	// The ship aimed at first: the projector strikes the target hex only
	// when it hits the target it is aimed at (rules 5's "a projector aimed
	// at an image that struck it"); then each other ship there rolls as
	// well (own), the firer too.
	for k, id := range inHex {
		if id == x.Target {
			inHex[0], inHex[k] = inHex[k], inHex[0]
		}
	}
	for k, id := range inHex {
		what := fmt.Sprintf("%s's %s at the %s", fsh.name, w.Name, j.name(id))
		r, ok := j.nextExact("project", what)
		if !ok {
			j.flag("blast", "%s: no roll", what)
			continue
		}
		if j.hitRoll(what, r, w.Range, roEff(j.s, from, id, false)) {
			j.st.judged["blast hits"]++
			j.damage(id, j.throughWalls(from, at, w.Damage), false, AimNone)
		} else if k == 0 {
			break
		}
	}
	j.compareDamage()
	j.compareWalls()
	j.leftover("project", "chart", "damage")
}

// turnBegins judges what a new turn brings back (Basic Systems: shields
// raised again the turn after they are penetrated; armor used up for
// good): every ship in play with power and not shut down has its whole
// shield rating as its pool, and its armor is what it was.
func (j *roJudge) turnBegins() {
	for id := range j.n.ships {
		a, b := j.s.ships[id], j.n.ships[id]
		if b.status != stActive {
			continue
		}
		c := j.n.cls(ShipID(id))
		want := 0
		if roDrive(j.n, ShipID(id)) > 0 && !roShut(j.n, ShipID(id)) {
			want = c.dv.Design.Shields
		}
		j.st.judged["pools at a new turn"]++
		if b.shieldLeft != want {
			j.flag("new turn", "%s: shield pool %d at turn %d, want %d", b.name, b.shieldLeft, j.n.turn, want)
		}
		if b.armor != a.armor && j.pts[ShipID(id)] == nil {
			j.flag("new turn", "%s: armor %d → %d", b.name, a.armor, b.armor)
		}
	}
}

// score judges the end (own): each side scores the cost of the enemy
// ships and craft scrapped or captured; a side left with nothing capable
// of resistance loses; otherwise more wins and equal is a draw.
func (j *roJudge) score() {
	out := j.n.outcome
	var sc [2]int
	for id, sh := range j.n.ships {
		c := j.n.cls(ShipID(id))
		switch sh.status {
		case stScrap:
			sc[1-sh.side] += c.dv.Cost
		case stCaptured:
			if sh.captor == 0 || sh.captor == 1 {
				sc[sh.captor] += c.dv.Cost
			} else {
				sc[1-sh.side] += c.dv.Cost
			}
		}
	}
	j.st.judged["ends"]++
	names := j.n.rules.names
	if strings.HasPrefix(out.Reason, "the squadrons have separated") {
		// A side that wins by escaping also scores its ships that got
		// away capable of resistance (own; the sheet's Capable is read,
		// not judged here: the legality oracle's business).
		for p := 0; p < 2; p++ {
			if !j.n.rules.escape[p] {
				continue
			}
			j.st.judged["escapes scored"]++
			for id, sh := range j.n.ships {
				if sh.side == engine.Player(p) && sh.status == stActive && j.n.info(ShipID(id)).Capable {
					sc[p] += j.n.cls(ShipID(id)).dv.Cost
				}
			}
		}
	}
	text := fmt.Sprintf("%s %s, %s %s", names[0], engine.Thousands(sc[0]), names[1], engine.Thousands(sc[1]))
	if !strings.Contains(out.Reason, text) {
		j.flag("score", "the end says %q; want the scores %s", out.Reason, text)
	}
	want := engine.NoPlayer
	switch {
	case sc[0] > sc[1]:
		want = 0
	case sc[1] > sc[0]:
		want = 1
	}
	for p := 0; p < 2; p++ {
		if strings.HasPrefix(out.Reason, "all of "+names[p]+"'s combatants are incapable") {
			want = engine.Player(1 - p)
		}
	}
	if out.Winner != want {
		j.flag("winner", "the end says %q, winner %d; want %d", out.Reason, out.Winner, want)
	}
}

// effect judges the projectors that move or stop ships (Projectors): a
// pulse shuts every ship in the target hex down for the turn of the hit
// and value turns more (a second pulse never shortens it); a tractor
// beam pulls every ship there value hexes along the line to the firing
// hex, stopping at it; a repulser pushes them value hexes away from it
// (a ship in the firing hex not at all: no line to push along). Only the
// ship aimed at rolls: once it is hit, the effect reaches every ship in
// the hex (the firer too for a pulse, rules 7). (The oracle first gave
// the others a roll each, as the document gives them for an energy
// blast alone — its own value; a pulse and the beams take "every ship in
// the target hex", as the projectors' heading says, with no roll of
// their own.)
func (j *roJudge) effect(x Project) {
	fsh := j.s.ships[x.Ship]
	w := j.mount(x.Ship, x.Weapon)
	switch w.Effect {
	case design.EMP, design.TractorBeam, design.RepulserBeam, design.StasisBeam:
	case design.DisplacerPulse:
		j.displaced(x)
		return
	default:
		return
	}
	from := fsh.path[x.From].Hex
	at := j.s.ships[x.Target].pos
	// A stasis beam holds "all ships in value hexes": the target hex, the
	// ring around it from 7 (1 + 6 hexes), two rings from 19 (document).
	reach := 0
	if w.Effect == design.StasisBeam {
		switch {
		case w.Damage >= 19:
			reach = 2
		case w.Damage >= 7:
			reach = 1
		}
	}
	// A ship held in stasis "cannot be effected by anything while in
	// stasis": it is in the hex and untouched (held, below). Docked ships
	// are ships in the hex like any (the twenty-fourth audit: the oracle
	// skipped them before): a pair is pulled, pushed, shut down or held
	// together.
	var inHex, held []ShipID
	for id, sh := range j.s.ships {
		if sh.status == stActive && hex.Distance(sh.pos, at) <= reach {
			if ShipID(id) == x.Ship && (w.Effect == design.TractorBeam || w.Effect == design.RepulserBeam) {
				continue // a beam does not pull or push its own ship
			}
			if sh.images > 0 {
				j.st.skipped["pulse or beam on images"]++
				return
			}
			if sh.heldUntil >= j.s.turn {
				held = append(held, ShipID(id))
				continue
			}
			inHex = append(inHex, ShipID(id))
		}
	}
	defer func() {
		for _, id := range held {
			a, b := j.s.ships[id], j.n.ships[id]
			j.st.judged[w.Effect+" on a held ship"]++
			if a.pos != b.pos || a.empUntil != b.empUntil || a.heldUntil != b.heldUntil || a.speed != b.speed {
				j.flag(w.Effect, "%s, held in stasis, is affected: at %v → %v, shut to %d → %d, held to %d → %d", a.name, a.pos, b.pos, a.empUntil, b.empUntil, a.heldUntil, b.heldUntil)
			}
		}
	}()
	j.st.judged[w.Effect+" projections"]++
	what := fmt.Sprintf("%s's %s at the %s", fsh.name, w.Name, j.name(x.Target))
	r, ok := j.nextExact("project", what)
	if !ok {
		j.flag(w.Effect, "%s: no roll", what)
		return
	}
	if !j.hitRoll(what, r, w.Range, roEff(j.s, from, x.Target, false)) {
		return
	}
	j.leftover("project")
	for _, id := range inHex {
		a, b := j.s.ships[id], j.n.ships[id]
		if b.status != stActive {
			continue
		}
		j.st.judged[w.Effect+" hits"]++
		switch w.Effect {
		case design.StasisBeam:
			if b.heldUntil != j.s.turn {
				j.flag("stasis", "%s: held to turn %d, want %d (the turn it is used)", a.name, b.heldUntil, j.s.turn)
			}
		case design.EMP:
			want := max(a.empUntil, j.s.turn+w.Damage)
			if b.empUntil != want {
				j.flag("pulse", "%s: shut down to turn %d, want %d (turn %d, value %d)", a.name, b.empUntil, want, j.s.turn, w.Damage)
			}
		case design.TractorBeam:
			d := hex.Distance(a.pos, from)
			want := a.pos
			if d > 0 {
				line := hex.Line(a.pos, from)
				want = line[min(w.Damage, d)]
			}
			if b.pos != want || b.speed != a.speed || b.heading != a.heading {
				j.flag("tractor", "%s at %v, %d from the firing hex %v: pulled to %v (speed %d → %d), want %v", a.name, a.pos, d, from, b.pos, a.speed, b.speed, want)
			}
		case design.RepulserBeam:
			d0, d1 := hex.Distance(a.pos, from), hex.Distance(b.pos, from)
			push := w.Damage
			if d0 == 0 {
				push = 0 // in the firing hex: no line to push along (TestRule_Projectors_RepulserInTheFirersHex)
			}
			if d1 != d0+push || b.speed != a.speed || b.heading != a.heading {
				j.flag("repulser", "%s at %v, %d from the firing hex %v: pushed to %v, %d from it; want %d", a.name, a.pos, d0, from, b.pos, d1, d0+w.Damage)
			}
		}
	}
}

// displaced judges a displacer pulse (the twenty-fourth audit; unjudged
// before): it rolls to hit as every projector aimed at an enemy; a hit
// "Dumps the target into a Gate, and it reappears in another hex
// designated by the firing ship" — the target alone (the note's "the
// target", not every ship in its hex: document), at the hex asked, its
// velocity kept, and no longer docked with anyone (it has left its
// partner's hex); a miss moves nothing.
func (j *roJudge) displaced(x Project) {
	fsh, t := j.s.ships[x.Ship], x.Target
	if j.s.ships[t].images > 0 {
		j.st.skipped["displacer at a ship with images"]++
		return
	}
	w := j.mount(x.Ship, x.Weapon)
	what := fmt.Sprintf("%s's %s at the %s", fsh.name, w.Name, j.name(t))
	r, ok := j.nextExact("project", what)
	if !ok {
		j.flag("displacer", "%s: no roll", what)
		return
	}
	j.st.judged["displacer pulses"]++
	hit := j.hitRoll(what, r, w.Range, roEff(j.s, fsh.path[x.From].Hex, t, false))
	for id, a := range j.s.ships {
		b := j.n.ships[id]
		want := a.pos
		if hit && ShipID(id) == t {
			want = hex.Hex{Q: x.At.Q, R: x.At.R}
		}
		if b.pos != want || b.speed != a.speed || b.heading != a.heading {
			j.flag("displacer", "%s (hit %v): %s at %v → %v, speed %d → %d; want at %v, its velocity kept", what, hit, a.name, a.pos, b.pos, a.speed, b.speed, want)
		}
		if hit && a.dockWith == t && b.dockWith == t || hit && ShipID(id) == t && b.dockWith != NoShip {
			j.flag("displacer", "%s: %s still docked", what, a.name)
		}
	}
	if hit {
		j.st.judged["displacer hits"]++
	}
}

// wallRaised judges a force plane as it is raised (the twenty-fourth
// audit; the oracle took the walls' hexes from the engine before): a
// wall "that has a width equal to 1/4 the value in hexes" (rounded down,
// at least one: own), whose middle hex is at most half the value from the
// ship (rounded down), running along the direction asked — the middle
// hex, then one hex each way in turn, the first along the direction
// (own: an even width cannot be centred) — and absorbing "up to value"
// damage points. A ship keeps one plane: a new one replaces its last.
func (j *roJudge) wallRaised(x Project) {
	w := j.mount(x.Ship, x.Weapon)
	if w.Effect != design.ForcePlane {
		return
	}
	var mine []wall
	for _, wl := range j.n.walls {
		if wl.owner == x.Ship {
			mine = append(mine, wl)
		}
	}
	j.st.judged["force planes raised"]++
	if len(mine) != 1 {
		j.flag("force plane", "%s: %d planes of its own after raising one", j.name(x.Ship), len(mine))
		return
	}
	at := hex.Hex{Q: x.At.Q, R: x.At.R}
	width := max(w.Damage/4, 1)
	var want []hex.Hex
	for k := 0; len(want) < width; k++ {
		if k == 0 {
			want = append(want, at)
			continue
		}
		want = append(want, hex.Add(at, hex.Scale(hex.Direction(x.Dir).Offset(), k)))
		if len(want) < width {
			want = append(want, hex.Add(at, hex.Scale(hex.Direction(x.Dir).Opposite().Offset(), k)))
		}
	}
	got := mine[0]
	same := len(got.hexes) == len(want)
	for _, h := range want {
		found := false
		for _, g := range got.hexes {
			found = found || g == h
		}
		same = same && found
	}
	from := j.s.ships[x.Ship].path[x.From].Hex
	if !same || got.left != w.Damage || hex.Distance(from, at) > w.Damage/2 {
		j.flag("force plane", "%s's plane of %d at %v: hexes %v absorbing %d; want %v absorbing %d, at most %d from %v",
			j.name(x.Ship), w.Damage, at, got.hexes, got.left, want, w.Damage, w.Damage/2, from)
	}
}

// orderRolls: a roll of the order of movement that leaves ships of both
// sides tied says they roll again, and another roll of the same order
// follows (Movement 7); one that settles it says nothing of the kind.
func (j *roJudge) orderRolls() {
	for k, i := range j.rolls {
		e := j.ev[i]
		if e.Kind != "order" {
			continue
		}
		j.st.judged["order rolls"]++
		again := false
		for _, i2 := range j.rolls[k+1:] {
			if j.ev[i2].Kind == "order" && j.ev[i2].Roll.Purpose == e.Roll.Purpose {
				again = true
				break
			}
		}
		if again != strings.Contains(e.Roll.Result, "roll again") {
			j.flag("log", "%s: %q, and another roll follows: %v", e.Roll.Purpose, e.Roll.Result, again)
		}
	}
}

// ---- the driver ----

// roSeen keeps one log line of each kind of roll (ROLOG=1 lists them,
// to read whether each says what it needed and why).
var roSeen = map[string]string{}

func (j *roJudge) judge() {
	j.orderRolls()
	if os.Getenv("ROLOG") != "" {
		for _, i := range j.rolls {
			e := j.ev[i]
			k := e.Kind + " " + e.Roll.Result
			if len(k) > 40 {
				k = k[:40]
			}
			if _, ok := roSeen[k]; !ok {
				roSeen[k] = e.String()
			}
		}
	}
	switch x := j.in.(type) {
	case Fire:
		j.fire(x)
	case Project:
		j.blast(x)
		j.effect(x)
		j.wallRaised(x)
	case Salvo:
		if len(j.rolls) > 0 {
			j.s = j.afterLaunch(x)
			j.missiles(false, nil)
		}
	case Move:
		j.move(x)
		j.ram(x)
		j.coasting(x.Ship)
		return
	case Dodge:
		j.missiles(true, nil)
	case ShootDown:
		j.missiles(x.Dodge, x.Weapons)
	}
	j.coasting(NoShip)
	act := j.n.turn != j.s.turn && j.s.phase != phDeclare
	for _, i := range j.rolls {
		if k := j.ev[i].Kind; k == "repair" || k == "board" {
			act = true
		}
	}
	if act {
		j.activity()
	}
	if j.n.turn != j.s.turn && !j.n.outcome.Over {
		j.turnBegins()
	}
	if j.n.outcome.Over && !j.s.outcome.Over {
		j.score()
	}
}

// TestResolutionOracle plays scripted against scripted and random against
// scripted games of every shipped scenario, the options varied, and holds
// every resolution to the oracle.
func TestResolutionOracle(t *testing.T) {
	games := 48
	if testing.Short() {
		games = 8
	}
	names := []string{"standard", "boarding", "pursuit", "built"}
	optSets := []engine.Options{nil, {OptTurnCost: TurnSpeed, OptEffRange: EffLiteral}, {OptTurnCost: TurnChart, OptHitChart: ChartSalvo}, {OptEffRange: EffLiteral, OptHitChart: ChartSalvo}}
	st := &roStats{judged: map[string]int{}, skipped: map[string]int{}, disagree: map[string][]string{}}
	sections := map[string]int{} // the rulebook's situations the games' own path meets (edgeSections)
	var where string
	act := &actJudge{count: map[string]int{}, flag: func(kind, format string, a ...any) { st.flag(kind, where+": "+fmt.Sprintf(format, a...)) }}
	for g := 0; g < games; g++ {
		sc := names[g%len(names)]
		seed := uint64(500 + g)
		opp := []engine.Opponent{Scripted{}, Scripted{}}
		if g%3 != 0 {
			opp[g%2] = engine.NewRandomOpponent(seed * 7)
		}
		s0, err := Game{}.NewState(loadScenario(t, sc), optSets[(g/4)%len(optSets)], seed)
		if err != nil {
			t.Fatal(err)
		}
		var s *State = s0.(*State)
		for k := 0; k < 4000 && !s.Outcome().Over; k++ {
			ph := s.Phase()
			p := ph.Actors[0]
			in, err := opp[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			next, ev, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%s seed %d: %v: %v", sc, seed, in, err)
			}
			where = fmt.Sprintf("%s seed %d turn %d %s #%d %v", sc, seed, ph.Turn, ph.Name, k, in)
			if ph.Name == PhaseFire || ph.Name == PhaseMissiles {
				for _, li := range s.Legal(p) {
					alts := []engine.Intent{li}
					if f, ok := li.(Fire); ok && k%2 == 0 {
						for aim := AimDrive; aim <= AimAux; aim++ {
							f.Aim = aim
							alts = append(alts, f)
						}
					}
					for _, a := range alts {
						vn, vev, err := s.Apply(a)
						if err != nil {
							continue
						}
						roJudgeOne(t, s, vn.(*State), a, vev, st, where+fmt.Sprintf(", instead %v", a))
						if _, ok := a.(Salvo); ok && vn.Phase().Name == PhaseMissiles {
							// Every answer the target may give to it.
							vs := vn.(*State)
							q := vs.Phase().Actors[0]
							for _, ans := range vs.Legal(q) {
								if an, aev, err := vs.Apply(ans); err == nil {
									roJudgeOne(t, vs, an.(*State), ans, aev, st, where+fmt.Sprintf(", instead %v, answered %v", a, ans))
								}
							}
						}
					}
				}
			}
			if ph.Name == PhaseFire && k%3 == 0 {
				for _, v := range fireVariants(s) {
					for _, li := range v.Legal(p) {
						if _, ok := li.(Fire); !ok {
							if _, ok := li.(Project); !ok {
								continue
							}
						}
						if vn, vev, err := v.Apply(li); err == nil {
							roJudgeOne(t, v, vn.(*State), li, vev, st, where+fmt.Sprintf(", a variant, %v", li))
						}
					}
				}
			}
			if ph.Name == PhaseMovement {
				if v, vin, ok := rammed(s, k); ok {
					if vn, vev, err := v.Apply(vin); err == nil {
						roJudgeOne(t, v, vn.(*State), vin, vev, st, where+", a ram made")
					} else {
						st.skipped["ram refused"]++
					}
				}
			}
			roJudgeOne(t, s, next.(*State), in, ev, st, where)
			edgeSections(s, in, ev, func(k string) { sections[k]++ })
			if n := next.(*State); n.turn != s.turn || n.outcome.Over {
				act.judge(s, n, ev) // docking and launching (edge_oracle_test.go)
			}
			s = next.(*State)
		}
	}
	t.Logf("judged %v; skipped %v", st.judged, st.skipped)
	var never []string
	for _, k := range edgeWanted {
		if sections[k] == 0 {
			never = append(never, k)
		}
	}
	t.Logf("sections met %v; never (TestEdgeOracle builds them) %v; Activity judged %v", sections, never, act.count)
	for _, k := range sortedKeys(roSeen) {
		t.Logf("%s", roSeen[k])
	}
	for _, k := range sortedKeys(st.disagree) {
		t.Errorf("%s:\n  %s", k, strings.Join(st.disagree[k], "\n  "))
	}
}
