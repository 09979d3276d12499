package starshipbattles

import (
	"testing"
)

// Blind cases of the thirty-eighth audit: written from the rulebook before
// the program was read, each where a quick reading goes wrong. Only the
// cases that no existing test pins in the same situation are here; the
// audit's entry in docs/rules/starshipbattles.md counts the others.

// Targets of Special Abilities (Eligible Target) and Class 4 Starships: the
// sentence that a Long-Range Bomber "can't use the stated weapon to attack
// a fighter" is about targets chosen for the ability, which reaches only
// nonfighters at 2 squares. Beside an enemy fighter the TIE Bomber attacks
// under the general rule (a fighter attacks any adjacent enemy), so its
// Concussion Missiles, the weapon its Long-Range Bomber names, may hit the
// X-wing: d20 13 +3 = 16 against 15 (no +2, that is against nonfighters),
// full Damage 2 (only an attack at 2 squares is halved). At 2 squares the
// X-wing is out of reach, as every fighter is for a fighter.
func TestBlind_LongRangeBomber_ItsWeaponAtAnAdjacentFighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:TIE Bomber@10,10", "dark:Imperial Star Destroyer@2,0:S",
		"light:X-wing Starfighter@11,10", "light:Y-wing Starfighter@12,12", "light:Millennium Falcon@2,28:N")
	b, x, y := s.ship(t, "TIE Bomber"), s.ship(t, "X-wing"), s.ship(t, "Y-wing")
	n := atAttack(s, 1)
	n, rs, log := attackRolls(t, n.force(13), Attack{By: 1, Ship: b, Weapon: 1, Target: x})
	if len(rs) != 1 || rs[0].Total != 13+3 || !rs[0].Success {
		t.Fatalf("rolls %v, want 13 +3 Concussion Missiles = 16, a hit on the X-wing's 15\n%s", rs, log)
	}
	if n.ships[x].damage != 2 {
		t.Fatalf("the X-wing has %d counters, want the missiles' full 2\n%s", n.ships[x].damage, log)
	}
	refuse(t, atAttack(s, 1), Attack{By: 1, Ship: b, Weapon: 1, Target: y}, "must be adjacent")
}
