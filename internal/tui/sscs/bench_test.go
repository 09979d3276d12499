package sscs

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/tui"
)

// BenchmarkFirstFrame draws the first frame of a new hotseat game of the
// standard scenario at 200×60, as `play sscs` does: the game screen is made,
// sized and viewed once (the briefing open over the map). The session is
// made outside the timing.
func BenchmarkFirstFrame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		sess := session(b, "standard", false, 1)
		b.StartTimer()
		m := tui.NewGame(cfg, sess)
		m.Init()
		m, _ = m.Update(tea.WindowSizeMsg{Width: 200, Height: 60})
		if m.View().Content == "" {
			b.Fatal("no frame")
		}
	}
}
