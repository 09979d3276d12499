package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The thirty-ninth audit's cases (docs/rules/starshipbattles.md, "Thirty-
// ninth audit"): cases where a quick reading of the rulebook goes wrong,
// each played through the game's intents with its d20s forced.

// Long-Range Bombardment deals half damage: the attack's damage, the
// critical hit's +1 with it, is halved (rounded up) and the target's DR
// comes off after (rules 11). An X-wing's Laser Cannons (Damage 1) at the
// Executor 2 squares away on a natural 20: 1 +1 critical = 2, halved = 1,
// −1 DR = 0 counters. Rules 1 to 10 halved the rating alone: 1, +1
// critical = 2, −1 DR = 1 counter; and halving after DR would give 1.
func TestBlind_LongRangeBombardment_CriticalHalvedThenDR(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:X-wing Starfighter@11,4", "light:Millennium Falcon@2,28:N", "light:Luke Skywalker's X-wing",
		"dark:Super Star Destroyer Executor@10,0:S")
	x, ex := s.ship(t, "X-wing"), s.ship(t, "Executor")
	if d := grid.SpaceDistance(s.space(x), s.space(ex)); d != 2 {
		t.Fatalf("the X-wing is %d squares from the Executor, want 2", d)
	}
	n := atAttack(s, 0)
	n, _ = passAll(t, n)
	n, _ = apply(t, n, Play{By: 0, Option: LongRangeBombardment})
	old := n.clone()
	r := *old.rules
	r.bombardRating = true
	old.rules = &r
	n, rs, log := attackRolls(t, n.force(20), Attack{By: 0, Ship: x, Weapon: 0, Target: ex, Face: grid.Front})
	if len(rs) != 1 || !rs[0].Success || n.ships[ex].damage != 0 ||
		!strings.Contains(log, "1 +1 critical hit = 2, halved by Long-Range Bombardment (rounded up) = 1 −1 DR = 0: no damage") {
		t.Fatalf("rules 11: the Executor has %d counters, want 0\n%s", n.ships[ex].damage, log)
	}
	old, _, log = attackRolls(t, old.force(20), Attack{By: 0, Ship: x, Weapon: 0, Target: ex, Face: grid.Front})
	if old.ships[ex].damage != 1 || !strings.Contains(log, "1 halved at 2 squares (rounded up) = 1 +1 critical hit −1 DR = 1") {
		t.Fatalf("rules 10: the Executor has %d counters, want 1\n%s", old.ships[ex].damage, log)
	}
}
