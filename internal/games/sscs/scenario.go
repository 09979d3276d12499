package sscs

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Limits of a scenario (the project's own: the rulebook has no scenarios).
const (
	DefaultTurns  = 30
	MaxTurns      = 200
	maxShips      = 24 // listed ships a side, craft in hangars not counted
	maxUnits      = 96 // every ship and craft of a game
	maxSpeed      = 60
	maxCoord      = 10000
	maxBudget     = 1000000
	maxMounts     = 64 // weapons of one design, in play
	maxDesignList = MaxDesigns
)

// MaxDesigns is the most designs a scenario file lists (its designs:, and
// a side's build: designs:).
const MaxDesigns = 64

// ScenarioFile is a scenario as written in YAML (assets/scenarios/sscs) and
// in the JSON that save files embed. Ships name their design from the
// catalogue (internal/games/sscs/designs) or from the scenario's own
// designs; the canonical form carries every design it uses, so a save file
// never depends on the catalogue.
type ScenarioFile struct {
	Game        string          `yaml:"game,omitempty" json:"game,omitempty"`
	Name        string          `yaml:"name" json:"name"`
	Title       string          `yaml:"title" json:"title"`
	Description string          `yaml:"description,omitempty" json:"description,omitempty"`
	Turns       int             `yaml:"turns,omitempty" json:"turns,omitempty"`
	Designs     []design.Design `yaml:"designs,omitempty" json:"designs,omitempty"`
	Sides       []SideFile      `yaml:"sides" json:"sides"`
}

// SideFile is one side. Either it lists its ships, or (Build) it builds
// its squadron to a cost total in a Build phase before the first turn.
// Escape marks a side that wins by getting away (the pursuit).
type SideFile struct {
	Name   string     `yaml:"name" json:"name"`
	Color  string     `yaml:"color,omitempty" json:"color,omitempty"`
	Escape bool       `yaml:"escape,omitempty" json:"escape,omitempty"`
	Ships  []ShipFile `yaml:"ships,omitempty" json:"ships,omitempty"`
	Build  *BuildFile `yaml:"build,omitempty" json:"build,omitempty"`
}

// ShipFile is one ship: its name, design, hex (axial "q,r"), heading and
// speed. Its hangars start full of their craft. Docked names a ship it
// starts docked with (in the same hex, at the same speed and heading), so
// that a boarding action can begin alongside; Disabled starts it with its
// Drive knocked out (no power: it coasts).
type ShipFile struct {
	Name     string `yaml:"name" json:"name"`
	Design   string `yaml:"design" json:"design"`
	At       string `yaml:"at" json:"at"`
	Heading  string `yaml:"heading" json:"heading"`
	Speed    int    `yaml:"speed,omitempty" json:"speed,omitempty"`
	Docked   string `yaml:"docked,omitempty" json:"docked,omitempty"`
	Disabled bool   `yaml:"disabled,omitempty" json:"disabled,omitempty"`
}

// BuildFile is a squadron built in play: a cost budget, the designs to
// choose from, and where the squadron starts (the first ship at At, the
// others in a line abreast of it across the heading, two hexes apart).
type BuildFile struct {
	Budget  int      `yaml:"budget" json:"budget"`
	Designs []string `yaml:"designs" json:"designs"`
	At      string   `yaml:"at" json:"at"`
	Heading string   `yaml:"heading" json:"heading"`
	Speed   int      `yaml:"speed,omitempty" json:"speed,omitempty"`
}

// Scenario is a checked scenario.
type Scenario struct {
	file    ScenarioFile // canonical: every design used is in file.Designs
	derived []*design.Derived
	classes []*class // one for each derived design, made once: every game of the scenario shares them
	digest  uint64
	// onlineOnly: a save of rules 1 to 7, whose "capable of resistance"
	// counted the weapons and Drive online only, not those damage control
	// may still bring back (rules 8); set by DecodeScenarioOfRules, never
	// written in the file nor hashed.
	onlineOnly bool
	// heldForGood: a save of rules 1 to 8, whose components seized by
	// boarders stayed ceased after the last boarder aboard was destroyed
	// (rules 9 gives them back to the crew); set by DecodeScenarioOfRules,
	// never written in the file nor hashed.
	heldForGood bool
	// reachPastLastHit: a save of rules 1 to 10, whose reach of separation
	// counted a missile's Range + Drive, one hex past the last it can hit
	// (rules 11 count Range + Drive - 1, as a gun's ten times its Range is
	// its last); set by DecodeScenarioOfRules, never written in the file
	// nor hashed.
	reachPastLastHit bool
	// crewUnitsStand: a save of rules 1 to 14, whose Regular Crew units
	// stood whatever befell the crew after they were formed (rules 15 take
	// those its crew no longer fills: crewUnitsLost); coverAnywhere: the
	// same saves, whose projected shields covered a ship wherever it flew
	// until the projector's next move (rules 15 ask it to stay within half
	// the value: coverOf). Set by DecodeScenarioOfRules, never written in
	// the file nor hashed.
	crewUnitsStand, coverAnywhere bool
}

var _ engine.Scenario = (*Scenario)(nil)

// GameID implements engine.Scenario.
func (sc *Scenario) GameID() string { return ID }

// Name implements engine.Scenario.
func (sc *Scenario) Name() string { return sc.file.Name }

// Title implements engine.Scenario.
func (sc *Scenario) Title() string { return sc.file.Title }

// OptionDefault implements engine.OptionDefaulter: the scenario's number
// of turns, or the game's when the file gives none.
func (sc *Scenario) OptionDefault(key string) (string, bool) {
	if key != OptTurns {
		return "", false
	}
	if sc.file.Turns > 0 {
		return strconv.Itoa(sc.file.Turns), true
	}
	return strconv.Itoa(DefaultTurns), true
}

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

// File returns the scenario in its canonical form, designs included.
func (sc *Scenario) File() ScenarioFile { return gamedata.DeepCopy(sc.file) }

// Designs returns the derived numbers of every design the scenario
// carries, in its order. Callers must not change them.
func (sc *Scenario) Designs() []*design.Derived { return append([]*design.Derived(nil), sc.derived...) }

// NewScenario checks a scenario built in code.
func NewScenario(f ScenarioFile) (*Scenario, error) {
	data, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	sc, err := Game{}.DecodeScenario(data)
	if err != nil {
		return nil, err
	}
	return sc.(*Scenario), nil
}

// DecodeScenario implements engine.Game: YAML, or JSON when the document
// starts with "{". Unknown fields are errors; errors name the place.
func (g Game) DecodeScenario(data []byte) (engine.Scenario, error) {
	return g.decodeScenario(data, checks{dice: true, reloads: true, engine: true, armor: true, shipArmor: true})
}

var _ engine.OlderRulesDecoder = Game{}

// DecodeScenarioOfRules implements engine.OlderRulesDecoder: the scenario
// of a save of rules 1 to 7 is checked as those rules checked it, which let
// any weapon buy fixed damage (rules 8 lets only projectors: 1) Weapon
// Design, Damage), so that such a save still loads and replays; the game
// plays fixed damage as it always did. Other versions are checked by the
// current rules, but for magazine reloads, which came with rules 9: a
// design of a save of rules 1 to 8 carries none. A save of rules 1 to 10
// counts a missile's reach of separation as those rules did (rules 11).
// The designs of a save of rules 1 to 11 are not held to the own limit of
// an engine of size 1 or more (rules 12), so that one whose engine rounds
// down to size 0 still loads, and plays as it did; those of a save of rules
// 1 to 12 are not held to the own limit of component armor that weighs 1
// or more (rules 13), and those of a save of rules 1 to 13 not to the own
// limit of the ship's armor that weighs 1 or more (rules 14). A save of
// rules 1 to 14 keeps its Regular Crew units whatever befalls the crew, and
// its projected shields wherever the ship covered flies (rules 15).
func (g Game) DecodeScenarioOfRules(data []byte, rules string) (engine.Scenario, error) {
	older := fixedDamageRules(rules)
	current := rules == RulesVersion
	// Rules 15 changed how the game plays, not what a design may be: a save
	// of rules 14 is checked as a new one.
	checked := current || rules == rulesV14
	sc, err := g.decodeScenario(data, checks{dice: !older, reloads: !older && rules != rulesV8, engine: checked || rules == rulesV12 || rules == rulesV13, armor: checked || rules == rulesV13, shipArmor: checked})
	if err != nil {
		return nil, err
	}
	if current {
		return sc, nil
	}
	// A copy, for the decoded scenario may be shared.
	cp := *sc.(*Scenario)
	cp.onlineOnly = older
	cp.heldForGood = older || rules == rulesV8
	cp.reachPastLastHit = rules != rulesV11 && rules != rulesV12 && rules != rulesV13 && rules != rulesV14
	cp.crewUnitsStand, cp.coverAnywhere = true, true
	return &cp, nil
}

// fixedDamageRules reports whether rules let any weapon buy fixed damage:
// rules 1 to 7 did.
func fixedDamageRules(rules string) bool {
	switch rules {
	case rulesV1, rulesV2, rulesV3, rulesV4, rulesV5, rulesV6, rulesV7:
		return true
	}
	return false
}

// checks are the checks of a scenario's designs that came with a rules
// version, all asked of a new scenario; a save of older rules asks those
// of its rules only (DecodeScenarioOfRules).
type checks struct {
	dice    bool // rules 8: only projectors buy fixed damage (design.FixedDamage)
	reloads bool // rules 9: designs may carry magazine reloads
	engine  bool // rules 12: an engine of size 1 or more (design.Derived.Err)
	armor   bool // rules 13: component armor of weight 1 or more (design.DeriveAll)
	// rules 14: the ship's armor of size 1 or more (design.DeriveAll;
	// design.DeriveAllBeforeShipArmorLimit keeps rules 13's armor only)
	shipArmor bool
}

// decodeScenario decodes and checks a scenario by the checks given.
func (Game) decodeScenario(data []byte, c checks) (engine.Scenario, error) {
	var f ScenarioFile
	if err := gamedata.Decode(data, &f, "scenario"); err != nil {
		return nil, err
	}
	gamedata.DefaultSideColours(data, f.Sides, func(s *SideFile) *string { return &s.Color })
	if !c.reloads {
		for i, d := range f.Designs {
			for k, w := range d.Weapons {
				if w.Reloads != 0 {
					return nil, fmt.Errorf("designs[%d]: design %s: %s: reloads: magazine reloads came with rules %s; a save of older rules carries none", i, strings.TrimSpace(d.Name), design.WeaponEntry(k, w), rulesV9)
				}
			}
		}
	}
	sc, err := checkScenario(f, c)
	if err == nil && gamedata.WrittenZero(data, "turns") {
		err = fmt.Errorf("turns: 0 is not from 1 to %d (leave turns out for the default %d)", MaxTurns, DefaultTurns)
	}
	if err == nil {
		err = gamedata.CheckSides(data, sc.Sides())
	}
	if err != nil {
		err = gamedata.Locate(data, err)
		if gamedata.ValidName(f.Name) {
			return nil, fmt.Errorf("scenario %q: %w", f.Name, err)
		}
		return nil, err
	}
	return sc, nil
}

// ParseHex reads an axial hex written "q,r" (the map has no edges, so no
// offset coordinates).
func ParseHex(s string) (hex.Hex, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(s), ",")
	if !ok {
		return hex.Hex{}, fmt.Errorf("%q is not a hex (write q,r, e.g. 0,-4)", s)
	}
	q, err1 := strconv.Atoi(strings.TrimSpace(a))
	r, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || q < -maxCoord || q > maxCoord || r < -maxCoord || r > maxCoord {
		return hex.Hex{}, fmt.Errorf("%q is not a hex (write q,r with whole numbers from %d to %d)", s, -maxCoord, maxCoord)
	}
	return hex.Hex{Q: q, R: r}, nil
}

// FormatHex writes a hex as ParseHex reads it.
func FormatHex(h hex.Hex) string { return strconv.Itoa(h.Q) + "," + strconv.Itoa(h.R) }

func checkScenario(f ScenarioFile, c checks) (*Scenario, error) {
	switch {
	case f.Game != "" && f.Game != ID:
		return nil, fmt.Errorf("game: %q, not %s", f.Game, ID)
	case !gamedata.ValidName(f.Name):
		return nil, errors.New("name: 1 to 40 characters of a-z, 0-9, - and _")
	case strings.TrimSpace(f.Title) == "" || utf8.RuneCountInString(f.Title) > 80 || !gamedata.Printable(f.Title):
		return nil, errors.New("title: 1 to 80 printable characters")
	case utf8.RuneCountInString(f.Description) > 2000 || !gamedata.Printable(strings.ReplaceAll(f.Description, "\n", " ")):
		return nil, errors.New("description: at most 2000 printable characters")
	case f.Turns < 0 || f.Turns > MaxTurns:
		return nil, fmt.Errorf("turns: %d is not from 1 to %d", f.Turns, MaxTurns)
	case len(f.Sides) != 2:
		return nil, fmt.Errorf("sides: %d; a battle of SSCS has two sides", len(f.Sides))
	case len(f.Designs) > maxDesignList:
		return nil, fmt.Errorf("designs: at most %d", maxDesignList)
	}
	f.Game = ID
	designs, err := gatherDesigns(f)
	if err != nil {
		return nil, err
	}
	deriveAll := design.DeriveAll
	switch {
	case !c.armor:
		deriveAll = design.DeriveAllBeforeArmorLimit
	case !c.shipArmor:
		deriveAll = design.DeriveAllBeforeShipArmorLimit
	}
	derived, err := deriveAll(designs, nil)
	if err != nil {
		return nil, fmt.Errorf("designs: %w", err)
	}
	for i, dv := range derived {
		err := dv.Err()
		if !c.engine {
			err = dv.ErrBeforeEngineLimit()
		}
		if err != nil {
			return nil, fmt.Errorf("designs[%d]: %w", i, err)
		}
		if c.dice {
			if err := dv.Design.FixedDamage(); err != nil {
				return nil, fmt.Errorf("designs[%d]: %w", i, err)
			}
		}
		if n := countMounts(dv); n > maxMounts {
			return nil, fmt.Errorf("designs[%d]: %s has %d weapons; a ship in play has at most %d", i, dv.Design.Name, n, maxMounts)
		}
		designs[i].Name = dv.Design.Name
	}
	f.Designs = designs
	sc := &Scenario{file: f, derived: derived}
	if err := sc.checkSides(); err != nil {
		return nil, err
	}
	craftCost := func(name string) int {
		if _, dv := sc.derivedByName(name); dv != nil {
			return dv.Cost
		}
		return 0
	}
	for _, dv := range derived {
		sc.classes = append(sc.classes, newClass(dv, craftCost))
	}
	data, err := sc.Canonical()
	if err != nil {
		return nil, err
	}
	h := engine.NewHasher()
	h.String(rulesV1) // the first rules' name, kept so that older saves verify
	h.Bytes(data)
	sc.digest = h.Sum()
	return sc, nil
}

// gatherDesigns lists the designs a scenario uses: its own first, then
// those of the catalogue that its ships, builds or hangars name.
func gatherDesigns(f ScenarioFile) ([]design.Design, error) {
	cat, err := Catalogue()
	if err != nil {
		return nil, err
	}
	designs := append([]design.Design(nil), f.Designs...)
	find := func(name string) (design.Design, bool) {
		for _, d := range designs {
			if strings.EqualFold(strings.TrimSpace(d.Name), strings.TrimSpace(name)) {
				return d, true
			}
		}
		return design.Design{}, false
	}
	var need func(name, where string) error
	need = func(name, where string) error {
		if _, ok := find(name); ok {
			return nil
		}
		for _, d := range cat {
			if strings.EqualFold(d.Name, strings.TrimSpace(name)) {
				designs = append(designs, d)
				for _, a := range d.Aux {
					if a.Kind == design.Hangar {
						if err := need(a.Craft, "design "+d.Name+": hangar"); err != nil {
							return err
						}
					}
				}
				return nil
			}
		}
		var known []string
		for _, d := range f.Designs {
			known = append(known, d.Name)
		}
		for _, d := range cat {
			known = append(known, d.Name)
		}
		return fmt.Errorf("%s: %s", where, gamedata.Unknown(name, "no design %s in the scenario or the catalogue", known))
	}
	for _, d := range f.Designs {
		for i, a := range d.Aux {
			if a.Kind == design.Hangar {
				if err := need(a.Craft, fmt.Sprintf("designs: %s: %s", d.Name, design.AuxEntry(i, a))); err != nil {
					return nil, err
				}
			}
		}
	}
	for i, s := range f.Sides {
		for j, sh := range s.Ships {
			if err := need(sh.Design, fmt.Sprintf("sides[%d].ships[%d]: design", i, j)); err != nil {
				return nil, err
			}
		}
		if s.Build != nil {
			for j, n := range s.Build.Designs {
				if err := need(n, fmt.Sprintf("sides[%d].build.designs[%d]", i, j)); err != nil {
					return nil, err
				}
			}
		}
	}
	return designs, nil
}

func countMounts(dv *design.Derived) int {
	n := 0
	for _, w := range dv.Weapons {
		n += w.Qty
	}
	return n
}

// derivedByName finds a design of the scenario.
func (sc *Scenario) derivedByName(name string) (int, *design.Derived) {
	for i, dv := range sc.derived {
		if strings.EqualFold(dv.Design.Name, strings.TrimSpace(name)) {
			return i, dv
		}
	}
	return -1, nil
}

func (sc *Scenario) checkSides() error {
	f := &sc.file
	names := map[string]bool{}
	building := 0
	units := 0
	for i := range f.Sides {
		s := &f.Sides[i]
		where := fmt.Sprintf("sides[%d]", i)
		switch {
		case strings.TrimSpace(s.Name) == "" || utf8.RuneCountInString(s.Name) > 30 || !gamedata.Printable(s.Name):
			return fmt.Errorf("%s: name: 1 to 30 printable characters", where)
		case utf8.RuneCountInString(s.Color) > 20 || !gamedata.Printable(s.Color):
			return fmt.Errorf("%s: color: at most 20 printable characters", where)
		case len(s.Ships) > maxShips:
			return fmt.Errorf("%s: ships: %d, at most %d", where, len(s.Ships), maxShips)
		case s.Build == nil && len(s.Ships) == 0:
			return fmt.Errorf("%s: no ships and no build: a side needs one or the other", where)
		case s.Build != nil && len(s.Ships) > 0:
			return fmt.Errorf("%s: a side either lists its ships or builds them, not both", where)
		}
		if s.Build != nil {
			building++
			if err := sc.checkBuild(s.Build, where+".build"); err != nil {
				return err
			}
			units += maxShips
		}
		for j := range s.Ships {
			sh := &s.Ships[j]
			w := fmt.Sprintf("%s.ships[%d]", where, j)
			name := strings.TrimSpace(sh.Name)
			if name == "" || utf8.RuneCountInString(name) > 30 || !gamedata.Printable(name) {
				return fmt.Errorf("%s: name: 1 to 30 printable characters", w)
			}
			if names[strings.ToLower(name)] {
				return fmt.Errorf("%s: the name %q is used twice", w, name)
			}
			names[strings.ToLower(name)] = true
			_, dv := sc.derivedByName(sh.Design)
			if dv == nil {
				return fmt.Errorf("%s: no design %q", w, sh.Design)
			}
			sh.Design = dv.Design.Name
			if _, err := ParseHex(sh.At); err != nil {
				return fmt.Errorf("%s: at: %w", w, err)
			}
			if strings.TrimSpace(sh.Heading) == "" {
				return fmt.Errorf("%s: heading: missing (N, NE, SE, S, SW or NW)", w)
			}
			if _, err := hex.ParseDirection(sh.Heading); err != nil {
				return fmt.Errorf("%s: heading: %q is not N, NE, SE, S, SW or NW", w, sh.Heading)
			}
			if sh.Speed < 0 || sh.Speed > maxSpeed {
				return fmt.Errorf("%s: speed: %d is not from 0 to %d", w, sh.Speed, maxSpeed)
			}
			units += 1 + craftOf(dv)
		}
	}
	if err := sc.checkDocked(); err != nil {
		return err
	}
	if building == 1 {
		return errors.New("sides: either both sides build their squadrons or neither does")
	}
	if units > maxUnits {
		return fmt.Errorf("sides: %d ships and craft in all, at most %d", units, maxUnits)
	}
	return nil
}

// checkDocked checks the ships that start docked.
func (sc *Scenario) checkDocked() error {
	type at struct {
		side, idx int
		sf        *ShipFile
	}
	var all []at
	for i := range sc.file.Sides {
		for j := range sc.file.Sides[i].Ships {
			all = append(all, at{i, j, &sc.file.Sides[i].Ships[j]})
		}
	}
	for _, a := range all {
		if a.sf.Docked == "" {
			continue
		}
		w := fmt.Sprintf("sides[%d].ships[%d]: docked", a.side, a.idx)
		var o *ShipFile
		for _, b := range all {
			if strings.EqualFold(b.sf.Name, strings.TrimSpace(a.sf.Docked)) {
				o = b.sf
			}
		}
		switch {
		case o == nil || o == a.sf:
			return fmt.Errorf("%s: no other ship named %q", w, a.sf.Docked)
		case o.Docked != "":
			return fmt.Errorf("%s: the %s is docked itself (one ship docks with another)", w, o.Name)
		}
		h1, _ := ParseHex(a.sf.At)
		h2, _ := ParseHex(o.At)
		d1, _ := hex.ParseDirection(a.sf.Heading)
		d2, _ := hex.ParseDirection(o.Heading)
		if h1 != h2 || d1 != d2 || a.sf.Speed != o.Speed {
			return fmt.Errorf("%s: docked ships share a hex, a heading and a speed (Docking)", w)
		}
		a.sf.Docked = o.Name
	}
	return sc.checkDockRoom()
}

// checkDockRoom holds the ships that start docked to the room canDock
// asks of a docking in play: one ship may always dock with another, two or
// more only if together they are not larger than the ship they dock with
// (Docking: two destroyers find no room on one fighter "for both").
func (sc *Scenario) checkDockRoom() error {
	f := &sc.file
	for i := range f.Sides {
		for j := range f.Sides[i].Ships {
			host := &f.Sides[i].Ships[j]
			var names []string
			size := 0
			for k := range f.Sides {
				for _, b := range f.Sides[k].Ships {
					if b.Docked != "" && strings.EqualFold(b.Docked, host.Name) {
						_, dv := sc.derivedByName(b.Design)
						size += dv.TotalSize
						names = append(names, b.Name)
					}
				}
			}
			if _, dv := sc.derivedByName(host.Design); len(names) > 1 && size > dv.TotalSize {
				return fmt.Errorf("sides[%d].ships[%d]: %s start docked with the %s (size %d), but together they are larger (size %d): there is no room for them all (Docking: not two destroyers on one fighter)",
					i, j, engine.List(names...), host.Name, dv.TotalSize, size)
			}
		}
	}
	return nil
}

func craftOf(dv *design.Derived) int {
	n := 0
	for _, a := range dv.Aux {
		if a.Kind == design.Hangar {
			n += a.Qty
		}
	}
	return n
}

func (sc *Scenario) checkBuild(b *BuildFile, where string) error {
	switch {
	case b.Budget < 1 || b.Budget > maxBudget:
		return fmt.Errorf("%s: budget: %s is not from 1 to %s", where, engine.Thousands(b.Budget), engine.Thousands(maxBudget))
	case len(b.Designs) == 0 || len(b.Designs) > maxDesignList:
		return fmt.Errorf("%s: designs: 1 to %d design names", where, maxDesignList)
	case b.Speed < 0 || b.Speed > maxSpeed:
		return fmt.Errorf("%s: speed: %d is not from 0 to %d", where, b.Speed, maxSpeed)
	}
	if _, err := ParseHex(b.At); err != nil {
		return fmt.Errorf("%s: at: %w", where, err)
	}
	if _, err := hex.ParseDirection(b.Heading); err != nil {
		return fmt.Errorf("%s: heading: %q is not N, NE, SE, S, SW or NW", where, b.Heading)
	}
	for i, n := range b.Designs {
		_, dv := sc.derivedByName(n)
		if dv == nil {
			return fmt.Errorf("%s: designs[%d]: no design %q", where, i, n)
		}
		b.Designs[i] = dv.Design.Name
	}
	return nil
}

//go:embed designs/*.yaml
var designFiles embed.FS

// embeddedDesigns is the embedded design files decoded once per process
// (every scenario load used to decode them again, most of a load's time).
// The designs it holds are never written: Catalogue hands out copies.
var embeddedDesigns = sync.OnceValues(decodeCatalogue)

// Catalogue returns the designs that ship with the program
// (internal/games/sscs/designs/*.yaml), file by file in name order: a
// copy the caller may change, decoded once per process.
func Catalogue() ([]design.Design, error) {
	ds, err := embeddedDesigns()
	if err != nil {
		return nil, err
	}
	out := make([]design.Design, len(ds))
	for i, d := range ds {
		out[i] = d.Clone()
	}
	return out, nil
}

// decodeCatalogue decodes the embedded design files, file by file in name
// order.
func decodeCatalogue() ([]design.Design, error) {
	entries, err := fs.ReadDir(designFiles, "designs")
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	var out []design.Design
	for _, n := range names {
		data, err := designFiles.ReadFile("designs/" + n)
		if err != nil {
			return nil, err
		}
		ds, err := design.Decode(data)
		if err != nil {
			return nil, fmt.Errorf("designs/%s: %w", n, err)
		}
		out = append(out, ds...)
	}
	return out, nil
}

// CheckData implements engine.DataChecker for design files: a YAML list of
// designs, each derived and checked against the limits of Evaluate Design.
// Hangars may name the file's own designs or the catalogue's.
func (Game) CheckData(data []byte) (string, error) {
	list, err := design.Decode(data)
	if err != nil {
		return "", err
	}
	cat, err := Catalogue()
	if err != nil {
		return "", err
	}
	all, err := design.DeriveAll(list, catalogueCraft(cat))
	if err != nil {
		return "", err
	}
	var parts []string
	for _, dv := range all {
		if err := dv.Err(); err != nil {
			return "", err
		}
		if err := dv.Design.FixedDamage(); err != nil {
			return "", err
		}
		parts = append(parts, fmt.Sprintf("%s: cost %s, size %d", dv.Design.Name, engine.Thousands(dv.Cost), dv.TotalSize))
	}
	if len(all) == 1 {
		return "design " + parts[0], nil
	}
	return fmt.Sprintf("%d designs (%s)", len(all), strings.Join(parts, "; ")), nil
}

// catalogueCraft resolves hangar craft from the catalogue's designs (a
// fighter "or other Vehicle"; one with a hangar of its own is refused by
// Derive, as it needs a craft function to derive).
func catalogueCraft(cat []design.Design) design.CraftFunc {
	return func(name string) (*design.Derived, error) {
		for _, d := range cat {
			if strings.EqualFold(d.Name, strings.TrimSpace(name)) {
				if d.HasHangar() {
					return nil, design.NestedHangar(d.Name)
				}
				return design.Derive(d, nil)
			}
		}
		return nil, fmt.Errorf("no design named %q in the file or the catalogue", name)
	}
}
