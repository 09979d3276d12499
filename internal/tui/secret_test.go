package tui

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The secret game exercises hidden information in hotseat play: each
// player in turn picks a number from 1 to 3 in secret; once both have
// picked, the numbers are revealed and the higher wins.

type secretScenario struct{}

func (secretScenario) GameID() string      { return "secret" }
func (secretScenario) Name() string        { return "duel" }
func (secretScenario) Title() string       { return "Secret duel" }
func (secretScenario) Description() string { return "pick a number in secret" }
func (secretScenario) Sides() []engine.Side {
	return []engine.Side{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "blue"}}
}
func (secretScenario) Canonical() ([]byte, error) { return []byte(`{}`), nil }

type pick struct {
	By    engine.Player `json:"by"`
	Value int           `json:"value"`
}

func (p pick) Kind() string                         { return "pick" }
func (p pick) Actor() engine.Player                 { return p.By }
func (p pick) String() string                       { return "pick a number" }
func (p pick) label() string                        { return fmt.Sprintf("secret number %d", p.Value) }
func (secretGame) ID() string                       { return "secret" }
func (secretGame) Title() string                    { return "Secret numbers" }
func (secretGame) RulesVersion() string             { return "secret/1" }
func (secretGame) Levels() []string                 { return []string{engine.LevelRandom} }
func (secretGame) OptionSpecs() []engine.OptionSpec { return nil }

type secretGame struct{}

func (secretGame) DecodeScenario([]byte) (engine.Scenario, error) { return secretScenario{}, nil }
func (secretGame) NewState(engine.Scenario, engine.Options, uint64) (engine.State, error) {
	return &secretState{}, nil
}
func (secretGame) DecodeIntent(kind string, data json.RawMessage) (engine.Intent, error) {
	var p pick
	err := json.Unmarshal(data, &p)
	return p, err
}
func (secretGame) NewOpponent(level string, seed uint64) (engine.Opponent, error) {
	return engine.NewRandomOpponent(seed), nil
}

type secretState struct {
	picks  [2]int // 0 = not yet; -1 = picked but hidden from this view
	toMove engine.Player
}

func (s *secretState) Check(in engine.Intent) error { _, _, err := s.Apply(in); return err }

func (s *secretState) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	p, ok := in.(pick)
	switch {
	case !ok:
		return nil, nil, errors.New("not a pick")
	case s.Outcome().Over || p.By != s.toMove:
		return nil, nil, errors.New("not your turn")
	case p.Value < 1 || p.Value > 3:
		return nil, nil, errors.New("pick 1, 2 or 3")
	}
	n := *s
	n.picks[p.By] = p.Value
	n.toMove = 1 - s.toMove
	ev := []engine.Event{{Kind: "pick", Player: p.By, Text: p.label(), Secret: true}}
	if n.picks[0] > 0 && n.picks[1] > 0 {
		ev = append(ev, engine.Event{Kind: "reveal", Player: engine.NoPlayer, Text: fmt.Sprintf("revealed: %d against %d", n.picks[0], n.picks[1])})
	}
	return &n, ev, nil
}

func (s *secretState) Phase() engine.Phase {
	if s.Outcome().Over {
		return engine.Phase{Turn: 1, Name: "Over"}
	}
	return engine.Phase{Turn: 1, Name: "Pick", Actors: []engine.Player{s.toMove}}
}

func (s *secretState) Legal(p engine.Player) []engine.Intent {
	if s.Outcome().Over || p != s.toMove {
		return nil
	}
	return []engine.Intent{pick{p, 1}, pick{p, 2}, pick{p, 3}}
}

func (s *secretState) View(p engine.Player) engine.State {
	if s.picks[0] > 0 && s.picks[1] > 0 {
		return s
	}
	n := *s
	for i := range n.picks {
		if engine.Player(i) != p && n.picks[i] > 0 {
			n.picks[i] = -1
		}
	}
	return &n
}

func (s *secretState) Outcome() engine.Outcome {
	a, b := s.picks[0], s.picks[1]
	switch {
	case a <= 0 || b <= 0:
		return engine.Running()
	case a == b:
		return engine.Outcome{Over: true, Winner: engine.NoPlayer, Reason: "equal numbers"}
	case a > b:
		return engine.Outcome{Over: true, Winner: 0, Reason: "the higher number"}
	}
	return engine.Outcome{Over: true, Winner: 1, Reason: "the higher number"}
}

func (s *secretState) Hash() uint64 {
	h := engine.NewHasher()
	h.Int(s.picks[0])
	h.Int(s.picks[1])
	h.Int(int(s.toMove))
	return h.Sum()
}

// secretBoard draws what the viewer may know of the picks.
type secretBoard struct{}

func (secretBoard) Draw(f Frame) []string {
	st := f.State
	s := st.(*secretState)
	var out []string
	for i, v := range s.picks {
		switch {
		case v == 0:
			out = append(out, fmt.Sprintf("player %d has not picked", i+1))
		case v < 0:
			out = append(out, fmt.Sprintf("player %d has picked (hidden)", i+1))
		default:
			out = append(out, fmt.Sprintf("player %d picked secret number %d", i+1, v))
		}
	}
	return out
}
func (secretBoard) Height(int, int) int                { return 2 }
func (secretBoard) Group(kind string) (string, string) { return "Pick", "p" }
func (secretBoard) Item(in engine.Intent) string       { return in.(pick).label() }

// typedSecretBoard has the number typed rather than picked from a list.
type typedSecretBoard struct{ secretBoard }

func (typedSecretBoard) Typable(_ engine.State, in engine.Intent) (string, string, []string, bool) {
	return "Your secret number", fmt.Sprint(in.(pick).Value), []string{"1", "2", "3"}, true
}

func (typedSecretBoard) Parse(_ engine.State, me engine.Player, _ engine.Intent, text string) (engine.Intent, error) {
	var v int
	if _, err := fmt.Sscanf(text, "%d", &v); err != nil || v < 1 || v > 3 {
		return nil, fmt.Errorf("%q is not a number from 1 to 3", text)
	}
	return pick{By: me, Value: v}, nil
}

// concealGame is the secret game whose picks the other player may not know
// were made (engine.Concealer): the second pick is also the seal, and its
// record carries the public reveal.
type concealGame struct{ secretGame }

func (concealGame) NewState(engine.Scenario, engine.Options, uint64) (engine.State, error) {
	return concealState{&secretState{}}, nil
}

type concealState struct{ *secretState }

func (c concealState) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	n, ev, err := c.secretState.Apply(in)
	if err != nil {
		return nil, nil, err
	}
	return concealState{n.(*secretState)}, ev, nil
}

func (c concealState) View(p engine.Player) engine.State {
	return concealState{c.secretState.View(p).(*secretState)}
}

func (c concealState) Conceals(in engine.Intent, viewer engine.Player) bool {
	return viewer != engine.NoPlayer && viewer != in.Actor()
}
