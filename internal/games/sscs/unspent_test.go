package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestUnspentFire: ending a ship's fire while a weapon could still fire
// names the weapons, so the screen asks first (the play-test: n ended the
// fire without a word); with nothing left to fire it says nothing. The
// names are a noun phrase, as engine.Unspender asks: the screen words the
// question "<ship> ends its fire with <Unspent> unspent?" (the fifth play
// pass read "… with Repulser could still fire unspent?").
func TestUnspentFire(t *testing.T) {
	s := newGame(t, "standard", 3)
	asked, silent := 0, 0
	for k := 0; k < 20000 && !s.Outcome().Over; k++ {
		p := s.Phase().Actors[0]
		if s.phase == phFire && s.firing >= 0 && s.ships[s.firing].side == p {
			done := Done{By: p, Ship: s.firing}
			u := s.Unspent(done)
			opts := s.fireOptions(s.firing, true)
			switch {
			case len(opts) > 0 && (u == "" || strings.Contains(u, "could") || strings.HasSuffix(u, " and")):
				t.Fatalf("the %s can still fire (%s) but Unspent says %q", s.ships[s.firing].name, opts[0], u)
			case len(opts) == 0 && u != "":
				t.Fatalf("nothing left to fire, Unspent says %q", u)
			case len(opts) > 0:
				asked++
			default:
				silent++
			}
			if u != "" && !strings.Contains(u, s.cls(s.firing).mounts[weaponOf(opts[0])].name) {
				t.Errorf("Unspent %q does not name the %s", u, s.cls(s.firing).mounts[weaponOf(opts[0])].name)
			}
		}
		in, err := (Scripted{}).Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = apply(t, s, in)
	}
	if asked == 0 || silent == 0 {
		t.Fatalf("asked %d times, silent %d: the game did not meet both cases", asked, silent)
	}
	if u := s.Unspent(Seal{By: 0}); u != "" {
		t.Errorf("a seal leaves nothing unused, Unspent says %q", u)
	}
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
