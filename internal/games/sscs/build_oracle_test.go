package sscs

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The build oracle (the twenty-third audit): a second reading of the
// construction system ("Starship Design", steps 1–6 and Evaluate Design),
// of a built squadron's budget and of the score at a battle's end, written
// from the rulebook and the readings and own values of docs/rules/sscs.md
// alone. It works every derived number out with its own tables (copied from
// the rulebook here, not read from package design) and its own exact
// arithmetic (math/big.Rat, not design.Q), and judges every design legal or
// not. It is compared with the engine on the shipped designs and scenarios,
// on thousands of random designs walked across each limit (a filler of
// storage blocks grows a design one size unit at a time, so the oracle
// finds the first size at which it is legal, and the engine is asked one
// below, at and one above it), on random squadrons picked in the built
// scenario, and on the end of many games.
//
// Readings the oracle follows (docs/rules/sscs.md, "The construction
// system"): exact fractions through one system's multipliers and one floor
// per number a player reads (a weapon's cost, size and Range, a magazine's
// size, the armor, the engine); the hull rounds up and gets its crew
// quarters after the "OR 1"; a d10 of damage counts 6 points in the hull
// formula and the limits (own); component armor is level × √(system size) ×
// ½ rounded down, on each weapon of an entry, on an auxiliary entry as one
// system, and refused where it rounds down to 0 (own: it would weigh and
// cost nothing), as the ship's armor is where level × systems weight × ½
// rounds down to 0 (own, rules 14); the later version of each Evaluate
// limit is enforced; a missile
// magazine is one weapon and one hit point; crew costs nothing, weighs
// nothing and counts a hit point each.

// obRat is an exact fraction.
func obRat(n, d int64) *big.Rat { return big.NewRat(n, d) }

func obI(n int) *big.Rat { return big.NewRat(int64(n), 1) }

func obMul(xs ...*big.Rat) *big.Rat {
	r := obI(1)
	for _, x := range xs {
		r = new(big.Rat).Mul(r, x)
	}
	return r
}

func obAdd(xs ...*big.Rat) *big.Rat {
	r := obI(0)
	for _, x := range xs {
		r = new(big.Rat).Add(r, x)
	}
	return r
}

// obFloor is the whole part of a non-negative fraction.
func obFloor(x *big.Rat) int {
	return int(new(big.Int).Quo(x.Num(), x.Denom()).Int64())
}

// obCeil rounds a non-negative fraction up.
func obCeil(x *big.Rat) int {
	f := obFloor(x)
	if obI(f).Cmp(x) == 0 {
		return f
	}
	return f + 1
}

// obDec writes a fraction as the refusals do: a whole number, or a
// terminating decimal without trailing zeros.
func obDec(x *big.Rat) string {
	if x.IsInt() {
		return x.Num().String()
	}
	s := x.FloatString(6)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// The rulebook's tables, as printed ("1) Weapon Design", "Desired Arc",
// the projector chart, "4) Auxilliary Systems").
type obType struct {
	cost, rng, size, dmg *big.Rat
	shots                int
	energy               bool // "Energy limitations limit the energy weapons (Railguns, Torpedoes, Beams, Cannons and Projectors)"
	recoil               bool // Evaluate: "Railgun, Missiles, & Torpedo Damage combined"
	hull25, hull40       bool // the hull formula's divisors
}

var obTypes = map[string]obType{
	"railgun":     {cost: obRat(1, 4), rng: obRat(1, 2), size: obI(1), dmg: obI(1), shots: 5, energy: true, recoil: true, hull25: true},
	"antimissile": {cost: obI(2), rng: obRat(1, 4), size: obI(1), dmg: obI(1), shots: 10, hull25: true},
	"beam":        {cost: obI(1), rng: obI(1), size: obI(1), dmg: obI(1), energy: true, hull40: true},
	"cannon":      {cost: obI(1), rng: obRat(1, 2), size: obI(1), dmg: obI(2), energy: true, hull40: true},
	"torpedo":     {cost: obI(2), rng: obRat(1, 2), size: obI(1), dmg: obI(3), shots: 5, energy: true, recoil: true, hull25: true},
}

var obArcs = map[string][3]*big.Rat{ // cost, range, size
	"primary":   {obI(1), obI(1), obI(1)},
	"secondary": {obRat(3, 2), obI(1), obI(2)},
	"defensive": {obI(2), obRat(1, 2), obI(3)},
}

var obProjectors = map[string][3]*big.Rat{ // cost multiple, size multiple, range
	"energy-blast":      {obI(15), obI(1), obRat(1, 4)},
	"tractor":           {obI(60), obI(4), obI(1)},
	"repulser":          {obI(60), obI(4), obI(1)},
	"emp":               {obI(30), obI(2), obI(1)},
	"stasis":            {obI(45), obI(10), obRat(1, 4)},
	"force-plane":       {obI(25), obI(6), obI(1)},
	"dazzle":            {obI(5), obRat(1, 2), obI(1)},
	"image":             {obI(10), obI(1), obI(1)},
	"displacer":         {obI(100), obI(8), obI(1)},
	"cloak":             {obI(150), obI(2), obI(1)},
	"shield-projection": {obI(20), obI(2), obI(1)},
	"transfer-ecm":      {obI(15), obRat(1, 4), obI(1)},
}

var obAux = map[string][2]int{ // cost, size of one item or block
	"ecm": {50, 1}, "command": {20, 2}, "quarters": {0, 1}, "barracks": {0, 1}, "recreation": {0, 1},
	"stateroom": {1, 1}, "hospital": {10, 1}, "freezer": {1, 1}, "storage": {0, 1}, "cargo": {1, 1},
	"hold": {2, 1}, "hangar": {3, 2}, "repair": {25, 10}, "fabricator": {50, 5}, "constructor": {100, 20},
	"factory": {5000, 1000}, "lab": {5, 1}, "analyze": {25, 5}, "marines": {5, 1}, "commandos": {15, 1},
	"heavy-assault": {25, 3}, "armored": {250, 10}, "stargate": {10000, 50},
}

const (
	obDice      = 12 // "Dice (d10's) cost 12 each"
	obFixed     = 2  // "Non-variable damage costs 2 per Damage"
	obPerHex    = 2  // "Range cost is 2 per hex"
	obDiceWorth = 6  // own: a d10 counts six points
	obSlots     = 50 // a magazine reload's slots
	obStorage   = 100
)

// obWeapon is one weapon entry worked out: each weapon's cost, size and
// Range, its damage points, its component armor.
type obWeapon struct {
	cost, size, rng, pts, qty, shots, comp, reloadCost int
	// level is the component armor's level, what the sheet shows and what
	// it absorbs in play (the oracle first held the sheet to the armor's
	// size, comp; the engine is right: "Armor ... the amount of damage it
	// can absorb" is the level, the size is only weight).
	level int
	dice  int // d10s after the type's multiplier
}

// obDesign is a design worked out by the oracle.
type obDesign struct {
	name                                      string
	weapons                                   []obWeapon
	sw, armor, comp, armorCost, subtotal      int
	engine, total, cost, hull, hullCost       int
	crew, crewMin, hp, shieldSize, shieldCost int
	auxCost, auxSize                          int
	broken                                    []obBroken             // the limits it breaks, Evaluate's and the project's own
	limits                                    map[string][2]*big.Rat // every limit's value and maximum, the notes' too
	costWithCraft                             int
	craftNames                                []string
	craftQty                                  []int
	hasHangar, fighter                        bool
}

// obBroken is one limit broken: its key, and the two numbers a refusal
// names (empty for a refusal of another kind).
type obBroken struct {
	key, value, max string
}

func (o *obDesign) refuse(key string, value, max *big.Rat) {
	b := obBroken{key: key}
	if value != nil {
		b.value, b.max = obDec(value), obDec(max)
	}
	o.broken = append(o.broken, b)
}

// obCompArmor: "Armor level X square root of System weight X .5",
// rounded down exactly: ⌊L√s/2⌋ = ⌊⌊√(L²s)⌋/2⌋.
func obCompArmor(level, size int) int {
	x := new(big.Int).Sqrt(big.NewInt(int64(level) * int64(level) * int64(size)))
	return int(x.Int64()) / 2
}

// obDerive works a design out. craft finds a hangar's craft (nil when it
// is unknown or carries a hangar itself).
func obDerive(d design.Design, craft func(string) *obDesign) *obDesign {
	o := &obDesign{name: strings.TrimSpace(d.Name), fighter: d.Fighter}
	missileSize := obI(0) // exact, for the hull
	pts25, pts40, noteRecoil := 0, 0, 0
	recoil, energy := obI(0), obI(0)
	weapons, wsize, wcost := 0, 0, 0
	reloadSlots := 0
	for _, w := range d.Weapons {
		if w.Type == "missile" {
			// "(Range x Drive X Warhead)/8"; "Range + (Drive X Drive) + Warhead".
			one := obRat(int64(w.Range*w.Drive*w.Warhead), 8)
			mag := obFloor(obMul(one, obI(w.Count)))
			missileSize = obAdd(missileSize, obMul(one, obI(w.Count)))
			cost := w.Count * (w.Range + w.Drive*w.Drive + w.Warhead)
			ow := obWeapon{cost: cost, size: mag, rng: w.Range, qty: 1, dice: w.Warhead, level: w.Armor}
			if w.Armor > 0 {
				ow.comp = obCompArmor(w.Armor, mag)
				if ow.comp == 0 {
					o.refuse("component-armor", nil, nil)
				}
			}
			o.weapons = append(o.weapons, ow)
			wsize += mag
			o.comp += ow.comp
			wcost += cost
			o.hp++
			if w.Drive > 10 { // "Current Technology is limited to a drive of 10"
				o.refuse("missile-drive", obI(w.Drive), obI(10))
			}
			// Evaluate: one missile's size ≤ total × 0.05 (checked below).
			recoil = obAdd(recoil, obI(obDiceWorth*w.Warhead)) // a magazine's warhead once
			if w.Reloads > 0 {
				o.refuse("reloads", nil, nil)
			}
			continue
		}
		qty := max(w.Qty, 1)
		var costM, rngM, sizeM, dmgM *big.Rat
		shots := 0
		var t obType
		if w.Type == "projector" {
			p := obProjectors[w.Effect]
			costM, sizeM, rngM, dmgM = p[0], p[1], p[2], obI(1)
			if w.Dice > 0 { // "Projectors must use non-variable damage"
				o.refuse("projector-dice", nil, nil)
			}
		} else {
			t = obTypes[w.Type]
			costM, rngM, sizeM, dmgM, shots = t.cost, t.rng, t.size, t.dmg, t.shots
			if w.Damage > 0 { // fixed amounts for projectors, d10s "for the others" (rules 8)
				o.refuse("fixed-damage", nil, nil)
			}
		}
		arc := obArcs[w.Arc]
		base := obI(w.Damage*obFixed + w.Dice*obDice + w.Range*obPerHex)
		ow := obWeapon{
			cost:  obFloor(obMul(base, costM, arc[0])),
			size:  obFloor(obMul(base, sizeM, arc[2])),
			rng:   obFloor(obMul(obI(w.Range), rngM, arc[1])),
			qty:   qty,
			shots: shots,
			level: w.Armor,
		}
		dmg := obMul(obI(w.Damage+w.Dice), dmgM)
		ow.dice = obFloor(obMul(obI(w.Dice), dmgM))
		if w.Dice > 0 {
			ow.pts = obDiceWorth * ow.dice
		} else {
			ow.pts = obFloor(dmg)
		}
		if ow.rng < 1 {
			o.refuse("range", nil, nil) // own: a Range of 0 rolls no dice
		}
		if w.Armor > 0 {
			ow.comp = obCompArmor(w.Armor, ow.size)
			if ow.comp == 0 {
				o.refuse("component-armor", nil, nil)
			}
		}
		if w.Reloads > 0 {
			if shots == 0 {
				o.refuse("reloads", nil, nil)
			}
			ow.reloadCost = ow.cost // own: a reload costs one weapon of its entry
			reloadSlots += w.Reloads * obSlots
		}
		o.weapons = append(o.weapons, ow)
		weapons += qty
		wsize += qty * ow.size
		o.comp += qty * ow.comp
		wcost += qty*ow.cost + w.Reloads*ow.reloadCost
		o.hp += qty
		all := qty * ow.pts
		switch {
		case w.Type == "projector":
			energy = obAdd(energy, obI(all))
		default:
			if t.energy {
				energy = obAdd(energy, obI(all))
			}
			if t.recoil {
				recoil = obAdd(recoil, obI(all))
			}
			if t.hull25 {
				pts25 += all
				noteRecoil += all // the notes: "Railguns, Antimissile, and Torpedoes"
			}
			if t.hull40 {
				pts40 += all
			}
		}
	}
	// 2) Shields: size 8 S, cost 2 S.
	o.shieldSize, o.shieldCost = 8*d.Shields, 2*d.Shields
	// 3) Hull: max(1, ⌈missile size/20 + G,AM,TRP/25 + BM,CN/40 + S/20⌉), +1 for crew quarters.
	hx := obAdd(obMul(missileSize, obRat(1, 20)), obRat(int64(pts25), 25), obRat(int64(pts40), 40), obRat(int64(d.Shields), 20))
	o.hull = max(1, obCeil(hx))
	if !d.Fighter {
		o.hull++
	}
	o.hullCost = obFloor(obMul(obI(o.hull), obRat(1, 2)))
	// Crew: 3 × weapons (missiles not counted) + 3; a fighter's 1 or 2.
	if d.Fighter {
		o.crewMin = 1
		o.crew = max(d.Crew, 1)
		if d.Crew > 2 {
			o.refuse("fighter-crew", nil, nil)
		}
	} else {
		o.crewMin = 3*weapons + 3
		o.crew = d.Crew
		if o.crew == 0 {
			o.crew = o.crewMin
		}
		if o.crew < o.crewMin {
			o.refuse("crew", obI(o.crewMin), obI(o.crew))
		}
	}
	o.hp += o.hull + o.crew
	// 4) Auxiliaries.
	storage := 0
	for _, a := range d.Aux {
		switch a.Kind {
		case "hull":
			if a.Armor > 0 {
				c := obCompArmor(a.Armor, o.hull)
				if c == 0 {
					o.refuse("component-armor", nil, nil)
				}
				o.comp += c
			}
			continue
		case "crew":
			if a.Armor > 0 {
				o.refuse("component-armor", nil, nil)
			}
			continue
		}
		row := obAux[a.Kind]
		qty := max(a.Qty, 1)
		cost, size := row[0]*qty, row[1]*qty
		if a.Kind == "hangar" {
			o.hasHangar = true
			if d.Fighter {
				o.refuse("fighter-hangar", nil, nil)
			}
			c := craft(a.Craft)
			if c == nil {
				o.refuse("craft", nil, nil)
			} else {
				// "it has a size equal to the vehicle size + 2", 3 a craft.
				size = (c.total + 2) * qty
				o.craftNames = append(o.craftNames, a.Craft)
				o.craftQty = append(o.craftQty, qty)
			}
		}
		if a.Kind == "storage" {
			storage += qty
		}
		o.auxCost += cost
		o.auxSize += size
		o.hp += qty
		if a.Armor > 0 {
			c := obCompArmor(a.Armor, size)
			if c == 0 {
				o.refuse("component-armor", nil, nil)
			}
			o.comp += c
		}
	}
	if reloadSlots > storage*obStorage {
		o.refuse("reload-slots", obI(reloadSlots), obI(storage*obStorage))
	}
	// 5) Armor: level × systems weight × .5, .25 per size.
	o.sw = wsize + o.shieldSize + o.hull + o.auxSize
	o.armor = obFloor(obMul(obI(d.Armor*o.sw), obRat(1, 2)))
	// Own (rules 14): armor that rounds down to size 0 would weigh and
	// cost nothing, yet the ship starts play with armor of its level.
	if d.Armor > 0 && o.armor == 0 {
		o.refuse("ship-armor", nil, nil)
	}
	o.armorCost = obFloor(obMul(obI(o.armor+o.comp), obRat(1, 4)))
	// 5) Drive: Maneuver × subtotal × .1, 2 per size.
	o.subtotal = o.sw + o.armor + o.comp
	o.engine = obFloor(obMul(obI(d.Maneuver*o.subtotal), obRat(1, 10)))
	o.total = o.subtotal + o.engine
	o.cost = wcost + o.shieldCost + o.hullCost + o.auxCost + o.armorCost + 2*o.engine
	o.hp += d.Maneuver
	// Own: an engine rounded down to size 0 gives no Drive; refused.
	if o.engine < 1 {
		o.refuse("engine", nil, nil)
	}
	// 6) Evaluate (the later version of each limit enforced; the weapon
	// notes' earlier one shown: missiles ≤ total × .1, railgun,
	// antimissile and torpedo damage ≤ total × .05).
	total20 := obMul(obI(o.total), obRat(1, 20))
	biggest := obI(0)
	for _, w := range d.Weapons {
		if w.Type == "missile" {
			one := obRat(int64(w.Range*w.Drive*w.Warhead), 8)
			if one.Cmp(total20) > 0 {
				o.refuse("missile-size", one, total20)
			}
			if one.Cmp(biggest) > 0 {
				biggest = one
			}
		}
	}
	o.limits = map[string][2]*big.Rat{
		"missile-size":      {biggest, total20},
		"missile-size-note": {biggest, obMul(obI(o.total), obRat(1, 10))},
		"recoil":            {recoil, total20},
		"recoil-note":       {obI(noteRecoil), total20},
		"energy":            {energy, obMul(obI(o.engine), obRat(35, 100))},
		"shields":           {obI(d.Shields), obMul(obI(o.engine), obRat(1, 4))},
		"engine":            {obI(1), obI(o.engine)},
	}
	if recoil.Cmp(total20) > 0 {
		o.refuse("recoil", recoil, total20)
	}
	if e := obMul(obI(o.engine), obRat(35, 100)); energy.Cmp(e) > 0 {
		o.refuse("energy", energy, e)
	}
	if s := obMul(obI(o.engine), obRat(1, 4)); obI(d.Shields).Cmp(s) > 0 {
		o.refuse("shields", obI(d.Shields), s)
	}
	o.costWithCraft = o.cost
	for i, n := range o.craftNames {
		if c := craft(n); c != nil {
			o.costWithCraft += o.craftQty[i] * c.cost
		}
	}
	return o
}

// obCatalogue works a list of designs out, hangars naming the list's own
// designs or those of more (the shipped catalogue), never one that has a
// hangar itself.
func obCatalogue(list, more []design.Design) map[string]*obDesign {
	out := map[string]*obDesign{}
	find := func(name string) *design.Design {
		for _, l := range [][]design.Design{list, more} {
			for i := range l {
				if strings.EqualFold(strings.TrimSpace(l[i].Name), strings.TrimSpace(name)) {
					return &l[i]
				}
			}
		}
		return nil
	}
	var craft func(string) *obDesign
	craft = func(name string) *obDesign {
		d := find(name)
		if d == nil || d.HasHangar() {
			return nil
		}
		k := strings.ToLower(strings.TrimSpace(d.Name))
		if o, ok := out[k]; ok {
			return o
		}
		o := obDerive(*d, craft)
		out[k] = o
		return o
	}
	for _, d := range list {
		out[strings.ToLower(strings.TrimSpace(d.Name))] = obDerive(d, craft)
	}
	return out
}

// obCompare holds the engine's numbers of a design to the oracle's.
func obCompare(o *obDesign, dv *design.Derived) []string {
	var out []string
	eq := func(what string, want, got int) {
		if want != got {
			out = append(out, fmt.Sprintf("%s %d, engine %d", what, want, got))
		}
	}
	eq("cost", o.cost, dv.Cost)
	eq("total size", o.total, dv.TotalSize)
	eq("systems weight", o.sw, dv.SystemsWeight)
	eq("armor", o.armor, dv.ArmorSize)
	eq("component armor", o.comp, dv.ComponentArmor)
	eq("armor cost", o.armorCost, dv.ArmorCost)
	eq("subtotal", o.subtotal, dv.Subtotal)
	eq("engine", o.engine, dv.EngineSize)
	eq("engine cost", 2*o.engine, dv.EngineCost)
	eq("hull", o.hull, dv.Hull)
	eq("crew minimum", o.crewMin, dv.CrewMin)
	eq("crew", o.crew, dv.Crew)
	eq("hit points", o.hp, dv.HitPoints)
	eq("shield size", o.shieldSize, dv.ShieldSize)
	eq("shield cost", o.shieldCost, dv.ShieldCost)
	eq("Drive", dv.Design.Maneuver, dv.Drive)
	eq("MP", dv.Design.Maneuver*dv.Design.Maneuver, dv.MP)
	for k, v := range o.limits {
		l, ok := dv.Limit(k)
		enforced := !strings.HasSuffix(k, "-note")
		if !ok || obDec(v[0]) != l.Value.String() || obDec(v[1]) != l.Max.String() || l.Enforced != enforced {
			out = append(out, fmt.Sprintf("limit %s %s ≤ %s (enforced %v), engine %+v", k, obDec(v[0]), obDec(v[1]), enforced, l))
		}
	}
	if len(dv.Weapons) != len(o.weapons) {
		return append(out, fmt.Sprintf("%d weapon entries, engine %d", len(o.weapons), len(dv.Weapons)))
	}
	for i, w := range o.weapons {
		l := dv.Weapons[i]
		k := fmt.Sprintf("weapons[%d] ", i)
		eq(k+"cost", w.cost, l.Cost)
		eq(k+"size", w.size, l.Size)
		eq(k+"Range", w.rng, l.Range)
		eq(k+"component armor", w.comp, l.ArmorSize)
		if l.Type != design.Missile {
			eq(k+"damage points", w.pts, l.DamagePoints())
			eq(k+"shots", w.shots, l.Shots)
			eq(k+"qty", w.qty, l.Qty)
			if l.Reloads > 0 {
				eq(k+"reload cost", w.reloadCost, l.ReloadCost)
			}
		}
	}
	return out
}

// obRefusal judges an engine's refusal of a design against the limits the
// oracle found broken: the message names the design, and a limit with
// numbers is named by them.
func obRefusal(o *obDesign, msg string) bool {
	if !strings.Contains(msg, o.name) {
		return false
	}
	for _, b := range o.broken {
		if b.key == "engine" {
			if strings.Contains(msg, "engine of size 0") {
				return true
			}
			continue
		}
		if b.value == "" || strings.Contains(msg, b.value+" exceeds the limit "+b.max) ||
			b.key == "crew" && strings.Contains(msg, "crew") {
			return true
		}
	}
	return false
}

func obKeys(o *obDesign) string {
	var k []string
	for _, b := range o.broken {
		k = append(k, b.key)
	}
	return strings.Join(k, ",")
}

// TestBuildOracle_ShippedDesigns: every design that ships, and every design
// of every shipped scenario, worked out by the oracle and by the engine
// (design.Derive, validate, and the ship's sheet in play), and each
// scenario's listed forces or build budget.
func TestBuildOracle_ShippedDesigns(t *testing.T) {
	cat, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	ob := obCatalogue(cat, nil)
	dvs, err := design.DeriveAll(cat, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, dv := range dvs {
		o := ob[strings.ToLower(cat[i].Name)]
		if len(o.broken) > 0 {
			t.Errorf("%s: the oracle refuses a shipped design (%s)", cat[i].Name, obKeys(o))
		}
		for _, d := range obCompare(o, dv) {
			t.Errorf("%s: oracle %s", cat[i].Name, d)
		}
	}
	for _, name := range []string{"standard", "boarding", "pursuit", "built"} {
		sc := loadScenario(t, name)
		f := sc.File()
		sob := obCatalogue(f.Designs, nil)
		for _, dv := range sc.Designs() {
			o := sob[strings.ToLower(dv.Design.Name)]
			for _, d := range obCompare(o, dv) {
				t.Errorf("%s: %s: oracle %s", name, dv.Design.Name, d)
			}
		}
		s := newGame(t, name, 1)
		for _, dn := range f.Designs {
			o := sob[strings.ToLower(dn.Name)]
			if got := s.DesignCost(dn.Name); got != o.costWithCraft {
				t.Errorf("%s: %s: cost with its craft: oracle %d, engine %d", name, dn.Name, o.costWithCraft, got)
			}
		}
		for p := engine.Player(0); p < 2; p++ {
			if b, ok := s.Build(p); ok {
				if b.Budget != f.Sides[p].Build.Budget || b.Spent != 0 {
					t.Errorf("%s: side %d budget %d spent %d, want %d and 0", name, p, b.Budget, b.Spent, f.Sides[p].Build.Budget)
				}
			}
		}
		for _, sh := range s.Ships() {
			o := sob[strings.ToLower(sh.Design)]
			if sh.MaxHP != o.hp || sh.HitPoints != o.hp && sh.Status == StatusActive && sh.Drive == sh.MaxDrive {
				t.Errorf("%s: %s: hit points %d of %d, oracle %d", name, sh.Name, sh.HitPoints, sh.MaxHP, o.hp)
			}
			if sh.Cost != o.cost || sh.MaxDrive != s.ShipDesign(sh.ID).Design.Maneuver || sh.MaxCrew != o.crew {
				t.Errorf("%s: %s: cost %d Drive %d crew %d; oracle cost %d crew %d", name, sh.Name, sh.Cost, sh.MaxDrive, sh.MaxCrew, o.cost, o.crew)
			}
			var mounts []SystemInfo
			for _, si := range sh.Systems {
				if si.Type != "" {
					mounts = append(mounts, si)
				}
			}
			k := 0
			for i, w := range o.weapons {
				for q := 0; q < w.qty && k < len(mounts); q, k = q+1, k+1 {
					si := mounts[k]
					dmg := si.Dice
					if si.Type == design.Projector {
						dmg = si.Damage
						if w.pts != dmg {
							t.Errorf("%s: %s: %s value %d, oracle %d", name, sh.Name, si.Name, dmg, w.pts)
						}
					} else if dmg != w.dice {
						t.Errorf("%s: %s: %s d10s %d, oracle %d", name, sh.Name, si.Name, dmg, w.dice)
					}
					if si.Range != w.rng || si.MaxShot != w.shots && si.Type != design.Missile || si.Armor != w.level || si.Points != 1 {
						t.Errorf("%s: %s: weapon %d %s: Range %d shots %d armor %d points %d; oracle %d %d %d 1", name, sh.Name, i, si.Name, si.Range, si.MaxShot, si.Armor, si.Points, w.rng, w.shots, w.level)
					}
				}
			}
			if k != len(mounts) {
				t.Errorf("%s: %s: %d weapons on the sheet, oracle %d", name, sh.Name, len(mounts), k)
			}
		}
	}
}

var obWeaponTypes = []string{"railgun", "antimissile", "beam", "cannon", "torpedo", "projector", "missile"}
var obArcNames = []string{"primary", "secondary", "defensive"}
var obEffects = []string{"energy-blast", "tractor", "repulser", "emp", "stasis", "force-plane", "dazzle", "image", "displacer", "cloak", "shield-projection", "transfer-ecm"}
var obAuxKinds = []string{"ecm", "command", "quarters", "barracks", "recreation", "stateroom", "hospital", "freezer", "storage", "cargo", "hold", "hangar", "repair", "fabricator", "constructor", "factory", "lab", "analyze", "marines", "commandos", "heavy-assault", "armored", "stargate"}

// obRandomDesign makes a design within the input bounds, every option on
// or off at random, with a few inputs a design may not have (fixed damage
// off a projector, reloads on a beam, a missile Drive past 10, crew short
// of the minimum, armor on nothing) so that both verdicts come up.
func obRandomDesign(r *rand.Rand, name string, craft []string) design.Design {
	d := design.Design{Name: name, Maneuver: 1 + r.IntN(5)}
	if r.IntN(12) == 0 {
		d.Maneuver = 6 + r.IntN(7)
	}
	d.Fighter = r.IntN(6) == 0
	if r.IntN(3) == 0 {
		d.Shields = r.IntN(7)
	}
	if r.IntN(2) == 0 {
		d.Armor = r.IntN(4)
	}
	if r.IntN(40) == 0 {
		d.Armor = 20
	}
	if r.IntN(4) == 0 {
		d.Shields = 5 + r.IntN(30)
	}
	for n := r.IntN(5) - 1; n >= 0; n-- {
		typ := obWeaponTypes[r.IntN(len(obWeaponTypes))]
		w := design.Weapon{Name: fmt.Sprintf("W%d", len(d.Weapons)), Type: typ}
		if typ == "missile" {
			w.Range, w.Drive, w.Warhead, w.Count = 1+r.IntN(10), 1+r.IntN(11), 1+r.IntN(3), 1+r.IntN(8)
		} else {
			w.Arc = obArcNames[r.IntN(3)]
			w.Range = 1 + r.IntN(16)
			if r.IntN(3) == 0 {
				w.Qty = 1 + r.IntN(3)
			}
			if typ == "projector" {
				w.Effect = obEffects[r.IntN(len(obEffects))]
				w.Damage = 1 + r.IntN(5)
				if r.IntN(30) == 0 {
					w.Damage, w.Dice = 0, 1
				}
			} else {
				w.Dice = 1 + r.IntN(3)
				if r.IntN(30) == 0 {
					w.Dice, w.Damage = 0, 1+r.IntN(4)
				}
			}
			if r.IntN(4) == 0 && (typ == "railgun" || typ == "antimissile" || typ == "torpedo") || r.IntN(60) == 0 {
				w.Reloads = 1 + r.IntN(3)
			}
		}
		if r.IntN(6) == 0 {
			w.Armor = 1 + r.IntN(3)
		}
		d.Weapons = append(d.Weapons, w)
	}
	for n := r.IntN(4); n > 0; n-- {
		k := obAuxKinds[r.IntN(len(obAuxKinds))]
		if (k == "factory" || k == "stargate") && r.IntN(4) != 0 {
			continue
		}
		a := design.Aux{Kind: k}
		if r.IntN(2) == 0 {
			a.Qty = 1 + r.IntN(4)
		}
		if k == "hangar" {
			if d.Fighter || len(craft) == 0 {
				continue
			}
			a.Craft = craft[r.IntN(len(craft))]
		}
		if r.IntN(8) == 0 {
			a.Armor = 1 + r.IntN(3)
		}
		d.Aux = append(d.Aux, a)
	}
	switch r.IntN(8) {
	case 0:
		d.Aux = append(d.Aux, design.Aux{Kind: "hull", Armor: r.IntN(3)})
	case 1:
		d.Aux = append(d.Aux, design.Aux{Kind: "crew"})
	}
	if d.Fighter {
		d.Crew = r.IntN(3)
	} else if r.IntN(5) == 0 {
		w := 0
		for _, x := range d.Weapons {
			if x.Type != "missile" {
				w += max(x.Qty, 1)
			}
		}
		d.Crew = 3*w + 3 + r.IntN(3) - 1
	}
	if r.IntN(10) == 0 {
		obExtreme(r, &d)
	}
	return d
}

// obExtreme pushes some inputs of d to the ends of their bounds.
func obExtreme(r *rand.Rand, d *design.Design) {
	if r.IntN(2) == 0 {
		d.Maneuver = design.MaxManeuver
	}
	if r.IntN(3) == 0 {
		d.Armor = design.MaxLevel
	}
	for i := range d.Weapons {
		w := &d.Weapons[i]
		switch r.IntN(5) {
		case 0:
			w.Range = design.MaxRange
		case 1:
			if w.Type == "missile" {
				w.Count, w.Warhead = design.MaxMissiles, 1+r.IntN(design.MaxWarhead)
			} else {
				w.Qty = design.MaxQty
			}
		case 2:
			if w.Dice > 0 {
				w.Dice = design.MaxDice
			} else if w.Damage > 0 {
				w.Damage = design.MaxDamage
			}
		case 3:
			w.Armor = design.MaxLevel
		}
	}
	for i := range d.Aux {
		if r.IntN(2) == 0 && d.Aux[i].Kind != "hull" && d.Aux[i].Kind != "crew" {
			d.Aux[i].Qty = design.MaxQty
		}
	}
}

// obFill returns d with k more storage blocks (filler: size 1, cost 0 a
// block), in entries of at most 100, placed first in the auxiliaries.
func obFill(d design.Design, k int) design.Design {
	d = d.Clone()
	var fill []design.Aux
	for k > 0 {
		q := min(k, 100)
		fill = append(fill, design.Aux{Kind: "storage", Qty: q})
		k -= q
	}
	d.Aux = append(fill, d.Aux...)
	return d
}

// obValidate asks the validator (armada-tui validate) about a design file.
func obValidate(t *testing.T, list []design.Design) error {
	t.Helper()
	data, err := json.Marshal(list)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Game{}.CheckData(data)
	return err
}

// TestBuildOracle_RandomDesigns: random designs (with a craft of their own
// in the file, or a shipped fighter or small ship in their hangars), each
// walked across the limits by a filler of storage blocks: the oracle finds
// the first filler at which the design is legal, and the validator is asked
// one below, at and one above it, and at no filler. Both ways: what the
// oracle accepts is accepted with the oracle's numbers; what it refuses is
// refused, naming the design and the limit's two numbers.
func TestBuildOracle_RandomDesigns(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 250
	}
	cat, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(23, 1))
	stats := map[string]int{}
	var bad []string
	for i := 0; i < n && len(bad) < 40; i++ {
		craftD := obRandomDesign(r, "Craft", nil)
		craftD.Aux = slicesDeleteHangars(craftD.Aux)
		// The craft is made legal (its own first legal filler), or left
		// out of the hangars when no filler makes it so.
		craftOK := func(k int) bool {
			return len(obCatalogue([]design.Design{obFill(craftD, k)}, nil)["craft"].broken) == 0
		}
		hangars := []string{"Craft", "Wasp", "Needle", "Kestrel"}
		if craftOK(3000) {
			lo, hi := 0, 3000
			for lo < hi {
				if mid := (lo + hi) / 2; craftOK(mid) {
					hi = mid
				} else {
					lo = mid + 1
				}
			}
			craftD = obFill(craftD, lo)
		} else {
			hangars = hangars[1:]
		}
		base := obRandomDesign(r, fmt.Sprintf("Design %d", i), hangars)
		files := func(k int) []design.Design {
			if hangars[0] == "Craft" {
				return []design.Design{craftD, obFill(base, k)}
			}
			return []design.Design{obFill(base, k)}
		}
		// The smallest filler at which the oracle accepts the design.
		// Every limit grows with the ship's size, so legality is monotone
		// in the filler: a binary search finds the first legal filler.
		legal := func(k int) bool {
			o := obCatalogue(files(k), cat)["design "+fmt.Sprint(i)]
			return len(o.broken) == 0
		}
		first := -1
		if legal(3000) {
			lo, hi := 0, 3000
			for lo < hi {
				if mid := (lo + hi) / 2; legal(mid) {
					hi = mid
				} else {
					lo = mid + 1
				}
			}
			first = lo
		}
		ks := []int{0}
		if first > 0 {
			ks = append(ks, first-1, first, first+1)
		} else if first == 0 {
			ks = append(ks, 1)
		}
		for _, k := range ks {
			list := files(k)
			obs := obCatalogue(list, cat)
			o := obs["design "+fmt.Sprint(i)]
			oc := obs["craft"]
			err := obValidate(t, list)
			where := fmt.Sprintf("design %d filler %d", i, k)
			if k == ks[len(ks)-1] && i%4 == 0 {
				// A scenario of its own designs is checked as the
				// validator checks them, and the ship takes the field
				// with the oracle's numbers.
				obScenario(t, list, o, oc, err, where, &bad, stats)
			}
			switch {
			case oc != nil && len(oc.broken) > 0:
				// The craft itself is refused: the file is, whatever the design.
				stats["craft refused"]++
				if err == nil {
					bad = append(bad, fmt.Sprintf("%s: the oracle refuses the craft (%s), the validator accepts: %+v", where, obKeys(oc), craftD))
				}
				continue
			case len(o.broken) == 0 && err != nil:
				bad = append(bad, fmt.Sprintf("%s: the oracle accepts, the validator refuses: %v\n    %+v", where, err, list[1]))
				continue
			case len(o.broken) > 0 && err == nil:
				bad = append(bad, fmt.Sprintf("%s: the oracle refuses (%s), the validator accepts\n    %+v", where, obKeys(o), list[1]))
				continue
			case len(o.broken) > 0:
				stats["refused"]++
				for _, b := range o.broken {
					stats["refused: "+b.key]++
				}
				if len(o.broken) == 1 {
					stats["refused by one limit only"]++
				}
				if !obRefusal(o, err.Error()) {
					bad = append(bad, fmt.Sprintf("%s: refused (%s) with %q", where, obKeys(o), err))
				}
				continue
			}
			stats["accepted"]++
			for key, v := range o.limits {
				if v[0].Cmp(v[1]) == 0 && v[0].Sign() > 0 && !strings.HasSuffix(key, "-note") {
					stats["accepted exactly at the limit: "+key]++
				}
			}
			if k == first && k > 0 {
				stats["accepted at the first legal size"]++
			}
			dvs, err := design.DeriveAll(list, catalogueCraft(cat))
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range obCompare(o, dvs[len(dvs)-1]) {
				bad = append(bad, fmt.Sprintf("%s: oracle %s", where, d))
			}
		}
	}
	t.Logf("%d designs: %v", n, stats)
	sort.Strings(bad)
	for _, b := range bad {
		t.Error(b)
	}
}

func slicesDeleteHangars(a []design.Aux) []design.Aux {
	var out []design.Aux
	for _, x := range a {
		if x.Kind != "hangar" {
			out = append(out, x)
		}
	}
	return out
}

// TestBuildOracle_BuiltSquadrons: random picks, unpicks and readies in the
// built scenario (budget 3 000, own) and in the same scenario with a budget
// large enough to reach the squadron's size limits (own: 24 ships, 48
// ships and craft, a carrier's craft counted). The oracle keeps its own
// list of picks and judges each: a design of the side's list, within the
// budget by its cost with its craft (own: a design's cost is its value),
// within both counts, before the side is ready. The squadrons that take the
// field are the picks, each carrier with its craft.
func TestBuildOracle_BuiltSquadrons(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	base := loadScenario(t, "built").File()
	obs := obCatalogue(base.Designs, nil)
	r := rand.New(rand.NewPCG(23, 2))
	stats := map[string]int{}
	for g := 0; g < games; g++ {
		f := base
		f.Sides = append([]SideFile(nil), base.Sides...)
		if g%2 == 1 {
			for p := range f.Sides {
				b := *f.Sides[p].Build
				b.Budget = 20000 + r.IntN(60000)
				f.Sides[p].Build = &b
			}
		}
		sc, err := NewScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		st, err := Game{}.NewState(sc, nil, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		picks := [2][]string{}
		ready := [2]bool{}
		all := append(append([]string(nil), f.Sides[0].Build.Designs...), f.Sides[1].Build.Designs...)
		for k := 0; k < 400 && s.Phase().Name == PhaseBuild; k++ {
			p := engine.Player(r.IntN(2))
			b := f.Sides[p].Build
			spent, ships, units := 0, len(picks[p]), len(picks[p])
			for _, n := range picks[p] {
				o := obs[strings.ToLower(n)]
				spent += o.costWithCraft
				for _, q := range o.craftQty {
					units += q
				}
			}
			var in engine.Intent
			want := false
			why := "" // a word the refusal must say
			switch x := r.IntN(20); {
			case x < 15:
				name := b.Designs[r.IntN(len(b.Designs))]
				if r.IntN(10) == 0 {
					name = all[r.IntN(len(all))]
				}
				in = Pick{By: p, Design: name}
				o := obs[strings.ToLower(name)]
				craft := 0
				for _, q := range o.craftQty {
					craft += q
				}
				listed := false
				for _, n := range b.Designs {
					listed = listed || n == name
				}
				want = !ready[p] && listed && spent+o.costWithCraft <= b.Budget && ships+1 <= 24 && units+1+craft <= 48
				switch {
				case ready[p]:
				case !listed:
					why = name
				case spent+o.costWithCraft > b.Budget:
					why = engine.Thousands(b.Budget)
				case ships+1 > 24:
					why = "24"
				case units+1+craft > 48:
					why = "48"
				}
				if !ready[p] && listed && spent+o.costWithCraft <= b.Budget {
					switch {
					case ships+1 > 24:
						stats["refused at 24 ships"]++
					case units+1+craft > 48:
						stats["refused at 48 ships and craft"]++
					}
				}
				if !ready[p] && listed && spent+o.costWithCraft == b.Budget {
					stats["budget spent exactly"]++
				}
			case x < 18:
				i := r.IntN(len(picks[p]) + 2)
				in = Unpick{By: p, Index: i}
				want = !ready[p] && i < len(picks[p])
			default:
				if len(picks[p]) == 0 {
					continue // own and open: the rulebook says nothing of an empty squadron
				}
				in = Ready{By: p}
				want = !ready[p]
			}
			next, _, err := s.Apply(in)
			if (err == nil) != want {
				t.Fatalf("game %d: %v: oracle %v, engine %v (spent %d of %d, %d ships, %d with craft)", g, in, want, err, spent, b.Budget, ships, units)
			}
			if err != nil {
				stats["refused"]++
				if strings.TrimSpace(err.Error()) == "" || !strings.Contains(err.Error(), why) {
					t.Errorf("game %d: %v refused with %q, which does not say %q", g, in, err, why)
				}
				continue
			}
			stats["accepted"]++
			s = next.(*State)
			switch x := in.(type) {
			case Pick:
				picks[p] = append(picks[p], x.Design)
			case Unpick:
				picks[p] = append(picks[p][:x.Index], picks[p][x.Index+1:]...)
			case Ready:
				ready[p] = true
			}
			if bi, ok := s.Build(p); ok {
				sum := 0
				for _, n := range picks[p] {
					sum += obs[strings.ToLower(n)].costWithCraft
				}
				if bi.Spent != sum {
					t.Errorf("game %d: side %d spent %d, oracle %d (%v)", g, p, bi.Spent, sum, picks[p])
				}
			}
		}
		if s.Phase().Name == PhaseBuild {
			continue
		}
		stats["squadrons fielded"]++
		for p := engine.Player(0); p < 2; p++ {
			want := map[string]int{}
			for _, n := range picks[p] {
				want[n]++
				o := obs[strings.ToLower(n)]
				for i, c := range o.craftNames {
					want[c] += o.craftQty[i]
				}
			}
			got := map[string]int{}
			for _, sh := range s.Ships() {
				if sh.Side == p {
					got[sh.Design]++
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("game %d: side %d fields %v, oracle %v", g, p, got, want)
			}
		}
	}
	t.Logf("%d games: %v", games, stats)
}

// TestBuildOracle_EndOfBattle: the end of many games of the four
// scenarios, scripted and random players, every option set. The oracle
// counts each side's points from the ships' sheets and its own costs (own:
// the construction cost of every enemy ship and craft scrapped or
// captured, a captured carrier's craft with it; the escaping side adds its
// capable ships when the squadrons separate) and names the winner: a side
// left alone with nothing capable of resistance loses whatever the points;
// otherwise more points win and equal points draw.
func TestBuildOracle_EndOfBattle(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 12
	}
	names := []string{"standard", "boarding", "pursuit", "built"}
	optSets := []engine.Options{nil, {OptTurnCost: TurnSpeed, OptEffRange: EffLiteral}, {OptTurnCost: TurnChart, OptHitChart: ChartSalvo}}
	stats := map[string]int{}
	for g := 0; g < games; g++ {
		name := names[g%len(names)]
		seed := uint64(2300 + g)
		sc := loadScenario(t, name)
		f := sc.File()
		obs := obCatalogue(f.Designs, nil)
		opp := []engine.Opponent{Scripted{}, Scripted{}}
		switch g % 3 {
		case 1:
			opp[g%2] = engine.NewRandomOpponent(seed * 3)
		case 2:
			opp[0], opp[1] = engine.NewRandomOpponent(seed*3), engine.NewRandomOpponent(seed*5)
		}
		st, err := Game{}.NewState(sc, optSets[(g/4)%len(optSets)], seed)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for k := 0; k < 6000 && !s.Outcome().Over; k++ {
			p := s.Phase().Actors[0]
			in, err := opp[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			n, _, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%s seed %d: %v: %v", name, seed, in, err)
			}
			s = n.(*State)
		}
		out := s.Outcome()
		if !out.Over {
			stats["unfinished"]++
			continue
		}
		ships := s.Ships()
		byID := map[ShipID]ShipInfo{}
		for _, sh := range ships {
			byID[sh.ID] = sh
		}
		var score [2]int
		var capable [2]bool
		for _, sh := range ships {
			cost := obs[strings.ToLower(sh.Design)].cost // without its craft: they count each for itself
			enemy := 1 - sh.Side
			switch {
			case sh.Status == StatusScrap || sh.Status == StatusCaptured:
				score[enemy] += cost
				stats[sh.Status]++
			case sh.Status == StatusAboard && byID[sh.Carrier].Status == StatusCaptured:
				score[enemy] += cost
				stats["craft taken with a carrier"]++
			}
			if sh.Capable {
				capable[sh.Side] = true
			}
		}
		// What Score reports: the enemy ships and craft taken out. (The
		// oracle first held Score to the result with the escaping side's
		// ships that got away; the engine adds those only in the result,
		// which is what the players read, and Score is the count of
		// ships taken that the opponents weigh during play.)
		won := score
		separated := s.SeparatedTurns() >= 3
		if separated {
			stats["separated"]++
			for p := 0; p < 2; p++ {
				if !f.Sides[p].Escape {
					continue
				}
				for _, sh := range ships {
					if int(sh.Side) == p && sh.Status == StatusActive && sh.Capable {
						score[p] += obs[strings.ToLower(sh.Design)].cost
					}
				}
			}
		}
		want := engine.NoPlayer
		switch {
		case capable[0] && !capable[1] && !separated:
			want = 0
			stats["no resistance left"]++
		case capable[1] && !capable[0] && !separated:
			want = 1
			stats["no resistance left"]++
		case score[0] > score[1]:
			want = 0
		case score[1] > score[0]:
			want = 1
		default:
			stats["draw"]++
		}
		for p := engine.Player(0); p < 2; p++ {
			if got := s.Score(p); got != won[p] {
				t.Errorf("%s seed %d (%s): side %d has won %d, oracle %d", name, seed, out.Reason, p, got, won[p])
			}
		}
		// The result names both sides' points (the escaping side's ships
		// that got away included).
		if text := fmt.Sprintf("%s %s, %s %s", f.Sides[0].Name, engine.Thousands(score[0]), f.Sides[1].Name, engine.Thousands(score[1])); !strings.Contains(out.Reason, text) {
			t.Errorf("%s seed %d: %q; oracle %s", name, seed, out.Reason, text)
		}
		if out.Winner != want {
			t.Errorf("%s seed %d: %q, winner %d; oracle %d (points %v, capable %v)", name, seed, out.Reason, out.Winner, want, score, capable)
		}
		stats["ended"]++
	}
	t.Logf("%d games: %v", games, stats)
}

// TestBuildOracle_RepairAndProduction: "Repair - Cost is 1/2 the cost of
// the original construction cost, in repair parts" (rounded down, the
// general rule); a fabricator's part takes 10 turns from type 1 material
// and "time in proportion to the amount of material used" (2, 4, 10, 30,
// 60, 120 per part); every shipped design's repair cost from the oracle's
// construction cost.
func TestBuildOracle_RepairAndProduction(t *testing.T) {
	for c := 0; c <= 3000; c++ {
		if got := design.RepairParts(c); got != c/2 {
			t.Fatalf("a repair of cost %d: %d parts, want %d", c, got, c/2)
		}
	}
	per := []int{2, 4, 10, 30, 60, 120}
	for k, n := range per {
		got, ok := design.FabricationTurns(k + 1)
		if want := 10 * n / per[0]; !ok || got != want {
			t.Errorf("material type %d: %d turns a part (%v), want %d", k+1, got, ok, want)
		}
	}
	for _, k := range []int{0, 7, -1} {
		if _, ok := design.FabricationTurns(k); ok {
			t.Errorf("material type %d accepted", k)
		}
	}
	cat, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range obCatalogue(cat, nil) {
		if o.cost < 2 || design.RepairParts(o.cost) != o.cost/2 {
			t.Errorf("%s: cost %d, repair %d parts", o.name, o.cost, design.RepairParts(o.cost))
		}
	}
}

// obScenario puts a design of a file in a scenario of its own against a
// Lance: NewScenario refuses it when the validator does, and otherwise the
// ship's sheet in play carries the oracle's hit points, Drive, MP, crew,
// shields, armor level and ECM.
func obScenario(t *testing.T, list []design.Design, o, oc *obDesign, verr error, where string, bad *[]string, stats map[string]int) {
	d := list[len(list)-1]
	f := ScenarioFile{Game: ID, Name: "oracle", Title: "oracle (own)", Designs: list, Sides: []SideFile{
		{Name: "A", Ships: []ShipFile{{Name: "X", Design: d.Name, At: "0,0", Heading: "N"}}},
		{Name: "B", Ships: []ShipFile{{Name: "Y", Design: "Lance", At: "0,-20", Heading: "S"}}},
	}}
	sc, err := NewScenario(f)
	// The project's own limits of play, not of construction: at most 64
	// weapons a ship, 96 ships and craft a game.
	mounts, units := 0, 2
	for _, w := range d.Weapons {
		mounts += max(w.Qty, 1)
	}
	for _, a := range d.Aux {
		if a.Kind == "hangar" {
			units += max(a.Qty, 1)
		}
	}
	if oc != nil && len(list) > 1 && len(list[0].Weapons) > 0 {
		m := 0
		for _, w := range list[0].Weapons {
			m += max(w.Qty, 1)
		}
		if m > 64 {
			mounts = m
		}
	}
	if verr == nil && (mounts > 64 || units > 96) {
		stats["refused in play only (own)"]++
		if err == nil || !strings.Contains(err.Error(), "at most") {
			*bad = append(*bad, fmt.Sprintf("%s: %d weapons, %d ships and craft: %v", where, mounts, units, err))
		}
		return
	}
	if (err == nil) != (verr == nil) {
		*bad = append(*bad, fmt.Sprintf("%s: in a scenario: %v; the validator: %v", where, err, verr))
		return
	}
	if err != nil {
		stats["scenario refused"]++
		if !strings.Contains(err.Error(), o.name) && (oc == nil || !strings.Contains(err.Error(), oc.name)) {
			*bad = append(*bad, fmt.Sprintf("%s: a scenario refused without naming the design: %v", where, err))
		}
		return
	}
	stats["scenario played"]++
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		*bad = append(*bad, fmt.Sprintf("%s: %v", where, err))
		return
	}
	s := st.(*State)
	sh := s.Ships()[0]
	ecm := 0
	for _, a := range d.Aux {
		if a.Kind == "ecm" {
			ecm += max(a.Qty, 1)
		}
	}
	want := fmt.Sprint(o.hp, d.Maneuver, d.Maneuver*d.Maneuver, o.crew, d.Shields, d.Armor, ecm, o.cost)
	got := fmt.Sprint(sh.MaxHP, sh.Drive, sh.MP, sh.MaxCrew, sh.Shields, sh.MaxArmor, sh.ECM, sh.Cost)
	if want != got {
		*bad = append(*bad, fmt.Sprintf("%s: the sheet's hit points, Drive, MP, crew, shields, armor, ECM, cost %s; oracle %s", where, got, want))
	}
	if dc := s.DesignCost(d.Name); dc != o.costWithCraft {
		*bad = append(*bad, fmt.Sprintf("%s: cost with craft %d; oracle %d", where, dc, o.costWithCraft))
	}
}

// TestBuildOracle_BadInputs: designs with inputs out of their bounds or not
// understood (negative or huge numbers, unknown types, arcs, effects and
// kinds, a hangar of an unknown craft) are refused by the validator, never
// with a panic, and the refusal names the design and the field.
func TestBuildOracle_BadInputs(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 3))
	n := 2000
	if testing.Short() {
		n = 400
	}
	odd := []int{-1, -1000, 0, 1 << 30, 101, 201, 51, 13, 21}
	refused := 0
	for i := 0; i < n; i++ {
		d := obRandomDesign(r, fmt.Sprintf("Odd %d", i), []string{"Wasp", "Nobody"})
		v := odd[r.IntN(len(odd))]
		field := ""
		switch k := r.IntN(9); {
		case k == 0:
			d.Maneuver, field = v, "maneuver"
		case k == 1:
			d.Shields, field = v, "shields"
		case k == 2:
			d.Armor, field = v, "armor"
		case k == 3 && len(d.Weapons) > 0:
			w := &d.Weapons[r.IntN(len(d.Weapons))]
			switch r.IntN(6) {
			case 0:
				w.Range, field = v, "range"
			case 1:
				w.Qty, field = v, "qty"
			case 2:
				w.Dice, field = v, "dice"
			case 3:
				w.Type, field = "laser", "type"
			case 4:
				w.Arc, field = "aft", "arc"
			default:
				w.Reloads, field = v, "reloads"
			}
		case k == 4 && len(d.Aux) > 0:
			a := &d.Aux[r.IntN(len(d.Aux))]
			if r.IntN(2) == 0 {
				a.Kind, a.Craft, field = "teleporter", "", "kind"
			} else {
				a.Qty, field = v, "qty"
			}
		case k == 5:
			d.Aux = append(d.Aux, design.Aux{Kind: "hangar", Craft: "Nobody"})
			field = "Nobody"
		default:
			continue
		}
		var err error
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("%s: a panic on %s = %d: %v", d.Name, field, v, p)
				}
			}()
			err = obValidate(t, []design.Design{d})
		}()
		if err == nil {
			continue // the value happened to be within bounds
		}
		refused++
		if !strings.Contains(err.Error(), d.Name) && !strings.Contains(err.Error(), "design 1") {
			t.Errorf("%s: %s = %d refused without naming the design: %v", d.Name, field, v, err)
		}
	}
	t.Logf("%d designs, %d refused", n, refused)
}

// TestBuildOracle_ShipArmorOfNoSize: the random designs seldom come to a
// systems weight of 1, where the ship's armor at level 1 rounds down to
// size 0 (own limit, rules 14); a small grid walks across it — a fighter
// of hull 1 alone or with storage blocks, armor levels 0 to 3, maneuver
// 10 so that the engine has a size — and the validator's verdict is held
// to the oracle's both ways.
func TestBuildOracle_ShipArmorOfNoSize(t *testing.T) {
	refused := 0
	for fill := 0; fill <= 3; fill++ {
		for level := 0; level <= 3; level++ {
			d := obFill(design.Design{Name: "ArmE", Fighter: true, Maneuver: 10, Armor: level}, fill)
			o := obCatalogue([]design.Design{d}, nil)["arme"]
			err := obValidate(t, []design.Design{d})
			where := fmt.Sprintf("fighter of hull 1 with %d storage blocks, armor %d", fill, level)
			switch {
			case len(o.broken) == 0 && err != nil:
				t.Errorf("%s: the oracle accepts, the validator refuses: %v", where, err)
			case len(o.broken) > 0 && err == nil:
				t.Errorf("%s: the oracle refuses (%s), the validator accepts", where, obKeys(o))
			case len(o.broken) > 0:
				refused++
				if !obRefusal(o, err.Error()) || !strings.Contains(err.Error(), "armor: level") {
					t.Errorf("%s: refused (%s) with %q", where, obKeys(o), err)
				}
			}
		}
	}
	if refused != 1 {
		t.Errorf("%d designs refused, want 1 (armor 1 on systems weight 1)", refused)
	}
}
