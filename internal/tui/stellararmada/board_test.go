package stellararmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// catalog serves Stellar Armada alone, with its real board.
type catalog struct{}

func (catalog) Games() []engine.Game { return []engine.Game{sa.Game{}} }
func (catalog) Lookup(id string) (engine.Game, bool) {
	return sa.Game{}, id == sa.ID
}
func (catalog) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (catalog) Screens(string) tui.Screens                         { return Screens() }

func session(t *testing.T) *engine.Session {
	t.Helper()
	sc, err := games.LoadScenario(sa.Game{}, "standard")
	if err != nil {
		t.Fatal(err)
	}
	return tuitest.Hotseat(t, sa.Game{}, sc, nil, 7)
}

// TestMatsGolden keeps the whole screen at 80×24 mid-turn: both mats, the
// highlighted target of the action under the cursor, the list and the log.
func TestMatsGolden(t *testing.T) {
	d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, session(t), 80, 24)
	d.Keys("d", "e", "b", "enter")
	tuitest.Golden(t, "stellararmada_turn", d.Screen()+"\n")
}

// TestASCIIMats draws the mats in plain ASCII within 80 columns.
func TestASCIIMats(t *testing.T) {
	cfg := tui.Config{Catalog: catalog{}, ASCII: true}
	d := tuitest.Game(t, cfg, session(t), 80, 24)
	d.Keys("d", "e")
	s := d.Screen()
	for i, r := range s {
		if r > 126 {
			t.Fatalf("non-ASCII %q at byte %d in:\n%s", r, i, s)
		}
	}
	if !strings.Contains(s, "Engines [1]") {
		t.Fatalf("the mats lost the engine die:\n%s", s)
	}
}

// TestHotkeysAreFree gives every intent kind a key of its own.
func TestHotkeysAreFree(t *testing.T) {
	var kinds []string
	for k := range saGroups {
		kinds = append(kinds, k)
	}
	tuitest.HotkeysFree(t, Screens().Board(tui.Config{}), kinds)
}

// TestBriefingAndLegend: a new game opens on its briefing (forces,
// objective, victory, turn limit), and ? has the legend of the mats.
func TestBriefingAndLegend(t *testing.T) {
	d := tuitest.New(t, tui.NewGame(tui.Config{Catalog: catalog{}}, session(t)), 80, 24)
	s := d.Screen()
	for _, want := range []string{"Situation:", "Forces:", "Objective:", "Victory:", "Turn limit: 60 turns"} {
		if !strings.Contains(s, want) {
			t.Fatalf("the briefing lacks %q:\n%s", want, s)
		}
	}
	d.Keys("enter", "?", "tab")
	if s := d.Screen(); !strings.Contains(s, "[Legend]") || !strings.Contains(s, "engine die") {
		t.Fatalf("no legend:\n%s", s)
	}
}
