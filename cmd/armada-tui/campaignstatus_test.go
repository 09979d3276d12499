package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestCampaignStatusDuringABattle: while a scenario is being fought,
// status says so, with the battle's own turn, and names no scenario as
// "Next" (it printed "Next: Scenario 2" during scenario 2's battle); between
// battles it gives the next one, and no battle as being played.
func TestCampaignStatusDuringABattle(t *testing.T) {
	c := newCLI(t, true)
	path := filepath.Join(t.TempDir(), "camp.json")
	c.ok("campaign", "new", path, "--seed", "5", "--selfplay")
	between := c.ok("campaign", "status", path)
	if !strings.Contains(between, "Next: Scenario 2: Into the Minefield\n") || strings.Contains(between, "Being played") {
		t.Errorf("status between battles:\n%s", between)
	}
	// validate and 'list saves' name the place as the game does: they said
	// "turn 12" and 12 between battles 1 and 2 (every battle's turns).
	if out := c.ok("validate", path); !strings.Contains(out, "scenario campaign, between battles, unfinished, ") {
		t.Errorf("validate between battles: %s", out)
	}
	if out := c.ok("list", "saves", filepath.Dir(path)); !strings.Contains(out, "  between battles  ") {
		t.Errorf("list saves between battles:\n%s", out)
	}
	// Play on, every side by the scripted opponent, into scenario 2's
	// third turn, saving as the game screen does; then the program ends.
	c.screen.onGame = func(s *engine.Session) {
		opps := make([]engine.Opponent, len(s.Players))
		for i := range opps {
			o, err := s.Game.NewOpponent(engine.LevelScripted, s.OpponentSeed(i))
			if err != nil {
				t.Fatal(err)
			}
			opps[i] = o
		}
		for i := 0; ; i++ {
			cp := s.State().(*sd.Campaign)
			if b := cp.Battle(); b != nil && b.Turn() >= 2 {
				return
			}
			if cp.Outcome().Over || cp.Played() > 1 || i > 5000 {
				t.Fatalf("scenario 2's battle did not reach its second turn (%d intents, %d scenarios played)", i, cp.Played())
			}
			p := cp.Phase().Actors[0]
			in, err := opps[p].Choose(cp.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Apply(in); err != nil {
				t.Fatal(err)
			}
			if err := store.Save(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	c.ok("campaign", "resume", path)
	during := c.ok("campaign", "status", path)
	if strings.Contains(during, "Next:") {
		t.Errorf("status names a next scenario while scenario 2 is fought:\n%s", during)
	}
	if !strings.Contains(during, "Being played: Scenario 2: Into the Minefield, turn 2 of ") {
		t.Errorf("status does not say scenario 2 is being played, and at which turn:\n%s", during)
	}
	if out := c.ok("validate", path); !strings.Contains(out, "scenario campaign, battle 2, turn 2, unfinished, ") {
		t.Errorf("validate during battle 2: %s", out)
	}
	if out := c.ok("list", "saves", filepath.Dir(path)); !strings.Contains(out, "  2:2  ") {
		t.Errorf("list saves during battle 2:\n%s", out)
	}
}
