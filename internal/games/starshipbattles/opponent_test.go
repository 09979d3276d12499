package starshipbattles

import (
	"strings"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

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

// playSelf plays scripted (as player sp) against random on a scenario and
// reports the outcome, the slowest scripted decision and the rounds.
func playSelf(t testing.TB, name string, seed uint64, sp engine.Player) (engine.Outcome, time.Duration, int) {
	t.Helper()
	g := Game{}
	sc := loadScenario(t, name)
	slots := make([]engine.PlayerSlot, len(sc.Sides()))
	for i, sd := range sc.Sides() {
		slots[i] = engine.PlayerSlot{Side: sd.Name, Kind: engine.Scripted, Level: engine.LevelRandom}
	}
	slots[sp].Level = engine.LevelScripted
	sess, err := engine.NewSession(g, sc, nil, seed, slots)
	if err != nil {
		t.Fatal(err)
	}
	opps, err := engine.Opponents(g, slots, seed)
	if err != nil {
		t.Fatal(err)
	}
	var slow time.Duration
	opps[sp] = timer{opps[sp], &slow}
	if err := engine.PlayOut(sess, opps, 200000); err != nil {
		t.Fatal(err)
	}
	return sess.State().Outcome(), slow, sess.State().(*State).round
}

// winRate plays games of a scenario, the scripted opponent on either side.
func winRate(t testing.TB, name string, games int) (wins int, slow time.Duration) {
	for g := 0; g < games; g++ {
		sp := engine.Player(g % 2)
		out, d, rounds := playSelf(t, name, uint64(g), sp)
		slow = max(slow, d)
		if out.Winner == sp {
			wins++
		} else {
			t.Logf("%s game %d (scripted plays %d): %s after %d rounds", name, g, sp, out.Reason, rounds)
		}
	}
	return wins, slow
}

// TestScriptedBeatsRandom plays a sample of standard battles and Clashes
// over Coruscant; BenchmarkSelfPlay200 plays the full 200 of each.
func TestScriptedBeatsRandom(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	for _, name := range []string{"standard", "coruscant"} {
		wins, slow := winRate(t, name, games)
		t.Logf("%s: scripted won %d of %d; slowest decision %v", name, wins, games, slow)
		if wins*100 < games*95 {
			t.Errorf("%s: scripted won %d of %d games, want at least 95%%", name, wins, games)
		}
	}
}

// BenchmarkSelfPlay200 is the full measure: 200 games of scripted
// against random for the standard battle and for Clash over Coruscant (run
// with -bench SelfPlay200 -benchtime 1x).
func BenchmarkSelfPlay200(b *testing.B) {
	for _, name := range []string{"standard", "coruscant"} {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				wins, slow := winRate(b, name, 200)
				b.ReportMetric(float64(wins)/2, "%won")
				b.ReportMetric(float64(slow.Microseconds())/1000, "slowest-ms")
			}
		})
	}
}

// BenchmarkScriptedDecision is one scripted decision in the first move
// phase of Clash over Coruscant (the Executor's move) and in its attack
// phase.
func BenchmarkScriptedDecision(b *testing.B) {
	s := newGame(b, "coruscant", 3)
	for s.phase == phSetup {
		p := s.Phase().Actors[0]
		in, err := Scripted{}.Choose(s.View(p), p)
		if err != nil {
			b.Fatal(err)
		}
		s, _ = apply(b, s, in)
	}
	p := s.Phase().Actors[0]
	v := s.View(p)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := (Scripted{}).Choose(v, p); err != nil {
			b.Fatal(err)
		}
	}
}

// buildScripted lets the scripted opponent build player p's fleet and
// names its picks.
func buildScripted(t *testing.T, s *State, p engine.Player) []string {
	t.Helper()
	for i := 0; i < 40 && !s.fleets[p].done; i++ {
		s, _ = apply(t, s, s.scriptBuild(p))
	}
	var names []string
	for _, c := range s.fleets[p].picks {
		names = append(names, s.rules.cards[c].Short)
	}
	return names
}

// TestScriptedBuildsDarkFleets: the Dark Side's scripted fleets are the
// ones that held their own against the Light Side's in play (opponent.go
// says how they were chosen); they had spent 150 points on the Executor
// and lost 35 standard battles of 40.
func TestScriptedBuildsDarkFleets(t *testing.T) {
	got := strings.Join(buildScripted(t, newGame(t, "standard", 1), 1), ", ")
	want := "Star Destroyer, Star Destroyer, Star Destroyer, Star Destroyer, Interdictor, Interdictor, Boba's Slave I, TIE Bomber"
	if got != want {
		t.Errorf("the 300-point Dark Side fleet: %s, want %s", got, want)
	}
	// A team player builds to the same 300 (Team Play names no limit of its
	// own), and the first of a team has the area to itself.
	got = strings.Join(buildScripted(t, newGame(t, "teams", 1), 1), ", ")
	if got != want {
		t.Errorf("a team's first 300-point Dark Side fleet: %s, want %s", got, want)
	}
}

// TestScriptedSeesEmperorsWill: a ship with Emperor's Will and a fighter
// beside it puts the damage of a distant attack on the fighter, so the
// scripted attacker values such an attack by the fighter's loss. It had
// valued the Emperor's Shuttle as open to every hit, and the Light Side
// spent a round's fire on a TIE Fighter that had taken 15 counters.
func TestScriptedSeesEmperorsWill(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, nil,
		"dark:Emperor's Shuttle@10,5:S", "dark:TIE Fighter@11,5", "dark:Imperial Interdictor Cruiser@20,2:S",
		"light:Mon Calamari Star Defender Viscount@10,25:N")
	s = atAttack(s, 0)
	v, sh, ic := s.ship(t, "Viscount"), s.ship(t, "Emperor's Shuttle"), s.ship(t, "Interdictor")
	at := func(target ShipID) attack {
		return attack{ship: v, weapon: 0, target: target, to: NoShip, face: grid.Front,
			dist: grid.SpaceDistance(s.space(v), s.space(target))}
	}
	shielded := s.expected(at(sh), true)
	alone := s.clone()
	alone.ships[s.ship(t, "TIE Fighter")].status = stDestroyed
	if open := alone.expected(at(sh), true); shielded >= open {
		t.Errorf("the shielded Shuttle is worth %.2f, the Shuttle alone %.2f", shielded, open)
	}
	if cruiser := s.expected(at(ic), true); shielded >= cruiser {
		t.Errorf("the shielded Shuttle (%.2f) is worth more than the Interdictor (%.2f)", shielded, cruiser)
	}
}

// TestScriptedClosesInLongBattle: a fighter kept two squares from a ship
// whose Point-Defense it fears, and a ship that can reach it only when
// adjacent, waited for each other for ever (a standard battle stood still
// for 14,000 rounds); from round 20 on both close in.
func TestScriptedClosesInLongBattle(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, nil,
		"dark:TIE Fighter@14,20", "light:Mon Calamari Star Defender Viscount@10,20:N")
	tie := s.ship(t, "TIE Fighter")
	dist := func(s *State, path []Dir) int {
		at := s.ships[tie].at
		for _, d := range path {
			at = grid.Add(at, d.Offset())
		}
		return grid.SpaceDistance(grid.NewSpace(at, 1), s.space(s.ship(t, "Viscount")))
	}
	s.phase, s.step = phMove, stepMove
	s.round = 5
	if path, _ := s.planMove(tie); dist(s, path) == 1 {
		t.Errorf("in round 5 the TIE Fighter moves next to the Viscount's Point-Defense")
	}
	s.round = 45
	if path, _ := s.planMove(tie); dist(s, path) != 1 {
		t.Errorf("in round 45 the TIE Fighter ends %d squares from the Viscount, want 1", dist(s, path))
	}
}

// TestScriptedAdvancesWhenNothingIsInReach: a capital ship whose only
// enemies are fighters (which it reaches only when adjacent) far away
// rated every pose it could reach 0 and stood still until round 20 (a new
// player's fighters waited at the far end of the grid for a Star
// Destroyer that never came); it now ends its move nearer the nearest
// enemy.
func TestScriptedAdvancesWhenNothingIsInReach(t *testing.T) {
	for _, tc := range []struct{ dark, light string }{
		{"dark:Imperial Star Destroyer@10,2:S", "light:X-wing Starfighter@10,26"},
		{"dark:Imperial Interdictor Cruiser@4,3:S", "light:B-wing Starfighter@20,26"},
	} {
		s := battle(t, RulesAdvanced, nil, nil, tc.dark, tc.light)
		s.phase, s.step, s.prompt, s.cur, s.moving = phMove, stepMove, promptNone, 0, NoShip
		s.first = int(s.faction(1))
		s.round = 3
		var me, enemy ShipID
		for i := range s.ships {
			if s.ships[i].owner == 1 {
				me = ShipID(i)
			} else {
				enemy = ShipID(i)
			}
		}
		before := grid.SpaceDistance(s.space(me), s.space(enemy))
		for s.ships[me].moved == false {
			in, err := Scripted{}.Choose(s.View(1), 1)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := in.(Done); ok {
				break
			}
			s, _ = apply(t, s, in)
		}
		if after := grid.SpaceDistance(s.space(me), s.space(enemy)); after >= before {
			t.Errorf("%s: the scripted ship ends its move %d squares from %s, was %d; want nearer",
				s.card(me).Name, after, s.card(enemy).Name, before)
		}
	}
}
