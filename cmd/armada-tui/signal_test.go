package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSignalGivesTheLockUp: a game opened from the menu holds its save's
// lock in the game screen. A terminal closed under the program (SIGHUP)
// killed it on the spot, and a SIGTERM ended Bubble Tea's loop without the
// screen giving the lock up; either way a stale PATH.lock was left beside
// the save. Both must now end the program and leave no lock behind, as
// SIGINT (kill -INT) does, saying what was kept.
func TestSignalGivesTheLockUp(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			saves := filepath.Join(dir, "armada-tui", "saves")
			env := []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1", "TERM=xterm-256color"}
			tm := startTerm(t, env) // the menu
			tm.waitFor("Choose a game")
			tm.send("\r") // Stellar Armada
			tm.waitFor("Choose a scenario")
			tm.send("\r") // Star cruiser duel
			tm.waitFor("Who plays?")
			tm.send("\r") // hotseat
			tm.waitFor("Start the game")
			tm.send("\r")
			tm.waitFor("Briefing: Star cruiser duel")
			path := onlySave(t, saves)
			if _, err := os.Stat(path + ".lock"); err != nil {
				t.Fatalf("the game screen holds no lock on its save: %v", err)
			}
			if err := tm.cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- tm.cmd.Wait() }()
			select {
			case err := <-done:
				if ws, ok := tm.cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
					t.Errorf("the program was killed by %v (%v) instead of quitting", ws.Signal(), err)
				}
			case <-time.After(time.Minute):
				t.Fatalf("the program did not end after %v", sig)
			}
			if _, err := os.Stat(path + ".lock"); err == nil {
				t.Errorf("%v left the lock %s.lock behind", sig, filepath.Base(path))
			}
			// SIGINT ends it with a word on what was kept, where Bubble
			// Tea's "program was killed: program was interrupted" said
			// the same twice (found by a terminal play-tester).
			if sig == syscall.SIGINT {
				if s := tm.waitFor("saved after its last move"); strings.Contains(s, "program was killed") {
					t.Errorf("after SIGINT:\n%s", s)
				}
			}
		})
	}
}

// TestInterruptStopsACommandWithoutScreen: Ctrl-C (SIGINT) ends a command
// that draws nothing. The interrupt was caught for a context nobody read,
// so a thousand games of selfplay, a campaign played with no screen or a
// long validate ran on to their end whatever the player pressed.
func TestInterruptStopsACommandWithoutScreen(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	dir := t.TempDir()
	cmd := exec.Command(bin, "selfplay", "sscs", "--games", "100000", "--save-dir", dir)
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatal("selfplay ran on 10 s after Ctrl-C")
	}
	// What it wrote before is whole: each save is written to a
	// temporary file and renamed.
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, f := range files[max(0, len(files)-3):] {
		if out, err := exec.Command(bin, "validate", f).CombinedOutput(); err != nil {
			t.Errorf("a save written before the interrupt: %v: %s", err, out)
		}
	}
}
