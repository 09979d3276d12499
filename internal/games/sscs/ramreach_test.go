package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestRamReachLeastTurns: leastTurns is the fewest hexsides any path of
// up to 12 hexes turns to enter a hex (every path, turns anywhere, one
// hexside at a time), for every hex within 6 and every heading.
func TestRamReachLeastTurns(t *testing.T) {
	type pose struct {
		h hex.Hex
		d hex.Direction
	}
	const steps = 12
	for _, start := range hex.Directions() {
		best := map[pose]int{{hex.Hex{}, start}: 0}
		reached := map[hex.Hex]int{{}: 0}
		cur := best
		for j := 0; j <= steps; j++ {
			// Turns in place, as often as they pay.
			for k := 0; k < 3; k++ {
				for p, n := range cur {
					for _, r := range []int{-1, 1} {
						q := pose{p.h, p.d.Rotate(r)}
						if m, ok := cur[q]; !ok || n+1 < m {
							cur[q] = n + 1
						}
					}
				}
			}
			next := map[pose]int{}
			for p, n := range cur {
				if m, ok := reached[p.h]; !ok || n < m {
					reached[p.h] = n
				}
				q := pose{hex.Neighbor(p.h, p.d), p.d}
				if m, ok := next[q]; !ok || n < m {
					next[q] = n
				}
			}
			cur = next
		}
		for to, want := range reached {
			if hex.Length(to) > 6 {
				continue
			}
			if got := leastTurns(hex.Hex{}, start, to); got != want {
				t.Errorf("heading %v to %v: leastTurns %d, the paths %d", start, to, got, want)
			}
		}
	}
}

// TestRule_Ramming_OnlyReachableOffered: the ramming declarations Legal
// offers are of enemies the rammer could meet in its move this turn
// (Ramming: "during movement"; Movement 4–5: MP pay for the change of
// speed and for each hexside turned at the speed flown). A Barge (Drive 1,
// 1 MP) at speed 10 flies 9 to 11 hexes nearly straight: it was offered a
// ram on a hulk 3 hexes behind it, which no plot of it enters (a hexside
// costs 6 MP at speed 9), and on one 2 hexes off its bow to the side. A
// Gun that has declared speed 0 flies nowhere: it was offered a ram on a
// hulk 4 hexes away that flies at most 1 hex (its speed and MP), within
// "speed plus MP" of the Gun's speed before the declaration. A ram that
// may meet stays: ahead within 11 hexes; in the rammer's hex; a hulk that
// may move first and close on it.
func TestRule_Ramming_OnlyReachableOffered(t *testing.T) {
	more := []design.Design{
		{Name: "Barge", Maneuver: 1, Armor: 1},
	}
	rams := func(s *State, p engine.Player) map[string]bool {
		out := map[string]bool{}
		for _, in := range s.Legal(p) {
			if r, ok := in.(Ram); ok {
				out[s.ships[r.Ship].name+">"+s.ships[r.Target].name] = true
			}
		}
		return out
	}
	s := battleWith(t, more,
		place{0, "R", "Barge", "0,0", "N", 10},
		place{1, "Ahead", "Barge", "0,-5", "N", 0},
		place{1, "Far", "Barge", "0,-11", "N", 0},
		place{1, "Beyond", "Barge", "0,-12", "N", 0},
		place{1, "Behind", "Barge", "0,3", "N", 0},
		place{1, "Beside", "Barge", "2,-2", "N", 0},
		place{1, "Here", "Barge", "0,0", "N", 0})
	got := rams(s, 0)
	for name, want := range map[string]bool{"Ahead": true, "Far": true, "Here": true, "Beyond": false, "Behind": false, "Beside": false} {
		if got["R>"+name] != want {
			t.Errorf("a Barge at speed 10, a ram on %s offered %v, want %v (offered %v)", name, got["R>"+name], want, got)
		}
	}

	g := battleWith(t, more,
		place{0, "G", "Gun", "0,0", "N", 2},
		place{1, "Off", "Barge", "0,-4", "N", 0},
		place{1, "Near", "Barge", "1,0", "S", 0},
		place{1, "Same", "Barge", "0,0", "S", 0})
	if got := rams(g, 0); !got["G>Off"] || !got["G>Near"] || !got["G>Same"] {
		t.Fatalf("before its speed is declared, the Gun (speed 2, 9 MP) may reach all three: %v", got)
	}
	g, _ = apply(t, g, Speed{By: 0, Ship: 0, Speed: 0})
	if got := rams(g, 0); got["G>Off"] || got["G>Near"] || !got["G>Same"] {
		t.Errorf("the Gun at speed 0: rams offered %v; want only the hulk in its own hex", got)
	}
}

// TestRamReachAgainstThePlots: rammable agrees, hex by hex within 8, with
// the plots the Movement rules accept (Ledger): for Drives 1 to 3, speeds
// 0 to 7, with the speed declared or not, a ram is offered exactly where
// some plot the ship may fly enters the hex (or starts in it), and that
// plot passes the ledger.
func TestRamReachAgainstThePlots(t *testing.T) {
	more := []design.Design{{Name: "Barge", Maneuver: 1, Armor: 1}}
	type state struct {
		h     hex.Hex
		d     hex.Direction
		moved int
		turns int
	}
	for _, kind := range []string{"Barge", "Nest", "Gun"} {
		for _, speed := range []int{0, 1, 2, 4, 7} {
			base := battleWith(t, more, place{0, "R", kind, "0,0", "N", speed}, place{1, "X", "Gun", "0,-40", "S", 0})
			mp := MPOf(base.drive(0))
			declared := []int{-1}
			for v := max(0, speed-mp); v <= speed+mp; v += 2 {
				declared = append(declared, v)
			}
			for _, dv := range declared {
				s := base
				lo, hi := max(0, speed-mp), speed+mp
				if dv >= 0 {
					s, _ = apply(t, base, Speed{By: 0, Ship: 0, Speed: dv})
					lo, hi = dv, dv
				}
				// witness[h] is a plot that enters h.
				witness := map[hex.Hex]Plot{{}: {}}
				for v := lo; v <= hi; v++ {
					budget := mp - abs(v-speed)
					c := TurnCost(s.rules.set.turnCost, v)
					maxTurns := 0
					if c > 0 {
						maxTurns = budget / c
					}
					seen := map[state]bool{}
					var walk func(st state, steps []PlotStep)
					walk = func(st state, steps []PlotStep) {
						if seen[st] {
							return
						}
						seen[st] = true
						if _, ok := witness[st.h]; !ok {
							// Finish straight on to the speed.
							p := Plot{Steps: append(append([]PlotStep(nil), steps...), PlotStep{Forward: v - st.moved})}
							if v == st.moved {
								p.Steps = steps
							}
							witness[st.h] = p
						}
						if st.moved < v {
							walk(state{hex.Neighbor(st.h, st.d), st.d, st.moved + 1, st.turns}, append(append([]PlotStep(nil), steps...), PlotStep{Forward: 1}))
						}
						if st.turns < maxTurns && v > 0 {
							for _, r := range []int{-1, 1} {
								walk(state{st.h, st.d.Rotate(r), st.moved, st.turns + 1}, append(append([]PlotStep(nil), steps...), PlotStep{Turn: r}))
							}
						}
					}
					if budget >= 0 {
						walk(state{hex.Hex{}, hex.N, 0, 0}, nil)
					}
				}
				for q := -8; q <= 8; q++ {
					for r := -8; r <= 8; r++ {
						h := hex.Hex{Q: q, R: r}
						if hex.Length(h) > 8 {
							continue
						}
						n := s.clone()
						n.mut(1).pos = h
						p, want := witness[h]
						if got := n.rammable(0, 1); got != want {
							t.Errorf("%s speed %d declared %d: a ram at %v offered %v, the plots %v", kind, speed, dv, h, got, want)
							continue
						}
						if want && h != (hex.Hex{}) {
							l := n.ledger(0, p)
							entered := false
							for _, ps := range l.Path[1:] {
								entered = entered || ps.Hex == h
							}
							if l.Err != nil && dv >= 0 || !entered {
								t.Errorf("%s speed %d declared %d: the plot %s to %v: %v, entered %v", kind, speed, dv, p, h, l.Err, entered)
							}
						}
					}
				}
			}
		}
	}
}
