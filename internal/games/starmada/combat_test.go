package starmada

import (
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// 4.0 Combat: firing order, line of sight, to-hit, penetration, damage and
// explosions, one test for each place a quick reading goes wrong, dice
// forced and named after the rulebook's section.

// 4.1: the side that wins the first roll fires first in turn 1; the
// sides then alternate, Combat Phase by Combat Phase.
func TestRule_4_1_FirstFireAlternates(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	// Each can fire at the other: A ahead of it, H astern (its EF gun).
	s := battleOf(t, cls, "Red:A:One:1502:S", "Blue:H:Hulk:1505:S")
	s.craft = nil
	n := s.withDice(2, 5) // Blue wins the first roll
	n.startCombat(nil)
	if n.firstFire != 1 || n.firing != 1 {
		t.Fatalf("turn 1: first fire %d, firing %d", n.firstFire, n.firing)
	}
	for turn, want := range map[int]engine.Player{2: 0, 3: 1, 4: 0, 10: 0} {
		m := n.clone()
		m.turn = turn
		m.startCombat(nil)
		if m.firing != want {
			t.Errorf("turn %d: %d fires first, want %d", turn, m.firing, want)
		}
	}
}

// 4.1.4: a line that runs along the side of an explosion hex is clear; it
// is blocked when the hexes on both sides of it hold explosions. Ships
// and fighters never block, nor an explosion in the firer's or the
// target's own hex.
func TestRule_4_1_4_LineAlongAHexside(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	a := at("1510")
	b := hex.Add(a, hex.Hex{Q: 2, R: -1}) // between two neighbours, along their common side
	left, right := hex.Add(a, hex.Hex{Q: 1, R: 0}), hex.Add(a, hex.Hex{Q: 1, R: -1})
	for _, tc := range []struct {
		booms []hex.Hex
		clear bool
	}{
		{nil, true},
		{[]hex.Hex{left}, true},
		{[]hex.Hex{right}, true},
		{[]hex.Hex{left, right}, false},
		{[]hex.Hex{a, b}, true},
	} {
		s.booms = nil
		for _, h := range tc.booms {
			s.booms = append(s.booms, explosion{pos: h, strength: 2})
		}
		if got := s.Clear(a, b); got != tc.clear {
			t.Errorf("explosions %v: clear %v, want %v", tc.booms, got, tc.clear)
		}
	}
}

// 4.2.1: whatever the modifiers, a 1 misses: a 2+ weapon with doubled
// range modifiers at short range needs a 0, and still misses on a 1.
func TestRule_4_2_1_OneAlwaysMisses(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 2, 9, 2, 1, 1, 1, "Doubled Range Modifiers"), target("Hulk", 5)}
	_, ev := fireAt(t, duel(t, cls, "Gun", "Hulk", 2), 1, 2, 1)
	if r := roll(t, ev, EvToHit, 0); r.Total != 1 {
		t.Fatalf("1 and 2 at 0+: %v", r)
	}
}

// 4.2.1: the 6s rule pools the dice of one battery only; two batteries
// of one ship with a 6 each make no hit at 7+.
func TestRule_4_2_1_SixesPoolPerBattery(t *testing.T) {
	two := ClassFile{Class: "Two", Source: "project", Hull: 10, Engine: 4, Batteries: []BatteryFile{
		{Name: "Left", Range: 9, ToHit: 6, ROF: 1, PEN: 1, DMG: 1, Mounts: []string{"AB"}},
		{Name: "Right", Range: 9, ToHit: 6, ROF: 1, PEN: 1, DMG: 1, Mounts: []string{"AB"}},
	}, Equipment: []string{}}
	def := target("Hulk", 5)
	def.Equipment = []string{"Electronic Countermeasures"}
	s := duel(t, []ClassFile{two, def}, "Two", "Hulk", 5) // medium range: 6+ and ECM need 7
	s = s.withDice(6, 6)
	s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: aim("Defender")})
	s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "b", Target: aim("Defender")})
	_, ev := apply(t, s, Fire{By: 0})
	for k := 0; k < 2; k++ {
		if r := roll(t, ev, EvToHit, k); r.Total != 0 || len(r.Dice) != 1 {
			t.Errorf("battery %d: %v", k, r)
		}
	}
}

// 4.2.3: a special equipment hit takes only items with a damage box;
// fighter bays have none, so "Q" on a ship left with only its bays is a
// hull hit instead.
func TestRule_4_2_3_FighterBaysCannotBeLost(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1)}
	s := duel(t, cls, "One", "Admirable", 2)
	copy(s.ships[1].shieldBoxes(), []mark{boxHit, boxHit, boxHit})
	for k, it := range s.ships[1].class.Equipment {
		if it.Kind != FighterBays {
			s.ships[1].equipBoxes()[k] = boxHit
		}
	}
	n, ev := fireAt(t, s, 4, 2, 5) // the Admirable's chart: 5 is Q
	if dm := roll(t, ev, EvDamage, 0); !strings.Contains(dm.Result, "nothing left to damage: hull hit instead") {
		t.Fatalf("%v", dm)
	}
	if hullMarks(&n.ships[1], boxHit) != 1 || !n.ships[1].hasEquip(FighterBays) {
		t.Fatal("the fighter bays were lost, or no hull hit")
	}
}

// 4.3: all combat is simultaneous: a shield hit scored by one ship does
// not lower the shields another ship of the side rolls against in the
// same Combat Phase; it counts from the next phase on.
func TestRule_4_3_DamageWaitsForTheEndOfThePhase(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 3)}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Red:B:One:1501:S", "Blue:H:Hulk:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	if e := s.ships[2].class.Chart[2]; e.String() != "S" {
		t.Fatalf("the Hulk's chart has %s on 3", e)
	}
	// A: hit, 4 penetrates shields 3, damage 3 is a shield hit.
	s = s.withDice(4, 4, 3, 4, 4, 1)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	s, _ = apply(t, s, Resolve{By: 0, Ship: "A"})
	if s.ships[2].shieldRating() != 3 {
		t.Fatalf("shields %d during the phase", s.ships[2].shieldRating())
	}
	s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")})
	s, ev := apply(t, s, Resolve{By: 0, Ship: "B"})
	if r := roll(t, ev, EvShield, 0); r.Need != 3 || r.Total != 1 {
		t.Fatalf("B's shield roll: %v", r)
	}
	for s.phase == phCombat {
		s, _ = apply(t, s, Fire{By: s.firing})
	}
	if s.ships[2].shieldRating() != 2 {
		t.Fatalf("shields %d after the phase", s.ships[2].shieldRating())
	}
}

// 4.3.1: a ship that explodes in the hex of another exposes it to the
// explosion in that same turn's End Phase; the new counter does not
// weaken then.
func TestRule_4_3_1_ExplosionHurtsItsHexAtOnce(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Red:C:One:1505:S", "Blue:H:Hulk:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	for k := 0; k < 9; k++ {
		s.ships[2].hullBoxes()[k] = boxHit
	}
	// A: hit (4), penetrates (2 > 0), damage 6: the last hull box. End
	// Phase: three dice (hull 10: strength 3) against C's shields 0, then
	// three damage dice.
	s = s.withDice(4, 2, 6, 3, 4, 5, 6, 6, 6, 1, 1, 1, 1, 1, 1)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	s, ev := apply(t, s, Fire{By: 0})
	for s.phase == phCombat {
		var more []engine.Event
		s, more = apply(t, s, Fire{By: s.firing})
		ev = append(ev, more...)
	}
	if s.ships[2].status != destroyed {
		t.Fatalf("H not destroyed\n%s", eventsText(ev))
	}
	r := roll(t, ev, EvShield, 1)
	if !strings.Contains(r.Purpose, "explosion of strength 3 against C") || r.Total != 3 {
		t.Fatalf("explosion roll: %v\n%s", r, eventsText(ev))
	}
	if hullMarks(&s.ships[1], boxHit) != 3 || len(s.booms) != 1 || s.booms[0].strength != 3 {
		t.Fatalf("C's hull %v, booms %+v", s.ships[1].hullBoxes(), s.booms)
	}
}

// 4.3.1: firing out of an explosion and into one both count, each by its
// strength.
func TestRule_4_3_1_FiringIntoAndOutOfExplosions(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1, "No Range Modifiers"), target("Hulk", 5)}
	s := duel(t, cls, "Gun", "Hulk", 4)
	s.booms = []explosion{{pos: s.ships[0].pos, strength: 2}, {pos: s.ships[1].pos, strength: 1}}
	_, ev := fireAt(t, s, 6)
	r := roll(t, ev, EvToHit, 0)
	sum := 0
	for _, m := range r.Mods {
		sum += m.Value
	}
	if sum != -3 || r.Total != 0 {
		t.Fatalf("%v", r)
	}
}

// 4.3.2: crew casualties line the next empty hull box and hull hits are
// drawn over them: crew, then a hull hit, then crew leaves one box of
// three free.
func TestRule_4_3_2_HullHitsOverlapCrew(t *testing.T) {
	wreck := target("Wreck", 0)
	wreck.Hull = 3
	cls := []ClassFile{wreck}
	s := duel(t, cls, "Wreck", "Wreck", 2)
	n := s.clone()
	var sub []engine.Event
	n.crewHit(1)
	n.hullHit(1, &sub)
	n.crewHit(1)
	got := n.ships[1].hullBoxes()
	if got[0].kind() != boxHit || got[1].kind() != boxCrew || got[2] != boxEmpty {
		t.Fatalf("boxes %v", got)
	}
	settleMarks(got)
	if n.ships[1].crippled() {
		t.Fatal("crippled with a box free")
	}
}

// 4.3.1: an explosion at strength 1 is removed in the End Phase; one at
// 2 weakens to 1.
func TestRule_4_3_1_ExplosionsDisperse(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 3)}
	s := duel(t, cls, "One", "Hulk", 3)
	s.booms = []explosion{{pos: at("0510"), strength: 1}, {pos: at("2510"), strength: 2}}
	n, _ := fireAt(t, s, 1, 1, 1, 1)
	for n.phase == phCombat {
		n, _ = apply(t, n, Fire{By: n.firing})
	}
	if len(n.booms) != 1 || n.booms[0].pos != at("2510") || n.booms[0].strength != 1 {
		t.Fatalf("%+v", n.booms)
	}
}

// 4.2.3: "2E" is two engine hits; on a ship with one engine box left only
// one applies and the other is ignored (not a hull hit: part of the entry
// did apply).
func TestRule_4_2_3_MultipleHitsPartlyApplied(t *testing.T) {
	two := target("Twin", 0)
	two.Chart = []string{"Hull", "2E", "S", "a", "Hull", "Hull"}
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), two}
	s := duel(t, cls, "One", "Twin", 2)
	copy(s.ships[1].engineBoxes(), []mark{boxHit, boxHit, boxHit})
	n, ev := fireAt(t, s, 4, 3, 2)
	if dm := roll(t, ev, EvDamage, 0); !strings.HasSuffix(dm.Result, "2E → engine hit") {
		t.Fatalf("%v", dm)
	}
	if n.ships[1].mp() != 0 || hullMarks(&n.ships[1], boxHit) != 0 {
		t.Fatalf("engines %v, hull %v", n.ships[1].engineBoxes(), n.ships[1].hullBoxes())
	}
}

// 4.3.1: an explosion that appears in an End Phase (a ship destroyed by
// the explosion it sat in) appeared after that End Phase began, so the
// first End Phase after its appearance is the next turn's: it keeps its
// strength through both and weakens from the one after (rules 4; rules
// 1-3 weakened it in the next turn's End Phase). The old counter at
// strength 1 goes.
func TestRule_4_3_1_ExplosionBornInTheEndPhase(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := duel(t, cls, "One", "Hulk", 3)
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.booms = []explosion{{pos: s.ships[1].pos, strength: 1}}
	// The Attacker misses (1); End Phase: the explosion's die (2) gets
	// through shields 0 and its damage die (6) fills the last hull box.
	n, ev := fireAt(t, s, 1, 2, 6)
	for n.phase == phCombat {
		var more []engine.Event
		n, more = apply(t, n, Fire{By: n.firing})
		ev = append(ev, more...)
	}
	if n.ships[1].status != destroyed {
		t.Fatalf("the Hulk stands\n%s", eventsText(ev))
	}
	if len(n.booms) != 1 || n.booms[0].strength != 3 || !n.booms[0].fresh || n.booms[0].endBorn {
		t.Fatalf("after the End Phase it appeared in: explosions %+v\n%s", n.booms, eventsText(ev))
	}
}

// 4.3.1 over three turns: a ship destroyed in turn 1's End Phase leaves an
// explosion (hull 8: strength 2) that is still at 2 after turn 2's End
// Phase, the first after its appearance, and weakens to 1 in turn 3's. A
// ship destroyed in the Combat Phase leaves one that weakens in the next
// turn's End Phase, as before.
func TestRule_4_3_1_FirstEndPhaseAfterAppearance(t *testing.T) {
	s := battle(t, "Red:A:Admirable:0505:S", "Blue:B:Admirable:2515:N", "Blue:C:Admirable:1510:N")
	s.craft = nil
	c := &s.ships[2]
	for k := 0; k < len(c.hullBoxes())-1; k++ {
		c.hullBoxes()[k] = boxHit
	}
	s.booms = []explosion{{pos: c.pos, strength: 1}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	// End Phase of turn 1: the old explosion's die (6) beats C's shields
	// (3) and its damage die (1) is a hull hit: C is destroyed.
	s = s.withDice(6, 1)
	s, ev := toEndOfTurn(t, s)
	if s.ships[2].status != destroyed || s.turn != 2 {
		t.Fatalf("turn %d, C %v\n%s", s.turn, s.ships[2].status, eventsText(ev))
	}
	if len(s.booms) != 1 || s.booms[0].strength != 2 {
		t.Fatalf("after turn 1: %+v\n%s", s.booms, eventsText(ev))
	}
	for _, want := range []int{2, 1} {
		turn := s.turn
		s, _ = apply(t, s, Submit{By: 0})
		s, ev = apply(t, s, Submit{By: 1}) // nothing in reach: the turn plays out
		if s.turn == turn {
			s, ev = toEndOfTurn(t, s)
		}
		if len(s.booms) != 1 || s.booms[0].strength != want {
			t.Fatalf("at the start of turn %d: %+v, want strength %d\n%s", s.turn, s.booms, want, eventsText(ev))
		}
	}
}

// 4.3.2 with C.1 (rules 9): the anti-fighter batteries of a ship whose
// crew are all casualties cost an attacking flight nothing. C.1 calls AFB
// tiny weapons that attack at close quarters and likens them to a target
// flight fighting back (5.3.2); a crippled ship can no longer attack
// (4.3.2). Forced dice: the flight of two rolls 1 and 6 against the
// crippled Admirable, keeps both fighters and hits once; the same dice
// against it before its crew is lost cost a fighter. (Rules 1-8 kept the
// AFB firing; a rules-8 save that met it stops there,
// TestRules8SaveMeetsCrippledAFB.)
func TestRule_4_3_2_CrippledShipsAFBDoNotFire(t *testing.T) {
	for _, crippled := range []bool{true, false} {
		s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1507:N")
		if crippled {
			for k := range s.ships[1].hullBoxes() {
				s.ships[1].hullBoxes()[k] = boxCrew
			}
			s.ships[1].scored = true
		}
		s.phase, s.chooser, s.picked = phFighters, 0, -1
		s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}}
		c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
		fly := Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("B")}
		if o, err := s.FlightOdds(fly); err != nil || o.AFB == crippled {
			t.Fatalf("crippled %v: the odds say AFB %v (%v)", crippled, o.AFB, err)
		}
		s = s.withDice(1, 6, 1) // to-hit 1 and 6; the penetration die 1 is stopped by shields 2
		n, ev := apply(t, s, fly)
		want := 1
		if crippled {
			want = 2
		}
		if len(n.craft) == 0 || n.craft[0].n != want {
			t.Fatalf("crippled %v: %+v, want %d fighters\n%s", crippled, n.craft, want, eventsText(ev))
		}
		if h := roll(t, ev, EvToHit, 0); h.Total != 1 || crippled == strings.Contains(h.Result, "anti-fighter") {
			t.Fatalf("crippled %v: %+v", crippled, h)
		}
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

// 4.2.2: a penetration die must beat the shield rating; one that only
// equals it is stopped. Against the Admirable's shields 3 a 3 fails and a
// 4 gets through.
func TestRule_4_2_2_EqualDoesNotPenetrate(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1)}
	for _, tc := range []struct{ face, through int }{{3, 0}, {4, 1}} {
		// To-Hit 4 (hits 2+), then the shield die, then a damage die.
		_, ev := fireAt(t, duel(t, cls, "Gun", "Admirable", 2), 4, tc.face, 1)
		if sr := roll(t, ev, EvShield, 0); sr.Total != tc.through || sr.Need != 3 {
			t.Errorf("shield die %d: %d through (need above %d), want %d\n%s", tc.face, sr.Total, sr.Need, tc.through, eventsText(ev))
		}
	}
}

// 4.3.1: the End Phase hurts the ships inside an explosion, not those
// whose path only crossed it during the Movement Phase, nor fighters.
func TestRule_4_3_1_OnlyShipsInsideAtTheEndPhase(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:C:Hulk:1503:S", "Red:E:Hulk:1506:N", "Blue:K:Hulk:1519:N")
	s.booms = []explosion{{pos: at("1505"), strength: 2}}
	s.craft = []craft{{id: flight("K/F1"), side: 1, pos: at("1505"), n: 6}}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "C", Orders: "4"}) // through 1505 to 1507
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "E", Orders: "1"}) // into 1505
	s, _ = apply(t, s, Submit{By: 0})
	// The first fire's roll-off (Red 6, Blue 1), then the explosion's two
	// dice against E's shields 0 (both get through) and two damage dice.
	s = s.withDice(6, 1, 4, 4, 6, 6)
	s, ev := apply(t, s, Submit{By: 1})
	if s.ships[0].pos != at("1507") || s.ships[1].pos != at("1505") {
		t.Fatalf("C at %s, E at %s", HexLabel(s.ships[0].pos), HexLabel(s.ships[1].pos))
	}
	s, more := toEndOfTurn(t, s)
	ev = append(ev, more...)
	var booms []string
	for _, e := range ev {
		if e.Kind == EvShield && e.Roll != nil && strings.Contains(e.Roll.Purpose, "explosion") {
			booms = append(booms, e.Roll.Purpose)
		}
	}
	if len(booms) != 1 || !strings.Contains(booms[0], "strength 2 against E") {
		t.Fatalf("explosion rolls %q\n%s", booms, eventsText(ev))
	}
	if hullMarks(&s.ships[1], boxHit) != 2 || hullMarks(&s.ships[0], boxHit) != 0 {
		t.Fatalf("E's hull %v, C's %v", s.ships[1].hullBoxes(), s.ships[0].hullBoxes())
	}
	if len(s.craft) != 1 || s.craft[0].n != 6 {
		t.Fatalf("the flight in the explosion: %+v", s.craft)
	}
	if len(s.booms) != 1 || s.booms[0].strength != 1 {
		t.Fatalf("booms %+v", s.booms)
	}
}

// 4.3 with Appendix C and 4.2.1: damage is only slashed while the Combat
// Phase runs, so an item of equipment that a hit takes early in the phase
// keeps working until the phase ends. ECM slashed by the first ship's
// attack still gives the second ship's attack its −1, and armor plating
// slashed the same way still saves a hull hit; once the phase is over
// both are gone.
func TestRule_4_3_EquipmentLostInThePhaseStillWorks(t *testing.T) {
	for _, tc := range []struct {
		equip string
		kind  Equip
	}{{"Electronic Countermeasures", ElectronicCountermeasures}, {"Armor Plating", ArmorPlating}} {
		cls := []ClassFile{gunboat("One", 1, 9, 4, 1, 1, 1), equipped("Hulk", tc.equip)}
		s := battleOf(t, cls, "Red:A:One:1502:S", "Red:B:One:1501:S", "Blue:H:Hulk:1505:N")
		s.craft = nil
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		q := chartFace(t, &s.ships[2], "Q")
		// A, 3 hexes off (short, +1): a 4 hits even with ECM, 2 beats
		// shields 0, the damage die is the Q hit that slashes the item.
		s = s.withDice(4, 2, q)
		s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
		s, ev := apply(t, s, Resolve{By: 0, Ship: "A"})
		if !s.ships[2].hasEquip(tc.kind) {
			t.Fatalf("%s: the slashed item stopped working during the phase\n%s", tc.equip, eventsText(ev))
		}
		switch tc.kind {
		case ElectronicCountermeasures:
			// B, 4 hexes off (medium, no range modifier) rolls 4: a hit
			// without ECM, 3 with the ECM that still works, a miss (4+).
			s = s.withDice(4)
			s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")})
			s, ev = apply(t, s, Resolve{By: 0, Ship: "B"})
			r := roll(t, ev, EvToHit, 0)
			ecm := false
			for _, m := range r.Mods {
				ecm = ecm || m.Why == "ECM" && m.Value == -1
			}
			if !ecm || r.Total != 0 {
				t.Fatalf("B's To-Hit roll %+v: the slashed ECM must still count (4.3)", r)
			}
		case ArmorPlating:
			// B (medium range) hits (5), penetrates (2), damage 6 is a hull
			// hit, and the slashed plating still saves it on a 5.
			s = s.withDice(5, 2, 6, 5)
			s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")})
			s, ev = apply(t, s, Resolve{By: 0, Ship: "B"})
			saved := false
			for _, e := range ev {
				saved = saved || e.Kind == EvSave && e.Roll != nil && e.Roll.Success
			}
			if !saved || hullMarks(&s.ships[2], boxHit) != 0 {
				t.Fatalf("the slashed armor plating must still save B's hull hit (4.3, C.2)\n%s", eventsText(ev))
			}
		}
		for k := 0; k < 10 && s.phase == phCombat; k++ {
			s, _ = apply(t, s, Fire{By: s.firing})
		}
		if s.phase == phCombat || s.ships[2].hasEquip(tc.kind) {
			t.Fatalf("%s: after the Combat Phase (phase %d) the item still works", tc.equip, s.phase)
		}
	}
}

// 4.2.3: a damage die of 1 or 6 is a hull hit whatever the chart says, so
// a class whose chart names anything else on those rolls is refused (the
// entry would never be rolled); rolls 2–5 take any entry.
func TestRule_4_2_3_OneAndSixAreHullOnEveryChart(t *testing.T) {
	base := "game: starmada\nname: t\ntitle: T\nsides:\n  - name: A\n    ships: [{name: s, class: X}]\n  - name: B\n    ships: [{name: u, class: Lancer}]\n" +
		"classes: [{class: X, source: project, hull: 4, engine: 2, shields: 1, batteries: [{name: g, range: 9, to_hit: 4, rof: 1, pen: 1, dmg: 1, mounts: [AB]}], chart: [%s]}]\n"
	for chart, want := range map[string]string{
		"Hull, E, S, a, E, Hull": "",
		"E, E, S, a, E, Hull":    `chart[0]: "E" on a roll of 1, which is always a hull hit (4.2.3)`,
		"Hull, E, S, a, E, 2a":   `chart[5]: "2a" on a roll of 6`,
	} {
		_, err := (Game{}).DecodeScenario([]byte(strings.Replace(base, "%s", chart, 1)))
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", chart, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: %v, want %q", chart, err, want)
		}
	}
}

// 4.3.2: a ship whose hull boxes are all marked, hull hits and crew lines
// mixed, neither moves (not even 3.2.2's free turn) nor fires, though
// standing still is still written for it.
func TestRule_4_3_2_CrippledNeitherMovesNorFires(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := duel(t, cls, "Gun", "Hulk", 2)
	for k := range s.ships[0].hullBoxes() {
		s.ships[0].hullBoxes()[k] = boxCrew
	}
	s.ships[0].hullBoxes()[0] = boxHit
	refuse(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: aim("Defender")}, "cannot fire")
	s.phase = phOrders
	refuse(t, s, WriteOrders{By: 0, Ship: "Attacker", Orders: "@N"}, "cannot move")
	refuse(t, s, WriteOrders{By: 0, Ship: "Attacker", Orders: "1"}, "cannot move")
	if err := s.Check(WriteOrders{By: 0, Ship: "Attacker", Orders: "0"}); err != nil {
		t.Fatalf("standing still: %v", err)
	}
}

// 4.2.1 with 4.3.1: firing out of a strength-1 explosion at a ship in a
// strength-2 one at long range with ECM makes a 5+ gun need 10+: five
// unmodified 6s of the battery make one hit, four make none.
func TestRule_4_2_1_TenPlusOutOfAndIntoExplosions(t *testing.T) {
	cls := []ClassFile{gunboat("Six", 6, 9, 5, 1, 1, 1), equipped("Hulk", "Electronic Countermeasures")}
	s := duel(t, cls, "Six", "Hulk", 8)
	s.booms = []explosion{{pos: s.ships[0].pos, strength: 1}, {pos: s.ships[1].pos, strength: 2}}
	_, ev := fireAt(t, s, 6, 6, 6, 6, 6, 2, 2, 2, 2)
	if r := roll(t, ev, EvToHit, 0); r.Total != 1 {
		t.Fatalf("%v", r)
	}
	s = duel(t, cls, "Six", "Hulk", 8)
	s.booms = []explosion{{pos: s.ships[0].pos, strength: 1}, {pos: s.ships[1].pos, strength: 2}}
	_, ev = fireAt(t, s, 6, 6, 6, 6, 2, 2)
	if r := roll(t, ev, EvToHit, 0); r.Total != 0 {
		t.Fatalf("%v", r)
	}
}

// 4.2.3 with 4.3: the last engine box slashed by one attack is damage
// already taken, so another attack's E in the same phase has nothing to
// take and becomes a hull hit.
func TestRule_4_2_3_SlashedEngineCannotBeTakenAgain(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Red:B:One:1501:S", "Blue:H:Hulk:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	copy(s.ships[2].engineBoxes(), []mark{boxHit, boxHit, boxHit})
	ef := chartFace(t, &s.ships[2], "E")
	s = s.withDice(4, 4, ef, 4, 4, ef)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	s, _ = apply(t, s, Resolve{By: 0, Ship: "A"})
	s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")})
	s, ev := apply(t, s, Resolve{By: 0, Ship: "B"})
	if h := hullMarks(&s.ships[2], boxHit); h != 1 {
		t.Fatalf("hull %v engines %v\n%s", s.ships[2].hullBoxes(), s.ships[2].engineBoxes(), eventsText(ev))
	}
}

// 4.2.3 with 4.3: likewise for the last weapon of a battery and the last
// shield point slashed earlier in the phase.
func TestRule_4_2_3_SlashedWeaponsAndShieldsCannotBeTakenAgain(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 2)}
	for _, what := range []string{"a", "S"} {
		s := battleOf(t, cls, "Red:A:One:1502:S", "Red:B:One:1501:S", "Blue:H:Hulk:1505:N")
		s.craft = nil
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		if what == "S" {
			s.ships[2].shieldBoxes()[0] = boxHit
		}
		f := chartFace(t, &s.ships[2], what)
		s = s.withDice(4, 4, f, 4, 4, f)
		s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
		s, _ = apply(t, s, Resolve{By: 0, Ship: "A"})
		s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")})
		s, ev := apply(t, s, Resolve{By: 0, Ship: "B"})
		if h := hullMarks(&s.ships[2], boxHit); h != 1 {
			t.Errorf("%s: hull %v\n%s", what, s.ships[2].hullBoxes(), eventsText(ev))
		}
	}
}

// 4.3.2 with B.2: hull hits fill boxes from the first, over crew lines;
// three crew lines on hull 4 and one hull hit (or B.2's two) leave a box
// free: the ship is not crippled.
func TestRule_4_3_2_B_2_HullHitsOverCrewLines(t *testing.T) {
	w := target("Wreck", 0)
	w.Hull = 4
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), gunboat("Dbl", 1, 9, 2, 1, 1, 1, "Double Hull Damage"), w}
	for _, tc := range []struct {
		class    string
		crippled bool
	}{{"One", false}, {"Dbl", false}} {
		s := duel(t, cls, tc.class, "Wreck", 2)
		copy(s.ships[1].hullBoxes(), []mark{boxCrew, boxCrew, boxCrew})
		n, ev := fireAt(t, s, 4, 2, 6)
		n, ev = finishCombat(t, n, ev)
		if n.ships[1].crippled() != tc.crippled || n.ships[1].status != active {
			t.Errorf("%s: boxes %v, status %d\n%s", tc.class, n.ships[1].hullBoxes(), n.ships[1].status, eventsText(ev))
		}
	}
}

// 4.3.1 with 4.3.2: a crippled ship inside an explosion still takes its
// dice in the End Phase, and its hull hits score nothing again.
func TestRule_4_3_1_CrippledShipInsideAnExplosion(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Hulk:1502:S", "Blue:H:Hulk:1515:N")
	s.craft = nil
	for k := range s.ships[1].hullBoxes() {
		s.ships[1].hullBoxes()[k] = boxCrew
	}
	s.ships[1].scored, s.vp[0] = true, s.ships[1].class.CR
	s.booms = []explosion{{pos: s.ships[1].pos, strength: 2}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s = s.withDice(4, 4, 6, 6)
	s, ev := finishCombat(t, s, nil)
	if hullMarks(&s.ships[1], boxHit) != 2 || s.vp[0] != s.ships[1].class.CR {
		t.Fatalf("%v %v\n%s", s.ships[1].hullBoxes(), s.vp, eventsText(ev))
	}
}

// 4.3 with 4.1.4: a ship whose last hull box the first attack slashed
// leaves no explosion before the phase ends: a later attack's line past
// its hex is clear, and it may still be declared a target.
func TestRule_4_3_DoomedShipLeavesNoExplosionUntilTheEnd(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Red:B:One:1501:S", "Blue:H:Hulk:1504:N", "Blue:K:Hulk:1506:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	for k := 0; k < 9; k++ {
		s.ships[2].hullBoxes()[k] = boxHit
	}
	s = s.withDice(4, 2, 6, 4, 2, 2)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	s, _ = apply(t, s, Resolve{By: 0, Ship: "A"})
	if len(s.booms) != 0 {
		t.Fatalf("explosion during the phase: %+v", s.booms)
	}
	if err := s.Check(Target{By: 0, Ship: "B", Battery: "a", Target: aim("K")}); err != nil {
		t.Fatal(err)
	}
	// C27: the doomed H may still be declared by B.
	if err := s.Check(Target{By: 0, Ship: "B", Battery: "a", Target: aim("H")}); err != nil {
		t.Fatal(err)
	}
}

// 4.1 and 4.3 with 5.3.3: fighters that an attack shot down earlier in the
// Combat Phase stay on the board until the phase ends, as a doomed ship
// does, so the side's next ship may still declare at them (the twenty-first
// audit's oracle; until then the engine said there were no fighters there).
// Its hits find no fighter left to destroy.
func TestRule_4_3_FightersShotDownStillATarget(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Red:B:One:1501:S", "Blue:H:Hulk:1506:N")
	s.craft = []craft{{id: flight("H/F1"), side: 1, pos: at("1504"), n: 1}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s = s.withDice(4, 5)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("fighters@1504")})
	s, _ = apply(t, s, Resolve{By: 0, Ship: "A"})
	if c := s.craft[0]; c.n != 0 || c.lost != 1 {
		t.Fatalf("the flight should be shot down, still on the board: %+v", c)
	}
	s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: aim("fighters@1504")})
	s, ev := apply(t, s, Resolve{By: 0, Ship: "B"})
	if !strings.Contains(eventsText(ev), "B (a) Guns ×1 destroys 0 fighters") {
		t.Errorf("the second hit should find no fighter left:\n%s", eventsText(ev))
	}
	if len(s.craft) != 0 && s.craft[0].n+s.craft[0].lost > 1 {
		t.Errorf("one fighter, lost once: %+v", s.craft)
	}
}

// 4.3 with 4.1 and 2.3: a ship that the first side's fire dooms still
// fires; two ships destroy each other and both sides score.
func TestRule_4_3_MutualDestruction(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1)}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Blue:B:One:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	for k := 0; k < 9; k++ {
		s.ships[0].hullBoxes()[k] = boxHit
		s.ships[1].hullBoxes()[k] = boxHit
	}
	// Each side: a hit (4), through shields 0 (2), a damage die of 6.
	s = s.withDice(4, 2, 6, 4, 2, 6)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("B")})
	s, ev := apply(t, s, Fire{By: 0})
	if s.firing != 1 {
		t.Fatalf("firing %d\n%s", s.firing, eventsText(ev))
	}
	s, more := apply(t, s, Target{By: 1, Ship: "B", Battery: "a", Target: aim("A")})
	ev = append(ev, more...)
	s, more = apply(t, s, Fire{By: 1})
	ev = append(ev, more...)
	s, ev = finishCombat(t, s, ev)
	if s.ships[0].status != destroyed || s.ships[1].status != destroyed || s.vp[0] == 0 || s.vp[1] == 0 {
		t.Fatalf("%d %d %v\n%s", s.ships[0].status, s.ships[1].status, s.vp, eventsText(ev))
	}
}

// 4.3: the weapon the first side's fire slashes may still be declared by
// the side that fires second.
func TestRule_4_3_SlashedWeaponStillFires(t *testing.T) {
	g := gunboat("One", 1, 9, 2, 1, 1, 1)
	cls := []ClassFile{g}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Blue:B:One:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	af := chartFace(t, &s.ships[1], "a")
	s = s.withDice(4, 2, af, 4, 2, 2)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("B")})
	s, ev := apply(t, s, Fire{By: 0})
	if err := s.Check(Target{By: 1, Ship: "B", Battery: "a", Target: aim("A")}); err != nil {
		t.Fatalf("%v\n%s", err, eventsText(ev))
	}
}

// 4.3.2 with 4.3: a ship whose hull boxes the first side's B.5 fire
// fills with crew lines still fires back; it is crippled at the end.
func TestRule_4_3_2_CrippledThisPhaseStillFires(t *testing.T) {
	w := gunboat("Wreck", 1, 9, 2, 1, 1, 1)
	w.Hull = 2
	cls := []ClassFile{gunboat("Crew", 1, 9, 2, 1, 1, 1, "Extra Crew Casualties"), w}
	s := battleOf(t, cls, "Red:A:Crew:1502:S", "Blue:B:Wreck:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s.ships[1].hullBoxes()[0] = boxCrew
	ef := chartFace(t, &s.ships[1], "E")
	s = s.withDice(4, 2, ef)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("B")})
	s, ev := apply(t, s, Fire{By: 0})
	if err := s.Check(Target{By: 1, Ship: "B", Battery: "a", Target: aim("A")}); err != nil {
		t.Fatalf("%v\n%s", err, eventsText(ev))
	}
	s, ev = finishCombat(t, s, ev)
	if !s.ships[1].crippled() || s.vp[0] != s.ships[1].class.CR {
		t.Fatalf("%v %v\n%s", s.ships[1].hullBoxes(), s.vp, eventsText(ev))
	}
}

// 4.2.1: the 6s of one battery pool only at one target: two weapons of a
// battery split between two ships at 7+, a 6 each, make no hit at either.
func TestRule_4_2_1_SplitBatteryPoolsPerTarget(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 2, 9, 6, 1, 1, 1), equipped("Hulk", "Electronic Countermeasures")}
	s := battleOf(t, cls, "Red:A:Gun:1505:S", "Blue:H:Hulk:1510:N", "Blue:J:Hulk:1511:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s = s.withDice(6, 6, 6, 6)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H"), Mounts: []int{0}})
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("J"), Mounts: []int{1}})
	_, ev := apply(t, s, Fire{By: 0})
	for k := 0; k < 2; k++ {
		if r := roll(t, ev, EvToHit, k); !strings.Contains(r.Result, "7+ needed") || r.Total != 0 {
			t.Errorf("attack %d: %v\n%s", k, r, eventsText(ev))
		}
	}
}

// 4.3.1: a counter is not weakened in the first End Phase after it
// appeared, even at strength 1, where a later End Phase removes it.
func TestRule_4_3_1_StrengthOneKeptInItsFirstEndPhase(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 3)}
	s := duel(t, cls, "One", "Hulk", 3)
	s.booms = []explosion{{pos: at("0510"), strength: 1, fresh: true}}
	n, _ := fireAt(t, s, 1, 1, 1, 1)
	n, _ = finishCombat(t, n, nil)
	if len(n.booms) != 1 || n.booms[0].strength != 1 {
		t.Fatalf("after its first End Phase: %+v", n.booms)
	}
	n.phase, n.firing, n.firstFire = phCombat, 0, 0
	n, _ = finishCombat(t, n, nil)
	if len(n.booms) != 0 {
		t.Fatalf("after its second End Phase: %+v", n.booms)
	}
}

// 4.1: the first fire is rolled in the first Combat Phase of the game,
// turn 1's, even when nobody has anything to fire at; turn 2 the loser
// fires first.
func TestRule_4_1_FirstFireRolledInTurnOne(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1502:S", "Blue:B:Admirable:1519:N")
	s.craft = nil
	s = s.withDice(1, 6) // Blue wins
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if s.turn != 2 || s.firstFire != 1 {
		t.Fatalf("turn %d, first fire %d\n%s", s.turn, s.firstFire, eventsText(ev))
	}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "3"})
	s, _ = apply(t, s, WriteOrders{By: 1, Ship: "B", Orders: "3"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev = apply(t, s, Submit{By: 1})
	if s.phase != phCombat || s.firing != 0 || strings.Contains(eventsText(ev), "rolls for the first fire") {
		t.Fatalf("turn 2: phase %d, firing %d\n%s", s.phase, s.firing, eventsText(ev))
	}
}

// 4.1.1: a ship declares which of its weapons fire at each target, so the
// owner of a battery may split it between targets or hold weapons back.
// Legal offers, after each whole battery, one weapon of each set of arcs
// that bear; declared weapon by weapon, three guns go at one Hulk and one
// at the other, and the battery's dice at each target roll together
// (4.2.1).
func TestRule_4_1_1_BatterySplitWeaponByWeapon(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 4, 9, 4, 1, 1, 1), target("Hulk", 0)}
	cls[0].Batteries[0].Mounts = []string{"AB", "AB", "AC", "BD"}
	s := battleOf(t, cls, "Red:A:Gun:1505:S", "Blue:H:Hulk:1508:N", "Blue:J:Hulk:1509:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	declarations := func(s *State) []string {
		var out []string
		for _, in := range s.Legal(0) {
			if x, ok := in.(Target); ok {
				out = append(out, describeIntent(x))
			}
		}
		return out
	}
	// The Hulks lie dead ahead, in arcs A and B: the AB, AC and BD guns
	// bear, the two AB guns alike.
	want := []string{
		describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")}),
		describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("H"), Mounts: []int{0}}),
		describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("H"), Mounts: []int{2}}),
		describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("H"), Mounts: []int{3}}),
		describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("J")}),
		describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("J"), Mounts: []int{0}}),
		describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("J"), Mounts: []int{2}}),
		describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("J"), Mounts: []int{3}}),
	}
	if got := declarations(s); !slices.Equal(got, want) {
		t.Fatalf("declarations offered:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// One AB gun at J: the other AB gun still stands for its kind.
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("J"), Mounts: []int{0}})
	got := declarations(s)
	if !slices.Contains(got, describeIntent(Target{By: 0, Ship: "A", Battery: "a", Target: aim("H"), Mounts: []int{1}})) {
		t.Fatalf("after one AB gun at J, no single AB gun offered:\n%s", strings.Join(got, "\n"))
	}
	// The rest at H: three guns, rolled together; one at J.
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	if got := declarations(s); len(got) != 0 {
		t.Fatalf("every gun has a target, yet offered:\n%s", strings.Join(got, "\n"))
	}
	s = s.withDice(4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1)
	_, ev := apply(t, s, Resolve{By: 0, Ship: "A"})
	if r := roll(t, ev, EvToHit, 0); len(r.Dice) != 1 {
		t.Errorf("the first attack (J) rolls %d dice, want 1\n%s", len(r.Dice), eventsText(ev))
	}
	if r := roll(t, ev, EvToHit, 1); len(r.Dice) != 3 {
		t.Errorf("the second attack (H) rolls %d dice, want 3\n%s", len(r.Dice), eventsText(ev))
	}
}

// 4.1.1: holding fire is a choice: a side may end its fire with weapons
// that could still declare, and a ship may fire one battery and keep the
// other silent.
func TestRule_4_1_1_HoldFire(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1509:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	if !slices.ContainsFunc(s.Legal(0), func(in engine.Intent) bool { _, ok := in.(Fire); return ok }) {
		t.Fatal("Legal offers no end of fire before any declaration")
	}
	n, _ := apply(t, s, Fire{By: 0})
	if n.firing != 1 || !n.fired[0] {
		t.Fatalf("after Red holds its fire: firing %d, fired %v", n.firing, n.fired)
	}
	n, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("B")})
	n = n.withDice(1, 1, 1, 1, 1, 1, 1, 1)
	n, ev := apply(t, n, Resolve{By: 0, Ship: "A"})
	if strings.Contains(eventsText(ev), "Laser") {
		t.Errorf("the lasers fired, though only the blasters declared:\n%s", eventsText(ev))
	}
	if n.firing != 1 {
		t.Fatalf("A resolved; it cannot declare again, so Red's fire ends: firing %d", n.firing)
	}
}

// 1.3, 4.3.1 and 4.3.2 at the hull track's last box, with forced dice (a
// hit, a penetration through shields 0, damage dice of 6). Destroyed: nine
// hull hits of ten leave the ship in the fight, the tenth destroys it, and
// a second hull hit with no box left is lost without scoring twice.
// Crippled: a crew line into the last empty box cripples (every box marked),
// one box short does not; a hull hit over a crew line marks no new box, and
// one that fills the last box destroys the ship rather than crippling it.
func TestRule_4_3_2_HullTrackAtItsLastBox(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), gunboat("Two", 1, 9, 2, 1, 1, 2),
		gunboat("Crew", 1, 9, 2, 1, 1, 1, "Extra Crew Casualties"), target("Hulk", 0)}
	const h, c, e = boxHit, boxCrew, boxEmpty
	for _, tc := range []struct {
		name   string
		gun    string
		before []mark
		damage []int
		status status
		crip   bool // every box marked, as a destroyed ship's are too
		hits   int
	}{
		{"eight hits and one more", "One", []mark{h, h, h, h, h, h, h, h, e, e}, []int{6}, active, false, 9},
		{"nine hits and one more", "One", []mark{h, h, h, h, h, h, h, h, h, e}, []int{6}, destroyed, true, 10},
		{"nine hits and two more", "Two", []mark{h, h, h, h, h, h, h, h, h, e}, []int{6, 6}, destroyed, true, 10},
		{"eight marked, a hit over a line and a line", "Crew", []mark{h, h, h, h, c, c, c, c, e, e}, []int{6}, active, false, 5},
		{"nine marked, a hit over a line and a line", "Crew", []mark{h, h, h, h, c, c, c, c, c, e}, []int{6}, active, true, 5},
		{"nine hits and a line, a hit over it", "Crew", []mark{h, h, h, h, h, h, h, h, h, c}, []int{6}, destroyed, true, 10},
	} {
		s := duel(t, cls, tc.gun, "Hulk", 2)
		s.craft = nil
		copy(s.ships[1].hullBoxes(), tc.before)
		n, ev := fireAt(t, s, append([]int{4, 6}, tc.damage...)...)
		n, ev = finishCombat(t, n, ev)
		sh := &n.ships[1]
		cr := sh.class.CR
		switch {
		case sh.status != tc.status || sh.crippled() != tc.crip || hullMarks(sh, boxHit) != tc.hits:
			t.Errorf("%s: status %d, crippled %v, %d hull hits %v; want status %d, crippled %v, %d hits\n%s",
				tc.name, sh.status, sh.crippled(), hullMarks(sh, boxHit), sh.hullBoxes(), tc.status, tc.crip, tc.hits, eventsText(ev))
		case (tc.status == destroyed || tc.crip) && n.vp[0] != cr, tc.status == active && !tc.crip && n.vp[0] != 0:
			t.Errorf("%s: Red has %d VP (CR %d)\n%s", tc.name, n.vp[0], cr, eventsText(ev))
		case tc.status == destroyed && (len(n.booms) != 1 || n.booms[0].strength != 3):
			t.Errorf("%s: explosions %+v, want one of strength 3 (hull 10)", tc.name, n.booms)
		case tc.status == active && len(n.booms) != 0:
			t.Errorf("%s: explosions %+v", tc.name, n.booms)
		}
	}
}

// 4.1.3 and 4.2.1 at the bands' edges of a range-9 battery fired at a ship:
// 3 hexes is short (+1), 4 and 6 medium (none), 7 and 9 long (−1), and the
// tenth hex is beyond the long band and refused.
func TestRule_4_1_3_BandEdgesAndTheLastHex(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	for _, tc := range []struct {
		dist, mod int
		ok        bool
	}{{1, 1, true}, {3, 1, true}, {4, 0, true}, {6, 0, true}, {7, -1, true}, {9, -1, true}, {10, 0, false}} {
		s := duel(t, cls, "Gun", "Hulk", tc.dist)
		in := Target{By: 0, Ship: "Attacker", Battery: "a", Target: aim("Defender")}
		if !tc.ok {
			refuse(t, s, in, "Defender is 10 hexes away, beyond the 9 of (a) Guns (4.1.3)")
			continue
		}
		_, ev := fireAt(t, s, 1)
		if r := roll(t, ev, EvToHit, 0); modSum(r) != tc.mod || r.Need != 4 {
			t.Errorf("%d hexes: %v, want %+d on the 4+", tc.dist, r, tc.mod)
		}
	}
}

// 4.2.1 where the need reaches the die's top and passes it: at long range
// a 5+ battery needs 6, so a 6 hits and a 5 does not; a 6+ battery needs 7,
// where one 6 alone is no hit and two unmodified 6s are one.
func TestRule_4_2_1_SixNeededThenSeven(t *testing.T) {
	cls := []ClassFile{gunboat("Five", 2, 9, 5, 1, 1, 1), gunboat("Six", 2, 9, 6, 1, 1, 1), target("Hulk", 5)}
	for _, tc := range []struct {
		gun   string
		faces []int
		need  int
		hits  int
	}{{"Five", []int{6, 5}, 6, 1}, {"Six", []int{6, 5}, 7, 0}, {"Six", []int{6, 6}, 7, 1}} {
		_, ev := fireAt(t, duel(t, cls, tc.gun, "Hulk", 8), append(tc.faces, 1, 1)...)
		r := roll(t, ev, EvToHit, 0)
		if need := r.Need - modSum(r); need != tc.need || r.Total != tc.hits {
			t.Errorf("%s with %v: needs %d, %d hits; want %d+ and %d\n%s", tc.gun, tc.faces, need, r.Total, tc.need, tc.hits, eventsText(ev))
		}
	}
}

// 4.3.1 with 4.2.2: an explosion's End Phase dice must exceed the shields
// of the ship inside, as any penetration die: against shields 3 a 2 and a
// 3 are stopped and a 4 gets through, one damage die.
func TestRule_4_3_1_ExplosionDiceMustExceedTheShields(t *testing.T) {
	cls := []ClassFile{target("Hulk", 3)}
	s := battleOf(t, cls, "Red:A:Hulk:1502:S", "Blue:H:Hulk:1510:N")
	s.craft = nil
	s.booms = []explosion{{pos: at("1510"), strength: 3}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s = s.withDice(2, 3, 4, 1)
	s, ev := toEndOfTurn(t, s)
	r := roll(t, ev, EvShield, 0)
	if !strings.Contains(r.Purpose, "explosion of strength 3 against H") || r.Need != 3 || r.Total != 1 {
		t.Fatalf("explosion roll: %v\n%s", r, eventsText(ev))
	}
	if d := roll(t, ev, EvDamage, 0); len(d.Dice) != 1 || hullMarks(&s.ships[1], boxHit) != 1 {
		t.Fatalf("damage %v, H's hull %v\n%s", d, s.ships[1].hullBoxes(), eventsText(ev))
	}
}

// 4.1.2: a weapon whose arcs miss the target is refused in a sentence that
// agrees with the target and names the arcs in words. The play-tester read
// "(a) weapon 4 covers EF but the fighters in 2106 lies in DF".
func TestRule_4_1_2_ArcRefusalWords(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1510:N")
	s.craft = []craft{{id: flight("B/F1"), side: 1, pos: at("1507"), n: 6}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	refuse(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("fighters@1507"), Mounts: []int{3}},
		"(a) weapon 4 covers arcs E and F, but the fighters in 1507 are in arcs A and B (4.1.2)")
	refuse(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("B"), Mounts: []int{3}},
		"(a) weapon 4 covers arcs E and F, but B is in arcs A and B (4.1.2)")
}
