package main

import (
	"fmt"
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

// choiceFake is the fake screen with the campaign's choice screens: it
// fields the last craft offered and raises every veteran's Gnr where it
// may.
type choiceFake struct {
	*fakeScreen
	fielding []string
	rows     [][]tui.FieldChoice
	exp      [][]tui.ExpChoice
}

func (f *choiceFake) Experience(c uiConfig, title, name string, rows []tui.ExpChoice) ([]bool, bool, error) {
	f.exp = append(f.exp, rows)
	out := make([]bool, len(rows))
	for i, r := range rows {
		out[i] = !r.CanGnr
	}
	return out, true, nil
}

func (f *choiceFake) Fielding(c uiConfig, title, name string, rows []tui.FieldChoice, maxCraft, maxTPV int) ([]bool, bool, error) {
	f.fielding = append(f.fielding, fmt.Sprintf("%s|%s|%d|%d", title, name, maxCraft, maxTPV))
	f.rows = append(f.rows, rows)
	out := make([]bool, len(rows))
	out[len(out)-1] = true
	return out, true, nil
}

// TestCampaignChoiceScreens: before scenario 1 Side B's people choose the
// craft to field under 200 TPV (11.7), and the scenario fields just that;
// after it, the people's veterans (if any) are asked about.
func TestCampaignChoiceScreens(t *testing.T) {
	c := newCLI(t, true)
	f := &choiceFake{fakeScreen: c.screen}
	c.app.screen = f
	path := filepath.Join(t.TempDir(), "camp.json")
	c.ok("campaign", "new", path, "--seed", "5", "--builder")
	camp, err := campaign.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	b := 1 - camp.A
	var fielded int
	f.onGame = func(sess *engine.Session) {
		for _, s := range sess.State().(*sd.State).Crafts() {
			if s.Side == 1 { // Side B defends: the Rescue's second side

				fielded++
			}
		}
		if err := engine.PlayOut(sess, []engine.Opponent{sd.Scripted{}, sd.Scripted{}}, maxSelfplayIntents); err != nil {
			t.Fatal(err)
		}
	}
	c.ok("campaign", "next", path)
	if len(f.fielding) != 1 || !strings.Contains(f.fielding[0], camp.Sides[b].Name+"|12|200") {
		t.Fatalf("fielding asked %v", f.fielding)
	}
	if fielded != 1 {
		t.Fatalf("Side B fielded %d craft, chose 1", fielded)
	}
	camp2, err := campaign.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(camp2.Pending) != 0 {
		t.Fatalf("advances left pending: %+v", camp2.Pending)
	}
	for _, rows := range f.exp {
		if len(rows) == 0 {
			t.Fatal("asked about no veteran")
		}
	}
}
