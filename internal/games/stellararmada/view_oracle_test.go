package stellararmada

// The view oracle (twenty-third audit): what each player may see, read
// from the rulebook and docs/rules/stellararmada.md alone. Stellar Armada
// keeps nothing secret: both mats lie open on the table, every action is
// made and rolled in the open. The one thing no player may know is the
// future dice. So for every position of scripted and random games of every
// shipped scenario, with and without a turn limit, the oracle wants:
//
//   - (a, d) a state whose dice generator alone is another gives every
//     viewer the same view (hash, contents, phase, outcome, Legal): a view
//     says nothing of the rolls to come;
//   - (a) both players and a spectator see the same (there is no secret),
//     so hotseat play needs no handoff;
//   - (b) the view is the whole state but for the dice, and any two of the
//     mover's choices that make different states make different views.

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func TestViewOracle(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	tally := gametest.ViewTally{}
	positions := 0
	for _, scen := range []string{"standard", "skirmish", "crippled"} {
		for g := 0; g < games; g++ {
			seed := uint64(g*17 + 3)
			opts := engine.Options{}
			if g%2 == 1 {
				opts[OptTurnLimit] = "20"
			}
			st, err := Game{}.NewState(loadScenario(t, scen), opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			opps := [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(seed)}
			if g%3 == 0 {
				opps[0], opps[1] = opps[1], opps[0]
			}
			n, _ := gametest.PlayJudged(t, fmt.Sprintf("%s seed %d", scen, seed), st, opps[:], 3000,
				func(where string, s engine.State, _ int) bool {
					voStellarPosition(t, where, s.(*State), tally)
					return true
				})
			positions += n
			if t.Failed() {
				return
			}
		}
	}
	t.Logf("%d positions", positions)
	tally.Log(t)
}

func voStellarPosition(t *testing.T, where string, s *State, tally gametest.ViewTally) {
	t.Helper()
	re := *s
	re.view = nil
	re.dice = engine.NewDice(s.Hash() ^ 0xabc)
	gametest.CheckDice(t, where, s, &re, 2, tally)
	// The search's own reseeding (Reseed, WithDice) hides as much: its
	// state keeps every rule's value and only the generator is another.
	rs := s.Reseed(s.Hash() ^ 0xdef).(*State)
	if reflect.DeepEqual(rs.Dice(), s.Dice()) {
		t.Errorf("%s: Reseed kept the dice", where)
	}
	gametest.CheckDice(t, where+" (Reseed)", s, rs, 2, tally)
	// Nothing is secret: every viewer sees the same.
	for _, p := range []engine.Player{0, 1} {
		if d := gametest.ViewDiffs(s.View(engine.NoPlayer), s.View(p), p); len(d) > 0 {
			t.Errorf("%s: viewer %d sees otherwise than a spectator: %s", where, p, strings.Join(d, "; "))
		}
	}
	// The view is the state but for the dice.
	v := *s.View(0).(*State)
	if !reflect.DeepEqual(v.dice, s.dice.Hidden()) {
		t.Errorf("%s: the view does not roll the hidden dice", where)
	}
	v.dice, v.view = s.dice, s.view
	plain := *s
	if !reflect.DeepEqual(&v, &plain) {
		t.Errorf("%s: the view differs from the state at %s", where, gametest.ValueDiff(&v, &plain, "state"))
	}
	tally["view is the state but the dice"]++
	if !s.Outcome().Over {
		q := s.Phase().Actors[0]
		for _, pr := range gametest.ViewPairs(s.Legal(q), 6, func(a, b engine.Intent) bool { return true }) {
			gametest.CheckPublic(t, where, s, pr, 2, tally)
		}
	}
}
