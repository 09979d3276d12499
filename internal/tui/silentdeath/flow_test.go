//go:build pendingmove

package silentdeath

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/teatest/v2"
	"github.com/charmbracelet/x/vt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestFlowSilentDeathTurn plays one whole turn of Silent Death's first game
// hotseat through the real program (teatest), key by key.
func TestFlowSilentDeathTurn(t *testing.T) {
	shadowFlow(t, sd.ID, "first-game", 5, func(st engine.State) bool { return st.Phase().Turn > 1 })
}

// shadowFlow plays a hotseat game through the real program (teatest) until
// done says so. A shadow session with the same seed decides what each
// player does (the scripted opponent's choice, turned into the keys that
// select it in the action list, typed intents typed), handoff screens are
// passed with enter, and after every intent the program's autosave must
// hold exactly the shadow's game.
func shadowFlow(t *testing.T, gameID, scenario string, seed uint64, done func(engine.State) bool) {
	g, _ := games.Lookup(gameID)
	sc, err := games.LoadScenario(g, scenario)
	if err != nil {
		t.Fatal(err)
	}
	sess, shadow := hotseat(t, g, sc, seed), hotseat(t, g, sc, seed)
	sess.Path = filepath.Join(t.TempDir(), "game.json")
	cfg := Config{}
	p := newPlay(cfg, sess)
	tm := teatest.NewTestModel(t, newApp(cfg, p), teatest.WithInitialTermSize(80, 24))
	emu := vt.NewSafeEmulator(80, 24)
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := tm.Output().Read(buf)
			if n > 0 {
				emu.Write(bytes.ReplaceAll(buf[:n], []byte("\n"), []byte("\r\n")))
			}
			if err != nil && err != io.EOF {
				return
			}
			if n == 0 {
				time.Sleep(5 * time.Millisecond)
			}
		}
	}()
	go io.Copy(io.Discard, emu)

	board := boardFor(g, cfg)
	opp, _ := g.NewOpponent(engine.LevelScripted, 9)
	saved := func() int {
		sf, err := store.Read(sess.Path)
		if err != nil {
			return -1
		}
		return len(sf.Intents)
	}
	handoffs := 0
	for steps := 0; !done(shadow.State()); steps++ {
		if steps > 600 {
			t.Fatal("the flow did not end in 600 intents")
		}
		st := shadow.State()
		who := st.Phase().Actors[0]
		in, err := opp.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(vtScreen(emu), "Pass the terminal") {
			handoffs++
			tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
			deadline := time.Now().Add(5 * time.Second)
			for strings.Contains(vtScreen(emu), "Pass the terminal") && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
		}
		for _, k := range keysFor(t, board, st.View(who), st.View(who).Legal(who), in) {
			tm.Send(keyMsg(k))
		}
		if _, err := shadow.Apply(in); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(10 * time.Second)
		for saved() != shadow.Len() {
			if time.Now().After(deadline) {
				t.Fatalf("after %q the save holds %d intents, the shadow %d; the screen:\n%s", in, saved(), shadow.Len(), vtScreen(emu))
			}
			time.Sleep(10 * time.Millisecond)
		}
		// Handoff screens come from the program; wait until it has drawn
		// the position after this intent.
		time.Sleep(20 * time.Millisecond)
	}
	sf, err := store.Read(sess.Path)
	if err != nil {
		t.Fatal(err)
	}
	if sf.Final.Hash != engine.FormatHash(shadow.State().Hash()) {
		t.Fatalf("the program's game differs from the shadow's")
	}
	t.Logf("%d intents, %d handoffs", shadow.Len(), handoffs)
	tm.Type("q")
	tm.Type("y")
	tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
}

// keysFor finds the keys that pick in from the action list a player would
// see: the group's hotkey, then down to the intent and enter when the
// group lists several.
func keysFor(t *testing.T, b Board, st engine.State, legal []engine.Intent, in engine.Intent) []string {
	t.Helper()
	al := newActionList(st, legal, b)
	tb, typed := b.(TypedBoard)
	for _, g := range al.groups {
		for i, x := range g.intents {
			if typed {
				// A typed intent is listed once per prompt: pick the line,
				// clear the field and type the intent's text.
				if prompt, _, _, ok := tb.Typable(st, x); ok {
					if p2, _, _, ok2 := tb.Typable(st, in); !ok2 || p2 != prompt {
						continue
					}
					// Esc first: a list left open would take the hotkey as
					// "the line under the cursor".
					keys := []string{"esc", g.hotkey}
					if len(g.intents) > 1 {
						for j := 0; j < i; j++ {
							keys = append(keys, "down")
						}
						keys = append(keys, "enter")
					}
					keys = append(keys, "ctrl+u")
					for _, r := range typedText(in) {
						keys = append(keys, string(r))
					}
					return append(keys, "enter")
				}
			}
			if !reflect.DeepEqual(x, in) {
				continue
			}
			if g.hotkey == "" {
				t.Fatalf("the group of %q has no hotkey", in)
			}
			keys := []string{"esc", g.hotkey}
			if len(g.intents) > 1 {
				for j := 0; j < i; j++ {
					keys = append(keys, "down")
				}
				keys = append(keys, "enter")
			}
			return keys
		}
	}
	t.Fatalf("%q is not in the action list", in)
	return nil
}

// typedText is what a player types for a typed intent.
func typedText(in engine.Intent) string {
	if w, ok := in.(sm.WriteOrders); ok {
		return w.Orders
	}
	if f, ok := in.(sm.Fly); ok {
		return flyText(f)
	}
	return fmt.Sprint(in)
}

// TestFlowStarmadaTurn plays a whole Starmada turn hotseat through the real
// program: secret orders typed for every ship of both sides with the
// handoff between them, movement, fighters, declarations, fire, into turn 2.
func TestFlowStarmadaTurn(t *testing.T) {
	shadowFlow(t, sm.ID, "standard", 3, func(st engine.State) bool { return st.Phase().Turn > 1 })
}
