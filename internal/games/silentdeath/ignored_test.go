package silentdeath

import (
	"reflect"
	"testing"
)

// A scenario names the options it does not play: Your First Game plays
// none of them (a rule turned on there changed nothing); 11.2 cannot be
// played as the Basic Game; the Standard Game's patrol plays them all; the
// campaign every one, 10.1's experience always.
func TestIgnoredOptions(t *testing.T) {
	var all []string
	for _, s := range (Game{}).OptionSpecs() {
		all = append(all, s.Key)
	}
	for _, c := range []struct {
		scenario string
		want     []string
	}{{"first-game", all}, {"minefield", []string{OptBasic}}, {"intro-patrol", nil}, {"campaign", []string{OptExperience}}} {
		got, why := loadScenario(t, c.scenario).IgnoredOptions()
		if !reflect.DeepEqual(got, c.want) || (len(got) > 0) != (why != "") {
			t.Errorf("%s: ignored %v (%q), want %v", c.scenario, got, why, c.want)
		}
		if c.scenario == "campaign" && why != "Always on in the campaign (11.7), so not offered: experience." {
			t.Errorf("the campaign says %q", why)
		}
	}
}
