package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The third audit: combinations of abilities and equipment, effects at
// zero and the order of effects that a quick reading gets wrong, each
// pinned with forced dice.

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

// 5.3.3 with B.11: fighters at medium range are attacked as at long
// range, and an Inverted Range Modifiers battery is +1 there.
func TestRule_5_3_3_B_11_InvertedAgainstFighters(t *testing.T) {
	cls := []ClassFile{gunboat("Inv", 1, 9, 4, 1, 1, 1, "Inverted Range Modifiers"), target("Hulk", 0)}
	s := duel(t, cls, "Inv", "Hulk", 12)
	h := hex.FromOffset(15, 7) // 5 hexes: medium
	s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
	s = s.withDice(3)
	s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
	_, ev := apply(t, s, Fire{By: 0})
	r := roll(t, ev, EvToHit, 0)
	if len(r.Mods) != 1 || r.Mods[0].Value != 1 || r.Total != 1 {
		t.Fatalf("%+v\n%s", r, eventsText(ev))
	}
}

// 5.3.2 with 5.2.1: the 1s of a flight attacking craft cost fighters of
// that flight, not of the friendly flights sharing its hex.
func TestRule_5_3_2_LossesFromTheAttackingFlight(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1510"), n: 6}, {id: flight("A/F2"), side: 0, pos: at("1510"), n: 6},
		{id: flight("B/F1"), side: 1, pos: at("1511"), n: 6}}
	s = s.withDice(5, 6, 1, 1, 2, 3)
	n, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1511")})
	got := map[string]int{}
	for _, c := range n.craft {
		got[c.id.String()] = c.n
	}
	if got["A/F1"] != 4 || got["A/F2"] != 6 || got["B/F1"] != 4 {
		t.Fatalf("%v\n%s", got, eventsText(ev))
	}
}

// 4.3.1: in the End Phase a ship inside an explosion takes the
// explosion's strength in penetration dice before the counter weakens:
// strength 2 rolls two dice, and then goes down to 1.
func TestRule_4_3_1_DamageBeforeTheCounterWeakens(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := duel(t, cls, "One", "Hulk", 3)
	s.booms = []explosion{{pos: s.ships[1].pos, strength: 2}}
	// The attack misses (a 1); the explosion's dice 3 and 4 get through
	// shields 0, and the damage dice 1 and 6 are two hull hits.
	n, _ := fireAt(t, s, 1, 3, 4, 1, 6)
	var ev []string
	for n.phase == phCombat {
		var e []string
		n2, evs := apply(t, n, Fire{By: n.firing})
		for _, x := range evs {
			e = append(e, x.String())
		}
		n, ev = n2, append(ev, e...)
	}
	if len(n.booms) != 1 || n.booms[0].strength != 1 || hullMarks(&n.ships[1], boxHit) != 2 {
		t.Fatalf("explosions %+v, hull %d\n%s", n.booms, hullMarks(&n.ships[1], boxHit), strings.Join(ev, "\n"))
	}
}
