package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestAskBeforeFlyingOffTheMap: a step ahead or a sideslip off the map by
// any edge but the side's exit loses the craft (5.0), and the screen asks
// first (engine.Asker); one w too many took it, and the turn passed to the
// other side, with no undo (found in play). A step by the side's exit, a
// step that stays on the map and a turn ask nothing.
func TestAskBeforeFlyingOffTheMap(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 0, "N", 7, 8), cf("pit-viper", "B", StandardCols-1, 10, "N", 7, 8), cf("pit-viper", "C", 0, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Sideslips: true}, red, blue)

	n := s.clone()
	moveNow(n, 0)
	if got, want := n.Ask(Forward{By: 0, Craft: 0}), "Red's Pit Viper A flies off the map by Edge 2 and is lost (5.0). Fly off?"; got != want {
		t.Errorf("ahead off the map: %q, want %q", got, want)
	}
	if got := n.Ask(Turn{By: 0, Craft: 0, Dir: 1}); got != "" {
		t.Errorf("a turn asks %q", got)
	}
	n = s.clone()
	moveNow(n, 1)
	if got, want := n.Ask(Slip{By: 0, Craft: 1, Dir: 1}), "Red's Pit Viper B flies off the map by Edge 3 and is lost (5.0). Fly off?"; got != want {
		t.Errorf("a sideslip off the map: %q, want %q", got, want)
	}
	if got := n.Ask(Slip{By: 0, Craft: 1, Dir: -1}); got != "" {
		t.Errorf("a sideslip that stays on the map asks %q", got)
	}
	n = s.clone()
	n.sc.file.Sides[0].Exit = 1
	moveNow(n, 2)
	if got := n.Ask(Slip{By: 0, Craft: 2, Dir: -1}); got != "" {
		t.Errorf("a sideslip by the side's exit asks %q", got)
	}
	if got := n.Ask(Forward{By: 0, Craft: 2}); got != "" {
		t.Errorf("a step ahead that stays on the map asks %q", got)
	}
}

// TestDeclaredNamesItsStep: the end of the lock-on declarations is worded
// as its event words it; the log's head of that step read "launch
// declarations done" (found by the README play-test), as the torps' does.
func TestDeclaredNamesItsStep(t *testing.T) {
	st := gametest.NewGame(t, Game{}, "intro-gunboat", 1) // the Epping carries missiles
	opp := Scripted{}                                     // closes in, so that missiles come within 10 hexes
	seen := map[string]bool{}
	for k := 0; k < 3000 && !st.Outcome().Over && len(seen) < 2; k++ {
		p := st.Phase().Actors[0]
		s := st.(*State)
		for _, l := range st.Legal(p) {
			if d, ok := l.(Declared); ok {
				want := "lock-on declarations done"
				if s.ph == phTorpLaunch {
					want = "torp launch declarations done"
				}
				if got := engine.Describe(st, d, p); got != want {
					t.Fatalf("in phase %s: %q, want %q", st.Phase().Name, got, want)
				}
				seen[want] = true
			}
		}
		in, err := opp.Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if st, _, err = st.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	if len(seen) < 2 {
		t.Fatalf("only %v came up", seen)
	}
}
