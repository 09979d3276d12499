package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Places where the rulebook says two things, or leaves a reading open, and
// which no test pinned before: the reading docs/rules/starshipbattles.md
// states, held here with forced dice.

// Class 4 Starships names the Point-Defense of "adjacent class 1 or 2
// starships", and the glossary's Point-Defense gives it to capital ships
// (class 1 or 2, glossary: capital ship); only Seismic Mines gives a ship
// of another class a PD rating. Rules 4: no class 3 card prints PD (rules
// 1-3 gave three of the project's class 3 cards one). In the Quick Start
// battle the Rebel Transport makes no attack at the TIE Interceptor beside
// it; under the advanced rules Jango Fett's Slave I, a class 3 ship with
// Seismic Mines, attacks the fighter beside it with PD +4: 12 +4 reaches
// Defense 16 and deals 1.
func TestContradiction_ClassFourStarships_PointDefenseOfAClass3Ship(t *testing.T) {
	s := battle(t, RulesQuickStart, nil, []int{15, 7},
		"light:Rebel Transport@10,20:N", "light:Mon Calamari Star Defender Viscount@10,28:N",
		"dark:TIE Interceptor@11,19", "dark:Super Star Destroyer Executor@10,0:S")
	rt := s.ship(t, "Transport")
	if pairs := s.pdPairs(0); len(pairs) != 0 {
		t.Fatalf("the Rebel Transport, a class 3 ship, has no Point-Defense: %v", pairs)
	}
	if _, ok := s.pdRating(rt); ok {
		t.Fatal("the Rebel Transport's card prints no PD")
	}
	cards, err := catalogue()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cards {
		for _, sd := range []*Side{&c.Full, c.Reduced} {
			if sd != nil && sd.HasPD && c.Class > 2 {
				t.Errorf("%s, class %d, prints PD %+d", c.Name, c.Class, sd.PD)
			}
		}
	}
	j := battle(t, RulesAdvanced, nil, []int{7, 15},
		"dark:Slave I (Jango Fett)@10,8:S", "dark:Super Star Destroyer Executor@10,0:S",
		"light:X-wing Starfighter@11,9", "light:Mon Calamari Star Defender Viscount@10,28:N")
	slave, xw := j.ship(t, "Jango's Slave I"), j.ship(t, "X-wing")
	if pairs := j.pdPairs(1); len(pairs) != 1 || pairs[0].ship != slave || pairs[0].target != xw {
		t.Fatalf("Seismic Mines: Slave I's PD at the adjacent X-wing: %v", pairs)
	}
	n := atAttack(j, 1).force(11, 10)
	var ev []engine.Event
	for k := 0; k < 8 && n.ships[xw].damage == 0; k++ {
		if n.prompt != promptNone {
			n, _ = apply(t, n, Pass{By: n.asked})
			continue
		}
		n.settle(&ev)
	}
	rs := rolls(ev)
	if len(rs) == 0 || rs[0].Total != 15 || rs[0].Need != 15 || n.ships[xw].damage != 1 {
		t.Fatalf("PD +4 with 11 reaches the X-wing's Defense 15 and deals 1 (damage %d):\n%s", n.ships[xw].damage, texts(ev))
	}
}

// Interdict says the enemy "automatically loses initiative" in the first
// round; the two initiative readings (Who Goes First? and the glossary's
// initiative check) both hold: with the glossary's, the Interdict team has
// won without a roll and chooses the order, and the enemy's Advanced
// Communications Array gives no reroll ("Initiative rerolls are not
// allowed").
func TestContradiction_Interdict_WithTheGlossarysInitiative(t *testing.T) {
	s := battle(t, RulesAdvanced, engine.Options{OptInitiative: InitiativeChoose}, []int{20, 1},
		"light:Mon Calamari Cruiser Home One@10,28:N", "dark:Imperial Interdictor Cruiser@10,0:S")
	if s.prompt != promptOrder || s.asked != 1 || s.init != [2]int{} {
		t.Fatalf("round 1: the Dark Side chooses without a roll: %s asked %d, checks %v", s.Phase().Name, s.asked, s.init)
	}
	for _, in := range s.Legal(0) {
		if _, ok := in.(Reroll); ok {
			t.Fatal("the Light Side may reroll in the first round under Interdict")
		}
	}
	n, _ := apply(t, s, Order{By: 1, MoveFirst: true})
	if n.first != int(Dark) || n.Phase().Name != PhaseMove {
		t.Fatalf("the Dark Side chose to move first: first %d, %s", n.first, n.Phase().Name)
	}
}

// A Fleet Commander option "remains in effect until the end of the round"
// (Fleet Commander Options): Power to Shields, played against one attack,
// still adds its +2 to the next attack on the same ship without being
// played again, and no second counter is spent on it.
func TestContradiction_FleetCommander_PowerToShieldsLastsTheRound(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:Super Star Destroyer Executor@10,0:S")
	v, exe := s.ship(t, "Viscount"), s.ship(t, "Executor")
	n := atAttack(s, 0).force(10, 10)
	n, _ = apply(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: exe, Face: grid.Front})
	for n.prompt == promptAttacker {
		n, _ = apply(t, n, Pass{By: n.asked})
	}
	n, ev := apply(t, n, Play{By: 1, Option: PowerToShields})
	if rs := rolls(ev); len(rs) != 1 || rs[0].Need != 20 {
		t.Fatalf("the first attack needs 18 +2:\n%s", texts(ev))
	}
	spent := n.ships[exe].spent
	n, ev = apply(t, n, Attack{By: 0, Ship: v, Weapon: 1, Target: exe, Face: grid.Front})
	for n.prompt == promptAttacker || n.prompt == promptDefender {
		if n.prompt == promptDefender {
			t.Fatal("Power to Shields is in effect: nothing left to ask the defender")
		}
		var more []engine.Event
		n, more = apply(t, n, Pass{By: n.asked})
		ev = append(ev, more...)
	}
	if rs := rolls(ev); len(rs) != 1 || rs[0].Need != 20 || !strings.Contains(texts(ev), "+2 Power to Shields") {
		t.Fatalf("the second attack needs 20 too:\n%s", texts(ev))
	}
	if n.ships[exe].spent != spent {
		t.Fatal("a second counter was spent")
	}
}

// Point-Defense says "Make all Point-Defense attacks first"; the Attack
// Phase has the first player attack "with all ships in that fleet, then the
// second player", and the glossary counts Point-Defense among a ship's
// attacks. Read together (and as the Example Round weighs each side's
// Point-Defense in that side's own part), each player makes its PD attacks
// first in its own part of the phase: the Light Side, attacking first,
// opens with the Viscount's PD at the TIE beside it and then fires its
// other weapons while the Executor's PD waits; the Dark Side's part opens
// with the Executor's PD at the X-wing beside it.
func TestContradiction_PointDefense_FirstWithinEachPlayersAttacks(t *testing.T) {
	s := battle(t, RulesQuickStart, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:X-wing Starfighter@13,1",
		"dark:Super Star Destroyer Executor@10,0:S", "dark:TIE Fighter@13,21")
	v, xw := s.ship(t, "Viscount"), s.ship(t, "X-wing")
	exe, tie := s.ship(t, "Executor"), s.ship(t, "TIE Fighter")
	n := atAttack(s, 0).force(15, 13, 19)
	if len(n.pdq) != 1 || n.pdq[0].ship != v || n.pdq[0].target != tie {
		t.Fatalf("the Light Side's part opens with the Viscount's PD alone: %+v", n.pdq)
	}
	var ev []engine.Event
	n.settle(&ev)
	n, more := passAll(t, n)
	ev = append(ev, more...)
	if rs := rolls(ev); len(rs) != 1 || !strings.Contains(rs[0].Purpose, "Viscount Point-Defense") || n.ships[tie].damage != 1 {
		t.Fatalf("the Viscount's PD first, 15 +7 hits the TIE:\n%s", texts(ev))
	}
	n, ev = apply(t, n, Attack{By: 0, Ship: v, Weapon: 0, Target: exe, Face: grid.Front})
	n, more = passAll(t, n)
	ev = append(ev, more...)
	if n.ships[exe].damage == 0 || n.ships[xw].damage != 0 {
		t.Fatalf("the Viscount's Turbolasers before any Dark Side attack:\n%s", texts(ev))
	}
	n, ev = apply(t, n, Done{By: 0})
	n, more = passAll(t, n)
	ev = append(ev, more...)
	rs := rolls(ev)
	if len(rs) != 1 || !strings.Contains(rs[0].Purpose, "Executor Point-Defense") || n.ships[xw].damage != 1 {
		t.Fatalf("the Dark Side's part opens with the Executor's PD at the X-wing (19 +7):\n%s", texts(ev))
	}
}
