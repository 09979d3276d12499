package campaign

import (
	"path/filepath"
	"strings"
	"testing"

	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// TestCampaignChooseRescueLimit: Side B's people choose what to field in
// scenario 1 within 200 TPV (11.7); the scenario fields exactly that.
func TestCampaignChooseRescueLimit(t *testing.T) {
	c, err := New([2]string{"Reaper's Own", "The Destroyers"}, [2]bool{}, 5, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	b := 1 - c.A
	if !c.Limited(b) || c.Limited(c.A) {
		t.Fatalf("limited: A %v, B %v", c.Limited(c.A), c.Limited(b))
	}
	if n, tpv := c.Limit(b); n != MaxFielded || tpv != RescueLimit {
		t.Fatalf("limit %d craft %d TPV", n, tpv)
	}
	draft := c.Draft(b)
	all, total := []int{}, 0
	for _, a := range draft {
		all = append(all, a.Craft)
		total += c.TPV(a)
	}
	if total <= RescueLimit {
		t.Fatalf("the draft is worth %d TPV, within the limit: nothing to test", total)
	}
	if err := c.Choose(b, all); err == nil || !strings.Contains(err.Error(), "200 TPV") {
		t.Fatalf("over the limit: %v", err)
	}
	if err := c.Choose(b, nil); err == nil {
		t.Fatal("chose nothing")
	}
	if err := c.Choose(b, []int{all[0], all[0]}); err == nil {
		t.Fatal("chose a craft twice")
	}
	// The last craft of the draft alone (not the builder's first choice).
	last := draft[len(draft)-1]
	if err := c.Choose(b, []int{last.Craft}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "c.json")
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	if c, err = Load(path); err != nil {
		t.Fatal(err)
	}
	sc, _, err := c.NextScenario()
	if err != nil {
		t.Fatal(err)
	}
	var crafts []sd.CraftFile
	for _, s := range sc.File().Sides {
		if s.Name == c.Sides[b].Name {
			crafts = s.Craft
		}
	}
	r := c.Sides[b].Craft[last.Craft]
	if len(crafts) != 1 || crafts[0].Type != r.Type || crafts[0].ID != r.ID {
		t.Fatalf("fielded %+v, chose %+v", crafts, r)
	}
	if pl := c.Sides[b].Crew[last.Crew[0]]; crafts[0].Pilot != (sd.CrewFile{Plt: pl.Plt, Gnr: pl.Gnr}) {
		t.Fatalf("pilot %+v, the draft's %+v", crafts[0].Pilot, pl)
	}
	// 11.7 scenario 1: any of Side A's craft may pick up the pod.
	if sc.File().Rules.Pod.Carrier != sd.PodAnyCarrier {
		t.Fatalf("pod carrier %q", sc.File().Rules.Pod.Carrier)
	}
}

// TestCampaignExperienceChoice plays a campaign of two people's sides
// (scripted at the table) until a veteran earns an advance (10.1): it
// waits for the side's choice, survives a save, and is applied as chosen.
func TestCampaignExperienceChoice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "camp.json")
	c, err := New([2]string{"Reaper's Own", "The Destroyers"}, [2]bool{}, 11, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	for !c.Over() && len(c.Pending) == 0 {
		before := [2][]Member{append([]Member(nil), c.Sides[0].Crew...), append([]Member(nil), c.Sides[1].Crew...)}
		c = playNext(t, path)
		if len(c.Pending) == 0 {
			continue
		}
		// Nobody was raised automatically: every survivor keeps his skills.
		for p := range c.Sides {
			for _, m := range c.Sides[p].Crew {
				if m.Plt > 10 || m.Gnr > 10 {
					t.Fatal("a skill past 10")
				}
			}
		}
		sum := func(ms []Member) (v int) {
			for _, m := range ms {
				v += m.Cost()
			}
			return
		}
		for p := range c.Sides {
			if sum(c.Sides[p].Crew) > sum(before[p]) {
				t.Fatalf("side %d's crew gained skill before its choice", p)
			}
		}
	}
	if len(c.Pending) == 0 {
		t.Skip("no veteran in this campaign")
	}
	p := c.Pending[0].Side
	adv := c.Advances(p)
	before := append([]Member(nil), c.Sides[p].Crew...)
	choice := make([]bool, len(adv))
	for i, a := range adv {
		m := c.Sides[p].Crew[a.Crew]
		choice[i] = false // Gnr, which anyone below 10 may raise
		if m.Gnr >= 10 {
			choice[i] = true
		}
	}
	if err := c.Advance(p, choice[:len(choice)-1]); err == nil {
		t.Fatal("too few choices accepted")
	}
	for i, a := range adv {
		if !c.Sides[p].Crew[a.Crew].Pilot {
			bad := append([]bool(nil), choice...)
			bad[i] = true
			if err := c.Advance(p, bad); err == nil {
				t.Fatal("a gunner raised his Plt")
			}
		}
	}
	if err := c.Advance(p, choice); err != nil {
		t.Fatal(err)
	}
	for i, a := range adv {
		m, was := c.Sides[p].Crew[a.Crew], before[a.Crew]
		if choice[i] && m.Plt != was.Plt+1 || !choice[i] && m.Gnr != was.Gnr+1 {
			t.Fatalf("advance %d: %+v was %+v", i, m, was)
		}
	}
	if len(c.Advances(p)) != 0 {
		t.Fatal("the advances are still pending")
	}
}

// TestCampaignTechStakesTarget: scenario 4 names Side B's extra Teal Hawk
// as the one to capture (11.7).
func TestCampaignTechStakesTarget(t *testing.T) {
	c, err := New([2]string{"Reaper's Own", "The Destroyers"}, [2]bool{true, true}, 3, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Next = 3
	c.Results = make([]Result, 3)
	sc, _, err := c.NextScenario()
	if err != nil {
		t.Fatal(err)
	}
	f := sc.File()
	target := f.Victory.Target
	found := false
	for _, cr := range f.Sides[1-f.Victory.Side].Craft {
		if t2, _ := sd.CraftByKey(cr.Type); t2.Name+" "+cr.ID == target && cr.Pilot == (sd.CrewFile{Plt: 1, Gnr: 1}) {
			found = true
		}
	}
	if !found {
		t.Fatalf("target %q is not the extra Plt 1 Teal Hawk: %+v", target, f.Sides[1-f.Victory.Side].Craft)
	}
}
