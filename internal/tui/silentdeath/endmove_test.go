package silentdeath

import (
	"fmt"
	"strings"
	"testing"

	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// TestEndMoveSaysTheMPSpent: the end of a craft's move in mid-move read
// "[s] End move Thunder Bird A (7 of 16 MP)" above the question "end
// movement with 9 MP unspent?", and the log's "ends its move (7 of 16 MP
// spent)": the line left the player to guess whether 7 were spent or left
// (found playing the slow gunboat at 80x24). It now says "spent", as the
// log does.
func TestEndMoveSaysTheMPSpent(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 3 && seen == 0; seed++ {
		sess := sdSession(t, "intro-gunboat", seed, false)
		g := &sdGame{}
		for i := 0; i < 300 && !sess.State().Outcome().Over; i++ {
			s := sess.State().(*sd.State)
			g.last = s
			if mi, spent, _ := s.Mover(); mi >= 0 && spent > 0 {
				p := s.Phase().Actors[0]
				for _, in := range s.Legal(p) {
					if st, ok := in.(sd.Stop); ok && int(st.Craft) == mi {
						c := s.Craft(mi)
						want := fmt.Sprintf("(%d of %d MP spent)", spent, c.Drive)
						if l := g.Item(in); !strings.HasSuffix(l, want) {
							t.Fatalf("seed %d: the end of %s's move reads %q, want it to end %q", seed, c.Label, l, want)
						}
						seen++
					}
				}
			}
			scriptedStep(t, sess)
		}
	}
	if seen == 0 {
		t.Fatal("no craft ended a move begun: the test saw nothing")
	}
}
