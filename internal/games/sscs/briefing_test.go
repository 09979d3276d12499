package sscs

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestBriefing checks each shipped scenario's briefing: every side's
// forces with the costs docs/rules/sscs.md gives, the turn limit (the
// scenario's, or the option's), and the ends of the battle.
func TestBriefing(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		turns    int
		forces   []string
	}{
		{"standard", 30, []string{"Concord, cost 2 977:", "Vorr, cost 4 513:"}},
		{"boarding", 20, []string{"Drive knocked out", "docked with"}},
		{"pursuit", 25, []string{"Concord", "Vorr"}},
		{"built", 30, []string{"built in secret before the battle to a cost of 3 000", "built in secret before the battle to a cost of 3 000"}},
	} {
		sc := loadScenario(t, tc.scenario)
		b := sc.Briefing(nil)
		if b.TurnLimit != tc.turns || !strings.Contains(b.Victory, "after turn "+strconv.Itoa(tc.turns)) {
			t.Errorf("%s: turn limit %d, victory %q; want %d", tc.scenario, b.TurnLimit, b.Victory, tc.turns)
		}
		if len(b.Forces) != 2 {
			t.Fatalf("%s: %d lines of forces", tc.scenario, len(b.Forces))
		}
		all := strings.Join(b.Forces, "\n")
		for _, want := range tc.forces {
			if !strings.Contains(all, want) {
				t.Errorf("%s: forces lack %q:\n%s", tc.scenario, want, all)
			}
		}
		for _, want := range []string{"truce", strconv.Itoa(SeparationTurns) + " turns in a row", "resist no more", "if both are left so at once", "draw"} {
			if !strings.Contains(b.Victory, want) {
				t.Errorf("%s: the victory text does not mention %q", tc.scenario, want)
			}
		}
		if b.Situation == "" || b.Objective == "" {
			t.Errorf("%s: empty situation or objective", tc.scenario)
		}
		if got := sc.Briefing(engine.Options{OptTurns: "12"}).TurnLimit; got != 12 {
			t.Errorf("%s: with turns=12 the briefing says %d turns", tc.scenario, got)
		}
	}
	if b := loadScenario(t, "pursuit").Briefing(nil); !strings.Contains(b.Objective, "is running") {
		t.Errorf("the pursuit's briefing does not say who runs: %q", b.Objective)
	}
	// The Bastion's line names its class and its cost with nothing else.
	if b := loadScenario(t, "standard").Briefing(nil); !strings.Contains(b.Forces[0], "Bastion (cruiser, 1 428)") {
		t.Errorf("the Bastion's line: %s", b.Forces[0])
	}
	// A ship of a design with no class (the designer's skirmish) has its
	// cost alone in brackets (it read "New design (, 93)").
	f := loadScenario(t, "standard").file
	f.Designs = append([]design.Design(nil), f.Designs...)
	for i := range f.Designs {
		if f.Designs[i].Name == "Bastion" {
			f.Designs[i].Class = ""
		}
	}
	sc, err := testScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := sc.Briefing(nil); !strings.Contains(b.Forces[0], "Bastion (1 428)") {
		t.Errorf("a design with no class: %s", b.Forces[0])
	}
}

// TestScenarioDescriptionsStateTheDistances: the distances the shipped
// scenarios' descriptions give are those between the ships on the map:
// the two flagships of the standard battle "24 hexes apart", the two
// lines of the built scenario "23 hexes apart", and the boarding's relief
// "48 hexes out" from the Bastion, both of them. The boarding's said
// "some 45" when its Lance and Warden were moved to 48 (e9ffe6a).
func TestScenarioDescriptionsStateTheDistances(t *testing.T) {
	stated := func(name, words string) int {
		t.Helper()
		desc := loadScenario(t, name).file.Description
		m := regexp.MustCompile(`(\d+) hexes ` + words).FindStringSubmatch(desc)
		if m == nil {
			t.Fatalf("%s: the description gives no distance '… hexes %s':\n%s", name, words, desc)
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	at := func(s string) hex.Hex {
		t.Helper()
		h, err := ParseHex(s)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	f := loadScenario(t, "standard").file
	if want, got := stated("standard", "apart"), hex.Distance(at(f.Sides[0].Ships[0].At), at(f.Sides[1].Ships[0].At)); got != want {
		t.Errorf("standard: the %s and the %s start %d hexes apart; the description says %d", f.Sides[0].Ships[0].Name, f.Sides[1].Ships[0].Name, got, want)
	}
	f = loadScenario(t, "built").file
	if want, got := stated("built", "apart"), hex.Distance(at(f.Sides[0].Build.At), at(f.Sides[1].Build.At)); got != want {
		t.Errorf("built: the squadrons start %d hexes apart; the description says %d", got, want)
	}
	f = loadScenario(t, "boarding").file
	want, relief := stated("boarding", "out"), 0
	for _, sh := range f.Sides[0].Ships[1:] {
		relief++
		if got := hex.Distance(at(f.Sides[0].Ships[0].At), at(sh.At)); got != want {
			t.Errorf("boarding: the %s starts %d hexes from the %s; the description says %d", sh.Name, got, f.Sides[0].Ships[0].Name, want)
		}
	}
	if relief != 2 {
		t.Errorf("boarding: %d relief ships, the description names two", relief)
	}
}
