package starshipbattles

import (
	"errors"
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// pdRating is a ship's Point-Defense rating now: the card's PD, or +4 from
// Seismic Mines when that is more.
func (s *State) pdRating(id ShipID) (int, bool) {
	sd := s.side(id)
	pd, ok := sd.PD, sd.HasPD
	if s.has(id, SeismicMines) && (!ok || pd < SeismicMinesPD) {
		pd, ok = SeismicMinesPD, true
	}
	return pd, ok
}

// pdPairs lists p's Point-Defense attacks: each of its ships with PD
// against every adjacent enemy fighter, once each; they are made first
// (Point-Defense).
func (s *State) pdPairs(p engine.Player) []pdPair {
	var out []pdPair
	for i := range s.ships {
		a := ShipID(i)
		if s.ships[i].owner != p || !s.active(a) || s.class(a) == 4 {
			continue
		}
		if _, ok := s.pdRating(a); !ok {
			continue
		}
		sp := s.space(a)
		for j := range s.ships {
			t := ShipID(j)
			if s.active(t) && s.class(t) == 4 && s.enemies(a, t) && grid.SpaceDistance(sp, s.space(t)) == 1 {
				out = append(out, pdPair{a, t})
			}
		}
	}
	return out
}

// weaponOf is the weapon a ship fires, from the side it shows: during the
// attack phase that is the side it started the phase with, since damage
// takes effect only in the damage phase.
func (s *State) weaponOf(id ShipID, w int) Weapon { return s.side(id).Weapons[w] }

// broadsideOf says in which of the attacker's broadsides the target lies
// (any square of its space counts).
func (s *State) broadsideOf(a, t ShipID) (left, right bool) {
	asp, f := s.space(a), s.ships[a].facing
	s.space(t).Any(func(q grid.Square) bool {
		l, r := grid.InBroadside(asp, f, q)
		left, right = left || l, right || r
		return false
	})
	return left, right
}

func (s *State) inFrontSpine(a, t ShipID) bool {
	asp, f := s.space(a), s.ships[a].facing
	return s.space(t).Any(func(q grid.Square) bool { return grid.InSpine(asp, f, q, true) })
}

// facesFor is the set of the target's faces the attacker may choose
// (Targeting and Faces; for a ship larger than one square, any face one of
// its squares sees: grid.FacesToward).
func (s *State) facesFor(a, t ShipID) grid.FaceSet {
	return grid.FacesToward(s.space(t), s.ships[t].facing, s.space(a))
}

// checkAttack says why an attack may not be made, or returns it declared.
func (s *State) checkAttack(in Attack) (attack, error) {
	var a attack
	if s.phase != phAttack || s.prompt != promptNone || s.atk.on || len(s.pdq) > 0 {
		if s.phase == phAttack && len(s.pdq) > 0 {
			return a, errors.New("Point-Defense attacks are made first (Point-Defense)")
		}
		return a, fmt.Errorf("ships attack in their player's part of the attack phase; this is the %s phase", s.Phase().Name)
	}
	if !s.validShip(in.Ship) || s.ships[in.Ship].owner != in.By || !s.active(in.Ship) {
		return a, fmt.Errorf("ship %d is not one of %s's ships on the grid", in.Ship, s.playerName(in.By))
	}
	if !s.validShip(in.Target) || !s.active(in.Target) {
		return a, fmt.Errorf("ship %d is not on the stellar grid", in.Target)
	}
	if !s.enemies(in.Ship, in.Target) {
		return a, fmt.Errorf("%s is an ally: a ship cannot attack an allied starship (Attacking Allies)", s.Name(in.Target))
	}
	ws := s.side(in.Ship).Weapons
	if in.Weapon == pdWeapon {
		// The queue of Point-Defense attacks is empty here: say why this
		// one is not among them.
		switch {
		case !s.side(in.Ship).HasPD && !s.has(in.Ship, SeismicMines):
			return a, fmt.Errorf("%s has no Point-Defense (weapon -1 is a Point-Defense attack)", s.Name(in.Ship))
		case s.class(in.Target) != 4 || grid.SpaceDistance(s.space(in.Ship), s.space(in.Target)) != 1:
			return a, fmt.Errorf("Point-Defense attacks only adjacent enemy fighters, and %s is not one beside %s (Point-Defense)", s.Name(in.Target), s.Name(in.Ship))
		}
		return a, fmt.Errorf("%s has made its Point-Defense attack at %s this round: one at each adjacent enemy fighter, before its player's other attacks (Point-Defense)", s.Name(in.Ship), s.Name(in.Target))
	}
	if in.Weapon < 0 || in.Weapon >= len(ws) {
		return a, fmt.Errorf("%s has no weapon system %d", s.Name(in.Ship), in.Weapon)
	}
	w := ws[in.Weapon]
	a = attack{on: true, ship: in.Ship, weapon: in.Weapon, target: in.Target, face: in.Face, to: NoShip,
		dist: grid.SpaceDistance(s.space(in.Ship), s.space(in.Target))}
	if err := s.checkReach(in.Ship, in.Target, w, a.dist); err != nil {
		return a, err
	}
	bit, err := s.weaponBit(in.Ship, in.Weapon, in.Target, w)
	if err != nil {
		return a, err
	}
	a.bit = bit
	if s.class(in.Target) == 4 {
		if in.Face != 0 {
			return a, fmt.Errorf("%s is a class 4 starship with the same Defense on all faces: attack it with face 0", s.Name(in.Target))
		}
		return a, nil
	}
	faces := s.facesFor(in.Ship, in.Target)
	if in.Face == 0 || !faces.Has(in.Face) {
		return a, fmt.Errorf("%s sees the %s of %s (Targeting and Faces), not %s", s.Name(in.Ship), faces, s.Name(in.Target), in.Face)
	}
	return a, nil
}

// reach codes say why a target is out of a weapon's reach.
const (
	reachOK = iota
	reachNoFighters
	reachFighterRange
	reachLRBWeapon
	reachAdjacentFighters
	reachBroadside
	reachSpine
)

// reach applies the range rules of the Attack Phase: class 1–3 ships
// attack any nonfighter on the grid and fighters only when adjacent (2
// squares for class 3 under Incoming Fighters); fighters attack only what is
// adjacent, or a nonfighter 2 squares away with Long-Range Bomber's weapon
// or under Long-Range Bombardment. Barrage and Proton Barrage fire into a
// broadside, a Frontal Battery into the front spine.
func (s *State) reach(a, t ShipID, w Weapon, dist int) int {
	tc := s.class(t)
	if tc == 4 && w.Kind.NoFighters() {
		return reachNoFighters
	}
	if s.class(a) == 4 {
		switch {
		case dist == 1:
			return reachOK
		case dist == 2 && tc != 4 && (s.lrbWeapon(a) == w.Name || s.effect(s.team(a), LongRangeBombardment)):
			return reachOK
		case dist == 2 && tc != 4 && s.has(a, LongRangeBomber):
			return reachLRBWeapon
		}
		return reachFighterRange
	}
	if tc == 4 && dist > 1 && (s.class(a) != 3 || dist != 2 || !s.effect(s.team(a), IncomingFighters)) {
		return reachAdjacentFighters
	}
	// Incoming Fighters lengthens a class 3 ship's reach; a weapon's arc
	// still holds.
	return s.arc(a, t, w)
}

// arc applies a weapon's fire arc: Barrage and Proton Barrage fire into a
// broadside, a Frontal Battery into the front spine (a target is in a
// band when any square of its space is).
func (s *State) arc(a, t ShipID, w Weapon) int {
	switch w.Kind.Arc() {
	case Broadside:
		if l, r := s.broadsideOf(a, t); !l && !r {
			return reachBroadside
		}
	case FrontSpine:
		if !s.inFrontSpine(a, t) {
			return reachSpine
		}
	}
	return reachOK
}

// checkReach is reach in the player's words.
func (s *State) checkReach(a, t ShipID, w Weapon, dist int) error {
	switch s.reach(a, t, w, dist) {
	case reachNoFighters:
		return fmt.Errorf("%s cannot target class 4 ships (glossary: %s)", w.Name, w.Kind)
	case reachLRBWeapon:
		return fmt.Errorf("%s attacks 2 squares away only with its %s (Long-Range Bomber)", s.Name(a), s.lrbWeapon(a))
	case reachFighterRange:
		return fmt.Errorf("a class 4 starship must be adjacent to an enemy to attack it: %s is %d squares from %s (Class 4 Starships)", s.Name(a), dist, s.Name(t))
	case reachAdjacentFighters:
		return fmt.Errorf("class 1, 2 and 3 ships attack fighters only when adjacent: %s is %d squares away (Attack Phase)", s.Name(t), dist)
	case reachBroadside:
		return fmt.Errorf("%s fires only into a broadside, and %s is in neither of %s's (glossary: %s)", w.Name, s.Name(t), s.Name(a), w.Kind)
	case reachSpine:
		return fmt.Errorf("%s fires only into the front spine, and %s is not in %s's (glossary: Frontal Battery)", w.Name, s.Name(t), s.Name(a))
	}
	return nil
}

// lrbWeapon is the name of the weapon a Long-Range Bomber uses, or "".
func (s *State) lrbWeapon(a ShipID) string {
	if !s.has(a, LongRangeBomber) {
		return ""
	}
	return s.side(a).Weapons[s.value(a, LongRangeBomber)].Name
}

// Bits of ship.used for the ship's broadside attacks: one into each
// broadside, whatever broadside weapons it has (glossary: broadside, "one
// broadside attack per side ... maximum two").
const (
	usedLeft  uint32 = 1 << 30
	usedRight uint32 = 1 << 31
)

// bitFor is the bit of ship.used that an attack spends: each weapon once
// a round (bit i), a broadside weapon once into each of the ship's
// broadsides. ok is false when that bit is spent.
func (s *State) bitFor(a ShipID, wi int, t ShipID, w Weapon) (bit uint32, ok bool) {
	bit = uint32(1) << wi
	if w.Kind.Arc() == Broadside && s.class(a) != 4 {
		bit = usedLeft
		if l, r := s.broadsideOf(a, t); r && !l {
			bit = usedRight
		}
	}
	return bit, s.ships[a].used&bit == 0
}

// weaponBit is bitFor in the player's words.
func (s *State) weaponBit(a ShipID, wi int, t ShipID, w Weapon) (uint32, error) {
	bit, ok := s.bitFor(a, wi, t, w)
	switch {
	case ok:
		return bit, nil
	case bit == usedRight:
		return 0, fmt.Errorf("%s has made its attack into its right broadside this round: one broadside attack per side (glossary: broadside)", s.Name(a))
	case bit == usedLeft:
		return 0, fmt.Errorf("%s has made its attack into its left broadside this round: one broadside attack per side (glossary: broadside)", s.Name(a))
	}
	return 0, fmt.Errorf("%s has fired its %s this round: each weapon system once (Attack Phase)", s.Name(a), w.Name)
}

func (s *State) applyAttack(in Attack, out *[]engine.Event) error {
	a, err := s.checkAttack(in)
	if err != nil {
		return err
	}
	s.ships[in.Ship].used |= a.bit
	s.atk = a
	*out = append(*out, ev(EvAttack, in.By, s.declText(a)))
	return nil
}

func (s *State) weaponName(a attack) string {
	if a.weapon == pdWeapon {
		return "Point-Defense"
	}
	return s.weaponOf(a.ship, a.weapon).Name
}

func (s *State) declText(a attack) string {
	t := fmt.Sprintf("%s attacks %s with its %s", s.Name(a.ship), s.Name(a.target), s.weaponName(a))
	if a.face != 0 {
		t += " at its " + a.face.String()
	}
	return t + "."
}

// settleAttack resolves the attack under way, makes the acting player's
// Point-Defense attacks, and passes the phase on when the player has no
// attack left.
func (s *State) settleAttack(out *[]engine.Event) bool {
	if s.atk.on {
		return s.advanceAttack(out)
	}
	if len(s.pdq) > 0 {
		q := s.pdq[0]
		s.pdq = s.pdq[1:]
		s.atk = attack{on: true, ship: q.ship, weapon: pdWeapon, target: q.target, to: NoShip,
			dist: grid.SpaceDistance(s.space(q.ship), s.space(q.target))}
		*out = append(*out, ev(EvAttack, s.ships[q.ship].owner, s.declText(s.atk)))
		return false
	}
	if s.hasAttack(s.actor()) {
		s.askAlly()
		return true
	}
	if s.askAlly() {
		// Only a teammate's option would open an attack for this player
		// (Long-Range Bombardment for its fighters, Incoming Fighters for
		// its class 3 ships): its part waits for the answer.
		return true
	}
	s.nextActor(out)
	return false
}

// advanceAttack takes the attack under way one step: the window for
// options (every player who has one that changes this attack, in seating
// order from the attacking player), the roll, Fly Casual (every player of
// the target's team who can pay for it, in the same order), the damage and
// Emperor's Will. A player's answer to the window or to Fly Casual puts the
// question to the next seat (applyPass, applyPlay).
func (s *State) advanceAttack(out *[]engine.Event) bool {
	a := &s.atk
	switch a.stage {
	case stageAttacker, stageDefender:
		return s.askWindow(0)
	case stageRoll:
		s.roll(out)
		a.stage = stageDamage
		return s.askFlyCasual(0)
	case stageDamage:
		a.stage = stageApply
		if !a.hit {
			return false
		}
		a.dmg = s.damage(out)
		if a.dmg > 0 && s.has(a.target, EmperorsWill) && a.dist > 1 && len(s.shieldFighters(a.target)) > 0 {
			s.prompt, s.asked = promptEmperor, s.ships[a.target].owner
			return true
		}
	case stageApply:
		s.applyDamage(out)
		s.atk = attack{}
	}
	return false
}

// seatFromAttacker counts p's seat from the attacking player's (0 for
// the attacking player, 1 for the player to its left, …).
func (s *State) seatFromAttacker(p engine.Player) int {
	n := s.players()
	return (int(p) - int(s.ships[s.atk.ship].owner) + n) % n
}

// nextAsked finds the player an attack's question goes to: from the seat
// k places after the attacking player's on, the first one that has
// something to answer. Playing a Command counter is an immediate action,
// and immediate actions go to the acting player first and then around the
// table (glossary: immediate); in team play seats alternate, so a teammate
// of either side is asked in its turn (Team Play, Selecting Options).
func (s *State) nextAsked(k int, answers func(engine.Player) bool) (engine.Player, bool) {
	n := s.players()
	from := s.ships[s.atk.ship].owner
	for ; k < n; k++ {
		if q := (from + engine.Player(k)) % engine.Player(n); answers(q) {
			return q, true
		}
	}
	return engine.NoPlayer, false
}

// askWindow puts the question of the window between declaration and roll
// to the first player from seat k on with an option that changes this
// attack (a player of the attacking team is asked as the attacker, one of
// the target's team as the defender); when nobody is left, the roll comes.
func (s *State) askWindow(k int) bool {
	a := &s.atk
	q, ok := s.nextAsked(k, func(q engine.Player) bool { return len(s.windowOptions(q)) > 0 })
	if !ok {
		a.stage = stageRoll
		return false
	}
	s.prompt, s.asked, a.stage = promptDefender, q, stageDefender
	if s.attacking(q) {
		s.prompt, a.stage = promptAttacker, stageAttacker
	}
	return true
}

// attacking reports a player of the attacking ship's team: asked about the
// attack's options, it is offered the attacker's (windowOptions); any
// other player is asked as the defender.
func (s *State) attacking(p engine.Player) bool { return s.faction(p) == s.team(s.atk.ship) }

// askFlyCasual puts Fly Casual, after a hit on a class 3 ship, to the first
// player of the target's team from seat k on who can pay for it.
func (s *State) askFlyCasual(k int) bool {
	a := &s.atk
	if !a.hit || s.class(a.target) != 3 || !s.hitCounts(a.crit) {
		return false
	}
	q, ok := s.nextAsked(k, func(q engine.Player) bool { return s.faction(q) == s.team(a.target) && s.canPay(q, FlyCasual) })
	if ok {
		s.prompt, s.asked = promptFlyCasual, q
	}
	return ok
}

// hitCounts reports whether a hit of the attack under way changes
// anything: it deals damage, or its Concussion Missiles bring Buzz
// Droids. Rules 9: an option that turns a hit into a miss (Fly Casual) or
// changes only whether the roll hits (Power to Shields, Evasive, Target
// Fighters, Attack Formation) is not offered when it would not (a natural
// 20 hits whatever the Attack and the Defense, so those four are asked
// about the damage of a hit that is not critical); the option stays for
// an attack it changes.
func (s *State) hitCounts(crit bool) bool {
	a := s.atk
	if a.weapon != pdWeapon && s.weaponOf(a.ship, a.weapon).Kind == ConcussionMissiles && s.has(a.ship, BuzzDroids) && !s.ships[a.target].buzz {
		return true
	}
	return s.damageOf(a, crit, nil) > 0
}

// rollCounts reports whether an option that changes only the roll (a
// bonus to Attack or Defense), offered to the player at seat, can change
// anything about the attack under way: a hit that is not critical does
// something (hitCounts), counting the +1 Damage of Power to Weapons for a
// class 1 attacker while a player of the attacking team may still play
// it: one who can pay for it and sits at seat or after, since the question
// goes round once from the attacking player (rules 10; rules 9 counted a
// player who had passed).
func (s *State) rollCounts(seat int) bool {
	a := s.atk
	if s.class(a.ship) == 1 && !s.effect(s.team(a.ship), PowerToWeapons) {
		for p := range s.fleets {
			q := engine.Player(p)
			if s.faction(q) == s.team(a.ship) && s.seatFromAttacker(q) >= seat && s.canPay(q, PowerToWeapons) {
				// Power to Weapons adds 1 Damage, as a critical hit does.
				return s.hitCounts(true)
			}
		}
	}
	return s.hitCounts(false)
}

// attackMods lists what is added to the d20: the weapon's Attack (or the
// PD rating) and every bonus that applies. Bonuses of different sources
// stack; a source never stacks with itself, so an allied bonus counts once
// at its best value (Stacking).
func (s *State) attackMods(a attack) []engine.Mod {
	att, tgt := a.ship, a.target
	var mods []engine.Mod
	add := func(why string, v int) {
		if v != 0 {
			mods = append(mods, engine.Mod{Why: why, Value: v})
		}
	}
	if a.weapon == pdWeapon {
		pd, _ := s.pdRating(att)
		add("PD", pd)
		if pd == 0 {
			mods = append(mods, engine.Mod{Why: "PD", Value: 0})
		}
	} else {
		w := s.weaponOf(att, a.weapon)
		add(w.Name, w.Attack)
		if w.Attack == 0 {
			mods = append(mods, engine.Mod{Why: w.Name, Value: 0})
		}
		if w.Kind == ConcussionMissiles && s.class(tgt) != 4 {
			add("Concussion Missiles against a nonfighter", 2)
		}
	}
	if s.class(tgt) == 4 {
		add("Antifighter Targeting", s.value(att, AntifighterTargeting))
	}
	if s.card(tgt).Unique {
		add("Bounty Hunter", s.value(att, BountyHunter))
	}
	if s.card(tgt).Droid() {
		add("Jammer", s.value(att, Jammer))
	}
	if s.card(att).Droid() {
		add("Droid Control", s.bestAlly(att, DroidControl, false))
	}
	if s.class(att) == 4 {
		add("Jedi Command", s.bestAlly(att, JediCommand, true))
		add("Sith Command", s.bestAlly(att, SithCommand, true))
		add("Sensor Array", s.bestAlly(att, SensorArray, true))
	}
	if s.class(tgt) == 4 {
		if s.class(att) == 3 && s.effect(s.team(att), TargetFighters) {
			add("Target Fighters", TargetFightersBonus)
		}
		if s.class(att) == 4 && s.effect(s.team(att), AttackFormation) {
			add("Attack Formation", AttackFormationBonus)
		}
	}
	return mods
}

// bestAlly is the best value of an ability among the ship's allies in play
// (adjacent ones only when adjacent is set): no ability stacks with itself.
func (s *State) bestAlly(id ShipID, ab Ability, adjacent bool) int {
	if s.rules.quick {
		return 0
	}
	best := 0
	for i := range s.ships {
		o := ShipID(i)
		if o == id || !s.active(o) || s.enemies(id, o) || !s.has(o, ab) {
			continue
		}
		if adjacent && grid.SpaceDistance(s.space(id), s.space(o)) != 1 {
			continue
		}
		best = max(best, s.value(o, ab))
	}
	return best
}

// defense is the Defense the attack must reach on the face attacked, and
// how it is made up.
func (s *State) defense(a attack) (int, string) {
	tgt := a.target
	face := FaceFront
	switch a.face {
	case grid.Right:
		face = FaceRight
	case grid.Rear:
		face = FaceRear
	case grid.Left:
		face = FaceLeft
	}
	base := s.side(tgt).Defense[face]
	def := base
	var parts []string
	add := func(why string, v int) {
		def += v
		if v > 0 {
			parts = append(parts, fmt.Sprintf("+%d %s", v, why))
		} else {
			parts = append(parts, fmt.Sprintf("−%d %s", -v, why))
		}
	}
	f := s.team(tgt)
	switch s.class(tgt) {
	case 1:
		if s.effect(f, PowerToShields) {
			add("Power to Shields", PowerToShieldsBonus)
		}
	case 2:
		if a.face == grid.Front && s.effect(f, PowerToShieldsFront) {
			add("Power to Shields, Front", PowerToShieldsBonus)
		}
	case 4:
		if a.weapon == pdWeapon && s.effect(f, Evasive) && !s.has(a.ship, AntifighterTargeting) {
			add("Evasive", EvasiveBonus)
		}
	}
	if s.forceSensed(tgt) {
		add("Force Sense", -1)
	}
	if s.ships[tgt].buzz {
		add("Buzz Droids", -1)
	}
	text := fmt.Sprintf("Defense %d", base)
	if len(parts) > 0 {
		text += " " + strings.Join(parts, " ") + fmt.Sprintf(" = %d", def)
	}
	return def, text
}

// forceSensed reports whether an enemy ship with Force Sense is adjacent to
// the target.
func (s *State) forceSensed(tgt ShipID) bool {
	if s.rules.quick {
		return false
	}
	sp := s.space(tgt)
	for i := range s.ships {
		o := ShipID(i)
		if s.active(o) && s.enemies(o, tgt) && s.has(o, ForceSense) && grid.SpaceDistance(sp, s.space(o)) == 1 {
			return true
		}
	}
	return false
}

// roll makes the attack roll: d20 plus the Attack and bonuses against the
// face's Defense; a natural 20 always hits and is a critical hit, a natural
// 1 always misses (Attack Phase).
func (s *State) roll(out *[]engine.Event) {
	a := &s.atk
	def, defText := s.defense(*a)
	purpose := fmt.Sprintf("%s %s at %s", s.Name(a.ship), s.weaponName(*a), s.Name(a.target))
	if a.face != 0 {
		purpose += " " + a.face.String()
	}
	if strings.Contains(defText, "=") {
		// The Defense is changed this round: say how ("needs 17+"
		// alone would not).
		purpose += " (" + defText + ")"
	}
	if n := len(*out); n > 0 && (*out)[n-1].Kind == EvAttack && (*out)[n-1].Roll == nil && (*out)[n-1].Text == s.declText(*a) {
		// The declaration and its roll in one Apply: the roll's line
		// names the attack already.
		*out = (*out)[:n-1]
	}
	d := s.dice.D(20)
	r := engine.NewRoll(purpose, []engine.Die{{Sides: 20, Face: d}}, s.attackMods(*a), def, engine.AtLeast)
	switch {
	case d == 20:
		r.Success, r.Result = true, "natural 20: a critical hit"
		a.hit, a.crit = true, true
	case d == 1:
		r.Success, r.Result = false, "natural 1: an automatic miss"
	case r.Success:
		r.Result = "hit"
		a.hit = true
	default:
		r.Result = "miss"
	}
	*out = append(*out, engine.Event{Kind: EvAttack, Player: s.ships[a.ship].owner, Roll: &r})
}

// damageOf works out what a hit deals: the weapon's Damage (1 for PD),
// halved and rounded up for a fighter's Long-Range Bomber weapon at 2
// squares, +1 Ion Cannon against a full-strength ship, +1 Power to Weapons
// for a class 1 ship, +1 for a critical hit; under Long-Range Bombardment
// (any other weapon of a fighter at 2 squares) that sum is halved, rounded
// up; then DR, Evasion against a nonadjacent attacker and Jedi Evasion come
// off. parts says how, for the log: "4", "−1 DR", "= 3" (the total is left
// out when the first part says it all).
//
// Rules 11: the glossary capitalises ship statistics and writes game terms
// in lower case. Long-Range Bomber halves "the weapon's Damage", the
// rating, so bonuses come after; Long-Range Bombardment deals "half
// damage", the damage of the attack, so its bonuses are halved with it.
// The halving is the attacker's effect and DR, Evasion and Jedi Evasion
// the target's, and the acting player's effects go first (Simultaneous
// Effects), so the reductions come off the halved damage. An attack a
// Long-Range Bomber makes with its own weapon needs no option, and is
// halved once, by the ability. Rules 1 to 10 halved the rating under the
// option too (rules.before11).
func (s *State) damageOf(a attack, crit bool, parts *[]string) int {
	att, tgt := a.ship, a.target
	exact := true // the last part shows the damage so far
	note := func(format string, v ...any) {
		if parts != nil {
			*parts = append(*parts, fmt.Sprintf(format, v...))
		}
	}
	dmg := 1
	bombard := false // Long-Range Bombardment halves the sum below
	if a.weapon != pdWeapon {
		w := s.weaponOf(att, a.weapon)
		dmg = w.Damage
		note("%d", dmg)
		if s.class(att) == 4 && a.dist == 2 {
			if s.rules.before11 || w.Name == s.lrbWeapon(att) {
				dmg = (dmg + 1) / 2
				by := "Long-Range Bomber"
				if w.Name != s.lrbWeapon(att) { // rules 1-10's Long-Range Bombardment
					by = "Long-Range Bombardment"
				}
				note("halved by %s at 2 squares (rounded up) = %d", by, dmg)
			} else {
				bombard = true
			}
		}
		if w.Kind == IonCannon && !s.ships[tgt].reduced {
			dmg++
			note("+1 Ion Cannon against a ship at full strength")
			exact = false
		}
	} else {
		note("1")
	}
	add := func(v int, why string) {
		if v == 0 {
			return
		}
		dmg += v
		exact = false
		if v > 0 {
			note("+%d %s", v, why)
		} else {
			note("−%d %s", -v, why)
		}
	}
	if s.class(att) == 1 && s.effect(s.team(att), PowerToWeapons) {
		add(1, "Power to Weapons")
	}
	if crit {
		add(1, "critical hit")
	}
	if bombard {
		if !exact {
			note("= %d,", dmg)
		}
		dmg = (dmg + 1) / 2
		note("halved by Long-Range Bombardment (rounded up) = %d", dmg)
		exact = true
	}
	add(-s.value(tgt, DR), "DR")
	if a.dist > 1 {
		add(-s.value(tgt, Evasion), "Evasion")
	}
	add(-s.value(tgt, JediEvasion), "Jedi Evasion")
	if !exact {
		note("= %d", max(dmg, 0))
	}
	return max(dmg, 0)
}

// damage is the damage of the attack under way, logged after its roll on
// the same line when the roll is the last event ("hit → 4 −1 DR = 3"),
// else on a line of its own (after a question: Fly Casual).
func (s *State) damage(out *[]engine.Event) int {
	a := &s.atk
	var parts []string
	dmg := s.damageOf(*a, a.crit, &parts)
	text := strings.Join(parts, " ")
	if dmg == 0 {
		text += ": no damage"
	}
	if !extendRoll(out, text) {
		*out = append(*out, ev(EvDamage, s.ships[a.ship].owner, fmt.Sprintf("Damage to %s: %s", s.Name(a.target), text)))
	}
	return dmg
}

// extendRoll adds text to the last event when it is an attack's roll or
// its damage, so that a hit is read on one line; it reports whether it did.
func extendRoll(out *[]engine.Event, text string) bool {
	n := len(*out)
	if n == 0 {
		return false
	}
	e := &(*out)[n-1]
	switch {
	case e.Kind == EvAttack && e.Roll != nil && e.Roll.Success:
		if e.Text == "" {
			e.Text = text
		} else {
			e.Text += text
		}
		return true
	case e.Kind == EvDamage && strings.HasPrefix(e.Text, "Damage to "):
		e.Text += text
		return true
	}
	return false
}

// counters is "1 damage counter" or "3 damage counters".
func counters(n int) string { return engine.Count(n, "damage counter", "damage counters") }

// shieldFighters lists the allied fighters adjacent to a ship with
// Emperor's Will, which may take its damage.
func (s *State) shieldFighters(id ShipID) []ShipID {
	var out []ShipID
	sp := s.space(id)
	for i := range s.ships {
		o := ShipID(i)
		if o != id && s.active(o) && s.class(o) == 4 && !s.enemies(id, o) && grid.SpaceDistance(sp, s.space(o)) == 1 {
			out = append(out, o)
		}
	}
	return out
}

// applyDamage puts the damage counters beside the card of the target (or
// of the fighter Emperor's Will chose); they take effect in the damage
// phase. A Buzz Droids hit lowers the target's Defense for the round.
func (s *State) applyDamage(out *[]engine.Event) {
	a := &s.atk
	if !a.hit {
		return
	}
	if a.dmg > 0 {
		to := a.target
		if a.to != NoShip {
			to = a.to
		}
		s.ships[to].damage += a.dmg
		if !extendRoll(out, fmt.Sprintf(" %s (%d in all)", word(a.dmg, "damage counter", "damage counters"), s.ships[to].damage)) {
			*out = append(*out, ev(EvDamage, s.ships[to].owner, fmt.Sprintf("%s takes %s (%d in all).", s.Name(to), counters(a.dmg), s.ships[to].damage)))
		}
	}
	if a.weapon != pdWeapon && s.weaponOf(a.ship, a.weapon).Kind == ConcussionMissiles && s.has(a.ship, BuzzDroids) && !s.ships[a.target].buzz {
		s.ships[a.target].buzz = true
		*out = append(*out, ev(EvAttack, s.ships[a.ship].owner, fmt.Sprintf("Buzz Droids: %s has −1 Defense for the rest of the round.", s.Name(a.target))))
	}
}

// legalAttacks lists p's attacks; with limit > 0 it stops after that many.
func (s *State) legalAttacks(p engine.Player, limit int) []engine.Intent {
	var out []engine.Intent
	for i := range s.ships {
		a := ShipID(i)
		if s.ships[i].owner != p || !s.active(a) {
			continue
		}
		ws := s.side(a).Weapons
		for wi := range ws {
			if ws[wi].Kind.Arc() != Broadside && s.ships[i].used&(1<<wi) != 0 {
				continue
			}
			for j := range s.ships {
				t := ShipID(j)
				if !s.active(t) || !s.enemies(a, t) {
					continue
				}
				dist := grid.SpaceDistance(s.space(a), s.space(t))
				if s.reach(a, t, ws[wi], dist) != reachOK {
					continue
				}
				if _, ok := s.bitFor(a, wi, t, ws[wi]); !ok {
					continue
				}
				if s.class(t) == 4 {
					out = append(out, Attack{By: p, Ship: a, Weapon: wi, Target: t})
				} else {
					faces := s.facesFor(a, t)
					for _, f := range [4]grid.FaceSet{grid.Front, grid.Right, grid.Rear, grid.Left} {
						if faces.Has(f) {
							out = append(out, Attack{By: p, Ship: a, Weapon: wi, Target: t, Face: f})
						}
					}
				}
				if limit > 0 && len(out) >= limit {
					return out
				}
			}
		}
	}
	return out
}

// hasAttack reports whether p has an attack to make, or an option that
// would give it one.
func (s *State) hasAttack(p engine.Player) bool {
	return len(s.legalAttacks(p, 1)) > 0 || len(s.legalOptions(p, nil)) > 0
}

func (s *State) applyAttackDone(in Done, out *[]engine.Event) error {
	if s.atk.on || len(s.pdq) > 0 || s.prompt != promptNone {
		return errors.New("finish the attack under way first")
	}
	*out = append(*out, ev(EvAttack, in.By, s.playerName(in.By)+" has finished attacking."))
	s.nextActor(out)
	return nil
}

// legalAttack lists p's attacks, then its options and Done: the first
// line of a list never spends a Command counter.
func (s *State) legalAttack(p engine.Player) []engine.Intent {
	out := s.legalAttacks(p, 0)
	out = s.legalOptions(p, out)
	return append(out, Done{By: p})
}
