package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestBuildSummaryCountsCards: the board drawn while the fleets are built,
// as the replay viewer shows it (every side's picks), counts one card as
// "1 card": it read "1 cards" after the first pick.
func TestBuildSummaryCountsCards(t *testing.T) {
	sess := session(t, "standard", 3)
	s := sess.State().(*sb.State)
	me := s.Phase().Actors[0]
	var add engine.Intent
	for _, in := range s.Legal(me) {
		if _, ok := in.(sb.Add); ok {
			add = in
			break
		}
	}
	if add == nil {
		t.Fatal("the builder offers no card to add")
	}
	if _, err := sess.Apply(add); err != nil {
		t.Fatal(err)
	}
	out := strings.Join(newBoard(tui.Config{}).Draw(tui.Frame{State: sess.State(), Me: engine.NoPlayer, W: 80, H: 20}), "\n")
	if !strings.Contains(out, "· 1 card") || strings.Contains(out, "1 cards") {
		t.Fatalf("the build's summary does not count one card as \"1 card\":\n%s", out)
	}
}
