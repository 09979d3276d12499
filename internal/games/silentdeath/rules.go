package silentdeath

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// KindInitiative rolls the initiative at the start of a Movement Phase;
// it is made as player 0, whoever presses the key.
const KindInitiative = "initiative"

func init() { kindFields[KindInitiative] = "" }

// Event kinds.
const (
	EvCommand    = "command"
	EvDeclare    = "declare"
	EvLaunch     = "launch"
	EvLockOn     = "lockon"
	EvSalvo      = "salvo"
	EvInitiative = "initiative"
	EvMove       = "move"
	EvTorpMove   = "torp-move"
	EvDetonate   = "detonate"
	EvDodge      = "dodge"
	EvJam        = "jam"
	EvAttack     = "attack"
	EvCritical   = "critical"
	EvDamage     = "damage"
	EvLoss       = "loss"
	EvMine       = "mine"
	EvAsteroid   = "asteroid"
	EvPod        = "pod"
	EvDecoy      = "decoy"
	EvTurn       = "turn"
	EvGameOver   = "game-over"
)

// Apply implements engine.State.
func (s *State) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	x, err := normalize(in)
	if err != nil {
		return nil, nil, err
	}
	if err := s.check(x); err != nil {
		return nil, nil, err
	}
	n := s.clone()
	var ev events
	n.apply(x, &ev)
	n.advance(&ev)
	return n, ev.list, nil
}

// check says why x is not legal now, or returns nil.
func (s *State) check(x Intent) error {
	if s.outcome.Over {
		return errors.New("the game is over")
	}
	if x.By != 0 && x.By != 1 {
		return fmt.Errorf("player %d does not exist", int(x.By))
	}
	if !s.Phase().Acting(x.By) {
		return fmt.Errorf("it is not %s's turn to act (%s)", s.names[x.By], s.Phase().Name)
	}
	for _, l := range s.Legal(x.By) {
		if l.(Intent) == x {
			return nil
		}
	}
	return s.why(x)
}

// why explains a refusal in the player's words.
func (s *State) why(x Intent) error {
	if x.Craft < 0 || x.Craft >= len(s.crafts) {
		return fmt.Errorf("there is no craft %d", x.Craft)
	}
	c := &s.crafts[x.Craft]
	name := s.label(x.Craft)
	switch {
	case !c.alive():
		return fmt.Errorf("%s is no longer in play", name)
	case engine.Player(c.side) != x.By && x.K != KindInitiative && x.K != KindDeclared && x.K != KindHold:
		return fmt.Errorf("%s is not yours", name)
	}
	switch x.K {
	case KindForward, KindTurn, KindTight, KindStop:
		if s.ph != phMove {
			return errors.New("craft move only in the Movement Phase")
		}
		if c.moved {
			return fmt.Errorf("%s has already moved this turn", name)
		}
		if s.mover >= 0 && s.mover != x.Craft {
			return fmt.Errorf("%s is moving; it must finish first", s.label(s.mover))
		}
		left := c.Drive(s.firstGame) - s.mp
		switch x.K {
		case KindForward:
			if left < 1 {
				return fmt.Errorf("%s has no movement points left", name)
			}
			return fmt.Errorf("%s could not end its move anywhere past the occupied hex ahead", name)
		case KindStop:
			return fmt.Errorf("%s may not end its move in an occupied hex", name)
		}
		if s.turnedHere {
			return fmt.Errorf("%s has already turned in this hex", name)
		}
		if s.occupied(c.pos, x.Craft, c.side) {
			return fmt.Errorf("%s may not turn in a hex occupied by another craft", name)
		}
		return fmt.Errorf("%s has %d movement points left: not enough for that turn", name, left)
	case KindFire:
		return fmt.Errorf("%s cannot fire that weapon at that target now (arc, range, target speed, or this crew member has fired)", name)
	case KindLockOn:
		return fmt.Errorf("%s cannot lock that launcher on that target (range 10, arc, ammunition, one target per launcher)", name)
	case KindTorp:
		return fmt.Errorf("%s has no such torp left to launch at that target", name)
	}
	return fmt.Errorf("%s is not possible now", x.String())
}

// Legal implements engine.State: every legal intent of p, in a fixed order.
func (s *State) Legal(p engine.Player) []engine.Intent {
	if s.outcome.Over || !s.Phase().Acting(p) {
		return nil
	}
	by := p
	var out []engine.Intent
	add := func(x Intent) { x.By = by; out = append(out, x) }
	if len(s.pending) > 0 {
		ch := s.pending[0]
		c := &s.crafts[ch.craft]
		if ch.kind == chooseWeapon {
			for m := range c.typ.Mounts {
				if !c.mountLost(m) {
					add(Intent{K: KindLose, Craft: ch.craft, Mount: m})
				}
			}
		} else {
			for k := Mark(0); k < numMarks; k++ {
				if c.torps[k] > 0 {
					add(Intent{K: KindLoseTorp, Craft: ch.craft, Mark: k})
				}
			}
		}
		return out
	}
	switch s.ph {
	case phCommand:
		cs := s.sc.file.Rules.CommandShip
		for _, name := range cs.Crafts {
			add(Intent{K: KindCommand, Craft: s.craftIndex(cs.Side, name)})
		}
	case phLaunch:
		s.launchOptions(int8(p), add)
		add(Intent{K: KindDeclared})
	case phSalvo:
		for li, l := range s.lockons {
			if l.ok && l.n == 0 {
				c := &s.crafts[l.craft]
				for n := 1; n <= min(MaxSalvo, int(c.ammo[l.mount])); n++ {
					add(Intent{K: KindSalvo, Craft: l.craft, Mount: l.mount, N: n})
				}
				_ = li
				break
			}
		}
	case phMoveStart:
		add(Intent{K: KindInitiative})
	case phMove:
		if s.mover >= 0 {
			s.moveOptions(s.mover, add)
			break
		}
		side := int8(p)
		for i := range s.crafts {
			if s.canMove(i, side) {
				s.moveOptions(i, add)
			}
		}
		if s.mayHold(side) {
			add(Intent{K: KindHold})
		}
	case phJam:
		for i := range s.crafts {
			if s.jamChoice(i) {
				for _, t := range s.torps {
					if t.target == (ref{refCraft, i}) {
						add(Intent{K: KindJam, Craft: i, Target: ref{refTorp, t.id}.String()})
					}
				}
				if s.opt.Decoys && s.crafts[i].decoys > 0 {
					add(Intent{K: KindDecoy, Craft: i})
				}
				break
			}
		}
	case phFire:
		s.fireOptions(int8(p), add)
	default:
		s.optionalLegal(add)
	}
	return out
}

func (s *State) craftIndex(side int, label string) int {
	base := 0
	for p := 0; p < side; p++ {
		base += len(s.sc.file.Sides[p].Craft)
	}
	return base + s.sc.findCraft(side, label)
}

// apply changes n (a fresh clone) by the legal intent x.
func (n *State) apply(x Intent, ev *events) {
	p := int8(x.By)
	switch x.K {
	case KindLose:
		c := &n.crafts[x.Craft]
		c.lost |= 1 << x.Mount
		c.noteLasting(lossWeapon, x.Mount, n.pending[0].box)
		n.noteLoss(x.Craft, fxWeapon, x.Mount)
		n.pending = n.pending[1:]
		ev.add(EvLoss, p, n.label(x.Craft)+" loses its "+c.typ.Mounts[x.Mount].Name(), nil)
	case KindLoseTorp:
		c := &n.crafts[x.Craft]
		c.torps[x.Mark]--
		c.noteLasting(lossTorp, int(x.Mark), n.pending[0].box)
		n.noteLoss(x.Craft, fxTorp, int(x.Mark))
		n.pending = n.pending[1:]
		ev.add(EvLoss, p, n.label(x.Craft)+" loses a "+x.Mark.String()+" torp", nil)
	case KindCommand:
		n.command = x.Craft
		cs := n.sc.file.Rules.CommandShip
		for _, name := range cs.Crafts {
			if i := n.craftIndex(cs.Side, name); i != x.Craft {
				n.crafts[i].decoy = true
			}
		}
		ev.secret(EvCommand, p, n.label(x.Craft)+" is the real command ship; the other shuttle is the decoy")
		ev.add(EvCommand, p, n.names[p]+" has recorded which shuttle is the real command ship", nil)
		n.ph = phLaunch
	case KindLockOn:
		t, _ := parseRef(x.Target)
		n.lockons = append(n.lockons, lockon{side: p, craft: x.Craft, mount: x.Mount, target: t})
		ev.secret(EvDeclare, p, n.label(x.Craft)+" will try to lock its "+n.crafts[x.Craft].typ.Mounts[x.Mount].Name()+" on "+n.refLabel(t))
	case KindTorp:
		t, _ := parseRef(x.Target)
		n.launches = append(n.launches, launch{side: p, craft: x.Craft, mark: x.Mark, target: t})
		ev.secret(EvDeclare, p, n.label(x.Craft)+" will launch a "+x.Mark.String()+" at "+n.refLabel(t))
	case KindDeclared:
		ev.add(EvDeclare, p, n.names[p]+" has made its launch declarations", nil)
		n.declarer++
	case KindSalvo:
		for li := range n.lockons {
			l := &n.lockons[li]
			if l.ok && l.n == 0 {
				l.n = x.N
				n.crafts[l.craft].ammo[l.mount] -= int8(x.N)
				n.crafts[l.craft].firedT = true
				ev.add(EvSalvo, p, fmt.Sprintf("%s fires %d missile(s) at %s", n.label(l.craft), x.N, n.refLabel(l.target)), nil)
				break
			}
		}
	case KindInitiative:
		n.rollInitiative(ev)
	case KindHold:
		n.held = true
		ev.add(EvMove, p, n.names[p]+" holds its last craft back to move last", nil)
	case KindForward, KindTurn, KindTight, KindStop:
		n.applyMove(x, ev)
	case KindJam:
		t, _ := parseRef(x.Target)
		n.crafts[x.Craft].jamDone = true
		n.jam(ev, x.Craft, t.n)
	case KindFire:
		t, _ := parseRef(x.Target)
		c := &n.crafts[x.Craft]
		c.acted |= 1 << x.Crew
		n.attacks = append(n.attacks, attack{side: p, craft: x.Craft, crew: x.Crew, mount: x.Mount, target: t})
		ev.secret(EvDeclare, p, n.label(x.Craft)+" will fire its "+c.typ.Mounts[x.Mount].Name()+" at "+n.refLabel(t))
	case KindPass:
		n.crafts[x.Craft].acted |= 1 << x.Crew
	default:
		n.applyOptional(x, ev)
	}
}

// advance runs every automatic step until a player must decide or the game
// ends.
func (n *State) advance(ev *events) {
	for guard := 0; guard < 10000; guard++ {
		n.purgePending()
		n.checkVictory(ev, false)
		if n.outcome.Over || len(n.pending) > 0 {
			return
		}
		switch n.ph {
		case phCommand, phMoveStart:
			return
		case phLaunch:
			for n.declarer < 2 && !n.hasLaunchOptions(n.declarer) {
				n.declarer++
			}
			if n.declarer < 2 {
				return
			}
			n.reveal(ev)
			n.ph = phSalvo
		case phSalvo:
			for _, l := range n.lockons {
				if l.ok && l.n == 0 {
					return
				}
			}
			n.ph = phMoveStart
		case phMove:
			if n.mover >= 0 {
				return
			}
			if n.moverSide() >= 0 {
				return
			}
			n.endMovement(ev)
			switch {
			case n.firstGame:
				n.ph = phFireStart
			case n.opt.PointDefence:
				n.ph = phDefence
			default:
				n.ph = phTorpResults
			}
		case phDefence:
			if n.defenceChoice() >= 0 {
				return
			}
			n.ph = phTorpResults
		case phTorpResults:
			n.torpResults(ev)
			n.autoJam(ev)
			n.ph = phJam
		case phJam:
			for i := range n.crafts {
				if n.jamChoice(i) {
					return
				}
			}
			n.ph = phFireStart
		case phFireStart:
			for i := range n.crafts {
				n.crafts[i].acted = 0
			}
			n.laserSatsFire(ev)
			n.step = 0
			n.ph = phFire
		case phFire:
			if n.anyEligible(0) || n.anyEligible(1) {
				return
			}
			if n.opt.GunneryDuels && len(n.attacks) > 0 {
				n.ph, n.duelIdx = phDuel, 0
				continue
			}
			n.resolveStep(ev)
			n.step++
			if n.step >= n.numSteps() {
				if n.firstGame {
					n.ph = phEndTurn
				} else {
					n.ph = phMissiles
				}
			}
		case phDuel:
			if n.duelAttack() >= 0 {
				return
			}
			n.resolveStep(ev)
			n.duelIdx = 0
			n.step++
			n.ph = phFire
			if n.step >= n.numSteps() {
				n.ph = phMissiles
			}
		case phMissiles:
			n.missileResults(ev)
			n.ph = phEndTurn
		case phEndTurn:
			n.endTurn(ev)
		default:
			return
		}
	}
}

// purgePending drops choices that no longer have anything to choose from,
// and makes those with a single option at once.
func (n *State) purgePending() {
	for len(n.pending) > 0 {
		ch := n.pending[0]
		c := &n.crafts[ch.craft]
		if !c.alive() {
			n.pending = n.pending[1:]
			continue
		}
		opts := 0
		last := -1
		if ch.kind == chooseWeapon {
			for m := range c.typ.Mounts {
				if !c.mountLost(m) {
					opts++
					last = m
				}
			}
		} else {
			for k := range c.torps {
				if c.torps[k] > 0 {
					opts++
					last = k
				}
			}
		}
		switch {
		case opts == 0:
			n.pending = n.pending[1:]
		case opts == 1:
			if ch.kind == chooseWeapon {
				c.lost |= 1 << last
				c.noteLasting(lossWeapon, last, ch.box)
				n.noteLoss(ch.craft, fxWeapon, last)
			} else {
				c.torps[last]--
				c.noteLasting(lossTorp, last, ch.box)
				n.noteLoss(ch.craft, fxTorp, last)
			}
			n.pending = n.pending[1:]
		default:
			return
		}
	}
}

func (n *State) endTurn(ev *events) {
	// 11.1: a carrier that stayed in the pod's hex through its recovery
	// turn takes the pod aboard.
	for i := range n.crafts {
		c := &n.crafts[i]
		if c.alive() && c.recovering != 0 && int(c.recovering) == n.turn && n.podState == 0 && c.pos == n.pod {
			c.pod, c.recovering = true, 0
			n.podState = 1
			ev.add(EvPod, c.side, n.label(i)+" has recovered the life pod", nil)
		}
	}
	n.driftAsteroids(ev)
	if n.opt.DamageControl {
		n.damageControl(ev)
	}
	n.checkVictory(ev, true)
	if n.outcome.Over {
		return
	}
	n.turn++
	for i := range n.crafts {
		n.crafts[i].moved = false
		n.crafts[i].acted = 0
		n.crafts[i].jamDone = false
		n.crafts[i].firedT, n.crafts[i].hitT, n.crafts[i].defence = false, false, 0
	}
	n.lockons, n.launches, n.attacks = n.lockons[:0], n.launches[:0], n.attacks[:0]
	n.declarer = 0
	if n.firstGame {
		n.ph = phMoveStart
	} else {
		n.ph = phLaunch
	}
	ev.add(EvTurn, -1, "Turn "+itoa(n.turn)+" begins", nil)
}

// driftAsteroids moves every asteroid one hex at the end of the turn
// (10.5); one that leaves the map comes back at the other end of its row.
func (n *State) driftAsteroids(ev *events) {
	b := n.sc.board
	for ai, a := range n.asteroids {
		to := hex.Neighbor(a, n.drift)
		if !b.In(to) {
			back := n.drift.Opposite()
			to = a
			for b.In(hex.Neighbor(to, back)) {
				to = hex.Neighbor(to, back)
			}
		}
		n.asteroids[ai] = to
		for i := range n.crafts {
			if n.crafts[i].alive() && n.crafts[i].pos == to {
				n.collide(ev, i, 5)
			}
		}
		n.removeTorpsAt(ev, to, "an asteroid")
	}
}

func (n *State) removeTorpsAt(ev *events, h hex.Hex, why string) {
	keep := n.torps[:0]
	for _, t := range n.torps {
		if t.pos == h {
			ev.add(EvAsteroid, t.side, n.refLabel(ref{refTorp, t.id})+" is destroyed by "+why, nil)
			continue
		}
		keep = append(keep, t)
	}
	n.torps = keep
}

// collide rolls an asteroid's damage, dice D12s (10.5), against craft i.
func (n *State) collide(ev *events, i, dice int) {
	ds := make([]engine.Die, dice)
	for k := range ds {
		ds[k] = engine.Die{Sides: 12, Face: n.dice.D(12)}
	}
	r := engine.NewRoll(n.label(i)+" hits an asteroid", ds, nil, 0, "")
	dmg := r.Total - n.crafts[i].DR(n.firstGame)
	r.Result = "All " + itoa(r.Total)
	var sub events
	txt := n.damageCraft(&sub, i, dmg, -1)
	ev.add(EvAsteroid, n.crafts[i].side, "−"+itoa(n.crafts[i].DR(n.firstGame))+" DR: "+txt, &r)
	ev.list = append(ev.list, sub.list...)
}
