package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// 5.0 Fighters: flights, initiative, their attacks and the ships' fire at
// them, one test for each place a quick reading goes wrong, dice forced and
// named after the rulebook's section.

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
		// The odds give the distance's band and the one the roll counts
		// as, for the sheet's words.
		if o, err := s.FireOdds(in); err != nil || o.RangeBand != o.Band-1 || o.RangeBand != (&Battery{Range: 9}).BandAt(tc.dist) {
			t.Errorf("at %d hexes the odds' bands are %v and %v (%v)", tc.dist, o.RangeBand, o.Band, err)
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
		if want := map[int]string{2: "(short range, counted as medium against fighters (5.3.3))", 5: "(medium range, counted as long against fighters (5.3.3))"}[tc.dist]; !strings.Contains(r.Purpose, want) {
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

// Section 5 with 4.2.1 (interpretation): fighters attack a ship at 5+
// whatever its ECM (the ECM entry is lost; 4.2.1's example is a weapon's
// fire); a battle satellite, firing a starship weapon, takes ECM and the
// explosion both.
func TestRule_5_3_1_FightersIgnoreECM(t *testing.T) {
	def := target("Hulk", 0)
	def.Equipment = []string{"Electronic Countermeasures"}
	s := battleOf(t, []ClassFile{def}, "Red:A:Admirable:1505:S", "Blue:H:Hulk:1507:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	n := s.withDice(5, 1, 2)
	_, ev := apply(t, n, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")})
	if h := roll(t, ev, EvToHit, 0); h.Total != 1 || len(h.Mods) != 0 {
		t.Fatalf("fighters: %v", h)
	}
	s.booms = []explosion{{pos: at("1507"), strength: 2}}
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

// 4.3.1 with 5.3.1 (rules 4): an attack into or out of an explosion takes
// the explosion's strength off its dice, a fighter flight's attack on a
// ship too, since 5.3.1 gives it a To-Hit number (5+) like a battery's:
// into a strength-1 explosion a 5 misses and a 6 hits; out of a strength-2
// one 7 is needed and every two unmodified 6s make one hit (4.2.1); a 1
// alone costs a fighter against AFB, not a 2 that the modifier takes below
// 1 (C.1). A dogfight keeps its faces (5.3.2: what the die comes up).
// Rules 1–3 let fighters ignore explosions.
func TestRule_4_3_1_FightersAttackIntoAndOutOfAnExplosion(t *testing.T) {
	def := target("Hulk", 0)
	def.Equipment = []string{"Anti-Fighter Batteries"}
	base := battleOf(t, []ClassFile{def}, "Red:A:Admirable:1505:S", "Blue:H:Hulk:1507:N")
	base.phase, base.chooser, base.picked = phFighters, 0, -1
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N)) // 1506, beside H
	fly := Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")}

	// Into a strength-1 explosion: 6+ needed.
	s := base.clone()
	s.booms = []explosion{{pos: at("1507"), strength: 1}}
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 3}}
	n, ev := apply(t, s.withDice(5, 6, 2, 1, 2), fly)
	h := roll(t, ev, EvToHit, 0)
	if h.Total != 1 || len(h.Mods) != 1 || h.Mods[0].Value != -1 {
		t.Fatalf("into strength 1: %v\n%s", h, eventsText(ev))
	}
	if !strings.Contains(h.Result, "modified: 4 5 1") || !strings.Contains(h.Result, "0 lost") {
		t.Fatalf("into strength 1, the modified faces and AFB: %q", h.Result)
	}
	if k := n.craftIndex(flight("A/F1")); n.craft[k].n != 3 {
		t.Fatalf("a 2 modified to 1 cost a fighter: %d left", n.craft[k].n)
	}

	// Out of a strength-2 explosion (the flight's new hex): 7+ needed, two
	// 6s a hit: 6 6 6 give one hit, the 1 costs a fighter against AFB.
	s = base.clone()
	s.booms = []explosion{{pos: at("1506"), strength: 2}}
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 4}}
	n, ev = apply(t, s.withDice(6, 6, 6, 1, 2, 2), fly)
	h = roll(t, ev, EvToHit, 0)
	if h.Total != 1 || len(h.Mods) != 1 || h.Mods[0].Value != -2 || !strings.Contains(h.Result, "7+ needed") {
		t.Fatalf("out of strength 2: %v\n%s", h, eventsText(ev))
	}
	if k := n.craftIndex(flight("A/F1")); n.craft[k].n != 3 {
		t.Fatalf("the 1 against AFB: %d left", n.craft[k].n)
	}

	// Both ends: strengths add (−3, 8+): six dice of 6 make two hits.
	s = base.clone()
	s.booms = []explosion{{pos: at("1506"), strength: 1}, {pos: at("1507"), strength: 2}}
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
	_, ev = apply(t, s.withDice(6, 6, 6, 6, 6, 6, 2, 2, 2, 2), fly)
	if h = roll(t, ev, EvToHit, 0); h.Total != 2 {
		t.Fatalf("both ends: %v\n%s", h, eventsText(ev))
	}

	// A dogfight in an explosion: 5 and 6 still destroy, as 5.3.2 gives
	// the faces.
	s = base.clone()
	s.booms = []explosion{{pos: at("1506"), strength: 2}}
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2},
		{id: flight("H/F1"), side: 1, pos: at("1506"), n: 6}}
	_, ev = apply(t, s.withDice(5, 6), Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: FightersTarget(at("1506"))})
	if h = roll(t, ev, EvToHit, 0); h.Total != 2 || len(h.Mods) != 0 {
		t.Fatalf("dogfight: %v\n%s", h, eventsText(ev))
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

// 5.1 with 3.3.2: a flight is its own piece, used by its side; when its
// carrier leaves the board the flight stays in play, flies and attacks,
// and the side can still score with it.
func TestRule_5_1_FlightsOutliveTheirCarrier(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Admirable:1500:N", "Blue:H:Hulk:1510:N")
	if len(s.craft) != 1 || s.craft[0].id != flight("A/F1") {
		t.Fatalf("craft %+v", s.craft)
	}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "1"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if s.ships[0].status != offBoard || s.vp[1] != 438 {
		t.Fatalf("A %v, VPs %v\n%s", s.ships[0].statusText(), s.vp, eventsText(ev))
	}
	if s.phase != phFighters || s.chooser != 0 || len(s.craft) != 1 {
		t.Fatalf("phase %d, chooser %d, craft %+v", s.phase, s.chooser, s.craft)
	}
	if !s.canScore(0) {
		t.Fatal("Red, with a flight on the board, cannot score")
	}
	// Six dice: two hits (5, 5); against shields 0 both penetrate; two
	// damage dice of 6 are two hull hits.
	s = s.withDice(5, 5, 2, 2, 2, 2, 3, 3, 6, 6)
	s, ev = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 9, Target: aim("H")})
	if h := hullMarks(&s.ships[1], boxHit); h != 2 {
		t.Fatalf("H takes %d hull hits, want 2\n%s", h, eventsText(ev))
	}
}

// 5.1.2 with 4.3.1: a ship fighters destroy is gone at once: its
// explosion is on the board and its VPs scored before the next flight
// acts, so in the Combat Phase the explosion blocks the line through its
// hex.
func TestRule_5_1_2_DestroyedByFightersExplodesAtOnce(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 12, 4, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Gun:1502:S", "Blue:H:Hulk:1508:N", "Blue:K:Hulk:1511:N")
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
	// One hit (5), through shields 0 (3), a damage die of 6: H's last
	// hull box. Then the first fire's roll-off: Red 6, Blue 1.
	s = s.withDice(5, 2, 2, 2, 2, 2, 3, 6, 6, 1)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("H")})
	if s.ships[1].status != destroyed || s.vp[0] != s.ships[1].class.CR {
		t.Fatalf("H %s, VPs %v\n%s", s.ships[1].statusText(), s.vp, eventsText(ev))
	}
	if len(s.booms) != 1 || s.booms[0].pos != at("1508") || s.booms[0].strength != 3 {
		t.Fatalf("explosions %+v", s.booms)
	}
	// K, 9 hexes away in range, is A's only target; the explosion between
	// leaves A nothing to fire at.
	if s.Clear(s.ships[0].pos, s.ships[2].pos) || !strings.Contains(eventsText(ev), "Red has nothing to fire at") {
		t.Fatalf("the explosion does not block A's line to K\n%s", eventsText(ev))
	}
	if s.booms = nil; !s.Clear(s.ships[0].pos, s.ships[2].pos) {
		t.Fatal("A has no line to K even without the explosion")
	}
}

// 5.1.2: the initiative roll is made only when both sides have flights;
// a side alone with flights rolls nothing and moves them all. When both
// roll, the loser's turn to choose comes after the winner's first flight,
// and the loser may make one of the winner's flights act next.
func TestRule_5_1_2_InitiativeOnlyWhenBothHaveFlights(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
	s.phase = phOrders
	s = s.withDice(1, 6)
	ev := s.startFighters(nil)
	for _, e := range ev {
		if e.Kind == EvInitiative {
			t.Fatalf("an initiative roll with flights on one side only: %s", e.String())
		}
	}
	if s.phase != phFighters || s.chooser != 0 || s.initiative != engine.NoPlayer {
		t.Fatalf("phase %d, chooser %d, initiative %d", s.phase, s.chooser, s.initiative)
	}
	// Both sides: Blue wins (1 against 6) and flies its own flight first;
	// then Red, the loser, makes Blue's second flight act.
	s = battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.craft = []craft{
		{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6},
		{id: flight("B/F1"), side: 1, pos: at("1515"), n: 6}, {id: flight("B/F2"), side: 1, pos: at("1515"), n: 6},
	}
	s.phase = phOrders
	s = s.withDice(1, 6)
	s.startFighters(nil)
	if s.initiative != 1 || s.chooser != 1 {
		t.Fatalf("initiative %d, chooser %d", s.initiative, s.chooser)
	}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 6}, "not your turn")
	s, _ = apply(t, s, Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 14})
	if s.chooser != 0 {
		t.Fatalf("after the winner's first flight the chooser is %d", s.chooser)
	}
	s, _ = apply(t, s, Pick{By: 0, Craft: flight("B/F2")})
	refuse(t, s, Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 13}, "picked B/F2 to act next")
	s, _ = apply(t, s, Fly{By: 1, Craft: flight("B/F2"), Col: 15, Row: 14})
	if s.chooser != 0 {
		t.Fatalf("Blue has no flight left, yet the chooser is %d", s.chooser)
	}
}

// 5.3.3 with 4.3.1: a ship firing at fighters inside an explosion takes
// the explosion's strength off its dice, besides the shifted band.
func TestRule_5_3_3_FightersInsideAnExplosion(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 3, 4, 1, 1, 1)}
	s := battleOf(t, cls, "Red:A:Gun:1502:S", "Blue:B:Admirable:1519:N")
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s.craft = []craft{{id: flight("B/F1"), side: 1, pos: at("1503"), n: 6}}
	s.booms = []explosion{{pos: at("1503"), strength: 2}}
	s = s.withDice(5)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("fighters@1503")})
	s, ev := apply(t, s, Fire{By: 0})
	r := roll(t, ev, EvToHit, 0)
	sum := 0
	for _, m := range r.Mods {
		sum += m.Value
	}
	// Short range is medium against fighters (0); the explosion −2: 5 is 3, a miss.
	if sum != -2 || r.Total != 0 || s.craft[0].n != 6 {
		t.Fatalf("modifiers %+d, %d hits, %d fighters left\n%s", sum, r.Total, s.craft[0].n, eventsText(ev))
	}
}

// 5.3 with 4.3: fighters' damage is applied at once, unlike the Combat
// Phase's: a weapon a flight destroys in the Fighter Phase cannot fire in
// the Combat Phase that follows.
func TestRule_5_3_WeaponLostToFightersDoesNotFire(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1)}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:G:Gun:1510:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	// One fighter: 5 hits, 6 beats shields 0, the damage die reads (a).
	s = s.withDice(5, 6, chartFace(t, &s.ships[1], "a"))
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 9, Target: aim("G")})
	if s.phase != phCombat || len(s.ships[1].working(0)) != 0 {
		t.Fatalf("phase %d, G's working guns %v\n%s", s.phase, s.ships[1].working(0), eventsText(ev))
	}
	if err := s.Check(Target{By: 1, Ship: "G", Battery: "a", Target: aim("A")}); err == nil {
		t.Fatal("G fires the gun the fighters destroyed")
	}
}

// 5.1.2 and 5.3.2: a flight destroyed before its turn to act never acts,
// and a side left without flights lets the other move the rest; a flight
// reduced before it acts rolls a die for each fighter left.
func TestRule_5_1_2_FlightsHitBeforeTheyAct(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1510"), n: 6}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 6},
		{id: flight("B/F1"), side: 1, pos: at("1511"), n: 2}}
	// Red wins the initiative (6 to 2); A/F1's 5 and 6 kill both of B/F1.
	s = s.withDice(6, 2, 5, 6, 2, 2, 2, 2)
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1511")})
	if len(s.craft) != 2 || s.phase != phFighters || s.chooser != 0 {
		t.Fatalf("craft %+v, phase %d, chooser %d\n%s", s.craft, s.phase, s.chooser, eventsText(ev))
	}

	s = battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1510"), n: 6}, {id: flight("B/F1"), side: 1, pos: at("1511"), n: 6}}
	s = s.withDice(6, 2, 5, 6, 5, 2, 2, 2, 2, 2, 2)
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1511")})
	_, ev = apply(t, s, Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 11, Target: aim("fighters@1510")})
	if r := roll(t, ev, EvToHit, 0); len(r.Dice) != 3 {
		t.Fatalf("B/F1, three fighters left, rolls %v", r)
	}
}

// 5.1 and 5.2: a flight is a piece of its own once on the board: it does
// not go where its carrier moves.
func TestRule_5_2_FlightsDoNotFollowTheirCarrier(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1510:N", "Blue:B:Admirable:0519:N")
	s.craft = s.craft[:1]
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "3"})
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if s.craft[0].pos != at("1510") || s.ships[0].pos != at("1507") {
		t.Fatalf("flight in %s, carrier in %s", HexLabel(s.craft[0].pos), HexLabel(s.ships[0].pos))
	}
}

// 5.3.1 with C.1: each 1 against AFB costs a fighter, and the flight's
// other dice still hit with the fighters it had when it rolled.
func TestRule_C_1_OnesCostFightersTheRestStillHit(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1510:N")
	s.phase, s.chooser, s.picked = phFighters, 1, -1
	s.craft = []craft{{id: flight("B/F1"), side: 1, pos: at("1510"), n: 3}}
	s = s.withDice(1, 5, 5, 1, 1)
	n, ev := apply(t, s, Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 6, Target: aim("A")})
	if th := roll(t, ev, EvToHit, 0); th.Total != 2 || len(th.Dice) != 3 || n.craft[0].n != 2 {
		t.Fatalf("%v, %d fighters left\n%s", th, n.craft[0].n, eventsText(ev))
	}
}

// 5.3.3 at the bands' edges: a range-9 battery's bands are 1–3, 4–6 and
// 7–9, so against fighters 3 hexes is still medium (no modifier), 4 is
// already long (−1) and 7 is out of reach.
func TestRule_5_3_3_BandEdges(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	for _, tc := range []struct {
		dist, mod int
		ok        bool
	}{{1, 0, true}, {3, 0, true}, {4, -1, true}, {6, -1, true}, {7, 0, false}, {9, 0, false}} {
		s := duel(t, cls, "Gun", "Hulk", 12)
		h := hex.FromOffset(15, 2+tc.dist)
		s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
		in := Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)}
		if !tc.ok {
			refuse(t, s, in, "fighters cannot be attacked at long range")
			continue
		}
		s, _ = apply(t, s.withDice(5), in)
		_, ev := apply(t, s, Fire{By: 0})
		r := roll(t, ev, EvToHit, 0)
		sum := 0
		for _, m := range r.Mods {
			sum += m.Value
		}
		if sum != tc.mod {
			t.Errorf("%d hexes: %v, want %+d", tc.dist, r, tc.mod)
		}
	}
}

// FlightOdds tells, before the roll, what 5.3.1, 5.3.2 and C.5 will roll,
// and the roll agrees: out of a strength-2 explosion a flight of four
// needs 7+ (two unmodified 6s a hit, 4.2.1) against shields 3 halved to 2,
// and the ship's AFB cost a fighter for each 1; a dogfight needs 5–6 with
// no modifier; a satellite 6 hexes away (medium range of 12) at 3+ less the
// ECM and the explosion; a move that cannot be made has no odds.
func TestRule_5_3_1_FlightOddsBeforeTheRoll(t *testing.T) {
	def := target("Hulk", 3)
	def.Equipment = []string{"Anti-Fighter Batteries", "Electronic Countermeasures"}
	base := battleOf(t, []ClassFile{def}, "Red:A:Admirable:1505:S", "Blue:H:Hulk:1507:N")
	base.phase, base.chooser, base.picked = phFighters, 0, -1
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N)) // 1506, beside H
	fly := Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")}

	s := base.clone()
	s.booms = []explosion{{pos: at("1506"), strength: 2}}
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 4}}
	o, err := s.FlightOdds(fly)
	if err != nil {
		t.Fatal(err)
	}
	if o.Dice != 4 || o.ToHit != 5 || o.Need != 7 || o.Sixes != 2 || len(o.Mods) != 1 || o.Mods[0].Value != -2 ||
		o.Shields != 2 || !o.Halved || !o.AFB || o.Dogfight {
		t.Fatalf("out of strength 2: %+v", o)
	}
	_, ev := apply(t, s.withDice(6, 6, 6, 1, 3), fly)
	if h := roll(t, ev, EvToHit, 0); h.Total != 1 || len(h.Dice) != o.Dice {
		t.Fatalf("the roll: %v", h)
	}
	if sh := roll(t, ev, EvShield, 0); sh.Need != o.Shields || sh.Total != 1 {
		t.Fatalf("the shield roll: %v", sh)
	}

	// A dogfight: five dice of 5–6, no modifier, no shields.
	s = base.clone()
	s.booms = []explosion{{pos: at("1506"), strength: 2}}
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 5}, {id: flight("H/F1"), side: 1, pos: at("1506"), n: 6}}
	o, err = s.FlightOdds(Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: FightersTarget(at("1506"))})
	if err != nil || !o.Dogfight || o.Dice != 5 || o.Need != 5 || len(o.Mods) != 0 || o.Shields != -1 || o.AFB {
		t.Fatalf("dogfight: %+v, %v", o, err)
	}

	// A satellite: medium range (no band modifier), ECM −1, the target's
	// explosion −2: 3+ becomes 6+; shields 3 whole; a satellite's 1 costs
	// nothing against AFB (C.1 speaks of fighter flights).
	s = base.clone()
	s.booms = []explosion{{pos: at("1507"), strength: 2}}
	sat := CraftID{Carrier: "A", Satellite: true, N: 1}
	s.craft = []craft{{id: sat, side: 0, sat: true, pos: at("1501"), n: 1}}
	o, err = s.FlightOdds(Fly{By: 0, Craft: sat, Col: 15, Row: 1, Target: aim("H")})
	if err != nil || o.Dice != 1 || o.ToHit != 3 || o.Need != 6 || o.Band != Medium || o.Shields != 3 || o.Halved || o.AFB {
		t.Fatalf("satellite: %+v, %v", o, err)
	}

	// No target, or a move out of reach: no odds, and the reason.
	if _, err = base.FlightOdds(Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r}); err == nil {
		t.Error("a move without a target has odds")
	}
	s = base.clone()
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 4}}
	if _, err = s.FlightOdds(Fly{By: 0, Craft: flight("A/F1"), Col: 29, Row: 19, Target: aim("H")}); err == nil {
		t.Error("a move beyond ten hexes has odds")
	}
}

// 5.3: a shield that fighters take is gone for the Combat Phase that
// follows: a penetration die of 3 gets through shields 3 less one.
func TestRule_5_3_FighterShieldHitCountsInTheCombatPhase(t *testing.T) {
	cls := []ClassFile{target("Hulk", 3), gunboat("One", 1, 9, 2, 1, 1, 1)}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Blue:H:Hulk:1507:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	sf := chartFace(t, &s.ships[1], "S")
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	s = s.withDice(5, 3, sf, 4, 4, 4, 4, 4, 4)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")})
	if s.ships[1].shieldRating() != 2 {
		t.Fatalf("shields %d\n%s", s.ships[1].shieldRating(), eventsText(ev))
	}
	if s.phase != phCombat {
		t.Fatalf("phase %d", s.phase)
	}
	s.firing, s.fired = 0, [2]bool{}
	s = s.withDice(4, 3, 2)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	_, ev = apply(t, s, Fire{By: 0})
	if r := roll(t, ev, EvShield, 0); r.Need != 2 || r.Total != 1 {
		t.Fatalf("%v\n%s", r, eventsText(ev))
	}
}

// 5.3 with B.22: Shield-Resonant multiplies its PEN by the shields
// fighters left the target in the Fighter Phase (3 less one: ×2).
func TestRule_5_3_B_22_AfterFightersTookAShield(t *testing.T) {
	cls := []ClassFile{target("Hulk", 3), gunboat("Res", 1, 9, 2, 1, 1, 1, "Shield-Resonant")}
	s := battleOf(t, cls, "Red:A:Res:1502:S", "Blue:H:Hulk:1507:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	sf := chartFace(t, &s.ships[1], "S")
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	s = s.withDice(5, 3, sf, 4, 4, 4, 4, 4, 4)
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")})
	s.firing, s.fired = 0, [2]bool{}
	s = s.withDice(4, 1, 1, 1, 1, 1)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	_, ev := apply(t, s, Fire{By: 0})
	if r := roll(t, ev, EvShield, 0); len(r.Dice) != 2 {
		t.Fatalf("%v\n%s", r, eventsText(ev))
	}
}

// 5.3 with 4.2.1: ECM taken by fighters' Q hit gives the Combat Phase's
// fire no −1.
func TestRule_5_3_ECMLostToFightersGivesNoModifier(t *testing.T) {
	cls := []ClassFile{equipped("Hulk", "Electronic Countermeasures"), gunboat("One", 1, 9, 4, 1, 1, 1)}
	s := battleOf(t, cls, "Red:A:One:1501:S", "Blue:H:Hulk:1507:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}}
	q := chartFace(t, &s.ships[1], "Q")
	c, r := hex.ToOffset(hex.Neighbor(at("1507"), hex.N))
	s = s.withDice(5, 3, q, 4, 4, 4, 4, 4, 4)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("H")})
	if s.ships[1].hasEquip(ElectronicCountermeasures) {
		t.Fatalf("ECM kept\n%s", eventsText(ev))
	}
	s.firing, s.fired = 0, [2]bool{}
	s = s.withDice(4, 1, 1)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	_, ev = apply(t, s, Fire{By: 0})
	if r := roll(t, ev, EvToHit, 0); modSum(r) != 0 || r.Total != 1 {
		t.Fatalf("%v", r)
	}
}

// 5.3.3 with B.4: against fighters a short-range band counts as medium
// (+0, not +2) and a medium one as long (−2).
func TestRule_5_3_3_B_4_DoubledAgainstFighters(t *testing.T) {
	cls := []ClassFile{gunboat("Dbl", 1, 9, 4, 1, 1, 1, "Doubled Range Modifiers"), target("Hulk", 0)}
	for _, tc := range []struct{ dist, mod int }{{2, 0}, {5, -2}} {
		s := duel(t, cls, "Dbl", "Hulk", 12)
		h := hex.FromOffset(15, 2+tc.dist)
		s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
		s = s.withDice(6)
		s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
		_, ev := apply(t, s, Fire{By: 0})
		if r := roll(t, ev, EvToHit, 0); modSum(r) != tc.mod {
			t.Errorf("%d hexes: %v", tc.dist, r)
		}
	}
}

// 5.3.3 with B.13 and B.10: a Must Re-Roll hit against fighters kills
// only once the re-roll confirms it; an Increased PEN hit kills one
// fighter, whatever its PEN multiple (no penetration roll).
func TestRule_5_3_3_B_13_B_10_OneFighterAHit(t *testing.T) {
	cls := []ClassFile{gunboat("Must", 1, 9, 4, 1, 1, 1, "Must Re-Roll To-Hit Dice"), gunboat("IP", 1, 9, 4, 1, 3, 1, "Increased PEN"), target("Hulk", 0)}
	for _, tc := range []struct {
		class string
		faces []int
		left  int
	}{{"Must", []int{6, 2}, 6}, {"Must", []int{6, 5}, 5}, {"IP", []int{6}, 5}} {
		s := duel(t, cls, tc.class, "Hulk", 12)
		h := hex.FromOffset(15, 4)
		s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 6}}
		s = s.withDice(tc.faces...)
		s, _ = apply(t, s, Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
		n, ev := apply(t, s, Fire{By: 0})
		n, ev = finishCombat(t, n, ev)
		left := 0
		for _, c := range n.craft {
			if c.side == 1 {
				left += c.n
			}
		}
		if left != tc.left {
			t.Errorf("%s %v: %d left\n%s", tc.class, tc.faces, left, eventsText(ev))
		}
	}
}

// 5.1.2 with 4.3.1: a ship fighters destroy explodes at once, so a later
// flight's attack on another ship in that hex takes the strength off.
func TestRule_5_1_2_FightersExplosionCountsForTheNextFlight(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Admirable:1502:S", "Blue:H:Hulk:1508:N", "Blue:K:Hulk:1508:N")
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 1}}
	s = s.withDice(5, 3, 6, 6, 6, 6, 6, 6)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("H")})
	if s.ships[1].status != destroyed || len(s.booms) != 1 {
		t.Fatalf("%s\n%s", s.ships[1].statusText(), eventsText(ev))
	}
	_, ev = apply(t, s, Fly{By: 0, Craft: flight("A/F2"), Col: 15, Row: 7, Target: aim("K")})
	if r := roll(t, ev, EvToHit, 0); modSum(r) != -3 {
		t.Fatalf("%v\n%s", r, eventsText(ev))
	}
}

// 5.1.2 with 4.2.3: fighters' weapon hit is chosen at once (Damage step),
// then the other side chooses the next flight.
func TestRule_5_1_2_ChoiceMidPhaseKeepsTheAlternation(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1510:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.initiative = 0
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 1}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 1},
		{id: flight("B/F1"), side: 1, pos: at("1515"), n: 6}}
	c, r := hex.ToOffset(hex.Neighbor(at("1510"), hex.N))
	// hit 5, pen 3 > ⌈3/2⌉ = 2, damage 2: Ea.
	s = s.withDice(5, 3, 2)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r, Target: aim("B")})
	if s.phase != phChoose || !s.Phase().Acting(1) {
		t.Fatalf("%+v\n%s", s.Phase(), eventsText(ev))
	}
	s, ev = apply(t, s, Lose{By: 1, Ship: "B", System: "a", Item: 2})
	if s.phase != phFighters || s.chooser != 1 || s.ships[1].weaponBoxes(0)[2].kind() != boxHit || s.ships[1].mp() != 4 {
		t.Fatalf("phase %d chooser %d %v mp %d\n%s", s.phase, s.chooser, s.ships[1].weaponBoxes(0), s.ships[1].mp(), eventsText(ev))
	}
}

// C.1 with 5.2.1: AFB's 1s cost fighters of the attacking flight, not of
// a friendly flight in its hex, and no choice is asked.
func TestRule_C_1_OnesCostTheAttackingFlightOnly(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1510:N")
	s.phase, s.chooser, s.picked = phFighters, 1, -1
	s.craft = []craft{{id: flight("B/F1"), side: 1, pos: at("1506"), n: 3}, {id: flight("B/F2"), side: 1, pos: at("1506"), n: 1, moved: true}}
	n, ev := apply(t, s.withDice(1, 1, 2), Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 6, Target: aim("A")})
	if n.phase == phChoose || n.craft[n.craftIndex(flight("B/F2"))].n != 1 || n.craft[n.craftIndex(flight("B/F1"))].n != 1 {
		t.Fatalf("phase %d %+v\n%s", n.phase, n.craft, eventsText(ev))
	}
}

// 5.2 with 4.3.1: explosions block sight, not a flight's movement.
func TestRule_5_2_FlightsFlyThroughExplosions(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
	s.booms = []explosion{{pos: at("1506"), strength: 3}, {pos: at("1507"), strength: 3}}
	if err := s.Check(Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7}); err != nil {
		t.Fatal(err)
	}
}

// 4.1.2 and 3.3.1: no ship attacks a target in its own hex, enemy
// fighters included.
func TestRule_4_1_2_NoFireAtFightersInTheOwnHex(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Gun:1505:S", "Blue:H:Hulk:1510:N")
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s.craft = []craft{{id: flight("H/F1"), side: 1, pos: at("1505"), n: 6}}
	refuse(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: FightersTarget(at("1505"))}, "own hex")
}

// 5.3: a flight attacks a ship only from an adjacent hex: ending two
// hexes away it may not.
func TestRule_5_3_AdjacentOnly(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1513:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 11, Target: aim("B")}, "adjacent")
	if err := s.Check(Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 12, Target: aim("B")}); err != nil {
		t.Fatal(err)
	}
}

// 5.3 and 2.3: a flight shot down to its last fighter is removed with no
// explosion counter, and scores nothing (VPs come from starships).
func TestRule_5_3_DestroyedFlightLeavesNoExplosionNorVPs(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1519:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 3}, {id: flight("B/F1"), side: 1, pos: at("1507"), n: 1}}
	s = s.withDice(6, 2, 2)
	n, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 6, Target: aim("fighters@1507")})
	for _, c := range n.craft {
		if c.side == 1 && c.n > 0 {
			t.Fatalf("B/F1 has %d left\n%s", c.n, eventsText(ev))
		}
	}
	if len(n.booms) != 0 || n.vp != [2]int{} {
		t.Fatalf("explosions %+v, VPs %v\n%s", n.booms, n.vp, eventsText(ev))
	}
}

// 5.1.2: a flight acts once in a Fighter Phase: having moved, it may not
// move again while the side's other flight is still to act.
func TestRule_5_1_2_EachFlightActsOnce(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1519:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 6}}
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 8})
	if s.phase != phFighters {
		t.Fatalf("phase %d with A/F2 still to act", s.phase)
	}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 9}, "already acted")
}

// 5.1.2: the initiative is rolled at the beginning of each Fighter Phase,
// not once for the game: Red wins turn 1's roll, Blue turn 2's and
// chooses first.
func TestRule_5_1_2_InitiativeRolledEachFighterPhase(t *testing.T) {
	s := battle(t, "Red:A:Admirable:0502:S", "Blue:B:Admirable:2517:N")
	if len(s.craft) != 2 {
		t.Fatalf("%d flights", len(s.craft))
	}
	s = s.withDice(6, 1)
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if s.phase != phFighters || s.initiative != 0 || s.chooser != 0 {
		t.Fatalf("turn 1: phase %d, initiative %d, chooser %d", s.phase, s.initiative, s.chooser)
	}
	s, _ = toEndOfTurn(t, s)
	s = s.withDice(1, 6)
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if s.turn != 2 || s.phase != phFighters || s.initiative != 1 || s.chooser != 1 {
		t.Fatalf("turn %d: phase %d, initiative %d, chooser %d", s.turn, s.phase, s.initiative, s.chooser)
	}
}

// 5.3.3: each hit kills one fighter, and no more fighters than the stack
// holds: two ships' eight hits on a flight of two destroy it, the six
// hits over are lost, and no count goes below nothing. The log's verb
// agrees with its weapons, four of them ("Guns ×4 destroy"; found in
// play: "Blasters ×2 destroys 2 fighters").
func TestRule_5_3_3_HitsBeyondTheStackAreLost(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 4, 12, 2, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Gun:1502:S", "Red:B:Gun:1602:S", "Blue:H:Hulk:1519:N")
	h := at("1506")
	s.craft = []craft{{id: flight("H/F1"), side: 1, pos: h, n: 2}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s = s.withDice(6, 6, 6, 6, 6, 6, 6, 6)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: FightersTarget(h)})
	s, _ = apply(t, s, Target{By: 0, Ship: "B", Battery: "a", Target: FightersTarget(h)})
	s, ev := apply(t, s, Fire{By: 0})
	s, ev = finishCombat(t, s, ev)
	txt := eventsText(ev)
	if len(s.craft) != 0 || s.turn != 2 || !strings.Contains(txt, "A (a) Guns ×4 destroy 2 fighters") || !strings.Contains(txt, "B (a) Guns ×4 destroy 0 fighters") {
		t.Fatalf("turn %d, craft %+v\n%s", s.turn, s.craft, txt)
	}
}

// 4.3.1 with 5.1.2: a ship that fighters destroy explodes in the Fighter
// Phase, so that turn's End Phase is the counter's first and leaves it at
// full strength; the next one weakens it.
func TestRule_4_3_1_FightersKillsFirstEndPhaseIsTheSameTurns(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 12, 4, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Gun:1502:S", "Blue:H:Hulk:1508:N", "Blue:K:Gun:2819:N")
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
	// One hit, through shields 0, a damage die of 6: H's last hull box.
	s = s.withDice(5, 2, 2, 2, 2, 2, 3, 6, 6, 1)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("H")})
	if s.phase != phOrders {
		var more []engine.Event
		s, more = toEndOfTurn(t, s)
		ev = append(ev, more...)
	}
	if s.turn != 2 || len(s.booms) != 1 || s.booms[0].strength != 3 {
		t.Fatalf("turn %d, explosions %+v\n%s", s.turn, s.booms, eventsText(ev))
	}
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if s.phase != phOrders {
		s, _ = toEndOfTurn(t, s)
	}
	if len(s.booms) != 1 || s.booms[0].strength != 2 {
		t.Fatalf("after turn 2's End Phase: %+v", s.booms)
	}
}

// 4.3.1: the End Phase's explosion dice are rolled against starships; a
// flight sitting in a strength-3 explosion loses nothing.
func TestRule_4_3_1_FlightsTakeNoExplosionDamage(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Hulk:1502:S", "Blue:H:Hulk:1519:N")
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1510"), n: 6}}
	s.booms = []explosion{{pos: at("1510"), strength: 3}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s = s.withDice(6, 6, 6, 6, 6, 6)
	s, ev := toEndOfTurn(t, s)
	if len(s.craft) != 1 || s.craft[0].n != 6 || s.turn != 2 {
		t.Fatalf("turn %d, craft %+v\n%s", s.turn, s.craft, eventsText(ev))
	}
}

// 5.1.2: the side that chooses may name an enemy flight, which its owner
// then moves and attacks with (only that flight, and only its owner); once
// one side has no flight left to move, the other moves its remaining
// flights in whatever order it likes.
func TestRule_5_1_2_PickedFlightFlownByItsOwnerRestInAnyOrder(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.craft = []craft{
		{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 6},
		{id: flight("B/F1"), side: 1, pos: at("1515"), n: 6},
	}
	s.phase = phOrders
	s = s.withDice(6, 1) // Red wins the initiative
	s.startFighters(nil)
	s, _ = apply(t, s, Pick{By: 0, Craft: flight("B/F1")})
	if ph := s.Phase(); len(ph.Actors) != 1 || ph.Actors[0] != 1 || s.Legal(0) != nil {
		t.Fatalf("after Red picks B/F1: actors %v, Legal(Red) %v", ph.Actors, s.Legal(0))
	}
	for _, in := range s.Legal(1) {
		if f, ok := in.(Fly); !ok || f.Craft != flight("B/F1") {
			t.Fatalf("Blue is offered %v besides flying B/F1", in)
		}
	}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 6}, "not your turn")
	s, _ = apply(t, s, Fly{By: 1, Craft: flight("B/F1"), Col: 15, Row: 14})
	// Blue has nothing left to move: Red may take A/F2 before A/F1.
	flights := map[CraftID]bool{}
	for _, in := range s.Legal(0) {
		if f, ok := in.(Fly); ok {
			flights[f.Craft] = true
		}
	}
	if !flights[flight("A/F1")] || !flights[flight("A/F2")] || len(flights) != 2 {
		t.Fatalf("Red's remaining flights offered: %v", flights)
	}
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F2"), Col: 15, Row: 6})
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 6})
	if s.phase == phFighters {
		t.Fatal("the Fighter Phase goes on after every flight acted")
	}
}

// 5.2: a flight moves up to ten hexes. Nine and ten are flown (and from the
// tenth hex it still attacks a ship beside it), eleven is refused, straight
// ahead as on a slant.
func TestRule_5_2_TenHexesAndNoMore(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1516:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}}
	for _, tc := range []struct {
		to   string
		dist int
		ok   bool
	}{{"1514", 9, true}, {"1515", 10, true}, {"1516", 11, false}, {"2510", 10, true}, {"2610", 11, false}} {
		h := at(tc.to)
		if d := hex.Distance(at("1505"), h); d != tc.dist {
			t.Fatalf("%s lies %d hexes away, not %d", tc.to, d, tc.dist)
		}
		c, r := hex.ToOffset(h)
		err := s.Check(Fly{By: 0, Craft: flight("A/F1"), Col: c, Row: r})
		switch {
		case tc.ok && err != nil:
			t.Errorf("%d hexes to %s refused: %v", hex.Distance(at("1505"), h), tc.to, err)
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), "10 hexes at most")):
			t.Errorf("%d hexes to %s: %v, want it refused", hex.Distance(at("1505"), h), tc.to, err)
		}
	}
	n, _ := apply(t, s.withDice(2, 2, 2, 2, 2, 2), Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 15, Target: aim("B")})
	if k := n.craftIndex(flight("A/F1")); n.craft[k].pos != at("1515") || !n.craft[k].moved {
		t.Fatalf("after ten hexes and an attack: %+v", n.craft[k])
	}
}

// A craft's move refused says only what applies: with no object on the
// board the distance and the craft's own rule (5.2 for a fighter, C.5 for
// a satellite); with an object, that it is in the way (2.1.2). A fighter's
// move in the standard battle cited objects and C.5 where there were none.
func TestCraftOutOfReachSaysWhy(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1518:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}, {id: flight("A/S1"), side: 0, sat: true, pos: at("1505"), n: 1}}
	for _, c := range []struct {
		in        Fly
		want, not string
	}{
		{Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 16}, "A/F1 cannot reach 1516: 11 hexes away, a fighter moves 10 hexes at most (5.2)", "object"},
		{Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 11}, "A/S1 cannot reach 1511: 6 hexes away, a battle satellite moves 5 hexes at most (C.5)", "object"},
	} {
		err := s.Check(c.in)
		if err == nil || err.Error() != c.want || strings.Contains(err.Error(), c.not) {
			t.Errorf("%v: %v, want %q", c.in, err, c.want)
		}
	}
	s.objects = []Object{{Kind: "asteroid", Hex: at("1507")}}
	refuse(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7}, "A/F1 cannot reach 1507: the asteroid there stops movement (2.1.2)")
	s.objects = []Object{{Kind: "planet", Hex: at("1506")}, {Kind: "asteroid", Hex: at("1406")}, {Kind: "asteroid", Hex: at("1606")}}
	refuse(t, s, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 10}, "A/S1 cannot reach 1510: 5 hexes away, but the way around the objects is longer than a battle satellite's 5 hexes (C.5, 2.1.2)")
}
