package engine

import (
	"errors"
	"strings"
	"testing"
)

func toyOpponents(t testing.TB, levels ...string) []Opponent {
	slots, err := ScriptedSlots(toyScen(), levels)
	if err != nil {
		t.Fatal(err)
	}
	opps, err := Opponents(toyGame{}, slots, 9)
	if err != nil {
		t.Fatal(err)
	}
	return opps
}

func TestPlayOut(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		s := newToySession(t, seed)
		if err := PlayOut(s, toyOpponents(t, LevelRandom, LevelScripted), 10000); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !s.State().Outcome().Over {
			t.Fatalf("seed %d: PlayOut returned before the end", seed)
		}
		// The same seeds give the same game.
		again := newToySession(t, seed)
		PlayOut(again, toyOpponents(t, LevelRandom, LevelScripted), 10000)
		if again.State().Hash() != s.State().Hash() || again.Len() != s.Len() {
			t.Fatalf("seed %d: self-play is not repeatable", seed)
		}
	}
	// PlayOut on a finished game does nothing.
	s := newToySession(t, 1)
	PlayOut(s, toyOpponents(t, LevelScripted, LevelScripted), 0)
	n := s.Len()
	if err := PlayOut(s, toyOpponents(t, LevelScripted, LevelScripted), 0); err != nil || s.Len() != n {
		t.Fatalf("PlayOut on a finished game: %v, %d intents", err, s.Len()-n)
	}
}

func TestPlayOutStopsAtTheLimit(t *testing.T) {
	s := newToySession(t, 1)
	err := PlayOut(s, toyOpponents(t, LevelScripted, LevelScripted), 2)
	if !errors.Is(err, ErrTooLong) || s.Len() != 2 || !strings.Contains(err.Error(), "after 2 intents (turn 2, Race)") {
		t.Fatalf("limit 2: %v, %d intents", err, s.Len())
	}
}

type badOpponent struct {
	in  Intent
	err error
}

func (badOpponent) Level() string                          { return "bad" }
func (o badOpponent) Choose(State, Player) (Intent, error) { return o.in, o.err }

// peeker fails if it is shown the other player's secret.
type peeker struct{ t *testing.T }

func (peeker) Level() string { return "peeker" }
func (o peeker) Choose(view State, p Player) (Intent, error) {
	st := view.(*toyState)
	if st.secrets[1-p] > 0 {
		o.t.Errorf("player %d saw the other's secret", p)
	}
	return view.Legal(p)[0], nil
}

func TestPlayOutErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		opps []Opponent
		want string
	}{
		{"illegal", []Opponent{badOpponent{in: toySecret{0, 7}}, nil}, `turn 1, Race: Red (bad opponent) chose an illegal secret "choose a secret number": the secret must be from 1 to 3, not 7`},
		{"not its own", []Opponent{badOpponent{in: toyPass{1}}, nil}, `Red (bad opponent) chose pass "pass", which is player 1's`},
		{"nothing", []Opponent{badOpponent{}, nil}, "Red (bad opponent) chose nothing"},
		{"fails", []Opponent{badOpponent{err: errors.New("out of ideas")}, nil}, "turn 1, Race: Red (bad opponent): out of ideas"},
		{"human", []Opponent{nil, nil}, "Red must act but is not scripted"},
		{"too few", []Opponent{}, "player 0 must act but only 0 players were given"},
	} {
		s := newToySession(t, 1)
		err := PlayOut(s, tc.opps, 100)
		if err == nil || err.Error() != tc.want && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v\nwant %q", tc.name, err, tc.want)
		}
		if s.Len() != 0 {
			t.Errorf("%s: %d intents were applied", tc.name, s.Len())
		}
	}
	// One opponent for two players: the count is worded for one ("1
	// players were given").
	s := newToySession(t, 1)
	if err := PlayOut(s, []Opponent{NewRandomOpponent(1)}, 100); err == nil || !strings.Contains(err.Error(), "player 1 must act but only 1 player was given") {
		t.Errorf("one opponent: %v", err)
	}
	// Opponents only ever see their own view.
	s = newToySession(t, 1)
	mustApply(t, s, toySecret{0, 2})
	mustApply(t, s, toyPass{0})
	mustApply(t, s, toySecret{1, 3})
	PlayOut(s, []Opponent{peeker{t}, peeker{t}}, 100)
}

func TestScriptedSlotsAndOpponents(t *testing.T) {
	if _, err := ScriptedSlots(toyScen(), []string{LevelRandom}); err == nil || !strings.Contains(err.Error(), "2 sides but 1 levels") {
		t.Errorf("one level for two sides: %v", err)
	}
	slots, _ := ScriptedSlots(toyScen(), []string{LevelRandom, LevelScripted})
	if slots[1] != (PlayerSlot{Side: "Blue", Kind: Scripted, Level: LevelScripted}) {
		t.Errorf("slots %+v", slots)
	}
	slots[0] = PlayerSlot{Side: "Red", Kind: Human}
	opps, err := Opponents(toyGame{}, slots, 1)
	if err != nil || opps[0] != nil || opps[1].Level() != LevelScripted {
		t.Errorf("opponents %v, %v", opps, err)
	}
	slots[1].Level = "godlike"
	if _, err := Opponents(toyGame{}, slots, 1); err == nil || !strings.Contains(err.Error(), `player 2 (Blue): toy has no opponent level "godlike"`) {
		t.Errorf("unknown level: %v", err)
	}
}

func BenchmarkPlayOut(b *testing.B) {
	for b.Loop() {
		s := newToySession(b, 1)
		if err := PlayOut(s, toyOpponents(b, LevelRandom, LevelRandom), 10000); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRestore(b *testing.B) {
	sf, _ := playToy(b, 3, 10000).SaveFile()
	for b.Loop() {
		if _, err := sf.Restore(toyLookup); err != nil {
			b.Fatal(err)
		}
	}
}
