package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestEveryChoiceReachable: every choice the rulebook gives the player in a
// turn (a missile or a maser at each system the rules let him aim at, the
// reactor included, an engine, a shield point, a repair of each damaged
// system, and ending the turn with points unspent) can be made from the
// screen with its key, the arrows and enter. Blue's mat is damaged
// everywhere and Red's shields are down with one side destroyed, so Blue's
// turn offers every kind of choice at once.
func TestEveryChoiceReachable(t *testing.T) {
	sc, err := sa.Game{}.DecodeScenario([]byte(`
name: choices
title: Choices
sides:
  - name: Red
    mat: {start: {shields: 0, engines: 0}}
  - name: Blue
    mat: {start: {shields: 0, masers: 2, launchers: 1, engines: 2, repair: 2}}
`))
	if err != nil {
		t.Fatal(err)
	}
	// toBlue drives a new game to Blue's turn: the roll, then Red's turn
	// ended at once (with its points unspent, confirmed) when Red goes first.
	toBlue := func() (*tuitest.Driver, *engine.Session) {
		sess := tuitest.Hotseat(t, sa.Game{}, sc, nil, 7)
		d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, sess, 80, 24)
		d.Keys("d")
		if sess.State().(*sa.State).ToMove() == 0 {
			d.Keys("n", "y")
		}
		if sess.State().(*sa.State).ToMove() != 1 {
			t.Fatalf("not Blue's turn:\n%s", d.Screen())
		}
		return d, sess
	}
	_, sess := toBlue()
	legal := sess.State().Legal(1)
	kinds := map[string]int{}
	for _, in := range legal {
		kinds[in.Kind()]++
	}
	// Four targets (three standing sides and the open reactor) for each
	// weapon, four systems to repair.
	for kind, n := range map[string]int{sa.KindMissile: 4, sa.KindMaser: 4, sa.KindEngine: 1, sa.KindShield: 1, sa.KindRepair: 4, sa.KindEnd: 1} {
		if kinds[kind] != n {
			t.Fatalf("Blue's turn offers %d of %s, want %d: %v", kinds[kind], kind, n, legal)
		}
	}
	b := Screens().Board(tui.Config{})
	for _, in := range legal {
		d, sess := toBlue()
		_, key := b.Group(in.Kind())
		before := sess.Len()
		d.Keys(key)
		for i := 0; sess.Len() == before && d.Snap().Hover != in && i < 8; i++ {
			d.Keys("down")
		}
		if sess.Len() == before {
			d.Keys("enter")
		}
		if sess.Len() == before && in.Kind() == sa.KindEnd {
			d.Keys("y") // the points left unspent are confirmed
		}
		recs := sess.Records()
		if len(recs) != before+1 || recs[before].Intent != in {
			t.Errorf("%v: not reached from the screen (%d intents made):\n%s", in, len(recs)-before, d.Screen())
		}
	}
}
