package starmada

import (
	"reflect"
	"testing"
)

// The options step offers the point total only where the fleets are built
// and the objects only where the players set up: on the meeting
// engagement, whose fleets and positions are given, changing either did
// nothing.
func TestIgnoredOptions(t *testing.T) {
	for _, c := range []struct {
		scenario string
		want     []string
	}{
		{"standard", []string{OptPoints, OptObjects}},
		{"build", nil},
		{"setup", []string{OptPoints}},
		{"objects", []string{OptPoints}},
	} {
		got, why := loadScenario(t, c.scenario).IgnoredOptions()
		if !reflect.DeepEqual(got, c.want) || (len(got) > 0) != (why != "") {
			t.Errorf("%s: ignored %v (%q), want %v", c.scenario, got, why, c.want)
		}
	}
}
