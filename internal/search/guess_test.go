package search

import (
	"errors"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// guess is a game of one secret move: player 0 either plays safe, and
// wins on 1–3 on a d10, or picks a side in secret; player 1 then guesses
// the side, and player 0 wins unless the guess is right. Picking wins half
// the time against a guesser who cannot see the pick, so it beats playing
// safe; a search that let the guesser see the pick would think it never
// wins.
type guess struct {
	picked bool
	side   string // "" in player 1's view
	dice   engine.Dice
	out    engine.Outcome
}

// Pick, Safe and Guess are guess's intents.
type (
	Pick struct {
		By   engine.Player `json:"by"`
		Side string        `json:"side"`
	}
	Safe struct {
		By engine.Player `json:"by"`
	}
	Guess struct {
		By   engine.Player `json:"by"`
		Side string        `json:"side"`
	}
)

func (i Pick) Kind() string          { return "pick" }
func (i Pick) Actor() engine.Player  { return i.By }
func (i Pick) String() string        { return "a secret pick" }
func (i Safe) Kind() string          { return "safe" }
func (i Safe) Actor() engine.Player  { return i.By }
func (i Safe) String() string        { return "play safe" }
func (i Guess) Kind() string         { return "guess" }
func (i Guess) Actor() engine.Player { return i.By }
func (i Guess) String() string       { return "guess " + i.Side }

func (s *guess) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	if err := s.Check(in); err != nil {
		return nil, nil, err
	}
	n := *s
	switch x := in.(type) {
	case Pick:
		n.picked, n.side = true, x.Side
	case Safe:
		n.out = engine.Outcome{Over: true, Winner: 1}
		if n.dice.D(10) <= 3 {
			n.out.Winner = 0
		}
	case Guess:
		n.out = engine.Outcome{Over: true, Winner: 0}
		if x.Side == n.side {
			n.out.Winner = 1
		}
	}
	return &n, []engine.Event{{Kind: in.Kind(), Player: in.Actor(), Text: in.String()}}, nil
}

func (s *guess) Check(in engine.Intent) error {
	for _, l := range s.Legal(in.Actor()) {
		if l == in {
			return nil
		}
	}
	return errors.New("not now")
}

func (s *guess) Phase() engine.Phase {
	switch {
	case s.out.Over:
		return engine.Phase{Name: "over"}
	case s.picked:
		return engine.Phase{Turn: 1, Name: "guess", Actors: []engine.Player{1}}
	}
	return engine.Phase{Turn: 1, Name: "pick", Actors: []engine.Player{0}}
}

func (s *guess) Legal(p engine.Player) []engine.Intent {
	switch {
	case s.out.Over:
	case !s.picked && p == 0:
		return []engine.Intent{Safe{0}, Pick{0, "a"}, Pick{0, "b"}}
	case s.picked && p == 1:
		return []engine.Intent{Guess{1, "a"}, Guess{1, "b"}}
	}
	return nil
}

func (s *guess) View(p engine.Player) engine.State {
	n := *s
	n.dice = s.dice.Hidden()
	if p != 0 {
		n.side = ""
	}
	return &n
}

func (s *guess) Outcome() engine.Outcome { return s.out }

func (s *guess) Hash() uint64 {
	h := engine.NewHasher()
	h.Bool(s.picked)
	h.String(s.side)
	s.dice.HashInto(h)
	h.Bool(s.out.Over)
	h.Int(int(s.out.Winner))
	return h.Sum()
}

func (s *guess) Reseed(seed uint64) engine.State {
	n := *s
	n.dice = engine.NewDice(seed)
	return &n
}

// guessA always guesses a, and plays safe as player 0.
type guessA struct{}

func (guessA) Level() string { return "guess a" }

func (guessA) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	if p == 1 {
		return Guess{1, "a"}, nil
	}
	return Safe{0}, nil
}
