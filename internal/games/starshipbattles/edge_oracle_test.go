package starshipbattles

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The twenty-fourth audit: the rule code and the rulebook's situations that
// the oracles' games never reached (counted by the resolution oracle's saw
// and the legality oracle's cover). Each position here is one the shipped
// scenarios and the crowded battles never make — Scramble Fighters while an
// Interdictor is in play, an Advanced Communications Array reroll that ties
// again and again, the array in the fleet of a team's first seat and in a
// fleet that has lost every ship, an Interdict ship on each team or on the
// Light Side (cards changed in the test: the shipped cards give Interdict to
// a Dark card and the array to a Light one only), both fleets destroyed in one damage phase, the first round
// under Interdict with the choose option — played to the end (or a bound)
// with every intent judged by all three oracles: the legality oracle's
// offers (oracleCompare, oraclePointDefense), the rulebook's words step by
// step (oracleStep) and the resolution oracle's prediction (rOracle).

// edgeRun holds the oracles' counters over every edge game.
type edgeRun struct {
	t      *testing.T
	counts map[string]int // the legality oracle's
	msgs   map[string]string
	seen   map[string]int // the resolution oracle's
	probe  engine.Dice
}

// edgeScenario is a battle of the test's own. Each spec is
// "seat:Card@x,y:F" for a nonfighter, "seat:Card@x,y" for a fighter on the
// grid and "seat:Card" for a fighter in the pool or (setup "place") a
// nonfighter its player sets up; with four seats the factions alternate,
// Light first (Team Play).
func edgeScenario(t testing.TB, rules, setup string, seats, cols, rows int, specs ...string) *Scenario {
	t.Helper()
	f := ScenarioFile{Name: "edge", Title: "Edge", Rules: rules, Setup: setup, Grid: &GridFile{Cols: cols, Rows: rows}}
	for p := 0; p < seats; p++ {
		fac := "light"
		if p%2 == 1 {
			fac = "dark"
		}
		f.Sides = append(f.Sides, SideFile{Name: fmt.Sprintf("%s%d", fac, p), Faction: fac})
	}
	for _, sp := range specs {
		seat, rest, _ := strings.Cut(sp, ":")
		p := int(seat[0] - '0')
		card, where, placed := strings.Cut(rest, "@")
		shf := ShipFile{Card: card}
		if placed {
			at, facing, _ := strings.Cut(where, ":")
			shf.At, shf.Facing = at, facing
		}
		f.Sides[p].Ships = append(f.Sides[p].Ships, shf)
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// edgeState starts a battle of a fixed set-up, its dice the seed's after
// the forced faces.
func edgeState(t testing.TB, rules string, opts engine.Options, seats, cols, rows int, seed uint64, faces []int, specs ...string) *State {
	t.Helper()
	return edgeStart(t, edgeScenario(t, rules, "fixed", seats, cols, rows, specs...), opts, seed, faces)
}

func edgeStart(t testing.TB, sc *Scenario, opts engine.Options, seed uint64, faces []int) *State {
	t.Helper()
	s, err := Game{}.newState(sc, opts, engine.NewDice(seed).Force(faces...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// grant gives a card of the scenario (both sides) an ability of the
// test's own, to reach a reading the shipped cards never call for. The
// scenario's cards are its own copies.
func grant(sc *Scenario, card string, a Ability) {
	for _, c := range sc.cards {
		if c.Name == card {
			c.Full.abil |= 1 << a
			if c.Reduced != nil {
				c.Reduced.abil |= 1 << a
			}
		}
	}
}

// play runs a game from s, every intent chosen by opps and judged by the
// three oracles, until it ends or max intents; it returns the last state.
func (e *edgeRun) play(name string, s *State, opps []engine.Opponent, max int) *State {
	t := e.t
	t.Helper()
	r := &rOracle{t: t, count: e.seen}
	pdMade := map[[3]int]bool{}
	for k := 0; k < max && !s.Outcome().Over; k++ {
		p := s.Phase().Actors[0]
		where := fmt.Sprintf("%s intent %d (round %d, %s)", name, k, s.round, s.Phase().Name)
		oracleCompare(t, s, p, &e.probe, e.counts, e.msgs, where)
		oraclePointDefense(t, s, p, pdMade, where)
		in, err := opps[p].Choose(s.View(p), p)
		if err != nil {
			t.Fatalf("%s: %v\n%s", where, err, oracleBoard(s))
		}
		next, ev, err := s.Apply(in)
		if err != nil {
			t.Fatalf("%s: %v: %v", where, in, err)
		}
		n := next.(*State)
		r.where = where + ": " + in.String()
		r.step(s, in, n, ev)
		oracleStep(t, s, in, n, ev)
		for _, x := range ev {
			if x.Roll == nil {
				continue
			}
			if a, tg, ok := strings.Cut(x.Roll.Purpose, " Point-Defense at "); ok {
				tg, _, _ = strings.Cut(tg, " (")
				for i := range n.ships {
					for j := range n.ships {
						if n.Name(ShipID(i)) == a && n.Name(ShipID(j)) == tg {
							pdMade[[3]int{n.round, i, j}] = true
						}
					}
				}
			}
		}
		s = n
	}
	return s
}

// opponents: scripted seats, one seat random (or none when random < 0).
func edgeOpps(n, random int, seed uint64) []engine.Opponent {
	out := make([]engine.Opponent, n)
	for i := range out {
		out[i] = Scripted{}
		if random < 0 || i == random {
			out[i] = engine.NewRandomOpponent(seed*7 + uint64(i))
		}
	}
	return out
}

func TestEdgeOracle(t *testing.T) {
	e := &edgeRun{t: t, counts: map[string]int{}, msgs: map[string]string{}, seen: map[string]int{}, probe: engine.NewDice(24)}
	games := 12
	if testing.Short() {
		// Ten: since Power to Engines may be played under way (26e7f6c9)
		// the random players' games go otherwise, and the first eight no
		// longer launch Scramble Fighters under Interdict (make race, which
		// runs -short, failed on it); the whole run takes half a second.
		games = 10
	}
	for g := 0; g < games; g++ {
		seed := uint64(2400 + g)
		e.edgeGames(g, seed)
	}
	e.flyCasualOnATwenty()
	var keys []string
	for k := range e.seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s %d; ", k, e.seen[k])
	}
	t.Logf("resolution oracle: %s", b.String())
	for _, k := range []string{"Cloak passes Tractor Beams", "step pushes a fighter aside"} {
		t.Logf("legality oracle: %s %d", k, e.counts["cover: "+k])
	}
	for _, must := range []string{"launch: Scramble Fighters under Interdict", "launch under Interdict",
		"launch after the Interdictor left", "reroll", "reroll won", "reroll tied, both rolled again",
		"reroll asked in team play", "reroll asked of the team's first seat", "reroll asked of the team that won (roll option)", "a teammate leads the move",
		"Interdict on both teams", "Interdict first round", "Fly Casual on a natural 20", "PD", "Interdict's team chooses", "draw",
		"initiative tie rolled again", "team play initiative"} {
		if e.seen[must] == 0 {
			t.Errorf("the edge games never reached %q", must)
		}
	}
}

// edgeGames plays game g's share of the edge positions.
func (e *edgeRun) edgeGames(g int, seed uint64) {
	t := e.t
	choose := engine.Options{OptInitiative: InitiativeChoose}
	var opts engine.Options
	if g%2 == 1 {
		opts = choose
	}

	// Scramble Fighters under Interdict (Launch Fighters; glossary:
	// Interdict, Scramble Fighters): both teams have class 2 carriers and
	// class 3 counters; the random seat plays what it may.
	s := edgeState(t, RulesAdvanced, opts, 2, 16, 16, seed, nil,
		"1:Imperial Interdictor Cruiser@2,0:S", "1:Imperial Star Destroyer@8,0:S",
		"1:TIE Fighter", "1:TIE Fighter", "1:TIE Fighter", "1:TIE Bomber", "1:TIE Interceptor",
		"0:Mon Calamari Cruiser Home One@6,13:N", "0:Republic Assault Ship@11,13:N",
		"0:X-wing Starfighter", "0:X-wing Starfighter", "0:Y-wing Starfighter", "0:A-wing Starfighter", "0:B-wing Starfighter")
	e.play("scramble under interdict", s, edgeOpps(2, -1, seed), 3000)

	// An Advanced Communications Array reroll that ties, and ties again
	// (initiative check: reroll ties): Light 5, Dark 12, the reroll 12,
	// both again 3 and 3, then 14 and 9. Light (Home One) wins.
	s = edgeState(t, RulesAdvanced, nil, 2, 16, 16, seed, []int{5, 12},
		"0:Mon Calamari Cruiser Home One@6,13:N", "1:Imperial Star Destroyer@8,0:S")
	if s.prompt != promptReroll {
		t.Fatalf("checks 5 and 12: the Light Side is not asked about its array (%s)", s.Phase().Name)
	}
	s = s.force(12, 3, 3, 14, 9)
	s = e.play("reroll ties twice", s, []engine.Opponent{rerollOnce{}, Scripted{}}, 1)
	if s.init != [2]int{14, 9} || s.first != int(Dark) {
		t.Fatalf("reroll 12 ties 12, then 3 and 3, then 14 and 9: checks %v, the %v moves first", s.init, Faction(s.first))
	}

	// Team play: the array in the fleet of the Light team's first seat,
	// and that seat's fleet gone (one ship, no Hull to speak of, off the
	// grid in round 1) so the teammate leads and nobody holds the array.
	s = edgeState(t, RulesAdvanced, opts, 4, 16, 16, seed, nil,
		"0:Mon Calamari Cruiser Home One@0,13:N", "0:X-wing Starfighter",
		"2:Millennium Falcon@9,14:N", "2:Republic Assault Ship@12,13:N", "2:Y-wing Starfighter",
		"1:Imperial Star Destroyer@8,0:S", "1:TIE Fighter", "3:Slave I (Boba Fett)@3,1:S", "3:TIE Bomber")
	e.play("team play, the array at seat 0", s, edgeOpps(4, g%4, seed), 4000)

	// Interdict on both teams (cards changed: the Light Side's Home One
	// gets Interdict, the Dark Side's Star Destroyer the array): the first
	// round is rolled (neither team's enemy loses it by Interdict alone),
	// and every ship launches at half its rate. With the Light Side alone
	// holding Interdict it wins the first round without a roll. The fleets
	// are set up by their players, so that the first round's initiative
	// follows an intent the oracles judge.
	for k, specs := range [][]string{
		{"0:Mon Calamari Cruiser Home One", "0:X-wing Starfighter", "0:X-wing Starfighter",
			"1:Imperial Interdictor Cruiser", "1:Imperial Star Destroyer", "1:TIE Fighter", "1:TIE Fighter"},
		{"0:Mon Calamari Cruiser Home One", "0:X-wing Starfighter", "1:Imperial Star Destroyer", "1:TIE Fighter"},
	} {
		sc := edgeScenario(t, RulesAdvanced, "place", 2, 16, 16, specs...)
		grant(sc, "Mon Calamari Cruiser Home One", Interdict)
		grant(sc, "Imperial Star Destroyer", AdvancedCommunicationsArray)
		e.play(fmt.Sprintf("Interdict on the Light Side (%d)", k), edgeStart(t, sc, opts, seed, nil), edgeOpps(2, (g+k)%2, seed), 3000)
	}

	// The first round of Clash over Coruscant under the choose option: the
	// Dark Side wins by Interdict and chooses.
	if g%3 == 0 {
		c, err := Game{}.NewState(loadScenario(t, "coruscant"), choose, seed)
		if err != nil {
			t.Fatal(err)
		}
		e.play("coruscant, choose", c.(*State), edgeOpps(2, -1, seed), 400)
	}

	// Ratings of +0 (cards changed: the X-wing's Laser Cannons attack +0,
	// the Star Destroyer's Point-Defense is +0): a rating of +0 is a
	// rating (Card Entries), the roll is the d20 alone.
	sc := edgeScenario(t, RulesAdvanced, "fixed", 2, 10, 10,
		"0:Republic Assault Ship@4,7:N", "0:X-wing Starfighter", "0:X-wing Starfighter", "0:X-wing Starfighter",
		"1:Imperial Star Destroyer@4,1:S", "1:TIE Fighter", "1:TIE Fighter")
	for _, c := range sc.cards {
		switch c.Name {
		case "X-wing Starfighter":
			c.Full.Weapons[0].Attack = 0
		case "Imperial Star Destroyer":
			c.Full.PD, c.Full.HasPD = 0, true
		}
	}
	e.play("ratings of +0", edgeStart(t, sc, opts, seed, nil), edgeOpps(2, -1, seed), 3000)

	// Both fleets destroyed in one damage phase (How to Win; a draw, own):
	// two worn ships that can only finish each other.
	s = edgeState(t, RulesAdvanced, nil, 2, 10, 10, seed, []int{7, 15, 15, 15, 15, 15, 15, 15, 15},
		"0:Rebel Transport@4,7:N", "1:Slave I (Jango Fett)@4,2:S")
	for i := range s.ships {
		// One counter short of the end: reduced where the card turns.
		c := s.card(ShipID(i))
		s.ships[i].reduced = c.Reduced != nil
		s.ships[i].damage = s.side(ShipID(i)).Hull - 1
	}
	e.play("mutual destruction", s, edgeOpps(2, -1, seed), 200)
}

// rerollOnce rerolls when asked and otherwise plays as the script does.
type rerollOnce struct{}

func (rerollOnce) Level() string { return "test" }
func (rerollOnce) Choose(v engine.State, p engine.Player) (engine.Intent, error) {
	s := v.(*State)
	if s.prompt == promptReroll {
		return Reroll{By: p}, nil
	}
	return Scripted{}.Choose(v, p)
}

// TestEdgeOracle_LongRangeBombardmentOpensNothingNew: a Y-wing that has
// fired its Laser Cannons and Ion Cannon at an adjacent ship, 2 squares
// from another enemy nonfighter: Long-Range Bombardment would let it attack
// there with a weapon, but its only weapon left is the Proton Torpedoes its
// Long-Range Bomber already lets it fire at 2 squares, so the option opens
// no attack (it is offered only when it does, docs/rules: Fleet Commander).
// The legality oracle judges the position; the Y-wing's torpedoes still
// reach the far ship.
func TestEdgeOracle_LongRangeBombardmentOpensNothingNew(t *testing.T) {
	s := edgeState(t, RulesAdvanced, nil, 2, 12, 12, 1, []int{7, 15},
		"0:Rebel Transport@0,11:N", "0:Luke Skywalker's X-wing@9,9", "0:Y-wing Starfighter@5,5",
		"1:Imperial Star Destroyer@4,3:S", "1:Slave I (Jango Fett)@7,5:W")
	y := s.ship(t, "Y-wing")
	isd, slave := s.ship(t, "Star Destroyer"), s.ship(t, "Jango's Slave I")
	s = atAttack(s, 0)
	s, _ = passAll(t, s)
	if s.phase != phAttack || s.actor() != 0 {
		t.Fatalf("the Light Side's attack turn: %s, actor %d", s.Phase().Name, s.actor())
	}
	for wi := 0; wi < 2; wi++ {
		s, _ = apply(t, s, Attack{By: 0, Ship: y, Weapon: wi, Target: isd, Face: oneFace(s.facesFor(y, isd))})
		s, _ = passAll(t, s)
	}
	e := &edgeRun{t: t, counts: map[string]int{}, msgs: map[string]string{}, probe: engine.NewDice(24)}
	oracleCompare(t, s, 0, &e.probe, e.counts, e.msgs, "a Y-wing with its torpedoes left")
	for _, in := range s.Legal(0) {
		if p, ok := in.(Play); ok && p.Option == LongRangeBombardment {
			t.Fatal("Long-Range Bombardment is offered, but it opens no attack the Y-wing's torpedoes could not make")
		}
	}
	if _, err := s.checkAttack(Attack{By: 0, Ship: y, Weapon: 2, Target: slave, Face: oneFace(s.facesFor(y, slave))}); err != nil {
		t.Fatalf("the Long-Range Bomber's torpedoes at 2 squares: %v", err)
	}
}

// oneFace is the first face of a set.
func oneFace(f grid.FaceSet) grid.FaceSet { return f & -f }

// offTurn: in any position, an intent that Legal does not offer its
// player is refused with a message and leaves the state as it was; the
// battle's structure (Rounds and Phases: a ship moves only in the move
// phase, attacks only in the attack phase; fleets are built before the
// battle; questions are answered only when asked) is the oracle here, with
// out-of-range numbers of every field (bad input never panics). It reaches
// the refusals no game's own line makes.
func offTurn(t *testing.T, s *State, where string, seen map[string]int) {
	t.Helper()
	n := ShipID(len(s.ships))
	ids := []ShipID{0, n - 1, -1, n + 5}
	// And the ships the refusals of a right ship with a wrong field need:
	// each player's first unplaced, active and just launched ship.
	for p := 0; p < s.players(); p++ {
		for _, st := range []status{stUnplaced, stActive} {
			for i := range s.ships {
				if int(s.ships[i].owner) == p && s.ships[i].status == st {
					ids = append(ids, ShipID(i))
					break
				}
			}
		}
	}
	for i := range s.ships {
		if s.ships[i].launched && s.ships[i].status == stActive {
			ids = append(ids, ShipID(i))
			break
		}
	}
	sq := []grid.Square{{X: 0, Y: 0}, {X: -1, Y: 3}}
	var ins []engine.Intent
	for p := engine.Player(-1); int(p) <= s.players(); p++ {
		ins = append(ins, Done{By: p}, Pass{By: p}, Reroll{By: p}, Order{By: p, MoveFirst: true},
			Add{By: p, Card: 0}, Add{By: p, Card: -1}, Add{By: p, Card: 999}, Remove{By: p, Card: 0}, Remove{By: p, Card: 999},
			Play{By: p, Option: 0}, Play{By: p, Option: FlyCasual}, Play{By: p, Option: 99}, Play{By: p, Option: 255})
		for _, id := range ids {
			ins = append(ins, Step{By: p, Ship: id, Dir: DirN}, Step{By: p, Ship: id, Dir: 99},
				Stop{By: p, Ship: id, Facing: 0}, Stop{By: p, Ship: id, Facing: 9},
				Shift{By: p, To: id})
			for _, q := range sq {
				ins = append(ins, Place{By: p, Ship: id, At: q, Facing: 0}, Place{By: p, Ship: id, At: q, Facing: 9},
					Launch{By: p, Carrier: id, Fighter: n - 1, At: q}, Displace{By: p, Fighter: id, To: q})
			}
			for _, w := range []int{0, pdWeapon, 99, -7} {
				ins = append(ins, Attack{By: p, Ship: id, Weapon: w, Target: n - 1 - id, Face: 1},
					Attack{By: p, Ship: 0, Weapon: w, Target: id, Face: 0})
			}
		}
	}
	offered := map[engine.Intent]bool{}
	for p := 0; p < s.players(); p++ {
		for _, in := range s.Legal(engine.Player(p)) {
			offered[in] = true
		}
	}
	h := s.Hash()
	for _, in := range ins {
		if offered[in] {
			continue
		}
		_, _, err := s.Apply(in)
		switch {
		case err == nil:
			t.Fatalf("%s: %#v is not offered, and Apply takes it", where, in)
		case len(err.Error()) < 12:
			t.Fatalf("%s: %#v refused without a reason: %v", where, in, err)
		case s.Hash() != h:
			t.Fatalf("%s: a refused %#v changed the state", where, in)
		}
		seen["refused off turn: "+in.Kind()]++
	}
}

// TestEdgeOracle_OffTurn runs offTurn at positions of every phase and
// question: the shipped scenarios with fleets built and set up by their
// players, and the crowded battles.
func TestEdgeOracle_OffTurn(t *testing.T) {
	seen := map[string]int{}
	games := 10
	if testing.Short() {
		games = 4
	}
	phases := map[string]int{}
	for g := 0; g < games; g++ {
		name, sc := oracleScenario(t, g)
		np := len(sc.Sides())
		opps := edgeOpps(np, g%np, uint64(g))
		st, err := Game{}.NewState(sc, nil, uint64(2450+g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for k := 0; k < 20000 && !s.Outcome().Over; k++ {
			ph := s.Phase().Name
			// Every question and every phase's first positions; then one
			// position in 25.
			if phases[ph] < 40 || s.prompt != promptNone || k%25 == 0 {
				phases[ph]++
				offTurn(t, s, fmt.Sprintf("%s game %d intent %d (%s)", name, g, k, ph), seen)
			}
			p := s.Phase().Actors[0]
			in, err := opps[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			next, _, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%v: %v", in, err)
			}
			s = next.(*State)
		}
		offTurn(t, s, name+" over", seen)
	}
	t.Logf("positions %v; %v", phases, seen)
}

// TestEdgeOracle_SixtyShips: a fleet holds at most 60 ships and fighters
// (the project's own bound, docs/rules: Building fleets); the 61st is
// refused, saying so, even with points left.
func TestEdgeOracle_SixtyShips(t *testing.T) {
	sc, err := NewScenario(ScenarioFile{Name: "sixty", Title: "Sixty", Build: &BuildFile{Points: 3000},
		Sides: []SideFile{{Name: "Light", Faction: "light"}, {Name: "Dark", Faction: "dark"}}})
	if err != nil {
		t.Fatal(err)
	}
	s := edgeStart(t, sc, nil, 1, nil)
	v := cardID(t, s, "V-wing Starfighter")
	for i := 0; i < maxUnits; i++ {
		s, _ = apply(t, s, Add{By: 0, Card: v})
	}
	refuse(t, s, Add{By: 0, Card: v}, "at most 60")
	for _, in := range s.Legal(0) {
		if a, ok := in.(Add); ok {
			t.Fatalf("a 61st ship is offered: %v", a)
		}
	}
}

// flyCasualOnATwenty: a natural 20 at the Millennium Falcon, and its player
// plays Fly Casual (glossary: a hit on a class 3 ship is treated as a miss,
// decided after seeing the roll; a natural 20 is a hit like any other), each
// intent judged by the resolution oracle.
func (e *edgeRun) flyCasualOnATwenty() {
	t := e.t
	s := edgeState(t, RulesAdvanced, nil, 2, 12, 12, 1, []int{7, 15},
		"0:Millennium Falcon@5,9:N", "1:Imperial Star Destroyer@4,1:S")
	s = atAttack(s, 1)
	falcon, isd := s.ship(t, "Falcon"), s.ship(t, "Star Destroyer")
	r := &rOracle{t: t, count: e.seen}
	for _, in := range []engine.Intent{
		Attack{By: 1, Ship: isd, Weapon: 0, Target: falcon, Face: oneFace(s.facesFor(isd, falcon))},
		Play{By: 0, Option: FlyCasual},
	} {
		if _, ok := in.(Attack); ok {
			s = s.force(20)
		}
		next, ev, err := s.Apply(in)
		if err != nil {
			t.Fatalf("Fly Casual on a natural 20: %v: %v", in, err)
		}
		r.where = "Fly Casual on a natural 20: " + in.String()
		r.step(s, in, next.(*State), ev)
		s = next.(*State)
	}
	if s.ships[falcon].damage != 0 {
		t.Fatalf("Fly Casual on a natural 20: the Falcon has %d damage counters", s.ships[falcon].damage)
	}
}
