package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The thirty-seventh audit's cases: the fine print of the rulebook where a
// quick reading goes wrong (docs/rules/silentdeath.md, "Thirty-seventh
// audit").

// TestRule_10_3_FailedSetCostPilotChoosesTheSide: with 10.3's set cost
// turns a roll not under the Plt lets the craft "only turn one hexside"
// for 3 MP. Which hexside is the pilot's: an about-turn from N that fails
// may end facing NW as well as NE, and the two are not alike (arcs, the
// next hex ahead). Until rules 12 the program turned it clockwise (toward
// the side named for two hexsides) by itself.
func TestRule_10_3_FailedSetCostPilotChoosesTheSide(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 15, "N", 5, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 25, "N", 5, 5)}
	for _, tc := range []struct {
		to   hex.Direction // the facing named with the set-cost turn
		want hex.Direction // the one hexside the pilot then chooses
	}{
		{hex.S, hex.NW},  // an about-turn: counter-clockwise
		{hex.S, hex.NE},  // or clockwise
		{hex.SE, hex.NW}, // two hexsides right, failed: left is his too
	} {
		s := moving(t, Options{SetTurns: true}, red, blue)
		s, ev := apply(t, force(s, 9), Tight{By: 0, Craft: 0, Facing: int(tc.to)}) // 9 is not below Plt 5
		if s.mp != TurnCost || s.crafts[0].facing != hex.N {
			t.Fatalf("to %v: %d MP, facing %v before the pilot chose\n%s", tc.to, s.mp, s.crafts[0].facing, logText(ev))
		}
		var faces []hex.Direction
		for _, l := range s.Legal(0) {
			f, ok := l.(Face)
			if !ok {
				t.Fatalf("to %v: %v offered while the hexside is chosen", tc.to, l)
			}
			faces = append(faces, hex.Direction(f.Facing))
		}
		if len(faces) != 2 || faces[0] != hex.NW || faces[1] != hex.NE {
			t.Fatalf("to %v: facings offered %v, want NW and NE", tc.to, faces)
		}
		refused(t, s, Face{By: 0, Craft: 0, Facing: int(hex.S)}, "one hexside")
		refused(t, s, Forward{By: 0, Craft: 0}, "one hexside")
		s, ev = apply(t, s, Face{By: 0, Craft: 0, Facing: int(tc.want)})
		if s.crafts[0].facing != tc.want || s.mp != TurnCost {
			t.Fatalf("to %v: facing %v after %d MP\n%s", tc.to, s.crafts[0].facing, s.mp, logText(ev))
		}
		// 10.3: it "must enter another hex before attempting another
		// facing change".
		if hasIntent(s, 0, kindIs(KindTurn)) || hasIntent(s, 0, kindIs(KindTight)) || !hasIntent(s, 0, kindIs(KindForward)) {
			t.Fatalf("to %v: after the one hexside: %v", tc.to, s.Legal(0))
		}
	}
}

// TestRule_10_3_FailedSetCostOfRules11TurnsByItself: a save of rules 1 to
// 11 replays its failed set-cost turns as they were played, the one
// hexside turned toward the side named (clockwise for an about-turn)
// without a question; rules 11's own corrections (the tight turn's facing
// after the roll, damage control asked) stay with it.
func TestRule_10_3_FailedSetCostOfRules11TurnsByItself(t *testing.T) {
	data, err := loadScenario(t, "intro-patrol").Canonical()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Game{}.DecodeScenarioOfRules(data, "silentdeath/11")
	if err != nil {
		t.Fatal(err)
	}
	ours := sc.(*Scenario)
	if !ours.oneSideAuto || ours.facingFirst || ours.autoRepair || ours.autoTorps || ours.before9 {
		t.Fatalf("rules 11 decoded as: one side auto %v, facing first %v, auto repair %v, auto torps %v, before 9 %v",
			ours.oneSideAuto, ours.facingFirst, ours.autoRepair, ours.autoTorps, ours.before9)
	}
	if !(Game{}).ReadsRules("silentdeath/11") {
		t.Fatal("rules 11 saves are not read")
	}
	red := []CraftFile{cf("pit-viper", "A", 10, 15, "N", 5, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 25, "N", 5, 5)}
	s := moving(t, Options{SetTurns: true}, red, blue)
	s.sc.oneSideAuto = true
	s, ev := apply(t, force(s, 9), Tight{By: 0, Craft: 0, Facing: int(hex.S)})
	if s.crafts[0].facing != hex.NE || s.mp != TurnCost || hasIntent(s, 0, kindIs(KindFace)) {
		t.Fatalf("facing %v after %d MP\n%s", s.crafts[0].facing, s.mp, logText(ev))
	}
}
