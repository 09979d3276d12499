package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestHeaderKeepsTheScenarioName: at 80 columns the header gives up the
// game's name, the bracketed asides and a leading section number before it
// cuts the scenario's name, and never cuts the turn, the phase and who
// acts (a play pass read "Campaign Game (11…" and "General Engagement,
// 100 points (11.…").
func TestHeaderKeepsTheScenarioName(t *testing.T) {
	st := NewStyles(false)
	cases := []struct {
		scenario, right string
		w               int
		want, not       string
	}{
		{"Campaign Game (11.7)", "Between battles · Craft to field (11.7) · Reaper's Own to act", 80, "Campaign Game ", "Game (11"},
		{"General Engagement, 100 points (11.8)", "Turn 1 · Torp launches · Kubishev-Lloyd to act", 80, "General Engagement, 100 points ", "(11"},
		{"Campaign Game (11.7), restricted pools", "Turn 10 · Movement · The Destroyers to act", 80, "Campaign Game, restricted pools ", "…"},
		{"11.2 Into the Minefield", "Turn 1 · Torp launches · Dark Lathe to act", 80, "11.2 Into the Minefield ", "…"},
		{"11.2 Into the Minefield", "Turn 1 · Movement · Red to act", 80, "Silent Death · 11.2 Into the Minefield ", "…"},
		{"11.2 Into the Minefield", "Turn 1 · Torp launches · Dark Lathe to act", 62, "Into the Minefield ", "…"},
		// The phase's bracket goes before the name is cut.
		{"Campaign Game (11.7)", "Between battles · Craft to field (11.7) · A Unit With A Long Name to act", 80, "Campaign Game ", "(11.7)"},
		// Nothing spare left: the name is cut, the right side whole.
		{"Standard battle (300 points, fleets built in secret)", "Turn 3 · Movement · Light Side to act", 45, "Standa…", "(300"},
	}
	for _, c := range cases {
		h := ansi.Strip(headerLine(st, "Silent Death", c.scenario, c.right, c.w))
		if Width(h) != c.w {
			t.Errorf("%q at %d: %d wide: %q", c.scenario, c.w, Width(h), h)
		}
		want := c.right
		if strings.Contains(c.want, "(11.7)") || c.not == "(11.7)" {
			want = dropAsides(c.right)
		}
		if !strings.HasSuffix(h, want) || !strings.Contains(h, c.want) || strings.Contains(h, c.not) {
			t.Errorf("%q at %d: %q; want it to hold %q and end with %q, without %q", c.scenario, c.w, h, c.want, want, c.not)
		}
	}
	// Every game's header keeps the turn whole at 80 columns.
	for _, sc := range []string{"Meeting engagement, 1 000 points", "Quick Start battle (Viscount against Executor)", "Squadrons built to a cost (the project's own)", "Crippled cruiser holds out"} {
		h := ansi.Strip(headerLine(st, "A Game", sc, "Turn 12 · Movement · Red to act", 80))
		if !strings.HasSuffix(h, "Turn 12 · Movement · Red to act") || strings.Contains(h, "…") {
			t.Errorf("%q: %q", sc, h)
		}
	}
}
