package starmada

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// setupGame starts the shipped "setup" scenario with the set-up roll's
// dice forced.
func setupGame(t *testing.T, faces ...int) *State {
	t.Helper()
	s, err := Game{}.newStateDice(loadScenario(t, "setup"), nil, engine.NewDice(1).Force(faces...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustApply(t *testing.T, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev, err := s.Apply(in)
	if err != nil {
		t.Fatalf("%v: %v", in, err)
	}
	return n.(*State), ev
}

// The shipped scenarios that place their ships keep the hashes they had
// before the Set-up Phase existed, in the hash of save format version 1
// (standard's recorded again in rules 6, which changed its fleets; duel's
// when its description came to name its planet beside the three asteroids:
// the scenario's text is in the hash; before, 0x4486721c5a01d933 and
// 0x19528b4cbeafe6ee; standard's again when its description stopped
// giving the number of turns, which the turns option changes; before,
// 0x6e297342511e9539 and 0xa3973fd159bd16fa).
func TestSetup_2_1_2_FixedScenariosKeepTheirHashes(t *testing.T) {
	for _, tc := range []struct {
		name        string
		start, next uint64
	}{
		{"standard", 0xa0316304cba532bb, 0xd0d1ee223605f7a8},
		{"duel", 0x1a2e58ed3822cbf5, 0xe3e6a8f24ce8f90c},
	} {
		s := newGame(t, tc.name, 7)
		if s.Phase().Name != PhaseOrders || s.SetupFirst() != engine.NoPlayer {
			t.Fatalf("%s: starts in the %s Phase", tc.name, s.Phase().Name)
		}
		in, _ := Scripted{}.Choose(s.View(0), 0)
		n, _ := mustApply(t, s, in)
		if s.HashV1() != tc.start || n.HashV1() != tc.next {
			t.Errorf("%s: hashes %#x, %#x; want %#x, %#x", tc.name, s.HashV1(), n.HashV1(), tc.start, tc.next)
		}
	}
}

// 2.1.2: each side rolls a die; the lower roll sets up first. A tie is
// rolled again (the rulebook does not say; the project's reading).
func TestSetup_2_1_2_LowerRollSetsUpFirst(t *testing.T) {
	for _, tc := range []struct {
		faces []int
		first engine.Player
	}{
		{[]int{2, 5}, 0},
		{[]int{6, 1}, 1},
		{[]int{4, 4, 5, 3}, 1}, // a tie, then Hegemony rolls lower
	} {
		s := setupGame(t, tc.faces...)
		if s.Phase().Name != PhaseSetup || s.SetupFirst() != tc.first || !s.Phase().Acting(tc.first) || s.Phase().Acting(other(tc.first)) {
			t.Fatalf("dice %v: phase %+v, first %d; want %d", tc.faces, s.Phase(), s.SetupFirst(), tc.first)
		}
		if got := s.SetupRolls(); len(got) != len(tc.faces) {
			t.Fatalf("dice %v: rolls %v", tc.faces, got)
		}
		for _, sh := range s.Ships() {
			if !sh.Unplaced {
				t.Fatalf("%s is on the map before the set-up", sh.Name)
			}
		}
		if len(s.Craft()) != 0 {
			t.Fatal("flights on the map before their carriers")
		}
		// The side that rolled higher must wait.
		late := Place{By: other(tc.first), Ship: map[engine.Player]string{0: "Admirable", 1: "Hive"}[other(tc.first)], Col: 15, Row: 2, Facing: "S"}
		if _, _, err := s.Apply(late); err == nil || !strings.Contains(err.Error(), "not your turn") {
			t.Fatalf("the higher roll placed first: %v", err)
		}
		// The log opens with the rolls.
		all := eventsText(s.Opening())
		if !strings.Contains(all, s.Name(tc.first)+" rolled lower and sets up first (2.1.2)") ||
			strings.Contains(all, "a tie") != (len(tc.faces) > 2) {
			t.Fatalf("dice %v: the opening\n%s", tc.faces, all)
		}
	}
}

// 2.1.2: no ship farther than five hexes from its edge nor closer than
// five to either short edge; a ship faces a hexside. Objects block the hex.
func TestSetup_2_1_2_PlacementRefused(t *testing.T) {
	s := setupGame(t, 1, 6) // Imperial (north edge) sets up first
	for _, tc := range []struct {
		in   Place
		want string
	}{
		{Place{By: 0, Ship: "Halberd", Col: 15, Row: 5, Facing: "S"}, "1505 is outside"},
		{Place{By: 0, Ship: "Halberd", Col: 3, Row: 2, Facing: "S"}, "columns 04–25, rows 00–04"},
		{Place{By: 0, Ship: "Halberd", Col: 26, Row: 0, Facing: "S"}, "outside Imperial's set-up zone"},
		{Place{By: 0, Ship: "Halberd", Col: 15, Row: 30, Facing: "S"}, "off the board"},
		{Place{By: 0, Ship: "Halberd", Col: 15, Row: 2, Facing: "E"}, "is not a facing"},
		{Place{By: 0, Ship: "Hive", Col: 15, Row: 2, Facing: "S"}, "not Imperial's ship"},
		{Place{By: 0, Ship: "Nobody", Col: 15, Row: 2, Facing: "S"}, "no ship"},
	} {
		_, _, err := s.Apply(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v; want %q", tc.in, err, tc.want)
		}
	}
	_, _, err := s.Apply(Place{By: 0, Ship: "Halberd", Col: 15, Row: 5, Facing: "S"})
	if err == nil || !strings.Contains(err.Error(), "(2.1.2)") {
		t.Fatalf("the message names no rule: %v", err)
	}
	// An object in the zone.
	f := loadScenario(t, "setup").File()
	f.Objects = append(f.Objects, ObjectFile{Kind: "planet", At: "1002"})
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s2, err := Game{}.newStateDice(sc, nil, engine.NewDice(1).Force(1, 6))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s2.Apply(Place{By: 0, Ship: "Halberd", Col: 10, Row: 2, Facing: "S"}); err == nil || !strings.Contains(err.Error(), "holds an object (planet)") {
		t.Fatalf("placed on a planet: %v", err)
	}
	for _, in := range s2.Legal(0) {
		if p := in.(Place); p.Col == 10 && p.Row == 2 {
			t.Fatal("Legal offers the planet's hex")
		}
	}
}

// 2.1.2 counts a hex's distance from an edge with the hex itself: the zone
// is five rows deep (rows 00–04, row 04 five hexes from the long edge), so
// column 04 is five hexes from the west edge, no closer than five, and
// column 25 five from the east edge of 30; 03 and 26 are four away. Rules
// 1–3 began the zone at 05 and ended it at 24, counting the columns
// otherwise than the rows.
func TestSetup_2_1_2_FiveFromTheShortEdgeCountsAsTheRows(t *testing.T) {
	s := setupGame(t, 1, 6) // Imperial (north edge) sets up first
	for _, col := range []int{4, 25} {
		for _, row := range []int{0, 4} {
			if _, _, err := s.Apply(Place{By: 0, Ship: "Halberd", Col: col, Row: row, Facing: "S"}); err != nil {
				t.Errorf("column %02d row %02d refused: %v", col, row, err)
			}
		}
	}
	for _, at := range [][2]int{{3, 2}, {26, 2}, {4, 5}, {25, 5}} {
		refuse(t, s, Place{By: 0, Ship: "Halberd", Col: at[0], Row: at[1], Facing: "S"}, "outside Imperial's set-up zone")
	}
	if c0, c1, r0, r1 := s.ZoneFor("south"); c0 != 4 || c1 != 25 || r0 != 15 || r1 != 19 {
		t.Errorf("the southern zone is columns %d–%d, rows %d–%d", c0, c1, r0, r1)
	}
	// Objects go outside both zones: column 04 of the first rows is now a zone's.
	b := loadScenario(t, "setup").board
	if objectSpot(b, hex.FromOffset(4, 2)) || objectSpot(b, hex.FromOffset(25, 17)) || !objectSpot(b, hex.FromOffset(3, 2)) {
		t.Error("an object may go into column 04 or 25 of a zone, or not into column 03")
	}
}

// A whole set-up: the lower roll places all its starships and then its
// fighter flights, then the other side does (2.1.2: the lower roll places
// "its starships and fighter flights first"); ships may share a hex
// (3.3.1); a flight goes anywhere in its side's zone, not only to its
// carrier's hex (rules 4; rules 1-3 put every flight in its carrier's hex
// when the set-up ended); then the Orders Phase of turn 1.
func TestSetup_2_1_2_WholeSetUp(t *testing.T) {
	s := setupGame(t, 5, 2) // Hegemony first
	refuse(t, s, Place{By: 1, Ship: "Hive/F1", Col: 15, Row: 17}, "after its starships")
	heg := []Place{
		{Ship: "Hive", Col: 15, Row: 17, Facing: "N"},
		{Ship: "Mantis", Col: 12, Row: 17, Facing: "NE"},
		{Ship: "Hornet", Col: 12, Row: 17, Facing: "N"}, // stacked on the Mantis
		{Ship: "Wasp", Col: 5, Row: 19, Facing: "N"},
	}
	for k, p := range heg {
		p.By = 1
		var ev []engine.Event
		s, ev = mustApply(t, s, p)
		if !s.Phase().Acting(1) {
			t.Fatalf("after %v the Hegemony no longer places", p)
		}
		if k == len(heg)-1 && !strings.Contains(ev[len(ev)-1].Text, "Hegemony sets up its fighter flights (2.1.2)") {
			t.Fatalf("events %v", ev)
		}
	}
	hegFlights := s.Waiting()
	if len(hegFlights) == 0 || s.Unplaced(1) != len(hegFlights) {
		t.Fatalf("the Hegemony has flights %v to place, %d unplaced", hegFlights, s.Unplaced(1))
	}
	refuse(t, s, Place{By: 1, Ship: hegFlights[0].String(), Col: 15, Row: 12}, "outside Hegemony's set-up zone")
	refuse(t, s, Place{By: 0, Ship: hegFlights[0].String(), Col: 15, Row: 17}, "not your turn")
	flightAt := map[CraftID]string{}
	for k, id := range hegFlights {
		in := Place{By: 1, Ship: id.String(), Col: 20 - k, Row: 15} // away from the Hive
		if k == 0 {
			in.Facing = "N" // a facing given is ignored
		}
		var ev []engine.Event
		s, ev = mustApply(t, s, in)
		flightAt[id] = hexName(20-k, 15)
		if k == len(hegFlights)-1 {
			if !s.Phase().Acting(0) || s.Phase().Name != PhaseSetup {
				t.Fatalf("the Imperial side does not set up next: %+v", s.Phase())
			}
			if !strings.Contains(ev[len(ev)-1].Text, "Imperial sets up its ships") {
				t.Fatalf("events %v", ev)
			}
		}
	}
	if _, _, err := s.Apply(Place{By: 1, Ship: "Hive", Col: 15, Row: 17, Facing: "N"}); err == nil {
		t.Fatal("a ship set up twice")
	}
	imp := []Place{
		{Ship: "Admirable", Col: 15, Row: 0, Facing: "S"},
		{Ship: "Halberd", Col: 14, Row: 4, Facing: "SE"},
		{Ship: "Sabre", Col: 24, Row: 2, Facing: "S"},
		{Ship: "Lancer", Col: 20, Row: 3, Facing: "SW"},
	}
	for _, p := range imp {
		p.By = 0
		s, _ = mustApply(t, s, p)
	}
	for len(s.Waiting()) > 0 { // the scripted choice: the carrier's hex
		in := s.Legal(0)[0].(Place)
		if sh, _ := s.Ship(s.Waiting()[0].Carrier); in.Ship != s.Waiting()[0].String() || in.At() != sh.Hex {
			t.Fatalf("the first listed placement %v is not %s in its carrier's hex", in, s.Waiting()[0])
		}
		id := s.Waiting()[0]
		s, _ = mustApply(t, s, in)
		flightAt[id] = hexName(in.Col, in.Row)
	}
	if ph := s.Phase(); ph.Name != PhaseOrders || ph.Turn != 1 || len(ph.Actors) != 2 {
		t.Fatalf("after the set-up: %+v", ph)
	}
	want := map[string]string{"Hive": "1517 N", "Mantis": "1217 NE", "Hornet": "1217 N", "Wasp": "0519 N",
		"Admirable": "1500 S", "Halberd": "1404 SE", "Sabre": "2402 S", "Lancer": "2003 SW"}
	for _, sh := range s.Ships() {
		c, r := hex.ToOffset(sh.Hex)
		if got := hexName(c, r) + " " + sh.Facing.String(); got != want[sh.Name] || sh.Unplaced {
			t.Errorf("%s at %s, want %s", sh.Name, got, want[sh.Name])
		}
	}
	flights, bays := 0, 0
	for i := range s.ships {
		bays += s.ships[i].class.Equips(FighterBays)
	}
	for _, c := range s.Craft() {
		col, row := hex.ToOffset(c.Hex)
		if hexName(col, row) != flightAt[c.ID] || c.Fighters != FlightSize {
			t.Errorf("flight %s at %s with %d, want %s with %d", c.ID, hexName(col, row), c.Fighters, flightAt[c.ID], FlightSize)
		}
		flights++
	}
	if flights != bays || bays == 0 {
		t.Errorf("%d flights from %d fighter bays", flights, bays)
	}
}

// Set-up is open: both sides' views are the same (no handoff), and Legal
// lists the zone's free hexes facing the enemy.
func TestSetup_2_1_2_OpenAndLegal(t *testing.T) {
	s := setupGame(t, 1, 6)
	if s.View(0).Hash() != s.View(1).Hash() {
		t.Fatal("the set-up hides something")
	}
	legal := s.Legal(0)
	// 4 ships × (22 columns × 5 rows) hexes.
	if len(legal) != 4*110 {
		t.Fatalf("%d placements", len(legal))
	}
	for _, in := range legal {
		p := in.(Place)
		if p.Facing != "S" || !s.InSetupZone(0, hex.FromOffset(p.Col, p.Row)) {
			t.Fatalf("Legal offers %v", p)
		}
	}
	if s.Legal(1) != nil {
		t.Fatal("the higher roll may act")
	}
}

// The scripted opponent sets up its whole fleet in the zone, one ship to
// a hex, facing the enemy, centred on the enemy when it has set up.
func TestSetup_2_1_2_Scripted(t *testing.T) {
	s := setupGame(t, 3, 2)
	for s.Phase().Name == PhaseSetup {
		p := s.Phase().Actors[0]
		in, err := Scripted{}.Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = mustApply(t, s, in)
	}
	seen := map[hex.Hex]bool{}
	for _, sh := range s.Ships() {
		if !s.InSetupZone(sh.Side, sh.Hex) || sh.Facing != s.TowardEnemy(sh.Side) || seen[sh.Hex] {
			t.Errorf("%s at %v facing %s", sh.Name, sh.Hex, sh.Facing)
		}
		seen[sh.Hex] = true
	}
}

func TestParsePlacement(t *testing.T) {
	for _, tc := range []struct {
		in       string
		col, row int
		facing   hex.Direction
		err      string
	}{
		{"0517 N", 5, 17, hex.N, ""},
		{" 1203   sw ", 12, 3, hex.SW, ""},
		{"1203", 12, 3, hex.S, ""}, // toward the enemy
		{"12,3 NE", 12, 3, hex.NE, ""},
		{"", 0, 0, 0, "write the hex and the facing"},
		{"0517 N S", 0, 0, 0, "write the hex and the facing"},
		{"05x7 N", 0, 0, 0, "is not a hex"},
		{"0517 E", 0, 0, 0, "is not a facing"},
	} {
		c, r, f, err := ParsePlacement(tc.in, hex.S)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: %v; want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || c != tc.col || r != tc.row || f != tc.facing {
			t.Errorf("%q: %d %d %s %v", tc.in, c, r, f, err)
		}
	}
}

func TestSetup_ScenarioAndIntentFiles(t *testing.T) {
	f := loadScenario(t, "setup").File()
	f.Sides[0].Ships[0].At = "1502"
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "leave out at and facing") {
		t.Fatalf("a fixed hex with setup: interactive: %v", err)
	}
	f = loadScenario(t, "setup").File()
	f.Setup = "later"
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "setup:") {
		t.Fatalf("setup: later: %v", err)
	}
	in := Place{By: 1, Ship: "Hive", Col: 15, Row: 17, Facing: "N"}
	data, _ := json.Marshal(in)
	back, err := Game{}.DecodeIntent(KindPlace, data)
	if err != nil || back != in {
		t.Fatalf("%s: %v %v", data, back, err)
	}
	if _, err := (Game{}).DecodeIntent(KindPlace, json.RawMessage(`{"by":0,"ship":"Hive"}`)); err == nil {
		t.Fatal("a placement without a hex decoded")
	}
	if in.String() != "Hive at 1517 facing N" {
		t.Fatal(in.String())
	}
}

// 2.1.2 on a board larger than 30 × 20: the zones are the five rows along
// each long edge and the columns from 04 to five from the far short edge
// (04–35 on 40 columns), counted from the board's size, not the default's.
func TestSetup_2_1_2_ZonesFollowTheBoard(t *testing.T) {
	f := ScenarioFile{Name: "big", Title: "Big", Board: &BoardFile{Cols: 40, Rows: 24}, Setup: "interactive", Sides: []SideFile{
		{Name: "Red", Edge: "north", Ships: []ShipFile{{Name: "A", Class: "Admirable"}}},
		{Name: "Blue", Edge: "south", Ships: []ShipFile{{Name: "B", Class: "Admirable"}}},
	}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		faces  []int
		by     engine.Player
		ship   string
		r0, r1 int
	}{{[]int{1, 6}, 0, "A", 0, 4}, {[]int{6, 1}, 1, "B", 19, 23}} {
		s, err := Game{}.newStateDice(sc, nil, engine.NewDice(1).Force(tc.faces...))
		if err != nil {
			t.Fatal(err)
		}
		for c := 0; c < 40; c++ {
			for r := 0; r < 24; r++ {
				err := s.Check(Place{By: tc.by, Ship: tc.ship, Col: c, Row: r, Facing: "S"})
				if in := c >= 4 && c <= 35 && r >= tc.r0 && r <= tc.r1; (err == nil) != in {
					t.Errorf("%s in %02d%02d: %v, want accepted %v", tc.ship, c, r, err, in)
				}
			}
		}
	}
}

// 2.1.2: the rolls of a battle the players set up are made with the
// battle, before any intent, and the log opens with them (Opening), while
// the panel beside the map shows them (found in play: the panel said
// "Imperial rolled 1, Hegemony 5" while the log was empty, and later the
// log told them only with the first action). The objects' scenario opens
// with the objects' roll and tells the set-up roll with the edge choice,
// where the panel starts showing it; a built fleet's rolls are told as
// they are made, when both fleets are ready.
func TestSetup_2_1_2_RollsOpenTheLog(t *testing.T) {
	b := loadScenario(t, "setup").Briefing(nil)
	if !strings.Contains(b.Situation, "The dice for who sets up first are rolled as the battle begins; the log opens with them.") {
		t.Errorf("the set-up scenario's briefing: %s", b.Situation)
	}
	s := newGame(t, "setup", 1)
	if txt := eventsText(s.Opening()); !strings.Contains(txt, "rolls for the set-up: 1d6") || !strings.HasSuffix(txt, "sets up first (2.1.2)\n") {
		t.Errorf("the opening:\n%s", txt)
	}
	next, ev := mustApply(t, s, s.Legal(s.SetupFirst())[0])
	if txt := eventsText(ev); strings.Contains(txt, "rolls for the set-up") {
		t.Errorf("the first placement tells the roll again:\n%s", txt)
	}
	if op := next.Opening(); op != nil {
		t.Errorf("a later state tells an opening: %s", eventsText(op))
	}

	o := objectsGame(t, 5, 2, 1, 6) // Imperial places the objects and sets up first
	if b := loadScenario(t, "objects").Briefing(nil); !strings.Contains(b.Situation, "The dice for who places the objects (the higher roll) and who sets up first are rolled as the battle begins; the log opens with the first and tells the second once the edges are chosen.") {
		t.Errorf("the objects scenario's briefing: %s", b.Situation)
	}
	if txt := eventsText(o.Opening()); !strings.Contains(txt, "rolls for the objects") || !strings.HasSuffix(txt, "will choose its edge (2.1.2)\n") || strings.Contains(txt, "for the set-up") {
		t.Errorf("the objects scenario's opening:\n%s", txt)
	}
	o, ev = mustApply(t, o, o.Legal(0)[0])
	if txt := eventsText(ev); strings.Contains(txt, "rolls for") {
		t.Errorf("the first object tells a roll:\n%s", txt)
	}
	for o.Task() == TaskObjects {
		o, _ = mustApply(t, o, o.Legal(0)[0])
	}
	o, ev = mustApply(t, o, ChooseEdge{By: 1, Edge: "south"})
	if txt := eventsText(ev); !strings.Contains(txt, "Imperial rolls for the set-up: 1d6 [1]") || !strings.Contains(txt, "sets up first (2.1.2); the dice were rolled with those for the objects and are told now that the edges are chosen") {
		t.Errorf("the edge choice:\n%s", txt)
	}
	_, ev = mustApply(t, o, o.Legal(0)[0])
	if txt := eventsText(ev); strings.Contains(txt, "for the set-up") {
		t.Errorf("the first placement tells the set-up roll again:\n%s", txt)
	}

	if b := loadScenario(t, "build").Briefing(nil); strings.Contains(b.Situation, "rolled as the battle begins") {
		t.Errorf("a built battle rolls when the fleets are ready: %s", b.Situation)
	}
}
