package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Blind cases of the thirty-seventh audit: chosen from the rulebook alone,
// before the program was read, each where two passages act on one shot,
// one hit or one turn. The cases the older tests already pin (blind35 and
// blind36 included) are counted in the audit's entry in docs/rules/sscs.md
// and not repeated here. Named after the rulebook's section.

// TestBlind_DoingDamage_RailgunSpendsArmorNotThePool: a railgun passes the
// shields, so its 2 go on the Target's armor (2, used up) and the turn's
// pool of 3 stands whole for the beam that follows: the Six's 3 harm
// nothing. The Side's 2 then find no pool and no armor left, and both
// points reach the systems (chart 4 and 4: two auxiliary points).
func TestBlind_DoingDamage_RailgunSpendsArmorNotThePool(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-1", "S", 0})
	// Real 1 × ECM 4: every shot needs 4; the d10s are all 6.
	n, ev := apply(t, s.fireStep(0, 6, 6, 6, 6, 6, 6), Fire{By: 0, Ship: 0, Weapon: 1, From: 0, Target: 1})
	if b, _ := n.Ship(1); b.ShieldLeft != 3 || b.Armor != 0 || b.HitPoints != b.MaxHP {
		t.Fatalf("after the railgun: shields %d armor %d hp %d/%d: %s", b.ShieldLeft, b.Armor, b.HitPoints, b.MaxHP, eventsText(ev))
	}
	n.dice = engine.NewDice(7).Force(6, 6, 6, 6, 6, 6)
	n, ev = apply(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
	if b, _ := n.Ship(1); b.ShieldLeft != 0 || b.HitPoints != b.MaxHP {
		t.Fatalf("after the beam: shields %d hp %d/%d: %s", b.ShieldLeft, b.HitPoints, b.MaxHP, eventsText(ev))
	}
	n.dice = engine.NewDice(7).Force(6, 6, 6, 6, 4, 4)
	n, ev = apply(t, n, Fire{By: 0, Ship: 0, Weapon: 4, From: 0, Target: 1})
	if b, _ := n.Ship(1); b.HitPoints != b.MaxHP-2 || b.Drive != 3 {
		t.Fatalf("after the second beam: hp %d/%d Drive %d, want two points off the auxiliaries: %s", b.HitPoints, b.MaxHP, b.Drive, eventsText(ev))
	}
}

// TestBlind_Missiles_TheTargetsEvasiveCounts: a missile adds one to its
// d10 for each hex of the target's EFFECTIVE range beyond its Range, and
// evasive maneuvers raise the effective range as ECM does. The Target at
// real 2 with ECM 4 and 2 evasive MP is at 2 × 6 = 12: 6 beyond the
// Gun's missile (Range 6), so a 1 makes 7, more than its Drive 5, and
// misses; without the evasive (8, 2 beyond) the same 1 hits.
func TestBlind_Missiles_TheTargetsEvasiveCounts(t *testing.T) {
	for _, tc := range []struct {
		evasive, beyond int
		hit             bool
	}{{2, 6, false}, {0, 2, true}} {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-2", "S", 0})
		s.mut(1).evasive = tc.evasive
		n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
		n.dice = engine.NewDice(1).Force(10, 1, 1, 1)
		_, ev := apply(t, n, Dodge{By: 1})
		r := ev[1].Roll
		if r == nil || r.Total != 1+tc.beyond || r.Success != tc.hit {
			t.Fatalf("evasive %d: %v, want 1 + %d, hit %v: %s", tc.evasive, r, tc.beyond, tc.hit, eventsText(ev))
		}
	}
}

// TestBlind_DoingDamage_ARamDrawsOnTheTurnsPool: the shields are a pool
// for the turn, and a ram's damage is taken on them like a shot's. The
// Gun rams the Target at a closing speed of 1 (5 each): shields 3 and
// armor 2 take it all; the Gun's beam from the same hex afterwards finds
// neither, and its 3 all reach the systems (chart 5, 5, 5).
func TestBlind_DoingDamage_ARamDrawsOnTheTurnsPool(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,1", "N", 1}, place{1, "B", "Target", "0,0", "S", 0})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s.dice = engine.NewDice(3).Force(1, 10, 6, 6, 6, 6, 6)
	n, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "1"})
	text := eventsText(ev)
	if b, _ := n.Ship(1); !strings.Contains(text, "5 damage to each") || b.ShieldLeft != 0 || b.Armor != 0 || b.HitPoints != b.MaxHP {
		t.Fatalf("after the ram: shields %d armor %d hp %d/%d: %s", b.ShieldLeft, b.Armor, b.HitPoints, b.MaxHP, text)
	}
	n.dice = engine.NewDice(7).Force(6, 6, 6, 6, 6, 6, 5, 5, 5)
	n, ev = apply(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: len(n.ships[0].path) - 1, Target: 1})
	if b, _ := n.Ship(1); b.HitPoints != b.MaxHP-3 {
		t.Fatalf("the beam after the ram: hp %d/%d, want 3 through: %s", b.HitPoints, b.MaxHP, eventsText(ev))
	}
}

// TestBlind_Ramming_ADriveOfFourNeverFails: the rammer needs 3 × its
// maneuver or less on a d10 and the target avoids on 3 × its own, so a
// Drive of 4 (12) makes every d10 succeed: the Wizard rams on a 10 (and
// the Gun, Drive 3, fails to avoid on a 10), and a Gun ramming the Wizard
// is avoided even when the Wizard rolls a 10.
func TestBlind_Ramming_ADriveOfFourNeverFails(t *testing.T) {
	s := battle(t, nil, place{0, "W", "Wizard", "0,2", "N", 2}, place{1, "B", "Gun", "0,0", "S", 0})
	if text := ramTurn(t, s, nil, "2", 10, 10); !strings.Contains(text, "collide") {
		t.Errorf("the Wizard's ram on a 10: %s", text)
	}
	s = battle(t, nil, place{0, "A", "Gun", "0,2", "N", 2}, place{1, "W", "Wizard", "0,0", "S", 0})
	if text := ramTurn(t, s, nil, "2", 1, 10); !strings.Contains(text, "avoided") || strings.Contains(text, "collide") {
		t.Errorf("a ram on the Wizard, which rolls a 10: %s", text)
	}
}
