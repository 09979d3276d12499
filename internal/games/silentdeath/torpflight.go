package silentdeath

import (
	"errors"
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// 4.2 under rules 8: "the exact flight path of each torpedo is determined
// by the player who fired it". A torp's flight is a series of steps, each
// a turn in the hex it is in (3 MP a hexside, 5.2's torp movement; none
// with 10.6's maneuverable torps) and a move into the hex ahead (1 MP) or,
// with 10.4, a sideslip (2 MP). Every hex entered decreases the range to
// the target, and while the target's hex can be reached with the MP left
// the torp keeps it reachable and enters it; it flies until it is in the
// target's hex or no such step is left. Where more than one step is legal
// the torp's owner chooses (TorpStep), or lets the program fly the rest the
// cheapest way (TorpFly); a step that is the only one is taken at once.
// Saves of rules 1 to 7 play their torps as those rules did, the program
// choosing the whole path (torpPath): their scenario is decoded with
// Scenario.autoTorps set (DecodeScenarioOfRules).

// Intent kinds of a torp's flight (rules 8).
const (
	KindTorpStep = "torpstep" // the torp in flight enters a hex the owner picks
	KindTorpFly  = "torpfly"  // the torp in flight flies the rest of the way the cheapest way
)

// PhaseTorpFlight is the phase's name while a torp's owner chooses its
// path (4.2).
const PhaseTorpFlight = "Movement: torp flight"

// TorpStep flies torp Torp (its id) into hex [Col,Row] with facing Facing
// (0 N, clockwise): a move ahead after turning to Facing, or with 10.4 a
// sideslip into the hex beside the one ahead.
type TorpStep struct {
	By     engine.Player `json:"by"`
	Torp   int           `json:"torp"`
	Col    int           `json:"col"`
	Row    int           `json:"row"`
	Facing int           `json:"facing,omitempty"`
}

// TorpFly flies the rest of torp Torp's flight by the cheapest path: into
// its target's hex if it can reach it, otherwise as near as it gets.
type TorpFly struct {
	By   engine.Player `json:"by"`
	Torp int           `json:"torp"`
}

func (TorpStep) Kind() string           { return KindTorpStep }
func (TorpFly) Kind() string            { return KindTorpFly }
func (i TorpStep) Actor() engine.Player { return i.By }
func (i TorpFly) Actor() engine.Player  { return i.By }
func (i TorpStep) String() string {
	return fmt.Sprintf("torp #%d: to [%d,%d] facing %s", i.Torp, i.Col, i.Row, hex.Direction(i.Facing))
}
func (i TorpFly) String() string {
	return fmt.Sprintf("torp #%d: fly the rest the cheapest way", i.Torp)
}

// Validate implements engine.Validator.
func (i TorpStep) Validate() error {
	if err := (fields{by: i.By, facing: i.Facing}).check(); err != nil {
		return err
	}
	if i.Torp < 0 || i.Col < -1 || i.Row < -1 || i.Col > maxMapSide || i.Row > maxMapSide {
		return errors.New("a field is out of range")
	}
	return nil
}

// Validate implements engine.Validator.
func (i TorpFly) Validate() error {
	if err := (fields{by: i.By}).check(); err != nil {
		return err
	}
	if i.Torp < 0 {
		return errors.New("a field is out of range")
	}
	return nil
}

// flight is the torp whose owner is choosing its path, and the path so
// far.
type flight struct {
	torp int       // its id
	mp   int       // MP spent
	slip bool      // its last step was a sideslip (10.4): the next may not be
	path []hex.Hex // the hexes it has been in, its start first
}

// torpMove is one step of a torp: turns hexsides turned in its hex, then
// into to with facing, ahead or (slip) by a sideslip, for cost MP.
type torpMove struct {
	to     hex.Hex
	facing hex.Direction
	turns  int
	slip   bool
	cost   int
}

// step is the move as an intent of p for torp id.
func (m torpMove) step(p engine.Player, id int) TorpStep {
	c, r := hex.ToOffset(m.to)
	return TorpStep{By: p, Torp: id, Col: c, Row: r, Facing: int(m.facing)}
}

type torpNodeKey struct {
	h    hex.Hex
	f    hex.Direction
	slip bool
}

// torpTurnCost is the MP a torp spends on each hexside it turns in its hex:
// 3 (5.2), none with 10.6's maneuverable torps.
func (s *State) torpTurnCost() int {
	if s.opt.TorpManeuver {
		return 0
	}
	return TorpTurnCostPerS
}

// torpSteps lists the steps a torp at nd may take toward goal with left MP:
// onto the map, into no asteroid, each decreasing the range to goal (4.2),
// one per hex and facing. skip, if set, refuses a hex (the scripted
// opponent's way round 11.2's minefield).
func (s *State) torpSteps(nd torpNodeKey, goal hex.Hex, left int, skip func(hex.Hex) bool, add func(torpMove)) {
	d0 := hex.Distance(nd.h, goal)
	per := s.torpTurnCost()
	ok := func(to hex.Hex) bool {
		return hex.Distance(to, goal) < d0 && s.sc.board.In(to) && !s.asteroidAt(to) && (skip == nil || !skip(to))
	}
	for g := hex.Direction(0); g < 6; g++ {
		turns := nd.f.Turns(g)
		tc := turns * per
		if to := hex.Neighbor(nd.h, g); tc+1 <= left && ok(to) {
			add(torpMove{to: to, facing: g, turns: turns, cost: tc + 1})
		}
		if s.opt.Sideslips && (turns > 0 || !nd.slip) && tc+SlipCost <= left {
			for _, side := range []int{-1, 1} {
				if to := hex.Neighbor(nd.h, g.Rotate(side)); ok(to) {
					add(torpMove{to: to, facing: g, turns: turns, slip: true, cost: tc + SlipCost})
				}
			}
		}
	}
}

// torpToGo is the fewest MP a torp at nd needs to enter goal by 4.2's
// steps, more than limit when it cannot within limit.
func (s *State) torpToGo(nd torpNodeKey, goal hex.Hex, limit int, memo map[torpNodeKey]int) int {
	if nd.h == goal {
		return 0
	}
	if hex.Distance(nd.h, goal) > limit {
		return limit + 1
	}
	if v, ok := memo[nd]; ok {
		return v
	}
	best := limit + 1
	s.torpSteps(nd, goal, limit, nil, func(m torpMove) {
		if m.cost >= best {
			return
		}
		rest := s.torpToGo(torpNodeKey{m.to, m.facing, m.slip}, goal, limit, memo)
		best = min(best, m.cost+rest)
	})
	memo[nd] = best
	return best
}

// flightState is the torp in flight, its goal and its MP left; ok false
// when none flies.
func (s *State) flightState() (k int, goal hex.Hex, left int, ok bool) {
	if s.fly == nil {
		return -1, hex.Hex{}, 0, false
	}
	k = s.torpByID(s.fly.torp)
	if k < 0 {
		return -1, hex.Hex{}, 0, false
	}
	goal, ok = s.refPos(s.torps[k].target)
	return k, goal, s.torpSpeed(s.torps[k].mark) - s.fly.mp, ok
}

// flightSteps lists the legal next steps of the torp in flight (4.2).
func (s *State) flightSteps() []torpMove {
	k, goal, left, ok := s.flightState()
	if !ok || s.torps[k].pos == goal {
		return nil
	}
	t := &s.torps[k]
	here := torpNodeKey{t.pos, t.facing, s.fly.slip}
	memo := map[torpNodeKey]int{}
	reach := s.torpToGo(here, goal, left, memo) <= left
	var out []torpMove
	s.torpSteps(here, goal, left, nil, func(m torpMove) {
		if reach && m.cost+s.torpToGo(torpNodeKey{m.to, m.facing, m.slip}, goal, left, memo) > left {
			return // 4.2: the torp enters its target's hex if it can
		}
		out = append(out, m)
	})
	return out
}

// torpRoute is the cheapest path of 4.2's steps from the torp in flight:
// into its target's hex when it can reach it, otherwise the one that ends
// nearest with the fewest MP; skip as in torpSteps.
func (s *State) torpRoute(skip func(hex.Hex) bool) []torpMove {
	k, goal, left, ok := s.flightState()
	if !ok {
		return nil
	}
	t := &s.torps[k]
	start := torpNodeKey{t.pos, t.facing, s.fly.slip}
	type seen struct {
		cost int
		from torpNodeKey
		move torpMove
	}
	best := map[torpNodeKey]seen{start: {}}
	buckets := make([][]torpNodeKey, left+1)
	buckets[0] = append(buckets[0], start)
	end, endD, endC := start, hex.Distance(start.h, goal), 0
	for c := 0; c <= left; c++ {
		for bi := 0; bi < len(buckets[c]); bi++ {
			nd := buckets[c][bi]
			if best[nd].cost != c {
				continue
			}
			if d := hex.Distance(nd.h, goal); d < endD || (d == endD && c < endC) {
				end, endD, endC = nd, d, c
			}
			if nd.h == goal {
				continue
			}
			s.torpSteps(nd, goal, left-c, skip, func(m torpMove) {
				to := torpNodeKey{m.to, m.facing, m.slip}
				if old, ok := best[to]; ok && old.cost <= c+m.cost {
					return
				}
				best[to] = seen{cost: c + m.cost, from: nd, move: m}
				buckets[c+m.cost] = append(buckets[c+m.cost], to)
			})
		}
	}
	var path []torpMove
	for nd := end; nd != start; nd = best[nd].from {
		path = append(path, best[nd].move)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// flightOptions lists the torp-in-flight intents of its owner: each legal
// step, then TorpFly.
func (s *State) flightOptions(add func(engine.Intent)) {
	k, _, _, ok := s.flightState()
	if !ok {
		return
	}
	p := engine.Player(s.torps[k].side)
	for _, m := range s.flightSteps() {
		add(m.step(p, s.fly.torp))
	}
	add(TorpFly{By: p, Torp: s.fly.torp})
}

// FlightChoice is what the screen shows of a torp whose owner chooses its
// path: the torp, its target, its MP left, where it has been and the legal
// next steps (4.2).
type FlightChoice struct {
	Torp   Target
	Target Target
	Mark   Mark
	Pos    hex.Hex
	Facing hex.Direction
	Left   int
	Path   []hex.Hex
	Steps  []FlightStep
	// Cheapest is where TorpFly would take it, hex by hex, and its MP.
	Cheapest   []hex.Hex
	CheapestMP int
	// PathMined: the path so far spent MP in 11.2's minefield, which
	// attacks the torp after its flight; CheapestMined: the cheapest rest
	// of the way would (from Pos, when it moves at all).
	PathMined, CheapestMined bool
}

// FlightStep is one legal next step: the intent and what it costs.
type FlightStep struct {
	Intent TorpStep
	To     hex.Hex
	Facing hex.Direction
	Turns  int
	Slip   bool
	Cost   int
}

// Flight is the torp whose owner chooses its path now, if any.
func (s *State) Flight() (FlightChoice, bool) {
	k, _, left, ok := s.flightState()
	if !ok {
		return FlightChoice{}, false
	}
	t := &s.torps[k]
	fc := FlightChoice{Torp: ref{refTorp, t.id}, Target: t.target, Mark: t.mark, Pos: t.pos, Facing: t.facing,
		Left: left, Path: append([]hex.Hex(nil), s.fly.path...)}
	for _, m := range s.flightSteps() {
		fc.Steps = append(fc.Steps, FlightStep{Intent: m.step(engine.Player(t.side), t.id), To: m.to, Facing: m.facing,
			Turns: m.turns, Slip: m.slip, Cost: m.cost})
	}
	for _, m := range s.torpRoute(nil) {
		fc.Cheapest = append(fc.Cheapest, m.to)
		fc.CheapestMP += m.cost
	}
	fc.PathMined = len(fc.Path) > 1 && s.anyMined(fc.Path)
	fc.CheapestMined = len(fc.Cheapest) > 0 && (s.Mined(fc.Pos) || s.anyMined(fc.Cheapest))
	return fc, true
}

// anyMined reports whether a hex of hs lies in 11.2's minefield. Every hex
// of a torp's path is one it spent MP in (it turned there, entered it or
// left it), so a path that moved is attacked when this holds (endFlight).
func (s *State) anyMined(hs []hex.Hex) bool {
	for _, h := range hs {
		if s.Mined(h) {
			return true
		}
	}
	return false
}

// startFlight begins torp k's flight. Under rules 1 to 7 the program flies
// it whole (flyTorp); under rules 8 its owner chooses where more than one
// step is legal. When the flight is over the torp's own trackers are next
// (flyWork).
func (n *State) startFlight(ev *events, k int) {
	t := &n.torps[k]
	t.moved = true
	goal, ok := n.refPos(t.target)
	if ok && t.pos == goal {
		t.arrived = true
	}
	if !ok || t.arrived {
		n.flyWork = append(n.flyWork, ref{refTorp, t.id})
		return
	}
	n.fly = &flight{torp: t.id, path: []hex.Hex{t.pos}}
	n.flyOn(ev)
}

// flyOn takes the steps that leave the owner no choice, and ends the flight
// when the torp is in its target's hex or has no step left.
func (n *State) flyOn(ev *events) {
	if n.fly != nil && n.flyForced() {
		n.endFlight(ev)
	}
}

// flyForced takes the steps of the torp in flight that leave its owner no
// choice (4.2: a step that is the only one is taken at once) and reports
// whether no step is left, the flight over. n.fly must be set.
func (n *State) flyForced() bool {
	for {
		steps := n.flightSteps()
		switch len(steps) {
		case 0:
			return true
		case 1:
			n.takeStep(steps[0])
		default:
			return false
		}
	}
}

// StepLead is where a step of the torp in flight leads on its own (4.2):
// the hexes the torp enters after it with no choice left, whether the
// flight then ends, and whether it ends in the target's hex.
type StepLead struct {
	Path    []hex.Hex
	Ends    bool
	Arrives bool
}

// StepLeads says where step leads when it is legal now: the step and the
// forced steps after it are taken on a copy of the battle by the code Apply
// uses (takeStep, flyForced). ok is false when Apply would refuse step.
func (s *State) StepLeads(step TorpStep) (StepLead, bool) {
	if s.check(step) != nil {
		return StepLead{}, false
	}
	k, _, _, _ := s.flightState()
	for _, m := range s.flightSteps() {
		if m.step(step.By, step.Torp) != step {
			continue
		}
		n := s.clone()
		n.takeStep(m)
		var l StepLead
		l.Ends = n.flyForced()
		l.Path = append([]hex.Hex(nil), n.fly.path[len(s.fly.path)+1:]...)
		l.Arrives = l.Ends && n.torps[k].arrived
		return l, true
	}
	return StepLead{}, false
}

// takeStep moves the torp in flight by m.
func (n *State) takeStep(m torpMove) {
	k := n.torpByID(n.fly.torp)
	t := &n.torps[k]
	t.pos, t.facing = m.to, m.facing
	n.fly.mp += m.cost
	n.fly.slip = m.slip
	n.fly.path = append(n.fly.path, m.to)
	if goal, ok := n.refPos(t.target); ok && m.to == goal {
		t.arrived = true
	}
}

// endFlight words the flight, has 11.2's minefield attack a torp that spent
// MP in it, and lets the torp's own trackers fly next.
func (n *State) endFlight(ev *events) {
	f := n.fly
	n.fly = nil
	k := n.torpByID(f.torp)
	if k < 0 {
		return
	}
	t := &n.torps[k]
	var b strings.Builder
	b.WriteString(n.refLabel(ref{refTorp, t.id}) + " flies " + pathText(f.path) + " (" + itoa(f.mp) + " MP)")
	if t.arrived {
		b.WriteString(" into the hex of " + n.refLabel(t.target))
	}
	ev.list = append(ev.list, engine.Event{Kind: EvTorpMove, Player: engine.Player(t.side), Text: b.String(),
		Trail: &engine.Trail{Unit: ref{refTorp, t.id}.String(), Path: points(f.path)}})
	// 11.2: a torp that spent nothing is not attacked (anyMined).
	if f.mp > 0 && n.anyMined(f.path) {
		n.mineAttack(ev, ref{refTorp, t.id})
	}
	if n.torpByID(f.torp) >= 0 {
		n.flyWork = append(n.flyWork, ref{refTorp, f.torp})
	}
}

// runFlights flies the trackers of the targets on flyWork, the latest
// first (a torp's trackers right after it, 5.2), until a torp waits for its
// owner; it reports whether all have flown.
func (n *State) runFlights(ev *events) bool {
	for n.fly == nil && len(n.flyWork) > 0 {
		r := n.flyWork[len(n.flyWork)-1]
		k := -1
		for j := range n.torps {
			if n.torps[j].target == r && !n.torps[j].moved {
				k = j
				break
			}
		}
		if k < 0 {
			n.flyWork = n.flyWork[:len(n.flyWork)-1]
			continue
		}
		n.startFlight(ev, k)
	}
	return n.fly == nil
}

// applyFlight applies a TorpStep or TorpFly of the torp in flight.
func (n *State) applyFlight(x engine.Intent, ev *events) {
	switch x := x.(type) {
	case TorpStep:
		for _, m := range n.flightSteps() {
			if m.step(x.By, x.Torp) == x {
				from := n.torps[n.torpByID(x.Torp)].pos
				n.takeStep(m)
				text := n.refLabel(ref{refTorp, x.Torp})
				if m.turns > 0 {
					text += " turns " + engine.Count(m.turns, "hexside", "hexsides") + " and"
				}
				if m.slip {
					text += " sideslips into "
				} else {
					text += " enters "
				}
				text += offset(m.to) + ", facing " + m.facing.String() + ": " + itoa(m.cost) + " MP, " +
					itoa(n.torpSpeed(n.torps[n.torpByID(x.Torp)].mark)-n.fly.mp) + " left"
				ev.list = append(ev.list, engine.Event{Kind: EvTorpMove, Player: engine.Player(x.By), Text: text,
					Trail: &engine.Trail{Unit: ref{refTorp, x.Torp}.String(), Path: points([]hex.Hex{from, m.to})}})
				break
			}
		}
	case TorpFly:
		for _, m := range n.torpRoute(nil) {
			n.takeStep(m)
		}
		n.endFlight(ev)
	}
	n.flyOn(ev)
	n.runFlights(ev)
}

// whyNotFlight explains why a TorpStep or TorpFly is refused.
func (s *State) whyNotFlight(x engine.Intent) error {
	id := -1
	switch x := x.(type) {
	case TorpStep:
		id = x.Torp
	case TorpFly:
		id = x.Torp
	}
	if s.fly == nil {
		return errors.New("no torp is waiting for its path now (4.2: a torp flies right after its target moves)")
	}
	name := s.refLabel(ref{refTorp, s.fly.torp})
	if id != s.fly.torp {
		return fmt.Errorf("torp #%d is not the one in flight: %s is", id, name)
	}
	st, ok := x.(TorpStep)
	if !ok {
		return fmt.Errorf("%s cannot fly on now", name)
	}
	k, goal, left, _ := s.flightState()
	t := &s.torps[k]
	to := hex.FromOffset(st.Col, st.Row)
	dir := -1
	for g := hex.Direction(0); g < 6; g++ {
		if hex.Neighbor(t.pos, g) == to {
			dir = int(g)
		}
	}
	f := hex.Direction(st.Facing)
	switch {
	case !f.Valid():
		return fmt.Errorf("%s: facing %d is not a facing (0 N to 5 NW, clockwise)", name, st.Facing)
	case dir < 0:
		return fmt.Errorf("%s is in %s: %s is not next to it", name, offset(t.pos), offset(to))
	case !s.sc.board.In(to):
		return fmt.Errorf("%s would leave the map at %s", name, offset(to))
	case s.asteroidAt(to):
		return fmt.Errorf("%s would fly into the asteroid in %s (10.5)", name, offset(to))
	case hex.Distance(to, goal) >= hex.Distance(t.pos, goal):
		return fmt.Errorf("%s must decrease the range to %s with every hex it enters (4.2): %s is %d hexes from it, %s %d",
			name, s.refLabel(t.target), offset(to), hex.Distance(to, goal), offset(t.pos), hex.Distance(t.pos, goal))
	}
	slip := int(f) != dir
	if slip && (!s.opt.Sideslips || f.Turns(hex.Direction(dir)) != 1) {
		return fmt.Errorf("%s enters the hex ahead of it: to reach %s it faces %s, not %s", name, offset(to), hex.Direction(dir), f)
	}
	per := s.torpTurnCost()
	turns := t.facing.Turns(f)
	cost := turns*per + 1
	if slip {
		if turns == 0 && s.fly.slip {
			return fmt.Errorf("%s sideslipped last: two sideslips may not be made in a row (10.4)", name)
		}
		cost = turns*per + SlipCost
	}
	if cost > left {
		return fmt.Errorf("%s has %d MP left: turning %s and entering %s costs %d (5.2)", name, left, engine.Count(turns, "hexside", "hexsides"), offset(to), cost)
	}
	return fmt.Errorf("%s can still reach the hex of %s with its %d MP left, and must (4.2): from %s facing %s it no longer could",
		name, s.refLabel(t.target), left, offset(to), f)
}

// planFlight is the scripted opponent's path for its torp in flight: the
// first step of a path that keeps out of 11.2's minefield when the cheapest
// one goes through it and the other does as well (it enters the target's
// hex if the cheapest does); otherwise the cheapest path (TorpFly).
// Asteroids are never entered (torpSteps).
func (s *State) planFlight(p engine.Player) engine.Intent {
	fly := TorpFly{By: p, Torp: s.fly.torp}
	k, goal, _, ok := s.flightState()
	if !ok || s.Mined(s.torps[k].pos) {
		return fly // every step spends MP in the mines
	}
	cheap := s.torpRoute(nil)
	var hexes []hex.Hex
	for _, m := range cheap {
		hexes = append(hexes, m.to)
	}
	if !s.anyMined(hexes) {
		return fly
	}
	safe := s.torpRoute(s.Mined)
	if len(safe) == 0 || (cheap[len(cheap)-1].to == goal && safe[len(safe)-1].to != goal) {
		return fly
	}
	return safe[0].step(p, s.fly.torp)
}

// Candidates implements the expert's search.Candidates: while a torp waits
// for its owner's path (4.2), the cheapest path and, when it differs, the
// scripted opponent's way round the minefield; every other decision is
// Legal's (nil).
func (s *State) Candidates(p engine.Player) []engine.Intent {
	if s.fly == nil || len(s.pending) > 0 || s.outcome.Over || !s.Phase().Acting(p) {
		return nil
	}
	fly := TorpFly{By: p, Torp: s.fly.torp}
	out := []engine.Intent{fly}
	if in := s.planFlight(p); in != engine.Intent(fly) {
		out = append(out, in)
	}
	return out
}

// pathText words a torp's path by its straight runs, "from [10,22] N to
// [10,15], NE to [12,14]": every hex of it is told, and the line wraps
// between runs rather than inside a hex's number.
func pathText(path []hex.Hex) string {
	if len(path) == 0 {
		return ""
	}
	text := "from " + offset(path[0])
	dir := hex.Direction(-1)
	for i := 1; i < len(path); i++ {
		d := hex.Direction(-1)
		for g := hex.Direction(0); g < 6; g++ {
			if hex.Neighbor(path[i-1], g) == path[i] {
				d = g
			}
		}
		if d != dir || i == 1 {
			if i > 1 {
				text += " to " + offset(path[i-1]) + ","
			}
			text += " " + d.String()
			dir = d
		}
	}
	if len(path) > 1 {
		text += " to " + offset(path[len(path)-1])
	}
	return text
}

// TorpsFlownByProgram reports a game begun under rules 1 to 7, whose torps
// the program flies by the cheapest path (4.2's choice of path came with
// rules 8): a screen resumed from such a save does not offer the choice.
func (s *State) TorpsFlownByProgram() bool { return s.sc.autoTorps }
