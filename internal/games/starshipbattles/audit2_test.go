package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Tests of the second rules audit: worked examples not pinned before, and
// corners the first audit did not list (what a ship about to be destroyed
// still does, a ship that flees, two options or rules options at once).

// The glossary's Tractor Beams example: a class 2 ship with Tractor Beams
// stops enemy class 2 and class 3 ships that move next to it, not class 1;
// a class 1 ship with Tractor Beams stops class 1 ships too ("the same class
// or smaller").
func TestExample_Glossary_TractorBeams(t *testing.T) {
	for _, tc := range []struct {
		tractor, mover, name string
		dir                  Dir
		stops                bool
	}{
		{"dark:Imperial Star Destroyer@10,0:S", "light:Republic Cruiser@10,3:N", "Republic Cruiser", DirN, true},
		{"dark:Imperial Star Destroyer@10,0:S", "light:Millennium Falcon@10,3:N", "Falcon", DirN, true},
		{"dark:Imperial Star Destroyer@10,0:S", "light:Mon Calamari Star Defender Viscount@10,3:N", "Viscount", DirN, false},
		{"dark:Super Star Destroyer Executor@10,0:S", "light:Mon Calamari Star Defender Viscount@10,4:N", "Viscount", DirN, true},
		// Fighters are not nonfighters: Tractor Beams do not hold them.
		{"dark:Super Star Destroyer Executor@10,0:S", "light:X-wing Starfighter@11,4", "X-wing", DirN, false},
	} {
		s := battle(t, RulesAdvanced, nil, lightFirst, tc.mover, tc.tractor)
		id := s.ship(t, tc.name)
		n, ev := apply(t, s, Step{By: 0, Ship: id, Dir: tc.dir})
		if grid.SpaceDistance(n.space(id), n.space(1)) != 1 {
			t.Fatalf("%s did not move next to the tractor ship: %+v", tc.name, n.ships[id])
		}
		stopped := strings.Contains(texts(ev), "Tractor Beams")
		if s.class(id) > 1 && (n.left == 0) != tc.stops {
			t.Errorf("%s next to %s: %d squares left", tc.name, tc.tractor, n.left)
		}
		if stopped != tc.stops {
			t.Errorf("%s next to %s: stopped %v, want %v\n%s", tc.name, tc.tractor, stopped, tc.stops, texts(ev))
		}
	}
}

// Selecting Options: a player may play Fly Casual as soon as one of its
// class 3 ships is hit, while the other player is acting; the hit becomes
// a miss and no counter is placed.
func TestExample_SelectingOptions_FlyCasual(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,25:N", "dark:Imperial Star Destroyer@10,0:S")
	f, isd := s.ship(t, "Falcon"), s.ship(t, "Star Destroyer")
	n := atAttack(s, 1).force(14)
	// Nothing to play before the roll (no option of either player
	// changes it): the roll is made at once.
	n, _ = apply(t, n, Attack{By: 1, Ship: isd, Weapon: 0, Target: f, Face: grid.Front})
	if n.prompt != promptFlyCasual || n.asked != 0 || n.actor() != 1 {
		t.Fatalf("14 +5 = 19 hits the Falcon's front 16; Mark is asked during Jennifer's attacks: %s, asked %d", n.Phase().Name, n.asked)
	}
	if got := n.Legal(0); len(got) != 2 || got[0] != (Play{By: 0, Option: FlyCasual}) || got[1] != (Pass{By: 0}) {
		t.Fatalf("Mark's answers: %v", got)
	}
	if len(n.Legal(1)) != 0 {
		t.Fatalf("Jennifer waits for Mark: %v", n.Legal(1))
	}
	n, ev := apply(t, n, Play{By: 0, Option: FlyCasual})
	if n.ships[f].damage != 0 || !strings.Contains(texts(ev), "treated as a miss") {
		t.Fatalf("Fly Casual cancels the hit:\n%s", texts(ev))
	}
}

// A ship with Interdict that flees is out of play at once: every ship
// launches at its full rate again that round (glossary: Interdict "while
// this ship is in play"; Moving Off the Stellar Grid).
func TestRule_Interdict_EndsWhenTheInterdictorFlees(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, nil,
		"light:Mon Calamari Star Defender Viscount@10,28:N",
		"dark:Super Star Destroyer Executor@10,0:S", "dark:Imperial Interdictor Cruiser@0,0:N",
		"dark:TIE Fighter", "dark:TIE Fighter", "dark:TIE Fighter")
	exe, icc := s.ship(t, "Executor"), s.ship(t, "Interdictor")
	if s.first != int(Light) {
		t.Fatalf("Interdict: the Light Side loses the first initiative and moves first: first %d", s.first)
	}
	s, _ = apply(t, s, Done{By: 0})
	if !s.Phase().Acting(1) || s.launchRate(exe) != 2 {
		t.Fatalf("Jennifer moves; the Executor launches 2 of 3 under Interdict: %+v, %d", s.Phase(), s.launchRate(exe))
	}
	s, ev := apply(t, s, Step{By: 1, Ship: icc, Dir: DirN})
	if s.ships[icc].status != stFled || s.Outcome().Over {
		t.Fatalf("the Interdictor flees, the battle goes on:\n%s", texts(ev))
	}
	if s.launchRate(exe) != 3 {
		t.Fatalf("without the Interdictor in play the Executor launches %d, want its full 3", s.launchRate(exe))
	}
	s, _ = apply(t, s, Done{By: 1})
	for k, at := range []grid.Square{{X: 9, Y: 3}, {X: 10, Y: 3}, {X: 11, Y: 3}} {
		s, _ = apply(t, s, Launch{By: 1, Carrier: exe, Fighter: s.ship(t, "TIE Fighter "+string(rune('1'+k))), At: at})
	}
	if s.ships[exe].launches != 3 {
		t.Fatalf("the Executor launched %d", s.ships[exe].launches)
	}
}

// Damage takes effect only in the damage phase (Damage Phase): a fighter
// with as many counters as its Hull still lends Force Sense and Jedi
// Command in the attack phase; after the damage phase it is gone and so
// are they.
func TestRule_DamagePhase_AbilitiesLastUntilTheDamagePhase(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7, 3, 9},
		"light:Jedi Starfighter@10,10", "light:X-wing Starfighter@11,10", "light:Mon Calamari Star Defender Viscount@10,28:N",
		"dark:TIE Fighter@11,9", "dark:Imperial Star Destroyer@2,0:S")
	jedi, x, tie := s.ship(t, "Jedi SF"), s.ship(t, "X-wing"), s.ship(t, "TIE Fighter")
	n := atAttack(s, 0)
	n.ships[jedi].damage = 2 // Hull 2: destroyed in the damage phase
	a := attack{ship: x, weapon: 0, target: tie, dist: 1}
	if got, names := n.modsOf(a); got != 5+1 || !strings.Contains(names, "Jedi Command") {
		t.Fatalf("the doomed Jedi Starfighter still commands: %d (%s)", got, names)
	}
	if def, text := n.defense(a); def != 13 || !strings.Contains(text, "Force Sense") {
		t.Fatalf("the doomed Jedi Starfighter still senses: Defense %d (%s)", def, text)
	}
	var ev []engine.Event
	n.resolveDamage(&ev)
	if n.active(jedi) {
		t.Fatalf("2 counters on Hull 2: %+v", n.ships[jedi])
	}
	if got, _ := n.modsOf(a); got != 5 {
		t.Fatalf("after the damage phase no Jedi Command: %d", got)
	}
	if def, _ := n.defense(a); def != 14 {
		t.Fatalf("after the damage phase no Force Sense: %d", def)
	}
}

// Two Force Sense ships next to one target lower its Defense by 1, not 2
// (no effect stacks with itself); Buzz Droids is another effect and adds
// its −1 (Stacking).
func TestRule_Stacking_ForceSenseTwiceAndBuzzDroids(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Jedi Starfighter@10,10", "light:Luke Skywalker's X-wing@12,10", "light:Mon Calamari Star Defender Viscount@10,28:N",
		"dark:TIE Fighter@11,9", "dark:Imperial Star Destroyer@2,0:S")
	jedi, tie := s.ship(t, "Jedi SF"), s.ship(t, "TIE Fighter")
	a := attack{ship: jedi, weapon: 0, target: tie, dist: 1}
	if def, text := s.defense(a); def != 13 || strings.Count(text, "Force Sense") != 1 {
		t.Fatalf("two Force Sense ships: Defense %d (%s), want 14 −1", def, text)
	}
	s.ships[tie].buzz = true
	if def, _ := s.defense(a); def != 12 {
		t.Fatalf("Force Sense and Buzz Droids: Defense %d, want 14 −1 −1", def)
	}
}

// The two rules options together: the Quick Start game with the glossary's
// initiative (the higher check chooses the order). Fleet Commander stays
// out.
func TestRule_Options_QuickStartWithChoose(t *testing.T) {
	s := battle(t, RulesQuickStart, engine.Options{OptInitiative: InitiativeChoose}, []int{4, 16},
		"light:Mon Calamari Star Defender Viscount@10,28:N", "dark:Super Star Destroyer Executor@10,0:S")
	if s.prompt != promptOrder || s.asked != 1 {
		t.Fatalf("the Dark Side rolled 16 against 4 and chooses: %s asked %d", s.Phase().Name, s.asked)
	}
	for _, in := range s.Legal(1) {
		if _, ok := in.(Play); ok {
			t.Fatalf("Fleet Commander in the Quick Start game: %v", in)
		}
	}
	n, _ := apply(t, s, Order{By: 1, MoveFirst: true})
	if n.first != int(Dark) || !n.Phase().Acting(1) || n.Phase().Name != PhaseMove {
		t.Fatalf("the Dark Side chose to move first: first %d, %+v", n.first, n.Phase())
	}
	n, _ = apply(t, s, Order{By: 1, MoveFirst: false})
	if n.first != int(Light) {
		t.Fatalf("the Dark Side chose to attack first: first %d", n.first)
	}
}

// A Long-Range Bomber's hit 2 squares away can come to nothing: the TIE
// Bomber's Concussion Missiles (+2 against a nonfighter) deal 2, halved to
// 1, less the Falcon's Evasion 1 against a nonadjacent attacker: a hit, and
// no counter.
func TestRule_LongRangeBomber_EvasionLeavesNothing(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,10:N", "dark:TIE Bomber@10,12", "dark:Imperial Star Destroyer@2,0:S")
	f, tb := s.ship(t, "Falcon"), s.ship(t, "TIE Bomber")
	n := atAttack(s, 1).force(12)
	n, ev := apply(t, n, Attack{By: 1, Ship: tb, Weapon: 1, Target: f, Face: grid.Rear})
	n, more := passAll(t, n)
	ev = append(ev, more...)
	rs := rolls(ev)
	if len(rs) != 1 || rs[0].Total != 12+3+2 || !rs[0].Success {
		t.Fatalf("12 +3 +2 Concussion Missiles = 17 against the rear 15: %v", rs)
	}
	if n.ships[f].damage != 0 || !strings.Contains(texts(ev), "2 halved at 2 squares (rounded up) = 1 −1 Evasion = 0: no damage") {
		t.Fatalf("damage %d:\n%s", n.ships[f].damage, texts(ev))
	}
}

// Two Fleet Commander options on one attack: Incoming Fighters lets the
// Falcon fire at a fighter 2 squares away, Target Fighters adds +3 on top
// of its Antifighter Targeting +7; each option is paid with its own class 3
// counter.
func TestRule_FleetCommander_IncomingAndTargetFighters(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,10:N", "light:Mon Calamari Star Defender Viscount@10,28:N",
		"dark:TIE Fighter@10,8", "dark:Imperial Star Destroyer@2,0:S")
	f, tie := s.ship(t, "Falcon"), s.ship(t, "TIE Fighter")
	n := atAttack(s, 0).force(2)
	refuse(t, n, Attack{By: 0, Ship: f, Weapon: 0, Target: tie}, "only when adjacent")
	n, _ = apply(t, n, Play{By: 0, Option: IncomingFighters})
	n, _ = apply(t, n, Attack{By: 0, Ship: f, Weapon: 0, Target: tie})
	if got := n.Legal(0); len(got) != 2 || got[0] != (Play{By: 0, Option: TargetFighters}) {
		t.Fatalf("Target Fighters is offered before the roll: %v", got)
	}
	n, ev := apply(t, n, Play{By: 0, Option: TargetFighters})
	n, more := passAll(t, n)
	ev = append(ev, more...)
	rs := rolls(ev)
	if len(rs) != 1 || rs[0].Total != 2+6+7+3 || !rs[0].Success {
		t.Fatalf("2 +6 +7 +3 = 18 against the TIE's 14: %v", rs)
	}
	if n.counters(0, 3) != 0 || n.ships[tie].damage != 2 {
		t.Fatalf("both class 3 counters spent (%d left); the TIE has %d counters", n.counters(0, 3), n.ships[tie].damage)
	}
}

// Power to Weapons gives each weapon of a class 1 ship +1 Damage, its
// Point-Defense included (PD is a weapon system: glossary "attack"); a
// Point-Defense hit then deals 2.
func TestRule_PowerToWeapons_PointDefense(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"dark:Super Star Destroyer Executor@10,0:S", "light:X-wing Starfighter@13,1", "light:Mon Calamari Star Defender Viscount@10,28:N")
	n := atAttack(s, 1).force(10)
	var ev []engine.Event
	n.settle(&ev)
	if n.prompt != promptAttacker || n.atk.weapon != pdWeapon {
		t.Fatalf("the Executor's PD attack is declared first: %s", n.Phase().Name)
	}
	n, ev = apply(t, n, Play{By: 1, Option: PowerToWeapons})
	n, more := passAll(t, n)
	ev = append(ev, more...)
	if x := n.ship(t, "X-wing"); n.ships[x].damage != 2 || !strings.Contains(texts(ev), "1 +1 Power to Weapons = 2") {
		t.Fatalf("PD 1 +1 Power to Weapons:\n%s", texts(ev))
	}
}
