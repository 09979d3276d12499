package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestRule_Oracle plays games of every scenario and checks each step,
// launch, attack and roll against the rulebook's words, worked out here
// again without the rules code: a class 1 or 2 step goes straight on or
// makes a quarter turn and then goes on (a forward diagonal only for class
// 2 under Power to Engines) and leaves the ship facing the way it went
// (Facing); a fighter that comes next to an enemy fighter stops
// (Starfighters, Assault, Interceptor); a launch is beside the carrier and
// within its rating, halved and rounded up under Interdict, one more for a
// class 2 carrier under Scramble Fighters; fighters attack and are attacked
// only when adjacent, except a fighter at a nonfighter 2 squares away and a
// class 3 ship at a fighter under Incoming Fighters; torpedoes and Proton
// Barrage never at fighters; a Frontal Battery into the front spine; a face
// the attacker sees; a natural 20 hits, a natural 1 misses, else the total
// against the Defense; the lower initiative check moves first. The
// geometry and the judgements are the oracle's own (oracle_offers_test.go),
// not the rules code's.
func TestRule_Oracle(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 5
	}
	var matches []gametest.Match
	for g := 0; g < games; g++ {
		sc := loadScenario(t, scenarioNames[g%len(scenarioNames)])
		n := len(sc.Sides())
		opps := randoms(n, uint64(g+100))
		if g%2 == 1 {
			for i := range opps {
				opps[i] = Scripted{}
			}
			opps[g%n] = engine.NewRandomOpponent(uint64(g))
		}
		var opts engine.Options
		if g%4 == 3 {
			opts = engine.Options{OptInitiative: InitiativeChoose}
		}
		matches = append(matches, gametest.Match{Scenario: sc, Options: opts, Seed: uint64(g + 1000), Opponents: opps})
	}
	gametest.RandomGames(t, Game{}, matches, gametest.Checks{MaxIntents: 40000,
		Step: func(t testing.TB, st0 engine.State, in engine.Intent, st1 engine.State, ev []engine.Event) {
			oracleStep(t, st0.(*State), in, st1.(*State), ev)
		}})
}

func oracleStep(t testing.TB, s0 *State, in engine.Intent, s1 *State, ev []engine.Event) {
	t.Helper()
	for _, e := range ev {
		if e.Kind != EvAttack || e.Roll == nil {
			continue
		}
		r := e.Roll
		want := r.Total >= r.Need
		switch r.Dice[0].Face {
		case 20:
			want = true
		case 1:
			want = false
		}
		if r.Success != want {
			t.Fatalf("roll %v: success %v", r, r.Success)
		}
	}
	if s1.phase == phMove && s0.phase != phMove && !s1.rules.choose && s1.init != [2]int{} {
		lower := Light
		if s1.init[Dark] < s1.init[Light] {
			lower = Dark
		}
		if s1.first != int(lower) {
			t.Fatalf("initiative checks %v: the %v moves first", s1.init, Faction(s1.first))
		}
	}
	o := oracle{s: s0, p: in.Actor()}
	switch x := in.(type) {
	case Step:
		c, f0 := o.class(x.Ship), s0.ships[x.Ship].facing
		rel := (x.Dir - DirOf(f0) + 8) % 8
		after := &s1.ships[x.Ship]
		if c <= 2 {
			ok := rel == 0 || rel == 2 || rel == 6 ||
				(c == 2 && o.inEffect(o.team(x.Ship), PowerToEngines) && (rel == 1 || rel == 7))
			if !ok {
				t.Fatalf("a class %d ship facing %v stepped %v", c, f0, x.Dir)
			}
			if rel%2 == 0 && after.status == stActive && DirOf(after.facing) != x.Dir {
				t.Fatalf("a class %d ship stepped %v and faces %v", c, x.Dir, after.facing)
			}
		}
		if after.status != stActive {
			return
		}
		if off := x.Dir.Offset(); after.at != (grid.Square{X: s0.ships[x.Ship].at.X + off.X, Y: s0.ships[x.Ship].at.Y + off.Y}) {
			t.Fatalf("a step %v from %v led to %v", x.Dir, s0.ships[x.Ship].at, after.at)
		}
		if c != 4 || s1.moving != x.Ship || s1.left == 0 {
			return
		}
		o1 := oracle{s: s1}
		for _, e := range o1.ships() {
			if o1.on(e) && o1.enemy(e, x.Ship) && o1.fighter(e) && o1.sp(x.Ship).dist(o1.sp(e)) == 1 &&
				!o1.ability(e, Assault) && !(o1.ability(x.Ship, Interceptor) && !o1.ability(e, Interceptor)) {
				t.Fatalf("%s came next to %s and may move on", s1.Name(x.Ship), s1.Name(e))
			}
		}
	case Launch:
		if oSpace(s1, x.Fighter).dist(oSpace(s1, x.Carrier)) != 1 {
			t.Fatalf("%s launched away from %s", s1.Name(x.Fighter), s1.Name(x.Carrier))
		}
		if rate := o.launchRate(x.Carrier); int(s1.ships[x.Carrier].launches) > rate {
			t.Fatalf("%s launched %d, its rate is %d", s1.Name(x.Carrier), s1.ships[x.Carrier].launches, rate)
		}
	case Attack:
		me := o.team(x.Ship)
		if why := o.reach(x.Ship, x.Weapon, x.Target, o.inEffect(me, IncomingFighters), o.inEffect(me, LongRangeBombardment)); why != "" {
			t.Fatalf("%s attacked %s with weapon %d: %s", s0.Name(x.Ship), s0.Name(x.Target), x.Weapon, why)
		}
		if !o.fighter(x.Target) && !facesSeen(o.sp(x.Target), s0.ships[x.Target].facing, o.sp(x.Ship)).Has(x.Face) {
			t.Fatalf("the %v face attacked, not one the attacker sees", x.Face)
		}
	}
}
