package starshipbattles

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Grid limits. The rulebook does not print the stellar grid's size; 24
// columns by 32 rows, the set-up edges being the short ones, is the
// project's own (docs/rules/starshipbattles.md).
const (
	DefaultCols, DefaultRows = 24, 32
	minCols, minRows         = 8, 10
	maxCols, maxRows         = 60, 60
	// SetupDepth is how far from its edge a fleet sets up ("within 3
	// squares of the edge").
	SetupDepth = 3
	// StandardPoints is the standard battle's fleet limit (Building a
	// Fleet).
	StandardPoints = 300
	maxUnits       = 60 // ships and fighters of one side (the project's own bound)
	maxPoints      = 3000
)

// Rules names of the scenario's rules field and of the rules option.
const (
	RulesQuickStart = "quickstart"
	RulesAdvanced   = "advanced"
)

// Edges a fleet sets up along.
const (
	EdgeNorth = "north" // the top rows
	EdgeSouth = "south" // the bottom rows
)

// ScenarioFile is a scenario as written in YAML (assets/scenarios/
// starshipbattles) and in the JSON that save files embed.
type ScenarioFile struct {
	Game        string `yaml:"game,omitempty" json:"game,omitempty"`
	Name        string `yaml:"name" json:"name"`
	Title       string `yaml:"title" json:"title"`
	Description string `yaml:"description,omitempty" json:"description,omitempty"`
	// Rules is quickstart or advanced (the default): the Quick Start game
	// leaves out special abilities and Fleet Commander.
	Rules string    `yaml:"rules,omitempty" json:"rules,omitempty"`
	Grid  *GridFile `yaml:"grid,omitempty" json:"grid,omitempty"`
	// Build, when given, has every side build its fleet in secret to
	// Build.Points before the battle (Building a Fleet); the sides then
	// list no ships.
	Build *BuildFile `yaml:"build,omitempty" json:"build,omitempty"`
	// Setup is "place" (the default: the players place their nonfighters
	// within 3 squares of their edge) or "fixed" (every ship's square is
	// given).
	Setup string `yaml:"setup,omitempty" json:"setup,omitempty"`
	// First is the faction that sets up first ("light" in the Quick Start
	// game); empty: a d20 roll decides, the lower roll first (Assemble
	// Your Fleet).
	First string     `yaml:"first,omitempty" json:"first,omitempty"`
	Sides []SideFile `yaml:"sides" json:"sides"`
}

// GridFile is the size of the stellar grid.
type GridFile struct {
	Cols int `yaml:"cols" json:"cols"`
	Rows int `yaml:"rows" json:"rows"`
}

// BuildFile is the point limit of fleets built in the game.
type BuildFile struct {
	Points int `yaml:"points" json:"points"`
}

// SideFile is one player's fleet. Sides of the same faction are a team;
// with four sides the factions alternate in seating order (Team Play).
type SideFile struct {
	Name    string `yaml:"name" json:"name"`
	Color   string `yaml:"color,omitempty" json:"color,omitempty"`
	Faction string `yaml:"faction" json:"faction"`
	// Edge is where the faction sets up: north or south (default: the
	// Dark Side north, the Light Side south).
	Edge  string     `yaml:"edge,omitempty" json:"edge,omitempty"`
	Ships []ShipFile `yaml:"ships,omitempty" json:"ships,omitempty"`
}

// ShipFile is one or more ships of a card. Class 4 ships go to the fleet's
// fighter pool unless the scenario places them; nonfighters are placed by
// their player unless the scenario is fixed.
type ShipFile struct {
	Card   string `yaml:"card" json:"card"`
	Count  *int   `yaml:"count,omitempty" json:"count,omitempty"` // nil: one ship
	At     string `yaml:"at,omitempty" json:"at,omitempty"`       // "x,y": the top-left square of its space
	Facing string `yaml:"facing,omitempty" json:"facing,omitempty"`
}

// Scenario is a checked scenario of Starship Battles.
type Scenario struct {
	file  ScenarioFile
	cols  int
	rows  int
	cards []*Card
	sides []sideSetup
	first int // faction that sets up first, or -1 for a roll
	// before11 plays a save of rules 1 to 10 as it was played: Long-Range
	// Bombardment halves the weapon's Damage rating, then its bonuses come
	// (rules 11 halve the damage the attack deals), and no teammate is
	// asked about options for its ally's part of a phase (rules 11 ask).
	// Set by DecodeScenarioOfRules, never written in the file.
	before11 bool
}

type sideSetup struct {
	faction Faction
	edge    string
	units   []unitSetup
}

type unitSetup struct {
	card   CardID
	placed bool
	at     grid.Square
	facing grid.Facing
}

var _ engine.Scenario = (*Scenario)(nil)

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

// Canonical implements engine.Scenario: JSON that DecodeScenario reads back.
func (sc *Scenario) Canonical() ([]byte, error) { return json.Marshal(sc.file) }

// File returns the scenario as written.
func (sc *Scenario) File() ScenarioFile { return gamedata.DeepCopy(sc.file) }

// Points is the total cost of side p's ships as the scenario lists them.
func (sc *Scenario) Points(p int) int {
	if p < 0 || p >= len(sc.sides) {
		return 0
	}
	n := 0
	for _, u := range sc.sides[p].units {
		n += sc.cards[u.card].Cost
	}
	return n
}

// DecodeScenario implements engine.Game: YAML, or JSON when the document
// starts with "{". Unknown fields are errors; errors name the field.
func (Game) DecodeScenario(data []byte) (engine.Scenario, error) {
	var f ScenarioFile
	if err := gamedata.Decode(data, &f, "scenario"); err != nil {
		return nil, err
	}
	gamedata.DefaultSideColours(data, f.Sides, func(s *SideFile) *string { return &s.Color })
	cards, err := catalogue()
	if err != nil {
		return nil, err
	}
	sc := &Scenario{file: f, cards: cards}
	err = sc.check()
	if err == nil && gamedata.IsYAML(data) {
		err = sc.checkLaunchers()
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

// ParseSquare reads a square written "x,y" (column, row, from 0).
func ParseSquare(s string) (grid.Square, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(s), ",")
	if ok {
		x, err1 := strconv.Atoi(strings.TrimSpace(a))
		y, err2 := strconv.Atoi(strings.TrimSpace(b))
		if err1 == nil && err2 == nil && x >= 0 && y >= 0 && x < 1000 && y < 1000 {
			return grid.Square{X: x, Y: y}, nil
		}
	}
	return grid.Square{}, fmt.Errorf("%q is not a square (write x,y, e.g. 12,30)", s)
}

func (sc *Scenario) cardByName(name string) (CardID, bool) {
	t := strings.TrimSpace(name)
	for i, c := range sc.cards {
		if strings.EqualFold(c.Name, t) {
			return CardID(i), true
		}
	}
	return -1, false
}

func (sc *Scenario) check() error {
	f := &sc.file
	switch {
	case f.Game != "" && f.Game != ID:
		return fmt.Errorf("game: %q, but this is a %s scenario", f.Game, ID)
	case f.Name == "":
		return errors.New("name: missing")
	case !gamedata.ValidName(f.Name):
		return fmt.Errorf("name: %q is not a short identifier (lower-case letters, digits, - and _, at most 40)", f.Name)
	case strings.TrimSpace(f.Title) == "":
		return errors.New("title: missing")
	case utf8.RuneCountInString(f.Title) > 80 || !gamedata.Printable(f.Title):
		return errors.New("title: at most 80 printable characters on one line")
	case len(f.Description) > 4000 || !utf8.ValidString(f.Description):
		return errors.New("description: at most 4000 bytes of UTF-8 text")
	case f.Rules != "" && f.Rules != RulesQuickStart && f.Rules != RulesAdvanced:
		return fmt.Errorf("rules: %q is neither %s nor %s", f.Rules, RulesQuickStart, RulesAdvanced)
	case f.Setup != "" && f.Setup != "place" && f.Setup != "fixed":
		return fmt.Errorf("setup: %q is neither place nor fixed", f.Setup)
	case len(f.Sides) != 2 && len(f.Sides) != 4:
		return fmt.Errorf("sides: %d; Starship Battles is played by two players, or four in two teams (Team Play)", len(f.Sides))
	}
	sc.cols, sc.rows = DefaultCols, DefaultRows
	if f.Grid != nil {
		sc.cols, sc.rows = f.Grid.Cols, f.Grid.Rows
		if sc.cols < minCols || sc.rows < minRows || sc.cols > maxCols || sc.rows > maxRows {
			return fmt.Errorf("grid: %d × %d, want %d to %d columns and %d to %d rows", sc.cols, sc.rows, minCols, maxCols, minRows, maxRows)
		}
	}
	sc.first = -1
	if f.First != "" {
		fac, ok := parseFaction(f.First)
		if !ok {
			return fmt.Errorf("first: %q is neither light nor dark", f.First)
		}
		sc.first = int(fac)
	}
	fixed := f.Setup == "fixed"
	if f.Build != nil {
		switch {
		case f.Build.Points < 1 || f.Build.Points > maxPoints:
			return fmt.Errorf("build.points: %d is not from 1 to %d", f.Build.Points, maxPoints)
		case fixed:
			return errors.New("setup: fixed needs the ships' squares, but fleets built in the game are placed by their players")
		}
	}
	var edges [2]string
	var count [2]int
	for p, sd := range f.Sides {
		if err := sc.checkSide(p, sd, &edges, fixed); err != nil {
			return err
		}
		count[sc.sides[p].faction]++
	}
	if count[0] != count[1] {
		return errors.New("sides: each faction needs as many players as the other")
	}
	if err := sc.checkBuildPoints(); err != nil {
		return err
	}
	if err := sc.checkOnGrid(); err != nil {
		return err
	}
	if err := sc.checkUnique(); err != nil {
		return err
	}
	if !fixed {
		if err := sc.checkFit(); err != nil {
			return err
		}
	}
	if fixed {
		return sc.checkPlacement()
	}
	return nil
}

// checkSide checks side p and adds it to the scenario: its name, colour
// and faction (alternating around the table), its edge (one a team, the
// teams opposite), and its ships.
func (sc *Scenario) checkSide(p int, sd SideFile, edges *[2]string, fixed bool) error {
	f := &sc.file
	where := fmt.Sprintf("sides[%d]", p)
	fac, ok := parseFaction(sd.Faction)
	if !ok {
		return fmt.Errorf("%s.faction: %q is neither light nor dark", where, sd.Faction)
	}
	if err := gamedata.CheckSideName(where, sd.Name, sd.Color); err != nil {
		return err
	}
	switch {
	case p > 0 && fac == sc.sides[p-1].faction && len(f.Sides) == 2:
		return fmt.Errorf("%s.faction: %s, as the other side's: one side is light and the other dark", where, sd.Faction)
	case p > 0 && fac == sc.sides[p-1].faction:
		return fmt.Errorf("%s.faction: the factions alternate around the table (Team Play: players of each team alternate seating positions)", where)
	}
	for q := 0; q < p; q++ {
		if strings.EqualFold(f.Sides[q].Name, sd.Name) {
			return fmt.Errorf("%s.name: %q is the name of another side too", where, sd.Name)
		}
	}
	edge := sd.Edge
	if edge == "" {
		edge = [2]string{EdgeSouth, EdgeNorth}[fac]
	}
	switch {
	case edge != EdgeNorth && edge != EdgeSouth:
		return fmt.Errorf("%s.edge: %q is neither north nor south", where, sd.Edge)
	case edges[fac] != "" && edges[fac] != edge:
		return fmt.Errorf("%s.edge: both fleets of a team set up in the same area (Team Play)", where)
	case edges[1-fac] == edge:
		return fmt.Errorf("%s.edge: the two teams set up along opposite edges", where)
	case f.Build != nil && len(sd.Ships) > 0:
		return fmt.Errorf("%s.ships: the fleets of this scenario are built in the game (build.points), so list no ships", where)
	case f.Build == nil && len(sd.Ships) == 0:
		return fmt.Errorf("%s.ships: a fleet needs ships (or give build.points)", where)
	}
	edges[fac] = edge
	ss := sideSetup{faction: fac, edge: edge}
	for i, shf := range sd.Ships {
		if err := sc.addShips(&ss, shf, fixed); err != nil {
			return fmt.Errorf("%s.ships[%d]: %w", where, i, err)
		}
	}
	if len(ss.units) > maxUnits {
		return fmt.Errorf("%s.ships: %d ships and fighters, at most %d (the project's own limit)", where, len(ss.units), maxUnits)
	}
	sc.sides = append(sc.sides, ss)
	return nil
}

// checkFit wants each team's nonfighters to fit in its set-up area.
// checkOnGrid wants each team of a scenario that gives the fleets to have
// a ship that will be on the grid: a class 1–3 ship, or a fighter given a
// square. The building phase's own rule, for fleets the scenario gives:
// fighters enter the battle only by launch, so a team of fighters in pools
// would lose before it fought (a fleet of fighters in Team Play fights
// beside its teammate's ships).
func (sc *Scenario) checkOnGrid() error {
	if sc.file.Build != nil {
		return nil
	}
	for fac := Faction(0); fac < 2; fac++ {
		ok := false
		for _, ss := range sc.sides {
			ok = ok || ss.faction == fac && slices.ContainsFunc(ss.units, func(u unitSetup) bool { return u.placed || sc.cards[u.card].Class != 4 })
		}
		if !ok {
			return fmt.Errorf("sides: the %s needs a ship of class 1, 2 or 3, or a fighter given a square: starfighters enter the battle only when launched (Starship Classes)", fac)
		}
	}
	return nil
}

// checkLaunchers wants a team whose scenario puts starfighters in its
// pool (class 4 ships given no square) to have a ship with Fighter Launch:
// a fighter in the pool enters the battle only when a carrier of its team
// launches it (Starship Classes, Fighter Launch), so without one it would
// sit out the battle, its points spent and nobody told. It checks the
// files authors write (YAML); a save's scenario (JSON) is read as before,
// for the program's own tests and saves play such pools on purpose.
func (sc *Scenario) checkLaunchers() error {
	if sc.file.Build != nil {
		return nil
	}
	var carriers [2]bool
	for _, ss := range sc.sides {
		for _, u := range ss.units {
			carriers[ss.faction] = carriers[ss.faction] || sc.cards[u.card].Full.Value(FighterLaunch) > 0
		}
	}
	for p, sd := range sc.file.Sides {
		fac := sc.sides[p].faction
		for i, shf := range sd.Ships {
			id, ok := sc.cardByName(shf.Card)
			if !ok || carriers[fac] || shf.At != "" || sc.cards[id].Class != 4 {
				continue
			}
			return fmt.Errorf("sides[%d].ships[%d]: %s would wait in the fighter pool for the battle: no ship of the %s has Fighter Launch to launch it (Starship Classes); give it a square with setup: fixed, or field a carrier", p, i, sc.cards[id].Name, fac)
		}
	}
	return nil
}

// checkBuildPoints refuses a limit that buys no class 1–3 ship of a side's
// faction: a fleet needs one before it is done (the project's own rule,
// Building a Fleet), so such a battle could never leave the building phase.
func (sc *Scenario) checkBuildPoints() error {
	if sc.file.Build == nil {
		return nil
	}
	for _, ss := range sc.sides {
		least := 0
		for _, c := range sc.cards {
			if c.Faction == ss.faction && c.Class != 4 && (least == 0 || c.Cost < least) {
				least = c.Cost
			}
		}
		if sc.file.Build.Points < least {
			return fmt.Errorf("build.points: %d buys no class 1–3 ship of the %s (the cheapest costs %d), and a fleet needs one", sc.file.Build.Points, ss.faction, least)
		}
	}
	return nil
}

func (sc *Scenario) checkFit() error {
	for fac := Faction(0); fac < 2; fac++ {
		var sizes []int
		for _, ss := range sc.sides {
			for _, u := range ss.units {
				if c := sc.cards[u.card]; ss.faction == fac && c.Class != 4 {
					sizes = append(sizes, grid.ClassSize(c.Class))
				}
			}
		}
		if !packs(sizes, sc.cols) {
			return fmt.Errorf("sides: the %s's ships do not fit in its set-up area (%d × %d squares)", fac, sc.cols, SetupDepth)
		}
	}
	return nil
}

func (sc *Scenario) addShips(ss *sideSetup, shf ShipFile, fixed bool) error {
	id, ok := sc.cardByName(shf.Card)
	if !ok {
		return fmt.Errorf("card: %s", sc.unknownCard(shf.Card, ss.faction))
	}
	c := sc.cards[id]
	n := 1
	if shf.Count != nil {
		n = *shf.Count
	}
	switch {
	case c.Faction != ss.faction:
		return fmt.Errorf("card: %s is a %s ship; all the ships of a fleet belong to one faction (How to Read a Stat Card)", c.Name, c.Faction)
	case n < 1 || n > maxUnits:
		return fmt.Errorf("count: %d is not from 1 to %d (leave it out for one ship)", n, maxUnits)
	}
	u := unitSetup{card: id}
	if shf.At != "" || shf.Facing != "" {
		if !fixed {
			return errors.New("at: the players place their ships in this scenario (setup: place); give squares only with setup: fixed")
		}
		if n != 1 {
			return errors.New("at: a ship placed on a square has count 1")
		}
		sq, err := ParseSquare(shf.At)
		if err != nil {
			return fmt.Errorf("at: %w", err)
		}
		u.at, u.placed = sq, true
		u.facing = towardEnemy(ss.edge)
		if shf.Facing != "" {
			fc, err := grid.ParseFacing(shf.Facing)
			if err != nil {
				return fmt.Errorf("facing: %q is not N, E, S or W", shf.Facing)
			}
			if c.Class == 4 && fc != grid.North {
				return errors.New("facing: facing does not matter for class 4 ships; leave it out")
			}
			u.facing = fc
		}
		if c.Class == 4 {
			u.facing = grid.North
		}
	} else if fixed && c.Class != 4 {
		return fmt.Errorf("at: with setup: fixed every nonfighter needs its square (%s)", c.Name)
	}
	for k := 0; k < n; k++ {
		ss.units = append(ss.units, u)
	}
	return nil
}

// towardEnemy is the facing of a ship that sets up along edge and looks
// across the grid.
func towardEnemy(edge string) grid.Facing {
	if edge == EdgeNorth {
		return grid.South
	}
	return grid.North
}

// checkUnique applies the Unique rule to each team: no two Unique ships
// that count as the same name (glossary: Unique; Clash over Coruscant: Unique
// Ships).
func (sc *Scenario) checkUnique() error {
	for fac := Faction(0); fac < 2; fac++ {
		var names []string
		for p, ss := range sc.sides {
			if ss.faction != fac {
				continue
			}
			for _, u := range ss.units {
				c := sc.cards[u.card]
				if !c.Unique {
					continue
				}
				for _, n := range names {
					if strings.EqualFold(n, c.UniqueName()) {
						return fmt.Errorf("sides[%d].ships: a second Unique %q in the %s (glossary: Unique)", p, c.UniqueName(), fac)
					}
				}
				names = append(names, c.UniqueName())
			}
		}
	}
	return nil
}

// checkPlacement checks the squares of a fixed set-up: on the grid, one
// ship to a square.
func (sc *Scenario) checkPlacement() error {
	type body struct {
		sp   grid.Space
		side int
	}
	var bodies []body
	for p, ss := range sc.sides {
		for i, u := range ss.units {
			if !u.placed {
				continue
			}
			sp := grid.NewSpace(u.at, grid.ClassSize(sc.cards[u.card].Class))
			if sp.Anchor.X+sp.Size > sc.cols || sp.Anchor.Y+sp.Size > sc.rows {
				return fmt.Errorf("sides[%d].ships: %s at %d,%d does not fit on the %d × %d grid (its %d × %d squares need x from 0 to %d and y from 0 to %d)", p, sc.cards[u.card].Name, u.at.X, u.at.Y, sc.cols, sc.rows, sp.Size, sp.Size, sc.cols-sp.Size, sc.rows-sp.Size)
			}
			for _, b := range bodies {
				if grid.SpaceDistance(b.sp, sp) == 0 {
					return fmt.Errorf("sides[%d].ships[%d]: %s at %d,%d overlaps another ship (only one starship can be in a square)", p, i, sc.cards[u.card].Name, u.at.X, u.at.Y)
				}
			}
			bodies = append(bodies, body{sp, p})
		}
	}
	return nil
}

// unknownCard says that no stat card is called name: the faction's cards
// whose names are nearest to it, or, when none is near, every card of the
// faction.
func (sc *Scenario) unknownCard(name string, fac Faction) string {
	if strings.TrimSpace(name) == "" {
		return "missing (the name of a stat card, e.g. " + strconv.Quote(sc.firstCard(fac)) + ")"
	}
	want := strings.ToLower(strings.TrimSpace(name))
	best, near := 1<<30, []string(nil)
	var all []string
	for _, c := range sc.cards {
		if c.Faction != fac {
			continue
		}
		all = append(all, c.Name)
		d := engine.EditDistance(want, strings.ToLower(c.Name))
		switch {
		case d < best:
			best, near = d, []string{c.Name}
		case d == best:
			near = append(near, c.Name)
		}
	}
	if best <= max(2, len(want)/4) && len(near) <= 3 {
		return fmt.Sprintf("no stat card %s; did you mean %s?", engine.Quote(name), strings.Join(quoteAll(near), " or "))
	}
	return fmt.Sprintf("no stat card %s among the %s cards (%s)", engine.Quote(name), fac, strings.Join(all, ", "))
}

func (sc *Scenario) firstCard(fac Faction) string {
	for _, c := range sc.cards {
		if c.Faction == fac {
			return c.Name
		}
	}
	return ""
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}
