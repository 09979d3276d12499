package sscs

import (
	"sync"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestSharedShips checks the copy-on-write ships: states share the ships
// they do not change, so a state and its view must stay the same while
// other goroutines apply, view, sample and search from them (run it with
// -race as well), a view's ships must not be replaced by reading it, and
// a parent's hash must not move when any descendant is built.
func TestSharedShips(t *testing.T) {
	for g, name := range []string{"standard", "boarding", "pursuit"} {
		s := newGame(t, name, uint64(g))
		opp := [2]engine.Opponent{&noTruce{engine.NewDice(uint64(g))}, Scripted{}}
		var past []*State
		var hashes []uint64
		for k := 0; !s.Outcome().Over && k < 400; k++ {
			p := s.Phase().Actors[0]
			v := s.View(p).(*State)
			legal := s.Legal(p)
			before := append([]*ship(nil), v.ships...)
			var wg sync.WaitGroup
			for w := 0; w < 2; w++ {
				wg.Add(1)
				go func(w int) {
					defer wg.Done()
					for _, in := range legal[:min(len(legal), 8)] {
						if n, _, err := s.Apply(in); err == nil {
							n.Hash()
							n.View(0).Legal(0)
						}
						v.Legal(p)
						v.Hash()
					}
					v.Ships() // what the screens read
					v.Sample(p, uint64(w)).(*State).Candidates(p)
					v.Reseed(uint64(w)).Hash()
				}(w)
			}
			wg.Wait()
			for i := range before {
				if v.ships[i] != before[i] {
					t.Fatalf("%s: reading a view replaced its ship %d (a write to a published state)", name, i)
				}
			}
			in, err := opp[p].Choose(v, p)
			if err != nil {
				t.Fatal(err)
			}
			past, hashes = append(past, s), append(hashes, s.Hash())
			n, _, err := s.Apply(in)
			if err != nil {
				t.Fatal(err)
			}
			s = n.(*State)
		}
		for i, old := range past {
			if old.Hash() != hashes[i] {
				t.Fatalf("%s: the state before intent %d changed after later intents were applied", name, i)
			}
		}
	}
}

// TestHasFireStep: the quick test the movement uses is the full list's
// "anything at all", on every ship of random battles.
func TestHasFireStep(t *testing.T) {
	for g := uint64(0); g < 4; g++ {
		s := newGame(t, "standard", g)
		opp := [2]engine.Opponent{&noTruce{engine.NewDice(g)}, &noTruce{engine.NewDice(g + 1)}}
		for !s.Outcome().Over {
			for i := range s.ships {
				if got, want := s.hasFireStep(ShipID(i)), len(s.fireOptions(ShipID(i), false)) > 0; got != want {
					t.Fatalf("%s: hasFireStep %v, fireOptions %v", s.ships[i].name, got, want)
				}
			}
			p := s.Phase().Actors[0]
			in, _ := opp[p].Choose(s, p)
			n, _, err := s.Apply(in)
			if err != nil {
				t.Fatal(err)
			}
			s = n.(*State)
		}
	}
}
