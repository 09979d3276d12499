package engine

import (
	"errors"
	"fmt"
)

// ErrTooLong is wrapped by PlayOut's error when a game is not over after the
// given number of intents.
var ErrTooLong = errors.New("the game did not end")

// PlayOut drives a session with scripted players until the game is over.
// players[i] plays Player(i); a nil entry stands for a person, and PlayOut
// fails if such a player must act. Each acting player chooses from what it
// can see (State.View); when several players act at once, the first of
// Phase().Actors chooses and the phase is asked again after its intent.
//
// PlayOut stops with an error when an opponent fails, returns an intent that
// is not its own or not legal (the error names the intent and why), when
// nobody can act in a game that is not over, or, wrapping ErrTooLong, when
// maxIntents intents have been applied by this call and the game is still
// running. maxIntents <= 0 means no limit.
func PlayOut(s *Session, players []Opponent, maxIntents int) error {
	for n := 0; ; n++ {
		st := s.State()
		if st.Outcome().Over {
			return nil
		}
		ph := st.Phase()
		if maxIntents > 0 && n >= maxIntents {
			return fmt.Errorf("%w after %d intents (turn %d, %s)", ErrTooLong, n, ph.Turn, ph.Name)
		}
		if len(ph.Actors) == 0 {
			return fmt.Errorf("turn %d, %s: nobody may act but the game is not over", ph.Turn, ph.Name)
		}
		p := ph.Actors[0]
		if int(p) < 0 || int(p) >= len(players) {
			return fmt.Errorf("turn %d, %s: player %d must act but only %s given", ph.Turn, ph.Name, p, Count(len(players), "player was", "players were"))
		}
		opp := players[p]
		if opp == nil {
			return fmt.Errorf("turn %d, %s: %s must act but is not scripted", ph.Turn, ph.Name, s.playerName(p))
		}
		in, err := opp.Choose(st.View(p), p)
		switch {
		case err != nil:
			return fmt.Errorf("turn %d, %s: %s (%s opponent): %w", ph.Turn, ph.Name, s.playerName(p), opp.Level(), err)
		case in == nil:
			return fmt.Errorf("turn %d, %s: %s (%s opponent) chose nothing", ph.Turn, ph.Name, s.playerName(p), opp.Level())
		case in.Actor() != p:
			return fmt.Errorf("turn %d, %s: %s (%s opponent) chose %s %q, which is player %d's", ph.Turn, ph.Name, s.playerName(p), opp.Level(), in.Kind(), in.String(), in.Actor())
		}
		// The game is not over and ph is st's phase: what Session.Apply
		// would ask again.
		if _, err := s.apply(st, in, ph.Turn); err != nil {
			return fmt.Errorf("turn %d, %s: %s (%s opponent) chose an illegal %s %q: %w", ph.Turn, ph.Name, s.playerName(p), opp.Level(), in.Kind(), in.String(), err)
		}
	}
}

// playerName is the side's name for p, or "player N" when the scenario has
// no such side.
func (s *Session) playerName(p Player) string {
	if s.Scenario != nil {
		if sides := s.Scenario.Sides(); int(p) >= 0 && int(p) < len(sides) && sides[p].Name != "" {
			return sides[p].Name
		}
	}
	return fmt.Sprintf("player %d", p+1)
}

// ScriptedSlots gives every side of sc a scripted player; levels[i] plays
// side i.
func ScriptedSlots(sc Scenario, levels []string) ([]PlayerSlot, error) {
	sides := sc.Sides()
	if len(levels) != len(sides) {
		return nil, fmt.Errorf("scenario %q has %d sides but %d levels were given", sc.Name(), len(sides), len(levels))
	}
	out := make([]PlayerSlot, len(sides))
	for i, sd := range sides {
		out[i] = PlayerSlot{Side: sd.Name, Kind: Scripted, Level: levels[i]}
	}
	return out, nil
}

// Opponents builds the scripted players of a session's slots: nil for a
// human, an opponent of the slot's level otherwise. Opponent i is seeded with
// seed+i so that self-play is repeatable.
func Opponents(g Game, slots []PlayerSlot, seed uint64) ([]Opponent, error) {
	out := make([]Opponent, len(slots))
	for i, sl := range slots {
		if sl.IsHuman() {
			continue
		}
		o, err := g.NewOpponent(sl.Level, seed+uint64(i))
		if err != nil {
			return nil, fmt.Errorf("player %d (%s): %w", i+1, sl.Side, err)
		}
		out[i] = o
	}
	return out, nil
}
