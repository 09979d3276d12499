package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// lightFirst are initiative rolls that make the Light Side (Mark) move
// first: Light 7, Dark 15.
var lightFirst = []int{7, 15}

func sq(x, y int) grid.Square { return grid.Square{X: x, Y: y} }

func TestMove_ZoneOfControl(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:X-wing Starfighter@10,10", "light:A-wing Starfighter@10,14", "light:Y-wing Starfighter@10,18",
		"dark:TIE Fighter@13,10", "dark:TIE Interceptor@13,14", "dark:TIE Bomber@13,18", "dark:Imperial Star Destroyer@2,0:S")
	x, a, y := s.ship(t, "X-wing"), s.ship(t, "A-wing"), s.ship(t, "Y-wing")
	// The X-wing stops on entering a square next to the TIE Fighter.
	n, _ := apply(t, s, Step{By: 0, Ship: x, Dir: DirE})
	n, ev := apply(t, n, Step{By: 0, Ship: x, Dir: DirE})
	if n.ships[x].at != sq(12, 10) || !n.ships[x].moved || !strings.Contains(texts(ev), "zone of control") {
		t.Fatalf("the X-wing was not stopped by the TIE Fighter's zone of control:\n%s", texts(ev))
	}
	// An Interceptor passes fighters without Interceptor but not another
	// Interceptor: the A-wing next to the TIE Interceptor stops.
	n, _ = apply(t, s, Step{By: 0, Ship: a, Dir: DirE})
	n, ev = apply(t, n, Step{By: 0, Ship: a, Dir: DirE})
	if !n.ships[a].moved || !strings.Contains(texts(ev), "TIE Interceptor") {
		t.Fatalf("the A-wing was not stopped by the TIE Interceptor:\n%s", texts(ev))
	}
	s2 := battle(t, RulesAdvanced, nil, lightFirst, "light:A-wing Starfighter@10,10", "dark:TIE Fighter@13,10", "dark:Imperial Star Destroyer@2,0:S")
	a2 := s2.ship(t, "A-wing")
	n, _ = apply(t, s2, Step{By: 0, Ship: a2, Dir: DirE})
	n, _ = apply(t, n, Step{By: 0, Ship: a2, Dir: DirE})
	if n.ships[a2].moved || n.left != 2 {
		t.Fatal("an Interceptor stopped next to a fighter without Interceptor")
	}
	// A TIE Bomber has Assault: it stops nobody.
	n, _ = apply(t, s, Step{By: 0, Ship: y, Dir: DirE})
	n, _ = apply(t, n, Step{By: 0, Ship: y, Dir: DirE})
	if n.ships[y].moved {
		t.Fatal("the Assault fighter stopped the Y-wing")
	}
	// In the Quick Start game the zone of control holds, the abilities
	// do not: the A-wing stops next to the TIE Fighter.
	q := battle(t, RulesQuickStart, nil, lightFirst, "light:A-wing Starfighter@10,10", "dark:TIE Fighter@13,10", "dark:Imperial Star Destroyer@2,0:S")
	n, _ = apply(t, q, Step{By: 0, Ship: a2, Dir: DirE})
	n, _ = apply(t, n, Step{By: 0, Ship: a2, Dir: DirE})
	if !n.ships[a2].moved {
		t.Fatal("Interceptor worked in the Quick Start game")
	}
}

func TestMove_PassingAlliesAndEnemies(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:X-wing Starfighter@10,10", "light:Y-wing Starfighter@11,10", "light:Millennium Falcon@10,20:N",
		"dark:Slave I (Boba Fett)@11,20:N", "dark:Imperial Star Destroyer@2,0:S")
	x, falcon := s.ship(t, "X-wing"), s.ship(t, "Falcon")
	n, _ := apply(t, s, Step{By: 0, Ship: x, Dir: DirE})
	refuse(t, n, Stop{By: 0, Ship: x, Facing: grid.North}, "cannot end its move in Y-wing's square")
	n, _ = apply(t, n, Step{By: 0, Ship: x, Dir: DirE})
	n, _ = apply(t, n, Stop{By: 0, Ship: x, Facing: grid.North})
	if n.ships[x].at != sq(12, 10) {
		t.Fatalf("the X-wing passed the Y-wing to %v", n.ships[x].at)
	}
	// With one square left it may not step onto an ally.
	m := s
	for _, d := range []Dir{DirN, DirS, DirN} {
		m, _ = apply(t, m, Step{By: 0, Ship: x, Dir: d})
	}
	refuse(t, m, Step{By: 0, Ship: x, Dir: DirSE}, "not end its move in its square")
	// A class 3 ship cannot enter an enemy's square.
	refuse(t, s, Step{By: 0, Ship: falcon, Dir: DirE}, "enemy")
}

func TestMove_ClassRules(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "light:Millennium Falcon@4,20:N", "dark:Imperial Star Destroyer@2,0:S")
	ras, falcon := s.ship(t, "Assault Ship"), s.ship(t, "Falcon")
	refuse(t, s, Step{By: 0, Ship: ras, Dir: DirS}, "never backward")
	refuse(t, s, Step{By: 0, Ship: ras, Dir: DirNE}, "Power to Engines")
	refuse(t, s, Stop{By: 0, Ship: ras, Facing: grid.East}, "never ends its move with a turn")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirW})
	if n.ships[ras].facing != grid.West || n.ships[ras].at != sq(9, 20) {
		t.Fatalf("turn left and forward: %+v", n.ships[ras])
	}
	n, _ = apply(t, n, Step{By: 0, Ship: ras, Dir: DirW})
	if !n.ships[ras].moved {
		t.Fatal("a class 2 ship has 2 squares")
	}
	// A class 3 ship moves diagonally and chooses its facing at the end.
	n, _ = apply(t, s, Step{By: 0, Ship: falcon, Dir: DirSW})
	n, _ = apply(t, n, Step{By: 0, Ship: falcon, Dir: DirNW})
	n, _ = apply(t, n, Step{By: 0, Ship: falcon, Dir: DirNW})
	if n.ships[falcon].moved {
		t.Fatal("a class 3 ship ends its move by stating its facing")
	}
	refuse(t, n, Step{By: 0, Ship: falcon, Dir: DirN}, "as far as it may")
	n, _ = apply(t, n, Stop{By: 0, Ship: falcon, Facing: grid.West})
	if n.ships[falcon].facing != grid.West || n.ships[falcon].at != sq(1, 19) {
		t.Fatalf("the Falcon: %+v", n.ships[falcon])
	}
	refuse(t, n, Step{By: 0, Ship: falcon, Dir: DirN}, "has moved this round")
}

func TestMove_PowerToEngines(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "dark:Imperial Star Destroyer@2,0:S")
	h := s.ship(t, "Home One")
	if s.prompt != promptReroll {
		t.Fatalf("Home One's Advanced Communications Array: the loser is not offered a reroll (%s)", s.Phase().Name)
	}
	s, _ = apply(t, s, Pass{By: 0})
	refuse(t, s, Step{By: 0, Ship: h, Dir: DirNE}, "Power to Engines")
	n, ev := apply(t, s, Play{By: 0, Option: PowerToEngines})
	if !strings.Contains(texts(ev), "Power to Engines") || n.ships[h].spent == 0 {
		t.Fatalf("no counter spent:\n%s", texts(ev))
	}
	n, _ = apply(t, n, Step{By: 0, Ship: h, Dir: DirNE})
	if n.ships[h].at != sq(11, 19) || n.ships[h].facing != grid.North {
		t.Fatalf("diagonal step: %+v", n.ships[h])
	}
	// Once a round, and each counter once a battle.
	refuse(t, n, Play{By: 0, Option: PowerToEngines}, "")
}

func TestMove_Displacement(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:TIE Fighter@11,19", "dark:Imperial Star Destroyer@2,0:S")
	v, tie := s.ship(t, "Viscount"), s.ship(t, "TIE Fighter")
	n, _ := apply(t, s, Step{By: 0, Ship: v, Dir: DirN})
	if n.prompt != promptDisplace || n.asked != 1 {
		t.Fatalf("the TIE Fighter's owner is not asked where it goes: %s", n.Phase().Name)
	}
	var to []grid.Square
	for _, in := range n.Legal(1) {
		to = append(to, in.(Displace).To)
	}
	if len(to) != 3 || to[0] != sq(10, 18) || to[2] != sq(12, 18) {
		t.Fatalf("nearest squares %v, want the three ahead of the Viscount", to)
	}
	refuse(t, n, Displace{By: 1, Fighter: tie, To: sq(9, 19)}, "nearest free squares")
	n, _ = apply(t, n, Displace{By: 1, Fighter: tie, To: sq(12, 18)})
	if n.ships[tie].at != sq(12, 18) || n.prompt != promptNone || !n.ships[v].moved {
		t.Fatalf("after the displacement: %+v, %s", n.ships[tie], n.Phase().Name)
	}
}

func TestMove_Fleeing(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst, "light:Millennium Falcon@0,15:W", "dark:Imperial Star Destroyer@2,0:S")
	n, ev := apply(t, s, Step{By: 0, Ship: s.ship(t, "Falcon"), Dir: DirW})
	if n.ships[0].status != stFled || !n.Outcome().Over || n.Outcome().Winner != 1 {
		t.Fatalf("the Falcon fled, the Light Side has nothing left: %+v\n%s", n.Outcome(), texts(ev))
	}
}

func TestMove_TractorBeamsAndCloak(t *testing.T) {
	for _, tc := range []struct {
		card, name string
		stops      bool
	}{
		{"Millennium Falcon", "Falcon", true},                      // class 3: smaller than the class 2 tractor
		{"Republic Cruiser", "Republic Cruiser", true},             // class 2: the same class
		{"Mon Calamari Star Defender Viscount", "Viscount", false}, // class 1: larger
		{"Rebel Blockade Runner", "Blockade Runner", false},        // Cloak
	} {
		s := battle(t, RulesAdvanced, nil, lightFirst, "light:"+tc.card+"@13,10:W", "dark:Imperial Star Destroyer@10,10:S")
		id := s.ship(t, tc.name)
		_, ev := apply(t, s, Step{By: 0, Ship: id, Dir: DirW})
		stopped := strings.Contains(texts(ev), "Tractor Beams")
		if stopped != tc.stops {
			t.Errorf("%s next to the Star Destroyer's Tractor Beams: stopped %v, want %v", tc.name, stopped, tc.stops)
		}
	}
}

func TestLaunch(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "light:X-wing Starfighter", "light:X-wing Starfighter", "light:X-wing Starfighter", "light:B-wing Starfighter",
		"dark:Imperial Interdictor Cruiser@2,0:S")
	h := s.ship(t, "Home One")
	n, _ := apply(t, s, Stop{By: 0, Ship: h, Facing: grid.North})
	if n.step != stepLaunch {
		t.Fatalf("launching after the last ship moved: %s", n.Phase().Name)
	}
	refuse(t, n, Launch{By: 0, Carrier: h, Fighter: n.ship(t, "X-wing 2"), At: sq(9, 20)}, "leave the pool in order")
	refuse(t, n, Launch{By: 0, Carrier: h, Fighter: n.ship(t, "X-wing 1"), At: sq(8, 20)}, "adjacent")
	// Interdict: Fighter Launch 2 halved is 1; Scramble Fighters adds 1
	// for a class 2 ship.
	if n.launchRate(h) != 1 {
		t.Fatalf("Home One launches %d under Interdict, want 1", n.launchRate(h))
	}
	n, _ = apply(t, n, Play{By: 0, Option: ScrambleFighters})
	if n.launchRate(h) != 2 {
		t.Fatalf("with Scramble Fighters: %d, want 2", n.launchRate(h))
	}
	n, _ = apply(t, n, Launch{By: 0, Carrier: h, Fighter: n.ship(t, "X-wing 1"), At: sq(9, 20)})
	n, _ = apply(t, n, Launch{By: 0, Carrier: h, Fighter: n.ship(t, "B-wing"), At: sq(9, 21)})
	if n.Phase().Acting(0) {
		t.Fatal("Home One has launched its two: the move passes on")
	}
	if !n.ships[n.ship(t, "B-wing")].launched {
		t.Fatal("a launched fighter is marked")
	}
	// The launched fighters do not move this round.
	m := n.clone()
	m.phase, m.step, m.cur = phMove, stepMove, 0
	refuse(t, m, Step{By: 0, Ship: m.ship(t, "B-wing"), Dir: DirN}, "launched this round")
}

func TestSetup_ZonesAndOrder(t *testing.T) {
	g := Game{}
	s, err := g.newState(loadScenario(t, "quickstart"), nil, engine.NewDice(1))
	if err != nil {
		t.Fatal(err)
	}
	if ph := s.Phase(); ph.Name != PhaseSetup || !ph.Acting(0) {
		t.Fatalf("the Light Side sets up first in the Quick Start game: %+v", ph)
	}
	v := s.ship(t, "Viscount")
	refuse(t, s, Place{By: 0, Ship: v, At: sq(5, 28), Facing: grid.North}, "within 3 squares")
	refuse(t, s, Place{By: 0, Ship: s.ship(t, "V-wing"), At: sq(5, 29), Facing: grid.North}, "fighter pool")
	n, _ := apply(t, s, Place{By: 0, Ship: v, At: sq(5, 29), Facing: grid.North})
	refuse(t, n, Place{By: 0, Ship: n.ship(t, "Falcon"), At: sq(7, 30), Facing: grid.East}, "share a square")
	// The standard battle rolls for it once the fleets are revealed: the
	// lower roll sets up first.
	st, err := g.newState(loadScenario(t, "standard"), nil, engine.NewDice(1).Force(12, 12, 17, 4))
	if err != nil {
		t.Fatal(err)
	}
	for p := engine.Player(0); p < 2; p++ {
		st, _ = apply(t, st, Add{By: p, Card: cardID(t, st, []string{"Millennium Falcon", "Slave I (Boba Fett)"}[p])})
	}
	st, _ = apply(t, st, Done{By: 0})
	st, ev := apply(t, st, Done{By: 1})
	if st.setupRolls != [2]int{17, 4} || st.setupFirst != int(Dark) || !st.Phase().Acting(1) {
		t.Fatalf("rolls %v (a tie of 12 rolled again), first %d:\n%s", st.setupRolls, st.setupFirst, texts(ev))
	}
	// The log says why, with the two rolls.
	if all := texts(ev); !strings.Contains(all, "The Dark Side rolled lower (4 against 17) and sets up first: the lower roll sets up first (Assemble Your Fleet).") {
		t.Errorf("the set-up rolls are not explained:\n%s", all)
	}
}

func TestSetup_Packing(t *testing.T) {
	if !packs([]int{3, 3, 2, 2, 1, 1, 1}, 12) || packs([]int{3, 3, 3, 3, 1}, 12) || !packs([]int{2, 2, 2, 1, 1, 1}, 6) || packs([]int{2, 2, 2, 2}, 6) {
		t.Fatal("packing")
	}
	f := ScenarioFile{Name: "x", Title: "X", Grid: &GridFile{Cols: 8, Rows: 12}, Sides: []SideFile{
		{Name: "L", Faction: "light", Ships: []ShipFile{{Card: "Rebel Transport", Count: ptr(25)}}},
		{Name: "D", Faction: "dark", Ships: []ShipFile{{Card: "Imperial Star Destroyer"}}}}}
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "do not fit") {
		t.Fatalf("25 ships in 24 squares: %v", err)
	}
}

// An Infinite fighter that flies off the grid has fled, which counts as
// destroyed; Infinite then puts it back in the pool (Moving Off the Stellar
// Grid; glossary: Infinite). A fighter without Infinite is gone.
func TestRule_MovingOffTheGrid_InfiniteFighterReturnsToPool(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,28:N",
		"dark:Imperial Star Destroyer@10,5:S", "dark:TIE Fighter@0,10", "dark:TIE Fighter Ace@23,10")
	// The Dark Side moves first (7 against 15).
	tie, ace := s.ship(t, "TIE Fighter"), s.ship(t, "TIE Fighter Ace")
	n, ev := apply(t, s, Step{By: 1, Ship: tie, Dir: DirW})
	if sh := n.ships[tie]; sh.status != stPool || sh.damage != 0 || !strings.Contains(texts(ev), "Infinite") {
		t.Fatalf("a fled Infinite fighter returns to the pool: %+v\n%s", sh, texts(ev))
	}
	if n.Outcome().Over {
		t.Fatal("the Dark Side still has its Star Destroyer")
	}
	n, _ = apply(t, n, Step{By: 1, Ship: ace, Dir: DirE})
	if n.ships[ace].status != stFled {
		t.Fatalf("a fled fighter without Infinite leaves the game: %+v", n.ships[ace])
	}
	// Quick Start: no special abilities, so no Infinite.
	q := battle(t, RulesQuickStart, nil, []int{15, 7},
		"light:Millennium Falcon@10,28:N", "dark:Imperial Star Destroyer@10,5:S", "dark:TIE Fighter@0,10")
	q, _ = apply(t, q, Step{By: 1, Ship: q.ship(t, "TIE Fighter"), Dir: DirW})
	if q.ships[2].status != stFled {
		t.Fatalf("Quick Start: %+v", q.ships[2])
	}
}

// A fighter that starts next to an enemy fighter may leave; entering
// another square next to it stops it, and it may not go through
// (Starfighters; glossary: zone of control).
func TestRule_Starfighters_LeavingAZoneOfControl(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:X-wing Starfighter@10,10", "dark:TIE Fighter@11,10", "dark:Imperial Star Destroyer@2,0:S")
	x := s.ship(t, "X-wing")
	n, _ := apply(t, s, Step{By: 0, Ship: x, Dir: DirW})
	if n.ships[x].moved || n.left != 3 {
		t.Fatalf("leaving the zone of control: moved %v, %d left", n.ships[x].moved, n.left)
	}
	n, ev := apply(t, s, Step{By: 0, Ship: x, Dir: DirN})
	if !n.ships[x].moved || !strings.Contains(texts(ev), "zone of control") {
		t.Fatalf("a step to another square next to the TIE Fighter stops the X-wing:\n%s", texts(ev))
	}
	// Nonfighters ignore it; fighters ignore nonfighters.
	c := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Millennium Falcon@10,10:N", "light:X-wing Starfighter@10,14", "dark:TIE Fighter@12,10", "dark:Slave I (Boba Fett)@12,14:S",
		"dark:Imperial Star Destroyer@2,0:S")
	f, x2 := c.ship(t, "Falcon"), c.ship(t, "X-wing")
	n, _ = apply(t, c, Step{By: 0, Ship: f, Dir: DirE})
	if n.ships[f].moved || n.left != 2 {
		t.Fatal("a class 3 ship stopped next to an enemy fighter")
	}
	n, _ = apply(t, c, Step{By: 0, Ship: x2, Dir: DirE})
	if n.ships[x2].moved || n.left != 3 {
		t.Fatal("a fighter stopped next to an enemy class 3 ship")
	}
}

// Tractor Beams stop a ship that moves into a square next to the tractor
// ship, not one that moves away from it (glossary: Tractor Beams).
func TestRule_TractorBeams_LeavingIsFree(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Millennium Falcon@12,10:N", "dark:Imperial Star Destroyer@10,10:S")
	f := s.ship(t, "Falcon")
	n, _ := apply(t, s, Step{By: 0, Ship: f, Dir: DirE})
	if n.ships[f].moved || n.left != 2 {
		t.Fatal("moving away from Tractor Beams stopped the Falcon")
	}
	n, ev := apply(t, s, Step{By: 0, Ship: f, Dir: DirS})
	if n.left != 0 || !strings.Contains(texts(ev), "Tractor Beams") {
		t.Fatalf("a step along the Star Destroyer stops the Falcon:\n%s", texts(ev))
	}
}

// Class 1 and 2 ships: each square is ahead, or a quarter turn and then
// ahead, so a class 2 ship may turn twice in its two squares (a U-turn over
// two squares) but a class 1 ship has one square in all (Facing).
func TestRule_Facing_TurnsSquareBySquare(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "light:Mon Calamari Star Defender Viscount@2,20:N", "dark:Imperial Star Destroyer@2,0:S")
	ras, v := s.ship(t, "Assault Ship"), s.ship(t, "Viscount")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirE})
	n, _ = apply(t, n, Step{By: 0, Ship: ras, Dir: DirS})
	if sh := n.ships[ras]; sh.at != sq(11, 21) || sh.facing != grid.South || !sh.moved {
		t.Fatalf("two quarter turns: %+v", sh)
	}
	n, _ = apply(t, s, Step{By: 0, Ship: v, Dir: DirW})
	if sh := n.ships[v]; sh.at != sq(1, 20) || sh.facing != grid.West || !sh.moved {
		t.Fatalf("the Viscount turns and moves its one square: %+v", sh)
	}
}

// A fighter pushed aside at the edge of the grid goes to the nearest free
// square on the grid (Other Ships).
func TestRule_OtherShips_DisplacedAtTheEdge(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@0,20:N", "dark:TIE Fighter@0,19", "dark:Imperial Star Destroyer@10,0:S")
	ras, tie := s.ship(t, "Assault Ship"), s.ship(t, "TIE Fighter")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirN})
	var to []grid.Square
	if n.prompt == promptDisplace {
		for _, in := range n.Legal(1) {
			to = append(to, in.(Displace).To)
		}
	} else {
		to = append(to, n.ships[tie].at)
	}
	// The Assault Ship now covers 0–1, 19–20: the nearest free squares are
	// 0,18, 1,18 (and 2,18 … 2,20 are 2 away), never off the grid.
	if len(to) != 2 || to[0] != sq(0, 18) || to[1] != sq(1, 18) || n.ships[tie].status != stActive {
		t.Fatalf("squares %v", to)
	}
}

// Other Ships and Starfighters: a fighter may pass over an allied ship of
// any class, a 3 × 3 one included (it may not end there), and moves past
// enemy nonfighters without stopping; it never enters an enemy ship's
// squares (only class 1 and 2 ships push enemy fighters aside).
func TestRule_Starfighters_PassingLargeShips(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:X-wing Starfighter@9,21",
		"dark:Super Star Destroyer Executor@10,10:S", "dark:Imperial Star Destroyer@2,0:S")
	x := s.ship(t, "X-wing")
	// Across the Viscount's three columns and out the other side.
	n := s
	for k, d := range []Dir{DirE, DirE, DirE} {
		n, _ = apply(t, n, Step{By: 0, Ship: x, Dir: d})
		if k < 2 {
			refuse(t, n, Stop{By: 0, Ship: x, Facing: grid.North}, "cannot end its move in Viscount's square")
		}
	}
	n, _ = apply(t, n, Step{By: 0, Ship: x, Dir: DirE})
	if n.ships[x].at != sq(13, 21) || n.moving != NoShip || !n.ships[x].moved {
		t.Fatalf("the X-wing crossed the allied Viscount to %v (moving %d)", n.ships[x].at, n.moving)
	}
	// Past the enemy Executor (rows 10–12) without stopping beside it, but
	// never into its squares.
	m := s.clone()
	m.ships[x].at = sq(9, 14)
	m, _ = apply(t, m, Step{By: 0, Ship: x, Dir: DirN})
	if m.left != 3 {
		t.Fatalf("a fighter beside an enemy capital ship has %d squares left, want 3: it moves freely past", m.left)
	}
	m, _ = apply(t, m, Step{By: 0, Ship: x, Dir: DirN})
	refuse(t, m, Step{By: 0, Ship: x, Dir: DirNE}, "enemy")
}

// Beside the map edge (Facing, Moving Off the Stellar Grid): the Viscount
// (3 × 3, at the west edge facing north) may go ahead or turn right and go
// on, and a quarter turn to the left takes its space off the grid: it
// flees, which counts as destroyed; it can never end with a bare turn. The
// Falcon in a corner may hold and state any facing.
func TestRule_Facing_AtTheMapEdge(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@0,20:N", "light:Millennium Falcon@23,31:N",
		"dark:Imperial Star Destroyer@10,0:S")
	v, f := s.ship(t, "Viscount"), s.ship(t, "Falcon")
	refuse(t, s, Stop{By: 0, Ship: v, Facing: grid.West}, "never ends its move with a turn")
	for _, d := range []Dir{DirS, DirSW, DirNW, DirSE} {
		refuse(t, s, Step{By: 0, Ship: v, Dir: d}, "never backward or diagonally")
	}
	n, _ := apply(t, s, Step{By: 0, Ship: v, Dir: DirE})
	if n.ships[v].at != sq(1, 20) || n.ships[v].facing != grid.East || !n.ships[v].moved {
		t.Fatalf("a quarter turn right and on: at %v facing %v", n.ships[v].at, n.ships[v].facing)
	}
	n, ev := apply(t, s, Step{By: 0, Ship: v, Dir: DirW})
	if n.ships[v].status != stFled || !strings.Contains(texts(ev), "fled") {
		t.Fatalf("a quarter turn left off the grid: status %d\n%s", n.ships[v].status, texts(ev))
	}
	n, _ = apply(t, s, Stop{By: 0, Ship: f, Facing: grid.West})
	if n.ships[f].facing != grid.West || n.ships[f].at != sq(23, 31) {
		t.Fatalf("the Falcon holds in its corner facing west: %v %v", n.ships[f].at, n.ships[f].facing)
	}
}

// Class 1 and 2 ships push only enemy starfighters aside: an allied
// fighter's square may be crossed but not ended in, even by a Republic
// Assault Ship on its last square (Other Ships).
func TestRule_OtherShips_AnAlliedFighterIsNotPushed(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,10:N", "light:X-wing Starfighter@10,8", "dark:Imperial Star Destroyer@2,0:S")
	ras, x := s.ship(t, "Assault Ship"), s.ship(t, "X-wing")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirN})
	refuse(t, n, Step{By: 0, Ship: ras, Dir: DirN}, "not end its move in its square")
	if n.prompt == promptDisplace || n.ships[x].at != sq(10, 8) {
		t.Fatalf("the allied X-wing was pushed: %v", n.ships[x].at)
	}
}

// Scramble Fighters adds a launch to each class 2 ship *with* Fighter
// Launch: the Interdictor's reduced side has none, so it launches nothing,
// while a class 2 carrier gains its one after Interdict's halving (3 -> 2,
// +1 = 3) (glossary: Scramble Fighters, Interdict, rounding).
func TestRule_ScrambleFighters_OnlyShipsWithFighterLaunch(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@20,20:N", "light:X-wing Starfighter",
		"dark:Imperial Interdictor Cruiser@2,0:S", "dark:Trade Federation Battleship@20,0:S", "dark:TIE Fighter")
	ic, tfb := s.ship(t, "Interdictor"), s.ship(t, "TF Battleship")
	s.ships[ic].reduced = true
	s.effects[Dark] |= 1 << ScrambleFighters
	if r := s.launchRate(ic); r != 0 {
		t.Fatalf("a reduced Interdictor (no Fighter Launch) under Scramble Fighters launches %d", r)
	}
	if r := s.launchRate(tfb); r != 3 {
		t.Fatalf("Fighter Launch 3 under Interdict and Scramble Fighters: %d, want 2 +1", r)
	}
}

// Other Ships: a 2x2 ship may step onto an allied ship's square when it can
// go on clear of it (here with a quarter turn), but may not stop there.
func TestRule_OtherShips_A2x2ShipCrossesAnAlly(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "light:Millennium Falcon@10,19:N",
		"dark:Super Star Destroyer Executor@10,0:S")
	ras := s.ship(t, "Assault Ship")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirN})
	refuse(t, n, Stop{By: 0, Ship: ras, Facing: grid.North}, "cannot end its move")
	n, _ = apply(t, n, Step{By: 0, Ship: ras, Dir: DirE})
	if n.ships[ras].at != sq(11, 19) || !n.ships[ras].moved {
		t.Fatalf("over the Falcon and clear: %+v", n.ships[ras])
	}
}

// Launch Fighters: a fighter may not move the round it is launched, and may
// the next.
func TestRule_LaunchFighters_MovesTheNextRound(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 15, 7},
		"light:Mon Calamari Star Defender Viscount@2,28:N",
		"dark:Super Star Destroyer Executor@10,4:S", "dark:TIE Fighter")
	exe := s.ship(t, "Executor")
	s, _ = apply(t, s, Stop{By: 1, Ship: exe, Facing: grid.South})
	tie := s.ship(t, "TIE Fighter")
	s, _ = apply(t, s, Launch{By: 1, Carrier: exe, Fighter: tie, At: sq(9, 3)})
	for s.round == 1 {
		if s.prompt != promptNone {
			s, _ = passAll(t, s)
			continue
		}
		s, _ = apply(t, s, Done{By: s.Phase().Actors[0]})
	}
	if !s.Phase().Acting(1) {
		t.Fatalf("round 2: Jennifer moves first: %+v", s.Phase())
	}
	n, _ := apply(t, s, Step{By: 1, Ship: tie, Dir: DirN})
	if n.ships[tie].at != sq(9, 2) {
		t.Fatal("the fighter did not move")
	}
}

// Power to Engines (class 2) lets class 2 ships step diagonally, never a
// class 1 ship.
func TestRule_PowerToEngines_NotClass1(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "light:Mon Calamari Star Defender Viscount@2,20:N",
		"dark:Slave I (Boba Fett)@13,2:S")
	s, _ = apply(t, s, Pass{By: 0})
	s, _ = apply(t, s, Play{By: 0, Option: PowerToEngines})
	refuse(t, s, Step{By: 0, Ship: s.ship(t, "Viscount"), Dir: DirNE}, "never backward or diagonally")
	n, _ := apply(t, s, Step{By: 0, Ship: s.ship(t, "Home One"), Dir: DirNE})
	if n.ships[n.ship(t, "Home One")].at != sq(11, 19) {
		t.Fatal("Home One did not step diagonally")
	}
}

func ptr(n int) *int { return &n }

// Launch Fighters: the number after Fighter Launch is the most a ship
// launches in a round. The Viscount (Fighter Launch 3) launches three; a
// fourth is refused for that limit while the player is still launching
// (another carrier has launches left); the next round it launches three
// again.
func TestRule_FighterLaunch_TheNumberIsTheMaximum(t *testing.T) {
	specs := []string{"light:Mon Calamari Star Defender Viscount@10,20:N", "light:Republic Assault Ship@2,20:N"}
	for k := 0; k < 7; k++ {
		specs = append(specs, "light:X-wing Starfighter")
	}
	specs = append(specs, "dark:Imperial Star Destroyer@10,0:S")
	s := battle(t, RulesAdvanced, nil, []int{7, 15, 7, 15}, specs...)
	v, ras := s.ship(t, "Viscount"), s.ship(t, "Assault Ship")
	s, _ = apply(t, s, Done{By: 0})
	if s.step != stepLaunch || s.launchRate(v) != 3 || s.launchRate(ras) != 2 {
		t.Fatalf("step %v, rates %d and %d: want launching, 3 and 2", s.Phase().Name, s.launchRate(v), s.launchRate(ras))
	}
	launchThree := func(s *State, round int) *State {
		t.Helper()
		var free []grid.Square
		for _, q := range s.launchSquares(v) {
			if q.Y > 21 { // behind the Viscount, clear of the Assault Ship
				free = append(free, q)
			}
		}
		for k := 0; k < 3; k++ {
			s, _ = apply(t, s, Launch{By: 0, Carrier: v, Fighter: s.poolFighter(0, s.ships[s.ship(t, "X-wing 1")].card), At: free[k]})
		}
		if s.step != stepLaunch || !s.Phase().Acting(0) {
			t.Fatalf("round %d: the Assault Ship may still launch, so the player is still launching: %+v", round, s.Phase())
		}
		refuse(t, s, Launch{By: 0, Carrier: v, Fighter: s.poolFighter(0, s.ships[s.ship(t, "X-wing 1")].card), At: free[3]}, "its limit (Fighter Launch)")
		return s
	}
	s = launchThree(s, 1)
	// Play on to the second round's launch, firing nothing.
	for guard := 0; !(s.round == 2 && s.phase == phMove && s.step == stepLaunch); guard++ {
		if guard > 50 || s.phase == phOver {
			t.Fatalf("the second round's launch never came: %+v", s.Phase())
		}
		if s.prompt != promptNone {
			s, _ = apply(t, s, Pass{By: s.asked})
			continue
		}
		s, _ = apply(t, s, Done{By: s.Phase().Actors[0]})
	}
	if s.ships[v].launches != 0 || s.launchRate(v) != 3 {
		t.Fatalf("a new round: %d launched, rate %d; want 0 of 3", s.ships[v].launches, s.launchRate(v))
	}
	launchThree(s, 2)
}

// Launch Fighters and Fighter Pool with Starfighters: a fighter may be
// placed next to an enemy fighter (the zone of control stops movement, and
// placing is not moving), and a pool of one fighter ends the launch after
// one, whatever the carrier's rating.
func TestRule_LaunchFighters_BesideAnEnemyFighterUntilThePoolIsEmpty(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{7, 15},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:X-wing Starfighter",
		"dark:TIE Fighter@14,20", "dark:Imperial Star Destroyer@2,0:S")
	v := s.ship(t, "Viscount")
	s, _ = apply(t, s, Done{By: 0})
	s, _ = apply(t, s, Launch{By: 0, Carrier: v, Fighter: s.ship(t, "X-wing"), At: sq(13, 20)})
	if s.step == stepLaunch && s.Phase().Acting(0) {
		t.Fatalf("the pool is empty, the launch is over: %v", s.Legal(0))
	}
}

// Scramble Fighters with the Fighter Pool: one more fighter "as long as you
// have fighters available"; with none in the pool it changes nothing and is
// not offered.
func TestRule_ScrambleFighters_NotWithAnEmptyPool(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{7, 15},
		"light:Republic Assault Ship@10,20:N", "light:Millennium Falcon@2,20:N",
		"dark:Imperial Star Destroyer@2,0:S")
	s, _ = apply(t, s, Done{By: 0})
	if hasOption(s.Legal(0), ScrambleFighters) {
		t.Fatal("Scramble Fighters offered with an empty pool")
	}
}

// Diagonal Movement with Other Ships: a class 3 ship may step diagonally
// between two enemy ships standing on the squares beside its path; only
// their own squares are closed to it.
func TestRule_DiagonalMovement_BetweenTwoEnemies(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{7, 15},
		"light:Millennium Falcon@10,20:N", "dark:Slave I (Boba Fett)@11,20:N", "dark:Emperor's Shuttle@10,19:N")
	f := s.ship(t, "Falcon")
	n, _ := apply(t, s, Step{By: 0, Ship: f, Dir: DirNE})
	if n.ships[f].at != sq(11, 19) {
		t.Fatalf("the Falcon's diagonal step: %v", n.ships[f].at)
	}
}

// Assault with the zone of control: an Assault fighter stops nobody, but it
// stops itself on entering a square beside an enemy fighter.
func TestRule_Assault_TheBomberItselfStops(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:X-wing Starfighter@13,10", "light:Millennium Falcon@2,28:N", "dark:TIE Bomber@10,10", "dark:Imperial Star Destroyer@2,0:S")
	b := s.ship(t, "TIE Bomber")
	n, _ := apply(t, s, Step{By: 1, Ship: b, Dir: DirE})
	n, _ = apply(t, n, Step{By: 1, Ship: b, Dir: DirE})
	if !n.ships[b].moved || n.ships[b].at != sq(12, 10) {
		t.Fatalf("the TIE Bomber next to the X-wing stops: %+v", n.ships[b])
	}
}

// Power to Engines with Tractor Beams: a class 2 ship's diagonal step that
// ends beside the Executor (a class 1 tractor stops class 1 to 3) stops it.
func TestRule_PowerToEngines_ADiagonalStepIntoTractorBeams(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{7, 15},
		"light:Republic Assault Ship@10,8:N", "light:Republic Cruiser@2,28:N",
		"dark:Super Star Destroyer Executor@13,4:S")
	ras := s.ship(t, "Assault Ship")
	n, _ := apply(t, s, Play{By: 0, Option: PowerToEngines})
	n, ev := apply(t, n, Step{By: 0, Ship: ras, Dir: DirNE})
	if !n.ships[ras].moved || !strings.Contains(texts(ev), "Tractor Beams") {
		t.Fatalf("the Assault Ship's diagonal step next to the Executor ends its move:\n%s", texts(ev))
	}
}

// Other Ships (displacement) with Tractor Beams: one step of a class 2 ship
// pushes an enemy fighter out of the squares it enters and ends beside the
// Executor's Tractor Beams: the fighter is pushed and the ship stops.
func TestRule_OtherShips_PushThenTractorBeams(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{7, 15},
		"light:Republic Assault Ship@10,8:N", "light:Millennium Falcon@2,28:N",
		"dark:Super Star Destroyer Executor@10,4:S", "dark:TIE Fighter@10,7")
	ras, tie := s.ship(t, "Assault Ship"), s.ship(t, "TIE Fighter")
	n, ev := apply(t, s, Step{By: 0, Ship: ras, Dir: DirN})
	for n.prompt == promptDisplace {
		n, _ = apply(t, n, n.Legal(n.asked)[0])
	}
	if n.ships[tie].at == sq(10, 7) || !n.ships[ras].moved {
		t.Fatalf("the TIE pushed and the Assault Ship stopped: TIE at %v, moved %v\n%s", n.ships[tie].at, n.ships[ras].moved, texts(ev))
	}
}

// Fleet Commander Options: an option "remains in effect until the end of
// the round"; the Star Destroyer whose counter paid for Power to Engines
// flees, and the other Star Destroyer still steps diagonally.
func TestRule_PowerToEngines_OutlastsTheShipThatPaid(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@2,28:N",
		"dark:Imperial Star Destroyer@10,0:N", "dark:Imperial Star Destroyer@16,4:S")
	isd1, isd2 := s.ship(t, "Star Destroyer 1"), s.ship(t, "Star Destroyer 2")
	s = s.clone()
	s.ships[isd2].spent = 0xff // only the first one's counter can pay
	n, _ := apply(t, s, Play{By: 1, Option: PowerToEngines})
	n, _ = apply(t, n, Step{By: 1, Ship: isd1, Dir: DirN})
	if n.ships[isd1].status != stFled || n.ships[isd1].spent == 0 {
		t.Fatalf("the paying Star Destroyer fled: %+v", n.ships[isd1])
	}
	n, _ = apply(t, n, Step{By: 1, Ship: isd2, Dir: DirSE})
	if n.ships[isd2].at != sq(17, 5) {
		t.Fatalf("Power to Engines lasts the round: %v", n.ships[isd2].at)
	}
}

// Tractor Beams stop nonfighters only: an X-wing flies on past the
// Executor's side.
func TestRule_TractorBeams_NotFighters(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{7, 15},
		"light:X-wing Starfighter@10,8", "light:Millennium Falcon@2,28:N",
		"dark:Super Star Destroyer Executor@10,4:S")
	x := s.ship(t, "X-wing")
	n, _ := apply(t, s, Step{By: 0, Ship: x, Dir: DirN})
	n, _ = apply(t, n, Step{By: 0, Ship: x, Dir: DirW})
	if n.ships[x].moved || n.left != 2 {
		t.Fatalf("Tractor Beams stopped a fighter: moved %v, %d left", n.ships[x].moved, n.left)
	}
}

// Launch Fighters with Other Ships: a fighter launched this round may not
// move, but an enemy class 2 ship moving later still pushes it aside (being
// displaced is not moving).
func TestRule_OtherShips_ANewlyLaunchedFighterIsPushed(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{7, 15},
		"light:Mon Calamari Cruiser Home One@10,10:N", "light:X-wing Starfighter",
		"dark:Imperial Star Destroyer@10,6:S")
	s, _ = apply(t, s, Pass{By: 0}) // no Advanced Communications Array reroll
	h := s.ship(t, "Home One")
	s, _ = apply(t, s, Stop{By: 0, Ship: h, Facing: grid.North})
	x := s.ship(t, "X-wing")
	s, _ = apply(t, s, Launch{By: 0, Carrier: h, Fighter: x, At: sq(10, 9)})
	isd := s.ship(t, "Star Destroyer")
	n, _ := apply(t, s, Step{By: 1, Ship: isd, Dir: DirS})
	n, ev := apply(t, n, Step{By: 1, Ship: isd, Dir: DirS})
	for n.prompt == promptDisplace {
		n, _ = apply(t, n, n.Legal(n.asked)[0])
	}
	if n.ships[x].at == sq(10, 9) || !n.active(x) {
		t.Fatalf("the newly launched X-wing was not pushed:\n%s", texts(ev))
	}
}

// Scramble Fighters gives the extra fighter to class 2 carriers only: under
// it the Viscount (class 1) still launches 3 and the Rebel Transport (class
// 3) 1, the Republic Assault Ship and Home One 2 +1.
func TestRule_ScrambleFighters_OnlyClass2Carriers(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@20,20:N", "light:Rebel Transport@2,20:N", "light:Republic Assault Ship@6,20:N",
		"light:Mon Calamari Cruiser Home One@12,20:N", "light:X-wing Starfighter",
		"dark:Slave I (Boba Fett)@20,0:S")
	s.effects[Light] |= 1 << ScrambleFighters
	for _, tc := range []struct {
		ship string
		want int
	}{{"Viscount", 3}, {"Transport", 1}, {"Assault Ship", 3}, {"Home One", 3}} {
		if r := s.launchRate(s.ship(t, tc.ship)); r != tc.want {
			t.Errorf("%s under Scramble Fighters launches %d, want %d", tc.ship, r, tc.want)
		}
	}
}

// Launch Fighters: a fleet launches once all its ships have moved (not before
// a ship's move, nor while one is moving), next to the carrier (not 2 squares
// off), on a free square, and only from a ship with Fighter Launch.
func TestRule_LaunchFighters_AfterTheFleetHasMoved(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "light:Millennium Falcon@2,28:N", "light:Y-wing Starfighter@12,20", "light:X-wing Starfighter",
		"dark:Slave I (Boba Fett)@12,2:S")
	r, x := s.ship(t, "Assault Ship"), s.ship(t, "X-wing")
	refuse(t, s, Launch{By: 0, Carrier: r, Fighter: x, At: sq(12, 21)}, "after all the fleet's ships have moved")
	n, _ := apply(t, s, Step{By: 0, Ship: r, Dir: DirN})
	refuse(t, n, Launch{By: 0, Carrier: r, Fighter: x, At: sq(12, 19)}, "after all the fleet's ships have moved")
	n, _ = apply(t, n, Stop{By: 0, Ship: r, Facing: grid.North})
	n, _ = apply(t, n, Done{By: 0})
	if n.Phase().Name != PhaseLaunch {
		t.Fatalf("after its moves the Light Side launches: %+v", n.Phase())
	}
	refuse(t, n, Launch{By: 0, Carrier: r, Fighter: x, At: sq(13, 19)}, "adjacent")
	refuse(t, n, Launch{By: 0, Carrier: r, Fighter: x, At: sq(12, 20)}, "occupied")
	refuse(t, n, Launch{By: 0, Carrier: n.ship(t, "Falcon"), Fighter: x, At: sq(3, 27)}, "no Fighter Launch")
	n, _ = apply(t, n, Launch{By: 0, Carrier: r, Fighter: x, At: sq(12, 19)})
	if n.ships[x].at != sq(12, 19) || n.ships[x].status != stActive {
		t.Fatalf("the X-wing beside the Assault Ship: %+v", n.ships[x])
	}
}

// Infinite and Fighter Pool (glossary, Launch Fighters): a destroyed
// Infinite TIE Fighter is back in the pool after the damage phase and is
// launched again in the next round; the TIE Fighter Ace destroyed with it
// is out of the game.
func TestRule_Infinite_LaunchedAgainTheNextRound(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{7, 15, 7, 15},
		"light:Millennium Falcon@10,20:N",
		"dark:Imperial Star Destroyer@10,2:S", "dark:TIE Fighter@11,19", "dark:TIE Fighter Ace@9,19")
	tie, ace, isd := s.ship(t, "TIE Fighter"), s.ship(t, "TIE Fighter Ace"), s.ship(t, "Star Destroyer")
	s = untilAttack(t, s, 0)
	s.ships[tie].damage, s.ships[ace].damage = 1, 1
	s = playToRound(t, s, 2)
	if s.ships[tie].status != stPool || s.ships[ace].status != stDestroyed {
		t.Fatalf("TIE %v, Ace %v", s.ships[tie].status, s.ships[ace].status)
	}
	// Round 2: the Light Side moves first, then the Dark Side moves and launches.
	for guard := 0; !(s.phase == phMove && s.step == stepLaunch && s.actor() == 1); guard++ {
		if guard > 20 {
			t.Fatalf("no launch: %+v", s.Phase())
		}
		if s.prompt != promptNone {
			s, _ = apply(t, s, Pass{By: s.asked})
			continue
		}
		s, _ = apply(t, s, Done{By: s.Phase().Actors[0]})
	}
	sqs := s.launchSquares(isd)
	s, _ = apply(t, s, Launch{By: 1, Carrier: isd, Fighter: tie, At: sqs[0]})
	if s.ships[tie].status != stActive {
		t.Fatal("the TIE Fighter was not launched again")
	}
	refuse(t, s, Launch{By: 1, Carrier: isd, Fighter: ace, At: sqs[1]}, "")
}

// Fleet Commander Options: an option "remains in effect until the end of
// the round": Home One steps diagonally under Power to Engines and may
// launch 3 under Scramble Fighters in round 1; in round 2 it launches its
// Fighter Launch 2 and may not step diagonally, and both counters stay
// spent (Limited Command Counters).
func TestRule_FleetCommander_ScrambleAndEnginesEndWithTheRound(t *testing.T) {
	specs := []string{"light:Mon Calamari Cruiser Home One@10,20:N"}
	for k := 0; k < 6; k++ {
		specs = append(specs, "light:X-wing Starfighter")
	}
	specs = append(specs, "dark:Slave I (Boba Fett)@2,0:S")
	s := battle(t, RulesAdvanced, nil, []int{7, 15, 7, 15}, specs...)
	h := s.ship(t, "Home One")
	s, _ = apply(t, s, Pass{By: 0}) // no reroll
	s, _ = apply(t, s, Play{By: 0, Option: PowerToEngines})
	s, _ = apply(t, s, Step{By: 0, Ship: h, Dir: DirNE})
	s, _ = apply(t, s, Stop{By: 0, Ship: h, Facing: grid.North})
	if s.step != stepLaunch {
		t.Fatalf("not launching: %+v", s.Phase())
	}
	s, _ = apply(t, s, Play{By: 0, Option: ScrambleFighters})
	if s.launchRate(h) != 3 {
		t.Fatalf("round 1 with Scramble: %d", s.launchRate(h))
	}
	s = playToRound(t, s, 2)
	if s.prompt == promptReroll {
		s, _ = apply(t, s, Pass{By: 0})
	}
	if s.launchRate(h) != 2 {
		t.Fatalf("round 2 rate %d, want 2", s.launchRate(h))
	}
	refuse(t, s, Step{By: 0, Ship: h, Dir: DirNE}, "")
	if s.counters(0, 2) != 0 || s.counters(0, 3) != 0 {
		t.Fatalf("Home One's two counters are spent: %d %d", s.counters(0, 2), s.counters(0, 3))
	}
}

// Launch Fighters and Starfighters: the player moving first launches at the
// end of its own part of the move phase, so the other player's fighters
// meet the new fighters' zone of control in the same phase: the TIE
// Fighter stops beside the X-wing just launched.
func TestRule_LaunchFighters_ZoneOfControlOfNewFighters(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "light:X-wing Starfighter",
		"dark:TIE Fighter@11,15", "dark:Slave I (Boba Fett)@2,0:S")
	ras, tie := s.ship(t, "Assault Ship"), s.ship(t, "TIE Fighter")
	s, _ = apply(t, s, Stop{By: 0, Ship: ras, Facing: grid.North})
	s, _ = apply(t, s, Launch{By: 0, Carrier: ras, Fighter: s.ship(t, "X-wing"), At: sq(11, 19)})
	for s.Phase().Acting(0) {
		s, _ = apply(t, s, Done{By: 0})
	}
	s, _ = apply(t, s, Step{By: 1, Ship: tie, Dir: DirS})
	s, _ = apply(t, s, Step{By: 1, Ship: tie, Dir: DirS})
	s, _ = apply(t, s, Step{By: 1, Ship: tie, Dir: DirS})
	if s.ships[tie].at != sq(11, 18) || !s.ships[tie].moved {
		t.Fatalf("TIE at %v", s.ships[tie].at)
	}
	refuse(t, s, Step{By: 1, Ship: tie, Dir: DirS}, "")
}

// Starting Positions, "within 3 squares of the edge", at its line on both
// edges (the edge's own row is the first of the three, rows 0–2 in the
// north and 29–31 in the south of the 32 rows): a one-square ship in the
// third row sets up and one in the fourth does not; a 3 × 3 ship fills the
// three rows exactly and one row further out of them is refused; the last
// row on the grid is in, the next is off the grid.
func TestRule_StartingPositions_WithinThreeSquares(t *testing.T) {
	s, err := Game{}.newState(loadScenario(t, "quickstart"), nil, engine.NewDice(1))
	if err != nil {
		t.Fatal(err)
	}
	v, f, tr := s.ship(t, "Viscount"), s.ship(t, "Falcon"), s.ship(t, "Transport")
	refuse(t, s, Place{By: 0, Ship: f, At: sq(0, 28), Facing: grid.North}, "within 3 squares of its edge: rows 29 to 31")
	refuse(t, s, Place{By: 0, Ship: f, At: sq(0, 32), Facing: grid.North}, "within 3 squares")
	refuse(t, s, Place{By: 0, Ship: v, At: sq(10, 28), Facing: grid.North}, "within 3 squares")
	refuse(t, s, Place{By: 0, Ship: v, At: sq(10, 30), Facing: grid.North}, "within 3 squares")
	s, _ = apply(t, s, Place{By: 0, Ship: f, At: sq(0, 29), Facing: grid.North})
	s, _ = apply(t, s, Place{By: 0, Ship: tr, At: sq(23, 31), Facing: grid.North})
	s, _ = apply(t, s, Place{By: 0, Ship: v, At: sq(10, 29), Facing: grid.North})
	if !s.Phase().Acting(1) {
		t.Fatalf("the Dark Side sets up next: %+v", s.Phase())
	}
	e, slave, shuttle := s.ship(t, "Executor"), s.ship(t, "Boba's Slave I"), s.ship(t, "Emperor's Shuttle")
	refuse(t, s, Place{By: 1, Ship: slave, At: sq(0, 3), Facing: grid.South}, "within 3 squares of its edge: rows 0 to 2")
	refuse(t, s, Place{By: 1, Ship: slave, At: sq(0, -1), Facing: grid.South}, "within 3 squares")
	refuse(t, s, Place{By: 1, Ship: e, At: sq(10, 1), Facing: grid.South}, "within 3 squares")
	refuse(t, s, Place{By: 1, Ship: e, At: sq(10, -1), Facing: grid.South}, "within 3 squares")
	s, _ = apply(t, s, Place{By: 1, Ship: slave, At: sq(0, 2), Facing: grid.South})
	s, _ = apply(t, s, Place{By: 1, Ship: shuttle, At: sq(23, 0), Facing: grid.South})
	s, _ = apply(t, s, Place{By: 1, Ship: e, At: sq(10, 0), Facing: grid.South})
	if s.phase == phSetup {
		t.Fatalf("every ship is set up, yet the set-up goes on: %+v", s.Phase())
	}
}

// Tractor Beams stop a ship that moves into a square adjacent to the
// tractor ship (glossary), so at its line: a Falcon coming from 3 squares
// off goes on at 2 squares and stops at 1.
func TestRule_TractorBeams_AdjacentNotTwoSquares(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst, "light:Millennium Falcon@15,10:W", "dark:Imperial Star Destroyer@10,10:S")
	f := s.ship(t, "Falcon")
	n, ev := apply(t, s, Step{By: 0, Ship: f, Dir: DirW}) // to 14,10: 3 squares from the 2 × 2 at 10–11
	n, more := apply(t, n, Step{By: 0, Ship: f, Dir: DirW})
	ev = append(ev, more...) // to 13,10: 2 squares
	if n.left != 1 || strings.Contains(texts(ev), "Tractor Beams") {
		t.Fatalf("the Falcon 2 squares from the Star Destroyer is not held: %d squares left\n%s", n.left, texts(ev))
	}
	n, ev = apply(t, n, Step{By: 0, Ship: f, Dir: DirW}) // to 12,10: adjacent
	if !strings.Contains(texts(ev), "Tractor Beams") || n.left != 0 {
		t.Fatalf("the Falcon beside the Star Destroyer is held: %d squares left\n%s", n.left, texts(ev))
	}
}
