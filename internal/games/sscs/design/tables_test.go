package design

import "testing"

// Every table of Starship Design written out here from
// the rulebook, cell by cell, and compared with the data the designer and
// the game use (TypeRows, ArcRows, ProjectorRows, AuxRows, the constants).
// The derived-number tests in design_test.go check the same rows through
// Derive; these check the cells themselves, flags and footnotes included.

// hundredths writes a multiplier as the rulebook prints it, in hundredths.
func hundredths(n int64) Q { return F(n, 100) }

// TestTables_WeaponTypesAsPrinted: the TYPE of Weapon list — cost, range,
// size and damage multipliers ("if a value is not given, it is 1"), the
// shots in the magazine, energy use ("they use energy"; antimissiles "run
// independent of ship's power"), what shields do not stop (missiles,
// antimissiles and railguns), and that damage may be bought in d10s
// (projectors "must use non-variable damage").
func TestTables_WeaponTypesAsPrinted(t *testing.T) {
	type row struct {
		cost, rng, size, dmg        int64 // hundredths
		shots                       int
		energy, passesShields, dice bool
	}
	printed := map[string]row{
		Railgun:     {25, 50, 100, 100, 5, true, true, true},
		Antimissile: {200, 25, 100, 100, 10, false, true, true},
		Beam:        {100, 100, 100, 100, 0, true, false, true},
		Cannon:      {100, 50, 100, 200, 0, true, false, true},
		Torpedo:     {200, 50, 100, 300, 5, true, false, true},
		Projector:   {100, 100, 100, 100, 0, true, false, false},
	}
	rows := TypeRows()
	if len(rows) != len(printed) {
		t.Fatalf("%d rows, %d printed", len(rows), len(printed))
	}
	for _, r := range rows {
		p, ok := printed[r.Type]
		if !ok {
			t.Errorf("%s is not in the rulebook's list", r.Type)
			continue
		}
		cells := []struct {
			what      string
			got, want Q
		}{{"cost", r.Cost, hundredths(p.cost)}, {"range", r.Range, hundredths(p.rng)}, {"size", r.Size, hundredths(p.size)}, {"damage", r.Damage, hundredths(p.dmg)}}
		for _, c := range cells {
			if c.got.Cmp(c.want) != 0 {
				t.Errorf("%s %s × %s, printed × %s", r.Type, c.what, c.got, c.want)
			}
		}
		if r.Shots != p.shots || r.Energy != p.energy || r.IgnoresShields != p.passesShields || r.Dice != p.dice {
			t.Errorf("%s: shots %d energy %v passes shields %v dice %v, printed %d %v %v %v", r.Type, r.Shots, r.Energy, r.IgnoresShields, r.Dice, p.shots, p.energy, p.passesShields, p.dice)
		}
	}
	codes := map[string]string{Railgun: "G", Antimissile: "AM", Beam: "BM", Cannon: "CN", Torpedo: "TRP"}
	for typ, code := range codes {
		if r, _ := LookupType(typ); r.Code != code {
			t.Errorf("%s code %q, printed (%s)", typ, r.Code, code)
		}
	}
}

// TestTables_ArcsAsPrinted: Desired Arc — Primary ×1 ×1 ×1, Secondary
// ×1.5 ×1 ×2, Defensive ×2 ×0.5 ×3 (cost, range, size).
func TestTables_ArcsAsPrinted(t *testing.T) {
	printed := [][4]int64{{0, 100, 100, 100}, {1, 150, 100, 200}, {2, 200, 50, 300}}
	names := []string{Primary, Secondary, Defensive}
	rows := ArcRows()
	if len(rows) != 3 {
		t.Fatalf("%d arcs", len(rows))
	}
	for _, p := range printed {
		r := rows[p[0]]
		if r.Arc != names[p[0]] || r.Cost.Cmp(hundredths(p[1])) != 0 || r.Range.Cmp(hundredths(p[2])) != 0 || r.Size.Cmp(hundredths(p[3])) != 0 {
			t.Errorf("%s: %s %s %s, printed %d %d %d hundredths", r.Arc, r.Cost, r.Range, r.Size, p[1], p[2], p[3])
		}
	}
}

// TestTables_ProjectorsAsPrinted: the projector chart, in its order —
// cost multiple, size multiple, and the range notes (Energy Blast and
// Stasis Beam "Range X 0.25"; every other "X 1 unless otherwise noted").
func TestTables_ProjectorsAsPrinted(t *testing.T) {
	printed := []struct {
		effect, title   string
		cost, size, rng int64 // hundredths
	}{
		{EnergyBlast, "Energy Blast", 1500, 100, 25},
		{TractorBeam, "Tractor Beam", 6000, 400, 100},
		{RepulserBeam, "Repulser Beam", 6000, 400, 100},
		{EMP, "Electromagnetic Pulse", 3000, 200, 100},
		{StasisBeam, "Stasis Beam", 4500, 1000, 25},
		{ForcePlane, "Force Plane", 2500, 600, 100},
		{Dazzle, "Dazzle", 500, 50, 100},
		{ImageProjector, "Image Projector", 1000, 100, 100},
		{DisplacerPulse, "Displacer Pulse", 10000, 800, 100},
		{CloakField, "Cloak Field", 15000, 200, 100},
		{ShieldProjection, "Shield Projection", 2000, 200, 100},
		{TransferECM, "Transfer ECM", 1500, 25, 100},
	}
	rows := ProjectorRows()
	if len(rows) != len(printed) {
		t.Fatalf("%d rows, %d printed", len(rows), len(printed))
	}
	for i, p := range printed {
		r := rows[i]
		if r.Effect != p.effect || r.Title != p.title || r.Cost.Cmp(hundredths(p.cost)) != 0 || r.Size.Cmp(hundredths(p.size)) != 0 || r.Range.Cmp(hundredths(p.rng)) != 0 {
			t.Errorf("row %d: %+v, printed %+v", i, r, p)
		}
	}
}

// TestTables_AuxiliariesAsPrinted: the Auxiliary Systems list in its order
// — cost and size of one item or block, what a block holds ("size 1 for
// 5", "1 per 25 patients", "1 for 100 slots"...) and the boarding groups'
// columns of the boarding table (Marine, Commando, Heavy Weapons, Powered
// Armor).
func TestTables_AuxiliariesAsPrinted(t *testing.T) {
	printed := []AuxRow{
		{Kind: ECM, Cost: 50, Size: 1},
		{Kind: Command, Cost: 20, Size: 2},
		{Kind: Quarters, Cost: 0, Size: 1, Per: 5},
		{Kind: Barracks, Cost: 0, Size: 1, Per: 5},
		{Kind: Recreation, Cost: 0, Size: 1},
		{Kind: Stateroom, Cost: 1, Size: 1, Per: 2},
		{Kind: Hospital, Cost: 10, Size: 1, Per: 25},
		{Kind: Freezer, Cost: 1, Size: 1, Per: 100},
		{Kind: Storage, Cost: 0, Size: 1, Per: 100},
		{Kind: Cargo, Cost: 1, Size: 1, Per: 200},
		{Kind: Hold, Cost: 2, Size: 1, Per: 50},
		{Kind: Hangar, Cost: 3, Size: 2, Per: 1}, // 3 a craft; the craft's size + 2
		{Kind: Repair, Cost: 25, Size: 10},
		{Kind: Fabricator, Cost: 50, Size: 5},
		{Kind: Constructr, Cost: 100, Size: 20},
		{Kind: Factory, Cost: 5000, Size: 1000},
		{Kind: Lab, Cost: 5, Size: 1},
		{Kind: Analyze, Cost: 25, Size: 5},
		{Kind: Marines, Cost: 5, Size: 1, Troop: 1},
		{Kind: Commandos, Cost: 15, Size: 1, Troop: 2},
		{Kind: HeavyTroop, Cost: 25, Size: 3, Troop: 3},
		{Kind: Armored, Cost: 250, Size: 10, Troop: 4},
		{Kind: Stargate, Cost: 10000, Size: 50},
	}
	rows := AuxRows()
	if len(rows) != len(printed) {
		t.Fatalf("%d rows, %d printed", len(rows), len(printed))
	}
	for i, p := range printed {
		r := rows[i]
		if r.Kind != p.Kind || r.Cost != p.Cost || r.Size != p.Size || r.Per != p.Per || r.Troop != p.Troop {
			t.Errorf("row %d: %s cost %d size %d per %d troop %d, printed %s %d %d %d %d", i, r.Kind, r.Cost, r.Size, r.Per, r.Troop, p.Kind, p.Cost, p.Size, p.Per, p.Troop)
		}
	}
}

// TestTables_NumbersAsPrinted: every other number of Starship Design and
// of the repair systems, as printed.
func TestTables_NumbersAsPrinted(t *testing.T) {
	qs := []struct {
		what      string
		got, want Q
	}{
		{"fixed damage cost (2 per damage)", fixedDamageCost, I(2)},
		{"d10 cost (12 each)", diceCost, I(12)},
		{"range cost (2 per hex)", rangeCost, I(2)},
		{"shield size (× 8)", shieldSize, I(8)},
		{"shield cost (× 2)", shieldCost, I(2)},
		{"hull cost (.5 each)", hullCost, hundredths(50)},
		{"armor size (level × weight × .5)", armorFactor, hundredths(50)},
		{"armor cost (.25 per size)", armorCost, hundredths(25)},
		{"engine size (maneuver × subtotal × .1)", engineFactor, hundredths(10)},
		{"one missile (total size × .05)", missileLimit, hundredths(5)},
		{"missile size, weapon notes (total size × .1)", missileNote, hundredths(10)},
		{"recoil (total size × .05)", recoilLimit, hundredths(5)},
		{"energy (engine size × .35)", energyLimit, hundredths(35)},
		{"shields (engine size × .25)", shieldLimit, hundredths(25)},
	}
	for _, c := range qs {
		if c.got.Cmp(c.want) != 0 {
			t.Errorf("%s: %s, printed %s", c.what, c.got, c.want)
		}
	}
	ints := []struct {
		what      string
		got, want int64
	}{
		{"engine cost (2 per size)", int64(engineCost), 2},
		{"missile size divisor ((R × D × W) / 8)", missileSizeDiv, 8},
		{"missile drive (current technology 10)", int64(missileDriveMax), 10},
		{"repair: 1 point in 6 turns", RepairTurnsPerPoint, 6},
		{"fabricator: 1 part in 10 turns", FabricatorTurnsPerPart, 10},
		{"constructor: 1 cost in 6 turns", ConstructorTurnsPerCost, 6},
		{"factory: 1 cost in 6 turns", FactoryTurnsPerCost, 6},
		{"lab: 1 point a turn", LabTurnsPerPoint, 1},
		{"analyze: 1 point in 5 turns", AnalyzeTurnsPerPoint, 5},
		{"magazine reload: 50 slots", MagazineReloadSlots, 50},
		{"gate: 5 turns", GateTurns, 5},
		{"gate: 3 hexes across", GateAcross, 3},
	}
	for _, c := range ints {
		if c.got != c.want {
			t.Errorf("%s: %d, printed %d", c.what, c.got, c.want)
		}
	}
	// The hull formula's divisors (missile size / 20, railgun, antimissile
	// and torpedo damage / 25, beam and cannon damage / 40, shields / 20):
	// one unit of each alone gives 1/20, 1/25, 1/40 and 1/20 before the
	// rounding up.
	for _, c := range []struct {
		d    Design
		want Q
	}{
		{Design{Name: "M", Maneuver: 1, Weapons: []Weapon{{Type: Missile, Range: 8, Drive: 1, Warhead: 1, Count: 1}}}, F(1, 20)},
		{Design{Name: "R", Maneuver: 1, Weapons: []Weapon{{Type: Railgun, Damage: 1, Range: 2, Arc: Primary}}}, F(1, 25)},
		{Design{Name: "A", Maneuver: 1, Weapons: []Weapon{{Type: Antimissile, Damage: 1, Range: 4, Arc: Primary}}}, F(1, 25)},
		{Design{Name: "T", Maneuver: 1, Weapons: []Weapon{{Type: Torpedo, Damage: 1, Range: 2, Arc: Primary}}}, F(3, 25)},
		{Design{Name: "B", Maneuver: 1, Weapons: []Weapon{{Type: Beam, Damage: 1, Range: 1, Arc: Primary}}}, F(1, 40)},
		{Design{Name: "C", Maneuver: 1, Weapons: []Weapon{{Type: Cannon, Damage: 1, Range: 2, Arc: Primary}}}, F(2, 40)},
		{Design{Name: "S", Maneuver: 1, Shields: 1}, F(1, 20)},
		{Design{Name: "P", Maneuver: 1, Weapons: []Weapon{{Type: Projector, Effect: EnergyBlast, Damage: 1, Range: 4, Arc: Primary}}}, I(0)},
	} {
		dv, err := Derive(c.d, nil)
		if err != nil {
			t.Fatal(err)
		}
		if dv.HullExact.Cmp(c.want) != 0 || dv.Hull != 2 {
			t.Errorf("%s: hull %s → %d, want %s → 2", c.d.Name, dv.HullExact, dv.Hull, c.want)
		}
	}
}
