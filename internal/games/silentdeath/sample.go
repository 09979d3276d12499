package silentdeath

import (
	"math"
	"math/rand/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// guessOther is how often, one time in guessOther, a guess departs from
// the scripted opponent's choice: a person need not play like the script,
// and a search that always met the script's choice would plan against it
// alone.
const guessOther = 4

// Sample completes what player p's view hides, for the search opponent
// (search.Determinizer), and rolls fresh dice from seed.
//
// Played on as it is, a view goes wrong wherever it hides something: the
// other side's fire of the step is never rolled, so the searching side
// believes it is never shot at; its lock-ons and torps are never
// launched; an enemy torp with no target (10.6 tracking) is dropped at the
// next clean-up; and with no command ship named (11.5) neither shuttle can
// be unmasked nor its loss end the game. So each hidden item is guessed as
// the scripted opponent would have chosen it, worked out from the other
// side's view of the sample, so that no guess rests on what p's view
// lacks; one time in guessOther the guess is the script's second choice
// instead. The guesses:
//
//   - the command ship: either shuttle at random (the script always names
//     the first; a person need not), among those the view allows: one
//     damaged, or that fired, launched or locked on, is not the decoy, and
//     an unmasked decoy is not the real one;
//   - the other side's lock-ons and launches, once its declarations are
//     made: the script's, one at a time, from the rules' launch options (a
//     side still declaring keeps none, as if it had not begun, and goes on
//     when played);
//   - the fire of each of the other side's crew members who has acted in
//     this firing step: the script's shot from the rules' fire options, or
//     a pass where it would pass (11.5's decoy always passes);
//   - the targets of the other side's torps in flight under 10.6 tracking
//     (see guessTorpTargets).
//
// Everything the view shows stays as it is. One case is guessed wrong: a
// crew member who acted in an earlier step of this Cannon Fire Phase (he
// answered a 10.8 gunnery duel out of his step, or he is a pilot whose Gnr
// a critical hit lowered after he fired) looks, in the view, like one who
// acted in this step, and is given a shot he could no longer make. A view
// of nobody (engine.NoPlayer) gets fresh dice only. The receiver is not
// changed; the same seed gives the same sample.
func (s *State) Sample(p engine.Player, seed uint64) engine.State {
	n := s.clone()
	n.dice = engine.NewDice(seed)
	if p != 0 && p != 1 {
		return n
	}
	r := rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))
	me, q := int8(p), other(int8(p))
	n.guessCommand(me, r)
	n.guessTorpTargets(me, r)
	switch {
	case (n.ph == phLaunch || n.ph == phTorpLaunch) && n.declarer > q:
		n.guessLaunches(q, r)
	case n.ph == phFire:
		n.guessFire(q, r)
	}
	return n
}

// Sample is the battle's sample during a battle, with fresh dice for the
// campaign too (search.Determinizer); between battles a campaign hides
// nothing.
func (c *Campaign) Sample(p engine.Player, seed uint64) engine.State {
	n := c.clone()
	n.dice = engine.NewDice(seed)
	if c.battle != nil {
		n.battle = c.battle.Sample(p, seed^0x9e3779b97f4a7c15).(*State)
	}
	return n
}

// guessCommand names the real command ship when p's view hides it (11.5),
// and marks the other shuttle as the decoy, as the Command intent does.
func (n *State) guessCommand(p int8, r *rand.Rand) {
	cs := n.sc.file.Rules.CommandShip
	if cs == nil || int8(cs.Side) == p || n.command != commandHidden {
		return
	}
	if n.ph == phCommand {
		n.command = -1 // the owner has yet to name it
		return
	}
	idx := [2]int{n.craftIndex(cs.Side, cs.Crafts[0]), n.craftIndex(cs.Side, cs.Crafts[1])}
	var cand [2]int
	k := 0
	for a := range idx {
		cmd, decoy := &n.crafts[idx[a]], idx[1-a]
		// The command ship's loss ends a game of VicCommandShip at once.
		lost := cmd.state == outDestroyed && n.sc.file.Victory.Kind == VicCommandShip && !n.outcome.Over
		if cmd.state != outDecoy && !lost && n.couldBeDecoy(decoy) {
			cand[k] = idx[a]
			k++
		}
	}
	n.command = idx[0] // nothing fits (cannot happen): the script's choice
	if k > 0 {
		n.command = cand[r.IntN(k)]
	}
	for _, i := range idx {
		if i != n.command {
			n.crafts[i].decoy = true
		}
	}
}

// couldBeDecoy reports whether shuttle i may be 11.5's decoy: unmasked
// already, or never damaged (damage unmasks it) and never having fired,
// launched or locked on (a decoy can do none of these).
func (n *State) couldBeDecoy(i int) bool {
	c := &n.crafts[i]
	if c.state == outDecoy {
		return true
	}
	if c.damaged || c.hits > 0 || c.firedT {
		return false
	}
	for m, mt := range c.typ.Mounts {
		if mt.Weapon == MissileLauncher && int(c.ammo[m]) < mt.Mag {
			return false
		}
	}
	var lost [numMarks]int
	for _, l := range c.losses[:c.nLoss] {
		if l.kind == lossTorp && l.n >= 0 && int(l.n) < int(numMarks) {
			lost[l.n]++
		}
	}
	for k := range c.torps {
		start := c.typ.Torps[k]
		if c.noTorps {
			start = 0
		}
		if int(c.torps[k])+lost[k] < start {
			return false
		}
	}
	for _, l := range n.lockons {
		if l.craft == i {
			return false
		}
	}
	for _, a := range n.attacks {
		if a.craft == i {
			return false
		}
	}
	for _, t := range n.torps {
		if t.owner == i {
			return false
		}
	}
	return true
}

// guessTorpTargets fills in the targets 10.6's tracking mechanics hide:
// those of the other side's torps that have not reached their targets. A
// torp launched this turn has not flown yet, so where it lies is where it
// was launched from: it gets the script's target (planLaunch's: the first
// enemy craft within 14 hexes, two torps at most to each, in launch order,
// which is id order). A torp in flight shows only where it flies, and gets
// guessTorpTarget's.
func (n *State) guessTorpTargets(p int8, r *rand.Rand) {
	if !n.opt.TorpTracking || n.ph == phJam {
		return
	}
	var count [16]int8 // torps launched this turn at each enemy craft, up to 16 craft
	for k := range n.torps {
		t := &n.torps[k]
		if t.side == p || t.arrived || !t.target.IsZero() {
			continue
		}
		if n.launchedNow(t) {
			if x, ok := n.scriptTorpTarget(t, &count); ok && r.IntN(guessOther) != 0 {
				t.target = x
				continue
			}
		}
		t.target = n.guessTorpTarget(t, r)
	}
}

// launchedNow reports whether torp t was launched in this turn's launch
// phase, as far as the view tells: torps fly in every Movement Phase, so
// one that has not flown is new, except during the Movement Phase (where
// every torp starts unflown), in which a new torp is known by lying in its
// launcher's hex with its facing.
func (n *State) launchedNow(t *torp) bool {
	if t.moved {
		return false
	}
	if n.ph != phMove && n.ph != phDrive0 {
		return true
	}
	o := &n.crafts[t.owner]
	return !o.moved && o.pos == t.pos && o.facing == t.facing
}

// scriptTorpTarget is the target the script would have launched torp t
// at, if it was launched this turn from the hex it is in: the first enemy
// craft within 14 hexes that count (torps so far, in id order) shows has
// fewer than two.
func (n *State) scriptTorpTarget(t *torp, count *[16]int8) (ref, bool) {
	for j := range n.crafts {
		o := &n.crafts[j]
		if !o.alive() || o.side == t.side || o.pos == t.pos || j >= len(count) {
			continue
		}
		if hex.Distance(t.pos, o.pos) <= 14 && count[j] < 2 {
			count[j]++
			return ref{refCraft, j}, true
		}
	}
	return ref{}, false
}

// guessTorpTarget is the likeliest target of torp t from where it flies:
// among what the rules let it be launched at and is not in its hex (it
// would have arrived), an enemy craft (all the script launches at), the
// one the torp faces most squarely, nearer ones first: a torp turns toward
// its target and flies straight at it, so it faces it after every flight.
// The weighing (an angle of one radian counts as twelve hexes) guessed the
// target of 73% of the scripted opponent's torps in flight, the nearest
// craft ahead 66% (8 scenarios, 6 scripted games each, 10.6 tracking on).
// One time in guessOther it is any of them. The zero target when there is
// none (the torp is then lost, as one whose target has left play).
func (n *State) guessTorpTarget(t *torp, r *rand.Rand) ref {
	var buf [16]ref
	cands := buf[:0]
	for _, crafts := range [2]bool{true, false} {
		n.torpTargets(t.side, func(x ref) {
			if pos, ok := n.refPos(x); ok && pos != t.pos && (x.kind == refCraft) == crafts {
				cands = append(cands, x)
			}
		})
		if len(cands) > 0 {
			break
		}
	}
	if len(cands) == 0 {
		return ref{}
	}
	if r.IntN(guessOther) == 0 {
		return cands[r.IntN(len(cands))]
	}
	fx, fy := plane(t.facing.Offset())
	best, bestV := cands[0], math.Inf(1)
	for _, x := range cands {
		pos, _ := n.refPos(x)
		vx, vy := plane(hex.Sub(pos, t.pos))
		cos := (fx*vx + fy*vy) / math.Hypot(fx, fy) / math.Hypot(vx, vy)
		v := math.Acos(max(-1, min(1, cos))) + float64(hex.Distance(t.pos, pos))/12
		if v < bestV {
			best, bestV = x, v
		}
	}
	return best
}

// plane is the axial offset h on a plane where the six directions are
// equally long and 60° apart, for angles between directions.
func plane(h hex.Hex) (float64, float64) {
	return float64(2*h.Q + h.R), float64(h.R) * math.Sqrt(3)
}

// guessLaunches fills in side q's lock-ons (in the Missile/Torp Launch
// Phase's first round) or torp launches (its second, 4.2), declared in
// secret before p's: the script's, one declaration at a time, from the
// launch options of q's view of the sample.
func (n *State) guessLaunches(q int8, r *rand.Rand) {
	for _, l := range n.lockons {
		if l.side == q && n.ph == phLaunch {
			return // not a view: q's declarations are there
		}
	}
	for _, l := range n.launches {
		if l.side == q {
			return
		}
	}
	if !n.hasLaunchOptions(q) {
		return // it had nothing to declare
	}
	b := n.View(engine.Player(q)).(*State)
	b.declarer, b.pending = q, nil
	if b.ph == phLaunch {
		b.lockons = b.lockons[:0]
	}
	b.launches = b.launches[:0]
	var ev events
	for range 256 { // each declaration uses up an option; a bound all the same
		legal := b.Legal(engine.Player(q))
		in := b.planLaunch(q, legal)
		if r.IntN(guessOther) == 0 {
			in = b.planLaunch(q, without(legal, in))
		}
		if _, done := in.(Declared); done || !contains(legal, in) {
			break
		}
		b.apply(in, &ev)
	}
	// q declared first: its declarations come before p's, as Apply made them.
	if n.ph == phLaunch {
		n.lockons = append(b.lockons, n.lockons...)
	}
	n.launches = append(b.launches, n.launches...)
}

// guessFire fills in the attacks of side q's crew members who have fired
// or passed in this firing step: each the script's choice among the
// rules' fire options for him in q's view of the sample.
func (n *State) guessFire(q int8, r *rand.Rand) {
	var b *State
	var guessed []attack
	for i := range n.crafts {
		c := &n.crafts[i]
		if c.side != q || !c.realInPlay() {
			continue // 11.5: the decoy's crew can only pass
		}
		for k := 0; k < c.typ.Crew; k++ {
			if c.crew[k].Dead || c.acted&(1<<k) == 0 || !n.stepOf(c, k) || n.hasAttack(i, k) {
				continue
			}
			if b == nil {
				b = n.View(engine.Player(q)).(*State)
			}
			var opts []engine.Intent
			b.crewOptions(i, k, func(x engine.Intent) { opts = append(opts, x) })
			if len(opts) == 0 {
				continue // he had nothing to fire at: he passed, or acted earlier
			}
			opts = append(opts, Pass{By: engine.Player(q), Craft: CraftID(i), Crew: k})
			in := b.planFire(opts)
			if _, fire := in.(Fire); fire && r.IntN(guessOther) == 0 {
				if alt, ok := b.planFire(without(opts, in)).(Fire); ok {
					in = alt
				}
			}
			if x, ok := in.(Fire); ok && contains(opts, x) {
				guessed = append(guessed, attack{side: q, craft: i, crew: k, mount: x.Mount, target: x.Target})
			} else if n.opt.GunneryDuels && !n.firstGame {
				c.holds |= 1 << k // a pass: he may still duel (10.8)
			}
		}
	}
	if len(guessed) == 0 {
		return
	}
	// Side 0 fires first in a step (Phase): its attacks come first.
	if q == 0 {
		n.attacks = append(guessed, n.attacks...)
	} else {
		n.attacks = append(n.attacks, guessed...)
	}
}

// hasAttack reports whether crew member k of craft i has an attack
// declared.
func (s *State) hasAttack(i, k int) bool {
	for _, a := range s.attacks {
		if a.craft == i && a.crew == k {
			return true
		}
	}
	return false
}

// without is list less x, in a new slice.
func without(list []engine.Intent, x engine.Intent) []engine.Intent {
	out := make([]engine.Intent, 0, len(list))
	for _, l := range list {
		if l != x {
			out = append(out, l)
		}
	}
	return out
}

func contains(list []engine.Intent, x engine.Intent) bool {
	for _, l := range list {
		if l == x {
			return true
		}
	}
	return false
}
