package sscs

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Missiles (Missiles; Hitting Missiles and Projectiles): a salvo is
// launched from a hex of the flight path; its target either dodges each
// missile (d10 ≤ its Drive) or shoots at the salvo with weapons it has not
// used this turn (every weapon named fires and spends its round, one
// chance each), and may dodge the missiles none of them shoots at — never
// both at one missile; the missiles left roll their Drive or less on a
// d10, one more for each hex of effective range beyond their Range, and
// each that hits does its warhead in d10s, which shields do not stop.

func (s *State) checkSalvo(in Salvo) error {
	if err := s.firingMount(in.By, in.Ship, in.Weapon, in.From); err != nil {
		return err
	}
	c := s.cls(in.Ship)
	mt := &c.mounts[in.Weapon]
	sh := s.ships[in.Ship]
	if !mt.missile() {
		return fmt.Errorf("the %s's %s is not a missile magazine: only missiles are launched in a salvo (Missiles)", sh.name, c.sysName[in.Weapon])
	}
	if in.Count > sh.sys[in.Weapon].shots {
		return fmt.Errorf("the %s's %s has %d missiles left: it cannot launch %d (Missiles)", sh.name, c.sysName[in.Weapon], sh.sys[in.Weapon].shots, in.Count)
	}
	if !c.missileLimitOK(sh.launched8 + in.Count*mt.mSize8) {
		return fmt.Errorf("the %s may launch missiles of total size %s a turn (total size %d × 0.05; Evaluate Design, recoil limit 1): %d more of size %s is too much",
			sh.name, design.I(c.dv.TotalSize).Mul(design.F(1, 20)), c.dv.TotalSize, in.Count, design.F(int64(mt.mSize8), 8))
	}
	return s.target(in.By, in.Ship, in.Target, in.Contact)
}

func (s *State) doSalvo(in Salvo, ev []engine.Event) []engine.Event {
	s.firesFrom(in.Ship, in.Weapon, in.From)
	sh := s.mut(in.Ship)
	mt := &s.cls(in.Ship).mounts[in.Weapon]
	s.mutSys(in.Ship)[in.Weapon].shots -= in.Count
	sh.launched8 += in.Count * mt.mSize8
	at := sh.path[in.From].Hex
	s.salvo = salvo{on: true, from: in.Ship, mount: in.Weapon, n: in.Count, at: at, target: in.Target, contact: in.Contact}
	ev = append(ev, engine.Event{Kind: KindSalvo, Player: in.By, Text: fmt.Sprintf("%s launches %s from %s at the %s (%d left)",
		sh.name, SalvoWords(in.Count, s.cls(in.Ship).sysName[in.Weapon]), FormatHex(at), s.ships[in.Target].name, sh.sys[in.Weapon].shots)})
	if s.shut(in.Target) {
		// A ship shut down can neither dodge nor shoot; the log says so,
		// or the missiles' rolls follow the launch with no word of why.
		ev = append(ev, engine.Event{Kind: KindSalvo, Player: s.ships[in.Target].side, Text: fmt.Sprintf("the %s is shut down (%s): it can neither dodge nor shoot at the missiles", s.ships[in.Target].name, s.shutWhy(in.Target))})
		return s.resolveSalvo(ev)
	}
	s.phase = phReact
	return ev
}

// SalvoWords names n missiles of a launcher: "1 Hydra missile",
// "2 × Hydra missile" (a launcher's name is the designer's, which a plural
// "s" could garble).
func SalvoWords(n int, launcher string) string {
	if n == 1 {
		return "1 " + launcher
	}
	return fmt.Sprintf("%d × %s", n, launcher)
}

func (s *State) checkReact(by engine.Player) error {
	if s.phase != phReact || !s.salvo.on {
		return fmt.Errorf("there is no salvo to answer")
	}
	if s.ships[s.salvo.target].side != by {
		return fmt.Errorf("the salvo is aimed at the %s, not at you", s.ships[s.salvo.target].name)
	}
	return nil
}

func (s *State) checkDodge(in Dodge) error { return s.checkReact(in.By) }

func (s *State) doDodge(in Dodge, ev []engine.Event) []engine.Event {
	s.salvo.n, ev = s.dodge(in.By, 0, s.salvo.n, ev)
	return s.resolveSalvo(ev)
}

// dodge rolls a d10 for each of n missiles, numbered from first+1, which
// the salvo's target dodges with its Drive or less; it returns how many
// are still coming.
func (s *State) dodge(by engine.Player, first, n int, ev []engine.Event) (int, []engine.Event) {
	t := s.salvo.target
	need := s.drive(t)
	left := 0
	for k := first; k < first+n; k++ {
		f := s.dice.D(10)
		// A Drive of 0 needs 0 or less, which no d10 rolls: the roll says
		// so in its result (a roll's "needs" is silent on a 0), rather than
		// "needs 1 or less" beside a 1 that still fails.
		r := engine.NewRoll(fmt.Sprintf("%s dodges missile %d", s.ships[t].name, k+1), []engine.Die{{Sides: 10, Face: f}}, nil, need, engine.AtMost)
		r.Success = f <= need
		r.Result = map[bool]string{true: "dodged", false: "still coming"}[r.Success] + fmt.Sprintf(" (its Drive %d or less)", need)
		if need == 0 {
			r.Result = "still coming (its Drive 0 or less: with no Drive left it cannot dodge)"
		}
		ev = append(ev, engine.Event{Kind: KindDodge, Player: by, Roll: &r})
		if !r.Success {
			left++
		}
	}
	return left, ev
}

// canShoot reports a weapon of the target that may shoot at a salvo: one
// that could fire now (railguns, antimissiles, beams, cannons, torpedoes;
// not projectors or missiles) and bears on the launching hex.
func (s *State) canShoot(t ShipID, m int) bool {
	mt := &s.cls(t).mounts[m]
	if mt.missile() || mt.projector() || !s.mountWorks(t, m) {
		return false
	}
	return s.inArc(t, m, Pose{s.ships[t].pos, s.ships[t].heading}, s.salvo.at)
}

// whyNotShoot says why a weapon of a salvo's target cannot shoot at its
// missiles (canShoot), with the rule.
func (s *State) whyNotShoot(t ShipID, m int) error {
	mt := &s.cls(t).mounts[m]
	name := s.cls(t).sysName[m]
	switch {
	case mt.missile() || mt.projector():
		return fmt.Errorf("the %s's %s cannot shoot at the missiles: it is a missile magazine or a projector, and only weapons that roll to hit shoot them down (Hitting Missiles and Projectiles)", s.ships[t].name, name)
	case !s.mountWorks(t, m):
		return fmt.Errorf("cannot shoot at the missiles: %w", s.whyNot(t, m))
	}
	return fmt.Errorf("the %s's %s cannot shoot at the missiles: the launching hex %s is outside the arcs it covers at Drive %d (Determine Arc)", s.ships[t].name, name, FormatHex(s.salvo.at), s.drive(t))
}

func (s *State) checkShoot(in ShootDown) error {
	if err := s.checkReact(in.By); err != nil {
		return err
	}
	t := s.salvo.target
	for _, m := range in.Weapons {
		if m < 0 || m >= len(s.cls(t).mounts) {
			return fmt.Errorf("the %s has no weapon %d", s.ships[t].name, m)
		}
		if !s.canShoot(t, m) {
			return s.whyNotShoot(t, m)
		}
	}
	if in.Dodge && len(in.Weapons) >= s.salvo.n {
		return fmt.Errorf("%d weapons shoot at the %d missiles: none is left to dodge (a missile is shot at or dodged, not both)", len(in.Weapons), s.salvo.n)
	}
	return nil
}

// MissileShotRange is the effective range for shooting at a missile:
// half the distance from its launcher to its target (the missile is met
// midway), rounded down and at least 1, and three times that for any
// weapon but an antimissile.
func MissileShotRange(distance int, antimissile bool) int {
	r := max(distance/2, 1)
	if !antimissile {
		r *= 3
	}
	return r
}

func (s *State) doShoot(in ShootDown, ev []engine.Event) []engine.Event {
	t := s.salvo.target
	tg := s.ships[t] // its name and place: use writes its own copy
	dist := hex.Distance(s.salvo.at, tg.pos)
	// Each weapon shoots at a missile of its own while there are more
	// missiles than weapons before it; those none shoots at may be
	// dodged instead (a missile is shot at or dodged, not both).
	free := 0
	if in.Dodge {
		free = max(s.salvo.n-len(in.Weapons), 0)
		s.salvo.n -= free
	}
	for _, m := range in.Weapons {
		mt := &s.cls(t).mounts[m]
		// "All the ammo designated is marked as used": a weapon named to
		// fire fires, even when those before it have left no missile.
		s.use(t, m)
		if !tg.moved {
			// Not a shot of its own fire step, which is to come
			// (firedHere): the hex it fires from is still its choice.
			s.mutSys(t)[m].early = true
		}
		if s.salvo.n == 0 {
			ev = append(ev, engine.Event{Kind: KindShoot, Player: in.By, Text: fmt.Sprintf("%s's %s fires too, with no missile left to hit", tg.name, s.cls(t).sysName[m])})
			continue
		}
		need := MissileShotRange(dist, mt.typ == design.Antimissile)
		// Say how the need comes from the distance: half of it, rounded
		// down and at least 1 (Hitting Missiles; the document's reading).
		why := fmt.Sprintf("half of %d rounded down", dist)
		if dist/2 < 1 {
			why += ", at least 1"
		}
		if mt.typ != design.Antimissile {
			why += ", × 3 for a missile's speed and size"
		}
		r := s.rollToHit(fmt.Sprintf("%s's %s at a missile", tg.name, s.cls(t).sysName[m]), mt.rng, need, why)
		if r.Success {
			r.Result += ": one missile shot down"
			s.salvo.n--
		}
		ev = append(ev, engine.Event{Kind: KindShoot, Player: in.By, Roll: &r})
	}
	if free > 0 {
		var left int
		left, ev = s.dodge(in.By, len(in.Weapons), free, ev)
		s.salvo.n += left
	}
	return s.resolveSalvo(ev)
}

// MissileExcess is what a missile adds to its d10, which must come to its
// Drive or less to hit: the hexes of effective range beyond its Range.
func MissileExcess(effective, rng int) int { return max(effective-rng, 0) }

// resolveSalvo rolls for each missile left and goes back to the firing
// ship's fire.
func (s *State) resolveSalvo(ev []engine.Event) []engine.Event {
	sv := s.salvo
	s.salvo = salvo{}
	id, t := sv.from, sv.target
	mt := s.cls(id).mounts[sv.mount]
	tg := s.mut(t) // the damage below writes this copy, which the loop reads
	for k := 0; k < sv.n && tg.status == stActive; k++ {
		b := s.effective(sv.at, t, false)
		excess := MissileExcess(b.Effective, mt.mRange)
		f := s.dice.D(10)
		var mods []engine.Mod
		if excess > 0 {
			mods = append(mods, engine.Mod{Why: "hexes beyond its range", Value: excess})
		}
		r := engine.NewRoll(fmt.Sprintf("%s's missile at the %s", s.ships[id].name, tg.name), []engine.Die{{Sides: 10, Face: f}}, mods, mt.mDrive, engine.AtMost)
		r.Result = map[bool]string{true: "hit", false: "miss"}[r.Success] + fmt.Sprintf(" (the missile's Drive %d or less; effective range: %s, its Range %d)", mt.mDrive, b.String(), mt.mRange)
		if 1+excess > mt.mDrive {
			r.Result = fmt.Sprintf("miss (the missile's Drive %d or less; effective range: %s, its Range %d; out of reach: the least it makes is %d)", mt.mDrive, b.String(), mt.mRange, 1+excess)
		}
		ev = append(ev, engine.Event{Kind: KindSalvo, Player: s.ships[id].side, Roll: &r})
		if !r.Success {
			continue
		}
		if hitImage(tg, sv.contact) {
			ev = append(ev, s.dissolve(t, sv.contact))
			break // the rest of the salvo was aimed at an image that is gone
		}
		var dmg int
		dmg, ev = s.rollDamage("warhead", 0, mt.mWarhead, ev)
		dmg, ev = s.absorbWalls(sv.at, tg.pos, dmg, ev)
		if dmg > 0 {
			ev = s.damage(t, hit{dmg: dmg, ignoresShields: true, what: s.ships[id].name + "'s missile"}, ev)
		}
	}
	s.phase = phFire
	return s.enterFire(id, ev)
}

// shootOptions lists the answers to a salvo: dodge; all the weapons that
// can shoot; the antimissiles alone; each weapon alone.
func (s *State) shootOptions(p engine.Player) []engine.Intent {
	out := []engine.Intent{Dodge{By: p}}
	t := s.salvo.target
	var all, am []int
	for m := range s.cls(t).mounts {
		if s.canShoot(t, m) {
			all = append(all, m)
			if s.cls(t).mounts[m].typ == design.Antimissile {
				am = append(am, m)
			}
		}
	}
	if len(all) == 0 {
		return out
	}
	n := s.salvo.n
	// Each choice of weapons, and with fewer weapons than missiles the
	// same choice dodging the rest.
	add := func(ws []int) {
		out = append(out, ShootDown{By: p, Weapons: ws})
		if len(ws) < n {
			out = append(out, ShootDown{By: p, Weapons: ws, Dodge: true})
		}
	}
	add(all)
	if len(am) > 0 && len(am) < len(all) {
		add(am)
	}
	if len(all) > 1 {
		for _, m := range all {
			add([]int{m})
		}
	}
	return out
}
