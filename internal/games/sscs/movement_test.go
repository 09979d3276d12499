package sscs

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestRule_Movement4_SpeedChangeWithinMP: a ship changes its speed by at
// most its MP (Drive × Drive) in a turn.
func TestRule_Movement4_SpeedChangeWithinMP(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-15", "S", 9})
	apply(t, s, Speed{By: 0, Ship: 0, Speed: 9})
	refuse(t, s, Speed{By: 0, Ship: 0, Speed: 10}, "Movement 4")
	apply(t, s, Speed{By: 1, Ship: 1, Speed: 0})
	// A Drive of 1 gives 1 MP.
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	refuse(t, s, Speed{By: 0, Ship: 0, Speed: 2}, "1 MP")
}

// TestRule_Ramming_ShutTargetAndClosingSpeed: a target that cannot
// maneuver cannot avoid; the closing speed of ships going the same way is
// the difference of their speeds.
func TestRule_Ramming_ShutTargetAndClosingSpeed(t *testing.T) {
	run := func(rammer, target place, plot string, faces ...int) string {
		s := battle(t, nil, rammer, target)
		if target.name == "Dead" {
			s.dice = engine.NewDice(1)
			s.damage(1, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
		}
		s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
		s, _ = apply(t, s, Seal{By: 0})
		s, _ = apply(t, s, Seal{By: 1})
		s.dice = engine.NewDice(3).Force(faces...)
		_, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: plot})
		return eventsText(ev)
	}
	// Four north overtakes one north: closing speed 3.
	text := run(place{0, "A", "Gun", "0,4", "N", 4}, place{1, "B", "Gun", "0,0", "N", 1}, "4", 1, 10)
	if !strings.Contains(text, "closing speed of 3: 15 damage") {
		t.Fatalf("%s", text)
	}
	// A target without Drive coasts and cannot try to avoid.
	text = run(place{0, "A", "Gun", "0,2", "N", 2}, place{1, "Dead", "Gun", "0,0", "S", 1}, "2", 9, 1)
	if strings.Contains(text, "avoids the ram") || !strings.Contains(text, "collide at a closing speed of 3") {
		t.Fatalf("%s", text)
	}
}

// TestRule_OrderOfPlay_DestroyedBeforeItMoves: a ship reduced to scrap by
// a faster one's fire never moves or fires that turn.
func TestRule_OrderOfPlay_DestroyedBeforeItMoves(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 3}, place{1, "B", "Gun", "0,-5", "S", 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "3"})
	if s.phase != phFire {
		t.Fatalf("phase %d", s.phase)
	}
	s.dice = engine.NewDice(1)
	s.damage(1, hit{dmg: 300, what: "test"}, nil)
	n, _ := apply(t, s, Done{By: 0, Ship: 0})
	if n.ships[1].moved || n.ships[1].status != stScrap {
		t.Fatalf("B: moved %v status %d", n.ships[1].moved, n.ships[1].status)
	}
}

// ramTurn declares the rams and speeds given, seals both sides and moves
// the rammer (ship 0) by plot with the dice given; it returns the events.
func ramTurn(t *testing.T, s *State, decl []engine.Intent, plot string, faces ...int) string {
	t.Helper()
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	for _, in := range decl {
		s, _ = apply(t, s, in)
	}
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s.dice = engine.NewDice(3).Force(faces...)
	_, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: plot})
	return eventsText(ev)
}

// TestRule_Ramming_TargetClosesAtItsDeclaredSpeed (rules 4): the closing
// speed is that of the two velocities of the turn. A target that has not
// moved yet goes this turn at the speed it declared ("the fastest ship
// moves first" ranks it by that speed), not at last turn's: overtaking a
// ship that speeds up from 1 to 3 closes at 4 − 3 = 1 (5 damage each, not
// 15); meeting head on a ship that stops closes at 2 + 0 (10, not 15). A
// target that has moved closes at what it flew.
func TestRule_Ramming_TargetClosesAtItsDeclaredSpeed(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,4", "N", 4}, place{1, "B", "Gun", "0,0", "N", 1})
	if text := ramTurn(t, s, []engine.Intent{Speed{By: 1, Ship: 1, Speed: 3}}, "4", 1, 10); !strings.Contains(text, "closing speed of 1: 5 damage") {
		t.Fatalf("overtaking a ship that speeds up: %s", text)
	}
	s = battle(t, nil, place{0, "A", "Gun", "0,2", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	if text := ramTurn(t, s, []engine.Intent{Speed{By: 1, Ship: 1, Speed: 0}}, "2", 1, 10); !strings.Contains(text, "closing speed of 2: 10 damage") {
		t.Fatalf("head on against a ship that stops: %s", text)
	}
	// Declaring nothing keeps the speed: 2 + 1.
	s = battle(t, nil, place{0, "A", "Gun", "0,2", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	if text := ramTurn(t, s, nil, "2", 1, 10); !strings.Contains(text, "closing speed of 3: 15 damage") {
		t.Fatalf("head on at the speed kept: %s", text)
	}
	// A target without Drive cannot change its speed, whatever it
	// declared before it lost it: it closes at the speed it has.
	s = battle(t, nil, place{0, "A", "Gun", "0,2", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	s, _ = apply(t, s, Speed{By: 1, Ship: 1, Speed: 4})
	s.dice = engine.NewDice(1)
	s.damage(1, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
	if got := s.turnSpeed(1); got != 1 {
		t.Fatalf("a ship without Drive goes at %d this turn, want 1", got)
	}
	// The ledger and turnSpeed agree: a Drive of 1 left (1 MP) takes a
	// declared 9 from 5 to 6.
	s = battle(t, nil, place{0, "A", "Gun", "0,2", "N", 5}, place{1, "B", "Gun", "0,-20", "S", 1})
	s, _ = apply(t, s, Speed{By: 0, Ship: 0, Speed: 9})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	if l := s.ledger(0, Plot{}); l.To != 6 || !l.Clamped || s.turnSpeed(0) != 6 {
		t.Fatalf("ledger %d (clamped %v), turnSpeed %d, want 6", l.To, l.Clamped, s.turnSpeed(0))
	}
}

// TestRule_Movement6_FastestIsTheDeclaredSpeed: "the fastest ship moves
// first" ranks ships by the speed declared for this turn, not the speed
// they had: A, at 5, slows to 1; B, at 2, speeds up to 3 and goes first.
func TestRule_Movement6_FastestIsTheDeclaredSpeed(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 5}, place{1, "B", "Gun", "0,-20", "S", 2})
	s, _ = apply(t, s, Speed{By: 0, Ship: 0, Speed: 1})
	s, _ = apply(t, s, Speed{By: 1, Ship: 1, Speed: 3})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	if next := s.NextMovers(); len(next) != 1 || next[0] != 1 {
		t.Fatalf("next %v, want B", next)
	}
	refuse(t, s, Move{By: 0, Ship: 0, Plot: "1"}, "does not act now")
}

// TestRule_Movement4_EvasiveLastsUntilTheNextMove: evasive factors bought
// in a move count against every shot at the ship until it moves again —
// the slower ship's fire that turn, and the next turn's fire before it
// moves — and end with its next move.
func TestRule_Movement4_EvasiveLastsUntilTheNextMove(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 3}, place{1, "B", "Gun", "0,-12", "S", 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "3E2"})
	s, _ = apply(t, s, Done{By: 0, Ship: 0})
	s, _ = apply(t, s, Move{By: 1, Ship: 1, Plot: "1"})
	// B at 0,-11, A at 0,-3: real 8 × (its ECM 1 + evasive 2) = 24.
	if b, _ := s.EffectiveRange(1, 0, 1, 0, false); b.Evasive != 2 || b.Effective != 8*3 {
		t.Fatalf("the slower ship's shot: %v", b)
	}
	s, _ = apply(t, s, Done{By: 1, Ship: 1})
	// Next turn B goes first (speed 5) and A still has its evasive.
	s, _ = apply(t, s, Speed{By: 1, Ship: 1, Speed: 5})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s, _ = apply(t, s, Move{By: 1, Ship: 1, Plot: "5"})
	if s.ships[0].evasive != 2 {
		t.Fatalf("evasive %d before A moves again", s.ships[0].evasive)
	}
	s, _ = apply(t, s, Done{By: 1, Ship: 1})
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "3"})
	if s.ships[0].evasive != 0 {
		t.Fatalf("evasive %d after a move without any", s.ships[0].evasive)
	}
}

// TestMovement5_TurnCostWholeProducts: the formula rounds fractions up,
// and a product that is whole already stays as it is: 50 × .66 is 33, not
// 34 (a binary float rounded up would give 34: 0.66 is not exact in
// binary), 100 × .66 is 66; beyond the chart, method C goes on the same.
func TestMovement5_TurnCostWholeProducts(t *testing.T) {
	for _, c := range []struct{ speed, want int }{{50, 33}, {100, 66}, {25, 17}, {51, 34}} {
		if got := TurnCost(TurnFormula, c.speed); got != c.want {
			t.Errorf("formula at speed %d: %d, want %d", c.speed, got, c.want)
		}
		if got := TurnCost(TurnChart, c.speed); got != c.want {
			t.Errorf("chart at speed %d: %d, want %d", c.speed, got, c.want)
		}
	}
}

// TestRule_Ramming_TargetInTheStartHex (rules 6): "During movement,
// ramming ship must roll…" — a target in the hex the rammer starts its
// move from (it ended its own move there, or they are docked) is met
// there, at the first hex of the flight path, as fire may be from that
// hex; before, only a hex the rammer entered counted, so it moved away
// and the declared ram came to nothing.
func TestRule_Ramming_TargetInTheStartHex(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	// A (speed 2) moves first. It rolls 1 (3 × Drive 3 = 9 or less), B
	// fails to avoid with a 10; A flies N at 2, B (not moved yet) S at 1:
	// closing speed 3, 15 damage to each.
	s.dice = engine.NewDice(1).Force(1, 10)
	n, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	text := eventsText(ev)
	if !strings.Contains(text, "A rams the B") || !strings.Contains(text, "closing speed of 3: 15 damage to each") {
		t.Fatalf("%s", text)
	}
	if n.ships[0].pos != at("0,-2") || !n.ships[0].rammed {
		t.Fatalf("A at %v, rammed %v", n.ships[0].pos, n.ships[0].rammed)
	}
	// It rams once: flying on through other hexes does not ram again.
	if strings.Count(text, "rams the B") != 1 {
		t.Fatalf("%s", text)
	}
}

// TestRule_Ramming_DockedPartner: a ram declared on the ship the rammer is
// docked with meets it in the start hex (rules 6) and is rolled as the
// Ramming procedure says — the rammer's d10, the target's — but "damage to
// both ships is 5x the closing speed", and two docked ships flying on
// together close at 0: they collide for nothing and stay docked (the
// project's reading: the rolls are made, the speed decides). A rammer
// that accelerates away from its partner closes at the difference.
func TestRule_Ramming_DockedPartner(t *testing.T) {
	for _, c := range []struct {
		speed  int
		want   string
		docked bool
	}{
		{1, "closing speed of 0: 0 damage to each", true},
		{2, "closing speed of 1: 5 damage to each", false},
	} {
		s := docked(t)
		s, _ = apply(t, s, Speed{By: 0, Ship: 0, Speed: c.speed})
		s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
		s, _ = apply(t, s, Seal{By: 0})
		// At speed 1 the two tie on speed and Drive: A rolls 10, B 1.
		s.dice = engine.NewDice(1).Force(10, 1)
		s, _ = apply(t, s, Seal{By: 1})
		// A rolls 1 (3 × Drive 3 = 9 or less), B fails to avoid with a 10.
		s.dice = engine.NewDice(1).Force(1, 10)
		s, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: strconv.Itoa(c.speed)})
		text := eventsText(ev)
		if !strings.Contains(text, "A rams the B") || !strings.Contains(text, c.want) {
			t.Fatalf("speed %d: %s", c.speed, text)
		}
		if c.docked {
			s, _ = apply(t, s, Done{By: 0, Ship: 0})
			s, _ = apply(t, s, Move{By: 1, Ship: 1, Plot: "1"})
			s, _ = apply(t, s, Done{By: 1, Ship: 1})
			if s.docked(0) != 1 || s.ships[1].armor != s.cls(1).dv.Design.Armor {
				t.Fatalf("the ram at closing speed 0 did something: docked %v, armor %d", s.docked(0), s.ships[1].armor)
			}
		}
	}
}

// TestRule_Movement7_TiesByTheDriveNowAndRollAgain: ships at the same speed
// go by "the highest manuever" — the Drive each has now, so a Drive 3
// design with a point lost ties a Drive 2 one and the dice decide (here
// the Nest's 8 beats the Gun's 2); and dice that tie across sides are
// rolled again (5 and 5, then 3 and 7: the B first).
func TestRule_Movement7_TiesByTheDriveNowAndRollAgain(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "N", "Nest", "0,-12", "S", 2})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil) // Drive 2
	s, _ = apply(t, s, Seal{By: 0})
	s.dice = engine.NewDice(1).Force(2, 8)
	s, ev := apply(t, s, Seal{By: 1})
	if next := s.NextMovers(); len(next) != 1 || s.ships[next[0]].name != "N" || !strings.Contains(eventsText(ev), "Drive 2: 2d10 [2 8]") {
		t.Fatalf("next %v: %s", next, eventsText(ev))
	}
	s = battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-12", "S", 2})
	s, _ = apply(t, s, Seal{By: 0})
	s.dice = engine.NewDice(1).Force(5, 5, 3, 7)
	s, ev = apply(t, s, Seal{By: 1})
	if next := s.NextMovers(); len(next) != 1 || s.ships[next[0]].name != "B" || strings.Count(eventsText(ev), "order of movement") != 2 {
		t.Fatalf("next %v: %s", next, eventsText(ev))
	}
}

// TestRule_Movement7_OrderRollNamesEachShipsFace: the order roll says
// which face is whose with "rolls", since a ship's name may end in a number
// of its own: "Wasp 1 2, Wasp 2 8" could not be read.
func TestRule_Movement7_OrderRollNamesEachShipsFace(t *testing.T) {
	s := battle(t, nil, place{0, "Wasp 1", "Gun", "0,0", "N", 2}, place{1, "Wasp 2", "Gun", "0,-12", "S", 2})
	s, _ = apply(t, s, Seal{By: 0})
	s.dice = engine.NewDice(1).Force(2, 8)
	s, ev := apply(t, s, Seal{By: 1})
	if next := s.NextMovers(); len(next) != 1 || s.ships[next[0]].name != "Wasp 2" || !strings.Contains(eventsText(ev), "2d10 [2 8]: Wasp 1 rolls 2, Wasp 2 rolls 8: highest moves first") {
		t.Fatalf("next %v: %s", next, eventsText(ev))
	}
}

// TestRule_Ramming_TheDriveLeft: the rammer rolls 3 × the Drive it has now
// — a Gun down to Drive 2 needs 6 or less, and a 7 misses.
func TestRule_Ramming_TheDriveLeft(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,2", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	if text := ramTurn(t, s, nil, "2", 7, 1); !strings.Contains(text, "needs 6 or less: misses") || strings.Contains(text, "collide") {
		t.Fatalf("%s", text)
	}
}

// TestRule_Movement7_OnlyTheTiedRollAgain (rules 7): ships tied on speed
// and Drive roll, "highest roll winning"; where ships of different sides
// roll the same, those alone roll again — a ship that lost the first roll
// keeps its place behind the winners. Red's A and A2 and Blue's B roll 5,
// 3 and 5: A and B roll again (2 and 9), so B moves first (before, all
// three rolled again and A2's later 9 could put it first), then Red's two,
// which only their commander orders. Two ties at once (5 5 and 7 7) roll
// again together: Blue's B2 (7, then 9) moves first, Blue's B (5, then 1)
// last, and Red's A2 and A between them in the order Red picks (the
// twenty-first audit: the dice no longer order one side's ships among
// themselves; TestRule_Movement7_OneSideCommanderPicks).
func TestRule_Movement7_OnlyTheTiedRollAgain(t *testing.T) {
	order := func(s *State) []string {
		var out []string
		for len(s.NextMovers()) > 0 && s.phase == phMove {
			id := s.NextMovers()[0]
			out = append(out, s.ships[id].name)
			s, _ = apply(t, s, Move{By: s.ships[id].side, Ship: id, Plot: "2"})
			s, _ = apply(t, s, Done{By: s.ships[id].side, Ship: id})
		}
		return out
	}
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{0, "A2", "Gun", "2,0", "N", 2}, place{1, "B", "Gun", "0,-20", "S", 2})
	s, _ = apply(t, s, Seal{By: 0})
	s.dice = engine.NewDice(1).Force(5, 3, 5, 2, 9)
	s, ev := apply(t, s, Seal{By: 1})
	if got := strings.Join(order(s), " "); got != "B A A2" || !strings.Contains(eventsText(ev), "2d10 [2 9]: A rolls 2, B rolls 9") {
		t.Fatalf("order %s: %s", got, eventsText(ev))
	}
	s = battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{0, "A2", "Gun", "2,0", "N", 2},
		place{1, "B", "Gun", "0,-20", "S", 2}, place{1, "B2", "Gun", "2,-20", "S", 2})
	s, _ = apply(t, s, Seal{By: 0})
	s.dice = engine.NewDice(1).Force(5, 7, 5, 7, 9, 1, 1, 9)
	s, _ = apply(t, s, Seal{By: 1})
	if got := strings.Join(order(s), " "); got != "B2 A A2 B" {
		t.Fatalf("order %s", got)
	}
}

// TestRule_Movement7_OneSideCommanderPicks: "if the ships in question are
// on the same side, then the dice roll is not needed - the commander
// determines who is first". The dice of a tie across sides order each ship
// against the other side's ships, not against its own side's: Red's A and
// A2 and Blue's B (speed 2, Drive 3) roll 4, 7 and 9 — B moves first, then
// Red picks which of A and A2 goes (before, A2's 7 put it ahead of A).
// With 9, 3 and 5, A has beaten B and A2 has not: A alone, then B, then
// A2. Found by the twenty-first audit (the legality oracle).
func TestRule_Movement7_OneSideCommanderPicks(t *testing.T) {
	start := func(faces ...int) *State {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{0, "A2", "Gun", "2,0", "N", 2}, place{1, "B", "Gun", "0,-20", "S", 2})
		s, _ = apply(t, s, Seal{By: 0})
		s.dice = engine.NewDice(1).Force(faces...)
		s, _ = apply(t, s, Seal{By: 1})
		return s
	}
	names := func(s *State) string {
		var out []string
		for _, id := range s.NextMovers() {
			out = append(out, s.ships[id].name)
		}
		return strings.Join(out, " ")
	}
	step := func(s *State, name string) *State {
		id := s.mustShip(t, name)
		s, _ = apply(t, s, Move{By: s.ships[id].side, Ship: id, Plot: "2"})
		s, _ = apply(t, s, Done{By: s.ships[id].side, Ship: id})
		return s
	}
	s := start(4, 7, 9)
	if got := names(s); got != "B" {
		t.Fatalf("first: %s", got)
	}
	s = step(s, "B")
	if got := names(s); got != "A A2" {
		t.Fatalf("after B: %s, want Red's commander to pick", got)
	}
	s = step(s, "A")
	if got := names(s); got != "A2" {
		t.Fatalf("after A: %s", got)
	}
	s = start(9, 3, 5)
	for _, want := range []string{"A", "B", "A2"} {
		if got := names(s); got != want {
			t.Fatalf("next %s, want %s", got, want)
		}
		s = step(s, want)
	}
	id := s.mustShip(t, "A2")
	refuse(t, start(9, 3, 5), Move{By: 0, Ship: id, Plot: "2"}, "next is the A")
}

// TestRule_Ramming_TheThresholdsAndTheDamage: the rammer needs 3 × its
// Drive or less (a Drive 3 Gun: 9 is on course, 10 misses), the target
// avoids with 3 × its own (a Drive 2 Nest: 6 avoids, 7 is struck), and both
// take 5 × the closing speed — head on at 3 and 2, 25 each.
func TestRule_Ramming_TheThresholdsAndTheDamage(t *testing.T) {
	mk := func() *State {
		return battle(t, nil, place{0, "A", "Gun", "0,3", "N", 3}, place{1, "N", "Nest", "0,0", "S", 2})
	}
	if text := ramTurn(t, mk(), nil, "3", 9, 7); !strings.Contains(text, "collide at a closing speed of 5: 25 damage to each") {
		t.Errorf("9 and 7: %s", text)
	}
	if text := ramTurn(t, mk(), nil, "3", 10); strings.Contains(text, "avoids") || strings.Contains(text, "collide") {
		t.Errorf("a rammer's 10: %s", text)
	}
	if text := ramTurn(t, mk(), nil, "3", 9, 6); !strings.Contains(text, "avoided") || strings.Contains(text, "collide") {
		t.Errorf("a target's 6: %s", text)
	}
}

// TestRule_Ramming_EvasiveDoesNotHelp: evasive maneuvers increase the
// effective range of fire, not the rolls of a ram: a target with 5
// evasive factors still avoids on 3 × its Drive or less (9 avoids, 10 is
// struck), and a rammer flying evasively still connects on 3 × its own.
func TestRule_Ramming_EvasiveDoesNotHelp(t *testing.T) {
	for _, c := range []struct {
		plot  string
		faces []int
		hit   bool
	}{{"2", []int{1, 10}, true}, {"2", []int{1, 9}, false}, {"2E3", []int{9, 10}, true}, {"2E3", []int{10}, false}} {
		s := battle(t, nil, place{0, "A", "Gun", "0,2", "N", 2}, place{1, "B", "Gun", "0,0", "S", 0})
		s.mut(1).evasive = 5
		if text := ramTurn(t, s, nil, c.plot, c.faces...); strings.Contains(text, "collide") != c.hit {
			t.Errorf("plot %s, dice %v: %s", c.plot, c.faces, text)
		}
	}
}

// TestRule_Ramming_DeclaredBeforeTheMove: a ram "must be declared in the
// declaration phase". Once both sides have sealed and the Movement phase
// has begun, a ram is refused, naming the rule; declared in time, the
// same ram stands (it is rolled when the rammer meets its target).
func TestRule_Ramming_DeclaredBeforeTheMove(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Target", "0,-2", "S", 0})
	in := Ram{By: 0, Ship: 0, Target: 1}
	if err := s.Check(in); err != nil {
		t.Fatalf("declared in the Declaration phase: %v", err)
	}
	m, _ := apply(t, s, Seal{By: 0})
	m, _ = apply(t, m, Seal{By: 1})
	if m.phase != phMove {
		t.Fatalf("phase %d after both sealed", m.phase)
	}
	refuse(t, m, in, "ramming is declared in the Declaration phase, not the Movement phase (Order of Play)")
}

// TestRule_Movement3_MPEachTurnNoneCarried: a ship has Drive² MP in each
// turn and what it leaves unspent is lost: a Gun (Drive 3) that flew a
// turn at speed 0 and spent nothing has 9 MP the next, not 18 — nine
// evasive factors, not ten ("the only limit is how much MP you have");
// from speed 0 to 3 leaves 6, and a turn at speed 3 (cost 2) leaves 4.
func TestRule_Movement3_MPEachTurnNoneCarried(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
	n, _ := playTurn(t, s, turnPlan{plots: map[string]string{"A": "0"}})
	if l := n.PreviewPlot(0, "E9"); l.Err != nil || l.MP != 9 {
		t.Fatalf("E9: %+v", l)
	}
	if l := n.PreviewPlot(0, "E10"); l.Err == nil {
		t.Fatalf("E10 with 9 MP (none carried over): %+v", l)
	}
	n2, _ := apply(t, n, Speed{By: 0, Ship: 0, Speed: 3})
	if l := n2.PreviewPlot(0, "3E6"); l.Err != nil {
		t.Fatalf("3E6: %v", l.Err)
	}
	if l := n2.PreviewPlot(0, "3E7"); l.Err == nil {
		t.Fatalf("3E7 with 6 MP left")
	}
	// turn cost at speed 3 is 2: 3 (speed) + 2 + E4 = 9.
	if l := n2.PreviewPlot(0, "R3E4"); l.Err != nil {
		t.Fatalf("R3E4: %v", l.Err)
	}
	if l := n2.PreviewPlot(0, "R3E5"); l.Err == nil {
		t.Fatalf("R3E5 with 4 MP left")
	}
}

// TestRule_Movement2_SpeedCarriesOver: a ship that declares no speed keeps
// last turn's and flies exactly that many hexes.
func TestRule_Movement2_SpeedCarriesOver(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-30", "S", 0})
	n, _ := apply(t, s, Seal{By: 0})
	n, _ = apply(t, n, Seal{By: 1})
	if n.turnSpeed(0) != 2 {
		t.Fatalf("speed %d", n.turnSpeed(0))
	}
	refuse(t, n, Move{By: 0, Ship: 0, Plot: "3"}, "")
	n, _ = apply(t, n, Move{By: 0, Ship: 0, Plot: "2"})
	if n.ships[0].pos != at("0,-2") {
		t.Fatalf("pos %v", n.ships[0].pos)
	}
}

// TestRule_Ramming_MissedRamSaysSo: a ram is made "during movement", as
// the rammer moves into its target's hex; a declared ram whose rammer
// never does comes to nothing, and the log now says so and why (found in
// play: "Vorr declared: Wyvern speed 12, … rams the Warden", then "Wyvern
// ends its move at -1,-33 heading N" with the Warden at 0,-18, and the ram
// never mentioned again): its move did not enter the target's hex, the
// target left the battle before the rammer moved, or the rammer coasts.
func TestRule_Ramming_MissedRamSaysSo(t *testing.T) {
	declared := func() *State {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-4", "N", 0})
		s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
		return s
	}
	sealed := func(s *State) (*State, string) {
		s, _ = apply(t, s, Seal{By: 0})
		s, ev := apply(t, s, Seal{By: 1})
		return s, eventsText(ev)
	}
	// Short of the target: A flies 2 and ends at 0,-2, the B at 0,-4.
	s, _ := sealed(declared())
	n, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	text := eventsText(ev)
	want := "the A's ram of the B comes to nothing: its move never entered the B's hex, 0,-4 (Ramming: a ram is made as the rammer moves into its target's hex)"
	if n.ships[0].pos != at("0,-2") || !strings.Contains(text, want) || strings.Contains(text, "rams the B") {
		t.Errorf("short: A at %v:\n%s\nwant %q", n.ships[0].pos, text, want)
	}
	for i, e := range ev {
		if strings.Contains(e.Text, "comes to nothing") && (e.Kind != KindRam || e.Secret || e.Player != 0 || i == 0 || ev[i-1].Kind != "trail") {
			t.Errorf("short: %+v (after %q): want a public ram event of side 0 after the move's end", e, ev[max(i-1, 0)].Text)
		}
	}

	// The target out of the battle before the rammer moves.
	s, _ = sealed(declared())
	s.mut(1).status = stScrap
	_, ev = apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	if text := eventsText(ev); !strings.Contains(text, "the A's ram of the B comes to nothing: the B is out of the battle") {
		t.Errorf("scrapped target:\n%s", text)
	}

	// The target landed in its carrier's hangar before the rammer moves.
	s, _ = sealed(declared())
	s.mut(1).status = stAboard
	_, ev = apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	if text := eventsText(ev); !strings.Contains(text, "the A's ram of the B comes to nothing: the B is in its carrier's hangar") {
		t.Errorf("landed target:\n%s", text)
	}

	// The rammer shut down after declaring: it coasts, and rams nothing.
	s = declared()
	s.mut(0).empUntil = s.turn
	_, text = sealed(s)
	if !strings.Contains(text, "A coasts") || !strings.Contains(text, "the A's ram of the B comes to nothing: the A coasts") {
		t.Errorf("coasting rammer:\n%s", text)
	}

	// A ram that is rolled says nothing of coming to nothing, nor does a
	// ship that declared none.
	s = battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-2", "N", 0})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = sealed(s)
	s.dice = engine.NewDice(1).Force(10)
	_, ev = apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	if text := eventsText(ev); !strings.Contains(text, "A rams the B") || strings.Contains(text, "comes to nothing") {
		t.Errorf("rolled ram:\n%s", text)
	}
	s, _ = sealed(battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-4", "N", 0}))
	_, ev = apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	if text := eventsText(ev); strings.Contains(text, "ram") {
		t.Errorf("no ram declared:\n%s", text)
	}
}

// TestRule_Ramming_DeclaredForItsTurnOnly: a ram "must be declared in the
// declaration phase" of its turn: declared in turn 1 while the rammer fell
// short, it does not carry over — entering the target's hex in turn 2
// with nothing declared rolls no ram.
func TestRule_Ramming_DeclaredForItsTurnOnly(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-4", "N", 0})
	// Turn 1: A declares a ram but flies 2, short of B.
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Ram{By: 0, Ship: 0, Target: 1}}})
	if strings.Contains(text, "ram") && strings.Contains(text, "rolls") {
		t.Fatalf("turn 1: %s", text)
	}
	// Turn 2: no ram declared; A flies into B's hex.
	n, text = playTurn(t, n, turnPlan{})
	if n.ships[0].pos != at("0,-4") {
		t.Fatalf("A at %v: %s", n.ships[0].pos, text)
	}
	if strings.Contains(strings.ToLower(text), "ram") {
		t.Fatalf("turn 2 rams with no declaration: %s", text)
	}
}
