package starshipbattles

import (
	"reflect"
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
