package silentdeath

import (
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestFlowSilentDeathTurn plays one whole turn of Your First Game hotseat
// through the program's model, key by key: a shadow session with the same
// seed decides what each player does (the scripted opponent's choice, made
// with the keys that select it), handoff screens are passed with enter,
// and after every intent the autosave holds exactly the shadow's game.
func TestFlowSilentDeathTurn(t *testing.T) {
	flow(t, "first-game", 5, func(st engine.State) bool { return st.Phase().Turn > 1 })
}

// TestFlowEngagementBuild buys an 11.8 engagement through the program's
// model the same way, into the battle.
func TestFlowEngagementBuild(t *testing.T) {
	flow(t, "engagement-build", 2, func(st engine.State) bool { return st.Phase().Name != sd.PhaseBuy })
}

func flow(t *testing.T, scenario string, seed uint64, done func(engine.State) bool) {
	sess, shadow := sdSession(t, scenario, seed, false), sdSession(t, scenario, seed, false)
	sess.Path = filepath.Join(t.TempDir(), "game.json")
	d := tuitest.Game(t, cfg, sess, 80, 24)
	handoffs := 0
	for steps := 0; !done(shadow.State()); steps++ {
		if steps > 600 {
			t.Fatal("the flow did not end in 600 intents")
		}
		if d.Snap().Handoff {
			handoffs++
			d.Keys("enter")
		}
		st := shadow.State()
		who := st.Phase().Actors[0]
		in, err := sd.Scripted{}.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if m, ok := d.Snap().Phase.(*shopModel); ok {
			buyByKeys(t, d, m, in)
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

// buyByKeys makes a purchase, or done, on the purchases' screen by keys:
// the offer's row, its skills typed, b.
func buyByKeys(t *testing.T, d *tuitest.Driver, m *shopModel, in engine.Intent) {
	t.Helper()
	b, ok := in.(sd.Buy)
	if !ok {
		d.Keys("d")
		return
	}
	for i, o := range m.offers {
		if o.Type.Key == b.Type && o.NoTorps == b.NoTorps {
			for m.cursor < i {
				d.Keys("down")
			}
			for m.cursor > i {
				d.Keys("up")
			}
		}
	}
	d.Keys("enter")
	for _, v := range append([]int{b.Plt, b.Gnr}, b.Gunners.List()...) {
		d.Keys(string(rune('0' + v%10)))
	}
	d.Keys("b")
}
