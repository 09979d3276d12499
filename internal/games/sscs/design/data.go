package design

// The construction tables of the rulebook ("Starship Design"), as printed.
// They are unexported and handed out as copies, so nobody can change the
// rules by writing to a package variable. Where the rulebook gives no value,
// it says "if a value is not given, it is 1 or X1": those ones are written
// out here.

// Weapon types.
const (
	Railgun     = "railgun"     // Railguns or Mass Drivers (G)
	Antimissile = "antimissile" // Antimissile Defense (AM)
	Beam        = "beam"        // Beam (BM)
	Cannon      = "cannon"      // Cannon (CN)
	Torpedo     = "torpedo"     // Torpedo (TRP)
	Projector   = "projector"   // Projectors (special effects)
	Missile     = "missile"     // Missiles (their own process)
)

// Arcs a weapon is built for.
const (
	Primary   = "primary"   // to the front
	Secondary = "secondary" // to front and sides
	Defensive = "defensive" // to every side, front and back
)

// Projector effects.
const (
	EnergyBlast      = "energy-blast"
	TractorBeam      = "tractor"
	RepulserBeam     = "repulser"
	EMP              = "emp"
	StasisBeam       = "stasis"
	ForcePlane       = "force-plane"
	Dazzle           = "dazzle"
	ImageProjector   = "image"
	DisplacerPulse   = "displacer"
	CloakField       = "cloak"
	ShieldProjection = "shield-projection"
	TransferECM      = "transfer-ecm"
)

// TypeRow is one row of the weapon type table: the multipliers of cost,
// range, size and damage, the shots in the magazine (0: no magazine), and
// whether the weapon uses the ship's energy and whether shields stop it.
type TypeRow struct {
	Type, Code                   string
	Title                        string
	Cost, Range, Size, Damage    Q
	Shots                        int
	Energy, IgnoresShields, Dice bool // Dice: may buy damage in d10s
}

var typeRows = []TypeRow{
	{Type: Railgun, Code: "G", Title: "Railgun", Cost: F(1, 4), Range: F(1, 2), Size: I(1), Damage: I(1), Shots: 5, Energy: true, IgnoresShields: true, Dice: true},
	{Type: Antimissile, Code: "AM", Title: "Antimissile", Cost: I(2), Range: F(1, 4), Size: I(1), Damage: I(1), Shots: 10, IgnoresShields: true, Dice: true},
	{Type: Beam, Code: "BM", Title: "Beam", Cost: I(1), Range: I(1), Size: I(1), Damage: I(1), Energy: true, Dice: true},
	{Type: Cannon, Code: "CN", Title: "Cannon", Cost: I(1), Range: F(1, 2), Size: I(1), Damage: I(2), Energy: true, Dice: true},
	{Type: Torpedo, Code: "TRP", Title: "Torpedo", Cost: I(2), Range: F(1, 2), Size: I(1), Damage: I(3), Shots: 5, Energy: true, Dice: true},
	// A projector's cost and size multiples come from its effect (ProjectorRow).
	{Type: Projector, Code: "PJ", Title: "Projector", Cost: I(1), Range: I(1), Size: I(1), Damage: I(1), Energy: true},
}

// TypeRows returns the weapon type table.
func TypeRows() []TypeRow { return append([]TypeRow(nil), typeRows...) }

// LookupType finds a weapon type's row.
func LookupType(t string) (TypeRow, bool) {
	for _, r := range typeRows {
		if r.Type == t {
			return r, true
		}
	}
	return TypeRow{}, false
}

// ArcRow is one row of the Desired Arc table.
type ArcRow struct {
	Arc               string
	Cost, Range, Size Q
}

var arcRows = []ArcRow{
	{Primary, I(1), I(1), I(1)},
	{Secondary, F(3, 2), I(1), I(2)},
	{Defensive, I(2), F(1, 2), I(3)},
}

// ArcRows returns the arc table.
func ArcRows() []ArcRow { return append([]ArcRow(nil), arcRows...) }

// LookupArc finds an arc's row.
func LookupArc(a string) (ArcRow, bool) {
	for _, r := range arcRows {
		if r.Arc == a {
			return r, true
		}
	}
	return ArcRow{}, false
}

// ProjectorRow is one row of the projector table: the cost and size
// multiples and the range multiplier ("X 1 unless otherwise noted").
type ProjectorRow struct {
	Effect, Title     string
	Cost, Size, Range Q
}

var projectorRows = []ProjectorRow{
	{EnergyBlast, "Energy Blast", I(15), I(1), F(1, 4)},
	{TractorBeam, "Tractor Beam", I(60), I(4), I(1)},
	{RepulserBeam, "Repulser Beam", I(60), I(4), I(1)},
	{EMP, "Electromagnetic Pulse", I(30), I(2), I(1)},
	{StasisBeam, "Stasis Beam", I(45), I(10), F(1, 4)},
	{ForcePlane, "Force Plane", I(25), I(6), I(1)},
	{Dazzle, "Dazzle", I(5), F(1, 2), I(1)},
	{ImageProjector, "Image Projector", I(10), I(1), I(1)},
	{DisplacerPulse, "Displacer Pulse", I(100), I(8), I(1)},
	{CloakField, "Cloak Field", I(150), I(2), I(1)},
	{ShieldProjection, "Shield Projection", I(20), I(2), I(1)},
	{TransferECM, "Transfer ECM", I(15), F(1, 4), I(1)},
}

// ProjectorRows returns the projector table.
func ProjectorRows() []ProjectorRow { return append([]ProjectorRow(nil), projectorRows...) }

// LookupProjector finds a projector effect's row.
func LookupProjector(e string) (ProjectorRow, bool) {
	for _, r := range projectorRows {
		if r.Effect == e {
			return r, true
		}
	}
	return ProjectorRow{}, false
}

// Auxiliary system kinds.
const (
	ECM        = "ecm"
	Command    = "command"
	Quarters   = "quarters"
	Barracks   = "barracks"
	Recreation = "recreation"
	Stateroom  = "stateroom"
	Hospital   = "hospital"
	Freezer    = "freezer"
	Storage    = "storage"
	Cargo      = "cargo"
	Hold       = "hold"
	Hangar     = "hangar"
	Repair     = "repair"
	Fabricator = "fabricator"
	Constructr = "constructor"
	Factory    = "factory"
	Lab        = "lab"
	Analyze    = "analyze"
	Marines    = "marines"
	Commandos  = "commandos"
	HeavyTroop = "heavy-assault"
	Armored    = "armored"
	Stargate   = "stargate"
	// Hull and crew are auxiliaries too; in a design's aux list they only
	// mark where they come in the damage order.
	HullAux = "hull"
	CrewAux = "crew"
)

// AuxRow is one row of the auxiliary systems list: the cost and size of
// one block (one item, or one size unit of a system priced "size 1 for N"),
// and what a block holds (Per of Unit).
type AuxRow struct {
	Kind, Title string
	Cost        int
	Size        int
	Per         int    // what one block holds, e.g. 100 for storage's slots; 0 when not counted
	Unit        string // e.g. "slots", "people"
	Troop       int    // boarding unit: its column in the boarding table (1 Marine … 4 Powered Armor), 0 if none
}

var auxRows = []AuxRow{
	{Kind: ECM, Title: "ECM", Cost: 50, Size: 1},
	{Kind: Command, Title: "Command Suite", Cost: 20, Size: 2},
	{Kind: Quarters, Title: "Quarters", Cost: 0, Size: 1, Per: 5, Unit: "quarters"},
	{Kind: Barracks, Title: "Barracks", Cost: 0, Size: 1, Per: 5, Unit: "quarters for troops"},
	{Kind: Recreation, Title: "Recreation", Cost: 0, Size: 1},
	{Kind: Stateroom, Title: "Stateroom", Cost: 1, Size: 1, Per: 2, Unit: "staterooms"},
	{Kind: Hospital, Title: "Hospital", Cost: 10, Size: 1, Per: 25, Unit: "patients"},
	{Kind: Freezer, Title: "Freezer", Cost: 1, Size: 1, Per: 100, Unit: "people"},
	{Kind: Storage, Title: "Storage", Cost: 0, Size: 1, Per: 100, Unit: "slots"},
	{Kind: Cargo, Title: "Cargo", Cost: 1, Size: 1, Per: 200, Unit: "slots"},
	{Kind: Hold, Title: "Hold", Cost: 2, Size: 1, Per: 50, Unit: "slots"},
	// A hangar's size is the craft's size + 2 per craft; Size here is the 2.
	{Kind: Hangar, Title: "Hangar", Cost: 3, Size: 2, Per: 1, Unit: "craft"},
	{Kind: Repair, Title: "Repair", Cost: 25, Size: 10},
	{Kind: Fabricator, Title: "Fabricator", Cost: 50, Size: 5},
	{Kind: Constructr, Title: "Constructor", Cost: 100, Size: 20},
	{Kind: Factory, Title: "Factory Module", Cost: 5000, Size: 1000},
	{Kind: Lab, Title: "Lab", Cost: 5, Size: 1},
	{Kind: Analyze, Title: "Analyze", Cost: 25, Size: 5},
	{Kind: Marines, Title: "Marine Squad", Cost: 5, Size: 1, Troop: 1},
	{Kind: Commandos, Title: "Commando Squad", Cost: 15, Size: 1, Troop: 2},
	{Kind: HeavyTroop, Title: "Heavy Assault", Cost: 25, Size: 3, Troop: 3},
	{Kind: Armored, Title: "Armored", Cost: 250, Size: 10, Troop: 4},
	{Kind: Stargate, Title: "Stargate Initiator", Cost: 10000, Size: 50},
}

// AuxRows returns the auxiliary systems table.
func AuxRows() []AuxRow { return append([]AuxRow(nil), auxRows...) }

// LookupAux finds an auxiliary system's row.
func LookupAux(kind string) (AuxRow, bool) {
	for _, r := range auxRows {
		if r.Kind == kind {
			return r, true
		}
	}
	return AuxRow{}, false
}

// The other numbers of the construction system, as printed.
var (
	fixedDamageCost = I(2)  // "Non-variable damage costs 2 per Damage"
	diceCost        = I(12) // "Dice (d10's) cost 12 each"
	rangeCost       = I(2)  // "Range cost is 2 per hex"
	shieldSize      = I(8)  // "Multiply the desired value by 8 to find the size"
	shieldCost      = I(2)  // "and by 2 to find the cost"
	hullCost        = F(1, 2)
	armorFactor     = F(1, 2) // "Armor level X systems weight X .5"
	armorCost       = F(1, 4) // "Armor costs .25 per size"
	engineFactor    = F(1, 10)
	engineCost      = 2
	missileSizeDiv  = int64(8)
	missileLimit    = F(1, 20) // Evaluate, recoil limit 1
	missileNote     = F(1, 10) // the weapon notes' "SHIP TOTAL SIZE x.1"
	recoilLimit     = F(1, 20) // Evaluate, recoil limit 2 (and the notes')
	energyLimit     = F(35, 100)
	shieldLimit     = F(1, 4)
	missileDriveMax = 10 // "Current Technology is limited to a drive of 10"
)

// DiceWorth is what one d10 of damage counts for in the hull formula and the
// limits, which add up damage points: the project's own 6, because the
// rulebook prices a d10 (12) as six fixed points (2 each).
const DiceWorth = 6

// Material is a row of the fabricators' raw material table: how much of it
// makes one repair part.
type Material struct {
	Type        int
	Description string
	PerPart     int
}

var materials = []Material{
	{1, "Bits of broken ship systems", 2},
	{2, "Basic (scrap)", 4},
	{3, "Semi-refined or rich ore", 10},
	{4, "Raw ore", 30},
	{5, "Poor ore", 60},
	{6, "Interstellar dust", 120},
}

// Materials returns the raw material table (Repair, Fabricators).
func Materials() []Material { return append([]Material(nil), materials...) }

// The times of the repair systems, in turns, as printed.
const (
	RepairTurnsPerPoint     = 6  // Repair: 1 point of repair in 6 turns
	FabricatorTurnsPerPart  = 10 // Fabricators: 1 repair part in 10 turns (type 1 material)
	ConstructorTurnsPerCost = 6  // Constructors: 1 cost of structure in 6 turns
	FactoryTurnsPerCost     = 6  // Factory Modules: 1 cost worth in 6 turns
	LabTurnsPerPoint        = 1  // Lab: 1 point a turn
	AnalyzeTurnsPerPoint    = 5  // Analyze: 1 point in 5 turns
	MagazineReloadSlots     = 50 // a magazine reload takes 50 slots
	GateTurns               = 5  // a Stargate's gate persists 5 turns
	GateAcross              = 3  // and is 3 hexes across
)

// Magazine reloads (rules 9). The rulebook prints the shots in each
// magazine (railguns 5, antimissiles 10, torpedoes 5: TypeRow.Shots) and
// that a reload takes MagazineReloadSlots to store; it prints nothing
// else about them. What follows is the project's own, each marked so.
const (
	// ReloadHeldIn is the auxiliary whose slots hold the reloads: Storage,
	// "for ready access to crew" (reading: a reload is loaded by the crew
	// in battle; cargo is "for transport of goods", a hold a workspace).
	ReloadHeldIn = Storage
	// ReloadTurns is how long a reload takes (own): declared in the
	// Declaration phase, the magazine is loaded in the same turn's
	// Activity phase.
	ReloadTurns = 1
	// ReloadFiresSameTurn (own): false — the weapon is empty through the
	// turn's Movement and fire (that is why it is reloaded) and fires
	// again from the next turn.
	ReloadFiresSameTurn = false
	// The Activity phase (sscs/reload.go) has this timing built in: these
	// two say it in the data, and the railgun test of the reload rule
	// fails if either is changed without the phase.
)

// ReloadCost is what one magazine reload costs (own): as much as one
// weapon of its entry. The rulebook prices the shots in a weapon only
// together with the weapon; a second magazine is priced as the first
// came, which keeps a railgun with reloads no cheaper per shot than one
// without.
func ReloadCost(weaponCost int) int { return weaponCost }

// RepairParts is what a repair costs in repair parts: half the original
// construction cost, rounded down.
func RepairParts(cost int) int { return cost / 2 }

// FabricationTurns is how long a fabricator takes to make one repair part
// from a type of material: the time for type 1 scaled by the amount used.
func FabricationTurns(materialType int) (int, bool) {
	for _, m := range materials {
		if m.Type == materialType {
			return FabricatorTurnsPerPart * m.PerPart / materials[0].PerPart, true
		}
	}
	return 0, false
}
