package sscs

import "github.com/armada-tui/armada-tui/internal/engine"

// Reseed returns a copy of the state with fresh dice, for a search that
// plays on from a view (whose dice are the hidden ones, the same in every
// view). The receiver is not changed.
func (s *State) Reseed(seed uint64) engine.State {
	n := s.clone()
	n.dice = engine.NewDice(seed)
	return n
}

// Sample completes what player p's view hides with a guess drawn from
// seed, and fresh dice: which contact of each enemy ship showing images is
// the real one, and, in the Build phase, the squadron of a side that is
// ready (designs that fit its budget, drawn at random). The other side's
// sealed declarations are guessed as none: its ships keep their speeds.
// Whatever the view shows stays as it is.
func (s *State) Sample(p engine.Player, seed uint64) engine.State {
	n := s.clone()
	d := engine.NewDice(seed)
	for i, sh := range n.ships {
		if sh.side != p && sh.decoy < 0 {
			n.mut(ShipID(i)).decoy = d.D(sh.images+1) - 1
		}
	}
	if n.phase == phBuild {
		for x := engine.Player(0); x < 2; x++ {
			if x == p || !n.built[x] || len(n.picks[x]) > 0 {
				continue
			}
			for len(n.picks[x]) < 6 {
				var fit []int
				for _, name := range n.rules.build[x].Designs {
					ci, _ := n.rules.sc.derivedByName(name)
					if n.buildCost(x)+n.rules.classes[ci].cost <= n.rules.build[x].Budget {
						fit = append(fit, ci)
					}
				}
				if len(fit) == 0 {
					break
				}
				n.picks[x] = append(n.picks[x], fit[d.D(len(fit))-1])
			}
		}
	}
	n.dice = d
	return n
}
