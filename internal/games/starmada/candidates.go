package starmada

import "github.com/armada-tui/armada-tui/internal/engine"

// orderCandidates is how many orders of a ship the search weighs: the
// scripted opponent's choice and the next best poses by its score. Legal
// lists every order of a family of spellings, dozens a ship; a search of a
// second cannot tell so many apart, and played the script's choice
// unless another was better beyond doubt.
const orderCandidates = 5

// Candidates implements search.Candidates: in the Orders Phase, the
// orders the search weighs for p's next ship without orders (the ships in
// the order the scripted opponent writes them), its best
// orderCandidates poses by the script's score, or submitting once every
// ship that can move has orders. At the root the search adds the expert's
// own orders (ExpertLead) when they are not among them; below it, in the
// trees, ranking by the expert's score as well cost twice the time for
// the same results (40 games, decision for decision). In the Combat
// Phase, Legal without its single-weapon declarations: a battery declares
// every weapon that bears, as the scripted opponent does (splitting a
// battery is a person's choice that a second's search cannot weigh). In
// the End Phase's launches (C.5) every satellite the ship may, as the
// scripted opponent launches them: holding some back is a person's
// choice, and a satellite kept aboard only waits for a later turn. In
// every other phase it is nil: the search weighs Legal.
func (s *State) Candidates(p engine.Player) []engine.Intent {
	if s.outcome.Over || !validPlayer(p) || !s.acting(p) {
		return nil
	}
	if s.phase == phCombat {
		out := s.targetOptions(p)
		out = append(out, s.resolveOptions(p)...)
		return append(out, Fire{By: p})
	}
	if s.phase == phLaunch {
		if in := s.planLaunch(p); in != nil {
			return []engine.Intent{in}
		}
		return nil
	}
	if s.phase != phOrders {
		return nil
	}
	i := s.nextToOrder(p)
	if i < 0 {
		return []engine.Intent{Submit{By: p}}
	}
	ranked := s.rankedOrders(i, orderCandidates)
	out := make([]engine.Intent, 0, len(ranked))
	for _, o := range ranked {
		out = append(out, WriteOrders{By: p, Ship: s.ships[i].name, Orders: o})
	}
	return out
}
