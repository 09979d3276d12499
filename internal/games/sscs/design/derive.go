package design

import (
	"fmt"
	"strconv"
	"strings"
)

// Step is one computed number of a design, for the designer's explain
// view: what it is, the formula with every factor written out, the exact
// value and the whole number the ship sheet shows.
type Step struct {
	Key     string // stable: "weapons[0].cost", "hull", "engine.size"
	What    string // "Laser (beam, secondary): cost"
	Formula string // "base 40 × type 1 × arc 1.5"
	Exact   Q
	Value   int
	Round   string // "exact", "rounded down" or "rounded up"
}

// WeaponLine is one weapon entry with its derived numbers. Cost, Size and
// ArmorSize are those of one weapon of the entry; the entry's totals are
// Qty times them. For a missile entry they are the whole magazine's.
type WeaponLine struct {
	Name, Type, Effect, Arc string
	Qty                     int
	Base                    int // damage cost + range cost (size before multipliers)
	Cost, Size              int
	RangeBought             int
	Range                   int // the Range rating: d10s rolled to hit
	Damage                  int // fixed points, after the type's multiplier
	Dice                    int // d10s, after the type's multiplier
	Shots                   int // in the magazine; 0 for none (unlimited)
	Energy, IgnoresShields  bool
	// Missiles.
	Drive, Warhead, Count int
	MissileCost           int // one missile's
	MissileSize           Q   // one missile's, exact
	// Component armor on each weapon of the entry.
	Armor, ArmorSize int
	// Magazine reloads carried for the entry (rules 9), the cost of one
	// (ReloadCost, own) and the storage slots they take (50 each).
	Reloads, ReloadCost, ReloadSlots int
}

// ReloadsCost is what all the entry's magazine reloads cost together
// (ReloadCost is one's).
func (w WeaponLine) ReloadsCost() int { return w.Reloads * w.ReloadCost }

// DamagePoints is what the weapon's damage counts for in the hull formula
// and the limits: fixed points, or DiceWorth per d10.
func (w WeaponLine) DamagePoints() int { return w.Damage + DiceWorth*w.Dice }

// AuxLine is one auxiliary entry (hull and crew included) with its derived
// numbers: Points is what the entry adds to the ship's damage capacity.
type AuxLine struct {
	Kind, Title string
	Qty         int
	Craft       string
	CraftSize   int
	Cost, Size  int
	Points      int
	Capacity    string // "300 slots"
	Troop       int    // boarding column (1 Marine … 4 Powered Armor), 0 if none
	Armor       int
	ArmorSize   int
}

// Limit is one check of Evaluate Design (or one of the weapon notes that
// say the same thing with other numbers): Value must not exceed Max.
type Limit struct {
	Key      string // "missile-size", "recoil", "energy", "shields", "missile-drive"
	Rule     string // what is limited, in words
	Section  string // where the rulebook says so
	Value    Q
	Max      Q
	Formula  string
	OK       bool
	Enforced bool // false for a note the project shows but does not enforce
	// Floor marks a least value written as Value ≤ Max (the crew's
	// minimum ≤ the crew, 1 ≤ Range): Value is the least, Max the design's.
	Floor bool
}

func (l Limit) String() string {
	if l.Floor {
		// "weapon Range 1 or more: 1 exceeds the limit 0" read backwards.
		verdict := "at least"
		if !l.OK {
			verdict = "below the least,"
		}
		return fmt.Sprintf("%s: %s %s %s (%s; %s)", l.Rule, l.Max, verdict, l.Value, l.Formula, l.Section)
	}
	verdict := "within"
	if !l.OK {
		verdict = "exceeds"
	}
	return fmt.Sprintf("%s: %s %s the limit %s (%s; %s)", l.Rule, l.Value, verdict, l.Max, l.Formula, l.Section)
}

// Derived is every number of a design. It is a value: the game keeps one
// per design and never changes it.
type Derived struct {
	Design  Design
	Weapons []WeaponLine
	Aux     []AuxLine // in damage order, hull and crew included

	ShieldSize, ShieldCost int
	HullExact              Q // the hull formula before rounding up and quarters
	Hull                   int
	Crew, CrewMin          int

	SystemsWeight  int
	ArmorSize      int // the ship's armor (level × systems weight × .5)
	ComponentArmor int // all component armor
	ArmorCost      int
	Subtotal       int // systems weight + armor
	EngineSize     int
	EngineCost     int
	TotalSize      int
	Cost           int
	Drive, MP      int
	WeaponPoints   int // weapons' share of the hit points
	AuxPoints      int
	HitPoints      int
	Limits         []Limit
	Explain        []Step
}

// CraftFunc finds the derived numbers of a craft a hangar holds.
type CraftFunc func(name string) (*Derived, error)

// Err is the first enforced limit the design breaks, or nil.
func (d *Derived) Err() error {
	// An engine of no size comes first: the energy and shield limits it
	// breaks too are its consequences.
	if l, ok := d.Limit("engine"); ok && !l.OK {
		return d.noEngine()
	}
	return d.ErrBeforeEngineLimit()
}

// ErrBeforeEngineLimit is Err without the own limit of an engine of size 1
// or more, which came with rules sscs/12: the game asks it of the designs
// of a save of older rules, which may hold one whose engine rounds down to
// size 0 and play it as they always did.
func (d *Derived) ErrBeforeEngineLimit() error {
	for _, l := range d.Limits {
		if l.Key != "engine" && l.Enforced && !l.OK {
			return fmt.Errorf("design %s: %s", d.Design.Name, l)
		}
	}
	return nil
}

// noEngine is the refusal of a design whose engine rounds down to size 0,
// in the words of the field to change.
func (d *Derived) noEngine() error {
	m := d.Design.Maneuver
	exact := I(m).MulInt(d.Subtotal).Mul(engineFactor)
	return fmt.Errorf("design %s: maneuver: %d × ship weight subtotal %d × 0.1 = %s rounds down to an engine of size 0, which cannot give a Drive rating of %d; maneuver × subtotal must be 10 or more, for an engine of size 1 or more (section 5, Drive; the project's own limit)",
		d.Design.Name, m, d.Subtotal, exact, m)
}

type deriver struct {
	d  *Derived
	fn CraftFunc
}

func (x *deriver) step(key, what, formula string, exact Q, value int, round string) {
	x.d.Explain = append(x.d.Explain, Step{Key: key, What: what, Formula: formula, Exact: exact, Value: value, Round: round})
}

// down records exact rounded down.
func (x *deriver) down(key, what, formula string, exact Q) int {
	v := exact.Floor()
	r := "exact"
	if !exact.IsInt() {
		r = "rounded down"
	}
	x.step(key, what, formula, exact, v, r)
	return v
}

// Derive works out every number of a design (steps 1 to 7 of Starship
// Design). craft resolves the designs hangars hold; it may be nil for a
// design without hangars. An input out of range is an error; a broken
// limit is not (see Limits and Err), so the designer can show it.
func Derive(in Design, craft CraftFunc) (*Derived, error) {
	return deriveOf(in, craft, allArmorLimits)
}

// armorLimits are the own limits of armor that weighs 1 or more, each
// asked or not: component armor's came with rules sscs/13 (freeArmor), the
// ship's armor's with rules sscs/14 (freeShipArmor).
type armorLimits struct {
	component, ship bool
}

// allArmorLimits are those of today's rules.
var allArmorLimits = armorLimits{component: true, ship: true}

// deriveOf is Derive, with or without the own limits of armor that weighs 1
// or more.
func deriveOf(in Design, craft CraftFunc, lim armorLimits) (*Derived, error) {
	if err := in.Check(); err != nil {
		return nil, err
	}
	in.Name = strings.TrimSpace(in.Name)
	x := &deriver{d: &Derived{Design: in}, fn: craft}
	x.weapons()
	for i, w := range x.d.Weapons {
		// Component armor weighs level × √size × 0.5: on a magazine whose
		// size rounds down to 0 it would weigh and cost nothing (the
		// project's own limit, as for the crew in Check).
		if w.Armor > 0 && w.Size == 0 {
			return nil, fmt.Errorf("design %s: %s: component armor level %d on size 0 would weigh and cost nothing (level × √size × 0.5); a system of no size takes no component armor (the project's own limit)", in.Name, WeaponEntry(i, in.Weapons[i]), w.Armor)
		}
	}
	x.shields()
	x.hullAndCrew()
	if err := x.aux(); err != nil {
		return nil, err
	}
	x.armorAndDrive()
	if lim.component {
		if err := x.freeArmor(); err != nil {
			return nil, err
		}
	}
	if lim.ship {
		if err := x.freeShipArmor(); err != nil {
			return nil, err
		}
	}
	x.limits()
	return x.d, nil
}

// freeArmor refuses component armor that rounds down to weight 0: level ×
// √size × 0.5 is under 1 for level 1 on a system of size 1 to 3, which
// would then weigh and cost nothing yet absorb a point of each hit (the
// project's own limit since rules sscs/13, as for a system of no size;
// DeriveAllBeforeArmorLimit reads the designs of an older save without it).
func (x *deriver) freeArmor() error {
	d := x.d
	for i, w := range d.Weapons {
		if w.Armor > 0 && w.Size > 0 && w.ArmorSize == 0 {
			return fmt.Errorf("design %s: %s: %s", d.Design.Name, WeaponEntry(i, d.Design.Weapons[i]), zeroArmor(w.Armor, w.Size))
		}
	}
	for i, a := range d.Aux {
		if a.Armor > 0 && a.Size > 0 && a.ArmorSize == 0 {
			return fmt.Errorf("design %s: %s: %s", d.Design.Name, AuxEntry(i, Aux{Kind: a.Kind}), zeroArmor(a.Armor, a.Size))
		}
	}
	return nil
}

// freeShipArmor refuses the ship's armor when it rounds down to size 0:
// level × systems weight × 0.5 is under 1 for level 1 on a systems weight of
// 1 (a fighter of hull 1 and nothing else), which would then weigh and cost
// nothing yet start the ship with armor of its level, absorbing that much
// damage (the project's own limit since rules sscs/14, as freeArmor is for
// component armor; DeriveAllBeforeShipArmorLimit and
// DeriveAllBeforeArmorLimit read the designs of an older save without it).
func (x *deriver) freeShipArmor() error {
	d := x.d
	lvl, sw := d.Design.Armor, d.SystemsWeight
	if lvl <= 0 || d.ArmorSize > 0 {
		return nil
	}
	// The level that would do: level × systems weight of 2 or more. The
	// hull is at least 1, so a systems weight of 0 cannot come; should it,
	// no level would do.
	fix := "drop the armor (level 0)"
	if sw > 0 {
		need := (2 + sw - 1) / sw
		fix = fmt.Sprintf("level %d or more on systems weight %d, or drop the armor (level 0)", need, sw)
	}
	return fmt.Errorf("design %s: armor: level %d on systems weight %d weighs %d × %d × 0.5, which rounds down to 0, so it would weigh and cost nothing yet absorb damage in play; the ship's armor must weigh 1 or more: %s (the project's own limit)",
		d.Design.Name, lvl, sw, lvl, sw, fix)
}

// zeroArmor says why armor of a level on a system of a size weighs nothing
// and which level would do.
func zeroArmor(level, size int) string {
	need := level
	for need*need*size < 4 {
		need++
	}
	return fmt.Sprintf("component armor level %d on size %d weighs %d × √%d × 0.5, which rounds down to 0, so it would weigh and cost nothing; component armor must weigh 1 or more: level %d or more on a system of size %d (the project's own limit)",
		level, size, level, size, need, size)
}

func (x *deriver) weapons() {
	d := x.d
	for i, w := range d.Design.Weapons {
		key := "weapons[" + strconv.Itoa(i) + "]"
		if w.Type == Missile {
			d.Weapons = append(d.Weapons, x.missile(key, i, w))
			continue
		}
		d.Weapons = append(d.Weapons, x.weapon(key, w))
	}
}

func weaponName(w Weapon) string {
	if w.Name != "" {
		return w.Name
	}
	if w.Type == Projector {
		r, _ := LookupProjector(w.Effect)
		return r.Title
	}
	r, _ := LookupType(w.Type)
	return r.Title
}

func (x *deriver) weapon(key string, w Weapon) WeaponLine {
	t, _ := LookupType(w.Type)
	a, _ := LookupArc(w.Arc)
	name := weaponName(w)
	l := WeaponLine{Name: name, Type: w.Type, Effect: w.Effect, Arc: w.Arc, Qty: w.qty(), RangeBought: w.Range,
		Shots: t.Shots, Energy: t.Energy, IgnoresShields: t.IgnoresShields, Armor: w.Armor}
	label := fmt.Sprintf("%s (%s, %s)", name, w.Type, w.Arc)
	if w.Type == Projector {
		label = fmt.Sprintf("%s (projector, %s)", name, w.Arc)
	}
	var dmgCost Q
	var dmgText string
	if w.Dice > 0 {
		dmgCost = diceCost.MulInt(w.Dice)
		dmgText = fmt.Sprintf("%d d10 × 12", w.Dice)
	} else {
		dmgCost = fixedDamageCost.MulInt(w.Damage)
		dmgText = fmt.Sprintf("%d damage × 2", w.Damage)
	}
	base := dmgCost.Add(rangeCost.MulInt(w.Range))
	l.Base = x.down(key+".base", label+": base cost and size", fmt.Sprintf("%s + %d range × 2", dmgText, w.Range), base)
	costM, sizeM, rangeM := t.Cost, t.Size, t.Range
	kind := "type"
	if w.Type == Projector {
		p, _ := LookupProjector(w.Effect)
		costM, sizeM, rangeM, kind = p.Cost, p.Size, p.Range, p.Title
	}
	l.Cost = x.down(key+".cost", label+": cost of one", fmt.Sprintf("base %d × %s %s × arc %s", l.Base, kind, costM, a.Cost), base.Mul(costM).Mul(a.Cost))
	l.Size = x.down(key+".size", label+": size of one", fmt.Sprintf("base %d × %s %s × arc %s", l.Base, kind, sizeM, a.Size), base.Mul(sizeM).Mul(a.Size))
	l.Range = x.down(key+".range", label+": Range (d10s to hit)", fmt.Sprintf("%d hexes × %s %s × arc %s", w.Range, kind, rangeM, a.Range), I(w.Range).Mul(rangeM).Mul(a.Range))
	if w.Dice > 0 {
		l.Dice = x.down(key+".damage", label+": damage (d10s)", fmt.Sprintf("%d d10 × %s %s", w.Dice, kind, t.Damage), I(w.Dice).Mul(t.Damage))
	} else {
		l.Damage = x.down(key+".damage", label+": damage", fmt.Sprintf("%d × %s %s", w.Damage, kind, t.Damage), I(w.Damage).Mul(t.Damage))
	}
	if w.Reloads > 0 {
		l.Reloads, l.ReloadCost, l.ReloadSlots = w.Reloads, ReloadCost(l.Cost), w.Reloads*MagazineReloadSlots
		x.step(key+".reloads-cost", label+": cost of its magazine reloads", fmt.Sprintf("%d reloads × cost of one weapon %d (the project's own price)", w.Reloads, l.Cost), I(l.ReloadsCost()), l.ReloadsCost(), "exact")
		x.step(key+".reloads-slots", label+": storage slots of its magazine reloads", fmt.Sprintf("%d reloads × 50 slots", w.Reloads), I(l.ReloadSlots), l.ReloadSlots, "exact")
	}
	if l.Qty > 1 {
		// Two steps: a step shows one number, and its formula ends with it.
		x.step(key+".total", label+": cost of all", fmt.Sprintf("%d × cost %d", l.Qty, l.Cost), I(l.Qty*l.Cost), l.Qty*l.Cost, "exact")
		x.step(key+".total-size", label+": size of all", fmt.Sprintf("%d × size %d", l.Qty, l.Size), I(l.Qty*l.Size), l.Qty*l.Size, "exact")
	}
	return l
}

func (x *deriver) missile(key string, i int, w Weapon) WeaponLine {
	name := weaponName(w)
	label := name + " (missile)"
	if name == "" {
		// A missile has no type title to stand for its name: the
		// explain view read " (missile): size of one missile".
		label = fmt.Sprintf("Weapon %d (missile)", i+1)
	}
	l := WeaponLine{Name: name, Type: Missile, Qty: 1, RangeBought: w.Range, Range: w.Range, Drive: w.Drive, Warhead: w.Warhead,
		Count: w.Count, Dice: w.Warhead, IgnoresShields: true, Shots: w.Count, Armor: w.Armor}
	l.MissileSize = F(int64(w.Range*w.Drive*w.Warhead), missileSizeDiv)
	x.step(key+".missile-size", label+": size of one missile", fmt.Sprintf("(range %d × drive %d × warhead %d) / 8", w.Range, w.Drive, w.Warhead), l.MissileSize, l.MissileSize.Floor(), roundWord(l.MissileSize))
	l.MissileCost = w.Range + w.Drive*w.Drive + w.Warhead
	x.step(key+".missile-cost", label+": cost of one missile", fmt.Sprintf("range %d + drive %d × drive %d + warhead %d", w.Range, w.Drive, w.Drive, w.Warhead), I(l.MissileCost), l.MissileCost, "exact")
	l.Size = x.down(key+".size", label+": size of the magazine", fmt.Sprintf("%d missiles × %s", w.Count, l.MissileSize), l.MissileSize.MulInt(w.Count))
	l.Cost = w.Count * l.MissileCost
	x.step(key+".cost", label+": cost of the magazine", fmt.Sprintf("%d missiles × %d", w.Count, l.MissileCost), I(l.Cost), l.Cost, "exact")
	l.Base = l.Size
	return l
}

func roundWord(q Q) string {
	if q.IsInt() {
		return "exact"
	}
	return "rounded down"
}

func (x *deriver) shields() {
	d := x.d
	s := d.Design.Shields
	d.ShieldSize = s * shieldSize.Floor()
	d.ShieldCost = s * shieldCost.Floor()
	x.step("shields.size", "Shields: size", fmt.Sprintf("%d × 8", s), I(d.ShieldSize), d.ShieldSize, "exact")
	x.step("shields.cost", "Shields: cost", fmt.Sprintf("%d × 2", s), I(d.ShieldCost), d.ShieldCost, "exact")
}

// hullAndCrew is step 3: the required hull, rounded up, with a point for
// crew quarters on anything but a fighter; and the minimum crew.
func (x *deriver) hullAndCrew() {
	d := x.d
	var missiles Q
	heavy, light, weapons := 0, 0, 0
	for _, w := range d.Weapons {
		switch w.Type {
		case Missile:
			missiles = missiles.Add(w.MissileSize.MulInt(w.Count))
			continue
		case Railgun, Antimissile, Torpedo:
			heavy += w.Qty * w.DamagePoints()
		case Beam, Cannon:
			light += w.Qty * w.DamagePoints()
		}
		weapons += w.Qty
	}
	h := missiles.Div(I(20)).Add(F(int64(heavy), 25)).Add(F(int64(light), 40)).Add(F(int64(d.Design.Shields), 20))
	d.HullExact = h
	hull := max(h.Ceil(), 1)
	// The formula is the sum the rule rounds; what is done to it after
	// (rounded up, at least 1, a point of crew quarters) is said in round,
	// so that "formula = exact" holds as the explanation prints it (it
	// read "max(1, ⌈…⌉) + 1 crew quarters = 0.39" for a hull of 2).
	formula := fmt.Sprintf("missile size %s / 20 + railgun, antimissile, torpedo damage %d / 25 + beam, cannon damage %d / 40 + shields %d / 20",
		missiles, heavy, light, d.Design.Shields)
	var after []string
	switch {
	case h.Cmp(I(1)) < 0: // 0 too: the hull is "Whichever is more"
		after = append(after, "at least 1")
	case !h.IsInt():
		after = append(after, "rounded up")
	}
	if !d.Design.Fighter {
		hull++
		after = append(after, "+ 1 for crew quarters")
	}
	round := "exact"
	if len(after) > 0 {
		round = strings.Join(after, ", ")
	}
	d.Hull = hull
	x.step("hull", "Hull", formula, h, hull, round)
	if d.Design.Fighter {
		d.CrewMin = 1
		x.step("crew.min", "Crew minimum", "a fighter's crew is 1 or 2", I(1), 1, "exact")
	} else {
		d.CrewMin = 3*weapons + 3
		x.step("crew.min", "Crew minimum", fmt.Sprintf("%d weapons (missiles not counted) × 3 + 3", weapons), I(d.CrewMin), d.CrewMin, "exact")
	}
	d.Crew = d.Design.Crew
	if d.Crew == 0 {
		d.Crew = d.CrewMin
		x.step("crew", "Crew", "the minimum (none given)", I(d.Crew), d.Crew, "exact")
	} else {
		x.step("crew", "Crew", "as designed", I(d.Crew), d.Crew, "exact")
	}
}

// aux is step 4, with the hull and the crew placed in the damage order
// where the design puts them (at the end if it does not say).
func (x *deriver) aux() error {
	d := x.d
	list := append([]Aux(nil), d.Design.Aux...)
	has := func(k string) bool {
		for _, a := range list {
			if a.Kind == k {
				return true
			}
		}
		return false
	}
	if !has(HullAux) {
		list = append(list, Aux{Kind: HullAux})
	}
	if !has(CrewAux) {
		list = append(list, Aux{Kind: CrewAux})
	}
	for i, a := range list {
		key := "aux[" + strconv.Itoa(i) + "]"
		l, err := x.auxLine(key, a)
		if err != nil {
			return fmt.Errorf("design %s: %s: %w", d.Design.Name, AuxEntry(i, a), err)
		}
		d.Aux = append(d.Aux, l)
	}
	return nil
}

func (x *deriver) auxLine(key string, a Aux) (AuxLine, error) {
	d := x.d
	switch a.Kind {
	case HullAux:
		l := AuxLine{Kind: HullAux, Title: "Hull", Qty: d.Hull, Size: d.Hull, Points: d.Hull, Armor: a.Armor}
		l.Cost = x.down(key+".cost", "Hull: cost", fmt.Sprintf("%d × 0.5", d.Hull), hullCost.MulInt(d.Hull))
		x.step(key+".size", "Hull: size", fmt.Sprintf("%d × 1", d.Hull), I(d.Hull), d.Hull, "exact")
		return l, nil
	case CrewAux:
		return AuxLine{Kind: CrewAux, Title: "Crew", Qty: d.Crew, Points: d.Crew, Armor: a.Armor,
			Capacity: strconv.Itoa(d.Crew) + " crew"}, nil
	}
	r, _ := LookupAux(a.Kind)
	q := a.qty()
	l := AuxLine{Kind: a.Kind, Title: r.Title, Qty: q, Points: q, Troop: r.Troop, Armor: a.Armor}
	if r.Per > 0 {
		l.Capacity = fmt.Sprintf("%d %s", q*r.Per, r.Unit)
	}
	if a.Kind == Hangar {
		if x.fn == nil {
			return l, fmt.Errorf("hangar: no design of craft %q is known", a.Craft)
		}
		c, err := x.fn(a.Craft)
		if err != nil {
			return l, fmt.Errorf("hangar: craft %q: %w", a.Craft, err)
		}
		// "Hangars cost 3 for each fighter (or other Vehicle) it holds": a
		// hangar holds any design, a fighter or not. The project's own
		// limit: a craft in a hangar carries no hangar itself, so hangars
		// never nest (nor hold their own carrier).
		if c.Design.HasHangar() {
			return l, fmt.Errorf("hangar: %w", NestedHangar(c.Design.Name))
		}
		l.Craft, l.CraftSize = c.Design.Name, c.TotalSize
		l.Cost = r.Cost * q
		l.Size = q * (c.TotalSize + r.Size)
		x.step(key+".cost", "Hangar: cost", fmt.Sprintf("%d craft × 3", q), I(l.Cost), l.Cost, "exact")
		x.step(key+".size", "Hangar: size", fmt.Sprintf("%d craft × (%s size %d + 2)", q, c.Design.Name, c.TotalSize), I(l.Size), l.Size, "exact")
		return l, nil
	}
	l.Cost, l.Size = r.Cost*q, r.Size*q
	x.step(key+".cost", r.Title+": cost", fmt.Sprintf("%d × %d", q, r.Cost), I(l.Cost), l.Cost, "exact")
	x.step(key+".size", r.Title+": size", fmt.Sprintf("%d × %d", q, r.Size), I(l.Size), l.Size, "exact")
	return l, nil
}

// armorAndDrive is steps 5 and 6, and the totals.
func (x *deriver) armorAndDrive() {
	d := x.d
	sw, cost := d.ShieldSize, d.ShieldCost
	var parts []string
	reloads := false
	for _, w := range d.Weapons {
		sw += w.Qty * w.Size
		cost += w.Qty * w.Cost
		cost += w.ReloadsCost()
		reloads = reloads || w.Reloads > 0
	}
	for _, a := range d.Aux {
		sw += a.Size
		cost += a.Cost
	}
	parts = append(parts, "weapons and missiles", "shields", "hull", "auxiliaries")
	d.SystemsWeight = sw
	x.step("systems-weight", "Systems weight", "sum of the sizes of "+strings.Join(parts, ", "), I(sw), sw, "exact")

	lvl := d.Design.Armor
	d.ArmorSize = x.down("armor.size", "Armor: size", fmt.Sprintf("level %d × systems weight %d × 0.5", lvl, sw), I(lvl).MulInt(sw).Mul(armorFactor))
	comp := 0
	for i := range d.Weapons {
		w := &d.Weapons[i]
		if w.Armor > 0 {
			w.ArmorSize = x.componentArmor("weapons["+strconv.Itoa(i)+"].armor", w.Name, w.Armor, w.Size)
			comp += w.Qty * w.ArmorSize
		}
	}
	for i := range d.Aux {
		a := &d.Aux[i]
		if a.Armor > 0 {
			a.ArmorSize = x.componentArmor("aux["+strconv.Itoa(i)+"].armor", a.Title, a.Armor, a.Size)
			comp += a.ArmorSize
		}
	}
	d.ComponentArmor = comp
	armor := d.ArmorSize + comp
	d.ArmorCost = x.down("armor.cost", "Armor: cost", fmt.Sprintf("(armor %d + component armor %d) × 0.25", d.ArmorSize, comp), I(armor).Mul(armorCost))
	cost += d.ArmorCost
	d.Subtotal = sw + armor
	x.step("subtotal", "Ship weight subtotal", fmt.Sprintf("systems weight %d + armor %d + component armor %d", sw, d.ArmorSize, comp), I(d.Subtotal), d.Subtotal, "exact")

	m := d.Design.Maneuver
	d.EngineSize = x.down("engine.size", "Engine: size", fmt.Sprintf("maneuver %d × subtotal %d × 0.1", m, d.Subtotal), I(m).MulInt(d.Subtotal).Mul(engineFactor))
	d.EngineCost = engineCost * d.EngineSize
	x.step("engine.cost", "Engine: cost", fmt.Sprintf("size %d × 2", d.EngineSize), I(d.EngineCost), d.EngineCost, "exact")
	cost += d.EngineCost
	d.TotalSize = d.Subtotal + d.EngineSize
	x.step("total-size", "Total size", fmt.Sprintf("subtotal %d + engine %d", d.Subtotal, d.EngineSize), I(d.TotalSize), d.TotalSize, "exact")
	d.Cost = cost
	costs := "sum of the costs of weapons, missiles, shields, hull, auxiliaries, armor and engine"
	if reloads {
		costs = "sum of the costs of weapons, magazine reloads, missiles, shields, hull, auxiliaries, armor and engine"
	}
	x.step("cost", "Total cost", costs, I(cost), cost, "exact")
	d.Drive = m
	d.MP = m * m
	x.step("mp", "MP per turn", fmt.Sprintf("Drive %d × Drive %d", m, m), I(d.MP), d.MP, "exact")

	wp := 0
	for _, w := range d.Weapons {
		wp += w.Qty
	}
	ap := 0
	for _, a := range d.Aux {
		ap += a.Points
	}
	d.WeaponPoints, d.AuxPoints = wp, ap
	d.HitPoints = wp + m + ap
	x.step("hit-points", "Hit points", fmt.Sprintf("weapons %d × 1 + Drive %d + auxiliary points %d (hull and crew included)", wp, m, ap), I(d.HitPoints), d.HitPoints, "exact")
}

// componentArmor is "Armor level X square root of System weight X .5"
// for one component, rounded down without ever taking an inexact root.
func (x *deriver) componentArmor(key, name string, level, size int) int {
	v := floorHalfSqrtTimes(level, I(size))
	round := "rounded down"
	if (2*v)*(2*v) == level*level*size {
		round = "exact"
	}
	x.step(key, name+": component armor", fmt.Sprintf("level %d × √size %d × 0.5", level, size), I(v), v, round)
	return v
}
