package silentdeath

import (
	"encoding/json"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var allScenarios = []string{"first-game", "engagement-100", "rescue", "minefield", "belt", "techstakes", "commandship", "screening", "intro-patrol", "intro-escort", "intro-gunboat"}

func checkInvariants(t *testing.T, s *State) {
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

// TestRandomGames plays random games of every shipped scenario and checks
// after every step the invariants, that Apply never changes its receiver
// (for every legal intent), that Legal's intents are accepted, that every
// game ends and that View hides the other side's secrets.
func TestRandomGames(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 18
	}
	steps := 0
	for g := 0; g < games; g++ {
		s := newGame(t, allScenarios[g%len(allScenarios)], uint64(g))
		opp := engine.NewRandomOpponent(uint64(g) * 31)
		for !s.Outcome().Over {
			checkInvariants(t, s)
			p := s.Phase().Actors[0]
			legal := s.Legal(p)
			if len(legal) == 0 {
				t.Fatalf("%s turn %d %s: nothing legal for %d", s.sc.Name(), s.turn, s.Phase().Name, p)
			}
			if s.Legal(1-p) != nil {
				t.Fatal("the player not acting has legal intents")
			}
			before := s.Hash()
			if g%3 == 0 {
				for _, in := range legal {
					if _, _, err := s.Apply(in); err != nil {
						t.Fatalf("Legal offered %v: %v", in, err)
					}
					if s.Hash() != before {
						t.Fatalf("Apply(%v) changed its receiver", in)
					}
				}
			}
			bad := Intent{K: KindForward, By: 1 - p, Craft: 0}
			if _, _, err := s.Apply(bad); err == nil {
				t.Fatalf("%v accepted out of turn", bad)
			}
			in, err := opp.Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			n, ev, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%v: %v", in, err)
			}
			if len(ev) == 0 && in.Kind() != KindPass {
				t.Fatalf("%v caused no event", in)
			}
			if s.Hash() != before {
				t.Fatalf("Apply(%v) changed its receiver", in)
			}
			s = n.(*State)
			steps++
		}
		checkInvariants(t, s)
	}
	t.Logf("%d games, %d intents", games, steps)
}

// TestViewHidesSecrets: during the launch phase the other side's view
// holds none of the declarations, and its hash does not depend on them.
func TestViewHidesSecrets(t *testing.T) {
	s := newGame(t, "engagement-100", 3)
	if s.ph != phLaunch || s.declarer != 0 {
		t.Fatalf("phase %v declarer %d", s.Phase(), s.declarer)
	}
	base := s.View(1).Hash()
	var torp Intent
	for _, l := range s.Legal(0) {
		if x := l.(Intent); x.K == KindTorp {
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
	n, _ = apply(t, n, Intent{K: KindDeclared, By: 0})
	n, _ = apply(t, n, Intent{K: KindDeclared, By: 1})
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
	g := Game{}
	lookup := func(id string) (engine.Game, bool) { return g, id == ID }
	for seed := uint64(0); seed < 6; seed++ {
		name := allScenarios[seed%3]
		sess, err := engine.NewSession(g, loadScenario(t, name), nil, seed, []engine.PlayerSlot{
			{Side: "Red", Kind: engine.Scripted, Level: engine.LevelScripted},
			{Side: "Blue", Kind: engine.Scripted, Level: engine.LevelRandom},
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.PlayOut(sess, []engine.Opponent{Scripted{}, engine.NewRandomOpponent(seed)}, 100000); err != nil {
			t.Fatal(err)
		}
		sf, err := sess.SaveFile()
		if err != nil {
			t.Fatal(err)
		}
		data, _ := json.Marshal(sf)
		back, err := engine.DecodeSave(data)
		if err != nil {
			t.Fatal(err)
		}
		again, err := back.Restore(lookup)
		if err != nil {
			t.Fatalf("%s seed %d: %v", name, seed, err)
		}
		if again.State().Hash() != sess.State().Hash() {
			t.Fatalf("%s seed %d: the replay differs", name, seed)
		}
	}
}

func TestDeterminism(t *testing.T) {
	play := func() uint64 {
		return playOut(t, newGame(t, "engagement-100", 42), [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(3)}, nil).Hash()
	}
	if play() != play() {
		t.Fatal("the same seed and intents gave different games")
	}
	if newGame(t, "first-game", 1).Hash() == newGame(t, "first-game", 2).Hash() {
		t.Fatal("the dice are not part of the hash")
	}
}
