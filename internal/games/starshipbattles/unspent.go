package starshipbattles

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

var (
	_ engine.Unspender  = (*State)(nil)
	_ engine.Asker      = (*State)(nil)
	_ engine.KindLister = Game{}
)

// Kinds implements engine.KindLister: every kind of intent, so that a
// screen can tell the key of an action that is not possible now from a key
// that means nothing.
func (Game) Kinds() []string { return codec.Kinds() }

// Unspent implements engine.Unspender: what Done would throw away, for the
// screen to ask first, as a noun phrase that reads between "with" and
// "unspent?" ("Done moving with the moves of Home One and Falcon
// unspent?"). Done in the move phase leaves the ships that could still move
// where they are; in the launch step, the fighters that could still be
// launched in the pool; in the attack phase, the weapons that could still
// fire silent; while building, the points left when a card still fits.
// Passing a question spends nothing (a Command counter not played stays
// for later), so Pass is never asked about.
func (s *State) Unspent(in engine.Intent) string {
	in, err := codec.Normalize(in)
	if err != nil {
		return ""
	}
	d, ok := in.(Done)
	if !ok || s.Check(d) != nil {
		return ""
	}
	switch {
	case s.phase == phBuild:
		return s.unspentPoints(d.By)
	case s.phase == phMove && s.step == stepLaunch:
		return s.unspentLaunches(d.By)
	case s.phase == phMove:
		return s.unspentMoves(d.By)
	case s.phase == phAttack:
		return s.unspentFire(d.By)
	}
	return ""
}

// Ask implements engine.Asker: a step that takes a ship off the grid is
// asked about first. The ship flees, which counts as destroyed (Moving Off
// the Stellar Grid), and the move list, in compass order, may hold that
// step on its first line, where a key pressed once too often takes it.
func (s *State) Ask(in engine.Intent) string {
	in, err := codec.Normalize(in)
	if err != nil {
		return ""
	}
	st, ok := in.(Step)
	if !ok {
		return ""
	}
	res, err := s.checkStep(st)
	if err != nil || !res.fled {
		return ""
	}
	name := s.Name(st.Ship)
	if s.has(st.Ship, Infinite) {
		return name + " leaves the grid: it flees, which counts as destroyed, and goes back to the fighter pool. Take the step?"
	}
	return name + " leaves the grid: it flees, which counts as destroyed. Take the step?"
}

// unspentMoves names p's ships that have not moved and have a step to make.
func (s *State) unspentMoves(p engine.Player) string {
	var names []string
	for i := range s.ships {
		id, sh := ShipID(i), &s.ships[i]
		if sh.owner != p || sh.status != stActive || sh.moved || sh.launched {
			continue
		}
		for d := Dir(0); d < 8; d++ {
			if _, err := s.stepFrom(id, d, sh.at, sh.facing, s.stepsLeft(id)); err == nil {
				names = append(names, s.Name(id))
				break
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	return word(len(names), "the move of ", "the moves of ") + nameList(names)
}

// unspentLaunches counts the fighters p could still launch this round: no
// more than its pool holds, its ships' launches left, and the free squares
// beside them.
func (s *State) unspentLaunches(p engine.Player) string {
	pool := 0
	for i := range s.ships {
		if s.ships[i].owner == p && s.ships[i].status == stPool {
			pool++
		}
	}
	rate := 0
	var squares []grid.Square
	for i := range s.ships {
		id := ShipID(i)
		if s.ships[i].owner != p || !s.active(id) {
			continue
		}
		left := s.launchRate(id) - int(s.ships[i].launches)
		if left <= 0 {
			continue
		}
		free := s.launchSquares(id)
		rate += min(left, len(free))
		for _, q := range free {
			dup := false
			for _, o := range squares {
				dup = dup || o == q
			}
			if !dup {
				squares = append(squares, q)
			}
		}
	}
	n := min(pool, rate, len(squares))
	if n == 0 {
		return ""
	}
	return engine.Count(n, "fighter launch", "fighter launches")
}

// unspentFire counts p's weapons that could still attack, and names their
// ships: "the fire of 3 weapons aboard Executor and Slave I".
func (s *State) unspentFire(p engine.Player) string {
	type gun struct {
		ship   ShipID
		weapon int
	}
	var guns []gun
	var ships []string
	for _, in := range s.legalAttacks(p, 0) {
		a := in.(Attack)
		g := gun{a.Ship, a.Weapon}
		dup := false
		for _, o := range guns {
			dup = dup || o == g
		}
		if dup {
			continue
		}
		if len(guns) == 0 || guns[len(guns)-1].ship != a.Ship {
			ships = append(ships, s.Name(a.Ship))
		}
		guns = append(guns, g)
	}
	if len(guns) == 0 {
		return ""
	}
	return "the fire of " + engine.Count(len(guns), "weapon", "weapons") + " aboard " + nameList(ships)
}

// unspentPoints says how many points p leaves when a card still fits.
func (s *State) unspentPoints(p engine.Player) string {
	cheapest := -1
	for c := range s.rules.cards {
		if s.checkAdd(p, CardID(c)) == nil && (cheapest < 0 || s.rules.cards[c].Cost < s.rules.cards[cheapest].Cost) {
			cheapest = c
		}
	}
	if cheapest < 0 {
		return ""
	}
	c := s.rules.cards[cheapest]
	return fmt.Sprintf("%d of the %d points (%s at %d still fits)", s.rules.build-s.points(p), s.rules.build, c.Name, c.Cost)
}

// word is one for 1, else many.
func word(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// nameList joins names as a sentence does, the first four of them and how
// many more ships: "Home One and Falcon", "A, B, C, D and 3 more ships".
func nameList(names []string) string {
	const most = 4
	if len(names) <= most {
		return engine.List(names...)
	}
	return strings.Join(names[:most], ", ") + " and " + engine.Count(len(names)-most, "more ship", "more ships")
}
