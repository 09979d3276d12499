package silentdeath

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// ignoredOptions are the set-up options sc does not play, for the menu's
// options step, and a sentence saying so. The game decides: each option is
// set up alone and an option the new game refuses (the Basic Game for
// 11.2) or does not keep in force (every optional rule and the Basic Game
// in Your First Game) is one the scenario ignores.
func ignoredOptions(g engine.Game, sc engine.Scenario) ([]string, string) {
	var keys, names []string
	specs := g.OptionSpecs()
	for _, spec := range specs {
		if len(spec.Choices) == 0 {
			continue
		}
		on := spec.Choices[len(spec.Choices)-1]
		st, err := g.NewState(sc, engine.Options{spec.Key: on}, 1)
		if err == nil {
			s, ok := st.(*sd.State)
			if !ok {
				continue // a campaign keeps every option for its battles
			}
			o := s.Options()
			if _, kept := o.Engine()[spec.Key]; kept && (spec.Key != sd.OptBasic || s.BasicGame()) {
				continue
			}
		}
		keys = append(keys, spec.Key)
		names = append(names, strings.ReplaceAll(spec.Key, "_", " "))
	}
	switch {
	case len(keys) == 0:
		return nil, ""
	case len(keys) == len(specs):
		return keys, "This scenario is played without the optional rules (10.x) and the Basic Game (1.0): there are none to choose."
	}
	them := "it"
	if len(keys) > 1 {
		them = "them"
	}
	return keys, "Not offered, as this scenario does not use " + them + ": " + strings.Join(names, ", ") + "."
}
