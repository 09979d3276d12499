package silentdeath

import (
	"slices"
	"sort"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Ranges at which satellites may be engaged by cannon fire (11.2, 11.6).
const (
	CommSatDV      = 14
	CommSatBoxes   = 20
	CommSatRange   = 15
	CommSatJam     = 3 // 1D4 of 1–3 jams
	LaserSatBoxes  = 10
	LaserSatRange  = 10
	LaserSatJam    = 2
	MineDice       = 3 // 3D8, read All (11.2)
	TorpSpeedDrive = TorpMP
)

// inArc reports whether to lies in one of the cones of arcs for a craft in
// from facing f (6.1; hexes on a boundary are in both cones).
func inArc(from hex.Hex, f hex.Direction, arcs hex.ConeSet, to hex.Hex) bool {
	return arcs.Overlaps(hex.SilentDeathCones(from, f, to))
}

// blocked reports whether an asteroid lies between a and b: the straight
// line from the centre of a's hex to the centre of b's touching any part of
// an asteroid's hex blocks cannon fire (10.5), its inside, a stretch of a
// hexside or a single corner alike (hex.Touches); one in a's or b's own hex
// blocks nothing. (Before rules 9 a line that met an asteroid's hex at one
// corner only was clear: hex.Trace leaves such hexes out.)
func (s *State) blocked(a, b hex.Hex) bool {
	for _, h := range s.asteroids {
		if h != a && h != b && hex.Touches(a, b, h) {
			return true
		}
	}
	return false
}

// RangeBand is a range increment of 8.1.
type RangeBand int

// Range increments.
const (
	OutOfRange RangeBand = iota
	ShortRange
	MidRange
	LongRange
)

// Band is the range increment of weapon w at distance d; Your First Game
// has one band to 10 hexes and no modifier.
func Band(w Weapon, d int, first bool) RangeBand {
	spec := weapons[w]
	switch {
	case d < 1:
		return OutOfRange
	case first:
		if d <= FirstGameRange {
			return MidRange
		}
		return OutOfRange
	case d <= spec.Short:
		return ShortRange
	case d <= spec.Mid:
		return MidRange
	case d <= spec.Long:
		return LongRange
	}
	return OutOfRange
}

// String names the increment and its to-hit modifier: "short +1", "mid
// 0", "long −1".
func (b RangeBand) String() string {
	switch b {
	case ShortRange, LongRange:
		return [...]string{ShortRange: "short ", LongRange: "long "}[b] + signed(b.mod())
	case MidRange:
		return "mid 0"
	}
	return "out of range"
}

func (b RangeBand) mod() int {
	switch b {
	case ShortRange:
		return 1
	case LongRange:
		return -1
	}
	return 0
}

// targetDrive is a target's current Drive for speed restrictions: a torp
// counts as the MP it flies (12, or 10.6's variable speed), satellites as 0.
func (s *State) targetDrive(r ref) int {
	switch r.kind {
	case refCraft:
		return s.crafts[r.n].Drive(s.firstGame)
	case refTorp:
		if k := s.torpByID(r.n); k >= 0 {
			return s.torpSpeed(s.torps[k].mark)
		}
		return TorpSpeedDrive
	}
	return 0
}

// targetDV is a target's Defensive Value.
func (s *State) targetDV(r ref) int {
	switch r.kind {
	case refCraft:
		return s.dv(r.n)
	case refTorp:
		return TorpDV
	}
	return CommSatDV
}

// targetDR is the Damage Reduction of a target: a craft's current one, a
// torp's 0 (4.2), and 0 for the satellites of 11.2 and 11.6, the
// project's own (the rulebook gives them none, only the damage points
// they take before they are destroyed).
func (s *State) targetDR(r ref) int {
	if r.kind == refCraft {
		return s.crafts[r.n].DR(s.firstGame)
	}
	return 0
}

// cannonTargets lists what mount m of craft i may fire at now.
func (s *State) cannonTargets(i, m int, add func(ref)) {
	c := &s.crafts[i]
	mt := c.typ.Mounts[m]
	w := weapons[mt.Weapon]
	ok := func(r ref, h hex.Hex, limit int) {
		d := hex.Distance(c.pos, h)
		if Band(mt.Weapon, d, s.firstGame) == OutOfRange || d > limit || !inArc(c.pos, c.facing, mt.Arcs, h) {
			return
		}
		if w.MaxTargetDrive > 0 && s.targetDrive(r) > w.MaxTargetDrive {
			return
		}
		if s.blocked(c.pos, h) {
			return
		}
		add(r)
	}
	for j := range s.crafts {
		if o := &s.crafts[j]; o.alive() && o.side != c.side {
			ok(ref{refCraft, j}, o.pos, 99)
		}
	}
	for _, t := range s.torps {
		if t.side != c.side {
			ok(ref{refTorp, t.id}, t.pos, 99)
		}
	}
	for k, x := range s.sats {
		if !x.dead && x.side != c.side {
			lim := LaserSatRange
			if x.comm {
				lim = CommSatRange
			}
			ok(ref{refSat, k}, x.pos, lim)
		}
	}
}

// numSteps is the number of firing steps: gunners Gnr 10→1, then pilots
// Gnr 10→1 (6.2); Your First Game fires all at once.
func (s *State) numSteps() int {
	if s.firstGame {
		return 1
	}
	return 20
}

// stepOf says whether crew member k of c fires in the current step.
func (s *State) stepOf(c *craft, k int) bool {
	if s.firstGame {
		return true
	}
	g := int(c.crew[k].Gnr)
	if s.step < 10 {
		return k > 0 && g == 10-s.step
	}
	return k == 0 && g == 20-s.step
}

// crewOptions lists crew member k's fire intents to add and returns how
// many there are; with add nil it only counts them.
func (s *State) crewOptions(i, k int, add func(engine.Intent)) int {
	c := &s.crafts[i]
	by := engine.Player(c.side)
	n := 0
	for m, mt := range c.typ.Mounts {
		if int(c.mans[m]) != k || c.mountLost(m) || !weapons[mt.Weapon].Cannon {
			continue
		}
		s.cannonTargets(i, m, func(r ref) {
			n++
			if add != nil {
				add(Fire{By: by, Craft: CraftID(i), Crew: k, Mount: m, Target: r})
			}
		})
	}
	return n
}

func (s *State) crewReady(i, k int) bool {
	c := &s.crafts[i]
	// 11.5's decoy is ready like any craft, so that who must act does not
	// betray it; fireOptions offers its crew nothing but to pass.
	return c.alive() && k < c.typ.Crew && !c.crew[k].Dead && c.acted&(1<<k) == 0 && s.stepOf(c, k)
}

func (s *State) fireOptions(p int8, add func(engine.Intent)) {
	for i := range s.crafts {
		if s.crafts[i].side != p {
			continue
		}
		for k := 0; k < s.crafts[i].typ.Crew; k++ {
			if !s.crewReady(i, k) {
				continue
			}
			fire := add
			if s.crafts[i].decoy {
				fire = nil
			}
			if s.crewOptions(i, k, fire) > 0 {
				add(Pass{By: engine.Player(p), Craft: CraftID(i), Crew: k})
			}
		}
	}
}

func (s *State) anyEligible(p int8) bool {
	if s.ph != phFire {
		return false
	}
	for i := range s.crafts {
		if s.crafts[i].side != p {
			continue
		}
		for k := 0; k < s.crafts[i].typ.Crew; k++ {
			if !s.crewReady(i, k) {
				continue
			}
			if s.crewOptions(i, k, nil) > 0 {
				return true
			}
		}
	}
	return false
}

// ReadDamage reads attack dice for damage (7.2) and returns the base hits
// and the dice read. Medium is the die strictly between the lowest and the
// highest; without one the highest die (or dice) count.
func ReadDamage(faces []int, how Reading) (int, []int) {
	if len(faces) == 0 {
		return 0, nil
	}
	lo, hi := faces[0], faces[0]
	sum := 0
	for _, f := range faces {
		lo, hi = min(lo, f), max(hi, f)
		sum += f
	}
	pick := func(v int) (int, []int) {
		t := 0
		var used []int
		for _, f := range faces {
			if f == v {
				t += f
				used = append(used, f)
			}
		}
		return t, used
	}
	switch how {
	case All:
		return sum, append([]int(nil), faces...)
	case Low:
		return pick(lo)
	case Medium:
		var mid []int
		for _, f := range faces {
			if f > lo && f < hi {
				mid = append(mid, f)
			}
		}
		if len(mid) == 0 {
			return pick(hi)
		}
		sort.Ints(mid)
		return pick(mid[len(mid)/2])
	}
	return pick(hi)
}

func faces(ds []engine.Die) []int {
	out := make([]int, len(ds))
	for i, d := range ds {
		out[i] = d.Face
	}
	return out
}

func joinInts(v []int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = itoa(x)
	}
	return strings.Join(parts, "+")
}

// shot is a resolved attack waiting for its damage to be applied.
type shot struct {
	kind   string
	side   int8 // attacker's side, −1 for none
	target ref
	roll   engine.Roll
	hit    bool
	dmg    int    // after DR
	text   string // how the damage was read
	by     int    // the firing craft + 1, 0 for none (10.1)
	crew   int    // the crew member who fired
}

// cannonShot rolls attack a (7.0, 7.1, 7.2).
func (n *State) cannonShot(a attack) shot {
	c := &n.crafts[a.craft]
	mt := c.typ.Mounts[a.mount]
	w := weapons[mt.Weapon]
	var ds []engine.Die
	for _, sides := range w.Base {
		ds = append(ds, engine.Die{Sides: sides, Face: n.dice.D(sides)})
	}
	adb := ADBDie(int(c.crew[a.crew].Gnr))
	ds = append(ds, engine.Die{Sides: adb, Face: n.dice.D(adb)})
	pos, _ := n.refPos(a.target)
	var mods []engine.Mod
	if mt.Guns > 1 {
		mods = append(mods, engine.Mod{Why: "extra gun", Value: mt.Guns - 1})
	}
	if m, why, _ := n.rangeMod(mt.Weapon, hex.Distance(c.pos, pos)); m != 0 {
		mods = append(mods, engine.Mod{Why: why, Value: m})
	}
	if d, ok := n.deflectionMod(a.craft, a.target); ok && d != 0 {
		mods = append(mods, engine.Mod{Why: "deflection", Value: d})
	}
	purpose := n.label(a.craft) + " fires " + mt.Name() + " at " + n.refLabel(a.target)
	bonus := w.ExtraGun * (mt.Guns - 1)
	c.firedT = true
	sh := n.resolveShotN(EvAttack, c.side, a.target, purpose, w.Name, ds, mods, w.Read, bonus, len(w.Base))
	sh.by, sh.crew = a.craft+1, a.crew
	return sh
}

// resolveShot judges a roll against the target's DV and reads the damage.
func (n *State) resolveShot(kind string, side int8, target ref, purpose, who string, ds []engine.Die, mods []engine.Mod, read Reading, bonus int) shot {
	return n.resolveShotN(kind, side, target, purpose, who, ds, mods, read, bonus, 0)
}

// resolveShotN is resolveShot for cannon fire whose first nBase dice are
// the base attack dice: with 10.10 they are judged apart from the ADB die.
func (n *State) resolveShotN(kind string, side int8, target ref, purpose, who string, ds []engine.Die, mods []engine.Mod, read Reading, bonus, nBase int) shot {
	dv := n.targetDV(target)
	r := engine.NewRoll(purpose, ds, mods, dv, engine.AtLeast)
	apartADB(&r, ds, nBase)
	if n.opt.AutoHits && nBase >= 2 && nBase < len(ds) {
		top, ones := true, true
		var base []int
		for _, d := range ds[:nBase] {
			top = top && d.Face == d.Sides
			ones = ones && d.Face == 1
			base = append(base, d.Face)
		}
		r.Purpose += " (base " + joinInts(base) + ", ADB " + itoa(ds[nBase].Face) + ")"
		switch {
		case top:
			r.Success = true
			r.Purpose += ": automatic hit"
		case ones:
			r.Success = false
			r.Purpose += ": automatic miss"
		}
	}
	sh := shot{kind: kind, side: side, target: target, roll: r}
	if !r.Success {
		sh.roll.Result = "miss"
		sh.roll.Purpose += " (DV " + itoa(dv) + ")"
		return sh
	}
	sh.hit = true
	sh.roll.Result = "hit"
	sh.roll.Purpose += " (DV " + itoa(dv) + ")"
	fs := faces(ds)
	base, used := ReadDamage(fs, read)
	dr := n.targetDR(target)
	sh.dmg = max(0, base+bonus-dr)
	sh.text = damageWords(who, read, fs, used, bonus, dr, sh.dmg)
	return sh
}

// nbsp is a space a line is not broken at (U+00A0): the shell's wrap
// keeps the words on each side of it on one line and draws it as a plain
// space (tui.Wrap), as --ascii and the command line's log do. It joins a
// roll's dice ("the middle die of 4 5 2") and a mark to its number
// ("◇ DR 2→1", "DV −1").
const nbsp = "\u00a0"

// damageWords explains a hit's damage to the player who reads it in the
// log: whose damage it is and how it reads its dice (7.2: Low, Medium,
// High or All, a property of the weapon), which die or dice that took
// among all those rolled and why, then the sum with the extra guns' bonus
// less the target's DR. A play-tester saw "Medium 7 −3 DR = 4 damage" and
// could not tell what Medium or the 7 were; it now reads "Meld Laser
// damage reads Medium (7.2), the middle die of 7 8 5: 7 −3 DR = 4 damage".
// who is the weapon (or "Missile", "Torp", "Minefield", "Asteroid"); used
// are the dice read (ignored for All, which writes the roll's total).
func damageWords(who string, read Reading, fs, used []int, bonus, dr, dmg int) string {
	dice := make([]string, len(fs))
	for k, f := range fs {
		dice[k] = itoa(f)
	}
	// The dice are one piece: broken across lines, "the middle die of
	// 4 5" / "2: 4 …" read as other dice (play-tester).
	of := strings.Join(dice, nbsp)
	var how string
	switch read {
	case Low:
		how = "the lowest die of " + of
		if len(used) > 1 {
			how = "the lowest dice of " + of + " (every die equal to the lowest counts)"
		}
	case High:
		how = "the highest die of " + of
		if len(used) > 1 {
			how = "the highest dice of " + of + " (every die equal to the highest counts)"
		}
	case Medium:
		if len(fs) == 0 { // no roll has no dice; kept from slices.Min's panic
			how = "no die"
			break
		}
		lo, hi := slices.Min(fs), slices.Max(fs)
		mid := slices.ContainsFunc(fs, func(f int) bool { return f > lo && f < hi })
		switch {
		case !mid && len(used) > 1:
			how = "the middle die of " + of + ": none lies between the lowest and the highest, so the highest dice count"
		case !mid:
			how = "the middle die of " + of + ": none lies between the lowest and the highest, so the highest counts"
		case len(used) > 1:
			how = "the middle dice of " + of
		default:
			how = "the middle die of " + of
		}
	default:
		// The roll's total, written just before.
		how = "every die added"
		t := 0
		for _, f := range fs {
			t += f
		}
		used = []int{t}
	}
	read0 := joinInts(used)
	if read0 == "" {
		read0 = "0"
	}
	var b strings.Builder
	b.WriteString(who + " damage reads " + read.String() + " (7.2), " + how + ": " + read0)
	if bonus > 0 {
		b.WriteString(" +" + itoa(bonus) + " extra gun")
	}
	if dr > 0 {
		b.WriteString(" −" + itoa(dr) + " DR")
	}
	b.WriteString(" = " + itoa(dmg) + " damage")
	return b.String()
}

// apartADB keeps the ADB die of a cannon roll apart from the base dice
// (ds[:nBase]) in the log when one of them is of its size: the log's
// expression groups dice of one size, so a Pulse Laser's 2D8 with a 1D8
// read "3d8 [4 4 1]" where the screen's preview reads "2D8+1D8", and a
// player could not tell which die was the ADB's (7.2's reading and 10.10
// tell them apart). The ADB die is then written after the base dice, with
// its face, as "2d8 [4 4] +1 ADB 1d8"; the total, and every reading of the
// dice, are those of all of them as before (ds is left as it is). A roll
// whose ADB die differs from every base die ("2d6+1d10 [5 1 7]") is left.
func apartADB(r *engine.Roll, ds []engine.Die, nBase int) {
	if nBase <= 0 || nBase >= len(ds) {
		return
	}
	adb := ds[nBase]
	for _, d := range ds[:nBase] {
		if d.Sides == adb.Sides {
			r.Dice = append([]engine.Die(nil), ds[:nBase]...)
			r.Mods = append([]engine.Mod{{Why: adbWhy(adb.Sides), Value: adb.Face}}, r.Mods...)
			return
		}
	}
}

// adbWhy names an ADB die written among a roll's modifiers ("ADB 1d8",
// apartADB).
func adbWhy(sides int) string { return "ADB 1d" + itoa(sides) }

// land applies a resolved shot and logs it with what followed.
func (n *State) land(ev *events, sh shot) {
	if sh.target.kind == refCraft && sh.hit {
		n.crafts[sh.target.n].hitT = true
	}
	n.shooter = [2]int{sh.by, sh.crew}
	defer func() { n.shooter = [2]int{} }()
	if !sh.hit {
		ev.add(sh.kind, sh.side, "no damage", &sh.roll)
		return
	}
	var sub events
	t := n.damageRef(&sub, sh.target, sh.dmg, sh.side)
	ev.add(sh.kind, sh.side, sh.text+": "+t, &sh.roll)
	ev.list = append(ev.list, sub.list...)
}

// resolveStep fires every attack declared in this firing step: equal Gnr
// fire together, so all are rolled before any damage lands (6.2). The
// losers of 10.8's gunnery duels stay in n.attacks until they fire:
// resolveStep returns with some left when a weapon system or torp their
// winners' hits took is still to be chosen, and is called again once it
// is (done reports whether the step is over).
func (n *State) resolveStep(ev *events) (done bool) {
	shots := make([]shot, 0, len(n.attacks))
	var late []attack
	for _, a := range n.attacks {
		if _, ok := n.refPos(a.target); !ok {
			continue
		}
		if a.late {
			late = append(late, a)
			continue
		}
		shots = append(shots, n.cannonShot(a))
		n.commandFired(ev, a.craft)
	}
	n.attacks = n.attacks[:0]
	for _, sh := range shots {
		n.land(ev, sh)
	}
	n.cleanTorps(ev)
	// 10.8: the losers of gunnery duels fire right after, if they still
	// can, once the winners' w/W boxes have taken what they take.
	for k, a := range late {
		n.purgePending(ev)
		if len(n.pending) > 0 && !n.outcome.Over {
			n.attacks = append(n.attacks, late[k:]...)
			return false
		}
		m, ok := n.able(a)
		if n.outcome.Over || !ok {
			continue
		}
		a.mount = m
		n.land(ev, n.cannonShot(a))
		n.commandFired(ev, a.craft)
		n.cleanTorps(ev)
	}
	return true
}

// laserSatsFire: each Laser Sat attacks every enemy craft within 10 hexes
// at the start of the Cannon Fire Phase with 3D8, Low, Pulse Laser ranges
// (11.6), unless an asteroid blocks the line (10.5).
func (n *State) laserSatsFire(ev *events) {
	for k, x := range n.sats {
		if x.comm || x.dead {
			continue
		}
		for j := range n.crafts {
			o := &n.crafts[j]
			d := hex.Distance(x.pos, o.pos)
			// A Laser Sat's fire is cannon fire: with 10.5's asteroids on
			// the map, one on the line blocks it as it blocks a craft's.
			if !o.alive() || o.side == x.side || d > LaserSatRange || n.blocked(x.pos, o.pos) {
				continue
			}
			ds := []engine.Die{{Sides: 8, Face: n.dice.D(8)}, {Sides: 8, Face: n.dice.D(8)}, {Sides: 8, Face: n.dice.D(8)}}
			var mods []engine.Mod
			if m, why, _ := n.rangeMod(PulseLaser, d); m != 0 {
				mods = append(mods, engine.Mod{Why: why, Value: m})
			}
			n.land(ev, n.resolveShot(EvAttack, x.side, ref{refCraft, j}, n.refLabel(ref{refSat, k})+" fires at "+n.label(j), "Laser Sat", ds, mods, Low, 0))
		}
	}
	n.cleanTorps(ev)
}

// mineAttack is 11.2's minefield: 3D8 read All against whatever spent MP
// in it.
func (n *State) mineAttack(ev *events, r ref) {
	ds := make([]engine.Die, MineDice)
	for k := range ds {
		ds[k] = engine.Die{Sides: 8, Face: n.dice.D(8)}
	}
	n.land(ev, n.resolveShot(EvMine, -1, r, "The minefield attacks "+n.refLabel(r)+" (11.2: movement points spent in a mined area)", "Minefield", ds, nil, All, 0))
	n.cleanTorps(ev)
}

// damageRef applies dmg hits (after DR) to a target.
func (n *State) damageRef(ev *events, r ref, dmg int, att int8) string {
	switch r.kind {
	case refCraft:
		return n.damageCraft(ev, r.n, dmg, att)
	case refTorp:
		if dmg < 1 {
			return "no damage"
		}
		if k := n.torpByID(r.n); k >= 0 {
			n.torps = append(n.torps[:k:k], n.torps[k+1:]...)
		}
		return "the torp is destroyed"
	case refSat:
		x := &n.sats[r.n]
		if dmg < 1 || x.dead {
			return "no damage"
		}
		limit := LaserSatBoxes
		if x.comm {
			limit = CommSatBoxes
		}
		x.damage = min(limit, x.damage+dmg)
		if x.damage >= limit {
			x.dead = true
			n.cleanTorps(ev)
			return itoa(dmg) + " damage: destroyed"
		}
		return itoa(dmg) + " damage (" + itoa(x.damage) + " of " + itoa(limit) + ")"
	}
	return "no effect"
}

// damageCraft marks dmg boxes of craft i's track left to right and applies
// each special box as it is marked (7.2).
func (n *State) damageCraft(ev *events, i int, dmg int, att int8) string {
	c := &n.crafts[i]
	switch c.state { // a second hit of the same exchange: fire is simultaneous
	case outDestroyed:
		return "no effect: already destroyed"
	case outExited, outDecoy:
		return "no effect: no longer on the map"
	}
	if dmg < 1 {
		return "no damage"
	}
	if c.decoy {
		n.revealDecoy(ev, i, "it was damaged")
		return "the decoy is unmasked"
	}
	c.hitT = true
	// 11.4: the 2331st must "deliver" a point of damage to each enemy: an
	// asteroid's (10.5, att −1) is nobody's.
	if att >= 0 && att != c.side {
		c.damaged = true
	}
	track := c.typ.Track
	from := int(c.hits)
	to := min(len(track), from+dmg)
	var notes []string
	for k := from; k < to && c.alive(); k++ {
		dBefore, rBefore := c.Drive(n.firstGame), c.DR(n.firstGame)
		c.hits = int16(k + 1)
		b := track[k]
		if n.firstGame && b.Kind != BoxLast {
			continue
		}
		c.lastFx = boxFx{}
		if k == int(c.blank)-1 {
			continue // 10.12: a ◇ reinstated as a blank box
		}
		note, extra := n.boxEffect(ev, i, b, att, dBefore, rBefore)
		if note != "" {
			notes = append(notes, note)
		}
		to = min(len(track), to+extra)
	}
	text := "box " + itoa(from+1)
	if to-from > 1 {
		text = "boxes " + itoa(from+1) + "–" + itoa(int(c.hits))
	}
	text += " marked"
	if len(notes) > 0 {
		text += ", " + strings.Join(notes, ", ")
	}
	if c.state == outDestroyed {
		text += ": destroyed"
		if c.pod {
			n.podState = 2
			text += " with the life pod aboard"
		}
		n.cleanTorps(ev)
	}
	return text
}

// boxEffect applies the special box b just marked on craft i's track
// (7.2), whose Drive and DR were dBefore and rBefore before it, and returns
// its note for the log ("" for none) and the boxes a critical hit adds.
func (n *State) boxEffect(ev *events, i int, b Box, att int8, dBefore, rBefore int) (string, int) {
	c := &n.crafts[i]
	switch b.Kind {
	case BoxDrive:
		if d := c.Drive(false); d != dBefore {
			return "□" + nbsp + "Drive" + nbsp + itoa(dBefore) + "→" + itoa(d), 0
		}
	case BoxDR:
		if r := c.DR(false); r != rBefore {
			return "◇" + nbsp + "DR" + nbsp + itoa(rBefore) + "→" + itoa(r), 0
		}
	case BoxWeapon, BoxWeaponA:
		who := c.side
		if b.Kind == BoxWeaponA && att >= 0 {
			who = att
		}
		n.pending = append(n.pending, choice{kind: chooseWeapon, chooser: who, craft: i, box: c.hits})
		c.lastFx = boxFx{kind: fxPendingWeapon}
		return b.Symbol(false) + " weapon system lost", 0
	case BoxTorp, BoxTorpA:
		who := c.side
		if b.Kind == BoxTorpA && att >= 0 {
			who = att
		}
		n.pending = append(n.pending, choice{kind: chooseTorp, chooser: who, craft: i, box: c.hits})
		c.lastFx = boxFx{kind: fxPendingTorp}
		return b.Symbol(false) + " torp lost", 0
	case BoxCrit:
		extra := n.critical(ev, i, att)
		if extra > 0 { // counted in the boxes marked; the chart's roll is the next line
			return "✳ critical hit (+" + itoa(extra) + " boxes)", extra
		}
		return "✳ critical hit", 0
	case BoxLast:
		c.state = outDestroyed
	}
	return "", 0
}

// critical rolls 1D10 on craft i's chart and applies the effect; it
// returns the extra boxes to mark.
func (n *State) critical(ev *events, i int, att int8) int {
	c := &n.crafts[i]
	face := n.dice.D(10)
	cr := c.typ.Crits[face-1]
	r := engine.NewRoll(n.label(i)+"'s critical hit chart", []engine.Die{{Sides: 10, Face: face}}, nil, 0, "")
	// "screens failing: DV −1": the value keeps its number (a line
	// broken there read "DV" / "−1").
	r.Result = strings.ReplaceAll(cr.String(), " −", nbsp+"−")
	extra := 0
	// 10.7: every critical hit costs a decoy and knocks out point defence
	// (noted, for 10.12 gives them back with the box); 10.1: the crew
	// member who scored it is noted.
	c.lastFx = boxFx{kind: fxCrit, n: int8(face - 1), decoy: c.decoys > 0, pd: !c.pdLost}
	if c.decoys > 0 {
		c.decoys--
	}
	c.pdLost = true
	if n.shooter[0] > 0 && att >= 0 && att != c.side {
		n.crafts[n.shooter[0]-1].critBy |= 1 << n.shooter[1]
	}
	switch cr.Kind {
	case CritHits:
		extra = cr.N
	case CritDrive:
		c.driveLoss += int8(cr.N)
		c.noteLasting(lossCrit, face-1, c.hits)
	case CritDR:
		c.drLoss += int8(cr.N)
		c.noteLasting(lossCrit, face-1, c.hits)
	case CritDV:
		c.dvLoss += int8(cr.N)
		c.noteLasting(lossCrit, face-1, c.hits)
	case CritWeapon:
		who := c.side
		if att >= 0 {
			who = att
		}
		n.pending = append(n.pending, choice{kind: chooseWeapon, chooser: who, craft: i, box: c.hits})
		c.lastFx = boxFx{kind: fxPendingWeapon, crit: true, decoy: c.lastFx.decoy, pd: c.lastFx.pd}
	case CritTorps:
		// The torps aboard are lost; those launched already are not.
		for k := range c.torps {
			for j := int8(0); j < c.torps[k]; j++ {
				c.noteLasting(lossTorp, k, c.hits)
			}
		}
		c.torps = [numMarks]int8{}
	case CritMissiles:
		if n.opt.DamageControl {
			c.lastFx.ammo = c.ammo
		}
		c.ammo = [maxMounts]int8{}
	case CritPilot:
		p0, g0 := c.crew[0].Plt, c.crew[0].Gnr
		c.crew[0].Plt = int8(max(1, int(c.crew[0].Plt)-cr.N))
		c.crew[0].Gnr = int8(max(1, int(c.crew[0].Gnr)-cr.N))
		c.wounds = (p0 - c.crew[0].Plt) | (g0-c.crew[0].Gnr)<<4
	case CritGunner:
		for k := 1; k < c.typ.Crew; k++ {
			if !c.crew[k].Dead {
				c.crew[k].Dead = true
				if n.opt.DamageControl {
					c.lastFx.gunner = int8(k)
				}
				break
			}
		}
	case CritDestroyed:
		c.state = outDestroyed
	}
	ev.add(EvCritical, c.side, "", &r)
	return extra
}

// launchOptions lists what p may declare in the phase in play, to add,
// and returns how many there are (add nil only counts): lock-ons at the
// start of the Missile/Torp Launch Phase (4.1), torp launches once the
// missiles are fired (4.2: "after missiles are fired").
func (s *State) launchOptions(p int8, add func(engine.Intent)) int {
	if s.ph == phTorpLaunch {
		return s.torpOptions(p, add)
	}
	return s.lockOptions(p, add)
}

// lockOptions lists p's lock-on attempts (4.1).
func (s *State) lockOptions(p int8, add func(engine.Intent)) int {
	by := engine.Player(p)
	n := 0
	for i := range s.crafts {
		c := &s.crafts[i]
		if !c.alive() || c.side != p {
			continue
		}
		for m := range c.typ.Mounts {
			if !c.launcherReady(m) || s.declaredLock(i, m) {
				continue
			}
			s.lockTargets(i, m, func(r ref) {
				n++
				// 11.5's decoy fires nothing, yet a target in its
				// launcher's reach gives its side the round of
				// declarations as the real shuttle's would: a round held
				// for the real one alone would name it. It may only
				// declare that it is done. So does a launcher whose
				// crew member may not fire it (11.7's command ship
				// pilot, on the real shuttle and the decoy alike): the
				// round comes as it always came, with no lock-on of his
				// in it (rules 9; before, one that never succeeds).
				if add != nil && !c.decoy && !c.crew[c.mans[m]].NoLauncher {
					add(LockOn{By: by, Craft: CraftID(i), Mount: m, Target: r})
				}
			})
		}
	}
	return n
}

// torpOptions lists p's torp launches (4.2), 11.2's off-board launch
// included.
func (s *State) torpOptions(p int8, add func(engine.Intent)) int {
	off := s.sc.file.Rules.Offboard
	by := engine.Player(p)
	n := 0
	for i := range s.crafts {
		c := &s.crafts[i]
		if !c.realInPlay() || c.side != p {
			continue
		}
		for k := Mark(0); k < numMarks; k++ {
			if int(c.torps[k]) <= s.declaredTorps(i, k) {
				continue
			}
			s.torpTargets(p, func(r ref) {
				n++
				if add != nil {
					add(Torp{By: by, Craft: CraftID(i), Mark: k, Target: r})
				}
			})
			if off != nil && int8(off.Side) == p && s.sc.board.InArea(c.pos, off.Area) {
				if mk, _ := ParseMark(off.Mark); mk == k {
					n++
					if add != nil {
						add(Torp{By: by, Craft: CraftID(i), Mark: k, Target: OffboardTarget()})
					}
				}
			}
		}
	}
	return n
}

// launcherReady reports whether mount m of craft c is a missile launcher
// that may lock on (4.1): in action, with missiles left, manned by a living
// crew member. whyNotLock says which of these fails.
func (c *craft) launcherReady(m int) bool {
	return c.typ.Mounts[m].Weapon == MissileLauncher && !c.mountLost(m) && c.ammo[m] > 0 && !c.crew[c.mans[m]].Dead
}

func (s *State) hasLaunchOptions(p int8) bool { return s.launchOptions(p, nil) > 0 }

func (s *State) declaredLock(i, m int) bool {
	for _, l := range s.lockons {
		if l.craft == i && l.mount == m {
			return true
		}
	}
	return false
}

func (s *State) declaredTorps(i int, k Mark) int {
	n := 0
	for _, l := range s.launches {
		if l.craft == i && l.mark == k {
			n++
		}
	}
	return n
}

// lockTargets: enemy craft, torps and satellites within 10 hexes and in
// the launcher's arc (4.1).
func (s *State) lockTargets(i, m int, add func(ref)) {
	c := &s.crafts[i]
	arcs := c.typ.Mounts[m].Arcs
	ok := func(r ref, h hex.Hex) {
		if d := hex.Distance(c.pos, h); d >= 1 && d <= MissileRange && inArc(c.pos, c.facing, arcs, h) {
			add(r)
		}
	}
	for j := range s.crafts {
		if o := &s.crafts[j]; o.alive() && o.side != c.side {
			ok(ref{refCraft, j}, o.pos)
		}
	}
	for _, t := range s.torps {
		if t.side != c.side {
			ok(ref{refTorp, t.id}, t.pos)
		}
	}
	for k, x := range s.sats {
		if !x.dead && x.side != c.side {
			ok(ref{refSat, k}, x.pos)
		}
	}
}

// torpTargets: any enemy craft, torp or satellite at any range (4.2).
func (s *State) torpTargets(p int8, add func(ref)) {
	for j := range s.crafts {
		if o := &s.crafts[j]; o.alive() && o.side != p {
			add(ref{refCraft, j})
		}
	}
	for _, t := range s.torps {
		if t.side != p {
			add(ref{refTorp, t.id})
		}
	}
	for k, x := range s.sats {
		if !x.dead && x.side != p {
			add(ref{refSat, k})
		}
	}
}

// revealTorps discloses both sides' torp launches at once (4.2): the torps
// go on the map in their craft's hex with its facing.
func (n *State) revealTorps(ev *events) {
	for _, l := range n.launches {
		c := &n.crafts[l.craft]
		c.torps[l.mark]--
		c.firedT = true
		if l.target.kind == refOff {
			n.offboard++
			ev.add(EvLaunch, l.side, n.label(l.craft)+" launches a "+l.mark.String()+" at the fighter tender off the map ("+itoa(n.offboard)+" so far)", nil)
			continue
		}
		if _, ok := n.refPos(l.target); !ok {
			continue
		}
		n.nextTorp++
		n.torps = append(n.torps, torp{id: n.nextTorp, side: l.side, owner: l.craft, mark: l.mark, pos: c.pos, facing: c.facing, target: l.target})
		// The craft's label names the side; the torp's would again.
		launch := n.label(l.craft) + " launches " + l.mark.String() + " torp #" + itoa(n.nextTorp)
		if n.opt.TorpTracking {
			// 10.6: the target stays secret from the other side until
			// the torp reaches it; only its owner reads it.
			ev.add(EvLaunch, l.side, launch+" (its target secret, 10.6)", nil)
			ev.secret(EvLaunch, l.side, n.refLabel(ref{refTorp, n.nextTorp})+" tracks "+n.refLabel(l.target))
			continue
		}
		ev.add(EvLaunch, l.side, launch+" at "+n.refLabel(l.target), nil)
	}
	n.launches = n.launches[:0]
}

// crewRole names crew member k of craft i by seat, as the crew sheet does:
// "its pilot", "its gunner", "its gunner B" (a craft of several gunners).
func (n *State) crewRole(i, k int) string {
	switch {
	case k == 0:
		return "its pilot"
	case n.crafts[i].typ.Crew > 2:
		return "its gunner " + string(rune('A'+k-1))
	}
	return "its gunner"
}

// rollLockOns discloses both sides' lock-on attempts at once and rolls
// each (4.1): 1D10 less than the Gnr of the crew member at the launcher.
func (n *State) rollLockOns(ev *events) {
	for li := range n.lockons {
		l := &n.lockons[li]
		c := &n.crafts[l.craft]
		g := int(c.crew[c.mans[l.mount]].Gnr)
		r := engine.NewRoll(n.label(l.craft)+"'s lock-on at "+n.refLabel(l.target)+" (below the Gnr "+itoa(g)+" of "+n.crewRole(l.craft, int(c.mans[l.mount]))+", 4.1)", []engine.Die{{Sides: 10, Face: n.dice.D(10)}}, nil, g, engine.Below)
		l.rolled, l.ok = true, r.Success
		if r.Success {
			r.Result = "locked on"
		} else {
			r.Result = "no lock"
		}
		ev.add(EvLockOn, l.side, "", &r)
	}
}

// missileResults resolves every salvo, smallest first against each target
// (4.1): nD6, no ADB, read High.
func (n *State) missileResults(ev *events) {
	ls := append([]lockon(nil), n.lockons...)
	sort.SliceStable(ls, func(a, b int) bool {
		if ls[a].target != ls[b].target {
			if ls[a].target.kind != ls[b].target.kind {
				return ls[a].target.kind < ls[b].target.kind
			}
			return ls[a].target.n < ls[b].target.n
		}
		return ls[a].n < ls[b].n
	})
	for _, l := range ls {
		if !l.ok || l.n <= 0 { // none chosen, or held (salvoHeld)
			continue
		}
		if _, ok := n.refPos(l.target); !ok {
			ev.add(EvSalvo, l.side, "The missiles of "+n.label(l.craft)+" find no target", nil)
			continue
		}
		ds := make([]engine.Die, l.n)
		for k := range ds {
			ds[k] = engine.Die{Sides: 6, Face: n.dice.D(6)}
		}
		sh := n.resolveShot(EvSalvo, l.side, l.target, engine.Count(l.n, "missile", "missiles")+" of "+n.label(l.craft)+" strike at "+n.refLabel(l.target), "Missile", ds, nil, High, 0)
		sh.by, sh.crew = l.craft+1, int(n.crafts[l.craft].mans[l.mount])
		n.land(ev, sh)
		n.cleanTorps(ev)
		if n.outcome.Over {
			return
		}
	}
	n.lockons = n.lockons[:0]
}

// detonate sets off torp k in its target's hex at once, without a dodge
// (4.2: the target flew into it).
func (n *State) detonate(ev *events, k int) {
	t := n.torps[k]
	n.torps = append(n.torps[:k:k], n.torps[k+1:]...)
	ds := make([]engine.Die, marks[t.mark].Dice)
	for d := range ds {
		ds[d] = engine.Die{Sides: 12, Face: n.dice.D(12)}
	}
	r := engine.NewRoll(n.refLabel(t.target)+" flies into "+Possessive(n.names[t.side])+" "+t.mark.String()+" #"+itoa(t.id), ds, nil, 0, "")
	dr := n.targetDR(t.target)
	if t.target.kind == refCraft {
		// 10.12: hit by enemy fire, whether DR left any damage or not.
		n.crafts[t.target.n].hitT = true
	}
	var sub events
	txt := n.damageRef(&sub, t.target, r.Total-dr, t.side)
	ev.add(EvDetonate, t.side, damageWords("Torp", All, faces(ds), nil, 0, dr, max(0, r.Total-dr))+": "+txt, &r)
	ev.list = append(ev.list, sub.list...)
}

// torpResults: every target with torps in its hex dodges if it can, then
// all the torps that hit it make one combined attack, read All; all targets
// at once (4.2).
// whyNoDodge says why target cannot dodge the torps in its hex: a craft
// below Drive 10 or without its pilot (4.2), a satellite (11.2, 11.6).
func (n *State) whyNoDodge(r ref) string {
	switch r.kind {
	case refCraft:
		c := &n.crafts[r.n]
		if c.crew[0].Dead {
			return " (its pilot is dead)"
		}
		return " (Drive " + itoa(c.Drive(n.firstGame)) + ": a dodge needs Drive " + itoa(DodgeMinDrive) + " or more, 4.2)"
	case refSat:
		return " (a satellite never dodges: 11.2, 11.6)"
	}
	return ""
}

func (n *State) torpResults(ev *events) {
	groups := n.torpGroups()
	if len(groups) == 0 {
		return
	}
	var shots []shot
	var gone, pdUsers []int
	for _, g := range groups {
		ts := g.torps
		for _, k := range ts {
			gone = append(gone, n.torps[k].id)
		}
		sort.SliceStable(ts, func(a, b int) bool { return n.torps[ts[a]].mark < n.torps[ts[b]].mark })
		dodged := 0
		plt, can, usedPD := 0, false, false
		switch g.target.kind {
		case refCraft:
			c := &n.crafts[g.target.n]
			plt, can = int(c.crew[0].Plt), n.canDodge(g.target.n)
			// 10.7: point defence instead of a dodge, when chosen: it
			// "may" be used, by a craft that cannot dodge too.
			if pd, _ := n.pointDefence(g.target.n); pd > 0 && c.defence == 2 {
				ts = n.shootDown(ev, g.target.n, ts)
				can, usedPD = false, true
				pdUsers = append(pdUsers, g.target.n)
			}
		case refTorp:
			plt, can = TorpPlt, true
		}
		side := n.refSide(g.target)
		if len(ts) == 0 {
			continue
		}
		if can {
			torps := "1 torp"
			if len(ts) > 1 {
				torps = itoa(len(ts)) + " torps"
			}
			r := engine.NewRoll(n.refLabel(g.target)+" tries to dodge "+torps, []engine.Die{{Sides: 10, Face: n.dice.D(10)}},
				[]engine.Mod{{Why: "Plt", Value: plt}, {Why: "torps", Value: -len(ts)}}, 0, "")
			dodged = min(len(ts), max(0, r.Total-10))
			r.Result = "each point over 10 dodges a torp, the weakest first (4.2): " + itoa(dodged) + " dodged"
			ev.add(EvDodge, side, "", &r)
		} else if !usedPD {
			ev.add(EvDodge, side, n.refLabel(g.target)+" cannot dodge"+n.whyNoDodge(g.target), nil)
		}
		if hits := ts[dodged:]; len(hits) > 0 {
			shots = append(shots, n.torpAttack(g.target, hits))
		}
	}
	for _, sh := range shots {
		n.land(ev, sh)
	}
	for _, id := range gone {
		if k := n.torpByID(id); k >= 0 {
			n.torps = append(n.torps[:k:k], n.torps[k+1:]...)
		}
	}
	for _, i := range pdUsers {
		n.commandFired(ev, i) // 11.5: point defence is a weapon system fired
	}
	n.cleanTorps(ev)
}

// torpGroup is the torps (indexes into State.torps) that have reached
// one target's hex and strike it together (4.2).
type torpGroup struct {
	target ref
	torps  []int
}

// torpGroups gathers the torps in their targets' hexes, one group a
// target, in the order of State.torps.
func (n *State) torpGroups() []torpGroup {
	var groups []torpGroup
	for k, t := range n.torps {
		pos, ok := n.refPos(t.target)
		if !ok || pos != t.pos {
			continue
		}
		found := false
		for g := range groups {
			if groups[g].target == t.target {
				groups[g].torps = append(groups[g].torps, k)
				found = true
			}
		}
		if !found {
			groups = append(groups, torpGroup{t.target, []int{k}})
		}
	}
	return groups
}

// torpAttack rolls the combined attack of the torps hits (indexes) that
// were not dodged: all their dice at once, read All, less the target's DR
// (4.2).
func (n *State) torpAttack(target ref, hits []int) shot {
	var ds []engine.Die
	var names []string
	for _, k := range hits {
		names = append(names, n.torps[k].mark.String())
		for d := 0; d < marks[n.torps[k].mark].Dice; d++ {
			ds = append(ds, engine.Die{Sides: 12, Face: n.dice.D(12)})
		}
	}
	r := engine.NewRoll(strings.Join(names, ", ")+" hit "+n.refLabel(target), ds, nil, 0, "")
	dr := n.targetDR(target)
	sh := shot{kind: EvAttack, side: n.torps[hits[0]].side, target: target, roll: r, hit: true, dmg: max(0, r.Total-dr)}
	sh.text = damageWords("Torp", All, faces(ds), nil, 0, dr, sh.dmg)
	return sh
}

// trackers counts the torps tracking craft i.
func (s *State) trackers(i int) int {
	k := 0
	for _, t := range s.torps {
		if t.target == (ref{refCraft, i}) {
			k++
		}
	}
	return k
}

// jamChoice: craft i may jam and must choose among two or more torps.
func (s *State) jamChoice(i int) bool {
	c := &s.crafts[i]
	return s.ph == phJam && c.alive() && !c.jamDone && (s.trackers(i) >= 2 || (s.opt.Decoys && c.decoys > 0 && s.trackers(i) >= 1))
}

// autoJam makes every jam attempt that has no choice: a craft tracked by
// one torp, and the satellites, which try every torp tracking them.
func (n *State) autoJam(ev *events) {
	for i := range n.crafts {
		c := &n.crafts[i]
		if c.alive() && n.trackers(i) == 1 && !(n.opt.Decoys && c.decoys > 0) {
			c.jamDone = true
			for _, t := range n.torps {
				if t.target == (ref{refCraft, i}) {
					n.jam(ev, i, t.id)
					break
				}
			}
		}
	}
	for k, x := range n.sats {
		if x.dead {
			continue
		}
		need := LaserSatJam
		if x.comm {
			need = CommSatJam
		}
		for ti := 0; ti < len(n.torps); ti++ {
			t := n.torps[ti]
			if t.target != (ref{refSat, k}) {
				continue
			}
			r := engine.NewRoll(n.refLabel(ref{refSat, k})+" jams "+n.refLabel(ref{refTorp, t.id}), []engine.Die{{Sides: 4, Face: n.dice.D(4)}}, nil, need, engine.AtMost)
			if r.Success {
				r.Result = "jammed"
				n.torps = append(n.torps[:ti:ti], n.torps[ti+1:]...)
				ti--
			} else {
				r.Result = "still tracking"
			}
			ev.add(EvJam, x.side, "", &r)
		}
	}
}

// jam rolls craft i's attempt on torp id: 1D4 = 1 removes it (4.2).
func (n *State) jam(ev *events, i, id int) {
	k := n.torpByID(id)
	if k < 0 {
		return
	}
	r := engine.NewRoll(n.label(i)+" jams "+n.refLabel(ref{refTorp, id}), []engine.Die{{Sides: 4, Face: n.dice.D(4)}}, nil, JamFace, engine.AtMost)
	if r.Success {
		r.Result = "jammed"
		n.torps = append(n.torps[:k:k], n.torps[k+1:]...)
	} else {
		r.Result = "still tracking"
	}
	ev.add(EvJam, n.crafts[i].side, "", &r)
}
