package stellararmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// loadScenario reads one of the shipped scenarios.
func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	return gametest.LoadScenario(t, Game{}, name).(*Scenario)
}

// mats sets the current values of both ships; a nil func leaves a ship
// at full strength.
type matEdit func(t *Tracks)

// position builds a game in progress with the standard maxima: edits
// change each ship's current values, toMove has his full action points
// and the dice give faces first.
func position(t testing.TB, toMove engine.Player, red, blue matEdit, faces ...int) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Sides: []SideFile{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "blue"}}}
	for i, edit := range []matEdit{red, blue} {
		if edit == nil {
			continue
		}
		tr := StandardTracks()
		edit(&tr)
		f.Sides[i].Mat = &MatFile{Start: tr.Values()}
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewPosition(sc, Position{First: 0, ToMove: toMove, Turn: 2, Dice: engine.NewDice(1).Force(faces...)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// blueStarts is the standard scenario with Blue's mat starting as edit
// leaves the standard one.
func blueStarts(t testing.TB, edit matEdit) *Scenario {
	t.Helper()
	f := loadScenario(t, "standard").File()
	blue := StandardTracks()
	edit(&blue)
	f.Sides[1].Mat = &MatFile{Start: blue.Values()}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// apply applies in and fails the test on an error or a changed receiver.
func apply(t testing.TB, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev := gametest.Apply(t, s, in)
	return n.(*State), ev
}

// refuse applies in, wants an error containing want, no state or events,
// and the state unchanged.
func refuse(t testing.TB, s *State, in engine.Intent, want string) {
	t.Helper()
	gametest.Refuse(t, s, in, want)
}

// playOut plays a game to its end with two opponents; step, when not nil,
// sees every state before each intent.
func playOut(t testing.TB, s *State, opp [2]engine.Opponent, step func(s *State, in engine.Intent)) *State {
	t.Helper()
	var each func(engine.State, engine.Intent)
	if step != nil {
		each = func(st engine.State, in engine.Intent) { step(st.(*State), in) }
	}
	return gametest.PlayOut(t, s, opp[:], 100000, each).(*State)
}

func newGame(t testing.TB, scenario string, seed uint64) *State {
	t.Helper()
	return gametest.NewGame(t, Game{}, scenario, seed).(*State)
}

// withTurnLimit sets a position's turn limit (in a setup of its own: the
// setup is shared by every state of a game and never changed).
func withTurnLimit(s *State, rounds int) *State {
	set := *s.setup
	set.turnLimit = rounds
	s.setup = &set
	return s
}

func shotText(t *testing.T, ev []engine.Event) string {
	t.Helper()
	for _, e := range ev {
		if e.Kind == EvShot {
			if e.Roll == nil {
				t.Fatal("a shot without its roll")
			}
			return e.Text
		}
	}
	t.Fatalf("no shot among %v", ev)
	return ""
}

func shotRoll(t *testing.T, ev []engine.Event) engine.Roll {
	t.Helper()
	for _, e := range ev {
		if e.Kind == EvShot && e.Roll != nil {
			return *e.Roll
		}
	}
	t.Fatalf("no shot among %v", ev)
	return engine.Roll{}
}

func noShields(t *Tracks) { t.Shields = 0 }

// unarmed leaves a ship no weapon and no repair system: it cannot fight.
func unarmed(t *Tracks) {
	t.Shields, t.Masers, t.Armor, t.Launchers, t.Repair = 0, 0, 0, 0, 0
}

// lastMaser leaves a ship with shields down, one maser bank, no missile
// system and no repair: a hit on the masers leaves it unable to fight.
func lastMaser(t *Tracks) {
	t.Shields, t.Masers, t.Armor, t.Launchers, t.Repair = 0, 1, 0, 0, 0
}

func wantOver(t *testing.T, s *State, winner engine.Player, reason string) {
	t.Helper()
	out := s.Outcome()
	if !out.Over || out.Winner != winner || !strings.Contains(out.Reason, reason) {
		t.Fatalf("outcome %+v, want winner %d for %q", out, winner, reason)
	}
	if len(s.Phase().Actors) != 0 || len(s.Legal(0))+len(s.Legal(1)) != 0 {
		t.Fatalf("the game goes on: %+v", s.Phase())
	}
}

// wantShot applies a shot and wants its roll to need need and to hit or miss.
func wantShot(t *testing.T, s *State, in engine.Intent, need int, hit bool) *State {
	t.Helper()
	n, ev := apply(t, s, in)
	if r := shotRoll(t, ev); r.Need != need || r.Success != hit {
		t.Fatalf("%v: %+v, want %d+ and hit %v", in, r, need, hit)
	}
	return n
}
