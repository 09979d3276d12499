package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// checkInvariants checks what must hold in every position.
func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	for i := range s.ships {
		id := ShipID(i)
		sh := &s.ships[i]
		if sh.damage < 0 {
			t.Fatalf("%s has %d damage counters", s.Name(id), sh.damage)
		}
		if sh.status != stActive {
			continue
		}
		sp := s.space(id)
		if !s.onGrid(sp) {
			t.Fatalf("%s is off the grid at %v", s.Name(id), sh.at)
		}
		if o := s.occupant(sp, id); o != NoShip && s.moving != id && s.moving != o {
			t.Fatalf("%s and %s share a square", s.Name(id), s.Name(o))
		}
		if s.class(id) == 4 && sh.facing != grid.North {
			t.Fatalf("fighter %s has a facing", s.Name(id))
		}
		if sh.reduced && s.card(id).Reduced == nil {
			t.Fatalf("%s is reduced but has no reduced side", s.Name(id))
		}
		if s.phase != phAttack && s.phase != phDamage && sh.damage > 0 {
			c := s.card(id)
			lim := c.Full.Hull
			if sh.reduced {
				lim = c.Reduced.Hull
			}
			if sh.damage >= lim {
				t.Fatalf("%s has %d damage counters against a Hull of %d in the %s phase", s.Name(id), sh.damage, lim, s.Phase().Name)
			}
		}
	}
	if s.phase != phBuild {
		for p := range s.fleets {
			if s.points(engine.Player(p)) > s.rules.build && s.rules.build > 0 {
				t.Fatalf("fleet %d over its points", p)
			}
		}
	}
	if s.atk.on != (s.phase == phAttack && (s.atk.on)) {
		t.Fatal("an attack outside the attack phase")
	}
}

// probe makes intents that may or may not be legal.
func probe(d *engine.Dice) engine.Intent {
	p := engine.Player(d.D(4) - 1)
	sh := ShipID(d.D(40) - 2)
	sq := grid.Square{X: d.D(26) - 2, Y: d.D(34) - 2}
	switch d.D(14) {
	case 1:
		return Add{By: p, Card: CardID(d.D(30) - 2)}
	case 2:
		return Remove{By: p, Card: CardID(d.D(30) - 2)}
	case 3:
		return Done{By: p}
	case 4:
		return Place{By: p, Ship: sh, At: sq, Facing: grid.Facing(d.D(4) - 1)}
	case 5:
		return Step{By: p, Ship: sh, Dir: Dir(d.D(8) - 1)}
	case 6:
		return Stop{By: p, Ship: sh, Facing: grid.Facing(d.D(4) - 1)}
	case 7:
		return Launch{By: p, Carrier: sh, Fighter: ShipID(d.D(40) - 2), At: sq}
	case 8:
		return Attack{By: p, Ship: sh, Weapon: d.D(5) - 2, Target: ShipID(d.D(40) - 2), Face: [5]grid.FaceSet{0, 1, 2, 4, 8}[d.D(5)-1]}
	case 9:
		// Half name a paying ship (ship numbers below 0 name none).
		in := Play{By: p, Option: Option(d.D(12) - 1)}
		if d.D(2) == 1 {
			in.Payer = PaidBy(sh)
		}
		return in
	case 10:
		return Pass{By: p}
	case 11:
		return Displace{By: p, Fighter: sh, To: sq}
	case 12:
		return Shift{By: p, To: sh}
	case 13:
		return Reroll{By: p}
	}
	return Order{By: p, MoveFirst: d.D(2) == 1}
}

// TestRandomGames plays random and scripted games of every shipped
// scenario through gametest.RandomGames.
func TestRandomGames(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	var matches []gametest.Match
	for g := 0; g < games; g++ {
		name := scenarioNames[g%len(scenarioNames)]
		sc := loadScenario(t, name)
		n := len(sc.Sides())
		opps := randoms(n, uint64(g))
		if g%3 == 1 {
			opps[g%n] = Scripted{}
		}
		var opts engine.Options
		if g%4 == 3 {
			opts = engine.Options{OptInitiative: InitiativeChoose}
		}
		matches = append(matches, gametest.Match{Scenario: sc, Options: opts, Seed: uint64(g), Opponents: opps, AllLegal: g < 10})
	}
	var kinds [32]int
	n := gametest.RandomGames(t, Game{}, matches, gametest.Checks{
		MaxIntents: 40000,
		State:      func(t testing.TB, st engine.State) { checkInvariants(t, st.(*State)) },
		Step: func(t testing.TB, _ engine.State, in engine.Intent, _ engine.State, _ []engine.Event) {
			for i, k := range codec.Kinds() {
				if k == in.Kind() {
					kinds[i]++
				}
			}
		},
		Probe:     probe,
		Probes:    6,
		ProbeSeed: 9,
	})
	t.Logf("%d games, %d intents", games, n)
	for i, k := range codec.Kinds() {
		t.Logf("%-9s %d", k, kinds[i])
	}
}

// TestSaveAndReplay saves games of every scenario through a session and
// replays them with every hash checked.
func TestSaveAndReplay(t *testing.T) {
	for i, name := range scenarioNames {
		sc := loadScenario(t, name)
		opps := randoms(len(sc.Sides()), uint64(i))
		opps[i%len(opps)] = Scripted{}
		gametest.SaveReplay(t, Game{}, sc, nil, uint64(i), opps...)
	}
}

// TestDeterminism: the same seed and intents give the same game twice, for
// every scenario.
func TestDeterminism(t *testing.T) {
	for i, name := range scenarioNames {
		sc := loadScenario(t, name)
		gametest.Deterministic(t, Game{}, sc, nil, uint64(40+i), func() []engine.Opponent {
			opps := randoms(len(sc.Sides()), uint64(i))
			opps[0] = Scripted{}
			return opps
		})
	}
}

// TestHashCoversScenario: editing any value of a shipped scenario changes
// the start hash.
func TestHashCoversScenario(t *testing.T) {
	for _, name := range scenarioNames {
		gametest.HashCoversScenario(t, Game{}, loadScenario(t, name), nil, 40)
	}
}
