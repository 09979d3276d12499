package stellararmada

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The third audit: the places of the rulebook where a quick reading goes
// wrong, each pinned with forced dice and named after its section.

// unarmed leaves a ship no weapon and no repair system: it cannot fight.
func unarmed(t *Tracks) {
	t.Shields, t.Masers, t.Armor, t.Launchers, t.Repair = 0, 0, 0, 0, 0
}

// lastMaser leaves a ship with shields down, one maser bank, no missile
// system and no repair: a hit on the masers leaves it unable to fight.
func lastMaser(t *Tracks) {
	t.Shields, t.Masers, t.Armor, t.Launchers, t.Repair = 0, 1, 0, 0, 0
}

func wantOver(t *testing.T, s *State, winner engine.Player, reason string) {
	t.Helper()
	out := s.Outcome()
	if !out.Over || out.Winner != winner || !strings.Contains(out.Reason, reason) {
		t.Fatalf("outcome %+v, want winner %d for %q", out, winner, reason)
	}
	if len(s.Phase().Actors) != 0 || len(s.Legal(0))+len(s.Legal(1)) != 0 {
		t.Fatalf("the game goes on: %+v", s.Phase())
	}
}

// Setup: the seven markers start on the highest value of each track: the
// rulebook's reactor of six action points, three masers, one armor point
// before two launchers and ten missiles; the published five shield points,
// three engines and three repair systems.
func TestRulebook_Setup_StandardMat(t *testing.T) {
	want := Tracks{Reactor: 6, Shields: 5, Engines: 3, Repair: 3, Masers: 3, Armor: 1, Launchers: 2, Ammo: 10}
	if got := StandardTracks(); got != want {
		t.Fatalf("standard mat %+v, want %+v", got, want)
	}
	s := newGame(t, "standard", 3)
	for p := engine.Player(0); p < 2; p++ {
		m := s.Mat(p)
		for _, tr := range []Track{m.Reactor, m.Shields, m.Engines, m.Repair, m.Masers, m.Armor, m.Launchers, m.Ammo} {
			if tr.Cur != tr.Max {
				t.Fatalf("%s starts below its maximum: %+v", m.Name, m)
			}
		}
	}
}

// Start: the higher roll goes first (here Red, on the first roll); the
// second player's automatic boost of 3 makes Red need a 5 or 6 on his first
// turn only; engines Red fires on that turn protect him on Blue's first
// turn; on Red's second turn Blue's own engines count, not the boost.
func TestRulebook_Start_HigherRollAndFirstTurnBoost(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "standard"), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Red 5, Blue 2; then Red's shots 4 and 5; Blue's shot 3; Red's shot 2.
	s := st.(*State).WithDice(engine.NewDice(1).Force(5, 2, 4, 5, 3, 2))
	s, _ = apply(t, s, RollOff{By: 0})
	if s.First() != 0 || s.ToMove() != 0 || s.AP() != 6 {
		t.Fatalf("first %d, to move %d, AP %d; want Red first with 6", s.First(), s.ToMove(), s.AP())
	}
	if m := s.Mat(1); m.Boost != 3 || m.ToHit != 5 || !m.AutoBoost {
		t.Fatalf("Blue during Red's first turn: %+v", m)
	}
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysShields})
	if r := shotRoll(t, ev); r.Need != 5 || r.Success {
		t.Fatalf("Red's 4 on turn 1: %+v", r)
	}
	s, ev = apply(t, s, FireMaser{By: 0, Target: SysShields})
	if r := shotRoll(t, ev); r.Need != 5 || !r.Success {
		t.Fatalf("Red's 5 on turn 1: %+v", r)
	}
	s, _ = apply(t, s, ActivateEngine{By: 0})
	s, _ = apply(t, s, EndTurn{By: 0})
	// Blue's turn 1: Red's one engine, so Blue needs 3+; Blue has no boost
	// of his own any more.
	if m := s.Mat(1); m.Boost != 0 || m.AutoBoost {
		t.Fatalf("Blue's boost on his own turn: %+v", m)
	}
	s, ev = apply(t, s, FireMaser{By: 1, Target: SysShields})
	if r := shotRoll(t, ev); r.Need != 3 || !r.Success {
		t.Fatalf("Blue's 3 against one engine: %+v", r)
	}
	s, _ = apply(t, s, EndTurn{By: 1})
	// Red's turn 2: Blue fired no engine, the automatic boost is gone: 2+.
	_, ev = apply(t, s, FireMaser{By: 0, Target: SysShields})
	if r := shotRoll(t, ev); r.Need != 2 || !r.Success {
		t.Fatalf("Red's 2 on turn 2: %+v", r)
	}
}

// Start: the automatic boost is the second player's whatever his engines:
// a second player whose engines are destroyed still makes the first player
// need 5 or 6 on the first turn.
func TestRulebook_Start_BoostWithoutEngines(t *testing.T) {
	sc := blueStarts(t, func(blue *Tracks) { blue.Engines = 0 })
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State).WithDice(engine.NewDice(1).Force(6, 1, 4))
	s, _ = apply(t, s, RollOff{By: 0})
	_, ev := apply(t, s, FireMissile{By: 0, Target: SysShields})
	if r := shotRoll(t, ev); r.Need != 5 || r.Success {
		t.Fatalf("a 4 against the automatic boost: %+v", r)
	}
}

// Action Points: one per undamaged reactor point; reactor damage taken on
// the enemy's turn leaves fewer points for the next turn.
func TestRulebook_ActionPoints_DamagedReactor(t *testing.T) {
	s := position(t, 0, nil, noShields, 6)
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysMasers}) // 3 to masers, 2 to the reactor
	s, _ = apply(t, s, EndTurn{By: 0})
	if s.ToMove() != 1 || s.AP() != 4 || s.Mat(1).AP != 4 {
		t.Fatalf("Blue with a reactor of 4 has %d action points", s.AP())
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

// Reactor: reactor damage taken directly and by overflow share the turn's
// limit: after two points on the reactor, a hit that destroys a second side
// overflows two more (the limit is now four), and no more.
func TestRulebook_Reactor_OverflowSharesTheLimit(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { t.Shields, t.Masers, t.Repair = 0, 0, 1 }, 6, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysReactor})
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysRepair})
	if got, want := shotText(t, ev), "5 damage: repair 1→0 (destroyed), 4 overflow into the reactor 4→2 (at most 4 a turn for 2 destroyed sides), 2 wasted"; got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

// Objective: a tactical victory is won the moment the other ship is unable
// to fight, like a reactor brought to zero; the turn does not go on.
func TestRulebook_Objective_TacticalVictoryAtOnce(t *testing.T) {
	s := position(t, 0, nil, lastMaser, 6)
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysMasers})
	wantOver(t, s, 0, "Blue cannot fight: no weapon left and no way to repair one")
	if n := len(ev); n != 2 || ev[0].Kind != EvShot || ev[1].Kind != EvGameOver ||
		ev[1].Text != "Red wins: Blue cannot fight: no weapon left and no way to repair one" {
		t.Fatalf("events %+v", ev)
	}
	refuse(t, s, EndTurn{By: 0}, "the game is over")

	// The shooter's own last round: Red, with no maser bank and no repair
	// system, fires his last missile and misses: he cannot fight any more.
	red := func(t *Tracks) { t.Masers, t.Repair, t.Ammo = 0, 0, 1 }
	s = position(t, 0, red, nil, 1)
	s, ev = apply(t, s, FireMissile{By: 0, Target: SysShields})
	wantOver(t, s, 1, "Red cannot fight")
	if ev[len(ev)-1].Kind != EvGameOver {
		t.Fatalf("events %+v", ev)
	}

	// Red leaves Blue unable to fight with his first missile: Red has won,
	// and a second missile that spends his own last round changes nothing.
	s = position(t, 0, func(t *Tracks) { t.Masers, t.Repair, t.Ammo = 0, 0, 2 }, lastMaser, 6)
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysMasers})
	wantOver(t, s, 0, "Blue cannot fight")

	// A missed shot or a ship that can still repair a weapon ends nothing.
	s = position(t, 0, nil, lastMaser, 1)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if s.Outcome().Over {
		t.Fatalf("a miss ended the game: %+v", s.Outcome())
	}
	s = position(t, 0, nil, func(t *Tracks) { lastMaser(t); t.Repair = 1 }, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if s.Outcome().Over {
		t.Fatalf("a ship with a repair system lost: %+v", s.Outcome())
	}
	// Launchers without a round are no weapon.
	s = position(t, 0, nil, func(t *Tracks) { lastMaser(t); t.Launchers, t.Ammo = 2, 0 }, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	wantOver(t, s, 0, "Blue cannot fight")
}

// Objective and draws: the rulebook has no draw; the one the program knows
// besides its turn limit is a single shot that leaves both ships unable to
// fight at once: Red's last missile takes Blue's last maser bank.
func TestRulebook_Objective_BothUnableAtOnce(t *testing.T) {
	s := position(t, 0, func(t *Tracks) { t.Masers, t.Repair, t.Ammo = 0, 0, 1 }, lastMaser, 6)
	s, ev := apply(t, s, FireMissile{By: 0, Target: SysMasers})
	wantOver(t, s, engine.NoPlayer, "neither ship can fight")
	if last := ev[len(ev)-1]; last.Kind != EvGameOver || last.Text != "Draw: neither ship can fight" {
		t.Fatalf("last event %+v", last)
	}
}

// Objective: a scenario may set up a ship that cannot fight; the game ends
// when the first player is decided, before anyone acts.
func TestRulebook_Objective_UnableFromTheStart(t *testing.T) {
	st, err := Game{}.NewState(blueStarts(t, unarmed), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State).WithDice(engine.NewDice(1).Force(2, 5))
	s, ev := apply(t, s, RollOff{By: 0})
	wantOver(t, s, 0, "Blue cannot fight")
	if last := ev[len(ev)-1]; last.Kind != EvGameOver {
		t.Fatalf("events %+v", ev)
	}
}

// Turn order: the first player acts first in every round; the round
// number rises when the second player's turn ends.
func TestRulebook_Start_TurnOrder(t *testing.T) {
	s := position(t, 0, nil, nil)
	s.turn = 1
	var seq []string
	for i := 0; i < 4; i++ {
		p := s.ToMove()
		seq = append(seq, s.Name(p)+" "+string(rune('0'+s.Turn())))
		s, _ = apply(t, s, EndTurn{By: p})
	}
	if got, want := strings.Join(seq, ", "), "Red 1, Blue 1, Red 2, Blue 2"; got != want {
		t.Fatalf("turns %s, want %s", got, want)
	}
}

// TestRules2SavesStillRead: a save of rules 2 that never met the corrected
// rule verifies under rules 3 (hashes still fold rules 2's name); one where
// play went on after a shot that left a ship unable to fight stops at that
// shot, saying the rules were corrected. The fixtures were written by the
// last rules-2 build (selfplay, random against random, seeds 124 and 90):
// a reactor brought to zero in ten intents; and Blue's missile that takes
// Red's last launcher (intent 28), after which Blue fired a maser, an
// engine and ended the turn before rules 2 saw Red could not fight.
func TestRules2SavesStillRead(t *testing.T) {
	g := Game{}
	for v, want := range map[string]bool{rulesV1: true, rulesV2: true, RulesVersion: true, "stellararmada/0": false, "stellararmada/4": false} {
		if g.ReadsRules(v) != want {
			t.Fatalf("ReadsRules(%q) = %v", v, !want)
		}
	}
	read := func(name string) (*engine.Session, error) {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		sf, err := engine.DecodeSave(data)
		if err != nil {
			t.Fatal(err)
		}
		if sf.Rules != rulesV2 {
			t.Fatalf("%s: rules %q", name, sf.Rules)
		}
		return sf.Restore(func(id string) (engine.Game, bool) { return g, id == ID })
	}
	if sess, err := read("rules2-reactor.json"); err != nil || sess.Len() != 10 || !sess.State().Outcome().Over {
		t.Fatalf("rules2-reactor: %v", err)
	}
	_, err := read("rules2-tactical.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 28 (missile)") {
		t.Fatalf("rules2-tactical: %v", err)
	}
}
