package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// scenarioNames are the shipped scenarios.
var scenarioNames = []string{"standard", "quickstart", "coruscant", "coruscant-teams", "teams"}

func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	return gametest.LoadScenario(t, Game{}, name).(*Scenario)
}

func newGame(t testing.TB, scenario string, seed uint64) *State {
	t.Helper()
	return gametest.NewGame(t, Game{}, scenario, seed).(*State)
}

func randoms(n int, seed uint64) []engine.Opponent {
	out := make([]engine.Opponent, n)
	for i := range out {
		out[i] = engine.NewRandomOpponent(seed*10 + uint64(i))
	}
	return out
}

func apply(t testing.TB, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev := gametest.Apply(t, s, in)
	return n.(*State), ev
}

func refuse(t testing.TB, s *State, in engine.Intent, want string) {
	t.Helper()
	gametest.Refuse(t, s, in, want)
}

// battle builds a game of a fixed set-up with forced dice. Each spec is
// "light:Card name@x,y:F" for a ship placed facing F, "light:Card
// name@x,y" for a fighter on the grid, or "light:Card name" for a fighter
// in the pool. The sides are called Mark (Light) and Jennifer (Dark), as in
// the Example Round.
func battle(t testing.TB, rules string, opts engine.Options, faces []int, specs ...string) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Rules: rules, Setup: "fixed",
		Sides: []SideFile{{Name: "Mark", Faction: "light"}, {Name: "Jennifer", Faction: "dark"}}}
	for _, sp := range specs {
		side, rest, _ := strings.Cut(sp, ":")
		p := 0
		if side == "dark" {
			p = 1
		}
		card, where, placed := strings.Cut(rest, "@")
		shf := ShipFile{Card: card}
		if placed {
			at, facing, _ := strings.Cut(where, ":")
			shf.At, shf.Facing = at, facing
		}
		f.Sides[p].Ships = append(f.Sides[p].Ships, shf)
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Game{}.newState(sc, opts, engine.NewDice(1).Force(faces...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// ship finds a ship by its name.
func (s *State) ship(t testing.TB, name string) ShipID {
	t.Helper()
	for i := range s.ships {
		if s.Name(ShipID(i)) == name {
			return ShipID(i)
		}
	}
	t.Fatalf("no ship %q", name)
	return NoShip
}

// force returns a copy whose dice give faces first.
func (s *State) force(faces ...int) *State {
	n := s.clone()
	n.dice = n.dice.Force(faces...)
	return n
}

// passAll answers every prompt with Pass until nobody is asked anything.
func passAll(t testing.TB, s *State) (*State, []engine.Event) {
	t.Helper()
	var all []engine.Event
	for s.prompt != promptNone && s.prompt != promptDisplace && s.prompt != promptOrder {
		var ev []engine.Event
		s, ev = apply(t, s, Pass{By: s.asked})
		all = append(all, ev...)
	}
	return s, all
}

// rolls returns the rolls among events.
func rolls(ev []engine.Event) []engine.Roll {
	var out []engine.Roll
	for _, e := range ev {
		if e.Roll != nil {
			out = append(out, *e.Roll)
		}
	}
	return out
}

func texts(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// atAttack puts the game at the start of p's attacks in the attack phase,
// its Point-Defense attacks still to make (settle makes them).
func atAttack(s *State, p engine.Player) *State {
	n := s.clone()
	n.phase, n.prompt, n.cur, n.step, n.moving = phAttack, promptNone, 0, stepMove, NoShip
	n.first = int(1 - n.faction(p))
	n.pdq = n.pdPairs(p)
	return n
}

// modsOf sums an attack's bonuses and lists their names.
func (s *State) modsOf(a attack) (int, string) {
	total := 0
	var names []string
	for _, m := range s.attackMods(a) {
		total += m.Value
		names = append(names, m.Why)
	}
	return total, strings.Join(names, ", ")
}

// teamBattle is a fixed battle for four: seats Light, Dark, Light, Dark.
func teamBattle(t *testing.T, faces []int, ships [4][]ShipFile) *State {
	t.Helper()
	return teamBattleOpts(t, nil, faces, ships)
}

// teamBattleOpts is teamBattle with the game's options.
func teamBattleOpts(t *testing.T, opts engine.Options, faces []int, ships [4][]ShipFile) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Rules: RulesAdvanced, Setup: "fixed"}
	for p, name := range []string{"Rebel Fleet", "Imperial Fleet", "Mon Cal Squadron", "Coruscant Defence"} {
		faction := "light"
		if p%2 == 1 {
			faction = "dark"
		}
		f.Sides = append(f.Sides, SideFile{Name: name, Faction: faction, Ships: ships[p]})
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Game{}.newState(sc, opts, engine.NewDice(1).Force(faces...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// attackAll applies an attack and answers every question with pass.
func attackAll(t *testing.T, s *State, in Attack) (*State, []engine.Event) {
	t.Helper()
	n, ev := apply(t, s, in)
	n, more := passAll(t, n)
	return n, append(ev, more...)
}

func hasOption(ins []engine.Intent, o Option) bool {
	for _, in := range ins {
		if p, ok := in.(Play); ok && p.Option == o {
			return true
		}
	}
	return false
}

// playToRound answers for whoever acts, Pass in a question and Done
// otherwise, until the game reaches round turn.
func playToRound(t testing.TB, s *State, turn int) *State {
	t.Helper()
	for i := 0; s.Phase().Turn < turn; i++ {
		if s.Outcome().Over || i > 200 {
			t.Fatalf("round %d not reached: %+v", turn, s.Phase())
		}
		p := s.Phase().Actors[0]
		var in engine.Intent = Done{By: p}
		for _, l := range s.Legal(p) {
			if _, ok := l.(Pass); ok {
				in = l
			}
		}
		s, _ = apply(t, s, in)
	}
	return s
}

// untilAttack plays on, Done and Pass, until p's attacks in the attack
// phase of the current round.
func untilAttack(t *testing.T, s *State, p engine.Player) *State {
	t.Helper()
	for guard := 0; !(s.phase == phAttack && s.prompt == promptNone && s.actor() == p); guard++ {
		if guard > 100 || s.phase == phOver {
			t.Fatalf("p%d's attacks never came: %+v", p, s.Phase())
		}
		if s.prompt != promptNone {
			s, _ = apply(t, s, Pass{By: s.asked})
			continue
		}
		s, _ = apply(t, s, Done{By: s.Phase().Actors[0]})
	}
	return s
}
