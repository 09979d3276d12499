package starshipbattles

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Option is a Fleet Commander option (glossary entries marked Command).
type Option uint8

// The twelve options, by class.
const (
	DamageControl        Option = iota // class 1
	PowerToShields                     // class 1
	PowerToWeapons                     // class 1
	PowerToEngines                     // class 2
	PowerToShieldsFront                // class 2
	FlyCasual                          // class 3
	IncomingFighters                   // class 3
	ScrambleFighters                   // class 3
	TargetFighters                     // class 3
	AttackFormation                    // class 4
	Evasive                            // class 4
	LongRangeBombardment               // class 4
	numOptions
)

// Bonuses of the options, as the glossary prints them. Target Fighters
// is +3 by its own entry; the Stacking entry's example speaks of +4 (and a
// total of +11 with the Falcon's +7): the entry is followed here and the
// conflict is noted in docs/rules/starshipbattles.md.
const (
	PowerToShieldsBonus  = 2
	TargetFightersBonus  = 3
	AttackFormationBonus = 2
	EvasiveBonus         = 2
)

type optionInfo struct {
	name  string
	class int
	what  string
}

var optionTable = [numOptions]optionInfo{
	DamageControl:        {"Damage Control", 1, "remove 1 damage counter from each damaged class 1 ship"},
	PowerToShields:       {"Power to Shields", 1, "class 1 ships +2 Defense on all faces this round"},
	PowerToWeapons:       {"Power to Weapons", 1, "each weapon of each class 1 ship +1 Damage this attack phase"},
	PowerToEngines:       {"Power to Engines", 2, "class 2 ships may move diagonally this move phase"},
	PowerToShieldsFront:  {"Power to Shields, Front", 2, "class 2 ships +2 Defense on the front face this round"},
	FlyCasual:            {"Fly Casual", 3, "this hit on a class 3 ship becomes a miss"},
	IncomingFighters:     {"Incoming Fighters", 3, "class 3 ships may attack fighters 2 squares away this round"},
	ScrambleFighters:     {"Scramble Fighters", 3, "each class 2 ship with Fighter Launch launches 1 more fighter this round"},
	TargetFighters:       {"Target Fighters", 3, "class 3 ships +3 Attack against fighters this round"},
	AttackFormation:      {"Attack Formation", 4, "each weapon of each class 4 ship +2 Attack against fighters this round"},
	Evasive:              {"Evasive", 4, "fighters +2 Defense against Point-Defense this round"},
	LongRangeBombardment: {"Long-Range Bombardment", 4, "fighters may attack nonfighters 2 squares away at half damage this round"},
}

// Valid reports whether o is one of the twelve options.
func (o Option) Valid() bool { return o < numOptions }

// String is the option's name.
func (o Option) String() string {
	if o.Valid() {
		return optionTable[o].name
	}
	return "Option(" + strconv.Itoa(int(o)) + ")"
}

// Class is the class of ships whose area of the Fleet Commander sheet
// holds the option.
func (o Option) Class() int { return optionTable[o%numOptions].class }

// Effect says in a few words what the option does.
func (o Option) Effect() string { return optionTable[o%numOptions].what }

// Options lists the twelve options by class.
func Options() []Option {
	out := make([]Option, numOptions)
	for i := range out {
		out[i] = Option(i)
	}
	return out
}

// counterFor finds the Command counter p pays an option with when the
// player names no ship: an unspent entry of one of p's ships still in the
// battle (on the grid or in the pool; a destroyed ship's counters are lost,
// the project's own reading; canPay also wants p's fleet on the grid) that
// covers the option's class, the narrowest entry first so that broad ones
// stay for later, of the first such ship when several have one as narrow.
func (s *State) counterFor(p engine.Player, o Option) (ShipID, int) {
	best, entry, width := NoShip, -1, 99
	for i := range s.ships {
		id := ShipID(i)
		if s.ships[i].owner != p || s.ships[i].status > stActive {
			continue
		}
		k := s.entryFor(id, o)
		if k < 0 {
			continue
		}
		if w := len(s.rules.cards[s.ships[i].card].Command[k]); w < width {
			best, entry, width = id, k, w
		}
	}
	return best, entry
}

// payers lists, in ship order, the ships whose counters could pay for o
// for p: p's ships still in the battle with an unspent entry that covers
// the option's class.
func (s *State) payers(p engine.Player, o Option) []ShipID {
	var out []ShipID
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.owner == p && sh.status <= stActive && s.entryFor(ShipID(i), o) >= 0 {
			out = append(out, ShipID(i))
		}
	}
	return out
}

// entryFor is the entry of ship id that pays for o: its narrowest unspent
// entry covering the option's class (the first of them), or -1. A ship's
// counters go together when it is destroyed, so among its own entries the
// narrowest never does worse; the shipped cards have no two entries of one
// width that cover the class and differ in another.
func (s *State) entryFor(id ShipID, o Option) int {
	sh := &s.ships[id]
	entry, width := -1, 99
	for k, e := range s.rules.cards[sh.card].Command {
		if sh.spent&(1<<k) != 0 || len(e) >= width {
			continue
		}
		if slices.Contains(e, o.Class()) {
			entry, width = k, len(e)
		}
	}
	return entry
}

// payerError says why the ship a Play names cannot pay for it, or nil:
// one of the player's ships still in the battle with an unspent counter
// for the option's class, and not the ship that pays when none is named
// (that play is spelt without a payer, so each choice has one spelling).
func (s *State) payerError(in Play) error {
	id := in.Payer.Ship()
	if !s.validShip(id) {
		return fmt.Errorf("there is no ship %d in this battle to pay for %s", id, in.Option)
	}
	sh := &s.ships[id]
	switch {
	case sh.owner != in.By:
		return fmt.Errorf("%s is not in %s's fleet: a player pays for an option with its own ships' Command counters", s.Name(id), s.playerName(in.By))
	case sh.status == stDestroyed || sh.status == stFled:
		return fmt.Errorf("%s is out of the battle (destroyed or fled), and its Command counters were lost with it", s.Name(id))
	}
	if s.entryFor(id, in.Option) < 0 {
		covers := false
		for _, e := range s.rules.cards[sh.card].Command {
			covers = covers || slices.Contains(e, in.Option.Class())
		}
		if !covers {
			return fmt.Errorf("%s has no Command counter for class %d options, and %s is a class %d option (Command)", s.Name(id), in.Option.Class(), in.Option, in.Option.Class())
		}
		return fmt.Errorf("%s has spent its Command counter for class %d options already: each counter pays once a battle (Command)", s.Name(id), in.Option.Class())
	}
	if def, _ := s.counterFor(in.By, in.Option); def == id {
		return fmt.Errorf("%s's counter is the one that pays for %s when no ship is named: name a ship only to pay with another ship's counter", s.Name(id), in.Option)
	}
	return nil
}

// appendPlays appends the spellings of option o for p: the play that names
// no payer, and, when more than one ship could pay, one naming each other
// ship. Which ship pays matters then, as a destroyed ship's counters are
// lost; where only one ship can pay, the one spelling keeps Legal short.
func (s *State) appendPlays(out []engine.Intent, p engine.Player, o Option) []engine.Intent {
	out = append(out, Play{By: p, Option: o})
	payers := s.payers(p, o)
	if len(payers) < 2 {
		return out
	}
	def, _ := s.counterFor(p, o)
	for _, id := range payers {
		if id != def {
			out = append(out, Play{By: p, Option: o, Payer: PaidBy(id)})
		}
	}
	return out
}

// canPay reports whether p can play the option at all this round: the
// advanced rules, p still in the battle, not chosen this round, not in
// effect for its team already, and a Command counter to pay with.
//
// A player whose fleet has no ship left on the grid is out of the battle
// (Team Play: play until both fleets of one team have been destroyed; a
// fleet with fighters left only in its pool is destroyed, How to Win): it
// is passed over in every phase (leadOf), and a counter of a fighter
// waiting in its pool, which nothing can launch any more, pays for nothing
// (rules 7; before, such a player was still asked about Attack Formation
// and Evasive for its teammate's fighters).
func (s *State) canPay(p engine.Player, o Option) bool {
	if s.rules.quick || s.fleets[p].optUsed&(1<<o) != 0 || !s.fleetOnGrid(p) {
		return false
	}
	if o != DamageControl && o != FlyCasual && s.effect(s.faction(p), o) {
		return false
	}
	id, _ := s.counterFor(p, o)
	return id != NoShip
}

// payable is canPay in the player's words.
func (s *State) payable(p engine.Player, o Option) error {
	if s.canPay(p, o) {
		return nil
	}
	if s.rules.quick {
		return errors.New("the Quick Start game leaves Fleet Commander out")
	}
	if !s.fleetOnGrid(p) {
		return fmt.Errorf("%s has no ship left on the grid: its fleet is destroyed, and it plays no option (Team Play, How to Win)", s.playerName(p))
	}
	if s.fleets[p].optUsed&(1<<o) != 0 {
		return fmt.Errorf("%s has chosen %s this round already: each option once a round (Multiple Options)", s.playerName(p), o)
	}
	if o != DamageControl && o != FlyCasual && s.effect(s.faction(p), o) {
		return fmt.Errorf("%s is in effect for the %s this round, and no effect stacks with itself (Stacking)", o, s.faction(p))
	}
	return fmt.Errorf("%s is a class %d option, and %s has no unspent Command counter for class %d (Command)", o, o.Class(), s.playerName(p), o.Class())
}

// windowOptions lists what p may play between an attack's declaration and
// its roll (When Options Declared): a player of the attacking team the
// bonuses for the attacking ship, a player of the target's team those for
// the target. Options belong to the whole team (Team Play: allies include
// a teammate's ships; an option affects every ship of its class), so a
// teammate of either side pays with its own counters as the attacker or
// the defender would. Only options that change this attack are offered.
func (s *State) windowOptions(p engine.Player) []Option {
	a := &s.atk
	if !a.on {
		return nil
	}
	var cand [3]Option
	n := 0
	if s.attacking(p) {
		switch s.class(a.ship) {
		case 1:
			cand[n], n = PowerToWeapons, n+1
		case 3:
			if s.class(a.target) == 4 {
				cand[n], n = TargetFighters, n+1
			}
		case 4:
			if s.class(a.target) == 4 {
				cand[n], n = AttackFormation, n+1
			}
		}
	} else {
		switch s.class(a.target) {
		case 1:
			cand[n], n = PowerToShields, n+1
		case 2:
			if a.face == grid.Front {
				cand[n], n = PowerToShieldsFront, n+1
			}
		case 4:
			if a.weapon == pdWeapon && !s.has(a.ship, AntifighterTargeting) {
				cand[n], n = Evasive, n+1
			}
		}
	}
	var out []Option
	for _, o := range cand[:n] {
		if s.canPay(p, o) && (o == PowerToWeapons || s.rollCounts(s.seatFromAttacker(p))) {
			out = append(out, o)
		}
	}
	return out
}

// turnOptions lists the options p may play at its own initiative in its
// part of the current phase, where they can change something: Power to
// Engines while a class 2 ship of its can still move (one not yet moved, or
// the one under way with a square left: a counter is played whenever its
// player wishes, Selecting Options), Scramble Fighters before it launches,
// Incoming Fighters and Long-Range Bombardment before the attacks they
// open.
func (s *State) turnOptions(p engine.Player) []Option {
	if s.rules.quick || s.prompt != promptNone || s.actorOrNone() != p {
		return nil
	}
	return s.partOptions(p, p)
}

// partOptions lists the options payer may play that change something for
// owner's part of the phase (turnOptions): payer is owner itself, or its
// teammate asked in owner's part (allyOptions). An option covers every
// ship of its class in the team, so it is the owner's ships it must help.
func (s *State) partOptions(owner, payer engine.Player) []Option {
	var out []Option
	try := func(o Option, relevant func() bool) {
		if s.canPay(payer, o) && relevant() {
			out = append(out, o)
		}
	}
	switch {
	case s.phase == phMove && s.step == stepMove:
		try(PowerToEngines, func() bool {
			if s.moving != NoShip {
				// While a ship is under way no other ship moves: only its
				// own squares left can go diagonally.
				return s.class(s.moving) == 2 && s.left > 0
			}
			for i := range s.ships {
				sh := &s.ships[i]
				if sh.owner == owner && sh.status == stActive && !sh.moved && !sh.launched && s.class(ShipID(i)) == 2 {
					return true
				}
			}
			return false
		})
	case s.phase == phMove && s.step == stepLaunch:
		try(ScrambleFighters, func() bool {
			for i := range s.ships {
				id := ShipID(i)
				if s.ships[i].owner == owner && s.active(id) && s.class(id) == 2 && s.side(id).Value(FighterLaunch) > 0 && len(s.launchSquares(id)) > 0 {
					return s.poolFighterAny(owner)
				}
			}
			return false
		})
	case s.phase == phAttack && !s.atk.on && len(s.pdq) == 0:
		try(IncomingFighters, func() bool { return s.opensAttack(owner, 3, true) })
		try(LongRangeBombardment, func() bool { return s.opensAttack(owner, 4, false) })
	}
	return out
}

// allyOptions lists what p, asked in its teammate's part of the move or
// attack phase (promptAlly), may play for that teammate's ships: the
// options the teammate could play in its own turn (turnOptions), paid
// with p's counters. Selecting Options lets a counter be played whenever
// its player wishes, active player or not, and an option covers the
// allies' ships of its class (Team Play: a teammate's ships are allies),
// so a player whose teammate acts before it in the phase may give that
// teammate's class 2 ships Power to Engines, its carriers Scramble
// Fighters, its class 3 ships Incoming Fighters or its fighters Long-Range
// Bombardment (rules 11; before, only in its own turn, which came after).
func (s *State) allyOptions(p engine.Player) []Option {
	a := s.actorOrNone()
	if s.rules.quick || s.rules.before11 || a == engine.NoPlayer || a == p || s.faction(a) != s.faction(p) {
		return nil
	}
	if s.phase == phMove && s.step == stepMove && s.moving != NoShip {
		// Asked before a ship sets out, not in the middle of its move.
		return nil
	}
	return s.partOptions(a, p)
}

// partKey names the acting player's part of the phase: the round, the
// phase, the move's step and the turn counter.
func (s *State) partKey() int {
	return ((s.round*16+int(s.phase))*4+int(s.step))*256 + s.cur
}

// allyPassed reports whether p has passed the question of this part.
func (s *State) allyPassed(p engine.Player) bool {
	return s.allyPass != 0 && s.allyPass/16 == s.partKey() && s.allyPass&(1<<p) != 0
}

// askAlly puts the question of the acting player's part to its teammates
// with an option for it, in seating order from the acting player (the
// glossary's immediate: the acting player, then round the table), each
// until it passes; it reports whether a question was put.
func (s *State) askAlly() bool {
	a := s.actorOrNone()
	if a == engine.NoPlayer || s.rules.before11 || s.rules.quick {
		return false
	}
	n := s.players()
	for k := 1; k < n; k++ {
		q := (a + engine.Player(k)) % engine.Player(n)
		if !s.allyPassed(q) && len(s.allyOptions(q)) > 0 {
			s.prompt, s.asked = promptAlly, q
			return true
		}
	}
	return false
}

// passAlly records that p has passed the question of this part.
func (s *State) passAlly(p engine.Player) {
	if s.allyPass == 0 || s.allyPass/16 != s.partKey() {
		s.allyPass = s.partKey() * 16
	}
	s.allyPass |= 1 << p
}

func (s *State) poolFighterAny(p engine.Player) bool {
	for i := range s.ships {
		if s.ships[i].owner == p && s.ships[i].status == stPool {
			return true
		}
	}
	return false
}

// actorOrNone is the acting player of the move or attack phase.
func (s *State) actorOrNone() engine.Player {
	if s.phase == phMove || s.phase == phAttack {
		return s.actor()
	}
	return engine.NoPlayer
}

// opensAttack reports whether one of p's ships of the class could make an
// attack at 2 squares that the option would allow: a class 3 ship at a
// fighter (Incoming Fighters), a fighter at a nonfighter (Long-Range
// Bombardment) with a weapon other than its Long-Range Bomber's.
func (s *State) opensAttack(p engine.Player, class int, atFighter bool) bool {
	for i := range s.ships {
		a := ShipID(i)
		if s.ships[i].owner != p || !s.active(a) || s.class(a) != class {
			continue
		}
		for j := range s.ships {
			t := ShipID(j)
			if !s.active(t) || !s.enemies(a, t) || (s.class(t) == 4) != atFighter {
				continue
			}
			if grid.SpaceDistance(s.space(a), s.space(t)) != 2 {
				continue
			}
			for wi, w := range s.side(a).Weapons {
				if atFighter && w.Kind.NoFighters() || !atFighter && w.Name == s.lrbWeapon(a) {
					continue
				}
				if _, ok := s.bitFor(a, wi, t, w); ok && s.arc(a, t, w) == reachOK {
					return true
				}
			}
		}
	}
	return false
}

// legalOptions appends the Play intents open to p now outside prompts.
func (s *State) legalOptions(p engine.Player, out []engine.Intent) []engine.Intent {
	for _, o := range s.turnOptions(p) {
		out = s.appendPlays(out, p, o)
	}
	return out
}

// playable lists the options p may play at this moment.
func (s *State) playable(p engine.Player) []Option {
	if s.asked != p && s.prompt != promptNone {
		return nil
	}
	switch s.prompt {
	case promptNone:
		return s.turnOptions(p)
	case promptAttacker, promptDefender:
		return s.windowOptions(p)
	case promptFlyCasual:
		return []Option{FlyCasual}
	case promptDamageControl:
		return []Option{DamageControl}
	case promptAlly:
		return s.allyOptions(p)
	}
	return nil
}

func (s *State) applyPlay(in Play, out *[]engine.Event) error {
	if !in.Option.Valid() {
		return fmt.Errorf("there is no Fleet Commander option %d", in.Option)
	}
	if err := s.payable(in.By, in.Option); err != nil {
		return err
	}
	ok := false
	for _, o := range s.playable(in.By) {
		ok = ok || o == in.Option
	}
	if !ok {
		return fmt.Errorf("%s (%s) cannot change anything now: %s", in.Option, in.Option.Effect(), s.optionMoment(in.Option))
	}
	id, k := s.counterFor(in.By, in.Option)
	if in.Payer != NoPayer {
		if err := s.payerError(in); err != nil {
			return err
		}
		id = in.Payer.Ship()
		k = s.entryFor(id, in.Option)
	}
	s.ships[id].spent |= 1 << k
	s.fleets[in.By].optUsed |= 1 << in.Option
	f := s.faction(in.By)
	forAlly := "" // asked about its ally's part of the phase (rules 11)
	if s.prompt == promptAlly {
		forAlly = " for " + s.playerName(s.actorOrNone()) + "'s turn"
	}
	*out = append(*out, ev(EvOption, in.By, fmt.Sprintf("%s plays %s%s with a Command counter of %s: %s.", s.playerName(in.By), in.Option, forAlly, s.Name(id), in.Option.Effect())))
	switch in.Option {
	case DamageControl:
		for i := range s.ships {
			t := ShipID(i)
			if s.active(t) && s.team(t) == f && s.class(t) == 1 && s.ships[i].damage > 0 {
				s.ships[i].damage--
				*out = append(*out, ev(EvOption, in.By, fmt.Sprintf("Damage Control: %s has %s.", s.Name(t), counters(s.ships[i].damage))))
			}
		}
		s.dcAsked |= 1 << in.By
	case FlyCasual:
		s.atk.hit, s.atk.crit = false, false
		*out = append(*out, ev(EvOption, in.By, fmt.Sprintf("The hit on %s is treated as a miss.", s.Name(s.atk.target))))
	default:
		s.effects[f] |= 1 << in.Option
	}
	was := s.prompt
	s.prompt = promptNone
	if was == promptAttacker || was == promptDefender {
		// The same player may play another option, then the next seat.
		s.askWindow(s.seatFromAttacker(in.By))
	}
	return nil
}

// optionMoment says when an option can be played.
func (s *State) optionMoment(o Option) string {
	switch o {
	case DamageControl:
		return "it is offered when the damage phase begins, to a player with a damaged class 1 ship"
	case FlyCasual:
		return "it is played when an attack roll hits a class 3 ship of your team"
	case PowerToShields, PowerToWeapons, PowerToShieldsFront, TargetFighters, AttackFormation, Evasive:
		return "a bonus to Attack, Damage or Defense is chosen after an attack it affects is declared and before the roll (When Options Declared)"
	case PowerToEngines:
		return "it is played in your part of the move phase while a class 2 ship of yours can still move"
	case ScrambleFighters:
		return "it is played when your fleet launches fighters and a class 2 ship of yours can launch"
	}
	return "it is played in your part of the attack phase when it opens an attack at 2 squares"
}

// applyPass declines what the prompt offers.
func (s *State) applyPass(in Pass, out *[]engine.Event) error {
	// The log says what was declined: the header already says "pass".
	who := s.playerName(in.By)
	var text string
	switch s.prompt {
	case promptReroll:
		s.rerolled[s.faction(in.By)] = true
		text = who + " keeps the initiative check."
	case promptAttacker, promptDefender:
		text = who + " plays no option before the roll."
	case promptFlyCasual:
		text = who + " lets the hit stand (no Fly Casual)."
	case promptEmperor:
		text = fmt.Sprintf("%s leaves the damage on %s (no Emperor's Will).", who, s.Name(s.atk.target))
	case promptDamageControl:
		s.dcAsked |= 1 << in.By
		text = who + " does not use Damage Control."
	case promptAlly:
		s.passAlly(in.By)
		text = fmt.Sprintf("%s plays no option for %s's turn.", who, s.playerName(s.actorOrNone()))
	default:
		return fmt.Errorf("there is nothing to pass on in the %s phase", s.Phase().Name)
	}
	was := s.prompt
	s.prompt = promptNone
	*out = append(*out, ev(EvOption, in.By, text))
	// The question goes on to the next seat (Simultaneous Effects, glossary:
	// immediate).
	switch was {
	case promptAttacker, promptDefender:
		s.askWindow(s.seatFromAttacker(in.By) + 1)
	case promptFlyCasual:
		s.askFlyCasual(s.seatFromAttacker(in.By) + 1)
	}
	return nil
}

func (s *State) applyShift(in Shift, out *[]engine.Event) error {
	if s.prompt != promptEmperor {
		return fmt.Errorf("Emperor's Will is used when its ship takes damage from a nonadjacent enemy; this is the %s phase", s.Phase().Name)
	}
	ok := false
	for _, f := range s.shieldFighters(s.atk.target) {
		ok = ok || f == in.To
	}
	if !ok {
		return fmt.Errorf("Emperor's Will shifts the damage to an allied fighter adjacent to %s (glossary)", s.Name(s.atk.target))
	}
	s.atk.to = in.To
	s.prompt = promptNone
	*out = append(*out, ev(EvOption, in.By, fmt.Sprintf("Emperor's Will: %s takes the damage meant for %s.", s.Name(in.To), s.Name(s.atk.target))))
	return nil
}

func (s *State) applyReroll(in Reroll, out *[]engine.Event) error {
	if s.prompt != promptReroll {
		return fmt.Errorf("an Advanced Communications Array rerolls the initiative check when it is made; this is the %s phase", s.Phase().Name)
	}
	f := s.faction(in.By)
	s.rerolled[f] = true
	s.prompt = promptNone
	*out = append(*out, ev(EvInitiative, in.By, s.playerName(in.By)+" rerolls the initiative check (Advanced Communications Array) and must keep the reroll."))
	s.rollInitiative(out, int(f))
	return nil
}

func (s *State) applyOrder(in Order, out *[]engine.Event) error {
	if s.prompt != promptOrder {
		return fmt.Errorf("the initiative winner chooses the order right after the initiative checks; this is the %s phase", s.Phase().Name)
	}
	s.first = 1 - s.won
	if in.MoveFirst {
		s.first = s.won
	}
	s.prompt = promptNone
	*out = append(*out, ev(EvInitiative, in.By, fmt.Sprintf("%s won the initiative and chooses: %s.", s.playerName(in.By), in)))
	return nil
}
