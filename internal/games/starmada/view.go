package starmada

import (
	"fmt"
	"slices"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Box is one box of a record sheet: Mark is "" (empty), "crew" (a line
// through it, 4.3.2) or "hit" (filled); Fresh is true while it is only
// slashed, during the phase in which it was marked (4.3).
type Box struct {
	Mark  string
	Fresh bool
}

func boxes(ms []mark) []Box {
	out := make([]Box, len(ms))
	for i, m := range ms {
		switch m.kind() {
		case boxCrew:
			out[i].Mark = "crew"
		case boxHit:
			out[i].Mark = "hit"
		}
		out[i].Fresh = m.fresh()
	}
	return out
}

// BatteryInfo is a battery with the state of each weapon.
type BatteryInfo struct {
	Battery        // the record's data (a copy)
	Weapons  []Box // one per mount: "hit" is destroyed
	Declared []int // mounts declared this Combat Phase
}

// EquipState is an item of special equipment and whether it is lost.
type EquipState struct {
	Item EquipItem
	Box  Box
}

// ShipInfo is what the screen needs to draw a ship and its record. It is
// a copy: changing it changes nothing in the game.
type ShipInfo struct {
	Name, Class     string
	Fleet           string
	Own             bool // a class of the project's own
	CR              int
	Side            engine.Player
	Hex             hex.Hex
	Facing          hex.Direction
	Destroyed       bool // removed with an explosion (4.3.1)
	OffBoard        bool // left the board (3.3.2)
	Unplaced        bool // not yet set up (2.1.2): Hex means nothing
	Crippled        bool // every hull box marked (4.3.2)
	MP, Shields     int  // current movement points and shield rating
	Hull, Engine    []Box
	ShieldBoxes     []Box
	Batteries       []BatteryInfo
	Equipment       []EquipState
	Chart           Chart
	Continuing      int // continuing-damage dice on the ship (B.1)
	SatellitesLeft  int
	CanMove         bool // may move and fire: on the map and not crippled
	HasOrders       bool
	Orders          string // "" when hidden from the viewer
	CanOpenManeuver bool   // may open its orders with P, S, L or R (3.2.1)
	CanOpenBack     bool   // may open its orders with B (3.2.1): it moved in the previous turn
	Resolved        bool   // has resolved its attacks this Combat Phase (4.1.1)
}

func (s *State) info(i int) ShipInfo {
	sh := &s.ships[i]
	in := ShipInfo{Name: sh.name, Class: sh.class.Name, Fleet: sh.class.Fleet, Own: sh.class.Own, CR: sh.class.CR,
		Side: sh.side, Hex: sh.pos, Facing: sh.facing,
		Destroyed: sh.status == destroyed, OffBoard: sh.status == offBoard, Unplaced: sh.status == unplaced, Crippled: sh.status == active && sh.crippled(),
		CanMove: sh.canMove(), MP: sh.mp(), Shields: sh.shieldRating(), Hull: boxes(sh.hullBoxes()), Engine: boxes(sh.engineBoxes()), ShieldBoxes: boxes(sh.shieldBoxes()),
		Chart: sh.class.Chart, Continuing: sh.continuingDice(), SatellitesLeft: sh.satsLeft, HasOrders: sh.hasOrders, Orders: sh.orders,
		CanOpenManeuver: mayOpen('P', sh.last), CanOpenBack: mayOpen('B', sh.last), Resolved: s.hasResolved(i)}
	for bi, b := range sh.class.Batteries {
		bin := BatteryInfo{Battery: b.clone(), Weapons: boxes(sh.weaponBoxes(bi))}
		for _, d := range s.decls {
			if d.ship == i && d.battery == bi {
				bin.Declared = append(bin.Declared, d.mounts...)
			}
		}
		in.Batteries = append(in.Batteries, bin)
	}
	for k, it := range sh.class.Equipment {
		in.Equipment = append(in.Equipment, EquipState{Item: it, Box: boxes(sh.equipBoxes()[k : k+1])[0]})
	}
	return in
}

// Ships lists every ship, in scenario order, destroyed ones included.
func (s *State) Ships() []ShipInfo {
	out := make([]ShipInfo, len(s.ships))
	for i := range s.ships {
		out[i] = s.info(i)
	}
	return out
}

// Ship finds a ship by name.
func (s *State) Ship(name string) (ShipInfo, bool) {
	if i := s.shipIndex(name); i >= 0 {
		return s.info(i), true
	}
	return ShipInfo{}, false
}

// CraftInfo is a fighter flight or battle satellite on the map.
type CraftInfo struct {
	ID        CraftID
	Side      engine.Player
	Satellite bool
	Carrier   string
	Hex       hex.Hex
	Fighters  int // fighters left (1 for a satellite)
	Moved     bool
}

// Craft lists the flights and satellites on the map.
func (s *State) Craft() []CraftInfo {
	out := make([]CraftInfo, 0, len(s.craft))
	for _, c := range s.craft {
		if c.n > 0 { // a craft with none left waits only for the Damage step
			out = append(out, CraftInfo{c.id, c.side, c.sat, c.id.Carrier, c.pos, c.n, c.moved})
		}
	}
	return out
}

// Explosion is an explosion counter (4.3.1).
type Explosion struct {
	Hex      hex.Hex
	Strength int
	Fresh    bool // will not weaken in the coming End Phase
}

// Explosions lists the explosion counters.
func (s *State) Explosions() []Explosion {
	out := make([]Explosion, len(s.booms))
	for i, b := range s.booms {
		out[i] = Explosion{b.pos, b.strength, b.fresh}
	}
	return out
}

// Objects lists the objects on the map.
func (s *State) Objects() []Object { return append([]Object(nil), s.objects...) }

// Board is the map's size.
func (s *State) Board() Board { return s.board }

// Turn is the game turn; Turns the number of turns the game lasts.
func (s *State) Turn() int  { return s.turn }
func (s *State) Turns() int { return s.rules.turns }

// Color is side p's colour name.
func (s *State) Color(p engine.Player) string {
	if !validPlayer(p) {
		return ""
	}
	return s.rules.colors[p]
}

// Submitted reports whether side p has sealed its orders this turn.
func (s *State) Submitted(p engine.Player) bool { return validPlayer(p) && s.submitted[p] }

// Initiative is the winner of this Fighter Phase's roll (NoPlayer when
// there was none); Chooser the side whose choice of flight is next; Picked
// the enemy flight the chooser made act next ("" when none).
func (s *State) Initiative() engine.Player { return s.initiative }
func (s *State) Chooser() engine.Player    { return s.chooser }
func (s *State) Picked() CraftID {
	if s.picked >= 0 && s.picked < len(s.craft) {
		return s.craft[s.picked].id
	}
	return CraftID{}
}

// Firing is the side resolving its attacks in the Combat Phase (NoPlayer
// outside it); FirstFire the side that fired first in turn 1.
func (s *State) Firing() engine.Player    { return s.firing }
func (s *State) FirstFire() engine.Player { return s.firstFire }

// Declaration is a declared attack of the Combat Phase.
type Declaration struct {
	Ship    string
	Battery byte
	Mounts  []int
	Target  Ref
}

// Declared lists the firing side's declarations so far.
func (s *State) Declared() []Declaration {
	out := make([]Declaration, len(s.decls))
	for i, d := range s.decls {
		t := FightersTarget(d.target.stack)
		if d.target.ship >= 0 {
			t = ShipTarget(s.ships[d.target.ship].name)
		}
		out[i] = Declaration{s.ships[d.ship].name, byte('a' + d.battery), append([]int(nil), d.mounts...), t}
	}
	return out
}

// HexBand is a hex a battery can reach: its band and arcs, and whether a
// line of sight runs to it.
type HexBand struct {
	Hex   hex.Hex
	Band  Band
	Arcs  hex.ArcSet // the arcs of the firer the hex lies in
	Mount []int      // the working mounts that cover it
	Clear bool
}

// Coverage lists, for a ship's battery ('a', 'b' or 'c'), every hex on the
// board within its range that at least one working mount covers, in
// spiral order from the ship.
func (s *State) Coverage(ship string, battery byte) []HexBand {
	i := s.shipIndex(ship)
	if i < 0 {
		return nil
	}
	sh := &s.ships[i]
	b := sh.class.Battery(battery)
	if b == nil {
		return nil
	}
	bi := int(battery - 'a')
	var out []HexBand
	for _, h := range hex.Spiral(sh.pos, b.Range) {
		band := b.BandAt(hex.Range(sh.pos, h))
		if band == OutOfRange || !s.board.Contains(h) {
			continue
		}
		arcs := hex.StarmadaArcs(sh.pos, sh.facing, h)
		var ms []int
		for _, m := range sh.working(bi) {
			if b.Mounts[m].Overlaps(arcs) {
				ms = append(ms, m)
			}
		}
		if len(ms) > 0 {
			out = append(out, HexBand{Hex: h, Band: band, Arcs: arcs, Mount: ms, Clear: s.Clear(sh.pos, h)})
		}
	}
	return out
}

// Weapons lists the mounts a declaration would commit: those it names,
// or every free working weapon of the battery that bears on the target
// (4.1.1, 4.1.2); the error says why the declaration is refused.
func (s *State) Weapons(t Target) ([]int, error) {
	d, err := s.checkTarget(t)
	if err != nil {
		return nil, err
	}
	return d.mounts, nil
}

// FireOdds is what a ship's declaration will roll, worked out by the
// helpers that roll it, for the screen to show before the dice: where the
// target lies (4.1.2, 4.1.3, 5.3.3), the To-Hit dice and the number they
// need (4.2.1, 4.3.1, Appendix B), the penetration dice of a hit and what
// each must exceed (4.2.2), and the damage dice of each that gets through
// (4.2.3).
type FireOdds struct {
	Weapons int  // the weapons this declaration commits (4.1.1, 4.1.2)
	Pooled  int  // weapons of the battery already declared at the target, rolled with these (4.2.1)
	Range   int  // hexes to the target, its own hex counted (4.1.3)
	Band    Band // the band the modifiers use: one further against craft (5.3.3)
	// RangeBand is the band of the distance itself, which Band is one
	// further than against craft (5.3.3).
	RangeBand Band
	Arcs      hex.ArcSet   // the arc(s) the target lies in (4.1.2)
	AtCraft   bool         // the target is a stack of fighters or satellites: each hit destroys one (5.3.3)
	Dice      int          // To-Hit dice: ROF × weapons, ×3 short and ×2 medium for B.18; for Variable ROF (B.27) the points rolled on its chart first
	ToHit     int          // the battery's To-Hit number
	Mods      []engine.Mod // on each die: range band (B.4, B.11 change it; B.15 drops it), ECM, explosions (4.3.1)
	Need      int          // ToHit less the modifiers
	Face      int          // the face a die must show: Need, never below 2 (a 1 always misses, 4.2.1)
	Sixes     int          // when Need is 7 or more, the unmodified 6s that make one hit (4.2.1); else 0
	// Against ships only (zero against craft):
	PEN     int  // penetration dice of a hit by the number exactly: ×3/×2 by band (B.17), × the shields (B.22); B.10 multiplies it by 1 + the margin; B.26 rolls it as points
	Shields int  // the target's shield rating now
	Exceed  int  // what a penetration die must exceed: Shields, halved and rounded up (B.7); 0 when ignored
	Ignores bool // every penetration die gets through (B.8)
	DMG     int  // damage dice of a die that gets through by one: ×3/×2 by band (B.16); B.9 multiplies it by the margin; B.23 rolls it as points
	// The battery's abilities, in section order: every one of them
	// changes one of these rolls (Appendix B).
	Abilities []Ability
}

// FireOdds says what declaration t will roll, or why it is refused (out
// of arc or range, no line of sight, no free weapon: the words of the
// declaration's own check).
func (s *State) FireOdds(t Target) (FireOdds, error) {
	d, err := s.checkTarget(t)
	if err != nil {
		return FireOdds{}, err
	}
	sh := &s.ships[d.ship]
	b := &sh.class.Batteries[d.battery]
	to := s.targetHex(d.target)
	o := FireOdds{Weapons: len(d.mounts), Range: hex.Range(sh.pos, to), Arcs: hex.StarmadaArcs(sh.pos, sh.facing, to),
		AtCraft: d.target.ship < 0, ToHit: b.ToHit, Abilities: slices.Clone(b.Abilities)}
	for _, p := range s.decls {
		// resolveDecls rolls a battery's weapons at one target together.
		if p.ship == d.ship && p.battery == d.battery && p.target == d.target {
			o.Pooled += len(p.mounts)
		}
	}
	o.Band, o.Mods = s.modifiers(b, sh.pos, d.target)
	o.RangeBand = b.BandAt(o.Range)
	o.Dice = rofDice(b, o.Weapons+o.Pooled, o.Band)
	o.Need = needWith(b.ToHit, o.Mods)
	o.Face, o.Sixes = max(o.Need, MinFace), sixesPer(o.Need)
	if !o.AtCraft {
		o.Shields = s.ships[d.target.ship].shieldRating()
		o.Exceed = shieldsAgainst(b, o.Shields)
		o.Ignores = b.Has(IgnoresShields)
		o.PEN = penDice(b, o.Band, 0, o.Shields)
		o.DMG = dmgDice(b, o.Band, o.Exceed+1, o.Exceed)
	}
	return o, nil
}

// FlightOdds is what a flight's or battle satellite's attack will roll,
// worked out by the rules that roll it, for the screen to show before the
// dice: the To-Hit dice and the number they need (5.3.1 with 4.3.1 and
// 4.2.1; 5.3.2; C.5), and what the penetration dice must beat.
type FlightOdds struct {
	Dice     int          // To-Hit dice: one per fighter left (5.3.1, 5.3.2), or the satellite's ROF (C.5)
	ToHit    int          // the number before modifiers: 5 for fighters (5.3.1, 5.3.2), 3 for a satellite (C.5)
	Mods     []engine.Mod // on each die: explosions (4.3.1), and for a satellite its range band and ECM (4.2.1)
	Need     int          // ToHit less the modifiers
	Face     int          // the face a die must show: Need, never below 2 (a 1 always misses, 4.2.1)
	Sixes    int          // when Need is 7 or more, the unmodified 6s that make one hit (4.2.1); else 0
	Dogfight bool         // an attack on craft: each 5-6 destroys one (5.3.2)
	Shields  int          // the rating a penetration die must exceed: the ship's halved, rounded up, for fighters (5.3.1); -1 against craft
	Halved   bool         // Shields is the ship's rating halved (5.3.1)
	AFB      bool         // the ship's anti-fighter batteries cost the flight a fighter for each 1 rolled (C.1)
	Band     Band         // a satellite's range band (4.1.3); OutOfRange for fighters, which attack adjacent hexes
	// FightsBack: in a dogfight, the stack holds a flight, which fights
	// back, so each 1 costs the attackers a fighter (5.3.2); a stack of
	// battle satellites alone does not (rules 12), and its 1s cost nothing.
	FightsBack bool
}

// FlightOdds says what the attack of f will roll, or why f is refused or
// attacks nothing.
func (s *State) FlightOdds(f Fly) (FlightOdds, error) {
	if err := s.checkFly(f); err != nil {
		return FlightOdds{}, err
	}
	if f.Target.IsZero() {
		return FlightOdds{}, fmt.Errorf("%s attacks nothing", f.Craft.String())
	}
	c := &s.craft[s.craftIndex(f.Craft)]
	ref, err := s.resolveTarget(f.By, f.Target)
	if err != nil {
		return FlightOdds{}, err
	}
	from := hex.FromOffset(f.Col, f.Row)
	o := FlightOdds{Dice: c.n, ToHit: fighterToHit, Shields: -1}
	switch {
	case c.sat:
		o.Band, o.Mods = s.modifiers(&satelliteWeapon, from, ref)
		o.Dice, o.ToHit = satelliteWeapon.ROF, satelliteWeapon.ToHit
		o.Shields = s.ships[ref.ship].shieldRating()
	case ref.ship >= 0:
		ts := &s.ships[ref.ship]
		o.Mods = s.fighterMods(from, ts.pos)
		o.Shields, o.Halved = (ts.shieldRating()+1)/2, true
		o.AFB = ts.fightsBack()
	default:
		o.Dogfight, o.FightsBack = true, s.fightsBack(ref.side, ref.stack)
	}
	o.Need = needWith(o.ToHit, o.Mods)
	o.Face, o.Sixes = max(o.Need, MinFace), sixesPer(o.Need)
	return o, nil
}

// OrderOptions is the representative set of orders the screen can offer
// for a ship (Legal lists the same for ships without orders).
func (s *State) OrderOptions(ship string) []string {
	if i := s.shipIndex(ship); i >= 0 {
		return s.orderOptions(i)
	}
	return nil
}

// Dice returns the state's dice (a copy).
func (s *State) Dice() engine.Dice { return s.dice }

// WithDice returns a copy of the state whose dice are d; tests use it with
// engine.Dice.Force to play a position with known rolls.
func (s *State) WithDice(d engine.Dice) *State {
	n := s.clone()
	n.dice = d
	return n
}

// Reseed is a copy of the state whose dice are engine.NewDice(seed): the
// search opponent rolls anew in each iteration instead of planning against
// the one hidden generator every view carries (search.Reseeder).
func (s *State) Reseed(seed uint64) engine.State { return s.WithDice(engine.NewDice(seed)) }

// Describe implements engine.Describer. Movement orders are described, with
// their cost and where they end, only to the side that wrote them; to the
// other side they name no ship either, since a ship without orders stands
// still when the orders are sealed (3.2): which ships got orders is part of
// the orders. Every other intent reads as its String.
func (s *State) Describe(in engine.Intent, viewer engine.Player) string {
	if l, ok := in.(Lose); ok {
		return s.describeLose(l)
	}
	if f, ok := in.(Fly); ok {
		// A flight that stays where it is, without attacking, says so.
		if i := s.craftIndex(f.Craft); i >= 0 && f.Target.IsZero() && s.craft[i].pos == f.At() {
			return f.Craft.String() + " stays in " + HexLabel(f.At())
		}
		return ""
	}
	o, ok := in.(WriteOrders)
	if !ok {
		return ""
	}
	if viewer != engine.NoPlayer && viewer != o.By {
		return "orders for a ship"
	}
	pv := PreviewPath(s, o.Ship, o.Orders)
	if pv.Err != nil || len(pv.Path) == 0 {
		return o.Ship + ": orders " + o.Orders
	}
	return fmt.Sprintf("%s: orders %s (%d of %d MP), %s", o.Ship, o.Orders, pv.Cost, pv.MP, pv.End())
}

// describeLose names the weapon or item a loss takes, as the record
// does: "lose Admirable's (a) Blasters 4, arcs EF". Everything it names is
// on the record every player sees.
func (s *State) describeLose(l Lose) string {
	i := s.shipIndex(l.Ship)
	if !l.Craft.IsZero() || i < 0 || l.Item < 0 {
		return ""
	}
	c := s.ships[i].class
	if l.System == SystemEquipment {
		if l.Item < len(c.Equipment) {
			return fmt.Sprintf("lose %s %s", engine.Possessive(l.Ship), c.Equipment[l.Item].Kind)
		}
		return ""
	}
	if len(l.System) != 1 {
		return ""
	}
	if b := c.Battery(l.System[0]); b != nil && l.Item < len(b.Mounts) {
		return fmt.Sprintf("lose %s (%c) %s %d, arcs %s", engine.Possessive(l.Ship), b.Letter, b.Name, l.Item+1, b.Mounts[l.Item])
	}
	return ""
}

// Conceals implements engine.Concealer: the other side's log leaves out
// every movement order written, so that it cannot count them either (a
// ship without orders stands still, 3.2); the seal and the movement it
// starts stay in.
func (s *State) Conceals(in engine.Intent, viewer engine.Player) bool {
	_, orders := in.(WriteOrders)
	return orders && viewer != engine.NoPlayer && viewer != in.Actor()
}
