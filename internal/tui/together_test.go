package tui

import (
	"errors"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The together game is the secret game played at once: both players pick
// in the same phase (as fleets are built in secret in Starship Battles and
// SSCS), each while the other may still be choosing.
type togetherGame struct{ secretGame }

func (togetherGame) NewState(engine.Scenario, engine.Options, uint64) (engine.State, error) {
	return togetherState{&secretState{}}, nil
}

type togetherState struct{ *secretState }

func (s togetherState) Check(in engine.Intent) error { _, _, err := s.Apply(in); return err }

func (s togetherState) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	p, ok := in.(pick)
	if !ok || p.By < 0 || p.By > 1 || s.picks[p.By] != 0 {
		return nil, nil, errors.New("not yours to pick")
	}
	n := *s.secretState
	n.toMove = p.By
	st, ev, err := (&n).Apply(in)
	if err != nil {
		return nil, nil, err
	}
	return togetherState{st.(*secretState)}, ev, nil
}

func (s togetherState) Phase() engine.Phase {
	ph := s.secretState.Phase()
	if s.Outcome().Over {
		return ph
	}
	ph.Actors = nil
	for i, v := range s.picks {
		if v == 0 {
			ph.Actors = append(ph.Actors, engine.Player(i))
		}
	}
	return ph
}

func (s togetherState) Legal(p engine.Player) []engine.Intent {
	if s.Outcome().Over || p < 0 || p > 1 || s.picks[p] != 0 {
		return nil
	}
	return []engine.Intent{pick{p, 1}, pick{p, 2}, pick{p, 3}}
}

func (s togetherState) View(p engine.Player) engine.State {
	return togetherState{s.secretState.View(p).(*secretState)}
}

// togetherCatalog gives the together game the digit phase screen and the
// plain board.
type togetherCatalog struct{ testCatalog }

func (togetherCatalog) Screens(id string) Screens {
	s := phaseCatalog{}.Screens(id)
	s.Board = nil
	return s
}

// TestPhaseScreenWhileTheOpponentThinks: in a phase both sides play at
// once, the person's own phase screen stays live while the scripted
// opponent chooses. Its intents were dropped while the opponent thought
// (a card added in Starship Battles' secret fleet building did not count,
// without a word, found at 80x24 solo), and the footer named the waiting
// keys ("> skip ahead …") over a screen whose own keys worked.
func TestPhaseScreenWhileTheOpponentThinks(t *testing.T) {
	p, sess := thinkingTogether(t) // the opponent's answer is not fed in
	p.render()
	foot := p.Keys().Short
	var keys []string
	for _, b := range foot {
		keys = append(keys, b.Help().Key+" "+b.Help().Desc)
	}
	if f := strings.Join(keys, " • "); !strings.Contains(f, "1-3 pick") || strings.Contains(f, "skip ahead") {
		t.Errorf("the footer over the live phase screen: %q", f)
	}
	p.Update(keyMsg("2")) // the game screen applies the pick in the same Update
	if sess.Len() != 1 || sess.Records()[0].Intent != (pick{By: 0, Value: 2}) {
		t.Fatalf("the pick made while the opponent thought was dropped: %d intents", sess.Len())
	}
	if !p.waiting {
		t.Fatal("the opponent is no longer asked for its pick")
	}
}
