package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// forfeitCampaignSave writes a Silent Death campaign played by the
// scripted opponent, both sides, but for Side 1's first roster, bought
// without a pilot (craft alone, gunners alone: 11.7 lets it), so that it
// fields nothing and forfeits battle 1; it stops in battle 2's second
// turn. It gives the path and the record's turns.
func forfeitCampaignSave(t *testing.T) (string, []engine.LogTurnSpan) {
	t.Helper()
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "campaign")
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(g, sc, nil, 3, ps)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; ; k++ {
		c := sess.State().(*sd.Campaign)
		if c.Played() == 1 && c.Battle() != nil && c.Battle().Phase().Turn >= 2 {
			if r := c.Results(); len(r) != 1 || !strings.Contains(r[0].Reason, "could field no craft") {
				t.Fatalf("battle 1 was not forfeited: %+v", r)
			}
			break
		}
		if c.Outcome().Over || k > 20000 {
			t.Fatalf("the campaign never reached battle 2's second turn: %+v", c.Results())
		}
		p := c.Phase().Actors[0]
		var in engine.Intent
		if sh, ok := c.Shop(); ok && c.Phase().Name == sd.PhaseCampRoster && p == 1 {
			in = crewlessPurchase(c, sh.Points[1]-sh.Spent[1])
		} else if in, err = (sd.Scripted{}).Choose(c.View(p), p); err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	sf, err := sess.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	data, err := sf.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "forfeit.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, engine.LogTurns(sess)
}

// crewlessPurchase is Side 1's next purchase of a roster without a pilot:
// the dearest craft alone it may buy, else a gunner, done when left is 0.
func crewlessPurchase(c *sd.Campaign, left int) engine.Intent {
	if left == 0 {
		return sd.Done{By: 1}
	}
	var best *sd.Buy
	for _, x := range c.Legal(1) {
		if b, ok := x.(sd.Buy); ok && b.Bare() && (best == nil || b.Cost() > best.Cost()) {
			best = &b
		}
	}
	if best != nil {
		return *best
	}
	return sd.Hire{By: 1, Gnr: min(left, sd.MaxSkill)}
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
