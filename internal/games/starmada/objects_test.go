package starmada

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// objectsGame starts the shipped "objects" scenario with the dice forced:
// first the roll for who places the objects, then the set-up roll.
func objectsGame(t *testing.T, faces ...int) *State {
	t.Helper()
	s, err := Game{}.newStateDice(loadScenario(t, "objects"), nil, engine.NewDice(1).Force(faces...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// 2.1.2: one side places all the objects and the other chooses its edge.
// Who places is the project's own: the higher roll, ties rolled again.
func TestSetup_2_1_2_Objects_HigherRollPlaces(t *testing.T) {
	for _, tc := range []struct {
		faces  []int
		placer engine.Player
	}{
		{[]int{5, 2, 1, 6}, 0},
		{[]int{1, 6, 1, 6}, 1},
		{[]int{3, 3, 2, 4, 1, 6}, 1}, // a tie, then Hegemony rolls higher
	} {
		s := objectsGame(t, tc.faces...)
		if s.Task() != TaskObjects || s.ObjectPlacer() != tc.placer || !s.Phase().Acting(tc.placer) || s.Phase().Acting(other(tc.placer)) {
			t.Fatalf("dice %v: task %q, placer %d, phase %+v; want %d", tc.faces, s.Task(), s.ObjectPlacer(), s.Phase(), tc.placer)
		}
		if got := s.ObjectRolls(); len(got) != len(tc.faces)-2 {
			t.Fatalf("dice %v: object rolls %v", tc.faces, got)
		}
		if s.SetupFirst() != 0 { // the set-up roll 1 against 6
			t.Fatalf("dice %v: %d sets up first", tc.faces, s.SetupFirst())
		}
		if s.ObjectsLeft() != 4 || len(s.Objects()) != 0 {
			t.Fatalf("%d objects to place, %d on the map", s.ObjectsLeft(), len(s.Objects()))
		}
		// The other side can neither place objects nor choose its edge yet.
		refuse(t, s, PlaceObject{By: other(tc.placer), Object: "planet", Col: 15, Row: 10}, "not your turn")
		refuse(t, s, ChooseEdge{By: tc.placer, Edge: "north"}, "chooses its edge once they are placed")
		// Ships wait for the objects and the edges.
		refuse(t, s, Place{By: tc.placer, Ship: s.ships[0].name, Col: 15, Row: 2, Facing: "S"}, "once the objects are placed")
		if txt := eventsText(s.Opening()); !strings.Contains(txt, "rolled higher and places the objects") || !strings.Contains(txt, "rolls for the objects") {
			t.Fatalf("the log does not open with the roll:\n%s", txt)
		}
		mustApply(t, s, PlaceObject{By: tc.placer, Object: "planet", Col: 15, Row: 10})
	}
}

// Objects go on the board, outside both set-up zones (own rule), never on
// another object, and only of the battle's kinds.
func TestSetup_2_1_2_Objects_Refused(t *testing.T) {
	s := objectsGame(t, 6, 1, 1, 6) // Imperial places
	for _, tc := range []struct {
		in   PlaceObject
		want string
	}{
		{PlaceObject{By: 0, Object: "planet", Col: 15, Row: 3}, "1503 lies in a set-up zone: objects go outside both zones"},
		{PlaceObject{By: 0, Object: "planet", Col: 15, Row: 17}, "lies in a set-up zone"},
		{PlaceObject{By: 0, Object: "planet", Col: 30, Row: 10}, "off the board"},
		{PlaceObject{By: 0, Object: "moon", Col: 15, Row: 10}, `"moon" is not a kind of object of this battle: asteroid or planet`},
	} {
		refuse(t, s, tc.in, tc.want)
	}
	// Beside the zones, in the columns nearer the short edges: allowed.
	s, _ = mustApply(t, s, PlaceObject{By: 0, Object: "asteroid", Col: 2, Row: 2})
	refuse(t, s, PlaceObject{By: 0, Object: "planet", Col: 2, Row: 2}, "0202 already holds an object (asteroid)")
	for _, in := range s.Legal(0) {
		p := in.(PlaceObject)
		if h := hex.FromOffset(p.Col, p.Row); !s.ObjectSpot(h) || s.InSetupZone(0, h) || s.InSetupZone(1, h) {
			t.Fatalf("Legal offers %v", p)
		}
	}
}

// The whole set-up with objects: four objects, the other side's edge,
// then the ships by the set-up roll, and the Orders Phase.
func TestSetup_2_1_2_Objects_WholeSetUp(t *testing.T) {
	s := objectsGame(t, 2, 5, 3, 1) // Hegemony places, Hegemony sets up first
	for k, h := range []string{"1409", "1510", "0810", "2009"} {
		kind := []string{"asteroid", "planet"}[k%2]
		c, r := hex.ToOffset(at(h))
		var ev []engine.Event
		s, ev = mustApply(t, s, PlaceObject{By: 1, Object: kind, Col: c, Row: r})
		if !strings.Contains(eventsText(ev), "places an "+kind) && !strings.Contains(eventsText(ev), "places a "+kind) {
			t.Fatalf("object %d: %s", k, eventsText(ev))
		}
	}
	if s.Task() != TaskEdge || !s.Phase().Acting(0) || s.Phase().Acting(1) {
		t.Fatalf("after the objects: %q %+v", s.Task(), s.Phase())
	}
	refuse(t, s, PlaceObject{By: 1, Object: "planet", Col: 15, Row: 12}, "not your turn")
	refuse(t, s, ChooseEdge{By: 0, Edge: "east"}, "not a long edge")
	if legal := s.Legal(0); len(legal) != 2 || legal[0] != (ChooseEdge{By: 0, Edge: "north"}) || legal[1] != (ChooseEdge{By: 0, Edge: "south"}) {
		t.Fatalf("Legal: %v", legal)
	}
	// Imperial takes the south edge: the zones swap.
	s, ev := mustApply(t, s, ChooseEdge{By: 0, Edge: "south"})
	if s.Edge(0) != "south" || s.Edge(1) != "north" || s.TowardEnemy(0) != hex.N || s.Task() != TaskShips || !s.Phase().Acting(1) {
		t.Fatalf("edges %s/%s, task %q, %+v\n%s", s.Edge(0), s.Edge(1), s.Task(), s.Phase(), eventsText(ev))
	}
	if !strings.Contains(eventsText(ev), "Imperial sets up along the south edge, Hegemony along the north") {
		t.Fatal(eventsText(ev))
	}
	refuse(t, s, Place{By: 1, Ship: "Hive", Col: 15, Row: 17, Facing: "N"}, "columns 04–25, rows 00–04")
	for !s.Outcome().Over && s.Phase().Name == PhaseSetup {
		p := s.Phase().Actors[0]
		in, err := Scripted{}.Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = mustApply(t, s, in)
	}
	if s.Phase().Name != PhaseOrders || s.Turn() != 1 || len(s.Objects()) != 4 {
		t.Fatalf("after the set-up: %+v, %d objects", s.Phase(), len(s.Objects()))
	}
	for _, sh := range s.Ships() {
		if !s.InSetupZone(sh.Side, sh.Hex) {
			t.Fatalf("%s at %v outside its zone", sh.Name, sh.Hex)
		}
	}
}

// The scripted opponent puts the objects between the fleets (the middle
// rows) and chooses the edge whose half holds fewer objects.
func TestSetup_2_1_2_Objects_Scripted(t *testing.T) {
	s := objectsGame(t, 6, 1, 1, 6)
	for s.Task() == TaskObjects {
		in, err := Scripted{}.Choose(s.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		o := in.(PlaceObject)
		if o.Row < 8 || o.Row > 11 {
			t.Fatalf("the scripted placer put %v far from the middle", o)
		}
		s, _ = mustApply(t, s, in)
	}
	if o := s.Objects(); o[0].Kind != "asteroid" || o[1].Kind != "planet" {
		t.Fatalf("kinds: %+v", o)
	}
	// Move one object into the north half: Hegemony then prefers north.
	n := s.clone()
	n.objects = append([]Object(nil), n.objects...)
	n.objects[0].Hex = at("1506")
	n.objects[1].Hex = at("1606")
	in, _ := Scripted{}.Choose(n.View(1), 1)
	if in != (ChooseEdge{By: 1, Edge: "south"}) {
		t.Fatalf("with the objects in the north half: %v", in)
	}
	n.objects[0].Hex, n.objects[1].Hex = at("1513"), at("1613")
	in, _ = Scripted{}.Choose(n.View(1), 1)
	if in != (ChooseEdge{By: 1, Edge: "north"}) {
		t.Fatalf("with the objects in the south half: %v", in)
	}
}

func TestParseObjectPlacement(t *testing.T) {
	kinds := []string{"asteroid", "planet"}
	for _, tc := range []struct {
		text, kind string
		col, row   int
		err        string
	}{
		{"1409", "asteroid", 14, 9, ""},
		{"1409 p", "planet", 14, 9, ""},
		{"1409 Planet", "planet", 14, 9, ""},
		{"1409 moon", "", 0, 0, "not a kind of object"},
		{"", "", 0, 0, "write the hex"},
		{"14x9 a", "", 0, 0, "not a hex"},
	} {
		c, r, k, err := ParseObjectPlacement(tc.text, kinds)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: %v; want %q", tc.text, err, tc.err)
			}
			continue
		}
		if err != nil || c != tc.col || r != tc.row || k != tc.kind {
			t.Errorf("%q: %d %d %q %v", tc.text, c, r, k, err)
		}
	}
}

func TestSetup_Objects_ScenarioAndIntentFiles(t *testing.T) {
	f := loadScenario(t, "objects").File()
	f.Setup = ""
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "needs setup: interactive") {
		t.Fatalf("place_objects without a set-up: %v", err)
	}
	f = loadScenario(t, "objects").File()
	f.PlaceObjects.Count = 0
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "place_objects.count") {
		t.Fatalf("count 0: %v", err)
	}
	f = loadScenario(t, "objects").File()
	f.PlaceObjects.Kinds = []string{"planet", "pulsar"}
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "same letter") {
		t.Fatalf("planet and pulsar: %v", err)
	}
	f.PlaceObjects.Kinds = nil
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	if s := mustState(t, sc); strings.Join(s.ObjectKinds(), ",") != "asteroid,planet" {
		t.Fatalf("default kinds: %v", s.ObjectKinds())
	}
	for _, in := range []engine.Intent{PlaceObject{By: 1, Object: "planet", Col: 15, Row: 10}, ChooseEdge{By: 0, Edge: "south"}} {
		data, _ := json.Marshal(in)
		back, err := Game{}.DecodeIntent(in.Kind(), data)
		if err != nil || back != in {
			t.Fatalf("%s: %v %v", data, back, err)
		}
	}
	if _, err := (Game{}).DecodeIntent(KindObject, json.RawMessage(`{"by":0,"object":"planet"}`)); err == nil {
		t.Fatal("an object without a hex decoded")
	}
	if s := (PlaceObject{Object: "planet", Col: 15, Row: 10}).String(); s != "planet at 1510" {
		t.Fatal(s)
	}
}

// 2.1.2: an object stops movement through its hex (orders that enter it
// are refused; craft go around it, their move counted along the path)
// and blocks line of sight for ships and satellites; with an explosion
// on the other side of a hexside the line along it is blocked too.
func TestRule_2_1_2_ObjectsStopMovementAndSight(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Gun:1502:S", "Blue:H:Hulk:1508:N")
	s.objects = []Object{{Kind: "asteroid", Hex: at("1505")}}
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "4"}, "the path enters the asteroid at 1505: objects stop movement (2.1.2)")
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "3"}, "objects stop movement")
	apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "2"})

	f := s.share()
	f.phase, f.chooser, f.picked = phFighters, 0, -1
	f.craft = []craft{{id: flight("A/S1"), side: 0, sat: true, pos: at("1503"), n: 1}}
	refuse(t, f, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 5}, "cannot reach 1505")
	// 1508 lies 5 hexes from 1503, but the way round the asteroid takes 6.
	refuse(t, f, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 8}, "cannot reach 1508")
	apply(t, f, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 7})
	refuse(t, f, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 3, Target: aim("H")}, "no line of sight")

	c := s.share()
	c.craft = nil
	c.phase, c.firing, c.firstFire = phCombat, 0, 0
	refuse(t, c, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")}, "no line of sight from A to H")
	c.objects = []Object{{Kind: "asteroid", Hex: at("1405")}}
	apply(t, c, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})

	a := at("1510")
	b := hex.Add(a, hex.Hex{Q: 2, R: -1}) // along the side two neighbours share
	left, right := hex.Add(a, hex.Hex{Q: 1, R: 0}), hex.Add(a, hex.Hex{Q: 1, R: -1})
	c.objects = []Object{{Kind: "planet", Hex: left}}
	if !c.Clear(a, b) {
		t.Error("an object on one side of the line's hexside blocks it")
	}
	c.booms = []explosion{{pos: right, strength: 1}}
	if c.Clear(a, b) {
		t.Error("an object on one side and an explosion on the other leave the line clear")
	}
}

// The project's own bounds on the objects one side places (2.1.2 prints
// none): from 1 to 20. Either end is taken and one past it refused.
func TestSetup_Own_PlacedObjectsFromOneToTwenty(t *testing.T) {
	for _, tc := range []struct {
		count int
		ok    bool
	}{{0, false}, {1, true}, {2, true}, {19, true}, {20, true}, {21, false}} {
		f := loadScenario(t, "objects").File()
		f.PlaceObjects.Count = tc.count
		sc, err := NewScenario(f)
		switch {
		case tc.ok && err != nil:
			t.Errorf("%d objects: %v", tc.count, err)
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), "place_objects.count: "+strconv.Itoa(tc.count)+" is not from 1 to 20")):
			t.Errorf("%d objects: %v, want them refused", tc.count, err)
		case tc.ok && mustState(t, sc).rules.placeCount != tc.count:
			t.Errorf("%d objects: the game places %d", tc.count, mustState(t, sc).rules.placeCount)
		}
	}
}
