package search

import (
	"errors"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// pig is the dice game Pig for two or more players, with a secret: on
// their turn players roll a die as often as they dare, adding it to the
// turn's total, and bank the total by holding; a 1 loses the turn's total
// and ends the turn. Each player has a secret bonus (0 to 2) added to every
// total banked; a player's view hides the others' bonuses, and the dice.
// The first to reach goal wins.
type pig struct {
	goal   int
	score  []int
	bonus  []int
	known  []bool // whether the bonus is shown (false in another's view)
	turn   int    // the turn's total
	toMove engine.Player
	dice   engine.Dice
	out    engine.Outcome
}

// Roll and Hold are pig's intents.
type (
	Roll struct {
		By engine.Player `json:"by"`
	}
	Hold struct {
		By engine.Player `json:"by"`
	}
)

func (i Roll) Kind() string         { return "roll" }
func (i Roll) Actor() engine.Player { return i.By }
func (i Roll) String() string       { return "roll" }
func (i Hold) Kind() string         { return "hold" }
func (i Hold) Actor() engine.Player { return i.By }
func (i Hold) String() string       { return "hold" }

func newPig(players, goal int, seed uint64, bonus ...int) *pig {
	s := &pig{goal: goal, score: make([]int, players), bonus: make([]int, players), known: make([]bool, players),
		dice: engine.NewDice(seed), out: engine.Running()}
	for p := range s.known {
		s.known[p] = true
		if p < len(bonus) {
			s.bonus[p] = bonus[p]
		}
	}
	return s
}

func (s *pig) clone() *pig {
	n := *s
	n.score = append([]int(nil), s.score...)
	n.bonus = append([]int(nil), s.bonus...)
	n.known = append([]bool(nil), s.known...)
	return &n
}

func (s *pig) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	if err := s.Check(in); err != nil {
		return nil, nil, err
	}
	n := s.clone()
	p := s.toMove
	ev := []engine.Event{{Kind: in.Kind(), Player: p, Text: in.String()}}
	switch in.(type) {
	case Roll:
		if d := n.dice.D(6); d == 1 {
			n.turn = 0
			n.toMove = (p + 1) % engine.Player(len(n.score))
		} else {
			n.turn += d
		}
	case Hold:
		n.score[p] += n.turn + n.bonus[p]
		n.turn = 0
		if n.score[p] >= n.goal {
			n.out = engine.Outcome{Over: true, Winner: p, Reason: "goal"}
		} else {
			n.toMove = (p + 1) % engine.Player(len(n.score))
		}
	}
	return n, ev, nil
}

func (s *pig) Check(in engine.Intent) error {
	if s.out.Over {
		return errors.New("the game is over")
	}
	if in.Actor() != s.toMove {
		return errors.New("not your turn")
	}
	switch in.(type) {
	case Roll, Hold:
		return nil
	}
	return errors.New("pig has no such intent")
}

func (s *pig) Phase() engine.Phase {
	if s.out.Over {
		return engine.Phase{Name: "over"}
	}
	return engine.Phase{Turn: 1, Name: "play", Actors: []engine.Player{s.toMove}}
}

func (s *pig) Legal(p engine.Player) []engine.Intent {
	if s.out.Over || p != s.toMove {
		return nil
	}
	return []engine.Intent{Roll{p}, Hold{p}}
}

func (s *pig) View(p engine.Player) engine.State {
	n := s.clone()
	n.dice = s.dice.Hidden()
	for q := range n.bonus {
		if engine.Player(q) != p {
			n.bonus[q], n.known[q] = 0, false
		}
	}
	return n
}

func (s *pig) Outcome() engine.Outcome { return s.out }

func (s *pig) Hash() uint64 {
	h := engine.NewHasher()
	h.Int(s.goal)
	h.Ints(s.score)
	h.Ints(s.bonus)
	for _, k := range s.known {
		h.Bool(k)
	}
	h.Int(s.turn)
	h.Int(int(s.toMove))
	s.dice.HashInto(h)
	h.Bool(s.out.Over)
	h.Int(int(s.out.Winner))
	return h.Sum()
}

// reseedPig and samplePig are pig's views with the search's hooks.
type (
	reseedPig struct{ *pig }
	samplePig struct{ *pig }
)

func (s reseedPig) Reseed(seed uint64) engine.State {
	n := s.clone()
	n.dice = engine.NewDice(seed)
	return n
}

// Sample guesses the bonuses p does not know.
func (s samplePig) Sample(p engine.Player, seed uint64) engine.State {
	n := s.clone()
	n.dice = engine.NewDice(seed)
	guess := engine.NewDice(^seed)
	for q := range n.bonus {
		if !n.known[q] {
			n.bonus[q], n.known[q] = guess.D(3)-1, true
		}
	}
	return n
}

// holdAt is the classic Pig strategy: roll until the turn's total reaches
// its limit, then hold.
type holdAt int

func (h holdAt) Level() string { return "hold at " + strconv.Itoa(int(h)) }

func (h holdAt) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	s := asPig(view)
	if s.turn >= int(h) || s.score[p]+s.turn+s.bonus[p] >= s.goal {
		return Hold{p}, nil
	}
	return Roll{p}, nil
}

// asPig is the pig inside a view with hooks.
func asPig(st engine.State) *pig {
	switch s := st.(type) {
	case reseedPig:
		return s.pig
	case samplePig:
		return s.pig
	case candidatePig:
		return s.pig
	}
	return st.(*pig)
}
