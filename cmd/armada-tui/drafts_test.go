package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEndToEndTypedOrderOnQuit: a Starmada ship's orders typed and not
// entered are named by the quit question that ctrl+c asks from the field;
// n goes back to the field with them; y quits, and the save holds no trace
// of them (it keeps only what is entered).
func TestEndToEndTypedOrderOnQuit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	env := []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1", "TERM=xterm-256color"}
	tm := startTerm(t, env, "play", "starmada", "--solo", "1", "--seed", "1", "--ai-delay", "0", "--save", save)
	tm.waitFor("Briefing: ")
	tm.send("\r")
	tm.waitFor("[o] Orders for")
	tm.send("o")
	tm.send("\r")
	tm.waitFor("Orders for Admirable")
	tm.send("3P2")
	tm.waitFor("> 3P2")
	tm.send("\x03") // ctrl+c
	s := tm.waitFor("Quit armada-tui?")
	if flat := strings.Join(strings.Fields(s), " "); !strings.Contains(flat, `"3P2", typed by Imperial at "Orders for Admirable (5 MP)", is not entered and will not be kept`) {
		t.Fatalf("the quit question does not name the typed orders:\n%s", s)
	}
	tm.send("n")
	tm.waitFor("> 3P2")
	tm.send("\x03")
	tm.waitFor("is not entered")
	tm.send("y")
	if err := tm.cmd.Wait(); err != nil {
		t.Fatalf("quitting: %v", err)
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "3P2") {
		t.Errorf("the save holds the orders that were never entered:\n%s", data)
	}
}
