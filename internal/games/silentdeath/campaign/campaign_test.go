package campaign

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// playNext loads the campaign, plays its next scenario scripted against
// scripted, records it and saves it again.
func playNext(t *testing.T, path string) *Campaign {
	t.Helper()
	c, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	sc, opts, err := c.NextScenario()
	var nf *NoForceError
	if errors.As(err, &nf) {
		if err := c.Forfeit(nf.Side); err != nil {
			t.Fatal(err)
		}
		if err := c.Save(path); err != nil {
			t.Fatal(err)
		}
		return c
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Save(path); err != nil { // Playing is saved before the game
		t.Fatal(err)
	}
	if c, err = Load(path); err != nil {
		t.Fatal(err)
	}
	sess, err := engine.NewSession(sd.Game{}, sc, opts, c.Seed+uint64(c.Next), []engine.PlayerSlot{
		{Side: sc.Sides()[0].Name, Kind: engine.Scripted, Level: engine.LevelScripted},
		{Side: sc.Sides()[1].Name, Kind: engine.Scripted, Level: engine.LevelScripted},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.PlayOut(sess, []engine.Opponent{sd.Scripted{}, sd.Scripted{}}, 200000); err != nil {
		t.Fatal(err)
	}
	if err := c.Record(sess.State().(*sd.State)); err != nil {
		t.Fatal(err)
	}
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCampaignScripted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "camp.json")
	c, err := New([2]string{"Reaper's Own", "The Destroyers"}, [2]bool{true, true}, 7, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	for p := range c.Sides {
		s := c.Sides[p]
		if s.Value()+s.Bank != Budget || len(s.Craft) == 0 || len(s.Pool) != 6 {
			t.Fatalf("%s: value %d + bank %d, %d craft, pool %v", s.Name, s.Value(), s.Bank, len(s.Craft), s.Pool)
		}
	}
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	for !c.Over() {
		before := c.Next
		c = playNext(t, path)
		if c.Next != before+1 {
			t.Fatal("no progress")
		}
		for p := range c.Sides {
			for _, cr := range c.Sides[p].Craft {
				if cr.Damage < 0 {
					t.Fatal("negative damage")
				}
			}
		}
		if !c.Over() {
			for p := range c.Sides {
				if err := c.Reinforce(p); err != nil {
					t.Fatal(err)
				}
			}
			if err := c.Save(path); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: winner %d (%s)", c.Results[len(c.Results)-1].Scenario, c.Results[len(c.Results)-1].Winner, c.Results[len(c.Results)-1].Reason)
	}
	if len(c.Results) != 6 || c.Sides[0].Wins+c.Sides[1].Wins > 6 {
		t.Fatalf("%+v", c.Results)
	}
	w := c.Winner()
	t.Logf("winner %d: wins %d–%d, values %d–%d", w, c.Sides[0].Wins, c.Sides[1].Wins, c.Sides[0].Value(), c.Sides[1].Value())
	if w < 0 && (c.Sides[0].Wins != c.Sides[1].Wins || c.Sides[0].Value() != c.Sides[1].Value()) {
		t.Fatal("no winner")
	}
	if _, _, err := c.NextScenario(); err == nil {
		t.Fatal("a seventh scenario")
	}
}

func TestCampaignLoadRejects(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		"empty": "", "junk": "{{", "foreign": `{"format":"x","version":1}`,
		"version": `{"format":"armada-tui/silentdeath-campaign","version":9}`,
		"craft":   `{"format":"armada-tui/silentdeath-campaign","version":1,"sides":[{"name":"a","craft":[{"type":"tank","id":"A"}]},{"name":"b"}]}`,
	} {
		p := filepath.Join(dir, name)
		_ = os.WriteFile(p, []byte(data), 0o644)
		if _, err := Load(p); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := Load(filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing file was accepted")
	}
}

func TestCampaignRecordErrors(t *testing.T) {
	c, err := New([2]string{"A", "B"}, [2]bool{true, false}, 1, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Record(nil); err == nil {
		t.Fatal("recorded nothing")
	}
	if _, err := New([2]string{"Same", "same"}, [2]bool{}, 1, false, nil); err == nil {
		t.Fatal("equal names accepted")
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"format":"armada-tui/silentdeath-campaign","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) { _, _ = Decode(data) })
}
