package starmada

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// 2.3 Victory: when the game ends and what scores, named after the
// rulebook's section.

// 2.3: the battle lasts its turns; it stops sooner only when neither side
// can score any more. A side whose ships are all gone or crippled still
// scores with its fighters, its continuing damage dice and the explosions
// the enemy sits in, so the battle goes on while it has any of them.
func TestRule_2_3_PlayOnWhileASideCanStillScore(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	for k := range s.ships[0].hullBoxes() {
		s.ships[0].hullBoxes()[k] = boxCrew
	}
	s.ships[0].scored, s.vp[1] = true, s.ships[0].class.CR
	s.turn = 3
	for _, tc := range []struct {
		name  string
		setup func(n *State)
		over  bool
	}{
		{"Red's fighters", func(n *State) { n.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}} }, false},
		{"Blue's fighters only", func(n *State) { n.craft = []craft{{id: flight("B/F1"), side: 1, pos: at("1515"), n: 6}} }, true},
		{"continuing dice on B", func(n *State) { n.craft, n.ships[1].cont = nil, 1 }, false},
		{"B in an explosion", func(n *State) { n.craft, n.booms = nil, []explosion{{pos: at("1515"), strength: 1}} }, false},
		{"nothing left", func(n *State) { n.craft = nil }, true},
	} {
		n := s.clone()
		tc.setup(n)
		n.nextTurn(nil)
		if got := n.phase == phOver; got != tc.over {
			t.Errorf("%s: over %v, want %v (turn %d)", tc.name, got, tc.over, n.turn)
		}
		if tc.over && !strings.Contains(n.outcome.Reason, "in turn 3, with no ship of one side left to fight") {
			t.Errorf("%s: %q", tc.name, n.outcome.Reason)
		}
	}
	// The last turn ends the battle whatever is left.
	n := s.clone()
	n.turn = n.rules.turns
	n.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 2}}
	n.nextTurn(nil)
	if n.phase != phOver || !strings.Contains(n.outcome.Reason, "after turn 10") {
		t.Fatalf("last turn: %+v", n.outcome)
	}
}

// 2.3 with 4.3.1: the End Phase of the last turn is played before the
// game ends, and a ship its explosion damage destroys still scores.
func TestRule_2_3_LastEndPhaseScores(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Hulk:1502:S", "Blue:H:Hulk:1515:N")
	s.craft = nil
	s.turn = s.rules.turns
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.booms = []explosion{{pos: s.ships[1].pos, strength: 1}}
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	// The explosion's die (4 beats shields 0), then its damage die (6).
	s = s.withDice(4, 6)
	s, ev := toEndOfTurn(t, s)
	if !s.outcome.Over || s.ships[1].status != destroyed || s.vp[0] != s.ships[1].class.CR || s.outcome.Winner != 0 {
		t.Fatalf("over %v, H %s, VPs %v, winner %d\n%s", s.outcome.Over, s.ships[1].statusText(), s.vp, s.outcome.Winner, eventsText(ev))
	}
}

// 2.3 at its edges: no VPs against some is a major victory (any score is
// at least twice nothing), none on either side a draw; twice less one only
// a minor victory, twice and twice and one a major one; one VP more than
// the other a minor victory, as many a draw.
func TestRule_2_3_ZeroAndTwiceLessOne(t *testing.T) {
	s := newGame(t, "duel", 1)
	for _, tc := range []struct {
		vp     [2]int
		winner engine.Player
		kind   string
	}{
		{[2]int{0, 100}, 1, "a major victory"}, {[2]int{0, 0}, engine.NoPlayer, "a draw"},
		{[2]int{399, 200}, 0, "a minor victory"}, {[2]int{200, 400}, 1, "a major victory"},
		// Twice and one more is still major; one more than the other is
		// minor, as many is a draw however many.
		{[2]int{401, 200}, 0, "a major victory"}, {[2]int{201, 200}, 0, "a minor victory"},
		{[2]int{200, 200}, engine.NoPlayer, "a draw"}, {[2]int{199, 200}, 1, "a minor victory"},
	} {
		s.vp = tc.vp
		if o := s.result(false); !o.Over || o.Winner != tc.winner || !strings.HasPrefix(o.Reason, tc.kind) {
			t.Errorf("%v: %+v", tc.vp, o)
		}
	}
}

// 2.3 with B.1: continuing damage in the last End Phase that destroys a
// ship scores before the battle ends.
func TestRule_2_3_ContinuingDamageInTheLastEndPhaseScores(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Hulk:1502:S", "Blue:H:Hulk:1515:N")
	s.craft = nil
	s.turn = s.rules.turns
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.ships[1].cont = 1
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s = s.withDice(4, 6)
	s, ev := toEndOfTurn(t, s)
	if !s.outcome.Over || s.ships[1].status != destroyed || s.vp[0] != s.ships[1].class.CR || s.outcome.Winner != 0 {
		t.Fatalf("%+v %s %v\n%s", s.outcome, s.ships[1].statusText(), s.vp, eventsText(ev))
	}
}

// 2.3 with 4.3: a ship destroyed in the Combat Phase scores when the
// damage is filled in at the phase's end; until then it still fires.
func TestRule_2_3_CombatKillScoresAtThePhasesEnd(t *testing.T) {
	cls := []ClassFile{gunboat("Gun", 1, 9, 2, 1, 1, 1)}
	s := battleOf(t, cls, "Red:A:Gun:1502:S", "Blue:H:Gun:1504:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s = s.withDice(4, 4, 6, 1)
	s, _ = apply(t, s, Target{By: 0, Ship: "A", Battery: "a", Target: aim("H")})
	s, ev := apply(t, s, Fire{By: 0})
	if s.phase != phCombat || s.firing != 1 || s.vp[0] != 0 || s.ships[1].status != active {
		t.Fatalf("phase %d, firing %d, VPs %v, H %s\n%s", s.phase, s.firing, s.vp, s.ships[1].statusText(), eventsText(ev))
	}
	s, _ = apply(t, s, Target{By: 1, Ship: "H", Battery: "a", Target: aim("A")})
	s, ev = finishCombat(t, s, ev)
	if s.vp[0] != s.ships[1].class.CR || s.ships[1].status != destroyed {
		t.Fatalf("VPs %v, H %s\n%s", s.vp, s.ships[1].statusText(), eventsText(ev))
	}
}

// 2.3 with a turns option: a battle of three turns plays turn 3 and ends
// after its End Phase; after turn 2 it goes on.
func TestRule_2_3_ShortBattleEndsAfterItsLastTurn(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "duel"), engine.Options{OptTurns: "3"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	s.craft = nil
	for turn := 1; turn <= 3; turn++ {
		if s.outcome.Over || s.turn != turn {
			t.Fatalf("before turn %d: turn %d, %+v", turn, s.turn, s.outcome)
		}
		s, _ = apply(t, s, Submit{By: 0})
		s, _ = apply(t, s, Submit{By: 1})
		if s.phase != phOrders && s.phase != phOver {
			s, _ = toEndOfTurn(t, s)
		}
	}
	if !s.outcome.Over || !strings.Contains(s.outcome.Reason, "after turn 3") {
		t.Fatalf("%+v", s.outcome)
	}
}

// 4.3.2 with B.1: a crippled ship, already scored, that its continuing
// damage then destroys leaves an explosion and scores nothing more.
func TestRule_4_3_2_CrippledThenDestroyedScoresOnce(t *testing.T) {
	cls := []ClassFile{target("Hulk", 0)}
	s := battleOf(t, cls, "Red:A:Hulk:1502:S", "Blue:H:Hulk:1515:N")
	s.craft = nil
	for k := range s.ships[1].hullBoxes() {
		s.ships[1].hullBoxes()[k] = boxCrew
	}
	for k := 0; k < 9; k++ {
		s.ships[1].hullBoxes()[k] = boxHit
	}
	s.ships[1].scored, s.vp[0] = true, s.ships[1].class.CR
	s.ships[1].cont = 1
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	s, ev := toEndOfTurn(t, s.withDice(4, 6))
	if s.ships[1].status != destroyed || s.vp[0] != s.ships[1].class.CR || len(s.booms) != 1 {
		t.Fatalf("H %s, VPs %v, explosions %+v\n%s", s.ships[1].statusText(), s.vp, s.booms, eventsText(ev))
	}
}

// 2.3 plays ten turns; the option turns is the project's own, from 1 to 50.
// Either end is taken and one past it refused.
func TestRule_2_3_Own_TurnsOptionFromOneToFifty(t *testing.T) {
	for _, tc := range []struct {
		turns int
		ok    bool
	}{{0, false}, {1, true}, {2, true}, {49, true}, {50, true}, {51, false}} {
		st, err := Game{}.NewState(loadScenario(t, "duel"), engine.Options{OptTurns: strconv.Itoa(tc.turns)}, 1)
		switch {
		case tc.ok && err != nil:
			t.Errorf("turns %d: %v", tc.turns, err)
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), `"`+strconv.Itoa(tc.turns)+`" is not a number of turns from 1 to 50`)):
			t.Errorf("turns %d: %v, want it refused", tc.turns, err)
		case tc.ok && st.(*State).rules.turns != tc.turns:
			t.Errorf("turns %d: the game lasts %d", tc.turns, st.(*State).rules.turns)
		}
	}
}
