package starmada

import "github.com/armada-tui/armada-tui/internal/engine"

// The random opponent picks through engine.LegalCounter: it counts what
// Legal lists and takes one, with the same roll and the same choice as
// from the list, which in self-play and random playouts was made and
// thrown away once an intent. The Orders Phase lists dozens of orders for
// each ship yet to write them, the Combat Phase a declaration for every
// battery, target and set of arcs, the Fighter Phase the moves of every
// flight: those are counted without making intents. The other phases
// (losses, set-up, building, launches) list a few, and count them from
// Legal. TestLegalCountIsLegal holds both to Legal in every position.
var _ engine.LegalCounter = (*State)(nil)

// LegalCount implements engine.LegalCounter: len(Legal(p)) without the
// list.
func (s *State) LegalCount(p engine.Player) int {
	if s.outcome.Over || !validPlayer(p) || !s.acting(p) {
		return 0
	}
	switch s.phase {
	case phOrders:
		n := 1 // Submit
		for i := range s.ships {
			sh := &s.ships[i]
			switch {
			case sh.side != p || !sh.canMove():
			case sh.hasOrders:
				n++ // its own orders, for a rewrite
			default:
				n += s.orderCount(i)
			}
		}
		return n
	case phCombat:
		n := 1 + s.resolveCount() // Fire and the Resolves
		s.eachDeclaration(p, func(declaration) bool {
			n++
			return true
		})
		return n
	case phFighters:
		var buf [flyBuf]Fly
		if s.picked >= 0 {
			return len(s.flyMoves(s.picked, buf[:0]))
		}
		n := 0
		for i := range s.craft {
			switch c := &s.craft[i]; {
			case c.moved:
			case c.side == p:
				n += len(s.flyMoves(i, buf[:0]))
			default:
				n++ // a Pick
			}
		}
		return n
	}
	return len(s.Legal(p))
}

// LegalAt implements engine.LegalCounter: Legal(p)[i] without the list,
// nil when i is out of range.
func (s *State) LegalAt(p engine.Player, i int) engine.Intent {
	if i < 0 || s.outcome.Over || !validPlayer(p) || !s.acting(p) {
		return nil
	}
	switch s.phase {
	case phOrders:
		return s.orderAt(p, i)
	case phCombat:
		return s.combatAt(p, i)
	case phFighters:
		return s.fighterAt(p, i)
	}
	if legal := s.Legal(p); i < len(legal) {
		return legal[i]
	}
	return nil
}

// orderAt is Legal(p)[i] in the Orders Phase.
func (s *State) orderAt(p engine.Player, i int) engine.Intent {
	for k := range s.ships {
		sh := &s.ships[k]
		if sh.side != p || sh.hasOrders || !sh.canMove() {
			continue
		}
		if n := s.orderCount(k); i >= n {
			i -= n
			continue
		}
		// One intent, made afresh: the boxes Legal shares (orderBoxes)
		// would cost the game a set of slots for each ship.
		var text string
		s.eachOrder(k, func(o string, _ int) {
			if i == 0 {
				text = o
			}
			i--
		})
		return WriteOrders{By: p, Ship: sh.name, Orders: text}
	}
	if i == 0 {
		return Submit{By: p}
	}
	i--
	for k := range s.ships {
		if sh := &s.ships[k]; sh.side == p && sh.hasOrders && sh.canMove() {
			if i == 0 {
				return WriteOrders{By: p, Ship: sh.name, Orders: sh.orders}
			}
			i--
		}
	}
	return nil
}

// orderCount is len(orderOptions(i)) for ship i, which can move. With no
// object within its reach every order eachOrder makes is listed, so the
// count is worked out from the ship's MPs and its last move alone: "0",
// the free turns to the five other facings, a run of each length, each
// maneuver of turnCodes with any runs before and after that it can pay
// for (a run before it only when the ship may not open with it), and up
// to three moves back.
func (s *State) orderCount(i int) int {
	sh := &s.ships[i]
	mp := min(sh.mp(), maxEngine)
	if !sh.canMove() || s.objectNear(sh.pos, mp) {
		n := 0
		s.eachOrder(i, func(string, int) { n++ })
		return n
	}
	n := 1 + 5 + mp
	open := mayOpen('P', sh.last)
	for mi := range len(turnCodes) {
		r := mp - maneuverCost(turnCodes[mi]) // the hexes left for the runs
		switch {
		case r < 0:
		case open:
			n += (r + 1) * (r + 2) / 2
		default:
			n += r * (r + 1) / 2
		}
	}
	if mayOpen('B', sh.last) {
		n += min(mp/2, 3)
	}
	return n
}

// combatAt is Legal(p)[i] in the Combat Phase.
func (s *State) combatAt(p engine.Player, i int) engine.Intent {
	var in engine.Intent
	s.eachDeclaration(p, func(d declaration) bool {
		if i == 0 {
			in = s.declIntent(p, d)
			return false
		}
		i--
		return true
	})
	if in != nil {
		return in
	}
	for k := range s.ships {
		if s.hasDeclared(k) {
			if i == 0 {
				return Resolve{By: p, Ship: s.ships[k].name}
			}
			i--
		}
	}
	if i == 0 {
		return Fire{By: p}
	}
	return nil
}

// resolveCount is len(resolveOptions(p)): the ships with attacks declared.
func (s *State) resolveCount() int {
	n := 0
	for k := range s.ships {
		if s.hasDeclared(k) {
			n++
		}
	}
	return n
}

// hasDeclared reports whether ship i has attacks declared and not yet
// resolved.
func (s *State) hasDeclared(i int) bool {
	for _, d := range s.decls {
		if d.ship == i {
			return true
		}
	}
	return false
}

// fighterAt is Legal(p)[i] in the Fighter Phase.
func (s *State) fighterAt(p engine.Player, i int) engine.Intent {
	var buf [flyBuf]Fly
	if s.picked >= 0 {
		if fly := s.flyMoves(s.picked, buf[:0]); i < len(fly) {
			return fly[i]
		}
		return nil
	}
	for k := range s.craft {
		if c := &s.craft[k]; !c.moved && c.side == p {
			fly := s.flyMoves(k, buf[:0])
			if i < len(fly) {
				return fly[i]
			}
			i -= len(fly)
		}
	}
	for k := range s.craft {
		if c := &s.craft[k]; !c.moved && c.side != p {
			if i == 0 {
				return Pick{By: p, Craft: c.id}
			}
			i--
		}
	}
	return nil
}
