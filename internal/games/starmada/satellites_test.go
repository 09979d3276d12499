package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// C.5: battle satellites are launched in the End Phase, up to three a ship
// each turn. How many, from none to that limit, is the owner's choice
// (rules 10; rules 1-9 always launched as many as the ship could).

// toLaunches plays s to the End Phase's launches with forced dice (every
// roll a 1: nobody hits, ties roll again until the dice run out), both
// sides ending their fire at once and satellites staying where they are;
// it fails if no launch is asked.
func toLaunches(t *testing.T, s *State) *State {
	t.Helper()
	s = s.withDice(1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2)
	for k := 0; k < 100 && s.phase != phLaunch; k++ {
		var in engine.Intent
		switch s.phase {
		case phOrders:
			in = Submit{By: s.Phase().Actors[0]}
		case phFighters:
			in = stayOrFirst(s, s.Legal(s.Phase().Actors[0]))
		case phCombat:
			in = Fire{By: s.firing}
		default:
			t.Fatalf("toLaunches in phase %d (turn %d)", s.phase, s.turn)
		}
		s, _ = apply(t, s, in)
	}
	if s.phase != phLaunch {
		t.Fatalf("no launch asked: phase %d, turn %d", s.phase, s.turn)
	}
	return s
}

func satsOut(s *State, side engine.Player) int {
	n := 0
	for _, c := range s.craft {
		if c.sat && c.side == side {
			n++
		}
	}
	return n
}

// fiveSats is a carrier of five satellites facing a hulk too far to fire.
func fiveSats(t *testing.T) *State {
	t.Helper()
	cls := []ClassFile{equipped("Carrier", "Battle Satellites 5"), target("Hulk", 0)}
	return battleOf(t, cls, "Red:C:Carrier:1502:S", "Blue:H:Hulk:1518:N")
}

func TestRule_C_5_OwnerLaunchesFewerThanTheLimit(t *testing.T) {
	s := toLaunches(t, fiveSats(t))
	if s.Phase().Name != PhaseEnd || !s.Phase().Acting(0) || s.Phase().Acting(1) || s.turn != 1 {
		t.Fatalf("the End Phase should wait for Red: %+v", s.Phase())
	}
	var counts []int
	for _, in := range s.Legal(0) {
		l := in.(Launch)
		if l.Ship != "C" {
			t.Errorf("offered a launch from %s", l.Ship)
		}
		counts = append(counts, l.Count)
	}
	if len(counts) != 4 || counts[0] != 0 || counts[3] != 3 {
		t.Fatalf("offered %v, want 0 to 3 (C.5: up to three a turn)", counts)
	}
	if len(s.Legal(1)) != 0 {
		t.Errorf("Blue is offered %v", s.Legal(1))
	}
	s, ev := apply(t, s, Launch{By: 0, Ship: "C", Count: 2})
	if satsOut(s, 0) != 2 || s.ships[0].satsLeft != 3 {
		t.Fatalf("%d out, %d left\n%s", satsOut(s, 0), s.ships[0].satsLeft, eventsText(ev))
	}
	if !strings.Contains(eventsText(ev), "C launches 2 battle satellites (3 left) (C.5)") {
		t.Errorf("the log does not tell the launch\n%s", eventsText(ev))
	}
	if s.phase != phOrders || s.turn != 2 {
		t.Fatalf("after the only launch: phase %d turn %d", s.phase, s.turn)
	}
	// Next turn the limit is three again, with three left.
	s = toLaunches(t, s)
	if l := s.Legal(0); len(l) != 4 {
		t.Fatalf("turn 2 offers %v", l)
	}
	s, _ = apply(t, s, Launch{By: 0, Ship: "C", Count: 1})
	if satsOut(s, 0) != 3 || s.ships[0].satsLeft != 2 {
		t.Fatalf("turn 2: %d out, %d left", satsOut(s, 0), s.ships[0].satsLeft)
	}
	// The satellites are numbered on: S1, S2, then S3.
	if s.craft[len(s.craft)-1].id.String() != "C/S3" {
		t.Errorf("the third satellite is %s", s.craft[len(s.craft)-1].id)
	}
}

func TestRule_C_5_OwnerLaunchesNone(t *testing.T) {
	s := toLaunches(t, fiveSats(t))
	s, ev := apply(t, s, Launch{By: 0, Ship: "C", Count: 0})
	if satsOut(s, 0) != 0 || s.ships[0].satsLeft != 5 {
		t.Fatalf("%d out, %d left", satsOut(s, 0), s.ships[0].satsLeft)
	}
	if !strings.Contains(eventsText(ev), "C launches no battle satellites (5 left) (C.5)") {
		t.Errorf("the log does not tell that none was launched\n%s", eventsText(ev))
	}
	// Kept satellites are asked about again in the next End Phase.
	s = toLaunches(t, s)
	if side, ship, limit, ok := s.Launching(); !ok || side != 0 || ship != "C" || limit != 3 {
		t.Fatalf("turn 2 asks %v %q %d %v", side, ship, limit, ok)
	}
}

func TestRule_C_5_OwnerLaunchesTheLimit(t *testing.T) {
	s := toLaunches(t, fiveSats(t))
	s, _ = apply(t, s, Launch{By: 0, Ship: "C", Count: 3})
	if satsOut(s, 0) != 3 || s.ships[0].satsLeft != 2 {
		t.Fatalf("%d out, %d left", satsOut(s, 0), s.ships[0].satsLeft)
	}
	// Two left: the limit is what the ship carries.
	s = toLaunches(t, s)
	if _, _, limit, _ := s.Launching(); limit != 2 || len(s.Legal(0)) != 3 {
		t.Fatalf("with two left the limit is %d, offered %v", limit, s.Legal(0))
	}
	refuse(t, s, Launch{By: 0, Ship: "C", Count: 3}, "at most 2 battle satellites this turn, not 3 (C.5: up to 3 a turn; it carries 2)")
	s, _ = apply(t, s, Launch{By: 0, Ship: "C", Count: 2})
	if satsOut(s, 0) != 5 || s.ships[0].satsLeft != 0 {
		t.Fatalf("%d out, %d left", satsOut(s, 0), s.ships[0].satsLeft)
	}
	// None left: the End Phase asks nothing more.
	s = s.withDice(1, 2, 1, 2, 1, 2, 1, 2)
	for k := 0; k < 20 && s.turn == 3; k++ {
		switch s.phase {
		case phOrders:
			s, _ = apply(t, s, Submit{By: s.Phase().Actors[0]})
		case phFighters:
			s, _ = apply(t, s, stayOrFirst(s, s.Legal(s.Phase().Actors[0])))
		case phCombat:
			s, _ = apply(t, s, Fire{By: s.firing})
		default:
			t.Fatalf("turn 3 stops in phase %d", s.phase)
		}
	}
	if s.turn != 4 || s.phase != phOrders {
		t.Fatalf("turn 3 did not end: turn %d phase %d", s.turn, s.phase)
	}
}

func TestRule_C_5_MoreThanTheLimitRefused(t *testing.T) {
	s := toLaunches(t, fiveSats(t))
	refuse(t, s, Launch{By: 0, Ship: "C", Count: 4}, "C may launch at most 3 battle satellites this turn, not 4 (C.5: up to 3 a turn; it carries 5)")
	refuse(t, s, Launch{By: 0, Ship: "C", Count: -1}, "give a number from 0 to 3")
	refuse(t, s, Launch{By: 1, Ship: "C", Count: 1}, "not your turn")
	refuse(t, s, Launch{By: 0, Ship: "X", Count: 1}, `there is no ship "X"`)
	n := s.clone()
	n.phase, n.submitted = phOrders, [2]bool{}
	n.launchFrom = 0
	refuse(t, n, Launch{By: 0, Ship: "C", Count: 1}, "battle satellites are launched in the End Phase (C.5); this is the Orders Phase")
}

// Only a ship that can launch at least one is asked, ship by ship in the
// scenario's order, each by its owner; one whose crew are all casualties
// launches none (own, 4.3.2).
func TestRule_C_5_EachShipThatCanLaunchIsAskedOfItsOwner(t *testing.T) {
	cls := []ClassFile{equipped("Carrier", "Battle Satellites 2"), target("Hulk", 0)}
	s := battleOf(t, cls, "Red:R1:Carrier:1502:S", "Red:R2:Carrier:0502:S", "Red:R3:Hulk:2502:S",
		"Blue:B1:Carrier:1518:N", "Blue:B2:Carrier:0518:N")
	for i := range s.ships[1].hullBoxes() {
		s.ships[1].hullBoxes()[i] = boxCrew // R2: crew all casualties
	}
	s = toLaunches(t, s)
	var asked []string
	for s.phase == phLaunch {
		side, ship, limit, _ := s.Launching()
		if limit != 2 {
			t.Errorf("%s: limit %d", ship, limit)
		}
		if sh := &s.ships[s.shipIndex(ship)]; sh.side != side || !s.Phase().Acting(side) || s.Phase().Acting(other(side)) {
			t.Errorf("%s is asked of side %d", ship, side)
		}
		asked = append(asked, ship)
		if ship == "B1" {
			refuse(t, s, Launch{By: 1, Ship: "B2", Count: 1}, "B1 chooses its launch first")
			refuse(t, s, Launch{By: 0, Ship: "R2", Count: 1}, "not your turn")
		}
		s, _ = apply(t, s, Launch{By: side, Ship: ship, Count: 1})
	}
	if strings.Join(asked, " ") != "R1 B1 B2" {
		t.Fatalf("asked %v, want R1 B1 B2", asked)
	}
	if satsOut(s, 0) != 1 || satsOut(s, 1) != 2 || s.ships[1].satsLeft != 2 {
		t.Fatalf("out: Red %d, Blue %d; R2 keeps %d", satsOut(s, 0), satsOut(s, 1), s.ships[1].satsLeft)
	}
}

// In the End Phase that ends the battle nobody is asked: satellites
// launched then never act; every ship launches what it may (own).
func TestRule_C_5_LastEndPhaseAsksNothing(t *testing.T) {
	cls := []ClassFile{equipped("Carrier", "Battle Satellites 5"), target("Hulk", 0)}
	f := ScenarioFile{Name: "test", Title: "Test", Turns: 1, Classes: cls, Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "C", Class: "Carrier", At: "1502", Facing: "S"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "H", Class: "Hulk", At: "1518", Facing: "N"}}}}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s := mustState(t, sc).withDice(1, 2, 1, 2, 1, 2)
	for k := 0; k < 20 && !s.outcome.Over; k++ {
		switch s.phase {
		case phOrders:
			s, _ = apply(t, s, Submit{By: s.Phase().Actors[0]})
		case phCombat:
			s, _ = apply(t, s, Fire{By: s.firing})
		default:
			t.Fatalf("the last turn stops in phase %d", s.phase)
		}
	}
	if !s.outcome.Over || satsOut(s, 0) != 3 {
		t.Fatalf("over %v with %d satellites out", s.outcome.Over, satsOut(s, 0))
	}
}

// The scripted opponent launches every satellite it may, as rules 1-9
// did, and so does the search's one candidate.
func TestScriptedLaunchesEverySatellite(t *testing.T) {
	s := toLaunches(t, fiveSats(t))
	in, err := Scripted{}.Choose(s.View(0), 0)
	if err != nil || in != (Launch{By: 0, Ship: "C", Count: 3}) {
		t.Fatalf("scripted: %v %v", in, err)
	}
	if c := s.Candidates(0); len(c) != 1 || c[0] != in {
		t.Fatalf("candidates %v", c)
	}
}

// A launch is no secret (nothing in C.5 or 2.2.5 hides it): both sides and
// a spectator see launches of different counts differently, and the log
// tells them to everyone.
func TestRule_C_5_LaunchIsOpen(t *testing.T) {
	s := toLaunches(t, fiveSats(t))
	a, evA := apply(t, s, Launch{By: 0, Ship: "C", Count: 1})
	b, _ := apply(t, s, Launch{By: 0, Ship: "C", Count: 2})
	for _, v := range []engine.Player{0, 1, engine.NoPlayer} {
		if a.View(v).Hash() == b.View(v).Hash() {
			t.Errorf("viewer %d cannot tell a launch of 1 from one of 2", v)
		}
	}
	for _, e := range evA {
		if e.Secret {
			t.Errorf("a secret event: %v", e)
		}
	}
}
