package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The fifth audit: abilities and options in combination, and when damage
// takes effect.

// Four damage changes on one attack (glossary: Ion Cannon, Power to
// Weapons, critical hit, DR; Stacking): the Executor's Ion Cannon, under
// Power to Weapons, rolls a natural 20 at the full-strength Viscount:
// 3 +1 Ion +1 Power to Weapons +1 critical −1 DR = 5.
func TestRule_Stacking_IonPowerToWeaponsCriticalAndDR(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:Super Star Destroyer Executor@10,0:S")
	v, exe := s.ship(t, "Viscount"), s.ship(t, "Executor")
	n := atAttack(s, 1).force(20)
	n, _ = apply(t, n, Attack{By: 1, Ship: exe, Weapon: 1, Target: v, Face: grid.Front})
	n, ev := apply(t, n, Play{By: 1, Option: PowerToWeapons})
	n, more := passAll(t, n)
	ev = append(ev, more...)
	want := "3 +1 Ion Cannon against a ship at full strength +1 Power to Weapons +1 critical hit −1 DR = 5"
	if n.ships[v].damage != 5 || !strings.Contains(texts(ev), want) {
		t.Fatalf("damage %d, want 5 (%s):\n%s", n.ships[v].damage, want, texts(ev))
	}
}

// Long-Range Bomber halves the weapon's Damage, and a critical hit still
// adds its extra point to the total (glossary: Long-Range Bomber, critical
// hit, rounding): a B-wing's Proton Torpedoes (3) at a ship 2 squares away
// roll a natural 20: 3 halved = 2, +1 critical = 3 (not (3+1)/2 = 2). The
// roll keeps every bonus that changes it; the halving changes only damage.
func TestRule_LongRangeBomber_CriticalAfterHalving(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:B-wing Starfighter@10,12", "light:Mon Calamari Star Defender Viscount@10,28:N",
		"dark:Slave I (Boba Fett)@10,10:S")
	bw, slave := s.ship(t, "B-wing"), s.ship(t, "Boba's Slave I")
	n := atAttack(s, 0).force(20)
	n, ev := apply(t, n, Attack{By: 0, Ship: bw, Weapon: 2, Target: slave, Face: grid.Front})
	n, more := passAll(t, n)
	ev = append(ev, more...)
	if n.ships[slave].damage != 3 || !strings.Contains(texts(ev), "3 halved at 2 squares (rounded up) = 2 +1 critical hit = 3") {
		t.Fatalf("damage %d, want 3:\n%s", n.ships[slave].damage, texts(ev))
	}
}

// Buzz Droids lowers the Defense of a target hit by the ship's Concussion
// Missiles; Fly Casual turns that hit into a miss, so the Defense stays
// (glossary: Buzz Droids, Fly Casual).
func TestRule_BuzzDroids_NotAfterFlyCasual(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"dark:Droid Tri-Fighter@11,10", "dark:Trade Federation Battleship@2,0:S", "light:Millennium Falcon@10,10:N")
	tri, f := s.ship(t, "Droid Tri-Fighter"), s.ship(t, "Falcon")
	n := atAttack(s, 1).force(15)
	n, _ = apply(t, n, Attack{By: 1, Ship: tri, Weapon: 1, Target: f, Face: grid.Right})
	for n.prompt == promptAttacker || n.prompt == promptDefender {
		n, _ = apply(t, n, Pass{By: n.asked})
	}
	if n.prompt != promptFlyCasual || n.asked != 0 {
		t.Fatalf("the hit on the Falcon asks the Light Side about Fly Casual: %s", n.Phase().Name)
	}
	n, ev := apply(t, n, Play{By: 0, Option: FlyCasual})
	n, more := passAll(t, n)
	ev = append(ev, more...)
	if n.ships[f].buzz || n.ships[f].damage != 0 || strings.Contains(texts(ev), "Buzz Droids") {
		t.Fatalf("a hit made a miss leaves no Buzz Droids (damage %d):\n%s", n.ships[f].damage, texts(ev))
	}
}

// Evasive (+2 against Point-Defense) and Force Sense (−1 next to an enemy
// Jedi ship) are different effects and both count on one roll (Stacking).
func TestRule_Stacking_EvasiveAndForceSense(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:Jedi Starfighter@14,21",
		"dark:TIE Fighter@13,21", "dark:Super Star Destroyer Executor@10,0:S")
	tie := s.ship(t, "TIE Fighter")
	n := atAttack(s, 0).force(10)
	var ev []engine.Event
	n.settle(&ev)
	if n.atk.weapon != pdWeapon || n.atk.target != tie {
		t.Fatalf("the Viscount's Point-Defense at the TIE Fighter comes first: %+v", n.atk)
	}
	n, _ = apply(t, n, Pass{By: 0}) // no Power to Weapons
	if n.prompt != promptDefender {
		t.Fatalf("the Dark Side is asked before the roll: %s", n.Phase().Name)
	}
	n, ev = apply(t, n, Play{By: 1, Option: Evasive})
	rs := rolls(ev)
	if len(rs) != 1 || rs[0].Need != 14+2-1 || !strings.Contains(texts(ev), "+2 Evasive −1 Force Sense = 15") {
		t.Fatalf("Defense 14 +2 Evasive −1 Force Sense:\n%s", texts(ev))
	}
}

// Damage is dealt at once but takes effect in the damage phase (Attack
// Phase, Damage Phase): a TIE Interceptor whose Hull the Viscount's
// Point-Defense has used up in the Light Side's turn still attacks in the
// Dark Side's turn, and only the damage phase removes it from the game
// (it is not Infinite).
func TestRule_DamagePhase_AFighterHitFirstStillAttacks(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N",
		"dark:TIE Interceptor@13,21", "dark:Imperial Star Destroyer@2,0:S")
	v, ti := s.ship(t, "Viscount"), s.ship(t, "TIE Interceptor")
	n := atAttack(s, 0).force(19)
	var ev []engine.Event
	n.settle(&ev)
	n, _ = passAll(t, n)
	if n.ships[ti].damage != 1 || !n.active(ti) {
		t.Fatalf("PD 19 +7 hits the Interceptor (Hull 1): %d counters, active %v", n.ships[ti].damage, n.active(ti))
	}
	n, _ = apply(t, n, Done{By: 0})
	var fire Attack
	for _, in := range n.Legal(1) {
		if a, ok := in.(Attack); ok && a.Ship == ti && a.Target == v {
			fire = a
			break
		}
	}
	if fire.Target != v {
		t.Fatalf("the doomed Interceptor may attack the Viscount: %v", n.Legal(1))
	}
	n = n.force(20)
	n, _ = apply(t, n, fire)
	n, _ = passAll(t, n)
	if n.ships[v].damage == 0 {
		t.Fatal("the Interceptor's critical hit placed no counter")
	}
	n, _ = apply(t, n, Done{By: 1})
	n, _ = passAll(t, n)
	if n.ships[ti].status != stDestroyed {
		t.Fatalf("after the damage phase the Interceptor is out of the game: status %d", n.ships[ti].status)
	}
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
