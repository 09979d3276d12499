package silentdeath

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/assets"
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// MaxScenarioSize bounds the scenario documents DecodeScenario reads.
const MaxScenarioSize = gamedata.MaxFileSize

// Victory kinds.
const (
	VicAnnihilate  = "annihilate"  // destroy every enemy craft; at the turn limit, destroyed TPV decides
	VicTPV         = "tpv"         // first to inflict TPV points wins; draw at the turn limit
	VicPoints      = "points"      // at the turn limit, destroyed TPV decides (11.8)
	VicRescue      = "rescue"      // 11.1
	VicMinefield   = "minefield"   // 11.2
	VicTechStakes  = "techstakes"  // 11.4
	VicCommandShip = "commandship" // 11.5
	VicScreening   = "screening"   // 11.6
	VicCommSat     = "commsat"     // 11.7's Into the Minefield: destroy the Comm Sat, nothing more
)

// Map layouts.
const (
	LayoutStandard = "standard" // six sheets 3 by 2, Areas A–J, Edges 1–4 (11.0)
	LayoutLong     = "long"     // six sheets in a row from Edge 1 to Edge 2 (11.6)
)

// ScenarioFile is a scenario as written in YAML and in the JSON of save files.
type ScenarioFile struct {
	Game        string      `yaml:"game,omitempty" json:"game,omitempty"`
	Name        string      `yaml:"name" json:"name"`
	Title       string      `yaml:"title" json:"title"`
	Description string      `yaml:"description,omitempty" json:"description,omitempty"`
	Map         MapFile     `yaml:"map" json:"map"`
	Turns       int         `yaml:"turns" json:"turns"`
	Victory     VictoryFile `yaml:"victory" json:"victory"`
	Rules       RulesFile   `yaml:"rules,omitempty" json:"rules,omitempty"`
	// Build makes the battle an 11.8 General Engagement whose sides buy
	// their craft in the game, in a phase of purchases; the sides then
	// list no craft.
	Build *BuildFile `yaml:"build,omitempty" json:"build,omitempty"`
	// Campaign makes the session an 11.7 campaign: the six scenarios in
	// order, with rosters bought, fielded, carried and reinforced in
	// between. The sides name the two units and list no craft; map,
	// turns and victory are the stages'.
	Campaign *CampaignFile `yaml:"campaign,omitempty" json:"campaign,omitempty"`
	Sides    []SideFile    `yaml:"sides" json:"sides"`
}

// BuildFile is 11.8's build: each side buys craft and crews worth at most
// Points in TPV.
type BuildFile struct {
	Points int `yaml:"points" json:"points"`
}

// MapFile is the playing surface: its size in hexes and its layout.
type MapFile struct {
	Cols   int    `yaml:"cols" json:"cols"`
	Rows   int    `yaml:"rows" json:"rows"`
	Layout string `yaml:"layout,omitempty" json:"layout,omitempty"`
}

// VictoryFile says how the scenario is won.
type VictoryFile struct {
	Kind string `yaml:"kind" json:"kind"`
	TPV  int    `yaml:"tpv,omitempty" json:"tpv,omitempty"`
	// Side is the side that must achieve the conditions (rescue,
	// minefield, techstakes, screening).
	Side int `yaml:"side,omitempty" json:"side,omitempty"`
	// Target is a craft whose destruction wins at once for the other side
	// (11.5's Sorensen A), written "Sorensen III A"; in techstakes, the one
	// Teal Hawk to be captured (11.7's special Teal Hawk; empty: any).
	Target string `yaml:"target,omitempty" json:"target,omitempty"`
	// PilotTies, with a commandship Target, makes every craft of the
	// target's side whose pilot is worth as much (Plt + Gnr, as set up) as
	// the target's pilot a target too: 11.7's scenario 5, where any of
	// several equally valuable pilots' craft counts.
	PilotTies bool `yaml:"pilot_ties,omitempty" json:"pilot_ties,omitempty"`
}

// RulesFile holds the scenario's special rules.
type RulesFile struct {
	FirstGame      bool          `yaml:"first_game,omitempty" json:"first_game,omitempty"`
	Pod            *PodFile      `yaml:"pod,omitempty" json:"pod,omitempty"`
	CommSat        *SatFile      `yaml:"comm_sat,omitempty" json:"comm_sat,omitempty"`
	LaserSats      []SatFile     `yaml:"laser_sats,omitempty" json:"laser_sats,omitempty"`
	Minefield      []string      `yaml:"minefield,omitempty" json:"minefield,omitempty"`
	Asteroids      int           `yaml:"asteroids,omitempty" json:"asteroids,omitempty"`
	Offboard       *OffboardFile `yaml:"offboard,omitempty" json:"offboard,omitempty"`
	AutoInitiative *AutoInitFile `yaml:"auto_initiative,omitempty" json:"auto_initiative,omitempty"`
	CommandShip    *CommandFile  `yaml:"command_ship,omitempty" json:"command_ship,omitempty"`
}

// PodFile is 11.1's life pod: where it floats, whose it is, which craft
// type may recover it (PodAnyCarrier: any craft of the pod's side, as in
// 11.7's campaign).
type PodFile struct {
	Hex     [2]int `yaml:"hex" json:"hex"`
	Side    int    `yaml:"side" json:"side"`
	Carrier string `yaml:"carrier" json:"carrier"`
}

// SatFile places a satellite of a side.
type SatFile struct {
	Hex  [2]int `yaml:"hex" json:"hex"`
	Side int    `yaml:"side" json:"side"`
}

// OffboardFile is 11.2's launch at the fighter tender off the map.
type OffboardFile struct {
	Side int    `yaml:"side" json:"side"`
	Area string `yaml:"area" json:"area"`
	Mark string `yaml:"mark" json:"mark"`
	Need int    `yaml:"need" json:"need"`
}

// AutoInitFile gives a side the initiative without a roll for some turns.
type AutoInitFile struct {
	Side  int `yaml:"side" json:"side"`
	Turns int `yaml:"turns" json:"turns"`
}

// CommandFile is 11.5's command ship: two craft of a side, one of which
// the owner secretly picks as the real one; the other is the decoy.
type CommandFile struct {
	Side   int       `yaml:"side" json:"side"`
	Crafts [2]string `yaml:"crafts" json:"crafts"`
	Plt    int       `yaml:"plt" json:"plt"`
}

// SideFile is one side: its name, colour, craft and the map edge it may
// leave by (0: none).
type SideFile struct {
	Name  string      `yaml:"name" json:"name"`
	Color string      `yaml:"color,omitempty" json:"color,omitempty"`
	Exit  int         `yaml:"exit,omitempty" json:"exit,omitempty"`
	Craft []CraftFile `yaml:"craft" json:"craft"`
}

// CraftFile is one craft of a side, with its crew and starting place.
type CraftFile struct {
	Type    string   `yaml:"type" json:"type"`
	ID      string   `yaml:"id" json:"id"`
	Hex     [2]int   `yaml:"hex" json:"hex"` // odd-q column, row
	Facing  string   `yaml:"facing" json:"facing"`
	Pilot   CrewFile `yaml:"pilot" json:"pilot"`
	Gunners []int    `yaml:"gunners,omitempty" json:"gunners,omitempty"`
	NoTorps bool     `yaml:"no_torps,omitempty" json:"no_torps,omitempty"`
	// Mans reassigns weapon systems: Mans[i] is the crew member (0 the
	// pilot) of system i. 11.4 gives the Teal Hawk's Blatguns to the pilot.
	Mans []int `yaml:"mans,omitempty" json:"mans,omitempty"`
	// Damage is the number of boxes already marked (a campaign's craft
	// carried over from an earlier scenario); never the last box.
	Damage int `yaml:"damage,omitempty" json:"damage,omitempty"`
	// Lost are the weapon systems, torps and lasting critical effects a
	// campaign's craft carries over, each with the marked box that took it.
	Lost []LossFile `yaml:"lost,omitempty" json:"lost,omitempty"`
}

// Kinds of LossFile.
const (
	LossWeapon = "weapon" // weapon system N (the craft type's order) lost
	LossTorp   = "torp"   // one torp of mark N (0 Mk.10, 1 Mk.20, 2 Mk.50) lost
	LossCrit   = "crit"   // critical hit N (chart roll − 1): a Drive, DR or DV loss
)

// LossFile is one lasting loss of a craft: what was lost and the box
// (1 = the first box of the track) whose marking took it. A campaign
// restores it when that box is repaired.
type LossFile struct {
	Kind string `yaml:"kind" json:"kind"`
	N    int    `yaml:"n" json:"n"`
	Box  int    `yaml:"box" json:"box"`
}

// CheckLosses checks a craft's carried losses (c.Lost): each of a box
// already marked (c.Damage), no weapon system twice, no more torps than it
// carries, and critical hits only of the lasting kinds.
func CheckLosses(t *CraftType, c CraftFile) error {
	if len(c.Lost) > maxLosses {
		return fmt.Errorf(": %d losses, at most %d", len(c.Lost), maxLosses)
	}
	var weapons uint16
	var torps [numMarks]int
	for i, l := range c.Lost {
		if l.Box < 1 || l.Box > c.Damage {
			return fmt.Errorf("[%d].box: %d is not a marked box (1 to %d)", i, l.Box, c.Damage)
		}
		switch l.Kind {
		case LossWeapon:
			if l.N < 0 || l.N >= len(t.Mounts) || weapons&(1<<l.N) != 0 {
				return fmt.Errorf("[%d]: weapon system %d is not one of the %s's %d, or lost twice", i, l.N, t.Name, len(t.Mounts))
			}
			weapons |= 1 << l.N
		case LossTorp:
			if l.N < 0 || l.N >= int(numMarks) || c.NoTorps || torps[l.N] >= t.Torps[l.N] {
				return fmt.Errorf("[%d]: more torps of mark %d lost than the %s carries", i, l.N, t.Name)
			}
			torps[l.N]++
		case LossCrit:
			if l.N < 0 || l.N >= len(t.Crits) {
				return fmt.Errorf("[%d]: critical hit %d is not on the chart", i, l.N)
			}
			if k := t.Crits[l.N].Kind; k != CritDrive && k != CritDR && k != CritDV {
				return fmt.Errorf("[%d]: critical hit %d (%s) does not last", i, l.N, t.Crits[l.N])
			}
		default:
			return fmt.Errorf("[%d].kind: %q is not weapon, torp or crit", i, l.Kind)
		}
	}
	return nil
}

// CrewFile is a pilot's skills, and what he may not do.
type CrewFile struct {
	Plt int `yaml:"plt" json:"plt"`
	Gnr int `yaml:"gnr" json:"gnr"`
	// NoLauncher bars the pilot from the missile launchers he mans: no
	// lock-on is his to declare (11.7's fifth campaign scenario: the
	// Shryak command ship's pilot "may not fire" its launcher). A gunner
	// the scenario's mans puts at a launcher still fires it.
	NoLauncher bool `yaml:"no_launcher,omitempty" json:"no_launcher,omitempty"`
}

// Scenario is a checked scenario of Silent Death.
type Scenario struct {
	file  ScenarioFile
	board Board
	types [][]*CraftType
	// autoTorps: the torps of rules 1 to 7 — the program flies every
	// torp's whole path (4.2), and an asteroid collision leaves the torps
	// tracking the craft in flight (10.5); set by DecodeScenarioOfRules for
	// a save of those rules, never written in the file nor hashed.
	autoTorps bool
	// before9: a save of rules 1 to 8, whose hashes held no pilot barred
	// from his launcher (CrewFile.NoLauncher, rules 9): the bar applies,
	// but the scenario's digest and the state's hash leave it out, so
	// that such a save verifies up to the lock-on the bar now refuses.
	// Set by DecodeScenarioOfRules, never written in the file nor hashed.
	before9 bool
	// facingFirst: a save of rules 1 to 10, whose Standard Game tight turn
	// named its facing before the TTC was rolled (5.2 has it chosen after,
	// rules 11): such a save replays as it was played. Set by
	// DecodeScenarioOfRules, never written in the file nor hashed.
	facingFirst bool
	// autoRepair: a save of rules 1 to 10, whose program rolled 10.12's
	// damage control for every craft that qualified, unasked (rules 11 asks
	// whether it attempts): such a save replays as it was played. Set by
	// DecodeScenarioOfRules, never written in the file nor hashed.
	autoRepair bool
	// oneSideAuto: a save of rules 1 to 11, whose failed 10.3 set-cost turn
	// turned its one hexside by itself, toward the side named (clockwise
	// for an about-turn); rules 12 lets the pilot choose it (Face). Such a
	// save replays as it was played. Set by DecodeScenarioOfRules, never
	// written in the file nor hashed.
	oneSideAuto bool
}

var _ engine.Scenario = (*Scenario)(nil)

// GameID implements engine.Scenario.
func (sc *Scenario) GameID() string { return ID }

// Name implements engine.Scenario.
func (sc *Scenario) Name() string { return sc.file.Name }

// Title implements engine.Scenario.
func (sc *Scenario) Title() string { return sc.file.Title }

// Description implements engine.Scenario.
func (sc *Scenario) Description() string { return sc.file.Description }

// Sides implements engine.Scenario.
func (sc *Scenario) Sides() []engine.Side {
	out := make([]engine.Side, len(sc.file.Sides))
	for i, s := range sc.file.Sides {
		out[i] = engine.Side{Name: s.Name, Color: s.Color}
	}
	return out
}

// Canonical implements engine.Scenario.
func (sc *Scenario) Canonical() ([]byte, error) { return json.Marshal(sc.file) }

// File returns a copy of the scenario as written.
func (sc *Scenario) File() ScenarioFile { return gamedata.DeepCopy(sc.file) }

// Board is the scenario's map.
func (sc *Scenario) Board() Board { return sc.board }

// NewScenario checks a scenario built in code.
func NewScenario(f ScenarioFile) (*Scenario, error) {
	data, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	s, err := Game{}.DecodeScenario(data)
	if err != nil {
		return nil, err
	}
	return s.(*Scenario), nil
}

// DecodeScenario implements engine.Game: YAML, or JSON when the document
// starts with "{". Unknown fields are errors, and errors name the place.
func (Game) DecodeScenario(data []byte) (engine.Scenario, error) {
	var f ScenarioFile
	if err := gamedata.Decode(data, &f, "scenario"); err != nil {
		return nil, err
	}
	gamedata.DefaultSideColours(data, f.Sides, func(s *SideFile) *string { return &s.Color })
	sc := &Scenario{file: f}
	err := sc.check()
	if err == nil {
		err = gamedata.CheckSides(data, sc.Sides())
	}
	if err != nil {
		err = gamedata.Locate(data, err)
		if f.Name != "" && gamedata.ValidName(f.Name) {
			return nil, fmt.Errorf("scenario %q: %w", f.Name, err)
		}
		return nil, err
	}
	return sc, nil
}

// printableLine reports whether s is a line of at most n characters that
// a terminal shows as written: UTF-8 text, not blank, no control character
// (C0, DEL or C1: U+009B is an escape sequence's start to some terminals).
func printableLine(s string, n int) bool {
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) > n || strings.TrimSpace(s) == "" {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return false
		}
	}
	return true
}

// nameFault says what printableLine finds wrong with a name: missing,
// blank, not UTF-8 text, a control character (which one) or its length.
func nameFault(s string) string {
	switch {
	case s == "":
		return "missing"
	case !utf8.ValidString(s):
		return fmt.Sprintf("%q is not UTF-8 text", s)
	case strings.TrimSpace(s) == "":
		return fmt.Sprintf("%q is blank", s)
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return fmt.Sprintf("%q holds a control character (U+%04X)", s, r)
		}
	}
	return fmt.Sprintf("longer than 24 characters: %d", utf8.RuneCountInString(s))
}

// Limits of a scenario.
const (
	maxMapSide   = 120
	maxCraft     = 28 // a campaign's two sides of 12, and 11.7's extra craft
	maxTurns     = 100
	maxAsteroids = 200
)

// check validates a scenario file and derives from it the board and the
// craft types the game is built from. Its steps run in the order its errors
// are reported: the file's header, the sides and their craft, the build,
// the special rules, then the victory.
func (sc *Scenario) check() error {
	f := &sc.file
	if f.Campaign != nil {
		return sc.checkCampaign()
	}
	if err := checkHeader(f); err != nil {
		return err
	}
	sc.board = Board{Cols: f.Map.Cols, Rows: f.Map.Rows, Layout: f.Map.Layout}
	if sc.board.Layout == "" {
		sc.board.Layout = LayoutStandard
	}
	occupied := map[hex.Hex]string{}
	if err := sc.checkSides(occupied); err != nil {
		return err
	}
	if err := sc.checkBuild(); err != nil {
		return err
	}
	if strings.EqualFold(f.Sides[0].Name, f.Sides[1].Name) {
		return fmt.Errorf("sides[1].name: %q is the other side's name too", f.Sides[1].Name)
	}
	if err := sc.checkRules(occupied); err != nil {
		return err
	}
	return sc.checkVictory()
}

// checkHeader checks what a scenario says before its sides: the game, its
// name, title and description, the map, the turn limit and that there are
// two sides, which every later check relies on.
func checkHeader(f *ScenarioFile) error {
	switch {
	case f.Game != "" && f.Game != ID:
		return fmt.Errorf("game: %q is not %s", f.Game, ID)
	case !gamedata.ValidName(f.Name):
		return fmt.Errorf("name: %q is not a short identifier (lower-case letters, digits, - and _)", f.Name)
	case !printableLine(f.Title, 80):
		return errors.New("title: missing or not one line of at most 80 characters")
	case len(f.Description) > 4000 || !utf8.ValidString(f.Description):
		return errors.New("description: at most 4000 bytes of UTF-8")
	case f.Map.Cols == 0 && f.Map.Rows == 0:
		return fmt.Errorf("map: missing (write map: {cols: 36, rows: 30}; from 4 to %d hexes a side)", maxMapSide)
	case f.Map.Cols < 4 || f.Map.Rows < 4 || f.Map.Cols > maxMapSide || f.Map.Rows > maxMapSide:
		return fmt.Errorf("map: %d×%d is not a size from 4 to %d hexes a side", f.Map.Cols, f.Map.Rows, maxMapSide)
	case f.Map.Layout != "" && f.Map.Layout != LayoutStandard && f.Map.Layout != LayoutLong:
		return fmt.Errorf("map.layout: %q is neither %s nor %s", f.Map.Layout, LayoutStandard, LayoutLong)
	case f.Turns < 1 || f.Turns > maxTurns:
		return fmt.Errorf("turns: %d is not a number of turns from 1 to %d", f.Turns, maxTurns)
	case len(f.Sides) != 2:
		return fmt.Errorf("sides: Silent Death is played by two sides, not %d", len(f.Sides))
	}
	return nil
}

// checkSides checks both sides and every craft they start with, records
// each craft's type in sc.types for the game to build from, and marks in
// occupied the hex each craft starts in so that nothing else is set there.
func (sc *Scenario) checkSides(occupied map[hex.Hex]string) error {
	f := &sc.file
	sc.types = make([][]*CraftType, 2)
	total := 0
	for si, s := range f.Sides {
		where := fmt.Sprintf("sides[%d]", si)
		if err := checkSideHeader(where, s, f.Build != nil); err != nil {
			return err
		}
		ids := map[string]bool{}
		for ci, c := range s.Craft {
			t, err := sc.checkCraft(fmt.Sprintf("%s.craft[%d]", where, ci), c, ids, occupied)
			if err != nil {
				return err
			}
			sc.types[si] = append(sc.types[si], t)
			total++
		}
	}
	if total > maxCraft {
		return fmt.Errorf("sides: %d craft, at most %d", total, maxCraft)
	}
	return nil
}

// checkSideName checks a side's name and colour, in a battle and in a
// campaign alike.
func checkSideName(where string, s SideFile) error {
	if !printableLine(s.Name, 24) {
		// Said of a blank name and of one with a line break as "missing or
		// longer than 24 characters", which it was not.
		return fmt.Errorf("%s.name: %s; a side's name is 1 to 24 printable characters", where, nameFault(s.Name))
	}
	switch {
	case strings.TrimSpace(s.Name) != s.Name:
		return fmt.Errorf("%s.name: %q starts or ends with a blank", where, s.Name)
	case !gamedata.ColourWord(s.Color):
		return fmt.Errorf("%s.color: %q is not a colour name (letters only)", where, s.Color)
	}
	return nil
}

// checkSideHeader checks what a side says of itself (name, colour, exit
// edge) and that it brings craft unless the scenario is a build, whose
// sides buy theirs in the game.
func checkSideHeader(where string, s SideFile, build bool) error {
	if err := checkSideName(where, s); err != nil {
		return err
	}
	switch {
	case s.Exit < 0 || s.Exit > 4:
		return fmt.Errorf("%s.exit: %d is not an edge 1–4 (or 0 for none)", where, s.Exit)
	case len(s.Craft) == 0 && !build:
		return fmt.Errorf("%s.craft: a side needs at least one craft", where)
	case len(s.Craft) > 0 && build:
		return fmt.Errorf("%s.craft: the sides of a build buy their craft in the game (build)", where)
	}
	return nil
}

// checkCraft checks one craft of a side, w being where it is in the file:
// its type and letter (a label ids has not seen on this side), a free hex
// of the map, which it then claims in occupied, its facing, its crew and
// the damage and losses it starts with. It returns the craft's type.
func (sc *Scenario) checkCraft(w string, c CraftFile, ids map[string]bool, occupied map[hex.Hex]string) (*CraftType, error) {
	b := sc.board
	t, ok := CraftByKey(c.Type)
	if !ok {
		return nil, fmt.Errorf("%s.type: %s", w, unknownCraft(c.Type))
	}
	if len(c.ID) != 1 || c.ID[0] < 'A' || c.ID[0] > 'Z' {
		return nil, fmt.Errorf("%s.id: %q is not one capital letter", w, c.ID)
	}
	label := t.Name + " " + c.ID
	if ids[label] {
		return nil, fmt.Errorf("%s: a second %s", w, label)
	}
	ids[label] = true
	h := hex.FromOffset(c.Hex[0], c.Hex[1])
	if !b.In(h) {
		return nil, fmt.Errorf("%s.hex: [%d, %d] is off the %d×%d map", w, c.Hex[0], c.Hex[1], b.Cols, b.Rows)
	}
	if o, ok := occupied[h]; ok {
		return nil, fmt.Errorf("%s.hex: [%d, %d] already holds %s", w, c.Hex[0], c.Hex[1], o)
	}
	occupied[h] = label
	if _, err := hex.ParseDirection(c.Facing); err != nil {
		return nil, fmt.Errorf("%s.facing: %q is not N, NE, SE, S, SW or NW", w, c.Facing)
	}
	if err := checkCraftCrew(w, t, c); err != nil {
		return nil, err
	}
	if c.Damage < 0 || c.Damage >= len(t.Track) {
		return nil, fmt.Errorf("%s.damage: %d is not 0 to %d boxes", w, c.Damage, len(t.Track)-1)
	}
	if err := CheckLosses(t, c); err != nil {
		return nil, fmt.Errorf("%s.lost%w", w, err)
	}
	return t, checkMans(w, t, c)
}

// checkCraftCrew checks a craft's pilot and that it has a skilled gunner for
// every seat of its type but the pilot's.
func checkCraftCrew(w string, t *CraftType, c CraftFile) error {
	if !skill(c.Pilot.Plt) || !skill(c.Pilot.Gnr) {
		return fmt.Errorf("%s.pilot: Plt %d, Gnr %d: skills run from 1 to 10", w, c.Pilot.Plt, c.Pilot.Gnr)
	}
	if len(c.Gunners) != t.Crew-1 {
		return fmt.Errorf("%s.gunners: a %s has %s, not %d", w, t.Name, engine.Count(t.Crew-1, "gunner", "gunners"), len(c.Gunners))
	}
	for gi, g := range c.Gunners {
		if !skill(g) {
			return fmt.Errorf("%s.gunners[%d]: Gnr %d: skills run from 1 to 10", w, gi, g)
		}
	}
	return nil
}

// checkMans checks who mans each weapon system of a craft, when the file
// says: one crew member the craft has for each of its systems.
func checkMans(w string, t *CraftType, c CraftFile) error {
	if c.Mans == nil {
		return nil
	}
	if len(c.Mans) != len(t.Mounts) {
		return fmt.Errorf("%s.mans: a %s has %d weapon systems, not %d", w, t.Name, len(t.Mounts), len(c.Mans))
	}
	for mi, m := range c.Mans {
		if m < 0 || m >= t.Crew {
			return fmt.Errorf("%s.mans[%d]: crew member %d does not exist", w, mi, m)
		}
	}
	return nil
}

// checkSideNumber checks that p, found at where, names one of the two
// sides.
func checkSideNumber(where string, p int) error {
	if p != 0 && p != 1 {
		return fmt.Errorf("%s: side %d (want 0 or 1)", where, p)
	}
	return nil
}

// claimHex checks that the offset hex c, found at where, is on the map b
// and holds nothing yet, and then claims it in occupied for what where
// names.
func claimHex(b Board, occupied map[hex.Hex]string, where string, c [2]int) error {
	h := hex.FromOffset(c[0], c[1])
	if !b.In(h) {
		return fmt.Errorf("%s: [%d, %d] is off the map", where, c[0], c[1])
	}
	if o, ok := occupied[h]; ok {
		return fmt.Errorf("%s: [%d, %d] already holds %s", where, c[0], c[1], o)
	}
	occupied[h] = where
	return nil
}

// checkRules checks the special rules of the scenarios of chapter 11: what
// they set on the map (the pod and the satellites, on hexes still free in
// occupied), the minefield areas and asteroids, the off-board tender, the
// automatic initiative and the command ship.
func (sc *Scenario) checkRules(occupied map[hex.Hex]string) error {
	b := sc.board
	r := &sc.file.Rules
	if err := checkPlaced(b, r, occupied); err != nil {
		return err
	}
	for i, a := range r.Minefield {
		if !b.isArea(a) {
			return fmt.Errorf("rules.minefield[%d]: %q is not an area of the map", i, a)
		}
	}
	if most := min(maxAsteroids, b.Cols*b.Rows/4); r.Asteroids < 0 || r.Asteroids > most {
		return fmt.Errorf("rules.asteroids: %d is not from 0 to %d (at most a quarter of the map's hexes, never more than %d)", r.Asteroids, most, maxAsteroids)
	}
	if o := r.Offboard; o != nil {
		if err := checkSideNumber("rules.offboard.side", o.Side); err != nil {
			return err
		}
		if !b.isArea(o.Area) {
			return fmt.Errorf("rules.offboard.area: %q is not an area", o.Area)
		}
		if _, err := ParseMark(o.Mark); err != nil {
			return fmt.Errorf("rules.offboard.mark: %v", err)
		}
		if o.Need < 1 || o.Need > 100 {
			return fmt.Errorf("rules.offboard.need: %d", o.Need)
		}
	}
	if a := r.AutoInitiative; a != nil {
		if err := checkSideNumber("rules.auto_initiative.side", a.Side); err != nil {
			return err
		}
		if a.Turns < 1 || a.Turns > maxTurns {
			return fmt.Errorf("rules.auto_initiative.turns: %d", a.Turns)
		}
	}
	return sc.checkCommandShip(r.CommandShip)
}

// checkPlaced checks the pieces the rules set on the map besides the
// craft: the escape pod (11.1) and the laser and comm satellites, each on
// a hex of its own.
func checkPlaced(b Board, r *RulesFile, occupied map[hex.Hex]string) error {
	if r.Pod != nil {
		if err := checkSideNumber("rules.pod.side", r.Pod.Side); err != nil {
			return err
		}
		if err := claimHex(b, occupied, "rules.pod.hex", r.Pod.Hex); err != nil {
			return err
		}
		if _, ok := CraftByKey(r.Pod.Carrier); !ok && r.Pod.Carrier != PodAnyCarrier {
			return fmt.Errorf("rules.pod.carrier: %q is neither a craft nor %q", r.Pod.Carrier, PodAnyCarrier)
		}
	}
	sats := append([]SatFile(nil), r.LaserSats...)
	if r.CommSat != nil {
		sats = append(sats, *r.CommSat)
	}
	for i, s := range sats {
		if err := checkSideNumber(fmt.Sprintf("rules.sats[%d].side", i), s.Side); err != nil {
			return err
		}
		if err := claimHex(b, occupied, fmt.Sprintf("rules.sats[%d].hex", i), s.Hex); err != nil {
			return err
		}
	}
	return nil
}

// checkCommandShip checks 11.5's command ship, if the scenario has one:
// its side, its pilot, and the two craft it names, the second a decoy
// other than the first.
func (sc *Scenario) checkCommandShip(c *CommandFile) error {
	if c == nil {
		return nil
	}
	if err := checkSideNumber("rules.command_ship.side", c.Side); err != nil {
		return err
	}
	if !skill(c.Plt) {
		return fmt.Errorf("rules.command_ship.plt: %d is not 1–10", c.Plt)
	}
	for i, name := range c.Crafts {
		if sc.findCraft(c.Side, name) < 0 {
			return fmt.Errorf("rules.command_ship.crafts[%d]: side %d has no %q", i, c.Side, name)
		}
	}
	if strings.EqualFold(c.Crafts[0], c.Crafts[1]) {
		return errors.New("rules.command_ship.crafts: the decoy must be another craft")
	}
	return nil
}

// checkVictory checks the victory condition: its side, its kind, and that
// the rules and craft the kind plays out with are in the scenario.
func (sc *Scenario) checkVictory() error {
	f := &sc.file
	r := &f.Rules
	v := &f.Victory
	if err := checkSideNumber("victory.side", v.Side); err != nil {
		return err
	}
	switch v.Kind {
	case VicAnnihilate, VicPoints:
	case VicTPV:
		if v.TPV < 1 {
			return errors.New("victory.tpv: missing")
		}
	case VicCommandShip:
		if v.TPV < 1 || r.CommandShip == nil {
			return errors.New("victory: commandship needs tpv and rules.command_ship")
		}
		if sc.findCraft(1-r.CommandShip.Side, v.Target) < 0 {
			return fmt.Errorf("victory.target: the other side has no %q", v.Target)
		}
	case VicRescue:
		if r.Pod == nil {
			return errors.New("victory: rescue needs rules.pod")
		}
	case VicMinefield:
		if r.Offboard == nil || r.CommSat == nil || sc.findCraftType(v.Side, "revenge") < 0 {
			return errors.New("victory: minefield needs rules.offboard, rules.comm_sat and a Revenge")
		}
	case VicTechStakes:
		if sc.findCraftType(1-v.Side, "teal-hawk") < 0 {
			return errors.New("victory: techstakes needs a Teal Hawk on the other side")
		}
		if v.Target != "" {
			if i := sc.findCraft(1-v.Side, v.Target); i < 0 || sc.file.Sides[1-v.Side].Craft[i].Type != "teal-hawk" {
				return fmt.Errorf("victory.target: the other side has no Teal Hawk %q", v.Target)
			}
		}
	case VicCommSat:
		if r.CommSat == nil {
			return errors.New("victory: commsat needs rules.comm_sat")
		}
	case VicScreening:
		if len(r.LaserSats) == 0 {
			return errors.New("victory: screening needs rules.laser_sats")
		}
	default:
		return fmt.Errorf("victory.kind: %q is not one of annihilate, tpv, points, rescue, minefield, techstakes, commandship, screening, commsat", v.Kind)
	}
	if f.Sides[v.Side].Exit == 0 && (v.Kind == VicRescue || v.Kind == VicMinefield || v.Kind == VicScreening) {
		return fmt.Errorf("sides[%d].exit: the victory needs an exit edge", v.Side)
	}
	return nil
}

func skill(v int) bool { return v >= 1 && v <= 10 }

// findCraft finds a craft of side p by its label "Pit Viper A".
func (sc *Scenario) findCraft(p int, label string) int {
	for i, c := range sc.file.Sides[p].Craft {
		if t, ok := CraftByKey(c.Type); ok && strings.EqualFold(t.Name+" "+c.ID, strings.TrimSpace(label)) {
			return i
		}
	}
	return -1
}

func (sc *Scenario) findCraftType(p int, key string) int {
	for i, c := range sc.file.Sides[p].Craft {
		if t, ok := CraftByKey(c.Type); ok && t.Key == key {
			return i
		}
	}
	return -1
}

// TPV is a craft's Total Point Value (1.3): BPV plus the pilot's Plt and
// Gnr plus every gunner's Gnr.
func TPV(t *CraftType, pilot CrewFile, gunners []int, noTorps bool) int {
	v := t.BPV
	if noTorps && t.BPVNoTorps > 0 {
		v = t.BPVNoTorps
	}
	v += pilot.Plt + pilot.Gnr
	for _, g := range gunners {
		v += g
	}
	return v
}

// CampaignFile makes a scenario an 11.7 campaign. Its stages are the six
// advanced scenarios it plays in order: a file may leave them out, and
// then the shipped ones are read; the canonical form always holds them, so
// that a save is played with the stages it was started with.
type CampaignFile struct {
	// RestrictedPools: the sides take the twelve designs into their pools
	// in turn and each buys only from its own (11.7's option).
	RestrictedPools bool           `yaml:"restricted_pools,omitempty" json:"restricted_pools,omitempty"`
	Stages          []ScenarioFile `yaml:"-" json:"stages,omitempty"`
}

// checkCampaign checks a campaign: two named units with no craft, no map,
// turns or victory of its own, and the six stages of 11.7.
func (sc *Scenario) checkCampaign() error {
	f := &sc.file
	switch {
	case f.Game != "" && f.Game != ID:
		return fmt.Errorf("game: %q is not %s", f.Game, ID)
	case !gamedata.ValidName(f.Name):
		return fmt.Errorf("name: %q is not a short identifier (lower-case letters, digits, - and _)", f.Name)
	case !printableLine(f.Title, 80):
		return errors.New("title: missing or not one line of at most 80 characters")
	case len(f.Description) > 4000 || !utf8.ValidString(f.Description):
		return errors.New("description: at most 4000 bytes of UTF-8")
	case f.Map != (MapFile{}) || f.Turns != 0 || f.Victory != (VictoryFile{}) || f.Build != nil:
		return errors.New("campaign: the map, turns, victory and build are the stages', not the campaign's")
	case !reflect.DeepEqual(f.Rules, RulesFile{}):
		return errors.New("campaign: the rules are the stages', not the campaign's")
	case len(f.Sides) != 2:
		return fmt.Errorf("sides: Silent Death is played by two sides, not %d", len(f.Sides))
	}
	for si, s := range f.Sides {
		where := fmt.Sprintf("sides[%d]", si)
		if err := checkSideName(where, s); err != nil {
			return err
		}
		if s.Exit != 0 || len(s.Craft) != 0 {
			return fmt.Errorf("%s: a campaign's units buy their craft in the game and have no exit", where)
		}
	}
	if strings.EqualFold(f.Sides[0].Name, f.Sides[1].Name) {
		return fmt.Errorf("sides[1].name: %q is the other side's name too", f.Sides[1].Name)
	}
	c := f.Campaign
	if len(c.Stages) == 0 {
		st, err := shippedStages()
		if err != nil {
			return err
		}
		c.Stages = st
	}
	if len(c.Stages) != len(stages) {
		return fmt.Errorf("campaign.stages: %d stages, 11.7 has %d", len(c.Stages), len(stages))
	}
	for i, st := range c.Stages {
		if st.Name != stages[i].Name {
			return fmt.Errorf("campaign.stages[%d]: %q is not %s", i, st.Name, stages[i].Name)
		}
		if st.Campaign != nil || st.Build != nil {
			return fmt.Errorf("campaign.stages[%d]: a stage is a battle", i)
		}
		if err := (&Scenario{file: st}).check(); err != nil {
			return fmt.Errorf("campaign.stages[%d]: %w", i, err)
		}
	}
	return nil
}

// shippedStages reads the six shipped scenarios 11.7 plays.
func shippedStages() ([]ScenarioFile, error) {
	out := make([]ScenarioFile, len(stages))
	for i, st := range stages {
		data, err := assets.Scenarios.ReadFile("scenarios/" + ID + "/" + st.Name + ".yaml")
		if err != nil {
			return nil, fmt.Errorf("campaign: %w", err)
		}
		var f ScenarioFile
		if err := gamedata.Decode(data, &f, "scenario"); err != nil {
			return nil, fmt.Errorf("campaign: %s: %w", st.Name, err)
		}
		out[i] = f
	}
	return out, nil
}

// IsCampaign reports whether the scenario is an 11.7 campaign.
func (sc *Scenario) IsCampaign() bool { return sc.file.Campaign != nil }

// unknownCraft says that the type a scenario names is none of the twelve
// craft, and lists them.
func unknownCraft(name string) string {
	keys := make([]string, len(craftTypes))
	for i, t := range craftTypes {
		keys[i] = t.Key
	}
	return gamedata.Unknown(name, "%s is not one of the twelve craft", keys)
}
