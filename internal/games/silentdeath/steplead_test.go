package silentdeath

import (
	"slices"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// trialLead is where step leads found the way the board once found it: the
// step applied to the battle, the torp's path read from the flight still
// waiting or from the event that closes it.
// ok is false when Apply refuses the step.
func trialLead(s *State, fc FlightChoice, step TorpStep) (StepLead, bool) {
	st, events, err := s.Apply(step)
	if err != nil {
		return StepLead{}, false
	}
	next := st.(*State)
	var path []hex.Hex
	var l StepLead
	if nfc, ok := next.Flight(); ok && nfc.Torp == fc.Torp {
		path = nfc.Path
	}
	if path == nil {
		for _, e := range events {
			if e.Trail == nil || e.Trail.Unit != fc.Torp.String() {
				continue
			}
			path = path[:0]
			for _, p := range e.Trail.Path {
				path = append(path, hex.Hex{Q: p.X, R: p.Y})
			}
			l.Ends = true
		}
	}
	if k := len(fc.Path) + 1; len(path) > k {
		l.Path = append([]hex.Hex(nil), path[k:]...)
	}
	if l.Ends && len(path) > 0 {
		if h, ok := s.TargetHex(fc.Target); ok && path[len(path)-1] == h {
			l.Arrives = true
		}
	}
	return l, true
}

// TestRule_4_2_StepLeadsAsApplyDoes: at every torp flight of scripted and
// random games, StepLeads gives for each legal step what applying the step
// gives (nothing while Apply refuses it), and changes nothing.
func TestRule_4_2_StepLeadsAsApplyDoes(t *testing.T) {
	var steps, forced, ends, arrives, refused int
	check := func(s *State) {
		fc, ok := s.Flight()
		if !ok {
			return
		}
		h := s.Hash()
		for _, st := range fc.Steps {
			got, ok := s.StepLeads(st.Intent)
			want, legal := trialLead(s, fc, st.Intent)
			if ok != legal || !slices.Equal(got.Path, want.Path) || got.Ends != want.Ends || got.Arrives != want.Arrives {
				t.Fatalf("%s, step %v: StepLeads %+v (%v), Apply %+v (%v)", s.Phase().Name, st.Intent, got, ok, want, legal)
			}
			if !ok {
				refused++
				continue
			}
			steps++
			if len(got.Path) > 0 {
				forced++
			}
			if got.Ends {
				ends++
			}
			if got.Arrives {
				arrives++
			}
		}
		if s.Hash() != h {
			t.Fatal("StepLeads changed the state")
		}
		if _, ok := s.StepLeads(TorpStep{By: fc.Steps[0].Intent.By, Torp: fc.Steps[0].Intent.Torp, Col: -1, Row: -1}); ok {
			t.Error("a step off the list leads somewhere")
		}
	}
	for _, name := range []string{"engagement-100", "minefield", "belt", "screening", "techstakes"} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := newGame(t, name, seed)
			playOut(t, s, [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(seed)}, func(s *State, _ engine.Intent) { check(s) })
			playOut(t, s, [2]engine.Opponent{engine.NewRandomOpponent(seed), engine.NewRandomOpponent(seed + 7)}, func(s *State, _ engine.Intent) { check(s) })
		}
	}
	t.Logf("%d steps: %d lead on by themselves, %d end the flight, %d in the target's hex; %d not legal yet", steps, forced, ends, arrives, refused)
	if steps == 0 || forced == 0 || ends == 0 || arrives == 0 {
		t.Fatal("the games tried too few kinds of step")
	}
}
