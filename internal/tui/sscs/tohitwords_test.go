package sscs

import (
	"strings"
	"testing"
)

// TestLegendExplainsTheToHitWords: a play-tester read "needs 32+: hit
// (real 16 × (ECM 2 + evasive 0) = 32)" in the log and "real 18 × …" on
// the sheet of a shot, and nothing said what "real" was. It is the
// rulebook's real range (Rolling to Hit, Increasing the Effective Range):
// the breakdown says "real range", and the legend says what the words of
// the breakdown are.
func TestLegendExplainsTheToHitWords(t *testing.T) {
	legend := strings.Join(help(nil, 0, nil)[0].Lines, "\n")
	for _, want := range []string{
		"real range 16 × (ECM 2 + evasive 0) = 32",
		"The real range is the hexes from the pose fired from to the target, at least 1",
		"That is the effective range, which the weapon's d10s must total at least",
	} {
		if !strings.Contains(legend, want) {
			t.Errorf("the legend lacks %q:\n%s", want, legend)
		}
	}
}
