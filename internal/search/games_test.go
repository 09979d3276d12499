package search_test

import (
	"flag"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/search"
)

var (
	arenaGames   = flag.Int("arena", 0, "play this many games of expert against scripted in each game (TestArena)")
	arenaIters   = flag.Int("arena-iterations", 1000, "iterations of the expert's decisions in TestArena (0: -arena-think)")
	arenaThink   = flag.Duration("arena-think", 0, "time limit of the expert's decisions in TestArena")
	arenaOnly    = flag.String("arena-game", "", "play only this game in TestArena")
	arenaScen    = flag.String("arena-scenario", "", "play this scenario in TestArena (default: each game's choice)")
	arenaSeed    = flag.Uint64("arena-seed", 1, "seed of the first game in TestArena (game i: seed+i; the expert plays the first side in even games)")
	arenaPlay    = flag.String("arena-playout", "", "playout level in TestArena (default: each game's choice)")
	arenaDepth   = flag.Int("arena-tree-depth", -1, "tree depth in TestArena (default: each game's choice)")
	arenaTurns   = flag.Int("arena-turns", -1, "turns of a playout in TestArena (default: each game's choice)")
	arenaPrior   = flag.Float64("arena-prior", -1, "the policy's prior in TestArena (default: each game's choice)")
	arenaPeek    = flag.Bool("arena-peek", false, "a diagnosis, not play: the expert is shown the whole state (the dice still fresh), as a Determinizer that guessed right would")
	arenaBlind   = flag.Bool("arena-blind", false, "search the views as they are in TestArena (no fresh dice)")
	arenaNoGuess = flag.Bool("arena-no-guess", false, "fresh dice only in TestArena: what the views hide is not guessed (no Determinizer)")
	arenaKeep    = flag.Float64("arena-keep", -1, "Keep in TestArena (default: each game's choice)")
	arenaC       = flag.Float64("arena-c", 0, "the exploration constant in TestArena (default: each game's choice)")
	arenaNoLuck  = flag.Bool("arena-no-luck", false, "ignore the states' LuckMeter in TestArena (Config.NoLuck)")
	arenaOther   = flag.String("arena-others", "", "yes: the others play the policy in the trees in TestArena; no: they search")
	arenaPlans   = flag.Int("arena-plans", 0, "Silent Death in TestArena: search a craft's move among the first steps of this many of the script's best whole moves (silentdeath.PlanCandidates; 0: the game's choice, -1: every legal step)")
	arenaKeepM   = flag.String("arena-keep-measured", "", "yes: Keep's standard error from the rewards' measured spread in TestArena (Config.KeepMeasured); no: from the bound m(1-m)")
	arenaLevel   = flag.String("arena-level", search.Level, "the level played against scripted in TestArena (scripted: the script in the expert's place)")
	arenaEach    = flag.Bool("arena-each", false, "log each game's seed, the expert's side and the winner in TestArena (for pairing two runs)")
	arenaLead    = flag.String("arena-lead", "", "no: Keep keeps the script's choice in TestArena, not the game's own lead (Config.Lead)")
	arenaSDEval  = flag.String("arena-sd-eval", "", "Silent Death in TestArena: fitted scores a cut playout by silentdeath.EvaluateFitted (default: the game's choice)")
)

// reseeded searches a view with fresh dice but what it hides left blank:
// the arena's -arena-no-guess.
func reseeded(view engine.State, _ engine.Player, seed uint64) engine.State {
	if r, ok := view.(search.Reseeder); ok {
		return r.Reseed(seed)
	}
	return view
}

// asSeen searches a view as it is (no fresh dice): the arena's -arena-blind.
func asSeen(view engine.State, _ engine.Player, _ uint64) engine.State { return view }

// expertOf is s's game with the expert level set as s chooses.
func expertOf(s subject, think time.Duration, iterations int) search.ExpertGame {
	e := s.expert
	e.Game, e.Think, e.Iterations = s.game, think, iterations
	return e
}

// subject is a game, the scenario measured and the expert's settings
// chosen for it: those of the program's registry (cmd/armada-tui), which
// docs/performance.md explains.
type subject struct {
	game     engine.Game
	scenario string
	expert   search.ExpertGame
}

func subjects() []subject {
	return []subject{
		{stellararmada.Game{}, "standard", search.ExpertGame{Playout: engine.LevelScripted, Others: true, Keep: 3, Lead: stellararmada.ExpertLead}},
		{silentdeath.Game{}, "", search.ExpertGame{Playout: engine.LevelScripted, Others: true, Turns: 1, Keep: 1,
			KeepMeasured: true, Candidates: silentdeath.PlanCandidates(4), Cut: silentdeath.CutAtFire, Evaluate: silentdeath.EvaluateAhead}},
		{starmada.Game{}, "standard", search.ExpertGame{Playout: engine.LevelScripted, Others: true, Turns: 1, Keep: 1, Lead: starmada.ExpertLead}},
		{starshipbattles.Game{}, "standard", search.ExpertGame{Playout: engine.LevelScripted, Others: true, Turns: 1, Keep: 1,
			Lead: starshipbattles.ExpertLead, Evaluate: starshipbattles.ExpertEvaluate}},
		{sscs.Game{}, "standard", search.ExpertGame{Playout: engine.LevelScripted, Others: true, Turns: 1, Keep: 1, Lead: sscs.ExpertLead}},
	}
}

// record is what a match measured.
type record struct {
	games, wins, draws int
	winsAs             [2]int // wins playing side 0 and side 1
	decisions          int
	departures         int // decisions in which a chose otherwise than the script would have
	total, longest     time.Duration
}

// match plays n games of level a of g against level b, a on side 0 in
// even games and side 1 in odd ones, game i on seed seed+i. With peek, a
// decides from the whole state instead of its view.
func match(t testing.TB, g engine.Game, sc engine.Scenario, a, b string, n int, seed uint64, peek bool) record {
	t.Helper()
	var r record
	for i := 0; i < n; i++ {
		gs := seed + uint64(i)
		st, err := g.NewState(sc, nil, gs)
		if err != nil {
			t.Fatal(err)
		}
		aSide := engine.Player(i % 2)
		oa, err := g.NewOpponent(a, gs*7+1)
		if err != nil {
			t.Fatal(err)
		}
		ob, err := g.NewOpponent(b, gs*7+2)
		if err != nil {
			t.Fatal(err)
		}
		script, err := g.NewOpponent(engine.LevelScripted, gs*7+3)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; !st.Outcome().Over; k++ {
			if k > 100_000 {
				t.Fatalf("game %d does not end", i)
			}
			p := st.Phase().Actors[0]
			o := ob
			if p == aSide {
				o = oa
			}
			start := time.Now()
			view := st.View(p)
			if peek && p == aSide {
				view = st
			}
			in, err := o.Choose(view, p)
			if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			if p == aSide {
				d := time.Since(start)
				r.decisions++
				r.total += d
				r.longest = max(r.longest, d)
				if si, err := script.Choose(view, p); err == nil && !reflect.DeepEqual(si, in) {
					r.departures++
				}
			}
			if st, _, err = st.Apply(in); err != nil {
				t.Fatalf("game %d: %v: %v", i, in, err)
			}
		}
		r.games++
		if *arenaEach {
			t.Logf("game %d seed %d: %s on side %d, winner %d, turn %d; %d decisions so far, %d not the script's", i, gs, a, aSide, st.Outcome().Winner, st.Phase().Turn, r.decisions, r.departures)
		}
		switch w := st.Outcome().Winner; {
		case w == engine.NoPlayer:
			r.draws++
		case w == aSide:
			r.wins++
			r.winsAs[aSide]++
		}
	}
	return r
}

func (r record) String() string {
	mean := time.Duration(0)
	if r.decisions > 0 {
		mean = r.total / time.Duration(r.decisions)
	}
	return fmt.Sprintf("%d of %d won (%.1f%%; %d as the first side, %d as the second), %d drawn; %d decisions (%d not the script's), mean %v, longest %v",
		r.wins, r.games, 100*float64(r.wins)/float64(r.games), r.winsAs[0], r.winsAs[1], r.draws, r.decisions, r.departures, mean.Round(time.Microsecond), r.longest.Round(time.Microsecond))
}

// TestArena plays expert against scripted (go test ./internal/search
// -run Arena -arena 200 -v); it is the measurement of docs/performance.md.
func TestArena(t *testing.T) {
	if *arenaGames <= 0 {
		t.Skip("give -arena N to play N games per game")
	}
	for _, s := range subjects() {
		if *arenaOnly != "" && s.game.ID() != *arenaOnly {
			continue
		}
		name := s.scenario
		if *arenaScen != "" {
			name = *arenaScen
		}
		sc, err := games.LoadScenario(s.game, name)
		if err != nil {
			t.Fatal(err)
		}
		g := expertOf(s, *arenaThink, *arenaIters)
		if *arenaPlay != "" {
			g.Playout = *arenaPlay
		}
		if *arenaDepth >= 0 {
			g.TreeDepth = *arenaDepth
		}
		if *arenaTurns >= 0 {
			g.Turns = *arenaTurns
		}
		if *arenaPrior >= 0 {
			g.Prior = *arenaPrior
		}
		if *arenaBlind {
			g.Sample = asSeen
		}
		if *arenaNoGuess {
			g.Sample = reseeded
		}
		if *arenaKeep >= 0 {
			g.Keep = *arenaKeep
		}
		if *arenaC > 0 {
			g.Exploration = *arenaC
		}
		if *arenaNoLuck {
			g.NoLuck = true
		}
		if *arenaPlans != 0 && s.game.ID() == silentdeath.ID {
			g.Candidates = nil
			if *arenaPlans > 0 {
				g.Candidates = silentdeath.PlanCandidates(*arenaPlans)
			}
		}
		if *arenaSDEval != "" && s.game.ID() == silentdeath.ID {
			switch *arenaSDEval {
			case "fitted":
				g.Evaluate = silentdeath.EvaluateFitted
			default:
				t.Fatalf("-arena-sd-eval=%s: want fitted", *arenaSDEval)
			}
		}
		if *arenaKeepM != "" {
			g.KeepMeasured = *arenaKeepM == "yes"
		}
		if *arenaOther != "" {
			g.Others = *arenaOther == "yes"
		}
		if *arenaLead == "no" {
			g.Lead = nil
		}
		start := time.Now()
		r := match(t, g, sc, *arenaLevel, engine.LevelScripted, *arenaGames, *arenaSeed, *arenaPeek)
		t.Logf("%s/%s, expert (%d iterations, %v, %s playouts, tree depth %d, luck out %v, others by policy %v, keep %g, prior %g, c %g, turns %d, sampled %v, own candidates %v, keep measured %v, own cut %v, own evaluation %v, own lead %v) against scripted: %v [%v]",
			s.game.ID(), sc.Name(), *arenaIters, *arenaThink, g.Playout, g.TreeDepth, !g.NoLuck, g.Others, g.Keep, g.Prior, g.Exploration, g.Turns, g.Sample == nil, g.Candidates != nil, g.KeepMeasured, g.Cut != nil, g.Evaluate != nil, g.Lead != nil, r, time.Since(start).Round(time.Second))
	}
}

// starmadaOrders plays the first orders of a standard game of Starmada:
// player 1 writes the k-th listed orders for its first ship and seals
// them, so that player 0 must now write its own without seeing them.
func starmadaOrders(t testing.TB, k int) engine.State {
	t.Helper()
	g := starmada.Game{}
	sc, err := games.LoadScenario(g, "standard")
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.NewState(sc, nil, 11)
	if err != nil {
		t.Fatal(err)
	}
	if ph := st.Phase(); ph.Name != starmada.PhaseOrders || !ph.Acting(1) {
		t.Fatalf("the standard game opens with %q for %v", ph.Name, ph.Actors)
	}
	var orders []engine.Intent
	for _, in := range st.Legal(1) {
		if _, ok := in.(starmada.WriteOrders); ok {
			orders = append(orders, in)
		}
	}
	if k >= len(orders) {
		t.Fatalf("only %d orders listed", len(orders))
	}
	for _, in := range []engine.Intent{orders[k], starmada.Submit{By: 1}} {
		if st, _, err = st.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// Two Starmada positions that differ only in player 1's sealed orders
// give player 0 the same decision from the same statistics, whether the
// views are searched as they are or sampled (fresh dice, and the sealed
// orders guessed by the game's Determinizer).
func TestStarmadaSealedOrdersAreNotRead(t *testing.T) {
	a, b := starmadaOrders(t, 0), starmadaOrders(t, 5)
	if a.Hash() == b.Hash() {
		t.Fatal("the two positions are the same")
	}
	// sameDecision searches both views with cfg and wants the same choice
	// from the same statistics; it returns the search's mode.
	sameDecision := func(what string, cfg search.Config) search.Mode {
		t.Helper()
		o := search.NewOpponent(cfg)
		ra, err := o.Search(a.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		rb, err := o.Search(b.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		if ra.Intent != rb.Intent || !reflect.DeepEqual(ra.Root, rb.Root) {
			t.Errorf("%s (%s): %v and %v", what, ra.Mode, ra.Intent, rb.Intent)
		}
		return ra.Mode
	}
	sameDecision("as seen", search.Config{Iterations: 60, Trees: 2, Seed: 9, Sample: asSeen})
	if mode := sameDecision("sampled", search.Config{Iterations: 60, Trees: 2, Seed: 9}); mode != search.Sampled {
		t.Errorf("the search of a Starmada view is %q, not sampled", mode)
	}
	// The chosen setting, whose own orders (starmada.ExpertLead) foresee
	// the enemy's move from the positions alone.
	if la, lb := starmada.ExpertLead(a.View(0), 0), starmada.ExpertLead(b.View(0), 0); la == nil || la != lb {
		t.Errorf("the expert's own orders: %v and %v", la, lb)
	}
	chosen, err := expertOf(subjects()[2], 0, 60).Config(9)
	if err != nil {
		t.Fatal(err)
	}
	if chosen.Lead == nil {
		t.Fatal("the chosen setting has no lead: the test proves nothing of it")
	}
	sameDecision("the chosen setting", chosen)
}

// Stellar Armada's views differ from the state only by the dice: the
// same position with other dice gives the same decision.
func TestStellarArmadaDiceAreNotRead(t *testing.T) {
	st := stellarPosition(t)
	a, b := st.WithDice(engine.NewDice(1)), st.WithDice(engine.NewDice(2))
	if a.Hash() == b.Hash() {
		t.Fatal("the dice are the same")
	}
	chosen, err := expertOf(subjects()[0], 0, 200).Config(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, cfg := range []search.Config{{Iterations: 200, Trees: 2, Seed: 1}, chosen} {
		o := search.NewOpponent(cfg)
		p := st.Phase().Actors[0]
		ra, _ := o.Search(a.View(p), p)
		rb, _ := o.Search(b.View(p), p)
		if ra.Intent != rb.Intent || !reflect.DeepEqual(ra.Root, rb.Root) {
			t.Errorf("%v and %v", ra.Intent, rb.Intent)
		}
	}
}

// stellarPosition is a standard game of Stellar Armada after a few
// scripted intents.
func stellarPosition(t testing.TB) *stellararmada.State {
	g := stellararmada.Game{}
	sc, err := games.LoadScenario(g, "standard")
	if err != nil {
		t.Fatal(err)
	}
	st, _ := g.NewState(sc, nil, 3)
	for k := 0; k < 12; k++ {
		p := st.Phase().Actors[0]
		in, _ := stellararmada.Scripted{}.Choose(st.View(p), p)
		st, _, _ = st.Apply(in)
	}
	return st.(*stellararmada.State)
}

// The expert level of every game plays legal intents to the end of a
// game (few iterations: this checks the wiring, not the strength).
func TestExpertPlaysEveryGame(t *testing.T) {
	for _, s := range subjects() {
		sc, err := games.LoadScenario(s.game, s.scenario)
		if err != nil {
			t.Fatal(err)
		}
		g := expertOf(s, 0, 8)
		if ls := g.Levels(); ls[len(ls)-1] != search.Level {
			t.Errorf("%s: levels %v", s.game.ID(), ls)
		}
		r := match(t, g, sc, search.Level, engine.LevelRandom, 1, 5, false)
		if r.games != 1 || r.decisions == 0 {
			t.Errorf("%s: %v", s.game.ID(), r)
		}
	}
}

// positions are the views of the player to act after every ninth intent
// of a scripted game of s, where there is something to choose.
func positions(b *testing.B, s subject, n int) []engine.State {
	sc, err := games.LoadScenario(s.game, s.scenario)
	if err != nil {
		b.Fatal(err)
	}
	var out []engine.State
	for seed := uint64(1); len(out) < n; seed++ {
		st, _ := s.game.NewState(sc, nil, seed)
		o, _ := s.game.NewOpponent(engine.LevelScripted, seed)
		for k := 0; !st.Outcome().Over && len(out) < n; k++ {
			p := st.Phase().Actors[0]
			if k%9 == 4 && len(st.Legal(p)) > 1 {
				out = append(out, st.View(p))
			}
			in, err := o.Choose(st.View(p), p)
			if err != nil {
				b.Fatal(err)
			}
			if st, _, err = st.Apply(in); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkDecision1000 is one decision of 1 000 iterations, per game
// and playout policy, over positions of scripted games: ns/op is the
// decision's time, iterations/s the search's speed over all cores.
func BenchmarkDecision1000(b *testing.B) {
	for _, s := range subjects() {
		ps := positions(b, s, 20)
		random := expertOf(s, 0, 1000)
		random.Playout, random.TreeDepth, random.Turns, random.Evaluate = engine.LevelRandom, 0, 0, nil
		for _, c := range []struct {
			name string
			g    search.ExpertGame
		}{{"random", random}, {"chosen", expertOf(s, 0, 1000)}} {
			b.Run(s.game.ID()+"/"+c.name, func(b *testing.B) {
				g := c.g
				iterations := 0
				for i := 0; i < b.N; i++ {
					cfg, err := g.Config(uint64(i))
					if err != nil {
						b.Fatal(err)
					}
					v := ps[i%len(ps)]
					res, err := search.Search(v, v.Phase().Actors[0], cfg)
					if err != nil {
						b.Fatal(err)
					}
					iterations += res.Iterations
				}
				b.ReportMetric(float64(iterations)/b.Elapsed().Seconds(), "iterations/s")
			})
		}
	}
}

// While fleets are built the expert builds as the scripted opponent does
// (search.Preparer), without searching: a search among adding a card and
// taking it out again once went round for ever.
func TestExpertBuildsAsScripted(t *testing.T) {
	g := starshipbattles.Game{}
	sc, err := games.LoadScenario(g, "standard")
	if err != nil {
		t.Fatal(err)
	}
	st, _ := g.NewState(sc, nil, 4)
	x := search.ExpertGame{Game: g, Playout: engine.LevelScripted, Others: true, Iterations: 50, Turns: 1}
	cfg, err := x.Config(3)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; st.Phase().Name == starshipbattles.PhaseBuild; k++ {
		p := st.Phase().Actors[0]
		res, err := search.Search(st.View(p), p, cfg)
		if err != nil {
			t.Fatal(err)
		}
		policy, _ := cfg.Policy(0)
		want, _ := policy.Choose(st.View(p), p)
		if !reflect.DeepEqual(res.Intent, want) || res.Iterations != 0 {
			t.Fatalf("intent %d: the expert chose %v after %d iterations, the scripted builder %v", k, res.Intent, res.Iterations, want)
		}
		if st, _, err = st.Apply(res.Intent); err != nil {
			t.Fatal(err)
		}
		if k > 100 {
			t.Fatal("the fleets are never finished")
		}
	}
}

// silentDeathHiddenFire plays a scripted game of Silent Death's first
// game until Red (player 0) fires in a step and Blue must act next, then
// returns the states after two of Red's choices there that Blue cannot
// tell apart: Blue's views of them are the same, the states are not.
func silentDeathHiddenFire(t testing.TB) (engine.State, engine.State) {
	t.Helper()
	g := silentdeath.Game{}
	sc, err := games.LoadScenario(g, "first-game")
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.NewState(sc, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	opp, err := g.NewOpponent(engine.LevelScripted, 5)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 5000 && !st.Outcome().Over; k++ {
		ph := st.Phase()
		if p := ph.Actors[0]; p == 0 && (ph.Name == silentdeath.PhaseFire || ph.Name == silentdeath.PhaseFireOne) {
			legal := st.Legal(0)
			for i := range legal {
				for j := i + 1; j < len(legal); j++ {
					a, _, errA := st.Apply(legal[i])
					b, _, errB := st.Apply(legal[j])
					if errA != nil || errB != nil || a.Hash() == b.Hash() || !a.Phase().Acting(1) {
						continue
					}
					if a.View(1).Hash() == b.View(1).Hash() {
						return a, b
					}
				}
			}
		}
		in, err := opp.Choose(st.View(st.Phase().Actors[0]), st.Phase().Actors[0])
		if err != nil {
			t.Fatal(err)
		}
		if st, _, err = st.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no step of the game hid Red's fire from Blue")
	return nil, nil
}

// Two Silent Death positions that differ only in the fire Red has
// declared and Blue may not see yet give Blue the same decision from the
// same statistics: the search samples Blue's view (its Determinizer
// guesses Red's fire) and never reads the states behind it.
func TestSilentDeathHiddenFireIsNotRead(t *testing.T) {
	a, b := silentDeathHiddenFire(t)
	chosen, err := expertOf(subjects()[1], 0, 60).Config(3)
	if err != nil {
		t.Fatal(err)
	}
	chosen.Trees = 2
	for _, c := range []struct {
		name string
		cfg  search.Config
	}{
		{"a one-turn search", search.Config{Iterations: 60, Trees: 2, Seed: 3, Turns: 1}},
		{"the chosen setting", chosen}, // its own candidates, cut and evaluation
	} {
		o := search.NewOpponent(c.cfg)
		ra, err := o.Search(a.View(1), 1)
		if err != nil {
			t.Fatal(err)
		}
		rb, err := o.Search(b.View(1), 1)
		if err != nil {
			t.Fatal(err)
		}
		if ra.Mode != search.Sampled {
			t.Errorf("%s: the search of a Silent Death view is %q, not sampled", c.name, ra.Mode)
		}
		if len(ra.Root) < 2 {
			t.Fatalf("%s: Blue has %d choices: nothing to decide", c.name, len(ra.Root))
		}
		if ra.Intent != rb.Intent || !reflect.DeepEqual(ra.Root, rb.Root) {
			t.Errorf("%s: %v and %v", c.name, ra.Intent, rb.Intent)
		}
	}
}

// Stellar Armada's states measure the dice's luck (search.LuckMeter) and
// the expert takes it out of its playouts' results: the decision stays
// deterministic, the statistics it reports are the playouts' own results
// (means from 0 to 1), with or without it, and taking it out changes the
// search (the same seed visits the root's moves otherwise).
func TestStellarArmadaLuckIsTakenOut(t *testing.T) {
	st := stellarPosition(t)
	p := st.Phase().Actors[0]
	var roots [2][]search.Stat
	for k, noLuck := range []bool{false, true} {
		x := expertOf(subjects()[0], 0, 300)
		x.NoLuck = noLuck
		cfg, err := x.Config(5)
		if err != nil {
			t.Fatal(err)
		}
		a, err := search.Search(st.View(p), p, cfg)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := search.Search(st.View(p), p, cfg)
		if a.Intent != b.Intent || !reflect.DeepEqual(a.Root, b.Root) {
			t.Errorf("NoLuck %v: %v, then %v", noLuck, a.Intent, b.Intent)
		}
		visits := 0
		for _, s := range a.Root {
			visits += s.Visits
			if s.Mean < 0 || s.Mean > 1 {
				t.Errorf("NoLuck %v: %v has mean %g", noLuck, s.Intent, s.Mean)
			}
		}
		if visits != 300 {
			t.Errorf("NoLuck %v: %d visits at the root", noLuck, visits)
		}
		roots[k] = a.Root
	}
	if reflect.DeepEqual(roots[0], roots[1]) {
		t.Error("the search is the same with the luck taken out and without: the luck was not measured")
	}
}
