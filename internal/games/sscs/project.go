package sscs

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Projectors ("really large weapons, that affect EVERY target in the target
// hex"). Those aimed at enemies roll to hit like any weapon; those that
// work on the ship itself or on a friend do not. Their effects on the
// ship — cloak, dazzle, images, projected shields, transferred ECM, a
// force plane — last until its next move (or to the end of the next turn
// if it does not move).

// projectorValue is a projector's value: its fixed damage.
func (m *mount) value() int { return m.dmg }

// stasisRadius is the radius of the area a Stasis Beam holds: the area
// covers "value" hexes, so the target hex alone up to value 6, with the
// ring around it from 7, two rings from 19.
func stasisRadius(value int) int {
	r := 0
	for 3*(r+1)*(r+2)+1 <= value {
		r++
	}
	return r
}

// forcePlaneHexes lays a wall of ⌊value/4⌋ hexes (at least 1) centred on
// at, running along dir.
func forcePlaneHexes(value int, at hex.Hex, dir hex.Direction) []hex.Hex {
	w := max(value/4, 1)
	out := []hex.Hex{at}
	for k := 1; len(out) < w; k++ {
		out = append(out, hex.Add(at, hex.Scale(dir.Offset(), k)))
		if len(out) < w {
			out = append(out, hex.Add(at, hex.Scale(dir.Opposite().Offset(), k)))
		}
	}
	return out
}

func (s *State) checkProject(in Project) error {
	if err := s.firingMount(in.By, in.Ship, in.Weapon, in.From); err != nil {
		return err
	}
	id := in.Ship
	sh := s.ships[id]
	mt := &s.cls(id).mounts[in.Weapon]
	if !mt.projector() {
		return fmt.Errorf("the %s's %s is not a projector: use it with fire or salvo (Projectors)", sh.name, s.cls(id).sysName[in.Weapon])
	}
	pose := sh.path[in.From]
	v := mt.value()
	noPlace := in.At != (Cell{}) || in.Dir != 0
	switch mt.effect {
	case design.Dazzle, design.ImageProjector, design.CloakField:
		if in.Target != id || in.Contact != 0 || noPlace {
			return fmt.Errorf("the %s works on the ship itself: target is the %s (ship %d), with no contact, hex or direction (Projectors)", s.cls(id).sysName[in.Weapon], sh.name, id)
		}
		return nil
	case design.ShieldProjection, design.TransferECM:
		if !s.valid(in.Target) || in.Target == id || s.ships[in.Target].side != in.By || s.ships[in.Target].status != stActive || in.Contact != 0 || noPlace {
			return fmt.Errorf("the %s works on another ship of your side in play, with no contact, hex or direction (Projectors)", s.cls(id).sysName[in.Weapon])
		}
		d := hex.Distance(pose.Hex, s.ships[in.Target].pos)
		if mt.effect == design.ShieldProjection && d > v/2 {
			return fmt.Errorf("shield projection reaches ships within half its value, %d hexes: the %s is %d away (Shield Projection)", v/2, s.ships[in.Target].name, d)
		}
		if mt.effect == design.TransferECM && (d == 0 || d > mt.rng) {
			return fmt.Errorf("transfer ECM reaches a ship in another hex within its Range, %d hexes: the %s is %d away (Transfer ECM; the Range is the project's own)", mt.rng, s.ships[in.Target].name, d)
		}
		return nil
	case design.ForcePlane:
		at := hex.Hex{Q: in.At.Q, R: in.At.R}
		if in.Target != id || in.Contact != 0 {
			return fmt.Errorf("a force plane is raised by the ship itself: target is the %s (ship %d) (Force Plane)", sh.name, id)
		}
		if d := hex.Distance(pose.Hex, at); d > v/2 {
			return fmt.Errorf("a force plane stands up to half its value, %d hexes, from the ship: %s is %d away (Force Plane)", v/2, FormatHex(at), d)
		}
		return nil
	}
	// The projectors aimed at an enemy.
	if err := s.target(in.By, id, in.Target, in.Contact); err != nil {
		return err
	}
	to := s.ships[in.Target].pos
	if !s.inArc(id, in.Weapon, pose, to) {
		return fmt.Errorf("the %s is outside the arcs the %s covers from that hex at Drive %d (Determine Arc)", s.ships[in.Target].name, s.cls(id).sysName[in.Weapon], s.drive(id))
	}
	if mt.effect == design.DisplacerPulse {
		at := hex.Hex{Q: in.At.Q, R: in.At.R}
		if d := hex.Distance(pose.Hex, to); d > v/2 {
			return fmt.Errorf("a displacer pulse reaches targets within half its value, %d hexes: the %s is %d away (Displacer Pulse)", v/2, s.ships[in.Target].name, d)
		}
		if in.Dir != 0 {
			return fmt.Errorf("the %s takes a hex and no direction (Displacer Pulse)", s.cls(id).sysName[in.Weapon])
		}
		if d := hex.Distance(to, at); d > v/2 {
			return fmt.Errorf("the displaced ship reappears within %d hexes of where it was (half the value; the project's own limit, Displacer Pulse): %s is %d away", v/2, FormatHex(at), d)
		}
		if at == to {
			return fmt.Errorf("the displaced ship reappears in another hex than its own, %s (Displacer Pulse)", FormatHex(to))
		}
		return nil
	}
	if noPlace {
		return fmt.Errorf("the %s takes no hex or direction: it strikes the target's hex (Projectors)", s.cls(id).sysName[in.Weapon])
	}
	return nil
}

func (s *State) doProject(in Project, ev []engine.Event) []engine.Event {
	id := in.Ship
	s.firesFrom(id, in.Weapon, in.From)
	sh := s.mut(id)
	mt := s.cls(id).mounts[in.Weapon]
	s.use(id, in.Weapon)
	v := mt.value()
	pose := sh.path[in.From]
	say := func(text string) {
		ev = append(ev, engine.Event{Kind: KindProject, Player: in.By, Text: text})
	}
	switch mt.effect {
	case design.Dazzle:
		sh.dazzle, sh.effTurn = v, s.turn
		say(fmt.Sprintf("%s dazzles: ships within 2 hexes are %d hexes harder to hit, the %s itself %d", sh.name, v, sh.name, 4*v))
		return ev
	case design.CloakField:
		sh.cloak, sh.effTurn = v, s.turn
		say(fmt.Sprintf("%s raises its cloak field: effective range × %d, and no ECM", sh.name, v))
		return ev
	case design.ImageProjector:
		sh.images, sh.effTurn = v, s.turn
		f := s.dice.D(v + 1)
		sh.decoy = f - 1
		r := engine.NewRoll(sh.name+" hides among its images", []engine.Die{{Sides: v + 1, Face: f}}, nil, 0, "")
		r.Result = fmt.Sprintf("it is contact #%d", sh.decoy+1) // contacts count from 1, as the screen names them
		ev = append(ev, engine.Event{Kind: KindProject, Player: in.By, Secret: true, Roll: &r})
		say(fmt.Sprintf("%s projects %d images: %d contacts, apparently real", sh.name, v, v+1))
		return ev
	case design.ShieldProjection:
		// "to ships within 1/2 value hexes" (rules 3): every friend in
		// reach of the projecting hex, the one named among them.
		sh.effTurn = s.turn
		var names []string
		for k := range s.ships {
			o := s.ships[k]
			if ShipID(k) != id && o.side == in.By && o.status == stActive && !s.held(ShipID(k)) && hex.Distance(pose.Hex, o.pos) <= v/2 {
				s.mut(ShipID(k)).coveredBy = id
				names = append(names, "the "+o.name)
			}
		}
		say(fmt.Sprintf("%s extends its shields to %s", sh.name, strings.Join(names, ", ")))
		return ev
	case design.TransferECM:
		sh.ecmTo, sh.effTurn = in.Target, s.turn
		say(fmt.Sprintf("%s transfers its ECM (%d) to the ships of its side in the %s's hex", sh.name, s.ownECM(id), s.ships[in.Target].name))
		return ev
	case design.ForcePlane:
		at := hex.Hex{Q: in.At.Q, R: in.At.R}
		w := wall{owner: id, hexes: forcePlaneHexes(v, at, hex.Direction(in.Dir)), left: v, turn: s.turn}
		s.walls = append(s.walls, w)
		sh.effTurn = s.turn
		size := fmt.Sprintf("%d hexes", len(w.hexes))
		if len(w.hexes) == 1 {
			size = "one hex"
		}
		say(fmt.Sprintf("%s raises a force plane of %s at %s that absorbs up to %d", sh.name, size, FormatHex(at), v))
		return ev
	}
	ev = s.projectAt(in, pose, ev)
	if s.ships[id].status != stActive || s.shut(id) {
		// Its own blast, pulse or stasis beam struck it: a ship reduced to
		// scrap, shut down or held fires no more.
		ev = append(ev, engine.Event{Kind: KindDone, Player: in.By, Text: fmt.Sprintf("%s can fire no more this turn: its own %s struck it", sh.name, s.cls(id).sysName[in.Weapon])})
		s.firing = NoShip
		ev = s.advance(ev)
	}
	return ev
}

// projectAt resolves the projectors aimed at an enemy: a roll to hit
// against the target, then the effect on every ship in the target hex.
func (s *State) projectAt(in Project, pose Pose, ev []engine.Event) []engine.Event {
	id, t := in.Ship, in.Target
	sh, tg := s.ships[id], s.ships[t] // read only: what changes is written through mut
	mt := s.cls(id).mounts[in.Weapon]
	name := s.cls(id).sysName[in.Weapon]
	v := mt.value()
	b := s.effective(pose.Hex, t, false)
	r := s.rollToHit(fmt.Sprintf("%s's %s at the %s", sh.name, name, tg.name), mt.rng, b.Effective, b.String())
	ev = append(ev, engine.Event{Kind: KindProject, Player: in.By, Roll: &r})
	if !r.Success {
		return ev
	}
	// An image struck dissolves, as under any hit. The images fly in the
	// ship's own hex, so a projector that "affect[s] EVERY target in the
	// target hex" still reaches the real ship there (rules 5; rules 1-4
	// let the whole effect end with the image); the displacer's target is
	// the one contact alone.
	image := hitImage(tg, in.Contact)
	if image {
		ev = append(ev, s.dissolve(t, in.Contact))
		if mt.effect == design.DisplacerPulse {
			return ev
		}
	}
	at := tg.pos
	victims := s.areaVictims(id, mt, at)
	say := func(text string) {
		ev = append(ev, engine.Event{Kind: KindProject, Player: in.By, Text: text})
	}
	switch mt.effect {
	case design.EnergyBlast:
		for _, k := range victims {
			if k != t || image {
				// Every ship in the hex but the contact aimed at rolls to
				// hit for itself (own).
				bk := s.effective(pose.Hex, k, false)
				rk := s.rollToHit(fmt.Sprintf("%s's %s at the %s", sh.name, name, s.ships[k].name), mt.rng, bk.Effective, bk.String())
				ev = append(ev, engine.Event{Kind: KindProject, Player: in.By, Roll: &rk})
				if !rk.Success {
					continue
				}
			}
			dmg := v
			dmg, ev = s.absorbWalls(pose.Hex, at, dmg, ev)
			if dmg > 0 {
				ev = s.damage(k, hit{dmg: dmg, what: sh.name + "'s " + name}, ev)
			}
		}
	case design.TractorBeam, design.RepulserBeam:
		for _, k := range victims {
			to := s.pull(pose.Hex, s.ships[k].pos, v, mt.effect == design.TractorBeam)
			say(fmt.Sprintf("the %s is %s %d hexes, from %s to %s", s.ships[k].name, map[bool]string{true: "pulled", false: "pushed"}[mt.effect == design.TractorBeam],
				hex.Distance(s.ships[k].pos, to), FormatHex(s.ships[k].pos), FormatHex(to)))
			s.mut(k).pos = to
		}
	case design.EMP:
		for _, k := range victims {
			o := s.mut(k)
			o.empUntil = max(o.empUntil, s.turn+v)
			o.shieldLeft = 0
			say(fmt.Sprintf("the %s is shut down until the end of turn %d: it coasts", s.ships[k].name, s.turn+v))
			ev = s.dropEffects(k, -1, ev)
		}
	case design.StasisBeam:
		// "Stops all movement, fire, and action every turn used": held
		// for the rest of this turn, its Activity phase included; a beam
		// used again next turn holds it again (rules 7; rules 1-6 held it
		// to the end of the next turn too, when the beam, which cannot
		// reach a held ship, could not be used on it).
		for _, k := range victims {
			o := s.mut(k)
			o.heldUntil = max(o.heldUntil, s.turn)
			say(fmt.Sprintf("the %s is held in stasis until the end of this turn, %d", s.ships[k].name, s.turn))
			ev = s.dropEffects(k, -1, ev)
		}
	case design.DisplacerPulse:
		dest := hex.Hex{Q: in.At.Q, R: in.At.R}
		say(fmt.Sprintf("the %s is dumped into a gate and reappears at %s", tg.name, FormatHex(dest)))
		s.mut(t).pos = dest
		s.undock(t)
	}
	return ev
}

// areaVictims are the ships a projector of the area kinds (blast, pulse,
// stasis, tractor, repulser) takes when it hits at: every ship in the
// target hex, or the stasis area about it. "EVERY target in the target
// hex": a blast, a pulse or a stasis area takes the firer too when it
// stands there ("to every ship in the target hex", "all ships in value
// hexes"; rules 7 — rules 1-6 left it out); a tractor or repulser moves
// things toward or away from the ship, never the ship itself.
func (s *State) areaVictims(id ShipID, mt mount, at hex.Hex) []ShipID {
	var victims []ShipID
	radius := 0
	if mt.effect == design.StasisBeam {
		radius = stasisRadius(mt.value())
	}
	self := mt.effect != design.TractorBeam && mt.effect != design.RepulserBeam
	for k := range s.ships {
		o := s.ships[k]
		if (self || ShipID(k) != id) && o.status == stActive && !s.held(ShipID(k)) && hex.Distance(o.pos, at) <= radius {
			victims = append(victims, ShipID(k))
		}
	}
	return victims
}

// Caught lists the ships a projector's hit on its target would take
// besides the target itself — the others in the target hex (or stasis
// area), the firer among them when it stands there — for a screen to name
// before the shot; none for a projector that works on one ship only.
func (s *State) Caught(in Project) []ShipID {
	if !s.valid(in.Ship) || !s.valid(in.Target) || in.Weapon < 0 || in.Weapon >= len(s.cls(in.Ship).mounts) {
		return nil
	}
	mt := s.cls(in.Ship).mounts[in.Weapon]
	switch mt.effect {
	case design.EnergyBlast, design.EMP, design.StasisBeam, design.TractorBeam, design.RepulserBeam:
	default:
		return nil
	}
	var out []ShipID
	for _, k := range s.areaVictims(in.Ship, mt, s.ships[in.Target].pos) {
		if k != in.Target {
			out = append(out, k)
		}
	}
	return out
}

// pull is where a tractor beam (toward) or repulser beam (away) puts a
// ship: value hexes along the line from the firing hex, a tractor stopping
// at the firer.
func (s *State) pull(from, at hex.Hex, value int, toward bool) hex.Hex {
	if from == at {
		return at
	}
	if toward {
		line := hex.Line(from, at)
		k := max(len(line)-1-value, 0)
		return line[k]
	}
	d := hex.Distance(from, at)
	far := hex.Add(at, hex.Scale(hex.Sub(at, from), (value+d-1)/d))
	line := hex.Line(from, far)
	return line[min(d+value, len(line)-1)]
}

// undock breaks any docking of a ship that is moved away.
func (s *State) undock(id ShipID) {
	if sh := s.ships[id]; sh.dockWith != NoShip || sh.dockTurns != 0 {
		sh = s.mut(id)
		sh.dockWith, sh.dockTurns = NoShip, 0
	}
	for k := range s.ships {
		if s.ships[k].dockWith == id {
			o := s.mut(ShipID(k))
			o.dockWith, o.dockTurns = NoShip, 0
		}
	}
}

// coverOf is the ship whose projected shields cover ship id now, or
// NoShip. A Shield Projection extends the projector's shields "to ships
// within 1/2 value hexes": the friends in reach when it is cast (coveredBy)
// are covered while the projector is in play with its power and they stay
// within half its value of it, measured when a hit comes; one that has
// flown further off is not covered, nor again once back in reach of a
// projector that is still up. Rules 15; rules 3-14 kept a ship covered
// wherever it flew until the projector's next move, and a save of theirs
// still does (Scenario.coverAnywhere).
func (s *State) coverOf(id ShipID) ShipID {
	c := s.ships[id].coveredBy
	if c == NoShip || s.ships[c].status != stActive || !s.powered(c) {
		return NoShip
	}
	if !s.rules.sc.coverAnywhere && hex.Distance(s.ships[c].pos, s.ships[id].pos) > s.projectionReach(c) {
		return NoShip
	}
	return c
}

// projectionReach is how far a ship's shield projection reaches: half the
// value of its working Shield Projection projectors, rounded down (the
// largest, should it have more than one).
func (s *State) projectionReach(c ShipID) int {
	reach := -1
	mounts := s.cls(c).mounts
	for m := range mounts {
		if mounts[m].projector() && mounts[m].effect == design.ShieldProjection && s.mountUp(c, m) {
			reach = max(reach, mounts[m].value()/2)
		}
	}
	return reach
}

// endEffects ends what a ship's projectors did for it: when it moves
// again, or at the end of the turn after.
func (s *State) endEffects(id ShipID) {
	sh := s.mut(id)
	sh.cloak, sh.dazzle, sh.images, sh.decoy, sh.ecmTo = 0, 0, 0, 0, NoShip
	for k := range s.ships {
		if s.ships[k].coveredBy == id {
			s.mut(ShipID(k)).coveredBy = NoShip
		}
	}
	k := 0
	for _, w := range s.walls {
		if w.owner != id {
			s.walls[k] = w
			k++
		}
	}
	s.walls = s.walls[:k]
}

// lasting reports the projectors whose effect stays after use: on the
// ship itself (cloak, dazzle, images, transferred ECM), on a friend
// (projected shields) or in space (a force plane).
func lasting(effect string) bool {
	switch effect {
	case design.CloakField, design.Dazzle, design.ImageProjector, design.TransferECM, design.ShieldProjection, design.ForcePlane:
		return true
	}
	return false
}

// effectOn reports a lasting effect of a ship's projectors in force.
func (s *State) effectOn(id ShipID, effect string) bool {
	sh := s.ships[id]
	switch effect {
	case design.CloakField:
		return sh.cloak > 0
	case design.Dazzle:
		return sh.dazzle > 0
	case design.ImageProjector:
		return sh.images > 0
	case design.TransferECM:
		return sh.ecmTo != NoShip
	case design.ShieldProjection:
		for k := range s.ships {
			if s.ships[k].coveredBy == id {
				return true
			}
		}
	case design.ForcePlane:
		for _, w := range s.walls {
			if w.owner == id {
				return true
			}
		}
	}
	return false
}

// endEffect ends one lasting effect of a ship's projectors.
func (s *State) endEffect(id ShipID, effect string) {
	switch effect {
	case design.CloakField:
		s.mut(id).cloak = 0
	case design.Dazzle:
		s.mut(id).dazzle = 0
	case design.ImageProjector:
		sh := s.mut(id)
		sh.images, sh.decoy = 0, 0
	case design.TransferECM:
		s.mut(id).ecmTo = NoShip
	case design.ShieldProjection:
		for k := range s.ships {
			if s.ships[k].coveredBy == id {
				s.mut(ShipID(k)).coveredBy = NoShip
			}
		}
	case design.ForcePlane:
		k := 0
		for _, w := range s.walls {
			if w.owner != id {
				s.walls[k] = w
				k++
			}
		}
		s.walls = s.walls[:k]
	}
}

// dropEffects ends the lasting effects a ship can no longer keep up after
// losing system sys (rules 3): every one of them once it has no power
// ("Damaging all Drive systems also stops all power production", and a
// projector is an energy weapon), and its evasive maneuvers with them
// (rules 5: the ship coasts); a projector's own once no working
// projector of that effect is left (knocked out, or held by boarders).
// sys −1: the ship has been shut down (a pulse, stasis).
func (s *State) dropEffects(id ShipID, sys int, ev []engine.Event) []engine.Event {
	c := s.cls(id)
	if sys < 0 || sys == c.driveSys {
		if s.powered(id) {
			return ev
		}
		if s.ships[id].evasive > 0 {
			// Evasive maneuvers are flown with the Drive: a ship that has
			// lost its power or been shut down coasts (rules 5).
			s.mut(id).evasive = 0
			ev = append(ev, engine.Event{Kind: KindProject, Player: engine.NoPlayer,
				Text: fmt.Sprintf("the %s coasts: its evasive maneuvers end", s.ships[id].name)})
		}
		return s.endAllEffects(id, "has no power", ev)
	}
	if sys >= len(c.mounts) || !c.mounts[sys].projector() {
		return ev
	}
	e := c.mounts[sys].effect
	if !lasting(e) || !s.effectOn(id, e) {
		return ev
	}
	for m := range c.mounts {
		if c.mounts[m].projector() && c.mounts[m].effect == e && s.mountUp(id, m) {
			return ev // another projector of the kind keeps it up
		}
	}
	s.endEffect(id, e)
	return append(ev, engine.Event{Kind: KindProject, Player: engine.NoPlayer,
		Text: fmt.Sprintf("the %s's %s is out of action: its effect ends", s.ships[id].name, c.sysName[sys])})
}

// endAllEffects ends every lasting effect of a ship's projectors, with a
// log line that gives the reason ("the W has no power: its Cloak Field
// ends").
func (s *State) endAllEffects(id ShipID, why string, ev []engine.Event) []engine.Event {
	var gone []string
	for _, r := range design.ProjectorRows() {
		if lasting(r.Effect) && s.effectOn(id, r.Effect) {
			s.endEffect(id, r.Effect)
			gone = append(gone, r.Title)
		}
	}
	if len(gone) > 0 {
		ev = append(ev, engine.Event{Kind: KindProject, Player: engine.NoPlayer,
			Text: fmt.Sprintf("the %s %s: its %s %s", s.ships[id].name, why, strings.Join(gone, ", "), map[bool]string{true: "ends", false: "end"}[len(gone) == 1])})
	}
	return ev
}

// leavesPlay ends the lasting effects of a ship that leaves play without
// being reduced to scrap — taken by boarders, or a craft landed in its
// carrier's hangar (rules 10): its projectors are no longer its own to
// work (the boarders hold the whole ship) or work from inside a hangar.
// Rules 3-9 ended the effects a projected shield, transferred ECM or a
// dazzle have on other ships only in effect (they ask for a ship in
// play), and left the ship's force plane standing, absorbing damage to
// the end of the next turn.
func (s *State) leavesPlay(id ShipID, why string, ev []engine.Event) []engine.Event {
	return s.endAllEffects(id, why, ev)
}

// projectOptions lists a projector's uses for Legal: each enemy in arc
// for the projectors aimed at enemies (a displacer to six hexes around),
// the ship itself for cloak, dazzle and images, each friend in reach for
// shield projection and transfer of ECM, a wall ahead and to each side.
func (s *State) projectOptions(id ShipID, m int) []engine.Intent {
	var out []engine.Intent
	sh := s.ships[id]
	mt := &s.cls(id).mounts[m]
	by := sh.side
	fromPose := sh.firePose()
	pose := sh.path[fromPose]
	v := mt.value()
	switch mt.effect {
	case design.Dazzle, design.ImageProjector, design.CloakField:
		return []engine.Intent{Project{By: by, Ship: id, Weapon: m, From: fromPose, Target: id}}
	case design.ShieldProjection, design.TransferECM:
		for k := range s.ships {
			in := Project{By: by, Ship: id, Weapon: m, From: fromPose, Target: ShipID(k)}
			// checkProject refuses the ship itself and ships not in play.
			if s.ships[k].side == by && ShipID(k) != id && s.ships[k].status == stActive && s.checkProject(in) == nil {
				out = append(out, in)
			}
		}
		return out
	case design.ForcePlane:
		d := min(max(v/2, 0), 2)
		for _, turn := range []int{0, -1, 1} {
			dir := pose.Heading.Rotate(turn)
			at := hex.Add(pose.Hex, hex.Scale(dir.Offset(), d))
			out = append(out, Project{By: by, Ship: id, Weapon: m, From: fromPose, Target: id, At: Cell{at.Q, at.R}, Dir: int(dir.Rotate(2))})
		}
		return out
	}
	for _, t := range s.enemies(id) {
		from := s.bestPose(id, m, t)
		if from < 0 {
			continue
		}
		in := Project{By: by, Ship: id, Weapon: m, From: from, Target: t}
		if mt.effect == design.DisplacerPulse {
			// Below a value of 2 there is no other hex within reach.
			if v/2 == 0 || hex.Distance(sh.path[from].Hex, s.ships[t].pos) > v/2 {
				continue
			}
			for _, dir := range hex.Directions() {
				at := hex.Add(s.ships[t].pos, hex.Scale(dir.Offset(), v/2))
				in.At = Cell{at.Q, at.R}
				out = append(out, in)
			}
			continue
		}
		out = append(out, in)
	}
	return out
}
