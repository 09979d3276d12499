package engine

import (
	"errors"
	"fmt"
)

// Kinds of player.
const (
	Human    = "human"
	Scripted = "scripted"
)

// PlayerSlot says who plays a side: a person at the keyboard or a scripted
// opponent of some level.
type PlayerSlot struct {
	Side  string `json:"side"`
	Kind  string `json:"kind"`            // Human or Scripted
	Level string `json:"level,omitempty"` // for Scripted: one of the game's Levels
}

// IsHuman reports whether a person plays the slot.
func (p PlayerSlot) IsHuman() bool { return p.Kind == Human }

// Record is one applied intent with what it caused.
type Record struct {
	Intent Intent
	Events []Event
	Turn   int    // the turn in which the intent was made
	Hash   uint64 // the state's hash after the intent
	// Rolled is true when the intent revealed a random result; undo never
	// goes back past such an intent, so nobody can re-roll by undoing.
	Rolled bool
}

// Session is a game in progress or finished: the scenario, the options, the
// seed, the players and every intent applied so far. Everything else is
// derived from those by applying the intents again.
type Session struct {
	Game     Game
	Scenario Scenario
	Options  Options
	Seed     uint64
	Players  []PlayerSlot
	// Path is the file the store saves the session in; empty for a
	// session that is never saved. The engine itself never touches it.
	Path string
	// Rules is the rules version the session's saves name: empty for the
	// game's current one; the older version whose scenario a save was
	// decoded by (OlderRulesDecoder), so that saving a resumed game again
	// keeps the rules its scenario was read under.
	Rules string

	records []Record
	states  []State // states[i] is the state after i intents
	// legal[p] is Legal(p) of the current state, computed once per change
	// and shared by whoever asks (the action list, the screen's checks).
	legal map[Player][]Intent
}

// sessionRoom is how many records (and states) a new session has room
// for before its lists grow: grown from one by doubling, they took seven
// allocations each to reach 64. A random game of Stellar Armada then
// allocates 10 times less and 1 KB less (of 24), and self-play's garbage
// collector, about a third of its loop, runs that much less often.
const sessionRoom = 64

// NewSession starts a game.
func NewSession(g Game, sc Scenario, opts Options, seed uint64, players []PlayerSlot) (*Session, error) {
	if sc.GameID() != g.ID() {
		return nil, fmt.Errorf("scenario %q is for %s, not %s", sc.Name(), sc.GameID(), g.ID())
	}
	if err := CheckOptions(g, opts); err != nil {
		return nil, err
	}
	if err := checkPlayers(g, sc, players); err != nil {
		return nil, err
	}
	st, err := g.NewState(sc, opts, seed)
	if err != nil {
		return nil, fmt.Errorf("scenario %q: %w", sc.Name(), err)
	}
	if opts == nil {
		opts = Options{}
	}
	s := &Session{Game: g, Scenario: sc, Options: opts, Seed: seed, Players: players,
		records: make([]Record, 0, sessionRoom), states: make([]State, 1, sessionRoom)}
	s.states[0] = st
	return s, nil
}

func checkPlayers(g Game, sc Scenario, players []PlayerSlot) error {
	sides := sc.Sides()
	if len(players) != len(sides) {
		return fmt.Errorf("scenario %q has %s but %s given", sc.Name(), Count(len(sides), "side", "sides"), Count(len(players), "player was", "players were"))
	}
	var levels []string // asked once, for the first scripted player
	for i, p := range players {
		if p.Side != sides[i].Name {
			return fmt.Errorf("player %d plays side %s, but the scenario's side %d is %q", i+1, Quote(p.Side), i+1, sides[i].Name)
		}
		switch p.Kind {
		case Human:
		case Scripted:
			if levels == nil {
				levels = g.Levels()
			}
			if !contains(levels, p.Level) {
				return fmt.Errorf("player %d (%s): %s has no opponent level %s", i+1, sides[i].Name, g.ID(), Quote(p.Level))
			}
		default:
			return fmt.Errorf("player %d (%s): kind %s is neither %q nor %q", i+1, sides[i].Name, Quote(p.Kind), Human, Scripted)
		}
	}
	return nil
}

// Legal is what p may do in the current state. It is computed once after
// every change and shared; the slice must not be changed.
func (s *Session) Legal(p Player) []Intent {
	if l, ok := s.legal[p]; ok {
		return l
	}
	if s.legal == nil {
		s.legal = map[Player][]Intent{}
	}
	l := s.State().Legal(p)
	s.legal[p] = l
	return l
}

// Opening is what the game's first state tells before any intent
// (Opener), or nil.
func (s *Session) Opening() []Event {
	if o, ok := s.states[0].(Opener); ok {
		return o.Opening()
	}
	return nil
}

// State is the current state.
func (s *Session) State() State { return s.states[len(s.states)-1] }

// StateAt is the state after the first n intents (0 is the start).
func (s *Session) StateAt(n int) State { return s.states[n] }

// Len is the number of intents applied.
func (s *Session) Len() int { return len(s.records) }

// OpponentSeed seeds the computer opponent of player i from here: from the
// session's seed, the player and the intents so far, so that a resumed game
// does not repeat the choices its opponents made at its start.
func (s *Session) OpponentSeed(i int) uint64 {
	return s.Seed + uint64(i) + uint64(s.Len())*7919
}

// Records lists the applied intents in order. The slice must not be changed.
func (s *Session) Records() []Record { return s.records }

// Apply applies one intent. An illegal intent leaves the session as it was.
func (s *Session) Apply(in Intent) ([]Event, error) {
	cur := s.State()
	if cur.Outcome().Over {
		return nil, errors.New("the game is over")
	}
	return s.apply(cur, in, cur.Phase().Turn)
}

// apply applies in to cur, the current state, in turn, which is
// cur.Phase().Turn (PlayOut has asked already).
func (s *Session) apply(cur State, in Intent, turn int) ([]Event, error) {
	next, events, err := cur.Apply(in)
	if err != nil {
		return nil, err
	}
	rec := Record{Intent: in, Events: events, Turn: turn, Hash: next.Hash()}
	for _, e := range events {
		if e.Roll != nil {
			rec.Rolled = true
			break
		}
	}
	s.records = append(s.records, rec)
	s.states = append(s.states, next)
	s.legal = nil
	return events, nil
}

// CanUndo reports whether p may take back the last intent: it must be p's
// own and must not have revealed a random result or anything p could not
// see before (Revealed).
func (s *Session) CanUndo(p Player) bool { return s.undoRefusal(p) == nil }

// undoRefusal says why p may not take back the last intent, or nil.
func (s *Session) undoRefusal(p Player) error {
	if len(s.records) == 0 {
		return errors.New("nothing to undo")
	}
	last := s.records[len(s.records)-1]
	n := len(s.states)
	switch {
	case last.Intent.Actor() != p:
		return errors.New("the last action was not yours")
	case last.Rolled:
		return errors.New("the last action rolled dice; a roll cannot be taken back")
	case Revealed(s.states[n-2], last.Intent, s.states[n-1], p):
		return errors.New("the last action revealed what the other side had kept hidden; it cannot be taken back")
	}
	return nil
}

// Revealed reports whether applying in to before, which gave after, showed
// p something p could not see before: whether p's view of after differs
// from what p could have worked out alone, by applying in to p's own view
// of before. An intent that rolls no dice and meets nothing hidden changes
// both alike; one that, say, seals the last orders and so moves the other
// side's ships by orders p never saw does not. An intent the view cannot
// apply counts as revealing.
func Revealed(before State, in Intent, after State, p Player) bool {
	guess, _, err := before.View(p).Apply(in)
	return err != nil || guess.View(p).Hash() != after.View(p).Hash()
}

// Undo takes back p's last intent and returns it.
func (s *Session) Undo(p Player) (Intent, error) {
	if err := s.undoRefusal(p); err != nil {
		return nil, err
	}
	last := s.records[len(s.records)-1]
	s.records = s.records[:len(s.records)-1]
	s.states = s.states[:len(s.states)-1]
	s.legal = nil
	return last.Intent, nil
}
