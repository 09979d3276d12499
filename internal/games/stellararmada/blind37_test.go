package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The thirty-seventh audit (docs/rules/stellararmada.md): the rulebook's
// turn played through from the set-up with forced dice, every step a place
// where a quick reading goes wrong, in one game rather than in positions
// built for each: Blue wins the roll, so Red has the automatic boost; a
// turn's costs and limits; a side destroyed with an overflow, then a
// direct shot at the reactor that meets the limit the overflow began to
// use; the engine die carried into the enemy's turn; a destroyed maser bank
// repaired and fired at once; and the reactor closed again once the only
// destroyed side is repaired.
func TestBlind37_Walkthrough(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "standard"), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State).WithDice(engine.NewDice(1).Force(
		2, 5, // the roll: Blue goes first
		5, 4, 6, 5, 5, // Blue's turn 1: two missiles, three masers
		2, 3, // Red's turn 1: two masers
	))
	s, _ = apply(t, s, RollOff{By: 0})
	if s.First() != 1 || s.Mat(0).ToHit != 5 || !s.Mat(0).AutoBoost || s.AP() != 6 {
		t.Fatalf("after the roll: first %d, Red %+v, AP %d", s.First(), s.Mat(0), s.AP())
	}

	// Blue's turn 1: every shot needs 5+ against Red's automatic boost.
	s = wantShot(t, s, FireMissile{By: 1, Target: SysShields}, 5, true) // shields 5→0
	s = wantShot(t, s, FireMissile{By: 1, Target: SysMasers}, 5, false) // a miss spends its round
	refuse(t, s, FireMissile{By: 1, Target: SysMasers}, "2 missiles a turn at most")
	s = wantShot(t, s, FireMaser{By: 1, Target: SysMasers}, 5, true) // masers 3→1
	s, ev := apply(t, s, FireMaser{By: 1, Target: SysMasers})
	if got, want := shotText(t, ev), "2 damage: masers 1→0 (destroyed), 1 overflow into the reactor 6→5"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	s, ev = apply(t, s, FireMaser{By: 1, Target: SysReactor})
	if got, want := shotText(t, ev), "2 damage: reactor 5→4 (at most 2 a turn for 1 destroyed side, 1 taken already), 1 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	refuse(t, s, FireMaser{By: 1, Target: SysEngines}, "3 masers a turn at most")
	if m := s.Mat(1); m.AP != 1 || m.Ammo.Cur != 8 {
		t.Fatalf("Blue after five shots: %+v", m)
	}
	s, _ = apply(t, s, ActivateEngine{By: 1})
	s, _ = apply(t, s, EndTurn{By: 1})

	// Red's turn 1: four action points from a reactor of 4; the automatic
	// boost is gone, Blue's one engine makes Red need 3+.
	if s.ToMove() != 0 || s.Turn() != 1 || s.AP() != 4 || s.Mat(0).Boost != 0 || s.Mat(1).ToHit != 3 {
		t.Fatalf("Red's turn 1: to move %d, turn %d, AP %d, Red %+v, Blue %+v", s.ToMove(), s.Turn(), s.AP(), s.Mat(0), s.Mat(1))
	}
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "Red's masers are destroyed")
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMasers})
	s = wantShot(t, s, FireMaser{By: 0, Target: SysShields}, 3, false)
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "only 1 undamaged maser")
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMasers})
	s = wantShot(t, s, FireMaser{By: 0, Target: SysShields}, 3, true)
	if m := s.Mat(1); m.Shields.Cur != 3 {
		t.Fatalf("Blue's shields after a maser hit: %+v", m)
	}
	s, _ = apply(t, s, EndTurn{By: 0})

	// Blue's turn 2: Red has no side destroyed now, so its reactor is
	// closed again though its shields are down; Red fired no engine: 2+.
	if s.ToMove() != 1 || s.Turn() != 2 || s.Mat(0).ToHit != 2 || s.Mat(1).Boost != 0 {
		t.Fatalf("Blue's turn 2: to move %d, turn %d, Red %+v, Blue %+v", s.ToMove(), s.Turn(), s.Mat(0), s.Mat(1))
	}
	refuse(t, s, FireMaser{By: 1, Target: SysReactor}, "the reactor is shielded by intact systems")
}
