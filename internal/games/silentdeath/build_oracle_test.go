package silentdeath

// build_oracle_test.go: the twenty-third audit's oracle of the numbers a
// player builds and scores with, written from the rulebook and
// docs/rules/silentdeath.md alone, without the engine's cost, purchase,
// campaign or victory code. It knows:
//
//   - each craft's BPV (the Salamander's 30, and 26 without its torps, are
//     printed in 2.0 and 13.0; every other BPV is the project's own, listed
//     in the docs' table of own numbers), its crew (12.0), its torps and
//     its launchers' magazines (12.0);
//   - a crew member's cost (1.3: a pilot Plt + Gnr, a gunner his Gnr) and a
//     craft's TPV (2.0: BPV + every crew member's cost); skills 1 to 10
//     (1.3, 8.2);
//   - 11.8's purchases: a build level of 50, 100, 150, 200 or 300, every
//     craft bought with all its crew, the TPV of all of a side's craft at
//     most the level (and the project's own 20 craft a side);
//   - 11.7's rosters: 300 points all spent, craft at their BPV with or
//     without crew, pilots and gunners alone at their cost, 75/50/25
//     points banked for a victory/draw/defeat and savable, 20 damage
//     points repaired a craft between scenarios, losses struck off, the
//     campaign won by the most scenarios won and then by the roster's
//     value (the project's own limits: 24 craft and 96 crew a roster);
//   - 10.1's experience (alive, craft survived, winning side; the critical
//     hit delivered is taken from the engine's record) and its +1, at most 10;
//   - the end of a battle: 11.3's and 11.5's first to 75 TPV of enemy craft
//     destroyed (each at the TPV it set out with), 11.8's destroyed TPV
//     after ten turns, the turn limits, the draws.
//
// Every craft, crew and scenario the project ships is compared with it, as
// are thousands of random and edge purchases (both ways: what it allows is
// accepted, what it forbids is refused with a reason naming what), and the
// ends of many scripted and random games and campaigns.

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// bSpec is one craft of 12.0 as the oracle knows it.
type bSpec struct {
	name      string
	crew      int    // 12.0's Crew: the pilot and crew-1 gunners
	bpv       int    // own, but the Salamander's (2.0)
	bpvNoTorp int    // 13.0 prints the Salamander's 26; 0: none printed
	torps     [3]int // Mk.10, Mk.20, Mk.50 (12.0)
	mags      []int  // each missile launcher's magazine (12.0)
}

var bCraft = map[string]bSpec{
	"pit-viper":      {"Pit Viper", 1, 18, 0, [3]int{}, nil},
	"spirit-rider":   {"Spirit Rider", 1, 22, 0, [3]int{2, 0, 0}, nil},
	"thunder-bird":   {"Thunder Bird", 1, 28, 0, [3]int{4, 1, 0}, nil},
	"shryak-shuttle": {"Shryak Shuttle", 2, 30, 0, [3]int{}, []int{8}},
	"night-hawk":     {"Night Hawk", 1, 40, 0, [3]int{}, nil},
	"teal-hawk":      {"Teal Hawk", 2, 30, 0, [3]int{1, 0, 0}, nil},
	"salamander":     {"Salamander", 2, 30, 26, [3]int{4, 1, 0}, nil},
	"revenge":        {"Revenge", 2, 58, 0, [3]int{0, 0, 10}, []int{5, 5, 5}},
	"sorensen-iii":   {"Sorensen III", 2, 42, 0, [3]int{3, 4, 0}, nil},
	"seraph":         {"Seraph", 2, 62, 0, [3]int{4, 0, 1}, []int{20}},
	"pharsii-ii":     {"Pharsii II", 3, 70, 0, [3]int{2, 1, 0}, []int{20}},
	"epping":         {"Epping", 4, 66, 0, [3]int{}, []int{20, 20, 20}},
}

// bKeys are the twelve in a fixed order (a map has none).
func bKeys() []string {
	ks := make([]string, 0, len(bCraft))
	for k := range bCraft {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func bSkill(v int) bool { return v >= 1 && v <= 10 }

// bBPV is a craft's BPV, with or without its torps; ok is false when no
// BPV without torps is printed for it.
func bBPV(key string, noTorps bool) (int, bool) {
	sp, ok := bCraft[key]
	if !ok {
		return 0, false
	}
	if noTorps {
		return sp.bpvNoTorp, sp.bpvNoTorp > 0
	}
	return sp.bpv, true
}

// bTPV is 1.3's and 2.0's Total Point Value. A craft whose torps a
// scenario deletes costs the lower BPV where one is printed (13.0's
// Salamander), else its display's: 1.0's Basic Game and Your First Game
// delete torps from the displays and print no other BPV (oracle's slip,
// first written: such a craft was valued at 0).
func bTPV(key string, noTorps bool, plt, gnr int, gunners []int) int {
	v, ok := bBPV(key, noTorps)
	if !ok {
		v, _ = bBPV(key, false)
	}
	v += plt + gnr
	for _, g := range gunners {
		v += g
	}
	return v
}

// bUnit is one unit of an advanced scenario's forces as 11.1–11.6 print it.
type bUnit struct {
	key, id  string
	plt, gnr int
	gunners  []int
}

func u(key, id string, plt, gnr int, g ...int) bUnit { return bUnit{key, id, plt, gnr, g} }

// bPrinted: the forces of 11.1 to 11.6, unit by unit, and each scenario's
// turn limit and TPV threshold (0: none).
var bPrinted = map[string]struct {
	turns, tpv int
	units      [2][]bUnit
	noTorps    string // a type whose torps the scenario deletes
}{
	"rescue": {10, 0, [2][]bUnit{
		{u("seraph", "A", 7, 9, 9), u("seraph", "B", 6, 5, 5), u("pharsii-ii", "A", 5, 2, 8, 6), u("pharsii-ii", "B", 5, 1, 7, 3)},
		{u("night-hawk", "A", 7, 6), u("night-hawk", "B", 6, 5), u("night-hawk", "C", 5, 4), u("night-hawk", "D", 4, 3),
			u("teal-hawk", "A", 6, 2, 10), u("teal-hawk", "B", 6, 1, 8)}}, ""},
	"minefield": {10, 0, [2][]bUnit{
		{u("seraph", "A", 10, 7, 9), u("seraph", "B", 6, 7, 5), u("salamander", "A", 6, 2, 8), u("revenge", "A", 7, 1, 7)},
		{u("thunder-bird", "A", 7, 6), u("thunder-bird", "B", 5, 5), u("thunder-bird", "C", 5, 4), u("thunder-bird", "D", 3, 3),
			u("spirit-rider", "A", 6, 6), u("spirit-rider", "B", 4, 5), u("spirit-rider", "C", 2, 1)}}, ""},
	"belt": {12, 75, [2][]bUnit{
		{u("sorensen-iii", "A", 10, 7, 9), u("sorensen-iii", "B", 8, 6, 7), u("pharsii-ii", "A", 7, 6, 8, 6), u("pharsii-ii", "B", 7, 5, 7, 5)},
		{u("pit-viper", "A", 7, 8), u("pit-viper", "B", 5, 9), u("pit-viper", "C", 4, 5), u("pit-viper", "D", 3, 3),
			u("epping", "A", 6, 7, 9, 8, 7), u("epping", "B", 6, 6, 8, 7, 6), u("epping", "C", 5, 5, 9, 8, 7)}}, ""},
	"techstakes": {10, 0, [2][]bUnit{
		{u("teal-hawk", "A", 10, 5, 1), u("teal-hawk", "B", 5, 4, 1), u("sorensen-iii", "A", 7, 6, 10), u("sorensen-iii", "B", 7, 5, 9),
			u("pit-viper", "A", 7, 10), u("pit-viper", "B", 6, 8)},
		{u("night-hawk", "A", 7, 7), u("night-hawk", "B", 6, 3), u("spirit-rider", "A", 6, 9), u("spirit-rider", "B", 5, 8),
			u("spirit-rider", "C", 4, 7), u("spirit-rider", "D", 3, 6)}}, ""},
	"commandship": {15, 75, [2][]bUnit{
		{u("shryak-shuttle", "A", 5, 5, 5), u("pit-viper", "A", 9, 9), u("pit-viper", "B", 6, 8), u("pit-viper", "C", 5, 7),
			u("epping", "A", 5, 6, 8, 8, 7), u("epping", "B", 4, 6, 8, 6, 6)},
		{u("sorensen-iii", "A", 7, 5, 6), u("sorensen-iii", "B", 6, 4, 5), u("salamander", "A", 5, 6, 9), u("salamander", "B", 5, 5, 8),
			u("salamander", "C", 4, 2, 7)}}, "salamander"},
	"screening": {10, 0, [2][]bUnit{
		{u("thunder-bird", "A", 8, 8), u("thunder-bird", "B", 6, 6), u("thunder-bird", "C", 5, 5), u("thunder-bird", "D", 5, 4),
			u("epping", "A", 4, 7, 6, 6, 5), u("epping", "B", 3, 3, 8, 6, 4)},
		{u("night-hawk", "A", 10, 9), u("night-hawk", "B", 7, 6), u("pharsii-ii", "A", 7, 9, 8, 6), u("pharsii-ii", "B", 7, 8, 7, 5)}}, ""},
}

// bCrewOf reads a craft's crew at the start: the pilot's Plt and Gnr and
// the gunners' Gnr.
func bCrewOf(c *craft) (plt, gnr int, gunners []int) {
	n := c.typ.Crew
	if n < 1 {
		n = 1
	}
	for k := 1; k < n; k++ {
		gunners = append(gunners, int(c.crew[k].Gnr))
	}
	return int(c.crew[0].Plt), int(c.crew[0].Gnr), gunners
}

// bCraftTPV is the oracle's TPV of a craft as it was set up.
func bCraftTPV(c *craft) int {
	plt, gnr, g := bCrewOf(c)
	return bTPV(c.typ.Key, c.noTorps, plt, gnr, g)
}

// bCheckCraft compares one craft of a battle with the oracle: its type's
// numbers, its crew's skills and count, its TPV, its torps and magazines.
func bCheckCraft(t *testing.T, where string, s *State, i int) {
	t.Helper()
	c := &s.crafts[i]
	sp, ok := bCraft[c.typ.Key]
	if !ok {
		t.Errorf("%s: %s is no craft of 12.0", where, c.typ.Key)
		return
	}
	if c.typ.Name != sp.name || c.typ.Crew != sp.crew || c.typ.BPV != sp.bpv || c.typ.BPVNoTorps != sp.bpvNoTorp || c.typ.Torps != sp.torps {
		t.Errorf("%s: %s's display has crew %d, BPV %d/%d, torps %v; the oracle %d, %d/%d, %v", where, c.typ.Name,
			c.typ.Crew, c.typ.BPV, c.typ.BPVNoTorps, c.typ.Torps, sp.crew, sp.bpv, sp.bpvNoTorp, sp.torps)
	}
	var mags []int
	for _, m := range c.typ.Mounts {
		if m.Mag > 0 {
			mags = append(mags, m.Mag)
		}
	}
	if fmt.Sprint(mags) != fmt.Sprint(sp.mags) {
		t.Errorf("%s: %s's launchers hold %v, 12.0 %v", where, c.typ.Name, mags, sp.mags)
	}
	plt, gnr, g := bCrewOf(c)
	label := s.Craft(i).Label
	if !bSkill(plt) || !bSkill(gnr) {
		t.Errorf("%s: %s's pilot Plt %d Gnr %d (1.3: 1 to 10)", where, label, plt, gnr)
	}
	for _, x := range g {
		if !bSkill(x) {
			t.Errorf("%s: %s's gunner Gnr %d (1.3: 1 to 10)", where, label, x)
		}
	}
	if want := bTPV(c.typ.Key, c.noTorps, plt, gnr, g); int(c.tpv) != want || s.Craft(i).TPV != want {
		t.Errorf("%s: %s has TPV %d (view %d), the oracle %d", where, label, c.tpv, s.Craft(i).TPV, want)
	}
	torps := sp.torps
	if c.noTorps {
		torps = [3]int{}
	}
	if s.turn <= 1 && s.ph != phBuy && c.hits == 0 {
		var have [3]int
		for k := range have {
			have[k] = int(c.torps[k])
		}
		if have != torps {
			t.Errorf("%s: %s sets out with torps %v, the oracle %v", where, label, have, torps)
		}
	}
}

// TestBuildOracleShipped compares every shipped craft display and every
// craft of every shipped scenario with the oracle, and the advanced
// scenarios' forces, turn limits and thresholds with 11.1–11.6 as printed.
func TestBuildOracleShipped(t *testing.T) {
	// The twelve displays.
	types := CraftTypes()
	if len(types) != len(bCraft) {
		t.Errorf("%d craft types, 12.0 prints %d", len(types), len(bCraft))
	}
	for _, ty := range types {
		sp, ok := bCraft[ty.Key]
		if !ok {
			t.Errorf("craft type %s is not in 12.0", ty.Key)
			continue
		}
		if ty.BPV != sp.bpv || ty.BPVNoTorps != sp.bpvNoTorp || ty.Crew != sp.crew {
			t.Errorf("%s: BPV %d/%d crew %d; the oracle %d/%d %d", ty.Name, ty.BPV, ty.BPVNoTorps, ty.Crew, sp.bpv, sp.bpvNoTorp, sp.crew)
		}
		own := strings.Join(ty.Own, " ")
		if ty.Key != "salamander" && !strings.Contains(strings.ToLower(own), "bpv") {
			t.Errorf("%s's BPV %d is the project's own and is not marked so (Own: %q)", ty.Name, ty.BPV, own)
		}
		if ty.Key == "salamander" && strings.Contains(strings.ToLower(own), "bpv") {
			t.Errorf("the Salamander's BPV is printed (2.0, 13.0), yet marked own")
		}
	}
	// Every shipped scenario's craft.
	n := 0
	for _, name := range allScenarios {
		sc := loadScenario(t, name)
		if sc.IsCampaign() {
			continue
		}
		s := newGame(t, name, 1)
		var sum [2]int
		for i := range s.crafts {
			bCheckCraft(t, name, s, i)
			sum[s.crafts[i].side] += bCraftTPV(&s.crafts[i])
			n++
		}
		if sc.file.Victory.Kind == "points" && sc.file.Build == nil {
			// 11.8: a side's craft may not pass the build level.
			lv := 0
			for _, l := range []int{50, 100, 150, 200, 300} {
				if sum[0] <= l && sum[1] <= l && lv == 0 {
					lv = l
				}
			}
			if lv == 0 || !strings.Contains(sc.file.Title+sc.file.Description, fmt.Sprint(lv)) {
				t.Errorf("%s: forces of %d and %d TPV, at no build level its title names (%q)", name, sum[0], sum[1], sc.file.Title)
			}
		}
		if sc.file.Victory.Kind == "points" && s.TurnLimit() != 10 {
			t.Errorf("%s: 11.8 plays 10 turns, the scenario %d", name, s.TurnLimit())
		}
		pr, ok := bPrinted[name]
		if !ok {
			continue
		}
		if s.TurnLimit() != pr.turns || sc.file.Victory.TPV != pr.tpv {
			t.Errorf("%s: turn limit %d, threshold %d TPV; printed %d and %d", name, s.TurnLimit(), sc.file.Victory.TPV, pr.turns, pr.tpv)
		}
		seen := map[int]bool{}
		for p := 0; p < 2; p++ {
			for _, un := range pr.units[p] {
				found := -1
				for i := range s.crafts {
					c := &s.crafts[i]
					if c.typ.Key == un.key && c.id == un.id && int(c.side) == p && !c.decoy {
						found = i
					}
				}
				if found < 0 {
					t.Errorf("%s: side %d has no %s %s", name, p, bCraft[un.key].name, un.id)
					continue
				}
				seen[found] = true
				c := &s.crafts[found]
				plt, gnr, g := bCrewOf(c)
				if plt != un.plt || gnr != un.gnr || fmt.Sprint(g) != fmt.Sprint(append([]int{}, un.gunners...)) && !(len(g) == 0 && len(un.gunners) == 0) {
					t.Errorf("%s: %s flies Plt %d Gnr %d gunners %v; printed Plt %d Gnr %d gunners %v", name, s.Craft(found).Label, plt, gnr, g, un.plt, un.gnr, un.gunners)
				}
				if c.noTorps != (un.key == pr.noTorps) {
					t.Errorf("%s: %s without torps %v", name, s.Craft(found).Label, c.noTorps)
				}
			}
		}
		for i := range s.crafts {
			if !seen[i] && !(name == "commandship" && s.crafts[i].typ.Key == "shryak-shuttle") {
				t.Errorf("%s: %s is not among the printed forces", name, s.Craft(i).Label)
			}
		}
	}
	t.Logf("%d shipped craft compared", n)
}

// ---- purchases (11.8, 11.7) ----------------------------------------------

// bShopRules is what the oracle knows of a phase of purchases.
type bShopRules struct {
	campaign bool     // 11.7's shop: bare craft and hires allowed, no torp-less variant
	spendAll bool     // 11.7's rosters: every point spent before done
	maxCraft int      // the project's own: 20 a side (11.8), 24 a roster (11.7)
	maxCrew  int      // the project's own: 96 a roster (11.7); 0 none
	pool     []string // 11.7's restricted pool; nil: every design
}

// bLedger is the oracle's own account of one side's purchases.
type bLedger struct {
	items []engine.Intent
	spent int
}

func (l *bLedger) craft() int {
	n := 0
	for _, it := range l.items {
		if _, ok := it.(Buy); ok {
			n++
		}
	}
	return n
}

// bCost is what a purchase costs (1.3, 11.7): a craft its TPV (its BPV
// alone when bought without crew), a pilot Plt + Gnr, a gunner Gnr.
func bCost(in engine.Intent) int {
	switch x := in.(type) {
	case Buy:
		return bTPV(x.Type, x.NoTorps, x.Plt, x.Gnr, x.Gunners.List())
	case Hire:
		if x.Pilot {
			return x.Plt + x.Gnr
		}
		return x.Gnr
	}
	return 0
}

// bCrewCount is the crew a purchase puts on a roster.
func bCrewCount(in engine.Intent) int {
	switch x := in.(type) {
	case Buy:
		if x.Plt == 0 && x.Gnr == 0 && x.Gunners.Len() == 0 {
			return 0
		}
		return 1 + x.Gunners.Len()
	case Hire:
		return 1
	}
	return 0
}

// bJudge judges a purchase intent: legal, or the words its refusal must
// name (any one of them: several faults may stand at once).
func bJudge(in engine.Intent, actor engine.Player, points int, l *bLedger, crew int, r bShopRules) (bool, []string) {
	var why []string
	switch x := in.(type) {
	case Buy:
		if x.By != actor {
			why = append(why, "turn")
		}
		sp, known := bCraft[x.Type]
		if !known {
			why = append(why, x.Type)
		}
		// The gunners as written, every slot to the last filled one: a
		// 0 before a filled slot is a gunner of Gnr 0, not the end of the
		// list (the oracle's slip, first written: it read Gunners.Len).
		gl := 0
		for k, g := range x.Gunners {
			if g != 0 {
				gl = k + 1
			}
		}
		gs := x.Gunners[:gl]
		bare := x.Plt == 0 && x.Gnr == 0 && gl == 0
		if bare && !r.campaign {
			why = append(why, "crew") // 11.8: each vessel with all necessary crewmembers
		}
		if !(r.campaign && bare) {
			if !bSkill(x.Plt) {
				why = append(why, "Plt")
			}
			if !bSkill(x.Gnr) {
				why = append(why, "Gnr")
			}
			if known && gl != sp.crew-1 {
				why = append(why, "gunner")
			}
			for _, g := range gs {
				if !bSkill(g) {
					why = append(why, "Gnr")
				}
			}
		}
		if x.NoTorps {
			if _, ok := bBPV(x.Type, true); !ok || r.campaign {
				why = append(why, "torps")
			}
		}
		if r.pool != nil {
			in := false
			for _, k := range r.pool {
				in = in || k == x.Type
			}
			if !in {
				why = append(why, "pool")
			}
		}
		if c := bCost(x); len(why) == 0 && l.spent+c > points {
			why = append(why, fmt.Sprint(c))
		}
		if l.craft() >= r.maxCraft {
			why = append(why, fmt.Sprint(r.maxCraft))
		}
		if r.maxCrew > 0 && crew+bCrewCount(x) > r.maxCrew {
			why = append(why, fmt.Sprint(r.maxCrew))
		}
	case Hire:
		if x.By != actor {
			why = append(why, "turn")
		}
		if !r.campaign {
			return false, append(why, "")
		}
		if x.Pilot && !bSkill(x.Plt) {
			why = append(why, "Plt")
		}
		if !x.Pilot && x.Plt != 0 {
			why = append(why, "Plt") // a gunner has no Plt (1.3)
		}
		if !bSkill(x.Gnr) {
			why = append(why, "Gnr")
		}
		if c := bCost(x); len(why) == 0 && l.spent+c > points {
			why = append(why, fmt.Sprint(c))
		}
		if crew+1 > r.maxCrew {
			why = append(why, fmt.Sprint(r.maxCrew))
		}
	case Unbuy:
		if x.By != actor {
			why = append(why, "turn")
		}
		if x.N < 0 || x.N >= len(l.items) {
			why = append(why, "")
		}
	case Done:
		if x.By != actor {
			why = append(why, "turn")
		}
		if !r.campaign && l.craft() == 0 {
			why = append(why, "craft")
		}
		if r.spendAll && l.spent != points {
			why = append(why, fmt.Sprint(points-l.spent))
		}
	}
	return len(why) == 0, why
}

// bRandBuy makes a purchase at and around every limit: skills 0 to 11 and
// at the ends, gunners one short or over, torps on or off, a bare craft,
// an unknown type now and then.
func bRandBuy(rng *rand.Rand, by engine.Player) Buy {
	keys := bKeys()
	b := Buy{By: by, Type: keys[rng.IntN(len(keys))]}
	if rng.IntN(40) == 0 {
		b.Type = "x-wing"
	}
	skill := func() int {
		switch rng.IntN(12) {
		case 0:
			return 0
		case 1:
			return 11
		case 2:
			return 1
		case 3:
			return 10
		}
		return 1 + rng.IntN(10)
	}
	b.Plt, b.Gnr = skill(), skill()
	n := bCraft[b.Type].crew - 1
	switch rng.IntN(10) {
	case 0:
		n--
	case 1:
		n++
	}
	for k := 0; k < n && k < 3; k++ {
		b.Gunners[k] = skill()
	}
	if rng.IntN(8) == 0 {
		b.NoTorps = true
	}
	if rng.IntN(8) == 0 {
		b.Plt, b.Gnr, b.Gunners = 0, 0, Gunners{}
	}
	return b
}

func bRandHire(rng *rand.Rand, by engine.Player) Hire {
	h := Hire{By: by, Pilot: rng.IntN(2) == 0, Gnr: rng.IntN(12)}
	if h.Pilot || rng.IntN(10) == 0 {
		h.Plt = rng.IntN(12)
	}
	return h
}

// bTally counts the verdicts and keeps the disagreements.
type bTally struct {
	n   map[string]int
	bad []string
}

func (tl *bTally) fail(format string, args ...any) {
	if len(tl.bad) < 40 {
		tl.bad = append(tl.bad, fmt.Sprintf(format, args...))
	}
	tl.n["disagreement"]++
}

// bCompare judges in against the engine's Check (st is a *State or a
// *Campaign); a legal intent must be accepted, a forbidden one refused with
// a reason naming one of the oracle's.
func bCompare(tl *bTally, where string, st engine.State, in engine.Intent, ok bool, why []string) {
	err := st.Check(in)
	switch {
	case ok && err != nil:
		tl.fail("%s: %s refused (%v); the oracle allows it", where, in, err)
		tl.n["legal"]++
	case !ok && err == nil:
		tl.fail("%s: %s accepted; the oracle forbids it (%v)", where, in, why)
		tl.n["illegal"]++
	case !ok:
		tl.n["illegal"]++
		msg := err.Error()
		named := false
		for _, w := range why {
			named = named || strings.Contains(msg, w)
		}
		if !named {
			tl.fail("%s: %s refused with %q, which names none of %q", where, in, msg, why)
		}
	default:
		tl.n["legal"]++
	}
}

// bShopRound offers a side in a phase of purchases a batch of random and
// edge intents, judges each, and picks one legal intent to make, leaning on
// finishing once the side holds a few craft. It returns the intent to make.
func bShopRound(tl *bTally, where string, st engine.State, rng *rand.Rand, p engine.Player, points int, l *bLedger, crew int, r bShopRules, done bool) engine.Intent {
	var legal []engine.Intent
	try := func(in engine.Intent) {
		ok, why := bJudge(in, p, points, l, crew, r)
		bCompare(tl, where, st, in, ok, why)
		if ok {
			legal = append(legal, in)
		}
	}
	for k := 0; k < 12; k++ {
		by := p
		if rng.IntN(25) == 0 {
			by = 1 - p
		}
		try(bRandBuy(rng, by))
		if r.campaign && k%3 == 0 {
			try(bRandHire(rng, by))
		}
	}
	// A purchase at exactly the points left, and one a point past them.
	if left := points - l.spent; left > 0 {
		for _, d := range []int{0, 1} {
			for _, key := range bKeys() {
				sp := bCraft[key]
				rest := left + d - sp.bpv
				if rest < 1+sp.crew || rest > 10*(1+sp.crew) {
					continue
				}
				b := Buy{By: p, Type: key, Plt: 1, Gnr: 1}
				for k := 0; k < sp.crew-1; k++ {
					b.Gunners[k] = 1
				}
				rest -= 1 + sp.crew
				b.Plt += min(rest, 9)
				rest -= min(rest, 9)
				b.Gnr += min(rest, 9)
				rest -= min(rest, 9)
				for k := 0; k < sp.crew-1; k++ {
					b.Gunners[k] += min(rest, 9)
					rest -= min(rest, 9)
				}
				try(b)
				break
			}
			if r.campaign {
				try(Hire{By: p, Gnr: min(left+d, 11)})
			}
		}
	}
	try(Unbuy{By: p, N: len(l.items)})
	try(Unbuy{By: p, N: -1})
	if len(l.items) > 0 {
		try(Unbuy{By: p, N: rng.IntN(len(l.items))})
	}
	try(Done{By: p})
	try(Done{By: 1 - p})
	// What the engine offers must be legal to the oracle.
	for _, in := range st.Legal(p) {
		switch in.(type) {
		case Buy, Hire, Unbuy, Done:
			if ok, why := bJudge(in, p, points, l, crew, r); !ok {
				tl.fail("%s: Legal offers %s; the oracle forbids it (%v)", where, in, why)
			}
			tl.n["offered"]++
		}
	}
	// Pick: done when the oracle allows it and the side has bought enough
	// (or at random), an unbuy now and then, else a legal purchase.
	var pick engine.Intent
	for _, in := range legal {
		switch in.(type) {
		case Done:
			if done || rng.IntN(6) == 0 {
				return in
			}
		case Unbuy:
			if pick == nil && rng.IntN(8) == 0 {
				pick = in
			}
		default:
			if pick == nil || rng.IntN(3) == 0 {
				if _, un := pick.(Unbuy); !un {
					pick = in
				}
			}
		}
	}
	if pick == nil {
		for _, in := range legal {
			if _, d := in.(Done); d {
				return in
			}
		}
		// Nothing the oracle allows: the engine's builder must finish.
		if plan := BuilderPlan(st, p); len(plan) > 0 {
			return plan[0]
		}
		return Done{By: p}
	}
	return pick
}

// bRecord keeps the oracle's ledger after an intent was made.
func bRecord(l *bLedger, in engine.Intent) {
	switch x := in.(type) {
	case Buy, Hire:
		l.items = append(l.items, in)
		l.spent += bCost(in)
	case Unbuy:
		l.spent -= bCost(l.items[x.N])
		l.items = append(l.items[:x.N:x.N], l.items[x.N+1:]...)
	}
}

// TestBuildOracleEngagement: 11.8's purchases at every build level, random
// and at the edges, both ways; the battle they make holds the craft bought,
// at the oracle's TPV, within the level.
func TestBuildOracleEngagement(t *testing.T) {
	tl := &bTally{n: map[string]int{}}
	games := 6
	if testing.Short() {
		games = 2
	}
	r := bShopRules{maxCraft: 20}
	for _, lv := range []int{50, 100, 150, 200, 300} {
		for g := 0; g < games; g++ {
			rng := rand.New(rand.NewPCG(uint64(lv), uint64(g)))
			sc, err := EngagementBuild(lv, [2]string{"Red", "Blue"})
			if err != nil {
				t.Fatal(err)
			}
			st0, err := Game{}.NewState(sc, nil, uint64(g))
			if err != nil {
				t.Fatal(err)
			}
			s := st0.(*State)
			var led [2]bLedger
			for step := 0; s.ph == phBuy && step < 400; step++ {
				p := s.Phase().Actors[0]
				where := fmt.Sprintf("11.8 level %d game %d step %d", lv, g, step)
				shop, _ := s.Shop()
				if shop.Points[p] != lv || shop.Spent[p] != led[p].spent || len(shop.Purchases[p]) != len(led[p].items) {
					tl.fail("%s: the shop has %d points, %d spent in %d purchases; the oracle %d, %d in %d", where,
						shop.Points[p], shop.Spent[p], len(shop.Purchases[p]), lv, led[p].spent, len(led[p].items))
				}
				for k, b := range shop.Purchases[p] {
					if k < len(led[p].items) && b.Cost != bCost(led[p].items[k]) {
						tl.fail("%s: %s costs %d; the oracle %d", where, b.Label, b.Cost, bCost(led[p].items[k]))
					}
				}
				in := bShopRound(tl, where, s, rng, p, lv, &led[p], 0, r, led[p].craft() >= 1+rng.IntN(6))
				next, _, err := s.Apply(in)
				if err != nil {
					t.Fatalf("%s: %s refused: %v", where, in, err)
				}
				bRecord(&led[p], in)
				s = next.(*State)
			}
			if s.ph == phBuy {
				t.Fatalf("11.8 level %d game %d: the purchases never ended", lv, g)
			}
			// The battle: the craft bought, in order, at the oracle's TPV.
			var k [2]int
			var sum [2]int
			for i := range s.crafts {
				c := &s.crafts[i]
				p := c.side
				bCheckCraft(t, fmt.Sprintf("11.8 level %d game %d", lv, g), s, i)
				if k[p] < len(led[p].items) {
					b := led[p].items[k[p]].(Buy)
					if c.typ.Key != b.Type || int(c.tpv) != bCost(b) {
						tl.fail("11.8 level %d game %d: %s (TPV %d) set up for purchase %s (TPV %d)", lv, g, s.Craft(i).Label, c.tpv, b, bCost(b))
					}
				}
				k[p]++
				sum[p] += int(c.tpv)
			}
			for p := 0; p < 2; p++ {
				if k[p] != len(led[p].items) || sum[p] > lv {
					tl.fail("11.8 level %d game %d: side %d set up %d craft of %d TPV; bought %d of %d", lv, g, p, k[p], sum[p], len(led[p].items), led[p].spent)
				}
			}
			tl.n["battles"]++
		}
	}
	// Engagement(): the levels of 11.8 and no other; forces within them.
	for pts := 0; pts <= 320; pts += 10 {
		buys := [2][]Purchase{{{Type: "night-hawk", Pilot: CrewFile{Plt: 5, Gnr: 5}}}, {{Type: "pit-viper", Pilot: CrewFile{Plt: 1, Gnr: 1}}}}
		_, err := Engagement(pts, [2]string{"Red", "Blue"}, buys)
		level := pts == 50 || pts == 100 || pts == 150 || pts == 200 || pts == 300
		if (err == nil) != level {
			tl.fail("Engagement at %d points: error %v; 11.8's levels are 50, 100, 150, 200, 300", pts, err)
		}
	}
	rng := rand.New(rand.NewPCG(7, 7))
	for n := 0; n < 400; n++ {
		lv := []int{50, 100, 150, 200, 300}[rng.IntN(5)]
		var buys [2][]Purchase
		var sum [2]int
		ok := true
		for p := 0; p < 2; p++ {
			for j := 0; j < 1+rng.IntN(4); j++ {
				b := bRandBuy(rng, engine.Player(p))
				if b.Type == "x-wing" || b.Plt == 0 && b.Gnr == 0 {
					b.Type, b.Plt, b.Gnr = "pit-viper", 1+rng.IntN(10), 1+rng.IntN(10)
					b.Gunners, b.NoTorps = Gunners{}, false
				}
				good, _ := bJudge(b, engine.Player(p), 1000, &bLedger{}, 0, bShopRules{maxCraft: 20})
				ok = ok && good
				sum[p] += bCost(b)
				buys[p] = append(buys[p], Purchase{Type: b.Type, Pilot: CrewFile{Plt: b.Plt, Gnr: b.Gnr}, Gunners: b.Gunners.List(), NoTorps: b.NoTorps})
			}
		}
		ok = ok && sum[0] <= lv && sum[1] <= lv
		sc, err := Engagement(lv, [2]string{"Red", "Blue"}, buys)
		if (err == nil) != ok {
			tl.fail("Engagement(%d, %v): error %v; the oracle says legal %v (TPV %d and %d)", lv, buys, err, ok, sum[0], sum[1])
			continue
		}
		tl.n["engagements"]++
		if err == nil {
			st, err := Game{}.NewState(sc, nil, 1)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			var got [2]int
			for i := range s.crafts {
				bCheckCraft(t, "Engagement()", s, i)
				got[s.crafts[i].side] += int(s.crafts[i].tpv)
			}
			if got != sum {
				tl.fail("Engagement(%d): forces of %v TPV, the oracle %v", lv, got, sum)
			}
		}
	}
	bReport(t, tl)
}

func bReport(t *testing.T, tl *bTally) {
	t.Helper()
	var ks []string
	for k := range tl.n {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		t.Logf("%-22s %7d", k, tl.n[k])
	}
	for _, b := range tl.bad {
		t.Error(b)
	}
}

// ---- the end of a battle ---------------------------------------------------

// bEnd follows one battle and judges its end: it values each craft as it
// sets out (2.0's TPV, crew included, from the oracle's numbers) and, after
// every intent, works out the destroyed TPV of each side and whether the
// battle must go on, and who won.
type bEnd struct {
	tpv   []int // each craft's TPV as it set out
	pilot []int // each craft's pilot's Plt + Gnr as it set out (11.7's scenario 5)
	seen  bool
}

// start values the craft once they are set up (after 11.8's purchases).
func (e *bEnd) start(s *State) {
	if e.seen || s.ph == phBuy || len(s.crafts) == 0 {
		return
	}
	e.seen = true
	e.tpv = make([]int, len(s.crafts))
	e.pilot = make([]int, len(s.crafts))
	for i := range s.crafts {
		e.tpv[i] = bCraftTPV(&s.crafts[i])
		e.pilot[i] = int(s.crafts[i].crew[0].Plt + s.crafts[i].crew[0].Gnr)
	}
}

// destroyed is the TPV each side has destroyed: every enemy craft
// destroyed (by damage, or lost off the map, 5.0), at the TPV it set out
// with; 11.5's decoy counts nothing (11.3, 11.5, 11.8).
func (e *bEnd) destroyed(s *State) (d [2]int, alive [2]int) {
	for i := range s.crafts {
		c := &s.crafts[i]
		if c.state == inPlay {
			alive[c.side]++
		}
		if c.state == outDestroyed && !c.decoy {
			d[1-c.side] += e.tpv[i]
		}
	}
	return d, alive
}

// judge compares the battle after an intent with the oracle; b is the
// position before it (nil at the start).
func (e *bEnd) judge(tl *bTally, where string, b, s *State) {
	e.start(s)
	if !e.seen {
		return
	}
	f := s.sc.file
	out := s.Outcome()
	limit := f.Turns
	if !out.Over {
		if s.turn > limit {
			tl.fail("%s: turn %d is played, the limit is %d", where, s.turn, limit)
		}
	}
	if b != nil && b.Outcome().Over {
		return
	}
	d, alive := e.destroyed(s)
	higher := func() engine.Player {
		switch {
		case d[0] > d[1]:
			return 0
		case d[1] > d[0]:
			return 1
		}
		return engine.NoPlayer
	}
	switch f.Victory.Kind {
	case VicPoints, VicAnnihilate:
		if !out.Over {
			return
		}
		tl.n["ended "+f.Victory.Kind]++
		want := higher()
		if f.Victory.Kind == VicAnnihilate {
			switch {
			case alive[0] == 0 && alive[1] == 0:
				want = engine.NoPlayer
			case alive[0] == 0:
				want = 1
			case alive[1] == 0:
				want = 0
			}
		}
		if alive[0] > 0 && alive[1] > 0 && s.turn < limit {
			tl.fail("%s: over at turn %d of %d with craft on both sides (%q)", where, s.turn, limit, out.Reason)
		}
		if out.Winner != want {
			tl.fail("%s: winner %d (%q); the oracle %d (destroyed %v, craft left %v)", where, out.Winner, out.Reason, want, d, alive)
		}
	case VicRescue:
		// 11.1 (and 11.7's scenario 1): the pod's side wins by carrying
		// the pod off its exit edge before the turn limit ends; any other
		// result is the other side's. Over at once when the pod is off,
		// lost, or no craft is left that may carry it (a carrier of the
		// scenario's type, any craft of the side in 11.7). The
		// twenty-fourth audit: no oracle judged this end before.
		tl.n["judged "+f.Victory.Kind]++
		vs := f.Victory.Side
		off, carriers := false, 0
		for i := range s.crafts {
			c := &s.crafts[i]
			if c.pod && c.state == outExited {
				off = true
			}
			if c.state == inPlay && int(c.side) == vs && (f.Rules.Pod.Carrier == PodAnyCarrier || c.typ.Key == f.Rules.Pod.Carrier) {
				carriers++
			}
		}
		want := engine.Player(-2)
		switch {
		case off:
			want = engine.Player(vs)
		case s.podState == 2 || carriers == 0:
			want = engine.Player(1 - vs)
		}
		if !out.Over {
			if want != -2 {
				tl.fail("%s: the battle goes on; the oracle ends it, winner %d (pod off %v, carriers %d)", where, want, off, carriers)
			}
			return
		}
		tl.n["ended "+f.Victory.Kind]++
		if want == -2 {
			want = engine.Player(1 - vs)
			if s.turn < limit {
				tl.fail("%s: over at turn %d of %d with the pod still to bring home (%q)", where, s.turn, limit, out.Reason)
			}
		}
		if out.Winner != want {
			tl.fail("%s: winner %d (%q); the oracle %d", where, out.Winner, out.Reason, want)
		}
	case VicTPV, VicCommandShip:
		th := f.Victory.TPV
		// 11.5's immediate wins.
		var imm [2]bool
		if f.Victory.Kind == VicCommandShip {
			cs := f.Rules.CommandShip
			var tgtSide int8 = -1
			tgtPilot := -1
			// The target is the other side's craft: both sides may field a
			// craft of that label in a campaign (the oracle's slip, first
			// written: it took the last craft of the label, the command
			// side's own Thunder Bird A).
			for i := range s.crafts {
				if s.Craft(i).Label == f.Victory.Target && (cs == nil || int(s.crafts[i].side) != cs.Side) {
					tgtSide = s.crafts[i].side
					tgtPilot = int(s.crafts[i].crew[0].Plt + s.crafts[i].crew[0].Gnr)
				}
			}
			for i := range s.crafts {
				c := &s.crafts[i]
				lb := s.Craft(i).Label
				gone := c.state == outDestroyed
				if cs != nil && int(c.side) == cs.Side && (lb == cs.Crafts[0] || lb == cs.Crafts[1]) && !c.decoy && gone {
					imm[1-cs.Side] = true
				}
				isTarget := lb == f.Victory.Target
				if f.Victory.PilotTies && c.side == tgtSide && e.pilotAtStart(i) == tgtPilot {
					isTarget = true
				}
				if isTarget && gone && c.side == tgtSide {
					imm[1-tgtSide] = true
				}
			}
		}
		want := engine.Player(-2) // -2: must go on
		switch {
		case imm[0] && imm[1]:
			want = engine.NoPlayer
		case imm[0]:
			want = 0
		case imm[1]:
			want = 1
		case d[0] >= th || d[1] >= th:
			want = higher()
		}
		if !out.Over {
			if want != -2 {
				tl.fail("%s: the battle goes on; the oracle ends it, winner %d (destroyed %v)", where, want, d)
			}
			return
		}
		tl.n["ended "+f.Victory.Kind]++
		if want == -2 {
			// Neither condition met: a draw at the turn limit, or when a
			// side has no craft left (11.3's reading, docs).
			want = engine.NoPlayer
			if alive[0] > 0 && alive[1] > 0 && s.turn < limit {
				tl.fail("%s: over at turn %d of %d with no condition met (%q)", where, s.turn, limit, out.Reason)
			}
		}
		if out.Winner != want {
			tl.fail("%s: winner %d (%q); the oracle %d (destroyed %v, immediate %v)", where, out.Winner, out.Reason, want, d, imm)
		}
	}
}

// pilotAtStart is the pilot's worth (Plt + Gnr) as the craft set out: the
// oracle keeps the crafts' values from the start.
func (e *bEnd) pilotAtStart(i int) int {
	if i < len(e.pilot) {
		return e.pilot[i]
	}
	return -1
}

// bPlay plays one battle scenario to its end, judging every intent.
func bPlay(t *testing.T, tl *bTally, name string, opts engine.Options, seed uint64, opp [2]engine.Opponent) {
	st, err := Game{}.NewState(loadScenario(t, name), opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	e := &bEnd{}
	e.judge(tl, name, nil, s)
	for n := 0; n < 30000 && !s.Outcome().Over; n++ {
		p := s.Phase().Actors[0]
		in, err := opp[p].Choose(s.View(p), p)
		if err != nil {
			t.Fatalf("%s seed %d: %v", name, seed, err)
		}
		next, _, err := s.Apply(in)
		if err != nil {
			t.Fatalf("%s seed %d: %v refused: %v", name, seed, in, err)
		}
		e.judge(tl, fmt.Sprintf("%s seed %d opts %v T%d %s", name, seed, opts, next.(*State).turn, in), s, next.(*State))
		s = next.(*State)
	}
	if !s.Outcome().Over {
		t.Fatalf("%s seed %d: never ended", name, seed)
	}
	e.veterans(tl, name, s)
	tl.n["battles"]++
}

// TestBuildOracleEnd: the ends of scripted and random battles of every
// shipped scenario that counts TPV, with no option, every one and mixes:
// destroyed TPV, the 75 of 11.3 and 11.5, 11.5's immediate wins, 11.8's
// count after ten turns, the turn limits and the draws.
func TestBuildOracleEnd(t *testing.T) {
	tl := &bTally{n: map[string]int{}}
	rounds := 2
	if testing.Short() {
		rounds = 1
	}
	names := []string{"belt", "commandship", "engagement-100", "engagement-build", "intro-patrol", "intro-escort", "intro-gunboat", "first-game", "rescue", "minefield", "techstakes", "screening"}
	for r := 0; r < rounds; r++ {
		for k, name := range names {
			seed := uint64(1000 + 37*r + k)
			rnd := func(x uint64) engine.Opponent { return engine.NewRandomOpponent(seed*13 + x) }
			opts := []engine.Options{nil, AllOptions(), rMix(seed)}[r%3]
			bPlay(t, tl, name, opts, seed, [2]engine.Opponent{Scripted{}, Scripted{}})
			bPlay(t, tl, name, rMix(seed+1), seed+1, [2]engine.Opponent{rnd(1), Scripted{}})
			bPlay(t, tl, name, opts, seed+2, [2]engine.Opponent{Scripted{}, rnd(2)})
		}
	}
	bReport(t, tl)
}

// veterans judges 10.1 at a battle's end: every crew member listed is alive,
// aboard a craft still in play or that left the map, on the winning side,
// and delivered a critical hit (that record, c.critBy, is the engine's: the
// oracle does not attribute the hits); every crew member who meets all four
// is listed. A draw has no veterans.
func (e *bEnd) veterans(tl *bTally, where string, s *State) {
	out := s.Outcome()
	if !out.Over || !s.opt.Experience {
		return
	}
	want := map[[2]int]bool{}
	for i := range s.crafts {
		c := &s.crafts[i]
		if out.Winner < 0 || int(c.side) != int(out.Winner) || c.state == outDestroyed || c.state == outDecoy {
			continue
		}
		for k := 0; k < c.typ.Crew && k < len(c.crew); k++ {
			if !c.crew[k].Dead && c.critBy&(1<<k) != 0 {
				want[[2]int{i, k}] = true
			}
		}
	}
	got := s.Veterans()
	for _, v := range got {
		if !want[[2]int{v.Craft, v.Crew}] {
			tl.fail("%s: %s's crew member %d listed as a veteran (10.1 forbids it)", where, s.Craft(v.Craft).Label, v.Crew)
		}
		delete(want, [2]int{v.Craft, v.Crew})
		tl.n["veterans"]++
	}
	for k := range want {
		tl.fail("%s: %s's crew member %d meets 10.1 but is not listed", where, s.Craft(k[0]).Label, k[1])
	}
}

// bValue is a roster's value (11.7): each craft's BPV and each crew
// member's cost (1.3).
func bValue(sq Squadron) int {
	v := 0
	for _, cr := range sq.Craft {
		b, _ := bBPV(cr.Type, false)
		v += b
	}
	for _, m := range sq.Crew {
		if m.Pilot {
			v += m.Plt + m.Gnr
		} else {
			v += m.Gnr
		}
	}
	return v
}

// bAward is what a side banks for a scenario's result (11.7).
func bAward(winner, p int) int {
	switch {
	case winner < 0:
		return 50
	case winner == p:
		return 75
	}
	return 25
}

// bCampaign plays one campaign, the purchases made by the oracle's random
// buyer, everything else by the scripted player, judging every number.
func bCampaign(t *testing.T, tl *bTally, name string, opts engine.Options, seed uint64) {
	st, err := Game{}.NewState(loadScenario(t, name), opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	c := st.(*Campaign)
	rng := rand.New(rand.NewPCG(seed, 23))
	var (
		led      [2]bLedger
		shopKey  string
		base     [2][2]int // roster craft and crew when the shop opened
		bank     [2]int    // the oracle's bank after the last shop
		before   [2]Squadron
		playing  [2][]Assignment
		e        *bEnd
		battleNo int
	)
	for n := 0; n < 200000 && !c.Outcome().Over; n++ {
		ph := c.Phase()
		p := ph.Actors[0]
		where := fmt.Sprintf("%s seed %d step %d (%s)", name, seed, n, ph.Name)
		var in engine.Intent
		if sh, ok := c.Shop(); ok && !sh.Done[p] {
			key := fmt.Sprintf("%s/%d", ph.Name, len(c.Results()))
			if key != shopKey {
				shopKey = key
				led = [2]bLedger{}
				for q := 0; q < 2; q++ {
					sq := c.Squadron(engine.Player(q))
					base[q] = [2]int{len(sq.Craft), len(sq.Crew)}
					want := 300
					if ph.Name != PhaseCampRoster {
						want = bank[q]
						if rs := c.Results(); len(rs) > 0 {
							want += bAward(rs[len(rs)-1].Winner, q)
						}
					}
					if sh.Points[q] != want {
						tl.fail("%s: %s has %d points to spend; the oracle %d", where, c.Name(engine.Player(q)), sh.Points[q], want)
					}
				}
			}
			r := bShopRules{campaign: true, spendAll: ph.Name == PhaseCampRoster, maxCraft: 24 - base[p][0], maxCrew: 96}
			if pool := c.Pool(p); len(pool) > 0 {
				r.pool = pool
			}
			if sh.Spent[p] != led[p].spent {
				tl.fail("%s: %d spent; the oracle %d", where, sh.Spent[p], led[p].spent)
			}
			crew := base[p][1]
			for _, it := range led[p].items {
				crew += bCrewCount(it)
			}
			in = bShopRound(tl, where, c, rng, p, sh.Points[p], &led[p], crew, r, led[p].craft() >= 2+rng.IntN(5) || sh.Points[p]-led[p].spent < 20)
			if _, isDone := in.(Done); isDone {
				bank[p] = sh.Points[p] - led[p].spent
			}
		} else {
			if ph.Name == PhaseCampField {
				bFieldRound(tl, where, c, rng, p)
			}
			in, err = (Scripted{}).Choose(c.View(p), p)
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
		}
		prevBattle := c.battle
		results := len(c.Results())
		next, _, err := c.Apply(in)
		if err != nil {
			t.Fatalf("%s: %v refused: %v", where, in, err)
		}
		nc := next.(*Campaign)
		switch in.(type) {
		case Buy, Hire, Unbuy:
			if sh, ok := c.Shop(); ok && sh.Done[p] {
				break
			}
			bRecord(&led[p], in)
		}
		if prevBattle == nil && nc.battle != nil {
			// A battle begins: the fielded forces as 11.7 limits them,
			// each craft at the oracle's TPV with its roster crew.
			battleNo++
			e = &bEnd{}
			e.start(nc.battle)
			s := nc.battle
			stage := nc.next + 1
			for q := 0; q < 2; q++ {
				before[q] = nc.Squadron(engine.Player(q))
				before[q].Craft = append([]RosterCraft(nil), before[q].Craft...)
				before[q].Crew = append([]Member(nil), before[q].Crew...)
				playing[q] = append([]Assignment(nil), nc.playing[q]...)
			}
			sideA := int(nc.SideA())
			var tpv, count [2]int
			onRoster := map[int]bool{}
			for q := 0; q < 2; q++ {
				for _, a := range playing[q] {
					onRoster[a.Index] = true
					cr := &s.crafts[a.Index]
					rc := before[q].Craft[a.Craft]
					if cr.typ.Key != rc.Type || int(cr.side) != q {
						tl.fail("%s: battle craft %d is a %s of side %d, the roster's %s of side %d", where, a.Index, cr.typ.Key, cr.side, rc.Type, q)
					}
					for seat, m := range a.Crew {
						mb := before[q].Crew[m]
						if int(cr.crew[seat].Gnr) != mb.Gnr || (seat == 0) != mb.Pilot || seat == 0 && int(cr.crew[0].Plt) != mb.Plt {
							tl.fail("%s: %s's seat %d holds Plt %d Gnr %d, the roster's member %+v", where, s.Craft(a.Index).Label, seat, cr.crew[seat].Plt, cr.crew[seat].Gnr, mb)
						}
					}
					if int(cr.hits) != rc.Damage {
						tl.fail("%s: %s sets out with %d boxes marked, the roster %d", where, s.Craft(a.Index).Label, cr.hits, rc.Damage)
					}
					tpv[q] += e.tpv[a.Index]
					count[q]++
				}
			}
			for i := range s.crafts {
				bCheckCraft(t, where, s, i)
				if onRoster[i] {
					continue
				}
				// 11.7's craft for one scenario: scenario 4's Teal Hawk
				// (Side B; Plt 1 Gnr 1, its gunner Gnr 1, the project's
				// own), scenario 5's command shuttle and its decoy (Side A;
				// Plt 1 Gnr 1, gunner Gnr 1).
				cr := &s.crafts[i]
				plt, gnr, g := bCrewOf(cr)
				ok := plt == 1 && gnr == 1 && fmt.Sprint(g) == "[1]"
				switch {
				case stage == 4 && cr.typ.Key == "teal-hawk" && int(cr.side) == 1-sideA && ok:
				case stage == 5 && cr.typ.Key == "shryak-shuttle" && int(cr.side) == sideA && ok && cr.crew[0].NoLauncher:
				default:
					tl.fail("%s: scenario %d has %s (side %d, Plt %d Gnr %d gunners %v), on no roster", where, stage, s.Craft(i).Label, cr.side, plt, gnr, g)
				}
			}
			if stage == 1 && tpv[1-sideA] > 200 {
				tl.fail("%s: Side B fields %d TPV in Rescue (11.7: at most 200)", where, tpv[1-sideA])
			}
			if stage == 6 && count[sideA] > 12 {
				tl.fail("%s: Side A fields %d craft in Screening Force (11.7: at most 12)", where, count[sideA])
			}
			for q := 0; q < 2; q++ {
				if count[q] > 12 {
					tl.fail("%s: side %d fields %d craft (the project's 12)", where, q, count[q])
				}
			}
			tl.n["campaign battles"]++
		}
		if prevBattle != nil && e != nil {
			fin := nc.battle
			if fin == nil || fin == prevBattle {
				x, _, err := prevBattle.Apply(in)
				if err == nil {
					fin = x.(*State)
				}
			}
			if fin != nil {
				e.judge(tl, fmt.Sprintf("%s battle %d T%d", where, battleNo, fin.turn), prevBattle, fin)
				if fin.Outcome().Over && !prevBattle.Outcome().Over {
					e.veterans(tl, where, fin)
				}
			}
		}
		if len(nc.Results()) > results {
			res := nc.Results()[len(nc.Results())-1]
			if prevBattle != nil {
				fin, _, err := prevBattle.Apply(in)
				if err == nil && fin.(*State).Outcome().Over && int(fin.(*State).Outcome().Winner) != res.Winner {
					tl.fail("%s: the battle's winner is %d, the scenario's result %d", where, fin.(*State).Outcome().Winner, res.Winner)
				}
				if err == nil {
					bRepairs(tl, where, fin.(*State), before, playing, nc)
				}
			}
			wins := [2]int{}
			for _, r := range nc.Results() {
				if r.Winner >= 0 {
					wins[r.Winner]++
				}
			}
			for q := 0; q < 2; q++ {
				if nc.Squadron(engine.Player(q)).Wins != wins[q] {
					tl.fail("%s: %s has %d wins; the results %d", where, nc.Name(engine.Player(q)), nc.Squadron(engine.Player(q)).Wins, wins[q])
				}
			}
			e = nil
		}
		if a, ok := in.(Advance); ok {
			m0, m1 := c.Squadron(a.By).Crew[a.Crew], nc.Squadron(a.By).Crew[a.Crew]
			dp, dg := m1.Plt-m0.Plt, m1.Gnr-m0.Gnr
			if !(a.Plt && dp == 1 && dg == 0 && m0.Pilot || !a.Plt && dg == 1 && dp == 0) || m1.Plt > 10 || m1.Gnr > 10 {
				tl.fail("%s: advance %v takes %+v to %+v (10.1: +1, at most 10)", where, a, m0, m1)
			}
			tl.n["advances"]++
		}
		c = nc
	}
	out := c.Outcome()
	if !out.Over {
		t.Fatalf("%s seed %d: the campaign never ended", name, seed)
	}
	// 11.7's victory: the most scenarios won, then the roster's value.
	a, b := c.Squadron(0), c.Squadron(1)
	va, vb := bValue(a), bValue(b)
	if a.Value() != va || b.Value() != vb {
		tl.fail("%s seed %d: roster values %d and %d; the oracle %d and %d", name, seed, a.Value(), b.Value(), va, vb)
	}
	want := engine.NoPlayer
	switch {
	case a.Wins > b.Wins, a.Wins == b.Wins && va > vb:
		want = 0
	case b.Wins > a.Wins, a.Wins == b.Wins && vb > va:
		want = 1
	}
	if out.Winner != want {
		tl.fail("%s seed %d: the campaign's winner %d (%q); the oracle %d (wins %d–%d, values %d–%d)", name, seed, out.Winner, out.Reason, want, a.Wins, b.Wins, va, vb)
	}
	tl.n["campaigns"]++
}

// bRepairs judges the rosters after a battle (11.7): destroyed craft and
// killed crew struck off, crew of a destroyed craft too; every other craft
// keeps its marked boxes less 20 (a craft kept home too).
func bRepairs(tl *bTally, where string, fin *State, before [2]Squadron, playing [2][]Assignment, nc *Campaign) {
	for q := 0; q < 2; q++ {
		after := nc.Squadron(engine.Player(q))
		fielded := map[int]int{} // roster craft → battle craft
		dead := map[int]bool{}   // roster crew struck off
		for _, a := range playing[q] {
			fielded[a.Craft] = a.Index
			cr := &fin.crafts[a.Index]
			for seat, m := range a.Crew {
				if cr.state == outDestroyed || cr.crew[seat].Dead {
					dead[m] = true
				}
			}
		}
		var wantCraft []RosterCraft
		for k, rc := range before[q].Craft {
			dmg := rc.Damage
			if i, ok := fielded[k]; ok {
				if fin.crafts[i].state == outDestroyed {
					continue
				}
				dmg = int(fin.crafts[i].hits)
			}
			rc.Damage = max(0, dmg-20)
			wantCraft = append(wantCraft, rc)
		}
		if len(after.Craft) != len(wantCraft) {
			tl.fail("%s: %s keeps %d craft; the oracle %d", where, after.Name, len(after.Craft), len(wantCraft))
		} else {
			for k := range wantCraft {
				if after.Craft[k].Type != wantCraft[k].Type || after.Craft[k].ID != wantCraft[k].ID || after.Craft[k].Damage != wantCraft[k].Damage {
					tl.fail("%s: %s's craft %d is %s %s with %d boxes marked; the oracle %s %s with %d", where, after.Name, k,
						after.Craft[k].Type, after.Craft[k].ID, after.Craft[k].Damage, wantCraft[k].Type, wantCraft[k].ID, wantCraft[k].Damage)
				}
			}
		}
		if len(after.Crew) != len(before[q].Crew)-len(dead) {
			tl.fail("%s: %s keeps %d crew; the oracle %d (%d struck off)", where, after.Name, len(after.Crew), len(before[q].Crew)-len(dead), len(dead))
		}
		tl.n["repairs"]++
	}
}

// TestBuildOracleCampaign: campaigns whose rosters and reinforcements the
// oracle's random buyer makes (both ways judged), played on by the scripted
// player: the points to spend, the bank, the fielding limits, the crews
// and TPV of each battle, the end of each battle, the veterans and their
// advances, the repairs and losses, the wins and the campaign's winner.
func TestBuildOracleCampaign(t *testing.T) {
	tl := &bTally{n: map[string]int{}}
	games := 14
	if testing.Short() {
		games = 4
	}
	for g := 0; g < games; g++ {
		name := []string{"campaign", "campaign-restricted"}[g%2]
		opts := []engine.Options{nil, AllOptions(), rMix(uint64(g))}[g%3]
		bCampaign(t, tl, name, opts, uint64(300+g))
	}
	bReport(t, tl)
}

// bFieldJudge judges a fielding intent (11.7): v is 1 legal, 0 forbidden,
// 2 either (a craft fielded again, a member put in the seat he holds).
func bFieldJudge(c *Campaign, p engine.Player, in engine.Intent) (v int, why []string) {
	sq := c.Squadron(p)
	chosen := map[int]bool{}
	for _, k := range c.chosen[p] {
		chosen[k] = true
	}
	seats := c.crews[p]
	sideA := int(c.SideA())
	maxTPV := 0
	if c.next == 0 && int(p) != sideA {
		maxTPV = 200 // 11.7, scenario 1: Side B
	}
	craftTPV := func(k int, rows [][]int) (int, bool) {
		v, _ := bBPV(sq.Craft[k].Type, false)
		full := true
		for _, m := range rows[k] {
			if m < 0 {
				full = false
				continue
			}
			mb := sq.Crew[m]
			v += mb.Gnr
			if mb.Pilot {
				v += mb.Plt
			}
		}
		return v, full
	}
	force := func(on map[int]bool, rows [][]int) int {
		t := 0
		for k := range on {
			x, _ := craftTPV(k, rows)
			t += x
		}
		return t
	}
	switch x := in.(type) {
	case Field:
		k := int(x.Craft)
		if k < 0 || k >= len(sq.Craft) {
			return 0, []string{""}
		}
		if !x.On {
			if !chosen[k] {
				return 2, nil
			}
			return 1, nil
		}
		if chosen[k] {
			return 2, nil
		}
		if _, full := craftTPV(k, seats); !full {
			why = append(why, "seat", "crew", "pilot", "gunner")
		}
		if len(chosen)+1 > 12 {
			why = append(why, "12")
		}
		on := map[int]bool{k: true}
		for j := range chosen {
			on[j] = true
		}
		if maxTPV > 0 && force(on, seats) > maxTPV {
			why = append(why, "200")
		}
	case Crew:
		k := int(x.Craft)
		if k < 0 || k >= len(sq.Craft) {
			return 0, []string{""}
		}
		ty := bCraft[sq.Craft[k].Type]
		if x.Seat < 0 || x.Seat >= ty.crew {
			return 0, []string{"seat"}
		}
		if x.Off {
			if seats[k][x.Seat] < 0 {
				return 2, nil
			}
			if chosen[k] {
				why = append(why, "")
			}
			return map[bool]int{true: 1}[len(why) == 0], why
		}
		m := int(x.Member)
		if m < 0 || m >= len(sq.Crew) {
			return 0, []string{""}
		}
		if seats[k][x.Seat] == m {
			return 2, nil
		}
		if sq.Crew[m].Pilot != (x.Seat == 0) {
			why = append(why, "pilot", "gunner")
		}
		for j, row := range seats {
			for s2, mm := range row {
				if mm == m && (j != k || s2 != x.Seat) {
					why = append(why, "")
				}
			}
		}
		if maxTPV > 0 && chosen[k] {
			rows := make([][]int, len(seats))
			for j := range seats {
				rows[j] = append([]int(nil), seats[j]...)
			}
			rows[k][x.Seat] = m
			if force(chosen, rows) > maxTPV {
				why = append(why, "200")
			}
		}
	case Done:
		if len(chosen) == 0 {
			why = append(why, "")
		}
	}
	if len(why) == 0 {
		return 1, nil
	}
	return 0, why
}

// bFieldRound judges random fielding intents of side p against the engine.
func bFieldRound(tl *bTally, where string, c *Campaign, rng *rand.Rand, p engine.Player) {
	sq := c.Squadron(p)
	if len(sq.Craft) == 0 || c.crews[p] == nil {
		return
	}
	var ins []engine.Intent
	for k := 0; k < 6; k++ {
		cr := rng.IntN(len(sq.Craft)+1) - rng.IntN(2)
		ins = append(ins, Field{By: p, Craft: RosterID(cr), On: rng.IntN(3) != 0})
		if len(sq.Crew) > 0 {
			ins = append(ins, Crew{By: p, Craft: RosterID(cr), Seat: rng.IntN(5) - rng.IntN(2), Member: MemberID(rng.IntN(len(sq.Crew) + 1))})
		}
		ins = append(ins, Crew{By: p, Craft: RosterID(rng.IntN(len(sq.Craft))), Seat: rng.IntN(4), Off: true})
	}
	ins = append(ins, Done{By: p})
	for _, in := range ins {
		v, why := bFieldJudge(c, p, in)
		if v == 2 {
			tl.n["either"]++
			continue
		}
		bCompare(tl, where, c, in, v == 1, why)
	}
}

// TestRefusals_11_7_SeatOutOfRange: an intent made in the program with a
// seat, craft or member out of range is refused with the reason, never
// used (it panicked before: the campaign did not validate the intents it
// was given, only those decoded from a save).
func TestRefusals_11_7_SeatOutOfRange(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.Phase().Name == PhaseCampField })
	p := c.Phase().Actors[0]
	for _, in := range []engine.Intent{
		Crew{By: p, Craft: 0, Seat: -1, Member: 0},
		Crew{By: p, Craft: -1, Seat: 0, Member: 0},
		Crew{By: p, Craft: 0, Seat: 0, Member: -1},
		Field{By: p, Craft: -1, On: true},
		Advance{By: p, Crew: -1},
	} {
		err := c.Check(in)
		if err == nil || !strings.Contains(err.Error(), "range") && !strings.Contains(err.Error(), "no ") {
			t.Errorf("%#v: %v", in, err)
		}
	}
}
