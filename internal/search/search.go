package search

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Defaults of Config.
const (
	// DefaultThink is the time an expert opponent thinks per decision.
	DefaultThink = time.Second
	// DefaultExploration is the UCB constant for rewards from 0 to 1.
	// Measured on Stellar Armada (docs/performance.md): 0.5 to 1 play
	// alike; below 0.3 the search sticks to its first good line.
	DefaultExploration = 0.7
	// maxPlayout stops a playout of a game that does not end; it then
	// counts as a draw (or is evaluated).
	maxPlayout = 10_000
)

// Config is how one search is made.
type Config struct {
	// Think stops the search after this long; 0 means no time limit.
	Think time.Duration
	// Iterations stops the search after this many iterations in all, split
	// evenly over the trees; 0 means no limit. At least one of Think and
	// Iterations must be set. A search limited by iterations only is
	// deterministic: the same view, player, seed, iterations and trees
	// give the same decision on every machine.
	Iterations int
	// Trees is the number of independent trees searched in parallel, whose
	// root statistics are summed (root parallelisation); 0 means
	// runtime.GOMAXPROCS(0), one per core.
	Trees int
	// Seed seeds everything random in the search.
	Seed uint64
	// Exploration is the UCB constant; 0 means DefaultExploration.
	Exploration float64
	// Policy makes the opponent that plays the playouts, one per tree,
	// from a seed; it decides from the playout state's View. Nil plays
	// uniformly at random over the candidates, without building views.
	Policy func(seed uint64) (engine.Opponent, error)
	// Others makes the other players play as the policy in the trees as
	// well as in the playouts: the search then looks for the best answer
	// to the policy, and only the searching player's choices branch. A
	// tree's opponent choosing by UCB plays weakly while its statistics are
	// thin, which makes the moves that hand over early look good (such as
	// ending a turn with action points left); a policy that plays the
	// others well avoids that. Without a Policy it has no effect.
	Others bool
	// Keep makes the policy's choice stand unless the search found a
	// candidate whose mean beats it by more than Keep standard errors: a
	// search that cannot tell its candidates apart (a short horizon, a
	// flat evaluation) then plays as the policy instead of at random.
	// 0 turns it off.
	Keep float64
	// KeepMeasured makes Keep's standard error the one measured from the
	// rewards' spread, where it is otherwise the most a reward from 0 to 1
	// with that mean could vary (m(1-m)): with an evaluation of a cut
	// playout the rewards lie close together, and the bound keeps the
	// policy's choice almost always.
	KeepMeasured bool
	// Prior leans the trees toward the policy's choices: a node tries
	// the policy's move first, and its UCB value gets Prior/visits more
	// (progressive bias). It costs one policy decision per move in the
	// trees; 0 turns it off.
	Prior float64
	// TreeDepth limits the moves of an iteration chosen by the trees;
	// the policy plays on from there. 0 means no limit; 1 is a flat
	// search that compares the root's candidates by the policy's playouts
	// (a rollout: never worse than the policy, given enough iterations).
	TreeDepth int
	// NoLuck ignores the states' LuckMeter (the measurement's baseline).
	NoLuck bool
	// Depth ends a playout after this many intents and scores it with
	// Evaluate, or the state's Evaluator; 0 plays every playout to the
	// end, and so does a game that cannot be evaluated.
	Depth int
	// Turns ends a playout when the game reaches this many turns after the
	// root's (Phase().Turn), and scores it like Depth; 0 means no limit.
	// A game whose turns are long plays one or two turns and evaluates.
	Turns int
	// Evaluate, when set, replaces the states' Evaluator.
	Evaluate func(st engine.State, p engine.Player) float64
	// Sample, when set, replaces the view's Determinizer and Reseeder: it
	// returns a state consistent with view for p, with dice from seed.
	Sample func(view engine.State, p engine.Player, seed uint64) engine.State
	// Cut, when set, ends a playout (or the walk down the trees) at a
	// state st it reports for the root's view, scored like Depth.
	Cut func(root, st engine.State) bool
	// Candidates, when set, replaces the states' Candidates: what p may
	// choose among in st (nil or empty: Legal). Every one must be legal.
	Candidates func(st engine.State, p engine.Player) []engine.Intent
	// Lead, when set, is the searching player's own choice in view, which
	// Keep keeps in place of the policy's: a game may judge some of its
	// decisions better than the policy that plays its playouts (nil: the
	// policy's choice). An illegal one is ignored.
	Lead func(view engine.State, p engine.Player) engine.Intent
}

// Stat is what the search learnt of one of the root's candidates.
type Stat struct {
	Intent engine.Intent
	Visits int     // iterations that began with it
	Mean   float64 // the searching player's mean reward after it, 0 to 1 (the results as played, luck in)
	Length float64 // the mean number of moves from the root to a playout's end
}

// Result is a search's decision and how it was reached.
type Result struct {
	Intent     engine.Intent
	Iterations int // iterations completed, over all trees
	Trees      int
	Mode       Mode
	Elapsed    time.Duration
	// Root lists the candidates in the order the view gave them.
	Root []Stat
}

// Search decides for p from view, which must be p's view of a game in
// which p may act. It never looks at anything but view: the hidden part of
// the game is guessed anew in every iteration (see Mode).
func Search(view engine.State, p engine.Player, cfg Config) (Result, error) {
	start := time.Now()
	if cfg.Think <= 0 && cfg.Iterations <= 0 {
		return Result{}, errors.New("search: neither a time limit nor a number of iterations")
	}
	if view.Outcome().Over {
		return Result{}, errors.New("search: the game is over")
	}
	if !view.Phase().Acting(p) {
		return Result{}, fmt.Errorf("search: player %d may not act now", p)
	}
	if pr, ok := view.(Preparer); ok && pr.Preparing() && cfg.Policy != nil {
		o, err := cfg.Policy(mix(cfg.Seed, 1))
		if err != nil {
			return Result{}, err
		}
		in, err := o.Choose(view, p)
		return Result{Intent: in, Mode: mode(view, cfg), Elapsed: time.Since(start)}, err
	}
	cands := options(&cfg, view, p)
	lead := -1 // the policy's choice among the candidates, or Lead's
	_, listed := view.(Candidates)
	if cfg.Policy != nil && (len(cands) > 1 || listed || cfg.Candidates != nil) {
		cands, lead = withChoice(view, p, &cfg, cands)
	}
	if cfg.Lead != nil {
		if in := cfg.Lead(view, p); in != nil && in.Actor() == p {
			if c, i := withIntent(view, cands, in); i >= 0 {
				cands, lead = c, i
			}
		}
	}
	res := Result{Mode: mode(view, cfg), Root: make([]Stat, len(cands))}
	for i, in := range cands {
		res.Root[i].Intent = in
	}
	switch len(cands) {
	case 0:
		return res, fmt.Errorf("search: player %d has nothing legal to do", p)
	case 1:
		res.Intent, res.Elapsed = cands[0], time.Since(start)
		return res, nil
	}
	if cfg.Exploration <= 0 {
		cfg.Exploration = DefaultExploration
	}
	trees := cfg.Trees
	if trees <= 0 {
		trees = runtime.GOMAXPROCS(0)
	}
	if cfg.Iterations > 0 && trees > cfg.Iterations {
		trees = cfg.Iterations
	}
	var deadline time.Time
	if cfg.Think > 0 {
		deadline = start.Add(cfg.Think)
	}
	defer relaxGC()()
	ws := make([]*worker, trees)
	errs := make([]error, trees)
	var wg sync.WaitGroup
	for t := range ws {
		quota := 0
		if cfg.Iterations > 0 {
			quota = cfg.Iterations / trees
			if t < cfg.Iterations%trees {
				quota++
			}
		}
		w, err := newWorker(view, p, cands, lead, &cfg, mix(cfg.Seed, uint64(t)+1), deadline)
		if err != nil {
			return res, err
		}
		ws[t] = w
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[t] = w.run(quota)
		}()
	}
	wg.Wait()
	res.Trees = trees
	for _, err := range errs {
		if err != nil {
			return res, err
		}
	}
	res.Intent = merge(&res, ws, lead, cfg.Keep, cfg.KeepMeasured)
	if res.Intent == nil {
		// Not one iteration finished in time: play as the policy would
		// (its choice leads the first tree's candidates), or the first
		// candidate.
		res.Intent = cands[max(lead, 0)]
	}
	res.Elapsed = time.Since(start)
	return res, nil
}

// mode is how the view becomes the states searched.
func mode(view engine.State, cfg Config) Mode {
	if cfg.Sample != nil {
		return Sampled
	}
	if _, ok := view.(Determinizer); ok {
		return Sampled
	}
	if _, ok := view.(Reseeder); ok {
		return Reseeded
	}
	return ViewOnly
}

// merge sums the root statistics of the trees, in tree order, into
// res.Root and returns the candidate visited most (ties: the higher mean
// with the luck taken out, then the earlier candidate); nil when no iteration finished. When that
// candidate won every playout, the one that wins soonest among those that
// also won every playout in at least half as many iterations is taken:
// rewards cannot tell certain wins apart, and a player who has won should
// finish the game rather than pass the time (in Stellar Armada the search
// ended turns idly once every line won). The policy's choice, cands[lead],
// stands unless that candidate's mean beats it by more than keep standard
// errors, or was not tried at all (fewer iterations than candidates).
func merge(res *Result, ws []*worker, lead int, keep float64, measured bool) engine.Intent {
	k := keys{plain: map[reflect.Type]bool{}}
	sum := make([]float64, len(res.Root))
	won := make([]float64, len(res.Root))
	won2 := make([]float64, len(res.Root))
	length := make([]float64, len(res.Root))
	for _, w := range ws {
		res.Iterations += w.done
		root := w.roots[w.me]
		for i := range res.Root {
			if c := root.find(k.full(res.Root[i].Intent)); c != nil {
				res.Root[i].Visits += int(c.visits)
				sum[i] += c.reward
				won[i] += c.won
				won2[i] += c.won2
				length[i] += c.length
			}
		}
	}
	best := -1
	for i := range res.Root {
		s := &res.Root[i]
		if s.Visits == 0 {
			continue
		}
		s.Mean = won[i] / float64(s.Visits)
		s.Length = length[i] / float64(s.Visits)
		if best < 0 || s.Visits > res.Root[best].Visits || s.Visits == res.Root[best].Visits && sum[i] > sum[best] {
			best = i
		}
	}
	if best < 0 {
		return nil
	}
	if won := res.Root[best]; won.Mean == 1 {
		for i, s := range res.Root {
			if s.Mean == 1 && 2*s.Visits >= won.Visits && s.Length < res.Root[best].Length {
				best = i
			}
		}
	}
	if lead >= 0 && lead != best && keep > 0 {
		b, l := res.Root[best], res.Root[lead]
		if l.Visits == 0 { // too few iterations to try it: nothing learnt against it
			return l.Intent
		}
		// A reward from 0 to 1 with mean m varies by at most m(1-m).
		vb, vl := b.Mean*(1-b.Mean), l.Mean*(1-l.Mean)
		if measured {
			vb = max(won2[best]/float64(b.Visits)-b.Mean*b.Mean, 0)
			vl = max(won2[lead]/float64(l.Visits)-l.Mean*l.Mean, 0)
		}
		se := math.Sqrt(vb/float64(b.Visits) + vl/float64(l.Visits))
		if b.Mean-l.Mean <= keep*se {
			return l.Intent
		}
	}
	return res.Root[best].Intent
}

// withChoice finds the policy's choice for p among the candidates, and
// adds it when it is legal but not listed (a game's candidates may be a
// sample of many spellings); it returns the candidates and the choice's
// index, -1 when the policy fails.
func withChoice(view engine.State, p engine.Player, cfg *Config, cands []engine.Intent) ([]engine.Intent, int) {
	o, err := cfg.Policy(mix(cfg.Seed, 1))
	if err != nil {
		return cands, -1
	}
	in, err := o.Choose(view, p)
	if err != nil || in == nil || in.Actor() != p {
		return cands, -1
	}
	return withIntent(view, cands, in)
}

// withIntent finds in among the candidates, and adds it when it is legal
// but not listed; it returns the candidates and its index, -1 when it is
// not legal.
func withIntent(view engine.State, cands []engine.Intent, in engine.Intent) ([]engine.Intent, int) {
	k := keys{plain: map[reflect.Type]bool{}}
	key := k.full(in)
	for i, c := range cands {
		if k.full(c) == key {
			return cands, i
		}
	}
	if view.Check(in) != nil {
		return cands, -1
	}
	return append(slices.Clone(cands), in), len(cands)
}

// mix derives a well-spread seed from a seed and a counter (SplitMix64's
// finaliser), so that neighbouring trees and iterations do not start on
// neighbouring streams.
func mix(seed, n uint64) uint64 {
	z := seed + n*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// newRand is a generator for one tree's choices.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, mix(seed, 7))) }
