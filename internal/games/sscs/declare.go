package sscs

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The Declaration phase: every ship's speed, and docking, launching,
// damage control, boarding and ramming where they are done. Each side's
// declarations are secret until both have sealed (the declared speeds fix
// the order of movement, so the side that declared second would have the
// edge); then they are revealed together.

func (s *State) ownShip(by engine.Player, id ShipID, what string) (*ship, error) {
	if s.phase != phDeclare {
		return nil, fmt.Errorf("%s is declared in the Declaration phase, not the %s phase (Order of Play)", what, s.Phase().Name)
	}
	if !s.valid(id) {
		return nil, fmt.Errorf("there is no ship %d", id)
	}
	sh := s.ships[id]
	if sh.side != by {
		return nil, fmt.Errorf("the %s is not yours", sh.name)
	}
	if s.sealed[by] {
		return nil, fmt.Errorf("%s has sealed its declarations for this turn (Order of Play)", s.rules.names[by])
	}
	return sh, nil
}

func (s *State) actingShip(by engine.Player, id ShipID, what string) (*ship, error) {
	sh, err := s.ownShip(by, id, what)
	if err != nil {
		return nil, err
	}
	switch sh.status {
	case stAboard:
		return nil, fmt.Errorf("the %s is in its carrier's hangar: a craft aboard declares only its launch, damage control and reloads (Launching)", sh.name)
	case stScrap:
		return nil, fmt.Errorf("the %s is scrap: every category is at 0 and it can no longer fight (The Result of Damage)", sh.name)
	case stCaptured:
		return nil, fmt.Errorf("the %s has been captured: the enemy took it and it is out of the battle (Boarding Squad Combat)", sh.name)
	}
	return sh, nil
}

// operating refuses a declaration, beyond the speed it keeps, of a ship
// shut down by a pulse ("Shuts down ALL Ship operation … ship 'coasts'")
// or held in stasis ("Stops all movement, fire, and action"): no damage
// control, docking or boarding (rules 5; ramming and launching were
// refused already).
func (s *State) operating(sh *ship, id ShipID) error {
	if s.shut(id) {
		return fmt.Errorf("the %s is %s: it declares nothing but the speed it keeps (Electromagnetic Pulse, Stasis Beam)", sh.name, s.coasting(id))
	}
	return nil
}

func (s *State) checkSpeed(in Speed) error {
	sh, err := s.actingShip(in.By, in.Ship, "speed")
	if err != nil {
		return err
	}
	if why := s.coasting(in.Ship); why != "" && in.Speed != sh.speed {
		return fmt.Errorf("the %s is %s: it coasts and its speed stays %d (%s)", sh.name, why, sh.speed, s.coastRule(in.Ship))
	}
	mp := MPOf(s.drive(in.Ship))
	if d := abs(in.Speed - sh.speed); d > mp {
		return fmt.Errorf("the %s has %d MP (Drive %d × %d): its speed can change by at most %d, from %d (Movement 4)",
			sh.name, mp, s.drive(in.Ship), s.drive(in.Ship), mp, sh.speed)
	}
	return nil
}

func (s *State) doSpeed(in Speed, ev []engine.Event) []engine.Event {
	sh := s.mut(in.Ship)
	sh.dSpeed, sh.dSpeedSet = in.Speed, true
	return append(ev, secret(in.By, sh.name+": speed "+strconv.Itoa(in.Speed)))
}

func secret(p engine.Player, text string) engine.Event {
	return engine.Event{Kind: "declare", Player: p, Secret: true, Text: text}
}

func (s *State) checkDock(in Dock) error {
	sh, err := s.actingShip(in.By, in.Ship, "docking")
	if err != nil {
		return err
	}
	if err := s.operating(sh, in.Ship); err != nil {
		return err
	}
	if !s.valid(in.With) || in.With == in.Ship {
		return fmt.Errorf("the %s cannot dock with ship %d: there is no such other ship (Docking)", sh.name, in.With)
	}
	w := s.ships[in.With]
	if w.status != stActive {
		return fmt.Errorf("the %s is not in play to dock with (Docking)", w.name)
	}
	if s.docked(in.Ship) == in.With {
		return fmt.Errorf("the %s is already docked with the %s (Docking)", sh.name, w.name)
	}
	if s.docked(in.Ship) != NoShip {
		return fmt.Errorf("the %s is docked with the %s: it docks with one ship at a time (Docking)", sh.name, s.ships[s.docked(in.Ship)].name)
	}
	if err := s.canDock(in.Ship, in.With); err != nil {
		return err
	}
	return nil
}

// canDock is "both ships must be able to dock": a craft lands in a
// friendly hangar with a free bay for its design; otherwise a ship may
// always dock alone with another, and one more only if it and the ships
// docked with the other already are not larger together than that ship
// (the project's own measure of "there isn't room on the fighter for
// both destroyers to dock": one destroyer may dock with a fighter, a
// second may not; rules 5 — rules 1-4 refused the first one too).
func (s *State) canDock(id, w ShipID) error {
	if s.landing(id, w) {
		return nil
	}
	sz := s.cls(id).dv.TotalSize
	var beside []string
	add := func(k ShipID) {
		sz += s.cls(k).dv.TotalSize
		beside = append(beside, "the "+s.ships[k].name)
	}
	for k := range s.ships {
		if s.ships[k].dockWith == w && ShipID(k) != id && s.ships[k].dockTurns >= 2 {
			add(ShipID(k))
		}
	}
	if p := s.ships[w].dockWith; p != NoShip && p != id && s.ships[w].dockTurns >= 2 {
		add(p) // the ship w is docked with takes room on it too
	}
	if len(beside) > 0 && sz > s.cls(w).dv.TotalSize {
		return fmt.Errorf("there is no room on the %s (size %d) for the %s (size %d) beside %s: together they are larger (Docking: not two destroyers on one fighter)",
			s.ships[w].name, s.cls(w).dv.TotalSize, s.ships[id].name, s.cls(id).dv.TotalSize, engine.List(beside...))
	}
	return nil
}

// landing reports a craft docking with a friendly carrier that has a free
// bay for it and power to work its hangars: docking completes in its
// hangar. A hangar is none of the systems that go on working when the
// Drive is offline (The Result of Damage: missiles, repair, antimissiles,
// armor), and a pulse or stasis stops all operation (rules 5): a craft
// docks with a carrier without power as with any other ship.
func (s *State) landing(id, w ShipID) bool {
	craft := s.cls(id).name
	if s.ships[id].side != s.ships[w].side || !s.powered(w) || s.hangarHeld(w, craft) {
		return false
	}
	return len(s.aboard(w, craft)) < s.bays(w, craft)
}

// docked is the ship id is docked with, or NoShip.
func (s *State) docked(id ShipID) ShipID {
	sh := s.ships[id]
	if sh.dockWith != NoShip && sh.dockTurns >= 2 {
		return sh.dockWith
	}
	for k := range s.ships {
		if s.ships[k].dockWith == id && s.ships[k].dockTurns >= 2 {
			return ShipID(k)
		}
	}
	return NoShip
}

func (s *State) doDock(in Dock, ev []engine.Event) []engine.Event {
	sh := s.mut(in.Ship)
	sh.dDock = in.With
	return append(ev, secret(in.By, fmt.Sprintf("%s: docking with the %s", sh.name, s.ships[in.With].name)))
}

func (s *State) checkLaunch(in Launch) error {
	sh, err := s.ownShip(in.By, in.Craft, "launching")
	if err != nil {
		return err
	}
	if sh.status != stAboard {
		return fmt.Errorf("the %s is not in a hangar: only a craft aboard its carrier is launched (Launching)", sh.name)
	}
	if sh.dLaunch {
		return fmt.Errorf("the %s is already declared to launch this turn (Launching)", sh.name)
	}
	switch c := sh.carrier; {
	case s.ships[c].status != stActive:
		return fmt.Errorf("the %s cannot launch craft: it is out of play, scrap or captured (Launching)", s.ships[c].name)
	case !s.powered(c):
		return fmt.Errorf("the %s cannot launch craft: it is %s, and its hangars do not work without power (The Result of Damage)", s.ships[c].name, s.coasting(c))
	case s.hangarHeld(c, s.cls(in.Craft).name):
		return fmt.Errorf("the %s's hangar for the %s is held by enemy boarders: it cannot launch it (Boarding Squad Combat)", s.ships[c].name, sh.name)
	}
	return nil
}

func (s *State) doLaunch(in Launch, ev []engine.Event) []engine.Event {
	sh := s.mut(in.Craft)
	sh.dLaunch = true
	return append(ev, secret(in.By, fmt.Sprintf("%s: launching", sh.name)))
}

// repairable is the first point of a system that damage control may try
// this turn: down, never tried and failed, never hit again after being
// restored, and not yet declared.
func (s *State) repairable(id ShipID, sys int) int {
	c := s.cls(id)
	for _, tr := range c.troops {
		if tr.sys == sys {
			return -1 // "Boarding parties CANNOT be repaired"
		}
	}
	for k := 0; k < c.sysPoints[sys]; k++ {
		if p := s.pointAt(id, sys, k); p&ptDown != 0 && p&(ptPerm|ptDeclared) == 0 {
			return k
		}
	}
	return -1
}

func (s *State) declaredRepairs(id ShipID) int {
	n := 0
	for _, p := range s.ships[id].pts {
		if p&ptDeclared != 0 {
			n++
		}
	}
	return n
}

func (s *State) checkRepair(in Repair) error {
	sh, err := s.ownShip(in.By, in.Ship, "damage control")
	if err != nil {
		return err
	}
	if sh.status == stAboard {
		// A craft in a hangar may make damage control too: the rulebook
		// lets any ship not reduced to scrap attempt it, and a hangar is
		// "for storage and repair of fighters" — but not while its
		// carrier is shut down or held, which stops all operation aboard.
		if c := sh.carrier; s.ships[c].status != stActive {
			return fmt.Errorf("the %s is in the hangar of the %s, which is out of play, scrap or captured: nothing is done aboard (Damage Control)", sh.name, s.ships[c].name)
		} else if s.shut(c) {
			return fmt.Errorf("the %s's carrier, the %s, is %s: nothing is done aboard (Electromagnetic Pulse, Stasis Beam)", sh.name, s.ships[c].name, s.coasting(c))
		}
	} else if _, err := s.actingShip(in.By, in.Ship, "damage control"); err != nil {
		return err
	}
	if err := s.operating(sh, in.Ship); err != nil {
		return err
	}
	c := s.cls(in.Ship)
	if in.System < 0 || in.System >= len(c.sysCat) {
		return fmt.Errorf("the %s has no system %d (Damage Control)", sh.name, in.System)
	}
	if s.repairable(in.Ship, in.System) < 0 {
		return fmt.Errorf("the %s's %s has no point that damage control can bring back: it is not damaged, or what is lost failed a roll or was hit a second time and needs a real repair (Damage Control)", sh.name, c.sysName[in.System])
	}
	if n := s.declaredRepairs(in.Ship); n >= s.crew(in.Ship) {
		return fmt.Errorf("the %s has %d crew able to work: no more than %s (Damage Control)", sh.name, s.crew(in.Ship), engine.Count(s.crew(in.Ship), "damage control roll", "damage control rolls"))
	}
	return nil
}

func (s *State) doRepair(in Repair, ev []engine.Event) []engine.Event {
	k := s.repairable(in.Ship, in.System)
	*s.point(in.Ship, in.System, k) |= ptDeclared
	return append(ev, secret(in.By, fmt.Sprintf("%s: damage control on the %s", s.ships[in.Ship].name, s.cls(in.Ship).sysName[in.System])))
}

// troopsHome lists the living boarding squads on their own ship.
func (s *State) troopsHome(id ShipID) []int {
	var out []int
	for q := range s.squads {
		sq := &s.squads[q]
		if sq.alive && sq.home == id && sq.host == id && sq.kind > 0 {
			out = append(out, q)
		}
	}
	return out
}

func (s *State) checkBoard(in Board) error {
	sh, err := s.actingShip(in.By, in.Ship, "boarding")
	if err != nil {
		return err
	}
	if err := s.operating(sh, in.Ship); err != nil {
		return err
	}
	if !s.valid(in.Target) || s.ships[in.Target].side == in.By || s.ships[in.Target].status != stActive {
		return fmt.Errorf("the %s can board only an enemy ship in play (Boarding Squad Combat)", sh.name)
	}
	if s.docked(in.Ship) != in.Target {
		return fmt.Errorf("the %s is not docked with the %s: boarding needs the ships docked for a turn (Boarding Squad Combat)", sh.name, s.ships[in.Target].name)
	}
	if s.held(in.Target) {
		return fmt.Errorf("the %s is in stasis: nothing can affect it, boarders included (Stasis Beam)", s.ships[in.Target].name)
	}
	if len(s.troopsHome(in.Ship)) == 0 {
		return fmt.Errorf("the %s has no boarding squads aboard to send (Boarding Squad Combat)", sh.name)
	}
	return nil
}

func (s *State) doBoard(in Board, ev []engine.Event) []engine.Event {
	sh := s.mut(in.Ship)
	sh.dBoard = in.Target
	return append(ev, secret(in.By, fmt.Sprintf("%s: boarding the %s", sh.name, s.ships[in.Target].name)))
}

func (s *State) checkRam(in Ram) error {
	sh, err := s.actingShip(in.By, in.Ship, "ramming")
	if err != nil {
		return err
	}
	if why := s.coasting(in.Ship); why != "" {
		return fmt.Errorf("the %s is %s: it cannot ram, which takes a roll of 3 × its Drive during its move (Ramming; %s)", sh.name, why, s.coastRule(in.Ship))
	}
	if !s.valid(in.Target) || in.Target == in.Ship || s.ships[in.Target].status != stActive {
		return fmt.Errorf("the %s can ram only another ship in play (Ramming)", sh.name)
	}
	return nil
}

func (s *State) doRam(in Ram, ev []engine.Event) []engine.Event {
	sh := s.mut(in.Ship)
	sh.dRam = in.Target
	return append(ev, secret(in.By, fmt.Sprintf("%s: ramming the %s", sh.name, s.ships[in.Target].name)))
}

func (s *State) ownSquad(by engine.Player, q SquadID) (*squad, error) {
	if s.phase != phDeclare {
		return nil, fmt.Errorf("boarding units are given orders in the Declaration phase (Order of Play)")
	}
	if s.sealed[by] {
		return nil, fmt.Errorf("%s has sealed its declarations for this turn (Order of Play)", s.rules.names[by])
	}
	if q < 0 || int(q) >= len(s.squads) || !s.squads[q].alive {
		return nil, fmt.Errorf("there is no boarding unit %d", q)
	}
	if s.squads[q].side != by {
		return nil, fmt.Errorf("boarding unit %d is not yours", q)
	}
	return &s.squads[q], nil
}

func (s *State) checkMode(in Mode) error {
	sq, err := s.ownSquad(in.By, in.Squad)
	if err != nil {
		return err
	}
	if s.modeLocked(int(in.Squad)) {
		return fmt.Errorf("the %s has fought in its mode: it cannot change until the combat is over (Boarding Squad Combat)", TroopName(sq.kind))
	}
	return nil
}

// modeLocked reports a unit whose mode is fixed: "This cannot change until
// all the combats are resolved" — it has fought in it, and an enemy unit
// is still aboard the ship it is on. Once none is, its combat is resolved
// and it may take another mode for the next.
func (s *State) modeLocked(q int) bool {
	return s.squads[q].fought && len(s.foes(q)) > 0
}

// mayFight reports a unit that may enter a boarding combat at the next
// Activity phase without an enemy aboard yet: troops at home on a ship
// docked with an enemy, which may board it or be boarded from it. "Before
// the combat starts, the squad may designate the 'mode'": they choose it
// now, since boarders are fought as soon as they gain entry.
func (s *State) mayFight(q int) bool {
	sq := &s.squads[q]
	if sq.kind == 0 || sq.host != sq.home || s.ships[sq.home].status != stActive {
		return false
	}
	d := s.docked(sq.home)
	return d != NoShip && s.ships[d].side != sq.side
}

func (s *State) doMode(in Mode, ev []engine.Event) []engine.Event {
	sq := &s.mutSquads()[in.Squad]
	sq.mode = in.Mode
	return append(ev, secret(in.By, fmt.Sprintf("%s %d: mode %s", TroopName(sq.kind), in.Squad, ModeNames()[in.Mode])))
}

func (s *State) checkAssign(in Assign) error {
	sq, err := s.ownSquad(in.By, in.Squad)
	if err != nil {
		return err
	}
	if in.Target < 0 || int(in.Target) >= len(s.squads) {
		return fmt.Errorf("there is no boarding unit %d", in.Target)
	}
	t := &s.squads[in.Target]
	if !t.alive || t.side == in.By || t.host != sq.host {
		return fmt.Errorf("boarding unit %d is not an enemy unit aboard the same ship: units attack enemies aboard with them (Boarding Squad Combat)", in.Target)
	}
	return nil
}

func (s *State) doAssign(in Assign, ev []engine.Event) []engine.Event {
	s.mutSquads()[in.Squad].target = in.Target
	return append(ev, secret(in.By, fmt.Sprintf("%s %d attacks unit %d", TroopName(s.squads[in.Squad].kind), in.Squad, in.Target)))
}

func (s *State) checkClear(in Clear) error {
	_, err := s.ownShip(in.By, in.Ship, "a declaration")
	return err
}

func (s *State) doClear(in Clear, ev []engine.Event) []engine.Event {
	sh := s.mut(in.Ship)
	sh.dSpeed, sh.dSpeedSet, sh.dDock, sh.dRam, sh.dBoard, sh.dLaunch = 0, false, NoShip, NoShip, NoShip, false
	sh.dReload = 0
	pts := s.mutPts(in.Ship)
	for k := range pts {
		pts[k] &^= ptDeclared
	}
	return append(ev, secret(in.By, sh.name+": declarations taken back"))
}

func (s *State) checkSeal(in Seal) error {
	if s.phase != phDeclare {
		return fmt.Errorf("declarations are sealed in the Declaration phase (Order of Play)")
	}
	if s.sealed[in.By] {
		return fmt.Errorf("%s has already sealed its declarations", s.rules.names[in.By])
	}
	return nil
}

func (s *State) doSeal(in Seal, ev []engine.Event) []engine.Event {
	s.sealed[in.By], s.truce[in.By] = true, in.Truce
	ev = append(ev, engine.Event{Kind: KindSeal, Player: in.By, Text: s.rules.names[in.By] + " seals its declarations"})
	if !s.sealed[other(in.By)] {
		return ev
	}
	return s.reveal(ev)
}

// reveal shows both sides' declarations and starts the movement.
func (s *State) reveal(ev []engine.Event) []engine.Event {
	for p := engine.Player(0); p < 2; p++ {
		var parts []string
		for i := range s.ships {
			if s.ships[i].side == p {
				if d := s.declarationText(ShipID(i)); d != "" {
					parts = append(parts, d)
				}
			}
		}
		parts = append(parts, s.squadOrders(p)...)
		if s.truce[p] {
			parts = append(parts, "offers a truce")
		}
		if len(parts) == 0 {
			parts = append(parts, "nothing beyond the speeds it keeps")
		}
		ev = append(ev, engine.Event{Kind: "reveal", Player: p, Text: s.rules.names[p] + " declared: " + strings.Join(parts, "; ")})
	}
	if s.truce[0] && s.truce[1] {
		return s.finish(endTruce(), ev)
	}
	ev = s.orderMovement(ev)
	return s.advance(ev)
}

// squadOrders are side p's boarding orders in words, sealed with the
// declarations and revealed with them: each unit in a boarding action (an
// enemy aboard with it, or at home on a ship docked with an enemy) that
// has a target or a mode: "Marine Squad 3 attacks Regular Crew unit 7,
// evasive". The rules 1-8 reveal left them out.
func (s *State) squadOrders(p engine.Player) []string {
	var out []string
	for q := range s.squads {
		sq := &s.squads[q]
		if !sq.alive || sq.side != p || len(s.foes(q)) == 0 && !s.mayFight(q) {
			continue
		}
		var t string
		if k := int(sq.target); k >= 0 && k < len(s.squads) && s.squads[k].alive && s.squads[k].side != p && s.squads[k].host == sq.host {
			t = fmt.Sprintf(" attacks %s %d", TroopName(s.squads[k].kind), k)
		}
		if t == "" && sq.mode == ModeNone {
			continue
		}
		w := fmt.Sprintf("%s %d%s", TroopName(sq.kind), q, t)
		if sq.mode != ModeNone {
			w += ", " + ModeNames()[sq.mode]
		}
		out = append(out, w)
	}
	return out
}

// declarationText is a ship's declarations in words, or "".
func (s *State) declarationText(id ShipID) string {
	sh := s.ships[id]
	var parts []string
	if sh.status == stActive {
		parts = append(parts, "speed "+strconv.Itoa(sh.declaredSpeed()))
	}
	if sh.dDock != NoShip {
		parts = append(parts, "docks with the "+s.ships[sh.dDock].name)
	}
	if sh.dLaunch {
		parts = append(parts, "launches")
	}
	if n := s.declaredRepairs(id); n > 0 {
		what := "points"
		if n == 1 {
			what = "point"
		}
		parts = append(parts, fmt.Sprintf("damage control on %d %s", n, what))
	}
	if sh.dReload != 0 {
		parts = append(parts, "reloads the "+s.reloadNames(id))
	}
	if sh.dBoard != NoShip {
		parts = append(parts, "boards the "+s.ships[sh.dBoard].name)
	}
	if sh.dRam != NoShip {
		parts = append(parts, "rams the "+s.ships[sh.dRam].name)
	}
	if len(parts) == 0 {
		return ""
	}
	return sh.name + " " + strings.Join(parts, ", ")
}
