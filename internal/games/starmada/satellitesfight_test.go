package starmada

import (
	"strings"
	"testing"
)

// 5.3.2 with C.5 (rules 12): a flight's 1s cost it a fighter because the
// target fights back; battle satellites attack ships only (C.5 as far as
// printed, the project's own), so a stack of satellites alone costs the
// flight nothing, while a stack that also holds a flight, even one whose
// fighters were all hit this phase, still does. The flight lost a fighter
// to each 1 against satellites (found by a rules-expert play-tester,
// selfplay of the satellites scenario, seed 1, turn 2).
func TestRule_5_3_2_SatellitesDoNotFightBack(t *testing.T) {
	sat := func(n int) craft {
		return craft{id: CraftID{Carrier: "B", Satellite: true, N: n}, side: 1, sat: true, pos: at("1511"), n: 1}
	}
	for _, tc := range []struct {
		name  string
		stack []craft
		left  int    // A/F1's fighters after the attack
		words string // in the roll line
	}{
		{"satellites alone", []craft{sat(1), sat(2)}, 6, "at the satellites in 1511 (5.3.2)"},
		{"a flight beside them", []craft{sat(1), {id: flight("B/F1"), side: 1, pos: at("1511"), n: 2}}, 4, "each 1 rolled costs the attackers a fighter: 2 lost, 4 left"},
		{"a flight all hit this phase", []craft{sat(1), {id: flight("B/F1"), side: 1, pos: at("1511"), n: 0, lost: 2}}, 4, "at the fighters in 1511"},
	} {
		s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
		s.phase, s.chooser, s.picked = phFighters, 0, -1
		s.craft = append([]craft{{id: flight("A/F1"), side: 0, pos: at("1510"), n: 6}}, tc.stack...)
		s = s.withDice(1, 1, 5, 2, 3, 4)
		n, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1511")})
		var roll string
		for _, e := range ev {
			if e.Kind == EvToHit && e.Roll != nil && strings.HasPrefix(e.Roll.Purpose, "A/F1") {
				roll = e.String()
			}
		}
		if !strings.Contains(roll, tc.words) {
			t.Errorf("%s: the roll reads %q, want %q in it", tc.name, roll, tc.words)
		}
		if got := n.craft[n.craftIndex(flight("A/F1"))].n; got != tc.left {
			t.Errorf("%s: A/F1 has %d fighters after two 1s, want %d\n%s", tc.name, got, tc.left, eventsText(ev))
		}
	}
}

// The odds a flight's dogfight shows before the roll (FlightOdds) agree
// with rules 12: against a stack of satellites alone its 1s cost nothing,
// against a stack with a flight each 1 costs a fighter (5.3.2). The odds
// said only "a dogfight", which the screen read as each 1 costing one of
// the attackers whatever the stack held.
func TestRule_5_3_2_FlightOddsSayWhetherTheStackFightsBack(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack []craft
		back  bool
	}{
		{"satellites alone", []craft{{id: CraftID{Carrier: "B", Satellite: true, N: 1}, side: 1, sat: true, pos: at("1511"), n: 1}}, false},
		{"a flight", []craft{{id: flight("B/F1"), side: 1, pos: at("1511"), n: 2}}, true},
		{"a flight and a satellite", []craft{{id: CraftID{Carrier: "B", Satellite: true, N: 1}, side: 1, sat: true, pos: at("1511"), n: 1},
			{id: flight("B/F1"), side: 1, pos: at("1511"), n: 2}}, true},
	} {
		s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
		s.phase, s.chooser, s.picked = phFighters, 0, -1
		s.craft = append([]craft{{id: flight("A/F1"), side: 0, pos: at("1510"), n: 6}}, tc.stack...)
		fly := Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1511")}
		o, err := s.FlightOdds(fly)
		if err != nil || !o.Dogfight || o.FightsBack != tc.back {
			t.Errorf("%s: odds %+v, %v; want a dogfight whose stack fights back: %v", tc.name, o, err, tc.back)
			continue
		}
		// The roll agrees: two 1s cost two fighters only where it fights back.
		n, _ := apply(t, s.withDice(1, 1, 2, 2, 3, 4), fly)
		lost := 6 - n.craft[n.craftIndex(flight("A/F1"))].n
		if (lost > 0) != o.FightsBack {
			t.Errorf("%s: the odds say fights back %v, the roll cost %d fighters", tc.name, o.FightsBack, lost)
		}
	}
}
