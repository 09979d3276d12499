package starshipbattles

import (
	"embed"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Faction is one of the two allegiances every card belongs to ("How to Read
// a Stat Card": Faction). A fleet is of one faction; in team play the sides of
// one faction are a team.
type Faction uint8

// The two factions.
const (
	Light Faction = iota
	Dark
)

// String is the faction's name as the rulebook writes it.
func (f Faction) String() string {
	if f == Dark {
		return "Dark Side"
	}
	return "Light Side"
}

// parseFaction reads "light" or "dark" (or the full names).
func parseFaction(s string) (Faction, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "light", "light side":
		return Light, true
	case "dark", "dark side":
		return Dark, true
	}
	return 0, false
}

// WeaponKind is a weapon-system keyword of the glossary. Each weapon of a card
// is one of them; the keyword carries the weapon's rules (arc, targets,
// bonuses).
type WeaponKind uint8

// The weapon keywords, in the glossary's order.
const (
	Barrage WeaponKind = iota
	BlasterCannon
	ConcussionMissiles
	EnergyTorpedoes
	FrontalBattery
	IonCannon
	LaserCannon
	ProtonBarrage
	ProtonTorpedoes
	Turbolasers
	numWeaponKinds
)

// Arc limits where a weapon may fire.
type Arc uint8

// The fire arcs of the glossary ("fire arc", "broadside", "spine").
const (
	AnyArc     Arc = iota // any direction
	Broadside             // either broadside (Barrage, Proton Barrage)
	FrontSpine            // the front spine (Frontal Battery)
)

type weaponInfo struct {
	name       string
	arc        Arc
	noFighters bool // cannot target class 4 ships
	ion        bool // +1 Damage against full-strength enemies
	missiles   bool // +2 Attack against nonfighters
}

// weaponTable is the glossary's weapon entries.
var weaponTable = [numWeaponKinds]weaponInfo{
	Barrage:            {name: "Barrage", arc: Broadside},
	BlasterCannon:      {name: "Blaster Cannon"},
	ConcussionMissiles: {name: "Concussion Missiles", missiles: true},
	EnergyTorpedoes:    {name: "Energy Torpedoes", noFighters: true},
	FrontalBattery:     {name: "Frontal Battery", arc: FrontSpine},
	IonCannon:          {name: "Ion Cannon", ion: true},
	LaserCannon:        {name: "Laser Cannon"},
	ProtonBarrage:      {name: "Proton Barrage", arc: Broadside, noFighters: true},
	ProtonTorpedoes:    {name: "Proton Torpedoes", noFighters: true},
	Turbolasers:        {name: "Turbolasers"},
}

// String is the keyword as printed.
func (k WeaponKind) String() string {
	if k < numWeaponKinds {
		return weaponTable[k].name
	}
	return "WeaponKind(" + strconv.Itoa(int(k)) + ")"
}

// Arc is where weapons of this keyword may fire.
func (k WeaponKind) Arc() Arc { return weaponTable[k%numWeaponKinds].arc }

// NoFighters reports whether the keyword cannot target class 4 ships
// (Energy Torpedoes, Proton Barrage, Proton Torpedoes).
func (k WeaponKind) NoFighters() bool { return weaponTable[k%numWeaponKinds].noFighters }

// parseWeaponKind reads a keyword, in the singular or the plural ("Ion
// Cannons"), in any case.
func parseWeaponKind(s string) (WeaponKind, bool) {
	t := strings.ToLower(strings.TrimSpace(s))
	for k := WeaponKind(0); k < numWeaponKinds; k++ {
		n := strings.ToLower(weaponTable[k].name)
		if t == n || t == n+"s" {
			return k, true
		}
	}
	return 0, false
}

// WeaponKinds lists every keyword in the glossary's order.
func WeaponKinds() []WeaponKind {
	out := make([]WeaponKind, numWeaponKinds)
	for i := range out {
		out[i] = WeaponKind(i)
	}
	return out
}

// Ability is a special ability of the glossary.
type Ability uint8

// The special abilities, in the glossary's order. Unique is a field of the
// card, Command its list of entries, and Droid is read from the name.
const (
	AdvancedCommunicationsArray Ability = iota
	AntifighterTargeting
	Assault
	BountyHunter
	BuzzDroids
	Cloak
	DroidControl
	DR
	EmperorsWill
	Evasion
	FighterLaunch
	ForceSense
	Infinite
	Interceptor
	Interdict
	Jammer
	JediCommand
	JediEvasion
	LongRangeBomber
	SeismicMines
	SensorArray
	SithCommand
	TractorBeams
	numAbilities
)

// valueKind says how an ability's number is written.
type valueKind uint8

const (
	noValue    valueKind = iota
	plainValue           // "DR 1", "Fighter Launch 3"
	bonusValue           // "Antifighter Targeting +7"
	weaponName           // "Long-Range Bomber: Proton Torpedoes"
)

type abilityInfo struct {
	name     string
	value    valueKind
	fighters int8 // 1: class 4 only; -1: nonfighters only; 0: any class
}

var abilityTable = [numAbilities]abilityInfo{
	AdvancedCommunicationsArray: {"Advanced Communications Array", noValue, 0},
	AntifighterTargeting:        {"Antifighter Targeting", bonusValue, 0},
	Assault:                     {"Assault", noValue, 1},
	BountyHunter:                {"Bounty Hunter", bonusValue, 0},
	BuzzDroids:                  {"Buzz Droids", noValue, 0},
	Cloak:                       {"Cloak", noValue, -1},
	DroidControl:                {"Droid Control", bonusValue, 0},
	DR:                          {"DR", plainValue, 0},
	EmperorsWill:                {"Emperor's Will", noValue, 0},
	Evasion:                     {"Evasion", plainValue, 0},
	FighterLaunch:               {"Fighter Launch", plainValue, -1},
	ForceSense:                  {"Force Sense", noValue, 0},
	Infinite:                    {"Infinite", noValue, 1},
	Interceptor:                 {"Interceptor", noValue, 1},
	Interdict:                   {"Interdict", noValue, 0},
	Jammer:                      {"Jammer", bonusValue, 0},
	JediCommand:                 {"Jedi Command", bonusValue, 0},
	JediEvasion:                 {"Jedi Evasion", plainValue, 0},
	LongRangeBomber:             {"Long-Range Bomber", weaponName, 1},
	SeismicMines:                {"Seismic Mines", noValue, 0},
	SensorArray:                 {"Sensor Array", bonusValue, 0},
	SithCommand:                 {"Sith Command", bonusValue, 0},
	TractorBeams:                {"Tractor Beams", noValue, -1},
}

// String is the ability's name as printed.
func (a Ability) String() string {
	if a < numAbilities {
		return abilityTable[a].name
	}
	return "Ability(" + strconv.Itoa(int(a)) + ")"
}

// Abilities lists every special ability in the glossary's order.
func Abilities() []Ability {
	out := make([]Ability, numAbilities)
	for i := range out {
		out[i] = Ability(i)
	}
	return out
}

// SeismicMinesPD is the Point-Defense rating Seismic Mines give (glossary).
const SeismicMinesPD = 4

// Weapon is one weapon system of a stat card side.
type Weapon struct {
	Name   string     // as printed on the card, e.g. "Ion Cannons"
	Kind   WeaponKind // the keyword that carries its rules
	Attack int        // added to the d20
	Damage int        // dealt on a hit
}

// Defense holds a side's Defense per face, indexed like grid's faces:
// front, right, rear, left.
type Defense [4]int

// Face indexes of Defense.
const (
	FaceFront = iota
	FaceRight
	FaceRear
	FaceLeft
)

// Side is one side of a stat card: full strength or reduced.
type Side struct {
	Hull    int
	Defense Defense
	Weapons []Weapon
	// PD is the Point-Defense rating; HasPD is false when the side has none
	// (a PD of +0 is a rating).
	PD    int
	HasPD bool
	// abil has one bit per Ability present, val its number (the weapon's
	// index for Long-Range Bomber).
	abil uint32
	val  [numAbilities]int8
}

// Has reports whether the side has the ability.
func (sd *Side) Has(a Ability) bool { return sd.abil&(1<<a) != 0 }

// Value is the number of an ability ("DR 1" → 1), or 0 when absent. For
// Long-Range Bomber it is the index of the weapon it names.
func (sd *Side) Value(a Ability) int {
	if !sd.Has(a) {
		return 0
	}
	return int(sd.val[a])
}

// AbilityList lists the side's abilities as printed, e.g. "DR 1".
func (sd *Side) AbilityList() []string {
	var out []string
	for a := Ability(0); a < numAbilities; a++ {
		if !sd.Has(a) {
			continue
		}
		switch abilityTable[a].value {
		case plainValue:
			out = append(out, fmt.Sprintf("%s %d", a, sd.val[a]))
		case bonusValue:
			out = append(out, fmt.Sprintf("%s +%d", a, sd.val[a]))
		case weaponName:
			out = append(out, fmt.Sprintf("%s (%s)", a, sd.Weapons[sd.val[a]].Name))
		default:
			out = append(out, a.String())
		}
	}
	return out
}

// Card is a stat card. Cards are read-only: the catalogue hands out copies.
type Card struct {
	Name     string
	Short    string // the name logs and the map use ("Executor"); Name when the file gives none
	CountsAs string // the name Unique compares: CountsAs, else Name
	Unique   bool
	Faction  Faction
	Cost     int
	Class    int
	Rarity   string // common, uncommon or rare: collector information only
	Number   int    // collector number (the project's own numbering)
	// Own is true for a card of the project's own: every value is the
	// project's. A rulebook card lists its values of the project's own in
	// OwnValues.
	Own       bool
	OwnValues []string
	Full      Side
	Reduced   *Side // nil: the ship is never reduced
	// Command lists the card's Command entries, one counter each, each
	// with the classes whose Fleet Commander options it can pay for.
	Command [][]int
}

// Droid reports whether the card is a droid fighter: a class 4 ship with
// "Droid" in its name (glossary: Droid).
func (c *Card) Droid() bool { return c.Class == 4 && strings.Contains(c.Name, "Droid") }

// UniqueName is the name the Unique rule compares.
func (c *Card) UniqueName() string {
	if c.CountsAs != "" {
		return c.CountsAs
	}
	return c.Name
}

// Fighter reports whether the card is a class 4 ship.
func (c *Card) Fighter() bool { return c.Class == 4 }

func (c *Card) copy() Card {
	out := *c
	out.OwnValues = slices.Clone(c.OwnValues)
	out.Full.Weapons = slices.Clone(c.Full.Weapons)
	if c.Reduced != nil {
		r := *c.Reduced
		r.Weapons = slices.Clone(r.Weapons)
		out.Reduced = &r
	}
	out.Command = slices.Clone(c.Command)
	for i, e := range out.Command {
		out.Command[i] = slices.Clone(e)
	}
	return out
}

// CardFile is a faction's file of stat cards (cards/*.yaml).
type CardFile struct {
	Faction string       `yaml:"faction" json:"faction"`
	Cards   []CardRecord `yaml:"cards" json:"cards"`
}

// CardRecord is one stat card as written in a card file.
type CardRecord struct {
	Name      string      `yaml:"name" json:"name"`
	Short     string      `yaml:"short,omitempty" json:"short,omitempty"`
	CountsAs  string      `yaml:"counts_as,omitempty" json:"counts_as,omitempty"`
	Unique    bool        `yaml:"unique,omitempty" json:"unique,omitempty"`
	Cost      int         `yaml:"cost" json:"cost"`
	Class     int         `yaml:"class" json:"class"`
	Rarity    string      `yaml:"rarity" json:"rarity"`
	Number    int         `yaml:"number" json:"number"`
	Source    string      `yaml:"source" json:"source"` // rulebook or project
	OwnValues []string    `yaml:"own_values,omitempty" json:"own_values,omitempty"`
	Command   [][]int     `yaml:"command,omitempty" json:"command,omitempty"`
	Full      SideRecord  `yaml:"full" json:"full"`
	Reduced   *SideRecord `yaml:"reduced,omitempty" json:"reduced,omitempty"`
}

// SideRecord is one side of a card as written.
type SideRecord struct {
	Hull      int            `yaml:"hull" json:"hull"`
	Defense   DefenseRecord  `yaml:"defense" json:"defense"`
	Weapons   []WeaponRecord `yaml:"weapons,omitempty" json:"weapons,omitempty"`
	PD        *int           `yaml:"pd,omitempty" json:"pd,omitempty"`
	Abilities []string       `yaml:"abilities,omitempty" json:"abilities,omitempty"`
}

// DefenseRecord is a side's Defense: all (class 4), or front, rear and
// side (both sides alike), or left and right for sides that differ.
type DefenseRecord struct {
	All   int `yaml:"all,omitempty" json:"all,omitempty"`
	Front int `yaml:"front,omitempty" json:"front,omitempty"`
	Side  int `yaml:"side,omitempty" json:"side,omitempty"`
	Left  int `yaml:"left,omitempty" json:"left,omitempty"`
	Right int `yaml:"right,omitempty" json:"right,omitempty"`
	Rear  int `yaml:"rear,omitempty" json:"rear,omitempty"`
}

// WeaponRecord is a weapon as written: its printed name (a keyword,
// singular or plural) and Attack/Damage.
type WeaponRecord struct {
	Name   string `yaml:"name" json:"name"`
	Attack int    `yaml:"attack" json:"attack"`
	Damage int    `yaml:"damage" json:"damage"`
}

// Limits of card values (the project's own checks; the rulebook prints
// no ranges).
const (
	maxCost       = 300
	maxHull       = 40
	maxDefense    = 30
	maxAttack     = 20
	maxDamage     = 10
	maxWeapons    = 8
	maxCommand    = 6
	maxAbilityVal = 10
	maxCardsFile  = 100
)

// DecodeCards reads one faction's card file and checks every card.
func DecodeCards(data []byte) ([]*Card, error) {
	var f CardFile
	if err := gamedata.Decode(data, &f, "card file"); err != nil {
		return nil, err
	}
	fac, ok := parseFaction(f.Faction)
	if !ok {
		return nil, fmt.Errorf("faction: %q is neither light nor dark", f.Faction)
	}
	if len(f.Cards) == 0 {
		return nil, errors.New("cards: none")
	}
	if len(f.Cards) > maxCardsFile {
		return nil, fmt.Errorf("cards: more than %d", maxCardsFile)
	}
	var out []*Card
	for i, r := range f.Cards {
		c, err := buildCard(r, fac)
		if err != nil {
			if r.Name != "" && gamedata.Printable(r.Name) {
				return nil, fmt.Errorf("cards[%d] (%s): %w", i, r.Name, err)
			}
			return nil, fmt.Errorf("cards[%d]: %w", i, err)
		}
		if err := checkNames(out, c); err != nil {
			return nil, fmt.Errorf("cards[%d] (%s): %w", i, r.Name, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// checkNames refuses a card whose name another card has, and a Unique
// counts-as name that a non-Unique card uses.
func checkNames(cards []*Card, c *Card) error {
	for _, o := range cards {
		if strings.EqualFold(o.Name, c.Name) {
			return fmt.Errorf("name: another card is called %q", c.Name)
		}
	}
	return nil
}

func buildCard(r CardRecord, fac Faction) (*Card, error) {
	c := &Card{Name: strings.TrimSpace(r.Name), Short: strings.TrimSpace(r.Short), CountsAs: strings.TrimSpace(r.CountsAs), Unique: r.Unique, Faction: fac,
		Cost: r.Cost, Class: r.Class, Rarity: r.Rarity, Number: r.Number, OwnValues: append([]string(nil), r.OwnValues...)}
	switch {
	case c.Name == "" || utf8.RuneCountInString(c.Name) > 48 || !gamedata.Printable(c.Name):
		return nil, fmt.Errorf("name: %q is not a name of 1 to 48 printable characters", r.Name)
	case utf8.RuneCountInString(c.Short) > 24 || !gamedata.Printable(c.Short):
		return nil, fmt.Errorf("short: %q is not a name of at most 24 printable characters", r.Short)
	case c.CountsAs != "" && !c.Unique:
		return nil, errors.New("counts_as: only a Unique ship counts as another name (glossary: Unique)")
	case c.CountsAs != "" && (utf8.RuneCountInString(c.CountsAs) > 48 || !gamedata.Printable(c.CountsAs)):
		return nil, fmt.Errorf("counts_as: %q is not a name of at most 48 printable characters", r.CountsAs)
	case c.Cost < 1 || c.Cost > maxCost:
		return nil, fmt.Errorf("cost: %d is not from 1 to %d", c.Cost, maxCost)
	case c.Class < 1 || c.Class > 4:
		return nil, fmt.Errorf("class: %d is not 1, 2, 3 or 4 (Starship Classes)", c.Class)
	case c.Rarity != "common" && c.Rarity != "uncommon" && c.Rarity != "rare":
		return nil, fmt.Errorf("rarity: %q is not common, uncommon or rare", r.Rarity)
	case c.Number < 1 || c.Number > 999:
		return nil, fmt.Errorf("number: %d is not a collector number from 1 to 999", c.Number)
	case len(r.OwnValues) > 40:
		return nil, errors.New("own_values: more than 40")
	case len(r.Command) > maxCommand:
		return nil, fmt.Errorf("command: more than %d entries", maxCommand)
	}
	switch r.Source {
	case "project":
		c.Own = true
		if len(r.OwnValues) > 0 {
			return nil, errors.New("own_values: a card of the project's own is its own throughout; list own values only on a rulebook card")
		}
	case "rulebook":
	default:
		return nil, fmt.Errorf("source: %q is neither rulebook nor project", r.Source)
	}
	for i, v := range c.OwnValues {
		if utf8.RuneCountInString(v) > 200 || !gamedata.Printable(v) {
			return nil, fmt.Errorf("own_values[%d]: at most 200 printable characters", i)
		}
	}
	for i, e := range r.Command {
		if len(e) == 0 || len(e) > 4 {
			return nil, fmt.Errorf("command[%d]: an entry names 1 to 4 classes", i)
		}
		for k, cl := range e {
			if cl < 1 || cl > 4 {
				return nil, fmt.Errorf("command[%d]: class %d is not 1 to 4", i, cl)
			}
			for _, o := range e[:k] {
				if o == cl {
					return nil, fmt.Errorf("command[%d]: class %d twice", i, cl)
				}
			}
		}
		c.Command = append(c.Command, append([]int(nil), e...))
	}
	if c.Short == "" {
		c.Short = c.Name
	}
	full, err := buildSide(r.Full, c.Class)
	if err != nil {
		return nil, fmt.Errorf("full: %w", err)
	}
	if len(full.Weapons) == 0 {
		return nil, errors.New("full.weapons: every starship has at least one weapon system (Card Entries)")
	}
	c.Full = full
	if r.Reduced != nil {
		if c.Class == 4 {
			return nil, errors.New("reduced: a class 4 starfighter has one Hull number here (the project's own rule)")
		}
		red, err := buildSide(*r.Reduced, c.Class)
		if err != nil {
			return nil, fmt.Errorf("reduced: %w", err)
		}
		if err := checkReduced(&full, &red); err != nil {
			return nil, fmt.Errorf("reduced: %w", err)
		}
		c.Reduced = &red
	}
	return c, nil
}

// checkReduced holds a reduced side to the glossary: fewer weapon systems
// (never more), a Hull no higher than the full side's (the Executor's is
// equal), no face harder to hit.
func checkReduced(full, red *Side) error {
	if red.Hull > full.Hull {
		return fmt.Errorf("hull: %d is more than the full side's %d", red.Hull, full.Hull)
	}
	if len(red.Weapons) > len(full.Weapons) {
		return fmt.Errorf("weapons: %d, more than the full side's %d (glossary: reduced)", len(red.Weapons), len(full.Weapons))
	}
	for f := range red.Defense {
		if red.Defense[f] > full.Defense[f] {
			return fmt.Errorf("defense: the %s face is %d, higher than at full strength (%d)", faceName(f), red.Defense[f], full.Defense[f])
		}
	}
	if red.HasPD && (!full.HasPD || red.PD > full.PD) {
		return errors.New("pd: stronger than at full strength")
	}
	return nil
}

func faceName(f int) string { return [4]string{"front", "right", "rear", "left"}[f&3] }

func buildSide(r SideRecord, class int) (Side, error) {
	var sd Side
	if r.Hull < 1 || r.Hull > maxHull {
		return sd, fmt.Errorf("hull: %d is not from 1 to %d", r.Hull, maxHull)
	}
	sd.Hull = r.Hull
	d := r.Defense
	if class == 4 {
		if d.All == 0 || d.Front != 0 || d.Side != 0 || d.Left != 0 || d.Right != 0 || d.Rear != 0 {
			return sd, errors.New("defense: a class 4 starship has one Defense for all faces: write all: N (Card Entries)")
		}
		sd.Defense = Defense{d.All, d.All, d.All, d.All}
	} else {
		if d.All != 0 {
			return sd, errors.New("defense: only class 4 starships have one Defense for all faces; write front, side and rear")
		}
		left, right := d.Side, d.Side
		if d.Side == 0 {
			left, right = d.Left, d.Right
		} else if d.Left != 0 || d.Right != 0 {
			return sd, errors.New("defense: write side, or left and right, not both")
		}
		sd.Defense = Defense{d.Front, right, d.Rear, left}
	}
	for f, v := range sd.Defense {
		if v < 1 || v > maxDefense {
			return sd, fmt.Errorf("defense: the %s face is %d, not from 1 to %d", faceName(f), v, maxDefense)
		}
	}
	if len(r.Weapons) > maxWeapons {
		return sd, fmt.Errorf("weapons: more than %d", maxWeapons)
	}
	for i, w := range r.Weapons {
		k, ok := parseWeaponKind(w.Name)
		switch {
		case !ok:
			return sd, fmt.Errorf("weapons[%d].name: %q is not a weapon keyword of the glossary (%s)", i, w.Name, keywordList())
		case w.Attack < -5 || w.Attack > maxAttack:
			return sd, fmt.Errorf("weapons[%d].attack: %d is not from -5 to %d", i, w.Attack, maxAttack)
		case w.Damage < 1 || w.Damage > maxDamage:
			return sd, fmt.Errorf("weapons[%d].damage: %d is not from 1 to %d", i, w.Damage, maxDamage)
		case class == 4 && k.Arc() != AnyArc:
			return sd, fmt.Errorf("weapons[%d]: %s fires along a ship's facing; a class 4 starship has none", i, k)
		case k == Barrage && class != 1:
			return sd, fmt.Errorf("weapons[%d]: a Barrage is found on the largest capital ships, class 1 (glossary: Barrage; Starship Classes), not class %d", i, class)
		case k == Turbolasers && class > 2:
			return sd, fmt.Errorf("weapons[%d]: Turbolasers are the weapons of capital ships, class 1 and 2 (Weapons), not class %d", i, class)
		case k == EnergyTorpedoes && class != 4:
			return sd, fmt.Errorf("weapons[%d]: Energy Torpedoes are a fighter weapon system, class 4 (glossary), not class %d", i, class)
		}
		for _, o := range sd.Weapons[:i] {
			if o.Kind == k {
				return sd, fmt.Errorf("weapons[%d]: a second %s (a side has each weapon keyword once)", i, k)
			}
		}
		sd.Weapons = append(sd.Weapons, Weapon{Name: strings.TrimSpace(w.Name), Kind: k, Attack: w.Attack, Damage: w.Damage})
	}
	if r.PD != nil {
		if *r.PD < 0 || *r.PD > maxAttack {
			return sd, fmt.Errorf("pd: %d is not from 0 to %d", *r.PD, maxAttack)
		}
		if class > 2 {
			// Class 4 Starships names the Point-Defense of class 1 or 2
			// ships, the glossary's Point-Defense gives it to capital ships
			// (class 1 or 2); a smaller ship gets a PD rating only from an
			// ability that says so (Seismic Mines).
			return sd, fmt.Errorf("pd: Point-Defense is a weapon system of class 1 and 2 ships (Class 4 Starships; glossary: Point-Defense, capital ship), not of class %d; Seismic Mines gives a smaller ship PD +4", class)
		}
		sd.PD, sd.HasPD = *r.PD, true
	}
	if len(r.Abilities) > int(numAbilities) {
		return sd, errors.New("abilities: too many")
	}
	for i, s := range r.Abilities {
		if err := sd.addAbility(s, class); err != nil {
			return sd, fmt.Errorf("abilities[%d]: %w", i, err)
		}
	}
	return sd, nil
}

func keywordList() string {
	names := make([]string, numWeaponKinds)
	for i := range names {
		names[i] = weaponTable[i].name
	}
	return strings.Join(names, ", ")
}

// addAbility reads one ability as printed: "Interdict", "DR 1",
// "Antifighter Targeting +7", "Long-Range Bomber: Proton Torpedoes".
func (sd *Side) addAbility(s string, class int) error {
	t := strings.TrimSpace(s)
	for a := Ability(0); a < numAbilities; a++ {
		info := abilityTable[a]
		rest, ok := cutFold(t, info.name)
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		if sd.Has(a) {
			return fmt.Errorf("%s twice", a)
		}
		switch {
		case info.fighters == 1 && class != 4:
			return fmt.Errorf("%s belongs to class 4 starships (glossary)", a)
		case info.fighters == -1 && class == 4:
			return fmt.Errorf("%s belongs to nonfighters", a)
		}
		var v int
		switch info.value {
		case noValue:
			if rest != "" {
				return fmt.Errorf("%s takes no number", a)
			}
		case plainValue, bonusValue:
			num := rest
			if info.value == bonusValue {
				var ok bool
				if num, ok = strings.CutPrefix(rest, "+"); !ok {
					return fmt.Errorf("%s: write the bonus as +N", a)
				}
			}
			n, err := strconv.Atoi(num)
			if err != nil || n < 1 || n > maxAbilityVal {
				return fmt.Errorf("%s: %q is not a number from 1 to %d", a, rest, maxAbilityVal)
			}
			v = n
		case weaponName:
			name, ok := strings.CutPrefix(rest, ":")
			if !ok {
				return fmt.Errorf("%s: name its weapon, e.g. %q", a, "Long-Range Bomber: Proton Torpedoes")
			}
			k, ok := parseWeaponKind(name)
			idx := -1
			for i, w := range sd.Weapons {
				if ok && w.Kind == k {
					idx = i
				}
			}
			if idx < 0 {
				return fmt.Errorf("%s: %q is not one of this side's weapons", a, strings.TrimSpace(name))
			}
			v = idx
		}
		sd.abil |= 1 << a
		sd.val[a] = int8(v)
		return nil
	}
	return fmt.Errorf("%q is not a special ability of the glossary", s)
}

// cutFold is strings.CutPrefix ignoring case, and only at a word's end.
func cutFold(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return s, false
	}
	rest := s[len(prefix):]
	if rest != "" && rest[0] != ' ' && rest[0] != ':' && rest[0] != '+' {
		return s, false
	}
	return rest, true
}

//go:embed cards/*.yaml
var cardFiles embed.FS

// embeddedCards is the embedded card files decoded once per process (every
// scenario load used to decode them again, most of a load's time). The
// cards it holds are never written: catalogue and Catalogue hand out
// copies, so nothing a caller holds reaches them.
var embeddedCards = sync.OnceValues(decodeCatalogue)

// catalogue returns a copy of the embedded cards, its own to keep: a
// scenario holds it and may replace cards in it (DecodeScenarioOfRules).
func catalogue() ([]*Card, error) {
	cs, err := embeddedCards()
	if err != nil {
		return nil, err
	}
	cards := make([]Card, len(cs))
	out := make([]*Card, len(cs))
	for i, c := range cs {
		cards[i] = c.copy()
		out[i] = &cards[i]
	}
	return out, nil
}

// decodeCatalogue reads the embedded card files: the Light Side's, then
// the Dark Side's, each in file order.
func decodeCatalogue() ([]*Card, error) {
	entries, err := cardFiles.ReadDir("cards")
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	var all []*Card
	for _, n := range names {
		data, err := cardFiles.ReadFile("cards/" + n)
		if err != nil {
			return nil, err
		}
		cs, err := DecodeCards(data)
		if err != nil {
			return nil, fmt.Errorf("cards/%s: %w", n, err)
		}
		for _, c := range cs {
			if err := checkNames(all, c); err != nil {
				return nil, fmt.Errorf("cards/%s: %s: %w", n, c.Name, err)
			}
			all = append(all, c)
		}
	}
	return all, nil
}

// Catalogue returns a copy of every stat card that ships with the game,
// Light Side first.
func Catalogue() ([]Card, error) {
	cs, err := embeddedCards()
	if err != nil {
		return nil, err
	}
	out := make([]Card, len(cs))
	for i, c := range cs {
		out[i] = c.copy()
	}
	return out, nil
}

// CheckData implements engine.DataChecker for card files: one faction's
// stat cards, every field and range checked, Unique names and reduced
// sides included.
func (Game) CheckData(data []byte) (string, error) {
	cs, err := DecodeCards(data)
	if err != nil {
		return "", err
	}
	own := 0
	for _, c := range cs {
		if c.Own {
			own++
		}
	}
	what := "stat cards"
	if len(cs) == 1 {
		what = "stat card"
	}
	return fmt.Sprintf("%d %s of the %s (%d of the project's own)", len(cs), what, cs[0].Faction, own), nil
}
