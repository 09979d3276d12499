package starmada

import (
	"strings"
	"testing"
)

// The fourth audit: boundaries a quick reading gets wrong that no earlier
// test pinned on its own, each with forced dice.

// 4.2.2: a penetration die must beat the shield rating; one that only
// equals it is stopped. Against the Admirable's shields 3 a 3 fails and a
// 4 gets through.
func TestRule_4_2_2_EqualDoesNotPenetrate(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1)}
	for _, tc := range []struct{ face, through int }{{3, 0}, {4, 1}} {
		// To-Hit 4 (hits 2+), then the shield die, then a damage die.
		_, ev := fireAt(t, duel(t, cls, "Gun", "Admirable", 2), 4, tc.face, 1)
		if sr := roll(t, ev, EvShield, 0); sr.Total != tc.through || sr.Need != 3 {
			t.Errorf("shield die %d: %d through (need above %d), want %d\n%s", tc.face, sr.Total, sr.Need, tc.through, eventsText(ev))
		}
	}
}

// C.3 with 4.2.3: a weapon hit that armored gun batteries stop had a
// weapon to take, so it is not damage that "cannot be applied": it does
// not become a hull hit.
func TestRule_C_3_StoppedWeaponHitIsNoHullHit(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), equipped("Armored", "Armored Gun Batteries")}
	s := duel(t, cls, "Gun", "Armored", 2)
	face := 0
	for f := 2; f <= 5; f++ {
		if s.ships[1].class.Chart[f-1].String() == "a" {
			face = f
		}
	}
	if face == 0 {
		t.Fatalf("no (a) on the chart %s", s.ships[1].class.Chart)
	}
	// To-Hit 4, shield 6 (shields 0), damage die on "a", save die 5.
	n, ev := fireAt(t, s, 4, 6, face, 5)
	if h := hullMarks(&n.ships[1], boxHit); h != 0 {
		t.Errorf("%d hull hits after a stopped weapon hit\n%s", h, eventsText(ev))
	}
	if lost := count(n.ships[1].weaponBoxes(0), func(m mark) bool { return m.kind() == boxHit }); lost != 0 {
		t.Errorf("%d weapons lost\n%s", lost, eventsText(ev))
	}
}

// 3.3.2: a ship whose path goes off the board has left the game, even
// if the rest of its orders would bring it back on.
func TestRule_3_3_2_OffAndBackStillLeaves(t *testing.T) {
	s := battle(t, "Red:A:Admirable:0010:N", "Blue:B:Admirable:1515:N")
	// L takes it to the front-left hex, off the western edge; R brings
	// it back to column 00.
	pv := PreviewPath(s, "A", "L1R")
	if pv.Err != nil || pv.OffBoard != 1 {
		t.Fatalf("preview: off at %d, %v", pv.OffBoard, pv.Err)
	}
	if end := pv.Path[len(pv.Path)-1].Hex; !s.board.Contains(end) {
		t.Fatalf("the test's orders end off the board at %s", HexLabel(end))
	}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "L1R"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if s.ships[0].status != offBoard || s.vp[1] != s.ships[0].class.CR {
		t.Fatalf("A status %d, Blue VP %d\n%s", s.ships[0].status, s.vp[1], eventsText(ev))
	}
	if !strings.Contains(eventsText(ev), "leaves the board") {
		t.Errorf("no departure in the log\n%s", eventsText(ev))
	}
}
