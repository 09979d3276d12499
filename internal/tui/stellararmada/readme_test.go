package stellararmada

import (
	"os"
	"strings"
	"testing"

	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// TestReadmeStellarArmadaKeys: every action key README's Stellar Armada
// section gives is the key of the action list's group it names, as
// saGroups has it.
func TestReadmeStellarArmadaKeys(t *testing.T) {
	b, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "### Stellar Armada")
	if i < 0 {
		t.Fatal("README has no Stellar Armada section")
	}
	s = s[i+len("### Stellar Armada"):]
	if j := strings.Index(s, "\n### "); j >= 0 {
		s = s[:j]
	}
	text := strings.Join(strings.Fields(s), " ")
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
