package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Appendix B and C entries that the worked examples of rulebook_test.go
// do not reach, each with its dice forced: one battery of one weapon
// against a Hulk (hull 10, engine 4) two hexes ahead, at short range.

func hullMarks(sh *ship, k mark) int {
	return count(sh.hullBoxes(), func(m mark) bool { return m.kind() == k })
}

// B.2, B.5, B.6, B.14: a damage die of 6 against shields 0.
func TestAppendix_B_2_5_6_14_HullResults(t *testing.T) {
	for _, tc := range []struct {
		ability    string
		hull, crew int
	}{
		{"", 1, 0},
		{"Double Hull Damage", 2, 0},    // B.2
		{"Extra Crew Casualties", 1, 1}, // B.5
		{"Extra Hull Damage", 2, 0},     // B.6
		{"No Hull Damage", 0, 0},        // B.14
	} {
		var ab []string
		if tc.ability != "" {
			ab = []string{tc.ability}
		}
		cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1, ab...), target("Hulk", 0)}
		n, ev := fireAt(t, duel(t, cls, "Gun", "Hulk", 2), 4, 6, 6)
		d := &n.ships[1]
		if h, c := hullMarks(d, boxHit), hullMarks(d, boxCrew); h != tc.hull || c != tc.crew {
			t.Errorf("%q: %d hull hits, %d crew; want %d, %d\n%s", tc.ability, h, c, tc.hull, tc.crew, eventsText(ev))
		}
	}
}

// B.4, B.11, B.15: the range modifier at short (+1) and long (−1) range.
func TestAppendix_B_4_11_15_RangeModifiers(t *testing.T) {
	for _, tc := range []struct {
		ability     string
		short, long int
	}{
		{"", 1, -1},
		{"Doubled Range Modifiers", 2, -2},  // B.4
		{"Inverted Range Modifiers", -1, 1}, // B.11
		{"No Range Modifiers", 0, 0},        // B.15
	} {
		var ab []string
		if tc.ability != "" {
			ab = []string{tc.ability}
		}
		cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1, ab...), target("Hulk", 5)}
		for _, r := range []struct{ dist, want int }{{2, tc.short}, {8, tc.long}} {
			_, ev := fireAt(t, duel(t, cls, "Gun", "Hulk", r.dist), 1)
			got := 0
			for _, m := range roll(t, ev, EvToHit, 0).Mods {
				got += m.Value
			}
			if got != r.want {
				t.Errorf("%q at %d hexes: modifier %+d, want %+d", tc.ability, r.dist, got, r.want)
			}
		}
	}
}

// B.8: shields 5 are no obstacle; B.12 and B.20: a penetration die that
// succeeds must be re-rolled, one that fails may be.
func TestAppendix_B_8_12_20_Penetration(t *testing.T) {
	cls := []ClassFile{gunboat("Ign", 1, 9, 2, 1, 1, 1, "Ignores Shields"), target("Hulk", 5), target("Three", 3),
		gunboat("Must", 1, 9, 2, 1, 1, 1, "Must Re-Roll Penetration Dice"),
		gunboat("May", 1, 9, 2, 1, 1, 1, "Re-Rolls Penetration Dice")}
	// B.8: the hit's damage die is the next one; no shield die is needed.
	n, ev := fireAt(t, duel(t, cls, "Ign", "Hulk", 2), 4, 1, 6)
	if hullMarks(&n.ships[1], boxHit) != 1 {
		t.Errorf("B.8: ignoring shields did no hull damage\n%s", eventsText(ev))
	}
	// B.12: 5 beats shields 3 but is re-rolled: 2 fails.
	n, ev = fireAt(t, duel(t, cls, "Must", "Three", 2), 4, 5, 2, 6)
	if r := roll(t, ev, EvShield, 0); r.Total != 0 || hullMarks(&n.ships[1], boxHit) != 0 {
		t.Errorf("B.12: %v\n%s", r, eventsText(ev))
	}
	// B.20: 2 fails against shields 3 and is re-rolled: 5 penetrates.
	n, ev = fireAt(t, duel(t, cls, "May", "Three", 2), 4, 2, 5, 6)
	if r := roll(t, ev, EvShield, 0); r.Total != 1 || hullMarks(&n.ships[1], boxHit) != 1 {
		t.Errorf("B.20: %v\n%s", r, eventsText(ev))
	}
}

// B.13, B.21, B.19: To-Hit re-rolls and repeating hits.
func TestAppendix_B_13_19_21_ToHit(t *testing.T) {
	cls := []ClassFile{target("Hulk", 5),
		gunboat("Must", 1, 9, 4, 1, 1, 1, "Must Re-Roll To-Hit Dice", "No Range Modifiers"),
		gunboat("May", 1, 9, 4, 1, 1, 1, "Re-Rolls To-Hit Dice", "No Range Modifiers"),
		gunboat("Rep", 1, 9, 4, 1, 1, 1, "Repeating", "No Range Modifiers")}
	for _, tc := range []struct {
		class string
		faces []int
		hits  int
	}{
		{"Must", []int{5, 2}, 0},               // B.13: the hit is re-rolled and misses
		{"Must", []int{5, 4, 1}, 1},            // … or hits again
		{"May", []int{1, 4, 1}, 1},             // B.21: the miss is re-rolled and hits
		{"Rep", []int{4, 5, 6, 3, 1, 1, 1}, 3}, // B.19: 4, 5, 6 hit, 3 ends it
	} {
		_, ev := fireAt(t, duel(t, cls, tc.class, "Hulk", 2), tc.faces...)
		if r := roll(t, ev, EvToHit, 0); r.Total != tc.hits {
			t.Errorf("%s %v: %v, want %d hits\n%s", tc.class, tc.faces, r, tc.hits, eventsText(ev))
		}
	}
}

// B.16, B.17, B.18: ×3 at short range, ×2 at medium, ×1 at long.
func TestAppendix_B_16_17_18_RangeBased(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0),
		gunboat("RDMG", 1, 9, 2, 1, 1, 1, "Range-Based DMG", "No Range Modifiers"),
		gunboat("RPEN", 1, 9, 2, 1, 1, 1, "Range-Based PEN", "No Range Modifiers"),
		gunboat("RROF", 1, 9, 2, 1, 1, 1, "Range-Based ROF", "No Range Modifiers")}
	sixes := []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}
	for _, tc := range []struct {
		class string
		kind  string
		k     int
	}{{"RDMG", EvDamage, 0}, {"RPEN", EvShield, 0}, {"RROF", EvToHit, 0}} {
		for _, r := range []struct{ dist, want int }{{2, 3}, {5, 2}, {8, 1}} {
			_, ev := fireAt(t, duel(t, cls, tc.class, "Hulk", r.dist), sixes...)
			if got := roll(t, ev, tc.kind, tc.k); len(got.Dice) != r.want {
				t.Errorf("%s at %d hexes: %v, want %d dice", tc.class, r.dist, got, r.want)
			}
		}
	}
}

// B.3: a systems result is rolled again; a second systems result applies
// too. The Admirable's chart has Ea on 2 and Eb on 3 (shields 0 here so
// every penetration die succeeds).
func TestAppendix_B_3_DoubleSystems(t *testing.T) {
	cls := []ClassFile{gunboat("Dbl", 1, 9, 2, 1, 1, 1, "Double Systems Damage")}
	s := duel(t, cls, "Dbl", "Admirable", 2)
	copy(s.ships[1].shieldBoxes(), []mark{boxHit, boxHit, boxHit})
	n, ev := fireAt(t, s, 4, 6, 2, 3)
	d := &n.ships[1]
	eng := count(d.engineBoxes(), func(m mark) bool { return m.kind() == boxHit })
	if eng != 2 || hullMarks(d, boxHit) != 0 {
		t.Fatalf("engine hits %d, hull %d\n%s", eng, hullMarks(d, boxHit), eventsText(ev))
	}
	// A re-roll of 6 (hull) adds nothing.
	n, ev = fireAt(t, s, 4, 6, 2, 6)
	if eng := count(n.ships[1].engineBoxes(), func(m mark) bool { return m.kind() == boxHit }); eng != 1 || hullMarks(&n.ships[1], boxHit) != 0 {
		t.Fatalf("engine hits %d\n%s", eng, eventsText(ev))
	}
}

// equipped is a Hulk with equipment.
func equipped(name string, equip ...string) ClassFile {
	c := target(name, 0)
	c.Equipment = equip
	return c
}

// C.2: each hull hit is ignored on a 5 or 6.
func TestAppendix_C_2_ArmorPlating(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), equipped("Armored", "Armor Plating")}
	for _, tc := range []struct{ save, hull int }{{5, 0}, {4, 1}} {
		n, ev := fireAt(t, duel(t, cls, "Gun", "Armored", 2), 4, 6, 6, tc.save)
		if h := hullMarks(&n.ships[1], boxHit); h != tc.hull {
			t.Errorf("save die %d: %d hull hits\n%s", tc.save, h, eventsText(ev))
		}
	}
}

// C.3: a weapon hit is ignored on a 5 or 6. The chart of a Hulk with one
// battery puts "a" on a damage roll of 3 (A.3.2: E, S, Q, a from 2).
func TestAppendix_C_3_ArmoredGunBatteries(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), equipped("Armored", "Armored Gun Batteries")}
	s := duel(t, cls, "Gun", "Armored", 2)
	face := 0
	for f := 2; f <= 5; f++ {
		if e := s.ships[1].class.Chart[f-1]; e.String() == "a" {
			face = f
		}
	}
	if face == 0 {
		t.Fatalf("no (a) on the chart %s", s.ships[1].class.Chart)
	}
	for _, tc := range []struct{ save, lost int }{{6, 0}, {2, 1}} {
		n, ev := fireAt(t, s, 4, 6, face, tc.save)
		lost := count(n.ships[1].weaponBoxes(0), func(m mark) bool { return m.kind() == boxHit })
		if lost != tc.lost {
			t.Errorf("save die %d: %d weapons lost\n%s", tc.save, lost, eventsText(ev))
		}
	}
}

// C.4: in the End Phase each destroyed weapon and lost shield point is
// restored on a 5 or 6; C.5: battle satellites launch in the End Phase.
func TestAppendix_C_4_5_EndPhase(t *testing.T) {
	cls := []ClassFile{equipped("Fixer", "Auto-Repair Systems", "Battle Satellites 2"), target("Hulk", 0)}
	f := ScenarioFile{Name: "test", Title: "Test", Classes: cls, Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "Fixer", Class: "Fixer", At: "1502", Facing: "S"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "Hulk", Class: "Hulk", At: "1517", Facing: "N"}}},
	}}
	f.Classes[0].Shields = 2
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	copy(s.ships[0].shieldBoxes(), []mark{boxHit, boxHit})
	copy(s.ships[0].weaponBoxes(0), []mark{boxHit})
	// Both sides fire at nothing: the Combat Phase ends, then the End Phase.
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	// Shields first (5 restores one, 2 not), then the weapon (6).
	s = s.withDice(5, 2, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	s, ev := apply(t, s, Fire{By: 0})
	for s.phase == phCombat {
		var more []engine.Event
		s, more = apply(t, s, Fire{By: s.firing})
		ev = append(ev, more...)
	}
	sh := &s.ships[0]
	if sh.weaponBoxes(0)[0] != boxEmpty || count(sh.shieldBoxes(), isEmpty) != 1 {
		t.Errorf("after the repair: weapon %v, shields %v\n%s", sh.weaponBoxes(0), sh.shieldBoxes(), eventsText(ev))
	}
	sats := 0
	for _, c := range s.craft {
		if c.sat && c.side == 0 && c.pos == sh.pos {
			sats++
		}
	}
	if sats == 0 || sh.satsLeft != 2-sats {
		t.Errorf("%d satellites launched, %d left\n%s", sats, sh.satsLeft, eventsText(ev))
	}
}

// 2.3: after the last turn more VPs is a minor victory, at least twice as
// many a major one; equal is a draw.
func TestRulebook_2_3_Victory(t *testing.T) {
	s := newGame(t, "duel", 1)
	for _, tc := range []struct {
		vp     [2]int
		winner engine.Player
		kind   string
	}{
		{[2]int{438, 300}, 0, "a minor victory"},
		{[2]int{200, 438}, 1, "a major victory"},
		{[2]int{438, 219}, 0, "a major victory"},
		{[2]int{100, 100}, engine.NoPlayer, "a draw"},
	} {
		s.vp = tc.vp
		o := s.result(false)
		if !o.Over || o.Winner != tc.winner || !strings.HasPrefix(o.Reason, tc.kind) {
			t.Errorf("%v: %+v", tc.vp, o)
		}
	}
}
