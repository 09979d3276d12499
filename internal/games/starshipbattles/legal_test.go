package starshipbattles

import (
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestLegalMatchesApply plays random games and checks in every position
// that every listed intent is accepted without changing its receiver, that
// probes are accepted exactly when listed, that nobody but the actors has
// anything legal, and that a view lists the same intents.
func TestLegalMatchesApply(t *testing.T) {
	d := engine.NewDice(77)
	games := 10
	if testing.Short() {
		games = 5
	}
	for g := 0; g < games; g++ {
		name := scenarioNames[g%len(scenarioNames)]
		st := engine.State(newGame(t, name, uint64(g)))
		opps := randoms(len(loadScenario(t, name).Sides()), uint64(g))
		for n := 0; !st.Outcome().Over; n++ {
			if n > 30000 {
				t.Fatalf("%s seed %d: no end", name, g)
			}
			s := st.(*State)
			checkInvariants(t, s)
			h := st.Hash()
			ph := st.Phase()
			for p := engine.Player(0); int(p) < s.players(); p++ {
				legal := st.Legal(p)
				if ph.Acting(p) != (len(legal) > 0) {
					t.Fatalf("%s seed %d intent %d (%s): player %d acting %v with %d legal", name, g, n, ph.Name, p, ph.Acting(p), len(legal))
				}
				if v := st.View(p).Legal(p); !reflect.DeepEqual(v, legal) {
					t.Fatalf("%s seed %d intent %d: the view lists other intents", name, g, n)
				}
				if g < 4 {
					for _, in := range legal {
						if _, _, err := st.Apply(in); err != nil {
							t.Fatalf("%s seed %d intent %d (%s): Legal offered %v: %v", name, g, n, ph.Name, in, err)
						}
					}
				}
			}
			for i := 0; i < 8; i++ {
				in := probe(&d)
				_, _, err := st.Apply(in)
				listed := false
				for _, l := range st.Legal(in.Actor()) {
					listed = listed || reflect.DeepEqual(l, in)
				}
				if (err == nil) != listed {
					t.Fatalf("%s seed %d intent %d (%s): %#v: error %v, listed %v", name, g, n, ph.Name, in, err, listed)
				}
			}
			if st.Hash() != h {
				t.Fatal("Apply changed its receiver")
			}
			p := ph.Actors[0]
			in, err := opps[p].Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			next, ev, err := st.Apply(in)
			if err != nil {
				t.Fatalf("%v: %v", in, err)
			}
			if len(ev) == 0 {
				t.Fatalf("%v: no event", in)
			}
			st = next
		}
	}
}
