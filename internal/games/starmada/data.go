package starmada

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Ability is one weapon ability of Appendix B. The values are the
// appendix's entry numbers; B.24 and B.25 are not printed in our copy of
// the rulebook and do not exist here.
type Ability int

// The weapon abilities of Appendix B.
const (
	ContinuingDamage      Ability = 1
	DoubleHullDamage      Ability = 2
	DoubleSystemsDamage   Ability = 3
	DoubledRangeModifiers Ability = 4
	ExtraCrewCasualties   Ability = 5
	ExtraHullDamage       Ability = 6
	HalvesShields         Ability = 7
	IgnoresShields        Ability = 8
	IncreasedDMG          Ability = 9
	IncreasedPEN          Ability = 10
	InvertedRangeMods     Ability = 11
	MustRerollPEN         Ability = 12
	MustRerollToHit       Ability = 13
	NoHullDamage          Ability = 14
	NoRangeModifiers      Ability = 15
	RangeBasedDMG         Ability = 16
	RangeBasedPEN         Ability = 17
	RangeBasedROF         Ability = 18
	Repeating             Ability = 19
	RerollsPEN            Ability = 20
	RerollsToHit          Ability = 21
	ShieldResonant        Ability = 22
	VariableDMG           Ability = 23
	VariablePEN           Ability = 26
	VariableROF           Ability = 27
)

// abilityInfo is one row of the ability table: its name, the section, the
// abilities it may not be combined with, and the project's own Combat
// Rating factor in percent (docs/rules/starmada.md).
type abilityInfo struct {
	ab     Ability
	name   string
	forbid []Ability
	crPct  int
}

// abilityTable lists the printed abilities in section order.
var abilityTable = []abilityInfo{
	{ContinuingDamage, "Continuing Damage", nil, 130},
	{DoubleHullDamage, "Double Hull Damage", []Ability{NoHullDamage}, 130},
	{DoubleSystemsDamage, "Double Systems Damage", nil, 120},
	{DoubledRangeModifiers, "Doubled Range Modifiers", []Ability{InvertedRangeMods, NoRangeModifiers}, 105},
	{ExtraCrewCasualties, "Extra Crew Casualties", []Ability{ExtraHullDamage}, 110},
	{ExtraHullDamage, "Extra Hull Damage", []Ability{ExtraCrewCasualties, NoHullDamage}, 150},
	{HalvesShields, "Halves Shields", []Ability{IgnoresShields, ShieldResonant}, 130},
	{IgnoresShields, "Ignores Shields", []Ability{HalvesShields, ShieldResonant}, 170},
	{IncreasedDMG, "Increased DMG", nil, 140},
	{IncreasedPEN, "Increased PEN", nil, 140},
	{InvertedRangeMods, "Inverted Range Modifiers", []Ability{DoubledRangeModifiers, NoRangeModifiers}, 95},
	{MustRerollPEN, "Must Re-Roll Penetration Dice", []Ability{RerollsPEN}, 70},
	{MustRerollToHit, "Must Re-Roll To-Hit Dice", []Ability{RerollsToHit}, 60},
	{NoHullDamage, "No Hull Damage", []Ability{DoubleHullDamage, ExtraHullDamage}, 60},
	{NoRangeModifiers, "No Range Modifiers", []Ability{DoubledRangeModifiers, InvertedRangeMods}, 100},
	{RangeBasedDMG, "Range-Based DMG", nil, 180},
	{RangeBasedPEN, "Range-Based PEN", nil, 180},
	{RangeBasedROF, "Range-Based ROF", nil, 200},
	{Repeating, "Repeating", nil, 200}, // at To-Hit 4+; CombatRating uses 600/(To-Hit − 1)
	{RerollsPEN, "Re-Rolls Penetration Dice", []Ability{MustRerollPEN}, 125},
	{RerollsToHit, "Re-Rolls To-Hit Dice", []Ability{MustRerollToHit}, 130},
	{ShieldResonant, "Shield-Resonant", []Ability{HalvesShields, IgnoresShields}, 170},
	{VariableDMG, "Variable DMG", nil, 120},
	{VariablePEN, "Variable PEN", nil, 120},
	{VariableROF, "Variable ROF", nil, 120},
}

func abilityRow(a Ability) *abilityInfo {
	for i := range abilityTable {
		if abilityTable[i].ab == a {
			return &abilityTable[i]
		}
	}
	return nil
}

// Abilities lists every ability in section order.
func Abilities() []Ability {
	out := make([]Ability, len(abilityTable))
	for i, r := range abilityTable {
		out[i] = r.ab
	}
	return out
}

// String is the ability's name as the rulebook prints it.
func (a Ability) String() string {
	if r := abilityRow(a); r != nil {
		return r.name
	}
	return "Ability(" + strconv.Itoa(int(a)) + ")"
}

// Section is the ability's entry in Appendix B, e.g. "B.9".
func (a Ability) Section() string { return "B." + strconv.Itoa(int(a)) }

func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// ParseAbility reads an ability by its printed name (case, spaces and
// hyphens do not matter) or its section ("B.9").
func ParseAbility(s string) (Ability, error) {
	q := squash(s)
	for _, r := range abilityTable {
		if squash(r.name) == q || squash(r.ab.Section()) == q {
			return r.ab, nil
		}
	}
	// The rulebook itself calls Extra Hull Damage "Extra Hull" and writes
	// "Extra Crew Damage" once; accept both.
	switch q {
	case "extracrewdamage":
		return ExtraCrewCasualties, nil
	}
	return 0, fmt.Errorf("%q is not a weapon ability of Appendix B", s)
}

// checkAbilities rejects repeated abilities and the combinations the
// entries of Appendix B forbid.
func checkAbilities(list []Ability) error {
	for i, a := range list {
		r := abilityRow(a)
		if r == nil {
			return fmt.Errorf("ability %d does not exist", int(a))
		}
		for _, b := range list[:i] {
			if b == a {
				return fmt.Errorf("%s is listed twice", a)
			}
		}
		for _, b := range list {
			for _, f := range r.forbid {
				if b == f {
					return fmt.Errorf("%s (%s) cannot be combined with %s (%s)", a, a.Section(), b, b.Section())
				}
			}
		}
	}
	return nil
}

// Equip is a kind of special equipment.
type Equip int

// The special equipment the rules know: Appendix C.1–C.5 as far as it is
// printed, Electronic Countermeasures (4.2.1's example and the Admirable's
// record) and Fighter Bays (Section 5).
const (
	AntiFighterBatteries Equip = iota + 1
	ArmorPlating
	ArmoredGunBatteries
	AutoRepairSystems
	BattleSatellites
	ElectronicCountermeasures
	FighterBays
)

type equipInfo struct {
	kind       Equip
	name, abbr string
	section    string
	damageable bool // has a damage box (4.2.3)
	crPct      int  // the project's own Combat Rating factor on defence
}

var equipTable = []equipInfo{
	{AntiFighterBatteries, "Anti-Fighter Batteries", "AFB", "C.1", true, 110},
	{ArmorPlating, "Armor Plating", "ARM", "C.2", true, 115},
	{ArmoredGunBatteries, "Armored Gun Batteries", "AGB", "C.3", true, 110},
	{AutoRepairSystems, "Auto-Repair Systems", "ARS", "C.4", true, 115},
	{BattleSatellites, "Battle Satellites", "SAT", "C.5", true, 100},
	{ElectronicCountermeasures, "Electronic Countermeasures", "ECM", "4.2.1", true, 110},
	{FighterBays, "Fighter Bays", "FB", "5.1", false, 100},
}

func equipRow(e Equip) *equipInfo {
	for i := range equipTable {
		if equipTable[i].kind == e {
			return &equipTable[i]
		}
	}
	return nil
}

// String is the equipment's full name.
func (e Equip) String() string {
	if r := equipRow(e); r != nil {
		return r.name
	}
	return "Equip(" + strconv.Itoa(int(e)) + ")"
}

// Abbr is the short name the record sheet may use (AFB, ECM, …).
func (e Equip) Abbr() string {
	if r := equipRow(e); r != nil {
		return r.abbr
	}
	return "?"
}

// Damageable reports whether a special equipment hit (Q) can take it out.
// Fighter bays have no damage box (4.2.3).
func (e Equip) Damageable() bool {
	r := equipRow(e)
	return r != nil && r.damageable
}

// EquipItem is one line of a record's special equipment: a kind and, for
// fighter bays and battle satellites, how many (bays, or satellites
// carried).
type EquipItem struct {
	Kind  Equip
	Count int
}

// String writes the item as the data files do: "Fighter Bays 2".
func (it EquipItem) String() string {
	if it.Count > 1 || it.Kind == FighterBays || it.Kind == BattleSatellites {
		return it.Kind.String() + " " + strconv.Itoa(it.Count)
	}
	return it.Kind.String()
}

// ParseEquip reads "ECM", "Anti-Fighter Batteries", "Fighter Bays 2".
func ParseEquip(s string) (EquipItem, error) {
	f := strings.Fields(s)
	count := 1
	if len(f) > 1 {
		last := strings.TrimPrefix(strings.TrimPrefix(f[len(f)-1], "x"), "×")
		if n, err := strconv.Atoi(last); err == nil {
			if n < 1 || n > 20 {
				return EquipItem{}, fmt.Errorf("equipment %q: count %d is not from 1 to 20", s, n)
			}
			count = n
			f = f[:len(f)-1]
		}
	}
	q := squash(strings.Join(f, " "))
	for _, r := range equipTable {
		if squash(r.name) == q || squash(r.abbr) == q {
			if count > 1 && r.kind != FighterBays && r.kind != BattleSatellites {
				return EquipItem{}, fmt.Errorf("equipment %q: only fighter bays and battle satellites take a count", s)
			}
			return EquipItem{Kind: r.kind, Count: count}, nil
		}
	}
	return EquipItem{}, fmt.Errorf("%q is not special equipment the rules know (AFB, Armor Plating, AGB, ARS, Battle Satellites, ECM, Fighter Bays)", s)
}

// HitKind is one kind of damage on a damage chart (4.2.3).
type HitKind int

// The kinds of damage, in the order A.3.2 places them after Hull.
const (
	HitHull HitKind = iota
	HitEngine
	HitShield
	HitEquip
	HitA
	HitB
	HitC
	numHitKinds
)

var hitCodes = [numHitKinds]string{"Hull", "E", "S", "Q", "a", "b", "c"}

// Code is the letter of the kind on a chart: E, S, Q, a, b, c or "Hull".
func (k HitKind) Code() string {
	if k < 0 || k >= numHitKinds {
		return "?"
	}
	return hitCodes[k]
}

// ChartEntry is one result of a damage chart: how many hits of each kind
// it causes, e.g. "Ea" is one engine and one (a) weapon hit, "2E" two
// engine hits.
type ChartEntry [numHitKinds]int

// IsHull reports whether the entry is a plain hull hit.
func (e ChartEntry) IsHull() bool {
	for k := HitEngine; k < numHitKinds; k++ {
		if e[k] > 0 {
			return false
		}
	}
	return true
}

// Systems reports whether the entry damages any system.
func (e ChartEntry) Systems() bool { return !e.IsHull() }

// String writes the entry as a record does: "Hull", "Ea", "2Eb".
func (e ChartEntry) String() string {
	if e.IsHull() {
		if e[HitHull] > 1 {
			return strconv.Itoa(e[HitHull]) + "Hull"
		}
		return "Hull"
	}
	var b strings.Builder
	for k := HitEngine; k < numHitKinds; k++ {
		if e[k] > 1 {
			b.WriteString(strconv.Itoa(e[k]))
		}
		if e[k] > 0 {
			b.WriteString(hitCodes[k])
		}
	}
	return b.String()
}

// ParseChartEntry reads "Hull", "Ea", "2E", "Sb", "Q".
func ParseChartEntry(s string) (ChartEntry, error) {
	var e ChartEntry
	t := strings.TrimSpace(s)
	if strings.EqualFold(t, "hull") || strings.EqualFold(t, "h") {
		e[HitHull] = 1
		return e, nil
	}
	if t == "" {
		return e, errors.New("empty damage chart entry")
	}
	for i := 0; i < len(t); {
		n := 0
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			n = n*10 + int(t[i]-'0')
			if n > 9 {
				return e, fmt.Errorf("damage chart entry %q: more than 9 hits of one kind", s)
			}
			i++
		}
		if i == len(t) {
			return e, fmt.Errorf("damage chart entry %q: a number must be followed by a code (E, S, Q, a, b, c)", s)
		}
		if n == 0 {
			n = 1
		}
		var k HitKind
		switch t[i] {
		case 'E', 'e':
			k = HitEngine
		case 'S', 's':
			k = HitShield
		case 'Q', 'q':
			k = HitEquip
		case 'a', 'A':
			k = HitA
		case 'b', 'B':
			k = HitB
		case 'c', 'C':
			k = HitC
		default:
			r, _ := utf8.DecodeRuneInString(t[i:]) // the character, not its first byte
			return e, fmt.Errorf("damage chart entry %q: %q is not a damage code (Hull, E, S, Q, a, b, c)", s, r)
		}
		if e[k] > 0 {
			return e, fmt.Errorf("damage chart entry %q: %s appears twice", s, hitCodes[k])
		}
		e[k] = n
		i++
	}
	return e, nil
}

// Chart is a ship's damage chart for die rolls 1 to 6. 4.2.3 makes 1 and 6
// hull hits whatever the chart says.
type Chart [6]ChartEntry

// String writes the chart as "Hull/Ea/Eb/Sb/Q/Hull".
func (c Chart) String() string {
	parts := make([]string, 6)
	for i, e := range c {
		parts[i] = e.String()
	}
	return strings.Join(parts, "/")
}

// Battery is one of a ship's up to three weapon batteries (1.7).
type Battery struct {
	Letter    byte   // 'a', 'b' or 'c'
	Name      string // e.g. "Blasters"
	Range     int    // long range; the bands are thirds of it
	ToHit     int    // the number needed on a die, e.g. 4 for "4+"
	ROF       int
	PEN       int
	DMG       int
	Abilities []Ability
	Mounts    []hex.ArcSet // one per weapon
}

// Has reports whether the battery has ability a.
func (b *Battery) Has(a Ability) bool {
	for _, x := range b.Abilities {
		if x == a {
			return true
		}
	}
	return false
}

// Band is a range band.
type Band int

// The range bands; OutOfRange is beyond long range or range 0.
const (
	OutOfRange Band = iota
	Short
	Medium
	Long
)

// String names the band.
func (b Band) String() string {
	return [...]string{"out of range", "short", "medium", "long"}[b]
}

// BandAt is the band a target at distance d lies in (4.1.3): three equal
// bands of Range/3 hexes; a target in the firer's own hex cannot be
// attacked.
func (b *Battery) BandAt(d int) Band {
	if d <= 0 || d > b.Range || b.Range < 3 {
		return OutOfRange
	}
	w := b.Range / 3
	switch {
	case d <= w:
		return Short
	case d <= 2*w:
		return Medium
	}
	return Long
}

// Bands returns the three bands as (from, to) pairs, e.g. 1-4, 5-8, 9-12.
func (b *Battery) Bands() [3][2]int {
	w := b.Range / 3
	return [3][2]int{{1, w}, {w + 1, 2 * w}, {2*w + 1, b.Range}}
}

// RangeMod is the To-Hit modifier of a band (4.2.1) as B.4, B.11 and B.15
// change it.
func (b *Battery) RangeMod(band Band) int {
	m := 0
	switch band {
	case Short:
		m = 1
	case Long:
		m = -1
	}
	switch {
	case b.Has(NoRangeModifiers):
		return 0
	case b.Has(DoubledRangeModifiers):
		return 2 * m
	case b.Has(InvertedRangeMods):
		return -m
	}
	return m
}

// Class is a starship design: everything on a starship record except the
// ship's own name (Section 1).
type Class struct {
	Name      string // "Admirable"
	Type      string // "cruiser"
	Fleet     string
	Own       bool     // a design of the project's own, not printed in the rulebook
	OwnValues []string // the values of a printed design that the project supplied
	CR        int
	Hull      int
	Engine    int
	Shields   int
	Batteries []Battery
	Equipment []EquipItem
	Chart     Chart
}

// Clone returns a copy of the class that shares nothing with it.
func (c *Class) Clone() *Class {
	n := *c
	n.OwnValues = slices.Clone(c.OwnValues)
	n.Equipment = slices.Clone(c.Equipment)
	n.Batteries = make([]Battery, len(c.Batteries))
	for i, b := range c.Batteries {
		n.Batteries[i] = b.clone()
	}
	return &n
}

func (b Battery) clone() Battery {
	b.Abilities = slices.Clone(b.Abilities)
	b.Mounts = slices.Clone(b.Mounts)
	return b
}

// Battery returns the battery with the given letter, or nil.
func (c *Class) Battery(letter byte) *Battery {
	for i := range c.Batteries {
		if c.Batteries[i].Letter == letter {
			return &c.Batteries[i]
		}
	}
	return nil
}

// Equips counts the bays or satellites of kind e (0 without it).
func (c *Class) Equips(e Equip) int {
	n := 0
	for _, it := range c.Equipment {
		if it.Kind == e {
			n += it.Count
		}
	}
	return n
}

// DamageableEquipment counts the items a Q hit can take out.
func (c *Class) DamageableEquipment() int {
	n := 0
	for _, it := range c.Equipment {
		if it.Kind.Damageable() {
			n++
		}
	}
	return n
}

func ceilDiv(a, b int) int {
	if b <= 0 {
		return 0
	}
	return (a + b - 1) / b
}

// ChartHits counts each kind of hit for the damage chart (A.3.2): twice the
// number of engine points, shield points, damageable items or weapons of
// a battery, divided by the hull points and rounded up.
func ChartHits(hull, engine, shields, equipment int, weapons [3]int) [numHitKinds]int {
	var n [numHitKinds]int
	n[HitEngine] = ceilDiv(engine*2, hull)
	n[HitShield] = ceilDiv(shields*2, hull)
	n[HitEquip] = ceilDiv(equipment*2, hull)
	for i := 0; i < 3; i++ {
		n[HitA+HitKind(i)] = ceilDiv(weapons[i]*2, hull)
	}
	return n
}

// BuildChart lays the hits of A.3.2 on the chart: one after another on the
// rolls 2, 3, 4, 5, 2, 3, … in the order E, S, Q, a, b, c; rolls left
// empty, and 1 and 6, are Hull.
func BuildChart(hits [numHitKinds]int) Chart {
	var c Chart
	slot := 0
	for k := HitEngine; k < numHitKinds; k++ {
		for i := 0; i < hits[k]; i++ {
			c[1+slot%4][k]++
			slot++
		}
	}
	for i := range c {
		if c[i].IsHull() {
			c[i] = ChartEntry{}
			c[i][HitHull] = 1
		}
	}
	return c
}

// BuiltChart is the chart A.3.2 gives the class.
func (c *Class) BuiltChart() Chart {
	var w [3]int
	for _, b := range c.Batteries {
		w[b.Letter-'a'] = len(b.Mounts)
	}
	return BuildChart(ChartHits(c.Hull, c.Engine, c.Shields, c.DamageableEquipment(), w))
}
