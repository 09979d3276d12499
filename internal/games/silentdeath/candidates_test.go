package silentdeath

import (
	"slices"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// In every position of scripted games, the search's candidates are legal,
// listed once, found only in the Movement Phase's craft moves, and hold the
// scripted opponent's own choice; a view gives the same list as the state.
func TestCandidatesAreLegalAndHoldTheScriptsChoice(t *testing.T) {
	for _, name := range []string{"first-game", "engagement-100"} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := newGame(t, name, seed)
			opp := [2]engine.Opponent{Scripted{}, Scripted{}}
			moves, several := 0, 0
			playOut(t, s, opp, func(s *State, in engine.Intent) {
				p := in.Actor()
				c := s.MoveCandidates(p, 4)
				if s.ph != phMove || s.fly != nil || len(s.pending) > 0 {
					if c != nil {
						t.Fatalf("%s seed %d: candidates %v outside craft moves (phase %v)", name, seed, c, s.Phase().Name)
					}
					return
				}
				moves++
				if len(c) > 1 {
					several++
				}
				legal := s.Legal(p)
				for k, x := range c {
					if !slices.Contains(legal, x) {
						t.Fatalf("%s seed %d: candidate %v is not legal", name, seed, x)
					}
					if slices.Contains(c[:k], x) {
						t.Fatalf("%s seed %d: candidate %v listed twice", name, seed, x)
					}
				}
				if !slices.Contains(c, in) {
					t.Fatalf("%s seed %d: the script's %v is not among the candidates %v", name, seed, in, c)
				}
				if v := s.View(p).(*State).MoveCandidates(p, 4); !slices.Equal(v, c) {
					t.Fatalf("%s seed %d: the view's candidates %v, the state's %v", name, seed, v, c)
				}
			})
			if moves == 0 || several == 0 {
				t.Errorf("%s seed %d: %d moves, %d with a choice", name, seed, moves, several)
			}
		}
	}
}
