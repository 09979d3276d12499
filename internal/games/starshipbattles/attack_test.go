package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

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

// Damage takes effect only in the damage phase (Damage Phase): a fighter
// with as many counters as its Hull still lends Force Sense and Jedi
// Command in the attack phase; after the damage phase it is gone and so
// are they.
func TestRule_DamagePhase_AbilitiesLastUntilTheDamagePhase(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 3, 9},
		"light:Jedi Starfighter@10,10", "light:X-wing Starfighter@11,10", "light:Mon Calamari Star Defender Viscount@10,28:N",
		"dark:TIE Fighter@11,9", "dark:Imperial Star Destroyer@2,0:S")
	jedi, x, tie := s.ship(t, "Jedi SF"), s.ship(t, "X-wing"), s.ship(t, "TIE Fighter")
	n := atAttack(s, 0)
	n.ships[jedi].damage = 2 // Hull 2: destroyed in the damage phase
	a := attack{ship: x, weapon: 0, target: tie, dist: 1}
	if got, names := n.modsOf(a); got != 5+1 || !strings.Contains(names, "Jedi Command") {
		t.Fatalf("the doomed Jedi Starfighter still commands: %d (%s)", got, names)
	}
	if def, text := n.defense(a); def != 13 || !strings.Contains(text, "Force Sense") {
		t.Fatalf("the doomed Jedi Starfighter still senses: Defense %d (%s)", def, text)
	}
	var ev []engine.Event
	n.resolveDamage(&ev)
	if n.active(jedi) {
		t.Fatalf("2 counters on Hull 2: %+v", n.ships[jedi])
	}
	if got, _ := n.modsOf(a); got != 5 {
		t.Fatalf("after the damage phase no Jedi Command: %d", got)
	}
	if def, _ := n.defense(a); def != 14 {
		t.Fatalf("after the damage phase no Force Sense: %d", def)
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
