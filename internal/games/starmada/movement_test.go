package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// 3.0 Movement: orders, their costs and grammar, and the board's edge,
// one test for each place a quick reading goes wrong, dice forced and named
// after the rulebook's section.

// 3.2.1: a ship may open with a maneuver only if its last move of the
// previous Movement Phase was forward: not after ending on a turn or
// sideslip, nor after standing still. B needs no forward move between it
// and another maneuver, so a ship that ended on a B may open with any
// maneuver and one that ended on a maneuver may open with B; B is a
// maneuver all the same, so a ship that did not move may not open with it
// (rules 4; rules 1–3 let B open any orders).
func TestRule_3_2_1_OpeningManeuver(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	for _, tc := range []struct {
		last   lastMove
		orders string
		ok     bool
	}{
		{lastForward, "P2", true}, {lastForward, "L1", true},
		{lastManeuver, "P2", false}, {lastManeuver, "R1", false}, {lastManeuver, "1P", true}, {lastManeuver, "B", true},
		{lastNone, "S1", false}, {lastNone, "BP1", false}, {lastNone, "B", false}, {lastNone, "1B", true},
		{lastNone, "@SE", true}, {lastNone, "0", true},
		{lastBack, "P2", true}, {lastBack, "B", true}, {lastForward, "B", true},
		{lastStart, "P2", false}, {lastStart, "B", false}, {lastStart, "L1", false}, {lastStart, "1P", true},
		{lastStart, "@SE", true}, {lastStart, "0", true},
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

// 3.2.1 and 3.2.2: P and S cost 1 MP, L, R and B cost 2, forward 1 a hex.
func TestRule_3_2_2_ManeuverCosts(t *testing.T) {
	for o, want := range map[string]int{"P": 1, "S": 1, "L": 2, "R": 2, "B": 2, "1L1": 4, "PBP": 4, "BBB": 6, "3P2": 6, "2R1S1": 7, "0": 0, "@SW": 0} {
		p, err := ParseOrders(o)
		if err != nil || p.Cost() != want {
			t.Errorf("%q: cost %d, %v; want %d", o, p.Cost(), err, want)
		}
	}
}

// 3.3.2: a ship whose path goes off the board has left the game, even
// if the rest of its orders would bring it back on.
func TestRule_3_3_2_OffAndBackStillLeaves(t *testing.T) {
	s := battle(t, "Red:A:Admirable:0010:N", "Blue:B:Admirable:1515:N")
	// L takes it to the front-left hex, off the western edge; R brings
	// it back to column 00.
	s.ships[0].last = lastForward // it moved forward last turn: L may open (3.2.1)
	pv := PreviewPath(s, "A", "L1R")
	if pv.Err != nil || pv.OffBoard != 1 {
		t.Fatalf("preview: off at %d, %v", pv.OffBoard, pv.Err)
	}
	if end := pv.Path[len(pv.Path)-1].Hex; !s.board.Contains(end) {
		t.Fatalf("the test's orders end off the board at %s", HexLabel(end))
	}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "L1R"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if s.ships[0].status != offBoard || s.vp[1] != s.ships[0].class.CR {
		t.Fatalf("A status %d, Blue VP %d\n%s", s.ships[0].status, s.vp[1], eventsText(ev))
	}
	if !strings.Contains(eventsText(ev), "leaves the board") {
		t.Errorf("no departure in the log\n%s", eventsText(ev))
	}
}

// 3.3.2 with 4.3.1: a ship that leaves the board is lost and scores for
// the enemy as if destroyed, but it was not destroyed: no explosion
// counter is placed, so nothing blocks the line through the hex it left
// by, and nothing hurts a ship standing there.
func TestRule_3_3_2_LeavingLeavesNoExplosion(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Admirable:1500:N", "Blue:H:Hulk:1510:N")
	s.craft = nil
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "1"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if s.ships[0].status != offBoard || s.vp[1] != s.ships[0].class.CR {
		t.Fatalf("A: %s, VPs %v\n%s", s.ships[0].statusText(), s.vp, eventsText(ev))
	}
	if len(s.booms) != 0 {
		t.Fatalf("an explosion counter for a ship that left the board: %+v", s.booms)
	}
	for _, e := range ev {
		if e.Kind == EvExplosion {
			t.Fatalf("the departure is logged as an explosion: %s", e.String())
		}
	}
}

// 3.2.1 and 3.2.2: a number in the orders is the whole run of hexes
// forward, however many digits it has ("12" is twelve hexes for 12 MP,
// not 1 and 2), and B may stand next to any maneuver on either side.
func TestRule_3_2_1_OrdersGrammar(t *testing.T) {
	for in, want := range map[string]struct {
		cost  int
		steps int
		canon string
	}{
		"12": {12, 1, "12"}, "1p10": {12, 3, "1P10"}, "PB": {3, 2, "PB"}, "BP": {3, 2, "BP"},
		"1LB2": {7, 4, "1LB2"}, "3P2": {6, 3, "3P2"},
	} {
		o, err := ParseOrders(in)
		if err != nil || o.Cost() != want.cost || len(o.Steps) != want.steps || o.String() != want.canon {
			t.Errorf("%q: %v, cost %d, %d steps, %q; want %+v", in, err, o.Cost(), len(o.Steps), o.String(), want)
		}
	}
	for _, in := range []string{"PP", "LS", "1P2SR"} {
		if _, err := ParseOrders(in); err == nil {
			t.Errorf("%q is accepted", in)
		}
	}
}

// 3.2.1: a run of 0 hexes is no forward move, so it neither separates two
// maneuvers nor stands anywhere but alone ("0" stands still); a leading 0
// of a longer number is part of that number.
func TestRule_3_2_1_ZeroRunIsNoForwardMove(t *testing.T) {
	for _, in := range []string{"P0S", "1P0", "0P1", "00"} {
		if _, err := ParseOrders(in); err == nil || !strings.Contains(err.Error(), "0 hexes forward means nothing") {
			t.Errorf("%q: %v, want refused as a run of 0", in, err)
		}
	}
	if o, err := ParseOrders("01"); err != nil || o.Cost() != 1 {
		t.Errorf("01: %v cost %d", err, o.Cost())
	}
}

// 3.2.1: L and R move to the hex ahead and to the left or right and B to
// the hex astern, the facing kept, from every facing and from columns of
// both parities (the board's columns are offset, so a neighbour's column
// and row do not follow one pattern).
func TestRule_3_2_1_SideslipAndBackFromEveryFacing(t *testing.T) {
	for _, start := range []string{"1510", "1410"} {
		for _, f := range hex.Directions() {
			s := battle(t, "Red:A:Admirable:"+start+":"+f.String(), "Blue:B:Admirable:0519:N")
			s.ships[0].last = lastForward
			for o, want := range map[string]hex.Hex{
				"L": hex.Neighbor(at(start), f.Rotate(-1)),
				"R": hex.Neighbor(at(start), f.Rotate(1)),
				"B": hex.Neighbor(at(start), f.Opposite()),
			} {
				pv := PreviewPath(s, "A", o)
				end := pv.Path[len(pv.Path)-1]
				if pv.Err != nil || end.Hex != want || end.Facing != f || pv.Cost != 2 {
					t.Errorf("%s facing %s, %q: ends %s facing %s for %d MP (%v); want %s facing %s for 2",
						start, f, o, HexLabel(end.Hex), end.Facing, pv.Cost, pv.Err, HexLabel(want), f)
				}
			}
		}
	}
}

// 3.2.1: what a ship may open with follows what it did in the Movement
// Phase just played: a sideslip is a maneuver like a turn, so "1L" allows
// no opening maneuver but B; a free turn or standing still is no forward
// move; after a B any maneuver may follow.
// 3.2.1: a ship may open with a maneuver only if the last thing it did in
// the previous Movement Phase was move forward; turn 1 has no previous
// Movement Phase, so no ship opens turn 1 with P, S, L, R or B (rules 4;
// rules 1-3 counted every ship as having moved forward at the start). It
// may move forward first, stand still or turn for free; in turn 2, after
// a forward move, it may open with any maneuver.
func TestRule_3_2_1_NoOpeningManeuverInTurnOne(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1510:N", "Blue:B:Admirable:0519:N")
	s.craft = nil
	for _, o := range []string{"P1", "S", "L1", "R", "B", "BP1", "BB"} {
		err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: o})
		if err == nil || !strings.Contains(err.Error(), "turn 1") || !strings.Contains(err.Error(), "(3.2.1)") {
			t.Errorf("turn 1, %q: %v; want a refusal naming turn 1 and 3.2.1", o, err)
		}
	}
	for _, o := range []string{"1P1", "1L", "1B", "2", "0", "@S"} {
		if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: o}); err != nil {
			t.Errorf("turn 1, %q is refused: %v", o, err)
		}
	}
	if v := s.Ships()[0]; v.CanOpenManeuver || v.CanOpenBack {
		t.Errorf("the view lets turn 1 open with a maneuver: %+v", v)
	}
	for _, in := range s.Legal(0) {
		if w, ok := in.(WriteOrders); ok && w.Ship == "A" && w.Orders != "" && strings.ContainsRune("PSLRB", rune(w.Orders[0])) {
			t.Errorf("Legal offers %q in turn 1", w.Orders)
		}
	}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "2"})
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if s.turn != 2 || s.phase != phOrders {
		t.Fatalf("turn %d, phase %d: turn 2 should be next", s.turn, s.phase)
	}
	for _, o := range []string{"P1", "L1", "B"} {
		if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: o}); err != nil {
			t.Errorf("turn 2 after moving forward, %q is refused: %v", o, err)
		}
	}
	// The other ship stood still in turn 1: still no opening maneuver.
	if err := s.Check(WriteOrders{By: 1, Ship: "B", Orders: "P1"}); err == nil {
		t.Error("turn 2 after standing still, P1 is accepted")
	}
}

func TestRule_3_2_1_OpeningFollowsThePlayedTurn(t *testing.T) {
	for _, tc := range []struct {
		first   string
		ok, not []string
	}{
		{"2P", []string{"1P", "B1", "@S"}, []string{"P1", "L1", "S", "R"}},
		{"1L", []string{"1P", "B"}, []string{"P1", "R1"}},
		{"P2", []string{"S1", "L1", "R"}, nil},
		{"0", []string{"1", "1B"}, []string{"P1", "L1", "B", "BP1"}},
		{"@S", []string{"1", "@N"}, []string{"P1", "R1", "B"}},
		{"1B", []string{"P1", "L1"}, nil},
	} {
		s := battle(t, "Red:A:Admirable:1510:N", "Blue:B:Admirable:0519:N")
		s.craft = nil
		s.ships[0].last = lastForward // as after a turn that ended moving forward
		s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: tc.first})
		s, _ = apply(t, s, Submit{By: 0})
		s, _ = apply(t, s, Submit{By: 1})
		if s.turn != 2 || s.phase != phOrders {
			t.Fatalf("after %q: turn %d, phase %d (nothing to fight: turn 2 should be next)", tc.first, s.turn, s.phase)
		}
		for _, o := range tc.ok {
			if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: o}); err != nil {
				t.Errorf("after %q, %q is refused: %v", tc.first, o, err)
			}
		}
		for _, o := range tc.not {
			if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: o}); err == nil {
				t.Errorf("after %q, %q is accepted", tc.first, o)
			}
		}
	}
}

// 3.2.2: the free turn is for a ship that does nothing else: it cannot be
// written with any move or maneuver; it may face any of the six hexsides,
// at no MP, also when the engines are gone and every maneuver is refused.
func TestRule_3_2_2_FreeTurnStandsAlone(t *testing.T) {
	for _, o := range []string{"1@S", "@S1", "P@S", "@SB", "@S@N"} {
		if _, err := ParseOrders(o); err == nil {
			t.Errorf("%q is accepted", o)
		}
	}
	s := battle(t, "Red:A:Admirable:1510:N", "Blue:B:Admirable:0519:N")
	s.craft = nil
	s.ships[0].last = lastForward
	for k := range s.ships[0].engineBoxes() {
		s.ships[0].engineBoxes()[k] = boxHit
	}
	for _, o := range []string{"P", "S", "B", "1"} {
		if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: o}); err == nil {
			t.Errorf("%q is accepted with no MPs", o)
		}
	}
	for _, f := range hex.Directions() {
		if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: "@" + f.String()}); err != nil {
			t.Errorf("the free turn to %s: %v", f, err)
		}
	}
}

// 3.3.2: B can take a ship off the board as well as forward movement; a
// ship whose orders end on the board's last row stays in the game.
func TestRule_3_3_2_BackingOffTheBoard(t *testing.T) {
	s := battle(t, "Red:D:Admirable:1519:N", "Red:E:Admirable:1502:N", "Blue:B:Admirable:0519:N")
	s.craft = nil
	s.ships[0].last = lastForward
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "D", Orders: "B"})
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "E", Orders: "2"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if s.ships[0].status != offBoard || s.vp[1] != s.ships[0].class.CR {
		t.Fatalf("D backing off the southern edge: %s, VPs %v\n%s", s.ships[0].statusText(), s.vp, eventsText(ev))
	}
	if e := s.ships[1]; e.status != active || e.pos != at("1500") {
		t.Fatalf("E ending on row 00: %s at %s", e.statusText(), HexLabel(e.pos))
	}
}

// 2.1.2 with 3.2.1: an object stops a sideslip into its hex and a B into
// it, as it stops forward movement; a sideslip past it is free.
func TestRule_3_2_1_ObjectsStopSideslipsAndBacks(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1510:N", "Blue:B:Admirable:0519:N")
	s.craft = nil
	s.objects = []Object{{Kind: "asteroid", Hex: at("1508")}}
	s.ships[0].last = lastForward
	for _, o := range []string{"1L", "1R", "1"} {
		if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: o}); err != nil {
			t.Errorf("%q, beside the asteroid, is refused: %v", o, err)
		}
	}
	s.ships[0].pos = at("1507")
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "B"}, "objects stop movement")
	s.ships[0].pos = hex.Neighbor(at("1508"), hex.SE) // the asteroid is its front-left hex
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "L"}, "objects stop movement")
}

// TestNamesTakeTheirPossessive: a side or a ship whose name ends in s
// takes the apostrophe alone in the log and the refusals ("Renegades'
// fleet", not "Renegades's").
func TestNamesTakeTheirPossessive(t *testing.T) {
	if got := (Resolve{Ship: "Atlas"}).String(); got != "resolve Atlas' attacks" {
		t.Errorf("%q", got)
	}
	f := ScenarioFile{Name: "test", Title: "Test", Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "Hermes", Class: "Admirable", At: "1505", Facing: "S"}}},
		{Name: "Renegades", Ships: []ShipFile{{Name: "B", Class: "Admirable", At: "1515", Facing: "N"}}},
	}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	refuse(t, st.(*State), WriteOrders{By: 1, Ship: "Hermes", Orders: "1"}, "Hermes is not Renegades' ship")
}

// 3.3.2 with 2.3: both sides' last ships leave the board in one Movement
// Phase: each scores the other's rating and the battle ends on VPs.
func TestRule_3_3_2_BothSidesLeaveTogether(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Admirable:1500:N", "Blue:H:Hulk:1519:S")
	s.craft = nil
	s.ships[0].last, s.ships[1].last = lastForward, lastForward
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "1"})
	s, _ = apply(t, s, WriteOrders{By: 1, Ship: "H", Orders: "1"})
	s, _ = apply(t, s, Submit{By: 0})
	s, ev := apply(t, s, Submit{By: 1})
	if !s.outcome.Over || s.vp[0] != s.ships[1].class.CR || s.vp[1] != 438 {
		t.Fatalf("%+v %v\n%s", s.outcome, s.vp, eventsText(ev))
	}
	want := engine.Player(1)
	if s.ships[1].class.CR > 438 {
		want = 0
	}
	if s.outcome.Winner != want {
		t.Fatalf("%+v", s.outcome)
	}
}

// 3.2.2 with 1.4: orders may spend only the MPs the ship has now; each
// engine hit takes one away, so a five-engine ship with one hit may not
// write "3P1" (5 MPs) but may write "3P" (4).
func TestRule_3_2_2_EngineHitsCutTheMPs(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1510:S", "Blue:B:Admirable:1519:N")
	s.ships[0].last = lastForward
	s.ships[0].engineBoxes()[0] = boxHit
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "3P1"}, "costs 5 MP")
	if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: "3P"}); err != nil {
		t.Fatal(err)
	}
}

// 3.2.2: movement points not spent are lost, not saved: a ship of five MPs
// that moved two hexes in turn 1 has five again in turn 2, not eight.
func TestRule_3_2_2_UnusedMPsAreLost(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1510:N", "Blue:B:Admirable:0519:N")
	s.craft = nil
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "2"})
	s, _ = apply(t, s, Submit{By: 0})
	s, _ = apply(t, s, Submit{By: 1})
	if s.turn != 2 || s.phase != phOrders {
		t.Fatalf("turn %d, phase %d (nothing to fight: turn 2 should be next)", s.turn, s.phase)
	}
	refuse(t, s, WriteOrders{By: 0, Ship: "A", Orders: "6"}, "costs 6 MP but A has 5")
	if err := s.Check(WriteOrders{By: 0, Ship: "A", Orders: "5"}); err != nil {
		t.Fatal(err)
	}
}

// 3.3.2: orders that take a ship off the board say so where they are
// described, naming the last hex on the board, not the hex off it ("ending
// at 14-1 facing N", found in play); the log of the departure reads as
// English ("Imperial's A has left the board", where it read "is left").
func TestRule_3_3_2_LeavingToldInWords(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Admirable:1400:N", "Blue:H:Hulk:1410:N")
	s.craft = nil
	want := "A: orders 2 (2 of 5 MP), leaving the board from 1400 facing N: the ship is lost (3.3.2)"
	if got := s.Describe(WriteOrders{By: 0, Ship: "A", Orders: "2"}, 0); got != want {
		t.Errorf("orders off the board described as\n%q, want\n%q", got, want)
	}
	if got := s.Describe(WriteOrders{By: 0, Ship: "A", Orders: "0"}, 0); got != "A: orders 0 (0 of 5 MP), ending at 1400 facing N" {
		t.Errorf("orders on the board: %q", got)
	}
	s, _ = apply(t, s, WriteOrders{By: 0, Ship: "A", Orders: "2"})
	s, _ = apply(t, s, Submit{By: 0})
	_, ev := apply(t, s, Submit{By: 1})
	if txt := eventsText(ev); !strings.Contains(txt, "Red's A has left the board: Blue scores") {
		t.Errorf("the departure's score:\n%s", txt)
	}
}
