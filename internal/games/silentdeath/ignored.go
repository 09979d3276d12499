package silentdeath

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var _ engine.OptionIgnorer = (*Scenario)(nil)

// IgnoredOptions implements engine.OptionIgnorer. Each option is set up
// alone, and one the new game refuses (the Basic Game for 11.2) or does
// not keep in force (every optional rule and the Basic Game in Your First
// Game) is one the scenario ignores; a campaign keeps every option for its
// battles but the one it always plays (10.1's experience, 11.7).
func (sc *Scenario) IgnoredOptions() ([]string, string) {
	var keys, names, always []string
	specs := Game{}.OptionSpecs()
	for _, spec := range specs {
		if len(spec.Choices) == 0 {
			continue
		}
		on := spec.Choices[len(spec.Choices)-1]
		st, err := Game{}.NewState(sc, engine.Options{spec.Key: on}, 1)
		if c, ok := st.(*Campaign); ok && err == nil {
			off, err := Game{}.NewState(sc, engine.Options{spec.Key: spec.Choices[0]}, 1)
			if c2, ok := off.(*Campaign); !ok || err != nil || c2.opt.Engine()[spec.Key] != c.opt.Engine()[spec.Key] {
				continue
			}
			keys, always = append(keys, spec.Key), append(always, strings.ReplaceAll(spec.Key, "_", " "))
			continue
		} else if err == nil {
			s, ok := st.(*State)
			if !ok {
				continue
			}
			if _, kept := s.opt.Engine()[spec.Key]; kept && (spec.Key != OptBasic || s.BasicGame()) {
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
