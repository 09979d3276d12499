package silentdeath

import (
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestShotModsAsRolled: ShotMods, which the screen shows before a shot is
// chosen, are the modifiers the shot then rolls (besides the extra guns),
// with 10.11's six bands and 10.9's deflection in force and without.
func TestShotModsAsRolled(t *testing.T) {
	for _, opts := range []engine.Options{nil, {OptRangeBands: "on", OptDeflection: "on"}} {
		st, err := Game{}.NewState(loadScenario(t, "intro-patrol"), opts, 5)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		want := map[string][]engine.Mod{}
		checked := 0
		for k := 0; k < 20000 && !s.Outcome().Over && checked < 20; k++ {
			p := s.Phase().Actors[0]
			in, err := Scripted{}.Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			if f, ok := in.(Fire); ok {
				mods, ok := s.ShotMods(f.Craft, f.Mount, f.Target)
				if !ok {
					t.Fatalf("%v: a legal shot out of range", f)
				}
				var nonzero []engine.Mod
				for _, m := range mods {
					if m.Value != 0 {
						nonzero = append(nonzero, m)
					}
				}
				mt := s.crafts[f.Craft].typ.Mounts[f.Mount]
				want[s.label(int(f.Craft))+" fires "+mt.Name()+" at "+s.refLabel(f.Target)] = nonzero
			}
			var ev []engine.Event
			s, ev = apply(t, s, in)
			for _, e := range ev {
				if e.Roll == nil {
					continue
				}
				purpose, _, _ := strings.Cut(e.Roll.Purpose, " (DV ")
				w, ok := want[purpose]
				if !ok {
					continue
				}
				var got []engine.Mod
				for _, m := range e.Roll.Mods {
					// The ADB die, written among the modifiers when a
					// base die is of its size (apartADB), is a die.
					if m.Why != "extra gun" && !strings.HasPrefix(m.Why, "ADB 1d") {
						got = append(got, m)
					}
				}
				if !reflect.DeepEqual(got, w) {
					t.Errorf("options %v: %s rolled %v, ShotMods said %v", opts, e.Roll.Purpose, got, w)
				}
				delete(want, purpose)
				checked++
			}
		}
		if checked == 0 {
			t.Errorf("options %v: no shot was checked", opts)
		}
	}
}
