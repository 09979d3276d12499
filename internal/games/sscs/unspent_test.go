package sscs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestUnspentFire: ending a ship's fire while a weapon could still be of
// use names the weapons, so the screen asks first (the play-test: n ended
// the fire without a word); with nothing of use left (nothing to fire, or
// only shots the action list shows at 0%) it says nothing. The names are a
// noun phrase, as engine.Unspender asks: the screen words the question
// "<ship> ends its fire with <Unspent> unspent?" (the fifth play pass read
// "… with Repulser could still fire unspent?").
func TestUnspentFire(t *testing.T) {
	s := newGame(t, "standard", 3)
	asked, silent, zero := 0, 0, 0
	for k := 0; k < 20000 && !s.Outcome().Over; k++ {
		p := s.Phase().Actors[0]
		if s.phase == phFire && s.firing >= 0 && s.ships[s.firing].side == p {
			done := Done{By: p, Ship: s.firing}
			u := s.Unspent(done)
			opts := s.fireOptions(s.firing, false)
			useful := usefulOption(s, opts)
			switch {
			case useful != nil && (u == "" || strings.Contains(u, "could") || strings.HasSuffix(u, " and")):
				t.Fatalf("the %s can still fire (%s) but Unspent says %q", s.ships[s.firing].name, useful, u)
			case useful == nil && u != "":
				t.Fatalf("nothing of use left to fire (%d options), Unspent says %q", len(opts), u)
			case useful != nil:
				asked++
				if name := s.cls(s.firing).sysName[weaponOf(useful)]; !strings.Contains(u, name) {
					t.Errorf("Unspent %q does not name the %s", u, name)
				}
			case len(opts) > 1:
				zero++ // Done and shots at 0% only
			default:
				silent++
			}
		}
		in, err := (Scripted{}).Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = apply(t, s, in)
	}
	if asked == 0 || silent == 0 {
		t.Fatalf("asked %d times, silent %d (%d with shots at 0%% only): the game did not meet both cases", asked, silent, zero)
	}
	if u := s.Unspent(Seal{By: 0}); u != "" {
		t.Errorf("a seal leaves nothing unused, Unspent says %q", u)
	}
}

// usefulOption is the first of a fire step's options that Unspent must
// name, worked out through the game's exported numbers: a shot or a
// projection at an enemy whose chance is above 0, a salvo, any other
// projection; nil when there is none.
func usefulOption(s *State, opts []engine.Intent) engine.Intent {
	for _, o := range opts {
		switch x := o.(type) {
		case Fire:
			if b, _ := s.EffectiveRange(x.Ship, x.Weapon, x.From, x.Target, x.Aim != AimNone); b.Chance.Num.Sign() > 0 {
				return o
			}
		case Salvo:
			return o
		case Project:
			if x.Target == x.Ship || x.At != (Cell{}) || s.ships[x.Target].side == s.ships[x.Ship].side {
				return o
			}
			if b, _ := s.EffectiveRange(x.Ship, x.Weapon, x.From, x.Target, false); b.Chance.Num.Sign() > 0 {
				return o
			}
		}
	}
	return nil
}

func weaponOf(in engine.Intent) int {
	switch x := in.(type) {
	case Fire:
		return x.Weapon
	case Salvo:
		return x.Weapon
	case Project:
		return x.Weapon
	}
	return -1
}

// TestSalvoAtAShipShutDown: a salvo at a ship shut down is resolved at
// once, as before, and the log now says why its target does not answer
// (the fifth play pass saw the missiles' rolls follow the launch with no
// word of it); a salvo of several names them "2 × Hydra missile", not
// "2 Hydra missile".
func TestSalvoAtAShipShutDown(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	s = s.fireStep(0)
	s.ships[1].empUntil = s.turn
	s.dice = engine.NewDice(1).Force(9, 9)
	n, ev := apply(t, s, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 2, From: 0, Target: 1})
	text := eventsText(ev)
	if !strings.Contains(text, "the B is shut down (hit by a pulse): it can neither dodge nor shoot") || strings.Count(text, "missile at the B") != 2 {
		t.Fatalf("%s", text)
	}
	if !strings.Contains(text, "launches 2 × ") {
		t.Errorf("the launch: %s", text)
	}
	if n.phase == phReact {
		t.Error("the target shut down was asked to answer")
	}
	if got := s.Describe(Salvo{By: 0, Ship: 0, Weapon: 2, Count: 2, From: 0, Target: 1}, 0); !strings.Contains(got, "launches 2 × ") {
		t.Errorf("described: %q", got)
	}
}

// TestUnspentBudget: a squadron made ready with another design it may build
// still within its budget names what is left and the cheapest that fits,
// so the screen asks first, as Starship Battles' builder does (the newcomer
// play-test readied a squadron with 82 of 3 000 left and a Wasp at 59
// fitting, without a question); with nothing that fits it says nothing. It
// says of what: "of the 3000" alone left the reader to guess.
func TestUnspentBudget(t *testing.T) {
	b := newGame(t, "built", 1)
	cheapest, cost := "", 0
	for _, name := range b.rules.build[0].Designs {
		ci, dv := b.rules.sc.derivedByName(name)
		if c := b.rules.classes[ci].cost; cheapest == "" || c < cost {
			cheapest, cost = dv.Design.Name, c
		}
	}
	b, _ = apply(t, b, Pick{By: 0, Design: "Lance"})
	got := b.Unspent(Ready{By: 0})
	// The numbers are written as the build screen writes them ("3 000 to
	// spend"), thousands set apart.
	want := fmt.Sprintf("%s of the budget of 3 000 (%s at %d still fits)", engine.Thousands(3000-b.buildCost(0)), cheapest, cost)
	if got != want {
		t.Fatalf("Unspent(Ready) = %q, want %q", got, want)
	}
	// Fill the squadron with the cheapest design until it no longer fits.
	for b.checkPick(Pick{By: 0, Design: cheapest}) == nil {
		b, _ = apply(t, b, Pick{By: 0, Design: cheapest})
	}
	// The cheapest fits no more (the budget or the squadron's size), so
	// nothing does.
	if u := b.Unspent(Ready{By: 0}); u != "" {
		t.Fatalf("nothing fits any more, but Unspent(Ready) = %q", u)
	}
	if u := b.Unspent(Ready{By: 1}); u != "" {
		t.Fatalf("a squadron with no ships cannot be ready; Unspent says %q", u)
	}
}
