package tui

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/teatest/v2"
	"github.com/charmbracelet/x/vt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// TestFlowSilentDeathTurn plays one whole turn of Silent Death's first game
// hotseat through the real program (teatest), key by key. A shadow session
// with the same seed decides what each player does (the scripted opponent's
// choice, turned into the keys that select it in the action list), and
// after every intent the program's autosave must hold exactly the shadow's
// game.
func TestFlowSilentDeathTurn(t *testing.T) {
	g, _ := games.Lookup(sd.ID)
	sc, err := games.LoadScenario(g, "first-game")
	if err != nil {
		t.Fatal(err)
	}
	sess, shadow := hotseat(t, g, sc, 5), hotseat(t, g, sc, 5)
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
		sf, err := engine.ReadSave(sess.Path)
		if err != nil {
			return -1
		}
		return len(sf.Intents)
	}
	for steps := 0; shadow.State().Phase().Turn == 1; steps++ {
		if steps > 300 {
			t.Fatal("turn 1 did not end in 300 intents")
		}
		st := shadow.State()
		who := st.Phase().Actors[0]
		in, err := opp.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(emu.String(), "Pass the terminal") {
			tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
		}
		for _, k := range keysFor(t, board, st.View(who).Legal(who), in) {
			tm.Send(keyMsg(k))
		}
		if _, err := shadow.Apply(in); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(10 * time.Second)
		for saved() != shadow.Len() {
			if time.Now().After(deadline) {
				t.Fatalf("after %q the save holds %d intents, the shadow %d; the screen:\n%s", in, saved(), shadow.Len(), emu.String())
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	sf, err := engine.ReadSave(sess.Path)
	if err != nil {
		t.Fatal(err)
	}
	if sf.Final.Hash != engine.FormatHash(shadow.State().Hash()) {
		t.Fatalf("the program's game differs from the shadow's after turn 1")
	}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(emu.String(), "Turn 2") {
		if time.Now().After(deadline) {
			t.Fatalf("the screen does not show turn 2:\n%s", emu.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	tm.Type("q")
	tm.Type("y")
	tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
}

// keysFor finds the keys that pick in from the action list a player would
// see: the group's hotkey, then down to the intent and enter when the
// group lists several.
func keysFor(t *testing.T, b board, legal []engine.Intent, in engine.Intent) []string {
	t.Helper()
	al := newActionList(legal, b)
	for _, g := range al.groups {
		for i, x := range g.intents {
			if x != in {
				continue
			}
			if g.hotkey == "" {
				t.Fatalf("the group of %q has no hotkey", in)
			}
			keys := []string{g.hotkey}
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
