package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The thirty-fifth audit's blind cases: picked from the rulebook before
// the program was read, each where a quick reading goes wrong. Only the
// cases no earlier test pins exactly are here; the others are listed with
// their tests in the audit's notes.

// bare is a Hulk with no shields whose chart reads S alone on a 2 and Sa
// on a 3, so a shield result meets a ship with no shield left.
func bare() ClassFile {
	c := target("Bare", 0)
	c.Chart = []string{"Hull", "S", "Sa", "E", "a", "Hull"}
	return c
}

// 4.2.3: a shield hit on a ship with no shield boxes left is damage that
// cannot be applied; when it is the whole entry the ship takes a hull hit
// instead, and when the entry also names a weapon it still has, only the
// weapon goes and no hull box is filled.
func TestBlind_4_2_3_ShieldHitWithNoShieldsLeft(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), bare()}
	for _, tc := range []struct {
		face        int
		hull, guns  int
		description string
	}{
		{2, 1, 1, "hull hit instead"},
		{3, 0, 0, "(a) weapon hit"},
	} {
		// To-Hit 4, the shield die 1 exceeds shields 0 (4.2.2), then the
		// damage die.
		n, ev := fireAt(t, duel(t, cls, "One", "Bare", 2), 4, 1, tc.face)
		n, ev = finishCombat(t, n, ev)
		d := &n.ships[1]
		if h := hullMarks(d, boxHit); h != tc.hull || len(d.working(0)) != tc.guns {
			t.Errorf("damage die %d: %d hull hits and %d guns, want %d and %d\n%s", tc.face, h, len(d.working(0)), tc.hull, tc.guns, eventsText(ev))
		}
		if dm := roll(t, ev, EvDamage, 0); !strings.Contains(dm.Result, tc.description) {
			t.Errorf("damage die %d: %q does not say %q", tc.face, dm.Result, tc.description)
		}
		if d.shieldRating() != 0 {
			t.Errorf("damage die %d: shields %d", tc.face, d.shieldRating())
		}
	}
}

// 5.1.2: fighters' damage is applied at once, and a ship they destroy has
// no chance to fire back: in the Combat Phase that follows it can declare
// nothing, and its side has nothing to fire with.
func TestBlind_5_1_2_DestroyedByFightersNeverFires(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1)}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:G:Gun:1510:N")
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	// One fighter: 5 hits, 6 beats shields 0, the damage die 6 fills G's
	// last hull box; then the first fire's roll-off.
	s = s.withDice(5, 6, 6, 3, 4)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 9, Target: aim("G")})
	if s.ships[1].status != destroyed {
		t.Fatalf("G is %s\n%s", s.ships[1].statusText(), eventsText(ev))
	}
	if err := s.Check(Target{By: 1, Ship: "G", Battery: "a", Target: aim("A")}); err == nil {
		t.Fatal("G, destroyed by fighters, declares a target in the Combat Phase")
	}
	for _, in := range s.Legal(1) {
		if x, ok := in.(Target); ok && x.Ship == "G" {
			t.Fatalf("Legal offers %v", in)
		}
	}
}

// 3.2.1: a move backward needs no forward move between it and another
// maneuver, sideslips included; two other maneuvers in a row stay
// illegal. Costs per 3.2.2: L, R and B two MPs each, P and S one.
func TestBlind_3_2_1_BackSeparatesSideslips(t *testing.T) {
	for in, cost := range map[string]int{"LBR": 6, "SBL": 5, "RBBL": 8, "1LB1": 6} {
		o, err := ParseOrders(in)
		if err != nil || o.Cost() != cost {
			t.Errorf("%q: %v, cost %d, want legal at %d", in, err, o.Cost(), cost)
		}
	}
	for _, in := range []string{"LR", "LS", "1RP2"} {
		if _, err := ParseOrders(in); err == nil || !strings.Contains(err.Error(), "two maneuvers in a row") {
			t.Errorf("%q: %v, want two maneuvers in a row refused", in, err)
		}
	}
}

// 3.2.2 with 1.4: each engine hit takes an MP away; a ship left with one
// MP may still turn (1 MP) or move one hex, but not sideslip or back (2
// MPs each).
func TestBlind_3_2_2_OneMPLeft(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	for k := 0; k < 4; k++ {
		s.ships[0].engineBoxes()[k] = boxHit
	}
	s.ships[0].last = lastForward
	if mp := s.ships[0].mp(); mp != 1 {
		t.Fatalf("A has %d MP after four engine hits of five", mp)
	}
	for _, o := range []string{"L", "R", "B"} {
		refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: o}, "costs 2 MP but A has 1")
	}
	for _, o := range []string{"P", "S", "1"} {
		if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: o}); err != nil {
			t.Errorf("%q: %v", o, err)
		}
	}
}

// 5.3.1: a flight's To-Hit number is a flat 5+; the target is always in an
// adjacent hex, but 4.2.1's range modifiers belong to a battery's range
// bands, which a flight has not: a 4 misses.
func TestBlind_5_3_1_FlatFivePlusAdjacent(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:H:Hulk:1507:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}}
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	s = s.withDice(4, 5, 2, 2)
	_, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")})
	hit := roll(t, ev, EvToHit, 0)
	if hit.Total != 1 || modSum(hit) != 0 || hit.Need != 5 {
		t.Fatalf("4 and 5 at 5+: %v\n%s", hit, eventsText(ev))
	}
}

// 5.3.3 with 4.2.1: against fighters a 6+ battery at medium range counts
// as at long range and needs 7: two unmodified 6s make one hit, and that
// hit kills one fighter (not one per 6).
func TestBlind_5_3_3_SevenPlusAgainstFighters(t *testing.T) {
	cls := []ClassFile{gunboat("Six", 2, 9, 6, 1, 1, 1), target("Hulk", 0)}
	for _, tc := range []struct {
		faces []int
		left  int
	}{{[]int{6, 6}, 5}, {[]int{6, 5}, 6}} {
		s := duel(t, cls, "Six", "Hulk", 12)
		h := hex.FromOffset(15, 2+5)
		s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
		s = s.withDice(tc.faces...)
		s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
		n, ev := apply(t, s, Fire{By: 0})
		n, ev = finishCombat(t, n, ev)
		if r := roll(t, ev, EvToHit, 0); r.Need-modSum(r) != 7 {
			t.Errorf("%v: needs %d, want 7", tc.faces, r.Need-modSum(r))
		}
		left := 0
		for _, c := range n.craft {
			if c.side == 1 {
				left += c.n
			}
		}
		if left != tc.left {
			t.Errorf("%v: %d fighters left, want %d\n%s", tc.faces, left, tc.left, eventsText(ev))
		}
	}
}

// 4.3 with 4.3.1: damage is filled in when the Combat Phase ends, before
// the End Phase, so an explosion's dice in that End Phase face the shields
// the ship has left: a shield hit taken in the Combat Phase lets an
// explosion die of 3 through shields 3 → 2.
func TestBlind_4_3_1_ExplosionMeetsTheShieldsLeftAfterCombat(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 3)}
	s := duel(t, cls, "One", "Hulk", 2)
	s.booms = []explosion{{pos: s.ships[1].pos, strength: 1}}
	sf := chartFace(t, &s.ships[1], "S")
	// To-Hit 4 (2+, +1 short, −1 into the explosion), shield die 4 beats 3,
	// the damage die a shield hit; End Phase: the explosion's die 3, its
	// damage die 1 (hull).
	n, ev := fireAt(t, s, 4, 4, sf, 3, 1)
	n, ev = finishCombat(t, n, ev) // the End Phase follows at once
	if r := roll(t, ev, EvShield, 1); !strings.Contains(r.Purpose, "explosion") || r.Need != 2 || r.Total != 1 {
		t.Fatalf("explosion roll %v\n%s", r, eventsText(ev))
	}
	if h := hullMarks(&n.ships[1], boxHit); h != 1 {
		t.Fatalf("%d hull hits\n%s", h, eventsText(ev))
	}
}

// 4.2.3 with C.3: "2a" is two weapon hits, and armored gun batteries roll
// for each on its own: a 5 stops one, a 4 lets the other through, so one
// weapon of the two is lost. When both saves stop their hits the entry
// still applied (the saves stopped it), so no hull hit replaces it.
func TestBlind_4_2_3_C_3_EachOfAMultipleWeaponHitIsSaved(t *testing.T) {
	twin := equipped("Twin", "Armored Gun Batteries")
	twin.Batteries[0].Mounts = []string{"EF", "EF"}
	twin.Chart = []string{"Hull", "2a", "E", "S", "E", "Hull"}
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), twin}
	for _, tc := range []struct {
		saves      []int
		lost, hull int
	}{{[]int{5, 4}, 1, 0}, {[]int{6, 5}, 0, 0}, {[]int{2, 3}, 2, 0}} {
		n, ev := fireAt(t, duel(t, cls, "One", "Twin", 2), append([]int{4, 1, 2}, tc.saves...)...)
		n, ev = finishCombat(t, n, ev)
		for k := 0; k < 10 && n.phase == phChoose; k++ {
			var more []engine.Event
			n, more = apply(t, n, n.Legal(1)[0])
			ev = append(ev, more...)
		}
		d := &n.ships[1]
		lost := count(d.weaponBoxes(0), func(m mark) bool { return m.kind() == boxHit })
		if lost != tc.lost || hullMarks(d, boxHit) != tc.hull || strings.Count(eventsText(ev), "(C.3)") != 2 {
			t.Errorf("saves %v: %d weapons lost, %d hull hits; want %d, %d after two saves\n%s", tc.saves, lost, hullMarks(d, boxHit), tc.lost, tc.hull, eventsText(ev))
		}
	}
}

// 3.3, found reading a played game's log: a ship whose orders take it
// round and back to the hex it started in has moved, and the log says so;
// only a ship standing still or turning for free "stays" (a played log read
// "Mantis (orders 1PBP1) stays at 1408").
func TestBlind_3_3_PathBackToItsStartIsAMove(t *testing.T) {
	for _, tc := range []struct{ orders, verb string }{
		{"1B", "moves back to 1505"}, {"0", "stays at 1505"}, {"@NE", "stays at 1505 facing NE"}, {"1", "moves to 1406"},
	} {
		s := battle(t, "Red:A:Admirable:1505:SW", "Blue:B:Admirable:1515:N")
		s.craft = nil
		s.ships[0].last = lastForward
		if pv := PreviewPath(s, "A", tc.orders); pv.Err != nil {
			t.Fatalf("%s: %v", tc.orders, pv.Err)
		}
		s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: tc.orders})
		s, _ = apply(t, s, Submit{By: 0})
		_, ev := apply(t, s, Submit{By: 1})
		if txt := eventsText(ev); !strings.Contains(txt, "Red's A (orders "+tc.orders+") "+tc.verb) {
			t.Errorf("%s: the log says\n%s", tc.orders, txt)
		}
	}
}
