package sscs

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestFlowHotseatTurn plays the first whole turn of the meeting engagement
// hotseat through the program's model, key by key: sealed declarations of
// both sides with the handoff between them, every ship's plot typed, its
// shots and missiles typed, into turn 2. A shadow session with the same
// seed decides what each player does (the scripted opponent's choice, made
// with the keys that select or type it); after every intent the autosave
// holds exactly the shadow's game, hash for hash.
func TestFlowHotseatTurn(t *testing.T) {
	flow(t, "standard", 5, func(st engine.State) bool { return st.Phase().Turn > 1 })
}

// TestFlowBuild builds both squadrons of the built scenario through the
// squadron builder, into the first declarations.
func TestFlowBuild(t *testing.T) {
	flow(t, "built", 2, func(st engine.State) bool { return st.Phase().Name != sscs.PhaseBuild })
}

func flow(t *testing.T, scenario string, seed uint64, done func(engine.State) bool) {
	sess, shadow := session(t, scenario, false, seed), session(t, scenario, false, seed)
	sess.Path = filepath.Join(t.TempDir(), "game.json")
	d := tuitest.Game(t, cfg, sess, 80, 24)
	handoffs, kinds := 0, map[string]int{}
	for steps := 0; !done(shadow.State()); steps++ {
		if steps > 800 {
			t.Fatal("the flow did not end in 800 intents")
		}
		if d.Snap().Handoff {
			handoffs++
			keys(d, "enter")
			// The other side's declarations are not in this side's log,
			// not even as lines to count (engine.Concealer).
			if s := d.Screen(); strings.Contains(s, "sealed declaration") {
				t.Fatalf("after the handoff the log shows the other side's declarations:\n%s", s)
			}
		}
		who := d.Snap().Viewer
		st := shadow.State()
		if !st.Phase().Acting(who) {
			t.Fatalf("%d is at the keyboard in %+v", who, st.Phase())
		}
		in, err := sscs.Scripted{}.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if m, ok := d.Snap().Phase.(*buildModel); ok {
			buildByKeys(t, d, m, in)
		} else {
			choose(t, d, in)
		}
		if _, err := shadow.Apply(in); err != nil {
			t.Fatal(err)
		}
		kinds[in.Kind()]++
		sf, err := store.Read(sess.Path)
		if err != nil || len(sf.Intents) != shadow.Len() || sf.Final.Hash != engine.FormatHash(shadow.State().Hash()) {
			t.Fatalf("after %v the save holds another game than the shadow's (%v); the screen:\n%s", in, err, d.Screen())
		}
	}
	t.Logf("%d intents %v, %d handoffs", shadow.Len(), kinds, handoffs)
}

// buildByKeys makes a pick or ready on the squadron builder by keys.
func buildByKeys(t *testing.T, d *tuitest.Driver, m *buildModel, in engine.Intent) {
	t.Helper()
	switch x := in.(type) {
	case sscs.Pick:
		for i, n := range m.info.Designs {
			if n == x.Design {
				for m.cursor < i {
					keys(d, "down")
				}
				for m.cursor > i {
					keys(d, "up")
				}
			}
		}
		keys(d, "enter")
	case sscs.Ready:
		keys(d, "d")
	default:
		t.Fatalf("the builder cannot make %v", in)
	}
}
