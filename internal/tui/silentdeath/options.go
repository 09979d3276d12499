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
	var keys, names, always []string
	specs := g.OptionSpecs()
	for _, spec := range specs {
		if len(spec.Choices) == 0 {
			continue
		}
		on := spec.Choices[len(spec.Choices)-1]
		st, err := g.NewState(sc, engine.Options{spec.Key: on}, 1)
		if c, ok := st.(*sd.Campaign); ok && err == nil {
			// A campaign keeps every option for its battles but the ones
			// it always plays (10.1's experience), which no choice changes.
			off, err := g.NewState(sc, engine.Options{spec.Key: spec.Choices[0]}, 1)
			if c2, ok := off.(*sd.Campaign); !ok || err != nil || c2.Options().Engine()[spec.Key] != c.Options().Engine()[spec.Key] {
				continue
			}
			keys, always = append(keys, spec.Key), append(always, strings.ReplaceAll(spec.Key, "_", " "))
			continue
		} else if err == nil {
			s, ok := st.(*sd.State)
			if !ok {
				continue
			}
			o := s.Options()
			if _, kept := o.Engine()[spec.Key]; kept && (spec.Key != sd.OptBasic || s.BasicGame()) {
				continue
			}
		}
		keys = append(keys, spec.Key)
		names = append(names, strings.ReplaceAll(spec.Key, "_", " "))
	}
	var why []string
	switch {
	case len(keys) == 0:
		return nil, ""
	case len(keys) == len(specs) && len(always) == 0:
		return keys, "This scenario is played without the optional rules (10.x) and the Basic Game (1.0): there are none to choose."
	case len(names) > 0:
		them := "it"
		if len(names) > 1 {
			them = "them"
		}
		why = append(why, "Not offered, as this scenario does not use "+them+": "+strings.Join(names, ", ")+".")
	}
	if len(always) > 0 {
		why = append(why, "Always on in the campaign (11.7), so not offered: "+strings.Join(always, ", ")+".")
	}
	return keys, strings.Join(why, " ")
}
