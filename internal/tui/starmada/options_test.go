package starmada

import (
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// The options step offers the point total only where the fleets are built
// and the objects only where the players set up: on the meeting
// engagement, whose fleets and positions are given, changing either did
// nothing.
func TestIgnoredOptions(t *testing.T) {
	g := sm.Game{}
	for _, c := range []struct {
		scenario string
		want     []string
	}{
		{"standard", []string{sm.OptPoints, sm.OptObjects}},
		{"build", nil},
		{"setup", []string{sm.OptPoints}},
		{"objects", []string{sm.OptPoints}},
	} {
		sc, err := games.LoadScenario(g, c.scenario)
		if err != nil {
			t.Fatal(err)
		}
		got, why := ignoredOptions(g, sc)
		if !reflect.DeepEqual(got, c.want) || (len(got) > 0) != (why != "") {
			t.Errorf("%s: ignored %v (%q), want %v", c.scenario, got, why, c.want)
		}
	}
}
