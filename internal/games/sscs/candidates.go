package sscs

import "github.com/armada-tui/armada-tui/internal/engine"

// Candidates lists a finite, sensible set of plots for a ship about to
// move, from a view: straight on; one, two or three hexsides either way
// at the start, halfway or at the end of the move; a turn at the start and
// another at the end; each with no evasive maneuvers and with every MP left
// spent on them. Every plot listed is within the ship's MP. The scripted
// opponent chooses among them, and a search can start from them.
func Candidates(view engine.State, id ShipID) []Plot {
	s, ok := view.(*State)
	if !ok || !s.valid(id) || s.ships[id].status != stActive {
		return nil
	}
	return s.candidates(id)
}

func (s *State) candidates(id ShipID) []Plot {
	probe := s.account(id, Plot{}, false)
	speed := probe.To
	straight := func() []PlotStep {
		if speed == 0 {
			return nil
		}
		return []PlotStep{{Forward: speed}}
	}
	var shapes [][]PlotStep
	shapes = append(shapes, straight())
	if probe.Coasting == "" {
		turns := func(n int) []PlotStep {
			out := make([]PlotStep, abs(n))
			for i := range out {
				out[i].Turn = 1
				if n < 0 {
					out[i].Turn = -1
				}
			}
			return out
		}
		half := speed / 2
		for _, n := range []int{-1, 1, -2, 2, 3} {
			shapes = append(shapes, append(turns(n), straight()...))
			if speed > 0 {
				shapes = append(shapes, append(straight(), turns(n)...))
			}
			if half > 0 && speed-half > 0 && abs(n) == 1 {
				mid := []PlotStep{{Forward: half}}
				mid = append(mid, turns(n)...)
				shapes = append(shapes, append(mid, PlotStep{Forward: speed - half}))
			}
		}
		if speed > 0 {
			for _, n := range []int{-1, 1} {
				sh := append(turns(n), PlotStep{Forward: speed})
				shapes = append(shapes, append(sh, turns(n)...))
			}
		}
	}
	out := make([]Plot, 0, 2*len(shapes))
	for _, st := range shapes {
		for _, evade := range []bool{false, true} {
			p := Plot{Steps: st}
			l := s.account(id, p, false)
			if l.Err != nil {
				break
			}
			if evade {
				if l.Left <= 0 {
					continue
				}
				p.Evasive = l.Left
			}
			if !hasPlot(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}

func hasPlot(list []Plot, p Plot) bool {
	for _, q := range list {
		if q.Evasive == p.Evasive && len(q.Steps) == len(p.Steps) {
			same := true
			for i := range q.Steps {
				same = same && q.Steps[i] == p.Steps[i]
			}
			if same {
				return true
			}
		}
	}
	return false
}
