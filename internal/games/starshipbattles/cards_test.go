package starshipbattles

import (
	"fmt"
	"strings"
	"testing"
)

func find(t *testing.T, cards []Card, name string) Card {
	t.Helper()
	for _, c := range cards {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no card %q", name)
	return Card{}
}

// TestCatalogue_Coverage: every glossary ability, every weapon keyword and
// Command for each class 1–4 is carried by at least one card, and both
// factions have cards.
func TestCatalogue_Coverage(t *testing.T) {
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	var abil [numAbilities]bool
	var kinds [numWeaponKinds]bool
	var command [5]bool
	var droid, unique, reduced, single [2]bool
	for _, c := range cs {
		sides := []Side{c.Full}
		if c.Reduced != nil {
			sides = append(sides, *c.Reduced)
			reduced[c.Faction] = true
		} else {
			single[c.Faction] = true
		}
		for _, sd := range sides {
			for a := Ability(0); a < numAbilities; a++ {
				abil[a] = abil[a] || sd.Has(a)
			}
			for _, w := range sd.Weapons {
				kinds[w.Kind] = true
			}
		}
		for _, e := range c.Command {
			for _, cl := range e {
				command[cl] = true
			}
		}
		droid[c.Faction] = droid[c.Faction] || c.Droid()
		unique[c.Faction] = unique[c.Faction] || c.Unique
	}
	for a, ok := range abil {
		if !ok {
			t.Errorf("no card has %s", Ability(a))
		}
	}
	for k, ok := range kinds {
		if !ok {
			t.Errorf("no card has %s", WeaponKind(k))
		}
	}
	for cl := 1; cl <= 4; cl++ {
		if !command[cl] {
			t.Errorf("no card has Command for class %d", cl)
		}
	}
	if !droid[Dark] || !unique[Light] || !unique[Dark] || !reduced[Light] || !single[Dark] {
		t.Errorf("droids %v, uniques %v, reduced sides %v, single sides %v", droid, unique, reduced, single)
	}
}

// TestCatalogue_Printed: every value the rulebook prints, exactly.
func TestCatalogue_Printed(t *testing.T) {
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	weapons := func(sd Side) string {
		var b []string
		for _, w := range sd.Weapons {
			b = append(b, w.Name+" "+itoa(w.Attack)+"/"+itoa(w.Damage))
		}
		return strings.Join(b, ", ")
	}
	exe := find(t, cs, "Super Star Destroyer Executor")
	if exe.Cost != 150 || exe.Class != 1 || !exe.Unique || exe.Faction != Dark || exe.Full.Defense[FaceFront] != 18 ||
		exe.Full.Hull != 10 || exe.Reduced == nil || exe.Reduced.Hull != 10 || exe.Full.Value(DR) != 1 ||
		weapons(exe.Full) != "Turbolasers 5/4, Ion Cannon 4/3, Barrage 8/4, Frontal Battery 2/3" || exe.Full.Value(FighterLaunch) < 2 || !exe.Full.HasPD {
		t.Errorf("the Executor: %+v", exe)
	}
	vis := find(t, cs, "Mon Calamari Star Defender Viscount")
	if vis.Cost != 150 || vis.Class != 1 || !vis.Unique || vis.Faction != Light || vis.Full.Defense[FaceLeft] != 14 || vis.Full.Defense[FaceRight] != 14 ||
		vis.Full.Hull != 10 || vis.Full.Value(DR) != 1 || vis.Full.Value(FighterLaunch) < 3 || !vis.Full.HasPD ||
		weapons(vis.Full) != "Turbolasers 5/4, Ion Cannons 5/3, Barrage 8/4, Frontal Battery 2/3" {
		t.Errorf("the Viscount: %+v", vis)
	}
	ras := find(t, cs, "Republic Assault Ship")
	if ras.Class != 2 || ras.Full.Hull != 5 || ras.Reduced == nil || ras.Reduced.Hull != 3 {
		t.Errorf("the Republic Assault Ship: %+v", ras)
	}
	mf := find(t, cs, "Millennium Falcon")
	if mf.Class != 3 || mf.Cost != 25 || !mf.Unique || mf.Full.Value(AntifighterTargeting) != 7 {
		t.Errorf("the Millennium Falcon: %+v", mf)
	}
	if c := find(t, cs, "Imperial Star Destroyer"); c.Class != 2 {
		t.Errorf("the Imperial Star Destroyer is class %d", c.Class)
	}
	if c := find(t, cs, "Imperial Interdictor Cruiser"); !c.Full.Has(Interdict) {
		t.Error("the Interdictor lacks Interdict")
	}
	if c := find(t, cs, "Republic Cruiser"); len(c.Command) == 0 {
		t.Error("the Republic Cruiser lacks Command")
	}
	for _, n := range []string{"Slave I (Boba Fett)", "Slave I (Jango Fett)"} {
		if c := find(t, cs, n); c.UniqueName() != "Slave I" || !c.Unique || c.Class != 3 {
			t.Errorf("%s counts as %q", n, c.UniqueName())
		}
	}
	for _, n := range []string{"TIE Fighter", "X-wing Starfighter", "Jedi Starfighter"} {
		if c := find(t, cs, n); c.Class != 4 {
			t.Errorf("%s is class %d", n, c.Class)
		}
	}
	for _, c := range cs {
		if !c.Own && len(c.OwnValues) == 0 {
			t.Errorf("%s: a rulebook card lists no values of the project's own", c.Name)
		}
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestCheckData(t *testing.T) {
	for _, n := range []string{"cards/1-light.yaml", "cards/2-dark.yaml"} {
		data, _ := cardFiles.ReadFile(n)
		what, err := Game{}.CheckData(data)
		if err != nil || !strings.Contains(what, "stat cards of the") {
			t.Fatalf("%s: %q %v", n, what, err)
		}
	}
	card := func(s string) string {
		return "faction: dark\ncards:\n  - {name: X, cost: 5, class: 4, rarity: common, number: 1, source: project, " + s + "}\n"
	}
	good := "full: {hull: 1, defense: {all: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}]}"
	if _, err := (Game{}).CheckData([]byte(card(good))); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ data, want string }{
		{"faction: grey\ncards: []", "neither light nor dark"},
		{"faction: dark\ncards: []", "none"},
		{card("full: {hull: 1, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}]}"), "one Defense for all faces"},
		{card("full: {hull: 0, defense: {all: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}]}"), "hull: 0"},
		{card("full: {hull: 1, defense: {all: 12}, weapons: [{name: Death Ray, attack: 2, damage: 1}]}"), "not a weapon keyword"},
		{card("full: {hull: 1, defense: {all: 12}, weapons: [{name: Barrage, attack: 2, damage: 1}]}"), "a class 4 starship has none"},
		{card("full: {hull: 1, defense: {all: 12}}"), "at least one weapon"},
		{card("full: {hull: 1, defense: {all: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}], abilities: [DR]}"), "DR"},
		{card("full: {hull: 1, defense: {all: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}], abilities: [Tractor Beams]}"), "belongs to nonfighters"},
		{card("full: {hull: 1, defense: {all: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}], abilities: [Warp Drive]}"), "not a special ability"},
		{card("full: {hull: 1, defense: {all: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}], abilities: [\"Long-Range Bomber: Proton Torpedoes\"]}"), "not one of this side's weapons"},
		{card("counts_as: Y, " + good), "only a Unique ship"},
		{card("command: [[5]], " + good), "class 5"},
		{card(good + ", reduced: {hull: 1, defense: {all: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}]}"), "one Hull number"},
		{strings.Replace(card(good), "class: 4", "class: 2", 1) + "", "only class 4"},
		{"faction: light\ncards:\n  - {name: X, cost: 5, class: 2, rarity: common, number: 1, source: project, full: {hull: 3, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Turbolasers, attack: 2, damage: 1}]}, reduced: {hull: 4, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Turbolasers, attack: 2, damage: 1}]}}", "more than the full side's"},
		{"faction: light\ncards:\n  - {name: X, cost: 5, class: 2, rarity: common, number: 1, source: project, full: {hull: 3, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Turbolasers, attack: 2, damage: 1}]}, reduced: {hull: 2, defense: {front: 13, side: 12, rear: 12}, weapons: [{name: Turbolasers, attack: 2, damage: 1}]}}", "higher than at full strength"},
		{card(good) + "  - {name: x, cost: 5, class: 4, rarity: common, number: 2, source: project, " + good + "}\n", "another card is called"},
		{card(good + ", own_values: [a]"), "own_values"},
		// Rules 4: weapons and PD by class (Class 4 Starships; glossary:
		// Point-Defense, capital ship, Barrage, Energy Torpedoes; Weapons).
		{strings.Replace(card("full: {hull: 1, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}], pd: 2}"), "class: 4", "class: 3", 1), "Point-Defense is a weapon system of class 1 and 2 ships"},
		{strings.Replace(card("full: {hull: 1, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Turbolasers, attack: 2, damage: 1}]}"), "class: 4", "class: 3", 1), "Turbolasers are the weapons of capital ships"},
		{strings.Replace(card("full: {hull: 1, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Barrage, attack: 2, damage: 1}]}"), "class: 4", "class: 2", 1), "largest capital ships, class 1"},
		{strings.Replace(card("full: {hull: 1, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Energy Torpedoes, attack: 2, damage: 1}]}"), "class: 4", "class: 3", 1), "a fighter weapon system"},
		{card(good + ", extra: 1"), "extra"},
	} {
		_, err := Game{}.CheckData([]byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.data, err, tc.want)
		}
	}
}

// The card checks' own ranges (docs: Stat cards, Checks), each at its ends
// and one past them: the value at the end is accepted, the next refused.
func TestCheckData_RangesAtTheirEnds(t *testing.T) {
	fighter := func(cost, hull, def, att, dmg int, extra string) string {
		return fmt.Sprintf("faction: dark\ncards:\n  - {name: X, cost: %d, class: 4, rarity: common, number: 1, source: project, "+
			"full: {hull: %d, defense: {all: %d}, weapons: [{name: Laser Cannons, attack: %d, damage: %d}]%s}}\n", cost, hull, def, att, dmg, extra)
	}
	capital := func(pd int) string {
		return fmt.Sprintf("faction: dark\ncards:\n  - {name: X, cost: 5, class: 2, rarity: common, number: 1, source: project, "+
			"full: {hull: 3, defense: {front: 12, side: 12, rear: 12}, weapons: [{name: Turbolasers, attack: 2, damage: 1}], pd: %d}}\n", pd)
	}
	named := func(name string) string {
		return "faction: dark\ncards:\n  - {name: \"" + name + "\", cost: 5, class: 4, rarity: common, number: 1, source: project, " +
			"full: {hull: 1, defense: {all: 12}, weapons: [{name: Laser Cannons, attack: 2, damage: 1}]}}\n"
	}
	// A class 1 side may carry nine different weapon keywords (each once):
	// every one but the fighters' Energy Torpedoes.
	weapons := func(n int) string {
		kinds := []string{"Turbolasers", "Ion Cannon", "Laser Cannons", "Blaster Cannon", "Concussion Missiles", "Proton Torpedoes", "Barrage", "Frontal Battery", "Proton Barrage"}
		var ws []string
		for _, k := range kinds[:n] {
			ws = append(ws, "{name: "+k+", attack: 1, damage: 1}")
		}
		return "faction: dark\ncards:\n  - {name: X, cost: 5, class: 1, rarity: common, number: 1, source: project, " +
			"full: {hull: 1, defense: {front: 12, side: 12, rear: 12}, weapons: [" + strings.Join(ws, ", ") + "]}}\n"
	}
	for _, tc := range []struct {
		about, data, want string // want "" accepted, else part of the refusal
	}{
		{"cost 1", fighter(1, 1, 12, 2, 1, ""), ""},
		{"cost 0", fighter(0, 1, 12, 2, 1, ""), "cost: 0 is not from 1 to 300"},
		{"cost 300", fighter(300, 1, 12, 2, 1, ""), ""},
		{"cost 301", fighter(301, 1, 12, 2, 1, ""), "cost: 301"},
		{"Hull 40", fighter(5, 40, 12, 2, 1, ""), ""},
		{"Hull 41", fighter(5, 41, 12, 2, 1, ""), "hull: 41 is not from 1 to 40"},
		{"Defense 1", fighter(5, 1, 1, 2, 1, ""), ""},
		{"Defense 30", fighter(5, 1, 30, 2, 1, ""), ""},
		{"Defense 31", fighter(5, 1, 31, 2, 1, ""), "is 31, not from 1 to 30"},
		{"Attack −5", fighter(5, 1, 12, -5, 1, ""), ""},
		{"Attack −6", fighter(5, 1, 12, -6, 1, ""), "attack: -6 is not from -5 to 20"},
		{"Attack 20", fighter(5, 1, 12, 20, 1, ""), ""},
		{"Attack 21", fighter(5, 1, 12, 21, 1, ""), "attack: 21"},
		{"Damage 0", fighter(5, 1, 12, 2, 0, ""), "damage: 0 is not from 1 to 10"},
		{"Damage 10", fighter(5, 1, 12, 2, 10, ""), ""},
		{"Damage 11", fighter(5, 1, 12, 2, 11, ""), "damage: 11"},
		{"Jedi Evasion 10", fighter(5, 1, 12, 2, 1, ", abilities: [Jedi Evasion 10]"), ""},
		{"Jedi Evasion 11", fighter(5, 1, 12, 2, 1, ", abilities: [Jedi Evasion 11]"), "not a number from 1 to 10"},
		{"Jedi Evasion 0", fighter(5, 1, 12, 2, 1, ", abilities: [Jedi Evasion 0]"), "not a number from 1 to 10"},
		{"PD 0", capital(0), ""},
		{"PD −1", capital(-1), "pd: -1 is not from 0 to 20"},
		{"PD 20", capital(20), ""},
		{"PD 21", capital(21), "pd: 21"},
		{"a name of 48", named(strings.Repeat("x", 48)), ""},
		{"a name of 49", named(strings.Repeat("x", 49)), "1 to 48 printable characters"},
		{"8 weapons", weapons(8), ""},
		{"9 weapons", weapons(9), "weapons: more than 8"},
	} {
		_, err := Game{}.CheckData([]byte(tc.data))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: refused: %v", tc.about, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: error %v, want %q", tc.about, err, tc.want)
		}
	}
}
