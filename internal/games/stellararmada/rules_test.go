package stellararmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// The turn and the game (set-up, the start, action points, the objective,
// the turn limit): the rulebook's worked examples and statements, and the
// places a quick reading goes wrong, each with its dice forced and named
// after the rulebook's section.

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
	// The message names the seat the roll is made from as the save file
	// does (player 0), not by counting from one.
	refuse(t, s, RollOff{By: 1}, "not your turn: the roll for the first player is made once, as player 0 (Red), for both sides")
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
	// The log says why each roll counted: the tie with its faces, then
	// the higher roll that decides.
	var words []string
	for _, e := range ev {
		if e.Kind == EvFirst {
			words = append(words, e.Text)
		}
	}
	if len(words) != 2 || words[0] != "a tie (3 and 3): both roll again" ||
		!strings.HasPrefix(words[1], "Blue goes first with the higher roll (5 to 2); Red has an automatic engine boost of 3") {
		t.Fatalf("the roll's sentences: %q", words)
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
	// Nor does the second player's turn of the round before the last
	// (round 2 of 3), and his turn of a round past the limit (round 2 of 1,
	// a save's set-up) ends it as the last round's does.
	s = withTurnLimit(position(t, 1, nil, nil), 3)
	s, _ = apply(t, s, EndTurn{By: 1})
	if s.Outcome().Over || s.Phase().Turn != 3 {
		t.Fatalf("the game ended, or did not go on to round 3, after round 2 of 3: %+v, round %d", s.Outcome(), s.Phase().Turn)
	}
	s = withTurnLimit(position(t, 1, nil, nil), 1)
	s, _ = apply(t, s, EndTurn{By: 1})
	if !s.Outcome().Over {
		t.Fatal("the game went on past its turn limit")
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

// Objective: the reactor at zero is the goal of the game, and it outranks
// the tactical end. Red's last round (no maser bank, no repair system)
// leaves Red unable to fight, but if that missile brings Blue's reactor to
// zero, by a hit on it or by overflow, Red has won: not a draw, not a loss.
// A maser that takes Blue's last bank and his last reactor point wins on
// the reactor too.
func TestRulebook_Objective_ReactorOutranksTheLastRound(t *testing.T) {
	red := func(t *Tracks) { t.Masers, t.Repair, t.Ammo = 0, 0, 1 }
	for _, c := range []struct {
		blue   matEdit
		target System
		text   string
	}{
		{func(t *Tracks) { t.Shields, t.Masers, t.Reactor = 0, 0, 2 }, SysReactor, "5 damage: reactor 2→0, 3 wasted"},
		{func(t *Tracks) { t.Shields, t.Masers, t.Reactor = 0, 1, 2 }, SysMasers, "5 damage: masers 1→0 (destroyed), 4 overflow into the reactor 2→0, 2 wasted"},
	} {
		s := position(t, 0, red, c.blue, 6)
		s, ev := apply(t, s, FireMissile{By: 0, Target: c.target})
		if got := shotText(t, ev); got != c.text {
			t.Fatalf("got  %q\nwant %q", got, c.text)
		}
		wantOver(t, s, 0, "Blue's reactor is at zero")
	}
	s := position(t, 0, nil, func(t *Tracks) { lastMaser(t); t.Reactor = 1 }, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	wantOver(t, s, 0, "Blue's reactor is at zero")
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

// Action Points: "up to 6" a turn. A scenario may give a ship a larger
// reactor (the project allows up to 9); its points beyond six absorb
// damage but give no action points, as masers beyond three give no fourth
// shot. A reactor of 8 gives six; brought down to 5, five.
func TestRulebook_ActionPoints_SixAtMost(t *testing.T) {
	f := loadScenario(t, "standard").File()
	eight := 8
	for i := range f.Sides {
		f.Sides[i].Mat = &MatFile{Max: &TrackValues{Reactor: &eight}}
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State).WithDice(engine.NewDice(1).Force(5, 2))
	s, ev := apply(t, s, RollOff{By: 0})
	if s.AP() != 6 || s.Mat(0).AP != 6 || s.Mat(0).TurnAP != 6 || s.Mat(1).TurnAP != 6 {
		t.Fatalf("a reactor of 8 gives %d action points (mats %+v, %+v)", s.AP(), s.Mat(0), s.Mat(1))
	}
	if last := ev[len(ev)-1].Text; last != "Red's turn 1: 6 action points (reactor 8, six at most)" {
		t.Fatalf("turn: %q", last)
	}
	for i := 0; i < 3; i++ {
		s, _ = apply(t, s, ActivateEngine{By: 0})
	}
	for i := 0; i < 3; i++ {
		s, _ = apply(t, s, FireMaser{By: 0, Target: SysShields}) // hit or miss, the shields stand
	}
	refuse(t, s, RechargeShield{By: 0}, "no action points left")

	s, err = NewPosition(sc, Position{ToMove: 1, Turn: 2, Dice: engine.NewDice(1)})
	if err != nil {
		t.Fatal(err)
	}
	if s.AP() != 6 {
		t.Fatalf("Blue's reactor of 8: %d action points", s.AP())
	}
	sc = blueStarts(t, func(tr *Tracks) { tr.Reactor = 5 })
	f = sc.File()
	f.Sides[1].Mat.Max = &TrackValues{Reactor: &eight}
	if sc, err = NewScenario(f); err != nil {
		t.Fatal(err)
	}
	if s, err = NewPosition(sc, Position{ToMove: 1, Turn: 2, Dice: engine.NewDice(1)}); err != nil || s.AP() != 5 || s.Mat(1).TurnAP != 5 {
		t.Fatalf("Blue's reactor of 5 out of 8: %v, %d action points", err, s.AP())
	}
}

// Action Points: one per undamaged reactor point, "up to 6": the limit
// at each side of six, and a reactor of one (the least a running game has).
func TestRulebook_ActionPoints_Bounds(t *testing.T) {
	for _, c := range []struct{ reactor, ap int }{{1, 1}, {5, 5}, {6, 6}, {7, 6}, {9, 6}} {
		f := loadScenario(t, "standard").File()
		nine, r := 9, c.reactor
		f.Sides[0].Mat = &MatFile{Max: &TrackValues{Reactor: &nine}, Start: &TrackValues{Reactor: &r}}
		sc, err := NewScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		s, err := NewPosition(sc, Position{ToMove: 0, Turn: 2, Dice: engine.NewDice(1)})
		if err != nil {
			t.Fatal(err)
		}
		if s.AP() != c.ap || s.Mat(0).TurnAP != c.ap {
			t.Errorf("reactor %d: %d action points, want %d", c.reactor, s.AP(), c.ap)
		}
	}
}

// Start and Action Points meet: the first player's turn 1, though it needs 5
// or 6, may already reach the reactor, and the second player's turn 1 then
// has the action points of the damaged reactor, not the six of the set-up.
// A missile that misses spends its round all the same.
func TestRulebook_Start_FirstTurnDamageCostsTheSecondPlayer(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "standard"), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State).WithDice(engine.NewDice(1).Force(6, 1, 4, 5, 6))
	s, _ = apply(t, s, RollOff{By: 0})
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields}) // 4: a miss against the automatic boost
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysShields})   // 5: shields 5→3
	refuse(t, s, FireMissile{By: 0, Target: SysMasers}, "Blue's shields are up (3)")
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields}) // 6: shields 3→0, 2 wasted
	if m := s.Mat(0); m.Ammo.Cur != 8 {
		t.Fatalf("Red's ammunition after two missiles, one a miss: %d", m.Ammo.Cur)
	}
	s = s.WithDice(engine.NewDice(1).Force(5))
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMasers}) // masers 3→1
	s, _ = apply(t, s, EndTurn{By: 0})
	if s.AP() != 6 {
		t.Fatalf("Blue's turn 1 with an undamaged reactor: %d action points", s.AP())
	}
	// Again, with the shields already down: a missile through the masers.
	s = blueFirstTurn(t, noShields, 5)
	if s.AP() != 4 || s.Mat(1).Reactor.Cur != 4 {
		t.Fatalf("Blue's turn 1 after 2 points on the reactor: %d action points, reactor %d", s.AP(), s.Mat(1).Reactor.Cur)
	}
}

// blueFirstTurn plays Red's first turn (Red goes first, 6 to 1) against a
// Blue mat edited so: one missile at the masers with the die face, then
// the end of the turn.
func blueFirstTurn(t *testing.T, blue matEdit, face int) *State {
	t.Helper()
	st, err := Game{}.NewState(blueStarts(t, blue), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State).WithDice(engine.NewDice(1).Force(6, 1, face))
	s, _ = apply(t, s, RollOff{By: 0})
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysMasers})
	s, _ = apply(t, s, EndTurn{By: 0})
	return s
}

// The turn limit meets Start: the round ends with the second player's turn,
// and when Blue rolled higher that is Red's (player 0's) turn, not Blue's.
func TestTurnLimit_WhenBlueGoesFirst(t *testing.T) {
	s, err := NewPosition(loadScenario(t, "standard"), Position{First: 1, ToMove: 1, Turn: 20, TurnLimit: 20})
	if err != nil {
		t.Fatal(err)
	}
	s, _ = apply(t, s, EndTurn{By: 1})
	if s.Outcome().Over || s.ToMove() != 0 || s.Turn() != 20 {
		t.Fatalf("the game ended after the first player's last turn: %+v", s.Outcome())
	}
	s, _ = apply(t, s, EndTurn{By: 0})
	if out := s.Outcome(); !out.Over || out.Winner != engine.NoPlayer || !strings.Contains(out.Reason, "turn limit of 20 reached") {
		t.Fatalf("after the second player's last turn: %+v", out)
	}
}

// A save made in the middle of a turn in which the enemy's reactor took
// damage comes back with that turn's counters: the reactor damage already
// taken against its limit, the action points and the shots used.
func TestSaveMidTurnKeepsTheTurnsCounters(t *testing.T) {
	sc := loadScenario(t, "standard")
	slots := []engine.PlayerSlot{{Side: "Red", Kind: engine.Human}, {Side: "Blue", Kind: engine.Human}}
	for seed := uint64(1); seed < 200; seed++ {
		sess, err := engine.NewSession(Game{}, sc, nil, seed, slots)
		if err != nil {
			t.Fatal(err)
		}
		var opp [2]engine.Opponent
		for p := range opp {
			if opp[p], err = (Game{}).NewOpponent(engine.LevelScripted, seed+uint64(p)); err != nil {
				t.Fatal(err)
			}
		}
		found := false
		for i := 0; i < 2000 && !sess.State().Outcome().Over; i++ {
			s := sess.State().(*State)
			if s.Started() && s.Mat(other(s.ToMove())).ReactorDamage > 0 && s.AP() > 0 {
				found = true
				break
			}
			p := s.Phase().Actors[0]
			in, err := opp[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
		if !found {
			continue
		}
		again := gametest.Resave(t, sess, Game{})
		a, b := sess.State().(*State), again.State().(*State)
		if a.Hash() != b.Hash() || a.Mat(0) != b.Mat(0) || a.Mat(1) != b.Mat(1) || a.AP() != b.AP() {
			t.Fatalf("seed %d: the restored turn differs:\n%+v\n%+v", seed, a.Mat(a.ToMove()), b.Mat(b.ToMove()))
		}
		return
	}
	t.Fatal("no game reached reactor damage with action points left")
}

// Start: the second player's automatic boost is his for the whole of the
// first player's first turn, "automatic": the first player who brings the
// shields down and destroys the engines behind them on that turn still
// needs a 5 or 6 for every shot after it.
func TestRulebook_Start_AutomaticBoostOutlivesTheEngines(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "standard"), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Red 6, Blue 1; then Red's shots 5, 5, 5 and 4.
	s := st.(*State).WithDice(engine.NewDice(1).Force(6, 1, 5, 5, 5, 4))
	s, _ = apply(t, s, RollOff{By: 0})
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysShields})
	s, _ = apply(t, s, FireMissile{By: 0, Target: SysEngines})
	if m := s.Mat(1); m.Shields.Cur != 0 || m.Engines.Cur != 0 || m.Reactor.Cur != 4 || m.Boost != 3 || m.ToHit != 5 || !m.AutoBoost {
		t.Fatalf("Blue after losing his engines on Red's turn 1: %+v", m)
	}
	s, ev := apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if r := shotRoll(t, ev); r.Need != 5 || !r.Success {
		t.Fatalf("a 5 after Blue's engines are gone: %+v", r)
	}
	_, ev = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if r := shotRoll(t, ev); r.Need != 5 || r.Success {
		t.Fatalf("a 4 after Blue's engines are gone: %+v", r)
	}
}

// Objective: a ship with no weapon left stays able to fight while one
// repair system can bring a weapon back; the hit that destroys that last
// repair system is the one that wins.
func TestRulebook_Objective_LastRepairSystem(t *testing.T) {
	s := position(t, 0, nil, func(t *Tracks) { lastMaser(t); t.Repair = 1 }, 6, 6)
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysMasers})
	if s.Outcome().Over {
		t.Fatalf("a ship with a repair system lost: %+v", s.Outcome())
	}
	s, _ = apply(t, s, FireMaser{By: 0, Target: SysRepair})
	wantOver(t, s, 0, "Blue cannot fight")
}

// Objective (twenty-fifth audit): "unable to fight" is read as having no
// weapon and no way to bring one back. The reading rests on what a ship
// with its weapons gone but a repair system standing can do on its very
// next turn: repair a maser bank and fire it at once.
func TestRulebook_Objective_RepairAndFireTheSameTurn(t *testing.T) {
	s := position(t, 1, func(t *Tracks) { t.Masers, t.Launchers, t.Armor, t.Repair = 0, 0, 0, 1 }, nil, 2)
	s, _ = apply(t, s, EndTurn{By: 1})
	if s.Outcome().Over {
		t.Fatalf("a ship that can repair a weapon lost: %+v", s.Outcome())
	}
	s, _ = apply(t, s, RepairSystem{By: 0, System: SysMasers})
	s = wantShot(t, s, FireMaser{By: 0, Target: SysShields}, 2, true)
	if m := s.Mat(1); m.Shields.Cur != 3 {
		t.Fatalf("Blue's shields after the repaired maser's hit: %d, want 3", m.Shields.Cur)
	}
}
