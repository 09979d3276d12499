package silentdeath

import (
	"strings"
	"testing"

	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestReadmeSilentDeathKeys: every action key the section gives is the key
// of the action list's group it names, as sdGroups has it, so that a key
// changed in the list cannot leave the README naming the old one (a
// newcomer plays from the README alone).
func TestReadmeSilentDeathKeys(t *testing.T) {
	text := tuitest.ReadmeSection(t, "Silent Death")
	k := func(kind string) string { return "`" + sdGroups[kind][1] + "`" }
	for _, says := range []string{
		"(" + k(sd.KindInitiative) + " rolls it;",
		k(sd.KindForward) + " one hex forward",
		k(sd.KindTurn) + " turn (a list: left or right)",
		k(sd.KindTight) + " tight turn",
		"then " + k(sd.KindFace) + " picks the facing",
		k(sd.KindStop) + " end the move",
		k(sd.KindHold) + " hold your last craft back",
		k(sd.KindLockOn) + " lock missiles on",
		k(sd.KindTorp) + " launch a torp",
		k(sd.KindDeclared) + " seal the declarations",
		k(sd.KindSalvo) + " fire missiles",
		k(sd.KindFire) + " fire a weapon",
		k(sd.KindPass) + " hold fire",
		k(sd.KindJam) + " jam",
		k(sd.KindLose) + "/" + k(sd.KindLoseTorp) + " choose the weapon or torp",
		k(sd.KindCommand) + " name 11.5's real command ship",
		k(sd.KindFullStop) + " full stop",
		k(sd.KindRepair) + "/" + k(sd.KindNoRepair) + " try damage control",
		k(sd.KindSlip) + " sideslip",
		k(sd.KindDecoy) + " decoy",
		k(sd.KindDodge) + " dodge",
		k(sd.KindPointDef) + " point defence",
		k(sd.KindDuel) + "/" + k(sd.KindNoDuel) + " gunnery duel or not",
		k(sd.KindTorpStep) + " picks the next hex",
		k(sd.KindTorpFly) + " flies the rest the cheapest way",
	} {
		if !strings.Contains(text, says) {
			t.Errorf("README's Silent Death section does not say %q", says)
		}
	}
}
