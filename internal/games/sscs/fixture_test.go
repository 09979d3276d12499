package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Designs for the rules' tests, of the project's own like every design:
// storage pads them out so that their engines pass the energy limit.
func testDesigns() []design.Design {
	return []design.Design{
		{Name: "Gun", Maneuver: 3, Weapons: []design.Weapon{
			{Name: "Six", Type: design.Beam, Damage: 3, Range: 6, Arc: design.Primary},              // 0: Range 6
			{Name: "Rail", Type: design.Railgun, Damage: 2, Range: 12, Arc: design.Primary},         // 1: Range 6, 5 shots
			{Name: "Missile", Type: design.Missile, Range: 6, Drive: 5, Warhead: 1, Count: 4},       // 2
			{Name: "AM", Type: design.Antimissile, Damage: 1, Range: 8, Arc: design.Defensive},      // 3: Range 1
			{Name: "Side", Type: design.Beam, Damage: 2, Range: 4, Arc: design.Secondary},           // 4
			{Name: "Big", Type: design.Cannon, Dice: 1, Range: 10, Arc: design.Defensive, Armor: 2}, // 5: 2d10, Range 2
		}, Aux: []design.Aux{{Kind: design.ECM, Qty: 1}, {Kind: design.Storage, Qty: 100}, {Kind: design.Marines, Qty: 2}}},
		{Name: "Target", Maneuver: 3, Shields: 3, Armor: 2, Weapons: []design.Weapon{
			{Name: "AM", Type: design.Antimissile, Damage: 1, Range: 16, Arc: design.Defensive}, // 0: Range 2
			{Name: "Beam", Type: design.Beam, Damage: 2, Range: 9, Arc: design.Defensive},       // 1: Range 4
		}, Aux: []design.Aux{{Kind: design.ECM, Qty: 4}, {Kind: design.Storage, Qty: 60}, {Kind: design.Commandos, Qty: 1}}},
		{Name: "Dart", Fighter: true, Maneuver: 4, Weapons: []design.Weapon{
			{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Primary},
		}, Aux: []design.Aux{{Kind: design.Storage, Qty: 4}}},
		{Name: "Nest", Maneuver: 2, Weapons: []design.Weapon{
			{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Defensive},
		}, Aux: []design.Aux{{Kind: design.Hangar, Craft: "Dart", Qty: 2}, {Kind: design.Storage, Qty: 20}}},
		{Name: "Wizard", Maneuver: 4, Shields: 2, Weapons: []design.Weapon{
			{Name: "Blast", Type: design.Projector, Effect: design.EnergyBlast, Damage: 2, Range: 8, Arc: design.Primary},        // 0: Range 2
			{Name: "Tractor", Type: design.Projector, Effect: design.TractorBeam, Damage: 2, Range: 4, Arc: design.Primary},      // 1
			{Name: "Repulser", Type: design.Projector, Effect: design.RepulserBeam, Damage: 2, Range: 4, Arc: design.Primary},    // 2
			{Name: "EMP", Type: design.Projector, Effect: design.EMP, Damage: 1, Range: 4, Arc: design.Primary},                  // 3
			{Name: "Stasis", Type: design.Projector, Effect: design.StasisBeam, Damage: 7, Range: 8, Arc: design.Primary},        // 4: Range 2
			{Name: "Plane", Type: design.Projector, Effect: design.ForcePlane, Damage: 8, Range: 1, Arc: design.Primary},         // 5
			{Name: "Dazzle", Type: design.Projector, Effect: design.Dazzle, Damage: 2, Range: 1, Arc: design.Primary},            // 6
			{Name: "Images", Type: design.Projector, Effect: design.ImageProjector, Damage: 2, Range: 1, Arc: design.Primary},    // 7
			{Name: "Displacer", Type: design.Projector, Effect: design.DisplacerPulse, Damage: 4, Range: 4, Arc: design.Primary}, // 8
			{Name: "Cloak", Type: design.Projector, Effect: design.CloakField, Damage: 3, Range: 1, Arc: design.Primary},         // 9
			{Name: "Shield", Type: design.Projector, Effect: design.ShieldProjection, Damage: 4, Range: 1, Arc: design.Primary},  // 10
			{Name: "Transfer", Type: design.Projector, Effect: design.TransferECM, Damage: 1, Range: 4, Arc: design.Primary},     // 11
		}, Aux: []design.Aux{{Kind: design.ECM, Qty: 2}, {Kind: design.Storage, Qty: 100}}},
	}
}

// place is a ship of a test battle: side, name, design, hex, heading, speed.
type place struct {
	side         int
	name, design string
	at, heading  string
	speed        int
}

// battle starts a test battle of the test designs.
func battle(t testing.TB, opts engine.Options, ships ...place) *State {
	t.Helper()
	return battleOf(t, testDesigns(), opts, ships...)
}

// docked is a test battle of Red's Gun docked with Blue's Target in one
// hex, ready for Red to board it.
func docked(t testing.TB) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Designs: testDesigns(), Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "A", Design: "Gun", At: "0,0", Heading: "N", Speed: 1, Docked: "B"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "B", Design: "Target", At: "0,0", Heading: "N", Speed: 1}}},
	}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// battleOf starts a test battle of the designs given, the ships placed as
// listed, on seed 1.
func battleOf(t testing.TB, designs []design.Design, opts engine.Options, ships ...place) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Designs: designs, Sides: []SideFile{{Name: "Red"}, {Name: "Blue"}}}
	for _, p := range ships {
		f.Sides[p.side].Ships = append(f.Sides[p.side].Ships, ShipFile{Name: p.name, Design: p.design, At: p.at, Heading: p.heading, Speed: p.speed})
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, opts, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// fireStep puts a ship in its fire step where it stands, as if it had
// just moved without leaving its hex, with the dice given.
func (s *State) fireStep(id ShipID, faces ...int) *State {
	n := s.clone()
	n.phase, n.firing = phFire, id
	for i := range n.ships {
		n.mut(ShipID(i)).moved = true
	}
	sh := n.mut(id)
	sh.path = []Pose{{sh.pos, sh.heading}}
	n.dice = engine.NewDice(7).Force(faces...)
	return n
}

func TestTestDesignsPass(t *testing.T) {
	all, err := design.DeriveAll(testDesigns(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range all {
		if err := d.Err(); err != nil {
			t.Error(err)
		}
	}
}

func at(s string) hex.Hex {
	h, err := ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}
