package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Blind cases of the thirty-sixth audit: chosen from the rulebook before
// the program was read, each where a quick reading goes wrong. Only the
// cases that no existing test (blind35_test.go included) pins in the same
// situation are here; the audit's notes list the others with their tests.

// darkFirst makes the Dark Side's initiative check the lower: it moves
// first (the Light Side rolls 15, the Dark Side 7).
var darkFirst = []int{15, 7}

// attackRolls makes one attack, passing every question, and returns its
// rolls and the state after it.
func attackRolls(t *testing.T, s *State, in Attack) (*State, []engine.Roll, string) {
	t.Helper()
	n, ev := attackAll(t, s, in)
	return n, rolls(ev), texts(ev)
}

// Facing (Class 1 and 2 Ships): each square is its own choice of straight
// on or a quarter turn and then a step, so a class 2 ship that turns left
// on its first square and right on its second ends one square aside and one
// ahead, facing the way it started; while it faces west, a step east would
// be backward.
func TestBlind_Facing_AZigZagEndsFacingAsItStarted(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "dark:Imperial Star Destroyer@2,0:S")
	ras := s.ship(t, "Assault Ship")
	n, _ := apply(t, s, Step{By: 0, Ship: ras, Dir: DirW})
	if sh := n.ships[ras]; sh.at != sq(9, 20) || sh.facing != grid.West || sh.moved {
		t.Fatalf("a left turn and a step: %+v, want at 9,20 facing W with a square left", sh)
	}
	refuse(t, n, Step{By: 0, Ship: ras, Dir: DirE}, "never backward")
	n, _ = apply(t, n, Step{By: 0, Ship: ras, Dir: DirN})
	if sh := n.ships[ras]; sh.at != sq(9, 19) || sh.facing != grid.North || !sh.moved {
		t.Fatalf("then a right turn and a step: %+v, want at 9,19 facing N with its move over", sh)
	}
}

// Point-Defense: a ship with PD attacks every adjacent enemy fighter once;
// the limit is per ship, so a fighter beside two enemy ships with PD is
// attacked by each of them (two rolls, one from each ship).
func TestBlind_PointDefense_TwoShipsEachAtOneFighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:Republic Assault Ship@14,20:N",
		"dark:TIE Fighter@13,20", "dark:Imperial Star Destroyer@2,0:S")
	_, ev := pdEvents(t, s, 0, 2, 2, 2)
	rs := rolls(ev)
	if len(rs) != 2 {
		t.Fatalf("PD rolls %v, want two at the TIE Fighter\n%s", rs, texts(ev))
	}
	by := map[string]bool{}
	for _, r := range rs {
		if !strings.Contains(r.Purpose, "Point-Defense at TIE Fighter") {
			t.Fatalf("a PD roll not at the TIE Fighter: %v", r)
		}
		by[strings.SplitN(r.Purpose, " ", 2)[0]] = true
	}
	if !by["Viscount"] || !by["Assault"] && !by["Republic"] {
		t.Fatalf("the two PD attacks are not one from each ship:\n%s", texts(ev))
	}
}

// Force Sense: an enemy ship beside the Force Sense ship has −1 Defense on
// all faces against every attack, not only the Force Sense ship's: the
// Viscount's Turbolasers from across the grid need 15, not 16, against the
// front of a Star Destroyer that Luke Skywalker's X-wing sits beside.
func TestBlind_ForceSense_EveryAttackerFromAnywhere(t *testing.T) {
	for _, tc := range []struct {
		luke string
		need int
	}{
		{"light:Luke Skywalker's X-wing@12,5", 16 - 1},
		{"light:Luke Skywalker's X-wing", 16}, // in the pool: no Force Sense
	} {
		s := battle(t, RulesAdvanced, nil, lightFirst,
			"light:Mon Calamari Star Defender Viscount@10,25:N", tc.luke, "dark:Imperial Star Destroyer@10,5:S")
		n := atAttack(s, 0).force(10)
		_, rs, log := attackRolls(t, n, Attack{By: 0, Ship: n.ship(t, "Viscount"), Weapon: 0, Target: n.ship(t, "Star Destroyer"), Face: grid.Front})
		if len(rs) != 1 || rs[0].Need != tc.need {
			t.Errorf("%s: rolls %v, want one needing %d\n%s", tc.luke, rs, tc.need, log)
		}
	}
}

// Incoming Fighters (class 3 ships attack fighters 2 squares away), Target
// Fighters (+3 for class 3 ships against fighters) and the Falcon's
// Antifighter Targeting +7 all apply to one attack at a fighter 2 squares
// away, and a class 3 ship's damage is not halved at 2 squares (only a
// fighter's is): d20 5 +6 +7 +3 = 21, 2 counters.
func TestBlind_IncomingFighters_WithAntifighterAndTargetFighters(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Millennium Falcon@10,10:N", "light:Mon Calamari Star Defender Viscount@10,25:N",
		"dark:TIE Fighter@12,10", "dark:Imperial Star Destroyer@2,0:S")
	f, tie := s.ship(t, "Falcon"), s.ship(t, "TIE Fighter")
	n := atAttack(s, 0)
	var ev []engine.Event
	n.settle(&ev)
	n, _ = passAll(t, n)
	n, _ = apply(t, n, Play{By: 0, Option: IncomingFighters})
	n, _ = apply(t, n.force(5), Attack{By: 0, Ship: f, Weapon: 0, Target: tie})
	if n.prompt != promptAttacker || !hasOption(n.Legal(0), TargetFighters) {
		t.Fatalf("Target Fighters is not offered for the Falcon's attack at a fighter: %s %v", n.Phase().Name, n.Legal(n.asked))
	}
	n, ev = apply(t, n, Play{By: 0, Option: TargetFighters})
	n, more := passAll(t, n)
	ev = append(ev, more...)
	rs := rolls(ev)
	if len(rs) != 1 || rs[0].Total != 5+6+7+3 || !rs[0].Success {
		t.Fatalf("rolls %v, want 5 +6 Laser Cannons +7 Antifighter Targeting +3 Target Fighters = 21, a hit\n%s", rs, texts(ev))
	}
	if n.ships[tie].damage != 2 {
		t.Fatalf("the TIE Fighter has %d counters, want the Laser Cannons' full 2\n%s", n.ships[tie].damage, texts(ev))
	}
}

// Bounty Hunter: +n against Unique ships, a Unique fighter too. Boba
// Fett's Slave I beside Luke Skywalker's X-wing: Blaster Cannon d20 5 +4
// +3 = 12; its Proton Torpedoes may not target the fighter at all.
func TestBlind_BountyHunter_AUniqueFighterBeside(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:Slave I (Boba Fett)@10,10:S", "light:Luke Skywalker's X-wing@11,10", "light:Millennium Falcon@2,28:N")
	slave, luke := s.ship(t, "Boba's Slave I"), s.ship(t, "Luke's X-wing")
	n := atAttack(s, 1)
	var ev []engine.Event
	n.settle(&ev)
	n, _ = passAll(t, n)
	refuse(t, n, Attack{By: 1, Ship: slave, Weapon: 1, Target: luke}, "cannot target class 4")
	_, rs, log := attackRolls(t, n.force(5), Attack{By: 1, Ship: slave, Weapon: 0, Target: luke})
	if len(rs) != 1 || rs[0].Total != 5+4+3 || !strings.Contains(rs[0].String(), "Bounty Hunter") {
		t.Fatalf("rolls %v, want 5 +4 Blaster Cannon +3 Bounty Hunter = 12\n%s", rs, log)
	}
}

// Sensor Array: adjacent allied FIGHTERS get the bonus. The Falcon (class 3)
// beside the Rebel Transport gets nothing; an X-wing beside it (diagonally)
// gets +1.
func TestBlind_SensorArray_OnlyForFighters(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Rebel Transport@11,10:N", "light:Millennium Falcon@10,10:N", "light:X-wing Starfighter@12,11",
		"dark:Slave I (Boba Fett)@10,7:S", "dark:TIE Fighter@13,12")
	f, x := s.ship(t, "Falcon"), s.ship(t, "X-wing")
	if got, names := s.modsOf(attack{ship: f, weapon: 0, target: s.ship(t, "Boba's Slave I"), face: grid.Front, dist: 3}); got != 6 || strings.Contains(names, "Sensor Array") {
		t.Errorf("the Falcon beside the Rebel Transport: %d (%s), want +6 alone", got, names)
	}
	if got, names := s.modsOf(attack{ship: x, weapon: 0, target: s.ship(t, "TIE Fighter"), dist: 1}); got != 5+1 || !strings.Contains(names, "Sensor Array") {
		t.Errorf("the X-wing beside the Rebel Transport: %d (%s), want +5 +1 Sensor Array", got, names)
	}
}

// Starfighters / zone of control: only an ENEMY fighter stops a fighter
// that moves next to it; an X-wing runs along beside an allied Y-wing for
// three squares and still has one left.
func TestBlind_ZoneOfControl_AnAlliedFighterDoesNotStop(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:X-wing Starfighter@10,10", "light:Y-wing Starfighter@12,11", "dark:Imperial Star Destroyer@2,0:S")
	x := s.ship(t, "X-wing")
	n := s
	for _, d := range []Dir{DirE, DirE, DirE} {
		n, _ = apply(t, n, Step{By: 0, Ship: x, Dir: d})
	}
	if n.ships[x].moved || n.left != 1 || n.ships[x].at != sq(13, 10) {
		t.Fatalf("an allied fighter stopped the X-wing: at %v, moved %v, %d left", n.ships[x].at, n.ships[x].moved, n.left)
	}
}

// Tractor Beams stop ENEMY nonfighters: Boba Fett's Slave I moving next to
// its own fleet's Star Destroyer goes on.
func TestBlind_TractorBeams_NotTheirOwnFleet(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, darkFirst,
		"dark:Imperial Star Destroyer@10,10:S", "dark:Slave I (Boba Fett)@13,10:S", "light:Millennium Falcon@2,28:N")
	slave := s.ship(t, "Boba's Slave I")
	n, ev := apply(t, s, Step{By: 1, Ship: slave, Dir: DirW})
	if n.ships[slave].moved || n.left != 2 || strings.Contains(texts(ev), "Tractor Beams") {
		t.Fatalf("an allied Star Destroyer's Tractor Beams stopped Slave I: moved %v, %d left\n%s", n.ships[slave].moved, n.left, texts(ev))
	}
}

// Launch Fighters / adjacent: a launched fighter goes on any free square
// next to the carrier, a diagonal one included, but not 2 squares off.
func TestBlind_LaunchFighters_OnADiagonalSquare(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Rebel Transport@10,20:N", "light:X-wing Starfighter", "dark:Imperial Star Destroyer@2,0:S")
	tr, x := s.ship(t, "Transport"), s.ship(t, "X-wing")
	n, _ := apply(t, s, Stop{By: 0, Ship: tr, Facing: grid.North})
	refuse(t, n, Launch{By: 0, Carrier: tr, Fighter: x, At: sq(12, 20)}, "adjacent")
	n, _ = apply(t, n, Launch{By: 0, Carrier: tr, Fighter: x, At: sq(11, 19)})
	if sh := n.ships[x]; sh.status != stActive || sh.at != sq(11, 19) {
		t.Fatalf("the X-wing launched on the diagonal square: %+v", sh)
	}
}

// Power to Weapons is for class 1 ships: played for the Viscount's attack
// it adds 1 to the Viscount's damage for the phase, but nothing to the
// Republic Assault Ship's (class 2), and it is not offered again for it.
// Executor front 18, DR 1: Viscount 4 +1 −1 = 4, Assault Ship 3 −1 = 2.
func TestBlind_PowerToWeapons_NotForAClass2Ship(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,28:N", "light:Republic Assault Ship@10,24:N",
		"dark:Super Star Destroyer Executor@10,0:S")
	v, ras, exe := s.ship(t, "Viscount"), s.ship(t, "Assault Ship"), s.ship(t, "Executor")
	n := atAttack(s, 0).force(15, 15)
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: exe, Face: grid.Front})
	n, _ = apply(t, n, Play{By: 0, Option: PowerToWeapons})
	n, _ = passAll(t, n)
	if n.ships[exe].damage != 4 {
		t.Fatalf("the Viscount's Turbolasers under Power to Weapons: %d counters, want 4 +1 −1 = 4", n.ships[exe].damage)
	}
	n, _ = apply(t, n, Attack{By: 0, Ship: ras, Weapon: 0, Target: exe, Face: grid.Front})
	if n.prompt == promptAttacker && hasOption(n.Legal(n.asked), PowerToWeapons) {
		t.Fatal("Power to Weapons is offered again, for a class 2 ship")
	}
	n, _ = passAll(t, n)
	if n.ships[exe].damage != 4+2 {
		t.Fatalf("the Assault Ship's Turbolasers: %d counters in all, want 4 + (3 −1) = 6", n.ships[exe].damage)
	}
}

// Power to Shields is for class 1 ships: played for the Executor it raises
// its front to 20 for the round; the Star Destroyer (class 2) beside it
// keeps its 16.
func TestBlind_PowerToShields_NotForAClass2Ship(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,28:N",
		"dark:Super Star Destroyer Executor@10,0:S", "dark:Imperial Star Destroyer@16,1:S")
	v, exe, isd := s.ship(t, "Viscount"), s.ship(t, "Executor"), s.ship(t, "Star Destroyer")
	n := atAttack(s, 0).force(10, 10)
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: exe, Face: grid.Front})
	for n.prompt == promptAttacker {
		n, _ = apply(t, n, Pass{By: n.asked})
	}
	n, ev := apply(t, n, Play{By: 1, Option: PowerToShields})
	n, more := passAll(t, n)
	rs := rolls(append(ev, more...))
	if len(rs) != 1 || rs[0].Need != 18+2 {
		t.Fatalf("the Executor's front under Power to Shields: %v, want 20", rs)
	}
	face := grid.Front
	if !n.facesFor(v, isd).Has(face) {
		t.Fatalf("the set-up: the Viscount sees %v of the Star Destroyer", n.facesFor(v, isd))
	}
	_, rs, log := attackRolls(t, n, Attack{By: 0, Ship: v, Weapon: 1, Target: isd, Face: face})
	if len(rs) != 1 || rs[0].Need != 16 {
		t.Fatalf("the Star Destroyer's front under a class 1 option: %v, want 16\n%s", rs, log)
	}
}

// Target Fighters is for class 3 ships: a Republic Assault Ship (class 2)
// attacking an adjacent fighter is not offered it, and with the option in
// effect its attack gets nothing from it.
func TestBlind_TargetFighters_NotForAClass2Ship(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "light:Millennium Falcon@2,28:N",
		"dark:TIE Fighter@10,19", "dark:Imperial Star Destroyer@2,0:S")
	ras, tie := s.ship(t, "Assault Ship"), s.ship(t, "TIE Fighter")
	n := atAttack(s, 0).force(2)
	var ev []engine.Event
	n.settle(&ev) // the Assault Ship's PD at the TIE Fighter
	n, _ = passAll(t, n)
	n, _ = apply(t, n.force(2), Attack{By: 0, Ship: ras, Weapon: 0, Target: tie})
	if n.prompt == promptAttacker && hasOption(n.Legal(n.asked), TargetFighters) {
		t.Fatal("Target Fighters is offered for a class 2 ship's attack")
	}
	m := s.clone()
	m.effects[Light] |= 1 << TargetFighters
	if got, names := m.modsOf(attack{ship: ras, weapon: 0, target: tie, dist: 1}); got != 5 || strings.Contains(names, "Target Fighters") {
		t.Fatalf("the Assault Ship's Turbolasers at a fighter under Target Fighters: %d (%s), want +5 alone", got, names)
	}
}
