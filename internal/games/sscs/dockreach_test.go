package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// docks is the docking declarations Legal offers p, "Ship>With".
func docks(s *State, p engine.Player) map[string]bool {
	out := map[string]bool{}
	for _, in := range s.Legal(p) {
		if d, ok := in.(Dock); ok {
			out[s.ships[d.Ship].name+">"+s.ships[d.With].name] = true
		}
	}
	return out
}

// TestRule_Docking_OnlyMakeableOffered: the docking declarations Legal
// offers are of ships the docking ship could end this turn's movement
// with, in one hex at one speed and heading (Docking: "the same speed,
// with the same direction of travel, and in the same hex(es)"; the
// docking is checked at the end of the turn it is declared in, and ends
// there if they are not together). A Barge (Drive 1, 1 MP) at speed 10
// was offered a friend in its hex at speed 0, which flies 0 or 1 hexes
// while the Barge flies 9 to 11. A Gun (9 MP, speed 2, boarding troops)
// was offered, as within its speed plus its MP (11 hexes), an enemy Barge
// 10 hexes off that flies at most 1, one 3 hexes ahead flying away at 3,
// and one adjacent at speed 0 (to end together they must both stop, and
// the Gun then stays where it is). Offered still: a friend in its hex
// flying on with it (a Gun too, until it declares speed 2: a friend's
// declared speed is known); an enemy coming head on, the Gun turning
// about at the hex they meet in.
func TestRule_Docking_OnlyMakeableOffered(t *testing.T) {
	more := []design.Design{{Name: "Barge", Maneuver: 1, Armor: 1}}
	s := battleWith(t, more,
		place{0, "R", "Barge", "0,0", "N", 10},
		place{0, "Still", "Barge", "0,0", "S", 0},
		place{0, "Along", "Barge", "0,0", "N", 10},
		place{0, "Mate", "Gun", "0,0", "N", 10},
		place{1, "Foe", "Barge", "0,-30", "S", 0})
	got := docks(s, 0)
	for name, want := range map[string]bool{"Still": false, "Along": true, "Mate": true} {
		if got["R>"+name] != want {
			t.Errorf("a Barge at speed 10: docking with %s offered %v, want %v (offered %v)", name, got["R>"+name], want, got)
		}
	}
	// A friend's declared speed is known to its side: the Gun that has
	// declared speed 2 flies 2 hexes, and the Barge cannot go below 9.
	s, _ = apply(t, s, Speed{By: 0, Ship: s.mustShip(t, "Mate"), Speed: 2})
	if got := docks(s, 0); got["R>Mate"] || !got["R>Along"] {
		t.Errorf("the Gun at declared speed 2: docking offered %v; want R>Along, not R>Mate", got)
	}

	g := battleWith(t, more,
		place{0, "G", "Gun", "0,0", "N", 2},
		place{1, "Far", "Barge", "0,-10", "S", 0},
		place{1, "Away", "Barge", "0,-3", "N", 3},
		place{1, "Still", "Barge", "0,-1", "N", 0},
		place{1, "Head", "Barge", "0,-4", "S", 2})
	got = docks(g, 0)
	for name, want := range map[string]bool{"Far": false, "Away": false, "Still": false, "Head": true} {
		if got["G>"+name] != want {
			t.Errorf("the Gun at speed 2: docking with %s offered %v, want %v (offered %v)", name, got["G>"+name], want, got)
		}
	}
	// Each offer is made: the Head Barge flies on at 2 to (0,-2), the Gun
	// flies 2 and turns about (3 hexsides at 2 MP each, 6 of its 9), and
	// the docking's first turn is done.
	gun, head := g.mustShip(t, "G"), g.mustShip(t, "Head")
	g, text := playTurn(t, g, turnPlan{
		decl:  []engine.Intent{Dock{By: 0, Ship: gun, With: head}},
		plots: map[string]string{"G": "2RRR", "Head": "2"},
	})
	if !strings.Contains(text, "G is docking with the Head") || g.ships[gun].dockTurns != 1 {
		t.Errorf("the docking offered is not under way after the turn:\n%s", text)
	}
}

// plotEnds is every pose ship id may stand in at the end of its move this
// turn, by speed, each with a plot that takes it there: the speeds its MP
// reach from its speed (the declared one, once declared), and every plot
// of that many hexes turning, anywhere, one hexside at a time, as many
// hexsides as the MP left after the change of speed pay. Each plot is
// flown through the ledger, which must accept it and end in the pose.
func plotEnds(t *testing.T, s *State, id ShipID) map[int]map[Pose]Plot {
	t.Helper()
	type state struct {
		p     Pose
		moved int
		turns int
	}
	sh := s.ships[id]
	mp := MPOf(s.drive(id))
	lo, hi := max(0, sh.speed-mp), sh.speed+mp
	if sh.dSpeedSet {
		lo, hi = sh.dSpeed, sh.dSpeed
	}
	out := map[int]map[Pose]Plot{}
	for v := lo; v <= hi; v++ {
		budget := mp - abs(v-sh.speed)
		maxTurns := 3 // free at speed 0: any heading
		if c := TurnCost(s.rules.set.turnCost, v); c > 0 {
			maxTurns = budget / c
		}
		ends := map[Pose]Plot{}
		seen := map[state]bool{}
		var walk func(st state, steps []PlotStep)
		walk = func(st state, steps []PlotStep) {
			if seen[st] {
				return
			}
			seen[st] = true
			if _, ok := ends[st.p]; !ok && st.moved == v {
				ends[st.p] = Plot{Steps: append([]PlotStep(nil), steps...)}
			}
			if st.moved < v {
				walk(state{Pose{hex.Neighbor(st.p.Hex, st.p.Heading), st.p.Heading}, st.moved + 1, st.turns}, append(steps[:len(steps):len(steps)], PlotStep{Forward: 1}))
			}
			if st.turns < maxTurns {
				for _, r := range []int{-1, 1} {
					walk(state{Pose{st.p.Hex, st.p.Heading.Rotate(r)}, st.moved, st.turns + 1}, append(steps[:len(steps):len(steps)], PlotStep{Turn: r}))
				}
			}
		}
		walk(state{Pose{sh.pos, sh.heading}, 0, 0}, nil)
		n := s.clone()
		n.mut(id).dSpeed, n.mut(id).dSpeedSet = v, true
		for p, plot := range ends {
			l := n.ledger(id, plot)
			if l.Err != nil || l.Path[len(l.Path)-1] != p {
				t.Fatalf("%s at speed %d: the plot %s to %v: %v, ends %v", sh.name, v, plot, p, l.Err, l.Path[len(l.Path)-1])
			}
		}
		out[v] = ends
	}
	return out
}

// TestDockReachAgainstThePlots: dockable agrees with the plots the
// Movement rules accept (the ledger): for a docking ship of Drive 1 to 3
// at speeds 0 to 4, its speed declared or not, and an enemy of Drive 1 to
// 3 at speeds 0 to 3 in every hex within 4 and every heading, a docking
// is offered exactly where some plot of each ends them in one hex with
// one heading at one speed.
func TestDockReachAgainstThePlots(t *testing.T) {
	more := []design.Design{{Name: "Barge", Maneuver: 1, Armor: 1}}
	kinds := []string{"Barge", "Nest", "Gun"}
	// The partner's ends, by kind, speed and heading, from hex 0,0.
	type key struct {
		kind  string
		speed int
		h     hex.Direction
	}
	partner := map[key]map[int]map[Pose]Plot{}
	for _, kind := range kinds {
		for _, speed := range []int{0, 1, 3} {
			for _, h := range hex.Directions() {
				s := battleWith(t, more, place{0, "A", "Barge", "0,-40", "N", 0}, place{1, "B", kind, "0,0", "N", speed})
				b := s.mustShip(t, "B")
				s.mut(b).heading = h
				partner[key{kind, speed, h}] = plotEnds(t, s, b)
			}
		}
	}
	offered, checked := 0, 0
	for _, kind := range kinds {
		for _, speed := range []int{0, 1, 2, 4} {
			base := battleWith(t, more, place{0, "A", kind, "0,0", "N", speed}, place{1, "B", "Barge", "0,-40", "S", 0})
			a := base.mustShip(t, "A")
			mp := MPOf(base.drive(a))
			for _, dv := range []int{-1, speed, max(0, speed-mp)} {
				s := base
				if dv >= 0 {
					s, _ = apply(t, base, Speed{By: 0, Ship: a, Speed: dv})
				}
				mine := plotEnds(t, s, a)
				for _, bk := range kinds {
					for _, bs := range []int{0, 1, 3} {
						n := battleWith(t, more, place{0, "A", kind, "0,0", "N", speed}, place{1, "B", bk, "0,0", "N", bs})
						a, b := n.mustShip(t, "A"), n.mustShip(t, "B")
						if dv >= 0 {
							n, _ = apply(t, n, Speed{By: 0, Ship: a, Speed: dv})
						}
						for _, h := range hex.Directions() {
							theirs := partner[key{bk, bs, h}]
							for _, at := range hex.Spiral(hex.Hex{}, 4) {
								c := n.clone()
								c.mut(b).pos, c.mut(b).heading = at, h
								want := false
								for v, ends := range theirs {
									for p := range ends {
										if _, ok := mine[v][Pose{hex.Add(p.Hex, at), p.Heading}]; ok {
											want = true
										}
									}
								}
								checked++
								if want {
									offered++
								}
								if got := c.dockable(a, b); got != want {
									t.Errorf("%s speed %d declared %d, %s speed %d at %v heading %v: dockable %v, the plots %v", kind, speed, dv, bk, bs, at, h, got, want)
								}
							}
						}
					}
				}
			}
		}
	}
	if offered == 0 || offered == checked {
		t.Fatalf("%d of %d dockable: the check tells nothing", offered, checked)
	}
	t.Logf("%d of %d dockable", offered, checked)
}

// sides is rot by table, for every pair of headings.
func TestSidesIsRot(t *testing.T) {
	for a := range 6 {
		for b := range 6 {
			if got, want := int(sides[a][b]), rot(hex.Direction(a), hex.Direction(b)); got != want {
				t.Errorf("sides[%d][%d] = %d, rot %d", a, b, got, want)
			}
		}
	}
}
