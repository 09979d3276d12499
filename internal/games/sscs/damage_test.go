package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestRule_DoingDamage_EqualDamageHarmsNothing: "a ship may not take
// damage if its shields and armor are greater than the damage", and it
// takes damage only when "more damage is received in a turn" than it has
// shields and armor: damage equal to the two together harms no system; the
// next point that turn does (the pool is the turn's, not the shot's).
func TestRule_DoingDamage_EqualDamageHarmsNothing(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-8", "S", 0})
	n := s.clone()
	n.dice = engine.NewDice(1).Force(1)
	ev := n.damage(1, hit{dmg: 5, what: "test"}, nil)
	if text := eventsText(ev); !strings.Contains(text, "; 0 penetrate") || strings.Contains(text, "hit chart") || n.drive(1) != 3 {
		t.Fatalf("5 against shields 3 and armor 2: %s", text)
	}
	if n.ships[1].shieldLeft != 0 || n.ships[1].armor != 0 {
		t.Fatalf("shields %d armor %d", n.ships[1].shieldLeft, n.ships[1].armor)
	}
	ev = n.damage(1, hit{dmg: 1, what: "second"}, nil)
	if text := eventsText(ev); !strings.Contains(text, "; 1 penetrate") || n.drive(1) != 2 {
		t.Fatalf("one more point: %s", text)
	}
}

// TestRule_ResultOfDamage_WhatWorksWithoutPower: with every Drive point
// lost, missiles (autonomous) and antimissiles (their own power) still
// work; railguns, beams and cannons use energy and stop; so do the
// shields and the ECM.
func TestRule_ResultOfDamage_WhatWorksWithoutPower(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-3", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
	want := []bool{false, false, true, true, false, false}
	for m, w := range want {
		if got := s.mountWorks(0, m); got != w {
			t.Errorf("%s works without power: %v, want %v", s.cls(0).mounts[m].name, got, w)
		}
	}
	if s.ecm(0) != 0 {
		t.Errorf("ECM %d without power", s.ecm(0))
	}
	n := s.fireStep(0)
	apply(t, n, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	refuse(t, n, Fire{By: 0, Ship: 0, Weapon: 1, From: 0, Target: 1}, "no power")
}

// TestRule_DamageControl_CrewAtTheRollAndNoTroops: the crew must be there
// when the roll is made (one roll per crew member able to work), and
// boarding parties cannot be brought back.
func TestRule_DamageControl_CrewAtTheRollAndNoTroops(t *testing.T) {
	s := battle(t, nil, place{0, "F", "Dart", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	n, _ := apply(t, s, Repair{By: 0, Ship: 0, System: s.cls(0).driveSys})
	c := n.cls(0)
	*n.point(0, c.crewSys, 0) |= ptDown // the only crewman falls before the Activity phase
	n.dice = engine.NewDice(1).Force(6)
	if ev := n.damageControl(nil); len(ev) != 0 || n.drive(0) != 3 {
		t.Fatalf("a roll without crew: %s", eventsText(ev))
	}
	g := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	g.dice = engine.NewDice(1)
	marines := g.cls(0).troops[0].sys
	g.knock(0, marines, nil)
	refuse(t, g, Repair{By: 0, Ship: 0, System: marines}, "no point that damage control can bring back")
}

// TestRule_DoingDamage_SalvoChartWithAim: with the hit chart rolled once a
// salvo, damage aimed at an area exhausts it in damage order and only the
// overflow rolls the chart, once.
func TestRule_DoingDamage_SalvoChartWithAim(t *testing.T) {
	s := battle(t, engine.Options{OptHitChart: ChartSalvo}, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-8", "S", 0})
	n := s.clone()
	n.dice = engine.NewDice(1).Force(1, 4)
	// 5 at the Drive (3 points): the Drive goes, 2 more on one chart roll
	// (1: the Drive, empty, roll again; 4: the auxiliaries in order).
	ev := n.damage(1, hit{dmg: 5, aim: AimDrive, what: "test"}, nil)
	text := eventsText(ev)
	if n.drive(1) != 0 || strings.Count(text, "hit chart") != 2 || !strings.Contains(text, "roll again") {
		t.Fatalf("%s", text)
	}
	ecm := n.cls(1).ecmSys[0]
	if n.up(1, ecm) != 0 {
		t.Fatalf("the first auxiliary (ECM) is still up: %s", text)
	}
}

// TestExample_Repair_CostOf10Needs10Parts: "If a system has a repair cost
// of 10, it needs 10 repair parts", the repair cost being half the
// construction cost: a system that cost 20 to build needs 10 parts.
func TestExample_Repair_CostOf10Needs10Parts(t *testing.T) {
	if design.RepairParts(20) != 10 {
		t.Fatalf("a system of cost 20 needs %d parts", design.RepairParts(20))
	}
}

// TestRule_ResultOfDamage_HangarsTakeTheirCraft: a hangar bay lost
// destroys a craft in it when more craft are aboard than bays are left
// (own), and a carrier reduced to scrap takes every craft aboard with it
// (The Result of Damage: "so much scrap"); the enemy scores each craft.
func TestRule_ResultOfDamage_HangarsTakeTheirCraft(t *testing.T) {
	s := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	crafts := s.aboard(0, "Dart")
	if len(crafts) != 2 {
		t.Fatalf("%d craft aboard", len(crafts))
	}
	dart := s.cls(crafts[0]).dv.Cost
	ev := s.damage(0, hit{dmg: 1, aim: AimAux, what: "test"}, nil)
	if len(s.aboard(0, "Dart")) != 1 || s.ships[crafts[1]].status != stScrap || !strings.Contains(eventsText(ev), "destroyed in its hangar") {
		t.Fatalf("%s", eventsText(ev))
	}
	if s.Score(1) != dart {
		t.Fatalf("score %d, want a Dart's %d", s.Score(1), dart)
	}
	// The second bay lost takes the last craft.
	s.damage(0, hit{dmg: 1, aim: AimAux, what: "test"}, nil)
	if s.up(0, s.cls(0).hangars[0].sys) != 0 || len(s.aboard(0, "Dart")) != 0 {
		t.Fatalf("the second bay: %d up, %d aboard", s.up(0, s.cls(0).hangars[0].sys), len(s.aboard(0, "Dart")))
	}
	// The carrier scrapped: everything aboard goes with it.
	n := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	n.dice = engine.NewDice(1)
	n.damage(0, hit{dmg: 1000, what: "test"}, nil)
	if n.ships[0].status != stScrap || n.ships[crafts[0]].status != stScrap || n.ships[crafts[1]].status != stScrap {
		t.Fatal("craft survive their carrier")
	}
	if n.Score(1) != n.cls(0).dv.Cost+2*dart {
		t.Fatalf("score %d", n.Score(1))
	}
}

// twinNest lists two hangars of one bay each for the same craft.
var twinNest = design.Design{Name: "Twin", Maneuver: 2, Weapons: []design.Weapon{
	{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Defensive},
}, Aux: []design.Aux{{Kind: design.Hangar, Craft: "Dart", Qty: 1}, {Kind: design.Hangar, Craft: "Dart", Qty: 1}, {Kind: design.Storage, Qty: 20}}}

// TestRule_Hangars_EveryBayOfTheCraft: "Hangars … for storage and repair
// of fighters", a bay for each craft: a carrier whose design lists two
// hangars for one craft has the bays of both for it. A craft lands while
// any bay for its design is free, and a lost bay destroys a craft only
// when more are aboard than bays are left in all those hangars (rules 5;
// before, each hangar was counted alone, so a Dart could not land in the
// free bay of the second hangar, and losing the first hangar's bay
// destroyed a Dart the second still had room for).
func TestRule_Hangars_EveryBayOfTheCraft(t *testing.T) {
	s := battleWith(t, []design.Design{twinNest}, place{0, "T", "Twin", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	crafts := s.aboard(0, "Dart")
	if len(crafts) != 2 || s.bays(0, "Dart") != 2 {
		t.Fatalf("%d craft aboard, %d bays", len(crafts), s.bays(0, "Dart"))
	}
	// One Dart out: it may land again in the bay it left.
	out := s.mut(crafts[0])
	out.status, out.carrier, out.pos = stActive, NoShip, s.ships[0].pos
	if !s.landing(crafts[0], 0) {
		t.Fatal("a Dart finds no free bay in a carrier with two bays and one Dart aboard")
	}
	// The first hangar's bay lost: the Dart aboard keeps the second's.
	s.dice = engine.NewDice(1)
	ev := s.knock(0, s.cls(0).hangars[0].sys, nil)
	if s.ships[crafts[1]].status != stAboard || strings.Contains(eventsText(ev), "destroyed in its hangar") {
		t.Fatalf("the Dart aboard is lost with a bay it did not need: %s", eventsText(ev))
	}
	if s.landing(crafts[0], 0) {
		t.Fatal("a Dart lands with both bays left taken")
	}
	// The second bay lost too: the Dart aboard goes with it.
	ev = s.knock(0, s.cls(0).hangars[1].sys, nil)
	if s.ships[crafts[1]].status != stScrap {
		t.Fatalf("the last Dart survives the loss of every bay: %s", eventsText(ev))
	}
}

// TestRule_ResultOfDamage_HangarsNeedPower: "Damaging all Drive systems
// also stops all power production", and only missiles, repair,
// antimissiles and armor go on working; a hangar is none of them. A
// carrier that has lost every Drive point neither launches (the
// declaration is refused, and a craft declared before the last point went
// stays aboard) nor takes a craft into its hangar (the craft docks with it
// as with any other ship); with a Drive point back it launches again
// (rules 5).
func TestRule_ResultOfDamage_HangarsNeedPower(t *testing.T) {
	s := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	crafts := s.aboard(0, "Dart")
	s, _ = apply(t, s, Launch{By: 0, Craft: crafts[0]})
	// The carrier loses its whole Drive during the movement.
	s.damage(0, hit{dmg: s.drive(0), aim: AimDrive, what: "test"}, nil)
	if s.drive(0) != 0 {
		t.Fatalf("Drive %d", s.drive(0))
	}
	n := s.clone()
	ev := n.launching(nil)
	if n.ships[crafts[0]].status != stAboard || !strings.Contains(eventsText(ev), "without power") {
		t.Fatalf("a carrier without power launched its craft: %s", eventsText(ev))
	}
	refuse(t, s.clone().withDice(), Launch{By: 0, Craft: crafts[1]}, "without power")
	// A Dart outside does not land in it: it docks alongside.
	out := s.mut(crafts[1])
	out.status, out.carrier, out.pos = stActive, NoShip, s.ships[0].pos
	s.mut(crafts[0]).status = stScrap // a free bay
	if s.landing(crafts[1], 0) {
		t.Fatal("a Dart lands in the hangar of a carrier without power")
	}
	// Damage control brings a Drive point back: the hangar works again.
	*s.point(0, s.cls(0).driveSys, 0) &^= ptDown
	if !s.landing(crafts[1], 0) {
		t.Fatal("a Dart finds no bay in a powered carrier with a free one")
	}
}

// cutter is a small ship, not a fighter; the tender carries two.
var (
	cutter = design.Design{Name: "Cutter", Maneuver: 3, Weapons: []design.Weapon{
		{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Primary},
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 10}}}
	tender = design.Design{Name: "Tender", Maneuver: 2, Aux: []design.Aux{{Kind: design.Hangar, Craft: "Cutter", Qty: 2}, {Kind: design.Storage, Qty: 40}}}
)

// TestRule_Hangars_HoldAnyVehicle: a hangar holds "each fighter (or other
// Vehicle)": a carrier of two cutters, ships that are not fighters, starts
// with them aboard, launches one, and takes it back into the free bay;
// its cost in a squadron counts them as a carrier's fighters are counted;
// a design file with such a hangar validates, and one whose craft carries
// a hangar itself is refused, saying why (before, every hangar for
// anything but a fighter was refused).
func TestRule_Hangars_HoldAnyVehicle(t *testing.T) {
	s := battleWith(t, []design.Design{cutter, tender}, place{0, "T", "Tender", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	crafts := s.aboard(0, "Cutter")
	if len(crafts) != 2 || s.bays(0, "Cutter") != 2 {
		t.Fatalf("%d cutters aboard, %d bays", len(crafts), s.bays(0, "Cutter"))
	}
	if c := s.cls(0); c.cost != c.dv.Cost+2*s.cls(crafts[0]).dv.Cost {
		t.Fatalf("the tender costs %d with its cutters, want %d + 2 × %d", c.cost, c.dv.Cost, s.cls(crafts[0]).dv.Cost)
	}
	s, _ = apply(t, s, Launch{By: 0, Craft: crafts[0]})
	n := s.clone()
	n.launching(nil)
	if n.ships[crafts[0]].status != stActive {
		t.Fatal("the tender did not launch its cutter")
	}
	if !n.landing(crafts[0], 0) {
		t.Fatal("a cutter finds no bay in its tender with one free")
	}
	if _, err := (Game{}).CheckData([]byte("- {name: Cutter, maneuver: 3, weapons: [{type: beam, dice: 1, range: 4, arc: primary}], aux: [{kind: storage, qty: 40}]}\n" +
		"- {name: Tender, maneuver: 2, aux: [{kind: hangar, craft: Cutter, qty: 2}, {kind: storage, qty: 40}]}\n")); err != nil {
		t.Fatalf("a tender's file refused: %v", err)
	}
	if _, err := (Game{}).CheckData([]byte("- {name: Ark, maneuver: 2, aux: [{kind: hangar, craft: Aerie}]}\n")); err == nil || !strings.Contains(err.Error(), "Aerie carries a hangar itself") {
		t.Fatalf("a hangar for the catalogue's carrier: %v", err)
	}
}

// TestRule_DamageControl_CraftInAHangar: "If a ship doesn't receive enough
// damage to reduce it to scrap, then it may attempt repair" — a craft in
// its carrier's hangar too (a hangar is "for storage and repair of
// fighters"); before, a craft aboard could declare nothing but its launch.
// It rolls as a fighter (a 6); nothing is done aboard a carrier shut down
// or held, whether before the declaration or after it.
func TestRule_DamageControl_CraftInAHangar(t *testing.T) {
	s := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	d := s.aboard(0, "Dart")[0]
	drive := s.cls(d).driveSys
	s.knock(d, drive, nil)
	low := s.drive(d)
	in := Repair{By: 0, Ship: d, System: drive}
	offered := false
	for _, l := range s.Legal(0) {
		offered = offered || l == in
	}
	if !offered {
		t.Fatalf("Legal offers no damage control for the craft aboard: %v", s.Legal(0))
	}
	n, _ := apply(t, s, in)
	for _, c := range []struct {
		face int
		want int
	}{{5, low}, {6, low + 1}} {
		m := n.clone()
		m.dice = engine.NewDice(1).Force(c.face)
		ev := m.damageControl(nil)
		if m.drive(d) != c.want || !strings.Contains(eventsText(ev), "damage control on the") {
			t.Fatalf("a %d: Drive %d, want %d: %s", c.face, m.drive(d), c.want, eventsText(ev))
		}
	}
	// The carrier shut down since the declaration: no roll.
	m := n.clone()
	m.mut(0).empUntil = m.turn
	m.dice = engine.NewDice(1).Force(6)
	if ev := m.damageControl(nil); m.drive(d) != low || !strings.Contains(eventsText(ev), "its carrier, the N, is shut down") {
		t.Fatalf("damage control aboard a shut carrier: %s", eventsText(ev))
	}
	// Shut down before: refused.
	h := s.clone()
	h.mut(0).heldUntil = h.turn
	refuse(t, h, in, "nothing is done aboard")
}

// TestRule_ResultOfDamage_ShieldsFallWithThePower: the shields are a pool
// for the turn, but they need power ("Damaging all Drive systems also
// stops all power production", and shields are not among the systems
// that go on without it): a Target whose last Drive point goes to a
// railgun (which passes the shields: armor 2, then the Drive's 3) still
// has its whole pool of 3 unspent, and the next point of a beam that turn
// meets no shield and no armor — it penetrates.
func TestRule_ResultOfDamage_ShieldsFallWithThePower(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-1", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(1, hit{dmg: 5, ignoresShields: true, aim: AimDrive, what: "railgun"}, nil)
	if s.drive(1) != 0 || s.ships[1].armor != 0 {
		t.Fatalf("Drive %d, armor %d", s.drive(1), s.ships[1].armor)
	}
	s.dice = engine.NewDice(1).Force(4)
	if text := eventsText(s.damage(1, hit{dmg: 1, what: "beam"}, nil)); !strings.Contains(text, "beam: 1 damage to the B; 1 penetrate") {
		t.Fatalf("shields without power: %s", text)
	}
	if info, _ := s.Ship(1); info.Shields != 0 {
		t.Fatalf("shield rating %d without power", info.Shields)
	}
}

// TestRule_ResultOfDamage_AntimissilesAnswerMissilesWithoutPower: with
// every Drive point lost the ship has no power, but "Antimissiles have
// their own power supply": its antimissile still shoots at a salvo aimed
// at it, and destroys a missile; its beam, which uses energy, may not be
// named to shoot.
func TestRule_ResultOfDamage_AntimissilesAnswerMissilesWithoutPower(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-3", "S", 0})
	s.dice = engine.NewDice(1)
	for k := 0; k < 3; k++ {
		s.knock(1, s.cls(1).driveSys, nil)
	}
	if s.drive(1) != 0 || s.powered(1) {
		t.Fatalf("B keeps Drive %d", s.drive(1))
	}
	f, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	if f.phase != phReact {
		t.Fatalf("phase %d after the launch", f.phase)
	}
	refuse(t, f, ShootDown{By: 1, Weapons: []int{1}}, "no power for its Beam")
	f.dice = engine.NewDice(1).Force(1, 1) // 2d10 against 1: the AM cannot miss at half of 3 hexes
	n, ev := apply(t, f, ShootDown{By: 1, Weapons: []int{0}})
	text := eventsText(ev)
	if n.Ships()[1].HitPoints != s.Ships()[1].HitPoints || !strings.Contains(text, "one missile shot down") {
		t.Fatalf("the missile was not shot down: %s", text)
	}
}

// TestRule_ResultOfDamage_ScrapOnlyWhenEveryCategoryIsZero: a ship is
// scrap when it "has a value of 0 in every category". With its Drive and
// every weapon gone but auxiliaries left it is not: it stays in play (it
// may still be shot at, and is no longer capable of resistance); the last
// auxiliary point makes it scrap.
func TestRule_ResultOfDamage_ScrapOnlyWhenEveryCategoryIsZero(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-3", "S", 0})
	n := s.clone()
	n.dice = engine.NewDice(1)
	n.mut(1).armor, n.mut(1).shieldLeft = 0, 0
	n.damage(1, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
	ev := n.damage(1, hit{dmg: 2, aim: AimWeapons, what: "test"}, nil)
	if n.drive(1) != 0 || n.mountWorks(1, 0) || n.mountWorks(1, 1) {
		t.Fatalf("Drive %d, weapons %v %v: %s", n.drive(1), n.mountWorks(1, 0), n.mountWorks(1, 1), eventsText(ev))
	}
	if n.ships[1].status == stScrap || n.capable(1) {
		t.Fatalf("no Drive, no weapons, auxiliaries left: status %d, capable %v", n.ships[1].status, n.capable(1))
	}
	if err := n.fireStep(0).Check(Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}); err != nil {
		t.Fatalf("a hulk with auxiliaries left cannot be shot at: %v", err)
	}
	hp := n.Ships()[1].HitPoints
	ev = n.damage(1, hit{dmg: hp - 1, aim: AimAux, what: "test"}, nil)
	if n.ships[1].status == stScrap {
		t.Fatalf("scrap with a point left: %s", eventsText(ev))
	}
	ev = n.damage(1, hit{dmg: 1, aim: AimAux, what: "test"}, nil)
	if n.ships[1].status != stScrap {
		t.Fatalf("not scrap at 0 in every category: %s", eventsText(ev))
	}
}

// TestRule_DoingDamage_PoolBackNextTurnArmorNot, played through the
// intents: shields are a pool for the turn and "can be raised in the turn
// after they are penetrated" — full again when the next turn begins,
// whether they were penetrated or only drawn on — while the armor spent
// stays spent ("used up"). The Target (shields 3, armor 2) takes the
// Gun's Six (3) and Side (2) in turn 1.
func TestRule_DoingDamage_PoolBackNextTurnArmorNot(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-1", "S", 0})
	// A moves 0 and fires the Six (3) and the Side (2) at B: real 1 × ECM 4 = 4; six 1s = 6 hits.
	n, text := playTurn(t, s, turnPlan{fire: map[string][]engine.Intent{"A": {
		Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1},
		Fire{By: 0, Ship: 0, Weapon: 4, From: 0, Target: 1},
	}}, faces: []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}})
	if n.turn != 2 {
		t.Fatalf("turn %d: %s", n.turn, text)
	}
	if n.ships[1].shieldLeft != 3 || n.ships[1].armor != 0 {
		t.Fatalf("turn 2: shields %d (want 3 back), armor %d (want 0, used up): %s", n.ships[1].shieldLeft, n.ships[1].armor, text)
	}
	// C3: used in part only, the pool is full again next turn too.
	m, text := playTurn(t, s, turnPlan{fire: map[string][]engine.Intent{"A": {
		Fire{By: 0, Ship: 0, Weapon: 4, From: 0, Target: 1},
	}}, faces: []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1}})
	if m.ships[1].shieldLeft != 3 || m.ships[1].armor != 2 {
		t.Fatalf("turn 2 after 2 absorbed: shields %d armor %d: %s", m.ships[1].shieldLeft, m.ships[1].armor, text)
	}
}

// TestRule_DamageControl_DeclaredForItsTurnOnly: damage control is
// announced in the Declaration phase and one point brought online in that
// turn's Activity phase; nothing declared the next turn, nothing is rolled.
func TestRule_DamageControl_DeclaredForItsTurnOnly(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Repair{By: 0, Ship: 0, System: s.cls(0).driveSys}}, late: []int{5}})
	if n.drive(0) != 2 {
		t.Fatalf("turn 1 drive %d: %s", n.drive(0), text)
	}
	n, text = playTurn(t, n, turnPlan{late: []int{6, 6, 6}})
	if n.drive(0) != 2 || strings.Contains(text, "damage control") {
		t.Fatalf("turn 2, nothing declared: drive %d: %s", n.drive(0), text)
	}
}

// TestRule_DamageControl_CrewEachTurn: "You cannot roll for more damage
// control than you have crew" counts each turn's rolls: a fighter with a
// crew of 1 rolls once a turn (a second declaration refused), again the
// next turn; and a fighter's 5 does not mend.
func TestRule_DamageControl_CrewEachTurn(t *testing.T) {
	big := design.Design{Name: "Dart2", Fighter: true, Maneuver: 4, Weapons: []design.Weapon{
		{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Primary},
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 4}}}
	s := battleWith(t, []design.Design{big}, place{0, "F", "Dart2", "0,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	d := s.cls(0).driveSys
	n, _ := apply(t, s, Repair{By: 0, Ship: 0, System: d})
	refuse(t, n, Repair{By: 0, Ship: 0, System: d}, "crew")
	n, text := playTurn(t, n, turnPlan{late: []int{6}})
	if n.drive(0) != 3 {
		t.Fatalf("drive %d: %s", n.drive(0), text)
	}
	n, _ = apply(t, n, Repair{By: 0, Ship: 0, System: d})
	n, text = playTurn(t, n, turnPlan{late: []int{5}})
	if n.drive(0) != 3 {
		t.Fatalf("a fighter's 5 mended: %s", text)
	}
	refuse(t, n, Repair{By: 0, Ship: 0, System: d}, "")
}

// TestRule_ResultOfDamage_PowerBackShieldsNextTurn: a Target with every
// Drive point lost has no power and no shields; damage control bringing
// one Drive point back in the Activity phase raises them in full for the
// next turn.
func TestRule_ResultOfDamage_PowerBackShieldsNextTurn(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Target", "0,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
	s.dice = engine.NewDice(1)
	s.mut(0).armor, s.mut(0).shieldLeft = 0, 0
	s.damage(0, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
	if s.powered(0) {
		t.Fatal("powered")
	}
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Repair{By: 0, Ship: 0, System: s.cls(0).driveSys}}, late: []int{5}})
	if n.drive(0) != 1 || n.ships[0].shieldLeft != 3 {
		t.Fatalf("drive %d shields %d: %s", n.drive(0), n.ships[0].shieldLeft, text)
	}
}

// TestRule_DamageControl_OnlyTheFailedPoint: a point whose roll fails
// "cannot be rolled for again", but another down point of the same system
// can: the Gun's Drive, two points down, fails once, mends the other the
// next turn, and then has only the failed point, which is refused.
func TestRule_DamageControl_OnlyTheFailedPoint(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	d := s.cls(0).driveSys
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Repair{By: 0, Ship: 0, System: d}}, late: []int{1}})
	if n.drive(0) != 1 {
		t.Fatalf("%s", text)
	}
	n, text = playTurn(t, n, turnPlan{decl: []engine.Intent{Repair{By: 0, Ship: 0, System: d}}, late: []int{6}})
	if n.drive(0) != 2 {
		t.Fatalf("the other point: drive %d: %s", n.drive(0), text)
	}
	refuse(t, n, Repair{By: 0, Ship: 0, System: d}, "")
	// Two declared at once with one failed point and one good: only one may be.
	m, _ := playTurn(t, s, turnPlan{decl: []engine.Intent{Repair{By: 0, Ship: 0, System: d}}, late: []int{1}})
	m, _ = apply(t, m, Repair{By: 0, Ship: 0, System: d})
	refuse(t, m, Repair{By: 0, Ship: 0, System: d}, "")
}
