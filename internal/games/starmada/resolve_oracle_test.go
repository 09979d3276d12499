package starmada

// An independent oracle of what an action does once it is taken (the
// twenty-second audit), written from the rulebook (Sections 3, 4 and 5,
// Appendices B and C) and the project's readings in docs/rules/starmada.md
// alone, without the engine's resolution code. Given the position before an
// intent, the intent and the dice the engine rolled (read from the events'
// roll records, which carry every die), it works out again what the rolls
// must have been (how many dice, the number needed and its modifiers) and
// what they do (hits, penetrations, damage dice, the chart's entries, the
// saves, fighters lost), and compares the position after: every ship's
// boxes marked or owed by kind, the fighters left in a stack, the VPs, the
// explosions after an End Phase. It reads only the state's plain fields
// (positions, boxes, counts, the class record) and its own geometry
// (oDist of oracle_test.go).
//
// What a roll record holds, as the engine writes it (learned from the log):
// a re-roll (B.12, B.13, B.20, B.21) or a repeat (B.19) stands right after
// the die it belongs to; B.3's re-roll and the C.2/C.3 saves are rolls of
// their own after the damage roll; B.23/B.26/B.27 roll their chart before
// the dice they count.

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// rRec is the oracle's count of one ship's record: boxes marked (slashed
// or filled) or owed, by kind.
type rRec struct {
	hit, crew int // hull boxes filled by hits; lined by crew only
	eng, shd  int
	wpn       [3]int
	eq        int
}

func rRecOf(sh *ship) rRec {
	var r rRec
	for _, m := range sh.hullBoxes() {
		switch m.kind() {
		case boxHit:
			r.hit++
		case boxCrew:
			r.crew++
		}
	}
	r.eng = count(sh.engineBoxes(), func(m mark) bool { return m != boxEmpty })
	r.shd = count(sh.shieldBoxes(), func(m mark) bool { return m != boxEmpty })
	for b := 0; b < 3; b++ {
		r.wpn[b] = count(sh.weaponBoxes(b), func(m mark) bool { return m != boxEmpty }) + sh.owe[b]
	}
	r.eq = count(sh.equipBoxes(), func(m mark) bool { return m != boxEmpty }) + sh.owe[3]
	return r
}

// rDamageable counts the items a Q hit can take (4.2.3: not fighter bays).
func rDamageable(c *Class) int {
	n := 0
	for _, it := range c.Equipment {
		if it.Kind != FighterBays {
			n++
		}
	}
	return n
}

// lost reports whether box k of ship i is lost for the intent judged: in
// the Combat Phase, marked before the phase began (what this phase slashes
// still works until its end, 4.3); in the Fighter Phase, marked at all
// (5.3: fighters' damage counts at once).
func (j *rJudge) lost(i, k int) bool {
	if j.snap != nil && j.snap[i] != nil {
		return j.snap[i][k] != boxEmpty
	}
	return j.cur.ships[i].boxes[k] != boxEmpty
}

func (j *rJudge) worksNow(i int, e Equip) bool {
	sh := &j.cur.ships[i]
	q := len(sh.boxes) - len(sh.class.Equipment)
	for k, it := range sh.class.Equipment {
		if it.Kind == e && !j.lost(i, q+k) {
			return true
		}
	}
	return false
}

func (j *rJudge) shieldsNow(i int) int {
	c := j.cur.ships[i].class
	n := 0
	for k := c.Hull + c.Engine; k < c.Hull+c.Engine+c.Shields; k++ {
		if !j.lost(i, k) {
			n++
		}
	}
	return n
}

func rBoom(s *State, h hex.Hex) int {
	n := 0
	for _, b := range s.booms {
		if b.pos == h {
			n += b.strength
		}
	}
	return n
}

// rVar is B.23/B.26/B.27's chart: 1–3 one die, 4–5 two, 6 three.
func rVar(f int) int {
	switch {
	case f >= 6:
		return 3
	case f >= 4:
		return 2
	}
	return 1
}

// rJudge is the oracle at one intent.
type rJudge struct {
	t         *testing.T
	cur       *State
	ev        []engine.Event
	k         int // next event
	recs      map[int]*rRec
	where     string
	bad       []string
	cmp       *rTally
	stackHits map[hex.Hex]int // hits on the craft in a hex (5.3.2, 5.3.3)
	cont      map[int]int     // continuing dice put on a ship (B.1)
	// contAb are those of cont whose weapon has abilities that change what
	// a damage die does, by rContKey: their chart rolls carry them.
	contAb  map[int]map[string]int
	ownLost int          // the attacking flight's fighters lost (5.3.2, C.1)
	used    map[int]bool // events read out of order (later)
	// works, in the End Phase, tells whether a ship's equipment works:
	// what the Combat Phase took is gone by then.
	works func(i int, e Equip) bool
	// snap is every ship's record as the Combat Phase began (nil outside
	// it): the oracle's own memory of what was lost before the phase.
	snap map[int][]mark
	mem  *rBoomMemory
	seen map[string]bool // the attacks the events showed: ship/battery/target
}

type rTally struct {
	attacks, flights, dogfights, dice, damage, saves, ends, booms, vps, cont, ends2, moves, launches int
	bad                                                                                              []string
	// sections counts the rulebook's sections the games reach: those
	// their log lines name (rSections) and Appendix B's entry of each
	// ability of every battery fired
	sections map[string]int
}

func (j *rJudge) fail(format string, a ...any) {
	j.bad = append(j.bad, j.where+": "+fmt.Sprintf(format, a...))
}

func (j *rJudge) rec(i int) *rRec {
	if r, ok := j.recs[i]; ok {
		return r
	}
	r := rRecOf(&j.cur.ships[i])
	j.recs[i] = &r
	return &r
}

// next returns the next event carrying a roll whose kind is kind and whose
// purpose contains has ("" for any), skipping nothing else: the oracle
// expects exactly this roll now.
func (j *rJudge) next(kind, has string) *engine.Roll {
	if kind == "save" || strings.Contains(has, "(B.3)") {
		return j.later(kind, has)
	}
	return j.take(kind, has)
}

// take returns the next roll not yet read, which must be of kind and name
// has; anything else fails the judge.
func (j *rJudge) take(kind, has string) *engine.Roll {
	for ; j.k < len(j.ev); j.k++ {
		e := j.ev[j.k]
		if e.Roll == nil || j.used[j.k] {
			continue
		}
		if e.Kind == kind && strings.Contains(e.Roll.Purpose, has) {
			j.k++
			return e.Roll
		}
		j.fail("expected a %s roll (%s), the engine rolled %q", kind, has, e.String())
		return nil
	}
	j.fail("expected a %s roll (%s), the engine rolled nothing more", kind, has)
	return nil
}

// later finds a save (C.2, C.3) or B.3's re-roll among the events of the
// attack still unread: the engine tells an attack's saves after its damage
// roll and before B.3's re-rolls, whatever die they belong to, so the
// oracle takes them by kind in the order they come.
func (j *rJudge) later(kind, has string) *engine.Roll {
	if j.used == nil {
		j.used = map[int]bool{}
	}
	for k := j.k; k < len(j.ev); k++ {
		e := j.ev[k]
		if e.Roll == nil || j.used[k] {
			continue
		}
		if e.Kind == "to-hit" || e.Kind == "shield" {
			break // the next attack
		}
		if e.Kind == kind && strings.Contains(e.Roll.Purpose, has) {
			j.used[k] = true
			return e.Roll
		}
	}
	j.fail("expected a %s roll (%s), the engine rolled none in this attack", kind, has)
	return nil
}

func faces(r *engine.Roll) []int {
	out := make([]int, len(r.Dice))
	for i, d := range r.Dice {
		out[i] = d.Face
	}
	return out
}

// rAttack is one attack of a battery (or a craft) at a ship or craft.
type rAttack struct {
	firer  string
	bat    *Battery // nil for a fighter flight
	band   Band
	mod    int // To-Hit modifier
	target int // ship index, or -1 for craft
	dice   int // To-Hit dice before B.27
}

// toHit judges the To-Hit roll (4.2.1 with B.13, B.19, B.21 and the 6s
// table): it returns the modified faces of the hits (one entry per hit; 7
// for a hit scored by the 6s table).
func (j *rJudge) toHit(a rAttack, r *engine.Roll, toHit int) []int {
	if r == nil {
		return nil
	}
	need := toHit - a.mod
	if r.Need != toHit {
		j.fail("%s: To-Hit number %d, the oracle %d", r.Purpose, r.Need, toHit)
	}
	if modSum(*r) != a.mod {
		j.fail("%s: modifiers %+d %v, the oracle %+d", r.Purpose, modSum(*r), r.Mods, a.mod)
	}
	has := func(x Ability) bool { return a.bat != nil && a.bat.Has(x) }
	succ := func(f int) bool {
		if f == 1 {
			return false
		}
		if need >= 7 {
			return f == 6
		}
		return f >= need
	}
	fs := faces(r)
	var hits []int
	sixes, base := 0, 0
	k := 0
	for k < len(fs) {
		f := fs[k]
		k++
		base++
		ok := succ(f)
		if ok && has(MustRerollToHit) {
			if k >= len(fs) {
				j.fail("%s: B.13's re-roll missing", r.Purpose)
				break
			}
			f = fs[k]
			k++
			ok = succ(f)
		} else if !ok && has(RerollsToHit) {
			if k >= len(fs) {
				j.fail("%s: B.21's re-roll missing", r.Purpose)
				break
			}
			f = fs[k]
			k++
			ok = succ(f)
		}
		for ok {
			if need >= 7 {
				sixes++
			} else {
				hits = append(hits, f+a.mod)
			}
			if !has(Repeating) {
				break
			}
			if k >= len(fs) {
				j.fail("%s: B.19's repeat missing", r.Purpose)
				break
			}
			f = fs[k]
			k++
			ok = succ(f)
		}
	}
	if base != a.dice {
		j.fail("%s: %d To-Hit dice rolled (first rolls), the oracle %d", r.Purpose, base, a.dice)
	}
	if need >= 7 {
		for n := 0; n < sixes/(need-5); n++ {
			hits = append(hits, 0) // scored by the 6s table: no modified face
		}
	}
	j.cmp.dice += len(fs)
	return hits
}

// rBandMult is B.16–B.18's multiple.
func rBandMult(b Band) int {
	switch b {
	case Short:
		return 3
	case Medium:
		return 2
	}
	return 1
}

// battery judges one battery's attack at a ship (4.2) or at craft (5.3.3).
func (j *rJudge) battery(firer int, bi int, target int, stack hex.Hex, mounts int) {
	s := j.cur
	f := &s.ships[firer]
	b := &f.class.Batteries[bi]
	if j.cmp.sections != nil {
		j.cmp.sections["4.2.1"]++
		for _, a := range b.Abilities {
			for _, r := range bAbilities {
				if r.name == a.String() {
					j.cmp.sections[fmt.Sprintf("B.%d", r.n)]++
				}
			}
		}
	}
	to := stack
	if target >= 0 {
		to = s.ships[target].pos
	}
	d := oDist(f.pos, to)
	band := b.BandAt(d)
	if target < 0 {
		band++ // 5.3.3: a band further against craft
	}
	m := 0
	switch band {
	case Short:
		m = 1
	case Long:
		m = -1
	}
	switch {
	case b.Has(NoRangeModifiers):
		m = 0
	case b.Has(DoubledRangeModifiers):
		m *= 2
	case b.Has(InvertedRangeMods):
		m = -m
	}
	if target >= 0 && j.worksNow(target, ElectronicCountermeasures) {
		m--
	}
	m -= rBoom(s, f.pos) + rBoom(s, to)
	dice := mounts * b.ROF
	if b.Has(RangeBasedROF) {
		dice *= rBandMult(band)
	}
	a := rAttack{firer: f.name, bat: b, band: band, mod: m, target: target, dice: dice}
	if b.Has(VariableROF) {
		v := j.next("to-hit", "Variable ROF")
		if v == nil {
			return
		}
		if len(v.Dice) != dice {
			j.fail("%s: %d B.27 dice, the oracle %d", v.Purpose, len(v.Dice), dice)
		}
		a.dice = 0
		for _, x := range faces(v) {
			a.dice += rVar(x)
		}
	}
	r := j.next("to-hit", " at ")
	hits := j.toHit(a, r, b.ToHit)
	j.cmp.attacks++
	if r == nil {
		return
	}
	if target < 0 {
		j.craftHits(stack, len(hits))
		return
	}
	j.penetrate(a, hits, target)
}

// craftHits: each hit destroys one fighter (5.3.3); counted on the stack at
// the end of the intent.
func (j *rJudge) craftHits(stack hex.Hex, n int) {
	if j.stackHits == nil {
		j.stackHits = map[hex.Hex]int{}
	}
	j.stackHits[stack] += n
}

// penetrate is the shield roll and the damage (4.2.2, 4.2.3, Appendix B).
func (j *rJudge) penetrate(a rAttack, hits []int, target int) {
	if len(hits) == 0 {
		return
	}
	b := a.bat
	sh := j.shieldsNow(target)
	pen := 0
	for _, h := range hits {
		p := b.PEN
		if b.Has(RangeBasedPEN) {
			p *= rBandMult(a.band)
		}
		if b.Has(ShieldResonant) && sh > 0 {
			p *= sh
		}
		if b.Has(IncreasedPEN) && h > 0 {
			p *= 1 + h - b.ToHit
		}
		pen += p
	}
	if b.Has(IncreasedPEN) && hits[0] == 0 {
		return // B.10 by the 6s table: pinned by its own test, not judged here
	}
	if b.Has(VariablePEN) {
		v := j.next("to-hit", "Variable PEN")
		if v == nil {
			return
		}
		if len(v.Dice) != pen {
			j.fail("%s: %d B.26 dice, the oracle %d", v.Purpose, len(v.Dice), pen)
		}
		pen = 0
		for _, x := range faces(v) {
			pen += rVar(x)
		}
	}
	eff := sh
	if b.Has(HalvesShields) {
		eff = (sh + 1) / 2
	}
	var through []int // the faces that got through
	if b.Has(IgnoresShields) && !b.Has(IncreasedDMG) {
		// B.8: the dice get through whatever they show (the engine rolls
		// them all the same, and says so).
		if r := j.next("shield", ""); r != nil && len(r.Dice) != pen {
			j.fail("%s: %d penetration dice, the oracle %d", r.Purpose, len(r.Dice), pen)
		}
		for k := 0; k < pen; k++ {
			through = append(through, 7)
		}
	} else {
		if b.Has(IgnoresShields) {
			eff = 0 // B.9 with B.8: the shields count as 0 (reading)
		}
		r := j.next("shield", "")
		if r == nil {
			return
		}
		if r.Need != eff {
			j.fail("%s: needs more than %d, the oracle %d", r.Purpose, r.Need, eff)
		}
		fs := faces(r)
		base := 0
		for k := 0; k < len(fs); {
			f := fs[k]
			k++
			base++
			ok := f > eff
			if ok && b.Has(MustRerollPEN) || !ok && b.Has(RerollsPEN) {
				if k >= len(fs) {
					j.fail("%s: re-roll missing", r.Purpose)
					break
				}
				f = fs[k]
				k++
				ok = f > eff
			}
			if ok {
				through = append(through, f)
			}
		}
		if base != pen {
			j.fail("%s: %d penetration dice, the oracle %d", r.Purpose, base, pen)
		}
		j.cmp.dice += len(fs)
	}
	if len(through) == 0 {
		return
	}
	dmg := 0
	for _, f := range through {
		d := b.DMG
		if b.Has(RangeBasedDMG) {
			d *= rBandMult(a.band)
		}
		if b.Has(IncreasedDMG) {
			d *= f - eff
		}
		dmg += d
	}
	if b.Has(VariableDMG) {
		v := j.next("to-hit", "Variable DMG")
		if v == nil {
			return
		}
		if len(v.Dice) != dmg {
			j.fail("%s: %d B.23 dice, the oracle %d", v.Purpose, len(v.Dice), dmg)
		}
		dmg = 0
		for _, x := range faces(v) {
			dmg += rVar(x)
		}
	}
	if b.Has(ContinuingDamage) {
		if j.cont == nil {
			j.cont, j.contAb = map[int]int{}, map[int]map[string]int{}
		}
		j.cont[target] += dmg
		if k := rContKey(b.Abilities); k != "" && dmg > 0 {
			if j.contAb[target] == nil {
				j.contAb[target] = map[string]int{}
			}
			j.contAb[target][k] += dmg
		}
		return
	}
	if dmg == 0 {
		return
	}
	r := j.next("damage", "damage on")
	if r == nil {
		return
	}
	if len(r.Dice) != dmg {
		j.fail("%s: %d damage dice, the oracle %d", r.Purpose, len(r.Dice), dmg)
	}
	j.damage(target, faces(r), b.Abilities)
}

// damage applies damage dice to ship i (4.2.3 with B.2, B.3, B.5, B.6,
// B.14, C.2, C.3): hull hits and crew lines at once, systems as marks the
// defender places later; saves rolled as the engine's save events come.
func (j *rJudge) damage(i int, fs []int, ab []Ability) {
	has := func(x Ability) bool {
		for _, a := range ab {
			if a == x {
				return true
			}
		}
		return false
	}
	s := j.cur
	sh := &s.ships[i]
	c := sh.class
	rc := j.rec(i)
	works := func(e Equip) bool { return j.worksNow(i, e) }
	if j.works != nil {
		works = func(e Equip) bool { return j.works(i, e) }
	}
	armor := works(ArmorPlating)
	agb := works(ArmoredGunBatteries)
	hull := func(n int) {
		if has(NoHullDamage) {
			return
		}
		for ; n > 0; n-- {
			// C.2 is rolled for a hit that has a box to fill: with every
			// hull box hit there is nothing to save.
			if armor && rc.hit < c.Hull {
				if r := j.next("save", "armor plating (C.2)"); r != nil && r.Dice[0].Face >= 5 {
					j.cmp.saves++
					continue
				}
			}
			if rc.hit < c.Hull {
				if rc.crew > 0 {
					rc.crew--
				}
				rc.hit++
			}
		}
	}
	crew := func() {
		if rc.hit+rc.crew < c.Hull {
			rc.crew++
		}
	}
	nb := len(c.Batteries)
	weaponsOf := func(b int) int {
		if b >= nb {
			return 0
		}
		return len(c.Batteries[b].Mounts)
	}
	// systems applies an entry's systems and reports whether any applied
	// (a hit a save stopped counts as applied: it had something to take).
	systems := func(e ChartEntry) bool {
		any := false
		for k := 0; k < e[HitEngine]; k++ {
			if rc.eng < c.Engine {
				rc.eng++
				any = true
			}
		}
		for k := 0; k < e[HitShield]; k++ {
			if rc.shd < c.Shields {
				rc.shd++
				any = true
			}
		}
		for k := 0; k < e[HitEquip]; k++ {
			if rc.eq < rDamageable(c) {
				rc.eq++
				any = true
			}
		}
		for b := 0; b < 3; b++ {
			for k := 0; k < e[HitA+HitKind(b)]; k++ {
				if rc.wpn[b] < weaponsOf(b) {
					any = true
					if agb {
						if r := j.next("save", "armored gun batteries (C.3)"); r != nil && r.Dice[0].Face >= 5 {
							j.cmp.saves++
							continue
						}
					}
					rc.wpn[b]++
				}
			}
		}
		return any
	}
	isSystems := func(e ChartEntry) bool {
		return e[HitEngine]+e[HitShield]+e[HitEquip]+e[HitA]+e[HitB]+e[HitC] > 0
	}
	for _, f := range fs {
		j.cmp.damage++
		if f == 1 || f == 6 {
			if has(DoubleHullDamage) {
				hull(2)
			} else {
				hull(1)
			}
		} else {
			e := c.Chart[f-1]
			if !isSystems(e) {
				hull(e[HitHull] + boolInt(e[HitHull] == 0))
			} else {
				applied := systems(e)
				if e[HitHull] > 0 {
					hull(e[HitHull])
				}
				if !applied && e[HitHull] == 0 {
					hull(1)
				} else if has(DoubleSystemsDamage) && applied {
					r := j.next("damage", "double systems damage re-roll (B.3)")
					if r != nil {
						g := r.Dice[0].Face
						if g != 1 && g != 6 && isSystems(c.Chart[g-1]) {
							systems(c.Chart[g-1])
						}
					}
				}
			}
		}
		if has(ExtraCrewCasualties) && s.rules.before13 {
			crew()
		}
		if has(ExtraHullDamage) {
			hull(1)
		}
	}
	// B.5 (rules 13): the roll's crew casualties after all its chart
	// results, each die's in addition to them; rules 1-12 lined each
	// after its own die.
	if has(ExtraCrewCasualties) && !s.rules.before13 {
		for range fs {
			crew()
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

var rVarRe = regexp.MustCompile(`^(.+?) \(([abc])\) .*? ×(\d+) at (.+?): Variable`)

var rAttackRe = regexp.MustCompile(`^(.+?) \(([abc])\) .*? ×(\d+) at (.+?) \(`)

// combat judges a resolve or fire: every attack the events show, in their
// order, each matched with the declarations of the position before.
func (j *rJudge) combat() {
	s := j.cur
	for j.k < len(j.ev) {
		e := j.ev[j.k]
		if e.Kind == "phase" && strings.Contains(e.Text, "End Phase") {
			return
		}
		if e.Roll == nil || e.Kind != "to-hit" || j.used[j.k] {
			if e.Roll != nil && e.Kind != "initiative" && !j.used[j.k] {
				j.fail("a %s roll the oracle did not expect: %s", e.Kind, e.String())
			}
			j.k++
			continue
		}
		m := rAttackRe.FindStringSubmatch(e.Roll.Purpose)
		if strings.Contains(e.Roll.Purpose, ": Variable ROF") {
			// B.27's chart comes first: it names the attack too.
			m = rVarRe.FindStringSubmatch(e.Roll.Purpose)
		}
		{
			if m == nil {
				j.fail("an attack the oracle cannot read: %s", e.String())
				j.k++
				continue
			}
		}
		fi := s.shipIndex(m[1])
		bi := int(m[2][0] - 'a')
		n, _ := strconv.Atoi(m[3])
		target, stack := -1, hex.Hex{}
		if strings.HasPrefix(m[4], "the fighters in ") {
			h, err := ParseHex(strings.TrimPrefix(m[4], "the fighters in "))
			if err != nil {
				j.fail("%v", err)
				return
			}
			stack = h
		} else {
			target = s.shipIndex(m[4])
		}
		if fi < 0 || (target < 0 && m[4][0] != 't') {
			j.fail("unknown ships in %s", e.String())
			return
		}
		// The declarations of this battery at this target: the mounts the
		// oracle expects to fire together (4.2.1: a battery's dice at one
		// target are rolled together).
		decl := 0
		for _, d := range s.decls {
			if d.ship == fi && d.battery == bi && d.target.ship == target && (target >= 0 || d.target.stack == stack) {
				decl += len(d.mounts)
			}
		}
		if decl != n {
			j.fail("%s: %d weapons fire, %d declared", e.Roll.Purpose, n, decl)
		}
		if j.seen == nil {
			j.seen = map[string]bool{}
		}
		j.seen[fmt.Sprintf("%d/%d/%d/%v", fi, bi, target, stack)] = true
		before := j.k
		j.battery(fi, bi, target, stack, n)
		if j.k == before {
			j.k++
		}
	}
}

// fly judges a flight's or satellite's attack (5.3.1, 5.3.2, C.1, C.5).
func (j *rJudge) fly(x Fly) {
	s := j.cur
	ci := s.craftIndex(x.Craft)
	if ci < 0 || x.Target.IsZero() {
		return
	}
	cr := &s.craft[ci]
	pos := hex.FromOffset(x.Col, x.Row)
	if cr.sat {
		// C.5: a weapon of range 12, 3+, ROF/PEN/DMG 1, a starship weapon
		// with 4.2.1's and 4.3.1's modifiers.
		b := &Battery{Letter: 'a', Name: "satellite", Range: 12, ToHit: 3, ROF: 1, PEN: 1, DMG: 1}
		t := s.shipIndex(x.Target.Ship)
		if t < 0 {
			return
		}
		to := s.ships[t].pos
		band := b.BandAt(oDist(pos, to))
		m := map[Band]int{Short: 1, Long: -1}[band]
		if j.worksNow(t, ElectronicCountermeasures) {
			m--
		}
		m -= rBoom(s, pos) + rBoom(s, to)
		r := j.next("to-hit", "")
		hits := j.toHit(rAttack{bat: b, band: band, mod: m, target: t, dice: 1}, r, 3)
		j.cmp.flights++
		j.penetrate(rAttack{bat: b, band: band, target: t}, hits, t)
		return
	}
	r := j.next("to-hit", "")
	if r == nil {
		return
	}
	if len(r.Dice) != cr.n {
		j.fail("%s: %d dice, the flight has %d fighters (5.3.1)", r.Purpose, len(r.Dice), cr.n)
	}
	fs := faces(r)
	if x.Target.Fighters {
		// 5.3.2: 5–6 destroys a target fighter, 1 one of the attackers,
		// who are fought back; battle satellites attack ships only (C.5,
		// own), so a stack of them alone costs nothing (rules 12). The
		// stack is the enemy's craft in the hex, flights hit this phase
		// included (they stay until it ends).
		back := false
		for _, e := range s.craft {
			if e.side != cr.side && e.pos == x.Target.At && !e.sat && e.n+e.lost > 0 {
				back = true
			}
		}
		kill, lost := 0, 0
		for _, f := range fs {
			if f >= 5 {
				kill++
			}
			if f == 1 && back {
				lost++
			}
		}
		j.cmp.dogfights++
		j.craftHits(x.Target.At, kill)
		j.ownLost = lost
		return
	}
	t := s.shipIndex(x.Target.Ship)
	if t < 0 {
		return
	}
	m := -(rBoom(s, pos) + rBoom(s, s.ships[t].pos))
	a := rAttack{target: t, mod: m, dice: cr.n}
	hits := j.toHit(a, r, 5)
	j.cmp.flights++
	// C.1 with 4.3.2 (rules 9): the AFB cost the flight a fighter for each
	// 1 only while the ship has a crew to man them; a ship whose hull boxes
	// are all marked can no longer attack.
	if j.worksNow(t, AntiFighterBatteries) && !oCrippled(&j.cur.ships[t]) {
		for _, f := range fs {
			if f == 1 {
				j.ownLost++
			}
		}
	}
	if len(hits) == 0 {
		return
	}
	sh := (j.shieldsNow(t) + 1) / 2
	p := j.next("shield", "")
	if p == nil {
		return
	}
	if p.Need != sh {
		j.fail("%s: needs more than %d, the oracle %d (5.3.1)", p.Purpose, p.Need, sh)
	}
	if len(p.Dice) != len(hits) {
		j.fail("%s: %d penetration dice for %d hits (5.3.1)", p.Purpose, len(p.Dice), len(hits))
	}
	n := 0
	for _, f := range faces(p) {
		if f > sh {
			n++
		}
	}
	if n == 0 {
		return
	}
	d := j.next("damage", "damage on")
	if d == nil {
		return
	}
	if len(d.Dice) != n {
		j.fail("%s: %d damage dice for %d penetrations (5.3.1)", d.Purpose, len(d.Dice), n)
	}
	j.damage(t, faces(d), nil)
}

// stackFighters counts side's fighters in h, with those still owed.
func rStack(s *State, side engine.Player, h hex.Hex) int {
	n := 0
	for _, c := range s.craft {
		if c.side == side && c.pos == h {
			n += c.n
		}
	}
	for _, o := range s.owed {
		if o.side == side && o.pos == h {
			n -= o.k
		}
	}
	return n
}

// after compares the position after the intent with the oracle's.
func (j *rJudge) after(next *State, in engine.Intent) {
	endPhase := false
	for _, e := range j.ev {
		if e.Kind == "phase" && strings.Contains(e.Text, "End Phase") {
			endPhase = true
		}
	}
	s := j.cur
	if !endPhase {
		for i, r := range j.recs {
			a, b := &s.ships[i], &next.ships[i]
			if b.status == destroyed {
				if r.hit < a.class.Hull {
					j.fail("%s destroyed with %d of %d hull boxes hit by the oracle's count", b.name, r.hit, a.class.Hull)
				}
				continue
			}
			if got := rRecOf(b); got != *r {
				j.fail("%s's record: engine %+v, oracle %+v", b.name, got, *r)
			}
		}
		side := s.firing
		if fl, ok := in.(Fly); ok {
			side = fl.By
			if ci := s.craftIndex(fl.Craft); ci >= 0 {
				side = s.craft[ci].side
				before := s.craft[ci].n
				want := before - j.ownLost
				if want < 0 {
					want = 0
				}
				nc := next.craftIndex(fl.Craft)
				got := 0
				if nc >= 0 {
					got = next.craft[nc].n
				}
				// the owner may move the losses within its stack (5.2.1):
				// compare the stack's total then
				if got != want && j.stackOwed(next, side) == 0 {
					j.fail("%s has %d fighters after losing %d of %d to its own 1s (5.3.2, C.1)", fl.Craft, got, j.ownLost, before)
				}
			}
		}
		for h, n := range j.stackHits {
			before := rStack(s, other(side), h)
			want := before - n
			if want < 0 {
				want = 0
			}
			if got := rStack(next, other(side), h); got != want && j.stackOwed(next, other(side)) == 0 {
				j.fail("the fighters in %s: %d left after %d hits on %d, the oracle %d", HexLabel(h), got, n, before, want)
			}
		}
	}
	for i, n := range j.cont {
		got := next.ships[i].continuingDice() - s.ships[i].continuingDice()
		if !endPhase && got != n {
			j.fail("%s: %d continuing dice added, the oracle %d (B.1)", s.ships[i].name, got, n)
		}
		j.cmp.cont++
	}
}

// launched judges a launch (C.5): the ship has Count satellites fewer
// aboard, Count satellites of its side stand in its hex, one craft each,
// numbered on from those it launched before, and nothing else changed: no
// die is rolled, no record marked, no other craft moved.
func (j *rJudge) launched(l Launch, next *State) {
	s := j.cur
	i := s.shipIndex(l.Ship)
	if i < 0 {
		j.fail("a launch from %q, no ship", l.Ship)
		return
	}
	a, b := &s.ships[i], &next.ships[i]
	if b.satsLeft != a.satsLeft-l.Count {
		j.fail("%s launched %d of %d: %d left (C.5)", l.Ship, l.Count, a.satsLeft, b.satsLeft)
	}
	carried := a.class.Equips(BattleSatellites)
	for k := 0; k < l.Count; k++ {
		id := CraftID{Carrier: l.Ship, Satellite: true, N: carried - a.satsLeft + 1 + k}
		c := next.craftIndex(id)
		if c < 0 || !next.craft[c].sat || next.craft[c].side != a.side || next.craft[c].pos != a.pos || next.craft[c].n != 1 {
			j.fail("%s: satellite %s not launched into its hex %s (C.5)", l.Ship, id, HexLabel(a.pos))
		}
	}
	if len(next.craft)-len(s.craft) != l.Count {
		j.fail("%s launched %d: craft %d -> %d", l.Ship, l.Count, len(s.craft), len(next.craft))
	}
	for k := range s.craft {
		if c := next.craftIndex(s.craft[k].id); c < 0 || next.craft[c].pos != s.craft[k].pos || next.craft[c].n != s.craft[k].n {
			j.fail("a launch moved or hurt %s", s.craft[k].id)
		}
	}
	for k := range s.ships {
		if rRecOf(&s.ships[k]) != rRecOf(&next.ships[k]) {
			j.fail("a launch changed %s's record", s.ships[k].name)
		}
	}
	for _, e := range j.ev {
		if e.Roll != nil {
			j.fail("a launch rolled %s", e.String())
		}
	}
	j.cmp.launches++
}

func (j *rJudge) stackOwed(s *State, side engine.Player) int {
	n := 0
	for _, o := range s.owed {
		if o.side == side {
			n += o.k
		}
	}
	return n
}

// rCrippledAtTheEnd notes the ships the Combat Phase's damage cripples
// when it is filled in as the End Phase begins (4.3.2: every hull box
// marked, not every one by a hit): the End Phase's own damage may slash a
// hull hit over one of its crew lines before any position shows the boxes
// settled (rules 13 lets the owner of such a ship choose its losses first,
// so scripted games meet it).
func rCrippledAtTheEnd(j *rJudge, crippled map[int]bool) {
	for _, e := range j.ev {
		if e.Kind == "phase" && strings.Contains(e.Text, "End Phase") {
			for i := range j.cur.ships {
				r := j.rec(i)
				if h := j.cur.ships[i].class.Hull; j.cur.ships[i].status == active && r.hit < h && r.hit+r.crew >= h {
					crippled[i] = true
				}
			}
			return
		}
	}
}

// rVP is 2.3 and 3.3.2 with 4.3.2: a side holds the Combat Rating of every
// enemy ship destroyed, gone from the board or crippled.
func rVP(s *State, crippled map[int]bool) [2]int {
	var vp [2]int
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.status == active && oCrippled(sh) {
			crippled[i] = true
		}
		// once crippled, for good (4.3.2): no hull box is ever emptied,
		// and hits slashed on it later (fresh until filled in) leave its
		// crew out of action (until the twenty-fourth audit the oracle
		// read only settled marks, and lost the VPs of a crippled ship
		// while new damage on it waited for its owner's choices)
		if sh.status == destroyed || sh.status == offBoard || sh.status == active && crippled[i] {
			vp[other(sh.side)] += sh.class.CR
		}
	}
	return vp
}

func TestResolveOracle(t *testing.T) {
	games := 32
	if testing.Short() {
		games = 8
	}
	scenarios := []string{"standard", "duel", "setup", "objects", "build", "mirror", "sats", "every"}
	ta := &rTally{sections: map[string]int{}}
	for n := 0; n < games; n++ {
		name := scenarios[n%len(scenarios)]
		seed := uint64(2000 + 31*n)
		var st *State
		switch name {
		case "sats":
			st = oSatsBattle(t, seed)
		case "every":
			st = rEveryClass(t, seed)
		default:
			opts := engine.Options{}
			if name == "build" {
				opts = engine.Options{OptPoints: []string{"1500", "2000", "750"}[n%3]}
				if n%2 == 1 {
					opts[OptObjects] = "4"
				}
			}
			s2, err := Game{}.NewState(loadScenario(t, name), opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			st = s2.(*State)
		}
		opp := oOpponents((n/len(scenarios))%3, seed)
		rPlay(t, st, opp, name, seed, 20000, ta)
	}
	built := 120
	if testing.Short() {
		built = 30
	}
	for n := 0; n < built; n++ {
		seed := uint64(9000 + n)
		st := rBuilt(t, seed)
		opp := []engine.Opponent{engine.NewRandomOpponent(seed), Scripted{}}
		if n%2 == 1 {
			opp[0], opp[1] = opp[1], opp[0]
		}
		rPlay(t, st, opp, "built", seed, 60, ta)
	}
	t.Logf("compared: %d battery attacks, %d flight/satellite attacks on ships, %d dogfights, %d dice read, %d damage dice, %d saves, %d continuing, %d End Phases, %d explosion attacks, %d VP positions, %d games ended, %d ships moved, %d launches",
		ta.attacks, ta.flights, ta.dogfights, ta.dice, ta.damage, ta.saves, ta.cont, ta.ends, ta.booms, ta.vps, ta.ends2, ta.moves, ta.launches)
	if ta.launches == 0 {
		t.Error("no launch judged (C.5)")
	}
	rLogSections(t, ta.sections)
	for i, d := range ta.bad {
		if i >= 40 {
			t.Errorf("... and %d more", len(ta.bad)-40)
			break
		}
		t.Error(d)
	}
}

// rEveryClass is a battle of the oracle's own with every shipped class, so
// that every ability of Appendix B a class carries fires, with objects.
func rEveryClass(t *testing.T, seed uint64) *State {
	t.Helper()
	f := ScenarioFile{Name: "every", Title: "Every class", Sides: []SideFile{
		{Name: "Red", Color: "red", Ships: []ShipFile{
			{Name: "Sov", Class: "Sovereign", At: "0603", Facing: "S"},
			{Name: "Cor", Class: "Corsair", At: "0903", Facing: "S"},
			{Name: "Pal", Class: "Paladin", At: "1203", Facing: "S"},
			{Name: "Hal", Class: "Halberd", At: "1503", Facing: "S"},
			{Name: "Lan", Class: "Lancer", At: "1803", Facing: "S"},
			{Name: "Sab", Class: "Sabre", At: "2103", Facing: "S"},
			{Name: "Adm", Class: "Admirable", At: "2403", Facing: "S"}}},
		{Name: "Blue", Color: "blue", Ships: []ShipFile{
			{Name: "Lev", Class: "Leviathan", At: "0616", Facing: "N"},
			{Name: "Sca", Class: "Scarab", At: "1016", Facing: "N"},
			{Name: "Hiv", Class: "Hive", At: "1416", Facing: "N"},
			{Name: "Man", Class: "Mantis", At: "1816", Facing: "N"},
			{Name: "Hor", Class: "Hornet", At: "2116", Facing: "N"},
			{Name: "Was", Class: "Wasp", At: "2416", Facing: "N"}}},
	}, Objects: []ObjectFile{{Kind: "asteroid", At: "1209"}, {Kind: "planet", At: "1810"}}}
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

// rest fails on any roll of the intent the oracle has not read (the
// initiative's rolls aside).
func (j *rJudge) rest() {
	for k := j.k; k < len(j.ev); k++ {
		e := j.ev[k]
		if e.Kind == "phase" && strings.Contains(e.Text, "End Phase") {
			return
		}
		if e.Roll != nil && !j.used[k] && e.Kind != "initiative" {
			j.fail("a %s roll the oracle did not expect: %s", e.Kind, e.String())
		}
	}
}

// rExplosion is 4.3.1's table: the strength a ship of hull h leaves.
func rExplosion(h int) int {
	switch {
	case h <= 3:
		return 1
	case h <= 8:
		return 2
	case h <= 15:
		return 3
	case h <= 24:
		return 4
	}
	return 5
}

type rBoomAt struct {
	pos      hex.Hex
	strength int
	keep     bool // in its first End Phase after it appeared (4.3.1)
	endBorn  bool // appeared during this End Phase: its first is the next
}

// rBoomMemory is the oracle's own memory of the explosions, so that it
// need not read the engine's flags: those left after the last End Phase
// (label:strength, counted), and of them those born during it, whose first
// End Phase after their appearance is the next one (4.3.1).
type rBoomMemory struct {
	after, keepNext map[string]int
	pending         []rBoomAt    // an End Phase paused for the owners' choices
	pendingDead     map[int]bool // the ships it destroyed, their explosions in pending
}

func rBoomKey(h hex.Hex, st int) string { return fmt.Sprintf("%s:%d", HexLabel(h), st) }

// keeps reports whether each explosion of s keeps its strength in the End
// Phase to come: it appeared since the last End Phase, or during it.
func (m *rBoomMemory) keeps(s *State) []rBoomAt {
	after := maps.Clone(m.after)
	keepNext := maps.Clone(m.keepNext)
	var out []rBoomAt
	for _, b := range s.booms {
		k := rBoomKey(b.pos, b.strength)
		keep := true
		if after[k] > 0 {
			after[k]--
			keep = false
			if keepNext[k] > 0 {
				keepNext[k]--
				keep = true
			}
		}
		out = append(out, rBoomAt{pos: b.pos, strength: b.strength, keep: keep})
	}
	return out
}

// endPhase judges the End Phase the intent ran into (2.2.5): C.4's repairs,
// B.1's continuing damage, 4.3.1's explosion dice, the damage filled in and
// the explosions weakening, against the position after.
func (j *rJudge) endPhase(next *State) {
	k0 := -1
	for k := j.k; k < len(j.ev); k++ {
		if e := j.ev[k]; e.Kind == "phase" && strings.Contains(e.Text, "End Phase") {
			k0 = k
			break
		}
	}
	if k0 < 0 {
		return
	}
	j.cmp.ends++
	j.k = k0 + 1
	s := j.cur
	// The records as the Combat Phase leaves them, and who is still there.
	alive := map[int]bool{}
	booms := j.mem.keeps(s)
	cont := map[int]int{}
	// Where the ships are: the orders of the same intent may have moved
	// them, or taken them off the board.
	pos := func(i int) hex.Hex { return next.ships[i].pos }
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.status != active || next.ships[i].status == offBoard {
			continue
		}
		r := j.rec(i)
		if r.hit >= sh.class.Hull {
			// destroyed when the Combat Phase's damage is filled in (4.3.1)
			if next.ships[i].status != destroyed {
				j.fail("%s: every hull box hit in the Combat Phase, not destroyed", sh.name)
			}
			booms = append(booms, rBoomAt{pos: pos(i), strength: rExplosion(sh.class.Hull), keep: true})
			continue
		}
		alive[i] = true
		cont[i] = sh.continuingDice() + j.cont[i]
	}
	// The equipment at the End Phase's start, which works through it (what
	// its own damage takes is slashed until it is filled in): an item is
	// lost when its box was settled before the intent, or chosen lost in
	// the Damage step, when a choice of this intent before the End Phase
	// took it, or, for a ship the Combat Phase crippled (its marks stay as
	// they fell, no choice is made), when its box was marked before the
	// intent. (Until the twenty-fourth audit
	// the oracle asked the position after the End Phase and missed the
	// items a ship crippled in the End Phase lost in it: no shipped class
	// has armor plating or AGB and is crippled by continuing damage.)
	crippledAtStart := func(i int) bool {
		r := j.rec(i)
		if !s.rules.before13 {
			// rules 13: only a ship about to be destroyed keeps its
			// marks; a crippled one's owner chooses (4.2.3)
			return r.hit >= s.ships[i].class.Hull
		}
		return r.hit+r.crew >= s.ships[i].class.Hull
	}
	startWorks := map[int]map[Equip]bool{}
	for i := range s.ships {
		sh := &s.ships[i]
		q := len(sh.boxes) - len(sh.class.Equipment)
		m := map[Equip]bool{}
		for k, it := range sh.class.Equipment {
			box := sh.boxes[q+k]
			// in the Damage step the choices already made are marked
			// (fresh until filled in); in the Combat Phase a fresh mark
			// on a ship still fighting is lifted for its owner's choice
			lost := isSettled(box) || box != boxEmpty && (s.phase == phChoose || crippledAtStart(i))
			if m[it.Kind] || lost {
				continue
			}
			m[it.Kind] = true
		}
		for _, ev := range j.ev[:k0] {
			if ev.Kind == "lose" {
				for e := range m {
					if strings.Contains(ev.Text, sh.name+" loses its "+e.String()) {
						m[e] = false
					}
				}
			}
		}
		startWorks[i] = m
	}
	j.works = func(i int, e Equip) bool { return startWorks[i][e] }
	settledShd := map[int]int{}
	// C.4: a die for each damaged weapon and lost shield point, 5–6 restores.
	for i := range s.ships {
		ars := j.works(i, AutoRepairSystems)
		if !ars && next.ships[i].status == destroyed {
			// destroyed in this End Phase, its record as the damage left
			// it: the repair roll, if any, tells what worked at the start
			for k := j.k; k < len(j.ev); k++ {
				if e := j.ev[k]; e.Roll != nil {
					ars = e.Kind == "repair" && strings.HasPrefix(e.Roll.Purpose, s.ships[i].name+"'")
					break
				}
			}
		}
		if !alive[i] || !ars {
			continue
		}
		r := j.rec(i)
		n := r.shd + r.wpn[0] + r.wpn[1] + r.wpn[2]
		if n == 0 {
			continue
		}
		rr := j.take("repair", s.ships[i].name+"'")
		if rr == nil {
			return
		}
		if len(rr.Dice) != n {
			j.fail("%s: %d dice for %d damaged weapons and shield points (C.4)", rr.Purpose, len(rr.Dice), n)
		}
		ok := 0
		for _, f := range faces(rr) {
			if f >= 5 {
				ok++
			}
		}
		txt := rr.Result
		got := strings.Count(txt, "shield point")
		r.shd -= got
		for b := 0; b < 3; b++ {
			w := strings.Count(txt, "("+string(rune('a'+b))+") weapon")
			r.wpn[b] -= w
			got += w
		}
		if got != ok {
			j.fail("%s: %d restored for %d dice of 5–6 (C.4)", rr.Purpose, got, ok)
		}
	}
	for i := range s.ships {
		if alive[i] {
			settledShd[i] = s.ships[i].class.Shields - j.rec(i).shd
		}
	}
	dead := func(i int) bool { return j.rec(i).hit >= s.ships[i].class.Hull }
	// B.1: each ship's continuing dice. Their chart rolls are damage dice
	// of the weapon that hit, so a weapon's abilities that change what a
	// damage die does (B.2, B.3, B.5, B.6, B.14) go with its dice; dice
	// without such abilities are one plain count, rolled first
	// (docs/rules, rules 8). The groups the ship already carried are read
	// from its record; those this intent put on it from the oracle's own
	// reading of the attacks.
	contAb := map[int]map[string]int{}
	for i := range s.ships {
		if !alive[i] || cont[i] == 0 || dead(i) {
			continue
		}
		name := s.ships[i].name
		groups := map[string]int{}
		for _, c := range s.ships[i].contWith {
			groups[rContKey(c.abilities)] += c.n
		}
		for k, n := range j.contAb[i] {
			groups[k] += n
		}
		plain := cont[i]
		for _, n := range groups {
			plain -= n
		}
		roll := func(r *engine.Roll, n int, ab []Ability) int {
			if len(r.Dice) != n {
				j.fail("%s: %d dice, the oracle %d (B.1)", r.Purpose, len(r.Dice), n)
			}
			rolls, stop := 0, 0
			for _, f := range faces(r) {
				switch {
				case f <= 3:
					stop++
				case f <= 5:
					rolls++
				default:
					rolls += 2
				}
			}
			j.cmp.cont++
			if rolls > 0 {
				d := j.take("damage", "continuing damage: damage on "+name)
				if d == nil {
					return -1
				}
				if len(d.Dice) != rolls {
					j.fail("%s: %d dice, the oracle %d (B.1)", d.Purpose, len(d.Dice), rolls)
				}
				j.damage(i, faces(d), ab)
			}
			return n - stop
		}
		left := 0
		if plain > 0 {
			r := j.take("damage", "continuing damage on "+name)
			if r == nil {
				return
			}
			if r.Purpose != "continuing damage on "+name {
				j.fail("%s: the plain dice (%d) roll first (B.1)", r.Purpose, plain)
			}
			if left = roll(r, plain, nil); left < 0 {
				return
			}
		}
		contAb[i] = map[string]int{}
		for len(groups) > 0 {
			r := j.take("damage", "continuing damage on "+name+" (")
			if r == nil {
				return
			}
			key := strings.TrimSuffix(strings.TrimPrefix(r.Purpose, "continuing damage on "+name+" ("), ")")
			n, ok := groups[key]
			if !ok {
				j.fail("%s: no continuing dice of those abilities, the oracle has %v (B.1)", r.Purpose, groups)
				return
			}
			delete(groups, key)
			l := roll(r, n, rContAbilities(key))
			if l < 0 {
				return
			}
			if l > 0 {
				contAb[i][key] = l
			}
			left += l
		}
		cont[i] = left
		if dead(i) {
			booms = append(booms, rBoomAt{pos: pos(i), strength: rExplosion(s.ships[i].class.Hull), keep: true, endBorn: true})
		}
	}
	// 4.3.1: the strength in penetration dice against each ship inside.
	// The End Phase's damage is filled in after this step (docs/rules: the
	// End Phase's order is the project's own), so a ship its continuing
	// damage or another explosion dooms is still in place and rolled
	// against, and its own explosion appears only when the damage is
	// filled in: it harms the ships in its hex from the next End Phase.
	// (Until the twenty-fourth audit the oracle skipped a doomed ship and
	// let a new explosion strike at once; no shipped game had a ship
	// doomed in an End Phase beside another.)
	for i := range s.ships {
		if !alive[i] {
			continue
		}
		st := 0
		for _, b := range booms {
			if b.pos == pos(i) && !b.endBorn {
				st += b.strength
			}
		}
		if st == 0 {
			continue
		}
		name := s.ships[i].name
		r := j.take("shield", "against "+name+"'")
		if r == nil {
			return
		}
		j.cmp.booms++
		if len(r.Dice) != st {
			j.fail("%s: %d dice, the explosions' strength is %d (4.3.1)", r.Purpose, len(r.Dice), st)
		}
		if r.Need != settledShd[i] {
			j.fail("%s: needs more than %d, the shields are %d", r.Purpose, r.Need, settledShd[i])
		}
		n := 0
		for _, f := range faces(r) {
			if f > settledShd[i] {
				n++
			}
		}
		if n > 0 {
			d := j.take("damage", "damage on "+name)
			if d == nil {
				return
			}
			if len(d.Dice) != n {
				j.fail("%s: %d dice for %d penetrations (4.3.1)", d.Purpose, len(d.Dice), n)
			}
			wasDead := dead(i)
			j.damage(i, faces(d), nil)
			if dead(i) && !wasDead {
				booms = append(booms, rBoomAt{pos: pos(i), strength: rExplosion(s.ships[i].class.Hull), keep: true, endBorn: true})
			}
		}
	}
	j.rest()
	paused := false // the owners choose first; the End Phase goes on after
	for _, e := range j.ev[k0:] {
		if e.Kind == "phase" && strings.Contains(e.Text, "Damage") {
			paused = true
		}
	}
	if !paused {
		rBoomsAfter(j, booms, next)
	} else {
		j.mem.pending = booms
		j.mem.pendingDead = map[int]bool{}
		for i := range alive {
			if dead(i) {
				j.mem.pendingDead[i] = true
			}
		}
	}
	j.endRecords(next, alive, dead, cont, paused)
	for i := range contAb {
		if !alive[i] || dead(i) {
			continue
		}
		got := map[string]int{}
		for _, c := range next.ships[i].contWith {
			got[rContKey(c.abilities)] += c.n
		}
		if !maps.Equal(got, contAb[i]) {
			j.fail("%s: continuing dice with abilities go on %v, the oracle %v (B.1)", s.ships[i].name, got, contAb[i])
		}
	}
}

// rDieAbilities are Appendix B's abilities that change what one damage die
// does: B.2 and B.5/B.6 speak of each damage die the weapon rolls, B.3 of a
// damage die causing systems damage, B.14 of any hull hit the weapon
// causes. In the appendix's order.
var rDieAbilities = []Ability{DoubleHullDamage, DoubleSystemsDamage, ExtraCrewCasualties, ExtraHullDamage, NoHullDamage}

// rContKey names a weapon's abilities of rDieAbilities, joined as the
// engine's roll purposes list them ("" for none).
func rContKey(ab []Ability) string {
	var names []string
	for _, a := range rDieAbilities {
		if slices.Contains(ab, a) {
			names = append(names, a.String())
		}
	}
	return strings.Join(names, ", ")
}

func rContAbilities(key string) []Ability {
	var out []Ability
	for _, a := range rDieAbilities {
		for _, n := range strings.Split(key, ", ") {
			if n == a.String() {
				out = append(out, a)
			}
		}
	}
	return out
}

// rBoomsAfter compares the explosions after the End Phase: one weaker,
// except in their first End Phase after they appeared; a counter at 1 goes.
func rBoomsAfter(j *rJudge, booms []rBoomAt, next *State) {
	var want []string
	m := &rBoomMemory{after: map[string]int{}, keepNext: map[string]int{}}
	for _, b := range booms {
		st := b.strength
		if !b.keep {
			st--
		}
		if st > 0 {
			want = append(want, rBoomKey(b.pos, st))
			m.after[rBoomKey(b.pos, st)]++
			if b.endBorn {
				m.keepNext[rBoomKey(b.pos, st)]++
			}
		}
	}
	*j.mem = *m
	var got []string
	for _, b := range next.booms {
		got = append(got, fmt.Sprintf("%s:%d", HexLabel(b.pos), b.strength))
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(want, got) {
		j.fail("explosions after the End Phase: engine %v, oracle %v (4.3.1)", got, want)
	}
}

// rest of endPhase: the records after it.
func (j *rJudge) endRecords(next *State, alive map[int]bool, dead func(int) bool, cont map[int]int, paused bool) {
	s := j.cur
	for i := range s.ships {
		if !alive[i] {
			continue
		}
		b := &next.ships[i]
		if paused && dead(i) && b.status == active {
			continue // destroyed when the damage is filled in, after the owners' choices
		}
		if dead(i) != (b.status == destroyed) {
			j.fail("%s: destroyed %v, the oracle's hull count %d of %d", b.name, b.status == destroyed, j.rec(i).hit, b.class.Hull)
			continue
		}
		if dead(i) {
			continue
		}
		if got := rRecOf(b); got != *j.rec(i) {
			j.fail("%s's record after the End Phase: engine %+v, oracle %+v", b.name, got, *j.rec(i))
		}
		if got := b.continuingDice(); got != cont[i] {
			j.fail("%s: %d continuing dice go on, the oracle %d (B.1)", b.name, got, cont[i])
		}
	}
}

// rPlay plays a game from st with opp for at most limit intents (the whole
// game when limit allows), judging every intent.
func rPlay(t *testing.T, st *State, opp []engine.Opponent, name string, seed uint64, limit int, ta *rTally) {
	t.Helper()
	rPlayWith(t, st, opp, name, seed, limit, ta, nil, nil)
}

// rPlayWith is rPlay with a look at each position before its intent
// (before) and at each intent's result (after), either nil.
func rPlayWith(t *testing.T, st *State, opp []engine.Opponent, name string, seed uint64, limit int, ta *rTally,
	after func(cur, next *State, in engine.Intent, ev []engine.Event), before func(cur *State, p engine.Player)) {
	t.Helper()
	var s engine.State = st
	var snap map[int][]mark
	// The explosions a game starts with (a built position's) have been
	// through an End Phase.
	mem := &rBoomMemory{after: map[string]int{}, keepNext: map[string]int{}}
	crippled := map[int]bool{}
	for _, b := range st.booms {
		mem.after[rBoomKey(b.pos, b.strength)]++
	}
	for k := 0; !s.Outcome().Over; k++ {
		if k > 20000 {
			t.Fatalf("%s seed %d does not end", name, seed)
		}
		cur := s.(*State)
		if cur.phase != phCombat && cur.phase != phChoose {
			snap = nil
		} else if cur.phase == phCombat && snap == nil {
			snap = map[int][]mark{}
			for i := range cur.ships {
				snap[i] = append([]mark(nil), cur.ships[i].boxes...)
			}
		}
		p := s.Phase().Actors[0]
		if before != nil {
			before(cur, p)
		}
		in, err := opp[p].Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		next, ev, err := s.Apply(in)
		if err != nil {
			t.Fatalf("%s seed %d: %v: %v", name, seed, in, err)
		}
		if after != nil {
			after(cur, next.(*State), in, ev)
		}
		if ta.sections != nil {
			rSections(ta.sections, ev)
		}
		j := &rJudge{t: t, cur: cur, ev: ev, recs: map[int]*rRec{}, cmp: ta, snap: snap, mem: mem,
			where: fmt.Sprintf("%s seed %d intent %d (turn %d, %v)", name, seed, k, cur.turn, in)}
		switch x := in.(type) {
		case Resolve, Fire:
			if cur.phase == phCombat {
				j.combat()
				// 4.1.1: every attack declared and resolved is rolled
				for _, d := range cur.decls {
					if r, ok := in.(Resolve); ok && cur.ships[d.ship].name != r.Ship {
						continue
					}
					st := hex.Hex{}
					if d.target.ship < 0 {
						st = d.target.stack
					}
					if !j.seen[fmt.Sprintf("%d/%d/%d/%v", d.ship, d.battery, d.target.ship, st)] {
						j.fail("%s's (%c) attack declared at %v was not rolled", cur.ships[d.ship].name, 'a'+d.battery, d.target)
					}
				}
				j.after(next.(*State), in)
			}
		case Fly:
			if cur.phase == phFighters {
				j.fly(x)
				j.rest()
				j.after(next.(*State), in)
			}
		case Launch:
			j.launched(x, next.(*State))
		}
		// Any intent may run into the End Phase: the last fire, the last
		// choice of a loss, and when nobody can fire the last flight or
		// the orders themselves.
		rCrippledAtTheEnd(j, crippled)
		j.endPhase(next.(*State))
		if cur.phase == phChoose && cur.resume == resumeEnd && next.(*State).phase != phChoose {
			// The End Phase goes on after the owners' choices: the
			// explosions weaken now.
			// The explosions as the End Phase left them when it paused
			// (those it made then born during it), and any made since.
			bs := mem.pending
			left := map[string]int{}
			for _, b := range bs {
				left[rBoomKey(b.pos, b.strength)]++
			}
			for _, b := range cur.booms {
				if k := rBoomKey(b.pos, b.strength); left[k] > 0 {
					left[k]--
				} else {
					bs = append(bs, rBoomAt{pos: b.pos, strength: b.strength, keep: true, endBorn: true})
				}
			}
			for i := range cur.ships {
				if cur.ships[i].status == active && next.(*State).ships[i].status == destroyed && !mem.pendingDead[i] {
					bs = append(bs, rBoomAt{pos: cur.ships[i].pos, strength: rExplosion(cur.ships[i].class.Hull), keep: true, endBorn: true})
				}
			}
			rBoomsAfter(j, bs, next.(*State))
			ta.ends++
		}
		if cur.phase == phOrders && next.(*State).phase != phOrders && next.(*State).turn == cur.turn {
			j.movement(next.(*State))
		}
		if vp := rVP(next.(*State), crippled); vp != next.(*State).vp {
			j.fail("VPs %v, the oracle %v (2.3)", next.(*State).vp, vp)
		}
		if o := next.Outcome(); o.Over {
			// 2.3: more VPs wins, at least twice as many (and more) is a
			// major victory, equal is a draw.
			vp := next.(*State).vp
			want, kind := engine.NoPlayer, "draw"
			for p := engine.Player(0); p < 2; p++ {
				if vp[p] > vp[other(p)] {
					want, kind = p, "minor"
					if vp[p] >= 2*vp[other(p)] {
						kind = "major"
					}
				}
			}
			if o.Winner != want || !strings.Contains(o.Reason, kind) {
				j.fail("the end with VPs %v: winner %d (%q), the oracle %d, a %s (2.3)", vp, o.Winner, o.Reason, want, kind)
			}
			ta.ends2++
		}
		ta.vps++
		if len(j.bad) > 0 && os.Getenv("ORACLE_DEBUG") != "" {
			j.bad = append(j.bad, "events:\n"+eventsText(ev))
		}
		ta.bad = append(ta.bad, j.bad...)
		s = next
	}
}

// rBuilt is a position of the oracle's own: three to five ships a side of
// any class close together in mid-board, facing anywhere, some already
// damaged (settled hits on any box), explosions of strength 1–5 scattered
// among them and on some ships, so that long range with ECM out of and into
// explosions (7+ and beyond), shields 0, half-lost batteries, crews near
// their end and ships inside explosions come up often.
func rBuilt(t *testing.T, seed uint64) *State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 99))
	cat, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	spot := func() string {
		for {
			c, r := 8+rng.IntN(14), 5+rng.IntN(10)
			h := fmt.Sprintf("%02d%02d", c, r)
			if !used[h] || rng.IntN(4) == 0 {
				used[h] = true
				return h
			}
		}
	}
	dirs := []string{"N", "NE", "SE", "S", "SW", "NW"}
	var specs []string
	for side, name := range []string{"Red", "Blue"} {
		for k := 0; k < 3+rng.IntN(3); k++ {
			c := cat[rng.IntN(len(cat))]
			specs = append(specs, fmt.Sprintf("%s:%s%d%d:%s:%s:%s", name, c.Name[:3], side, k, c.Name, spot(), dirs[rng.IntN(6)]))
		}
	}
	st := battle(t, specs...)
	s := st.clone()
	for i := range s.ships {
		sh := &s.ships[i]
		nq := len(sh.boxes) - len(sh.class.Equipment)
		for b := range sh.boxes {
			if rng.IntN(6) == 0 && (b < nq || sh.class.Equipment[b-nq].Kind != FighterBays) {
				sh.boxes[b] = boxHit // fighter bays have no box to lose (4.2.3)
			}
		}
		h := sh.hullBoxes()
		for b := range h {
			h[b] = boxEmpty
		}
		for b := 0; b < len(h)-1 && rng.IntN(3) > 0; b++ {
			h[b] = []mark{boxHit, boxCrew}[rng.IntN(2)]
		}
	}
	for k := 0; k < 2+rng.IntN(6); k++ {
		var h hex.Hex
		if rng.IntN(3) == 0 {
			h = s.ships[rng.IntN(len(s.ships))].pos
		} else {
			hh, _ := ParseHex(spot())
			h = hh
		}
		s.booms = append(s.booms, explosion{pos: h, strength: 1 + rng.IntN(5)})
	}
	s.dice = engine.NewDice(seed)
	return s
}

// movement judges the Movement Phase (3.3): each ship ends where its
// orders take it, by the legality oracle's reading of 3.2.1 and 3.2.2 with
// its own geometry; a ship whose path leaves the board is gone (3.3.2);
// nothing is rolled (entering an explosion costs nothing until the End
// Phase, 4.3.1; objects cannot be entered at all).
func (j *rJudge) movement(next *State) {
	s := j.cur
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.status != active {
			continue
		}
		o, ok := oParse(sh.orders)
		if !ok || !sh.hasOrders {
			o = oOrd{}
		}
		why, _, end, gone := oOrdersVerdict(s, i, sh.side, o, 'F')
		if why != "" && !strings.Contains(why, "maneuver") {
			j.fail("%s's orders %q: %s", sh.name, sh.orders, why)
			continue
		}
		b := &next.ships[i]
		j.cmp.moves++
		if gone != (b.status == offBoard) {
			j.fail("%s's orders %q: off the board %v, the oracle %v (3.3.2)", sh.name, sh.orders, b.status == offBoard, gone)
			continue
		}
		if !gone && b.pose() != end {
			j.fail("%s's orders %q from %s %v: ends at %s %v, the oracle %s %v", sh.name, sh.orders, HexLabel(sh.pos), sh.facing, HexLabel(b.pos), b.facing, HexLabel(end.Hex), end.Facing)
		}
	}
	for _, e := range j.ev {
		if e.Kind == "phase" && (strings.Contains(e.Text, "Combat Phase") || strings.Contains(e.Text, "Fighter Phase")) {
			break // the phases after: nobody could fire or fly, and the End Phase rolled (judged by endPhase)
		}
		if e.Roll != nil && e.Kind != "initiative" {
			j.fail("a %s roll in the Movement Phase: %s", e.Kind, e.String())
		}
	}
}
