package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
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

// Selecting Options and Power to Engines: a counter may be played whenever
// its player wishes, and Power to Engines lets class 2 ships move
// diagonally for the rest of the move phase, so it can be played while a
// class 2 ship is under way with a square left: the Star Destroyer steps
// ahead, then its player plays Power to Engines and takes the second
// square diagonally ahead (before, the option was offered only before the
// ship's first step). With no square left it changes nothing and is not
// offered.
func TestBlind_PowerToEngines_WhileTheShipIsUnderWay(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, darkFirst,
		"dark:Imperial Star Destroyer@10,6:S", "dark:Slave I (Boba Fett)@2,2:S", "light:Millennium Falcon@2,28:N")
	isd := s.ship(t, "Star Destroyer")
	n, _ := apply(t, s, Step{By: 1, Ship: isd, Dir: DirS})
	if n.moving != isd || n.left != 1 {
		t.Fatalf("the Star Destroyer under way: moving %d, %d left", n.moving, n.left)
	}
	refuse(t, n, Step{By: 1, Ship: isd, Dir: DirSE}, "Power to Engines")
	if !hasOption(n.Legal(1), PowerToEngines) {
		t.Fatalf("Power to Engines is not offered with a square left: %v", n.Legal(1))
	}
	n, _ = apply(t, n, Play{By: 1, Option: PowerToEngines})
	n, _ = apply(t, n, Step{By: 1, Ship: isd, Dir: DirSE})
	if sh := n.ships[isd]; sh.at != sq(11, 8) || sh.facing != grid.South || !sh.moved {
		t.Fatalf("the diagonal second square: %+v, want at 11,8 facing S, its move over", sh)
	}
	// With both squares used, the option could change nothing.
	m, _ := apply(t, s, Step{By: 1, Ship: isd, Dir: DirS})
	m, _ = apply(t, m, Step{By: 1, Ship: isd, Dir: DirS})
	if !m.Phase().Acting(1) || hasOption(m.Legal(1), PowerToEngines) {
		t.Fatalf("Power to Engines offered with no class 2 ship left to move: %v", m.Legal(1))
	}
}
