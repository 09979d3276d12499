package campaign

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// TestHireReplacements: a side whose gunner and pilot were killed lacks
// them (Lacking); Hire pays for a replacement from the bank, and the
// scripted builder hires replacements first, with fewer points too.
func TestHireReplacements(t *testing.T) {
	s := Side{Name: "Reaper's Own", Craft: []Craft{{Type: "salamander", ID: "A"}, {Type: "night-hawk", ID: "A"}},
		Crew: []Member{{Pilot: true, Plt: 6, Gnr: 6}}}
	if p, g := s.Lacking(); p != 1 || g != 1 {
		t.Fatalf("lacking %d pilots %d gunners, want 1 and 1", p, g)
	}
	pts := 20
	if err := s.Hire(Member{Gnr: 7}, &pts); err != nil || pts != 13 {
		t.Fatalf("hire a gunner: %v, %d points left", err, pts)
	}
	if err := s.Hire(Member{Pilot: true, Plt: 8, Gnr: 8}, &pts); err == nil || pts != 13 {
		t.Fatalf("a pilot worth 16 hired with 13 points: %v", err)
	}
	if p, g := s.Lacking(); p != 1 || g != 0 {
		t.Fatalf("lacking %d pilots %d gunners after the gunner, want 1 and 0", p, g)
	}
	// The builder hires the pilot the Night Hawk lacks even with only 7
	// points (Plt 4 Gnr 3), rather than banking them.
	b := s
	b.Crew = append([]Member(nil), s.Crew...)
	if err := b.Build(7); err != nil {
		t.Fatal(err)
	}
	if p, g := b.Lacking(); p != 0 || g != 0 || b.Bank != 0 || len(b.Crew) != 3 || b.Crew[2] != (Member{Pilot: true, Plt: 4, Gnr: 3}) {
		t.Fatalf("after Build(7): %+v", b)
	}
	// Reinforce does it for a scripted side from its bank: a gunner with 3.
	c := &Campaign{Sides: [2]Side{{Name: "A", Scripted: true, Craft: []Craft{{Type: "salamander", ID: "A"}},
		Crew: []Member{{Pilot: true, Plt: 5, Gnr: 5}}, Bank: 3}, {Name: "B"}}}
	if err := c.Reinforce(0); err != nil {
		t.Fatal(err)
	}
	if s0 := c.Sides[0]; len(s0.Crew) != 2 || s0.Crew[1] != (Member{Gnr: 3}) || s0.Bank != 0 {
		t.Fatalf("after Reinforce: %+v", s0)
	}
}

// TestReplacementFlies: a craft whose gunner was killed stays home; once
// a gunner is hired alone it is fielded again with him.
func TestReplacementFlies(t *testing.T) {
	c, err := New([2]string{"Reaper's Own", "The Destroyers"}, [2]bool{true, true}, 3, false, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := &c.Sides[0]
	s.Craft = []Craft{{Type: "night-hawk", ID: "A"}, {Type: "salamander", ID: "A"}}
	s.Crew = []Member{{Pilot: true, Plt: 7, Gnr: 7}, {Pilot: true, Plt: 6, Gnr: 6}}
	if d := c.Draft(0); len(d) != 1 {
		t.Fatalf("draft %+v: the Salamander has no gunner", d)
	}
	pts := 10
	if err := s.Hire(Member{Gnr: 9}, &pts); err != nil {
		t.Fatal(err)
	}
	d := c.Draft(0)
	if len(d) != 2 || d[1].Craft != 1 || s.Crew[d[1].Crew[1]].Gnr != 9 {
		t.Fatalf("draft %+v after hiring a gunner", d)
	}
}

// TestCarriedLosses: a roster Thunder Bird with 8 boxes marked carries a
// lost weapon system (box 2) and a Drive −3 critical hit (box 8) into
// the next scenario, where it starts with them; after the scenario the
// 20-box repair restores what the repaired boxes took (the critical hit)
// and keeps the rest, and the campaign file reads back the same.
func TestCarriedLosses(t *testing.T) {
	c, err := New([2]string{"Reaper's Own", "The Destroyers"}, [2]bool{true, true}, 3, false, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := c.A
	tb, _ := sd.CraftByKey("thunder-bird")
	if tb.Crew != 1 || tb.Crits[2].Kind != sd.CritDrive {
		t.Fatalf("the Thunder Bird changed")
	}
	carried := []sd.LossFile{{Kind: sd.LossWeapon, N: 0, Box: 2}, {Kind: sd.LossCrit, N: 2, Box: 8}}
	c.Sides[p].Craft = append([]Craft{{Type: "thunder-bird", ID: "Z", Damage: 8, Lost: carried}}, c.Sides[p].Craft...)
	path := filepath.Join(t.TempDir(), "c.json")
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	if c, err = Load(path); err != nil {
		t.Fatal(err)
	}
	sc, opts, err := c.NextScenario()
	if err != nil {
		t.Fatal(err)
	}
	idx := -1
	for _, a := range c.Playing {
		if a.Side == p && a.Craft == 0 {
			idx = a.Index
		}
	}
	if idx < 0 {
		t.Fatal("the Thunder Bird was not fielded")
	}
	st, err := sd.Game{}.NewState(sc, opts, 7)
	if err != nil {
		t.Fatal(err)
	}
	v := st.(*sd.State).Craft(idx)
	if !v.Mounts[0].Lost || v.Drive != max(0, tb.DriveAfter(8)-3) || v.Hits != 8 {
		t.Fatalf("the Thunder Bird starts with mount lost %v, Drive %d, %d hits", v.Mounts[0].Lost, v.Drive, v.Hits)
	}
	// Play it out scripted; the first seed with which the Thunder Bird
	// survives is recorded.
	var final *sd.State
	var fv sd.CraftView
	for seed := uint64(1); ; seed++ {
		if seed > 40 {
			t.Fatal("the Thunder Bird never survives")
		}
		players := []engine.PlayerSlot{{Side: sc.Sides()[0].Name, Kind: engine.Scripted, Level: engine.LevelScripted},
			{Side: sc.Sides()[1].Name, Kind: engine.Scripted, Level: engine.LevelScripted}}
		sess, err := engine.NewSession(sd.Game{}, sc, opts, seed, players)
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.PlayOut(sess, []engine.Opponent{sd.Scripted{}, sd.Scripted{}}, 200000); err != nil {
			t.Fatal(err)
		}
		final = sess.State().(*sd.State)
		if fv = final.Craft(idx); fv.Out != "destroyed" {
			break
		}
	}
	if err := c.Record(final); err != nil {
		t.Fatal(err)
	}
	cr := c.Sides[p].Craft[0]
	if cr.ID != "Z" {
		t.Fatalf("roster craft 0 is %+v", cr)
	}
	dmg := max(0, fv.Hits-RepairPerRun)
	if cr.Damage != dmg {
		t.Fatalf("damage %d, want %d (%d hits less 20)", cr.Damage, dmg, fv.Hits)
	}
	var want []sd.LossFile
	for _, l := range final.Lasting(idx) {
		if l.Box <= dmg {
			want = append(want, l)
		}
	}
	if !reflect.DeepEqual(cr.Lost, want) {
		t.Fatalf("carried %+v, want %+v", cr.Lost, want)
	}
	if fv.Hits < 28 {
		for _, l := range cr.Lost {
			if l.Kind == sd.LossCrit && l.Box == 8 {
				t.Fatalf("the repaired ✳ box's Drive loss was kept: %+v", cr.Lost)
			}
		}
	}
	keptWeapon := false
	for _, l := range cr.Lost {
		keptWeapon = keptWeapon || (l.Kind == sd.LossWeapon && l.N == 0 && l.Box == 2)
	}
	if keptWeapon != (dmg >= 2) {
		t.Fatalf("weapon of box 2 kept %v with %d boxes left marked", keptWeapon, dmg)
	}
	// Saved and read back, the next scenario starts the craft the same way.
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	c2, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(c2.Sides[p].Craft[0], cr) {
		t.Fatalf("read back %+v, saved %+v", c2.Sides[p].Craft[0], cr)
	}
	if got := cr.LostText(); keptWeapon && got == "" {
		t.Fatal("LostText says nothing")
	}
}

// TestDecodeRejectsBadLosses: a roster craft's losses must be of boxes
// still marked.
func TestDecodeRejectsBadLosses(t *testing.T) {
	c, err := New([2]string{"A", "B"}, [2]bool{true, true}, 3, false, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c.Sides[0].Craft[0].Damage = 1
	c.Sides[0].Craft[0].Lost = []sd.LossFile{{Kind: sd.LossWeapon, N: 0, Box: 2}}
	data, _ := json.Marshal(c)
	if _, err := Decode(data); err == nil {
		t.Fatal("a loss of an unmarked box was accepted")
	}
}
