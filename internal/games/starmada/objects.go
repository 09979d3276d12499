package starmada

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Objects placed by one side (2.1.2): one side may place every object,
// and the other then picks the long edge it sets up along. A scenario asks for it with
// place_objects (and setup: interactive). Choosing an edge only means
// something before the forces set up, so the Set-up Phase runs:
//
//  1. each side rolls a die (ties again); the higher roll places every
//     object, one intent each (the project's own: 2.1.2 does not say
//     which side places them);
//  2. the other side chooses its long edge, north or south; the placer
//     takes the other one;
//  3. the ships are set up as before: the lower roll of the set-up roll
//     first.
//
// Where objects may go is not printed either; the project's own rule:
// anywhere on the board outside both set-up zones (the edges are not yet
// chosen, so either zone may become either side's) and not on another
// object.

// setupStep is the step of the Set-up Phase.
type setupStep uint8

const (
	stepShips   setupStep = iota // the sides set up their ships
	stepObjects                  // one side places the objects
	stepEdge                     // the other side chooses its edge
)

// Intent kinds and events of placing objects.
const (
	KindObject = "object" // place one object (2.1.2)
	KindEdge   = "edge"   // choose the long edge to set up along (2.1.2)
	EvObject   = "object"
	EvEdge     = "edge"
)

// Set-up tasks, as Task tells them.
const (
	TaskObjects = "objects"
	TaskEdge    = "edge"
	TaskShips   = "ships"
)

// PlaceObject puts one object of the kind Object ("asteroid", "planet",
// or another kind the scenario allows) in the hex Col, Row.
type PlaceObject struct {
	By     engine.Player `json:"by"`
	Object string        `json:"object"`
	Col    int           `json:"col"`
	Row    int           `json:"row"`
}

// ChooseEdge sets By's forces up along Edge, "north" or "south"; the
// other side takes the other long edge.
type ChooseEdge struct {
	By   engine.Player `json:"by"`
	Edge string        `json:"edge"`
}

// Kind implements engine.Intent.
func (PlaceObject) Kind() string { return KindObject }
func (ChooseEdge) Kind() string  { return KindEdge }

// Actor implements engine.Intent.
func (i PlaceObject) Actor() engine.Player { return i.By }
func (i ChooseEdge) Actor() engine.Player  { return i.By }

// String implements engine.Intent.
func (i PlaceObject) String() string { return i.Object + " at " + hexName(i.Col, i.Row) }
func (i ChooseEdge) String() string  { return "set up along the " + i.Edge + " edge" }

// At is the hex the object is placed in.
func (i PlaceObject) At() hex.Hex { return hex.FromOffset(i.Col, i.Row) }

// ParseObjectPlacement reads an object typed as "CCRR KIND" ("1409
// planet", "1409 p"): the hex and a kind of kinds, by any start of its
// name; without a kind, the first of kinds.
func ParseObjectPlacement(text string, kinds []string) (col, row int, kind string, err error) {
	f := strings.Fields(text)
	if len(f) == 0 || len(f) > 2 || len(kinds) == 0 {
		return 0, 0, "", fmt.Errorf("write the hex and the kind, e.g. 1409 %s", firstOr(kinds, "asteroid"))
	}
	h, err := ParseHex(f[0])
	if err != nil {
		return 0, 0, "", err
	}
	kind = kinds[0]
	if len(f) == 2 {
		kind = ""
		w := strings.ToLower(f[1])
		for _, k := range kinds {
			if strings.HasPrefix(k, w) {
				kind = k
				break
			}
		}
		if kind == "" {
			return 0, 0, "", fmt.Errorf("%q is not a kind of object of this battle: %s", f[1], strings.Join(kinds, " or "))
		}
	}
	col, row = hex.ToOffset(h)
	return col, row, kind, nil
}

func firstOr(xs []string, def string) string {
	if len(xs) > 0 {
		return xs[0]
	}
	return def
}

// Task is what the Set-up Phase waits for: TaskObjects, TaskEdge or
// TaskShips ("" outside the Set-up Phase).
func (s *State) Task() string {
	if s.phase != phSetup {
		return ""
	}
	switch s.setupStep {
	case stepObjects:
		return TaskObjects
	case stepEdge:
		return TaskEdge
	}
	return TaskShips
}

// ObjectKinds are the kinds of object a side may place (2.1.2).
func (s *State) ObjectKinds() []string { return slices.Clone(s.rules.placeKinds) }

// ObjectsToPlace is the number of objects the placer places in all, and
// ObjectsLeft how many it has still to place.
func (s *State) ObjectsToPlace() int { return s.rules.placeCount }
func (s *State) ObjectsLeft() int    { return s.rules.placeCount - s.objPlaced }

// ObjectRolls are the dice rolled for who places the objects, in pairs
// (side 0, side 1), ties included; ObjectPlacer is the side that places
// them (NoPlayer when nobody does).
func (s *State) ObjectRolls() []int          { return slices.Clone(s.objRolls) }
func (s *State) ObjectPlacer() engine.Player { return s.objPlacer }
func (s *State) Edge(p engine.Player) string { return s.edges[p&1] }
func (s *State) ObjectSpot(h hex.Hex) bool   { return objectSpot(s.board, h) && s.objectAt(h) < 0 }
func (s *State) objectsPlacing() bool        { return s.phase == phSetup && s.setupStep == stepObjects }
func (s *State) edgeChoosing() bool          { return s.phase == phSetup && s.setupStep == stepEdge }

// ZoneFor is the set-up zone along edge ("north" or "south"): the first
// and last column and row (2.1.2).
func (s *State) ZoneFor(edge string) (c0, c1, r0, r1 int) {
	c0, c1 = s.board.zoneColumns()
	r0, r1 = 0, SetupDepth-1
	if edge == "south" {
		r0, r1 = s.board.Rows-SetupDepth, s.board.Rows-1
	}
	return
}

// ZoneWords writes the set-up zone along edge as the game names hexes:
// "columns 04–25, rows 15–19".
func (s *State) ZoneWords(edge string) string {
	c0, c1, r0, r1 := s.ZoneFor(edge)
	return fmt.Sprintf("columns %s–%s, rows %s–%s", twoDigits(c0), twoDigits(c1), twoDigits(r0), twoDigits(r1))
}

func twoDigits(n int) string {
	if n >= 0 && n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// rollForObjects is made when the game is created, before the set-up
// roll: the higher roll places the objects (the project's own).
func (s *State) rollForObjects() {
	for try := 0; ; try++ {
		a, b := s.dice.D(6), s.dice.D(6)
		s.objRolls = append(s.objRolls, a, b)
		if a != b || try == maxRollOffs-1 {
			s.objPlacer = 0
			if b > a {
				s.objPlacer = 1
			}
			break
		}
	}
	s.setupStep = stepObjects
}

// objectRollEvents tell the rolls for who places the objects.
func (s *State) objectRollEvents(ev []engine.Event) []engine.Event {
	for k := 0; k+1 < len(s.objRolls); k += 2 {
		for p := 0; p < 2; p++ {
			r := engine.NewRoll(s.rules.names[p]+" rolls for the objects", []engine.Die{{Sides: 6, Face: s.objRolls[k+p]}}, nil, 0, "")
			ev = append(ev, engine.Event{Kind: EvInitiative, Player: engine.Player(p), Roll: &r})
		}
		if k+2 < len(s.objRolls) {
			ev = append(ev, s.ev(EvInitiative, engine.NoPlayer, "a tie: both roll again"))
		}
	}
	return append(ev, s.ev(EvInitiative, s.objPlacer, s.Name(s.objPlacer)+" rolled higher and places the objects; "+
		s.Name(other(s.objPlacer))+" will choose its edge (2.1.2)"))
}

func (s *State) checkObject(x PlaceObject) error {
	if !s.objectsPlacing() {
		return fmt.Errorf("objects are placed before the ships are set up (2.1.2); %s", s.notNow())
	}
	if !slices.Contains(s.rules.placeKinds, x.Object) {
		return fmt.Errorf("%q is not a kind of object of this battle: %s", x.Object, strings.Join(s.rules.placeKinds, " or "))
	}
	h := hex.FromOffset(x.Col, x.Row)
	name := hexName(x.Col, x.Row)
	switch {
	case x.Col < 0 || x.Row < 0 || !s.board.Contains(h):
		return fmt.Errorf("%s is off the board", name)
	case s.board.InSetupZone(h, "north") || s.board.InSetupZone(h, "south"):
		return fmt.Errorf("%s lies in a set-up zone: objects go outside both zones, since either may become either side's when the edge is chosen (2.1.2; the project's own rule)", name)
	case s.objectAt(h) >= 0:
		return fmt.Errorf("%s already holds an object (%s)", name, s.objects[s.objectAt(h)].Kind)
	}
	return nil
}

func (s *State) checkEdge(x ChooseEdge) error {
	if !s.edgeChoosing() {
		return fmt.Errorf("the side that did not place the objects chooses its edge once they are placed (2.1.2); %s", s.notNow())
	}
	if x.Edge != "north" && x.Edge != "south" {
		return fmt.Errorf("%q is not a long edge: north or south (2.1.2)", x.Edge)
	}
	return nil
}

// notNow says what the Set-up Phase waits for.
func (s *State) notNow() string {
	switch s.Task() {
	case TaskObjects:
		return fmt.Sprintf("now %s places the objects", s.Name(s.objPlacer))
	case TaskEdge:
		return fmt.Sprintf("now %s chooses its edge", s.Name(other(s.objPlacer)))
	case TaskShips:
		return "now the ships are set up"
	}
	return "this is the " + s.Phase().Name + " Phase"
}

func (n *State) placeObject(x PlaceObject, ev []engine.Event) []engine.Event {
	n.objects = append(n.objects, Object{Kind: x.Object, Hex: hex.FromOffset(x.Col, x.Row)})
	n.objPlaced++
	ev = append(ev, n.ev(EvObject, x.By, fmt.Sprintf("%s places %s %s at %s (%d of %d)", n.Name(x.By),
		article(x.Object), x.Object, hexName(x.Col, x.Row), n.objPlaced, n.rules.placeCount)))
	if n.objPlaced == n.rules.placeCount {
		n.setupStep, n.setupSide = stepEdge, other(n.objPlacer)
		ev = append(ev, n.ev(EvPhase, n.setupSide, n.Name(n.setupSide)+" chooses the edge to set up along (2.1.2)"))
	}
	return ev
}

// article is "a" or "an" before kind, in either case ("an Admirable").
func article(kind string) string {
	if strings.ContainsRune("aeiouAEIOU", rune(kind[0])) {
		return "an"
	}
	return "a"
}

func (n *State) chooseEdge(x ChooseEdge, ev []engine.Event) []engine.Event {
	n.edges[x.By] = x.Edge
	n.edges[other(x.By)] = map[string]string{"north": "south", "south": "north"}[x.Edge]
	n.setupStep, n.setupSide = stepShips, n.setupFirst
	ev = append(ev, n.ev(EvEdge, x.By, fmt.Sprintf("%s sets up along the %s edge, %s along the %s (2.1.2)",
		n.Name(x.By), x.Edge, n.Name(other(x.By)), n.edges[other(x.By)])))
	if !n.setupTold {
		// The set-up roll, made with the objects' roll, is told now that
		// it decides something (the panel shows it from now on too). A
		// game that built its fleets marks it told; a scenario's leaves
		// the mark as it was (it is hashed), and place does not tell the
		// roll again when there were objects.
		ev = n.setupRollEvents(ev, "; the dice were rolled with those for the objects and are told now that the edges are chosen")
		if n.rules.points > 0 {
			n.setupTold = true
		}
	}
	return append(ev, n.ev(EvPhase, n.setupSide, n.Name(n.setupSide)+" sets up its ships (2.1.2)"))
}

// objectOptions: first the scripted opponent's choice, then every free
// hex outside the set-up zones with every kind, row by row.
func (s *State) objectOptions(p engine.Player) []engine.Intent {
	first, _ := s.planObject(p).(PlaceObject)
	var out []engine.Intent
	if first.Object != "" {
		out = append(out, first)
	}
	for r := 0; r < s.board.Rows; r++ {
		for c := 0; c < s.board.Cols; c++ {
			if !s.ObjectSpot(hex.FromOffset(c, r)) {
				continue
			}
			for _, k := range s.rules.placeKinds {
				if in := (PlaceObject{By: p, Object: k, Col: c, Row: r}); in != first {
					out = append(out, in)
				}
			}
		}
	}
	return out
}

// edgeOptions: the two long edges, north first.
func (s *State) edgeOptions(p engine.Player) []engine.Intent {
	return []engine.Intent{ChooseEdge{By: p, Edge: "north"}, ChooseEdge{By: p, Edge: "south"}}
}

// planObject is the scripted placer: the objects go between the fleets,
// on the two middle rows of the board, the first in the centre and the
// next ones five columns further out on alternate sides and rows (15 09,
// 10 10, 20 09, 05 10 on a 30 × 20 board), so that they break the lines
// of fire across the middle without walling either side in; the kinds in
// turn. Then any free hex of the middle rows, then any at all.
func (s *State) planObject(p engine.Player) engine.Intent {
	kinds := s.rules.placeKinds
	if len(kinds) == 0 || !s.objectsPlacing() {
		return nil
	}
	kind := kinds[s.objPlaced%len(kinds)]
	mid, centre := s.board.Rows/2, s.board.Cols/2
	try := func(c, r int) (engine.Intent, bool) {
		if c >= 0 && r >= 0 && s.ObjectSpot(hex.FromOffset(c, r)) {
			return PlaceObject{By: p, Object: kind, Col: c, Row: r}, true
		}
		return nil, false
	}
	for j := 0; j <= s.board.Cols/5+1; j++ {
		d := 5 * ((j + 1) / 2)
		if j%2 == 1 {
			d = -d
		}
		if in, ok := try(centre+d, mid-1+j%2); ok {
			return in
		}
	}
	for d := 0; d < s.board.Cols; d++ {
		for _, c := range []int{centre - d, centre + d} {
			for _, r := range []int{mid - 1, mid, mid - 2, mid + 1} {
				if in, ok := try(c, r); ok {
					return in
				}
			}
		}
	}
	for r := 0; r < s.board.Rows; r++ {
		for c := 0; c < s.board.Cols; c++ {
			if in, ok := try(c, r); ok {
				return in
			}
		}
	}
	return nil
}

// planEdge is the scripted choice of edge: the edge whose half of the
// board holds fewer objects, so that its ships have room to come out of
// their zone and the objects stand in the enemy's way; on a tie, the
// scenario's edge for the side.
func (s *State) planEdge(p engine.Player) engine.Intent {
	north, south := 0, 0
	for _, o := range s.objects {
		_, r := hex.ToOffset(o.Hex)
		switch {
		case 2*r+1 < s.board.Rows:
			north++
		case 2*r+1 > s.board.Rows:
			south++
		}
	}
	edge := s.rules.edges[p]
	switch {
	case north < south:
		edge = "north"
	case south < north:
		edge = "south"
	}
	return ChooseEdge{By: p, Edge: edge}
}
