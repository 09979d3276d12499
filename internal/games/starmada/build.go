package starmada

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Fleet building (2.1.1), for scenarios with build: each side picks ship
// classes whose Combat Ratings add up to at most the point total, one
// intent a ship, and says when its fleet is ready. The fleets' make-up is
// "historical flavour" (the total Combat Rating is the arbiter), so every
// class may be picked; the sides build openly, since 2.1.1 keeps nothing
// secret. When both are ready, the 10 % rule is applied: fleets whose
// totals differ by more than a tenth of the lower are uneven, and the side
// that is ready last must say that it fights anyway. Then the ships are
// named, taken to the Set-up Phase (2.1.2) and the battle follows.

// PhaseBuild is the name of the fleet-building phase.
const PhaseBuild = "Fleets"

// Intent kinds and events of fleet building.
const (
	KindAdd    = "add"    // add a ship of a class to the fleet
	KindRemove = "remove" // take a ship of a class out again
	KindAuto   = "auto"   // take the automatic fleet instead
	KindReady  = "ready"  // the fleet is complete
	EvBuild    = "build"
)

// DefaultPoints is the recommended fleet size (2.1.1).
const DefaultPoints = 1000

// AddShip adds one ship of the class Class to By's fleet.
type AddShip struct {
	By    engine.Player `json:"by"`
	Class string        `json:"class"`
}

// RemoveShip takes the last ship of the class Class out of By's fleet.
type RemoveShip struct {
	By    engine.Player `json:"by"`
	Class string        `json:"class"`
}

// AutoFleet replaces By's fleet with the automatic one (the project's
// own quick choice, autofleet.go: of a few candidate fleets of both
// catalogues, the pair an estimate calls an even fight; the scripted
// opponent builds this way).
type AutoFleet struct {
	By engine.Player `json:"by"`
}

// Ready says that By's fleet is complete. Uneven confirms that the side
// ready last fights although the fleets are not even (2.1.1); it is given
// exactly then.
type Ready struct {
	By     engine.Player `json:"by"`
	Uneven bool          `json:"uneven,omitempty"`
}

// Kind implements engine.Intent.
func (AddShip) Kind() string    { return KindAdd }
func (RemoveShip) Kind() string { return KindRemove }
func (AutoFleet) Kind() string  { return KindAuto }
func (Ready) Kind() string      { return KindReady }

// Actor implements engine.Intent.
func (i AddShip) Actor() engine.Player    { return i.By }
func (i RemoveShip) Actor() engine.Player { return i.By }
func (i AutoFleet) Actor() engine.Player  { return i.By }
func (i Ready) Actor() engine.Player      { return i.By }

// String implements engine.Intent: fleets are built openly.
func (i AddShip) String() string    { return "add " + article(i.Class) + " " + i.Class }
func (i RemoveShip) String() string { return "remove " + article(i.Class) + " " + i.Class }
func (i AutoFleet) String() string  { return "take the automatic fleet" }
func (i Ready) String() string {
	if i.Uneven {
		return "the fleet is ready (fight although the fleets are uneven)"
	}
	return "the fleet is ready"
}

// Balance is the 10 % rule of 2.1.1: two fleets are even when their
// totals differ by no more than a tenth of the lower one.
type Balance struct {
	A, B, Diff, Limit int
	Even              bool
}

// CheckBalance applies the 10 % rule to two totals.
func CheckBalance(a, b int) Balance {
	lo := min(a, b)
	bal := Balance{A: a, B: b, Diff: max(a, b) - lo, Limit: lo / 10}
	bal.Even = bal.Diff <= bal.Limit
	return bal
}

// String says what the rule makes of the two totals.
func (b Balance) String() string {
	verdict := "even"
	if !b.Even {
		verdict = "not even"
	}
	return fmt.Sprintf("%d and %d points differ by %d, and 10 %% of the lower is %d: %s (2.1.1)", b.A, b.B, b.Diff, b.Limit, verdict)
}

// autoFleet6 is the automatic fleet of rules 1-6 for a fleet and a point
// total: its classes of at most half the total, the largest first, added
// round after round while any still fits. When none is that small (a tiny
// total), the fleet's classes that fit at all, then any class that fits.
// Saves of those rules replay with it; rules 7 chooses (autofleet.go).
func autoFleet6(classes []*Class, fleet string, points int) []int {
	var cand []int
	for _, pass := range []func(c *Class) bool{
		func(c *Class) bool { return c.Fleet == fleet && c.CR <= points/2 },
		func(c *Class) bool { return c.Fleet == fleet && c.CR <= points },
		func(c *Class) bool { return c.CR <= points },
	} {
		for i, c := range classes {
			if pass(c) {
				cand = append(cand, i)
			}
		}
		if len(cand) > 0 {
			break
		}
	}
	sort.SliceStable(cand, func(i, j int) bool { return classes[cand[i]].CR > classes[cand[j]].CR })
	var out []int
	left := points
	for added := true; added && len(out) < maxShipsPerSide; {
		added = false
		for _, i := range cand {
			if classes[i].CR <= left && len(out) < maxShipsPerSide {
				out = append(out, i)
				left -= classes[i].CR
				added = true
			}
		}
	}
	return out
}

// Building reports whether the sides are building their fleets.
func (s *State) Building() bool { return s.phase == phBuild }

// Budget is the point total each side builds to (0 when the scenario
// gives the fleets).
func (s *State) Budget() int { return s.rules.points }

// FleetOf is the catalogue's fleet side p draws on first.
func (s *State) FleetOf(p engine.Player) string {
	if !validPlayer(p) {
		return ""
	}
	return s.rules.fleets[p]
}

// Points is the total Combat Rating of side p's fleet: its picks while
// the fleets are built, its ships afterwards (2.1.1).
func (s *State) Points(p engine.Player) int {
	if !validPlayer(p) {
		return 0
	}
	n := 0
	if s.phase == phBuild {
		for _, i := range s.picks[p] {
			n += s.rules.buildable[i].CR
		}
		return n
	}
	for i := range s.ships {
		if s.ships[i].side == p {
			n += s.ships[i].class.CR
		}
	}
	return n
}

// Remaining is what is left of side p's point total: negative when the
// fleet has gone over it (2.1.1 allows that when it comes closer;
// closeEnough).
func (s *State) Remaining(p engine.Player) int { return s.rules.points - s.Points(p) }

// Balance applies the 10 % rule to the two fleets as they stand.
func (s *State) Balance() Balance { return CheckBalance(s.Points(0), s.Points(1)) }

// Ready reports whether side p's fleet is complete.
func (s *State) Ready(p engine.Player) bool { return validPlayer(p) && s.built[p] }

// Buildable lists the classes side p may pick from, its own fleet's
// first, then the others', each in catalogue order (the scenario's own
// classes come first within their fleet). The classes are copies.
func (s *State) Buildable(p engine.Player) []*Class {
	out := s.buildable(p)
	for i, c := range out {
		out[i] = c.Clone()
	}
	return out
}

func (s *State) buildable(p engine.Player) []*Class {
	fleet := ""
	if validPlayer(p) {
		fleet = s.rules.fleets[p]
	}
	out := make([]*Class, 0, len(s.rules.buildable))
	for _, i := range ownFirst(s.rules.buildable, fleet) {
		out = append(out, s.rules.buildable[i])
	}
	return out
}

// ownFirst lists the indices of classes, those of fleet first, then the
// others, each in the order of classes: the order a side picks from.
func ownFirst(classes []*Class, fleet string) []int {
	var own, rest []int
	for i, c := range classes {
		if fleet != "" && c.Fleet == fleet {
			own = append(own, i)
		} else {
			rest = append(rest, i)
		}
	}
	return append(own, rest...)
}

// FleetShip is one ship of a fleet being built.
type FleetShip struct {
	Name  string // the name it will have: "Hornet 2"
	Class string
	Fleet string
	CR    int
}

// Picks lists side p's fleet as it is being built, in the order picked,
// with the names the ships will have (2.1.1).
func (s *State) Picks(p engine.Player) []FleetShip {
	if !validPlayer(p) {
		return nil
	}
	names := s.pickNames()
	out := make([]FleetShip, len(s.picks[p]))
	for k, i := range s.picks[p] {
		c := s.rules.buildable[i]
		out[k] = FleetShip{Name: names[p][k], Class: c.Name, Fleet: c.Fleet, CR: c.CR}
	}
	return out
}

// pickNames names every pick "Class N", numbering each class across the
// battle (the first side's ships first), so that names stay unique (1.1).
func (s *State) pickNames() [2][]string {
	var out [2][]string
	seen := map[string]int{}
	for p := 0; p < 2; p++ {
		for _, i := range s.picks[p] {
			c := s.rules.buildable[i]
			seen[c.Name]++
			out[p] = append(out[p], c.Name+" "+strconv.Itoa(seen[c.Name]))
		}
	}
	return out
}

// buildableIndex finds a class by name among those that may be picked.
func (s *State) buildableIndex(name string) int {
	for i, c := range s.rules.buildable {
		if strings.EqualFold(c.Name, name) {
			return i
		}
	}
	return -1
}

func (s *State) checkBuilding(p engine.Player) error {
	switch {
	case s.phase != phBuild:
		return fmt.Errorf("fleets are built before the set-up (2.1.1); this is the %s Phase", s.Phase().Name)
	case s.built[p]:
		return fmt.Errorf("%s fleet is ready: it changes no more", engine.Possessive(s.Name(p)))
	}
	return nil
}

func (s *State) checkAdd(x AddShip) error {
	if err := s.checkBuilding(x.By); err != nil {
		return err
	}
	i := s.buildableIndex(x.Class)
	switch {
	case i < 0:
		return fmt.Errorf("there is no class %q", x.Class)
	case s.rules.buildable[i].Name != x.Class:
		return fmt.Errorf("the class is written %q", s.rules.buildable[i].Name)
	case len(s.picks[x.By]) >= maxShipsPerSide:
		return fmt.Errorf("a side has at most %d ships", maxShipsPerSide)
	}
	c := s.rules.buildable[i]
	left, fit := s.Remaining(x.By), s.nearestUnder(x.By)
	if closeEnough(c.CR, left, fit) {
		return nil
	}
	if left <= 0 {
		return fmt.Errorf("%s fleet has %d of its %d points: the %s (CR %d) would take it farther from the total (2.1.1: a fleet comes as near its total as it can)",
			engine.Possessive(s.Name(x.By)), s.Points(x.By), s.rules.points, c.Name, c.CR)
	}
	near := fmt.Sprintf("the %d it lacks now", left)
	if fit != nil {
		near = fmt.Sprintf("the %d it would lack with %s %s", left-fit.CR, article(fit.Name), fit.Name)
	}
	return fmt.Errorf("the %s costs %d points: %s would be %d over its %d, farther from the total than %s (2.1.1: a fleet comes as near its total as it can)",
		c.Name, c.CR, s.Name(x.By), c.CR-left, s.rules.points, near)
}

// nearestUnder is the class whose ship would bring side p's fleet nearest
// its total without going over it, or nil when none fits.
func (s *State) nearestUnder(p engine.Player) *Class {
	return nearestFit(s.buildable(p), s.Remaining(p))
}

// nearestFit is the first of the largest classes of at most left points,
// or nil when none fits.
func nearestFit(classes []*Class, left int) *Class {
	var best *Class
	for _, c := range classes {
		if c.CR <= left && (best == nil || c.CR > best.CR) {
			best = c
		}
	}
	return best
}

// closeEnough reports whether a ship of cr points may join a fleet that
// lacks left points of its total, fit being the class that would bring it
// nearest without going over (nil when none fits). 2.1.1 has each side's
// Combat Ratings reach the agreed total or come as near it as they can,
// which sets no ceiling: the rulebook's 1 024-point fleet of a 1 000-point
// battle goes over. The reading is the project's own: a ship that fits
// is always taken; one that goes over only when that leaves the fleet no
// farther from the total than the nearest it could come staying under it
// with one more ship, or with none.
func closeEnough(cr, left int, fit *Class) bool {
	if cr <= left {
		return true
	}
	under := left // what the fleet lacks staying under
	if fit != nil {
		under = left - fit.CR
	}
	return cr-left <= under
}

// lastPick is the index in side p's picks of its last ship of the class
// named, or -1.
func (s *State) lastPick(p engine.Player, class string) int {
	for k := len(s.picks[p]) - 1; k >= 0; k-- {
		if s.rules.buildable[s.picks[p][k]].Name == class {
			return k
		}
	}
	return -1
}

func (s *State) checkRemove(x RemoveShip) error {
	if err := s.checkBuilding(x.By); err != nil {
		return err
	}
	if s.lastPick(x.By, x.Class) < 0 {
		return fmt.Errorf("%s fleet has no %s to remove", engine.Possessive(s.Name(x.By)), x.Class)
	}
	return nil
}

func (s *State) checkReady(x Ready) error {
	if err := s.checkBuilding(x.By); err != nil {
		return err
	}
	if len(s.picks[x.By]) == 0 {
		return fmt.Errorf("%s fleet has no ship yet: a side needs at least one", engine.Possessive(s.Name(x.By)))
	}
	last := s.built[other(x.By)]
	bal := s.Balance()
	switch {
	case !last && x.Uneven:
		return fmt.Errorf("the fleets are weighed when the second is ready; %s is still building", s.Name(other(x.By)))
	case last && !bal.Even && !x.Uneven:
		return fmt.Errorf("%s; confirm to fight with uneven fleets, or change the fleet", capitalise(bal.String()))
	case last && bal.Even && x.Uneven:
		return fmt.Errorf("%s: there is nothing to confirm", bal.String())
	}
	return nil
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (n *State) addShip(x AddShip, ev []engine.Event) []engine.Event {
	i := n.buildableIndex(x.Class)
	n.picks[x.By] = append(n.picks[x.By], i)
	c := n.rules.buildable[i]
	return append(ev, n.ev(EvBuild, x.By, fmt.Sprintf("%s adds %s %s (CR %d): %d of %d points", n.Name(x.By), article(c.Name), c.Name, c.CR, n.Points(x.By), n.rules.points)))
}

func (n *State) removeShip(x RemoveShip, ev []engine.Event) []engine.Event {
	k := n.lastPick(x.By, x.Class)
	// A new array: the receiver's picks may share this one.
	n.picks[x.By] = append(n.picks[x.By][:k:k], n.picks[x.By][k+1:]...)
	return append(ev, n.ev(EvBuild, x.By, fmt.Sprintf("%s removes %s %s: %d of %d points", n.Name(x.By), article(x.Class), x.Class, n.Points(x.By), n.rules.points)))
}

// automatic is side p's automatic fleet: that of rules 11, or of rules
// 1-6 or 7-10 for a game begun under them.
func (s *State) automatic(p engine.Player) []int {
	switch {
	case s.rules.builder6:
		return autoFleet6(s.rules.buildable, s.rules.fleets[p], s.rules.points)
	case s.rules.builder10:
		return autoFleet10(s.rules.buildable, s.rules.fleets, int(p), s.rules.points)
	}
	return autoFleet(s.rules.buildable, s.rules.fleets, int(p), s.rules.points)
}

func (n *State) autoFleet(x AutoFleet, ev []engine.Event) []engine.Event {
	n.picks[x.By] = n.automatic(x.By)
	return append(ev, n.ev(EvBuild, x.By, fmt.Sprintf("%s takes the automatic %s fleet: %s, %d of %d points",
		n.Name(x.By), n.rules.fleets[x.By], engine.Count(len(n.picks[x.By]), "ship", "ships"), n.Points(x.By), n.rules.points)))
}

// ready closes a side's fleet; when both are closed, the ships are named
// and the Set-up Phase begins, its rolls told at once.
func (n *State) ready(x Ready, ev []engine.Event) []engine.Event {
	n.built[x.By] = true
	ev = append(ev, n.ev(EvBuild, x.By, fmt.Sprintf("%s fleet is ready: %s, %d of %d points", engine.Possessive(n.Name(x.By)), engine.Count(len(n.picks[x.By]), "ship", "ships"), n.Points(x.By), n.rules.points)))
	if !n.built[other(x.By)] {
		return ev
	}
	bal := n.Balance()
	if !bal.Even {
		ev = append(ev, n.ev(EvBuild, x.By, capitalise(bal.String())+": "+n.Name(x.By)+" fights anyway"))
	}
	names := n.pickNames()
	for p := engine.Player(0); p < 2; p++ {
		for k, i := range n.picks[p] {
			n.ships = append(n.ships, newShip(placed{name: names[p][k], class: n.rules.buildable[i]}, p))
		}
	}
	n.beginSetup()
	if n.setupStep == stepObjects {
		ev = n.objectRollEvents(ev)
		n.objTold = true
	} else {
		ev = n.setupRollEvents(ev, "")
		n.setupTold = true
	}
	return append(ev, n.ev(EvPhase, n.setupSide, "Set-up (2.1.2): "+n.setupTask()))
}

// setupTask says who does what first in the Set-up Phase.
func (s *State) setupTask() string {
	if s.setupStep == stepObjects {
		return fmt.Sprintf("%s places %s", s.Name(s.objPlacer), engine.Count(s.rules.placeCount, "object", "objects"))
	}
	return s.Name(s.setupSide) + " sets up its ships"
}

// buildOptions lists what p may do while building: add each class that
// fits or comes closer to the total (closeEnough; its own fleet's first), remove each class picked, take the
// automatic fleet, and say the fleet is ready.
func (s *State) buildOptions(p engine.Player) []engine.Intent {
	var out []engine.Intent
	if len(s.picks[p]) < maxShipsPerSide {
		left, fit := s.Remaining(p), s.nearestUnder(p)
		for _, c := range s.buildable(p) {
			if closeEnough(c.CR, left, fit) {
				out = append(out, AddShip{By: p, Class: c.Name})
			}
		}
	}
	var seen []string
	for k := len(s.picks[p]) - 1; k >= 0; k-- {
		name := s.rules.buildable[s.picks[p][k]].Name
		if !slices.Contains(seen, name) {
			seen = append(seen, name)
			out = append(out, RemoveShip{By: p, Class: name})
		}
	}
	out = append(out, AutoFleet{By: p})
	if len(s.picks[p]) > 0 {
		out = append(out, Ready{By: p, Uneven: s.built[other(p)] && !s.Balance().Even})
	}
	return out
}

// planBuild is the scripted builder: the automatic fleet, then ready.
func (s *State) planBuild(p engine.Player) engine.Intent {
	if !slices.Equal(s.picks[p], s.automatic(p)) {
		return AutoFleet{By: p}
	}
	return Ready{By: p, Uneven: s.built[other(p)] && !s.Balance().Even}
}
