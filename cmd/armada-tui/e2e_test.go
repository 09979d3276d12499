package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/vt"
	"github.com/creack/pty"

	"github.com/armada-tui/armada-tui/internal/store"
)

// The program is built once a test run, for the end-to-end tests and the
// terminal benchmarks, into a directory TestMain removes afterwards (a 16 MB
// binary left in the temporary directory by every run adds up).
var (
	buildOnce sync.Once
	binDir    string
	binPath   string
	buildErr  error
)

// TestMain runs the package's tests and removes the built program.
func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// builtBinary builds the program once and returns its path.
func builtBinary() (string, error) {
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "armada-e2e")
		if buildErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "armada-tui")
		// Built as the release is (Makefile's build, .goreleaser.yaml):
		// static, without symbols, so that the start the benchmarks time
		// is the one a player's binary makes.
		build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", binPath, ".")
		build.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := build.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("%v: %s", err, out)
		}
	})
	return binPath, buildErr
}

func buildBinary(t testing.TB) string {
	t.Helper()
	path, err := builtBinary()
	if err != nil {
		t.Fatalf("building the binary: %v", err)
	}
	return path
}

// ptyTerm is the built program running in a pseudo-terminal, read through a
// virtual terminal so that tests see the screen a person would see.
type ptyTerm struct {
	t   *testing.T
	cmd *exec.Cmd
	pty *os.File
	emu *vt.SafeEmulator
	out *recorder // every byte the program wrote
}

func startTerm(t *testing.T, env []string, args ...string) *ptyTerm {
	t.Helper()
	return startTermAt(t, env, 80, 24, args...)
}

// startTermAt is startTerm in a terminal of w×h cells.
func startTermAt(t *testing.T, env []string, w, h int, args ...string) *ptyTerm {
	t.Helper()
	cmd := exec.Command(buildBinary(t), args...)
	cmd.Env = append(os.Environ(), env...)
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(w), Rows: uint16(h)})
	if err != nil {
		t.Fatalf("starting %v in a pty: %v", args, err)
	}
	emu := vt.NewSafeEmulator(w, h)
	out := &recorder{}
	go io.Copy(io.MultiWriter(emu, out), ptmx) // the program's output onto the virtual screen
	go io.Copy(ptmx, emu)                      // the terminal's answers to the program's queries
	tm := &ptyTerm{t: t, cmd: cmd, pty: ptmx, emu: emu, out: out}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		ptmx.Close()
	})
	return tm
}

// screen is the text on the virtual terminal, read under its lock
// (SafeEmulator.String is the unlocked Emulator method).
func (tm *ptyTerm) screen() string { return ansi.Strip(tm.emu.Render()) }

// waitFor waits until the screen shows want and has stopped changing,
// failing with the screen. A frame reaches the terminal in pieces: want may
// be drawn while the lines below it are not yet, so the screen is returned
// only once two reads 100 ms apart agree.
func (tm *ptyTerm) waitFor(want string) string {
	tm.t.Helper()
	deadline := time.Now().Add(time.Minute) // generous: a loaded machine is slow, never wrong
	last := ""
	for time.Now().Before(deadline) {
		s := tm.screen()
		if strings.Contains(s, want) {
			if s == last {
				return s
			}
			last = s
			time.Sleep(100 * time.Millisecond)
			continue
		}
		last = ""
		time.Sleep(50 * time.Millisecond)
	}
	tm.t.Fatalf("the screen never showed %q; it shows:\n%s", want, tm.screen())
	return ""
}

func (tm *ptyTerm) send(keys string) {
	tm.t.Helper()
	if _, err := tm.pty.Write([]byte(keys)); err != nil {
		tm.t.Fatalf("typing %q: %v", keys, err)
	}
	time.Sleep(150 * time.Millisecond)
}

// mats cuts the two ship mats out of a screen: the lines between the
// header and the action list.
func mats(screen string) string {
	lines := strings.Split(screen, "\n")
	if len(lines) < 16 {
		return screen
	}
	// The selection marker is the cursor of the action list, not part of
	// the game.
	return strings.ReplaceAll(strings.Join(lines[1:15], "\n"), "▸", " ")
}

// TestEndToEndKillAndResume plays a few actions through the keyboard of the
// real binary, kills it without warning, resumes the save and finds the
// same position on the screen.
func TestEndToEndKillAndResume(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	env := []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1", "TERM=xterm-256color"}

	tm := startTerm(t, env, "play", "stellararmada", "--seed", "7", "--save", save)
	tm.waitFor("Briefing: Star cruiser duel") // a new game opens on its briefing
	tm.send("\r")
	tm.waitFor("Roll for the first player")
	tm.send("d") // roll for the first player
	tm.waitFor("your move")
	tm.send("e") // evade with one engine: no dice, so the screen is fixed by the keys alone
	tm.send("s") // shields are full: the key must do nothing rather than fail
	tm.send("e")
	before := tm.waitFor("To hit this ship: 4+")

	// The save is written after every intent: by now it holds all three.
	sf, err := store.Read(save)
	if err != nil {
		t.Fatalf("reading the autosave: %v", err)
	}
	if len(sf.Intents) != 3 {
		t.Fatalf("the autosave holds %d intents, want 3 (roll, engine, engine)", len(sf.Intents))
	}
	if err := tm.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	tm.cmd.Wait()

	again := startTerm(t, env, "resume", save)
	after := again.waitFor("To hit this ship: 4+")
	if mats(before) != mats(after) {
		t.Errorf("the resumed game shows another position.\nbefore:\n%s\nafter:\n%s", mats(before), mats(after))
	}
	s, err := store.Load(save, builtin{}.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if s.Len() != 3 {
		t.Errorf("resumed session has %d intents, want 3", s.Len())
	}
	again.send("q")
	again.waitFor("Quit armada-tui?")
	again.send("y")
	done := make(chan error, 1)
	go func() { done <- again.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("quitting: %v", err)
		}
	case <-time.After(time.Minute):
		t.Errorf("the program did not quit after q, y")
	}
}

// TestEndToEndTooSmall checks the message a player gets in a small terminal.
func TestEndToEndTooSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	tm := startTerm(t, []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1"}, "play", "stellararmada", "--seed", "1", "--save", filepath.Join(dir, "g.json"))
	tm.waitFor("Briefing: Star cruiser duel")
	tm.send("\r")
	tm.waitFor("Roll for the first player")
	tm.resize(60, 20)
	tm.waitFor("needs at least 80×24")
	tm.resize(80, 24)
	tm.waitFor("Roll for the first player")
}

// resize makes the terminal w×h as a terminal does: its screen first, then
// the program is told (SIGWINCH). The other way round, a program that draws
// the moment it hears could write its frame of the new size into the old
// screen, which wraps and scrolls it (seen once in CI's run of
// TestPainterDrawsAsBubbleTea/too-small).
func (tm *ptyTerm) resize(w, h int) {
	tm.t.Helper()
	tm.emu.Resize(w, h)
	if err := pty.Setsize(tm.pty, &pty.Winsize{Cols: uint16(w), Rows: uint16(h)}); err != nil {
		tm.t.Fatal(err)
	}
}
