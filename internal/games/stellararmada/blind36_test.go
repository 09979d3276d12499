package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The thirty-sixth audit: cases chosen from the rulebook alone, before the
// program was read, where a quick reading goes wrong (docs/rules/
// stellararmada.md, "Thirty-sixth audit"). Only the cases no earlier test
// held exactly are here; the others are named in the audit's list and held
// by systems_test.go, rules_test.go and blind35_test.go.

// Shields: three maser hits on full shields take 2, 2 and then the last
// point, wasting one; no hit reaches a system or the reactor, and each shot
// costs one action point.
func TestBlind_Shields_ThreeMasersOnFullShields(t *testing.T) {
	s := position(t, 0, nil, nil, 6, 6, 6)
	var texts []string
	for i := 0; i < 3; i++ {
		var ev []engine.Event
		s, ev = apply(t, s, FireMaser{By: 0, Target: SysShields})
		texts = append(texts, shotText(t, ev))
	}
	want := []string{"2 damage: shields 5→3", "2 damage: shields 3→1", "2 damage: shields 1→0 (down), 1 wasted"}
	for i := range want {
		if texts[i] != want[i] {
			t.Fatalf("shot %d: got %q, want %q", i+1, texts[i], want[i])
		}
	}
	m := s.Mat(1)
	if m.Shields.Cur != 0 || m.Masers.Cur != 3 || m.Engines.Cur != 3 || m.Repair.Cur != 3 || m.Missile().Cur != 3 || m.Reactor.Cur != 6 {
		t.Fatalf("Blue after three maser hits on his shields: %+v", m)
	}
	if s.AP() != 3 {
		t.Fatalf("Red's action points after three shots: %d, want 3", s.AP())
	}
}

// Start and Engines: the automatic boost costs the second player nothing
// (his turn 1 has six action points and all three engines to fire) and is
// gone after the first player's turn 1; it does not add to the engines the
// second player fires on his turn 1: one engine then makes the first
// player need a 3 on turn 2, not the 5 of the boost nor a 6 of both.
func TestBlind_Start_SecondPlayersEnginesReplaceTheBoost(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "standard"), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Red 4, Blue 1: Red goes first; then Red's turn-2 shots 2 and 3.
	s := st.(*State).WithDice(engine.NewDice(1).Force(4, 1, 2, 3))
	s, _ = apply(t, s, RollOff{By: 0})
	s, _ = apply(t, s, EndTurn{By: 0})
	if m := s.Mat(1); m.AP != 6 || m.EngineLimit != 3 || m.EnginesUsed != 0 || m.AutoBoost {
		t.Fatalf("Blue's turn 1 after the automatic boost: %+v", m)
	}
	s, _ = apply(t, s, ActivateEngine{By: 1})
	s, _ = apply(t, s, EndTurn{By: 1})
	if m := s.Mat(1); m.Boost != 1 || m.ToHit != 3 || m.AutoBoost {
		t.Fatalf("Blue during Red's turn 2: %+v", m)
	}
	s = wantShot(t, s, FireMaser{By: 0, Target: SysShields}, 3, false)
	wantShot(t, s, FireMaser{By: 0, Target: SysShields}, 3, true)
}

// Armor and Objective: the armor point stands in front of the last
// launcher but stops only one point. A maser on armor 1 and one launcher
// takes both, overflows nothing (it is exactly enough) and leaves a ship
// without masers or repair systems unable to fight: the game ends with
// that shot.
func TestBlind_Armor_LastLauncherBehindItsArmor(t *testing.T) {
	blue := func(t *Tracks) { t.Shields, t.Masers, t.Repair, t.Armor, t.Launchers = 0, 0, 0, 1, 1 }
	s := position(t, 0, nil, blue, 6)
	if s.Outcome().Over {
		t.Fatalf("Blue with a launcher and rounds cannot fight: %+v", s.Outcome())
	}
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysMissiles})
	if got, want := shotText(t, ev), "2 damage: armor 1→0, launchers 1→0 (destroyed)"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.Reactor.Cur != 6 {
		t.Fatalf("an exact kill reached the reactor: %+v", m)
	}
	wantOver(t, s, 0, "Blue cannot fight")
}

// Reactor and Repair: any of the four sides overflows, not only the masers
// of the rulebook's example. A missile on three full repair systems
// destroys them and sends two points into the reactor; the victim's next
// turn has four action points and no repair at all, though he still has
// weapons and fights on.
func TestBlind_Reactor_MissileOnFullRepairSystems(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Engines = 0, 2 }, 6)
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysRepair})
	if got, want := shotText(t, ev), "5 damage: repair 3→0 (destroyed), 2 overflow into the reactor 6→4"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	s, _ = apply(t, s, EndTurn{By: 0})
	if s.Outcome().Over {
		t.Fatalf("an armed ship lost with its repair systems: %+v", s.Outcome())
	}
	if m := s.Mat(1); m.AP != 4 || m.RepairLimit != 0 || m.DestroyedSides != 1 {
		t.Fatalf("Blue's turn after losing his repair systems: %+v", m)
	}
	refuse(t, s, RepairSystem{By: 1, System: SysEngines}, "Blue's repair systems are destroyed")
}

// Reactor: once the reactor has taken all it may this turn, a shot at a
// standing side is still a shot at that side: a hit that leaves the side
// standing only damages it, and the hit that then destroys it opens two
// more points for its overflow.
func TestBlind_Reactor_SideShotAfterTheLimitIsFilled(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers = 0, 0 }, 6, 6, 6)
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysReactor})
	if m := s.Mat(1); m.Reactor.Cur != 4 || m.ReactorCap != 0 {
		t.Fatalf("Blue after the limit is filled: %+v", m)
	}
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysEngines})
	if got, want := shotText(t, ev), "2 damage: engines 3→1"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.Reactor.Cur != 4 || m.ReactorDamage != 2 || m.DestroyedSides != 1 {
		t.Fatalf("Blue after a hit that left the engines standing: %+v", m)
	}
	s, ev = apply(t, s, FireMaser{By: 0, Target: SysEngines})
	if got, want := shotText(t, ev), "2 damage: engines 1→0 (destroyed), 1 overflow into the reactor 4→3"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.ReactorDamage != 3 || m.ReactorCap != 1 || m.DestroyedSides != 2 {
		t.Fatalf("Blue after his engines fell: %+v", m)
	}
}

// Reactor: a hit that does not destroy its side sends nothing on: a maser
// on three full masers leaves one and the reactor closed. A maser on the
// last launcher behind spent armor destroys the missile system and its one
// point over reaches the reactor.
func TestBlind_Reactor_OnlyADestroyingHitOverflows(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Armor, t.Launchers = 0, 0, 1 }, 6, 6)
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if got, want := shotText(t, ev), "2 damage: masers 3→1"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "the reactor is shielded by intact systems")
	s, ev = apply(t, s, FireMaser{By: 0, Target: SysMissiles})
	if got, want := shotText(t, ev), "2 damage: launchers 1→0 (destroyed), 1 overflow into the reactor 6→5"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); !m.Destroyed(SysMissiles) || m.ReactorCap != 1 {
		t.Fatalf("Blue after losing his last launcher: %+v", m)
	}
}

// Missiles and Repair: a ship with one launcher fires one missile; a
// launcher repaired in the same turn lets it fire the second, and the
// rulebook's two a turn stay the ceiling. Each missile spends a round.
func TestBlind_Missiles_RepairedLauncherFiresTheSecond(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Armor, t.Launchers = 0, 1 }, nil, 1, 1)
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields})
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "only 1 undamaged launcher")
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMissiles})
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields})
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "2 missiles a turn at most")
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMissiles})
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "2 missiles a turn at most")
	if m := s.Mat(0); m.Ammo.Cur != 8 || m.MissilesFired != 2 || m.Armor.Cur != 1 || m.Launchers.Cur != 2 || m.AP != 2 {
		t.Fatalf("Red after two missiles and two repairs: %+v", m)
	}
}
