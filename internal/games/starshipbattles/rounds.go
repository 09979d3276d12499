package starshipbattles

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Event kinds.
const (
	EvBuild      = "build"
	EvSetup      = "setup"
	EvInitiative = "initiative"
	EvMove       = "move"
	EvLaunch     = "launch"
	EvAttack     = "attack"
	EvDamage     = "damage"
	EvOption     = "option"
	EvPhase      = "phase"
	EvOver       = "over"
)

func ev(kind string, p engine.Player, text string) engine.Event {
	return engine.Event{Kind: kind, Player: p, Text: text}
}

// teamName is how the log names a team: by its faction with two players, by
// the players' names in team play.
func (s *State) teamName(f Faction) string { return f.String() }

func (s *State) playerName(p engine.Player) string {
	if p < 0 || int(p) >= len(s.rules.sides) {
		return "nobody"
	}
	return s.rules.sides[p].name
}

// seatOf is the first seat (player) of a team.
func (s *State) seatOf(f Faction) engine.Player {
	for p := range s.rules.sides {
		if s.rules.sides[p].faction == f {
			return engine.Player(p)
		}
	}
	return 0
}

// allies are the seats of a team after its first (Team Play), who win
// beside it; none in a battle of two.
func (s *State) allies(f Faction) []engine.Player {
	var out []engine.Player
	first := s.seatOf(f)
	for p := range s.rules.sides {
		if s.rules.sides[p].faction == f && engine.Player(p) != first {
			out = append(out, engine.Player(p))
		}
	}
	return out
}

// leadOf is the first seat of a team whose fleet still has a ship on the
// grid: the player who speaks for the team (Team Play). A player whose
// fleet is gone is out of the battle and is passed over, whether it is a
// turn of a phase (startTurns) or the initiative winner's choice of the
// order (rules 7; before, the team's first seat chose even with no ship
// left). A team with no ship left ends the battle, so the first seat is
// only the fallback.
func (s *State) leadOf(f Faction) engine.Player {
	n := s.players()
	first := s.seatOf(f)
	for k := 0; k < n; k++ {
		p := (first + engine.Player(k)) % engine.Player(n)
		if s.rules.sides[p].faction == f && s.fleetOnGrid(p) {
			return p
		}
	}
	return first
}

// actor is the player whose turn it is in the move, attack or damage
// phase. The players act round the table, so with the teams' seats
// alternating one team's player acts, then the other's (Team Play). The
// turn goes round from the lead: the first seat of the team that moves
// first (move phase) or attacks first (attack and damage phases) whose
// fleet still has a ship on the grid, so that team acts first even when
// its first player's fleet is gone (the project's reading, docs/rules).
//
// s.cur holds both: the acting player's place after the lead (cur % n)
// and the lead's place after the team's first seat (cur / n), which
// startTurns sets when the phase begins. The lead is kept, not worked out
// again, so a ship leaving the grid in the middle of a phase never changes
// whose turn it is; with the first seat as the lead, cur is the place
// alone, as before rules 3.
func (s *State) actor() engine.Player {
	n := s.players()
	return (s.seatOf(s.turnTeam()) + engine.Player(s.cur%n+s.cur/n)) % engine.Player(n)
}

// turnTeam is the team that acts first in the phase.
func (s *State) turnTeam() Faction {
	if s.phase == phAttack || s.phase == phDamage {
		return 1 - Faction(s.first)
	}
	return Faction(s.first)
}

// startTurns gives the phase's first turn to its lead (actor).
func (s *State) startTurns() {
	n := s.players()
	team := s.turnTeam()
	s.cur = 0
	for k := 0; k < n; k++ {
		p := (s.seatOf(team) + engine.Player(k)) % engine.Player(n)
		if s.rules.sides[p].faction == team && s.fleetOnGrid(p) {
			s.cur = n * k
			return
		}
	}
}

// fleetOnGrid reports whether p's fleet has a ship on the grid.
func (s *State) fleetOnGrid(p engine.Player) bool {
	for i := range s.ships {
		if s.ships[i].owner == p && s.ships[i].status == stActive {
			return true
		}
	}
	return false
}

// settle runs the steps that need no decision until a player must act or
// the game is over. Every step either waits or moves the game on (a player,
// a phase, a round), so the loop ends; the bound only keeps a bug from
// hanging the program.
func (s *State) settle(out *[]engine.Event) {
	for guard := 0; guard < 100000; guard++ {
		if s.phase == phOver || s.prompt != promptNone {
			return
		}
		var wait bool
		switch s.phase {
		case phBuild:
			wait = s.settleBuild(out)
		case phSetup:
			wait = s.settleSetup(out)
		case phInitiative:
			wait = s.settleInitiative(out)
		case phMove:
			wait = s.settleMove(out)
		case phAttack:
			wait = s.settleAttack(out)
		case phDamage:
			wait = s.settleDamage(out)
		}
		if wait {
			return
		}
	}
}

// startRound begins a round: what lasted for the round ends, and the teams
// make their initiative checks (Initiative Phase).
func (s *State) startRound(out *[]engine.Event) {
	s.round++
	s.phase = phInitiative
	for i := range s.ships {
		sh := &s.ships[i]
		sh.moved, sh.launched, sh.launches, sh.used, sh.buzz = false, false, 0, 0, false
	}
	for i := range s.fleets {
		s.fleets[i].optUsed = 0
	}
	s.effects = [2]uint16{}
	s.rerolled = [2]bool{}
	s.won, s.first = -1, -1
	s.cur, s.step, s.moving, s.left = 0, stepMove, NoShip, 0
	s.dcAsked = 0
	*out = append(*out, ev(EvPhase, engine.NoPlayer, fmt.Sprintf("Round %d begins.", s.round)))
	if s.round == 1 {
		if f, ok := s.interdictTeam(); ok {
			// Interdict: the enemy automatically loses the first round's
			// initiative, with no reroll.
			s.won = int(f)
			s.rerolled = [2]bool{true, true}
			*out = append(*out, ev(EvInitiative, engine.NoPlayer,
				fmt.Sprintf("Interdict: the %s automatically loses initiative in the first round.", s.teamName(1-f))))
			return
		}
	}
	s.rollInitiative(out, -1)
}

// interdictTeam is the one team with an Interdict ship in play, if only one
// has.
func (s *State) interdictTeam() (Faction, bool) {
	var has [2]bool
	for i := range s.ships {
		if s.active(ShipID(i)) && s.has(ShipID(i), Interdict) {
			has[s.team(ShipID(i))] = true
		}
	}
	if has[0] != has[1] {
		if has[0] {
			return 0, true
		}
		return 1, true
	}
	return 0, false
}

// rollInitiative rolls the d20 for one team (only, a reroll) or both (only
// = -1), and again for both while they tie (initiative check: reroll ties).
func (s *State) rollInitiative(out *[]engine.Event, only int) {
	for f := 0; f < 2; f++ {
		if only >= 0 && f != only {
			continue
		}
		s.init[f] = s.rollD20(out, EvInitiative, s.seatOf(Faction(f)), s.teamName(Faction(f))+"'s initiative check")
	}
	for s.init[0] == s.init[1] {
		*out = append(*out, ev(EvInitiative, engine.NoPlayer, "A tie: both checks are rolled again."))
		for f := 0; f < 2; f++ {
			s.init[f] = s.rollD20(out, EvInitiative, s.seatOf(Faction(f)), s.teamName(Faction(f))+"'s initiative check")
		}
	}
	s.won = 0
	if s.init[1] > s.init[0] {
		s.won = 1
	}
}

// rollD20 rolls one d20 and logs it.
func (s *State) rollD20(out *[]engine.Event, kind string, p engine.Player, purpose string) int {
	d := s.dice.D(20)
	r := engine.NewRoll(purpose, []engine.Die{{Sides: 20, Face: d}}, nil, 0, "")
	*out = append(*out, engine.Event{Kind: kind, Player: p, Roll: &r})
	return d
}

// settleInitiative asks the losing team about its reroll, then (with the
// roll option) the winning team about its own, then the winner about the
// order (with the choose option), then starts the move phase.
//
// The Advanced Communications Array lets its player reroll the check
// whatever it shows. With the choose option a winner gains nothing by it
// (it already picks either order), so only the loser is asked. With the
// roll option the check fixes the order, and the higher check moves second
// and attacks first: a player may want the other order (moving first to
// set a screen of fighters or a tractor beam before the enemy moves), and
// only a reroll can give it, so the winner is asked too (rules 8; before,
// only the loser was). The loser is asked first; a reroll that turns the
// result round puts the question to the other team if it has not rerolled.
func (s *State) settleInitiative(out *[]engine.Event) bool {
	loser := 1 - s.won
	if s.askReroll(loser, true) || (!s.rules.choose && s.askReroll(s.won, false)) {
		return true
	}
	if s.first < 0 {
		if s.rules.choose {
			// The winning team chooses through its first player still in
			// the battle (leadOf).
			s.prompt, s.asked = promptOrder, s.leadOf(Faction(s.won))
			return true
		}
		// The lower result moves first and attacks second (Who Goes First?).
		s.first = loser
	}
	text := fmt.Sprintf("The %s moves first and attacks second; the %s moves second and attacks first.",
		s.teamName(Faction(s.first)), s.teamName(Faction(1-s.first)))
	if _, interdict := s.interdictTeam(); !s.rules.choose && !(s.round == 1 && interdict) {
		// Say why: the checks are on the lines above, the rule is not.
		text = fmt.Sprintf("The %s's check is the lower (%d against %d), so it moves first and attacks second; the %s moves second and attacks first.",
			s.teamName(Faction(s.first)), s.init[s.first], s.init[1-s.first], s.teamName(Faction(1-s.first)))
	}
	*out = append(*out, ev(EvInitiative, engine.NoPlayer, text))
	s.phase, s.step = phMove, stepMove
	s.startTurns()
	return false
}

// askReroll puts the Advanced Communications Array's reroll to team f
// when it has not rerolled this round and a ship of it in play has the
// array. A losing team without one is marked done with rerolls for the
// round (mark), as before rules 8; a winning team is not, so that the
// state of a game in which no array is ever asked stays what it was and
// its save still verifies.
func (s *State) askReroll(f int, mark bool) bool {
	if s.rerolled[f] {
		return false
	}
	if p, ok := s.acaOwner(Faction(f)); ok {
		s.prompt, s.asked = promptReroll, p
		return true
	}
	if mark {
		s.rerolled[f] = true
	}
	return false
}

// acaOwner is the first player of a team whose fleet has a ship in play
// with an Advanced Communications Array.
func (s *State) acaOwner(f Faction) (engine.Player, bool) {
	best := engine.NoPlayer
	for i := range s.ships {
		id := ShipID(i)
		if s.active(id) && s.team(id) == f && s.has(id, AdvancedCommunicationsArray) {
			if o := s.ships[i].owner; best == engine.NoPlayer || o < best {
				best = o
			}
		}
	}
	return best, best != engine.NoPlayer
}

// nextActor passes the move or attack phase to the next player, and ends
// the phase after the last one.
func (s *State) nextActor(out *[]engine.Event) {
	s.cur++
	s.step, s.moving, s.left = stepMove, NoShip, 0
	if s.cur%s.players() != 0 {
		if s.phase == phAttack {
			s.pdq = s.pdPairs(s.actor())
		}
		return
	}
	s.cur = 0
	switch s.phase {
	case phMove:
		s.phase = phAttack
		s.startTurns()
		s.pdq = s.pdPairs(s.actor())
		*out = append(*out, ev(EvPhase, engine.NoPlayer, "Attack phase."))
	case phAttack:
		s.phase = phDamage
		s.dcAsked = 0
		*out = append(*out, ev(EvPhase, engine.NoPlayer, "Damage phase."))
	}
}

// alive reports whether a team still has a ship on the grid.
func (s *State) alive(f Faction) bool {
	for i := range s.ships {
		if s.ships[i].status == stActive && s.team(ShipID(i)) == f {
			return true
		}
	}
	return false
}

// checkVictory ends the game when a team has no ship left on the grid
// (How to Win; a fleet with fighters left only in its pool cannot launch
// them and has lost too). Both at once is a draw.
func (s *State) checkVictory(out *[]engine.Event) {
	if s.phase == phBuild || s.phase == phSetup {
		return
	}
	a, b := s.alive(Light), s.alive(Dark)
	if a && b {
		return
	}
	s.phase, s.prompt = phOver, promptNone
	s.atk = attack{}
	switch {
	case !a && !b:
		s.outcome = engine.Outcome{Over: true, Winner: engine.NoPlayer, Reason: "both fleets are destroyed: a draw"}
	default:
		w := Light
		if b {
			w = Dark
		}
		s.outcome = engine.Outcome{Over: true, Winner: s.seatOf(w), Allies: s.allies(w),
			Reason: fmt.Sprintf("the %s has destroyed every ship of the %s", s.teamName(w), s.teamName(1-w))}
	}
	*out = append(*out, ev(EvOver, s.outcome.Winner, "The battle is over: "+s.outcome.Reason+"."))
}
