package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

var allScenarios = []string{"first-game", "engagement-100", "engagement-build", "campaign", "rescue", "minefield", "belt", "techstakes", "commandship", "screening", "intro-patrol", "intro-escort", "intro-gunboat"}

func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	occ := map[[2]int]int{}
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.hits < 0 || int(c.hits) > len(c.typ.Track) {
			t.Fatalf("%s: %d hits", s.label(i), c.hits)
		}
		if d := c.Drive(s.firstGame); d < 0 || d > c.typ.Drive() {
			t.Fatalf("%s: Drive %d", s.label(i), d)
		}
		if c.alive() && !s.sc.board.In(c.pos) {
			t.Fatalf("%s off the map in play", s.label(i))
		}
		if c.alive() && s.dv(i) > c.typ.DV {
			t.Fatalf("%s: DV %d", s.label(i), s.dv(i))
		}
		if c.alive() && s.ph != phMove && s.ph != phMoveStart {
			k := [2]int{c.pos.Q, c.pos.R}
			if o, ok := occ[k]; ok {
				t.Fatalf("%s and %s share a hex", s.label(i), s.label(o))
			}
			occ[k] = i
		}
		for m := range c.ammo {
			if c.ammo[m] < 0 {
				t.Fatalf("%s: negative ammo", s.label(i))
			}
		}
		for k := range c.torps {
			if c.torps[k] < 0 {
				t.Fatalf("%s: negative torps", s.label(i))
			}
		}
	}
	if s.outcome.Over != (len(s.Phase().Actors) == 0) {
		t.Fatalf("outcome %+v, phase %+v", s.outcome, s.Phase())
	}
}

// positionChecks are the checks of every position of a random game: the
// invariants, and, while somebody must act, that the other player has no
// legal intent and that an intent of his is refused.
func positionChecks(t testing.TB, st engine.State) {
	t.Helper()
	switch s := st.(type) {
	case *State:
		checkInvariants(t, s)
	case *Campaign:
		checkCampaign(t, s)
	}
	if st.Outcome().Over {
		return
	}
	if len(st.Phase().Actors) == 0 {
		t.Fatalf("nobody acts in %+v (%T)", st.Phase(), st)
	}
	p := st.Phase().Actors[0]
	if st.Legal(1-p) != nil {
		t.Fatal("the player not acting has legal intents")
	}
	bad := Forward{By: 1 - p, Craft: 0}
	if _, _, err := st.Apply(bad); err == nil {
		t.Fatalf("%v accepted out of turn", bad)
	}
}

// checkCampaign checks a campaign's invariants, and its battle's.
func checkCampaign(t testing.TB, c *Campaign) {
	t.Helper()
	if (c.ph == campBattle) != (c.battle != nil) {
		t.Fatalf("phase %d with battle %v", c.ph, c.battle != nil)
	}
	if c.battle != nil {
		checkInvariants(t, c.battle)
	}
	if len(c.results) != c.next || c.next > len(stages) {
		t.Fatalf("%d results after %d scenarios", len(c.results), c.next)
	}
	for p := range c.sides {
		s := &c.sides[p]
		if s.Bank < 0 || len(s.Craft) > MaxRoster {
			t.Fatalf("%s: bank %d, %d craft", s.Name, s.Bank, len(s.Craft))
		}
		for _, m := range s.Crew {
			if !skillOK(m.Gnr) || m.Pilot && !skillOK(m.Plt) {
				t.Fatalf("%s: crew %+v", s.Name, m)
			}
		}
		if c.shop != nil && c.shop.spent(int8(p)) > c.shop.points[p] {
			t.Fatalf("%s spends %d of %d", s.Name, c.shop.spent(int8(p)), c.shop.points[p])
		}
	}
}

// randomMatches are games of every shipped scenario in turn with opts,
// seeds 0 to n-1, a random opponent seeded with seed*mul for both sides,
// and every legal intent applied in every third game.
func randomMatches(t testing.TB, n int, opts engine.Options, mul uint64) []gametest.Match {
	scenarios := make([]engine.Scenario, len(allScenarios))
	for i, name := range allScenarios {
		scenarios[i] = loadScenario(t, name)
	}
	matches := make([]gametest.Match, n)
	for g := range matches {
		opp := engine.NewRandomOpponent(uint64(g) * mul)
		matches[g] = gametest.Match{Scenario: scenarios[g%len(scenarios)], Options: opts, Seed: uint64(g),
			Opponents: []engine.Opponent{opp, opp}, AllLegal: g%3 == 0}
	}
	return matches
}

// TestRandomGames plays random games of every shipped scenario and checks
// after every step (gametest.RandomGames) the invariants, that Apply never
// changes its receiver (for every legal intent), that Legal's intents are
// accepted, that only the acting player may act, that views are stable,
// that every intent but a pass causes events and that every game ends.
func TestRandomGames(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 18
	}
	steps := gametest.RandomGames(t, Game{}, randomMatches(t, games, nil, 31), gametest.Checks{
		MaxIntents: 20000,
		State:      positionChecks,
		Quiet:      func(in engine.Intent) bool { return in.Kind() == KindPass },
	})
	t.Logf("%d games, %d intents", games, steps)
}

// TestViewHidesSecrets: during the launch phase the other side's view
// holds none of the declarations, and its hash does not depend on them.
func TestViewHidesSecrets(t *testing.T) {
	s := newGame(t, "engagement-100", 3)
	// No launcher has a target in range: the lock-ons are passed over and
	// the torp launches are declared.
	if s.ph != phTorpLaunch || s.declarer != 0 {
		t.Fatalf("phase %v declarer %d", s.Phase(), s.declarer)
	}
	base := s.View(1).Hash()
	var torp engine.Intent
	for _, l := range s.Legal(0) {
		if x := l; x.Kind() == KindTorp {
			torp = x
			break
		}
	}
	n, ev := apply(t, s, torp)
	if got := n.View(1).Hash(); got != base {
		t.Fatal("Blue's view changed when Red declared a torp in secret")
	}
	if len(n.View(1).(*State).launches) != 0 || len(n.View(1).(*State).Declared()) != 0 {
		t.Fatal("Blue's view lists Red's declaration")
	}
	if len(n.View(0).(*State).Declared()) != 1 {
		t.Fatal("Red's own view lost its declaration")
	}
	for _, e := range ev {
		if e.VisibleTo(1) && e.Kind == EvDeclare {
			t.Fatalf("Blue sees %q", e.Text)
		}
	}
	n, _ = apply(t, n, Declared{By: 0})
	n, _ = apply(t, n, Declared{By: 1})
	if len(n.View(1).(*State).torps) != 1 {
		t.Fatal("the torp is not on the map for Blue after both sides declared")
	}
}

// TestCommandShipHidden: the other side's view never tells which shuttle
// is real.
func TestCommandShipHidden(t *testing.T) {
	s := newGame(t, "commandship", 1)
	p := s.Phase().Actors[0]
	legal := s.Legal(p)
	a, _ := apply(t, s, legal[0])
	b, _ := apply(t, s, legal[1])
	other := 1 - p
	if a.View(other).Hash() != b.View(other).Hash() {
		t.Fatal("the enemy's view depends on which shuttle is real")
	}
	if a.View(p).Hash() == b.View(p).Hash() {
		t.Fatal("the owner's view does not hold the choice")
	}
	for _, c := range a.View(other).(*State).Crafts() {
		if c.Command || c.Decoy {
			t.Fatal("the enemy's view marks the command ship")
		}
	}
}

func TestSaveAndReplay(t *testing.T) {
	for seed := uint64(0); seed < 6; seed++ {
		gametest.SaveReplay(t, Game{}, loadScenario(t, allScenarios[seed%3]), nil, seed, Scripted{}, engine.NewRandomOpponent(seed))
	}
}

func TestDeterminism(t *testing.T) {
	players := func() []engine.Opponent { return []engine.Opponent{Scripted{}, engine.NewRandomOpponent(3)} }
	gametest.Deterministic(t, Game{}, loadScenario(t, "engagement-100"), nil, 42, players)
	gametest.Deterministic(t, Game{}, loadScenario(t, "first-game"), nil, 1, players)
}
