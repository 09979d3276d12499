package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The fifth audit: the rules-5 correction it made and the traps it pinned.

// imaged is a test battle of two Wizards a hex apart; the second (side 1)
// shows two images, and it is the second contact (#2) of the three, so
// that project, which aims at contact #1, aims at an image.
func imaged(t *testing.T) *State {
	t.Helper()
	s := wizard(t, place{1, "V", "Wizard", "0,-1", "S", 0})
	v := s.mut(1)
	v.images, v.decoy = 2, 1
	return s
}

// TestRule_Projectors_AnImageInTheTargetHex: projectors "affect EVERY
// target in the target hex", and a ship's images fly in its own hex. A
// projector aimed at an image that it hits dissolves the image and still
// reaches the real ship in that hex (rules 5; rules 1-4 ended the whole
// effect with the image): an energy blast rolls to hit the real ship as
// any other ship in the hex, a pulse shuts it down. The displacer dumps
// its one target only, so at an image it dissolves the image and nothing
// more.
func TestRule_Projectors_AnImageInTheTargetHex(t *testing.T) {
	s := imaged(t)
	// The V's ECM 2 at 1 hex: the Blast (Range 2) needs 2 on 2d10.
	n, text := project(t, s, 0, 1, hex.Hex{}, 0, 1, 1, 1, 1)
	if n.ships[1].images != 1 || !strings.Contains(text, "vanishes") {
		t.Fatalf("the image struck stays: %s", text)
	}
	if n.ships[1].shieldLeft != 0 || !strings.Contains(text, "2 damage to the V") || strings.Count(text, "Blast at the V") != 2 {
		t.Fatalf("the real ship in the hex is not blasted (shields %d left): %s", n.ships[1].shieldLeft, text)
	}
	// Its own roll may miss: then the image alone is gone. (An evasive MP
	// makes the need 1 × (2 + 1) = 3.)
	e := s.clone()
	e.mut(1).evasive = 1
	n, text = project(t, e, 0, 1, hex.Hex{}, 0, 2, 2, 1, 1)
	if n.ships[1].images != 1 || n.ships[1].shieldLeft != 2 || strings.Contains(text, "damage to the V") {
		t.Fatalf("a miss on the real ship harms it: %s", text)
	}
	// A pulse at an image shuts the real ship down (and with it the
	// image left, which needs its power).
	n, text = project(t, s, 3, 1, hex.Hex{}, 0, 1, 1, 1, 1)
	if n.ships[1].images != 0 || !n.shut(1) || !strings.Contains(text, "vanishes") {
		t.Fatalf("the real ship is not shut down: %s", text)
	}
	// The displacer's target is the image: the ship stays where it is.
	n, text = project(t, s, 8, 1, at("1,-2"), 0, 1, 1, 1, 1)
	if n.ships[1].images != 1 || n.ships[1].pos != at("0,-1") {
		t.Fatalf("the displacer moved the real ship: %s", text)
	}
	// Aimed at the real contact, as before: one roll, the blast's damage.
	n, ev := apply(t, s.fireStep(0, 1, 1), Project{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1, Contact: 1})
	text = eventsText(ev)
	if n.ships[1].images != 2 || n.ships[1].shieldLeft != 0 || strings.Count(text, "Blast at the V") != 1 {
		t.Fatalf("%s", text)
	}
}

// TestRule_Fire_OnceAWeaponSalvosToTheLimit: each weapon fires once a
// turn (own), but a magazine's limit is the missile size a ship may launch
// in a turn (Evaluate Design, recoil limit 1): it may launch a second
// salvo after the first while that limit allows. A ship that has moved
// ends its fire with done even when nothing is left to fire.
func TestRule_Fire_OnceAWeaponSalvosToTheLimit(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	if !s.cls(0).missileLimitOK(2 * s.cls(0).mounts[2].mSize8) {
		t.Fatalf("the Gun (size %d) may not launch two missiles a turn", s.cls(0).dv.TotalSize)
	}
	n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(10, 10)
	n, _ = apply(t, n, Dodge{By: 1})
	n, _ = apply(t, n, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(10, 10)
	n, _ = apply(t, n, Dodge{By: 1})
	if n.ships[0].sys[2].shots != 2 {
		t.Fatalf("%d missiles left", n.ships[0].sys[2].shots)
	}
	n.dice = engine.NewDice(1).Force(1, 1, 1, 1, 1, 1)
	n, _ = apply(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
	refuse(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}, "fired this turn")
	// With every weapon out of action the fire step is still there, to end.
	e := s.clone()
	for m := range e.cls(0).mounts {
		*e.point(0, m, 0) |= ptDown
	}
	f := e.fireStep(0)
	if !f.hasFireStep(0) || len(f.Legal(0)) != 1 {
		t.Fatalf("Legal %v", f.Legal(0))
	}
	if _, ok := f.Legal(0)[0].(Done); !ok {
		t.Fatalf("Legal %v", f.Legal(0))
	}
}

// TestRule_Docking_DockedShipsComeApart: docked ships stay docked while
// the docking conditions hold — the same hex, speed and heading, no
// evasive maneuvers by either (Docking) — and come apart in the Activity
// phase when one fails.
func TestRule_Docking_DockedShipsComeApart(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Gun", "0,0", "N", 1}, place{1, "C", "Gun", "0,-9", "S", 0})
	s.mut(0).dockWith, s.mut(0).dockTurns = 1, 2
	if s.docked(1) != 0 {
		t.Fatal("not docked")
	}
	kept := s.docking(nil)
	if s.docked(0) != 1 || len(kept) != 0 {
		t.Fatalf("they came apart: %s", eventsText(kept))
	}
	for _, c := range []struct {
		name string
		set  func(*ship)
	}{
		{"evasive", func(sh *ship) { sh.evasive = 1 }},
		{"speed", func(sh *ship) { sh.speed = 2 }},
		{"heading", func(sh *ship) { sh.heading = hex.Direction(1) }},
	} {
		n := s.clone()
		c.set(n.mut(1))
		ev := n.docking(nil)
		if n.docked(0) != NoShip || !strings.Contains(eventsText(ev), "come apart") {
			t.Errorf("%s: still docked: %s", c.name, eventsText(ev))
		}
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
