package starshipbattles

import (
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// BenchmarkAttackFrame draws the board in the attack phase with an attack
// under the cursor, as every key of the action list does.
func BenchmarkAttackFrame(b *testing.B) {
	sess := attackPhase(b)
	s := sess.State().(*sb.State)
	me := s.Phase().Actors[0]
	view := s.View(me)
	var hover sb.Attack
	for _, in := range view.Legal(me) {
		if a, ok := in.(sb.Attack); ok {
			hover = a
		}
	}
	board := newBoard(tui.Config{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.Draw(tui.Frame{State: view, Me: me, Hover: hover, W: 80, H: 12})
		board.Item(sb.Done{By: me})
		board.Item(hover)
	}
}
