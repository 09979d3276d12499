package starmada

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The Set-up Phase (2.1.2), for scenarios with setup: interactive. Each
// side rolls a die and the lower roll sets up first (a tie is rolled
// again: the rulebook does not say, and this is how every other roll-off
// of the game is settled); that side places all its ships, one intent per
// ship, then the other side places all of its own. Set-up is open: the
// ships are on the table for both sides to see.

// PhaseSetup is the name of the Set-up Phase.
const PhaseSetup = "Set-up"

// SetupInteractive is the scenario's setup value for a Set-up Phase.
const SetupInteractive = "interactive"

// KindPlace is the intent kind of a placement.
const KindPlace = "place"

// EvPlace is the event of a ship set up.
const EvPlace = "place"

// Place sets up one ship of By's at the hex Col, Row facing Facing (N,
// NE, SE, S, SW or NW) in the Set-up Phase (2.1.2). Once a side's ships
// are set up, Place also sets up each of its fighter flights: Ship is
// then the flight ("Paladin/F1"), and Facing is empty (a flight has no
// facing, 5.2; one given is ignored).
type Place struct {
	By     engine.Player `json:"by"`
	Ship   string        `json:"ship"`
	Col    int           `json:"col"`
	Row    int           `json:"row"`
	Facing string        `json:"facing"`
}

// Kind implements engine.Intent.
func (Place) Kind() string { return KindPlace }

// Actor implements engine.Intent.
func (i Place) Actor() engine.Player { return i.By }

// String implements engine.Intent: set-up is open, so it names the hex.
func (i Place) String() string {
	if i.Facing == "" {
		return i.Ship + " at " + hexName(i.Col, i.Row)
	}
	return i.Ship + " at " + hexName(i.Col, i.Row) + " facing " + strings.ToUpper(i.Facing)
}

// At is the hex the ship is set up in.
func (i Place) At() hex.Hex { return hex.FromOffset(i.Col, i.Row) }

// ParsePlacement reads a placement typed as "CCRR F" ("0517 N"): the hex
// and the facing; without a facing the ship faces toward (the enemy's)
// edge given by toward.
func ParsePlacement(text string, toward hex.Direction) (col, row int, facing hex.Direction, err error) {
	f := strings.Fields(text)
	if len(f) == 0 || len(f) > 2 {
		return 0, 0, 0, fmt.Errorf("write the hex and the facing, e.g. 0517 N")
	}
	h, err := ParseHex(f[0])
	if err != nil {
		return 0, 0, 0, err
	}
	facing = toward
	if len(f) == 2 {
		d, err := hex.ParseDirection(f[1])
		if err != nil {
			return 0, 0, 0, fmt.Errorf("%q is not a facing: a ship faces one of the six hexsides, N, NE, SE, S, SW or NW (2.1.2)", f[1])
		}
		facing = d
	}
	col, row = hex.ToOffset(h)
	return col, row, facing, nil
}

// SetupZone describes side p's set-up zone: the first and last column and
// row (2.1.2).
func (s *State) SetupZone(p engine.Player) (c0, c1, r0, r1 int) {
	edge := "north"
	if validPlayer(p) {
		edge = s.edges[p]
	}
	return s.ZoneFor(edge)
}

// InSetupZone reports whether h lies in side p's set-up zone.
func (s *State) InSetupZone(p engine.Player, h hex.Hex) bool {
	return validPlayer(p) && s.board.InSetupZone(h, s.edges[p])
}

// TowardEnemy is the facing of a ship of side p that points at the
// enemy's long edge.
func (s *State) TowardEnemy(p engine.Player) hex.Direction {
	if validPlayer(p) && s.edges[p] == "south" {
		return hex.N
	}
	return hex.S
}

// SetupRolls are the dice rolled for who sets up first, in pairs (side
// 0, side 1), ties included; SetupFirst is the side that sets up first
// (NoPlayer when the scenario places the ships).
func (s *State) SetupRolls() []int            { return append([]int(nil), s.setupRolls...) }
func (s *State) SetupFirst() engine.Player    { return s.setupFirst }
func (s *State) Unplaced(p engine.Player) int { return s.unplacedOf(p) }

func (s *State) unplacedOf(p engine.Player) int {
	n := s.unplacedShips(p)
	if n == 0 && s.phase == phSetup && s.setupSide == p {
		n = len(s.waiting)
	}
	return n
}

func (s *State) unplacedShips(p engine.Player) int {
	n := 0
	for i := range s.ships {
		if s.ships[i].side == p && s.ships[i].status == unplaced {
			n++
		}
	}
	return n
}

// Waiting lists the fighter flights the side setting up has still to
// place, once its starships are placed (2.1.2).
func (s *State) Waiting() []CraftID { return append([]CraftID(nil), s.waiting...) }

// flightsOf lists the flights side p's fighter bays give (5.1.1), in
// scenario order.
func (s *State) flightsOf(p engine.Player) []CraftID {
	var out []CraftID
	for i := range s.ships {
		if sh := &s.ships[i]; sh.side == p {
			for k := 1; k <= sh.class.Equips(FighterBays); k++ {
				out = append(out, CraftID{Carrier: sh.name, N: k})
			}
		}
	}
	return out
}

// waitingIndex is the place of flight name in the list of flights still
// to place, or -1.
func (s *State) waitingIndex(name string) int {
	id, err := ParseCraftID(name)
	if err != nil || id.IsZero() {
		return -1
	}
	for k, c := range s.waiting {
		if c == id {
			return k
		}
	}
	return -1
}

// beginSetup takes every ship off the map and rolls for who sets up
// first: the lower roll (2.1.2).
func (s *State) beginSetup() {
	for i := range s.ships {
		s.ships[i].status = unplaced
	}
	s.phase = phSetup
	if s.rules.placeCount > 0 {
		s.rollForObjects()
	}
	for try := 0; ; try++ {
		a, b := s.dice.D(6), s.dice.D(6)
		s.setupRolls = append(s.setupRolls, a, b)
		if a != b || try == maxRollOffs-1 {
			s.setupFirst = 0
			if b < a {
				s.setupFirst = 1
			}
			break
		}
	}
	s.setupSide = s.setupFirst
	if s.setupStep == stepObjects {
		s.setupSide = s.objPlacer
	}
}

// setupRollEvents are the rolls for who sets up first; when says when
// they were rolled if they are told later ("" when told at once).
func (s *State) setupRollEvents(ev []engine.Event, when string) []engine.Event {
	for k := 0; k+1 < len(s.setupRolls); k += 2 {
		for p := 0; p < 2; p++ {
			r := engine.NewRoll(s.rules.names[p]+" rolls for the set-up", []engine.Die{{Sides: 6, Face: s.setupRolls[k+p]}}, nil, 0, "")
			ev = append(ev, engine.Event{Kind: EvInitiative, Player: engine.Player(p), Roll: &r})
		}
		if k+2 < len(s.setupRolls) {
			ev = append(ev, s.ev(EvInitiative, engine.NoPlayer, "a tie: both roll again"))
		}
	}
	return append(ev, s.ev(EvInitiative, s.setupFirst, s.Name(s.setupFirst)+" rolled lower and sets up first (2.1.2)"+when))
}

func (s *State) checkPlace(x Place) error {
	if s.phase != phSetup {
		return fmt.Errorf("ships are set up before the first turn (2.1.2); this is the %s Phase", s.Phase().Name)
	}
	if s.setupStep != stepShips {
		return fmt.Errorf("ships are set up once the objects are placed and the edges chosen (2.1.2); %s", s.notNow())
	}
	i := s.shipIndex(x.Ship)
	if i < 0 && s.waitingIndex(x.Ship) >= 0 {
		if s.setupSide != x.By {
			return fmt.Errorf("%s is not %s flight", x.Ship, engine.Possessive(s.Name(x.By)))
		}
		if x.Facing != "" { // a flight has no facing (5.2); one given is ignored
			if _, err := hex.ParseDirection(x.Facing); err != nil {
				return fmt.Errorf("%q is not a facing (a flight needs none: 5.2)", x.Facing)
			}
		}
		return s.checkSpot(x, "flight")
	}
	if i < 0 {
		if id, err := ParseCraftID(x.Ship); err == nil && !id.IsZero() {
			return fmt.Errorf("%s is no flight waiting to be set up: a side places its flights after its starships (2.1.2), one for each fighter bay (5.1)", x.Ship)
		}
	}
	switch {
	case i < 0:
		return fmt.Errorf("there is no ship %q", x.Ship)
	case s.ships[i].side != x.By:
		return fmt.Errorf("%s is not %s ship", x.Ship, engine.Possessive(s.Name(x.By)))
	case s.ships[i].status != unplaced:
		return fmt.Errorf("%s is already set up", x.Ship)
	}
	if _, err := hex.ParseDirection(x.Facing); err != nil || x.Facing == "" {
		return fmt.Errorf("%q is not a facing: a ship faces one of the six hexsides, N, NE, SE, S, SW or NW (2.1.2)", x.Facing)
	}
	return s.checkSpot(x, "ship")
}

// checkSpot checks the hex of a placement: on the board, in the side's
// set-up zone, free of objects (2.1.2). Ships and flights may share a hex
// (3.3.1, 5.2.1), and 2.1.2 does not forbid it at set-up.
func (s *State) checkSpot(x Place, what string) error {
	h := hex.FromOffset(x.Col, x.Row)
	name := hexName(x.Col, x.Row)
	if x.Col < 0 || x.Row < 0 || !s.board.Contains(h) {
		return fmt.Errorf("%s is off the board", name)
	}
	if !s.InSetupZone(x.By, h) {
		// The zone's hexes first: the set-up field's panel at 80 columns
		// shows four lines of a refusal as it is typed.
		return fmt.Errorf("%s is outside %s set-up zone, %s (2.1.2): within five hexes of its long edge and no closer than five to a short edge",
			name, engine.Possessive(s.Name(x.By)), s.ZoneWords(s.edges[x.By]))
	}
	if k := s.objectAt(h); k >= 0 {
		return fmt.Errorf("%s holds an object (%s): no %s may enter it (2.1.2)", name, s.objects[k].Kind, what)
	}
	return nil
}

func (n *State) place(x Place, ev []engine.Event) []engine.Event {
	if k := n.waitingIndex(x.Ship); k >= 0 && n.shipIndex(x.Ship) < 0 {
		id := n.waiting[k]
		n.waiting = append(append([]CraftID(nil), n.waiting[:k]...), n.waiting[k+1:]...)
		if len(n.waiting) == 0 {
			n.waiting = nil
		}
		n.craft = append(n.craft, craft{id: id, side: x.By, pos: hex.FromOffset(x.Col, x.Row), n: FlightSize})
		ev = append(ev, n.ev(EvPlace, x.By, fmt.Sprintf("%s sets up the flight %s at %s", n.Name(x.By), id, hexName(x.Col, x.Row))))
	} else {
		i := n.shipIndex(x.Ship)
		d, _ := hex.ParseDirection(x.Facing)
		sh := &n.ships[i]
		sh.pos, sh.facing, sh.status = hex.FromOffset(x.Col, x.Row), d, active
		ev = append(ev, n.ev(EvPlace, x.By, fmt.Sprintf("%s sets up %s at %s facing %s", n.Name(x.By), sh.name, hexName(x.Col, x.Row), d)))
		if n.unplacedShips(x.By) == 0 {
			// The side's starships are set up: its flights follow (2.1.2).
			n.waiting = n.flightsOf(x.By)
			if len(n.waiting) > 0 {
				ev = append(ev, n.ev(EvPhase, x.By, fmt.Sprintf("%s sets up its fighter flights (2.1.2): %d, anywhere in its zone", n.Name(x.By), len(n.waiting))))
			}
		}
	}
	switch {
	case n.unplacedOf(x.By) > 0:
	case n.unplacedOf(other(x.By)) > 0:
		n.setupSide = other(x.By)
		ev = append(ev, n.ev(EvPhase, n.setupSide, n.Name(n.setupSide)+" sets up its ships (2.1.2)"))
	default:
		n.setupSide = engine.NoPlayer
		n.phase = phOrders
		n.autoSubmit()
		ev = append(ev, n.ev(EvPhase, engine.NoPlayer, "Turn 1, Orders Phase: both sides write their orders"))
	}
	return ev
}

// placeOptions is a representative set of placements for the ships p has
// not set up: first the scripted opponent's choice for the next ship (the
// screen offers it under the cursor), then, ship by ship, every free hex
// of the zone facing the enemy, the rows nearest the enemy first.
func (s *State) placeOptions(p engine.Player) []engine.Intent {
	switch s.setupStep {
	case stepObjects:
		return s.objectOptions(p)
	case stepEdge:
		return s.edgeOptions(p)
	}
	c0, c1, r0, r1 := s.SetupZone(p)
	rows := make([]int, 0, r1-r0+1)
	for r := r0; r <= r1; r++ {
		rows = append(rows, r)
	}
	if s.edges[p] == "north" {
		for a, b := 0, len(rows)-1; a < b; a, b = a+1, b-1 {
			rows[a], rows[b] = rows[b], rows[a]
		}
	}
	face := s.TowardEnemy(p).String()
	var out []engine.Intent
	first, _ := s.planPlace(p).(Place)
	if first.Ship != "" {
		out = append(out, first)
	}
	if s.unplacedShips(p) == 0 && s.setupSide == p {
		for _, id := range s.waiting {
			for _, r := range rows {
				for c := c0; c <= c1; c++ {
					if s.objectAt(hex.FromOffset(c, r)) < 0 && (id.String() != first.Ship || c != first.Col || r != first.Row) {
						out = append(out, Place{By: p, Ship: id.String(), Col: c, Row: r})
					}
				}
			}
		}
	}
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.side != p || sh.status != unplaced {
			continue
		}
		for _, r := range rows {
			for c := c0; c <= c1; c++ {
				if s.objectAt(hex.FromOffset(c, r)) < 0 && (sh.name != first.Ship || c != first.Col || r != first.Row) {
					out = append(out, Place{By: p, Ship: sh.name, Col: c, Row: r, Facing: face})
				}
			}
		}
	}
	return out
}

// planPlace is the scripted set-up: the first ship not yet placed goes to
// the next free spot of a line in the middle of the zone, three columns
// apart, centred on the enemy's ships when they are set up (else on the
// board's centre), facing the enemy.
func (s *State) planPlace(p engine.Player) engine.Intent {
	switch s.setupStep {
	case stepObjects:
		return s.planObject(p)
	case stepEdge:
		return s.planEdge(p)
	}
	i := -1
	for k := range s.ships {
		if s.ships[k].side == p && s.ships[k].status == unplaced {
			i = k
			break
		}
	}
	if i < 0 {
		if len(s.waiting) > 0 && s.setupSide == p {
			// A flight starts in its carrier's hex, which is in the zone.
			id := s.waiting[0]
			if k := s.shipIndex(id.Carrier); k >= 0 {
				c, r := hex.ToOffset(s.ships[k].pos)
				return Place{By: p, Ship: id.String(), Col: c, Row: r}
			}
		}
		return nil
	}
	c0, c1, r0, r1 := s.SetupZone(p)
	centre, n := 0, 0
	for k := range s.ships {
		if sh := &s.ships[k]; sh.side != p && sh.status == active {
			c, _ := hex.ToOffset(sh.pos)
			centre += c
			n++
		}
	}
	if n > 0 {
		centre /= n
	} else {
		centre = s.board.Cols / 2
	}
	centre = min(max(centre, c0), c1)
	mid := (r0 + r1) / 2
	rows := []int{mid, mid + 1, mid - 1, mid + 2, mid - 2}
	taken := func(h hex.Hex) bool {
		if s.objectAt(h) >= 0 {
			return true
		}
		for k := range s.ships {
			if sh := &s.ships[k]; sh.side == p && sh.status == active && sh.pos == h {
				return true
			}
		}
		return false
	}
	face := s.TowardEnemy(p).String()
	for _, step := range []int{3, 1} {
		for _, r := range rows {
			for d := 0; d <= c1-c0; d += step {
				for _, c := range []int{centre + d, centre - d} {
					h := hex.FromOffset(c, r)
					if c < c0 || c > c1 || r < r0 || r > r1 || taken(h) {
						continue
					}
					return Place{By: p, Ship: s.ships[i].name, Col: c, Row: r, Facing: face}
				}
			}
		}
	}
	return nil // every hex of the zone is taken: Choose falls back on Legal
}
