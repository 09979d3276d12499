package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Blind cases of the thirty-fifth audit: chosen from the rulebook before
// the program was read, each where a quick reading goes wrong. Only the
// cases no existing test pins are here; the list of all of them, with the
// tests that already pin the others, is in the audit's notes.

// Facing (Class 1 and 2 Ships): a class 1 ship turns only as part of a
// step forward and can never end its move with a bare turn, so with its one
// square it cannot turn in place; a turn and a step is its whole move, and
// a step backward is never allowed.
func TestBlind_Facing_AClass1ShipNeverTurnsInPlace(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:Super Star Destroyer Executor@10,0:S")
	v := s.ship(t, "Viscount")
	for _, in := range s.Legal(0) {
		if st, ok := in.(Stop); ok && st.Ship == v && st.Facing != grid.North {
			t.Fatalf("a class 1 ship is offered a turn in place: %v", st)
		}
	}
	for _, f := range []grid.Facing{grid.East, grid.South, grid.West} {
		refuse(t, s, Stop{By: 0, Ship: v, Facing: f}, "never ends its move with a turn")
	}
	refuse(t, s, Step{By: 0, Ship: v, Dir: DirS}, "never backward")
	n, _ := apply(t, s, Step{By: 0, Ship: v, Dir: DirE})
	if sh := n.ships[v]; sh.at != sq(11, 20) || sh.facing != grid.East || !sh.moved {
		t.Fatalf("a quarter turn and one square forward: %+v, want at 11,20 facing E with its move over", sh)
	}
}

// Other Ships: only class 1 and 2 ships push enemy starfighters aside; a
// class 3 ship may neither enter nor pass through an enemy fighter's square
// (and an enemy fighter beside it does not stop it: zones of control hold
// fighters only).
func TestBlind_OtherShips_AClass3ShipCannotEnterAnEnemyFighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Millennium Falcon@10,10:N", "dark:TIE Fighter@11,10", "dark:Imperial Star Destroyer@2,0:S")
	f := s.ship(t, "Falcon")
	refuse(t, s, Step{By: 0, Ship: f, Dir: DirE}, "only class 1 and 2 ships push enemy starfighters aside")
	for _, in := range s.Legal(0) {
		if st, ok := in.(Step); ok && st.Ship == f && st.Dir == DirE {
			t.Fatalf("Legal offers the step into the TIE Fighter's square: %v", st)
		}
	}
	n, _ := apply(t, s, Step{By: 0, Ship: f, Dir: DirNE})
	if n.ships[f].moved || n.left != 2 {
		t.Fatalf("a class 3 ship beside an enemy fighter is stopped: moved %v, %d left", n.ships[f].moved, n.left)
	}
}

// Frontal Battery (glossary; spine): the battery fires into the front spine
// only. A target straight behind the ship, in its rear spine, is out of
// its arc (and out of the broadsides, so the Barrage is barred too), while
// Turbolasers, which have no arc, reach it.
func TestBlind_FrontalBattery_NotIntoTheRearSpine(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"dark:Super Star Destroyer Executor@10,20:N", "light:Millennium Falcon@11,28:N")
	exe, f := s.ship(t, "Executor"), s.ship(t, "Falcon")
	n, _ := passAll(t, atAttack(s, 1))
	const turbolasers, barrage, battery = 0, 2, 3
	refuse(t, n, Attack{By: 1, Ship: exe, Weapon: battery, Target: f, Face: grid.Front}, "front spine")
	refuse(t, n, Attack{By: 1, Ship: exe, Weapon: barrage, Target: f, Face: grid.Front}, "broadside")
	found := false
	for _, in := range n.Legal(1) {
		if a, ok := in.(Attack); ok && a.Ship == exe && a.Target == f {
			if a.Weapon != turbolasers && n.weaponOf(exe, a.Weapon).Kind.Arc() != AnyArc {
				t.Errorf("Legal offers an arc weapon at a target in the rear spine: %v", a)
			}
			found = found || a.Weapon == turbolasers
		}
	}
	if !found {
		t.Fatal("the Turbolasers (no arc) are not offered at the Falcon behind the Executor")
	}
}

// Point-Defense: PD attacks only adjacent enemy fighters. A class 1 ship
// with an enemy class 3 ship and an enemy fighter both beside it makes one
// PD attack, at the fighter, and may not turn its PD on the class 3 ship.
func TestBlind_PointDefense_NeverAtAnAdjacentNonfighter(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,20:N",
		"dark:Slave I (Boba Fett)@13,21:W", "dark:TIE Fighter@9,21", "dark:Imperial Star Destroyer@2,0:S")
	v, slave, tie := s.ship(t, "Viscount"), s.ship(t, "Boba's Slave I"), s.ship(t, "TIE Fighter")
	n, ev := pdEvents(t, s, 0, 2, 2, 2)
	rs := rolls(ev)
	if len(rs) != 1 || !strings.Contains(rs[0].Purpose, "Point-Defense at TIE Fighter") {
		t.Fatalf("PD rolls %v, want one at the TIE Fighter only\n%s", rs, texts(ev))
	}
	refuse(t, n, Attack{By: 0, Ship: v, Weapon: pdWeapon, Target: slave}, "only adjacent enemy fighters")
	refuse(t, n, Attack{By: 0, Ship: v, Weapon: pdWeapon, Target: tie}, "has made its Point-Defense attack")
}

// Damage Resolution: the check is on the total of the counters beside the
// card, not on one round's damage. A Republic Assault Ship (Hull 5/3) that
// kept 4 counters from the first round and takes 3 more in the second is
// reduced with 2 left (5 come off); with 4 more instead it reaches 5 + 3 and
// is destroyed.
func TestBlind_DamageResolution_CountersAddUpOverRounds(t *testing.T) {
	for _, tc := range []struct {
		weapon  int // the Executor's weapon in the second round
		reduced bool
		status  status
		left    int
	}{
		{3, true, stActive, 2},     // Frontal Battery +2/3: 4 + 3 = 7
		{0, false, stDestroyed, 8}, // Turbolasers +5/4: 4 + 4 = 8
	} {
		// Each round the Dark Side's check is the higher: it attacks first.
		s := battle(t, RulesAdvanced, nil, []int{7, 15},
			"light:Republic Assault Ship@10,20:N", "light:Rebel Transport@0,28:N", "dark:Super Star Destroyer Executor@10,0:S")
		ras, exe := s.ship(t, "Assault Ship"), s.ship(t, "Executor")
		s = untilAttack(t, s, 1).force(15)
		s, _ = attackAll(t, s, Attack{By: 1, Ship: exe, Weapon: 0, Target: ras, Face: grid.Front})
		s = playToRound(t, s.force(7, 15), 2)
		if sh := s.ships[ras]; sh.reduced || sh.damage != 4 || sh.status != stActive {
			t.Fatalf("4 counters on Hull 5/3 after the first damage phase: %+v, want full strength with 4", sh)
		}
		s = untilAttack(t, s, 1).force(15)
		s, _ = attackAll(t, s, Attack{By: 1, Ship: exe, Weapon: tc.weapon, Target: ras, Face: grid.Front})
		s = playToRound(t, s.force(7, 15), 3)
		sh := s.ships[ras]
		if sh.status != tc.status || (sh.status == stActive && (sh.reduced != tc.reduced || sh.damage != tc.left)) {
			t.Errorf("4 counters, then the %s: %+v, want %v reduced %v with %d counters",
				s.weaponOf(exe, tc.weapon).Name, sh, tc.status, tc.reduced, tc.left)
		}
	}
}

// Attacking Allies (ally: a teammate's ships too): no weapon may target an
// allied ship, whether another ship of the attacker's own fleet or, in
// Team Play, a ship of a teammate's fleet; Legal offers no such attack.
func TestBlind_AttackingAllies_OwnFleetAndTeammate(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:Millennium Falcon@11,12:S",
		"dark:Super Star Destroyer Executor@10,0:S")
	v, f := s.ship(t, "Viscount"), s.ship(t, "Falcon")
	n, _ := passAll(t, atAttack(s, 0))
	refuse(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: f, Face: grid.Front}, "ally")
	noAttackAt(t, n, 0, f)

	// Seats: Light, Dark, Light, Dark.
	tm := teamBattle(t, []int{15, 7}, [4][]ShipFile{
		{{Card: "Mon Calamari Star Defender Viscount", At: "10,20", Facing: "N"}},
		{{Card: "Super Star Destroyer Executor", At: "10,0", Facing: "S"}},
		{{Card: "Millennium Falcon", At: "11,12", Facing: "S"}},
		{{Card: "Slave I (Boba Fett)", At: "2,0", Facing: "S"}},
	})
	tv, tf := tm.ship(t, "Viscount"), tm.ship(t, "Falcon")
	m, _ := passAll(t, atAttack(tm, 0))
	if m.actor() != 0 {
		t.Fatalf("the Light Side's first seat does not attack: p%d", m.actor())
	}
	refuse(t, m, Attack{By: 0, Ship: tv, Weapon: 0, Target: tf, Face: grid.Front}, "ally")
	noAttackAt(t, m, 0, tf)
}

// noAttackAt fails when Legal offers p an attack at target, or no attack
// at all (then the list would prove nothing).
func noAttackAt(t *testing.T, s *State, p engine.Player, target ShipID) {
	t.Helper()
	attacks := 0
	for _, in := range s.Legal(p) {
		if a, ok := in.(Attack); ok {
			attacks++
			if a.Target == target {
				t.Fatalf("Legal offers an attack at an ally: %v", a)
			}
		}
	}
	if attacks == 0 {
		t.Fatal("Legal offers no attack at all")
	}
}
