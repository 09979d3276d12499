package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Blind cases of the thirty-seventh audit: chosen from the rulebook before
// the program was read, each where two rules meet on one roll or one ship.
// Only the cases that no existing test (blind35 and blind36 included) pins
// in the same situation are here; the audit's entry in
// docs/rules/starshipbattles.md counts the others.

// Emperor's Will and Infinite (glossary): the damage the Shuttle would
// take from the Viscount across the grid goes to the adjacent TIE Fighter;
// the 4 counters destroy it in the damage phase, and being Infinite it goes
// back to its fleet's pool, while the Shuttle keeps none.
func TestBlind_EmperorsWill_OntoAnInfiniteFighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:Emperor's Shuttle@10,5:S", "dark:TIE Fighter@11,5", "light:Mon Calamari Star Defender Viscount@10,25:N")
	sh, tie, v := s.ship(t, "Emperor's Shuttle"), s.ship(t, "TIE Fighter"), s.ship(t, "Viscount")
	n := atAttack(s, 0).force(15)
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: sh, Face: n.Faces(v, sh)})
	for n.prompt == promptAttacker || n.prompt == promptDefender {
		n, _ = apply(t, n, Pass{By: n.asked})
	}
	if n.prompt != promptEmperor {
		t.Fatalf("no Emperor's Will question after the hit: %s", n.Phase().Name)
	}
	n, _ = apply(t, n, Shift{By: 1, To: tie})
	d := atDamage(n)
	var ev []engine.Event
	d.settle(&ev)
	if d.ships[tie].status != stPool || d.ships[tie].damage != 0 {
		t.Fatalf("the TIE Fighter that took the Shuttle's 4: %+v, want back in the pool with no counter\n%s", d.ships[tie], texts(ev))
	}
	if d.ships[sh].status != stActive || d.ships[sh].damage != 0 {
		t.Fatalf("the Shuttle: %+v, want on the grid with no counter", d.ships[sh])
	}
}

// Buzz Droids and Concussion Missiles (glossary): Concussion Missiles may
// target a fighter, without their +2 (that is against nonfighters only),
// and a hit on a fighter gives it Buzz Droids' −1 like any target. A
// Tri-Fighter with no Droid Control ship in its fleet: d20 15 +3 = 18
// against the X-wing's 15; the X-wing's Defense is then 14.
func TestBlind_BuzzDroids_AFighterHitByConcussionMissiles(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:Droid Tri-Fighter@11,10", "dark:TIE Fighter@13,10", "dark:Slave I (Boba Fett)@2,0:S",
		"light:X-wing Starfighter@12,10", "light:Millennium Falcon@2,28:N")
	tri, tie, x := s.ship(t, "Droid Tri-Fighter"), s.ship(t, "TIE Fighter"), s.ship(t, "X-wing")
	n := atAttack(s, 1)
	var ev []engine.Event
	n.settle(&ev)
	n, _ = passAll(t, n)
	n, rs, log := attackRolls(t, n.force(15), Attack{By: 1, Ship: tri, Weapon: 1, Target: x})
	if len(rs) != 1 || rs[0].Total != 15+3 || !rs[0].Success {
		t.Fatalf("rolls %v, want 15 +3 Concussion Missiles = 18, a hit (no +2 at a fighter)\n%s", rs, log)
	}
	if !n.ships[x].buzz || n.ships[x].damage != 2 {
		t.Fatalf("the X-wing after the hit: buzz %v, %d counters; want Buzz Droids and 2\n%s", n.ships[x].buzz, n.ships[x].damage, log)
	}
	if def, text := n.defense(attack{ship: tie, weapon: 0, target: x, dist: 1}); def != 15-1 || !strings.Contains(text, "Buzz Droids") {
		t.Fatalf("the X-wing's Defense against the TIE Fighter: %d (%s), want 15 −1", def, text)
	}
}

// Long-Range Bomber with Concussion Missiles (glossary): the TIE Bomber's
// missiles 2 squares from a class 2 ship keep their +2 against a
// nonfighter, and only the Damage is halved: d20 10 +3 +2 = 15 against the
// Assault Ship's side 14, 2 halved = 1 counter.
func TestBlind_LongRangeBomber_ConcussionMissilesKeepTheirBonus(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "light:Millennium Falcon@2,28:N",
		"dark:TIE Bomber@13,20", "dark:Slave I (Boba Fett)@2,0:S")
	ras, b := s.ship(t, "Assault Ship"), s.ship(t, "TIE Bomber")
	n := atAttack(s, 1)
	n, _ = passAll(t, n)
	n, rs, log := attackRolls(t, n.force(10), Attack{By: 1, Ship: b, Weapon: 1, Target: ras, Face: n.Faces(b, ras)})
	if len(rs) != 1 || rs[0].Total != 10+3+2 || rs[0].Need != 14 || !rs[0].Success {
		t.Fatalf("rolls %v, want 10 +3 +2 = 15 against the side's 14\n%s", rs, log)
	}
	if n.ships[ras].damage != 1 {
		t.Fatalf("the Assault Ship has %d counters, want 2 halved = 1\n%s", n.ships[ras].damage, log)
	}
}

// Long-Range Bombardment and Ion Cannon: a Y-wing's Ion Cannon (Damage 1)
// at a full-strength Slave I 2 squares away. The option deals half damage
// (lower case: the attack's damage, glossary preamble), so the Ion
// Cannon's +1 is halved with the rating: 1 +1 = 2, halved = 1 counter
// (rules 11; rules 1 to 10 halved the rating alone and added the +1 after,
// 2 counters, which a save of those rules still plays:
// TestRule_RulesVersions_SavesOfRules10KeepTheirBombardment). Luke
// Skywalker's X-wing, waiting in the pool, pays with its class 4 counter.
func TestBlind_LongRangeBombardment_IonCannonHalvedWithTheRest(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Y-wing Starfighter@10,10", "light:Millennium Falcon@2,28:N", "light:Luke Skywalker's X-wing",
		"dark:Slave I (Boba Fett)@12,10:S", "dark:Imperial Star Destroyer@2,0:S")
	y, slave := s.ship(t, "Y-wing"), s.ship(t, "Boba's Slave I")
	n := atAttack(s, 0)
	n, _ = passAll(t, n)
	refuse(t, n, Attack{By: 0, Ship: y, Weapon: 1, Target: slave, Face: n.Faces(y, slave)}, "only with its Proton Torpedoes")
	n, _ = apply(t, n, Play{By: 0, Option: LongRangeBombardment})
	n, rs, log := attackRolls(t, n.force(15), Attack{By: 0, Ship: y, Weapon: 1, Target: slave, Face: n.Faces(y, slave)})
	if len(rs) != 1 || !rs[0].Success {
		t.Fatalf("rolls %v, want a hit\n%s", rs, log)
	}
	if n.ships[slave].damage != 1 || !strings.Contains(log, "1 +1 Ion Cannon against a ship at full strength = 2, halved by Long-Range Bombardment (rounded up) = 1 damage counter") {
		t.Fatalf("Slave I has %d counters, want 1 +1 Ion Cannon = 2, halved = 1\n%s", n.ships[slave].damage, log)
	}
}

// Incoming Fighters with Concussion Missiles: the Falcon's missiles at a
// fighter 2 squares away get Antifighter Targeting's +7 but not the
// missiles' +2 (against nonfighters only), and a class 3 ship's Damage is
// not halved at 2 squares: d20 5 +4 +7 = 16, 3 counters.
func TestBlind_IncomingFighters_ConcussionMissilesAtAFighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Millennium Falcon@10,10:N", "light:Mon Calamari Star Defender Viscount@10,25:N",
		"dark:TIE Fighter@12,10", "dark:Imperial Star Destroyer@2,0:S")
	f, tie := s.ship(t, "Falcon"), s.ship(t, "TIE Fighter")
	n := atAttack(s, 0)
	var ev []engine.Event
	n.settle(&ev)
	n, _ = passAll(t, n)
	refuse(t, n, Attack{By: 0, Ship: f, Weapon: 1, Target: tie}, "only when adjacent")
	n, _ = apply(t, n, Play{By: 0, Option: IncomingFighters})
	n, rs, log := attackRolls(t, n.force(5), Attack{By: 0, Ship: f, Weapon: 1, Target: tie})
	if len(rs) != 1 || rs[0].Total != 5+4+7 || !rs[0].Success {
		t.Fatalf("rolls %v, want 5 +4 Concussion Missiles +7 Antifighter Targeting = 16, a hit\n%s", rs, log)
	}
	if n.ships[tie].damage != 3 {
		t.Fatalf("the TIE Fighter has %d counters, want the missiles' full 3\n%s", n.ships[tie].damage, log)
	}
}

// Stacking: Power to Shields (+2 on every face of a class 1 ship), Force
// Sense (−1 beside Luke Skywalker's X-wing) and Buzz Droids (−1 after a hit
// by a Buzz Droids ship's missiles) are three different effects and all
// count: the Executor's front 18 is 18 +2 −1 −1 = 18; without the shields
// it is 16.
func TestBlind_Stacking_ShieldsForceSenseAndBuzzDroids(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,25:N", "light:Luke Skywalker's X-wing@11,3",
		"dark:Super Star Destroyer Executor@10,0:S")
	v, exe := s.ship(t, "Viscount"), s.ship(t, "Executor")
	a := attack{ship: v, weapon: 0, target: exe, face: grid.Front, dist: 22}
	n := s.clone()
	n.ships[exe].buzz = true
	if def, text := n.defense(a); def != 18-1-1 || !strings.Contains(text, "Force Sense") || !strings.Contains(text, "Buzz Droids") {
		t.Fatalf("the Executor's front beside Luke and buzzed: %d (%s), want 18 −1 −1", def, text)
	}
	n.effects[Dark] |= 1 << PowerToShields
	if def, text := n.defense(a); def != 18+2-1-1 {
		t.Fatalf("and under Power to Shields: %d (%s), want 18 +2 −1 −1", def, text)
	}
}
