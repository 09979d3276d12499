package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath/sdtest"
)

// forfeitCampaignSave writes sdtest.ForfeitedFirstBattle's campaign, in
// battle 2's second turn after a forfeited battle 1, to a save file; it
// gives the path and the record's turns.
func forfeitCampaignSave(t *testing.T) (string, []engine.LogTurnSpan) {
	t.Helper()
	sess := sdtest.ForfeitedFirstBattle(t)
	path := filepath.Join(t.TempDir(), "forfeit.json")
	if err := os.WriteFile(path, gametest.SaveData(t, sess), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, engine.LogTurns(sess)
}

// TestReplayToPastAForfeitedBattle: battle 1 forfeited has no turns and
// the header calls the next "Battle 2", so --to 2:1 is that battle's T1
// (engine.LogTurns over LogBattler; counting the log's runs of "T<n>"
// made it 1:1), and --to 1:1 says battle 1 was not fought.
func TestReplayToPastAForfeitedBattle(t *testing.T) {
	c := newCLI(t, true)
	path, spans := forfeitCampaignSave(t)
	if len(spans) != 2 || spans[0].Battle != 2 || spans[0].Turn != 1 {
		t.Fatalf("LogTurns = %+v, want battle 2's T1 and T2", spans)
	}
	for _, to := range []string{"2:1", "b2t1"} {
		var n int
		var last string
		for _, l := range strings.Split(c.ok("replay", path, "--headless", "--to", to), "\n") {
			if !strings.HasPrefix(l, "    ") && (strings.HasPrefix(l, "T") || strings.HasPrefix(l, "Camp ")) {
				n, last = n+1, l
			}
		}
		if n != spans[0].To || !strings.HasPrefix(last, "T1 ") {
			t.Errorf("--to %s shows %d intents ending %q, want %d ending in T1", to, n, last, spans[0].To)
		}
	}
	c.ok("replay", path, "--to", "2:1")
	if c.screen.at != spans[0].To {
		t.Errorf("the viewer opens after %d intents, want %d (the end of battle 2's T1)", c.screen.at, spans[0].To)
	}
	c.fails(exitUsage, "--to 1:1: no turn 1 in battle 1: it was not fought, it has no turns (battle:turn, 2:1 to 2:2)", "replay", path, "--headless", "--to", "1:1")
	c.fails(exitUsage, "--to 3:1: no battle 3: this record has battles 1 to 2", "replay", path, "--headless", "--to", "3:1")
}
