package sscs

import (
	"fmt"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The battle goes on "until one of these conditions are met": all parties
// agree to a truce; all the combatants on a side are incapable of
// resistance; or all resistance-capable combatants have separated enough
// to avoid further contact. The project's reading of the last: no capable
// ship is within reach of a capable enemy (the last hex the weapons of
// either can hit: ten times a gun's Range, the most its dice can roll, or
// a missile's Range plus Drive less one) and none is closing on one, at
// the end of three turns in a row. A turn limit of the project's own ends
// battles that would go on for ever on an unbounded map. The result then
// goes by the cost of what each side destroyed or captured.

// SeparationTurns is how many turns in a row the sides must be apart.
const SeparationTurns = 3

// endTurn closes the turn: lasting effects run out, the end conditions are
// checked, and the next turn begins.
func (s *State) endTurn(ev []engine.Event) []engine.Event {
	for i := range s.ships {
		if s.ships[i].effTurn < s.turn && s.ships[i].effTurn > 0 {
			s.endEffects(ShipID(i))
			s.mut(ShipID(i)).effTurn = 0
		}
	}
	k := 0
	for _, w := range s.walls {
		if w.turn >= s.turn {
			s.walls[k] = w
			k++
		}
	}
	s.walls = s.walls[:k]
	var capable [2]bool
	for i := range s.ships {
		if s.capable(ShipID(i)) {
			capable[s.ships[i].side] = true
		}
	}
	// Units in a boarding action resist too (own reading).
	for q := range s.squads {
		if s.boardingAction(q) {
			capable[s.squads[q].side] = true
		}
	}
	switch {
	case !capable[0] && !capable[1]:
		return s.finish(endNoneCapable(), ev)
	case !capable[0] || !capable[1]:
		loser := engine.Player(0)
		if capable[0] {
			loser = 1
		}
		s.outcome = engine.Outcome{Over: true, Winner: other(loser), Reason: s.reason(ending{loser: loser})}
		s.phase = phOver
		return append(ev, engine.Event{Kind: "over", Player: engine.NoPlayer, Text: s.outcome.Reason})
	}
	if s.separated() {
		s.sepTurns++
		ev = append(ev, engine.Event{Kind: "separation", Player: engine.NoPlayer, Text: fmt.Sprintf("the squadrons are out of each other's reach and not closing (%d of %d turns)", s.sepTurns, SeparationTurns)})
		if s.sepTurns >= SeparationTurns {
			return s.finish(endSeparated(), ev)
		}
	} else {
		s.sepTurns = 0
	}
	if s.turn >= s.rules.set.turns {
		return s.finish(s.endTurnLimit(), ev)
	}
	s.turn++
	s.beginTurn()
	return append(ev, engine.Event{Kind: "turn", Player: engine.NoPlayer, Text: fmt.Sprintf("turn %d begins", s.turn)})
}

// lastTurnWords says, in the turn the turn limit ends the battle with,
// that no turn follows ("the turn limit of 30 ends the battle with this
// turn"), for the log lines that would otherwise promise one; "" in any
// other turn.
func (s *State) lastTurnWords() string {
	if s.turn < s.rules.set.turns {
		return ""
	}
	return fmt.Sprintf("the turn limit of %d ends the battle with this turn", s.rules.set.turns)
}

// reachOf is how far a ship's weapons can reach at all: those that could
// still fire, the ones that make it capable of resistance (rules 5; rules
// 1-4 counted every weapon online, an empty magazine, an energy weapon
// without power or a projector aimed at no enemy, such as Transfer ECM,
// as well), and the craft in its hangars if it has the power to launch
// them. Each weapon reaches the last hex it can hit: a gun's d10s roll
// ten times its Range at most, and a missile's d10, at least 1 and one
// more for each hex beyond its Range, comes to its Drive at most at Range
// + Drive - 1 (Missiles, To-Hit; rules 11). Rules 1-10 counted a missile
// to Range + Drive, one hex past, and a save of theirs keeps it.
func (s *State) reachOf(id ShipID) int {
	best := 0
	c := s.cls(id)
	for m := range c.mounts {
		if !s.mayFire(id, m) {
			continue
		}
		mt := &c.mounts[m]
		if mt.missile() {
			best = max(best, missileReach(mt.mRange, mt.mDrive, s.rules.sc.reachPastLastHit))
		} else {
			best = max(best, 10*mt.rng)
		}
	}
	for k := range s.ships {
		if s.ships[k].status == stAboard && s.ships[k].carrier == id && s.capable(ShipID(k)) {
			best = max(best, s.reachOf(ShipID(k)))
		}
	}
	return best
}

// missileReach is the last hex a missile of Range rng and Drive drive can
// hit: its d10 (at least 1) plus the hexes beyond its Range must come to
// its Drive or less (MissileExcess). pastLastHit is the count of rules
// 1-10, one hex more.
func missileReach(rng, drive int, pastLastHit bool) int {
	if pastLastHit {
		return rng + drive
	}
	return rng + drive - 1
}

// separated reports that no capable ship is within reach of, or closing
// on, a capable enemy, and that no boarding action goes on.
func (s *State) separated() bool {
	for q := range s.squads {
		if s.boardingAction(q) {
			return false
		}
	}
	pairs := 0
	for a := range s.ships {
		if s.ships[a].side != 0 || s.ships[a].status != stActive || !s.capable(ShipID(a)) {
			continue
		}
		for b := range s.ships {
			if s.ships[b].side != 1 || s.ships[b].status != stActive || !s.capable(ShipID(b)) {
				continue
			}
			pairs++
			x, y := s.ships[a], s.ships[b]
			d := hex.Distance(x.pos, y.pos)
			if d <= max(s.reachOf(ShipID(a)), s.reachOf(ShipID(b))) {
				return false
			}
			if hex.Distance(s.coastHex(ShipID(a)), s.coastHex(ShipID(b))) < d {
				return false
			}
		}
	}
	return pairs > 0
}

// boardingAction reports a unit in a boarding action: fighting enemy
// units, or holding an enemy ship it has boarded until it is taken.
func (s *State) boardingAction(q int) bool {
	sq := &s.squads[q]
	if !sq.alive {
		return false
	}
	h := s.ships[sq.host]
	return len(s.foes(q)) > 0 || h.side != sq.side && h.status == stActive
}

// Score is what side p has won: the cost of every enemy ship and craft it
// has reduced to scrap or captured (the project's own measure). Craft in
// the hangars of a carrier it has captured are taken with it (rules 3).
func (s *State) Score(p engine.Player) int {
	n := 0
	for i := range s.ships {
		sh := s.ships[i]
		if sh.side == p {
			continue
		}
		if sh.status == stScrap || s.takenBy(ShipID(i), p) || sh.status == stAboard && s.takenBy(sh.carrier, p) {
			n += s.cls(ShipID(i)).dv.Cost
		}
	}
	return n
}

// takenBy reports a ship captured by side p.
func (s *State) takenBy(id ShipID, p engine.Player) bool {
	return s.ships[id].status == stCaptured && s.ships[id].captor == p
}

// escaped is the cost of side p's capable ships, which an escaping side
// scores when the battle ends by separation.
func (s *State) escaped(p engine.Player) int {
	n := 0
	for i := range s.ships {
		if s.ships[i].side == p && s.capable(ShipID(i)) {
			n += s.cls(ShipID(i)).dv.Cost
		}
	}
	return n
}

func (s *State) finalScore(p engine.Player, bySeparation bool) int {
	n := s.Score(p)
	if bySeparation && s.rules.escape[p] {
		n += s.escaped(p)
	}
	return n
}

// An ending is how a battle ended: a side left with no combatant capable
// of resistance (loser), or why it ended by score, and whether by the
// squadrons' separation (the escaping side counts what got away).
type ending struct {
	why          string
	bySeparation bool
	loser        engine.Player // NoPlayer: the battle ended by score
}

// The endings by score. The battle ends with one of them (finish), and its
// outcome's reason is matched against them all (endings), so each is
// written once.
func endNoneCapable() ending {
	return ending{why: "neither side has a combatant capable of resistance", loser: engine.NoPlayer}
}

func endSeparated() ending {
	return ending{why: "the squadrons have separated and avoid further contact", bySeparation: true, loser: engine.NoPlayer}
}

func endTruce() ending { return ending{why: "both sides agree to a truce", loser: engine.NoPlayer} }

func (s *State) endTurnLimit() ending {
	return ending{why: fmt.Sprintf("the turn limit of %d is reached", s.rules.set.turns), loser: engine.NoPlayer}
}

// endings are every way this battle could have ended, as its outcome's
// reason is matched against them (EarlierReasons).
func (s *State) endings() []ending {
	return []ending{{loser: 0}, {loser: 1}, endNoneCapable(), endSeparated(), s.endTurnLimit(), endTruce()}
}

// escapes reports a battle ended by separation in which a side escapes.
func (s *State) escapes(e ending) bool {
	return e.bySeparation && (s.rules.escape[0] || s.rules.escape[1])
}

// reason words an ending for the players: what ended the battle, what
// the numbers are (the cost of the enemy each side destroyed or captured,
// "End: result" in docs/rules/sscs.md, thousands set apart) and, when a
// side was left unable to fight, that this decides it whatever the score.
func (s *State) reason(e ending) string { return s.reasonIn(e, engine.Thousands) }

// reasonIn is reason with its numbers written by num: engine.Thousands
// now; strconv.Itoa in builds from 2026-12-02 to 2026-12-04, whose saves'
// results hold "Concord 1242" (EarlierReasons).
func (s *State) reasonIn(e ending, num func(int) string) string {
	scores := "the cost of the enemy each destroyed or captured"
	if e.loser != engine.NoPlayer {
		return fmt.Sprintf("all of %s's combatants are incapable of resistance, and a side unable to fight loses whatever the score (%s: %s %s, %s %s)",
			s.rules.names[e.loser], scores, s.rules.names[0], num(s.Score(0)), s.rules.names[1], num(s.Score(1)))
	}
	if s.escapes(e) {
		scores += ", the escaping side adding its own ships still able to fight"
	}
	return fmt.Sprintf("%s; %s: %s %s, %s %s", e.why, scores,
		s.rules.names[0], num(s.finalScore(0, e.bySeparation)), s.rules.names[1], num(s.finalScore(1, e.bySeparation)))
}

// earlierReason is the reason builds before 2026-12-02 gave the ending,
// which every save of theirs holds and every state's hash took in.
func (s *State) earlierReason(e ending) string {
	if e.loser != engine.NoPlayer {
		return fmt.Sprintf("all of %s's combatants are incapable of resistance (score %s %d, %s %d)",
			s.rules.names[e.loser], s.rules.names[0], s.Score(0), s.rules.names[1], s.Score(1))
	}
	r := fmt.Sprintf("%s: %s %d, %s %d", e.why,
		s.rules.names[0], s.finalScore(0, e.bySeparation), s.rules.names[1], s.finalScore(1, e.bySeparation))
	if s.escapes(e) {
		r += " (the escaping side counts what got away)"
	}
	return r
}

// EarlierReasons implements engine.EarlierWordings: the words earlier
// builds gave this outcome, which their saves' results hold.
func (s *State) EarlierReasons() []string {
	r, ok := s.reasonOfRecord()
	if !ok {
		return nil
	}
	out := []string{r}
	for _, e := range s.endings() {
		if s.reason(e) == s.outcome.Reason {
			if w := s.reasonIn(e, strconv.Itoa); w != s.outcome.Reason {
				out = append(out, w) // before the thousands were set apart
			}
			break
		}
	}
	return out
}

// reasonOfRecord is the earlier words of the outcome's reason, when it is
// one of this package's endings: the hash takes them in rather than the
// words shown, so that rewording an ending changes no state's hash (the
// saves' recorded hashes verify, and no rules version is needed).
func (s *State) reasonOfRecord() (string, bool) {
	if !s.outcome.Over {
		return "", false
	}
	for _, e := range s.endings() {
		if s.reason(e) == s.outcome.Reason {
			return s.earlierReason(e), true
		}
	}
	return "", false
}

// hashedReason is the reason as the hash takes it in (reasonOfRecord).
func (s *State) hashedReason() string {
	if r, ok := s.reasonOfRecord(); ok {
		return r
	}
	return s.outcome.Reason
}

// finish ends the battle by score, as ending e says.
func (s *State) finish(e ending, ev []engine.Event) []engine.Event {
	a, b := s.finalScore(0, e.bySeparation), s.finalScore(1, e.bySeparation)
	out := engine.Outcome{Over: true, Winner: engine.NoPlayer}
	switch {
	case a > b:
		out.Winner = 0
	case b > a:
		out.Winner = 1
	}
	out.Reason = s.reason(e)
	s.outcome = out
	s.phase = phOver
	s.firing = NoShip
	return append(ev, engine.Event{Kind: "over", Player: engine.NoPlayer, Text: out.Reason})
}
