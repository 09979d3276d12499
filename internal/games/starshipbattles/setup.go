package starshipbattles

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// beginSetup decides which team sets up first: the scenario's choice (the
// Light Side in the Quick Start game) or a d20 each, the lower first, ties
// rolled again (Assemble Your Fleet). A fixed scenario has nothing to set
// up and begins the first round.
func (s *State) beginSetup(out *[]engine.Event) {
	s.phase = phSetup
	if s.placer() == engine.NoPlayer {
		s.startRound(out)
		return
	}
	if s.rules.first >= 0 {
		s.setupFirst = s.rules.first
		*out = append(*out, ev(EvSetup, engine.NoPlayer, fmt.Sprintf("The %s sets up first.", Faction(s.setupFirst))))
		return
	}
	for {
		for f := 0; f < 2; f++ {
			s.setupRolls[f] = s.rollD20(out, EvSetup, s.seatOf(Faction(f)), s.teamName(Faction(f))+"'s roll to set up")
		}
		if s.setupRolls[0] != s.setupRolls[1] {
			break
		}
		*out = append(*out, ev(EvSetup, engine.NoPlayer, "A tie: both roll again."))
	}
	s.setupFirst = 0
	if s.setupRolls[1] < s.setupRolls[0] {
		s.setupFirst = 1
	}
	*out = append(*out, ev(EvSetup, engine.NoPlayer, fmt.Sprintf("The %s rolled lower and sets up first.", Faction(s.setupFirst))))
}

// placer is the player who sets up now: the first team's players in seating
// order, then the other team's.
func (s *State) placer() engine.Player {
	for k := 0; k < 2; k++ {
		f := Faction(s.setupFirst)
		if s.setupFirst < 0 {
			f = 0
		}
		if k == 1 {
			f = 1 - f
		}
		for p := range s.rules.sides {
			if s.rules.sides[p].faction == f && s.unplaced(engine.Player(p)) {
				return engine.Player(p)
			}
		}
	}
	return engine.NoPlayer
}

func (s *State) unplaced(p engine.Player) bool {
	for i := range s.ships {
		if s.ships[i].owner == p && s.ships[i].status == stUnplaced {
			return true
		}
	}
	return false
}

func (s *State) settleSetup(out *[]engine.Event) bool {
	if s.placer() != engine.NoPlayer {
		return true
	}
	s.startRound(out)
	return false
}

// zone is the rows of a side's set-up area: within SetupDepth squares of
// its edge.
func (s *State) zone(p engine.Player) (lo, hi int) {
	if s.rules.sides[p].edge == EdgeNorth {
		return 0, SetupDepth - 1
	}
	return s.rules.rows - SetupDepth, s.rules.rows - 1
}

// onGrid reports whether a whole space lies on the stellar grid.
func (s *State) onGrid(sp grid.Space) bool {
	return sp.Anchor.X >= 0 && sp.Anchor.Y >= 0 && sp.Anchor.X+sp.Size <= s.rules.cols && sp.Anchor.Y+sp.Size <= s.rules.rows
}

// occupant is the active ship with a square in sp other than skip, or
// NoShip.
func (s *State) occupant(sp grid.Space, skip ShipID) ShipID {
	for i := range s.ships {
		if ShipID(i) != skip && s.ships[i].status == stActive && grid.SpaceDistance(s.space(ShipID(i)), sp) == 0 {
			return ShipID(i)
		}
	}
	return NoShip
}

// checkPlace says why a placement breaks the set-up rules.
func (s *State) checkPlace(in Place) error {
	if s.phase != phSetup || s.prompt != promptNone {
		return fmt.Errorf("ships are set up before the first round; this is the %s phase", s.Phase().Name)
	}
	if !s.validShip(in.Ship) || s.ships[in.Ship].owner != in.By {
		return fmt.Errorf("ship %d is not one of %s's ships", in.Ship, s.playerName(in.By))
	}
	sh := &s.ships[in.Ship]
	if sh.status != stUnplaced {
		if sh.status == stPool {
			return fmt.Errorf("%s is a starfighter: it stays in the fighter pool until launched (Quick Start set-up)", s.Name(in.Ship))
		}
		return fmt.Errorf("%s is already set up", s.Name(in.Ship))
	}
	if !in.Facing.Valid() {
		return fmt.Errorf("facing %d is not N, E, S or W", in.Facing)
	}
	sp := grid.NewSpace(in.At, grid.ClassSize(s.class(in.Ship)))
	lo, hi := s.zone(in.By)
	if !s.onGrid(sp) || sp.Anchor.Y < lo || sp.Anchor.Y+sp.Size-1 > hi {
		return fmt.Errorf("%s must set up with its whole space within %d squares of its edge: rows %d to %d of the grid's columns 0 to %d (Starting Positions)",
			s.Name(in.Ship), SetupDepth, lo, hi, s.rules.cols-1)
	}
	if o := s.occupant(sp, in.Ship); o != NoShip {
		return fmt.Errorf("%s would share a square with %s: only one starship can be in a square (Starting Positions)", s.Name(in.Ship), s.Name(o))
	}
	return nil
}

func (s *State) applyPlace(in Place, out *[]engine.Event) error {
	if err := s.checkPlace(in); err != nil {
		return err
	}
	if s.setupRolls[0] != 0 && !s.anyPlaced() {
		*out = append(*out, ev(EvSetup, engine.NoPlayer, fmt.Sprintf("Set-up rolls: the Light Side %d, the Dark Side %d; the %s sets up first.",
			s.setupRolls[0], s.setupRolls[1], Faction(s.setupFirst))))
	}
	sh := &s.ships[in.Ship]
	sh.status, sh.at, sh.facing = stActive, in.At, in.Facing
	// The intent names the ship and its square already: the event says
	// how the set-up goes on.
	left := 0
	for i := range s.ships {
		if s.ships[i].owner == in.By && s.ships[i].status == stUnplaced {
			left++
		}
	}
	text := fmt.Sprintf("%s has %s left to set up.", s.playerName(in.By), plural(left, "ship", "ships"))
	if left == 0 {
		text = s.playerName(in.By) + " has set up its fleet."
	}
	*out = append(*out, engine.Event{Kind: EvSetup, Player: in.By,
		Text:  text,
		Trail: &engine.Trail{Unit: unitName(in.Ship), Path: []engine.Point{{X: in.At.X, Y: in.At.Y}}}})
	return nil
}

func (s *State) anyPlaced() bool {
	for i := range s.ships {
		if s.ships[i].status == stActive {
			return true
		}
	}
	return false
}

func (s *State) validShip(id ShipID) bool { return id >= 0 && int(id) < len(s.ships) }

// unitName is a ship as trails name it: its ShipID.
func unitName(id ShipID) string { return fmt.Sprint(int(id)) }

// legalPlace lists every placement of p's ships not yet set up.
func (s *State) legalPlace(p engine.Player) []engine.Intent {
	var out []engine.Intent
	lo, hi := s.zone(p)
	for i := range s.ships {
		id := ShipID(i)
		if s.ships[i].owner != p || s.ships[i].status != stUnplaced {
			continue
		}
		n := grid.ClassSize(s.class(id))
		for y := lo; y+n-1 <= hi; y++ {
			for x := 0; x+n <= s.rules.cols; x++ {
				at := grid.Square{X: x, Y: y}
				if s.occupant(grid.NewSpace(at, n), id) != NoShip {
					continue
				}
				for _, f := range grid.Facings() {
					out = append(out, Place{By: p, Ship: id, At: at, Facing: f})
				}
			}
		}
	}
	return out
}

// packs reports whether spaces of the given sizes (3, 2 or 1) fit in a set-up
// area of cols × SetupDepth squares, placing the largest first at the first
// free spot; with three rows that greedy packing is as good as any.
func packs(sizes []int, cols int) bool {
	var n [4]int
	for _, z := range sizes {
		if z < 1 || z > 3 {
			return false
		}
		n[z]++
	}
	free := make([]bool, cols*SetupDepth)
	for i := range free {
		free[i] = true
	}
	place := func(z int) bool {
		for y := 0; y+z <= SetupDepth; y++ {
			for x := 0; x+z <= cols; x++ {
				ok := true
				for dy := 0; dy < z && ok; dy++ {
					for dx := 0; dx < z && ok; dx++ {
						ok = free[(y+dy)*cols+x+dx]
					}
				}
				if ok {
					for dy := 0; dy < z; dy++ {
						for dx := 0; dx < z; dx++ {
							free[(y+dy)*cols+x+dx] = false
						}
					}
					return true
				}
			}
		}
		return false
	}
	for z := 3; z >= 1; z-- {
		for k := 0; k < n[z]; k++ {
			if !place(z) {
				return false
			}
		}
	}
	return true
}
