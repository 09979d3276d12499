package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Tests of the rules audit (docs/rules/starshipbattles.md): each pins the
// rulebook's reading where a quick reading goes wrong, named after the
// rulebook's section.

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

// A fighter launched this round may not move, but nothing keeps it from
// attacking (Launch Fighters; the Example Round's fighters do not attack
// only because no enemy is adjacent).
func TestRule_LaunchFighters_LaunchedFighterAttacks(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "light:X-wing Starfighter",
		"dark:Slave I (Boba Fett)@13,20:S")
	s, _ = apply(t, s, Pass{By: 0}) // no Advanced Communications Array reroll
	h := s.ship(t, "Home One")
	s, _ = apply(t, s, Stop{By: 0, Ship: h, Facing: grid.North})
	x := s.ship(t, "X-wing")
	s, _ = apply(t, s, Launch{By: 0, Carrier: h, Fighter: x, At: sq(12, 20)})
	// The Dark Side moves: Slave I holds.
	s, _ = apply(t, s, Stop{By: 1, Ship: s.ship(t, "Boba's Slave I"), Facing: grid.South})
	for s.phase == phMove {
		s, _ = apply(t, s, Done{By: s.actor()})
	}
	// The Light Side attacks second: finish the Dark Side's attacks.
	for s.phase == phAttack && s.actor() == 1 {
		s, _ = passAll(t, s)
		if s.actor() == 1 {
			s, _ = apply(t, s, Done{By: 1})
		}
	}
	s, _ = passAll(t, s)
	found := false
	for _, in := range s.Legal(0) {
		if a, ok := in.(Attack); ok && a.Ship == x {
			found = true
		}
	}
	if !found {
		t.Fatalf("the X-wing launched this round cannot attack the adjacent Slave I: %v", s.Legal(0))
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

// A fleet may spend exactly its 300 points, not one more ("up to 300").
func TestRule_BuildingAFleet_UpToThePointLimit(t *testing.T) {
	s := newGame(t, "standard", 1)
	for _, name := range []string{"Super Star Destroyer Executor", "Imperial Star Destroyer", "Imperial Interdictor Cruiser",
		"Slave I (Boba Fett)", "Darth Vader's TIE Advanced x1", "TIE Bomber", "TIE Bomber", "TIE Bomber", "TIE Bomber",
		"TIE Fighter", "TIE Fighter Ace"} {
		s, _ = apply(t, s, Add{By: 1, Card: cardID(t, s, name)})
	}
	if s.points(1) != 294 {
		t.Fatalf("points %d", s.points(1))
	}
	refuse(t, s, Add{By: 1, Card: cardID(t, s, "Emperor's Shuttle")}, "only 6 of the 300")
	s, _ = apply(t, s, Add{By: 1, Card: cardID(t, s, "TIE Interceptor")})
	if s.points(1) != 300 {
		t.Fatalf("points %d, want exactly 300", s.points(1))
	}
	refuse(t, s, Add{By: 1, Card: cardID(t, s, "Vulture Droid Starfighter")}, "only 0 of the 300")
}

// Damage Resolution at its boundaries: counters equal to the full Hull
// reduce with none left; equal to both Hulls destroy; one fewer than the
// reduced Hull keeps a reduced ship; a one-Hull fighter goes at its Hull.
func TestRule_DamageResolution_Boundaries(t *testing.T) {
	for _, tc := range []struct {
		dmg     int
		reduced bool
		status  status
		left    int
	}{
		{4, false, stActive, 4},
		{5, true, stActive, 0},
		{7, true, stActive, 2},
		{8, false, stDestroyed, 8},
	} {
		s, ras, _ := damageExample(t, tc.dmg)
		sh := s.ships[ras]
		if sh.status != tc.status || (sh.status == stActive && (sh.reduced != tc.reduced || sh.damage != tc.left)) {
			t.Errorf("%d counters on Hull 5/3: %+v", tc.dmg, sh)
		}
	}
	s, ras, _ := damageExample(t, 6)
	s.ships[ras].damage = 2 // reduced Hull 3
	var ev []engine.Event
	s.resolveDamage(&ev)
	if s.ships[ras].status != stActive || s.ships[ras].damage != 2 {
		t.Fatalf("a reduced Hull 3 with 2 counters: %+v", s.ships[ras])
	}
	// A fighter (one Hull number, 2) with 1 counter stays, with 2 goes.
	f := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:X-wing Starfighter@10,10", "light:Millennium Falcon@10,28:N", "dark:Imperial Star Destroyer@10,0:S")
	x := f.ship(t, "X-wing")
	f = f.clone()
	f.ships[x].damage = 1
	f.resolveDamage(&ev)
	if f.ships[x].status != stActive {
		t.Fatal("1 counter on Hull 2 destroyed the X-wing")
	}
	f.ships[x].damage = 2
	f.resolveDamage(&ev)
	if f.ships[x].status != stDestroyed {
		t.Fatal("2 counters on Hull 2 left the X-wing")
	}
}

// Two ships with the same ability give an allied fighter its bonus once
// (glossary: stacking); different abilities add up.
func TestRule_Stacking_AnAbilityDoesNotStackWithItself(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:X-wing Starfighter@11,10", "light:Rebel Transport@10,10:N", "light:Rebel Transport@12,10:N",
		"dark:TIE Fighter@11,9", "dark:Vulture Droid Starfighter@5,5", "dark:Trade Federation Battleship@20,0:S",
		"dark:Trade Federation Battleship@14,0:S", "light:V-wing Starfighter@6,5")
	x, tie := s.ship(t, "X-wing"), s.ship(t, "TIE Fighter")
	if got, names := s.modsOf(attack{ship: x, weapon: 0, target: tie, dist: 1}); got != 5+1 || names != "Laser Cannons, Sensor Array" {
		t.Fatalf("two Sensor Arrays: %d (%s), want +5 +1", got, names)
	}
	vul, vw := s.ship(t, "Vulture Droid"), s.ship(t, "V-wing")
	if got, _ := s.modsOf(attack{ship: vul, weapon: 0, target: vw, dist: 1}); got != 3+2 {
		t.Fatalf("two Droid Control ships: %d, want +3 +2", got)
	}
}

// A Point-Defense hit on a fighter with Jedi Evasion 1 deals 1 − 1 = 0:
// no counter is placed (glossary: Jedi Evasion, Point-Defense).
func TestRule_PointDefense_ReducedToNothing(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"dark:Super Star Destroyer Executor@10,0:S", "light:Luke Skywalker's X-wing@13,1", "light:Millennium Falcon@10,28:N")
	n := atAttack(s, 1).force(15)
	var ev []engine.Event
	n.settle(&ev)
	n, more := passAll(t, n)
	ev = append(ev, more...)
	luke := n.ship(t, "Luke's X-wing")
	if n.ships[luke].damage != 0 || !strings.Contains(texts(ev), "−1 Jedi Evasion = 0: no damage") {
		t.Fatalf("PD 1 −1 Jedi Evasion:\n%s", texts(ev))
	}
}

// Point-Defense attacks every adjacent enemy fighter once, and only
// fighters (Point-Defense).
func TestRule_PointDefense_OncePerAdjacentFighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"dark:Super Star Destroyer Executor@10,0:S", "light:X-wing Starfighter@13,1", "light:Y-wing Starfighter@9,3",
		"light:B-wing Starfighter@14,1", "light:Millennium Falcon@13,2:N")
	pairs := s.pdPairs(1)
	if len(pairs) != 2 {
		t.Fatalf("PD pairs %v: the X-wing and the Y-wing are adjacent, the B-wing is 2 squares off, the Falcon is no fighter", pairs)
	}
}

// Ion Cannon's +1 counts against a fighter: a ship with one Hull number
// stays at full strength until it is destroyed (glossary: Ion Cannon, full
// strength).
func TestRule_IonCannon_AgainstAFighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Y-wing Starfighter@10,10", "dark:TIE Fighter@11,10", "dark:Imperial Star Destroyer@2,0:S")
	a := attack{ship: s.ship(t, "Y-wing"), weapon: 1, target: s.ship(t, "TIE Fighter"), dist: 1}
	if d := s.damageOf(a, false, nil); d != 2 {
		t.Fatalf("Ion Cannon 1 +1 against a full-strength fighter: %d", d)
	}
}

// A Long-Range Bomber's weapon deals its full Damage to an adjacent ship,
// half rounded up 2 squares away, and a critical adds 1 after halving
// (glossary: Long-Range Bomber, rounding, critical hit).
func TestRule_LongRangeBomber_HalvingAndRounding(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:B-wing Starfighter@10,10", "dark:Slave I (Boba Fett)@10,8:S", "dark:Emperor's Shuttle@11,11:S")
	b, boba, jango := s.ship(t, "B-wing"), s.ship(t, "Boba's Slave I"), s.ship(t, "Emperor's Shuttle")
	for _, tc := range []struct {
		t     ShipID
		dist  int
		crit  bool
		dmg   int
		about string
	}{
		{jango, 1, false, 3, "adjacent: the full 3"},
		{boba, 2, false, 2, "2 squares: 3 halved, rounded up"},
		{boba, 2, true, 3, "2 squares, critical: 2 +1"},
	} {
		if d := s.damageOf(attack{ship: b, weapon: 2, target: tc.t, face: grid.Front, dist: tc.dist}, tc.crit, nil); d != tc.dmg {
			t.Errorf("%s: %d, want %d", tc.about, d, tc.dmg)
		}
	}
}

// Fleet Commander options that change Defense or Attack are offered only
// where they apply: Power to Shields, Front on a class 2 ship's front face,
// not its side; Target Fighters against fighters, not ships (glossary).
func TestRule_FleetCommander_OptionsWhereTheyApply(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:Millennium Falcon@3,20:N", "dark:Imperial Star Destroyer@16,20:N")
	v, f, isd := s.ship(t, "Viscount"), s.ship(t, "Falcon"), s.ship(t, "Star Destroyer")
	n := atAttack(s, 0)
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: isd, Face: grid.Left})
	n, _ = apply(t, n, Pass{By: 0}) // Power to Weapons
	if n.prompt == promptDefender {
		t.Fatalf("Power to Shields, Front offered for an attack on the side: %v", n.Legal(1))
	}
	n, _ = passAll(t, n)
	n, _ = apply(t, n, Attack{By: 0, Ship: f, Weapon: 0, Target: isd, Face: grid.Left})
	if n.prompt == promptAttacker {
		t.Fatalf("Target Fighters offered against a Star Destroyer: %v", n.Legal(0))
	}
	if got, _ := n.modsOf(attack{ship: f, weapon: 0, target: isd, face: grid.Left}); got != 6 {
		t.Fatalf("the Falcon against a nonfighter: %+d", got)
	}
}

// Fly Casual cancels one hit: a player chooses it once a round, even with
// a second class 3 counter left (Multiple Options).
func TestRule_FlyCasual_OnceARound(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,25:N", "light:Mon Calamari Cruiser Home One@2,28:N", "dark:Super Star Destroyer Executor@10,0:S")
	f, exe := s.ship(t, "Falcon"), s.ship(t, "Executor")
	n := atAttack(s, 1).force(19, 19)
	n, _ = apply(t, n, Attack{By: 1, Ship: exe, Weapon: 0, Target: f, Face: grid.Front})
	n, _ = apply(t, n, Pass{By: 1})
	n, _ = apply(t, n, Play{By: 0, Option: FlyCasual})
	if n.counters(0, 3) != 1 {
		t.Fatalf("class 3 counters left: %d", n.counters(0, 3))
	}
	n, _ = apply(t, n, Attack{By: 1, Ship: exe, Weapon: 1, Target: f, Face: grid.Front})
	for n.prompt == promptAttacker || n.prompt == promptDefender {
		n, _ = apply(t, n, Pass{By: n.asked})
	}
	if n.prompt == promptFlyCasual {
		t.Fatal("a second Fly Casual in the round")
	}
	refuse(t, n, Play{By: 0, Option: FlyCasual}, "")
	if n.ships[f].damage == 0 {
		t.Fatal("the second hit was cancelled")
	}
}

// Interdict: the enemy loses the first round's initiative with no reroll,
// even with an Advanced Communications Array; from the second round the
// checks and rerolls are as usual (glossary: Interdict).
func TestRule_Interdict_NoRerollInTheFirstRound(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{5, 12},
		"light:Mon Calamari Cruiser Home One@10,28:N", "dark:Imperial Interdictor Cruiser@10,0:S")
	if s.prompt != promptNone || s.first != int(Light) || s.round != 1 {
		t.Fatalf("round 1: %s, first %d", s.Phase().Name, s.first)
	}
	n := s.clone()
	var ev []engine.Event
	n.startRound(&ev)
	n.settle(&ev)
	if n.round != 2 || n.prompt != promptReroll || n.asked != 0 {
		t.Fatalf("round 2: the Light Side lost 5 to 12 and may reroll: %s", n.Phase().Name)
	}
}

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

// A roll equal to the Defense hits (Attack Roll: "equal to or greater").
func TestRule_AttackRoll_EqualHits(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:Super Star Destroyer Executor@10,0:S")
	n := atAttack(s, 0).force(13, 12)
	// Turbolasers +5 against the front 18: 13 hits, 12 misses.
	n, ev := apply(t, n, Attack{By: 0, Ship: 0, Weapon: 0, Target: 1, Face: grid.Front})
	n, more := passAll(t, n)
	if rs := rolls(append(ev, more...)); len(rs) != 1 || rs[0].Total != 18 || !rs[0].Success {
		t.Fatalf("13 +5 = 18 against 18: %v", rs)
	}
	n, ev = apply(t, n, Attack{By: 0, Ship: 0, Weapon: 1, Target: 1, Face: grid.Front})
	n, more = passAll(t, n)
	if rs := rolls(append(ev, more...)); len(rs) != 1 || rs[0].Total != 17 || rs[0].Success {
		t.Fatalf("12 +5 = 17 against 18: %v", rs)
	}
	_ = n
}

// Rules 2 changed play (a fled Infinite fighter), not the start of a game:
// saves of rules 1 still load and verify up to a step that met the change.
func TestRule_RulesVersions(t *testing.T) {
	g := Game{}
	if !g.ReadsRules("starshipbattles/1") || !g.ReadsRules(RulesVersion) || g.ReadsRules("starshipbattles/0") {
		t.Fatal("ReadsRules")
	}
	if rulesV1 != "starshipbattles/1" {
		t.Fatal("the digest must keep carrying the first rules version's name")
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

// With initiative "choose", the higher check chooses who moves first
// (glossary: initiative check); the Quick Start reading is the default.
func TestRule_Initiative_HigherChooses(t *testing.T) {
	s := battle(t, RulesAdvanced, engine.Options{OptInitiative: InitiativeChoose}, []int{18, 3},
		"light:Millennium Falcon@10,20:N", "dark:Slave I (Boba Fett)@2,0:S")
	if s.prompt != promptOrder || s.asked != 0 {
		t.Fatalf("the Light Side rolled 18 against 3 and chooses: %s", s.Phase().Name)
	}
	d := battle(t, RulesAdvanced, nil, []int{18, 3},
		"light:Millennium Falcon@10,20:N", "dark:Slave I (Boba Fett)@2,0:S")
	if d.prompt != promptNone || d.first != int(Dark) {
		t.Fatalf("by default the lower check moves first: first %d", d.first)
	}
}

// The Quick Start battle leaves special abilities and Fleet Commander out
// but keeps the basic rules that launching and Point-Defense are: a carrier
// launches its Fighter Launch (no Interdict halving), PD attacks adjacent
// fighters, and Antifighter Targeting, DR and Infinite do nothing (Quick
// Start: Special Abilities).
func TestRule_QuickStart_BasicRulesOnly(t *testing.T) {
	s := battle(t, RulesQuickStart, nil, []int{15, 7},
		"dark:Super Star Destroyer Executor@10,0:S", "dark:Imperial Interdictor Cruiser@2,0:S",
		"light:X-wing Starfighter@13,1", "light:Millennium Falcon@10,28:N")
	exe := s.ship(t, "Executor")
	if got := s.launchRate(exe); got != 3 {
		t.Fatalf("Quick Start: the Executor launches %d (Interdict is a special ability), want 3", got)
	}
	if pairs := s.pdPairs(1); len(pairs) != 1 || pairs[0].ship != exe {
		t.Fatalf("Quick Start: Point-Defense pairs %v", pairs)
	}
	if d := s.value(exe, DR); d != 0 {
		t.Fatalf("Quick Start: DR %d", d)
	}
}
