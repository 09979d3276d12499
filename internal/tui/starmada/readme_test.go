package starmada

import (
	"regexp"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestReadmeStarmadaScenarios: the section names every shipped scenario
// by the name --scenario takes, and no other. A newcomer who read
// "among asteroids and planets" typed --scenario asteroids and was told
// the names the README did not give (only "build" was there).
func TestReadmeStarmadaScenarios(t *testing.T) {
	text := tuitest.ReadmeSection(t, "Starmada X")
	scs, err := games.Scenarios(sm.Game{})
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile("`([a-z]+)`").FindAllStringSubmatch(text, -1) {
		named[m[1]] = true
	}
	for _, sc := range scs {
		if !named[sc.Name()] {
			t.Errorf("README's Starmada section does not name the scenario %q", sc.Name())
		}
	}
}

// TestReadmeStarmadaKeys: every action key the section gives in the form
// "(`k`" or "`k` verb" is the key of the action list group it names, as
// smGroups has it: orders o, seal n, fly f, pick p, declare t, resolve v,
// end the fire n, lose d, launch c.
func TestReadmeStarmadaKeys(t *testing.T) {
	text := tuitest.ReadmeSection(t, "Starmada X")
	for _, c := range []struct{ kind, says string }{
		{sm.KindOrders, "(`" + smGroups[sm.KindOrders][1] + "`, then the ship"},
		{sm.KindSubmit, "`" + smGroups[sm.KindSubmit][1] + "` seals your side's orders"},
		{sm.KindFly, "(`" + smGroups[sm.KindFly][1] + "`, then type the hex"},
		{sm.KindPick, "`" + smGroups[sm.KindPick][1] + "` makes an enemy flight act"},
		{sm.KindTarget, "(`" + smGroups[sm.KindTarget][1] + "`: the map shows the arcs"},
		{sm.KindResolve, "`" + smGroups[sm.KindResolve][1] + "` resolves a ship's declared attacks"},
		{sm.KindFire, "`" + smGroups[sm.KindFire][1] + "` ends the fire"},
		{sm.KindLose, "the defender picks it (`" + smGroups[sm.KindLose][1] + "`"},
		{sm.KindLaunch, "(`" + smGroups[sm.KindLaunch][1] + "`, Appendix C.5)"},
	} {
		if !strings.Contains(text, c.says) {
			t.Errorf("README's Starmada section does not say %q (the %s group's key)", c.says, c.kind)
		}
	}
}
