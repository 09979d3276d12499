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

// TestInfo_SidesWeaponsChance hands the screens each side's name and
// colour, the number of players, the weapons fired this round and the
// chance of the attack under way.
func TestInfo_SidesWeaponsChance(t *testing.T) {
	c := newGame(t, "coruscant-teams", 1)
	if c.Players() != 4 || c.SideName(2) != "Mon Cal Squadron" || c.SideColor(3) != "cyan" || c.SideColor(4) != "" || c.SideName(-1) != "nobody" {
		t.Fatalf("players %d, side 2 %q, colour of side 3 %q", c.Players(), c.SideName(2), c.SideColor(3))
	}
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Mon Calamari Star Defender Viscount@10,20:N", "dark:Super Star Destroyer Executor@3,20:E")
	v, exe := s.ship(t, "Viscount"), s.ship(t, "Executor")
	n := atAttack(s, 0)
	var out []engine.Event
	n.settle(&out)
	var barrage, turbo Attack
	for _, in := range n.Legal(0) {
		if a, ok := in.(Attack); ok && a.Ship == v && a.Target == exe {
			switch n.side(v).Weapons[a.Weapon].Kind.Arc() {
			case Broadside:
				barrage = a
			default:
				if turbo.Target == 0 && turbo.Ship == 0 {
					turbo = a
				}
			}
		}
	}
	if barrage.Target != exe || turbo.Target != exe {
		t.Fatalf("the Executor in the Viscount's left broadside: no Barrage or no Turbolasers in %v", n.Legal(0))
	}
	need, bonus, tw, _ := n.Odds(turbo)
	n, _ = apply(t, n, turbo)
	a, ok := n.PendingAttack()
	if !ok || a.Chance != 5*tw || a.Need != need || a.Bonus != bonus || a.IfHit != n.side(v).Weapons[turbo.Weapon].Damage-1 {
		t.Fatalf("the attack under way %+v: want a chance of %d%%", a, 5*tw)
	}
	n, _ = passAll(t, n.force(10))
	sh, _ := n.Ship(v)
	if !sh.Fired[turbo.Weapon] || sh.BroadsideLeft || sh.BroadsideRight {
		t.Fatalf("after the %s: fired %v, broadsides %v %v", n.side(v).Weapons[turbo.Weapon].Name, sh.Fired, sh.BroadsideLeft, sh.BroadsideRight)
	}
	n, _ = apply(t, n, barrage)
	n, _ = passAll(t, n.force(10))
	sh, _ = n.Ship(v)
	if sh.Fired[barrage.Weapon] || !sh.BroadsideLeft || sh.BroadsideRight {
		t.Fatalf("one attack into the left broadside: the Barrage may still fire into the right: %+v", sh)
	}
}

// A card added or taken out while the fleets are built in secret is one
// line in its player's log, with its name and the points; the other team
// does not learn of it at all (Conceals). A second, nameless line for the
// others stood beside it in the player's own log (found playing solo).
func TestBuildCardIsOneLine(t *testing.T) {
	s := newGame(t, "standard", 1)
	exe := cardID(t, s, "Super Star Destroyer Executor")
	n, ev := apply(t, s, Add{By: 1, Card: exe})
	if len(ev) != 1 || !ev[0].Secret || ev[0].Player != 1 || ev[0].Text != "Dark Side adds Super Star Destroyer Executor (150 points): 150 of 300." {
		t.Fatalf("adding a card says %+v", ev)
	}
	if !n.Conceals(Add{By: 1, Card: exe}, 0) {
		t.Fatal("the Light Side learns of the card")
	}
	_, ev = apply(t, n, Remove{By: 1, Card: exe})
	if len(ev) != 1 || !ev[0].Secret || ev[0].Text != "Dark Side takes Super Star Destroyer Executor out: 0 of 300." {
		t.Fatalf("taking it out says %+v", ev)
	}
}

// FleetOnGrid tells the screens whether a player still has a ship on the
// grid (Team Play passes over one that has none); a player out of range
// has none.
func TestFleetOnGrid(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, nil, "light:Millennium Falcon@10,20:N", "dark:Imperial Star Destroyer@10,2:S", "dark:TIE Fighter")
	if !s.FleetOnGrid(0) || !s.FleetOnGrid(1) || s.FleetOnGrid(2) || s.FleetOnGrid(-1) {
		t.Fatalf("on the grid: %v %v %v %v", s.FleetOnGrid(0), s.FleetOnGrid(1), s.FleetOnGrid(2), s.FleetOnGrid(-1))
	}
	n := *s
	n.ships = append([]ship(nil), s.ships...)
	for i := range n.ships {
		if n.ships[i].owner == 1 && n.ships[i].status == stActive {
			n.ships[i].status = stDestroyed
		}
	}
	if !n.FleetOnGrid(0) || n.FleetOnGrid(1) {
		t.Errorf("with player 1's ship destroyed, its fighter in the pool: %v %v", n.FleetOnGrid(0), n.FleetOnGrid(1))
	}
}
