package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestRefusedPlotGoesWithItsField: the sheet shows the ledger of a plot
// being typed, and what is wrong with a refused one, while nothing else is
// under the cursor. Once the field closed unentered (esc: the game screen
// calls EndPick whenever a field closes) the refusal stayed beside the map
// whenever the cursor rested on nothing (a closed group of several
// actions), about a text no longer there; as the status line's complaint
// goes with its field, so does the ledger now.
func TestRefusedPlotGoesWithItsField(t *testing.T) {
	sess := session(t, "standard", false, 3)
	var mv sscs.Move
	var who engine.Player
	plot := func(st *sscs.State) bool {
		if len(st.Phase().Actors) == 0 {
			return false
		}
		who = st.Phase().Actors[0]
		for _, in := range st.Legal(who) {
			if x, ok := in.(sscs.Move); ok {
				mv = x
				return true
			}
		}
		return false
	}
	if !playUntil(t, sess, 400, plot) {
		t.Fatal("no plot to type in 400 intents")
	}
	st := sess.State().(*sscs.State).View(who)
	b := newBoard(cfg)
	frame := tui.Frame{State: st, Me: who, W: 80, H: 22}
	sheet := func() string { return strings.Join(strings.Fields(strings.Join(b.Draw(frame), " ")), " ") }
	if _, err := b.Parse(st, who, mv, "99"); err == nil {
		t.Fatal("a plot of 99 hexes is taken")
	}
	if s := sheet(); !strings.Contains(s, "the plot moves 99 hexes") {
		t.Fatalf("while the field is open the sheet does not say what is wrong:\n%s", strings.Join(b.Draw(frame), "\n"))
	}
	b.EndPick() // the field closes unentered
	if s := sheet(); strings.Contains(s, "the plot moves 99 hexes") {
		t.Errorf("the refusal stays after its field closed:\n%s", strings.Join(b.Draw(frame), "\n"))
	}
}
