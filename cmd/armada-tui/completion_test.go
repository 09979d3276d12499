package main

import (
	"strings"
	"testing"
)

// TestFlagValuesComplete: the shell completes what the flags that take a
// game's names take: --scenario the game's scenarios (and files), --ai its
// levels, --option its keys and then their choices, validate's --game the
// ids. Only the game ids completed: tab after --scenario offered the
// folder's files alone.
func TestFlagValuesComplete(t *testing.T) {
	c := newCLI(t, true)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"play", "stellararmada", "--scenario", ""}, []string{"standard\tStar cruiser duel", "crippled\t", "skirmish\t"}},
		{[]string{"selfplay", "starmada", "--scenario", ""}, []string{"mirror\t"}},
		{[]string{"play", "starmada", "--ai", ""}, []string{"random", "scripted", "expert"}},
		{[]string{"selfplay", "stellararmada", "--a", ""}, []string{"random", "scripted", "expert"}},
		{[]string{"selfplay", "sscs", "--b", ""}, []string{"random", "scripted", "expert"}},
		{[]string{"selfplay", "starmada", "-a", ""}, []string{"expert"}},
		{[]string{"campaign", "new", "c.json", "--ai", ""}, []string{"expert"}},
		{[]string{"play", "silentdeath", "--option", ""}, []string{"drift=\t10.2", "basic_game=\t"}},
		{[]string{"play", "silentdeath", "--option", "drift="}, []string{"drift=off", "drift=on"}},
		{[]string{"validate", "--game", ""}, []string{"stellararmada", "sscs"}},
	} {
		out := c.ok(append([]string{"__complete"}, tc.args...)...)
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("completing %q: no %q in\n%s", tc.args, w, out)
			}
		}
	}
	// No game typed yet: nothing to offer, and no files either.
	if out := c.ok("__complete", "play", "--scenario", ""); strings.Contains(out, "standard") || !strings.Contains(out, ":4") {
		t.Errorf("completing --scenario without a game:\n%s", out)
	}
}
