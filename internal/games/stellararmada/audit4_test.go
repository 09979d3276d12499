package stellararmada

import "testing"

// The fourth audit: traps of the rulebook that the earlier audits left
// unpinned, each with its dice forced and named after its section.

// Reactor: the reactor is open only while a side is destroyed, and its
// limit counts the sides destroyed now: a side the defender repaired on
// his turn closes the reactor again (or lowers the limit) on the
// attacker's next turn.
func TestRulebook_Reactor_RepairedSideClosesIt(t *testing.T) {
	blue := func(t *Tracks) { t.Shields, t.Masers = 0, 0 }
	s := position(t, 1, nil, blue, 6)
	if m := s.Mat(1); m.DestroyedSides != 1 {
		t.Fatalf("Blue: %+v", m)
	}
	s, _ = apply(t, s, RepairSystem{By: 1, System: SysMasers})
	s, _ = apply(t, s, EndTurn{By: 1})
	if m := s.Mat(1); m.DestroyedSides != 0 || m.ReactorCap != 0 {
		t.Fatalf("Blue after repairing his only destroyed side: %+v", m)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "the reactor is shielded by intact systems")

	// Two sides down, one repaired: the limit is two again, not four.
	s = position(t, 1, nil, func(t *Tracks) { blue(t); t.Engines = 0 }, 6)
	s, _ = apply(t, s, RepairSystem{By: 1, System: SysEngines})
	s, _ = apply(t, s, EndTurn{By: 1})
	if m := s.Mat(1); m.DestroyedSides != 1 || m.ReactorCap != 2 {
		t.Fatalf("Blue with one side left destroyed: %+v", m)
	}
	_, ev := apply(t, s, FireMissile{By: 0, Target: SysReactor})
	if got, want := shotText(t, ev), "5 damage: reactor 6→4 (at most 2 a turn for 1 destroyed side), 3 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

// Reactor: a maser on a side with one point left destroys it and sends
// the other point into the reactor; that hit itself opens the reactor.
func TestRulebook_Reactor_MaserOverflow(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Engines = 0, 1 }, 6)
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysEngines})
	if got, want := shotText(t, ev), "2 damage: engines 1→0 (destroyed), 1 overflow into the reactor 6→5"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.ReactorDamage != 1 || m.ReactorCap != 1 {
		t.Fatalf("Blue: %+v", m)
	}
}

// Weapons, Engines and Repair: the weapon and engine limits follow the
// undamaged systems as they stand, so a maser bank or an engine repaired
// during the turn may be used that same turn; the rulebook's two
// missiles and three masers stay the ceiling.
func TestRulebook_Repair_RestoredSystemServesAtOnce(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Masers, t.Engines = 1, 1 }, nil, 1, 1)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysShields})
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "only 1 undamaged maser")
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMasers})
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysShields})
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "only 2 undamaged masers")

	s, _ = apply(t, s, ActivateEngine{By: 0})
	refuse(t, s, ActivateEngine{By: 0}, "only 1 undamaged engine")
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysEngines})
	s, _ = apply(t, s, ActivateEngine{By: 0})
	if m := s.Mat(0); m.Boost != 2 || m.ToHit != 4 || m.Repairs != 2 || m.AP != 0 {
		t.Fatalf("Red after repairing an engine: %+v", m)
	}
}

// Reactor: the limit is the reactor's, two points times the sides
// destroyed, not a separate allowance for each side: with the masers
// already down, a missile that destroys the last engine sends all four
// points of its overflow into the reactor (the limit is now four).
func TestRulebook_Reactor_LimitIsOneTotal(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers, t.Engines = 0, 0, 1 }, 6)
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysEngines})
	if got, want := shotText(t, ev), "5 damage: engines 1→0 (destroyed), 4 overflow into the reactor 6→2"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.ReactorDamage != 4 || m.ReactorCap != 0 {
		t.Fatalf("Blue: %+v", m)
	}
}
