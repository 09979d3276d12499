package sscs

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The legality oracle (the twenty-first audit): a second reading of what
// is legal, written from the rulebook (Squadron Level Rules) and the
// readings and own values of docs/rules/sscs.md alone. It reads the state
// through its plain accessors (Ships, Squads, PendingSalvo, NextMovers,
// Firing, Sealed, ShipDesign for the design's numbers) and never asks the
// engine's own rule helpers (Legal's code, Check, InArc, EffectiveRange,
// FirePoses, TurnCostAt, ParsePlot, SystemInfo.Works or MayReload) about
// the thing it judges. Over many positions of scripted and random games it
// holds the engine to two promises: (a) every intent Legal offers is legal
// by the oracle, and (b) every intent the oracle calls legal, over the
// spellings it enumerates, is accepted by Apply — and every one it calls
// illegal is refused with a message.
//
// A verdict is yes, no or either: "either" marks a spelling the rulebook
// and the document leave open (a declaration repeated, a friendly target,
// the order the dice gave across sides, which the oracle does not see),
// where the oracle does not judge. Legal lists a finite choice where the
// spellings are many (some speeds, some plots, fire from the path's last
// pose, rams within reach); what both call legal and Legal does not list
// is logged, not an error. (EffectiveRange is read, never used to judge:
// numbers compares it with the oracle's own sum.)
//
// Decisions covered: speeds; plots (the hexes, every hexside turned at
// this turn's speed by the method chosen, evasive MP, all within Drive²
// less the change of speed, one turned back included); who moves next;
// fire (weapon once a turn, working, rounds, power, arc by the Drive now,
// the one hex of the path, targets and contacts, aims); salvos (missile
// size per turn); the projectors aimed at an enemy or a friend, the
// displacer's reach and its hex, and the effects on the ship; answers to
// a salvo (weapons that bear on the launching hex, not both at one
// missile); damage control, launches, reloads, rams, boarding, modes and
// assignments; picks. Where the oracle first read the rulebook otherwise
// and the engine was right, the comment at the verdict says why (the
// displacer's target within ½ value of the firer, as well as its new hex
// of where it was; a turn made and taken back pays both hexsides).
// Positions: the games as played, and variants made by hand from them (a
// firer, mover or salvo's target knocked down to Drive 1 or 2, a ship shut
// down or held at the declarations) and the Missiles phase after a few of
// the salvos the oracle calls legal.

type verdict int

const (
	vNo verdict = iota
	vYes
	vEither
)

func yes(ok bool) verdict {
	if ok {
		return vYes
	}
	return vNo
}

// oracle is one position seen by the second reading.
type oracle struct {
	s        *State
	turn     int
	phase    string
	ships    []ShipInfo
	squads   []SquadInfo
	turnCost string
	mem      *oracleMemory
}

// oracleMemory is what the oracle remembers from the intents it has seen
// applied this turn: the rulebook's "fire weapons from some hex" (the hex
// a ship's first shot picked), the missile size each ship launched
// (Evaluate: missile size per turn), and the Drive each ship had when the
// order of movement was fixed.
type oracleMemory struct {
	turn       int
	picked     map[ShipID]hex.Hex
	launched   map[ShipID]int // Σ Range × Drive × Warhead of missiles launched this turn
	revealDrv  map[ShipID]int
	revealSeen bool
	launches   map[ShipID]bool // craft declared to launch this turn
	declares   int             // Declaration positions seen (every third gets variants)
}

func (m *oracleMemory) reset(turn int) {
	if m.turn == turn && m.picked != nil {
		return
	}
	m.turn = turn
	m.picked = map[ShipID]hex.Hex{}
	m.launched = map[ShipID]int{}
	m.revealDrv = map[ShipID]int{}
	m.revealSeen = false
	m.launches = map[ShipID]bool{}
}

func newOracle(s *State, mem *oracleMemory) *oracle {
	ph := s.Phase()
	mem.reset(ph.Turn)
	tc, _, _ := s.Settings()
	o := &oracle{s: s, turn: ph.Turn, phase: ph.Name, ships: s.Ships(), squads: s.Squads(), turnCost: tc, mem: mem}
	if ph.Name == PhaseMovement && !mem.revealSeen {
		mem.revealSeen = true
		for _, sh := range o.ships {
			mem.revealDrv[sh.ID] = sh.Drive
		}
	}
	return o
}

// remember updates the memory after in was applied to the oracle's state.
func (o *oracle) remember(in engine.Intent) {
	pick := func(ship ShipID, from int) {
		if _, ok := o.mem.picked[ship]; ok {
			return
		}
		if sh, ok := o.ship(ship); ok && from >= 0 && from < len(sh.Path) {
			o.mem.picked[ship] = sh.Path[from].Hex
		}
	}
	switch x := in.(type) {
	case Launch:
		o.mem.launches[x.Craft] = true
	case Clear:
		delete(o.mem.launches, x.Ship)
	case Fire:
		pick(x.Ship, x.From)
	case Salvo:
		pick(x.Ship, x.From)
		sh, _ := o.ship(x.Ship)
		w := sh.Systems[x.Weapon]
		o.mem.launched[x.Ship] += x.Count * w.Range * w.MissileDrive * w.Dice
	case Project:
		sh, _ := o.ship(x.Ship)
		if !selfEffect(sh.Systems[x.Weapon].Effect) {
			pick(x.Ship, x.From)
		}
	}
}

func (o *oracle) ship(id ShipID) (ShipInfo, bool) {
	if id < 0 || int(id) >= len(o.ships) {
		return ShipInfo{}, false
	}
	return o.ships[id], true
}

// shut: "shuts down ALL Ship operation" (a pulse) or "stops all movement,
// fire, and action" (stasis) — for the turns the sheet shows.
func (o *oracle) shut(sh ShipInfo) bool {
	return sh.EMPUntil >= o.turn || o.held(sh)
}

func (o *oracle) held(sh ShipInfo) bool { return sh.HeldUntil >= o.turn }

// inPlay: a ship on the map, neither aboard, scrap nor captured.
func inPlay(sh ShipInfo) bool { return sh.Status == StatusActive }

// turnCostOf is Movement 5's cost of one hexside at a speed by the method
// chosen before play: A ⌈speed × .66⌉, B the speed, C the printed chart
// (speeds 1-20; beyond it, A, as docs/rules/sscs.md says).
func turnCostOf(method string, speed int) int {
	chart := [...]int{0, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 10, 10, 11, 12, 12, 13, 14}
	a := func(s int) int { // ⌈.66 s⌉ exactly: (66 s + 99) / 100
		return (66*s + 99) / 100
	}
	switch {
	case speed <= 0:
		return 0
	case method == TurnSpeed:
		return speed
	case method == TurnChart && speed <= 20:
		return chart[speed]
	}
	return a(speed)
}

// cones says in which of the six 60° cones (Silent Death's, the document's
// own geometry) the hex to lies for a ship at from heading h: forward,
// side (the four quarters) or rear; a hex on a boundary lies in both.
func cones(from hex.Hex, h hex.Direction, to hex.Hex) (fwd, side, rear bool) {
	d := hex.RotateAround(hex.Hex{}, hex.Sub(to, from), -int(h))
	q, r, s := d.Q, d.R, -d.Q-d.R
	fwd = r <= q && q <= s
	side = (r <= s && s <= q) || (s <= r && r <= q) || (q <= s && s <= r) || (q <= r && r <= s)
	rear = s <= q && q <= r
	return
}

// bears is Determine Arc: by the firer's Drive now, which arcs a weapon
// built primary, secondary or defensive may fire into. Drive 3 and more:
// any; a ship of no Drive fires as Drive 1 (reading); the firer's own hex
// is in every arc (own).
func bears(drive int, arc string, from hex.Hex, h hex.Direction, to hex.Hex) bool {
	if from == to || drive >= 3 {
		return true
	}
	fwd, side, _ := cones(from, h, to)
	switch {
	case arc == design.Defensive:
		return true
	case drive == 2 && arc == design.Secondary:
		return true
	case drive == 2 || arc == design.Secondary:
		return fwd || side
	}
	return fwd
}

// gun: the weapons that Fire: railguns, antimissiles, beams, cannons,
// torpedoes. energy: all but the antimissile ("run independent of ship's
// power"; missiles are autonomous).
func gun(t string) bool {
	switch t {
	case design.Railgun, design.Antimissile, design.Beam, design.Cannon, design.Torpedo:
		return true
	}
	return false
}

func selfEffect(e string) bool {
	return e == design.CloakField || e == design.Dazzle || e == design.ImageProjector
}

// weaponReady: the weapon is a working mount of the ship this turn: not
// fired yet (each weapon once a turn, own), its point up ("all weapons
// take one damage to disable"), not held by boarders, with rounds left in
// a magazine, with power for an energy weapon (Result of Damage).
func (o *oracle) weaponReady(sh ShipInfo, w int) (SystemInfo, bool) {
	if w < 0 || w >= len(sh.Systems) || sh.Systems[w].Category != CatWeapons {
		return SystemInfo{}, false
	}
	si := sh.Systems[w]
	if si.Used || si.Up == 0 || si.Controlled || (si.MaxShot > 0 && si.Shots == 0) {
		return si, false
	}
	if si.Type != design.Antimissile && si.Type != design.Missile && sh.Drive == 0 {
		return si, false
	}
	return si, true
}

// firing: the ship is in its fire step (Movement 6: after its whole move)
// and belongs to by.
func (o *oracle) firing(by engine.Player, id ShipID) (ShipInfo, bool) {
	sh, ok := o.ship(id)
	if !ok || o.phase != PhaseFire || o.s.Firing() != id || sh.Side != by || !inPlay(sh) || o.shut(sh) {
		return sh, false
	}
	return sh, true
}

// fromOK: "from some hex that was in their flight path" — a pose of this
// turn's path, and once the first shot picked a hex, that hex (rules 7).
func (o *oracle) fromOK(sh ShipInfo, from int) bool {
	if from < 0 || from >= len(sh.Path) {
		return false
	}
	if h, ok := o.mem.picked[sh.ID]; ok {
		return sh.Path[from].Hex == h
	}
	return true
}

// target: an enemy ship on the map, not held in stasis ("cannot be
// effected by anything"), and one of its contacts (the ship and its
// images).
func (o *oracle) target(sh ShipInfo, id ShipID, contact int) verdict {
	t, ok := o.ship(id)
	if !ok || !inPlay(t) || o.held(t) || contact < 0 || contact > t.Images {
		return vNo
	}
	// Fire on a friend: the rulebook neither allows nor forbids it; the
	// document's own reading refuses it (its fire is at the other side).
	return yes(t.Side != sh.Side)
}

func (o *oracle) fire(in Fire) verdict {
	sh, ok := o.firing(in.By, in.Ship)
	if !ok {
		return vNo
	}
	si, ok := o.weaponReady(sh, in.Weapon)
	if !ok || !gun(si.Type) || !o.fromOK(sh, in.From) || in.Aim < AimNone || in.Aim > AimAux {
		return vNo
	}
	v := o.target(sh, in.Target, in.Contact)
	if v == vNo {
		return vNo
	}
	p := sh.Path[in.From]
	if !bears(sh.Drive, si.Arc, p.Hex, p.Heading, o.ships[in.Target].Hex) {
		return vNo
	}
	return v
}

// salvo: missiles are autonomous (no power, no arc); a salvo of at least
// one missile left in the magazine; the missiles a ship launches in a turn
// no bigger together than its total size × .05 (Evaluate Design, recoil
// limit 1): Σ R × D × W / 8 ≤ total / 20.
func (o *oracle) salvo(in Salvo) verdict {
	sh, ok := o.firing(in.By, in.Ship)
	if !ok || in.Weapon < 0 || in.Weapon >= len(sh.Systems) {
		return vNo
	}
	si := sh.Systems[in.Weapon]
	if si.Type != design.Missile || si.Up == 0 || si.Controlled || in.Count < 1 || in.Count > si.Shots || !o.fromOK(sh, in.From) {
		return vNo
	}
	total := o.s.ShipDesign(sh.ID).TotalSize
	if 20*(o.mem.launched[sh.ID]+in.Count*si.Range*si.MissileDrive*si.Dice) > 8*total {
		return vNo
	}
	return o.target(sh, in.Target, in.Contact)
}

// project: only the kinds the oracle judges — the effects on the ship
// itself, and the projectors aimed at an enemy ship (blast, pulse, stasis,
// tractor, repulser); the others are vEither.
func (o *oracle) project(in Project) verdict {
	sh, ok := o.firing(in.By, in.Ship)
	if !ok {
		return vNo
	}
	si, ok := o.weaponReady(sh, in.Weapon)
	if !ok || si.Type != design.Projector {
		return vNo
	}
	if in.From < 0 || in.From >= len(sh.Path) {
		return vNo
	}
	switch si.Effect {
	case design.CloakField, design.Dazzle, design.ImageProjector:
		if in.Target != sh.ID {
			return vEither
		}
		if _, ok := o.mem.picked[sh.ID]; ok && !o.fromOK(sh, in.From) {
			return vNo
		}
		return vYes
	case design.EnergyBlast, design.EMP, design.StasisBeam, design.TractorBeam, design.RepulserBeam:
		if !o.fromOK(sh, in.From) {
			return vNo
		}
		v := o.target(sh, in.Target, in.Contact)
		if v == vNo {
			return vNo
		}
		p := sh.Path[in.From]
		if !bears(sh.Drive, si.Arc, p.Hex, p.Heading, o.ships[in.Target].Hex) {
			return vNo
		}
		if v == vYes && (in.At != Cell{} || in.Dir != 0) {
			return vEither
		}
		return v
	case design.ShieldProjection, design.TransferECM:
		// to a friend: within ½ value hexes (shields), or within the
		// projector's Range in another hex (ECM: "to ship(s) in another
		// hex"; the reach is the project's own)
		t, ok := o.ship(in.Target)
		if !ok || !inPlay(t) || o.held(t) || t.Side != sh.Side || !o.fromOK(sh, in.From) {
			return vNo
		}
		if t.ID == sh.ID {
			return vEither
		}
		d := hex.Distance(sh.Path[in.From].Hex, t.Hex)
		if si.Effect == design.ShieldProjection {
			return yes(d <= si.Damage/2)
		}
		return yes(d >= 1 && d <= si.Range)
	case design.DisplacerPulse:
		// "Target must be within 1/2 Value hexes" (of the firer), and it
		// reappears in "another hex designated by the firing ship" (own:
		// within ½ value hexes of where it was, the document's reading)
		if !o.fromOK(sh, in.From) {
			return vNo
		}
		v := o.target(sh, in.Target, in.Contact)
		if v == vNo {
			return vNo
		}
		t := o.ships[in.Target]
		p := sh.Path[in.From]
		if !bears(sh.Drive, si.Arc, p.Hex, p.Heading, t.Hex) || hex.Distance(p.Hex, t.Hex) > si.Damage/2 {
			return vNo
		}
		at := hex.Hex{Q: in.At.Q, R: in.At.R}
		if d := hex.Distance(at, t.Hex); d == 0 || d > si.Damage/2 {
			return vNo
		}
		return v
	case design.ForcePlane:
		// "Erects a wall" (twenty-fourth audit; open before): raised by
		// the ship itself, no contact; "The wall can be up to 1/2 the value
		// away from the ship" — its middle hex (document), from the hex it
		// fires from; it is aimed at no ship, so no arc.
		if in.Target != sh.ID || in.Contact != 0 {
			return vNo
		}
		if _, ok := o.mem.picked[sh.ID]; ok && !o.fromOK(sh, in.From) {
			return vNo
		}
		return yes(hex.Distance(sh.Path[in.From].Hex, hex.Hex{Q: in.At.Q, R: in.At.R}) <= si.Damage/2)
	}
	return vEither
}

// shoot: the target of a salvo answers with weapons that bear on the
// launching hex, each once, not used this turn; each missile is shot at or
// dodged, not both: with dodge, fewer weapons than missiles.
func (o *oracle) shoot(in ShootDown) verdict {
	sv, ok := o.s.PendingSalvo()
	if !ok || o.phase != PhaseMissiles {
		return vNo
	}
	t := o.ships[sv.Target]
	if t.Side != in.By || len(in.Weapons) == 0 {
		return vNo
	}
	seen := map[int]bool{}
	for _, w := range in.Weapons {
		if seen[w] {
			return vNo
		}
		seen[w] = true
		si, ok := o.weaponReady(t, w)
		if !ok || !gun(si.Type) || !bears(t.Drive, si.Arc, t.Hex, t.Heading, sv.At) {
			return vNo
		}
	}
	switch {
	case in.Dodge && len(in.Weapons) >= sv.Count:
		return vNo
	case !in.Dodge && len(in.Weapons) > sv.Count:
		return vEither // more weapons than missiles: every one named fires (rules 2)
	}
	return vYes
}

// declaring: the Declaration phase, the side not sealed, its own ship.
func (o *oracle) declaring(by engine.Player, id ShipID) (ShipInfo, bool) {
	sh, ok := o.ship(id)
	if !ok || o.phase != PhaseDeclare || o.s.Sealed(by) || sh.Side != by {
		return sh, false
	}
	return sh, true
}

// speed: "Speed must be declared every turn"; 1 MP changes it by one, MP =
// Drive² now; 0 to 120 (own). A ship that coasts (shut down, held, no
// Drive) keeps its speed: MP 0.
func (o *oracle) speed(in Speed) verdict {
	sh, ok := o.declaring(in.By, in.Ship)
	if !ok || !inPlay(sh) || in.Speed < 0 || in.Speed > 120 {
		return vNo
	}
	mp := sh.Drive * sh.Drive
	if o.shut(sh) {
		mp = 0
	}
	d := in.Speed - sh.Speed
	if d < 0 {
		d = -d
	}
	return yes(d <= mp)
}

// repair is Damage Control: a ship not reduced to scrap (or a craft in a
// hangar whose carrier is not shut down, rules 6), not shut down or held
// itself; one point of a system down that was not lost for good (failed,
// or hit again after a repair); no more points than crew; boarding
// parties cannot be repaired.
func (o *oracle) repair(in Repair) verdict {
	sh, ok := o.declaring(in.By, in.Ship)
	if !ok || !o.operates(sh) {
		return vNo
	}
	if in.System < 0 || in.System >= len(sh.Systems) {
		return vNo
	}
	si := sh.Systems[in.System]
	if si.Points-si.Up-si.Lost-si.Declared <= 0 {
		return vNo
	}
	if o.troops(sh, in.System) {
		return vNo
	}
	declared := 0
	for _, x := range sh.Systems {
		declared += x.Declared
	}
	if declared >= sh.Crew {
		return vNo
	}
	if si.Controlled || si.Name == "Crew" {
		return vEither
	}
	return vYes
}

// operates: a ship in play, or a craft in its carrier's hangar, that no
// pulse or stasis stops (nor its carrier's).
func (o *oracle) operates(sh ShipInfo) bool {
	switch sh.Status {
	case StatusActive:
		return !o.shut(sh)
	case StatusAboard:
		c, ok := o.ship(sh.Carrier)
		return ok && inPlay(c) && !o.shut(c) && !o.shut(sh)
	}
	return false
}

// troops: system is a boarding group.
func (o *oracle) troops(sh ShipInfo, system int) bool {
	dv := o.s.ShipDesign(sh.ID)
	k := system - (len(dv.Weapons)*0 + o.mounts(sh) + 1)
	return k >= 0 && k < len(dv.Aux) && dv.Aux[k].Troop > 0
}

func (o *oracle) mounts(sh ShipInfo) int {
	n := 0
	for _, si := range sh.Systems {
		if si.Category == CatWeapons {
			n++
		}
	}
	return n
}

// hangarOf: the system of the carrier's hangar that holds the craft's
// design.
func (o *oracle) hangarsOf(c ShipInfo, craft string) []SystemInfo {
	dv := o.s.ShipDesign(c.ID)
	var out []SystemInfo
	for k, a := range dv.Aux {
		if a.Kind == design.Hangar && a.Craft == craft {
			out = append(out, c.Systems[o.mounts(c)+1+k])
		}
	}
	return out
}

// launch: a craft in its carrier's hangar; the carrier in play, with power
// (a hangar is no system that works without it), not shut down or held,
// and a hangar that holds the craft not held by boarders (rules 6).
func (o *oracle) launch(in Launch) verdict {
	sh, ok := o.declaring(in.By, in.Craft)
	if !ok || sh.Status != StatusAboard {
		return vNo
	}
	c, ok := o.ship(sh.Carrier)
	if !ok || !inPlay(c) || o.shut(c) || c.Drive == 0 {
		return vNo
	}
	free := false
	for _, h := range o.hangarsOf(c, sh.Design) {
		if !h.Controlled {
			free = true
		}
	}
	if free && o.mem.launches[sh.ID] {
		return vEither // declared again
	}
	return yes(free)
}

// reload (rules 9): an empty magazine weapon with a reload left, the
// weapon up and not held, the ship operating, its storage not held, crew
// left.
func (o *oracle) reload(in Reload) verdict {
	sh, ok := o.declaring(in.By, in.Ship)
	if !ok || !o.operates(sh) || in.Weapon < 0 || in.Weapon >= len(sh.Systems) {
		return vNo
	}
	si := sh.Systems[in.Weapon]
	if si.Category != CatWeapons || si.MaxShot == 0 || si.Shots > 0 || si.Reloads == 0 || si.Up == 0 || si.Controlled || sh.Crew == 0 {
		return vNo
	}
	for _, x := range sh.Systems {
		if x.Name == "Storage" && x.Controlled {
			return vNo
		}
	}
	if si.Reloading {
		return vEither
	}
	return vYes
}

// ram: declared in the Declaration phase by a ship that flies this turn
// (not shut down, held or without Drive: it could roll 3 × 0 only) at
// another ship on the map.
func (o *oracle) ram(in Ram) verdict {
	sh, ok := o.declaring(in.By, in.Ship)
	if !ok || !inPlay(sh) || o.shut(sh) {
		return vNo
	}
	t, ok := o.ship(in.Target)
	if !ok || !inPlay(t) || t.ID == sh.ID {
		return vNo
	}
	if sh.Drive == 0 || o.held(t) {
		return vEither
	}
	return vYes // a friend too: the procedure names no side (the document's reading)
}

// board: "both ships must have been docked for a turn"; the boarding
// ship's own squads aboard it; the target an enemy not held in stasis.
func (o *oracle) board(in Board) verdict {
	sh, ok := o.declaring(in.By, in.Ship)
	if !ok || !inPlay(sh) || o.shut(sh) {
		return vNo
	}
	t, ok := o.ship(in.Target)
	if !ok || !inPlay(t) || t.Side == sh.Side || o.held(t) || sh.Docked != t.ID {
		return vNo
	}
	for _, q := range o.squads {
		if q.Alive && q.Home == sh.ID && q.Host == sh.ID && q.Kind > 0 {
			return vYes
		}
	}
	return vNo
}

// pick (Build, the project's own): a design of the side's list whose cost
// (a carrier's with its craft) fits what is left of the budget, before
// the side is ready; near the caps of 24 ships and 48 ships and craft the
// oracle, which does not count craft, does not judge.
func (o *oracle) pick(in Pick) verdict {
	b, ok := o.s.Build(in.By)
	if !ok || o.phase != PhaseBuild || b.Ready {
		return vNo
	}
	listed := false
	for _, d := range b.Designs {
		listed = listed || d == in.Design
	}
	if !listed {
		return vNo
	}
	if len(b.Picks) >= 16 {
		return vEither
	}
	return yes(b.Spent+o.s.DesignCost(in.Design) <= b.Budget)
}

// dock: declared by a ship on the map that operates, with another ship on
// the map; whether they meet the conditions ("same speed, same direction,
// same hex, for 2 turns", no evasive, room) is checked when docking
// completes, in the Activity phase — the oracle judges who may declare
// it, and leaves a ship held in stasis (nothing reaches it) open. Since
// the twenty-fourth audit it also judges what is known at the
// declaration: a ship already docked docks with no other (own: one at a
// time) nor again with its partner, and "both ships must be able to
// dock" — the room of the rulebook's example, by the project's measure
// (edgeRoom, edge_oracle_test.go).
func (o *oracle) dock(in Dock) verdict {
	sh, ok := o.declaring(in.By, in.Ship)
	if !ok || !inPlay(sh) || o.shut(sh) {
		return vNo
	}
	t, ok := o.ship(in.With)
	if !ok || !inPlay(t) || t.ID == sh.ID {
		return vNo
	}
	if sh.Docked != NoShip || !edgeRoom(o.s, sh.ID, t.ID) {
		return vNo
	}
	if o.held(t) || o.held(sh) {
		return vEither
	}
	return vYes
}

// mode: a unit of the side, alive, one of the five modes ("The squad may
// not elect to assume any MODE at all": none is one).
func (o *oracle) mode(in Mode) verdict {
	if o.phase != PhaseDeclare || o.s.Sealed(in.By) || in.Squad < 0 || int(in.Squad) >= len(o.squads) {
		return vNo
	}
	q := o.squads[in.Squad]
	if q.Side != in.By || !q.Alive || in.Mode < ModeNone || in.Mode > ModeSuicidal {
		return vNo
	}
	// "This cannot change until all the combats are resolved": a unit
	// that has fought, with an enemy unit still aboard with it, keeps its
	// mode. Otherwise the oracle does not judge when a mode may be set.
	if q.Fought && ModeNames()[in.Mode] != q.Mode {
		for _, e := range o.squads {
			if e.Alive && e.Side != q.Side && e.Host == q.Host {
				return vNo
			}
		}
	}
	return vEither
}

// assign: "assign certain units to specific enemy units": a unit of the
// side at an enemy unit, both alive, aboard the same ship (a unit about to
// cross is left open).
func (o *oracle) assign(in Assign) verdict {
	if o.phase != PhaseDeclare || o.s.Sealed(in.By) || in.Squad < 0 || int(in.Squad) >= len(o.squads) ||
		in.Target < 0 || int(in.Target) >= len(o.squads) {
		return vNo
	}
	q, t := o.squads[in.Squad], o.squads[in.Target]
	if q.Side != in.By || t.Side == q.Side || !q.Alive || !t.Alive {
		return vNo
	}
	if q.Host == t.Host {
		return vYes
	}
	return vEither
}

// plot is a move in the oracle's own terms: where it turns, and evasive.
type oraclePlot struct {
	turns   []int // turns[i]: hexsides turned before hex i (i = speed: after the last), + starboard
	evasive int
	back    int // "LR" pairs written before the first hex: turned and turned back
}

func (p oraclePlot) text(style int) string {
	var b strings.Builder
	for i, t := range p.turns {
		n := t
		l, r := "L", "R"
		if style == 1 {
			l, r = "p", "s"
		}
		for ; n > 0; n-- {
			b.WriteString(r)
		}
		for ; n < 0; n++ {
			b.WriteString(l)
		}
		if i < len(p.turns)-1 {
			// hexes forward run together: collapse runs later
			b.WriteString("1")
		}
	}
	s := collapseOnes(b.String())
	s = strings.Repeat("LR", p.back) + s
	if p.evasive > 0 {
		if style == 1 {
			s += " e" + strconv.Itoa(p.evasive)
		} else {
			s += "E" + strconv.Itoa(p.evasive)
		}
	}
	if s == "" {
		s = "0"
	}
	return s
}

// collapseOnes writes runs of "1" as their count ("111" → "3").
func collapseOnes(s string) string {
	var b strings.Builder
	n := 0
	for _, c := range s {
		if c == '1' {
			n++
			continue
		}
		if n > 0 {
			b.WriteString(strconv.Itoa(n))
			n = 0
		}
		b.WriteRune(c)
	}
	if n > 0 {
		b.WriteString(strconv.Itoa(n))
	}
	return b.String()
}

// moveBudget: the ship's speed this turn and the MP left for turns and
// evasive (Movement 3-4): the declared speed, reached as far as the MP of
// the Drive now allow (own), the change paid first.
func (o *oracle) moveBudget(sh ShipInfo) (speed, left int) {
	mp := sh.Drive * sh.Drive
	d := sh.DeclaredSpeed - sh.Speed
	switch {
	case d > mp:
		d = mp
	case d < -mp:
		d = -mp
	}
	if d < 0 {
		return sh.Speed + d, mp + d
	}
	return sh.Speed + d, mp - d
}

// plot judges a plot: the hexes add up to the speed; every hexside turned
// costs the turn cost at this speed; evasive MP and turns within the MP.
func (o *oracle) plot(sh ShipInfo, p oraclePlot) verdict {
	speed, left := o.moveBudget(sh)
	if len(p.turns) != speed+1 || p.evasive < 0 {
		return vNo
	}
	n := 0
	for _, t := range p.turns {
		if t < 0 {
			t = -t
		}
		n += t
	}
	// Every change of direction costs, one turned back included: "it takes"
	// the cost "to change the direction", whatever the next change does.
	n += 2 * p.back
	return yes(n*turnCostOf(o.turnCost, speed)+p.evasive <= left)
}

// mover: the ship may move now (Movement 6-7): in play, not yet moved, it
// decides its move (not shut down, held or without Drive), and no ship
// that has yet to move goes before it: "the fastest ship moves first",
// then at the same speed "the ones with the highest manuever" (the Drive
// when the order was fixed). Where the ships so tied are all of one side,
// "the commander determines who is first": any of them. Where ships of
// both sides tie, the dice decide between them, which the oracle does not
// see (vEither).
func (o *oracle) mover(id ShipID) (ShipInfo, verdict) {
	sh, ok := o.ship(id)
	if !ok || o.phase != PhaseMovement || !inPlay(sh) || sh.Moved || o.shut(sh) || sh.Drive == 0 {
		return sh, vNo
	}
	sides := [2]bool{}
	for _, x := range o.ships {
		if !inPlay(x) || x.Moved || o.held(x) {
			continue
		}
		if x.DeclaredSpeed > sh.DeclaredSpeed ||
			(x.DeclaredSpeed == sh.DeclaredSpeed && o.mem.revealDrv[x.ID] > o.mem.revealDrv[sh.ID]) {
			return sh, vNo
		}
		if x.DeclaredSpeed == sh.DeclaredSpeed && o.mem.revealDrv[x.ID] == o.mem.revealDrv[sh.ID] {
			sides[x.Side] = true
		}
	}
	if sides[0] && sides[1] {
		return sh, vEither
	}
	return sh, vYes
}

// plotsOf enumerates plots for a ship: every way to place up to maxTurns
// hexsides (each way) among its speed+1 places, with evasive 0, 1, the
// most left, and one more than that.
func (o *oracle) plotsOf(sh ShipInfo, maxTurns int) []oraclePlot {
	speed, left := o.moveBudget(sh)
	var out []oraclePlot
	var rec func(i, used int, cur []int)
	rec = func(i, used int, cur []int) {
		if i == speed+1 {
			t := append([]int(nil), cur...)
			cost := used * turnCostOf(o.turnCost, speed)
			evs := []int{0}
			if rest := left - cost; rest > 0 {
				evs = append(evs, 1, rest)
			}
			if rest := left - cost; rest >= 0 {
				evs = append(evs, rest+1)
			}
			for _, e := range evs {
				out = append(out, oraclePlot{turns: t, evasive: e})
			}
			return
		}
		for t := -maxTurns + used; t <= maxTurns-used; t++ {
			a := t
			if a < 0 {
				a = -a
			}
			rec(i+1, used+a, append(cur, t))
			if len(out) > 60 {
				return
			}
		}
	}
	rec(0, 0, nil)
	// and the speed missed by one either way, and a turn made and taken
	// back (two hexsides' cost), with the MP it leaves and one more
	if speed > 0 {
		out = append(out, oraclePlot{turns: make([]int, speed)})
	}
	out = append(out, oraclePlot{turns: make([]int, speed+2)})
	if rest := left - 2*turnCostOf(o.turnCost, speed); rest >= -1 {
		out = append(out, oraclePlot{turns: make([]int, speed+1), back: 1, evasive: max(rest, 0)},
			oraclePlot{turns: make([]int, speed+1), back: 1, evasive: rest + 1})
	}
	return out
}

// oracleStats counts what the oracle compared.
type oracleStats struct {
	unlisted   map[string]int
	unlistedEx map[string][]string
	positions  map[string]int
	intents    map[string]int
	disagree   map[string][]string
}

func (st *oracleStats) flag(kind, msg string) {
	if len(st.disagree[kind]) < 5 {
		st.disagree[kind] = append(st.disagree[kind], msg)
	} else {
		st.disagree[kind] = append(st.disagree[kind][:5], "…")
	}
}

// judge compares the engine and the oracle at one position.
func (o *oracle) judge(t testing.TB, st *oracleStats, where string) {
	ph := o.s.Phase()
	for _, p := range ph.Actors {
		st.positions[o.phase]++
		offered := map[string]bool{}
		for _, in := range o.s.Legal(p) {
			offered[fmt.Sprintf("%T%+v", in, in)] = true
			if v := o.verdictOf(in); v == vNo {
				st.flag("offered "+in.Kind(), fmt.Sprintf("%s: Legal offers %+v (%T), the oracle refuses it", where, in, in))
			}
		}
		for _, in := range o.enumerate(p) {
			v := o.verdictOf(in)
			if v == vEither {
				continue
			}
			st.intents[in.Kind()+map[verdict]string{vYes: "+", vNo: "-"}[v]]++
			_, _, err := o.s.Apply(in)
			if v == vYes && err == nil && !offered[fmt.Sprintf("%T%+v", in, in)] {
				st.unlisted[in.Kind()]++
				if len(st.unlistedEx[in.Kind()]) < 3 {
					st.unlistedEx[in.Kind()] = append(st.unlistedEx[in.Kind()], where+": "+fmt.Sprintf("%#v", in))
				}
			}
			switch {
			case v == vYes && err != nil:
				st.flag("refused "+in.Kind(), fmt.Sprintf("%s: Apply refuses %+v: %v", where, in, err))
			case v == vNo && err == nil:
				st.flag("accepted "+in.Kind(), fmt.Sprintf("%s: Apply accepts %+v, the oracle refuses it", where, in))
			case err != nil && len(strings.TrimSpace(err.Error())) < 12:
				st.flag("message "+in.Kind(), fmt.Sprintf("%s: %#v refused with %q", where, in, err))
			case err != nil && v == vNo && o.ruleRefusal(in) && !strings.Contains(err.Error(), "("):
				// a refusal by a rule (not of a malformed or foreign intent)
				// names the section it follows, or says the limit is own
				st.flag("message "+in.Kind(), fmt.Sprintf("%s: %#v refused with %q", where, in, err))
			}
		}
	}
}

// numbers checks the numbers a shot's legality leads to, where the
// oracle can work them out alone: the effective range of a shot at a ship
// neither cloaked, dazzled nor given ECM (Increasing the Effective Range:
// real × (ECM + evasive), at least real — the worked example's reading —
// or real × (1 + ECM + evasive) under effrange literal; selective
// targeting triples the real range), and the range at which a salvo is
// shot at (half the launcher's distance, rounded down, at least 1; × 3
// but for an antimissile).
func (o *oracle) numbers(st *oracleStats, where string) {
	switch o.phase {
	case PhaseMissiles:
		sv, _ := o.s.PendingSalvo()
		r := max(hex.Distance(sv.At, o.ships[sv.Target].Hex)/2, 1)
		st.intents["numbers missile"]++
		if sv.ShotRangeAM != r || sv.ShotRange != 3*r {
			st.flag("numbers missile", fmt.Sprintf("%s: shot ranges %d and %d at %d hexes, want %d and %d", where, sv.ShotRangeAM, sv.ShotRange, hex.Distance(sv.At, o.ships[sv.Target].Hex), r, 3*r))
		}
	case PhaseFire:
		for _, x := range o.ships {
			if inPlay(x) && (x.Dazzle > 0 || x.ECMTo != NoShip || x.CoveredBy != NoShip) {
				return
			}
		}
		_, method, _ := o.s.Settings()
		sh := o.ships[o.s.Firing()]
		for _, t := range o.ships {
			if t.Side == sh.Side || !inPlay(t) || t.Cloak > 0 {
				continue
			}
			ecm := 0
			for _, si := range t.Systems {
				if si.Name == "ECM" && !si.Controlled {
					ecm += si.Up
				}
			}
			if t.Drive == 0 || o.shut(t) {
				ecm = 0
			}
			for _, from := range o.poses(sh) {
				if from < 0 || from >= len(sh.Path) {
					continue
				}
				for _, sel := range []bool{false, true} {
					b, ok := o.s.EffectiveRange(sh.ID, 0, from, t.ID, sel)
					real := max(hex.Distance(sh.Path[from].Hex, t.Hex), 1)
					if sel {
						real *= 3
					}
					n := max(ecm+t.Evasive, 1)
					if method == EffLiteral {
						n = 1 + ecm + t.Evasive
					}
					st.intents["numbers effective range"]++
					if !ok || b.Effective != real*n {
						st.flag("numbers effective range", fmt.Sprintf("%s: %s at %s: effective %d (%s), want %d (ECM %d, evasive %d)", where, sh.Name, t.Name, b.Effective, b, real*n, ecm, t.Evasive))
					}
				}
			}
		}
	}
}

// ruleRefusal: an intent of the actor's own ship or unit, well formed,
// whose refusal is a rule's (so its message names the rule).
func (o *oracle) ruleRefusal(in engine.Intent) bool {
	own := func(id ShipID) bool {
		sh, ok := o.ship(id)
		return ok && sh.Side == in.Actor()
	}
	switch x := in.(type) {
	case Speed:
		return own(x.Ship)
	case Repair:
		return own(x.Ship) && x.System >= 0 && x.System < len(o.ships[x.Ship].Systems)
	case Fire:
		return own(x.Ship) && x.From >= 0 && x.From < len(o.ships[x.Ship].Path) && o.s.Firing() == x.Ship
	case Salvo:
		return own(x.Ship) && x.Count >= 1 && x.From >= 0 && x.From < len(o.ships[x.Ship].Path) && o.s.Firing() == x.Ship
	case Move:
		return own(x.Ship)
	case Launch:
		return own(x.Craft)
	case Ram:
		return own(x.Ship)
	case Board:
		return own(x.Ship)
	case Reload:
		return own(x.Ship) && x.Weapon >= 0 && x.Weapon < len(o.ships[x.Ship].Systems)
	case Project:
		return own(x.Ship) && x.From >= 0 && x.From < len(o.ships[x.Ship].Path) && o.s.Firing() == x.Ship
	case ShootDown:
		sv, ok := o.s.PendingSalvo()
		if !ok || o.ships[sv.Target].Side != x.By {
			return false
		}
		seen := map[int]bool{}
		for _, w := range x.Weapons {
			if seen[w] || w < 0 || w >= len(o.ships[sv.Target].Systems) {
				return false
			}
			seen[w] = true
		}
		return true
	}
	return false
}

func (o *oracle) verdictOf(in engine.Intent) verdict {
	switch x := in.(type) {
	case Speed:
		return o.speed(x)
	case Repair:
		return o.repair(x)
	case Launch:
		return o.launch(x)
	case Reload:
		return o.reload(x)
	case Ram:
		return o.ram(x)
	case Board:
		return o.board(x)
	case Fire:
		return o.fire(x)
	case Salvo:
		return o.salvo(x)
	case Project:
		return o.project(x)
	case ShootDown:
		return o.shoot(x)
	case Dodge:
		sv, ok := o.s.PendingSalvo()
		return yes(ok && o.phase == PhaseMissiles && o.ships[sv.Target].Side == x.By)
	case Done:
		_, ok := o.firing(x.By, x.Ship)
		return yes(ok)
	case Seal:
		return yes(o.phase == PhaseDeclare && !o.s.Sealed(x.By))
	case Dock:
		return o.dock(x)
	case Pick:
		return o.pick(x)
	case Mode:
		return o.mode(x)
	case Assign:
		return o.assign(x)
	case Move:
		sh, mv := o.mover(x.Ship)
		if mv == vNo || sh.Side != x.By {
			return vNo
		}
		pl, ok := parseOraclePlot(x.Plot)
		if !ok {
			return vEither
		}
		if v := o.plot(sh, pl); v != vYes {
			return v
		}
		return mv
	}
	return vEither
}

// parseOraclePlot reads back the plots the oracle writes (its own
// spellings: digits, L/R or p/s, E or e and a number, spaces), into turns
// per place.
func parseOraclePlot(s string) (oraclePlot, bool) {
	var p oraclePlot
	cur := 0
	s = strings.ToUpper(strings.ReplaceAll(s, " ", ""))
	for strings.HasPrefix(s, "LR") {
		p.back++
		s = s[2:]
	}
	if e := strings.IndexByte(s, 'E'); e >= 0 {
		n, err := strconv.Atoi(s[e+1:])
		if err != nil {
			return p, false
		}
		p.evasive, s = n, s[:e]
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == 'L' || c == 'P':
			cur--
			i++
		case c == 'R' || c == 'S':
			cur++
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(s[i:j])
			for k := 0; k < n; k++ {
				p.turns = append(p.turns, cur)
				cur = 0
			}
			i = j
		default:
			return p, false
		}
	}
	p.turns = append(p.turns, cur)
	return p, true
}

// poses samples the poses of a path the oracle tries: the first, the
// last, the middle, and those in the hex the first shot picked.
func (o *oracle) poses(sh ShipInfo) []int {
	n := len(sh.Path)
	if n == 0 {
		return []int{0}
	}
	set := map[int]bool{0: true, n - 1: true, n / 2: true, 1 % n: true}
	if h, ok := o.mem.picked[sh.ID]; ok {
		for i, p := range sh.Path {
			if p.Hex == h {
				set[i] = true
			}
		}
	}
	out := []int{-1, n}
	for i := range set {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// enumerate lists the spellings the oracle judges at this position for p.
func (o *oracle) enumerate(p engine.Player) []engine.Intent {
	var out []engine.Intent
	switch o.phase {
	case PhaseDeclare:
		for _, sh := range o.ships {
			if sh.Side != p || sh.Status == StatusScrap || sh.Status == StatusCaptured {
				continue
			}
			out = append(out, Speed{By: 1 - p, Ship: sh.ID, Speed: sh.Speed}, Repair{By: 1 - p, Ship: sh.ID, System: 0},
				Repair{By: p, Ship: sh.ID, System: -1}, Repair{By: p, Ship: sh.ID, System: len(sh.Systems)})
			if !inPlay(sh) {
				out = append(out, Speed{By: p, Ship: sh.ID, Speed: sh.Speed})
			}
			if inPlay(sh) {
				mp := sh.Drive * sh.Drive
				for _, v := range []int{-1, 0, 1, 120, 121, sh.Speed, sh.Speed - 1, sh.Speed + 1, sh.Speed - mp, sh.Speed - mp - 1, sh.Speed + mp, sh.Speed + mp + 1} {
					out = append(out, Speed{By: p, Ship: sh.ID, Speed: v})
				}
				for _, t := range o.ships {
					// every enemy on the map, the ship it is docked with,
					// and a few others (itself, a friend, a wreck)
					if (t.Side != sh.Side && inPlay(t)) || t.ID == sh.Docked || (t.ID+ShipID(o.turn))%5 == 0 {
						out = append(out, Ram{By: p, Ship: sh.ID, Target: t.ID}, Board{By: p, Ship: sh.ID, Target: t.ID})
					}
					// docking (twenty-fourth audit: never enumerated before):
					// with every ship in its hex, its partner, and the others
					// Ram is tried on
					if t.Hex == sh.Hex || t.ID == sh.Docked || (t.Side != sh.Side && inPlay(t)) || (t.ID+ShipID(o.turn))%5 == 0 {
						out = append(out, Dock{By: p, Ship: sh.ID, With: t.ID})
					}
				}
			}
			damaged := sh.HitPoints < sh.MaxHP
			for sys := range sh.Systems {
				if !damaged && sys > 0 {
					continue
				}
				out = append(out, Repair{By: p, Ship: sh.ID, System: sys})
				if sh.Systems[sys].MaxShot > 0 {
					out = append(out, Reload{By: p, Ship: sh.ID, Weapon: sys})
				}
			}
			if sh.Status == StatusAboard {
				out = append(out, Launch{By: p, Craft: sh.ID})
			}
		}
		for _, q := range o.squads {
			if q.Side != p {
				continue
			}
			for _, t := range o.squads {
				out = append(out, Assign{By: p, Squad: q.ID, Target: t.ID})
			}
			for m := ModeNone; m <= ModeSuicidal+1; m++ {
				out = append(out, Mode{By: p, Squad: q.ID, Mode: m})
			}
		}
	case PhaseMovement:
		for _, id := range o.s.NextMovers() {
			sh := o.ships[id]
			if sh.Side != p {
				continue
			}
			for i, pl := range o.plotsOf(sh, 3) {
				out = append(out, Move{By: p, Ship: id, Plot: pl.text(i % 2)})
			}
		}
		// a ship that may not move now
		for _, sh := range o.ships {
			if sh.Side == p && !sh.Moved {
				sp, _ := o.moveBudget(sh)
				out = append(out, Move{By: p, Ship: sh.ID, Plot: strconv.Itoa(sp)})
			}
		}
	case PhaseFire:
		out = o.enumerateFire(p)
		if id := o.s.Firing(); len(o.ships[id].Systems) > 0 {
			out = append(out, Fire{By: 1 - p, Ship: id, Weapon: 0, From: 0, Target: id}, Done{By: 1 - p, Ship: id})
		}
	case PhaseBuild:
		if b, ok := o.s.Build(p); ok {
			for _, d := range append(b.Designs, "No such design") {
				out = append(out, Pick{By: p, Design: d})
			}
		}
	case PhaseMissiles:
		sv, _ := o.s.PendingSalvo()
		t := o.ships[sv.Target]
		var ws []int
		for w, si := range t.Systems {
			if si.Category == CatWeapons {
				ws = append(ws, w)
			}
		}
		for mask := 1; mask < 1<<len(ws) && mask < 256; mask++ {
			var pick []int
			for i, w := range ws {
				if mask&(1<<i) != 0 {
					pick = append(pick, w)
				}
			}
			out = append(out, ShootDown{By: p, Weapons: pick}, ShootDown{By: p, Weapons: pick, Dodge: true})
		}
		out = append(out, ShootDown{By: p, Weapons: []int{ws[0], ws[0]}}, Dodge{By: p}, Dodge{By: 1 - p})
	}
	return out
}

func (o *oracle) enumerateFire(p engine.Player) []engine.Intent {
	var out []engine.Intent
	id := o.s.Firing()
	sh := o.ships[id]
	for w, si := range sh.Systems {
		if si.Category != CatWeapons {
			continue
		}
		for _, from := range o.poses(sh) {
			if (from < 0 || from >= len(sh.Path)) && w > 0 {
				continue // poses off the path: the first weapon says enough
			}
			if si.Type == design.Projector {
				switch si.Effect {
				case design.CloakField, design.Dazzle, design.ImageProjector:
					out = append(out, Project{By: p, Ship: id, Weapon: w, From: from, Target: id})
					continue
				case design.ShieldProjection, design.TransferECM:
					for _, t := range o.ships {
						if t.Side == sh.Side {
							out = append(out, Project{By: p, Ship: id, Weapon: w, From: from, Target: t.ID})
						}
					}
					continue
				case design.ForcePlane:
					// the middle hex at 0 to ½ value + 1 hexes, every way it runs;
					// aimed at an enemy too
					if from >= 0 && from < len(sh.Path) {
						for r := 0; r <= si.Damage/2+1; r++ {
							at := hex.Add(sh.Path[from].Hex, hex.Scale(hex.Direction((r+from)%6).Offset(), r))
							out = append(out, Project{By: p, Ship: id, Weapon: w, From: from, Target: id, At: Cell{Q: at.Q, R: at.R}, Dir: r % 6})
						}
					}
				}
			}
			for _, t := range o.ships {
				friend := t.Side == sh.Side && t.ID != id && inPlay(t) && from == len(sh.Path)-1
				if (t.Side == sh.Side && !friend) || t.Status == StatusScrap {
					continue
				}
				for c := 0; c <= t.Images+1; c++ {
					switch {
					case si.Type == design.Missile:
						for _, n := range []int{0, 1, 2, si.Shots, si.Shots + 1} {
							out = append(out, Salvo{By: p, Ship: id, Weapon: w, Count: n, From: from, Target: t.ID, Contact: c})
						}
					case si.Effect == design.DisplacerPulse:
						for r := 0; r <= si.Damage/2+1; r++ {
							at := hex.Add(t.Hex, hex.Scale(hex.Direction(r%6).Offset(), r))
							out = append(out, Project{By: p, Ship: id, Weapon: w, From: from, Target: t.ID, Contact: c, At: Cell{Q: at.Q, R: at.R}})
						}
					case si.Type == design.Projector:
						out = append(out, Project{By: p, Ship: id, Weapon: w, From: from, Target: t.ID, Contact: c})
					default:
						out = append(out, Fire{By: p, Ship: id, Weapon: w, From: from, Target: t.ID, Contact: c, Aim: (from + c + 4) % 5})
					}
				}
			}
		}
	}
	return out
}

// branchSalvos judges the Missiles positions a few salvos the oracle
// calls legal would lead to (a game launches too few for the answers to
// be compared often); the game itself goes on as its players chose.
func (o *oracle) branchSalvos(t testing.TB, st *oracleStats, where string) {
	n := 0
	for _, in := range o.enumerateFire(o.ships[o.s.Firing()].Side) {
		sv, ok := in.(Salvo)
		if !ok || o.salvo(sv) != vYes || n >= 12 {
			continue
		}
		next, _, err := o.s.Apply(sv)
		if err != nil || next.Phase().Name != PhaseMissiles {
			continue
		}
		n++
		mem := *o.mem
		b := newOracle(next.(*State), &mem)
		b.judge(t, st, where+" after "+sv.String())
		b.numbers(st, where+" after "+sv.String())
	}
}

// variants are positions no game would reach often, made from this one
// by hand: a ship's Drive knocked down to 1 or 2 before it fires, moves or
// answers a salvo (the arcs by the Drive now; a speed declared with more
// MP than are left), and, in the Declaration phase, a ship shut down by a
// pulse or held in stasis.
func (o *oracle) variants() (out []*State, labels []string) {
	knock := func(id ShipID, to int) {
		n := o.s.clone()
		c := n.cls(id)
		for k := 0; k < c.sysPoints[c.driveSys] && n.drive(id) > to; k++ {
			*n.point(id, c.driveSys, k) |= ptDown
		}
		out, labels = append(out, n), append(labels, fmt.Sprintf("%s at Drive %d", o.ships[id].Name, to))
	}
	switch o.phase {
	case PhaseFire:
		id := o.s.Firing()
		for d := 1; d < o.ships[id].Drive && d <= 2; d++ {
			knock(id, d)
		}
	case PhaseMissiles:
		sv, _ := o.s.PendingSalvo()
		for d := 1; d < o.ships[sv.Target].Drive && d <= 2; d++ {
			knock(sv.Target, d)
		}
	case PhaseMovement:
		for _, id := range o.s.NextMovers() {
			if d := o.ships[id].Drive; d > 1 {
				knock(id, d-1)
			}
		}
	case PhaseDeclare:
		o.mem.declares++
		if o.mem.declares%3 != 0 {
			break
		}
		for _, sh := range o.ships {
			if inPlay(sh) && sh.ID%3 == ShipID(o.turn%3) {
				n := o.s.clone()
				n.mut(sh.ID).empUntil = o.turn
				out, labels = append(out, n), append(labels, sh.Name+" shut down")
				n = o.s.clone()
				n.mut(sh.ID).heldUntil = o.turn
				out, labels = append(out, n), append(labels, sh.Name+" held")
				break
			}
		}
	}
	return out, labels
}

func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// TestLegalityOracle plays scripted against scripted and random against
// scripted games on every shipped scenario and compares the engine with
// the oracle at every position.
func TestLegalityOracle(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	names := []string{"standard", "boarding", "pursuit", "built"}
	optSets := []engine.Options{nil, {OptTurnCost: TurnSpeed, OptEffRange: EffLiteral}, {OptTurnCost: TurnChart}}
	st := &oracleStats{unlisted: map[string]int{}, unlistedEx: map[string][]string{}, positions: map[string]int{}, intents: map[string]int{}, disagree: map[string][]string{}}
	for g := 0; g < games; g++ {
		sc := names[g%len(names)]
		seed := uint64(100 + g)
		opp := []engine.Opponent{Scripted{}, Scripted{}}
		if g%3 != 0 {
			opp[g%2] = engine.NewRandomOpponent(seed * 13)
		}
		s0, err := Game{}.NewState(loadScenario(t, sc), optSets[g%3], seed)
		if err != nil {
			t.Fatal(err)
		}
		var s engine.State = s0
		mem := &oracleMemory{}
		for n := 0; n < 3000 && !s.Outcome().Over; n++ {
			ph := s.Phase()
			o := newOracle(s.(*State), mem)
			where := fmt.Sprintf("%s seed %d turn %d %s #%d", sc, seed, ph.Turn, ph.Name, n)
			o.judge(t, st, where)
			o.numbers(st, where)
			vs, labels := o.variants()
			for i, v := range vs {
				m := *mem
				vo := newOracle(v, &m)
				vo.judge(t, st, where+", "+labels[i])
				vo.numbers(st, where+", "+labels[i])
			}
			if ph.Name == PhaseFire {
				o.branchSalvos(t, st, where)
			}
			p := ph.Actors[0]
			in, err := opp[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			next, _, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%s seed %d: %v: %v", sc, seed, in, err)
			}
			o.remember(in)
			s = next
		}
	}
	t.Logf("positions %v; intents judged %v; legal by both, not in Legal's list: %v %v", st.positions, st.intents, st.unlisted, st.unlistedEx)
	for _, k := range sortedKeys(st.disagree) {
		t.Errorf("%s:\n  %s", k, strings.Join(st.disagree[k], "\n  "))
	}
}
