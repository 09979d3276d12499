package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Blind cases of the thirty-sixth audit: chosen from the rulebook alone,
// before the program was read, in the areas the thirty-fifth audit's blind
// cases did not reach (combinations, options, projectors, the answers to a
// salvo). The cases the older tests already pin are listed in the audit's
// notes and not repeated here. Named after the rulebook's section.

// blindUp returns the points online of a ship's systems of one category, in
// the order of its sheet.
func blindUp(s *State, id ShipID, cat int) []int {
	si, _ := s.Ship(id)
	var up []int
	for _, y := range si.Systems {
		if y.Category == cat {
			up = append(up, y.Up)
		}
	}
	return up
}

// TestBlind_Ramming_ShieldsAndArmorTakeItFirst: a ram at a closing speed
// of 1 does 5 to each ship. The Target's shields 3 and armor 2 take all
// five (equal harms nothing); the Gun, with neither, takes all five on
// its systems (five rolls on the chart, all 6: auxiliaries).
func TestBlind_Ramming_ShieldsAndArmorTakeItFirst(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,1", "N", 1}, place{1, "B", "Target", "0,0", "S", 0})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s.dice = engine.NewDice(3).Force(1, 10, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6)
	n, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "1"})
	text := eventsText(ev)
	if !strings.Contains(text, "closing speed of 1: 5 damage to each") {
		t.Fatalf("%s", text)
	}
	b, _ := n.Ship(1)
	if b.HitPoints != b.MaxHP || b.ShieldLeft != 0 || b.Armor != 0 {
		t.Errorf("Target: hp %d/%d shields left %d armor %d: %s", b.HitPoints, b.MaxHP, b.ShieldLeft, b.Armor, text)
	}
	a, _ := n.Ship(0)
	if a.HitPoints != a.MaxHP-5 || a.Drive != 3 {
		t.Errorf("Gun: hp %d/%d Drive %d: %s", a.HitPoints, a.MaxHP, a.Drive, text)
	}
}

// TestBlind_Movement5_TurnCostAtTheSpeedDeclared: the turn cost goes by the
// speed the ship flies this turn. A Drive-2 ship (4 MP) at speed 4 slows
// to 1 (3 MP) and turns once at speed 1 (1 MP): 4 of 4. Priced at last
// turn's speed (3 a turn) it would need 6.
func TestBlind_Movement5_TurnCostAtTheSpeedDeclared(t *testing.T) {
	s := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 4}, place{1, "B", "Gun", "8,-8", "S", 0})
	s, _ = apply(t, s, Speed{By: 0, Ship: 0, Speed: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	if l := s.PreviewPlot(0, "R1"); l.Err != nil || l.MP != 4 || l.Left != 0 {
		t.Fatalf("slow to 1 and turn: %+v", l)
	}
	if l := s.PreviewPlot(0, "R1R"); l.Err == nil {
		t.Fatalf("a second turn beyond the MP: %+v", l)
	}
}

// TestBlind_DoingDamage_OneRollForEachPoint: with the chart rolled per
// point (the default), three points through make three rolls: 1 takes a
// Drive point, 2 the first weapon in the damage order, 5 the first
// auxiliary.
func TestBlind_DoingDamage_OneRollForEachPoint(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	auxBefore := blindUp(s, 1, CatAux)
	s.dice = engine.NewDice(1).Force(1, 2, 5)
	s.damage(1, hit{dmg: 3, what: "test"}, nil)
	if s.drive(1) != 2 {
		t.Errorf("Drive %d", s.drive(1))
	}
	w := blindUp(s, 1, CatWeapons)
	if w[0] != 0 || w[1] != 1 {
		t.Errorf("weapons %v", w)
	}
	a := blindUp(s, 1, CatAux)
	if a[0] != auxBefore[0]-1 {
		t.Errorf("auxiliaries %v, before %v", a, auxBefore)
	}
	for i := 1; i < len(a); i++ {
		if a[i] != auxBefore[i] {
			t.Errorf("auxiliary %d hit: %v, before %v", i, a, auxBefore)
		}
	}
}

// TestBlind_DoingDamage_ASalvoExhaustsTheCategory: with the chart rolled
// per salvo, one roll (a 3: weapons) takes all three points into the
// weapons in damage order — the first three — and nothing else.
func TestBlind_DoingDamage_ASalvoExhaustsTheCategory(t *testing.T) {
	s := battle(t, engine.Options{OptHitChart: ChartSalvo}, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	auxBefore := blindUp(s, 1, CatAux)
	s.dice = engine.NewDice(1).Force(3, 1, 1, 1)
	s.damage(1, hit{dmg: 3, what: "test"}, nil)
	w := blindUp(s, 1, CatWeapons)
	if w[0] != 0 || w[1] != 0 || w[2] != 0 || w[3] != 1 || s.drive(1) != 3 {
		t.Errorf("weapons %v Drive %d", w, s.drive(1))
	}
	if a := blindUp(s, 1, CatAux); len(a) != len(auxBefore) || a[0] != auxBefore[0] {
		t.Errorf("auxiliaries %v, before %v", a, auxBefore)
	}
}

// TestBlind_HittingMissiles_ArcOfTheShooter: a missile met midway is shot
// at by a weapon that bears; a Gun knocked down to Drive 1 has its Primary
// beam forward only, so against a salvo from astern it cannot shoot with
// it, while its Defensive antimissile can.
func TestBlind_HittingMissiles_ArcOfTheShooter(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,4", "N", 0}, place{1, "B", "Gun", "0,0", "N", 0})
	s.dice = engine.NewDice(1)
	s.damage(1, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	if s.drive(1) != 1 {
		t.Fatalf("Drive %d", s.drive(1))
	}
	n := s.fireStep(0)
	n, _ = apply(t, n, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	refuse(t, n, ShootDown{By: 1, Weapons: []int{0}}, "")
	n.dice = engine.NewDice(1).Force(2)
	_, ev := apply(t, n, ShootDown{By: 1, Weapons: []int{3}})
	if text := eventsText(ev); !strings.Contains(text, "AM at a missile") || !strings.Contains(text, "hit") || strings.Contains(text, "missile at the B") {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestBlind_TractorBeam_FriendInTheHexToo: the tractor pulls "everything"
// where it strikes: a friend of the Wizard in the target hex with the
// enemy is pulled with it.
func TestBlind_TractorBeam_FriendInTheHexToo(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0}, place{0, "F", "Gun", "0,-4", "N", 0})
	f, b := s.mustShip(t, "F"), s.mustShip(t, "B")
	n, text := project(t, s, 1, b, hex.Hex{}, 0, 1, 1, 1, 1)
	if n.ships[b].pos != at("0,-2") || n.ships[f].pos != at("0,-2") {
		t.Fatalf("B at %s, F at %s: %s", FormatHex(n.ships[b].pos), FormatHex(n.ships[f].pos), text)
	}
}

// TestBlind_Movement5_AStoppedShipTurnsFree: at speed 0 the turn cost is
// 0 (0 × .66), so a stopped ship may come about in place — three hexsides,
// north to south — and keep all 9 MP for evasive maneuvers.
func TestBlind_Movement5_AStoppedShipTurnsFree(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "8,-8", "S", 0})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	if l := s.PreviewPlot(0, "RRRE9"); l.Err != nil || l.Left != 0 {
		t.Fatalf("RRRE9: %+v", l)
	}
	n, _ := apply(t, s, Move{By: 0, Ship: 0, Plot: "RRRE9"})
	if a, _ := n.Ship(0); a.Heading != hex.S || a.Hex != at("0,0") || a.Evasive != 9 {
		t.Fatalf("heading %v hex %v evasive %d", a.Heading, a.Hex, a.Evasive)
	}
}

// TestBlind_Shields_StopAnEnergyBlast: shields stop everything but
// missiles, antimissiles and railguns, so a projector's blast is taken on
// them: the Wizard's blast of 2 on the Target (shields 3) leaves 1 of the
// pool and harms nothing.
func TestBlind_Shields_StopAnEnergyBlast(t *testing.T) {
	s := wizard(t, place{1, "B", "Target", "0,-2", "S", 0})
	n, text := project(t, s, 0, 1, hex.Hex{}, 0, 10, 10)
	b, _ := n.Ship(1)
	if !strings.Contains(text, "2 damage to the B") || b.ShieldLeft != 1 || b.Armor != 2 || b.HitPoints != b.MaxHP {
		t.Fatalf("shields left %d armor %d hp %d/%d: %s", b.ShieldLeft, b.Armor, b.HitPoints, b.MaxHP, text)
	}
}

// TestBlind_IncreasingTheEffectiveRange_ECMLostToAHit: the ECM factor is
// the levels still working. The Target has ECM 4 (first in its
// auxiliaries): at real 4 a shot needs 16; a hit aimed at its auxiliaries
// that puts one point through (3 shields, 2 armor, 1) takes an ECM level,
// and the same shot then needs 12.
func TestBlind_IncreasingTheEffectiveRange_ECMLostToAHit(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-4", "S", 0})
	f := s.fireStep(0)
	if b, _ := f.EffectiveRange(0, 0, 0, 1, false); b.ECM != 4 || b.Effective != 16 {
		t.Fatalf("before: %v", b)
	}
	s.damage(1, hit{dmg: 6, aim: AimAux, what: "test"}, nil)
	f = s.fireStep(0)
	if b, _ := f.EffectiveRange(0, 0, 0, 1, false); b.ECM != 3 || b.Effective != 12 {
		t.Fatalf("after: %v", b)
	}
}

// TestBlind_HittingMissiles_AWeaponThatHasFired: each weapon fires once a
// turn, so a weapon the target has already fired in its own fire step has
// no chance left at a missile launched at it later in the turn; one it
// has not fired may shoot.
func TestBlind_HittingMissiles_AWeaponThatHasFired(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Gun", "0,-6", "S", 2})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s, _ = apply(t, s, Move{By: 1, Ship: 1, Plot: "2"})
	s.dice = engine.NewDice(1).Force(1, 1, 1, 1, 1, 1)
	s, _ = apply(t, s, Fire{By: 1, Ship: 1, Weapon: 0, From: 2, Target: 0})
	s, _ = apply(t, s, Done{By: 1, Ship: 1})
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "1"})
	s, _ = apply(t, s, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 1, Target: 1})
	refuse(t, s, ShootDown{By: 1, Weapons: []int{0}}, "")
	apply(t, s, ShootDown{By: 1, Weapons: []int{1}})
}

// TestBlind_WeaponDesign_ArcOnAProjector: the arc step applies to every
// weapon, projectors too, after the projector's own multiples: a tractor
// of value 2 and 4 hexes (base 4 + 8 = 12) in the secondary arc costs
// 12 × 60 × 1.5 = 1080, sizes 12 × 4 × 2 = 96, Range 4; a stasis beam of
// value 4 and 8 hexes (base 24) in the defensive arc costs 24 × 45 × 2 =
// 2160, sizes 24 × 10 × 3 = 720, Range 8 × 0.25 × 0.5 = 1.
func TestBlind_WeaponDesign_ArcOnAProjector(t *testing.T) {
	w := blindWeapon(t, design.Weapon{Type: design.Projector, Effect: design.TractorBeam, Damage: 2, Range: 4, Arc: design.Secondary})
	if w.Base != 12 || w.Cost != 1080 || w.Size != 96 || w.Range != 4 {
		t.Errorf("tractor: %+v", w)
	}
	w = blindWeapon(t, design.Weapon{Type: design.Projector, Effect: design.StasisBeam, Damage: 4, Range: 8, Arc: design.Defensive})
	if w.Base != 24 || w.Cost != 2160 || w.Size != 720 || w.Range != 1 {
		t.Errorf("stasis: %+v", w)
	}
}

// TestBlind_WeaponDesign_DefensiveRailgun: the type's and the arc's range
// multipliers both apply: a railgun of 1d10 and 12 hexes (base 12 + 24 =
// 36) in the defensive arc has Range 12 × 0.5 × 0.5 = 3, cost 36 × 0.25
// × 2 = 18, size 36 × 1 × 3 = 108.
func TestBlind_WeaponDesign_DefensiveRailgun(t *testing.T) {
	w := blindWeapon(t, design.Weapon{Type: design.Railgun, Dice: 1, Range: 12, Arc: design.Defensive})
	if w.Base != 36 || w.Cost != 18 || w.Size != 108 || w.Range != 3 || w.Shots != 5 {
		t.Fatalf("%+v", w)
	}
}

// TestBlind_WeaponDesign_ABeamHasNoMagazine: railguns, antimissiles and
// torpedoes carry shots; beams "have no magazine", so a beam fires turn
// after turn — seven turns running, more than any magazine's five.
func TestBlind_WeaponDesign_ABeamHasNoMagazine(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-2", "S", 0})
	if a, _ := s.Ship(0); a.Systems[0].MaxShot != 0 {
		t.Fatalf("the beam has a magazine of %d", a.Systems[0].MaxShot)
	}
	for turn := 1; turn <= 7; turn++ {
		n, ev := apply(t, s.fireStep(0, 1, 1, 1, 1, 1, 1), Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
		if len(ev) == 0 || ev[0].Roll == nil {
			t.Fatalf("turn %d: %s", turn, eventsText(ev))
		}
		n.beginTurn()
		s = n
	}
}

// TestBlind_DamageControl_NotOnScrap: only a ship not reduced to scrap
// may attempt damage control; a Dart shot to pieces (every category at
// 0) may declare none.
func TestBlind_DamageControl_NotOnScrap(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "D", "Dart", "0,-2", "S", 0})
	s.dice = engine.NewDice(5)
	s.damage(1, hit{dmg: 60, what: "test"}, nil)
	d, _ := s.Ship(1)
	if d.HitPoints != 0 || d.Status != StatusScrap {
		t.Fatalf("the Dart: %d hit points, %s", d.HitPoints, d.Status)
	}
	refuse(t, s, Repair{By: 1, Ship: 1, System: s.cls(1).driveSys}, "is scrap")
}

// TestBlind_DoingDamage_EachMissileIsItsOwnSalvo (reading, written down by
// this audit): with the chart rolled per salvo, the "salvo" is one hit's
// damage, and each missile of a launch hits alone — its own d10 to hit,
// its own warhead — so two missiles that hit roll the chart twice: the
// first's 3 points go to the weapons (a 2: the first three), the
// second's 2 to the auxiliaries (a 5: the ECM and a storage block).
func TestBlind_DoingDamage_EachMissileIsItsOwnSalvo(t *testing.T) {
	s := battle(t, engine.Options{OptHitChart: ChartSalvo}, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	auxBefore := blindUp(s, 1, CatAux)
	n := s.fireStep(0)
	n, _ = apply(t, n, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 2, From: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(10, 10, 1, 3, 2, 1, 2, 5)
	n, ev := apply(t, n, Dodge{By: 1})
	text := eventsText(ev)
	if strings.Count(text, "hit chart") != 2 {
		t.Errorf("%d chart rolls: %s", strings.Count(text, "hit chart"), text)
	}
	w := blindUp(n, 1, CatWeapons)
	a := blindUp(n, 1, CatAux)
	if w[0] != 0 || w[1] != 0 || w[2] != 0 || w[3] != 1 || a[0] != auxBefore[0]-1 || a[1] != auxBefore[1]-1 || n.drive(1) != 3 {
		t.Fatalf("weapons %v auxiliaries %v (before %v) Drive %d: %s", w, a, auxBefore, n.drive(1), text)
	}
}
