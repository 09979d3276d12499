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
	*out = append(*out, ev(EvSetup, engine.NoPlayer, fmt.Sprintf("The %s rolled lower (%d against %d) and sets up first: the lower roll sets up first (Assemble Your Fleet).",
		Faction(s.setupFirst), s.setupRolls[s.setupFirst], s.setupRolls[1-s.setupFirst])))
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
	if !s.newSetupRoom(in.By).leaves(sp) {
		return fmt.Errorf("%s set up there would leave no room in the set-up area for the rest of the %s's ships: the whole fleet sets up within %d squares of its edge (Starting Positions; the project's own check)",
			s.Name(in.Ship), s.team(in.Ship), SetupDepth)
	}
	return nil
}

// setupRoom is what a team still has to set up and the free squares of
// its set-up area. Rules 6 (the project's own): a ship may not be set up
// where the team's other ships still to be set up would no longer fit in
// the area's free squares. The rulebook sets up every ship within 3
// squares of its edge, and fleet building checks that a fleet fits, but a
// ship set up with gaps beside it could leave no space wide enough for the
// rest, and the set-up could never finish. A team whose ships did not fit
// before (a scenario that lists more than its area holds) is not held to
// it.
type setupRoom struct {
	lo, cols int
	free     []bool // the area's squares, row by row
	n        [4]int // the spaces still to set up, by side (3, 2 or 1)
	before   bool   // they fit now
	memo     map[grid.Space]bool
}

func (s *State) newSetupRoom(p engine.Player) *setupRoom {
	lo, _ := s.zone(p)
	r := &setupRoom{lo: lo, cols: s.rules.cols, free: make([]bool, SetupDepth*s.rules.cols), memo: map[grid.Space]bool{}}
	for y := 0; y < SetupDepth; y++ {
		for x := 0; x < r.cols; x++ {
			r.free[y*r.cols+x] = s.occupant(grid.NewSpace(grid.Square{X: x, Y: lo + y}, 1), NoShip) == NoShip
		}
	}
	team := s.faction(p)
	for i := range s.ships {
		if s.ships[i].status == stUnplaced && s.team(ShipID(i)) == team && s.class(ShipID(i)) != 4 {
			r.n[grid.ClassSize(s.class(ShipID(i)))]++
		}
	}
	r.before = fitsFree(r.free, r.cols, r.n)
	return r
}

// leaves reports whether the rest still fit once one of the spaces still
// to set up takes sp.
func (r *setupRoom) leaves(sp grid.Space) bool {
	if !r.before {
		return true
	}
	if ok, seen := r.memo[sp]; seen {
		return ok
	}
	n := r.n
	n[sp.Size]--
	// sp's squares are taken out of the free ones for the question and
	// put back after it (no copy of the area for each space asked about).
	var taken [9]int
	k := 0
	for _, q := range sp.Squares() {
		if y := q.Y - r.lo; y >= 0 && y < SetupDepth && q.X >= 0 && q.X < r.cols && r.free[y*r.cols+q.X] {
			taken[k] = y*r.cols + q.X
			r.free[taken[k]] = false
			k++
		}
	}
	ok := fitsEasily(r.free, r.cols, n) || fitsFree(r.free, r.cols, n)
	for _, i := range taken[:k] {
		r.free[i] = true
	}
	r.memo[sp] = ok
	return ok
}

// enoughSquares reports whether the free squares are as many as n's spaces
// cover: 9 for a 3 × 3 space, 4 for a 2 × 2 one, 1 for a single square.
func enoughSquares(free []bool, n [4]int) bool {
	total := 0
	for _, f := range free {
		if f {
			total++
		}
	}
	return total >= 9*n[3]+4*n[2]+n[1]
}

// fitsEasily is a quick sufficient test for fitsFree: the 3 × 3 spaces, then
// the 2 × 2 ones, set down side by side in the runs of columns whose three
// squares are all free, and enough free squares left for the single ones.
// When it says no, fitsFree decides.
func fitsEasily(free []bool, cols int, n [4]int) bool {
	if !enoughSquares(free, n) {
		return false
	}
	need3, need2, run := n[3], n[2], 0
	flush := func() {
		k := min(need3, run/3)
		need3 -= k
		need2 -= min(need2, (run-3*k)/2)
		run = 0
	}
	for x := 0; x < cols; x++ {
		if free[x] && free[cols+x] && free[2*cols+x] {
			run++
		} else {
			flush()
		}
	}
	flush()
	return need3 == 0 && need2 == 0
}

// fitsFree reports whether n[3] spaces of 3 × 3, n[2] of 2 × 2 and n[1]
// single squares fit in the free squares of a band 3 rows high (row by row,
// cols wide). Single squares go anywhere, so it asks whether the large
// spaces can be set down leaving enough squares. It works column by
// column, remembering which squares of this column and the next the
// spaces set down already cover (a 3 × 3 space starting in a column covers
// that column and the next two, a 2 × 2 one the next one), and for each
// count of 3 × 3 spaces keeps the most 2 × 2 spaces that fit.
func fitsFree(free []bool, cols int, n [4]int) bool {
	if !enoughSquares(free, n) {
		return false
	}
	if n[3] == 0 && n[2] == 0 {
		return true
	}
	cell := func(x, y int) bool { return x < cols && free[y*cols+x] }
	const none = -1
	// best[a][m]: the most 2 × 2 spaces set down with a 3 × 3 ones, m the
	// covered squares of this column (bits 0-2) and the next (bits 3-5).
	best := make([][64]int, n[3]+1)
	next := make([][64]int, n[3]+1)
	for a := range best {
		for m := range best[a] {
			best[a][m] = none
		}
	}
	best[0][0] = 0
	for x := 0; x < cols; x++ {
		for a := range next {
			for m := range next[a] {
				next[a][m] = none
			}
		}
		for a := range best {
			for m, b := range best[a] {
				if b == none {
					continue
				}
				cur, nxt := m&7, m>>3
				put := func(a2, b2, nxt2, after int) {
					if k := nxt2 | after<<3; b2 > next[a2][k] {
						next[a2][k] = b2
					}
				}
				put(a, b, nxt, 0) // nothing starts in this column
				if a < n[3] && x+3 <= cols && cur == 0 && nxt == 0 &&
					cell(x, 0) && cell(x, 1) && cell(x, 2) && cell(x+1, 0) && cell(x+1, 1) && cell(x+1, 2) &&
					cell(x+2, 0) && cell(x+2, 1) && cell(x+2, 2) {
					put(a+1, b, 7, 7)
				}
				for top := 0; top <= 1 && x+2 <= cols; top++ {
					bits := 3 << top
					if cur&bits == 0 && nxt&bits == 0 && cell(x, top) && cell(x, top+1) && cell(x+1, top) && cell(x+1, top+1) {
						put(a, b+1, nxt|bits, 0)
					}
				}
			}
		}
		best, next = next, best
	}
	return best[n[3]][0] >= n[2]
}

func (s *State) applyPlace(in Place, out *[]engine.Event) error {
	if err := s.checkPlace(in); err != nil {
		return err
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
	text := fmt.Sprintf("%s has %s left to set up.", s.playerName(in.By), engine.Count(left, "ship", "ships"))
	if left == 0 {
		text = s.playerName(in.By) + " has set up its fleet."
	}
	*out = append(*out, engine.Event{Kind: EvSetup, Player: in.By,
		Text:  text,
		Trail: &engine.Trail{Unit: unitName(in.Ship), Path: []engine.Point{{X: in.At.X, Y: in.At.Y}}}})
	return nil
}

func (s *State) validShip(id ShipID) bool { return id >= 0 && int(id) < len(s.ships) }

// unitName is a ship as trails name it: its ShipID.
func unitName(id ShipID) string { return fmt.Sprint(int(id)) }

// legalPlace lists every placement of p's ships not yet set up.
func (s *State) legalPlace(p engine.Player) []engine.Intent {
	var out []engine.Intent
	lo, hi := s.zone(p)
	room := s.newSetupRoom(p)
	for i := range s.ships {
		id := ShipID(i)
		if s.ships[i].owner != p || s.ships[i].status != stUnplaced {
			continue
		}
		n := grid.ClassSize(s.class(id))
		for y := lo; y+n-1 <= hi; y++ {
			for x := 0; x+n <= s.rules.cols; x++ {
				at := grid.Square{X: x, Y: y}
				if s.occupant(grid.NewSpace(at, n), id) != NoShip || !room.leaves(grid.NewSpace(at, n)) {
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
