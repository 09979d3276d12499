package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// A small game for the command's tests, so they do not depend on the rules of
// a real game: two players take turns to roll a d6 (or pass); the first to
// the goal wins; four passes in a row are a draw.

type raceScenario struct {
	Game string        `yaml:"game,omitempty" json:"game,omitempty"`
	N    string        `yaml:"name" json:"name"`
	T    string        `yaml:"title" json:"title"`
	D    string        `yaml:"description" json:"description"`
	Goal int           `yaml:"goal" json:"goal"`
	S    []engine.Side `yaml:"sides" json:"sides"`
}

func (s *raceScenario) GameID() string             { return "race" }
func (s *raceScenario) Name() string               { return s.N }
func (s *raceScenario) Title() string              { return s.T }
func (s *raceScenario) Description() string        { return s.D }
func (s *raceScenario) Sides() []engine.Side       { return s.S }
func (s *raceScenario) Canonical() ([]byte, error) { return json.Marshal(s) }

type raceIntent struct {
	K string        `json:"-"`
	P engine.Player `json:"p"`
}

func (i raceIntent) Kind() string         { return i.K }
func (i raceIntent) Actor() engine.Player { return i.P }
func (i raceIntent) String() string {
	if i.K == "roll" {
		return "rolls for the finish"
	}
	return "waits"
}

type raceState struct {
	sc     *raceScenario
	turn   int
	toMove engine.Player
	score  [2]int
	passes int
	dice   engine.Dice
	out    engine.Outcome
}

func (s *raceState) Phase() engine.Phase {
	if s.out.Over {
		return engine.Phase{Turn: s.turn, Name: "Over"}
	}
	return engine.Phase{Turn: s.turn, Name: "Race", Actors: []engine.Player{s.toMove}}
}
func (s *raceState) Legal(p engine.Player) []engine.Intent {
	if s.out.Over || p != s.toMove {
		return nil
	}
	return []engine.Intent{raceIntent{"roll", p}, raceIntent{"pass", p}}
}
func (s *raceState) View(engine.Player) engine.State { return s }
func (s *raceState) Outcome() engine.Outcome         { return s.out }
func (s *raceState) Hash() uint64 {
	h := engine.NewHasher()
	h.Int(s.turn)
	h.Int(int(s.toMove))
	h.Ints(s.score[:])
	h.Int(s.passes)
	s.dice.HashInto(h)
	h.Bool(s.out.Over)
	h.Int(int(s.out.Winner))
	return h.Sum()
}
func (s *raceState) Check(in engine.Intent) error { _, _, err := s.Apply(in); return err }

func (s *raceState) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	if s.out.Over {
		return nil, nil, errors.New("the race is over")
	}
	if in.Actor() != s.toMove {
		return nil, nil, fmt.Errorf("it is %s's move", s.sc.S[s.toMove].Name)
	}
	n := *s
	p := in.Actor()
	name := s.sc.S[p].Name
	var ev []engine.Event
	switch in.Kind() {
	case "roll":
		f := n.dice.D(6)
		r := engine.NewRoll(name+"'s dash", []engine.Die{{Sides: 6, Face: f}}, nil, 4, engine.AtLeast)
		if r.Success {
			r.Result = "a sprint"
			f *= 2
		} else {
			r.Result = "a jog"
		}
		n.score[p] += f
		n.passes = 0
		ev = append(ev, engine.Event{Kind: "roll", Player: p, Text: fmt.Sprintf("%s runs %d", name, f), Roll: &r})
		if n.score[p] >= s.sc.Goal {
			n.out = engine.Outcome{Over: true, Winner: p, Reason: name + " crossed the line"}
		}
	case "pass":
		n.passes++
		ev = append(ev, engine.Event{Kind: "pass", Player: p, Text: name + " catches breath"})
		if n.passes >= 4 {
			n.out = engine.Outcome{Over: true, Winner: engine.NoPlayer, Reason: "nobody ran"}
		}
	default:
		return nil, nil, fmt.Errorf("no %q in a race", in.Kind())
	}
	if !n.out.Over {
		n.toMove = 1 - p
		if n.toMove == 0 {
			n.turn++
		}
	}
	return &n, ev, nil
}

type raceGame struct{}

func (raceGame) ID() string                       { return "race" }
func (raceGame) Title() string                    { return "Foot race" }
func (raceGame) RulesVersion() string             { return "1" }
func (raceGame) OptionSpecs() []engine.OptionSpec { return nil }
func (raceGame) Levels() []string                 { return []string{engine.LevelRandom, engine.LevelScripted} }
func (raceGame) DecodeScenario(data []byte) (engine.Scenario, error) {
	var sc raceScenario
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true)
	if err := dec.Decode(&sc); err != nil {
		return nil, err
	}
	if sc.Game != "" && sc.Game != "race" {
		return nil, fmt.Errorf("game %q is not race", sc.Game)
	}
	if sc.N == "" || sc.Goal < 1 || len(sc.S) != 2 {
		return nil, fmt.Errorf("scenario %q: needs a name, a goal of 1 or more and two sides", sc.N)
	}
	return &sc, nil
}
func (raceGame) NewState(sc engine.Scenario, _ engine.Options, seed uint64) (engine.State, error) {
	return &raceState{sc: sc.(*raceScenario), turn: 1, dice: engine.NewDice(seed), out: engine.Running()}, nil
}
func (raceGame) DecodeIntent(kind string, data json.RawMessage) (engine.Intent, error) {
	if kind != "roll" && kind != "pass" {
		return nil, fmt.Errorf("no %q in a race", kind)
	}
	in := raceIntent{K: kind}
	err := json.Unmarshal(data, &in)
	return in, err
}
func (raceGame) NewOpponent(level string, seed uint64) (engine.Opponent, error) {
	switch level {
	case engine.LevelRandom:
		return engine.NewRandomOpponent(seed), nil
	case engine.LevelScripted:
		return runner{}, nil
	}
	return nil, fmt.Errorf("no level %q", level)
}

type runner struct{}

func (runner) Level() string { return engine.LevelScripted }
func (runner) Choose(v engine.State, p engine.Player) (engine.Intent, error) {
	return v.Legal(p)[0], nil
}

func raceScenarios() []engine.Scenario {
	sides := []engine.Side{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "blue"}}
	return []engine.Scenario{
		&raceScenario{N: "long", T: "Long race", D: "to 30,\nslowly", Goal: 30, S: sides},
		&raceScenario{N: "sprint", T: "Sprint", D: "to 10", Goal: 10, S: sides},
	}
}

// fakeRegistry holds the race only.
type fakeRegistry struct{}

func (fakeRegistry) All() []engine.Game { return []engine.Game{raceGame{}} }
func (fakeRegistry) Lookup(id string) (engine.Game, bool) {
	if id == "race" {
		return raceGame{}, true
	}
	return nil, false
}
func (fakeRegistry) Screens(string) tui.Screens                       { return tui.Screens{} }
func (fakeRegistry) Scenarios(engine.Game) ([]engine.Scenario, error) { return raceScenarios(), nil }
func (fakeRegistry) LoadScenario(g engine.Game, s string) (engine.Scenario, error) {
	if looksLikePath(s) {
		data, err := os.ReadFile(s)
		if err != nil {
			return nil, err
		}
		sc, err := g.DecodeScenario(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Clean(s), err)
		}
		return sc, nil
	}
	if s == "" {
		return raceScenarios()[0], nil
	}
	for _, sc := range raceScenarios() {
		if sc.Name() == s {
			return sc, nil
		}
	}
	return nil, fmt.Errorf("race has no scenario %s (it has: long, sprint)", engine.Quote(s))
}

// fakeScreen records what would have been shown.
type fakeScreen struct {
	calls    []string
	sess     *engine.Session
	at       int
	cfg      uiConfig
	onGame   func(*engine.Session)
	err      error
	notReady error // what Ready says
}

func (f *fakeScreen) Ready() error { return f.notReady }

func (f *fakeScreen) Menu(c uiConfig) error {
	f.calls = append(f.calls, "menu")
	f.cfg = c
	return f.err
}

// NewGame writes the claimed save first, as the terminal's screen does just
// after its first frame.
func (f *fakeScreen) NewGame(s *engine.Session, c uiConfig) error {
	if err := store.Save(s); err != nil {
		return err
	}
	return f.Game(s, c)
}

func (f *fakeScreen) Game(s *engine.Session, c uiConfig) error {
	f.calls = append(f.calls, "game")
	f.sess, f.cfg = s, c
	if f.onGame != nil {
		f.onGame(s)
	}
	return f.err
}
func (f *fakeScreen) Replay(s *engine.Session, at int, c uiConfig) error {
	f.calls = append(f.calls, "replay")
	f.sess, f.at, f.cfg = s, at, c
	return f.err
}
