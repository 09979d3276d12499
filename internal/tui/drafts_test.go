package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var ctrlC = tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}

// TestTypedOrderNamedWhenQuitting: ctrl+c in a typed order's field that
// holds typed text asks to quit at once, naming the text that is not
// entered and will not be kept; n goes back to the field, text and all;
// y quits with nothing applied. A field left as it opened (its own text)
// holds nothing to lose: ctrl+c leaves it as esc does.
func TestTypedOrderNamedWhenQuitting(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	cfg := Config{Catalog: testCatalog{}}
	p := newPlay(cfg, sess)
	p.board = typedSecretBoard{}
	d := newDriver(t, cfg, p, 80, 24)

	d.keys("p") // the field opens with the first pick's own text
	if p.entry == nil {
		t.Fatalf("no text field:\n%s", d.screen())
	}
	d.msg(ctrlC)
	if p.entry != nil || p.quitting {
		t.Fatalf("ctrl+c on a field as it opened: entry %v, quitting %v", p.entry != nil, p.quitting)
	}

	d.keys("3") // typed straight onto the pick
	d.msg(ctrlC)
	want := `"3", typed by ` + sess.Players[0].Side + ` at "Your secret number", is not entered and will not be kept: the save holds only what is entered.`
	if s := d.screen(); !p.quitting || !strings.Contains(strings.Join(strings.Fields(s), " "), want) {
		t.Fatalf("ctrl+c over a typed order did not ask, naming it:\n%s", s)
	}
	d.keys("n")
	if p.quitting || p.entry == nil || p.entry.input.Value() != "3" {
		t.Fatalf("n did not go back to the field with its text:\n%s", d.screen())
	}
	d.msg(ctrlC)
	d.keys("y")
	if !d.quit || sess.Len() != 0 {
		t.Fatalf("y: quit %v, %d intents applied", d.quit, sess.Len())
	}
}

// TestTypedOrderNeverShownToTheOtherSeat: the question asked over the
// handoff, after the first player's order went in, says nothing of what
// was typed; a draft is said only to the player who typed it.
func TestTypedOrderNeverShownToTheOtherSeat(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	cfg := Config{Catalog: testCatalog{}}
	p := newPlay(cfg, sess)
	p.board = typedSecretBoard{}
	d := newDriver(t, cfg, p, 80, 24)
	d.keys("3", "enter")
	if sess.Len() != 1 || p.handoff == engine.NoPlayer {
		t.Fatalf("the pick went in (%d) and the terminal passes (%v)", sess.Len(), p.handoff)
	}
	d.msg(ctrlC)
	if s := d.screen(); !strings.Contains(s, "Quit armada-tui?") || strings.Contains(s, "typed") || strings.Contains(s, "3") {
		t.Fatalf("the question over the handoff:\n%s", s)
	}
}

// TestTypedOrderHoldsInASmallTerminal: q and ctrl+c quit a terminal too
// small for the quit question at once; with an order typed and not
// entered they do not, and the message says why.
func TestTypedOrderHoldsInASmallTerminal(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	cfg := Config{Catalog: testCatalog{}}
	p := newPlay(cfg, sess)
	p.board = typedSecretBoard{}
	d := newDriver(t, cfg, p, 80, 24)
	d.keys("2")
	d.msg(tea.WindowSizeMsg{Width: 60, Height: 20})
	d.keys("q")
	d.msg(ctrlC)
	if d.quit {
		t.Fatal("the small terminal quit with an order typed")
	}
	if s := d.screen(); !strings.Contains(s, "unsaved changes") {
		t.Fatalf("the small terminal does not say why it stays:\n%s", s)
	}
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	if p.entry == nil || p.entry.input.Value() != "2" {
		t.Fatalf("the field after the terminal grew again:\n%s", d.screen())
	}
}

// TestPhaseFieldNamedWhenQuitting: ctrl+c in a field of a game's own
// phase screen goes to the quit question, which says that what is typed
// there will not be kept.
func TestPhaseFieldNamedWhenQuitting(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	cfg := Config{Catalog: testCatalog{}}
	p := newPlay(cfg, sess)
	d := newDriver(t, cfg, p, 80, 24)
	p.phase = typingPhase{}
	d.msg(ctrlC)
	if s := d.screen(); !p.quitting || !strings.Contains(s, "What is typed in the field is not entered and will not be kept.") {
		t.Fatalf("the question over a phase screen's field:\n%s", s)
	}
}

// typingPhase is a phase screen reading text.
type typingPhase struct{}

func (m typingPhase) Update(tea.Msg) (PhaseModel, tea.Cmd) { return m, nil }
func (typingPhase) View(w, h int) string                   { return "a field" }
func (typingPhase) Keys() KeyMap                           { return KeyMap{} }
func (typingPhase) Typing() bool                           { return true }
