package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The fifth audit: fighters and their carriers, objects, explosions, the
// End Phase and the equipment of Appendix C with fighters, each with
// forced dice where no earlier test pinned the case on its own.

// chartFace is the damage roll (2–5) whose chart entry reads want.
func chartFace(t *testing.T, sh *ship, want string) int {
	t.Helper()
	for f := 2; f <= 5; f++ {
		if sh.class.Chart[f-1].String() == want {
			return f
		}
	}
	t.Fatalf("no %q on %s's chart %s", want, sh.name, sh.class.Chart)
	return 0
}

// toEndOfTurn lets both sides pass through the rest of the turn: flights
// stay where they are, nobody fires, losses take the first choice.
func toEndOfTurn(t *testing.T, s *State) (*State, []engine.Event) {
	t.Helper()
	turn := s.turn
	var ev []engine.Event
	for k := 0; k < 100 && s.turn == turn && !s.outcome.Over; k++ {
		var in engine.Intent
		switch s.phase {
		case phFighters:
			for p := engine.Player(0); p < 2 && in == nil; p++ {
				if l := s.Legal(p); len(l) > 0 {
					in = l[0] // a flight's first option is to stay, without attacking
				}
			}
		case phCombat:
			in = Fire{By: s.firing}
		case phChoose:
			for p := engine.Player(0); p < 2 && in == nil; p++ {
				if l := s.Legal(p); len(l) > 0 {
					in = l[0]
				}
			}
		default:
			t.Fatalf("toEndOfTurn in phase %d", s.phase)
		}
		var more []engine.Event
		s, more = apply(t, s, in)
		ev = append(ev, more...)
	}
	return s, ev
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

// 2.1.2: an object stops movement through its hex (orders that enter it
// are refused; craft go around it, their move counted along the path)
// and blocks line of sight for ships and satellites; with an explosion
// on the other side of a hexside the line along it is blocked too.
func TestRule_2_1_2_ObjectsStopMovementAndSight(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 4, 1, 1, 1), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Gun:1502:S", "Blue:H:Hulk:1508:N")
	s.objects = []Object{{Kind: "asteroid", Hex: at("1505")}}
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "4"}, "the path enters the asteroid at 1505: objects stop movement (2.1.2)")
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "3"}, "objects stop movement")
	apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "2"})

	f := s.share()
	f.phase, f.chooser, f.picked = phFighters, 0, -1
	f.craft = []craft{{id: flight("A/S1"), side: 0, sat: true, pos: at("1503"), n: 1}}
	refuse(t, f, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 5}, "cannot reach 1505")
	// 1508 lies 5 hexes from 1503, but the way round the asteroid takes 6.
	refuse(t, f, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 8}, "cannot reach 1508")
	apply(t, f, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 7})
	refuse(t, f, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 3, Target: aim("H")}, "no line of sight")

	c := s.share()
	c.craft = nil
	c.phase, c.firing, c.firstFire = phCombat, 0, 0
	refuse(t, c, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")}, "no line of sight from A to H")
	c.objects = []Object{{Kind: "asteroid", Hex: at("1405")}}
	apply(t, c, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})

	a := at("1510")
	b := hex.Add(a, hex.Hex{Q: 2, R: -1}) // along the side two neighbours share
	left, right := hex.Add(a, hex.Hex{Q: 1, R: 0}), hex.Add(a, hex.Hex{Q: 1, R: -1})
	c.objects = []Object{{Kind: "planet", Hex: left}}
	if !c.Clear(a, b) {
		t.Error("an object on one side of the line's hexside blocks it")
	}
	c.booms = []explosion{{pos: right, strength: 1}}
	if c.Clear(a, b) {
		t.Error("an object on one side and an explosion on the other leave the line clear")
	}
}

// C.1 with 5.1.2: fighters' damage is applied at once, so anti-fighter
// batteries a flight knocks out cost the next flight nothing; and C.1
// names fighter flights: a battle satellite's 1 costs it nothing.
func TestRule_C_1_AFBLostToFighters(t *testing.T) {
	cls := []ClassFile{equipped("Afb", "Anti-Fighter Batteries")}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:B:Afb:1508:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6}, {id: flight("A/F2"), side: 0, pos: at("1505"), n: 6}}
	q := chartFace(t, &s.ships[1], "Q")
	// F1: one hit (5), no 1s; it penetrates shields 0 (3); the damage die
	// is the special equipment hit: the AFB, B's only item, is gone.
	s = s.withDice(5, 2, 2, 2, 2, 2, 3, q, 1, 1, 1, 1, 1, 1)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("B")})
	if s.ships[1].hasEquip(AntiFighterBatteries) {
		t.Fatalf("the AFB survives F1's hit\n%s", eventsText(ev))
	}
	// F2: six 1s, no hit, and no AFB left to shoot it down.
	s, ev = apply(t, s, Fly{By: 0, Craft: flight("A/F2"), Col: 15, Row: 7, Target: aim("B")})
	if k := s.craftIndex(flight("A/F2")); k < 0 || s.craft[k].n != 6 {
		t.Fatalf("F2 after attacking a ship without AFB: %+v\n%s", s.craft, eventsText(ev))
	}

	// A satellite rolling a 1 against the Admirable's AFB loses nothing.
	s = battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1508:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/S1"), side: 0, sat: true, pos: at("1505"), n: 1}}
	s = s.withDice(1)
	s, ev = apply(t, s, Fly{By: 0, Craft: flight("A/S1"), Col: 15, Row: 5, Target: aim("B")})
	if len(s.craft) != 1 || s.craft[0].n != 1 {
		t.Fatalf("the satellite after a 1 against AFB: %+v\n%s", s.craft, eventsText(ev))
	}
}

// C.2 and C.3 with 5.3.1: a fighter's damage die is rolled on the chart
// like any other, so armor plating saves its hull hits and armored gun
// batteries its weapon hits.
func TestRule_C_2_C_3_AgainstFighters(t *testing.T) {
	cls := []ClassFile{equipped("Armored", "Armor Plating", "Armored Gun Batteries")}
	s := battleOf(t, cls, "Red:A:Admirable:1505:S", "Blue:B:Armored:1508:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}}
	a := chartFace(t, &s.ships[1], "a")
	// Two hits, both through shields 0; the damage dice 6 (a hull hit)
	// and the "a" entry; then armor plating's 5 and the AGB's 6 save them.
	s = s.withDice(5, 6, 4, 4, 6, a, 5, 6)
	s, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 7, Target: aim("B")})
	lost := count(s.ships[1].weaponBoxes(0), func(m mark) bool { return m.kind() == boxHit })
	if hullMarks(&s.ships[1], boxHit) != 0 || lost != 0 {
		t.Fatalf("hull %v, weapons %v\n%s", s.ships[1].hullBoxes(), s.ships[1].weaponBoxes(0), eventsText(ev))
	}
	if strings.Count(eventsText(ev), "the hit has no effect") != 2 {
		t.Fatalf("want two saves\n%s", eventsText(ev))
	}
}

// 2.3 with 4.3.1: the End Phase of the last turn is played before the
// game ends, and a ship its explosion damage destroys still scores.
func TestRule_2_3_LastEndPhaseScores(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Hulk:1502:S", "Blue:H:Hulk:1515:N")
	s.craft = nil
	s.turn = s.rules.turns
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.booms = []explosion{{pos: s.ships[1].pos, strength: 1}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	// The explosion's die (4 beats shields 0), then its damage die (6).
	s = s.withDice(4, 6)
	s, ev := toEndOfTurn(t, s)
	if !s.outcome.Over || s.ships[1].status != destroyed || s.vp[0] != s.ships[1].class.CR || s.outcome.Winner != 0 {
		t.Fatalf("over %v, H %s, VPs %v, winner %d\n%s", s.outcome.Over, s.ships[1].statusText(), s.vp, s.outcome.Winner, eventsText(ev))
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

// C.4: auto-repair rolls for damaged weapons and lost shield points only:
// engine, equipment and hull boxes stay filled however the dice fall, and
// ARS that a hit has taken repairs nothing.
func TestRule_C_4_OnlyWeaponsAndShields(t *testing.T) {
	cls := []ClassFile{equipped("Fixer", "Auto-Repair Systems", "Electronic Countermeasures"), target("Hulk", 0)}
	cls[0].Shields = 1
	for _, lostARS := range []bool{false, true} {
		s := battleOf(t, cls, "Red:F:Fixer:1502:S", "Blue:H:Hulk:1517:N")
		s.craft = nil
		sh := &s.ships[0]
		sh.engineBoxes()[0] = boxHit
		sh.hullBoxes()[0] = boxHit
		sh.shieldBoxes()[0] = boxHit
		sh.weaponBoxes(0)[0] = boxHit
		sh.equipBoxes()[1] = boxHit // the ECM
		if lostARS {
			sh.equipBoxes()[0] = boxHit
		}
		s.phase, s.firing, s.firstFire = phCombat, 0, 0
		s = s.withDice(6, 6, 6, 6, 6, 6)
		s, ev := toEndOfTurn(t, s)
		sh = &s.ships[0]
		repairs := 0
		for _, e := range ev {
			if e.Kind == EvRepair && e.Roll != nil {
				repairs += len(e.Roll.Dice)
			}
		}
		wantRepairs, fixed := 2, mark(boxEmpty)
		if lostARS {
			wantRepairs, fixed = 0, boxHit
		}
		if repairs != wantRepairs || sh.shieldBoxes()[0] != fixed || sh.weaponBoxes(0)[0] != fixed {
			t.Errorf("ARS lost %v: %d repair dice, shields %v, weapons %v\n%s", lostARS, repairs, sh.shieldBoxes(), sh.weaponBoxes(0), eventsText(ev))
		}
		if sh.engineBoxes()[0] != boxHit || sh.hullBoxes()[0] != boxHit || sh.equipBoxes()[1] != boxHit {
			t.Errorf("ARS lost %v: engines %v, hull %v, equipment %v", lostARS, sh.engineBoxes(), sh.hullBoxes(), sh.equipBoxes())
		}
	}
}
