package design

import (
	"strings"
	"testing"
)

// The rulebook prints no worked design, so these tests check every row of
// its tables on inputs of the project's own, worked out by hand in the
// comments.

func derive(t *testing.T, d Design) *Derived {
	t.Helper()
	dv, err := Derive(d, nil)
	if err != nil {
		t.Fatal(err)
	}
	return dv
}

func oneWeapon(w Weapon) Design {
	return Design{Name: "Test", Maneuver: 1, Weapons: []Weapon{w}}
}

// TestWeaponTypeRows: 1 d10 and 8 hexes bought, primary arc, so the base
// is 12 + 8 × 2 = 28 and every difference comes from the type's row.
func TestWeaponTypeRows(t *testing.T) {
	cases := []struct {
		typ                   string
		cost, size, rng, dice int
		shots                 int
	}{
		{Railgun, 7, 28, 4, 1, 5},       // cost 28 × 0.25, range 8 × 0.5
		{Antimissile, 56, 28, 2, 1, 10}, // cost 28 × 2, range 8 × 0.25
		{Beam, 28, 28, 8, 1, 0},
		{Cannon, 28, 28, 4, 2, 0},  // range 8 × 0.5, damage 1 × 2
		{Torpedo, 56, 28, 4, 3, 5}, // cost × 2, range × 0.5, damage × 3
	}
	for _, c := range cases {
		w := derive(t, oneWeapon(Weapon{Type: c.typ, Dice: 1, Range: 8, Arc: Primary})).Weapons[0]
		if w.Base != 28 || w.Cost != c.cost || w.Size != c.size || w.Range != c.rng || w.Dice != c.dice || w.Shots != c.shots {
			t.Errorf("%s: base %d cost %d size %d range %d dice %d shots %d, want 28 %d %d %d %d %d",
				c.typ, w.Base, w.Cost, w.Size, w.Range, w.Dice, w.Shots, c.cost, c.size, c.rng, c.dice, c.shots)
		}
	}
}

// TestArcRows: a beam of 1 d10 and 8 hexes (base 28) in each arc.
func TestArcRows(t *testing.T) {
	cases := []struct {
		arc             string
		cost, size, rng int
	}{
		{Primary, 28, 28, 8},   // × 1, × 1, × 1
		{Secondary, 42, 56, 8}, // cost × 1.5, size × 2
		{Defensive, 56, 84, 4}, // cost × 2, size × 3, range × 0.5
	}
	for _, c := range cases {
		w := derive(t, oneWeapon(Weapon{Type: Beam, Dice: 1, Range: 8, Arc: c.arc})).Weapons[0]
		if w.Cost != c.cost || w.Size != c.size || w.Range != c.rng {
			t.Errorf("%s: cost %d size %d range %d, want %d %d %d", c.arc, w.Cost, w.Size, w.Range, c.cost, c.size, c.rng)
		}
	}
}

// TestProjectorRows: value 4 (fixed damage, 4 × 2 = 8) and 8 hexes
// (16): base 24, primary arc.
func TestProjectorRows(t *testing.T) {
	cases := []struct {
		effect          string
		cost, size, rng int
	}{
		{EnergyBlast, 360, 24, 2},      // 24 × 15, 24 × 1, 8 × 0.25
		{TractorBeam, 1440, 96, 8},     // × 60, × 4
		{RepulserBeam, 1440, 96, 8},    // × 60, × 4
		{EMP, 720, 48, 8},              // × 30, × 2
		{StasisBeam, 1080, 240, 2},     // × 45, × 10, range × 0.25
		{ForcePlane, 600, 144, 8},      // × 25, × 6
		{Dazzle, 120, 12, 8},           // × 5, × 0.5
		{ImageProjector, 240, 24, 8},   // × 10, × 1
		{DisplacerPulse, 2400, 192, 8}, // × 100, × 8
		{CloakField, 3600, 48, 8},      // × 150, × 2
		{ShieldProjection, 480, 48, 8}, // × 20, × 2
		{TransferECM, 360, 6, 8},       // × 15, × 0.25
	}
	if len(cases) != len(ProjectorRows()) {
		t.Fatalf("%d cases for %d projector rows", len(cases), len(ProjectorRows()))
	}
	for _, c := range cases {
		w := derive(t, oneWeapon(Weapon{Type: Projector, Effect: c.effect, Damage: 4, Range: 8, Arc: Primary})).Weapons[0]
		if w.Base != 24 || w.Cost != c.cost || w.Size != c.size || w.Range != c.rng || w.Damage != 4 {
			t.Errorf("%s: base %d cost %d size %d range %d damage %d, want 24 %d %d %d 4", c.effect, w.Base, w.Cost, w.Size, w.Range, w.Damage, c.cost, c.size, c.rng)
		}
	}
}

// TestRoundingDown: a railgun of 1 d10 and 7 hexes has base 26, cost
// 26 × 0.25 = 6.5 → 6 and Range 7 × 0.5 = 3.5 → 3 ("round fractions down").
func TestRoundingDown(t *testing.T) {
	dv := derive(t, oneWeapon(Weapon{Type: Railgun, Dice: 1, Range: 7, Arc: Primary}))
	w := dv.Weapons[0]
	if w.Cost != 6 || w.Range != 3 {
		t.Fatalf("cost %d range %d, want 6 and 3", w.Cost, w.Range)
	}
	found := false
	for _, s := range dv.Explain {
		if s.Key == "weapons[0].cost" {
			found = true
			if s.Round != "rounded down" || s.Exact.String() != "6.5" || s.Value != 6 {
				t.Errorf("explain %+v", s)
			}
		}
	}
	if !found {
		t.Error("no explain step for the cost")
	}
}

// TestMissileFormulas: range 6, drive 4, warhead 2: one missile has size
// (6 × 4 × 2) / 8 = 6 and costs 6 + 4 × 4 + 2 = 24; a magazine of 4 has
// size 24 and costs 96. Range 3, drive 2, warhead 1: size 6/8 = 0.75, and
// five of them 3.75 → 3.
func TestMissileFormulas(t *testing.T) {
	w := derive(t, oneWeapon(Weapon{Type: Missile, Range: 6, Drive: 4, Warhead: 2, Count: 4})).Weapons[0]
	if w.MissileSize.String() != "6" || w.MissileCost != 24 || w.Size != 24 || w.Cost != 96 || w.Dice != 2 {
		t.Fatalf("%+v", w)
	}
	w = derive(t, oneWeapon(Weapon{Type: Missile, Range: 3, Drive: 2, Warhead: 1, Count: 5})).Weapons[0]
	if w.MissileSize.String() != "0.75" || w.Size != 3 || w.MissileCost != 8 || w.Cost != 40 {
		t.Fatalf("%+v", w)
	}
}

// TestShieldsHullCrew: shields 8S size and 2S cost; the hull rounds up
// and adds 1 for crew quarters; crew minimum 3 × weapons + 3, missiles
// not counted.
func TestShieldsHullCrew(t *testing.T) {
	d := Design{Name: "T", Maneuver: 1, Shields: 5,
		Weapons: []Weapon{
			{Type: Beam, Dice: 1, Range: 4, Arc: Primary},              // 6 points of beam damage
			{Type: Torpedo, Damage: 2, Range: 4, Arc: Primary, Qty: 2}, // 2 × 2 × 3 = 12 points
			{Type: Missile, Range: 8, Drive: 5, Warhead: 2, Count: 2},  // 2 × 10 = 20 size
		}}
	dv := derive(t, d)
	if dv.ShieldSize != 40 || dv.ShieldCost != 10 {
		t.Errorf("shields %d %d", dv.ShieldSize, dv.ShieldCost)
	}
	// 20/20 + 12/25 + 6/40 + 5/20 = 1 + 0.48 + 0.15 + 0.25 = 1.88 → 2, + 1 = 3.
	if dv.HullExact.String() != "1.88" || dv.Hull != 3 {
		t.Errorf("hull %s → %d, want 1.88 → 3", dv.HullExact, dv.Hull)
	}
	// 3 weapons (the torpedo entry has two), missiles not counted: 3 × 3 + 3.
	if dv.CrewMin != 12 || dv.Crew != 12 {
		t.Errorf("crew %d/%d, want 12", dv.Crew, dv.CrewMin)
	}
	d.Fighter = true
	d.Crew = 2
	dv = derive(t, d)
	if dv.Hull != 2 || dv.CrewMin != 1 || dv.Crew != 2 {
		t.Errorf("fighter: hull %d crew %d/%d, want 2 (no quarters) and 2/1", dv.Hull, dv.Crew, dv.CrewMin)
	}
	// Nothing at all still needs a hull of 1 (plus quarters).
	dv = derive(t, Design{Name: "Empty", Maneuver: 1})
	if dv.Hull != 2 || dv.CrewMin != 3 {
		t.Errorf("empty: hull %d crew %d, want 2 and 3", dv.Hull, dv.CrewMin)
	}
}

// TestAuxRows: the cost and size of one block of every auxiliary, and a
// hangar's size from its craft.
func TestAuxRows(t *testing.T) {
	want := map[string][2]int{
		ECM: {50, 1}, Command: {20, 2}, Quarters: {0, 1}, Barracks: {0, 1}, Recreation: {0, 1}, Stateroom: {1, 1},
		Hospital: {10, 1}, Freezer: {1, 1}, Storage: {0, 1}, Cargo: {1, 1}, Hold: {2, 1}, Repair: {25, 10},
		Fabricator: {50, 5}, Constructr: {100, 20}, Factory: {5000, 1000}, Lab: {5, 1}, Analyze: {25, 5},
		Marines: {5, 1}, Commandos: {15, 1}, HeavyTroop: {25, 3}, Armored: {250, 10}, Stargate: {10000, 50},
	}
	for _, r := range AuxRows() {
		if r.Kind == Hangar {
			continue
		}
		w, ok := want[r.Kind]
		if !ok {
			t.Errorf("no case for %s", r.Kind)
			continue
		}
		dv := derive(t, Design{Name: "T", Maneuver: 1, Aux: []Aux{{Kind: r.Kind, Qty: 3}}})
		a := dv.Aux[0]
		if a.Cost != 3*w[0] || a.Size != 3*w[1] || a.Points != 3 {
			t.Errorf("%s × 3: cost %d size %d points %d, want %d %d 3", r.Kind, a.Cost, a.Size, a.Points, 3*w[0], 3*w[1])
		}
	}
	// Storage qty 3 holds 300 slots.
	dv := derive(t, Design{Name: "T", Maneuver: 1, Aux: []Aux{{Kind: Storage, Qty: 3}}})
	if dv.Aux[0].Capacity != "300 slots" {
		t.Errorf("storage capacity %q", dv.Aux[0].Capacity)
	}
	fighter := Design{Name: "Gnat", Fighter: true, Maneuver: 4, Weapons: []Weapon{{Type: Beam, Damage: 1, Range: 3, Arc: Primary}}}
	carrier := Design{Name: "Nest", Maneuver: 1, Aux: []Aux{{Kind: Hangar, Qty: 2, Craft: "Gnat"}}}
	all, err := DeriveAll([]Design{carrier, fighter}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Gnat: base 2 + 6 = 8; hull ⌈1/40⌉ = 1; systems weight 9; engine
	// 4 × 9 × 0.1 = 3.6 → 3; total size 12. Hangar: 2 × (12 + 2) = 28, cost 6.
	if all[1].TotalSize != 12 {
		t.Fatalf("Gnat total size %d, want 12", all[1].TotalSize)
	}
	h := all[0].Aux[0]
	if h.Size != 28 || h.Cost != 6 || h.CraftSize != 12 || h.Points != 2 {
		t.Errorf("hangar %+v", h)
	}
}

// TestDesignByHand is a destroyer worked out by hand.
//
//	Laser  beam 2d10, 8 hexes, secondary: base 24 + 16 = 40; cost 40 × 1.5 = 60;
//	       size 40 × 2 = 80; Range 8; damage 2d10.
//	Driver railgun 4 points, 10 hexes, primary: base 8 + 20 = 28; cost 7; size 28;
//	       Range 5; damage 4.
//	Shields 3: size 24, cost 6.
//	Hull: 4/25 + 12/40 + 3/20 = 0.16 + 0.3 + 0.15 = 0.61 → 1, + 1 = 2; cost 1, size 2.
//	Crew minimum 2 × 3 + 3 = 9.
//	ECM 2: cost 100, size 2. Marines 2: cost 10, size 2.
//	Systems weight 80 + 28 + 24 + 2 + 2 + 2 = 138.
//	Armor level 1: 138 × 0.5 = 69; component armor on the laser, level 2:
//	       2 × √80 × 0.5 = 8.94 → 8. Armor cost (69 + 8) × 0.25 = 19.25 → 19.
//	Subtotal 138 + 77 = 215. Engine 3 × 215 × 0.1 = 64.5 → 64, cost 128.
//	Total size 279. Cost 60 + 7 + 6 + 1 + 100 + 10 + 19 + 128 = 331.
//	MP 9. Hit points 2 weapons + Drive 3 + ECM 2 + marines 2 + hull 2 + crew 9 = 20.
//	Limits: recoil 4 ≤ 279 × 0.05 = 13.95; energy 12 + 4 = 16 ≤ 64 × 0.35 = 22.4;
//	       shields 3 ≤ 16.
func TestDesignByHand(t *testing.T) {
	d := Design{Name: "Lance", Maneuver: 3, Shields: 3, Armor: 1,
		Weapons: []Weapon{
			{Name: "Laser", Type: Beam, Dice: 2, Range: 8, Arc: Secondary, Armor: 2},
			{Name: "Driver", Type: Railgun, Damage: 4, Range: 10, Arc: Primary},
		},
		Aux: []Aux{{Kind: ECM, Qty: 2}, {Kind: Marines, Qty: 2}},
	}
	dv := derive(t, d)
	got := []int{dv.Weapons[0].Cost, dv.Weapons[0].Size, dv.Weapons[0].Range, dv.Weapons[0].Dice, dv.Weapons[0].ArmorSize,
		dv.Weapons[1].Cost, dv.Weapons[1].Size, dv.Weapons[1].Range, dv.Weapons[1].Damage,
		dv.Hull, dv.CrewMin, dv.SystemsWeight, dv.ArmorSize, dv.ComponentArmor, dv.ArmorCost,
		dv.Subtotal, dv.EngineSize, dv.EngineCost, dv.TotalSize, dv.Cost, dv.MP, dv.HitPoints}
	want := []int{60, 80, 8, 2, 8, 7, 28, 5, 4, 2, 9, 138, 69, 8, 19, 215, 64, 128, 279, 331, 9, 20}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("derived %v,\nwant    %v (first difference at %d)", got, want, i)
		}
	}
	if err := dv.Err(); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"recoil", "energy", "shields"} {
		l, _ := dv.Limit(k)
		if !l.OK {
			t.Errorf("%s: %v", k, l)
		}
	}
	// The aux list in damage order: ECM, marines, then hull and crew.
	var kinds []string
	for _, a := range dv.Aux {
		kinds = append(kinds, a.Kind)
	}
	if strings.Join(kinds, " ") != "ecm marines hull crew" {
		t.Errorf("aux order %v", kinds)
	}
}

// TestLimitsBroken: the destroyer above with a magazine of four missiles
// (range 6, drive 4, warhead 2: size 6 each, 24 in all).
//
//	Hull: 24/20 + 0.16 + 0.3 + 0.15 = 1.81 → 2, + 1 = 3. Systems weight
//	80 + 28 + 24 + 24 + 3 + 2 + 2 = 163; armor 81.5 → 81; component 8;
//	subtotal 252; engine 75.6 → 75; total 327.
//	Recoil (Evaluate): railgun 4 + one warhead 2 × 6 = 16 ≤ 327 × 0.05 = 16.35.
//
// With a warhead of 3 the damage is 4 + 18 = 22, while the total grows
// only to 353 (missiles 4 × 9 = 36; hull 1.8 + 0.61 = 2.41 → 3, + 1 = 4;
// systems weight 176; armor 88 + 8; subtotal 272; engine 81.6 → 81), and
// 353 × 0.05 = 17.65: refused, naming Evaluate Design.
func TestLimitsBroken(t *testing.T) {
	d := Design{Name: "Lance", Maneuver: 3, Shields: 3, Armor: 1,
		Weapons: []Weapon{
			{Name: "Laser", Type: Beam, Dice: 2, Range: 8, Arc: Secondary, Armor: 2},
			{Name: "Driver", Type: Railgun, Damage: 4, Range: 10, Arc: Primary},
			{Name: "Harpoon", Type: Missile, Range: 6, Drive: 4, Warhead: 2, Count: 4},
		},
		Aux: []Aux{{Kind: ECM, Qty: 2}, {Kind: Marines, Qty: 2}},
	}
	dv := derive(t, d)
	if dv.Hull != 3 || dv.SystemsWeight != 163 || dv.ArmorSize != 81 || dv.Subtotal != 252 || dv.EngineSize != 75 || dv.TotalSize != 327 {
		t.Fatalf("hull %d sw %d armor %d subtotal %d engine %d total %d", dv.Hull, dv.SystemsWeight, dv.ArmorSize, dv.Subtotal, dv.EngineSize, dv.TotalSize)
	}
	l, _ := dv.Limit("recoil")
	if !l.OK || l.Value.String() != "16" || l.Max.String() != "16.35" {
		t.Fatalf("recoil %v", l)
	}
	d.Weapons[2].Warhead = 3
	dv = derive(t, d)
	l, _ = dv.Limit("recoil")
	if dv.TotalSize != 353 || l.Value.String() != "22" || l.Max.String() != "17.65" {
		t.Fatalf("total %d, recoil %v", dv.TotalSize, l)
	}
	if l.OK || dv.Err() == nil || !strings.Contains(dv.Err().Error(), "section 6, Evaluate Design") {
		t.Fatalf("recoil %v, err %v", l, dv.Err())
	}
	// A missile drive of 11 is beyond current technology.
	d.Weapons[2].Warhead, d.Weapons[2].Drive = 1, 11
	dv = derive(t, d)
	if l, _ := dv.Limit("missile-drive"); l.OK {
		t.Fatalf("missile drive 11 accepted: %v", l)
	}
}

// TestEnergyAndShieldLimits: a beam of 5 d10 (30 points) on a ship of
// maneuver 1 has too small an engine; 40 shields likewise.
func TestEnergyAndShieldLimits(t *testing.T) {
	dv := derive(t, Design{Name: "T", Maneuver: 1, Shields: 40, Weapons: []Weapon{{Type: Beam, Dice: 5, Range: 5, Arc: Primary}}})
	for _, k := range []string{"energy", "shields"} {
		if l, _ := dv.Limit(k); l.OK {
			t.Errorf("%s within: %v", k, l)
		}
	}
	// Crew below the minimum.
	dv = derive(t, Design{Name: "T", Maneuver: 1, Crew: 2})
	if l, _ := dv.Limit("crew"); l.OK {
		t.Errorf("crew 2 of 3 accepted")
	}
}

func TestComponentArmorExact(t *testing.T) {
	cases := []struct{ level, size, want int }{
		{2, 80, 8}, {2, 81, 9}, {1, 81, 4}, {3, 10, 4}, {0, 50, 0}, {4, 0, 0}, {20, 1000000, 10000},
	}
	for _, c := range cases {
		if got := floorHalfSqrtTimes(c.level, I(c.size)); got != c.want {
			t.Errorf("⌊%d × √%d × 0.5⌋ = %d, want %d", c.level, c.size, got, c.want)
		}
	}
}

func TestQ(t *testing.T) {
	if s := F(1, 3).String(); s != "1/3" {
		t.Error(s)
	}
	if s := F(-7, 4).String(); s != "-1.75" {
		t.Error(s)
	}
	if F(-7, 4).Floor() != -2 || F(-7, 4).Ceil() != -1 || F(7, 4).Ceil() != 2 {
		t.Error("floor/ceil")
	}
	if I(300).Mul(F(1, 20)).String() != "15" {
		t.Error("300 × 0.05")
	}
}

func TestCheckRefuses(t *testing.T) {
	bad := []struct {
		d    Design
		want string
	}{
		{Design{Name: "", Maneuver: 1}, "name"},
		{Design{Name: "x", Maneuver: 0}, "maneuver"},
		{oneWeapon(Weapon{Type: "laser", Dice: 1, Range: 1, Arc: Primary}), "type"},
		{oneWeapon(Weapon{Type: Beam, Dice: 1, Range: 1, Arc: "all"}), "arc"},
		{oneWeapon(Weapon{Type: Beam, Dice: 1, Damage: 1, Range: 1, Arc: Primary}), "not both"},
		{oneWeapon(Weapon{Type: Projector, Effect: Dazzle, Dice: 1, Range: 1, Arc: Primary}), "non-variable"},
		{oneWeapon(Weapon{Type: Projector, Effect: "warp", Damage: 1, Range: 1, Arc: Primary}), "effect"},
		{oneWeapon(Weapon{Type: Missile, Range: 1, Drive: 1, Warhead: 1}), "count"},
		{Design{Name: "x", Maneuver: 1, Aux: []Aux{{Kind: Hangar, Qty: 1}}}, "craft"},
		{Design{Name: "x", Maneuver: 1, Fighter: true, Crew: 3}, "fighter"},
	}
	for _, c := range bad {
		_, err := Derive(c.d, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.d, err, c.want)
		}
	}
}

// TestFabricatorMaterials: the raw material table, 2/4/10/30/60/120 per
// repair part, and the time scaled from type 1's 10 turns.
func TestFabricatorMaterials(t *testing.T) {
	want := []int{2, 4, 10, 30, 60, 120}
	turns := []int{10, 20, 50, 150, 300, 600}
	ms := Materials()
	if len(ms) != 6 {
		t.Fatalf("%d materials", len(ms))
	}
	for i, m := range ms {
		if m.Type != i+1 || m.PerPart != want[i] {
			t.Errorf("type %d: %+v, want %d per part", i+1, m, want[i])
		}
		if n, ok := FabricationTurns(m.Type); !ok || n != turns[i] {
			t.Errorf("type %d: %d turns, want %d", m.Type, n, turns[i])
		}
	}
	if _, ok := FabricationTurns(7); ok {
		t.Error("type 7 exists")
	}
	// Repair costs half the construction cost in parts.
	if RepairParts(331) != 165 || RepairParts(10) != 5 {
		t.Error("repair parts")
	}
}

// TestExplainCoversEveryNumber: the explain list has a step, with its
// formula, for every number the ship sheet shows, and each step's value
// is its exact value rounded as it says.
func TestExplainCoversEveryNumber(t *testing.T) {
	d := Design{Name: "Lance", Maneuver: 3, Shields: 3, Armor: 1,
		Weapons: []Weapon{
			{Name: "Laser", Type: Beam, Dice: 2, Range: 8, Arc: Secondary, Armor: 2},
			{Name: "Harpoon", Type: Missile, Range: 6, Drive: 4, Warhead: 1, Count: 4},
		},
		Aux: []Aux{{Kind: ECM, Qty: 2}},
	}
	dv := derive(t, d)
	keys := map[string]Step{}
	for _, s := range dv.Explain {
		keys[s.Key] = s
		if s.Formula == "" || s.What == "" {
			t.Errorf("%s: no formula", s.Key)
		}
		switch s.Round {
		case "exact":
			if !s.Exact.IsInt() || s.Exact.Floor() != s.Value {
				t.Errorf("%s: exact %s, value %d", s.Key, s.Exact, s.Value)
			}
		case "rounded down":
			if s.Key != "weapons[0].armor" && s.Exact.Floor() != s.Value {
				t.Errorf("%s: %s rounded down is not %d", s.Key, s.Exact, s.Value)
			}
		case "rounded up", "at least 1":
		case "+ 1 for crew quarters", "rounded up, + 1 for crew quarters", "at least 1, + 1 for crew quarters":
			if s.Key != "hull" || s.Value != max(s.Exact.Ceil(), 1)+1 {
				t.Errorf("%s: %s %s is not %d", s.Key, s.Exact, s.Round, s.Value)
			}
		default:
			t.Errorf("%s: rounding %q", s.Key, s.Round)
		}
	}
	for _, k := range []string{"weapons[0].base", "weapons[0].cost", "weapons[0].size", "weapons[0].range", "weapons[0].damage", "weapons[0].armor",
		"weapons[1].missile-size", "weapons[1].missile-cost", "weapons[1].size", "weapons[1].cost", "shields.size", "shields.cost",
		"hull", "crew.min", "crew", "aux[0].cost", "aux[0].size", "aux[1].cost", "systems-weight", "armor.size", "armor.cost",
		"subtotal", "engine.size", "engine.cost", "total-size", "cost", "mp", "hit-points"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("no explain step %s", k)
		}
	}
	if keys["hull"].Value != dv.Hull || keys["total-size"].Value != dv.TotalSize || keys["cost"].Value != dv.Cost {
		t.Error("explain and derived numbers differ")
	}
}

// TestExplainWeaponTotals: an entry of several identical weapons explains
// the cost of all and the size of all as two numbers, each with its own
// formula; one step showed the size beside the words "cost and size of
// all" and ended its formula with the cost (three tractors: "= 192" over
// "3 × cost 960, 3 × size 64 = 2880"), so the weapons list read as if the
// three cost less than one.
func TestExplainWeaponTotals(t *testing.T) {
	w := Weapon{Type: Projector, Effect: "tractor", Damage: 2, Range: 6, Arc: Primary, Qty: 3}
	dv := derive(t, oneWeapon(w))
	l := dv.Weapons[0]
	got := map[string]Step{}
	for _, s := range dv.Explain {
		got[s.Key] = s
		if s.Round == "exact" && strings.HasPrefix(s.Key, "weapons[") && (!s.Exact.IsInt() || s.Exact.Floor() != s.Value) {
			t.Errorf("%s: %q = %s shown as %d", s.Key, s.Formula, s.Exact, s.Value)
		}
	}
	if c := got["weapons[0].total"]; c.Value != 3*l.Cost || !strings.Contains(c.What, "cost of all") {
		t.Errorf("cost of all: %+v, want %d", c, 3*l.Cost)
	}
	if s := got["weapons[0].total-size"]; s.Value != 3*l.Size || !strings.Contains(s.What, "size of all") {
		t.Errorf("size of all: %+v, want %d", s, 3*l.Size)
	}
}

// FixedDamage is exported and may be asked of a design Check has not
// passed: a named weapon of no type used to panic on its article.
func TestFixedDamageOfUncheckedWeapon(t *testing.T) {
	d := Design{Name: "Odd", Weapons: []Weapon{{Name: "Thing", Damage: 2}}}
	err := d.FixedDamage()
	if err == nil || !strings.Contains(err.Error(), "design Odd: the Thing (weapon 1), a weapon, buys 2 points") {
		t.Fatalf("got %v", err)
	}
	d.Weapons[0].Type = Beam
	if err := d.FixedDamage(); err == nil || !strings.Contains(err.Error(), "the Thing (weapon 1), a beam, buys 2 points") {
		t.Fatalf("got %v", err)
	}
}

// TestDeriveAllNamesADesignOnce: an error in a list of designs names the
// design once ("design Dart: …"), by its place in the list only when it
// has no name.
func TestDeriveAllNamesADesignOnce(t *testing.T) {
	bad := Design{Name: "Dart"} // maneuver 0 is out of range
	_, err := DeriveAll([]Design{{Name: "Fine", Maneuver: 1}, bad}, nil)
	if err == nil || !strings.HasPrefix(err.Error(), "design Dart: ") || strings.Count(err.Error(), "design") != 1 {
		t.Errorf("a named design: %v, want one \"design Dart: \" at the start", err)
	}
	bad.Name = ""
	_, err = DeriveAll([]Design{{Name: "Fine", Maneuver: 1}, bad}, nil)
	if err == nil || !strings.HasPrefix(err.Error(), "design 2: name: ") {
		t.Errorf("a design without a name: %v, want it named by its place, design 2", err)
	}
}

// TestDecodeCutShortSaysWhere: a design file cut short in its JSON said
// "design file JSON: unexpected EOF", with no line; other files' JSON
// errors name the line and column.
func TestDecodeCutShortSaysWhere(t *testing.T) {
	_, err := Decode([]byte("{\"name\": \"Lance\",\n   \"hull\": 3"))
	want := "design file JSON: line 2, column 13: cut short (the file ends before the JSON does)"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}
