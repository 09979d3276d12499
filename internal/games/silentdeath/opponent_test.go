package silentdeath

import (
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// scriptedVsRandom plays n games; the scripted opponent takes each side
// in turn. It returns its wins, draws and losses.
func scriptedVsRandom(t testing.TB, name string, n int) (w, d, l int) {
	for i := 0; i < n; i++ {
		s := newGame(t, name, uint64(500+i))
		me := engine.Player(i % 2)
		opp := [2]engine.Opponent{}
		opp[me] = &timed{Opponent: Scripted{}}
		opp[1-me] = engine.NewRandomOpponent(uint64(i))
		end := playOut(t, s, opp, nil)
		slowest = max(slowest, opp[me].(*timed).slowest)
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

// timed records the slowest decision of an opponent, for the log: timings
// are reported, never asserted (the machines are shared).
type timed struct {
	engine.Opponent
	slowest time.Duration
}

func (o *timed) Choose(v engine.State, p engine.Player) (engine.Intent, error) {
	start := time.Now()
	in, err := o.Opponent.Choose(v, p)
	o.slowest = max(o.slowest, time.Since(start))
	return in, err
}

// slowest is the slowest scripted decision seen by scriptedVsRandom.
var slowest time.Duration

func TestScriptedBeatsRandom(t *testing.T) {
	for _, name := range []string{"first-game", "engagement-100"} {
		const n = 20
		w, d, l := scriptedVsRandom(t, name, n)
		t.Logf("%s: scripted won %d, drew %d, lost %d of %d; slowest decision %v", name, w, d, l, n, slowest)
		if w < n*95/100 {
			t.Errorf("%s: scripted won %d of %d, want at least 95%%", name, w, n)
		}
	}
}
