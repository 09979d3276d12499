package starshipbattles

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The rulebook's tables, written out here from the rulebook and checked
// cell by cell against the program's data: the Clash over Coruscant fleet
// lists, the starship classes, the Fleet Commander options and the weapon
// keywords of the glossary.

// fleetRow is one row of a Clash over Coruscant fleet table: the ship, how
// many the row lists, and the points the row prints.
type fleetRow struct {
	card   string
	count  int
	points int
}

// coruscantFleets are the two tables of "Clash over Coruscant – Custom
// Fleets", in the printed order, each totalling 300.
var coruscantFleets = map[string][]fleetRow{
	"dark": {
		{"Super Star Destroyer Executor", 1, 150},
		{"Imperial Star Destroyer", 1, 52},
		{"Imperial Interdictor Cruiser", 1, 32},
		{"Slave I (Boba Fett)", 1, 24},
		{"Darth Vader's TIE Advanced x1", 1, 11},
		{"TIE Bomber", 4, 16},
		{"TIE Fighter", 1, 5},
		{"TIE Fighter Ace", 1, 4},
		{"TIE Interceptor", 1, 6},
	},
	"light": {
		{"Mon Calamari Star Defender Viscount", 1, 150},
		{"Mon Calamari Cruiser Home One", 1, 50},
		{"Millennium Falcon", 1, 25},
		{"Luke Skywalker's X-wing", 1, 9},
		{"B-wing Starfighter", 4, 24},
		{"V-wing Starfighter", 4, 12},
		{"X-wing Starfighter", 3, 18},
		{"Y-wing Starfighter", 3, 12},
	},
}

// rowsOf reads a side of a scenario file as fleet rows, adding the points
// from the catalogue's costs.
func rowsOf(t *testing.T, sd SideFile) []fleetRow {
	t.Helper()
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	var out []fleetRow
	for _, shf := range sd.Ships {
		n := 1
		if shf.Count != nil {
			n = *shf.Count
		}
		out = append(out, fleetRow{shf.Card, n, n * find(t, cs, shf.Card).Cost})
	}
	return out
}

// Every row of both printed fleet tables, in order: ship, count and the
// row's points; the totals 300; every ship of a table of its side's
// faction.
func TestTable_ClashOverCoruscant_FleetLists(t *testing.T) {
	f := loadScenario(t, "coruscant").File()
	if len(f.Sides) != 2 {
		t.Fatalf("%d sides", len(f.Sides))
	}
	cs, _ := Catalogue()
	for p, sd := range f.Sides {
		want := coruscantFleets[sd.Faction]
		got := rowsOf(t, sd)
		if len(got) != len(want) {
			t.Fatalf("%s: %d rows, the rulebook prints %d:\n%v", sd.Name, len(got), len(want), got)
		}
		total := 0
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s row %d: %+v, the rulebook prints %+v", sd.Name, i+1, got[i], want[i])
			}
			total += want[i].points
			fac := Light
			if sd.Faction == "dark" {
				fac = Dark
			}
			if c := find(t, cs, want[i].card); c.Faction != fac {
				t.Errorf("%s is of the %s, not the %s", c.Name, c.Faction, fac)
			}
		}
		if total != 300 || loadScenario(t, "coruscant").Points(p) != 300 {
			t.Errorf("%s totals %d, the rulebook prints 300", sd.Name, total)
		}
	}
	// The rulebook prints the classes of none of these fighters; the
	// obvious reading (class 4, launched from the pool) holds for every
	// fighter of the lists, and the capital ships it names are 1–3.
	for _, name := range []string{"Darth Vader's TIE Advanced x1", "TIE Bomber", "TIE Fighter", "TIE Fighter Ace", "TIE Interceptor",
		"Luke Skywalker's X-wing", "B-wing Starfighter", "V-wing Starfighter", "X-wing Starfighter", "Y-wing Starfighter"} {
		if c := find(t, cs, name); c.Class != 4 {
			t.Errorf("%s is class %d", name, c.Class)
		}
	}
	for name, class := range map[string]int{"Super Star Destroyer Executor": 1, "Mon Calamari Star Defender Viscount": 1,
		"Imperial Star Destroyer": 2, "Millennium Falcon": 3, "Slave I (Boba Fett)": 3} {
		if c := find(t, cs, name); c.Class != class {
			t.Errorf("%s is class %d, the rulebook says %d (Starship Classes)", name, c.Class, class)
		}
	}
}

// The four-player Clash over Coruscant splits each printed fleet between
// two players and adds or drops nothing.
func TestTable_ClashOverCoruscant_TeamsSplit(t *testing.T) {
	f := loadScenario(t, "coruscant-teams").File()
	got := map[string]map[string]int{"light": {}, "dark": {}}
	for _, sd := range f.Sides {
		for _, r := range rowsOf(t, sd) {
			got[sd.Faction][r.card] += r.count
		}
	}
	for fac, rows := range coruscantFleets {
		want := map[string]int{}
		for _, r := range rows {
			want[r.card] += r.count
		}
		if fmt.Sprint(got[fac]) != fmt.Sprint(want) {
			t.Errorf("%s team: %v, the rulebook's fleet is %v", fac, got[fac], want)
		}
	}
}

// Starship Classes and the glossary's "space": a class moves up to its
// number of squares (1, 2, 3, 4) and occupies 3×3, 2×2, 1 and 1 squares.
func TestTable_StarshipClasses(t *testing.T) {
	for _, tc := range []struct {
		spec, name string
		class      int
		squares    int // the space's squares
		dir        Dir // a step every class may take from the set-up below
	}{
		{"light:Mon Calamari Star Defender Viscount@10,20:N", "Viscount", 1, 9, DirN},
		{"light:Republic Cruiser@10,20:N", "Republic Cruiser", 2, 4, DirN},
		{"light:Millennium Falcon@10,20:N", "Falcon", 3, 1, DirN},
		{"light:X-wing Starfighter@10,20", "X-wing", 4, 1, DirN},
	} {
		s := battle(t, RulesAdvanced, nil, lightFirst, tc.spec, "dark:Super Star Destroyer Executor@1,0:S")
		id := s.ship(t, tc.name)
		if s.class(id) != tc.class || s.stepsLeft(id) != tc.class {
			t.Errorf("%s: class %d moves %d squares, want class %d moving %d", tc.name, s.class(id), s.stepsLeft(id), tc.class, tc.class)
		}
		n := 0
		s.space(id).Any(func(grid.Square) bool { n++; return false })
		if n != tc.squares {
			t.Errorf("%s: a class %d space of %d squares, want %d", tc.name, tc.class, n, tc.squares)
		}
		for k := 0; k < tc.class; k++ {
			s, _ = apply(t, s, Step{By: 0, Ship: id, Dir: tc.dir})
		}
		if tc.class == 3 {
			refuse(t, s, Step{By: 0, Ship: id, Dir: tc.dir}, "as far as it may")
		} else if !s.ships[id].moved {
			t.Errorf("%s has not ended its move after %d squares", tc.name, tc.class)
		}
		if got := s.ships[id].at.Y; got != 20-tc.class {
			t.Errorf("%s is at row %d after %d squares, want %d", tc.name, got, tc.class, 20-tc.class)
		}
	}
}

// The twelve Fleet Commander options of the glossary, each with its class
// (the area of the sheet whose counters pay for it) and its number.
func TestTable_FleetCommanderOptions(t *testing.T) {
	want := []struct {
		name  string
		class int
	}{
		{"Damage Control", 1}, {"Power to Shields", 1}, {"Power to Weapons", 1},
		{"Power to Engines", 2}, {"Power to Shields, Front", 2},
		{"Fly Casual", 3}, {"Incoming Fighters", 3}, {"Scramble Fighters", 3}, {"Target Fighters", 3},
		{"Attack Formation", 4}, {"Evasive", 4}, {"Long-Range Bombardment", 4},
	}
	opts := Options()
	if len(opts) != len(want) {
		t.Fatalf("%d options, the glossary has %d", len(opts), len(want))
	}
	for i, o := range opts {
		if o.String() != want[i].name || o.Class() != want[i].class {
			t.Errorf("option %d: %s class %d, want %s class %d", i, o, o.Class(), want[i].name, want[i].class)
		}
	}
	// The numbers: Power to Shields and Power to Shields, Front +2 Defense,
	// Target Fighters +3 Attack (the entry; the Stacking example's +4 is a
	// contradiction noted in docs/rules), Attack Formation +2 Attack,
	// Evasive +2 Defense.
	if PowerToShieldsBonus != 2 || TargetFightersBonus != 3 || AttackFormationBonus != 2 || EvasiveBonus != 2 {
		t.Errorf("bonuses %d %d %d %d, want 2 3 2 2", PowerToShieldsBonus, TargetFightersBonus, AttackFormationBonus, EvasiveBonus)
	}
	for _, tc := range []struct {
		o    Option
		want string
	}{
		{DamageControl, "remove 1 damage counter"}, {PowerToShields, "+2 Defense on all faces"}, {PowerToWeapons, "+1 Damage"},
		{PowerToShieldsFront, "+2 Defense on the front"}, {IncomingFighters, "2 squares"}, {ScrambleFighters, "1 more"},
		{TargetFighters, "+3 Attack"}, {AttackFormation, "+2 Attack"}, {Evasive, "+2 Defense"}, {LongRangeBombardment, "2 squares away at half"},
	} {
		if !strings.Contains(tc.o.Effect(), tc.want) {
			t.Errorf("%s: %q does not say %q", tc.o, tc.o.Effect(), tc.want)
		}
	}
}

// The weapon keywords of the glossary: arc, whether they may target class
// 4, and their bonuses.
func TestTable_WeaponKeywords(t *testing.T) {
	want := map[string]struct {
		arc        Arc
		noFighters bool
		ion        bool
		missiles   bool
	}{
		"Barrage":             {arc: Broadside},
		"Blaster Cannon":      {},
		"Concussion Missiles": {missiles: true},
		"Energy Torpedoes":    {noFighters: true},
		"Frontal Battery":     {arc: FrontSpine},
		"Ion Cannon":          {ion: true},
		"Laser Cannon":        {},
		"Proton Barrage":      {arc: Broadside, noFighters: true},
		"Proton Torpedoes":    {noFighters: true},
		"Turbolasers":         {},
	}
	kinds := WeaponKinds()
	if len(kinds) != len(want) {
		t.Fatalf("%d keywords, the glossary has %d", len(kinds), len(want))
	}
	for _, k := range kinds {
		w, ok := want[k.String()]
		info := weaponTable[k]
		if !ok || k.Arc() != w.arc || k.NoFighters() != w.noFighters || info.ion != w.ion || info.missiles != w.missiles {
			t.Errorf("%s: arc %d, no fighters %v, ion %v, missiles %v; want %+v", k, k.Arc(), k.NoFighters(), info.ion, info.missiles, w)
		}
	}
	if SeismicMinesPD != 4 {
		t.Errorf("Seismic Mines give PD +%d, the glossary +4", SeismicMinesPD)
	}
}

// The Quick Start battle as Choose Sides and Setup describe it: the
// Viscount and four Light Side ships against the Executor and four Dark
// Side ships, every fleet of one faction, Quick Start rules, the Light Side
// placing first within 3 squares of its edge, class 4 ships only in the pool.
// The four are Starter Set ships, and class 2 ships come only in Booster
// Packs (Starship Classes): none is class 2, and the class 1 ships are the
// two exclusives.
func TestTable_QuickStartFleets(t *testing.T) {
	sc := loadScenario(t, "quickstart")
	f := sc.File()
	if f.Rules != RulesQuickStart || f.First != "light" || f.Build != nil || SetupDepth != 3 {
		t.Fatalf("rules %q, first %q, build %v, depth %d", f.Rules, f.First, f.Build, SetupDepth)
	}
	cs, _ := Catalogue()
	lead := map[string]string{"light": "Mon Calamari Star Defender Viscount", "dark": "Super Star Destroyer Executor"}
	for _, sd := range f.Sides {
		rows := rowsOf(t, sd)
		n := 0
		for _, r := range rows {
			n += r.count
			if c := find(t, cs, r.card); c.Class == 2 || (c.Class == 1) != (r.card == lead[sd.Faction]) {
				t.Errorf("%s (class %d) is not a Starter Set ship of the Quick Start battle", r.card, c.Class)
			}
			if c := find(t, cs, r.card); c.Faction.String() != map[string]string{"light": "Light Side", "dark": "Dark Side"}[sd.Faction] {
				t.Errorf("%s in the %s fleet", r.card, sd.Faction)
			}
		}
		if rows[0].card != lead[sd.Faction] || n != 5 {
			t.Errorf("%s fleet: %v, want %s plus four", sd.Faction, rows, lead[sd.Faction])
		}
	}
	s := newGame(t, "quickstart", 1)
	if s.Phase().Name != PhaseSetup || s.placer() != 0 {
		t.Fatalf("the Light Side places first: %+v, placer %d", s.Phase(), s.placer())
	}
	for i := range s.ships {
		if (s.class(ShipID(i)) == 4) != (s.ships[i].status == stPool) {
			t.Errorf("%s: status %d; class 4 ships wait in the pool, the others are placed", s.Name(ShipID(i)), s.ships[i].status)
		}
	}
}

// The values the project took from a published battle report
// (../shared/specs/references.md; third-party, still the project's own in
// the data): the Imperial Star Destroyer has Tractor Beams and launches one
// fighter a turn, the TIE Fighter has Defense 14 and is Infinite; the
// report's squadron of 3 Star Destroyers, 3 TIE Fighters, 2 TIE
// Interceptors and 2 TIE Bombers costs 191 with the rulebook's costs.
func TestTable_ThirdPartyReport(t *testing.T) {
	cs, _ := Catalogue()
	isd, tf := find(t, cs, "Imperial Star Destroyer"), find(t, cs, "TIE Fighter")
	if !isd.Full.Has(TractorBeams) || isd.Full.Value(FighterLaunch) != 1 {
		t.Errorf("the Star Destroyer: Tractor Beams %v, Fighter Launch %d", isd.Full.Has(TractorBeams), isd.Full.Value(FighterLaunch))
	}
	if tf.Full.Defense[FaceFront] != 14 || !tf.Full.Has(Infinite) {
		t.Errorf("the TIE Fighter: Defense %d, Infinite %v", tf.Full.Defense[FaceFront], tf.Full.Has(Infinite))
	}
	if n := 3*isd.Cost + 3*tf.Cost + 2*find(t, cs, "TIE Interceptor").Cost + 2*find(t, cs, "TIE Bomber").Cost; n != 191 {
		t.Errorf("the report's squadron costs %d, not 191", n)
	}
}

// How to Read a Stat Card: Light Side cards have red borders, Dark Side
// cards blue ones; each shipped scenario draws a faction's first fleet in
// its border's colour (team mates get a colour of their own).
func TestTable_FactionColours(t *testing.T) {
	for _, name := range scenarioNames {
		seen := map[string]bool{}
		for _, sd := range loadScenario(t, name).File().Sides {
			if seen[sd.Faction] {
				continue
			}
			seen[sd.Faction] = true
			if want := map[string]string{"light": "red", "dark": "blue"}[sd.Faction]; sd.Color != want {
				t.Errorf("%s: %s (%s) is drawn %q, its cards' border is %s", name, sd.Name, sd.Faction, sd.Color, want)
			}
		}
	}
}
