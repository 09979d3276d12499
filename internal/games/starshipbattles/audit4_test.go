package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// The fourth audit: places the earlier audits left unpinned.

// Example Round: each side may fire exactly the weapons the text names
// (Mark: Turbolasers, Ion Cannons, Barrage at the Executor's front face;
// Jennifer: Turbolasers, Ion Cannon, Frontal Battery at the Viscount's
// side face), neither has Point-Defense to use, no fighter can attack, and
// Mark may not move before Jennifer, the low roller, has moved.
func TestExample_ExampleRound_WhatEachSideMayDo(t *testing.T) {
	r := exampleRound(t)
	vis, exe := r.start.ship(t, "Viscount"), r.start.ship(t, "Executor")
	refuse(t, r.start, Step{By: 0, Ship: vis, Dir: DirN}, "Jennifer's turn")

	type fire struct {
		weapon string
		face   grid.FaceSet
	}
	listed := func(s *State, p engine.Player) map[fire]bool {
		t.Helper()
		out := map[fire]bool{}
		for _, in := range s.Legal(p) {
			a, ok := in.(Attack)
			if !ok {
				continue
			}
			if s.class(a.Ship) == 4 {
				t.Fatalf("%s is listed: no fighter is adjacent to an enemy", s.Describe(a, p))
			}
			out[fire{s.weaponOf(a.Ship, a.Weapon).Name, a.Face}] = true
		}
		return out
	}
	mark := listed(r.moved, 0)
	want := map[fire]bool{{"Turbolasers", grid.Front}: true, {"Ion Cannons", grid.Front}: true, {"Barrage", grid.Front}: true}
	if len(mark) != len(want) {
		t.Fatalf("Mark may fire %v, want %v", mark, want)
	}
	for f := range want {
		if !mark[f] {
			t.Fatalf("Mark may fire %v, want %v", mark, want)
		}
	}
	if len(r.moved.pdq) != 0 {
		t.Fatal("Mark has Point-Defense attacks with no fighter adjacent to the Viscount")
	}
	// Each weapon once: the Barrage a second time at the same broadside is
	// refused.
	refuse(t, r.markBarrage, Attack{By: 0, Ship: vis, Weapon: 2, Target: exe, Face: grid.Front}, "broadside")

	jen := listed(r.markIon, 1)
	want = map[fire]bool{{"Turbolasers", grid.Left}: true, {"Ion Cannon", grid.Left}: true, {"Frontal Battery", grid.Left}: true}
	if len(jen) != len(want) {
		t.Fatalf("Jennifer may fire %v, want %v", jen, want)
	}
	for f := range want {
		if !jen[f] {
			t.Fatalf("Jennifer may fire %v, want %v", jen, want)
		}
	}
	if len(r.markIon.pdq) != 0 {
		t.Fatal("Jennifer has Point-Defense attacks with no fighter adjacent to the Executor")
	}
	if d := r.markIon.side(vis).Defense[FaceLeft]; d != 14 {
		t.Fatalf("the Viscount's side face has Defense %d, want 14", d)
	}
}

// teamBattle is a fixed battle for four: seats Light, Dark, Light, Dark.
func teamBattle(t *testing.T, faces []int, ships [4][]ShipFile) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Rules: RulesAdvanced, Setup: "fixed"}
	for p, name := range []string{"Rebel Fleet", "Imperial Fleet", "Mon Cal Squadron", "Coruscant Defence"} {
		faction := "light"
		if p%2 == 1 {
			faction = "dark"
		}
		f.Sides = append(f.Sides, SideFile{Name: name, Faction: faction, Ships: ships[p]})
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Game{}.newState(sc, nil, engine.NewDice(1).Force(faces...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Team Play: the battle goes on until both fleets of one team are
// destroyed. A player whose fleet is gone is passed over; its teammate
// fights on, and the other team wins only when that fleet is gone too.
func TestRule_TeamPlay_BothFleetsOfATeam(t *testing.T) {
	s := teamBattle(t, []int{15, 7, 12, 4},
		[4][]ShipFile{
			{{Card: "Millennium Falcon", At: "4,29", Facing: "N"}},
			{{Card: "Slave I (Boba Fett)", At: "4,1", Facing: "S"}},
			{{Card: "Rebel Blockade Runner", At: "20,29", Facing: "N"}},
			{{Card: "Emperor's Shuttle", At: "20,1", Facing: "S"}},
		})
	falcon, runner := s.ship(t, "Falcon"), s.ship(t, "Blockade Runner")
	n := atDamage(s)
	n.ships[falcon].damage = 10
	var ev []engine.Event
	n.settle(&ev)
	if n.ships[falcon].status != stDestroyed {
		t.Fatalf("the Falcon with 10 counters: %+v", n.ships[falcon])
	}
	if n.Outcome().Over {
		t.Fatalf("one fleet of the Light team is destroyed, its teammate's is not: %+v", n.Outcome())
	}
	// Round 2: Light 12, Dark 4, so the Dark team moves first. The Rebel
	// Fleet has nothing to move or fire and is passed over.
	for n.phase != phAttack {
		p := n.Phase().Actors[0]
		if p == 0 {
			t.Fatalf("the Rebel Fleet, with no ship left, is asked to act in the %s phase", n.Phase().Name)
		}
		n, _ = apply(t, n, Done{By: p})
	}
	n = atDamage(n)
	n.ships[runner].damage = 10
	ev = nil
	n.settle(&ev)
	out := n.Outcome()
	if !out.Over || out.Winner != 1 || !strings.Contains(out.Reason, "Dark Side") {
		t.Fatalf("both Light fleets destroyed: %+v, want the Dark team (first seat 1) to win", out)
	}
}

// Other Ships and Starfighters: a fighter may pass over an allied ship of
// any class, a 3 × 3 one included (it may not end there), and moves past
// enemy nonfighters without stopping; it never enters an enemy ship's
// squares (only class 1 and 2 ships push enemy fighters aside).
func TestRule_Starfighters_PassingLargeShips(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Star Defender Viscount@10,20:N", "light:X-wing Starfighter@9,21",
		"dark:Super Star Destroyer Executor@10,10:S", "dark:Imperial Star Destroyer@2,0:S")
	x := s.ship(t, "X-wing")
	// Across the Viscount's three columns and out the other side.
	n := s
	for k, d := range []Dir{DirE, DirE, DirE} {
		n, _ = apply(t, n, Step{By: 0, Ship: x, Dir: d})
		if k < 2 {
			refuse(t, n, Stop{By: 0, Ship: x, Facing: grid.North}, "cannot end its move in Viscount's square")
		}
	}
	n, _ = apply(t, n, Step{By: 0, Ship: x, Dir: DirE})
	if n.ships[x].at != sq(13, 21) || n.moving != NoShip || !n.ships[x].moved {
		t.Fatalf("the X-wing crossed the allied Viscount to %v (moving %d)", n.ships[x].at, n.moving)
	}
	// Past the enemy Executor (rows 10–12) without stopping beside it, but
	// never into its squares.
	m := s.clone()
	m.ships[x].at = sq(9, 14)
	m, _ = apply(t, m, Step{By: 0, Ship: x, Dir: DirN})
	if m.left != 3 {
		t.Fatalf("a fighter beside an enemy capital ship has %d squares left, want 3: it moves freely past", m.left)
	}
	m, _ = apply(t, m, Step{By: 0, Ship: x, Dir: DirN})
	refuse(t, m, Step{By: 0, Ship: x, Dir: DirNE}, "enemy")
}

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
