package stellararmada

import (
	"strings"
	"testing"

	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestReadmeStellarArmadaKeys: every action key README's Stellar Armada
// section gives is the key of the action list's group it names, as
// saGroups has it.
func TestReadmeStellarArmadaKeys(t *testing.T) {
	text := tuitest.ReadmeSection(t, "Stellar Armada")
	k := func(kind string) string { return "`" + saGroups[kind][1] + "`" }
	for _, says := range []string{
		"who goes first (" + k(sa.KindRoll) + ")",
		k(sa.KindMissile) + " fire a missile",
		k(sa.KindMaser) + " fire a maser",
		k(sa.KindEngine) + " activate an engine",
		k(sa.KindShield) + " recharge a shield point",
		k(sa.KindRepair) + " repair a point of a system",
		k(sa.KindEnd) + " end the turn",
	} {
		if !strings.Contains(text, says) {
			t.Errorf("README's Stellar Armada section does not say %q", says)
		}
	}
}
