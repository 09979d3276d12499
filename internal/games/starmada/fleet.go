package starmada

import (
	"fmt"
	"sort"
	"strconv"
)

// DefaultPoints is the recommended fleet size (2.1.1).
const DefaultPoints = 1000

// FleetBuilder picks ships up to a point total (2.1.1); the screen's fleet
// builder uses it.
type FleetBuilder struct {
	Budget int
	Picks  []*Class
}

// NewFleetBuilder starts an empty fleet of budget points.
func NewFleetBuilder(budget int) *FleetBuilder { return &FleetBuilder{Budget: budget} }

// Points is the fleet's total Combat Rating.
func (f *FleetBuilder) Points() int {
	n := 0
	for _, c := range f.Picks {
		n += c.CR
	}
	return n
}

// Remaining is what is left of the budget.
func (f *FleetBuilder) Remaining() int { return f.Budget - f.Points() }

// Add adds a ship of the named class, refusing one that would go over the
// budget.
func (f *FleetBuilder) Add(class string) error {
	c, ok := LookupClass(class)
	if !ok {
		return fmt.Errorf("there is no class %q", class)
	}
	if c.CR > f.Remaining() {
		return fmt.Errorf("the %s costs %d points but only %d are left of %d", c.Name, c.CR, f.Remaining(), f.Budget)
	}
	if len(f.Picks) >= maxShipsPerSide {
		return fmt.Errorf("a side has at most %d ships", maxShipsPerSide)
	}
	f.Picks = append(f.Picks, c)
	return nil
}

// Remove takes out the i-th pick.
func (f *FleetBuilder) Remove(i int) {
	if i >= 0 && i < len(f.Picks) {
		f.Picks = append(f.Picks[:i:i], f.Picks[i+1:]...)
	}
}

// Affordable lists the classes of a fleet ("" for all) that still fit.
func (f *FleetBuilder) Affordable(fleet string) []*Class {
	cs, _ := Catalogue()
	var out []*Class
	for _, c := range cs {
		if (fleet == "" || c.Fleet == fleet) && c.CR <= f.Remaining() {
			out = append(out, c)
		}
	}
	return out
}

// Ships names the picks "Class 1", "Class 2", … for a scenario.
func (f *FleetBuilder) Ships() []ShipFile {
	seen := map[string]int{}
	out := make([]ShipFile, len(f.Picks))
	for i, c := range f.Picks {
		seen[c.Name]++
		out[i] = ShipFile{Name: c.Name + " " + strconv.Itoa(seen[c.Name]), Class: c.Name}
	}
	return out
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

// AutoFleet picks a fleet of the catalogue for a quick battle: ships of at
// most half the budget, the largest first, round after round while any
// still fits.
func AutoFleet(fleet string, budget int) *FleetBuilder {
	f := NewFleetBuilder(budget)
	cs, _ := Catalogue()
	var cand []*Class
	for _, c := range cs {
		if c.Fleet == fleet && c.CR <= budget/2 {
			cand = append(cand, c)
		}
	}
	sort.SliceStable(cand, func(i, j int) bool { return cand[i].CR > cand[j].CR })
	for added := true; added; {
		added = false
		for _, c := range cand {
			if f.Add(c.Name) == nil {
				added = true
			}
		}
	}
	return f
}

// SideSpec is one side of a battle built in code.
type SideSpec struct {
	Name, Color string
	Fleet       *FleetBuilder
}

// BattleScenario builds a meeting engagement (2.1) of two fleets, which
// the players set up in their zones along the long edges (2.1.2).
func BattleScenario(name, title string, a, b SideSpec) (*Scenario, error) {
	return BattleScenarioWithObjects(name, title, a, b, 0)
}

// BattleScenarioWithObjects is BattleScenario with objects: when objects
// is above 0, one side places that many asteroids and planets before the
// set-up and the other chooses its edge (2.1.2: optional, "if both sides
// agree").
func BattleScenarioWithObjects(name, title string, a, b SideSpec, objects int) (*Scenario, error) {
	f := ScenarioFile{Game: ID, Name: name, Title: title, Setup: SetupInteractive,
		Description: fmt.Sprintf("%s (%d points) against %s (%d points).", a.Name, a.Fleet.Points(), b.Name, b.Fleet.Points()),
		Sides: []SideFile{
			{Name: a.Name, Color: a.Color, Edge: "north", Ships: a.Fleet.Ships()},
			{Name: b.Name, Color: b.Color, Edge: "south", Ships: b.Fleet.Ships()},
		}}
	if objects > 0 {
		f.PlaceObjects = &PlaceObjectsFile{Count: objects, Kinds: DefaultObjectKinds}
		f.Description += fmt.Sprintf(" One side places %d objects (asteroids and planets); the other chooses its edge.", objects)
	}
	return NewScenario(f)
}
