package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

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
		scs, err := games.Scenarios(g)
		if err != nil || len(scs) == 0 {
			t.Fatalf("%s: %v", g.ID(), err)
		}
		sc := scs[0]
		data, err := os.ReadFile(filepath.Join("..", "..", "assets", "scenarios", g.ID(), sc.Name()+".yaml"))
		if err != nil {
			t.Fatal(err)
		}
		bare := colour.ReplaceAll(data, nil)
		if colour.Match(bare) {
			t.Fatalf("%s: colours left in\n%s", sc.Name(), bare)
		}
		p := filepath.Join(t.TempDir(), "bare.yaml")
		if err := os.WriteFile(p, bare, 0o600); err != nil {
			t.Fatal(err)
		}
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
		scs, err := games.Scenarios(g)
		if err != nil || len(scs) == 0 {
			t.Fatalf("%s: %v", g.ID(), err)
		}
		sc := scs[0]
		data, err := os.ReadFile(filepath.Join("..", "..", "assets", "scenarios", g.ID(), sc.Name()+".yaml"))
		if err != nil {
			t.Fatal(err)
		}
		capital := colour.ReplaceAllFunc(data, func(b []byte) []byte {
			return append([]byte("color: "), bytes.ToUpper(b[len("color: "):])...)
		})
		if bytes.Equal(capital, data) {
			t.Fatalf("%s: no colour to write in capitals", sc.Name())
		}
		p := filepath.Join(t.TempDir(), "capitals.yaml")
		if err := os.WriteFile(p, capital, 0o600); err != nil {
			t.Fatal(err)
		}
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
