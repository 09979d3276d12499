package starshipbattles

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// How the rules count for ships larger than one square (glossary: "space",
// "in a square", "adjacent", "range", "face", "spine", "broadside"): a
// class 1 ship fills 3 × 3 squares, a class 2 ship 2 × 2, and every
// distance runs between the nearest squares of two spaces.

// A class 1 ship with any square of its space off the grid has fled
// (Moving Off the Stellar Grid; the space rule of "in a square").
func TestRule_MovingOffTheGrid_PartOfALargeSpace(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@0,20:W", "light:Millennium Falcon@10,28:N", "dark:Imperial Star Destroyer@2,0:S")
	v := s.ship(t, "Viscount")
	n, ev := apply(t, s, Step{By: 0, Ship: v, Dir: DirW})
	if n.ships[v].status != stFled || !strings.Contains(texts(ev), "fled") {
		t.Fatalf("one column of the Viscount off the grid:\n%s", texts(ev))
	}
}

// TestRule_Space_Footprints: the space of each class, and the range
// between two spaces counted from their nearest squares, a diagonal step
// counting one (glossary: space, range).
func TestRule_Space_Footprints(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,10:N", "light:Republic Assault Ship@20,20:N",
		"light:Millennium Falcon@2,2:N", "light:X-wing Starfighter@5,5",
		"dark:Imperial Star Destroyer@14,10:S", "dark:TIE Fighter@13,13")
	for name, want := range map[string]int{"Viscount": 9, "Assault Ship": 4, "Falcon": 1, "X-wing": 1} {
		if n := len(s.space(s.ship(t, name)).Squares()); n != want {
			t.Errorf("%s fills %d squares, want %d", name, n, want)
		}
	}
	v, isd, tie := s.ship(t, "Viscount"), s.ship(t, "Star Destroyer"), s.ship(t, "TIE Fighter")
	// The Viscount covers 10–12 × 10–12; the Star Destroyer 14–15 × 10–11
	// (one empty column between them: range 2); the TIE Fighter touches
	// the Viscount's corner diagonally (adjacent, range 1).
	if d := grid.SpaceDistance(s.space(v), s.space(isd)); d != 2 {
		t.Errorf("Viscount to Star Destroyer: range %d, want 2", d)
	}
	if d := grid.SpaceDistance(s.space(v), s.space(tie)); d != 1 {
		t.Errorf("Viscount to the TIE Fighter at its corner: range %d, want 1 (adjacent)", d)
	}
}

// TestRule_PointDefense_AroundALargeSpace: Point-Defense reaches every
// enemy fighter adjacent to any square of the ship's space, corners
// included, and none a square further (Point-Defense, glossary: adjacent).
func TestRule_PointDefense_AroundALargeSpace(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,10:N",
		"dark:TIE Fighter@13,13", "dark:TIE Fighter@9,11", "dark:TIE Fighter@14,11", "dark:TIE Fighter@11,8",
		"dark:Imperial Star Destroyer@2,0:S")
	got := map[grid.Square]bool{}
	for _, p := range s.pdPairs(0) {
		got[s.ships[p.target].at] = true
	}
	want := map[grid.Square]bool{sq(13, 13): true, sq(9, 11): true}
	if len(got) != len(want) || !got[sq(13, 13)] || !got[sq(9, 11)] {
		t.Fatalf("Point-Defense targets %v, want the fighters at the corner (13,13) and beside (9,11), not those 2 squares off", got)
	}
}

// TestRule_LaunchFighters_AroundALargeSpace: a launched fighter goes on any
// free square adjacent to the carrier's whole space: 16 squares around a
// class 1 ship, 12 around a class 2 ship, 8 around a class 3 ship (Launch
// Fighters).
func TestRule_LaunchFighters_AroundALargeSpace(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@5,10:N", "light:Republic Assault Ship@15,10:N", "light:Rebel Transport@20,20:N",
		"dark:Imperial Star Destroyer@2,0:S")
	for name, want := range map[string]int{"Viscount": 16, "Assault Ship": 12, "Transport": 8} {
		if n := len(s.launchSquares(s.ship(t, name))); n != want {
			t.Errorf("%s has %d launch squares, want %d", name, n, want)
		}
	}
}

// TestRule_FireArcs_BandsAsWideAsTheSpace: a Frontal Battery fires into the
// band as wide as the ship's front face, a Barrage into the bands as wide
// as its sides; a target is in a band when any square of its space is
// (glossary: spine, broadside).
func TestRule_FireArcs_BandsAsWideAsTheSpace(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		// The Executor covers columns 10–12 and rows 20–22, facing north.
		"dark:Super Star Destroyer Executor@10,20:N",
		"light:Millennium Falcon@12,2:N",             // column 12: in the front spine
		"light:Rebel Blockade Runner@13,2:N",         // column 13: outside it
		"light:Republic Assault Ship@13,5:N",         // columns 13–14: outside it
		"light:Republic Cruiser@9,8:N",               // columns 9–10: one square in it
		"light:Rebel Transport@0,22:N",               // row 22: in the left broadside
		"light:Mon Calamari Cruiser Home One@0,18:N", // rows 18–19: outside both
	)
	exe := s.ship(t, "Executor")
	n := atAttack(s, 1)
	n, _ = passAll(t, n)
	const barrage, battery = 2, 3
	for _, tc := range []struct {
		target string
		weapon int
		face   grid.FaceSet
		want   string // "" legal, else the refusal
	}{
		{"Falcon", battery, grid.Rear, ""},
		{"Blockade Runner", battery, grid.Front, "front spine"},
		{"Assault Ship", battery, grid.Front, "front spine"},
		{"Republic Cruiser", battery, grid.Rear, ""},
		{"Transport", barrage, grid.Right, ""},
		{"Home One", barrage, grid.Left, "broadside"},
		{"Falcon", barrage, grid.Front, "broadside"},
	} {
		in := Attack{By: 1, Ship: exe, Weapon: tc.weapon, Target: n.ship(t, tc.target), Face: tc.face}
		if tc.want == "" {
			if _, err := n.checkAttack(in); err != nil {
				t.Errorf("%s at the %s: %v", n.weaponOf(exe, tc.weapon).Name, tc.target, err)
			}
			continue
		}
		refuse(t, n, in, tc.want)
	}
}

// TestRule_TargetingAndFaces_AroundALargeSpace: the faces of a 3 × 3 ship
// are cut by the diagonals through its corners: a fighter beside its
// right side sees the right face only, one at its front right corner sees
// the front and the right (attacker's choice), one above its front row
// the front (Targeting and Faces, glossary: face).
func TestRule_TargetingAndFaces_AroundALargeSpace(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:Super Star Destroyer Executor@10,10:N",
		"light:X-wing Starfighter@13,11", "light:X-wing Starfighter@13,9", "light:X-wing Starfighter@12,9")
	exe := s.ship(t, "Executor")
	for _, tc := range []struct {
		at   grid.Square
		want grid.FaceSet
	}{
		{sq(13, 11), grid.Right},
		{sq(13, 9), grid.Front | grid.Right},
		{sq(12, 9), grid.Front},
	} {
		var x ShipID = NoShip
		for i := range s.ships {
			if s.ships[i].at == tc.at && s.class(ShipID(i)) == 4 {
				x = ShipID(i)
			}
		}
		if got := s.facesFor(x, exe); got != tc.want {
			t.Errorf("a fighter at %v sees the Executor's %v, want %v", tc.at, got, tc.want)
		}
	}
}

// TestRule_Evasion_AdjacentAtACorner: a ship touching the Falcon only at a
// corner of its 3 × 3 space is adjacent, so the Falcon's Evasion (against
// nonadjacent enemies) does not reduce its damage; from 2 squares it does
// (glossary: Evasion, adjacent).
func TestRule_Evasion_AdjacentAtACorner(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:Super Star Destroyer Executor@10,10:N", "light:Millennium Falcon@13,13:N", "light:Rebel Blockade Runner@14,14:N")
	exe, falcon, runner := s.ship(t, "Executor"), s.ship(t, "Falcon"), s.ship(t, "Blockade Runner")
	for _, tc := range []struct {
		target ShipID
		want   int
	}{
		{falcon, 4},     // adjacent at the corner: Turbolasers 4, no Evasion
		{runner, 4 - 1}, // 2 squares off: −1 Evasion
	} {
		a := attack{ship: exe, weapon: 0, target: tc.target, face: grid.Front, dist: grid.SpaceDistance(s.space(exe), s.space(tc.target))}
		if got := s.damageOf(a, false, nil); got != tc.want {
			t.Errorf("Turbolasers at %s from range %d: %d damage, want %d", s.Name(tc.target), a.dist, got, tc.want)
		}
	}
}

// TestRule_LongRangeBomber_RangeToALargeSpace: "2 squares away" counts to
// the nearest square of the target's space (glossary: range, Long-Range
// Bomber).
func TestRule_LongRangeBomber_RangeToALargeSpace(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:Super Star Destroyer Executor@10,10:N",
		"light:B-wing Starfighter@14,12", "light:Y-wing Starfighter@15,11", "light:Mon Calamari Star Defender Viscount@10,28:N")
	exe := s.ship(t, "Executor")
	n := atAttack(s, 0)
	n, _ = passAll(t, n)
	if _, err := n.checkAttack(Attack{By: 0, Ship: n.ship(t, "B-wing"), Weapon: 2, Target: exe, Face: grid.Right}); err != nil {
		t.Errorf("a B-wing 2 squares from the Executor's side: %v", err)
	}
	refuse(t, n, Attack{By: 0, Ship: n.ship(t, "Y-wing"), Weapon: 2, Target: exe, Face: grid.Right}, "must be adjacent")
}

// TestRule_TractorBeams_ALargeMoverAtACorner: a class 2 ship whose 2 × 2
// space comes to touch the Executor's space at a corner has moved into a
// square adjacent to it, and the Executor's Tractor Beams (class 1: they
// hold class 1, 2 and 3 ships) stop it with a square still to go (glossary:
// Tractor Beams, adjacent).
func TestRule_TractorBeams_ALargeMoverAtACorner(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:Super Star Destroyer Executor@10,10:N", "light:Republic Assault Ship@13,7:S")
	ras := s.ship(t, "Assault Ship")
	n, ev := apply(t, s, Step{By: 0, Ship: ras, Dir: DirS})
	if !n.ships[ras].moved || n.ships[ras].at != sq(13, 8) || !strings.Contains(texts(ev), "Tractor Beams") {
		t.Fatalf("the Assault Ship at the Executor's corner was not stopped:\n%s", texts(ev))
	}
}

// TestRule_Displacement_EverySquareEntered: a class 2 ship pushes aside
// each enemy fighter in the squares its space enters, each to the nearest
// free square outside its space (Other Ships).
func TestRule_Displacement_EverySquareEntered(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,10:N", "dark:TIE Fighter@10,9", "dark:TIE Fighter@11,9",
		"dark:TIE Fighter@9,8", "dark:TIE Fighter@10,8", "dark:TIE Fighter@11,8", "dark:TIE Fighter@12,8",
		"dark:Imperial Star Destroyer@2,0:S")
	ras := s.ship(t, "Assault Ship")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirN})
	for n.prompt == promptDisplace {
		f, squares, _ := n.Displacing()
		n, _ = apply(t, n, Displace{By: 1, Fighter: f, To: squares[0]})
	}
	if n.ships[ras].at != sq(10, 9) {
		t.Fatalf("the Assault Ship did not move: %+v", n.ships[ras])
	}
	for i := range n.ships {
		id := ShipID(i)
		if id == ras || !n.active(id) {
			continue
		}
		if grid.SpaceDistance(n.space(id), n.space(ras)) == 0 {
			t.Errorf("%s is still in the Assault Ship's space at %v", n.Name(id), n.ships[i].at)
		}
	}
	// The two fighters of row 9 went to the nearest free squares: row 9
	// beside the ship (9,9 and 12,9), one square each.
	for _, want := range []grid.Square{sq(9, 9), sq(12, 9)} {
		if n.occupant(grid.NewSpace(want, 1), NoShip) == NoShip {
			t.Errorf("no displaced fighter at %v", want)
		}
	}
}

// Simultaneous Effects, Player's Choice: one step of the Assault Ship
// pushes two TIE Fighters of one player aside, and the player chooses the
// order where it matters. Other TIEs leave the fighter at 10,9 one nearest
// free square, 11,8, which the fighter at 11,9 could take too (its other is
// 12,10). The fixed order placed 10,9's fighter there first; now the player
// may send 11,9's fighter there, and 10,9's goes to a free square 2 away.
func TestRule_SimultaneousEffects_PlayersChoice_PushedFighters(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,10:N", "dark:TIE Fighter@10,9", "dark:TIE Fighter@11,9",
		"dark:TIE Fighter@9,8", "dark:TIE Fighter@9,9", "dark:TIE Fighter@9,10", "dark:TIE Fighter@10,8",
		"dark:TIE Fighter@12,8", "dark:TIE Fighter@12,9", "dark:Imperial Star Destroyer@2,0:S")
	ras := s.ship(t, "Assault Ship")
	a, b := s.ship(t, "TIE Fighter 1"), s.ship(t, "TIE Fighter 2")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirN})
	if n.prompt != promptDisplace || n.asked != 1 {
		t.Fatalf("two pushed fighters want 11,8: their player is asked: %s", n.Phase().Name)
	}
	if got := n.Pushed(); len(got) != 2 || got[0] != a || got[1] != b {
		t.Fatalf("either fighter may go first: %v", got)
	}
	want := []engine.Intent{Displace{By: 1, Fighter: a, To: sq(11, 8)},
		Displace{By: 1, Fighter: b, To: sq(11, 8)}, Displace{By: 1, Fighter: b, To: sq(12, 10)}}
	if got := n.Legal(1); !sameIntents(got, want) {
		t.Fatalf("the choices: %v, want %v", got, want)
	}
	refuse(t, n, Displace{By: 1, Fighter: a, To: sq(12, 10)}, "nearest free squares")
	n, _ = apply(t, n, Displace{By: 1, Fighter: b, To: sq(11, 8)})
	// Now 10,9's fighter alone: every free square 2 away from 10,9.
	if got := n.Pushed(); n.prompt != promptDisplace || len(got) != 1 || got[0] != a {
		t.Fatalf("the other fighter is placed next: %s %v", n.Phase().Name, got)
	}
	to := n.PushSquares(a)
	for _, q := range to {
		if grid.Distance(q, sq(10, 9)) != 2 {
			t.Fatalf("%v is not 2 squares from 10,9", q)
		}
	}
	n, _ = apply(t, n, Displace{By: 1, Fighter: a, To: to[0]})
	if n.prompt != promptNone || n.ships[b].at != sq(11, 8) || n.ships[a].at != to[0] {
		t.Fatalf("placed: %v and %v, %s", n.ships[a].at, n.ships[b].at, n.Phase().Name)
	}
	// Without a shared square the order stays fixed: with row 8 taken,
	// 10,9's fighter has 9,9 and 9,10, 11,9's 12,9 and 12,10, and the
	// first is asked about alone.
	s2 := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,10:N", "dark:TIE Fighter@10,9", "dark:TIE Fighter@11,9",
		"dark:TIE Fighter@9,8", "dark:TIE Fighter@10,8", "dark:TIE Fighter@11,8", "dark:TIE Fighter@12,8",
		"dark:Imperial Star Destroyer@2,0:S")
	n, _ = apply(t, s2, Step{By: 0, Ship: ras, Dir: DirN})
	if got := n.Pushed(); n.prompt != promptDisplace || len(got) != 1 || got[0] != a || len(n.Legal(1)) != 2 {
		t.Fatalf("10,9's fighter first, as listed: %s %v %v", n.Phase().Name, got, n.Legal(1))
	}
}

func sameIntents(a, b []engine.Intent) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestDisplaceRefusesAnotherFighter: only a fighter the player may place
// now is placed; the refusal names it, or every one the player may choose
// from when the order is the player's (Player's Choice).
func TestDisplaceRefusesAnotherFighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,10:N", "dark:TIE Fighter@10,9", "dark:TIE Fighter@11,9",
		"dark:TIE Fighter@9,8", "dark:TIE Fighter@9,9", "dark:TIE Fighter@9,10", "dark:TIE Fighter@10,8",
		"dark:TIE Fighter@12,8", "dark:TIE Fighter@12,9", "dark:Imperial Star Destroyer@2,0:S")
	ras := s.ship(t, "Assault Ship")
	a, b, c := s.ship(t, "TIE Fighter 1"), s.ship(t, "TIE Fighter 2"), s.ship(t, "TIE Fighter 3")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirN})
	refuse(t, n, Displace{By: 1, Fighter: c, To: sq(11, 8)},
		fmt.Sprintf("one of TIE Fighter 1 (ship %d), TIE Fighter 2 (ship %d)", a, b))
	if n.PushSquares(c) != nil {
		t.Fatalf("squares for a fighter not pushed: %v", n.PushSquares(c))
	}
	n, _ = apply(t, n, Displace{By: 1, Fighter: b, To: sq(11, 8)})
	refuse(t, n, Displace{By: 1, Fighter: c, To: sq(11, 8)}, fmt.Sprintf("the fighter to place is TIE Fighter 1 (ship %d)", a))
}

// A class 2 ship stepping diagonally under Power to Engines pushes an enemy
// fighter in a square it enters to a nearest square outside its space.
func TestRule_Displacement_DiagonalStep(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "dark:TIE Fighter@12,19", "dark:Slave I (Boba Fett)@2,0:S")
	s, _ = apply(t, s, Pass{By: 0})
	h, tie := s.ship(t, "Home One"), s.ship(t, "TIE Fighter")
	s, _ = apply(t, s, Play{By: 0, Option: PowerToEngines})
	n, _ := apply(t, s, Step{By: 0, Ship: h, Dir: DirNE})
	if n.prompt == promptDisplace {
		sqs := n.PushSquares(tie)
		for _, q := range sqs {
			if grid.Distance(q, sq(12, 19)) != 1 || n.space(h).Contains(q) {
				t.Fatalf("pushed squares %v", sqs)
			}
		}
		n, _ = apply(t, n, Displace{By: 1, Fighter: tie, To: sqs[0]})
	}
	if n.space(h).Contains(n.ships[tie].at) || grid.Distance(n.ships[tie].at, sq(12, 19)) != 1 {
		t.Fatalf("the TIE at %v", n.ships[tie].at)
	}
}

// Other Ships with Move Phase: a fighter pushed aside by the Executor has
// not moved; its player still moves it in its own part of the phase
// ("Move each of your starships once").
func TestRule_OtherShips_APushedFighterStillMoves(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,28:N", "light:X-wing Starfighter@11,3",
		"dark:Super Star Destroyer Executor@10,0:S")
	x, exe := s.ship(t, "X-wing"), s.ship(t, "Executor")
	if !s.Phase().Acting(1) {
		t.Fatalf("the Dark Side moves first: %+v", s.Phase())
	}
	s, _ = apply(t, s, Step{By: 1, Ship: exe, Dir: DirS})
	for s.prompt == promptDisplace {
		s, _ = apply(t, s, s.Legal(s.asked)[0])
	}
	at := s.ships[x].at
	if at.Y <= 3 && at.X >= 10 && at.X <= 12 {
		t.Fatalf("the X-wing was not pushed: %v", at)
	}
	for s.Phase().Acting(1) {
		s, _ = apply(t, s, Done{By: 1})
	}
	s, _ = apply(t, s, Step{By: 0, Ship: x, Dir: DirS})
	if s.ships[x].at == at {
		t.Fatal("the pushed X-wing did not move")
	}
}

// narrowSetup is a battle whose Dark Side sets up n Imperial Star
// Destroyers (2 × 2 each) in a set-up area 8 squares wide, the Light Side
// having set up first.
func narrowSetup(t testing.TB, n int) *State {
	// (The scenario's own check refuses more than fit: a team that does
	// not fit from the start never comes to set up.)
	t.Helper()
	sc, err := NewScenario(ScenarioFile{Name: "narrow", Title: "Narrow", Grid: &GridFile{Cols: 8, Rows: 12}, First: "light",
		Sides: []SideFile{{Name: "Light", Faction: "light", Ships: []ShipFile{{Card: "Republic Assault Ship"}, {Card: "Millennium Falcon"}}},
			{Name: "Dark", Faction: "dark", Ships: []ShipFile{{Card: "Imperial Star Destroyer", Count: &n}}}}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 7)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	s, _ = apply(t, s, Place{By: 0, Ship: 0, At: grid.Square{X: 0, Y: 9}, Facing: grid.North})
	s, _ = apply(t, s, Place{By: 0, Ship: 1, At: grid.Square{X: 4, Y: 10}, Facing: grid.North})
	return s
}

// Starting Positions sets up every ship of a fleet within 3 squares of its
// edge. Four Star Destroyers fill an area 8 squares wide exactly; the
// first set up one column in from the edge would leave three 2 × 2 spaces
// only room for two, and the set-up could never finish (before rules 6 it
// was accepted and the Dark Side was left to act with nothing legal). It
// is refused, saying why, and not offered; set up at the edge it is
// accepted, and the four go in side by side.
func TestRule_StartingPositions_RoomForTheRestOfTheFleet(t *testing.T) {
	s := narrowSetup(t, 4)
	bad := Place{By: 1, Ship: 2, At: grid.Square{X: 1, Y: 0}, Facing: grid.South}
	refuse(t, s, bad, "would leave no room in the set-up area for the rest of the Dark Side's ships")
	for _, in := range s.Legal(1) {
		if in == engine.Intent(bad) {
			t.Fatal("Legal offers the set-up that leaves no room")
		}
	}
	for i, x := range []int{0, 2, 4, 6} {
		in := Place{By: 1, Ship: ShipID(2 + i), At: grid.Square{X: x, Y: 1 - i%2}, Facing: grid.South}
		s, _ = apply(t, s, in)
	}
	if s.phase == phSetup {
		t.Fatal("the set-up is not over with all four Star Destroyers set up")
	}
	// One column in from either side leaves room (columns 0-1 take the
	// fourth); at columns 1-2 it does not.
	room := narrowSetup(t, 4).newSetupRoom(1)
	if !room.before || !room.leaves(grid.NewSpace(grid.Square{X: 2, Y: 0}, 2)) || room.leaves(grid.NewSpace(grid.Square{X: 1, Y: 1}, 2)) {
		t.Fatal("columns 2-3 leave room for three more Star Destroyers, columns 1-2 do not")
	}
}

// fitsFree against every way to set the spaces down, on small bands with
// squares taken at random.
func TestFitsFree(t *testing.T) {
	d := engine.NewDice(5)
	for k := 0; k < 400; k++ {
		cols := 3 + d.D(6)
		free := make([]bool, 3*cols)
		for i := range free {
			free[i] = d.D(5) > 1
		}
		n := [4]int{0, d.D(4) - 1, d.D(4) - 1, d.D(2) - 1}
		want := fitsByTrying(free, cols, n)
		if got := fitsFree(free, cols, n); got != want {
			t.Fatalf("cols %d free %v spaces %v: fitsFree %v, trying %v", cols, free, n, got, want)
		}
		// The quick test may miss a fit (fitsFree then decides), never
		// find one that is not there.
		if fitsEasily(free, cols, n) && !want {
			t.Fatalf("cols %d free %v spaces %v: fitsEasily finds a fit trying does not", cols, free, n)
		}
	}
}

func fitsByTrying(free []bool, cols int, n [4]int) bool {
	z := 3
	for z > 1 && n[z] == 0 {
		z--
	}
	if z == 1 {
		c := 0
		for _, f := range free {
			if f {
				c++
			}
		}
		return c >= n[1]
	}
	for y := 0; y+z <= 3; y++ {
		for x := 0; x+z <= cols; x++ {
			ok := true
			for dy := 0; dy < z; dy++ {
				for dx := 0; dx < z; dx++ {
					ok = ok && free[(y+dy)*cols+x+dx]
				}
			}
			if !ok {
				continue
			}
			f2 := append([]bool(nil), free...)
			for dy := 0; dy < z; dy++ {
				for dx := 0; dx < z; dx++ {
					f2[(y+dy)*cols+x+dx] = false
				}
			}
			n2 := n
			n2[z]--
			if fitsByTrying(f2, cols, n2) {
				return true
			}
		}
	}
	return false
}
