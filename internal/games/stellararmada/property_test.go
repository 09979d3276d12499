package stellararmada

import (
	"encoding/json"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// checkInvariants fails when a state breaks one of the rules that must
// hold in every position.
func checkInvariants(t *testing.T, s *State) {
	t.Helper()
	for p := engine.Player(0); p < 2; p++ {
		sh := &s.ships[p]
		for i := track(0); i < numTracks; i++ {
			if sh.cur[i] < 0 || sh.cur[i] > sh.max[i] {
				t.Fatalf("%s's %s is %d of %d", s.names[p], trackNames[i], sh.cur[i], sh.max[i])
			}
		}
		if s.boost[p] < 0 || s.boost[p] > max(sh.max[tEngines], firstTurnBoost) {
			t.Fatalf("%s's boost %d", s.names[p], s.boost[p])
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
	case s.reactorHit < 0 || s.reactorHit > reactorCapPerSide*s.ships[other(s.toMove)].destroyedSides():
		t.Fatalf("reactor damage %d this turn with %d sides destroyed", s.reactorHit, s.ships[other(s.toMove)].destroyedSides())
	case s.turn < 1 || s.turn > s.turnLimit:
		t.Fatalf("turn %d of %d", s.turn, s.turnLimit)
	}
	if s.outcome.Over != (len(s.Phase().Actors) == 0) {
		t.Fatalf("outcome %+v with phase %+v", s.outcome, s.Phase())
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
// every step: the invariants, that Apply never changes its receiver (for
// every legal intent), that an intent is accepted exactly when Legal lists it, that a
// refused intent changes nothing, and that every game ends.
func TestRandomGames(t *testing.T) {
	scenarios := []string{"standard", "skirmish", "crippled"}
	limits := []string{"1", "2", "20", "60"}
	const games = 3000
	probe := engine.NewDice(99)
	steps := 0
	for g := 0; g < games; g++ {
		opts := engine.Options{OptTurnLimit: limits[g%len(limits)]}
		st, err := Game{}.NewState(loadScenario(t, scenarios[g%len(scenarios)]), opts, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		opp := engine.NewRandomOpponent(uint64(g) * 31)
		everyIntent := true
		for !s.Outcome().Over {
			checkInvariants(t, s)
			p := s.Phase().Actors[0]
			legal := s.Legal(p)
			if len(legal) == 0 || legal[len(legal)-1].Kind() != KindEnd && s.started {
				t.Fatalf("Legal(%d) = %v: the end of the turn must come last", p, legal)
			}
			before := s.Hash()
			if everyIntent {
				for _, in := range legal {
					if _, _, err := s.Apply(in); err != nil {
						t.Fatalf("Legal offered %v: %v", in, err)
					}
					if s.Hash() != before {
						t.Fatalf("Apply(%v) changed its receiver", in)
					}
				}
			}
			for i := 0; i < 3; i++ {
				in := randomIntent(&probe)
				_, _, err := s.Apply(in)
				listed := false
				for _, l := range s.Legal(in.Actor()) {
					if l == in {
						listed = true
					}
				}
				if (err == nil) != listed {
					t.Fatalf("%v: error %v, but listed in Legal: %v", in, err, listed)
				}
				if s.Hash() != before {
					t.Fatalf("Apply(%v) changed its receiver", in)
				}
			}
			in, err := opp.Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			n, ev, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%v: %v", in, err)
			}
			if len(ev) == 0 {
				t.Fatalf("%v caused no event", in)
			}
			if s.Hash() != before {
				t.Fatalf("Apply(%v) changed its receiver", in)
			}
			s = n.(*State)
			steps++
			if steps > games*2000 {
				t.Fatal("the games do not end")
			}
		}
		checkInvariants(t, s)
		if s.Legal(0) != nil || s.Legal(1) != nil {
			t.Fatal("legal intents after the end")
		}
	}
	t.Logf("%d games, %d intents", games, steps)
}

// TestSaveAndReplay plays scripted against random through a session,
// saves it, and replays the save with every hash checked.
func TestSaveAndReplay(t *testing.T) {
	g := Game{}
	lookup := func(id string) (engine.Game, bool) { return g, id == ID }
	for seed := uint64(0); seed < 20; seed++ {
		sess, err := engine.NewSession(g, loadScenario(t, "standard"), engine.Options{OptTurnLimit: "40"}, seed, []engine.PlayerSlot{
			{Side: "Red", Kind: engine.Scripted, Level: engine.LevelScripted},
			{Side: "Blue", Kind: engine.Scripted, Level: engine.LevelRandom},
		})
		if err != nil {
			t.Fatal(err)
		}
		opps := [2]engine.Opponent{}
		for i, lv := range []string{engine.LevelScripted, engine.LevelRandom} {
			if opps[i], err = g.NewOpponent(lv, seed); err != nil {
				t.Fatal(err)
			}
		}
		for !sess.State().Outcome().Over {
			p := sess.State().Phase().Actors[0]
			in, err := opps[p].Choose(sess.State().View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
		sf, err := sess.SaveFile()
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(sf)
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.DecodeSave(data)
		if err != nil {
			t.Fatal(err)
		}
		again, err := back.Restore(lookup)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if again.State().Hash() != sess.State().Hash() || again.Len() != sess.Len() {
			t.Fatalf("seed %d: the replay differs", seed)
		}
	}
}

func TestDeterminism(t *testing.T) {
	play := func() uint64 {
		s := newGame(t, "standard", 42)
		end := playOut(t, s, [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(3)}, nil)
		return end.Hash()
	}
	if a, b := play(), play(); a != b {
		t.Fatalf("the same seed and intents gave hashes %x and %x", a, b)
	}
	if newGame(t, "standard", 1).Hash() == newGame(t, "standard", 2).Hash() {
		t.Fatal("the dice are not part of the hash")
	}
}
