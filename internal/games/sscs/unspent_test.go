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
