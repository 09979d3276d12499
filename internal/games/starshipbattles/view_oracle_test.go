package starshipbattles

// The view oracle (twenty-third audit): what each player may see, read
// from the rulebook (Building a Fleet: each builds in secret, both reveal
// at once) and the spec (../shared/specs/starshipbattles.md §3: only the
// fleet build is hidden; cards, counters and pools are public after the
// reveal) and docs/rules/starshipbattles.md (a team sees its own players'
// picks). No player may know the dice to come.
//
// Over every position of scripted and random games of every shipped
// scenario, with the rules and initiative options varied, for each viewer
// (every player and a spectator) it wants:
//
//   - (a) two picks a builder may make (adding one card or another,
//     taking one back or another), and the same followed by done while
//     another player still builds, give every viewer of the other team the
//     same view (hash, contents, phase, outcome, Legal of the view and of
//     the state) and the same log lines;
//   - (c) the builder and its team always see the picks, and the last
//     done reveals them to everybody;
//   - (b) any two choices after the build that make different states make
//     different views (or log lines, a roll that changed nothing else);
//   - (d) a state whose dice generator alone is another gives every viewer
//     the same view.

import (
	"fmt"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func TestViewOracle(t *testing.T) {
	games := 3
	every := 1
	if testing.Short() {
		games, every = 2, 3
	}
	tally := gametest.ViewTally{}
	positions := 0
	n := 0
	for _, scen := range []string{"standard", "teams", "quickstart", "coruscant", "coruscant-teams"} {
		for g := 0; g < games; g++ {
			n++
			seed := uint64(500 + 13*n)
			opts := engine.Options{}
			if g%2 == 1 {
				opts[OptInitiative] = InitiativeChoose
			}
			if scen == "standard" && g == 2 {
				opts[OptRules] = RulesQuickStart
			}
			if scen == "quickstart" && g == 2 {
				opts[OptRules] = RulesAdvanced
			}
			sc := loadScenario(t, scen)
			st, err := Game{}.NewState(sc, opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			players := len(sc.Sides())
			opps := make([]engine.Opponent, players)
			for p := range opps {
				opps[p] = Scripted{}
				if (p+g)%2 == 0 {
					opps[p] = engine.NewRandomOpponent(seed + uint64(p))
				}
			}
			name := fmt.Sprintf("%s %v seed %d", scen, opts, seed)
			k, over := gametest.PlayJudged(t, name, st, opps, 20001, func(where string, s engine.State, i int) bool {
				if i >= 0 && i%every != 0 && s.Phase().Name != PhaseBuild {
					return false
				}
				voBattlesPosition(t, where, s.(*State), max(i, 0), players, tally)
				return true
			})
			positions += k
			if t.Failed() {
				return
			}
			if !over {
				t.Fatalf("%s: no end", name)
			}
		}
	}
	t.Logf("%d positions", positions)
	tally.Log(t)
	if !testing.Short() {
		tally.Reached(t, "picks: hidden", "picks: revealed", "picks and done: hidden", "picks at the last done: revealed", "dice hidden", "public: a change seen")
	}
}

func voBattlesPosition(t *testing.T, where string, s *State, i, players int, tally gametest.ViewTally) {
	t.Helper()
	re := *s
	re.dice = engine.NewDice(s.Hash() ^ 0x7777)
	gametest.CheckDice(t, where, s, &re, players, tally)
	if s.Outcome().Over {
		return
	}
	if s.Phase().Name != PhaseBuild {
		q := s.Phase().Actors[0]
		for _, pr := range gametest.ViewPairs(s.Legal(q), 3, func(a, b engine.Intent) bool { return true }) {
			gametest.CheckPublic(t, where, s, pr, players, tally)
		}
		return
	}
	turn := s.Phase().Turn
	for _, q := range s.Phase().Actors {
		// The picks are kept from the other team while anybody builds.
		kept := func(after engine.State, p engine.Player) bool {
			return after.Phase().Name == PhaseBuild && after.Phase().Turn == turn && (p == engine.NoPlayer || s.faction(p) != s.faction(q))
		}
		var picks []engine.Intent
		for _, in := range s.Legal(q) {
			switch in.(type) {
			case Add, Remove:
				picks = append(picks, in)
			}
		}
		var pairs []gametest.ViewPair
		for k := 1 + i%3; k < len(picks) && len(pairs) < 3; k += 1 + len(picks)/3 {
			pairs = append(pairs, gametest.ViewPair{A: []engine.Intent{picks[(i/3)%k]}, B: []engine.Intent{picks[k]}})
		}
		last := len(s.Phase().Actors) == 1
		for _, pr := range pairs {
			gametest.CheckSecret(t, where, s, pr, players, tally, "picks", kept)
			kind := "picks and done"
			if last {
				kind = "picks at the last done"
			}
			done := gametest.ViewPair{A: append(pr.A[:1:1], Done{By: q}), B: append(pr.B[:1:1], Done{By: q})}
			if err := s.Check(done.A[0]); err == nil {
				if n, _, err := s.Apply(done.A[0]); err == nil && n.(*State).Check(done.A[1]) == nil {
					if n2, _, err := s.Apply(done.B[0]); err == nil && n2.(*State).Check(done.B[1]) == nil {
						gametest.CheckSecret(t, where, s, done, players, tally, kind, kept)
					}
				}
			}
		}
	}
}
