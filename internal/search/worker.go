package search

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// worker grows one tree per player (multiple-observer ISMCTS): every
// iteration walks each player's tree along the moves as that player
// observes them, so that a player's choices in the search never depend on
// another player's secret moves. The root player's tree gives the
// decision. A worker runs on one goroutine; the view it shares with the
// other workers is only read (Apply never changes its receiver).
type worker struct {
	view     engine.State
	me       engine.Player
	lastTurn int                              // playouts stop on reaching this turn (Config.Turns)
	cut      func(root, st engine.State) bool // playouts stop where it says (Config.Cut)
	depth    int                              // playouts stop after this many moves (Config.Depth)
	cfg      *Config
	seed     uint64
	deadline time.Time
	rng      *rand.Rand
	policy   engine.Opponent // nil: random playouts
	keys     keys
	nodes    pool

	// root lists the root's candidates in the order the search widens
	// to them: the policy's choice first, then the others shuffled.
	root []engine.Intent

	roots []*node // per player; nil until the player first acts
	cur   []*node // per player: where this iteration is in its tree
	path  [][]*node
	moves []engine.Intent // this iteration's moves in the tree
	rew   []float64       // per player: this iteration's reward
	luck  []float64       // per player: this iteration's luck (LuckMeter)
	won   float64         // the searching player's reward before luck is taken out
	meter bool            // the states' luck is measured (LuckMeter, Config.NoLuck)
	tail  int             // the moves of this iteration's playout
	ks    []any           // the keys of the options being chosen from
	fresh []int           // the options without a node yet
	done  int             // iterations completed
}

func newWorker(view engine.State, me engine.Player, cands []engine.Intent, lead int, cfg *Config, seed uint64, deadline time.Time) (*worker, error) {
	w := &worker{view: view, me: me, cfg: cfg, seed: seed, deadline: deadline, rng: newRand(seed),
		keys: keys{plain: map[reflect.Type]bool{}}}
	if cfg.Depth > 0 && canEvaluate(view, cfg) {
		w.depth = cfg.Depth
	}
	if cfg.Turns > 0 && canEvaluate(view, cfg) {
		w.lastTurn = view.Phase().Turn + cfg.Turns
	}
	if cfg.Cut != nil && canEvaluate(view, cfg) {
		w.cut = cfg.Cut
	}
	if _, ok := view.(LuckMeter); ok && !cfg.NoLuck {
		w.meter = true
	}
	if cfg.Policy != nil {
		o, err := cfg.Policy(mix(seed, 3))
		if err != nil {
			return nil, fmt.Errorf("search: the playout policy: %w", err)
		}
		w.policy = o
	}
	w.root = w.order(cands, lead)
	w.tree(me)
	return w, nil
}

// order is the root's candidates in the order the search widens to them:
// the policy's choice (cands[lead]) first, then the others in an order
// drawn from the tree's seed, so that the trees of a wide root start on
// different ones.
func (w *worker) order(cands []engine.Intent, lead int) []engine.Intent {
	out := make([]engine.Intent, 0, len(cands))
	if lead >= 0 {
		out = append(out, cands[lead])
	}
	for i, c := range cands {
		if i != lead {
			out = append(out, c)
		}
	}
	rest := out[min(lead+1, 1):]
	w.rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	return out
}

// widest is the number of the root's candidates a search considers from
// the start; beyond it, one more joins as the root's visits grow
// (progressive widening), so that a root of hundreds of written orders
// is searched a few at a time.
const widest = 16

// rootOptions is the root's candidates open after done iterations.
func (w *worker) rootOptions() []engine.Intent {
	k := widest + int(math.Sqrt(float64(w.done)))
	return w.root[:min(k, len(w.root))]
}

// run iterates until quota iterations are done (0: no quota) or the
// deadline passes.
func (w *worker) run(quota int) error {
	for i := uint64(0); quota == 0 || w.done < quota; i++ {
		if w.late() {
			return nil
		}
		ok, err := w.iterate(i)
		if err != nil || !ok {
			return err
		}
		w.done++
	}
	return nil
}

func (w *worker) late() bool { return !w.deadline.IsZero() && time.Now().After(w.deadline) }

// iterate runs iteration i: a state sampled from the view, a walk down the
// trees to a move never tried there, a playout to the end and the result
// carried back up. It reports false, with nothing learnt, when the
// deadline passed during the walk or the playout.
func (w *worker) iterate(i uint64) (bool, error) {
	st := w.determinize(mix(w.seed^0x5bd1e995, i))
	for q := range w.roots {
		w.cur[q] = w.roots[q]
		w.path[q] = w.path[q][:0]
	}
	w.moves = w.moves[:0]
	clear(w.luck)
	for expanded := false; !expanded && (w.cfg.TreeDepth <= 0 || len(w.moves) < w.cfg.TreeDepth); {
		if st.Outcome().Over || w.cut != nil && w.cut(w.view, st) {
			break
		}
		a := actor(st, w.me)
		if a == engine.NoPlayer {
			break
		}
		if len(w.moves)&7 == 7 && w.late() { // a long walk through the others' moves
			return false, nil
		}
		if a != w.me && w.cfg.Others && w.policy != nil {
			// The others play as the policy would, in the trees too.
			in := w.choose(st, a)
			next, _, err := st.Apply(in)
			if err != nil {
				return false, fmt.Errorf("search: the policy chose %q for player %d, which %s refused: %w", in.String(), a, kindOf(st), err)
			}
			w.descend(a, nil, in)
			w.measure(st, in, next)
			st = next
			continue
		}
		var legal []engine.Intent
		if len(w.moves) == 0 && a == w.me {
			legal = w.rootOptions()
		} else if legal = options(w.cfg, st, a); len(legal) == 0 {
			break
		}
		k, c, isNew := w.pick(w.tree(a), legal, w.hint(st, a))
		in := legal[k]
		next, _, err := st.Apply(in)
		if err != nil {
			return false, fmt.Errorf("search: %s offered %q to player %d, then refused it: %w", kindOf(st), in.String(), a, err)
		}
		w.descend(a, c, in)
		w.measure(st, in, next)
		st, expanded = next, isNew
	}
	st, ok, err := w.playout(st)
	if !ok || err != nil {
		return false, err
	}
	w.score(st)
	if mine := w.path[w.me]; len(mine) > 0 {
		mine[0].length += float64(len(w.moves) + w.tail)
	}
	for q := range w.path {
		for _, n := range w.path[q] {
			n.visits++
			n.reward += w.rew[n.actor]
			if n.actor == w.me {
				n.won += w.won
				n.won2 += w.won * w.won
			}
		}
	}
	return true, nil
}

// determinize is the state iteration i searches.
func (w *worker) determinize(seed uint64) engine.State {
	if w.cfg.Sample != nil {
		return w.cfg.Sample(w.view, w.me, seed)
	}
	if d, ok := w.view.(Determinizer); ok {
		return d.Sample(w.me, seed)
	}
	if r, ok := w.view.(Reseeder); ok {
		return r.Reseed(seed)
	}
	return w.view
}

// actor is who decides next in st: me while me may act (in a phase in
// which all sides act at once, the searching player writes first; the
// others cannot see it, see descend), else the first actor.
func actor(st engine.State, me engine.Player) engine.Player {
	ph := st.Phase()
	if len(ph.Actors) == 0 {
		return engine.NoPlayer
	}
	if ph.Acting(me) {
		return me
	}
	return ph.Actors[0]
}

// tree is player a's current node, its tree started (and walked along
// this iteration's moves so far) when a acts for the first time.
func (w *worker) tree(a engine.Player) *node {
	for int(a) >= len(w.roots) {
		w.roots = append(w.roots, nil)
		w.cur = append(w.cur, nil)
		w.path = append(w.path, nil)
		w.rew = append(w.rew, 0)
		w.luck = append(w.luck, 0)
	}
	if w.roots[a] == nil {
		w.roots[a] = w.nodes.get()
		w.cur[a] = w.roots[a]
		for _, m := range w.moves { // all of them another player's
			w.cur[a] = w.child(w.cur[a], public(m), m)
			w.path[a] = append(w.path[a], w.cur[a])
		}
	}
	return w.cur[a]
}

// pick chooses among legal at the actor's node n: a move never tried
// there if there is one (at random), else the best by UCB over the moves
// available now. It returns the move's index, its node, and whether the
// node is new.
func (w *worker) pick(n *node, legal []engine.Intent, hint any) (int, *node, bool) {
	w.ks, w.fresh = w.ks[:0], w.fresh[:0]
	best, bestV, hinted := -1, math.Inf(-1), -1
	for i, in := range legal {
		k := w.keys.full(in)
		w.ks = append(w.ks, k)
		c := n.find(k)
		if c == nil {
			if k == hint {
				hinted = i
			}
			w.fresh = append(w.fresh, i)
			continue
		}
		c.avail++
		// The exploration bonus is scaled by a random factor around 1:
		// with the plain rule, two players whose choices hide each
		// other's fall into step (one picks a, the other guesses a,
		// then both b, …: each favours its least tried move) and the
		// guesser learns that guessing never fails.
		v := c.mean() + w.cfg.Exploration*c.spread()*(0.5+w.rng.Float64())
		if k == hint { // progressive bias, fading as the move is tried
			v += w.cfg.Prior / float64(c.visits)
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	if len(w.fresh) > 0 {
		i := hinted
		if i < 0 {
			i = w.fresh[w.rng.IntN(len(w.fresh))]
		}
		c := w.child(n, w.ks[i], legal[i])
		c.avail = 1
		return i, c, true
	}
	return best, n.find(w.ks[best]), false
}

// hint is the key of the policy's choice for a in st when the search
// leans toward it (Config.Prior), else nil.
func (w *worker) hint(st engine.State, a engine.Player) any {
	if w.cfg.Prior <= 0 || w.policy == nil {
		return nil
	}
	if len(w.moves) == 0 && a == w.me {
		return w.keys.full(w.root[0])
	}
	in, err := w.policy.Choose(st.View(a), a)
	if err != nil || in == nil {
		return nil
	}
	return w.keys.full(in)
}

// descend moves every tree along the move a just made: a's tree to c,
// the node pick chose, the others' to the move as they see it. Without
// c (Config.Others) a's tree, if it has one, sees the move as the others
// do.
func (w *worker) descend(a engine.Player, c *node, in engine.Intent) {
	if c != nil {
		w.cur[a] = c
		w.path[a] = append(w.path[a], c)
	}
	for q := range w.roots {
		if engine.Player(q) == a && c != nil || w.roots[q] == nil {
			continue
		}
		w.cur[q] = w.child(w.cur[q], public(in), in)
		w.path[q] = append(w.path[q], w.cur[q])
	}
	w.moves = append(w.moves, in)
}

// child is n's child by key k, added for in when missing.
func (w *worker) child(n *node, k any, in engine.Intent) *node {
	if c := n.find(k); c != nil {
		return c
	}
	c := w.nodes.get()
	c.key, c.in, c.actor = k, in, in.Actor()
	n.add(c)
	for int(c.actor) >= len(w.rew) { // a player who acts without a tree
		w.rew = append(w.rew, 0)
		w.luck = append(w.luck, 0)
	}
	return c
}

// playout plays st on by the policy until the game ends or the depth
// limit; ok is false when the deadline passed first.
func (w *worker) playout(st engine.State) (engine.State, bool, error) {
	for n := 0; ; n++ {
		w.tail = n
		if st.Outcome().Over || w.depth > 0 && n >= w.depth || n >= maxPlayout ||
			w.lastTurn > 0 && st.Phase().Turn >= w.lastTurn || w.cut != nil && w.cut(w.view, st) {
			return st, true, nil
		}
		if n&7 == 7 && w.late() {
			return nil, false, nil
		}
		a := actor(st, w.me)
		if a == engine.NoPlayer {
			return st, true, nil
		}
		in := w.choose(st, a)
		if in == nil {
			return st, true, nil
		}
		next, err := applyQuiet(st, in)
		if err != nil && w.policy != nil { // the policy chose badly: play at random
			if in = w.random(st, a); in != nil {
				next, err = applyQuiet(st, in)
			}
		}
		if err != nil {
			return nil, false, fmt.Errorf("search: %s offered %q to player %d, then refused it: %w", kindOf(st), in.String(), a, err)
		}
		w.measure(st, in, next)
		st = next
	}
}

// applyQuiet applies in to st, without its events' sentences where the
// state can leave them out.
func applyQuiet(st engine.State, in engine.Intent) (engine.State, error) {
	if q, ok := st.(QuietApplier); ok {
		return q.ApplyQuiet(in)
	}
	next, _, err := st.Apply(in)
	return next, err
}

// choose is the playout policy's move for a.
func (w *worker) choose(st engine.State, a engine.Player) engine.Intent {
	if w.policy != nil {
		if in, err := w.policy.Choose(st.View(a), a); err == nil && in != nil {
			return in
		}
	}
	return w.random(st, a)
}

func (w *worker) random(st engine.State, a engine.Player) engine.Intent {
	l := options(w.cfg, st, a)
	if len(l) == 0 {
		return nil
	}
	return l[w.rng.IntN(len(l))]
}

// score sets every player's reward for the playout's last state: 1 for
// the winner, 0 for the others, 0.5 each for a draw; a game cut short by
// the depth limit is evaluated.
func (w *worker) score(st engine.State) {
	out := st.Outcome()
	for q := range w.rew {
		p := engine.Player(q)
		switch {
		case out.Over && out.Winner == engine.NoPlayer:
			w.rew[q] = 0.5
		case out.Won(p): // the winner, or an ally who wins beside it
			w.rew[q] = 1
		case out.Over:
			w.rew[q] = 0
		default:
			w.rew[q] = evaluate(w.cfg, st, p)
		}
	}
	w.won = w.rew[w.me]
	if !w.meter || len(w.rew) < 2 {
		return
	}
	var all float64
	for _, l := range w.luck {
		all += l
	}
	others := float64(len(w.rew) - 1)
	for q := range w.rew {
		// Less the player's own luck, plus the others' on average.
		w.rew[q] -= w.luck[q] - (all-w.luck[q])/others
	}
}

// measure adds the luck of in, applied to st to give next, to its
// player's (LuckMeter).
func (w *worker) measure(st engine.State, in engine.Intent, next engine.State) {
	if !w.meter {
		return
	}
	m, ok := st.(LuckMeter)
	if !ok {
		return
	}
	if p, l := m.Luck(in, next); p >= 0 && int(p) < len(w.luck) {
		w.luck[p] += l
	}
}

// canEvaluate reports whether a playout cut short can be scored: without
// an evaluation it would count as a draw, so Depth and Turns are ignored
// and playouts go on to the end.
func canEvaluate(view engine.State, cfg *Config) bool {
	_, ok := view.(Evaluator)
	return ok || cfg.Evaluate != nil
}

// evaluate estimates p's chance to win st, from 0 to 1.
func evaluate(cfg *Config, st engine.State, p engine.Player) float64 {
	v := 0.5
	if cfg.Evaluate != nil {
		v = cfg.Evaluate(st, p)
	} else if e, ok := st.(Evaluator); ok {
		v = e.Evaluate(p)
	}
	return min(max(v, 0), 1)
}

func kindOf(st engine.State) string { return fmt.Sprintf("%T", st) }
