package sscs

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Intent kinds as written in save files.
const (
	KindPick    = "pick"    // Build: add a design to the squadron
	KindUnpick  = "unpick"  // Build: take one out
	KindReady   = "ready"   // Build: the squadron is complete
	KindSpeed   = "speed"   // Declaration: this turn's speed
	KindDock    = "dock"    // Declaration: docking with a ship
	KindLaunch  = "launch"  // Declaration: launching a craft from its hangar
	KindRepair  = "repair"  // Declaration: damage control on a point of a system
	KindReload  = "reload"  // Declaration: an empty weapon reloaded from the ship's magazine reloads
	KindBoard   = "board"   // Declaration: boarding a docked ship
	KindRam     = "ram"     // Declaration: ramming
	KindMode    = "mode"    // Declaration: a boarding unit's mode
	KindAssign  = "assign"  // Declaration: which enemy unit a boarding unit attacks
	KindClear   = "clear"   // Declaration: take back a ship's declarations
	KindSeal    = "seal"    // Declaration: the side is done (and may offer a truce)
	KindMove    = "move"    // Movement: a ship's plotted move
	KindFire    = "fire"    // Fire: a weapon at a ship
	KindSalvo   = "salvo"   // Fire: missiles at a ship
	KindProject = "project" // Fire: a projector
	KindDone    = "done"    // Fire: the ship has fired
	KindDodge   = "dodge"   // Missiles: the target tries to dodge the salvo
	KindShoot   = "shoot"   // Missiles: the target shoots at the salvo
)

var codec = engine.NewCodec(ID, Pick{}, Unpick{}, Ready{}, Speed{}, Dock{}, Launch{}, Repair{}, Reload{}, Board{}, Ram{}, Mode{},
	Assign{}, Clear{}, Seal{}, Move{}, Fire{}, Salvo{}, Project{}, Done{}, Dodge{}, ShootDown{})

// DecodeIntent implements engine.Game: the shared codec, and a player
// that exists (a battle has two sides).
func (Game) DecodeIntent(kind string, data json.RawMessage) (engine.Intent, error) {
	in, err := codec.Decode(kind, data)
	if err != nil {
		return nil, err
	}
	if p := in.Actor(); p != 0 && p != 1 {
		return nil, fmt.Errorf("%s: player %d does not exist (want 0 or 1)", kind, p)
	}
	return in, nil
}

// Kinds lists the intent kinds, for fuzzing and for the screen.
func Kinds() []string { return codec.Kinds() }

// Pick adds a design to the side's squadron in the Build phase.
type Pick struct {
	By     engine.Player `json:"by"`
	Design string        `json:"design"`
}

// Unpick removes the Index-th pick (from 0).
type Unpick struct {
	By    engine.Player `json:"by"`
	Index int           `json:"index"`
}

// Ready ends the side's Build phase.
type Ready struct {
	By engine.Player `json:"by"`
}

// Speed declares a ship's speed for this turn ("Speed must be declared
// every turn"; a ship that declares none keeps its speed).
type Speed struct {
	By    engine.Player `json:"by"`
	Ship  ShipID        `json:"ship"`
	Speed int           `json:"speed"`
}

// Dock declares that Ship is docking with With.
type Dock struct {
	By   engine.Player `json:"by"`
	Ship ShipID        `json:"ship"`
	With ShipID        `json:"with"`
}

// Launch declares that a craft leaves its hangar; it is free of its
// carrier in the Activity phase.
type Launch struct {
	By    engine.Player `json:"by"`
	Craft ShipID        `json:"craft"`
}

// Repair declares damage control on one point of a system of a ship
// (System is the index in the ship's systems: weapons, Drive, auxiliaries).
type Repair struct {
	By     engine.Player `json:"by"`
	Ship   ShipID        `json:"ship"`
	System int           `json:"system"`
}

// Reload declares that an empty weapon of a ship (Weapon, a mount index
// as Fire's) is loaded with one of the magazine reloads its design
// carries for it: in the Activity phase of the turn, so that it fires
// again from the next (rules 9; the timing is the project's own).
type Reload struct {
	By     engine.Player `json:"by"`
	Ship   ShipID        `json:"ship"`
	Weapon int           `json:"weapon"`
}

// Board declares that Ship's boarding groups board Target, docked to it.
type Board struct {
	By     engine.Player `json:"by"`
	Ship   ShipID        `json:"ship"`
	Target ShipID        `json:"target"`
}

// Ram declares that Ship will ram Target in its move.
type Ram struct {
	By     engine.Player `json:"by"`
	Ship   ShipID        `json:"ship"`
	Target ShipID        `json:"target"`
}

// Boarding modes.
const (
	ModeNone = iota
	ModeEvasive
	ModeDefensive
	ModeOffensive
	ModeSuicidal
)

// ModeNames are the modes as written in intents and shown.
func ModeNames() []string { return []string{"none", "evasive", "defensive", "offensive", "suicidal"} }

// Mode sets a boarding unit's mode before its first combat.
type Mode struct {
	By    engine.Player `json:"by"`
	Squad SquadID       `json:"squad"`
	Mode  int           `json:"mode"`
}

// Assign sets the enemy unit a boarding unit attacks.
type Assign struct {
	By     engine.Player `json:"by"`
	Squad  SquadID       `json:"squad"`
	Target SquadID       `json:"target"`
}

// Clear takes back every declaration of a ship this turn.
type Clear struct {
	By   engine.Player `json:"by"`
	Ship ShipID        `json:"ship"`
}

// Seal ends the side's declarations; Truce offers a truce, which ends the
// battle when both sides offer it in the same turn.
type Seal struct {
	By    engine.Player `json:"by"`
	Truce bool          `json:"truce,omitempty"`
}

// Move is a ship's plotted move (ParsePlot), e.g. "2R1E3".
type Move struct {
	By   engine.Player `json:"by"`
	Ship ShipID        `json:"ship"`
	Plot string        `json:"plot"`
}

// Aims of selective targeting: the category the damage must go to.
const (
	AimNone = iota
	AimDrive
	AimWeapons
	AimAux
)

// Fire fires one weapon of the ship that has just moved, from the From-th
// pose of its flight path, at Target (Contact picks among its images).
type Fire struct {
	By      engine.Player `json:"by"`
	Ship    ShipID        `json:"ship"`
	Weapon  int           `json:"weapon"`
	From    int           `json:"from"`
	Target  ShipID        `json:"target"`
	Contact int           `json:"contact,omitempty"`
	Aim     int           `json:"aim,omitempty"`
}

// Salvo launches Count missiles of one magazine at Target.
type Salvo struct {
	By      engine.Player `json:"by"`
	Ship    ShipID        `json:"ship"`
	Weapon  int           `json:"weapon"`
	Count   int           `json:"count"`
	From    int           `json:"from"`
	Target  ShipID        `json:"target"`
	Contact int           `json:"contact,omitempty"`
}

// Cell is a hex in an intent, axial.
type Cell struct {
	Q int `json:"q"`
	R int `json:"r"`
}

// Project uses a projector: at Target (the firing ship itself for the
// effects on the ship, a friendly ship for shield projection and transfer
// of ECM); At is the hex a displaced ship reappears in or the middle of a
// force plane, Dir the direction a force plane runs.
type Project struct {
	By      engine.Player `json:"by"`
	Ship    ShipID        `json:"ship"`
	Weapon  int           `json:"weapon"`
	From    int           `json:"from"`
	Target  ShipID        `json:"target"`
	Contact int           `json:"contact,omitempty"`
	At      Cell          `json:"at"`
	Dir     int           `json:"dir,omitempty"`
}

// Done ends the fire of the ship that moved.
type Done struct {
	By   engine.Player `json:"by"`
	Ship ShipID        `json:"ship"`
}

// Dodge answers a salvo by dodging each missile (d10 ≤ Drive).
type Dodge struct {
	By engine.Player `json:"by"`
}

// ShootDown answers a salvo by shooting at it with the listed weapons,
// one chance each, each at a missile of its own while there are more
// missiles than weapons before it. With Dodge, the missiles that none of
// the weapons shoots at are dodged (d10 ≤ Drive): each missile is either
// shot at or dodged, never both.
type ShootDown struct {
	By      engine.Player `json:"by"`
	Weapons []int         `json:"weapons"`
	Dodge   bool          `json:"dodge,omitempty"`
}

// Kind implements engine.Intent.
func (Pick) Kind() string      { return KindPick }
func (Unpick) Kind() string    { return KindUnpick }
func (Ready) Kind() string     { return KindReady }
func (Speed) Kind() string     { return KindSpeed }
func (Dock) Kind() string      { return KindDock }
func (Launch) Kind() string    { return KindLaunch }
func (Repair) Kind() string    { return KindRepair }
func (Reload) Kind() string    { return KindReload }
func (Board) Kind() string     { return KindBoard }
func (Ram) Kind() string       { return KindRam }
func (Mode) Kind() string      { return KindMode }
func (Assign) Kind() string    { return KindAssign }
func (Clear) Kind() string     { return KindClear }
func (Seal) Kind() string      { return KindSeal }
func (Move) Kind() string      { return KindMove }
func (Fire) Kind() string      { return KindFire }
func (Salvo) Kind() string     { return KindSalvo }
func (Project) Kind() string   { return KindProject }
func (Done) Kind() string      { return KindDone }
func (Dodge) Kind() string     { return KindDodge }
func (ShootDown) Kind() string { return KindShoot }

// Actor implements engine.Intent.
func (i Pick) Actor() engine.Player      { return i.By }
func (i Unpick) Actor() engine.Player    { return i.By }
func (i Ready) Actor() engine.Player     { return i.By }
func (i Speed) Actor() engine.Player     { return i.By }
func (i Dock) Actor() engine.Player      { return i.By }
func (i Launch) Actor() engine.Player    { return i.By }
func (i Repair) Actor() engine.Player    { return i.By }
func (i Reload) Actor() engine.Player    { return i.By }
func (i Board) Actor() engine.Player     { return i.By }
func (i Ram) Actor() engine.Player       { return i.By }
func (i Mode) Actor() engine.Player      { return i.By }
func (i Assign) Actor() engine.Player    { return i.By }
func (i Clear) Actor() engine.Player     { return i.By }
func (i Seal) Actor() engine.Player      { return i.By }
func (i Move) Actor() engine.Player      { return i.By }
func (i Fire) Actor() engine.Player      { return i.By }
func (i Salvo) Actor() engine.Player     { return i.By }
func (i Project) Actor() engine.Player   { return i.By }
func (i Done) Actor() engine.Player      { return i.By }
func (i Dodge) Actor() engine.Player     { return i.By }
func (i ShootDown) Actor() engine.Player { return i.By }

// String implements engine.Intent. Every player reads it, so the intents
// of the sealed phases (Build, Declaration) say what kind of decision was
// made and for which ship, never its content.
func (i Pick) String() string   { return "a pick for the squadron" }
func (i Unpick) String() string { return "a change to the squadron" }
func (i Ready) String() string  { return "the squadron is ready" }
func (i Speed) String() string  { return "a declaration for ship " + shipNum(i.Ship) }
func (i Dock) String() string   { return "a declaration for ship " + shipNum(i.Ship) }
func (i Launch) String() string { return "a declaration for craft " + shipNum(i.Craft) }
func (i Repair) String() string { return "a declaration for ship " + shipNum(i.Ship) }
func (i Reload) String() string { return "a declaration for ship " + shipNum(i.Ship) }
func (i Board) String() string  { return "a declaration for ship " + shipNum(i.Ship) }
func (i Ram) String() string    { return "a declaration for ship " + shipNum(i.Ship) }
func (i Mode) String() string   { return "a declaration for boarding unit " + strconv.Itoa(int(i.Squad)) }
func (i Assign) String() string {
	return "a declaration for boarding unit " + strconv.Itoa(int(i.Squad))
}
func (i Clear) String() string { return "declarations taken back for ship " + shipNum(i.Ship) }
func (i Seal) String() string  { return "declarations sealed" }
func (i Move) String() string  { return "ship " + shipNum(i.Ship) + " moves " + i.Plot }
func (i Fire) String() string {
	s := fmt.Sprintf("ship %s fires weapon %d from pose %d at ship %s", shipNum(i.Ship), i.Weapon, i.From, shipNum(i.Target))
	if i.Contact > 0 {
		s += " (contact " + strconv.Itoa(i.Contact) + ")"
	}
	if i.Aim != AimNone {
		s += ", aiming at its " + AimName(i.Aim)
	}
	return s
}
func (i Salvo) String() string {
	return fmt.Sprintf("ship %s launches %d missiles of weapon %d at ship %s", shipNum(i.Ship), i.Count, i.Weapon, shipNum(i.Target))
}
func (i Project) String() string {
	return fmt.Sprintf("ship %s uses projector %d on ship %s", shipNum(i.Ship), i.Weapon, shipNum(i.Target))
}
func (i Done) String() string  { return "ship " + shipNum(i.Ship) + " has fired" }
func (i Dodge) String() string { return "dodge the missiles" }
func (i ShootDown) String() string {
	parts := make([]string, len(i.Weapons))
	for k, w := range i.Weapons {
		parts[k] = strconv.Itoa(w)
	}
	t := "shoot at the missiles with weapons " + strings.Join(parts, ",")
	if i.Dodge {
		t += " and dodge the rest"
	}
	return t
}

func shipNum(id ShipID) string { return strconv.Itoa(int(id)) }

// AimName names a category of selective targeting.
func AimName(aim int) string {
	switch aim {
	case AimDrive:
		return "Drive"
	case AimWeapons:
		return "weapons"
	case AimAux:
		return "auxiliary systems"
	}
	return "nothing in particular"
}

// Validate checks the fields a decoder cannot.
func (i Unpick) Validate() error {
	if i.Index < 0 || i.Index >= maxShips {
		return fmt.Errorf("index %d is not from 0 to %d", i.Index, maxShips-1)
	}
	return nil
}

// Validate checks the fields a decoder cannot.
func (i Speed) Validate() error {
	if i.Speed < 0 || i.Speed > maxSpeed*2 {
		return fmt.Errorf("speed %d is not from 0 to %d (own bound: the rulebook sets no top speed, Movement 2)", i.Speed, maxSpeed*2)
	}
	return nil
}

// Validate checks the fields a decoder cannot.
func (i Mode) Validate() error {
	if i.Mode < ModeNone || i.Mode > ModeSuicidal {
		return errors.New("mode is 0 (none), 1 evasive, 2 defensive, 3 offensive or 4 suicidal")
	}
	return nil
}

// Validate checks the fields a decoder cannot.
func (i Move) Validate() error {
	if utf8.RuneCountInString(i.Plot) > MaxPlotLen {
		return fmt.Errorf("a plot of more than %d characters", MaxPlotLen)
	}
	return nil
}

// Validate checks the fields a decoder cannot.
func (i Fire) Validate() error {
	if i.Aim < AimNone || i.Aim > AimAux {
		return errors.New("aim is 0 (none), 1 Drive, 2 weapons or 3 auxiliary systems")
	}
	return nil
}

// Validate checks the fields a decoder cannot.
func (i Salvo) Validate() error {
	if i.Count < 1 || i.Count > 100 {
		return fmt.Errorf("count %d is not from 1 to 100", i.Count)
	}
	return nil
}

// Validate checks the fields a decoder cannot.
func (i Project) Validate() error {
	if i.Dir < 0 || i.Dir > 5 {
		return errors.New("dir is a hex direction from 0 (N) to 5 (NW)")
	}
	if i.At.Q < -maxCoord*4 || i.At.Q > maxCoord*4 || i.At.R < -maxCoord*4 || i.At.R > maxCoord*4 {
		return errors.New("at is too far out")
	}
	return nil
}

// Validate checks the fields a decoder cannot.
func (i ShootDown) Validate() error {
	if len(i.Weapons) == 0 || len(i.Weapons) > maxMounts {
		return fmt.Errorf("name 1 to %d weapons", maxMounts)
	}
	for k, w := range i.Weapons {
		if w < 0 || w >= maxMounts {
			return fmt.Errorf("weapon %d is out of range", w)
		}
		for _, o := range i.Weapons[:k] {
			if o == w {
				return fmt.Errorf("weapon %d is named twice", w)
			}
		}
	}
	return nil
}
