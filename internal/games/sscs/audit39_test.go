package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The thirty-ninth audit (2026-12-04): places of the rulebook where a
// quick reading goes wrong, each driven with its numbers (dice forced
// where dice are rolled). docs/rules/sscs.md lists them under "Tests and
// measures".

// Movement 5: the three methods at their edges. Speed 0 turns free under
// all three; the chart's last row (20 → 14) is the formula's; past it
// the chart goes on by the formula (21 → 14, 100 → 66), and the formula
// rounds up exactly where 0.66 × speed is whole (50 → 33).
func TestAudit39_Movement5_TurnCostEdges(t *testing.T) {
	for _, c := range []struct{ speed, a, b, chart int }{
		{0, 0, 0, 0}, {1, 1, 1, 1}, {3, 2, 3, 2}, {20, 14, 20, 14}, {21, 14, 21, 14}, {50, 33, 50, 33}, {100, 66, 100, 66},
	} {
		if got := TurnCost(TurnFormula, c.speed); got != c.a {
			t.Errorf("formula at %d: %d, want %d", c.speed, got, c.a)
		}
		if got := TurnCost(TurnSpeed, c.speed); got != c.b {
			t.Errorf("cost = speed at %d: %d, want %d", c.speed, got, c.b)
		}
		if got := TurnCost(TurnChart, c.speed); got != c.chart {
			t.Errorf("chart at %d: %d, want %d", c.speed, got, c.chart)
		}
	}
}

// Movement 3: MP are the Drive rating squared, the Drive as it stands: a
// Gun (Drive 3, 9 MP) with one Drive point lost has 4, and its speed may
// change by 4 at most; with none left, 0, and it coasts.
func TestAudit39_Movement3_MPOfTheDriveLeft(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Target", "0,-30", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	if s.drive(0) != 2 || MPOf(s.drive(0)) != 4 {
		t.Fatalf("Drive %d, MP %d", s.drive(0), MPOf(s.drive(0)))
	}
	apply(t, s, Speed{By: 0, Ship: 0, Speed: 6})
	refuse(t, s, Speed{By: 0, Ship: 0, Speed: 7}, "its speed can change by at most 4")
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	if s.drive(0) != 0 || MPOf(0) != 0 || s.coasting(0) == "" {
		t.Fatalf("no Drive: Drive %d, coasting %q", s.drive(0), s.coasting(0))
	}
}

// Movement 4: evasive maneuvers are limited only by the MP: a Gun at its
// speed spends all 9 on evasion, not 10; with a change of speed of 2 the
// rest, 7.
func TestAudit39_Movement4_EvasiveOnlyTheMPLimit(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Target", "0,-30", "S", 0})
	if l := s.ledger(0, Plot{Steps: []PlotStep{{Forward: 2}}, Evasive: 9}); l.Err != nil || l.Left != 0 {
		t.Errorf("9 evasive MP: %v, left %d", l.Err, l.Left)
	}
	if l := s.ledger(0, Plot{Steps: []PlotStep{{Forward: 2}}, Evasive: 10}); l.Err == nil {
		t.Error("10 evasive MP of 9 accepted")
	}
	s, _ = apply(t, s, Speed{By: 0, Ship: 0, Speed: 4})
	if l := s.ledger(0, Plot{Steps: []PlotStep{{Forward: 4}}, Evasive: 7}); l.Err != nil || l.Left != 0 {
		t.Errorf("speed 2 → 4 and 7 evasive: %v", l.Err)
	}
	if l := s.ledger(0, Plot{Steps: []PlotStep{{Forward: 4}}, Evasive: 8}); l.Err == nil {
		t.Error("speed 2 → 4 and 8 evasive accepted with 9 MP")
	}
}

// Movement 5: a change of direction costs at this turn's speed, per
// hexside: at speed 3 (formula) 2 MP a hexside, so four hexsides (8 MP)
// fit the Gun's 9 and five (10) do not; at speed 0 it turns freely.
func TestAudit39_Movement5_TurnsAtThisTurnsSpeed(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 3}, place{1, "B", "Target", "0,-30", "S", 0})
	four := Plot{Steps: []PlotStep{{Turn: 1}, {Turn: 1}, {Forward: 3}, {Turn: -1}, {Turn: -1}}}
	if l := s.ledger(0, four); l.Err != nil || l.Spent != 8 {
		t.Errorf("four hexsides at speed 3: %v, spent %d", l.Err, l.Spent)
	}
	five := Plot{Steps: append(append([]PlotStep(nil), four.Steps...), PlotStep{Turn: 1})}
	if l := s.ledger(0, five); l.Err == nil {
		t.Error("five hexsides at speed 3 (10 MP) accepted with 9")
	}
	s, _ = apply(t, s, Speed{By: 0, Ship: 0, Speed: 0})
	spin := Plot{Steps: []PlotStep{{Turn: 1}, {Turn: 1}, {Turn: 1}}}
	if l := s.ledger(0, spin); l.Err != nil || l.Spent != 3 {
		t.Errorf("speed 3 → 0 and three hexsides: %v, spent %d (the change of speed only)", l.Err, l.Spent)
	}
}

// Movement 7: equal speeds: the higher Drive (as it stands) moves first.
// A Gun whose Drive is down to 2 moves after a Target of Drive 3 at the
// same declared speed.
func TestAudit39_Movement7_HigherDriveFirst(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Target", "0,-30", "S", 2})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	if next := s.NextMovers(); len(next) != 1 || next[0] != 1 {
		t.Fatalf("first to move: %v, want the Target (Drive 3)", next)
	}
}

// Determine Arc: by the Drive as it stands: at Drive 1 a primary weapon
// fires forward only and a secondary forward and to the sides, a
// defensive one anywhere; at 2 a primary forward and to the sides; at 3
// and more any weapon anywhere; with no Drive, as at 1.
func TestAudit39_DetermineArc_ByTheDrive(t *testing.T) {
	fwd, sides, all := hex.ConeF, hex.ConeFQL|hex.ConeFQR|hex.ConeRQL|hex.ConeRQR, hex.Cone360
	for _, c := range []struct {
		arc   uint8
		drive int
		want  hex.ConeSet
	}{
		{arcPrimary, 0, fwd}, {arcPrimary, 1, fwd}, {arcSecondary, 1, fwd | sides}, {arcDefensive, 1, all},
		{arcPrimary, 2, fwd | sides}, {arcSecondary, 2, all}, {arcDefensive, 2, all},
		{arcPrimary, 3, all}, {arcPrimary, 9, all},
	} {
		if got := ArcsFor(c.arc, c.drive); got != c.want {
			t.Errorf("arc %d at Drive %d: %v, want %v", c.arc, c.drive, got, c.want)
		}
	}
}

// Rolling to Hit: the d10s are the weapon's Range (after its
// multipliers), the total "equal to or greater than" the effective range:
// the worked example's 30 with six 5s hits.
func TestAudit39_RollingToHit_EqualHits(t *testing.T) {
	_, ev := exampleShot(t, nil, 5, 5, 5, 5, 5, 5)
	if r := ev[0].Roll; len(r.Dice) != 6 || r.Need != 30 || r.Total != 30 || !r.Success {
		t.Fatalf("30 against 30: %s", eventsText(ev))
	}
}

// Selective Targetting and Cloak Field: three times the real range, then
// the factors; a cloak multiplies the effective range; a dazzle adds last.
func TestAudit39_EffectiveRange_SelectiveCloakDazzle(t *testing.T) {
	for _, c := range []struct {
		dist             int
		sel              bool
		n, cloak, dazzle int
		want             int
	}{
		{5, true, 0, 0, 0, 15}, {5, true, 2, 0, 0, 30}, {3, false, 0, 2, 0, 6}, {3, false, 2, 2, 0, 12}, {3, false, 2, 2, 4, 16}, {0, false, 0, 0, 0, 1},
	} {
		if _, _, _, _, got := rangeSteps(c.dist, c.sel, c.n, c.cloak, c.dazzle, false); got != c.want {
			t.Errorf("%+v: %d, want %d", c, got, c.want)
		}
	}
}

// Dazzle: ships within 2 hexes of a dazzling ship extend their effective
// range by its value, any side's; the dazzler by four times it; at 3
// hexes, nothing.
func TestAudit39_Dazzle_WithinTwoHexes(t *testing.T) {
	s := battle(t, nil, place{0, "D", "Gun", "0,0", "N", 0}, place{1, "Near", "Target", "0,-2", "S", 0},
		place{1, "Far", "Target", "0,-3", "S", 0}, place{0, "Friend", "Gun", "1,0", "N", 0})
	s.mut(s.mustShip(t, "D")).dazzle = 2
	for name, want := range map[string]int{"D": 8, "Near": 2, "Far": 0, "Friend": 2} {
		if got := s.dazzleOn(s.mustShip(t, name)); got != want {
			t.Errorf("%s: %d, want %d", name, got, want)
		}
	}
}

// Doing Damage: shields are a pool for the turn, hit first, then armor;
// two hits of 2 on shields 3 and armor 2 leave shields 0 and armor 1 and
// harm nothing; railguns, missiles and antimissiles pass the shields but
// not the armor.
func TestAudit39_DoingDamage_PoolThenArmor(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-8", "S", 0})
	s.dice = engine.NewDice(1).Force(1, 1, 1)
	s.damage(1, hit{dmg: 2, what: "one"}, nil)
	ev := s.damage(1, hit{dmg: 2, what: "two"}, nil)
	if s.ships[1].shieldLeft != 0 || s.ships[1].armor != 1 || s.drive(1) != 3 {
		t.Fatalf("shields %d armor %d Drive %d: %s", s.ships[1].shieldLeft, s.ships[1].armor, s.drive(1), eventsText(ev))
	}
	r := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-8", "S", 0})
	r.dice = engine.NewDice(1).Force(1)
	ev = r.damage(1, hit{dmg: 3, ignoresShields: true, what: "rail"}, nil)
	if r.ships[1].shieldLeft != 3 || r.ships[1].armor != 0 || r.drive(1) != 2 {
		t.Fatalf("a railgun's 3: shields %d armor %d Drive %d: %s", r.ships[1].shieldLeft, r.ships[1].armor, r.drive(1), eventsText(ev))
	}
}

// Hit Chart: 1 Drive, 2 or 3 Weapons, 4 to 6 Auxiliary.
func TestAudit39_HitChart_Faces(t *testing.T) {
	for f, want := range map[int]int{1: CatDrive, 2: CatWeapons, 3: CatWeapons, 4: CatAux, 5: CatAux, 6: CatAux} {
		if got := HitChartCategory(f); got != want {
			t.Errorf("%d: %d, want %d", f, got, want)
		}
	}
}

// Damage Control: a ship puts a point back on a 5 (and 6), not a 4.
func TestAudit39_DamageControl_FiveForAShip(t *testing.T) {
	for face, back := range map[int]bool{4: false, 5: true, 6: true} {
		g := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
		g.dice = engine.NewDice(1)
		g.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
		g, _ = apply(t, g, Repair{By: 0, Ship: 0, System: g.cls(0).driveSys})
		g.dice = engine.NewDice(1).Force(face)
		ev := g.damageControl(nil)
		if (g.drive(0) == 3) != back {
			t.Errorf("a %d: Drive %d: %s", face, g.drive(0), eventsText(ev))
		}
	}
}

// Hitting Missiles: the real range is half the distance from the
// launcher to the missile's target, fractions down and at least 1;
// antimissiles shoot at it, other weapons at three times it.
func TestAudit39_HittingMissiles_HalfThenTriple(t *testing.T) {
	for _, c := range []struct {
		dist int
		am   bool
		want int
	}{{7, true, 3}, {7, false, 9}, {1, true, 1}, {1, false, 3}, {0, false, 3}, {8, false, 12}} {
		if got := MissileShotRange(c.dist, c.am); got != c.want {
			t.Errorf("%d hexes, antimissile %v: %d, want %d", c.dist, c.am, got, c.want)
		}
	}
}

// Missiles, To-Hit: each hex of effective range beyond the missile's
// Range adds 1 to its d10; none within it.
func TestAudit39_Missiles_ExcessOnTheRoll(t *testing.T) {
	for _, c := range []struct{ eff, rng, want int }{{8, 6, 2}, {6, 6, 0}, {3, 6, 0}} {
		if got := MissileExcess(c.eff, c.rng); got != c.want {
			t.Errorf("effective %d, Range %d: %d, want %d", c.eff, c.rng, got, c.want)
		}
	}
}

// Ramming: the rammer needs 3 × its Drive or less, the target avoids with
// 3 × its own or less, both take 5 × the closing speed: head on at 3 and
// 2, 25 each.
func TestAudit39_Ramming_HeadOn(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,3", "N", 3}, place{1, "N", "Nest", "0,0", "S", 2})
	if text := ramTurn(t, s, nil, "3", 9, 7); !strings.Contains(text, "needs 9 or less") || !strings.Contains(text, "needs 6 or less") ||
		!strings.Contains(text, "closing speed of 5: 25 damage to each") {
		t.Errorf("%s", text)
	}
}

// Boarding Squad Combat: the table is 1 + the attacker's column − the
// defender's (all 25 cells); the modes' modifiers on the die.
func TestAudit39_Boarding_TableAndModes(t *testing.T) {
	printed := [5][5]int{{1, 0, -1, -2, -3}, {2, 1, 0, -1, -2}, {3, 2, 1, 0, -1}, {4, 3, 2, 1, 0}, {5, 4, 3, 2, 1}}
	for a := 0; a < 5; a++ {
		for d := 0; d < 5; d++ {
			if got := BoardingTable(a, d); got != printed[a][d] {
				t.Errorf("%d at %d: %d, want %d", a, d, got, printed[a][d])
			}
		}
	}
	for mode, want := range map[int][2]int{ModeNone: {0, 0}, ModeEvasive: {2, 2}, ModeDefensive: {0, 1}, ModeOffensive: {-1, -1}, ModeSuicidal: {-2, -2}} {
		if ModeToHit(mode) != want[0] || ModeToBeHit(mode) != want[1] {
			t.Errorf("mode %d: %d/%d, want %v", mode, ModeToHit(mode), ModeToBeHit(mode), want)
		}
	}
}

// derive is a design's derived numbers, limits not asked.
func derive(t *testing.T, d design.Design) *design.Derived {
	t.Helper()
	dv, err := design.Derive(d, nil)
	if err != nil {
		t.Fatal(err)
	}
	return dv
}

// Weapon Design: the type's and the arc's multipliers, fractions down:
// a cannon 1d10 R10 primary costs 12 + 20 = 32, size 32, Range 5, 2d10;
// a torpedo of the same, secondary, costs 32 × 2 × 1.5 = 96, size 64,
// Range 5, 3d10; an antimissile 1d10 R8 defensive costs 28 × 2 × 2 =
// 112, size 84, Range 8 × 0.25 × 0.5 = 1.
func TestAudit39_WeaponDesign_Multipliers(t *testing.T) {
	dv := derive(t, design.Design{Name: "W", Maneuver: 3, Weapons: []design.Weapon{
		{Type: design.Cannon, Dice: 1, Range: 10, Arc: design.Primary},
		{Type: design.Torpedo, Dice: 1, Range: 10, Arc: design.Secondary},
		{Type: design.Antimissile, Dice: 1, Range: 8, Arc: design.Defensive},
	}})
	for i, want := range [][4]int{{32, 32, 5, 2}, {96, 64, 5, 3}, {112, 84, 1, 1}} {
		w := dv.Weapons[i]
		if got := [4]int{w.Cost, w.Size, w.Range, w.Dice}; got != want {
			t.Errorf("%s: cost, size, Range, dice %v, want %v", w.Type, got, want)
		}
	}
}

// Missiles: size (Range × Drive × Warhead) / 8, cost Range + Drive² +
// Warhead: R8 D5 W1, size 5 and cost 34 each.
func TestAudit39_Missiles_SizeAndCost(t *testing.T) {
	dv := derive(t, design.Design{Name: "M", Maneuver: 3, Weapons: []design.Weapon{{Type: design.Missile, Range: 8, Drive: 5, Warhead: 1, Count: 2}}})
	w := dv.Weapons[0]
	if w.MissileCost != 34 || w.MissileSize.Floor() != 5 || w.Size != 10 || w.Cost != 68 {
		t.Errorf("missile cost %d size %s; magazine cost %d size %d", w.MissileCost, w.MissileSize, w.Cost, w.Size)
	}
}

// Shields, Hull and Crew: shields 3 are size 24 and cost 6; the hull is
// the formula rounded up (shields 3 / 20 + a d10 beam's 6 / 40 = 0.3 → 1)
// and a point of crew quarters; the crew 3 × the weapons (not missiles)
// + 3: two beams and a magazine, 9.
func TestAudit39_ShieldsHullCrew(t *testing.T) {
	dv := derive(t, design.Design{Name: "S", Maneuver: 3, Shields: 3, Weapons: []design.Weapon{
		{Type: design.Beam, Dice: 1, Range: 4, Arc: design.Primary, Qty: 2},
		{Type: design.Missile, Range: 4, Drive: 2, Warhead: 1, Count: 1},
	}})
	if dv.ShieldSize != 24 || dv.ShieldCost != 6 {
		t.Errorf("shields: size %d cost %d", dv.ShieldSize, dv.ShieldCost)
	}
	// 3/20 + 12/40 + (4×2×1/8)/20 = 0.15 + 0.3 + 0.05 = 0.5 → 1, + 1.
	if dv.Hull != 2 || dv.CrewMin != 9 {
		t.Errorf("hull %d (exact %s), crew minimum %d", dv.Hull, dv.HullExact, dv.CrewMin)
	}
}

// Armor and Drive: armor size = level × systems weight × 0.5, cost 0.25
// a size; engine = maneuver × subtotal × 0.1, cost 2 a size, fractions
// down; MP = maneuver².
func TestAudit39_ArmorAndDrive(t *testing.T) {
	dv := derive(t, design.Design{Name: "A", Maneuver: 3, Armor: 2, Shields: 3, Weapons: []design.Weapon{
		{Type: design.Beam, Dice: 1, Range: 4, Arc: design.Primary, Qty: 2},
	}})
	sw := dv.SystemsWeight
	if dv.ArmorSize != 2*sw/2 || dv.ArmorCost != dv.ArmorSize/4 {
		t.Errorf("armor: weight %d, size %d, cost %d", sw, dv.ArmorSize, dv.ArmorCost)
	}
	if dv.Subtotal != sw+dv.ArmorSize || dv.EngineSize != 3*dv.Subtotal/10 || dv.EngineCost != 2*dv.EngineSize || dv.MP != 9 {
		t.Errorf("subtotal %d, engine %d cost %d, MP %d", dv.Subtotal, dv.EngineSize, dv.EngineCost, dv.MP)
	}
	if dv.TotalSize != dv.Subtotal+dv.EngineSize {
		t.Errorf("total size %d", dv.TotalSize)
	}
}

// Total Ship Damage Capacity: each weapon 1, the Drive 1 a rating, each
// auxiliary 1 a point.
func TestAudit39_DamageCapacity(t *testing.T) {
	dv := derive(t, design.Design{Name: "H", Maneuver: 3, Weapons: []design.Weapon{
		{Type: design.Beam, Dice: 1, Range: 4, Arc: design.Primary, Qty: 2},
	}, Aux: []design.Aux{{Kind: design.ECM, Qty: 2}}})
	if dv.WeaponPoints != 2 || dv.HitPoints != 2+3+dv.AuxPoints {
		t.Errorf("weapons %d, aux %d, hit points %d", dv.WeaponPoints, dv.AuxPoints, dv.HitPoints)
	}
}

// Hangars: 3 a craft, size the craft's + 2 each.
func TestAudit39_Hangars(t *testing.T) {
	dart := derive(t, testDesigns()[2])
	dv, err := design.Derive(design.Design{Name: "C", Maneuver: 2, Aux: []design.Aux{{Kind: design.Hangar, Qty: 2, Craft: "Dart"}}},
		func(string) (*design.Derived, error) { return dart, nil })
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range dv.Aux {
		if a.Kind == design.Hangar && (a.Cost != 6 || a.Size != 2*(dart.TotalSize+2)) {
			t.Errorf("hangar for 2 Darts of size %d: cost %d size %d", dart.TotalSize, a.Cost, a.Size)
		}
	}
}

// Damage Control: a fighter puts a point back on a 6 only; a 5 fails it,
// and that point is not rolled for again. Its crew of 1 makes one roll a
// turn: a second declaration is refused.
func TestAudit39_DamageControl_FighterSixAndItsCrew(t *testing.T) {
	for face, back := range map[int]bool{5: false, 6: true} {
		g := battle(t, nil, place{0, "F", "Dart", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
		g.dice = engine.NewDice(1)
		g.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
		drive := g.drive(0)
		g, _ = apply(t, g, Repair{By: 0, Ship: 0, System: g.cls(0).driveSys})
		g.dice = engine.NewDice(1).Force(face)
		ev := g.damageControl(nil)
		if (g.drive(0) == drive+1) != back {
			t.Errorf("a fighter's %d: Drive %d from %d: %s", face, g.drive(0), drive, eventsText(ev))
		}
		if !back && g.repairable(0, g.cls(0).driveSys) >= 0 {
			t.Errorf("the failed point may be rolled for again")
		}
	}
	g := battle(t, nil, place{0, "F", "Dart", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	g.dice = engine.NewDice(1)
	g.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	g, _ = apply(t, g, Repair{By: 0, Ship: 0, System: g.cls(0).driveSys})
	refuse(t, g, Repair{By: 0, Ship: 0, System: g.cls(0).driveSys}, "no more than 1 damage control roll")
}

// Avoiding missiles: the target dodges on its Drive or less: the Gun's
// 3 dodges, a 4 is still coming.
func TestAudit39_AvoidingMissiles_DriveOrLess(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	for face, dodged := range map[int]bool{3: true, 4: false} {
		n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
		n.dice = engine.NewDice(1).Force(face, 10, 1)
		_, ev := apply(t, n, Dodge{By: 1})
		if r := ev[0].Roll; r == nil || r.Need != 3 || r.Success != dodged {
			t.Errorf("a %d: %s", face, eventsText(ev))
		}
	}
}

// Boarding Squad Combat: "boarders cannot attack on the first turn, as
// they are gaining entry" — the boarders only: the defenders roll at them
// in that turn's Activity phase (their 6s miss), the boarders do not.
func TestAudit39_Boarding_OnlyTheBoardersWaitTheFirstTurn(t *testing.T) {
	s := dockedPair(t, "Gun", "Target", 1)
	b := s.mustShip(t, "B")
	_, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Board{By: 0, Ship: 0, Target: b}}, late: []int{6, 6, 6, 6, 6, 6, 6, 6}})
	if !strings.Contains(text, "gain entry") || !strings.Contains(text, "at Marine Squad") || strings.Contains(text, "Marine Squad 0 at") || strings.Contains(text, "Marine Squad 1 at") {
		t.Fatalf("%s", text)
	}
}
