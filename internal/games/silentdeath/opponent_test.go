package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// scriptedVsRandom plays n games; the scripted opponent takes each side
// in turn. It returns its wins, draws and losses.
func scriptedVsRandom(t testing.TB, name string, n int) (w, d, l int) {
	for i := 0; i < n; i++ {
		s := newGame(t, name, uint64(500+i))
		me := engine.Player(i % 2)
		opp := [2]engine.Opponent{}
		opp[me] = Scripted{}
		opp[1-me] = engine.NewRandomOpponent(uint64(i))
		end := playOut(t, s, opp, nil)
		switch end.outcome.Winner {
		case me:
			w++
		case engine.NoPlayer:
			d++
		default:
			l++
		}
	}
	return
}

func TestScriptedBeatsRandom(t *testing.T) {
	for _, name := range []string{"first-game", "engagement-100"} {
		const n = 20
		w, d, l := scriptedVsRandom(t, name, n)
		t.Logf("%s: scripted won %d, drew %d, lost %d of %d", name, w, d, l, n)
		if w < n*95/100 {
			t.Errorf("%s: scripted won %d of %d, want at least 95%%", name, w, n)
		}
	}
}
