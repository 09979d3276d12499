package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The sixth audit (rules 5, not released): the behaviour of each auxiliary
// system and special weapon, clause by clause, and the craft.

// battleWith starts a test battle of the test designs and more.
func battleWith(t testing.TB, more []design.Design, ships ...place) *State {
	t.Helper()
	return battleOf(t, append(testDesigns(), more...), nil, ships...)
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
	if n.ships[crafts[0]].status != stAboard || !strings.Contains(eventsText(ev), "no power") {
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

// TestRule_Stasis_NoBoardingCombatAboard: the Stasis Beam "stops all
// movement, fire, and action" of the ships it holds, and a held ship
// "cannot be affected by anything": the units fighting aboard it roll no
// boarding combat and it is not taken while it is held; once released the
// fight goes on (rules 5; before, boarders aboard a held ship fought on
// and could take it).
func TestRule_Stasis_NoBoardingCombatAboard(t *testing.T) {
	n, _ := apply(t, docked(t), Board{By: 0, Ship: 0, Target: 1})
	n.dice = engine.NewDice(1)
	n.boarding(nil) // the marines gain entry
	alive := func(s *State) (k int) {
		for q := range s.squads {
			if s.squads[q].alive {
				k++
			}
		}
		return k
	}
	before := alive(n)
	held := n.clone()
	held.mut(1).heldUntil = held.turn
	held.dice = engine.NewDice(1).Force(1, 1, 1, 1, 1, 1, 1, 1)
	ev := held.boarding(nil)
	if alive(held) != before || strings.Contains(eventsText(ev), "destroyed") {
		t.Fatalf("boarding combat aboard a ship in stasis: %s", eventsText(ev))
	}
	// Not held, the same dice destroy units.
	free := n.clone()
	free.dice = engine.NewDice(1).Force(1, 1, 1, 1, 1, 1, 1, 1)
	free.boarding(nil)
	if alive(free) >= before {
		t.Fatal("no unit destroyed by rolls of 1")
	}
	// No defenders left: the held ship is not taken while it is held.
	for q := range held.squads {
		if held.squads[q].side == 1 {
			held.mutSquads()[q].alive = false
		}
	}
	for k := 0; k < 3; k++ {
		held.captures(nil)
		held.turn++
		held.mut(1).heldUntil = held.turn
	}
	if held.ships[1].status != stActive {
		t.Fatal("a ship in stasis is taken")
	}
	held.mut(1).heldUntil = 0
	held.captures(nil)
	held.turn++
	held.captures(nil)
	if held.ships[1].status != stCaptured {
		t.Fatalf("the released ship is not taken one turn after: status %d", held.ships[1].status)
	}
}

// TestRule_EndOfBattle_CraftInAHangarWithoutPower: a side is incapable of
// resistance when no ship or craft could fire some day; the craft in the
// hangars of a carrier that has lost its whole Drive cannot be launched
// (its hangars have no power), so they count no more than the carrier's
// own energy weapons do (rules 5).
func TestRule_EndOfBattle_CraftInAHangarWithoutPower(t *testing.T) {
	s := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	if !s.capable(0) {
		t.Fatal("a powered carrier is not capable")
	}
	s.damage(0, hit{dmg: s.drive(0), aim: AimDrive, what: "test"}, nil)
	crafts := s.aboard(0, "Dart")
	if s.capable(0) || s.capable(crafts[0]) {
		t.Fatalf("a carrier without power (its beam dead, its hangars shut) still resists: carrier %v, craft %v", s.capable(0), s.capable(crafts[0]))
	}
	ev := s.endTurn(nil)
	if !s.outcome.Over || s.outcome.Winner != 1 || !strings.Contains(eventsText(ev), "incapable of resistance") {
		t.Fatalf("%+v: %s", s.outcome, eventsText(ev))
	}
}
