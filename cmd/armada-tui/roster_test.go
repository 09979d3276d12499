package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath/campaign"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// rosterFake is the fake screen with a roster screen that buys what it is
// told and records what it was asked.
type rosterFake struct {
	*fakeScreen
	asked []string
	buys  func(title string, points int) []tui.RosterBuy
}

func (f *rosterFake) Roster(c uiConfig, title, name string, points int, pool, have []string) ([]tui.RosterBuy, bool, error) {
	f.asked = append(f.asked, title+"|"+name)
	return f.buys(title, points), true, nil
}

// TestCampaignRosterScreen: 'campaign new --solo' asks the people's side
// for its roster on the screen and keeps the scripted side's builder;
// after a scenario the people's side is asked to spend its bank.
func TestCampaignRosterScreen(t *testing.T) {
	c := newCLI(t, true)
	f := &rosterFake{fakeScreen: c.screen}
	c.app.screen = f
	f.buys = func(title string, points int) []tui.RosterBuy {
		if strings.HasPrefix(title, "Reinforcements") {
			return nil // bank it all
		}
		return []tui.RosterBuy{
			{Type: "night-hawk", Pilot: sd.CrewFile{Plt: 8, Gnr: 7}},
			{Type: "salamander", Pilot: sd.CrewFile{Plt: 6, Gnr: 6}, Gunners: []int{9}},
		}
	}
	path := filepath.Join(t.TempDir(), "camp.json")
	c.ok("campaign", "new", path, "--solo", "1", "--seed", "3")
	if len(f.asked) != 1 || !strings.Contains(f.asked[0], "Reaper's Own") {
		t.Fatalf("asked %v", f.asked)
	}
	camp, err := campaign.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	s := camp.Sides[0]
	if len(s.Craft) != 2 || s.Craft[0].Type != "night-hawk" || len(s.Crew) != 3 || s.Bank != 300-55-51 {
		t.Fatalf("the people's roster: %+v", s)
	}
	if camp.Sides[1].Value() < 250 {
		t.Fatalf("the scripted side's roster is worth %d", camp.Sides[1].Value())
	}
	// Play the next scenario out scripted on the fake game screen; the
	// people's side is then asked about its reinforcements and banks them.
	f.onGame = func(sess *engine.Session) {
		if err := engine.PlayOut(sess, []engine.Opponent{sd.Scripted{}, sd.Scripted{}}, maxSelfplayIntents); err != nil {
			t.Fatal(err)
		}
	}
	c.ok("campaign", "next", path)
	if len(f.asked) != 2 || !strings.HasPrefix(f.asked[1], "Reinforcements before Scenario 2") {
		t.Fatalf("asked %v", f.asked)
	}
	camp, err = campaign.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if b := camp.Sides[0].Bank; b != 194+25 && b != 194+50 && b != 194+75 {
		t.Fatalf("bank %d after the scenario", b)
	}
}
