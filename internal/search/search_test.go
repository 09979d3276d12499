package search

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

func search(t *testing.T, view engine.State, p engine.Player, cfg Config) Result {
	t.Helper()
	res, err := Search(view, p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Intent == nil || res.Intent.Actor() != p {
		t.Fatalf("search chose %v for player %d", res.Intent, p)
	}
	return res
}

// A position of pig where the turn's total is worth banking: it wins.
func pigToHold() *pig {
	s := newPig(2, 50, 1)
	s.score[0], s.score[1], s.turn = 40, 45, 10
	return s
}

func TestSearchFindsTheWinningMove(t *testing.T) {
	for _, view := range []engine.State{reseedPig{pigToHold().View(0).(*pig)}, samplePig{pigToHold().View(0).(*pig)}} {
		res := search(t, view, 0, Config{Iterations: 400, Trees: 2, Seed: 1})
		if _, ok := res.Intent.(Hold); !ok {
			t.Errorf("%s: chose %v over holding at 50 of 50: %+v", res.Mode, res.Intent, res.Root)
		}
		if res.Iterations != 400 || res.Trees != 2 {
			t.Errorf("%s: %d iterations in %d trees, want 400 in 2", res.Mode, res.Iterations, res.Trees)
		}
	}
}

// A view that cannot be reseeded rolls the same hidden dice in every
// iteration: here its next face is not a 1, so rolling on looks almost as
// safe as banking the win, where fresh dice show the risk.
func TestViewOnlySeesOneFutureOfDice(t *testing.T) {
	blind := search(t, pigToHold().View(0), 0, Config{Iterations: 400, Trees: 2, Seed: 1})
	fresh := search(t, reseedPig{pigToHold().View(0).(*pig)}, 0, Config{Iterations: 400, Trees: 2, Seed: 1})
	if blind.Mode != ViewOnly || blind.Root[0].Mean < 0.95 || fresh.Root[0].Mean > 0.9 {
		t.Errorf("rolling: %.2f searching the view, %.2f with fresh dice", blind.Root[0].Mean, fresh.Root[0].Mean)
	}
}

func TestModes(t *testing.T) {
	v := pigToHold().View(0).(*pig)
	for _, c := range []struct {
		view engine.State
		cfg  Config
		want Mode
	}{
		{v, Config{}, ViewOnly},
		{reseedPig{v}, Config{}, Reseeded},
		{samplePig{v}, Config{}, Sampled},
		{v, Config{Sample: func(view engine.State, _ engine.Player, seed uint64) engine.State {
			return reseedPig{view.(*pig)}.Reseed(seed)
		}}, Sampled},
	} {
		c.cfg.Iterations = 10
		if res := search(t, c.view, 0, c.cfg); res.Mode != c.want {
			t.Errorf("%T: mode %s, want %s", c.view, res.Mode, c.want)
		}
	}
}

// The same view, seed, iterations and trees give the same statistics,
// however the goroutines were scheduled.
func TestDeterministic(t *testing.T) {
	s := newPig(3, 40, 9, 1, 2, 0)
	s.score[0], s.score[1], s.score[2], s.turn = 10, 20, 25, 6
	view := samplePig{s.View(0).(*pig)}
	cfg := Config{Iterations: 600, Trees: 3, Seed: 42, Policy: func(uint64) (engine.Opponent, error) { return holdAt(15), nil }}
	first := search(t, view, 0, cfg)
	for i := 0; i < 3; i++ {
		if again := search(t, view, 0, cfg); !reflect.DeepEqual(first.Root, again.Root) || first.Intent != again.Intent {
			t.Fatalf("run %d: %+v, first run %+v", i, again.Root, first.Root)
		}
	}
	cfg.Seed = 43
	if other := search(t, view, 0, cfg); reflect.DeepEqual(first.Root, other.Root) {
		t.Errorf("another seed gave the same statistics: %+v", other.Root)
	}
}

// Two states that differ only in what player 0 may not see (the other
// players' bonuses and the dice) give the same decision, from the same
// statistics, with the same seed: the search reads nothing but the view.
func TestHiddenInformationIsNotRead(t *testing.T) {
	a := newPig(3, 30, 1, 1, 0, 2)
	b := newPig(3, 30, 99, 1, 2, 0)
	for _, s := range []*pig{a, b} {
		s.score[0], s.score[1], s.score[2], s.turn = 12, 18, 25, 7
	}
	if a.Hash() == b.Hash() {
		t.Fatal("the two states are the same")
	}
	for _, mk := range []func(*pig) engine.State{
		func(s *pig) engine.State { return s.View(0) },
		func(s *pig) engine.State { return reseedPig{s.View(0).(*pig)} },
		func(s *pig) engine.State { return samplePig{s.View(0).(*pig)} },
	} {
		o := NewOpponent(Config{Iterations: 500, Trees: 2, Seed: 5})
		ra, err := o.Search(mk(a), 0)
		if err != nil {
			t.Fatal(err)
		}
		rb, err := o.Search(mk(b), 0)
		if err != nil {
			t.Fatal(err)
		}
		if ra.Intent != rb.Intent || !reflect.DeepEqual(ra.Root, rb.Root) {
			t.Errorf("%s: %v from %+v and %v from %+v", ra.Mode, ra.Intent, ra.Root, rb.Intent, rb.Root)
		}
	}
}

// Player 1 cannot see player 0's secret pick, and in the search it cannot
// either: picking is worth about a half, more than playing safe (0.3).
func TestOpponentsDoNotSeeSecretMoves(t *testing.T) {
	res := search(t, &guess{dice: engine.NewDice(1)}, 0, Config{Iterations: 4000, Trees: 2, Seed: 3})
	if _, ok := res.Intent.(Pick); !ok {
		t.Fatalf("chose %v: %+v", res.Intent, res.Root)
	}
	for _, st := range res.Root[1:] {
		if st.Mean < 0.4 || st.Mean > 0.6 {
			t.Errorf("%v is worth %.2f, want about 0.5: %+v", st.Intent, st.Mean, res.Root)
		}
	}
}

// wins plays n games of pig between a and b, each first in half of
// them, and returns a's wins.
func wins(t *testing.T, n int, a, b engine.Opponent) int {
	t.Helper()
	won := 0
	for g := 0; g < n; g++ {
		st := engine.State(newPig(2, 30, uint64(g), g%3, (g+1)%3))
		aSide := engine.Player(g % 2)
		for !st.Outcome().Over {
			p := st.Phase().Actors[0]
			o := b
			if p == aSide {
				o = a
			}
			in, err := o.Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			if st, _, err = st.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
		if st.Outcome().Winner == aSide {
			won++
		}
	}
	return won
}

func TestBeatsRandom(t *testing.T) {
	expert := NewOpponent(Config{Iterations: 200, Trees: 2, Seed: 1, Sample: func(v engine.State, p engine.Player, seed uint64) engine.State {
		return samplePig{v.(*pig)}.Sample(p, seed)
	}})
	if w := wins(t, 60, expert, engine.NewRandomOpponent(1)); w < 50 {
		t.Errorf("the search won %d of 60 games against random", w)
	}
}

func TestPolicyPlaysThePlayouts(t *testing.T) {
	made := 0
	cfg := Config{Iterations: 50, Trees: 2, Policy: func(uint64) (engine.Opponent, error) { made++; return holdAt(20), nil }}
	search(t, reseedPig{pigToHold().View(0).(*pig)}, 0, cfg)
	if made != 3 { // one per tree, one for the root's choice
		t.Errorf("%d policies for 2 trees", made)
	}
}

func TestDepthAndEvaluate(t *testing.T) {
	s := newPig(2, 1000, 1)
	calls := 0
	cfg := Config{Iterations: 100, Trees: 1, Depth: 3, Evaluate: func(st engine.State, p engine.Player) float64 {
		calls++
		x := st.(*pig)
		return float64(x.score[p]+x.turn+1) / float64(x.score[0]+x.score[1]+x.turn+2)
	}}
	search(t, reseedPig{s.View(0).(*pig)}, 0, cfg)
	if calls == 0 {
		t.Error("the playouts were never evaluated")
	}
}

func TestTimeLimit(t *testing.T) {
	res := search(t, reseedPig{newPig(2, 100, 1).View(0).(*pig)}, 0, Config{Think: 20 * time.Millisecond})
	if res.Iterations == 0 {
		t.Errorf("no iteration in 20 ms")
	}
}

// candidatePig offers only rolling (a player who never banks).
type candidatePig struct{ *pig }

func (s candidatePig) Candidates(p engine.Player) []engine.Intent {
	return []engine.Intent{Roll{p}}
}

func TestCandidates(t *testing.T) {
	res := search(t, candidatePig{pigToHold().View(0).(*pig)}, 0, Config{Iterations: 50})
	if _, ok := res.Intent.(Roll); !ok || len(res.Root) != 1 {
		t.Errorf("chose %v from %+v; the only candidate is to roll", res.Intent, res.Root)
	}
	if res.Iterations != 0 {
		t.Errorf("%d iterations for a single candidate", res.Iterations)
	}
}

func TestRefusals(t *testing.T) {
	s := pigToHold()
	for _, c := range []struct {
		st   engine.State
		p    engine.Player
		cfg  Config
		want string
	}{
		{s, 0, Config{}, "neither a time limit nor"},
		{s, 1, Config{Iterations: 1}, "may not act"},
		{&pig{out: engine.Outcome{Over: true}}, 0, Config{Iterations: 1}, "over"},
	} {
		if _, err := Search(c.st, c.p, c.cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want %q", err, c.want)
		}
	}
}

func TestKeys(t *testing.T) {
	type withSlice struct {
		Roll
		Mounts []int
	}
	k := keys{plain: map[reflect.Type]bool{}}
	if k.full(Roll{1}) != k.full(Roll{1}) || k.full(Roll{1}) == k.full(Hold{1}) || k.full(Roll{0}) == k.full(Roll{1}) {
		t.Error("plain intents compare by value")
	}
	if a, b := k.full(withSlice{Roll{1}, []int{1, 2}}), k.full(withSlice{Roll{1}, []int{1, 2}}); a != b {
		t.Errorf("intents with slices compare by JSON: %v, %v", a, b)
	}
	if k.full(withSlice{Roll{1}, []int{1}}) == k.full(withSlice{Roll{1}, []int{2}}) {
		t.Error("different slices, same key")
	}
	if public(Pick{0, "a"}) != public(Pick{0, "b"}) {
		t.Error("the public key shows a secret")
	}
}

// With Others, player 1 plays the policy in the tree too, so the search
// finds the answer to it: against a guesser who always says a, pick b.
func TestOthersPlayThePolicy(t *testing.T) {
	cfg := Config{Iterations: 300, Trees: 2, Seed: 3, Others: true, Policy: func(uint64) (engine.Opponent, error) { return guessA{}, nil }}
	res := search(t, &guess{dice: engine.NewDice(1)}, 0, cfg)
	if res.Intent != (Pick{0, "b"}) || res.Root[2].Mean != 1 {
		t.Errorf("chose %v: %+v", res.Intent, res.Root)
	}
}

// A policy's choice that the candidates do not list is added to them.
func TestPolicyChoiceJoinsTheCandidates(t *testing.T) {
	cfg := Config{Iterations: 20, Policy: func(uint64) (engine.Opponent, error) { return holdAt(0), nil }}
	res := search(t, candidatePig{pigToHold().View(0).(*pig)}, 0, cfg)
	if len(res.Root) != 2 || res.Root[1].Intent != (Hold{0}) {
		t.Errorf("candidates %+v", res.Root)
	}
}

// Without an evaluation a playout cut short would count as a draw, so a
// depth limit is ignored and playouts go on to the end.
func TestDepthNeedsAnEvaluation(t *testing.T) {
	res := search(t, reseedPig{pigToHold().View(0).(*pig)}, 0, Config{Iterations: 200, Trees: 1, Depth: 1, Turns: 1})
	if m := res.Root[0].Mean; m == 0.5 || m == 0 {
		t.Errorf("rolling scored %.2f: the playouts were cut", m)
	}
}

// Keep lets the policy's choice stand unless the search clearly beats it.
func TestKeep(t *testing.T) {
	early := newPig(2, 30, 1) // rolling beats banking 2 points
	early.turn = 2
	view := reseedPig{early.View(0).(*pig)}
	bank := func(uint64) (engine.Opponent, error) { return holdAt(1), nil }
	cfg := Config{Iterations: 2000, Trees: 2, Seed: 1, Policy: bank}
	if res := search(t, view, 0, cfg); res.Intent != (Roll{0}) {
		t.Errorf("without Keep: %v %+v", res.Intent, res.Root)
	}
	cfg.Keep = 1000
	if res := search(t, view, 0, cfg); res.Intent != (Hold{0}) {
		t.Errorf("with Keep: %v %+v", res.Intent, res.Root)
	}
}

// With fewer iterations than candidates the root's moves are tried at
// random, so the policy's choice may not be tried at all: Keep keeps it
// still, as nothing was learnt against it, where the move that happened
// to be tried was played (an expert at one iteration played at random).
func TestKeepWithTheChoiceUntried(t *testing.T) {
	early := newPig(2, 30, 1) // rolling beats banking 2 points
	early.turn = 2
	view := reseedPig{early.View(0).(*pig)}
	bank := func(uint64) (engine.Opponent, error) { return holdAt(1), nil }
	for seed := range uint64(16) {
		cfg := Config{Iterations: 1, Trees: 1, Seed: seed, Policy: bank, Keep: 1}
		if res := search(t, view, 0, cfg); res.Intent != (Hold{0}) {
			t.Errorf("seed %d: %v from %+v, want the policy's bank", seed, res.Intent, res.Root)
		}
	}
}

// Alone at the table, a pig player wins whatever it does; holding at 50
// wins at once, rolling wins later. The search takes the quicker win
// rather than whichever certain win it happened to visit most.
func TestCertainWinTakesTheShortestWay(t *testing.T) {
	for seed := range uint64(8) {
		s := newPig(1, 50, seed)
		s.score[0], s.turn = 40, 10
		res := search(t, reseedPig{s.View(0).(*pig)}, 0, Config{Iterations: 200, Trees: 2, Seed: seed})
		if _, ok := res.Intent.(Hold); !ok {
			t.Errorf("seed %d: chose %v over winning at once: %+v", seed, res.Intent, res.Root)
		}
		for _, st := range res.Root {
			if st.Mean != 1 || st.Length < 1 {
				t.Errorf("seed %d: %v won %.3f of its playouts in %.1f moves, want all in at least 1", seed, st.Intent, st.Mean, st.Length)
			}
		}
	}
}

// Config.Candidates replaces the states' own list, at the root and in the
// playouts: a pig that may only roll never banks, in the search either.
func TestConfigCandidates(t *testing.T) {
	calls := 0
	only := func(st engine.State, p engine.Player) []engine.Intent {
		calls++
		return []engine.Intent{Roll{p}}
	}
	res := search(t, reseedPig{pigToHold().View(0).(*pig)}, 0, Config{Iterations: 50, Candidates: only})
	if _, ok := res.Intent.(Roll); !ok || len(res.Root) != 1 {
		t.Errorf("chose %v from %+v; the only candidate is to roll", res.Intent, res.Root)
	}
	calls = 0
	res = search(t, reseedPig{newPig(2, 100, 1).View(0).(*pig)}, 0, Config{Iterations: 50, Trees: 1, Candidates: func(st engine.State, p engine.Player) []engine.Intent {
		calls++
		return []engine.Intent{Roll{p}, Hold{p}}
	}})
	if calls <= 50 || len(res.Root) != 2 {
		t.Errorf("the candidates were asked %d times in 50 iterations: %+v", calls, res.Root)
	}
}

// Config.Cut ends a playout where it says and the evaluation scores it:
// cut as soon as anything happened, every evaluated state is one move
// from the root.
func TestCut(t *testing.T) {
	root := pigAt(10)
	moved := func(r, st engine.State) bool {
		a, b := asPig(r), asPig(st)
		return a.turn != b.turn || a.toMove != b.toMove
	}
	evaluated := 0
	cfg := Config{Iterations: 200, Trees: 1, Seed: 2, Cut: moved, Evaluate: func(st engine.State, p engine.Player) float64 {
		evaluated++
		if s := asPig(st); s.score[0] != 10 && s.score[0] != 0 || s.score[1] != 0 {
			t.Fatalf("evaluated a state past the first move: %+v", s)
		}
		return 0.5
	}}
	search(t, root, 0, cfg)
	if evaluated == 0 {
		t.Error("no playout was cut")
	}
}

// pigAt is player 0 to move with a turn's total of turn in a race to 100.
func pigAt(turn int) reseedPig {
	s := newPig(2, 100, 1)
	s.turn = turn
	return reseedPig{s.View(0).(*pig)}
}

// Keep with the measured spread: two moves whose evaluations lie a
// thousandth apart and barely vary. Keep's bound m(1-m) on a reward's
// variance keeps the policy's bank; the rewards' own spread shows rolling
// better by many standard errors.
func TestKeepMeasured(t *testing.T) {
	moved := func(r, st engine.State) bool {
		a, b := asPig(r), asPig(st)
		return a.turn != b.turn || a.toMove != b.toMove
	}
	// Banking scores 0.510; rolling 0.512-0.516, or 0.500 on a one: a
	// mean of about 0.5117.
	eval := func(st engine.State, p engine.Player) float64 {
		s := asPig(st)
		return 0.5 + 0.001*float64(s.score[0]+s.turn)
	}
	bank := func(uint64) (engine.Opponent, error) { return holdAt(1), nil }
	cfg := Config{Iterations: 4000, Trees: 1, Seed: 1, Policy: bank, Keep: 1, Cut: moved, Evaluate: eval}
	if res := search(t, pigAt(10), 0, cfg); res.Intent != (Hold{0}) {
		t.Errorf("Keep by the bound: %v %+v", res.Intent, res.Root)
	}
	cfg.KeepMeasured = true
	if res := search(t, pigAt(10), 0, cfg); res.Intent != (Roll{0}) {
		t.Errorf("Keep by the measured spread: %v %+v", res.Intent, res.Root)
	}
}

// Config.Lead names the choice Keep keeps in place of the policy's: where
// the search cannot tell rolling from banking beyond doubt, the pig banks
// as its policy would, or rolls when the lead says so; a lead that is not
// legal, or nil, leaves the policy's choice.
func TestLead(t *testing.T) {
	moved := func(r, st engine.State) bool {
		a, b := asPig(r), asPig(st)
		return a.turn != b.turn || a.toMove != b.toMove
	}
	flat := func(engine.State, engine.Player) float64 { return 0.5 } // nothing to tell them apart
	bank := func(uint64) (engine.Opponent, error) { return holdAt(1), nil }
	cfg := Config{Iterations: 400, Trees: 1, Seed: 1, Policy: bank, Keep: 1, Cut: moved, Evaluate: flat}
	if res := search(t, pigAt(10), 0, cfg); res.Intent != (Hold{0}) {
		t.Errorf("the policy's choice: %v %+v", res.Intent, res.Root)
	}
	leads := 0
	cfg.Lead = func(_ engine.State, p engine.Player) engine.Intent {
		leads++
		return Roll{p}
	}
	if res := search(t, pigAt(10), 0, cfg); res.Intent != (Roll{0}) || leads != 1 {
		t.Errorf("the lead's choice: %v %+v (asked %d times, want once)", res.Intent, res.Root, leads)
	}
	for _, bad := range []engine.Intent{nil, Roll{1}} {
		cfg.Lead = func(engine.State, engine.Player) engine.Intent { return bad }
		if res := search(t, pigAt(10), 0, cfg); res.Intent != (Hold{0}) {
			t.Errorf("a lead of %v: %v, want the policy's choice", bad, res.Intent)
		}
	}
}
