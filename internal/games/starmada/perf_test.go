package starmada

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// slowOrderOptions is orderOptions as it was first written: every
// candidate string parsed and previewed. The fast one must list the same.
func slowOrderOptions(s *State, i int) []string {
	sh := &s.ships[i]
	out := []string{"0"}
	if !sh.canMove() {
		return out
	}
	for _, d := range hex.Directions() {
		if d != sh.facing {
			out = append(out, "@"+d.String())
		}
	}
	mp := sh.mp()
	for n := 1; n <= mp; n++ {
		out = append(out, strconv.Itoa(n))
	}
	open := sh.last == lastForward || sh.last == lastBack
	num := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	for _, m := range []byte("PSLR") {
		c := maneuverCost(m)
		for a := 0; a+c <= mp; a++ {
			if a == 0 && !open {
				continue
			}
			for b := 0; a+b+c <= mp; b++ {
				out = append(out, num(a)+string(m)+num(b))
			}
		}
	}
	for k := 1; 2*k <= mp && k <= 3; k++ {
		out = append(out, strings.Repeat("B", k))
	}
	keep := out[:0]
	for _, o := range out {
		ord, err := ParseOrders(o)
		if err == nil && s.preview(i, ord).Err == nil {
			keep = append(keep, o)
		}
	}
	return keep
}

// slowReach is the breadth-first search of a flight's move with a map.
func slowReach(s *State, from hex.Hex, steps int) map[hex.Hex]int {
	dist := map[hex.Hex]int{from: 0}
	frontier := []hex.Hex{from}
	for d := 1; d <= steps; d++ {
		var next []hex.Hex
		for _, h := range frontier {
			for _, nb := range hex.Neighbors(h) {
				if _, ok := dist[nb]; ok || !s.board.Contains(nb) || s.objectAt(nb) >= 0 {
					continue
				}
				dist[nb] = d
				next = append(next, nb)
			}
		}
		frontier = next
	}
	return dist
}

// TestFastListsMatchTheRules compares, in positions of random games on
// every shipped scenario (objects included), the fast lists of orders and
// of a flight's reach with the direct ones, and spiral with hex.Spiral.
func TestFastListsMatchTheRules(t *testing.T) {
	checked := 0
	for _, name := range []string{"standard", "setup", "objects"} {
		for seed := uint64(0); seed < 3; seed++ {
			s := newGame(t, name, seed)
			opps := []engine.Opponent{engine.NewRandomOpponent(seed), Scripted{}}
			gametest.PlayOut(t, s, opps, 20000, func(st engine.State, _ engine.Intent) {
				s := st.(*State)
				for i := range s.ships {
					if s.phase == phOrders {
						if a, b := s.orderOptions(i), slowOrderOptions(s, i); !slices.Equal(a, b) {
							t.Fatalf("%s: orders %v, want %v", s.ships[i].name, a, b)
						}
						checked++
					}
				}
				if s.phase == phCombat && s.firing != engine.NoPlayer {
					if a, b := s.targetOptions(s.firing), slowTargets(s, s.firing); !sameList(a, b) {
						t.Fatalf("declarations %v, want %v", a, b)
					}
					checked++
				}
				if s.phase == phFighters {
					for k := range s.craft {
						if a, b := s.flyOptions(k), slowFlyOptions(s, k); !sameList(a, b) {
							t.Fatalf("%s: flights %v, want %v", s.craft[k].id, a, b)
						}
						checked++
					}
				}
				for _, c := range s.craft {
					var m reachMap
					s.reach(&m, c.pos, c.moves())
					want := slowReach(s, c.pos, c.moves())
					n := 0
					spiral(c.pos, reachRadius, func(h hex.Hex) bool {
						d, ok := m.at(h)
						w, wok := want[h]
						if ok != wok || ok && d != w {
							t.Fatalf("%s reaches %v in %d (%v), want %d (%v)", c.id, h, d, ok, w, wok)
						}
						if ok {
							n++
						}
						return true
					})
					if n != len(want) {
						t.Fatalf("%s reaches %d hexes, want %d", c.id, n, len(want))
					}
					checked++
				}
			})
		}
	}
	var got []hex.Hex
	spiral(hex.Hex{Q: 3, R: -2}, 4, func(h hex.Hex) bool { got = append(got, h); return true })
	if !slices.Equal(got, hex.Spiral(hex.Hex{Q: 3, R: -2}, 4)) {
		t.Fatal("spiral is not hex.Spiral's order")
	}
	if checked < 1000 {
		t.Fatalf("only %d lists checked", checked)
	}
}

// slowTargets tries every ship, battery and target with checkTarget.
func slowTargets(s *State, p engine.Player) []engine.Intent {
	var targets []Ref
	for i := range s.ships {
		if s.ships[i].side != p && s.ships[i].onBoard() { // crippled ones too (4.3.2)
			targets = append(targets, ShipTarget(s.ships[i].name))
		}
	}
	seen := map[hex.Hex]bool{}
	for _, c := range s.craft {
		if c.side != p && c.n+c.lost > 0 && !seen[c.pos] {
			seen[c.pos] = true
			targets = append(targets, FightersTarget(c.pos))
		}
	}
	// The ship being declared first (4.1.1), then the others in order.
	order := make([]int, 0, len(s.ships))
	if len(s.decls) > 0 {
		order = append(order, s.decls[0].ship)
	}
	for i := range s.ships {
		if len(s.decls) == 0 || i != s.decls[0].ship {
			order = append(order, i)
		}
	}
	var out []engine.Intent
	for _, i := range order {
		sh := &s.ships[i]
		if sh.side != p || !sh.operational() {
			continue
		}
		for _, b := range sh.class.Batteries {
			for _, t := range targets {
				in := Target{By: p, Ship: sh.name, Battery: string(b.Letter), Target: t}
				if _, err := s.checkTarget(in); err == nil {
					out = append(out, in)
				}
			}
		}
	}
	return out
}

func sameList(a, b []engine.Intent) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].String() != b[i].String() {
			return false
		}
	}
	return true
}

// slowFlyOptions is flyOptions as first written, over slowReach and
// hex.Spiral, with staying put moved last as flyOptions lists it now.
func slowFlyOptions(s *State, i int) []engine.Intent {
	c := &s.craft[i]
	dist := slowReach(s, c.pos, c.moves())
	var out []engine.Intent
	add := func(h hex.Hex, target Ref) {
		cc, rr := hex.ToOffset(h)
		in := Fly{By: c.side, Craft: c.id, Col: cc, Row: rr, Target: target}
		for _, o := range out {
			if o == in {
				return
			}
		}
		out = append(out, in)
	}
	nearest := func(cands []hex.Hex, ok func(hex.Hex) bool) (hex.Hex, bool) {
		best, bd := hex.Hex{}, -1
		for _, h := range cands {
			if d, in := dist[h]; in && (bd < 0 || d < bd) && (ok == nil || ok(h)) {
				best, bd = h, d
			}
		}
		return best, bd >= 0
	}
	for j := range s.ships {
		sh := &s.ships[j]
		if sh.side == c.side || !sh.operational() {
			continue
		}
		if c.sat {
			h, ok := nearest(hex.Spiral(c.pos, c.moves()), func(h hex.Hex) bool {
				d := hex.Distance(h, sh.pos)
				return d >= 1 && d <= satelliteWeapon.Range && s.Clear(h, sh.pos)
			})
			if ok {
				add(h, ShipTarget(sh.name))
			}
			continue
		}
		if h, ok := nearest(hex.Ring(sh.pos, 1), nil); ok {
			add(h, ShipTarget(sh.name))
		}
	}
	if !c.sat {
		seen := map[hex.Hex]bool{}
		for j := range s.craft {
			e := &s.craft[j]
			if e.side == c.side || e.n == 0 || seen[e.pos] {
				continue
			}
			seen[e.pos] = true
			if h, ok := nearest(append([]hex.Hex{e.pos}, hex.Ring(e.pos, 1)...), nil); ok {
				add(h, FightersTarget(e.pos))
			}
		}
	}
	best, bd := c.pos, s.nearestEnemy(c.side, c.pos)
	for _, h := range hex.Spiral(c.pos, c.moves()) {
		if _, ok := dist[h]; ok {
			if d := s.nearestEnemy(c.side, h); d < bd {
				best, bd = h, d
			}
		}
	}
	if best != c.pos {
		add(best, Ref{})
	}
	col, row := hex.ToOffset(c.pos)
	return append(out, Fly{By: c.side, Craft: c.id, Col: col, Row: row}) // staying put, last
}
