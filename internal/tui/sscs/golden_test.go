package sscs

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

func init() {
	// tuitest.Golden reads -update; the package defines it once.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files in testdata")
	}
}

// advance plays the scripted opponent's choices for every side until done.
func advance(t testing.TB, sess *engine.Session, done func(*sscs.State) bool) {
	t.Helper()
	if !playUntil(t, sess, 400, done) {
		t.Fatal("the game never got there")
	}
}

// playUntil plays the scripted opponent's choice for whoever acts, at
// most max intents, until done holds or the game is over, and tells
// whether done holds.
func playUntil(t testing.TB, sess *engine.Session, max int, done func(*sscs.State) bool) bool {
	t.Helper()
	for i := 0; i < max && !done(sess.State().(*sscs.State)) && !sess.State().Outcome().Over; i++ {
		who := sess.State().Phase().Actors[0]
		in, err := sscs.Scripted{}.Choose(sess.State().View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	return done(sess.State().(*sscs.State))
}

func phaseIs(name string) func(*sscs.State) bool {
	return func(s *sscs.State) bool { return s.Phase().Name == name }
}

// game opens the game screen on a hotseat session and passes the handoff.
func game(t testing.TB, sess *engine.Session, c tui.Config, w, h int) *tuitest.Driver {
	t.Helper()
	d := tuitest.Game(t, c, sess, w, h)
	if d.Snap().Handoff {
		keys(d, "enter")
	}
	if d.Snap().Handoff {
		t.Fatal("the handoff screen stayed")
	}
	return d
}

// sizes are the terminals every frame is checked at.
var sizes = [][2]int{{80, 24}, {120, 40}}

// TestMapGolden keeps frames of the map at the detailed zoom: a plot
// being typed (the MP ledger, the path and the ship where it ends) and a
// shot under the cursor (the poses of the flight path, the line of fire,
// the effective range and the exact chance), at both sizes, in Unicode and
// in ASCII.
func TestMapGolden(t *testing.T) {
	for _, sz := range sizes {
		for _, ascii := range []bool{false, true} {
			c := cfg
			c.ASCII = ascii
			suffix := fmt.Sprintf("%dx%d", sz[0], sz[1])
			if ascii {
				suffix += "_ascii"
			}
			sess := session(t, "standard", false, 5)
			advance(t, sess, phaseIs(sscs.PhaseMovement))
			d := game(t, sess, c, sz[0], sz[1])
			keys(d, "p")
			if d.Snap().Entry == nil {
				keys(d, "enter")
			}
			if d.Snap().Entry == nil {
				t.Fatalf("p did not open the plot:\n%s", d.Screen())
			}
			keys(d, "ctrl+u")
			typeText(d, "1R2")
			fits(t, d, sz[0], sz[1], ascii, "plot")
			tuitest.Golden(t, "map_plot_"+suffix, d.Screen()+"\n")

			sess = session(t, "standard", false, 5)
			advance(t, sess, func(s *sscs.State) bool {
				if s.Phase().Name != sscs.PhaseFire {
					return false
				}
				for _, in := range s.Legal(s.Phase().Actors[0]) {
					if _, ok := in.(sscs.Fire); ok {
						return true
					}
				}
				return false
			})
			d = game(t, sess, c, sz[0], sz[1])
			keys(d, "esc", "f")
			if _, ok := d.Snap().Hover.(sscs.Fire); !ok {
				t.Fatalf("f does not show a shot: %v\n%s", d.Snap().Hover, d.Screen())
			}
			fits(t, d, sz[0], sz[1], ascii, "fire")
			tuitest.Golden(t, "map_fire_"+suffix, d.Screen()+"\n")
		}
	}
}

// TestDesignerGolden keeps frames of the designer: a weapon's form with
// its worked-out numbers, the evaluation with a limit opened, the explain
// view and the damage order, at both sizes, in Unicode and in ASCII.
func TestDesignerGolden(t *testing.T) {
	for _, sz := range sizes {
		for _, ascii := range []bool{false, true} {
			c := cfg
			c.ASCII = ascii
			suffix := fmt.Sprintf("%dx%d", sz[0], sz[1])
			if ascii {
				suffix += "_ascii"
			}
			// A copy is opened, as the designer locks its file: the
			// repository's would be locked by every test run, and
			// refused to a second one running at the same time. The
			// header names the repository's file, as the frames do.
			dz, err := NewDesigner(c, copyDesigns(t), nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(dz.Release)
			dz.path = "testdata/designs.yaml"
			d := tuitest.New(t, tui.NewApp(c, dz), sz[0], sz[1])
			keys(d, "]", "]", "1", "enter")
			fits(t, d, sz[0], sz[1], ascii, "weapon")
			tuitest.Golden(t, "designer_weapon_"+suffix, d.Screen()+"\n")
			keys(d, "esc", "7", "down", "down", "down", "down")
			fits(t, d, sz[0], sz[1], ascii, "evaluate")
			tuitest.Golden(t, "designer_evaluate_"+suffix, d.Screen()+"\n")
			keys(d, "e")
			fits(t, d, sz[0], sz[1], ascii, "explain")
			tuitest.Golden(t, "designer_explain_"+suffix, d.Screen()+"\n")
			keys(d, "esc", "[", "o")
			fits(t, d, sz[0], sz[1], ascii, "order")
			tuitest.Golden(t, "designer_order_"+suffix, d.Screen()+"\n")
		}
	}
}

// TestMapZoomGolden keeps the map of the first declarations at the three
// zoom levels of the map board, 80×24 and 120×40.
func TestMapZoomGolden(t *testing.T) {
	for _, sz := range sizes {
		sess := session(t, "standard", false, 5)
		d := game(t, sess, cfg, sz[0], sz[1])
		b := d.Snap().Board.(*board)
		for _, z := range []struct {
			keys []string
			want render.Zoom
		}{
			{[]string{"+", "+", "+"}, render.Detailed},
			{[]string{"-"}, render.Compact},
			{[]string{"0"}, render.Overview},
		} {
			keys(d, z.keys...)
			if got := b.HexBoard.Zoom(); got != z.want {
				t.Fatalf("%v gave the %v zoom, not %v", z.keys, got, z.want)
			}
			fits(t, d, sz[0], sz[1], false, z.want.String())
			tuitest.Golden(t, fmt.Sprintf("map_%s_%dx%d", z.want, sz[0], sz[1]), d.Screen()+"\n")
		}
	}
}

// TestFirstFrameIsCompact: at 80×24 the meeting engagement opens on the
// compact drawing, each ship by its id and heading ("Ba↑"), with markers at
// the window's edge pointing to the Vorr across the plane, where the
// overview drew one letter a ship and no heading; 0 still gives the whole
// plane.
func TestFirstFrameIsCompact(t *testing.T) {
	sess := session(t, "standard", true, 3)
	d := game(t, sess, cfg, 80, 24)
	b := d.Snap().Board.(*board)
	if z := b.HexBoard.Zoom(); z != render.Compact {
		t.Fatalf("the first frame's zoom is %v, want compact:\n%s", z, d.Screen())
	}
	if s := d.Screen(); !strings.Contains(s, "Ba↑") {
		t.Fatalf("the Bastion's id and heading are not on the map:\n%s", s)
	}
	keys(d, "0")
	if z := b.HexBoard.Zoom(); z != render.Overview {
		t.Fatalf("0 gave the %v zoom, not the overview", z)
	}
}
