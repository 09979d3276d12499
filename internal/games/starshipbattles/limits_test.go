package starshipbattles

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// TestDocsListInputLimits: the limits the scenario and card checks put on
// what a file may hold are the project's own, and the rules document did
// not list them. Each is found here by trying the code at the limit (taken)
// and one past it (refused), and must be on its line of the document's
// "Input limits" section with that number.
func TestDocsListInputLimits(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "rules", "starshipbattles.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(data), "\n## Input limits")
	section, _, _ = strings.Cut(section, "\n## ")
	if section == "" {
		t.Fatal(`docs/rules/starshipbattles.md has no "## Input limits" section`)
	}

	scenario := func(edit func(*ScenarioFile)) error {
		f := ScenarioFile{Name: "test", Title: "Test", Rules: RulesAdvanced, Setup: "fixed",
			Sides: []SideFile{{Name: "Mark", Faction: "light", Ships: []ShipFile{{Card: "Millennium Falcon", At: "10,25", Facing: "N"}}},
				{Name: "Jennifer", Faction: "dark", Ships: []ShipFile{{Card: "Imperial Star Destroyer", At: "10,0", Facing: "S"}}}}}
		edit(&f)
		_, err := NewScenario(f)
		return err
	}
	raw, err := os.ReadFile(filepath.Join("cards", "1-light.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var light CardFile
	if err := gamedata.Decode(raw, &light, "card file"); err != nil {
		t.Fatal(err)
	}
	record := func(unique, rulebook bool) CardRecord {
		for _, r := range light.Cards {
			if r.Unique == unique && (r.Source == "rulebook") == rulebook {
				return r
			}
		}
		t.Fatalf("no card unique %v, rulebook %v", unique, rulebook)
		return CardRecord{}
	}
	card := func(r CardRecord) error {
		_, err := buildCard(r, Light)
		return err
	}
	cards := func(n int) error {
		f := CardFile{Faction: "light"}
		r := record(false, false)
		for i := range n {
			r.Name = fmt.Sprintf("Card %d", i)
			f.Cards = append(f.Cards, r)
		}
		b, _ := json.Marshal(f)
		_, err := DecodeCards(b)
		return err
	}
	for _, l := range []struct {
		label string // on the limit's line of the section
		at    int    // the largest value taken
		try   func(n int) error
	}{
		{"scenario name", 40, func(n int) error {
			return scenario(func(f *ScenarioFile) { f.Name = strings.Repeat("a", n) })
		}},
		{"scenario title", 80, func(n int) error {
			return scenario(func(f *ScenarioFile) { f.Title = strings.Repeat("T", n) })
		}},
		{"scenario description", 4000, func(n int) error {
			return scenario(func(f *ScenarioFile) { f.Description = strings.Repeat("d", n) })
		}},
		{"square", 999, func(n int) error { _, err := ParseSquare(fmt.Sprintf("%d,%d", n, n)); return err }},
		{"card name", 48, func(n int) error { r := record(false, false); r.Name = strings.Repeat("n", n); return card(r) }},
		{"card short name", 24, func(n int) error { r := record(false, false); r.Short = strings.Repeat("s", n); return card(r) }},
		{"card collector number", 999, func(n int) error { r := record(false, false); r.Number = n; return card(r) }},
		{"card own values", 40, func(n int) error {
			r := record(false, true)
			r.OwnValues = make([]string, n)
			for i := range r.OwnValues {
				r.OwnValues[i] = "x"
			}
			return card(r)
		}},
		{"card own value", 200, func(n int) error {
			r := record(false, true)
			r.OwnValues = []string{strings.Repeat("v", n)}
			return card(r)
		}},
		{"card counts as", 48, func(n int) error { r := record(true, true); r.CountsAs = strings.Repeat("c", n); return card(r) }},
		{"cards in a file", 100, cards},
	} {
		if err := l.try(l.at); err != nil {
			t.Errorf("%s: %d is refused: %v", l.label, l.at, err)
		}
		if err := l.try(l.at + 1); err == nil {
			t.Errorf("%s: %d is taken", l.label, l.at+1)
		}
		found := false
		for _, line := range strings.Split(section, "\n") {
			if strings.Contains(line, l.label) && strings.Contains(strings.ReplaceAll(line, " ", ""), fmt.Sprint(l.at)) {
				found = true
			}
		}
		if !found {
			t.Errorf("the Input limits section has no line with %q and %d", l.label, l.at)
		}
	}
	if err := func() error { r := record(false, false); r.Number = 0; return card(r) }(); err == nil {
		t.Error("card collector number: 0 is taken")
	}
}
