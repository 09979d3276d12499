package stellararmada

// The legality oracle (twenty-first audit): a second reading of the
// rulebook, written from the rulebook and docs/rules/stellararmada.md alone,
// that plays every game beside the engine. It keeps a shadow of the whole
// game (both mats, whose turn, what the turn has spent, the engine boosts,
// the outcome) and moves it on with its own rules, taking only the dice
// from the engine's events. At every position it compares:
//
//   - the shadow with the engine's tracks, turn, action points and outcome,
//     and each shot's number needed (so a wrong damage, boost or end rule
//     shows where it happens);
//   - what the mats tell the screen (limits, reactor cap, to-hit, action
//     points a turn) with the oracle's own numbers;
//   - every spelling of every intent, for both players: the oracle's verdict
//     with the engine's Legal (and LegalCount/LegalAt), Check and Apply; a
//     refusal must give a reason the oracle also finds, and where it
//     advises a target, one the oracle would take.
//
// It judges from plain accessors only (Mat's tracks, Started, ToMove, Turn,
// AP, Outcome), never from the engine's limits, caps or helpers.
//
// Subtleties met while writing it:
//   - an intent prints as its sentence (String), which leaves out who sends
//     it: the spellings are told apart by %#v, not %v;
//   - an intent can break several rules at once (a third missile at a
//     system that does not exist); the engine names one, so a refusal is
//     right when it names any of the oracle's reasons;
//   - the reactor's limit counts the sides destroyed at the hit, that hit's
//     own included, and the damage the reactor took this attacking turn;
//     the repair limit is the repair systems of the turn's start, while the
//     weapon and engine limits are those of the moment (docs/rules, rules 2).

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The oracle's own names for the tracks, in its own order.
const (
	oReactor = iota
	oShields
	oEngines
	oRepair
	oMasers
	oArmor
	oLaunchers
	oAmmo
	oTracks
)

// Numbers as the rulebook prints them (or, marked, as the project's rules
// document fixes them where it prints none).
const (
	oMaxAP       = 6 // Action Points: "up to 6"
	oMissilesTrn = 2 // Weapons: up to two missiles a turn
	oMasersTrn   = 3 // Weapons: up to three masers a turn
	oMissileDmg  = 5
	oMaserDmg    = 2
	oReactorPer  = 2 // Reactor: 2 per destroyed side per turn
	oAutoBoost   = 3 // Start: the second player's +3 on the first turn
	oBase        = 2 // project's reading: 2+ with idle engines, +1 per engine
)

type oShip struct{ cur, max [oTracks]int }

func (s *oShip) missileSys() int { return s.cur[oArmor] + s.cur[oLaunchers] }

// side is what is left of one of the four systems around the reactor.
func (s *oShip) side(sys System) int {
	switch sys {
	case SysMasers:
		return s.cur[oMasers]
	case SysMissiles:
		return s.missileSys()
	case SysEngines:
		return s.cur[oEngines]
	case SysRepair:
		return s.cur[oRepair]
	}
	panic("not a side")
}

func (s *oShip) sideMax(sys System) int {
	switch sys {
	case SysMasers:
		return s.max[oMasers]
	case SysMissiles:
		return s.max[oArmor] + s.max[oLaunchers]
	case SysEngines:
		return s.max[oEngines]
	case SysRepair:
		return s.max[oRepair]
	}
	panic("not a side")
}

// destroyed counts the sides at zero. A side whose maximum is zero cannot
// be one (every side keeps a maximum of at least one in a valid scenario).
func (s *oShip) destroyed() int {
	n := 0
	for _, sys := range []System{SysMasers, SysMissiles, SysEngines, SysRepair} {
		if s.side(sys) == 0 {
			n++
		}
	}
	return n
}

// unable: no maser, no missile that could leave (no launcher or no round)
// and no repair system to bring a weapon back (Objective, tactical victory).
func (s *oShip) unable() bool {
	return s.cur[oMasers] == 0 && (s.cur[oLaunchers] == 0 || s.cur[oAmmo] == 0) && s.cur[oRepair] == 0
}

// oracle is the shadow game.
type oracle struct {
	ships     [2]oShip
	started   bool
	first     int
	mover     int
	round     int
	turnLimit int
	over      bool
	winner    int // -1: a draw
	cause     string

	// The mover's turn so far.
	ap, missiles, masers, engines, repairs int
	repairLimit                            int // repair systems undamaged when the turn began
	reactorHit                             int // damage the enemy reactor took this turn
	// boost[p]: the engines p activated on his last (or current) turn, or
	// the automatic +3 of the second player during the first player's
	// first turn.
	boost [2]int

	// seen, when set, counts the rulebook's situations the shadow game
	// meets (note): the runs must show that the corners they are for arise.
	seen oracleSeen
}

// note counts one situation of the rulebook that the shadow game met.
func (o *oracle) note(format string, args ...any) {
	if o.seen != nil {
		o.seen["situation: "+fmt.Sprintf(format, args...)]++
	}
}

func newOracle(s *State) *oracle {
	o := &oracle{round: 1, turnLimit: s.TurnLimit(), winner: -1}
	for p := 0; p < 2; p++ {
		m := s.Mat(engine.Player(p))
		for i, tr := range []Track{m.Reactor, m.Shields, m.Engines, m.Repair, m.Masers, m.Armor, m.Launchers, m.Ammo} {
			o.ships[p].cur[i], o.ships[p].max[i] = tr.Cur, tr.Max
		}
	}
	return o
}

func (o *oracle) beginTurn(p int) {
	o.mover = p
	o.ap = min(o.ships[p].cur[oReactor], oMaxAP)
	o.missiles, o.masers, o.engines, o.repairs, o.reactorHit = 0, 0, 0, 0, 0
	o.repairLimit = o.ships[p].cur[oRepair]
	o.boost[p] = 0
	if o.round == 1 && p == o.first {
		o.boost[1-p] = oAutoBoost
	}
	if o.ships[p].cur[oReactor] > oMaxAP {
		o.note("Action Points: a reactor above six gives six")
	}
}

// verdict is the oracle's judgement: legal when it has no reason against.
// Each reason carries words of which the engine's message must contain
// one; when several reasons hold, a message naming any of them says why.
type verdict struct{ reasons []reason }

type reason struct {
	why  string
	keys []string
}

func (v verdict) ok() bool { return len(v.reasons) == 0 }

func (v *verdict) no(why string, keys ...string) { v.reasons = append(v.reasons, reason{why, keys}) }

func (v verdict) String() string {
	var w []string
	for _, r := range v.reasons {
		w = append(w, r.why)
	}
	return strings.Join(w, "; ")
}

func (o *oracle) judge(in engine.Intent) verdict {
	var v verdict
	p := int(in.Actor())
	if o.over {
		v.no("the game is over", "over")
		return v
	}
	if p != 0 && p != 1 {
		v.no("no such player", "does not exist")
		return v
	}
	if _, roll := in.(RollOff); roll {
		if o.started {
			v.no("the first player is decided", "already decided")
		}
		if p != 0 {
			v.no("the roll is made as player 0", "as player 0")
		}
		return v
	}
	if !o.started {
		v.no("roll for the first player first", "roll for the first player first")
		return v
	}
	if p != o.mover {
		v.no("not his turn", "not your turn")
		return v
	}
	if _, end := in.(EndTurn); end {
		return v
	}
	me, foe := &o.ships[p], &o.ships[1-p]
	if o.ap == 0 {
		v.no("no action points left", "no action points")
	}
	switch in := in.(type) {
	case FireMissile:
		if me.cur[oLaunchers] == 0 {
			v.no("no launcher left", "launchers are destroyed", "has no missile launchers")
		} else if o.missiles >= min(oMissilesTrn, me.cur[oLaunchers]) {
			v.no("the launchers have fired this turn", "no more missiles this turn")
		}
		if me.cur[oAmmo] == 0 {
			v.no("no missiles left", "no ammunition")
		}
		o.target(&v, foe, in.Target)
	case FireMaser:
		if me.cur[oMasers] == 0 {
			v.no("no maser left", "masers are destroyed")
		} else if o.masers >= min(oMasersTrn, me.cur[oMasers]) {
			v.no("the masers have fired this turn", "no more maser shots this turn")
		}
		o.target(&v, foe, in.Target)
	case ActivateEngine:
		if o.engines >= me.cur[oEngines] {
			v.no("every undamaged engine is active", "no more engines this turn", "engines are destroyed")
		}
	case RechargeShield:
		if me.cur[oShields] >= me.max[oShields] {
			v.no("the shields are full", "shields are full", "has no shields")
		}
	case RepairSystem:
		if o.repairs >= o.repairLimit {
			v.no("the repair systems have done their repairs this turn", "no more repairs this turn", "repair systems are destroyed")
		}
		switch {
		case in.System < 0 || in.System >= numSystems:
			v.no("unknown system", "no system")
		case in.System == SysReactor:
			v.no("the reactor is never repaired", "reactor cannot be repaired")
		case in.System == SysShields:
			v.no("shields are recharged, not repaired", "recharged, not repaired")
		case me.side(in.System) >= me.sideMax(in.System):
			v.no("nothing to repair", "undamaged")
		}
	default:
		v.no(fmt.Sprintf("unknown intent %T", in), "")
	}
	return v
}

// target judges a shot's target: the shields while they stand; else a side
// not destroyed, or the reactor once a side is down and the reactor may
// still take damage this turn.
func (o *oracle) target(v *verdict, foe *oShip, t System) {
	switch {
	case t < 0 || t >= numSystems:
		v.no("unknown target", "no system")
	case foe.cur[oShields] > 0:
		if t != SysShields {
			v.no("the shields are up", "shields are up")
		}
	case t == SysShields:
		v.no("the shields are down", "shields are down")
	case t == SysReactor:
		d := foe.destroyed()
		if d == 0 {
			v.no("the reactor is closed", "shielded by intact systems")
		} else if oReactorPer*d-o.reactorHit <= 0 {
			v.no("the reactor has taken its limit this turn", "taken all it can this turn")
		}
	case foe.side(t) == 0:
		v.no("that system is destroyed", "already destroyed")
	}
}

// step moves the shadow on by one accepted intent, with the engine's dice.
func (o *oracle) step(t *testing.T, in engine.Intent, ev []engine.Event) {
	t.Helper()
	p := int(in.Actor())
	switch in := in.(type) {
	case RollOff:
		var d []int
		for _, e := range ev {
			if e.Kind == EvRollFirst && e.Roll != nil {
				d = append(d, e.Roll.Dice[0].Face)
			}
		}
		// Each side rolls; the higher goes first; a tie rolls again (the
		// project's reading); 64 ties give player 0 the first turn.
		o.first = 0
		for i := 0; i+1 < len(d); i += 2 {
			if d[i] != d[i+1] {
				o.first = map[bool]int{true: 0, false: 1}[d[i] > d[i+1]]
				break
			}
			o.note("Start: a tie rolled again")
		}
		if len(d) == 2*64 && d[len(d)-2] == d[len(d)-1] {
			o.note("Start: 64 ties, player 0 first (the project's bound)")
		}
		o.note("Start: player %d goes first", o.first)
		o.started = true
		o.beginTurn(o.first)
		o.checkUnable(-1)
	case FireMissile:
		o.ap--
		o.missiles++
		o.ships[p].cur[oAmmo]--
		o.shot(t, p, oMissileDmg, in.Target, ev)
	case FireMaser:
		o.ap--
		o.masers++
		o.shot(t, p, oMaserDmg, in.Target, ev)
	case ActivateEngine:
		o.ap--
		o.engines++
		o.boost[p]++
	case RechargeShield:
		o.ap--
		o.ships[p].cur[oShields]++
	case RepairSystem:
		o.ap--
		o.repairs++
		sh := &o.ships[p]
		d := sh.destroyed()
		if sh.side(in.System) == 0 {
			o.note("Repair: a destroyed system back in service (%v)", in.System)
		}
		switch in.System {
		case SysMasers:
			sh.cur[oMasers]++
		case SysEngines:
			sh.cur[oEngines]++
		case SysRepair:
			sh.cur[oRepair]++
			o.note("Repair: the repair systems repair themselves (the limit stays %d this turn)", o.repairLimit)
		case SysMissiles:
			// The marker retraces its way: launchers first, armor last.
			if sh.cur[oLaunchers] < sh.max[oLaunchers] {
				sh.cur[oLaunchers]++
				o.note("Armor: a repair restores a launcher")
			} else {
				sh.cur[oArmor]++
				o.note("Armor: a repair restores the armor")
			}
		}
		switch after := sh.destroyed(); {
		case d > 0 && after == 0:
			o.note("Reactor: a repair closes the reactor again")
		case after < d:
			o.note("Reactor: a repair lowers the reactor's limit")
		}
	case EndTurn:
		if o.ap > 0 {
			o.note("Action Points: a turn ended with points unspent")
		}
		if p != o.first && o.round >= o.turnLimit {
			o.endOnPoints()
			return
		}
		if p != o.first {
			o.round++
		}
		o.beginTurn(1 - p)
	}
}

func (o *oracle) shot(t *testing.T, p, dmg int, tgt System, ev []engine.Event) {
	t.Helper()
	q := 1 - p
	var roll *engine.Roll
	line := ""
	for _, e := range ev {
		if e.Kind == EvShot && e.Roll != nil {
			roll, line = e.Roll, e.String()
		}
	}
	if roll == nil || len(roll.Dice) != 1 {
		t.Fatalf("a shot without one die: %v", ev)
	}
	need := oBase + o.boost[q]
	if roll.Need != need {
		t.Fatalf("shot %v needs %d+, the oracle says %d+ (boost %d)", tgt, roll.Need, need, o.boost[q])
	}
	face := roll.Dice[0].Face
	hit := face >= need && face != 1
	if roll.Success != hit {
		t.Fatalf("a %d against %d+: engine says hit %v", face, need, roll.Success)
	}
	o.note("Engines: a shot needs %d+ (%s)", need, map[bool]string{true: "hit", false: "miss"}[hit])
	// The log line says what was needed and, above 2+, why.
	o.wants(t, line, fmt.Sprintf("needs %d+", need))
	if o.boost[q] > 0 {
		why := fmt.Sprintf("engine boost +%d)", o.boost[q])
		if o.round == 1 && q != o.first {
			why = "automatic " + why
		}
		o.wants(t, line, why)
	}
	if o.round == 1 && q != o.first {
		o.note("Start: a shot against the automatic boost")
	}
	if o.boost[q] > o.ships[q].cur[oEngines] {
		o.note("Engines: the boost outlives the engines that made it")
	}
	if dmg == oMissileDmg && o.ships[p].cur[oAmmo] == 0 {
		o.note("Missiles: the last round fired")
	}
	if !hit {
		o.checkUnable(p)
		return
	}
	foe := &o.ships[q]
	toReactor, before := 0, foe.destroyed()
	switch tgt {
	case SysShields:
		switch sh := foe.cur[oShields]; {
		case dmg > sh:
			o.note("Shields: a hit on fewer shield points wastes the rest")
			o.wants(t, line, fmt.Sprintf("%d wasted", dmg-sh))
		case dmg == sh:
			o.note("Shields: a hit equal to the shields left takes them down")
		}
		foe.cur[oShields] = max(0, foe.cur[oShields]-dmg)
	case SysReactor:
		toReactor = dmg
	default:
		have := foe.side(tgt)
		take := min(dmg, have)
		toReactor = dmg - take
		switch {
		case dmg == have:
			o.note("Reactor: a hit that exactly destroys a side overflows nothing")
		case dmg > have:
			o.note("Reactor: a hit on a side overflows")
		}
		switch tgt {
		case SysMasers:
			foe.cur[oMasers] -= take
		case SysEngines:
			foe.cur[oEngines] -= take
		case SysRepair:
			foe.cur[oRepair] -= take
		case SysMissiles:
			a := min(take, foe.cur[oArmor])
			foe.cur[oArmor] -= a
			foe.cur[oLaunchers] -= take - a
			switch {
			case a > 0 && take == a:
				o.note("Armor: a hit on the missile system stops at the armor")
			case a > 0:
				o.note("Armor: a hit on the missile system goes through the armor to the launchers")
			default:
				o.note("Armor: a hit on the missile system with no armor left")
			}
		}
	}
	if toReactor > 0 {
		// The limit counts the sides destroyed now, this hit's included.
		d := foe.destroyed()
		room := max(0, oReactorPer*d-o.reactorHit)
		r := min(toReactor, room, foe.cur[oReactor])
		if d > before && o.reactorHit > 0 {
			o.note("Reactor: the hit that destroys a side raises a limit already used")
		}
		switch {
		case r == foe.cur[oReactor] && r < toReactor:
			o.note("Reactor: a hit larger than the reactor left")
		case r < toReactor && tgt == SysReactor:
			o.note("Reactor: a direct hit beyond the limit is wasted")
		case r < toReactor:
			o.note("Reactor: an overflow beyond the limit is wasted")
		}
		if r < toReactor { // what was wasted, and, when the limit kept it out, the limit
			o.wants(t, line, fmt.Sprintf("%d wasted", toReactor-r))
			if r < foe.cur[oReactor] {
				o.wants(t, line, fmt.Sprintf("at most %d a turn for %d destroyed", oReactorPer*d, d))
				if o.reactorHit > 0 { // the limit was partly used: the line says by how much
					o.wants(t, line, fmt.Sprintf(", %d taken already)", o.reactorHit))
				}
			}
		}
		foe.cur[oReactor] -= r
		o.reactorHit += r
		if r > 0 {
			o.note("Reactor: damage under the limit of %d destroyed sides", d)
		}
		if o.reactorHit == oReactorPer*d {
			o.note("Reactor: the limit of %d destroyed sides filled", d)
		}
		if foe.cur[oReactor] == 0 {
			o.note("Objective: the reactor at zero by %s", map[bool]string{true: "a direct hit", false: "an overflow"}[tgt == SysReactor])
		}
	}
	if foe.cur[oReactor] == 0 {
		o.over, o.winner, o.cause = true, p, "reactor at zero"
		return
	}
	o.checkUnable(p)
}

// wants asks a shot's log line to say something the oracle worked out.
func (o *oracle) wants(t *testing.T, line, part string) {
	t.Helper()
	if !strings.Contains(line, part) {
		t.Errorf("the shot's line %q does not say %q", line, part)
	}
}

// checkUnable ends the game when a ship cannot fight; shooter is who
// fired the shot that may have done it (-1 at the set-up).
func (o *oracle) checkUnable(shooter int) {
	a, b := o.ships[0].unable(), o.ships[1].unable()
	switch {
	case a && b:
		o.over, o.winner = true, -1
	case a:
		o.over, o.winner = true, 1
	case b:
		o.over, o.winner = true, 0
	default:
		return
	}
	switch {
	case shooter < 0 && o.winner == -1:
		o.cause = "unable to fight from the set-up"
		o.note("Objective: both ships unable to fight from the set-up")
	case shooter < 0:
		o.cause = "unable to fight from the set-up"
	case o.winner == -1:
		o.cause = "both unable after one shot"
	case o.winner == shooter:
		o.cause = "the target unable to fight"
	default:
		o.cause = "the shooter's last round"
	}
}

func (o *oracle) endOnPoints() {
	o.over, o.winner, o.cause = true, -1, "turn limit"
	o.note("turn limit: player %d goes first", o.first)
	r0, r1 := o.ships[0].cur[oReactor], o.ships[1].cur[oReactor]
	if r0 != r1 {
		o.winner = map[bool]int{true: 0, false: 1}[r0 > r1]
		o.note("turn limit: player %d wins on the reactor", o.winner)
		return
	}
	sum := func(s *oShip) int {
		n := 0
		for i := 0; i < oAmmo; i++ {
			n += s.cur[i]
		}
		return n
	}
	if a, b := sum(&o.ships[0]), sum(&o.ships[1]); a != b {
		o.winner = map[bool]int{true: 0, false: 1}[a > b]
		o.note("turn limit: player %d wins on the mat's points", o.winner)
		return
	}
	if o.ships[0].cur[oAmmo] != o.ships[1].cur[oAmmo] {
		o.note("turn limit: a draw, whatever the ammunition left")
	}
	o.note("turn limit: a draw")
}

// spellings lists every intent a player could send, with a few systems
// that do not exist.
func spellings() []engine.Intent {
	var out []engine.Intent
	systems := []System{SysMasers, SysMissiles, SysEngines, SysRepair, SysReactor, SysShields, -1, numSystems}
	for p := engine.Player(0); p < 2; p++ {
		out = append(out, RollOff{By: p}, ActivateEngine{By: p}, RechargeShield{By: p}, EndTurn{By: p})
		for _, sys := range systems {
			out = append(out, FireMissile{By: p, Target: sys}, FireMaser{By: p, Target: sys}, RepairSystem{By: p, System: sys})
		}
	}
	return out
}

var oracleSpellings = spellings()

// oForeign is an intent of no game: no state may take it.
type oForeign struct{ By engine.Player }

func (oForeign) Kind() string           { return "foreign" }
func (f oForeign) Actor() engine.Player { return f.By }
func (oForeign) String() string         { return "an intent of another game" }

// oddSpellings are intents no screen sends but a save file, a script or a
// careless caller might: players that do not exist (2 and NoPlayer),
// pointers to the game's intents (read as the intents they point to), an
// intent of no game, and no intent at all. Legal never lists them; Check
// and Apply must judge them as the oracle does (judgeOdd).
func oddSpellings() []engine.Intent {
	out := []engine.Intent{nil, (*EndTurn)(nil), oForeign{By: 0}, oForeign{By: 1}}
	for _, p := range []engine.Player{2, engine.NoPlayer} {
		out = append(out, RollOff{By: p}, EndTurn{By: p}, ActivateEngine{By: p}, FireMaser{By: p, Target: SysShields}, RepairSystem{By: p, System: SysMasers})
	}
	for p := engine.Player(0); p < 2; p++ {
		out = append(out, &RollOff{By: p}, &EndTurn{By: p}, &ActivateEngine{By: p}, &RechargeShield{By: p},
			&FireMissile{By: p, Target: SysShields}, &FireMaser{By: p, Target: SysMasers}, &FireMissile{By: p, Target: SysReactor},
			&RepairSystem{By: p, System: SysMissiles})
	}
	return out
}

var oracleOddSpellings = oddSpellings()

// judgeOdd judges one of oddSpellings; for a pointer it also returns the
// intent pointed to, whose state Apply must make.
func (o *oracle) judgeOdd(in engine.Intent) (verdict, engine.Intent) {
	var v verdict
	switch x := in.(type) {
	case nil:
		v.no("no intent", "no intent")
		return v, nil
	case oForeign:
		v.no("an intent of another game", "has no intent of type")
		return v, nil
	case *EndTurn:
		if x == nil {
			v.no("no intent", "no intent")
			return v, nil
		}
		return o.judge(*x), *x
	case *RollOff:
		return o.judge(*x), *x
	case *ActivateEngine:
		return o.judge(*x), *x
	case *RechargeShield:
		return o.judge(*x), *x
	case *FireMissile:
		return o.judge(*x), *x
	case *FireMaser:
		return o.judge(*x), *x
	case *RepairSystem:
		return o.judge(*x), *x
	}
	return o.judge(in), in
}

// oracleSeen counts, over a run, how often each verdict came up: the
// test asks that the corners it is for were reached.
type oracleSeen map[string]int

// compare checks one position; it returns how many intents it weighed.
func (o *oracle) compare(t *testing.T, s *State, where string, seen oracleSeen) {
	t.Helper()
	// The shadow against the engine's mats and turn.
	for p := 0; p < 2; p++ {
		m := s.Mat(engine.Player(p))
		got := [oTracks]int{m.Reactor.Cur, m.Shields.Cur, m.Engines.Cur, m.Repair.Cur, m.Masers.Cur, m.Armor.Cur, m.Launchers.Cur, m.Ammo.Cur}
		if got != o.ships[p].cur {
			t.Fatalf("%s: %s's mat is %v, the oracle has %v", where, s.Name(engine.Player(p)), got, o.ships[p].cur)
		}
	}
	out := s.Outcome()
	if out.Over != o.over {
		t.Fatalf("%s: engine over=%v (%q), oracle over=%v", where, out.Over, out.Reason, o.over)
	}
	if o.over {
		if w := engine.Player(o.winner); o.winner < 0 && out.Winner != engine.NoPlayer || o.winner >= 0 && out.Winner != w {
			t.Fatalf("%s: engine's winner %d (%q), oracle's %d", where, out.Winner, out.Reason, o.winner)
		}
	} else if o.started {
		if s.ToMove() != engine.Player(o.mover) || s.Turn() != o.round || s.AP() != o.ap {
			t.Fatalf("%s: engine has player %d, round %d, %d AP; oracle %d, %d, %d", where, s.ToMove(), s.Turn(), s.AP(), o.mover, o.round, o.ap)
		}
	}
	if o.started && !o.over {
		o.compareMats(t, s, where)
	}
	offered := map[string]bool{}
	for p := engine.Player(0); p < 2; p++ {
		legal := s.Legal(p)
		if n := s.LegalCount(p); n != len(legal) {
			t.Fatalf("%s: LegalCount %d, Legal has %d", where, n, len(legal))
		}
		for i, in := range legal {
			if at := s.LegalAt(p, i); at != in {
				t.Fatalf("%s: LegalAt(%d) is %#v, Legal has %#v", where, i, at, in)
			}
			if k := fmt.Sprintf("%#v", in); offered[k] {
				t.Fatalf("%s: the engine offers %s twice", where, k)
			}
			offered[fmt.Sprintf("%#v", in)] = true
			if v := o.judge(in); !v.ok() {
				t.Fatalf("%s: the engine offers %#v to %d, the oracle refuses it: %s", where, in, p, v)
			}
		}
	}
	found := 0
	for _, in := range oracleSpellings {
		v := o.judge(in)
		key := fmt.Sprintf("%#v", in)
		if offered[key] {
			found++
		}
		if v.ok() {
			seen["legal: "+in.String()]++
		}
		for _, r := range v.reasons {
			seen["refused: "+r.why]++
		}
		_, _, err := s.Apply(in)
		cerr := s.Check(in)
		if v.ok() {
			if !offered[key] || err != nil || cerr != nil {
				t.Fatalf("%s: the oracle allows %#v; engine offered %v, Apply: %v, Check: %v", where, in, offered[key], err, cerr)
			}
			continue
		}
		if offered[key] || err == nil || cerr == nil {
			t.Fatalf("%s: the oracle refuses %#v (%s); engine offered %v, Apply: %v, Check: %v", where, in, v, offered[key], err, cerr)
		}
		if !v.said(err.Error()) {
			t.Errorf("%s: %#v refused with %q, which says none of: %s", where, in, err, v)
		}
		o.checkAdvice(t, in, err.Error(), where)
	}
	if found != len(offered) {
		t.Fatalf("%s: the engine offers %d intents, %d of them among the oracle's spellings", where, len(offered), found)
	}
	o.compareOdd(t, s, where, seen)
	o.compareAccessors(t, s, where)
}

// compareOdd weighs the odd spellings: the verdict with Check and Apply (a
// pointer's state is the state of the intent it points to), and, for every
// legal intent, ApplyQuiet's state (the search's way in) with Apply's.
func (o *oracle) compareOdd(t *testing.T, s *State, where string, seen oracleSeen) {
	t.Helper()
	for _, in := range oracleOddSpellings {
		v, plain := o.judgeOdd(in)
		next, _, err := s.Apply(in)
		cerr := s.Check(in)
		if !v.ok() {
			for _, r := range v.reasons {
				seen["refused: "+r.why]++
			}
			if err == nil || cerr == nil {
				t.Fatalf("%s: the oracle refuses %#v (%s); Apply: %v, Check: %v", where, in, v, err, cerr)
			}
			if !v.said(err.Error()) || !v.said(cerr.Error()) {
				t.Errorf("%s: %#v refused with %q / %q, which say none of: %s", where, in, err, cerr, v)
			}
			continue
		}
		seen["legal: a pointer to an intent"]++
		want, _, perr := s.Apply(plain)
		if err != nil || cerr != nil || perr != nil || next.Hash() != want.Hash() {
			t.Fatalf("%s: the oracle allows %#v as %#v; Apply: %v, Check: %v, the plain intent: %v", where, in, plain, err, cerr, perr)
		}
	}
	for _, in := range oracleSpellings {
		if !o.judge(in).ok() {
			continue
		}
		loud, _, err := s.Apply(in)
		quiet, qerr := s.ApplyQuiet(in)
		if err != nil || qerr != nil || loud.Hash() != quiet.Hash() {
			t.Fatalf("%s: %#v: ApplyQuiet (%v) makes another state than Apply (%v)", where, in, qerr, err)
		}
	}
}

// compareAccessors holds the plain questions a screen asks (who is first,
// whose turn, what the end of the turn would throw away, answers for
// players that do not exist) to the oracle's answers.
func (o *oracle) compareAccessors(t *testing.T, s *State, where string) {
	t.Helper()
	first, toMove := engine.NoPlayer, engine.NoPlayer
	if o.started {
		first = engine.Player(o.first)
		if !o.over {
			toMove = engine.Player(o.mover)
		}
	}
	if s.Started() != o.started || s.First() != first || s.ToMove() != toMove {
		t.Fatalf("%s: engine: started %v, first %d, to move %d; oracle: %v, %d, %d", where, s.Started(), s.First(), s.ToMove(), o.started, first, toMove)
	}
	for _, p := range []engine.Player{2, engine.NoPlayer} {
		if s.Legal(p) != nil || s.LegalCount(p) != 0 || s.LegalAt(p, 0) != nil || s.Name(p) != "nobody" || s.Mat(p) != (Mat{Player: p}) {
			t.Fatalf("%s: player %d, who does not exist, has intents, a name or a mat", where, p)
		}
	}
	for p := engine.Player(0); p < 2; p++ {
		if s.Name(p) != s.Mat(p).Name || s.Name(p) == s.Name(1-p) {
			t.Fatalf("%s: player %d is named %q, his mat %q", where, p, s.Name(p), s.Mat(p).Name)
		}
		if n := s.LegalCount(p); s.LegalAt(p, -1) != nil || s.LegalAt(p, n) != nil {
			t.Fatalf("%s: LegalAt out of range gives an intent", where)
		}
		// Ending the turn throws away the action points left when
		// something could still be done with them (Action Points).
		want := ""
		if o.started && !o.over && int(p) == o.mover && o.ap > 0 {
			for _, in := range oracleSpellings {
				if _, end := in.(EndTurn); !end && in.Actor() == p && o.judge(in).ok() {
					want = fmt.Sprintf("%d action point", o.ap)
					break
				}
			}
		}
		got := s.Unspent(EndTurn{By: p})
		if want == "" && got != "" || want != "" && !strings.HasPrefix(got, want) {
			t.Fatalf("%s: ending %d's turn would throw away %q, the oracle says %q", where, p, got, want)
		}
		if got := s.Unspent(ActivateEngine{By: p}); got != "" {
			t.Fatalf("%s: an engine throws away %q", where, got)
		}
	}
}

// compareMats checks what the mats tell the screen about the turn (the
// numbers a player reads to decide) against the oracle's own.
func (o *oracle) compareMats(t *testing.T, s *State, where string) {
	t.Helper()
	for p := 0; p < 2; p++ {
		m, sh := s.Mat(engine.Player(p)), &o.ships[p]
		want := Mat{
			ToHit: oBase + o.boost[p], TurnAP: min(sh.cur[oReactor], oMaxAP), DestroyedSides: sh.destroyed(),
			AutoBoost:  o.round == 1 && p != o.first && o.mover == o.first,
			ReactorCap: oReactorPer * sh.destroyed(),
		}
		if !want.AutoBoost { // the engine die: engines fired, never the automatic boost
			want.EngineDie = o.boost[p]
		}
		got := Mat{ToHit: m.ToHit, TurnAP: m.TurnAP, DestroyedSides: m.DestroyedSides, AutoBoost: m.AutoBoost, ReactorCap: m.ReactorCap, EngineDie: m.EngineDie}
		if p == o.mover {
			want.Acting, want.AP = true, o.ap
			want.MissilesFired, want.MasersFired, want.EnginesUsed, want.Repairs = o.missiles, o.masers, o.engines, o.repairs
			want.MissileLimit, want.MaserLimit = min(oMissilesTrn, sh.cur[oLaunchers]), min(oMasersTrn, sh.cur[oMasers])
			want.EngineLimit, want.RepairLimit = sh.cur[oEngines], o.repairLimit
			got.Acting, got.AP = m.Acting, m.AP
			got.MissilesFired, got.MasersFired, got.EnginesUsed, got.Repairs = m.MissilesFired, m.MasersFired, m.EnginesUsed, m.Repairs
			got.MissileLimit, got.MaserLimit, got.EngineLimit, got.RepairLimit = m.MissileLimit, m.MaserLimit, m.EngineLimit, m.RepairLimit
		} else {
			want.ReactorDamage = o.reactorHit
			want.ReactorCap = max(0, want.ReactorCap-o.reactorHit)
			got.ReactorDamage = m.ReactorDamage
		}
		if got != want {
			t.Fatalf("%s: %s's mat shows %+v, the oracle %+v", where, m.Name, got, want)
		}
		// The systems as the screen asks for them.
		for _, sys := range []System{SysMasers, SysMissiles, SysEngines, SysRepair} {
			if m.Side(sys) != (Track{sh.side(sys), sh.sideMax(sys)}) || m.Destroyed(sys) != (sh.side(sys) == 0) {
				t.Fatalf("%s: %s's %v show %+v (destroyed %v), the oracle %d of %d", where, m.Name, sys, m.Side(sys), m.Destroyed(sys), sh.side(sys), sh.sideMax(sys))
			}
		}
		if m.Missile() != m.Side(SysMissiles) || m.Side(SysReactor) != (Track{sh.cur[oReactor], sh.max[oReactor]}) ||
			m.Side(SysShields) != (Track{sh.cur[oShields], sh.max[oShields]}) || m.Side(numSystems) != (Track{}) ||
			m.Destroyed(SysReactor) || m.Destroyed(SysShields) {
			t.Fatalf("%s: %s's reactor, shields or missile system read otherwise than the tracks", where, m.Name)
		}
	}
}

// checkAdvice: a refusal that tells the player where to aim instead must
// name only targets a shot may take now, and one that sends him to
// recharge the shields only shields that are not full.
func (o *oracle) checkAdvice(t *testing.T, in engine.Intent, msg, where string) {
	t.Helper()
	if o.over || !o.started {
		return
	}
	if me := &o.ships[in.Actor()]; strings.Contains(msg, "recharge them") && me.cur[oShields] >= me.max[oShields] {
		t.Errorf("%s: %#v refused with %q, advising a recharge of full shields", where, in, msg)
	}
	i := strings.Index(msg, "aim at ")
	if i < 0 {
		return
	}
	advice := msg[i:]
	for sys := SysMasers; sys < numSystems; sys++ {
		if !strings.Contains(advice, "the "+sys.Label()) {
			continue
		}
		var v verdict
		o.target(&v, &o.ships[1-int(in.Actor())], sys)
		if !v.ok() {
			t.Errorf("%s: %#v refused with %q, advising a target the oracle refuses: %s", where, in, msg, v)
		}
	}
}

// said reports whether msg names one of the verdict's reasons.
func (v verdict) said(msg string) bool {
	msg = strings.ToLower(msg)
	for _, r := range v.reasons {
		if len(r.keys) == 0 {
			return true
		}
		for _, k := range r.keys {
			if strings.Contains(msg, strings.ToLower(k)) {
				return true
			}
		}
	}
	return false
}

// chooser picks the next intent of p; it may read the oracle.
type chooser func(s *State, o *oracle, p engine.Player) (engine.Intent, error)

func byOpponent(opp engine.Opponent) chooser {
	return func(s *State, _ *oracle, p engine.Player) (engine.Intent, error) { return opp.Choose(s.View(p), p) }
}

// byOracle plays from the oracle's own list of legal intents, not the
// engine's, ending the turn one time in four it has the choice: games
// that run long, toward the turn limit, and that reach what the engine's
// Legal might leave out.
func byOracle(seed uint64) chooser { return oracleChooser(seed, false) }

// turtle never fires unless it is the only thing left: games that reach
// the turn limit and its tie-breaks.
func turtle(seed uint64) chooser { return oracleChooser(seed, true) }

func oracleChooser(seed uint64, holdFire bool) chooser {
	d := engine.NewDice(seed)
	return func(s *State, o *oracle, p engine.Player) (engine.Intent, error) {
		var legal []engine.Intent
		for _, in := range oracleSpellings {
			switch in.(type) {
			case FireMissile, FireMaser:
				if holdFire {
					continue
				}
			}
			if in.Actor() == p && o.judge(in).ok() {
				if _, end := in.(EndTurn); end && d.D(4) == 1 {
					return in, nil
				}
				legal = append(legal, in)
			}
		}
		if len(legal) == 0 {
			return nil, fmt.Errorf("the oracle has nothing legal for player %d", p)
		}
		return legal[d.D(len(legal))-1], nil
	}
}

// oracleGame plays one game, the oracle beside it; it returns the number
// of positions compared.
func oracleGame(t *testing.T, s *State, opp [2]chooser, name string, seen oracleSeen) int {
	t.Helper()
	o := newOracle(s)
	o.seen = seen
	return o.play(t, s, opp, name, seen)
}

// play goes on with the game from s, the oracle o beside it.
func (o *oracle) play(t *testing.T, s *State, opp [2]chooser, name string, seen oracleSeen) int {
	t.Helper()
	n := 0
	for i := 0; ; i++ {
		where := fmt.Sprintf("%s, intent %d", name, i)
		o.compare(t, s, where, seen)
		n++
		if t.Failed() {
			return n
		}
		if s.Outcome().Over {
			seen["end: "+o.cause]++
			return n
		}
		actors := s.Phase().Actors
		if len(actors) != 1 {
			t.Fatalf("%s: actors %v", where, actors)
		}
		p := actors[0]
		in, err := opp[p](s, o, p)
		if err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		next, ev, err := s.Apply(in)
		if err != nil {
			t.Fatalf("%s: %#v refused: %v", where, in, err)
		}
		o.step(t, in, ev)
		if o.over {
			// Every end is told in the log, whoever won and however: the
			// last event names the winner (nobody for a draw).
			want := engine.Player(o.winner)
			if o.winner < 0 {
				want = engine.NoPlayer
			}
			if last := ev[len(ev)-1]; last.Kind != EvGameOver || last.Player != want {
				t.Errorf("%s: the game ends (%s, player %d wins) and the last event is %q (%s, player %d)", where, o.cause, o.winner, last.Text, last.Kind, last.Player)
				return n
			}
		}
		s = next.(*State)
		if i > 5000 {
			t.Fatalf("%s: no end after %d intents", name, i)
		}
	}
}

// randomMat is a scenario side within the bounds docs/rules lists.
func randomMat(d *engine.Dice) *MatFile {
	r := func(lo, hi int) int { return lo + d.D(hi-lo+1) - 1 }
	var mx, st Tracks
	mx.Reactor, mx.Shields, mx.Engines, mx.Repair, mx.Masers = r(1, 9), r(0, 9), r(1, 4), r(1, 6), r(1, 6)
	mx.Armor, mx.Launchers, mx.Ammo = r(0, 3), r(0, 4), r(0, 12)
	if mx.Armor+mx.Launchers == 0 {
		mx.Launchers = 1
	}
	st.Reactor, st.Shields, st.Engines, st.Repair = r(1, mx.Reactor), r(0, mx.Shields), r(0, mx.Engines), r(0, mx.Repair)
	st.Masers, st.Armor, st.Launchers, st.Ammo = r(0, mx.Masers), r(0, mx.Armor), r(0, mx.Launchers), r(0, mx.Ammo)
	if d.D(3) == 1 { // a ship near the end of its fight: the tactical ends
		st.Masers, st.Repair, st.Ammo = min(st.Masers, 1), min(st.Repair, 1), min(st.Ammo, 2)
	}
	return &MatFile{Max: mx.Values(), Start: st.Values()}
}

func TestOracle_Legality(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 8
	}
	positions, seen := 0, oracleSeen{}
	scripted, random := byOpponent(Scripted{}), func(seed uint64) chooser { return byOpponent(engine.NewRandomOpponent(seed)) }
	pairs := []struct {
		name string
		opp  func(seed uint64) [2]chooser
	}{
		{"scripted-scripted", func(uint64) [2]chooser { return [2]chooser{scripted, scripted} }},
		{"random-scripted", func(seed uint64) [2]chooser { return [2]chooser{random(seed), scripted} }},
		{"scripted-random", func(seed uint64) [2]chooser { return [2]chooser{scripted, random(seed)} }},
		{"random-random", func(seed uint64) [2]chooser { return [2]chooser{random(seed), random(seed * 7)} }},
		{"oracle-scripted", func(seed uint64) [2]chooser { return [2]chooser{byOracle(seed), scripted} }},
		{"oracle-oracle", func(seed uint64) [2]chooser { return [2]chooser{byOracle(seed), byOracle(seed * 5)} }},
		{"turtle-oracle", func(seed uint64) [2]chooser { return [2]chooser{turtle(seed), byOracle(seed * 3)} }},
		{"turtle-turtle", func(seed uint64) [2]chooser { return [2]chooser{turtle(seed), turtle(seed * 3)} }},
	}
	for _, scen := range []string{"standard", "skirmish", "crippled", "random mats", "last rounds"} {
		for _, pair := range pairs {
			for g := 0; g < games; g++ {
				seed := uint64(g*31 + 7)
				opts := engine.Options{}
				long := strings.HasPrefix(pair.name, "turtle")
				if long && g%4 != 0 {
					continue // these play to the turn limit: fewer games
				}
				if long || g%2 == 1 {
					opts[OptTurnLimit] = "20"
				}
				sc := engine.Scenario(nil)
				if scen == "random mats" {
					d := engine.NewDice(seed)
					f := ScenarioFile{Name: "oracle", Title: "Oracle", Sides: []SideFile{{Name: "Red", Mat: randomMat(&d)}, {Name: "Blue", Mat: randomMat(&d)}}}
					var err error
					if sc, err = NewScenario(f); err != nil {
						t.Fatalf("random mats %d: %v", g, err)
					}
				} else if scen == "last rounds" {
					// Two ships each one hit from unable to fight, so that
					// one last missile can leave both unable: the draw.
					red, blue := StandardTracks(), StandardTracks()
					red.Shields, red.Masers, red.Repair, red.Armor, red.Launchers, red.Ammo = 0, 0, 0, 0, 1, 1+g%2
					blue.Shields, blue.Masers, blue.Repair, blue.Armor, blue.Launchers = g%3, 1, 0, 0, 0
					f := ScenarioFile{Name: "oracle", Title: "Oracle", Sides: []SideFile{{Name: "Red", Mat: &MatFile{Start: red.Values()}}, {Name: "Blue", Mat: &MatFile{Start: blue.Values()}}}}
					var err error
					if sc, err = NewScenario(f); err != nil {
						t.Fatalf("last rounds %d: %v", g, err)
					}
				} else {
					sc = loadScenario(t, scen)
				}
				st, err := Game{}.NewState(sc, opts, seed)
				if err != nil {
					t.Fatal(err)
				}
				positions += oracleGame(t, st.(*State), pair.opp(seed), fmt.Sprintf("%s %s seed %d", scen, pair.name, seed), seen)
				if t.Failed() {
					return
				}
			}
		}
	}
	t.Logf("%d positions compared, %d spellings each", positions, len(oracleSpellings))
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%7d %s", seen[k], k)
	}
	// The drive must keep reaching the corners it is for.
	if !testing.Short() {
		for _, k := range []string{
			"end: both unable after one shot", "end: reactor at zero", "end: the shooter's last round",
			"end: the target unable to fight", "end: turn limit", "end: unable to fight from the set-up",
			"legal: fire a missile at the reactor", "legal: repair the repair systems",
			"refused: the reactor has taken its limit this turn", "refused: the reactor is closed",
			"refused: the repair systems have done their repairs this turn", "refused: that system is destroyed",
			"refused: the launchers have fired this turn", "refused: the masers have fired this turn",
			"refused: every undamaged engine is active", "refused: no missiles left", "refused: the shields are full",
			"refused: no such player", "refused: an intent of another game", "legal: a pointer to an intent",
			"situation: Action Points: a reactor above six gives six", "situation: Missiles: the last round fired",
			"situation: Reactor: an overflow beyond the limit is wasted", "situation: Reactor: the limit of 3 destroyed sides filled",
			"situation: Engines: the boost outlives the engines that made it", "situation: Reactor: a repair closes the reactor again",
		} {
			if seen[k] == 0 {
				t.Errorf("the games never reached %q", k)
			}
		}
	}
}
