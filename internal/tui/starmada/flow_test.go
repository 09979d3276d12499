package starmada

import (
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestFlowStarmadaTurn plays a whole Starmada turn hotseat through the
// program's model, key by key: secret orders typed for every ship of both
// sides with the handoff between them, movement, fighters, declarations,
// fire, into turn 2.
func TestFlowStarmadaTurn(t *testing.T) {
	flow(t, "standard", 3, func(st engine.State) bool { return st.Phase().Turn > 1 })
}

// TestFlowStarmadaBuild builds both fleets, sets them up and writes the
// first orders the same way, until the first orders are carried out (the
// Fighters Phase, or the Combat Phase for fleets without fighters).
func TestFlowStarmadaBuild(t *testing.T) {
	flow(t, "build", 2, func(st engine.State) bool {
		ph := st.Phase()
		return ph.Name == sm.PhaseFighters || ph.Name == sm.PhaseCombat || ph.Turn > 1
	})
}

// flow plays a hotseat game until done says so. A shadow session with the
// same seed decides what each player does (the scripted opponent's choice,
// made with the keys that select it), handoff screens are passed with
// enter, and after every intent the autosave holds exactly the shadow's
// game.
func flow(t *testing.T, scenario string, seed uint64, done func(engine.State) bool) {
	sess, shadow := session(t, scenario, false, seed, nil), session(t, scenario, false, seed, nil)
	sess.Path = filepath.Join(t.TempDir(), "game.json")
	d := startGame(t, cfg, sess, 80, 24)
	handoffs := 0
	for steps := 0; !done(shadow.State()); steps++ {
		if steps > 600 {
			t.Fatal("the flow did not end in 600 intents")
		}
		if d.Snap().Handoff {
			handoffs++
			keys(d, "enter")
		}
		st := shadow.State()
		who := st.Phase().Actors[0]
		in, err := sm.Scripted{}.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if d.Snap().Viewer != who {
			t.Fatalf("%d must act, the screen shows %d:\n%s", who, d.Snap().Viewer, d.Screen())
		}
		if d.Snap().Phase != nil {
			buildByKeys(t, d, in)
		} else {
			choose(t, d, in)
		}
		if _, err := shadow.Apply(in); err != nil {
			t.Fatal(err)
		}
		sf, err := store.Read(sess.Path)
		if err != nil || len(sf.Intents) != shadow.Len() || sf.Final.Hash != engine.FormatHash(shadow.State().Hash()) {
			t.Fatalf("after %v the save holds another game than the shadow's (%v); the screen:\n%s", in, err, d.Screen())
		}
	}
	t.Logf("%d intents, %d handoffs", shadow.Len(), handoffs)
}
