package silentdeath

// The rulebook's tables written out cell by cell, as printed, and checked
// against the program's data: a slip of transcription in data.go,
// options.go or a scenario file fails here. Each test names its table.

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// span reads "1-3", "10", "—" (none) into its first and last value.
func span(t *testing.T, s string) (int, int) {
	t.Helper()
	if s == "—" {
		return 0, -1
	}
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil {
		t.Fatalf("bad span %q", s)
	}
	return lo, hi
}

// TestTable_8_1_MasterWeaponTable: every row and column of 8.1 — base
// dice, the three range increments hex by hex, the target speed
// restriction (checked as a target one point over and at the limit) and
// the damage reading; then the warheads.
func TestTable_8_1_MasterWeaponTable(t *testing.T) {
	rows := []struct {
		w                      Weapon
		base                   string
		short, mid, long       string
		speed                  int // 0: none
		damage                 Reading
		extraGun               int // 7.2: +1 laser, +2 blast or ion
		class, printedBaseText string
	}{
		{PulseLaser, "2D8", "1-3", "4-9", "10", 0, Low, 1, "laser", "2D8+ADB"},
		{MeldLaser, "2D8", "1-6", "7-18", "19-20", 12, Medium, 1, "laser", "2D8+ADB"},
		{TurboLaser, "2D8", "1-9", "10-25", "26-30", 8, High, 1, "laser", "2D8+ADB"},
		{Splattergun, "2D6", "1-2", "3-6", "7-10", 0, Medium, 2, "blast", "2D6+ADB"},
		{Blatgun, "2D6", "1-4", "5-10", "11-15", 13, High, 2, "blast", "2D6+ADB"},
		{Impulsegun, "2D8", "1-3", "4-8", "9-10", 0, High, 2, "ion", "2D8+ADB"},
	}
	if len(rows) != int(numWeapons)-1 {
		t.Fatalf("%d cannon rows for %d weapon types", len(rows), numWeapons)
	}
	for _, r := range rows {
		spec := r.w.Spec()
		n, sides := 0, 0
		fmt.Sscanf(r.base, "%dD%d", &n, &sides)
		if len(spec.Base) != n || !spec.Cannon {
			t.Errorf("%s: base %v, want %s", spec.Name, spec.Base, r.base)
		}
		for _, d := range spec.Base {
			if d != sides {
				t.Errorf("%s: base %v, want %s", spec.Name, spec.Base, r.base)
			}
		}
		want := map[int]RangeBand{}
		for band, txt := range map[RangeBand]string{ShortRange: r.short, MidRange: r.mid, LongRange: r.long} {
			lo, hi := span(t, txt)
			for d := lo; d <= hi; d++ {
				want[d] = band
			}
		}
		for d := 0; d <= 32; d++ {
			if got := Band(r.w, d, false); got != want[d] {
				t.Errorf("%s at %d hexes: %v, want %v", spec.Name, d, got, want[d])
			}
		}
		if spec.MaxTargetDrive != r.speed || spec.Read != r.damage || spec.ExtraGun != r.extraGun {
			t.Errorf("%s: speed ≤%d, %s, +%d a gun; want ≤%d, %s, +%d", spec.Name, spec.MaxTargetDrive, spec.Read, spec.ExtraGun, r.speed, r.damage, r.extraGun)
		}
	}
	// The range modifiers of 7.1: short +1, mid 0, long −1.
	if ShortRange.mod() != 1 || MidRange.mod() != 0 || LongRange.mod() != -1 {
		t.Fatal("range modifiers")
	}
	// Missile: 1D6 a missile, 1–10 (mid, no modifier), no restriction, High.
	m := MissileLauncher.Spec()
	if len(m.Base) != 1 || m.Base[0] != 6 || m.Read != High || m.MaxTargetDrive != 0 || m.Cannon || MissileRange != 10 || MaxSalvo != 10 {
		t.Fatalf("missile row %+v", m)
	}
	for d := 1; d <= 10; d++ {
		if Band(MissileLauncher, d, false) != MidRange {
			t.Errorf("missile at %d: %v", d, Band(MissileLauncher, d, false))
		}
	}
	// Torps: 1D12, 2D12, 5D12, read All (torpResults sums every die).
	for k, want := range map[Mark]int{Mk10: 1, Mk20: 2, Mk50: 5} {
		if k.Spec().Dice != want {
			t.Errorf("%s: %dD12, want %dD12", k, k.Spec().Dice, want)
		}
	}
	if TorpDV != 10 || TorpDR != 0 || TorpMP != 12 || TorpPlt != 5 || DodgeMinDrive != 10 || JamFace != 1 || TorpTurnCostPerS != 3 {
		t.Fatal("4.2's torp numbers")
	}
	// 5.2's turn costs, 7.1's immobile DV, Your First Game's 10 hexes.
	if TurnCost != 3 || TightTurnBase != 3 || ImmobileMaxDV != 5 || FirstGameRange != 10 {
		t.Fatal("5.2, 7.1 or the first game's numbers")
	}
}

// TestTable_8_2_SkillLevelEffects: the ten rows of 8.2, both columns.
func TestTable_8_2_SkillLevelEffects(t *testing.T) {
	ttc := [11]string{1: "1D10+3", "1D10+3", "1D8+3", "1D8+3", "1D6+3", "1D6+3", "1D4+3", "1D4+3", "1D4+3", "1D4+3"}
	adb := [11]string{1: "1D4", "1D4", "1D4", "1D4", "1D6", "1D6", "1D8", "1D8", "1D10", "1D10"}
	for lvl := 1; lvl <= 10; lvl++ {
		if got := fmt.Sprintf("1D%d+%d", TTCDie(lvl), TightTurnBase); got != ttc[lvl] {
			t.Errorf("Plt %d: TTC %s, want %s", lvl, got, ttc[lvl])
		}
		if got := fmt.Sprintf("1D%d", ADBDie(lvl)); got != adb[lvl] {
			t.Errorf("Gnr %d: ADB %s, want %s", lvl, got, adb[lvl])
		}
	}
	// The display shows the same (2.0): a Plt 9 pilot's TTC, a Gnr 2 pilot's ADB.
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 5, 5, "N", 9, 2)}, []CraftFile{cf("pit-viper", "B", 20, 20, "N", 1, 10)})
	if v := s.Craft(0); v.Crew[0].TTC != "1D4+3" || v.Mounts[0].ToHit != "2D8+1D4" {
		t.Fatalf("%s %s", v.Crew[0].TTC, v.Mounts[0].ToHit)
	}
	if v := s.Craft(1); v.Crew[0].TTC != "1D10+3" || v.Mounts[0].ToHit != "2D8+1D10" {
		t.Fatalf("%s %s", v.Crew[0].TTC, v.Mounts[0].ToHit)
	}
}

// TestTable_12_0_Inventory: what 12.0 prints of each craft besides its
// armaments (TestCraftData): the crew, the magazines, and the statistics
// printed elsewhere (Your First Game's Drive and DV, 2.0's Salamander,
// 7.1's Night Hawk DV 13, 13.3's Salamander without torps at BPV 26).
func TestTable_12_0_Inventory(t *testing.T) {
	rows := []struct {
		key  string
		crew int
		mags []int // launcher magazines, in display order
	}{
		{"pit-viper", 1, nil}, {"spirit-rider", 1, nil}, {"thunder-bird", 1, nil}, {"shryak-shuttle", 2, []int{8}},
		{"night-hawk", 1, nil}, {"teal-hawk", 2, nil}, {"salamander", 2, nil}, {"revenge", 2, []int{5, 5, 5}},
		{"sorensen-iii", 2, nil}, {"seraph", 2, []int{20}}, {"pharsii-ii", 3, []int{20}}, {"epping", 4, []int{20, 20, 20}},
	}
	all := CraftTypes()
	if len(all) != len(rows) {
		t.Fatalf("%d craft", len(all))
	}
	for i, r := range rows {
		c := all[i] // 12.0's order as printed (it says by tonnage, but the Revenge comes before the lighter Sorensen III)
		if c.Key != r.key || c.Crew != r.crew {
			t.Errorf("craft %d: %s crew %d, want %s crew %d", i, c.Key, c.Crew, r.key, r.crew)
		}
		var mags []int
		for _, m := range c.Mounts {
			if m.Weapon == MissileLauncher {
				mags = append(mags, m.Mag)
			}
		}
		if fmt.Sprint(mags) != fmt.Sprint(r.mags) {
			t.Errorf("%s: magazines %v, want %v", c.Name, mags, r.mags)
		}
	}
	sal, _ := CraftByKey("salamander")
	if sal.BPV != 30 || sal.BPVNoTorps != 26 {
		t.Fatalf("Salamander BPV %d/%d", sal.BPV, sal.BPVNoTorps)
	}
	// 2.0's display: the pilot the Impulsegun (F), the gunner the Pulse
	// Laser (360°) and the two Splatterguns (RQL A RQR).
	if sal.Mounts[0].Crew != 0 || sal.Mounts[1].Crew != 1 || sal.Mounts[2].Crew != 1 || sal.Mounts[1].Arcs != arcs("360") || sal.Mounts[2].Arcs != arcs("RQL A RQR") || sal.Mounts[0].Arcs != arcs("F") {
		t.Fatalf("Salamander mounts %+v", sal.Mounts)
	}
}

// TestTable_10_2_DriftChart: the four rows of 10.2, every Drive to 20.
func TestTable_10_2_DriftChart(t *testing.T) {
	rows := []struct {
		drive string
		die   int
	}{{"0-5", 0}, {"6-10", 4}, {"11-15", 6}, {"16-20", 8}} // 16+
	for _, r := range rows {
		lo, hi := span(t, r.drive)
		for d := lo; d <= hi; d++ {
			if DriftDie(d) != r.die {
				t.Errorf("Drive %d: 1D%d, want 1D%d", d, DriftDie(d), r.die)
			}
		}
	}
}

// TestTable_10_6_VariableSpeedTorps: Mk.10 18, Mk.20 16, Mk.50 10 MP with
// the option, 12 for all without.
func TestTable_10_6_VariableSpeedTorps(t *testing.T) {
	s := positionOpts(t, Options{TorpSpeeds: true}, []CraftFile{cf("pit-viper", "A", 5, 5, "N", 5, 5)}, []CraftFile{cf("pit-viper", "B", 20, 20, "N", 5, 5)})
	off := positionOpts(t, Options{}, []CraftFile{cf("pit-viper", "A", 5, 5, "N", 5, 5)}, []CraftFile{cf("pit-viper", "B", 20, 20, "N", 5, 5)})
	for k, want := range map[Mark]int{Mk10: 18, Mk20: 16, Mk50: 10} {
		if s.torpSpeed(k) != want || off.torpSpeed(k) != 12 {
			t.Errorf("%s: %d MP (off: %d), want %d (12)", k, s.torpSpeed(k), off.torpSpeed(k), want)
		}
	}
	if maxTorpMP < 18 {
		t.Fatal("the path search stops short of the fastest torp")
	}
}

// TestTable_10_7_AntiTorpedo and TestTable_10_12_DamageControl: the twelve
// rows of both charts as printed (decoys, kill spread, bracketed maximum;
// success spread).
func TestTable_10_7_AntiTorpedo(t *testing.T) {
	rows := map[string]struct {
		decoys int
		kill   string // "1-7 [3]" or "—"
		dc     string
	}{
		"Epping": {4, "1-7 [3]", "1-7"}, "Night Hawk": {2, "1-3 [1]", "1-3"}, "Pharsii II": {3, "1-6 [2]", "1-5"},
		"Pit Viper": {1, "—", "1-2"}, "Revenge": {5, "1-6 [3]", "1-5"}, "Salamander": {2, "1-7 [2]", "1-6"},
		"Seraph": {4, "1-6 [2]", "1-6"}, "Shryak Shuttle": {2, "1-4 [4]", "1-7"}, "Sorensen III": {1, "—", "1-3"},
		"Spirit Rider": {1, "—", "1-3"}, "Teal Hawk": {2, "1-3 [2]", "1-3"}, "Thunder Bird": {2, "—", "1-3"},
	}
	for _, c := range CraftTypes() {
		r, ok := rows[c.Name]
		if !ok {
			t.Errorf("%s is in no row", c.Name)
			continue
		}
		decoys, pd, pdMax, dc := Defences(c)
		kill := "—"
		if pd > 0 {
			kill = fmt.Sprintf("1-%d [%d]", pd, pdMax)
		}
		if decoys != r.decoys || kill != r.kill || fmt.Sprintf("1-%d", dc) != r.dc {
			t.Errorf("%s: %d decoys, %s, repair %d; want %d, %s, %s", c.Name, decoys, kill, dc, r.decoys, r.kill, r.dc)
		}
	}
}

// TestTable_10_9_DeflectionChart: the twenty cells of the chart, each
// read from a position where the two craft sit squarely inside one arc of
// each other (no boundary hex, so the defender has no choice).
func TestTable_10_9_DeflectionChart(t *testing.T) {
	want := [4][5]int{ // rows F, FQ, RQ, A; columns F, FQ, RQ, A, Drive 0
		{0, -2, 0, +1, +2},
		{-2, -1, +1, 0, +1},
		{0, +1, -1, 0, +1},
		{+1, 0, -1, 0, +2},
	}
	// Put the defender at a hex squarely in a cone of the attacker (3 hexes
	// straight along the cone's middle direction), then face the defender so
	// that the attacker lies squarely in the wanted cone of the defender.
	middle := map[int]int{0: 0, 1: 1, 2: 2, 3: 3} // class → hexsides clockwise from the facing
	for row := 0; row < 4; row++ {
		for col := 0; col < 5; col++ {
			a := hex.FromOffset(15, 15)
			d := a
			dir := hex.N.Rotate(middle[row])
			for k := 0; k < 3; k++ {
				d = hex.Neighbor(d, dir)
			}
			back := dir.Opposite() // from the defender to the attacker
			dc := col
			if col == 4 {
				dc = 0
			}
			tf := back.Rotate(-middle[dc]) // the defender's facing: the attacker at middle[dc] clockwise
			rows := arcClasses(hex.SilentDeathCones(a, hex.N, d))
			cols := arcClasses(hex.SilentDeathCones(d, tf, a))
			if len(rows) != 1 || rows[0] != row || len(cols) != 1 || cols[0] != dc {
				t.Fatalf("cell %d,%d: the position gives classes %v/%v", row, col, rows, cols)
			}
			if got := Deflection(a, hex.N, d, tf, col == 4); got != want[row][col] {
				t.Errorf("row %d column %d: %+d, want %+d", row, col, got, want[row][col])
			}
		}
	}
}

// TestTable_10_11_RangeIncrements: the six rows of 10.11, hex by hex, with
// the six modifiers.
func TestTable_10_11_RangeIncrements(t *testing.T) {
	rows := map[Weapon][6]string{
		PulseLaser:  {"1-2", "3", "4-8", "9", "10", "—"},
		MeldLaser:   {"1", "2-6", "7-15", "16-17", "18-19", "20"},
		TurboLaser:  {"1", "2-9", "10-19", "20-25", "26-28", "29-30"},
		Splattergun: {"1", "2", "3-4", "5-6", "7-10", "—"},
		Blatgun:     {"1", "2-4", "5-7", "8-10", "11-13", "14-15"},
		Impulsegun:  {"1", "2-3", "4-6", "7-8", "9-10", "—"},
	}
	mods := [6]int{+2, +1, 0, -1, -2, -4}
	s := positionOpts(t, Options{RangeBands: true}, []CraftFile{cf("pit-viper", "A", 5, 5, "N", 5, 5)}, []CraftFile{cf("pit-viper", "B", 20, 20, "N", 5, 5)})
	for w, bands := range rows {
		want := map[int]int{}
		for b, txt := range bands {
			lo, hi := span(t, txt)
			for d := lo; d <= hi; d++ {
				want[d] = mods[b] + 100 // 100: in range
			}
		}
		for d := 0; d <= 32; d++ {
			m, _, ok := s.rangeMod(w, d)
			got := 0
			if ok {
				got = m + 100
			}
			if got != want[d] {
				t.Errorf("%s at %d hexes: %d (in range %v), want %d", weapons[w].Name, d, m, ok, want[d]-100)
			}
		}
	}
}

// TestTable_11_Scenarios: the forces of 11.1–11.6 as printed (type, id,
// Plt, Gnr and each gunner's Gnr, in order), the side that sets up along
// which edge or in which areas, the turn limits and the victory numbers.
func TestTable_11_Scenarios(t *testing.T) {
	type side struct {
		craft []string // "type id plt/gnr g g"
		where string   // "edge 1", "areas E F", "edges 1 2 3 4", "" (no check)
	}
	tables := []struct {
		name  string
		turns int
		sides [2]side
	}{
		{"rescue", 10, [2]side{
			{[]string{"seraph A 7/9 9", "seraph B 6/5 5", "pharsii-ii A 5/2 8 6", "pharsii-ii B 5/1 7 3"}, "edges 1"},
			{[]string{"night-hawk A 7/6", "night-hawk B 6/5", "night-hawk C 5/4", "night-hawk D 4/3", "teal-hawk A 6/2 10", "teal-hawk B 6/1 8"}, "edges 3"}}},
		{"minefield", 10, [2]side{
			{[]string{"seraph A 10/7 9", "seraph B 6/7 5", "salamander A 6/2 8", "revenge A 7/1 7"}, "edges 1"},
			{[]string{"thunder-bird A 7/6", "thunder-bird B 5/5", "thunder-bird C 5/4", "thunder-bird D 3/3", "spirit-rider A 6/6", "spirit-rider B 4/5", "spirit-rider C 2/1"}, "edges 3"}}},
		{"belt", 12, [2]side{
			{[]string{"sorensen-iii A 10/7 9", "sorensen-iii B 8/6 7", "pharsii-ii A 7/6 8 6", "pharsii-ii B 7/5 7 5"}, "areas E F"},
			{[]string{"pit-viper A 7/8", "pit-viper B 5/9", "pit-viper C 4/5", "pit-viper D 3/3", "epping A 6/7 9 8 7", "epping B 6/6 8 7 6", "epping C 5/5 9 8 7"}, "edges 1 2 3 4"}}},
		{"techstakes", 10, [2]side{
			{[]string{"teal-hawk A 10/5 1", "teal-hawk B 5/4 1", "sorensen-iii A 7/6 10", "sorensen-iii B 7/5 9", "pit-viper A 7/10", "pit-viper B 6/8"}, "areas E F"},
			{[]string{"night-hawk A 7/7", "night-hawk B 6/3", "spirit-rider A 6/9", "spirit-rider B 5/8", "spirit-rider C 4/7", "spirit-rider D 3/6"}, "edges 1 2"}}},
		{"commandship", 15, [2]side{
			// The second shuttle is 11.5's decoy, with the real one's crew.
			{[]string{"shryak-shuttle A 5/5 5", "shryak-shuttle B 5/5 5", "pit-viper A 9/9", "pit-viper B 6/8", "pit-viper C 5/7", "epping A 5/6 8 8 7", "epping B 4/6 8 6 6"}, "edges 1"},
			{[]string{"sorensen-iii A 7/5 6", "sorensen-iii B 6/4 5", "salamander A 5/6 9", "salamander B 5/5 8", "salamander C 4/2 7"}, "edges 3"}}},
		{"screening", 10, [2]side{
			{[]string{"thunder-bird A 8/8", "thunder-bird B 6/6", "thunder-bird C 5/5", "thunder-bird D 5/4", "epping A 4/7 6 6 5", "epping B 3/3 8 6 4"}, ""},
			{[]string{"night-hawk A 10/9", "night-hawk B 7/6", "pharsii-ii A 7/9 8 6", "pharsii-ii B 7/8 7 5"}, "edges 1"}}},
	}
	for _, tb := range tables {
		sc := loadScenario(t, tb.name)
		f := sc.File()
		if f.Turns != tb.turns {
			t.Errorf("%s: %d turns, want %d", tb.name, f.Turns, tb.turns)
		}
		for p, sd := range tb.sides {
			var got []string
			for _, c := range f.Sides[p].Craft {
				x := fmt.Sprintf("%s %s %d/%d", c.Type, c.ID, c.Pilot.Plt, c.Pilot.Gnr)
				for _, g := range c.Gunners {
					x += " " + strconv.Itoa(g)
				}
				got = append(got, x)
				h := hex.FromOffset(c.Hex[0], c.Hex[1])
				kind, list, _ := strings.Cut(sd.where, " ")
				ok := kind == ""
				for _, w := range strings.Fields(list) {
					switch kind {
					case "edges":
						e, _ := strconv.Atoi(w)
						ok = ok || sc.board.NearEdge(h, e)
					case "areas":
						ok = ok || sc.board.InArea(h, w)
					}
				}
				if !ok {
					t.Errorf("%s: %s %s at %v is not in %s", tb.name, c.Type, c.ID, c.Hex, sd.where)
				}
			}
			if strings.Join(got, ", ") != strings.Join(sd.craft, ", ") {
				t.Errorf("%s side %d:\n got %s\nwant %s", tb.name, p, strings.Join(got, ", "), strings.Join(sd.craft, ", "))
			}
		}
	}
	// Victory numbers and special rules' numbers.
	if v := loadScenario(t, "belt").File().Victory; v.Kind != VicTPV || v.TPV != 75 {
		t.Errorf("11.3 victory %+v", v)
	}
	if v := loadScenario(t, "commandship").File(); v.Victory.TPV != 75 || v.Victory.Target != "Sorensen III A" || v.Rules.CommandShip.Plt != 10 {
		t.Errorf("11.5 %+v %+v", v.Victory, v.Rules.CommandShip)
	}
	if r := loadScenario(t, "techstakes").File().Rules; r.AutoInitiative == nil || r.AutoInitiative.Turns != 3 || r.AutoInitiative.Side != 1 {
		t.Errorf("11.4 initiative %+v", r.AutoInitiative)
	}
	for _, c := range loadScenario(t, "techstakes").File().Sides[0].Craft {
		if c.Type == "teal-hawk" && fmt.Sprint(c.Mans) != "[0]" {
			t.Errorf("11.4: the Teal Hawk's pilot fires the Blatguns, mans %v", c.Mans)
		}
	}
	for _, c := range loadScenario(t, "commandship").File().Sides[1].Craft {
		if c.Type == "salamander" && !c.NoTorps {
			t.Errorf("11.5: the Benkan Salamanders carry no torps")
		}
	}
	mf := loadScenario(t, "minefield")
	r := mf.File().Rules
	if r.Offboard == nil || r.Offboard.Area != "I" || r.Offboard.Mark != "mk50" || r.Offboard.Need != 8 || strings.Join(r.Minefield, "") != "DEFG" || r.CommSat == nil {
		t.Errorf("11.2 rules %+v", r)
	}
	if r.CommSat != nil && !anyArea(mf, r.CommSat.Hex, "H", "I", "J") {
		t.Errorf("11.2: the Comm Sat at %v is not in Area H, I or J", r.CommSat.Hex)
	}
	rs := loadScenario(t, "rescue")
	if p := rs.File().Rules.Pod; p == nil || !anyArea(rs, p.Hex, "H", "I", "J") || p.Carrier != "pharsii-ii" {
		t.Errorf("11.1 pod %+v", p)
	} else {
		h := hex.FromOffset(p.Hex[0], p.Hex[1])
		for _, n := range hex.Neighbors(h) {
			if !rs.board.In(n) {
				t.Errorf("11.1: the pod at %v is on an edge hex", p.Hex)
			}
		}
	}
	if f := loadScenario(t, "belt").File(); f.Rules.Asteroids != OptionAsteroids || OptionAsteroids != 20 {
		t.Errorf("11.3 asteroids %d", f.Rules.Asteroids)
	}
	sc := loadScenario(t, "screening")
	if len(sc.File().Rules.LaserSats) != 2 {
		t.Errorf("11.6: %d Laser Sats", len(sc.File().Rules.LaserSats))
	}
	// 11.6: no more than one Vagrant craft per map section (sheets 12 wide).
	seen := map[int]bool{}
	for _, c := range sc.File().Sides[0].Craft {
		if seen[c.Hex[0]/12] {
			t.Errorf("11.6: two Vagrant craft in section %d", c.Hex[0]/12)
		}
		seen[c.Hex[0]/12] = true
	}
	if CommSatDV != 14 || CommSatBoxes != 20 || CommSatRange != 15 || CommSatJam != 3 || LaserSatBoxes != 10 || LaserSatRange != 10 || LaserSatJam != 2 || MineDice != 3 {
		t.Fatal("satellite or minefield numbers")
	}
}

func anyArea(sc *Scenario, at [2]int, names ...string) bool {
	h := hex.FromOffset(at[0], at[1])
	for _, a := range names {
		if sc.board.InArea(h, a) {
			return true
		}
	}
	return false
}

// TestTable_11_7_11_8_Points: the campaign's and the engagement's numbers.
func TestTable_11_7_11_8_Points(t *testing.T) {
	if Budget != 300 || RepairPerRun != 20 || WinPoints != 75 || LosePoints != 25 || DrawPoints != 50 || RescueLimit != 200 || ScreenLimit != 12 {
		t.Fatal("11.7's numbers")
	}
	if EngagementTurns != 10 {
		t.Fatal("11.8 plays 10 turns")
	}
	for _, p := range []int{50, 100, 150, 200, 300} {
		if _, err := Engagement(p, [2]string{"Red", "Blue"}, [2][]Purchase{{{Type: "pit-viper", Pilot: CrewFile{Plt: 1, Gnr: 1}}}, {{Type: "pit-viper", Pilot: CrewFile{Plt: 1, Gnr: 1}}}}); err != nil {
			t.Errorf("build level %d: %v", p, err)
		}
	}
	for _, p := range []int{25, 75, 125, 250, 400} {
		if _, err := Engagement(p, [2]string{"Red", "Blue"}, [2][]Purchase{{{Type: "pit-viper", Pilot: CrewFile{Plt: 1, Gnr: 1}}}, {{Type: "pit-viper", Pilot: CrewFile{Plt: 1, Gnr: 1}}}}); err == nil {
			t.Errorf("%d is not a build level of 11.8", p)
		}
	}
}

// TestTable_12_0_DrivesTheExamplesReach: the Drives the rulebook prints for
// a craft in play are on its track: 7.1's Night Hawk "reduced to 12 due to
// previous damage" gets there by its boxes alone.
func TestTable_12_0_DrivesTheExamplesReach(t *testing.T) {
	for _, tc := range []struct {
		key   string
		drive int
	}{{"night-hawk", 12}, {"pit-viper", 19}, {"spirit-rider", 15}, {"salamander", 16}} {
		ct, _ := CraftByKey(tc.key)
		found := false
		for h := 0; h <= len(ct.Track); h++ {
			found = found || ct.DriveAfter(h) == tc.drive
		}
		if !found {
			t.Errorf("%s: no number of boxes marked leaves Drive %d", ct.Name, tc.drive)
		}
	}
}

// TestTable_12_0_PrintedStatistics: every particular 12.0 prints of the
// twelve craft (designation, crew, mass, armour, maneuver thrust,
// translight and atmospheric capability) is in the data as printed, and
// each armament line agrees with the display: the guns of each cannon
// type, the launchers and their magazines, the torps by mark.
func TestTable_12_0_PrintedStatistics(t *testing.T) {
	rows := []struct {
		key, designation string
		crew, mass       int
		armor, thrust    string
		translight, atmo string
	}{
		{"pit-viper", "Vott-Messerschmitt VMe.310g", 1, 90, "Crysteel w/belt", "0.185 km/s/s", "None", "Full"},
		{"spirit-rider", "Gilliam Y700", 1, 125, "Crystanium w/belt", "0.147 km/s/s", "None", "None"},
		{"thunder-bird", "Imperial Transtar 1020 series H", 1, 200, "Crystanium w/belt", "0.155 km/s/s", "None", "Full"},
		{"shryak-shuttle", "Aerex SA4000(mod)", 2, 275, "Crysteel w/Ordium II belt", "0.081 km/s/s", "13 LY/day", "Full"},
		{"night-hawk", "Imperial Transtar 1220 series A", 1, 300, "Crystanium w/belt", "0.150 km/s/s", "None", "Full"},
		{"teal-hawk", "Imperial Transtar 1320 series F", 2, 300, "Crystanium w/belt", "0.177 km/s/s", "None", "Full"},
		{"salamander", "Vanguard XFiii", 2, 400, "Crystanium alloy w/belt", "0.159 km/s/s", "None", "Full"},
		{"revenge", "Caladyne Industries FUUG-1 (export)", 2, 770, "Crystanium w/belt", "0.126 km/s/s", "None", "Full"},
		{"sorensen-iii", "Transprovincial S1436", 2, 600, "Crysteel w/belt", "0.135 km/s/s", "None", "Full"},
		{"seraph", "Augustus Naval 317dire", 2, 800, "Crystanium w/belt", "0.151 km/s/s", "None", "Full"},
		{"pharsii-ii", "Hvy Metals PWHa2", 3, 900, "Crystanium w/belt", "0.141 km/s/s", "None", "Full"},
		{"epping", "Arc Gotha MMAC•17b", 4, 1000, "Crysteel", "0.109 km/s/s", "None", "Full"},
	}
	all := CraftTypes()
	if len(all) != len(rows) {
		t.Fatalf("%d craft", len(all))
	}
	cannon := map[string]Weapon{"Pulse Laser Cannon": PulseLaser, "Meld Laser Cannon": MeldLaser, "Turbo Laser Cannon": TurboLaser,
		"Splattergun Blast Cannon": Splattergun, "Blatgun Blast Cannon": Blatgun, "Impulsegun Ion Cannon": Impulsegun}
	marks := map[string]Mark{"Mk.10": Mk10, "Mk.20": Mk20, "Mk.50": Mk50}
	for i, r := range rows {
		c := all[i]
		inv := c.Inventory()
		if c.Key != r.key || inv.Designation != r.designation || inv.Crew != r.crew || c.Crew != r.crew || inv.Mass != r.mass ||
			inv.Armor != r.armor || inv.Thrust != r.thrust || inv.Translight != r.translight || inv.Atmospheric != r.atmo {
			t.Errorf("%s: %+v, want %+v", c.Key, inv, r)
		}
		// The armament lines against the display.
		guns := map[Weapon]int{}
		var mags []int
		for _, m := range c.Mounts {
			if m.Weapon == MissileLauncher {
				mags = append(mags, m.Mag)
			} else {
				guns[m.Weapon] += m.Guns
			}
		}
		var torps [numMarks]int
		printedGuns := map[Weapon]int{}
		var printedMags []int
		for _, line := range inv.Armaments {
			nTxt, what, _ := strings.Cut(line, " x ")
			n, err := strconv.Atoi(nTxt)
			if err != nil {
				t.Fatalf("%s: armament %q", c.Key, line)
			}
			mk, name, _ := strings.Cut(what, " ")
			switch {
			case strings.HasPrefix(what, "Missile Launcher"):
				var mag int
				if _, err := fmt.Sscanf(what[strings.Index(what, "(Mag "):], "(Mag %d", &mag); err != nil {
					t.Fatalf("%s: armament %q", c.Key, line)
				}
				for k := 0; k < n; k++ {
					printedMags = append(printedMags, mag)
				}
			case strings.HasSuffix(name, "Torpedo") || strings.HasSuffix(name, "Torpedoes"):
				torps[marks[mk]] += n
			default:
				w, ok := cannon[strings.TrimSuffix(name, "s")]
				if !ok || !strings.HasPrefix(mk, "Mk.") {
					t.Fatalf("%s: armament %q", c.Key, line)
				}
				printedGuns[w] += n
			}
		}
		if fmt.Sprint(guns) != fmt.Sprint(printedGuns) || fmt.Sprint(mags) != fmt.Sprint(printedMags) || torps != c.Torps {
			t.Errorf("%s: display %v %v %v, 12.0 prints %v %v %v", c.Key, guns, mags, c.Torps, printedGuns, printedMags, torps)
		}
	}
	// A copy: changing it leaves the data as printed.
	pv, _ := CraftByKey("pit-viper")
	inv := pv.Inventory()
	inv.Armaments[0] = "none"
	if pv.Inventory().Armaments[0] != "1 x Mk.8 Pulse Laser Cannon" {
		t.Fatal("Inventory hands out the shared data")
	}
}
