package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// scriptedVsRandom plays n games of the standard scenario; the scripted
// opponent takes Red in even games and Blue in odd ones, and the roll for
// the first player gives both orders. It returns the scripted side's wins,
// draws and losses.
func scriptedVsRandom(t testing.TB, n int) (wins, draws, losses int) {
	sc := loadScenario(t, "standard")
	for i := 0; i < n; i++ {
		st, err := Game{}.NewState(sc, nil, uint64(1000+i))
		if err != nil {
			t.Fatal(err)
		}
		me := engine.Player(i % 2)
		var opp [2]engine.Opponent
		opp[me] = Scripted{}
		opp[other(me)] = engine.NewRandomOpponent(uint64(7 * i))
		end := playOut(t, st.(*State), opp, nil)
		switch end.Outcome().Winner {
		case me:
			wins++
		case engine.NoPlayer:
			draws++
		default:
			losses++
		}
	}
	return
}

func TestScriptedBeatsRandom(t *testing.T) {
	const n = 500
	w, d, l := scriptedVsRandom(t, n)
	t.Logf("scripted vs random over %d games: %d wins, %d draws, %d losses (%.1f%%)", n, w, d, l, 100*float64(w)/n)
	if w*100 < 95*n {
		t.Fatalf("scripted won %d of %d games, want at least 95%%", w, n)
	}
}
