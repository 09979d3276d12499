package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// TestForwardStepsNamedOneWay: a list of several crafts' forward steps
// names each the same way. A step was named after its group ("Forward
// Thunder Bird B (1 MP)", so that one w takes a lone step) wherever the
// craft was clear of hazards, and by the craft alone elsewhere, so that
// one list read "Thunder Bird A (1 MP)" above "Forward Thunder Bird B (1
// MP)" (found in play). Only a lone step carries the group's word.
func TestForwardStepsNamedOneWay(t *testing.T) {
	several, lone := 0, 0
	for _, scenario := range []string{"engagement-100", "intro-patrol", "intro-gunboat"} {
		for seed := uint64(1); seed <= 3; seed++ {
			sess := sdSession(t, scenario, seed, false)
			g := &sdGame{}
			for i := 0; i < 400 && !sess.State().Outcome().Over; i++ {
				s := sess.State().(*sd.State)
				g.last = s
				for p := engine.Player(0); p < 2; p++ {
					var names []string
					for _, in := range s.Legal(p) {
						if _, ok := in.(sd.Forward); ok {
							names = append(names, g.Item(in))
						}
					}
					grouped := 0
					for _, n := range names {
						if strings.HasPrefix(n, "Forward ") {
							grouped++
						}
					}
					switch {
					case len(names) > 1:
						several++
						if grouped > 0 {
							t.Fatalf("%s seed %d, intent %d: several steps, named two ways: %q", scenario, seed, sess.Len(), names)
						}
					case len(names) == 1 && grouped == 1:
						lone++
					}
				}
				p := s.Phase().Actors[0]
				in, err := sd.Scripted{}.Choose(s.View(p), p)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := sess.Apply(in); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if several == 0 || lone == 0 {
		t.Fatalf("the games held %d lists of several steps and %d lone steps named after the group: the test saw nothing", several, lone)
	}
}
