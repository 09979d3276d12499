package silentdeath

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Weapon is a weapon type of the Master Weapon Table (8.1).
type Weapon int

// The weapon types of 8.1. Torpedoes are not weapon systems: a craft carries
// them as a load (see Mark).
const (
	PulseLaser Weapon = iota
	MeldLaser
	TurboLaser
	Splattergun
	Blatgun
	Impulsegun
	MissileLauncher
	numWeapons
)

// Reading is how the attack dice are read for damage (7.2).
type Reading int

// The four readings of 7.2.
const (
	Low Reading = iota
	Medium
	High
	All
)

var readingNames = [...]string{"Low", "Medium", "High", "All"}

func (r Reading) String() string { return readingNames[r] }

// WeaponSpec is one row of the Master Weapon Table, used as printed.
type WeaponSpec struct {
	Name string
	// Base attack dice, before the gunner's ADB.
	Base []int // die sizes
	// Range increments: short 1..Short (+1), mid ..Mid (0), long ..Long (−1).
	Short, Mid, Long int
	// MaxTargetDrive is the target speed restriction; 0 means none.
	MaxTargetDrive int
	Read           Reading
	// ExtraGun is the damage bonus per gun beyond the first: +1 for lasers,
	// +2 for blast and ion cannons (7.2).
	ExtraGun int
	Cannon   bool
}

// weapons is the Master Weapon Table (8.1) for the weapon systems.
var weapons = [numWeapons]WeaponSpec{
	PulseLaser:      {Name: "Pulse Laser", Base: []int{8, 8}, Short: 3, Mid: 9, Long: 10, Read: Low, ExtraGun: 1, Cannon: true},
	MeldLaser:       {Name: "Meld Laser", Base: []int{8, 8}, Short: 6, Mid: 18, Long: 20, MaxTargetDrive: 12, Read: Medium, ExtraGun: 1, Cannon: true},
	TurboLaser:      {Name: "Turbo Laser", Base: []int{8, 8}, Short: 9, Mid: 25, Long: 30, MaxTargetDrive: 8, Read: High, ExtraGun: 1, Cannon: true},
	Splattergun:     {Name: "Splattergun", Base: []int{6, 6}, Short: 2, Mid: 6, Long: 10, Read: Medium, ExtraGun: 2, Cannon: true},
	Blatgun:         {Name: "Blatgun", Base: []int{6, 6}, Short: 4, Mid: 10, Long: 15, MaxTargetDrive: 13, Read: High, ExtraGun: 2, Cannon: true},
	Impulsegun:      {Name: "Impulsegun", Base: []int{8, 8}, Short: 3, Mid: 8, Long: 10, Read: High, ExtraGun: 2, Cannon: true},
	MissileLauncher: {Name: "Missile Launcher", Base: []int{6}, Mid: 10, Long: 10, Read: High},
}

// Missile and torpedo constants (4.1, 4.2, 8.1).
const (
	MissileRange     = 10 // lock-on range
	MaxSalvo         = 10 // missiles per launcher per turn
	TorpMP           = 12
	TorpDV           = 10
	TorpDR           = 0
	TorpPlt          = 5 // torps dodging torps
	DodgeMinDrive    = 10
	TurnCost         = 3
	SlipCost         = 2 // 10.4: a sideslip's MP
	TightTurnBase    = 3
	ImmobileMaxDV    = 5
	JamFace          = 1 // 1D4 = 1 jams
	FirstGameRange   = 10
	TorpTurnCostPerS = 3
)

// Mark is a torpedo type.
type Mark int

// The three torpedoes of 8.1.
const (
	Mk10 Mark = iota
	Mk20
	Mk50
	numMarks
)

// MarkSpec is a torpedo's row of 8.1: its dice, read All.
type MarkSpec struct {
	Name string
	Dice int // number of D12s
}

// marks is the torpedo part of the Master Weapon Table.
var marks = [numMarks]MarkSpec{{"Mk.10", 1}, {"Mk.20", 2}, {"Mk.50", 5}}

// Spec is the weapon's row of the Master Weapon Table (8.1), a copy.
func (w Weapon) Spec() WeaponSpec {
	if w < 0 || w >= numWeapons {
		return WeaponSpec{Name: "?"}
	}
	s := weapons[w]
	s.Base = append([]int(nil), s.Base...)
	return s
}

// Spec is the torpedo's row of the Master Weapon Table (8.1).
func (m Mark) Spec() MarkSpec {
	if m < 0 || m >= numMarks {
		return MarkSpec{Name: "Mk.?"}
	}
	return marks[m]
}

// NumMarks is the number of torpedo marks.
const NumMarks = int(numMarks)

func (m Mark) String() string { return m.Spec().Name }

// ParseMark reads "mk10", "Mk.20", "mk50".
func ParseMark(s string) (Mark, error) {
	k := strings.ToLower(strings.ReplaceAll(s, ".", ""))
	for m := Mark(0); m < numMarks; m++ {
		if k == strings.ToLower(strings.ReplaceAll(marks[m].Name, ".", "")) {
			return m, nil
		}
	}
	return 0, fmt.Errorf("%q is not a torpedo (mk10, mk20 or mk50)", s)
}

// TTCDie is the die of the Tight Turn Cost for a pilot's Plt (8.2): the cost
// is that die plus 3.
func TTCDie(plt int) int {
	switch {
	case plt <= 2:
		return 10
	case plt <= 4:
		return 8
	case plt <= 6:
		return 6
	}
	return 4
}

// ADBDie is the Attack Die Bonus for a Gnr (8.2).
func ADBDie(gnr int) int {
	switch {
	case gnr <= 4:
		return 4
	case gnr <= 6:
		return 6
	case gnr <= 8:
		return 8
	}
	return 10
}

// BoxKind is the special damage of one box of a damage track (7.2).
type BoxKind int

// Box kinds; the symbols are those of the Starcraft Displays.
const (
	BoxPlain   BoxKind = iota
	BoxDrive           // □ with a Drive value
	BoxDR              // ◇ with a Damage Reduction value
	BoxWeapon          // w: a weapon system of the defender's choice
	BoxWeaponA         // W: a weapon system of the attacker's choice
	BoxTorp            // t: a torp of the defender's choice
	BoxTorpA           // T: a torp of the attacker's choice
	BoxCrit            // ✳: roll on the critical hit chart
	BoxLast            // ✕: the craft is destroyed
)

// Box is one box of a damage track.
type Box struct {
	Kind  BoxKind
	Value int // Drive or DR value for BoxDrive and BoxDR
}

// Symbol is the box as the displays print it, e.g. "□16", "◇3", "w", "✳".
func (b Box) Symbol(ascii bool) string {
	switch b.Kind {
	case BoxDrive:
		if ascii {
			return "D" + strconv.Itoa(b.Value)
		}
		return "□" + strconv.Itoa(b.Value)
	case BoxDR:
		if ascii {
			return "R" + strconv.Itoa(b.Value)
		}
		return "◇" + strconv.Itoa(b.Value)
	case BoxWeapon:
		return "w"
	case BoxWeaponA:
		return "W"
	case BoxTorp:
		return "t"
	case BoxTorpA:
		return "T"
	case BoxCrit:
		if ascii {
			return "*"
		}
		return "✳"
	case BoxLast:
		if ascii {
			return "X"
		}
		return "✕"
	}
	return "·"
}

// CritKind is one effect of a critical hit chart.
type CritKind int

// Critical effects. The charts are the project's own (the displays are not
// printed); every effect is one of these.
const (
	CritHits      CritKind = iota // N more boxes marked
	CritDrive                     // Drive −N
	CritDR                        // Damage Reduction −N
	CritDV                        // Defensive Value −N
	CritWeapon                    // a weapon system of the attacker's choice lost
	CritTorps                     // every torp aboard lost
	CritMissiles                  // every missile aboard lost
	CritPilot                     // pilot wounded: Plt and Gnr −N (not below 1)
	CritGunner                    // a gunner killed: his weapon systems cannot fire
	CritDestroyed                 // the craft blows up
)

// Crit is one line of a critical hit chart.
type Crit struct {
	Kind CritKind
	N    int
}

// String describes the effect.
func (c Crit) String() string {
	switch c.Kind {
	case CritHits:
		if c.N == 1 {
			return "structure: 1 more box"
		}
		return fmt.Sprintf("structure: %d more boxes", c.N)
	case CritDrive:
		return fmt.Sprintf("drive damaged: Drive −%d", c.N)
	case CritDR:
		return fmt.Sprintf("armour breached: DR −%d", c.N)
	case CritDV:
		return fmt.Sprintf("screens failing: DV −%d", c.N)
	case CritWeapon:
		return "weapon system destroyed (attacker's choice)"
	case CritTorps:
		return "torpedo bay destroyed: every torp lost"
	case CritMissiles:
		return "magazines destroyed: every missile lost"
	case CritPilot:
		return fmt.Sprintf("pilot wounded: Plt and Gnr −%d", c.N)
	case CritGunner:
		return "a gunner killed"
	case CritDestroyed:
		return "reactor breach: craft destroyed"
	}
	return "?"
}

// Mount is one weapon system of a craft: a weapon type, its number of guns
// (or a launcher's magazine), its arcs and the crew member who mans it
// (0 the pilot, 1… the gunners).
type Mount struct {
	Weapon Weapon
	Guns   int // guns in the system; 1 for a launcher
	Mag    int // missiles, for a launcher
	Arcs   hex.ConeSet
	Crew   int
}

// Name is "2 Splatterguns", "Pulse Laser", "Missile Launcher (Mag 8)".
func (m Mount) Name() string {
	w := weapons[m.Weapon].Name
	if m.Weapon == MissileLauncher {
		return fmt.Sprintf("%s (Mag %d)", w, m.Mag)
	}
	if m.Guns > 1 {
		return fmt.Sprintf("%d %ss", m.Guns, w)
	}
	return w
}

// CraftType is the Starcraft Display of one of the twelve craft (12.0).
type CraftType struct {
	Key    string // scenario name, e.g. "pit-viper"
	Name   string // "Pit Viper"
	Abbrev string // two letters for the map
	Crew   int
	DV     int
	BPV    int
	// BPVNoTorps is the BPV with every torp deleted, where printed.
	BPVNoTorps int
	Mounts     []Mount
	Torps      [numMarks]int
	Track      []Box
	RowLens    []int // boxes per row of the track
	Crits      [10]Crit
	// Own lists the values that are the project's own, not the rulebook's.
	Own []string

	driveAt, drAt []int // Drive and DR by number of boxes marked
}

// Drive is the Drive with no damage: the first □ value.
func (t *CraftType) Drive() int { return t.driveAt[0] }

// DR is the Damage Reduction with no damage: the first ◇ value.
func (t *CraftType) DR() int { return t.drAt[0] }

// DriveAfter is the Drive once hits boxes are marked: the highest unmarked
// □ value, or 0 when none is left (7.2).
func (t *CraftType) DriveAfter(hits int) int { return t.driveAt[min(max(hits, 0), len(t.Track))] }

// DRAfter is the Damage Reduction once hits boxes are marked.
func (t *CraftType) DRAfter(hits int) int { return t.drAt[min(max(hits, 0), len(t.Track))] }

// parseTrack reads rows of box tokens: "." plain, "D16" drive, "R3" DR,
// w W t T, "*" critical, "X" last.
func parseTrack(rows []string) ([]Box, []int, error) {
	var out []Box
	var lens []int
	for _, row := range rows {
		f := strings.Fields(row)
		lens = append(lens, len(f))
		for _, tok := range f {
			var b Box
			switch {
			case tok == ".":
			case tok == "w":
				b.Kind = BoxWeapon
			case tok == "W":
				b.Kind = BoxWeaponA
			case tok == "t":
				b.Kind = BoxTorp
			case tok == "T":
				b.Kind = BoxTorpA
			case tok == "*":
				b.Kind = BoxCrit
			case tok == "X":
				b.Kind = BoxLast
			case tok[0] == 'D' || tok[0] == 'R':
				v, err := strconv.Atoi(tok[1:])
				if err != nil {
					return nil, nil, fmt.Errorf("box %q", tok)
				}
				b.Kind, b.Value = BoxDrive, v
				if tok[0] == 'R' {
					b.Kind = BoxDR
				}
			default:
				return nil, nil, fmt.Errorf("box %q", tok)
			}
			out = append(out, b)
		}
	}
	return out, lens, nil
}

func arcs(s string) hex.ConeSet {
	c, err := hex.ParseCones(s)
	if err != nil {
		panic(err)
	}
	return c
}

func gun(w Weapon, guns int, arc string, crew int) Mount {
	return Mount{Weapon: w, Guns: guns, Arcs: arcs(arc), Crew: crew}
}

func launcher(mag int, arc string, crew int) Mount {
	return Mount{Weapon: MissileLauncher, Guns: 1, Mag: mag, Arcs: arcs(arc), Crew: crew}
}

// Critical hit charts of the project's own, by character: light fighters
// lose drive and pilots, heavy fighters and gunboats lose weapons and crew.
var (
	critsInterceptor = [10]Crit{{CritDestroyed, 0}, {CritPilot, 2}, {CritDrive, 4}, {CritDrive, 3}, {CritWeapon, 0}, {CritDR, 1}, {CritDV, 1}, {CritHits, 2}, {CritHits, 2}, {CritHits, 1}}
	critsFighter     = [10]Crit{{CritHits, 5}, {CritPilot, 1}, {CritDrive, 3}, {CritWeapon, 0}, {CritTorps, 0}, {CritDR, 1}, {CritDV, 1}, {CritHits, 3}, {CritHits, 2}, {CritHits, 1}}
	critsHeavy       = [10]Crit{{CritHits, 5}, {CritGunner, 0}, {CritDrive, 3}, {CritWeapon, 0}, {CritTorps, 0}, {CritMissiles, 0}, {CritDR, 1}, {CritHits, 3}, {CritHits, 2}, {CritPilot, 1}}
	critsGunboat     = [10]Crit{{CritHits, 6}, {CritGunner, 0}, {CritDrive, 2}, {CritWeapon, 0}, {CritWeapon, 0}, {CritMissiles, 0}, {CritDR, 1}, {CritHits, 3}, {CritHits, 2}, {CritPilot, 1}}
	critsShuttle     = [10]Crit{{CritDestroyed, 0}, {CritGunner, 0}, {CritDrive, 2}, {CritWeapon, 0}, {CritMissiles, 0}, {CritDR, 1}, {CritDV, 1}, {CritHits, 3}, {CritHits, 2}, {CritPilot, 1}}
)

// ownAll lists what every display leaves to the project.
var ownAll = []string{"damage track", "critical hit chart", "crew stations and arcs"}

func own(extra ...string) []string { return append(append([]string(nil), ownAll...), extra...) }

type craftDef struct {
	t    CraftType
	rows []string
}

var craftDefs = []craftDef{
	{CraftType{Key: "pit-viper", Name: "Pit Viper", Abbrev: "PV", Crew: 1, DV: 15, BPV: 18,
		Mounts: []Mount{gun(PulseLaser, 1, "F", 0)},
		Crits:  critsInterceptor, Own: own("DR 1", "BPV 18")},
		[]string{". . D19 . . *", ". D16 R1 . w .", "D12 . * . D8 .", ". * D4 . X"}},
	{CraftType{Key: "spirit-rider", Name: "Spirit Rider", Abbrev: "SR", Crew: 1, DV: 14, BPV: 22,
		Mounts: []Mount{gun(Splattergun, 2, "F", 0)}, Torps: [numMarks]int{2, 0, 0},
		Crits: critsFighter, Own: own("DR 2", "BPV 22")},
		[]string{". . . D15 . t *", ". R2 . . D12 . w", ". R1 . * . D9 t", ". . D6 * . D3 X"}},
	{CraftType{Key: "thunder-bird", Name: "Thunder Bird", Abbrev: "TB", Crew: 1, DV: 13, BPV: 28,
		Mounts: []Mount{gun(PulseLaser, 4, "F", 0)}, Torps: [numMarks]int{4, 1, 0},
		Crits: critsFighter, Own: own("DV 13", "DR 2", "Drive 16", "BPV 28")},
		[]string{". . . D16 . t . *", ". R2 . w . T . D13", ". . * . R1 . D10 t", ". . D7 * . D4 . X"}},
	{CraftType{Key: "shryak-shuttle", Name: "Shryak Shuttle", Abbrev: "SS", Crew: 2, DV: 12, BPV: 30,
		Mounts: []Mount{launcher(8, "F FQL FQR", 0), gun(PulseLaser, 4, "360", 1)},
		Crits:  critsShuttle, Own: own("DV 12", "DR 3", "Drive 9", "BPV 30")},
		[]string{". . . . D9 . w . *", ". R3 . . . D8 . . W", ". . * R2 . . D6 . .", ". R1 . D4 * . . D2 X"}},
	{CraftType{Key: "night-hawk", Name: "Night Hawk", Abbrev: "NH", Crew: 1, DV: 13, BPV: 40,
		Mounts: []Mount{gun(Splattergun, 6, "F", 0), gun(MeldLaser, 1, "F", 0)},
		Crits:  critsFighter, Own: own("DR 3", "Drive 15", "BPV 40")},
		// 7.1's example fires a Meld Laser (Drive 12 or less) at a Night
		// Hawk "reduced to 12 due to previous damage": the track's second
		// □ is 12.
		[]string{". . . D15 . . w . *", ". R3 . . D12 . . W .", ". * . R2 . D11 . . w", ". R1 . D8 * . D4 . X"}},
	{CraftType{Key: "teal-hawk", Name: "Teal Hawk", Abbrev: "TH", Crew: 2, DV: 14, BPV: 30,
		Mounts: []Mount{gun(Blatgun, 2, "FQL F FQR", 1)}, Torps: [numMarks]int{1, 0, 0},
		Crits: critsFighter, Own: own("DV 14", "DR 2", "Drive 17", "BPV 30")},
		[]string{". . . D17 . t . *", ". R2 . . D14 w . .", ". * . R1 . D10 . T", ". . D6 . * D3 . . X"}},
	{CraftType{Key: "salamander", Name: "Salamander", Abbrev: "SA", Crew: 2, DV: 12, BPV: 30, BPVNoTorps: 26,
		Mounts: []Mount{gun(Impulsegun, 1, "F", 0), gun(PulseLaser, 1, "360", 1), gun(Splattergun, 2, "RQL A RQR", 1)},
		Torps:  [numMarks]int{4, 1, 0}, Crits: critsHeavy, Own: own()},
		[]string{". . . D16 . t . . *", ". R3 . . D13 . w . T", ". * . R2 . D10 . t .", ". R1 . D7 * . D4 W X"}},
	{CraftType{Key: "revenge", Name: "Revenge", Abbrev: "RV", Crew: 2, DV: 11, BPV: 58,
		Mounts: []Mount{launcher(5, "F", 0), launcher(5, "FQL F FQR", 1), launcher(5, "RQL A RQR", 1)},
		Torps:  [numMarks]int{0, 0, 10}, Crits: critsHeavy, Own: own("DV 11", "DR 3", "Drive 13", "BPV 58")},
		[]string{". . . . D13 . t . * .", ". R3 . . T . D11 . w .", ". . * . R2 . D8 . t .", ". R1 . . D5 * . T D2 X"}},
	{CraftType{Key: "sorensen-iii", Name: "Sorensen III", Abbrev: "S3", Crew: 2, DV: 12, BPV: 42,
		Mounts: []Mount{gun(PulseLaser, 1, "F", 0), gun(Blatgun, 2, "FQL F FQR", 1)},
		Torps:  [numMarks]int{3, 4, 0}, Crits: critsHeavy, Own: own("DV 12", "DR 3", "Drive 14", "BPV 42")},
		[]string{". . . . D14 . t . *", ". R3 . . . D12 . w .", ". . * . R2 . T . D9", ". t . R1 . . D6 . *", ". . D3 . X"}},
	{CraftType{Key: "seraph", Name: "Seraph", Abbrev: "SE", Crew: 2, DV: 13, BPV: 62,
		Mounts: []Mount{gun(TurboLaser, 1, "F", 0), gun(PulseLaser, 6, "360", 1), launcher(20, "FQL F FQR", 1)},
		Torps:  [numMarks]int{4, 0, 1}, Crits: critsHeavy, Own: own("DV 13", "DR 4", "Drive 15", "BPV 62")},
		[]string{". . . . D15 . . t . *", ". R4 . . . D13 . w . .", ". * . R3 . . T . D11 .", ". R2 . w . * . D8 . .", ". R1 D5 . * . D2 X"}},
	{CraftType{Key: "pharsii-ii", Name: "Pharsii II", Abbrev: "P2", Crew: 3, DV: 12, BPV: 70,
		Mounts: []Mount{gun(TurboLaser, 1, "F", 0), gun(Splattergun, 8, "FQL F FQR", 1), launcher(20, "360", 2)},
		Torps:  [numMarks]int{2, 1, 0}, Crits: critsHeavy, Own: own("DV 12", "DR 4", "Drive 14", "BPV 70")},
		[]string{". . . . D14 . . t . *", ". R4 . . . D12 . w . .", ". * . R3 . . T . D10 .", ". R2 . W . * . D7 . .", ". R1 . D4 . * . D2 . X"}},
	{CraftType{Key: "epping", Name: "Epping", Abbrev: "EP", Crew: 4, DV: 10, BPV: 66,
		Mounts: []Mount{gun(MeldLaser, 1, "F", 0),
			gun(PulseLaser, 1, "FQL RQL", 1), launcher(20, "FQL F", 1),
			gun(PulseLaser, 1, "FQR RQR", 2), launcher(20, "FQR F", 2),
			gun(PulseLaser, 1, "A", 3), launcher(20, "RQL A RQR", 3)},
		Crits: critsGunboat, Own: own("DV 10", "DR 5", "Drive 10", "BPV 66")},
		[]string{". . . . . D10 . . w . *", ". R5 . . . . D9 . . W .", ". * . . R4 . . D8 . w .", ". R3 . . * . D6 . . w .", ". R2 . D4 * . R1 D2 . X"}},
}

// craftTypes are the twelve Starcraft Displays in the order of 12.0.
// They are shared and never changed: CraftTypes and CraftByKey hand out
// pointers to them, for reading.
var craftTypes = func() []*CraftType {
	out := make([]*CraftType, len(craftDefs))
	for i := range craftDefs {
		t := craftDefs[i].t
		track, lens, err := parseTrack(craftDefs[i].rows)
		if err != nil {
			panic(t.Name + ": " + err.Error())
		}
		t.Track, t.RowLens = track, lens
		t.driveAt = make([]int, len(track)+1)
		t.drAt = make([]int, len(track)+1)
		for h := 0; h <= len(track); h++ {
			for _, b := range track[h:] {
				if b.Kind == BoxDrive {
					t.driveAt[h] = max(t.driveAt[h], b.Value)
				}
				if b.Kind == BoxDR {
					t.drAt[h] = max(t.drAt[h], b.Value)
				}
			}
		}
		out[i] = &t
	}
	return out
}()

// CraftTypes lists the twelve Starcraft Displays in the order of 12.0; the
// displays are shared and must not be changed.
func CraftTypes() []*CraftType { return append([]*CraftType(nil), craftTypes...) }

// CraftByKey finds a display by its scenario key ("pit-viper") or name.
func CraftByKey(k string) (*CraftType, bool) {
	for _, t := range craftTypes {
		if strings.EqualFold(t.Key, k) || strings.EqualFold(t.Name, k) {
			return t, true
		}
	}
	return nil, false
}
