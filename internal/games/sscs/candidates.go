package sscs

import (
	"cmp"
	"slices"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Candidates lists a finite, sensible set of plots for a ship about to
// move, from a view: straight on; one, two or three hexsides either way
// at the start, halfway or at the end of the move; a turn at the start and
// another at the end; each with no evasive maneuvers and with every MP left
// spent on them. Every plot listed is within the ship's MP. The scripted
// opponent chooses among them, and a search can start from them.
func Candidates(view engine.State, id ShipID) []Plot {
	s, ok := view.(*State)
	if !ok || !s.valid(id) || s.ships[id].status != stActive {
		return nil
	}
	return s.candidates(id)
}

func (s *State) candidates(id ShipID) []Plot {
	probe := s.account(id, Plot{}, false)
	speed := probe.To
	// Every shape's steps go into one array, each shape capped so that an
	// append to it copies: at most 18 shapes, 41 steps in all (should it
	// grow, the shapes made before keep the old array).
	arena := make([]PlotStep, 0, 41)
	shapes := make([][]PlotStep, 0, 18)
	straight := func() {
		if speed > 0 {
			arena = append(arena, PlotStep{Forward: speed})
		}
	}
	turns := func(n int) {
		t := 1
		if n < 0 {
			t = -1
		}
		for i := abs(n); i > 0; i-- {
			arena = append(arena, PlotStep{Turn: t})
		}
	}
	shape := func(build func()) {
		k := len(arena)
		build()
		if len(arena) == k {
			shapes = append(shapes, nil)
			return
		}
		shapes = append(shapes, arena[k:len(arena):len(arena)])
	}
	shape(straight)
	if probe.Coasting == "" {
		half := speed / 2
		for _, n := range []int{-1, 1, -2, 2, 3} {
			shape(func() { turns(n); straight() })
			if speed > 0 {
				shape(func() { straight(); turns(n) })
			}
			if half > 0 && speed-half > 0 && abs(n) == 1 {
				shape(func() {
					arena = append(arena, PlotStep{Forward: half})
					turns(n)
					arena = append(arena, PlotStep{Forward: speed - half})
				})
			}
		}
		if speed > 0 {
			for _, n := range []int{-1, 1} {
				shape(func() { turns(n); arena = append(arena, PlotStep{Forward: speed}); turns(n) })
			}
		}
	}
	out := make([]Plot, 0, 2*len(shapes))
	for _, st := range shapes {
		for _, evade := range []bool{false, true} {
			p := Plot{Steps: st}
			l := s.account(id, p, false)
			if l.Err != nil {
				break
			}
			if evade {
				if l.Left <= 0 {
					continue
				}
				p.Evasive = l.Left
			}
			if !hasPlot(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}

func hasPlot(list []Plot, p Plot) bool {
	for _, q := range list {
		if q.Evasive == p.Evasive && len(q.Steps) == len(p.Steps) {
			same := true
			for i := range q.Steps {
				same = same && q.Steps[i] == p.Steps[i]
			}
			if same {
				return true
			}
		}
	}
	return false
}

// searchCandidates is how many intents the search weighs at a ship's
// plot or speed: the scripted opponent's choice, the next best by its
// score (rankedCandidates in all) and neighbours of its choice that the
// score may misjudge. Legal lists some thirty plots for each ship that may
// move and seven speeds for each ship still to declare one, in any order; a
// search of a second cannot tell so many apart and plays the script's
// choice unless another is better beyond doubt. The number is the
// project's own.
const searchCandidates = 6

// rankedCandidates is how many of them the script's score ranks: its
// choice and the next two. The rest are its choice's neighbours, then more
// of the ranking when the neighbours are too few.
const rankedCandidates = 3

// Candidates implements search.Candidates: the intents the search opponent
// weighs for p where a ship's plot has many spellings (its speed, declared
// in the Declaration phase, and its course, plotted in the Movement phase),
// so that a search of a second spends its playouts on a few sensible moves
// rather than on every spelling Legal lists, in every order. The script's
// choice comes first, so the search plays it unless it finds better.
//
// In the Movement phase: for the ship the scripted opponent would move
// next, the script's own plot first, its next best by the script's score,
// then its plot turned a hexside more to port and to starboard and its
// turn made a hex earlier and later. In the Declaration phase, while the
// script's next declaration is a ship's speed: that speed first, the next
// best by the score of each speed's best plot, then one more and one less.
// When the script's next declaration is something else (a launch, damage
// control, boarding, sealing), its choice first, then sealing and the other
// declarations Legal lists that are not speeds (never a truce: the script
// offers none, and the other side's offer is hidden). At most
// searchCandidates in all, every one legal. In every other phase nil: the
// search weighs Legal.
//
// It reads only what p's view shows (positions, speeds, damage, p's own
// declarations), so it is the same on a state and on p's view of it.
func (s *State) Candidates(p engine.Player) []engine.Intent {
	if s.outcome.Over || (p != 0 && p != 1) || !s.Phase().Acting(p) {
		return nil
	}
	b := &brain{s: s, p: p}
	switch s.phase {
	case phDeclare:
		return b.declareCandidates()
	case phMove:
		return b.moveCandidates()
	}
	return nil
}

// moveCandidates follows brain.move: the first ship among the next movers
// that holds an enemy alongside goes straight on; otherwise the mover whose
// best plot scores highest moves.
func (b *brain) moveCandidates() []engine.Intent {
	s := b.s
	movers := s.nextMovers()
	id, held := NoShip, false
	for _, m := range movers {
		if b.holding(m) != NoShip {
			id, held = m, true
			break
		}
	}
	var ranked []Plot
	if held {
		ranked, _ = b.rankedPlots(id)
	} else {
		var bs int64
		for _, m := range movers {
			r, sc := b.rankedPlots(m)
			if id == NoShip || sc > bs {
				id, bs, ranked = m, sc, r
			}
		}
	}
	if id == NoShip {
		return nil
	}
	var choice Plot
	switch {
	case held:
		if sp := s.ledger(id, Plot{}).To; sp > 0 {
			choice.Steps = []PlotStep{{Forward: sp}}
		}
	case len(ranked) > 0:
		choice = ranked[0]
	}
	first := Move{By: b.p, Ship: id, Plot: choice.String()}
	if s.Check(first) != nil {
		return b.fallback()
	}
	out := make([]engine.Intent, 0, searchCandidates)
	out = append(out, first)
	add := func(p Plot) {
		in := Move{By: b.p, Ship: id, Plot: p.String()}
		if len(out) < searchCandidates && len(in.Plot) <= MaxPlotLen && !slices.Contains(out, engine.Intent(in)) {
			out = append(out, in)
		}
	}
	for _, p := range ranked {
		if len(out) >= rankedCandidates {
			break
		}
		add(p)
	}
	for _, p := range s.plotNeighbours(id, choice) {
		add(p)
	}
	for _, p := range ranked {
		add(p)
	}
	return out
}

// rankedPlots is the ship's candidate plots that keep to the rules, best
// first by the script's score (ties in the candidates' order, so the first
// is brain.bestPlot's choice), and the best score (0 when none keeps to
// the rules, as in bestPlot).
func (b *brain) rankedPlots(id ShipID) ([]Plot, int64) {
	type scored struct {
		p  Plot
		sc int64
	}
	var all []scored
	for _, p := range b.s.candidates(id) {
		if sc, ok := b.plotScore(id, p); ok {
			all = append(all, scored{p, sc})
		}
	}
	slices.SortStableFunc(all, func(x, y scored) int { return cmp.Compare(y.sc, x.sc) })
	out := make([]Plot, len(all))
	for i := range all {
		out[i] = all[i].p
	}
	if len(all) == 0 {
		return nil, 0
	}
	return out, all[0].sc
}

// plotNeighbours is p turned one hexside more to port and to starboard
// where it first turns (at the start if it never does), and with that turn
// one hex earlier and one later; each spends what MP are left on evasive
// maneuvers if p does, and keeps to the ship's MP.
func (s *State) plotNeighbours(id ShipID, p Plot) []Plot {
	// The first group of turns, steps[i:j], and the hexes before and after
	// it (0 when it starts or ends the plot).
	steps := p.Steps
	i := 0
	for i < len(steps) && steps[i].Turn == 0 {
		i++
	}
	if i == len(steps) {
		i = 0
	}
	j := i
	for j < len(steps) && steps[j].Turn != 0 {
		j++
	}
	before, after := 0, 0
	if i > 0 {
		before = steps[i-1].Forward
	}
	if j < len(steps) {
		after = steps[j].Forward
	}
	// shape rebuilds the plot with the group's turns and the hexes around
	// it changed.
	shape := func(turns []PlotStep, before, after int) []PlotStep {
		var out []PlotStep
		out = append(out, steps[:max(i-1, 0)]...)
		if before > 0 {
			out = append(out, PlotStep{Forward: before})
		}
		out = append(out, turns...)
		if after > 0 {
			out = append(out, PlotStep{Forward: after})
		}
		if j < len(steps) {
			out = append(out, steps[j+1:]...)
		}
		// Hexes on either side of turns taken out are one run: a plot's
		// string writes a run as one number.
		k := 0
		for _, st := range out {
			if k > 0 && st.Forward > 0 && out[k-1].Forward > 0 {
				out[k-1].Forward += st.Forward
				continue
			}
			out[k] = st
			k++
		}
		return out[:k]
	}
	group := steps[i:j]
	var shapes [][]PlotStep
	for _, dir := range []int{-1, 1} {
		turns := append([]PlotStep{{Turn: dir}}, group...)
		if len(group) > 0 && group[0].Turn == -dir {
			turns = group[1:]
		}
		shapes = append(shapes, shape(turns, before, after))
	}
	if len(group) > 0 && before > 0 {
		shapes = append(shapes, shape(group, before-1, after+1))
	}
	if len(group) > 0 && after > 0 {
		shapes = append(shapes, shape(group, before+1, after-1))
	}
	var out []Plot
	for _, st := range shapes {
		q := Plot{Steps: st}
		l := s.account(id, q, false)
		if l.Err != nil {
			continue
		}
		if p.Evasive > 0 {
			q.Evasive = l.Left
		}
		out = append(out, q)
	}
	return out
}

// declareCandidates follows brain.declare: ship by ship, a craft's launch,
// damage control, boarding, then the ship's speed; sealing last.
func (b *brain) declareCandidates() []engine.Intent {
	s := b.s
	for i := range s.ships {
		id := ShipID(i)
		sh := s.ships[i]
		if sh.side != b.p {
			continue
		}
		if in := (Launch{By: b.p, Craft: id}); sh.status == stAboard && !sh.dLaunch && s.checkLaunch(in) == nil {
			return b.otherDeclarations(in)
		}
		if sh.status != stActive {
			continue
		}
		if in := b.repair(id); in != nil {
			return b.otherDeclarations(in)
		}
		if d := s.docked(id); d != NoShip && sh.dBoard == NoShip {
			if in := (Board{By: b.p, Ship: id, Target: d}); s.checkBoard(in) == nil {
				return b.otherDeclarations(in)
			}
		}
		if !sh.dSpeedSet && s.coasting(id) == "" {
			return b.speedCandidates(id)
		}
	}
	return b.otherDeclarations(Seal{By: b.p})
}

// speedCandidates follows brain.speed: every speed it tries, ranked by its
// best plot's score, the first being the script's (or, docked with an
// enemy it holds, the enemy's speed, as brain.declare declares).
func (b *brain) speedCandidates(id ShipID) []engine.Intent {
	s := b.s
	sh := s.ships[id]
	mp := MPOf(s.drive(id))
	lo, hi := max(sh.speed-mp, 0), sh.speed+mp
	if hi-lo > 12 {
		lo, hi = max(sh.speed-6, 0), sh.speed+6
	}
	type scored struct {
		v  int
		sc int64
	}
	var all []scored
	// One copy serves every speed: bestPlot reads the declared speed and
	// changes nothing.
	t := s.clone()
	tb := &brain{s: t, p: b.p, tune: b.tune}
	for v := lo; v <= min(hi, maxSpeed); v++ {
		t.mut(id).dSpeed, t.mut(id).dSpeedSet = v, true
		_, sc := tb.bestPlot(id)
		all = append(all, scored{v, sc})
	}
	slices.SortStableFunc(all, func(x, y scored) int { return cmp.Compare(y.sc, x.sc) })
	choice := sh.speed
	if len(all) > 0 {
		choice = all[0].v
	}
	if w := b.holding(id); w != NoShip && s.checkSpeed(Speed{By: b.p, Ship: id, Speed: s.ships[w].speed}) == nil {
		choice = s.ships[w].speed
	}
	first := Speed{By: b.p, Ship: id, Speed: choice}
	if s.Check(first) != nil {
		return b.fallback()
	}
	out := make([]engine.Intent, 0, searchCandidates)
	out = append(out, first)
	add := func(v int) {
		in := Speed{By: b.p, Ship: id, Speed: v}
		// Check does not look at the range a decoded speed is held to.
		if len(out) < searchCandidates && !slices.Contains(out, engine.Intent(in)) && in.Validate() == nil && s.Check(in) == nil {
			out = append(out, in)
		}
	}
	for _, x := range all {
		if len(out) >= rankedCandidates {
			break
		}
		add(x.v)
	}
	add(choice + 1)
	add(choice - 1)
	for _, x := range all {
		add(x.v)
	}
	return out
}

// otherDeclarations is the script's declaration when it is not a speed,
// then sealing, then what else Legal lists but speeds and a truce.
func (b *brain) otherDeclarations(choice engine.Intent) []engine.Intent {
	s := b.s
	if s.Check(choice) != nil {
		return b.fallback()
	}
	out := make([]engine.Intent, 0, searchCandidates)
	out = append(out, choice)
	if seal := (Seal{By: b.p}); choice != engine.Intent(seal) {
		out = append(out, seal)
	}
	for _, in := range s.declareOptions(b.p) {
		if len(out) >= searchCandidates {
			break
		}
		switch in.(type) {
		case Speed, Seal, Clear:
			continue // a take-back would only undo the script's own plan
		}
		if !slices.Contains(out, in) {
			out = append(out, in)
		}
	}
	return out
}

// fallback is what Scripted.Choose plays when its plan is refused: the
// first intent Legal lists that is not a truce (the first of all if every
// one is); then the next few Legal lists, never a truce.
func (b *brain) fallback() []engine.Intent {
	legal := b.s.Legal(b.p)
	if len(legal) == 0 {
		return nil
	}
	truce := func(in engine.Intent) bool {
		x, ok := in.(Seal)
		return ok && x.Truce
	}
	k := max(slices.IndexFunc(legal, func(in engine.Intent) bool { return !truce(in) }), 0)
	out := make([]engine.Intent, 0, searchCandidates)
	out = append(out, legal[k])
	for i, in := range legal {
		if len(out) >= searchCandidates {
			break
		}
		if i != k && !truce(in) {
			out = append(out, in)
		}
	}
	return out
}
