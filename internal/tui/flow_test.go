package tui

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest/v2"
	"github.com/charmbracelet/x/vt"

	"github.com/armada-tui/armada-tui/internal/store"
)

// TestFlowMenuHotseatQuit runs the real Bubble Tea program (through
// teatest): menu → Stellar Armada → standard scenario → hotseat → roll →
// a few actions → quit, and checks the save it leaves.
func TestFlowMenuHotseatQuit(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}, SaveDir: t.TempDir()}
	tm := teatest.NewTestModel(t, newApp(cfg, newMenu(cfg)), teatest.WithInitialTermSize(80, 24))
	// The renderer sends only what changed, so the output is read through a
	// virtual terminal and the tests look at the screen it shows.
	emu := vt.NewSafeEmulator(80, 24)
	go func() {
		// The test model's output is a buffer that reports EOF whenever it
		// is empty: keep reading.
		buf := make([]byte, 4096)
		for {
			n, err := tm.Output().Read(buf)
			if n > 0 {
				// A terminal's line discipline turns \n into \r\n; the
				// test model has none.
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
	wait := func(s string) {
		t.Helper()
		deadline := time.Now().Add(time.Minute) // generous: a loaded machine is slow, never wrong
		for !strings.Contains(vtScreen(emu), s) {
			if time.Now().After(deadline) {
				t.Fatalf("the screen never showed %q; it shows:\n%s", s, vtScreen(emu))
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	press := func(k tea.KeyPressMsg) { tm.Send(k) }
	enter := tea.KeyPressMsg{Code: tea.KeyEnter}

	wait("Choose a game")
	press(enter)
	wait("Choose a scenario")
	press(enter)
	wait("Who plays?")
	press(enter)
	wait("Start the game")
	press(enter)
	wait("Situation") // a new game opens on its briefing
	press(enter)
	wait("Roll for the first player")
	tm.Type("d")
	wait("your move")
	tm.Type("e")                // an engine: no dice
	wait("activates an engine") // the seed comes from the clock: either side may open
	tm.Type("b")                // the list of maser targets
	press(enter)                // a maser at the shields
	wait("s maser at")
	tm.Type("q")
	wait("Quit armada-tui?")
	tm.Type("y")
	tm.WaitFinished(t, teatest.WithFinalTimeout(time.Minute))

	a := tm.FinalModel(t).(*app)
	p, ok := a.cur.(*play)
	if !ok {
		t.Fatalf("ended on %T", a.cur)
	}
	if p.sess.Len() != 3 {
		t.Fatalf("the game has %d intents, want 3", p.sess.Len())
	}
	if !strings.HasPrefix(p.sess.Path, cfg.SaveDir) {
		t.Fatalf("saved to %q, not under %q", p.sess.Path, cfg.SaveDir)
	}
	saved, err := store.Load(p.sess.Path, testCatalog{}.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if saved.State().Hash() != p.sess.State().Hash() {
		t.Fatal("the save does not hold the game as it was left")
	}
}

// BenchmarkFrame measures a full frame of the Stellar Armada screen
// mid-game, as Bubble Tea asks for it after every message.
func BenchmarkFrame80x24(b *testing.B)        { benchFrame(b, 80, 24, true) }
func BenchmarkFrame200x60(b *testing.B)       { benchFrame(b, 200, 60, true) }
func BenchmarkFrame80x24NoColor(b *testing.B) { benchFrame(b, 80, 24, false) }

func benchFrame(b *testing.B, w, h int, color bool) {
	t := &testing.T{}
	cfg := Config{Catalog: testCatalog{}, Color: color}
	sess := saSession(t, false)
	d := &driver{t: t, a: newApp(cfg, newPlay(cfg, sess))}
	d.run(d.a.Init())
	d.msg(tea.WindowSizeMsg{Width: w, Height: h})
	d.keys("d", "e", "m", "enter", "b", "enter", "b", "enter", "n", "b", "enter")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = d.a.View()
	}
}

// vtScreen is the text on a virtual terminal's screen, read under the
// emulator's lock (SafeEmulator.String is the unlocked Emulator method).
func vtScreen(emu *vt.SafeEmulator) string { return ansi.Strip(emu.Render()) }
