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

// TestKeysNeverPossibleSayWhy presses, in the move and attack phases of
// the Quick Start battle and of Clash over Coruscant (advanced rules), the
// key of every action that is not offered. c, e and r said "not possible
// now, in the Move phase" in the Quick Start, which has neither Fleet
// Commander nor special abilities in any phase; b, x, p and o said it
// after the building, the set-up and the initiative were over. Each now
// gives its reason; the keys of the move and the attack steps (w, s, l,
// a) may keep the phase's word, which is true of them.
func TestKeysNeverPossibleSayWhy(t *testing.T) {
	quick := map[string]string{
		"c": "not in the Quick Start battle: it leaves Fleet Commander out",
		"e": "not in the Quick Start battle: it leaves special abilities out",
		"r": "not in the Quick Start battle: it leaves special abilities out",
	}
	advanced := map[string]string{
		"e": "Emperor's Will",
		"r": "Advanced Communications Array",
	}
	both := map[string]string{
		"b": "built",
		"x": "built",
		"p": "set up before round 1",
		"o": "'choose' initiative option",
		"t": "class 1 or 2 ship",
	}
	for _, tc := range []struct {
		scenario string
		want     map[string]string
	}{{"quickstart", quick}, {"coruscant", advanced}} {
		for _, phase := range []string{sb.PhaseMove, sb.PhaseAttack} {
			sess := session(t, tc.scenario, 5)
			playUntil(t, sess, func(s *sb.State) bool { return s.Round() >= 2 && s.Phase().Name == phase })
			d := game(t, config(), sess, 80, 24)
			offered := map[string]bool{}
			for _, in := range sess.State().Legal(d.Snap().Viewer) {
				_, hot := (&sbGame{}).Group(in.Kind())
				offered[hot] = true
			}
			keys := map[string]string{}
			for k, v := range both {
				keys[k] = v
			}
			for k, v := range tc.want {
				keys[k] = v
			}
			for k, want := range keys {
				if offered[k] {
					continue
				}
				d.Keys(k)
				snap := d.Snap()
				if !snap.StatusIsError || !strings.Contains(snap.Status, want) || strings.Contains(snap.Status, "not possible now") {
					t.Errorf("%s, %s phase, %s: %q, want %q", tc.scenario, phase, k, snap.Status, want)
				}
			}
		}
	}
}

// TestLaunchKeyInTheMoveSaysWhy: l while the fleet's ships still move
// gives the game's word (finish moving first), where it said "not possible
// now, in the Move phase" of a step that comes in the Move phase.
func TestLaunchKeyInTheMoveSaysWhy(t *testing.T) {
	sess := session(t, "coruscant", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
	d := game(t, config(), sess, 80, 24)
	d.Keys("l")
	if snap := d.Snap(); !snap.StatusIsError || !strings.Contains(snap.Status, "finish moving first") {
		t.Fatalf("l in the move phase: %q", snap.Status)
	}
}
