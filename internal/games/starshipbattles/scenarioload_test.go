package starshipbattles

import (
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// BenchmarkScenarioLoad measures what starting the standard scenario costs
// before the first frame (the embedded catalogue is decoded once a process).
func BenchmarkScenarioLoad(b *testing.B) { gametest.BenchScenarioLoad(b, Game{}, "standard") }

// scribble changes every value of a card, its lists' elements included.
func scribble(c *Card) {
	c.Name += " (changed)"
	c.Cost += 1000
	c.Class = 9
	c.Full.Hull += 50
	c.Full.Defense[FaceFront] += 50
	for i := range c.Full.Weapons {
		c.Full.Weapons[i].Attack += 50
	}
	if c.Reduced != nil {
		c.Reduced.Hull += 50
		for i := range c.Reduced.Weapons {
			c.Reduced.Weapons[i].Damage += 50
		}
	}
	for i := range c.OwnValues {
		c.OwnValues[i] += " (changed)"
	}
	for _, e := range c.Command {
		for i := range e {
			e[i] = 99
		}
	}
}

// TestScenarioLoad_SharesNothing: the card catalogue is decoded once per
// process, and no load shares it: changing every card one load (or
// Catalogue, or a state's Cards) handed out leaves the next load's cards,
// the catalogue and the start hash as they were.
func TestScenarioLoad_SharesNothing(t *testing.T) {
	want, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	first := loadScenario(t, "standard")
	st, err := Game{}.NewState(first, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	hash := st.Hash()
	for _, c := range first.cards {
		scribble(c)
	}
	first.cards[0] = &Card{Name: "replaced"}
	cat, _ := Catalogue()
	for i := range cat {
		scribble(&cat[i])
	}
	cards := st.(*State).Cards()
	for i := range cards {
		scribble(&cards[i])
	}

	second := loadScenario(t, "standard")
	if len(second.cards) != len(want) {
		t.Fatalf("the second load has %d cards, want %d", len(second.cards), len(want))
	}
	for i, c := range second.cards {
		if c == first.cards[i] {
			t.Errorf("card %d (%s): both loads hold the same card", i, want[i].Name)
		}
		if !reflect.DeepEqual(*c, want[i]) {
			t.Errorf("card %d of the second load is not the catalogue's %s: %+v", i, want[i].Name, *c)
		}
	}
	if again, _ := Catalogue(); !reflect.DeepEqual(again, want) {
		t.Error("Catalogue changed after its copies and a load's cards were changed")
	}
	st2, err := Game{}.NewState(second, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if st2.Hash() != hash {
		t.Errorf("start hash %#x after the first load's cards were changed, want %#x", st2.Hash(), hash)
	}
}

// The scenario file's own ranges (docs: Scenarios), each at its ends and
// one past them: a grid of 8 to 60 columns and 10 to 60 rows, and a
// build.points from the cheapest class 1–3 ship of a faction (16 with the
// shipped Dark Side cards, which rules the lower end) to 3000.
func TestScenario_RangesAtTheirEnds(t *testing.T) {
	fleets := "sides:\n  - {name: Light Side, faction: light, ships: [{card: Millennium Falcon}]}\n" +
		"  - {name: Dark Side, faction: dark, ships: [{card: Imperial Star Destroyer}]}\n"
	built := "sides:\n  - {name: Light Side, faction: light}\n  - {name: Dark Side, faction: dark}\n"
	head := "game: starshipbattles\nname: clash\ntitle: Clash\n"
	for _, tc := range []struct {
		about, data, want string // want "" accepted, else part of the refusal
	}{
		{"7 columns", head + "grid: {cols: 7, rows: 32}\n" + fleets, "grid: 7 × 32, want 8 to 60 columns and 10 to 60 rows"},
		{"8 columns", head + "grid: {cols: 8, rows: 32}\n" + fleets, ""},
		{"60 columns", head + "grid: {cols: 60, rows: 32}\n" + fleets, ""},
		{"61 columns", head + "grid: {cols: 61, rows: 32}\n" + fleets, "grid: 61 × 32"},
		{"9 rows", head + "grid: {cols: 24, rows: 9}\n" + fleets, "grid: 24 × 9"},
		{"10 rows", head + "grid: {cols: 24, rows: 10}\n" + fleets, ""},
		{"60 rows", head + "grid: {cols: 24, rows: 60}\n" + fleets, ""},
		{"61 rows", head + "grid: {cols: 24, rows: 61}\n" + fleets, "grid: 24 × 61"},
		{"15 points", head + "build: {points: 15}\n" + built, "buys no class 1–3 ship of the Dark Side (the cheapest costs 16)"},
		{"16 points", head + "build: {points: 16}\n" + built, ""},
		{"3000 points", head + "build: {points: 3000}\n" + built, ""},
		{"3001 points", head + "build: {points: 3001}\n" + built, "build.points: 3001 is not from 1 to 3000"},
	} {
		_, err := Game{}.DecodeScenario([]byte(tc.data))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: refused: %v", tc.about, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: error %v, want %q", tc.about, err, tc.want)
		}
	}
}
