package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

func TestInfo(t *testing.T) {
	s := newGame(t, "standard", 1)
	exe := cardID(t, s, "Super Star Destroyer Executor")
	n, _ := apply(t, s, Add{By: 1, Card: exe})
	if got := n.Describe(Add{By: 1, Card: exe}, 0); got != "add a card to the fleet" {
		t.Fatalf("the Light Side reads %q", got)
	}
	if got := n.Describe(Add{By: 1, Card: exe}, 1); got != "add Super Star Destroyer Executor" {
		t.Fatalf("the Dark Side reads %q", got)
	}
	if f := n.Fleet(1); f.Points != 150 || f.Budget != 300 || len(f.Picks) != 1 {
		t.Fatalf("fleet %+v", f)
	}
	c := newGame(t, "coruscant", 1)
	if p := c.Pool(0); len(p) != 5 || p[1].Count != 4 {
		t.Fatalf("the Light Side's pool %v", p)
	}
	if sh := c.Sheet(1); sh.Counters[1] != 2 || sh.Counters[3] != 1 || sh.Counters[4] != 2 {
		t.Fatalf("the Dark Side's sheet %+v", sh)
	}
	b := battle(t, RulesAdvanced, nil, []int{7, 15}, "light:Millennium Falcon@10,20:N", "dark:Imperial Star Destroyer@10,2:S")
	f := b.ship(t, "Falcon")
	if r := b.Reachable(f); len(r) != 49 {
		t.Fatalf("a class 3 ship reaches %d squares, want 7 × 7", len(r))
	}
	need, bonus, tw, ok := atAttack(b, 0).Odds(Attack{By: 0, Ship: f, Weapon: 0, Target: 1, Face: grid.Front})
	if !ok || need != 16 || bonus != 6 || tw != 11 {
		t.Fatalf("odds %d %d %d %v: d20+6 against 16 hits on 10 or more", need, bonus, tw, ok)
	}
	if got := b.Describe(Step{By: 0, Ship: f, Dir: DirNE}, engine.NoPlayer); got != "Falcon: one square NE" {
		t.Fatalf("describe %q", got)
	}
	if len(b.Ships()) != 2 || b.Ships()[0].Where != OnGrid {
		t.Fatal("ships")
	}
}
