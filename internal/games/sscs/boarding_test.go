package sscs

import (
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestRule_Boarding_DockedFirst: boarding needs the docking complete (two
// turns) — a ship still docking cannot board.
func TestRule_Boarding_DockedFirst(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Target", "0,0", "N", 1})
	n, _ := apply(t, s, Dock{By: 0, Ship: 0, With: 1})
	n.docking(nil)
	n.beginTurn()
	refuse(t, n, Board{By: 0, Ship: 0, Target: 1}, "not docked")
	n, _ = apply(t, n, Dock{By: 0, Ship: 0, With: 1})
	n.docking(nil)
	n.beginTurn()
	apply(t, n, Board{By: 0, Ship: 0, Target: 1})
}

// TestRule_Boarding_SimultaneousAndModeFixed: every unit rolls before any
// result applies, so two units may destroy each other; a unit's mode,
// chosen before combat, cannot change once it has fought.
func TestRule_Boarding_SimultaneousAndModeFixed(t *testing.T) {
	s := docked(t)
	// Squads: 0 and 1 the Gun's marines, 2 the Target's commando; the
	// Target's crew of 9 forms units 3 and 4 when boarded.
	n, _ := apply(t, s, Board{By: 0, Ship: 0, Target: 1})
	n, _ = apply(t, n, Mode{By: 0, Squad: 0, Mode: ModeSuicidal})
	// Round 1: the marines gain entry; the defenders all miss.
	n.dice = engine.NewDice(1).Force(6, 6, 6)
	n.boarding(nil)
	if len(n.squads) != 5 || !n.squads[0].alive || !n.squads[1].alive {
		t.Fatalf("%+v", n.squads)
	}
	refuse(t, n, Mode{By: 0, Squad: 0, Mode: ModeNone}, "cannot change")
	// Round 2: marine 0 (suicidal, −2) at the commando (+1 on its own
	// ship): 1 + 1 − 2 = 0, a 1 → 0 destroys it. Marine 1: 6, no. The
	// commando at marine 0: 1 + 2 − 1 = 2, −1 on its own ship, −2 at a
	// suicidal target: a 5 → 2 destroys it. Crew: 4 and 6, no.
	n.dice = engine.NewDice(1).Force(1, 6, 5, 4, 6)
	ev := n.boarding(nil)
	if n.squads[0].alive || n.squads[2].alive || !n.squads[1].alive {
		t.Fatalf("marine 0 %v, commando %v, marine 1 %v: %s", n.squads[0].alive, n.squads[2].alive, n.squads[1].alive, eventsText(ev))
	}
}

// TestRule_Boarding_OneAttackEach: two units that both destroy the same
// enemy unit destroy one unit: a unit may be attacked by several, and each
// has one attack.
func TestRule_Boarding_OneAttackEach(t *testing.T) {
	n, _ := apply(t, docked(t), Board{By: 0, Ship: 0, Target: 1})
	n, _ = apply(t, n, Mode{By: 0, Squad: 0, Mode: ModeSuicidal})
	n, _ = apply(t, n, Mode{By: 0, Squad: 1, Mode: ModeSuicidal})
	n.dice = engine.NewDice(1).Force(6, 6, 6)
	n.boarding(nil)
	// Both marines (suicidal) roll a 1 at the commando: 1 + 1 − 2 + 1 − 2 = 0.
	n.dice = engine.NewDice(1).Force(1, 1, 6, 6, 6)
	ev := n.boarding(nil)
	if n.squads[2].alive || !n.squads[3].alive || !n.squads[4].alive || strings.Count(eventsText(ev), ": destroyed") != 2 {
		t.Fatalf("%s", eventsText(ev))
	}
	if n := strings.Count(eventsText(ev), "boarders take control"); n != 1 {
		t.Fatalf("%d components seized for one unit destroyed: %s", n, eventsText(ev))
	}
}

// TestRule_Boarding_BeyondTheTable (the Wizard carries no troops of its
// own, so the two units below are alone aboard it): the modifiers are not capped at the
// table's ends and a die face wins nothing by itself: Regular Crew
// defending its own ship (−1) in Suicidal mode (−2) at Powered Armor in
// Suicidal mode (−2 to be hit) destroys it on a 1 or 2 (−4 and −3 are at
// most the table's −3); Powered Armor attacking that crew (5; +1 for a
// defender; −2 suicidal; −2 target suicidal) needs 6 or less, so any
// die; both roll before either falls.
func TestRule_Boarding_BeyondTheTable(t *testing.T) {
	for _, c := range []struct {
		crewDie int
		killed  bool
	}{{1, true}, {2, true}, {3, false}} {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Wizard", "0,0", "N", 1})
		s.mut(1).mustered = true
		s.squads = append(s.mutSquads(),
			squad{side: 1, kind: 0, home: 1, host: 1, sys: -1, target: -1, alive: true, mode: ModeSuicidal},
			squad{side: 0, kind: 4, home: 0, host: 1, sys: s.cls(0).troops[0].sys, target: -1, alive: true, mode: ModeSuicidal})
		crew, armor := len(s.squads)-2, len(s.squads)-1
		s.dice = engine.NewDice(1).Force(c.crewDie, 6)
		ev := s.boardingRound(1, nil)
		if s.squads[armor].alive == c.killed {
			t.Errorf("crew die %d: powered armor alive %v: %s", c.crewDie, s.squads[armor].alive, eventsText(ev))
		}
		if s.squads[crew].alive {
			t.Errorf("the powered armor's 6 (need 5, +1 −2 −2) missed: %s", eventsText(ev))
		}
	}
}

// TestRule_Boarding_ZeroOnTheTable: a 0 on the boarding table is "the
// number given or LOWER" like any other: a roll of exactly 0 after the
// modifiers destroys the target, 1 does not, and the log says what the
// roll needed as it does for every other cell (found in play: "Regular
// Crew unit 14 at Marine Squad 0 aboard the Maw: 1d6 [3] −1 defending its
// own ship = 2: survives", with no "needs", where a −1 cell read "= 2,
// needs −1 or less: survives"; the engine's rolls leave a need of 0
// unsaid, and a roll without one was not coloured as a success or a
// failure). It came to read "= 0, needs less than 1", true but not what
// a player thinks in: now the die alone is set against the face it must
// show, the table's 0 and the modifiers that bring it within reach said
// beside it.
func TestRule_Boarding_ZeroOnTheTable(t *testing.T) {
	for _, c := range []struct {
		face   int
		killed bool
		line   string
	}{
		{1, true, "1d6 [1], needs 1 or less: destroyed (boarding table, Regular Crew unit attacking Marine Squad: 0, so the die and its modifiers must come to 0 or less; with −1 defending its own ship the die must show 1 or less)"},
		{2, false, "1d6 [2], needs 1 or less: survives (boarding table, Regular Crew unit attacking Marine Squad: 0, so the die and its modifiers must come to 0 or less; with −1 defending its own ship the die must show 1 or less)"},
	} {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Wizard", "0,0", "N", 1})
		s.mut(1).mustered = true
		s.squads = append(s.mutSquads(),
			squad{side: 1, kind: 0, home: 1, host: 1, sys: -1, target: -1, alive: true},
			squad{side: 0, kind: 1, home: 0, host: 1, sys: s.cls(0).troops[0].sys, target: -1, alive: true})
		crew, marine := len(s.squads)-2, len(s.squads)-1
		if BoardingTable(0, 1) != 0 {
			t.Fatalf("Regular Crew at Marine Squad: %d on the table, want 0", BoardingTable(0, 1))
		}
		s.dice = engine.NewDice(1).Force(c.face, 6) // the marine's 6 +1 misses its 2
		ev := s.boardingRound(1, nil)
		var r *engine.Roll
		for _, e := range ev {
			if e.Roll != nil && strings.HasPrefix(e.Roll.Purpose, TroopName(0)) {
				r = e.Roll
			}
		}
		if r == nil {
			t.Fatalf("face %d: the crew did not roll: %s", c.face, eventsText(ev))
		}
		if r.Success != c.killed || s.squads[marine].alive == c.killed || !s.squads[crew].alive {
			t.Errorf("face %d: success %v, marine alive %v, crew alive %v; want the marine destroyed %v: %s",
				c.face, r.Success, s.squads[marine].alive, s.squads[crew].alive, c.killed, eventsText(ev))
		}
		if r.Need == 0 || !strings.HasSuffix(r.String(), c.line) {
			t.Errorf("face %d: %q (need %d %s), want it to end %q", c.face, r.String(), r.Need, r.Cmp, c.line)
		}
	}
}

// TestRule_Boarding_ZeroOutOfReach: a 0 on the table with no modifier
// below zero is an attack no face of the d6 can win ("the number given
// or LOWER", and a d6 shows 1 at least): the log says it cannot succeed
// and why, where it read "needs less than 1: survives (…; out of reach:
// the least it makes is 2)". A boarding Regular Crew unit (no defence of
// its own ship) at a boarding Marine Squad, and a Marine Squad at a
// Commando Unit defending its own ship.
func TestRule_Boarding_ZeroOutOfReach(t *testing.T) {
	r := boardingRoll("crew at marines", 1, nil, BoardingTable(0, 1), "boarding table, Regular Crew unit attacking Marine Squad")
	if want := "crew at marines: 1d6 [1]: survives: this attack cannot succeed (boarding table, Regular Crew unit attacking Marine Squad: 0, so the die and its modifiers must come to 0 or less, and a d6 shows 1 at least and no modifier lowers it)"; r.String() != want || r.Success {
		t.Errorf("no modifiers: %q (success %v), want %q", r.String(), r.Success, want)
	}
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Wizard", "0,0", "N", 1})
	s.mut(1).mustered = true
	s.squads = append(s.mutSquads(),
		squad{side: 1, kind: 2, home: 1, host: 1, sys: -1, target: -1, alive: true},
		squad{side: 0, kind: 1, home: 0, host: 1, sys: s.cls(0).troops[0].sys, target: -1, alive: true})
	marine := len(s.squads) - 1
	s.dice = engine.NewDice(1).Force(6, 1) // the commando's 6 misses; the marine's 1 cannot win
	ev := s.boardingRound(1, nil)
	text := eventsText(ev)
	if !strings.Contains(text, "Marine Squad 3 at Commando Unit 2 aboard the B: 1d6 [1] +1 target defends its own ship = 2: survives: this attack cannot succeed (boarding table, Marine Squad attacking Commando Unit: 0, so the die and its modifiers must come to 0 or less, and the least the die makes with its modifiers is 2)") ||
		strings.Contains(text, "less than 1") || !s.squads[marine-1].alive {
		t.Errorf("a marine at a defending commando: %s", text)
	}
}

// TestRule_Boarding_SeizedProjectorEndsItsEffect (rules 3): boarders who
// take control of a component "may cease its operation": a seized cloak
// projector's field falls.
func TestRule_Boarding_SeizedProjectorEndsItsEffect(t *testing.T) {
	s := extraBattle(t, place{0, "S", "Shroud", "0,0", "N", 0}, place{1, "G", "Gun", "0,-6", "S", 0})
	s.mut(0).cloak = 2
	ev := s.seize(0, nil)
	if !s.ships[0].sys[0].ctrl || s.ships[0].cloak != 0 {
		t.Fatalf("cloak %d: %s", s.ships[0].cloak, eventsText(ev))
	}
}

// TestRule_Capture_CraftInTheHangars (rules 3): the craft in the hangars
// of a captured carrier are taken with it and count for the captor.
func TestRule_Capture_CraftInTheHangars(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "N", "Nest", "0,0", "N", 1})
	nest := s.mustShip(t, "N")
	s.mut(nest).mustered = true
	s.mut(nest).captureTurn = s.turn
	s.squads = append(s.mutSquads(), squad{side: 0, kind: 1, home: 0, host: nest, sys: -1, target: -1, alive: true})
	ev := s.captures(nil)
	if s.ships[nest].status != stCaptured {
		t.Fatalf("%s", eventsText(ev))
	}
	want := s.cls(nest).dv.Cost + 2*s.cls(s.mustShip(t, "N Dart 1")).dv.Cost
	if s.Score(0) != want || want != s.cls(nest).cost {
		t.Fatalf("score %d, want %d (the Nest and its two Darts)", s.Score(0), want)
	}
}

// TestBoardingOddsAreTheRoll: what the screen shows of a boarding attack
// (BoardingOdds) is what the Activity phase rolls: the same number and
// modifiers; units not aboard the same ship have no odds.
func TestBoardingOddsAreTheRoll(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Wizard", "0,0", "N", 1})
	s.mut(1).mustered = true
	s.squads = append(s.mutSquads(),
		squad{side: 1, kind: 0, home: 1, host: 1, sys: -1, target: -1, alive: true, mode: ModeSuicidal},
		squad{side: 0, kind: 4, home: 0, host: 1, sys: s.cls(0).troops[0].sys, target: -1, alive: true, mode: ModeSuicidal})
	crew, armor := len(s.squads)-2, len(s.squads)-1
	need, mods, ok := s.BoardingOdds(SquadID(armor), SquadID(crew))
	if !ok {
		t.Fatal("no odds for units aboard the same ship")
	}
	s.dice = engine.NewDice(1).Force(3, 6)
	for _, e := range s.boardingRound(1, nil) {
		if e.Roll != nil && strings.HasPrefix(e.Roll.Purpose, TroopName(4)) {
			if e.Roll.Need != need || !reflect.DeepEqual(e.Roll.Mods, mods) {
				t.Fatalf("odds %d %v, roll %d %v", need, mods, e.Roll.Need, e.Roll.Mods)
			}
			if _, _, ok := s.BoardingOdds(SquadID(armor), SquadID(len(s.squads))); ok {
				t.Error("odds against a unit that does not exist")
			}
			return
		}
	}
	t.Fatal("the powered armor did not roll")
}

// TestScenario_Boarding_SetUp (the boarding scenario's description): the
// Bastion drifts without power — its whole Drive out, so no shields and
// no energy weapon, at speed 1 — yet its damage control may work on the
// Drive; the Maw starts docked alongside with its commandos, heavy
// assault squads and powered armor, and may board in the first turn;
// the Bastion's marines are aboard to defend.
func TestScenario_Boarding_SetUp(t *testing.T) {
	s := newGame(t, "boarding", 1)
	bastion, maw := s.mustShip(t, "Bastion"), s.mustShip(t, "Maw")
	c := s.cls(bastion)
	if s.drive(bastion) != 0 || s.ships[bastion].shieldLeft != 0 || s.ships[bastion].speed != 1 {
		t.Fatalf("Bastion: Drive %d, shields %d, speed %d", s.drive(bastion), s.ships[bastion].shieldLeft, s.ships[bastion].speed)
	}
	for m, mt := range c.mounts {
		if mt.energy && s.mountWorks(bastion, m) {
			t.Errorf("the Bastion's %s fires without power", c.sysName[m])
		}
		// Its damage control may bring a Drive point back, so its guns
		// could fire some day: it is capable of resistance (rules 8).
		if mt.energy && !s.mayFire(bastion, m) && s.mountUp(bastion, m) {
			t.Errorf("the Bastion's %s could never fire again, though its Drive can be mended", c.sysName[m])
		}
	}
	if s.docked(maw) != bastion {
		t.Fatalf("the Maw is not docked with the Bastion")
	}
	apply(t, s, Repair{By: 0, Ship: bastion, System: c.driveSys})
	apply(t, s, Board{By: 1, Ship: maw, Target: bastion})
	kinds := map[int]int{}
	for _, q := range s.squads {
		if q.host == maw {
			kinds[q.kind]++
		}
		if q.host == bastion && q.side != 0 {
			t.Error("boarders start aboard the Bastion")
		}
	}
	if len(kinds) != 3 {
		t.Errorf("the Maw carries %v kinds of unit, want commandos, heavy assault and powered armor", kinds)
	}
}

// modesOffered lists the modes Legal offers boarding unit q.
func modesOffered(s *State, p engine.Player, q SquadID) []int {
	var out []int
	for _, in := range s.Legal(p) {
		if m, ok := in.(Mode); ok && m.Squad == q {
			out = append(out, m.Mode)
		}
	}
	return out
}

// TestRule_Boarding_ModeBeforeTheCombat: "Before the combat starts, the
// squad may designate the 'mode' they wish to be in. This cannot change
// until all the combats are resolved." Troops docked with an enemy are
// offered every other mode (none among them) before they board or are
// boarded — before, a unit was offered one only once an enemy was aboard
// with it and it had not fought, which never happens: boarders and
// defenders fight in the Activity phase the boarders gain entry. The mode
// is fixed from that round while an enemy is aboard, and free again once
// none is; the other side does not see it before the reveal.
func TestRule_Boarding_ModeBeforeTheCombat(t *testing.T) {
	s := docked(t)
	// Squads: 0 and 1 the Gun's marines, 2 the Target's commando.
	for _, c := range []struct {
		p engine.Player
		q SquadID
	}{{0, 0}, {0, 1}, {1, 2}} {
		if got := modesOffered(s, c.p, c.q); len(got) != 4 || got[0] != ModeEvasive {
			t.Errorf("unit %d is offered modes %v, want evasive, defensive, offensive and suicidal", c.q, got)
		}
	}
	n, _ := apply(t, s, Mode{By: 0, Squad: 0, Mode: ModeSuicidal})
	if got := modesOffered(n, 0, 0); len(got) != 4 || got[0] != ModeNone {
		t.Errorf("after suicidal, unit 0 is offered %v, want none, evasive, defensive, offensive", got)
	}
	if v := n.View(1).(*State); v.squads[0].mode != ModeNone {
		t.Errorf("Blue sees Red's unit 0 in mode %d before the reveal", v.squads[0].mode)
	}
	n, _ = apply(t, n, Board{By: 0, Ship: 0, Target: 1})
	// The marines gain entry; the commando and the two crew units all miss.
	n.dice = engine.NewDice(1).Force(6, 6, 6)
	n.boarding(nil)
	n.beginTurn()
	refuse(t, n, Mode{By: 0, Squad: 0, Mode: ModeNone}, "cannot change")
	if got := modesOffered(n, 0, 0); len(got) != 0 {
		t.Errorf("unit 0 fought and is offered modes %v", got)
	}
	// Every defender falls: the combat aboard the Target is resolved.
	for q := 2; q < len(n.squads); q++ {
		n.mutSquads()[q].alive = false
	}
	if n.modeLocked(0) {
		t.Fatal("no enemy is left aboard: unit 0's combat is resolved, its mode is free again")
	}
	apply(t, n, Mode{By: 0, Squad: 0, Mode: ModeEvasive})
}

// TestHidden_BoardingAssignmentsSealed: a unit's target is given in the
// Declaration phase and sealed with the declarations, a unit whose mode
// is fixed too (it fights on, and may be given another target each
// round): the other side's view showed that unit's new target before the
// reveal; its fixed mode is no secret and stays shown.
func TestHidden_BoardingAssignmentsSealed(t *testing.T) {
	s := docked(t)
	n, _ := apply(t, s, Mode{By: 0, Squad: 0, Mode: ModeOffensive})
	n, _ = apply(t, n, Board{By: 0, Ship: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(6, 6, 6)
	n.boarding(nil)
	n.beginTurn()
	// Squads 3 and 4 are the Target's crew units.
	n, _ = apply(t, n, Assign{By: 0, Squad: 0, Target: 4})
	v := n.View(1).(*State)
	if v.squads[0].target != -1 {
		t.Errorf("Blue sees Red's unit 0 assigned to unit %d before the reveal", v.squads[0].target)
	}
	if v.squads[0].mode != ModeOffensive {
		t.Errorf("Red's unit 0 has fought in offensive mode, fixed: Blue sees mode %d", v.squads[0].mode)
	}
	if own := n.View(0).(*State); own.squads[0].target != 4 {
		t.Errorf("Red's own view lost its assignment: %d", own.squads[0].target)
	}
}

// TestRule_Boarding_SeizedHangar (rules 6): boarders who win a combat
// have control of a component and "may cease its operation"; a hangar so
// held launches none of its craft (a launch declared before is not
// carried out) and takes none aboard, and its craft do not make the
// carrier capable of resistance. Before, the seized hangar worked on.
func TestRule_Boarding_SeizedHangar(t *testing.T) {
	s := battle(t, nil, place{0, "Nest", "Nest", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 0})
	dart := s.mustShip(t, "Nest Dart 1")
	hg := s.cls(0).hangars[0].sys
	declared, _ := apply(t, s, Launch{By: 0, Craft: dart})
	held := s.clone()
	held.mutSys(0)[hg].ctrl = true
	refuse(t, held, Launch{By: 0, Craft: dart}, "held by enemy boarders")
	// Seized after the launch was declared: the Dart stays aboard.
	declared.mutSys(0)[hg].ctrl = true
	ev := declared.launching(nil)
	if declared.ships[dart].status != stAboard || !strings.Contains(eventsText(ev), "enemy boarders hold the Nest's hangar") {
		t.Fatalf("%s", eventsText(ev))
	}
	// A Dart in flight docks alongside the carrier instead of landing.
	out, _ := apply(t, s, Launch{By: 0, Craft: dart})
	out.launching(nil)
	out.mutSys(0)[hg].ctrl = true
	if out.landing(dart, 0) {
		t.Fatal("a Dart lands in a hangar held by boarders")
	}
	// With its Pea held too, the Nest resists no more: its craft are
	// locked in.
	held.mutSys(0)[0].ctrl = true
	if held.capable(0) || held.capable(dart) {
		t.Fatalf("Nest capable %v, Dart aboard capable %v", held.capable(0), held.capable(dart))
	}
	held.mutSys(0)[hg].ctrl = false
	if !held.capable(0) {
		t.Fatal("the hangar working again, the Nest's craft make it capable")
	}
}

// TestCraftInACapturedCarrier: a carrier taken by boarders is out of play,
// and the craft in its hangar declare nothing aboard it: no launch, no
// damage control; both refusals name the carrier and why.
func TestCraftInACapturedCarrier(t *testing.T) {
	s := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	d := s.aboard(0, "Dart")[0]
	drive := s.cls(d).driveSys
	s.knock(d, drive, nil)
	s.mut(0).status, s.mut(0).captor = stCaptured, 1
	refuse(t, s, Launch{By: 0, Craft: d}, "the N cannot launch craft: it is out of play")
	refuse(t, s, Repair{By: 0, Ship: d, System: drive}, "in the hangar of the N, which is out of play")
	for _, in := range s.Legal(0) {
		if l, ok := in.(Launch); ok && l.Craft == d {
			t.Fatalf("Legal offers %v", in)
		}
		if r, ok := in.(Repair); ok && r.Ship == d {
			t.Fatalf("Legal offers %v", in)
		}
	}
}

// TestRule_Boarding_CrewUnitTakesFiveCrew: a Regular Crew unit stands for
// five of the crew (own, docs/rules "Boarding"), so its loss takes five
// crew points off the ship for good — damage control cannot bring them
// back, as boarding parties cannot be repaired.
func TestRule_Boarding_CrewUnitTakesFiveCrew(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Wizard", "0,0", "N", 1})
	s.mut(1).mustered = true
	s.squads = append(s.mutSquads(),
		squad{side: 1, kind: 0, home: 1, host: 1, sys: -1, target: -1, alive: true},
		squad{side: 0, kind: 1, home: 0, host: 1, sys: s.cls(0).troops[0].sys, target: -1, alive: true})
	before := s.crew(1)
	// The crew unit's 6 misses; the marines' 1 + 1 (it defends its own
	// ship) = 2 is the table's 2: destroyed.
	s.dice = engine.NewDice(1).Force(6, 1)
	ev := s.boardingRound(1, nil)
	if s.squads[len(s.squads)-2].alive || s.crew(1) != before-5 {
		t.Fatalf("crew %d → %d: %s", before, s.crew(1), eventsText(ev))
	}
	c := s.cls(1)
	if s.repairable(1, c.crewSys) >= 0 {
		t.Fatal("damage control may bring back crew lost with a crew unit")
	}
}

// TestRule_Boarding_CrewUnitsOnePerFive: a boarded ship's crew forms one
// Regular Crew unit for every five crew, the last one short (own count,
// docs/rules): 9 and 10 crew form 2 units, 11 form 3.
func TestRule_Boarding_CrewUnitsOnePerFive(t *testing.T) {
	for _, c := range []struct{ crew, units int }{{9, 2}, {10, 2}, {11, 3}} {
		ds := testDesigns()
		ds[1].Crew = c.crew // the Target
		f := ScenarioFile{Name: "test", Title: "Test", Designs: ds, Sides: []SideFile{
			{Name: "Red", Ships: []ShipFile{{Name: "A", Design: "Gun", At: "0,0", Heading: "N", Speed: 1, Docked: "B"}}},
			{Name: "Blue", Ships: []ShipFile{{Name: "B", Design: "Target", At: "0,0", Heading: "N", Speed: 1}}},
		}}
		sc, err := testScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		st, err := Game{}.NewState(sc, nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		n, _ := apply(t, st.(*State), Board{By: 0, Ship: 0, Target: 1})
		n.dice = engine.NewDice(1).Force(6, 6, 6, 6, 6, 6)
		n.boarding(nil)
		units := 0
		for _, q := range n.squads {
			if q.side == 1 && q.kind == 0 {
				units++
			}
		}
		if units != c.units {
			t.Errorf("a crew of %d forms %d units, want %d", c.crew, units, c.units)
		}
	}
}

// TestRule_Boarding_BoardersLostWithTheShipTheyBoarded (rules 7): a ship
// reduced to scrap takes every unit aboard it, its own and the enemy's
// (The Result of Damage: "so much scrap"). The boarders are destroyed
// as in combat, so their boarding group's points on their own ship go
// for good — rules 1-6 left the Gun's two Marine Squad points standing
// for squads that no longer were, in its hit points and categories.
func TestRule_Boarding_BoardersLostWithTheShipTheyBoarded(t *testing.T) {
	s := boarded(t, 0, ShipFile{Name: "C", Design: "Gun", At: "0,-40", Heading: "S"})
	b := s.mustShip(t, "B")
	hp := s.Ships()[0].HitPoints
	s.dice = engine.NewDice(1)
	ev := s.damage(b, hit{dmg: 300, what: "test"}, nil)
	// The log says so: the units vanished without a word (found playing).
	if got := eventsText(ev); !strings.Contains(got, "the A's 2 boarding units aboard the B are lost with it: their boarding group's points on the A go for good") {
		t.Errorf("the scrapping's log:\n%s", got)
	}
	n, text := playTurn(t, s, turnPlan{late: []int{6, 6, 6, 6, 6, 6}})
	for _, q := range n.Squads() {
		if q.Host == b && q.Alive {
			t.Errorf("%s %d still alive aboard the scrap", q.Name, q.ID)
		}
	}
	if strings.Contains(text, "aboard the B") {
		t.Errorf("a boarding roll aboard the scrap: %s", text)
	}
	for _, si := range n.Ships()[0].Systems {
		if si.Name == "Marine Squad" && (si.Up != 0 || si.Lost != 2) {
			t.Errorf("the A's Marine Squad: %d up, %d lost; want 0 and 2", si.Up, si.Lost)
		}
	}
	if got := n.Ships()[0].HitPoints; got != hp-2 {
		t.Errorf("the A's hit points %d, want %d", got, hp-2)
	}
	if n.Score(0) != n.Ships()[b].Cost {
		t.Errorf("Red scores %d, want the B's cost %d", n.Score(0), n.Ships()[b].Cost)
	}
}

// TestRule_Boarding_FightOnWhereverTheShipGoes: boarders who have gained
// entry are aboard the enemy ship, not tied to their own: they fight on
// when their ship flies off and the two part (Docking), when the boarded
// ship is displaced to another hex, and when a pulse shuts down "ALL
// Ship operation" of both — the troops are not ship operation (reading;
// only stasis, which holds the ship against "anything", stops them).
func TestRule_Boarding_FightOnWhereverTheShipGoes(t *testing.T) {
	fought := func(text string) bool {
		return strings.Contains(text, "Marine Squad 0 at Commando Unit 2 aboard the B")
	}
	s := boarded(t, 1)
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Speed{By: 0, Ship: 0, Speed: 3}}, late: []int{6, 6, 6, 6, 6, 6}})
	if n.docked(0) != NoShip || !fought(text) {
		t.Errorf("A flew off: docked with %d; %s", n.docked(0), text)
	}
	s = boarded(t, 0, ShipFile{Name: "RW", Design: "Wizard", At: "0,2", Heading: "N"})
	b := s.mustShip(t, "B")
	n, text = playTurn(t, s, turnPlan{fire: map[string][]engine.Intent{"RW": {Project{By: 0, Ship: 1, Weapon: 8, From: 0, Target: b, At: Cell{1, 0}}}},
		faces: []int{10, 10, 10, 10}, late: []int{6, 6, 6, 6, 6, 6}})
	if n.ships[b].pos != at("1,0") || n.docked(0) != NoShip || !fought(text) {
		t.Errorf("B displaced: at %v, docked with %d; %s", n.ships[b].pos, n.docked(0), text)
	}
	n, text = playTurn(t, s, turnPlan{fire: map[string][]engine.Intent{"RW": {Project{By: 0, Ship: 1, Weapon: 3, From: 0, Target: b}}},
		faces: []int{10, 10, 10, 10}, late: []int{6, 6, 6, 6, 6, 6}})
	if !n.shut(b) || !n.shut(0) || !fought(text) {
		t.Errorf("both pulsed: %s", text)
	}
}

// TestRule_OrderOfPlay_DamageControlBeforeBoardingCombat: the Activity
// phase completes repairs before it resolves boarding combat. The Target
// (crew 9) declares damage control on 9 points; the marines destroy both
// its crew units in the same Activity phase, but all 9 rolls are made
// with the crew the ship had when they came.
func TestRule_OrderOfPlay_DamageControlBeforeBoardingCombat(t *testing.T) {
	s := boarded(t, 0, ShipFile{Name: "C", Design: "Gun", At: "0,-40", Heading: "S"})
	b := s.mustShip(t, "B")
	st := -1
	for i, si := range s.Ships()[b].Systems {
		if si.Name == "Storage" {
			st = i
		}
	}
	var decl []engine.Intent
	for k := 0; k < 9; k++ {
		*s.point(b, st, k) |= ptDown
		decl = append(decl, Repair{By: 1, Ship: b, System: st})
	}
	var crew []SquadID
	for _, q := range s.Squads() {
		if q.Kind == 0 && q.Host == b {
			crew = append(crew, q.ID)
		}
	}
	decl = append(decl, Assign{By: 0, Squad: 0, Target: crew[0]}, Assign{By: 0, Squad: 1, Target: crew[1]})
	n, text := playTurn(t, s, turnPlan{decl: decl, late: []int{6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 6, 6, 6}})
	if got := strings.Count(text, "back online"); got != 9 || n.Ships()[b].Crew != 0 {
		t.Fatalf("%d points back, crew %d left; want 9 and 0: %s", got, n.Ships()[b].Crew, text)
	}
}

// TestRule_OrderOfPlay_LaunchBeforeTheHangarIsSeized: launched craft are
// free of the carrier in the Activity phase before boarding combat is
// resolved, so a craft declared to launch gets out in the turn the
// boarders seize its hangar.
func TestRule_OrderOfPlay_LaunchBeforeTheHangarIsSeized(t *testing.T) {
	f := ScenarioFile{Name: "test", Title: "Test", Designs: extraDesigns(), Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "A", Design: "Gun", At: "0,0", Heading: "N", Docked: "N"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "N", Design: "Nest", At: "0,0", Heading: "N"}, {Name: "C", Design: "Gun", At: "0,-40", Heading: "S"}}},
	}}
	s := stateOf(t, f)
	nest := s.mustShip(t, "N")
	n, _ := playTurn(t, s, turnPlan{decl: []engine.Intent{Board{By: 0, Ship: 0, Target: nest}}, late: []int{6, 6, 6, 6}})
	dart := firstAboard(n)
	var crew []SquadID
	for _, q := range n.Squads() {
		if q.Kind == 0 && q.Host == nest {
			crew = append(crew, q.ID)
		}
	}
	// The marines destroy both crew units (1 + 1 to be hit ≤ 2): the
	// Nest's Pea and then its Hangar are seized.
	n, text := playTurn(t, n, turnPlan{decl: []engine.Intent{Launch{By: 1, Craft: dart}, Assign{By: 0, Squad: 0, Target: crew[0]}, Assign{By: 0, Squad: 1, Target: crew[1]}},
		late: []int{1, 1, 6, 6}})
	hangar := n.Ships()[nest].Systems[2]
	if n.ships[dart].status != stActive || hangar.Name != "Hangar" || !hangar.Controlled {
		t.Fatalf("dart %s, %s held %v: %s", statusWord(n.ships[dart].status), hangar.Name, hangar.Controlled, text)
	}
}

// TestRule_Boarding_CaptureWaitsOutTheStasis: a ship with boarders aboard
// and no defender left is taken a turn later — but not while it is held
// in stasis, which "cannot be effected by anything"; it is taken at the
// end of the first turn it is free again.
func TestRule_Boarding_CaptureWaitsOutTheStasis(t *testing.T) {
	s := boarded(t, 0, ShipFile{Name: "RW", Design: "Wizard", At: "0,3", Heading: "N"}, ShipFile{Name: "C", Design: "Gun", At: "0,-40", Heading: "S"})
	b := s.mustShip(t, "B")
	killDefenders(s, b)
	n, text := playTurn(t, s, turnPlan{})
	if !strings.Contains(text, "no defenders are left on the B") {
		t.Fatalf("%s", text)
	}
	// Turn 3: the Wizard holds the B (and the A docked with it) to the
	// end of turn 3, when the capture was due ("every turn used", rules 7).
	n, text = playTurn(t, n, turnPlan{fire: map[string][]engine.Intent{"RW": {Project{By: 0, Ship: 1, Weapon: 4, From: 0, Target: b}}}, faces: []int{10, 1, 10, 1, 10, 10}})
	if n.ships[b].heldUntil != 3 || n.ships[b].status != stActive {
		t.Fatalf("held until %d, %s (taken while held?): %s", n.ships[b].heldUntil, statusWord(n.ships[b].status), text)
	}
	n, text = playTurn(t, n, turnPlan{})
	if n.ships[b].status != stCaptured {
		t.Fatalf("not taken once free: %s", text)
	}
}

// A plot that buys evasive MP parts a docked ship from its partner
// (Docking: no evasive maneuvers; keepDocked): the ledger says from which,
// so that the screen need not know the rule.
func TestRule_Docking_EvasivePlotParts(t *testing.T) {
	s := newGame(t, "boarding", 1)
	maw, bastion := s.mustShip(t, "Maw"), s.mustShip(t, "Bastion")
	if l := s.PreviewPlot(maw, "1"); l.PartsFrom != NoShip {
		t.Errorf("a plain plot parts the Maw from ship %d", l.PartsFrom)
	}
	if l := s.PreviewPlot(maw, "1E2"); l.PartsFrom != bastion {
		t.Errorf("an evasive plot parts the Maw from ship %d, want the Bastion", l.PartsFrom)
	}
	if l := s.PreviewPlot(s.mustShip(t, "Lance"), "4E2"); l.PartsFrom != NoShip {
		t.Errorf("a ship docked with none is parted from ship %d", l.PartsFrom)
	}
}

// TestScriptedHoldsFireOnItsBoarders: the scripted opponent fires nothing
// at a ship its own boarders are taking (nothing in the rulebook asks it
// to; fire that scrapped it would lose them with it, rules 7), and plans
// no move to do so; before, its Gun fired at the Target its marines held.
func TestScriptedHoldsFireOnItsBoarders(t *testing.T) {
	s := boarded(t, 1)
	a, b := s.mustShip(t, "A"), s.mustShip(t, "B")
	f := s.fireStep(a)
	fired := false
	for _, in := range f.Legal(0) {
		if x, ok := in.(Fire); ok && x.Target == b {
			fired = true
		}
	}
	if !fired {
		t.Fatal("set-up: the Gun has no shot at the Target")
	}
	in, err := Scripted{}.Choose(f.View(0), 0)
	if err != nil || in != (Done{By: 0, Ship: a}) {
		t.Fatalf("chose %v, %v", in, err)
	}
	br := &brain{s: f, p: 0}
	if v, _ := br.bestFireHex(a, f.ships[a].path); v != 0 {
		t.Errorf("a path is worth %d for shots at the Target its marines hold", v)
	}
}

// TestRule_OrderOfPlay_RevealNamesBoardingOrders: the boarding units'
// targets (and modes) are sealed with the declarations and revealed with
// them; the reveal left them out.
func TestRule_OrderOfPlay_RevealNamesBoardingOrders(t *testing.T) {
	s := boarded(t, 1)
	b := s.mustShip(t, "B")
	var mine, theirs SquadID = -1, -1
	for _, q := range s.Squads() {
		switch {
		case q.Alive && q.Side == 0 && q.Host == b && mine < 0:
			mine = q.ID
		case q.Alive && q.Side == 1 && q.Host == b && q.Kind == 0 && theirs < 0:
			theirs = q.ID
		}
	}
	if mine < 0 || theirs < 0 {
		t.Fatalf("set-up: %+v", s.Squads())
	}
	s, _ = apply(t, s, Assign{By: 0, Squad: mine, Target: theirs})
	s, _ = apply(t, s, Seal{By: 0})
	_, ev := apply(t, s, Seal{By: 1})
	want := "Marine Squad " + itoa(int(mine)) + " attacks Regular Crew unit " + itoa(int(theirs))
	if got := eventsText(ev); !strings.Contains(got, "Red declared: ") || !strings.Contains(got, want) {
		t.Fatalf("want %q in:\n%s", want, got)
	}
}

// TestRule_OrderOfPlay_RevealNamesModes: the mode of troops docked with
// an enemy, chosen before their combat, is revealed too.
func TestRule_OrderOfPlay_RevealNamesModes(t *testing.T) {
	s := dockedPair(t, "Gun", "Target", 1)
	var q SquadID = -1
	for _, x := range s.Squads() {
		if x.Alive && x.Side == 0 && q < 0 {
			q = x.ID
		}
	}
	s, _ = apply(t, s, Mode{By: 0, Squad: q, Mode: ModeEvasive})
	if v := s.View(1).(*State); v.squads[q].mode != ModeNone {
		t.Fatal("Blue sees the mode before the reveal")
	}
	s, _ = apply(t, s, Seal{By: 0})
	_, ev := apply(t, s, Seal{By: 1})
	if want := "Marine Squad " + itoa(int(q)) + ", evasive"; !strings.Contains(eventsText(ev), want) {
		t.Fatalf("want %q in:\n%s", want, eventsText(ev))
	}
}

// TestRule_Boarding_ControlEndsWithTheLastBoarder: boarders who win a
// combat "now have control of that component"; once no enemy unit is left
// aboard, nobody holds it, and the crew have it back (rules 9, the
// eighteenth audit: rules 1-8 left a component ceased for the rest of the
// battle after its boarders were all destroyed, and a save of theirs still
// does). Boarders still aboard keep everything they hold.
func TestRule_Boarding_ControlEndsWithTheLastBoarder(t *testing.T) {
	s := boarded(t, 0)
	b := s.mustShip(t, "B")
	// Turn 2: Marine Squad 0 destroys a defender and seizes the B's AM;
	// the defenders roll 6s.
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Assign{By: 0, Squad: 0, Target: 3}}, late: []int{1, 6, 6, 6, 6, 6}})
	if !n.ships[b].sys[0].ctrl || !strings.Contains(text, "boarders take control of the B's AM") {
		t.Fatalf("no seizure: %s", text)
	}
	// Turn 3: one marine dies, the other holds on: the AM stays held.
	one, text := playTurn(t, n, turnPlan{late: []int{6, 6, 1, 6}})
	alive := 0
	for _, q := range one.Squads() {
		if q.Side == 0 && q.Alive {
			alive++
		}
	}
	if alive != 1 || !one.ships[b].sys[0].ctrl {
		t.Fatalf("%d marines left, AM held %v: %s", alive, one.ships[b].sys[0].ctrl, text)
	}
	// Turn 3 the other way: both marines die, and the crew take the AM back.
	split := []engine.Intent{Assign{By: 1, Squad: 2, Target: 1}, Assign{By: 1, Squad: 4, Target: 0}}
	both, text := playTurn(t, n, turnPlan{decl: split, late: []int{6, 6, 1, 1}})
	for _, q := range both.Squads() {
		if q.Side == 0 && q.Alive {
			t.Fatalf("a marine survives: %s", text)
		}
	}
	if both.ships[b].sys[0].ctrl || !strings.Contains(text, "no enemy boarder is left aboard the B: its crew take back its AM") {
		t.Errorf("the AM still held: %s", text)
	}
	if !both.mountUp(b, 0) {
		t.Error("the AM does not work again")
	}
	// A save of rules 1-8 keeps it held.
	older := *n.rules.sc
	older.heldForGood = true
	r := *n.rules
	r.sc = &older
	o := n.clone()
	o.rules = &r
	o, _ = playTurn(t, o, turnPlan{decl: split, late: []int{6, 6, 1, 1}})
	if !o.ships[b].sys[0].ctrl {
		t.Error("rules 1-8 gave the AM back")
	}
}

// TestRule_Boarding_GainingEntryIsEachUnitsFirstTurn: "Boarders cannot
// attack on the first turn" counts for each unit: the B's commando,
// crossing to the A a turn after the A's marines boarded the B, does not
// attack in the turn it gains entry, while the marines, in their second
// turn aboard the B, do (and the A's crew attack the commando at once).
func TestRule_Boarding_GainingEntryIsEachUnitsFirstTurn(t *testing.T) {
	s := boarded(t, 0)
	b := s.mustShip(t, "B")
	_, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Board{By: 1, Ship: b, Target: 0}}, late: []int{6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6}})
	if !strings.Contains(text, "boarding units of the B gain entry to the A") || strings.Contains(text, "Commando Unit 2 at") ||
		!strings.Contains(text, "Marine Squad 0 at") || !strings.Contains(text, "Marine Squad 1 at") || !strings.Contains(text, "at Commando Unit 2 aboard the A") {
		t.Fatalf("%s", text)
	}
}

// TestRule_Boarding_OutOfReachSaysSo: a boarding roll no face of the die
// can win says so, as a shot does ("out of reach"): Regular Crew defending
// their own ship (−1) at a Commando Unit need −1 or less (1 + 0 − 2), and
// the least they make is 0.
func TestRule_Boarding_OutOfReachSaysSo(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Wizard", "0,0", "N", 1})
	s.mut(1).mustered = true
	s.squads = append(s.mutSquads(),
		squad{side: 1, kind: 0, home: 1, host: 1, sys: -1, target: -1, alive: true},
		squad{side: 0, kind: 2, home: 0, host: 1, sys: s.cls(0).troops[0].sys, target: -1, alive: true})
	s.dice = engine.NewDice(1).Force(1, 6)
	ev := s.boardingRound(1, nil)
	want := "1d6 [1] −1 defending its own ship = 0, needs −1 or less: survives (boarding table, Regular Crew unit attacking Commando Unit: −1 or less after the modifiers; out of reach: the least it makes is 0)"
	for _, e := range ev {
		if e.Roll != nil && strings.HasPrefix(e.Roll.Purpose, TroopName(0)) {
			if !strings.HasSuffix(e.Roll.String(), want) {
				t.Fatalf("%q, want it to end %q", e.Roll.String(), want)
			}
			return
		}
	}
	t.Fatalf("the crew did not roll: %s", eventsText(ev))
}

// crewKeep is a test battle of Red's Boarder A (two Marine Squads) docked
// with Blue's Keep K (a crew of 10, first in its damage order, and no
// troops: its crew units are its only defenders), and Red's Gunship G a
// hex astern of them.
func crewKeep(t *testing.T) *State {
	t.Helper()
	keep := design.Design{Name: "Keep", Maneuver: 2, Crew: 10, Weapons: []design.Weapon{{Name: "Beam", Type: design.Beam, Dice: 1, Range: 4, Arc: design.Primary}},
		Aux: []design.Aux{{Kind: design.CrewAux}, {Kind: design.Storage, Qty: 70}}}
	boarder := design.Design{Name: "Boarder", Maneuver: 2, Weapons: []design.Weapon{{Name: "Beam", Type: design.Beam, Dice: 1, Range: 4, Arc: design.Primary}},
		Aux: []design.Aux{{Kind: design.Marines, Qty: 2}, {Kind: design.Storage, Qty: 70}}}
	gunship := design.Design{Name: "Gunship", Maneuver: 2, Weapons: []design.Weapon{{Name: "Heavy beam", Type: design.Beam, Dice: 2, Range: 6, Arc: design.Primary}},
		Aux: []design.Aux{{Kind: design.Storage, Qty: 70}, {Kind: design.Storage, Qty: 70}}}
	return stateOf(t, ScenarioFile{Name: "crew", Title: "Crew (test)", Designs: []design.Design{keep, boarder, gunship}, Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "A", Design: "Boarder", At: "0,0", Heading: "N", Docked: "K"}, {Name: "G", Design: "Gunship", At: "0,1", Heading: "N"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "K", Design: "Keep", At: "0,0", Heading: "N"}}},
	}})
}

// crewUnitsAboard counts the living Regular Crew units of ship id.
func crewUnitsAboard(s *State, id ShipID) int {
	n := 0
	for _, q := range s.squads {
		if q.alive && q.kind == 0 && q.home == id && q.host == id {
			n++
		}
	}
	return n
}

// TestRule_Boarding_CrewUnitsGoWithTheCrew (rules 15): a boarded ship's
// crew forms a Regular Crew unit for every five crew, rounded up (own),
// and "Crew is considered an Auxiliary system", which damage kills. Crew
// killed by damage after the units were formed take the units they no
// longer fill, the last first, as a lost point of a boarding group takes
// a squad of it: the Keep's 10 crew form 2 units; 4 crew lost leave 6 (2
// units still), one more leaves 5 (1 unit), five more none, and with no
// defender left the Keep is taken a turn later. Rules 1-14 left both
// units standing with no crew at all, and they fought on.
func TestRule_Boarding_CrewUnitsGoWithTheCrew(t *testing.T) {
	s := crewKeep(t)
	k := s.mustShip(t, "K")
	// Turn 1: the marines gain entry; the crew's rolls are 6s.
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Board{By: 0, Ship: 0, Target: k}}, late: []int{6, 6, 6, 6}})
	if got := crewUnitsAboard(n, k); got != 2 || n.crew(k) != 10 {
		t.Fatalf("crew %d in %d units, want 10 in 2: %s", n.crew(k), got, text)
	}
	hits := []struct{ dmg, crew, units int }{{4, 6, 2}, {1, 5, 1}, {5, 0, 0}}
	for _, h := range hits {
		n.dice = engine.NewDice(1)
		ev := n.damage(k, hit{dmg: h.dmg, ignoresShields: true, aim: AimAux, what: "test"}, nil)
		if n.crew(k) != h.crew || crewUnitsAboard(n, k) != h.units {
			t.Fatalf("%d more lost: crew %d in %d units, want %d in %d: %s", h.dmg, n.crew(k), crewUnitsAboard(n, k), h.crew, h.units, eventsText(ev))
		}
		if h.dmg == 1 && !strings.Contains(eventsText(ev), "Regular Crew unit 3 aboard the K is lost with the crew: 5 of its crew are left, for 1 unit") {
			t.Errorf("the log: %s", eventsText(ev))
		}
	}
	n, text = playTurn(t, n, turnPlan{late: []int{6, 6, 6, 6}})
	if !strings.Contains(text, "no defenders are left on the K") {
		t.Fatalf("turn 2: %s", text)
	}
	n, text = playTurn(t, n, turnPlan{})
	if n.ships[k].status != stCaptured {
		t.Fatalf("turn 3: the K is not taken: %s", text)
	}
}
