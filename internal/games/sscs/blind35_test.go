package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Blind cases of the thirty-fifth audit: each was chosen from the rulebook
// alone, before the program was read, where a quick reading goes wrong;
// the cases the older tests already pin are listed in the audit's notes
// and not repeated here. Named after the rulebook's section.

// blindDerive derives one design with no hangars.
func blindDerive(t *testing.T, d design.Design) *design.Derived {
	t.Helper()
	dv, err := design.Derive(d, nil)
	if err != nil {
		t.Fatal(err)
	}
	return dv
}

func blindWeapon(t *testing.T, w design.Weapon) design.WeaponLine {
	t.Helper()
	return blindDerive(t, design.Design{Name: "T", Maneuver: 3, Weapons: []design.Weapon{w}}).Weapons[0]
}

// TestBlind_Movement5_TurnCostBeyondTheChart: the chart stops at speed 20,
// but its rule (speed × .66, fractions up) goes on: every speed from 21 to
// 60 costs the smallest whole number not below 0.66 × speed, under both
// method A and method C; 22 → 15 (14.52), 50 → 33 (exactly 33, not 34).
func TestBlind_Movement5_TurnCostBeyondTheChart(t *testing.T) {
	for sp := 21; sp <= 60; sp++ {
		want := 66 * sp / 100
		if 66*sp%100 != 0 {
			want++
		}
		if TurnCost(TurnFormula, sp) != want || TurnCost(TurnChart, sp) != want {
			t.Errorf("speed %d: A %d, C %d, want %d", sp, TurnCost(TurnFormula, sp), TurnCost(TurnChart, sp), want)
		}
	}
	if TurnCost(TurnFormula, 22) != 15 || TurnCost(TurnFormula, 50) != 33 {
		t.Fatal("22 or 50")
	}
}

// TestBlind_Movement4_NoDriveNoManeuver: "Movement carries over ... must be
// Nullified by using the drive": a ship whose every Drive point is lost
// has no MP (0 × 0), so it can neither change its speed nor turn nor buy
// evasive MP, and coasts on at its speed.
func TestBlind_Movement4_NoDriveNoManeuver(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
	if s.drive(0) != 0 {
		t.Fatalf("Drive %d", s.drive(0))
	}
	refuse(t, s, Speed{By: 0, Ship: 0, Speed: 1}, "")
	if l := s.PreviewPlot(0, "1R1"); l.Err == nil {
		t.Fatalf("a turn without Drive: %+v", l)
	}
	if l := s.PreviewPlot(0, "2E1"); l.Err == nil {
		t.Fatalf("evasive without Drive: %+v", l)
	}
	if l := s.PreviewPlot(0, "2"); l.Err != nil || l.MP != 0 {
		t.Fatalf("coasting: %+v", l)
	}
}

// TestBlind_ResultOfDamage_DamageControlWithoutPower: the power is gone
// with the last Drive point, but "Repair has it's own power supply":
// damage control on the lost Drive goes on (a ship's 5 brings a point
// back), and the ship may move again next turn.
func TestBlind_ResultOfDamage_DamageControlWithoutPower(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-15", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
	if s.powered(0) {
		t.Fatal("still powered")
	}
	n, _ := apply(t, s, Repair{By: 0, Ship: 0, System: s.cls(0).driveSys})
	n.dice = engine.NewDice(1).Force(5)
	ev := n.damageControl(nil)
	if n.drive(0) != 1 || !n.powered(0) {
		t.Fatalf("Drive %d after a 5: %s", n.drive(0), eventsText(ev))
	}
}

// TestBlind_DoingDamage_ShieldsAreOnePoolForTheTurn: shields 3 and armor
// 2 against three hits of 2 in one turn: 2 on shields; 1 on shields and 1
// on armor; 1 on armor and 1 through — where shields read per shot would
// stop every one of them. Next turn the shields are 3 again, the armor 0:
// a hit of 4 puts 1 through.
func TestBlind_DoingDamage_ShieldsAreOnePoolForTheTurn(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-8", "S", 0})
	s.dice = engine.NewDice(1).Force(6, 6)
	s.damage(1, hit{dmg: 2, what: "one"}, nil)
	s.damage(1, hit{dmg: 2, what: "two"}, nil)
	if s.ships[1].shieldLeft != 0 || s.ships[1].armor != 1 {
		t.Fatalf("shields %d armor %d", s.ships[1].shieldLeft, s.ships[1].armor)
	}
	ev := s.damage(1, hit{dmg: 2, what: "three"}, nil)
	if !strings.Contains(eventsText(ev), "; 1 penetrate") || s.ships[1].armor != 0 {
		t.Fatalf("%s", eventsText(ev))
	}
	s.beginTurn()
	ev = s.damage(1, hit{dmg: 4, what: "four"}, nil)
	if !strings.Contains(eventsText(ev), "3 on shields") || !strings.Contains(eventsText(ev), "; 1 penetrate") {
		t.Fatalf("next turn: %s", eventsText(ev))
	}
}

// TestBlind_RollingToHit_EffectiveRangeBeyondTheDice: a weapon of Range 2
// rolls 2d10 and can make at most 20; against an effective range of 28
// (real 7 × (ECM 1 + evasive 3)) the shot is still rolled and cannot hit,
// even with two 10s.
func TestBlind_RollingToHit_EffectiveRangeBeyondTheDice(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-7", "S", 0})
	s.mut(1).evasive = 3
	n := s.fireStep(0, 10, 10)
	b, _ := n.EffectiveRange(0, 5, 0, 1, false)
	if b.Effective != 28 || b.Dice != 2 {
		t.Fatalf("%+v", b)
	}
	_, ev := apply(t, n, Fire{By: 0, Ship: 0, Weapon: 5, From: 0, Target: 1})
	if r := ev[0].Roll; r == nil || r.Total != 20 || r.Success {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestBlind_WeaponDesign_BeamPrimaryAndSecondary: a beam of 2d10 and 6
// hexes: damage 2 × 12 + range 6 × 2 = 36. Primary: cost 36, size 36,
// Range 6. Secondary: cost × 1.5 = 54, size × 2 (not × 1.5) = 72, Range 6.
func TestBlind_WeaponDesign_BeamPrimaryAndSecondary(t *testing.T) {
	p := blindWeapon(t, design.Weapon{Type: design.Beam, Dice: 2, Range: 6, Arc: design.Primary})
	if p.Base != 36 || p.Cost != 36 || p.Size != 36 || p.Range != 6 || p.Dice != 2 {
		t.Errorf("primary: %+v", p)
	}
	s := blindWeapon(t, design.Weapon{Type: design.Beam, Dice: 2, Range: 6, Arc: design.Secondary})
	if s.Cost != 54 || s.Size != 72 || s.Range != 6 {
		t.Errorf("secondary: %+v", s)
	}
}

// TestBlind_WeaponDesign_CannonDoublesDamageHalvesRange: a cannon of 1d10
// and 8 hexes: base 12 + 16 = 28; cost 28, size 28, Range 4, 2d10.
func TestBlind_WeaponDesign_CannonDoublesDamageHalvesRange(t *testing.T) {
	w := blindWeapon(t, design.Weapon{Type: design.Cannon, Dice: 1, Range: 8, Arc: design.Primary})
	if w.Cost != 28 || w.Size != 28 || w.Range != 4 || w.Dice != 2 {
		t.Fatalf("%+v", w)
	}
}

// TestBlind_WeaponDesign_DefensiveTorpedo: a torpedo of 1d10 and 10 hexes
// in the defensive arc: base 12 + 20 = 32; cost 32 × 2 × 2 = 128; size 32 ×
// 1 × 3 = 96; Range 10 × 0.5 × 0.5 = 2.5 → 2; damage 3d10; 5 shots.
func TestBlind_WeaponDesign_DefensiveTorpedo(t *testing.T) {
	w := blindWeapon(t, design.Weapon{Type: design.Torpedo, Dice: 1, Range: 10, Arc: design.Defensive})
	if w.Base != 32 || w.Cost != 128 || w.Size != 96 || w.Range != 2 || w.Dice != 3 || w.Shots != 5 {
		t.Fatalf("%+v", w)
	}
}

// TestBlind_WeaponDesign_RailgunAndAntimissile: a railgun of 1d10 and 8
// hexes: base 28, cost × 0.25 = 7, size 28, Range 4, 5 shots. An
// antimissile of 1d10 and 6 hexes: base 24, cost × 2 = 48, size 24, Range
// 6 × 0.25 = 1.5 → 1, 10 shots.
func TestBlind_WeaponDesign_RailgunAndAntimissile(t *testing.T) {
	g := blindWeapon(t, design.Weapon{Type: design.Railgun, Dice: 1, Range: 8, Arc: design.Primary})
	if g.Cost != 7 || g.Size != 28 || g.Range != 4 || g.Shots != 5 || g.Dice != 1 {
		t.Errorf("railgun: %+v", g)
	}
	a := blindWeapon(t, design.Weapon{Type: design.Antimissile, Dice: 1, Range: 6, Arc: design.Primary})
	if a.Cost != 48 || a.Size != 24 || a.Range != 1 || a.Shots != 10 {
		t.Errorf("antimissile: %+v", a)
	}
}

// TestBlind_Projectors_EnergyBlastRow: an energy blast of value 5 and 8
// hexes: base 10 + 16 = 26; cost × 15 = 390; size × 1 = 26; Range 8 ×
// 0.25 = 2.
func TestBlind_Projectors_EnergyBlastRow(t *testing.T) {
	w := blindWeapon(t, design.Weapon{Type: design.Projector, Effect: design.EnergyBlast, Damage: 5, Range: 8, Arc: design.Primary})
	if w.Base != 26 || w.Cost != 390 || w.Size != 26 || w.Range != 2 || w.Damage != 5 {
		t.Fatalf("%+v", w)
	}
}

// TestBlind_Missiles_SizeAndCost: Range 10, Drive 6, Warhead 2: size
// 10 × 6 × 2 / 8 = 15, cost 10 + 36 + 2 = 48 (Drive squared, not Drive ×
// 2); Range 7, Drive 3, Warhead 1: size 21/8 (exact), cost 17.
func TestBlind_Missiles_SizeAndCost(t *testing.T) {
	m := blindWeapon(t, design.Weapon{Type: design.Missile, Range: 10, Drive: 6, Warhead: 2, Count: 1})
	if m.MissileSize.String() != "15" || m.MissileCost != 48 {
		t.Errorf("%s %d", m.MissileSize, m.MissileCost)
	}
	m = blindWeapon(t, design.Weapon{Type: design.Missile, Range: 7, Drive: 3, Warhead: 1, Count: 1})
	if m.MissileSize.Cmp(design.F(21, 8)) != 0 || m.MissileCost != 17 {
		t.Errorf("%s %d", m.MissileSize, m.MissileCost)
	}
}

// TestBlind_Shields_SizeEightCostTwo: shields 3: size 24, cost 6.
func TestBlind_Shields_SizeEightCostTwo(t *testing.T) {
	dv := blindDerive(t, design.Design{Name: "T", Maneuver: 3, Shields: 3})
	if dv.ShieldSize != 24 || dv.ShieldCost != 6 {
		t.Fatalf("size %d cost %d", dv.ShieldSize, dv.ShieldCost)
	}
}

// TestBlind_Hull_FighterHasNoQuarters: the "+1 for crew quarters" is for
// non-fighters only: the same empty design has a hull of 1 as a fighter
// and 2 as a ship; the fighter's crew minimum is 1, the ship's 3 × 0 + 3.
func TestBlind_Hull_FighterHasNoQuarters(t *testing.T) {
	f := blindDerive(t, design.Design{Name: "F", Fighter: true, Maneuver: 3})
	s := blindDerive(t, design.Design{Name: "S", Maneuver: 3})
	if f.Hull != 1 || s.Hull != 2 || f.CrewMin != 1 || s.CrewMin != 3 {
		t.Fatalf("fighter hull %d crew %d; ship hull %d crew %d", f.Hull, f.CrewMin, s.Hull, s.CrewMin)
	}
}

// TestBlind_Crew_MissilesNotCounted: two beams and a missile magazine:
// crew minimum 2 × 3 + 3 = 9.
func TestBlind_Crew_MissilesNotCounted(t *testing.T) {
	dv := blindDerive(t, design.Design{Name: "T", Maneuver: 3, Weapons: []design.Weapon{
		{Type: design.Beam, Dice: 1, Range: 2, Arc: design.Primary, Qty: 2},
		{Type: design.Missile, Range: 2, Drive: 2, Warhead: 1, Count: 5},
	}})
	if dv.CrewMin != 9 {
		t.Fatalf("crew minimum %d", dv.CrewMin)
	}
}

// TestBlind_ArmorAndDrive_Formulas: armor size = level × systems weight ×
// 0.5, cost 0.25 a size (rounded down); engine size = maneuver × subtotal
// × 0.1, cost 2 a size; total size = subtotal + engine; MP = Drive².
func TestBlind_ArmorAndDrive_Formulas(t *testing.T) {
	dv := blindDerive(t, design.Design{Name: "T", Maneuver: 3, Armor: 3, Shields: 1})
	sw := dv.SystemsWeight
	if dv.ArmorSize != 3*sw/2 || dv.ArmorCost != dv.ArmorSize/4 {
		t.Errorf("systems %d: armor size %d cost %d", sw, dv.ArmorSize, dv.ArmorCost)
	}
	if dv.Subtotal != sw+dv.ArmorSize || dv.EngineSize != 3*dv.Subtotal/10 || dv.EngineCost != 2*dv.EngineSize ||
		dv.TotalSize != dv.Subtotal+dv.EngineSize || dv.MP != 9 {
		t.Errorf("%+v", dv)
	}
}

// TestBlind_TotalShipDamageCapacity: each weapon 1 point (a pair of beams
// is 2), the Drive 1 a rating, and the auxiliaries theirs: a missile
// magazine is one weapon.
func TestBlind_TotalShipDamageCapacity(t *testing.T) {
	dv := blindDerive(t, design.Design{Name: "T", Maneuver: 3, Weapons: []design.Weapon{
		{Type: design.Beam, Dice: 1, Range: 2, Arc: design.Primary, Qty: 2},
		{Type: design.Missile, Range: 2, Drive: 2, Warhead: 1, Count: 5},
	}, Aux: []design.Aux{{Kind: design.ECM, Qty: 2}}})
	if dv.WeaponPoints != 3 || dv.HitPoints != dv.WeaponPoints+3+dv.AuxPoints {
		t.Fatalf("weapons %d aux %d total %d", dv.WeaponPoints, dv.AuxPoints, dv.HitPoints)
	}
}

// TestBlind_Shields_TorpedoIsStopped: "the energy version of a missile"
// is no missile: shields stop a torpedo; they let missiles, antimissiles
// and railguns through and nothing else.
func TestBlind_Shields_TorpedoIsStopped(t *testing.T) {
	through := map[string]bool{design.Railgun: true, design.Antimissile: true, design.Beam: false,
		design.Cannon: false, design.Torpedo: false, design.Projector: false}
	for typ, want := range through {
		r, ok := design.LookupType(typ)
		if !ok || r.IgnoresShields != want {
			t.Errorf("%s passes shields: %v, want %v", typ, r.IgnoresShields, want)
		}
	}
}

// TestBlind_ResultOfDamage_CoastingShipStillLaunches: a ship that has lost
// its whole Drive coasts through the movement, but "Missiles are
// Autonomous": in the turn's own flow it still gets its fire step after
// the coast and launches a salvo, while its beam may not fire.
func TestBlind_ResultOfDamage_CoastingShipStillLaunches(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Target", "0,-8", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
	n, text := playTurn(t, s, turnPlan{
		fire:  map[string][]engine.Intent{"A": {Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 2, Target: 1}}},
		faces: []int{10, 10, 10, 10},
	})
	if n.ships[0].pos != at("0,-2") || n.ships[0].sys[2].shots != 3 || !strings.Contains(text, "dodge") {
		t.Fatalf("at %v, %d missiles left: %s", n.ships[0].pos, n.ships[0].sys[2].shots, text)
	}
	refuse(t, s.fireStep(0), Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}, "power")
}

// TestBlind_Activity_RepairsBeforeBoarding: the Activity phase completes
// repairs before it resolves boarding, so a crew member damage control
// brings back this turn is there when the boarded ship's crew forms its
// units: the Target's crew of 9 with 4 lost is 5 (one unit); a 5 brings
// one back, and 6 form two units.
func TestBlind_Activity_RepairsBeforeBoarding(t *testing.T) {
	s := docked(t)
	c := s.cls(1)
	s.dice = engine.NewDice(1)
	for k := 0; k < 4; k++ {
		s.knock(1, c.crewSys, nil)
	}
	if s.crew(1) != 5 {
		t.Fatalf("crew %d", s.crew(1))
	}
	n, text := playTurn(t, s, turnPlan{
		decl: []engine.Intent{Board{By: 0, Ship: 0, Target: 1}, Repair{By: 1, Ship: 1, System: c.crewSys}},
		late: []int{5, 6, 6, 6, 6, 6, 6, 6, 6},
	})
	if n.crew(1) != 6 || !strings.Contains(text, "crew of 6 forms 2 Regular Crew units") {
		t.Fatalf("crew %d: %s", n.crew(1), text)
	}
}
