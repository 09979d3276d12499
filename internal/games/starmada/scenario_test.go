package starmada

import (
	"strings"
	"testing"
)

func TestScenarioErrors(t *testing.T) {
	ok := "name: t\ntitle: T\nsides:\n  - name: A\n    ships: [{name: s, class: Wasp}]\n  - name: B\n    ships: [{name: u, class: Lancer}]\n"
	if _, err := (Game{}).DecodeScenario([]byte("game: starmada\n" + ok)); err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"game: silentdeath\n" + ok:                                           "game:",
		strings.Replace(ok, "Wasp", "Nope", 1):                               "no class \"Nope\"",
		strings.Replace(ok, "name: u", "name: s", 1):                         "another ship is called",
		ok + "board: {cols: 10, rows: 10}\n":                                 "at least 30 columns",
		ok + "bogus: 1\n":                                                    "bogus",
		strings.Replace(ok, "class: Lancer", "class: Lancer, at: '9999'", 1): "off the board",
		ok + "classes: [{class: X, source: project, hull: 4, engine: 2, shields: 1, batteries: [{name: g, range: 10, to_hit: 4, rof: 1, pen: 1, dmg: 1, mounts: [AB]}]}]\n": "multiple of 3",
	} {
		if _, err := (Game{}).DecodeScenario([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
}

func TestShippedScenarios(t *testing.T) {
	for _, name := range []string{"standard", "duel"} {
		sc := loadScenario(t, name)
		canon, _ := sc.Canonical()
		back, err := (Game{}).DecodeScenario(canon)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := newGame(t, name, 1).Hash(), mustState(t, back).Hash(); a != b {
			t.Fatalf("%s: the canonical form plays differently", name)
		}
	}
	sc := loadScenario(t, "standard")
	if b := CheckBalance(sc.Points(0), sc.Points(1)); !b.Even || sc.Points(0) > 1000 || sc.Points(1) > 1000 {
		t.Fatalf("standard: %+v", b)
	}
}

func TestCatalogue(t *testing.T) {
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	fleets := map[string]int{}
	seen := map[Ability]bool{}
	equip := map[Equip]bool{}
	for _, c := range cs {
		fleets[c.Fleet]++
		for _, b := range c.Batteries {
			for _, a := range b.Abilities {
				seen[a] = true
			}
		}
		for _, it := range c.Equipment {
			equip[it.Kind] = true
		}
		if back, err := BuildClass(c.File()); err != nil || back.Chart != c.Chart || back.CR != c.CR {
			t.Fatalf("%s does not survive a round trip: %v", c.Name, err)
		}
	}
	if fleets["Imperial"] < 6 || fleets["Hegemony"] < 6 {
		t.Fatalf("fleets %v", fleets)
	}
	for _, a := range Abilities() {
		if !seen[a] {
			t.Errorf("no ship uses %s", a)
		}
	}
	for _, e := range []Equip{AntiFighterBatteries, ArmorPlating, ArmoredGunBatteries, AutoRepairSystems, BattleSatellites, ElectronicCountermeasures, FighterBays} {
		if !equip[e] {
			t.Errorf("no ship carries %s", e)
		}
	}
	for _, w := range []string{"Anti-Matter Beam", "Blaster", "Bore Missile", "Burst Cannon", "Cluster Missile"} {
		if _, ok := LookupWeapon(w); !ok {
			t.Errorf("no weapon %s", w)
		}
	}
}

// 1.5 and 1.7: shields are rated 0 to 5 and a ship has at most three
// batteries; a class beyond either is refused with the section.
func TestScenario_1_5_1_7_Limits(t *testing.T) {
	over := target("Over", 6)
	four := gunboat("Four", 1, 9, 4, 1, 1, 1)
	for len(four.Batteries) < 4 {
		four.Batteries = append(four.Batteries, four.Batteries[0])
	}
	for _, tc := range []struct {
		c    ClassFile
		want string
	}{{over, "(1.5)"}, {four, "(1.7)"}} {
		f := ScenarioFile{Name: "test", Title: "Test", Classes: []ClassFile{tc.c}, Sides: []SideFile{
			{Name: "Red", Ships: []ShipFile{{Name: "A", Class: tc.c.Class, At: "1502", Facing: "S"}}},
			{Name: "Blue", Ships: []ShipFile{{Name: "B", Class: tc.c.Class, At: "1510", Facing: "N"}}},
		}}
		if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error naming %s", tc.c.Class, err, tc.want)
		}
	}
}

// 0.1.1: the board is at least 30 hexes wide and 20 deep. Each side of
// the line: one column or one row short is refused, the least board and
// one a hex larger each way are played.
func TestRule_0_1_1_BoardAtLeastThirtyByTwenty(t *testing.T) {
	for _, tc := range []struct {
		cols, rows int
		ok         bool
	}{{29, 20, false}, {30, 19, false}, {30, 20, true}, {31, 20, true}, {30, 21, true}} {
		f := ScenarioFile{Name: "test", Title: "Test", Board: &BoardFile{Cols: tc.cols, Rows: tc.rows}, Sides: []SideFile{
			{Name: "Red", Ships: []ShipFile{{Name: "A", Class: "Admirable"}}},
			{Name: "Blue", Ships: []ShipFile{{Name: "B", Class: "Admirable"}}},
		}}
		sc, err := NewScenario(f)
		if !tc.ok {
			if err == nil || !strings.Contains(err.Error(), "want at least 30 columns by 20 rows (0.1.1)") {
				t.Errorf("%d × %d: %v, want the board refused", tc.cols, tc.rows, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%d × %d: %v", tc.cols, tc.rows, err)
			continue
		}
		if s := mustState(t, sc); s.board.Cols != tc.cols || s.board.Rows != tc.rows {
			t.Errorf("%d × %d: the game's board is %d × %d", tc.cols, tc.rows, s.board.Cols, s.board.Rows)
		}
	}
}
