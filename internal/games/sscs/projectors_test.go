package sscs

import (
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
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
	// The last of the three contacts is one to aim at (the thirtieth audit).
	if err := f.checkFire(Fire{By: 1, Ship: 1, Weapon: 0, From: 0, Target: 0, Contact: 2}); err != nil {
		t.Fatalf("contact 2 of 3: %v", err)
	}
}

// TestProjector_Displacer: a target within half the value reappears in a
// hex the firer picks (within half the value of where it was).
func TestProjector_Displacer(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "0,-3", "S", 0})
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 8, From: 0, Target: 1, At: Cell{3, -2}}, "reappears within 2 hexes of where it was (half the value; the project's own limit, Displacer Pulse)")
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 8, From: 0, Target: 1, At: Cell{2, -2}, Dir: 1}, "takes a hex and no direction (Displacer Pulse)")
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

// TestRule_EMP_ShutTargetNeitherDodgesNorShoots: a ship shut down by a pulse
// ("shuts down ALL ship operation") cannot answer a salvo: it flies on.
func TestRule_EMP_ShutTargetNeitherDodgesNorShoots(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-2", "S", 0})
	s.mut(1).empUntil = s.turn
	n := s.fireStep(0, 9)
	n2, ev := apply(t, n, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	if n2.phase == phReact || !strings.Contains(eventsText(ev), "missile at the B") {
		t.Fatalf("phase %d: %s", n2.phase, eventsText(ev))
	}
}

// TestRule_SelectiveTargeting_EmptyAreaRollsTheChart: damage aimed at an
// area beyond what is left there goes to the hit chart.
func TestRule_SelectiveTargeting_EmptyAreaRollsTheChart(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	n := s.clone()
	n.dice = engine.NewDice(1).Force(4, 4)
	ev := n.damage(1, hit{dmg: 5, aim: AimDrive, what: "test"}, nil)
	if n.drive(1) != 0 || strings.Count(eventsText(ev), "hit chart") != 2 {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestRule_EnergyBlast_EveryShipInTheHex: the blast affects "EVERY target
// in the target hex", the firer's friends too.
func TestRule_EnergyBlast_EveryShipInTheHex(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-1", "S", 0}, place{0, "F", "Gun", "0,-1", "S", 0})
	// Ships: 0 the Wizard, 1 its friend F, 2 the enemy B.
	n, text := project(t, s, 0, 2, hex.Hex{}, 0, 1, 1, 1, 1, 1, 1, 1, 1)
	if n.drive(1) != 1 || n.drive(2) != 1 || !strings.Contains(text, "2 damage to the F") {
		t.Fatalf("%s", text)
	}
}

// TestRule_Displacer_AnotherHex: the target "reappears in another hex
// designated by the firing ship": not the hex it is in.
func TestRule_Displacer_AnotherHex(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0})
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 8, From: 0, Target: 1, At: Cell{0, -2}}, "another hex")
	for _, in := range s.fireStep(0).Legal(0) {
		if p, ok := in.(Project); ok && p.Weapon == 8 && p.At == (Cell{0, -2}) {
			t.Fatalf("Legal lists %v", p)
		}
	}
}

// TestRule_ProjectorEffects_EndWithTheProjector (rules 3): a projector is
// an energy weapon, so the effects that outlast its use — cloak, dazzle,
// images, transferred ECM, projected shields, a force plane — hold only
// while the projector works: a hit that knocks it out ends its effect at
// once; another projector of the kind still working keeps it.
func TestRule_ProjectorEffects_EndWithTheProjector(t *testing.T) {
	s := extraBattle(t, place{0, "S", "Shroud", "0,0", "N", 0}, place{0, "W", "Twin", "0,4", "N", 0}, place{1, "G", "Gun", "0,-6", "S", 0})
	n := s.fireStep(0)
	n, _ = apply(t, n, Project{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 0})
	if n.ships[0].cloak != 2 {
		t.Fatal("no cloak")
	}
	n.dice = engine.NewDice(1)
	ev := n.damage(0, hit{dmg: 1, aim: AimWeapons, what: "test"}, nil)
	if n.ships[0].cloak != 0 || !strings.Contains(eventsText(ev), "Cloak is out of action: its effect ends") {
		t.Fatalf("cloak %d after its projector was knocked out: %s", n.ships[0].cloak, eventsText(ev))
	}
	// The Twin's second cloak keeps the field up; losing both ends it.
	n = s.fireStep(1)
	n, _ = apply(t, n, Project{By: 0, Ship: 1, Weapon: 0, From: 0, Target: 1})
	n.dice = engine.NewDice(1)
	n.damage(1, hit{dmg: 1, aim: AimWeapons, what: "test"}, nil)
	if n.ships[1].cloak != 2 {
		t.Fatal("the Twin's second cloak projector does not keep the field")
	}
	n.damage(1, hit{dmg: 1, aim: AimWeapons, what: "test"}, nil)
	if n.ships[1].cloak != 0 {
		t.Fatal("the field outlasts both projectors")
	}
}

// TestRule_ProjectorEffects_EndWithThePower (rules 3): "Damaging all Drive
// systems also stops all power production", and a pulse shuts down all
// ship operation: every lasting effect of the ship's projectors ends then
// (the Wizard's dazzle, images, cloak, projected shields, transferred ECM
// and force plane), while losing a Drive point short of the last ends
// nothing.
func TestRule_ProjectorEffects_EndWithThePower(t *testing.T) {
	s := battle(t, nil, place{0, "Wiz", "Wizard", "0,0", "N", 0}, place{0, "F", "Gun", "0,1", "N", 0}, place{1, "E", "Wizard", "0,-3", "S", 0})
	n := s.fireStep(0)
	for _, in := range []Project{
		{By: 0, Ship: 0, Weapon: 6, Target: 0},                                // dazzle
		{By: 0, Ship: 0, Weapon: 7, Target: 0},                                // images
		{By: 0, Ship: 0, Weapon: 10, Target: 1},                               // shield projection onto F
		{By: 0, Ship: 0, Weapon: 11, Target: 1},                               // ECM to F
		{By: 0, Ship: 0, Weapon: 5, Target: 0, At: Cell{Q: 0, R: -2}, Dir: 1}, // force plane
	} {
		n, _ = apply(t, n, in)
	}
	on := func(n *State) []bool {
		out := make([]bool, 0, 6)
		for _, e := range []string{design.Dazzle, design.ImageProjector, design.ShieldProjection, design.TransferECM, design.ForcePlane} {
			out = append(out, n.effectOn(0, e))
		}
		return out
	}
	for i, v := range on(n) {
		if !v {
			t.Fatalf("effect %d is not on", i)
		}
	}
	// Three of the four Drive points: still powered, everything holds.
	d := n.clone()
	d.dice = engine.NewDice(1)
	d.damage(0, hit{dmg: 2 + 3, aim: AimDrive, what: "test"}, nil) // 2 on shields
	if d.drive(0) != 1 || strings.Contains(strings.Join(boolWords(on(d)), ""), "off") {
		t.Fatalf("Drive %d, effects %v", d.drive(0), on(d))
	}
	ev := d.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	if d.drive(0) != 0 || strings.Contains(strings.Join(boolWords(on(d)), ""), "on") || !strings.Contains(eventsText(ev), "has no power") {
		t.Fatalf("Drive %d, effects %v: %s", d.drive(0), on(d), eventsText(ev))
	}
	if d.ecm(1) != d.ownECM(1) || d.ships[1].coveredBy != NoShip || len(d.walls) != 0 {
		t.Fatal("the friend keeps the ECM or the shields, or the wall stands")
	}
	// A pulse from the enemy Wizard (EMP 1, Range 4) on the real contact.
	e := n.clone()
	e.mut(0).moved = true
	e = e.fireStep(2, 10, 10, 10, 10)
	e, ev = apply(t, e, Project{By: 1, Ship: 2, Weapon: 3, From: 0, Target: 0, Contact: n.ships[0].decoy})
	if !e.shut(0) || strings.Contains(strings.Join(boolWords(on(e)), ""), "on") {
		t.Fatalf("after a pulse: shut %v, effects %v: %s", e.shut(0), on(e), eventsText(ev))
	}
}

// TestRule_ShieldProjection_EveryFriendInReach (rules 3): "extend its
// shields - at full strength - to ships within 1/2 value hexes", and a
// projector affects every target: the Wizard's projection of value 4
// covers every ship of its side within 2 hexes, not only the one named,
// and no enemy.
func TestRule_ShieldProjection_EveryFriendInReach(t *testing.T) {
	s := wizard(t, place{0, "F1", "Gun", "1,0", "N", 0}, place{0, "F2", "Gun", "0,2", "N", 0}, place{0, "F3", "Gun", "0,3", "N", 0},
		place{1, "B", "Gun", "0,-1", "S", 0})
	n, text := project(t, s, 10, 1, at("0,0"), 0)
	for id, want := range []ShipID{NoShip, 0, 0, NoShip, NoShip} {
		if got := n.ships[id].coveredBy; got != want {
			t.Errorf("%s covered by %d, want %d: %s", n.ships[id].name, got, want, text)
		}
	}
	if !strings.Contains(text, "the F1, the F2") {
		t.Errorf("%s", text)
	}
}

// TestRule_TransferECM_ShipsInAnotherHex (rules 3): "transfer its own ECM
// to ship(s) in another hex": every ship of the giver's side in the hex of
// the ship named gets the whole of it (the Guns' own ECM 1 + the Wizard's
// 2), the others none, the giver none meanwhile.
func TestRule_TransferECM_ShipsInAnotherHex(t *testing.T) {
	s := wizard(t, place{0, "F1", "Gun", "2,0", "N", 0}, place{0, "F2", "Gun", "2,0", "N", 0}, place{0, "F3", "Gun", "0,2", "N", 0},
		place{1, "B", "Gun", "2,0", "S", 0})
	n, _ := project(t, s, 11, 1, at("0,0"), 0)
	for id, want := range []int{0, 3, 3, 1, 1} {
		if got := n.ecm(ShipID(id)); got != want {
			t.Errorf("%s: ECM %d, want %d", n.ships[id].name, got, want)
		}
	}
}

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
		if declarer(in) == 0 {
			t.Errorf("Legal offers %T for the shut-down ship", in)
		}
	}
	// Stasis holds it as surely.
	h := s.clone()
	h.mut(0).empUntil, h.mut(0).heldUntil = 0, h.turn
	refuse(t, h, Repair{By: 0, Ship: 0, System: 0}, "stasis")
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

// TestRule_Projectors_DockedPair: docked ships share a hex, so a projector
// that affects "EVERY target in the target hex" reaches both — a tractor
// pulls both along one line and they stay docked, a pulse shuts both down
// and they stay docked, coasting together — while the displacer dumps
// "the target" alone into its gate: its partner stays, and they come
// apart at once.
func TestRule_Projectors_DockedPair(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "0,-2", "S", 0})
	s.mut(1).dockWith, s.mut(1).dockTurns = 2, 2
	hits := []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 10}
	n, text := project(t, s, 1, 1, hex.Hex{}, 0, hits...)
	if n.ships[1].pos != at("0,0") || n.ships[2].pos != at("0,0") {
		t.Fatalf("tractor: B at %v, C at %v: %s", n.ships[1].pos, n.ships[2].pos, text)
	}
	if n.docking(nil); n.docked(1) != 2 {
		t.Fatal("a pair pulled together came apart")
	}
	n, text = project(t, s, 3, 1, hex.Hex{}, 0, hits...)
	if !n.shut(1) || !n.shut(2) {
		t.Fatalf("pulse: %s", text)
	}
	if n.docking(nil); n.docked(1) != 2 {
		t.Fatal("a pair shut down together came apart")
	}
	n, text = project(t, s, 8, 2, at("2,-2"), 0, hits...)
	if n.ships[2].pos != at("2,-2") || n.ships[1].pos != at("0,-2") || n.docked(1) != NoShip {
		t.Fatalf("displacer: B at %v docked with %d, C at %v: %s", n.ships[1].pos, n.docked(1), n.ships[2].pos, text)
	}
}

// TestRule_Projectors_MissilesAndRams: a force plane absorbs "up to value
// damage points" of whatever crosses it, a missile's warhead too (which
// shields do not stop); a ship held in stasis "cannot be effected by
// anything", so a ram declared on it before it was held comes to nothing
// when the rammer enters its hex — no roll, no damage.
func TestRule_Projectors_MissilesAndRams(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0})
	n, text := project(t, s, 5, 0, at("0,-2"), int(hex.SE))
	if len(n.walls) != 1 {
		t.Fatalf("%s", text)
	}
	f, _ := apply(t, n.fireStep(1), Salvo{By: 1, Ship: 1, Weapon: 2, Count: 1, From: 0, Target: 0})
	// The Wizard fails to dodge (10); the missile needs its Drive or less
	// with the hexes beyond its Range added: a 1 hits whenever that is
	// possible here; its warhead rolls 6, which the wall (8) takes whole.
	b := f.effective(at("0,-4"), 0, false)
	mt := f.cls(1).mounts[2]
	if 1+MissileExcess(b.Effective, mt.mRange) > mt.mDrive {
		t.Fatalf("the test's missile cannot hit: %s", b.String())
	}
	armor := f.ships[0].armor
	f.dice = engine.NewDice(1).Force(10, 1, 6)
	g, ev := apply(t, f, Dodge{By: 0})
	if g.walls[0].left != 2 || g.ships[0].armor != armor || !strings.Contains(eventsText(ev), "force plane absorbs 6") {
		t.Fatalf("wall %d, armor %d → %d: %s", g.walls[0].left, armor, g.ships[0].armor, eventsText(ev))
	}

	r := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-1", "S", 0})
	r, _ = apply(t, r, Ram{By: 0, Ship: 0, Target: 1})
	r, _ = apply(t, r, Seal{By: 0})
	r, _ = apply(t, r, Seal{By: 1})
	r.mut(1).heldUntil = r.turn // held by a stasis beam before A moves
	r.dice = engine.NewDice(1).Force(1, 10)
	m, ev := apply(t, r, Move{By: 0, Ship: 0, Plot: "2"})
	if text := eventsText(ev); !strings.Contains(text, "cannot ram the B: nothing affects a ship in stasis") || strings.Contains(text, "collide") {
		t.Fatalf("%s", text)
	}
	if m.scrapped(1) || m.up(1, m.cls(1).driveSys) != 3 || m.ships[1].armor != r.ships[1].armor {
		t.Fatal("the held ship took ramming damage")
	}
}

// TestRule_Projectors_TheFirerInTheTargetHex (rules 7): a blast, a pulse
// or a stasis beam affects "every ship in the target hex" ("all ships in
// value hexes" for stasis), the firer too when it stands there: the
// Wizard's blast at an enemy in its own hex rolls at the Wizard as well
// (its shields take the 2); its pulse shuts it down with the enemy, and its
// stasis beam of value 7 at an enemy next to it holds it in the ring —
// either way its fire step ends, since a ship shut down or held fires no
// more. A tractor or repulser never moves the firer (rules 1-6 left the
// firer out of every projector's effect).
func TestRule_Projectors_TheFirerInTheTargetHex(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,0", "S", 0})
	n, text := project(t, s, 0, 1, hex.Hex{}, 0, 5, 5, 5, 5, 6, 6)
	if !strings.Contains(text, "W's Blast at the W: 2d10 [5 5]") || n.ships[0].shieldLeft != 0 || n.firing != 0 {
		t.Fatalf("blast: %s", text)
	}
	n, text = project(t, s, 3, 1, hex.Hex{}, 0, 5, 5, 5, 5)
	if !n.shut(0) || !n.shut(1) || n.firing == 0 || !strings.Contains(text, "W can fire no more this turn") {
		t.Fatalf("pulse: %s", text)
	}
	s = wizard(t, place{1, "B", "Gun", "0,-1", "S", 0}, place{1, "C", "Gun", "0,-3", "S", 0})
	n, text = project(t, s, 4, 1, hex.Hex{}, 0, 5, 5)
	// Held for the turn of use (rules 7: "every turn used"); the W's fire
	// step ending ends the turn here, so ask the turn they are held to.
	if n.ships[0].heldUntil != 1 || n.ships[1].heldUntil != 1 || n.ships[2].heldUntil != 0 || !strings.Contains(text, "W can fire no more this turn") {
		t.Fatalf("stasis: %s", text)
	}
	n, _ = project(t, s, 1, 1, hex.Hex{}, 0, 5, 5, 5, 5)
	if n.ships[0].pos != at("0,0") || n.ships[1].pos != at("0,0") {
		t.Fatalf("tractor: W %v B %v", n.ships[0].pos, n.ships[1].pos)
	}
}

// TestRule_Dazzle_EitherSide: dazzle makes "the ships within 2 hexes of
// the Dazzling ship" harder to hit, whichever side they are on: an enemy
// two hexes from the Wizard is 2 harder for the Wizard's friend to hit,
// one three hexes away is not.
func TestRule_Dazzle_EitherSide(t *testing.T) {
	s := wizard(t, place{0, "F", "Gun", "0,-9", "N", 0}, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "0,-3", "S", 0})
	n, _ := project(t, s, 6, 0, hex.Hex{}, 0)
	f := n.fireStep(1)
	if b, _ := f.EffectiveRange(1, 0, 0, 2, false); b.Dazzle != 2 || b.Effective != 7+2 {
		t.Errorf("two hexes away: %v", b)
	}
	if b, _ := f.EffectiveRange(1, 0, 0, 3, false); b.Dazzle != 0 || b.Effective != 6 {
		t.Errorf("three hexes away: %v", b)
	}
}

// TestRule_Projectors_CraftAboardAreInsideTheCarrier: craft in a hangar
// are not ships in the hex: an energy blast into the carrier's hex rolls
// for the carrier and not for them, and they cannot be aimed at (fire,
// salvo or ram). A carrier held in stasis after it declared a launch
// launches nothing ("stops all … action").
func TestRule_Projectors_CraftAboardAreInsideTheCarrier(t *testing.T) {
	s := battle(t, nil, place{0, "W", "Wizard", "0,0", "N", 0}, place{1, "N", "Nest", "0,-1", "S", 0})
	nest, dart := s.mustShip(t, "N"), firstAboard(s)
	n, text := project(t, s, 0, nest, hex.Hex{}, 0, 1, 1, 1, 1, 1, 1, 1, 1)
	if strings.Count(text, "Blast at") != 1 || n.Ships()[dart].HitPoints != n.Ships()[dart].MaxHP {
		t.Fatalf("%s", text)
	}
	g := battle(t, nil, place{0, "G", "Gun", "0,0", "N", 1}, place{1, "N", "Nest", "0,-1", "S", 0})
	refuse(t, g, Ram{By: 0, Ship: 0, Target: dart}, "in play")
	f := g.fireStep(0, 5, 5, 5, 5, 5, 5)
	refuse(t, f, Fire{By: 0, Ship: 0, Weapon: 0, Target: dart}, "in the N's hangar: a craft aboard is inside its carrier")
	refuse(t, f, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, Target: dart}, "in the N's hangar: a craft aboard is inside its carrier")
	h := battle(t, nil, place{0, "W", "Wizard", "0,0", "N", 1}, place{1, "N", "Nest", "0,-3", "S", 0})
	h, text = playTurn(t, h, turnPlan{decl: []engine.Intent{Launch{By: 1, Craft: dart}}, fire: map[string][]engine.Intent{"W": {Project{By: 0, Ship: 0, Weapon: 4, From: 1, Target: nest}}}, faces: []int{10, 10}})
	if h.ships[dart].status != stAboard || !strings.Contains(text, "is not launched") {
		t.Fatalf("%s", text)
	}
}

// TestRule_Projectors_RepulserInTheFirersHex: a repulser pushes away
// from the firing hex; a target in that very hex (here docked with the
// firer) has no way away from it: it is pushed 0 hexes, and the two stay
// docked (nothing panics on the zero-length line).
func TestRule_Projectors_RepulserInTheFirersHex(t *testing.T) {
	s := dockedPair(t, "Wizard", "Gun", 0, ShipFile{Name: "C", Design: "Gun", At: "0,-40", Heading: "S"})
	n, text := playTurn(t, s, turnPlan{fire: map[string][]engine.Intent{"A": {Project{By: 0, Ship: 0, Weapon: 2, From: 0, Target: 1}}}, faces: []int{10, 1, 5, 5, 5, 5}})
	if !strings.Contains(text, "pushed 0 hexes") || n.ships[1].pos != (hex.Hex{}) || n.docked(0) != 1 {
		t.Fatalf("%s", text)
	}
}

// TestRule_StasisBeam_EveryTurnUsed (rules 7): the beam "stops all
// movement, fire, and action every turn used" — the turns it is used, no
// more. The Wizard, faster, holds the B in turn 1 before the B moves: the B
// stays where it is. In turn 2 the beam is not used and the B flies on;
// used again in turn 2 before the B moves, it holds the B a second turn
// running. Rules 1-6 held it to the end of turn 2 as well, when the beam
// could not be used on it (nothing affects a held ship).
func TestRule_StasisBeam_EveryTurnUsed(t *testing.T) {
	f := ScenarioFile{Name: "test", Title: "Test", Designs: extraDesigns(), Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "W", Design: "Wizard", At: "0,0", Heading: "N", Speed: 2}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "B", Design: "Gun", At: "0,-5", Heading: "N", Speed: 1}}},
	}}
	s := stateOf(t, f)
	b := s.mustShip(t, "B")
	hold := func() turnPlan {
		return turnPlan{fire: map[string][]engine.Intent{"W": {Project{By: 0, Ship: 0, Weapon: 4, From: 2, Target: b}}}, faces: []int{5, 5}}
	}
	n, text := playTurn(t, s, hold())
	if n.ships[b].pos != at("0,-5") || n.ships[b].heldUntil != 1 || !strings.Contains(text, "held in stasis until the end of this turn, 1") {
		t.Fatalf("turn 1: B at %s held until %d: %s", FormatHex(n.ships[b].pos), n.ships[b].heldUntil, text)
	}
	free, text := playTurn(t, n, turnPlan{})
	if free.held(b) || free.ships[b].pos != at("0,-6") {
		t.Fatalf("turn 2 without the beam: B at %s, held %v: %s", FormatHex(free.ships[b].pos), free.held(b), text)
	}
	again, text := playTurn(t, n, hold())
	if again.ships[b].pos != at("0,-5") || again.ships[b].heldUntil != 2 {
		t.Fatalf("turn 2 with the beam: B at %s held until %d: %s", FormatHex(again.ships[b].pos), again.ships[b].heldUntil, text)
	}
}

// TestCaughtNamesTheFirerInTheTargetHex: Caught, which a screen asks
// before a projector is used, lists what the hit itself takes besides the
// target — the firer standing in the target hex for a blast, a pulse or a
// stasis beam, never for a tractor (it moves others toward the ship) —
// the same ships projectAt takes.
func TestCaughtNamesTheFirerInTheTargetHex(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,0", "S", 0})
	for _, tc := range []struct {
		weapon int
		want   []ShipID
	}{{0, []ShipID{0}}, {3, []ShipID{0}}, {4, []ShipID{0}}, {1, nil}} {
		got := s.Caught(Project{By: 0, Ship: 0, Weapon: tc.weapon, Target: 1})
		if !slices.Equal(got, tc.want) {
			t.Errorf("projector %d: caught %v, want %v", tc.weapon, got, tc.want)
		}
	}
	if got := s.Caught(Project{By: 0, Ship: 0, Weapon: 99, Target: 1}); got != nil {
		t.Errorf("no such projector: %v", got)
	}
}

// oddProjectors is a test design of the project's own whose projectors
// have odd values, where a half or a quarter of the value is a fraction:
// 0 Shield Projection 5, 1 Displacer Pulse 5 (Range 4), 2 Force Plane 7.
func oddProjectors() design.Design {
	return design.Design{Name: "Odd", Maneuver: 4, Weapons: []design.Weapon{
		{Name: "Shield", Type: design.Projector, Effect: design.ShieldProjection, Damage: 5, Range: 1, Arc: design.Primary},
		{Name: "Displacer", Type: design.Projector, Effect: design.DisplacerPulse, Damage: 5, Range: 4, Arc: design.Primary},
		{Name: "Plane", Type: design.Projector, Effect: design.ForcePlane, Damage: 7, Range: 1, Arc: design.Primary},
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 20}}}
}

// TestRule_Projectors_HalfAndQuarterValuesRoundDown (seventeenth audit,
// the census): the projector table's reaches are fractions of the value —
// Shield Projection "within 1/2 value hexes", Displacer Pulse "within 1/2
// Value hexes", Force Plane "1/4 the value" wide and "up to 1/2 the value"
// away — and the rulebook rounds fractions down ("Round fractions down to
// the whole number"). A value of 5 reaches 2 hexes, not 3; a plane of 7 is
// one hex wide and stands at most 3 hexes off, not 4.
func TestRule_Projectors_HalfAndQuarterValuesRoundDown(t *testing.T) {
	odd := []design.Design{oddProjectors()}
	// Shield Projection 5: a friend 2 hexes away is covered, one 3 away is not in reach.
	s := battleWith(t, odd, place{0, "O", "Odd", "0,0", "N", 0}, place{0, "F", "Gun", "2,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	n, _ := apply(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
	if n.ships[1].coveredBy != 0 {
		t.Fatal("shield projection 5: a friend 2 hexes away is not covered")
	}
	far := battleWith(t, odd, place{0, "O", "Odd", "0,0", "N", 0}, place{0, "F", "Gun", "3,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	refuse(t, far.fireStep(0), Project{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}, "within half its value, 2 hexes")

	// Displacer Pulse 5: a target 2 hexes away is reached (4d10 against
	// real 2 × ECM 1 = 2), one 3 away is not; it reappears within 2 hexes of
	// where it was (the project's own limit, also half the value).
	s = battleWith(t, odd, place{0, "O", "Odd", "0,0", "N", 0}, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "0,-3", "S", 0})
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 1, From: 0, Target: 2, At: Cell{2, -3}}, "within half its value, 2 hexes")
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 1, From: 0, Target: 1, At: Cell{3, -2}}, "reappears within 2 hexes")
	n, ev := apply(t, s.fireStep(0, 1, 1, 1, 1), Project{By: 0, Ship: 0, Weapon: 1, From: 0, Target: 1, At: Cell{2, -2}})
	if n.ships[1].pos != at("2,-2") {
		t.Fatalf("displacer 5 at 2 hexes: B at %s: %s", FormatHex(n.ships[1].pos), eventsText(ev))
	}

	// Force Plane 7: ⌊7/4⌋ = 1 hex wide, absorbing 7, up to ⌊7/2⌋ = 3 hexes away.
	s = battleWith(t, odd, place{0, "O", "Odd", "0,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	refuse(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 2, From: 0, Target: 0, At: Cell{0, -4}}, "half its value, 3 hexes")
	n, ev = apply(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 2, From: 0, Target: 0, At: Cell{0, -3}, Dir: int(hex.SE)})
	if len(n.walls) != 1 || len(n.walls[0].hexes) != 1 || n.walls[0].left != 7 {
		t.Fatalf("force plane 7: %+v: %s", n.walls, eventsText(ev))
	}
}

// TestRule_StasisBeam_ValueHexes (seventeenth audit, the census): "all
// ships in 'value' hexes in the target hex" — the area grows by a whole
// ring only when the value covers it: 1 to 6 the target hex, 7 to 18 one
// ring (7 hexes), 19 two rings (19 hexes). 18 hexes is not yet two rings.
func TestRule_StasisBeam_ValueHexes(t *testing.T) {
	for _, c := range []struct{ value, radius int }{{1, 0}, {6, 0}, {7, 1}, {18, 1}, {19, 2}, {36, 2}, {37, 3}} {
		if got := stasisRadius(c.value); got != c.radius {
			t.Errorf("stasis beam %d: radius %d, want %d", c.value, got, c.radius)
		}
	}
}

// TestRule_EMP_ValueTurnsAfterTheHit (seventeenth audit, the census): a
// pulse of value 1 shuts its target down for the rest of the turn of the
// hit and for 1 whole turn more ("for 'value' turns … until those turns
// have elapsed", read as whole turns after the hit); in the turn after
// that the ship declares its speed again.
func TestRule_EMP_ValueTurnsAfterTheHit(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 2})
	n, _ := project(t, s, 3, 1, hex.Hex{}, 0, 1, 1, 1, 1)
	hitTurn := n.turn
	n.beginTurn()
	for _, c := range []struct {
		turn int
		shut bool
	}{{hitTurn, true}, {hitTurn + 1, true}, {hitTurn + 2, false}} {
		n.turn = c.turn
		if n.shut(1) != c.shut {
			t.Errorf("turn %d (the hit in %d): shut %v, want %v", c.turn, hitTurn, n.shut(1), c.shut)
		}
	}
	n.turn = hitTurn + 1
	refuse(t, n, Speed{By: 1, Ship: 1, Speed: 3}, "electromagnetic pulse")
	n.turn = hitTurn + 2
	apply(t, n, Speed{By: 1, Ship: 1, Speed: 3})
}

// TestRule_ShieldProjection_RailgunsPassIt: the projected shields are the
// ship's shields "at full strength", and shields stop all but missiles,
// antimissiles and railguns: a railgun hit on a covered ship draws nothing
// from the projector's pool and goes to the ship's armor and systems.
func TestRule_ShieldProjection_RailgunsPassIt(t *testing.T) {
	s := wizard(t, place{0, "F", "Gun", "1,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	n, _ := project(t, s, 10, 1, hex.Hex{}, 0)
	n.dice = engine.NewDice(1).Force(4, 4)
	ev := n.damage(1, hit{dmg: 2, ignoresShields: true, what: "rail"}, nil)
	if n.ships[0].shieldLeft != 2 || !strings.Contains(eventsText(ev), "2 penetrate") {
		t.Errorf("the W's pool %d: %s", n.ships[0].shieldLeft, eventsText(ev))
	}
}

// TestRule_Cloak_NoTransferredECMEither: "Cloaks can be used with evasive
// manuever, but not with ECM" — nor with ECM another ship transfers to it.
func TestRule_Cloak_NoTransferredECMEither(t *testing.T) {
	s := wizard(t, place{0, "F", "Gun", "2,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	n, _ := project(t, s, 11, 1, hex.Hex{}, 0)
	if n.ecm(1) != 3 {
		t.Fatalf("the F's ECM %d with the W's given", n.ecm(1))
	}
	n.mut(1).cloak = 2
	if n.ecm(1) != 0 {
		t.Errorf("cloaked, the F keeps ECM %d", n.ecm(1))
	}
}

// TestRule_Projectors_EffectsLeavePlayWithTheShip (rules 10): a ship that
// leaves play without being scrapped takes its lasting effects with it —
// one taken by boarders (they hold the whole ship, its projectors
// included) and a craft landed in its carrier's hangar. The W's force
// plane stood after the W was taken, and a craft's after it landed,
// absorbing the damage of shots across it to the end of the next turn
// (rules 3-9), though its projected shields, transferred ECM and dazzle
// asked for a ship in play already. A scrapped ship's plane falls with its
// projector, as before.
func TestRule_Projectors_EffectsLeavePlayWithTheShip(t *testing.T) {
	across := func(t *testing.T, n *State, b, f ShipID) string {
		t.Helper()
		_, ev := apply(t, n.fireStep(b, 6, 6, 6, 6, 6, 6), Fire{By: 1, Ship: b, Weapon: 0, From: 0, Target: f})
		return eventsText(ev)
	}
	t.Run("taken", func(t *testing.T) {
		s := wizard(t, place{0, "F", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
		n, _ := project(t, s, 5, 0, at("0,-2"), int(hex.SE))
		if text := across(t, n, 2, 1); !strings.Contains(text, "force plane absorbs 3") {
			t.Fatalf("the wall stands before: %s", text)
		}
		n.mut(0).mustered = true
		for q := range n.squads {
			if n.squads[q].host == 0 {
				n.mutSquads()[q].alive = false
			}
		}
		n.squads = append(n.mutSquads(), squad{side: 1, kind: 1, home: 2, host: 0, sys: -1, target: -1, alive: true})
		n.mut(0).captureTurn = n.turn
		ev := eventsText(n.captures(nil))
		if n.ships[0].status != stCaptured || len(n.walls) != 0 || !strings.Contains(ev, "the W is taken: its Force Plane ends") {
			t.Fatalf("walls %+v: %s", n.walls, ev)
		}
		if text := across(t, n, 2, 1); strings.Contains(text, "force plane") {
			t.Errorf("the taken W's wall absorbs: %s", text)
		}
	})
	t.Run("landed", func(t *testing.T) {
		mite := design.Design{Name: "Mite", Fighter: true, Maneuver: 4, Weapons: []design.Weapon{
			{Name: "Plane", Type: design.Projector, Effect: design.ForcePlane, Damage: 8, Range: 1, Arc: design.Primary},
		}, Aux: []design.Aux{{Kind: design.Storage, Qty: 40}}}
		hive := design.Design{Name: "Hive", Maneuver: 2, Weapons: []design.Weapon{
			{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Defensive},
		}, Aux: []design.Aux{{Kind: design.Hangar, Craft: "Mite", Qty: 2}, {Kind: design.Storage, Qty: 20}}}
		s := battleWith(t, []design.Design{mite, hive}, place{0, "H", "Hive", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0}, place{0, "F", "Gun", "0,0", "N", 0})
		h, b, f := s.mustShip(t, "H"), s.mustShip(t, "B"), s.mustShip(t, "F")
		m := firstAboard(s)
		c := s.mut(m) // launched before
		c.status, c.carrier, c.pos, c.heading = stActive, NoShip, s.ships[h].pos, s.ships[h].heading
		n, _ := apply(t, s.fireStep(m), Project{By: 0, Ship: m, Weapon: 0, From: 0, Target: m, At: Cell{Q: 0, R: -2}, Dir: int(hex.SE)})
		sh := n.mut(m) // its docking's second turn
		sh.dDock, sh.dockWith, sh.dockTurns = h, h, 1
		ev := eventsText(n.docking(nil))
		if n.ships[m].status != stAboard || len(n.walls) != 0 || !strings.Contains(ev, "is in its carrier's hangar: its Force Plane ends") {
			t.Fatalf("walls %+v: %s", n.walls, ev)
		}
		if text := across(t, n, b, f); strings.Contains(text, "force plane") {
			t.Errorf("a landed craft's wall absorbs: %s", text)
		}
	})
	t.Run("scrapped", func(t *testing.T) {
		s := wizard(t, place{0, "F", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
		n, _ := project(t, s, 5, 0, at("0,-2"), int(hex.SE))
		n.dice = engine.NewDice(1)
		n.mut(0).shieldLeft = 0
		n.damage(0, hit{dmg: 500, what: "test"}, nil)
		if n.ships[0].status != stScrap || len(n.walls) != 0 {
			t.Fatalf("status %d, walls %+v", n.ships[0].status, n.walls)
		}
	})
}

// TestRule_ForcePlane_ValueInAllOverItsLife: a wall "can absorb up to
// value damage points" in all: what it absorbed in the turn it was raised
// is not given back when the next turn begins (it stands until the ship's
// next move).
func TestRule_ForcePlane_ValueInAllOverItsLife(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0})
	n, _ := project(t, s, 5, 0, at("0,-2"), int(hex.SE))
	f := n.fireStep(1, 6, 6, 6, 6, 6, 6)
	f, _ = apply(t, f, Fire{By: 1, Ship: 1, Weapon: 0, From: 0, Target: 0})
	if f.walls[0].left != 5 {
		t.Fatalf("left %d", f.walls[0].left)
	}
	f.beginTurn()
	if len(f.walls) != 1 || f.walls[0].left != 5 {
		t.Fatalf("next turn before the Wizard moves: %+v", f.walls)
	}
}

// TestRule_EMP_SecondPulseDoesNotShorten: a ship shut down by a pulse of 3
// "coasts until those turns have elapsed"; a pulse of 1 the next turn does
// not cut that short.
func TestRule_EMP_SecondPulseDoesNotShorten(t *testing.T) {
	big := design.Design{Name: "Pulser", Maneuver: 4, Weapons: []design.Weapon{
		{Name: "EMP3", Type: design.Projector, Effect: design.EMP, Damage: 3, Range: 4, Arc: design.Defensive},
		{Name: "EMP1", Type: design.Projector, Effect: design.EMP, Damage: 1, Range: 4, Arc: design.Defensive},
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 100}}}
	s := battleWith(t, []design.Design{big}, place{0, "P", "Pulser", "0,0", "N", 0}, place{1, "B", "Gun", "0,-2", "S", 0})
	n, ev := apply(t, s.fireStep(0, 1, 1, 1, 1), Project{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
	first := n.ships[1].empUntil
	if first != n.turn+3 {
		t.Fatalf("empUntil %d turn %d: %s", first, n.turn, eventsText(ev))
	}
	n.turn++
	n.beginTurn()
	n, ev = apply(t, n.fireStep(0, 1, 1, 1, 1), Project{By: 0, Ship: 0, Weapon: 1, From: 0, Target: 1})
	if n.ships[1].empUntil < first {
		t.Fatalf("a pulse of 1 cut a pulse of 3 short: until %d, was %d: %s", n.ships[1].empUntil, first, eventsText(ev))
	}
}

// TestRule_Cloak_UntilTheNextMove, through the intents: a cloak raised in
// turn 1 still covers the W against a faster ship's shot in turn 2, before
// the W moves, and ends with the W's move.
func TestRule_Cloak_UntilTheNextMove(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0})
	n, text := playTurn(t, s, turnPlan{fire: map[string][]engine.Intent{"W": {Project{By: 0, Ship: 0, Weapon: 9, From: 0, Target: 0}}}})
	if n.ships[0].cloak != 3 {
		t.Fatalf("turn 2 starts with cloak %d: %s", n.ships[0].cloak, text)
	}
	// B goes first in turn 2 (speed 1) and sees the cloak.
	n, _ = apply(t, n, Speed{By: 1, Ship: 1, Speed: 1})
	n, _ = apply(t, n, Seal{By: 0})
	n, _ = apply(t, n, Seal{By: 1})
	n, _ = apply(t, n, Move{By: 1, Ship: 1, Plot: "1"})
	if b, _ := n.EffectiveRange(1, 0, 1, 0, false); b.Cloak != 3 {
		t.Fatalf("B's shot before W moves: %+v", b)
	}
	n, _ = apply(t, n, Done{By: 1, Ship: 1})
	n, _ = apply(t, n, Move{By: 0, Ship: 0, Plot: "0"})
	if n.ships[0].cloak != 0 {
		t.Fatalf("cloak %d after W's next move", n.ships[0].cloak)
	}
}

// TestRule_ShieldProjection_PoolPerTurn: projected shields draw on the
// projector's pool for the turn; spent in turn 1, it is full again in turn
// 2, where the cover lasts until the W's next move.
func TestRule_ShieldProjection_PoolPerTurn(t *testing.T) {
	s := wizard(t, place{0, "F", "Gun", "1,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	n, _ := project(t, s, 10, 1, hex.Hex{}, 0)
	n.dice = engine.NewDice(1).Force(4, 4, 4, 4)
	n.damage(1, hit{dmg: 2, what: "beam"}, nil)
	if n.ships[0].shieldLeft != 0 {
		t.Fatalf("W's pool %d", n.ships[0].shieldLeft)
	}
	n.turn++
	n.beginTurn()
	if n.ships[0].shieldLeft != 2 || n.ships[1].coveredBy != 0 {
		t.Fatalf("next turn before W moves: pool %d, covered by %d", n.ships[0].shieldLeft, n.ships[1].coveredBy)
	}
}

// TestRule_EMP_ValueThreeAndShieldsAfter: a pulse of 3 shuts the Target
// down for the turn of the hit and three more, with no shields; in the
// turn after, its shields are back in full.
func TestRule_EMP_ValueThreeAndShieldsAfter(t *testing.T) {
	big := design.Design{Name: "Pulser", Maneuver: 4, Weapons: []design.Weapon{
		{Name: "EMP3", Type: design.Projector, Effect: design.EMP, Damage: 3, Range: 4, Arc: design.Defensive},
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 100}}}
	s := battleWith(t, []design.Design{big}, place{0, "P", "Pulser", "0,0", "N", 0}, place{1, "B", "Target", "0,-1", "S", 0})
	n, ev := apply(t, s.fireStep(0, 2, 2, 1, 1), Project{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
	hit := n.turn
	if n.ships[1].shieldLeft != 0 {
		t.Fatalf("shields %d while shut: %s", n.ships[1].shieldLeft, eventsText(ev))
	}
	for k := 1; k <= 4; k++ {
		n.turn = hit + k
		n.beginTurn()
		want := k <= 3
		if n.shut(1) != want {
			t.Errorf("turn hit+%d: shut %v", k, n.shut(1))
		}
		if !want && n.ships[1].shieldLeft != 3 {
			t.Errorf("turn hit+%d: shields %d", k, n.ships[1].shieldLeft)
		}
		if want && n.ships[1].shieldLeft != 0 {
			t.Errorf("turn hit+%d: shields %d while shut", k, n.ships[1].shieldLeft)
		}
	}
}

// TestRule_Projectors_TheFirerPlacesAnywhereInReach: the displaced target
// reappears "in another hex designated by the firing ship", and a force
// plane "can be up to 1/2 the value away from the ship": any hex in reach,
// not only the six hexes at the edge of a displacer's reach and the three
// walls two hexes off that Legal lists (the screen types the others;
// the twenty-sixth audit) — a hex next to the target, and a wall astern
// in the ship's own hex or three hexes off, running any way.
func TestRule_Projectors_TheFirerPlacesAnywhereInReach(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0})
	listed := func(in Project) bool {
		for _, x := range s.fireStep(0).Legal(0) {
			if x == engine.Intent(in) {
				return true
			}
		}
		return false
	}
	near := hex.Neighbor(at("0,-2"), hex.NE)
	if in := (Project{By: 0, Ship: 0, Weapon: 8, From: 0, Target: 1, At: Cell{near.Q, near.R}}); listed(in) {
		t.Fatalf("Legal lists %v: the test proves nothing", in)
	}
	n, text := project(t, s, 8, 1, near, 0, 1, 1, 1, 1)
	if n.ships[1].pos != near {
		t.Fatalf("displaced to %v, want %v: %s", n.ships[1].pos, near, text)
	}
	for _, w := range []struct {
		at  hex.Hex
		dir hex.Direction
	}{{at("0,0"), hex.N}, {at("0,3"), hex.NE}} {
		in := Project{By: 0, Ship: 0, Weapon: 5, From: 0, Target: 0, At: Cell{w.at.Q, w.at.R}, Dir: int(w.dir)}
		if listed(in) {
			t.Fatalf("Legal lists %v: the test proves nothing", in)
		}
		n, text := project(t, s, 5, 0, w.at, int(w.dir))
		if len(n.walls) != 1 || n.walls[0].hexes[0] != w.at && n.walls[0].hexes[1] != w.at {
			t.Fatalf("a wall at %v: %s %+v", w.at, text, n.walls)
		}
	}
}

// TestRule_ForcePlane_WidthAndTheEndsOfTheLine (the thirtieth audit, on
// boundaries): a wall "1/4 the value" wide, rounded down, grows a hex at
// each multiple of 4 (at least one hex: own), and it absorbs the damage
// of a shot whose line of fire enters one of its hexes. The hex the shot
// is fired from is not entered, the target's hex is: a ship standing in
// the wall's hex is shielded by it, and fires out of it unhindered; a
// ship one hex short of the wall is not behind it.
func TestRule_ForcePlane_WidthAndTheEndsOfTheLine(t *testing.T) {
	for value, width := range map[int]int{1: 1, 3: 1, 4: 1, 7: 1, 8: 2, 11: 2, 12: 3} {
		if got := len(forcePlaneHexes(value, hex.Hex{}, hex.SE)); got != width {
			t.Errorf("force plane %d: %d hexes wide, want %d", value, got, width)
		}
	}
	// The Wizard's plane of 8 stands at 0,-2 and 0,-2's SE neighbour.
	shot := func(friend, enemy string, target ShipID) (int, string) {
		s := wizard(t, place{0, "F", "Gun", friend, "N", 0}, place{1, "B", "Gun", enemy, "S", 0})
		n, _ := project(t, s, 5, 0, at("0,-2"), int(hex.SE))
		if len(n.walls) != 1 || !slices.Contains(n.walls[0].hexes, at("0,-2")) {
			t.Fatalf("walls %+v", n.walls)
		}
		n2, ev := apply(t, n.fireStep(2, 6, 6, 6, 6, 6, 6), Fire{By: 1, Ship: 2, Weapon: 0, From: 0, Target: target})
		return n2.walls[0].left, eventsText(ev)
	}
	if left, text := shot("0,-2", "0,-4", 1); left != 5 || !strings.Contains(text, "force plane absorbs 3") {
		t.Errorf("at a ship in the wall's hex: %d left: %s", left, text)
	}
	if left, text := shot("0,-3", "0,-4", 1); left != 8 || strings.Contains(text, "absorbs") {
		t.Errorf("at a ship one hex short of the wall: %d left: %s", left, text)
	}
	if left, text := shot("0,3", "0,-2", 0); left != 8 || strings.Contains(text, "absorbs") {
		t.Errorf("from the wall's hex at the Wizard: %d left: %s", left, text)
	}
	// A line of fire that runs along the side between two hexes passes
	// through one of them only (hex.Line's tie-break, the same whichever
	// end fires): from 1,-2 to 0,0 it takes 1,-1, not 0,-1. A wall of one
	// hex (the Odd's plane of 7) in 1,-1 absorbs the shot; one in 0,-1,
	// which the line only grazes, does not.
	if !slices.Equal(hex.Line(at("1,-2"), at("0,0")), []hex.Hex{at("1,-2"), at("1,-1"), at("0,0")}) ||
		!slices.Equal(hex.Line(at("0,0"), at("1,-2")), []hex.Hex{at("0,0"), at("1,-1"), at("1,-2")}) {
		t.Fatalf("the line between 0,0 and 1,-2: %v", hex.Line(at("1,-2"), at("0,0")))
	}
	for wallAt, absorbs := range map[string]bool{"1,-1": true, "0,-1": false} {
		s := battleWith(t, []design.Design{oddProjectors()}, place{0, "O", "Odd", "0,0", "N", 0}, place{1, "B", "Gun", "1,-2", "S", 0})
		n, _ := apply(t, s.fireStep(0), Project{By: 0, Ship: 0, Weapon: 2, From: 0, Target: 0, At: Cell{at(wallAt).Q, at(wallAt).R}, Dir: int(hex.SE)})
		_, ev := apply(t, n.fireStep(1, 6, 6, 6, 6, 6, 6), Fire{By: 1, Ship: 1, Weapon: 0, From: 0, Target: 0})
		if got := strings.Contains(eventsText(ev), "force plane absorbs"); got != absorbs {
			t.Errorf("a wall at %s, the shot from 1,-2 at 0,0: absorbed %v, want %v: %s", wallAt, got, absorbs, eventsText(ev))
		}
	}
}

// TestRule_TractorBeam_StopsAtTheFirer (the thirtieth audit): a tractor
// of value 2 pulls a ship 2 hexes toward the firer along the line between
// them, and no further than the firer's own hex: a ship 3 hexes away ends
// 1 away, one 2 away ends in the firer's hex, and so does one 1 away.
func TestRule_TractorBeam_StopsAtTheFirer(t *testing.T) {
	for where, ends := range map[string]string{"0,-3": "0,-1", "0,-2": "0,0", "0,-1": "0,0"} {
		s := wizard(t, place{1, "B", "Gun", where, "S", 0})
		n, text := project(t, s, 1, 1, hex.Hex{}, 0, 1, 1, 1, 1)
		if n.ships[1].pos != at(ends) {
			t.Errorf("tractor 2 on a ship at %s: at %s, want %s: %s", where, FormatHex(n.ships[1].pos), ends, text)
		}
	}
}

// TestRule_TransferECM_WithinItsRange (the thirtieth audit): the ECM goes
// "to ship(s) in another hex", and the project's own reach is the
// projector's Range (the Wizard's is 4): a friend 1 hex off and one 4 off
// are given it, one 5 off is beyond it, and one in the Wizard's own hex is
// not in another hex.
func TestRule_TransferECM_WithinItsRange(t *testing.T) {
	for where, ok := range map[string]bool{"0,0": false, "1,0": true, "4,0": true, "5,0": false} {
		s := wizard(t, place{0, "F", "Gun", where, "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
		err := s.fireStep(0).checkProject(Project{By: 0, Ship: 0, Weapon: 11, From: 0, Target: 1})
		switch {
		case ok && err != nil:
			t.Errorf("a friend at %s: %v", where, err)
		case !ok && (err == nil || !strings.Contains(err.Error(), "another hex within its Range, 4 hexes")):
			t.Errorf("a friend at %s: %v, want refused", where, err)
		}
	}
}

// TestRule_ShieldProjection_WithinReachWhileItLasts (rules 15): the
// Wizard's Shield projector (value 4) extends its shields "to ships within
// 1/2 value hexes", two: the F, a hex off when they are cast, is covered.
// Flown three hexes off (it moves before the Wizard's next move, which is
// what ends the effect), it is no longer within them: a hit there draws
// nothing on the Wizard's pool and both points reach the F's systems —
// rules 3-14 covered it wherever it flew. Back within two hexes it is
// covered again, while the projector is up.
func TestRule_ShieldProjection_WithinReachWhileItLasts(t *testing.T) {
	s := wizard(t, place{0, "F", "Gun", "1,0", "N", 0}, place{1, "B", "Gun", "0,-6", "S", 0})
	n, text := project(t, s, 10, 1, at("0,0"), 0)
	if f, _ := n.Ship(1); f.CoveredBy != 0 {
		t.Fatalf("the F is not covered: %s", text)
	}
	n.mut(1).pos = at("0,3")
	n.dice = engine.NewDice(1).Force(4, 4)
	ev := n.damage(1, hit{dmg: 2, what: "test"}, nil)
	if w, _ := n.Ship(0); w.ShieldLeft != 2 || strings.Contains(eventsText(ev), "projected shields") {
		t.Errorf("three hexes off: the Wizard's pool %d, want 2 untouched: %s", w.ShieldLeft, eventsText(ev))
	}
	if f, _ := n.Ship(1); f.HitPoints != f.MaxHP-2 || f.CoveredBy != NoShip {
		t.Errorf("three hexes off: the F has %d of %d hit points, covered by %d; want 2 lost, not covered", f.HitPoints, f.MaxHP, f.CoveredBy)
	}
	n.mut(1).pos = at("1,1")
	ev = n.damage(1, hit{dmg: 1, what: "test"}, nil)
	if w, _ := n.Ship(0); w.ShieldLeft != 1 || !strings.Contains(eventsText(ev), "1 on the W's projected shields") {
		t.Errorf("two hexes off: the Wizard's pool %d, want 1: %s", w.ShieldLeft, eventsText(ev))
	}
}
