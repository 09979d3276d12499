package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The places of the rulebook where a quick reading goes wrong, each pinned
// by a test named after its section (the audit of docs/rules/starmada.md).

// 2.1.1: fleets are even while they differ by at most a tenth of the
// smaller total: exactly a tenth is still even, one point more is not.
func TestRule_2_1_1_TenPercentIsInclusive(t *testing.T) {
	for _, tc := range []struct {
		a, b int
		even bool
	}{{1100, 1000, true}, {1101, 1000, false}, {1000, 1100, true}, {988, 1024, true}, {1000, 1000, true}} {
		if got := CheckBalance(tc.a, tc.b); got.Even != tc.even {
			t.Errorf("%d against %d: %+v, want even %v", tc.a, tc.b, got, tc.even)
		}
	}
}

// 3.2.1: a ship may open with a maneuver only if its last move of the
// previous Movement Phase was forward: not after ending on a turn or
// sideslip, nor after standing still. B needs no forward move before it
// and none after it (read: it may open any orders, and a ship that ended
// on a B may open with any maneuver).
func TestRule_3_2_1_OpeningManeuver(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	for _, tc := range []struct {
		last   lastMove
		orders string
		ok     bool
	}{
		{lastForward, "P2", true}, {lastForward, "L1", true},
		{lastManeuver, "P2", false}, {lastManeuver, "R1", false}, {lastManeuver, "1P", true}, {lastManeuver, "B", true},
		{lastNone, "S1", false}, {lastNone, "BP1", true}, {lastNone, "@SE", true}, {lastNone, "0", true},
		{lastBack, "P2", true},
	} {
		s.ships[0].last = tc.last
		err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: tc.orders})
		if (err == nil) != tc.ok {
			t.Errorf("last %d, orders %q: %v, want ok %v", tc.last, tc.orders, err, tc.ok)
		}
	}
	// Standing still or turning for free is no forward move: the next
	// turn may not open with a maneuver.
	for _, o := range []string{"0", "@SE", "2P", "1B"} {
		want := map[string]lastMove{"0": lastNone, "@SE": lastNone, "2P": lastManeuver, "1B": lastBack}[o]
		p, _ := ParseOrders(o)
		if p.last() != want {
			t.Errorf("%q ends with %d, want %d", o, p.last(), want)
		}
	}
}

// 3.2.2 and 1.4: a ship whose engine boxes are all filled is dead in
// space, yet may still turn to face any direction at no cost.
func TestRule_3_2_2_FreeTurnWithoutMPs(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	for k := range s.ships[0].engineBoxes() {
		s.ships[0].engineBoxes()[k] = boxHit
	}
	if s.ships[0].mp() != 0 {
		t.Fatalf("MPs %d", s.ships[0].mp())
	}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "@NE"})
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "1"}, "costs 1 MP but A has 0")
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if a := s.ships[0]; a.pos != at("1505") || a.facing != hex.NE {
		t.Fatalf("A at %s facing %s", HexLabel(a.pos), a.facing)
	}
}

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

// 5.1.2: the winner of the initiative roll chooses the first flight
// (friend or foe), then the loser chooses, and so on; when one side has
// no flight left to move, the other moves the rest.
func TestRule_5_1_2_ChoiceAlternates(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.craft = []craft{
		{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 6},
		{id: flight("B/F1"), side: 1, pos: at("1515"), n: 6}, {id: flight("B/F2"), side: 1, pos: at("1515"), n: 6},
	}
	s.phase = phOrders
	s = s.withDice(6, 1) // Red wins the initiative
	s.startFighters(nil)
	if s.chooser != 0 {
		t.Fatalf("chooser %d", s.chooser)
	}
	// Red makes a Blue flight act first; then Blue, the loser, chooses.
	s, _ = apply(t, s, Pick{By: 0, Craft: flight("B/F1")})
	s, _ = apply(t, s, Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 14})
	if s.chooser != 1 {
		t.Fatalf("after the first flight: chooser %d", s.chooser)
	}
	s, _ = apply(t, s, Fly{By: 1, Craft: flight("B/F2"), Col: 15, Row: 14})
	// Blue has nothing left: Red moves both of its flights.
	if s.chooser != 0 {
		t.Fatalf("after Blue's last flight: chooser %d", s.chooser)
	}
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 6})
	if s.phase != phFighters || s.chooser != 0 {
		t.Fatalf("after A/F1: phase %d, chooser %d", s.phase, s.chooser)
	}
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F2"), Col: 15, Row: 6})
	if s.phase == phFighters {
		t.Fatal("the Fighter Phase goes on after every flight acted")
	}
}

// 5.1.2 and 5.3: fighters' damage is applied at once: a shield hit scored
// by one flight halves to a lower value for the next flight's attack.
func TestRule_5_3_FighterDamageIsImmediate(t *testing.T) {
	cls := []ClassFile{target("Hulk", 3)}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:H:Hulk:1507:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 6}}
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	// F1: one hit, 3 beats half of 3 (2), damage 3 is a shield hit.
	s = s.withDice(5, 2, 2, 2, 2, 2, 3, 3, 5, 2, 2, 2, 2, 2, 2, 1)
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")})
	if s.ships[1].shieldRating() != 2 {
		t.Fatalf("shields %d after F1", s.ships[1].shieldRating())
	}
	_, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F2"), Col: c, Row: r, Target: aim("H")})
	if sr := roll(t, ev, EvShield, 0); sr.Need != 1 {
		t.Fatalf("F2's shield roll: %v", sr)
	}
}

// 5.3.1: half the shields, rounded up: 0 stays 0, 1 is 1, 5 is 3.
func TestRule_5_3_1_HalfShieldsRoundUp(t *testing.T) {
	for shields, want := range map[int]int{0: 0, 1: 1, 2: 1, 4: 2, 5: 3} {
		cls := []ClassFile{target("Hulk", shields)}
		s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:H:Hulk:1507:N")
		s.phase, s.chooser, s.picked = phFighters, 0, -1
		s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
		c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
		s = s.withDice(5, 1, 6)
		_, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")})
		if sr := roll(t, ev, EvShield, 0); sr.Need != want {
			t.Errorf("shields %d: %v, want %d", shields, sr, want)
		}
	}
}

// 5.2.1 and 5.3: a flight may not attack a ship in its own hex, but it
// may attack enemy fighters there.
func TestRule_5_2_1_OwnHex(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1510:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}, {id: flight("B/F1"), side: 1, pos: at("1510"), n: 6}}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("B")}, "adjacent hex")
	if err := s.Check(Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1510")}); err != nil {
		t.Fatal(err)
	}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 16, Target: aim("B")}, "cannot reach")
}

// 5.3.3: against fighters the band is one worse (short counts as medium,
// medium as long, long cannot be attacked); every hit kills a fighter,
// with no shield or damage roll; Must Re-Roll Penetration and No Hull
// Damage weapons cannot harm them.
func TestRule_5_3_3_ShipsAgainstFighters(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0),
		gunboat("Must", 1, 9, 4, 1, 1, 1, "Must Re-Roll Penetration Dice"), gunboat("Soft", 1, 9, 4, 1, 1, 1, "No Hull Damage")}
	for _, tc := range []struct {
		dist int
		mod  int
		err  string
	}{{2, 0, ""}, {5, -1, ""}, {8, 0, "fighters cannot be attacked at long range"}} {
		s := duel(t, cls, "Gun", "Hulk", 12)
		h := hex.FromOffset(15, 2+tc.dist)
		s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
		in := Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)}
		if tc.err != "" {
			refuse(t, s, in, tc.err)
			continue
		}
		s = s.withDice(5)
		s, _ = apply(t, s, in)
		n, ev := apply(t, s, Fire{By: 0})
		r := roll(t, ev, EvToHit, 0)
		sum := 0
		for _, m := range r.Mods {
			sum += m.Value
		}
		if sum != tc.mod || r.Total != 1 {
			t.Errorf("at %d hexes: %v, want modifier %+d", tc.dist, r, tc.mod)
		}
		// The roll says why its band is not the distance's.
		if !strings.Contains(r.Purpose, "a band further against fighters (5.3.3)") {
			t.Errorf("at %d hexes the roll does not say the band is shifted: %q", tc.dist, r.Purpose)
		}
		for _, e := range ev {
			if e.Kind == EvShield {
				t.Errorf("a shield roll against fighters: %v", e)
			}
		}
		left := 0
		for _, c := range n.craft {
			left += c.n
		}
		if left != 5 {
			t.Errorf("at %d hexes: %d fighters left", tc.dist, left)
		}
	}
	for _, cl := range []string{"Must", "Soft"} {
		s := duel(t, cls, cl, "Hulk", 12)
		h := hex.FromOffset(15, 4)
		s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
		refuse(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)}, "cannot harm fighters")
	}
}

// B.9 with B.8: the shield roll is still made for the multiplier, against
// shields counted as 0 (they are ignored): a 3 is DMG ×3.
func TestRule_B_9_WithIgnoresShields(t *testing.T) {
	cls := []ClassFile{gunboat("Inc", 1, 9, 2, 1, 1, 1, "Increased DMG", "Ignores Shields"), target("Hulk", 4)}
	_, ev := fireAt(t, duel(t, cls, "Inc", "Hulk", 2), 4, 3, 2, 2, 2)
	if r := roll(t, ev, EvShield, 0); r.Total != 1 || len(r.Dice) != 1 {
		t.Fatalf("%v", r)
	}
	if d := roll(t, ev, EvDamage, 0); len(d.Dice) != 3 {
		t.Fatalf("%v", d)
	}
}

// B.3: the re-roll of Double Systems Damage never makes a hull hit: a
// systems entry that can no longer apply is ignored, not turned into a
// hull hit, and Extra Hull Damage adds its hull hit once per die.
func TestRule_B_3_ReRollNeverHitsTheHull(t *testing.T) {
	cls := []ClassFile{gunboat("Dbl", 1, 9, 2, 1, 1, 1, "Double Systems Damage", "Extra Hull Damage")}
	s := duel(t, cls, "Dbl", "Admirable", 2)
	copy(s.ships[1].shieldBoxes(), []mark{boxHit, boxHit, boxHit})
	// With one damageable item left, Q (5) takes it; the re-roll, Q again,
	// finds nothing and is ignored.
	s.ships[1].equipBoxes()[0] = boxHit
	n, ev := fireAt(t, s, 4, 6, 5, 5)
	if hullMarks(&n.ships[1], boxHit) != 1 {
		t.Fatalf("hull hits %d (want the one of B.6)\n%s", hullMarks(&n.ships[1], boxHit), eventsText(ev))
	}
}

// B.22: against shields 0 a Shield-Resonant weapon rolls its own PEN.
func TestRule_B_22_ZeroShields(t *testing.T) {
	cls := []ClassFile{gunboat("Res", 1, 9, 2, 1, 2, 1, "Shield-Resonant"), target("Hulk", 0)}
	_, ev := fireAt(t, duel(t, cls, "Res", "Hulk", 2), 4, 1, 1, 1, 1)
	if r := roll(t, ev, EvShield, 0); len(r.Dice) != 2 {
		t.Fatalf("%v", r)
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

// 2.3: the battle lasts its turns; it stops sooner only when neither side
// can score any more. A side whose ships are all gone or crippled still
// scores with its fighters, its continuing damage dice and the explosions
// the enemy sits in, so the battle goes on while it has any of them.
func TestRule_2_3_PlayOnWhileASideCanStillScore(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	for k := range s.ships[0].hullBoxes() {
		s.ships[0].hullBoxes()[k] = boxCrew
	}
	s.ships[0].scored, s.vp[1] = true, s.ships[0].class.CR
	s.turn = 3
	for _, tc := range []struct {
		name  string
		setup func(n *State)
		over  bool
	}{
		{"Red's fighters", func(n *State) { n.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}} }, false},
		{"Blue's fighters only", func(n *State) { n.craft = []craft{{id: flight("B/F1"), side: 1, pos: at("1515"), n: 6}} }, true},
		{"continuing dice on B", func(n *State) { n.craft, n.ships[1].cont = nil, 1 }, false},
		{"B in an explosion", func(n *State) { n.craft, n.booms = nil, []explosion{{pos: at("1515"), strength: 1}} }, false},
		{"nothing left", func(n *State) { n.craft = nil }, true},
	} {
		n := s.clone()
		tc.setup(n)
		n.nextTurn(nil)
		if got := n.phase == phOver; got != tc.over {
			t.Errorf("%s: over %v, want %v (turn %d)", tc.name, got, tc.over, n.turn)
		}
		if tc.over && !strings.Contains(n.outcome.Reason, "in turn 3, with no ship of one side left to fight") {
			t.Errorf("%s: %q", tc.name, n.outcome.Reason)
		}
	}
	// The last turn ends the battle whatever is left.
	n := s.clone()
	n.turn = n.rules.turns
	n.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}}
	n.nextTurn(nil)
	if n.phase != phOver || !strings.Contains(n.outcome.Reason, "after turn 10") {
		t.Fatalf("last turn: %+v", n.outcome)
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
// the explosion it sat in) keeps its strength through that End Phase and
// weakens from the next one; the old counter at strength 1 goes.
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
	if len(n.booms) != 1 || n.booms[0].strength != 3 || n.booms[0].fresh {
		t.Fatalf("explosions %+v\n%s", n.booms, eventsText(ev))
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

// Section 5 (interpretation): fighters attack a ship at 5+ whatever its
// ECM or the explosion it sits in; a battle satellite, firing a starship
// weapon, takes both modifiers.
func TestRule_5_3_1_FightersIgnoreECMAndExplosions(t *testing.T) {
	def := target("Hulk", 0)
	def.Equipment = []string{"Electronic Countermeasures"}
	s := battleOf(t, []ClassFile{def}, "Red:A:Admirable:1505:S", "Blue:H:Hulk:1507:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.booms = []explosion{{pos: at("1507"), strength: 2}}
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	n := s.withDice(5, 1, 2)
	_, ev := apply(t, n, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")})
	if h := roll(t, ev, EvToHit, 0); h.Total != 1 || len(h.Mods) != 0 {
		t.Fatalf("fighters: %v", h)
	}
	// A satellite 6 hexes away (medium range of 12): ECM −1, explosion −2;
	// a 5 against 3+ is a miss.
	s.craft = []craft{{id: CraftID{Carrier: "A", Satellite: true, N: 1}, side: 0, sat: true, pos: at("1501"), n: 1}}
	n = s.withDice(5)
	_, ev = apply(t, n, Fly{By: 0, Craft: CraftID{Carrier: "A", Satellite: true, N: 1}, Col: 15, Row: 1, Target: aim("H")})
	h := roll(t, ev, EvToHit, 0)
	sum := 0
	for _, m := range h.Mods {
		sum += m.Value
	}
	if sum != -3 || h.Total != 0 {
		t.Fatalf("satellite: %v", h)
	}
}

// 5.3.3 with B.18: the band one worse decides the range-based multiplier
// too: at short range a Range-Based ROF weapon rolls ×2 against fighters.
func TestRule_5_3_3_RangeBasedAgainstFighters(t *testing.T) {
	cls := []ClassFile{gunboat("RROF", 1, 9, 2, 1, 1, 1, "Range-Based ROF"), target("Hulk", 0)}
	s := duel(t, cls, "RROF", "Hulk", 12)
	h := hex.FromOffset(15, 4)
	s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
	s = s.withDice(1, 1, 1)
	s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
	_, ev := apply(t, s, Fire{By: 0})
	if r := roll(t, ev, EvToHit, 0); len(r.Dice) != 2 {
		t.Fatalf("%v", r)
	}
}

// 4.3.2 with C.1 (interpretation): a crippled ship's anti-fighter
// batteries still cost an attacking flight a fighter on each 1; 4.3.2
// only stops the ship moving and attacking.
func TestRule_4_3_2_CrippledShipKeepsItsAFB(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1507:N")
	for k := range s.ships[1].hullBoxes() {
		s.ships[1].hullBoxes()[k] = boxCrew
	}
	s.ships[1].scored = true
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}}
	s = s.withDice(1, 2)
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	n, _ := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("B")})
	if n.craft[0].n != 1 {
		t.Fatalf("%+v", n.craft)
	}
}

// 3.2.1 and 3.2.2: P and S cost 1 MP, L, R and B cost 2, forward 1 a hex.
func TestRule_3_2_2_ManeuverCosts(t *testing.T) {
	for o, want := range map[string]int{"P": 1, "S": 1, "L": 2, "R": 2, "B": 2, "1L1": 4, "PBP": 4, "BBB": 6, "3P2": 6, "2R1S1": 7, "0": 0, "@SW": 0} {
		p, err := ParseOrders(o)
		if err != nil || p.Cost() != want {
			t.Errorf("%q: cost %d, %v; want %d", o, p.Cost(), err, want)
		}
	}
}
