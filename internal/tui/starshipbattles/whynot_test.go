package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestStopInAnOccupiedSquareSaysWhy: a ship steps into an allied ship's
// squares with squares still to go (the Falcon into the Viscount's, as a
// play-tester did in the Quick Start); s and n both show the game's
// refusal (it cannot end its move there and must move on), where s said
// "not possible now, in the Move phase" and n "end its move first", which
// s refused. n is shared with Pass: the shell shows Done's reason.
func TestStopInAnOccupiedSquareSaysWhy(t *testing.T) {
	sess := session(t, "quickstart", 4)
	st := sess.State().(*sb.State)
	var viscount sb.Place
	for _, in := range st.Legal(0) {
		if p, ok := in.(sb.Place); ok && st.Ships()[p.Ship].Class == 1 && p.At.X == 11 {
			viscount = p
			break
		}
	}
	falcon := sb.Place{By: 0, Ship: viscount.Ship + 1, At: grid.Square{X: 9, Y: 30}, Facing: grid.North}
	for _, in := range []engine.Intent{viscount, falcon} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove && s.Phase().Actors[0] == 0 })
	path := intoAnAlly(sess.State().(*sb.State), 3)
	if path == nil {
		t.Fatal("no ship of the Light Side can end up in an allied ship's square within 3 steps")
	}
	for _, in := range path {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	d := game(t, config(), sess, 80, 24)
	n := sess.Len()
	for _, kind := range []string{sb.KindStop, sb.KindDone} {
		label, k := (&sbGame{}).Group(kind)
		why := sess.State().(*sb.State).WhyNot(0, kind)
		d.Keys(k)
		snap := d.Snap()
		if want := "[" + k + "] " + label + ": " + why + "."; sess.Len() != n || !snap.StatusIsError || why == "" || snap.Status != want {
			t.Errorf("%s with a ship in an allied ship's square: %q, want %q", k, snap.Status, want)
		}
	}
}

// intoAnAlly finds the steps, depth at most, after which player 0's moving
// ship stands in an allied ship's square with squares left.
func intoAnAlly(st *sb.State, depth int) []engine.Intent {
	if id, left := st.Moving(); id != sb.NoShip && left > 0 {
		if o := occupantOf(st, id); o != sb.NoShip {
			return []engine.Intent{}
		}
	}
	if depth == 0 {
		return nil
	}
	for _, in := range st.Legal(0) {
		if _, ok := in.(sb.Step); !ok {
			if _, stop := in.(sb.Stop); !stop {
				continue
			}
		}
		next, _, err := st.Apply(in)
		if err != nil {
			continue
		}
		if rest := intoAnAlly(next.(*sb.State), depth-1); rest != nil {
			return append([]engine.Intent{in}, rest...)
		}
	}
	return nil
}

// occupantOf is another ship on the grid that shares a square with id, or
// NoShip.
func occupantOf(st *sb.State, id sb.ShipID) sb.ShipID {
	me, _ := st.Ship(id)
	for _, o := range st.Ships() {
		if o.ID != id && o.Where == sb.OnGrid && o.Space.Any(me.Space.Contains) {
			return o.ID
		}
	}
	return sb.NoShip
}

// TestKeysNeverPossibleSayWhy presses, in the move and attack phases of
// the Quick Start battle and of Clash over Coruscant (advanced rules), the
// key of every action with a key of its own that is not offered, and finds
// the game's reason (sb.State.WhyNot, whose words its own tests pin) after
// the key and its label: c, e and r said "not possible now, in the Move
// phase" in the Quick Start, which has neither Fleet Commander nor special
// abilities in any phase; b, x, p and o said it after the building, the
// set-up and the initiative were over, and l in the Move phase, in which
// fighters launch.
func TestKeysNeverPossibleSayWhy(t *testing.T) {
	kinds := []string{sb.KindPlay, sb.KindShift, sb.KindReroll, sb.KindAdd, sb.KindRemove, sb.KindPlace, sb.KindOrder,
		sb.KindDisplace, sb.KindLaunch}
	for _, scenario := range []string{"quickstart", "coruscant"} {
		for _, phase := range []string{sb.PhaseMove, sb.PhaseAttack} {
			sess := session(t, scenario, 5)
			playUntil(t, sess, func(s *sb.State) bool { return s.Round() >= 2 && s.Phase().Name == phase })
			d := game(t, config(), sess, 80, 24)
			me := d.Snap().Viewer
			offered := map[string]bool{}
			for _, in := range sess.State().Legal(me) {
				_, hot := (&sbGame{}).Group(in.Kind())
				offered[hot] = true
			}
			shown := 0
			for _, kind := range kinds {
				label, k := (&sbGame{}).Group(kind)
				why := sess.State().(*sb.State).WhyNot(me, kind)
				if offered[k] || why == "" {
					continue
				}
				d.Keys(k)
				snap := d.Snap()
				if want := "[" + k + "] " + label + ": " + why + "."; !snap.StatusIsError || snap.Status != want {
					t.Errorf("%s, %s phase, %s: %q, want %q", scenario, phase, k, snap.Status, want)
				}
				shown++
			}
			if shown < 6 {
				t.Errorf("%s, %s phase: %d keys with a reason, want 6 or more", scenario, phase, shown)
			}
		}
	}
}
