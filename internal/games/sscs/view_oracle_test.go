package sscs

// The view oracle (twenty-third audit): what each player may see, read
// from the rulebook, the spec (../shared/specs/sscs.md §4) and
// docs/rules/sscs.md ("Hidden information") alone. The secrets and how
// long they are kept:
//   - the Declaration phase is sealed: speeds, docking, launches, damage
//     control, reloads, boarding (targets, modes, assignments), rams and a
//     truce offer, each side's hidden from the other until both have
//     sealed;
//   - the Build phase: each side's picks until both squadrons are ready;
//   - images: which contact is the real ship, kept from the enemy;
//   - nobody may read the dice to come.
//
// Over every position of scripted and random games of every shipped
// scenario (with the turn cost, effective range and hit chart options
// varied), and of a battle of its own whose ship shows images, it wants,
// for each viewer (either side and a spectator):
//   - (a) two declarations or picks the side may make, alone and followed
//     by its seal (or ready) while the other side still declares, and a
//     seal with a truce offer and without, give every other viewer the same
//     view (hash, contents, phase, outcome, Legal of view and state) and
//     log lines; a state whose real contact alone is another gives the
//     enemy the same view;
//   - (c) the side always sees its own; the last seal (or ready) reveals
//     them to everybody;
//   - (b) any two choices outside the sealed phases that make different
//     states make different views (or log lines);
//   - (d) a state whose dice generator alone is another gives every viewer
//     the same view.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func TestViewOracle(t *testing.T) {
	type game struct {
		scen string
		opts engine.Options
	}
	var games []game
	for _, sc := range []string{"standard", "built", "pursuit", "boarding"} {
		games = append(games, game{sc, engine.Options{OptTurns: "6"}},
			game{sc, engine.Options{OptTurns: "5", OptTurnCost: TurnSpeed, OptEffRange: EffLiteral}},
			game{sc, engine.Options{OptTurns: "5", OptTurnCost: TurnChart, OptHitChart: ChartSalvo}})
	}
	games = append(games, game{"images", nil}, game{"images", nil})
	every := 1
	if testing.Short() {
		every = 3
	}
	tally := gametest.ViewTally{}
	positions := 0
	for n, g := range games {
		seed := uint64(700 + 19*n)
		var s *State
		if g.scen == "images" {
			s = imaged(t)
		} else {
			s = newGameOpts(t, g.scen, g.opts)
			s = s.Reseed(seed).(*State)
		}
		opps := []engine.Opponent{Scripted{}, Scripted{}}
		if k := n % 3; k > 0 {
			opps[k-1] = engine.NewRandomOpponent(seed)
		}
		name := fmt.Sprintf("%s %v seed %d", g.scen, g.opts, seed)
		k, _ := gametest.PlayJudged(t, name, s, opps, 3000, func(where string, s engine.State, i int) bool {
			if i >= 0 && i%every != 0 {
				return false
			}
			voSSCSPosition(t, where, s.(*State), max(i, 0), tally)
			return true
		})
		positions += k
		if t.Failed() {
			return
		}
	}
	t.Logf("%d positions", positions)
	tally.Log(t)
	if !testing.Short() {
		tally.Reached(t, "declarations: hidden", "declarations and seal: hidden", "declarations at the last seal: revealed",
			"truce offer: hidden", "picks: hidden", "picks at the last ready: revealed", "real contact: hidden", "dice hidden", "public: a change seen")
	}
}

func voSSCSPosition(t *testing.T, where string, s *State, i int, tally gametest.ViewTally) {
	t.Helper()
	gametest.CheckDice(t, where, s, s.Reseed(s.Hash()^0x3131), 2, tally)
	voSSCSImages(t, where, s, tally)
	if s.Outcome().Over {
		return
	}
	ph := s.Phase()
	if ph.Name != PhaseDeclare && ph.Name != PhaseBuild {
		q := ph.Actors[0]
		for _, pr := range gametest.ViewPairs(s.Legal(q), 3, func(a, b engine.Intent) bool { return true }) {
			gametest.CheckPublic(t, where, s, pr, 2, tally)
		}
		return
	}
	kept := func(after engine.State, _ engine.Player) bool {
		return after.Phase().Name == ph.Name && after.Phase().Turn == ph.Turn
	}
	for _, q := range ph.Actors {
		var secret []engine.Intent
		for _, in := range s.Legal(q) {
			switch in.(type) {
			case Seal, Ready: // the seal is public: judged after a choice
			default:
				secret = append(secret, in)
			}
		}
		kind, seal := "declarations", engine.Intent(Seal{By: q})
		if ph.Name == PhaseBuild {
			kind, seal = "picks", Ready{By: q}
		}
		var pairs []gametest.ViewPair
		for k := 1 + i%3; k < len(secret) && len(pairs) < 3; k += 1 + len(secret)/3 {
			pairs = append(pairs, gametest.ViewPair{A: []engine.Intent{secret[(i/3)%k]}, B: []engine.Intent{secret[k]}})
		}
		last := (ph.Name == PhaseDeclare && s.sealed[1-q]) || (ph.Name == PhaseBuild && s.built[1-q])
		for _, pr := range pairs {
			gametest.CheckSecret(t, where, s, pr, 2, tally, kind, kept)
			sealed := gametest.ViewPair{A: append(pr.A[:1:1], seal), B: append(pr.B[:1:1], seal)}
			if voCan(s, sealed.A) && voCan(s, sealed.B) {
				k := kind + " and seal"
				if ph.Name == PhaseBuild {
					k = kind + " and ready"
				}
				if last {
					k = kind + " at the last seal"
					if ph.Name == PhaseBuild {
						k = kind + " at the last ready"
					}
				}
				gametest.CheckSecret(t, where, s, sealed, 2, tally, k, kept)
			}
		}
		if ph.Name == PhaseDeclare {
			plain, truce := []engine.Intent{Seal{By: q}}, []engine.Intent{Seal{By: q, Truce: true}}
			if voCan(s, plain) && voCan(s, truce) {
				k := "truce offer"
				if last {
					k = "truce offer at the last seal"
				}
				gametest.CheckSecret(t, where, s, gametest.ViewPair{A: plain, B: truce}, 2, tally, k, kept)
			}
		}
	}
}

// voCan is whether seq applies to s whole.
func voCan(s engine.State, seq []engine.Intent) bool {
	_, _, err := gametest.RunShown(s, seq, engine.NoPlayer)
	return err == nil
}

// voSSCSImages swaps the real ship of every ship showing images for each of
// its images: the enemy's (and a spectator's) view must stay as it is, the
// owner's must show it.
func voSSCSImages(t *testing.T, where string, s *State, tally gametest.ViewTally) {
	t.Helper()
	for i := range s.ships {
		sh := s.ships[i]
		if sh.images == 0 {
			continue
		}
		for d := 0; d <= sh.images; d++ {
			if d == sh.decoy {
				continue
			}
			n := s.clone()
			n.mut(ShipID(i)).decoy = d
			for _, p := range gametest.Viewers(2) {
				if p == sh.side {
					if s.View(p).Hash() == n.View(p).Hash() {
						t.Errorf("%s: the owner of %d does not see which contact is real", where, i)
					}
					continue
				}
				if d := gametest.ViewDiffs(s, n, p); len(d) > 0 {
					t.Errorf("%s: viewer %d tells ship %d's real contact from its images: %s", where, p, i, strings.Join(d, "; "))
				}
				tally["real contact: hidden"]++
			}
		}
	}
}
