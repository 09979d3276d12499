package stellararmada

import (
	"flag"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var fitWorth = flag.Bool("fit-worth", false, "fit the planner's worth table again (TestFitWorth; half an hour on two cores beside other work) and print it")

// TestFitWorth fits the planner's table of worth (expertWorth) as it was
// fitted: four rounds of fitted value iteration from mats weighed point by
// point. Each round plays games of the planner, scoring by the table so
// far, against the scripted opponent (each on each side, one intent in ten
// at random so that unusual positions are met too), collects the
// positions where a turn begins, values each by the planner's exact round
// of lookahead (best) and fits a new table to those values by gradient
// descent on the cross-entropy, held near the table before. It prints the
// last table as Go; run it by hand with -fit-worth, on seeds no
// measurement in docs/performance.md uses (100 000 on).
func TestFitWorth(t *testing.T) {
	if !*fitWorth {
		t.Skip("run with -fit-worth")
	}
	w := pointWeights()
	for round, games := range []int{2000, 1000, 1000, 1500} {
		states, players := turnStarts(t, &w, games)
		target := make([]float64, len(states))
		var wg sync.WaitGroup
		next := make(chan int)
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					pl := newPlanner(players[i])
					pl.worth = &w
					target[i] = pl.best(states[i])
				}
			}()
		}
		for i := range states {
			next <- i
		}
		close(next)
		wg.Wait()
		w = fitTable(w, states, players, target)
		t.Logf("round %d: %d games, %d positions", round+1, games, len(states))
	}
	var b strings.Builder
	row := func(indent, name string, r []float64) {
		fmt.Fprintf(&b, "%s%s: {", indent, name)
		for i, v := range r {
			if i > 0 {
				b.WriteString(", ")
			}
			if math.Abs(v) < 0.0005 {
				v = 0 // not "-0.000"
			}
			fmt.Fprintf(&b, "%.3f", v)
		}
		b.WriteString("},\n")
	}
	names := [numTracks]string{"tReactor", "tShields", "tEngines", "tRepair", "tMasers", "tArmor", "tLaunchers", "tAmmo"}
	b.WriteString("\town: [numTracks][]float64{\n")
	for i := range numTracks {
		row("\t\t", names[i], w.own[i])
	}
	b.WriteString("\t},\n\tenemy: [numTracks][]float64{\n")
	for i := range numTracks {
		row("\t\t", names[i], w.enemy[i])
	}
	b.WriteString("\t},\n")
	row("\t", "boost", w.boost)
	fmt.Fprintf(&b, "\tbias: %.3f\n", w.bias)
	t.Logf("the table:\n%s", b.String())
}

// pointWeights is the table of the weights the fit began from: each point
// of a track weighed (reactor 5, masers and launchers 3, shields 2, repair
// 1.5, armor 1, engines and ammunition 0.5) at 0.08, p's points for it and
// the enemy's against.
func pointWeights() worthTable {
	weight := [numTracks]float64{tReactor: 5, tShields: 2, tEngines: 0.5, tRepair: 1.5, tMasers: 3, tArmor: 1, tLaunchers: 3, tAmmo: 0.5}
	w := worthTable{boost: make([]float64, 4)}
	for i := range numTracks {
		for l := range standardArray()[i] + 1 {
			w.own[i] = append(w.own[i], 0.08*weight[i]*float64(l))
			w.enemy[i] = append(w.enemy[i], -0.08*weight[i]*float64(l))
		}
	}
	return w
}

// turnStarts plays the games of a round and returns every position, once,
// in which a turn begins, with the player whose turn it is.
func turnStarts(t *testing.T, w *worthTable, games int) ([]*State, []engine.Player) {
	const random = 0.1
	var states []*State
	var players []engine.Player
	seen := map[planKey]bool{}
	r := rand.New(rand.NewPCG(7, uint64(games)))
	for g := range games {
		s := newGame(t, "standard", uint64(100000+g))
		expert := engine.Player(g % 2)
		prev := engine.NoPlayer
		for !s.over {
			p := s.Phase().Actors[0]
			if s.started && p != prev {
				if k := keyOf(s); !seen[k] {
					seen[k] = true
					states, players = append(states, s), append(players, p)
				}
			}
			var in engine.Intent
			switch {
			case !s.started:
				in, _ = Scripted{}.Choose(s.View(p), p)
			case r.Float64() < random:
				m := s.legalMask(p)
				for j := r.IntN(bits.OnesCount32(m)); j > 0; j-- {
					m &= m - 1
				}
				in = candidates[p][bits.TrailingZeros32(m)]
			case p == expert:
				pl := newPlanner(p)
				pl.worth = w
				in = pl.choose(s.View(p).(*State))
			default:
				in, _ = Scripted{}.Choose(s.View(p), p)
			}
			if s.started {
				prev = p
			}
			s, _ = apply(t, s, in)
		}
	}
	return states, players
}

// fitTable fits a table to the targets, starting from and held near w.
func fitTable(w worthTable, states []*State, players []engine.Player, target []float64) worthTable {
	g := clone(w)
	n := float64(len(states))
	const rate, hold, holdBoost = 0.5, 1e-5, 1e-4
	for range 3000 {
		grad := clone(w)
		zero(&grad)
		for i, s := range states {
			d := g.value(s, players[i]) - target[i]
			a, b := &s.ships[players[i]], &s.ships[other(players[i])]
			grad.bias += d
			grad.boost[min(int(s.boost[other(players[i])]), len(grad.boost)-1)] += d
			for k := range numTracks {
				grad.own[k][min(int(a.cur[k]), len(grad.own[k])-1)] += d
				grad.enemy[k][min(int(b.cur[k]), len(grad.enemy[k])-1)] += d
			}
		}
		g.bias -= rate * grad.bias / n
		for k := range g.boost {
			g.boost[k] -= rate * (grad.boost[k]/n + holdBoost*g.boost[k])
		}
		for k := range numTracks {
			for l := range g.own[k] {
				g.own[k][l] -= rate * (grad.own[k][l]/n + hold*(g.own[k][l]-w.own[k][l]))
				g.enemy[k][l] -= rate * (grad.enemy[k][l]/n + hold*(g.enemy[k][l]-w.enemy[k][l]))
			}
		}
	}
	return g
}

func clone(w worthTable) worthTable {
	c := worthTable{boost: append([]float64(nil), w.boost...), bias: w.bias}
	for i := range numTracks {
		c.own[i] = append([]float64(nil), w.own[i]...)
		c.enemy[i] = append([]float64(nil), w.enemy[i]...)
	}
	return c
}

func zero(w *worthTable) {
	w.bias = 0
	clear(w.boost)
	for i := range numTracks {
		clear(w.own[i])
		clear(w.enemy[i])
	}
}

// The table is whole: a value for every level of every track in the
// standard duel, and for every engine boost; a level beyond its row counts
// as the row's last.
func TestWorthTableCoversTheStandardMats(t *testing.T) {
	for i := range numTracks {
		if n := standardArray()[i] + 1; len(expertWorth.own[i]) != n || len(expertWorth.enemy[i]) != n {
			t.Errorf("track %d: rows of %d and %d values, want %d", i, len(expertWorth.own[i]), len(expertWorth.enemy[i]), n)
		}
	}
	if len(expertWorth.boost) != 4 {
		t.Errorf("%d boost values, want 4 (0 to 3)", len(expertWorth.boost))
	}
	row := []float64{1, 2, 3}
	if at(row, 2) != 3 || at(row, 7) != 3 || at(row, 0) != 1 || math.IsNaN(at(row, -1)) {
		t.Errorf("at reads %v, %v, %v", at(row, 0), at(row, 2), at(row, 7))
	}
}

// The enemy's engine boost stays in force through the whole turn that
// begins, so the table counts it: the same mats are worth less to the
// player whose shots need a 5 or 6 than to one who needs a 2. The mats
// weighed point by point left it out.
func TestWorthCountsTheEnemysBoost(t *testing.T) {
	s := position(t, 0, nil, nil)
	last := 1.0
	for b := int8(0); b <= 3; b++ {
		s.boost[1] = b
		v := expertWorth.value(s, 0)
		if v >= last {
			t.Errorf("Red's worth with Blue's boost at %d is %.3f, not less than at %d (%.3f)", b, v, b-1, last)
		}
		last = v
	}
}
