package starmada

import (
	"embed"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// ClassFile is a starship record as written in the ship data (ships/*.yaml)
// and in scenarios that bring their own designs. Chart may be left out: it
// is then built by A.3.2. CR may be left out for a design of the project's
// own: it is then worked out by the project's formula (CombatRating).
type ClassFile struct {
	Class     string        `yaml:"class" json:"class"`
	Type      string        `yaml:"type,omitempty" json:"type,omitempty"`
	Fleet     string        `yaml:"fleet,omitempty" json:"fleet,omitempty"`
	Source    string        `yaml:"source" json:"source"` // "rulebook" or "project"
	OwnValues []string      `yaml:"own_values,omitempty" json:"own_values,omitempty"`
	CR        int           `yaml:"cr,omitempty" json:"cr,omitempty"`
	Hull      int           `yaml:"hull" json:"hull"`
	Engine    int           `yaml:"engine" json:"engine"`
	Shields   int           `yaml:"shields" json:"shields"`
	Batteries []BatteryFile `yaml:"batteries,omitempty" json:"batteries,omitempty"`
	Equipment []string      `yaml:"equipment,omitempty" json:"equipment,omitempty"`
	Chart     []string      `yaml:"chart,omitempty" json:"chart,omitempty"`
}

// BatteryFile is one battery of a ClassFile. Weapon names one of the
// Compendium weapons (CompendiumWeapons): its ROF, PEN, DMG and abilities are then
// taken from the conversion chart unless given.
type BatteryFile struct {
	Name      string   `yaml:"name" json:"name"`
	Weapon    string   `yaml:"weapon,omitempty" json:"weapon,omitempty"`
	Range     int      `yaml:"range" json:"range"`
	ToHit     int      `yaml:"to_hit" json:"to_hit"`
	ROF       int      `yaml:"rof,omitempty" json:"rof,omitempty"`
	PEN       int      `yaml:"pen,omitempty" json:"pen,omitempty"`
	DMG       int      `yaml:"dmg,omitempty" json:"dmg,omitempty"`
	Abilities []string `yaml:"abilities,omitempty" json:"abilities,omitempty"`
	Mounts    []string `yaml:"mounts" json:"mounts"`
}

// Weapon is a row of the Compendium conversion chart.
type Weapon struct {
	Name          string
	ROF, PEN, DMG int
	Abilities     []Ability
}

// weaponTable is the five rows of the Compendium conversion chart that
// our copy prints.
var weaponTable = []Weapon{
	{"Anti-Matter Beam", 1, 1, 1, []Ability{ExtraHullDamage}},
	{"Blaster", 1, 1, 1, []Ability{RangeBasedPEN}},
	{"Bore Missile", 1, 1, 1, []Ability{ContinuingDamage}},
	{"Burst Cannon", 1, 1, 1, []Ability{VariableDMG}},
	{"Cluster Missile", 1, 1, 1, []Ability{VariableROF}},
}

// CompendiumWeapons lists the rows of the Compendium conversion chart (a
// copy).
func CompendiumWeapons() []Weapon {
	out := make([]Weapon, len(weaponTable))
	for i, w := range weaponTable {
		w.Abilities = slices.Clone(w.Abilities)
		out[i] = w
	}
	return out
}

// LookupWeapon finds a Compendium weapon by name.
func LookupWeapon(name string) (Weapon, bool) {
	for _, w := range weaponTable {
		if squash(w.Name) == squash(name) {
			w.Abilities = slices.Clone(w.Abilities)
			return w, true
		}
	}
	return Weapon{}, false
}

// Limits of the data the program accepts. Only the shields' 5 is printed
// (1.5); the others are the project's own bounds (the rulebook's A.1 is
// lost), listed in docs/rules/starmada.md under Ships and data.
const (
	maxHull      = 40
	maxEngine    = 12
	maxShields   = 5 // 1.5
	maxMounts    = 16
	maxRange     = 36
	maxDiceValue = 6
)

// BuildClass checks a record and turns it into a Class; errors name the
// field.
func BuildClass(f ClassFile) (*Class, error) {
	c := &Class{Name: strings.TrimSpace(f.Class), Type: f.Type, Fleet: f.Fleet, OwnValues: append([]string(nil), f.OwnValues...)}
	switch {
	case c.Name == "" || utf8.RuneCountInString(c.Name) > 30 || !gamedata.Printable(c.Name):
		return nil, errors.New("class: a name of 1 to 30 printable characters")
	case f.Source != "rulebook" && f.Source != "project":
		return nil, fmt.Errorf("class %s: source: %q is neither \"rulebook\" nor \"project\"", c.Name, f.Source)
	case f.Hull < 1 || f.Hull > maxHull:
		return nil, fmt.Errorf("class %s: hull: %d is not from 1 to %d", c.Name, f.Hull, maxHull)
	case f.Engine < 0 || f.Engine > maxEngine:
		return nil, fmt.Errorf("class %s: engine: %d is not from 0 to %d", c.Name, f.Engine, maxEngine)
	case f.Shields < 0 || f.Shields > maxShields:
		return nil, fmt.Errorf("class %s: shields: %d is not from 0 to 5 (1.5)", c.Name, f.Shields)
	case len(f.Batteries) > 3:
		return nil, fmt.Errorf("class %s: batteries: %d, but a ship has at most three (1.7)", c.Name, len(f.Batteries))
	case f.CR < 0 || f.CR > 100000:
		return nil, fmt.Errorf("class %s: cr: %d is not from 0 to 100000", c.Name, f.CR)
	}
	c.Own = f.Source == "project"
	c.Hull, c.Engine, c.Shields = f.Hull, f.Engine, f.Shields
	for i, bf := range f.Batteries {
		b, err := buildBattery(byte('a'+i), bf)
		if err != nil {
			return nil, fmt.Errorf("class %s: batteries[%d]: %w", c.Name, i, err)
		}
		c.Batteries = append(c.Batteries, b)
	}
	for i, s := range f.Equipment {
		it, err := ParseEquip(s)
		if err != nil {
			return nil, fmt.Errorf("class %s: equipment[%d]: %w", c.Name, i, err)
		}
		for _, o := range c.Equipment {
			if o.Kind == it.Kind {
				return nil, fmt.Errorf("class %s: equipment[%d]: %s is listed twice", c.Name, i, it.Kind)
			}
		}
		c.Equipment = append(c.Equipment, it)
	}
	if len(f.Chart) == 0 {
		c.Chart = c.BuiltChart()
	} else {
		if len(f.Chart) != 6 {
			return nil, fmt.Errorf("class %s: chart: %d entries, want six (rolls 1 to 6)", c.Name, len(f.Chart))
		}
		for i, s := range f.Chart {
			e, err := ParseChartEntry(s)
			if err != nil {
				return nil, fmt.Errorf("class %s: chart[%d]: %w", c.Name, i, err)
			}
			if e[HitC] > 0 && c.Battery('c') == nil || e[HitB] > 0 && c.Battery('b') == nil || e[HitA] > 0 && c.Battery('a') == nil {
				return nil, fmt.Errorf("class %s: chart[%d]: %q names a battery the ship does not have", c.Name, i, s)
			}
			if (i == 0 || i == 5) && !e.IsHull() {
				// 4.2.3: a damage die of 1 or 6 is a hull hit whatever the
				// chart says; an entry there would never be rolled.
				return nil, fmt.Errorf("class %s: chart[%d]: %q on a roll of %d, which is always a hull hit (4.2.3): write Hull", c.Name, i, s, i+1)
			}
			c.Chart[i] = e
		}
	}
	c.CR = f.CR
	if c.CR == 0 {
		if !c.Own {
			return nil, fmt.Errorf("class %s: cr: a design from the rulebook must give its printed Combat Rating", c.Name)
		}
		c.CR = CombatRating(c)
	}
	return c, nil
}

func buildBattery(letter byte, f BatteryFile) (Battery, error) {
	b := Battery{Letter: letter, Name: strings.TrimSpace(f.Name), Range: f.Range, ToHit: f.ToHit, ROF: f.ROF, PEN: f.PEN, DMG: f.DMG}
	if f.Weapon != "" {
		w, ok := LookupWeapon(f.Weapon)
		if !ok {
			return b, fmt.Errorf("weapon: %q is not one of the Compendium weapons", f.Weapon)
		}
		if b.ROF == 0 {
			b.ROF = w.ROF
		}
		if b.PEN == 0 {
			b.PEN = w.PEN
		}
		if b.DMG == 0 {
			b.DMG = w.DMG
		}
		if len(f.Abilities) == 0 {
			b.Abilities = append(b.Abilities, w.Abilities...)
		}
		if b.Name == "" {
			b.Name = w.Name
		}
	}
	switch {
	case b.Name == "" || utf8.RuneCountInString(b.Name) > 30 || !gamedata.Printable(b.Name):
		return b, errors.New("name: a name of 1 to 30 printable characters")
	case b.Range < 3 || b.Range > maxRange || b.Range%3 != 0:
		return b, fmt.Errorf("range: %d is not a multiple of 3 from 3 to %d (three equal bands, 4.1.3)", b.Range, maxRange)
	case b.ToHit < 2 || b.ToHit > 6:
		return b, fmt.Errorf("to_hit: %d is not from 2 to 6", b.ToHit)
	case b.ROF < 1 || b.ROF > maxDiceValue:
		return b, fmt.Errorf("rof: %d is not from 1 to %d", b.ROF, maxDiceValue)
	case b.PEN < 1 || b.PEN > maxDiceValue:
		return b, fmt.Errorf("pen: %d is not from 1 to %d", b.PEN, maxDiceValue)
	case b.DMG < 1 || b.DMG > maxDiceValue:
		return b, fmt.Errorf("dmg: %d is not from 1 to %d", b.DMG, maxDiceValue)
	case len(f.Mounts) < 1 || len(f.Mounts) > maxMounts:
		return b, fmt.Errorf("mounts: %d, want 1 to %d", len(f.Mounts), maxMounts)
	}
	for _, s := range f.Abilities {
		a, err := ParseAbility(s)
		if err != nil {
			return b, fmt.Errorf("abilities: %w", err)
		}
		b.Abilities = append(b.Abilities, a)
	}
	sort.Slice(b.Abilities, func(i, j int) bool { return b.Abilities[i] < b.Abilities[j] })
	if err := checkAbilities(b.Abilities); err != nil {
		return b, fmt.Errorf("abilities: %w", err)
	}
	for i, m := range f.Mounts {
		a, err := hex.ParseArcCode(m)
		if err != nil {
			return b, fmt.Errorf("mounts[%d]: %v", i, strings.TrimPrefix(err.Error(), "hex: "))
		}
		b.Mounts = append(b.Mounts, a)
	}
	return b, nil
}

// File writes the class back as a record, the way BuildClass reads it.
func (c *Class) File() ClassFile {
	f := ClassFile{Class: c.Name, Type: c.Type, Fleet: c.Fleet, Source: "rulebook", OwnValues: append([]string(nil), c.OwnValues...),
		CR: c.CR, Hull: c.Hull, Engine: c.Engine, Shields: c.Shields}
	if c.Own {
		f.Source = "project"
	}
	for _, b := range c.Batteries {
		bf := BatteryFile{Name: b.Name, Range: b.Range, ToHit: b.ToHit, ROF: b.ROF, PEN: b.PEN, DMG: b.DMG}
		for _, a := range b.Abilities {
			bf.Abilities = append(bf.Abilities, a.String())
		}
		for _, m := range b.Mounts {
			bf.Mounts = append(bf.Mounts, m.String())
		}
		f.Batteries = append(f.Batteries, bf)
	}
	for _, it := range c.Equipment {
		f.Equipment = append(f.Equipment, it.String())
	}
	for _, e := range c.Chart {
		f.Chart = append(f.Chart, e.String())
	}
	return f
}

// The offence a fighter bay and a battle satellite add to a Combat Rating
// (own, scale 1000), each counted as the battery its craft amounts to: a
// flight is six dice hitting on 5+ (5.3.1) anywhere within the 10 hexes it
// flies (5.2), against shields halved as Halves Shields halves them
// (6 × 2 × 10 × 130 % = 156); a battlesat one die hitting on 3+ at range 12
// (C.5: 1 × 4 × 12 = 48). Rules 1-5 counted 60 and 10, far below what
// the craft do in play.
const (
	fighterBayOffence = 156000
	battleSatOffence  = 48000
)

// CombatRating is the project's own formula (the rulebook's, A.2, is not
// in our copy); docs/rules/starmada.md writes it out:
//
//	offence = Σ batteries: mounts × ROF × PEN × DMG × (7 − To-Hit) × range × ability factors
//	          + 156 per fighter bay + 48 per battle satellite carried
//	defence = hull × (2 + shields) × (5 + engine) × equipment factors
//	CR      = √(offence × defence), rounded to the nearest whole number
//	          (a half up)
//
// Repeating's factor is 600/(To-Hit − 1) % (B.19). The factors are
// multiplied exactly, in fractions (rules 9): rules 1-8 worked in
// thousandths and cut each product down to a whole thousandth, which rated a
// design whose root lands on a half, or just above one, a point lower (hull
// 25, engine 10, shields 3 with AFB, armor plating, AGB, ARS and a battle
// satellite: √144 020.25 = 379.5, rated 379 instead of 380).
func CombatRating(c *Class) int {
	off := new(big.Rat)
	for _, b := range c.Batteries {
		v := big.NewRat(int64(len(b.Mounts)*b.ROF*b.PEN*b.DMG*(7-b.ToHit)*b.Range), 1)
		for _, a := range b.Abilities {
			if a == Repeating {
				// B.19: a die hitting on p scores p/(1-p) hits, a factor of
				// 6/(To-Hit - 1) at medium range (200 % at 4+).
				v.Mul(v, big.NewRat(6, int64(b.ToHit-1)))
				continue
			}
			v.Mul(v, big.NewRat(int64(abilityRow(a).crPct), 100))
		}
		off.Add(off, v)
	}
	off.Add(off, big.NewRat(int64((fighterBayOffence*c.Equips(FighterBays)+battleSatOffence*c.Equips(BattleSatellites))/1000), 1))
	def := big.NewRat(int64(c.Hull*(2+c.Shields)*(5+c.Engine)), 1)
	for _, it := range c.Equipment {
		def.Mul(def, big.NewRat(int64(equipRow(it.Kind).crPct), 100))
	}
	// round(√x) = ⌊(⌊√(4x)⌋ + 1) / 2⌋, and ⌊√(4x)⌋ = ⌊√⌊4x⌋⌋.
	x4 := new(big.Rat).Mul(new(big.Rat).Mul(off, def), big.NewRat(4, 1))
	fl := new(big.Int).Quo(x4.Num(), x4.Denom())
	r := new(big.Int).Sqrt(fl)
	return int((r.Int64() + 1) / 2)
}

// combatRating8 is the formula as rules 1-8 worked it, in thousandths cut
// down after each factor; with rules5 the terms of rules 1-5, which counted
// 60 a fighter bay, 10 a battle satellite and 140 % for Repeating. Saves of
// those rules replay with their ratings (rules5.go).
func combatRating8(c *Class, rules5 bool) int {
	bay, sat := fighterBayOffence, battleSatOffence
	if rules5 {
		bay, sat = 60000, 10000
	}
	off := 0
	for _, b := range c.Batteries {
		v := len(b.Mounts) * b.ROF * b.PEN * b.DMG * (7 - b.ToHit) * b.Range * 1000
		for _, a := range b.Abilities {
			if a == Repeating {
				// B.19: a die that hits rolls again until it misses, so
				// a die hitting on p scores p/(1-p) hits, not p: a factor
				// of 1/(1-p) = 6/(To-Hit - 1) at medium range (200 % at
				// 4+, the table's figure). Rules 1-5 counted 140 %.
				if rules5 {
					v = v * 140 / 100
				} else {
					v = v * 6 / (b.ToHit - 1)
				}
				continue
			}
			v = v * abilityRow(a).crPct / 100
		}
		off += v
	}
	off += bay*c.Equips(FighterBays) + sat*c.Equips(BattleSatellites)
	def := c.Hull * (2 + c.Shields) * (5 + c.Engine) * 1000
	for _, it := range c.Equipment {
		def = def * equipRow(it.Kind).crPct / 100
	}
	// Both factors carry a scale of 1000: the root of their product
	// carries 1000 too.
	p := uint64(off) * uint64(def)
	r := isqrt(p)
	return int((r + 500) / 1000)
}

func isqrt(n uint64) uint64 {
	if n == 0 {
		return 0
	}
	x := uint64(1) << ((64 - bits.LeadingZeros64(n) + 1) / 2)
	for {
		y := (x + n/x) / 2
		if y >= x {
			return x
		}
		x = y
	}
}

//go:embed ships/*.yaml
var shipFiles embed.FS

// DecodeClasses reads a YAML list of starship records.
func DecodeClasses(data []byte) (out []*Class, err error) {
	var files []ClassFile
	if err := gamedata.Decode(data, &files, "ship data"); err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, errors.New("no ship records")
	}
	for i, f := range files {
		c, err := BuildClass(f)
		if err != nil {
			return nil, fmt.Errorf("record %d: %w", i+1, err)
		}
		out = append(out, c)
	}
	return out, nil
}

var catalogue struct {
	once    sync.Once
	classes []*Class
	err     error
}

// Catalogue lists the ship classes that ship with the program: the
// Admirable from Section 1 and the project's two fleets. The classes are
// copies: changing them changes nothing in the game.
func Catalogue() ([]*Class, error) {
	cs, err := catalogueClasses()
	out := make([]*Class, len(cs))
	for i, c := range cs {
		out[i] = c.Clone()
	}
	return out, err
}

// catalogueClasses is the catalogue itself, read from the embedded ship
// data once; the game shares its classes, which nothing changes.
func catalogueClasses() ([]*Class, error) {
	catalogue.once.Do(func() {
		entries, err := shipFiles.ReadDir("ships")
		if err != nil {
			catalogue.err = err
			return
		}
		for _, e := range entries {
			data, err := shipFiles.ReadFile("ships/" + e.Name())
			if err != nil {
				catalogue.err = err
				return
			}
			cs, err := DecodeClasses(data)
			if err != nil {
				catalogue.err = fmt.Errorf("ships/%s: %w", e.Name(), err)
				return
			}
			for _, c := range cs {
				for _, o := range catalogue.classes {
					if strings.EqualFold(o.Name, c.Name) {
						catalogue.err = fmt.Errorf("ships/%s: class %s is defined twice", e.Name(), c.Name)
						return
					}
				}
				catalogue.classes = append(catalogue.classes, c)
			}
		}
	})
	return catalogue.classes, catalogue.err
}

// LookupClass finds a class of the catalogue by name (a copy).
func LookupClass(name string) (*Class, bool) {
	if c, ok := lookupClass(name); ok {
		return c.Clone(), true
	}
	return nil, false
}

// lookupClass is LookupClass with the shared class.
func lookupClass(name string) (*Class, bool) {
	cs, _ := catalogueClasses()
	for _, c := range cs {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return nil, false
}

// Fleets lists the fleet names of the catalogue in order of appearance.
func Fleets() []string {
	cs, _ := catalogueClasses()
	var out []string
	for _, c := range cs {
		found := false
		for _, f := range out {
			found = found || f == c.Fleet
		}
		if !found {
			out = append(out, c.Fleet)
		}
	}
	return out
}
