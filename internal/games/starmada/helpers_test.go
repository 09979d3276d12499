package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	return gametest.LoadScenario(t, Game{}, name).(*Scenario)
}

func newGame(t testing.TB, scenario string, seed uint64) *State {
	t.Helper()
	return gametest.NewGame(t, Game{}, scenario, seed).(*State)
}

// battle builds a game from ships placed by hand: each entry is
// "side:name:class:CCRR:facing".
func battle(t testing.TB, specs ...string) *State {
	t.Helper()
	return battleOf(t, nil, specs...)
}

// battleOf is battle with classes of the test's own.
func battleOf(t testing.TB, classes []ClassFile, specs ...string) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Classes: classes, Sides: []SideFile{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "blue"}}}
	for _, sp := range specs {
		p := strings.Split(sp, ":")
		side := 0
		if p[0] == "Blue" {
			side = 1
		}
		f.Sides[side].Ships = append(f.Sides[side].Ships, ShipFile{Name: p[1], Class: p[2], At: p[3], Facing: p[4]})
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// withDice returns a copy whose dice give faces first.
func (s *State) withDice(faces ...int) *State {
	n := s.clone()
	n.dice = engine.NewDice(7).Force(faces...)
	return n
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

func at(s string) hex.Hex {
	h, err := ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

func eventsText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

func mustState(t testing.TB, sc interface{ Name() string }) *State {
	t.Helper()
	st, err := Game{}.NewState(sc.(*Scenario), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// flight reads a craft id as files write it ("A/F1").
func flight(s string) CraftID {
	id, err := ParseCraftID(s)
	if err != nil {
		panic(err)
	}
	return id
}

// aim reads a target as files write it ("B", "fighters@1510").
func aim(s string) Ref {
	r, err := ParseRef(s)
	if err != nil {
		panic(err)
	}
	return r
}

// chartFace is the damage roll (2–5) whose chart entry reads want.
func chartFace(t *testing.T, sh *ship, want string) int {
	t.Helper()
	for f := 2; f <= 5; f++ {
		if sh.class.Chart[f-1].String() == want {
			return f
		}
	}
	t.Fatalf("no %q on %s's chart %s", want, sh.name, sh.class.Chart)
	return 0
}

// toEndOfTurn lets both sides pass through the rest of the turn: flights
// stay where they are, nobody fires, losses take the first choice.
func toEndOfTurn(t *testing.T, s *State) (*State, []engine.Event) {
	t.Helper()
	turn := s.turn
	var ev []engine.Event
	for k := 0; k < 100 && s.turn == turn && !s.outcome.Over; k++ {
		var in engine.Intent
		switch s.phase {
		case phFighters:
			for p := engine.Player(0); p < 2 && in == nil; p++ {
				in = stayOrFirst(s, s.Legal(p))
			}
		case phCombat:
			in = Fire{By: s.firing}
		case phChoose:
			for p := engine.Player(0); p < 2 && in == nil; p++ {
				if l := s.Legal(p); len(l) > 0 {
					in = l[0]
				}
			}
		case phLaunch:
			// every satellite the ship may (C.5), as rules 1-9 launched them
			p := s.Phase().Actors[0]
			in = s.planLaunch(p)
		default:
			t.Fatalf("toEndOfTurn in phase %d", s.phase)
		}
		var more []engine.Event
		s, more = apply(t, s, in)
		ev = append(ev, more...)
	}
	return s, ev
}

// stayOrFirst is a flight's staying put, without attacking (the last of
// its options), else the first of l; nil for none.
func stayOrFirst(s *State, l []engine.Intent) engine.Intent {
	for _, in := range l {
		if f, ok := in.(Fly); ok && f.Target.IsZero() && s.craft[s.craftIndex(f.Craft)].pos == f.At() {
			return in
		}
	}
	if len(l) > 0 {
		return l[0]
	}
	return nil
}

// modSum adds a roll's modifiers.
func modSum(r engine.Roll) int {
	s := 0
	for _, m := range r.Mods {
		s += m.Value
	}
	return s
}

// finishCombat fires for whichever side fires until the Combat Phase ends.
func finishCombat(t *testing.T, s *State, ev []engine.Event) (*State, []engine.Event) {
	t.Helper()
	for k := 0; k < 20 && s.phase == phCombat; k++ {
		var more []engine.Event
		s, more = apply(t, s, Fire{By: s.firing})
		ev = append(ev, more...)
	}
	return s, ev
}
