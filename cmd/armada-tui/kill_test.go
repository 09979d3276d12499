package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/store"
)

// TestKillAtRandomMoments plays Stellar Armada in the real binary, typing
// keys without waiting, and kills the process at random moments; after
// every kill the save loads and verifies (every recorded hash), holds at
// least what was saved before, and the game resumes from it.
func TestKillAtRandomMoments(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	env := []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1", "TERM=xterm-256color"}
	rng := rand.New(rand.NewPCG(11, 12))
	keys := "dembnemsbnembmnesbn" // actions and ends of turns, legal or not
	last := 0
	for round := 0; round < 8; round++ {
		args := []string{"resume", save}
		if round == 0 {
			args = []string{"play", "stellararmada", "--seed", "5", "--save", save}
		}
		tm := startTerm(t, env, args...)
		tm.waitFor("to act")
		if round == 0 {
			tm.waitFor("Briefing")
			tm.send("\r")
		}
		for i := 0; i < 6+rng.IntN(10); i++ {
			k := keys[rng.IntN(len(keys))]
			if _, err := tm.pty.Write([]byte{k, '\r'}); err != nil {
				t.Fatal(err)
			}
			time.Sleep(time.Duration(rng.IntN(40)) * time.Millisecond)
		}
		tm.cmd.Process.Signal(syscall.SIGKILL)
		tm.cmd.Wait()
		s, err := store.Load(save, builtin{}.Lookup)
		if err != nil {
			t.Fatalf("round %d: the save does not verify after a kill: %v", round, err)
		}
		if s.Len() < last {
			t.Fatalf("round %d: the save lost intents: %d, before %d", round, s.Len(), last)
		}
		last = s.Len()
		// A lock left by the killed process is taken over by the next one.
		if s.State().Outcome().Over {
			break
		}
	}
	if last == 0 {
		t.Fatal("no intent was ever saved")
	}
	t.Logf("8 kills, %d intents saved", last)
}

// TestTwoProcessesOnOneSave: a second armada-tui on a save that is being
// played is refused with a message naming the first one's process.
func TestTwoProcessesOnOneSave(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	env := []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1", "TERM=xterm-256color"}
	first := startTerm(t, env, "play", "stellararmada", "--seed", "5", "--save", save)
	first.waitFor("Briefing")
	first.send("\r")
	second := startTerm(t, env, "resume", save)
	s := second.waitFor("process " + strconv.Itoa(first.cmd.Process.Pid))
	if !strings.Contains(strings.Join(strings.Fields(s), ""), "openinanotherarmada-tui") {
		t.Fatalf("the refusal does not say why:\n%s", s)
	}
	if err := second.cmd.Wait(); err == nil {
		t.Fatal("the second process succeeded")
	}
	// The first one is still in charge of the file.
	first.send("d")
	first.send("q")
	first.send("y")
	first.cmd.Wait()
	if _, err := os.Stat(save + ".lock"); err == nil {
		t.Fatal("the lock outlived the game")
	}
	if s, err := store.Load(save, builtin{}.Lookup); err != nil || s.Len() != 1 {
		t.Fatalf("the first game's save: %v, %v", s, err)
	}
}
