package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestEndToEndCampaignScenarioEnd: a campaign saved the moment its first
// scenario ended ('campaign new --selfplay' stops there) opens on that
// scenario's end, at 80×24 and 200×60, nothing cut: who won, the
// standings after it, that it is saved, and enter to the next briefing;
// enter then shows the briefing of the second scenario.
func TestEndToEndCampaignScenarioEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	save := filepath.Join(dir, "camp.json")
	env := []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1", "TERM=xterm-256color"}
	new := exec.Command(buildBinary(t), "campaign", "new", save, "--seed", "5", "--selfplay")
	new.Env = append(os.Environ(), env...)
	if out, err := new.CombinedOutput(); err != nil || !strings.Contains(string(out), "Scenario 1: Rescue: ") {
		t.Fatalf("campaign new --selfplay: %v\n%s", err, out)
	}
	for _, size := range [][2]int{{80, 24}, {200, 60}} {
		tm := startTermAt(t, env, size[0], size[1], "campaign", "next", save)
		s := tm.waitFor("enter: the next battle's briefing")
		for _, want := range []string{"Scenario 1: Rescue is over", "The campaign after 1 of 6 scenarios", "Saved in ", "Next: Scenario 2: Into the Minefield"} {
			if !strings.Contains(s, want) {
				t.Errorf("%dx%d: the scenario's end lacks %q:\n%s", size[0], size[1], want, s)
			}
		}
		if strings.Contains(s, "…") {
			t.Errorf("%dx%d: something on the scenario's end is cut:\n%s", size[0], size[1], s)
		}
		tm.send("\r")
		tm.waitFor("Briefing: ")
		tm.waitFor("Scenario 2 of 6 of the campaign (11.7), Into the Minefield")
		tm.send("q")
		tm.waitFor("Quit armada-tui?")
		tm.send("y")
		if err := tm.cmd.Wait(); err != nil {
			t.Errorf("%dx%d: quitting: %v", size[0], size[1], err)
		}
	}
}
