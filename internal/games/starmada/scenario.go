package starmada

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// MaxScenarioSize bounds the scenario documents DecodeScenario reads.
const MaxScenarioSize = gamedata.MaxFileSize

// Board limits: 0.1.1 asks for at least 20 × 30 hexes.
const (
	MinCols, MinRows         = 30, 20
	maxCols, maxRows         = 80, 60
	DefaultCols, DefaultRows = 30, 20
	DefaultTurns             = 10 // 2.3
	// MaxTurns bounds a scenario's or the option's number of turns (the
	// project's own; 2.3 plays ten).
	MaxTurns        = 50
	SetupDepth      = 5 // 2.1.2
	maxShipsPerSide = 24
)

// ScenarioFile is a scenario as written in YAML (assets/scenarios/starmada)
// and in the JSON that save files embed.
type ScenarioFile struct {
	Game        string     `yaml:"game,omitempty" json:"game,omitempty"`
	Name        string     `yaml:"name" json:"name"`
	Title       string     `yaml:"title" json:"title"`
	Description string     `yaml:"description,omitempty" json:"description,omitempty"`
	Board       *BoardFile `yaml:"board,omitempty" json:"board,omitempty"`
	Turns       int        `yaml:"turns,omitempty" json:"turns,omitempty"`
	// Setup is "" when the scenario places every ship (at a hex it gives,
	// or in its side's zone), or "interactive" when the players set up
	// their ships in a Set-up Phase before the first turn (2.1.2).
	Setup   string       `yaml:"setup,omitempty" json:"setup,omitempty"`
	Objects []ObjectFile `yaml:"objects,omitempty" json:"objects,omitempty"`
	// PlaceObjects, with setup: interactive, has one side place objects
	// before the ships are set up and the other choose its edge (2.1.2).
	// The objects listed under objects are there as well (placed "by
	// mutual consent").
	PlaceObjects *PlaceObjectsFile `yaml:"place_objects,omitempty" json:"place_objects,omitempty"`
	// Build has the sides build their fleets to a point total before the
	// Set-up Phase (2.1.1); the sides then list no ships.
	Build   *BuildFile  `yaml:"build,omitempty" json:"build,omitempty"`
	Classes []ClassFile `yaml:"classes,omitempty" json:"classes,omitempty"`
	Sides   []SideFile  `yaml:"sides" json:"sides"`
}

// BoardFile is the size of the map.
type BoardFile struct {
	Cols int `yaml:"cols" json:"cols"`
	Rows int `yaml:"rows" json:"rows"`
}

// ObjectFile is an object on the map: "asteroid" or "planet" at a hex
// written CCRR (column and row, two digits each).
type ObjectFile struct {
	Kind string `yaml:"kind" json:"kind"`
	At   string `yaml:"at" json:"at"`
}

// PlaceObjectsFile is how many objects one side places in the Set-up
// Phase and of which kinds (asteroid and planet when none are given).
type PlaceObjectsFile struct {
	Count int      `yaml:"count" json:"count"`
	Kinds []string `yaml:"kinds,omitempty" json:"kinds,omitempty"`
}

// BuildFile is the point total each side builds its fleet to (2.1.1).
type BuildFile struct {
	Points int `yaml:"points" json:"points"`
}

// Point totals a fleet may be built to.
const (
	MinPoints = 100
	MaxPoints = 10000
)

// MaxPlacedObjects bounds place_objects.count.
const MaxPlacedObjects = 20

// DefaultObjectKinds are the kinds 2.1.2 names (a new slice each call).
func DefaultObjectKinds() []string { return []string{"asteroid", "planet"} }

// SideFile is one side: its name, colour, the long edge it sets up along
// ("north" for the top rows, "south" for the bottom) and its ships. In a
// scenario that builds its fleets, Fleet is the catalogue's fleet the side
// draws on first (and its scripted builder only), and there are no ships.
type SideFile struct {
	Name  string     `yaml:"name" json:"name"`
	Color string     `yaml:"color,omitempty" json:"color,omitempty"`
	Edge  string     `yaml:"edge,omitempty" json:"edge,omitempty"`
	Fleet string     `yaml:"fleet,omitempty" json:"fleet,omitempty"`
	Ships []ShipFile `yaml:"ships,omitempty" json:"ships,omitempty"`
}

// ShipFile is one ship: its own name, its class (from the catalogue or
// the scenario's classes) and, optionally, its hex (CCRR) and facing.
// Ships without a hex are placed in their side's set-up zone.
type ShipFile struct {
	Name   string `yaml:"name" json:"name"`
	Class  string `yaml:"class" json:"class"`
	At     string `yaml:"at,omitempty" json:"at,omitempty"`
	Facing string `yaml:"facing,omitempty" json:"facing,omitempty"`
}

// Scenario is a checked scenario of Starmada X.
type Scenario struct {
	file    ScenarioFile
	board   Board
	objects []Object
	// placeCount and placeKinds: objects placed by one side (2.1.2).
	placeCount int
	placeKinds []string
	classes    []*Class // the scenario's own designs
	// rules5: a save of rules 1-5 replays with the catalogue and the
	// ratings of those rules (rules5.go).
	rules5 bool
	// builder6: a save of rules 1-6 replays with the automatic fleet of
	// those rules (autoFleet6); builder10: one of rules 7-10 with theirs,
	// which stopped short of the total (autoFleet10).
	builder6, builder10 bool
	// before9: a save of rules 1-8 rates the scenario's own classes as
	// those rules did, in thousandths cut down after each factor
	// (combatRating8; rules 9 works the formula exactly).
	before9 bool
	// before13: a save of rules 1-12 replays the Damage step and B.5 as
	// those rules did: a crippled ship's owner is not asked what its hits
	// take (4.2.3), and an Extra Crew Casualties die lines its crew
	// casualty before the next die of the roll takes effect.
	before13 bool
	ships    [2][]placed
	fleets   [2]string // the fleets the sides build from (2.1.1)
}

type placed struct {
	name   string
	class  *Class
	pos    hex.Hex
	facing hex.Direction
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

// Canonical implements engine.Scenario: JSON that DecodeScenario reads back.
func (sc *Scenario) Canonical() ([]byte, error) { return json.Marshal(sc.file) }

// File returns the scenario as written.
func (sc *Scenario) File() ScenarioFile { return gamedata.DeepCopy(sc.file) }

// Points is the total Combat Rating of side p's ships (2.1.1).
func (sc *Scenario) Points(p engine.Player) int {
	if !validPlayer(p) {
		return 0
	}
	n := 0
	for _, s := range sc.ships[p] {
		n += s.class.CR
	}
	return n
}

// DecodeScenario implements engine.Game: YAML, or JSON when the document
// starts with "{". Unknown fields are errors; errors name the field.
func (Game) DecodeScenario(data []byte) (engine.Scenario, error) {
	return decodeScenario(data, false, false, false, false, false)
}

// decodeScenario decodes a scenario for the rules it is played under:
// rules5, builder6, before9, builder10 and before13 as the fields of
// Scenario.
func decodeScenario(data []byte, rules5, builder6, before9, builder10, before13 bool) (engine.Scenario, error) {
	var f ScenarioFile
	if err := gamedata.Decode(data, &f, "scenario"); err != nil {
		return nil, err
	}
	gamedata.DefaultSideColours(data, f.Sides, func(s *SideFile) *string { return &s.Color })
	sc := &Scenario{file: f, rules5: rules5, builder6: builder6, before9: before9, builder10: builder10, before13: before13}
	err := sc.check()
	if err == nil && gamedata.WrittenZero(data, "turns") {
		err = fmt.Errorf("turns: 0 is not from 1 to %d (leave turns out for the standard %d)", MaxTurns, DefaultTurns)
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

// ParseHex reads a hex written CCRR ("0512": column 5, row 12) or "C,R".
func ParseHex(s string) (hex.Hex, error) {
	t := strings.TrimSpace(s)
	var c, r int
	var err1, err2 error
	if a, b, ok := strings.Cut(t, ","); ok {
		c, err1 = strconv.Atoi(strings.TrimSpace(a))
		r, err2 = strconv.Atoi(strings.TrimSpace(b))
	} else if len(t) == 4 {
		c, err1 = strconv.Atoi(t[:2])
		r, err2 = strconv.Atoi(t[2:])
	} else {
		return hex.Hex{}, fmt.Errorf("%q is not a hex (write CCRR, e.g. 0512, or C,R)", s)
	}
	if err1 != nil || err2 != nil || c < 0 || r < 0 || c > 99 || r > 99 {
		return hex.Hex{}, fmt.Errorf("%q is not a hex (write CCRR, e.g. 0512, or C,R)", s)
	}
	return hex.FromOffset(c, r), nil
}

// InSetupZone reports whether h lies in the set-up zone of the side that
// sets up along edge ("north" or "south"): at most five hexes from that
// long edge and at least five from either short edge (2.1.2).
func (b Board) InSetupZone(h hex.Hex, edge string) bool {
	c, r := hex.ToOffset(h)
	c0, c1 := b.zoneColumns()
	if !b.Contains(h) || c < c0 || c > c1 {
		return false
	}
	if edge == "south" {
		return r >= b.Rows-SetupDepth
	}
	return r < SetupDepth
}

// zoneColumns are the first and last columns of both set-up zones. 2.1.2
// counts a hex's distance from an edge with the hex itself, as the zone's
// five rows show (row 00 is one hex from the long edge, row 04 five), so
// column 04 is five hexes from the west edge and the nearest column a
// ship may take; on 30 columns the zone runs from 04 to 25 (rules 4; rules
// 1–3 began it a column further in, at 05, and ended it at 24).
func (b Board) zoneColumns() (first, last int) {
	return SetupDepth - 1, b.Cols - SetupDepth
}

// classByName finds a class by name among the scenario's own and then the
// catalogue it draws on; nil when there is none (the error is the
// catalogue's own, which the caller must not read as "no such class").
func (sc *Scenario) classByName(name string) (*Class, error) {
	for _, c := range sc.classes {
		if strings.EqualFold(c.Name, name) {
			return c, nil
		}
	}
	cs, err := sc.catalogue()
	if err != nil {
		return nil, err
	}
	for _, c := range cs {
		if strings.EqualFold(c.Name, name) {
			return c, nil
		}
	}
	return nil, nil
}

// catalogue is the ship data the scenario draws on: the shipped one, or
// for a save of rules 1-5 that of those rules.
func (sc *Scenario) catalogue() ([]*Class, error) {
	if sc.rules5 {
		return rules5Classes()
	}
	return catalogueClasses()
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
	case f.Turns < 0 || f.Turns > MaxTurns:
		return fmt.Errorf("turns: %d is not from 1 to %d", f.Turns, MaxTurns)
	case len(f.Sides) != 2:
		return fmt.Errorf("sides: Starmada X is played here by two sides, not %d", len(f.Sides))
	case len(f.Classes) > 40:
		return errors.New("classes: more than 40")
	case len(f.Objects) > 200:
		return errors.New("objects: more than 200")
	case f.Setup != "" && f.Setup != SetupInteractive:
		return fmt.Errorf("setup: %q is not a way of setting up (leave it out to place ships where the scenario says, or write %s)", f.Setup, SetupInteractive)
	case f.Build != nil && f.Setup != SetupInteractive:
		return fmt.Errorf("build: the fleets are built before the players set them up, so it needs setup: %s", SetupInteractive)
	case f.Build != nil && (f.Build.Points < MinPoints || f.Build.Points > MaxPoints):
		return fmt.Errorf("build.points: %d is not from %d to %d", f.Build.Points, MinPoints, MaxPoints)
	}
	sc.board = Board{DefaultCols, DefaultRows}
	if f.Board != nil {
		sc.board = Board{f.Board.Cols, f.Board.Rows}
		if sc.board.Cols < MinCols || sc.board.Rows < MinRows || sc.board.Cols > maxCols || sc.board.Rows > maxRows {
			return fmt.Errorf("board: %d × %d, want at least %d columns by %d rows (0.1.1) and at most %d × %d", sc.board.Cols, sc.board.Rows, MinCols, MinRows, maxCols, maxRows)
		}
	}
	for i, cf := range f.Classes {
		c, err := BuildClass(cf)
		if err != nil {
			return fmt.Errorf("classes[%d]: %w", i, err)
		}
		if sc.before9 && cf.CR == 0 {
			c.CR = combatRating8(c, sc.rules5)
		}
		for _, o := range sc.classes {
			if strings.EqualFold(o.Name, c.Name) {
				return fmt.Errorf("classes[%d]: class %s is defined twice", i, c.Name)
			}
		}
		sc.classes = append(sc.classes, c)
	}
	if err := sc.checkObjects(); err != nil {
		return err
	}
	if err := sc.checkSides(); err != nil {
		return err
	}
	if strings.EqualFold(f.Sides[0].Name, f.Sides[1].Name) {
		return fmt.Errorf("sides[1].name: %q is the name of the other side too", f.Sides[1].Name)
	}
	return nil
}

// checkObjects reads the objects on the map and those one side places.
func (sc *Scenario) checkObjects() error {
	f := &sc.file
	for i, o := range f.Objects {
		k := strings.ToLower(strings.TrimSpace(o.Kind))
		if !validObjectKind(k) {
			return fmt.Errorf("objects[%d].kind: %q is not a kind of object such as asteroid or planet", i, o.Kind)
		}
		h, err := ParseHex(o.At)
		if err != nil {
			return fmt.Errorf("objects[%d].at: %w", i, err)
		}
		if !sc.board.Contains(h) {
			return fmt.Errorf("objects[%d].at: %s is off the board (%s)", i, o.At, sc.board.span())
		}
		for _, x := range sc.objects {
			if x.Hex == h {
				return fmt.Errorf("objects[%d].at: %s holds another object", i, o.At)
			}
		}
		sc.objects = append(sc.objects, Object{Kind: k, Hex: h})
	}
	if po := f.PlaceObjects; po != nil {
		switch {
		case f.Setup != SetupInteractive:
			return fmt.Errorf("place_objects: objects are placed before the ships are set up, so it needs setup: %s", SetupInteractive)
		case po.Count < 1 || po.Count > MaxPlacedObjects:
			return fmt.Errorf("place_objects.count: %d is not from 1 to %d", po.Count, MaxPlacedObjects)
		case len(po.Kinds) > 8:
			return errors.New("place_objects.kinds: more than 8")
		}
		kinds := po.Kinds
		if len(kinds) == 0 {
			kinds = DefaultObjectKinds()
		}
		for i, k := range kinds {
			k = strings.ToLower(strings.TrimSpace(k))
			if !validObjectKind(k) {
				return fmt.Errorf("place_objects.kinds[%d]: %q is not a kind of object such as asteroid or planet", i, kinds[i])
			}
			for _, o := range sc.placeKinds {
				if o[0] == k[0] {
					return fmt.Errorf("place_objects.kinds[%d]: %s and %s start with the same letter, which is how a player types them", i, o, k)
				}
			}
			sc.placeKinds = append(sc.placeKinds, k)
		}
		if free := sc.freeObjectSpots(); free < po.Count {
			return fmt.Errorf("place_objects.count: %d, but only %d hexes outside the set-up zones are free", po.Count, free)
		}
		sc.placeCount = po.Count
	}
	return nil
}

// checkSides reads the sides and their ships, each placed where the
// scenario says or in its side's zone.
func (sc *Scenario) checkSides() error {
	f := &sc.file
	names := map[string]bool{}
	var edges []string
	for p, sd := range f.Sides {
		where := fmt.Sprintf("sides[%d]", p)
		edge := sd.Edge
		if edge == "" {
			edge = [2]string{"north", "south"}[p]
		}
		if err := checkSide(where, sd, edge, edges, f.Build != nil); err != nil {
			return err
		}
		edges = append(edges, edge)
		if err := sc.checkFleet(p, where, sd); err != nil {
			return err
		}
		if f.Setup == SetupInteractive {
			if _, ok := sc.autoPlace(edge, 0); !ok {
				return fmt.Errorf("%s.edge: objects fill the whole set-up zone", where)
			}
		}
		auto := 0
		for i, shf := range sd.Ships {
			pl, err := sc.checkShip(fmt.Sprintf("%s.ships[%d]", where, i), shf, edge, names, &auto)
			if err != nil {
				return err
			}
			sc.ships[p] = append(sc.ships[p], pl)
		}
	}
	return nil
}

// checkSide checks what a side says of itself: its edge (edge, with the
// default filled in, is not one taken in edges), name and colour, and that
// it lists ships unless the sides build their fleets (build), and not too
// many.
func checkSide(where string, sd SideFile, edge string, edges []string, build bool) error {
	if slices.Contains(edges, edge) && (edge == "north" || edge == "south") {
		return fmt.Errorf("%s.edge: %s is the other side's edge too: the sides set up along opposite long edges, north and south (2.1.2)", where, edge)
	}
	if err := gamedata.CheckSideName(where, sd.Name, sd.Color); err != nil {
		return err
	}
	switch {
	case edge != "north" && edge != "south":
		return fmt.Errorf("%s.edge: %q is neither north nor south", where, sd.Edge)
	case build && len(sd.Ships) > 0:
		return fmt.Errorf("%s.ships: with build the sides build their fleets in the game (2.1.1), so leave out ships", where)
	case !build && sd.Fleet != "":
		return fmt.Errorf("%s.fleet: a side draws on a fleet only when it builds one (build:)", where)
	case !build && len(sd.Ships) == 0:
		return fmt.Errorf("%s.ships: a side needs at least one ship", where)
	case len(sd.Ships) > maxShipsPerSide:
		return fmt.Errorf("%s.ships: %d ships, at most %d a side", where, len(sd.Ships), maxShipsPerSide)
	}
	return nil
}

// checkFleet records the fleet side p builds from when the scenario is a
// build (2.1.1): the one it names, which the ship data must have, or by
// default a fleet of its own.
func (sc *Scenario) checkFleet(p int, where string, sd SideFile) error {
	if sc.file.Build == nil {
		return nil
	}
	sc.fleets[p] = sd.Fleet
	if sd.Fleet == "" {
		sc.fleets[p] = Fleets()[p%len(Fleets())]
	} else if !slices.Contains(Fleets(), sd.Fleet) {
		return fmt.Errorf("%s.fleet: %q is not a fleet of the ship data (%s)", where, sd.Fleet, strings.Join(Fleets(), ", "))
	}
	return nil
}

// checkShip checks one ship of a side, w being where it is in the file:
// a name no other ship has (names holds those seen, lower-cased, 1.1), a
// class of the catalogue and a facing, by default towards the other
// side's edge. It returns the ship as placed at the start.
func (sc *Scenario) checkShip(w string, shf ShipFile, edge string, names map[string]bool, auto *int) (placed, error) {
	n := strings.TrimSpace(shf.Name)
	switch {
	case n == "" || utf8.RuneCountInString(n) > 24 || !gamedata.Printable(n) || strings.ContainsAny(n, "@/") || strings.HasPrefix(n, "fighters"):
		return placed{}, fmt.Errorf("%s.name: %q is not a ship name (1 to 24 printable characters, no @ or /)", w, shf.Name)
	case names[strings.ToLower(n)]:
		return placed{}, fmt.Errorf("%s.name: another ship is called %q (1.1: names are unique)", w, n)
	}
	names[strings.ToLower(n)] = true
	c, err := sc.classByName(shf.Class)
	if err != nil {
		return placed{}, fmt.Errorf("%s.class: the ship catalogue: %w", w, err)
	}
	if c == nil {
		return placed{}, fmt.Errorf("%s.class: %s", w, sc.unknownClass(shf.Class))
	}
	pl := placed{name: n, class: c, facing: hex.S}
	if edge == "south" {
		pl.facing = hex.N
	}
	if shf.Facing != "" {
		d, err := hex.ParseDirection(shf.Facing)
		if err != nil {
			return placed{}, fmt.Errorf("%s.facing: %q is not N, NE, SE, S, SW or NW", w, shf.Facing)
		}
		pl.facing = d
	}
	pl.pos, err = sc.startHex(w, shf, edge, auto)
	return pl, err
}

// startHex is the hex a ship starts in: none yet when the players place
// the ships (2.1.2), else the free hex of the board the scenario gives, or
// by default the next free one of its side's set-up zone (auto counts
// those the side has taken).
func (sc *Scenario) startHex(w string, shf ShipFile, edge string, auto *int) (hex.Hex, error) {
	if sc.file.Setup == SetupInteractive {
		// The players place the ship in the Set-up Phase (2.1.2).
		if shf.At != "" || shf.Facing != "" {
			return hex.Hex{}, fmt.Errorf("%s: with setup: %s the players place the ships, so leave out at and facing", w, SetupInteractive)
		}
		return hex.Hex{}, nil
	}
	if shf.At != "" {
		h, err := ParseHex(shf.At)
		if err != nil {
			return hex.Hex{}, fmt.Errorf("%s.at: %w", w, err)
		}
		if !sc.board.Contains(h) {
			return hex.Hex{}, fmt.Errorf("%s.at: %s is off the board (%s)", w, shf.At, sc.board.span())
		}
		if sc.objectAt(h) {
			return hex.Hex{}, fmt.Errorf("%s.at: %s holds an object", w, shf.At)
		}
		return h, nil
	}
	h, ok := sc.autoPlace(edge, *auto)
	if !ok {
		return hex.Hex{}, fmt.Errorf("%s.at: no room left in the set-up zone; give the hex", w)
	}
	*auto++
	return h, nil
}

func validObjectKind(k string) bool {
	return k != "" && len(k) <= 20 && k[0] >= 'a' && k[0] <= 'z' &&
		strings.TrimFunc(k, func(r rune) bool { return r >= 'a' && r <= 'z' || r == ' ' }) == ""
}

// objectSpot reports whether an object placed in the Set-up Phase may go
// to h: on the board and in neither long edge's set-up zone (the
// project's own rule, 2.1.2 says nothing: the edges are chosen after the
// objects are placed, so either zone may become either side's).
func objectSpot(b Board, h hex.Hex) bool {
	return b.Contains(h) && !b.InSetupZone(h, "north") && !b.InSetupZone(h, "south")
}

// freeObjectSpots counts the hexes where an object may be placed.
func (sc *Scenario) freeObjectSpots() int {
	free := 0
	for c := 0; c < sc.board.Cols; c++ {
		for r := 0; r < sc.board.Rows; r++ {
			if h := hex.FromOffset(c, r); !sc.objectAt(h) && objectSpot(sc.board, h) {
				free++
			}
		}
	}
	return free
}

func (sc *Scenario) objectAt(h hex.Hex) bool {
	for _, o := range sc.objects {
		if o.Hex == h {
			return true
		}
	}
	return false
}

// autoPlace is the k-th free place of the set-up zone along edge: the
// middle row of the zone first, from the centre column outwards three
// columns apart, then the rows nearer the enemy and the edge.
func (sc *Scenario) autoPlace(edge string, k int) (hex.Hex, bool) {
	rows := []int{2, 3, 1, 4, 0}
	if edge == "south" {
		for i := range rows {
			rows[i] = sc.board.Rows - 1 - rows[i]
		}
	}
	mid := sc.board.Cols / 2
	var cols []int
	for d := 0; ; d += 3 {
		added := false
		for i, c := range []int{mid + d, mid - d} {
			if d == 0 && i > 0 {
				continue // the centre column once
			}
			if first, last := sc.board.zoneColumns(); c >= first && c <= last {
				cols = append(cols, c)
				added = true
			}
		}
		if !added {
			break
		}
	}
	n := 0
	for _, r := range rows {
		for _, c := range cols {
			h := hex.FromOffset(c, r)
			if sc.objectAt(h) {
				continue
			}
			if n == k {
				return h, true
			}
			n++
		}
	}
	return hex.Hex{}, false
}

// unknownClass says that no class is called name, and lists the classes a
// ship of this scenario may be.
func (sc *Scenario) unknownClass(name string) string {
	var names []string
	for _, c := range sc.classes {
		names = append(names, c.Name)
	}
	cs, _ := catalogueClasses()
	for _, c := range cs {
		names = append(names, c.Name)
	}
	return gamedata.Unknown(name, "no class %s in the ship data or the scenario's classes", names)
}

// span says which hexes the board has, as a scenario writes them.
func (b Board) span() string {
	return fmt.Sprintf("columns 00 to %02d, rows 00 to %02d", b.Cols-1, b.Rows-1)
}
