package engine

import (
	"reflect"
	"testing"
)

// openingToy is the toy game whose first state rolls who goes first as it
// is made, and says so.
type openingToy struct{ *toyState }

func (o openingToy) Opening() []Event {
	r := NewRoll("Red rolls for the start", []Die{{Sides: 6, Face: 4}}, nil, 0, "")
	return []Event{{Kind: "start", Player: 0, Roll: &r}, {Kind: "start", Player: NoPlayer, Text: "Red goes first"}}
}

type openingGame struct{ toyGame }

func (g openingGame) NewState(sc Scenario, opts Options, seed uint64) (State, error) {
	st, err := g.toyGame.NewState(sc, opts, seed)
	if err != nil {
		return nil, err
	}
	return openingToy{st.(*toyState)}, nil
}

func TestSessionOpeningIsTheFirstStatesOwn(t *testing.T) {
	players := []PlayerSlot{{Side: "Red", Kind: Human}, {Side: "Blue", Kind: Human}}
	plain, err := NewSession(toyGame{rules: "1"}, toyScen(), nil, 1, players)
	if err != nil {
		t.Fatal(err)
	}
	if ev := plain.Opening(); ev != nil {
		t.Errorf("a game whose first state tells nothing opens with %v", ev)
	}
	sess, err := NewSession(openingGame{toyGame{rules: "1"}}, toyScen(), nil, 1, players)
	if err != nil {
		t.Fatal(err)
	}
	want := openingToy{}.Opening()
	if got := sess.Opening(); !reflect.DeepEqual(got, want) {
		t.Fatalf("Opening = %v, want %v", got, want)
	}
	// The opening stays the first state's after intents: the later states
	// are not asked (here they are toy states, which tell nothing).
	if _, err := sess.Apply(toyPass{P: 0}); err != nil {
		t.Fatal(err)
	}
	if got := sess.Opening(); !reflect.DeepEqual(got, want) {
		t.Errorf("after an intent, Opening = %v, want the first state's %v", got, want)
	}
}
