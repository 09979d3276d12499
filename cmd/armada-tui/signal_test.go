package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestSignalGivesTheLockUp: a game opened from the menu holds its save's
// lock in the game screen. A terminal closed under the program (SIGHUP)
// killed it on the spot, and a SIGTERM ended Bubble Tea's loop without the
// screen giving the lock up; either way a stale PATH.lock was left beside
// the save. Both must now end the program and leave no lock behind.
func TestSignalGivesTheLockUp(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGTERM} {
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
		})
	}
}
