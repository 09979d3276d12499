package silentdeath

import (
	"slices"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// PlanCandidates is what the search opponent chooses among (the expert's
// Config.Candidates), breadth whole moves a craft: for p in st, a craft's
// moves, MoveCandidates; a torp's path, the state's Candidates; else nil
// (every legal intent). Between a campaign's battles it is nil.
func PlanCandidates(breadth int) func(st engine.State, p engine.Player) []engine.Intent {
	return func(st engine.State, p engine.Player) []engine.Intent {
		var s *State
		switch x := st.(type) {
		case *State:
			s = x
		case *Campaign:
			if x.ph != campBattle {
				return nil
			}
			s = x.battle
		}
		if s == nil {
			return nil
		}
		if l := s.MoveCandidates(p, breadth); len(l) > 0 {
			return l
		}
		return s.Candidates(p)
	}
}

// MoveCandidates lists, in the Movement Phase, the steps worth searching for
// p: for each craft p may move now, the first steps
// of the breadth best whole moves the scripted opponent's plan finds
// (its end poses ranked by the script's score, over forward steps and
// normal turns), and a hold where one is allowed. A step toward a pose
// among the best still leads to poses among the best reachable from
// there, so a search of these steps is a search among a few whole moves
// rather than among every spelling of every step (tight turns, slips and
// full stops are left out: the script never plans them). Other phases,
// the facing of a tight turn paid for (three Faces),
// and a craft too slow for the plan (Drive under 3), list every legal
// intent (nil here, so the search falls back to Legal).
//
// It reads what the state holds, as the script's plan does: on a view, only
// what the view shows.
func (s *State) MoveCandidates(p engine.Player, breadth int) []engine.Intent {
	if s.ph != phMove || s.fly != nil || len(s.pending) > 0 || s.faceNext || s.outcome.Over || breadth <= 0 {
		return nil
	}
	legal := s.Legal(p)
	if len(legal) == 0 {
		return nil
	}
	var out []engine.Intent
	add := func(in engine.Intent) {
		if slices.Contains(legal, in) && !slices.Contains(out, in) {
			out = append(out, in)
		}
	}
	done := map[CraftID]bool{}
	for _, l := range legal {
		if _, ok := l.(Hold); ok {
			add(l)
			continue
		}
		id, ok := IntentCraft(l)
		if !ok || done[id] {
			continue
		}
		done[id] = true
		i := int(id)
		c := &s.crafts[i]
		if int(c.side) != int(p) {
			continue
		}
		if c.Drive(s.firstGame) < TurnCost {
			for _, m := range legal { // a slow craft's few steps, all of them
				if mid, ok := IntentCraft(m); ok && mid == id {
					add(m)
				}
			}
			continue
		}
		for _, first := range s.bestFirsts(i, breadth) {
			add(s.planned(i, first, legal))
		}
	}
	return out
}

// bestFirsts is the distinct first steps of the k best poses craft i's plan
// reaches (planPoses), best first.
func (s *State) bestFirsts(i, k int) []planStep {
	type pose struct {
		first planStep
		v     float64
	}
	var all []pose
	s.planPoses(i, func(first planStep, v float64, start bool) {
		if v > -1e9 {
			all = append(all, pose{first, v})
		}
	})
	slices.SortStableFunc(all, func(a, b pose) int {
		switch {
		case a.v > b.v:
			return -1
		case a.v < b.v:
			return 1
		}
		return 0
	})
	var out []planStep
	for n, x := range all {
		if n >= k {
			break
		}
		if !slices.Contains(out, x.first) {
			out = append(out, x.first)
		}
	}
	return out
}
