package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Blind cases of the thirty-eighth audit: chosen from the rulebook alone,
// then played through the intents with forced dice. The cases the older
// tests pin already are counted in the audit's entry in docs/rules/sscs.md
// and not repeated here; the crew units that go with the crew are pinned
// in boarding_test.go (rules 15). Named after the rulebook's section.

// TestBlind_Crew_AShipWithNoCrewFliesAndFires: "Crew is considered an
// Auxiliary system", a row of hit points like any other, and the rulebook
// ties it to nothing in play but damage control ("have a crew member
// available"; the project adds reloads and boarding). So a ship whose
// crew is all lost still flies — a turn, a new speed and evasive MP — and
// fires (reading, written under Damage control), but rolls no damage
// control, and a weapon of it knocked out is no longer mendable: it does
// not keep the ship capable of resistance.
func TestBlind_Crew_AShipWithNoCrewFliesAndFires(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Target", "0,-6", "S", 0})
	c := s.cls(0)
	for k := 0; k < c.sysPoints[c.crewSys]; k++ {
		*s.point(0, c.crewSys, k) |= ptDown
	}
	*s.point(0, 4, 0) |= ptDown // the Side beam knocked out
	refuse(t, s, Repair{By: 0, Ship: 0, System: 4}, "0 crew able to work")
	if s.mayFire(0, 4) {
		t.Error("a knocked-out weapon of a ship with no crew counts as mendable")
	}
	s, _ = apply(t, s, Speed{By: 0, Ship: 0, Speed: 3})
	// R3E1: a hexside at speed 3 (2 MP), 1 MP on the speed, 1 evasive; the
	// Six from the end of the path at the Target, 6d10 against 24.
	n, text := playTurn(t, s, turnPlan{plots: map[string]string{"A": "R3E1"},
		fire:  map[string][]engine.Intent{"A": {Fire{By: 0, Ship: 0, Weapon: 0, From: 4, Target: 1}}},
		faces: []int{6, 6, 6, 6, 6, 6}})
	if !strings.Contains(text, "A moves R3E1: speed 2 → 3, evasive 1, 4 of 9 MP") || !strings.Contains(text, "needs 24+: hit") || !strings.Contains(text, "3 on shields") {
		t.Fatalf("%s", text)
	}
	if a, _ := n.Ship(0); a.Crew != 0 || a.Speed != 3 {
		t.Fatalf("crew %d speed %d", a.Crew, a.Speed)
	}
}
