package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// A battle whose first state tells something (engine.Opener: Starmada's
// set-up roll, made with the battle) shows it at the head of the replay's
// log, before intent 1, whichever intent the viewer stands at; the turn's
// events hold it too, for the board's panels.
func TestReplayLogOpensWithTheOpening(t *testing.T) {
	g := sm.Game{}
	sc, err := games.LoadScenario(g, "setup")
	if err != nil {
		t.Fatal(err)
	}
	sess := hotseat(t, g, sc, 3)
	opening := sess.Opening()
	if len(opening) == 0 {
		t.Fatal("Starmada's set-up scenario opens with no roll")
	}
	for i := 0; i < 2; i++ {
		st := sess.State()
		p := st.Phase().Actors[0]
		in, err := sm.Scripted{}.Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	for _, at := range []int{0, 1, 2} {
		r := newReplay(Config{Catalog: testCatalog{}}, sess, at)
		lines := strings.Join(r.logLines(200), "\n")
		head := strings.Index(lines, "T1 As the game begins")
		roll := strings.Index(lines, opening[len(opening)-1].String())
		first := strings.Index(lines, "1. T1 ")
		if head != 0 || roll < head || (at > 0 && first < roll) {
			t.Errorf("at intent %d the log does not open with the roll (head %d, roll %d, intent 1 %d):\n%s", at, head, roll, first, lines)
		}
		if ev := r.turnEvents(1); len(ev) < len(opening) || ev[0].String() != opening[0].String() {
			t.Errorf("at intent %d the turn's events do not begin with the opening: %v", at, ev)
		}
	}
}

// A game whose first state tells nothing opens its replay's log with
// intent 1, as before.
func TestReplayLogWithoutAnOpening(t *testing.T) {
	sess := playedTo(t, 2)
	if sess.Opening() != nil {
		t.Fatal("Stellar Armada's first state tells something")
	}
	r := newReplay(Config{Catalog: testCatalog{}}, sess, 1)
	if lines := r.logLines(80); len(lines) == 0 || !strings.HasPrefix(ansi.Strip(lines[0]), "1. ") || strings.Contains(strings.Join(lines, "\n"), engine.OpeningWords) {
		t.Errorf("the log of a game with no opening:\n%s", strings.Join(lines, "\n"))
	}
}
