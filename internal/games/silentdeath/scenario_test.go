package silentdeath

import (
	"strings"
	"testing"
)

func TestShippedScenarios(t *testing.T) {
	for _, name := range allScenarios {
		sc := loadScenario(t, name)
		canon, _ := sc.Canonical()
		back, err := Game{}.DecodeScenario(canon)
		if err != nil {
			t.Fatalf("%s: canonical does not read back: %v", name, err)
		}
		if c2, _ := back.Canonical(); string(c2) != string(canon) {
			t.Fatalf("%s: canonical changes", name)
		}
	}
}

func TestScenarioErrors(t *testing.T) {
	base := "name: x\ntitle: X\nmap: {cols: 36, rows: 30}\nturns: 5\nvictory: {kind: annihilate}\nsides:\n  - {name: a, craft: [{type: pit-viper, id: A, hex: [1, 1], facing: N, pilot: {plt: 5, gnr: 5}}]}\n  - {name: b, craft: [{type: %s, id: A, hex: [%s], facing: S, pilot: {plt: 5, gnr: 5}%s}]}\n"
	for _, tc := range []struct{ typ, hex, extra, want string }{
		{"x-wing", "5, 5", "", `sides[1].craft[0].type: "x-wing" is not one of the twelve craft`},
		{"pit-viper", "40, 5", "", "sides[1].craft[0].hex: [40, 5] is off the 36×30 map"},
		{"pit-viper", "1, 1", "", "sides[1].craft[0].hex: [1, 1] already holds Pit Viper A"},
		{"salamander", "5, 5", "", "sides[1].craft[0].gunners: a Salamander has 1 gunner, not 0"},
		{"pit-viper", "5, 5", ", bogus: 1", `unknown field "bogus" in sides[1].craft[0]`},
	} {
		doc := strings.Replace(strings.Replace(strings.Replace(base, "%s", tc.typ, 1), "%s", tc.hex, 1), "%s", tc.extra, 1)
		_, err := Game{}.DecodeScenario([]byte(doc))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.typ, err, tc.want)
		}
	}
	if _, err := (Game{}).DecodeScenario([]byte("game: starmada\nname: x")); err == nil || !strings.Contains(err.Error(), "not silentdeath") {
		t.Fatalf("foreign game: %v", err)
	}
}

// TestEngagement118 builds 11.8 General Engagements.
func TestEngagement118(t *testing.T) {
	sc, err := Engagement(100, [2]string{"Red", "Blue"}, [2][]Purchase{
		{{Type: "salamander", Pilot: CrewFile{Plt: 6, Gnr: 6}, Gunners: []int{7}}, {Type: "thunder-bird", Pilot: CrewFile{Plt: 7, Gnr: 8}}},
		{{Type: "night-hawk", Pilot: CrewFile{Plt: 7, Gnr: 7}}, {Type: "pit-viper", Pilot: CrewFile{Plt: 5, Gnr: 5}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	s := newState(sc, engineDice())
	for _, c := range s.Crafts() {
		area := "A"
		if c.Side == 1 {
			area = "J"
		}
		if !s.Board().InArea(c.Hex, area) {
			t.Fatalf("%s is not in Area %s", c.Label, area)
		}
	}
	if _, err := Engagement(100, [2]string{"Red", "Blue"}, [2][]Purchase{{{Type: "epping", Pilot: CrewFile{Plt: 10, Gnr: 10}, Gunners: []int{10, 10, 10}}}, {{Type: "pit-viper", Pilot: CrewFile{Plt: 5, Gnr: 5}}}}); err == nil || !strings.Contains(err.Error(), "Red spends 116 TPV of 100") {
		t.Fatalf("overspending: %v", err)
	}
	if _, err := Engagement(75, [2]string{"Red", "Blue"}, [2][]Purchase{}); err == nil {
		t.Fatal("75 is not a build level")
	}
}

// TestCraftData checks the twelve displays: armaments as printed in 12.0,
// the printed statistics, and every track ends in its one ✕.
func TestCraftData(t *testing.T) {
	if len(CraftTypes()) != 12 {
		t.Fatalf("%d craft", len(CraftTypes()))
	}
	printed := map[string][3]int{"pit-viper": {19, 15, -1}, "spirit-rider": {15, 14, -1}, "salamander": {16, 12, 3}, "night-hawk": {-1, 13, -1}}
	for _, c := range CraftTypes() {
		last := 0
		for _, b := range c.Track {
			if b.Kind == BoxLast {
				last++
			}
		}
		if last != 1 || c.Track[len(c.Track)-1].Kind != BoxLast {
			t.Errorf("%s: the track must end in its only ✕", c.Name)
		}
		if p, ok := printed[c.Key]; ok {
			if (p[0] > 0 && c.Drive() != p[0]) || c.DV != p[1] || (p[2] > 0 && c.DR() != p[2]) {
				t.Errorf("%s: Drive %d DV %d DR %d differ from the rulebook", c.Name, c.Drive(), c.DV, c.DR())
			}
		}
		for _, m := range c.Mounts {
			if m.Crew >= c.Crew {
				t.Errorf("%s: a mount manned by crew %d of %d", c.Name, m.Crew, c.Crew)
			}
		}
	}
	guns := func(key string, w Weapon) int {
		t, _ := CraftByKey(key)
		n := 0
		for _, m := range t.Mounts {
			if m.Weapon == w {
				n += m.Guns
			}
		}
		return n
	}
	for _, tc := range []struct {
		key string
		w   Weapon
		n   int
	}{{"pit-viper", PulseLaser, 1}, {"spirit-rider", Splattergun, 2}, {"thunder-bird", PulseLaser, 4}, {"shryak-shuttle", PulseLaser, 4},
		{"shryak-shuttle", MissileLauncher, 1}, {"night-hawk", Splattergun, 6}, {"night-hawk", MeldLaser, 1}, {"teal-hawk", Blatgun, 2},
		{"salamander", Impulsegun, 1}, {"salamander", PulseLaser, 1}, {"salamander", Splattergun, 2}, {"revenge", MissileLauncher, 3},
		{"sorensen-iii", Blatgun, 2}, {"sorensen-iii", PulseLaser, 1}, {"seraph", TurboLaser, 1}, {"seraph", PulseLaser, 6},
		{"seraph", MissileLauncher, 1}, {"pharsii-ii", TurboLaser, 1}, {"pharsii-ii", Splattergun, 8}, {"pharsii-ii", MissileLauncher, 1},
		{"epping", MeldLaser, 1}, {"epping", PulseLaser, 3}, {"epping", MissileLauncher, 3}} {
		if got := guns(tc.key, tc.w); got != tc.n {
			t.Errorf("%s: %d %s, want %d", tc.key, got, weapons[tc.w].Name, tc.n)
		}
	}
	torps := map[string][3]int{"spirit-rider": {2, 0, 0}, "thunder-bird": {4, 1, 0}, "teal-hawk": {1, 0, 0}, "salamander": {4, 1, 0},
		"revenge": {0, 0, 10}, "sorensen-iii": {3, 4, 0}, "seraph": {4, 0, 1}, "pharsii-ii": {2, 1, 0}}
	for _, c := range CraftTypes() {
		if c.Torps != torps[c.Key] {
			t.Errorf("%s: torps %v, want %v", c.Name, c.Torps, torps[c.Key])
		}
	}
}

// TestSideNamesUnique: a scenario's sides, and a campaign's units, have
// names of their own: not the same in another case, not padded with blanks
// to look different.
func TestSideNamesUnique(t *testing.T) {
	for _, name := range []string{"first-game", "campaign"} {
		f := loadScenario(t, name).File()
		for _, names := range [][2]string{{"Red", "red"}, {"Red", " Red"}, {"Red ", "Blue"}} {
			g := f
			g.Sides = append([]SideFile(nil), f.Sides...)
			g.Sides[0].Name, g.Sides[1].Name = names[0], names[1]
			if _, err := NewScenario(g); err == nil || !strings.Contains(err.Error(), ".name") {
				t.Errorf("%s with sides %q: %v", name, names, err)
			}
		}
	}
}

// TestSideNameSaysWhatIsWrong: a blank side's name and one with a line
// break were refused as "missing or longer than 24 characters", which
// they were not; the message says what is wrong, at the field's path.
func TestSideNameSaysWhatIsWrong(t *testing.T) {
	f := loadScenario(t, "first-game").File()
	for _, tc := range []struct{ name, want string }{
		{"", "sides[0].name: missing; a side's name is 1 to 24 printable characters"},
		{"   ", `sides[0].name: "   " is blank; a side's name is 1 to 24 printable characters`},
		{"Red\nBlue", `sides[0].name: "Red\nBlue" holds a control character (U+000A); a side's name is 1 to 24 printable characters`},
		{strings.Repeat("x", 31), "sides[0].name: longer than 24 characters: 31; a side's name is 1 to 24 printable characters"},
		{" Red", `sides[0].name: " Red" starts or ends with a blank`},
	} {
		g := f
		g.Sides = append([]SideFile(nil), f.Sides...)
		g.Sides[0].Name = tc.name
		if _, err := NewScenario(g); err == nil || !strings.HasSuffix(err.Error(), tc.want) {
			t.Errorf("side named %q: %v\nwant %s", tc.name, err, tc.want)
		}
	}
	// A C1 control character (U+009B starts an escape sequence on some
	// terminals) never reaches the check from a file written raw, which
	// is not text, but does from a YAML file's "\u009b".
	side := f.Sides[0]
	side.Name = "Red\u009b2J"
	want := `sides[0].name: "Red\u009b2J" holds a control character (U+009B); a side's name is 1 to 24 printable characters`
	if err := checkSideName("sides[0]", side); err == nil || err.Error() != want {
		t.Errorf("side named %q: %v\nwant %s", side.Name, err, want)
	}
}

// TestRule_9_0_AlongAnEdgeAndBorderHexes: "along an edge" is within 2 hexes of
// it, the edge hex the first (columns 0 and 1 for Edge 1); a hex on the line
// between two areas is in both.
func TestRule_9_0_AlongAnEdgeAndBorderHexes(t *testing.T) {
	s := newGame(t, "belt", 1)
	b := s.sc.board
	if !b.NearEdge(offHex(1, 10), 1) || b.NearEdge(offHex(2, 10), 1) {
		t.Error("Edge 1 within 2 hexes")
	}
	n := 0
	for c := 0; c < b.Cols; c++ {
		if len(b.Areas(offHex(c, 5))) > 1 {
			n++
		}
	}
	if n == 0 {
		t.Error("no hex in two areas on row 5")
	}
}
