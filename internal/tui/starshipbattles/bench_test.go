package starshipbattles

import (
	"testing"

	tea "charm.land/bubbletea/v2"

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

// BenchmarkFirstFrame draws the first frame of a new hotseat game of the
// quick-start battle at 200×60, as `play starshipbattles` does: the game
// screen is made, sized and viewed once (the briefing open over the map).
// The session is made outside the timing.
func BenchmarkFirstFrame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		sess := session(b, "quickstart", 1)
		b.StartTimer()
		m := tui.NewGame(config(), sess)
		m.Init()
		m, _ = m.Update(tea.WindowSizeMsg{Width: 200, Height: 60})
		if m.View().Content == "" {
			b.Fatal("no frame")
		}
	}
}
