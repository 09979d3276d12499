package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

func TestAttack_PointDefenseFirstAndEvasive(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"dark:Super Star Destroyer Executor@10,0:S", "light:X-wing Starfighter@13,1", "light:Luke Skywalker's X-wing",
		"light:Mon Calamari Star Defender Viscount@10,28:N")
	n := atAttack(s, 1).force(10)
	var ev []engine.Event
	n.settle(&ev)
	if n.prompt != promptAttacker || !n.atk.on || n.atk.weapon != pdWeapon {
		t.Fatalf("the Executor's Point-Defense attack comes first: %s %+v", n.Phase().Name, n.atk)
	}
	refuse(t, n, Attack{By: 1, Ship: 0, Weapon: 0, Target: n.ship(t, "Viscount"), Face: grid.Front}, "")
	n, _ = apply(t, n, Pass{By: 1})
	if n.prompt != promptDefender || n.asked != 0 {
		t.Fatalf("the defender is not offered Evasive: %s", n.Phase().Name)
	}
	if got := n.Legal(0); len(got) != 2 || got[0] != (Play{By: 0, Option: Evasive}) {
		t.Fatalf("defender's choices %v", got)
	}
	n, ev = apply(t, n, Play{By: 0, Option: Evasive})
	rs := rolls(ev)
	if len(rs) != 1 || rs[0].Need != 17 || rs[0].Total != 17 || !rs[0].Success || !strings.Contains(rs[0].Purpose, "+2 Evasive") {
		t.Fatalf("PD +7 against Defense 15 +2 Evasive: %v", rs)
	}
	if d := n.ships[n.ship(t, "X-wing")].damage; d != 1 {
		t.Fatalf("a Point-Defense hit deals 1, got %d", d)
	}
}

func TestAttack_BroadsideOncePerSide(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,15:N",
		"dark:Imperial Star Destroyer@2,15:S", "dark:Slave I (Boba Fett)@5,17:S", "dark:Super Star Destroyer Executor@18,14:S")
	n := atAttack(s, 0).force(10, 10, 10)
	v, isd, slave, exe := n.ship(t, "Viscount"), n.ship(t, "Star Destroyer"), n.ship(t, "Boba's Slave I"), n.ship(t, "Executor")
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 2, Target: isd, Face: grid.Left})
	n, _ = passAll(t, n)
	refuse(t, n, Attack{By: 0, Ship: v, Weapon: 2, Target: slave, Face: grid.Left}, "left broadside")
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 2, Target: exe, Face: grid.Right})
	n, _ = passAll(t, n)
	refuse(t, n, Attack{By: 0, Ship: v, Weapon: 2, Target: exe, Face: grid.Right}, "right broadside")
}

func TestAttack_NaturalRolls(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@20,28:N", "dark:Super Star Destroyer Executor@10,0:S", "dark:TIE Fighter@21,27")
	f, exe, tie := s.ship(t, "Falcon"), s.ship(t, "Executor"), s.ship(t, "TIE Fighter")
	n := atAttack(s, 0).force(1, 20)
	n, ev := apply(t, n, Attack{By: 0, Ship: f, Weapon: 0, Target: tie})
	n, more := passAll(t, n)
	if rs := rolls(append(ev, more...)); rs[0].Success || !strings.Contains(rs[0].Result, "natural 1") || rs[0].Total < rs[0].Need {
		t.Fatalf("a natural 1 misses whatever the bonus (1 +6 +7 reaches 14): %v", rs)
	}
	n, ev = apply(t, n, Attack{By: 0, Ship: f, Weapon: 1, Target: exe, Face: grid.Front})
	n, more = passAll(t, n)
	ev = append(ev, more...)
	if rs := rolls(ev); !rs[0].Success || !strings.Contains(texts(ev), "critical hit → 3 +1 critical hit −1 DR = 3 damage counters (3 in all)") {
		t.Fatalf("a natural 20 hits Defense 18 with +6 and adds 1 damage:\n%s", texts(ev))
	}
}

func TestAttack_DamageReductions(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,20:N", "light:Luke Skywalker's X-wing@14,5", "light:Mon Calamari Star Defender Viscount@2,28:N",
		"dark:Super Star Destroyer Executor@10,0:S", "dark:TIE Fighter@11,19", "dark:TIE Fighter Ace@14,4")
	f, luke, exe, tie, ace := s.ship(t, "Falcon"), s.ship(t, "Luke's X-wing"), s.ship(t, "Executor"), s.ship(t, "TIE Fighter"), s.ship(t, "TIE Fighter Ace")
	far := attack{ship: exe, weapon: 0, target: f, face: grid.Front, dist: grid.SpaceDistance(s.space(exe), s.space(f))}
	if d := s.damageOf(far, false, nil); d != 3 {
		t.Fatalf("Turbolasers 4 − Evasion 1 from a nonadjacent enemy: %d", d)
	}
	near := attack{ship: tie, weapon: 0, target: f, face: grid.Front, dist: 1}
	if d := s.damageOf(near, false, nil); d != 1 {
		t.Fatalf("Evasion does not count against an adjacent attacker: %d", d)
	}
	jedi := attack{ship: ace, weapon: 0, target: luke, dist: 1}
	if d := s.damageOf(jedi, false, nil); d != 0 {
		t.Fatalf("Jedi Evasion 1 against every attack: %d", d)
	}
	if d := s.damageOf(jedi, true, nil); d != 1 {
		t.Fatalf("a critical 1 +1 −1 Jedi Evasion: %d", d)
	}
	// Ion Cannon +1 only against a full-strength ship.
	ion := attack{ship: exe, weapon: 1, target: s.ship(t, "Viscount"), face: grid.Front, dist: 20}
	if d := s.damageOf(ion, false, nil); d != 3 {
		t.Fatalf("Ion 3 +1 −1 DR: %d", d)
	}
	r := s.clone()
	r.ships[ion.target].reduced = true
	if d := r.damageOf(ion, false, nil); d != 2 {
		t.Fatalf("Ion against a reduced ship: %d", d)
	}
	// The Quick Start game has no DR or Evasion.
	q := battle(t, RulesQuickStart, nil, []int{15, 7}, "light:Millennium Falcon@10,20:N", "dark:Super Star Destroyer Executor@10,0:S")
	if d := q.damageOf(attack{ship: 1, weapon: 0, target: 0, face: grid.Front, dist: 17}, false, nil); d != 4 {
		t.Fatalf("Quick Start: no Evasion: %d", d)
	}
	if d := q.damageOf(attack{ship: 0, weapon: 0, target: 1, face: grid.Front, dist: 17}, false, nil); d != 2 {
		t.Fatalf("Quick Start: no DR: %d", d)
	}
}

func TestAttack_Bonuses(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Jedi Starfighter@10,10", "light:X-wing Starfighter@11,10", "light:Rebel Transport@12,11:N", "light:V-wing Starfighter@5,5",
		"light:Millennium Falcon@20,28:N", "light:Republic Assault Ship@2,28:N",
		"dark:TIE Fighter@11,9", "dark:Darth Vader's TIE Advanced x1@12,8", "dark:Trade Federation Battleship@20,0:S", "dark:Vulture Droid Starfighter@6,5",
		"dark:Slave I (Boba Fett)@2,2:S")
	x, tie, vul, vw := s.ship(t, "X-wing"), s.ship(t, "TIE Fighter"), s.ship(t, "Vulture Droid"), s.ship(t, "V-wing")
	slave, falcon, ras := s.ship(t, "Boba's Slave I"), s.ship(t, "Falcon"), s.ship(t, "Assault Ship")
	for _, tc := range []struct {
		name  string
		a     attack
		total int
		has   string
	}{
		// The X-wing is next to the Jedi Starfighter and the Rebel
		// Transport's Sensor Array; the TIE Fighter is next to the Jedi
		// Starfighter (Force Sense) — Force Sense changes Defense, not Attack.
		{"Jedi Command and Sensor Array", attack{ship: x, weapon: 0, target: tie, dist: 1}, 5 + 1 + 1, "Jedi Command, Sensor Array"},
		{"Sith Command", attack{ship: tie, weapon: 0, target: x, dist: 1}, 4 + 1, "Sith Command"},
		{"Droid Control", attack{ship: vul, weapon: 0, target: vw, dist: 1}, 3 + 2, "Droid Control"},
		{"Jammer", attack{ship: vw, weapon: 0, target: vul, dist: 1}, 3 + 2, "Jammer"},
		{"Bounty Hunter", attack{ship: slave, weapon: 0, target: falcon, face: grid.Front, dist: 20}, 4 + 3, "Bounty Hunter"},
		{"no Bounty Hunter", attack{ship: slave, weapon: 0, target: ras, face: grid.Front, dist: 20}, 4, ""},
		{"Concussion Missiles", attack{ship: falcon, weapon: 1, target: slave, face: grid.Front, dist: 20}, 4 + 2, "against a nonfighter"},
	} {
		got, names := s.modsOf(tc.a)
		if got != tc.total || !strings.Contains(names, tc.has) {
			t.Errorf("%s: %d (%s), want %d with %s", tc.name, got, names, tc.total, tc.has)
		}
	}
	// Force Sense: enemies adjacent to Jedi ships lose 1 Defense; two Force
	// Sense ships still make it −1 (no effect stacks with itself).
	def, text := s.defense(attack{ship: x, weapon: 0, target: tie, dist: 1})
	if def != 13 || !strings.Contains(text, "Force Sense") {
		t.Fatalf("TIE Fighter next to the Jedi Starfighter: %d (%s)", def, text)
	}
	s2 := s.clone()
	s2.ships[s2.ship(t, "X-wing")].card = cardID(t, s2, "Luke Skywalker's X-wing")
	if def, _ := s2.defense(attack{ship: x, weapon: 0, target: tie, dist: 1}); def != 13 {
		t.Fatalf("two Force Sense ships: %d, want 13", def)
	}
	// Seismic Mines give a Point-Defense of +4.
	j := battle(t, RulesAdvanced, nil, []int{15, 7}, "dark:Slave I (Jango Fett)@10,10:S", "light:X-wing Starfighter@11,11", "light:Millennium Falcon@2,28:N")
	if pd, ok := j.pdRating(j.ship(t, "Jango's Slave I")); !ok || pd != 4 || len(j.pdPairs(1)) != 1 {
		t.Fatalf("Seismic Mines: PD %d %v, pairs %v", pd, ok, j.pdPairs(1))
	}
}

func TestAttack_BuzzDroids(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"dark:Droid Tri-Fighter@11,10", "dark:Trade Federation Battleship@2,0:S", "light:Millennium Falcon@10,10:N")
	tri, f := s.ship(t, "Droid Tri-Fighter"), s.ship(t, "Falcon")
	n := atAttack(s, 1).force(15)
	n, ev := apply(t, n, Attack{By: 1, Ship: tri, Weapon: 1, Target: f, Face: grid.Right})
	n, more := passAll(t, n)
	if !n.ships[f].buzz || !strings.Contains(texts(append(ev, more...)), "Buzz Droids") {
		t.Fatalf("Buzz Droids after a Concussion Missiles hit:\n%s", texts(append(ev, more...)))
	}
	if def, text := n.defense(attack{ship: tri, weapon: 0, target: f, face: grid.Right, dist: 1}); def != 14 || !strings.Contains(text, "Buzz Droids") {
		t.Fatalf("Defense %d (%s), want 15 −1", def, text)
	}
}

func TestAttack_TargetsAndRange(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,10:N", "light:X-wing Starfighter@20,20", "light:Mon Calamari Star Defender Viscount@2,28:N", "light:Mon Calamari Cruiser Home One@16,28:N",
		"light:Luke Skywalker's X-wing",
		"dark:TIE Fighter@12,10", "dark:Slave I (Boba Fett)@20,22:N", "dark:Imperial Star Destroyer@2,0:S", "dark:TIE Bomber@10,28")
	f, x, v, h := s.ship(t, "Falcon"), s.ship(t, "X-wing"), s.ship(t, "Viscount"), s.ship(t, "Home One")
	tie, slave, bomber := s.ship(t, "TIE Fighter"), s.ship(t, "Boba's Slave I"), s.ship(t, "TIE Bomber")
	n := atAttack(s, 0)
	var ev []engine.Event
	n.settle(&ev)
	n, _ = passAll(t, n)
	refuse(t, n, Attack{By: 0, Ship: f, Weapon: 0, Target: tie}, "only when adjacent")
	refuse(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: v, Face: grid.Front}, "ally")
	refuse(t, n, Attack{By: 0, Ship: x, Weapon: 0, Target: slave, Face: grid.Front}, "must be adjacent")
	refuse(t, n, Attack{By: 0, Ship: h, Weapon: 2, Target: bomber}, "cannot target class 4")
	// Incoming Fighters lets a class 3 ship attack a fighter 2 squares
	// away; Long-Range Bombardment lets a fighter attack a nonfighter 2
	// squares away at half damage.
	var opts []Option
	for _, in := range n.Legal(0) {
		if p, ok := in.(Play); ok {
			opts = append(opts, p.Option)
		}
	}
	if len(opts) != 2 || opts[0] != IncomingFighters || opts[1] != LongRangeBombardment {
		t.Fatalf("options that open attacks: %v", opts)
	}
	n, _ = apply(t, n, Play{By: 0, Option: IncomingFighters})
	n = n.force(18)
	n, _ = apply(t, n, Attack{By: 0, Ship: f, Weapon: 0, Target: tie})
	n, _ = passAll(t, n)
	n, _ = apply(t, n, Play{By: 0, Option: LongRangeBombardment})
	n = n.force(18)
	n, ev = apply(t, n, Attack{By: 0, Ship: x, Weapon: 1, Target: slave, Face: grid.Front})
	n, more := passAll(t, n)
	if !strings.Contains(texts(append(ev, more...)), "hit → 2 halved at 2 squares (rounded up) = 1 damage counter (1 in all)") {
		t.Fatalf("Long-Range Bombardment at half damage:\n%s", texts(append(ev, more...)))
	}
}

func TestAttack_EmperorsWill(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"dark:Emperor's Shuttle@10,5:S", "dark:TIE Fighter@11,5", "light:Mon Calamari Star Defender Viscount@10,25:N")
	sh, tie, v := s.ship(t, "Emperor's Shuttle"), s.ship(t, "TIE Fighter"), s.ship(t, "Viscount")
	n := atAttack(s, 0).force(15)
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: sh, Face: grid.Front})
	n, _ = apply(t, n, Pass{By: 0}) // Power to Weapons
	if n.prompt != promptEmperor || n.asked != 1 {
		t.Fatalf("the Emperor's Will prompt: %s", n.Phase().Name)
	}
	if l := n.Legal(1); len(l) != 2 || l[0] != (Shift{By: 1, To: tie}) || l[1] != (Pass{By: 1}) {
		t.Fatalf("choices %v", l)
	}
	refuse(t, n, Shift{By: 1, To: v}, "adjacent")
	n, _ = apply(t, n, Shift{By: 1, To: tie})
	if n.ships[tie].damage != 4 || n.ships[sh].damage != 0 {
		t.Fatalf("the TIE Fighter takes the 4: %d, the shuttle %d", n.ships[tie].damage, n.ships[sh].damage)
	}
}

func TestAttack_FlyCasual(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,25:N", "dark:Super Star Destroyer Executor@10,0:S")
	f, exe := s.ship(t, "Falcon"), s.ship(t, "Executor")
	n := atAttack(s, 1).force(20)
	n, _ = apply(t, n, Attack{By: 1, Ship: exe, Weapon: 0, Target: f, Face: grid.Front})
	n, _ = apply(t, n, Pass{By: 1})
	if n.prompt != promptFlyCasual || n.asked != 0 {
		t.Fatalf("a hit on a class 3 ship: %s", n.Phase().Name)
	}
	n, ev := apply(t, n, Play{By: 0, Option: FlyCasual})
	if n.ships[f].damage != 0 || !strings.Contains(texts(ev), "treated as a miss") {
		t.Fatalf("Fly Casual on a critical hit:\n%s", texts(ev))
	}
	// The Falcon's one class 3 counter is spent for the battle.
	if n.canPay(0, FlyCasual) || n.counters(0, 3) != 0 {
		t.Fatal("the counter is not spent")
	}
}

func TestAttack_PowerToShieldsAndWeapons(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 10, 12},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:Super Star Destroyer Executor@10,0:S", "dark:Imperial Star Destroyer@20,2:S")
	v, exe, isd := s.ship(t, "Viscount"), s.ship(t, "Executor"), s.ship(t, "Star Destroyer")
	n := atAttack(s, 0)
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: exe, Face: grid.Front})
	n, _ = apply(t, n, Play{By: 0, Option: PowerToWeapons})
	if n.prompt != promptDefender {
		t.Fatalf("after the attacker's option: %s", n.Phase().Name)
	}
	n, ev := apply(t, n, Play{By: 1, Option: PowerToShields})
	rs := rolls(ev)
	if len(rs) != 1 || rs[0].Need != 20 || !strings.Contains(texts(ev), "+2 Power to Shields") {
		t.Fatalf("Defense 18 +2:\n%s", texts(ev))
	}
	// Power to Shields, Front: offered for a class 2 ship's front only.
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 1, Target: isd, Face: grid.Front})
	if n.prompt != promptDefender || n.Legal(1)[0] != (Play{By: 1, Option: PowerToShieldsFront}) {
		t.Fatalf("Power to Shields, Front at the front: %s %v", n.Phase().Name, n.Legal(1))
	}
	n, ev = apply(t, n, Pass{By: 1})
	if !strings.Contains(texts(ev), "+1 Power to Weapons") {
		t.Fatalf("Power to Weapons lasts the phase:\n%s", texts(ev))
	}
	// A new round clears the options.
	m := n.clone()
	var out []engine.Event
	m.startRound(&out)
	if m.effects != [2]uint16{} || m.fleets[0].optUsed != 0 {
		t.Fatal("options outlast their round")
	}
}
