package starmada

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var _ engine.OptionIgnorer = (*Scenario)(nil)

// IgnoredOptions implements engine.OptionIgnorer: the point total where the
// fleets are given rather than built, the number of objects where the
// scenario places the ships. Each option's smallest and largest choices
// are set up, and an option whose choices start the same game (the same
// budget, the same objects to place) is one the scenario ignores.
func (sc *Scenario) IgnoredOptions() ([]string, string) {
	probe := func(key string, read func(*State) int) bool {
		var got []int
		for _, spec := range (Game{}).OptionSpecs() {
			if spec.Key != key || len(spec.Choices) < 2 {
				continue
			}
			for _, v := range []string{spec.Choices[0], spec.Choices[len(spec.Choices)-1]} {
				st, err := Game{}.NewState(sc, engine.Options{key: v}, 1)
				if err != nil {
					return false // refused: the scenario reads it
				}
				s, ok := st.(*State)
				if !ok {
					return false
				}
				got = append(got, read(s))
			}
		}
		return len(got) == 2 && got[0] == got[1]
	}
	var keys, names []string
	if probe(OptPoints, (*State).Budget) {
		keys, names = append(keys, OptPoints), append(names, "points (where the fleets are built)")
	}
	if probe(OptObjects, (*State).ObjectsToPlace) {
		keys, names = append(keys, OptObjects), append(names, "objects (where the players set up)")
	}
	if len(keys) == 0 {
		return nil, ""
	}
	them := "it"
	if len(keys) > 1 {
		them = "them"
	}
	return keys, "Not offered, as this scenario does not use " + them + ": " + strings.Join(names, ", ") + "."
}
