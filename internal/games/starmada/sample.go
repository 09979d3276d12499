package starmada

import (
	"math/rand/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Sample completes what player p's view hides, for the search opponent
// (search.Determinizer): the movement orders of the other side's ships,
// sealed once it has written them, and the dice, fresh from seed.
//
// A view shows that such a ship has orders but not what they are, and
// played on as it is, the ship would stand still: the search would plan
// against a fleet that never moves. The guess is the scripted opponent's
// choice for the ship (planOrders), which reads the positions only, never
// p's orders, so it is what the other side would have written had it
// played by the script; one time in four it is instead one of the four
// poses the script ranks best, drawn from seed, since a person need not
// play like the script. Everything the view shows stays as it is.
func (s *State) Sample(p engine.Player, seed uint64) engine.State {
	n := s.WithDice(engine.NewDice(seed))
	if n.phase != phOrders {
		return n
	}
	r := rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))
	for i := range n.ships {
		sh := &n.ships[i]
		if sh.side == p || !sh.hasOrders || sh.orders != "" || !sh.canMove() {
			continue
		}
		sh.orders = s.guessOrders(i, r)
	}
	return n
}

// guesses is how many of the best orders Sample chooses among when it
// does not take the script's own.
const guesses = 4

// guessOrders is Sample's guess of ship i's orders.
func (s *State) guessOrders(i int, r *rand.Rand) string {
	ranked := s.rankedOrders(i, guesses)
	k := 0
	if r.IntN(4) == 0 {
		k = r.IntN(len(ranked))
	}
	return ranked[k]
}

// rankedOrders is the orders of the best n poses ship i can reach
// (reachable's cheapest orders for each), best first by the scripted
// opponent's score, in their canonical spelling. Equal scores keep
// reachable's order, so the first is the script's own choice (planOrders).
// Only the few best are wanted, so they are picked in turn rather than
// every pose sorted.
func (s *State) rankedOrders(i, n int) []string {
	return s.rankedBy(i, n, func(r Reach) float64 { return s.scorePose(i, r) })
}

// rankedBy is rankedOrders by another score of ship i's poses.
func (s *State) rankedBy(i, n int, score func(Reach) float64) []string {
	reach := s.reachable(i)
	scores := make([]float64, len(reach))
	for k, re := range reach {
		scores[k] = score(re)
	}
	taken := make([]bool, len(reach))
	out := make([]string, 0, n)
	for len(out) < n {
		best := -1
		for k, sc := range scores {
			if !taken[k] && (best < 0 || sc > scores[best]) {
				best = k
			}
		}
		if best < 0 {
			break
		}
		taken[best] = true
		if o, err := ParseOrders(reach[best].Orders); err == nil {
			out = append(out, o.String())
		}
	}
	if len(out) == 0 {
		out = append(out, "0")
	}
	return out
}
