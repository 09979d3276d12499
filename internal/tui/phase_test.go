package tui

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// digitPhase is a phase model of the secret game: a digit key picks the
// number, and it says whose eyes it was made for.
type digitPhase struct {
	Proposals
	me    engine.Player
	asked int // how many times the game screen asked for it
}

var keyDigit = key.NewBinding(key.WithKeys("1", "2", "3"), key.WithHelp("1-3", "pick"))

func (m *digitPhase) Update(msg tea.Msg) (PhaseModel, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, keyDigit) {
		m.Propose(pick{By: m.me, Value: int(k.String()[0] - '0')})
	}
	return m, nil
}
func (m *digitPhase) View(w, h int) string {
	return strings.Repeat("digits for player ", 1) + string(rune('1'+m.me)) + "\n" + strings.Repeat("~", m.asked)
}
func (m *digitPhase) Keys() KeyMap { return KeyMap{Short: []key.Binding{keyDigit}} }
func (m *digitPhase) Typing() bool { return false }

type phaseCatalog struct{ testCatalog }

func (phaseCatalog) Screens(id string) Screens {
	return Screens{Board: func(Config) Board { return secretBoard{} },
		Phase: func(_ Config, view engine.State, me engine.Player, prev PhaseModel) PhaseModel {
			m, _ := prev.(*digitPhase)
			if m == nil || m.me != me {
				m = &digitPhase{me: me}
			}
			m.asked++
			return m
		}}
}

// TestPhaseModel mounts a game's own phase screen: its keys make intents
// through Proposals, the game screen applies and saves them, hands over between
// hotseat players as usual, and gives the model back to itself while the
// same player acts.
func TestPhaseModel(t *testing.T) {
	cfg := Config{Catalog: phaseCatalog{}}
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	if !strings.Contains(d.screen(), "digits for player 1") || !strings.Contains(d.screen(), "1-3 pick") {
		t.Fatalf("the phase model is not shown with its keys:\n%s", d.screen())
	}
	d.keys("2")
	if sess.Len() != 1 || sess.Records()[0].Intent.(pick).Value != 2 {
		t.Fatalf("the digit did not apply a pick: %d intents", sess.Len())
	}
	if !strings.Contains(d.screen(), "Pass the terminal") {
		t.Fatalf("no handoff before the other player's phase screen:\n%s", d.screen())
	}
	d.keys("enter")
	if !strings.Contains(d.screen(), "digits for player 2") {
		t.Fatalf("the second player's phase screen is not shown:\n%s", d.screen())
	}
	d.keys("u") // the game screen keeps undo: nothing of the other player's to undo
	if sess.Len() != 1 {
		t.Fatal("u undid the other player's pick")
	}
}
