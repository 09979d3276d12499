package starmada

import (
	"strings"
	"testing"
)

// The thirty-eighth audit: cases where a quick reading of the rulebook
// goes wrong, each played with forced dice (docs/rules/starmada.md).

// B.15 in the log: a battery with No Range Modifiers (the Hive's Flak
// Guns) takes no +1 at short range and no -1 at long range, and its
// To-Hit line says so where a modifier would have stood, so that a 4 at
// short range "needs 4+" without the reader looking for a lost +1 (found
// by a play-tester: the line read "(short range)" and nothing more). At
// medium range nothing is skipped and nothing is said.
func TestAudit38_B_15_FlakLineSaysTheRangeModifierIsSkipped(t *testing.T) {
	cls := []ClassFile{gunboat("Flak", 2, 6, 4, 2, 1, 1, "No Range Modifiers"), target("Hulk", 0)}
	for _, tc := range []struct {
		dist      int
		band, say string
	}{
		{1, "short range", "its +1 skipped: No Range Modifiers (B.15)"},
		{3, "medium range", ""},
		{5, "long range", "its −1 skipped: No Range Modifiers (B.15)"},
	} {
		s := duel(t, cls, "Flak", "Hulk", tc.dist)
		// 4 dice: 3, 4, 5, 6 hit on 4+ exactly as rolled, whatever the band.
		_, ev := fireAt(t, s, 3, 4, 5, 6, 1, 1, 1)
		r := roll(t, ev, EvToHit, 0)
		if r.Total != 3 || modSum(r) != 0 {
			t.Errorf("%d hexes: %d hits with modifiers %+d, want 3 hits and none\n%s", tc.dist, r.Total, modSum(r), eventsText(ev))
		}
		if !strings.Contains(r.Purpose, tc.band) {
			t.Errorf("%d hexes: the roll reads %q, want it to name the %s", tc.dist, r.Purpose, tc.band)
		}
		if tc.say == "" {
			if strings.Contains(r.Purpose, "B.15") {
				t.Errorf("%d hexes: the roll reads %q: nothing is skipped at medium range", tc.dist, r.Purpose)
			}
		} else if !strings.Contains(r.Purpose, tc.say) {
			t.Errorf("%d hexes: the roll reads %q, want it to say %q", tc.dist, r.Purpose, tc.say)
		}
	}
	// Against fighters the band is one further (5.3.3): at 1 hex medium,
	// nothing skipped; at 3 hexes long, the -1 skipped.
	for _, tc := range []struct {
		dist int
		say  bool
	}{{1, false}, {3, true}} {
		s := duel(t, cls, "Flak", "Hulk", 8)
		h := at(hexName(15, 2+tc.dist))
		s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
		_, ev := fireAtFighters(t, s, h, 4, 4, 4, 4)
		r := roll(t, ev, EvToHit, 0)
		if got := strings.Contains(r.Purpose, "its −1 skipped: No Range Modifiers (B.15)"); got != tc.say {
			t.Errorf("fighters %d hexes away: the roll reads %q; saying the −1 is skipped: %v, want %v", tc.dist, r.Purpose, got, tc.say)
		}
	}
}

// B.3 with C.3: a weapon hit that Double Systems Damage's re-roll makes
// is a weapon hit like any other, and armored gun batteries roll their
// save against it. A gunboat (battery a of one weapon) with AGB takes a
// damage die on E, the re-roll on its "a": a save of 5 stops that weapon
// hit, a 4 lets it through. The engine hit stands either way.
func TestAudit38_B_3_C_3_ReRolledWeaponHitMeetsArmoredGunBatteries(t *testing.T) {
	def := gunboat("Armoured", 1, 9, 6, 1, 1, 1)
	def.Equipment = []string{"Armored Gun Batteries"}
	cls := []ClassFile{gunboat("Dbl", 1, 9, 2, 1, 1, 1, "Double Systems Damage"), def}
	for _, tc := range []struct{ save, lost int }{{5, 0}, {4, 1}} {
		s := duel(t, cls, "Dbl", "Armoured", 2)
		d := &s.ships[1]
		e, a := chartFace(t, d, "E"), chartFace(t, d, "a")
		// To-Hit 4, penetration 6 (shields 0), damage die E, the re-roll a,
		// then the AGB save.
		n, ev := fireAt(t, s, 4, 6, e, a, tc.save)
		n, ev = finishCombat(t, n, ev)
		w := &n.ships[1]
		if lost := len(w.class.Batteries[0].Mounts) - len(w.working(0)); lost != tc.lost || w.mp() != 3 {
			t.Errorf("save %d: %d weapons lost and %d MPs, want %d lost and 3 MPs\n%s", tc.save, lost, w.mp(), tc.lost, eventsText(ev))
		}
		if r := roll(t, ev, EvSave, 0); r.Dice[0].Face != tc.save {
			t.Errorf("save %d: the save rolled is %v", tc.save, r)
		}
	}
}
