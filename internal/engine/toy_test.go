package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// The toy game is a race: two players take turns; on your move you may roll a
// d6 and add it to your score (which ends your move), pass (no dice, ends
// your move), or once per game choose a secret number from 1 to 3 (no dice;
// you move again). The first to reach the goal wins; after MaxTurns turns, or
// when both players pass twice in a row, the game is drawn. The secret is
// hidden from the other player, which exercises View.

type toyScenario struct {
	N        string `json:"name"`
	Goal     int    `json:"goal"`
	MaxTurns int    `json:"max_turns"`
	S        []Side `json:"sides"`
}

func (s *toyScenario) GameID() string             { return "toy" }
func (s *toyScenario) Name() string               { return s.N }
func (s *toyScenario) Title() string              { return "Race to " + fmt.Sprint(s.Goal) }
func (s *toyScenario) Description() string        { return "first to the goal wins" }
func (s *toyScenario) Sides() []Side              { return append([]Side(nil), s.S...) }
func (s *toyScenario) Canonical() ([]byte, error) { return json.Marshal(s) }

func toyScen() *toyScenario {
	return &toyScenario{N: "race", Goal: 10, MaxTurns: 20, S: []Side{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "blue"}}}
}

type toyRoll struct {
	P Player `json:"p"`
}
type toyPass struct {
	P Player `json:"p"`
}
type toySecret struct {
	P     Player `json:"p"`
	Value int    `json:"value"`
}

func (i toyRoll) Kind() string     { return "roll" }
func (i toyRoll) Actor() Player    { return i.P }
func (i toyRoll) String() string   { return "roll a die" }
func (i toyPass) Kind() string     { return "pass" }
func (i toyPass) Actor() Player    { return i.P }
func (i toyPass) String() string   { return "pass" }
func (i toySecret) Kind() string   { return "secret" }
func (i toySecret) Actor() Player  { return i.P }
func (i toySecret) String() string { return "choose a secret number" }

type toyState struct {
	sc      *toyScenario
	turn    int
	toMove  Player
	scores  [2]int
	secrets [2]int // 0 = none chosen, -1 = hidden from the viewer
	passes  int
	dice    Dice
	out     Outcome
}

func (s *toyState) Phase() Phase {
	if s.out.Over {
		return Phase{Turn: s.turn, Name: "Game over"}
	}
	return Phase{Turn: s.turn, Name: "Race", Actors: []Player{s.toMove}}
}

func (s *toyState) Outcome() Outcome { return s.out }

func (s *toyState) Legal(p Player) []Intent {
	if s.out.Over || p != s.toMove {
		return nil
	}
	out := []Intent{toyRoll{p}, toyPass{p}}
	if s.secrets[p] == 0 {
		out = append(out, toySecret{p, 1}, toySecret{p, 2}, toySecret{p, 3})
	}
	return out
}

func (s *toyState) View(p Player) State {
	v := *s
	for i := range v.secrets {
		if Player(i) != p && v.secrets[i] != 0 {
			v.secrets[i] = -1
		}
	}
	return &v
}

func (s *toyState) Hash() uint64 {
	h := NewHasher()
	h.String(s.sc.N)
	h.Int(s.turn)
	h.Int(int(s.toMove))
	h.Ints(s.scores[:])
	h.Ints(s.secrets[:])
	h.Int(s.passes)
	s.dice.HashInto(h)
	h.Bool(s.out.Over)
	h.Int(int(s.out.Winner))
	h.String(s.out.Reason)
	return h.Sum()
}

func (s *toyState) name(p Player) string { return s.sc.S[p].Name }

func (s *toyState) Check(in Intent) error { _, _, err := s.Apply(in); return err }

func (s *toyState) Apply(in Intent) (State, []Event, error) {
	if s.out.Over {
		return nil, nil, errors.New("the race is over")
	}
	if in.Actor() != s.toMove {
		return nil, nil, fmt.Errorf("it is %s's move", s.name(s.toMove))
	}
	n := *s // the receiver is never modified: scores and secrets are arrays
	p := in.Actor()
	var events []Event
	endMove := true
	switch in := in.(type) {
	case toyRoll:
		face := n.dice.D(6)
		r := NewRoll(s.name(p)+"'s dash", []Die{{Sides: 6, Face: face}}, nil, 0, "")
		r.Result = fmt.Sprintf("%d steps", face)
		n.scores[p] += face
		n.passes = 0
		events = append(events, Event{Kind: "roll", Player: p, Text: s.name(p) + " runs", Roll: &r})
		if n.scores[p] >= s.sc.Goal {
			n.out = Outcome{Over: true, Winner: p, Reason: fmt.Sprintf("%s reached %d", s.name(p), s.sc.Goal)}
		}
	case toyPass:
		n.passes++
		events = append(events, Event{Kind: "pass", Player: p, Text: s.name(p) + " waits"})
		if n.passes >= 4 {
			n.out = Outcome{Over: true, Winner: NoPlayer, Reason: "both players passed twice"}
		}
	case toySecret:
		if n.secrets[p] != 0 {
			return nil, nil, errors.New("you have already chosen your secret")
		}
		if in.Value < 1 || in.Value > 3 {
			return nil, nil, fmt.Errorf("the secret must be from 1 to 3, not %d", in.Value)
		}
		n.secrets[p] = in.Value
		endMove = false
		events = append(events, Event{Kind: "secret", Player: p, Text: fmt.Sprintf("%s chooses %d", s.name(p), in.Value), Secret: true})
	default:
		return nil, nil, fmt.Errorf("the race has no %q", in.Kind())
	}
	if endMove && !n.out.Over {
		n.toMove = 1 - p
		if n.toMove == 0 {
			n.turn++
			if n.turn > s.sc.MaxTurns {
				n.turn = s.sc.MaxTurns
				n.out = Outcome{Over: true, Winner: NoPlayer, Reason: "time ran out"}
			}
		}
	}
	return &n, events, nil
}

type toyGame struct {
	rules string // RulesVersion; "1" unless a test changes it
}

func (g toyGame) ID() string    { return "toy" }
func (g toyGame) Title() string { return "Toy Race" }
func (g toyGame) RulesVersion() string {
	if g.rules == "" {
		return "1"
	}
	return g.rules
}

func (g toyGame) DecodeScenario(data []byte) (Scenario, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var sc toyScenario
	if err := dec.Decode(&sc); err != nil {
		return nil, fmt.Errorf("toy scenario: %w", err)
	}
	switch {
	case sc.N == "":
		return nil, errors.New("toy scenario: no name")
	case sc.Goal < 1 || sc.Goal > 1000:
		return nil, fmt.Errorf("toy scenario %q: goal %d is not from 1 to 1000", sc.N, sc.Goal)
	case sc.MaxTurns < 1 || sc.MaxTurns > 1000:
		return nil, fmt.Errorf("toy scenario %q: max_turns %d is not from 1 to 1000", sc.N, sc.MaxTurns)
	case len(sc.S) != 2:
		return nil, fmt.Errorf("toy scenario %q: %d sides, want 2", sc.N, len(sc.S))
	}
	return &sc, nil
}

func (g toyGame) OptionSpecs() []OptionSpec {
	return []OptionSpec{{Key: "speed", Default: "normal", Choices: []string{"normal", "fast"}, Summary: "how fast"}, {Key: "note", Default: "hi", Summary: "free text"}}
}

func (g toyGame) NewState(sc Scenario, opts Options, seed uint64) (State, error) {
	ts, ok := sc.(*toyScenario)
	if !ok {
		return nil, fmt.Errorf("not a toy scenario: %T", sc)
	}
	return &toyState{sc: ts, turn: 1, dice: NewDice(seed), out: Running()}, nil
}

func (g toyGame) DecodeIntent(kind string, data json.RawMessage) (Intent, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var err error
	var in Intent
	switch kind {
	case "roll":
		var v toyRoll
		err = dec.Decode(&v)
		in = v
	case "pass":
		var v toyPass
		err = dec.Decode(&v)
		in = v
	case "secret":
		var v toySecret
		err = dec.Decode(&v)
		in = v
	default:
		return nil, fmt.Errorf("the race has no intent %q", kind)
	}
	if err != nil {
		return nil, err
	}
	return in, nil
}

func (g toyGame) Levels() []string { return []string{LevelRandom, LevelScripted} }

func (g toyGame) NewOpponent(level string, seed uint64) (Opponent, error) {
	switch level {
	case LevelRandom:
		return NewRandomOpponent(seed), nil
	case LevelScripted:
		return toyRunner{}, nil
	}
	return nil, fmt.Errorf("toy has no opponent level %q", level)
}

// toyRunner always rolls.
type toyRunner struct{}

func (toyRunner) Level() string { return LevelScripted }
func (toyRunner) Choose(view State, p Player) (Intent, error) {
	for _, in := range view.Legal(p) {
		if in.Kind() == "roll" {
			return in, nil
		}
	}
	return nil, errors.New("cannot roll")
}

func toyLookup(id string) (Game, bool) {
	if id == "toy" {
		return toyGame{}, true
	}
	return nil, false
}

var hotseat = []PlayerSlot{{Side: "Red", Kind: Human}, {Side: "Blue", Kind: Human}}

func newToySession(tb interface {
	Helper()
	Fatal(...any)
}, seed uint64) *Session {
	tb.Helper()
	s, err := NewSession(toyGame{}, toyScen(), nil, seed, hotseat)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// forceDice replaces the dice of the session's current state; only tests do
// this, to play out a rulebook example.
func forceDice(s *Session, faces ...int) {
	st := s.states[len(s.states)-1].(*toyState)
	cp := *st
	cp.dice = cp.dice.Force(faces...)
	s.states[len(s.states)-1] = &cp
}
