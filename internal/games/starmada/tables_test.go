package starmada

import (
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The rulebook's tables, cell by cell, written out here from the rulebook
// and checked against the program's data and rules (the second audit).

// Section 1's sample record, 4.1.2's arcs of the Admirable's blasters and
// A.3.2's counts (six laser cannons, two damageable items).
func TestTable_1_AdmirableRecord(t *testing.T) {
	c, ok := LookupClass("Admirable")
	if !ok {
		t.Fatal("no Admirable")
	}
	if c.Own || c.CR != 438 || c.Hull != 8 || c.Engine != 5 || c.Shields != 3 || c.Fleet != "Imperial" {
		t.Errorf("record: own %v CR %d hull %d engine %d shields %d fleet %s", c.Own, c.CR, c.Hull, c.Engine, c.Shields, c.Fleet)
	}
	type row struct {
		letter              byte
		name                string
		rng, toHit          int
		rof, pen, dmg, guns int
		bands               [3][2]int
	}
	for _, w := range []row{
		{'a', "Blasters", 12, 4, 1, 1, 1, 4, [3][2]int{{1, 4}, {5, 8}, {9, 12}}},
		{'b', "Laser Cannons", 9, 3, 1, 1, 1, 6, [3][2]int{{1, 3}, {4, 6}, {7, 9}}},
	} {
		b := c.Battery(w.letter)
		if b == nil {
			t.Errorf("no battery (%c)", w.letter)
			continue
		}
		if b.Name != w.name || b.Range != w.rng || b.ToHit != w.toHit || b.ROF != w.rof || b.PEN != w.pen || b.DMG != w.dmg ||
			len(b.Mounts) != w.guns || len(b.Abilities) != 0 || b.Bands() != w.bands {
			t.Errorf("battery (%c): %+v, want %+v", w.letter, *b, w)
		}
	}
	if c.Battery('c') != nil {
		t.Error("a battery (c)")
	}
	// 4.1.2: one blaster in AB, one in AC, one in BD, one in EF.
	var arcs []string
	for _, m := range c.Battery('a').Mounts {
		arcs = append(arcs, m.String())
	}
	if strings.Join(arcs, " ") != "AB AC BD EF" {
		t.Errorf("blaster arcs %v, want AB AC BD EF (4.1.2)", arcs)
	}
	want := []EquipItem{{AntiFighterBatteries, 1}, {ElectronicCountermeasures, 1}, {FighterBays, 1}}
	if !slices.Equal(c.Equipment, want) || c.DamageableEquipment() != 2 {
		t.Errorf("equipment %v", c.Equipment)
	}
	if c.Chart.String() != "Hull/Ea/Eb/Sb/Q/Hull" {
		t.Errorf("chart %s", c.Chart)
	}
}

// A.3.2: the calculation table of the Admirable (row by row, rounded up)
// and the worksheet (E, E, S, Q, a, b, b on the rolls 2, 3, 4, 5, 2, 3, 4);
// a few more hull sizes pin the rounding.
func TestTable_A_3_2_HitCounts(t *testing.T) {
	hits := ChartHits(8, 5, 3, 2, [3]int{4, 6, 0})
	for _, r := range []struct {
		kind HitKind
		want int
	}{{HitEngine, 2}, {HitShield, 1}, {HitEquip, 1}, {HitA, 1}, {HitB, 2}, {HitC, 0}} {
		if hits[r.kind] != r.want {
			t.Errorf("%s hits: %d, want %d", r.kind.Code(), hits[r.kind], r.want)
		}
	}
	ch := BuildChart(hits)
	for roll, want := range []string{"Hull", "Ea", "Eb", "Sb", "Q", "Hull"} {
		if got := ch[roll].String(); got != want {
			t.Errorf("roll %d: %s, want %s", roll+1, got, want)
		}
	}
	// 2 × 1 / 3 = 0.67 → 1; 2 × 3 / 3 = 2 exactly; 2 × 0 = 0; 2 × 2 / 10
	// = 0.4 → 1.
	if n := ChartHits(3, 1, 3, 0, [3]int{0, 0, 0}); n[HitEngine] != 1 || n[HitShield] != 2 || n[HitEquip] != 0 {
		t.Errorf("hull 3: %v", n)
	}
	if n := ChartHits(10, 2, 0, 0, [3]int{0, 0, 0}); n[HitEngine] != 1 || n[HitShield] != 0 {
		t.Errorf("hull 10: %v", n)
	}
	// Either side of a whole quotient on hull 8: 3, 4 and 5 weapons give
	// 0.75 → 1, exactly 1, and 1.25 → 2 hits.
	if n := ChartHits(8, 0, 0, 0, [3]int{3, 4, 5}); n[HitA] != 1 || n[HitB] != 1 || n[HitC] != 2 {
		t.Errorf("hull 8 with 3, 4 and 5 weapons: %v", n)
	}
	// Nothing to place: every roll is Hull.
	if got := BuildChart([numHitKinds]int{}).String(); got != "Hull/Hull/Hull/Hull/Hull/Hull" {
		t.Errorf("empty chart %s", got)
	}
}

// 3.2.1: the maneuver table, code by code: what each does from a ship in
// 1510 facing N, and its cost; forward movement is 1 MP a hex (3.2.2).
func TestTable_3_2_1_Maneuvers(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1510:N", "Blue:B:Admirable:1515:N")
	s.ships[0].last = lastForward
	from := at("1510")
	for _, r := range []struct {
		code   string
		cost   int
		hex    hex.Hex
		facing hex.Direction
	}{
		{"P", 1, from, hex.NW},                      // port: counterclockwise
		{"S", 1, from, hex.NE},                      // starboard: clockwise
		{"L", 2, hex.Neighbor(from, hex.NW), hex.N}, // front-left, facing kept
		{"R", 2, hex.Neighbor(from, hex.NE), hex.N}, // front-right, facing kept
		{"B", 2, hex.Neighbor(from, hex.S), hex.N},  // directly behind
		{"1", 1, hex.Neighbor(from, hex.N), hex.N},
		{"3", 3, hex.Neighbor(hex.Neighbor(hex.Neighbor(from, hex.N), hex.N), hex.N), hex.N},
	} {
		pv := PreviewPath(s, "A", r.code)
		if pv.Err != nil {
			t.Errorf("%s: %v", r.code, pv.Err)
			continue
		}
		end := pv.Path[len(pv.Path)-1]
		if pv.Cost != r.cost || end.Hex != r.hex || end.Facing != r.facing {
			t.Errorf("%s: cost %d, ends %s facing %s; want %d, %s facing %s", r.code, pv.Cost, HexLabel(end.Hex), end.Facing, r.cost, HexLabel(r.hex), r.facing)
		}
	}
}

// 4.2.1: the table for 7+ and beyond: at 7+ two unmodified 6s of the
// battery make one hit, at 8+ three, at 9+ four, "etc." (10+ five). The
// number needed is pushed up by ECM (−1) and an explosion in the target's
// hex (−strength) on a 6+ battery at medium range.
func TestTable_4_2_1_SevenPlus(t *testing.T) {
	for need := 7; need <= 10; need++ {
		per := need - 5
		cls := []ClassFile{gunboat("Battery", 2*per, 9, 6, 1, 1, 1), equipped("Hulk", "Electronic Countermeasures")}
		cls[1].Shields = 5
		for _, sixes := range []int{per - 1, per, 2*per - 1, 2 * per} {
			s := duel(t, cls, "Battery", "Hulk", 5)
			if need > 7 {
				s.booms = []explosion{{pos: s.ships[1].pos, strength: need - 7}}
			}
			faces := make([]int, 0, 4*per)
			for k := 0; k < 2*per; k++ {
				f := 5
				if k < sixes {
					f = 6
				}
				faces = append(faces, f)
			}
			for k := 0; k < 2*per; k++ {
				faces = append(faces, 1) // shield dice: all fail
			}
			_, ev := fireAt(t, s, faces...)
			r := roll(t, ev, EvToHit, 0)
			if want := sixes / per; r.Total != want {
				t.Errorf("%d+ with %d sixes of %d dice: %d hits, want %d (%s)", need, sixes, 2*per, r.Total, want, r.Result)
			}
		}
	}
}

// 4.2.3: the damage codes, and a number in front of a code multiplying it.
func TestTable_4_2_3_DamageCodes(t *testing.T) {
	for _, r := range []struct {
		code string
		kind HitKind
		n    int
	}{{"Hull", HitHull, 1}, {"E", HitEngine, 1}, {"S", HitShield, 1}, {"Q", HitEquip, 1},
		{"a", HitA, 1}, {"b", HitB, 1}, {"c", HitC, 1}, {"2E", HitEngine, 2}} {
		e, err := ParseChartEntry(r.code)
		if err != nil {
			t.Errorf("%s: %v", r.code, err)
			continue
		}
		for k := HitHull; k < numHitKinds; k++ {
			want := 0
			if k == r.kind {
				want = r.n
			}
			if e[k] != want {
				t.Errorf("%s: %d of %s, want %d", r.code, e[k], k.Code(), want)
			}
		}
		if e.String() != r.code {
			t.Errorf("%s writes as %s", r.code, e)
		}
	}
	e, _ := ParseChartEntry("Ea")
	if e[HitEngine] != 1 || e[HitA] != 1 || !e.Systems() {
		t.Errorf("Ea: %v", e)
	}
}

// 4.3.1: the explosion table, every boundary (also in
// TestRulebook_4_3_1_Explosions), and the hull points of the shipped
// classes.
func TestTable_4_3_1_ExplosionStrength(t *testing.T) {
	for hull := 1; hull <= 40; hull++ {
		want := 5
		switch {
		case hull <= 3:
			want = 1
		case hull <= 8:
			want = 2
		case hull <= 15:
			want = 3
		case hull <= 24:
			want = 4
		}
		if got := ExplosionStrength(hull); got != want {
			t.Errorf("hull %d: %d, want %d", hull, got, want)
		}
	}
}

// 4.2.1 with B.4, B.11, B.15: the range modifier of every band.
func TestTable_4_2_1_RangeModifiers(t *testing.T) {
	for _, r := range []struct {
		ab                   Ability
		short, medium, long_ int
	}{{0, 1, 0, -1}, {DoubledRangeModifiers, 2, 0, -2}, {InvertedRangeMods, -1, 0, 1}, {NoRangeModifiers, 0, 0, 0}} {
		b := Battery{Range: 9}
		if r.ab != 0 {
			b.Abilities = []Ability{r.ab}
		}
		if got := [3]int{b.RangeMod(Short), b.RangeMod(Medium), b.RangeMod(Long)}; got != [3]int{r.short, r.medium, r.long_} {
			t.Errorf("%v: %v", r.ab, got)
		}
	}
}

// 5.3.3: against fighters the band is one higher; long cannot be
// attacked.
func TestTable_5_3_3_FighterBands(t *testing.T) {
	for in, want := range map[Band]Band{Short: Medium, Medium: Long, Long: OutOfRange, OutOfRange: OutOfRange} {
		if got := fighterBand(in); got != want {
			t.Errorf("%v: %v, want %v", in, got, want)
		}
	}
}

// B.1: the continuing damage table, face by face: 1–3 the die stops, 4–5
// one roll on the chart, 6 two; the die goes on unless it rolled 3 or
// less.
func TestTable_B_1_ContinuingDamage(t *testing.T) {
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	for face, want := range map[int]struct{ rolls, left int }{1: {0, 0}, 2: {0, 0}, 3: {0, 0}, 4: {1, 1}, 5: {1, 1}, 6: {2, 1}} {
		s := duel(t, cls, "One", "Hulk", 2)
		s.ships[1].cont = 1
		n := s.withDice(face, 3, 3)
		ev := n.continuing(1, nil)
		r := roll(t, ev, EvDamage, 0)
		if r.Total != want.rolls || n.ships[1].cont != want.left {
			t.Errorf("face %d: %d chart rolls, %d dice left; want %d, %d", face, r.Total, n.ships[1].cont, want.rolls, want.left)
		}
		if want.rolls > 0 {
			if d := roll(t, ev, EvDamage, 1); len(d.Dice) != want.rolls {
				t.Errorf("face %d: %d damage dice", face, len(d.Dice))
			}
		}
	}
}

// B.10: the Increased PEN table: the To-Hit number exactly is PEN ×1, one
// more ×2, two more ×3, three more ×4, "etc." (four more ×5). A 2+
// weapon without range modifiers: faces 2 to 6.
func TestTable_B_10_IncreasedPEN(t *testing.T) {
	cls := []ClassFile{gunboat("Inc", 1, 9, 2, 1, 1, 1, "Increased PEN", "No Range Modifiers"), target("Hulk", 5)}
	for face := 2; face <= 6; face++ {
		faces := []int{face}
		for k := 0; k < 6; k++ {
			faces = append(faces, 1)
		}
		_, ev := fireAt(t, duel(t, cls, "Inc", "Hulk", 2), faces...)
		if r := roll(t, ev, EvShield, 0); len(r.Dice) != face-1 {
			t.Errorf("To-Hit die %d at 2+: %d penetration dice, want %d", face, len(r.Dice), face-1)
		}
	}
}

// B.23, B.26, B.27: the variable table, face by face.
func TestTable_B_23_26_27_Variable(t *testing.T) {
	for face, want := range []int{0, 1, 1, 1, 2, 2, 3} {
		if face > 0 && dieChart(face) != want {
			t.Errorf("face %d: %d dice, want %d", face, dieChart(face), want)
		}
	}
}

// B.16–B.18: ×3 at short range, ×2 at medium, ×1 at long.
func TestTable_B_16_17_18_RangeMultiplier(t *testing.T) {
	for band, want := range map[Band]int{Short: 3, Medium: 2, Long: 1} {
		if rangeMult(band) != want {
			t.Errorf("%v: ×%d, want ×%d", band, rangeMult(band), want)
		}
	}
}

// Appendix B: every entry's name and number as printed, and the
// combinations each entry forbids, made symmetric.
func TestTable_B_Abilities(t *testing.T) {
	names := map[int]string{
		1: "Continuing Damage", 2: "Double Hull Damage", 3: "Double Systems Damage", 4: "Doubled Range Modifiers",
		5: "Extra Crew Casualties", 6: "Extra Hull Damage", 7: "Halves Shields", 8: "Ignores Shields", 9: "Increased DMG",
		10: "Increased PEN", 11: "Inverted Range Modifiers", 12: "Must Re-Roll Penetration Dice", 13: "Must Re-Roll To-Hit Dice",
		14: "No Hull Damage", 15: "No Range Modifiers", 16: "Range-Based DMG", 17: "Range-Based PEN", 18: "Range-Based ROF",
		19: "Repeating", 20: "Re-Rolls Penetration Dice", 21: "Re-Rolls To-Hit Dice", 22: "Shield-Resonant", 23: "Variable DMG",
		26: "Variable PEN", 27: "Variable ROF",
	}
	if len(Abilities()) != len(names) {
		t.Errorf("%d abilities, want %d", len(Abilities()), len(names))
	}
	for _, a := range Abilities() {
		if names[int(a)] != a.String() {
			t.Errorf("B.%d: %q, want %q", int(a), a, names[int(a)])
		}
	}
	// What each entry says it cannot be combined with.
	printed := map[Ability][]Ability{
		DoubledRangeModifiers: {InvertedRangeMods, NoRangeModifiers},
		ExtraCrewCasualties:   {ExtraHullDamage},
		ExtraHullDamage:       {ExtraCrewCasualties},
		HalvesShields:         {IgnoresShields, ShieldResonant},
		IgnoresShields:        {HalvesShields, ShieldResonant},
		InvertedRangeMods:     {DoubledRangeModifiers, NoRangeModifiers},
		MustRerollPEN:         {RerollsPEN},
		MustRerollToHit:       {RerollsToHit},
		NoHullDamage:          {DoubleHullDamage, ExtraHullDamage},
		NoRangeModifiers:      {DoubledRangeModifiers, InvertedRangeMods},
		RerollsPEN:            {MustRerollPEN},
		RerollsToHit:          {MustRerollToHit},
		ShieldResonant:        {HalvesShields, IgnoresShields},
	}
	forbidden := func(a, b Ability) bool {
		return slices.Contains(printed[a], b) || slices.Contains(printed[b], a)
	}
	for _, a := range Abilities() {
		for _, b := range Abilities() {
			if a >= b {
				continue
			}
			err := checkAbilities([]Ability{a, b})
			if got := err != nil; got != forbidden(a, b) {
				t.Errorf("%v with %v: %v, want forbidden %v", a, b, err, forbidden(a, b))
			}
		}
	}
}

// Compendium Weapon Conversions: the five rows printed, every cell.
func TestTable_CompendiumWeapons(t *testing.T) {
	want := []Weapon{
		{"Anti-Matter Beam", 1, 1, 1, []Ability{ExtraHullDamage}},
		{"Blaster", 1, 1, 1, []Ability{RangeBasedPEN}},
		{"Bore Missile", 1, 1, 1, []Ability{ContinuingDamage}},
		{"Burst Cannon", 1, 1, 1, []Ability{VariableDMG}},
		{"Cluster Missile", 1, 1, 1, []Ability{VariableROF}},
	}
	got := CompendiumWeapons()
	if len(got) != len(want) {
		t.Fatalf("%d rows, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Name != w.Name || g.ROF != w.ROF || g.PEN != w.PEN || g.DMG != w.DMG || !slices.Equal(g.Abilities, w.Abilities) {
			t.Errorf("row %d: %+v, want %+v", i+1, g, w)
		}
	}
}

// Appendix C and 4.2.1: each piece of equipment, its section and whether a
// Q hit can take it (fighter bays cannot, 4.2.3).
func TestTable_C_Equipment(t *testing.T) {
	for _, r := range []struct {
		e          Equip
		name       string
		damageable bool
	}{
		{AntiFighterBatteries, "Anti-Fighter Batteries", true}, {ArmorPlating, "Armor Plating", true},
		{ArmoredGunBatteries, "Armored Gun Batteries", true}, {AutoRepairSystems, "Auto-Repair Systems", true},
		{BattleSatellites, "Battle Satellites", true}, {ElectronicCountermeasures, "Electronic Countermeasures", true},
		{FighterBays, "Fighter Bays", false},
	} {
		if r.e.String() != r.name || r.e.Damageable() != r.damageable {
			t.Errorf("%v: damageable %v, want %q %v", r.e, r.e.Damageable(), r.name, r.damageable)
		}
	}
}

// C.4: the auto-repair die restores on 5 or 6, not on 4.
func TestTable_C_4_AutoRepairThreshold(t *testing.T) {
	cls := []ClassFile{equipped("Fixer", "Auto-Repair Systems"), target("Hulk", 0)}
	cls[0].Shields = 1
	for face := 1; face <= 6; face++ {
		s := battleOf(t, cls, "Red:F:Fixer:1502:S", "Blue:H:Hulk:1517:N")
		s.ships[0].shieldBoxes()[0] = boxHit
		n := s.withDice(face)
		n.autoRepair(0, nil)
		if got := n.ships[0].shieldRating() == 1; got != (face >= 5) {
			t.Errorf("face %d: restored %v", face, got)
		}
	}
}

// The numbers printed in the rules' text: a flight of six (5.1), ten
// hexes (5.2), 5+ against ships (5.3.1); battle satellites: three a turn,
// 5 MPs, a weapon of range 12 at 3+ with ROF 1 (C.5); 1 000 points
// (2.1.1); ten turns (2.3); a board of at least 30 × 20 and set-up zones
// five hexes deep (0.1.1, 2.1.2).
func TestTable_PrintedNumbers(t *testing.T) {
	if FlightSize != 6 || FighterMove != 10 || SatellitesPerTurn != 3 || SatelliteMP != 5 {
		t.Errorf("flight %d, fighter move %d, satellites %d a turn, %d MP", FlightSize, FighterMove, SatellitesPerTurn, SatelliteMP)
	}
	if w := satelliteWeapon; w.Range != 12 || w.ToHit != 3 || w.ROF != 1 {
		t.Errorf("satellite weapon %+v", w)
	}
	if DefaultPoints != 1000 || DefaultTurns != 10 || MinCols != 30 || MinRows != 20 || SetupDepth != 5 {
		t.Errorf("points %d, turns %d, board %d × %d, depth %d", DefaultPoints, DefaultTurns, MinCols, MinRows, SetupDepth)
	}
}

// The shipped scenarios against 2.1.1–2.3: ten turns, a board of at least
// 30 × 20, fleets even by the 10 % rule and within the recommended 1 000
// points, and every ship placed by the scenario inside its side's set-up
// zone, pointing at a hexside.
func TestTable_2_1_ShippedScenarios(t *testing.T) {
	for _, name := range []string{"standard", "mirror", "duel", "setup", "objects", "build"} {
		s := newGame(t, name, 1)
		sc := loadScenario(t, name)
		if s.rules.turns != 10 || s.board.Cols < MinCols || s.board.Rows < MinRows {
			t.Errorf("%s: %d turns, board %d × %d", name, s.rules.turns, s.board.Cols, s.board.Rows)
		}
		if name == "build" {
			continue
		}
		if b := CheckBalance(sc.Points(0), sc.Points(1)); !b.Even || sc.Points(0) > DefaultPoints || sc.Points(1) > DefaultPoints {
			t.Errorf("%s: %v", name, b)
		}
		// The totals docs/rules/starmada.md and the scenarios' texts give.
		want := map[string][2]int{"standard": {958, 987}, "setup": {958, 987}, "objects": {958, 987}, "mirror": {988, 988}, "duel": {438, 438}}[name]
		if got := [2]int{sc.Points(0), sc.Points(1)}; got != want {
			t.Errorf("%s: points %v, want %v", name, got, want)
		}
		if s.rules.interactive {
			continue // the players set up
		}
		if s.phase != phOrders || len(s.ships) == 0 {
			t.Fatalf("%s: phase %d with %d ships", name, s.phase, len(s.ships))
		}
		for i := range s.ships {
			sh := &s.ships[i]
			if !s.InSetupZone(sh.side, sh.pos) {
				t.Errorf("%s: %s at %s is outside its set-up zone (2.1.2)", name, sh.name, HexLabel(sh.pos))
			}
		}
	}
}

// The project's own Combat Rating factors (A.2 is missing), as
// docs/rules/starmada.md lists them, and the formula's value for the
// Admirable (451; the printed 438 is kept).
func TestTable_Own_CombatRatingFactors(t *testing.T) {
	abil := map[Ability]int{
		ContinuingDamage: 130, DoubleHullDamage: 130, DoubleSystemsDamage: 120, DoubledRangeModifiers: 105,
		ExtraCrewCasualties: 110, ExtraHullDamage: 150, HalvesShields: 130, IgnoresShields: 170, IncreasedDMG: 140,
		IncreasedPEN: 140, InvertedRangeMods: 95, MustRerollPEN: 70, MustRerollToHit: 60, NoHullDamage: 60,
		NoRangeModifiers: 100, RangeBasedDMG: 180, RangeBasedPEN: 180, RangeBasedROF: 200, Repeating: 200,
		RerollsPEN: 125, RerollsToHit: 130, ShieldResonant: 170, VariableDMG: 120, VariablePEN: 120, VariableROF: 120,
	}
	for _, a := range Abilities() {
		if got := abilityRow(a).crPct; got != abil[a] {
			t.Errorf("%v: %d %%, the docs say %d", a, got, abil[a])
		}
	}
	equip := map[Equip]int{AntiFighterBatteries: 110, ArmorPlating: 115, ArmoredGunBatteries: 110, AutoRepairSystems: 115,
		ElectronicCountermeasures: 110, BattleSatellites: 100, FighterBays: 100}
	for e, want := range equip {
		if got := equipRow(e).crPct; got != want {
			t.Errorf("%v: %d %%, the docs say %d", e, got, want)
		}
	}
	c, _ := LookupClass("Admirable")
	if got := CombatRating(c); got != 500 || c.CR != 438 {
		t.Errorf("Admirable: formula %d (docs: 500), record %d", got, c.CR)
	}
}

// Rules 6's Combat Ratings of the own classes, as docs/rules/starmada.md
// lists them: a fighter bay adds 156 to the offence (six dice at 5+ within
// ten hexes, shields halved), a battle satellite 48 (one die at 3+ at range
// 12), and Repeating multiplies by 6/(To-Hit − 1) (B.19: a hitting die rolls
// again, p/(1−p) hits a die). Saves of rules 1-5 replay with the ratings and
// the Paladin of those rules.
func TestTable_Own_CombatRatingsOfRules6(t *testing.T) {
	want := map[string][2]int{ // rules 6, rules 1-5
		"Admirable": {438, 438}, "Lancer": {75, 75}, "Sabre": {168, 168}, "Halberd": {277, 277},
		"Paladin": {550, 451}, "Sovereign": {962, 922}, "Corsair": {149, 149}, "Wasp": {88, 88},
		"Hornet": {119, 119}, "Mantis": {237, 237}, "Scarab": {506, 506}, "Hive": {543, 405}, "Leviathan": {876, 832},
	}
	old, err := rules5Classes()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range old {
		n, _ := LookupClass(c.Name)
		if got := [2]int{n.CR, c.CR}; got != want[c.Name] {
			t.Errorf("%s: CR %v, want %v", c.Name, got, want[c.Name])
		}
	}
	// Repeating at To-Hit 4+ is the table's 200 %; at 5+ it is 150 %, at 3+
	// 300 %: the Paladin's point defence (4 × 2 × 2 × 6 = 96) counts 144.
	p, _ := LookupClass("Paladin")
	if b := p.Batteries[0]; b.ToHit != 5 || !b.Has(Repeating) || p.Equips(BattleSatellites) != 0 || p.Equips(FighterBays) != 3 {
		t.Errorf("Paladin: %+v", p)
	}
	p.Batteries[0].ToHit = 3 // 4 × 2 × 4 × 6 = 192, × 3 = 576; + 468: off 1044, def 495
	if got := CombatRating(p); got != 719 {
		t.Errorf("Paladin with 3+ point defence: CR %d", got)
	}
}
