package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The thirty-fifth audit: cases chosen from the rulebook alone, before the
// program was read, where a quick reading goes wrong (docs/rules/
// stellararmada.md, "Thirty-fifth audit"). Only the five cases no earlier
// test held exactly are here; the other thirty are held by the tests of
// systems_test.go and rules_test.go.

// Start: the automatic boost of 3 belongs to the second player alone and
// only over the first player's first turn. On the second player's first
// turn the first player, who fired no engine, is hit on a 2: a 1 misses,
// a 2 hits.
func TestBlind_Start_SecondPlayersFirstTurnNeedsTwo(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "standard"), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Red 5, Blue 2: Red goes first; then Blue's shots 1 and 2.
	s := st.(*State).WithDice(engine.NewDice(1).Force(5, 2, 1, 2))
	s, _ = apply(t, s, RollOff{By: 0})
	if s.First() != 0 {
		t.Fatalf("first player %d, want Red", s.First())
	}
	s, _ = apply(t, s, EndTurn{By: 0})
	if m := s.Mat(0); m.Boost != 0 || m.ToHit != 2 || m.AutoBoost {
		t.Fatalf("Red (first) during Blue's turn 1: %+v", m)
	}
	s = wantShot(t, s, FireMaser{By: 1, Target: SysShields}, 2, false)
	s = wantShot(t, s, FireMaser{By: 1, Target: SysShields}, 2, true)
	if m := s.Mat(0); m.Shields.Cur != 3 {
		t.Fatalf("Red's shields after one maser hit: %d, want 3", m.Shields.Cur)
	}
}

// Engines: only undamaged engines may be activated. With one of three
// engines destroyed the third activation is refused, and the enemy needs
// a 4 (two engines), not the 5 or 6 of all three.
func TestBlind_Engines_TwoOfThreeLeft(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Engines = 2 }, nil, 3, 4)
	s, _ = apply(t, s, ActivateEngine{By: 0})
	s, _ = apply(t, s, ActivateEngine{By: 0})
	refuse(t, s, ActivateEngine{By: 0}, "only 2 undamaged engines: no more engines this turn")
	s, _ = apply(t, s, EndTurn{By: 0})
	if m := s.Mat(0); m.Boost != 2 || m.ToHit != 4 {
		t.Fatalf("Red's engine die on Blue's turn: %+v", m)
	}
	s = wantShot(t, s, FireMaser{By: 1, Target: SysShields}, 4, false)
	wantShot(t, s, FireMaser{By: 1, Target: SysShields}, 4, true)
}

// Weapons: three masers a turn on an undamaged mat, but a maser system
// that starts the turn damaged by one point fires two shots, not three.
func TestBlind_Weapons_DamagedMasersFireTwo(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Masers = 2 }, nil, 1, 1)
	if m := s.Mat(0); m.MaserLimit != 2 {
		t.Fatalf("maser limit with two undamaged masers: %d", m.MaserLimit)
	}
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysShields})
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysShields})
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "only 2 undamaged masers: no more maser shots this turn")
	if m := s.Mat(0); m.AP != 4 || m.MasersFired != 2 {
		t.Fatalf("Red after two maser shots: %+v", m)
	}
}

// Reactor: a missile on masers with one point left destroys them and
// overflows four, but one destroyed side lets only two of them into a full
// reactor this turn; the other two are wasted.
func TestBlind_Reactor_OverflowPastTheLimit(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers = 0, 1 }, 6)
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysMasers})
	if got, want := shotText(t, ev), "5 damage: masers 1→0 (destroyed), 4 overflow into the reactor 6→4 (at most 2 a turn for 1 destroyed side), 2 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.Reactor.Cur != 4 || m.ReactorDamage != 2 || m.ReactorCap != 0 {
		t.Fatalf("Blue: %+v", m)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "Blue's reactor has taken all it can this turn (2 for 1 destroyed side)")
}

// Reactor: two sides destroyed before the turn allow four points in the
// turn: a missile at the reactor lands four and wastes one, and the next
// shot at the reactor is refused.
func TestBlind_Reactor_TwoSidesAllowFour(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers, t.Engines = 0, 0, 0 }, 6)
	if m := s.Mat(1); m.DestroyedSides != 2 || m.ReactorCap != 4 {
		t.Fatalf("Blue with two sides down: %+v", m)
	}
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysReactor})
	if got, want := shotText(t, ev), "5 damage: reactor 6→2 (at most 4 a turn for 2 destroyed sides), 1 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "Blue's reactor has taken all it can this turn (4 for 2 destroyed sides)")
	if s.Outcome().Over {
		t.Fatalf("the game ended with the reactor at 2: %+v", s.Outcome())
	}
}
