package starshipbattles

import (
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestCardSaysInterdictHalves: in Clash over Coruscant, with the
// Interdictor in play, the Viscount's card (Fighter Launch 3) says while
// it launches that it launches 2 and why, where the sheet counted
// "launched 1/2" and never said why 3 became 2.
func TestCardSaysInterdictHalves(t *testing.T) {
	sess := session(t, "coruscant", 5)
	playUntil(t, sess, func(s *sb.State) bool {
		if s.Phase().Name != sb.PhaseLaunch {
			return false
		}
		for _, sh := range s.Ships() {
			if sh.Owner == s.Phase().Actors[0] && strings.Contains(s.Name(sh.ID), "Viscount") {
				return true
			}
		}
		return false
	})
	s := sess.State().(*sb.State)
	g := &sbGame{theme: render.NewTheme(false, false), st: tui.NewStyles(false)}
	for _, sh := range s.Ships() {
		if !strings.Contains(s.Name(sh.ID), "Viscount") {
			continue
		}
		l := &lines{w: 200, rows: 40}
		g.card(l, s, sh)
		got := strings.Join(l.out, "\n")
		if want := "Launches 2: Fighter Launch 3 halved (rounded up) by Interdictor's Interdict"; !strings.Contains(got, want) {
			t.Fatalf("the Viscount's card does not say %q:\n%s", want, got)
		}
		return
	}
	t.Fatal("no Viscount")
}
