package starshipbattles

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// acting reports whether p must act now (Phase().Acting without building
// the list).
func (s *State) acting(p engine.Player) bool {
	if s.phase == phOver || p < 0 || int(p) >= s.players() {
		return false
	}
	if s.prompt != promptNone {
		return s.asked == p
	}
	switch s.phase {
	case phBuild:
		return !s.fleets[p].done
	case phSetup:
		return s.placer() == p
	case phMove, phAttack:
		return s.actor() == p
	}
	return false
}

// Apply implements engine.State.
func (s *State) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	in, err := codec.Normalize(in)
	if err != nil {
		return nil, nil, err
	}
	if s.outcome.Over {
		return nil, nil, errors.New("the battle is over")
	}
	p := in.Actor()
	if p < 0 || int(p) >= s.players() {
		return nil, nil, fmt.Errorf("player %d does not play in this battle", p)
	}
	if !s.acting(p) {
		return nil, nil, s.notNow(p)
	}
	n := s.clone()
	var out []engine.Event
	if err := n.apply(in, &out); err != nil {
		return nil, nil, err
	}
	n.settle(&out)
	return n, out, nil
}

// notNow says who must act instead of p.
func (s *State) notNow(p engine.Player) error {
	ph := s.Phase()
	if len(ph.Actors) == 0 {
		return errors.New("the battle is over")
	}
	if s.phase == phBuild {
		return fmt.Errorf("%s has finished building; the other fleets are still being built", s.playerName(p))
	}
	return fmt.Errorf("it is %s's turn to act (%s)", s.playerName(ph.Actors[0]), ph.Name)
}

func (s *State) apply(in engine.Intent, out *[]engine.Event) error {
	switch x := in.(type) {
	case Add:
		return s.applyAdd(x, out)
	case Remove:
		return s.applyRemove(x, out)
	case Done:
		return s.applyDone(x, out)
	case Place:
		return s.applyPlace(x, out)
	case Step:
		return s.applyStep(x, out)
	case Stop:
		return s.applyStop(x, out)
	case Launch:
		return s.applyLaunch(x, out)
	case Attack:
		return s.applyAttack(x, out)
	case Play:
		return s.applyPlay(x, out)
	case Pass:
		return s.applyPass(x, out)
	case Displace:
		return s.applyDisplace(x, out)
	case Shift:
		return s.applyShift(x, out)
	case Reroll:
		return s.applyReroll(x, out)
	case Order:
		return s.applyOrder(x, out)
	}
	return fmt.Errorf("%s has no intent %T", ID, in)
}

func (s *State) applyDone(in Done, out *[]engine.Event) error {
	if s.prompt != promptNone {
		return fmt.Errorf("answer the question first (%s)", s.Phase().Name)
	}
	switch s.phase {
	case phBuild:
		if err := s.checkBuildDone(in.By); err != nil {
			return err
		}
		s.fleets[in.By].done = true
		*out = append(*out, ev(EvBuild, in.By, s.playerName(in.By)+" has finished building its fleet."))
		return nil
	case phMove:
		return s.applyMoveDone(in, out)
	case phAttack:
		return s.applyAttackDone(in, out)
	}
	return fmt.Errorf("there is nothing to finish in the %s phase", s.Phase().Name)
}

// Legal implements engine.State: what p may do now, in a fixed order.
func (s *State) Legal(p engine.Player) []engine.Intent {
	if !s.acting(p) {
		return nil
	}
	switch s.prompt {
	case promptReroll:
		return []engine.Intent{Reroll{By: p}, Pass{By: p}}
	case promptOrder:
		return []engine.Intent{Order{By: p, MoveFirst: false}, Order{By: p, MoveFirst: true}}
	case promptDisplace:
		var out []engine.Intent
		for _, f := range s.displaceChoice() {
			for _, q := range s.displaceSquares(f) {
				out = append(out, Displace{By: p, Fighter: f, To: q})
			}
		}
		return out
	case promptEmperor:
		var out []engine.Intent
		for _, f := range s.shieldFighters(s.atk.target) {
			out = append(out, Shift{By: p, To: f})
		}
		return append(out, Pass{By: p})
	case promptAttacker, promptDefender, promptFlyCasual, promptDamageControl, promptAlly:
		var out []engine.Intent
		for _, o := range s.playable(p) {
			out = s.appendPlays(out, p, o)
		}
		return append(out, Pass{By: p})
	}
	switch s.phase {
	case phBuild:
		return s.legalBuild(p)
	case phSetup:
		return s.legalPlace(p)
	case phMove:
		if s.step == stepLaunch {
			return s.legalLaunch(p)
		}
		return s.legalMove(p)
	case phAttack:
		return s.legalAttack(p)
	}
	return nil
}

func (s *State) legalBuild(p engine.Player) []engine.Intent {
	var out []engine.Intent
	for c := range s.rules.cards {
		if s.checkAdd(p, CardID(c)) == nil {
			out = append(out, Add{By: p, Card: CardID(c)})
		}
	}
	seen := make([]bool, len(s.rules.cards))
	for _, c := range s.fleets[p].picks {
		if !seen[c] {
			seen[c] = true
			out = append(out, Remove{By: p, Card: c})
		}
	}
	if s.checkBuildDone(p) == nil {
		out = append(out, Done{By: p})
	}
	return out
}
