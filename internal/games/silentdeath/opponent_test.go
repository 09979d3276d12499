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

// TestScriptedBeatsRandom: the script wins at least 95% of Your First Game
// and 90% of engagement-100 against a random player. The random player
// picks among the legal intents; since rules 11 the Standard Game offers a
// tight turn once (its facing comes after the roll, 5.2) where it offered
// three, so it wastes fewer moves on tight turns and fights a little
// better: over 400 games of engagement-100 the script won 93.5% (95.5%
// before), and 18 of these 20 with 2 draws.
func TestScriptedBeatsRandom(t *testing.T) {
	for _, tc := range []struct {
		name string
		pct  int
	}{{"first-game", 95}, {"engagement-100", 90}} {
		const n = 20
		w, d, l := scriptedVsRandom(t, tc.name, n)
		t.Logf("%s: scripted won %d, drew %d, lost %d of %d; slowest decision %v", tc.name, w, d, l, n, slowest)
		if w < n*tc.pct/100 {
			t.Errorf("%s: scripted won %d of %d, want at least %d%%", tc.name, w, n, tc.pct)
		}
	}
}
