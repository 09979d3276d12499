package starmada

import (
	"fmt"
	"slices"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// 4.2.1–4.2.3 with Appendix B: what FireOdds tells before a declaration
// is what the roll then does, for a plain battery and for the abilities
// that change the dice, the modifiers or the shields. The dice are forced:
// every To-Hit die hits by the number exactly (or is a 6 when the 6s rule
// applies), every penetration die beats the shields by one, so each count
// the odds give is the count the roll makes; a die one below the number
// misses.
func TestRule_4_2_FireOddsAgreeWithTheRoll(t *testing.T) {
	for _, tc := range []struct {
		name      string
		weapons   int
		dist      int
		toHit     int
		rof, pen  int
		dmg       int
		abilities []string
		shields   int
		ecm       bool
		boom      int // an explosion of this strength in the target's hex (4.3.1)
		want      FireOdds
	}{
		{name: "plain, long", weapons: 3, dist: 8, toHit: 4, rof: 1, pen: 1, dmg: 1, shields: 3,
			want: FireOdds{Weapons: 3, Band: Long, Dice: 3, ToHit: 4, Need: 5, PEN: 1, Shields: 3, Exceed: 3, DMG: 1}},
		{name: "doubled, short", weapons: 2, dist: 2, toHit: 4, rof: 2, pen: 1, dmg: 2, abilities: []string{"Doubled Range Modifiers"}, shields: 2,
			want: FireOdds{Weapons: 2, Band: Short, Dice: 4, ToHit: 4, Need: 2, PEN: 1, Shields: 2, Exceed: 2, DMG: 2}},
		{name: "inverted, long", weapons: 1, dist: 9, toHit: 5, rof: 2, pen: 1, dmg: 1, abilities: []string{"Inverted Range Modifiers"}, shields: 1,
			want: FireOdds{Weapons: 1, Band: Long, Dice: 2, ToHit: 5, Need: 4, PEN: 1, Shields: 1, Exceed: 1, DMG: 1}},
		{name: "no range mods, short", weapons: 2, dist: 1, toHit: 4, rof: 1, pen: 2, dmg: 1, abilities: []string{"No Range Modifiers"}, shields: 4,
			want: FireOdds{Weapons: 2, Band: Short, Dice: 2, ToHit: 4, Need: 4, PEN: 2, Shields: 4, Exceed: 4, DMG: 1}},
		{name: "range-based, short", weapons: 1, dist: 3, toHit: 4, rof: 1, pen: 1, dmg: 1, abilities: []string{"Range-Based ROF", "Range-Based PEN", "Range-Based DMG"}, shields: 0,
			want: FireOdds{Weapons: 1, Band: Short, Dice: 3, ToHit: 4, Need: 3, PEN: 3, DMG: 3}},
		{name: "range-based, medium", weapons: 1, dist: 5, toHit: 4, rof: 1, pen: 1, dmg: 1, abilities: []string{"Range-Based ROF", "Range-Based PEN", "Range-Based DMG"}, shields: 1,
			want: FireOdds{Weapons: 1, Band: Medium, Dice: 2, ToHit: 4, Need: 4, PEN: 2, Shields: 1, Exceed: 1, DMG: 2}},
		{name: "halves shields", weapons: 2, dist: 5, toHit: 3, rof: 1, pen: 1, dmg: 1, abilities: []string{"Halves Shields"}, shields: 5,
			want: FireOdds{Weapons: 2, Band: Medium, Dice: 2, ToHit: 3, Need: 3, PEN: 1, Shields: 5, Exceed: 3, DMG: 1}},
		{name: "ignores shields", weapons: 2, dist: 5, toHit: 3, rof: 1, pen: 2, dmg: 1, abilities: []string{"Ignores Shields"}, shields: 5,
			want: FireOdds{Weapons: 2, Band: Medium, Dice: 2, ToHit: 3, Need: 3, PEN: 2, Shields: 5, Exceed: 0, Ignores: true, DMG: 1}},
		{name: "shield-resonant", weapons: 1, dist: 5, toHit: 3, rof: 1, pen: 2, dmg: 1, abilities: []string{"Shield-Resonant"}, shields: 3,
			want: FireOdds{Weapons: 1, Band: Medium, Dice: 1, ToHit: 3, Need: 3, PEN: 6, Shields: 3, Exceed: 3, DMG: 1}},
		{name: "increased PEN and DMG", weapons: 2, dist: 5, toHit: 4, rof: 1, pen: 2, dmg: 2, abilities: []string{"Increased PEN", "Increased DMG"}, shields: 2,
			want: FireOdds{Weapons: 2, Band: Medium, Dice: 2, ToHit: 4, Need: 4, PEN: 2, Shields: 2, Exceed: 2, DMG: 2}},
		{name: "re-rolls and must re-roll", weapons: 2, dist: 5, toHit: 4, rof: 1, pen: 1, dmg: 1, abilities: []string{"Re-Rolls To-Hit Dice", "Re-Rolls Penetration Dice"}, shields: 2,
			want: FireOdds{Weapons: 2, Band: Medium, Dice: 2, ToHit: 4, Need: 4, PEN: 1, Shields: 2, Exceed: 2, DMG: 1}},
		{name: "7+ by ECM at long", weapons: 4, dist: 8, toHit: 5, rof: 1, pen: 1, dmg: 1, shields: 3, ecm: true,
			want: FireOdds{Weapons: 4, Band: Long, Dice: 4, ToHit: 5, Need: 7, Sixes: 2, PEN: 1, Shields: 3, Exceed: 3, DMG: 1}},
		{name: "explosion, 8+", weapons: 3, dist: 8, toHit: 5, rof: 1, pen: 1, dmg: 1, shields: 0, boom: 2,
			want: FireOdds{Weapons: 3, Band: Long, Dice: 3, ToHit: 5, Need: 8, Sixes: 3, PEN: 1, DMG: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			def := target("Hulk", tc.shields)
			if tc.ecm {
				def.Equipment = []string{"Electronic Countermeasures"}
			}
			cls := []ClassFile{gunboat("Gun", tc.weapons, 9, tc.toHit, tc.rof, tc.pen, tc.dmg, tc.abilities...), def}
			s := duel(t, cls, "Gun", "Hulk", tc.dist)
			if tc.boom > 0 {
				s.booms = append(s.booms, explosion{pos: s.ships[1].pos, strength: tc.boom})
			}
			o, err := s.FireOdds(Target{By: 0, Ship: "Attacker", Battery: "a", Target: aim("Defender")})
			if err != nil {
				t.Fatal(err)
			}
			got := fmt.Sprintf("%+v", FireOdds{Weapons: o.Weapons, Pooled: o.Pooled, Band: o.Band, AtCraft: o.AtCraft, Dice: o.Dice, ToHit: o.ToHit, Need: o.Need, Sixes: o.Sixes,
				PEN: o.PEN, Shields: o.Shields, Exceed: o.Exceed, Ignores: o.Ignores, DMG: o.DMG})
			if got != fmt.Sprintf("%+v", tc.want) {
				t.Fatalf("odds %+v, want %+v", got, tc.want)
			}
			// The face a die must show is the roll's own: it hits, one less
			// does not (a 1 always misses, 4.2.1).
			if o.Sixes == 0 && (o.Face != max(o.Need, MinFace) || !hitFace(o.Face, o.Need) || hitFace(o.Face-1, o.Need)) {
				t.Errorf("Face %d for Need %d", o.Face, o.Need)
			}
			if o.Range != tc.dist || o.Arcs.String() == "" || len(o.Abilities) != len(tc.abilities) {
				t.Errorf("range %d arcs %q abilities %v", o.Range, o.Arcs, o.Abilities)
			}
			face, hits := o.Need, o.Dice
			if o.Sixes > 0 {
				face, hits = 6, o.Dice/o.Sixes
			}
			var faces []int
			for k := 0; k < o.Dice; k++ {
				faces = append(faces, face)
			}
			pen := hits * o.PEN
			for k := 0; k < pen; k++ {
				faces = append(faces, o.Exceed+1)
			}
			for k := 0; k < pen*o.DMG; k++ {
				faces = append(faces, 3)
			}
			_, ev := fireAt(t, s, faces...)
			r := roll(t, ev, EvToHit, 0)
			if len(r.Dice) != o.Dice || r.Need != o.ToHit || r.Total != hits || !slices.Equal(r.Mods, o.Mods) {
				t.Fatalf("To-Hit roll %v; odds %+v\n%s", r, o, eventsText(ev))
			}
			sr := roll(t, ev, EvShield, 0)
			if len(sr.Dice) != pen || sr.Total != pen || sr.Need != o.Exceed {
				t.Fatalf("shield roll %v; odds %+v\n%s", sr, o, eventsText(ev))
			}
			if dr := roll(t, ev, EvDamage, 0); dr.Total != pen*o.DMG {
				t.Fatalf("damage roll %v; odds %+v\n%s", dr, o, eventsText(ev))
			}
			// A die one below the number needed misses (a 5 under the 6s
			// rule); a re-roll of a miss (B.21) misses too.
			miss := []int{o.Need - 1, o.Need - 1}
			if o.Sixes > 0 {
				miss = []int{5, 5}
			}
			if miss[0] >= 1 {
				_, ev = fireAt(t, s, slices.Repeat(miss, o.Dice)...)
				if r := roll(t, ev, EvToHit, 0); r.Total != 0 {
					t.Fatalf("a %d hit: %v", miss[0], r)
				}
			}
		})
	}
}

// 5.3.3: against craft the odds use the band one further, as the roll
// does, and tell no shields; a battery that cannot harm craft, or craft at
// long range, are refused with the declaration's own words.
func TestRule_5_3_3_FireOddsAtCraft(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 2, 9, 4, 1, 1, 1), target("Hulk", 2)}
	s := duel(t, cls, "Gun", "Hulk", 5)
	s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: s.ships[1].pos, n: 4}}
	at := Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(s.ships[1].pos)}
	o, err := s.FireOdds(at)
	if err != nil {
		t.Fatal(err)
	}
	if !o.AtCraft || o.Band != Long || o.Need != 5 || o.PEN != 0 || o.Dice != 2 {
		t.Fatalf("odds at craft 5 hexes away: %+v", o)
	}
	_, ev := fireAt2(t, s.withDice(5, 4), at)
	if r := roll(t, ev, EvToHit, 0); r.Total != 1 || !slices.Equal(r.Mods, o.Mods) {
		t.Fatalf("roll %v, odds %+v", r, o)
	}
	s = duel(t, cls, "Gun", "Hulk", 8)
	s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: s.ships[1].pos, n: 4}}
	at.Target = FightersTarget(s.ships[1].pos)
	if _, err := s.FireOdds(at); err == nil || err.Error() != s.Check(at).Error() {
		t.Fatalf("craft at long range: %v, the declaration says %v", err, s.Check(at))
	}
}

// The odds count the weapons of the battery already declared at the
// target: their dice are rolled with the new ones (4.2.1).
func TestRule_4_2_1_FireOddsPoolTheBattery(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 3, 9, 4, 1, 1, 1), target("Hulk", 2)}
	s := duel(t, cls, "Gun", "Hulk", 5)
	s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: aim("Defender"), Mounts: []int{0}})
	o, err := s.FireOdds(Target{By: 0, Ship: "Attacker", Battery: "a", Target: aim("Defender"), Mounts: []int{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	if o.Weapons != 2 || o.Pooled != 1 || o.Dice != 3 {
		t.Fatalf("odds %+v", o)
	}
}

// fireAt2 declares in and resolves the fire.
func fireAt2(t *testing.T, s *State, in Target) (*State, []engine.Event) {
	t.Helper()
	s, _ = apply(t, s, in)
	return apply(t, s, Fire{By: 0})
}
