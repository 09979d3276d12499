package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// The odds' words for the cases the sheet must not get wrong: 4.2.1's 6s
// rule past 6, a 1 that misses however good the modifiers, shields halved
// (B.7) or ignored (B.8), points rolled on a chart (B.26, B.27: the short
// "pts" names its rule, as ROF's and DMG's do), and the abilities that
// change the dice beyond the numbers.
func TestStarmadaFireOddsWords(t *testing.T) {
	for _, tc := range []struct {
		o    sm.FireOdds
		want []string
	}{
		{sm.FireOdds{Dice: 5, ToHit: 5, Need: 7, Face: 7, Sixes: 2, Mods: []engine.Mod{{Why: "long range", Value: -1}, {Why: "ECM", Value: -1}}, PEN: 1, Shields: 3, Exceed: 3, DMG: 1},
			[]string{"To-Hit 5d6 at 5+, -1 long range, -1 ECM: 7+, 2 sixes a hit (4.2.1)", "PEN 1 a hit, over shields 3; DMG 1 each"}},
		{sm.FireOdds{Dice: 2, ToHit: 2, Need: 0, Face: 2, Mods: []engine.Mod{{Why: "short range, doubled (B.4)", Value: 2}}, PEN: 2, Shields: 5, Exceed: 3, DMG: 1, Abilities: []sm.Ability{sm.DoubledRangeModifiers, sm.HalvesShields}},
			[]string{"+2 short range, doubled (B.4): 2+ rolled (a 1 always misses, 4.2.1)", "PEN 2 a hit, over 3 (shields 5 halved, B.7)"}},
		{sm.FireOdds{Dice: 3, ToHit: 4, Need: 4, Face: 4, PEN: 2, Shields: 4, Ignores: true, DMG: 2, Abilities: []sm.Ability{sm.IgnoresShields, sm.VariableROF, sm.Repeating, sm.RerollsToHit, sm.DoubleHullDamage}},
			[]string{"To-Hit 3 ROF points on the chart (B.27) at 4+", "PEN 2 a hit, all through (B.8); DMG 2 each", "a hit rolls again (B.19); a miss re-rolled (B.21)"}},
		{sm.FireOdds{Dice: 1, ToHit: 4, Need: 4, Face: 4, PEN: 3, Shields: 2, Exceed: 2, DMG: 1, Abilities: []sm.Ability{sm.VariablePEN, sm.IncreasedPEN, sm.IncreasedDMG}},
			[]string{"PEN 3 pts a hit (B.26, ×(1+margin) B.10), over shields 2; DMG 1 each ×margin (B.9)"}},
	} {
		lines := []string{toHitLine(tc.o, false), penLine(tc.o, false) + "; " + dmgLine(tc.o), strings.Join(abilityNotes(tc.o, false), "; ")}
		got := strings.Join(lines, "\n")
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("want %q in\n%s", w, got)
			}
		}
		if strings.Contains(got, "Double Hull") {
			t.Errorf("a damage ability on the short sheet:\n%s", got)
		}
		if long := strings.Join(fireOddsWords(tc.o), " "); tc.o.Abilities != nil && strings.Contains(long, "B.2)") != (tc.o.Abilities[len(tc.o.Abilities)-1] == sm.DoubleHullDamage) {
			t.Errorf("the rule page's abilities: %s", long)
		}
	}
}

// 5.3.3 on the rule page: the band of an attack on fighters is named from
// the distance's, then the band it counts as. "at medium range (a band
// further against fighters)" read as a target at medium treated as long
// (found by a play-tester); the game gives both bands.
func TestStarmadaFireOddsWordsAgainstFighters(t *testing.T) {
	o := sm.FireOdds{Range: 1, RangeBand: sm.Short, Band: sm.Medium, AtCraft: true, Dice: 1, ToHit: 4, Need: 4, Face: 4}
	got := strings.Join(fireOddsWords(o), " ")
	if want := "at short range, counted as medium against fighters (5.3.3)"; !strings.Contains(got, want) {
		t.Errorf("want %q in\n%s", want, got)
	}
}
