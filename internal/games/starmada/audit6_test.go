package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The sixth audit: for each section, the one thing a quick reading most
// likely gets wrong, pinned here with forced dice where no earlier test
// pinned it on its own.

// 4.3 with Appendix C and 4.2.1: damage is only slashed while the Combat
// Phase runs, so an item of equipment that a hit takes early in the phase
// keeps working until the phase ends. ECM slashed by the first ship's
// attack still gives the second ship's attack its −1, and armor plating
// slashed the same way still saves a hull hit; once the phase is over
// both are gone.
func TestRule_4_3_EquipmentLostInThePhaseStillWorks(t *testing.T) {
	for _, tc := range []struct {
		equip string
		kind  Equip
	}{{"Electronic Countermeasures", ElectronicCountermeasures}, {"Armor Plating", ArmorPlating}} {
		cls := []ClassFile{gunboat("One", 1, 9, 4, 1, 1, 1), equipped("Hulk", tc.equip)}
		s := battleOf(t, cls, "Red:A:One:1502:S", "Red:B:One:1501:S", "Blue:H:Hulk:1505:N")
		s.craft = nil
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		q := chartFace(t, &s.ships[2], "Q")
		// A, 3 hexes off (short, +1): a 4 hits even with ECM, 2 beats
		// shields 0, the damage die is the Q hit that slashes the item.
		s = s.withDice(4, 2, q)
		s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
		s, ev := apply(t, s, Resolve{By: 0, Ship: "A"})
		if !s.ships[2].hasEquip(tc.kind) {
			t.Fatalf("%s: the slashed item stopped working during the phase\n%s", tc.equip, eventsText(ev))
		}
		switch tc.kind {
		case ElectronicCountermeasures:
			// B, 4 hexes off (medium, no range modifier) rolls 4: a hit
			// without ECM, 3 with the ECM that still works, a miss (4+).
			s = s.withDice(4)
			s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")})
			s, ev = apply(t, s, Resolve{By: 0, Ship: "B"})
			r := roll(t, ev, EvToHit, 0)
			ecm := false
			for _, m := range r.Mods {
				ecm = ecm || m.Why == "ECM" && m.Value == -1
			}
			if !ecm || r.Total != 0 {
				t.Fatalf("B's To-Hit roll %+v: the slashed ECM must still count (4.3)", r)
			}
		case ArmorPlating:
			// B (medium range) hits (5), penetrates (2), damage 6 is a hull
			// hit, and the slashed plating still saves it on a 5.
			s = s.withDice(5, 2, 6, 5)
			s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")})
			s, ev = apply(t, s, Resolve{By: 0, Ship: "B"})
			saved := false
			for _, e := range ev {
				saved = saved || e.Kind == EvSave && e.Roll != nil && e.Roll.Success
			}
			if !saved || hullMarks(&s.ships[2], boxHit) != 0 {
				t.Fatalf("the slashed armor plating must still save B's hull hit (4.3, C.2)\n%s", eventsText(ev))
			}
		}
		for k := 0; k < 10 && s.phase == phCombat; k++ {
			s, _ = apply(t, s, Fire{By: s.firing})
		}
		if s.phase == phCombat || s.ships[2].hasEquip(tc.kind) {
			t.Fatalf("%s: after the Combat Phase (phase %d) the item still works", tc.equip, s.phase)
		}
	}
}

// B.3 with B.5 and B.6: the re-roll of a systems result applies the new
// systems result only; it brings no second crew casualty (B.5) nor a
// second hull hit (B.6), which the weapon's damage die already gave.
func TestRule_B_3_ReRollAddsNoCrewNorHull(t *testing.T) {
	for _, tc := range []struct {
		extra      string
		hull, crew int
	}{{"Extra Hull Damage", 1, 0}, {"Extra Crew Casualties", 0, 1}} {
		cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1, "Double Systems Damage", tc.extra), target("Hulk", 0)}
		s := duel(t, cls, "Gun", "Hulk", 2)
		d := &s.ships[1]
		e, a := chartFace(t, d, "E"), chartFace(t, d, "a")
		// Hit, penetrate, damage die E (systems), re-roll a (systems).
		n, ev := fireAt(t, s, 4, 2, e, a)
		d = &n.ships[1]
		eng := count(d.engineBoxes(), func(m mark) bool { return m.kind() == boxHit })
		wpn := count(d.weaponBoxes(0), func(m mark) bool { return m.kind() == boxHit })
		if eng != 1 || wpn != 1 || hullMarks(d, boxHit) != tc.hull || hullMarks(d, boxCrew) != tc.crew {
			t.Errorf("%s: engine %d, weapons %d, hull %d, crew %d; want 1, 1, %d, %d\n%s",
				tc.extra, eng, wpn, hullMarks(d, boxHit), hullMarks(d, boxCrew), tc.hull, tc.crew, eventsText(ev))
		}
	}
}

// 3.3.2 with 4.3.1: a ship that leaves the board is lost and scores for
// the enemy as if destroyed, but it was not destroyed: no explosion
// counter is placed, so nothing blocks the line through the hex it left
// by, and nothing hurts a ship standing there.
func TestRule_3_3_2_LeavingLeavesNoExplosion(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Admirable:1500:N", "Blue:H:Hulk:1510:N")
	s.craft = nil
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "1"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if s.ships[0].status != offBoard || s.vp[1] != s.ships[0].class.CR {
		t.Fatalf("A: %s, VPs %v\n%s", s.ships[0].statusText(), s.vp, eventsText(ev))
	}
	if len(s.booms) != 0 {
		t.Fatalf("an explosion counter for a ship that left the board: %+v", s.booms)
	}
	for _, e := range ev {
		if e.Kind == EvExplosion {
			t.Fatalf("the departure is logged as an explosion: %s", e.String())
		}
	}
}

// 5.1.2: the initiative roll is made only when both sides have flights;
// a side alone with flights rolls nothing and moves them all. When both
// roll, the loser's turn to choose comes after the winner's first flight,
// and the loser may make one of the winner's flights act next.
func TestRule_5_1_2_InitiativeOnlyWhenBothHaveFlights(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
	s.phase = phOrders
	s = s.withDice(1, 6)
	ev := s.startFighters(nil)
	for _, e := range ev {
		if e.Kind == EvInitiative {
			t.Fatalf("an initiative roll with flights on one side only: %s", e.String())
		}
	}
	if s.phase != phFighters || s.chooser != 0 || s.initiative != engine.NoPlayer {
		t.Fatalf("phase %d, chooser %d, initiative %d", s.phase, s.chooser, s.initiative)
	}
	// Both sides: Blue wins (1 against 6) and flies its own flight first;
	// then Red, the loser, makes Blue's second flight act.
	s = battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.craft = []craft{
		{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6},
		{id: flight("B/F1"), side: 1, pos: at("1515"), n: 6}, {id: flight("B/F2"), side: 1, pos: at("1515"), n: 6},
	}
	s.phase = phOrders
	s = s.withDice(1, 6)
	s.startFighters(nil)
	if s.initiative != 1 || s.chooser != 1 {
		t.Fatalf("initiative %d, chooser %d", s.initiative, s.chooser)
	}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 6}, "not your turn")
	s, _ = apply(t, s, Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 14})
	if s.chooser != 0 {
		t.Fatalf("after the winner's first flight the chooser is %d", s.chooser)
	}
	s, _ = apply(t, s, Pick{By: 0, Craft: flight("B/F2")})
	refuse(t, s, Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 13}, "picked B/F2 to act next")
	s, _ = apply(t, s, Fly{By: 1, Craft: flight("B/F2"), Col: 15, Row: 14})
	if s.chooser != 0 {
		t.Fatalf("Blue has no flight left, yet the chooser is %d", s.chooser)
	}
}

// 4.2.3: a damage die of 1 or 6 is a hull hit whatever the chart says, so
// a class whose chart names anything else on those rolls is refused (the
// entry would never be rolled); rolls 2–5 take any entry.
func TestRule_4_2_3_OneAndSixAreHullOnEveryChart(t *testing.T) {
	base := "game: starmada\nname: t\ntitle: T\nsides:\n  - name: A\n    ships: [{name: s, class: X}]\n  - name: B\n    ships: [{name: u, class: Lancer}]\n" +
		"classes: [{class: X, source: project, hull: 4, engine: 2, shields: 1, batteries: [{name: g, range: 9, to_hit: 4, rof: 1, pen: 1, dmg: 1, mounts: [AB]}], chart: [%s]}]\n"
	for chart, want := range map[string]string{
		"Hull, E, S, a, E, Hull": "",
		"E, E, S, a, E, Hull":    `chart[0]: "E" on a roll of 1, which is always a hull hit (4.2.3)`,
		"Hull, E, S, a, E, 2a":   `chart[5]: "2a" on a roll of 6`,
	} {
		_, err := (Game{}).DecodeScenario([]byte(strings.Replace(base, "%s", chart, 1)))
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", chart, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: %v, want %q", chart, err, want)
		}
	}
}

// 3.2.1 and 3.2.2: a number in the orders is the whole run of hexes
// forward, however many digits it has ("12" is twelve hexes for 12 MP,
// not 1 and 2), and B may stand next to any maneuver on either side.
func TestRule_3_2_1_OrdersGrammar(t *testing.T) {
	for in, want := range map[string]struct {
		cost  int
		steps int
		canon string
	}{
		"12": {12, 1, "12"}, "1p10": {12, 3, "1P10"}, "PB": {3, 2, "PB"}, "BP": {3, 2, "BP"},
		"1LB2": {7, 4, "1LB2"}, "3P2": {6, 3, "3P2"},
	} {
		o, err := ParseOrders(in)
		if err != nil || o.Cost() != want.cost || len(o.Steps) != want.steps || o.String() != want.canon {
			t.Errorf("%q: %v, cost %d, %d steps, %q; want %+v", in, err, o.Cost(), len(o.Steps), o.String(), want)
		}
	}
	for _, in := range []string{"PP", "LS", "1P2SR"} {
		if _, err := ParseOrders(in); err == nil {
			t.Errorf("%q is accepted", in)
		}
	}
}
