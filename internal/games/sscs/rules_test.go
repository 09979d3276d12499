package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Tests of the rulebook's tables and formulas, with forced dice, named
// after the sections of the squadron-level rules.

// TestMovement5_TurnCostChart: all twenty rows of the printed chart are
// method A (speed × .66, rounded up); method B is the speed; beyond the
// chart, C goes on by the formula; at speed 0 a turn is free.
func TestMovement5_TurnCostChart(t *testing.T) {
	chart := TurnCostChart()
	want := []int{1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 10, 10, 11, 12, 12, 13, 14}
	if len(chart) != 20 {
		t.Fatalf("%d rows", len(chart))
	}
	for s := 1; s <= 20; s++ {
		if chart[s-1] != want[s-1] || TurnCost(TurnFormula, s) != want[s-1] || TurnCost(TurnChart, s) != want[s-1] {
			t.Errorf("speed %d: chart %d, formula %d, want %d", s, chart[s-1], TurnCost(TurnFormula, s), want[s-1])
		}
		if TurnCost(TurnSpeed, s) != s {
			t.Errorf("method B at speed %d: %d", s, TurnCost(TurnSpeed, s))
		}
	}
	// 21 × .66 = 13.86 → 14; 30 × .66 = 19.8 → 20.
	if TurnCost(TurnChart, 21) != 14 || TurnCost(TurnFormula, 30) != 20 {
		t.Errorf("beyond the chart: %d %d", TurnCost(TurnChart, 21), TurnCost(TurnFormula, 30))
	}
	for _, m := range []string{TurnFormula, TurnSpeed, TurnChart} {
		if TurnCost(m, 0) != 0 {
			t.Errorf("%s at speed 0 costs %d", m, TurnCost(m, 0))
		}
	}
}

// TestMovement3_MPIsDriveSquared: MP = Drive × Drive, at the Drive left.
func TestMovement3_MPIsDriveSquared(t *testing.T) {
	if MPOf(3) != 9 || MPOf(1) != 1 || MPOf(0) != 0 {
		t.Fatal("MPOf")
	}
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-8", "S", 0})
	if l := s.PreviewPlot(0, "0"); l.MP != 9 {
		t.Fatalf("MP %d, want 9", l.MP)
	}
	n := s.clone()
	n.dice = engine.NewDice(1)
	n.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	if l := n.PreviewPlot(0, "0"); l.Drive != 2 || l.MP != 4 {
		t.Fatalf("after a Drive hit: Drive %d MP %d, want 2 and 4", l.Drive, l.MP)
	}
}

// TestMovement4and5_Ledger: a speed change costs 1 MP a point, each turn
// the cost at this turn's speed, each evasive factor 1 MP; the plot must
// move the whole speed; no more MP than Drive².
func TestMovement4and5_Ledger(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 3}, place{1, "B", "Gun", "0,-20", "S", 0})
	s.mut(0).dSpeed, s.mut(0).dSpeedSet = 4, true
	// Speed 3 → 4: 1 MP; a turn at speed 4: 3 MP; evasive 5: 5 MP; 9 in all.
	l := s.PreviewPlot(0, "2R2E5")
	if l.Err != nil || l.SpeedCost != 1 || len(l.Turns) != 1 || l.Turns[0].Cost != 3 || l.Spent != 9 || l.Left != 0 {
		t.Fatalf("%+v", l)
	}
	if end := l.Path[len(l.Path)-1]; end.Hex != hex.Add(hex.Add(hex.Hex{}, hex.Scale(hex.N.Offset(), 2)), hex.Scale(hex.NE.Offset(), 2)) || end.Heading != hex.NE {
		t.Fatalf("ends at %v", end)
	}
	if l := s.PreviewPlot(0, "2R2E6"); l.Err == nil || !strings.Contains(l.Err.Error(), "Movement 3–5") {
		t.Fatalf("10 MP accepted: %v", l.Err)
	}
	if l := s.PreviewPlot(0, "2R2E4"); l.Err != nil || l.Spent != 8 || l.Left != 1 {
		t.Fatalf("8 of 9 MP: %+v", l)
	}
	if l := s.PreviewPlot(0, "3"); l.Err == nil || !strings.Contains(l.Err.Error(), "velocity carries over") {
		t.Fatalf("3 hexes at speed 4 accepted: %v", l.Err)
	}
	if l := s.PreviewPlot(0, "1"); l.Err == nil || !strings.HasPrefix(l.Err.Error(), "the plot moves 1 hex, but") {
		t.Fatalf("1 hex at speed 4: %v", l.Err)
	}
	// Method B: a turn at speed 4 costs 4.
	s.rules = &rules{sc: s.rules.sc, classes: s.rules.classes, set: settings{turnCost: TurnSpeed, effRange: EffExample, hitChart: ChartPoint, turns: 30}, names: s.rules.names}
	if l := s.PreviewPlot(0, "2R2"); l.Turns[0].Cost != 4 {
		t.Fatalf("method B: %+v", l.Turns)
	}
	// A declared change beyond the MP left is made only as far as they go.
	s.mut(0).dSpeed = 20
	if l := s.PreviewPlot(0, "12"); l.Err != nil || l.To != 12 || !l.Clamped {
		t.Fatalf("%+v", l)
	}
}

func TestPlotParser(t *testing.T) {
	for in, want := range map[string]string{"2R1E3": "2R1E3", "2 r 1 e 3": "2R1E3", "PS": "LR", "0": "0", "": "0", "1 2": "3", "3e2e1": "3E3", "L,2.R": "L2R"} {
		p, err := ParsePlot(in)
		if err != nil || p.String() != want {
			t.Errorf("%q: %q %v, want %q", in, p, err, want)
		}
	}
	for _, bad := range []string{"2X", "@N", "999", "E9999", "e", "1-2"} {
		if _, err := ParsePlot(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestCandidatesAreLegal: every plot Candidates lists passes the ledger,
// and Legal's moves are accepted.
func TestCandidatesAreLegal(t *testing.T) {
	s := newGame(t, "standard", 3)
	for i := range s.ships {
		if s.ships[i].status != stActive {
			continue
		}
		ps := Candidates(s.View(s.ships[i].side), ShipID(i))
		if len(ps) < 5 {
			t.Errorf("%s: %d candidates", s.ships[i].name, len(ps))
		}
		for _, p := range ps {
			if l := s.ledger(ShipID(i), p); l.Err != nil {
				t.Errorf("%s %s: %v", s.ships[i].name, p, l.Err)
			}
		}
	}
}

// placeTarget sets up the worked example: a ship with ECM 4 five hexes
// from a ship with a weapon of Range 6.
func exampleShot(t *testing.T, opts engine.Options, faces ...int) (*State, []engine.Event) {
	t.Helper()
	s := battle(t, opts, place{0, "Gunner", "Gun", "0,0", "N", 0}, place{1, "Mark", "Target", "0,-5", "S", 0})
	s.mut(1).evasive = 2
	n := s.fireStep(0, faces...)
	if b, _ := n.EffectiveRange(0, 0, 0, 1, false); b.ECM != 4 || b.Evasive != 2 || b.Real != 5 {
		t.Fatalf("%+v", b)
	}
	return apply(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
}

// TestRollingToHit_EffectiveRangeExample: "If a ship is using 4 ECM, and
// using 2 MP for Evasive, and is at a real range of 5, it must roll 30 or
// better"; the weapon of Range 6 rolls 6d10: 29 misses, 30 hits. Read
// literally ("add real range to itself" for each), the same shot needs 35.
func TestRollingToHit_EffectiveRangeExample(t *testing.T) {
	_, ev := exampleShot(t, nil, 5, 5, 5, 5, 5, 4)
	r := ev[0].Roll
	if r == nil || len(r.Dice) != 6 || r.Need != 30 || r.Total != 29 || r.Success {
		t.Fatalf("29: %v", eventsText(ev))
	}
	_, ev = exampleShot(t, nil, 5, 5, 5, 5, 5, 5)
	if r := ev[0].Roll; r.Need != 30 || !r.Success {
		t.Fatalf("30: %v", eventsText(ev))
	}
	// The hit does 3, which the Target's 3 shields stop.
	if !strings.Contains(eventsText(ev), "3 on shields") {
		t.Errorf("%s", eventsText(ev))
	}
	_, ev = exampleShot(t, engine.Options{OptEffRange: EffLiteral}, 6, 6, 6, 6, 6, 4)
	if r := ev[0].Roll; r.Need != 35 || r.Total != 34 || r.Success {
		t.Fatalf("literal reading: %v", eventsText(ev))
	}
	b := effectiveRange(hex.Hex{}, hex.Hex{Q: 0, R: -5}, false, 4, 2, 0, 0, EffExample)
	if b.Effective != 30 || b.String() != "real range 5 × (ECM 4 + evasive 2) = 30" {
		t.Errorf("%v", b)
	}
}

// TestRollingToHit_DiceCount: "A weapon with a range of 6 would roll 6d10";
// the Range is the one after the construction multipliers (a railgun
// bought at 12 hexes has Range 6).
func TestRollingToHit_DiceCount(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-3", "S", 0})
	_, ev := apply(t, s.fireStep(0), Fire{By: 0, Ship: 0, Weapon: 1, From: 0, Target: 1})
	if r := ev[0].Roll; len(r.Dice) != 6 || r.Need != 3 {
		t.Fatalf("%v", eventsText(ev))
	}
	if c := HitChance(6, 30); c.String() != "6483/10000" && c.PerMillion() != 0 {
		// P(6d10 ≥ 30): checked against the count below.
		t.Logf("6d10 ≥ 30: %s (%s)", c, c.Percent())
	}
	// Exact counts: 2d10 ≥ 11 is 55/100; 1d10 ≥ 1 is certain; 3d10 ≥ 31 is impossible.
	if c := HitChance(2, 11); c.Num.Int64() != 55 || c.Den.Int64() != 100 {
		t.Errorf("2d10 ≥ 11: %s", c)
	}
	if HitChance(1, 1).Percent() != "100%" || HitChance(3, 31).Percent() != "0%" {
		t.Error("limits")
	}
	// The integer table the scripted opponent uses agrees to a millionth.
	for n := 1; n <= 8; n++ {
		tab := hitTable(n)
		for need := 0; need <= 10*n+1; need++ {
			exact := HitChance(n, need).PerMillion()
			approx := 1_000_000
			if need < len(tab) && need > n {
				approx = int(tab[need] / 1_000_000_000)
			} else if need >= len(tab) {
				approx = 0
			}
			if d := exact - approx; d < -2 || d > 2 {
				t.Errorf("%dd10 ≥ %d: exact %d, table %d", n, need, exact, approx)
			}
		}
	}
}

// TestSelectiveTargeting: aiming at one area treats the ship as three
// times as far away, and what penetrates goes to that area.
func TestSelectiveTargeting(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	n := s.fireStep(0, 2, 2, 2, 2, 2, 2)
	b, _ := n.EffectiveRange(0, 0, 0, 1, true)
	if b.Base != 12 || b.Effective != 12 {
		t.Fatalf("%+v", b)
	}
	n2, ev := apply(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1, Aim: AimDrive})
	if r := ev[0].Roll; r.Need != 12 || !r.Success {
		t.Fatalf("%s", eventsText(ev))
	}
	// 3 damage, no shields or armor: all three Drive points, no chart roll.
	if n2.drive(1) != 0 || strings.Contains(eventsText(ev), "hit chart") {
		t.Fatalf("Drive %d: %s", n2.drive(1), eventsText(ev))
	}
}

// TestHitChart: 1 Drive, 2–3 Weapons, 4–6 Auxiliary Systems; systems are
// hit in the design's order; per point or per salvo as set up.
func TestHitChart(t *testing.T) {
	for roll, cat := range map[int]int{1: CatDrive, 2: CatWeapons, 3: CatWeapons, 4: CatAux, 5: CatAux, 6: CatAux} {
		if HitChartCategory(roll) != cat {
			t.Errorf("%d → %d", roll, HitChartCategory(roll))
		}
	}
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-8", "S", 0})
	n := s.clone()
	n.dice = engine.NewDice(1).Force(1, 2, 4)
	ev := n.damage(1, hit{dmg: 3, what: "test"}, nil)
	if n.drive(1) != 2 || n.mountUp(1, 0) || !n.mountUp(1, 1) || n.up(1, n.cls(1).ecmSys[0]) != 0 {
		t.Fatalf("per point: %s", eventsText(ev))
	}
	// Per salvo: one roll of 2, and the three points knock out the first
	// three weapons in order.
	s = battle(t, engine.Options{OptHitChart: ChartSalvo}, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-8", "S", 0})
	n = s.clone()
	n.dice = engine.NewDice(1).Force(2)
	ev = n.damage(1, hit{dmg: 3, what: "test"}, nil)
	if n.mountUp(1, 0) || n.mountUp(1, 1) || n.mountUp(1, 2) || !n.mountUp(1, 3) || strings.Count(eventsText(ev), "hit chart") != 1 {
		t.Fatalf("per salvo: %s", eventsText(ev))
	}
	// Aimed at the weapons, 8 points: five weapons, then the component
	// armor of the sixth takes two, and the eighth point knocks it out.
	n = s.clone()
	n.dice = engine.NewDice(1)
	ev = n.damage(1, hit{dmg: 8, aim: AimWeapons, what: "test"}, nil)
	if n.mountUp(1, 5) || n.ships[1].sys[5].armor != 0 || n.firstUp(1, CatWeapons) != -1 {
		t.Fatalf("component armor: %s", eventsText(ev))
	}
	// A category with nothing left is rolled again.
	n.dice = engine.NewDice(1).Force(2, 1)
	ev = n.damage(1, hit{dmg: 1, what: "test"}, nil)
	if !strings.Contains(eventsText(ev), "nothing left there, roll again") || n.drive(1) != 2 {
		t.Fatalf("reroll: %s", eventsText(ev))
	}
}

// TestDoingDamage_ShieldsPoolAndArmor: the shields hold a pool for the
// turn, the armor is used up, and the shields are raised again next turn;
// railguns pass the shields.
func TestDoingDamage_ShieldsPoolAndArmor(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-8", "S", 0})
	n := s.clone()
	n.dice = engine.NewDice(1)
	n.damage(1, hit{dmg: 2, what: "first"}, nil) // shields 3 → 1
	if n.ships[1].shieldLeft != 1 || n.ships[1].armor != 2 {
		t.Fatalf("shields %d armor %d", n.ships[1].shieldLeft, n.ships[1].armor)
	}
	n.damage(1, hit{dmg: 2, what: "second"}, nil) // shields 1 → 0, armor 2 → 1
	if n.ships[1].shieldLeft != 0 || n.ships[1].armor != 1 || n.up(1, n.cls(1).driveSys) != 3 {
		t.Fatalf("shields %d armor %d", n.ships[1].shieldLeft, n.ships[1].armor)
	}
	n.damage(1, hit{dmg: 1, ignoresShields: true, what: "railgun"}, nil) // armor 1 → 0
	if n.ships[1].armor != 0 {
		t.Fatal("armor")
	}
	n.beginTurn()
	if n.ships[1].shieldLeft != 3 || n.ships[1].armor != 0 {
		t.Fatalf("next turn: shields %d armor %d", n.ships[1].shieldLeft, n.ships[1].armor)
	}
}

// TestResultOfDamage_NoPowerAndScrap: with every Drive point lost, the
// energy weapons, shields and ECM stop; missiles and antimissiles go on;
// 0 in every category is scrap.
func TestResultOfDamage_NoPowerAndScrap(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-3", "S", 0})
	n := s.clone()
	n.dice = engine.NewDice(1)
	n.mut(1).armor, n.mut(1).shieldLeft = 0, 0
	n.damage(1, hit{dmg: 3, aim: AimDrive, what: "test"}, nil)
	if n.powered(1) || n.shieldRating(1) != 0 || n.ecm(1) != 0 {
		t.Fatal("still powered")
	}
	if !n.mountWorks(1, 0) || n.mountWorks(1, 1) {
		t.Fatalf("antimissile %v, beam %v", n.mountWorks(1, 0), n.mountWorks(1, 1))
	}
	if !n.capable(1) {
		t.Fatal("a ship with an antimissile left can resist")
	}
	ev := n.damage(1, hit{dmg: 200, what: "test"}, nil)
	if n.ships[1].status != stScrap || !strings.Contains(eventsText(ev), "so much scrap") {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestDamageControl: a 1d6 in the Activity phase; a ship needs 5 or 6, a
// fighter 6; no more rolls than crew; a failed point, or a restored point
// hit again, can never be tried again.
func TestDamageControl(t *testing.T) {
	if DamageControlNeed(false) != 5 || DamageControlNeed(true) != 6 {
		t.Fatal("needs")
	}
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{0, "F", "Dart", "0,1", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	s.damage(1, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	n, _ := apply(t, s, Repair{By: 0, Ship: 0, System: s.cls(0).driveSys})
	n, _ = apply(t, n, Repair{By: 0, Ship: 0, System: s.cls(0).driveSys})
	n, _ = apply(t, n, Repair{By: 0, Ship: 1, System: s.cls(1).driveSys})
	// The Dart's crew of 1 may roll once.
	refuse(t, n, Repair{By: 0, Ship: 1, System: s.cls(1).driveSys}, "no more than 1")
	// Ship 5: online; ship 4: never again; fighter 5: never again.
	n.dice = engine.NewDice(1).Force(5, 4, 5)
	ev := n.damageControl(nil)
	if n.drive(0) != 2 || n.drive(1) != 2 || len(ev) != 3 {
		t.Fatalf("Drive %d and %d: %s", n.drive(0), n.drive(1), eventsText(ev))
	}
	n.beginTurn()
	// The Gun's restored point is online and its failed one lost; the
	// Dart's failed point is lost, its other one never tried.
	if n.repairable(0, n.cls(0).driveSys) >= 0 || n.repairable(1, n.cls(1).driveSys) != 1 {
		t.Fatal("a failed point may be tried again")
	}
	// The restored point is hit again: it is lost for good.
	n.damage(0, hit{dmg: 2, aim: AimDrive, what: "again"}, nil)
	if si := n.systemInfo(0, n.cls(0).driveSys); si.Up != 0 || si.Lost != 2 {
		t.Fatalf("%+v", si)
	}
	// A fighter's 6 succeeds.
	f := battle(t, nil, place{0, "F", "Dart", "0,1", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	f.dice = engine.NewDice(1)
	f.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	f, _ = apply(t, f, Repair{By: 0, Ship: 0, System: f.cls(0).driveSys})
	f.dice = engine.NewDice(1).Force(6)
	f.damageControl(nil)
	if f.drive(0) != 4 {
		t.Fatalf("fighter Drive %d", f.drive(0))
	}
}

// TestBoardingSquadCombat_Table: the 25 cells of the table, 1 + attacker −
// defender.
func TestBoardingSquadCombat_Table(t *testing.T) {
	table := [5][5]int{
		{1, 0, -1, -2, -3},
		{2, 1, 0, -1, -2},
		{3, 2, 1, 0, -1},
		{4, 3, 2, 1, 0},
		{5, 4, 3, 2, 1},
	}
	for a := 0; a < 5; a++ {
		for d := 0; d < 5; d++ {
			if BoardingTable(a, d) != table[a][d] {
				t.Errorf("%s at %s: %d, want %d", TroopName(a), TroopName(d), BoardingTable(a, d), table[a][d])
			}
		}
	}
	want := map[int][2]int{ModeNone: {0, 0}, ModeEvasive: {2, 2}, ModeDefensive: {0, 1}, ModeOffensive: {-1, -1}, ModeSuicidal: {-2, -2}}
	for m, w := range want {
		if ModeToHit(m) != w[0] || ModeToBeHit(m) != w[1] {
			t.Errorf("mode %s: %d %d", ModeNames()[m], ModeToHit(m), ModeToBeHit(m))
		}
	}
}

// TestBoardingSquadCombat_Rounds: boarders cannot attack on the turn they
// gain entry; defenders on their own ship are −1 to attack and +1 to be
// hit; every unit rolls before results apply; a victory gives control of
// a component; the ship is taken a turn after its last defender falls.
func TestBoardingSquadCombat_Rounds(t *testing.T) {
	s := docked(t)
	n, _ := apply(t, s, Board{By: 0, Ship: 0, Target: 1})
	// First round: the two marines gain entry and do not attack. The
	// defenders are the commando and ⌈9/5⌉ = 2 crew units. Commando at a
	// marine: 1 + 2 − 1 = 2, its die −1: a 3 destroys it. Crew at a marine:
	// 1 + 0 − 1 = 0, a 2 − 1 = 1 does not.
	n.dice = engine.NewDice(1).Force(3, 2, 2)
	ev := n.boarding(nil)
	text := eventsText(ev)
	if strings.Count(text, "Marine Squad") > 0 && strings.Contains(text, "Marine Squad 0 at") {
		t.Fatalf("a boarder attacked on its first turn: %s", text)
	}
	alive := 0
	for _, q := range n.squads {
		if q.alive && q.side == 0 {
			alive++
		}
	}
	if alive != 1 || !strings.Contains(text, "−1 defending its own ship") {
		t.Fatalf("%d marines left: %s", alive, text)
	}
	// Second round: the marine attacks the commando: 1 + 1 − 2 = 0, its
	// die +1 against a defender: never. The defenders kill it.
	n.dice = engine.NewDice(1).Force(1, 1, 1, 1)
	ev = n.boarding(nil)
	if !strings.Contains(eventsText(ev), "+1 target defends its own ship") {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestBoarding_Capture: with no defenders left and boarders aboard, the
// ship is taken at the end of the next turn; a victory takes a component.
func TestBoarding_Capture(t *testing.T) {
	f := ScenarioFile{Name: "test", Title: "Test", Designs: testDesigns(), Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "A", Design: "Target", At: "0,0", Heading: "N", Speed: 1, Docked: "B"}, {Name: "C", Design: "Gun", At: "0,9", Heading: "N"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "B", Design: "Dart", At: "0,0", Heading: "N", Speed: 1}}},
	}}
	sc, err := testScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := Game{}.NewState(sc, nil, 1)
	s := st.(*State)
	n, _ := apply(t, s, Board{By: 0, Ship: 0, Target: 2})
	// The Dart's crew of 1 forms one unit; it attacks the commando: 1 + 0
	// − 2 = −1, never.
	n.dice = engine.NewDice(1).Force(1)
	n.boarding(nil)
	// Next round the commando attacks the crew unit: 1 + 2 − 0 = 3, +1: a 2 kills it.
	n.dice = engine.NewDice(1).Force(2, 1)
	ev := n.boarding(nil)
	if !strings.Contains(eventsText(ev), "take control of the B's Pea") || !strings.Contains(eventsText(ev), "taken at the end of the next turn") {
		t.Fatalf("%s", eventsText(ev))
	}
	n.turn++
	n.boarding(nil)
	if n.ships[2].status != stCaptured || n.Score(0) != n.cls(2).dv.Cost {
		t.Fatalf("status %v score %d", n.ships[2].status, n.Score(0))
	}
}

// TestRamming: the rammer needs 3 × its maneuver or less on a d10, the
// target avoids with 3 × its own; both take 5 × the closing speed.
func TestRamming(t *testing.T) {
	run := func(faces ...int) (*State, string) {
		s := battle(t, nil, place{0, "A", "Gun", "0,2", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
		s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
		s, _ = apply(t, s, Seal{By: 0})
		s, _ = apply(t, s, Seal{By: 1})
		s.dice = engine.NewDice(3).Force(faces...)
		n, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
		return n, eventsText(ev)
	}
	// Rams (9 ≤ 9), the target fails to avoid (10 > 9); closing speed:
	// 2 north against 1 south is 3; 15 damage each.
	n, text := run(9, 10)
	if !strings.Contains(text, "closing speed of 3: 15 damage to each") || n.ships[1].speed != 1 {
		t.Fatalf("%s", text)
	}
	if _, text = run(10); !strings.Contains(text, "misses") || strings.Contains(text, "collide") {
		t.Fatalf("%s", text)
	}
	if _, text = run(1, 9); !strings.Contains(text, "avoided") || strings.Contains(text, "collide") {
		t.Fatalf("%s", text)
	}
}

// TestMissiles: a salvo is dodged (d10 ≤ Drive) or shot at (half the
// launcher-to-target distance, × 3 for all but antimissiles), not both;
// the missiles left need their Drive or less on a d10 plus the hexes
// beyond their Range; the warhead passes shields; rounds are used up.
func TestMissiles(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	n := s.fireStep(0)
	n, _ = apply(t, n, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 2, From: 0, Target: 1})
	if n.phase != phReact || n.ships[0].sys[2].shots != 2 {
		t.Fatalf("phase %d shots %d", n.phase, n.ships[0].sys[2].shots)
	}
	refuse(t, n, Done{By: 0, Ship: 0}, "")
	// Dodge: 3 ≤ Drive 3 dodges, 4 does not; the missile left rolls 5 ≤
	// Drive 5 at effective range 4 (within its Range 6): a hit; warhead 7.
	d := n.clone()
	d.dice = engine.NewDice(1).Force(3, 4, 5, 7)
	d2, ev := apply(t, d, Dodge{By: 1})
	text := eventsText(ev)
	if !strings.Contains(text, "dodged") || !strings.Contains(text, "warhead") || !strings.Contains(text, "7 damage to the B") || d2.phase != phFire {
		t.Fatalf("%s", text)
	}
	// Shoot: the antimissile at 4/2 = 2, the beam at 2 × 3 = 6.
	if si, _ := n.PendingSalvo(); si.ShotRangeAM != 2 || si.ShotRange != 6 {
		t.Fatalf("%+v", si)
	}
	sh := n.clone()
	sh.dice = engine.NewDice(1).Force(2, 1, 1, 1, 1, 1, 1)
	sh2, ev := apply(t, sh, ShootDown{By: 1, Weapons: []int{3, 0}})
	if strings.Count(eventsText(ev), ": hit") != 2 || strings.Contains(eventsText(ev), "warhead") {
		t.Fatalf("%s", eventsText(ev))
	}
	if sh2.ships[1].sys[3].shots != 9 || !sh2.ships[1].sys[0].used {
		t.Fatal("ammunition and use")
	}
	// Beyond its Range: the target 9 hexes away is 3 beyond; a 2 + 3 = 5 still hits.
	far := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0}).fireStep(0)
	far, _ = apply(t, far, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	far.dice = engine.NewDice(1).Force(10, 3)
	_, ev = apply(t, far, Dodge{By: 1})
	if r := ev[1].Roll; r == nil || r.Total != 6 || r.Success || r.Mods[0].Value != 3 {
		t.Fatalf("%s", eventsText(ev))
	}
	// The recoil limit of a turn: the Gun (total size over 5 × 20) may
	// launch only so much.
	big := s.fireStep(0)
	lim := big.cls(0).dv.TotalSize * 8 / 20 / 30
	if lim < 4 {
		refuse(t, big, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 4, From: 0, Target: 1}, "recoil limit 1")
	}
}

// TestMovement6and7_Order: the fastest moves first; at equal speed the
// higher Drive; then the dice, highest first; ships of one side that tie
// are moved in the order their commander picks.
func TestMovement6and7_Order(t *testing.T) {
	s := battle(t, nil,
		place{0, "RedGun", "Gun", "0,0", "N", 2}, place{0, "RedWiz", "Wizard", "4,0", "N", 2}, place{0, "RedFast", "Gun", "8,0", "N", 5},
		place{1, "BlueGun", "Gun", "0,-12", "S", 2})
	s, _ = apply(t, s, Seal{By: 0})
	s.dice = engine.NewDice(1).Force(3, 7)
	s, ev := apply(t, s, Seal{By: 1})
	if !strings.Contains(eventsText(ev), "RedGun rolls 3, BlueGun rolls 7") {
		t.Fatalf("%s", eventsText(ev))
	}
	want := []string{"RedFast", "RedWiz", "BlueGun", "RedGun"}
	for _, w := range want {
		next := s.NextMovers()
		if len(next) != 1 || s.ships[next[0]].name != w {
			t.Fatalf("next %v, want %s", next, w)
		}
		s, _ = apply(t, s, Move{By: s.ships[next[0]].side, Ship: next[0], Plot: itoa(s.ships[next[0]].speed)})
		if s.phase == phFire {
			s, _ = apply(t, s, Done{By: s.ships[s.firing].side, Ship: s.firing})
		}
	}
	// Two of one side at the same speed and Drive: both may go first.
	s = battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{0, "B", "Gun", "4,0", "N", 2}, place{0, "S", "Gun", "8,0", "N", 1}, place{1, "C", "Gun", "0,-12", "S", 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	if next := s.NextMovers(); len(next) != 2 {
		t.Fatalf("next %v", next)
	}
	apply(t, s, Move{By: 0, Ship: 1, Plot: "2"})
	refuse(t, s, Move{By: 0, Ship: 2, Plot: "1"}, "fastest ship moves first")
}

// TestMovement6_FireFromFlightPath: a ship fires from any hex it moved
// through, at the hex where its target last moved.
func TestMovement6_FireFromFlightPath(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 3}, place{1, "B", "Gun", "0,-8", "S", 0})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "3"})
	if s.phase != phFire || len(s.ships[0].path) != 4 {
		t.Fatalf("phase %d path %v", s.phase, s.ships[0].path)
	}
	b0, _ := s.EffectiveRange(0, 0, 0, 1, false)
	b3, _ := s.EffectiveRange(0, 0, 3, 1, false)
	if b0.Real != 8 || b3.Real != 5 {
		t.Fatalf("from the start %d, from the end %d", b0.Real, b3.Real)
	}
	n := s.clone()
	n.dice = engine.NewDice(1).Force(1, 1, 1, 1, 1, 1)
	_, ev := apply(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
	if ev[0].Roll.Need != 8 {
		t.Fatalf("%s", eventsText(ev))
	}
	refuse(t, s, Fire{By: 0, Ship: 0, Weapon: 0, From: 4, Target: 1}, "fire from a hex of the flight path")
}

// TestDetermineArc: the arcs by Drive value.
func TestDetermineArc(t *testing.T) {
	side := hex.ConeFQL | hex.ConeFQR | hex.ConeRQL | hex.ConeRQR
	cases := []struct {
		arc   uint8
		drive int
		want  hex.ConeSet
	}{
		{arcPrimary, 1, hex.ConeF}, {arcSecondary, 1, hex.ConeF | side}, {arcDefensive, 1, hex.Cone360},
		{arcPrimary, 2, hex.ConeF | side}, {arcSecondary, 2, hex.Cone360}, {arcDefensive, 2, hex.Cone360},
		{arcPrimary, 3, hex.Cone360}, {arcSecondary, 3, hex.Cone360}, {arcPrimary, 0, hex.ConeF},
	}
	for _, c := range cases {
		if got := ArcsFor(c.arc, c.drive); got != c.want {
			t.Errorf("arc %d Drive %d: %v, want %v", c.arc, c.drive, got, c.want)
		}
	}
	// A Gun knocked down to Drive 1: its primary Six cannot fire astern.
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,4", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	refuse(t, s.fireStep(0), Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}, "Determine Arc")
	apply(t, s.fireStep(0, 1), Fire{By: 0, Ship: 0, Weapon: 3, From: 0, Target: 1})
}

// TestDocking_LaunchAndLand: docking takes two turns of the same hex,
// speed and direction with no evasive maneuvers; launched craft are free in
// the Activity phase; a craft that docks with its carrier lands.
func TestDocking_LaunchAndLand(t *testing.T) {
	s := battle(t, nil, place{0, "Nest", "Nest", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 0})
	dart := s.mustShip(t, "Nest Dart 1")
	n, _ := apply(t, s, Launch{By: 0, Craft: dart})
	n.launching(nil)
	if n.ships[dart].status != stActive || n.ships[dart].pos != n.ships[0].pos || n.ships[dart].speed != 2 {
		t.Fatalf("%+v", n.ships[dart])
	}
	n.beginTurn()
	n, _ = apply(t, n, Dock{By: 0, Ship: dart, With: 0})
	n.docking(nil)
	if n.ships[dart].dockTurns != 1 {
		t.Fatal("not docking")
	}
	n.beginTurn()
	n.mut(dart).evasive = 1
	n, _ = apply(t, n, Dock{By: 0, Ship: dart, With: 0})
	ev := n.docking(nil)
	if !strings.Contains(eventsText(ev), "evasively") || n.ships[dart].dockTurns != 0 {
		t.Fatalf("%s", eventsText(ev))
	}
	n.mut(dart).evasive = 0
	for k := 0; k < 2; k++ {
		n.beginTurn()
		n, _ = apply(t, n, Dock{By: 0, Ship: dart, With: 0})
		ev = n.docking(nil)
	}
	if n.ships[dart].status != stAboard || !strings.Contains(eventsText(ev), "lands") {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestSealedDeclarations: a side's declarations are hidden from the other
// until both have sealed.
func TestSealedDeclarations(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 2})
	s, ev := apply(t, s, Speed{By: 0, Ship: 0, Speed: 5})
	if !ev[0].Secret || strings.Contains(Speed{By: 0, Ship: 0, Speed: 5}.String(), "5") {
		t.Fatal("the speed is public")
	}
	v := s.View(1).(*State)
	if si, _ := v.Ship(0); si.SpeedDeclared || si.DeclaredSpeed != 2 {
		t.Fatalf("Blue sees %+v", si)
	}
	if si, _ := s.View(0).(*State).Ship(0); si.DeclaredSpeed != 5 {
		t.Fatal("Red does not see its own")
	}
	if s.View(0).Hash() == s.View(1).Hash() {
		t.Fatal("the views are the same")
	}
	s, _ = apply(t, s, Seal{By: 0})
	_, ev = apply(t, s, Seal{By: 1})
	if !strings.Contains(eventsText(ev), "A speed 5") {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestTruceAndIncapable: a truce ends the battle when both sides offer it;
// a side whose combatants cannot resist loses.
func TestTruceAndIncapable(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 2})
	n, _ := apply(t, s, Seal{By: 0, Truce: true})
	n, ev := apply(t, n, Seal{By: 1, Truce: true})
	if !n.Outcome().Over || n.Outcome().Winner != engine.NoPlayer || !strings.Contains(eventsText(ev), "truce") {
		t.Fatalf("%+v", n.Outcome())
	}
	n = s.clone()
	n.dice = engine.NewDice(1)
	n.damage(1, hit{dmg: 8, aim: AimWeapons, what: "test"}, nil)
	n.endTurn(nil)
	if !n.Outcome().Over || n.Outcome().Winner != 0 || !strings.Contains(n.Outcome().Reason, "incapable of resistance") {
		t.Fatalf("%+v", n.Outcome())
	}
}

// TestSeparation: three turns in a row out of reach and not closing end
// the battle; the escaping side counts what got away.
func TestSeparation(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-200", "N", 2})
	for k := 0; k < 3; k++ {
		if s.Outcome().Over {
			t.Fatalf("over after %d turns", k)
		}
		s.endTurn(nil)
	}
	if !s.Outcome().Over || s.Outcome().Winner != engine.NoPlayer || !strings.Contains(s.Outcome().Reason, "separated") {
		t.Fatalf("%+v", s.Outcome())
	}
	// Closing: no separation.
	c := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-200", "S", 2})
	c.endTurn(nil)
	if c.sepTurns != 0 {
		t.Fatal("closing ships separated")
	}
	// The pursuit: the Vorr escape.
	p := newGame(t, "pursuit", 1)
	for i := range p.ships {
		if p.ships[i].side == 1 {
			p.mut(ShipID(i)).pos = hex.Add(p.ships[i].pos, hex.Hex{Q: 0, R: -500})
			p.mut(ShipID(i)).speed = 10 // and outrunning the pursuit
		}
	}
	for k := 0; k < 3; k++ {
		p.endTurn(nil)
	}
	if p.Outcome().Winner != 1 {
		t.Fatalf("%+v", p.Outcome())
	}
}

// TestTurnLimit: the project's own limit ends the battle by cost.
func TestTurnLimit(t *testing.T) {
	s := battle(t, engine.Options{OptTurns: "1"}, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-12", "S", 2})
	s.dice = engine.NewDice(1)
	s.damage(1, hit{dmg: 300, what: "test"}, nil)
	s.mut(1).status = stScrap
	b := battle(t, engine.Options{OptTurns: "1"}, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-12", "S", 2})
	b.endTurn(nil)
	if !b.Outcome().Over || !strings.Contains(b.Outcome().Reason, "turn limit of 1") {
		t.Fatalf("%+v", b.Outcome())
	}
	if _, err := (Game{}).NewState(b.rules.sc, engine.Options{OptTurns: "0"}, 1); err == nil {
		t.Error("0 turns accepted")
	}
}

// TestDescribe: the log words intents with names, and another side's
// declarations without their content.
func TestDescribe(t *testing.T) {
	s := battle(t, nil, place{0, "Arrow", "Gun", "0,0", "N", 2}, place{1, "Bolt", "Gun", "0,-15", "S", 2})
	in := Speed{By: 0, Ship: 0, Speed: 5}
	if d := engine.Describe(s, in, 0); d != "Arrow: speed 5" {
		t.Error(d)
	}
	// The other side reads neither the speed nor the ship: a craft named in
	// a hangar would be a launch, a ship named nine times damage control.
	for _, in := range []engine.Intent{in, Launch{By: 0, Craft: 0}, Repair{By: 0, Ship: 0, System: 1}, Clear{By: 0, Ship: 0}, Mode{By: 0, Squad: 0, Mode: 1}, Assign{By: 0, Squad: 0, Target: 1}} {
		if d := engine.Describe(s, in, 1); d != "a sealed declaration" {
			t.Errorf("%T for the other side: %q", in, d)
		}
	}
	if d := engine.Describe(s, Fire{By: 0, Ship: 0, Weapon: 1, Target: 1, Aim: AimDrive}, 1); d != "Arrow's Rail fires at the Bolt, aiming at its Drive" {
		t.Error(d)
	}
	// Contacts count from 1, as the action list names them ("#2").
	if d := engine.Describe(s, Fire{By: 0, Ship: 0, Weapon: 1, Target: 1, Contact: 1}, 1); !strings.HasSuffix(d, "(contact #2)") {
		t.Error(d)
	}
	if d := engine.Describe(s, Salvo{By: 0, Ship: 0, Weapon: 1, Target: 1, Count: 1, Contact: 2}, 1); !strings.HasSuffix(d, "(contact #3)") {
		t.Error(d)
	}
	if d := engine.Describe(s, Seal{By: 0, Truce: true}, 1); strings.Contains(d, "truce") {
		t.Error(d)
	}
}

// TestSample: a sample of a view shows the player what the view showed,
// with the real contact among the images guessed and fresh dice.
func TestSample(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-2", "S", 0})
	n, _ := project(t, s, 7, 0, hex.Hex{}, 0, 2)
	v := n.View(1).(*State)
	smp := v.Sample(1, 9).(*State)
	if d := smp.ships[0].decoy; d < 0 || d > 2 {
		t.Fatalf("decoy %d", d)
	}
	if smp.View(1).Hash() != v.Hash() {
		t.Fatal("the sample shows the player something else")
	}
	if v.Reseed(3).Hash() == v.Hash() {
		t.Fatal("reseeding changed no dice")
	}
	b := newGame(t, "built", 1)
	b, _ = apply(t, b, Pick{By: 0, Design: "Lance"})
	b, _ = apply(t, b, Ready{By: 0})
	bs := b.View(1).(*State).Sample(1, 4).(*State)
	if len(bs.picks[0]) == 0 || bs.buildCost(0) > 3000 {
		t.Fatalf("guessed squadron %v", bs.picks[0])
	}
}

// TestSpeedOutOfRangeRefused: a ship at speed 0 with MP to spare may not
// declare a negative speed, whether the intent was typed, built in Go or
// read from a save (the engine validates every intent's ranges).
func TestSpeedOutOfRangeRefused(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-15", "S", 2})
	refuse(t, s, Speed{By: 0, Ship: 0, Speed: -1}, "speed -1 is not from 0")
	refuse(t, s, Speed{By: 0, Ship: 0, Speed: maxSpeed*2 + 1}, "is not from 0")
	apply(t, s, Speed{By: 0, Ship: 0, Speed: 1})
	// The bound itself is a speed (own: 120), and 0 is one too.
	for _, v := range []int{0, maxSpeed * 2} {
		if err := (Speed{By: 0, Ship: 0, Speed: v}).Validate(); err != nil {
			t.Errorf("speed %d: %v", v, err)
		}
	}
}
