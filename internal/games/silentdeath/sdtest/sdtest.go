// Package sdtest builds Silent Death positions for the tests of other
// packages (the shell, the command line) that need a game played a long
// way: it is imported by tests only.
package sdtest

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// SecondBattle plays a campaign, hotseat, by the scripted opponent for
// both sides from seed 1, until battle 2 is in its second turn.
func SecondBattle(t testing.TB) *engine.Session {
	t.Helper()
	return toSecondBattle(t, 1, func(*sd.Campaign) engine.Intent { return nil })
}

// ForfeitedFirstBattle plays a campaign, hotseat, by the scripted opponent
// for both sides from seed 3, but Side 1 buys its first roster without a
// pilot (craft alone, gunners alone: 11.7 lets it), so that it can field
// nothing and forfeits battle 1. It stops once battle 2 is in its second
// turn.
func ForfeitedFirstBattle(t testing.TB) *engine.Session {
	t.Helper()
	sess := toSecondBattle(t, 3, func(c *sd.Campaign) engine.Intent {
		if sh, ok := c.Shop(); ok && c.Phase().Name == sd.PhaseCampRoster && c.Phase().Actors[0] == 1 {
			return crewless(c, sh.Points[1]-sh.Spent[1])
		}
		return nil
	})
	c := sess.State().(*sd.Campaign)
	if r := c.Results(); len(r) != 1 || !strings.Contains(r[0].Reason, "could field no craft") {
		t.Fatalf("battle 1 was not forfeited: %+v", r)
	}
	return sess
}

// toSecondBattle plays the campaign from seed until battle 2 is in its
// second turn: each choice is own's, or the scripted opponent's where own
// gives nil.
func toSecondBattle(t testing.TB, seed uint64, own func(*sd.Campaign) engine.Intent) *engine.Session {
	t.Helper()
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "campaign")
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(g, sc, nil, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; ; k++ {
		c := sess.State().(*sd.Campaign)
		if c.Played() == 1 && c.Battle() != nil && c.Battle().Phase().Turn >= 2 {
			return sess
		}
		if c.Outcome().Over || k > 20000 {
			t.Fatalf("the campaign never reached battle 2's second turn: %+v", c.Results())
		}
		in := own(c)
		if in == nil {
			p := c.Phase().Actors[0]
			if in, err = (sd.Scripted{}).Choose(c.View(p), p); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
}

// crewless is Side 1's next purchase of a roster without a pilot: the
// dearest craft alone it may buy, else a gunner, done when left is 0.
func crewless(c *sd.Campaign, left int) engine.Intent {
	if left == 0 {
		return sd.Done{By: 1}
	}
	var best *sd.Buy
	for _, x := range c.Legal(1) {
		if b, ok := x.(sd.Buy); ok && b.Bare() && (best == nil || b.Cost() > best.Cost()) {
			best = &b
		}
	}
	if best != nil {
		return *best
	}
	return sd.Hire{By: 1, Gnr: min(left, sd.MaxSkill)}
}
