package starmada

import (
	"errors"
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Event kinds.
const (
	EvOrders     = "orders"     // a ship's orders written (secret to its side)
	EvSubmit     = "submit"     // a side sealed its orders
	EvMove       = "move"       // orders revealed and carried out
	EvOffBoard   = "off-board"  // a ship left the board (3.3.2)
	EvInitiative = "initiative" // a roll for the fighters' initiative or the first fire
	EvFly        = "fly"        // a flight or satellite moved
	EvPick       = "pick"
	EvTarget     = "target"    // a declared target
	EvToHit      = "to-hit"    // a To-Hit roll
	EvShield     = "shield"    // a shield roll
	EvDamage     = "damage"    // damage dice and what they did
	EvSave       = "save"      // armor plating or armored gun batteries
	EvDestroyed  = "destroyed" // a ship destroyed, crippled or gone: VPs
	EvExplosion  = "explosion" // an explosion counter placed, weakened or gone
	EvRepair     = "repair"    // auto-repair systems
	EvLaunch     = "launch"    // battle satellites launched
	EvPhase      = "phase"     // a new phase or turn
	EvGameOver   = "game-over"
)

// maxRollOffs bounds re-rolls of tied dice; it only keeps a forced test
// die from looping for ever.
const maxRollOffs = 64

// Name is side p's name.
func (s *State) Name(p engine.Player) string {
	if !validPlayer(p) {
		return "nobody"
	}
	return s.rules.names[p]
}

func (s *State) ev(kind string, p engine.Player, text string) engine.Event {
	return engine.Event{Kind: kind, Player: p, Text: text}
}

// Apply returns the state after in and the events it caused; an illegal
// intent returns an error and no state.
func (s *State) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	in, err := codec.Normalize(in)
	if err != nil {
		return nil, nil, err
	}
	if err := s.check(in); err != nil {
		return nil, nil, err
	}
	n := s.forIntent(in)
	var ev []engine.Event
	switch x := in.(type) {
	case WriteOrders:
		i := n.shipIndex(x.Ship)
		o, _ := ParseOrders(x.Orders)
		text := o.String()
		n.ships[i].orders = text
		n.ships[i].hasOrders = true
		ev = append(ev, engine.Event{Kind: EvOrders, Player: x.By, Secret: true,
			Text: n.Name(x.By) + " writes orders for " + x.Ship + ": " + text})
	case Submit:
		n.submitted[x.By] = true
		ev = append(ev, n.ev(EvSubmit, x.By, n.Name(x.By)+" has written the orders"))
		if n.submitted[0] && n.submitted[1] {
			ev = n.movement(ev)
		}
	case Pick:
		n.picked = n.craftIndex(x.Craft)
		ev = append(ev, n.ev(EvPick, x.By, n.Name(x.By)+" makes "+x.Craft.String()+" act next"))
	case Fly:
		ev = n.fly(x, ev)
	case Target:
		var d decl
		d, ev = n.declare(x, ev)
		n.decls = append(n.decls, d)
	case Resolve:
		ev = n.resolveShip(x, ev)
	case Fire:
		ev = n.fire(x.By, ev)
	case Lose:
		ev = n.lose(x, ev)
	case Place:
		ev = n.place(x, ev)
	case PlaceObject:
		ev = n.placeObject(x, ev)
	case ChooseEdge:
		ev = n.chooseEdge(x, ev)
	case AddShip:
		ev = n.addShip(x, ev)
	case RemoveShip:
		ev = n.removeShip(x, ev)
	case AutoFleet:
		ev = n.autoFleet(x, ev)
	case Ready:
		ev = n.ready(x, ev)
	case Launch:
		ev = n.launch(x, ev)
	}
	return n, ev, nil
}

// check says why in is illegal now, or returns nil.
func (s *State) check(in engine.Intent) error {
	if s.outcome.Over {
		return errors.New("the game is over")
	}
	p := in.Actor()
	if !validPlayer(p) {
		return fmt.Errorf("player %d does not exist", int(p))
	}
	if !s.acting(p) {
		ph := s.Phase()
		if s.phase == phBuild {
			return fmt.Errorf("not your turn: %s fleet is ready", engine.Possessive(s.Name(p)))
		}
		if len(ph.Actors) == 1 {
			return fmt.Errorf("not your turn: %s must act in the %s Phase", s.Name(ph.Actors[0]), ph.Name)
		}
		return fmt.Errorf("not your turn: %s has already submitted its orders", s.Name(p))
	}
	switch x := in.(type) {
	case WriteOrders, Submit:
		if s.phase != phOrders {
			return fmt.Errorf("orders are written in the Orders Phase; this is the %s Phase", s.Phase().Name)
		}
		if w, ok := x.(WriteOrders); ok {
			return s.checkOrders(w)
		}
		return nil
	case Fly, Pick:
		if s.phase != phFighters {
			return fmt.Errorf("flights act in the Fighter Phase; this is the %s Phase", s.Phase().Name)
		}
		if k, ok := x.(Pick); ok {
			return s.checkPick(k)
		}
		return s.checkFly(x.(Fly))
	case Target, Resolve, Fire:
		if s.phase != phCombat {
			return fmt.Errorf("weapons fire in the Combat Phase; this is the %s Phase", s.Phase().Name)
		}
		switch x := x.(type) {
		case Target:
			_, err := s.checkTarget(x)
			return err
		case Resolve:
			return s.checkResolve(x)
		}
		return nil
	case Lose:
		return s.checkLose(x)
	case Place:
		return s.checkPlace(x)
	case PlaceObject:
		return s.checkObject(x)
	case ChooseEdge:
		return s.checkEdge(x)
	case AddShip:
		return s.checkAdd(x)
	case RemoveShip:
		return s.checkRemove(x)
	case AutoFleet:
		return s.checkBuilding(x.By)
	case Ready:
		return s.checkReady(x)
	case Launch:
		return s.checkLaunch(x)
	}
	return fmt.Errorf("starmada has no intent %q", in.Kind())
}

func (s *State) checkOrders(w WriteOrders) error {
	i := s.shipIndex(w.Ship)
	if i < 0 {
		return fmt.Errorf("there is no ship %q", w.Ship)
	}
	if s.ships[i].side != w.By {
		return fmt.Errorf("%s is not %s ship", w.Ship, engine.Possessive(s.Name(w.By)))
	}
	o, err := ParseOrders(w.Orders)
	if err != nil {
		return err
	}
	return s.preview(i, o).Err
}

// Legal lists what p may do now, in a fixed order. Orders are a
// representative set for the ships without orders yet (a player may type
// any other), then Submit, then each ship's written orders, which stand
// for rewriting them; the attack declarations cover every battery and target in
// arc, range and line of sight, each followed by its single weapons (one
// for each set of arcs) for a split or partial fire (4.1.1).
func (s *State) Legal(p engine.Player) []engine.Intent {
	if s.outcome.Over || !validPlayer(p) || !s.acting(p) {
		return nil
	}
	var out []engine.Intent
	switch s.phase {
	case phOrders:
		n := 1
		for i := range s.ships {
			if sh := &s.ships[i]; sh.side == p && sh.canMove() {
				n++
				if !sh.hasOrders {
					n += maxOrderOptions(sh.mp())
				}
			}
		}
		out = make([]engine.Intent, 0, n)
		for i := range s.ships {
			sh := &s.ships[i]
			if sh.side != p || sh.hasOrders || !sh.canMove() {
				continue
			}
			boxes := s.rules.orders.of(sh.name)
			s.eachOrder(i, func(o string, slot int) {
				out = append(out, writeOrders(boxes, p, sh.name, o, slot))
			})
		}
		out = append(out, Submit{By: p})
		// A ship's orders may be written again until they are sealed: its
		// own orders stand for every rewrite, listed after Submit.
		for i := range s.ships {
			if sh := &s.ships[i]; sh.side == p && sh.hasOrders && sh.canMove() {
				out = append(out, WriteOrders{By: p, Ship: sh.name, Orders: sh.orders})
			}
		}
	case phFighters:
		if s.picked >= 0 {
			return s.flyOptions(s.picked)
		}
		for i := range s.craft {
			c := &s.craft[i]
			if c.moved {
				continue
			}
			if c.side == p {
				out = append(out, s.flyOptions(i)...)
			}
		}
		for i := range s.craft {
			c := &s.craft[i]
			if !c.moved && c.side != p {
				out = append(out, Pick{By: p, Craft: c.id})
			}
		}
	case phCombat:
		out = s.declarations(p, nil)
		out = append(out, s.resolveOptions(p)...)
		out = append(out, Fire{By: p})
	case phChoose:
		out = s.loseOptions(p)
	case phSetup:
		out = s.placeOptions(p)
	case phBuild:
		out = s.buildOptions(p)
	case phLaunch:
		out = s.launchOptions(p)
	}
	return out
}

// movement reveals every order and carries it out (3.3).
func (n *State) movement(ev []engine.Event) []engine.Event {
	for i := range n.ships {
		sh := &n.ships[i]
		if !sh.canMove() {
			sh.orders, sh.hasOrders = "", false
			continue
		}
		o, _ := ParseOrders(sh.orders)
		pv := n.preview(i, o)
		if pv.Err != nil { // cannot happen: orders are checked when written
			o, pv = Orders{}, n.preview(i, Orders{})
		}
		end := pv.Path[len(pv.Path)-1]
		c, r := hex.ToOffset(end.Hex)
		txt := engine.Possessive(n.Name(sh.side)) + " " + sh.name + " (orders " + o.String() + ") "
		if pv.OffBoard >= 0 {
			sh.status = offBoard
			ev = append(ev, n.ev(EvOffBoard, sh.side, txt+"leaves the board and the game (3.3.2)"))
			ev = n.score(i, ev, "has left the board")
		} else {
			sh.pos, sh.facing = end.Hex, end.Facing
			verb := "moves to"
			switch {
			case pv.Path[0].Hex != end.Hex:
			case len(o.Steps) == 0: // standing still, or the free turn of 3.2.2
				verb = "stays at"
			default: // it moved, and its path brought it back ("1PBP1")
				verb = "moves back to"
			}
			ev = append(ev, n.ev(EvMove, sh.side, fmt.Sprintf("%s%s %s facing %s", txt, verb, hexName(c, r), end.Facing)))
		}
		sh.last = o.last()
		sh.orders, sh.hasOrders = "", false
	}
	n.submitted = [2]bool{}
	return n.startFighters(ev)
}

// rollOff rolls a die for each side until they differ; the higher wins.
func (n *State) rollOff(purpose string, ev []engine.Event) (engine.Player, []engine.Event) {
	for try := 0; ; try++ {
		var f [2]int
		for p := 0; p < 2; p++ {
			f[p] = n.dice.D(6)
			r := engine.NewRoll(n.rules.names[p]+" rolls for "+purpose, []engine.Die{{Sides: 6, Face: f[p]}}, nil, 0, "")
			ev = append(ev, engine.Event{Kind: EvInitiative, Player: engine.Player(p), Roll: &r})
		}
		if f[0] != f[1] || try == maxRollOffs-1 {
			w := engine.Player(0)
			if f[1] > f[0] {
				w = 1
			}
			ev = append(ev, n.ev(EvInitiative, w, n.Name(w)+" wins the roll for "+purpose))
			return w, ev
		}
		ev = append(ev, n.ev(EvInitiative, engine.NoPlayer, "a tie: both roll again"))
	}
}

// startFighters opens the Fighter Phase (5.1.2), or skips it when no side
// has craft.
func (n *State) startFighters(ev []engine.Event) []engine.Event {
	n.phase = phFighters
	n.picked = -1
	n.initiative = engine.NoPlayer
	var has [2]bool
	for i := range n.craft {
		n.craft[i].moved = false
		has[n.craft[i].side] = true
	}
	switch {
	case has[0] && has[1]:
		n.initiative, ev = n.rollOff("the fighters' initiative", ev)
		n.chooser = n.initiative
	case has[0]:
		n.chooser = 0
	case has[1]:
		n.chooser = 1
	default:
		return n.startCombat(ev)
	}
	ev = append(ev, n.ev(EvPhase, n.chooser, fmt.Sprintf("Turn %d, Fighter Phase: %s chooses the first flight", n.turn, n.Name(n.chooser))))
	return ev
}

// nextFlight hands the choice of the next flight to the other side while
// it has flights to move (5.1.2), and ends the phase when all have acted.
func (n *State) nextFlight(ev []engine.Event) []engine.Event {
	n.picked = -1
	var left [2]bool
	for i := range n.craft {
		if !n.craft[i].moved {
			left[n.craft[i].side] = true
		}
	}
	switch {
	case !left[0] && !left[1]:
		return n.startCombat(ev)
	case !left[0]:
		n.chooser = 1
	case !left[1]:
		n.chooser = 0
	default:
		n.chooser = other(n.chooser)
	}
	return ev
}

// startCombat opens the Combat Phase: a roll for who fires first in the
// first one, then the sides alternate (4.1).
func (n *State) startCombat(ev []engine.Event) []engine.Event {
	n.phase = phCombat
	n.fired = [2]bool{}
	n.decls, n.resolved = nil, nil
	n.chooser, n.picked = engine.NoPlayer, -1
	if n.firstFire == engine.NoPlayer {
		n.firstFire, ev = n.rollOff("the first fire", ev)
		n.firing = n.firstFire
	} else {
		// The sides alternate from the first Combat Phase, which is turn 1's.
		n.firing = n.firstFire
		if n.turn%2 == 0 {
			n.firing = other(n.firstFire)
		}
	}
	ev = append(ev, n.ev(EvPhase, n.firing, fmt.Sprintf("Turn %d, Combat Phase: %s fires first", n.turn, n.Name(n.firing))))
	return n.skipIdle(ev)
}

// skipIdle passes over a side that has nothing to fire at.
func (n *State) skipIdle(ev []engine.Event) []engine.Event {
	for n.phase == phCombat && len(n.decls) == 0 && !n.anyTarget(n.firing) {
		ev = append(ev, n.ev(EvPhase, n.firing, n.Name(n.firing)+" has nothing to fire at"))
		n.fired[n.firing] = true
		if n.fired[other(n.firing)] {
			return n.endCombat(ev)
		}
		n.firing = other(n.firing)
	}
	return ev
}

// fire resolves the side's declared attacks and ends its fire.
func (n *State) fire(p engine.Player, ev []engine.Event) []engine.Event {
	if len(n.decls) == 0 {
		ev = append(ev, n.ev(EvPhase, p, n.Name(p)+" ends its fire"))
	} else {
		ev = append(ev, n.ev(EvPhase, p, fmt.Sprintf("%s resolves %s and ends its fire", n.Name(p), engine.Count(len(n.decls), "declared attack", "declared attacks"))))
	}
	ev = n.resolveDecls(ev)
	return n.endFire(p, ev)
}

// endFire ends side p's fire; when both sides have fired the Combat Phase
// ends.
func (n *State) endFire(p engine.Player, ev []engine.Event) []engine.Event {
	n.decls, n.resolved = nil, nil
	n.fired[p] = true
	if n.fired[other(p)] {
		return n.endCombat(ev)
	}
	n.firing = other(p)
	return n.skipIdle(ev)
}

// endCombat fills in the damage marked during the phase (4.3), after the
// defenders' choices, and goes on to the End Phase.
func (n *State) endCombat(ev []engine.Event) []engine.Event {
	return n.damageStep(resumeCombat, ev)
}

// settleAll fills in every slashed box and removes what that destroys.
func (n *State) settleAll(ev []engine.Event) []engine.Event {
	for i := range n.ships {
		ev = n.settle(i, ev)
	}
	return ev
}

func settleMarks(ms []mark) {
	for k, m := range ms {
		ms[k] = m.kind()
	}
}

// settle fills in ship i's slashed boxes and then sees whether it is
// destroyed or crippled (4.3.1, 4.3.2).
func (n *State) settle(i int, ev []engine.Event) []engine.Event {
	sh := &n.ships[i]
	settleMarks(sh.hullBoxes())
	settleMarks(sh.engineBoxes())
	settleMarks(sh.shieldBoxes())
	for b := 0; b < 3; b++ {
		settleMarks(sh.weaponBoxes(b))
	}
	settleMarks(sh.equipBoxes())
	if sh.status != active {
		return ev
	}
	if count(sh.hullBoxes(), func(m mark) bool { return m == boxHit }) == len(sh.hullBoxes()) {
		sh.status = destroyed
		st := ExplosionStrength(len(sh.hullBoxes()))
		n.booms = append(n.booms, explosion{pos: sh.pos, strength: st, fresh: true})
		c, r := hex.ToOffset(sh.pos)
		ev = append(ev, n.ev(EvExplosion, sh.side, fmt.Sprintf("%s explodes: an explosion of strength %d at %s (4.3.1)", sh.name, st, hexName(c, r))))
		return n.score(i, ev, "is destroyed")
	}
	if sh.crippled() && !sh.scored {
		return n.score(i, ev, "is crippled: every hull box is marked and the crew are out of action (4.3.2)")
	}
	return ev
}

// score gives the enemy ship i's Combat Rating in VPs, once (2.3); why is
// what became of the ship, with its verb ("is destroyed", "has left the
// board").
func (n *State) score(i int, ev []engine.Event, why string) []engine.Event {
	sh := &n.ships[i]
	if sh.scored {
		return ev
	}
	sh.scored = true
	foe := other(sh.side)
	n.vp[foe] += sh.class.CR
	return append(ev, n.ev(EvDestroyed, foe, fmt.Sprintf("%s %s %s: %s scores %d VP (%d in all)", engine.Possessive(n.Name(sh.side)), sh.name, why, n.Name(foe), sh.class.CR, n.vp[foe])))
}

// ExplosionStrength is the strength of the explosion a ship of hull
// points leaves (4.3.1).
func ExplosionStrength(hull int) int {
	switch {
	case hull <= 3:
		return 1
	case hull <= 8:
		return 2
	case hull <= 15:
		return 3
	case hull <= 24:
		return 4
	}
	return 5
}

// endPhase runs the End Phase (2.2.5): repairs, continuing damage,
// explosions, satellites; then the next turn or the end of the game.
func (n *State) endPhase(ev []engine.Event) []engine.Event {
	ev = append(ev, n.ev(EvPhase, engine.NoPlayer, fmt.Sprintf("Turn %d, End Phase", n.turn)))
	for i := range n.ships {
		if n.ships[i].status == active {
			ev = n.autoRepair(i, ev)
		}
	}
	for i := range n.ships {
		if n.ships[i].status == active && n.ships[i].continuingDice() > 0 {
			ev = n.continuing(i, ev)
		}
	}
	for i := range n.ships {
		sh := &n.ships[i]
		if st := n.explosionAt(sh.pos); st > 0 && sh.status == active {
			ev = n.explosionDamage(i, st, ev)
		}
	}
	return n.damageStep(resumeEnd, ev)
}

// endRest is the End Phase after the damage is filled in: explosions
// weaken, the owners launch satellites (launch.go), the turn ends.
func (n *State) endRest(ev []engine.Event) []engine.Event {
	keep := n.booms[:0]
	for _, b := range n.booms {
		c, r := hex.ToOffset(b.pos)
		switch {
		case b.endBorn:
			// Born in this End Phase: its first End Phase after its
			// appearance is the next one (4.3.1).
			b.endBorn = false
			keep = append(keep, b)
		case b.fresh:
			b.fresh = false
			keep = append(keep, b)
		case b.strength <= 1:
			ev = append(ev, n.ev(EvExplosion, engine.NoPlayer, "the explosion at "+hexName(c, r)+" disperses (4.3.1: strength 1 is removed in the End Phase)"))
		default:
			b.strength--
			ev = append(ev, n.ev(EvExplosion, engine.NoPlayer, fmt.Sprintf("the explosion at %s weakens to strength %d (4.3.1: one less each End Phase)", hexName(c, r), b.strength)))
			keep = append(keep, b)
		}
	}
	n.booms = keep
	return n.startLaunches(ev)
}

// nextTurn ends the game after the last turn (2.3), or sooner when
// neither side can score any more; otherwise it opens the next Orders
// Phase.
func (n *State) nextTurn(ev []engine.Event) []engine.Event {
	early := !n.canScore(0) && !n.canScore(1)
	if n.turn >= n.rules.turns || early {
		n.phase = phOver
		n.outcome = n.result(early && n.turn < n.rules.turns)
		return append(ev, n.ev(EvGameOver, n.outcome.Winner, n.outcome.Reason))
	}
	n.turn++
	n.phase = phOrders
	n.submitted = [2]bool{}
	ev = append(ev, n.ev(EvPhase, engine.NoPlayer, fmt.Sprintf("Turn %d, Orders Phase", n.turn)))
	n.autoSubmit()
	return ev
}

// canScore reports whether side p could still score VPs before the last
// turn. The rulebook plays ten turns (2.3); the program stops sooner only
// when that cannot change the result: p scores only for an enemy ship
// that can still move or fire (every other one is scored), and only if it
// can still harm one: with a ship that can move or fire, with craft on
// the board (a side whose ships are gone still flies its fighters and
// satellites, 5.1.2), with continuing damage dice on one (B.1) or with
// one in an explosion (4.3.1).
func (s *State) canScore(p engine.Player) bool {
	means, target := false, false
	for i := range s.ships {
		sh := &s.ships[i]
		if !sh.operational() {
			continue
		}
		if sh.side == p {
			means = true
			continue
		}
		target = true
		means = means || sh.continuingDice() > 0 || s.explosionAt(sh.pos) > 0
	}
	for i := range s.craft {
		means = means || s.craft[i].side == p && s.craft[i].n > 0
	}
	return target && means
}

// autoSubmit seals the orders of a side with no ship that can move.
func (n *State) autoSubmit() {
	for p := engine.Player(0); p < 2; p++ {
		can := false
		for i := range n.ships {
			can = can || n.ships[i].side == p && n.ships[i].canMove()
		}
		if !can {
			n.submitted[p] = true
		}
	}
}

// result is the victory of 2.3: more VPs is a minor victory, at least
// twice the other side's a major one; early says the battle stopped
// before its last turn because neither side could score any more.
func (n *State) result(early bool) engine.Outcome {
	a, b := n.vp[0], n.vp[1]
	why := fmt.Sprintf("after turn %d", n.turn)
	if early {
		why = fmt.Sprintf("in turn %d, with no ship of one side left to fight", n.turn)
	}
	switch {
	case a == b:
		return engine.Outcome{Over: true, Winner: engine.NoPlayer, Reason: fmt.Sprintf("a draw %s: %d VP each", why, a)}
	case a < b:
		a, b = b, a
	}
	w := engine.Player(0)
	if n.vp[1] > n.vp[0] {
		w = 1
	}
	kind := "a minor victory"
	if a >= 2*b {
		kind = "a major victory"
	}
	return engine.Outcome{Over: true, Winner: w, Reason: fmt.Sprintf("%s %s: %d VP to %d", kind, why, a, b)}
}

// VP is side p's victory points.
func (s *State) VP(p engine.Player) int {
	if !validPlayer(p) {
		return 0
	}
	return s.vp[p]
}

// autoRepair rolls for every destroyed weapon and lost shield point of a
// ship with working ARS: 5 or 6 restores it (C.4).
func (n *State) autoRepair(i int, ev []engine.Event) []engine.Event {
	sh := &n.ships[i]
	if !sh.hasEquip(AutoRepairSystems) {
		return ev
	}
	var what, each []string // what was restored; what each die was for
	var dice []engine.Die
	for k := range sh.shieldBoxes() {
		if sh.shieldBoxes()[k] == boxHit {
			f := n.dice.D(6)
			dice = append(dice, engine.Die{Sides: 6, Face: f})
			each = append(each, "shield")
			if f >= 5 {
				sh.shieldBoxes()[k] = boxEmpty
				what = append(what, "a shield point")
			}
		}
	}
	for b := 0; b < 3; b++ {
		for k := range sh.weaponBoxes(b) {
			if sh.weaponBoxes(b)[k] == boxHit {
				f := n.dice.D(6)
				dice = append(dice, engine.Die{Sides: 6, Face: f})
				each = append(each, fmt.Sprintf("(%c) %d", 'a'+b, k+1))
				if f >= 5 {
					sh.weaponBoxes(b)[k] = boxEmpty
					what = append(what, fmt.Sprintf("(%c) weapon %d", 'a'+b, k+1))
				}
			}
		}
	}
	if len(dice) == 0 {
		return ev
	}
	// The purpose says what each die is for, in the order rolled: the lost
	// shield points, then the destroyed weapons battery by battery.
	r := engine.Roll{Purpose: engine.Possessive(sh.name) + " auto-repair systems, a die for each lost shield point and destroyed weapon (" + strings.Join(each, ", ") + ")", Dice: dice, Need: 5, Cmp: engine.AtLeast, Total: len(what), Success: len(what) > 0, Each: true}
	txt := "nothing restored"
	if len(what) > 0 {
		txt = "restored: " + strings.Join(what, ", ")
	}
	r.Result = txt + " (C.4)"
	return append(ev, engine.Event{Kind: EvRepair, Player: sh.side, Roll: &r})
}

// continuing rolls a ship's continuing-damage dice (B.1): 1–3 the die
// stops, 4–5 one roll on the damage chart, 6 two. The plain dice are
// rolled first, then those of each weapon whose damage dice carry other
// abilities, whose chart rolls carry them (rules 8).
func (n *State) continuing(i int, ev []engine.Event) []engine.Event {
	sh := &n.ships[i]
	if sh.cont > 0 {
		var rolls int
		rolls, sh.cont, ev = n.continuingRoll(i, sh.cont, nil, ev)
		if rolls > 0 {
			ev = n.damageDice(i, rolls, nil, "continuing damage", ev)
		}
	}
	if len(sh.contWith) == 0 {
		return ev
	}
	var keep []contDice
	for _, c := range sh.contWith {
		var rolls int
		rolls, c.n, ev = n.continuingRoll(i, c.n, c.abilities, ev)
		if rolls > 0 {
			ev = n.damageDice(i, rolls, &Battery{Abilities: c.abilities}, "continuing damage", ev)
		}
		if c.n > 0 {
			keep = append(keep, c)
		}
	}
	sh.contWith = keep
	return ev
}

// continuingRoll rolls count continuing-damage dice of one kind on ship i
// and says how many chart rolls they make and how many dice go on.
func (n *State) continuingRoll(i, count int, abilities []Ability, ev []engine.Event) (rolls, left int, _ []engine.Event) {
	sh := &n.ships[i]
	dice := make([]engine.Die, count)
	stop := 0
	for k := range dice {
		f := n.dice.D(6)
		dice[k] = engine.Die{Sides: 6, Face: f}
		switch {
		case f <= 3:
			stop++
		case f <= 5:
			rolls++
		default:
			rolls += 2
		}
	}
	left = count - stop
	purpose := "continuing damage on " + sh.name
	if len(abilities) > 0 {
		names := make([]string, len(abilities))
		for k, a := range abilities {
			names[k] = a.String()
		}
		purpose += " (" + strings.Join(names, ", ") + ")"
	}
	r := engine.Roll{Purpose: purpose, Dice: dice, Total: rolls, Success: rolls > 0, Each: true,
		Result: fmt.Sprintf("1–3 stops the die, 4–5 rolls once on the damage chart, 6 twice (B.1): %s on the damage chart, %s, %s", engine.Count(rolls, "roll", "rolls"), engine.Count(stop, "die stops", "dice stop"), engine.Count(left, "goes on", "go on"))}
	return rolls, left, append(ev, engine.Event{Kind: EvDamage, Player: other(sh.side), Roll: &r})
}

// explosionDamage rolls an explosion's strength in penetration dice
// against a ship inside it; each that beats the shields is a damage die
// (4.3.1).
func (n *State) explosionDamage(i, strength int, ev []engine.Event) []engine.Event {
	sh := &n.ships[i]
	shield := sh.shieldRating()
	dice := make([]engine.Die, strength)
	pen := 0
	for k := range dice {
		f := n.dice.D(6)
		dice[k] = engine.Die{Sides: 6, Face: f}
		if f > shield {
			pen++
		}
	}
	r := engine.Roll{Purpose: fmt.Sprintf("explosion of strength %d against %s shields", strength, engine.Possessive(sh.name)), Dice: dice,
		Need: shield, Cmp: engine.Above, Total: pen, Success: pen > 0, Each: true}
	r.Result = engine.Count(pen, "penetrates", "penetrate") + ", a damage die each (4.3.1)" + noShields(shield, false)
	ev = append(ev, engine.Event{Kind: EvShield, Player: engine.NoPlayer, Roll: &r})
	if pen > 0 {
		ev = n.damageDice(i, pen, nil, "explosion damage", ev)
	}
	return ev
}

// Battle satellite numbers: C.5 as printed, and the project's own where
// the entry breaks off.
const (
	SatellitesPerTurn = 3  // C.5
	SatelliteMP       = 5  // C.5
	FighterMove       = 10 // 5.2
)

// satelliteWeapon is the battlesat's weapon: range 12, 3+ and ROF 1 as C.5
// prints them, and PEN 1 and DMG 1 as its last surviving words read
// ("ROF, PEN, and DMG values of 1,"; the entry breaks off there, so any
// other numbers that followed are lost).
var satelliteWeapon = Battery{Letter: 's', Name: "Battle Satellite", Range: 12, ToHit: 3, ROF: 1, PEN: 1, DMG: 1}
