package starmada

import (
	"fmt"
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

// B.4, B.11, B.15: the range modifier at short (+1) and long (−1) range,
// and the log line names the ability that changes it.
func TestAppendix_B_4_11_15_RangeModifiers(t *testing.T) {
	for _, tc := range []struct {
		ability     string
		short, long int
		why         string
	}{
		{"", 1, -1, ""},
		{"Doubled Range Modifiers", 2, -2, "doubled (B.4)"},    // B.4
		{"Inverted Range Modifiers", -1, 1, "inverted (B.11)"}, // B.11
		{"No Range Modifiers", 0, 0, ""},                       // B.15
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
			if line := eventsText(ev); tc.why != "" && !strings.Contains(line, tc.why) {
				t.Errorf("%q at %d hexes: the log does not say %q:\n%s", tc.ability, r.dist, tc.why, line)
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
	// The re-roll's line says what it needed: a systems result again.
	if !strings.Contains(eventsText(ev), "re-roll (B.3): 1d6 [3]: a systems result again, so it applies: Eb") {
		t.Errorf("the re-roll does not say what it needed:\n%s", eventsText(ev))
	}
	// A re-roll of 6 (hull) adds nothing.
	n, ev = fireAt(t, s, 4, 6, 2, 6)
	if eng := count(n.ships[1].engineBoxes(), func(m mark) bool { return m.kind() == boxHit }); eng != 1 || hullMarks(&n.ships[1], boxHit) != 0 {
		t.Fatalf("engine hits %d\n%s", eng, eventsText(ev))
	}
	if !strings.Contains(eventsText(ev), "not a systems result: ignored (only a second systems result applies") {
		t.Errorf("the re-roll does not say what it needed:\n%s", eventsText(ev))
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
		if want := "armor plating (C.2) against a hull hit: 1d6"; !strings.Contains(eventsText(ev), want) {
			t.Errorf("the save does not say %q\n%s", want, eventsText(ev))
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
		// The save names the hit it is rolled for.
		if want := "armored gun batteries (C.3) against a (a) weapon hit: 1d6"; !strings.Contains(eventsText(ev), want) {
			t.Errorf("the save does not say %q\n%s", want, eventsText(ev))
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
	// After the repairs, Red chooses the launch (C.5): both satellites.
	s, more := apply(t, s, Launch{By: 0, Ship: "Fixer", Count: 2})
	ev = append(ev, more...)
	sh := &s.ships[0]
	if sh.weaponBoxes(0)[0] != boxEmpty || count(sh.shieldBoxes(), isEmpty) != 1 {
		t.Errorf("after the repair: weapon %v, shields %v\n%s", sh.weaponBoxes(0), sh.shieldBoxes(), eventsText(ev))
	}
	// The roll says what each die is for, in the order rolled.
	if want := "a die for each lost shield point and destroyed weapon (shield, shield, (a) 1): 3d6 [5 2 6]"; !strings.Contains(eventsText(ev), want) {
		t.Errorf("the repair roll does not say %q\n%s", want, eventsText(ev))
	}
	sats := 0
	for _, c := range s.craft {
		if c.sat && c.side == 0 && c.pos == sh.pos {
			sats++
		}
	}
	if sats != 2 || sh.satsLeft != 0 {
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

// B.9 with B.8: the shield roll is still made for the multiplier, against
// shields counted as 0 (they are ignored): a 3 is DMG ×3.
func TestRule_B_9_WithIgnoresShields(t *testing.T) {
	cls := []ClassFile{gunboat("Inc", 1, 9, 2, 1, 1, 1, "Increased DMG", "Ignores Shields"), target("Hulk", 4)}
	_, ev := fireAt(t, duel(t, cls, "Inc", "Hulk", 2), 4, 3, 2, 2, 2)
	if r := roll(t, ev, EvShield, 0); r.Total != 1 || len(r.Dice) != 1 {
		t.Fatalf("%v", r)
	}
	if d := roll(t, ev, EvDamage, 0); len(d.Dice) != 3 {
		t.Fatalf("%v", d)
	}
}

// B.3: the re-roll of Double Systems Damage never makes a hull hit: a
// systems entry that can no longer apply is ignored, not turned into a
// hull hit, and Extra Hull Damage adds its hull hit once per die.
func TestRule_B_3_ReRollNeverHitsTheHull(t *testing.T) {
	cls := []ClassFile{gunboat("Dbl", 1, 9, 2, 1, 1, 1, "Double Systems Damage", "Extra Hull Damage")}
	s := duel(t, cls, "Dbl", "Admirable", 2)
	copy(s.ships[1].shieldBoxes(), []mark{boxHit, boxHit, boxHit})
	// With one damageable item left, Q (5) takes it; the re-roll, Q again,
	// finds nothing and is ignored.
	s.ships[1].equipBoxes()[0] = boxHit
	n, ev := fireAt(t, s, 4, 6, 5, 5)
	if hullMarks(&n.ships[1], boxHit) != 1 {
		t.Fatalf("hull hits %d (want the one of B.6)\n%s", hullMarks(&n.ships[1], boxHit), eventsText(ev))
	}
}

// B.22: against shields 0 a Shield-Resonant weapon rolls its own PEN.
func TestRule_B_22_ZeroShields(t *testing.T) {
	cls := []ClassFile{gunboat("Res", 1, 9, 2, 1, 2, 1, "Shield-Resonant"), target("Hulk", 0)}
	_, ev := fireAt(t, duel(t, cls, "Res", "Hulk", 2), 4, 1, 1, 1, 1)
	if r := roll(t, ev, EvShield, 0); len(r.Dice) != 2 {
		t.Fatalf("%v", r)
	}
}

// B.3 with 4.2.3: a damage die whose entry cannot apply at all becomes a
// hull hit; it damaged no system, so Double Systems Damage rolls nothing
// again.
func TestRule_B_3_NoSystemNoReRoll(t *testing.T) {
	cls := []ClassFile{gunboat("Dbl", 1, 9, 2, 1, 1, 1, "Double Systems Damage")}
	s := duel(t, cls, "Dbl", "Admirable", 2)
	copy(s.ships[1].shieldBoxes(), []mark{boxHit, boxHit, boxHit})
	for k, it := range s.ships[1].class.Equipment {
		if it.Kind.Damageable() {
			s.ships[1].equipBoxes()[k] = boxHit
		}
	}
	// To-Hit 4, shield 6, damage 5: Q, with nothing left to lose.
	n, ev := fireAt(t, s, 4, 6, 5, 2)
	if hullMarks(&n.ships[1], boxHit) != 1 || strings.Contains(eventsText(ev), "double systems damage re-roll") {
		t.Fatalf("hull %d\n%s", hullMarks(&n.ships[1], boxHit), eventsText(ev))
	}
}

// B.2 with C.2: each of the two hull hits of a 1 or 6 is a hull hit of its
// own, and armor plating rolls for each.
func TestRule_B_2_C_2_EachHullHitIsSaved(t *testing.T) {
	cls := []ClassFile{gunboat("Dbl", 1, 9, 2, 1, 1, 1, "Double Hull Damage"), equipped("Armored", "Armor Plating")}
	for _, tc := range []struct{ saves, hull int }{{55, 0}, {52, 1}, {22, 2}} {
		n, ev := fireAt(t, duel(t, cls, "Dbl", "Armored", 2), 4, 6, 6, tc.saves/10, tc.saves%10)
		if h := hullMarks(&n.ships[1], boxHit); h != tc.hull {
			t.Errorf("saves %d: %d hull hits, want %d\n%s", tc.saves, h, tc.hull, eventsText(ev))
		}
	}
}

// B.9 with B.7: the DMG multiplier is what the shield die beats the
// halved shields by: shields 4 count 2, a 5 is DMG ×3.
func TestRule_B_9_B_7_HalvedShieldsMultiply(t *testing.T) {
	cls := []ClassFile{gunboat("Inc", 1, 9, 2, 1, 1, 1, "Increased DMG", "Halves Shields"), target("Hulk", 4)}
	_, ev := fireAt(t, duel(t, cls, "Inc", "Hulk", 2), 4, 5, 2, 2, 2)
	if d := roll(t, ev, EvDamage, 0); len(d.Dice) != 3 {
		t.Fatalf("%v\n%s", d, eventsText(ev))
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

// C.1 with 5.1.2: fighters' damage is applied at once, so anti-fighter
// batteries a flight knocks out cost the next flight nothing; and C.1
// names fighter flights: a battle satellite's 1 costs it nothing.
func TestRule_C_1_AFBLostToFighters(t *testing.T) {
	cls := []ClassFile{equipped("Afb", "Anti-Fighter Batteries")}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:B:Afb:1508:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 6}}
	q := chartFace(t, &s.ships[1], "Q")
	// F1: one hit (5), no 1s; it penetrates shields 0 (3); the damage die
	// is the special equipment hit: the AFB, B's only item, is gone.
	s = s.withDice(5, 2, 2, 2, 2, 2, 3, q, 1, 1, 1, 1, 1, 1)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("B")})
	if s.ships[1].hasEquip(AntiFighterBatteries) {
		t.Fatalf("the AFB survives F1's hit\n%s", eventsText(ev))
	}
	// F2: six 1s, no hit, and no AFB left to shoot it down.
	s, ev = apply(t, s, Fly{By: 0, Craft: flight("A/F2"), Col: 15, Row: 7, Target: aim("B")})
	if k := s.craftIndex(flight("A/F2")); k < 0 || s.craft[k].n != 6 {
		t.Fatalf("F2 after attacking a ship without AFB: %+v\n%s", s.craft, eventsText(ev))
	}

	// A satellite rolling a 1 against the Admirable's AFB loses nothing.
	s = battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1508:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/S1"), side: 0, sat: true, pos: at("1505"), n: 1}}
	s = s.withDice(1)
	s, ev = apply(t, s, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 5, Target: aim("B")})
	if len(s.craft) != 1 || s.craft[0].n != 1 {
		t.Fatalf("the satellite after a 1 against AFB: %+v\n%s", s.craft, eventsText(ev))
	}
}

// C.2 and C.3 with 5.3.1: a fighter's damage die is rolled on the chart
// like any other, so armor plating saves its hull hits and armored gun
// batteries its weapon hits.
func TestRule_C_2_C_3_AgainstFighters(t *testing.T) {
	cls := []ClassFile{equipped("Armored", "Armor Plating", "Armored Gun Batteries")}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:B:Armored:1508:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}}
	a := chartFace(t, &s.ships[1], "a")
	// Two hits, both through shields 0; the damage dice 6 (a hull hit)
	// and the "a" entry; then armor plating's 5 and the AGB's 6 save them.
	s = s.withDice(5, 6, 4, 4, 6, a, 5, 6)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("B")})
	lost := count(s.ships[1].weaponBoxes(0), func(m mark) bool { return m.kind() == boxHit })
	if hullMarks(&s.ships[1], boxHit) != 0 || lost != 0 {
		t.Fatalf("hull %v, weapons %v\n%s", s.ships[1].hullBoxes(), s.ships[1].weaponBoxes(0), eventsText(ev))
	}
	if strings.Count(eventsText(ev), "the hit has no effect") != 2 {
		t.Fatalf("want two saves\n%s", eventsText(ev))
	}
}

// C.2 and C.3: the save is rolled after the damage roll that made the hit
// and told after it, so the damage roll does not tell its result: it says
// a save follows, the same whether it stops the hit or not (found in
// play: "(a) weapon hit stopped by armored gun batteries" above the save
// roll that stopped it).
func TestRule_C_2_C_3_SaveToldAfterTheHit(t *testing.T) {
	cls := []ClassFile{equipped("Armored", "Armor Plating", "Armored Gun Batteries")}
	for _, saves := range [][2]int{{5, 2}, {2, 6}} {
		s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:B:Armored:1508:N")
		s.phase, s.chooser, s.picked = phFighters, 0, -1
		s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}}
		a := chartFace(t, &s.ships[1], "a")
		s = s.withDice(5, 6, 4, 4, 6, a, saves[0], saves[1])
		_, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("B")})
		dmg, plating, agb := -1, -1, -1
		for k, e := range ev {
			switch txt := e.String(); {
			case strings.Contains(txt, "damage on B"):
				dmg = k
				want := fmt.Sprintf("6: hull hit, unless armor plating stops it (C.2, the save below); %d: a → (a) weapon hit, unless armored gun batteries stop it (C.3, the save below)", a)
				if !strings.HasSuffix(txt, want) {
					t.Errorf("saves %v: the damage roll reads\n%s\nwant it to end %q", saves, txt, want)
				}
			case strings.HasPrefix(txt, "B's armor plating (C.2) against a hull hit"):
				plating = k
			case strings.HasPrefix(txt, "B's armored gun batteries (C.3) against a (a) weapon hit"):
				agb = k
			}
		}
		if dmg < 0 || plating < dmg || agb < plating {
			t.Errorf("saves %v: the damage roll (%d), then the saves (%d, %d):\n%s", saves, dmg, plating, agb, eventsText(ev))
		}
	}
}

// C.4: auto-repair rolls for damaged weapons and lost shield points only:
// engine, equipment and hull boxes stay filled however the dice fall, and
// ARS that a hit has taken repairs nothing.
func TestRule_C_4_OnlyWeaponsAndShields(t *testing.T) {
	cls := []ClassFile{equipped("Fixer", "Auto-Repair Systems", "Electronic Countermeasures"), target("Hulk", 0)}
	cls[0].Shields = 1
	for _, lostARS := range []bool{false, true} {
		s := battleOf(t, cls, "Red:F:Fixer:1502:S", "Blue:H:Hulk:1517:N")
		s.craft = nil
		sh := &s.ships[0]
		sh.engineBoxes()[0] = boxHit
		sh.hullBoxes()[0] = boxHit
		sh.shieldBoxes()[0] = boxHit
		sh.weaponBoxes(0)[0] = boxHit
		sh.equipBoxes()[1] = boxHit // the ECM
		if lostARS {
			sh.equipBoxes()[0] = boxHit
		}
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		s = s.withDice(6, 6, 6, 6, 6, 6)
		s, ev := toEndOfTurn(t, s)
		sh = &s.ships[0]
		repairs := 0
		for _, e := range ev {
			if e.Kind == EvRepair && e.Roll != nil {
				repairs += len(e.Roll.Dice)
			}
		}
		wantRepairs, fixed := 2, mark(boxEmpty)
		if lostARS {
			wantRepairs, fixed = 0, boxHit
		}
		if repairs != wantRepairs || sh.shieldBoxes()[0] != fixed || sh.weaponBoxes(0)[0] != fixed {
			t.Errorf("ARS lost %v: %d repair dice, shields %v, weapons %v\n%s", lostARS, repairs, sh.shieldBoxes(), sh.weaponBoxes(0), eventsText(ev))
		}
		if sh.engineBoxes()[0] != boxHit || sh.hullBoxes()[0] != boxHit || sh.equipBoxes()[1] != boxHit {
			t.Errorf("ARS lost %v: engines %v, hull %v, equipment %v", lostARS, sh.engineBoxes(), sh.hullBoxes(), sh.equipBoxes())
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

// B.14 with B.5: the hull hit of a die of 6 is ignored, the crew casualty
// that B.5 adds to every damage die is not (it is no hull hit).
func TestRule_B_14_B_5_CrewWithoutHull(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1, "No Hull Damage", "Extra Crew Casualties"), target("Hulk", 0)}
	n, ev := fireAt(t, duel(t, cls, "Gun", "Hulk", 2), 4, 6, 6)
	if h, c := hullMarks(&n.ships[1], boxHit), hullMarks(&n.ships[1], boxCrew); h != 0 || c != 1 {
		t.Fatalf("%d hull hits, %d crew; want 0, 1\n%s", h, c, eventsText(ev))
	}
}

// C.2 with B.5 and B.6: armor plating rolls for each hull hit on its own
// (B.6's extra one too) and never for a crew casualty.
func TestRule_C_2_EachHullHitNotCrew(t *testing.T) {
	cls := []ClassFile{gunboat("Crew", 1, 9, 2, 1, 1, 1, "Extra Crew Casualties"),
		gunboat("Hull", 1, 9, 2, 1, 1, 1, "Extra Hull Damage"), equipped("Armored", "Armor Plating")}
	// A 6 on the damage die: armor's 5 saves the hull hit, the crew line stays.
	n, ev := fireAt(t, duel(t, cls, "Crew", "Armored", 2), 4, 6, 6, 5)
	if h, c := hullMarks(&n.ships[1], boxHit), hullMarks(&n.ships[1], boxCrew); h != 0 || c != 1 {
		t.Fatalf("B.5: %d hull hits, %d crew; want 0, 1\n%s", h, c, eventsText(ev))
	}
	// Two hull hits, two armor rolls: 5 saves one, 4 lets the other through.
	n, ev = fireAt(t, duel(t, cls, "Hull", "Armored", 2), 4, 6, 6, 5, 4)
	if h := hullMarks(&n.ships[1], boxHit); h != 1 || strings.Count(eventsText(ev), "armor plating (C.2)") != 2 {
		t.Fatalf("B.6: %d hull hits; want 1 after two rolls\n%s", h, eventsText(ev))
	}
}

// B.2 and B.6 with 4.2.3: an entry that cannot apply becomes one hull hit;
// B.2 doubles only the hull hits of a die of 1 or 6, while B.6 still adds
// its own to every damage die.
func TestRule_B_2_B_6_ConvertedHullHit(t *testing.T) {
	for _, tc := range []struct {
		ability string
		hull    int
	}{{"Double Hull Damage", 1}, {"Extra Hull Damage", 2}} {
		cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1, tc.ability), target("Hulk", 0)}
		s := duel(t, cls, "Gun", "Hulk", 2)
		for k := range s.ships[1].engineBoxes() {
			s.ships[1].engineBoxes()[k] = boxHit
		}
		e := chartFace(t, &s.ships[1], "E")
		n, ev := fireAt(t, s, 4, 6, e)
		if h := hullMarks(&n.ships[1], boxHit); h != tc.hull {
			t.Errorf("%s: E with no engine left gives %d hull hits, want %d\n%s", tc.ability, h, tc.hull, eventsText(ev))
		}
	}
}

// B.19: a repeating die is rolled again after every hit until it misses,
// however long that takes: 4 hits, sixty repeats of 5 hit, the 3 after
// them misses, so one weapon scores 61 hits from 62 dice. Rules 1-4
// stopped a die after 50 repeats, a limit of the project's own that B.19
// does not have.
func TestRule_B_19_RepeatsUntilTheDieMisses(t *testing.T) {
	cls := []ClassFile{target("Hulk", 5), gunboat("Rep", 1, 9, 4, 1, 1, 1, "Repeating", "No Range Modifiers")}
	faces := []int{4}
	for k := 0; k < 60; k++ {
		faces = append(faces, 5)
	}
	faces = append(faces, 3)
	_, ev := fireAt(t, duel(t, cls, "Rep", "Hulk", 2), faces...)
	if r := roll(t, ev, EvToHit, 0); r.Total != 61 || len(r.Dice) != 62 {
		t.Fatalf("want 61 hits from 62 dice: %d hits from %d dice", r.Total, len(r.Dice))
	}
}

// C.3 at its threshold: a save die of 5 stops the weapon hit, a 4 does not
// (the 6 and the 2 are pinned above).
func TestRule_C_3_FiveSavesFourDoesNot(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), equipped("Armored", "Armored Gun Batteries")}
	s := duel(t, cls, "Gun", "Armored", 2)
	face := 0
	for f := 2; f <= 5; f++ {
		if s.ships[1].class.Chart[f-1].String() == "a" {
			face = f
		}
	}
	for _, tc := range []struct{ save, lost int }{{5, 0}, {4, 1}} {
		n, ev := fireAt(t, s, 4, 6, face, tc.save)
		if lost := count(n.ships[1].weaponBoxes(0), func(m mark) bool { return m.kind() == boxHit }); lost != tc.lost {
			t.Errorf("save die %d: %d weapons lost\n%s", tc.save, lost, eventsText(ev))
		}
	}
}

// C.5's numbers at their limits: a ship carrying five satellites launches
// three in an End Phase and the last two in the next (up to three a turn);
// a satellite's weapon reaches a ship exactly 12 hexes away and not one 13
// away.
func TestRule_C_5_ThreeATurnAndRangeTwelve(t *testing.T) {
	cls := []ClassFile{equipped("Carrier", "Battle Satellites 5"), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:C:Carrier:1502:S", "Blue:H:Hulk:1514:N")
	n := s.clone()
	n.launchSatellites(nil)
	if len(n.craft) != 3 || n.ships[0].satsLeft != 2 {
		t.Fatalf("first End Phase: %d launched, %d left", len(n.craft), n.ships[0].satsLeft)
	}
	n.launchSatellites(nil)
	if len(n.craft) != 5 || n.ships[0].satsLeft != 0 {
		t.Fatalf("second End Phase: %d launched in all, %d left", len(n.craft), n.ships[0].satsLeft)
	}
	n.launchSatellites(nil)
	if len(n.craft) != 5 {
		t.Fatalf("none left, yet %d in all", len(n.craft))
	}
	n.phase, n.chooser, n.picked = phFighters, 0, -1
	sat := n.craft[0].id
	if err := n.checkFly(Fly{By: 0, Craft: sat, Col: 15, Row: 2, Target: aim("H")}); err != nil {
		t.Errorf("12 hexes: %v", err)
	}
	if err := n.checkFly(Fly{By: 0, Craft: sat, Col: 15, Row: 1, Target: aim("H")}); err == nil || !strings.Contains(err.Error(), "13 hexes away") {
		t.Errorf("13 hexes: %v", err)
	}
}

// B.9 with 4.3: a shield slashed earlier in the Combat Phase still stands
// until its end, so a later Increased DMG die of 5 beats shields 3 by 2
// (DMG ×2), not 2 by 3.
func TestRule_B_9_ShieldsSlashedThisPhaseStillCount(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), gunboat("ID", 1, 9, 2, 1, 1, 1, "Increased DMG"), target("Hulk", 3)}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Red:B:ID:1501:S", "Blue:H:Hulk:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	sf := chartFace(t, &s.ships[2], "S")
	s = s.withDice(4, 4, sf, 4, 5, 2, 2, 2, 2)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	s, _ = apply(t, s, Resolve{By: 0, Ship: "A"})
	s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")})
	_, ev := apply(t, s, Resolve{By: 0, Ship: "B"})
	if r := roll(t, ev, EvDamage, 0); len(r.Dice) != 2 {
		t.Fatalf("%v\n%s", r, eventsText(ev))
	}
}

// B.1: continuing dice on a ship that they destroy roll no more.
func TestRule_B_1_StopsWithTheShip(t *testing.T) {
	cls := []ClassFile{gunboat("Bore", 1, 9, 2, 1, 1, 1, "Continuing Damage"), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Bore:1502:S", "Blue:H:Hulk:1504:N", "Blue:K:Hulk:1515:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.ships[1].cont = 2
	// The End Phase: continuing 6 and 4 → three chart rolls 6 6 6: destroyed.
	s = s.withDice(6, 4, 6, 6, 6, 1, 1, 1, 1, 1, 1)
	s, ev := finishCombat(t, s, nil)
	if s.ships[1].status != destroyed {
		t.Fatalf("%s\n%s", s.ships[1].statusText(), eventsText(ev))
	}
	// turn 2 End Phase: nothing rolled for it.
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	_, ev = finishCombat(t, s, nil)
	for _, e := range ev {
		if e.Roll != nil && e.Kind == EvDamage {
			t.Fatalf("%s", eventsText(ev))
		}
	}
}

// C.4 with 4.3: a weapon lost in the Combat Phase is filled in at its
// end, and the same turn's End Phase may restore it.
func TestRule_C_4_RepairsTheTurnsCombatLoss(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), equipped("Fixer", "Auto-Repair Systems")}
	s := duel(t, cls, "One", "Fixer", 2)
	af := chartFace(t, &s.ships[1], "a")
	n, ev := fireAt(t, s, 4, 2, af, 5, 1, 1, 1, 1)
	n, ev = finishCombat(t, n, ev)
	if n.ships[1].weaponBoxes(0)[0] != boxEmpty {
		t.Fatalf("%v\n%s", n.ships[1].weaponBoxes(0), eventsText(ev))
	}
}

// C.2 with 4.2.3: an entry with nothing left to take becomes a hull hit,
// which armor plating may save.
func TestRule_C_2_ConvertedHullHit(t *testing.T) {
	a := equipped("Armored", "Armor Plating")
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), a}
	s := duel(t, cls, "One", "Armored", 2)
	copy(s.ships[1].engineBoxes(), []mark{boxHit, boxHit, boxHit, boxHit})
	ef := chartFace(t, &s.ships[1], "E")
	n, ev := fireAt(t, s, 4, 2, ef, 5)
	saved := false
	for _, e := range ev {
		saved = saved || e.Kind == EvSave && e.Roll != nil && e.Roll.Success
	}
	if !saved || hullMarks(&n.ships[1], boxHit) != 0 {
		t.Fatalf("%v\n%s", n.ships[1].hullBoxes(), eventsText(ev))
	}
}

// B.3 with 4.2.3: an "Ea" whose E cannot apply still did systems
// damage, so the die is rolled again (Eb: a weapon of (b)).
func TestRule_B_3_PartlyAppliedEntryRerolls(t *testing.T) {
	cls := []ClassFile{gunboat("DS", 1, 9, 2, 1, 1, 1, "Double Systems Damage")}
	s := duel(t, cls, "DS", "Admirable", 2)
	copy(s.ships[1].shieldBoxes(), []mark{boxHit, boxHit, boxHit})
	copy(s.ships[1].engineBoxes(), []mark{boxHit, boxHit, boxHit, boxHit, boxHit})
	// hit 4 (+1), pen 2 > 0, damage 2 = Ea (a only), re-roll 3 = Eb → b.
	n, ev := fireAt(t, s, 4, 2, 2, 3)
	n, ev = finishCombat(t, n, ev)
	for n.phase == phChoose {
		n, _ = apply(t, n, n.Legal(1)[0])
	}
	lostA := count(n.ships[1].weaponBoxes(0), func(m mark) bool { return m.kind() == boxHit })
	lostB := count(n.ships[1].weaponBoxes(1), func(m mark) bool { return m.kind() == boxHit })
	if lostA != 1 || lostB != 1 {
		t.Fatalf("a %d b %d\n%s", lostA, lostB, eventsText(ev))
	}
}

// C.2 with B.1 and 4.3.1: hull hits of continuing damage and of an
// explosion meet armor plating too.
func TestRule_C_2_EndPhaseHullHits(t *testing.T) {
	cls := []ClassFile{equipped("Armored", "Armor Plating"), target("Hulk", 0)}
	for _, boom := range []bool{false, true} {
		s := battleOf(t, cls, "Red:A:Hulk:1502:S", "Blue:H:Armored:1515:N")
		s.craft = nil
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		if boom {
			s.booms = []explosion{{pos: s.ships[1].pos, strength: 1}}
		} else {
			s.ships[1].cont = 1
		}
		// The explosion's die (4 beats shields 0) or the continuing die (4:
		// one chart roll); then a damage die of 6 and the plating's 5.
		s = s.withDice(4, 6, 5, 1, 1, 1)
		s, ev := finishCombat(t, s, nil)
		saved := false
		for _, e := range ev {
			saved = saved || e.Kind == EvSave && e.Roll != nil && e.Roll.Success
		}
		if !saved || hullMarks(&s.ships[1], boxHit) != 0 {
			t.Errorf("explosion %v: %v\n%s", boom, s.ships[1].hullBoxes(), eventsText(ev))
		}
	}
}

// B.10 with 4.2.1: a hit made of two 6s when 7+ is needed rolls its
// penetration die (PEN ×1 at least).
func TestRule_B_10_SevenPlusHitHasPEN(t *testing.T) {
	cls := []ClassFile{gunboat("IP", 2, 9, 5, 1, 1, 1, "Increased PEN"), equipped("Hulk", "Electronic Countermeasures")}
	_, ev := fireAt(t, duel(t, cls, "IP", "Hulk", 8), 6, 6, 2, 2, 2, 2, 2, 2)
	if r := roll(t, ev, EvToHit, 0); r.Total != 1 {
		t.Fatalf("%v", r)
	}
	for _, e := range ev {
		if e.Kind == EvShield && e.Roll != nil && len(e.Roll.Dice) >= 1 {
			return
		}
	}
	t.Fatalf("no penetration die for the hit\n%s", eventsText(ev))
}

// B.9, B.10 and B.22 with B.16/B.17 at short range: the multipliers
// multiply (DMG 1 ×3 ×2, PEN 1 ×3 ×2, PEN 1 ×3 × shields 2).
func TestRule_B_9_10_22_WithRangeBased(t *testing.T) {
	cls := []ClassFile{gunboat("IDR", 1, 9, 2, 1, 1, 1, "Increased DMG", "Range-Based DMG"), gunboat("IPR", 1, 9, 4, 1, 1, 1, "Increased PEN", "Range-Based PEN"),
		gunboat("RSR", 1, 9, 2, 1, 1, 1, "Shield-Resonant", "Range-Based PEN"), target("Hulk", 2)}
	many := []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}
	for _, tc := range []struct {
		class string
		faces []int
		kind  string
	}{{"IDR", []int{4, 4}, EvDamage}, {"IPR", []int{4}, EvShield}, {"RSR", []int{4}, EvShield}} {
		_, ev := fireAt(t, duel(t, cls, tc.class, "Hulk", 2), append(tc.faces, many...)...)
		if r := roll(t, ev, tc.kind, 0); len(r.Dice) != 6 {
			t.Errorf("%s: %v\n%s", tc.class, r, eventsText(ev))
		}
	}
}

// C.1 with 4.3: AFB lost to a Q hit in the Combat Phase costs the next
// turn's flight nothing for its 1s.
func TestRule_C_1_AFBLostInCombatIsGoneNextTurn(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), equipped("Hulk", "Anti-Fighter Batteries")}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Blue:H:Hulk:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	q := chartFace(t, &s.ships[1], "Q")
	s = s.withDice(4, 2, q)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	s, ev := apply(t, s, Fire{By: 0})
	s, ev = finishCombat(t, s, ev)
	if s.phase != phOrders || s.ships[1].hasEquip(AntiFighterBatteries) {
		t.Fatalf("phase %d, AFB %v\n%s", s.phase, s.ships[1].hasEquip(AntiFighterBatteries), eventsText(ev))
	}
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1503"), n: 3}}
	s = s.withDice(1, 1, 5, 2, 2)
	n, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 4, Target: aim("H")})
	if n.craft[0].n != 3 {
		t.Fatalf("%+v\n%s", n.craft, eventsText(ev))
	}
}

// B.1 with B.2, B.3, B.5, B.6 and B.14: the chart rolls continuing damage
// makes in the End Phase are damage dice rolled by the weapon (B.2, B.3,
// B.6 "each damage die rolled by this weapon", B.5 "from this weapon",
// B.14 "any hull hits caused by this weapon"), so they carry its abilities
// (rules 8; rules 1-7 rolled them as plain dice). A plain continuing
// weapon's roll is one hull hit on a 6; its dice and those of a weapon with
// abilities are kept apart and each keep going.
func TestRule_B_1_ChartRollsCarryTheWeaponsAbilities(t *testing.T) {
	for _, tc := range []struct {
		ability         string
		faces           []int // To-Hit, shield, then the End Phase: continuing die, chart roll(s)
		hull, crew, eng int
		weaponsLeft     int
	}{
		{"", []int{4, 2, 4, 6}, 1, 0, 4, 1},
		{"Double Hull Damage", []int{4, 2, 4, 6}, 2, 0, 4, 1},       // B.2
		{"No Hull Damage", []int{4, 2, 4, 6}, 0, 0, 4, 1},           // B.14
		{"Extra Crew Casualties", []int{4, 2, 4, 6}, 1, 1, 4, 1},    // B.5
		{"Extra Hull Damage", []int{4, 2, 4, 6}, 2, 0, 4, 1},        // B.6
		{"Double Systems Damage", []int{4, 2, 4, 2, 3}, 0, 0, 3, 0}, // B.3: E, re-rolled a
	} {
		ab := []string{"Continuing Damage"}
		if tc.ability != "" {
			ab = append(ab, tc.ability)
		}
		cls := []ClassFile{gunboat("Bore", 1, 9, 2, 1, 1, 1, ab...), target("Hulk", 0)}
		s := duel(t, cls, "Bore", "Hulk", 2)
		if got := s.ships[1].class.Chart.String(); got != "Hull/E/a/Hull/Hull/Hull" {
			t.Fatalf("the Hulk's chart is %s", got)
		}
		n, ev := fireAt(t, s, append(tc.faces, 1, 1, 1, 1)...)
		n, ev = finishCombat(t, n, ev)
		d := &n.ships[1]
		if h, c := hullMarks(d, boxHit), hullMarks(d, boxCrew); h != tc.hull || c != tc.crew || d.mp() != tc.eng || len(d.working(0)) != tc.weaponsLeft {
			t.Errorf("%q: hull %d, crew %d, MPs %d, weapons %d; want %d, %d, %d, %d\n%s", tc.ability, h, c, d.mp(), len(d.working(0)),
				tc.hull, tc.crew, tc.eng, tc.weaponsLeft, eventsText(ev))
		}
		if d.continuingDice() != 1 {
			t.Errorf("%q: %d continuing dice go on, want 1", tc.ability, d.continuingDice())
		}
	}
	// Both kinds on one ship: the plain die and the B.14 die each roll.
	cls := []ClassFile{gunboat("Bore", 1, 9, 2, 1, 1, 1, "Continuing Damage"), target("Hulk", 0)}
	s := duel(t, cls, "Bore", "Hulk", 2)
	s.ships[1].cont = 1
	s.ships[1].contWith = []contDice{{abilities: []Ability{NoHullDamage}, n: 2}}
	// plain: 6 → two chart rolls 6 6; B.14 dice: 5 and 1 → one roll, 6, ignored.
	s = s.withDice(6, 6, 6, 5, 1, 6, 1, 1, 1, 1)
	n, ev := finishCombat(t, s, nil)
	d := &n.ships[1]
	if hullMarks(d, boxHit) != 2 || d.cont != 1 || len(d.contWith) != 1 || d.contWith[0].n != 1 || d.continuingDice() != 2 {
		t.Fatalf("hull %d, plain %d, with %+v\n%s", hullMarks(d, boxHit), d.cont, d.contWith, eventsText(ev))
	}
}

// B.14: a systems entry that finds nothing left becomes a hull hit
// instead (4.2.3), and that hull hit too is one this weapon causes, so it
// is ignored.
func TestRule_B_14_HullHitInsteadIsIgnored(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1, "No Hull Damage")}
	s := duel(t, cls, "Gun", "Admirable", 2)
	copy(s.ships[1].shieldBoxes(), []mark{boxHit, boxHit, boxHit})
	for k := range s.ships[1].engineBoxes() {
		s.ships[1].engineBoxes()[k] = boxHit
	}
	for k := range s.ships[1].weaponBoxes(0) {
		s.ships[1].weaponBoxes(0)[k] = boxHit
	}
	n, ev := fireAt(t, s, 4, 2, chartFace(t, &s.ships[1], "Ea"))
	if h := hullMarks(&n.ships[1], boxHit); h != 0 || !strings.Contains(eventsText(ev), "hull hit instead is ignored (B.14)") {
		t.Fatalf("hull hits %d\n%s", h, eventsText(ev))
	}
}

// B.7: half the shields rounded up at the small ratings too: 0 stays 0,
// 1 is 1, 2 is 1, 3 is 2, 5 is 3.
func TestRule_B_7_SmallShieldsRoundUp(t *testing.T) {
	for shields, want := range map[int]int{0: 0, 1: 1, 2: 1, 3: 2, 5: 3} {
		cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1, "Halves Shields"), target("Hulk", shields)}
		_, ev := fireAt(t, duel(t, cls, "Gun", "Hulk", 2), 4, 6, 2)
		if r := roll(t, ev, EvShield, 0); r.Need != want {
			t.Errorf("shields %d: %v, want %d", shields, r, want)
		}
	}
}

// B.9: against no shields the shield roll is still made, and a 3 beats 0
// by 3: DMG ×3; a roll equal to the rating beats it by nothing and does no
// damage.
func TestRule_B_9_NoShieldsAndAnEqualRoll(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1, "Increased DMG"), target("Hulk", 0), target("Four", 4)}
	_, ev := fireAt(t, duel(t, cls, "Gun", "Hulk", 2), 4, 3, 2, 2, 2)
	if r := roll(t, ev, EvDamage, 0); len(r.Dice) != 3 {
		t.Fatalf("shields 0, roll 3: %v\n%s", r, eventsText(ev))
	}
	_, ev = fireAt(t, duel(t, cls, "Gun", "Four", 2), 4, 4, 2, 2, 2)
	for _, e := range ev {
		if e.Kind == EvDamage {
			t.Fatalf("shields 4, roll 4: damage\n%s", eventsText(ev))
		}
	}
}

// B.20 and B.21 re-roll a failed die once: a re-roll that fails again is
// not rolled a third time.
func TestRule_B_20_B_21_OnceOnly(t *testing.T) {
	cls := []ClassFile{gunboat("Aim", 1, 9, 4, 1, 1, 1, "Re-Rolls To-Hit Dice"), gunboat("Pen", 1, 9, 2, 1, 1, 1, "Re-Rolls Penetration Dice"),
		target("Hulk", 5), target("Four", 4)}
	_, ev := fireAt(t, duel(t, cls, "Aim", "Hulk", 5), 2, 3, 6, 6)
	if r := roll(t, ev, EvToHit, 0); r.Total != 0 {
		t.Fatalf("B.21: %v\n%s", r, eventsText(ev))
	}
	_, ev = fireAt(t, duel(t, cls, "Pen", "Four", 2), 4, 2, 3, 6, 6)
	for _, e := range ev {
		if e.Kind == EvDamage {
			t.Fatalf("B.20: a third penetration roll\n%s", eventsText(ev))
		}
	}
}

// B.2, B.6 and B.14 against a chart with Hull on 2–5: B.2 doubles only a
// die that comes up 1 or 6, so a Hull entry on 4 is one hull hit; B.6 adds
// one to every die; B.14 ignores it; B.3 re-rolls only systems results.
func TestRule_B_2_ChartHullIsNotAOneOrSix(t *testing.T) {
	big := target("Big", 0)
	big.Hull = 20 // E on 2, a on 3, Hull on 4 and 5
	for _, tc := range []struct {
		ability string
		hull    int
	}{{"", 1}, {"Double Hull Damage", 1}, {"Extra Hull Damage", 2}, {"No Hull Damage", 0}, {"Double Systems Damage", 1}} {
		var ab []string
		if tc.ability != "" {
			ab = []string{tc.ability}
		}
		cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1, ab...), big}
		s := duel(t, cls, "Gun", "Big", 2)
		f := chartFace(t, &s.ships[1], "Hull")
		n, ev := fireAt(t, s, 4, 2, f, 2, 2)
		if h := hullMarks(&n.ships[1], boxHit); h != tc.hull || n.ships[1].mp() != 4 {
			t.Errorf("%q, die %d: hull %d, MPs %d\n%s", tc.ability, f, h, n.ships[1].mp(), eventsText(ev))
		}
	}
}

// C.4 with 4.3: auto-repair systems lost in the Combat Phase are gone when
// the End Phase comes: nothing is rolled for the weapon they would mend.
func TestRule_C_4_LostInCombatRepairsNothing(t *testing.T) {
	fixer := equipped("Fixer", "Auto-Repair Systems")
	fixer.Hull = 2 // chart Hull/EQ/Ea/E/E/Hull
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), fixer}
	s := duel(t, cls, "Gun", "Fixer", 2)
	s.ships[1].weaponBoxes(0)[0] = boxHit
	n, ev := fireAt(t, s, 4, 2, chartFace(t, &s.ships[1], "EQ"), 6, 6, 6, 6)
	_, ev = finishCombat(t, n, ev)
	for _, e := range ev {
		if e.Kind == EvRepair {
			t.Fatalf("a repair roll after the ARS was lost\n%s", eventsText(ev))
		}
	}
}

// B.1 with 4.3: the continuing dice are on the target, not the firer: the
// firing ship destroyed in the same Combat Phase, they still roll in the
// End Phase, and with B.6 each chart roll still adds its hull hit.
func TestRule_B_1_OutlivesTheFiringShip(t *testing.T) {
	for _, tc := range []struct {
		abilities []string
		hull      int
	}{{[]string{"Continuing Damage"}, 2}, {[]string{"Continuing Damage", "Extra Hull Damage"}, 4}} {
		cls := []ClassFile{gunboat("Bore", 1, 9, 2, 1, 1, 1, tc.abilities...), gunboat("Gun", 1, 9, 2, 1, 1, 1)}
		s := battleOf(t, cls, "Red:A:Bore:1502:S", "Blue:H:Gun:1504:N")
		s.craft = nil
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		for k := 0; k < 9; k++ {
			s.ships[0].hullBoxes()[k] = boxHit
		}
		// A hits and penetrates (continuing); H hits A's last hull box; the
		// End Phase: a continuing 6, two chart rolls of 6.
		s = s.withDice(6, 6, 6, 6, 6, 6, 6, 6)
		s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
		s, ev := apply(t, s, Fire{By: 0})
		var more []engine.Event
		s, more = apply(t, s, Target{By: 1, Ship: "H", Battery: "a", Target: aim("A")})
		ev = append(ev, more...)
		s, more = finishCombat(t, s, nil)
		ev = append(ev, more...)
		if s.ships[0].status != destroyed || s.turn != 2 || hullMarks(&s.ships[1], boxHit) != tc.hull || s.ships[1].continuingDice() != 1 {
			t.Errorf("%v: A %s, turn %d, H's hull %v, %d dice left\n%s", tc.abilities, s.ships[0].statusText(), s.turn,
				s.ships[1].hullBoxes(), s.ships[1].continuingDice(), eventsText(ev))
		}
	}
}

// B.1: continuing dice on a ship that another ship destroys in the same
// Combat Phase roll nothing in the End Phase, and the ship scores once.
func TestRule_B_1_StopsWhenAnotherShipDestroysTheTarget(t *testing.T) {
	cls := []ClassFile{gunboat("Bore", 1, 9, 2, 1, 1, 1, "Continuing Damage"), gunboat("Gun", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Bore:1502:S", "Red:G:Gun:1602:S", "Blue:H:Hulk:1504:N", "Blue:K:Hulk:1519:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	for k := 0; k < 9; k++ {
		s.ships[2].hullBoxes()[k] = boxHit
	}
	// A: hit, penetration (a continuing die); G: hit, penetration, 6.
	s = s.withDice(4, 4, 4, 4, 6, 6, 6, 6, 6)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	s, _ = apply(t, s, Target{By: 0, Ship: "G", Battery: "a", Target: aim("H")})
	s, ev := apply(t, s, Fire{By: 0})
	s, ev = finishCombat(t, s, ev)
	txt := eventsText(ev)
	if s.ships[2].status != destroyed || s.vp[0] != s.ships[2].class.CR || s.turn != 2 {
		t.Fatalf("H %s, VPs %v, turn %d\n%s", s.ships[2].statusText(), s.vp, s.turn, txt)
	}
	if strings.Contains(txt, "continuing damage on H") {
		t.Fatalf("continuing damage rolled on a destroyed ship\n%s", txt)
	}
}

// B.1 with 3.3.2: a ship that leaves the board scores for the enemy and
// takes no more continuing damage.
func TestRule_B_1_StopsOffTheBoard(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Hulk:1510:S", "Red:B:Hulk:1210:S", "Blue:H:Hulk:1501:N", "Blue:K:Hulk:1819:N")
	s.craft = nil
	s.ships[2].cont = 2
	s.ships[2].last = lastForward
	s = s.withDice(6, 6, 6, 6, 6, 6, 6, 6)
	s, _ = apply(t, s, WriteOrders{By: 1, Ship: "H", Orders: "2"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if s.phase != phOrders {
		var more []engine.Event
		s, more = toEndOfTurn(t, s)
		ev = append(ev, more...)
	}
	txt := eventsText(ev)
	if s.ships[2].status != offBoard || s.vp[0] != s.ships[2].class.CR || s.turn != 2 {
		t.Fatalf("H %s, VPs %v, turn %d\n%s", s.ships[2].statusText(), s.vp, s.turn, txt)
	}
	if strings.Contains(txt, "continuing damage on H") {
		t.Fatalf("continuing damage rolled on a ship off the board\n%s", txt)
	}
}

// B.1 with B.16: a penetrating die gives the weapon's DMG at the range in
// continuing dice: three at short range, two at medium.
func TestRule_B_1_B_16_DiceAtTheRange(t *testing.T) {
	cls := []ClassFile{gunboat("Bore", 1, 9, 2, 1, 1, 1, "Continuing Damage", "Range-Based DMG"), target("Hulk", 0)}
	for dist, want := range map[int]string{2: "3 continuing damage dice on Defender", 5: "2 continuing damage dice on Defender"} {
		_, ev := fireAt(t, duel(t, cls, "Bore", "Hulk", dist), 4, 4, 1, 1, 1)
		if !strings.Contains(eventsText(ev), want) {
			t.Errorf("%d hexes: want %q\n%s", dist, want, eventsText(ev))
		}
	}
}

// C.4: a repair roll is made in every End Phase: a weapon a 4 left
// destroyed is restored by a 5 in the next one.
func TestRule_C_4_FailedRepairRolledAgain(t *testing.T) {
	cls := []ClassFile{equipped("Fixer", "Auto-Repair Systems"), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:F:Fixer:1502:S", "Blue:H:Hulk:1517:N")
	s.craft = nil
	copy(s.ships[0].weaponBoxes(0), []mark{boxHit})
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s, ev := toEndOfTurn(t, s.withDice(4))
	if s.ships[0].weaponBoxes(0)[0] != boxHit || s.turn != 2 {
		t.Fatalf("turn %d: restored on a 4\n%s", s.turn, eventsText(ev))
	}
	s.phase, s.firing = phCombat, 0
	s, ev = toEndOfTurn(t, s.withDice(5))
	if s.ships[0].weaponBoxes(0)[0] != boxEmpty {
		t.Fatalf("not restored on a 5 in the next End Phase\n%s", eventsText(ev))
	}
}

// C.5: satellites are launched in the End Phase, so none is on the board
// in turn 1; three are after turn 1's End Phase.
func TestRule_C_5_NoneBeforeTheFirstEndPhase(t *testing.T) {
	cls := []ClassFile{equipped("Carrier", "Battle Satellites 5"), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:C:Carrier:1502:S", "Blue:H:Hulk:1514:N")
	sats := func() int {
		n := 0
		for _, c := range s.craft {
			if c.sat {
				n++
			}
		}
		return n
	}
	if sats() != 0 || s.ships[0].satsLeft != 5 {
		t.Fatalf("at the start: %d satellites out, %d carried", sats(), s.ships[0].satsLeft)
	}
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if s.phase != phOrders {
		s, _ = toEndOfTurn(t, s)
	}
	if s.turn != 2 || sats() != 3 {
		t.Fatalf("turn %d: %d satellites out", s.turn, sats())
	}
}

// C.5: a satellite has 5 movement points: 5 hexes, not 6; it stays in
// play when its carrier is destroyed (own: satellites last until they
// are destroyed).
func TestRule_C_5_FiveHexesAndOutlivesItsCarrier(t *testing.T) {
	cls := []ClassFile{equipped("Carrier", "Battle Satellites 5"), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:C:Carrier:1502:S", "Blue:H:Hulk:1519:N")
	sat := CraftID{Carrier: "C", Satellite: true, N: 1}
	s.craft = []craft{{id: sat, side: 0, sat: true, pos: at("1502"), n: 1}}
	s.ships[0].status = destroyed
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	if err := s.Check(Fly{By: 0, Craft: sat, Col: 15, Row: 7}); err != nil {
		t.Fatalf("5 hexes: %v", err)
	}
	if err := s.Check(Fly{By: 0, Craft: sat, Col: 15, Row: 8}); err == nil {
		t.Fatal("6 hexes accepted")
	}
}

// reRollClasses are a target of five shields and one of three, and a
// gunboat for each kind of re-roll (B.12, B.13, B.19, B.20, B.21) and one
// with none, for the log's words of re-rolls.
func reRollClasses() []ClassFile {
	return []ClassFile{target("Hulk", 5), target("Three", 3),
		gunboat("Must", 2, 9, 4, 1, 1, 1, "Must Re-Roll To-Hit Dice", "No Range Modifiers"),
		gunboat("May", 2, 9, 4, 1, 1, 1, "Re-Rolls To-Hit Dice", "No Range Modifiers"),
		gunboat("Rep", 1, 9, 4, 1, 1, 1, "Repeating", "No Range Modifiers"),
		gunboat("MustPEN", 1, 9, 2, 1, 2, 1, "Must Re-Roll Penetration Dice", "No Range Modifiers"),
		gunboat("MayPEN", 1, 9, 2, 1, 2, 1, "Re-Rolls Penetration Dice", "No Range Modifiers"),
		gunboat("Plain", 2, 9, 4, 1, 1, 1, "No Range Modifiers")}
}

// rollWords is a shot of class at target with the dice forced to faces, and
// what the first roll of kind it makes must say.
type rollWords struct {
	class, target string
	faces         []int
	kind          string
	want          string
}

// checkRollWords fires each shot at 2 hexes and checks its roll's words.
func checkRollWords(t *testing.T, shots []rollWords) {
	t.Helper()
	cls := reRollClasses()
	for _, tc := range shots {
		_, ev := fireAt(t, duel(t, cls, tc.class, tc.target, 2), tc.faces...)
		if r := roll(t, ev, tc.kind, 0); !strings.Contains(r.String(), tc.want) {
			t.Errorf("%s %v: %s\nwant it to say %q", tc.class, tc.faces, r, tc.want)
		}
	}
}

// B.12, B.13, B.19, B.20, B.21: a roll's record lists its dice in the order
// rolled, each re-roll or repeat after its die; the log line tells which die
// each re-roll replaced and how many repeats there were, so the reader can
// count the hits and penetrations from it (found by the twenty-second
// audit's resolution oracle, which read "a hit re-rolled (B.13)" for two).
func TestAppendix_B_ReRollsToldDieByDie(t *testing.T) {
	checkRollWords(t, []rollWords{
		{"Must", "Hulk", []int{5, 2, 6, 6, 1, 1}, EvToHit, "2 hits rolled again, the second roll must hit too (B.13): 5→2, 6→6"},
		{"May", "Hulk", []int{1, 4, 3, 2}, EvToHit, "2 misses rolled again once (B.21): 1→4, 3→2"},
		{"Rep", "Hulk", []int{4, 5, 6, 3, 1, 1, 1}, EvToHit, "each hit rolled again until it misses (B.19): 3 repeat rolls, 2 more hits"},
		{"MustPEN", "Three", []int{4, 5, 2, 6, 6, 1}, EvShield, "2 successes rolled again, the second roll must get through too (B.12): 5→2, 6→6"},
		{"MayPEN", "Three", []int{4, 2, 5, 1, 6, 1}, EvShield, "2 failures rolled again once (B.20): 2→5, 1→6"},
	})
}

// B.12, B.13, B.19, B.20, B.21: the record counts the re-rolls and repeats
// with the dice of the roll ("4d6 [1 4 3 2]" for 2 dice and 2 re-rolls),
// so its words say which places are the roll and which were rolled again
// (found in play: two ROF-1 weapons with B.21 logged 4d6 without a word
// of which 2 dice were theirs).
func TestAppendix_B_ReRollsToldApartFromTheRoll(t *testing.T) {
	checkRollWords(t, []rollWords{
		{"May", "Hulk", []int{1, 4, 3, 2}, EvToHit, "4d6 [1 4 3 2], needs 4+ each: 1 hit; the roll is dice 1 and 3, the re-rolls dice 2 and 4; 2 misses rolled again once (B.21): 1→4, 3→2"},
		{"May", "Hulk", []int{5, 3, 2, 1, 1}, EvToHit, "the roll is dice 1 and 2, the re-roll die 3; 1 miss rolled again once (B.21): 3→2"},
		{"Must", "Hulk", []int{5, 2, 6, 6, 1, 1}, EvToHit, "the roll is dice 1 and 3, the re-rolls dice 2 and 4; 2 hits rolled again, the second roll must hit too (B.13)"},
		{"Rep", "Hulk", []int{4, 5, 6, 3, 1, 1, 1}, EvToHit, "the roll is die 1, the repeats dice 2, 3 and 4; each hit rolled again until it misses (B.19)"},
		{"MayPEN", "Three", []int{4, 2, 5, 1, 6, 1}, EvShield, "the roll is dice 1 and 3, the re-rolls dice 2 and 4; 2 failures rolled again once (B.20)"},
	})
	// Without a re-roll every die is the roll's, and nothing is said.
	_, ev := fireAt(t, duel(t, reRollClasses(), "Plain", "Hulk", 2), 1, 4, 1, 1)
	if r := roll(t, ev, EvToHit, 0); strings.Contains(r.String(), "the roll is") {
		t.Errorf("a roll without re-rolls: %s", r)
	}
}

// B.9, B.16: the damage roll says how the number of its dice came about
// when it is not DMG for each die through: what each die beat the shields
// by, times DMG (B.9), and the range's multiple (B.16). Found in play:
// "damage on Hive: 2d6" from a DMG-1 Increased DMG torpedo, with no word
// of the margin that gave 2 dice.
func TestAppendix_B_9_B_16_DamageDiceToldHow(t *testing.T) {
	cls := []ClassFile{target("Hulk", 2),
		gunboat("Inc", 1, 9, 4, 1, 2, 2, "Increased DMG", "No Range Modifiers"),
		gunboat("Torp", 1, 9, 4, 1, 1, 1, "Increased DMG", "No Range Modifiers"),
		gunboat("RInc", 1, 9, 4, 1, 1, 1, "Increased DMG", "Range-Based DMG", "No Range Modifiers"),
		gunboat("R", 1, 9, 4, 1, 2, 1, "Range-Based DMG", "No Range Modifiers"),
		gunboat("VInc", 1, 9, 4, 1, 1, 1, "Increased DMG", "Variable DMG", "No Range Modifiers"),
		gunboat("Plain", 1, 9, 4, 1, 2, 1, "No Range Modifiers")}
	many := []int{5, 6, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}
	for _, tc := range []struct {
		class string
		faces []int
		kind  string
		want  string
	}{
		{"Torp", []int{5, 4, 2, 2}, EvDamage, "damage on Defender, DMG 1 × 2: the 4 beat shields 2 by 2 (B.9): 2d6"},
		{"Inc", many, EvDamage, "damage on Defender, DMG 2 × (4 + 2): the dice through, 6 and 4, beat shields 2 by 4 and 2 (B.9): 12d6"},
		{"RInc", many, EvDamage, "damage on Defender, DMG 1 ×3 at short range (B.16) × 4: the 6 beat shields 2 by 4 (B.9): 12d6"},
		{"R", many, EvDamage, "damage on Defender, DMG 1 ×3 at short range (B.16) for each of 2 dice through: 6d6"},
		{"VInc", many, EvToHit, "Variable DMG 4, DMG 1 × 4: the 6 beat shields 2 by 4 (B.9) (B.23"},
	} {
		_, ev := fireAt(t, duel(t, cls, tc.class, "Hulk", 2), tc.faces...)
		k := 0
		if tc.kind == EvToHit {
			k = 1 // the Variable DMG roll follows the To-Hit roll
		}
		if r := roll(t, ev, tc.kind, k); !strings.Contains(r.String(), tc.want) {
			t.Errorf("%s %v: %s\nwant it to say %q", tc.class, tc.faces, r, tc.want)
		}
	}
	// DMG for each die through needs no words.
	_, ev := fireAt(t, duel(t, cls, "Plain", "Hulk", 2), many...)
	if r := roll(t, ev, EvDamage, 0); !strings.HasPrefix(r.String(), "Attacker (a) Guns ×1: damage on Defender: 2d6") {
		t.Errorf("plain DMG: %s", r)
	}
}

// B.23: a Variable DMG roll that gives one damage die says "1 damage die".
func TestAppendix_B_23_OneDamageDie(t *testing.T) {
	cls := []ClassFile{target("Hulk", 2), gunboat("V", 1, 9, 4, 1, 1, 1, "Variable DMG", "No Range Modifiers")}
	_, ev := fireAt(t, duel(t, cls, "V", "Hulk", 2), 5, 6, 3, 2)
	if r := roll(t, ev, EvToHit, 1); !strings.HasSuffix(r.String(), ": 3→1: 1 damage die") {
		t.Errorf("Variable DMG 1 rolling 3: %s", r)
	}
}
