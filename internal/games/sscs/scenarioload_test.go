package sscs

import (
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// BenchmarkScenarioLoad measures what starting the standard scenario costs
// before the first frame (the embedded catalogue is decoded once a process).
func BenchmarkScenarioLoad(b *testing.B) { gametest.BenchScenarioLoad(b, Game{}, "standard") }

// scribble changes every value of a design, its lists' elements included.
func scribble(d *design.Design) {
	d.Name += " (changed)"
	d.Shields += 50
	d.Maneuver += 50
	for i := range d.Weapons {
		d.Weapons[i].Range += 50
		d.Weapons[i].Type = "changed"
	}
	for i := range d.Aux {
		d.Aux[i].Qty += 50
		d.Aux[i].Craft = "changed"
	}
}

// TestScenarioLoad_SharesNothing: the design catalogue is decoded once per
// process, and no load shares it: changing every design one load (or
// Catalogue) handed out leaves the next load, the catalogue and the
// scenario's digest as they were.
func TestScenarioLoad_SharesNothing(t *testing.T) {
	want, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	first := loadScenario(t, "standard")
	canon, err := first.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	digest := first.digest
	for i := range first.file.Designs {
		scribble(&first.file.Designs[i])
	}
	for _, dv := range first.derived {
		scribble(&dv.Design)
	}
	cat, _ := Catalogue()
	for i := range cat {
		scribble(&cat[i])
	}

	second := loadScenario(t, "standard")
	if again, _ := second.Canonical(); string(again) != string(canon) {
		t.Errorf("the second load's scenario:\n%s\nwant\n%s", again, canon)
	}
	if second.digest != digest {
		t.Errorf("digest %#x after the first load's designs were changed, want %#x", second.digest, digest)
	}
	for i, dv := range second.derived {
		if !reflect.DeepEqual(dv.Design, second.file.Designs[i]) {
			t.Errorf("derived design %d: %+v, want the file's %+v", i, dv.Design, second.file.Designs[i])
		}
	}
	if again, _ := Catalogue(); !reflect.DeepEqual(again, want) {
		t.Error("Catalogue changed after its copies and a load's designs were changed")
	}
}
