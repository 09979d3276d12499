package starmada

import (
	"encoding/json"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

func checkInvariants(t *testing.T, s *State) {
	t.Helper()
	for i := range s.ships {
		sh := &s.ships[i]
		for _, ms := range [][]mark{sh.hull, sh.engine, sh.shields, sh.equip, sh.mounts[0], sh.mounts[1], sh.mounts[2]} {
			for _, m := range ms {
				if m.fresh() && s.phase != phCombat && s.phase != phChoose {
					t.Fatalf("%s has a slashed box outside the Combat Phase", sh.name)
				}
			}
		}
		for g, k := range sh.owe {
			if k < 0 || k > 0 && s.phase != phChoose {
				t.Fatalf("%s owes %d losses of group %d in the %s Phase", sh.name, k, g, s.Phase().Name)
			}
		}
		if sh.cont < 0 || sh.satsLeft < 0 {
			t.Fatalf("%s: cont %d sats %d", sh.name, sh.cont, sh.satsLeft)
		}
		if sh.status == unplaced && s.phase != phSetup {
			t.Fatalf("%s is not set up in the %s Phase", sh.name, s.Phase().Name)
		}
		if sh.status != active && sh.status != unplaced && !sh.scored {
			t.Fatalf("%s is gone but scored nothing", sh.name)
		}
	}
	for _, c := range s.craft {
		if c.n+c.lost < 1 && s.phase != phChoose || c.n > FlightSize || !s.board.Contains(c.pos) {
			t.Fatalf("craft %s: %d at %v", c.id, c.n, c.pos)
		}
		if c.lost > 0 && s.phase != phCombat {
			t.Fatalf("craft %s has provisional losses in the %s Phase", c.id, s.Phase().Name)
		}
	}
	for _, b := range s.booms {
		if b.strength < 1 || b.strength > 5 {
			t.Fatalf("explosion of strength %d", b.strength)
		}
	}
	if _, pending := s.choice(); pending != (s.phase == phChoose) {
		t.Fatalf("a pending choice (%v) in the %s Phase", pending, s.Phase().Name)
	}
	if s.outcome.Over != (len(s.Phase().Actors) == 0) {
		t.Fatalf("outcome %+v with phase %+v", s.outcome, s.Phase())
	}
	if s.turn < 1 || s.turn > s.rules.turns {
		t.Fatalf("turn %d", s.turn)
	}
}

// TestRandomGames plays random legal intents on every shipped scenario and
// checks after each: invariants, that every intent Legal lists is
// accepted, that Apply never changes its receiver, and that games end.
func TestRandomGames(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 6
	}
	steps, chosen := 0, 0
	for g := 0; g < games; g++ {
		s := newGame(t, []string{"standard", "duel", "setup", "objects"}[g%4], uint64(g))
		opp := [2]engine.Opponent{engine.NewRandomOpponent(uint64(g) * 7), engine.NewRandomOpponent(uint64(g)*7 + 1)}
		if g%2 == 0 {
			opp[1] = Scripted{}
		}
		for !s.Outcome().Over {
			checkInvariants(t, s)
			p := s.Phase().Actors[0]
			before := s.Hash()
			legal := s.Legal(p)
			if len(legal) == 0 {
				t.Fatalf("turn %d %s: nothing legal for %d", s.turn, s.Phase().Name, p)
			}
			if g < 4 {
				for _, in := range legal {
					if _, _, err := s.Apply(in); err != nil {
						t.Fatalf("Legal offered %v: %v", in, err)
					}
				}
			}
			if s.Legal(other(p)) != nil && !s.Phase().Acting(other(p)) {
				t.Fatal("the other side may act out of turn")
			}
			in, err := opp[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			n, ev, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%v: %v", in, err)
			}
			if len(ev) == 0 {
				t.Fatalf("%v caused no event", in)
			}
			if s.Hash() != before {
				t.Fatalf("Apply(%v) changed its receiver", in)
			}
			if in.Kind() == KindLose {
				chosen++
			}
			s = n.(*State)
			steps++
			if steps > games*20000 {
				t.Fatal("the games do not end")
			}
		}
		checkInvariants(t, s)
	}
	if chosen == 0 {
		t.Error("no game offered a choice of losses (4.2.3, 5.2.1)")
	}
	t.Logf("%d games, %d intents, %d losses chosen", games, steps, chosen)
}

// TestSaveAndReplay saves scripted-against-random games through a session
// and replays them with every hash checked.
func TestSaveAndReplay(t *testing.T) {
	g := Game{}
	lookup := func(id string) (engine.Game, bool) { return g, id == ID }
	for seed := uint64(0); seed < 4; seed++ {
		sess, err := engine.NewSession(g, loadScenario(t, []string{"standard", "setup", "objects"}[seed%3]), nil, seed, []engine.PlayerSlot{
			{Side: "Imperial", Kind: engine.Scripted, Level: engine.LevelScripted},
			{Side: "Hegemony", Kind: engine.Scripted, Level: engine.LevelRandom},
		})
		if err != nil {
			t.Fatal(err)
		}
		opps, err := engine.Opponents(g, sess.Players, seed)
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.PlayOut(sess, opps, 100000); err != nil {
			t.Fatal(err)
		}
		sf, err := sess.SaveFile()
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(sf)
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.DecodeSave(data)
		if err != nil {
			t.Fatal(err)
		}
		again, err := back.Restore(lookup)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if again.State().Hash() != sess.State().Hash() || again.Len() != sess.Len() {
			t.Fatalf("seed %d: the replay differs", seed)
		}
	}
}
