package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// found is a position of a scripted game where player 1's view hides
// something, with the position where the hidden choices began (nil when
// the test needs none).
type found struct{ s, start *State }

// scriptedPositions plays games of name with opts, the scripted opponent
// on both sides, seeds from 0, and returns up to want positions where
// keep holds. isStart marks the positions where the hidden choices of a
// kept position may begin; the last one before it is its start.
func scriptedPositions(t testing.TB, name string, opts engine.Options, want int, isStart, keep func(*State) bool) []found {
	t.Helper()
	sc := loadScenario(t, name)
	var out []found
	for g := uint64(0); g < 40 && len(out) < want; g++ {
		st, err := Game{}.NewState(sc, opts, g)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		var start *State
		for steps := 0; !s.outcome.Over && len(out) < want; steps++ {
			if steps > 20000 {
				t.Fatal("the game does not end")
			}
			if isStart != nil && isStart(s) {
				start = s
			}
			if keep(s) {
				out = append(out, found{s, start})
			}
			p := s.Phase().Actors[0]
			in, err := Scripted{}.Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			s, _ = apply(t, s, in)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no position found", name)
	}
	return out
}

// sampleOf samples player 1's view of s and checks that the sample keeps
// that view.
func sampleOf(t *testing.T, s *State, seed uint64) *State {
	t.Helper()
	v := s.View(1)
	n := v.(*State).Sample(1, seed).(*State)
	if n.View(1).Hash() != v.Hash() {
		t.Fatalf("seed %d: the sample changed player 1's view", seed)
	}
	return n
}

// agreement counts how many of the guessed items are real ones (each
// real one matched once) and returns the matches, guesses and reals.
func agreement[T comparable](guess, real []T) (same, g, r int) {
	used := make([]bool, len(real))
	for _, x := range guess {
		for k, y := range real {
			if !used[k] && x == y {
				used[k] = true
				same++
				break
			}
		}
	}
	return same, len(guess), len(real)
}

// ofSide is the items of list that belong to side.
func ofSide[T any](list []T, side int8, sideOf func(T) int8) []T {
	var out []T
	for _, x := range list {
		if sideOf(x) == side {
			out = append(out, x)
		}
	}
	return out
}

func sideLockons(s *State, side int8) []lockon {
	return ofSide(s.lockons, side, func(l lockon) int8 { return l.side })
}

func sideLaunches(s *State, side int8) []launch {
	return ofSide(s.launches, side, func(l launch) int8 { return l.side })
}

func sideAttacks(s *State, side int8) []attack {
	return ofSide(s.attacks, side, func(a attack) int8 { return a.side })
}

// TestSampleGuessesLaunches: once the first side has declared its
// lock-ons (the launch phase's first round) or its torps (the second, 4.2)
// in secret, the second side's view holds none of them; a sample fills
// them in with declarations the rules accept from where the first side
// began, mostly the script's (here the real ones, as the first side played
// by the script), and playing on rolls the lock-ons or launches the torps.
func TestSampleGuessesLaunches(t *testing.T) {
	launching := func(s *State) bool { return s.ph == phLaunch || s.ph == phTorpLaunch }
	declared := func(s *State, side int8) int {
		if s.ph == phLaunch {
			return len(sideLockons(s, side))
		}
		return len(sideLaunches(s, side))
	}
	var same, guessed, real [2]int // lock-ons, torps
	for _, name := range []string{"engagement-100", "rescue", "belt"} {
		pos := scriptedPositions(t, name, nil, 10,
			func(s *State) bool {
				return launching(s) && s.declarer == 0 && len(s.pending) == 0 && declared(s, 0) == 0
			},
			func(s *State) bool {
				return launching(s) && s.declarer == 1 && len(s.pending) == 0 && declared(s, 0) > 0 && declared(s, 1) == 0
			})
		for _, f := range pos {
			if f.start == nil || f.start.turn != f.s.turn || f.start.ph != f.s.ph {
				t.Fatal("no start of the declarations")
			}
			k := 1
			if f.s.ph == phLaunch {
				k = 0
			}
			for seed := uint64(0); seed < 20; seed++ {
				n := sampleOf(t, f.s, seed)
				locks, torps := sideLockons(n, 0), sideLaunches(n, 0)
				if k == 0 {
					a, g, r := agreement(locks, sideLockons(f.s, 0))
					same[0], guessed[0], real[0] = same[0]+a, guessed[0]+g, real[0]+r
				} else {
					a, g, r := agreement(torps, sideLaunches(f.s, 0))
					same[1], guessed[1], real[1] = same[1]+a, guessed[1]+g, real[1]+r
				}
				// Every guess is a declaration the rules accept, from where
				// the first side began declaring.
				st := f.start
				if k == 0 {
					for _, l := range locks {
						st, _ = apply(t, st, LockOn{By: 0, Craft: CraftID(l.craft), Mount: l.mount, Target: l.target})
					}
				} else {
					for _, l := range torps {
						st, _ = apply(t, st, Torp{By: 0, Craft: CraftID(l.craft), Mark: l.mark, Target: l.target})
					}
				}
				if st.ph == f.s.ph && st.declarer == 0 { // with no option left the side is done
					apply(t, st, Declared{By: 0})
				}
				// Played on, the guessed lock-ons are rolled or the guessed
				// torps launched.
				before := 0
				for _, tp := range n.torps {
					if tp.side == 0 {
						before++
					}
				}
				for n.ph == f.s.ph && !n.outcome.Over {
					in, err := Scripted{}.Choose(n.View(1), 1)
					if err != nil {
						t.Fatal(err)
					}
					n, _ = apply(t, n, in)
				}
				after, rolled := 0, 0
				for _, tp := range n.torps {
					if tp.side == 0 {
						after++
					}
				}
				for _, l := range n.lockons {
					if l.side == 0 && l.rolled {
						rolled++
					}
				}
				if k == 0 && rolled != len(locks) || k == 1 && after-before != len(torps) {
					t.Fatalf("%s seed %d: %d torps and %d lock-ons guessed, %d launched and %d rolled", name, seed, len(torps), len(locks), after-before, rolled)
				}
			}
		}
	}
	t.Logf("%d of %d guessed lock-ons are real, of %d real; %d of %d torps, of %d",
		same[0], guessed[0], real[0], same[1], guessed[1], real[1])
	for k, what := range []string{"lock-ons", "torps"} {
		if same[k]*10 < real[k]*6 || same[k]*10 < guessed[k]*6 {
			t.Errorf("only %d of %d guessed %s are real (%d real)", same[k], guessed[k], what, real[k])
		}
		if real[k] == 0 || same[k] == real[k] && same[k] == guessed[k] {
			t.Errorf("the guessed %s never depart from the script (%d real)", what, real[k])
		}
	}
}

// actedNow counts side's crew members who have fired or passed in the
// current firing step.
func actedNow(s *State, side int8) int {
	k := 0
	for i := range s.crafts {
		c := &s.crafts[i]
		for m := 0; m < c.typ.Crew; m++ {
			if c.side == side && c.acted&(1<<m) != 0 && s.stepOf(c, m) {
				k++
			}
		}
	}
	return k
}

// TestSampleGuessesFire: when the second side fires, its view holds none
// of the first side's fire of the step; a sample gives each crew member
// who acted the script's shot (or pass), shots the rules accept from where
// the step began, and playing on rolls them: the searching side is shot
// at.
func TestSampleGuessesFire(t *testing.T) {
	for _, name := range []string{"engagement-100", "first-game"} {
		pos := scriptedPositions(t, name, nil, 12,
			func(s *State) bool {
				return s.ph == phFire && len(s.pending) == 0 && s.Phase().Acting(0) && actedNow(s, 0) == 0
			},
			func(s *State) bool {
				return s.ph == phFire && len(s.pending) == 0 && s.Phase().Acting(1) && len(sideAttacks(s, 0)) > 0 && actedNow(s, 1) == 0
			})
		var same, guessed, real, seeds int
		for _, f := range pos {
			if f.start == nil || f.start.turn != f.s.turn || f.start.step != f.s.step {
				t.Fatalf("%s: no start of the step", name)
			}
			for seed := uint64(0); seed < 20; seed++ {
				n := sampleOf(t, f.s, seed)
				shots := sideAttacks(n, 0)
				a, g, r := agreement(shots, sideAttacks(f.s, 0))
				same, guessed, real, seeds = same+a, guessed+g, real+r, seeds+1
				st := f.start
				for _, a := range shots {
					st, _ = apply(t, st, Fire{By: 0, Craft: CraftID(a.craft), Crew: a.crew, Mount: a.mount, Target: a.target})
				}
				// Played on, the step resolves with the guessed shots.
				rolled, step := 0, n.step
				for n.ph == phFire && n.step == step && n.Phase().Acting(1) {
					in, err := Scripted{}.Choose(n.View(1), 1)
					if err != nil {
						t.Fatal(err)
					}
					var ev []engine.Event
					n, ev = apply(t, n, in)
					for _, e := range ev {
						if e.Kind == EvAttack && e.Player == 0 && e.Roll != nil {
							rolled++
						}
					}
				}
				if rolled != len(shots) {
					t.Fatalf("%s seed %d: %d shots guessed, %d rolled", name, seed, len(shots), rolled)
				}
			}
		}
		t.Logf("%s: %d samples at %d positions: %d of %d guessed shots are real, of %d real", name, seeds, len(pos), same, guessed, real)
		if same*10 < real*7 || same*10 < guessed*7 {
			t.Errorf("%s: only %d of %d guessed shots are real (%d real)", name, same, guessed, real)
		}
	}
}

// commandPair is the two shuttles of 11.5 in s.
func commandPair(s *State) [2]int {
	cs := s.sc.file.Rules.CommandShip
	return [2]int{s.craftIndex(cs.Side, cs.Crafts[0]), s.craftIndex(cs.Side, cs.Crafts[1])}
}

// TestSampleGuessesCommandShip: the hunter's view does not tell which
// shuttle is real; a sample names either, about as often, and makes the
// other the decoy; a shuttle that could not be the decoy (damaged, out of
// missiles) is always the real one, and an unmasked decoy never is. Before the
// owner has named it, the sample leaves it to him.
func TestSampleGuessesCommandShip(t *testing.T) {
	s := newGame(t, "commandship", 1)
	if s.ph != phCommand {
		t.Fatalf("phase %v", s.Phase())
	}
	n := sampleOf(t, s, 1)
	if n.command != -1 || !n.Phase().Acting(0) || len(n.Legal(0)) != 2 {
		t.Fatalf("before the choice: command %d, phase %v", n.command, n.Phase())
	}
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(commandPair(s)[1])})
	pair := commandPair(s)
	count := func(s *State) [2]int {
		var k [2]int
		for seed := uint64(0); seed < 200; seed++ {
			n := sampleOf(t, s, seed)
			for a, i := range pair {
				if n.command == i {
					k[a]++
					if !n.crafts[pair[1-a]].decoy || n.crafts[i].decoy {
						t.Fatalf("seed %d: command %d, decoys %v %v", seed, i, n.crafts[pair[0]].decoy, n.crafts[pair[1]].decoy)
					}
				}
			}
		}
		if k[0]+k[1] != 200 {
			t.Fatalf("the command ship is not a shuttle in %d samples", 200-k[0]-k[1])
		}
		return k
	}
	if k := count(s); k[0] < 60 || k[1] < 60 {
		t.Errorf("the shuttles are named %d and %d times in 200 samples", k[0], k[1])
	}
	damaged := s.clone()
	damaged.crafts[pair[1]].damaged, damaged.crafts[pair[1]].hits = true, 3
	if k := count(damaged); k[1] != 200 {
		t.Errorf("the damaged shuttle is named in %d of 200 samples", k[1])
	}
	fired := s.clone()
	fired.crafts[pair[1]].ammo[0] -= 2
	if k := count(fired); k[1] != 200 {
		t.Errorf("the shuttle that fired missiles is named in %d of 200 samples", k[1])
	}
	unmasked := s.clone()
	unmasked.crafts[pair[0]].state = outDecoy
	if k := count(unmasked); k[1] != 200 {
		t.Errorf("the shuttle beside the unmasked decoy is named in %d of 200 samples", k[1])
	}
	// The owner has nothing to guess.
	if a, b := s.View(0).(*State).Sample(0, 3).View(0).Hash(), s.View(0).Hash(); a != b {
		t.Error("the owner's sample changed his view")
	}
}

// TestSampleGuessesTorpTargets: under 10.6's tracking mechanics the
// targets of the other side's torps in flight are hidden; a sample gives
// each one a target it could have (an enemy in play, not in the torp's
// hex), the real one more often than not.
func TestSampleGuessesTorpTargets(t *testing.T) {
	opts := engine.Options{OptTorpTracking: "on"}
	hidden := func(s *State) bool {
		for _, tp := range s.torps {
			if tp.side == 0 && !tp.arrived && s.ph != phJam {
				return true
			}
		}
		return false
	}
	var same, all int
	for _, name := range []string{"engagement-100", "belt"} {
		for _, f := range scriptedPositions(t, name, opts, 60, nil, hidden) {
			v := f.s.View(1).(*State)
			for seed := uint64(0); seed < 5; seed++ {
				n := sampleOf(t, f.s, seed)
				for k, tp := range n.torps {
					if !v.torps[k].target.IsZero() {
						continue
					}
					pos, ok := n.refPos(tp.target)
					if !ok || n.refSide(tp.target) != 1 || pos == tp.pos {
						t.Fatalf("%s seed %d: torp #%d guessed at %v", name, seed, tp.id, tp.target)
					}
					all++
					if tp.target == f.s.torps[k].target {
						same++
					}
				}
			}
		}
	}
	t.Logf("%d of %d hidden torp targets guessed right", same, all)
	if all == 0 || same*2 < all {
		t.Errorf("%d of %d hidden torp targets guessed right", same, all)
	}
}

// TestSamplePlaysOn: games go on to their end from samples of every kind
// of hidden position, with the rules' invariants after every intent.
func TestSamplePlaysOn(t *testing.T) {
	starts := []found{}
	starts = append(starts, scriptedPositions(t, "engagement-100", nil, 1, nil, func(s *State) bool {
		return s.ph == phTorpLaunch && s.declarer == 1 && len(sideLaunches(s, 0)) > 0
	})...)
	starts = append(starts, scriptedPositions(t, "belt", nil, 1, nil, func(s *State) bool {
		return s.ph == phLaunch && s.declarer == 1 && len(sideLockons(s, 0)) > 0
	})...)
	starts = append(starts, scriptedPositions(t, "engagement-100", engine.Options{OptTorpTracking: "on"}, 1, nil, func(s *State) bool {
		return s.ph == phFire && s.Phase().Acting(1) && len(sideAttacks(s, 0)) > 0 && len(s.torps) > 0
	})...)
	starts = append(starts, scriptedPositions(t, "commandship", nil, 1, nil, func(s *State) bool {
		return s.ph == phFire && s.Phase().Acting(1) && len(sideAttacks(s, 0)) > 0
	})...)
	starts = append(starts, scriptedPositions(t, "commandship", AllOptions(), 1, nil, func(s *State) bool {
		return s.ph == phFire && s.Phase().Acting(1) && len(sideAttacks(s, 0)) > 0 && len(s.torps) > 0
	})...)
	for k, f := range starts {
		for seed := uint64(0); seed < 3; seed++ {
			n := sampleOf(t, f.s, seed)
			end := playOut(t, n, [2]engine.Opponent{Scripted{}, Scripted{}}, func(s *State, _ engine.Intent) { checkInvariants(t, s) })
			if !end.outcome.Over {
				t.Fatalf("position %d seed %d: the game did not end", k, seed)
			}
		}
	}
}

// TestSampleRepeatable: Sample never changes its receiver, the same seed
// gives the same sample, another seed other dice.
func TestSampleRepeatable(t *testing.T) {
	pos := scriptedPositions(t, "commandship", engine.Options{OptTorpTracking: "on"}, 30, nil, func(s *State) bool {
		return s.Phase().Acting(0) && s.turn >= 2
	})
	for _, f := range pos {
		for p := engine.Player(0); p < 2; p++ {
			v := f.s.View(p).(*State)
			h := v.Hash()
			a, b := v.Sample(p, 9), v.Sample(p, 9)
			if v.Hash() != h {
				t.Fatal("Sample changed its receiver")
			}
			if a.Hash() != b.Hash() {
				t.Fatalf("%v: the same seed gave two samples", f.s.Phase())
			}
			if a.Hash() == v.Sample(p, 10).Hash() {
				t.Fatalf("%v: two seeds gave the same sample", f.s.Phase())
			}
		}
	}
}

// TestCampaignSample: a campaign's sample is its battle's, and keeps the
// player's view.
func TestCampaignSample(t *testing.T) {
	st := gametest.NewGame(t, Game{}, "campaign", 2)
	for steps := 0; ; steps++ {
		c := st.(*Campaign)
		if c.battle != nil && c.battle.ph == phFire && c.battle.Phase().Acting(1) && len(sideAttacks(c.battle, 0)) > 0 {
			v := c.View(1).(*Campaign)
			n := v.Sample(1, 4).(*Campaign)
			if n.View(1).Hash() != v.Hash() {
				t.Fatal("the campaign's sample changed the view")
			}
			if len(sideAttacks(n.battle, 0)) == 0 {
				t.Fatal("the campaign's sample left the battle's hidden fire blank")
			}
			if n.Hash() != v.Sample(1, 4).Hash() {
				t.Fatal("the campaign's sample is not repeatable")
			}
			return
		}
		if st.Outcome().Over || steps > 100000 {
			t.Fatal("no battle with hidden fire")
		}
		p := st.Phase().Actors[0]
		in, err := Scripted{}.Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		st, _ = gametest.Apply(t, st, in)
	}
}

// BenchmarkSample samples the deciding player's views of scripted games
// of engagement-100 and rescue (10.6 tracking on), as the search opponent does once an iteration: all
// of them, and those alone where something is guessed (the sample is more
// than the view with fresh dice).
func BenchmarkSample(b *testing.B) {
	type view struct {
		v *State
		p engine.Player
	}
	var all, guessing []view
	opts := engine.Options{OptTorpTracking: "on"}
	for k, name := range []string{"engagement-100", "rescue"} {
		for g := uint64(0); len(all) < 3000*(k+1); g++ {
			st, err := Game{}.NewState(loadScenario(b, name), opts, g)
			if err != nil {
				b.Fatal(err)
			}
			playOut(b, st.(*State), [2]engine.Opponent{Scripted{}, Scripted{}}, func(s *State, _ engine.Intent) {
				p := s.Phase().Actors[0]
				v := s.View(p).(*State)
				all = append(all, view{v, p})
				if v.Sample(p, 1).Hash() != v.Reseed(1).Hash() {
					guessing = append(guessing, view{v, p})
				}
			})
		}
	}
	for _, c := range []struct {
		name  string
		views []view
	}{{"all", all}, {"guessing", guessing}} {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				x := c.views[i%len(c.views)]
				x.v.Sample(x.p, uint64(i))
			}
		})
	}
}
