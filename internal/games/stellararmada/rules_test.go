package stellararmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The worked examples and statements of the rulebook, each as a test with
// its dice forced, named after the rulebook's section.

func shotText(t *testing.T, ev []engine.Event) string {
	t.Helper()
	for _, e := range ev {
		if e.Kind == EvShot {
			if e.Roll == nil {
				t.Fatal("a shot without its roll")
			}
			return e.Text
		}
	}
	t.Fatalf("no shot among %v", ev)
	return ""
}

func shotRoll(t *testing.T, ev []engine.Event) engine.Roll {
	t.Helper()
	for _, e := range ev {
		if e.Kind == EvShot && e.Roll != nil {
			return *e.Roll
		}
	}
	t.Fatalf("no shot among %v", ev)
	return engine.Roll{}
}

func noShields(t *Tracks) { t.Shields = 0 }

// Start: each player rolls, the higher goes first, ties roll again; the
// second player's automatic +3 boost means the first player needs 5 or 6.
func TestRulebook_Start(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "standard"), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State).WithDice(engine.NewDice(1).Force(3, 3, 2, 5, 4, 5))
	ph := s.Phase()
	if ph.Name != PhaseRoll || len(ph.Actors) != 1 || ph.Actors[0] != 0 || ph.Turn != 1 {
		t.Fatalf("first phase %+v, want the roll for player 0", ph)
	}
	if got := s.Legal(1); len(got) != 0 {
		t.Fatalf("player 1 may do %v before the roll", got)
	}
	refuse(t, s, RollOff{By: 1}, "not your turn")
	refuse(t, s, EndTurn{By: 0}, "roll for the first player first")
	s, ev := apply(t, s, RollOff{By: 0})
	rolls := 0
	for _, e := range ev {
		if e.Kind == EvRollFirst {
			if e.Roll == nil || len(e.Roll.Dice) != 1 {
				t.Fatalf("roll event without its die: %+v", e)
			}
			rolls++
		}
	}
	if rolls != 4 {
		t.Fatalf("%d roll events, want 4 (a tie, then a second roll)", rolls)
	}
	if s.First() != 1 || s.ToMove() != 1 || s.Turn() != 1 {
		t.Fatalf("first %d, to move %d, turn %d; want Blue first in turn 1", s.First(), s.ToMove(), s.Turn())
	}
	refuse(t, s, RollOff{By: 0}, "already decided")
	if m := s.Mat(0); m.Boost != 3 || m.ToHit != 5 {
		t.Fatalf("Red (second) has boost %d, to hit %d; want 3 and 5", m.Boost, m.ToHit)
	}
	refuse(t, s, FireMaser{By: 0, Target: SysShields}, "not your turn")
	s, ev = apply(t, s, FireMaser{By: 1, Target: SysShields})
	if r := shotRoll(t, ev); r.Need != 5 || r.Success {
		t.Fatalf("a 4 against the first-turn boost: %v, want a miss needing 5+", r)
	}
	s, ev = apply(t, s, FireMaser{By: 1, Target: SysShields})
	if r := shotRoll(t, ev); r.Need != 5 || !r.Success {
		t.Fatalf("a 5 against the first-turn boost: %v, want a hit", r)
	}
	s, _ = apply(t, s, EndTurn{By: 1})
	if s.ToMove() != 0 || s.Turn() != 1 || s.Mat(0).Boost != 0 {
		t.Fatalf("after Blue's turn 1: to move %d, turn %d, Red's boost %d", s.ToMove(), s.Turn(), s.Mat(0).Boost)
	}
	s, _ = apply(t, s, EndTurn{By: 0})
	if s.ToMove() != 1 || s.Turn() != 2 {
		t.Fatalf("after Red's turn 1: to move %d, turn %d; want Blue's turn 2", s.ToMove(), s.Turn())
	}
}

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
	// Destroying a second side raises the cap to 4 at once: the overflow
	// of this hit may take 2 more.
	s = position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers, t.Engines = 0, 0, 1 }, 6, 6, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysReactor})
	s, ev = apply(t, s, FireMissile{By: 0, Target: SysEngines})
	if got, want := shotText(t, ev), "5 damage: engines 1→0 (destroyed), 4 overflow into the reactor 4→2 (at most 4 a turn for 2 destroyed sides), 2 wasted"; got != want {
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
	if ev[len(ev)-1].Kind != EvShot || len(s.Legal(0)) != 0 || len(s.Phase().Actors) != 0 {
		t.Fatalf("the game goes on after the reactor is at zero: %v", s.Phase())
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
	refuse(t, s, RepairSystem{By: 0, System: SysShields}, "shields are recharged, not repaired")
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

// Action Points: one for each undamaged reactor point; unused points are
// lost at the end of the turn.
func TestRulebook_ActionPoints(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Reactor, t.Shields = 4, 1 }, nil)
	if s.AP() != 4 || s.Mat(0).AP != 4 {
		t.Fatalf("reactor 4 gives %d AP", s.AP())
	}
	for i := 0; i < 4; i++ {
		s, _ = apply(t, s, RechargeShield{By: 0})
		if i == 3 {
			break
		}
		s, _ = apply(t, s, ActivateEngine{By: 0})
		i++
	}
	refuse(t, s, ActivateEngine{By: 0}, "Red has no action points left")
	if got := s.Legal(0); len(got) != 1 || got[0] != (EndTurn{By: 0}) {
		t.Fatalf("with no AP left Legal is %v, want only the end of the turn", got)
	}
	s = position(t, 0, nil, nil)
	s, _ = apply(t, s, ActivateEngine{By: 0})
	s, ev := apply(t, s, EndTurn{By: 0})
	if !strings.Contains(ev[0].Text, "5 action points unused") {
		t.Fatalf("end of turn: %q", ev[0].Text)
	}
	s, _ = apply(t, s, EndTurn{By: 1})
	if s.AP() != 6 {
		t.Fatalf("unused AP carried over: %d", s.AP())
	}
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
	s, ev = apply(t, s, FireMissile{By: 0, Target: SysMasers})
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

// Objective: a tactical victory when the other player is unable to fight.
// These positions are built with a helpless ship, which no shot made so:
// the end of the turn finds it (TestRulebook_Objective_TacticalVictoryAtOnce
// has the shots that end the game at once).
func TestRulebook_TacticalVictory(t *testing.T) {
	helpless := func(t *Tracks) { t.Shields, t.Masers, t.Armor, t.Launchers, t.Repair = 0, 0, 0, 0, 0 }
	s := position(t, 0, nil, helpless)
	s, ev := apply(t, s, EndTurn{By: 0})
	out := s.Outcome()
	if !out.Over || out.Winner != 0 || !strings.Contains(out.Reason, "Blue cannot fight") {
		t.Fatalf("outcome %+v", out)
	}
	if last := ev[len(ev)-1]; last.Kind != EvGameOver || !strings.HasPrefix(last.Text, "Red wins: ") {
		t.Fatalf("last event %+v", last)
	}
	// Out of ammunition with masers gone, but repair systems intact: the
	// masers can come back, so the fight goes on.
	s = position(t, 0, nil, func(t *Tracks) { t.Masers, t.Ammo = 0, 0 })
	s, _ = apply(t, s, EndTurn{By: 0})
	if s.Outcome().Over {
		t.Fatalf("a ship that can repair its masers lost: %+v", s.Outcome())
	}
	// Launchers and missiles left but no masers and no repair: still armed.
	s = position(t, 0, nil, func(t *Tracks) { t.Masers, t.Repair = 0, 0 })
	s, _ = apply(t, s, EndTurn{By: 0})
	if s.Outcome().Over {
		t.Fatalf("an armed ship lost: %+v", s.Outcome())
	}
	// Both helpless: a draw.
	s = position(t, 1, helpless, helpless)
	s, _ = apply(t, s, EndTurn{By: 1})
	if out := s.Outcome(); !out.Over || out.Winner != engine.NoPlayer {
		t.Fatalf("both helpless: %+v", out)
	}
}

// The project's safety limit: after turn_limit rounds the stronger
// reactor wins, then the fuller mat, else a draw.
func TestTurnLimit(t *testing.T) {
	build := func(red, blue matEdit) *State {
		return withTurnLimit(position(t, 1, red, blue), 2)
	}
	s, _ := apply(t, build(func(t *Tracks) { t.Reactor = 5 }, nil), EndTurn{By: 1})
	if out := s.Outcome(); !out.Over || out.Winner != 1 || !strings.Contains(out.Reason, "turn limit of 2 reached: Blue has the stronger reactor (6 to 5)") {
		t.Fatalf("reactor decides: %+v", out)
	}
	s, _ = apply(t, build(nil, func(t *Tracks) { t.Shields = 4 }), EndTurn{By: 1})
	if out := s.Outcome(); !out.Over || out.Winner != 0 || !strings.Contains(out.Reason, "more points") {
		t.Fatalf("points decide: %+v", out)
	}
	s, _ = apply(t, build(nil, nil), EndTurn{By: 1})
	if out := s.Outcome(); !out.Over || out.Winner != engine.NoPlayer {
		t.Fatalf("equal ships: %+v", out)
	}
	// The first player's turn of the last round does not end the game.
	s = withTurnLimit(position(t, 0, nil, nil), 2)
	s, _ = apply(t, s, EndTurn{By: 0})
	if s.Outcome().Over {
		t.Fatal("the game ended before the second player's last turn")
	}
}

func TestWrongPlayerAndPointers(t *testing.T) {
	s := position(t, 0, nil, nil, 6)
	refuse(t, s, EndTurn{By: 1}, "not your turn: it is Red's turn")
	refuse(t, s, EndTurn{By: 5}, "player 5 does not exist")
	refuse(t, s, nil, "no intent")
	refuse(t, s, (*EndTurn)(nil), "no intent")
	refuse(t, s, FireMaser{By: 0, Target: System(42)}, "no system 42")
	refuse(t, s, RepairSystem{By: 0, System: System(-1)}, "no system")
	n, _ := apply(t, s, &FireMaser{By: 0, Target: SysShields})
	if n.Mat(0).MasersFired != 1 {
		t.Fatal("a pointer intent was not applied")
	}
}

func TestLegalOrder(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Masers = 2 }, func(t *Tracks) { t.Shields, t.Engines = 0, 0 })
	var kinds []string
	for _, in := range s.Legal(0) {
		kinds = append(kinds, in.Kind()+":"+strings.TrimPrefix(in.String(), "player 1: "))
	}
	want := []string{
		"missile:fire a missile at the masers", "missile:fire a missile at the missile system",
		"missile:fire a missile at the repair systems", "missile:fire a missile at the reactor",
		"maser:fire a maser at the masers", "maser:fire a maser at the missile system",
		"maser:fire a maser at the repair systems", "maser:fire a maser at the reactor",
		"engine:activate an engine", "repair:repair the masers", "end:end the turn",
	}
	if strings.Join(kinds, "\n") != strings.Join(want, "\n") {
		t.Fatalf("Legal:\n%s\nwant\n%s", strings.Join(kinds, "\n"), strings.Join(want, "\n"))
	}
	if len(s.Legal(1)) != 0 {
		t.Fatal("the player not moving has legal intents")
	}
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

// TestAutoBoostEndsWithTheGame: a game won during the first player's
// first turn no longer shows the second player's automatic boost on its
// mat (found by the play-test: "(auto boost)" stayed after the end).
func TestAutoBoostEndsWithTheGame(t *testing.T) {
	sc := blueStarts(t, func(blue *Tracks) { blue.Masers, blue.Launchers, blue.Repair = 0, 0, 0 }) // Blue cannot fight
	s, err := NewPosition(sc, Position{First: 0, ToMove: 0, Turn: 1, Boost: [2]int{0, 3}, Dice: engine.NewDice(1)})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Mat(1).AutoBoost {
		t.Fatal("Blue's automatic boost is not shown during Red's first turn")
	}
	n, _ := apply(t, s, EndTurn{By: 0})
	if !n.Outcome().Over {
		t.Fatalf("the game did not end: %+v", n.Outcome())
	}
	if n.Mat(1).AutoBoost {
		t.Error("the automatic boost is still shown after the game ended")
	}
}
