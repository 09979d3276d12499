package starmada

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The thirty-sixth audit's blind cases: picked from the rulebook before
// the program was read, in the corners the thirty-fifth audit's cases did
// not reach (Appendix B's abilities where they meet each other and the
// basic rules, the equipment, crew losses, sight). Only the cases no
// earlier test pins exactly are here; the others are listed with their
// tests in the audit's notes.

// fightersAt puts a flight of six of the defender's side n hexes straight
// ahead of the attacker of a duel.
func fightersAt(s *State, n int) hex.Hex {
	h := hex.FromOffset(15, 2+n)
	s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
	return h
}

// fireAtFighters has the attacker of a duel fire its battery "a" at the
// flight in h with the To-Hit faces given, and plays the Combat Phase out.
func fireAtFighters(t *testing.T, s *State, h hex.Hex, faces ...int) (*State, []engine.Event) {
	t.Helper()
	s, _ = apply(t, s.withDice(faces...), Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
	n, ev := apply(t, s, Fire{By: 0})
	return finishCombat(t, n, ev)
}

// fightersLeft counts the defender's fighters on the board.
func fightersLeft(s *State) int {
	left := 0
	for _, c := range s.craft {
		if c.side == 1 {
			left += c.n
		}
	}
	return left
}

// B.19 with 5.3.3: each To-Hit die that hits a flight kills one fighter,
// and a repeating weapon's repeats are hits too: 5 hits, its repeat 6
// hits, the next repeat 2 misses: two fighters.
func TestBlind_B_19_5_3_3_EachRepeatKillsAFighter(t *testing.T) {
	cls := []ClassFile{gunboat("Rep", 1, 9, 4, 1, 1, 1, "Repeating"), target("Hulk", 0)}
	s := duel(t, cls, "Rep", "Hulk", 12)
	h := fightersAt(s, 2) // short range, attacked as at medium: no modifier
	n, ev := fireAtFighters(t, s, h, 5, 6, 2)
	if left := fightersLeft(n); left != 4 {
		t.Fatalf("%d fighters left, want 4\n%s", left, eventsText(ev))
	}
}

// B.27 with 4.2.1: the To-Hit dice a Variable ROF roll gives are the
// battery's dice, and past 6 their unmodified 6s pool like any others: a
// 6+ gun at long range needs 7; the variable roll 6 gives three dice,
// 6, 6 and 3 make one hit.
func TestBlind_B_27_4_2_1_VariableDiceJoinTheSixes(t *testing.T) {
	cls := []ClassFile{gunboat("Var", 1, 9, 6, 1, 1, 1, "Variable ROF"), target("Hulk", 0)}
	_, ev := fireAt(t, duel(t, cls, "Var", "Hulk", 8), 6, 6, 6, 3, 2, 2)
	r := roll(t, ev, EvToHit, 1)
	if len(r.Dice) != 3 || r.Total != 1 || r.Need-modSum(r) != 7 {
		t.Fatalf("%v, want three dice needing 7 and one hit\n%s", r, eventsText(ev))
	}
}

// B.13 with 4.2.1: the roll that must confirm a hit is a To-Hit roll of
// the same weapon at the same target, with the same range modifier: at
// long range a 4+ gun's 5 hits (4 once modified), and its confirming 4
// (3) misses; at short range a 3 hits (4) and the confirming 3 hits too.
func TestBlind_B_13_ConfirmingRollTakesTheModifiers(t *testing.T) {
	cls := []ClassFile{gunboat("Must", 1, 9, 4, 1, 1, 1, "Must Re-Roll To-Hit Dice"), target("Hulk", 0)}
	for _, tc := range []struct {
		dist, first, again, hits int
	}{{8, 5, 4, 0}, {8, 5, 5, 1}, {2, 3, 3, 1}, {2, 3, 2, 0}} {
		_, ev := fireAt(t, duel(t, cls, "Must", "Hulk", tc.dist), tc.first, tc.again, 2, 2)
		if r := roll(t, ev, EvToHit, 0); r.Total != tc.hits {
			t.Errorf("at %d hexes, %d then %d: %v, want %d hits\n%s", tc.dist, tc.first, tc.again, r, tc.hits, eventsText(ev))
		}
	}
}

// B.13 and B.21 with 4.2.1: a re-rolled To-Hit die that comes up 1 fails
// whatever the modifiers, like any To-Hit die: a 2+ gun at short range
// (+1) whose confirming die is a 1, or whose second chance is a 1, misses.
func TestBlind_B_13_B_21_ReRolledOneStillMisses(t *testing.T) {
	cls := []ClassFile{gunboat("Must", 1, 9, 2, 1, 1, 1, "Must Re-Roll To-Hit Dice"),
		gunboat("May", 1, 9, 2, 1, 1, 1, "Re-Rolls To-Hit Dice"), target("Hulk", 0)}
	for class, faces := range map[string][]int{"Must": {3, 1, 2, 2}, "May": {1, 1, 2, 2}} {
		_, ev := fireAt(t, duel(t, cls, class, "Hulk", 2), faces...)
		if r := roll(t, ev, EvToHit, 0); r.Total != 0 {
			t.Errorf("%s %v: %v, want a miss\n%s", class, faces, r, eventsText(ev))
		}
	}
}

// B.12 with 4.2.2: against shields 0 every penetration die exceeds the
// rating, so the die that must be re-rolled gets through again whatever
// it shows, a 1 included.
func TestBlind_B_12_NoShieldsTheReRollGetsThrough(t *testing.T) {
	cls := []ClassFile{gunboat("Must", 1, 9, 2, 1, 1, 1, "Must Re-Roll Penetration Dice"), target("Hulk", 0)}
	n, ev := fireAt(t, duel(t, cls, "Must", "Hulk", 2), 4, 1, 1, 6)
	if r := roll(t, ev, EvShield, 0); r.Total != 1 || hullMarks(&n.ships[1], boxHit) != 1 {
		t.Fatalf("%v, hull %v\n%s", r, n.ships[1].hullBoxes(), eventsText(ev))
	}
}

// B.6 with C.2: the extra hull hit of Extra Hull Damage is a hull hit like
// the chart's, and armor plating rolls for each: a 6 on the damage die is
// two hull hits; saves 5 and 4 leave one.
func TestBlind_B_6_C_2_TheExtraHullHitIsSavedToo(t *testing.T) {
	cls := []ClassFile{gunboat("Xh", 1, 9, 2, 1, 1, 1, "Extra Hull Damage"), equipped("Armored", "Armor Plating")}
	for _, tc := range []struct{ a, b, hull int }{{5, 4, 1}, {6, 5, 0}, {1, 2, 2}} {
		n, ev := fireAt(t, duel(t, cls, "Xh", "Armored", 2), 4, 6, 6, tc.a, tc.b)
		n, ev = finishCombat(t, n, ev)
		if h := hullMarks(&n.ships[1], boxHit); h != tc.hull {
			t.Errorf("saves %d, %d: %d hull hits, want %d\n%s", tc.a, tc.b, h, tc.hull, eventsText(ev))
		}
	}
}

// B.5 with 4.3.2: a damage die of Extra Crew Casualties lines a hull box
// besides its chart result; when that marks the last box the ship is
// crippled, not destroyed: it stays on the map, leaves no explosion, and
// the enemy scores its Combat Rating.
func TestBlind_B_5_4_3_2_CrewLineOnTheLastBoxCripples(t *testing.T) {
	small := target("Small", 0)
	small.Hull = 2
	cls := []ClassFile{gunboat("Crew", 1, 9, 2, 1, 1, 1, "Extra Crew Casualties"), small}
	s := duel(t, cls, "Crew", "Small", 2)
	n, ev := fireAt(t, s, 4, 6, 6)
	n, ev = finishCombat(t, n, ev)
	d := &n.ships[1]
	if d.status != active || !d.crippled() || hullMarks(d, boxHit) != 1 || hullMarks(d, boxCrew) != 1 {
		t.Fatalf("%s, hull %v\n%s", d.statusText(), d.hullBoxes(), eventsText(ev))
	}
	if len(n.booms) != 0 {
		t.Errorf("a crippled ship left an explosion: %+v", n.booms)
	}
	if n.vp[0] != d.class.CR || d.class.CR == 0 {
		t.Errorf("Red has %d VPs, want the crippled ship's %d", n.vp[0], d.class.CR)
	}
}

// B.2 with 4.3.1: two hull hits on a ship with one box left destroy it
// (the second has nothing to fill), and its explosion is sized by the
// ship's hull points (10: strength 3), not by the hits.
func TestBlind_B_2_4_3_1_TwoHitsOnTheLastBox(t *testing.T) {
	cls := []ClassFile{gunboat("Dbl", 1, 9, 2, 1, 1, 1, "Double Hull Damage"), target("Hulk", 0)}
	s := duel(t, cls, "Dbl", "Hulk", 2)
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	n, ev := fireAt(t, s, 4, 6, 1)
	n, ev = finishCombat(t, n, ev)
	if n.ships[1].status != destroyed || len(n.booms) != 1 || n.booms[0].strength != 3 {
		t.Fatalf("%s, booms %+v\n%s", n.ships[1].statusText(), n.booms, eventsText(ev))
	}
	if n.vp[0] != n.ships[1].class.CR {
		t.Errorf("Red has %d VPs, want %d", n.vp[0], n.ships[1].class.CR)
	}
}

// 1.4 with 4.1: a ship whose engine boxes are all filled is dead in space:
// it cannot move, but nothing takes its weapons away.
func TestBlind_1_4_DeadInSpaceStillFires(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := duel(t, cls, "Gun", "Hulk", 2)
	for k := range s.ships[0].engineBoxes() {
		s.ships[0].engineBoxes()[k] = boxHit
	}
	n, ev := fireAt(t, s, 4, 2, 6)
	if r := roll(t, ev, EvToHit, 0); r.Total != 1 || hullMarks(&n.ships[1], boxHit) != 1 {
		t.Fatalf("%v\n%s", r, eventsText(ev))
	}
}

// 4.1.3 with 1.7: a range-3 battery has bands of one hex each: 1 short
// (+1), 2 medium, 3 long (−1), 4 out of range.
func TestBlind_4_1_3_RangeThreeHasOneHexBands(t *testing.T) {
	cls := []ClassFile{gunboat("Short", 1, 3, 4, 1, 1, 1), target("Hulk", 0)}
	for dist, mod := range map[int]int{1: 1, 2: 0, 3: -1} {
		_, ev := fireAt(t, duel(t, cls, "Short", "Hulk", dist), 4, 2, 2)
		if r := roll(t, ev, EvToHit, 0); modSum(r) != mod {
			t.Errorf("%d hexes: %v, want modifier %+d", dist, r, mod)
		}
	}
	s := duel(t, cls, "Short", "Hulk", 4)
	if err := s.Check(Target{By: 0, Ship: "Attacker", Battery: "a", Target: aim("Defender")}); err == nil {
		t.Fatal("a range-3 battery fires 4 hexes")
	}
}

// 4.1.4: starships and fighter flights never block sight, friend or foe:
// a ship and a flight straight between firer and target change nothing.
func TestBlind_4_1_4_ShipsAndFlightsDoNotBlockSight(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Gun:1502:S", "Red:R:Hulk:1504:N", "Blue:H:Hulk:1508:N", "Blue:M:Hulk:1505:N")
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s.craft = []craft{{id: flight("H/F1"), side: 1, pos: at("1506"), n: 6}, {id: flight("R/F1"), side: 0, pos: at("1503"), n: 6}}
	if err := s.Check(Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")}); err != nil {
		t.Fatalf("sight through ships and flights: %v", err)
	}
}

// C.3 with 4.2.3: armored gun batteries stop the weapon part of "Ea" on a
// 5, and the engine part still applies; nothing of it turns into a hull
// hit.
func TestBlind_C_3_4_2_3_TheEngineHalfOfASavedEa(t *testing.T) {
	agb := equipped("Armored", "Armored Gun Batteries")
	agb.Chart = []string{"Hull", "Ea", "E", "a", "E", "Hull"}
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), agb}
	n, ev := fireAt(t, duel(t, cls, "Gun", "Armored", 2), 4, 2, 2, 5)
	n, ev = finishCombat(t, n, ev)
	d := &n.ships[1]
	if d.mp() != 3 || len(d.working(0)) != 1 || hullMarks(d, boxHit) != 0 {
		t.Fatalf("MPs %d, guns %d, hull %d\n%s", d.mp(), len(d.working(0)), hullMarks(d, boxHit), eventsText(ev))
	}
}

// C.4 with 5.3: a shield point fighters knock out in the Fighter Phase is
// lost (damage from fighters is applied at once), and the End Phase's
// auto-repair restores it on a 5, not on a 4.
func TestBlind_C_4_5_3_ShieldLostToFightersMended(t *testing.T) {
	fix := equipped("Fixer", "Auto-Repair Systems")
	fix.Shields = 2
	fix.Chart = []string{"Hull", "S", "E", "a", "E", "Hull"}
	for repair, want := range map[int]int{5: 2, 4: 1} {
		s := battleOf(t, []ClassFile{fix}, "Red:A:Admirable:1505:S", "Blue:F:Fixer:1508:N")
		s.phase, s.chooser, s.picked = phFighters, 0, -1
		s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1507"), n: 1}}
		// One fighter: 5 hits, 6 beats the halved shields 1, damage die 2
		// is S; then the first fire's roll-off (Red 6, Blue 1).
		s = s.withDice(5, 6, 2, 6, 1)
		s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("F")})
		if r := s.ships[1].shieldRating(); r != 1 {
			t.Fatalf("shields %d after the fighters' S\n%s", r, eventsText(ev))
		}
		// Nobody fires; the End Phase's repair die.
		s = s.withDice(repair)
		s, more := toEndOfTurn(t, s)
		ev = append(ev, more...)
		if r := s.ships[1].shieldRating(); r != want {
			t.Errorf("repair die %d: shields %d, want %d\n%s", repair, r, want, eventsText(ev))
		}
		if !strings.Contains(eventsText(ev), fmt.Sprintf("auto-repair systems, a die for each lost shield point and destroyed weapon (shield): 1d6 [%d]", repair)) {
			t.Errorf("repair die %d not told\n%s", repair, eventsText(ev))
		}
	}
}

// 5.3.2: a flight of one fighter attacking another flight loses its
// fighter on a 1 and is removed; the target loses nothing.
func TestBlind_5_3_2_LoneAttackerLostToItsOne(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1509"), n: 1}, {id: flight("B/F1"), side: 1, pos: at("1510"), n: 6}}
	s = s.withDice(1)
	n, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 9, Target: aim("fighters@1510")})
	if k := n.craftIndex(flight("A/F1")); k >= 0 {
		t.Fatalf("A/F1 still on the board: %+v\n%s", n.craft, eventsText(ev))
	}
	if k := n.craftIndex(flight("B/F1")); k < 0 || n.craft[k].n != 6 {
		t.Fatalf("B/F1: %+v\n%s", n.craft, eventsText(ev))
	}
	if len(n.booms) != 0 {
		t.Errorf("a lost flight left an explosion: %+v", n.booms)
	}
}

// B.8 with B.12: the two may be combined (B.12 forbids only B.20). A die
// that ignores the shields has got through, and its second roll gets
// through as automatically, so nothing is lost: against shields 5 the
// hit's penetration needs no die the shields could stop, and the damage
// die 1 is a hull hit.
func TestBlind_B_8_B_12_IgnoredShieldsStayIgnored(t *testing.T) {
	cls := []ClassFile{gunboat("Both", 1, 9, 2, 1, 1, 1, "Ignores Shields", "Must Re-Roll Penetration Dice"), target("Hulk", 5)}
	n, ev := fireAt(t, duel(t, cls, "Both", "Hulk", 2), 4, 1, 1, 1)
	n, ev = finishCombat(t, n, ev)
	if h := hullMarks(&n.ships[1], boxHit); h != 1 {
		t.Fatalf("%d hull hits, want 1\n%s", h, eventsText(ev))
	}
}

// B.9 with B.20: the penetration die that gets through on its second
// chance is the shield roll that exceeds the shields, so it sets the DMG
// multiplier: shields 4, a 2 fails, its re-roll 6 beats them by 2: two
// damage dice for DMG 1.
func TestBlind_B_9_B_20_TheSecondChanceSetsTheMultiplier(t *testing.T) {
	cls := []ClassFile{gunboat("IncR", 1, 9, 2, 1, 1, 1, "Increased DMG", "Re-Rolls Penetration Dice"), target("Hulk", 4)}
	_, ev := fireAt(t, duel(t, cls, "IncR", "Hulk", 2), 4, 2, 6, 2, 2, 2)
	if d := roll(t, ev, EvDamage, 0); len(d.Dice) != 2 {
		t.Fatalf("%v, want two damage dice\n%s", d, eventsText(ev))
	}
}

// B.10 with B.21: the To-Hit die that hits on its second chance is the
// one B.10 reads: a 4+ gun (no range modifier) misses with 2 and re-rolls
// 6, two above the number: PEN ×3.
func TestBlind_B_10_B_21_TheSecondChanceSetsThePEN(t *testing.T) {
	cls := []ClassFile{gunboat("IncH", 1, 9, 4, 1, 1, 1, "Increased PEN", "Re-Rolls To-Hit Dice", "No Range Modifiers"), target("Hulk", 0)}
	_, ev := fireAt(t, duel(t, cls, "IncH", "Hulk", 2), 2, 6, 2, 2, 2, 2, 2, 2)
	if r := roll(t, ev, EvShield, 0); len(r.Dice) != 3 {
		t.Fatalf("%v, want three penetration dice\n%s", r, eventsText(ev))
	}
}

// B.15 with 5.3.3: fighters at medium range are attacked as at long
// range, where a No Range Modifiers battery takes nothing off; at long
// range they still cannot be attacked.
func TestBlind_B_15_5_3_3_NoModifierButStillNoLongRange(t *testing.T) {
	cls := []ClassFile{gunboat("Flat", 1, 9, 4, 1, 1, 1, "No Range Modifiers"), target("Hulk", 0)}
	s := duel(t, cls, "Flat", "Hulk", 12)
	h := fightersAt(s, 5)
	s = s.withDice(4)
	s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
	_, ev := apply(t, s, Fire{By: 0})
	if r := roll(t, ev, EvToHit, 0); modSum(r) != 0 || r.Total != 1 {
		t.Fatalf("%v\n%s", r, eventsText(ev))
	}
	s = duel(t, cls, "Flat", "Hulk", 12)
	h = fightersAt(s, 8)
	refuse(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)}, "fighters cannot be attacked at long range")
}

// B.22 with B.26: Variable PEN rolls one die per point of the PEN the
// weapon has against this target, which Shield-Resonant has multiplied by
// the shields: PEN 1 against shields 2 is PEN 2, two variable dice (1, 6)
// give 1 + 3 = four penetration dice.
func TestBlind_B_22_B_26_VariableOfTheResonantPEN(t *testing.T) {
	cls := []ClassFile{gunboat("Res", 1, 9, 2, 1, 1, 1, "Shield-Resonant", "Variable PEN"), target("Hulk", 2)}
	_, ev := fireAt(t, duel(t, cls, "Res", "Hulk", 2), 4, 1, 6, 1, 1, 1, 1)
	if r := roll(t, ev, EvShield, 0); len(r.Dice) != 4 {
		t.Fatalf("%v, want four penetration dice\n%s", r, eventsText(ev))
	}
}

// B.1, B.26 and the other abilities of the shield and damage rolls, with
// 5.3.3: against fighters a hit kills a fighter and no penetration or
// damage roll is made, so a Continuing Damage battery kills at once
// (nothing is left to roll in the End Phase), a Variable PEN battery rolls
// no variable dice, Extra Crew Casualties has no damage die to add a
// casualty to: one 5 at 4+ is one fighter, whatever the ability.
func TestBlind_B_1_B_26_5_3_3_NothingAfterTheHit(t *testing.T) {
	for _, ab := range []string{"Continuing Damage", "Variable PEN", "Variable DMG", "Increased PEN", "Increased DMG",
		"Range-Based PEN", "Range-Based DMG", "Shield-Resonant", "Extra Crew Casualties", "Double Hull Damage"} {
		cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1, ab), target("Hulk", 0)}
		s := duel(t, cls, "Gun", "Hulk", 12)
		h := fightersAt(s, 2)
		n, ev := fireAtFighters(t, s, h, 5, 6, 6, 6)
		if left := fightersLeft(n); left != 5 {
			t.Errorf("%s: %d fighters left, want 5\n%s", ab, left, eventsText(ev))
		}
		for _, e := range ev {
			if e.Roll != nil && (e.Kind == EvShield || e.Kind == EvDamage || strings.Contains(e.Roll.Purpose, "Variable")) {
				t.Errorf("%s: a roll after the hit: %s", ab, e)
			}
		}
		if n.ships[1].cont != 0 || len(n.ships[1].contWith) != 0 {
			t.Errorf("%s: continuing dice left on the Hulk", ab)
		}
	}
}

// 2.3 with 4.3.1: the VPs of a destroyed ship go to the side opposing it,
// whatever destroyed it: a ship of Red finished off in the End Phase by
// the explosion it stands in scores its Combat Rating for Blue.
func TestBlind_2_3_4_3_1_ExplosionKillScoresForTheOtherSide(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := duel(t, cls, "Gun", "Hulk", 6)
	for k := 0; k < 9; k++ {
		s.ships[0].hullBoxes()[k] = boxHit
	}
	s.booms = []explosion{{pos: s.ships[0].pos, strength: 1}}
	// End Phase: the explosion's die 4 gets through shields 0, its damage
	// die 1 is a hull hit.
	s = s.withDice(4, 1)
	n, ev := finishCombat(t, s, nil)
	a := &n.ships[0]
	if a.status != destroyed || n.vp[1] != a.class.CR || n.vp[0] != 0 {
		t.Fatalf("%s, VPs %v (CR %d)\n%s", a.statusText(), n.vp, a.class.CR, eventsText(ev))
	}
}

// 3.2.1 with 3.3.2: a sideslip whose hex ahead and to the side is off the
// board takes the ship off it like any other move: it is out of the game
// and the enemy scores its Combat Rating; it leaves no explosion.
func TestBlind_3_3_2_SideslipOffTheEdge(t *testing.T) {
	s := battle(t, "Red:A:Admirable:2910:N", "Blue:B:Admirable:0519:N")
	s.craft = nil
	s.ships[0].last = lastForward
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "R"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if a := s.ships[0]; a.status != offBoard || s.vp[1] != a.class.CR || len(s.booms) != 0 {
		t.Fatalf("A after R from the east edge: %s, VPs %v, booms %+v\n%s", a.statusText(), s.vp, s.booms, eventsText(ev))
	}
}

// B.1 with B.9 and B.23: Continuing Damage rolls, in the End Phase, as
// many dice as the DMG the hit has, and that DMG is what Increased DMG
// or Variable DMG made of it: a pen die of 5 beats shields 2 by 3 (DMG
// ×3: three dice), a variable roll of 6 gives three dice.
func TestBlind_B_1_B_9_B_23_ContinuingDiceOfTheDMGTheHitHas(t *testing.T) {
	cls := []ClassFile{gunboat("IncBore", 1, 9, 2, 1, 1, 1, "Continuing Damage", "Increased DMG"),
		gunboat("VarBore", 1, 9, 2, 1, 1, 1, "Continuing Damage", "Variable DMG"), target("Hulk", 2)}
	for class, faces := range map[string][]int{"IncBore": {4, 5}, "VarBore": {4, 5, 6}} {
		_, ev := fireAt(t, duel(t, cls, class, "Hulk", 2), faces...)
		if want := "3 continuing damage dice on Defender"; !strings.Contains(eventsText(ev), want) {
			t.Errorf("%s: want %q\n%s", class, want, eventsText(ev))
		}
	}
}

// B.21 with 5.3.3: the re-roll of a missed To-Hit die is part of the To-Hit
// roll, which is what decides a hit on fighters: a 2 misses, its re-roll 5
// hits and kills a fighter.
func TestBlind_B_21_5_3_3_SecondChanceAgainstFighters(t *testing.T) {
	cls := []ClassFile{gunboat("May", 1, 9, 4, 1, 1, 1, "Re-Rolls To-Hit Dice"), target("Hulk", 0)}
	s := duel(t, cls, "May", "Hulk", 12)
	h := fightersAt(s, 2)
	n, ev := fireAtFighters(t, s, h, 2, 5)
	if left := fightersLeft(n); left != 5 {
		t.Fatalf("%d fighters left, want 5\n%s", left, eventsText(ev))
	}
}

// 4.1.4 with 5.3.3: a flight is attacked along a line of sight like a
// ship: an explosion in a hex between the firer and the flight blocks the
// attack; an explosion in the flight's own hex does not (an attack into
// it, at −strength).
func TestBlind_4_1_4_5_3_3_ExplosionBetweenShipAndFlight(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	s := duel(t, cls, "Gun", "Hulk", 12)
	h := fightersAt(s, 4)
	s.booms = []explosion{{pos: hex.FromOffset(15, 4), strength: 1}}
	if err := s.Check(Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)}); err == nil {
		t.Fatal("fire at a flight through an explosion is accepted")
	}
	// Four hexes is medium range for a range-9 battery, long against
	// fighters (−1); into a strength-1 explosion another −1: a 6 hits.
	s.booms = []explosion{{pos: h, strength: 1}}
	s = s.withDice(6)
	s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
	_, ev := apply(t, s, Fire{By: 0})
	if r := roll(t, ev, EvToHit, 0); modSum(r) != -2 || r.Total != 1 {
		t.Fatalf("%v, want −2 and a hit\n%s", r, eventsText(ev))
	}
}

// B.10 with B.13 and B.9 with B.12 (reading): a die that must be rolled
// again to confirm its success is re-rolled, and the face it then shows is
// the die's: Increased PEN and Increased DMG read that face, as they read
// a second chance's (B.20, B.21). A 4+ gun's 6 confirmed by a 4 is PEN ×1,
// not ×3; against shields 2 a penetration die's 6 confirmed by a 3 is DMG
// ×1, not ×4.
func TestBlind_B_10_B_13_B_9_B_12_TheConfirmingFaceCounts(t *testing.T) {
	cls := []ClassFile{gunboat("IncPEN", 1, 9, 4, 1, 1, 1, "Increased PEN", "Must Re-Roll To-Hit Dice", "No Range Modifiers"),
		gunboat("IncDMG", 1, 9, 2, 1, 1, 1, "Increased DMG", "Must Re-Roll Penetration Dice"), target("Hulk", 0), target("Two", 2)}
	_, ev := fireAt(t, duel(t, cls, "IncPEN", "Hulk", 2), 6, 4, 2, 2, 2, 2)
	if r := roll(t, ev, EvShield, 0); len(r.Dice) != 1 {
		t.Errorf("B.10 with B.13: %v, want one penetration die\n%s", r, eventsText(ev))
	}
	_, ev = fireAt(t, duel(t, cls, "IncDMG", "Two", 2), 4, 6, 3, 2, 2, 2, 2)
	if d := roll(t, ev, EvDamage, 0); len(d.Dice) != 1 {
		t.Errorf("B.9 with B.12: %v, want one damage die\n%s", d, eventsText(ev))
	}
}

// 4.1.4 with 2.1.2: a line along a hexside is blocked only when the hexes
// on both sides of it block sight, and an object blocks sight as an
// explosion does: an asteroid on one side and an explosion on the other
// close the line; either alone leaves it open.
func TestBlind_4_1_4_AsteroidAndExplosionEitherSide(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	a := at("1510")
	b := hex.Add(a, hex.Hex{Q: 2, R: -1})
	left, right := hex.Add(a, hex.Hex{Q: 1, R: 0}), hex.Add(a, hex.Hex{Q: 1, R: -1})
	for _, tc := range []struct {
		rock, boom []hex.Hex
		clear      bool
	}{
		{[]hex.Hex{left}, nil, true},
		{[]hex.Hex{left}, []hex.Hex{right}, false},
		{nil, []hex.Hex{left}, true},
		{[]hex.Hex{right}, []hex.Hex{left}, false},
		{[]hex.Hex{left, right}, nil, false},
	} {
		s.objects, s.booms = nil, nil
		for _, h := range tc.rock {
			s.objects = append(s.objects, Object{Kind: "asteroid", Hex: h})
		}
		for _, h := range tc.boom {
			s.booms = append(s.booms, explosion{pos: h, strength: 1})
		}
		if got := s.Clear(a, b); got != tc.clear {
			t.Errorf("asteroids %v, explosions %v: clear %v, want %v", tc.rock, tc.boom, got, tc.clear)
		}
	}
}

// 4.1.1: each weapon fires once in a Combat Phase, and a ship declares all
// its targets before it resolves any attack: a gun declared at one Hulk
// cannot be declared at the other as well, and once the ship has resolved,
// the gun it held back cannot be declared any more.
func TestBlind_4_1_1_OnceAndBeforeAnyResolution(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 2, 9, 4, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Gun:1505:S", "Blue:H:Hulk:1508:N", "Blue:J:Hulk:1509:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H"), Mounts: []int{0}})
	if err := s.Check(Target{By: 0, Ship: "A", Battery: "a", Target: aim("J"), Mounts: []int{0}}); err == nil {
		t.Fatal("the gun declared at H is declared at J too")
	}
	s = s.withDice(2)
	s, _ = apply(t, s, Resolve{By: 0, Ship: "A"})
	if err := s.Check(Target{By: 0, Ship: "A", Battery: "a", Target: aim("J"), Mounts: []int{1}}); err == nil {
		t.Fatal("after resolving, A declares the gun it held back")
	}
}
