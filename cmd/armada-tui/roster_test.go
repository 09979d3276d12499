package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	tuisd "github.com/armada-tui/armada-tui/internal/tui/silentdeath"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath/campaign"
	"github.com/armada-tui/armada-tui/internal/store"
)

// rosterFake is the fake screen with a roster screen that buys what it is
// told and records what it was asked.
type rosterFake struct {
	*fakeScreen
	asked []string
	lack  [][2]int
	buys  func(title string, points int) []tuisd.RosterBuy
}

func (f *rosterFake) Roster(c uiConfig, title, name string, points int, pool, have []string, lack [2]int) ([]tuisd.RosterBuy, bool, error) {
	f.asked = append(f.asked, title+"|"+name)
	f.lack = append(f.lack, lack)
	return f.buys(title, points), true, nil
}

// TestCampaignRosterScreen: 'campaign new --solo' asks the people's side
// for its roster on the screen and keeps the scripted side's builder;
// after a scenario the people's side is asked to spend its bank.
func TestCampaignRosterScreen(t *testing.T) {
	c := newCLI(t, true)
	f := &rosterFake{fakeScreen: c.screen}
	c.app.screen = f
	f.buys = func(title string, points int) []tuisd.RosterBuy {
		if strings.HasPrefix(title, "Reinforcements") {
			return nil // bank it all
		}
		return []tuisd.RosterBuy{
			{Type: "night-hawk", Pilot: sd.CrewFile{Plt: 8, Gnr: 7}},
			{Type: "salamander", Pilot: sd.CrewFile{Plt: 6, Gnr: 6}, Gunners: []int{9}},
		}
	}
	path := filepath.Join(t.TempDir(), "camp.json")
	c.ok("campaign", "new", path, "--solo", "1", "--seed", "3")
	if len(f.asked) != 1 || !strings.Contains(f.asked[0], "Reaper's Own") {
		t.Fatalf("asked %v", f.asked)
	}
	camp, err := store.ReadCampaign(path, campaign.MaxSize, campaign.Decode)
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
	camp, err = store.ReadCampaign(path, campaign.MaxSize, campaign.Decode)
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
	rows     [][]tuisd.FieldChoice
	exp      [][]tuisd.ExpChoice
}

func (f *choiceFake) Experience(c uiConfig, title, name string, rows []tuisd.ExpChoice) ([]bool, bool, error) {
	f.exp = append(f.exp, rows)
	out := make([]bool, len(rows))
	for i, r := range rows {
		out[i] = !r.CanGnr
	}
	return out, true, nil
}

func (f *choiceFake) Fielding(c uiConfig, title, name string, rows []tuisd.FieldChoice, maxCraft, maxTPV int) ([]bool, bool, error) {
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
	camp, err := store.ReadCampaign(path, campaign.MaxSize, campaign.Decode)
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
	camp2, err := store.ReadCampaign(path, campaign.MaxSize, campaign.Decode)
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

// TestBuyRosterHires: buyRoster tells the screen what the roster lacks
// and routes crew-only purchases to Side.Hire, paid from the bank.
func TestBuyRosterHires(t *testing.T) {
	c := newCLI(t, true)
	f := &rosterFake{fakeScreen: c.screen}
	c.app.screen = f
	camp, err := campaign.New([2]string{"Reaper's Own", "The Destroyers"}, [2]bool{false, true}, 3, false, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := &camp.Sides[0]
	s.Craft = []campaign.Craft{{Type: "salamander", ID: "A"}, {Type: "night-hawk", ID: "A"}}
	s.Crew = []campaign.Member{{Pilot: true, Plt: 6, Gnr: 6}}
	s.Bank = 30
	f.buys = func(title string, points int) []tuisd.RosterBuy {
		return []tuisd.RosterBuy{{Hire: tuisd.HirePilot, Pilot: sd.CrewFile{Plt: 9, Gnr: 8}}, {Hire: tuisd.HireGunner, Gunners: []int{7}}}
	}
	if err := c.app.buyRoster(camp, 0, "Reinforcements", false); err != nil {
		t.Fatal(err)
	}
	if len(f.lack) != 1 || f.lack[0] != [2]int{1, 1} {
		t.Fatalf("the screen was told the roster lacks %v", f.lack)
	}
	want := []campaign.Member{{Pilot: true, Plt: 6, Gnr: 6}, {Pilot: true, Plt: 9, Gnr: 8}, {Gnr: 7}}
	if len(s.Crew) != 3 || s.Crew[1] != want[1] || s.Crew[2] != want[2] || s.Bank != 30-17-7 || len(s.Craft) != 2 {
		t.Fatalf("after the hires: %+v", *s)
	}
	if d := camp.Draft(0); len(d) != 2 {
		t.Fatalf("both craft are not crewed again: %+v", d)
	}
	// Too dear a hire changes nothing.
	f.buys = func(string, int) []tuisd.RosterBuy {
		return []tuisd.RosterBuy{{Hire: tuisd.HireGunner, Gunners: []int{9}}}
	}
	before := *s
	if err := c.app.buyRoster(camp, 0, "Reinforcements", false); err == nil || s.Bank != before.Bank || len(s.Crew) != 3 {
		t.Fatalf("a hire over the bank: %v, %+v", err, *s)
	}
}

// TestCampaignResumesUnfinishedScenario leaves a campaign scenario after a
// few intents; 'campaign resume' goes on with the same game.
func TestCampaignResumesUnfinishedScenario(t *testing.T) {
	c := newCLI(t, true)
	path := filepath.Join(t.TempDir(), "camp.json")
	c.ok("campaign", "new", path, "--seed", "5", "--builder", "--solo", "1")
	played := 0
	c.screen.onGame = func(s *engine.Session) {
		// Play three intents, then leave as a person would with q, y.
		for i := 0; i < 3 && !s.State().Outcome().Over; i++ {
			st := s.State()
			who := st.Phase().Actors[0]
			in, err := (sd.Scripted{}).Choose(st.View(who), who)
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
		played = s.Len()
	}
	if out := c.ok("campaign", "next", path); !strings.Contains(out, "left unfinished") {
		t.Fatalf("next: %s", out)
	}
	first := played
	out := c.ok("campaign", "resume", path)
	if !strings.Contains(out, "Resuming") {
		t.Fatalf("resume did not go on with the unfinished game: %s", out)
	}
	if played <= first {
		t.Fatalf("the resumed game started over: %d intents after %d", played, first)
	}
}
