package starmada

import (
	"strings"
	"testing"
)

// The thirty-seventh audit: readings the program followed without the
// rules document saying so, pinned where a reader of the rulebook alone
// could take either side.

// 4.3.1, C.4 and B.1 in the End Phase (own order, 2.2.5 prints none): the
// auto-repair roll comes first, then continuing damage, then the
// explosions' dice, and the End Phase's damage is filled in once, after
// them, as the Combat Phase's is. So an explosion's dice face the shields
// as auto-repair left them, and a shield box that continuing damage hits
// in the same End Phase still stops them: shields 2 with one point lost,
// auto-repair's 5 restores it, the continuing die's chart roll is an S
// hit, and the explosion's die of 2 does not exceed 2. Repaired after the
// explosion, or the S hit filled at once, it would face shields 1.
func TestBlind37_EndPhase_ExplosionFacesTheShieldsBeforeItsOwnDamage(t *testing.T) {
	def := equipped("Mended", "Auto-Repair Systems")
	def.Shields = 2
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), def}
	s := duel(t, cls, "Gun", "Mended", 8)
	d := &s.ships[1]
	d.shieldBoxes()[1] = boxHit
	d.cont = 1
	s.booms = []explosion{{pos: d.pos, strength: 1}}
	sFace := chartFace(t, d, "S")
	// End Phase: repair die 5; continuing die 4 (one chart roll), the
	// chart roll; the explosion's die 2.
	s = s.withDice(5, 4, sFace, 2, 6, 6, 6, 6)
	n, ev := finishCombat(t, s, nil)
	r := roll(t, ev, EvShield, 0)
	if r.Need != 2 || r.Total != 0 {
		t.Fatalf("the explosion's die faced shields %d and %d got through; want shields 2, none through\n%s", r.Need, r.Total, eventsText(ev))
	}
	if got := n.ships[1].shieldRating(); got != 1 {
		t.Errorf("shields %d after the End Phase, want 1 (restored, then the S hit filled in)\n%s", got, eventsText(ev))
	}
}

// Section 5 and C.5 with 3.3.2: a starship may leave the board, but
// nothing lets a fighter flight or a battle satellite do so (the project's
// reading): a move to a hex off the board is refused, the flight stays in
// play.
func TestBlind37_CraftStayOnTheBoard(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1501:S", "Blue:B:Admirable:1515:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1500"), n: 6}}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 20}, "off the board")
	s.craft = []craft{{id: CraftID{Carrier: "A", Satellite: true, N: 1}, side: 0, sat: true, pos: at("0000"), n: 1}}
	refuse(t, s, Fly{By: 0, Craft: CraftID{Carrier: "A", Satellite: true, N: 1}, Col: 30, Row: 0}, "off the board")
}

// B.5 with 4.3.2 as rules 1-12 played it (a save of those rules replays
// so): the damage dice of a roll took effect one after the other in the
// order the roll lists them, each die's chart result before the crew
// casualty B.5 adds to it. A hull hit fills the first box that holds no
// hull hit, over a crew line if need be, and a crew casualty lines the
// first box still empty. Against a hull of 4 whose chart reads E on 3:
// dice 3 then 6 line box 1, then fill it and line box 2 (one hit, one
// line); dice 6 then 3 fill box 1 and line boxes 2 and 3 (one hit, two
// lines). Rules 13 lines the roll's casualties after all its chart
// results (TestRule13_B_5_CrewCasualtiesAfterTheRollsHullHits).
func TestBlind37_B_5_Rules12DiceInTheOrderRolledChartFirst(t *testing.T) {
	hulk := target("Hulk", 0)
	hulk.Hull = 4
	for _, tc := range []struct {
		dmg        int
		faces      []int // the damage dice
		hull, crew int
	}{
		{2, []int{3, 6}, 1, 1},
		{2, []int{6, 3}, 1, 2},
		{1, []int{6}, 1, 1},
		{1, []int{4}, 0, 1},
	} {
		cls := []ClassFile{gunboat("Crew", 1, 9, 2, 1, 1, tc.dmg, "Extra Crew Casualties"), hulk}
		s := duelOfRules(t, rulesV12, cls, "Crew", "Hulk", 2)
		if e := s.ships[1].class.Chart[2].String(); e != "E" {
			t.Fatalf("the Hulk's chart reads %q on 3, want E", e)
		}
		// To-Hit 4, penetration 6 (shields 0), then the damage dice.
		n, ev := fireAt(t, s, append([]int{4, 6}, tc.faces...)...)
		d := &n.ships[1]
		if h, c := hullMarks(d, boxHit), hullMarks(d, boxCrew); h != tc.hull || c != tc.crew {
			t.Errorf("dice %v: %d hull hits and %d crew lines, want %d and %d; boxes %v\n%s", tc.faces, h, c, tc.hull, tc.crew, d.hullBoxes(), eventsText(ev))
		}
	}
}

// B.1's End Phase roll says how many dice go on in words that agree with
// the count: "1 goes on" (found reading a played game's log: "0 dice
// stop, 1 go on").
func TestBlind37_B_1_OneDieGoesOn(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	s := duel(t, cls, "Gun", "Hulk", 8)
	s.ships[1].cont = 2
	s = s.withDice(4, 2, 3)
	ev := s.continuing(1, nil)
	r := roll(t, ev, EvDamage, 0)
	if want := "1 roll on the damage chart, 1 die stops, 1 goes on"; !strings.HasSuffix(r.Result, want) {
		t.Fatalf("the continuing roll reads %q, want it to end %q", r.Result, want)
	}
}
