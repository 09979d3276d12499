package stellararmada

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Event kinds.
const (
	EvRollFirst = "roll-first" // one player's die for the first turn
	EvFirst     = "first"      // who goes first
	EvShot      = "shot"       // a missile or maser shot, with its roll and its damage
	EvEngine    = "engine"
	EvShield    = "shield"
	EvRepair    = "repair"
	EvEndTurn   = "end-turn"
	EvTurn      = "turn" // a player's turn begins
	EvGameOver  = "game-over"
)

// maxRollOffs bounds the re-rolls of tied dice for the first player. With
// real dice a tie 64 times running does not happen; the bound only keeps a
// forced test die from looping for ever.
const maxRollOffs = 64

// refusal names the rule an intent breaks; the rules (rule) and their
// wording (explain) are kept apart so that Legal and the scripted opponent
// can test intents without building error messages.
type refusal uint8

const (
	allowed refusal = iota
	rOver
	rNoSuchPlayer
	rDecided
	rRollAsFirst
	rRollFirst
	rNotYourTurn
	rNoAP
	rNoAmmo
	rNoLaunchers
	rMissilesPerTurn
	rLauncherLimit
	rNoMasers
	rMasersPerTurn
	rMaserLimit
	rNoEngines
	rEngineLimit
	rShieldsFull
	rRepairReactor
	rRepairShields
	rRepairWhat
	rNoRepair
	rRepairLimit
	rUndamaged
	rNoSuchTarget
	rShieldsDown
	rShieldsUp
	rReactorClosed
	rReactorCapped
	rDestroyed
	rUnknownIntent
)

// check says why in is illegal now, or returns nil.
func (s *State) check(in engine.Intent) error {
	if r := s.rule(in); r != allowed {
		return s.explain(in, r)
	}
	return nil
}

// allows reports whether in is legal now.
func (s *State) allows(in engine.Intent) bool { return s.rule(in) == allowed }

// rule finds the first rule in breaks.
func (s *State) rule(in engine.Intent) refusal {
	if s.outcome.Over {
		return rOver
	}
	p := in.Actor()
	if !validPlayer(p) {
		return rNoSuchPlayer
	}
	if _, ok := in.(RollOff); ok {
		switch {
		case s.started:
			return rDecided
		case p != 0:
			return rRollAsFirst
		}
		return allowed
	}
	switch {
	case !s.started:
		return rRollFirst
	case p != s.toMove:
		return rNotYourTurn
	}
	if _, ok := in.(EndTurn); ok {
		return allowed
	}
	me := &s.ships[p]
	if s.ap <= 0 {
		return rNoAP
	}
	switch x := in.(type) {
	case FireMissile:
		switch limit := min(maxMissilesPerTurn, me.cur[tLaunchers]); {
		case me.cur[tAmmo] == 0:
			return rNoAmmo
		case me.cur[tLaunchers] == 0:
			return rNoLaunchers
		case s.missiles >= limit && limit == maxMissilesPerTurn:
			return rMissilesPerTurn
		case s.missiles >= limit:
			return rLauncherLimit
		}
		return s.targetRule(other(p), x.Target)
	case FireMaser:
		switch limit := min(maxMasersPerTurn, me.cur[tMasers]); {
		case me.cur[tMasers] == 0:
			return rNoMasers
		case s.masers >= limit && me.cur[tMasers] > maxMasersPerTurn:
			return rMasersPerTurn
		case s.masers >= limit:
			return rMaserLimit
		}
		return s.targetRule(other(p), x.Target)
	case ActivateEngine:
		switch {
		case me.cur[tEngines] == 0:
			return rNoEngines
		case s.engines >= me.cur[tEngines]:
			return rEngineLimit
		}
		return allowed
	case RechargeShield:
		if me.cur[tShields] >= me.max[tShields] {
			return rShieldsFull
		}
		return allowed
	case RepairSystem:
		switch {
		case x.System == SysReactor:
			return rRepairReactor
		case x.System == SysShields:
			return rRepairShields
		case !x.System.isSide():
			return rRepairWhat
		case me.cur[tRepair] == 0:
			return rNoRepair
		case s.repairs >= s.repairLimit:
			return rRepairLimit
		case me.side(x.System) >= me.sideMax(x.System):
			return rUndamaged
		}
		return allowed
	}
	return rUnknownIntent
}

// targetRule finds the rule a shot at def's system t breaks.
func (s *State) targetRule(def engine.Player, t System) refusal {
	e := &s.ships[def]
	switch {
	case t < 0 || t >= numSystems:
		return rNoSuchTarget
	case t == SysShields:
		if e.cur[tShields] == 0 {
			return rShieldsDown
		}
		return allowed
	case e.cur[tShields] > 0:
		return rShieldsUp
	case t == SysReactor:
		if e.destroyedSides() == 0 {
			return rReactorClosed
		}
		if s.reactorCapLeft(def) == 0 {
			return rReactorCapped
		}
		return allowed
	case e.side(t) == 0:
		return rDestroyed
	}
	return allowed
}

// explain words refusal r of intent in for the player.
func (s *State) explain(in engine.Intent, r refusal) error {
	p := in.Actor()
	var name, foe string
	var me, en *ship
	if validPlayer(p) {
		name, foe = s.names[p], s.names[other(p)]
		me, en = &s.ships[p], &s.ships[other(p)]
	}
	var target System
	switch x := in.(type) {
	case FireMissile:
		target = x.Target
	case FireMaser:
		target = x.Target
	case RepairSystem:
		target = x.System
	}
	switch r {
	case rOver:
		return errors.New("the game is over")
	case rNoSuchPlayer:
		return fmt.Errorf("player %d does not exist", int(p))
	case rDecided:
		return fmt.Errorf("the first player is already decided: %s goes first", s.names[s.first])
	case rRollAsFirst:
		return errors.New("not your turn: the roll for the first player is made once, as player 1, for both sides")
	case rRollFirst:
		return errors.New("not your turn: roll for the first player first")
	case rNotYourTurn:
		return fmt.Errorf("not your turn: it is %s's turn", s.names[s.toMove])
	case rNoAP:
		return fmt.Errorf("%s has no action points left: end the turn", name)
	case rNoAmmo:
		return fmt.Errorf("%s has no ammunition left", name)
	case rNoLaunchers:
		return fmt.Errorf("%s's missile launchers are destroyed", name)
	case rMissilesPerTurn:
		return fmt.Errorf("%d missiles a turn at most: no more missiles this turn", maxMissilesPerTurn)
	case rLauncherLimit:
		n := me.cur[tLaunchers]
		return fmt.Errorf("only %d undamaged %s: no more missiles this turn", n, plural(n, "launcher", "launchers"))
	case rNoMasers:
		return fmt.Errorf("%s's masers are destroyed", name)
	case rMasersPerTurn:
		return fmt.Errorf("%d masers a turn at most: no more maser shots this turn", maxMasersPerTurn)
	case rMaserLimit:
		n := me.cur[tMasers]
		return fmt.Errorf("only %d undamaged %s: no more maser shots this turn", n, plural(n, "maser", "masers"))
	case rNoEngines:
		return fmt.Errorf("%s's engines are destroyed", name)
	case rEngineLimit:
		n := me.cur[tEngines]
		return fmt.Errorf("only %d undamaged %s: no more engines this turn", n, plural(n, "engine", "engines"))
	case rShieldsFull:
		return fmt.Errorf("%s's shields are full (%d)", name, me.max[tShields])
	case rRepairReactor:
		return errors.New("the reactor cannot be repaired")
	case rRepairShields:
		return errors.New("shields are recharged, not repaired: recharge them instead")
	case rRepairWhat:
		return fmt.Errorf("there is no system %s to repair", target)
	case rNoRepair:
		return fmt.Errorf("%s's repair systems are destroyed", name)
	case rRepairLimit:
		n := s.repairLimit
		return fmt.Errorf("%d undamaged repair %s at the start of the turn: no more repairs this turn", n, plural(n, "system", "systems"))
	case rUndamaged:
		return fmt.Errorf("%s's %s %s undamaged", name, target.Label(), isAre(target))
	case rNoSuchTarget:
		return fmt.Errorf("there is no system %d to aim at", int(target))
	case rShieldsDown:
		return fmt.Errorf("%s's shields are down: aim at a system", foe)
	case rShieldsUp:
		return fmt.Errorf("%s's shields are up (%d): every hit goes to the shields until they are down, so aim at the shields", foe, en.cur[tShields])
	case rReactorClosed:
		return errors.New("the reactor is shielded by intact systems: destroy masers, missiles, engines or repair first")
	case rReactorCapped:
		n := en.destroyedSides()
		return fmt.Errorf("%s's reactor has taken all it can this turn (%d for %d destroyed %s)",
			foe, reactorCapPerSide*n, n, plural(n, "side", "sides"))
	case rDestroyed:
		return fmt.Errorf("%s's %s %s already destroyed: aim at the reactor", foe, target.Label(), isAre(target))
	}
	return fmt.Errorf("stellararmada has no intent %q", in.Kind())
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func isAre(s System) string {
	if s.plural() {
		return "are"
	}
	return "is"
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
	n := *s // the ships are arrays: this copies everything Apply may change
	var ev []engine.Event
	switch x := in.(type) {
	case RollOff:
		ev = n.rollOff()
	case FireMissile:
		n.ap--
		n.missiles++
		n.ships[x.By].cur[tAmmo]--
		ev = n.shoot(x.By, "missile", missileDamage, x.Target)
	case FireMaser:
		n.ap--
		n.masers++
		ev = n.shoot(x.By, "maser", maserDamage, x.Target)
	case ActivateEngine:
		n.ap--
		n.engines++
		n.boost[x.By]++
		var w text
		w.s(n.names[x.By]).s(" activates an engine: ").s(n.names[other(x.By)]).s("'s shots will need ").n(baseToHit + n.boost[x.By]).s("+ next turn")
		ev = []engine.Event{{Kind: EvEngine, Player: x.By, Text: w.String()}}
	case RechargeShield:
		n.ap--
		sh := &n.ships[x.By]
		sh.cur[tShields]++
		var w text
		w.s(n.names[x.By]).s(" recharges a shield: shields ").change(sh.cur[tShields]-1, sh.cur[tShields])
		ev = []engine.Event{{Kind: EvShield, Player: x.By, Text: w.String()}}
	case RepairSystem:
		n.ap--
		n.repairs++
		ev = []engine.Event{n.repair(x.By, x.System)}
	case EndTurn:
		ev = n.endTurn()
	}
	return &n, ev, nil
}

// rollOff rolls for the first player, again while the dice tie.
func (n *State) rollOff() []engine.Event {
	ev := make([]engine.Event, 0, 4)
	for try := 0; ; try++ {
		var faces [2]int
		for p := 0; p < 2; p++ {
			faces[p] = n.dice.D(6)
			r := engine.NewRoll(n.names[p]+" rolls for the first turn", []engine.Die{{Sides: 6, Face: faces[p]}}, nil, 0, "")
			ev = append(ev, engine.Event{Kind: EvRollFirst, Player: engine.Player(p), Roll: &r})
		}
		if faces[0] != faces[1] || try == maxRollOffs-1 {
			if faces[1] > faces[0] {
				n.first = 1
			}
			break
		}
		ev = append(ev, engine.Event{Kind: EvFirst, Player: engine.NoPlayer, Text: "a tie: both roll again"})
	}
	n.started = true
	n.turn = 1
	second := other(n.first)
	ev = append(ev, engine.Event{Kind: EvFirst, Player: n.first, Text: fmt.Sprintf(
		"%s goes first; %s has an automatic engine boost of %d during %s's first turn (hits need %d+)",
		n.names[n.first], n.names[second], firstTurnBoost, n.names[n.first], baseToHit+firstTurnBoost)})
	ev = append(ev, n.startTurn(n.first))
	n.boost[second] = firstTurnBoost
	return ev
}

// startTurn gives p the turn: action points from the undamaged reactor,
// fresh counters, and p's engine boost back to zero.
func (n *State) startTurn(p engine.Player) engine.Event {
	n.toMove = p
	n.ap = n.ships[p].cur[tReactor]
	n.missiles, n.masers, n.engines, n.repairs, n.reactorHit = 0, 0, 0, 0, 0
	n.repairLimit = n.ships[p].cur[tRepair]
	n.boost[p] = 0
	var w text
	w.s(n.names[p]).s("'s turn ").n(n.turn).s(": ").n(n.ap).s(plural(n.ap, " action point", " action points"))
	return engine.Event{Kind: EvTurn, Player: p, Text: w.String()}
}

// shotRecord holds a shot's event, roll and die in one allocation.
type shotRecord struct {
	ev   [1]engine.Event
	roll engine.Roll
	die  [1]engine.Die
}

// shoot rolls one shot of p's at the opponent's system t and applies its
// damage.
func (n *State) shoot(p engine.Player, weapon string, dmg int, t System) []engine.Event {
	def := other(p)
	need := baseToHit + n.boost[def]
	rec := &shotRecord{die: [1]engine.Die{{Sides: 6, Face: n.dice.D(6)}}}
	// The roll's purpose and the event's text share one buffer.
	var w text
	w.b.Grow(160)
	w.s(n.names[p]).s("'s ").s(weapon).s(" at ").s(n.names[def]).s("'s ").s(t.Label())
	split := w.b.Len()
	rec.roll = engine.NewRoll("", rec.die[:], nil, need, engine.AtLeast)
	if rec.roll.Success {
		rec.roll.Result = "hit"
		n.damage(&w, p, weapon, dmg, t)
	} else {
		rec.roll.Result = "miss"
	}
	all := w.String()
	rec.roll.Purpose = all[:split]
	rec.ev[0] = engine.Event{Kind: EvShot, Player: p, Roll: &rec.roll, Text: all[split:]}
	return rec.ev[:]
}

// damage applies a hit of dmg points on the opponent's system t and words
// it into w.
func (n *State) damage(w *text, p engine.Player, weapon string, dmg int, t System) {
	def := other(p)
	e := &n.ships[def]
	// The roll beside this text already says who shot at what.
	w.n(dmg).s(" damage: ")
	if e.cur[tShields] > 0 {
		// Shields take every hit while they are up and never pass damage on.
		before := e.cur[tShields]
		took := min(dmg, before)
		e.cur[tShields] -= took
		w.s("shields ").change(before, e.cur[tShields])
		if e.cur[tShields] == 0 {
			w.s(" (down)")
		}
		if dmg > took {
			w.s(", ").n(dmg - took).s(" wasted")
		}
		return
	}
	if t == SysReactor {
		w.s("reactor ")
		n.reactorDamage(w, def, dmg)
		return
	}
	left := e.side(t)
	if t == SysMissiles {
		// Armor is the first point of the missile system.
		armor, launchers := e.cur[tArmor], e.cur[tLaunchers]
		onArmor := min(dmg, armor)
		onLaunchers := min(dmg-onArmor, launchers)
		e.cur[tArmor] -= onArmor
		e.cur[tLaunchers] -= onLaunchers
		if onArmor > 0 {
			w.s("armor ").change(armor, e.cur[tArmor])
			if onLaunchers > 0 {
				w.s(", ")
			}
		}
		if onLaunchers > 0 || onArmor == 0 {
			w.s("launchers ").change(launchers, e.cur[tLaunchers])
		}
	} else {
		tr := sideTrack(t)
		e.cur[tr] -= min(dmg, left)
		w.s(trackNames[tr]).s(" ").change(left, e.cur[tr])
	}
	if dmg < left {
		return
	}
	w.s(" (destroyed)")
	if over := dmg - left; over > 0 {
		w.s(", ").n(over).s(" overflow into the reactor ")
		n.reactorDamage(w, def, over)
	}
}

func sideTrack(t System) track {
	switch t {
	case SysMasers:
		return tMasers
	case SysEngines:
		return tEngines
	case SysRepair:
		return tRepair
	}
	return tReactor
}

// reactorDamage applies dmg to def's reactor within this turn's cap, words
// it into w and ends the game when the reactor reaches zero.
func (n *State) reactorDamage(w *text, def engine.Player, dmg int) {
	e := &n.ships[def]
	capLeft := n.reactorCapLeft(def)
	before := e.cur[tReactor]
	took := min(dmg, capLeft, before)
	e.cur[tReactor] -= took
	n.reactorHit += took
	w.change(before, e.cur[tReactor])
	if took < dmg {
		if took < before {
			d := e.destroyedSides()
			w.s(" (at most ").n(reactorCapPerSide * d).s(" a turn for ").n(d).s(plural(d, " destroyed side)", " destroyed sides)"))
		}
		w.s(", ").n(dmg - took).s(" wasted")
	}
	if e.cur[tReactor] == 0 {
		n.finish(other(def), n.names[def]+"'s reactor is at zero")
	}
}

// repair restores one point of p's system sys.
func (n *State) repair(p engine.Player, sys System) engine.Event {
	sh := &n.ships[p]
	var tr track
	if sys == SysMissiles {
		// One marker runs down the missile track from armor to the
		// launchers; a repair moves it back up, launchers first.
		tr = tArmor
		if sh.cur[tLaunchers] < sh.max[tLaunchers] {
			tr = tLaunchers
		}
	} else {
		tr = sideTrack(sys)
	}
	sh.cur[tr]++
	var w text
	w.s(n.names[p]).s(" repairs the ").s(sys.Label()).s(": ").s(trackNames[tr]).s(" ").change(sh.cur[tr]-1, sh.cur[tr])
	if sh.cur[tr] == 1 && sh.side(sys) == 1 {
		w.s(" (back in service)")
	}
	return engine.Event{Kind: EvRepair, Player: p, Text: w.String()}
}

// finish ends the game.
func (n *State) finish(winner engine.Player, reason string) {
	n.outcome = engine.Outcome{Over: true, Winner: winner, Reason: reason}
}

// endTurn ends the mover's turn: tactical victory, then the turn limit,
// then the opponent's turn.
func (n *State) endTurn() []engine.Event {
	p := n.toMove
	ev := make([]engine.Event, 0, 3)
	var w text
	w.s(n.names[p]).s(" ends turn ").n(n.turn)
	if n.ap > 0 {
		w.s(" (").n(n.ap).s(plural(n.ap, " action point unused)", " action points unused)"))
	}
	ev = append(ev, engine.Event{Kind: EvEndTurn, Player: p, Text: w.String()})
	n.ap = 0
	fight0, fight1 := n.ships[0].canFight(), n.ships[1].canFight()
	switch {
	case !fight0 && !fight1:
		n.finish(engine.NoPlayer, "neither ship can fight")
	case !fight0:
		n.finish(1, n.names[0]+" cannot fight: no weapon left and no way to repair one")
	case !fight1:
		n.finish(0, n.names[1]+" cannot fight: no weapon left and no way to repair one")
	case p != n.first && n.turn >= n.turnLimit:
		n.finishOnPoints()
	}
	if n.outcome.Over {
		return append(ev, n.gameOverEvent())
	}
	if p != n.first {
		n.turn++
	}
	return append(ev, n.startTurn(other(p)))
}

// finishOnPoints ends a game that reached the turn limit: more reactor
// wins, then more points on all tracks, else a draw.
func (n *State) finishOnPoints() {
	a, b := &n.ships[0], &n.ships[1]
	lim := fmt.Sprintf("turn limit of %d reached: ", n.turnLimit)
	switch {
	case a.cur[tReactor] != b.cur[tReactor]:
		w := engine.Player(0)
		if b.cur[tReactor] > a.cur[tReactor] {
			w = 1
		}
		n.finish(w, lim+fmt.Sprintf("%s has the stronger reactor (%d to %d)", n.names[w], n.ships[w].cur[tReactor], n.ships[other(w)].cur[tReactor]))
	case a.points() != b.points():
		w := engine.Player(0)
		if b.points() > a.points() {
			w = 1
		}
		n.finish(w, lim+fmt.Sprintf("%s has more points left on the mat (%d to %d)", n.names[w], n.ships[w].points(), n.ships[other(w)].points()))
	default:
		n.finish(engine.NoPlayer, lim+"both ships are equal")
	}
}

func (n *State) gameOverEvent() engine.Event {
	o := n.outcome
	text := "draw: " + o.Reason
	if o.Winner != engine.NoPlayer {
		text = n.names[o.Winner] + " wins: " + o.Reason
	}
	return engine.Event{Kind: EvGameOver, Player: o.Winner, Text: text}
}

// targetOrder is the order in which Legal lists the targets of a shot.
var targetOrder = [...]System{SysShields, SysMasers, SysMissiles, SysEngines, SysRepair, SysReactor}

// Legal lists every intent p may make now: the roll; or missiles and
// masers by target, engine, shield, repairs by system, and the end of the
// turn last.
func (s *State) Legal(p engine.Player) []engine.Intent {
	if s.outcome.Over || !validPlayer(p) {
		return nil
	}
	if !s.started {
		if p != 0 {
			return nil
		}
		return []engine.Intent{RollOff{By: 0}}
	}
	if p != s.toMove {
		return nil
	}
	out := make([]engine.Intent, 0, 16)
	for _, in := range candidates[p] {
		if s.allows(in) {
			out = append(out, in)
		}
	}
	return out
}

// candidates are every intent a player may make on its turn, in Legal's
// order, boxed once: Legal picks from them instead of boxing each intent
// again in every position (its allocations were most of a playout's).
// Interface values hold copies, so nobody can change them.
var candidates = func() (out [2][]engine.Intent) {
	for p := engine.Player(0); p < 2; p++ {
		for _, t := range targetOrder {
			out[p] = append(out[p], FireMissile{By: p, Target: t})
		}
		for _, t := range targetOrder {
			out[p] = append(out[p], FireMaser{By: p, Target: t})
		}
		out[p] = append(out[p], ActivateEngine{By: p}, RechargeShield{By: p})
		for _, sys := range sides {
			out[p] = append(out[p], RepairSystem{By: p, System: sys})
		}
		out[p] = append(out[p], EndTurn{By: p})
	}
	return out
}()
