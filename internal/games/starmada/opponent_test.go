package starmada

import (
	"math"
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

// TestScriptedWeighsECMAgainstItself: the scripted opponent rates a shot at
// a ship with ECM by the roll 4.2.1 asks, one higher than without it; it
// used to add the −1 the wrong way round, rating the ECM ship the easier
// target, and found the band's modifier by the words of the log line.
func TestScriptedWeighsECMAgainstItself(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 4, 1, 1, 1), equipped("Jammer", "Electronic Countermeasures")}
	s := battleOf(t, cls, "Red:A:One:1502:S", "Blue:J:Jammer:1505:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	got := s.scoreTarget(Target{By: 0, Ship: "A", Battery: "a", Target: aim("J")}, make([]float64, len(s.ships)))
	b, e := &s.ships[0].class.Batteries[0], &s.ships[1]
	band := b.BandAt(3)
	if band != Short {
		t.Fatalf("3 hexes is %v", band)
	}
	// Short range +1, ECM −1: a 4 is needed, as from medium range without ECM.
	want := expected(b, band, -1, e.shieldRating()) * dieValue(e)
	if math.Abs(got-want) > 1e-9 || expected(b, band, -1, 0) >= expected(b, band, 0, 0) {
		t.Fatalf("score %v, want %v (the ECM's −1 making the roll harder)", got, want)
	}
	// The threat a pose meets weighs the ECM the same way.
	plain := battleOf(t, []ClassFile{cls[0], target("Plain", 0)}, "Red:A:One:1502:S", "Blue:P:Plain:1505:N")
	a := &s.ships[0]
	from := Pose{Hex: a.pos, Facing: a.facing}
	jam, open := s.threat(a, from, e, e.pos), plain.threat(&plain.ships[0], from, &plain.ships[1], plain.ships[1].pos)
	if !(jam > 0 && jam < open) {
		t.Fatalf("threat against ECM %v, without %v", jam, open)
	}
}
