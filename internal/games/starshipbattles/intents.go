package starshipbattles

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// Intent kinds as written in save files.
const (
	KindAdd      = "add"      // buy a card for the fleet (secret)
	KindRemove   = "remove"   // take a bought card back (secret)
	KindDone     = "done"     // finish building, moving, launching or attacking
	KindPlace    = "place"    // set up a ship
	KindStep     = "step"     // move a ship one square
	KindStop     = "stop"     // end a ship's move (with its facing)
	KindLaunch   = "launch"   // launch a fighter from the pool
	KindAttack   = "attack"   // attack with one weapon system
	KindPlay     = "play"     // play a Fleet Commander option
	KindPass     = "pass"     // decline what a prompt offers
	KindDisplace = "displace" // put a displaced fighter on a square
	KindShift    = "shift"    // Emperor's Will: shift the damage to a fighter
	KindReroll   = "reroll"   // Advanced Communications Array: reroll initiative
	KindOrder    = "order"    // the initiative winner chooses who moves first
)

// Add buys one ship of a card for the player's fleet while fleets are
// built. The card is secret until both sides are done.
type Add struct {
	By   engine.Player `json:"by"`
	Card CardID        `json:"card"`
}

// Remove takes one ship of a card out of the fleet being built.
type Remove struct {
	By   engine.Player `json:"by"`
	Card CardID        `json:"card"`
}

// Done finishes the player's part of the current step: building its fleet,
// moving (ships not yet moved stay where they are), launching fighters or
// attacking (weapons not yet fired stay silent).
type Done struct {
	By engine.Player `json:"by"`
}

// Place sets up a nonfighter: At is the top-left square of its space.
type Place struct {
	By     engine.Player `json:"by"`
	Ship   ShipID        `json:"ship"`
	At     grid.Square   `json:"at"`
	Facing grid.Facing   `json:"facing"`
}

// Dir is a direction of a step on the grid, clockwise from north.
type Dir int

// The eight directions.
const (
	DirN Dir = iota
	DirNE
	DirE
	DirSE
	DirS
	DirSW
	DirW
	DirNW
)

var (
	dirSteps = [8]grid.Square{{X: 0, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 0, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: 0}, {X: -1, Y: -1}}
	dirNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}
)

// Valid reports whether d is one of the eight directions.
func (d Dir) Valid() bool { return d >= 0 && d < 8 }

// String is the compass name.
func (d Dir) String() string {
	if !d.Valid() {
		return fmt.Sprintf("Dir(%d)", int(d))
	}
	return dirNames[d]
}

// Offset is the step on the grid.
func (d Dir) Offset() grid.Square { return dirSteps[d&7] }

// DirOf is the direction a facing points.
func DirOf(f grid.Facing) Dir { return Dir(2 * f.Norm()) }

// Step moves a ship one square in a direction. A class 1 or 2 ship moves
// forward, or turns 90° and moves forward, in one step (Facing); class 3
// and 4 ships move in any of the eight directions.
type Step struct {
	By   engine.Player `json:"by"`
	Ship ShipID        `json:"ship"`
	Dir  Dir           `json:"dir"`
}

// Stop ends a ship's move, or has it hold where it is. A class 3 ship
// states its facing; other ships give the facing they have.
type Stop struct {
	By     engine.Player `json:"by"`
	Ship   ShipID        `json:"ship"`
	Facing grid.Facing   `json:"facing"`
}

// Launch puts a fighter of the pool on a free square adjacent to the
// launching ship (Launch Fighters). Fighters of one card are alike: the
// pool gives them in order.
type Launch struct {
	By      engine.Player `json:"by"`
	Carrier ShipID        `json:"carrier"`
	Fighter ShipID        `json:"fighter"`
	At      grid.Square   `json:"at"`
}

// Attack attacks Target with one weapon system of Ship, at one of the
// target's faces (Targeting and Faces). Face is one face; 0 when the target
// is a fighter, which has the same Defense on all faces.
type Attack struct {
	By     engine.Player `json:"by"`
	Ship   ShipID        `json:"ship"`
	Weapon int           `json:"weapon"`
	Target ShipID        `json:"target"`
	Face   grid.FaceSet  `json:"face"`
}

// Play plays a Fleet Commander option, paying one Command counter. Payer
// names the ship whose counter pays; with none named (the zero value, and
// every play of a save written before the player could name one) the
// program pays with the narrowest entry that covers the option, of the
// first such ship. A ship is named only to pay with another ship's counter
// than that one: Legal spells each payer once.
type Play struct {
	By     engine.Player `json:"by"`
	Option Option        `json:"option"`
	Payer  Payer         `json:"payer,omitempty"`
}

// Payer names the ship whose Command counter pays for an option, or none.
// Its zero value, NoPayer, names none; a save writes the ship's number
// (ShipID), and a play that names none leaves the field out.
type Payer int

// NoPayer leaves the paying ship to the program (Play).
const NoPayer Payer = 0

// maxPayer bounds the ship number a save may name, far above any fleet.
const maxPayer = 1 << 20

// PaidBy names ship id as the payer.
func PaidBy(id ShipID) Payer {
	if id < 0 || id >= maxPayer {
		return NoPayer
	}
	return Payer(id) + 1
}

// Ship is the ship named, or NoShip.
func (p Payer) Ship() ShipID {
	if p <= NoPayer {
		return NoShip
	}
	return ShipID(p - 1)
}

// MarshalJSON writes the ship's number.
func (p Payer) MarshalJSON() ([]byte, error) { return json.Marshal(int(p.Ship())) }

// UnmarshalJSON reads a ship's number.
func (p *Payer) UnmarshalJSON(data []byte) error {
	var n int
	if err := json.Unmarshal(data, &n); err != nil || n < 0 || n >= maxPayer {
		return fmt.Errorf("payer: %s where a ship's number (0 or more) is wanted", strings.TrimSpace(string(data)))
	}
	*p = Payer(n) + 1
	return nil
}

// Pass declines what a prompt offers: no option, no reroll, no shift.
type Pass struct {
	By engine.Player `json:"by"`
}

// Displace puts a fighter that a class 1 or 2 ship pushed out of its way on
// one of the nearest free squares; its controller chooses which.
type Displace struct {
	By      engine.Player `json:"by"`
	Fighter ShipID        `json:"fighter"`
	To      grid.Square   `json:"to"`
}

// Shift moves the damage of an attack from a ship with Emperor's Will to an
// adjacent allied fighter.
type Shift struct {
	By engine.Player `json:"by"`
	To ShipID        `json:"to"`
}

// Reroll rerolls the team's initiative check (Advanced Communications
// Array); the reroll stands.
type Reroll struct {
	By engine.Player `json:"by"`
}

// Order is the initiative winner's choice: its team moves first (and
// attacks second) or moves second (and attacks first).
type Order struct {
	By        engine.Player `json:"by"`
	MoveFirst bool          `json:"move_first"`
}

var codec = engine.NewCodec(ID, Add{}, Remove{}, Done{}, Place{}, Step{}, Stop{}, Launch{}, Attack{}, Play{}, Pass{},
	Displace{}, Shift{}, Reroll{}, Order{})

// Kind implements engine.Intent.
func (Add) Kind() string      { return KindAdd }
func (Remove) Kind() string   { return KindRemove }
func (Done) Kind() string     { return KindDone }
func (Place) Kind() string    { return KindPlace }
func (Step) Kind() string     { return KindStep }
func (Stop) Kind() string     { return KindStop }
func (Launch) Kind() string   { return KindLaunch }
func (Attack) Kind() string   { return KindAttack }
func (Play) Kind() string     { return KindPlay }
func (Pass) Kind() string     { return KindPass }
func (Displace) Kind() string { return KindDisplace }
func (Shift) Kind() string    { return KindShift }
func (Reroll) Kind() string   { return KindReroll }
func (Order) Kind() string    { return KindOrder }

// Actor implements engine.Intent.
func (i Add) Actor() engine.Player      { return i.By }
func (i Remove) Actor() engine.Player   { return i.By }
func (i Done) Actor() engine.Player     { return i.By }
func (i Place) Actor() engine.Player    { return i.By }
func (i Step) Actor() engine.Player     { return i.By }
func (i Stop) Actor() engine.Player     { return i.By }
func (i Launch) Actor() engine.Player   { return i.By }
func (i Attack) Actor() engine.Player   { return i.By }
func (i Play) Actor() engine.Player     { return i.By }
func (i Pass) Actor() engine.Player     { return i.By }
func (i Displace) Actor() engine.Player { return i.By }
func (i Shift) Actor() engine.Player    { return i.By }
func (i Reroll) Actor() engine.Player   { return i.By }
func (i Order) Actor() engine.Player    { return i.By }

// String implements engine.Intent. Every player reads it: Add and Remove
// name no card (the fleets are secret while they are built); the state's
// Describe names ships and cards for the readers who may know them.
func (i Add) String() string    { return "add a card to the fleet" }
func (i Remove) String() string { return "take a card out of the fleet" }
func (i Done) String() string   { return "done" }
func (i Place) String() string {
	return fmt.Sprintf("set up ship %d at %d,%d facing %v", i.Ship, i.At.X, i.At.Y, i.Facing)
}
func (i Step) String() string { return fmt.Sprintf("ship %d one square %v", i.Ship, i.Dir) }
func (i Stop) String() string {
	return fmt.Sprintf("ship %d ends its move facing %v", i.Ship, i.Facing)
}
func (i Launch) String() string {
	return fmt.Sprintf("ship %d launches fighter %d at %d,%d", i.Carrier, i.Fighter, i.At.X, i.At.Y)
}
func (i Pass) String() string { return "pass" }
func (i Displace) String() string {
	return fmt.Sprintf("fighter %d to %d,%d", i.Fighter, i.To.X, i.To.Y)
}
func (i Shift) String() string  { return fmt.Sprintf("shift the damage to fighter %d", i.To) }
func (i Reroll) String() string { return "reroll the initiative check" }
func (i Play) String() string {
	if id := i.Payer.Ship(); id != NoShip {
		return fmt.Sprintf("play %v, paid by ship %d", i.Option, id)
	}
	return "play " + i.Option.String()
}
func (i Attack) String() string {
	s := fmt.Sprintf("ship %d weapon %d at ship %d", i.Ship, i.Weapon, i.Target)
	if i.Face != 0 {
		s += " " + i.Face.String()
	}
	return s
}
func (i Order) String() string {
	if i.MoveFirst {
		return "move first, attack second"
	}
	return "move second, attack first"
}

// Validate implements engine.Validator.
func (i Place) Validate() error {
	if !i.Facing.Valid() {
		return errors.New("facing must be 0 to 3 (N, E, S, W)")
	}
	return nil
}

// Validate implements engine.Validator.
func (i Step) Validate() error {
	if !i.Dir.Valid() {
		return errors.New("dir must be 0 to 7 (N, NE, E, SE, S, SW, W, NW)")
	}
	return nil
}

// Validate implements engine.Validator.
func (i Stop) Validate() error {
	if !i.Facing.Valid() {
		return errors.New("facing must be 0 to 3 (N, E, S, W)")
	}
	return nil
}

// Validate implements engine.Validator.
func (i Attack) Validate() error {
	if i.Face != 0 && i.Face != grid.Front && i.Face != grid.Right && i.Face != grid.Rear && i.Face != grid.Left {
		return errors.New("face must be one face (1 front, 2 right, 4 rear, 8 left) or 0 for a fighter")
	}
	return nil
}

// Validate implements engine.Validator.
func (i Play) Validate() error {
	if !i.Option.Valid() {
		return fmt.Errorf("option must be 0 to %d", numOptions-1)
	}
	if i.Payer < NoPayer || i.Payer > maxPayer {
		return errors.New("payer must be a ship's number (0 or more), or left out")
	}
	return nil
}
