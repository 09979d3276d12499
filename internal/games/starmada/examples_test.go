package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The worked examples the first audit left without a test of their own,
// and corners of the rules it did not reach (the second audit).

// 3.2.1: "3P2" on a ship with 6 MPs: three hexes ahead, a turn to port,
// two hexes in the new facing; it costs 3 + 1 + 2 = 6 (3.2.2).
func TestExample_3_2_1_ThreePortTwo(t *testing.T) {
	six := target("Six", 0)
	six.Engine = 6
	s := battleOf(t, []ClassFile{six}, "Red:A:Six:1512:N", "Blue:B:Six:1517:N")
	pv := PreviewPath(s, "A", "3P2")
	want := at("1512")
	for k := 0; k < 3; k++ {
		want = hex.Neighbor(want, hex.N)
	}
	want = hex.Neighbor(hex.Neighbor(want, hex.NW), hex.NW)
	end := pv.Path[len(pv.Path)-1]
	if pv.Err != nil || pv.Cost != 6 || end.Hex != want || end.Facing != hex.NW {
		t.Fatalf("3P2: %v, cost %d, ends %s facing %s; want %s facing NW", pv.Err, pv.Cost, HexLabel(end.Hex), end.Facing, HexLabel(want))
	}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "3P2"})
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if a := s.ships[0]; a.pos != want || a.facing != hex.NW {
		t.Fatalf("A at %s facing %s", HexLabel(a.pos), a.facing)
	}
}

// 4.3.1: a ship firing from inside a strength 2 explosion takes -2 on its
// To-Hit dice; so does one firing at a target inside it.
func TestExample_4_3_1_StrengthTwoExplosion(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1, "No Range Modifiers"), target("Hulk", 5)}
	for _, who := range []int{0, 1} {
		s := duel(t, cls, "Gun", "Hulk", 4)
		s.booms = []explosion{{pos: s.ships[who].pos, strength: 2}}
		// A 5 is a hit at 4+, but not once modified by −2.
		_, ev := fireAt(t, s, 5)
		r := roll(t, ev, EvToHit, 0)
		if len(r.Mods) != 1 || r.Mods[0].Value != -2 || r.Total != 0 {
			t.Errorf("explosion around ship %d: %v", who, r)
		}
	}
}

// B.1: after the first End Phase's 1, 4 and 6, the die that rolled 1 is
// spent: the next End Phase rolls two dice.
func TestExample_B_1_NextEndPhase(t *testing.T) {
	cls := []ClassFile{gunboat("Bore", 1, 9, 2, 1, 1, 3, "Continuing Damage"), target("Hulk", 0)}
	n, _ := fireAt(t, duel(t, cls, "Bore", "Hulk", 2), 4, 6, 1, 4, 6, 2, 2, 2)
	if n.ships[1].cont != 2 {
		t.Fatalf("%d dice go on", n.ships[1].cont)
	}
	n = n.withDice(1, 2, 3, 3)
	ev := n.continuing(1, nil)
	if r := roll(t, ev, EvDamage, 0); len(r.Dice) != 2 || r.Total != 0 || n.ships[1].cont != 0 {
		t.Fatalf("second End Phase: %v, %d dice go on", r, n.ships[1].cont)
	}
}

// 5.3: a shield lost to fighters stays lost for the rest of the Fighter
// Phase and for the Combat Phase that follows: the ship's shield
// roll in the Combat Phase is against 2, not 3.
func TestExample_5_3_ShieldLostToFightersInTheCombatPhase(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 3)}
	s := battleOf(t, cls, "Red:A:One:1505:S", "Blue:H:Hulk:1507:N")
	s.phase, s.chooser, s.picked, s.turn, s.firstFire = phFighters, 0, -1, 1, 0
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	// The fighter hits (5), 3 beats half of 3 (2), damage 3 is S on the
	// Hulk's chart; then A hits (4) and its shield die 3 beats shields 2.
	s = s.withDice(5, 3, 3, 4, 3, 2)
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 6, Target: aim("H")})
	if s.phase != phCombat || s.firing != 0 || s.ships[1].shieldRating() != 2 {
		t.Fatalf("phase %d, firing %d, shields %d", s.phase, s.firing, s.ships[1].shieldRating())
	}
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	_, ev := apply(t, s, Fire{By: 0})
	if r := roll(t, ev, EvShield, 0); r.Need != 2 || r.Total != 1 {
		t.Fatalf("shield roll in the Combat Phase: %v", r)
	}
}

// 2.3: "at least twice as many" points is a major victory: against none
// at all too; one point short of twice is minor.
func TestRule_2_3_MajorVictoryBoundaries(t *testing.T) {
	s := newGame(t, "duel", 1)
	for _, tc := range []struct {
		vp     [2]int
		winner engine.Player
		kind   string
	}{
		{[2]int{438, 0}, 0, "a major victory"},
		{[2]int{0, 1}, 1, "a major victory"},
		{[2]int{437, 219}, 0, "a minor victory"},
		{[2]int{219, 437}, 1, "a minor victory"},
		{[2]int{0, 0}, engine.NoPlayer, "a draw"},
	} {
		s.vp = tc.vp
		if o := s.result(false); !o.Over || o.Winner != tc.winner || !strings.HasPrefix(o.Reason, tc.kind) {
			t.Errorf("%v: %+v", tc.vp, o)
		}
	}
}

// 3.3.2 and 4.3.1: a ship that left the board, or was destroyed, is out
// of the game: it cannot be attacked, by ships or fighters, and scores
// once. Its fighters fly on (5.1: each flight is its own piece).
func TestRule_3_3_2_GoneShipsAreNoTargets(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	for _, gone := range []status{offBoard, destroyed} {
		s := battleOf(t, cls, "Red:A:One:1505:S", "Blue:H:Hulk:1507:N", "Blue:K:Hulk:1509:N")
		s.craft = nil
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		s.ships[1].status = gone
		refuse(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")}, "out of the fight")
		for _, in := range s.Legal(0) {
			if d, ok := in.(Target); ok && d.Target == aim("H") {
				t.Errorf("%d: Legal offers %v", gone, d)
			}
		}
		f := s.share()
		f.phase, f.chooser, f.picked = phFighters, 0, -1
		f.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
		refuse(t, f, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 6, Target: aim("H")}, "out of the fight")
	}
}

// 4.2.2: a 1 fails only the To-Hit roll (4.2.1); a shield roll succeeds
// on any die above the shield rating, so against shields 0 a 1 gets
// through (B.9 and B.22 treat shields of 0 as no obstacle).
func TestRule_4_2_2_OneAgainstNoShields(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	_, ev := fireAt(t, duel(t, cls, "One", "Hulk", 2), 4, 1, 6)
	if r := roll(t, ev, EvShield, 0); r.Total != 1 {
		t.Fatalf("%v", r)
	}
}

// B.13 and B.21 with B.19 (interpretation): the confirming re-roll of
// Must Re-Roll To-Hit Dice and the second chance of Re-Rolls To-Hit Dice
// apply to a die's first roll; the repeats of Repeating that follow are
// neither confirmed nor given a second chance (B.21: "once").
func TestRule_B_19_RepeatsWithReRolls(t *testing.T) {
	cls := []ClassFile{target("Hulk", 5),
		gunboat("Must", 1, 9, 4, 1, 1, 1, "Must Re-Roll To-Hit Dice", "Repeating", "No Range Modifiers"),
		gunboat("May", 1, 9, 4, 1, 1, 1, "Re-Rolls To-Hit Dice", "Repeating", "No Range Modifiers")}
	for _, tc := range []struct {
		class string
		faces []int
		hits  int
	}{
		{"Must", []int{5, 4, 6, 2, 1, 1}, 2}, // 5 confirmed by 4; the repeat 6 scores at once; 2 ends it
		{"Must", []int{5, 3, 6, 1, 1}, 0},    // 5 not confirmed: no hit, no repeat
		{"May", []int{2, 4, 3, 1}, 1},        // 2 re-rolled to 4; the repeat 3 misses and is not re-rolled
	} {
		_, ev := fireAt(t, duel(t, cls, tc.class, "Hulk", 2), tc.faces...)
		if r := roll(t, ev, EvToHit, 0); r.Total != tc.hits {
			t.Errorf("%s %v: %v, want %d hits\n%s", tc.class, tc.faces, r, tc.hits, eventsText(ev))
		}
	}
}

// 1.7: PEN and DMG are dice per die: PEN 2 with two hits rolls four
// penetration dice; DMG 2 with two of them through rolls four damage dice.
func TestExample_1_7_DicePerDie(t *testing.T) {
	cls := []ClassFile{gunboat("Pair", 1, 9, 4, 2, 2, 2, "No Range Modifiers"), target("Hulk", 3)}
	_, ev := fireAt(t, duel(t, cls, "Pair", "Hulk", 2), 4, 5, 4, 5, 1, 2, 2, 2, 2, 2)
	if r := roll(t, ev, EvShield, 0); len(r.Dice) != 4 || r.Total != 2 {
		t.Fatalf("shield roll %v", r)
	}
	if d := roll(t, ev, EvDamage, 0); len(d.Dice) != 4 {
		t.Fatalf("damage roll %v", d)
	}
}

// 4.2.1's three laser cannons (ROF 1, 4+, range 9) rolling 3, 4 and 6:
// "normally" two hits — at medium range (4–6 hexes) no modifier applies,
// so the 4 and the 6 hit. TestRulebook_4_2_1_ThreeLaserCannons plays the
// same dice at long range (one hit) and short range (three).
func TestExample_4_2_1_ThreeLaserCannonsNormallyTwoHits(t *testing.T) {
	cls := []ClassFile{gunboat("Lasers", 3, 9, 4, 1, 1, 1), target("Hulk", 5)}
	for _, dist := range []int{4, 5, 6} {
		_, ev := fireAt(t, duel(t, cls, "Lasers", "Hulk", dist), 3, 4, 6, 1, 1)
		r := roll(t, ev, EvToHit, 0)
		if len(r.Dice) != 3 || r.Total != 2 || len(r.Mods) != 0 {
			t.Errorf("3, 4, 6 at %d hexes (medium): %v, want 2 hits and no modifier", dist, r)
		}
	}
}

// 4.2.3's example says its damage die "came up a 3" and reads "Ea" from the
// Admirable's record, but the record's chart (Section 1, and A.3.2's
// worksheet) has Eb on 3 and Ea on 2. The program reads the chart: the
// example's die of 3 costs the Admirable an engine and a laser cannon of
// battery (b), not a blaster (docs/rules/starmada.md, Discrepancy).
func TestExample_4_2_3_TheExamplesDieOfThreeReadsTheChart(t *testing.T) {
	cls := []ClassFile{gunboat("Five", 5, 9, 5, 1, 1, 1)}
	// To-Hit 1, 3, 4, 6, 6 (one hit at 7+), shield die 5, damage die 3.
	s, ev := fireAt(t, duel(t, cls, "Five", "Admirable", 8), 1, 3, 4, 6, 6, 5, 3)
	dm := roll(t, ev, EvDamage, 0)
	if len(dm.Dice) != 1 || dm.Dice[0].Face != 3 || !strings.Contains(dm.Result, "Eb → engine hit, (b) weapon hit") {
		t.Fatalf("the damage die of 3: %v", dm)
	}
	d := s.ships[1]
	hit := func(m mark) bool { return m.kind() == boxHit }
	if count(d.engineBoxes(), hit) != 1 || count(d.weaponBoxes(1), hit) != 1 || count(d.weaponBoxes(0), hit) != 0 {
		t.Fatalf("engines %v, blasters %v, laser cannons %v", d.engineBoxes(), d.weaponBoxes(0), d.weaponBoxes(1))
	}
}
