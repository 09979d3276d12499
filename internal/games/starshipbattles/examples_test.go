package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The worked examples of the rulebook, as the specification's section 5
// lists them, with the d20 forced to the printed rolls.

// damageExample gives a Republic Assault Ship (Hull 5/3) some damage
// counters and resolves the damage phase.
func damageExample(t *testing.T, dmg int) (*State, ShipID, []engine.Event) {
	t.Helper()
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Republic Assault Ship@10,20:N", "dark:Imperial Star Destroyer@10,0:S")
	ras := s.ship(t, "Assault Ship")
	if c := s.card(ras); c.Full.Hull != 5 || c.Reduced == nil || c.Reduced.Hull != 3 {
		t.Fatalf("the Republic Assault Ship's Hull is not 5/3: %+v", c)
	}
	s = s.clone()
	s.ships[ras].damage = dmg
	var ev []engine.Event
	s.resolveDamage(&ev)
	return s, ras, ev
}

func TestExample_DamagePhase_Example1(t *testing.T) {
	s, ras, _ := damageExample(t, 4)
	if sh := s.ships[ras]; sh.status != stActive || sh.reduced || sh.damage != 4 {
		t.Fatalf("4 damage on Hull 5/3: %+v, want full strength with 4 counters", sh)
	}
}

func TestExample_DamagePhase_Example2(t *testing.T) {
	s, ras, _ := damageExample(t, 7)
	if sh := s.ships[ras]; sh.status != stActive || !sh.reduced || sh.damage != 2 {
		t.Fatalf("7 damage on Hull 5/3: %+v, want reduced with 2 counters", sh)
	}
	// One more point in a later round destroys it.
	s.ships[ras].damage++
	var ev []engine.Event
	s.resolveDamage(&ev)
	if s.ships[ras].status != stDestroyed {
		t.Fatalf("a reduced Hull 3 with 3 counters: %+v, want destroyed", s.ships[ras])
	}
}

// Damage Phase: the rulebook writes a Hull as two numbers, "such as 7/3".
// With that card the thresholds fall at 7 (reduced) and 7 + 3 = 10
// (destroyed); what is left after 7 stays on the reduced side.
func TestExample_DamagePhase_Hull7Over3(t *testing.T) {
	for _, tc := range []struct {
		dmg     int
		reduced bool
		status  status
		left    int
	}{
		{6, false, stActive, 6},
		{7, true, stActive, 0},
		{9, true, stActive, 2},
		{10, false, stDestroyed, 10},
	} {
		s := battle(t, RulesAdvanced, nil, []int{15, 7},
			"light:Republic Assault Ship@10,20:N", "dark:Imperial Star Destroyer@10,0:S")
		ras := s.ship(t, "Assault Ship")
		s = s.clone()
		// A copy of the catalogue whose Assault Ship has Hull 7/3; the
		// shared cards are left as they are.
		r := *s.rules
		r.cards = append([]*Card(nil), s.rules.cards...)
		c := *r.cards[s.ships[ras].card]
		red := *c.Reduced
		c.Full.Hull, red.Hull, c.Reduced = 7, 3, &red
		r.cards[s.ships[ras].card] = &c
		s.rules = &r
		s.ships[ras].damage = tc.dmg
		var ev []engine.Event
		s.resolveDamage(&ev)
		sh := s.ships[ras]
		if sh.status != tc.status || (sh.status == stActive && (sh.reduced != tc.reduced || sh.damage != tc.left)) {
			t.Errorf("%d damage on Hull 7/3: %+v, want reduced %v with %d counters (%v)", tc.dmg, sh, tc.reduced, tc.left, tc.status)
		}
	}
}

func TestExample_DamagePhase_Example3(t *testing.T) {
	s, ras, _ := damageExample(t, 10)
	if s.ships[ras].status != stDestroyed {
		t.Fatalf("10 damage on Hull 5/3 (5+3 = 8): %+v, want destroyed", s.ships[ras])
	}
}

// exampleRound plays the rulebook's Example Round: Mark's Viscount against
// Jennifer's Executor. The states are kept at each step.
type exampleRoundStates struct {
	start, moved, markBarrage, markTurbo, markIon, jenTurbo, jenBattery, jenIon, damage *State
	ev                                                                                  map[string][]engine.Event
}

func exampleRound(t *testing.T) exampleRoundStates {
	t.Helper()
	var r exampleRoundStates
	r.ev = map[string][]engine.Event{}
	s := battle(t, RulesAdvanced, nil,
		// Initiative (Light, then Dark), Mark's three attacks, Jennifer's
		// three, the second round's initiative.
		[]int{15, 7, 12, 15, 20, 11, 6, 18, 3, 9},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:X-wing Starfighter", "light:X-wing Starfighter", "light:X-wing Starfighter",
		"dark:Super Star Destroyer Executor@10,0:S", "dark:TIE Fighter", "dark:TIE Fighter")
	r.start = s
	vis, exe := s.ship(t, "Viscount"), s.ship(t, "Executor")
	mark, jen := engine.Player(0), engine.Player(1)

	// Move phase: Jennifer moves first; the Executor goes 1 square
	// forward and launches two fighters.
	s, _ = apply(t, s, Step{By: jen, Ship: exe, Dir: DirS})
	s, _ = apply(t, s, Launch{By: jen, Carrier: exe, Fighter: s.ship(t, "TIE Fighter 1"), At: grid.Square{X: 9, Y: 2}})
	s, _ = apply(t, s, Launch{By: jen, Carrier: exe, Fighter: s.ship(t, "TIE Fighter 2"), At: grid.Square{X: 13, Y: 2}})
	// Mark turns the Viscount 90 degrees and moves it forward, bringing its
	// Barrage to bear, and launches three.
	s, _ = apply(t, s, Step{By: mark, Ship: vis, Dir: DirE})
	for k := 1; k <= 3; k++ {
		s, _ = apply(t, s, Launch{By: mark, Carrier: vis, Fighter: s.ship(t, "X-wing "+string(rune('0'+k))), At: grid.Square{X: 10, Y: 19 + k}})
	}
	r.moved = s

	atk := func(key string, in Attack) {
		t.Helper()
		var ev, more []engine.Event
		s, ev = apply(t, s, in)
		s, more = passAll(t, s)
		r.ev[key] = append(ev, more...)
	}
	atk("mark barrage", Attack{By: mark, Ship: vis, Weapon: 2, Target: exe, Face: grid.Front})
	r.markBarrage = s
	atk("mark turbolasers", Attack{By: mark, Ship: vis, Weapon: 0, Target: exe, Face: grid.Front})
	r.markTurbo = s
	atk("mark ion", Attack{By: mark, Ship: vis, Weapon: 1, Target: exe, Face: grid.Front})
	r.markIon = s
	atk("jennifer turbolasers", Attack{By: jen, Ship: exe, Weapon: 0, Target: vis, Face: grid.Left})
	r.jenTurbo = s
	atk("jennifer battery", Attack{By: jen, Ship: exe, Weapon: 3, Target: vis, Face: grid.Left})
	r.jenBattery = s
	atk("jennifer ion", Attack{By: jen, Ship: exe, Weapon: 1, Target: vis, Face: grid.Left})
	r.jenIon = s
	r.damage = s
	return r
}

func TestExample_ExampleRound_Initiative(t *testing.T) {
	r := exampleRound(t)
	s := r.start
	if s.init != [2]int{15, 7} || s.first != int(Dark) {
		t.Fatalf("Mark 15, Jennifer 7: init %v, first %v; want Jennifer to move first", s.init, s.first)
	}
	if ph := s.Phase(); ph.Name != PhaseMove || !ph.Acting(1) {
		t.Fatalf("the move phase begins with Jennifer: %+v", ph)
	}
	if ph := r.moved.Phase(); ph.Name != PhaseAttack || !ph.Acting(0) {
		t.Fatalf("the attack phase begins with Mark, the high roller: %+v", ph)
	}
}

func TestExample_ExampleRound_Move(t *testing.T) {
	r := exampleRound(t)
	s := r.moved
	exe, vis := s.ship(t, "Executor"), s.ship(t, "Viscount")
	if sh := s.ships[exe]; sh.at != (grid.Square{X: 10, Y: 1}) || sh.facing != grid.South {
		t.Fatalf("the Executor moved 1 forward: %+v", sh)
	}
	if sh := s.ships[vis]; sh.at != (grid.Square{X: 11, Y: 20}) || sh.facing != grid.East {
		t.Fatalf("the Viscount turned 90 degrees and moved 1: %+v", sh)
	}
	launched := map[Faction]int{}
	for i := range s.ships {
		id := ShipID(i)
		if s.class(id) == 4 && s.active(id) {
			launched[s.team(id)]++
			carrier := exe
			if s.team(id) == Light {
				carrier = vis
			}
			if grid.SpaceDistance(s.space(id), s.space(carrier)) != 1 || !s.ships[i].launched {
				t.Fatalf("%s is not launched adjacent to its carrier", s.Name(id))
			}
		}
	}
	if launched[Dark] != 2 || launched[Light] != 3 {
		t.Fatalf("launched %v, want 2 dark and 3 light", launched)
	}
	// Launched fighters cannot move this round; a class 1 ship cannot turn
	// without moving forward.
	refuse(t, r.start, Stop{By: 1, Ship: exe, Facing: grid.East}, "never ends its move with a turn")
	refuse(t, r.start, Step{By: 1, Ship: exe, Dir: DirSE}, "never backward or diagonally")
}

// wantAttack checks the one attack roll among ev and the damage it dealt.
func wantAttack(t *testing.T, ev []engine.Event, face, need, total int, result string, dmgText string) {
	t.Helper()
	var rs []engine.Roll
	for _, e := range ev {
		if e.Roll != nil && e.Kind == EvAttack {
			rs = append(rs, *e.Roll)
		}
	}
	if len(rs) != 1 {
		t.Fatalf("%d attack rolls, want 1:\n%s", len(rs), texts(ev))
	}
	r := rs[0]
	if r.Dice[0].Face != face || r.Need != need || r.Total != total || !strings.Contains(r.Result, result) {
		t.Fatalf("roll %v, want d20 %d, total %d against %d: %s", r, face, total, need, result)
	}
	if dmgText != "" && !strings.Contains(texts(ev), dmgText) {
		t.Fatalf("want %q in:\n%s", dmgText, texts(ev))
	}
}

func TestExample_ExampleRound_MarkBarrage(t *testing.T) {
	r := exampleRound(t)
	wantAttack(t, r.ev["mark barrage"], 12, 18, 20, "hit", "hit → 4 −1 DR = 3 damage counters (3 in all)")
	// The hit is one line of the log: the roll, then the damage.
	want := "Viscount Barrage at Executor front: 1d20 [12] +8 Barrage = 20, needs 18+: hit → 4 −1 DR = 3 damage counters (3 in all)\n"
	if got := texts(r.ev["mark barrage"]); !strings.HasSuffix(got, want) {
		t.Fatalf("the hit's log ends\n%s\nwant it to end with\n%s", got, want)
	}
	if d := r.markBarrage.ships[r.markBarrage.ship(t, "Executor")].damage; d != 3 {
		t.Fatalf("Executor damage %d, want 3", d)
	}
}

func TestExample_ExampleRound_MarkTurbolasers(t *testing.T) {
	r := exampleRound(t)
	wantAttack(t, r.ev["mark turbolasers"], 15, 18, 20, "hit", "hit → 4 −1 DR = 3 damage counters (6 in all)")
	if d := r.markTurbo.ships[r.markTurbo.ship(t, "Executor")].damage; d != 6 {
		t.Fatalf("Executor damage %d, want 6", d)
	}
}

func TestExample_ExampleRound_MarkIonCannonCritical(t *testing.T) {
	r := exampleRound(t)
	wantAttack(t, r.ev["mark ion"], 20, 18, 25, "critical", "critical hit → 3 +1 Ion Cannon against a ship at full strength +1 critical hit −1 DR = 4 damage counters (10 in all)")
	if d := r.markIon.ships[r.markIon.ship(t, "Executor")].damage; d != 10 {
		t.Fatalf("Executor damage %d, want 10", d)
	}
}

func TestExample_ExampleRound_MarkCannotFireFrontalBattery(t *testing.T) {
	r := exampleRound(t)
	s := r.moved
	vis, exe := s.ship(t, "Viscount"), s.ship(t, "Executor")
	refuse(t, s, Attack{By: 0, Ship: vis, Weapon: 3, Target: exe, Face: grid.Front}, "front spine")
	for _, in := range s.Legal(0) {
		if a, ok := in.(Attack); ok && (a.Weapon == 3 || s.class(a.Ship) == 4) {
			t.Fatalf("%v is listed: the Frontal Battery does not bear and Mark's fighters are not adjacent", a)
		}
	}
	if len(s.pdq) != 0 {
		t.Fatal("Point-Defense without an adjacent fighter")
	}
	// After the three attacks Mark has nothing left: the phase passes to
	// Jennifer without a Done.
	if ph := r.markIon.Phase(); !ph.Acting(1) || ph.Name != PhaseAttack {
		t.Fatalf("after Mark's three attacks: %+v", ph)
	}
}

func TestExample_ExampleRound_JenniferAttacksAtFullStrength(t *testing.T) {
	r := exampleRound(t)
	s := r.markIon
	exe, vis := s.ship(t, "Executor"), s.ship(t, "Viscount")
	if s.ships[exe].damage != 10 || s.ships[exe].reduced {
		t.Fatalf("the Executor has 10 damage counters but is not yet reduced: %+v", s.ships[exe])
	}
	refuse(t, s, Attack{By: 1, Ship: exe, Weapon: 2, Target: vis, Face: grid.Left}, "broadside")
	found := false
	for _, in := range s.Legal(1) {
		if a, ok := in.(Attack); ok && a.Ship == exe && a.Weapon == 3 {
			found = true
		}
	}
	if !found {
		t.Fatal("the Executor's Frontal Battery bears on the Viscount and should be listed")
	}
}

func TestExample_ExampleRound_JenniferAttacks(t *testing.T) {
	r := exampleRound(t)
	wantAttack(t, r.ev["jennifer turbolasers"], 11, 14, 16, "hit", "hit → 4 −1 DR = 3 damage counters (3 in all)")
	wantAttack(t, r.ev["jennifer battery"], 6, 14, 8, "miss", "")
	wantAttack(t, r.ev["jennifer ion"], 18, 14, 22, "hit", "hit → 3 +1 Ion Cannon against a ship at full strength −1 DR = 3 damage counters")
	if d := r.jenIon.ships[r.jenIon.ship(t, "Viscount")].damage; d != 6 {
		t.Fatalf("Viscount damage %d, want 6", d)
	}
}

func TestExample_ExampleRound_DamagePhase(t *testing.T) {
	r := exampleRound(t)
	s := r.damage
	// Both players are offered Damage Control; they pass.
	if s.prompt != promptNone {
		t.Fatalf("prompt %v left", s.Phase().Name)
	}
	exe, vis := s.ship(t, "Executor"), s.ship(t, "Viscount")
	if sh := s.ships[vis]; sh.reduced || sh.damage != 6 {
		t.Fatalf("the Viscount (Hull 10) with 6 damage: %+v, want full strength with 6 counters", sh)
	}
	sh := s.ships[exe]
	if !sh.reduced || sh.damage != 0 || sh.status != stActive {
		t.Fatalf("the Executor with 10 damage: %+v, want reduced with 0 counters", sh)
	}
	c := s.card(exe)
	red := s.side(exe)
	if red != c.Reduced || red.Hull != 10 {
		t.Fatalf("reduced Hull %d, want 10", red.Hull)
	}
	for _, w := range red.Weapons {
		if w.Kind == Barrage || w.Kind == FrontalBattery {
			t.Fatalf("the reduced Executor keeps its %s", w.Name)
		}
	}
	for f := range red.Defense {
		if red.Defense[f] >= c.Full.Defense[f] {
			t.Fatalf("reduced Defense %v is not lower on every face than %v", red.Defense, c.Full.Defense)
		}
	}
	if red.PD >= c.Full.PD {
		t.Fatalf("reduced PD %d is not weaker than %d", red.PD, c.Full.PD)
	}
	if s.round != 2 || s.init != [2]int{3, 9} {
		t.Fatalf("round %d, initiative %v: a new round begins", s.round, s.init)
	}
}

// Example Round, damage phase: once reduced, the Executor has Hull 10, so
// "10 more points of damage will destroy it" — 9 counters on the reduced
// side leave it fighting, the tenth destroys it (not a total of 20 from the
// start of the battle, nor its full Hull again).
func TestExample_ExampleRound_TenMorePointsDestroyTheExecutor(t *testing.T) {
	r := exampleRound(t)
	exe := r.damage.ship(t, "Executor")
	s := r.damage.clone()
	if sh := s.ships[exe]; !sh.reduced || sh.damage != 0 {
		t.Fatalf("the Executor after the Example Round's damage phase: %+v, want reduced with no counter", sh)
	}
	var ev []engine.Event
	s.ships[exe].damage = 9
	s.resolveDamage(&ev)
	if sh := s.ships[exe]; sh.status != stActive || !sh.reduced || sh.damage != 9 {
		t.Fatalf("9 more points on the reduced Executor: %+v, want it still in play, reduced, 9 counters", sh)
	}
	s.ships[exe].damage = 10
	s.resolveDamage(&ev)
	if sh := s.ships[exe]; sh.status != stDestroyed {
		t.Fatalf("10 more points on the reduced Executor: %+v, want it destroyed", sh)
	}
}

// A fighter next to the Millennium Falcon.
func TestExample_SpecialAbilities_AntifighterTargeting(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 9},
		"light:Millennium Falcon@10,20:N", "dark:Imperial Star Destroyer@10,0:S", "dark:TIE Fighter@10,19")
	s.phase, s.first, s.cur, s.pdq = phAttack, int(Dark), 0, nil
	falcon, tie := s.ship(t, "Falcon"), s.ship(t, "TIE Fighter")
	s, ev := apply(t, s, Attack{By: 0, Ship: falcon, Weapon: 0, Target: tie})
	s, more := passAll(t, s)
	rs := rolls(append(ev, more...))
	if len(rs) != 1 || rs[0].Total != 9+6+7 || !strings.Contains(rs[0].String(), "+7 Antifighter Targeting") {
		t.Fatalf("the Falcon's +7 against a fighter applies by itself: %v", rs)
	}
	if len(s.Legal(0)) == 0 && s.actor() == 0 {
		t.Fatal("no intents")
	}
}

// A Y-wing's Proton Torpedoes at 2 squares: a nonfighter only, half damage,
// never at 3.
func TestExample_TargetsOfSpecialAbilities_LongRangeBomber(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 19},
		"light:Mon Calamari Star Defender Viscount@10,28:N", "light:Y-wing Starfighter@10,10",
		"dark:Slave I (Boba Fett)@10,8:S", "dark:TIE Fighter@12,10", "dark:Imperial Star Destroyer@2,2:S", "dark:TIE Interceptor@7,10")
	s.phase, s.first, s.cur, s.pdq = phAttack, int(Dark), 0, nil
	y, slave, tie, isd, intc := s.ship(t, "Y-wing"), s.ship(t, "Boba's Slave I"), s.ship(t, "TIE Fighter"), s.ship(t, "Star Destroyer"), s.ship(t, "TIE Interceptor")
	// A class 3 ship 2 squares away, with the weapon the ability names.
	s2, ev := apply(t, s, Attack{By: 0, Ship: y, Weapon: 2, Target: slave, Face: grid.Front})
	s2, more := passAll(t, s2)
	if !strings.Contains(texts(append(ev, more...)), "hit → 2 halved by Long-Range Bomber at 2 squares (rounded up) = 1 damage counter (1 in all)") {
		t.Fatalf("half damage at 2 squares:\n%s", texts(append(ev, more...)))
	}
	_ = s2
	refuse(t, s, Attack{By: 0, Ship: y, Weapon: 0, Target: slave, Face: grid.Front}, "only with its Proton Torpedoes")
	refuse(t, s, Attack{By: 0, Ship: y, Weapon: 2, Target: tie}, "cannot target class 4")
	refuse(t, s, Attack{By: 0, Ship: y, Weapon: 1, Target: tie}, "must be adjacent")
	refuse(t, s, Attack{By: 0, Ship: y, Weapon: 2, Target: isd, Face: grid.Right}, "must be adjacent")
	refuse(t, s, Attack{By: 0, Ship: y, Weapon: 2, Target: intc}, "cannot target class 4")
}

// The Imperial Star Destroyer on the Falcon's front-left diagonal may
// attack its front or its left side.
func TestExample_TargetingAndFaces(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,12:N", "dark:Imperial Star Destroyer@6,8:S")
	s.phase, s.first, s.cur, s.pdq = phAttack, int(Light), 0, nil
	falcon, isd := s.ship(t, "Falcon"), s.ship(t, "Star Destroyer")
	if got := s.facesFor(isd, falcon); got != grid.Front|grid.Left {
		t.Fatalf("faces %v, want front and left", got)
	}
	var faces grid.FaceSet
	for _, in := range s.Legal(1) {
		if a, ok := in.(Attack); ok && a.Ship == isd && a.Weapon == 0 {
			faces |= a.Face
		}
	}
	if faces != grid.Front|grid.Left {
		t.Fatalf("listed faces %v", faces)
	}
	refuse(t, s, Attack{By: 1, Ship: isd, Weapon: 0, Target: falcon, Face: grid.Rear}, "sees the front+left")
}

// The Falcon's Antifighter Targeting +7 and Target Fighters stack.
func TestExample_Stacking(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 2},
		"light:Millennium Falcon@10,20:N", "dark:Imperial Star Destroyer@10,0:S", "dark:TIE Fighter@10,19")
	s.phase, s.first, s.cur, s.pdq = phAttack, int(Dark), 0, nil
	falcon, tie := s.ship(t, "Falcon"), s.ship(t, "TIE Fighter")
	s, ev := apply(t, s, Attack{By: 0, Ship: falcon, Weapon: 0, Target: tie})
	if s.prompt != promptAttacker {
		t.Fatalf("the attacker is not offered Target Fighters: %v", s.Phase().Name)
	}
	s, more := apply(t, s, Play{By: 0, Option: TargetFighters})
	ev = append(ev, more...)
	s, more = passAll(t, s)
	ev = append(ev, more...)
	rs := rolls(ev)
	if len(rs) != 1 || rs[0].Total != 2+6+7+3 {
		t.Fatalf("the roll %v, want 2 + 6 + 7 + 3 = 18: +10 against fighters (the entry's +3; the Stacking example says +4)", rs)
	}
	// The option cannot be chosen twice in a round, nor stack with itself.
	if err := s.payable(0, TargetFighters); err == nil {
		t.Fatal("Target Fighters twice in a round")
	}
}

func TestExample_ClashOverCoruscant_Fleets(t *testing.T) {
	sc := loadScenario(t, "coruscant")
	if sc.Points(0) != 300 || sc.Points(1) != 300 {
		t.Fatalf("fleets of %d and %d points, want 300 each", sc.Points(0), sc.Points(1))
	}
	want := map[string]int{"Super Star Destroyer Executor": 150, "Imperial Star Destroyer": 52, "Imperial Interdictor Cruiser": 32,
		"Slave I (Boba Fett)": 24, "Darth Vader's TIE Advanced x1": 11, "TIE Bomber": 4, "TIE Fighter": 5, "TIE Fighter Ace": 4,
		"TIE Interceptor": 6, "Mon Calamari Star Defender Viscount": 150, "Mon Calamari Cruiser Home One": 50, "Millennium Falcon": 25,
		"Luke Skywalker's X-wing": 9, "B-wing Starfighter": 6, "V-wing Starfighter": 3, "X-wing Starfighter": 6, "Y-wing Starfighter": 4}
	cards, _ := Catalogue()
	for _, c := range cards {
		if w, ok := want[c.Name]; ok {
			if c.Cost != w {
				t.Errorf("%s costs %d, want %d", c.Name, c.Cost, w)
			}
			delete(want, c.Name)
		}
	}
	if len(want) != 0 {
		t.Fatalf("missing cards: %v", want)
	}
	tm := loadScenario(t, "coruscant-teams")
	if tm.Points(0)+tm.Points(2) != 300 || tm.Points(1)+tm.Points(3) != 300 {
		t.Fatal("the two-against-two split changes the fleets")
	}
}

func TestExample_ClashOverCoruscant_Interdict(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, nil,
		"light:Mon Calamari Star Defender Viscount@10,28:N", "light:Mon Calamari Cruiser Home One@2,29:N",
		"dark:Super Star Destroyer Executor@10,0:S", "dark:Imperial Interdictor Cruiser@2,0:S", "dark:Imperial Star Destroyer@18,0:S")
	// Interdict: the Light Side loses the first round's initiative, no roll.
	if s.won != int(Dark) || s.first != int(Light) || s.init != [2]int{} {
		t.Fatalf("won %d first %d init %v", s.won, s.first, s.init)
	}
	for name, want := range map[string]int{"Viscount": 2, "Home One": 1, "Executor": 2, "Star Destroyer": 1, "Interdictor": 1} {
		if got := s.launchRate(s.ship(t, name)); got != want {
			t.Errorf("%s launches %d under Interdict, want %d (half, rounded up)", name, got, want)
		}
	}
	// With the Interdictor gone, full rates again.
	s2 := s.clone()
	s2.ships[s2.ship(t, "Interdictor")].status = stDestroyed
	if got := s2.launchRate(s2.ship(t, "Viscount")); got != 3 {
		t.Fatalf("Viscount launches %d without Interdict, want 3", got)
	}
}

func TestExample_Glossary_RangeAndUnique(t *testing.T) {
	if grid.Distance(grid.Square{X: 0, Y: 0}, grid.Square{X: 2, Y: 2}) != 2 {
		t.Fatal("a diagonal counts as one square")
	}
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,20:N", "dark:Slave I (Boba Fett)@12,18:S")
	if d := grid.SpaceDistance(s.space(0), s.space(1)); d != 2 {
		t.Fatalf("range %d, want 2 (counting the defender's square, diagonals 1)", d)
	}
	// Boba Fett's and Jango Fett's Slave I both count as "Slave I".
	f := ScenarioFile{Name: "test", Title: "Test", Setup: "fixed", Sides: []SideFile{
		{Name: "L", Faction: "light", Ships: []ShipFile{{Card: "Millennium Falcon", At: "1,29"}}},
		{Name: "D", Faction: "dark", Ships: []ShipFile{{Card: "Slave I (Boba Fett)", At: "1,1"}, {Card: "Slave I (Jango Fett)", At: "5,1"}}}}}
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), `a second Unique "Slave I"`) {
		t.Fatalf("two Slave I in one fleet: %v", err)
	}
	b := newGame(t, "standard", 1)
	boba, jango := cardID(t, b, "Slave I (Boba Fett)"), cardID(t, b, "Slave I (Jango Fett)")
	b, _ = apply(t, b, Add{By: 1, Card: boba})
	refuse(t, b, Add{By: 1, Card: jango}, `counts as "Slave I"`)
}

func cardID(t testing.TB, s *State, name string) CardID {
	t.Helper()
	for i, c := range s.rules.cards {
		if c.Name == name {
			return CardID(i)
		}
	}
	t.Fatalf("no card %q", name)
	return -1
}

// The glossary's Tractor Beams example: a class 2 ship with Tractor Beams
// stops enemy class 2 and class 3 ships that move next to it, not class 1;
// a class 1 ship with Tractor Beams stops class 1 ships too ("the same class
// or smaller").
func TestExample_Glossary_TractorBeams(t *testing.T) {
	for _, tc := range []struct {
		tractor, mover, name string
		dir                  Dir
		stops                bool
	}{
		{"dark:Imperial Star Destroyer@10,0:S", "light:Republic Cruiser@10,3:N", "Republic Cruiser", DirN, true},
		{"dark:Imperial Star Destroyer@10,0:S", "light:Millennium Falcon@10,3:N", "Falcon", DirN, true},
		{"dark:Imperial Star Destroyer@10,0:S", "light:Mon Calamari Star Defender Viscount@10,3:N", "Viscount", DirN, false},
		{"dark:Super Star Destroyer Executor@10,0:S", "light:Mon Calamari Star Defender Viscount@10,4:N", "Viscount", DirN, true},
		// Fighters are not nonfighters: Tractor Beams do not hold them.
		{"dark:Super Star Destroyer Executor@10,0:S", "light:X-wing Starfighter@11,4", "X-wing", DirN, false},
	} {
		s := battle(t, RulesAdvanced, nil, lightFirst, tc.mover, tc.tractor)
		id := s.ship(t, tc.name)
		n, ev := apply(t, s, Step{By: 0, Ship: id, Dir: tc.dir})
		if grid.SpaceDistance(n.space(id), n.space(1)) != 1 {
			t.Fatalf("%s did not move next to the tractor ship: %+v", tc.name, n.ships[id])
		}
		stopped := strings.Contains(texts(ev), "Tractor Beams")
		if s.class(id) > 1 && (n.left == 0) != tc.stops {
			t.Errorf("%s next to %s: %d squares left", tc.name, tc.tractor, n.left)
		}
		if stopped != tc.stops {
			t.Errorf("%s next to %s: stopped %v, want %v\n%s", tc.name, tc.tractor, stopped, tc.stops, texts(ev))
		}
	}
}

// Selecting Options: a player may play Fly Casual as soon as one of its
// class 3 ships is hit, while the other player is acting; the hit becomes
// a miss and no counter is placed.
func TestExample_SelectingOptions_FlyCasual(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,25:N", "dark:Imperial Star Destroyer@10,0:S")
	f, isd := s.ship(t, "Falcon"), s.ship(t, "Star Destroyer")
	n := atAttack(s, 1).force(14)
	// Nothing to play before the roll (no option of either player
	// changes it): the roll is made at once.
	n, _ = apply(t, n, Attack{By: 1, Ship: isd, Weapon: 0, Target: f, Face: grid.Front})
	if n.prompt != promptFlyCasual || n.asked != 0 || n.actor() != 1 {
		t.Fatalf("14 +5 = 19 hits the Falcon's front 16; Mark is asked during Jennifer's attacks: %s, asked %d", n.Phase().Name, n.asked)
	}
	if got := n.Legal(0); len(got) != 2 || got[0] != (Play{By: 0, Option: FlyCasual}) || got[1] != (Pass{By: 0}) {
		t.Fatalf("Mark's answers: %v", got)
	}
	if len(n.Legal(1)) != 0 {
		t.Fatalf("Jennifer waits for Mark: %v", n.Legal(1))
	}
	n, ev := apply(t, n, Play{By: 0, Option: FlyCasual})
	if n.ships[f].damage != 0 || !strings.Contains(texts(ev), "treated as a miss") {
		t.Fatalf("Fly Casual cancels the hit:\n%s", texts(ev))
	}
}

// Example Round: each side may fire exactly the weapons the text names
// (Mark: Turbolasers, Ion Cannons, Barrage at the Executor's front face;
// Jennifer: Turbolasers, Ion Cannon, Frontal Battery at the Viscount's
// side face), neither has Point-Defense to use, no fighter can attack, and
// Mark may not move before Jennifer, the low roller, has moved.
func TestExample_ExampleRound_WhatEachSideMayDo(t *testing.T) {
	r := exampleRound(t)
	vis, exe := r.start.ship(t, "Viscount"), r.start.ship(t, "Executor")
	refuse(t, r.start, Step{By: 0, Ship: vis, Dir: DirN}, "Jennifer's turn")

	type fire struct {
		weapon string
		face   grid.FaceSet
	}
	listed := func(s *State, p engine.Player) map[fire]bool {
		t.Helper()
		out := map[fire]bool{}
		for _, in := range s.Legal(p) {
			a, ok := in.(Attack)
			if !ok {
				continue
			}
			if s.class(a.Ship) == 4 {
				t.Fatalf("%s is listed: no fighter is adjacent to an enemy", s.Describe(a, p))
			}
			out[fire{s.weaponOf(a.Ship, a.Weapon).Name, a.Face}] = true
		}
		return out
	}
	mark := listed(r.moved, 0)
	want := map[fire]bool{{"Turbolasers", grid.Front}: true, {"Ion Cannons", grid.Front}: true, {"Barrage", grid.Front}: true}
	if len(mark) != len(want) {
		t.Fatalf("Mark may fire %v, want %v", mark, want)
	}
	for f := range want {
		if !mark[f] {
			t.Fatalf("Mark may fire %v, want %v", mark, want)
		}
	}
	if len(r.moved.pdq) != 0 {
		t.Fatal("Mark has Point-Defense attacks with no fighter adjacent to the Viscount")
	}
	// Each weapon once: the Barrage a second time at the same broadside is
	// refused.
	refuse(t, r.markBarrage, Attack{By: 0, Ship: vis, Weapon: 2, Target: exe, Face: grid.Front}, "broadside")

	jen := listed(r.markIon, 1)
	want = map[fire]bool{{"Turbolasers", grid.Left}: true, {"Ion Cannon", grid.Left}: true, {"Frontal Battery", grid.Left}: true}
	if len(jen) != len(want) {
		t.Fatalf("Jennifer may fire %v, want %v", jen, want)
	}
	for f := range want {
		if !jen[f] {
			t.Fatalf("Jennifer may fire %v, want %v", jen, want)
		}
	}
	if len(r.markIon.pdq) != 0 {
		t.Fatal("Jennifer has Point-Defense attacks with no fighter adjacent to the Executor")
	}
	if d := r.markIon.side(vis).Defense[FaceLeft]; d != 14 {
		t.Fatalf("the Viscount's side face has Defense %d, want 14", d)
	}
}
