package sscs

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Read-only accessors for the screens: every value returned is a copy, so
// nothing a screen does to it changes the game.

// Status words.
const (
	StatusActive   = "active"
	StatusAboard   = "aboard"
	StatusScrap    = "scrap"
	StatusCaptured = "captured"
)

// SystemInfo is one system of a ship's data sheet, in damage order.
type SystemInfo struct {
	Index    int    // for Repair and, for weapons, Fire/Salvo/Project
	Name     string // "Laser 2", "Drive", "ECM"
	Category int    // CatDrive, CatWeapons or CatAux
	// Weapons.
	Type, Effect   string
	Arc            string // primary, secondary, defensive
	Range          int    // d10s to hit (a missile's Range in hexes)
	Damage, Dice   int    // fixed damage or d10s (a projector's value is Damage)
	MissileDrive   int
	Shots, MaxShot int // rounds left and magazine size (0 and 0: none)
	// Magazine reloads (rules 9): left in the stock the weapon loads from
	// (shared by the weapons of its entry) and carried at the start; 0 and
	// 0 for none. Reloading: a reload is declared for it this turn (when
	// the viewer may know it). MayReload: a reload may be declared now.
	Reloads, MaxReloads int
	Reloading           bool
	MayReload           bool
	Used                bool
	Works               bool // could fire now
	// Points: Up of Points online; Lost can never come back by damage
	// control; Restored were brought back once; Declared are down for
	// damage control this turn.
	Points, Up, Lost, Restored, Declared int
	Armor                                int  // component armor left
	Controlled                           bool // held by enemy boarders
}

// HitDamage is what a hit of the weapon does before the target's shields
// and armor: dice d10s rolled (rules 8: a weapon buys its damage in d10s),
// or points fixed (an energy blast's value, or a rules 1-7 design's fixed
// damage); neither for a projector whose value is no damage (a pulse's
// turns, a tractor's pull) or a system that is no weapon.
func (si SystemInfo) HitDamage() (dice, points int) {
	switch {
	case si.Dice > 0:
		return si.Dice, 0
	case si.Damage > 0 && (si.Type != design.Projector || si.Effect == design.EnergyBlast):
		return 0, si.Damage
	}
	return 0, 0
}

// ShipInfo is a ship as the screen shows it.
type ShipInfo struct {
	ID               ShipID
	Name             string
	Design           string
	Class            string
	Side             engine.Player
	Status           string
	Fighter          bool
	Carrier          ShipID // when aboard
	Hex              hex.Hex
	Heading          hex.Direction
	Speed            int
	Velocity         hex.Hex // heading × speed: a turn's movement if nothing changes
	DeclaredSpeed    int     // this turn's, when the viewer may know it
	SpeedDeclared    bool    // a speed was declared this turn (and is shown)
	Coast            hex.Hex
	Evasive          int
	Drive, MaxDrive  int
	MP               int
	Shields          int // rating now: 0 without power
	ShieldRating     int // the design's rating, powered or not (0: it has no shields)
	ShieldLeft       int // this turn's pool
	Armor, MaxArmor  int
	Crew, MaxCrew    int
	HitPoints, MaxHP int
	ECM              int
	Cloak            int
	Dazzle           int
	Images           int
	Decoy            int // the real ship's contact; −1 when the viewer may not know
	CoveredBy        ShipID
	ECMTo            ShipID
	EMPUntil         int // last turn shut down, 0 if never
	HeldUntil        int
	Shut             bool
	Powered          bool
	Moved            bool
	Path             []Pose // this turn's flight path (the last move's until it moves again)
	Docked           ShipID // the ship it is docked with, or NoShip
	Docking          ShipID // the ship it is docking with (one turn done), or NoShip
	Capable          bool
	Cost             int
	Systems          []SystemInfo
}

func statusWord(st status) string {
	return [...]string{StatusActive, StatusAboard, StatusScrap, StatusCaptured}[st]
}

func arcWord(a uint8) string {
	return [...]string{design.Primary, design.Secondary, design.Defensive}[a]
}

func (s *State) info(id ShipID) ShipInfo {
	sh := s.ships[id]
	c := s.cls(id)
	in := ShipInfo{ID: id, Name: sh.name, Design: c.name, Class: c.dv.Design.Class, Side: sh.side, Status: statusWord(sh.status),
		Fighter: c.fighter, Carrier: sh.carrier, Hex: sh.pos, Heading: sh.heading, Speed: sh.speed, Velocity: s.velocity(id), Coast: s.coastHex(id),
		Evasive: sh.evasive, Drive: s.drive(id), MaxDrive: c.drive, Shields: s.shieldRating(id), ShieldRating: c.dv.Design.Shields, ShieldLeft: sh.shieldLeft,
		Armor: sh.armor, MaxArmor: c.dv.Design.Armor, Crew: s.crew(id), MaxCrew: c.sysPoints[c.crewSys], MaxHP: c.npts,
		ECM: s.ecm(id), Cloak: sh.cloak, Dazzle: sh.dazzle, Images: sh.images, Decoy: sh.decoy, CoveredBy: s.coverOf(id), ECMTo: sh.ecmTo,
		EMPUntil: sh.empUntil, HeldUntil: sh.heldUntil, Shut: s.shut(id), Powered: s.powered(id), Moved: sh.moved,
		Path: append([]Pose(nil), sh.path...), Docked: s.docked(id), Docking: NoShip, Capable: s.capable(id), Cost: c.dv.Cost}
	in.MP = MPOf(in.Drive)
	if s.coasting(id) != "" {
		in.MP = 0
	}
	if sh.dSpeedSet {
		in.DeclaredSpeed, in.SpeedDeclared = sh.dSpeed, true
	} else {
		in.DeclaredSpeed = sh.speed
	}
	if sh.dockWith != NoShip && sh.dockTurns == 1 {
		in.Docking = sh.dockWith
	}
	for _, p := range sh.pts {
		if p&ptDown == 0 {
			in.HitPoints++
		}
	}
	for sys := range c.sysCat {
		in.Systems = append(in.Systems, s.systemInfo(id, sys))
	}
	return in
}

func (s *State) systemInfo(id ShipID, sys int) SystemInfo {
	sh := s.ships[id]
	c := s.cls(id)
	si := SystemInfo{Index: sys, Name: c.sysName[sys], Category: int(c.sysCat[sys]), Points: c.sysPoints[sys], Armor: sh.sys[sys].armor, Controlled: sh.sys[sys].ctrl}
	for k := 0; k < c.sysPoints[sys]; k++ {
		p := s.pointAt(id, sys, k)
		switch {
		case p&ptDown == 0:
			si.Up++
		case p&ptPerm != 0:
			si.Lost++
		}
		if p&ptRestored != 0 {
			si.Restored++
		}
		if p&ptDeclared != 0 {
			si.Declared++
		}
	}
	if sys < len(c.mounts) {
		mt := &c.mounts[sys]
		si.Type, si.Effect, si.Arc, si.Range, si.Damage, si.Dice = mt.typ, mt.effect, arcWord(mt.arc), mt.rng, mt.dmg, mt.dice
		if mt.missile() {
			si.Range, si.Dice, si.MissileDrive, si.Arc = mt.mRange, mt.mWarhead, mt.mDrive, ""
		}
		if mt.shots > 0 {
			si.Shots, si.MaxShot = sh.sys[sys].shots, mt.shots
		}
		if mt.stock > 0 {
			si.Reloads, si.MaxReloads = s.reloadsLeft(id, sys), c.stocks[mt.stock-1].reloads
			si.Reloading = sh.dReload&(1<<uint(sys)) != 0
			// The game's own check of the declaration, so that the sheet
			// and Legal cannot differ (a craft in its hangar may reload).
			si.MayReload = s.Check(Reload{By: sh.side, Ship: id, Weapon: sys}) == nil
		}
		si.Used = sh.sys[sys].used
		si.Works = s.mountWorks(id, sys)
	}
	return si
}

// Ships lists every ship and craft, in the scenario's order (craft after
// their carrier).
func (s *State) Ships() []ShipInfo {
	out := make([]ShipInfo, len(s.ships))
	for i := range s.ships {
		out[i] = s.info(ShipID(i))
	}
	return out
}

// Ship is one ship's data sheet.
func (s *State) Ship(id ShipID) (ShipInfo, bool) {
	if !s.valid(id) {
		return ShipInfo{}, false
	}
	return s.info(id), true
}

// FirePoses are the poses of ship id's flight path its weapons may still
// fire from this turn: every pose until its first shot, salvo or projection
// chooses a hex, then the poses in that hex (Movement 6).
func (s *State) FirePoses(id ShipID) []int {
	if !s.valid(id) {
		return nil
	}
	var out []int
	for i := range s.ships[id].path {
		if s.mayFireFrom(id, i) {
			out = append(out, i)
		}
	}
	return out
}

// ShipDesign is the derived design of a ship (do not change it).
func (s *State) ShipDesign(id ShipID) *design.Derived {
	if !s.valid(id) {
		return nil
	}
	return s.cls(id).dv
}

// SideName names a side.
func (s *State) SideName(p engine.Player) string {
	if p != 0 && p != 1 {
		return ""
	}
	return s.rules.names[p]
}

// Firing is the ship in its fire step, or NoShip.
func (s *State) Firing() ShipID { return s.firing }

// NextMovers lists the ships that may move next (several only when they
// are one side's and its commander picks).
func (s *State) NextMovers() []ShipID {
	if s.phase != phMove {
		return nil
	}
	return s.nextMovers()
}

// Turns is the turn limit in force.
func (s *State) Turns() int { return s.rules.set.turns }

// SeparatedTurns is how many turns in a row the squadrons have been apart.
func (s *State) SeparatedTurns() int { return s.sepTurns }

// Settings are the set-up options in force.
func (s *State) Settings() (turnCost, effRange, hitChart string) {
	return s.rules.set.turnCost, s.rules.set.effRange, s.rules.set.hitChart
}

// TurnCostAt is the MP cost of a turn at a speed under the method in force.
func (s *State) TurnCostAt(speed int) int { return TurnCost(s.rules.set.turnCost, speed) }

// Sealed reports whether a side has sealed its declarations this turn.
func (s *State) Sealed(p engine.Player) bool { return (p == 0 || p == 1) && s.sealed[p] }

// PreviewPlot is the MP ledger of a typed plot for a ship about to move
// (the plot's own errors are in Err too).
func (s *State) PreviewPlot(id ShipID, plot string) Ledger {
	if !s.valid(id) {
		return Ledger{Ship: id, Err: errNoShip(id)}
	}
	p, err := ParsePlot(plot)
	if err != nil {
		l := s.ledger(id, Plot{})
		l.Err = err
		return l
	}
	return s.ledger(id, p)
}

func errNoShip(id ShipID) error { return &noShipError{id} }

type noShipError struct{ id ShipID }

func (e *noShipError) Error() string { return "there is no ship " + shipNum(e.id) }

// EffectiveRange is the breakdown of a shot by a ship's weapon from a pose
// of its flight path at a target, with the weapon's dice and the exact
// chance to hit (selective: aiming at one category, 3 × the real range).
func (s *State) EffectiveRange(id ShipID, weapon, from int, target ShipID, selective bool) (Breakdown, bool) {
	if !s.valid(id) || !s.valid(target) || from < 0 || from >= len(s.ships[id].path) || weapon < 0 || weapon >= len(s.cls(id).mounts) {
		return Breakdown{}, false
	}
	b := s.effective(s.ships[id].path[from].Hex, target, selective)
	b.Dice = s.cls(id).mounts[weapon].rng
	b.Chance = HitChance(b.Dice, b.Effective)
	return b, true
}

// InArc reports whether a ship's weapon bears on a target from a pose of
// its path at its current Drive.
func (s *State) InArc(id ShipID, weapon, from int, target ShipID) bool {
	if !s.valid(id) || !s.valid(target) || from < 0 || from >= len(s.ships[id].path) || weapon < 0 || weapon >= len(s.cls(id).mounts) {
		return false
	}
	return s.inArc(id, weapon, s.ships[id].path[from], s.ships[target].pos)
}

// SquadInfo is a boarding unit.
type SquadInfo struct {
	ID     SquadID
	Side   engine.Player
	Kind   int // 0 Regular Crew … 4 Powered Armor
	Name   string
	Home   ShipID
	Host   ShipID
	Mode   string
	Target SquadID
	Fresh  bool
	Fought bool
	Alive  bool
}

// Squads lists the boarding units (crew units appear when a ship is
// boarded).
func (s *State) Squads() []SquadInfo {
	out := make([]SquadInfo, len(s.squads))
	for q, sq := range s.squads {
		out[q] = SquadInfo{ID: SquadID(q), Side: sq.side, Kind: sq.kind, Name: TroopName(sq.kind), Home: sq.home, Host: sq.host,
			Mode: ModeNames()[sq.mode], Target: sq.target, Fresh: sq.fresh, Fought: sq.fought, Alive: sq.alive}
	}
	return out
}

// WallInfo is a force plane on the map.
type WallInfo struct {
	Owner ShipID
	Hexes []hex.Hex
	Left  int
}

// Walls lists the force planes standing.
func (s *State) Walls() []WallInfo {
	out := make([]WallInfo, len(s.walls))
	for i, w := range s.walls {
		out[i] = WallInfo{Owner: w.owner, Hexes: append([]hex.Hex(nil), w.hexes...), Left: w.left}
	}
	return out
}

// SalvoInfo is a salvo waiting for its target's answer.
type SalvoInfo struct {
	From    ShipID
	Weapon  int
	Count   int
	At      hex.Hex
	Target  ShipID
	Contact int
	// ShotRange is the effective range for shooting at it, by an
	// antimissile and by any other weapon.
	ShotRangeAM, ShotRange int
}

// PendingSalvo is the salvo the target must answer now, if any.
func (s *State) PendingSalvo() (SalvoInfo, bool) {
	if !s.salvo.on {
		return SalvoInfo{}, false
	}
	d := hex.Distance(s.salvo.at, s.ships[s.salvo.target].pos)
	return SalvoInfo{From: s.salvo.from, Weapon: s.salvo.mount, Count: s.salvo.n, At: s.salvo.at, Target: s.salvo.target, Contact: s.salvo.contact,
		ShotRangeAM: MissileShotRange(d, true), ShotRange: MissileShotRange(d, false)}, true
}

// BuildInfo is a side's squadron in the Build phase.
type BuildInfo struct {
	Budget, Spent int
	Picks         []string // hidden (nil) for the other side until both are ready
	Designs       []string // what it may pick
	Ready         bool
}

// Build is side p's squadron being built; ok is false when the scenario
// does not build.
func (s *State) Build(p engine.Player) (BuildInfo, bool) {
	if (p != 0 && p != 1) || s.rules.build[p] == nil {
		return BuildInfo{}, false
	}
	b := s.rules.build[p]
	bi := BuildInfo{Budget: b.Budget, Spent: s.buildCost(p), Designs: append([]string(nil), b.Designs...), Ready: s.built[p]}
	for _, ci := range s.picks[p] {
		bi.Picks = append(bi.Picks, s.rules.classes[ci].name)
	}
	return bi, true
}

// DesignCost is the cost of a design of the scenario with the craft its
// hangars hold, as the Build phase counts it; −1 for no such design.
func (s *State) DesignCost(name string) int {
	ci, _ := s.rules.sc.derivedByName(name)
	if ci < 0 {
		return -1
	}
	return s.rules.classes[ci].cost
}

// Describe implements engine.Describer: intents worded with ship names.
// The sealed decisions (Build picks, declarations) are worded in full only
// for their own side.
func (s *State) Describe(in engine.Intent, viewer engine.Player) string {
	in, err := codec.Normalize(in)
	if err != nil {
		return ""
	}
	own := viewer == engine.NoPlayer || viewer == in.Actor()
	switch x := in.(type) {
	case Pick:
		if own {
			return "pick a " + x.Design
		}
	case Unpick:
		if own {
			return "take pick " + itoa(x.Index+1) + " out of the squadron"
		}
	case Speed, Dock, Launch, Repair, Reload, Board, Ram, Mode, Assign, Clear:
		// Another side reads a sealed declaration without its ship: "a
		// declaration for the Aerie Wasp 1" would tell that a craft in a
		// hangar launches (the one thing it can declare), and the Hydra
		// named nine times that it makes damage control on nine points.
		if !own {
			return "a sealed declaration"
		}
		return s.describeDeclaration(in)
	case Seal:
		if own && x.Truce {
			return "seal the declarations and offer a truce"
		}
		return "seal the declarations"
	case Move:
		return s.shipName(x.Ship) + " moves " + x.Plot
	case Fire, Salvo, Project, Done, Dodge, ShootDown:
		return s.describeFire(in)
	}
	return ""
}

// shipName names a ship for Describe, or by its number when the intent
// names no ship of this game.
func (s *State) shipName(id ShipID) string {
	if s.valid(id) {
		return s.ships[id].name
	}
	return "ship " + shipNum(id)
}

// systemName names system k of a ship for Describe, or by its number when
// the ship or the system is not there.
func (s *State) systemName(id ShipID, k int) string {
	if s.valid(id) && k >= 0 && k < len(s.cls(id).sysName) {
		return s.cls(id).sysName[k]
	}
	return "system " + itoa(k)
}

// describeDeclaration words a sealed declaration of the declaration phase
// as its own side reads it.
func (s *State) describeDeclaration(in engine.Intent) string {
	switch x := in.(type) {
	case Speed:
		return s.shipName(x.Ship) + ": speed " + itoa(x.Speed)
	case Dock:
		return s.shipName(x.Ship) + ": dock with the " + s.shipName(x.With)
	case Launch:
		return s.shipName(x.Craft) + ": launch"
	case Repair:
		return s.shipName(x.Ship) + ": damage control on the " + s.systemName(x.Ship, x.System)
	case Reload:
		return s.shipName(x.Ship) + ": reload the " + s.systemName(x.Ship, x.Weapon)
	case Board:
		return s.shipName(x.Ship) + ": board the " + s.shipName(x.Target)
	case Ram:
		return s.shipName(x.Ship) + ": ram the " + s.shipName(x.Target)
	case Mode:
		return "boarding unit " + itoa(int(x.Squad)) + ": mode " + ModeNames()[x.Mode]
	case Assign:
		return "boarding unit " + itoa(int(x.Squad)) + " attacks unit " + itoa(int(x.Target))
	case Clear:
		return s.shipName(x.Ship) + ": declarations taken back"
	}
	return ""
}

// describeFire words the intents of the fire phase: fire, missile salvoes,
// projectors, the end of a ship's fire, and a target's answer to a salvo.
func (s *State) describeFire(in engine.Intent) string {
	switch x := in.(type) {
	case Fire:
		t := s.shipName(x.Ship) + "'s " + s.systemName(x.Ship, x.Weapon) + " fires at the " + s.shipName(x.Target)
		t += s.contactWords(x.Target, x.Contact)
		if x.Aim != AimNone {
			t += ", aiming at its " + AimName(x.Aim)
		}
		return t
	case Salvo:
		t := s.shipName(x.Ship) + " launches " + SalvoWords(x.Count, s.systemName(x.Ship, x.Weapon)) + " at the " + s.shipName(x.Target)
		return t + s.contactWords(x.Target, x.Contact)
	case Project:
		if x.Target == x.Ship {
			return s.shipName(x.Ship) + " uses its " + s.systemName(x.Ship, x.Weapon)
		}
		return s.shipName(x.Ship) + " uses its " + s.systemName(x.Ship, x.Weapon) + " on the " + s.shipName(x.Target)
	case Done:
		return s.shipName(x.Ship) + " ends its fire"
	case Dodge:
		return "dodge the missiles"
	case ShootDown:
		parts := make([]string, 0, len(x.Weapons))
		t := NoShip
		if s.salvo.on {
			t = s.salvo.target
		}
		for _, w := range x.Weapons {
			parts = append(parts, s.systemName(t, w))
		}
		text := "shoot at the missiles with " + strings.Join(parts, ", ")
		if x.Dodge {
			text += ", and dodge the rest"
		}
		return text
	}
	return ""
}

// contactWords names the contact a shot or salvo aims at when the target
// shows more than one (" (contact #2)"), or a contact other than the first
// is named. Contacts are numbered from 1 as the action list shows them
// ("→ Hydra #2"); the intent counts from 0.
func (s *State) contactWords(target ShipID, contact int) string {
	if contact > 0 || s.valid(target) && s.ships[target].images > 0 {
		return " (contact #" + itoa(contact+1) + ")"
	}
	return ""
}

// Conceals implements engine.Concealer: the other side's log leaves out
// every sealed decision (Build picks, declarations), so that it cannot
// count them either (nine lines from one side would tell of nine points of
// damage control); the seal and what it reveals stay in.
func (s *State) Conceals(in engine.Intent, viewer engine.Player) bool {
	if viewer == engine.NoPlayer || viewer == in.Actor() {
		return false
	}
	switch in.(type) {
	case Pick, Unpick, Speed, Dock, Launch, Repair, Board, Ram, Mode, Assign, Clear:
		return true
	}
	return false
}
