package starmada

import (
	"reflect"
	"slices"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestLegalCountIsLegal: in every position of random and scripted games of
// every shipped scenario, for both sides and in each side's view,
// LegalCount is len(Legal) and LegalAt(i) is Legal's i-th intent, nil
// out of range; and in the Combat Phase Legal's declarations are those it
// listed before eachDeclaration, when each declaration of a whole battery
// was checked again to make its single weapons (weaponChoicesAsBefore).
func TestLegalCountIsLegal(t *testing.T) {
	seeds := 3
	if testing.Short() {
		seeds = 1
	}
	phases := map[phaseID]int{}
	for _, name := range []string{"standard", "duel", "mirror", "objects", "satellites", "setup", "build"} {
		for seed := range uint64(seeds) {
			st := newGame(t, name, seed)
			opps := []engine.Opponent{engine.NewRandomOpponent(seed), engine.NewRandomOpponent(seed + 1)}
			if seed%2 == 1 {
				opps[1] = Scripted{}
			}
			gametest.PlayOut(t, st, opps, 20000, func(es engine.State, _ engine.Intent) {
				s := es.(*State)
				for p := engine.Player(0); p < 2; p++ {
					countsAsListed(t, s, p)
					countsAsListed(t, s.View(p).(*State), p)
				}
				if s.phase == phCombat && !s.outcome.Over {
					p := s.firing
					var want []engine.Intent
					want = append(want, weaponChoicesAsBefore(s, s.targetOptions(p))...)
					want = append(want, s.resolveOptions(p)...)
					want = append(want, Fire{By: p})
					if got := s.Legal(p); !reflect.DeepEqual(got, want) {
						t.Fatalf("%s seed %d, turn %d: Legal lists %v, before eachDeclaration %v", name, seed, s.turn, got, want)
					}
				}
				phases[s.phase]++
			})
		}
	}
	for _, ph := range []phaseID{phOrders, phFighters, phCombat, phChoose, phSetup, phBuild, phLaunch} {
		if phases[ph] == 0 {
			t.Errorf("no position of phase %d was checked", ph)
		}
	}
}

// countsAsListed holds s's LegalCount and LegalAt for p to its Legal.
func countsAsListed(t *testing.T, s *State, p engine.Player) {
	t.Helper()
	legal := s.Legal(p)
	if n := s.LegalCount(p); n != len(legal) {
		t.Fatalf("turn %d, phase %d, player %d (view: %v): LegalCount %d, Legal lists %d", s.turn, s.phase, p, s.hidden, n, len(legal))
	}
	for i, want := range legal {
		if got := s.LegalAt(p, i); !reflect.DeepEqual(got, want) {
			t.Fatalf("turn %d, phase %d, player %d (view: %v): LegalAt(%d) is %#v, Legal's %#v", s.turn, s.phase, p, s.hidden, i, got, want)
		}
	}
	if s.LegalAt(p, -1) != nil || s.LegalAt(p, len(legal)) != nil {
		t.Fatalf("turn %d, phase %d, player %d: LegalAt out of range is not nil", s.turn, s.phase, p)
	}
}

// weaponChoicesAsBefore is how Legal made its single-weapon declarations
// before eachDeclaration: each whole-battery declaration of whole checked
// again, and one weapon of each set of arcs among the mounts the check
// found, when it found two or more.
func weaponChoicesAsBefore(s *State, whole []engine.Intent) []engine.Intent {
	out := make([]engine.Intent, 0, 2*len(whole))
	for _, in := range whole {
		out = append(out, in)
		t, ok := in.(Target)
		if !ok {
			continue
		}
		d, err := s.checkTarget(t)
		if err != nil || len(d.mounts) < 2 {
			continue
		}
		b := &s.ships[d.ship].class.Batteries[d.battery]
		var kinds []hex.ArcSet
		for _, m := range d.mounts {
			if slices.Contains(kinds, b.Mounts[m]) {
				continue
			}
			kinds = append(kinds, b.Mounts[m])
			one := t
			one.Mounts = []int{m}
			out = append(out, one)
		}
	}
	return out
}

// listOnly hides a state's LegalCounter, so that the random opponent
// picks from Legal's list.
type listOnly struct{ engine.State }

// fromList is an opponent that chooses from listOnly views.
type fromList struct{ engine.Opponent }

func (o fromList) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	return o.Opponent.Choose(listOnly{view}, p)
}

// TestRandomPicksAsFromTheList: random opponents that count and pick
// (LegalCounter) play the same games as random opponents that choose from
// Legal's list, intent for intent and hash for hash, so the saves are the
// same; and a game of the random loop ends on the same state as it did
// before LegalCounter (loopDigest, each game's last hash summed up, worked
// out with the build before it, 6e6ed708).
func TestRandomPicksAsFromTheList(t *testing.T) {
	if _, ok := engine.State(listOnly{}).(engine.LegalCounter); ok {
		t.Fatal("listOnly counts")
	}
	sc := loadScenario(t, "standard")
	slots := []engine.PlayerSlot{{Side: "Imperial", Kind: engine.Scripted, Level: engine.LevelRandom}, {Side: "Hegemony", Kind: engine.Scripted, Level: engine.LevelRandom}}
	play := func(seed uint64, list bool) *engine.Session {
		sess, err := engine.NewSession(Game{}, sc, nil, seed, slots)
		if err != nil {
			t.Fatal(err)
		}
		opps := []engine.Opponent{engine.NewRandomOpponent(seed), engine.NewRandomOpponent(seed + 1)}
		if list {
			opps = []engine.Opponent{fromList{opps[0]}, fromList{opps[1]}}
		}
		if err := engine.PlayOut(sess, opps, 200000); err != nil {
			t.Fatal(err)
		}
		return sess
	}
	digest := engine.NewFNV()
	for seed := range uint64(loopGames) {
		a, b := play(seed, false), play(seed, true)
		ra, rb := a.Records(), b.Records()
		if len(ra) != len(rb) {
			t.Fatalf("seed %d: %d intents counted, %d from the list", seed, len(ra), len(rb))
		}
		for i := range ra {
			if !reflect.DeepEqual(ra[i].Intent, rb[i].Intent) || ra[i].Hash != rb[i].Hash {
				t.Fatalf("seed %d, intent %d: %v (%x) counted, %v (%x) from the list", seed, i, ra[i].Intent, ra[i].Hash, rb[i].Intent, rb[i].Hash)
			}
		}
		digest = digest.Uint(a.State().Hash()).Uint(uint64(len(ra)))
	}
	if got := uint64(digest); got != loopDigest {
		t.Errorf("the random loop's games end elsewhere: digest %#x, before LegalCounter %#x", got, loopDigest)
	}
}

// loopGames random-against-random games of the standard battle, seeds 0
// on, as BenchmarkLoop plays them, end in states whose hashes and lengths
// sum up to loopDigest. It changed once since LegalCounter
// (0x71a5ac245388e900), when a flight's staying put moved from the first
// of its options to the last: the random opponent picks by place in the
// list, so its games went elsewhere; no rule changed. Recorded again when
// the standard scenario's description stopped giving its number of turns
// (the scenario's text is in the hash): the games' lengths alone digest to
// 0xf73da939577afc36 before and after (before, 0x3df2b4d4222451d8).
const (
	loopGames         = 40
	loopDigest uint64 = 0x924100c1afdb4fdd
)
