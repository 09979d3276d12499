package starmada

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// duelOfRules is duel with the scenario saved and decoded again by the
// given rules version, as a save of those rules is loaded.
func duelOfRules(t *testing.T, rules string, classes []ClassFile, a, b string, dist int) *State {
	t.Helper()
	sc, err := NewScenario(duelFile(classes, a, b, dist))
	if err != nil {
		t.Fatal(err)
	}
	data, err := sc.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	old, err := Game{}.DecodeScenarioOfRules(data, rules)
	if err != nil {
		t.Fatal(err)
	}
	return inCombat(t, old)
}

// 4.2.3 with 4.3.2 (rules 13): a crippled ship stays on the board and its
// ECM and armor plating still work, so which item an equipment hit takes
// is its owner's choice, as for any defender. The Wreck's crew are all
// casualties (nine lines and a hull hit); a Q hit in the Combat Phase
// waits in the Damage step for Blue, who gives up the ECM and keeps the
// armor plating. Rules 1-12 took the last item of the record, the armor
// plating, without asking.
func TestRule13_4_2_3_CrippledShipsOwnerChooses(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), equipped("Wreck", "Electronic Countermeasures", "Armor Plating")}
	s := duel(t, cls, "Gun", "Wreck", 2)
	d := &s.ships[1]
	for k := range d.hullBoxes() {
		d.hullBoxes()[k] = boxCrew
	}
	d.hullBoxes()[0] = boxHit
	d.scored = true
	if !d.crippled() {
		t.Fatal("the Wreck is not crippled")
	}
	q := chartFace(t, d, "Q")
	// To-Hit 4 (short +1, ECM -1: 4+), penetration 6, damage die on Q.
	n, ev := fireAt(t, s, 4, 6, q)
	n, ev = finishCombat(t, n, ev)
	if n.phase != phChoose || n.Phase().Actors[0] != 1 {
		t.Fatalf("after the Combat Phase: phase %d, want the Damage step with Blue choosing\n%s", n.phase, eventsText(ev))
	}
	if l := n.Legal(1); len(l) != 2 {
		t.Fatalf("Blue is offered %v, want the ECM and the armor plating", l)
	}
	n, ev = apply(t, n, Lose{By: 1, Ship: "Defender", System: SystemEquipment, Item: 0})
	w := &n.ships[1]
	if w.hasEquip(ElectronicCountermeasures) || !w.hasEquip(ArmorPlating) {
		t.Errorf("after losing the ECM: ECM %v, armor plating %v; want the armor plating kept\n%s",
			w.hasEquip(ElectronicCountermeasures), w.hasEquip(ArmorPlating), eventsText(ev))
	}
	if n.vp[0] != 0 {
		t.Errorf("Red has %d VP: the Wreck was scored when crippled, not again", n.vp[0])
	}

	// Under rules 1-12 the marks stay as slashed: the last item goes.
	s = duelOfRules(t, rulesV12, cls, "Gun", "Wreck", 2)
	d = &s.ships[1]
	for k := range d.hullBoxes() {
		d.hullBoxes()[k] = boxCrew
	}
	d.hullBoxes()[0] = boxHit
	d.scored = true
	o, ev := fireAt(t, s, 4, 6, q)
	o, ev = finishCombat(t, o, ev)
	if o.phase == phChoose {
		t.Fatalf("rules 1-12 asked Blue: they took the last item\n%s", eventsText(ev))
	}
	if w := &o.ships[1]; !w.hasEquip(ElectronicCountermeasures) || w.hasEquip(ArmorPlating) {
		t.Errorf("rules 1-12: ECM %v, armor plating %v; want the armor plating lost", w.hasEquip(ElectronicCountermeasures), w.hasEquip(ArmorPlating))
	}
}

// A ship this damage destroys is not asked (nothing of its record matters
// once it leaves the board): ten hull boxes, nine hit, a damage die of 6
// and a Q result in one roll destroy it with no Damage step.
func TestRule13_4_2_3_DestroyedShipIsNotAsked(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 2), equipped("Wreck", "Electronic Countermeasures", "Armor Plating")}
	s := duel(t, cls, "Gun", "Wreck", 2)
	d := &s.ships[1]
	for k := 1; k < len(d.hullBoxes()); k++ {
		d.hullBoxes()[k] = boxHit
	}
	q := chartFace(t, d, "Q")
	// To-Hit 4, penetration 6, damage dice Q and 6; armor plating's save 1.
	n, ev := fireAt(t, s, 4, 6, q, 6, 1)
	n, ev = finishCombat(t, n, ev)
	if n.ships[1].status != destroyed || n.phase == phChoose {
		t.Fatalf("status %d, phase %d: want the Wreck destroyed and nobody asked\n%s", n.ships[1].status, n.phase, eventsText(ev))
	}
}

// B.5 with 4.3.2 (rules 13): the dice of one roll are thrown together, so
// each die's crew casualty stands in addition to every chart result of
// the roll: the roll's hull hits are filled in first (over the crew lines
// of earlier rolls) and its crew casualties lined after them, whatever
// order the dice lie in. Against a hull of 4 whose chart reads E on 3: 3
// and 6 make one hull hit and two crew lines either way, and 6 and 6 two
// hits and two lines. Rules 1-12 took each die's casualty before the
// next die, so 3 then 6 overlapped the first line (one hit, one line) and
// 6, 6 the second (two hits, one line).
func TestRule13_B_5_CrewCasualtiesAfterTheRollsHullHits(t *testing.T) {
	hulk := target("Hulk", 0)
	hulk.Hull = 4
	for _, tc := range []struct {
		old        bool
		faces      []int
		hull, crew int
	}{
		{false, []int{3, 6}, 1, 2},
		{false, []int{6, 3}, 1, 2},
		{false, []int{6, 6}, 2, 2},
		{false, []int{3, 3}, 0, 2},
		{false, []int{6}, 1, 1},
		{true, []int{3, 6}, 1, 1},
		{true, []int{6, 3}, 1, 2},
		{true, []int{6, 6}, 2, 1},
	} {
		cls := []ClassFile{gunboat("Crew", 1, 9, 2, 1, 1, len(tc.faces), "Extra Crew Casualties"), hulk}
		s := duel(t, cls, "Crew", "Hulk", 2)
		if tc.old {
			s = duelOfRules(t, rulesV12, cls, "Crew", "Hulk", 2)
		}
		if e := s.ships[1].class.Chart[2].String(); e != "E" {
			t.Fatalf("the Hulk's chart reads %q on 3, want E", e)
		}
		n, ev := fireAt(t, s, append([]int{4, 6}, tc.faces...)...)
		d := &n.ships[1]
		if h, c := hullMarks(d, boxHit), hullMarks(d, boxCrew); h != tc.hull || c != tc.crew {
			t.Errorf("rules 1-12 %v, dice %v: %d hull hits and %d crew lines, want %d and %d; boxes %v\n%s", tc.old, tc.faces, h, c, tc.hull, tc.crew, d.hullBoxes(), eventsText(ev))
		}
		// The roll says when its casualties were lined: after every chart
		// result, a roll with no hull hit (3, 3) included.
		const after = "; the crew casualties lined after all the roll's chart results (B.5, 4.3.2)"
		if r := roll(t, ev, EvDamage, 0); strings.HasSuffix(r.Result, after) != (!tc.old && len(tc.faces) > 1) {
			t.Errorf("rules 1-12 %v, dice %v: the damage roll reads %q", tc.old, tc.faces, r.Result)
		}
	}
}

// TestRules12SavesReplayTheOldDamageStep replays two saves of the
// satellites battle recorded by a rules-12 build (scripted against
// scripted, seeds 10 and 329): in the first the Leviathan's fire at
// intent 30 cripples the Paladin, whose (a) weapon hit rules 12 took
// without asking its owner; in the second the Neural Lances' damage dice
// 6, 6 at intent 45 (B.5) left two hull hits and one crew line under
// rules 12, where rules 13 leaves two and two. Each replays whole, to its
// recorded result, with every hash: the scenario decoded by its rules
// carries the old readings (before13). Played under rules 13 the same
// intents part from the record exactly there.
func TestRules12SavesReplayTheOldDamageStep(t *testing.T) {
	for _, tc := range []struct {
		file, at string
	}{
		{"rules12-crippled.json", "intent 30 (resolve)"},
		{"rules12-crew.json", "intent 45 (resolve)"},
	} {
		path := filepath.Join("testdata", tc.file)
		gametest.OldSave(t, Game{}, path)
		sf := gametest.ReadSave(t, path)
		if sf.Rules != rulesV12 {
			t.Fatalf("%s: rules %q, want %q", tc.file, sf.Rules, rulesV12)
		}
		sf.Rules = RulesVersion
		_, err := gametest.RestoreSave(sf, Game{})
		if err == nil || !strings.Contains(err.Error(), tc.at) {
			t.Errorf("%s under rules 13: %v; want it to part from the record at %s", tc.file, err, tc.at)
		}
	}
}

// B.1 with B.5 (rules 13): the chart rolls continuing damage makes in one
// End Phase are one roll, so their crew casualties come after all their
// chart results too. A Continuing Damage, Extra Crew Casualties die of 6
// makes two chart rolls, 3 (E) and 6, against a hull of 4: one hull hit
// and two crew lines (rules 1-12: one and one).
func TestRule13_B_1_B_5_ContinuingChartRollsLineCrewAfter(t *testing.T) {
	hulk := target("Hulk", 0)
	hulk.Hull = 4
	cls := []ClassFile{gunboat("Bore", 1, 9, 2, 1, 1, 1, "Continuing Damage", "Extra Crew Casualties"), hulk}
	for _, tc := range []struct {
		rules      string
		hull, crew int
	}{{RulesVersion, 1, 2}, {rulesV12, 1, 1}} {
		s := duelOfRules(t, tc.rules, cls, "Bore", "Hulk", 2)
		if e := s.ships[1].class.Chart[2].String(); e != "E" {
			t.Fatalf("the Hulk's chart reads %q on 3, want E", e)
		}
		s.ships[1].contWith = []contDice{{abilities: []Ability{ExtraCrewCasualties}, n: 1}}
		s = s.withDice(6, 3, 6)
		ev := s.continuing(1, nil)
		d := &s.ships[1]
		if h, c := hullMarks(d, boxHit), hullMarks(d, boxCrew); h != tc.hull || c != tc.crew {
			t.Errorf("%s: %d hull hits and %d crew lines, want %d and %d; boxes %v\n%s", tc.rules, h, c, tc.hull, tc.crew, d.hullBoxes(), eventsText(ev))
		}
	}
}

// 5.1.2 with 4.2.3 (rules 13): fighters' damage is filled in at once, and
// a crippled ship's owner chooses its losses then, before the next flight
// acts. A flight of one fighter rolls 5 (a hit), 1 (through shields 0)
// and the Q face against the crippled Wreck (ECM and armor plating):
// Blue is asked which item goes.
func TestRule13_5_1_2_CrippledShipsOwnerChoosesAfterAFlight(t *testing.T) {
	cls := []ClassFile{equipped("Wreck", "Electronic Countermeasures", "Armor Plating")}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:W:Wreck:1507:N")
	w := &s.ships[1]
	for k := range w.hullBoxes() {
		w.hullBoxes()[k] = boxCrew
	}
	w.scored = true
	q := chartFace(t, w, "Q")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	s = s.withDice(5, 1, q)
	n, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("W")})
	if n.phase != phChoose || n.Phase().Actors[0] != 1 || len(n.Legal(1)) != 2 {
		t.Fatalf("phase %d, actors %v, Blue offered %v: want Blue choosing between the ECM and the armor plating\n%s", n.phase, n.Phase().Actors, n.Legal(1), eventsText(ev))
	}
	n, _ = apply(t, n, Lose{By: 1, Ship: "W", System: SystemEquipment, Item: 1})
	if w := &n.ships[1]; !w.hasEquip(ElectronicCountermeasures) || w.hasEquip(ArmorPlating) {
		t.Errorf("after losing the armor plating: ECM %v, armor plating %v", w.hasEquip(ElectronicCountermeasures), w.hasEquip(ArmorPlating))
	}
}
