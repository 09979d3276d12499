package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
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
	r.before11 = true
	old.rules = &r
	n, rs, log := attackRolls(t, n.force(20), Attack{By: 0, Ship: x, Weapon: 0, Target: ex, Face: grid.Front})
	if len(rs) != 1 || !rs[0].Success || n.ships[ex].damage != 0 ||
		!strings.Contains(log, "1 +1 critical hit = 2, halved by Long-Range Bombardment (rounded up) = 1 −1 DR = 0: no damage") {
		t.Fatalf("rules 11: the Executor has %d counters, want 0\n%s", n.ships[ex].damage, log)
	}
	old, _, log = attackRolls(t, old.force(20), Attack{By: 0, Ship: x, Weapon: 0, Target: ex, Face: grid.Front})
	if old.ships[ex].damage != 1 || !strings.Contains(log, "1 halved by Long-Range Bombardment at 2 squares (rounded up) = 1 +1 critical hit −1 DR = 1") {
		t.Fatalf("rules 10: the Executor has %d counters, want 1\n%s", old.ships[ex].damage, log)
	}
}

// allyTeams is a battle for four in which the Light Side moves first
// (checks 7 and 15): the Rebel Fleet (seat 0) acts first in each phase,
// the Mon Cal Squadron (seat 2) after the Dark Side's seat 1.
func allyTeams(t *testing.T, rebel, monCal []ShipFile) *State {
	t.Helper()
	s := teamBattle(t, []int{7, 15}, [4][]ShipFile{
		rebel,
		{{Card: "Imperial Star Destroyer", At: "2,0", Facing: "S"}},
		monCal,
		{{Card: "Slave I (Boba Fett)", At: "20,0", Facing: "S"}},
	})
	if s.phase != phMove {
		t.Fatalf("phase %v, want the move phase", s.Phase())
	}
	return s
}

// Selecting Options: a counter is played whenever its player wishes,
// active or not, and in Team Play an option covers the allies' ships. The
// Mon Cal Squadron's Republic Cruiser holds a counter for class 2 or 3;
// before the Rebel Fleet's Assault Ship moves, the Squadron is asked and
// plays Power to Engines, and the Assault Ship steps diagonally (rules 11;
// before, the Squadron could play it only in its own move, after the
// Rebel Fleet's, and the step was refused).
func TestBlind_TeamPlay_PowerToEnginesInAnAllysMove(t *testing.T) {
	s := allyTeams(t,
		[]ShipFile{{Card: "Republic Assault Ship", At: "10,26", Facing: "N"}},
		[]ShipFile{{Card: "Republic Cruiser", At: "16,26", Facing: "N"}})
	ras := s.ship(t, "Assault Ship")
	if s.prompt != promptAlly || s.asked != 2 || s.Phase().Name != PhaseAllyOpts || !hasOption(s.Legal(2), PowerToEngines) {
		t.Fatalf("before the Rebel Fleet moves: %v asked %d, Legal(2) %v; want the Mon Cal Squadron asked about Power to Engines",
			s.Phase(), s.asked, s.Legal(2))
	}
	if s.Legal(0) != nil {
		t.Fatalf("the Rebel Fleet acts while its teammate is asked: %v", s.Legal(0))
	}
	n, ev := apply(t, s, Play{By: 2, Option: PowerToEngines})
	if n.prompt != promptNone || n.actor() != 0 || !strings.Contains(texts(ev), "Mon Cal Squadron plays Power to Engines for Rebel Fleet's turn with a Command counter of Republic Cruiser") {
		t.Fatalf("after the play: %v\n%s", n.Phase(), texts(ev))
	}
	n, _ = apply(t, n, Step{By: 0, Ship: ras, Dir: DirNE})
	if n.ships[ras].at != sq(11, 25) || n.ships[ras].facing != grid.North {
		t.Fatalf("the Assault Ship after a diagonal step: at %v facing %v, want 11,25 facing N", n.ships[ras].at, n.ships[ras].facing)
	}
}

// The question is put once in the ally's part: after a pass the Rebel
// Fleet moves without it, the Assault Ship may not step diagonally, and the
// Squadron is not asked again before the Rebel Fleet's next ship; in its
// own move the Squadron may still play it for its Cruiser.
func TestBlind_TeamPlay_AnAllysQuestionPassedOnce(t *testing.T) {
	s := allyTeams(t,
		[]ShipFile{{Card: "Republic Assault Ship", At: "10,26", Facing: "N"}, {Card: "Republic Assault Ship", At: "4,26", Facing: "N"}},
		[]ShipFile{{Card: "Republic Cruiser", At: "16,26", Facing: "N"}})
	ras := s.ship(t, "Assault Ship 1")
	n, ev := apply(t, s, Pass{By: 2})
	if n.prompt != promptNone || n.actor() != 0 || !strings.Contains(texts(ev), "Mon Cal Squadron plays no option for Rebel Fleet's turn.") {
		t.Fatalf("after the pass: %v\n%s", n.Phase(), texts(ev))
	}
	refuse(t, n, Step{By: 0, Ship: ras, Dir: DirNE}, "")
	n, _ = apply(t, n, Step{By: 0, Ship: ras, Dir: DirN})
	n, _ = apply(t, n, Stop{By: 0, Ship: ras, Facing: grid.North})
	if n.prompt != promptNone || n.actor() != 0 {
		t.Fatalf("the Squadron is asked again in the same part: %v asked %d", n.Phase(), n.asked)
	}
}

// Long-Range Bombardment in an ally's attacks: the Rebel Fleet's X-wing is
// 2 squares from the Star Destroyer; the Squadron, whose fighter waits in
// its pool with a class 4 counter, is asked before the Rebel Fleet's
// attacks and plays the option, and the X-wing's torpedoes reach (2 halved
// = 1 counter). A play of it by the Squadron is refused outside the
// question, and under rules 1 to 10 nobody is asked.
func TestBlind_TeamPlay_LongRangeBombardmentInAnAllysAttacks(t *testing.T) {
	s := allyTeams(t,
		[]ShipFile{{Card: "X-wing Starfighter", At: "3,3"}, {Card: "Millennium Falcon", At: "12,30", Facing: "N"}},
		[]ShipFile{{Card: "Rebel Transport", At: "20,30", Facing: "N"}, {Card: "Luke Skywalker's X-wing"}})
	x, isd := s.ship(t, "X-wing"), s.ship(t, "Star Destroyer")
	old := atAttack(s, 0)
	r := *old.rules
	r.before11 = true
	old.rules = &r
	var ev []engine.Event
	old.settle(&ev)
	if old.prompt != promptNone || old.actor() != 0 {
		t.Fatalf("rules 1 to 10: %v asked %d, want no question", old.Phase(), old.asked)
	}
	n := atAttack(s, 0)
	n.settle(&ev)
	if n.prompt != promptAlly || n.asked != 2 || !hasOption(n.Legal(2), LongRangeBombardment) {
		t.Fatalf("before the Rebel Fleet's attacks: %v asked %d, Legal(2) %v", n.Phase(), n.asked, n.Legal(2))
	}
	n, _ = apply(t, n, Play{By: 2, Option: LongRangeBombardment})
	n, rs, log := attackRolls(t, n.force(15), Attack{By: 0, Ship: x, Weapon: 1, Target: isd, Face: n.Faces(x, isd)})
	if len(rs) != 1 || !rs[0].Success || n.ships[isd].damage != 1 {
		t.Fatalf("the X-wing's torpedoes at 2 squares: %d counters\n%s", n.ships[isd].damage, log)
	}
}

// Scramble Fighters in an ally's launch: the Squadron passes Power to
// Engines, then, when the Rebel Fleet has moved, is asked again (a new part
// of the phase) and plays Scramble Fighters with the same Cruiser's
// class 2-or-3 counter; the Rebel Fleet's Assault Ship (Fighter Launch 2)
// launches 3 X-wings, the fourth staying in the pool.
func TestBlind_TeamPlay_ScrambleFightersInAnAllysLaunch(t *testing.T) {
	four := 4
	s := allyTeams(t,
		[]ShipFile{{Card: "Republic Assault Ship", At: "10,26", Facing: "N"}, {Card: "X-wing Starfighter", Count: &four}},
		[]ShipFile{{Card: "Republic Cruiser", At: "16,26", Facing: "N"}})
	ras := s.ship(t, "Assault Ship")
	n, _ := apply(t, s, Pass{By: 2})
	n, _ = apply(t, n, Done{By: 0})
	if n.prompt != promptAlly || n.asked != 2 || !hasOption(n.Legal(2), ScrambleFighters) || hasOption(n.Legal(2), PowerToEngines) {
		t.Fatalf("the Rebel Fleet's launch: %v asked %d, Legal(2) %v; want Scramble Fighters asked of the Squadron", n.Phase(), n.asked, n.Legal(2))
	}
	n, _ = apply(t, n, Play{By: 2, Option: ScrambleFighters})
	for i, at := range []grid.Square{sq(9, 25), sq(10, 25), sq(11, 25)} {
		n, _ = apply(t, n, Launch{By: 0, Carrier: ras, Fighter: n.poolFighter(0, n.ships[n.ship(t, "X-wing 4")].card), At: at})
		if n.ships[ras].launches != uint8(i+1) {
			t.Fatalf("launch %d: %d launched", i+1, n.ships[ras].launches)
		}
	}
	// The third launch reaches the rate of 2 +1, and the launch ends with
	// the fourth X-wing in the pool: the Imperial Fleet moves.
	if n.ships[n.ship(t, "X-wing 4")].status != stPool || n.actor() != 1 {
		t.Fatalf("after 3 launches: X-wing 4 %v, actor %d", n.ships[n.ship(t, "X-wing 4")].status, n.actor())
	}
}

// The ally's question comes even when the acting player has no attack of
// its own: the Rebel Fleet's one X-wing is 2 squares from the Star
// Destroyer and nothing else; the Squadron is asked, plays Long-Range
// Bombardment, and the X-wing attacks. Had the Squadron passed, the Rebel
// Fleet's part would end with nothing fired.
func TestBlind_TeamPlay_AnAllysOptionOpensTheOnlyAttack(t *testing.T) {
	s := allyTeams(t,
		[]ShipFile{{Card: "X-wing Starfighter", At: "3,3"}},
		[]ShipFile{{Card: "Rebel Transport", At: "20,30", Facing: "N"}, {Card: "Luke Skywalker's X-wing"}})
	x, isd := s.ship(t, "X-wing"), s.ship(t, "Star Destroyer")
	n := atAttack(s, 0)
	var ev []engine.Event
	n.settle(&ev)
	if n.prompt != promptAlly || n.asked != 2 {
		t.Fatalf("the Rebel Fleet's attacks: %v asked %d, want the Squadron asked", n.Phase(), n.asked)
	}
	passed, _ := apply(t, n, Pass{By: 2})
	if passed.actor() == 0 && passed.prompt == promptNone {
		t.Fatalf("after the pass the Rebel Fleet still acts: %v", passed.Legal(0))
	}
	n, _ = apply(t, n, Play{By: 2, Option: LongRangeBombardment})
	if n.prompt != promptNone || n.actor() != 0 {
		t.Fatalf("after the play: %v", n.Phase())
	}
	n, _, log := attackRolls(t, n.force(15), Attack{By: 0, Ship: x, Weapon: 1, Target: isd, Face: n.Faces(x, isd)})
	if n.ships[isd].damage != 1 {
		t.Fatalf("the X-wing's torpedoes: %d counters\n%s", n.ships[isd].damage, log)
	}
}
