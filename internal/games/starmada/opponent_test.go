package starmada

import (
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// playSelf plays scripted (as side sp) against random on a 1 000-point
// battle and reports the outcome and the slowest scripted decision.
func playSelf(t testing.TB, seed uint64, sp engine.Player) (engine.Outcome, time.Duration) {
	t.Helper()
	g := Game{}
	sc := loadScenario(t, "standard")
	players := []engine.PlayerSlot{{Side: "Imperial", Kind: engine.Scripted, Level: engine.LevelRandom}, {Side: "Hegemony", Kind: engine.Scripted, Level: engine.LevelRandom}}
	players[sp].Level = engine.LevelScripted
	sess, err := engine.NewSession(g, sc, nil, seed, players)
	if err != nil {
		t.Fatal(err)
	}
	opps, err := engine.Opponents(g, players, seed)
	if err != nil {
		t.Fatal(err)
	}
	var slow time.Duration
	timed := make([]engine.Opponent, 2)
	for i, o := range opps {
		timed[i] = o
		if i == int(sp) {
			timed[i] = timer{o, &slow}
		}
	}
	if err := engine.PlayOut(sess, timed, 200000); err != nil {
		t.Fatal(err)
	}
	return sess.State().Outcome(), slow
}

type timer struct {
	engine.Opponent
	slow *time.Duration
}

func (o timer) Choose(v engine.State, p engine.Player) (engine.Intent, error) {
	t0 := time.Now()
	in, err := o.Opponent.Choose(v, p)
	if d := time.Since(t0); d > *o.slow {
		*o.slow = d
	}
	return in, err
}

// TestScriptedBeatsRandom plays a small number of 1 000-point battles,
// the scripted opponent on either side; the full 200 games are
// BenchmarkSelfPlay's business.
func TestScriptedBeatsRandom(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 20
	}
	wins := 0
	var slow time.Duration
	for g := 0; g < games; g++ {
		sp := engine.Player(g % 2)
		out, d := playSelf(t, uint64(g), sp)
		slow = max(slow, d)
		if out.Winner == sp {
			wins++
		} else {
			t.Logf("game %d (scripted plays %d): %s", g, sp, out.Reason)
		}
	}
	t.Logf("scripted won %d of %d; slowest decision %v", wins, games, slow)
	if wins*100 < games*95 {
		t.Fatalf("scripted won %d of %d games, want at least 95%%", wins, games)
	}
}
