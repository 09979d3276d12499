package silentdeath

import (
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestLastingLosses: a w box, a t box and a ✳ box (the chart forced to
// 3, Drive −3) are marked on a fighter; Lasting reports each with its box,
// a scenario craft that carries them starts with the system lost, one torp
// fewer and the Drive loss, and damage control (10.12) forgets what the
// box it reinstates took.
func TestLastingLosses(t *testing.T) {
	typ, _ := CraftByKey("thunder-bird")
	box := map[BoxKind]int{}
	for k := len(typ.Track) - 1; k >= 0; k-- {
		box[typ.Track[k].Kind] = k
	}
	w, tp, cr := box[BoxWeapon], box[BoxTorp], box[BoxCrit]
	if w == 0 || tp == 0 || cr == 0 || typ.Crits[2].Kind != CritDrive || typ.Torps[0] == 0 {
		t.Fatalf("the Thunder Bird's track or chart changed: w %d t %d ✳ %d", w, tp, cr)
	}
	s := position(t, false, []CraftFile{cf("thunder-bird", "A", 5, 5, "N", 6, 6)}, []CraftFile{cf("pit-viper", "A", 20, 20, "S", 5, 5)})
	n := force(s, 3)
	idx := []int{w, tp, cr}
	sort.Ints(idx)
	var ev events
	for _, k := range idx {
		n.crafts[0].hits = int16(k)
		n.damageCraft(&ev, 0, 1, 1)
		switch {
		case len(n.pending) > 0 && n.pending[0].kind == chooseWeapon:
			n, _ = apply(t, n, Lose{By: 0, Craft: 0, Mount: 0})
		case len(n.pending) > 0:
			n, _ = apply(t, n, LoseTorp{By: 0, Craft: 0, Mark: 0})
		}
	}
	if n.dice.Forced() != 0 {
		t.Fatalf("the critical hit chart was not rolled")
	}
	want := map[string]LossFile{
		LossWeapon: {Kind: LossWeapon, N: 0, Box: w + 1},
		LossTorp:   {Kind: LossTorp, N: 0, Box: tp + 1},
		LossCrit:   {Kind: LossCrit, N: 2, Box: cr + 1},
	}
	got := n.Lasting(0)
	if len(got) != 3 {
		t.Fatalf("lasting %+v", got)
	}
	for _, l := range got {
		if want[l.Kind] != l {
			t.Fatalf("lasting %+v, want %+v", got, want)
		}
	}
	// Carried into a new scenario.
	c := cf("thunder-bird", "A", 5, 5, "N", 6, 6)
	c.Damage, c.Lost = int(n.crafts[0].hits), got
	s2 := position(t, false, []CraftFile{c}, []CraftFile{cf("pit-viper", "A", 20, 20, "S", 5, 5)})
	k := &s2.crafts[0]
	if !k.mountLost(0) || int(k.torps[0]) != typ.Torps[0]-1 || k.driveLoss != 3 || !reflect.DeepEqual(s2.Lasting(0), got) {
		t.Fatalf("carried: lost %b torps %v drive loss %d lasting %+v", k.lost, k.torps, k.driveLoss, s2.Lasting(0))
	}
	if v := s2.Craft(0); !v.Mounts[0].Lost || v.Drive != max(0, typ.DriveAfter(c.Damage)-3) {
		t.Fatalf("the display: mount lost %v, Drive %d", v.Mounts[0].Lost, v.Drive)
	}
	// Damage control reinstates the last box and forgets its loss.
	last := s2.clone()
	last.unmark(0)
	if l := last.Lasting(0); len(l) != 2 {
		t.Fatalf("after damage control: %+v", l)
	}
	// A loss of a box not marked, or a lasting loss of the wrong kind, is
	// refused.
	for _, bad := range [][]LossFile{
		{{Kind: LossWeapon, N: 0, Box: c.Damage + 1}},
		{{Kind: LossWeapon, N: 0, Box: 1}, {Kind: LossWeapon, N: 0, Box: 2}},
		{{Kind: LossCrit, N: 0, Box: 1}},
		{{Kind: "shield", N: 0, Box: 1}},
	} {
		c2 := c
		c2.Lost = bad
		f := ScenarioFile{Name: "test", Title: "Test", Map: MapFile{Cols: StandardCols, Rows: StandardRows}, Turns: 10,
			Victory: VictoryFile{Kind: VicAnnihilate},
			Sides:   []SideFile{{Name: "Red", Color: "red", Craft: []CraftFile{c2}}, {Name: "Blue", Color: "blue", Craft: []CraftFile{cf("pit-viper", "A", 20, 20, "S", 5, 5)}}}}
		if _, err := NewScenario(f); err == nil {
			t.Errorf("lost %+v accepted", bad)
		}
	}
}

// TestCriticalExtraBoxesSaid: a critical hit that marks more boxes says
// how many in the damage line, whose count of boxes includes them (the
// chart's roll is logged on its own line; the play-test found the count
// unexplained).
func TestCriticalExtraBoxesSaid(t *testing.T) {
	typ, _ := CraftByKey("thunder-bird")
	cr, face := -1, 0
	for k := len(typ.Track) - 1; k >= 0; k-- {
		if typ.Track[k].Kind == BoxCrit {
			cr = k
		}
	}
	for f, c := range typ.Crits {
		if c.Kind == CritHits && c.N > 0 {
			face = f + 1
			break
		}
	}
	if cr < 0 || face == 0 {
		t.Fatal("the Thunder Bird has no ✳ box or no chart line that marks more boxes")
	}
	s := position(t, false, []CraftFile{cf("thunder-bird", "A", 5, 5, "N", 6, 6)}, []CraftFile{cf("pit-viper", "A", 20, 20, "S", 5, 5)})
	n := force(s, face)
	n.crafts[0].hits = int16(cr)
	var ev events
	text := n.damageCraft(&ev, 0, 1, 1)
	want := "✳ critical hit (+" + itoa(typ.Crits[face-1].N) + " boxes)"
	if !strings.Contains(text, want) {
		t.Errorf("the damage line %q does not say %q", text, want)
	}
}
