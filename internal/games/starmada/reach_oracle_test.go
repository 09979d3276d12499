package starmada

// The twenty-fourth audit: the rule code no oracle reached. The games of
// TestOracle and TestResolveOracle field the shipped classes only, whose
// hulls are at most 13 and whose continuing-damage weapon (the Bore
// Missile) carries no other ability; the designs the build oracle draws
// (bRandomDesign: hull 1–40, shields 0–5, every ability no entry forbids
// together, up to twenty bays or satellites) were only rated, never
// fought. TestResolveOracleDesigns fights them, from positions like
// rBuilt's (close, damaged, among explosions), and judges every intent
// with both oracles: what is legal (oracle_test.go) and what it does
// (resolve_oracle_test.go). rSections counts the rulebook's sections the
// games' log lines name, so that a section no game reaches shows.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// rContinuingDesign is a design of the oracle's own whose continuing
// weapon carries the abilities of a damage die (B.1 with B.2, B.3, B.5,
// B.6 or B.14; the pairs Appendix B forbids left out).
func rContinuingDesign(r *rand.Rand, name string) ClassFile {
	sets := [][]string{
		{"Double Hull Damage"}, {"Double Systems Damage"}, {"Extra Crew Casualties"}, {"Extra Hull Damage"},
		{"No Hull Damage"}, {"Double Hull Damage", "Extra Crew Casualties"}, {"Double Systems Damage", "No Hull Damage"},
		{"Double Systems Damage", "Extra Hull Damage"},
	}
	f := ClassFile{Class: name, Source: "project", Hull: 8 + r.IntN(33), Engine: 2 + r.IntN(6), Shields: r.IntN(4),
		Batteries: []BatteryFile{
			{Name: "Bores", Range: 12, ToHit: 2 + r.IntN(2), ROF: 1 + r.IntN(3), PEN: 1 + r.IntN(2), DMG: 1 + r.IntN(3),
				Abilities: append([]string{"Continuing Damage"}, sets[r.IntN(len(sets))]...), Mounts: []string{"AB", "AC", "BD", "CE", "DF", "EF"}},
			{Name: "Plain Bores", Range: 9, ToHit: 3, ROF: 1, PEN: 1, DMG: 1, Abilities: []string{"Continuing Damage"},
				Mounts: []string{"AB", "EF", "CE"}},
		}}
	if r.IntN(2) == 0 {
		f.Equipment = []string{"Armor Plating", "Armored Gun Batteries"}
	}
	return f
}

// rDesigned is a position of the oracle's own: two to four ships a side of
// random designs (bRandomDesign) and continuing ones, close together in
// mid-board, damaged and among explosions as rBuilt's are.
func rDesigned(t *testing.T, seed uint64) *State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 24))
	var classes []ClassFile
	for k := 0; k < 5; k++ {
		classes = append(classes, bRandomDesign(rng, fmt.Sprintf("Design %d", k)))
	}
	classes = append(classes, rContinuingDesign(rng, "Borer"), rContinuingDesign(rng, "Driller"))
	used := map[string]bool{}
	spot := func() string {
		for {
			c, r := 8+rng.IntN(14), 6+rng.IntN(8)
			h := fmt.Sprintf("%02d%02d", c, r)
			if !used[h] || rng.IntN(4) == 0 {
				used[h] = true
				return h
			}
		}
	}
	dirs := []string{"N", "NE", "SE", "S", "SW", "NW"}
	var specs []string
	for side, name := range []string{"Red", "Blue"} {
		// each side one continuing design, the others at random
		specs = append(specs, fmt.Sprintf("%s:%s%d:%s:%s:%s", name, "Bor", side, classes[5+side].Class, spot(), dirs[rng.IntN(6)]))
		for k := 0; k < 1+rng.IntN(3); k++ {
			c := classes[rng.IntN(len(classes))]
			specs = append(specs, fmt.Sprintf("%s:D%d%d:%s:%s:%s", name, side, k, c.Class, spot(), dirs[rng.IntN(6)]))
		}
	}
	st := battleOf(t, classes, specs...)
	s := st.clone()
	for i := range s.ships {
		sh := &s.ships[i]
		nq := len(sh.boxes) - len(sh.class.Equipment)
		for b := range sh.boxes {
			if rng.IntN(7) == 0 && (b < nq || sh.class.Equipment[b-nq].Kind != FighterBays) {
				sh.boxes[b] = boxHit
			}
		}
		h := sh.hullBoxes()
		for b := range h {
			h[b] = boxEmpty
		}
		for b := 0; b < len(h)-1 && rng.IntN(4) > 0; b++ {
			h[b] = []mark{boxHit, boxCrew}[rng.IntN(2)]
		}
	}
	for k := 0; k < 1+rng.IntN(5); k++ {
		var h hex.Hex
		if rng.IntN(3) == 0 {
			h = s.ships[rng.IntN(len(s.ships))].pos
		} else {
			hh, _ := ParseHex(spot())
			h = hh
		}
		s.booms = append(s.booms, explosion{pos: h, strength: 1 + rng.IntN(5)})
	}
	s.dice = engine.NewDice(seed)
	return s
}

// rSectionRe finds a section of the rulebook a log line names.
var rSectionRe = regexp.MustCompile(`\b([1-5]\.[0-9](?:\.[0-9])?|[ABC]\.[0-9]+)\b`)

var rBornRe = regexp.MustCompile(`explodes: an explosion of strength (\d)`)

// rSections counts the sections the events of a game name.
func rSections(count map[string]int, ev []engine.Event) {
	for _, e := range ev {
		text := e.Text
		if e.Roll != nil {
			text += " " + e.Roll.Purpose + " " + e.Roll.Result
			for _, m := range e.Roll.Mods {
				text += " " + m.Why
			}
		}
		for _, m := range rSectionRe.FindAllString(text, -1) {
			count[m]++
		}
		// situations within a section
		if m := rBornRe.FindStringSubmatch(e.Text); m != nil {
			count["4.3.1 strength "+m[1]]++
		}
		if e.Roll != nil && strings.HasPrefix(e.Roll.Purpose, "continuing damage on ") && strings.HasSuffix(e.Roll.Purpose, ")") {
			count["B.1 with a damage die's abilities"]++
		}
		if e.Roll != nil && e.Kind == "to-hit" && strings.Contains(e.Roll.Result, "unmodified 6") {
			count["4.2.1 7+"]++
		}
	}
}

// TestResolveOracleDesigns fights random designs with both oracles
// judging every intent (see the file's comment).
func TestResolveOracleDesigns(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	ta := &rTally{sections: map[string]int{}}
	lt := &oTally{reasons: map[string]int{}}
	sections := ta.sections
	explosions := map[int]int{}
	for n := 0; n < games; n++ {
		seed := uint64(24000 + n)
		if only := os.Getenv("ORACLE_GAME"); only != "" && only != strconv.Itoa(n) {
			continue
		}
		st := rDesigned(t, seed)
		opp := []engine.Opponent{engine.NewRandomOpponent(seed), Scripted{}}
		if n%2 == 1 {
			opp[0], opp[1] = opp[1], opp[0]
		}
		if n%3 == 2 {
			opp = []engine.Opponent{Scripted{}, Scripted{}}
		}
		if n%4 < 2 {
			for k := range opp {
				opp[k] = rSplitter{inner: opp[k], rng: rand.New(rand.NewPCG(seed, uint64(k)))}
			}
		}
		rPlayJudged(t, st, opp, fmt.Sprintf("designs %d", n), seed, 400, ta, lt, sections, explosions)
	}
	t.Logf("compared: %d battery attacks, %d flight/satellite attacks on ships, %d dogfights, %d damage dice, %d saves, %d continuing, %d End Phases, %d explosion attacks, %d games ended",
		ta.attacks, ta.flights, ta.dogfights, ta.damage, ta.saves, ta.cont, ta.ends, ta.booms, ta.ends2)
	t.Logf("legality compared: %d orders, %d flies and %d picks, %d declarations, %d offered intents", lt.orders, lt.fly, lt.pick, lt.target, lt.offered)
	t.Logf("explosions left by strength: %v", explosions)
	rLogSections(t, sections)
	for s := 1; s <= 5; s++ {
		if explosions[s] == 0 && !testing.Short() {
			t.Errorf("no ship left an explosion of strength %d (4.3.1)", s)
		}
	}
	bad := append(ta.bad, lt.disagree...)
	for i, d := range bad {
		if i >= 40 {
			t.Errorf("... and %d more", len(bad)-40)
			break
		}
		t.Error(d)
	}
}

// rPlayJudged plays like rPlay with the legality oracle judging each
// position first and the sections and explosions counted.
func rPlayJudged(t *testing.T, st *State, opp []engine.Opponent, name string, seed uint64, limit int, ta *rTally, lt *oTally, sections map[string]int, explosions map[int]int) {
	t.Helper()
	g := &oGame{last: map[string]byte{}, fphase: -1, rng: rand.New(rand.NewPCG(seed, 7)), ta: lt}
	judge := func(cur *State, p engine.Player) {
		switch cur.phase {
		case phOrders:
			g.orders(cur, p)
			g.offered(cur, p)
		case phFighters:
			g.fighters(cur, p)
			g.offered(cur, p)
		case phCombat:
			g.combat(cur, p)
			g.offered(cur, p)
		case phChoose:
			g.lose(cur, p)
		case phLaunch:
			g.launch(cur, p)
			g.offered(cur, p)
		}
	}
	rPlayWith(t, st, opp, name, seed, limit, ta, func(cur, next *State, in engine.Intent, ev []engine.Event) {
		for i := range cur.ships {
			if cur.ships[i].status == active && next.ships[i].status == destroyed {
				explosions[rExplosion(cur.ships[i].class.Hull)]++
			}
		}
		g.after(cur, next, in)
	}, judge)
}

// ---- what no game asked: objects, edges and intents out of place --------

// oObjects judges the objects' step of the Set-up Phase (2.1.2 with the
// project's own rules of docs/rules, Objects): the side with the higher
// roll places every object, a kind the scenario lists, on the board,
// outside both set-up zones (either may become either side's), never on
// another object; then the other side chooses north or south.
func (g *oGame) objects(s *State, p engine.Player, kinds []string) {
	r := s.objRolls
	if len(r) < 2 {
		g.ta.bad("objects: no roll told")
		return
	}
	placer := engine.Player(0)
	if r[len(r)-1] > r[len(r)-2] {
		placer = 1
	}
	objectAt := func(h hex.Hex) bool {
		return slices.ContainsFunc(s.objects, func(o Object) bool { return o.Hex == h })
	}
	switch s.setupStep {
	case stepObjects:
		if p != placer {
			g.ta.bad("objects: %d places, the oracle %d (rolls %v: the higher places)", p, placer, r)
		}
		for _, by := range []engine.Player{0, 1} {
			for col := -1; col <= s.board.Cols; col++ {
				for row := -1; row <= s.board.Rows; row++ {
					for _, k := range append(slices.Clone(kinds), "moon") {
						h := hex.FromOffset(col, row)
						why := ""
						switch {
						case by != placer:
							why = "not the placer"
						case !slices.Contains(kinds, k):
							why = "not a kind of this battle"
						case col < 0 || row < 0 || col >= s.board.Cols || row >= s.board.Rows:
							why = "off the board"
						case oZone(s, "north", col, row) || oZone(s, "south", col, row):
							why = "in a set-up zone"
						case objectAt(h):
							why = "on an object"
						}
						g.ta.place++
						g.ta.judge(s, PlaceObject{By: by, Object: k, Col: col, Row: row}, why)
					}
				}
			}
			g.ta.judge(s, ChooseEdge{By: by, Edge: "north"}, "objects first")
			g.ta.judge(s, Place{By: by, Ship: s.ships[0].name, Col: 10, Row: 2, Facing: "S"}, "objects first")
		}
	case stepEdge:
		for _, by := range []engine.Player{0, 1} {
			for _, e := range []string{"north", "south", "east", "", "North"} {
				why := ""
				switch {
				case by == placer:
					why = "the placer does not choose"
				case e != "north" && e != "south":
					why = "not a long edge"
				}
				g.ta.judge(s, ChooseEdge{By: by, Edge: e}, why)
			}
			g.ta.judge(s, PlaceObject{By: by, Object: kinds[0], Col: 15, Row: 10}, "the objects are placed")
		}
	}
}

// oMisfits sends every kind of intent, by each player and by none, naming
// the side's own ships and craft, the enemy's and nobody's: refused when
// the game is over, by a player who does not exist or does not act now,
// of a kind another phase takes, or naming a ship or craft that is not
// the actor's (2.2's sequence of play; 3.2, 4.1, 5.1.2: a side orders,
// fires and flies its own).
func (g *oGame) misfits(s *State) {
	kinds := map[phaseID][]string{
		phBuild: {KindAdd, KindRemove, KindAuto, KindReady}, phSetup: {KindObject, KindEdge, KindPlace},
		phOrders: {KindOrders, KindSubmit}, phFighters: {KindFly, KindPick},
		phCombat: {KindTarget, KindResolve, KindFire}, phChoose: {KindLose}, phLaunch: {KindLaunch},
	}
	actors := s.Phase().Actors
	for _, by := range []engine.Player{0, 1, 2, -1} {
		var ships []string
		for _, sh := range s.ships {
			ships = append(ships, sh.name)
		}
		ships = append(ships, "Nobody")
		var crafts []CraftID
		for _, c := range s.craft {
			crafts = append(crafts, c.id)
		}
		crafts = append(crafts, CraftID{Carrier: "Nobody", N: 1})
		var ins []engine.Intent
		for _, n := range ships {
			ins = append(ins, WriteOrders{By: by, Ship: n, Orders: "1"}, Target{By: by, Ship: n, Battery: "a", Target: ShipTarget(ships[0])},
				Resolve{By: by, Ship: n}, Place{By: by, Ship: n, Col: 10, Row: 2, Facing: "S"}, Lose{By: by, Ship: n, System: "a"},
				Launch{By: by, Ship: n, Count: 1})
		}
		for _, c := range crafts {
			ins = append(ins, Fly{By: by, Craft: c, Col: 10, Row: 10}, Pick{By: by, Craft: c}, Lose{By: by, Craft: c})
		}
		for _, sh := range s.ships {
			// spellings no order has (3.2.1's codes and numbers only), an
			// enemy nobody names, a weapon listed twice (4.1.1: once)
			for _, o := range []string{"X", "1X", "3@N", "00", "1 2", "@", "@X", "100", "0P", "P0", "1-2"} {
				ins = append(ins, WriteOrders{By: by, Ship: sh.name, Orders: o})
			}
			ins = append(ins, Target{By: by, Ship: sh.name, Battery: "a", Target: ShipTarget("Nobody")},
				Target{By: by, Ship: sh.name, Battery: "a", Target: ShipTarget(ships[len(ships)-2]), Mounts: []int{0, 0}},
				Target{By: by, Ship: sh.name, Battery: "d", Target: ShipTarget(ships[len(ships)-2])})
		}
		ins = append(ins, Submit{By: by}, Fire{By: by}, AddShip{By: by, Class: "Wasp"}, RemoveShip{By: by, Class: "Wasp"},
			AutoFleet{By: by}, Ready{By: by}, PlaceObject{By: by, Object: "asteroid", Col: 15, Row: 10}, ChooseEdge{By: by, Edge: "north"})
		for _, in := range ins {
			why := ""
			owner := func(name string) engine.Player {
				if i := s.shipIndex(name); i >= 0 {
					return s.ships[i].side
				}
				return -2
			}
			switch {
			case s.outcome.Over:
				why = "the game is over"
			case by != 0 && by != 1:
				why = "no such player"
			case !slices.Contains(actors, by):
				why = "not acting now"
			case !slices.Contains(kinds[s.phase], in.Kind()):
				why = "another phase's intent"
			}
			if why == "" {
				switch x := in.(type) {
				case WriteOrders:
					if owner(x.Ship) != by {
						why = "not its ship"
					} else if _, ok := oParse(x.Orders); !ok {
						why = "not orders (3.2.1)"
					}
				case Target:
					switch {
					case owner(x.Ship) != by:
						why = "not its ship"
					case x.Battery != "a" || len(x.Mounts) == 2:
						why = "no battery (d), or a weapon twice (4.1.1)"
					case !x.Target.Fighters && owner(x.Target.Ship) == -2:
						why = "no such target"
					}
				case Place:
					if owner(x.Ship) != by && !slices.ContainsFunc(s.waiting, func(c CraftID) bool { return c.String() == x.Ship }) {
						why = "not its ship"
					}
				case Pick:
					if s.craftIndex(x.Craft) < 0 {
						why = "no such craft"
					}
				case Resolve, Launch:
					ship := ""
					switch y := x.(type) {
					case Resolve:
						ship = y.Ship
					case Launch:
						ship = y.Ship
					}
					if owner(ship) != by {
						why = "not its ship"
					}
				case Fly:
					if ci := s.craftIndex(x.Craft); ci < 0 || s.craft[ci].side != by {
						why = "not its craft"
					}
				}
			}
			if why == "" {
				continue // the other judges decide
			}
			g.ta.target++
			g.ta.judge(s, in, why)
		}
	}
}

// oSetUpScenarios are interactive battles of the oracle's own: objects
// placed by one side on the smallest board (30 × 20) and a larger one,
// one kind or three, and an object by consent inside a set-up zone, where
// no ship may be placed.
func oSetUpScenarios(t *testing.T) []*Scenario {
	t.Helper()
	mk := func(cols, rows, count int, kinds []string, objs []ObjectFile) *Scenario {
		f := ScenarioFile{Name: "setup-oracle", Title: "Set-up oracle", Setup: SetupInteractive, Objects: objs,
			Board: &BoardFile{Cols: cols, Rows: rows},
			Sides: []SideFile{
				{Name: "Red", Color: "red", Ships: []ShipFile{{Name: "Pal", Class: "Paladin"}, {Name: "Sab", Class: "Sabre"}, {Name: "Wasp", Class: "Wasp"}}},
				{Name: "Blue", Color: "blue", Ships: []ShipFile{{Name: "Hive", Class: "Hive"}, {Name: "Hor", Class: "Hornet"}}},
			}}
		if count > 0 {
			f.PlaceObjects = &PlaceObjectsFile{Count: count, Kinds: kinds}
		}
		sc, err := NewScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		return sc
	}
	return []*Scenario{
		mk(30, 20, 6, []string{"asteroid", "planet"}, nil),
		mk(36, 24, 3, []string{"nebula", "asteroid", "planet"}, nil),
		mk(30, 20, 2, nil, []ObjectFile{{Kind: "asteroid", At: "1002"}, {Kind: "planet", At: "1517"}}),
		mk(30, 20, 0, nil, []ObjectFile{{Kind: "asteroid", At: "0604"}, {Kind: "planet", At: "2015"}, {Kind: "asteroid", At: "1210"}}),
	}
}

// TestOracleSetUpAndMisfits plays the set-up of the oracle's own battles
// and the shipped objects battle to the end, judging the objects, the
// edge, every placement (all hexes) and, at every position, the intents
// out of place; a game is judged once more after it is over.
func TestOracleSetUpAndMisfits(t *testing.T) {
	ta := &oTally{reasons: map[string]int{}}
	scs := append(oSetUpScenarios(t), loadScenario(t, "objects"), loadScenario(t, "build"))
	n := 0
	for k, sc := range scs {
		for _, seed := range []uint64{3, 4} {
			if testing.Short() && seed == 4 {
				continue
			}
			n++
			opts := engine.Options{}
			if sc.Name() == "build" {
				opts[OptObjects] = "6"
			}
			st0, err := Game{}.NewState(sc, opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			kinds := []string{"asteroid", "planet"}
			if po := sc.File().PlaceObjects; po != nil && len(po.Kinds) > 0 {
				kinds = po.Kinds
			}
			g := &oGame{last: map[string]byte{}, fphase: -1, rng: rand.New(rand.NewPCG(seed, 8)), ta: ta}
			opp := oOpponents(int(seed)%3, seed)
			var s engine.State = st0
			for step := 0; ; step++ {
				cur := s.(*State)
				if step%5 == 0 || cur.phase == phSetup || cur.phase == phBuild || cur.phase == phOrders {
					g.misfits(cur)
				}
				if s.Outcome().Over {
					break
				}
				if step > 20000 {
					t.Fatalf("scenario %d seed %d does not end", k, seed)
				}
				p := s.Phase().Actors[0]
				if cur.phase == phSetup {
					if cur.setupStep == stepShips {
						g.rng = rand.New(rand.NewPCG(seed, uint64(step))) // every hex in time
						g.setup(cur, p)
					} else {
						g.objects(cur, p, kinds)
					}
				}
				in, err := opp[p].Choose(s.View(p), p)
				if err != nil {
					t.Fatal(err)
				}
				next, _, err := s.Apply(in)
				if err != nil {
					t.Fatalf("scenario %d seed %d: %v: %v", k, seed, in, err)
				}
				s = next
			}
		}
	}
	t.Logf("%d games: %d placements and objects, %d intents out of place compared", n, ta.place, ta.target)
	for _, d := range ta.disagree {
		t.Error(d)
	}
}

// rSplitter plays as its inner opponent, but declares a battery's fire
// one weapon at a time when it can (4.1.1 lets a ship split a battery
// between targets; declarations of one battery at one target are rolled
// together, 4.2.1), so that the engine must gather them.
type rSplitter struct {
	inner engine.Opponent
	rng   *rand.Rand
}

func (o rSplitter) Choose(s engine.State, p engine.Player) (engine.Intent, error) {
	in, err := o.inner.Choose(s, p)
	x, ok := in.(Target)
	if err != nil || !ok || o.rng.IntN(2) == 0 {
		return in, err
	}
	st := s.(*State)
	for m := 0; m < 16; m++ {
		y := x
		y.Mounts = []int{m}
		if st.Check(y) == nil {
			return y, nil
		}
	}
	return in, nil
}

func (o rSplitter) Level() string { return o.inner.Level() }

// rSectionsAll are the rulebook's sections of play a game can reach: the
// Combat and Fighter sections' rules, Appendix B's entries and what is
// printed of Appendix C.
var rSectionsAll = []string{"3.3.2", "4.2.1", "4.2.2", "4.2.3", "4.3.1", "4.3.2", "5.2.1", "5.3.1", "5.3.2", "5.3.3",
	"B.1", "B.2", "B.3", "B.4", "B.5", "B.6", "B.7", "B.8", "B.9", "B.10", "B.11", "B.12", "B.13", "B.14", "B.15",
	"B.16", "B.17", "B.18", "B.19", "B.20", "B.21", "B.22", "B.23", "B.26", "B.27", "C.1", "C.2", "C.3", "C.4", "C.5",
	"4.2.1 7+", "4.3.1 strength 1", "4.3.1 strength 2", "4.3.1 strength 3", "4.3.1 strength 4", "4.3.1 strength 5",
	"B.1 with a damage die's abilities"}

// rLogSections logs how often the games reached each section, and those
// they never reached.
func rLogSections(t *testing.T, sections map[string]int) {
	t.Helper()
	var line, never []string
	for _, k := range rSectionsAll {
		if sections[k] == 0 {
			never = append(never, k)
		} else {
			line = append(line, fmt.Sprintf("%s:%d", k, sections[k]))
		}
	}
	t.Logf("sections reached: %s", strings.Join(line, " "))
	t.Logf("sections never reached: %v", never)
}
