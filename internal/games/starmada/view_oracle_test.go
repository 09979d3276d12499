package starmada

// The view oracle (twenty-third audit): what each player may see, read
// from the rulebook (2.2.1, 3.2) and docs/rules/starmada.md alone. The
// rules keep one thing secret: the movement orders each side writes in the
// Orders Phase, until both have written them and the Movement Phase
// carries them out. Fleets (2.1.1), the set-up (2.1.2) and everything after
// the orders are open. No player may know the dice to come.
//
// Over every position of scripted and random games of every shipped
// scenario (with the points, objects and turns options varied) it wants,
// for each viewer (either side and a spectator):
//
//   - (a) two orders the mover may write (another order for the same ship,
//     or orders for another ship), and the same followed by the side's
//     seal while the other side still writes, give every other viewer the
//     same view (hash, contents, phase, outcome, Legal of the view and of
//     the state) and the same log lines (internal/tui's play log: the
//     Concealer, Describe and the events the viewer may read);
//   - (c) the writer always sees its own orders, and once the last seal
//     moves the ships, everybody sees what the orders did;
//   - (b) any two choices outside the Orders Phase that make different
//     states make different views for everyone;
//   - (d) a state whose dice generator alone is another gives every viewer
//     the same view;
//   - (e) the End Phase's launches (C.5) are open: nothing in the rulebook
//     makes them secret or simultaneous, so two launches of different
//     counts make different views for everyone, at every such position of
//     a battle of the oracle's own with battle satellites on both sides.

import (
	"fmt"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func TestViewOracle(t *testing.T) {
	type game struct {
		scen string
		opts engine.Options
	}
	var games []game
	for _, sc := range []string{"standard", "duel", "setup", "objects", "build", "mirror", "satellites"} {
		games = append(games, game{sc, engine.Options{OptTurns: "4"}}, game{sc, engine.Options{}})
	}
	games = append(games, game{"build", engine.Options{OptPoints: "500", OptObjects: "2", OptTurns: "3"}},
		game{"setup", engine.Options{OptObjects: "6", OptTurns: "3"}}, game{"build", engine.Options{OptPoints: "2000", OptTurns: "2"}},
		game{"sats", nil}, game{"sats", nil})
	rounds, every := 1, 1
	if testing.Short() {
		every = 3
	}
	tally := gametest.ViewTally{}
	positions := 0
	for r := 0; r < rounds; r++ {
		for n, g := range games {
			seed := uint64(300 + 31*n + 7*r)
			var st engine.State
			if g.scen == "sats" {
				st = oSatsBattle(t, seed)
			} else {
				var err error
				st, err = Game{}.NewState(loadScenario(t, g.scen), g.opts, seed)
				if err != nil {
					t.Fatal(err)
				}
			}
			opps := []engine.Opponent{Scripted{}, Scripted{}}
			if k := (n + r) % 3; k > 0 {
				opps[k-1] = engine.NewRandomOpponent(seed)
			}
			name := fmt.Sprintf("%s %v seed %d", g.scen, g.opts, seed)
			k, over := gametest.PlayJudged(t, name, st, opps, 20001, func(where string, s engine.State, i int) bool {
				if i >= 0 && i%every != 0 {
					return false
				}
				voStarmadaPosition(t, where, s.(*State), max(i, 0), tally)
				return true
			})
			positions += k
			if t.Failed() {
				return
			}
			if !over {
				t.Fatalf("%s: no end", name)
			}
		}
	}
	t.Logf("%d positions", positions)
	tally.Log(t)
	if !testing.Short() {
		tally.Reached(t, "orders: hidden", "sealed orders: hidden", "orders at the last seal: revealed", "dice hidden", "public: a change seen")
	}
	if tally["launch: seen"] == 0 {
		t.Error("no launch was judged (C.5)")
	}
}

// TestView_3_2_WhichShipsHaveOrdersIsSecret: which of a side's ships were
// given orders is part of its orders (a ship without any stands still at
// the seal), so the other side's view marks its ships alike: none with
// orders while it writes, every ship able to move once it has sealed. The
// view had kept each ship's mark, telling the other side (and the expert
// opponent's guesses) which ships would move.
func TestView_3_2_WhichShipsHaveOrdersIsSecret(t *testing.T) {
	s := newGame(t, "standard", 1)
	var first []engine.Intent
	for _, in := range s.Legal(0) {
		if w, ok := in.(WriteOrders); ok && (len(first) == 0 || w.Ship != first[0].(WriteOrders).Ship) {
			first = append(first, in)
		}
	}
	if len(first) < 2 {
		t.Fatalf("want orders for two ships, have %v", first)
	}
	a, _, errA := s.Apply(first[0])
	b, _, errB := s.Apply(first[1])
	if errA != nil || errB != nil {
		t.Fatal(errA, errB)
	}
	marked := func(st engine.State, viewer engine.Player) (n int) {
		for _, sh := range st.View(viewer).(*State).Ships() {
			if sh.Side == 0 && sh.HasOrders {
				n++
			}
		}
		return n
	}
	if a.View(1).Hash() != b.View(1).Hash() || marked(a, 1) != 0 || marked(a, engine.NoPlayer) != 0 {
		t.Errorf("the enemy tells which ship has orders: %d marked", marked(a, 1))
	}
	if marked(a, 0) != 1 {
		t.Errorf("the writer sees %d of its ships with orders, want 1", marked(a, 0))
	}
	sa, _, err := a.Apply(Submit{By: 0})
	if err != nil {
		t.Fatal(err)
	}
	sb, _, _ := b.Apply(Submit{By: 0})
	movable := 0
	for _, sh := range s.Ships() {
		if sh.Side == 0 && sh.CanMove {
			movable++
		}
	}
	if sa.View(1).Hash() != sb.View(1).Hash() || marked(sa, 1) != movable {
		t.Errorf("sealed: the enemy sees %d of %d ships marked, or tells them apart", marked(sa, 1), movable)
	}
}

// voStillOrders is the oracle's kept: the Orders Phase of the turn goes
// on (a side still writes), so no order of it has been carried out.
func voStillOrders(turn int) func(engine.State, engine.Player) bool {
	return func(after engine.State, _ engine.Player) bool {
		return after.Phase().Name == PhaseOrders && after.Phase().Turn == turn
	}
}

func voStarmadaPosition(t *testing.T, where string, s *State, i int, tally gametest.ViewTally) {
	t.Helper()
	re := *s
	re.dice = engine.NewDice(s.Hash() ^ 0x5151)
	gametest.CheckDice(t, where, s, &re, 2, tally)
	if s.Outcome().Over {
		return
	}
	for _, q := range s.Phase().Actors {
		legal := s.Legal(q)
		if s.phase == phLaunch {
			// (e) every pair of counts, each seen by every viewer
			for a := 0; a < len(legal); a++ {
				for b := a + 1; b < len(legal); b++ {
					gametest.CheckPublic(t, where, s, gametest.ViewPair{A: legal[a : a+1], B: legal[b : b+1]}, 2, tally)
					tally["launch: seen"]++
				}
			}
			continue
		}
		if s.Phase().Name != PhaseOrders {
			if i%3 == 0 {
				for _, pr := range gametest.ViewPairs(legal, 4, func(a, b engine.Intent) bool { return true }) {
					gametest.CheckPublic(t, where, s, pr, 2, tally)
				}
			}
			continue
		}
		var orders []engine.Intent
		for _, in := range legal {
			if _, ok := in.(WriteOrders); ok {
				orders = append(orders, in)
			}
		}
		// Spread the pairs over the list: the same ship, and two ships.
		var pairs []gametest.ViewPair
		for k := 1 + i%2; k < len(orders) && len(pairs) < 2; k += 1 + len(orders)/2 {
			pairs = append(pairs, gametest.ViewPair{A: []engine.Intent{orders[0]}, B: []engine.Intent{orders[k]}})
		}
		seal := Submit{By: q}
		other := s.submitted[1-q]
		for _, pr := range pairs {
			gametest.CheckSecret(t, where, s, pr, 2, tally, "orders", voStillOrders(s.Phase().Turn))
			kind := "sealed orders"
			if other {
				kind = "orders at the last seal"
			}
			sealed := gametest.ViewPair{A: append(pr.A[:1:1], seal), B: append(pr.B[:1:1], seal)}
			gametest.CheckSecret(t, where, s, sealed, 2, tally, kind, voStillOrders(s.Phase().Turn))
		}
	}
}
