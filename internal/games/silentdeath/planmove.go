package silentdeath

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The scripted opponent plans a craft's whole move at every step of it: a
// search of the poses its Drive can still reach with forward steps and
// normal turns, each scored by evaluate. It runs for every step of every
// move of every playout of the expert, so it indexes a window of the map
// instead of hashing, names steps by a code instead of boxing intents, and
// works out each score once.

// planNode is a pose in the search: a hex, a facing, and whether the craft
// has turned in this hex (one turn a hex).
type planNode struct {
	h      hex.Hex
	f      hex.Direction
	turned bool
}

// planInfo is the cheapest cost found to a node, plus one (0: not seen),
// and the first step of the path that costs it.
type planInfo struct {
	cost  int16
	first planStep
}

// planStep is the first step of a planned path.
type planStep uint8

const (
	stepStop planStep = iota
	stepForward
	stepLeft
	stepRight
)

// planWindow is the hexes within reach of an origin, numbered without a
// map: reach hexes every way is a (2·reach+1)² box of axial coordinates.
type planWindow struct {
	origin hex.Hex
	reach  int
	span   int
}

func newPlanWindow(origin hex.Hex, reach int) planWindow {
	return planWindow{origin: origin, reach: reach, span: 2*reach + 1}
}

// hexes is the number of hexes the window numbers.
func (w planWindow) hexes() int { return w.span * w.span }

// at numbers a hex within reach of the origin.
func (w planWindow) at(h hex.Hex) int {
	return (h.Q-w.origin.Q+w.reach)*w.span + h.R - w.origin.R + w.reach
}

// node numbers a pose: twelve per hex (six facings, turned or not).
func (w planWindow) node(n planNode) int {
	k := w.at(n.h)*12 + int(n.f)*2
	if n.turned {
		k++
	}
	return k
}

// poseScores memoizes evaluate for craft i over a window: a pose's score
// once per hex and facing (the turned flag does not change it), the
// enemy's threats once per hex (the facing does not change them). The
// numbers are evaluate's, worked out in the same order.
type poseScores struct {
	s          *State
	i          int
	w          planWindow
	nc         int
	scores     []float64
	scored     []bool
	threat     []float64
	threatened []bool
}

func newPoseScores(s *State, i int, w planWindow) *poseScores {
	nc := len(s.crafts)
	return &poseScores{s: s, i: i, w: w, nc: nc,
		scores: make([]float64, w.hexes()*6), scored: make([]bool, w.hexes()*6),
		threat: make([]float64, w.hexes()*nc), threatened: make([]bool, w.hexes())}
}

func (p *poseScores) score(h hex.Hex, f hex.Direction) float64 {
	hx := p.w.at(h)
	k := hx*6 + int(f)
	if !p.scored[k] {
		th := p.threat[hx*p.nc : (hx+1)*p.nc]
		if !p.threatened[hx] {
			p.s.threats(p.i, h, th)
			p.threatened[hx] = true
		}
		p.scores[k], p.scored[k] = p.s.evaluate(p.i, h, f, th), true
	}
	return p.scores[k]
}

// exitScore is the score of leaving the map by the exit edge when the
// scenario's goal asks for it: above any pose on the map.
const exitScore = 1e6

// planMove plans craft i's whole move with forward steps and normal turns
// and returns its first step.
func (s *State) planMove(i int, legal []engine.Intent) engine.Intent {
	c := &s.crafts[i]
	if c.Drive(s.firstGame) < TurnCost {
		return Stop{By: engine.Player(c.side), Craft: CraftID(i)}
	}
	best, bestV := stepStop, 0.0
	s.planPoses(i, func(first planStep, v float64, start bool) {
		if start || v > bestV {
			best, bestV = first, v
		}
	})
	return s.planned(i, best, legal)
}

// planPoses searches the poses craft i (of Drive 3 or more) can still end
// its move in with forward steps and normal turns, and calls visit for
// each in the order of the search: first the pose it stands in (start set;
// scored -1e9 when it may not end there), then every other pose it may end
// in, with its score and the first step of the cheapest path to it, and
// leaving by the exit edge, scored exitScore, where the scenario's goal
// asks for it (until the best seen is that).
func (s *State) planPoses(i int, visit func(first planStep, v float64, start bool)) {
	c := &s.crafts[i]
	drive := c.Drive(s.firstGame)
	mp, turned := 0, false
	if s.mover == i {
		mp, turned = s.mp, s.turnedHere
	}
	if s.opt.Turning && !c.drifted && !(s.mover == i && s.entered) {
		turned = true // 10.3: the first turn waits for a new hex
	}
	// Every pose still in reach is within drive-mp hexes of the start.
	w := newPlanWindow(c.pos, max(0, drive-mp))
	seen := make([]planInfo, w.hexes()*12)
	scores := newPoseScores(s, i, w)
	start := planNode{c.pos, c.facing, turned}
	seen[w.node(start)] = planInfo{int16(mp + 1), stepStop}
	queue := []planNode{start}
	bestV := scores.score(c.pos, c.facing)
	if s.occupied(c.pos, i, c.side) {
		bestV = -1e9
	}
	visit(stepStop, bestV, true)
	exit := s.wantsExit(i) // a scenario goal: leave by the exit edge
	for qi := 0; qi < len(queue); qi++ {
		nd := queue[qi]
		in := seen[w.node(nd)]
		here := s.occupied(nd.h, i, c.side)
		if !here && qi > 0 {
			v := scores.score(nd.h, nd.f)
			bestV = max(bestV, v)
			visit(in.first, v, false)
		}
		push := func(m planNode, cost int, step planStep) {
			if cost > drive {
				return
			}
			old := &seen[w.node(m)]
			if old.cost != 0 && int(old.cost) <= cost+1 {
				return
			}
			first := in.first
			if qi == 0 {
				first = step
			}
			*old = planInfo{int16(cost + 1), first}
			queue = append(queue, m)
		}
		cost := int(in.cost) - 1
		if to := hex.Neighbor(nd.h, nd.f); exit && cost+1 <= drive && !s.sc.board.In(to) {
			if _, ok := s.LeavesBy(i, to); ok && bestV < exitScore {
				first := in.first
				if qi == 0 {
					first = stepForward
				}
				bestV = exitScore
				visit(first, exitScore, false)
			}
		}
		if to := hex.Neighbor(nd.h, nd.f); s.sc.board.In(to) && !s.asteroidAt(to) && !s.trackerAt(i, to) {
			push(planNode{to, nd.f, false}, cost+1, stepForward)
		}
		if !nd.turned && (!here || s.firstGame) {
			push(planNode{nd.h, nd.f.Rotate(-1), !s.firstGame}, cost+TurnCost, stepLeft)
			push(planNode{nd.h, nd.f.Rotate(1), !s.firstGame}, cost+TurnCost, stepRight)
		}
	}
}

// planned is the intent of craft i's first step, or its Stop (or the
// first legal intent) when that step is not among legal.
func (s *State) planned(i int, first planStep, legal []engine.Intent) engine.Intent {
	by, id := engine.Player(s.crafts[i].side), CraftID(i)
	var step engine.Intent
	switch first {
	case stepStop:
		step = Stop{By: by, Craft: id}
	case stepForward:
		step = Forward{By: by, Craft: id}
	case stepLeft:
		step = Turn{By: by, Craft: id, Dir: -1}
	default:
		step = Turn{By: by, Craft: id, Dir: 1}
	}
	for _, l := range legal {
		if l == step {
			return step
		}
	}
	for _, l := range legal {
		if x, ok := l.(Stop); ok && x.Craft == id {
			return x
		}
	}
	return legal[0]
}
