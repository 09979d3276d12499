package silentdeath

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Cases of the fourteenth torp audit (rules 8), written from the rulebook
// before the code was read.

// An oracle of 4.2's torp flight written from the rulebook alone: a step is
// a turn in the torp's hex (3 MP a hexside, 0 with 10.6's maneuverable
// torps) and a move ahead (1 MP) or, with 10.4, a sideslip (2 MP, not right
// after a sideslip); every hex entered is on the map, holds no asteroid and
// is one nearer the target; while the target's hex can be reached, every
// step keeps it reachable.
type oState struct {
	pos  hex.Hex
	f    hex.Direction
	mp   int // MP left
	slip bool
}

type oMove struct {
	to   hex.Hex
	f    hex.Direction
	cost int
	slip bool
}

type oracle struct {
	s    *State
	tgt  hex.Hex
	memo map[oState]bool
}

func (o *oracle) closing(st oState) []oMove {
	var out []oMove
	d0 := hex.Distance(st.pos, o.tgt)
	ok := func(to hex.Hex) bool {
		if !o.s.sc.board.In(to) || hex.Distance(to, o.tgt) != d0-1 {
			return false
		}
		for _, a := range o.s.asteroids {
			if a == to {
				return false
			}
		}
		return true
	}
	for t := 0; t < 6; t++ {
		nf := st.f.Rotate(t)
		turns := t
		if 6-t < turns {
			turns = 6 - t
		}
		tc := 3 * turns
		if o.s.opt.TorpManeuver {
			tc = 0
		}
		if to := hex.Neighbor(st.pos, nf); tc+1 <= st.mp && ok(to) {
			out = append(out, oMove{to, nf, tc + 1, false})
		}
		if o.s.opt.Sideslips && (turns > 0 || !st.slip) {
			for _, side := range []int{-1, 1} {
				if to := hex.Neighbor(st.pos, nf.Rotate(side)); tc+2 <= st.mp && ok(to) {
					out = append(out, oMove{to, nf, tc + 2, true})
				}
			}
		}
	}
	return out
}

func (o *oracle) reach(st oState) bool {
	if st.pos == o.tgt {
		return true
	}
	if v, ok := o.memo[st]; ok {
		return v
	}
	r := false
	for _, m := range o.closing(st) {
		if o.reach(o.after(st, m)) {
			r = true
			break
		}
	}
	o.memo[st] = r
	return r
}

func (o *oracle) after(st oState, m oMove) oState {
	return oState{m.to, m.f, st.mp - m.cost, m.slip}
}

// legal is the steps the owner may choose, one per hex and facing (the
// cheapest of equal ones).
func (o *oracle) legal(st oState) map[string]oMove {
	out := map[string]oMove{}
	if st.pos == o.tgt {
		return out
	}
	must := o.reach(st)
	for _, m := range o.closing(st) {
		if must && !o.reach(o.after(st, m)) {
			continue
		}
		k := fmt.Sprintf("[%d,%d]%s", colOf(m.to), rowOf(m.to), m.f)
		if p, ok := out[k]; !ok || m.cost < p.cost {
			out[k] = m
		}
	}
	return out
}

// terminals is every (distance) where a flight of legal steps can end.
func (o *oracle) terminals(st oState, seen map[oState]bool, out map[int]bool) {
	if seen[st] {
		return
	}
	seen[st] = true
	l := o.legal(st)
	if len(l) == 0 {
		out[hex.Distance(st.pos, o.tgt)] = true
		return
	}
	for _, m := range l {
		o.terminals(o.after(st, m), seen, out)
	}
}

func colOf(h hex.Hex) int { c, _ := hex.ToOffset(h); return c }
func rowOf(h hex.Hex) int { _, r := hex.ToOffset(h); return r }

// randomFlight sets up a torp of Red's tracking Blue's craft with random
// options, positions and facing, some asteroids.
func randomFlight(t *testing.T, rng *rand.Rand) (*State, *oracle, oState) {
	s := position(t, false, []CraftFile{cf("seraph", "A", 1, 1, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 34, 28, "N", 5, 5)})
	s.opt.Sideslips = rng.Intn(2) == 0
	s.opt.TorpManeuver = rng.Intn(4) == 0
	s.opt.TorpSpeeds = rng.Intn(3) == 0
	from := hex.FromOffset(3+rng.Intn(30), 3+rng.Intn(24))
	var goal hex.Hex
	for {
		goal = hex.FromOffset(rng.Intn(36), rng.Intn(30))
		lim := 20
		if rng.Intn(2) == 0 {
			lim = 4
		}
		if d := hex.Distance(from, goal); d >= 1 && d <= lim {
			break
		}
	}
	s.crafts[1].pos = goal
	if rng.Intn(3) == 0 {
		for i := 0; i < 12; i++ {
			a := hex.FromOffset(rng.Intn(36), rng.Intn(30))
			if a != from && a != goal {
				s.asteroids = append(s.asteroids, a)
			}
		}
	}
	mark := Mark(rng.Intn(3))
	s.torps = []torp{{id: 1, side: 0, mark: mark, pos: from, facing: hex.Direction(rng.Intn(6)), target: ref{refCraft, 1}}}
	s.nextTorp = 1
	if rng.Intn(4) == 0 { // a torp tracking a torp
		s.crafts[1].pos = hex.FromOffset(35, 29)
		if s.crafts[1].pos == from {
			s.crafts[1].pos = hex.FromOffset(0, 29)
		}
		s.torps = append(s.torps, torp{id: 2, side: 1, mark: Mk20, pos: goal, facing: hex.N, target: ref{refCraft, 0}, moved: true})
		s.torps[0].target = ref{refTorp, 2}
		s.nextTorp = 2
	}
	o := &oracle{s: s, tgt: goal, memo: map[oState]bool{}}
	return s, o, oState{from, s.torps[0].facing, s.torpSpeed(mark), false}
}

// TestRule_4_2_FlightStepsAgainstAnOracle: random flights, steps chosen at
// random among the engine's, every offered set compared with the oracle's,
// the forced steps followed, the end checked.
func TestRule_4_2_FlightStepsAgainstAnOracle(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 2000; n++ {
		s, o, st := randomFlight(t, rng)
		desc := fmt.Sprintf("case %d: torp [%d,%d]%s %s MP %d, target [%d,%d], slips %v maneuver %v",
			n, colOf(st.pos), rowOf(st.pos), st.f, s.torps[0].mark, st.mp, colOf(o.tgt), rowOf(o.tgt), s.opt.Sideslips, s.opt.TorpManeuver)
		couldReach := o.reach(st)
		cur, _ := flightOf(s, 0)
		// the forced chain from st
		forced := func(st oState) oState {
			for {
				l := o.legal(st)
				if len(l) != 1 {
					return st
				}
				for _, m := range l {
					st = o.after(st, m)
				}
			}
		}
		st = forced(st)
		for guard := 0; ; guard++ {
			if guard > 40 {
				t.Fatalf("%s: no end", desc)
			}
			if cur.fly == nil {
				k := cur.torpByID(1)
				if k < 0 {
					t.Fatalf("%s: torp gone", desc)
				}
				if cur.torps[k].pos != st.pos {
					t.Fatalf("%s: ended at [%d,%d], oracle at [%d,%d] (%d MP left, legal %v)", desc, colOf(cur.torps[k].pos), rowOf(cur.torps[k].pos), colOf(st.pos), rowOf(st.pos), st.mp, o.legal(st))
				}
				if len(o.legal(st)) != 0 {
					t.Fatalf("%s: flight ended with legal steps left at [%d,%d] (%d MP): %v", desc, colOf(st.pos), rowOf(st.pos), st.mp, o.legal(st))
				}
				if couldReach && st.pos != o.tgt {
					t.Fatalf("%s: target was reachable, not reached", desc)
				}
				break
			}
			k := cur.torpByID(1)
			if cur.torps[k].pos != st.pos || cur.torps[k].facing != st.f {
				t.Fatalf("%s: engine at [%d,%d]%s, oracle [%d,%d]%s", desc, colOf(cur.torps[k].pos), rowOf(cur.torps[k].pos), cur.torps[k].facing, colOf(st.pos), rowOf(st.pos), st.f)
			}
			want := o.legal(st)
			got := stepHexes(cur)
			gs := map[string]bool{}
			for _, g := range got {
				gs[g] = true
				if _, ok := want[g]; !ok {
					t.Fatalf("%s: engine offers %s, oracle does not (oracle %v, at [%d,%d]%s %d MP left slip %v)", desc, g, keys(want), colOf(st.pos), rowOf(st.pos), st.f, st.mp, st.slip)
				}
			}
			for w := range want {
				if !gs[w] {
					t.Fatalf("%s: oracle allows %s, engine does not offer it (engine %v, at [%d,%d]%s %d MP left slip %v)", desc, w, got, colOf(st.pos), rowOf(st.pos), st.f, st.mp, st.slip)
				}
			}
			o.judgeRefusals(t, desc, cur, st, want)
			pick := got[rng.Intn(len(got))]
			st = forced(o.after(st, want[pick]))
			var in TorpStep
			for _, l := range cur.Legal(0) {
				if x, ok := l.(TorpStep); ok && fmt.Sprintf("[%d,%d]%s", x.Col, x.Row, hex.Direction(x.Facing)) == pick {
					in = x
				}
			}
			cur, _ = apply(t, cur, in)
		}
	}
}

// TestRule_4_2_TorpFlyEndsNearestAgainstAnOracle: the cheapest path (torpfly) ends in
// the target's hex when a legal path does, else at the nearest end of any
// legal path.
func TestRule_4_2_TorpFlyEndsNearestAgainstAnOracle(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	asked := 0
	for n := 0; n < 2000; n++ {
		s, o, st := randomFlight(t, rng)
		cur, _ := flightOf(s, 0)
		if cur.fly == nil {
			continue
		}
		asked++
		// oracle from the engine's state now
		k := cur.torpByID(1)
		now := oState{cur.torps[k].pos, cur.torps[k].facing, st.mp - cur.fly.mp, cur.fly.slip}
		ends := map[int]bool{}
		o.terminals(now, map[oState]bool{}, ends)
		best := 99
		for d := range ends {
			if d < best {
				best = d
			}
		}
		if err := cur.check(cur.planFlight(0)); err != nil {
			t.Fatalf("case %d: the script's choice %v: %v", n, cur.planFlight(0), err)
		}
		for _, c := range cur.Candidates(0) {
			if err := cur.check(c); err != nil {
				t.Fatalf("case %d: candidate %v: %v", n, c, err)
			}
		}
		done, _ := apply(t, cur, TorpFly{By: 0, Torp: 1})
		k = done.torpByID(1)
		if d := hex.Distance(done.torps[k].pos, o.tgt); d != best || !ends[d] {
			t.Fatalf("case %d: torpfly ends %d off, the nearest legal end is %d (ends %v)", n, d, best, ends)
		}
	}
	if asked < 100 {
		t.Fatalf("only %d flights asked", asked)
	}
}

// why is the oracle's reason for refusing a step into to facing f (4.2, 5.2,
// 10.4, 10.5, 10.6), one word a reason, "" when the oracle allows it. The
// twenty-fourth audit: the engine's refusals of the steps it does not offer
// (whyNotFlight) had never been asked by an oracle.
func (o *oracle) why(st oState, to hex.Hex, f hex.Direction, want map[string]oMove) string {
	if _, ok := want[fmt.Sprintf("[%d,%d]%s", colOf(to), rowOf(to), f)]; ok {
		return ""
	}
	dir := -1
	for g := 0; g < 6; g++ {
		if hex.Neighbor(st.pos, hex.Direction(g)) == to {
			dir = g
		}
	}
	switch {
	case dir < 0:
		return "not next to it"
	case !o.s.sc.board.In(to):
		return "leave the map"
	}
	for _, a := range o.s.asteroids {
		if a == to {
			return "asteroid"
		}
	}
	if hex.Distance(to, o.tgt) >= hex.Distance(st.pos, o.tgt) {
		return "decrease the range"
	}
	// Entering a hex: straight on, or with 10.4 a sideslip into one of the
	// two hexes ahead beside the facing.
	diff := (int(f) - dir + 6) % 6
	slip := diff != 0
	if slip && (!o.s.opt.Sideslips || diff != 1 && diff != 5) {
		return "enters the hex ahead"
	}
	turns := (int(f) - int(st.f) + 6) % 6
	turns = min(turns, 6-turns)
	per := 3
	if o.s.opt.TorpManeuver {
		per = 0
	}
	cost := per*turns + 1
	if slip {
		if turns == 0 && st.slip {
			return "two sideslips"
		}
		cost = per*turns + 2
	}
	if cost > st.mp {
		return "MP left"
	}
	return "and must"
}

// judgeRefusals asks the engine every step next to the torp (and a few
// that are not: two hexes off, off the map, the wrong torp) and holds it to
// accepting the oracle's steps only, and to refusing the rest for the
// oracle's reason.
func (o *oracle) judgeRefusals(t *testing.T, desc string, cur *State, st oState, want map[string]oMove) {
	t.Helper()
	var tos []hex.Hex
	for g := 0; g < 6; g++ {
		tos = append(tos, hex.Neighbor(st.pos, hex.Direction(g)))
	}
	tos = append(tos, hex.Neighbor(hex.Neighbor(st.pos, st.f), st.f))
	for _, to := range tos {
		c, r := hex.ToOffset(to)
		for f := 0; f < 6; f++ {
			in := TorpStep{By: 0, Torp: 1, Col: c, Row: r, Facing: f}
			reason := o.why(st, to, hex.Direction(f), want)
			err := cur.check(in)
			switch {
			case reason == "" && err != nil:
				t.Fatalf("%s: step %v refused (%v); the oracle allows it", desc, in, err)
			case reason != "" && err == nil:
				t.Fatalf("%s: step %v accepted; the oracle refuses it (%s)", desc, in, reason)
			case reason != "" && !strings.Contains(err.Error(), reason):
				t.Fatalf("%s: step %v refused with %q; the oracle's reason: %s", desc, in, err, reason)
			}
		}
	}
	for _, in := range []engine.Intent{TorpStep{By: 0, Torp: 2, Col: colOf(st.pos), Row: rowOf(st.pos)}, TorpFly{By: 0, Torp: 7}} {
		if err := cur.check(in); err == nil || !strings.Contains(err.Error(), "not the one in flight") {
			t.Fatalf("%s: %v: %v, want the torp in flight named", desc, in, err)
		}
	}
}

func keys(m map[string]oMove) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func timingPos(t *testing.T) *State {
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 25, "N", 7, 5, 5)},
		[]CraftFile{cf("pit-viper", "A", 10, 5, "S", 5, 5), cf("pit-viper", "B", 30, 5, "S", 5, 5)})
	s.torps = []torp{{id: 1, side: 0, mark: Mk10, pos: hex.FromOffset(10, 22), facing: hex.N, target: ref{refCraft, 1}}}
	s.nextTorp = 1
	return s
}

// a target that stops at once, in its turn of the alternation, has
// completed its move: its torp flies before the next craft moves.
func TestRule_4_2_TargetStoppingAtOnceHasMoved(t *testing.T) {
	s := movePhase(t, timingPos(t), 1)
	start := s.torps[0].pos
	s, ev := apply(t, s, Stop{By: 1, Craft: 1})
	if s.torps[0].pos == start || !s.torps[0].moved {
		t.Fatalf("the torp waited: %s", logText(ev))
	}
}

// a Drive 0 target: its torp flies once, at the end of the phase.
func TestRule_4_2_ImmobileTargetsTorpFliesOnceAtTheEnd(t *testing.T) {
	s := timingPos(t)
	s.crafts[1].hits = 21
	s = movePhase(t, s, 1)
	start := s.torps[0].pos
	for s.ph == phMove && s.fly == nil {
		p := s.moverSide()
		if s.mayHold(p) {
			s, _ = apply(t, s, Hold{By: engine.Player(p)})
			continue
		}
		if s.torps[0].moved {
			t.Fatal("flew before the end")
		}
		for _, l := range s.Legal(engine.Player(p)) {
			if l.Kind() == KindStop {
				s, _ = apply(t, s, l)
				break
			}
		}
	}
	k := s.torpByID(1)
	if k < 0 || hex.Distance(start, s.torps[k].pos) != 12 {
		t.Fatalf("torp %d: flew %d", k, hex.Distance(start, s.torps[k].pos))
	}
}

// a torp tracking a torp flies right after it, before the next craft.
func TestRule_5_2_TorpOnTorpFliesRightAfterIt(t *testing.T) {
	s := timingPos(t)
	s.torps = append(s.torps, torp{id: 2, side: 1, mark: Mk10, pos: hex.FromOffset(20, 27), facing: hex.NW, target: ref{refTorp, 1}})
	s.nextTorp = 2
	s = movePhase(t, s, 1)
	s, ev := apply(t, s, Stop{By: 1, Craft: 1})
	for s.fly != nil {
		s, _ = apply(t, s, TorpFly{By: s.Phase().Actors[0], Torp: s.fly.torp})
	}
	if !s.torps[0].moved || !s.torps[1].moved || s.moverSide() != 0 {
		t.Fatalf("moved %v %v, mover %d\n%s", s.torps[0].moved, s.torps[1].moved, s.moverSide(), logText(ev))
	}
}

// a craft passing through (forward) or sideslipping into the hex of
// a torp tracking it sets it off at once and its move goes on.
func TestRule_4_2_PassingThroughATrackerGoesOn(t *testing.T) {
	for _, slip := range []bool{false, true} {
		s := position(t, false, []CraftFile{cf("seraph", "A", 10, 20, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 2, "N", 5, 5)})
		s.opt.Sideslips = true
		s = movePhase(t, s, 0)
		at := hex.Neighbor(s.crafts[0].pos, hex.N)
		var in engine.Intent = Forward{By: 0, Craft: 0}
		if slip {
			at = hex.Neighbor(s.crafts[0].pos, hex.NE)
			in = Slip{By: 0, Craft: 0, Dir: 1}
		}
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: 1, mark: Mk10, pos: at, facing: hex.S, target: ref{refCraft, 0}})
		s = force(s, 1, 1, 1, 1, 1, 1)
		s, ev := apply(t, s, in)
		if len(s.torps) != 0 || !strings.Contains(logText(ev), "flies into") || strings.Contains(logText(ev), "dodge") {
			t.Fatalf("slip %v: %s", slip, logText(ev))
		}
		s, ev = apply(t, s, Forward{By: 0, Craft: 0})
		if s.crafts[0].pos != hex.Neighbor(at, s.crafts[0].facing) {
			t.Fatalf("slip %v: the move did not go on: %s", slip, logText(ev))
		}
	}
}

// a torp turns in a hex with a starcraft (5.2: the craft turning
// rules do not apply to torps): the torp just launched from the Seraph's
// hex, facing away, about-turns there and reaches a target 3 hexes behind.
func TestRule_5_2_TorpTurnsInAnOccupiedHex(t *testing.T) {
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 20, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 10, 23, "N", 5, 5)})
	s.torps = []torp{{id: 1, side: 0, mark: Mk10, pos: s.crafts[0].pos, facing: hex.N, target: ref{refCraft, 1}}}
	s.nextTorp = 1
	n, ev := flightOf(s, 0)
	if k := n.torpByID(1); n.fly != nil || n.torps[k].pos != n.crafts[1].pos || !n.torps[k].arrived {
		t.Fatalf("%s", logText(ev))
	}
}

// a target that moved next to the torp, right behind it: 9 + 1 MP.
// With 10.6's speeds a Mk.50 (10 MP) still gets in; two behind it cannot
// (11 MP) and ends next to it.
func TestRule_10_6_Mk50AboutTurnsIntoTheHexBehind(t *testing.T) {
	for _, tc := range []struct {
		behind int
		in     bool
	}{{1, true}, {2, false}} {
		s := position(t, false, []CraftFile{cf("seraph", "A", 10, 2, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 10, 20+tc.behind, "N", 5, 5)})
		s.opt.TorpSpeeds = true
		s.torps = []torp{{id: 1, side: 0, mark: Mk50, pos: hex.FromOffset(10, 20), facing: hex.N, target: ref{refCraft, 1}}}
		s.nextTorp = 1
		n, ev := flightOf(s, 0)
		k := n.torpByID(1)
		if n.fly != nil || n.torps[k].arrived != tc.in || hex.Distance(n.torps[k].pos, n.crafts[1].pos) != 1-map[bool]int{false: 0, true: 1}[tc.in] {
			t.Fatalf("%d behind: %s", tc.behind, logText(ev))
		}
	}
}

// 10.6's maneuverable torps turn for nothing: facing away, a target 12
// off is reached; with variable speeds a Mk.10 flies 18.
func TestRule_10_6_ManeuverableTorpsTurnFree(t *testing.T) {
	for _, tc := range []struct {
		speeds bool
		dist   int
	}{{false, 12}, {true, 18}} {
		s := position(t, false, []CraftFile{cf("seraph", "A", 1, 2, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 10, 5+tc.dist, "N", 5, 5)})
		s.opt.TorpManeuver, s.opt.TorpSpeeds = true, tc.speeds
		s.torps = []torp{{id: 1, side: 0, mark: Mk10, pos: hex.FromOffset(10, 5), facing: hex.N, target: ref{refCraft, 1}}}
		s.nextTorp = 1
		n, ev := flightOf(s, 0)
		if k := n.torpByID(1); n.fly != nil || !n.torps[k].arrived {
			t.Fatalf("speeds %v: %s", tc.speeds, logText(ev))
		}
	}
}

// a torp whose target torp flew into its hex (4.2's set-off is for
// starcraft) starts its flight in its target's hex: it has arrived, spends
// nothing and asks nothing.
func TestRule_4_2_TrackerInItsTargetsHexHasArrived(t *testing.T) {
	s := timingPos(t)
	at := s.torps[0].pos
	s.torps = append(s.torps, torp{id: 2, side: 1, mark: Mk10, pos: at, facing: hex.S, target: ref{refTorp, 1}})
	s.nextTorp = 2
	n, ev := flightOf(s, 1)
	if n.fly != nil || !n.torps[1].arrived || n.torps[1].pos != at {
		t.Fatalf("%+v\n%s", n.torps[1], logText(ev))
	}
}

// a torp that reaches its target's hex across 11.2's mines and is
// destroyed by their attack after its move never detonates.
func TestRule_11_2_MinesDestroyATorpInItsTargetsHex(t *testing.T) {
	s, _, goal := minedE(t)
	s = force(s, 8, 8, 8, 8, 8, 8)
	s, _ = flightOf(s, 0)
	s, ev := apply(t, s, TorpFly{By: 0, Torp: 1})
	if s.torpByID(1) >= 0 || !strings.Contains(logText(ev), "minefield") {
		t.Fatalf("the torp in %v survives the mines\n%s", goal, logText(ev))
	}
}

// a step that rolls nothing can be taken back: it reveals nothing to
// its owner, with or without 10.6's tracking.
func TestRule_4_2_TorpStepCanBeTakenBack(t *testing.T) {
	for _, tracking := range []bool{false, true} {
		s, _, _ := minedE(t)
		s.opt.TorpTracking = tracking
		s, _ = flightOf(s, 0)
		for _, l := range s.Legal(0) {
			st, ok := l.(TorpStep)
			if !ok {
				continue
			}
			after, _, err := s.Apply(st)
			if err != nil {
				t.Fatal(err)
			}
			if engine.Revealed(s, st, after, 0) {
				t.Errorf("tracking %v: step %+v counts as revealing (cannot be undone)", tracking, st)
			}
		}
	}
}

// Bad input never panics and is refused.
func TestRefusals_4_2_TorpStepBadInput(t *testing.T) {
	s, _, _ := minedE(t)
	s, _ = flightOf(s, 0)
	for _, in := range []engine.Intent{
		TorpStep{By: 0, Torp: 1, Col: -5, Row: 1000, Facing: 99},
		TorpStep{By: 0, Torp: 1, Col: 10, Row: 13, Facing: -1},
		TorpStep{By: 0, Torp: 1, Col: 10, Row: 13, Facing: 6},
		TorpStep{By: 0, Torp: -1},
		TorpStep{By: 2, Torp: 1},
		TorpFly{By: 0, Torp: 0},
		TorpFly{By: -1, Torp: 1},
	} {
		if _, _, err := s.Apply(in); err == nil {
			t.Errorf("%+v accepted", in)
		} else {
			t.Logf("%+v: %v", in, err)
		}
	}
	q, _, _ := minedE(t)
	if _, _, err := q.Apply(TorpFly{By: 0, Torp: 1}); err == nil {
		t.Error("torpfly with no flight accepted")
	}
	if _, _, err := q.Apply(TorpStep{By: 0, Torp: 1, Col: 10, Row: 13}); err == nil {
		t.Error("torpstep with no flight accepted")
	}
}

// TestRule_4_2_TorpsToFlyInTheView: TorpView.ToFly, which the board counts
// ("2 torps to fly this turn"), is the game's own bookkeeping of 4.2 and
// 5.2's flights: before the initiative every torp waits (the flags of the
// turn before do not count), after its flight none does, and outside the
// Movement Phase no torp is to fly.
func TestRule_4_2_TorpsToFlyInTheView(t *testing.T) {
	toFly := func(s *State) []int {
		var out []int
		for _, v := range s.Torps() {
			if v.ToFly {
				out = append(out, v.ID)
			}
		}
		return out
	}
	s := timingPos(t)
	s.torps = append(s.torps, torp{id: 2, side: 1, mark: Mk10, pos: hex.FromOffset(20, 27), facing: hex.NW, target: ref{refTorp, 1}})
	s.nextTorp = 2
	if got := toFly(s); len(got) != 0 {
		t.Fatalf("in the %s phase: %v to fly", s.Phase().Name, got)
	}
	for s.ph == phLaunch || s.ph == phTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	for i := range s.torps {
		s.torps[i].moved = true // flown the turn before
	}
	if got := toFly(s); s.Phase().Name != PhaseInitiative || fmt.Sprint(got) != "[1 2]" {
		t.Fatalf("before the initiative (%s): %v to fly, want [1 2]", s.Phase().Name, got)
	}
	s = movePhase(t, s, 1)
	if got := toFly(s); fmt.Sprint(got) != "[1 2]" {
		t.Fatalf("after the initiative: %v to fly, want [1 2]", got)
	}
	s, _ = apply(t, s, Stop{By: 1, Craft: 1})
	for s.fly != nil {
		if got := toFly(s); len(got) > 1 {
			t.Errorf("torp %d in flight: %v still to fly", s.fly.torp, got)
		}
		s, _ = apply(t, s, TorpFly{By: s.Phase().Actors[0], Torp: s.fly.torp})
	}
	if got := toFly(s); len(got) != 0 {
		t.Fatalf("both flown: %v to fly", got)
	}
}

// TestTorpIntentsNameTheTorpOnce: a torp's step and its cheapest path are
// described for the log, which names the side before them, so the torp is
// named without its owner ("Red: Mk.10 torp #1: …", not "Red: Red's
// Mk.10 torp #1: …"), and the path reads as English.
func TestTorpIntentsNameTheTorpOnce(t *testing.T) {
	s, _, st := randomFlight(t, rand.New(rand.NewSource(11)))
	cur, _ := flightOf(s, 0)
	for cur.fly == nil {
		s, _, st = randomFlight(t, rand.New(rand.NewSource(int64(st.mp)+12)))
		cur, _ = flightOf(s, 0)
	}
	owner := Possessive(cur.names[0])
	for _, in := range []engine.Intent{TorpFly{By: 0, Torp: 1}, cur.Legal(0)[0]} {
		d := cur.Describe(in, 0)
		if strings.Contains(d, owner) || !strings.Contains(d, "torp #1") {
			t.Errorf("%v reads %q", in, d)
		}
	}
	if d := cur.Describe(TorpFly{By: 0, Torp: 1}, 0); !strings.HasSuffix(d, "torp #1: the rest of its path, the cheapest way") {
		t.Errorf("the cheapest path reads %q", d)
	}
}
