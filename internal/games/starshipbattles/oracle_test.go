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
// against the Defense; the lower initiative check moves first.
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
	switch x := in.(type) {
	case Step:
		c, f0 := s0.class(x.Ship), s0.ships[x.Ship].facing
		rel := (x.Dir - DirOf(f0) + 8) % 8
		after := &s1.ships[x.Ship]
		if c <= 2 {
			ok := rel == 0 || rel == 2 || rel == 6 ||
				(c == 2 && s0.effect(s0.team(x.Ship), PowerToEngines) && (rel == 1 || rel == 7))
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
		if after.at != grid.Add(s0.ships[x.Ship].at, x.Dir.Offset()) {
			t.Fatalf("a step %v from %v led to %v", x.Dir, s0.ships[x.Ship].at, after.at)
		}
		if c != 4 || s1.moving != x.Ship || s1.left == 0 {
			return
		}
		for i := range s1.ships {
			e := ShipID(i)
			if s1.active(e) && s1.enemies(e, x.Ship) && s1.class(e) == 4 && grid.SpaceDistance(s1.space(x.Ship), s1.space(e)) == 1 &&
				!s1.has(e, Assault) && !(s1.has(x.Ship, Interceptor) && !s1.has(e, Interceptor)) {
				t.Fatalf("%s came next to %s and may move on", s1.Name(x.Ship), s1.Name(e))
			}
		}
	case Launch:
		if grid.SpaceDistance(s1.space(x.Fighter), s1.space(x.Carrier)) != 1 {
			t.Fatalf("%s launched away from %s", s1.Name(x.Fighter), s1.Name(x.Carrier))
		}
		rate := s0.side(x.Carrier).Value(FighterLaunch)
		for i := range s0.ships {
			if s0.active(ShipID(i)) && !s0.rules.quick && s0.side(ShipID(i)).Has(Interdict) {
				rate = (rate + 1) / 2
				break
			}
		}
		if s0.class(x.Carrier) == 2 && s0.effect(s0.team(x.Carrier), ScrambleFighters) {
			rate++
		}
		if int(s1.ships[x.Carrier].launches) > rate {
			t.Fatalf("%s launched %d, its rate is %d", s1.Name(x.Carrier), s1.ships[x.Carrier].launches, rate)
		}
	case Attack:
		a, tg := x.Ship, x.Target
		d := grid.SpaceDistance(s0.space(a), s0.space(tg))
		ca, ct := s0.class(a), s0.class(tg)
		w := s0.side(a).Weapons[x.Weapon]
		switch {
		case !s0.enemies(a, tg):
			t.Fatal("an attack on an ally")
		case ca == 4 && d != 1 && !(d == 2 && ct != 4):
			t.Fatalf("a fighter attacked at %d squares", d)
		case ca != 4 && ct == 4 && d != 1 && !(d == 2 && ca == 3 && s0.effect(s0.team(a), IncomingFighters)):
			t.Fatalf("a class %d ship attacked a fighter at %d squares", ca, d)
		case ct == 4 && (w.Kind == ProtonTorpedoes || w.Kind == ProtonBarrage || w.Kind == EnergyTorpedoes):
			t.Fatalf("%s at a fighter", w.Name)
		case w.Kind == FrontalBattery && !s0.inFrontSpine(a, tg):
			t.Fatal("a Frontal Battery outside its front spine")
		case ct != 4 && !grid.FacesToward(s0.space(tg), s0.ships[tg].facing, s0.space(a)).Has(x.Face):
			t.Fatalf("the %v face attacked, not one the attacker sees", x.Face)
		}
	}
}
