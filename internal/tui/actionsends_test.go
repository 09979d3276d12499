package tui

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// TestActionListStopsAtItsEnds: ↓ on a list's last line and ↑ on its first
// stay there, as in the menu. The list went round, so that one ↓ too many
// on "Fire missile at" fired at the first target instead of the last (found
// in play).
func TestActionListStopsAtItsEnds(t *testing.T) {
	targets := []engine.Intent{sa.FireMissile{Target: sa.SysMasers}, sa.FireMissile{Target: sa.SysEngines}, sa.FireMissile{Target: sa.SysRepair}}
	al := actionList{groups: []actionGroup{{kind: "a", intents: targets}, {kind: "b", intents: targets[:1]}}}
	al.move(-1)
	if al.g != 0 {
		t.Fatalf("↑ on the first group went to group %d", al.g)
	}
	al.move(1)
	al.move(1)
	if al.g != 1 {
		t.Fatalf("↓ past the last group went to group %d", al.g)
	}
	al.g, al.open = 0, true
	for range 5 {
		al.move(1)
	}
	if al.i != 2 {
		t.Fatalf("↓ past the last line of the open list went to line %d", al.i)
	}
	for range 5 {
		al.move(-1)
	}
	if al.i != 0 {
		t.Fatalf("↑ past the first line went to line %d", al.i)
	}
}

// TestUnitListStopsAtItsEnds: the map's unit list (U) stops at its ends as
// the action lists and the menu do; it went round.
func TestUnitListStopsAtItsEnds(t *testing.T) {
	b, st := NewHexBoard(starmadaStandard(), Config{}), &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("U"))
	boardAt(b, st, 80, 24)
	n := len(b.units)
	if n < 2 || b.mode != modeUnits {
		t.Fatalf("the unit list holds %d units (mode %v)", n, b.mode)
	}
	b.sel = 0
	b.Key(key1("up"))
	if b.sel != 0 {
		t.Fatalf("↑ on the first unit went to %d of %d", b.sel, n)
	}
	for range n + 2 {
		b.Key(key1("down"))
	}
	if b.sel != n-1 {
		t.Fatalf("↓ past the last unit went to %d of %d", b.sel, n)
	}
}
