package stellararmada

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The ship's systems (reactor, shields, engines, weapons, missiles, armor,
// repair): the rulebook's worked examples and statements, and the places a
// quick reading goes wrong, each with its dice forced and named after the
// rulebook's section.

// Reactor: "a missile hit can do 3 points of damage to the masers and 2
// points of damage to the reactor".
func TestRulebook_Reactor_Overflow(t *testing.T) {
	s := position(t, 0, nil, noShields, 6)
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysMasers})
	want := "5 damage: masers 3→0 (destroyed), 2 overflow into the reactor 6→4"
	if got := shotText(t, ev); got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	m := s.Mat(1)
	if m.Masers.Cur != 0 || m.Reactor.Cur != 4 || m.ReactorDamage != 2 || m.DestroyedSides != 1 {
		t.Fatalf("Blue after the hit: %+v", m)
	}
	if s.AP() != 5 {
		t.Fatalf("AP %d after one action, want 5", s.AP())
	}
}

// Reactor: it can be damaged only once a surrounding system is destroyed.
func TestRulebook_Reactor_Shielded(t *testing.T) {
	s := position(t, 0, nil, noShields, 6)
	refuse(t, s, FireMaser{By: 0, Target: SysReactor},
		"the reactor is shielded by intact systems: destroy masers, missiles, engines or repair first")
	for _, in := range s.Legal(0) {
		if f, ok := in.(FireMaser); ok && f.Target == SysReactor {
			t.Fatal("Legal offers the closed reactor")
		}
	}
	// A hit that exactly destroys a system overflows nothing.
	s = position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers = 0, 2 }, 6)
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if got, want := shotText(t, ev), "2 damage: masers 2→0 (destroyed)"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	apply(t, s, FireMaser{By: 0, Target: SysReactor}) // now open
	refuse(t, s, FireMaser{By: 0, Target: SysMasers}, "already destroyed")
}

// Reactor: at most 2 points of damage per destroyed side per turn.
func TestRulebook_Reactor_Cap(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers = 0, 0 }, 6, 6, 6, 6)
	if m := s.Mat(1); m.ReactorCap != 2 {
		t.Fatalf("reactor cap with one side destroyed: %d, want 2", m.ReactorCap)
	}
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysReactor})
	if got, want := shotText(t, ev), "5 damage: reactor 6→4 (at most 2 a turn for 1 destroyed side), 3 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "Blue's reactor has taken all it can this turn (2 for 1 destroyed side)")
	// A shot at the destroyed side is not sent to the reactor it cannot hit.
	refuse(t, s, FireMaser{By: 0, Target: SysMasers},
		"Blue's masers are already destroyed: the reactor has taken all it can this turn (2), so aim at the missile system, the engines, the repair systems")
	// Destroying a second side raises the cap to 4 at once: the overflow
	// of this hit may take 2 more.
	s = position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers, t.Engines = 0, 0, 1 }, 6, 6, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysReactor})
	s, ev = apply(t, s, FireMissile{By: 0, Target: SysEngines})
	if got, want := shotText(t, ev), "5 damage: engines 1→0 (destroyed), 4 overflow into the reactor 4→2 (at most 4 a turn for 2 destroyed sides, 2 taken already), 2 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.ReactorDamage != 4 || m.ReactorCap != 0 || m.Reactor.Cur != 2 {
		t.Fatalf("Blue: %+v", m)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "taken all it can")
	// The cap is per turn: Red's next turn opens it again.
	s, _ = apply(t, s, EndTurn{By: 0})
	s, _ = apply(t, s, EndTurn{By: 1})
	if m := s.Mat(1); m.ReactorDamage != 0 || m.ReactorCap != 4 {
		t.Fatalf("Blue on Red's next turn: damage %d, cap %d", m.ReactorDamage, m.ReactorCap)
	}
	s = s.WithDice(engine.NewDice(2).Force(6))
	s, ev = apply(t, s, FireMaser{By: 0, Target: SysReactor})
	out := s.Outcome()
	if !out.Over || out.Winner != 0 || out.Reason != "Blue's reactor is at zero" {
		t.Fatalf("outcome %+v after the reactor reached zero", out)
	}
	if len(s.Legal(0)) != 0 || len(s.Phase().Actors) != 0 {
		t.Fatalf("the game goes on after the reactor is at zero: %v", s.Phase())
	}
	// The log tells the end after the shot, as it does every other end.
	if n := len(ev); n != 2 || ev[0].Kind != EvShot || ev[1].Kind != EvGameOver || ev[1].Text != "Red wins: Blue's reactor is at zero" {
		t.Fatalf("events after the reactor reached zero: %+v", ev)
	}
	refuse(t, s, EndTurn{By: 0}, "the game is over")
}

// Shields: a hit on the shields never overflows; a missile on 1 point of
// shielding wastes 4. Shields are recharged for one action point a point.
func TestRulebook_Shields(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields = 1 }, 6)
	refuse(t, s, FireMissile{By: 0, Target: SysMasers}, "Blue's shields are up (1)")
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysShields})
	if got, want := shotText(t, ev), "5 damage: shields 1→0 (down), 4 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	after := s.Mat(1)
	if after.Masers.Cur != 3 || after.Reactor.Cur != 6 || after.Missile().Cur != 3 {
		t.Fatalf("the shield hit reached the systems: %+v", after)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "Blue's shields are down")
	// Recharging: one point per action point, up to the maximum.
	s = position(t, 0, func(t *Tracks) { t.Shields = 3 }, nil)
	s, _ = apply(t, s, RechargeShield{By: 0})
	s, _ = apply(t, s, RechargeShield{By: 0})
	if m := s.Mat(0); m.Shields.Cur != 5 || m.AP != 4 {
		t.Fatalf("after two recharges: shields %d, AP %d", m.Shields.Cur, m.AP)
	}
	refuse(t, s, RechargeShield{By: 0}, "Red's shields are full (5)")
	// The refusal to repair shields sends the player to recharge them only
	// when a recharge would be taken.
	refuse(t, s, RepairSystem{By: 0, System: SysShields}, "shields are recharged, not repaired, and Red's are full (5)")
	s = position(t, 0, func(t *Tracks) { t.Shields = 3 }, nil)
	refuse(t, s, RepairSystem{By: 0, System: SysShields}, "shields are recharged, not repaired: recharge them instead")
}

// Engines: all three activated make the opponent need a 5 or 6; the
// count shows on the engine die and lasts until the player's next turn.
func TestRulebook_Engines(t *testing.T) {
	s := position(t, 1, nil, nil, 4, 5)
	for i := 0; i < 3; i++ {
		s, _ = apply(t, s, ActivateEngine{By: 1})
	}
	refuse(t, s, ActivateEngine{By: 1}, "only 3 undamaged engines: no more engines this turn")
	if m := s.Mat(1); m.Boost != 3 || m.EnginesUsed != 3 || m.AP != 3 {
		t.Fatalf("Blue after three engines: %+v", m)
	}
	s, _ = apply(t, s, EndTurn{By: 1})
	if m := s.Mat(1); m.Boost != 3 || m.ToHit != 5 {
		t.Fatalf("Blue's engine die on Red's turn: %d (to hit %d), want 3 (5)", m.Boost, m.ToHit)
	}
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysShields})
	if r := shotRoll(t, ev); r.Need != 5 || r.Success {
		t.Fatalf("a 4 against three engines: %v", r)
	}
	s, ev = apply(t, s, FireMaser{By: 0, Target: SysShields})
	if r := shotRoll(t, ev); !r.Success {
		t.Fatalf("a 5 against three engines: %v", r)
	}
	s, _ = apply(t, s, EndTurn{By: 0})
	if m := s.Mat(1); m.Boost != 0 {
		t.Fatalf("Blue's boost at the start of his turn: %d, want 0 (no die)", m.Boost)
	}
	// Each engine adds one to the roll needed, from 2+: a 1 always misses.
	for engines, need := range []int{2, 3, 4, 5} {
		s := position(t, 0, nil, nil, need-1, need)
		s.boost[1] = int8(engines)
		s, ev := apply(t, s, FireMaser{By: 0, Target: SysShields})
		if r := shotRoll(t, ev); r.Need != need || r.Success {
			t.Fatalf("%d engines, roll %d: %v", engines, need-1, r)
		}
		_, ev = apply(t, s, FireMaser{By: 0, Target: SysShields})
		if r := shotRoll(t, ev); !r.Success {
			t.Fatalf("%d engines, roll %d: %v", engines, need, r)
		}
	}
	// Damaged engines limit the activations.
	s = position(t, 0, func(t *Tracks) { t.Engines = 1 }, nil)
	s, _ = apply(t, s, ActivateEngine{By: 0})
	refuse(t, s, ActivateEngine{By: 0}, "only 1 undamaged engine: no more engines this turn")
	s = position(t, 0, func(t *Tracks) { t.Engines = 0 }, nil)
	refuse(t, s, ActivateEngine{By: 0}, "Red's engines are destroyed")
}

// Missiles: ten shots of ammunition, at most two missiles a turn, one per
// undamaged launcher.
func TestRulebook_Missiles(t *testing.T) {
	s := position(t, 0, nil, nil, 1, 6)
	if m := s.Mat(0); m.Ammo.Cur != 10 || m.MissileLimit != 2 {
		t.Fatalf("standard ammo %d, missile limit %d", m.Ammo.Cur, m.MissileLimit)
	}
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysShields})
	if shotRoll(t, ev).Success {
		t.Fatal("a 1 hit")
	}
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields})
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "2 missiles a turn at most: no more missiles this turn")
	if m := s.Mat(0); m.Ammo.Cur != 8 || m.MissilesFired != 2 {
		t.Fatalf("after two missiles (one missed): ammo %d, fired %d", m.Ammo.Cur, m.MissilesFired)
	}
	s = position(t, 0, func(t *Tracks) { t.Ammo = 0 }, nil)
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "Red has no ammunition left")
	s = position(t, 0, func(t *Tracks) { t.Armor, t.Launchers = 0, 1 }, nil, 6)
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields})
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "only 1 undamaged launcher: no more missiles this turn")
	s = position(t, 0, func(t *Tracks) { t.Armor, t.Launchers = 1, 0 }, nil)
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "Red's missile launchers are destroyed")
}

// Weapons: up to three masers a turn at 2 damage, missiles at 5.
func TestRulebook_Weapons(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields = 0 }, 6, 6, 6, 6)
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysEngines})
	if got, want := shotText(t, ev), "2 damage: engines 3→1"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysRepair})
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysRepair})
	refuse(t, s, FireMaser{By: 0, Target: SysMasers}, "3 masers a turn at most: no more maser shots this turn")
	_, ev = apply(t, s, FireMissile{By: 0, Target: SysMasers})
	if got := shotText(t, ev); !strings.Contains(got, "5 damage: masers 3→0 (destroyed)") {
		t.Fatalf("missile: %q", got)
	}
	// Damaged masers fire fewer shots.
	s = position(t, 0, func(t *Tracks) { t.Masers = 1 }, nil, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysShields})
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "only 1 undamaged maser: no more maser shots this turn")
	s = position(t, 0, func(t *Tracks) { t.Masers = 0 }, nil)
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "Red's masers are destroyed")
}

// Armor: the first point of the missile system, destroyed before the
// launchers, and repairable.
func TestRulebook_Armor(t *testing.T) {
	s := position(t, 0, nil, noShields, 6, 6)
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysMissiles})
	if got, want := shotText(t, ev), "2 damage: armor 1→0, launchers 2→1"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	s, ev = apply(t, s, FireMissile{By: 0, Target: SysMissiles})
	if got, want := shotText(t, ev), "5 damage: launchers 1→0 (destroyed), 4 overflow into the reactor 6→4 (at most 2 a turn for 1 destroyed side), 2 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	// Blue repairs: the launchers come back first, the armor last.
	s, _ = apply(t, s, EndTurn{By: 0})
	var seq []string
	for i := 0; i < 3; i++ {
		s, ev = apply(t, s, RepairSystem{By: 1, System: SysMissiles})
		seq = append(seq, ev[0].Text)
	}
	want := []string{
		"Blue repairs the missile system: launchers 0→1 (back in service)",
		"Blue repairs the missile system: launchers 1→2",
		"Blue repairs the missile system: armor 0→1",
	}
	if strings.Join(seq, "\n") != strings.Join(want, "\n") {
		t.Fatalf("repairs:\n%s\nwant\n%s", strings.Join(seq, "\n"), strings.Join(want, "\n"))
	}
	if m := s.Mat(1); m.Armor.Cur != 1 || m.Launchers.Cur != 2 {
		t.Fatalf("after repairs: %+v", m)
	}
}

// Repair: any system but the reactor, for one action point each, at most
// one repair per undamaged repair system a turn.
func TestRulebook_Repair(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Masers, t.Engines, t.Repair, t.Reactor = 0, 1, 2, 5 }, nil)
	refuse(t, s, RepairSystem{By: 0, System: SysReactor}, "the reactor cannot be repaired")
	refuse(t, s, RepairSystem{By: 0, System: SysMissiles}, "Red's missile system is undamaged")
	s, ev := apply(t, s, RepairSystem{By: 0, System: SysMasers})
	if got := ev[0].Text; got != "Red repairs the masers: masers 0→1 (back in service)" {
		t.Fatalf("repair: %q", got)
	}
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysEngines})
	refuse(t, s, RepairSystem{By: 0, System: SysEngines}, "2 undamaged repair systems at the start of the turn: no more repairs this turn")
	s = position(t, 0, func(t *Tracks) { t.Repair, t.Masers = 0, 1 }, nil)
	refuse(t, s, RepairSystem{By: 0, System: SysMasers}, "Red's repair systems are destroyed")
}

// Repair, corrected: "the maximum number of repairs per turn is determined
// by the number of undamaged repair systems" is fixed when the turn starts,
// as the action points are. A ship with one undamaged repair system makes
// one repair a turn, even when that repair restores a second repair system.
func TestRulebook_Repair_LimitFixedAtTurnStart(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Repair, t.Masers = 1, 1 }, nil)
	if m := s.Mat(0); m.RepairLimit != 1 {
		t.Fatalf("one undamaged repair system gives a limit of %d", m.RepairLimit)
	}
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysRepair})
	refuse(t, s, RepairSystem{By: 0, System: SysMasers}, "1 undamaged repair system at the start of the turn")
	if m := s.Mat(0); m.Repairs != 1 || m.RepairLimit != 1 || m.Repair.Cur != 2 {
		t.Fatalf("Red after one repair: %+v", m)
	}
	// Next turn the restored system counts.
	s, _ = apply(t, s, EndTurn{By: 0})
	s, _ = apply(t, s, EndTurn{By: 1})
	if m := s.Mat(0); m.RepairLimit != 2 {
		t.Fatalf("the next turn's limit is %d, want 2", m.RepairLimit)
	}
}

// Weapons: the two limits are separate. Two missiles and three masers in
// one turn take five of the six action points; the sixth may still go to
// an engine, but no third missile and no fourth maser.
func TestRulebook_Weapons_LimitsPerTurn(t *testing.T) {
	s := position(t, 0, nil, nil, 1, 1, 1, 1, 1)
	for _, in := range []engine.Intent{
		FireMissile{By: 0, Target: SysShields}, FireMaser{By: 0, Target: SysShields},
		FireMissile{By: 0, Target: SysShields}, FireMaser{By: 0, Target: SysShields},
		FireMaser{By: 0, Target: SysShields},
	} {
		s, _ = apply(t, s, in)
	}
	if m := s.Mat(0); m.AP != 1 || m.MissilesFired != 2 || m.MasersFired != 3 || m.Ammo.Cur != 8 {
		t.Fatalf("after five shots: %+v", m)
	}
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "2 missiles a turn at most")
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "3 masers a turn at most")
	s, _ = apply(t, s, ActivateEngine{By: 0})
	if s.AP() != 0 {
		t.Fatalf("AP %d after six actions", s.AP())
	}
	// The limits start again on the next turn.
	s, _ = apply(t, s, EndTurn{By: 0})
	s, _ = apply(t, s, EndTurn{By: 1})
	if m := s.Mat(0); m.MissilesFired != 0 || m.MasersFired != 0 || m.MissileLimit != 2 || m.MaserLimit != 3 {
		t.Fatalf("Red's next turn: %+v", m)
	}
}

// Missiles: the last round is the last missile, whatever the launchers.
func TestRulebook_Missiles_LastRound(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Ammo = 1 }, nil, 1)
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields})
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "Red has no ammunition left")
	if m := s.Mat(0); m.Ammo.Cur != 0 || m.MissilesFired != 1 {
		t.Fatalf("after the last missile: %+v", m)
	}
	// Ammunition is no system: nothing restores it.
	if _, err := (Game{}).DecodeIntent(KindRepair, json.RawMessage(`{"by":0,"system":"ammo"}`)); err == nil {
		t.Fatal("a repair of the ammunition was read")
	}
}

// Armor: the armor point goes before the launchers, and a missile on the
// whole missile system (armor and two launchers, three points) destroys it
// and sends the other two into the reactor.
func TestRulebook_Armor_MissileOnFullSystem(t *testing.T) {
	s := position(t, 0, nil, noShields, 6)
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysMissiles})
	if got, want := shotText(t, ev), "5 damage: armor 1→0, launchers 2→0 (destroyed), 2 overflow into the reactor 6→4"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); !m.Destroyed(SysMissiles) || m.DestroyedSides != 1 {
		t.Fatalf("Blue: %+v", m)
	}
	// With the armor gone and both launchers standing, the ship still fires
	// two missiles.
	s = position(t, 1, nil, func(t *Tracks) { t.Armor = 0 }, 1, 1)
	s, _ = apply(t, s, FireMissile{By: 1, Target: SysShields})
	apply(t, s, FireMissile{By: 1, Target: SysShields})
}

// Shields: while any shield point stands, no system and not the reactor
// can be hit, even behind a destroyed side; shields at zero may be
// recharged, and cover the ship again.
func TestRulebook_Shields_CoverTheReactor(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers = 1, 0 }, 6)
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "Blue's shields are up (1)")
	refuse(t, s, FireMaser{By: 0, Target: SysEngines}, "Blue's shields are up (1)")
	if m := s.Mat(1); m.DestroyedSides != 1 {
		t.Fatalf("Blue: %+v", m)
	}
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysShields})
	if got, want := shotText(t, ev), "2 damage: shields 1→0 (down), 1 wasted"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	s, _ = apply(t, s, EndTurn{By: 0})
	s, _ = apply(t, s, RechargeShield{By: 1})
	if m := s.Mat(1); m.Shields.Cur != 1 || m.Repairs != 0 {
		t.Fatalf("a recharge from zero: %+v", m)
	}
	s, _ = apply(t, s, EndTurn{By: 1})
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "Blue's shields are up (1)")
}

// Shields: recharging is not a repair: a ship whose repair systems are
// destroyed, or that has made all its repairs, still recharges.
func TestRulebook_Shields_RechargeIsNoRepair(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Shields, t.Repair, t.Masers = 0, 1, 0 }, nil)
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMasers})
	refuse(t, s, RepairSystem{By: 0, System: SysMasers}, "no more repairs this turn")
	for i := 0; i < 5; i++ {
		s, _ = apply(t, s, RechargeShield{By: 0})
	}
	if m := s.Mat(0); m.Shields.Cur != 5 || m.AP != 0 {
		t.Fatalf("after five recharges: %+v", m)
	}
	s = position(t, 0, func(t *Tracks) { t.Shields, t.Repair = 2, 0 }, nil)
	apply(t, s, RechargeShield{By: 0})
}

// Engines: the count fired on a turn holds through the enemy's whole next
// turn, even when the enemy destroys the engines during it.
func TestRulebook_Engines_BoostOutlivesTheEngines(t *testing.T) {
	s := position(t, 1, nil, func(t *Tracks) { t.Shields = 0 }, 6, 3, 4)
	s, _ = apply(t, s, ActivateEngine{By: 1})
	s, _ = apply(t, s, ActivateEngine{By: 1})
	s, _ = apply(t, s, EndTurn{By: 1})
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysEngines})
	if r := shotRoll(t, ev); r.Need != 4 || !r.Success {
		t.Fatalf("a 6 against two engines: %+v", r)
	}
	if m := s.Mat(1); m.Engines.Cur != 0 || m.Boost != 2 || m.ToHit != 4 {
		t.Fatalf("Blue with destroyed engines: %+v", m)
	}
	s, ev = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if r := shotRoll(t, ev); r.Need != 4 || r.Success {
		t.Fatalf("a 3 after the engines are gone: %+v", r)
	}
	_, ev = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if r := shotRoll(t, ev); r.Need != 4 || !r.Success {
		t.Fatalf("a 4 after the engines are gone: %+v", r)
	}
}

// Reactor: a shot's line that wastes damage at the turn's limit says how
// much of the limit earlier hits of the turn took, or the numbers do not
// add up for the player: a maser's overflow of one has used half of the
// limit of one destroyed side, so a missile at the reactor puts in one
// point and wastes four (found in play: "4 overflow into the reactor 3→1
// (at most 4 a turn for 2 destroyed sides), 2 wasted" left the two points
// of an earlier hit unsaid).
func TestRulebook_Reactor_LineSaysWhatTheTurnTookAlready(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers = 0, 1 }, 6, 6)
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if got, want := shotText(t, ev), "2 damage: masers 1→0 (destroyed), 1 overflow into the reactor 6→5"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	_, ev = apply(t, s, FireMissile{By: 0, Target: SysReactor})
	if got, want := shotText(t, ev), "5 damage: reactor 5→4 (at most 2 a turn for 1 destroyed side, 1 taken already), 4 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

// Reactor: reactor damage taken directly and by overflow share the turn's
// limit: after two points on the reactor, a hit that destroys a second side
// overflows two more (the limit is now four), and no more.
func TestRulebook_Reactor_OverflowSharesTheLimit(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers, t.Repair = 0, 0, 1 }, 6, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysReactor})
	_, ev := apply(t, s, FireMissile{By: 0, Target: SysRepair})
	if got, want := shotText(t, ev), "5 damage: repair 1→0 (destroyed), 4 overflow into the reactor 4→2 (at most 4 a turn for 2 destroyed sides, 2 taken already), 2 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

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

// Reactor, the rulebook's example once more: the 2 points that overflow
// through the masers are the whole limit that one destroyed side allows,
// so the reactor takes nothing more this turn until a second side falls,
// and that side's hit may add exactly two.
func TestRulebook_Reactor_ExampleFillsTheLimit(t *testing.T) {
	s := position(t, 0, nil, noShields, 6, 6, 6)
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysMasers})
	if m := s.Mat(1); m.ReactorDamage != 2 || m.ReactorCap != 0 || m.Reactor.Cur != 4 {
		t.Fatalf("Blue after the example's hit: %+v", m)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "Blue's reactor has taken all it can this turn (2 for 1 destroyed side)")
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysEngines})
	if got, want := shotText(t, ev), "5 damage: engines 3→0 (destroyed), 2 overflow into the reactor 4→2"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.ReactorDamage != 4 || m.ReactorCap != 0 {
		t.Fatalf("Blue after a second side fell: %+v", m)
	}
}

// Reactor: the limit is two for each destroyed side, so with three sides
// down a missile on the reactor lands all five points (a reading of "two
// a turn" would waste three), and the sixth point is the last allowed.
func TestRulebook_Reactor_LimitThreeSides(t *testing.T) {
	blue := func(t *Tracks) { t.Shields, t.Masers, t.Engines, t.Repair = 0, 0, 0, 0 }
	s := position(t, 0, nil, blue, 6, 6)
	if m := s.Mat(1); m.DestroyedSides != 3 || m.ReactorCap != 6 {
		t.Fatalf("Blue with three sides down: %+v", m)
	}
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysReactor})
	if got, want := shotText(t, ev), "5 damage: reactor 6→1"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if m := s.Mat(1); m.ReactorCap != 1 {
		t.Fatalf("Blue after five points: %+v", m)
	}
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysReactor})
	wantOver(t, s, 0, "Blue's reactor is at zero")
}

// Missiles: ten shots in all. Two a turn for five turns, hits or misses,
// spend the ten; the next turn has none, though both launchers stand.
func TestRulebook_Missiles_TenShots(t *testing.T) {
	s := position(t, 0, nil, nil, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	for turn := 0; turn < 5; turn++ {
		s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields})
		s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields})
		s, _ = apply(t, s, EndTurn{By: 0})
		s, _ = apply(t, s, EndTurn{By: 1})
	}
	if m := s.Mat(0); m.Ammo.Cur != 0 || m.Launchers.Cur != 2 || m.MissileLimit != 2 {
		t.Fatalf("Red after ten missiles: %+v", m)
	}
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "Red has no ammunition left")
}

// Shields: a hit equal to the shields left takes them down and wastes
// nothing (a missile on five points, a maser on two); once down, the next
// shot of the same turn may aim at a system.
func TestRulebook_Shields_ExactlyDown(t *testing.T) {
	s := position(t, 0, nil, nil, 6, 6)
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysShields})
	if got, want := shotText(t, ev), "5 damage: shields 5→0 (down)"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	_, ev = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if got, want := shotText(t, ev), "2 damage: masers 3→1"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	s = position(t, 0, nil, func(t *Tracks) { t.Shields = 2 }, 6)
	_, ev = apply(t, s, FireMaser{By: 0, Target: SysShields})
	if got, want := shotText(t, ev), "2 damage: shields 2→0 (down)"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

// Repair: the standard mat's three repair systems give three repairs a
// turn; the fourth is refused.
func TestRulebook_Repair_ThreeATurn(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Masers, t.Engines, t.Armor = 0, 1, 0 }, nil)
	if m := s.Mat(0); m.RepairLimit != 3 {
		t.Fatalf("three repair systems give a limit of %d", m.RepairLimit)
	}
	for _, sys := range []System{SysMasers, SysEngines, SysMissiles} {
		s, _ = apply(t, s, RepairSystem{By: 0, System: sys})
	}
	refuse(t, s, RepairSystem{By: 0, System: SysMasers}, "3 undamaged repair systems at the start of the turn: no more repairs this turn")
	if m := s.Mat(0); m.Repairs != 3 || m.AP != 3 {
		t.Fatalf("Red after three repairs: %+v", m)
	}
}

// Armor and Missiles meet: the armor point stops only one point, so a maser
// on a full missile system costs a launcher too, and its owner fires one
// missile a turn from then on (one per undamaged launcher).
func TestRulebook_Armor_MaserCostsALauncher(t *testing.T) {
	s := position(t, 0, nil, noShields, 6, 6, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMissiles})
	if m := s.Mat(1); m.Armor.Cur != 0 || m.Launchers.Cur != 1 || m.Reactor.Cur != 6 {
		t.Fatalf("Blue after a maser on the missile system: %+v", m)
	}
	s, _ = apply(t, s, EndTurn{By: 0})
	if m := s.Mat(1); m.MissileLimit != 1 {
		t.Fatalf("Blue's missile limit with one launcher: %d", m.MissileLimit)
	}
	s, _ = apply(t, s, FireMissile{By: 1, Target: SysShields})
	refuse(t, s, FireMissile{By: 1, Target: SysShields}, "only 1 undamaged launcher")
}

// Repair and Weapons meet: the repair limit counts repairs, not systems, so
// three repair systems may bring one destroyed maser system back to full in
// one turn, and all three banks fire that same turn.
func TestRulebook_Repair_OneSystemThreeTimes(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Masers = 0 }, nil, 1, 1, 1)
	for i := 0; i < 3; i++ {
		s, _ = apply(t, s, RepairSystem{By: 0, System: SysMasers})
	}
	for i := 0; i < 3; i++ {
		s, _ = apply(t, s, FireMaser{By: 0, Target: SysShields})
	}
	if m := s.Mat(0); m.Masers.Cur != 3 || m.Repairs != 3 || m.MasersFired != 3 || m.AP != 0 {
		t.Fatalf("Red after three repairs and three shots: %+v", m)
	}
}

// Engines and damage meet: engines destroyed on the enemy's turn still
// protected the ship on it (TestRulebook_Engines_BoostOutlivesTheEngines),
// but on the owner's next turn the boost starts at 0 and no engine can be
// activated, so the enemy's next turn needs a 2 again.
func TestRulebook_Engines_DestroyedEnginesNextTurn(t *testing.T) {
	s := posWithBoost(t, 0, noShields, [2]int{0, 3}, 6, 2)
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysEngines})
	s, _ = apply(t, s, EndTurn{By: 0})
	if m := s.Mat(1); m.Engines.Cur != 0 || m.Boost != 0 || m.EngineLimit != 0 {
		t.Fatalf("Blue's turn after losing its engines: %+v", m)
	}
	refuse(t, s, ActivateEngine{By: 1}, "Blue's engines are destroyed")
	s, _ = apply(t, s, EndTurn{By: 1})
	_, ev := apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if r := shotRoll(t, ev); r.Need != 2 || !r.Success {
		t.Fatalf("a 2 against a ship without engines: %+v", r)
	}
}

// Shields and Setup meet in a scenario's mat without shields (the project
// allows a maximum of 0): its systems are open from the start, and a
// recharge is refused for what it is, not as "shields are full (0)".
func TestRulebook_Shields_MatWithoutShields(t *testing.T) {
	f := loadScenario(t, "standard").File()
	zero := 0
	f.Sides[1].Mat = &MatFile{Max: &TrackValues{Shields: &zero}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewPosition(sc, Position{First: 0, ToMove: 1, Turn: 2, Dice: engine.NewDice(1).Force(6)})
	if err != nil {
		t.Fatal(err)
	}
	refuse(t, s, RechargeShield{By: 1}, "Blue's mat has no shields to recharge")
	refuse(t, s, RepairSystem{By: 1, System: SysShields}, "shields are recharged, not repaired, and Blue's mat has none")
	s, _ = apply(t, s, EndTurn{By: 1})
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "Blue's shields are down: aim at a system")
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if m := s.Mat(1); m.Masers.Cur != 1 {
		t.Fatalf("Blue's masers after a hit: %+v", m.Masers)
	}
	// Likewise a mat whose missile system is armor alone has no launcher
	// to fire, which is not one destroyed.
	f.Sides[1].Mat = &MatFile{Max: &TrackValues{Launchers: &zero}}
	if sc, err = NewScenario(f); err != nil {
		t.Fatal(err)
	}
	if s, err = NewPosition(sc, Position{First: 0, ToMove: 1, Turn: 2}); err != nil {
		t.Fatal(err)
	}
	refuse(t, s, FireMissile{By: 1, Target: SysShields}, "Blue's mat has no missile launchers")
}

// posWithBoost is the standard position with Blue's mat edited and the
// engine boosts in force against each ship.
func posWithBoost(t *testing.T, toMove engine.Player, blue matEdit, boost [2]int, faces ...int) *State {
	t.Helper()
	s, err := NewPosition(blueStarts(t, blue), Position{First: 0, ToMove: toMove, Turn: 2, Boost: boost, Dice: engine.NewDice(1).Force(faces...)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Armor: the armor point going first leaves the missile system standing
// (its launchers are still there): it is not a destroyed side, so it opens
// no way to the reactor.
func TestRulebook_Armor_ArmorAloneOpensNothing(t *testing.T) {
	s := position(t, 0, nil, noShields, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMissiles})
	if m := s.Mat(1); m.Armor.Cur != 0 || m.Launchers.Cur != 1 || m.Destroyed(SysMissiles) || m.DestroyedSides != 0 || m.ReactorCap != 0 {
		t.Fatalf("Blue after losing his armor: %+v", m)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysReactor}, "the reactor is shielded by intact systems")
}

// Engines, in time: engines fired on a turn raise what the enemy needs on
// his next turn, not what the owner needs now. Red, after Blue fired two
// engines, fires three of his own and still needs Blue's 4+ for his shot;
// Blue then needs 5+ on each of his shots. The die counts one turn's
// activations and is set again each turn: Red's three are not added to on
// his next turn, where one engine leaves Blue needing 3+, and a turn with
// none leaves 2+.
func TestRulebook_Engines_BoostIsForTheEnemysTurn(t *testing.T) {
	s, err := NewPosition(loadScenario(t, "standard"), Position{First: 0, ToMove: 0, Turn: 2, Boost: [2]int{0, 2},
		Dice: engine.NewDice(1).Force(4, 5, 5, 5, 1, 3)})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		s, _ = apply(t, s, ActivateEngine{By: 0})
	}
	if m := s.Mat(0); m.Boost != 3 || m.EnginesUsed != 3 {
		t.Fatalf("Red after three engines: %+v", m)
	}
	s = wantShot(t, s, FireMaser{By: 0, Target: SysShields}, 4, true)
	s, _ = apply(t, s, EndTurn{By: 0})
	for i := 0; i < 3; i++ {
		s = wantShot(t, s, FireMaser{By: 1, Target: SysShields}, 5, true)
	}
	s, _ = apply(t, s, EndTurn{By: 1})
	if m := s.Mat(0); m.Boost != 0 {
		t.Fatalf("Red's die at the start of his turn: %d, want none", m.Boost)
	}
	s, _ = apply(t, s, ActivateEngine{By: 0})
	s = wantShot(t, s, FireMaser{By: 0, Target: SysShields}, 2, false) // Blue fired none: 2+
	s, _ = apply(t, s, EndTurn{By: 0})
	s = wantShot(t, s, FireMaser{By: 1, Target: SysMasers}, 3, true)
	s, _ = apply(t, s, EndTurn{By: 1})
	s, _ = apply(t, s, EndTurn{By: 0})
	if m := s.Mat(0); m.Boost != 0 || m.ToHit != 2 {
		t.Fatalf("Red fired no engine on his turn: %+v", m)
	}
}

// Missiles and Markers, in time: the ammunition counter is not part of the
// missile system. A destroyed missile system keeps the rounds left, and a
// launcher repaired on a later turn fires them that same turn.
func TestRulebook_Missiles_RoundsOutliveTheLaunchers(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Armor, t.Launchers, t.Ammo = 0, 0, 5 }, nil, 6)
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "Red's missile launchers are destroyed")
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMissiles})
	if m := s.Mat(0); m.Launchers.Cur != 1 || m.Armor.Cur != 0 || m.Ammo.Cur != 5 || m.MissileLimit != 1 {
		t.Fatalf("Red after the repair: %+v", m)
	}
	s = wantShot(t, s, FireMissile{By: 0, Target: SysShields}, 2, true)
	if m := s.Mat(0); m.Ammo.Cur != 4 {
		t.Fatalf("Red's rounds after the missile: %d, want 4", m.Ammo.Cur)
	}
	refuse(t, s, FireMissile{By: 0, Target: SysShields}, "only 1 undamaged launcher")
}

// Missiles and Repair (twenty-fifth audit): the ten rounds are a supply,
// not a system, so no repair brings one back. A repair of the missile
// system puts its marker up one step, never the counter of rounds, and a
// missile system that is whole with rounds spent has nothing to repair.
func TestRulebook_Missiles_RepairRestoresNoRounds(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Armor, t.Launchers, t.Ammo = 0, 1, 3 }, nil)
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMissiles})
	if m := s.Mat(0); m.Launchers.Cur != 2 || m.Armor.Cur != 0 || m.Ammo.Cur != 3 {
		t.Fatalf("Red after repairing the missile system: %+v", m)
	}
	s = position(t, 0, func(t *Tracks) { t.Ammo = 3 }, nil)
	refuse(t, s, RepairSystem{By: 0, System: SysMissiles}, "Red's missile system is undamaged")
	if _, err := (Game{}).DecodeIntent("repair", []byte(`{"by":0,"system":"ammo"}`)); err == nil {
		t.Fatal("a repair of the ammunition was decoded")
	}
}
