package sscs

import (
	"fmt"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Breakdown is the effective range of a shot, step by step (Rolling to
// Hit, Increasing the Effective Range, Selective Targeting, the Cloak Field
// and Dazzle), with the exact chance of the weapon's dice.
type Breakdown struct {
	From, To  hex.Hex
	Distance  int  // hexes between them
	Real      int  // the real range: the distance, at least 1
	Selective bool // selective targeting: 3 × the real range
	Base      int
	ECM       int // ECM levels the target uses
	Evasive   int // evasive MP the target bought
	Method    string
	Factor    int // what Base is multiplied by: ECM + evasive (at least 1), or 1 + ECM + evasive
	Scaled    int
	Cloak     int // the cloak field's value, 0 without
	Dazzle    int // hexes added by dazzle
	Effective int
	Dice      int // the weapon's Range
	Chance    Chance
}

// String is the breakdown in one line, in the rulebook's words: "real
// range 5 × (ECM 4 + evasive 2) = 30" (a play-tester read "real 5" and
// did not know what was real).
func (b Breakdown) String() string {
	var buf [104]byte
	sb := append(buf[:0], "real range "...)
	num := func(v int) { sb = strconv.AppendInt(sb, int64(v), 10) }
	num(b.Real)
	if b.Selective {
		sb = append(sb, " × 3 selective = "...)
		num(b.Base)
	}
	if b.ECM+b.Evasive > 0 {
		if b.Method == EffLiteral {
			sb = append(sb, " × (1 + ECM "...)
		} else {
			sb = append(sb, " × (ECM "...)
		}
		num(b.ECM)
		sb = append(sb, " + evasive "...)
		num(b.Evasive)
		sb = append(sb, ')')
	}
	if b.Cloak > 0 {
		sb = append(sb, " × cloak "...)
		num(b.Cloak)
	}
	if b.Dazzle > 0 {
		sb = append(sb, " + dazzle "...)
		num(b.Dazzle)
	}
	if b.Selective && b.ECM+b.Evasive == 0 && b.Cloak == 0 && b.Dazzle == 0 {
		// "real range 1 × 3 selective = 3" is the whole of it: the line
		// read "= 3 = 3".
		return string(sb)
	}
	sb = append(sb, " = "...)
	num(b.Effective)
	return string(sb)
}

// effective works out the effective range from a hex to a ship. With the
// worked example's reading, "ECM 4, evasive 2, real range 5 → 30", the
// factors multiply the real range (one factor alone leaves it as it is);
// with the sentence's ("for each used, add real range to itself"), each
// adds the real range once more. A cloak multiplies what comes out by its
// value; dazzle adds hexes last.
func (s *State) effective(from hex.Hex, t ShipID, selective bool) Breakdown {
	tg := s.ships[t]
	return effectiveRange(from, tg.pos, selective, s.ecm(t), tg.evasive, tg.cloak, s.dazzleOn(t), s.rules.set.effRange)
}

// effectiveRange is the arithmetic of effective: from the real range, the
// target's ECM and evasive MP, its cloak, and the dazzle around it.
func effectiveRange(from, to hex.Hex, selective bool, ecm, evasive, cloak, dazzle int, method string) Breakdown {
	b := Breakdown{From: from, To: to, Distance: hex.Distance(from, to), Selective: selective, Method: method,
		ECM: ecm, Evasive: evasive, Dazzle: dazzle}
	b.Real, b.Base, b.Factor, b.Scaled, b.Effective = rangeSteps(b.Distance, selective, ecm+evasive, cloak, dazzle, method == EffLiteral)
	if cloak > 0 {
		b.Cloak = cloak
	}
	return b
}

// rangeSteps is effectiveRange's arithmetic alone, for the scripted
// opponent, which wants the effective range of thousands of shots: the
// real range (at least 1), the base (three times it for selective fire),
// the factor from n, the target's ECM and evasive MP (1+n read literally,
// else n but at least 1), the scaled range, and the effective range
// (times the cloak, plus the dazzle).
func rangeSteps(distance int, selective bool, n, cloak, dazzle int, literal bool) (real, base, factor, scaled, effective int) {
	real = max(distance, 1)
	base = real
	if selective {
		base = 3 * real
	}
	if literal {
		factor = 1 + n
	} else {
		factor = max(n, 1)
	}
	scaled = base * factor
	effective = scaled
	if cloak > 0 {
		effective *= cloak
	}
	return real, base, factor, scaled, effective + dazzle
}

// dazzleOn is what dazzle adds to a ship's effective range: 4 × its own
// value if it dazzles, and the value of every other dazzling ship within 2
// hexes.
func (s *State) dazzleOn(t ShipID) int {
	n := 4 * s.ships[t].dazzle
	for k := range s.ships {
		o := s.ships[k]
		if ShipID(k) != t && o.dazzle > 0 && o.status == stActive && hex.Distance(o.pos, s.ships[t].pos) <= 2 {
			n += o.dazzle
		}
	}
	return n
}

// ArcsFor is where a weapon built for an arc may fire at a Drive rating
// (Determine Arc): Drive 1, primary forward only, secondary forward and
// sides, defensive any; Drive 2, primary forward and sides, the others any;
// Drive 3 or more, any weapon any arc. A ship without Drive fires as with
// Drive 1.
func ArcsFor(arc uint8, drive int) hex.ConeSet {
	const fwd = hex.ConeF
	const sides = hex.ConeFQL | hex.ConeFQR | hex.ConeRQL | hex.ConeRQR
	switch {
	case drive >= 3 || arc == arcDefensive:
		return hex.Cone360
	case drive == 2:
		if arc == arcPrimary {
			return fwd | sides
		}
		return hex.Cone360
	case arc == arcSecondary:
		return fwd | sides
	}
	return fwd
}

// inArc reports whether mount m of a ship at a pose bears on a hex. A
// target in the firer's own hex is in every arc.
func (s *State) inArc(id ShipID, m int, p Pose, to hex.Hex) bool {
	return p.Hex == to || inCones(ArcsFor(s.cls(id).mounts[m].arc, s.drive(id)), p, to)
}

// inCones is inArc with the mount's cones (ArcsFor) found already, for
// the callers that ask at every pose of a path: the cones are the same
// at each.
func inCones(allowed hex.ConeSet, p Pose, to hex.Hex) bool {
	return p.Hex == to || allowed == hex.Cone360 || allowed.Overlaps(hex.SilentDeathCones(p.Hex, p.Heading, to))
}

// bestPose is the pose of the flight path from which mount m bears on the
// target at the shortest range (the later pose on a tie), or −1.
func (s *State) bestPose(id ShipID, m int, t ShipID) int {
	best, bd := -1, 0
	to := s.ships[t].pos
	allowed := ArcsFor(s.cls(id).mounts[m].arc, s.drive(id)) // inArc's, the same at every pose
	// Asked once, not at every pose: Legal asks for each weapon and target.
	fh, bound := s.fireHex(id)
	for i, p := range s.ships[id].path {
		if bound && p.Hex != fh {
			continue // another hex than the one the ship fires from
		}
		if !inCones(allowed, p, to) {
			continue // not in arc
		}
		if d := hex.Distance(p.Hex, to); best < 0 || d <= bd {
			best, bd = i, d
		}
	}
	return best
}

// mayFireFrom reports a pose of the flight path the ship's weapons may
// still fire from this turn: any, until it has fired; then those in the
// hex it fired from (fireHex).
func (s *State) mayFireFrom(id ShipID, from int) bool {
	h, bound := s.fireHex(id)
	return !bound || s.ships[id].path[from].Hex == h
}

// fireHex is the hex the ship's weapons fire from this turn once its first
// shot has chosen it, bound true; before that, bound is false and any hex
// of the flight path serves. "They may elect to fire weapons from some hex
// that was in their flight path" (Movement 6): the ship chooses one hex,
// from which all its weapons fire; a pose there after a turn in that hex
// serves as well as the one before it.
func (s *State) fireHex(id ShipID) (h hex.Hex, bound bool) {
	sh := s.ships[id]
	switch {
	case sh.fireFrom > 0 && sh.fireFrom <= len(sh.path):
		return sh.path[sh.fireFrom-1].Hex, true
	case s.firedHere(id):
		return sh.path[len(sh.path)-1].Hex, true
	}
	return hex.Hex{}, false
}

// firedHere reports a ship that has fired, launched or projected in this
// turn's fire step: missiles launched (only a ship's fire step launches
// them), or a weapon used but neither at a missile before the ship moved
// nor as a projector that works on the ship itself (a cloak, a dazzle,
// images), which is fired at nothing and from no hex in particular.
func (s *State) firedHere(id ShipID) bool {
	sh := s.ships[id]
	if sh.launched8 > 0 {
		return true
	}
	mounts := s.cls(id).mounts
	for m := range mounts {
		if y := sh.sys[m]; y.used && !y.early && !mounts[m].onSelf() {
			return true
		}
	}
	return false
}

// firePose is the pose the fire options start from: the one the ship has
// fired from this turn if not in the end hex, else the end of its path.
func (sh *ship) firePose() int {
	if sh.fireFrom > 0 && sh.fireFrom <= len(sh.path) {
		return sh.fireFrom - 1
	}
	return len(sh.path) - 1
}

// firesFrom records the pose of the ship's first shot of its fire step
// with mount m, which fixes the hex the others fire from; called before
// the shot marks its weapon used. The end hex needs no record (firedHere
// tells it), nor a projector working on the ship itself.
func (s *State) firesFrom(id ShipID, m, from int) {
	sh := s.ships[id]
	if sh.fireFrom == 0 && !s.cls(id).mounts[m].onSelf() && !s.firedHere(id) && sh.path[from].Hex != sh.path[len(sh.path)-1].Hex {
		s.mut(id).fireFrom = from + 1
	}
}

// target checks a ship as the target of a shot from the firing ship.
func (s *State) target(by engine.Player, id, t ShipID, contact int) error {
	if !s.valid(t) {
		return fmt.Errorf("there is no ship %d", t)
	}
	tg := s.ships[t]
	switch {
	case tg.status == stAboard && s.valid(tg.carrier):
		return fmt.Errorf("the %s is in the %s's hangar: a craft aboard is inside its carrier and is aimed at only once launched (Launching; Hangars)", tg.name, s.ships[tg.carrier].name)
	case tg.status == stCaptured:
		return fmt.Errorf("the %s has been taken by boarders and is out of play (Boarding Squad Combat)", tg.name)
	case tg.status != stActive:
		return fmt.Errorf("the %s is scrap and out of play (The Result of Damage)", tg.name)
	case tg.side == by:
		return fmt.Errorf("the %s is on your side: weapons are aimed at the enemy (own reading; Weapons Use)", tg.name)
	case s.held(t):
		return fmt.Errorf("the %s is in stasis: nothing can affect it (Stasis Beam)", tg.name)
	case contact < 0 || contact > tg.images:
		if tg.images == 0 {
			return fmt.Errorf("the %s shows no images: its one contact is 0, and there is no contact %d to aim at (Image Projector)", tg.name, contact)
		}
		return fmt.Errorf("the %s shows %d contacts (it and %d images), 0 to %d: there is no contact %d to aim at (Image Projector)", tg.name, tg.images+1, tg.images, tg.images, contact)
	}
	return nil
}

// firingMount checks that a ship is the one firing and owned by by, that
// its mount and pose exist, and that the mount can fire.
func (s *State) firingMount(by engine.Player, id ShipID, m, from int) error {
	if s.phase != phFire {
		return fmt.Errorf("ships fire right after their move, in the Fire phase, not the %s phase (Movement 6)", s.Phase().Name)
	}
	if id != s.firing {
		if s.valid(s.firing) {
			return fmt.Errorf("the %s is firing now: each ship fires right after its own move (Movement 6)", s.ships[s.firing].name)
		}
		return fmt.Errorf("ship %d is not firing now", id)
	}
	sh := s.ships[id]
	if sh.side != by {
		return fmt.Errorf("the %s is not yours", sh.name)
	}
	if m < 0 || m >= len(s.cls(id).mounts) {
		return fmt.Errorf("the %s has no weapon %d", sh.name, m)
	}
	if from < 0 || from >= len(sh.path) {
		return fmt.Errorf("the %s's flight path has %d poses, @0 to @%d on the map: there is no pose @%d (fire from a hex of the flight path)", sh.name, len(sh.path), len(sh.path)-1, from)
	}
	if !s.mayFireFrom(id, from) {
		return fmt.Errorf("the %s fires from %s (@%d) this turn: its weapons fire from the one hex of its flight path it chose, not from %s (@%d) (Movement 6)", sh.name, FormatHex(sh.path[sh.firePose()].Hex), sh.firePose(), FormatHex(sh.path[from].Hex), from)
	}
	if !s.mountWorks(id, m) {
		return s.whyNot(id, m)
	}
	return nil
}

// whyNot explains why a mount cannot fire.
func (s *State) whyNot(id ShipID, m int) error {
	sh := s.ships[id]
	mt := &s.cls(id).mounts[m]
	name := s.cls(id).sysName[m]
	switch {
	case !s.mountUp(id, m) && sh.sys[m].ctrl:
		return fmt.Errorf("the %s's %s is held by enemy boarders: they have ceased its operation (Boarding Squad Combat)", sh.name, name)
	case !s.mountUp(id, m):
		return fmt.Errorf("the %s's %s is knocked out: damage took it offline (Doing Damage)", sh.name, name)
	case sh.sys[m].used:
		return fmt.Errorf("the %s's %s has fired this turn: each weapon is used once a turn (Weapons Use)", sh.name, name)
	case s.shut(id):
		return fmt.Errorf("the %s is %s: it fires nothing (%s)", sh.name, s.coasting(id), s.coastRule(id))
	case mt.shots > 0 && sh.sys[m].shots <= 0 && s.reloadsLeft(id, m) > 0:
		return fmt.Errorf("the %s's %s has no rounds left: its magazine of %d shots is spent; %s left for it, loaded by a reload declared in the Declaration phase (Weapon Design)", sh.name, name, mt.shots, reloadWords(s.reloadsLeft(id, m)))
	case mt.shots > 0 && sh.sys[m].shots <= 0:
		return fmt.Errorf("the %s's %s has no rounds left: its magazine of %d shots is spent (Weapon Design)", sh.name, name, mt.shots)
	case mt.energy && s.drive(id) == 0:
		return fmt.Errorf("the %s has lost all its Drive: no power for its %s (The Result of Damage)", sh.name, name)
	}
	return fmt.Errorf("the %s's %s cannot fire", sh.name, name)
}

func (s *State) checkFire(in Fire) error {
	if err := s.firingMount(in.By, in.Ship, in.Weapon, in.From); err != nil {
		return err
	}
	mt := &s.cls(in.Ship).mounts[in.Weapon]
	if mt.missile() {
		return fmt.Errorf("the %s is a missile magazine: launch it with a salvo", s.cls(in.Ship).sysName[in.Weapon])
	}
	if mt.projector() {
		return fmt.Errorf("the %s is a projector: use it with project", s.cls(in.Ship).sysName[in.Weapon])
	}
	if err := s.target(in.By, in.Ship, in.Target, in.Contact); err != nil {
		return err
	}
	p := s.ships[in.Ship].path[in.From]
	if !s.inArc(in.Ship, in.Weapon, p, s.ships[in.Target].pos) {
		return fmt.Errorf("the %s is outside the arcs the %s's %s covers from that hex at Drive %d (Determine Arc)", s.ships[in.Target].name, s.ships[in.Ship].name, s.cls(in.Ship).sysName[in.Weapon], s.drive(in.Ship))
	}
	return nil
}

// use spends a mount's shot.
func (s *State) use(id ShipID, m int) {
	y := &s.mutSys(id)[m]
	y.used = true
	if s.cls(id).mounts[m].shots > 0 {
		y.shots--
	}
}

// rollToHit rolls a weapon's Range in d10s against an effective range.
func (s *State) rollToHit(purpose string, dice, need int, why string) engine.Roll {
	ds := make([]engine.Die, dice)
	for i := range ds {
		ds[i] = engine.Die{Sides: 10, Face: s.dice.D(10)}
	}
	r := engine.NewRoll(purpose, ds, nil, max(need, 1), engine.AtLeast)
	r.Success = r.Total >= need
	r.Result = map[bool]string{true: "hit", false: "miss"}[r.Success] + " (" + why + ")"
	if need > 10*dice {
		// "needs 456+" on 1d10 said nothing of its being hopeless.
		verb := "make"
		if dice == 1 {
			verb = "makes"
		}
		r.Result = fmt.Sprintf("miss (%s; out of reach: %dd10 %s %d at most)", why, dice, verb, 10*dice)
	}
	return r
}

// rollDamage rolls a weapon's damage: fixed points, or d10s.
func (s *State) rollDamage(purpose string, fixed, dice int, ev []engine.Event) (int, []engine.Event) {
	if dice == 0 {
		return fixed, ev
	}
	ds := make([]engine.Die, dice)
	for i := range ds {
		ds[i] = engine.Die{Sides: 10, Face: s.dice.D(10)}
	}
	r := engine.NewRoll(purpose, ds, nil, 0, "")
	r.Result = strconv.Itoa(r.Total) + " damage"
	return r.Total, append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer, Roll: &r})
}

func (s *State) doFire(in Fire, ev []engine.Event) []engine.Event {
	id, t := in.Ship, in.Target
	mt := s.cls(id).mounts[in.Weapon]
	name := s.cls(id).sysName[in.Weapon]
	s.firesFrom(id, in.Weapon, in.From)
	s.use(id, in.Weapon)
	sh, tg := s.ships[id], s.ships[t] // read only: dissolve and damage write tg's own copy
	from := sh.path[in.From].Hex
	b := s.effective(from, t, in.Aim != AimNone)
	r := s.rollToHit(sh.name+"'s "+name+" at the "+tg.name, mt.rng, b.Effective, b.String())
	ev = append(ev, engine.Event{Kind: KindFire, Player: in.By, Roll: &r})
	if !r.Success {
		return ev
	}
	if hitImage(tg, in.Contact) {
		return append(ev, s.dissolve(t, in.Contact))
	}
	dmg, ev := s.rollDamage(name+" damage", mt.dmg, mt.dice, ev)
	dmg, ev = s.absorbWalls(from, tg.pos, dmg, ev)
	if dmg == 0 {
		return ev
	}
	return s.damage(t, hit{dmg: dmg, ignoresShields: mt.ignoresShields, aim: in.Aim, what: sh.name + "'s " + name}, ev)
}

// hitImage reports a shot at a contact that is one of the target's images.
func hitImage(tg *ship, contact int) bool { return tg.images > 0 && contact != tg.decoy }

// dissolve removes the image a shot struck; the real ship keeps its place
// among the contacts that remain.
func (s *State) dissolve(t ShipID, contact int) engine.Event {
	tg := s.mut(t)
	if contact < tg.decoy {
		tg.decoy--
	}
	tg.images--
	return engine.Event{Kind: "image", Player: engine.NoPlayer, Text: fmt.Sprintf("contact #%d was one of the %s's images: it vanishes (%d left)", contact+1, tg.name, tg.images)}
}

// absorbWalls lets the force planes between two hexes absorb damage.
func (s *State) absorbWalls(from, to hex.Hex, dmg int, ev []engine.Event) (int, []engine.Event) {
	if len(s.walls) == 0 || dmg == 0 {
		return dmg, ev
	}
	line := hex.Line(from, to)
	for i := range s.walls {
		w := &s.walls[i]
		if w.left == 0 || !crosses(line, w.hexes) {
			continue
		}
		a := min(dmg, w.left)
		w.left -= a
		dmg -= a
		ev = append(ev, engine.Event{Kind: "wall", Player: engine.NoPlayer, Text: fmt.Sprintf("the %s's force plane absorbs %d (%d left)", s.ships[w.owner].name, a, w.left)})
		if dmg == 0 {
			break
		}
	}
	return dmg, ev
}

// crosses reports a line (the firer's hex excluded) that enters a wall.
func crosses(line, wall []hex.Hex) bool {
	for _, h := range line[1:] {
		for _, w := range wall {
			if h == w {
				return true
			}
		}
	}
	return false
}

func (s *State) checkDone(in Done) error {
	if s.phase != phFire || in.Ship != s.firing {
		return fmt.Errorf("only the ship that has just moved ends its fire (Movement 6)")
	}
	if s.ships[in.Ship].side != in.By {
		return fmt.Errorf("the %s is not yours", s.ships[in.Ship].name)
	}
	return nil
}

func (s *State) doDone(in Done, ev []engine.Event) []engine.Event {
	ev = append(ev, engine.Event{Kind: KindDone, Player: in.By, Text: s.ships[in.Ship].name + " ends its fire"})
	s.firing = NoShip
	return s.advance(ev)
}

// enemies lists the ships of the other side that shots may target.
func (s *State) enemies(id ShipID) []ShipID { return s.foesOf(s.ships[id].side, nil) }

// foesOf is the ships shots of side may target, appended to buf[:0].
func (s *State) foesOf(side engine.Player, buf []ShipID) []ShipID {
	out := buf[:0]
	for k, o := range s.ships {
		if o.side != side && o.status == stActive && !s.held(ShipID(k)) {
			out = append(out, ShipID(k))
		}
	}
	return out
}

// hasFireStep reports that fireOptions(id, false) lists something: a ship
// with a flight path that is not shut down has a fire step, if only to
// end it (Done).
func (s *State) hasFireStep(id ShipID) bool {
	return len(s.ships[id].path) > 0 && !s.shut(id)
}

// fireOptions lists what the firing ship may do: each weapon at each
// target from the pose that brings it closest, a salvo of one missile from
// each magazine at each target, each projector's uses, and Done. With one,
// it stops at the first and leaves Done out (is there anything at all?).
func (s *State) fireOptions(id ShipID, one bool) []engine.Intent {
	sh := s.ships[id]
	by := sh.side
	c := s.cls(id)
	if len(sh.path) == 0 || s.shut(id) {
		return nil
	}
	var out []engine.Intent
	if !one {
		out = make([]engine.Intent, 0, 16)
	}
	var fb [16]ShipID
	foes := s.foesOf(by, fb[:0])
	fromPose := sh.firePose()
	for m := range c.mounts {
		if !s.mountWorks(id, m) {
			continue
		}
		mt := &c.mounts[m]
		switch {
		case mt.missile():
			if !c.missileLimitOK(sh.launched8 + mt.mSize8) {
				continue
			}
			for _, t := range foes {
				for k := 0; k <= s.ships[t].images; k++ {
					out = append(out, Salvo{By: by, Ship: id, Weapon: m, Count: 1, From: fromPose, Target: t, Contact: k})
					if one {
						return out
					}
				}
			}
		case mt.projector():
			out = append(out, s.projectOptions(id, m)...)
			if one && len(out) > 0 {
				return out
			}
		default:
			for _, t := range foes {
				from := s.bestPose(id, m, t)
				if from < 0 {
					continue
				}
				for k := 0; k <= s.ships[t].images; k++ {
					out = append(out, Fire{By: by, Ship: id, Weapon: m, From: from, Target: t, Contact: k})
					if one {
						return out
					}
				}
			}
		}
	}
	if !one {
		out = append(out, Done{By: by, Ship: id})
	}
	return out
}
