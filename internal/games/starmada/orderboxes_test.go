package starmada

import (
	"reflect"
	"sync"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestOrderBoxesListTheSameIntents: the order intents Legal lists from the
// game's boxes are the ones it made before the boxes (each WriteOrders
// made afresh), in the same order, in every Orders Phase position of a
// random game, and read from goroutines at once (the search shares a
// game's rules between its trees) they stay so: the race detector of make
// race watches the boxes' slots.
func TestOrderBoxesListTheSameIntents(t *testing.T) {
	st := newGame(t, "standard", 3)
	opp := engine.NewRandomOpponent(9)
	checked := 0
	texts := map[int]string{} // each slot one text, or the boxes would be made again and again
	for i := 0; i < 400 && !st.Outcome().Over; i++ {
		p := st.Phase().Actors[0]
		if st.phase == phOrders {
			want := freshOrders(st, p)
			for i := range st.ships {
				st.eachOrder(i, func(o string, slot int) {
					if had, ok := texts[slot]; ok && had != o || slot < 0 || slot >= orderSlots {
						t.Fatalf("slot %d holds %q and %q (of %d)", slot, had, o, orderSlots)
					}
					texts[slot] = o
				})
			}
			var wg sync.WaitGroup
			got := make([][]engine.Intent, 4)
			for g := range got {
				wg.Add(1)
				go func() {
					defer wg.Done()
					got[g] = st.Legal(p)
				}()
			}
			wg.Wait()
			for g := range got {
				if !reflect.DeepEqual(got[g], want) {
					t.Fatalf("intent %d, goroutine %d: Legal lists %d intents, not the %d made afresh", i, g, len(got[g]), len(want))
				}
			}
			checked++
		}
		in, err := opp.Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		next, _, err := st.Apply(in)
		if err != nil {
			t.Fatal(err)
		}
		st = next.(*State)
	}
	if checked < 20 {
		t.Fatalf("only %d Orders Phase positions checked", checked)
	}
}

// freshOrders is Legal(p) in the Orders Phase as it was made before the
// boxes: every WriteOrders a new value.
func freshOrders(s *State, p engine.Player) []engine.Intent {
	var out []engine.Intent
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.side != p || sh.hasOrders || !sh.canMove() {
			continue
		}
		s.eachOrder(i, func(o string, _ int) {
			out = append(out, WriteOrders{By: p, Ship: sh.name, Orders: o})
		})
	}
	out = append(out, Submit{By: p})
	for i := range s.ships {
		if sh := &s.ships[i]; sh.side == p && sh.hasOrders && sh.canMove() {
			out = append(out, WriteOrders{By: p, Ship: sh.name, Orders: sh.orders})
		}
	}
	return out
}
