package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// killLine is the event of ev that says what who's attack on craft
// destroyed ("A (a) Guns ×1 destroys 1 fighter in 1506").
func killLine(t *testing.T, ev []engine.Event, who string) string {
	t.Helper()
	for _, e := range ev {
		if e.Kind == EvDamage && strings.HasPrefix(e.Text, who+" ") && strings.Contains(e.Text, " destroy") {
			return e.Text
		}
	}
	t.Fatalf("no line of what %s destroyed in\n%s", who, eventsText(ev))
	return ""
}

// 5.3.3 with 4.1 and 4.3: a hit on a stack in the Combat Phase kills a
// craft not yet hit; the ones hit earlier come off at the end of the phase,
// so a later attack's hits can kill fewer than they are, or none. The log
// said "destroy 0 fighters in 0913" after a hit and did not say why (found
// by a play-tester, selfplay seed 3, turn 6): the line now counts the hits
// and the craft that were left to take them.
func TestKillLineSaysWhyHitsKillFewer(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 12, 2, 1, 1, 1), gunboat("Two", 2, 12, 2, 1, 1, 1),
		gunboat("Four", 4, 12, 2, 1, 1, 1), target("Hulk", 0)}
	h := at("1506")
	for _, tc := range []struct {
		name  string
		a, b  string // A's and B's classes; B fires second ("" for none)
		craft []craft
		dice  []int
		who   string // whose line is checked
		want  string
	}{
		{name: "every hit kills: the line is as it was", a: "One",
			craft: []craft{{id: flight("H/F1"), side: 1, pos: h, n: 2}}, dice: []int{6},
			who: "A", want: "A (a) Guns ×1 destroys 1 fighter in 1506"},
		{name: "the play-tester's: both fighters already hit", a: "Two", b: "Two",
			craft: []craft{{id: flight("H/F1"), side: 1, pos: h, n: 2}}, dice: []int{6, 6, 6, 1},
			who: "B", want: "B (a) Guns ×2 destroy 0 fighters in 1506: 1 hit, but both fighters there were already hit this phase (they come off at its end, 4.3)"},
		{name: "the only fighter already hit", a: "One", b: "One",
			craft: []craft{{id: flight("H/F1"), side: 1, pos: h, n: 1}}, dice: []int{6, 6},
			who: "B", want: "B (a) Guns ×1 destroys 0 fighters in 1506: 1 hit, but the only fighter there was already hit this phase (it comes off at its end, 4.3)"},
		{name: "three fighters in two flights already hit", a: "Four", b: "Two",
			craft: []craft{{id: flight("H/F1"), side: 1, pos: h, n: 2}, {id: flight("H/F2"), side: 1, pos: h, n: 1}}, dice: []int{6, 6, 6, 1, 6, 6},
			who: "B", want: "B (a) Guns ×2 destroy 0 fighters in 1506: 2 hits, but all 3 fighters there were already hit this phase (they come off at its end, 4.3)"},
		{name: "partial: one left unhit", a: "One", b: "Two",
			craft: []craft{{id: flight("H/F1"), side: 1, pos: h, n: 2}}, dice: []int{6, 6, 6},
			who: "B", want: "B (a) Guns ×2 destroy 1 fighter in 1506 (2 hits; 1 fighter left unhit, 1 already hit this phase)"},
		{name: "more hits than the stack holds", a: "Four",
			craft: []craft{{id: flight("H/F1"), side: 1, pos: h, n: 2}}, dice: []int{6, 6, 6, 6},
			who: "A", want: "A (a) Guns ×4 destroy 2 fighters in 1506 (4 hits; only 2 fighters there)"},
		{name: "a satellite is named so", a: "Two", b: "One",
			craft: []craft{{id: CraftID{Carrier: "H", Satellite: true, N: 1}, side: 1, sat: true, pos: h, n: 1}}, dice: []int{6, 1, 6},
			who: "B", want: "B (a) Guns ×1 destroys 0 satellites in 1506: 1 hit, but the only satellite there was already hit this phase (it comes off at its end, 4.3)"},
		{name: "fighters and a satellite together", a: "Four",
			craft: []craft{{id: flight("H/F1"), side: 1, pos: h, n: 2}, {id: CraftID{Carrier: "H", Satellite: true, N: 1}, side: 1, sat: true, pos: h, n: 1}}, dice: []int{6, 6, 6, 6},
			who: "A", want: "A (a) Guns ×4 destroy 3 craft in 1506 (4 hits; only 2 fighters and 1 satellite there)"},
	} {
		specs := []string{"Red:A:" + tc.a + ":1502:S", "Blue:H:Hulk:1519:N"}
		if tc.b != "" {
			specs = append(specs, "Red:B:"+tc.b+":1602:S")
		}
		s := battleOf(t, cls, specs...)
		s.craft = append([]craft(nil), tc.craft...)
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		s = s.withDice(tc.dice...)
		s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: FightersTarget(h)})
		var ev []engine.Event
		s, ev = apply(t, s, Resolve{By: 0, Ship: "A"})
		if tc.b != "" {
			s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: FightersTarget(h)})
			_, ev = apply(t, s, Resolve{By: 0, Ship: "B"})
		}
		if got := killLine(t, ev, tc.who); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

// 5.3.2 with 5.1.2: in the Fighter Phase losses come off at once, so a
// flight's hits over the fighters there are lost, and the line says how
// many there were to kill.
func TestDogfightHitsOverTheStack(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1510"), n: 6}, {id: flight("B/F1"), side: 1, pos: at("1511"), n: 1}}
	s = s.withDice(5, 6, 2, 2, 3, 3)
	_, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1511")})
	if got, want := killLine(t, ev, "A/F1"), "A/F1 destroys 1 fighter in 1511 (2 hits; only 1 fighter there)"; got != want {
		t.Errorf("\n got %q\nwant %q", got, want)
	}
}
