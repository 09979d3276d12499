package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Tests of the twelve projectors (Projectors). The Wizard carries one of
// each: 0 Energy Blast 2, 1 Tractor 2, 2 Repulser 2, 3 EMP 1, 4 Stasis 7,
// 5 Force Plane 8, 6 Dazzle 2, 7 Images 2, 8 Displacer 4, 9 Cloak 3,
// 10 Shield Projection 4, 11 Transfer ECM 1.

func wizard(t *testing.T, others ...place) *State {
	t.Helper()
	return battle(t, nil, append([]place{{0, "W", "Wizard", "0,0", "N", 0}}, others...)...)
}

func project(t *testing.T, s *State, weapon int, target ShipID, at hex.Hex, dir int, faces ...int) (*State, string) {
	t.Helper()
	n, ev := apply(t, s.fireStep(0, faces...), Project{By: 0, Ship: 0, Weapon: weapon, From: 0, Target: target, At: Cell{at.Q, at.R}, Dir: dir})
	return n, eventsText(ev)
}

// TestProjector_EnergyBlast: the value in damage to every ship in the
// target hex, each rolled for.
func TestProjector_EnergyBlast(t *testing.T) {
	s := wizard(t, place{1, "B1", "Gun", "0,-1", "S", 0}, place{1, "B2", "Gun", "0,-1", "S", 0})
	n, text := project(t, s, 0, 1, hex.Hex{}, 0, 1, 1, 1, 1, 1, 1, 1, 1)
	if n.drive(1) != 1 || n.drive(2) != 1 || strings.Count(text, "2 damage to the") != 2 {
		t.Fatalf("%s", text)
	}
}

// TestProjector_TractorAndRepulser: the value in hexes toward and away.
func TestProjector_TractorAndRepulser(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0})
	n, text := project(t, s, 1, 1, hex.Hex{}, 0, 1, 1, 1, 1)
	if n.ships[1].pos != at("0,-2") {
		t.Fatalf("tractor: %s", text)
	}
	n, text = project(t, s, 2, 1, hex.Hex{}, 0, 1, 1, 1, 1)
	if n.ships[1].pos != at("0,-6") {
		t.Fatalf("repulser: %s", text)
	}
}

// TestProjector_EMP: every ship in the hex is shut down for value turns
// and coasts.
func TestProjector_EMP(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 2})
	n, _ := project(t, s, 3, 1, hex.Hex{}, 0, 1, 1, 1, 1)
	if n.ships[1].empUntil != 2 || !n.shut(1) || n.shieldRating(1) != 0 {
		t.Fatalf("%+v", n.ships[1])
	}
	n.beginTurn()
	refuse(t, n, Speed{By: 1, Ship: 1, Speed: 3}, "electromagnetic pulse")
	if c := n.candidates(1); len(c) != 1 || c[0].String() != "2" {
		t.Fatalf("candidates %v", c)
	}
}

// TestProjector_Stasis: the ships in an area of value hexes around the
// target hex are held: no movement, no fire, and nothing affects them.
func TestProjector_Stasis(t *testing.T) {
	if stasisRadius(6) != 0 || stasisRadius(7) != 1 || stasisRadius(19) != 2 {
		t.Fatal("radius")
	}
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "1,-2", "S", 0}, place{1, "D", "Gun", "0,-5", "S", 0})
	n, _ := project(t, s, 4, 1, hex.Hex{}, 0, 1, 1)
	if !n.held(1) || !n.held(2) || n.held(3) {
		t.Fatalf("held: %v %v %v", n.held(1), n.held(2), n.held(3))
	}
	refuse(t, n.fireStep(0), Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}, "")
	ev := n.damage(1, hit{dmg: 5, what: "test"}, nil)
	if !strings.Contains(eventsText(ev), "stasis") || n.drive(1) != 3 {
		t.Fatal("a held ship took damage")
	}
}

// TestProjector_ForcePlane: a wall a quarter of the value wide, up to
// half the value away, that absorbs up to the value.
func TestProjector_ForcePlaneAbsorbs(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0})
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 5, From: 0, Target: 0, At: Cell{0, -5}}, "half its value")
	n, text := project(t, s, 5, 0, at("0,-2"), int(hex.SE))
	if len(n.walls) != 1 || len(n.walls[0].hexes) != 2 || n.walls[0].left != 8 {
		t.Fatalf("%s %+v", text, n.walls)
	}
	// B fires its Six at the Wizard across the wall: 3 absorbed.
	f := n.fireStep(1, 6, 6, 6, 6, 6, 6)
	f2, ev := apply(t, f, Fire{By: 1, Ship: 1, Weapon: 0, From: 0, Target: 0})
	if f2.walls[0].left != 5 || !strings.Contains(eventsText(ev), "force plane absorbs 3") {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestProjector_Dazzle: ships within 2 hexes of the dazzler are value hexes
// harder to hit, the dazzler itself 4 × value.
func TestProjector_Dazzle(t *testing.T) {
	s := wizard(t, place{0, "F", "Gun", "1,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	n, _ := project(t, s, 6, 0, hex.Hex{}, 0)
	f := n.fireStep(2)
	bw, _ := f.EffectiveRange(2, 0, 0, 0, false)
	bf, _ := f.EffectiveRange(2, 0, 0, 1, false)
	// Wizard: real 4 × ECM 2 = 8, + 8. Friend: real 4 (hexes 1,0 to 0,-4 … ) × 1, + 2.
	if bw.Dazzle != 8 || bw.Effective != 16 || bf.Dazzle != 2 {
		t.Fatalf("wizard %v, friend %v", bw, bf)
	}
}

// TestProjector_Images: up to value images, apparently real: a shot at one
// dissolves it; which contact is real stays the owner's secret.
func TestProjector_Images(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0})
	n, text := project(t, s, 7, 0, hex.Hex{}, 0, 2)
	if n.ships[0].images != 2 || n.ships[0].decoy != 1 || !strings.Contains(text, "3 contacts") {
		t.Fatalf("%s", text)
	}
	if v := n.View(1).(*State); v.ships[0].decoy != -1 {
		t.Fatal("the enemy sees which contact is real")
	}
	if v := n.View(0).(*State); v.ships[0].decoy != 1 {
		t.Fatal("the owner does not")
	}
	f := n.fireStep(1, 10, 10, 10, 10, 10, 10)
	f2, ev := apply(t, f, Fire{By: 1, Ship: 1, Weapon: 0, From: 0, Target: 0, Contact: 0})
	if f2.ships[0].images != 1 || f2.ships[0].decoy != 0 || !strings.Contains(eventsText(ev), "images: it vanishes") {
		t.Fatalf("%s", eventsText(ev))
	}
	refuse(t, f, Fire{By: 1, Ship: 1, Weapon: 0, From: 0, Target: 0, Contact: 3}, "contacts")
}

// TestProjector_Displacer: a target within half the value reappears in a
// hex the firer picks (within half the value of where it was).
func TestProjector_Displacer(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "0,-3", "S", 0})
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 8, From: 0, Target: 1, At: Cell{3, -2}}, "reappears within 2")
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 8, From: 0, Target: 2, At: Cell{0, -3}}, "within half its value")
	n, _ := project(t, s, 8, 1, at("2,-2"), 0, 1, 1, 1, 1)
	if n.ships[1].pos != at("2,-2") {
		t.Fatalf("at %v", n.ships[1].pos)
	}
}

// TestProjector_Cloak: effective range × value, and no ECM with it.
func TestProjector_Cloak(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0})
	n, _ := project(t, s, 9, 0, hex.Hex{}, 0)
	b, _ := n.fireStep(1).EffectiveRange(1, 0, 0, 0, false)
	if b.ECM != 0 || b.Cloak != 3 || b.Effective != 12 {
		t.Fatalf("%v", b)
	}
	// It lasts until the ship's next move.
	n.endEffects(0)
	if n.ships[0].cloak != 0 {
		t.Fatal("the cloak stays")
	}
}

// TestProjector_ShieldProjection: a friend within half the value is covered
// by the projector's shields at full strength.
func TestProjector_ShieldProjection(t *testing.T) {
	s := wizard(t, place{0, "F", "Gun", "1,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	n, _ := project(t, s, 10, 1, hex.Hex{}, 0)
	if n.ships[1].coveredBy != 0 {
		t.Fatal("not covered")
	}
	n.dice = engine.NewDice(1)
	ev := n.damage(1, hit{dmg: 3, what: "test"}, nil)
	if n.ships[0].shieldLeft != 0 || !strings.Contains(eventsText(ev), "2 on the W's projected shields") {
		t.Fatalf("%s", eventsText(ev))
	}
	far := wizard(t, place{0, "F", "Gun", "3,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	refuse(t, far.fireStep(0), Project{By: 0, Ship: 0, Weapon: 10, From: 0, Target: 1}, "within half its value")
}

// TestProjector_TransferECM: the ship's ECM goes to a friend in another
// hex.
func TestProjector_TransferECM(t *testing.T) {
	s := wizard(t, place{0, "F", "Gun", "2,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	n, _ := project(t, s, 11, 1, hex.Hex{}, 0)
	if n.ecm(1) != 3 || n.ecm(0) != 0 {
		t.Fatalf("friend %d, wizard %d", n.ecm(1), n.ecm(0))
	}
	same := wizard(t, place{0, "F", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	refuse(t, same.fireStep(0), Project{By: 0, Ship: 0, Weapon: 11, From: 0, Target: 1}, "another hex")
}
