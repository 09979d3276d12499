package sscs

import "github.com/armada-tui/armada-tui/internal/engine"

// The expert opponent's own judgement of speeds and courses. The script
// scores a plot by what the ship deals from it less eight tenths of what
// every working weapon of every enemy could deal it where it ends; but
// each enemy weapon fires once a turn, at one target of the enemy's
// choosing, so that sum counts most of the enemy's fire against every
// ship at once and keeps the squadron timid, out of its own reach. The
// expert weighs the same threat at expertFear tenths, except for a side
// that wins by escaping (the scenario's escape), which keeps the
// script's caution. Measured against the script with nothing else
// changed (docs/performance.md), on standard battles it won 206 of 300,
// 355 and 344 of 500 where the script in its place won 159, 252 and 240;
// a weight of 2 won 208, 322 and 299, of 4 182 of 300, and of 0 (no fear
// at all) 156 of 300, 34 of its 150 as the first side.

// expertFear is the expert's weight of the threat at a plot's end, in
// tenths (the script's: weightThreat). The number is the project's own.
const expertFear = 1

// expertTuning is the brain's weights for the expert's own choice for p:
// the script's but for the fear of the enemy's fire.
func (s *State) expertTuning(p engine.Player) *tuning {
	if s.rules.escape[p] {
		return nil
	}
	return &tuning{fear: expertFear}
}

// ExpertLead is the expert opponent's own choice for p in view
// (search.ExpertGame.Lead), which its search keeps unless it finds one
// better beyond doubt: in the Declaration and Movement phases, the
// script's choice made with the expert's weight of the threat (a ship's
// speed and its plot); elsewhere, and for a side that wins by escaping,
// nil: the scripted opponent's choice.
func ExpertLead(view engine.State, p engine.Player) engine.Intent {
	s, ok := view.(*State)
	if !ok || s == nil || s.outcome.Over || (p != 0 && p != 1) || !s.Phase().Acting(p) {
		return nil
	}
	if s.phase != phDeclare && s.phase != phMove {
		return nil
	}
	tune := s.expertTuning(p)
	if tune == nil {
		return nil
	}
	in, err := s.choose(p, tune)
	if err != nil {
		return nil
	}
	return in
}
