package starmada

import (
	"math"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// This file is what the search opponent may be configured with to compare
// orders without rolling the fire they lead to (search.Config's Cut and
// Evaluate); nothing here is a rule, and nothing uses it unless a
// configuration passes it.

// CutAtFire is where the search opponent may stop a playout begun in the
// Orders Phase (search.Config.Cut): as soon as that turn's orders are
// carried out and its fire begins, at the Fighter Phase (5.1.2: flights
// move and attack) or at the Combat Phase when no side has craft, or
// anything later. The fire is then counted at its expected damage
// (EvaluateAhead) instead of rolled. A playout begun in any other phase
// is not cut here.
func CutAtFire(root, st engine.State) bool {
	r, ok := root.(*State)
	if !ok || r == nil || r.phase != phOrders {
		return false
	}
	s, ok := st.(*State)
	if !ok || s == nil {
		return false
	}
	return s.turn != r.turn || s.phase != phOrders
}

// EvaluateAhead is the search opponent's estimate of p's chance to win
// (search.Config.Evaluate). At the start of a turn's fire (fireAhead) it
// is Evaluate's share of worth after that fire counted at its expected
// damage (evaluateFireAhead); anywhere else it is Evaluate. The two sides'
// chances add up to 1.
func EvaluateAhead(st engine.State, p engine.Player) float64 {
	s, ok := st.(*State)
	if !ok || s == nil {
		return 0.5
	}
	if s.fireAhead() {
		return s.evaluateFireAhead(p)
	}
	return s.Evaluate(p)
}

// fireAhead reports whether a turn's fire is about to begin and nothing
// of it has been rolled: the Fighter Phase before any craft has acted, or
// the Combat Phase before any attack was declared or resolved (a side
// already marked as fired had nothing to fire at).
func (s *State) fireAhead() bool {
	if s.outcome.Over {
		return false
	}
	switch s.phase {
	case phFighters:
		if s.picked >= 0 {
			return false
		}
		for i := range s.craft {
			if s.craft[i].moved {
				return false
			}
		}
		return true
	case phCombat:
		if len(s.decls) > 0 || len(s.resolved) > 0 {
			return false
		}
		for p := engine.Player(0); p < 2; p++ {
			if s.fired[p] && s.anyTarget(p) {
				return false
			}
		}
		return true
	}
	return false
}

// evaluateFireAhead is Evaluate after the fire ahead (fireHits): a side's
// worth is its VPs plus, for each ship still in play, its Combat Rating
// times the share of its hull boxes expected to be left, and the enemy
// gains the ship's Combat Rating times the chance that no hull box is
// left (2.3, 4.3.1). The hull hits a ship takes are counted as a Poisson
// number with the expected hits as its mean (the project's own estimate,
// not a rule). With no fire expected it is Evaluate.
func (s *State) evaluateFireAhead(p engine.Player) float64 {
	hits := s.fireHits()
	worth := [2]float64{float64(s.vp[0]), float64(s.vp[1])}
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.status == destroyed || sh.status == offBoard || !validPlayer(sh.side) || len(sh.hullBoxes()) == 0 {
			continue
		}
		boxes := len(sh.hullBoxes())
		left := count(sh.hullBoxes(), func(m mark) bool { return m.kind() == boxEmpty })
		kept, gone := poissonShort(left, hits[i])
		worth[sh.side] += float64(sh.class.CR) * kept / float64(boxes)
		if !sh.scored && left > 0 {
			worth[other(sh.side)] += float64(sh.class.CR) * gone
		}
	}
	all := worth[0] + worth[1]
	if all <= 0 || !validPlayer(p) {
		return 0.5
	}
	return worth[p] / all
}

// poissonShort is, for a number N of hull hits drawn from a Poisson law of
// mean x, the boxes of left expected to stay empty, E[max(left-N, 0)],
// and the chance that none does, P(N >= left).
func poissonShort(left int, x float64) (kept, gone float64) {
	pk := math.Exp(-max(x, 0)) // P(N = k), from k = 0
	cum := 0.0
	for k := 0; k < left; k++ {
		kept += float64(left-k) * pk
		cum += pk
		pk *= x / float64(k+1)
	}
	return kept, max(0, 1-cum)
}

// fireHits is the hull boxes each ship may expect to lose in the fire
// ahead: in the Fighter Phase each craft's attack first (fliesAhead), then
// every ship's fire (shootsAhead), each at the target the scripted
// opponent would choose and at the damage dice its own estimate expects
// (expected, flyDice), each die worth hullPerDie. The fire is counted as
// if simultaneous, none of it weakening the other (the marks of a Combat
// Phase are filled in at its end, 4.3); the fighters' losses are not
// counted (Evaluate does not weigh them).
func (s *State) fireHits() []float64 {
	hits := make([]float64, len(s.ships))
	if s.phase == phFighters {
		s.fliesAhead(hits)
	}
	for p := engine.Player(0); p < 2; p++ {
		if s.phase == phCombat && s.fired[p] {
			continue // nothing to fire at (fireAhead)
		}
		s.shootsAhead(p, hits)
	}
	return hits
}

// fliesAhead adds to hits what each craft that has still to act this
// Fighter Phase may expect to do: its best move and attack by the
// script's score (scoreFly, as planFlight weighs them), when that attack
// is on a ship.
func (s *State) fliesAhead(hits []float64) {
	for i := range s.craft {
		c := &s.craft[i]
		if c.moved || c.n <= 0 || !validPlayer(c.side) {
			continue
		}
		var best Fly
		bestScore, found := 0.0, false
		for _, in := range s.flyOptions(i) {
			f, ok := in.(Fly)
			if !ok {
				continue
			}
			if sc := s.scoreFly(f); !found || sc > bestScore {
				best, bestScore, found = f, sc, true
			}
		}
		if !found || best.Target.IsZero() {
			continue
		}
		ref, err := s.resolveTarget(best.By, best.Target)
		if err != nil || ref.ship < 0 {
			continue
		}
		b := (*Battery)(nil)
		if c.sat {
			b = &satelliteWeapon
		}
		t := &s.ships[ref.ship]
		hits[ref.ship] += s.flyDice(c, hex.FromOffset(best.Col, best.Row), t) * hullPerDie(t, b)
	}
}

// shootsAhead adds to hits what side p's ships may expect to do in the
// Combat Phase: declarations chosen as the script's planFire chooses them
// (the highest scoreTarget first, the damage declared on a ship counting
// toward the next choice), every battery's free weapons until nothing
// is worth declaring, each at the damage dice the script expects
// (declExpected). It works on a copy: the state is not changed.
func (s *State) shootsAhead(p engine.Player, hits []float64) {
	n := *s // a copy whose own declarations are drawn up here
	n.decls, n.resolved = nil, nil
	for {
		pending := n.pendingDice()
		var best Target
		bestScore := 0.0
		for _, in := range n.targetOptions(p) {
			t, ok := in.(Target)
			if !ok {
				continue
			}
			if sc := n.scoreTarget(t, pending); sc > bestScore {
				best, bestScore = t, sc
			}
		}
		if bestScore <= 0 {
			return
		}
		d, err := n.checkTarget(best)
		if err != nil || len(d.mounts) == 0 {
			return
		}
		n.decls = append(n.decls, d)
		if j := d.target.ship; j >= 0 {
			hits[j] += n.declExpected(d) * hullPerDie(&n.ships[j], &n.ships[d.ship].class.Batteries[d.battery])
		}
	}
}

// hullPerDie is the hull boxes one damage die of weapon b (nil: a
// fighter's) may expect to mark on ship t (4.2.3): a hull hit on a 1 or a
// 6 (two with B.2, none with B.14), the Hull entries of t's damage chart
// on 2 to 5, a box more with B.5 or B.6; armor plating stops a hull hit on
// a 5 or 6 (C.2). Systems entries count for nothing here, though one
// finding nothing left to damage becomes a hull hit: the project's own
// estimate, not a rule.
func hullPerDie(t *ship, b *Battery) float64 {
	noHull := has(b, NoHullDamage)
	edge := 1
	switch {
	case noHull:
		edge = 0
	case has(b, DoubleHullDamage):
		edge = 2
	}
	hull := float64(2 * edge)
	if !noHull {
		for f := 2; f <= 5; f++ {
			if e := t.class.Chart[f-1]; e.IsHull() {
				hull += float64(e[HitHull])
			}
		}
	}
	hull /= 6
	if has(b, ExtraHullDamage) {
		hull++
	}
	if t.hasEquip(ArmorPlating) {
		hull *= 4.0 / 6
	}
	if has(b, ExtraCrewCasualties) {
		hull++ // a crew casualty marks a hull box too (4.3.2)
	}
	return hull
}
