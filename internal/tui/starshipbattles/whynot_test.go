package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestStopInAnOccupiedSquareSaysWhy: a ship steps into an allied ship's
// squares with squares still to go (the Falcon into the Viscount's, as a
// play-tester did in the Quick Start); s and n both give the rule (it
// cannot end its move there and must move on), where s said "not possible
// now, in the Move phase" and n "end its move first", which s refused.
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
	for _, k := range []string{"s", "n"} {
		d.Keys(k)
		snap := d.Snap()
		if sess.Len() != n || !snap.StatusIsError || !strings.Contains(snap.Status, "must move on") ||
			!strings.Contains(snap.Status, "Other Ships") || strings.Contains(snap.Status, "not possible now") {
			t.Errorf("%s with a ship in an allied ship's square: %q", k, snap.Status)
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
