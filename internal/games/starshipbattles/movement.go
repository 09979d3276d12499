package starshipbattles

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// stepResult is where one step leads.
type stepResult struct {
	at        grid.Square
	facing    grid.Facing
	fled      bool     // the space leaves the grid: the ship flees
	ally      bool     // it passes over an allied ship
	allyID    ShipID   // the first such ship
	stop      bool     // it must stop (zone of control, Tractor Beams)
	stopWhy   string   // what stops it
	displaced []ShipID // enemy fighters in its new space (class 1 and 2 only)
}

// errors of movement that the scripted opponent and the screens tell apart
// from the others are plain errors with the rule named.
var errNoDiagonal = errors.New("class 1 and 2 ships move forward, or turn 90 degrees and then move forward: never backward or diagonally (Facing)")

// stepFrom works out one step of ship id from square at with facing f
// and left squares to go (left counts this step). It says why the step is
// not allowed.
func (s *State) stepFrom(id ShipID, d Dir, at grid.Square, f grid.Facing, left int) (stepResult, error) {
	res := stepResult{facing: f}
	class := s.class(id)
	if class <= 2 {
		switch (d - DirOf(f) + 8) % 8 {
		case 0:
		case 2:
			res.facing = f.Rotate(1)
		case 6:
			res.facing = f.Rotate(-1)
		case 1, 7:
			if class != 2 || !s.effect(s.team(id), PowerToEngines) {
				if class == 2 {
					return res, errors.New("a class 2 ship moves diagonally only under Power to Engines (Fleet Commander)")
				}
				return res, errNoDiagonal
			}
		default:
			return res, errNoDiagonal
		}
	}
	res.at = grid.Add(at, d.Offset())
	sp := grid.NewSpace(res.at, grid.ClassSize(class))
	if !s.onGrid(sp) {
		res.fled = true
		return res, nil
	}
	for i := range s.ships {
		o := ShipID(i)
		if o == id || s.ships[i].status != stActive || grid.SpaceDistance(s.space(o), sp) != 0 {
			continue
		}
		switch {
		case !s.enemies(id, o):
			if !res.ally {
				res.allyID = o
			}
			res.ally = true
		case s.class(o) == 4 && class <= 2:
			res.displaced = append(res.displaced, o)
		case s.class(o) == 4:
			return res, fmt.Errorf("%s cannot move into %s's square: only class 1 and 2 ships push enemy starfighters aside (Other Ships)", s.Name(id), s.Name(o))
		default:
			return res, fmt.Errorf("%s cannot move into or through %s's square: it is an enemy (Other Ships)", s.Name(id), s.Name(o))
		}
	}
	res.stop, res.stopWhy = s.mustStop(id, sp)
	if res.ally {
		switch {
		case res.stop:
			return res, fmt.Errorf("%s would have to stop (%s) in a square an allied ship occupies (Other Ships)", s.Name(id), res.stopWhy)
		case left <= 1:
			// A player whose class 1 ship found its own fighters ahead
			// looked for the step ahead in vain: the reason names the
			// ally, and that only enemy fighters are pushed aside.
			why := fmt.Sprintf("%s may pass %s, an allied ship, but not end its move in its square", s.Name(id), s.Name(res.allyID))
			if class <= 2 && s.class(res.allyID) == 4 {
				why += ": class 1 and 2 ships push only enemy fighters aside"
			}
			return res, errors.New(why + " (Other Ships)")
		case !s.canFinish(id, res.at, res.facing, left-1):
			return res, fmt.Errorf("%s could not move on clear of the allied ship in that square (Other Ships)", s.Name(id))
		}
	}
	return res, nil
}

// canFinish reports whether a ship over an ally can still end its move
// clear of allies with the squares it has left.
func (s *State) canFinish(id ShipID, at grid.Square, f grid.Facing, left int) bool {
	for d := Dir(0); d < 8; d++ {
		if _, err := s.stepFrom(id, d, at, f, left); err == nil {
			return true
		}
	}
	return false
}

// mustStop reports whether a ship entering space sp must stop: a fighter
// next to an enemy fighter that holds it (zone of control, with Interceptor
// and Assault), a nonfighter next to an enemy with Tractor Beams of its
// class or larger (unless it has Cloak).
func (s *State) mustStop(id ShipID, sp grid.Space) (bool, string) {
	class := s.class(id)
	for i := range s.ships {
		e := ShipID(i)
		if s.ships[i].status != stActive || !s.enemies(id, e) || grid.SpaceDistance(s.space(e), sp) != 1 {
			continue
		}
		ec := s.class(e)
		if class == 4 && ec == 4 {
			if s.has(e, Assault) || (s.has(id, Interceptor) && !s.has(e, Interceptor)) {
				continue
			}
			return true, "the zone of control of " + s.Name(e)
		}
		if class != 4 && ec != 4 && ec <= class && s.has(e, TractorBeams) && !s.has(id, Cloak) {
			return true, "the Tractor Beams of " + s.Name(e)
		}
	}
	return false, ""
}

// checkMover says why ship id may not move now.
func (s *State) checkMover(p engine.Player, id ShipID) error {
	if s.phase != phMove || s.step != stepMove || s.prompt != promptNone {
		return fmt.Errorf("ships move only in their player's part of the move phase; this is the %s phase", s.Phase().Name)
	}
	if !s.validShip(id) || s.ships[id].owner != p {
		return fmt.Errorf("ship %d is not one of %s's ships", id, s.playerName(p))
	}
	sh := &s.ships[id]
	switch {
	case sh.status != stActive:
		return fmt.Errorf("%s is not on the stellar grid", s.Name(id))
	case s.moving != NoShip && s.moving != id:
		return s.movingFirst()
	case sh.launched:
		return fmt.Errorf("%s was launched this round and cannot move until the next (Launch Fighters)", s.Name(id))
	case sh.moved:
		return fmt.Errorf("%s has moved this round: each ship moves once (Move Phase)", s.Name(id))
	}
	return nil
}

// stepsLeft is how far the ship may still move this round: its class in
// squares (Move Phase) until it starts.
func (s *State) stepsLeft(id ShipID) int {
	if s.moving == id {
		return s.left
	}
	return s.class(id)
}

func (s *State) checkStep(in Step) (stepResult, error) {
	if err := s.checkMover(in.By, in.Ship); err != nil {
		return stepResult{}, err
	}
	if !in.Dir.Valid() {
		return stepResult{}, fmt.Errorf("direction %d is not one of the eight", in.Dir)
	}
	left := s.stepsLeft(in.Ship)
	if left <= 0 {
		return stepResult{}, fmt.Errorf("%s has moved as far as it may this round (class %d: %s)", s.Name(in.Ship), s.class(in.Ship), engine.Count(s.class(in.Ship), "square", "squares"))
	}
	sh := &s.ships[in.Ship]
	return s.stepFrom(in.Ship, in.Dir, sh.at, sh.facing, left)
}

func (s *State) applyStep(in Step, out *[]engine.Event) error {
	res, err := s.checkStep(in)
	if err != nil {
		return err
	}
	sh := &s.ships[in.Ship]
	left := s.stepsLeft(in.Ship) - 1
	from := sh.at
	sh.at, sh.facing = res.at, res.facing
	s.moving, s.left = in.Ship, left
	e := engine.Event{Kind: EvMove, Player: in.By,
		Text:  fmt.Sprintf("%s moves %v to %d,%d", s.Name(in.Ship), in.Dir, res.at.X, res.at.Y),
		Trail: &engine.Trail{Unit: unitName(in.Ship), Path: []engine.Point{{X: from.X, Y: from.Y}, {X: res.at.X, Y: res.at.Y}}}}
	if s.class(in.Ship) <= 2 {
		e.Text += fmt.Sprintf(", facing %v", res.facing)
	}
	if res.fled {
		sh.moved = true
		s.moving, s.left = NoShip, 0
		e.Text += ": it leaves the stellar grid and has fled the battle, which counts as destroyed (Moving Off the Stellar Grid)."
		*out = append(*out, e)
		s.flee(in.Ship, out)
		s.checkVictory(out)
		return nil
	}
	if res.stop {
		s.left = 0
		e.Text += "; it must stop: " + res.stopWhy
	}
	e.Text += "."
	*out = append(*out, e)
	s.displaced = res.displaced
	return nil
}

// applyStop ends a ship's move (or has it hold without moving).
func (s *State) checkStop(in Stop) error {
	if err := s.checkMover(in.By, in.Ship); err != nil {
		return err
	}
	sh := &s.ships[in.Ship]
	if !in.Facing.Valid() {
		return fmt.Errorf("facing %d is not N, E, S or W", in.Facing)
	}
	if s.class(in.Ship) != 3 && in.Facing != sh.facing {
		if s.class(in.Ship) == 4 {
			return fmt.Errorf("facing does not matter for class 4 ships: stop %s with facing %v", s.Name(in.Ship), sh.facing)
		}
		return fmt.Errorf("a class %d ship faces the way it last moved and never ends its move with a turn (Facing): %s faces %v",
			s.class(in.Ship), s.Name(in.Ship), sh.facing)
	}
	return s.checkEnd(in.Ship)
}

// checkEnd says why ship id may not end its move where it stands: a ship
// that has moved into an allied ship's square must move on (Move Phase,
// Other Ships).
func (s *State) checkEnd(id ShipID) error {
	if o := s.occupant(s.space(id), id); o != NoShip {
		return fmt.Errorf("%s cannot end its move in %s's square and must move on (Move Phase, Other Ships)", s.Name(id), s.Name(o))
	}
	return nil
}

// movingFirst says what the ship in the middle of its move must do before
// anything else: move on out of an allied ship's square, or end its move.
func (s *State) movingFirst() error {
	if err := s.checkEnd(s.moving); err != nil {
		return err
	}
	return fmt.Errorf("%s is moving: end its move first", s.Name(s.moving))
}

func (s *State) applyStop(in Stop, out *[]engine.Event) error {
	if err := s.checkStop(in); err != nil {
		return err
	}
	sh := &s.ships[in.Ship]
	text := fmt.Sprintf("%s holds its position", s.Name(in.Ship))
	if s.moving == in.Ship {
		text = fmt.Sprintf("%s ends its move at %d,%d", s.Name(in.Ship), sh.at.X, sh.at.Y)
	}
	if s.class(in.Ship) == 3 {
		text += fmt.Sprintf(", facing %v", in.Facing)
	}
	sh.facing, sh.moved = in.Facing, true
	s.moving, s.left = NoShip, 0
	*out = append(*out, ev(EvMove, in.By, text+"."))
	return nil
}

// endMove ends the move of a ship with no squares left (class 1, 2 and 4:
// their facing is the last step's, or none).
func (s *State) endMove(out *[]engine.Event) {
	s.ships[s.moving].moved = true
	s.moving, s.left = NoShip, 0
}

// movable reports whether p still has a ship to move.
func (s *State) movable(p engine.Player) bool {
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.owner == p && sh.status == stActive && !sh.moved && !sh.launched {
			return true
		}
	}
	return false
}

// settleMove places displaced fighters, ends moves that are over, passes
// from moving to launching and from player to player.
func (s *State) settleMove(out *[]engine.Event) bool {
	p := s.actor()
	if s.step == stepMove {
		if s.moving != NoShip {
			if len(s.displaced) > 0 {
				f := s.displaced[0]
				opts := s.displaceSquares(f)
				if len(opts) > 1 || len(s.displaceChoice()) > 1 {
					s.prompt, s.asked = promptDisplace, s.ships[f].owner
					return true
				}
				s.displaceTo(f, opts, out)
				return false
			}
			if s.left == 0 && s.class(s.moving) != 3 {
				s.endMove(out)
				return false
			}
			return true
		}
		if s.movable(p) {
			s.askAlly()
			return true
		}
		s.step = stepLaunch
		return false
	}
	if s.canLaunchAny(p) {
		s.askAlly()
		return true
	}
	s.nextActor(out)
	return false
}

// displaceSquares lists the free squares nearest a displaced fighter that
// lie outside the moving ship's space (Other Ships: the fighter moves the
// shortest possible distance; its controller chooses among the nearest).
func (s *State) displaceSquares(f ShipID) []grid.Square {
	mover := s.space(s.moving)
	from := s.ships[f].at
	for r := 1; r < max(s.rules.cols, s.rules.rows); r++ {
		var out []grid.Square
		for y := from.Y - r; y <= from.Y+r; y++ {
			for x := from.X - r; x <= from.X+r; x++ {
				q := grid.Square{X: x, Y: y}
				if grid.Distance(q, from) != r || mover.Contains(q) || !s.onGrid(grid.NewSpace(q, 1)) {
					continue
				}
				if s.occupant(grid.NewSpace(q, 1), f) != NoShip {
					continue
				}
				out = append(out, q)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// flee takes a ship that left the grid out of the battle. Fleeing counts
// as being destroyed (Moving Off the Stellar Grid), so an Infinite fighter
// goes back to its fleet's pool as a destroyed one would (glossary:
// Infinite); any other ship is out of the game.
func (s *State) flee(id ShipID, out *[]engine.Event) {
	sh := &s.ships[id]
	if s.has(id, Infinite) {
		sh.status, sh.damage, sh.reduced = stPool, 0, false
		*out = append(*out, ev(EvMove, sh.owner, s.Name(id)+" counts as destroyed and returns to the fighter pool (Infinite)."))
		return
	}
	sh.status = stFled
}

// displaceTo puts the first displaced fighter on the only square it may
// go to (or removes it when the grid has none).
func (s *State) displaceTo(f ShipID, opts []grid.Square, out *[]engine.Event) {
	s.displaced = s.displaced[1:]
	if len(opts) == 0 {
		*out = append(*out, ev(EvMove, s.ships[f].owner, s.Name(f)+" has nowhere to go and leaves the grid."))
		s.flee(f, out)
		s.checkVictory(out)
		return
	}
	s.moveDisplaced(f, opts[0], out)
}

func (s *State) moveDisplaced(f ShipID, to grid.Square, out *[]engine.Event) {
	from := s.ships[f].at
	s.ships[f].at = to
	*out = append(*out, engine.Event{Kind: EvMove, Player: s.ships[f].owner,
		Text:  fmt.Sprintf("%s is pushed aside by %s to %d,%d (Other Ships).", s.Name(f), s.Name(s.moving), to.X, to.Y),
		Trail: &engine.Trail{Unit: unitName(f), Path: []engine.Point{{X: from.X, Y: from.Y}, {X: to.X, Y: to.Y}}}})
}

// displaceChoice lists the pushed fighters that the controller of the
// first one places now. Its fighters pushed by one step are placed one at a
// time, and the player chooses the order (Simultaneous Effects, Player's
// Choice) where the order can matter: when two of them have a nearest free
// square in common, any of its pushed fighters may go next. Otherwise the
// first in the list goes next (fighters whose nearest squares are apart
// never change each other's), as do another player's after this player's.
func (s *State) displaceChoice() []ShipID {
	f := s.displaced[0]
	var mine []ShipID
	for _, g := range s.displaced {
		if s.ships[g].owner == s.ships[f].owner {
			mine = append(mine, g)
		}
	}
	if len(mine) > 1 {
		near := make([][]grid.Square, len(mine))
		for i, g := range mine {
			near[i] = s.displaceSquares(g)
		}
		for i := range near {
			for j := i + 1; j < len(near); j++ {
				if shareSquare(near[i], near[j]) {
					return mine
				}
			}
		}
	}
	return []ShipID{f}
}

func shareSquare(a, b []grid.Square) bool {
	for _, q := range a {
		for _, r := range b {
			if q == r {
				return true
			}
		}
	}
	return false
}

func (s *State) checkDisplace(in Displace) error {
	if s.prompt != promptDisplace {
		return fmt.Errorf("no fighter is being pushed aside; this is the %s phase", s.Phase().Name)
	}
	choice := s.displaceChoice()
	if !slices.Contains(choice, in.Fighter) {
		if len(choice) == 1 {
			return fmt.Errorf("the fighter to place is %s (ship %d)", s.Name(choice[0]), choice[0])
		}
		names := make([]string, len(choice))
		for i, g := range choice {
			names[i] = fmt.Sprintf("%s (ship %d)", s.Name(g), g)
		}
		return fmt.Errorf("the fighter to place is one of %s", strings.Join(names, ", "))
	}
	for _, q := range s.displaceSquares(in.Fighter) {
		if q == in.To {
			return nil
		}
	}
	return fmt.Errorf("%s must go to one of the nearest free squares outside %s's space (Other Ships)", s.Name(in.Fighter), s.Name(s.moving))
}

func (s *State) applyDisplace(in Displace, out *[]engine.Event) error {
	if err := s.checkDisplace(in); err != nil {
		return err
	}
	rest := make([]ShipID, 0, len(s.displaced)-1)
	for _, g := range s.displaced {
		if g != in.Fighter {
			rest = append(rest, g)
		}
	}
	s.displaced = rest
	s.prompt = promptNone
	s.moveDisplaced(in.Fighter, in.To, out)
	return nil
}

func (s *State) applyMoveDone(in Done, out *[]engine.Event) error {
	if s.moving != NoShip {
		return s.movingFirst()
	}
	if s.step == stepLaunch {
		*out = append(*out, ev(EvLaunch, in.By, s.playerName(in.By)+" launches no more fighters."))
		s.nextActor(out)
		return nil
	}
	n := 0
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.owner == in.By && sh.status == stActive && !sh.moved && !sh.launched {
			sh.moved = true
			n++
		}
	}
	held := "no ship held its position"
	switch {
	case n == 1:
		held = "1 ship held its position"
	case n > 1:
		held = fmt.Sprintf("%d ships held their positions", n)
	}
	*out = append(*out, ev(EvMove, in.By, fmt.Sprintf("%s has finished moving (%s).", s.playerName(in.By), held)))
	s.step = stepLaunch
	return nil
}

// interdicted reports whether a ship with Interdict is in play: every ship
// then launches at half its rate, rounded up.
func (s *State) interdicted() bool { return s.interdictor() != NoShip }

// interdictor is the first ship with Interdict in play, or NoShip.
func (s *State) interdictor() ShipID {
	for i := range s.ships {
		if s.active(ShipID(i)) && s.has(ShipID(i), Interdict) {
			return ShipID(i)
		}
	}
	return NoShip
}

// LaunchNote says why a ship's launch rate this round is not the Fighter
// Launch its card shows ("Fighter Launch 3 halved (rounded up) by
// Interdictor's Interdict"), or "" when it is: a player reading 3 on the
// card and 2 in the count was never told why.
func (s *State) LaunchNote(id ShipID) string {
	if !s.validShip(id) {
		return ""
	}
	fl := s.side(id).Value(FighterLaunch)
	if fl == 0 {
		return ""
	}
	var why []string
	if i := s.interdictor(); i != NoShip {
		why = append(why, fmt.Sprintf("halved (rounded up) by %s's Interdict", s.Name(i)))
	}
	if s.class(id) == 2 && s.effect(s.team(id), ScrambleFighters) {
		why = append(why, "+1 for Scramble Fighters")
	}
	if len(why) == 0 {
		return ""
	}
	return fmt.Sprintf("Fighter Launch %d %s", fl, strings.Join(why, ", "))
}

// launchRate is how many fighters a ship may launch this round: its
// Fighter Launch (used in the Quick Start game too: launching is a basic
// rule), halved and rounded up under Interdict, plus one for a class 2 ship
// under Scramble Fighters.
func (s *State) launchRate(id ShipID) int {
	fl := s.side(id).Value(FighterLaunch)
	if fl == 0 {
		return 0
	}
	if s.interdicted() {
		fl = (fl + 1) / 2
	}
	if s.class(id) == 2 && s.effect(s.team(id), ScrambleFighters) {
		fl++
	}
	return fl
}

// poolFighter is the first fighter of a card in p's pool, or NoShip.
func (s *State) poolFighter(p engine.Player, c CardID) ShipID {
	for i := range s.ships {
		if s.ships[i].owner == p && s.ships[i].status == stPool && s.ships[i].card == c {
			return ShipID(i)
		}
	}
	return NoShip
}

func (s *State) checkLaunch(in Launch) error {
	if s.phase != phMove || s.step != stepLaunch || s.prompt != promptNone {
		if s.phase == phMove && s.step == stepMove {
			return errors.New("fighters launch after all the fleet's ships have moved (Launch Fighters): finish moving first")
		}
		return fmt.Errorf("fighters launch at the end of their player's move; this is the %s phase", s.Phase().Name)
	}
	if !s.validShip(in.Carrier) || s.ships[in.Carrier].owner != in.By || !s.active(in.Carrier) {
		return fmt.Errorf("ship %d is not one of %s's ships on the grid", in.Carrier, s.playerName(in.By))
	}
	if !s.validShip(in.Fighter) || s.ships[in.Fighter].owner != in.By || s.ships[in.Fighter].status != stPool {
		return fmt.Errorf("ship %d is not a fighter in %s's fighter pool", in.Fighter, s.playerName(in.By))
	}
	rate := s.launchRate(in.Carrier)
	if rate == 0 {
		return fmt.Errorf("%s has no Fighter Launch and cannot launch fighters", s.Name(in.Carrier))
	}
	if int(s.ships[in.Carrier].launches) >= rate {
		return fmt.Errorf("%s has launched %s this round, its limit (Fighter Launch)", s.Name(in.Carrier), engine.Count(rate, "fighter", "fighters"))
	}
	if first := s.poolFighter(in.By, s.ships[in.Fighter].card); first != in.Fighter {
		return fmt.Errorf("fighters of one card are alike and leave the pool in order: launch %s (ship %d)", s.Name(first), first)
	}
	sq := grid.NewSpace(in.At, 1)
	if !s.onGrid(sq) || grid.SpaceDistance(s.space(in.Carrier), sq) != 1 {
		return fmt.Errorf("a launched fighter is placed on a square adjacent to %s (Launch Fighters)", s.Name(in.Carrier))
	}
	if o := s.occupant(sq, NoShip); o != NoShip {
		return fmt.Errorf("%d,%d is occupied by %s", in.At.X, in.At.Y, s.Name(o))
	}
	return nil
}

func (s *State) applyLaunch(in Launch, out *[]engine.Event) error {
	if err := s.checkLaunch(in); err != nil {
		return err
	}
	f := &s.ships[in.Fighter]
	f.status, f.at, f.facing, f.damage, f.launched, f.moved = stActive, in.At, grid.North, 0, true, true
	s.ships[in.Carrier].launches++
	note := s.LaunchNote(in.Carrier)
	if note != "" {
		note = ": " + note
	}
	// The intent names the carrier, the fighter and the square already:
	// the event says what follows from them.
	*out = append(*out, engine.Event{Kind: EvLaunch, Player: in.By,
		Text: fmt.Sprintf("%s moves from the next round (%s: %d of %d launched%s).",
			s.Name(in.Fighter), s.Name(in.Carrier), s.ships[in.Carrier].launches, s.launchRate(in.Carrier), note),
		Trail: &engine.Trail{Unit: unitName(in.Fighter), Path: []engine.Point{{X: in.At.X, Y: in.At.Y}}}})
	return nil
}

// launchSquares lists the free squares adjacent to a ship's space.
func (s *State) launchSquares(id ShipID) []grid.Square {
	sp := s.space(id)
	var out []grid.Square
	for y := sp.Anchor.Y - 1; y <= sp.Anchor.Y+sp.Size; y++ {
		for x := sp.Anchor.X - 1; x <= sp.Anchor.X+sp.Size; x++ {
			q := grid.NewSpace(grid.Square{X: x, Y: y}, 1)
			if sp.Contains(q.Anchor) || !s.onGrid(q) || s.occupant(q, NoShip) != NoShip {
				continue
			}
			out = append(out, q.Anchor)
		}
	}
	return out
}

// canLaunchAny reports whether p can launch a fighter now.
func (s *State) canLaunchAny(p engine.Player) bool {
	pool := false
	for i := range s.ships {
		if s.ships[i].owner == p && s.ships[i].status == stPool {
			pool = true
			break
		}
	}
	if !pool {
		return false
	}
	for i := range s.ships {
		id := ShipID(i)
		if s.ships[i].owner == p && s.active(id) && int(s.ships[i].launches) < s.launchRate(id) && len(s.launchSquares(id)) > 0 {
			return true
		}
	}
	return false
}

// legalMove lists the steps and stops of the moving player, then its
// options and Done: the first line of a list never spends a Command
// counter.
func (s *State) legalMove(p engine.Player) []engine.Intent {
	var out []engine.Intent
	for i := range s.ships {
		id := ShipID(i)
		sh := &s.ships[i]
		if sh.owner != p || sh.status != stActive || sh.moved || sh.launched || (s.moving != NoShip && s.moving != id) {
			continue
		}
		if s.stepsLeft(id) > 0 {
			for d := Dir(0); d < 8; d++ {
				if _, err := s.stepFrom(id, d, sh.at, sh.facing, s.stepsLeft(id)); err == nil {
					out = append(out, Step{By: p, Ship: id, Dir: d})
				}
			}
		}
		if s.occupant(s.space(id), id) == NoShip {
			if s.class(id) == 3 {
				for _, f := range grid.Facings() {
					out = append(out, Stop{By: p, Ship: id, Facing: f})
				}
			} else {
				out = append(out, Stop{By: p, Ship: id, Facing: sh.facing})
			}
		}
	}
	out = s.legalOptions(p, out)
	if s.moving == NoShip {
		out = append(out, Done{By: p})
	}
	return out
}

// legalLaunch lists the launches open to p, then its options and Done.
func (s *State) legalLaunch(p engine.Player) []engine.Intent {
	var out []engine.Intent
	var kinds []ShipID
	for i := range s.ships {
		if s.ships[i].owner == p && s.ships[i].status == stPool && s.poolFighter(p, s.ships[i].card) == ShipID(i) {
			kinds = append(kinds, ShipID(i))
		}
	}
	for i := range s.ships {
		c := ShipID(i)
		if s.ships[i].owner != p || !s.active(c) || int(s.ships[i].launches) >= s.launchRate(c) {
			continue
		}
		for _, q := range s.launchSquares(c) {
			for _, f := range kinds {
				out = append(out, Launch{By: p, Carrier: c, Fighter: f, At: q})
			}
		}
	}
	out = s.legalOptions(p, out)
	return append(out, Done{By: p})
}
