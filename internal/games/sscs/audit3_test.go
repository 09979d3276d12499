package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The third audit: the corrections of rules 4 and the traps it pinned
// that no test named yet.

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

// TestRules3SavesStillRead: saves of rules 3 load and verify under rules
// 4 as far as they never met the correction. rules3-plain.json rams a ship
// that keeps its speed (the same closing speed then as now) and verifies
// to its end; rules3-ram.json rams a ship that declared a new speed and
// had not moved: its fifth intent, the ram, now closes at 1 and no longer
// at 3, and the replay stops there.
func TestRules3SavesStillRead(t *testing.T) {
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/3") }
	if sess, err := read("rules3-plain.json"); err != nil || sess.Len() != 4 {
		t.Fatalf("rules3-plain: %v", err)
	}
	_, err := read("rules3-ram.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 5") {
		t.Fatalf("rules3-ram: %v", err)
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
