package stellararmada

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

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
	if s.over {
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
	case p != s.mover():
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
		case s.masers >= limit && limit == maxMasersPerTurn:
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
		name, foe = s.setup.names[p], s.setup.names[other(p)]
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
		return fmt.Errorf("the first player is already decided: %s goes first", s.setup.names[s.first])
	case rRollAsFirst:
		return fmt.Errorf("not your turn: the roll for the first player is made once, as player 0 (%s), for both sides", s.setup.names[0])
	case rRollFirst:
		return errors.New("not yet: roll for the first player first (the higher roll decides who fires first)")
	case rNotYourTurn:
		return fmt.Errorf("not your turn: it is %s's turn", s.setup.names[s.toMove])
	case rNoAP:
		return fmt.Errorf("%s has no action points left: end the turn", name)
	case rNoAmmo:
		return fmt.Errorf("%s has no ammunition left", name)
	case rNoLaunchers:
		if me.max[tLaunchers] == 0 { // a scenario's mat without launchers
			return fmt.Errorf("%s's mat has no missile launchers", name)
		}
		return fmt.Errorf("%s's missile launchers are destroyed", name)
	case rMissilesPerTurn:
		return fmt.Errorf("%d missiles a turn at most: no more missiles this turn", maxMissilesPerTurn)
	case rLauncherLimit:
		n := int(me.cur[tLaunchers])
		return fmt.Errorf("only %d undamaged %s: no more missiles this turn", n, plural(n, "launcher", "launchers"))
	case rNoMasers:
		return fmt.Errorf("%s's masers are destroyed", name)
	case rMasersPerTurn:
		return fmt.Errorf("%d masers a turn at most: no more maser shots this turn", maxMasersPerTurn)
	case rMaserLimit:
		n := int(me.cur[tMasers])
		return fmt.Errorf("only %d undamaged %s: no more maser shots this turn", n, plural(n, "maser", "masers"))
	case rNoEngines:
		return fmt.Errorf("%s's engines are destroyed", name)
	case rEngineLimit:
		n := int(me.cur[tEngines])
		return fmt.Errorf("only %d undamaged %s: no more engines this turn", n, plural(n, "engine", "engines"))
	case rShieldsFull:
		if me.max[tShields] == 0 { // a scenario's mat without shields
			return fmt.Errorf("%s's mat has no shields to recharge", name)
		}
		return fmt.Errorf("%s's shields are full (%d)", name, me.max[tShields])
	case rRepairReactor:
		return errors.New("the reactor cannot be repaired")
	case rRepairShields:
		switch {
		case me.max[tShields] == 0:
			return fmt.Errorf("shields are recharged, not repaired, and %s's mat has none", name)
		case me.cur[tShields] >= me.max[tShields]:
			return fmt.Errorf("shields are recharged, not repaired, and %s's are full (%d)", name, me.max[tShields])
		}
		return errors.New("shields are recharged, not repaired: recharge them instead")
	case rRepairWhat:
		return fmt.Errorf("there is no system %s to repair", target)
	case rNoRepair:
		return fmt.Errorf("%s's repair systems are destroyed", name)
	case rRepairLimit:
		n := int(s.repairLimit)
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
		return fmt.Errorf("%s's %s %s already destroyed: %s", foe, target.Label(), isAre(target), s.aimInstead(other(p)))
	}
	return fmt.Errorf("stellararmada has no intent %q", in.Kind())
}

// aimInstead says where a shot at a destroyed system of def's ship may go:
// the reactor behind it, unless the reactor has taken all it may this
// turn; then the systems still standing (one always is: a ship with every
// side destroyed has no weapon and no repair, and the game is over).
func (s *State) aimInstead(def engine.Player) string {
	if s.reactorCapLeft(def) > 0 {
		return "aim at the reactor"
	}
	var standing []string
	for _, sys := range sides {
		if s.ships[def].side(sys) > 0 {
			standing = append(standing, sys.Label())
		}
	}
	n := reactorCapPerSide * s.ships[def].destroyedSides()
	capped := fmt.Sprintf("the reactor has taken all it can this turn (%d)", n)
	if len(standing) == 0 {
		return capped
	}
	return capped + ", so aim at the " + strings.Join(standing, ", the ")
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
//
// The new state, its view and its events are made in one allocation, and
// the sentences of all the events in one more: self-play and the search
// opponent apply millions of intents a second, and the garbage collector
// cost more than the rules.
func (s *State) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	return s.apply(in, false)
}

// ApplyQuiet implements search.QuietApplier: the state Apply returns,
// without the sentences of its events, which a playout throws away (a
// playout spent a sixth of its time writing them).
func (s *State) ApplyQuiet(in engine.Intent) (engine.State, error) {
	n, _, err := s.apply(in, true)
	return n, err
}

// apply is Apply; with dry its events carry no text.
func (s *State) apply(in engine.Intent, dry bool) (engine.State, []engine.Event, error) {
	in, err := normalize(in)
	if err != nil {
		return nil, nil, err
	}
	if r := s.rule(in); r != allowed {
		return nil, nil, s.explain(in, r)
	}
	w := text{dry: dry}
	switch x := in.(type) {
	case FireMissile:
		b := &shotStep{st: *s}
		n := &b.st
		n.ap--
		n.missiles++
		n.ships[x.By].cur[tAmmo]--
		n.shoot(&b.shot, &w, x.By, "missile", missileDamage, x.Target)
		ev := n.afterShot(&b.shot)
		n.pairView(&b.vw)
		return n, ev, nil
	case FireMaser:
		b := &shotStep{st: *s}
		n := &b.st
		n.ap--
		n.masers++
		n.shoot(&b.shot, &w, x.By, "maser", maserDamage, x.Target)
		ev := n.afterShot(&b.shot)
		n.pairView(&b.vw)
		return n, ev, nil
	case ActivateEngine:
		b := &oneEvent{st: *s}
		n := &b.st
		n.ap--
		n.engines++
		n.boost[x.By]++
		w.s(n.setup.names[x.By]).s(" activates an engine: ").s(n.setup.names[other(x.By)]).s("'s shots will need ").n(n.toHit(x.By)).s("+ next turn")
		b.ev[0] = engine.Event{Kind: EvEngine, Player: x.By, Text: w.String()}
		n.pairView(&b.vw)
		return n, b.ev[:], nil
	case RechargeShield:
		b := &oneEvent{st: *s}
		n := &b.st
		n.ap--
		sh := &n.ships[x.By]
		sh.cur[tShields]++
		w.s(n.setup.names[x.By]).s(" recharges a shield: shields ").change(int(sh.cur[tShields])-1, int(sh.cur[tShields]))
		b.ev[0] = engine.Event{Kind: EvShield, Player: x.By, Text: w.String()}
		n.pairView(&b.vw)
		return n, b.ev[:], nil
	case RepairSystem:
		b := &oneEvent{st: *s}
		n := &b.st
		n.ap--
		n.repairs++
		b.ev[0] = n.repair(&w, x.By, x.System)
		b.ev[0].Text = w.String()
		n.pairView(&b.vw)
		return n, b.ev[:], nil
	case EndTurn:
		b := &twoEvents{st: *s}
		b.st.endTurn(&b.ev, &w)
		b.st.pairView(&b.vw)
		return &b.st, b.ev[:], nil
	}
	// RollOff, once a game.
	b := &rollStep{st: *s}
	ev := b.st.rollOff(b)
	b.st.pairView(&b.vw)
	return &b.st, ev, nil
}

// The blocks Apply allocates: the new state, its view, and room for its
// events (and a shot's roll and die). The state, its view and the events
// are kept, or dropped, together: a session keeps all, a playout none.
type (
	rollStep struct {
		st, vw State
		ev     [4]engine.Event // two rolls, who goes first, the first turn
		first  rollPair
	}
	oneEvent struct {
		st, vw State
		ev     [1]engine.Event
	}
	twoEvents struct {
		st, vw State
		ev     [2]engine.Event
	}
	shotStep struct {
		st, vw State
		shot   shotRecord
	}
)

// pairView makes vw the view of the finished state n and keeps it in n:
// every player's view is the same (only the dice differ, Dice.Hidden), and
// the player to move asks for it after every intent, so it is made with
// the state rather than by View in an allocation of its own. A view is its
// own view.
func (n *State) pairView(vw *State) {
	*vw = *n
	vw.dice = n.dice.Hidden()
	vw.view = vw
	n.view = vw
}

// normalize is codec.Normalize without its look-ups for the game's own
// intent values, which it would return as they are: none of them has a
// Validate method (TestNormalizeOwnIntents).
func normalize(in engine.Intent) (engine.Intent, error) {
	switch in.(type) {
	case FireMissile, FireMaser, EndTurn, ActivateEngine, RechargeShield, RepairSystem, RollOff:
		return in, nil
	}
	return codec.Normalize(in)
}

// rollOff rolls for the first player, again while the dice tie. The
// events, rolls and dice of the first try go in room, which Apply
// allocates with the new state; a tie allocates more.
func (n *State) rollOff(room *rollStep) []engine.Event {
	var w text
	names := &n.setup.names
	w.s(names[0]).s(" rolls for the first turn")
	purpose0 := w.len()
	w.s(names[1]).s(" rolls for the first turn")
	purpose1 := w.len()
	ev := room.ev[:0]
	pair := &room.first
	for try := 0; ; try++ {
		if try > 0 {
			pair = new(rollPair)
		}
		var faces [2]int
		for p := 0; p < 2; p++ {
			faces[p] = n.dice.D(6)
			pair.dice[p] = engine.Die{Sides: 6, Face: faces[p]}
			pair.rolls[p] = engine.NewRoll("", pair.dice[p:p+1:p+1], nil, 0, "")
			ev = append(ev, engine.Event{Kind: EvRollFirst, Player: engine.Player(p), Roll: &pair.rolls[p]})
		}
		if faces[0] != faces[1] || try == maxRollOffs-1 {
			if faces[1] > faces[0] {
				n.first = 1
			}
			break
		}
		// A tie is rare: its sentence may allocate.
		tie := "a tie (" + strconv.Itoa(faces[0]) + " and " + strconv.Itoa(faces[1]) + "): both roll again"
		ev = append(ev, engine.Event{Kind: EvFirst, Player: engine.NoPlayer, Text: tie})
	}
	n.started = true
	n.turn = 1
	first := engine.Player(n.first)
	second := other(first)
	// Why: the higher roll, or, after maxRollOffs ties, the program's bound.
	w.s(names[first]).s(" goes first")
	if hi, lo := pair.rolls[first].Total, pair.rolls[second].Total; hi > lo {
		w.s(" with the higher roll (").n(hi).s(" to ").n(lo).s("); ")
	} else {
		w.s(" after ").n(maxRollOffs).s(" ties in a row (the program's bound); ")
	}
	w.s(names[second]).s(" has an automatic engine boost of ").n(firstTurnBoost).
		s(" during ").s(names[first]).s("'s first turn (hits need ").n(baseToHit + firstTurnBoost).s("+)")
	goes := w.len()
	turn := n.startTurn(first, &w)
	n.boost[second] = firstTurnBoost
	all := w.String()
	for i := range ev {
		if r := ev[i].Roll; r != nil {
			r.Purpose = all[:purpose0]
			if ev[i].Player == 1 {
				r.Purpose = all[purpose0:purpose1]
			}
		}
	}
	turn.Text = all[goes:]
	ev = append(ev, engine.Event{Kind: EvFirst, Player: first, Text: all[purpose1:goes]})
	if n.tacticalEnd() { // a scenario may set up a ship that cannot fight
		return append(ev, n.gameOverEvent())
	}
	return append(ev, turn)
}

// rollPair is one try of the roll for the first player: both rolls.
type rollPair struct {
	rolls [2]engine.Roll
	dice  [2]engine.Die
}

// startTurn gives p the turn: action points from the undamaged reactor
// (one a point, six at most: Action Points), fresh counters, and p's
// engine boost back to zero. It writes the
// event's sentence into w and leaves the event's Text to the caller.
func (n *State) startTurn(p engine.Player, w *text) engine.Event {
	n.toMove = int8(p)
	n.ap = min(n.ships[p].cur[tReactor], maxActionPoints)
	n.missiles, n.masers, n.engines, n.repairs, n.reactorHit = 0, 0, 0, 0, 0
	n.repairLimit = n.ships[p].cur[tRepair]
	n.boost[p] = 0
	ap := int(n.ap)
	w.s(n.setup.names[p]).s("'s turn ").n(int(n.turn)).s(": ").n(ap).s(plural(ap, " action point", " action points"))
	if r := int(n.ships[p].cur[tReactor]); r > ap { // a scenario's larger reactor
		w.s(" (reactor ").n(r).s(", six at most)")
	}
	return engine.Event{Kind: EvTurn, Player: p}
}

// shotRecord holds a shot's event, roll and die, and room for the end of
// the game when the shot leaves a ship unable to fight.
type shotRecord struct {
	ev   [2]engine.Event
	roll engine.Roll
	die  [1]engine.Die
}

// afterShot ends the game when the shot left a ship unable to fight (the
// Objective's tactical victory holds from that moment, as a reactor at zero
// does) and returns the shot's events: the shot, and the end of the game
// when the shot brought a reactor to zero or left a ship unable to fight
// (every end is told in the log, as the turn limit's is).
func (n *State) afterShot(rec *shotRecord) []engine.Event {
	if !n.over && !n.tacticalEnd() {
		return rec.ev[:1]
	}
	rec.ev[1] = n.gameOverEvent()
	return rec.ev[:2]
}

// tacticalEnd ends the game, and says so, when a ship is unable to fight:
// its opponent wins a tactical victory, or, when neither ship can fight,
// the game is drawn.
func (n *State) tacticalEnd() bool {
	fight0, fight1 := n.ships[0].canFight(), n.ships[1].canFight()
	switch {
	case !fight0 && !fight1:
		n.finish(engine.NoPlayer, "neither ship can fight")
	case !fight0:
		n.finish(1, n.setup.names[0]+" cannot fight: no weapon left and no way to repair one")
	case !fight1:
		n.finish(0, n.setup.names[1]+" cannot fight: no weapon left and no way to repair one")
	default:
		return false
	}
	return true
}

// shoot rolls one shot of p's at the opponent's system t, applies its
// damage and records it in rec.
func (n *State) shoot(rec *shotRecord, w *text, p engine.Player, weapon string, dmg int, t System) {
	def := other(p)
	need := n.toHit(def)
	rec.die[0] = engine.Die{Sides: 6, Face: n.dice.D(6)}
	// The roll's purpose and the event's text share one string.
	w.s(n.setup.names[p]).s("'s ").s(weapon).s(" at ").s(n.setup.names[def]).s("'s ").s(t.Label())
	if b := n.boost[def]; b > 0 { // why the roll needs more than 2+
		w.s(" (").s(n.setup.names[def]).s("'s ")
		if n.turn == 1 && def != engine.Player(n.first) {
			w.s("automatic ")
		}
		w.s("engine boost +").n(int(b)).s(")")
	}
	split := w.len()
	rec.roll = engine.NewRoll("", rec.die[:], nil, need, engine.AtLeast)
	if rec.roll.Success {
		rec.roll.Result = "hit"
		n.damage(w, p, dmg, t)
	} else {
		rec.roll.Result = "miss"
	}
	all := w.String()
	rec.roll.Purpose = all[:split]
	rec.ev[0] = engine.Event{Kind: EvShot, Player: p, Roll: &rec.roll, Text: all[split:]}
}

// damage applies a hit of dmg points on the opponent's system t and words
// it into w.
func (n *State) damage(w *text, p engine.Player, dmg int, t System) {
	def := other(p)
	e := &n.ships[def]
	// The roll beside this text already says who shot at what.
	w.n(dmg).s(" damage: ")
	if shields := int(e.cur[tShields]); shields > 0 {
		// Shields take every hit while they are up and never pass damage on.
		took := min(dmg, shields)
		e.cur[tShields] = int8(shields - took)
		w.s("shields ").change(shields, shields-took)
		if shields == took {
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
		armor, launchers := int(e.cur[tArmor]), int(e.cur[tLaunchers])
		onArmor := min(dmg, armor)
		onLaunchers := min(dmg-onArmor, launchers)
		e.cur[tArmor] = int8(armor - onArmor)
		e.cur[tLaunchers] = int8(launchers - onLaunchers)
		if onArmor > 0 {
			w.s("armor ").change(armor, armor-onArmor)
			if onLaunchers > 0 {
				w.s(", ")
			}
		}
		if onLaunchers > 0 || onArmor == 0 {
			w.s("launchers ").change(launchers, launchers-onLaunchers)
		}
	} else {
		tr := sideTrack(t)
		now := left - min(dmg, left)
		e.cur[tr] = int8(now)
		w.s(trackNames[tr]).s(" ").change(left, now)
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
	before := int(e.cur[tReactor])
	took := min(dmg, capLeft, before)
	earlier := int(n.reactorHit) // taken this turn before this hit
	e.cur[tReactor] = int8(before - took)
	n.reactorHit += int8(took)
	w.change(before, before-took)
	if took < dmg {
		if took < before {
			d := e.destroyedSides()
			w.s(" (at most ").n(reactorCapPerSide * d).s(" a turn for ").n(d).s(plural(d, " destroyed side", " destroyed sides"))
			if earlier > 0 { // why less than the limit got in
				w.s(", ").n(earlier).s(" taken already")
			}
			w.s(")")
		}
		w.s(", ").n(dmg - took).s(" wasted")
	}
	if took == before {
		reason := ""
		if !w.lookahead { // the scripted opponent's look-ahead reads no reason
			reason = n.setup.names[def] + "'s reactor is at zero"
		}
		n.finish(other(def), reason)
	}
}

// repair restores one point of p's system sys. It writes the event's
// sentence into w and leaves the event's Text to the caller.
func (n *State) repair(w *text, p engine.Player, sys System) engine.Event {
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
	now := int(sh.cur[tr])
	w.s(n.setup.names[p]).s(" repairs the ").s(sys.Label()).s(": ").s(trackNames[tr]).s(" ").change(now-1, now)
	if now == 1 && sh.side(sys) == 1 {
		w.s(" (back in service)")
	}
	return engine.Event{Kind: EvRepair, Player: p}
}

// finish ends the game.
func (n *State) finish(winner engine.Player, reason string) {
	n.over, n.winner, n.reason = true, int8(winner), reason
}

// endTurn ends the mover's turn: tactical victory, then the turn limit,
// then the opponent's turn. Its two events go to ev: the end of the turn,
// then the next turn or the end of the game.
func (n *State) endTurn(ev *[2]engine.Event, w *text) {
	p := n.mover()
	w.s(n.setup.names[p]).s(" ends turn ").n(int(n.turn))
	if n.ap > 0 {
		ap := int(n.ap)
		w.s(" (").n(ap).s(plural(ap, " action point unused)", " action points unused)"))
	}
	end := w.len()
	n.ap = 0
	first := engine.Player(n.first)
	// A ship unable to fight has lost already (afterShot, rollOff); only a
	// position built so (NewPosition) is first found here.
	if !n.tacticalEnd() && p != first && int(n.turn) >= n.setup.turnLimit {
		n.finishOnPoints()
	}
	if n.over {
		ev[1] = n.gameOverEvent()
	} else {
		if p != first {
			n.turn++
		}
		ev[1] = n.startTurn(other(p), w)
	}
	all := w.String()
	ev[0] = engine.Event{Kind: EvEndTurn, Player: p, Text: all[:end]}
	if !n.over {
		ev[1].Text = all[end:]
	}
}

// finishOnPoints ends a game that reached the turn limit: more reactor
// wins, then more points on all tracks, else a draw.
func (n *State) finishOnPoints() {
	a, b := &n.ships[0], &n.ships[1]
	lim := fmt.Sprintf("turn limit of %d reached: ", n.setup.turnLimit)
	switch {
	case a.cur[tReactor] != b.cur[tReactor]:
		w := engine.Player(0)
		if b.cur[tReactor] > a.cur[tReactor] {
			w = 1
		}
		n.finish(w, lim+fmt.Sprintf("%s has the stronger reactor (%d to %d)", n.setup.names[w], n.ships[w].cur[tReactor], n.ships[other(w)].cur[tReactor]))
	case a.points() != b.points():
		w := engine.Player(0)
		if b.points() > a.points() {
			w = 1
		}
		n.finish(w, lim+fmt.Sprintf("%s has more points left on the mat (%d to %d)", n.setup.names[w], n.ships[w].points(), n.ships[other(w)].points()))
	default:
		n.finish(engine.NoPlayer, lim+"both ships are equal")
	}
}

func (n *State) gameOverEvent() engine.Event {
	winner := engine.Player(n.winner)
	text := "Draw: " + n.reason
	if winner != engine.NoPlayer {
		text = n.setup.names[winner] + " wins: " + n.reason
	}
	return engine.Event{Kind: EvGameOver, Player: winner, Text: text}
}

// targetOrder is the order in which Legal lists the targets of a shot.
var targetOrder = [...]System{SysShields, SysMasers, SysMissiles, SysEngines, SysRepair, SysReactor}

// Legal lists every intent p may make now: the roll; or missiles and
// masers by target, engine, shield, repairs by system, and the end of the
// turn last.
func (s *State) Legal(p engine.Player) []engine.Intent {
	if s.over || !validPlayer(p) {
		return nil
	}
	if !s.started {
		if p != 0 {
			return nil
		}
		return []engine.Intent{RollOff{By: 0}}
	}
	m := s.legalMask(p)
	if m == 0 {
		return nil
	}
	out := make([]engine.Intent, 0, bits.OnesCount32(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, candidates[p][bits.TrailingZeros32(m)])
	}
	return out
}

// LegalCount implements engine.LegalCounter: len(Legal(p)) without the
// list.
func (s *State) LegalCount(p engine.Player) int {
	if !s.started && !s.over {
		if p == 0 {
			return 1
		}
		return 0
	}
	return bits.OnesCount32(s.legalMask(p))
}

// LegalAt implements engine.LegalCounter: Legal(p)[i] without the list,
// nil when i is out of range.
func (s *State) LegalAt(p engine.Player, i int) engine.Intent {
	if !s.started && !s.over {
		if p == 0 && i == 0 {
			return candidates[0][rollIndex]
		}
		return nil
	}
	m := s.legalMask(p)
	if i < 0 || i >= bits.OnesCount32(m) {
		return nil
	}
	for ; i > 0; i-- {
		m &= m - 1
	}
	return candidates[p][bits.TrailingZeros32(m)]
}

// legalMask has bit i set when candidates[p][i] is legal in a started
// game. It asks the questions of rule once for each group of candidates
// rather than once for each candidate (TestLegalMask holds the two to the
// same answers in every position of thousands of games).
func (s *State) legalMask(p engine.Player) uint32 {
	if s.over || !s.started || !validPlayer(p) || p != s.mover() {
		return 0
	}
	const end = 1 << endIndex
	if s.ap <= 0 {
		return end
	}
	me := &s.ships[p]
	targets := s.targetMask(other(p))
	m := uint32(end)
	if me.cur[tAmmo] > 0 && me.cur[tLaunchers] > 0 && s.missiles < min(maxMissilesPerTurn, me.cur[tLaunchers]) {
		m |= targets << missileIndex
	}
	if me.cur[tMasers] > 0 && s.masers < min(maxMasersPerTurn, me.cur[tMasers]) {
		m |= targets << maserIndex
	}
	if me.cur[tEngines] > 0 && s.engines < me.cur[tEngines] {
		m |= 1 << engineIndex
	}
	if me.cur[tShields] < me.max[tShields] {
		m |= 1 << shieldIndex
	}
	if me.cur[tRepair] > 0 && s.repairs < s.repairLimit {
		for k, sys := range sides {
			if me.side(sys) < me.sideMax(sys) {
				m |= 1 << (repairIndex + k)
			}
		}
	}
	return m
}

// targetMask has bit k set when def's targetOrder[k] may be shot at: what
// targetRule allows, worked out for all six targets at once (the shields
// while they are up; else every side left and, once a side is down and
// the turn's cap allows, the reactor).
func (s *State) targetMask(def engine.Player) uint32 {
	e := &s.ships[def]
	if e.cur[tShields] > 0 {
		return 1 << shieldsTarget
	}
	var m uint32
	down := 0
	for k, t := range sides {
		if e.side(t) > 0 {
			m |= 1 << (firstSideTarget + k)
		} else {
			down++
		}
	}
	if down > 0 && s.reactorCapLeft(def) > 0 {
		m |= 1 << reactorTarget
	}
	return m
}

// Where targetMask finds each target: targetOrder is the shields, the
// sides in their order, the reactor.
const (
	shieldsTarget   = 0
	firstSideTarget = 1
	reactorTarget   = firstSideTarget + len(sides)
)

// Where each group starts in a player's candidates.
const (
	missileIndex = 0
	maserIndex   = missileIndex + len(targetOrder)
	engineIndex  = maserIndex + len(targetOrder)
	shieldIndex  = engineIndex + 1
	repairIndex  = shieldIndex + 1
	endIndex     = repairIndex + len(sides)
	rollIndex    = endIndex + 1 // player 0's roll for the first player, after the turn's intents
)

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
	out[0] = append(out[0], RollOff{By: 0})
	return out
}()
