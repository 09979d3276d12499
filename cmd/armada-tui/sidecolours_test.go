package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
)

// TestScenarioSidesWithoutColours: every game's shipped scenario with its
// colours taken out, as an author might write it, gives its sides red and
// blue (and green and yellow for four), where they were drawn alike in the
// terminal's own colour; validate accepts it.
func TestScenarioSidesWithoutColours(t *testing.T) {
	colour := regexp.MustCompile(`(?m)(,\s*color: [a-z]+|^\s*color: [a-z]+\n)`)
	want := []string{"red", "blue", "green", "yellow"}
	c := newCLI(t, true)
	for _, g := range (builtin{}).All() {
		sc, data := firstShipped(t, g)
		bare := colour.ReplaceAll(data, nil)
		if colour.Match(bare) {
			t.Fatalf("%s: colours left in\n%s", sc.Name(), bare)
		}
		p := writeScenario(t, "bare.yaml", bare)
		got, err := games.ReadScenarioFile(g, p)
		if err != nil {
			t.Fatalf("%s without colours: %v", g.ID(), err)
		}
		for i, s := range got.Sides() {
			if s.Color != want[i] {
				t.Errorf("%s %s: side %d (%s) is %q, want %q", g.ID(), sc.Name(), i, s.Name, s.Color, want[i])
			}
		}
		c.ok("validate", p, "--game", g.ID())
	}
}

// TestScenarioColoursInAnyCase: every game's shipped scenario with its
// colours written in capitals ("RED", "Blue") loads and validates, its sides
// in the colours named; four games refused capitals, SSCS took them.
func TestScenarioColoursInAnyCase(t *testing.T) {
	colour := regexp.MustCompile(`color: [a-z]+`)
	c := newCLI(t, true)
	for _, g := range (builtin{}).All() {
		sc, data := firstShipped(t, g)
		capital := colour.ReplaceAllFunc(data, func(b []byte) []byte {
			return append([]byte("color: "), bytes.ToUpper(b[len("color: "):])...)
		})
		if bytes.Equal(capital, data) {
			t.Fatalf("%s: no colour to write in capitals", sc.Name())
		}
		p := writeScenario(t, "capitals.yaml", capital)
		got, err := games.ReadScenarioFile(g, p)
		if err != nil {
			t.Fatalf("%s with colours in capitals: %v", g.ID(), err)
		}
		for i, s := range got.Sides() {
			if want := strings.ToUpper(sc.Sides()[i].Color); s.Color != want {
				t.Errorf("%s %s: side %d (%s) is %q, want %q", g.ID(), sc.Name(), i, s.Name, s.Color, want)
			}
		}
		c.ok("validate", p, "--game", g.ID())
	}
}

// firstShipped is g's first shipped scenario and the YAML it is read from.
func firstShipped(t *testing.T, g engine.Game) (engine.Scenario, []byte) {
	t.Helper()
	scs, err := games.Scenarios(g)
	if err != nil || len(scs) == 0 {
		t.Fatalf("%s: %v", g.ID(), err)
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "assets", "scenarios", g.ID(), scs[0].Name()+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return scs[0], data
}

// writeScenario writes data to a file of that name in a new folder.
func writeScenario(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}
