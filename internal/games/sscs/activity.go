package sscs

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// activity is the Activity phase, in the rulebook's order: docking
// completes, launched craft are free, damage control is rolled (and,
// with the repairs, the declared magazine reloads are loaded: rules 9,
// the place the project's own), boarding combat is resolved; then the
// turn ends.
func (s *State) activity(ev []engine.Event) []engine.Event {
	s.phase = phDeclare // no one acts until the next turn begins
	ev = s.docking(ev)
	ev = s.launching(ev)
	ev = s.damageControl(ev)
	ev = s.reloading(ev)
	ev = s.boarding(ev)
	return s.endTurn(ev)
}

// dockOK checks the conditions of Docking between two ships now, for a
// docking to go on or complete: a ship held in stasis does no "action".
func (s *State) dockOK(a, b ShipID) string {
	if why := s.keepDocked(a, b); why != "" {
		return why
	}
	if s.held(a) || s.held(b) {
		return "one of them is in stasis"
	}
	return ""
}

// keepDocked checks the conditions that keep two docked ships together:
// the same hex, speed and direction, and no evasive maneuvers. Stasis
// does not part them: the held ship "cannot be effected by anything"
// and does not move, so two docked ships held together stay docked, and
// a partner left free parts only if it flies off (rules 6).
func (s *State) keepDocked(a, b ShipID) string {
	x, y := s.ships[a], s.ships[b]
	switch {
	case x.status != stActive || y.status != stActive:
		return "one of them is no longer in play"
	case x.pos != y.pos:
		return "they are not in the same hex"
	case x.speed != y.speed || x.heading != y.heading:
		return "they are not at the same speed and direction"
	case x.evasive > 0 || y.evasive > 0:
		return "one of them is maneuvering evasively"
	}
	return ""
}

// docking: "Both ships must be going the same speed, with the same
// direction of travel, and in the same hex(es) for 2 turns", with no
// evasive maneuvers. The declaration stands for both turns (declared
// again, it changes nothing; rules 1-6 wanted it each turn), unless the
// conditions fail or clear takes it back.
func (s *State) docking(ev []engine.Event) []engine.Event {
	for i := range s.ships {
		id := ShipID(i)
		sh := s.ships[i]
		if sh.status != stActive || sh.dDock == NoShip && sh.dockWith == NoShip {
			continue // nothing to do or undo
		}
		sh = s.mut(id)
		if sh.dDock == NoShip {
			switch {
			case sh.dockWith != NoShip && sh.dockTurns < 2:
				sh.dockWith, sh.dockTurns = NoShip, 0
			case sh.dockWith != NoShip:
				if why := s.keepDocked(id, sh.dockWith); why != "" {
					ev = append(ev, engine.Event{Kind: "dock", Player: sh.side, Text: fmt.Sprintf("%s and the %s come apart: %s", sh.name, s.ships[sh.dockWith].name, why)})
					sh.dockWith, sh.dockTurns = NoShip, 0
				}
			}
			continue
		}
		w := sh.dDock
		why := s.dockOK(id, w)
		if why == "" && s.shut(id) {
			// Shut down since it declared (rules 5): no ship operation.
			why = "it is " + s.coasting(id)
		}
		if why == "" {
			if err := s.canDock(id, w); err != nil {
				why = err.Error()
			}
		}
		if why != "" {
			ev = append(ev, engine.Event{Kind: "dock", Player: sh.side, Text: fmt.Sprintf("%s cannot dock with the %s: %s", sh.name, s.ships[w].name, why)})
			sh.dockWith, sh.dockTurns = NoShip, 0
			continue
		}
		if sh.dockWith != w {
			sh.dockWith, sh.dockTurns = w, 0
		}
		sh.dockTurns++
		if sh.dockTurns < 2 {
			more := "one more turn: the docking goes on unless taken back"
			if last := s.lastTurnWords(); last != "" {
				more = last + ", one turn short of docked"
			}
			ev = append(ev, engine.Event{Kind: "dock", Player: sh.side, Text: fmt.Sprintf("%s is docking with the %s (%s)", sh.name, s.ships[w].name, more)})
			continue
		}
		if s.landing(id, w) {
			sh.status, sh.carrier, sh.dockWith, sh.dockTurns = stAboard, w, NoShip, 0
			sh.path = nil
			ev = append(ev, engine.Event{Kind: "dock", Player: sh.side, Text: fmt.Sprintf("%s lands in the %s's hangar", sh.name, s.ships[w].name)})
			ev = s.leavesPlay(id, "is in its carrier's hangar", ev)
			continue
		}
		ev = append(ev, engine.Event{Kind: "dock", Player: sh.side, Text: fmt.Sprintf("%s is docked with the %s", sh.name, s.ships[w].name)})
	}
	return ev
}

// launching frees the declared craft: they take their carrier's hex,
// heading and speed, and move from the next turn.
func (s *State) launching(ev []engine.Event) []engine.Event {
	for i := range s.ships {
		sh := s.ships[i]
		if !sh.dLaunch || sh.status != stAboard {
			continue
		}
		c := s.ships[sh.carrier]
		if c.status != stActive || !s.powered(sh.carrier) {
			// A carrier shut down or left without power since the
			// declaration launches nothing: its hangars do not work
			// (rules 5).
			if c.status == stActive {
				ev = append(ev, engine.Event{Kind: KindLaunch, Player: sh.side, Text: fmt.Sprintf("%s is not launched: the %s is %s", sh.name, c.name, s.coasting(sh.carrier))})
			}
			continue
		}
		if s.hangarHeld(sh.carrier, s.cls(ShipID(i)).name) {
			// Seized by boarders since the declaration (rules 6).
			ev = append(ev, engine.Event{Kind: KindLaunch, Player: sh.side, Text: fmt.Sprintf("%s is not launched: enemy boarders hold the %s's hangar", sh.name, c.name)})
			continue
		}
		sh = s.mut(ShipID(i))
		sh.status, sh.pos, sh.heading, sh.speed, sh.evasive = stActive, c.pos, c.heading, c.speed, 0
		sh.carrier = NoShip
		sh.moved = true
		sh.path = []Pose{{sh.pos, sh.heading}}
		sh.shieldLeft = s.shieldRating(ShipID(i))
		ev = append(ev, engine.Event{Kind: KindLaunch, Player: sh.side, Text: fmt.Sprintf("%s is launched from the %s at %s", sh.name, c.name, FormatHex(sh.pos))})
	}
	return ev
}

// DamageControlNeed is the face of a d6 damage control needs: fighters a
// 6, ships a 5 or 6.
func DamageControlNeed(fighter bool) int {
	if fighter {
		return 6
	}
	return 5
}

// damageControl rolls for each declared point, as many as the crew able
// to work now: a success brings the point online; a failure means it can
// never be rolled for again. A ship shut down since it declared (a pulse,
// stasis: "ALL Ship operation") rolls nothing, and its points stay as
// they were (rules 5).
func (s *State) damageControl(ev []engine.Event) []engine.Event {
	for i := range s.ships {
		id := ShipID(i)
		sh := s.ships[i]
		c := s.cls(id)
		crew := s.crew(id)
		if why := s.stopped(id); why != "" && declared(sh.pts) {
			// Shut down or held since the declaration, or its carrier.
			crew = 0
			ev = append(ev, engine.Event{Kind: KindRepair, Player: sh.side, Text: fmt.Sprintf("%s makes no damage control: %s", sh.name, why)})
		}
		aboard := sh.status == stAboard && s.ships[sh.carrier].status == stActive
		for sys := range c.sysCat {
			for k := 0; k < c.sysPoints[sys]; k++ {
				if s.pointAt(id, sys, k)&ptDeclared == 0 {
					continue
				}
				p := s.point(id, sys, k)
				*p &^= ptDeclared
				if sh.status != stActive && !aboard || crew == 0 {
					continue
				}
				crew--
				need := DamageControlNeed(c.fighter)
				f := s.dice.D(6)
				r := engine.NewRoll(fmt.Sprintf("damage control on the %s's %s", sh.name, c.sysName[sys]), []engine.Die{{Sides: 6, Face: f}}, nil, need, engine.AtLeast)
				if r.Success {
					*p = (*p &^ ptDown) | ptRestored
					r.Result = "back online"
				} else {
					*p |= ptPerm
					r.Result = "it cannot be brought online again without a repair"
				}
				r.Result += map[bool]string{true: " (a fighter needs a 6: Damage Control)", false: " (a ship needs a 5 or 6: Damage Control)"}[c.fighter]
				ev = append(ev, engine.Event{Kind: KindRepair, Player: sh.side, Roll: &r})
			}
		}
	}
	return ev
}

// BoardingTable is the number a boarding unit must roll or lower on a d6
// to destroy its target, from the attacker's row and the defender's column
// (0 Regular Crew, 1 Marine Squad, 2 Commando Unit, 3 Heavy Weapons,
// 4 Powered Armor): 1 + attacker − defender.
func BoardingTable(attacker, defender int) int { return 1 + attacker - defender }

// ModeToHit and ModeToBeHit are what a mode adds to the die of the unit's
// own attacks and of attacks on it (the die must roll the table's number
// or lower, so +2 is harder): Evasive +2 and +2, Defensive 0 and +1,
// Offensive −1 and −1, Suicidal −2 and −2.
func ModeToHit(mode int) int {
	return [...]int{0, 2, 0, -1, -2}[mode]
}

// ModeToBeHit: see ModeToHit.
func ModeToBeHit(mode int) int {
	return [...]int{0, 2, 1, -1, -2}[mode]
}

// boarding moves the declared boarders across and resolves a round of
// boarding combat on every ship with units of both sides aboard.
func (s *State) boarding(ev []engine.Event) []engine.Event {
	for i := range s.ships {
		sh := s.ships[i]
		t := sh.dBoard
		if t == NoShip || sh.status != stActive {
			continue
		}
		// A boarding declared and then overtaken by the turn is called
		// off, and its side reads why (the declaration was its secret).
		off := ""
		switch {
		case s.ships[t].status != stActive:
			off = "the " + s.ships[t].name + " is out of the battle"
		case s.docked(ShipID(i)) != t:
			off = "it is no longer docked with the " + s.ships[t].name
		case s.shut(ShipID(i)):
			off = "it is shut down" // sends no one across (rules 5)
		case len(s.troopsHome(ShipID(i))) == 0:
			off = "no boarding unit of it is left aboard"
		}
		if off != "" {
			ev = append(ev, engine.Event{Kind: KindBoard, Player: sh.side, Secret: true, Text: fmt.Sprintf("the %s's boarding of the %s is called off: %s", sh.name, s.ships[t].name, off)})
			continue
		}
		if s.held(t) {
			// Docked ships held in stasis stay docked (rules 6), but
			// nothing affects the held ship: no boarder gains entry.
			ev = append(ev, engine.Event{Kind: KindBoard, Player: sh.side, Text: fmt.Sprintf("the %s's boarders cannot gain entry to the %s: it is in stasis", sh.name, s.ships[t].name)})
			continue
		}
		n := 0
		for _, q := range s.troopsHome(ShipID(i)) {
			sq := &s.mutSquads()[q]
			sq.host, sq.fresh = t, true
			n++
		}
		ev = append(ev, engine.Event{Kind: KindBoard, Player: sh.side, Text: fmt.Sprintf("%d boarding units of the %s gain entry to the %s", n, sh.name, s.ships[t].name)})
		ev = s.muster(t, ev)
	}
	for i := range s.ships {
		if s.held(ShipID(i)) {
			// "Stops all movement, fire, and action … The 'held' ship
			// cannot be effected by anything while in stasis": the units
			// aboard are held with it (rules 5).
			continue
		}
		ev = s.boardingRound(ShipID(i), ev)
	}
	for q := range s.squads {
		if s.squads[q].fresh {
			s.mutSquads()[q].fresh = false
		}
	}
	return s.captures(ev)
}

// muster forms a boarded ship's crew into Regular Crew units, one for
// every five crew (the project's own count), the first time it is boarded.
func (s *State) muster(t ShipID, ev []engine.Event) []engine.Event {
	if s.ships[t].mustered {
		return ev
	}
	sh := s.mut(t)
	sh.mustered = true
	n := (s.crew(t) + 4) / 5
	for k := 0; k < n; k++ {
		s.squads = append(s.mutSquads(), squad{side: sh.side, kind: 0, home: t, host: t, sys: -1, target: -1, alive: true})
	}
	return append(ev, engine.Event{Kind: KindBoard, Player: sh.side, Text: fmt.Sprintf("the %s's crew of %d forms %d Regular Crew units", sh.name, s.crew(t), n)})
}

// foes lists the living units aboard a ship on the other side from q.
func (s *State) foes(q int) []int {
	var out []int
	for k := range s.squads {
		o := &s.squads[k]
		if o.alive && o.host == s.squads[q].host && o.side != s.squads[q].side {
			out = append(out, k)
		}
	}
	return out
}

// boardingNeed is what squad q's attack on squad at, aboard the same
// ship, needs (Boarding): the table's number, which a d6 plus mods must not
// exceed; the mods are a unit's defence of its own ship and the two modes.
func (s *State) boardingNeed(q, at int) (int, []engine.Mod) {
	sq, tg := &s.squads[q], &s.squads[at]
	owner := s.ships[sq.host].side
	var mods []engine.Mod
	if sq.side == owner {
		mods = append(mods, engine.Mod{Why: "defending its own ship", Value: -1})
	}
	if tg.side == owner {
		mods = append(mods, engine.Mod{Why: "target defends its own ship", Value: 1})
	}
	if m := ModeToHit(sq.mode); m != 0 {
		mods = append(mods, engine.Mod{Why: ModeNames()[sq.mode] + " mode", Value: m})
	}
	if m := ModeToBeHit(tg.mode); m != 0 {
		mods = append(mods, engine.Mod{Why: "target " + ModeNames()[tg.mode], Value: m})
	}
	return BoardingTable(sq.kind, tg.kind), mods
}

// BoardingOdds is what an attack of boarding unit a on unit d needs, for
// the screen, as the Activity phase will roll it: the table's number,
// which a d6 plus mods must not exceed. ok is false unless both are
// living units aboard the same ship.
func (s *State) BoardingOdds(a, d SquadID) (need int, mods []engine.Mod, ok bool) {
	q, at := int(a), int(d)
	if q < 0 || at < 0 || q >= len(s.squads) || at >= len(s.squads) || !s.squads[q].alive || !s.squads[at].alive ||
		s.squads[q].host != s.squads[at].host || !s.valid(s.squads[q].host) {
		return 0, nil, false
	}
	need, mods = s.boardingNeed(q, at)
	return need, mods, true
}

// boardingRoll is a boarding unit's d6 (face f) against the table's
// number need (Boarding: the number or lower destroys the target), the
// modifiers on the die; table names the table's row and column. The
// engine leaves a need of 0 unsaid (0 is "nothing compared"), and the
// table has 0s: a total of 0 or less, which a d6 makes only with
// modifiers below zero. There the roll is written as the die alone
// against the face it must show ("needs 1 or less", with the table's 0
// and the modifiers in its result), or, when no face can make it, as
// what it cannot do and why.
func boardingRoll(purpose string, f int, mods []engine.Mod, need int, table string) engine.Roll {
	dice := []engine.Die{{Sides: 6, Face: f}}
	sum := 0
	var said []string
	for _, m := range mods {
		sum += m.Value
		said = append(said, engine.SignedNumber(m.Value)+" "+m.Why)
	}
	verdict := map[bool]string{true: "destroyed", false: "survives"}
	if need == 0 {
		if face := need - sum; face >= 1 {
			r := engine.NewRoll(purpose, dice, nil, face, engine.AtMost)
			r.Success = f <= face
			r.Result = fmt.Sprintf("%s (%s: 0, so the die and its modifiers must come to 0 or less; with %s the die must show %d or less)",
				verdict[r.Success], table, strings.Join(said, ", "), face)
			return r
		}
		r := engine.NewRoll(purpose, dice, mods, 0, engine.AtMost)
		r.Success = false
		why := "a d6 shows 1 at least and no modifier lowers it"
		if len(mods) > 0 {
			why = fmt.Sprintf("the least the die makes with its modifiers is %s", engine.SignedNumber(1+sum))
		}
		r.Result = fmt.Sprintf("survives: this attack cannot succeed (%s: 0, so the die and its modifiers must come to 0 or less, and %s)", table, why)
		return r
	}
	r := engine.NewRoll(purpose, dice, mods, need, engine.AtMost)
	r.Success = r.Total <= need
	r.Result = verdict[r.Success] + fmt.Sprintf(" (%s: %s or less after the modifiers", table, engine.SignedNumber(need))
	if least := 1 + sum; least > need {
		// As a shot says it: no face of the die could have done it.
		r.Result += fmt.Sprintf("; out of reach: the least it makes is %s", engine.SignedNumber(least))
	}
	r.Result += ")"
	return r
}

// boardingRound is one round of boarding squad combat aboard ship h:
// every unit that may attack rolls before any result applies.
func (s *State) boardingRound(h ShipID, ev []engine.Event) []engine.Event {
	owner := s.ships[h].side
	type kill struct{ by, at int }
	var kills []kill
	for q := range s.squads {
		sq := &s.squads[q]
		if !sq.alive || sq.host != h {
			continue
		}
		foes := s.foes(q)
		if len(foes) == 0 {
			continue
		}
		sq = &s.mutSquads()[q]
		sq.fought = true
		if sq.fresh {
			continue // "Boarders cannot attack on the first turn, as they are gaining entry"
		}
		at := foes[0]
		for _, f := range foes {
			if SquadID(f) == sq.target {
				at = f
			}
		}
		tg := &s.squads[at]
		need, mods := s.boardingNeed(q, at)
		f := s.dice.D(6)
		r := boardingRoll(fmt.Sprintf("%s %d at %s %d aboard the %s", TroopName(sq.kind), q, TroopName(tg.kind), at, s.ships[h].name), f, mods, need,
			fmt.Sprintf("boarding table, %s attacking %s", TroopName(sq.kind), TroopName(tg.kind)))
		ev = append(ev, engine.Event{Kind: KindBoard, Player: sq.side, Roll: &r})
		if r.Success {
			kills = append(kills, kill{q, at})
		}
	}
	for _, k := range kills {
		tg := &s.mutSquads()[k.at]
		if !tg.alive {
			continue
		}
		tg.alive = false
		ev = s.unitLost(k.at, ev)
		if s.squads[k.by].side != owner {
			ev = s.seize(h, ev)
		}
	}
	return s.retake(h, ev)
}

// retake gives a boarded ship's components back to its crew once no enemy
// unit is left aboard: control is the boarders' ("Boarders that win a
// combat in a component now have control of that component"), and
// destroyed boarders hold nothing (rules 9, the eighteenth audit; rules
// 1-8 left the components ceased for the rest of the battle, and a save
// of theirs still does: Scenario.heldForGood).
func (s *State) retake(h ShipID, ev []engine.Event) []engine.Event {
	if s.rules.sc.heldForGood || s.ships[h].status != stActive {
		return ev
	}
	owner := s.ships[h].side
	for q := range s.squads {
		if sq := &s.squads[q]; sq.alive && sq.host == h && sq.side != owner {
			return ev
		}
	}
	var names []string
	c := s.cls(h)
	for sys := range s.ships[h].sys {
		if s.ships[h].sys[sys].ctrl {
			s.mutSys(h)[sys].ctrl = false
			names = append(names, c.sysName[sys])
		}
	}
	if len(names) == 0 {
		return ev
	}
	return append(ev, engine.Event{Kind: KindBoard, Player: engine.NoPlayer, Text: fmt.Sprintf("no enemy boarder is left aboard the %s: its crew take back its %s", s.ships[h].name, strings.Join(names, ", "))})
}

// unitLost takes a destroyed unit's men off its ship: five crew for a
// Regular Crew unit, the boarding group's point for troops (which cannot
// be repaired).
func (s *State) unitLost(q int, ev []engine.Event) []engine.Event {
	sq := &s.squads[q]
	if sq.kind == 0 {
		c := s.cls(sq.home)
		n := 0
		for k := 0; k < c.sysPoints[c.crewSys] && n < 5; k++ {
			p := s.point(sq.home, c.crewSys, k)
			if *p&ptDown == 0 {
				*p |= ptDown | ptPerm
				n++
			}
		}
		return ev
	}
	c := s.cls(sq.home)
	for k := 0; k < c.sysPoints[sq.sys]; k++ {
		p := s.point(sq.home, sq.sys, k)
		if *p&ptPerm == 0 {
			*p |= ptDown | ptPerm
			break
		}
	}
	return ev
}

// seize gives the boarders control of the next component of the ship in
// damage order (weapons, then auxiliaries; not the Drive, hull or crew):
// it stops working while enemy boarders are aboard (retake), or until the ship is taken.
func (s *State) seize(h ShipID, ev []engine.Event) []engine.Event {
	c := s.cls(h)
	for sys := range c.sysCat {
		if c.sysCat[sys] == CatDrive || sys == c.crewSys || sys == c.hullSys || s.ships[h].sys[sys].ctrl {
			continue
		}
		s.mutSys(h)[sys].ctrl = true
		ev = append(ev, engine.Event{Kind: KindBoard, Player: engine.NoPlayer, Text: fmt.Sprintf("boarders take control of the %s's %s", s.ships[h].name, c.sysName[sys])})
		return s.dropEffects(h, sys, ev)
	}
	return ev
}

// captures: "The ship is taken one turn after there are no more defending
// boarding squads" while boarders remain aboard.
func (s *State) captures(ev []engine.Event) []engine.Event {
	for i := range s.ships {
		sh := s.ships[i]
		if sh.status != stActive || !sh.mustered || s.held(ShipID(i)) {
			continue // a ship in stasis is not taken while it is held (rules 5)
		}
		def, att := 0, 0
		side := engine.NoPlayer
		for q := range s.squads {
			sq := &s.squads[q]
			if !sq.alive || sq.host != ShipID(i) {
				continue
			}
			if sq.side == sh.side {
				def++
			} else {
				att++
				side = sq.side
			}
		}
		switch {
		case def > 0 || att == 0:
			if sh.captureTurn != 0 {
				s.mut(ShipID(i)).captureTurn = 0
			}
		case sh.captureTurn == 0:
			s.mut(ShipID(i)).captureTurn = s.turn + 1
			when := "it is taken at the end of the next turn if the boarders hold"
			if last := s.lastTurnWords(); last != "" {
				when = last + ", before it can be taken"
			}
			ev = append(ev, engine.Event{Kind: KindBoard, Player: side, Text: fmt.Sprintf("no defenders are left on the %s: %s", sh.name, when)})
		case s.turn >= sh.captureTurn:
			sh = s.mut(ShipID(i))
			sh.status, sh.captor = stCaptured, side
			s.undock(ShipID(i))
			ev = append(ev, engine.Event{Kind: "capture", Player: side, Text: fmt.Sprintf("the %s is taken by %s", sh.name, s.rules.names[side])})
			ev = s.leavesPlay(ShipID(i), "is taken", ev)
		}
	}
	return ev
}
