package sscs

import (
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	for i := range s.ships {
		sh := s.ships[i]
		c := s.cls(ShipID(i))
		if sh.armor < 0 || sh.armor > c.dv.Design.Armor || sh.shieldLeft < 0 {
			t.Fatalf("%s: armor %d shields %d", sh.name, sh.armor, sh.shieldLeft)
		}
		if sh.status == stAboard && (sh.carrier == NoShip || s.ships[sh.carrier].status == stScrap) {
			t.Fatalf("%s aboard a carrier that is gone", sh.name)
		}
		for m, mt := range c.mounts {
			if mt.shots > 0 && (sh.sys[m].shots < 0 || sh.sys[m].shots > mt.shots) {
				t.Fatalf("%s: %d shots in mount %d", sh.name, sh.sys[m].shots, m)
			}
		}
		if sh.status != stScrap && s.scrapped(ShipID(i)) {
			t.Fatalf("%s has nothing left but is not scrap", sh.name)
		}
		if sh.speed < 0 {
			t.Fatalf("%s at speed %d", sh.name, sh.speed)
		}
	}
	if s.salvo.on != (s.phase == phReact) {
		t.Fatalf("salvo %v in phase %d", s.salvo.on, s.phase)
	}
	if (s.phase == phFire || s.phase == phReact) != (s.firing != NoShip) {
		t.Fatalf("firing %d in phase %d", s.firing, s.phase)
	}
	if s.turn < 1 || s.turn > s.rules.set.turns {
		t.Fatalf("turn %d", s.turn)
	}
	// What a player may do does not depend on what it may not see.
	for p := engine.Player(0); p < 2; p++ {
		if a, b := s.Legal(p), s.View(p).Legal(p); !reflect.DeepEqual(a, b) {
			t.Fatalf("Legal(%d) differs in the player's view: %v, %v", p, a, b)
		}
	}
}

// TestRandomGames plays random and scripted players on every shipped
// scenario with the gametest checks: invariants, legal intents accepted,
// only the acting side acts, Apply never changes its receiver, stable
// views, and an end to every game.
func TestRandomGames(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 8
	}
	names := []string{"standard", "boarding", "pursuit", "built"}
	optSets := []engine.Options{nil, {OptEffRange: EffLiteral, OptHitChart: ChartSalvo, OptTurnCost: TurnSpeed}, {OptTurnCost: TurnChart}}
	matches := make([]gametest.Match, games)
	for g := range matches {
		opp := []engine.Opponent{engine.NewRandomOpponent(uint64(g) * 7), engine.NewRandomOpponent(uint64(g)*7 + 1)}
		if g%2 == 0 {
			opp[g/2%2] = Scripted{}
		}
		matches[g] = gametest.Match{Scenario: loadScenario(t, names[g%4]), Options: optSets[g%3], Seed: uint64(g), Opponents: opp, AllLegal: g < 4}
	}
	kinds := map[string]int{}
	steps := gametest.RandomGames(t, Game{}, matches, gametest.Checks{
		MaxIntents: 60000,
		State:      func(t testing.TB, st engine.State) { checkInvariants(t, st.(*State)) },
		Step: func(t testing.TB, _ engine.State, in engine.Intent, _ engine.State, _ []engine.Event) {
			kinds[in.Kind()]++
		},
		Probe: func(d *engine.Dice) engine.Intent {
			p := engine.Player(d.D(2) - 1)
			switch d.D(4) {
			case 1:
				return Seal{By: p}
			case 2:
				return Done{By: p, Ship: ShipID(d.D(12) - 1)}
			case 3:
				return Dodge{By: p}
			}
			return Ready{By: p}
		},
		Probes: 2,
	})
	t.Logf("%d games, %d intents: %v", games, steps, kinds)
}
