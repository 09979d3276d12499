package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The fourth audit: the rules-5 corrections and the traps it pinned.

// TestRule_EMP_ShutShipDeclaresOnlyItsSpeed: a pulse "shuts down ALL Ship
// operation" and the ship coasts; stasis stops "all movement, fire, and
// action". A ship shut down declares no damage control, docking or
// boarding (rules 5; rules 1-4 took them), and Legal offers none.
func TestRule_EMP_ShutShipDeclaresOnlyItsSpeed(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{0, "F", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimWeapons, what: "test"}, nil)
	ok := s.clone()
	apply(t, ok, Repair{By: 0, Ship: 0, System: 0})
	apply(t, ok, Dock{By: 0, Ship: 0, With: 1})
	s.mut(0).empUntil = s.turn + 1
	refuse(t, s, Repair{By: 0, Ship: 0, System: 0}, "electromagnetic pulse")
	refuse(t, s, Dock{By: 0, Ship: 0, With: 1}, "declares nothing but the speed it keeps")
	refuse(t, s, Speed{By: 0, Ship: 0, Speed: 3}, "electromagnetic pulse")
	apply(t, s, Speed{By: 0, Ship: 0, Speed: 2})
	// Another ship may still dock with it.
	apply(t, s, Dock{By: 0, Ship: 1, With: 0})
	for _, in := range s.Legal(0) {
		if shipOf(in) == 0 {
			t.Errorf("Legal offers %T for the shut-down ship", in)
		}
	}
	// Stasis holds it as surely.
	h := s.clone()
	h.mut(0).empUntil, h.mut(0).heldUntil = 0, h.turn
	refuse(t, h, Repair{By: 0, Ship: 0, System: 0}, "stasis")
}

func shipOf(in engine.Intent) ShipID {
	switch x := in.(type) {
	case Repair:
		return x.Ship
	case Dock:
		return x.Ship
	case Board:
		return x.Ship
	case Ram:
		return x.Ship
	}
	return NoShip
}

// TestRule_EMP_ShutAfterDeclaring: a ship shut down after it declared
// carries out nothing of it in the Activity phase: no damage control roll
// (the point is not lost for it: it was never tried), no launch from a
// shut-down carrier (rules 5).
func TestRule_EMP_ShutAfterDeclaring(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{0, "N", "Nest", "0,3", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	drive := s.cls(0).driveSys
	s, _ = apply(t, s, Repair{By: 0, Ship: 0, System: drive})
	craft := NoShip
	for i := range s.ships {
		if s.ships[i].status == stAboard {
			craft = ShipID(i)
			break
		}
	}
	s, _ = apply(t, s, Launch{By: 0, Craft: craft})
	// The pulse comes during the movement.
	s.mut(0).empUntil, s.mut(1).empUntil = s.turn, s.turn
	n := s.withDice(6, 6)
	ev := n.damageControl(nil)
	if n.drive(0) != 2 || !strings.Contains(eventsText(ev), "makes no damage control") {
		t.Fatalf("Drive %d: %s", n.drive(0), eventsText(ev))
	}
	if n.repairable(0, drive) < 0 {
		t.Fatal("the untried point can no longer be tried")
	}
	n.launching(nil)
	if n.ships[craft].status != stAboard {
		t.Fatal("a shut-down carrier launched its craft")
	}
	// Not shut down, the same declarations are carried out.
	m := s.withDice(6)
	m.mut(0).empUntil, m.mut(1).empUntil = 0, 0
	m.damageControl(nil)
	m.launching(nil)
	if m.drive(0) != 3 || m.ships[craft].status != stActive {
		t.Fatalf("Drive %d, craft %d", m.drive(0), m.ships[craft].status)
	}
}

// TestRule_EMP_EvasiveEndsWhenShutDown: evasive maneuvers are flown with
// the Drive's MP; a ship shut down by a pulse coasts, and so does one that
// loses its last Drive point ("stops all power production"): its evasive
// factors end at once, and shots at it no longer count them (rules 5;
// rules 1-4 kept them until its next move).
func TestRule_EMP_EvasiveEndsWhenShutDown(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "0,-6", "S", 0})
	s.mut(1).evasive = 2
	// Real 2 × (ECM 1 + evasive 2) = 6: 4d10 of the EMP (Range 4) need 6.
	n, text := project(t, s, 3, 1, hex.Hex{}, 0, 2, 2, 1, 1)
	if !n.shut(1) || n.ships[1].evasive != 0 || !strings.Contains(text, "evasive maneuvers end") {
		t.Fatalf("evasive %d: %s", n.ships[1].evasive, text)
	}
	// Shut down, no ECM either: the real range alone.
	if b, _ := n.fireStep(2).EffectiveRange(2, 0, 0, 1, false); b.Effective != 4 {
		t.Fatalf("after the pulse: %v", b)
	}
	// Losing the last Drive point ends them too; losing one short of it
	// does not.
	c := s.clone()
	c.mut(2).evasive = 3
	c.dice = engine.NewDice(1)
	c.damage(2, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	if c.ships[2].evasive != 3 {
		t.Fatalf("Drive %d: evasive %d", c.drive(2), c.ships[2].evasive)
	}
	ev := c.damage(2, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	if c.drive(2) != 0 || c.ships[2].evasive != 0 || !strings.Contains(eventsText(ev), "evasive maneuvers end") {
		t.Fatalf("Drive %d: evasive %d: %s", c.drive(2), c.ships[2].evasive, eventsText(ev))
	}
}

// TestRules4SavesStillRead: saves of rules 4 load and verify under rules
// 5 as far as they never met a correction. rules4-plain.json: the B flies
// an evasive maneuver and the Wizard moves; rules4-emp.json goes on with
// the Wizard's pulse at the B, which now ends its evasive maneuvers: the
// replay stops at that sixth intent.
func TestRules4SavesStillRead(t *testing.T) {
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/4") }
	if sess, err := read("rules4-plain.json"); err != nil || sess.Len() != 5 {
		t.Fatalf("rules4-plain: %v", err)
	}
	_, err := read("rules4-emp.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 6") {
		t.Fatalf("rules4-emp: %v", err)
	}
}

// TestMovement5_TurnCostWholeProducts: the formula rounds fractions up,
// and a product that is whole already stays as it is: 50 × .66 is 33, not
// 34 (a binary float rounded up would give 34: 0.66 is not exact in
// binary), 100 × .66 is 66; beyond the chart, method C goes on the same.
func TestMovement5_TurnCostWholeProducts(t *testing.T) {
	for _, c := range []struct{ speed, want int }{{50, 33}, {100, 66}, {25, 17}, {51, 34}} {
		if got := TurnCost(TurnFormula, c.speed); got != c.want {
			t.Errorf("formula at speed %d: %d, want %d", c.speed, got, c.want)
		}
		if got := TurnCost(TurnChart, c.speed); got != c.want {
			t.Errorf("chart at speed %d: %d, want %d", c.speed, got, c.want)
		}
	}
}

// TestRollingToHit_ExampleOdds: the worked example's shot (6d10 needing
// 30) hits with 42 907 of every 62 500 rolls; one hex more of effective
// range (31) hits less often, one less (29) more often.
func TestRollingToHit_ExampleOdds(t *testing.T) {
	c := HitChance(6, 30)
	if c.String() != "42907/62500" || c.Percent() != "68.6%" {
		t.Fatalf("6d10 ≥ 30: %s (%s)", c, c.Percent())
	}
	if HitChance(6, 31).PerMillion() >= c.PerMillion() || HitChance(6, 29).PerMillion() <= c.PerMillion() {
		t.Fatal("the odds do not fall with the effective range")
	}
}

// TestRule_EMP_ShutDockerDoesNotDock: a ship that declared docking and is
// shut down before the Activity phase does not complete its docking turn
// (rules 5); the same ship not shut down does.
func TestRule_EMP_ShutDockerDoesNotDock(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{0, "F", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-20", "S", 0})
	s, _ = apply(t, s, Dock{By: 0, Ship: 0, With: 1})
	ok := s.clone()
	ok.docking(nil)
	if ok.ships[0].dockWith != 1 || ok.ships[0].dockTurns != 1 {
		t.Fatalf("not docking: %+v", ok.ships[0])
	}
	s.mut(0).empUntil = s.turn
	ev := s.docking(nil)
	if s.ships[0].dockWith != NoShip || !strings.Contains(eventsText(ev), "cannot dock") {
		t.Fatalf("%+v: %s", s.ships[0], eventsText(ev))
	}
}
