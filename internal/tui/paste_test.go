package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// TestPasteIntoTypedIntent: text pasted into an intent's open text field
// (a terminal's bracketed paste: one message, not keys) is written into it
// and read as if typed (found with the key monkey and by hand in tmux, stop
// 36: a pasted Starmada order left the field as it was, without a word).
// A paste with no field open changes nothing.
func TestPasteIntoTypedIntent(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	p.board = typedSecretBoard{}
	d := newDriver(t, Config{Catalog: testCatalog{}}, p, 80, 24)
	before := d.screen()
	d.msg(tea.PasteMsg{Content: "2"})
	if p.entry != nil || d.screen() != before {
		t.Fatalf("a paste with no field open changed the screen:\n%s", d.screen())
	}
	d.keys("p")
	if p.entry == nil {
		t.Fatalf("no text field:\n%s", d.screen())
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.msg(tea.PasteMsg{Content: "7"})
	if got := p.entry.input.Value(); got != "7" || !strings.Contains(d.screen(), `"7" is not a number from 1 to 3`) {
		t.Fatalf("the paste gave %q:\n%s", got, d.screen())
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.msg(tea.PasteMsg{Content: "3\n"})
	d.keys("enter")
	if sess.Len() != 1 || sess.Records()[0].Intent.(pick).Value != 3 {
		t.Fatalf("the pasted pick was not applied: %d intents\n%s", sess.Len(), d.screen())
	}
}

// TestPasteIntoMenuOption: a number pasted into the field of an option
// typed in the menu (Starmada's number of turns) is written into it; it
// was left out, as in the game's fields.
func TestPasteIntoMenuOption(t *testing.T) {
	sc, err := games.LoadScenario(sm.Game{}, "standard")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Catalog: testCatalog{}}
	root := newMenu(cfg)
	players := []engine.PlayerSlot{{Side: sc.Sides()[0].Name, Kind: engine.Human}, {Side: sc.Sides()[1].Name, Kind: engine.Human}}
	d := newDriver(t, cfg, root.options(sm.Game{}, sc, players, nil, 0, 0), 80, 24)
	d.keys("down", "enter", "backspace", "backspace")
	d.msg(tea.PasteMsg{Content: "14"})
	d.keys("enter")
	if s := d.screen(); !strings.Contains(s, "> turns: 14") {
		t.Fatalf("the pasted 14 turns were not set:\n%s", s)
	}
}
