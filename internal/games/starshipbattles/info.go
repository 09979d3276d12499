package starshipbattles

import (
	"fmt"
	"slices"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Where a ship is.
const (
	InPool    = "pool"      // a fighter in its fleet's pool
	Unplaced  = "unplaced"  // not yet set up
	OnGrid    = "grid"      // on the stellar grid
	Destroyed = "destroyed" // removed from the game
	Fled      = "fled"      // left the grid: counts as destroyed
)

// ShipInfo is what a screen needs to draw a ship and its stat card. It is a
// copy: changing it changes nothing in the game.
type ShipInfo struct {
	ID       ShipID
	Name     string
	Card     CardID
	Owner    engine.Player
	Faction  Faction
	Class    int
	Where    string // InPool, Unplaced, OnGrid, Destroyed or Fled
	Reduced  bool   // shows its reduced side
	Space    grid.Space
	Facing   grid.Facing // meaningless for class 4
	Damage   int         // damage counters beside the card
	Moved    bool        // has moved this round
	Launched bool        // launched this round: cannot move
	Launches int         // fighters launched this round
	Rate     int         // fighters it may launch this round in all
	Buzz     bool        // −1 Defense for the round (Buzz Droids)
	Spent    []bool      // its Command entries, true once spent
	PD       int         // Point-Defense rating now
	HasPD    bool
	// Fired marks the weapons of the side shown that cannot attack again
	// this round: fired once (Attack Phase), or for a broadside weapon of
	// a class 1–3 ship, both broadside attacks made.
	Fired []bool
	// BroadsideLeft and BroadsideRight are the broadside attacks made this
	// round into the ship's left and right broadsides (one each at most).
	BroadsideLeft, BroadsideRight bool
}

func (s *State) info(id ShipID) ShipInfo {
	sh := &s.ships[id]
	c := s.card(id)
	in := ShipInfo{ID: id, Name: s.Name(id), Card: sh.card, Owner: sh.owner, Faction: c.Faction, Class: c.Class,
		Where: [...]string{InPool, Unplaced, OnGrid, Destroyed, Fled}[sh.status], Reduced: sh.reduced, Space: s.space(id),
		Facing: sh.facing, Damage: sh.damage, Moved: sh.moved, Launched: sh.launched, Launches: int(sh.launches),
		Rate: s.launchRate(id), Buzz: sh.buzz}
	for k := range c.Command {
		in.Spent = append(in.Spent, sh.spent&(1<<k) != 0)
	}
	in.PD, in.HasPD = s.pdRating(id)
	in.BroadsideLeft, in.BroadsideRight = sh.used&usedLeft != 0, sh.used&usedRight != 0
	for wi := range s.side(id).Weapons {
		in.Fired = append(in.Fired, s.weaponSpent(id, wi))
	}
	return in
}

// weaponSpent reports whether weapon wi of a ship can attack no more this
// round: each weapon system fires once, and a class 1–3 ship's broadside
// weapons share one attack into each broadside.
func (s *State) weaponSpent(id ShipID, wi int) bool {
	used := s.ships[id].used
	if s.side(id).Weapons[wi].Kind.Arc() == Broadside && s.class(id) != 4 {
		return used&usedLeft != 0 && used&usedRight != 0
	}
	return used&(1<<wi) != 0
}

// Ships lists every ship and fighter, in a fixed order (ShipID).
func (s *State) Ships() []ShipInfo {
	out := make([]ShipInfo, len(s.ships))
	for i := range s.ships {
		out[i] = s.info(ShipID(i))
	}
	return out
}

// Ship is one ship.
func (s *State) Ship(id ShipID) (ShipInfo, bool) {
	if !s.validShip(id) {
		return ShipInfo{}, false
	}
	return s.info(id), true
}

// Card is a copy of a stat card.
func (s *State) Card(id CardID) (Card, bool) {
	if !s.validCard(id) {
		return Card{}, false
	}
	return s.rules.cards[id].copy(), true
}

// Cards lists copies of every stat card the game knows, by CardID.
func (s *State) Cards() []Card {
	out := make([]Card, len(s.rules.cards))
	for i, c := range s.rules.cards {
		out[i] = c.copy()
	}
	return out
}

// Grid is the size of the stellar grid.
func (s *State) Grid() (cols, rows int) { return s.rules.cols, s.rules.rows }

// OnGrid reports whether a whole space lies on the stellar grid: a ship
// stepping out of it flees and counts as destroyed.
func (s *State) OnGrid(sp grid.Space) bool { return s.onGrid(sp) }

// SetupRows are the rows of side p's set-up area.
func (s *State) SetupRows(p engine.Player) (lo, hi int) {
	if int(p) < 0 || int(p) >= s.players() {
		return 0, -1
	}
	return s.zone(p)
}

// Players is how many players (seats) the battle has: two, or four in two
// teams (Team Play).
func (s *State) Players() int { return s.players() }

// SideName is the name the scenario gives side p ("Light Side", "Rebel
// Fleet").
func (s *State) SideName(p engine.Player) string { return s.playerName(p) }

// SideColor is the colour name the scenario gives side p ("red"), or ""
// when it gives none.
func (s *State) SideColor(p engine.Player) string {
	if p < 0 || int(p) >= s.players() {
		return ""
	}
	return s.rules.sides[p].color
}

// QuickStart reports whether the Quick Start rules are in force.
func (s *State) QuickStart() bool { return s.rules.quick }

// Round is the current round, from 1 (0 before the battle).
func (s *State) Round() int { return s.round }

// FactionOf is side p's faction (and team).
func (s *State) FactionOf(p engine.Player) Faction {
	if int(p) < 0 || int(p) >= s.players() {
		return Light
	}
	return s.faction(p)
}

// InitiativeInfo is the round's initiative: each team's check, the team
// that won (or -1), the team that moves first (or -1).
type InitiativeInfo struct {
	Checks   [2]int
	Won      int
	First    int
	Rerolled [2]bool
	Setup    [2]int // the set-up rolls (0 when none was made)
}

// Initiative tells how the round's order was decided.
func (s *State) Initiative() InitiativeInfo {
	return InitiativeInfo{Checks: s.init, Won: s.won, First: s.first, Rerolled: s.rerolled, Setup: s.setupRolls}
}

// FleetOnGrid reports whether player p's fleet still has a ship on the
// grid: a player whose fleet has none is out of the battle and passed over
// (Team Play).
func (s *State) FleetOnGrid(p engine.Player) bool {
	return int(p) >= 0 && int(p) < s.players() && s.fleetOnGrid(p)
}

// FleetInfo is one player's fleet while it is built and after.
type FleetInfo struct {
	Faction Faction
	Budget  int      // the point limit, 0 when the scenario gives the fleet
	Picks   []CardID // nil while another team builds in secret
	Points  int
	Done    bool
}

// Fleet is player p's fleet as this state shows it.
func (s *State) Fleet(p engine.Player) FleetInfo {
	if int(p) < 0 || int(p) >= s.players() {
		return FleetInfo{}
	}
	f := s.fleets[p]
	out := FleetInfo{Faction: f.faction, Budget: s.rules.build, Picks: append([]CardID(nil), f.picks...), Done: f.done}
	if s.phase == phBuild {
		out.Points = s.points(p)
	} else {
		for i := range s.ships {
			if s.ships[i].owner == p {
				out.Points += s.card(ShipID(i)).Cost
			}
		}
	}
	return out
}

// PoolEntry is how many fighters of a card wait in a pool.
type PoolEntry struct {
	Card  CardID
	Count int
}

// Pool lists player p's fighter pool by card, in the fleet's order.
func (s *State) Pool(p engine.Player) []PoolEntry {
	var out []PoolEntry
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.owner != p || sh.status != stPool {
			continue
		}
		found := false
		for k := range out {
			if out[k].Card == sh.card {
				out[k].Count++
				found = true
			}
		}
		if !found {
			out = append(out, PoolEntry{sh.card, 1})
		}
	}
	return out
}

// SheetInfo is a player's Fleet Commander sheet: unspent counters by the
// class they can pay for, the options chosen this round and those in effect
// for the player's team.
type SheetInfo struct {
	Counters [5]int // index 1 to 4
	Used     []Option
	InEffect []Option
}

// Sheet is player p's Fleet Commander sheet.
func (s *State) Sheet(p engine.Player) SheetInfo {
	var out SheetInfo
	if int(p) < 0 || int(p) >= s.players() {
		return out
	}
	for c := 1; c <= 4; c++ {
		out.Counters[c] = s.counters(p, c)
	}
	for o := Option(0); o < numOptions; o++ {
		if s.fleets[p].optUsed&(1<<o) != 0 {
			out.Used = append(out.Used, o)
		}
		if s.effect(s.faction(p), o) {
			out.InEffect = append(out.InEffect, o)
		}
	}
	return out
}

// AttackInfo is the attack under way.
type AttackInfo struct {
	Ship, Target ShipID
	Weapon       string // the weapon's name, or "Point-Defense"
	Face         grid.FaceSet
	Range        int
	Rolled       bool // the roll is made (Hit, Critical and Damage are known)
	Hit          bool
	Critical     bool
	Damage       int
	Need         int // the Defense to reach, with its modifiers
	Bonus        int // what is added to the d20
	// Chance is the chance of hitting in percent, a natural 20 always
	// hitting and a natural 1 always missing (Attack Phase): what the
	// options asked before the roll change.
	Chance int
	// IfHit is the damage a hit deals with the options in effect now (a
	// critical hit's +1 once the roll has made one): what Power to Shields
	// or Fly Casual would save.
	IfHit int
}

// AllyPart names the part of the phase a teammate is asked about (the
// question "Options for an ally's turn"): the ally whose part it is and its
// phase, PhaseMove, PhaseLaunch or PhaseAttack. ok is false while no such
// question is put.
func (s *State) AllyPart() (ally engine.Player, phase string, ok bool) {
	if s.prompt != promptAlly {
		return engine.NoPlayer, "", false
	}
	phase = PhaseAttack
	if s.phase == phMove {
		phase = PhaseMove
		if s.step == stepLaunch {
			phase = PhaseLaunch
		}
	}
	return s.actorOrNone(), phase, true
}

// PendingAttack is the attack being resolved, if one is.
func (s *State) PendingAttack() (AttackInfo, bool) {
	a := s.atk
	if !a.on {
		return AttackInfo{}, false
	}
	need, _ := s.defense(a)
	bonus := 0
	for _, m := range s.attackMods(a) {
		bonus += m.Value
	}
	return AttackInfo{Ship: a.ship, Target: a.target, Weapon: s.weaponName(a), Face: a.face, Range: a.dist,
		Rolled: a.stage > stageRoll, Hit: a.hit, Critical: a.crit, Damage: a.dmg, Need: need, Bonus: bonus,
		Chance: 5 * chance(bonus, need), IfHit: s.damageOf(a, a.crit, nil)}, true
}

// chance is the chance that an attack of d20+bonus against need hits, in
// twentieths: the faces 2–19 that reach it, and the natural 20.
func chance(bonus, need int) int { return int(hitOdds(bonus, need)*20+0.5) + 1 }

// Odds tells what an attack would need and its chance of hitting (in
// twentieths: natural 20s included, natural 1s excluded), for a screen's
// preview; ok is false when the attack is not legal now.
func (s *State) Odds(in Attack) (need, bonus, twentieths int, ok bool) {
	a, err := s.checkAttack(in)
	if err != nil {
		return 0, 0, 0, false
	}
	need, _ = s.defense(a)
	for _, m := range s.attackMods(a) {
		bonus += m.Value
	}
	return need, bonus, chance(bonus, need), true
}

// Moving is the ship in the middle of its move and the squares it has
// left, or NoShip.
func (s *State) Moving() (ShipID, int) { return s.moving, s.left }

// Displacing is the fighter a class 1 or 2 ship is pushing aside and the
// squares its controller may choose, while that is asked.
func (s *State) Displacing() (ShipID, []grid.Square, bool) {
	if s.prompt != promptDisplace {
		return NoShip, nil, false
	}
	return s.displaced[0], s.displaceSquares(s.displaced[0]), true
}

// Pushed lists the pushed fighters the asked player may place now, while
// that is asked: the first one alone, or all of its pushed fighters when
// the order can matter (two of them have a nearest free square in common),
// so that it chooses which goes first (Player's Choice).
func (s *State) Pushed() []ShipID {
	if s.prompt != promptDisplace {
		return nil
	}
	return s.displaceChoice()
}

// PushSquares is where a pushed fighter may go now (Pushed), nil for
// another ship.
func (s *State) PushSquares(f ShipID) []grid.Square {
	if !slices.Contains(s.Pushed(), f) {
		return nil
	}
	return s.displaceSquares(f)
}

// Reachable lists the top-left squares where a ship of the acting player
// may end its move this round (its own square included when it may stay),
// for a screen's overlay.
func (s *State) Reachable(id ShipID) []grid.Square {
	if !s.validShip(id) || s.checkMover(s.ships[id].owner, id) != nil || !s.acting(s.ships[id].owner) {
		return nil
	}
	var out []grid.Square
	for _, pz := range s.reachablePoses(id) {
		if !pz.end {
			continue
		}
		dup := false
		for _, q := range out {
			dup = dup || q == pz.at
		}
		if !dup {
			out = append(out, pz.at)
		}
	}
	return out
}

// Faces is the set of the target's faces an attacker may choose.
func (s *State) Faces(attacker, target ShipID) grid.FaceSet {
	if !s.validShip(attacker) || !s.validShip(target) || s.class(target) == 4 {
		return 0
	}
	return s.facesFor(attacker, target)
}

// buildSecret reports whether what player p does to its fleet is hidden
// from viewer: while the fleets are built in secret, from every player of
// another team (Assemble Your Fleet).
func (s *State) buildSecret(p, viewer engine.Player) bool {
	return s.phase == phBuild && viewer != engine.NoPlayer &&
		(int(viewer) >= s.players() || int(p) >= s.players() || s.faction(viewer) != s.faction(p))
}

// Conceals implements engine.Concealer: a card added to a fleet or taken
// out of it while the fleets are built is not in another team's log at
// all, since a line per card, even without its name, would count the
// other fleet's cards. The fleets are revealed together when all are done.
func (s *State) Conceals(in engine.Intent, viewer engine.Player) bool {
	switch x := in.(type) {
	case Add:
		return s.buildSecret(x.By, viewer)
	case Remove:
		return s.buildSecret(x.By, viewer)
	}
	return false
}

// PayerOf is the ship whose Command counter pays for in: the ship it
// names, or the one the program picks when it names none (NoShip when no
// ship can pay).
func (s *State) PayerOf(in Play) ShipID {
	if in.Payer != NoPayer {
		return in.Payer.Ship()
	}
	id, _ := s.counterFor(in.By, in.Option)
	return id
}

// Payers lists, in ship order, p's ships whose Command counters could pay
// for o: several make the choice of the payer worth asking.
func (s *State) Payers(p engine.Player, o Option) []ShipID {
	if !o.Valid() {
		return nil
	}
	return s.payers(p, o)
}

// Describe implements engine.Describer: the intent with the names of the
// ships and cards it concerns, for one reader. While fleets are built, a
// card bought is named only to its player's team (and after the game, to
// everybody).
func (s *State) Describe(in engine.Intent, viewer engine.Player) string {
	in, err := codec.Normalize(in)
	if err != nil {
		return ""
	}
	card := func(c CardID) string {
		if !s.validCard(c) {
			return fmt.Sprintf("card %d", c)
		}
		return s.rules.cards[c].Name
	}
	name := func(id ShipID) string {
		if !s.validShip(id) {
			return fmt.Sprintf("ship %d", id)
		}
		return s.Name(id)
	}
	secret := func(p engine.Player) bool { return s.buildSecret(p, viewer) }
	switch x := in.(type) {
	case Add:
		if secret(x.By) {
			return x.String()
		}
		return "add " + card(x.Card)
	case Remove:
		if secret(x.By) {
			return x.String()
		}
		return "take out " + card(x.Card)
	case Place:
		return fmt.Sprintf("set up %s at %d,%d facing %v", name(x.Ship), x.At.X, x.At.Y, x.Facing)
	case Step:
		return fmt.Sprintf("%s: one square %v", name(x.Ship), x.Dir)
	case Stop:
		if s.validShip(x.Ship) && s.class(x.Ship) == 3 {
			return fmt.Sprintf("%s ends its move facing %v", name(x.Ship), x.Facing)
		}
		return name(x.Ship) + " ends its move"
	case Launch:
		return fmt.Sprintf("%s launches %s at %d,%d", name(x.Carrier), name(x.Fighter), x.At.X, x.At.Y)
	case Attack:
		w := fmt.Sprintf("weapon %d", x.Weapon)
		if s.validShip(x.Ship) && x.Weapon >= 0 && x.Weapon < len(s.side(x.Ship).Weapons) {
			w = s.side(x.Ship).Weapons[x.Weapon].Name
		}
		t := fmt.Sprintf("%s: %s at %s", name(x.Ship), w, name(x.Target))
		if x.Face != 0 {
			t += " (" + x.Face.String() + ")"
		}
		return t
	case Displace:
		return fmt.Sprintf("%s to %d,%d", name(x.Fighter), x.To.X, x.To.Y)
	case Shift:
		return "Emperor's Will: the damage goes to " + name(x.To)
	case Play:
		if x.Payer != NoPayer {
			return fmt.Sprintf("play %v, paid by %s", x.Option, name(x.Payer.Ship()))
		}
	case Done:
		return s.doneWords()
	}
	return in.String()
}

// doneWords says what Done finishes in the current phase.
func (s *State) doneWords() string {
	switch {
	case s.phase == phBuild:
		return "the fleet is ready"
	case s.phase == phMove && s.step == stepLaunch:
		return "done launching"
	case s.phase == phMove:
		return "done moving"
	case s.phase == phAttack:
		return "done attacking"
	}
	return "done"
}

var _ engine.Describer = (*State)(nil)
