package stellararmada

import (
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// checkInvariants fails when a state breaks one of the rules that must
// hold in every position.
func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	for p := engine.Player(0); p < 2; p++ {
		sh := &s.ships[p]
		for i := track(0); i < numTracks; i++ {
			if sh.cur[i] < 0 || sh.cur[i] > sh.max[i] {
				t.Fatalf("%s's %s is %d of %d", s.setup.names[p], trackNames[i], sh.cur[i], sh.max[i])
			}
		}
		if s.boost[p] < 0 || s.boost[p] > max(sh.max[tEngines], firstTurnBoost) {
			t.Fatalf("%s's boost %d", s.setup.names[p], s.boost[p])
		}
	}
	if !s.started {
		return
	}
	me := &s.ships[s.toMove]
	switch {
	case s.ap < 0 || s.ap > me.cur[tReactor]:
		t.Fatalf("AP %d with reactor %d", s.ap, me.cur[tReactor])
	case s.missiles > maxMissilesPerTurn || s.missiles > me.max[tLaunchers]:
		t.Fatalf("%d missiles this turn", s.missiles)
	case s.masers > maxMasersPerTurn || s.masers > me.max[tMasers]:
		t.Fatalf("%d masers this turn", s.masers)
	case s.engines > me.max[tEngines] || s.repairs > me.max[tRepair]:
		t.Fatalf("%d engines, %d repairs this turn", s.engines, s.repairs)
	case s.reactorHit < 0 || int(s.reactorHit) > reactorCapPerSide*s.ships[other(s.mover())].destroyedSides():
		t.Fatalf("reactor damage %d this turn with %d sides destroyed", s.reactorHit, s.ships[other(s.mover())].destroyedSides())
	case s.turn < 1 || int(s.turn) > s.setup.turnLimit:
		t.Fatalf("turn %d of %d", s.turn, s.setup.turnLimit)
	}
	if s.over != (len(s.Phase().Actors) == 0) {
		t.Fatalf("outcome %+v with phase %+v", s.Outcome(), s.Phase())
	}
	if !s.over {
		p := s.Phase().Actors[0]
		if legal := s.Legal(p); len(legal) == 0 || legal[len(legal)-1].Kind() != KindEnd {
			t.Fatalf("Legal(%d) = %v: the end of the turn must come last", p, legal)
		}
	}
}

// randomIntent makes an intent that may or may not be legal.
func randomIntent(d *engine.Dice) engine.Intent {
	by := engine.Player(d.D(3) - 1)
	sys := System(d.D(int(numSystems)+1) - 1)
	switch d.D(7) {
	case 1:
		return RollOff{By: by}
	case 2:
		return FireMissile{By: by, Target: sys}
	case 3:
		return FireMaser{By: by, Target: sys}
	case 4:
		return ActivateEngine{By: by}
	case 5:
		return RechargeShield{By: by}
	case 6:
		return RepairSystem{By: by, System: sys}
	}
	return EndTurn{By: by}
}

// TestRandomGames plays 3 000 games of random legal intents on every
// shipped scenario, with turn limits from 1 to 60 rounds, and checks after
// every step (gametest.RandomGames): the invariants, that Apply never
// changes its receiver (for every legal intent), that an intent is accepted
// exactly when Legal lists it, that a refused intent changes nothing, that
// views are stable, that the end of the turn comes last in Legal, and that
// every game ends.
func TestRandomGames(t *testing.T) {
	scenarios := []engine.Scenario{loadScenario(t, "standard"), loadScenario(t, "skirmish"), loadScenario(t, "crippled")}
	limits := []string{"1", "2", "20", "60"}
	const games = 3000
	matches := make([]gametest.Match, games)
	for g := range matches {
		matches[g] = gametest.Match{
			Scenario:  scenarios[g%len(scenarios)],
			Options:   engine.Options{OptTurnLimit: limits[g%len(limits)]},
			Seed:      uint64(g),
			Opponents: []engine.Opponent{engine.NewRandomOpponent(uint64(g) * 31), nil},
			AllLegal:  true,
		}
		matches[g].Opponents[1] = matches[g].Opponents[0]
	}
	n := gametest.RandomGames(t, Game{}, matches, gametest.Checks{
		MaxIntents: 2000,
		State:      func(t testing.TB, st engine.State) { checkInvariants(t, st.(*State)) },
		Probe:      randomIntent,
		Probes:     3,
		ProbeSeed:  99,
	})
	t.Logf("%d games, %d intents", games, n)
}

// TestSaveAndReplay plays scripted against random through a session,
// saves it, and replays the save with every hash checked.
func TestSaveAndReplay(t *testing.T) {
	g := Game{}
	sc := loadScenario(t, "standard")
	for seed := uint64(0); seed < 20; seed++ {
		opps := [2]engine.Opponent{}
		for i, lv := range []string{engine.LevelScripted, engine.LevelRandom} {
			var err error
			if opps[i], err = g.NewOpponent(lv, seed); err != nil {
				t.Fatal(err)
			}
		}
		gametest.SaveReplay(t, g, sc, engine.Options{OptTurnLimit: "40"}, seed, opps[0], opps[1])
	}
}

func TestDeterminism(t *testing.T) {
	players := func() []engine.Opponent { return []engine.Opponent{Scripted{}, engine.NewRandomOpponent(3)} }
	for _, seed := range []uint64{42, 1} {
		gametest.Deterministic(t, Game{}, loadScenario(t, "standard"), nil, seed, players)
	}
}

// TestOldSaveStillVerifies replays a save of format version 1, written
// before the hash covered the scenario: it loads, replays and verifies
// with the hash of its version.
func TestOldSaveStillVerifies(t *testing.T) {
	gametest.OldSave(t, Game{}, filepath.Join("testdata", "v1-standard.json"))
}

// TestLegalMask: in every position of 2 000 random games on every shipped
// scenario, and in the positions of probing intents applied there, Legal
// (built from legalMask) lists exactly the candidates that rule allows, in
// their order, and LegalCount and LegalAt agree with it, for both players
// and a player who does not exist; and targetMask agrees with targetRule.
func TestLegalMask(t *testing.T) {
	scs, limits := digestMatches(t)
	probe := engine.NewDice(11)
	positions := 0
	check := func(s *State) {
		positions++
		for p := engine.Player(-1); p <= 2; p++ {
			var want []engine.Intent
			if validPlayer(p) {
				for _, in := range candidates[p] {
					if s.allows(in) {
						want = append(want, in)
					}
				}
			}
			got := s.Legal(p)
			if len(got) != len(want) || s.LegalCount(p) != len(want) {
				t.Fatalf("player %d: Legal %v, LegalCount %d, want %v", p, got, s.LegalCount(p), want)
			}
			for i := range want {
				if got[i] != want[i] || s.LegalAt(p, i) != want[i] {
					t.Fatalf("player %d, %d: Legal %v, LegalAt %v, want %v", p, i, got[i], s.LegalAt(p, i), want[i])
				}
			}
			if s.LegalAt(p, len(want)) != nil || s.LegalAt(p, -1) != nil {
				t.Fatalf("player %d: LegalAt out of range is not nil", p)
			}
			if !validPlayer(p) {
				continue
			}
			var targets uint32
			for k, tg := range targetOrder {
				if s.targetRule(p, tg) == allowed {
					targets |= 1 << k
				}
			}
			if got := s.targetMask(p); got != targets {
				t.Fatalf("targets of %d: mask %06b, targetRule %06b", p, got, targets)
			}
		}
	}
	for g := 0; g < 2000; g++ {
		st, err := Game{}.NewState(scs[g%len(scs)], engine.Options{OptTurnLimit: limits[g%len(limits)]}, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		opp := engine.NewRandomOpponent(uint64(g))
		for !s.over {
			check(s)
			if n, _, err := s.Apply(randomIntent(&probe)); err == nil {
				check(n.(*State))
			}
			p := s.Phase().Actors[0]
			in, err := opp.Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			n, _, err := s.Apply(in)
			if err != nil {
				t.Fatal(err)
			}
			s = n.(*State)
		}
		check(s)
	}
	t.Logf("%d positions", positions)
}

// ApplyQuiet (for the search's playouts) is Apply without the events'
// sentences: the same state, hash for hash, for every legal intent of every
// position of random and scripted games, and the same refusal otherwise.
func TestApplyQuietIsApply(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		opp := [2]engine.Opponent{engine.NewRandomOpponent(seed), Scripted{}}
		if seed%2 == 0 {
			opp = [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(seed)}
		}
		playOut(t, newGame(t, "standard", seed), opp, func(s *State, _ engine.Intent) {
			mover := s.Phase().Actors[0]
			probes := append([]engine.Intent{EndTurn{By: other(mover)}}, s.Legal(mover)...)
			for _, in := range probes {
				want, _, werr := s.Apply(in)
				got, gerr := s.ApplyQuiet(in)
				switch {
				case (werr == nil) != (gerr == nil):
					t.Fatalf("seed %d, %v: Apply says %v, ApplyQuiet %v", seed, in, werr, gerr)
				case werr == nil && want.Hash() != got.Hash():
					t.Fatalf("seed %d, %v: ApplyQuiet's state differs from Apply's", seed, in)
				}
			}
		})
	}
}
