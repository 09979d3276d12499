package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Damage Resolution at its boundaries, each line at one below, at and one
// above it: counters equal to the full Hull reduce with none left (4, 5,
// 6 on Hull 5/3); equal to both Hulls destroy (7, 8, 9); a reduced ship
// goes at its reduced Hull (2, 3, 4 on reduced Hull 3); a one-Hull fighter
// goes at its Hull (1, 2, 3 on Hull 2).
func TestRule_DamageResolution_Boundaries(t *testing.T) {
	for _, tc := range []struct {
		dmg     int
		reduced bool
		status  status
		left    int
	}{
		{4, false, stActive, 4},
		{5, true, stActive, 0},
		{6, true, stActive, 1},
		{7, true, stActive, 2},
		{8, false, stDestroyed, 8},
		{9, false, stDestroyed, 9},
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
	for _, dmg := range []int{3, 4} {
		r := s.clone()
		r.ships[ras].damage = dmg
		r.resolveDamage(&ev)
		if r.ships[ras].status != stDestroyed {
			t.Fatalf("a reduced Hull 3 with %d counters: %+v", dmg, r.ships[ras])
		}
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
	for _, dmg := range []int{2, 3} {
		g := f.clone()
		g.ships[x].damage = dmg
		g.resolveDamage(&ev)
		if g.ships[x].status != stDestroyed {
			t.Fatalf("%d counters on Hull 2 left the X-wing", dmg)
		}
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

// teamAttack is a battle for four at the Dark attacker's turn (seat 1):
// seats 0 and 2 are the Light team, 1 and 3 the Dark team. faces are the
// initiative checks (none with an Interdictor: Interdict decides round 1).
func teamAttack(t *testing.T, faces []int, ships [4][]ShipFile) *State {
	t.Helper()
	return atAttack(teamBattle(t, faces, ships), 1)
}

// Team Play and Selecting Options: a Command counter may be played
// whenever its player wishes, and an option covers every ship of its class
// on the team (allies include a teammate's ships). So when the Star
// Destroyer hits the Falcon, the Falcon's teammate (Mon Cal Squadron, seat
// 2) may pay for Fly Casual with its Republic Cruiser's class 2/3 counter.
// The question goes round the table from the attacking player (glossary:
// immediate): seat 2 is asked before the Falcon's own player (seat 0),
// who is asked when seat 2 passes.
func TestRule_TeamPlay_SelectingOptions_FlyCasualForAnAllysFalcon(t *testing.T) {
	s := teamAttack(t, []int{15, 7}, [4][]ShipFile{
		{{Card: "Millennium Falcon", At: "10,25", Facing: "N"}},
		{{Card: "Imperial Star Destroyer", At: "10,0", Facing: "S"}},
		{{Card: "Republic Cruiser", At: "18,29", Facing: "N"}},
		{{Card: "Slave I (Boba Fett)", At: "2,1", Facing: "S"}},
	})
	f, isd, rc := s.ship(t, "Falcon"), s.ship(t, "Star Destroyer"), s.ship(t, "Republic Cruiser")
	hit := func() *State {
		n, _ := apply(t, s.force(14), Attack{By: 1, Ship: isd, Weapon: 0, Target: f, Face: grid.Front})
		if n.prompt != promptFlyCasual || n.asked != 2 || n.Phase().Name != PhaseFlyCasual {
			t.Fatalf("14 +5 = 19 hits the Falcon's front 16: the teammate at seat 2 is asked first; %s, asked %d", n.Phase().Name, n.asked)
		}
		if got := n.Legal(2); len(got) != 2 || got[0] != (Play{By: 2, Option: FlyCasual}) {
			t.Fatalf("the teammate's answers: %v", got)
		}
		return n
	}
	// The teammate pays: its own counter is spent, the Falcon's is kept,
	// and nobody else is asked.
	n, ev := apply(t, hit(), Play{By: 2, Option: FlyCasual})
	if n.prompt != promptNone || n.ships[f].damage != 0 || !strings.Contains(texts(ev), "treated as a miss") {
		t.Fatalf("Fly Casual played by the teammate cancels the hit: %s\n%s", n.Phase().Name, texts(ev))
	}
	if n.ships[rc].spent != 1 || n.ships[f].spent != 0 {
		t.Fatalf("counters spent: Republic Cruiser %b, Falcon %b; the player who plays pays", n.ships[rc].spent, n.ships[f].spent)
	}
	// The teammate passes: the Falcon's player is asked next and may play.
	n, _ = apply(t, hit(), Pass{By: 2})
	if n.prompt != promptFlyCasual || n.asked != 0 {
		t.Fatalf("after the teammate's pass the Falcon's player is asked: %s, asked %d", n.Phase().Name, n.asked)
	}
	n, _ = apply(t, n, Pass{By: 0})
	if n.prompt != promptNone || n.ships[f].damage != 2 {
		t.Fatalf("both passed: the hit stands (3 −1 Evasion = 2 counters): %s, %d", n.Phase().Name, n.ships[f].damage)
	}
	// A teammate with no counter of the class is not asked.
	s.ships[rc].spent = 1
	n, _ = apply(t, s.force(14), Attack{By: 1, Ship: isd, Weapon: 0, Target: f, Face: grid.Front})
	if n.prompt != promptFlyCasual || n.asked != 0 {
		t.Fatalf("the teammate's counter is spent: only the Falcon's player is asked: %s, asked %d", n.Phase().Name, n.asked)
	}
}

// When Options Declared, in team play: between the declaration and the
// roll every player who has an option that changes the attack is asked, in
// seating order from the attacking player. The Star Destroyer (seat 1)
// attacks the front of the Assault Ship (seat 0, no Command); the Assault
// Ship's teammate (seat 2, Home One's class 2 counter) may raise its front
// by Power to Shields, Front; the attacker's teammate (seat 3) has nothing
// for a class 2 attacker and is not asked. Then the roll: 11 +5 = 16 misses
// the front 15 +2.
func TestRule_TeamPlay_WhenOptionsDeclared_ATeammateShieldsAnAllysFront(t *testing.T) {
	s := teamAttack(t, []int{15, 7}, [4][]ShipFile{
		{{Card: "Republic Assault Ship", At: "10,20", Facing: "N"}},
		{{Card: "Imperial Star Destroyer", At: "10,0", Facing: "S"}},
		{{Card: "Mon Calamari Cruiser Home One", At: "18,28", Facing: "N"}},
		{{Card: "Darth Vader's TIE Advanced x1"}},
	})
	ras, isd, h1 := s.ship(t, "Assault Ship"), s.ship(t, "Star Destroyer"), s.ship(t, "Home One")
	n, _ := apply(t, s.force(11), Attack{By: 1, Ship: isd, Weapon: 0, Target: ras, Face: grid.Front})
	if n.prompt != promptDefender || n.asked != 2 || n.Phase().Name != PhaseDefenderOpts {
		t.Fatalf("the defender's teammate is asked: %s, asked %d", n.Phase().Name, n.asked)
	}
	n, ev := apply(t, n, Play{By: 2, Option: PowerToShieldsFront})
	if n.prompt != promptNone || n.ships[ras].damage != 0 || n.ships[h1].spent == 0 {
		t.Fatalf("Power to Shields, Front from Home One's counter: 11 +5 = 16 against 15 +2: %s\n%s", n.Phase().Name, texts(ev))
	}
	if r := rolls(ev); len(r) != 1 || r[0].Success || r[0].Need != 17 {
		t.Fatalf("the roll: %+v\n%s", r, texts(ev))
	}
}

// When Options Declared, the attacking team: when Slave I (seat 1) attacks
// a fighter, its teammate (seat 3, the Interdictor's class 3 counter) is
// asked about Target Fighters, as an attacker would be; the defenders have
// nothing for a fighter attacked by a ship and are not asked.
func TestRule_TeamPlay_WhenOptionsDeclared_TheAttackersTeammate(t *testing.T) {
	s := teamAttack(t, nil, [4][]ShipFile{
		{{Card: "X-wing Starfighter", At: "10,11"}, {Card: "Rebel Transport", At: "2,29", Facing: "N"}},
		{{Card: "Slave I (Boba Fett)", At: "10,10", Facing: "S"}},
		{{Card: "Rebel Blockade Runner", At: "18,29", Facing: "N"}},
		{{Card: "Imperial Interdictor Cruiser", At: "18,0", Facing: "S"}},
	})
	x, slave, intd := s.ship(t, "X-wing"), s.ship(t, "Boba's Slave I"), s.ship(t, "Interdictor")
	n, _ := apply(t, s.force(10), Attack{By: 1, Ship: slave, Weapon: 0, Target: x})
	if n.prompt != promptAttacker || n.asked != 3 || n.Phase().Name != PhaseAttackerOpts {
		t.Fatalf("the attacker's teammate is asked: %s, asked %d", n.Phase().Name, n.asked)
	}
	if got := n.Legal(3); len(got) != 2 || got[0] != (Play{By: 3, Option: TargetFighters}) {
		t.Fatalf("the teammate's answers: %v", got)
	}
	n, ev := apply(t, n, Play{By: 3, Option: TargetFighters})
	if n.ships[intd].spent == 0 || !strings.Contains(texts(ev), "Target Fighters") {
		t.Fatalf("the Interdictor's counter pays:\n%s", texts(ev))
	}
	// 10 +4 Blaster Cannon +3 Target Fighters = 17 hits the X-wing's 15
	// (without the option, 14 would miss).
	if r := rolls(ev); len(r) != 1 || r[0].Total != 17 || !r[0].Success {
		t.Fatalf("the roll: %+v\n%s", r, texts(ev))
	}
}

// Damage Resolution at the reduced side's threshold: a reduced ship with as
// many counters as its reduced Hull is destroyed, and a ship with one Hull
// number is destroyed at exactly that number.
func TestRule_DamageResolution_ReducedAndOneHullThresholds(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Republic Assault Ship@10,20:N", "light:Rebel Transport@2,20:N", "light:Millennium Falcon@16,20:N",
		"dark:Slave I (Boba Fett)@2,0:S")
	ras, tr, f := s.ship(t, "Assault Ship"), s.ship(t, "Transport"), s.ship(t, "Falcon")
	n := atDamage(s)
	n.ships[ras].reduced, n.ships[ras].damage = true, 3
	n.ships[tr].damage = 3
	n.ships[f].damage = 2
	var ev []engine.Event
	n.settle(&ev)
	if n.ships[ras].status != stDestroyed || n.ships[tr].status != stDestroyed || n.ships[f].status != stActive || n.ships[f].reduced {
		t.Fatalf("reduced 5/3 with 3 destroyed, one-Hull 3 with 3 destroyed, Falcon 4/2 with 2 untouched:\n%s", texts(ev))
	}
}

// pdThen makes p's Point-Defense attacks with the faces given, every
// question passed, and returns the game at p's other attacks.
func pdThen(t *testing.T, s *State, p engine.Player, faces ...int) *State {
	t.Helper()
	n, _ := pdEvents(t, s, p, faces...)
	return n
}

// pdEvents is pdThen with the events of the Point-Defense attacks.
func pdEvents(t *testing.T, s *State, p engine.Player, faces ...int) (*State, []engine.Event) {
	t.Helper()
	n := atAttack(s, p).force(faces...)
	var ev []engine.Event
	n.settle(&ev)
	for n.prompt != promptNone {
		var more []engine.Event
		n, more = passAll(t, n)
		ev = append(ev, more...)
	}
	return n, ev
}

// Attack Phase (Class 1, 2, and 3 Starships) with the Barrage's arc: a
// class 1 ship attacks a fighter only when it is adjacent, and only Proton
// Barrage, Proton and Energy Torpedoes are barred from class 4 targets; the
// Barrage limits where it fires, not what. A TIE Fighter beside the
// Viscount's left side, in its left broadside, takes the Barrage's 4.
func TestRule_Barrage_AnAdjacentFighterInTheBroadside(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:TIE Fighter@9,21", "dark:Imperial Star Destroyer@2,0:S")
	v, tie := s.ship(t, "Viscount"), s.ship(t, "TIE Fighter")
	n := pdThen(t, s, 0, 2).force(15) // the Point-Defense misses, the Barrage rolls 15
	n, ev := attackAll(t, n, Attack{By: 0, Ship: v, Weapon: 2, Target: tie})
	if n.ships[tie].damage != 4 {
		t.Fatalf("Barrage 15 +8 at the adjacent TIE Fighter in the left broadside, 4 counters:\n%s", texts(ev))
	}
}

// Frontal Battery with Class 4 Starships: "other weapon systems can target
// it normally", so the Frontal Battery reaches an adjacent fighter in its
// front spine, and not one beside the ship, which is adjacent too but out
// of the spine.
func TestRule_FrontalBattery_AdjacentFightersInAndOutOfTheSpine(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:TIE Fighter@11,19", "dark:TIE Fighter@9,21", "dark:Imperial Star Destroyer@2,0:S")
	v := s.ship(t, "Viscount")
	n := pdThen(t, s, 0, 2, 2)
	ahead, beside := n.ship(t, "TIE Fighter 1"), n.ship(t, "TIE Fighter 2")
	refuse(t, n, Attack{By: 0, Ship: v, Weapon: 3, Target: beside}, "front spine")
	n, ev := attackAll(t, n.force(15), Attack{By: 0, Ship: v, Weapon: 3, Target: ahead})
	if n.ships[ahead].damage != 3 {
		t.Fatalf("Frontal Battery 15 +2 at the TIE Fighter ahead, 3 counters:\n%s", texts(ev))
	}
}

// Attack roll (glossary): a natural 20 hits "no matter how high the
// defending ship's Defense". No card has a Defense above 20 + an Attack,
// so a copy of the Executor's card gets front Defense 30: the Falcon's
// Laser Cannons (+6) roll a natural 20, 26 short of 30, and still hit for
// 2 +1 critical −1 DR.
func TestRule_AttackRoll_Natural20BeyondTheDefense(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,20:N", "dark:Super Star Destroyer Executor@10,0:S")
	f, e := s.ship(t, "Falcon"), s.ship(t, "Executor")
	r := *s.rules
	r.cards = append([]*Card(nil), s.rules.cards...)
	c := *r.cards[s.ships[e].card]
	c.Full.Defense[FaceFront] = 30
	r.cards[s.ships[e].card] = &c
	n := atAttack(s, 0).force(20)
	n.rules = &r
	n, ev := attackAll(t, n, Attack{By: 0, Ship: f, Weapon: 0, Target: e, Face: grid.Front})
	if n.ships[e].damage != 2 || !strings.Contains(texts(ev), "needs 30+") {
		t.Fatalf("a natural 20 against Defense 30 hits: 2 +1 −1 DR:\n%s", texts(ev))
	}
}

// Damage Phase: damage is dealt in the attack phase and resolved together
// afterwards, so a ship already carrying more counters than both Hulls is
// still on the grid, may still be attacked, and the new counters add.
func TestRule_DamagePhase_ADoomedShipIsStillATarget(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:Slave I (Boba Fett)@2,0:S", "dark:Imperial Star Destroyer@14,0:S")
	v, sl := s.ship(t, "Viscount"), s.ship(t, "Boba's Slave I")
	n := pdThen(t, s, 0)
	n.ships[sl].damage = 9 // Hull 4/2: destroyed in the damage phase whatever comes
	n, _ = attackAll(t, n.force(15), Attack{By: 0, Ship: v, Weapon: 0, Target: sl, Face: grid.Front})
	if n.ships[sl].damage != 13 || !n.active(sl) {
		t.Fatalf("Turbolasers 4 more on a doomed Slave I: %+v", n.ships[sl])
	}
}

// Attack Phase: other ships block no line of sight. The Falcon fires at
// Slave I straight through the Star Destroyer between them.
func TestRule_AttackPhase_NothingBlocksTheLine(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7}, "light:Millennium Falcon@10,20:N",
		"dark:Imperial Star Destroyer@10,15:S", "dark:Slave I (Boba Fett)@10,10:S")
	n := atAttack(s, 0).force(15)
	slave := n.ship(t, "Boba's Slave I")
	n, ev := attackAll(t, n, Attack{By: 0, Ship: n.ship(t, "Falcon"), Weapon: 0, Target: slave, Face: grid.Front})
	if rs := rolls(ev); len(rs) != 1 || !rs[0].Success || n.ships[slave].damage != 2 {
		t.Fatalf("15 +6 against front 16 hits for 2: %v, %d counters\n%s", rs, n.ships[slave].damage, texts(ev))
	}
}

// Damage Phase and Damage Resolution: counters stay with a ship from round
// to round, and a card turned in the damage phase shows its reduced side
// from the next round on: the reduced Executor launches its reduced
// Fighter Launch 2, the Ion Cannon's +1 against full strength is gone,
// and Barrage and Frontal Battery are no longer offered; the Viscount's 4
// counters (Hull 10) stay.
func TestRule_DamagePhase_TheReducedSideFromTheNextRound(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N",
		"dark:Super Star Destroyer Executor@10,0:S", "dark:TIE Fighter", "dark:TIE Fighter", "dark:TIE Fighter")
	v, exe := s.ship(t, "Viscount"), s.ship(t, "Executor")
	s = untilAttack(t, s, 0)
	s.ships[exe].damage = 13
	s.ships[v].damage = 4
	s = s.force(15, 7) // round 2: the Light Side attacks first again
	s = playToRound(t, s, 2)
	if !s.ships[exe].reduced || s.ships[exe].damage != 3 || s.ships[v].reduced || s.ships[v].damage != 4 {
		t.Fatalf("after the damage phase: Executor %+v, Viscount %+v", s.ships[exe], s.ships[v])
	}
	if s.launchRate(exe) != 2 {
		t.Fatalf("the reduced Executor launches %d, want its reduced Fighter Launch 2", s.launchRate(exe))
	}
	s = untilAttack(t, s, 0)
	s = s.force(15)
	s, ev := apply(t, s, Attack{By: 0, Ship: v, Weapon: 1, Target: exe, Face: grid.Front})
	s, more := passAll(t, s)
	ev = append(ev, more...)
	if s.ships[exe].damage != 3+2 || strings.Contains(texts(ev), "Ion") && strings.Contains(texts(ev), "full strength") {
		t.Fatalf("Ion 3 −1 DR, no +1 against the reduced Executor: %d\n%s", s.ships[exe].damage, texts(ev))
	}
	s = untilAttack(t, s, 1)
	for _, in := range s.Legal(1) {
		if a, ok := in.(Attack); ok && a.Ship == exe && a.Weapon >= 2 {
			t.Fatalf("the reduced Executor offers weapon %d: %v", a.Weapon, in)
		}
	}
}

// Attack Phase and Stat Card Reference: each weapon attacks once in the
// round and Point-Defense once at each adjacent fighter; both again in
// the next round (the Viscount's PD at the TIE Fighter Ace beside it, the
// Falcon's Laser Cannons at the Star Destroyer).
func TestRule_AttackPhase_EachWeaponAndPointDefenseEachRound(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:Millennium Falcon@0,20:N",
		"dark:TIE Fighter Ace@13,21", "dark:Imperial Star Destroyer@10,2:S")
	f, isd := s.ship(t, "Falcon"), s.ship(t, "Star Destroyer")
	for r := 1; r <= 2; r++ {
		s = s.force(1)
		var ev []engine.Event
		for guard := 0; !(s.phase == phAttack && s.prompt == promptNone && s.actor() == 0); guard++ {
			if guard > 100 {
				t.Fatalf("round %d: no attack turn", r)
			}
			var more []engine.Event
			if s.prompt != promptNone {
				s, more = apply(t, s, Pass{By: s.asked})
			} else {
				s, more = apply(t, s, Done{By: s.Phase().Actors[0]})
			}
			ev = append(ev, more...)
		}
		if n := len(rolls(ev)); s.round != r || n != 1 || !strings.Contains(texts(ev), "Point-Defense") {
			t.Fatalf("round %d: %d rolls, want one Point-Defense attack\n%s", r, n, texts(ev))
		}
		s, _ = attackAll(t, s, Attack{By: 0, Ship: f, Weapon: 0, Target: isd, Face: grid.Front})
		refuse(t, s, Attack{By: 0, Ship: f, Weapon: 0, Target: isd, Face: grid.Front}, "")
		s = s.force(15, 7)
		s = playToRound(t, s, r+1)
	}
}

// Attack Phase: "Attack with your starships in any order you choose": a
// player may fire one weapon of the Viscount, then the Falcon, then the
// Viscount's next weapon.
func TestRule_AttackPhase_ShipsInAnyOrder(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:Millennium Falcon@0,20:N",
		"dark:Imperial Star Destroyer@10,2:S")
	v, f, isd := s.ship(t, "Viscount"), s.ship(t, "Falcon"), s.ship(t, "Star Destroyer")
	s = untilAttack(t, s, 0)
	s = s.force(2, 2, 2)
	s, _ = attackAll(t, s, Attack{By: 0, Ship: v, Weapon: 0, Target: isd, Face: grid.Front})
	s, _ = attackAll(t, s, Attack{By: 0, Ship: f, Weapon: 0, Target: isd, Face: grid.Front})
	s, _ = attackAll(t, s, Attack{By: 0, Ship: v, Weapon: 1, Target: isd, Face: grid.Front})
	if s.actor() != 0 || s.phase != phAttack {
		t.Fatalf("%+v", s.Phase())
	}
}

// Team Play with How to Win: a fleet with no ship on the grid is destroyed,
// even with a fighter left in its pool, and its player is out of the
// battle. The Coruscant Defence (seat 3) has only Darth Vader's TIE in its
// pool, whose class 4 counter would pay for Attack Formation when its
// teammate's TIE Fighter attacks an X-wing; it is not asked (rules 7;
// before, it was), and nothing can pay for the option. With a ship of its
// own on the grid (Slave I), the same counter pays.
func TestRule_TeamPlay_ADestroyedFleetPlaysNoOption(t *testing.T) {
	ships := [4][]ShipFile{
		{{Card: "X-wing Starfighter", At: "10,11"}, {Card: "Rebel Transport", At: "2,29", Facing: "N"}},
		{{Card: "TIE Fighter", At: "10,10"}},
		{{Card: "Rebel Blockade Runner", At: "18,29", Facing: "N"}},
		{{Card: "Darth Vader's TIE Advanced x1"}},
	}
	s := teamAttack(t, nil, ships)
	x, tie := s.ship(t, "X-wing"), s.ship(t, "TIE Fighter")
	if s.fleetOnGrid(3) {
		t.Fatal("the Coruscant Defence should have nothing on the grid")
	}
	n, ev := apply(t, s.force(10), Attack{By: 1, Ship: tie, Weapon: 0, Target: x})
	if n.prompt != promptNone || len(rolls(ev)) != 1 {
		t.Fatalf("nobody in the battle can pay for an option: %s, asked %d\n%s", n.Phase().Name, n.asked, texts(ev))
	}
	if err := s.payable(3, AttackFormation); err == nil || !strings.Contains(err.Error(), "no ship left on the grid") {
		t.Fatalf("Attack Formation for the Coruscant Defence: %v", err)
	}
	ships[3] = append(ships[3], ShipFile{Card: "Slave I (Boba Fett)", At: "18,0", Facing: "S"})
	s = teamAttack(t, nil, ships)
	n, _ = apply(t, s.force(10), Attack{By: 1, Ship: tie, Weapon: 0, Target: x})
	if n.prompt != promptAttacker || n.asked != 3 || !hasOption(n.Legal(3), AttackFormation) {
		t.Fatalf("with the Slave I on the grid, the pool fighter's counter pays: %s, asked %d", n.Phase().Name, n.asked)
	}
}

// withFront returns a copy of s whose ship id has the given front Defense
// and DR on its full side (a copy of its card: no shipped card changes).
func withFront(s *State, id ShipID, defense, dr int) *State {
	n := s.clone()
	r := *n.rules
	r.cards = append([]*Card(nil), n.rules.cards...)
	c := *r.cards[n.ships[id].card]
	c.Full.Defense[FaceFront] = defense
	c.Full.val[DR] = int8(dr)
	if dr > 0 {
		c.Full.abil |= 1 << DR
	} else {
		c.Full.abil &^= 1 << DR
	}
	r.cards[n.ships[id].card] = &c
	n.rules = &r
	return n
}

// Attack Roll at its lines, each face of the d20 rolled for real: a total
// equal to the Defense hits, one less misses, one more hits; a natural 20
// hits even where the Defense is 20 or 21 above the bonus and only it is a
// critical hit (a 19 that hits deals no extra damage); a natural 1 misses
// even where the Defense is 1 or less above the bonus, and a 2 that
// reaches the Defense hits. The chance the screens show (Odds, in
// twentieths) is the count of faces that hit, at every one of these lines.
func TestRule_AttackRoll_EveryFaceAtTheLines(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:Super Star Destroyer Executor@10,0:S")
	v, e := s.ship(t, "Viscount"), s.ship(t, "Executor")
	turbo := Attack{By: 0, Ship: v, Weapon: 0, Target: e, Face: grid.Front} // Turbolasers +5/4
	for _, gap := range []int{-1, 0, 1, 2, 3, 14, 15, 16, 18, 19, 20, 21} {
		def := 5 + gap // the face the d20 must reach is gap
		base := withFront(s, e, def, 1)
		hits := 0
		for face := 1; face <= 20; face++ {
			n := atAttack(base, 0).force(face)
			n, ev := attackAll(t, n, turbo)
			rs := rolls(ev)
			if len(rs) != 1 || rs[0].Need != def || rs[0].Total != face+5 {
				t.Fatalf("d20 %d +5 against %d: rolls %v", face, def, rs)
			}
			wantHit := face == 20 || (face != 1 && face+5 >= def)
			want := 0
			switch {
			case face == 20:
				want = 4 + 1 - 1 // critical hit, DR 1
			case wantHit:
				want = 4 - 1
			}
			if rs[0].Success != wantHit || n.ships[e].damage != want {
				t.Errorf("d20 %d +5 = %d against Defense %d: hit %v with %d counters, want hit %v with %d\n%s",
					face, face+5, def, rs[0].Success, n.ships[e].damage, wantHit, want, texts(ev))
			}
			if wantHit {
				hits++
			}
		}
		n := atAttack(base, 0)
		n, _ = passAll(t, n)
		need, bonus, twentieths, ok := n.Odds(turbo)
		if !ok || need != def || bonus != 5 || twentieths != hits {
			t.Errorf("Defense %d, +5: Odds %d/%d %d twentieths (ok %v), want %d (the faces that hit)", def, need, bonus, twentieths, ok, hits)
		}
		if w := map[int]int{-1: 19, 0: 19, 1: 19, 2: 19, 3: 18, 19: 2, 20: 1, 21: 1}; w[gap] != 0 && hits != w[gap] {
			t.Errorf("Defense %d with +5: %d faces hit, want %d", def, hits, w[gap])
		}
	}
}
